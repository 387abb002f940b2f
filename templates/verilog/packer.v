{{ header }}
// Continuous-monitoring trace packer (after the Flute CMS), {{ sw }}-bit packets.
//
// Contract (mirrored by the golden model, sim/src/models/packer/):
//   * a packet is created at the clock edge ending a cycle with a retired
//     instruction (valid) that passes the filters, or a flush command; its
//     counters include that cycle's events and restart from zero after it,
//     so no event is lost or counted twice at the boundary;
//   * filters decide on the instruction of the same cycle (no lag);
//   * packets go to a {{ depth }}-entry FIFO; TVALID/TDATA/TLAST come from
//     flip-flops and never depend on TREADY, and hold until accepted;
//   * with halting enabled, halt is high while level >= almost_full or level
//     >= {{ halt_limit }}, the highest threshold at which a core that retires for up
//     to {{ halt_latency }} cycle(s) after halt rises loses nothing; a flush waits
//     while halt is high for the level, so its packet is not lost either;
//   * a packet that finds the FIFO full (only possible with halting off) is
//     dropped and counted, and its sequence number is used anyway so the
//     host sees the gap.
module {{ module }} (
{%- include "verilog/_ports.v" %}
);
    localparam integer K = {{ k }};
    localparam integer D = {{ depth }};
    localparam [15:0] LAYOUT_ID = 16'h{{ layout_id }};

    // ---- register bus ----------------------------------------------------
{% include "verilog/_bus.v" %}

    wire [31:0] wbits = { {8{req_wstrb[3]}}, {8{req_wstrb[2]}}, {8{req_wstrb[1]}}, {8{req_wstrb[0]}} };
{% for r in rw_regs %}
    // {{ r.name }}: {{ r.comment }}
    reg [31:0] r_{{ r.name }};
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) r_{{ r.name }} <= 32'h{{ r.reset }};
        else if (req_wr && req_waddr == {{ wb }}'d{{ r.word }})
            r_{{ r.name }} <= (r_{{ r.name }} & ~(wbits & 32'h{{ r.mask }})) | (req_wdata & wbits & 32'h{{ r.mask }});
    end
{%- endfor %}

    wire ctrl_wr     = req_wr && req_waddr == {{ wb }}'d{{ ctrl_word }};
    wire cmd_wr      = req_wr && req_waddr == {{ wb }}'d{{ cmd_word }} && req_wstrb[0];
    wire flush_cmd   = cmd_wr && req_wdata[0];
    wire clear_drops = cmd_wr && req_wdata[1];
    wire enable      = r_ctrl[0];
    wire cf_filter   = r_ctrl[1];
    wire halt_enable = r_ctrl[2];
    wire force_halt  = r_ctrl[3];
    wire start_en    = r_ctrl[4];
    wire stop_en     = r_ctrl[5];

    // ---- halting -------------------------------------------------------------
    // The lower of the threshold register and the highest safe level: no
    // value written to almost_full can make halting lose a packet.
    wire [{{ level_bits - 1 }}:0] level;
    wire level_high = level >= r_almost_full[{{ level_bits - 1 }}:0] || level >= {{ level_bits }}'d{{ halt_limit }};
    wire halt_now   = (halt_enable && level_high) || force_halt;
    assign halt = halt_now;
    // A flush is a packet too: with halting on it waits, as the core does.
    reg  flush_pend_q;
    wire flush_req  = flush_cmd || flush_pend_q;
    wire flush_hold = halt_enable && level_high;
    wire flush      = flush_req && !flush_hold;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) flush_pend_q <= 1'b0;
        else                  flush_pend_q <= flush_req && flush_hold;
    end

    // ---- instruction classification (RISC-V, compressed included) --------
    wire [63:0] pc64 = {{ pc64 }};
    wire [6:0]  opc  = instr[6:0];
    wire [1:0]  cop  = instr[1:0];
    wire [2:0]  cf3  = instr[15:13];
    wire        full_len = cop == 2'b11;
    wire        br32 = full_len && (opc == 7'b1100011 || opc == 7'b1101111 || opc == 7'b1100111);
    wire        c_j_b = cop == 2'b01 && (cf3 == 3'b101 || cf3 == 3'b110 || cf3 == 3'b111{% if rv32 %} || cf3 == 3'b001{% endif %});
    wire        c_jr  = cop == 2'b10 && instr[15:13] == 3'b100 && instr[11:7] != 5'd0 && instr[6:2] == 5'd0;
    wire        is_cf = br32 || c_j_b || c_jr;

    // ---- filters and triggers --------------------------------------------
    reg  [{{ pcw - 1 }}:0] prev_pc_q;
    reg         prev_cf_q;
    reg         seen_q;
    reg         started_q;
    reg         stopped_q;
    wire [63:0] start64 = {r_start_pc_hi, r_start_pc_lo};
    wire [63:0] stop64  = {r_stop_pc_hi, r_stop_pc_lo};
    wire        start_hit = valid && pc64 == start64;
    wire        stop_hit  = valid && pc64 == stop64;
    wire        pc_changed = !seen_q || pc != prev_pc_q;
    wire        cf_ok = !cf_filter || (pc_changed && (is_cf || prev_cf_q));
{%- for i in wps %}
    wire wp{{ i }}_range = r_wp{{ i }}_cfg[1];
    wire wp{{ i }}_hit = wp{{ i }}_range ? (pc64 >= {r_wp{{ i }}_a_hi, r_wp{{ i }}_a_lo} && pc64 <= {r_wp{{ i }}_b_hi, r_wp{{ i }}_b_lo})
                                       : (pc64 == {r_wp{{ i }}_a_hi, r_wp{{ i }}_a_lo});
    wire wp{{ i }}_incl = r_wp{{ i }}_cfg[0] && !r_wp{{ i }}_cfg[2];
    wire wp{{ i }}_excl = r_wp{{ i }}_cfg[0] && r_wp{{ i }}_cfg[2];
{%- endfor %}
    wire        incl_any = {{ incl_any }};
    wire        incl_hit = {{ incl_hit }};
    wire        excl_hit = {{ excl_hit }};
    wire        wp_ok = (!incl_any || incl_hit) && !excl_hit;
    wire        active = enable && !stopped_q && (!start_en || started_q || start_hit);
    wire        emit = (valid && active && cf_ok && wp_ok) || flush;

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            prev_pc_q <= {{ pcw }}'d0;
            prev_cf_q <= 1'b0;
            seen_q    <= 1'b0;
            started_q <= 1'b0;
            stopped_q <= 1'b0;
        end else begin
            if (valid) begin
                prev_pc_q <= pc;
                prev_cf_q <= is_cf;
                seen_q    <= 1'b1;
            end
            // Writing ctrl re-arms the triggers.
            if (ctrl_wr) started_q <= 1'b0;
            else if (enable && start_en && start_hit) started_q <= 1'b1;
            if (ctrl_wr) stopped_q <= 1'b0;
            else if (active && stop_en && stop_hit) stopped_q <= 1'b1;
        end
    end

    // ---- packet contents ---------------------------------------------------
    wire [{{ n * k - 1 }}:0] cnt_pkt;
    wire [{{ n - 1 }}:0] ovf_pkt;
    genvar gi;
    generate
        for (gi = 0; gi < {{ n }}; gi = gi + 1) begin : g_counter
            reg  [K-1:0] cnt_q;
            reg          ovf_q;
            wire [K:0]   sum = {1'b0, cnt_q} + { {K{1'b0}}, events[gi] };
            assign cnt_pkt[gi*K +: K] = sum[K-1:0];
            assign ovf_pkt[gi] = ovf_q | sum[K];
            always @(posedge clk{{ rst.sens }}) begin
                if ({{ rst.active }}) begin
                    cnt_q <= {K{1'b0}};
                    ovf_q <= 1'b0;
                end else if (emit) begin
                    cnt_q <= {K{1'b0}};
                    ovf_q <= 1'b0;
                end else begin
                    cnt_q <= sum[K-1:0];
                    ovf_q <= ovf_pkt[gi];
                end
            end
        end
    endgenerate

    reg  [{{ cw - 1 }}:0] cyc_q;
    wire [{{ cw - 1 }}:0] cyc_pkt = (&cyc_q) ? cyc_q : cyc_q + {{ cw }}'d1;
    reg  [{{ hw - 1 }}:0] halted_q;
    wire [{{ hw - 1 }}:0] halted_pkt = (halt_now && !(&halted_q)) ? halted_q + {{ hw }}'d1 : halted_q;
    reg  [31:0] seq_q;
    reg  [15:0] tl_q;
    wire [15:0] tlast_every = r_tlast_every[15:0];
    wire        last = flush || (tlast_every != 16'd0 && ({1'b0, tl_q} + 17'd1) >= {1'b0, tlast_every});

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            cyc_q    <= {{ cw }}'d0;
            halted_q <= {{ hw }}'d0;
            seq_q    <= 32'd0;
            tl_q     <= 16'd0;
        end else if (emit) begin
            cyc_q    <= {{ cw }}'d0;
            halted_q <= {{ hw }}'d0;
            seq_q    <= seq_q + 32'd1;
            tl_q     <= last ? 16'd0 : tl_q + 16'd1;
        end else begin
            cyc_q    <= cyc_pkt;
            halted_q <= halted_pkt;
        end
    end

    wire [{{ sw - 1 }}:0] pkt = {{ pkt_expr }};

    // ---- FIFO and AXI4-Stream output stage ----------------------------------
    reg  [{{ sw }}:0] mem [0:D-1];
    reg  [{{ ab - 1 }}:0] wr_ptr;
    reg  [{{ ab - 1 }}:0] rd_ptr;
    reg  [{{ level_bits - 1 }}:0] stored;
    reg  [{{ sw - 1 }}:0] tdata_q;
    reg         tlast_q;
    reg         tvalid_q;
    reg  [31:0] drops_q;
    wire        fifo_full = stored == {{ level_bits }}'d{{ depth }};
    wire        push = emit && !fifo_full;
    wire        pop  = tvalid_q && tready;
    wire        load = (!tvalid_q || pop) && stored != {{ level_bits }}'d0;
    assign level  = stored + { {{ level_bits - 1 }}'d0, tvalid_q };
    assign tdata  = tdata_q;
    assign tlast  = tlast_q;
    assign tvalid = tvalid_q;

    // Storage without reset, so it can map to block RAM.
    always @(posedge clk) begin
        if (push) mem[wr_ptr] <= {last, pkt};
    end

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            wr_ptr   <= {{ ab }}'d0;
            rd_ptr   <= {{ ab }}'d0;
            stored   <= {{ level_bits }}'d0;
            tdata_q  <= {{ sw }}'d0;
            tlast_q  <= 1'b0;
            tvalid_q <= 1'b0;
            drops_q  <= 32'd0;
        end else begin
            if (push) wr_ptr <= wr_ptr + {{ ab }}'d1;
            if (load) begin
                rd_ptr <= rd_ptr + {{ ab }}'d1;
                {tlast_q, tdata_q} <= mem[rd_ptr];
                tvalid_q <= 1'b1;
            end else if (pop) begin
                tvalid_q <= 1'b0;
            end
            stored <= stored + { {{ level_bits - 1 }}'d0, push } - { {{ level_bits - 1 }}'d0, load };
            if (clear_drops) drops_q <= 32'd0;
            else if (emit && fifo_full) drops_q <= drops_q + 32'd1;
        end
    end

    // ---- register reads ----------------------------------------------------
    wire [31:0] status = {27'd0, flush_pend_q, fifo_full, level == {{ level_bits }}'d0, halt_now, enable && !stopped_q && (!start_en || started_q)};
{% include "verilog/_reg_mux.v" %}

    // Not every register bit drives logic (read-back only), and rd strobes
    // have no side effects here.
    wire unused_ok = &{1'b0, req_rd, r_almost_full, r_tlast_every, r_ctrl, req_wdata, 1'b0};
endmodule
