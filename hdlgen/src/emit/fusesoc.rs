//! A FuseSoC CAPI2 core file (`<soc>.core`) listing the generated RTL, so the
//! output drops into a FuseSoC / Edalize flow as it is.

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
    extra_tops: Vec<(String, String)>,
}

/// `(lint target, module)` for every top-level module besides the SoC
/// wrapper: the packer and the AutoCounter domains, which it does not
/// instantiate.
pub fn extra_tops(soc: &Soc) -> Vec<(String, String)> {
    let mut tops = Vec::new();
    if let Some(p) = &soc.packer {
        tops.push(("lint_packer".to_string(), p.module.clone()));
    }
    if let Some(ac) = &soc.autocounter {
        for d in &ac.domains {
            tops.push((format!("lint_autocounter_{}", d.name), d.module.clone()));
        }
    }
    tops
}

/// The core file for `soc`, whose RTL files are `rtl_files` (paths relative
/// to the output directory, where the core file goes).
pub fn emit(soc: &Soc, rtl_files: &[String]) -> Artifact {
    let version = env!("CARGO_PKG_VERSION");
    let text = CoreTpl {
        version,
        source: super::source_name(soc),
        soc: &soc.name,
        // FuseSoC names are vendor:library:name:version.
        vlnv: format!("hdlgen:monitors:{}:{version}", soc.name),
        files: rtl_files,
        top: &soc.top_module,
        extra_tops: extra_tops(soc),
    }
    .render()
    .expect("core template renders");
    Artifact::new(format!("{}.core", soc.name), text)
}
