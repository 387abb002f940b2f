//! A FuseSoC CAPI2 core file (`<soc>.core`) listing the generated RTL, so the
//! output drops into a FuseSoC / Edalize flow as it is, and the lint-only
//! wrapper (`lint/<soc>_lint.v`) through which its `lint` target checks every
//! top-level module at once.

use askama::Template;

use super::Artifact;
use crate::model::Soc;

#[derive(Template)]
#[template(path = "fusesoc/monitors.core", escape = "none")]
struct CoreTpl<'a> {
    version: &'a str,
    source: String,
    soc: &'a str,
    vlnv: String,
    files: &'a [String],
    top: &'a str,
    lint_module: &'a str,
    lint_file: &'a str,
}

#[derive(Template)]
#[template(path = "fusesoc/lint.v", escape = "none")]
struct LintTpl<'a> {
    header: &'a str,
    module: &'a str,
    tops: &'a [String],
}

/// Every top-level module of `rtl/`, i.e. every module that no other
/// generated module instantiates: the SoC wrapper, the stand-alone tile of
/// each kind, the packer and each AutoCounter domain.
pub fn top_modules(soc: &Soc) -> Vec<String> {
    let mut tops = vec![soc.top_module.clone()];
    tops.extend(soc.banks.iter().map(|b| b.tile_module.clone()));
    if let Some(p) = &soc.packer {
        tops.push(p.module.clone());
    }
    if let Some(ac) = &soc.autocounter {
        tops.extend(ac.domains.iter().map(|d| d.module.clone()));
    }
    tops
}

/// The lint-only wrapper's module name; no generated module is called this
/// (theirs are `<soc>_` followed by `soc`, `bus_`, `bank_`, `tile_`,
/// `packer` or `autocounter_`).
pub fn lint_module(soc: &Soc) -> String {
    format!("{}_lint", soc.name)
}

/// The core file for `soc`, whose RTL files are `rtl_files` (paths relative
/// to the output directory, where the core file goes), and the lint wrapper
/// (its first line `header`).
pub fn emit(soc: &Soc, rtl_files: &[String], header: &str) -> Vec<Artifact> {
    let version = env!("CARGO_PKG_VERSION");
    let lint_module = lint_module(soc);
    let lint_file = format!("lint/{lint_module}.v");
    let core = CoreTpl {
        version,
        source: super::source_name(soc),
        soc: &soc.name,
        // FuseSoC names are vendor:library:name:version.
        vlnv: format!("hdlgen:monitors:{}:{version}", soc.name),
        files: rtl_files,
        top: &soc.top_module,
        lint_module: &lint_module,
        lint_file: &lint_file,
    }
    .render()
    .expect("core template renders");
    let lint = LintTpl {
        header,
        module: &lint_module,
        tops: &top_modules(soc),
    }
    .render()
    .expect("lint wrapper template renders");
    vec![
        Artifact::new(format!("{}.core", soc.name), core),
        Artifact::new(lint_file, lint),
    ]
}
