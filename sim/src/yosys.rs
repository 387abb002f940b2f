//! Yosys elaboration check of generated RTL: `proc` must infer no latch and
//! `check -assert` must find no structural problem (multiple drivers,
//! undriven nets, combinational loops), for every requested top.

use std::fs;
use std::process::Command;

use crate::SimError;

/// Elaborates `files` once per top in `tops` (Yosys `hierarchy -top`, so
/// parameters are the ones the top passes) and fails with Yosys' output on
/// a latch or any `check` problem.
pub fn check_no_latches(files: &[(String, String)], tops: &[&str]) -> Result<(), SimError> {
    let dir = std::env::temp_dir().join(format!(
        "hdlgen-yosys-{}-{}-{:?}",
        tops.first().copied().unwrap_or("none"),
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| SimError::Build(format!("{}: {e}", dir.display())))?;
    for (n, t) in files {
        fs::write(dir.join(n), t).map_err(|e| SimError::Build(format!("{n}: {e}")))?;
    }
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    // One Yosys process for every top: reading and parsing dominate, and
    // `design -save/-load` lets each top start from the same parsed sources.
    let mut script = format!("read_verilog {}; design -save parsed;", names.join(" "));
    for top in tops {
        script.push_str(&format!(
            " design -load parsed; hierarchy -check -top {top}; proc; opt_clean; check -assert; \
             select -assert-none t:$dlatch t:$adlatch t:$dlatchsr t:$sr;"
        ));
    }
    let out = Command::new("yosys")
        .current_dir(&dir)
        .args(["-q", "-p", &script])
        .output()
        .map_err(|e| {
            SimError::MissingTool(format!(
                "yosys could not be started ({e}): install it with scripts/setup.sh"
            ))
        })?;
    let _ = fs::remove_dir_all(&dir);
    if out.status.success() {
        Ok(())
    } else {
        Err(SimError::Build(format!(
            "yosys (tops {}) found a problem:\n{}{}",
            tops.join(", "),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )))
    }
}
