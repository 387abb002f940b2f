{{ header }}
// APB4 slave → register strobes. The register is read or written at the end
// of the setup phase. With RWAIT = 0 there are no wait states: in the access
// phase (PREADY=1, with PADDR held by the protocol) the block answers from
// its flip-flops, so PRDATA and PSLVERR need no register of their own here.
// A block that answers RWAIT cycles later (a compact-snapshot bank) gets
// RWAIT wait states on reads; writes never wait.
//
// The block behind decides, from the request's address and PPROT, whether
// the access policy denies it (rd_deny, wr_deny). A denied access never
// reaches the block, so it changes no state; it is answered at once, in its
// access phase, with PRDATA zero and PSLVERR = DENY_ERR.
module {{ module }} #(
    parameter AW = 9,
    parameter RWAIT = 0,
    parameter DENY_ERR = 1,
    parameter ENFORCE = 0
) (
    input  wire          clk,
    input  wire          {{ rst.port }},
    // APB4
    input  wire          psel,
    input  wire          penable,
    input  wire          pwrite,
    input  wire [AW-1:0] paddr,
    input  wire [31:0]   pwdata,
    input  wire [3:0]    pstrb,
    input  wire [2:0]    pprot,
    output wire          pready,
    output wire [31:0]   prdata,
    output wire          pslverr,
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
    wire setup = psel & ~penable;

    generate if (RWAIT == 0) begin : no_wait
        assign pready = 1'b1;
        wire unused_rst = &{1'b0, clk, {{ rst.port }}, 1'b0};
    end else begin : read_wait
        // A read's age, one bit per edge: the answer is out when it is RWAIT.
        reg [RWAIT:0] rq;
        always @(posedge clk{{ rst.sens }}) begin
            if ({{ rst.active }}) rq <= {(RWAIT+1){1'b0}};
            else rq <= {rq[RWAIT-1:0], req_rd};
        end
        assign pready = pwrite | rd_refused | rq[RWAIT];
    end endgenerate
    assign req_rd    = setup & ~pwrite & ~rd_refused;
    assign req_wr    = setup & pwrite & ~wr_refused;
    assign req_rprot = pprot;
    assign req_wprot = pprot;
    assign req_raddr = paddr[AW-1:2];
    assign req_waddr = paddr[AW-1:2];
    assign req_wdata = pwdata;
    assign req_wstrb = pstrb;

    // Byte-lane bits of the address are not decoded: every register is a word.
    wire unused_addr = &{1'b0, paddr[1:0], 1'b0};

    // PPROT and the address are held through the access phase, so the
    // decisions taken in the setup phase still stand here.
    wire access = psel & penable;
    wire deny = pwrite ? wr_refused : rd_refused;
    wire deny_err = DENY_ERR != 0;
    assign prdata  = rd_refused ? 32'd0 : rsp_rdata;
    assign pslverr = access & (deny ? deny_err : pwrite ? rsp_werr : rsp_rerr);
endmodule
