{{ header }}
// APB4 slave → register strobes. Zero wait states: the register is read or
// written at the end of the setup phase and the response is registered, so the
// access phase sees PREADY=1 with PRDATA/PSLVERR straight from flip-flops.
module {{ module }} #(
    parameter AW = 9
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
    output wire          pready,
    output reg  [31:0]   prdata,
    output reg           pslverr,
    // register strobes (word addresses)
    output wire          req_rd,
    output wire [AW-3:0] req_raddr,
    output wire          req_wr,
    output wire [AW-3:0] req_waddr,
    output wire [31:0]   req_wdata,
    output wire [3:0]    req_wstrb,
    input  wire [31:0]   rsp_rdata,
    input  wire          rsp_rerr,
    input  wire          rsp_werr
);
    wire setup = psel & ~penable;

    assign pready    = 1'b1;
    assign req_rd    = setup & ~pwrite;
    assign req_wr    = setup & pwrite;
    assign req_raddr = paddr[AW-1:2];
    assign req_waddr = paddr[AW-1:2];
    assign req_wdata = pwdata;
    assign req_wstrb = pstrb;

    // Byte-lane bits of the address are not decoded: every register is a word.
    wire unused_addr = &{1'b0, paddr[1:0], 1'b0};

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            prdata  <= 32'd0;
            pslverr <= 1'b0;
        end else if (setup) begin
            prdata  <= pwrite ? 32'd0 : rsp_rdata;
            pslverr <= pwrite ? rsp_werr : rsp_rerr;
        end
    end
endmodule
