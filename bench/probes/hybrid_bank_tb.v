`timescale 1ns/1ps
// Random test of the compact-snapshot probe against the full-shadow bank's
// semantics (a reference written here from the README's rules): every read of
// a counter, flag or control word must give the reference's value; after
// each quiet stretch every overflow flag must agree, and at the end irq too.
module hybrid_bank_tb #(
    // cycles from a read request to its rd_valid
    parameter LAT = 7,
    // edges from a write's request to the edge it acts at, less one
    parameter WDELAY = 1,
    // edges from a read's request to the edge whose registers it returns
    parameter RDELAY = 1,
    // the probe's picks for 6-input LUTs
    parameter LUT6 = 0
);
    localparam N = 59, WIDTH = 10;
    reg clk = 0, rst = 1;
    reg rd_en = 0, wr_en = 0;
    reg [6:0] rd_addr = 0, wr_addr = 0;
    reg [31:0] wr_data = 0;
    reg [N-1:0] ev = 0;
    wire [31:0] rd_data; wire rd_valid, irq;
    hybrid_bank #(.N(N), .WIDTH(WIDTH), .LUT6(LUT6)) dut (.clk(clk), .rst(rst), .rd_en(rd_en), .rd_addr(rd_addr),
        .rd_data(rd_data), .rd_valid(rd_valid), .wr_en(wr_en), .wr_addr(wr_addr), .wr_data(wr_data),
        .ev(ev), .irq(irq));
    // reference: the full-shadow semantics
    reg [WIDTH-1:0] cnt [0:N-1];
    reg [WIDTH-1:0] shd [0:N-1];
    reg [63:0] en, ie, ovf;
    reg snap_q, run_q;
    // i: the reference's loops; k: check_flags's (another process)
    integer i, k, cyc, errors, checked, flag_checks, flags_seen, clr_at, chk_at;
    reg [6:0] rq_addr; reg rq_pending; integer rq_cyc; reg [31:0] exp_q; reg exp_v; integer due;
    // The write as the reference applies it: at its request edge, or with
    // WDELAY one edge later.
    reg        d_wen = 0;
    reg [6:0]  d_waddr = 0;
    reg [31:0] d_wdata = 0;
    always @(posedge clk) begin d_wen <= wr_en; d_waddr <= wr_addr; d_wdata <= wr_data; end
    wire        rw_en   = WDELAY ? d_wen : wr_en;
    wire [6:0]  rw_addr = WDELAY ? d_waddr : wr_addr;
    wire [31:0] rw_data = WDELAY ? d_wdata : wr_data;
    wire snap_take = rw_en && rw_addr == 0 && rw_data[0];
    wire snap_rel  = rw_en && rw_addr == 0 && !rw_data[0];
    wire clear     = rw_en && rw_addr == 1 && rw_data[1];
    always #5 clk = ~clk;
    always @(posedge clk) begin
        if (rst) begin
            for (i = 0; i < N; i = i + 1) begin cnt[i] <= 0; shd[i] <= 0; end
            en <= {64{1'b1}}; ie <= 0; ovf <= 0; snap_q <= 0; run_q <= 1;
        end else begin
            for (i = 0; i < N; i = i + 1) begin
                if (clear) begin cnt[i] <= 0; ovf[i] <= 0; end
                else if (ev[i] & en[i] & run_q) begin
                    cnt[i] <= cnt[i] + 1'b1;
                    if (&cnt[i]) ovf[i] <= 1'b1;
                end
                if (!snap_q || snap_take) shd[i] <= cnt[i];
                if (rw_en && rw_addr == 2 + i / 32) en[i] <= rw_data[i % 32];
                if (rw_en && rw_addr == 6 + i / 32) ie[i] <= rw_data[i % 32];
            end
            if (snap_take) snap_q <= 1; else if (snap_rel) snap_q <= 0;
            if (rw_en && rw_addr == 1) run_q <= ~rw_data[0];
        end
    end
    function [31:0] ref_word(input [6:0] a);
        begin
            if (a >= 8) ref_word = shd[a - 8];
            else case (a)
                0: ref_word = {31'd0, snap_q};
                1: ref_word = {31'd0, ~run_q};
                2: ref_word = en[31:0];
                3: ref_word = {5'd0, en[58:32]};
                6: ref_word = ie[31:0];
                7: ref_word = {5'd0, ie[58:32]};
                default: ref_word = 32'hx;
            endcase
        end
    endfunction
    // Every overflow flag against the reference's (the folds have landed).
    task check_flags;
        for (k = 0; k < N; k = k + 1)
            if (dut.ovf[k] !== ovf[k]) begin
                errors = errors + 1;
                if (errors < 20) $display("cycle %0d: ovf[%0d] %b, expected %b", cyc, k, dut.ovf[k], ovf[k]);
            end
    endtask
    integer r;
    initial begin
        errors = 0; flag_checks = 0; flags_seen = 0; clr_at = 200010; chk_at = 0; checked = 0; rq_pending = 0; exp_v = 0; due = 0;
        repeat (3) @(negedge clk);
        rst = 0;
        for (cyc = 0; cyc < 400000; cyc = cyc + 1) begin
            @(negedge clk);
            // One read is out at a time. Its expected value is the reference
            // just after its request edge, taken here in the next cycle; the
            // answer is due LAT cycles after the request.
            if (exp_v && cyc == due) begin
                if (!rd_valid) begin errors = errors + 1; $display("no rd_valid at %0d", cyc); end
                else if (rd_data !== exp_q) begin
                    errors = errors + 1;
                    if (errors < 10) $display("cycle %0d: read %0d gave %h, expected %h", cyc, rq_addr, rd_data, exp_q);
                end else checked = checked + 1;
                exp_v = 0;
            end else if (rd_valid) begin
                errors = errors + 1; $display("rd_valid with no read due at %0d", cyc);
            end
            if (rq_pending && cyc == rq_cyc + 1 + RDELAY) begin
                exp_q = ref_word(rq_addr); exp_v = 1; due = rq_cyc + LAT; rq_pending = 0;
            end
            rd_en = 0; wr_en = 0;
            // The overflow flags rise late (when a fold carries), so they
            // are compared after a quiet stretch, not read.
            if ((cyc % 20000 == 0 && cyc > 0) || cyc == chk_at) begin
                check_flags;
                flag_checks = flag_checks + 1;
                flags_seen = flags_seen + $countones(ovf);
            end
            ev = {$urandom, $urandom};
            // A stretch with every event on: a side counter then holds as
            // many counts as slots since its last fold.
            // Blocks of it: quiet up to a flag check (chk_at), then every
            // event on until a clear (clr_at) lands while the wraps' carries
            // are being folded.
            if (cyc >= 200000 && cyc < 210000) ev = (cyc <= chk_at) ? {N{1'b0}} : {N{1'b1}};
            // Quiet before each check of the flags below: every fold in
            // flight lands, and every side counter is folded.
            if (cyc % 20000 >= 19800) ev = 0;
            if (cyc > 390000) ev = 0;
            r = $urandom % 10000;
            if (cyc >= 340001 && cyc <= 340003) begin
                // The last stretch counts on every other monitor only, after a
                // clear: the flags at the end then tell which monitor wrapped.
                wr_en = 1; wr_addr = cyc - 340000; wr_data = cyc == 340001 ? 2 : 32'h5555_5555;
            end else if (cyc == clr_at && cyc < 210000) begin
                // In the all-on stretch, a clear (running) 2-61 cycles after
                // the counters wrapped: it lands while their carries are
                // being folded, and a carry in flight must not set its flag.
                // The flags are checked after 250 quiet cycles.
                wr_en = 1; wr_addr = 1; wr_data = 2;
                chk_at = cyc + 250;
                clr_at = chk_at + 1026 + $urandom % 60;
            end else if (r < 3000 && !exp_v && !rq_pending && cyc <= 390000) begin
                rd_en = 1;
                rd_addr = ($urandom % 8 == 0) ? (($urandom % 2) ? 2 + $urandom % 2 : 6 + $urandom % 2)
                          : 8 + $urandom % N;
                if ($urandom % 20 == 0) rd_addr = $urandom % 2;
                rq_addr = rd_addr; rq_pending = 1; rq_cyc = cyc;
            end else if (r < 3100 && cyc <= 390000) begin
                wr_en = 1; wr_addr = 0; wr_data = 1;
            end else if (r < 3250 && cyc <= 390000) begin
                wr_en = 1; wr_addr = 0; wr_data = 0;
            end else if (r < 3260 && cyc <= 390000) begin
                wr_en = 1; wr_addr = 1; wr_data = $urandom % 2;
            end else if (r < 3261 && cyc <= 340000) begin
                wr_en = 1; wr_addr = 1; wr_data = {30'd0, 1'b1, run_q ? 1'b0 : 1'b1};
            end else if (r < 3266 && cyc <= 340000) begin
                wr_en = 1; wr_addr = 2 + $urandom % 2; wr_data = $urandom | $urandom | $urandom;
            end else if (r < 3271 && cyc <= 390000) begin
                wr_en = 1; wr_addr = 6 + $urandom % 2; wr_data = $urandom;
            end else if (cyc == 390001) begin
                wr_en = 1; wr_addr = 1; wr_data = 0;
            end
        end
        // the sweep has passed every monitor since the last event: the flags agree
        check_flags;
        if (irq !== |(ovf[58:0] & ie[58:0])) begin errors = errors + 1; $display("irq %b", irq); end
        $display("%0d reads checked, %0d overflow flags set at the end, %0d flag checks (%0d flags set), %0d errors",
                 checked, $countones(ovf), flag_checks, flags_seen, errors);
        if (errors != 0) $fatal(1, "FAIL");
        $finish;
    end
endmodule
