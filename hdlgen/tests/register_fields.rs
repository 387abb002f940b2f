//! Every field of every register of every window, through the typed API of
//! the generated driver crate: `write`, `modify` and `clear` put the field's
//! all-ones and boundary values at its bits of the word that reaches the bus
//! and leave the other bits as they were, and `read` takes them back from
//! words with every other bit set. The checks are written from the register
//! model's register windows (position and width), not from the emitter's masks, and a mask
//! one bit short fails them.

mod support;

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use hdlgen::model::window::{Field, WriteEffect};
use hdlgen::model::{Access, Register, Soc, Window};

/// The values a field is checked with: all ones, the top bit alone, one,
/// zero (a one-bit field: both).
fn values(width: u32) -> Vec<u32> {
    let ones = if width >= 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    };
    let mut v = vec![ones, 1 << (width.min(32) - 1), 1, 0];
    v.dedup();
    v.sort_unstable();
    v.dedup();
    v
}

/// The select's event field takes `map::Event`, every other field a bool
/// (one bit) or a u32. Told by the register's name, not the field's
/// enumeration, so the test does not trust what it checks.
fn is_event(soc: &Soc, reg: &Register, f: &Field) -> bool {
    soc.programmable.is_some()
        && reg.name.starts_with("prog")
        && reg.name.ends_with("_select")
        && f.name == "event"
}

/// (argument, expected getter result) for value `v` of field `f`.
fn literal(event: bool, f: &Field, v: u32) -> (String, String) {
    if event {
        let e = format!("map::Event::from_code({v}).unwrap()");
        (e.clone(), format!("Some({e})"))
    } else if f.width == 1 {
        let b = (v == 1).to_string();
        (b.clone(), b)
    } else {
        (format!("{v:#x}"), format!("{v:#x}"))
    }
}

fn field_writable(f: &Field) -> bool {
    !f.constant && matches!(f.access, Access::Rw | Access::Wo | Access::W1c) && !f.reset_is_tile
}

/// The checks of one field of register `r` (module path `m`), for value `v`.
fn checks(out: &mut String, soc: &Soc, m: &str, r: &Register, f: &Field, v: u32) {
    let event = is_event(soc, r, f);
    let (arg, want) = literal(event, f, v);
    let field = u32::try_from((u64::from(u32::MAX) >> (32 - f.width.min(32))) << f.lsb).unwrap();
    let at = v << f.lsb;
    let name = &f.name;
    let w1c = r.fields.iter().any(|x| x.access == Access::W1c);
    let readable = r.fields.iter().any(|x| x.access != Access::Wo);
    let writable = !w1c && r.fields.iter().any(field_writable);
    let stores = r
        .fields
        .iter()
        .any(|x| x.access == Access::Rw && x.effect == WriteEffect::Store);
    let what = format!("{m}.{name} = {v:#x}");
    if field_writable(f) && writable {
        let reset = r.reset();
        let _ = writeln!(
            out,
            "    let mut b = Bus::new(0); Reg::<_, {m}::Spec>::new(&mut b, 0).write(|w| w.{name}({arg})); assert_eq!(b.writes, [{:#x}], \"write {what}\");",
            (reset & !field) | at
        );
        if readable && stores {
            let _ = writeln!(
                out,
                "    let mut b = Bus::new({:#x}); Reg::<_, {m}::Spec>::new(&mut b, 0).modify(|_, w| w.{name}({arg})); assert_eq!(b.writes, [{:#x}], \"modify {what}\");",
                !field,
                !field | at
            );
        }
    }
    if w1c && f.access == Access::W1c {
        let _ = writeln!(
            out,
            "    let mut b = Bus::new(0); Reg::<_, {m}::Spec>::new(&mut b, 0).clear(|w| w.{name}({arg})); assert_eq!(b.writes, [{at:#x}], \"clear {what}\");"
        );
    }
    if readable && f.access != Access::Wo {
        let _ = writeln!(
            out,
            "    let mut b = Bus::new({:#x}); assert_eq!(Reg::<_, {m}::Spec>::new(&mut b, 0).read().{name}(), {want}, \"read {what}\");",
            !field | at
        );
    }
}

