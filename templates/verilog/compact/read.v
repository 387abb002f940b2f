    // ---- read path ---------------------------------------------------------
    // Edge r (the request): the slot taken. Edge r+1: the peek (the pick
    // within groups). Edge r+2: the groups combined (f1). Edge r+3: which
    // word is the base and what is added to it. Edge r+4: the RAM words
    // read: every fold captured before r+1 is written by then, and none
    // captured after it is. Edge r+5: the base word into flip-flops. Edge
    // r+6: base + side count into rd_data, for the one cycle the bus adapter
    // answers in ({{ rwait }} wait states); rd_data is zero in every other cycle.
    // A read's age is followed to the answer's edge only where a kept HI
    // word must be zeroed outside it; elsewhere the base select ends it.
    localparam RV = {% if wide %}6{% else %}4{% endif %};
    reg [RV-1:0]        rv;    // a read's age, one bit per edge
    reg [4:0]           rc;    // ... and whether it reads a count
    reg [{{ wb - 1 }}:0]         r0_addr, r1_addr;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            rv <= {RV{1'b0}}; rc <= 5'd0;
            r0_addr <= {{ wb }}'d0; r1_addr <= {{ wb }}'d0;
        end else begin
            rv <= {rv[RV-2:0], rd_en};
            rc <= {rc[3:0], rd_en & |rd_hit};
            r0_addr <= rd_addr;
            r1_addr <= r0_addr;
        end
    end
    // What the read is, taken at its request and held to its answer (one
    // read is out at a time): whether it reads a count, and that counter's
    // class.
    reg rq_cnt;
{%- if classes.len() > 1 %}
    reg [{{ cb - 1 }}:0] rq_cls;
    reg [{{ cb - 1 }}:0] rd_cls;
    always @(*) begin
        case (rd_addr)
{%- for c in counters %}{% if c.cls != 0 %}
            {{ wb }}'d{{ c.word }}{% if let Some(h) = c.hi_word %}, {{ wb }}'d{{ h }}{% endif %}: rd_cls = {{ cb }}'d{{ c.cls }};
{%- endif %}{% endfor %}
            default: rd_cls = {{ cb }}'d0;
        endcase
    end
{%- endif %}
{%- if wide %}
    // Torn-free pairs: a LO read of a wide counter keeps the HI word of
    // what it answers, for a HI read of that counter that directly follows
    // in this window; any other access in between lets the HI read see the
    // count again, so a lone HI read is never stale.
    wire rd_wlo = rd_en & ({% for w in wide_lo_words %}rd_addr == {{ wb }}'d{{ w }}{% if !loop.last %} | {% endif %}{% endfor %});
    wire rd_hi  = {% for w in wide_lo_words %}rd_addr == {{ wb }}'d{{ w + 1 }}{% if !loop.last %} | {% endif %}{% endfor %};
    reg  rq_hi, rq_wlo, rq_hold, lo_last_q;
    reg  [{{ wb - 1 }}:0] lo_addr_q;
    reg  [31:0] hold_q;
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            rq_cnt <= 1'b0;
{%- if classes.len() > 1 %}
            rq_cls <= {{ cb }}'d0;
{%- endif %}
{%- if wide %}
            rq_hi <= 1'b0; rq_wlo <= 1'b0; rq_hold <= 1'b0;
            lo_last_q <= 1'b0; lo_addr_q <= {{ wb }}'d0; hold_q <= 32'd0;
{%- endif %}
        end else begin
            if (rd_en) begin
                rq_cnt <= |rd_hit;
{%- if classes.len() > 1 %}
                rq_cls <= rd_cls;
{%- endif %}
{%- if wide %}
                rq_hi   <= rd_hi;
                rq_wlo  <= rd_wlo;
                rq_hold <= lo_last_q && rd_addr == lo_addr_q + {{ wb }}'d1;
{%- endif %}
            end
{%- if wide %}
            if (rd_en | wr_en) lo_last_q <= rd_wlo;
            if (rd_wlo) lo_addr_q <= rd_addr;
            if (rv[5] & rq_wlo) hold_q <= full_hi;
{%- endif %}
        end
    end
    // The read counter's bits, and whether it saturates; a register word
    // passes whole.
    wire [RW-1:0] r_mask = rq_cnt ? {{ self.mask_of("rq_cls") }} : {RW{1'b1}};
    wire          r_sat  = rq_cnt & {{ self.sat_of("rq_cls") }};
    // The base: 0 zero, 1 the count, 2 the snapshot; at the last stage also
    // 3, a register word, and 0 whenever no read is answered next, so that
    // base and side count are zero then and so is their sum.
    reg [1:0]       a2_sel, a3_sel;
    reg [K-1:0]     a2_small, a3_small, a4_small;
    reg [RW-1:0]    DW, DS;
    always @(posedge clk) begin
        DW <= W2[f2i];
        DS <= Sm[f2i];
    end
    reg [31:0]      word, word_q;
    reg [{{ bw - 1 }}:0]      base;
    // Whether the base's bits above the side count are all ones within the
    // counter (the carry test of fold.v, for a saturating read).
    reg             b_hi;
{%- if rw > 32 %}
    // Whether the base's bits K to 31 are all ones: then, and only then, the
    // side count's carry out of its K bits reaches the high half.
    reg             b_lo1;
{%- endif %}
    wire [RW-1:0]   nbase = a3_sel == 2'd0 ? {RW{1'b0}} : a3_sel == 2'd1 ? DW : DS;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            a2_sel <= 2'd0; a2_small <= {K{1'b0}};
            a3_sel <= 2'd0; a3_small <= {K{1'b0}};
            a4_small <= {K{1'b0}}; base <= {{ bw }}'d0; word_q <= 32'd0; b_hi <= 1'b0;
{%- if rw > 32 %}
            b_lo1 <= 1'b0;
{%- endif %}
        end else begin
            if (f1snap) begin
                a2_sel   <= f1pend ? (f1sz ? 2'd0 : 2'd1) : 2'd2;
                a2_small <= f1pend ? f1m : {K{1'b0}};
            end else begin
                a2_sel   <= f1z ? 2'd0 : 2'd1;
                a2_small <= f1c;
            end
            a3_sel <= !rv[3] ? 2'd0 : !rc[3] ? 2'd3 : a2_sel;
            a3_small <= a2_small;
            a4_small <= rc[4] ? a3_small : {K{1'b0}};
            base <= a3_sel == 2'd3 ? {% if bw > 32 %}{ {{ bw - 32 }}'d0, word_q}{% else %}word_q{% endif %} : {% if bw > rw %}{ {{ bw - rw }}'d0, nbase}{% else %}nbase{% endif %};
            b_hi <= &(nbase[RW-1:K] | ~r_mask[RW-1:K]);
{%- if rw > 32 %}
            b_lo1 <= &nbase[31:K];
{%- endif %}
            // One read is out at a time (the bus adapter takes no other
            // until this one is answered), so the word waits here.
            if (rv[1]) word_q <= word;
        end
    end
    // A count wraps or saturates at its width; a register word has no side
    // count, so it passes unchanged.
{%- if rw > 32 %}
    wire [K:0]       r_lo  = {1'b0, base[K-1:0]} + {1'b0, a4_small};
    wire [RW-1:0]    r_sum = add_side(base[RW-1:0], a4_small, b_lo1 & r_lo[K]);
{%- else %}
    wire [RW-1:0]    r_sum = add_side(base[RW-1:0], a4_small);
    wire [K:0]       r_lo  = {1'b0, base[K-1:0]} + {1'b0, a4_small};
{%- endif %}
    wire             r_ovf = (b_hi & r_lo[K]) | |(r_lo[K-1:0] & ~r_mask[K-1:0]);
    wire [RW-1:0]    r_cnt = (r_sat & r_ovf) ? r_mask : r_sum & r_mask;
{%- if bw > rw %}
    wire [{{ bw - 1 }}:0]      full = {base[{{ bw - 1 }}:RW], r_cnt};
{%- else %}
    wire [{{ bw - 1 }}:0]      full = r_cnt;
{%- endif %}
{%- if wide %}
{%- if rw < 64 %}
    wire [31:0]      full_hi = { {{ 64 - rw }}'d0, full[{{ rw - 1 }}:32]};
{%- else %}
    wire [31:0]      full_hi = full[63:32];
{%- endif %}
    wire [31:0]      answer = rq_hold ? hold_q : rq_hi ? full_hi : full[31:0];
{%- else if bw > 32 %}
    wire [31:0]      answer = full[31:0];
    wire             unused_full = &{1'b0, full[{{ bw - 1 }}:32], 1'b0};
{%- else %}
    wire [31:0]      answer = full;
{%- endif %}
    // Register words: the registers just after the edge after the request.
    always @(*) begin
        case (r1_addr)
{%- for w in words %}
            {{ wb }}'d{{ w.0 }}: word = {{ w.1 }};
{%- endfor %}
            default: word = 32'd0;
        endcase
    end
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) rd_data <= 32'd0;
{%- if wide %}
        // A kept HI word is not zero outside its answer.
        else if (!rv[5]) rd_data <= 32'd0;
{%- endif %}
        else rd_data <= answer;
    end

{% include "verilog/bank/errors.v" %}
