// One of N entries of W bits, picked in two registered halves: an edge
// captures the pick within each group of eight, and the groups are combined
// after it (combinationally, for the next edge to capture). On 4-input LUTs
// (LUT6 = 0) the pick is AND-OR under a one-hot select, which needs no
// decoder; on 6-input LUTs (LUT6 = 1) it is a binary-indexed multiplexer,
// which takes fewer of them (bench/probes/README.md gives both counts).
module hybrid_pick #(
    parameter N = 59,
    parameter W = 15,
    parameter PB = 6,
    parameter LUT6 = 0
) (
    input  wire           clk,
    input  wire [N*W-1:0] d,
    input  wire [N-1:0]   oh,
    input  wire [PB-1:0]  idx,
    output reg  [W-1:0]   q
);
    localparam G = (N + 7) / 8;
    reg [G*W-1:0]  grp;
    reg [PB-4:0]   hi;
    always @(posedge clk) hi <= idx[PB-1:3];
    genvar g, k;
    generate for (g = 0; g < G; g = g + 1) begin : grp_g
        wire [8*W-1:0] v;
        wire [7:0]     o;
        for (k = 0; k < 8; k = k + 1) begin : e
            if (8 * g + k < N) begin : in
                assign v[k*W +: W] = d[(8*g+k)*W +: W];
                assign o[k] = oh[8*g+k];
            end else begin : out
                assign v[k*W +: W] = {W{1'b0}};
                assign o[k] = 1'b0;
            end
        end
        reg [W-1:0] t;
        integer j;
        always @(*) begin
            if (LUT6 != 0) t = v[idx[2:0]*W +: W];
            else begin
                t = {W{1'b0}};
                for (j = 0; j < 8; j = j + 1) t = t | (v[j*W +: W] & {W{o[j]}});
            end
        end
        always @(posedge clk) grp[g*W +: W] <= t;
    end endgenerate
    integer h;
    always @(*) begin
        if (LUT6 != 0) q = grp[hi*W +: W];
        else begin
            q = {W{1'b0}};
            for (h = 0; h < G; h = h + 1) q = q | grp[h*W +: W];
        end
    end
endmodule
