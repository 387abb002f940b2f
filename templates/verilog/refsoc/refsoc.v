{{ header }}
// Reference SoC of {{ soc }}: a PicoRV32 core ({{ isa }}, interrupts, RVFI),
// {{ ram_bytes }} bytes of RAM at 0x0, a console/exit device at {{ console }},
// and the monitor SoC {{ mon_module }} at {{ mon_base }} ({{ mon_span }} bytes) on the
// core's AXI4-Lite bus{% if apb %}, through an AXI4-Lite to APB4 bridge{% endif %}.
//
// PicoRV32's bus has one transaction in flight at a time and holds its
// address until the response: every slave answers the requests decoded to
// it, and their responses are merged. Addresses outside the RAM, the
// console and the monitor windows get DECERR. picorv32_axi has no
// BRESP/RRESP inputs, so every error response is brought out (bus_err).
//
// The console: a write at +0 prints its low byte (con_valid, con_data);
// a write at +4 ends the run with its value (exit_valid, exit_status).
// Reads of the console return 0.
//
// While `halt`{% if packer.is_some() %} or the packer's halt{% endif %} is high no new request of the core reaches a
// slave and none is accepted: the core stops at its next bus access (an
// instruction fetch at the latest); a request already accepted completes.
{%- if let Some(pk) = packer %}
//
// The trace packer {{ pk.module }} takes the core's RVFI retirements (PC,
// instruction, and the register written: {{ pk.regs_doc }}); its counters
// count {{ pk.events_doc }}. Its stream comes out as t_*.
{%- endif %}
{%- if !ac.is_empty() %}
//
// The AutoCounter domains at the base clock ({% for d in ac %}{{ d.name }}{% if !loop.last %}, {% endif %}{% endfor %}) are on a bus of
// their own, h_*, offsets from {{ ac_base }}: the harness drains them out of band,
// as FireSim's host does; the core does not reach them.
{%- endif %}
//
// Core events drive the monitors of tile {{ core_tile }}; every other event
// bit comes from the ev_* and pev_* inputs. Everything the monitor SoC sees
// and answers is brought out as m_* for its golden model.
module {{ module }} (
{%- for p in ports %}
    {{ p.dir }} wire {% if p.vector %}[{{ p.width - 1 }}:0] {% endif %}{{ p.name }}{% if !loop.last %},{% endif %}
{%- endfor %}
);
    localparam [31:0] MON_BASE = {{ mon_base }};
    localparam [31:0] MON_SPAN = {{ mon_span }};
    localparam [28:0] CON_WORD2 = {{ console_word2 }};
    localparam [1:0]  OKAY = 2'b00;
    localparam [1:0]  DECERR = 2'b11;

    wire resetn = {% if rst.port == "rst_n" %}rst_n{% else %}~rst{% endif %};
{%- if packer.is_some() %}
    wire pk_halt_w;
    wire core_halt = halt | pk_halt_w;
    assign pk_halt = pk_halt_w;
{%- else %}
    wire core_halt = halt;
{%- endif %}

    // ---- the core ----
    wire        awvalid;
    wire        awready;
    wire [31:0] awaddr;
    wire        wvalid;
    wire        wready;
    wire [31:0] wdata;
    wire [3:0]  wstrb;
    wire        bvalid;
    wire        bready;
    wire        arvalid;
    wire        arready;
    wire [31:0] araddr;
    wire        rvalid;
    wire        rready;
    wire [31:0] rdata;
    wire [31:0] irq_lines;
    wire [2:0]  core_awprot;
    wire [2:0]  core_arprot;
    wire        unused_pcpi_valid;
    wire [31:0] unused_pcpi_insn;
    wire [31:0] unused_pcpi_rs1;
    wire [31:0] unused_pcpi_rs2;
    wire [31:0] unused_eoi;
    wire [63:0] unused_rvfi_order;
    wire        unused_rvfi_halt;
    wire [4:0]  unused_rvfi_rs1_addr;
    wire [4:0]  unused_rvfi_rs2_addr;
    wire [31:0] unused_rvfi_rs1_rdata;
    wire [31:0] unused_rvfi_rs2_rdata;
    wire        unused_trace_valid;
    wire [35:0] unused_trace_data;

    picorv32_axi #(
        .ENABLE_COUNTERS(1),
        .ENABLE_COUNTERS64(1),
        .BARREL_SHIFTER({{ mul }}),
        .COMPRESSED_ISA(1),
        .ENABLE_MUL({{ mul }}),
        .ENABLE_DIV({{ mul }}),
        .ENABLE_IRQ(1),
        .ENABLE_IRQ_QREGS(1),
        .ENABLE_IRQ_TIMER(1),
        // The monitor interrupts are levels, held until software clears
        // the flag: not latched, or the core would take one again after
        // the handler's clear.
        .LATCHED_IRQ(32'h{{ latched_irq }}),
        .PROGADDR_RESET(32'h{{ reset_pc }}),
        .PROGADDR_IRQ(32'h{{ irq_pc }}),
        .STACKADDR(32'h{{ stack }})
    ) u_core (
        .clk(clk),
        .resetn(resetn),
        .trap(trap),
        .mem_axi_awvalid(awvalid),
        .mem_axi_awready(awready),
        .mem_axi_awaddr(awaddr),
        .mem_axi_awprot(core_awprot),
        .mem_axi_wvalid(wvalid),
        .mem_axi_wready(wready),
        .mem_axi_wdata(wdata),
        .mem_axi_wstrb(wstrb),
        .mem_axi_bvalid(bvalid),
        .mem_axi_bready(bready),
        .mem_axi_arvalid(arvalid),
        .mem_axi_arready(arready),
        .mem_axi_araddr(araddr),
        .mem_axi_arprot(core_arprot),
        .mem_axi_rvalid(rvalid),
        .mem_axi_rready(rready),
        .mem_axi_rdata(rdata),
        .pcpi_valid(unused_pcpi_valid),
        .pcpi_insn(unused_pcpi_insn),
        .pcpi_rs1(unused_pcpi_rs1),
        .pcpi_rs2(unused_pcpi_rs2),
        .pcpi_wr(1'b0),
        .pcpi_rd(32'h0),
        .pcpi_wait(1'b0),
        .pcpi_ready(1'b0),
        .irq(irq_lines),
        .eoi(unused_eoi),
        .rvfi_valid(rvfi_valid),
        .rvfi_order(unused_rvfi_order),
        .rvfi_insn(rvfi_insn),
        .rvfi_trap(rvfi_trap),
        .rvfi_halt(unused_rvfi_halt),
        .rvfi_intr(rvfi_intr),
        .rvfi_rs1_addr(unused_rvfi_rs1_addr),
        .rvfi_rs2_addr(unused_rvfi_rs2_addr),
        .rvfi_rs1_rdata(unused_rvfi_rs1_rdata),
        .rvfi_rs2_rdata(unused_rvfi_rs2_rdata),
        .rvfi_rd_addr(rvfi_rd_addr),
        .rvfi_rd_wdata(rvfi_rd_wdata),
        .rvfi_pc_rdata(rvfi_pc_rdata),
        .rvfi_pc_wdata(rvfi_pc_wdata),
        .rvfi_mem_addr(rvfi_mem_addr),
        .rvfi_mem_rmask(rvfi_mem_rmask),
        .rvfi_mem_wmask(rvfi_mem_wmask),
        .rvfi_mem_rdata(rvfi_mem_rdata),
        .rvfi_mem_wdata(rvfi_mem_wdata),
        .trace_valid(unused_trace_valid),
        .trace_data(unused_trace_data)
    );

    assign c_awvalid = awvalid;
    assign c_awready = awready;
    assign c_wvalid  = wvalid;
    assign c_arvalid = arvalid;
    assign c_arready = arready;
    assign c_bvalid  = bvalid;
    assign c_rvalid  = rvalid;

    // ---- core events (bit order of model::core::CoreSignal) ----
    // A compressed instruction's RVFI word holds its 16 bits.
    wire        rvc = rvfi_insn[1:0] != 2'b11;
    wire [31:0] next_pc = rvfi_pc_rdata + (rvc ? 32'd2 : 32'd4);
    wire        is_branch = rvc ? (rvfi_insn[1:0] == 2'b01 && rvfi_insn[15:14] == 2'b11)
                                : (rvfi_insn[6:0] == 7'b1100011);
    wire        is_jump = rvc ? ((rvfi_insn[1:0] == 2'b01 && rvfi_insn[14:13] == 2'b01)
                                 || (rvfi_insn[1:0] == 2'b10 && rvfi_insn[15:13] == 3'b100
                                     && rvfi_insn[6:2] == 5'd0 && rvfi_insn[11:7] != 5'd0))
                              : (rvfi_insn[6:0] == 7'b1101111 || rvfi_insn[6:0] == 7'b1100111);
    // The core's bus: a request made or pending, none answered this cycle.
    reg  pend;
    wire answered = (bvalid & bready) | (rvalid & rready);
    wire accepted = (awvalid & awready) | (arvalid & arready);
    always @(posedge clk) begin
        if (!resetn) pend <= 1'b0;
        else pend <= (pend | accepted) & ~answered;
    end
    reg trap_q;
    always @(posedge clk) begin
        if (!resetn) trap_q <= 1'b0;
        else trap_q <= trap;
    end
    wire [{{ signals - 1 }}:0] ce;
    assign ce[0] = 1'b1;
    assign ce[1] = rvfi_valid;
    assign ce[2] = rvfi_valid & |rvfi_mem_rmask;
    assign ce[3] = rvfi_valid & |rvfi_mem_wmask;
    assign ce[4] = rvfi_valid & is_branch;
    assign ce[5] = rvfi_valid & is_branch & (rvfi_pc_wdata != next_pc);
    assign ce[6] = rvfi_valid & is_jump;
    assign ce[7] = (awvalid | wvalid | arvalid | pend) & ~answered;
    assign ce[8] = trap & ~trap_q;
    assign ce[9] = rvfi_valid & rvfi_intr;

    // ---- the monitor SoC's inputs ----
    assign m_{{ rst.port }} = {{ rst.port }};
{%- for t in tiles %}
    assign m_ev_{{ t.name }} = {{ t.ev }};
{%- if let Some(pev) = t.pev %}
    assign m_pev_{{ t.name }} = {{ pev }};
{%- endif %}
{%- endfor %}
    // The input bits the core's events replace, and the events no monitor counts.
{%- if !unused.is_empty() %}
    wire unused_core = &{1'b0{% for u in unused %}, {{ u }}{% endfor %}, 1'b0};
{%- endif %}
    wire unused_ev = &{1'b0, ce{% for t in tiles %}{% if t.driven %}, ev_{{ t.name }}{% if t.pev.is_some() %}, pev_{{ t.name }}{% endif %}{% endif %}{% endfor %}, 1'b0};
    // Monitor interrupts on the core's lines {{ irq_line }} (tile {{ core_tile }}) and {{ irq_line + 1 }} (any other tile).
    assign irq_lines = { {{ 32 - irq_line - 2 }}'b0, {{ irq_others }}, m_irq[{{ core_tile }}], {{ irq_line }}'b0 };

    // ---- address decode ----
    // PicoRV32 runs in machine mode only, so every access it makes is
    // privileged and secure; its AXI adapter leaves PROT[0] (privileged)
    // low, so the bit is set here for the monitors' access policy.
    wire [2:0] awprot = core_awprot | 3'b001;
    wire [2:0] arprot = core_arprot | 3'b001;
    wire [31:0] mon_awaddr = awaddr - MON_BASE;
    wire [31:0] mon_araddr = araddr - MON_BASE;
    wire w_mon = mon_awaddr < MON_SPAN;
    wire r_mon = mon_araddr < MON_SPAN;
    wire w_ram = awaddr[31:{{ ram_ab }}] == {{ 32 - ram_ab }}'d0;
    wire r_ram = araddr[31:{{ ram_ab }}] == {{ 32 - ram_ab }}'d0;
    wire w_con = awaddr[31:3] == CON_WORD2;
    wire r_con = araddr[31:3] == CON_WORD2;
    // Requests some other slave than the local one answers.
    wire w_dev = w_mon{% for s in slaves %} | w_{{ s.n }}{% endfor %};
    wire r_dev = r_mon{% for s in slaves %} | r_{{ s.n }}{% endfor %};

    // ---- local slave: RAM, console and decode errors, answering one cycle
    // after the request ----
    reg [31:0] ram [0:{{ ram_words - 1 }}];
    reg        lbvalid;
    reg [1:0]  lbresp;
    reg        lrvalid;
    reg [1:0]  lrresp;
    reg [31:0] lrdata;
    // The requests the slaves see: none while halted.
    wire go_aw = awvalid & ~core_halt;
    wire go_w  = wvalid & ~core_halt;
    wire go_ar = arvalid & ~core_halt;
    wire lw = go_aw & go_w & ~w_dev & ~lbvalid;
    wire lr = go_ar & ~r_dev & ~lrvalid;
    wire [{{ ram_ab - 3 }}:0] ram_wa = awaddr[{{ ram_ab - 1 }}:2];
    wire [{{ ram_ab - 3 }}:0] ram_ra = araddr[{{ ram_ab - 1 }}:2];
    wire unused_addr = &{1'b0, awaddr[1:0], araddr[1:0], 1'b0};
    always @(posedge clk) begin
        if (!resetn) begin
            lbvalid <= 1'b0;
            lbresp  <= OKAY;
            lrvalid <= 1'b0;
            lrresp  <= OKAY;
            lrdata  <= 32'h0;
        end else begin
            if (lw) begin
                lbvalid <= 1'b1;
                lbresp  <= (w_ram | w_con) ? OKAY : DECERR;
            end else if (bready) begin
                lbvalid <= 1'b0;
            end
            if (lr) begin
                lrvalid <= 1'b1;
                lrresp  <= (r_ram | r_con) ? OKAY : DECERR;
                lrdata  <= r_ram ? ram[ram_ra] : 32'h0;
            end else if (rready) begin
                lrvalid <= 1'b0;
            end
        end
    end
    // The RAM has no reset: the loader fills it while the SoC is in reset.
    always @(posedge clk) begin
        if (ld_en) begin
            ram[ld_addr] <= ld_data;
        end else if (lw & w_ram) begin
            if (wstrb[0]) ram[ram_wa][7:0]   <= wdata[7:0];
            if (wstrb[1]) ram[ram_wa][15:8]  <= wdata[15:8];
            if (wstrb[2]) ram[ram_wa][23:16] <= wdata[23:16];
            if (wstrb[3]) ram[ram_wa][31:24] <= wdata[31:24];
        end
    end
    assign con_valid   = lw & w_con & ~awaddr[2] & wstrb[0];
    assign con_data    = wdata[7:0];
    assign exit_valid  = lw & w_con & awaddr[2];
    assign exit_status = wdata;

    // ---- the monitor SoC's side of the bus ----
    wire        s_awready;
    wire        s_wready;
    wire        s_bvalid;
    wire [1:0]  s_bresp;
    wire        s_arready;
    wire        s_rvalid;
    wire [1:0]  s_rresp;
    wire [31:0] s_rdata;
{%- if apb %}
    {{ bridge_module }} #(.AW({{ mon_aw }})) u_bridge (
        .clk(clk),
        .{{ rst.port }}({{ rst.port }}),
        .awaddr(mon_awaddr[{{ mon_aw - 1 }}:0]),
        .awprot(awprot),
        .awvalid(go_aw & w_mon),
        .awready(s_awready),
        .wdata(wdata),
        .wstrb(wstrb),
        .wvalid(go_w & w_mon),
        .wready(s_wready),
        .bresp(s_bresp),
        .bvalid(s_bvalid),
        .bready(bready),
        .araddr(mon_araddr[{{ mon_aw - 1 }}:0]),
        .arprot(arprot),
        .arvalid(go_ar & r_mon),
        .arready(s_arready),
        .rdata(s_rdata),
        .rresp(s_rresp),
        .rvalid(s_rvalid),
        .rready(rready),
        .psel(m_psel),
        .penable(m_penable),
        .pwrite(m_pwrite),
        .paddr(m_paddr),
        .pwdata(m_pwdata),
        .pstrb(m_pstrb),
        .pprot(m_pprot),
        .pready(m_pready),
        .prdata(m_prdata),
        .pslverr(m_pslverr)
    );
    wire unused_mon_addr = &{1'b0, mon_awaddr[31:{{ mon_aw }}], mon_araddr[31:{{ mon_aw }}], 1'b0};
{%- else %}
    assign m_awaddr  = mon_awaddr[{{ mon_aw - 1 }}:0];
    assign m_awprot  = awprot;
    assign m_awvalid = go_aw & w_mon;
    assign m_wdata   = wdata;
    assign m_wstrb   = wstrb;
    assign m_wvalid  = go_w & w_mon;
    assign m_bready  = bready;
    assign m_araddr  = mon_araddr[{{ mon_aw - 1 }}:0];
    assign m_arprot  = arprot;
    assign m_arvalid = go_ar & r_mon;
    assign m_rready  = rready;
    assign s_awready = m_awready;
    assign s_wready  = m_wready;
    assign s_bvalid  = m_bvalid;
    assign s_bresp   = m_bresp;
    assign s_arready = m_arready;
    assign s_rvalid  = m_rvalid;
    assign s_rresp   = m_rresp;
    assign s_rdata   = m_rdata;
    wire unused_mon_addr = &{1'b0, mon_awaddr[31:{{ mon_aw }}], mon_araddr[31:{{ mon_aw }}], 1'b0};
{%- endif %}

    {{ mon_module }} u_mon (
{%- for p in mon_ports %}
        .{{ p }}({% if p == "clk" %}clk{% else %}m_{{ p }}{% endif %}){% if !loop.last %},{% endif %}
{%- endfor %}
    );

{%- for s in slaves %}
{% include "verilog/refsoc/slave.v" %}
{%- endfor %}
{%- if !ac.is_empty() %}
{% include "verilog/refsoc/ac_host.v" %}
{%- endif %}

    // ---- merged responses: one request is in flight, so one slave answers ----
    assign awready = ~core_halt & (w_mon ? s_awready : {% for s in slaves %}w_{{ s.n }} ? {{ s.n }}_awready : {% endfor %}(wvalid & ~lbvalid));
    assign wready  = ~core_halt & (w_mon ? s_wready : {% for s in slaves %}w_{{ s.n }} ? {{ s.n }}_wready : {% endfor %}(awvalid & ~lbvalid));
    assign bvalid  = lbvalid | s_bvalid{% for s in slaves %} | {{ s.n }}_bvalid{% endfor %};
    assign arready = ~core_halt & (r_mon ? s_arready : {% for s in slaves %}r_{{ s.n }} ? {{ s.n }}_arready : {% endfor %}~lrvalid);
    assign rvalid  = lrvalid | s_rvalid{% for s in slaves %} | {{ s.n }}_rvalid{% endfor %};
    assign rdata   = lrvalid ? lrdata : {% for s in slaves %}{{ s.n }}_rvalid ? {{ s.n }}_rdata : {% endfor %}s_rdata;
    wire [1:0] bresp = lbvalid ? lbresp : {% for s in slaves %}{{ s.n }}_bvalid ? {{ s.n }}_bresp : {% endfor %}s_bresp;
    wire [1:0] rresp = lrvalid ? lrresp : {% for s in slaves %}{{ s.n }}_rvalid ? {{ s.n }}_rresp : {% endfor %}s_rresp;
    wire b_err = bvalid & bready & (bresp != OKAY);
    wire r_err = rvalid & rready & (rresp != OKAY);
    assign bus_err       = b_err | r_err;
    assign bus_err_write = b_err;
    assign bus_err_addr  = b_err ? awaddr : araddr;
endmodule
