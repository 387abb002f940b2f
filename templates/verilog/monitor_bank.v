{{ header }}
// Monitor bank of "{{ kind }}" tiles: {{ counters.len() }} counters instantiated;
// every other monitor word of the map reads 0 (ESP semantics).
//
// Timing contract (mirrored by the golden model, sim/src/models/bank/):
//   * an event counts at the clock edge that ends the cycle it is high in;
//   * a snapshot latches the counter values held *before* that edge, so an
//     event in the snapshot cycle lands in the next interval, never in both;
//   * writes apply at the edge of the request cycle; a read answers in the
//     next cycle (rd_addr held) with the registers as they are after that
//     edge, and a counter through its shadow: the count before that edge,
//     or the snapshot while one is held.
//
// The tile's index is the TILE_ID parameter, or with TILE_ID_PORT = 1 the
// tile_id port: the SoC wrapper ties each bank's port to a constant, so all
// its banks of one kind are one module, which a simulator compiles once and
// hierarchical synthesis synthesises once; a lone tile keeps the parameter,
// a constant even where synthesis keeps the hierarchy.
module {{ module }} #(
    parameter [15:0] TILE_ID = 16'd0,
    parameter        TILE_ID_PORT = 0
) (
    input  wire [15:0]         tile_id,
    input  wire                clk,
    input  wire                {{ rst.port }},
    input  wire                rd_en,
    input  wire [{{ wb - 1 }}:0]         rd_addr,
    output wire [31:0]         rd_data,
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
    output wire                gsnap_set_req,
    output wire                gsnap_clr_req,
    output wire                irq
);
{%- for r in ctrl_regs %}
    localparam [{{ wb - 1 }}:0] {{ r.0 }} = {{ wb }}'d{{ r.1 }};
{%- endfor %}
    wire [15:0] tid = TILE_ID_PORT ? tile_id : TILE_ID;
    wire        unused_tile_id = &{1'b0, tile_id, 1'b0};

    // Not every data bit and byte lane is a register bit.
    wire unused_inputs = &{1'b0, wr_data, wr_strb, 1'b0};

{% include "verilog/bank/control.v" %}
{%- for c in counters %}
{% include "verilog/bank/counter.v" %}
{%- endfor %}
{%- if !wide_lo_words.is_empty() %}
{% include "verilog/bank/hold.v" %}
{%- endif %}
{%- if let Some(p) = prog %}
{% include "verilog/bank/prog.v" %}
{%- endif %}
    assign irq = |{ {%- for c in counters %}ovf_{{ c.index }} & ie_{{ c.index }}{% if !loop.last %}, {% endif %}{% endfor -%}{% if prog.is_some() %}, pflags & pirq_en{% endif %} };
{% include "verilog/bank/read.v" %}
endmodule
