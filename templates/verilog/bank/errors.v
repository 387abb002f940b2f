    // Errors depend on the address alone, which the bus holds until the
    // answer: the bus samples rd_err in the answer cycle and wr_err in the
    // request cycle.
    always @(*) begin
        case (rd_addr)
{%- for w in mapped_words %}
            {{ wb }}'d{{ w }}{% if loop.last %}: rd_err = 1'b0;{% else %},{% endif %}
{%- endfor %}
            default: rd_err = {{ unmapped_err }};
        endcase
    end
    always @(*) begin
        case (wr_addr)
{%- for w in mapped_words %}
            {{ wb }}'d{{ w }}{% if loop.last %}: wr_err = 1'b0;{% else %},{% endif %}
{%- endfor %}
            default: wr_err = {{ unmapped_err }};
        endcase
    end