{{ header }}
// Formal harness of {{ packer }} for yosys-smtbmc, kept out of the
// synthesizable Verilog; `read_verilog -formal` this file with the RTL; the
// top is {{ module }}.
//
// Assumptions: reset in the first cycle; any register writes over the bus,
// except that every write of ctrl keeps halt_enable (bit 2) set; any
// instruction stream and events; any TREADY; a core that retires an
// instruction only if halt was low {{ halt_latency }} cycle(s) before (the declared
// halt_latency).
// Properties:
//   * (a) no packet is lost with halting on: the packets on the stream carry
//     consecutive sequence numbers from 0 (a dropped packet would skip one);
//   * (b) AXI4-Stream: TVALID, TDATA and TLAST hold until TREADY.
module {{ module }} #(
    // Low bits of the sequence number compared: all 32 by default; a model
    // checker proving the property without a bound compares 2, as a loss
    // would still show: after the first one the core can stop retiring, and
    // the next packet on the stream is then one or two numbers ahead.
    parameter SEQ_BITS = 32
) (
    input wire clk
);
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
    wire in_reset = init;
    wire started = !init;
    wire {{ rst_port }} = {% if rst_active_low %}~in_reset{% else %}in_reset{% endif %};
{%- if apb %}
{% include "formal/_apb_master.sv" %}
{%- else %}
{% include "formal/_axil_master.sv" %}
{%- endif %}
{% include "formal/_deny.sv" %}
    // Only accesses the policy allows: what a denied one does is the policy
    // harness's to prove.
    always @(*) if (choosing) assume(!c_deny);

    // ---- the core ------------------------------------------------------------
    wire        halt;
    wire        valid = $anyseq;
    wire [{{ pc_width - 1 }}:0] pc = $anyseq;
    wire [31:0] instr = $anyseq;
    wire [{{ counters - 1 }}:0] events = $anyseq;
{%- if regs_width > 0 %}
    wire [{{ regs_width - 1 }}:0] regs = $anyseq;
{%- endif %}
{%- if halt_latency == 0 %}
    // A core that obeys halt in the same cycle (its handshakes gated by it).
    wire [0:0] halt_hist = halt;
{%- else %}
    reg  [{{ halt_latency - 1 }}:0] halt_hist = {{ halt_latency }}'d0;  // halt, 1..L cycles ago
{%- endif %}
{%- if halt_latency == 0 %}
{%- else if halt_latency == 1 %}
    always @(posedge clk) halt_hist <= halt;
{%- else %}
    always @(posedge clk) halt_hist <= {halt_hist[{{ halt_latency - 2 }}:0], halt};
{%- endif %}
    always @(*) begin
        if (valid) assume(!halt_hist[{% if halt_latency == 0 %}0{% else %}{{ halt_latency - 1 }}{% endif %}]);
        if (choosing && c_write && c_word == {{ wb }}'d{{ ctrl_word }}) assume(c_wdata[2]);
    end

    // ---- the stream ----------------------------------------------------------
    wire                tready = $anyseq;
    wire [{{ stream_width - 1 }}:0] tdata;
    wire                tlast;
    wire                tvalid;

    {{ packer }} dut (
{%- for p in ports %}
        .{{ p.0 }}({{ p.1 }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );

    reg        wait_q = 1'b0;
    reg [{{ stream_width - 1 }}:0] tdata_q = {{ stream_width }}'d0;
    reg        tlast_q = 1'b0;
    reg [31:0] seq_next = 32'd0;
    always @(posedge clk) begin
        wait_q  <= !in_reset && tvalid && !tready;
        tdata_q <= tdata;
        tlast_q <= tlast;
        if (in_reset) seq_next <= 32'd0;
        else if (tvalid && tready) seq_next <= seq_next + 32'd1;
    end
    always @(*) begin
        if (started) begin
            if (wait_q) assert(tvalid && tdata == tdata_q && tlast == tlast_q);
            if (tvalid && tready) assert(tdata[{{ seq_offset }} + SEQ_BITS - 1:{{ seq_offset }}] == seq_next[SEQ_BITS - 1:0]);
        end
    end
    wire unused = &{1'b0, rsp_fire, rsp_data, req_write, req_word, req_wdata, req_fire, 1'b0};
endmodule
