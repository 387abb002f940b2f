    // ---- a RAM word plus a side count ----------------------------------------
{%- if rw > 32 %}
    // Carry-select above bit 31: the low half adds the side count, and its
    // carry picks the high half or the high half plus one, added beside it.
    // No chain is longer than 32 bits, so a bank with 64-bit counters keeps
    // the 32-bit bank's adder delay in its fold and on its read path.
    localparam [RW-33:0] HI_ONE = 1;
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        reg   [32:0]   lo;
        begin
            lo = {1'b0, w[31:0]} + { {(33-K){1'b0}}, s};
            add_side = {lo[32] ? w[RW-1:32] + HI_ONE : w[RW-1:32], lo[31:0]};
        end
    endfunction
{%- else %}
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        add_side = w + { {(RW-K){1'b0}}, s};
    endfunction
{%- endif %}
