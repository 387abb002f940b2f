//! The access policy as every register document states it: the SVD gives
//! each peripheral the `<protection>` its policy asks for (and none where
//! every master may read and write) and still validates against the schema;
//! the SystemRDL carries the policy as properties the compiler reads back
//! without a warning; the Markdown says it in words; the C header defines
//! it. Without a policy the SVD and the Markdown say nothing of it.

use std::path::{Path, PathBuf};
use std::process::Command;

use hdlgen::Soc;
use svd_parser::svd;

use super::policy_soc::{expected, expected_letter, open_soc, policy_soc};
use super::{support, tool, EXAMPLES};

/// `soc` generated into a directory of its own for test `tag`.
fn generated(soc: Soc, tag: &str) -> (Soc, PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("policy-{tag}-{}", soc.name));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    (soc, dir)
}

/// The policy variant of example `file`, generated for test `tag`.
fn generated_with_policy(file: &str, tag: &str) -> (Soc, PathBuf) {
    generated(policy_soc(file), tag)
}

fn read(dir: &Path, file: String) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap()
}

/// Who a policy admits, as the documents open the sentence.
fn in_words(policy: &str) -> String {
    match policy {
        "any" => "any master".into(),
        p => format!("{} masters only", p.replace('_', " ")),
    }
}

#[test]
fn svd_protection_follows_the_policy_and_the_schema() {
    for file in EXAMPLES {
        let (soc, dir) = generated_with_policy(file, "svd");
        let svd_path = dir.join(format!("svd/{}.svd", soc.name));
        let xml = std::fs::read_to_string(&svd_path).unwrap();
        if let Err(e) = support::svd_schema_check(&[&svd_path]) {
            panic!("{file}: the SVD with a policy breaks the CMSIS-SVD schema:\n{e}");
        }
        let config = svd_parser::Config::default()
            .expand(true)
            .validate_level(svd::ValidateLevel::Strict);
        let device = svd_parser::parse_with_config(&xml, &config)
            .unwrap_or_else(|e| panic!("{file}: the SVD does not parse: {e:#}"));
        let windows = soc.windows();
        for inst in soc.window_instances() {
            let window = &windows[inst.window].name;
            let p = device
                .peripherals
                .iter()
                .find(|p| p.name == inst.name)
                .unwrap();
            let want = expected_letter(window).map(|c| match c {
                's' => svd::Protection::Secure,
                _ => svd::Protection::Privileged,
            });
            assert_eq!(
                p.default_register_properties.protection, want,
                "{file}: {} ({window})",
                inst.name
            );
            let description = p.description.as_deref().unwrap_or_default();
            let (r, w) = expected(window);
            for said in [
                format!("Reads: {}", in_words(r)),
                format!("; writes: {}", in_words(w)),
            ] {
                assert!(description.contains(&said), "{file}: {description}");
            }
        }
        // Derived peripherals inherit it: only the first of a type says it.
        let letters = windows
            .iter()
            .filter(|w| expected_letter(&w.name).is_some())
            .count();
        assert_eq!(xml.matches("<protection>").count(), letters, "{file}");
        assert!(xml.contains("<protection>s</protection>"));
        assert!(xml.contains("<protection>p</protection>"));
    }
}

/// The compiler's view of every window's policy properties:
/// `<instance> <read_access> <write_access> <denied>`.
const READ_BACK: &str = r#"
import sys
from systemrdl import RDLCompiler
rdlc = RDLCompiler()
rdlc.compile_file(sys.argv[1])
root = rdlc.elaborate(top_def_name=sys.argv[2])
for w in root.top.children():
    print(w.inst_name, *(w.get_property(p) for p in ("read_access", "write_access", "denied")))
"#;

