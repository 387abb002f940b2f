{#- A programmable counter's write strobes and its increment: decoded from
    the request an edge ahead where the bank has one (p.early), else from
    the write itself. Included by prog.v, once per counter `c`. #}
{%- if let Some(e) = p.early %}
    // Its write strobes, decoded from the request an edge ahead of the
    // write, and which of its events count (select and freeze applied),
    // decided at the edge either changes. An event is counted at the edge
    // after its own (pinc_q): the count's enable is then a LUT from
    // flip-flops, not an event select, and the edges that write the count
    // (which win over an increment) are left out by that LUT's strobes.
    reg         pws_{{ c.k }}, pwr_lo_{{ c.k }}{% if p.wide %}, pwr_hi_{{ c.k }}{% endif %}{% if p.threshold %}, pwt_lo_{{ c.k }}{% if p.wide %}, pwt_hi_{{ c.k }}{% endif %}{% endif %};
    wire        pwr_lo_nx_{{ c.k }} = {{ e.req_en }} && {{ e.req_addr }} == {{ wb }}'d{{ c.cnt_lo }};
{%- if p.wide %}
    wire        pwr_hi_nx_{{ c.k }} = {{ e.req_en }} && {{ e.req_addr }} == {{ wb }}'d{{ c.cnt_lo + 1 }};
{%- endif %}
    wire [31:0] psel_nx_{{ c.k }} = pws_{{ c.k }} ? (psel_{{ c.k }} & ~(wbits & 32'h{{ p.sel_mask }})) | ({{ p.wr_data }} & wbits & 32'h{{ p.sel_mask }}) : psel_{{ c.k }};
{%- if !c.events.is_empty() %}
    // pgo, one bit per event, is the select alone and pon the rest (not
    // inhibited, not frozen), each a LUT or two from the write.
    reg  [{{ c.events.len() - 1 }}:0] pgo_{{ c.k }};
    reg         pon_{{ c.k }};
{%- endif %}
    reg         pinc_q_{{ c.k }};
{%- if c.events.is_empty() %}
    wire        pinc_{{ c.k }} = 1'b0;
{%- else %}
    wire        pinc_{{ c.k }} = pon_{{ c.k }} & ({% for ev in c.events %}(pev[{{ ev }}] & pgo_{{ c.k }}[{{ loop.index0 }}]){% if !loop.last %} | {% endif %}{% endfor %});
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            pws_{{ c.k }} <= 1'b0; pwr_lo_{{ c.k }} <= 1'b0;{% if p.wide %} pwr_hi_{{ c.k }} <= 1'b0;{% endif %}{% if p.threshold %} pwt_lo_{{ c.k }} <= 1'b0;{% if p.wide %} pwt_hi_{{ c.k }} <= 1'b0;{% endif %}{% endif %}
{%- if !c.events.is_empty() %}
            pgo_{{ c.k }} <= {{ c.events.len() }}'d0;
            pon_{{ c.k }} <= 1'b0;
{%- endif %}
            pinc_q_{{ c.k }} <= 1'b0;
        end else begin
            pws_{{ c.k }}    <= {{ e.req_en }} && {{ e.req_addr }} == {{ wb }}'d{{ c.sel }};
            pwr_lo_{{ c.k }} <= pwr_lo_nx_{{ c.k }};
{%- if p.wide %}
            pwr_hi_{{ c.k }} <= pwr_hi_nx_{{ c.k }};
{%- endif %}
{%- if p.threshold %}
            pwt_lo_{{ c.k }} <= {{ e.req_en }} && {{ e.req_addr }} == {{ wb }}'d{{ c.thr_lo }};
{%- if p.wide %}
            pwt_hi_{{ c.k }} <= {{ e.req_en }} && {{ e.req_addr }} == {{ wb }}'d{{ c.thr_lo + 1 }};
{%- endif %}
{%- endif %}
{%- for ev in c.events %}
            pgo_{{ c.k }}[{{ loop.index0 }}] <= psel_nx_{{ c.k }}[{{ p.sel_bits - 1 }}:0] == {{ p.sel_bits }}'d{{ ev }};
{%- endfor %}
{%- if !c.events.is_empty() %}
            pon_{{ c.k }} <= ~psel_nx_{{ c.k }}[31] & ({{ e.run_next }});
{%- endif %}
            pinc_q_{{ c.k }} <= pinc_{{ c.k }};
        end
    end
{%- else %}
    wire        pws_{{ c.k }} = {{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ c.sel }};
    wire        pwr_lo_{{ c.k }} = {{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ c.cnt_lo }};
{%- if p.wide %}
    wire        pwr_hi_{{ c.k }} = {{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ c.cnt_lo + 1 }};
{%- endif %}
{%- if p.threshold %}
    wire        pwt_lo_{{ c.k }} = {{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ c.thr_lo }};
{%- if p.wide %}
    wire        pwt_hi_{{ c.k }} = {{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ c.thr_lo + 1 }};
{%- endif %}
{%- endif %}
    wire        pev_{{ c.k }} = {{ c.mux }};
    wire        pinc_{{ c.k }} = pev_{{ c.k }} & ~psel_{{ c.k }}[31] & run_q;
{%- endif %}
