// The probe at the like-for-like tile's size, with literal port widths for
// fpga/pnr_ice40.sh's register wrapper.
module hybrid_bank_59 #(
    // 1 for 6-input-LUT fabrics (bench/probes/hybrid_bank.sh sets it for 7-series)
    parameter LUT6 = 0
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        rd_en,
    input  wire [6:0]  rd_addr,
    output wire [31:0] rd_data,
    output wire        rd_valid,
    input  wire        wr_en,
    input  wire [6:0]  wr_addr,
    input  wire [31:0] wr_data,
    input  wire [58:0] ev,
    output wire        irq
);
    hybrid_bank #(.N(59), .WIDTH(32), .LUT6(LUT6)) u_bank (
        .clk(clk), .rst(rst), .rd_en(rd_en), .rd_addr(rd_addr), .rd_data(rd_data),
        .rd_valid(rd_valid), .wr_en(wr_en), .wr_addr(wr_addr), .wr_data(wr_data),
        .ev(ev), .irq(irq)
    );
endmodule
