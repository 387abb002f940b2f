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
    // Three RAMs of WIDTH-bit words: the count for the sweep (Wm), a copy of
    // it for reads (W2), and the snapshot's base (Sm). Block RAM on every
    // fabric: as LUT RAM on 7-series they would take about a hundred LUTs
    // of SLICEMs, and every read here is registered anyway.
    (* ram_style = "block" *) reg [WIDTH-1:0] Wm [0:(1<<PB)-1];
    (* ram_style = "block" *) reg [WIDTH-1:0] W2 [0:(1<<PB)-1];
    (* ram_style = "block" *) reg [WIDTH-1:0] Sm [0:(1<<PB)-1];
    reg [WIDTH-1:0] Wq, Wq2, Sq2;
    wire [WIDTH-1:0] Wn = Wq2 + { {(WIDTH-K){1'b0}}, f2c};
    // The fold's carry out of WIDTH bits, from a K-bit chain: the side count
    // carries out of the word only through upper bits that are all ones,
    // which the stage before tests (hi_ones). The full chain only feeds the
    // RAM.
    reg              hi_ones;
    wire [K:0]       lo_add = {1'b0, Wq2[K-1:0]} + {1'b0, f2c};
    wire             co = hi_ones & lo_add[K];
    wire [WIDTH-1:0] Sn = Sq2 + { {(WIDTH-K){1'b0}}, f2m};
    wire             unused_lo_add = &{1'b0, lo_add[K-1:0], 1'b0};
    always @(posedge clk) begin
        Wq <= Wm[s0i];
        if (f2v) begin
            Wm[f2i] <= Wn;
            W2[f2i] <= Wn;
            if (f2pend) Sm[f2i] <= Sn;
        end
    end
    // Not zeroed with Wq2: a zeroed word's low bits are zero, and a side
    // count alone never carries out of K bits.
    always @(posedge clk) begin
        if (f1z) Wq2 <= {WIDTH{1'b0}};
        else Wq2 <= Wq;
        if (f1sz) Sq2 <= {WIDTH{1'b0}};
        else Sq2 <= Wq;
        hi_ones <= &Wq[WIDTH-1:K];
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
