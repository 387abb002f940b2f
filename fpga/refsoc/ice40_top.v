// The reference SoC on an iCE40 board: a boot ROM (boot.hex, the firmware
// image as 32-bit words) copied into the SoC's RAM through its loader port
// while the SoC is held in reset, then released. The console's byte and
// exit strobes are the board's pins, and so are the packer's stream valid
// and the parity of its data (a sink that is always ready), which keep the
// packer in the netlist. `REFSOC_TOP names the generated top and `RAM_ABITS
// its RAM's word-address width (fpga/refsoc_ice40.sh sets both).
module ice40_top (
    input  wire       clk,
    output wire       con_valid,
    output wire [7:0] con_data,
    output wire       exit_valid,
    output wire       trace_valid,
    output wire       trace_parity
);
    localparam WORDS = 1 << `RAM_ABITS;

    reg [31:0] rom [0:WORDS-1];
    initial $readmemh("boot.hex", rom);

    // Counts the words copied; its top bit ends reset. Power-up values are
    // the FPGA's configuration, so no reset pin is needed.
    reg [`RAM_ABITS+1:0] boot = 0;
    wire loading = ~boot[`RAM_ABITS+1];
    reg [31:0] ld_data = 32'd0;
    reg [`RAM_ABITS-1:0] ld_addr = 0;
    reg ld_en = 1'b0;
    always @(posedge clk) begin
        if (loading) boot <= boot + 1'b1;
        ld_data <= rom[boot[`RAM_ABITS-1:0]];
        ld_addr <= boot[`RAM_ABITS-1:0];
        // One pass over the ROM; the ROM read takes one edge.
        ld_en <= loading & ~boot[`RAM_ABITS];
    end

    wire [31:0] exit_status;
    wire [159:0] t_data;
    assign trace_parity = ^t_data;
    `REFSOC_TOP u_soc (
        .clk(clk),
        .rst_n(~loading),
        .ld_en(ld_en),
        .ld_addr(ld_addr),
        .ld_data(ld_data),
        .halt(1'b0),
        .ev_cpu0(4'd0),
        .con_valid(con_valid),
        .con_data(con_data),
        .exit_valid(exit_valid),
        .exit_status(exit_status),
        .t_ready(1'b1),
        .t_valid(trace_valid),
        .t_data(t_data)
    );
endmodule
