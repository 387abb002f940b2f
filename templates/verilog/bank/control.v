    // ---- control -------------------------------------------------------
    // Snapshot, clear and freeze fan out to every counter. They act at the
    // edge of the write, like every register write.
    wire snap_wr   = wr_en & (wr_addr == A_SNAPSHOT) & wr_strb[0];
    wire ctrl_wr   = wr_en & (wr_addr == A_CTRL) & wr_strb[0];
    wire gsnap_wr  = wr_en & (wr_addr == A_GLOBAL_SNAPSHOT) & wr_strb[0];
    wire clear     = ctrl_wr & wr_data[1];
{%- if cnt_edge_reset %}
    // The counters and their overflow flags take the reset at the clock
    // edge, with clear, on flops with a synchronous reset: an
    // asynchronous-reset flop has no pin for clear (7-series FDCE), which
    // would cost a LUT per counter bit.
    wire cnt_clr   = {{ rst.active }} | clear;
{%- endif %}
    wire snap_take = (snap_wr & wr_data[0]) | gsnap_set;
    wire snap_rel  = (snap_wr & ~wr_data[0]) | gsnap_clr;
    // The SoC-wide snapshot request leaves in the cycle of the write, so
    // every bank of the SoC takes it at that same edge.
    assign gsnap_set_req = gsnap_wr & wr_data[0];
    assign gsnap_clr_req = gsnap_wr & ~wr_data[0];
{%- for k in flag_words %}
    wire en{{ k }}_wr  = wr_en & (wr_addr == A_ENABLE{{ k }});
    wire ovf{{ k }}_wr = wr_en & (wr_addr == A_OVERFLOW{{ k }});
    wire ie{{ k }}_wr  = wr_en & (wr_addr == A_OVERFLOW_IRQ_ENABLE{{ k }});
{%- endfor %}

    reg snap_q;
    // Freeze is held inverted, as run: the counters AND it straight into
    // their carry chains, with no inverter on the way.
    reg run_q;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            snap_q   <= 1'b0;
            run_q    <= 1'b1;
        end else begin
            if (snap_take) snap_q <= 1'b1;
            else if (snap_rel) snap_q <= 1'b0;
            if (ctrl_wr) run_q <= ~wr_data[0];
        end
    end
    // Shadows follow their counters one cycle behind while no snapshot is
    // held, and stop at the snapshot edge: every read comes from a shadow.
    wire shd_load = ~snap_q | snap_take;
