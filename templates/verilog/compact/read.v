    // ---- read path ---------------------------------------------------------
    // Edge r (the request): the slot taken. Edge r+1: the peek (the pick
    // within groups). Edge r+2: the groups combined (f1). Edge r+3: which
    // word is the base and what is added to it. Edge r+4: the RAM words
    // read: every fold captured before r+1 is written by then, and none
    // captured after it is. Edge r+5: the base word into flip-flops. Edge
    // r+6: base + side count into rd_data, for the one cycle the bus adapter
    // answers in ({{ rwait }} wait states); rd_data is zero in every other cycle.
    reg [5:0]           rv;    // a read's age, one bit per edge
    reg [4:0]           rc;    // ... and whether it reads a count
    reg [{{ wb - 1 }}:0]         r0_addr, r1_addr;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            rv <= 6'd0; rc <= 5'd0;
            r0_addr <= {{ wb }}'d0; r1_addr <= {{ wb }}'d0;
        end else begin
            rv <= {rv[4:0], rd_en};
            rc <= {rc[3:0], rd_en & |rd_hit};
            r0_addr <= rd_addr;
            r1_addr <= r0_addr;
        end
    end
    reg [1:0]       a2_sel, a3_sel;   // the base: 0 zero, 1 the count, 2 the snapshot
    reg [K-1:0]     a2_small, a3_small, a4_small;
    reg [WIDTH-1:0] DW, DS;
    always @(posedge clk) begin
        DW <= W2[f2i];
        DS <= Sm[f2i];
    end
    reg [31:0] word, word_q, base;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            a2_sel <= 2'd0; a2_small <= {K{1'b0}};
            a3_sel <= 2'd0; a3_small <= {K{1'b0}};
            a4_small <= {K{1'b0}}; base <= 32'd0; word_q <= 32'd0;
        end else begin
            if (f1snap) begin
                a2_sel   <= f1pend ? (f1sz ? 2'd0 : 2'd1) : 2'd2;
                a2_small <= f1pend ? f1m : {K{1'b0}};
            end else begin
                a2_sel   <= f1z ? 2'd0 : 2'd1;
                a2_small <= f1c;
            end
            a3_sel <= a2_sel; a3_small <= a2_small;
            a4_small <= rc[4] ? a3_small : {K{1'b0}};
            base <= !rc[4] ? word_q
                  : a3_sel == 2'd0 ? 32'd0
{%- if width < 32 %}
                  : { {{ 32 - width }}'d0, a3_sel == 2'd1 ? DW : DS};
{%- else %}
                  : (a3_sel == 2'd1 ? DW : DS);
{%- endif %}
            // One read is out at a time (the bus adapter takes no other
            // until this one is answered), so the word waits here.
            if (rv[1]) word_q <= word;
        end
    end
    // A count wraps at WIDTH bits; a register word has no side count, so
    // its upper bits pass unchanged.
    wire [WIDTH-1:0] lo_sum = base[WIDTH-1:0] + { {(WIDTH-K){1'b0}}, a4_small};
{%- if width < 32 %}
    wire [31:0]      answer = {base[31:WIDTH], lo_sum};
{%- else %}
    wire [31:0]      answer = lo_sum;
{%- endif %}
    // Register words: the registers just after the edge after the request.
    always @(*) begin
        case (r1_addr)
{%- for w in words %}
            {{ wb }}'d{{ w.0 }}: word = {{ w.1 }};
{%- endfor %}
            default: word = 32'd0;
        endcase
    end
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) rd_data <= 32'd0;
        else if (!rv[5]) rd_data <= 32'd0;
        else rd_data <= answer;
    end

{% include "verilog/bank/errors.v" %}
