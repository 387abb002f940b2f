{{ header }}
// Formal harness of {{ tile }}'s overflow flags ({{ bus_name }}), checked by
// hdlgen's own proofs: from reset, with every transfer free (any word, any
// data, reads and writes in any order) and any events, a flag the bank sets
// stays set until a write of 1 to it or a clear acts at a later edge: a
// write of 1 at the very edge of the set does not clear it. And a flag is
// set only by a set: one a write of 1 or a clear has cleared since stays
// clear.
//
// The set is the bank's own: {{ set_what }}. The probe module below reads
// it and the flags from inside the bank, where the proof places its instance
// (Yosys reads no `bind`). Writes of 1 and clears are restated from the
// bank's write port and the register map{% if late %}, acting one edge after
// their request (a compact-snapshot bank){% endif %}.
module {{ module }} (
    input wire clk
);
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
    wire in_reset = init;
    wire {{ rst_port }} = {% if rst_active_low %}~in_reset{% else %}in_reset{% endif %};
    wire [{{ events - 1 }}:0] ev = $anyseq;
{% include "formal/_apb_master.sv" %}

    {{ tile }} dut (
{%- for p in ports %}
        .{{ p.0 }}({{ p.1 }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );
    wire unused = &{1'b0, choosing, req_fire, req_write, req_word, req_wdata, rsp_fire, rsp_data, 1'b0};
endmodule

// Inside {{ bank }}: `set` and `ovf` are each monitor's set and flag, in bank
// order; `rst` is the bank's reset, active high.
module {{ probe }} (
    input wire                clk,
    input wire                rst,
    input wire                wr_en,
    input wire [{{ wb - 1 }}:0]          wr_addr,
    input wire [31:0]         wr_data,
    input wire [3:0]          wr_strb,
    input wire [{{ n - 1 }}:0]          set,
    input wire [{{ n - 1 }}:0]          ovf
);
    // Requested at this edge: each monitor's write of 1, and a clear.
    wire [{{ n - 1 }}:0] w1c_req;
{%- for c in flags %}
    assign w1c_req[{{ loop.index0 }}] = wr_en && wr_addr == {{ wb }}'d{{ c.word }} && wr_strb[{{ c.lane }}] && wr_data[{{ c.bit }}];
{%- endfor %}
    wire       clr_req = wr_en && wr_addr == {{ wb }}'d{{ ctrl_word }} && wr_strb[0] && wr_data[1];
{%- if late %}
    // Acting at this edge: requested at the one before. A reset empties the
    // flags at the edge after it too (the bank's flags have no reset of their
    // own).
    reg  [{{ n - 1 }}:0] w1c = {{ n }}'d0;
    reg        clr = 1'b0;
    always @(posedge clk) begin
        w1c <= rst ? {{ n }}'d0 : w1c_req;
        clr <= rst | clr_req;
    end
{%- else %}
    wire [{{ n - 1 }}:0] w1c = w1c_req;
    wire       clr = rst | clr_req;
{%- endif %}
    // must: set at some edge, with no write of 1 or clear acting at a later
    // one. armed: the flags hold what the bank set, not their power-up value.
    reg  [{{ n - 1 }}:0] must = {{ n }}'d0;
    reg        armed = 1'b0;
    always @(posedge clk) begin
        if (rst || clr) must <= {{ n }}'d0;
        else must <= (must & ~w1c) | set;
        armed <= armed | clr;
    end
    always @(*) begin
        assert((must & ~ovf) == {{ n }}'d0);
        if (armed) assert((ovf & ~must) == {{ n }}'d0);
    end
endmodule
