//! Signal bits that can never change: Yosys ties them to constants, and
//! this reads them from its RTLIL output.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::points::{classify, Files};

/// Bits (signal, bit) that Yosys tied to a constant, per source path.
pub type Constants = BTreeMap<String, BTreeSet<(String, u32)>>;

/// One bit of a wire: (name, bit).
type WireBit = (String, u32);

/// A bit of an RTLIL sigspec: `Some((wire, bit))`, or `None` for a constant.
type SigBit = Option<(String, u32)>;

/// Bits of one RTLIL sigspec, MSB first; `Err` on what this reader does not know.
fn sigspec_bits(tokens: &[&str], widths: &BTreeMap<String, u32>) -> Result<Vec<SigBit>, ()> {
    let mut bits = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        i += 1;
        if t == "{" || t == "}" {
            continue;
        }
        if let Some((n, value)) = t.split_once('\'') {
            let n: usize = n.parse().map_err(|_| ())?;
            // Only 0 and 1 can never toggle; x or z bits stay in the count.
            if value.len() != n || value.chars().any(|c| c != '0' && c != '1') {
                return Err(());
            }
            bits.extend(std::iter::repeat_n(None, n));
            continue;
        }
        // A bare integer is a 32-bit constant.
        if t.parse::<i64>().is_ok() {
            bits.extend(std::iter::repeat_n(None, 32));
            continue;
        }
        let name = t.strip_prefix('\\').unwrap_or(t).to_string();
        let width = *widths.get(&name).ok_or(())?;
        let (hi, lo) = match tokens.get(i).and_then(|s| s.strip_prefix('[')) {
            Some(r) => {
                i += 1;
                let r = r.strip_suffix(']').ok_or(())?;
                let num = |v: &str| v.parse::<u32>().map_err(|_| ());
                match r.split_once(':') {
                    Some((a, b)) => (num(a)?, num(b)?),
                    None => (num(r)?, num(r)?),
                }
            }
            None => (width - 1, 0),
        };
        bits.extend((lo..=hi).rev().map(|b| Some((name.clone(), b))));
    }
    Ok(bits)
}

/// The constant bits of the module in RTLIL `text`: every bit of a wire
/// that module-level `connect`s tie to 0 or 1, directly or through other wires.
fn constant_bits(text: &str) -> BTreeSet<(String, u32)> {
    let mut widths = BTreeMap::new();
    let mut out = BTreeSet::new();
    let mut alias: Vec<(WireBit, WireBit)> = Vec::new();
    let mut in_cell = false;
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        match tokens.first().copied() {
            Some("cell") => in_cell = true,
            Some("end") => in_cell = false,
            Some("wire") => {
                if let Some((name, width)) = plain_wire(&tokens) {
                    widths.insert(name, width);
                }
            }
            Some("connect") if !in_cell => connect(&tokens[1..], &widths, &mut out, &mut alias),
            _ => {}
        }
    }
    // A wire bit that is another wire's constant bit is constant too.
    loop {
        let before = out.len();
        for (b, src) in &alias {
            if out.contains(src) {
                out.insert(b.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// A wire declaration's name and width, for wires numbered from 0 (others
/// would need their offset).
fn plain_wire(tokens: &[&str]) -> Option<(String, u32)> {
    let mut width = 1;
    let mut plain = true;
    let mut j = 1;
    while j + 1 < tokens.len() {
        match tokens[j] {
            "width" => width = tokens[j + 1].parse().unwrap_or(0),
            "offset" | "upto" => plain = false,
            _ => {}
        }
        j += if matches!(tokens[j], "upto" | "signed") {
            1
        } else {
            2
        };
    }
    if plain && width > 0 {
        let name = tokens.last().copied().unwrap_or("");
        let name = name.strip_prefix('\\').unwrap_or(name);
        Some((name.to_string(), width))
    } else {
        None
    }
}

/// A module-level `connect` of sigspecs `rest`: bits tied to a constant go
/// to `out`, bits tied to other wires' bits to `alias`.
fn connect(
    rest: &[&str],
    widths: &BTreeMap<String, u32>,
    out: &mut BTreeSet<(String, u32)>,
    alias: &mut Vec<(WireBit, WireBit)>,
) {
    // Both sides are sigspecs of one width: try each split.
    for split in 1..rest.len() {
        let (Ok(l), Ok(r)) = (
            sigspec_bits(&rest[..split], widths),
            sigspec_bits(&rest[split..], widths),
        ) else {
            continue;
        };
        if l.len() == r.len() && !l.is_empty() {
            for (lb, rb) in l.into_iter().zip(r) {
                match (lb, rb) {
                    (Some(b), None) => {
                        out.insert(b);
                    }
                    (Some(b), Some(src)) => alias.push((b, src)),
                    _ => {}
                }
            }
            break;
        }
    }
}

/// Runs Yosys on every source file: its module as the top, with the modules
/// it instantiates flattened in (a wrapper's constants often come from
/// them), its inputs free, and every flip-flop starting at 0 as in coverage
/// runs (so a register that is only ever reset to 0 and reloaded with its own
/// value is constant, whatever the reset style).
pub fn find_constants(files: &Files, src: &Path) -> Result<Constants, String> {
    let module_of = |path: &str| {
        path.rsplit('/')
            .next()
            .unwrap_or(path)
            .trim_end_matches(".v")
            .to_string()
    };
    // One text per module name for the submodules (a second text of one
    // module is another design's, with the same ports).
    let mut modules: BTreeMap<String, &str> = BTreeMap::new();
    for path in files.keys() {
        modules.entry(module_of(path)).or_insert(path);
    }
    let tmp = std::env::temp_dir().join(format!("covreport-{}.il", std::process::id()));
    let mut out = Constants::new();
    for path in files.keys() {
        let module = module_of(path);
        let others: Vec<&str> = modules
            .iter()
            .filter(|(m, _)| **m != module)
            .map(|(_, p)| *p)
            .collect();
        // SAT-based flip-flop analysis finds registers that only ever reload
        // 0 (flags with no set source); it takes minutes on a whole SoC.
        let sat = if classify(&module).0 == "soc wrapper" {
            ""
        } else {
            " -sat"
        };
        let script = format!(
            "read_verilog {} {path}; hierarchy -top {module}; proc -norom; flatten; \
             setundef -zero -init; opt -full -fine{sat}; opt_clean; write_rtlil {}",
            others.join(" "),
            tmp.display()
        );
        let o = std::process::Command::new("yosys")
            .current_dir(src)
            .args(["-q", "-p", &script])
            .output()
            .map_err(|e| format!("yosys: {e} (or pass --no-yosys)"))?;
        if !o.status.success() {
            return Err(format!(
                "yosys on {path}:\n{}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        let text = std::fs::read_to_string(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
        out.insert(path.clone(), constant_bits(&text));
    }
    let _ = std::fs::remove_file(&tmp);
    Ok(out)
}
