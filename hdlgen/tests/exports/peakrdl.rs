//! PeakRDL's exporters over the SystemRDL, through `scripts/rdl_exports.py`:
//! the IP-XACT component, read back by peakrdl-ipxact's importer, holds
//! every register of the model at its address with its reset, and every
//! field with its bits, access, write side effect, reset and whether the
//! hardware changes it; the UVM register model, with and without the UVM
//! factory, type-checks with Verilator against a stand-in for the UVM
//! library (`uvm_stub.sv`) and declares, configures and maps every register
//! as the model says.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::model::window::{Field, Role, WriteEffect};
use hdlgen::model::{Access, RegKind, Register, Soc};
use serde_json::{json, Value};

use super::{document, generated, tool, Doc};

/// ESP's (48-bit programmable counters, the packer), the AXI SoC's
/// (AutoCounter domains, odd counter widths), the compact bank's, and the
/// reference SoC's (32-bit programmable counters, packer and AutoCounter).
const EXAMPLES: [&str; 4] = [
    "esp.toml",
    "axi_wide.toml",
    "esp_compact.toml",
    "reference_soc.toml",
];

/// PeakRDL's exporters are in the venv, or the test fails with the fix.
fn peakrdl_installed() {
    let out = Command::new(tool("python"))
        .args(["-c", "import peakrdl_ipxact, peakrdl_uvm"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "peakrdl-ipxact or peakrdl-uvm is missing from the project's Python venv: run scripts/setup.sh\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `scripts/rdl_exports.py args...` with the venv's Python: its output.
fn rdl_exports(file: &str, args: &[&OsStr]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/rdl_exports.py");
    let out = Command::new(tool("python"))
        .arg(script)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{file}: rdl_exports.py {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The hardware counts the register's field up: a programmable counter's
/// count (`templates/verilog/bank/prog.v`).
fn counted(r: &Register) -> bool {
    matches!(
        r.role,
        Role::Tile(RegKind::ProgCountLo(_) | RegKind::ProgCountHi(_))
    )
}

/// The hardware changes what the field reads (IP-XACT's and UVM's
/// `volatile`): live values, the W1C flags it sets, strobes (they read 0
/// again), the snapshot the SoC-wide snapshot takes and releases, counts.
fn volatile(r: &Register, f: &Field) -> bool {
    match f.access {
        Access::Ro => !f.constant,
        Access::W1c => true,
        Access::Rw | Access::Wo => f.effect != WriteEffect::Store || f.hw_sets_clears || counted(r),
    }
}

/// A field as the importer reads it back: SystemRDL's software access and
/// write side effect; IP-XACT has no hardware access, so the importer's
/// guess (`hw = w` for read-only fields, `rw` for volatile writable ones,
/// else `r`); `volatile` as the file states it.
fn imported_field(r: &Register, f: &Field) -> Value {
    let (sw, onwrite) = match f.access {
        Access::Ro => ("r", None),
        Access::Rw => ("rw", None),
        Access::W1c => ("rw", Some("woclr")),
        Access::Wo => ("w", None),
    };
    let v = volatile(r, f);
    let hw = match (sw, v) {
        ("r", _) => "w",
        (_, true) => "rw",
        _ => "r",
    };
    json!({
        "name": f.name, "lsb": f.lsb, "msb": f.lsb + f.width - 1, "width": f.width,
        "sw": sw, "hw": hw, "onwrite": onwrite, "onread": null, "volatile": v,
        // INFO's tile index has no reset (each tile drives its own).
        "reset": (!f.reset_is_tile).then_some(f.reset),
    })
}

/// Every register of the model as `rdl_exports.py ipxact-roundtrip` prints
/// it, by path.
fn imported_registers(soc: &Soc, doc: &Doc) -> BTreeMap<String, Value> {
    let mut want = BTreeMap::new();
    for inst in &doc.instances {
        for r in &doc.blocks[inst.window].regs {
            let path = format!("{}.{}.{}", soc.name, inst.name, r.name);
            let fields: Vec<Value> = r.fields.iter().map(|f| imported_field(r, f)).collect();
            let record = json!({
                "path": path, "window": inst.name, "register": r.name,
                "address": inst.base + u64::from(r.offset()), "offset": r.offset(),
                "width": 32, "reset": r.reset(), "fields": fields,
            });
            want.insert(path, record);
        }
    }
    want
}

#[test]
fn ipxact_reads_back_as_the_model_says() {
    peakrdl_installed();
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "ipxact");
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let kept = dir.join("roundtrip.xml");
        let listed = rdl_exports(
            file,
            &[
                "ipxact-roundtrip".as_ref(),
                rdl.as_os_str(),
                "--xml".as_ref(),
                kept.as_os_str(),
            ],
        );
        let mut want = imported_registers(&soc, &document(&soc));
        let (registers, mut fields) = (want.len(), 0);
        for line in listed.lines() {
            let got: Value = serde_json::from_str(line).unwrap();
            let path = got["path"].as_str().unwrap().to_string();
            let expect = want.remove(&path).unwrap_or_else(|| {
                panic!("{file}: the importer built {path}, which the model lacks (or twice)")
            });
            assert!(
                got == expect,
                "{file}: {path} read back from IP-XACT\n  got:   {got}\n  model: {expect}"
            );
            fields += expect["fields"].as_array().unwrap().len();
        }
        assert!(
            want.is_empty(),
            "{file}: registers of the model missing from the IP-XACT: {:?}",
            want.keys().collect::<Vec<_>>()
        );
        assert!(registers > 50 && fields > registers, "{file}");
        eprintln!("{file}: {registers} registers, {fields} fields read back from IP-XACT as the model says");
        // The `ipxact` command writes the same file.
        let xml = dir.join(format!("{}.xml", soc.name));
        rdl_exports(file, &["ipxact".as_ref(), rdl.as_os_str(), xml.as_os_str()]);
        let read = |p: &PathBuf| std::fs::read_to_string(p).unwrap();
        assert!(
            read(&xml) == read(&kept),
            "{file}: ipxact and ipxact-roundtrip differ"
        );
    }
}

/// The generated package's classes: name -> (base class, body lines).
fn classes(text: &str) -> BTreeMap<String, (String, Vec<String>)> {
    let mut out = BTreeMap::new();
    let mut open: Option<(String, String, Vec<String>)> = None;
    for line in text.lines().map(str::trim) {
        if let Some(decl) = line.strip_prefix("class ") {
            let (name, rest) = decl
                .split_once(" extends ")
                .expect("class ... extends ...;");
            let base = rest.trim_end_matches(';').to_string();
            open = Some((name.to_string(), base, Vec::new()));
        } else if line.starts_with("endclass") {
            let (name, base, body) = open.take().expect("endclass after class");
            assert!(
                out.insert(name.clone(), (base, body)).is_none(),
                "{name} twice"
            );
        } else if let Some((_, _, body)) = &mut open {
            body.push(line.to_string());
        }
    }
    out
}

/// `line` with SystemVerilog's escaped identifiers (`\event `, for names
/// that are keywords) written as the names they are.
fn unescaped(line: &str) -> String {
    let mut out = String::new();
    let mut escaped = false;
    for c in line.chars() {
        match c {
            '\\' => escaped = true,
            ' ' if escaped => escaped = false,
            c => out.push(c),
        }
    }
    out
}

/// The statements `this.<what>;` of `body` that contain `call`, as `<what>`.
fn calls(body: &[String], call: &str) -> Vec<String> {
    body.iter()
        .map(|l| unescaped(l))
        .filter(|l| l.contains(call))
        .filter_map(|l| Some(l.strip_prefix("this.")?.strip_suffix(';')?.to_string()))
        .collect()
}

/// UVM's access policy for a field of the model.
fn uvm_access(a: Access) -> &'static str {
    match a {
        Access::Ro => "RO",
        Access::Rw => "RW",
        Access::W1c => "W1C",
        Access::Wo => "WO",
    }
}

/// Every class PeakRDL-uvm generates for the model: one `uvm_reg` per
/// register of each window type, configuring its fields; one
/// `uvm_reg_block` per window type, adding each register at its offset; the
/// SoC's, adding each window at its address.
fn uvm_matches_the_model(file: &str, soc: &Soc, doc: &Doc, text: &str, factory: bool) {
    let got = classes(text);
    let mut want: BTreeMap<String, (&str, Vec<String>)> = BTreeMap::new();
    for b in &doc.blocks {
        let block = format!("{}_t", b.name);
        let mut regs = Vec::new();
        for r in &b.regs {
            let fields = r.fields.iter().map(|f| {
                format!(
                    "{}.configure(this, {}, {}, \"{}\", {}, 'h{:x}, {}, 1, 0)",
                    f.name,
                    f.width,
                    f.lsb,
                    uvm_access(f.access),
                    u8::from(volatile(r, f)),
                    if f.reset_is_tile { 0 } else { f.reset },
                    u8::from(!f.reset_is_tile)
                )
            });
            want.insert(
                format!("{block}__{}", r.name),
                ("uvm_reg", fields.collect()),
            );
            regs.push(format!(
                "default_map.add_reg(this.{}, 'h{:x})",
                r.name,
                r.offset()
            ));
        }
        want.insert(block, ("uvm_reg_block", regs));
    }
    let windows = doc.instances.iter().map(|i| {
        format!(
            "default_map.add_submap(this.{}.default_map, 'h{:x})",
            i.name, i.base
        )
    });
    want.insert(soc.name.clone(), ("uvm_reg_block", windows.collect()));
    assert!(
        got.keys().eq(want.keys()),
        "{file}: the UVM package's classes\n  got:   {:?}\n  model: {:?}",
        got.keys().collect::<Vec<_>>(),
        want.keys().collect::<Vec<_>>()
    );
    for (class, (base, expect)) in &want {
        let (got_base, body) = &got[class];
        assert_eq!(got_base, base, "{file}: {class}");
        let call = match *base {
            "uvm_reg" => ".configure(this, ",
            _ if class == &soc.name => "default_map.add_submap(",
            _ => "default_map.add_reg(",
        };
        assert_eq!(&calls(body, call), expect, "{file}: {class}");
        let registered = body.contains(&format!("`uvm_object_utils({class})"));
        assert_eq!(registered, factory, "{file}: {class} and the UVM factory");
    }
}

/// `verilator --lint-only -Wall` over the stand-in UVM library and `pkg`:
/// it parses, elaborates and type-checks every class and call.
fn verilate(file: &str, dir: &Path, pkg: &Path) {
    let stub = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/exports/uvm_stub.sv");
    // The package includes uvm_macros.svh; the stand-in defines the macro.
    std::fs::write(
        dir.join("uvm_macros.svh"),
        "// uvm_stub.sv defines the macros.\n",
    )
    .unwrap();
    let out = Command::new("verilator")
        .args(["--lint-only", "-Wall", "-Wno-DECLFILENAME"])
        .arg(format!("-I{}", dir.display()))
        .arg(&stub)
        .arg(pkg)
        .output()
        .expect("verilator runs (scripts/setup.sh installs it)");
    assert!(
        out.status.success(),
        "{file}: Verilator rejects the UVM register model {}:\n{}",
        pkg.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn uvm_model_type_checks_and_maps_every_register() {
    peakrdl_installed();
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "uvm");
        let doc = document(&soc);
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        for factory in [false, true] {
            let name = format!("{}_regs{}_pkg", soc.name, if factory { "_f" } else { "" });
            let pkg = dir.join(format!("{name}.sv"));
            let mut args = vec!["uvm".as_ref(), rdl.as_os_str(), pkg.as_os_str()];
            if factory {
                args.push("--factory".as_ref());
            }
            rdl_exports(file, &args);
            let text = std::fs::read_to_string(&pkg).unwrap();
            assert!(text.contains(&format!("package {name};")), "{file}");
            uvm_matches_the_model(file, &soc, &doc, &text, factory);
            verilate(file, &dir, &pkg);
        }
    }
}
