    // ---- slots -------------------------------------------------------------
    // Each edge gives one slot of the sweep's S a turn: slot j < N is
    // monitor j's; a bank of fewer than three monitors sweeps empty slots
    // too, so a fold never reads a RAM word the fold before has yet to write. The sweep's pointer (a one-hot
    // ring, and p in binary) names the next one to fold; a read request
    // takes the slot for its own monitor instead (a peek: nothing restarts,
    // nothing is written) and the sweep waits. Any read takes the slot, so
    // the ring's enable needs no address decode. The slot's monitor is held
    // one-hot twice: fo selects the pick, fk restarts the side counter.
    wire [N-1:0]  rd_hit;
    reg  [PB-1:0] rd_idx;
{%- for c in counters %}
    assign rd_hit[{{ c.j }}] = rd_addr == {{ wb }}'d{{ c.word }}{% if let Some(h) = c.hi_word %} || rd_addr == {{ wb }}'d{{ h }}{% endif %};
{%- endfor %}
    always @(*) begin
        case (rd_addr)
{%- for c in counters %}
            {{ wb }}'d{{ c.word }}{% if let Some(h) = c.hi_word %}, {{ wb }}'d{{ h }}{% endif %}: rd_idx = {{ pb }}'d{{ c.j }};
{%- endfor %}
            default: rd_idx = {{ pb }}'d0;
        endcase
    end
    reg  [S-1:0]  ring;
    reg  [N-1:0]  fo;
    reg  [PB-1:0] p, fi;
    reg           fv;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            ring <= { {(S-1){1'b0}}, 1'b1};
            p    <= {PB{1'b0}};
            fo   <= {N{1'b0}};
            fi   <= {PB{1'b0}};
            fv   <= 1'b0;
        end else begin
            fo <= rd_en ? rd_hit : ring[N-1:0];
            fi <= rd_en ? rd_idx : p;
            fv <= ~rd_en;
            if (!rd_en) begin
                ring <= {ring[S-2:0], ring[S-1]};
                p    <= (p == {{ pb }}'d{{ slots - 1 }}) ? {PB{1'b0}} : p + 1'b1;
            end
        end
    end

    // fk has no asynchronous reset, so that a read's clearing of it is the
    // flip-flops' synchronous reset rather than a LUT per monitor. In an
    // asynchronous reset it holds slot 0, which the clear (zap) overrides;
    // it is exact again from the first edge after it.
    always @(posedge clk) begin
        if ({% if rst.sens.is_empty() %}{{ rst.active }} || {% endif %}rd_en) fk <= {N{1'b0}};
        else fk <= ring[N-1:0];
    end

    // ---- pick --------------------------------------------------------------
    // The slot's monitor's side state, picked in two registered halves: an
    // edge captures the pick within each group of eight, and the groups are
    // combined after it. {% if lut6 %}On 6-input LUTs a group is a binary
    // multiplexer on the slot's index.{% else %}On 4-input LUTs a group is an
    // AND-OR under the one-hot slot, which needs no decoder.{% endif %}
    localparam PW = 2 * K + 3;
    wire [PW*N-1:0] pick_d;
    generate for (j = 0; j < N; j = j + 1) begin : pd
        assign pick_d[j*PW +: PW] = {sz[j], z[j], pend[j], m[j*K +: K], c[j*K +: K]};
    end endgenerate
    reg  [G*PW-1:0] grp;
{%- if lut6 %}
    reg  [PB-4:0]   grp_hi;
    always @(posedge clk) grp_hi <= fi[PB-1:3];
{%- endif %}
    genvar g, e;
    generate for (g = 0; g < G; g = g + 1) begin : pick
        wire [8*PW-1:0] v;
        wire [7:0]      o;
        for (e = 0; e < 8; e = e + 1) begin : slot
            if (8 * g + e < N) begin : in
                assign v[e*PW +: PW] = pick_d[(8*g+e)*PW +: PW];
                assign o[e] = fo[8*g+e];
            end else begin : out
                assign v[e*PW +: PW] = {PW{1'b0}};
                assign o[e] = 1'b0;
            end
        end
        reg [PW-1:0] t;
{%- if lut6 %}
        wire unused_o = &{1'b0, o, 1'b0};
        always @(*) t = v[fi[2:0]*PW +: PW];
{%- else %}
        integer q;
        always @(*) begin
            t = {PW{1'b0}};
            for (q = 0; q < 8; q = q + 1) t = t | (v[q*PW +: PW] & {PW{o[q]}});
        end
{%- endif %}
        always @(posedge clk) grp[g*PW +: PW] <= t;
    end endgenerate
    reg [PW-1:0] picked;
{%- if lut6 %}
    always @(*) picked = grp[grp_hi*PW +: PW];
{%- else %}
    integer h;
    always @(*) begin
        picked = {PW{1'b0}};
        for (h = 0; h < G; h = h + 1) picked = picked | grp[h*PW +: PW];
    end
{%- endif %}
    wire [K-1:0] sc, sm;
    wire         sp, szz, ssz;
    assign {ssz, szz, sp, sm, sc} = picked;
