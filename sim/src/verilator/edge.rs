//! Whether a model's rising edge may skip Verilator's input region: only if
//! no logic in that region reads the clock (a gated or derived clock, a mux
//! on the clock). The generated RTL has none, but `hdlgen sim --rtl` runs
//! edited Verilog, so the verilated C++ is checked rather than assumed.

use std::fs;
use std::io;
use std::path::Path;

/// True when a function of Verilator's input region (`___ico_sequent`) in
/// the C++ under `obj` reads the top-level port `clock`.
pub(super) fn input_region_reads_clock(obj: &Path, clock: &str) -> io::Result<bool> {
    let mut entries: Vec<_> = fs::read_dir(obj)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cpp"))
        .collect();
    entries.sort();
    for path in entries {
        if reads_clock(&fs::read_to_string(&path)?, clock) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The check on one file's text: the bodies of its input-region functions
/// (from the signature to the closing brace in the first column) mention
/// `vlSelf->CLOCK` as a whole name.
fn reads_clock(text: &str, clock: &str) -> bool {
    let needle = format!("vlSelf->{clock}");
    let mut inside = false;
    for line in text.lines() {
        if inside {
            if line.starts_with('}') {
                inside = false;
            } else if mentions(line, &needle) {
                return true;
            }
        } else if line.contains("___ico_sequent") && line.trim_end().ends_with('{') {
            inside = true;
        }
    }
    false
}

/// `needle` in `line`, not followed by more of an identifier.
fn mentions(line: &str, needle: &str) -> bool {
    line.match_indices(needle).any(|(at, _)| {
        !line[at + needle.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

#[cfg(test)]
mod tests {
    use super::reads_clock;

    const GATED: &str = "VL_INLINE_OPT void Vt___024root___ico_sequent__TOP__0(Vt___024root* vlSelf) {\n    if (vlSelf->clk) {\n        vlSelf->t__DOT__gclk = vlSelf->en;\n    }\n}\n";
    const PLAIN: &str = "VL_INLINE_OPT void Vt___024root___ico_sequent__TOP__0(Vt___024root* vlSelf) {\n    vlSelf->m = vlSelf->clk_en & vlSelf->d;\n}\nvoid Vt___024root___eval_triggers__act(Vt___024root* vlSelf) {\n    vlSelf->__VactTriggered.at(0U) = vlSelf->clk;\n}\n";

    #[test]
    fn a_clock_read_in_the_input_region_is_found() {
        assert!(reads_clock(GATED, "clk"));
    }

    #[test]
    fn longer_names_and_other_regions_do_not_count() {
        // `clk_en` is another port; the trigger function reads the clock
        // as every model's does.
        assert!(!reads_clock(PLAIN, "clk"));
        assert!(!reads_clock(GATED, "clock"));
    }
}
