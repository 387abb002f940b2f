{{ header }}
// Monitor bank of "{{ kind }}" tiles: {{ counters.len() }} counters instantiated;
// every other monitor word of the map reads 0 (ESP semantics).
//
// Timing contract (mirrored by the golden model):
//   * an event counts at the clock edge that ends the cycle it is high in;
//   * a snapshot latches the counter values held *before* that edge, so an
//     event in the snapshot cycle lands in the next interval, never in both;
//   * reads see the state before the edge of the access; writes apply at it.
module {{ module }} #(
    parameter [15:0] TILE_ID = 16'd0
) (
    input  wire                clk,
    input  wire                {{ rst.port }},
    input  wire                rd_en,
    input  wire [{{ wb - 1 }}:0]         rd_addr,
    output reg  [31:0]         rd_data,
    output reg                 rd_err,
    input  wire                wr_en,
    input  wire [{{ wb - 1 }}:0]         wr_addr,
    input  wire [31:0]         wr_data,
    input  wire [3:0]          wr_strb,
    output reg                 wr_err,
    input  wire [{{ counters.len() - 1 }}:0]        ev,
{%- if let Some(p) = prog %}
    input  wire [{{ p.events - 1 }}:0]        pev,
{%- endif %}
    input  wire                gsnap_set,
    input  wire                gsnap_clr,
    output reg                 gsnap_set_req,
    output reg                 gsnap_clr_req,
    output wire                irq
);
{%- for r in ctrl_regs %}
    localparam [{{ wb - 1 }}:0] {{ r.0 }} = {{ wb }}'d{{ r.1 }};
{%- endfor %}

    // Not every data bit and byte lane is a register bit, and rd_en only
    // matters where a 64-bit pair latches its high word.
    wire unused_inputs = &{1'b0, wr_data, wr_strb, rd_en, 1'b0};

    // ---- control -------------------------------------------------------
    wire snap_wr   = wr_en & (wr_addr == A_SNAPSHOT) & wr_strb[0];
    wire ctrl_wr   = wr_en & (wr_addr == A_CTRL) & wr_strb[0];
    wire gsnap_wr  = wr_en & (wr_addr == A_GLOBAL_SNAPSHOT) & wr_strb[0];
    wire clear     = ctrl_wr & wr_data[1];
    wire snap_take = (snap_wr & wr_data[0]) | gsnap_set;
    wire snap_rel  = (snap_wr & ~wr_data[0]) | gsnap_clr;
{%- for k in flag_words %}
    wire en{{ k }}_wr  = wr_en & (wr_addr == A_ENABLE{{ k }});
    wire ovf{{ k }}_wr = wr_en & (wr_addr == A_OVERFLOW{{ k }});
    wire ie{{ k }}_wr  = wr_en & (wr_addr == A_OVERFLOW_IRQ_ENABLE{{ k }});
{%- endfor %}

    reg snap_q;
    reg freeze_q;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            snap_q        <= 1'b0;
            freeze_q      <= 1'b0;
            gsnap_set_req <= 1'b0;
            gsnap_clr_req <= 1'b0;
        end else begin
            if (snap_take) snap_q <= 1'b1;
            else if (snap_rel) snap_q <= 1'b0;
            if (ctrl_wr) freeze_q <= wr_data[0];
            gsnap_set_req <= gsnap_wr & wr_data[0];
            gsnap_clr_req <= gsnap_wr & ~wr_data[0];
        end
    end
{% for c in counters %}
    // ---- monitor {{ c.index }}: {{ c.name }}{% if !c.comment.is_empty() %} -- {{ c.comment }}{% endif %}
    // {{ c.width }} bits, {% if c.sat %}saturating{% else %}wrapping{% endif %}, event ev[{{ c.ev_bit }}]{% if c.sync %} (synchronised){% endif %}
    reg  [{{ c.width - 1 }}:0] cnt_{{ c.index }};
    reg  [{{ c.width - 1 }}:0] shd_{{ c.index }};
    reg         en_{{ c.index }};
    reg         ovf_{{ c.index }};
    reg         ie_{{ c.index }};
{%- if c.sync %}
    // Raised in another clock domain: a two-flop synchroniser brings the
    // level into this clock (it counts tile-clock cycles it is seen high).
    reg         sync1_{{ c.index }};
    reg         sync2_{{ c.index }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            sync1_{{ c.index }} <= 1'b0;
            sync2_{{ c.index }} <= 1'b0;
        end else begin
            sync1_{{ c.index }} <= ev[{{ c.ev_bit }}];
            sync2_{{ c.index }} <= sync1_{{ c.index }};
        end
    end
    wire        inc_{{ c.index }} = sync2_{{ c.index }} & en_{{ c.index }} & ~freeze_q;
{%- else %}
    wire        inc_{{ c.index }} = ev[{{ c.ev_bit }}] & en_{{ c.index }} & ~freeze_q;
{%- endif %}
    wire        top_{{ c.index }} = &cnt_{{ c.index }};
    wire [{{ c.width - 1 }}:0] val_{{ c.index }} = snap_q ? shd_{{ c.index }} : cnt_{{ c.index }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            cnt_{{ c.index }} <= {{ c.width }}'d0;
            shd_{{ c.index }} <= {{ c.width }}'d0;
            en_{{ c.index }}  <= 1'b1;
            ovf_{{ c.index }} <= 1'b0;
            ie_{{ c.index }}  <= 1'b0;
        end else begin
            if (clear) cnt_{{ c.index }} <= {{ c.width }}'d0;
            else if (inc_{{ c.index }}{% if c.sat %} & ~top_{{ c.index }}{% endif %}) cnt_{{ c.index }} <= cnt_{{ c.index }} + {{ c.width }}'d1;
            if (snap_take) shd_{{ c.index }} <= cnt_{{ c.index }};
            if (en{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}]) en_{{ c.index }} <= wr_data[{{ c.flag_bit }}];
            if (clear) ovf_{{ c.index }} <= 1'b0;
            else if (inc_{{ c.index }} & top_{{ c.index }}) ovf_{{ c.index }} <= 1'b1;
            else if (ovf{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}] & wr_data[{{ c.flag_bit }}]) ovf_{{ c.index }} <= 1'b0;
            if (ie{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}]) ie_{{ c.index }} <= wr_data[{{ c.flag_bit }}];
        end
    end
    wire [31:0] lo_{{ c.index }} = {{ c.lo_expr }};
{%- if let Some(hi) = c.hi_expr %}
    wire [31:0] hi_{{ c.index }} = {{ hi }};
    // Reading the low word latches the high word, so LO-then-HI is torn-free
    // without a snapshot.
    reg  [31:0] hold_{{ c.index }};
    reg         hold_v_{{ c.index }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            hold_{{ c.index }}   <= 32'd0;
            hold_v_{{ c.index }} <= 1'b0;
        end else if (rd_en && rd_addr == {{ wb }}'d{{ c.lo_word }}) begin
            hold_{{ c.index }}   <= hi_{{ c.index }};
            hold_v_{{ c.index }} <= 1'b1;
        end else if (rd_en && rd_addr == {{ wb }}'d{{ c.lo_word + 1 }}) begin
            hold_v_{{ c.index }} <= 1'b0;
        end
    end
{%- endif %}
{% endfor %}
{%- if let Some(p) = prog %}

    // ---- programmable counters ------------------------------------------
    // Each counts the event its select register names, among the events
    // wired to it; bit 31 of the select inhibits it.
    wire [31:0] wbits = { {8{wr_strb[3]}}, {8{wr_strb[2]}}, {8{wr_strb[1]}}, {8{wr_strb[0]}} };
    reg  [31:0] pflags;
    reg  [31:0] pirq_en;
    wire [31:0] pflags_set;
{%- for c in p.counters %}

    // programmable counter {{ c.k }}
    reg  [31:0] psel_{{ c.k }};
    reg  [{{ p.width - 1 }}:0] pcnt_{{ c.k }};
{%- if p.threshold %}
    reg  [{{ p.width - 1 }}:0] pthr_{{ c.k }};
{%- endif %}
    wire [{{ p.sel_bits - 1 }}:0] pselv_{{ c.k }} = psel_{{ c.k }}[{{ p.sel_bits - 1 }}:0];
    wire        pev_{{ c.k }} = {{ c.mux }};
    wire        pinc_{{ c.k }} = pev_{{ c.k }} & ~psel_{{ c.k }}[31] & ~freeze_q;
    wire [{{ p.width - 1 }}:0] pnext_{{ c.k }} = pcnt_{{ c.k }} + {{ p.width }}'d1;
    wire        pwr_lo_{{ c.k }} = wr_en && wr_addr == {{ wb }}'d{{ c.cnt_lo }};
{%- if p.wide %}
    wire        pwr_hi_{{ c.k }} = wr_en && wr_addr == {{ wb }}'d{{ c.cnt_lo + 1 }};
    wire [31:0] pm_lo_{{ c.k }} = (pcnt_{{ c.k }}[31:0] & ~wbits) | (wr_data & wbits);
    wire [31:0] pm_hi_{{ c.k }} = ({{ c.hi_word }} & ~wbits) | (wr_data & wbits);
{%- else %}
    wire [31:0] pm_lo_{{ c.k }} = ({{ c.lo_word }} & ~wbits) | (wr_data & wbits);
{%- endif %}
    assign pflags_set[{{ c.k }}] = pinc_{{ c.k }} & (&pcnt_{{ c.k }});
{%- if p.threshold %}
    assign pflags_set[{{ c.k + 16 }}] = pinc_{{ c.k }} & (pthr_{{ c.k }} != {{ p.width }}'d0) & (pnext_{{ c.k }} == pthr_{{ c.k }});
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            psel_{{ c.k }} <= 32'h80000000;
            pcnt_{{ c.k }} <= {{ p.width }}'d0;
{%- if p.threshold %}
            pthr_{{ c.k }} <= {{ p.width }}'d0;
{%- endif %}
        end else begin
            if (wr_en && wr_addr == {{ wb }}'d{{ c.sel }})
                psel_{{ c.k }} <= (psel_{{ c.k }} & ~(wbits & 32'h{{ p.sel_mask }})) | (wr_data & wbits & 32'h{{ p.sel_mask }});
            // A write to the count wins over an increment in the same cycle.
            if (clear) pcnt_{{ c.k }} <= {{ p.width }}'d0;
{%- if p.wide %}
            else if (pwr_lo_{{ c.k }}) pcnt_{{ c.k }}[31:0] <= pm_lo_{{ c.k }};
            else if (pwr_hi_{{ c.k }}) pcnt_{{ c.k }}[{{ p.width - 1 }}:32] <= pm_hi_{{ c.k }}[{{ p.width - 33 }}:0];
{%- else %}
            else if (pwr_lo_{{ c.k }}) pcnt_{{ c.k }} <= pm_lo_{{ c.k }}[{{ p.width - 1 }}:0];
{%- endif %}
            else if (pinc_{{ c.k }}) pcnt_{{ c.k }} <= pnext_{{ c.k }};
{%- if p.threshold %}
{%- if p.wide %}
            if (wr_en && wr_addr == {{ wb }}'d{{ c.thr_lo }})
                pthr_{{ c.k }}[31:0] <= (pthr_{{ c.k }}[31:0] & ~wbits) | (wr_data & wbits);
            if (wr_en && wr_addr == {{ wb }}'d{{ c.thr_lo + 1 }})
                pthr_{{ c.k }}[{{ p.width - 1 }}:32] <= (pthr_{{ c.k }}[{{ p.width - 1 }}:32] & ~wbits[{{ p.width - 33 }}:0]) | (wr_data[{{ p.width - 33 }}:0] & wbits[{{ p.width - 33 }}:0]);
{%- else %}
            if (wr_en && wr_addr == {{ wb }}'d{{ c.thr_lo }})
                pthr_{{ c.k }} <= (pthr_{{ c.k }} & ~wbits[{{ p.width - 1 }}:0]) | (wr_data[{{ p.width - 1 }}:0] & wbits[{{ p.width - 1 }}:0]);
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
        end else if (rd_en && rd_addr == {{ wb }}'d{{ c.cnt_lo }}) begin
            phold_{{ c.k }}   <= phi_{{ c.k }};
            phold_v_{{ c.k }} <= 1'b1;
        end else if ((rd_en && rd_addr == {{ wb }}'d{{ c.cnt_lo + 1 }}) || pwr_lo_{{ c.k }} || pwr_hi_{{ c.k }}) begin
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
            else pflags <= (pflags & ~((wr_en && wr_addr == {{ wb }}'d{{ p.flags_word }}) ? (wr_data & wbits) : 32'd0)) | pflags_set;
            if (wr_en && wr_addr == {{ wb }}'d{{ p.irq_word }})
                pirq_en <= (pirq_en & ~(wbits & 32'h{{ p.flag_mask }})) | (wr_data & wbits & 32'h{{ p.flag_mask }});
        end
    end
    wire unused_prog = &{1'b0, {{ p.unused }}, 1'b0};
{%- endif %}
    assign irq = |{ {%- for c in counters %}ovf_{{ c.index }} & ie_{{ c.index }}{% if !loop.last %}, {% endif %}{% endfor -%}{% if prog.is_some() %}, pflags & pirq_en{% endif %} };

    // ---- read mux ------------------------------------------------------
    always @(*) begin
        rd_data = 32'd0;
        rd_err  = 1'b0;
        case (rd_addr)
{%- for r in reads %}
            {{ wb }}'d{{ r.word }}: rd_data = {{ r.expr }}; // {{ r.name }}
{%- endfor %}
            default: rd_err = {{ unmapped_err }};
        endcase
    end

    // Writes to read-only words are ignored; unmapped words answer per policy.
    always @(*) begin
        case (wr_addr)
{%- for r in reads %}
            {{ wb }}'d{{ r.word }}{% if loop.last %}: wr_err = 1'b0;{% else %},{% endif %}
{%- endfor %}
            default: wr_err = {{ unmapped_err }};
        endcase
    end
endmodule
