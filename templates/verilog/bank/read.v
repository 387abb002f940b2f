
    // ---- read path ---------------------------------------------------------
    // The request cycle decodes the group of {{ group_size }} words into a flip-flop.
    // The response cycle (the next one; the bus holds rd_addr) picks the word
    // of the group and ORs the groups, so the path into rd_data starts at
    // flip-flops and is a few LUTs deep. rd_data is zero outside a response
    // cycle.
    reg  [{{ pairs.len() - 1 }}:0] rsel_q;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) rsel_q <= {{ pairs.len() }}'d0;
        else begin
{%- for p in pairs %}
            rsel_q[{{ loop.index0 }}] <= rd_en && rd_addr[{{ wb - 1 }}:{{ group_bits }}] == {{ wb - group_bits }}'d{{ p.pair }};
{%- endfor %}
        end
    end
{%- for p in pairs %}
    // words {{ p.first }}..{{ p.last }}: {{ p.names }}
    wire [31:0] rp_{{ loop.index0 }} = {32{rsel_q[{{ loop.index0 }}]}} & {{ p.pick }};
{%- endfor %}
    assign rd_data = {% for p in pairs %}rp_{{ loop.index0 }}{% if !loop.last %} | {% endif %}{% endfor %};

{% include "verilog/bank/errors.v" %}
