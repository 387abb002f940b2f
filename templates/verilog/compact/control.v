    // ---- control -----------------------------------------------------------
    // Writes act one edge after their request: what fans out to every
    // monitor (snapshot, clear, freeze, the flag words' strobes) then starts
    // at a flip-flop.
    wire snap_wr  = wr_en & (wr_addr == A_SNAPSHOT) & wr_strb[0];
    wire ctrl_wr  = wr_en & (wr_addr == A_CTRL) & wr_strb[0];
    wire gsnap_wr = wr_en & (wr_addr == A_GLOBAL_SNAPSHOT) & wr_strb[0];
    wire clear_nx = ctrl_wr & wr_data[1];
    // The SoC-wide snapshot request leaves in the cycle of the write; every
    // bank registers the broadcast like its own snapshot write.
    assign gsnap_set_req = gsnap_wr & wr_data[0];
    assign gsnap_clr_req = gsnap_wr & ~wr_data[0];
    reg [31:0] wq_data;
{%- if prog.is_some() %}
    // The write itself, an edge late, for the programmable counters.
    reg        wq_en;
    reg [{{ wb - 1 }}:0] wq_addr;
    reg [3:0]  wq_strb;
{%- endif %}
{%- if !unused_wdata.is_empty() %}
    // Bits of the written word that no register of this bank stores.
    wire unused_wq_data = &{1'b0, {% for b in unused_wdata %}wq_data[{{ b }}], {% endfor %}1'b0};
{%- endif %}
    reg        snap_take, snap_rel, run_wr, clear;
{%- for k in flag_words %}
    // Flag word {{ k }}'s strobes, one per byte lane.
    reg [3:0]  en{{ k }}_wr, ovf{{ k }}_wr, ie{{ k }}_wr;
{%- endfor %}
{%- for w in unused_lanes %}
    // Byte lanes of flag word {{ w.0 }} with no monitor's flag.
    wire unused_lanes{{ w.0 }} = &{1'b0, {% for l in w.1 %}en{{ w.0 }}_wr[{{ l }}], ovf{{ w.0 }}_wr[{{ l }}], ie{{ w.0 }}_wr[{{ l }}], {% endfor %}1'b0};
{%- endfor %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            wq_data   <= 32'd0;
{%- if prog.is_some() %}
            wq_en     <= 1'b0;
            wq_addr   <= {{ wb }}'d0;
            wq_strb   <= 4'd0;
{%- endif %}
            snap_take <= 1'b0;
            snap_rel  <= 1'b0;
            run_wr    <= 1'b0;
            clear     <= 1'b0;
{%- for k in flag_words %}
            en{{ k }}_wr  <= 4'd0;
            ovf{{ k }}_wr <= 4'd0;
            ie{{ k }}_wr  <= 4'd0;
{%- endfor %}
        end else begin
            wq_data   <= wr_data;
{%- if prog.is_some() %}
            wq_en     <= wr_en;
            wq_addr   <= wr_addr;
            wq_strb   <= wr_strb;
{%- endif %}
            snap_take <= (snap_wr & wr_data[0]) | gsnap_set;
            snap_rel  <= (snap_wr & ~wr_data[0]) | gsnap_clr;
            run_wr    <= ctrl_wr;
            clear     <= clear_nx;
{%- for k in flag_words %}
            en{{ k }}_wr  <= {4{wr_en & (wr_addr == A_ENABLE{{ k }})}} & wr_strb;
            ovf{{ k }}_wr <= {4{wr_en & (wr_addr == A_OVERFLOW{{ k }})}} & wr_strb;
            ie{{ k }}_wr  <= {4{wr_en & (wr_addr == A_OVERFLOW_IRQ_ENABLE{{ k }})}} & wr_strb;
{%- endfor %}
        end
    end
    // zap: reset or clear, one flip-flop, for the per-monitor registers
    // that both empty (side counter, zero mark, overflow flag), which then
    // need no reset of their own: they empty at the edge after reset, and
    // an event at that edge is not counted.
    reg zap;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) zap <= 1'b1;
        else zap <= clear_nx;
    end
    reg snap_q, run_q;
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            snap_q <= 1'b0;
            run_q  <= 1'b1;
        end else begin
            if (snap_take) snap_q <= 1'b1;
            else if (snap_rel) snap_q <= 1'b0;
            if (run_wr) run_q <= ~wq_data[0];
        end
    end
