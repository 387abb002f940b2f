{{ header }}
// Formal harness of {{ tile }} ({{ bus_name }}): assumptions and assertions
// for yosys-smtbmc, kept out of the synthesizable Verilog. `read_verilog
// -formal` this file with the RTL; the top is {{ module }}.
//
// Properties:
{%- if apb %}
{%- if rwait == 0 %}
//   * APB4 slave: PREADY in every access phase (zero wait states); PSLVERR
//     only in an access phase; PRDATA zero outside a read's access phase;
//   * reads: a monitor read returns its count before the request edge, or
//     while a snapshot is held, the count before the snapshot edge; the
//     snapshot register reads back its state (RESET_START = 1: from reset,
//     the harness's own event counts as the reference, writes only to the
//     snapshot register);
{%- else %}
//   * APB4 slave: a read's access phase has exactly {{ rwait }} wait states, a
//     write's none; PSLVERR only in an access phase; PRDATA zero outside
//     a read's answer;
//   * reads (a compact-snapshot bank: accesses act one edge after their
//     request, and events from the second edge after reset): a monitor read
//     returns its count before the edge after the request, or the snapshot
//     if one was held before that edge; the snapshot register reads back its
//     state (RESET_START = 1: from reset, the harness's own event counts as
//     the reference, writes only to the snapshot register);
{%- endif %}
{%- if !pairs.is_empty() %}
{%- if rwait == 0 %}
//   * torn-free pairs (RESET_START = 0: any starting count, so the carry into
//     the high word is reachable): after setting freeze off, every enable on
//     and the snapshot off, two LO-then-HI pairs of one counter differ by
//     exactly the events between their LO reads (a saturating counter's stop
//     at its maximum);
{%- else %}
//   * torn-free pairs (RESET_START = 0: after a reset, reads only): two
//     LO-then-HI pairs of one counter differ by exactly the events between
//     their LO reads (a saturating counter's stop at its maximum). From the
//     reset the carry into the high word is 2^32 events away; a proof
//     reaches it with a bank whose reset keeps the count RAM's words (its
//     zero marks left clear), so that the counts start anywhere. The rest
//     of a compact bank's state starts from reset: from any other, it need
//     not be one the bank can reach;
{%- endif %}
{%- endif %}
{%- else %}
//   * AXI4-Lite slave: a response is held until taken, never comes without
//     a request or twice, and a write takes address and data together;
{%- endif %}
// Synchronised monitors (events from another clock) are left out of the read
// check; the lockstep tests cover their two-cycle delay.
module {{ module }} #(
    parameter RESET_START = 1
) (
    input wire clk
);
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
{%- if rwait == 0 %}
    // From reset, or from any state with the reset never asserted.
    wire in_reset = RESET_START ? init : 1'b0;
{%- else %}
    // From reset in either mode: a compact bank's state from any other
    // need not be one it can reach.
    wire in_reset = init;
{%- endif %}
    wire {{ rst_port }} = {% if rst_active_low %}~in_reset{% else %}in_reset{% endif %};
    wire [{{ events - 1 }}:0] ev = $anyseq;

