//! Register documentation in Markdown, CMSIS-SVD and SystemRDL
//! (`docs/`, `svd/`, `rdl/`), all from the model's register windows.

use askama::Template;

use super::Artifact;
use crate::model::names::comment_text;
use crate::model::{Access, Soc};
use view::{view, RegsView};

pub(super) mod policy;
mod view;

#[derive(Template)]
#[template(path = "docs/registers.md", escape = "none")]
struct MarkdownTpl<'a> {
    soc: &'a str,
    version: &'a str,
    source: String,
    unmapped_error: bool,
    /// What the protection bits mean, when some window restricts access.
    policy: Option<String>,
    regs: RegsView,
    /// (code, name, counters, description) of each programmable event.
    events: Vec<(u32, String, String, String)>,
}

#[derive(Template)]
#[template(path = "svd/device.svd", escape = "none")]
struct SvdTpl<'a> {
    soc: &'a str,
    version: &'a str,
    source: String,
    regs: RegsView,
}

#[derive(Template)]
#[template(path = "rdl/regmap.rdl", escape = "none")]
struct RdlTpl<'a> {
    soc: &'a str,
    version: &'a str,
    source: String,
    regs: RegsView,
    /// `[soc] denied`, as the description spells it.
    denied: &'static str,
    /// The bus's protection bits and error response, for the policy's comment.
    prot: &'static str,
    error: &'static str,
}

/// Text for a Markdown table cell: one line, markup characters escaped.
fn md_text(s: &str) -> String {
    let mut out = String::new();
    for c in comment_text(s).chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '|' | '`' | '*' | '_' | '[' | ']' | '#' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// Text as it is: identifiers, and signal names in SVD and SystemRDL prose.
fn plain(s: &str) -> String {
    s.to_string()
}

/// A signal or register name in Markdown prose.
fn md_code(s: &str) -> String {
    format!("`{s}`")
}

fn md_access(a: Access, _constant: bool) -> String {
    match a {
        Access::Ro => "RO",
        Access::Rw => "RW",
        Access::W1c => "W1C",
        Access::Wo => "WO",
    }
    .into()
}

/// Text for XML content and attributes.
fn xml_text(s: &str) -> String {
    comment_text(s)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// The `<access>` element; write-1-to-clear adds `<modifiedWriteValues>`,
/// which the schema places elsewhere (the template writes it).
fn svd_access(a: Access, _constant: bool) -> String {
    match a {
        Access::Ro => "<access>read-only</access>",
        Access::Rw | Access::W1c => "<access>read-write</access>",
        Access::Wo => "<access>write-only</access>",
    }
    .into()
}

/// Text for a SystemRDL string: its only escape is `\"`, so quotes and
/// backslashes are replaced rather than escaped.
fn rdl_text(s: &str) -> String {
    comment_text(s).replace('"', "'").replace('\\', "/")
}

/// SystemRDL 2.0 keywords: an identifier equal to one is written escaped (`\name`).
const RDL_KEYWORDS: &[&str] = &[
    "abstract",
    "accesstype",
    "addressingtype",
    "addrmap",
    "alias",
    "all",
    "bit",
    "boolean",
    "bothedge",
    "compact",
    "component",
    "componentwidth",
    "constraint",
    "default",
    "encode",
    "enum",
    "external",
    "false",
    "field",
    "fullalign",
    "hw",
    "inside",
    "internal",
    "level",
    "longint",
    "mem",
    "na",
    "negedge",
    "nonsticky",
    "number",
    "onreadtype",
    "onwritetype",
    "posedge",
    "property",
    "r",
    "rclr",
    "ref",
    "reg",
    "regalign",
    "regfile",
    "rset",
    "ruser",
    "rw",
    "rw1",
    "signal",
    "sparse",
    "string",
    "struct",
    "sw",
    "this",
    "true",
    "type",
    "unsigned",
    "w",
    "w1",
    "wclr",
    "woclr",
    "woset",
    "wot",
    "wr",
    "wset",
    "wuser",
    "wzc",
    "wzs",
    "wzt",
];

fn rdl_name(s: &str) -> String {
    if RDL_KEYWORDS.contains(&s) {
        format!("\\{s}")
    } else {
        s.to_string()
    }
}

/// A window type's addrmap is named `<window>_t` (`tile_cpu_t`, `packer_t`):
/// the packer's window and each AutoCounter domain's would otherwise share
/// their type's name, which generators that put types and instances in one
/// namespace (PeakRDL-uvm's SystemVerilog classes and their members) cannot
/// tell apart.
fn rdl_type(window: &str) -> String {
    rdl_name(&format!("{window}_t"))
}

/// Live values are driven by the hardware (`hw = w`); constants are not
/// (`hw = na`); W1C flags are set by the hardware (`hwset`).
fn rdl_access(a: Access, constant: bool) -> String {
    match a {
        Access::Ro if constant => "sw = r; hw = na;",
        Access::Ro => "sw = r; hw = w;",
        Access::Rw => "sw = rw; hw = r;",
        Access::W1c => "sw = rw; onwrite = woclr; hw = na; hwset;",
        Access::Wo => "sw = w; hw = r;",
    }
    .into()
}

fn source(soc: &Soc) -> String {
    super::source_name(soc)
}

/// `docs/<soc>_registers.md`, `svd/<soc>.svd` and `rdl/<soc>.rdl`.
pub fn emit(soc: &Soc) -> Vec<Artifact> {
    let version = env!("CARGO_PKG_VERSION");
    let events = soc.programmable.as_ref().map_or_else(Vec::new, |p| {
        p.events
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let wired: Vec<String> = e.counters.iter().map(u32::to_string).collect();
                (
                    i as u32,
                    e.name.clone(),
                    wired.join(", "),
                    md_text(&e.description),
                )
            })
            .collect()
    });
    let md = MarkdownTpl {
        soc: &soc.name,
        version,
        source: md_text(&source(soc)),
        unmapped_error: soc.unmapped == crate::model::Unmapped::Error,
        policy: policy::restricted(soc).then(|| policy::preamble(soc, &md_code)),
        regs: view(soc, &md_text, &plain, &md_access, &md_code),
        events,
    };
    let svd = SvdTpl {
        soc: &soc.name,
        version,
        // Also inside an XML comment, where "--" may not appear.
        source: xml_text(&source(soc)).replace("--", "- -"),
        regs: view(soc, &xml_text, &plain, &svd_access, &plain),
    };
    // INFO's tile index is a strap driven per tile (`hw = w`, no reset):
    // a per-instance reset would make every tile a type of its own to
    // PeakRDL's exporters.
    let mut regs = view(soc, &rdl_text, &rdl_name, &rdl_access, &plain);
    let windows = soc.windows();
    for (b, w) in regs.blocks.iter_mut().zip(&windows) {
        b.name = rdl_type(&w.name);
    }
    for i in &mut regs.instances {
        i.block = rdl_type(&windows[i.block_index].name);
    }
    let rdl = RdlTpl {
        soc: &soc.name,
        version,
        source: source(soc),
        regs,
        denied: soc.denied.spelling(),
        prot: policy::prot_bits(soc),
        error: policy::error_response(soc),
    };
    let render = |r: Result<String, askama::Error>| r.expect("register document renders");
    vec![
        Artifact::new(
            format!("docs/{}_registers.md", soc.name),
            render(md.render()),
        ),
        Artifact::new(format!("svd/{}.svd", soc.name), render(svd.render())),
        Artifact::new(format!("rdl/{}.rdl", soc.name), render(rdl.render())),
    ]
}
