    // ---- register words ------------------------------------------------------
    // A read of a register word takes it just after the edge after its
    // request and holds it until the base is taken.
{%- if word_groups.is_empty() %}
    // Each word's select is decoded an edge ahead, so that the mux is an
    // AND-OR with no address decode in it.
    reg [{{ words.len() - 1 }}:0]      r1_sel;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) r1_sel <= {{ words.len() }}'d0;
        else begin
{%- for w in words %}
            r1_sel[{{ loop.index0 }}] <= r0_addr == {{ wb }}'d{{ w.0 }};
{%- endfor %}
        end
    end
    wire            unused_r1_addr = &{1'b0, r1_addr, 1'b0};
    reg [31:0]      word, word_q;
    always @(*) begin
        word = 32'd0;
{%- for w in words %}
        if (r1_sel[{{ loop.index0 }}]) word = word | {{ w.1 }};
{%- endfor %}
    end
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) word_q <= 32'd0;
        else if (rv[1]) word_q <= word;
    end
{%- else %}
    // Too many words for one shallow mux: each group of eight aligned words
    // has its own, behind a group select decoded an edge ahead, and its own
    // register. A group reads 0 for a word outside it, so the base takes
    // the registers ORed.
    reg [{{ word_groups.len() - 1 }}:0]      r1_grp;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) r1_grp <= {{ word_groups.len() }}'d0;
        else begin
{%- for g in word_groups %}
            r1_grp[{{ loop.index0 }}] <= r0_addr[{{ wb - 1 }}:3] == {{ wb - 3 }}'d{{ g.high }};
{%- endfor %}
        end
    end
{%- for g in word_groups %}
{%- let i = loop.index0 %}
    reg [31:0]      word{{ i }}, word_q{{ i }};
    always @(*) begin
        word{{ i }} = 32'd0;
        if (r1_grp[{{ i }}])
            case (r1_addr[2:0])
{%- for w in g.words %}
                3'd{{ w.0 }}: word{{ i }} = {{ w.1 }};
{%- endfor %}
                default: word{{ i }} = 32'd0;
            endcase
    end
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) word_q{{ i }} <= 32'd0;
        else if (rv[1]) word_q{{ i }} <= word{{ i }};
    end
{%- endfor %}
    wire            unused_r1_addr = &{1'b0, r1_addr[{{ wb - 1 }}:3], 1'b0};
    wire [31:0]     word_q = {% for g in word_groups %}word_q{{ loop.index0 }}{% if !loop.last %} | {% endif %}{% endfor %};
{%- endif %}
