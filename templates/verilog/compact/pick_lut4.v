    // On 4-input LUTs a group is eight monitors, an AND-OR under the one-hot
    // slot (fo), which needs no decoder.
    reg  [G*PW-1:0] grp;
    generate for (g = 0; g < G; g = g + 1) begin : pick
        wire [8*PW-1:0] v;
        wire [7:0]      o;
        for (e = 0; e < 8; e = e + 1) begin : slot
            if (8 * g + e < N) begin : in
                assign v[e*PW +: PW] = pick_d[(8*g+e)*PW +: PW];
                assign o[e] = fo[8*g+e];
            end else begin : out
                assign v[e*PW +: PW] = {PW{1'b0}};
                assign o[e] = 1'b0;
            end
        end
        reg [PW-1:0] t;
        integer q;
        always @(*) begin
            t = {PW{1'b0}};
            for (q = 0; q < 8; q = q + 1) t = t | (v[q*PW +: PW] & {PW{o[q]}});
        end
        always @(posedge clk) grp[g*PW +: PW] <= t;
    end endgenerate
    integer h;
    always @(*) begin
        picked = {PW{1'b0}};
        for (h = 0; h < G; h = h + 1) picked = picked | grp[h*PW +: PW];
    end
