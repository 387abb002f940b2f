{{ header }}
// AXI4-Lite slave → register strobes. A write is taken when address and data
// are both valid and the write-response slot is free; a read when the read
// data slot is free and no read is in flight. The block answers a read in
// the cycle after the request (the address held here), and the answer is
// registered and held until accepted: RVALID rises two cycles after the
// AR handshake. A block that answers RWAIT cycles later (a compact-snapshot
// bank) holds the address as long, and RVALID rises RWAIT cycles later.
//
// The block behind decides, from the request's address and AxPROT, whether
// the access policy denies it (rd_deny, wr_deny). A denied access is taken
// on the bus as any other, with the same timing, but never reaches the
// block, so it changes no state; its response is DENY_ERR ? SLVERR : OKAY,
// with RDATA zero.
module {{ module }} #(
    parameter AW = 9,
    parameter RWAIT = 0,
    parameter DENY_ERR = 1,
    parameter ENFORCE = 0
) (
    input  wire          clk,
    input  wire          {{ rst.port }},
    // AXI4-Lite
    input  wire [AW-1:0] awaddr,
    input  wire [2:0]    awprot,
    input  wire          awvalid,
    output wire          awready,
    input  wire [31:0]   wdata,
    input  wire [3:0]    wstrb,
    input  wire          wvalid,
    output wire          wready,
    output reg  [1:0]    bresp,
    output reg           bvalid,
    input  wire          bready,
    input  wire [AW-1:0] araddr,
    input  wire [2:0]    arprot,
    input  wire          arvalid,
    output wire          arready,
    output reg  [31:0]   rdata,
    output reg  [1:0]    rresp,
    output reg           rvalid,
    input  wire          rready,
    // register strobes (word addresses)
    output wire          req_rd,
    output wire [AW-3:0] req_raddr,
    output wire          req_wr,
    output wire [AW-3:0] req_waddr,
    output wire [31:0]   req_wdata,
    output wire [3:0]    req_wstrb,
    output wire [2:0]    req_rprot,
    output wire [2:0]    req_wprot,
    input  wire          rd_deny,
    input  wire          wr_deny,
    input  wire [31:0]   rsp_rdata,
    input  wire          rsp_rerr,
    input  wire          rsp_werr
);
    // A block whose every window lets every master in has ENFORCE = 0: the
    // gate's inputs are ignored here, so the policy costs nothing even
    // where synthesis keeps this module's boundary.
    wire rd_refused = (ENFORCE != 0) & rd_deny;
    wire wr_refused = (ENFORCE != 0) & wr_deny;
    localparam [1:0] OKAY = 2'b00;
    localparam [1:0] SLVERR = 2'b10;

    wire b_free = ~bvalid | bready;
    wire r_free = ~rvalid | rready;

    wire [1:0] deny_resp = DENY_ERR != 0 ? SLVERR : OKAY;

    wire w_take = awvalid & wvalid & b_free;
    assign req_wr    = w_take & ~wr_refused;
    assign req_wprot = awprot;
    assign awready   = w_take;
    assign wready    = w_take;
    assign req_waddr = awaddr[AW-1:2];
    assign req_wdata = wdata;
    assign req_wstrb = wstrb;

    // A read's age, one bit per edge: in flight while any bit is set,
    // answered when bit RWAIT is.
    reg  [RWAIT:0] rq;
    wire           rpend = |rq;
    wire           answer = rq[RWAIT];
    wire           r_take = arvalid & arready;
    wire [RWAIT:0] rq_next;
    generate if (RWAIT == 0) begin : no_wait
        assign rq_next = r_take;
    end else begin : read_wait
        assign rq_next = {rq[RWAIT-1:0], r_take};
    end endgenerate
    reg  [AW-3:0]  raddr_q;
    reg            rdeny_q;
    assign arready   = r_free & ~rpend;
    assign req_rd    = r_take & ~rd_refused;
    assign req_rprot = arprot;
    assign req_raddr = rpend ? raddr_q : araddr[AW-1:2];

    // Byte-lane bits of the addresses are not decoded: every register is a word.
    wire unused_addr = &{1'b0, awaddr[1:0], araddr[1:0], 1'b0};

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            bvalid <= 1'b0;
            bresp  <= OKAY;
        end else if (w_take) begin
            bvalid <= 1'b1;
            bresp  <= wr_refused ? deny_resp : rsp_werr ? SLVERR : OKAY;
        end else if (bready) begin
            bvalid <= 1'b0;
        end
    end

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            rq      <= {(RWAIT+1){1'b0}};
            raddr_q <= {(AW-2){1'b0}};
            rdeny_q <= 1'b0;
            rvalid  <= 1'b0;
            rdata   <= 32'd0;
            rresp   <= OKAY;
        end else begin
            rq <= rq_next;
            if (r_take) begin
                raddr_q <= araddr[AW-1:2];
                rdeny_q <= rd_refused;
            end
            if (answer) begin
                rvalid <= 1'b1;
                rdata  <= rdeny_q ? 32'd0 : rsp_rdata;
                rresp  <= rdeny_q ? deny_resp : rsp_rerr ? SLVERR : OKAY;
            end else if (rready) begin
                rvalid <= 1'b0;
            end
        end
    end
endmodule
