"""Compiles a SystemRDL file with systemrdl-compiler and prints every
register as `<path> <absolute address> <reset>` (one per line), or with
`--fields` every field as `<path> sw=<access> onwrite=<type> singlepulse=<0|1>
swmod=<0|1> hwset=<0|1> hwclr=<0|1>` (read back from the elaborated tree), so
a test can compare the compiler's view with hdlgen's model.
Exit 1 on any compile error or warning."""
import sys

from systemrdl import RDLCompiler, RDLCompileError
from systemrdl.messages import MessagePrinter, Severity
from systemrdl.node import RegNode


class Strict(MessagePrinter):
    """Counts warnings as they are printed, so they fail the check."""

    warnings = 0

    def print_message(self, severity, text, src_ref):
        if severity >= Severity.WARNING:
            Strict.warnings += 1
        super().print_message(severity, text, src_ref)


def field_line(f):
    onwrite = f.get_property("onwrite")
    return "{} sw={} onwrite={} singlepulse={} swmod={} hwset={} hwclr={}".format(
        f.get_path(),
        f.get_property("sw").name,
        onwrite.name if onwrite is not None else "none",
        int(bool(f.get_property("singlepulse"))),
        int(bool(f.get_property("swmod"))),
        int(bool(f.get_property("hwset"))),
        int(bool(f.get_property("hwclr"))),
    )


def main(path, top, fields=False):
    rdlc = RDLCompiler(message_printer=Strict())
    try:
        rdlc.compile_file(path)
        root = rdlc.elaborate(top_def_name=top)
    except RDLCompileError:
        return 1
    if Strict.warnings:
        return 1
    for node in root.descendants(unroll=True):
        if isinstance(node, RegNode) and fields:
            for f in node.fields():
                print(field_line(f))
        elif isinstance(node, RegNode):
            reset = 0
            for f in node.fields():
                value = f.get_property("reset")
                if isinstance(value, int):
                    reset |= value << f.low
            print(node.get_path(), hex(node.absolute_address), hex(reset))
    return 0


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--fields"]
    sys.exit(main(args[0], args[1], "--fields" in sys.argv[1:]))
