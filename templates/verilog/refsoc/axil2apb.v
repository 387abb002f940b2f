{{ header }}
// AXI4-Lite slave to APB4 master: one transfer at a time. A write is taken
// when address and data are both valid, a read when no write is; the APB
// setup phase follows in the next cycle, then the access phase, held until
// PREADY. The response (SLVERR for PSLVERR, read data from PRDATA) is
// registered and held until accepted; no transfer is taken while one is.
module {{ module }} #(
    parameter AW = 12
) (
    input  wire          clk,
    input  wire          {{ rst.port }},
    // AXI4-Lite slave
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
    // APB4 master
    output reg           psel,
    output reg           penable,
    output reg           pwrite,
    output reg  [AW-1:0] paddr,
    output reg  [31:0]   pwdata,
    output reg  [3:0]    pstrb,
    output reg  [2:0]    pprot,
    input  wire          pready,
    input  wire [31:0]   prdata,
    input  wire          pslverr
);
    localparam [1:0] OKAY = 2'b00;
    localparam [1:0] SLVERR = 2'b10;

    wire idle = ~psel & ~bvalid & ~rvalid;
    wire take_w = idle & awvalid & wvalid;
    wire take_r = idle & arvalid & ~take_w;
    wire done = psel & penable & pready;
    assign awready = take_w;
    assign wready  = take_w;
    assign arready = take_r;

    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            psel    <= 1'b0;
            penable <= 1'b0;
            pwrite  <= 1'b0;
            paddr   <= {AW{1'b0}};
            pwdata  <= 32'h0;
            pstrb   <= 4'h0;
            pprot   <= 3'b000;
            bvalid  <= 1'b0;
            bresp   <= OKAY;
            rvalid  <= 1'b0;
            rresp   <= OKAY;
            rdata   <= 32'h0;
        end else begin
            if (take_w | take_r) begin
                psel   <= 1'b1;
                pwrite <= take_w;
                paddr  <= take_w ? awaddr : araddr;
                pwdata <= take_w ? wdata : 32'h0;
                pstrb  <= take_w ? wstrb : 4'h0;
                pprot  <= take_w ? awprot : arprot;
            end else if (psel & ~penable) begin
                penable <= 1'b1;
            end else if (done) begin
                psel    <= 1'b0;
                penable <= 1'b0;
                if (pwrite) begin
                    bvalid <= 1'b1;
                    bresp  <= pslverr ? SLVERR : OKAY;
                end else begin
                    rvalid <= 1'b1;
                    rresp  <= pslverr ? SLVERR : OKAY;
                    rdata  <= prdata;
                end
            end
            if (bvalid & bready) bvalid <= 1'b0;
            if (rvalid & rready) rvalid <= 1'b0;
        end
    end
endmodule
