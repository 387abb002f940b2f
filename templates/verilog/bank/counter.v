{%- macro count_and_flag(c, clr, pad) %}
{{ pad }}if ({{ clr }}) {{ c.reg }} <= {{ c.width }}'d0;
{%- if c.sat %}
{{ pad }}else if (inc_{{ c.index }} & ~sum_{{ c.index }}[{{ c.width }}]) {{ c.reg }} <= sum_{{ c.index }}[{{ c.width - 1 }}:0];
{%- else %}
{{ pad }}else {{ c.reg }} <= sum_{{ c.index }}[{{ c.width + 1 }}:2];
{%- endif %}
{{ pad }}// One LUT after the carry chain: setting wins over a write of 1.
{{ pad }}if ({{ clr }}) ovf_{{ c.index }} <= 1'b0;
{{ pad }}else ovf_{{ c.index }} <= (ovf_{{ c.index }} & ~w1c_{{ c.index }}) | co_{{ c.index }};
{%- endmacro %}
    // ---- monitor {{ c.index }}: {{ c.name }}{% if !c.comment.is_empty() %} -- {{ c.comment }}{% endif %}
    // {{ c.width }} bits, {% if c.sat %}saturating{% else %}wrapping{% endif %}, event ev[{{ c.ev_bit }}]{% if c.sync %} (synchronised){% endif %}
    reg  [{{ c.width - 1 }}:0] {{ c.reg }};
    reg  [{{ c.width - 1 }}:0] shd_{{ c.index }};
    reg         en_{{ c.index }};
    reg         ovf_{{ c.index }};
    reg         ie_{{ c.index }};
{%- if c.sync %}
    // Raised in another clock domain: a two-flop synchroniser brings the
    // level into this clock (it counts tile-clock cycles it is seen high).
    reg         sync1_{{ c.index }};
    reg         sync2_{{ c.index }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            sync1_{{ c.index }} <= 1'b0;
            sync2_{{ c.index }} <= 1'b0;
        end else begin
            sync1_{{ c.index }} <= ev[{{ c.ev_bit }}];
            sync2_{{ c.index }} <= sync1_{{ c.index }};
        end
    end
    wire        evt_{{ c.index }} = sync2_{{ c.index }};
{%- else %}
    wire        evt_{{ c.index }} = ev[{{ c.ev_bit }}];
{%- endif %}
{%- if c.sat %}
    // Saturating: the counter adds a constant one under a clock enable, so
    // the chain's carry-out is "all ones", which holds it; no comparator.
    wire        inc_{{ c.index }} = evt_{{ c.index }} & en_{{ c.index }} & run_q;
    wire [{{ c.width }}:0] sum_{{ c.index }} = {1'b0, {{ c.reg }}} + {{ c.width + 1 }}'d1;
    wire        co_{{ c.index }} = inc_{{ c.index }} & sum_{{ c.index }}[{{ c.width }}];
{%- else %}
    // Wrapping: the event, the enable and run enter the adder as two extra
    // low-order bits, {run, event} + {0, enable}, whose carries AND them into
    // the counter's carry-in. The carry chain does that AND (no LUT per
    // counter), and its carry-out is the overflow: no all-ones comparator.
    wire [{{ c.width + 2 }}:0] sum_{{ c.index }} = {1'b0, {{ c.reg }}, run_q, evt_{{ c.index }}} + {{ "{" }}{{ c.width + 2 }}'d0, en_{{ c.index }}};
    wire        co_{{ c.index }} = sum_{{ c.index }}[{{ c.width + 2 }}];
    // The two low sum bits only carry.
    wire        unused_sum_{{ c.index }} = &{1'b0, sum_{{ c.index }}[1:0], 1'b0};
{%- endif %}
    wire        w1c_{{ c.index }} = ovf{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}] & wr_data[{{ c.flag_bit }}];
{%- if cnt_edge_reset %}
    // The count and its overflow flag reset at the clock edge, with clear;
    // irq stays low in reset all the same (the interrupt enable resets at once).
    always @(posedge clk) begin
{%- call count_and_flag(c, "cnt_clr", "        ") %}{% endcall %}
    end
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
{%- if !cnt_edge_reset %}
            {{ c.reg }} <= {{ c.width }}'d0;
{%- endif %}
            shd_{{ c.index }} <= {{ c.width }}'d0;
            en_{{ c.index }}  <= 1'b1;
{%- if !cnt_edge_reset %}
            ovf_{{ c.index }} <= 1'b0;
{%- endif %}
            ie_{{ c.index }}  <= 1'b0;
        end else begin
{%- if !cnt_edge_reset %}
{%- call count_and_flag(c, "clear", "            ") %}{% endcall %}
{%- endif %}
            if (shd_load) shd_{{ c.index }} <= {{ c.reg }};
            if (en{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}]) en_{{ c.index }} <= wr_data[{{ c.flag_bit }}];
            if (ie{{ c.flag_word }}_wr & wr_strb[{{ c.flag_lane }}]) ie_{{ c.index }} <= wr_data[{{ c.flag_bit }}];
        end
    end
    wire [31:0] lo_{{ c.index }} = {{ c.lo_expr }};
{%- if let Some(hi) = c.hi_expr %}
    wire [31:0] hi_{{ c.index }} = {{ hi }};
{%- endif %}
