{{ header }}
// Lint-only wrapper for the FuseSoC core's `lint` target: one instance of
// every top-level module of rtl/ (the SoC wrapper instantiates the banks,
// not the stand-alone tiles, the packer or the AutoCounter domains), so a
// single lint run checks them all. Its ports are left open on purpose: it
// is not part of the design and is never synthesised.
/* verilator lint_off PINMISSING */
module {{ module }};
{%- for m in tops %}
    {{ m }} u_{{ m }} ();
{%- endfor %}
endmodule
/* verilator lint_on PINMISSING */
