// The reference for bench/area.sh's Fmax ratio: a lone 32-bit counter with a
// count enable and a synchronous reset, through the same registered wrapper
// (fpga/pnr_ice40.sh) as the generated tiles.
module lone_counter (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    output wire [31:0] count
);
    reg [31:0] count_q;
    assign count = count_q;
    always @(posedge clk) begin
        if (rst) count_q <= 32'd0;
        else if (en) count_q <= count_q + 32'd1;
    end
endmodule
