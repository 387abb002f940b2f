    // ---- fold pipeline -----------------------------------------------------
    // Edge e: the slot taken (fk, fo). Edge e+1: the pick within groups, at
    // the edge that restarts a visited side counter. Edge e+2: the groups
    // combined; the RAM word read. Edge e+3: the RAM word into flip-flops,
    // zeroed where the zero mark says (a synchronous reset, not a LUT in
    // front of the adder). Edge e+4: the sums written and the carry taken;
    // edge e+5: the overflow flag. A clear while a fold is in flight drops
    // its carry and nothing else: the clear sets the zero mark, so the word
    // the fold writes is never read as a count.
    reg          s0v, s0snap, s0clr, s0held;
    reg [PB-1:0] s0i, f1i, f2i;
    reg          f1v, f1k, f1z, f1sz, f1pend, f1snap;
    reg [K-1:0]  f1c, f1m, f2c, f2m;
    reg          f2v, f2ok, f2pend;
    reg [G-1:0]  f2g;
    reg [L-1:0]  f2l;
    // Three RAMs of RW-bit words: the count for the sweep (Wm), a copy of
    // it for reads (W2), and the snapshot's base (Sm). Block RAM on every
    // fabric: as LUT RAM on 7-series they would take about a hundred LUTs
    // of SLICEMs, and every read here is registered anyway. No read uses
    // a word written at its own edge (the sweep reads Wm for the slot two
    // after the one whose fold writes then; W2 and Sm answer only a read's
    // slot, which writes nothing), so a collision may return anything
    // (no_rw_check): otherwise Yosys keeps the old word for iCE40 and ECP5
    // block RAM with a bypass flip-flop and a LUT per bit.
    (* ram_style = "block", no_rw_check *) reg [RW-1:0] Wm [0:(1<<PB)-1];
    (* ram_style = "block", no_rw_check *) reg [RW-1:0] W2 [0:(1<<PB)-1];
    (* ram_style = "block", no_rw_check *) reg [RW-1:0] Sm [0:(1<<PB)-1];
    reg [RW-1:0] Wq, Wq2, Sq2;
{%- if classes.len() > 1 %}
    // The slot's class (width and overflow rule), an edge behind the slot
    // and then beside the fold.
    reg [{{ cb - 1 }}:0] s0cls, f1cls, f2cls;
    always @(*) begin
        case (s0i)
{%- for c in counters %}{% if c.cls != 0 %}
            {{ pb }}'d{{ c.j }}: s0cls = {{ cb }}'d{{ c.cls }};
{%- endif %}{% endfor %}
            default: s0cls = {{ cb }}'d0;
        endcase
    end
    always @(posedge clk) begin
        f1cls <= s0cls;
        f2cls <= f1cls;
    end
{%- endif %}
    // The counter's bits within the RAM word, and whether it saturates.
    wire [RW-1:0] f1_mask = {{ self.mask_of("f1cls") }};
    wire          unused_f1_mask = &{1'b0, f1_mask[K-1:0], 1'b0};
    wire [RW-1:0] f2_mask = {{ self.mask_of("f2cls") }};
    wire          f2_sat  = {{ self.sat_of("f2cls") }};
    // The carry out of the counter's width, from K-bit chains: the side
    // count carries out of the counter only through upper bits that are all
    // ones, which the stage before tests (hi_ones), or, in a counter no
    // wider than the side counter, into a low bit outside it. The full
    // chains only feed the RAM. A counter that saturates stops at its
    // maximum; the carry raises its flag all the same.
{%- if segs.is_empty() %}
    reg              hi_ones;
    wire [K:0]       lo_add = {1'b0, Wq2[K-1:0]} + {1'b0, f2c};
    wire [K:0]       ls_add = {1'b0, Sq2[K-1:0]} + {1'b0, f2m};
    wire             co = (hi_ones & lo_add[K]) | |(lo_add[K-1:0] & ~f2_mask[K-1:0]);
    wire             cs = (hi_ones & ls_add[K]) | |(ls_add[K-1:0] & ~f2_mask[K-1:0]);
    wire [RW-1:0]    Wsum = add_side(Wq2, f2c);
    wire [RW-1:0]    Ssum = add_side(Sq2, f2m);
{%- else %}
    // The sums in segments of at most 16 bits, each a carry chain of its
    // own, so that no chain into the RAM's write data is longer. The
    // segments above the first add the carry into them: the K-bit sum's
    // carry (lo_cw, lo_cs: taken an edge early, from the RAM word and the
    // side count on their way to the stage) AND an all-ones test of the
    // bits below the segment (seg_ones), registered beside it. The carry
    // rides on a bit below the segment's, so the chain's first cell takes
    // the AND. Each test spans every bit from the side count's up to its
    // segment, so it is one flip-flop: built from the tests below, the AND
    // would chain one segment's first cell into the next through general
    // routing. The tests count bits outside the counter as ones, as
    // hi_ones needs: a carry into a segment above the counter is masked
    // off all the same. With one for the top segment's bits they make up
    // hi_ones.
{%- if carry_per_segment %}
    // Each segment's chain takes a carry flip-flop of its own, placed
    // beside it: one feeding every chain would be far from most of them.
    // Each copy also tests one bit of the segment's test, a different bit
    // for each (bit K + i, which every segment's test spans), so that
    // synthesis keeps the copies apart; the AND with seg_ones is the same.
    reg  [{{ segs.len() - 1 }}:0]   lo_cw, lo_cs;
{%- else %}
    reg              lo_cw, lo_cs;
{%- endif %}
    reg  [{{ segs.len() }}:0]   seg_ones;
    wire             hi_ones = &seg_ones[{{ segs.len() }}:{{ segs.len() - 1 }}];
    wire [K:0]       wq_lo = {1'b0, Wq[K-1:0]} + {1'b0, f1c};
    wire [K:0]       sq_lo = {1'b0, Wq[K-1:0]} + {1'b0, f1m};
    always @(posedge clk) begin
{%- if carry_per_segment %}
{%- for s in segs %}
        lo_cw[{{ loop.index0 }}] <= ~f1z & wq_lo[K] & (Wq[K+{{ loop.index0 }}] | ~f1_mask[K+{{ loop.index0 }}]);
        lo_cs[{{ loop.index0 }}] <= ~f1sz & sq_lo[K] & (Wq[K+{{ loop.index0 }}] | ~f1_mask[K+{{ loop.index0 }}]);
{%- endfor %}
{%- else %}
        lo_cw <= ~f1z & wq_lo[K];
        lo_cs <= ~f1sz & sq_lo[K];
{%- endif %}
{%- for s in segs %}
        seg_ones[{{ loop.index0 }}] <= &(Wq[{{ s.lo - 1 }}:K] | ~f1_mask[{{ s.lo - 1 }}:K]);
{%- if loop.last %}
        seg_ones[{{ loop.index }}] <= &(Wq[RW-1:{{ s.lo }}] | ~f1_mask[RW-1:{{ s.lo }}]);
{%- endif %}
{%- endfor %}
    end
    wire [K-1:0]     lo_add = Wq2[K-1:0] + f2c;
    wire [K-1:0]     ls_add = Sq2[K-1:0] + f2m;
    wire             co = (hi_ones & lo_cw{% if carry_per_segment %}[{{ segs.len() - 1 }}]{% endif %}) | |(lo_add & ~f2_mask[K-1:0]);
    wire             cs = (hi_ones & lo_cs{% if carry_per_segment %}[{{ segs.len() - 1 }}]{% endif %}) | |(ls_add & ~f2_mask[K-1:0]);
    wire [RW-1:0]    Wsum, Ssum;
    assign Wsum[{{ self.first_bits() - 1 }}:0] = Wq2[{{ self.first_bits() - 1 }}:0] + { {({{ self.first_bits() }}-K){1'b0}}, f2c};
    assign Ssum[{{ self.first_bits() - 1 }}:0] = Sq2[{{ self.first_bits() - 1 }}:0] + { {({{ self.first_bits() }}-K){1'b0}}, f2m};
{%- for s in segs %}
{%- let i = loop.index0 %}
    wire [{{ s.width() }}:0]      wseg{{ i }} = {Wq2[{{ s.hi }}:{{ s.lo }}], lo_cw{% if carry_per_segment %}[{{ i }}]{% endif %}} + { {{ s.width() }}'d0, seg_ones[{{ i }}]};
    wire [{{ s.width() }}:0]      sseg{{ i }} = {Sq2[{{ s.hi }}:{{ s.lo }}], lo_cs{% if carry_per_segment %}[{{ i }}]{% endif %}} + { {{ s.width() }}'d0, seg_ones[{{ i }}]};
    assign Wsum[{{ s.hi }}:{{ s.lo }}] = wseg{{ i }}[{{ s.width() }}:1];
    assign Ssum[{{ s.hi }}:{{ s.lo }}] = sseg{{ i }}[{{ s.width() }}:1];
{%- endfor %}
    wire             unused_seg = &{1'b0{% for s in segs %}, wseg{{ loop.index0 }}[0], sseg{{ loop.index0 }}[0]{% endfor %}, 1'b0};
{%- endif %}
    wire [RW-1:0]    Wn = (f2_sat & co) ? f2_mask : Wsum & f2_mask;
    wire [RW-1:0]    Sn = (f2_sat & cs) ? f2_mask : Ssum & f2_mask;
{%- if early_word %}
    // The count's word is read at the slot's own edge and held in
    // flip-flops at the edge Wq is read at otherwise: the carry tests
    // start from a flip-flop, not the RAM's slow output. With four slots
    // or more, the fold before writes the word ahead of that read.
    reg [RW-1:0] Wr;
    always @(posedge clk) Wq <= Wr;
{%- endif %}
    always @(posedge clk) begin
{%- if early_word %}
        Wr <= Wm[fi];
{%- else %}
        Wq <= Wm[s0i];
{%- endif %}
        if (f2v) begin
            Wm[f2i] <= Wn;
            W2[f2i] <= Wn;
            if (f2pend) Sm[f2i] <= Sn;
        end
    end
    // Not zeroed with Wq2: a zeroed word's low bits are zero, and a side
    // count alone never carries out of K bits.
    always @(posedge clk) begin
        if (f1z) Wq2 <= {RW{1'b0}};
        else Wq2 <= Wq;
        if (f1sz) Sq2 <= {RW{1'b0}};
        else Sq2 <= Wq;
{%- if segs.is_empty() %}
        hi_ones <= &(Wq[RW-1:K] | ~f1_mask[RW-1:K]);
{%- endif %}
    end
    integer fg;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            s0v <= 1'b0; s0snap <= 1'b0; s0clr <= 1'b0; s0held <= 1'b0; s0i <= {PB{1'b0}};
            f1v <= 1'b0; f1k <= 1'b0; f1i <= {PB{1'b0}};
            f1c <= {K{1'b0}}; f1m <= {K{1'b0}};
            f1z <= 1'b1; f1sz <= 1'b1; f1pend <= 1'b0; f1snap <= 1'b0;
            f2v <= 1'b0; f2ok <= 1'b0; f2i <= {PB{1'b0}};
            f2g <= {G{1'b0}}; f2l <= {L{1'b0}};
            f2c <= {K{1'b0}}; f2m <= {K{1'b0}}; f2pend <= 1'b0;
            oc_g <= {G{1'b0}}; oc_l <= {L{1'b0}};
        end else begin
            s0v <= fv; s0i <= fi; s0snap <= snap_take; s0clr <= clear;
            s0held <= snap_q;
            f1v <= s0v; f1i <= s0i;
            f1k <= s0clr | clear;
            f1c <= sc;
            f1m <= s0snap ? sc : sm;
            f1pend <= s0snap | sp;
            f1z <= szz;
            f1sz <= s0snap ? szz : ssz;
            // A peek reads the snapshot if one was held before the edge
            // after its slot: a release at that edge still answers with the
            // snapshot, and a snapshot taken at it equals the live count.
            f1snap <= s0held;
            f2v <= f1v; f2i <= f1i; f2c <= f1c; f2m <= f1m; f2pend <= f1pend;
            f2ok <= f1v & ~f1k & ~clear;
            for (fg = 0; fg < G; fg = fg + 1)
                f2g[fg] <= { {(35-PB){1'b0}}, f1i[PB-1:3]} == fg;
            for (fg = 0; fg < L; fg = fg + 1)
                f2l[fg] <= {29'd0, f1i[2:0]} == fg;
            for (fg = 0; fg < G; fg = fg + 1)
                oc_g[fg] <= co & f2ok & ~clear & f2g[fg];
            for (fg = 0; fg < L; fg = fg + 1)
                oc_l[fg] <= co & f2ok & ~clear & f2l[fg];
        end
    end
