{#- A programmable counter's count (and, for a wide one with short chains,
    pfull and phalf) at an edge, inside prog.v's always block: where
    strobes and events are decided an edge ahead (p.early), each word under
    an enable of its own; else a priority chain. Included once per counter
    `c`. #}
{%- if p.early.is_some() %}
            // A clear or a write to the count wins over an increment in the
            // same cycle: the clear through the data, a write of a word
            // through the data and by leaving the increment out of the
            // other word's enable, a LUT from flip-flops.
{%- if p.wide %}
            if (clear | pwr_lo_{{ c.k }} | (pinc_q_{{ c.k }} & ~pwr_hi_{{ c.k }})) begin
                pcnt_{{ c.k }}[31:0] <= clear ? 32'd0 : pwr_lo_{{ c.k }} ? pm_lo_{{ c.k }} : pnext_lo_{{ c.k }};
                // pfull and phalf follow the low word.
                pfull_{{ c.k }} <= ~clear & (pwr_lo_{{ c.k }} ? pwfull_{{ c.k }} : pcnt_{{ c.k }}[31:0] == 32'hFFFFFFFE);
                phalf_{{ c.k }} <= ~clear & (pwr_lo_{{ c.k }} ? pwhalf_{{ c.k }} : pcnt_{{ c.k }}[15:0] == 16'hFFFE);
            end
            if (clear | pwr_hi_{{ c.k }} | (pinc_q_{{ c.k }} & ~pwr_lo_{{ c.k }}))
                pcnt_{{ c.k }}[{{ p.width - 1 }}:32] <= clear ? {{ p.width - 32 }}'d0 : pwr_hi_{{ c.k }} ? pm_hi_{{ c.k }}[{{ p.width - 33 }}:0] : pnext_hi_{{ c.k }};
{%- else %}
            if (clear | pwr_lo_{{ c.k }} | pinc_q_{{ c.k }})
                pcnt_{{ c.k }} <= clear ? {{ p.width }}'d0 : pwr_lo_{{ c.k }} ? pm_lo_{{ c.k }}[{{ p.width - 1 }}:0] : pnext_{{ c.k }};
{%- endif %}
{%- else %}
            // A write to the count wins over an increment in the same cycle.
            if (clear) pcnt_{{ c.k }} <= {{ p.width }}'d0;
{%- if p.wide %}
            else if (pwr_lo_{{ c.k }}) pcnt_{{ c.k }}[31:0] <= pm_lo_{{ c.k }};
            else if (pwr_hi_{{ c.k }}) pcnt_{{ c.k }}[{{ p.width - 1 }}:32] <= pm_hi_{{ c.k }}[{{ p.width - 33 }}:0];
{%- else %}
            else if (pwr_lo_{{ c.k }}) pcnt_{{ c.k }} <= pm_lo_{{ c.k }}[{{ p.width - 1 }}:0];
{%- endif %}
            else if (pinc_{{ c.k }}) pcnt_{{ c.k }} <= pnext_{{ c.k }};
{%- endif %}
