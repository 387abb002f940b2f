
    // ---- {{ s.what }}: {{ s.span }} bytes at {{ s.base }} ----
    wire [31:0] {{ s.n }}_awoff = awaddr - {{ s.base }};
    wire [31:0] {{ s.n }}_aroff = araddr - {{ s.base }};
    wire w_{{ s.n }} = {{ s.n }}_awoff[31:{{ s.aw }}] == {{ 32 - s.aw }}'d0;
    wire r_{{ s.n }} = {{ s.n }}_aroff[31:{{ s.aw }}] == {{ 32 - s.aw }}'d0;
    wire        {{ s.n }}_awready;
    wire        {{ s.n }}_wready;
    wire        {{ s.n }}_bvalid;
    wire [1:0]  {{ s.n }}_bresp;
    wire        {{ s.n }}_arready;
    wire        {{ s.n }}_rvalid;
    wire [1:0]  {{ s.n }}_rresp;
    wire [31:0] {{ s.n }}_rdata;
{%- if apb %}
    wire        {{ s.n }}_psel;
    wire        {{ s.n }}_penable;
    wire        {{ s.n }}_pwrite;
    wire [{{ s.aw - 1 }}:0] {{ s.n }}_paddr;
    wire [31:0] {{ s.n }}_pwdata;
    wire [3:0]  {{ s.n }}_pstrb;
    wire [2:0]  {{ s.n }}_pprot;
    wire        {{ s.n }}_pready;
    wire [31:0] {{ s.n }}_prdata;
    wire        {{ s.n }}_pslverr;
    {{ bridge_module }} #(.AW({{ s.aw }})) u_{{ s.n }}_bridge (
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
        .awaddr({{ s.n }}_awoff[{{ s.aw - 1 }}:0]),
        .awprot(awprot),
        .awvalid(go_aw & w_{{ s.n }}),
        .awready({{ s.n }}_awready),
        .wdata(wdata),
        .wstrb(wstrb),
        .wvalid(go_w & w_{{ s.n }}),
        .wready({{ s.n }}_wready),
        .bresp({{ s.n }}_bresp),
        .bvalid({{ s.n }}_bvalid),
        .bready(bready),
        .araddr({{ s.n }}_aroff[{{ s.aw - 1 }}:0]),
        .arprot(arprot),
        .arvalid(go_ar & r_{{ s.n }}),
        .arready({{ s.n }}_arready),
        .rdata({{ s.n }}_rdata),
        .rresp({{ s.n }}_rresp),
        .rvalid({{ s.n }}_rvalid),
        .rready(rready),
        .psel({{ s.n }}_psel),
        .penable({{ s.n }}_penable),
        .pwrite({{ s.n }}_pwrite),
        .paddr({{ s.n }}_paddr),
        .pwdata({{ s.n }}_pwdata),
        .pstrb({{ s.n }}_pstrb),
        .pprot({{ s.n }}_pprot),
        .pready({{ s.n }}_pready),
        .prdata({{ s.n }}_prdata),
        .pslverr({{ s.n }}_pslverr)
    );
{%- endif %}
    {{ s.module }} u_{{ s.n }} (
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
{%- if apb %}
        .psel({{ s.n }}_psel),
        .penable({{ s.n }}_penable),
        .pwrite({{ s.n }}_pwrite),
        .paddr({{ s.n }}_paddr),
        .pwdata({{ s.n }}_pwdata),
        .pstrb({{ s.n }}_pstrb),
        .pprot({{ s.n }}_pprot),
        .pready({{ s.n }}_pready),
        .prdata({{ s.n }}_prdata),
        .pslverr({{ s.n }}_pslverr),
{%- else %}
        .awaddr({{ s.n }}_awoff[{{ s.aw - 1 }}:0]),
        .awprot(awprot),
        .awvalid(go_aw & w_{{ s.n }}),
        .awready({{ s.n }}_awready),
        .wdata(wdata),
        .wstrb(wstrb),
        .wvalid(go_w & w_{{ s.n }}),
        .wready({{ s.n }}_wready),
        .bresp({{ s.n }}_bresp),
        .bvalid({{ s.n }}_bvalid),
        .bready(bready),
        .araddr({{ s.n }}_aroff[{{ s.aw - 1 }}:0]),
        .arprot(arprot),
        .arvalid(go_ar & r_{{ s.n }}),
        .arready({{ s.n }}_arready),
        .rdata({{ s.n }}_rdata),
        .rresp({{ s.n }}_rresp),
        .rvalid({{ s.n }}_rvalid),
        .rready(rready),
{%- endif %}
{%- for (port, expr) in s.conns %}
        .{{ port }}({{ expr }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );
