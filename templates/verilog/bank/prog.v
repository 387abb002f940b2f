
    // ---- programmable counters ------------------------------------------
    // Each counts the event its select register names, among the events
    // wired to it; bit 31 of the select inhibits it.
    wire [3:0]  pstrb = {{ p.wr_strb }};
    wire [31:0] wbits = { {8{pstrb[3]}}, {8{pstrb[2]}}, {8{pstrb[1]}}, {8{pstrb[0]}} };
    reg  [31:0] pflags;
    reg  [31:0] pirq_en;
    wire [31:0] pflags_set;
{%- if let Some(e) = p.early %}{% if p.wide %}
    // Which byte lanes of the request's data are all ones, an edge ahead of
    // the write: a write of a low word then tests for all ones (pfull) in
    // four lanes, not in 32 bits of data.
    reg  [3:0]  pwones;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) pwones <= 4'd0;
        else pwones <= { &{{ e.req_data }}[31:24], &{{ e.req_data }}[23:16], &{{ e.req_data }}[15:8], &{{ e.req_data }}[7:0]};
    end
{%- endif %}{% endif %}
{%- for c in p.counters %}

    // programmable counter {{ c.k }}
    reg  [31:0] psel_{{ c.k }};
    reg  [{{ p.width - 1 }}:0] pcnt_{{ c.k }};
{%- if p.threshold %}
    reg  [{{ p.width - 1 }}:0] pthr_{{ c.k }};
{%- endif %}
    wire [{{ p.sel_bits - 1 }}:0] pselv_{{ c.k }} = psel_{{ c.k }}[{{ p.sel_bits - 1 }}:0];
{%- include "verilog/bank/prog_strobes.v" %}
{%- if p.wide && p.short_chains() %}
    // A wide count carries into its high word only when its low word is all
    // ones. pfull keeps that fact, decided an edge ahead, so the high word's
    // incrementer starts at a flip-flop instead of at the end of the low
    // word's chain; phalf does the same for the low word's halves (its low
    // 16 bits are all ones): no chain is longer than 16 bits.
    reg         pfull_{{ c.k }}, phalf_{{ c.k }};
    wire [31:0] pnext_lo_{{ c.k }} = {pcnt_{{ c.k }}[31:16] + {15'd0, phalf_{{ c.k }}}, pcnt_{{ c.k }}[15:0] + 16'd1};
    // pfull is the carry in, so that the high word's next value is the
    // chain's output and its enable is the low word's.
    wire [{{ p.width - 33 }}:0] pnext_hi_{{ c.k }} = pcnt_{{ c.k }}[{{ p.width - 1 }}:32] + {% if p.width > 33 %}{ {{ p.width - 33 }}'d0, pfull_{{ c.k }}}{% else %}pfull_{{ c.k }}{% endif %};
{%- else %}
    wire [{{ p.width - 1 }}:0] pnext_{{ c.k }} = pcnt_{{ c.k }} + {{ p.width }}'d1;
{%- endif %}
{%- if p.wide %}
    wire [31:0] pm_lo_{{ c.k }} = (pcnt_{{ c.k }}[31:0] & ~wbits) | ({{ p.wr_data }} & wbits);
    wire [31:0] pm_hi_{{ c.k }} = ({{ c.hi_word }} & ~wbits) | ({{ p.wr_data }} & wbits);
{%- else %}
    wire [31:0] pm_lo_{{ c.k }} = ({{ c.lo_word }} & ~wbits) | ({{ p.wr_data }} & wbits);
{%- endif %}
{%- if p.wide && p.short_chains() %}
    // The low word (pwfull) and its low half (pwhalf) after a write are all
    // ones where each lane is: written with all ones, or kept and already
    // all ones.
    wire        pwfull_{{ c.k }} = &(({&pcnt_{{ c.k }}[31:24], &pcnt_{{ c.k }}[23:16], &pcnt_{{ c.k }}[15:8], &pcnt_{{ c.k }}[7:0]} & ~pstrb) | (pwones & pstrb));
    wire        pwhalf_{{ c.k }} = &(({&pcnt_{{ c.k }}[15:8], &pcnt_{{ c.k }}[7:0]} & ~pstrb[1:0]) | (pwones[1:0] & pstrb[1:0]));
{%- endif %}
{%- include "verilog/bank/prog_flags.v" %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            psel_{{ c.k }} <= 32'h80000000;
            pcnt_{{ c.k }} <= {{ p.width }}'d0;
{%- if p.wide && p.short_chains() %}
            pfull_{{ c.k }} <= 1'b0;
            phalf_{{ c.k }} <= 1'b0;
{%- endif %}
{%- if p.threshold %}
            pthr_{{ c.k }} <= {{ p.width }}'d0;
{%- endif %}
        end else begin
{%- if p.early.is_some() %}
            psel_{{ c.k }} <= psel_nx_{{ c.k }};
{%- else %}
            if (pws_{{ c.k }})
                psel_{{ c.k }} <= (psel_{{ c.k }} & ~(wbits & 32'h{{ p.sel_mask }})) | ({{ p.wr_data }} & wbits & 32'h{{ p.sel_mask }});
{%- endif %}
{%- include "verilog/bank/prog_count.v" %}
{%- if p.threshold %}
{%- if p.wide %}
            if (pwt_lo_{{ c.k }})
                pthr_{{ c.k }}[31:0] <= (pthr_{{ c.k }}[31:0] & ~wbits) | ({{ p.wr_data }} & wbits);
            if (pwt_hi_{{ c.k }})
                pthr_{{ c.k }}[{{ p.width - 1 }}:32] <= (pthr_{{ c.k }}[{{ p.width - 1 }}:32] & ~wbits[{{ p.width - 33 }}:0]) | ({{ p.wr_data }}[{{ p.width - 33 }}:0] & wbits[{{ p.width - 33 }}:0]);
{%- else %}
            if (pwt_lo_{{ c.k }})
                pthr_{{ c.k }} <= (pthr_{{ c.k }} & ~wbits[{{ p.width - 1 }}:0]) | ({{ p.wr_data }}[{{ p.width - 1 }}:0] & wbits[{{ p.width - 1 }}:0]);
{%- endif %}
{%- endif %}
        end
    end
    wire [31:0] plo_{{ c.k }} = {{ c.lo_word }};
{%- if p.wide %}
    wire [31:0] phi_{{ c.k }} = {{ c.hi_word }};
    reg  [31:0] phold_{{ c.k }};
    reg         phold_v_{{ c.k }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            phold_{{ c.k }}   <= 32'd0;
            phold_v_{{ c.k }} <= 1'b0;
        end else if ({{ c.lo_rsp }}) begin
            // In the LO read's response cycle: the HI word of what it returns.
            phold_{{ c.k }}   <= phi_{{ c.k }};
            phold_v_{{ c.k }} <= 1'b1;
        end else if (({{ c.hi_rsp }}) || pwr_lo_{{ c.k }} || pwr_hi_{{ c.k }}) begin
            // Consumed, or made stale by a write of the count.
            phold_v_{{ c.k }} <= 1'b0;
        end
    end
{%- endif %}
{%- endfor %}
{%- for b in p.unused_flag_bits %}
    assign pflags_set[{{ b }}] = 1'b0;
{%- endfor %}

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            pflags  <= 32'd0;
            pirq_en <= 32'd0;
        end else begin
            // Set wins over a write-1-to-clear in the same cycle.
            if (clear) pflags <= 32'd0;
            else pflags <= (pflags & ~(({{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ p.flags_word }}) ? ({{ p.wr_data }} & wbits) : 32'd0)) | pflags_set;
            if ({{ p.wr_en }} && {{ p.wr_addr }} == {{ wb }}'d{{ p.irq_word }})
                pirq_en <= (pirq_en & ~(wbits & 32'h{{ p.flag_mask }})) | ({{ p.wr_data }} & wbits & 32'h{{ p.flag_mask }});
        end
    end
    wire unused_prog = &{1'b0, {{ p.unused }}, 1'b0};
