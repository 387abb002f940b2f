    // ---- a RAM word plus a side count ----------------------------------------
{%- if rw > 32 %}
    // The high half of a LO read's kept word adds the carry into bit 32
    // (read.v); the fold adds in segments (fold.v).
    localparam [RW-33:0] HI_ONE = 1;
{%- else %}
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        add_side = w + { {(RW-K){1'b0}}, s};
    endfunction
{%- endif %}