/// `tests/fields.rs` for the crate of `soc`: one test per field, each
/// register once (a window type re-exporting another's register shares its
/// type).
fn fields_test(soc: &Soc) -> String {
    let krate = format!("{}_monitors", soc.name);
    let mut out = format!(
        "#![allow(non_snake_case)]\nuse {krate}::register::Reg;\nuse {krate}::{{map, regs, Backend}};\n\n\
         struct Bus {{ read: u32, writes: Vec<u32> }}\n\
         impl Bus {{ fn new(read: u32) -> Self {{ Bus {{ read, writes: Vec::new() }} }} }}\n\
         impl Backend for Bus {{\n    fn read32(&mut self, _: usize) -> u32 {{ self.read }}\n    \
         fn write32(&mut self, _: usize, v: u32) {{ self.writes.push(v) }}\n}}\n"
    );
    let mut seen: Vec<&Register> = Vec::new();
    for b in soc.windows() {
        for r in b.implemented() {
            if seen.contains(&r) {
                continue;
            }
            seen.push(r);
            let m = format!("regs::{}::{}", b.name, r.name);
            for f in &r.fields {
                // An event field takes every named event (codes 0..n).
                let vals = match &soc.programmable {
                    Some(p) if is_event(soc, r, f) => (0..p.events.len() as u32).collect(),
                    _ => values(f.width),
                };
                let _ = writeln!(out, "\n#[test]\nfn {}() {{", test_name(b, r, f));
                for v in vals {
                    checks(&mut out, soc, &m, r, f, v);
                }
                out.push_str("}\n");
            }
        }
    }
    out
}

/// The test of one field: `<window type>__<register>__<field>`.
fn test_name(b: &Window, r: &Register, f: &Field) -> String {
    format!("{}__{}__{}", b.name, r.name, f.name)
}

/// Generates `soc`'s crate outside the repository with the field tests
/// added, lets `mutate` change its `src/regs.rs`, and runs its tests.
fn run(soc: &Soc, tag: &str, mutate: impl FnOnce(&mut String)) -> (bool, String) {
    let dir = support::outside(&format!("fields-{tag}"));
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(soc), None).unwrap();
    let krate = dir.join("driver");
    std::fs::write(krate.join("tests/fields.rs"), fields_test(soc))
        .or_else(|_| {
            std::fs::create_dir_all(krate.join("tests"))?;
            std::fs::write(krate.join("tests/fields.rs"), fields_test(soc))
        })
        .unwrap();
    let regs = krate.join("src/regs.rs");
    let mut text = std::fs::read_to_string(&regs).unwrap();
    mutate(&mut text);
    std::fs::write(&regs, text).unwrap();
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fields-target");
    let o = Command::new(env!("CARGO"))
        .current_dir(&krate)
        .env("CARGO_TARGET_DIR", target)
        .args(["test", "--offline", "-q", "--test", "fields"])
        .output()
        .unwrap();
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
    (o.status.success(), log)
}

fn example(file: &str) -> Soc {
    hdlgen::load(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(file),
    )
    .unwrap()
}

#[test]
fn every_field_of_the_examples_round_trips_at_its_boundaries() {
    for file in ["esp.toml", "axi_wide.toml", "reference_soc.toml"] {
        let soc = example(file);
        let checks = fields_test(&soc).matches("assert_eq!").count();
        eprintln!("{file}: {checks} checks");
        let (ok, log) = run(&soc, &soc.name, |_| {});
        assert!(ok, "{file}:\n{log}");
    }
}

#[test]
fn every_field_of_random_descriptions_round_trips_at_its_boundaries() {
    for seed in [3, 12] {
        let text = hdlgen_sim::randdesc::generate(seed);
        let soc = hdlgen::load_str(&format!("rnd{seed}.toml"), &text).unwrap();
        let (ok, log) = run(&soc, &soc.name, |_| {});
        assert!(ok, "seed {seed}:\n{log}");
    }
}

/// A mask one bit short fails its field's test and no other: the first
/// 16-bit setter written through 0x7fff, the select's 3-bit event through
/// 0x3 and the tile index read through 0x7fff, in one build.
#[test]
fn a_mask_one_bit_short_fails_that_fields_test() {
    let soc = example("esp.toml");
    let bugs = [
        ("(value & 0xffff)", "(value & 0x7fff)"),
        ("(value.code() & 0x7)", "(value.code() & 0x3)"),
        ("self.0 & 0xffff\n", "self.0 & 0x7fff\n"),
    ];
    let (ok, log) = run(&soc, "short-mask", |t| {
        for (from, to) in bugs {
            assert!(t.contains(from), "mutation site {from}");
            *t = t.replacen(from, to, 1);
        }
    });
    assert!(!ok, "three masks one bit short passed");
    let mut failed: Vec<&str> = log
        .lines()
        .filter_map(|l| l.strip_prefix("    "))
        .filter(|l| l.contains("__"))
        .collect();
    failed.sort_unstable();
    failed.dedup();
    assert_eq!(
        failed,
        [
            "tile_cpu__info__tile",
            "tile_cpu__prog0_count_hi__count",
            "tile_cpu__prog0_select__event",
        ],
        "{log}"
    );
    for at in [
        "write regs::tile_cpu::prog0_count_hi.count = 0x8000",
        "read regs::tile_cpu::info.tile = 0x8000",
        "regs::tile_cpu::prog0_select.event = 0x4",
    ] {
        assert!(log.contains(at), "{at}: {log}");
    }
}
