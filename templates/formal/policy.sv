{{ header }}
// Access-policy harness of {{ dut }} ({{ bus_name }}) for yosys-smtbmc or a
// model checker reading AIGER, kept out of the synthesizable Verilog.
// `read_verilog -formal` this file with the RTL; the top is {{ module }}.
//
// Two instances of {{ dut }} share every input but the bus: `a` sees every
// transfer of a protocol-following master whose choices (kind, word, data,
// protection, ready) are free; `b` sees the same transfers except the ones the
// policy denies, in whose cycles its {{ gated }} stay low.
// Properties:
//   * a denied access gets exactly the policy's answer: {% if apb %}PREADY in its first
//     access-phase cycle, PRDATA zero, PSLVERR {{ deny_err }}{% else %}RDATA zero and
//     RRESP, or BRESP, {% if deny_err == 1 %}SLVERR{% else %}OKAY{% endif %}{% endif %};
//   * a denied access changes no state: every output of `a` but the answer to
//     a denied transfer equals `b`'s, in every cycle;
{%- if !apb %}
//   * the AXI4-Lite slave rules hold for `a`, denied transactions included;
{%- endif %}
// so, with `b` never asked anything the policy refuses, every allowed access
// is answered as if no denied one had come before it.
module {{ module }} (
    input wire clk
);
    reg init = 1'b1;
    always @(posedge clk) init <= 1'b0;
    wire in_reset = init;
    wire started = !init;
    wire {{ rst_port }} = {% if rst_active_low %}~in_reset{% else %}in_reset{% endif %};
{%- if apb %}
{% include "formal/_apb_master.sv" %}
{%- else %}
{% include "formal/_axil_master.sv" %}
{%- endif %}
{% include "formal/_deny.sv" %}
    // Whether the transfer under way is denied.
    reg               m_deny = 1'b0;
    always @(posedge clk) if (!in_reset && !m_busy && c_start) m_deny <= c_deny;
{%- if apb %}
    wire              deny_now = psel && (m_busy ? m_deny : c_deny);
{%- else %}
    wire              deny_now = m_busy && m_deny;
{%- endif %}

    // ---- inputs both instances share ----------------------------------------
{%- for i in inputs %}
    wire [{{ i.1 - 1 }}:0] {{ i.0 }} = $anyseq;
{%- endfor %}
{%- for g in gates %}
    wire b_{{ g }} = {{ g }} & ~deny_now;
{%- endfor %}
{%- for o in bus_outputs %}
    wire [{{ o.1 - 1 }}:0] b_{{ o.0 }};
{%- endfor %}
{%- for o in outputs %}
    wire [{{ o.1 - 1 }}:0] a_{{ o.0 }}, b_{{ o.0 }};
{%- endfor %}

    {{ dut }} a (
{%- for p in a_ports %}
        .{{ p.0 }}({{ p.1 }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );

    {{ dut }} b (
{%- for p in b_ports %}
        .{{ p.0 }}({{ p.1 }}){% if !loop.last %},{% endif %}
{%- endfor %}
    );

    always @(*) begin
        if (started) begin
{%- if apb %}
            if (deny_now && penable) assert(pready && prdata == 32'd0 && pslverr == 1'b{{ deny_err }});
{%- else %}
            if (deny_now && !m_write && rvalid) assert(rdata == 32'd0 && rresp == 2'd{% if deny_err == 1 %}2{% else %}0{% endif %});
            if (deny_now && m_write && bvalid) assert(bresp == 2'd{% if deny_err == 1 %}2{% else %}0{% endif %});
{%- endif %}
{%- for o in outputs %}
            assert(a_{{ o.0 }} == b_{{ o.0 }});
{%- endfor %}
            // The bus's answers to an allowed transfer; values a valid or
            // ready flag does not qualify may differ.
{%- if apb %}
            if (!deny_now && penable) assert(pready == b_pready && prdata == b_prdata && pslverr == b_pslverr);
{%- else %}
            if (!deny_now) assert(arready == b_arready && awready == b_awready && wready == b_wready && rvalid == b_rvalid && bvalid == b_bvalid);
            if (!deny_now && rvalid) assert(rdata == b_rdata && rresp == b_rresp);
            if (!deny_now && bvalid) assert(bresp == b_bresp);
{%- endif %}
        end
    end
    wire unused = &{1'b0, choosing, req_fire, req_write, req_word, req_wdata, rsp_fire, rsp_data, 1'b0};
endmodule
