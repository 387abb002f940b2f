    // ---- a RAM word plus a side count ----------------------------------------
{%- if rw <= 32 %}
    function [RW-1:0] add_side;
        input [RW-1:0] w;
        input [K-1:0]  s;
        add_side = w + { {(RW-K){1'b0}}, s};
    endfunction
{%- else %}
    // A wide word adds in 16-bit segments (fold.v) and by halves (read.v).
{%- endif %}
