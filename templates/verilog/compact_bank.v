{{ header }}
// Compact-snapshot monitor bank of "{{ kind }}" tiles: {{ n }} counters of
// {{ widths }} bits. Each counter is a {{ k }}-bit side counter in flip-flops;
// its count and its snapshot live in block RAM, and a sweep folds one side
// counter into its RAM word per clock edge.{% if prog.is_some() %} The programmable counters
// are flip-flops beside them, on the same read path.{% endif %} Every other monitor word of
// the map reads 0 (ESP semantics).
//
// Timing contract (mirrored by the golden model, sim/src/models/sweep.rs,
// and README.md, "Compact snapshots"):
//   * an event counts at the clock edge that ends the cycle it is high in,
//     from the second edge after reset on;
//   * a write, and the SoC-wide snapshot broadcast, act one edge after the
//     edge of their request;
//   * a read returns what the flip-flop bank returns for the same read
//     requested one edge later, {{ rwait }} cycles after that bank would:
//     the bus adapter holds the transfer ({{ rwait }} wait states) and takes
//     no new read meanwhile;
//   * an overflow flag rises when the sweep folds the carry out of the
//     wide count: five edges after the sweep's next visit of that counter
//     after the wrap, 5 to {{ stretch + 4 }} edges after it.
//
// The tile's index is the TILE_ID parameter, or with TILE_ID_PORT = 1 the
// tile_id port (the SoC wrapper ties it to a constant).
module {{ module }} #(
    parameter [15:0] TILE_ID = 16'd0,
    parameter        TILE_ID_PORT = 0
) (
    input  wire [15:0]         tile_id,
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
    input  wire [{{ n - 1 }}:0]        ev,
{%- if let Some(p) = prog %}
    input  wire [{{ p.events - 1 }}:0]        pev,
{%- endif %}
    input  wire                gsnap_set,
    input  wire                gsnap_clr,
    output wire                gsnap_set_req,
    output wire                gsnap_clr_req,
    output wire                irq
);
    localparam N = {{ n }};
    // Slots of the sweep: the monitors', and empty ones up to three.
    localparam S = {{ slots }};
    // Side-counter bits: the events of the longest stretch between two
    // visits of the sweep ({{ n }} slots and the reads that took slots).
    localparam K = {{ k }};
    // Bits of a RAM word: the widest counter's{% if rw > 32 %}; a read answers one 32-bit half{% endif %}.
    localparam RW = {{ rw }};
    // RAM word-address bits; groups of eight monitors are picked by the
    // bits above the low three.
    localparam PB = {{ pb }};
    localparam G = {{ groups }};
    // Places in a group: eight, or fewer in a bank of fewer monitors.
    localparam L = {{ group_places }};
{%- for r in ctrl_regs %}
    localparam [{{ wb - 1 }}:0] {{ r.0 }} = {{ wb }}'d{{ r.1 }};
{%- endfor %}
    wire [15:0] tid = TILE_ID_PORT ? tile_id : TILE_ID;
    wire        unused_tile_id = &{1'b0, tile_id, 1'b0};

{% include "verilog/compact/control.v" %}
{% include "verilog/compact/monitors.v" %}
{% include "verilog/compact/sweep.v" %}
{% include "verilog/compact/add.v" %}
{% include "verilog/compact/fold.v" %}
{% include "verilog/compact/read.v" %}
{%- if let Some(p) = prog %}
{% include "verilog/bank/prog.v" %}
{%- endif %}
    assign irq = |(ovf & ie){% if prog.is_some() %} | |(pflags & pirq_en){% endif %};
endmodule
