{{ header }}
// SoC-level monitor wrapper: one {{ bus_name }} slave covering every tile window
// (tile t at byte offset t * {{ window }}), one bank per tile, and the SoC-wide
// snapshot: a write to any tile's global_snapshot register reaches every bank
// at the edge of that write, so all tiles are sampled in the same cycle.
module {{ module }} (
{%- include "verilog/_ports.v" %}
);
{% include "verilog/_bus.v" %}

    wire [{{ tile_bits - 1 }}:0] rtile = req_raddr[{{ aw - 3 }}:{{ wb }}];
    wire [{{ tile_bits - 1 }}:0] wtile = req_waddr[{{ aw - 3 }}:{{ wb }}];
    wire gsnap_set;
    wire gsnap_clr;
{% for t in tiles %}
    // tile {{ t.index }}: {{ t.name }} ({{ t.kind }})
    wire [31:0] rdata_{{ t.name }};
    wire        rerr_{{ t.name }};
    wire        werr_{{ t.name }};
    wire        gset_{{ t.name }};
    wire        gclr_{{ t.name }};
    {{ t.bank_module }} #(.TILE_ID_PORT(1)) {{ t.instance }} (
        .tile_id(16'd{{ t.index }}),
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
        .rd_en(req_rd & (rtile == {{ tile_bits }}'d{{ t.index }})),
        .rd_addr(req_raddr[{{ wb - 1 }}:0]),
        .rd_data(rdata_{{ t.name }}),
        .rd_err(rerr_{{ t.name }}),
        .wr_en(req_wr & (wtile == {{ tile_bits }}'d{{ t.index }})),
        .wr_addr(req_waddr[{{ wb - 1 }}:0]),
        .wr_data(req_wdata),
        .wr_strb(req_wstrb),
        .wr_err(werr_{{ t.name }}),
        .ev(ev_{{ t.name }}),
{%- if t.prog %}
        .pev(pev_{{ t.name }}),
{%- endif %}
        .gsnap_set(gsnap_set),
        .gsnap_clr(gsnap_clr),
        .gsnap_set_req(gset_{{ t.name }}),
        .gsnap_clr_req(gclr_{{ t.name }}),
        .irq(irq[{{ t.index }}])
    );
{% endfor %}
    assign gsnap_set = |{ {%- for t in tiles %}gset_{{ t.name }}{% if !loop.last %}, {% endif %}{% endfor -%} };
    assign gsnap_clr = |{ {%- for t in tiles %}gclr_{{ t.name }}{% if !loop.last %}, {% endif %}{% endfor -%} };

    // Only the bank that took the request answers (every other bank's
    // rd_data is zero), so the response is an OR; errors follow the held
    // address. When the tiles fill every tile index, the last one is the
    // default arm: no arm is left that no address reaches.
    always @(*) begin
        rsp_rdata = {% for t in tiles %}rdata_{{ t.name }}{% if !loop.last %} | {% endif %}{% endfor %};
        case (rtile)
{%- for t in tiles %}
{%- if loop.last && window_full %}
            default: rsp_rerr = rerr_{{ t.name }};
{%- else %}
            {{ tile_bits }}'d{{ t.index }}: rsp_rerr = rerr_{{ t.name }};
{%- endif %}
{%- endfor %}
{%- if !window_full %}
            default: rsp_rerr = {{ unmapped_err }};
{%- endif %}
        endcase
    end

    always @(*) begin
        case (wtile)
{%- for t in tiles %}
{%- if loop.last && window_full %}
            default: rsp_werr = werr_{{ t.name }};
{%- else %}
            {{ tile_bits }}'d{{ t.index }}: rsp_werr = werr_{{ t.name }};
{%- endif %}
{%- endfor %}
{%- if !window_full %}
            default: rsp_werr = {{ unmapped_err }};
{%- endif %}
        endcase
    end
endmodule
