//! The RTL's module hierarchy and the instance names a test bench reaches
//! through: which module instantiates which, and under what name. The
//! Verilog emitters name instances from here, and the simulation bench
//! picks its sources and backdoor paths from here, so neither re-reads
//! generated text.

use super::{Monitor, Soc, Tile};

/// Instance name of the bank inside a stand-alone tile module.
pub const TILE_BANK_INSTANCE: &str = "u_bank";

/// Verilog module name of the SoC's bus adapter (its protocol names it).
pub fn bus_module(soc: &Soc) -> String {
    crate::emit::verilog::bus::interface(soc.bus).module_name(soc)
}

/// Instance name of tile `t`'s bank in the SoC wrapper.
pub fn tile_instance(t: &Tile) -> String {
    format!("u_{}", t.name)
}

/// Name of the register that holds monitor `m`'s live count in a bank with
/// flip-flop counters (the backdoor a test bench preloads).
pub fn counter_reg(m: &Monitor) -> String {
    format!("cnt_{}", m.index)
}

/// The modules `module` instantiates directly (none for a leaf or a module
/// that is not generated).
pub fn children(soc: &Soc, module: &str) -> Vec<String> {
    let bus = bus_module(soc);
    if module == soc.top_module {
        let mut v: Vec<String> = Vec::new();
        for t in &soc.tiles {
            let m = &soc.banks[t.bank].module;
            if !v.contains(m) {
                v.push(m.clone());
            }
        }
        v.push(bus);
        return v;
    }
    if let Some(b) = soc.banks.iter().find(|b| b.tile_module == module) {
        return vec![b.module.clone(), bus];
    }
    let packer = soc.packer.iter().map(|p| &p.module);
    let domains = soc
        .autocounter
        .iter()
        .flat_map(|a| &a.domains)
        .map(|d| &d.module);
    if packer.chain(domains).any(|m| m == module) {
        return vec![bus];
    }
    Vec::new()
}

/// `top` and every module below it.
pub fn below(soc: &Soc, top: &str) -> Vec<String> {
    let mut needed = vec![top.to_string()];
    let mut i = 0;
    while i < needed.len() {
        for c in children(soc, &needed[i]) {
            if !needed.contains(&c) {
                needed.push(c);
            }
        }
        i += 1;
    }
    needed
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The hierarchy stated here is the one the generated text instantiates:
    /// every module's instances, found by scanning its Verilog for the other
    /// modules' names, are exactly its `children`.
    #[test]
    fn children_are_what_the_generated_verilog_instantiates() {
        for file in [
            "esp.toml",
            "axi_wide.toml",
            "reference_soc.toml",
            "esp_compact.toml",
        ] {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../examples")
                .join(file);
            let soc = crate::load(&path).expect("example loads");
            let rtl = crate::emit::rtl(&soc);
            let modules: Vec<String> = rtl
                .iter()
                .filter_map(|a| a.path.strip_prefix("rtl/")?.strip_suffix(".v"))
                .map(str::to_string)
                .collect();
            for a in &rtl {
                let Some(me) = a
                    .path
                    .strip_prefix("rtl/")
                    .and_then(|p| p.strip_suffix(".v"))
                else {
                    continue;
                };
                let code: String = a
                    .text
                    .lines()
                    .map(|l| l.split("//").next().unwrap_or("").to_string() + "\n")
                    .collect();
                let words: Vec<&str> = code
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .collect();
                let mut found: Vec<String> = modules
                    .iter()
                    .filter(|m| *m != me && words.contains(&m.as_str()))
                    .cloned()
                    .collect();
                let mut stated = super::children(&soc, me);
                found.sort();
                stated.sort();
                assert_eq!(found, stated, "{file}: {me}");
            }
        }
    }
}
