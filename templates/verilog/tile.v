{{ header }}
// One "{{ kind }}" tile's monitor window as a stand-alone {{ bus_name }} slave
// ({{ window }} bytes): what an ESP tile socket instantiates.
module {{ module }} #(
    parameter [15:0] TILE_ID = 16'd0
) (
{%- include "verilog/_ports.v" %}
);
{% include "verilog/_bus.v" %}

    {{ bank_module }} #(.TILE_ID(TILE_ID)) {{ bank_instance }} (
        .tile_id(16'd0),
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
        .rd_en(req_rd),
        .rd_addr(req_raddr),
        .rd_data(rsp_rdata),
        .rd_err(rsp_rerr),
        .wr_en(req_wr),
        .wr_addr(req_waddr),
        .wr_data(req_wdata),
        .wr_strb(req_wstrb),
        .wr_err(rsp_werr),
        .ev(ev),
{%- if prog %}
        .pev(pev),
{%- endif %}
        .gsnap_set(gsnap_set),
        .gsnap_clr(gsnap_clr),
        .gsnap_set_req(gsnap_set_req),
        .gsnap_clr_req(gsnap_clr_req),
        .irq(irq)
    );
endmodule
