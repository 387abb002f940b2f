    // ---- read path ---------------------------------------------------------
    // Edge r (the request): the slot taken. Edge r+1: the peek (the pick
    // within groups). Edge r+2: the groups combined (f1). Edge r+3: which
    // word is the base and what is added to it. Edge r+4: the RAM words
    // read: every fold captured before r+1 is written by then, and none
    // captured after it is. Edge r+5: the base word into flip-flops. Edge
    // r+6: base + side count into rd_data, for the one cycle the bus adapter
    // answers in ({{ rwait }} wait states); rd_data is zero in every other cycle.
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
    // What a LO read keeps for that HI read: the high half of its base,
    // the carry into it, and whether the count answered saturated. The
    // HI read adds the carry as a LO read adds its side count, so no
    // second chain builds the kept word.
    reg  [RW-33:0] hold_q;
    reg  hold_c, hold_ovf;
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            rq_cnt <= 1'b0;
{%- if classes.len() > 1 %}
            rq_cls <= {{ cb }}'d0;
{%- endif %}
{%- if wide %}
            rq_hi <= 1'b0; rq_wlo <= 1'b0; rq_hold <= 1'b0;
            lo_last_q <= 1'b0; lo_addr_q <= {{ wb }}'d0;
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
    reg [31:0]      base;
{% include "verilog/compact/words.v" %}
    wire [RW-1:0]   nbase = a3_sel == 2'd0 ? {RW{1'b0}} : a3_sel == 2'd1 ? DW : DS;
    // Whether the base's bits above the side count are all ones within the
    // counter (the carry test of fold.v, for a saturating read), from each
    // RAM's word and picked last: a RAM's output is slow (clock to out, then
    // the route from its column), so only the test's tree stands between it
    // and a flip-flop.
    reg             b_hi;
{%- if wide %}
    // A wide counter's answer is one 32-bit sum, as in a bank of 32-bit
    // counters: the base is the half the read asks for, and a HI read adds
    // the carry into bit 32 where a LO read adds the side count. That carry
    // is the K-bit sum's carry and the all-ones test of bits K to 31, each
    // taken an edge ahead as b_hi is, so no chain feeds another. A kept HI
    // word is the high half its LO read kept, plus the carry it kept, added
    // where a side count is.
    wire [K:0]      nw_lo = {1'b0, DW[K-1:0]} + {1'b0, a3_small};
    wire            hold_now = rv[4] & rq_hold;
    reg [RW-33:0]   base_hh;   // the high half, for the word a LO read keeps
    // A snapshot's base has no side count added (the fold that took it
    // added it), so only a base that is the count's word carries: its
    // carry test reads that word alone.
    reg             t_lo1;     // bits K to 31 of the count's word are all ones
    reg             c_k;       // the carry out of K bits (none for a kept word)
    reg             hi_go;     // a HI read not kept is answered now
    reg             k_ovf;     // a kept HI read's count answered saturated
    wire            c_hh  = t_lo1 & c_k;   // the carry into bit 32
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            a2_sel <= 2'd0; a2_small <= {K{1'b0}};
            a3_sel <= 2'd0; a3_small <= {K{1'b0}};
            a4_small <= {K{1'b0}}; base <= 32'd0; b_hi <= 1'b0;
{%- if wide %}
            base_hh <= {(RW-32){1'b0}}; t_lo1 <= 1'b0; c_k <= 1'b0; hi_go <= 1'b0;
            k_ovf <= 1'b0;
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
            b_hi <= a3_sel == 2'd1 ? &(DW[RW-1:K] | ~r_mask[RW-1:K])
                  : a3_sel == 2'd0 ? &(~r_mask[RW-1:K]) : &(DS[RW-1:K] | ~r_mask[RW-1:K]);
{%- if wide %}
            a4_small <= hold_now ? { {(K-1){1'b0}}, hold_c} : rc[4] & ~rq_hi ? a3_small : {K{1'b0}};
            base <= hold_now ? {{ self.to_word("hold_q") }} : a3_sel == 2'd3 ? word_q
                  : rq_hi ? {{ self.to_word("nbase[RW-1:32]") }} : nbase[31:0];
            base_hh <= nbase[RW-1:32];
            t_lo1 <= a3_sel == 2'd1 & &DW[31:K];
            hi_go <= rc[4] & rq_hi & ~rq_hold;
            k_ovf <= hold_now & hold_ovf;
            c_k <= ~rq_hold & a3_sel == 2'd1 & nw_lo[K];
{%- else %}
            a4_small <= rc[4] ? a3_small : {K{1'b0}};
            base <= a3_sel == 2'd3 ? word_q : {% if rw < 32 %}{ {{ 32 - rw }}'d0, nbase}{% else %}nbase{% endif %};
{%- endif %}
        end
    end
    // A count wraps or saturates at its width; a register word has no side
    // count, so it passes unchanged.
    wire [K:0]       r_lo  = {1'b0, base[K-1:0]} + {1'b0, a4_small};
{%- if wide %}
    // A HI read's carry in (hi_go & c_k & t_lo1) is built by the low
    // half's chain's own first two cells, on bits below the sum's: no LUT
    // stands between those flip-flops and the chain. The high half is
    // both as it is and plus one, picked by the low half's carry out, so
    // no chain is longer than 19 cells.
    wire [18:0]      r_lo16 = {1'b0, base[15:0], t_lo1, hi_go} + { {{ 17 - k }}'d0, a4_small, 1'b0, c_k};
    wire [15:0]      r_hi1  = base[31:16] + 16'd1;
    wire [31:0]      r_sum  = {r_lo16[18] ? r_hi1 : base[31:16], r_lo16[17:2]};
    wire             unused_r_lo16 = &{1'b0, r_lo16[1:0], 1'b0};
    // A HI read's base holds no low bits, so its carry out of the low K
    // bits is the one taken an edge ahead (c_k); a LO read adds its own,
    // and a kept HI read answers as its LO read did. A wide counter's low
    // K mask bits are ones, so the narrow test never fires for it.
    wire             r_ovf = (b_hi & (rq_hi ? c_k : r_lo[K])) | |(r_lo[K-1:0] & ~r_mask[K-1:0]) | k_ovf;
    // The answer's mask, by half: only a wide counter has a HI word, and
    // only a count has a class.
    wire [31:0]      m_lo  = {{ self.lo_mask() }};
    wire [31:0]      m_hi  = {{ self.hi_mask() }};
    wire [31:0]      m32   = rq_hi ? m_hi : m_lo;
    wire [31:0]      answer = (r_sat & r_ovf) ? m32 : r_sum & m32;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            hold_q <= {(RW-32){1'b0}}; hold_c <= 1'b0; hold_ovf <= 1'b0;
        end else if (rv[5] & rq_wlo) begin
            hold_q <= base_hh; hold_c <= c_hh; hold_ovf <= r_sat & r_ovf;
        end
    end
{%- else %}
    wire [RW-1:0]    r_sum = add_side(base[RW-1:0], a4_small);
    wire             r_ovf = (b_hi & r_lo[K]) | |(r_lo[K-1:0] & ~r_mask[K-1:0]);
    wire [RW-1:0]    r_cnt = (r_sat & r_ovf) ? r_mask : r_sum & r_mask;
{%- if rw < 32 %}
    wire [31:0]      answer = {base[31:RW], r_cnt};
{%- else %}
    wire [31:0]      answer = r_cnt;
{%- endif %}
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) rd_data <= 32'd0;
        else rd_data <= answer;
    end

{% include "verilog/bank/errors.v" %}
