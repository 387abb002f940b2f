// Runs the post-synthesis netlist of ice40_top: writes what the firmware
// prints to console.txt and stops at its exit (or after a bound).
`timescale 1ns / 1ps
module tb;
    reg clk = 1'b0;
    wire con_valid, exit_valid;
    wire [7:0] con_data;
    integer cycles = 0;
    integer console;
    ice40_top dut (.clk(clk), .con_valid(con_valid), .con_data(con_data), .exit_valid(exit_valid));
    initial console = $fopen("console.txt", "w");
    always #5 clk = ~clk;
    always @(posedge clk) begin
        cycles <= cycles + 1;
        if (con_valid) $fwrite(console, "%c", con_data);
        if (exit_valid) begin
            $fclose(console);
            $display("netlist: exit after %0d cycles", cycles);
            $finish;
        end
        if (cycles == 200000) begin
            $display("netlist: no exit within 200000 cycles");
            $finish;
        end
    end
endmodule
