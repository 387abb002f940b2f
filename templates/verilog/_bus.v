    wire        req_rd;
    wire [{{ aw - 3 }}:0] req_raddr;
    wire        req_wr;
    wire [{{ aw - 3 }}:0] req_waddr;
    wire [31:0] req_wdata;
    wire [3:0]  req_wstrb;
    {{ rsp_kind }} [31:0] rsp_rdata;
    {{ rsp_kind }}        rsp_rerr;
    {{ rsp_kind }}        rsp_werr;

    {{ bus_module }} #(.AW({{ aw }}){% if rwait > 0 %}, .RWAIT({{ rwait }}){% endif %}) u_bus (
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