{%- if apb %}
{% include "formal/_apb_master.sv" %}
{%- else %}
{% include "formal/_axil_master.sv" %}
{%- endif %}
{% include "formal/_deny.sv" %}
    // Only accesses the policy allows: what a denied one does is the policy
    // harness's to prove.
    always @(*) if (choosing) assume(!c_deny);

    {{ tile }} dut (
{%- for p in ports %}
        .{{ p.0 }}({{ p.1 }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );
{% if rwait == 0 %}
    // ---- setup: what the properties start from ----------------------------------
    // With RESET_START = 0 the first transfers write ctrl = 0 (no freeze, no
    // clear), every enable word all ones and the snapshot register 0.
    reg [3:0] setup = 4'd0;
    wire started = RESET_START ? !init : setup == 4'd{{ setup.len() }};
    always @(posedge clk) if (!in_reset && req_fire && !started) setup <= setup + 4'd1;
    always @(*) begin
        if (!RESET_START && !started && choosing) begin
            assume(c_write);
            case (setup)
{%- for s in setup %}
                4'd{{ loop.index0 }}: assume(c_word == {{ wb }}'d{{ s.0 }} && c_wdata == 32'h{{ s.1 }});
{%- endfor %}
                default: ;
            endcase
        end
    end
{%- else %}
    // The reset leaves freeze off, every enable on and the snapshot off.
    wire started = !init;
{%- endif %}
{%- if apb %}

    // ---- APB4 slave rules ---------------------------------------------------------
{%- if rwait == 0 %}
    reg read_access = 1'b0;
    always @(posedge clk) read_access <= !in_reset && req_fire && !req_write;
    always @(*) begin
        // From a reset, or once the setup transfers have brought an
        // arbitrary state to a known one.
        if (started) begin
            if (psel && penable) assert(pready);
            if (!(psel && penable)) assert(!pslverr);
            if (!read_access) assert(prdata == 32'd0);
        end
    end
{%- else %}
    // Access-phase cycles of the transfer so far.
    reg [3:0] waited = 4'd0;
    always @(posedge clk) begin
        if (in_reset || !(psel && penable)) waited <= 4'd0;
        else if (!pready) waited <= waited + 4'd1;
    end
    wire read_answer = psel && penable && !m_write && waited == 4'd{{ rwait }};
    always @(*) begin
        if (started) begin
            if (psel && penable) assert(pready == (m_write || waited == 4'd{{ rwait }}));
            if (psel && penable) assert(waited <= 4'd{{ rwait }});
            if (!(psel && penable)) assert(!pslverr);
            if (!read_answer) assert(prdata == 32'd0);
        end
    end
{%- endif %}

    // ---- reference counts ------------------------------------------------------
    // Events counted at the edge ending their cycle, per monitor; the
    // snapshot as the harness sees it from its own writes.
    reg        snap_ref = 1'b0;
{%- for c in counters %}
    reg  [{{ c.width - 1 }}:0] ref_{{ c.index }} = {{ c.width }}'d0;
    reg  [{{ c.width - 1 }}:0] shd_ref_{{ c.index }} = {{ c.width }}'d0;
{%- endfor %}
{%- if rwait == 0 %}
    wire snap_wr = req_fire && req_write && req_word == {{ wb }}'d{{ snapshot_word }};
    wire snap_d0 = req_wdata[0];
    wire counting = 1'b1;
{%- else %}
    // The snapshot write acts at the edge after its request; no event
    // counts at the first edge after reset.
    reg snap_wr = 1'b0, snap_d0 = 1'b0, counting = 1'b0;
    always @(posedge clk) begin
        snap_wr <= !in_reset && req_fire && req_write && req_word == {{ wb }}'d{{ snapshot_word }};
        snap_d0 <= req_wdata[0];
        counting <= !in_reset;
    end
{%- endif %}
    always @(posedge clk) begin
        if (in_reset) begin
            snap_ref <= 1'b0;
{%- for c in counters %}
            ref_{{ c.index }} <= {{ c.width }}'d0;
            shd_ref_{{ c.index }} <= {{ c.width }}'d0;
{%- endfor %}
        end else begin
{%- for c in counters %}
            ref_{{ c.index }} <= ref_{{ c.index }} + {{ "{" }}{{ c.width - 1 }}'d0, ev[{{ c.ev_bit }}] & counting};
            if (snap_wr && snap_d0) shd_ref_{{ c.index }} <= ref_{{ c.index }};
{%- endfor %}
            if (snap_wr) snap_ref <= snap_d0;
        end
    end

{%- if rwait == 0 %}
    // What the read requested at the last edge must return.
    reg        chk = 1'b0;
    reg [31:0] want = 32'd0;
    wire       read_acts = !in_reset && req_fire && !req_write;
    wire [{{ wb - 1 }}:0] read_word = req_word;
    always @(posedge clk) begin
        chk <= 1'b0;
{%- else %}
    // What the read in flight must return: decided at the edge after its
    // request, from the state before that edge, and held to its answer.
    reg        chk = 1'b0;
    reg [31:0] want = 32'd0;
    reg        read_acts = 1'b0;
    reg [{{ wb - 1 }}:0] read_word = {{ wb }}'d0;
    always @(posedge clk) begin
        read_acts <= !in_reset && req_fire && !req_write;
        read_word <= req_word;
        if (rsp_fire || in_reset) chk <= 1'b0;
{%- endif %}
        if (RESET_START && read_acts) begin
            case (read_word)
                {{ wb }}'d{{ snapshot_word }}: begin chk <= 1'b1; want <= {31'd0, snap_ref}; end
{%- for c in counters %}
{%- if c.checked %}
                {{ wb }}'d{{ c.lo_word }}: begin chk <= 1'b1; want <= {{ c.lo_ref }}; end
{%- endif %}
{%- endfor %}
                default: ;
            endcase
        end
    end
    always @(*) begin
        // Only writes to the snapshot register: the counts stay the
        // harness's own.
        if (RESET_START && choosing && c_write) assume(c_word == {{ wb }}'d{{ snapshot_word }});
        if (RESET_START && chk && rsp_fire) assert(rsp_data == want);
    end
{%- for p in pairs %}

    // ---- torn-free pair: monitor {{ p.index }} -----------------------------------------
    reg        lo_last_{{ p.index }} = 1'b0;     // the last transfer read the LO word
    reg        lo_rsp_{{ p.index }} = 1'b0;      // the answer awaited is a LO word's ...
    reg        hi_rsp_{{ p.index }} = 1'b0;      // ... or its pair's HI word's
    reg [31:0] lo_val_{{ p.index }} = 32'd0;
    reg [{{ p.width - 1 }}:0] ev_at_lo_{{ p.index }} = {{ p.width }}'d0;
    reg [{{ p.width - 1 }}:0] ev_pair_{{ p.index }} = {{ p.width }}'d0;  // events at the pending pair's LO read
    reg        have_{{ p.index }} = 1'b0;        // a first pair was seen
    reg [{{ p.width - 1 }}:0] first_{{ p.index }} = {{ p.width }}'d0;
    reg [{{ p.width - 1 }}:0] ev_first_{{ p.index }} = {{ p.width }}'d0;
    wire [{{ p.width - 1 }}:0] pair_{{ p.index }} = {{ p.pair_expr }};
    // The first pair plus the events between the two LO reads: wrapped,
    // or stopped at the maximum.
{%- if p.saturate %}
    wire [{{ p.width }}:0] sum_{{ p.index }} = {1'b0, first_{{ p.index }}} + {1'b0, ev_pair_{{ p.index }} - ev_first_{{ p.index }}};
    wire [{{ p.width - 1 }}:0] want_{{ p.index }} = sum_{{ p.index }}[{{ p.width }}] ? { {{ p.width }}{1'b1} } : sum_{{ p.index }}[{{ p.width - 1 }}:0];
{%- else %}
    wire [{{ p.width - 1 }}:0] want_{{ p.index }} = first_{{ p.index }} + (ev_pair_{{ p.index }} - ev_first_{{ p.index }});
{%- endif %}
    always @(posedge clk) begin
        if (rsp_fire) begin
            lo_rsp_{{ p.index }} <= 1'b0;
            hi_rsp_{{ p.index }} <= 1'b0;
        end
        if (!in_reset && req_fire) begin
            lo_rsp_{{ p.index }} <= !req_write && req_word == {{ wb }}'d{{ p.lo_word }};
            hi_rsp_{{ p.index }} <= !req_write && req_word == {{ wb }}'d{{ p.lo_word + 1 }} && lo_last_{{ p.index }};
            lo_last_{{ p.index }} <= !req_write && req_word == {{ wb }}'d{{ p.lo_word }};
        end
        // The events a read counts are those before the edge it acts at.
        if (read_acts && read_word == {{ wb }}'d{{ p.lo_word }}) ev_at_lo_{{ p.index }} <= ref_{{ p.index }};
        if (read_acts && read_word == {{ wb }}'d{{ p.lo_word + 1 }}) ev_pair_{{ p.index }} <= ev_at_lo_{{ p.index }};
        if (lo_rsp_{{ p.index }} && rsp_fire) lo_val_{{ p.index }} <= rsp_data;
        if (!RESET_START && started && hi_rsp_{{ p.index }} && rsp_fire && !have_{{ p.index }}) begin
            have_{{ p.index }} <= 1'b1;
            first_{{ p.index }} <= pair_{{ p.index }};
            ev_first_{{ p.index }} <= ev_pair_{{ p.index }};
        end
    end
    always @(*) begin
        // After the setup, reads only: of this pair's words, or of the
        // snapshot register as some other access in between.
        if (!RESET_START && started && choosing)
            assume(!c_write && (c_word == {{ wb }}'d{{ p.lo_word }} || c_word == {{ wb }}'d{{ p.lo_word + 1 }} || c_word == {{ wb }}'d{{ snapshot_word }}));
        if (!RESET_START && started && have_{{ p.index }} && hi_rsp_{{ p.index }} && rsp_fire)
            assert(pair_{{ p.index }} == want_{{ p.index }});
    end
{%- endfor %}
{%- endif %}
    wire unused = &{1'b0, rsp_data, {% if apb %}req_wdata, {% endif %}1'b0};
endmodule
