    wire        req_rd;
    wire [{{ aw - 3 }}:0] req_raddr;
    wire        req_wr;
    wire [{{ aw - 3 }}:0] req_waddr;
    wire [31:0] req_wdata;
    wire [3:0]  req_wstrb;
    wire [2:0]  req_rprot;
    wire [2:0]  req_wprot;
    wire        rd_deny;
    wire        wr_deny;
    {{ rsp_kind }} [31:0] rsp_rdata;
    {{ rsp_kind }}        rsp_rerr;
    {{ rsp_kind }}        rsp_werr;

    {{ bus_module }} #(.AW({{ aw }}){% if rwait > 0 %}, .RWAIT({{ rwait }}){% endif %}{% if gate.enforce %}, .DENY_ERR({{ gate.deny_err }}), .ENFORCE(1){% endif %}) u_bus (
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
        .req_rprot(req_rprot),
        .req_wprot(req_wprot),
        .rd_deny(rd_deny),
        .wr_deny(wr_deny),
        .rsp_rdata(rsp_rdata),
        .rsp_rerr(rsp_rerr),
        .rsp_werr(rsp_werr)
    );

    // Access policy (protection bit 0 is privileged, bit 1 non-secure); a
    // denied request never reaches the registers below.
{%- for line in gate.policy %}
    //   {{ line }}
{%- endfor %}
    assign rd_deny = {{ gate.rd_deny }};
    assign wr_deny = {{ gate.wr_deny }};
    wire unused_prot = &{1'b0, req_rprot, req_wprot, 1'b0};
