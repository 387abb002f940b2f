//! The SystemRDL file compiles with `systemrdl-compiler`; its registers,
//! addresses and reset values match the model, and every field says what a
//! write to it does.

use std::path::Path;
use std::process::Command;

use hdlgen::model::{Access, Soc};

use super::{document, generated, tool, Doc, EXAMPLES};

#[test]
fn systemrdl_compiles_and_matches_the_model() {
    let python = tool("python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check_rdl.py");
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "rdl");
        let doc = document(&soc);
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let out = Command::new(&python)
            .arg(&script)
            .arg(&rdl)
            .arg(&soc.name)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{file}: systemrdl-compiler rejected {}:\n{}",
            rdl.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let listed = String::from_utf8(out.stdout).unwrap();
        let mut expect = Vec::new();
        for inst in &doc.instances {
            for r in &doc.blocks[inst.window].regs {
                // INFO's tile index is driven per tile, without a reset.
                expect.push(format!(
                    "{}.{}.{} {:#x} {:#x}",
                    soc.name,
                    inst.name,
                    r.name,
                    inst.base + u64::from(r.offset()),
                    r.reset()
                ));
            }
        }
        let mut got: Vec<&str> = listed.lines().collect();
        got.sort();
        expect.sort();
        assert_eq!(got, expect, "{file}: the compiler's registers");
    }
}

/// Every field says in the SystemRDL what a write does in the RTL, as
/// systemrdl-compiler reads it back from the elaborated tree: read-only
/// fields `sw = r`, W1C flags `onwrite = woclr`, every one-cycle strobe
/// `singlepulse` (so a block generated from the RDL, e.g. by
/// PeakRDL-regblock, does not hold it at 1), and `swmod` where any write
/// acts, whatever its value (AutoCounter `pop`, `global_snapshot`) or on top
/// of storing it (`snapshot`, which takes a new snapshot on every write of
/// 1, and the packer's `ctrl`, whose every write re-arms the triggers);
/// `hwset`/`hwclr` where the hardware changes a stored value (W1C flags,
/// `snapshot` under the SoC-wide snapshot).
#[test]
fn systemrdl_says_what_every_write_does() {
    let python = tool("python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check_rdl.py");
    for file in EXAMPLES {
        let (soc, dir) = generated(file, "rdl-fields");
        let doc = document(&soc);
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let out = Command::new(&python)
            .arg(&script)
            .arg(&rdl)
            .arg(&soc.name)
            .arg("--fields")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{file}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let expect = fields_as_the_model_says(&soc, &doc);
        let listed = String::from_utf8(out.stdout).unwrap();
        let got: Vec<&str> = listed.lines().collect();
        let missing: Vec<&String> = expect
            .iter()
            .filter(|e| !got.contains(&e.as_str()))
            .collect();
        let extra: Vec<&&str> = got
            .iter()
            .filter(|g| !expect.iter().any(|e| e == **g))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty() && got.len() == expect.len(),
            "{file}: the compiler's fields differ from the model's\n  model says:\n    {}\n  compiler read:\n    {}",
            missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n    "),
            extra.iter().map(|s| **s).collect::<Vec<_>>().join("\n    ")
        );
        strobes_as_the_templates_say(file, &soc, &got);
    }
}

/// Every field's line as `check_rdl.py --fields` prints it, from the model.
fn fields_as_the_model_says(soc: &Soc, doc: &Doc) -> Vec<String> {
    use hdlgen::model::window::WriteEffect;
    let mut expect = Vec::new();
    for inst in &doc.instances {
        for r in &doc.blocks[inst.window].regs {
            for f in &r.fields {
                let (sw, onwrite) = match f.access {
                    Access::Ro => ("r", "none"),
                    Access::Rw => ("rw", "none"),
                    Access::W1c => ("rw", "woclr"),
                    Access::Wo => ("w", "none"),
                };
                let pulse = u8::from(f.effect != WriteEffect::Store);
                let swmod = u8::from(f.effect == WriteEffect::PulseOnWrite || f.write_acts);
                // W1C flags are set by the hardware.
                let hwset = u8::from(f.hw_sets_clears || f.access == Access::W1c);
                let hwclr = u8::from(f.hw_sets_clears);
                expect.push(format!(
                    "{}.{}.{}.{} sw={sw} onwrite={onwrite} singlepulse={pulse} swmod={swmod} hwset={hwset} hwclr={hwclr}",
                    soc.name, inst.name, r.name, f.name
                ));
            }
        }
    }
    expect
}

/// The fields the compiler read (`got`) that the Verilog templates make
/// strobes, or stored fields whose write acts as well, are what they say.
fn strobes_as_the_templates_say(file: &str, soc: &Soc, got: &[&str]) {
    // The strobes of the Verilog templates, named here rather than taken
    // from the model: the tile's ctrl.clear (`clear = ctrl_wr &
    // wr_data[1]`) and global_snapshot (`gsnap_set_req`/`gsnap_clr_req`),
    // the packer's cmd.flush and cmd.clear_drops, the AutoCounter's pop
    // (`pop_cmd`, any write).
    let mut strobes = vec![("ctrl.clear", 0), ("global_snapshot.take", 1)];
    if soc.packer.is_some() {
        strobes.extend([("cmd.flush", 0), ("cmd.clear_drops", 0)]);
    }
    if soc.autocounter.is_some() {
        strobes.push(("pop.pop", 1));
    }
    for (field, swmod) in strobes {
        let lines: Vec<&str> = got
            .iter()
            .copied()
            .filter(|l| l.split(' ').next().unwrap().ends_with(&format!(".{field}")))
            .collect();
        assert!(!lines.is_empty(), "{file}: no field {field}");
        for l in lines {
            assert!(
                l.ends_with(&format!(
                    " sw=w onwrite=none singlepulse=1 swmod={swmod} hwset=0 hwclr=0"
                )),
                "{file}: {l}"
            );
        }
    }
    // Stored fields whose write acts as well; the snapshot, which the
    // SoC-wide snapshot also takes and releases (`gsnap_set`/`gsnap_clr`).
    for (field, hw) in [
        ("snapshot.active", 1),
        ("ctrl.start_trigger", 0),
        ("ctrl.stop_trigger", 0),
    ] {
        for l in got
            .iter()
            .filter(|l| l.split(' ').next().unwrap().ends_with(&format!(".{field}")))
        {
            assert!(
                l.ends_with(&format!(
                    " sw=rw onwrite=none singlepulse=0 swmod=1 hwset={hw} hwclr={hw}"
                )),
                "{file}: {l}"
            );
        }
    }
    // W1C flags and read-only values, counted from the compiler's view.
    let count = |p: &str| got.iter().filter(|l| l.contains(p)).count();
    assert!(count(" onwrite=woclr ") > 10, "{file}: W1C flags");
    assert!(count(" sw=r ") > 50, "{file}: read-only fields");
}
