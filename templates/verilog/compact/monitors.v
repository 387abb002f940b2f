    // ---- monitors ----------------------------------------------------------
    // Position j in the bank is event ev[j], RAM word j and slot j of the
    // sweep. Each monitor's flag bits sit at its catalog index in the flag
    // words.
    wire [N-1:0] evt;      // the event, synchronised where it must be
    wire [N-1:0] en_set;   // the enable bit is written ...
    wire [N-1:0] wbit;     // a flag bit's written value
    wire [N-1:0] ie_set;
    wire [N-1:0] ovf_w1c;  // the overflow flag is written with 1
{%- for c in counters %}
    // monitor {{ c.index }}: {{ c.name }}{% if !c.comment.is_empty() %} -- {{ c.comment }}{% endif %}
{%- if c.sync %}
    // Raised in another clock domain: a two-flop synchroniser brings the
    // level into this clock.
    reg         sync1_{{ c.j }}, sync2_{{ c.j }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            sync1_{{ c.j }} <= 1'b0;
            sync2_{{ c.j }} <= 1'b0;
        end else begin
            sync1_{{ c.j }} <= ev[{{ c.j }}];
            sync2_{{ c.j }} <= sync1_{{ c.j }};
        end
    end
    assign evt[{{ c.j }}]     = sync2_{{ c.j }};
{%- else %}
    assign evt[{{ c.j }}]     = ev[{{ c.j }}];
{%- endif %}
    assign en_set[{{ c.j }}]  = en{{ c.flag_word }}_wr[{{ c.flag_lane }}];
    assign wbit[{{ c.j }}]  = wq_data[{{ c.flag_bit }}];
    assign ie_set[{{ c.j }}]  = ie{{ c.flag_word }}_wr[{{ c.flag_lane }}];
    assign ovf_w1c[{{ c.j }}] = ovf{{ c.flag_word }}_wr[{{ c.flag_lane }}] & wq_data[{{ c.flag_bit }}];
{%- endfor %}

    // Side counters (events since the last visit) and their values at the
    // snapshot, K bits per monitor: vectors rather than arrays, which
    // synthesis would only turn back into registers.
    reg  [N*K-1:0] c, m;
    reg  [N-1:0] z;            // the RAM word is to be read as zero
    reg  [N-1:0] sz;           // likewise the snapshot's base
    reg  [N-1:0] pend;         // snapshot taken, side value not yet folded
    reg  [N-1:0] en, ovf, ie;
{%- if !lut6 %}
    // go = enable AND run, a flip-flop per monitor updated with them: the
    // freeze bit's fan-out then ends at N flip-flops instead of starting
    // every side counter's path.
    reg  [N-1:0] go;
{%- endif %}
    reg  [N-1:0] fk;           // the sweep's visit: restart the side counter
    reg  [G-1:0] oc_g;         // the fold's carry: its monitor's group ...
    reg  [L-1:0] oc_l;         // ... and place in the group
{%- if !lut6 %}
    wire         run_next = run_wr ? ~wq_data[0] : run_q;
{%- endif %}
    genvar j;
    generate for (j = 0; j < N; j = j + 1) begin : mon
{%- if lut6 %}
        // The increment enters the side counter's chain as its carry in:
        // bit 0 adds 1 to inc and carries exactly when inc is set, so no
        // LUT sits on the chain. (Adding inc to itself there would carry
        // the same, but would feed one net to both inputs of an iCE40
        // carry cell, which nextpnr-ice40's router can loop on forever.)
        wire inc = evt[j] & en[j] & run_q;
        wire [K:0] cadd = {c[j*K +: K], inc} + { {K{1'b0}}, 1'b1};
        wire [K-1:0] cnext = cadd[K:1];
        wire unused_cadd = &{1'b0, cadd[0], 1'b0};
{%- else %}
        wire inc = evt[j] & go[j];
        wire en_next = en_set[j] ? wbit[j] : en[j];
        wire [K-1:0] cnext = c[j*K +: K] + { {(K-1){1'b0}}, inc};
{%- endif %}
        always @(posedge clk) begin
            if (zap) begin
                c[j*K +: K]   <= {K{1'b0}};
                z[j]   <= 1'b1;
                ovf[j] <= 1'b0;
            end else begin
                if (fk[j]) c[j*K +: K] <= { {(K-1){1'b0}}, inc};
                else c[j*K +: K] <= cnext;
                if (fk[j]) z[j] <= 1'b0;
                // A fold's carry wins over a write of 1.
                ovf[j] <= (ovf[j] & ~ovf_w1c[j]) | (oc_g[j / 8] & oc_l[j % 8]);
            end
        end
        always @(posedge clk{{ rst.sens }}) begin
            if ({{ rst.active }}) begin
                m[j*K +: K]    <= {K{1'b0}};
{%- if !lut6 %}
                pend[j] <= 1'b0;
{%- endif %}
                sz[j]   <= 1'b1;
{%- if lut6 %}
                en[j]   <= 1'b1;
{%- endif %}
                ie[j]   <= 1'b0;
{%- if !lut6 %}
                go[j]   <= 1'b1;
{%- endif %}
            end else begin
                if (snap_take) begin
                    m[j*K +: K]  <= c[j*K +: K];
                    sz[j] <= z[j];
                end
{%- if lut6 %}
                if (en_set[j]) en[j] <= wbit[j];
{%- else %}
                // One LUT: as an enable and a reset of its own, the visit
                // and the snapshot would take two a monitor.
                pend[j] <= ~fk[j] & (pend[j] | snap_take);
                go[j] <= en_next & run_next;
{%- endif %}
                if (ie_set[j]) ie[j] <= wbit[j];
            end
        end
{%- if !lut6 %}
        // The enable bit as a flip-flop with an enable of its own, so that
        // go's one LUT is the only logic a monitor spends on it.
{%- if rst.sens.is_empty() %}
        // iCE40's synchronous set acts only when the enable does, so the
        // reset joins the enable (one LUT a flag lane, not a monitor).
        always @(posedge clk) begin
            if ({{ rst.active }} | en_set[j]) en[j] <= {{ rst.active }} | wbit[j];
        end
{%- else %}
        always @(posedge clk{{ rst.sens }}) begin
            if ({{ rst.active }}) en[j] <= 1'b1;
            else if (en_set[j]) en[j] <= wbit[j];
        end
{%- endif %}
{%- endif %}
{%- if lut6 %}
        // pend has no reset, so the visit's clearing of it is the
        // flip-flop's synchronous reset rather than a LUT a monitor. Its
        // value counts only while a snapshot is held, and taking one sets
        // it in every monitor; before that, a fold it sends into the
        // snapshot RAM writes a word no read uses and the next snapshot's
        // fold overwrites.
        always @(posedge clk) begin
            if (fk[j]) pend[j] <= 1'b0;
            else if (snap_take) pend[j] <= 1'b1;
        end
{%- endif %}
    end endgenerate
