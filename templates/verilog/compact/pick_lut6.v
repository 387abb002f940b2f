    // On 6-input LUTs a group is eight monitors, a binary multiplexer on the
    // slot's index; the one-hot slot is not needed. (Groups of sixteen cost
    // more: synthesis builds a sixteen-way pick from LUTs alone.)
    wire unused_fo = &{1'b0, fo, 1'b0};
    reg  [G*PW-1:0] grp;
    reg  [PB-4:0]   grp_hi;
    always @(posedge clk) grp_hi <= fi[PB-1:3];
    generate for (g = 0; g < G; g = g + 1) begin : pick
        wire [8*PW-1:0] v;
        for (e = 0; e < 8; e = e + 1) begin : slot
            if (8 * g + e < N) begin : in
                assign v[e*PW +: PW] = pick_d[(8*g+e)*PW +: PW];
            end else begin : out
                assign v[e*PW +: PW] = {PW{1'b0}};
            end
        end
        reg [PW-1:0] t;
        always @(*) t = v[fi[2:0]*PW +: PW];
        always @(posedge clk) grp[g*PW +: PW] <= t;
    end endgenerate
    always @(*) picked = grp[grp_hi*PW +: PW];
