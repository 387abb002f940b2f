{{ header }}
// AutoCounter for clock domain "{{ domain }}" (local clock = base x {{ mul }} / {{ div }}),
// {{ n }} counters, a {{ depth }}-sample FIFO read over the register bus.
//
// Contract (mirrored by sim/src/models/autocounter.rs):
//   * every local cycle adds {{ div }}/{{ mul }} base cycles, kept exact with a remainder;
//   * accumulate: a 64-bit sum of the N-bit increments; identity: the value;
//     while target_reset is high the input counts as 0, so an accumulator
//     holds its sum and an identity value reads 0; local_cycle counts regardless;
//   * when read_rate (!= 0) base cycles have passed since the last sample
//     point, a sample (base cycle, local cycle, every value, this cycle
//     included) is stored if trigger is high; a full FIFO counts an overrun;
//     sample points within one local cycle merge into one (no backlog).
module {{ module }} (
{%- include "verilog/_ports.v" %}
);
{% include "verilog/_bus.v" %}

    wire [31:0] wbits = { {8{req_wstrb[3]}}, {8{req_wstrb[2]}}, {8{req_wstrb[1]}}, {8{req_wstrb[0]}} };
    reg  [31:0] read_rate;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) read_rate <= 32'd{{ read_rate }};
        else if (req_wr && req_waddr == {{ wb }}'d0) read_rate <= (read_rate & ~wbits) | (req_wdata & wbits);
    end
    wire pop_cmd = req_wr && req_waddr == {{ wb }}'d3;

    // ---- time ---------------------------------------------------------------
    reg  [63:0] local_q;
    reg  [63:0] base_q;
    wire [63:0] local_next = local_q + 64'd1;
{%- if mul == 1 %}
    wire [63:0] base_inc = 64'd{{ step_q }};
{%- else %}
    // Remainder of base cycles, in 1/{{ mul }} units.
    reg  [{{ frac_bits - 1 }}:0] frac_q;
    wire [{{ frac_bits }}:0] frac_sum = {1'b0, frac_q} + {{ frac_bits + 1 }}'d{{ step_r }};
    wire        frac_carry = frac_sum >= {{ frac_bits + 1 }}'d{{ mul }};
    wire [{{ frac_bits }}:0] frac_next = frac_carry ? frac_sum - {{ frac_bits + 1 }}'d{{ mul }} : frac_sum;
    wire [63:0] base_inc = 64'd{{ step_q }} + {63'd0, frac_carry};
{%- endif %}
    wire [63:0] base_next = base_q + base_inc;

    // ---- counters -----------------------------------------------------------
{%- for c in counters %}
    // {{ c.label }} ({{ c.path }}): {{ c.comment }}
{%- if c.sync %}
    // Crosses from another clock domain: two-flop synchroniser.
    reg sync1_{{ c.label }};
    reg sync2_{{ c.label }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            sync1_{{ c.label }} <= 1'b0;
            sync2_{{ c.label }} <= 1'b0;
        end else begin
            sync1_{{ c.label }} <= ev_{{ c.label }};
            sync2_{{ c.label }} <= sync1_{{ c.label }};
        end
    end
    wire in_{{ c.label }} = sync2_{{ c.label }};
{%- else %}
    wire [{{ c.width - 1 }}:0] in_{{ c.label }} = ev_{{ c.label }};
{%- endif %}
    wire [63:0] val_{{ c.label }} = target_reset ? 64'd0 : {{ c.extend }};
{%- if c.accumulate %}
    reg  [63:0] acc_{{ c.label }};
    wire [63:0] now_{{ c.label }} = acc_{{ c.label }} + val_{{ c.label }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) acc_{{ c.label }} <= 64'd0;
        else acc_{{ c.label }} <= now_{{ c.label }};
    end
{%- else %}
    wire [63:0] now_{{ c.label }} = val_{{ c.label }};
{%- endif %}
{%- endfor %}

    // ---- sampler ------------------------------------------------------------
    // Base cycles since the last sample point, kept below read_rate: a local
    // cycle stores at most one sample, so sample points that fall within one
    // local cycle (a read_rate shorter than a local cycle, or just lowered)
    // merge instead of building a backlog.
    reg  [31:0] since_q;
    wire [32:0] since_next = {1'b0, since_q} + base_inc[32:0];
    wire        point = read_rate != 32'd0 && since_next >= {1'b0, read_rate};
    wire [32:0] since_rest = since_next - {1'b0, read_rate};
    wire        merged = since_rest >= {1'b0, read_rate};
    wire        capture = point && trigger;
    wire [{{ sw - 1 }}:0] sample = {{ sample_expr }};

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            local_q <= 64'd0;
            base_q  <= 64'd0;
            since_q <= 32'd0;
{%- if mul != 1 %}
            frac_q  <= {{ frac_bits }}'d0;
{%- endif %}
        end else begin
            local_q <= local_next;
            base_q  <= base_next;
            since_q <= read_rate == 32'd0 ? 32'd0
                     : !point ? since_next[31:0]
                     : merged ? read_rate - 32'd1 : since_rest[31:0];
{%- if mul != 1 %}
            frac_q  <= frac_next[{{ frac_bits - 1 }}:0];
{%- endif %}
        end
    end

    // ---- sample FIFO --------------------------------------------------------
    reg  [{{ sw - 1 }}:0] mem [0:{{ depth - 1 }}];
    reg  [{{ ab - 1 }}:0] wr_ptr;
    reg  [{{ ab - 1 }}:0] rd_ptr;
    reg  [{{ lb - 1 }}:0] count;
    reg  [31:0] overruns;
    wire        full = count == {{ lb }}'d{{ depth }};
    wire        push = capture && !full;
    wire        pop = pop_cmd && count != {{ lb }}'d0;
    wire [{{ sw - 1 }}:0] head = count != {{ lb }}'d0 ? mem[rd_ptr] : {{ sw }}'d0;

    always @(posedge clk) begin
        if (push) mem[wr_ptr] <= sample;
    end

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            wr_ptr   <= {{ ab }}'d0;
            rd_ptr   <= {{ ab }}'d0;
            count    <= {{ lb }}'d0;
            overruns <= 32'd0;
        end else begin
            if (push) wr_ptr <= wr_ptr + {{ ab }}'d1;
            if (pop) rd_ptr <= rd_ptr + {{ ab }}'d1;
            count <= count + { {{ lb - 1 }}'d0, push } - { {{ lb - 1 }}'d0, pop };
            if (capture && full) overruns <= overruns + 32'd1;
        end
    end

    // ---- register reads -----------------------------------------------------
{% include "verilog/_reg_mux.v" %}

    // A domain may have no counters: target_reset then drives nothing.
    wire unused_ok = &{1'b0, req_rd, target_reset{% if mul != 1 %}, frac_next[{{ frac_bits }}]{% endif %}, 1'b0};
endmodule
