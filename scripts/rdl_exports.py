"""IP-XACT and UVM register models from hdlgen's SystemRDL (rdl/<soc>.rdl),
with PeakRDL's exporters (peakrdl-ipxact, peakrdl-uvm; scripts/setup.sh
installs them into the project's Python venv, ~/.cache/hdlgen/py).

Usage:
  rdl_exports.py ipxact RDL OUT.xml [--top NAME] [--vendor V] [--library L] [--version X]
      IP-XACT (IEEE 1685-2014) component: one addressBlock per window, at its
      address, with every register and field.
  rdl_exports.py uvm RDL OUT_pkg.sv [--top NAME] [--factory]
      UVM register model as a SystemVerilog package named after the file
      (OUT_pkg): one uvm_reg class per register type, one uvm_reg_block per
      window type, and the SoC's block mapping every window at its address.
      --factory registers the classes with the UVM factory (`uvm_object_utils`,
      type_id::create). Identifiers that are SystemVerilog keywords (a
      programmable counter's `event` field) are written escaped (\\event ),
      their UVM names unchanged.
  rdl_exports.py ipxact-roundtrip RDL [--top NAME] [--xml OUT.xml]
      Exports IP-XACT, reads it back with peakrdl-ipxact's importer into a
      fresh SystemRDL compiler and prints every register the importer built,
      one JSON object per line:
        {"path": "<top>.<window>.<register>", "window": ..., "register": ...,
         "address": <absolute>, "offset": <in its window>, "width": 32,
         "reset": <register reset, fields without one as 0>,
         "fields": [{"name", "lsb", "msb", "width", "sw", "hw", "onwrite",
                     "onread", "volatile", "reset" (null: none)}, ...]}
      IP-XACT has no hardware access: the importer infers it (sw = r gives
      hw = w; a volatile writable field hw = rw; any other hw = r), so
      "volatile" is read from the exported file (<ipxact:volatile>): true
      where the hardware changes the field (SystemRDL's hw writes, counter,
      hwset/hwclr, singlepulse).

RDL is compiled with systemrdl-compiler; the top addrmap is the last one in
the file (the SoC's) unless --top names another. Every compiler, exporter or
importer warning is an error: exit status 1, the message on standard error.
"""
import argparse
import importlib
import json
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
try:
    from systemrdl import RDLCompiler, RDLCompileError
    from systemrdl.node import RegNode

    from check_rdl import Strict  # the same warning policy
except ImportError as missing:
    sys.exit(
        "rdl_exports: {} is missing: run this with the project's venv Python, "
        "~/.cache/hdlgen/py/bin/python (scripts/setup.sh creates it)".format(missing.name)
    )

# IEEE 1800-2017 Annex B: names the UVM package cannot use as they are.
SV_KEYWORDS = frozenset("""
accept_on alias always always_comb always_ff always_latch and assert assign
assume automatic before begin bind bins binsof bit break buf bufif0 bufif1 byte
case casex casez cell chandle checker class clocking cmos config const
constraint context continue cover covergroup coverpoint cross deassign default
defparam design disable dist do edge else end endcase endchecker endclass
endclocking endconfig endfunction endgenerate endgroup endinterface endmodule
endpackage endprimitive endprogram endproperty endspecify endsequence endtable
endtask enum event eventually expect export extends extern final first_match
for force foreach forever fork forkjoin function generate genvar global highz0
highz1 if iff ifnone ignore_bins illegal_bins implements implies import incdir
include initial inout input inside instance int integer interconnect interface
intersect join join_any join_none large let liblist library local localparam
logic longint macromodule matches medium modport module nand negedge nettype
new nexttime nmos nor noshowcancelled not notif0 notif1 null or output package
packed parameter pmos posedge primitive priority program property protected
pull0 pull1 pulldown pullup pulsestyle_ondetect pulsestyle_onevent pure rand
randc randcase randsequence rcmos real realtime ref reg reject_on release
repeat restrict return rnmos rpmos rtran rtranif0 rtranif1 s_always
s_eventually s_nexttime s_until s_until_with scalared sequence shortint
shortreal showcancelled signed small soft solve specify specparam static
string strong strong0 strong1 struct super supply0 supply1 sync_accept_on
sync_reject_on table tagged task this throughout time timeprecision timeunit
tran tranif0 tranif1 tri tri0 tri1 triand trior trireg type typedef union
unique unique0 unsigned until until_with untyped use uwire var vectored
virtual void wait wait_order wand weak weak0 weak1 while wildcard wire with
within wor xnor xor
""".split())


class Failed(Exception):
    """A compile, export or import that reported an error or a warning."""


