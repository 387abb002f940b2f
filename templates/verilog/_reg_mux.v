    // A read answers in the next cycle (the bus holds the address) with the
    // registers as they were before the request's edge.
    reg  [31:0] rd_mux;
    always @(*) begin
        rd_mux   = 32'd0;
        rsp_rerr = 1'b0;
        case (req_raddr)
{%- for r in reads %}
            {{ wb }}'d{{ r.0 }}: rd_mux = {{ r.1 }};
{%- endfor %}
            default: rsp_rerr = {{ unmapped_err }};
        endcase
    end
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) rsp_rdata <= 32'd0;
        else                  rsp_rdata <= req_rd ? rd_mux : 32'd0;
    end

    // Writes to read-only words are ignored; unmapped words answer per policy.
    always @(*) begin
        case (req_waddr)
{%- for r in reads %}
            {{ wb }}'d{{ r.0 }}{% if loop.last %}: rsp_werr = 1'b0;{% else %},{% endif %}
{%- endfor %}
            default: rsp_werr = {{ unmapped_err }};
        endcase
    end
