    // ---- a RAM word plus a side count ----------------------------------------
{%- if rw > 32 %}
    // Carry-select above bit 31: the low half adds the side count, and `c32`,
    // the carry into bit 32, picks the high half or the high half plus one,
    // added beside it. The caller derives `c32` from the K-bit sum's carry and
    // a flag, registered an edge earlier, that the word's bits K to 31 are
    // all ones: no chain is longer than 32 bits and none runs into another,
    // so a bank with 64-bit counters keeps the 32-bit bank's adder delay in
    // its fold and on its read path.
    localparam [RW-33:0] HI_ONE = 1;
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        input          c32;
        add_side = {c32 ? w[RW-1:32] + HI_ONE : w[RW-1:32], w[31:0] + { {(32-K){1'b0}}, s}};
    endfunction
{%- else %}
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        add_side = w + { {(RW-K){1'b0}}, s};
    endfunction
{%- endif %}