def peakrdl(module):
    """A PeakRDL package, or Failed with the fix."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise Failed(
            "{} is missing: run scripts/setup.sh (it installs peakrdl-ipxact and "
            "peakrdl-uvm into the project's Python venv)".format(e.name)
        ) from e


def checked(step):
    """Runs `step`; raises Failed if it, or the messages, report a problem."""
    before = Strict.warnings
    try:
        result = step()
    except RDLCompileError as e:
        raise Failed(str(e)) from e
    if Strict.warnings != before:
        raise Failed("warnings (above)")
    return result


def compile_rdl(path, top):
    rdlc = RDLCompiler(message_printer=Strict())
    checked(lambda: rdlc.compile_file(path))
    root = checked(lambda: rdlc.elaborate(top_def_name=top))
    return root.top


def export_ipxact(top, out, args):
    exporter = peakrdl("peakrdl_ipxact").IPXACTExporter(
        vendor=args.vendor, library=args.library, version=args.version
    )
    checked(lambda: exporter.export(top, out))


def uvm_exporter(**kwargs):
    class Exporter(peakrdl("peakrdl_uvm").UVMExporter):
        """Escapes the instance names that are SystemVerilog keywords."""

        def _get_inst_name(self, node):
            name = node.inst_name
            return "\\" + name + " " if name in SV_KEYWORDS else name

    return Exporter(**kwargs)


def export_uvm(top, out, factory):
    checked(lambda: uvm_exporter().export(top, out, use_uvm_factory=factory))
    # PeakRDL names each object with the identifier's text: new("\event ")
    # names it `event`.
    with open(out, encoding="utf-8") as f:
        text = f.read()
    text = re.sub(r'"\\([A-Za-z_][A-Za-z0-9_$]*) ', r'"\1', text)
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


def exported_volatile(xml):
    """(addressBlock, register, field) names -> the field's <volatile>, as
    the file states it (the importer keeps it only in the hw it infers)."""
    from xml.etree import ElementTree

    def local(el):
        return el.tag.rsplit("}", 1)[-1]

    def child(el, name):
        return next((c for c in el if local(c) == name), None)

    found = {}
    for block in ElementTree.parse(xml).iter():
        if local(block) != "addressBlock":
            continue
        for reg in (c for c in block if local(c) == "register"):
            for f in (c for c in reg if local(c) == "field"):
                v = child(f, "volatile")
                key = tuple(child(e, "name").text.strip() for e in (block, reg, f))
                found[key] = v is not None and v.text.strip() == "true"
    return found


def field_record(f, volatile):
    def name_of(value):
        return value.name if value is not None else None

    reset = f.get_property("reset")
    return {
        "name": f.inst_name,
        "lsb": f.lsb,
        "msb": f.msb,
        "width": f.width,
        "sw": f.get_property("sw").name,
        "hw": f.get_property("hw").name,
        "onwrite": name_of(f.get_property("onwrite")),
        "onread": name_of(f.get_property("onread")),
        "volatile": volatile[(f.parent.parent.inst_name, f.parent.inst_name, f.inst_name)],
        "reset": reset if isinstance(reset, int) else None,
    }


def register_record(reg, top_name, volatile):
    fields = [field_record(f, volatile) for f in reg.fields()]
    reset = 0
    for f in fields:
        if f["reset"] is not None:
            reset |= f["reset"] << f["lsb"]
    window = reg.parent
    return {
        "path": ".".join([top_name, window.inst_name, reg.inst_name]),
        "window": window.inst_name,
        "register": reg.inst_name,
        "address": reg.absolute_address,
        "offset": reg.absolute_address - window.absolute_address,
        "width": reg.get_property("regwidth"),
        "reset": reset,
        "fields": fields,
    }


def roundtrip(top, xml, args):
    export_ipxact(top, xml, args)
    rdlc = RDLCompiler(message_printer=Strict())
    importer = peakrdl("peakrdl_ipxact").IPXACTImporter(rdlc)
    checked(lambda: importer.import_file(xml))
    back = checked(rdlc.elaborate).top
    volatile = exported_volatile(xml)
    for node in back.descendants(unroll=True):
        if isinstance(node, RegNode):
            print(json.dumps(register_record(node, top.inst_name, volatile)))


def parse_args(argv):
    p = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="Run with -h after a command for its options; see docs/ip-xact-uvm.md.",
    )
    sub = p.add_subparsers(dest="command", required=True)
    ipx = sub.add_parser("ipxact", help="IP-XACT component")
    uvm = sub.add_parser("uvm", help="UVM register model package")
    rt = sub.add_parser("ipxact-roundtrip", help="export, import, print as JSON")
    for s in (ipx, uvm, rt):
        s.add_argument("rdl", metavar="RDL")
    ipx.add_argument("out", metavar="OUT.xml")
    uvm.add_argument("out", metavar="OUT_pkg.sv")
    uvm.add_argument("--factory", action="store_true", help="use the UVM factory")
    rt.add_argument("--xml", metavar="OUT.xml", help="keep the IP-XACT file")
    for s in (ipx, uvm, rt):
        s.add_argument("--top", help="top addrmap (default: the last one)")
    for s in (ipx, rt):
        s.add_argument("--vendor", help="IP-XACT VLNV vendor")
        s.add_argument("--library", help="IP-XACT VLNV library")
        s.add_argument("--version", help="IP-XACT VLNV version")
    return p.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    try:
        top = compile_rdl(args.rdl, args.top)
        if args.command == "ipxact":
            export_ipxact(top, args.out, args)
        elif args.command == "uvm":
            export_uvm(top, args.out, args.factory)
        elif args.xml:
            roundtrip(top, args.xml, args)
        else:
            with tempfile.TemporaryDirectory() as d:
                roundtrip(top, os.path.join(d, top.inst_name + ".xml"), args)
    except Failed as e:
        print("rdl_exports: {}: {}".format(args.rdl, e), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:
        # The reader closed standard output (`| head`): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
