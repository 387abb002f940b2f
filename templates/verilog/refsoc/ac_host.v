    // ---- AutoCounter domains on the harness's bus (h_*): the harness
    // makes one access at a time, and only to a domain's window ----
{%- for d in ac %}
    // {{ d.what }}
{%- if apb %}
    wire [{{ ac_aw - 1 }}:0] {{ d.n }}_off = h_paddr - {{ ac_aw }}'h{{ d.off }};
    wire {{ d.n }}_sel = {% if d.aw < ac_aw %}{{ d.n }}_off[{{ ac_aw - 1 }}:{{ d.aw }}] == {{ ac_aw - d.aw }}'d0{% else %}1'b1{% endif %};
    wire        {{ d.n }}_pready;
    wire [31:0] {{ d.n }}_prdata;
    wire        {{ d.n }}_pslverr;
{%- else %}
    wire [{{ ac_aw - 1 }}:0] {{ d.n }}_awoff = h_awaddr - {{ ac_aw }}'h{{ d.off }};
    wire [{{ ac_aw - 1 }}:0] {{ d.n }}_aroff = h_araddr - {{ ac_aw }}'h{{ d.off }};
    wire {{ d.n }}_wsel = {% if d.aw < ac_aw %}{{ d.n }}_awoff[{{ ac_aw - 1 }}:{{ d.aw }}] == {{ ac_aw - d.aw }}'d0{% else %}1'b1{% endif %};
    wire {{ d.n }}_rsel = {% if d.aw < ac_aw %}{{ d.n }}_aroff[{{ ac_aw - 1 }}:{{ d.aw }}] == {{ ac_aw - d.aw }}'d0{% else %}1'b1{% endif %};
    wire        {{ d.n }}_awready;
    wire        {{ d.n }}_wready;
    wire        {{ d.n }}_bvalid;
    wire [1:0]  {{ d.n }}_bresp;
    wire        {{ d.n }}_arready;
    wire        {{ d.n }}_rvalid;
    wire [1:0]  {{ d.n }}_rresp;
    wire [31:0] {{ d.n }}_rdata;
{%- endif %}
    {{ d.module }} u_{{ d.n }} (
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
{%- if apb %}
        .psel(h_psel & {{ d.n }}_sel),
        .penable(h_penable),
        .pwrite(h_pwrite),
        .paddr({{ d.n }}_off[{{ d.aw - 1 }}:0]),
        .pwdata(h_pwdata),
        .pstrb(h_pstrb),
        .pprot(h_pprot),
        .pready({{ d.n }}_pready),
        .prdata({{ d.n }}_prdata),
        .pslverr({{ d.n }}_pslverr),
{%- else %}
        .awaddr({{ d.n }}_awoff[{{ d.aw - 1 }}:0]),
        .awprot(h_awprot),
        .awvalid(h_awvalid & {{ d.n }}_wsel),
        .awready({{ d.n }}_awready),
        .wdata(h_wdata),
        .wstrb(h_wstrb),
        .wvalid(h_wvalid & {{ d.n }}_wsel),
        .wready({{ d.n }}_wready),
        .bresp({{ d.n }}_bresp),
        .bvalid({{ d.n }}_bvalid),
        .bready(h_bready),
        .araddr({{ d.n }}_aroff[{{ d.aw - 1 }}:0]),
        .arprot(h_arprot),
        .arvalid(h_arvalid & {{ d.n }}_rsel),
        .arready({{ d.n }}_arready),
        .rdata({{ d.n }}_rdata),
        .rresp({{ d.n }}_rresp),
        .rvalid({{ d.n }}_rvalid),
        .rready(h_rready),
{%- endif %}
{%- for (port, expr) in d.conns %}
        .{{ port }}({{ expr }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );
{%- endfor %}
{%- if apb %}
    assign h_pready  = {% for d in ac %}({{ d.n }}_sel & {{ d.n }}_pready){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_prdata  = {% for d in ac %}({{ d.n }}_sel ? {{ d.n }}_prdata : 32'h0){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_pslverr = {% for d in ac %}({{ d.n }}_sel & {{ d.n }}_pslverr){% if !loop.last %} | {% endif %}{% endfor %};
{%- else %}
    assign h_awready = {% for d in ac %}({{ d.n }}_wsel & {{ d.n }}_awready){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_wready  = {% for d in ac %}({{ d.n }}_wsel & {{ d.n }}_wready){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_bvalid  = {% for d in ac %}{{ d.n }}_bvalid{% if !loop.last %} | {% endif %}{% endfor %};
    assign h_bresp   = {% for d in ac %}({{ d.n }}_bvalid ? {{ d.n }}_bresp : 2'b00){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_arready = {% for d in ac %}({{ d.n }}_rsel & {{ d.n }}_arready){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_rvalid  = {% for d in ac %}{{ d.n }}_rvalid{% if !loop.last %} | {% endif %}{% endfor %};
    assign h_rresp   = {% for d in ac %}({{ d.n }}_rvalid ? {{ d.n }}_rresp : 2'b00){% if !loop.last %} | {% endif %}{% endfor %};
    assign h_rdata   = {% for d in ac %}({{ d.n }}_rvalid ? {{ d.n }}_rdata : 32'h0){% if !loop.last %} | {% endif %}{% endfor %};
{%- endif %}