#[test]
fn systemrdl_carries_the_policy_without_a_warning() {
    let python = tool("python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/check_rdl.py");
    for file in EXAMPLES {
        let (soc, dir) = generated_with_policy(file, "rdl");
        let rdl = dir.join(format!("rdl/{}.rdl", soc.name));
        let run = |args: &[&std::ffi::OsStr]| {
            let out = Command::new(&python).args(args).output().unwrap();
            assert!(
                out.status.success(),
                "{file}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            String::from_utf8(out.stdout).unwrap()
        };
        // check_rdl.py fails on any warning.
        run(&[script.as_os_str(), rdl.as_os_str(), soc.name.as_ref()]);
        let got = run(&[
            "-c".as_ref(),
            READ_BACK.as_ref(),
            rdl.as_os_str(),
            soc.name.as_ref(),
        ]);
        let windows = soc.windows();
        let want: Vec<String> = soc
            .window_instances()
            .iter()
            .map(|i| {
                let (r, w) = expected(&windows[i.window].name);
                format!("{} {r} {w} zero", i.name)
            })
            .collect();
        assert_eq!(got.lines().collect::<Vec<_>>(), want, "{file}");
    }
}

#[test]
fn markdown_and_c_header_state_the_policy() {
    for file in EXAMPLES {
        let (soc, dir) = generated_with_policy(file, "md");
        let md = read(&dir, format!("docs/{}_registers.md", soc.name));
        let (prot_r, prot_w) = if file == "esp.toml" {
            ("PPROT", "PPROT")
        } else {
            ("ARPROT", "AWPROT")
        };
        assert!(md.contains("`global_snapshot` of every tile window follows the write policy"));
        let section = |name: &str| -> &str {
            let s = md.split(&format!("\n## {name}\n")).nth(1).unwrap();
            s.split("\n## ").next().unwrap()
        };
        let cpu = section("tile_cpu");
        assert!(
            cpu.contains(&format!("**Access policy.** Reads: privileged masters only (`{prot_r}[0] = 1`); writes: any master; a denied read returns 0 and a denied write is ignored")),
            "{file}: {cpu:.400}"
        );
        let mem = section("tile_mem");
        assert!(mem.contains(&format!("writes: secure masters only (`{prot_w}[1] = 0`)")));
        assert!(section("tile_acc")
            .contains("**Access policy.** Reads: any master; writes: any master.\n"));
        assert!(section("packer").contains("Reads: secure privileged masters only"));

        let p = soc.name.to_uppercase();
        let h = read(&dir, format!("c/{}_monitors.h", soc.name));
        for line in [
            format!("#define {p}_DENIED {p}_DENIED_ZERO"),
            format!("#define {p}_WINDOW_TILE_CPU_READ_ACCESS {p}_ACCESS_PRIVILEGED"),
            format!("#define {p}_WINDOW_TILE_MEM_WRITE_ACCESS {p}_ACCESS_SECURE"),
            format!("#define {p}_WINDOW_TILE_ACC_READ_ACCESS {p}_ACCESS_ANY"),
            format!("#define {p}_WINDOW_PACKER_READ_ACCESS {p}_ACCESS_SECURE_PRIVILEGED"),
        ] {
            assert!(h.contains(&format!("{line}\n")), "{file}: no `{line}`");
        }
    }
}

/// With no policy (every window open) the SVD and the Markdown are what
/// they were before there was one: no `<protection>`, no policy text.
#[test]
fn without_a_policy_the_svd_and_markdown_say_nothing_of_it() {
    for file in EXAMPLES {
        let (soc, dir) = generated(open_soc(file), "open");
        let xml = read(&dir, format!("svd/{}.svd", soc.name));
        assert!(!xml.contains("<protection>"), "{file}");
        assert!(!xml.contains("masters"), "{file}");
        let md = read(&dir, format!("docs/{}_registers.md", soc.name));
        assert!(
            !md.contains("Access policy") && !md.contains("masters"),
            "{file}"
        );
        let rdl = read(&dir, format!("rdl/{}.rdl", soc.name));
        assert_eq!(
            rdl.matches("    read_access = \"any\";\n").count(),
            soc.windows().len(),
            "{file}: every window states its (open) policy"
        );
    }
}
