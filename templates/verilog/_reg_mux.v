    always @(*) begin
        rsp_rdata = 32'd0;
        rsp_rerr  = 1'b0;
        case (req_raddr)
{%- for r in reads %}
            {{ wb }}'d{{ r.0 }}: rsp_rdata = {{ r.1 }};
{%- endfor %}
            default: rsp_rerr = {{ unmapped_err }};
        endcase
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
