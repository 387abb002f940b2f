
    // ---- torn-free LO/HI pairs ------------------------------------------
    // A LO read of a wide counter keeps its HI word, from the same shadow
    // value, for a HI read of that counter that directly follows in this
    // window. Any other access in between (read or write) lets the HI read
    // see its shadow again, so a lone HI read is never stale.
    wire        wide_lo_rd = rd_en && ({% for w in wide_lo_words %}rd_addr == {{ wb }}'d{{ w }}{% if !loop.last %} || {% endif %}{% endfor %});
    reg  [31:0] hold_q;
    reg  [{{ wb - 1 }}:0] lo_addr_q;
    reg         lo_last_q;
    reg         lo_resp_q;
    reg         hold_use_q;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            hold_q     <= 32'd0;
            lo_addr_q  <= {{ wb }}'d0;
            lo_last_q  <= 1'b0;
            lo_resp_q  <= 1'b0;
            hold_use_q <= 1'b0;
        end else begin
            if (rd_en | wr_en) lo_last_q <= wide_lo_rd;
            if (wide_lo_rd) lo_addr_q <= rd_addr;
            lo_resp_q  <= wide_lo_rd;
            hold_use_q <= rd_en && lo_last_q && rd_addr == lo_addr_q + {{ wb }}'d1;
            // In the LO read's response cycle: the HI word of what it returns.
            if (lo_resp_q) begin
                case (lo_addr_q)
{%- for c in counters %}{% if c.hi_expr.is_some() %}
                    {{ wb }}'d{{ c.lo_word }}: hold_q <= hi_{{ c.index }};
{%- endif %}{% endfor %}
                    default: hold_q <= 32'd0;
                endcase
            end
        end
    end
