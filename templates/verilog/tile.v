{{ header }}
// One "{{ kind }}" tile's monitor window as a stand-alone {{ bus_name }} slave
// ({{ window }} bytes): what an ESP tile socket instantiates.
module {{ module }} #(
    parameter [15:0] TILE_ID = 16'd0
) (
{%- for p in ports %}
    {{ p.dir }} wire {% if p.vector %}[{{ p.width - 1 }}:0] {% endif %}{{ p.name }}{% if !loop.last %},{% endif %}
{%- endfor %}
);
    wire        req_rd;
    wire [{{ wb - 1 }}:0] req_raddr;
    wire        req_wr;
    wire [{{ wb - 1 }}:0] req_waddr;
    wire [31:0] req_wdata;
    wire [3:0]  req_wstrb;
    wire [31:0] rsp_rdata;
    wire        rsp_rerr;
    wire        rsp_werr;

    {{ bus_module }} #(.AW({{ wb + 2 }})) u_bus (
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
{%- for p in bus_ports %}
        .{{ p.name }}({{ p.name }}),
{%- endfor %}
        .req_rd(req_rd),
        .req_raddr(req_raddr),
        .req_wr(req_wr),
        .req_waddr(req_waddr),
        .req_wdata(req_wdata),
        .req_wstrb(req_wstrb),
        .rsp_rdata(rsp_rdata),
        .rsp_rerr(rsp_rerr),
        .rsp_werr(rsp_werr)
    );

    {{ bank_module }} #(.TILE_ID(TILE_ID)) u_bank (
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
        .gsnap_set(gsnap_set),
        .gsnap_clr(gsnap_clr),
        .gsnap_set_req(gsnap_set_req),
        .gsnap_clr_req(gsnap_clr_req),
        .irq(irq)
    );
endmodule
