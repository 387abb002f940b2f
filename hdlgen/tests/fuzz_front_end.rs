//! Fuzzing the description front end (`hdlgen::load_bytes` / `load_str`):
//!
//! - random byte strings, raw (not UTF-8) and TOML-flavoured;
//! - mutations of the two examples: lines deleted, duplicated, swapped,
//!   truncated; values changed to other TOML types, huge, negative, unicode,
//!   very long, deeply nested; keys renamed; description text made evil;
//! - descriptions generated from the format's structure, mostly valid, with
//!   a few wrong fields, so that many are accepted and reach every emitter.
//!
//! Every case must finish without a panic, within a time bound; a rejected
//! input must name `file:line:col` (inside the text) and a field; an accepted
//! one must generate every output without a panic and with no description
//! text outside comments and string literals.
//!
//! `HDLGEN_FUZZ_CASES=N` sets the cases of each of the three generators, and
//! `HDLGEN_FUZZ_CASES_RANDOM_BYTES`, `..._MUTATED_EXAMPLES` and
//! `..._GENERATED_DESCRIPTIONS` one of them (defaults 200,000, 3,000 and
//! 1,500: the whole file runs in about half a minute); `HDLGEN_FUZZ_SEED=S`
//! changes the seed (default fixed, so runs repeat); `HDLGEN_FUZZ_STATS=1`
//! prints the first error of every rejected input (to tune the generators).
//! Failing inputs are minimised and written to
//! `<target tmp>/fuzz-failures/`; keep them in `tests/fuzz_regressions/`,
//! which [`replay_regressions`] replays on every run.
//!
//! The oracle is in `fuzz_front_end/oracle.rs`, the driver (worker thread,
//! hang watch, minimising) in `driver.rs` beside it, and each generator in
//! a file of its own: `bytes.rs`, `mutations.rs` and `structure.rs`.

mod support;

#[path = "fuzz_front_end/bytes.rs"]
mod bytes;
#[path = "fuzz_front_end/driver.rs"]
mod driver;
#[path = "fuzz_front_end/mutations.rs"]
mod mutations;
#[path = "fuzz_front_end/oracle.rs"]
mod oracle;
#[path = "fuzz_front_end/rng.rs"]
mod rng;
#[path = "fuzz_front_end/structure.rs"]
mod structure;
#[path = "fuzz_front_end/table.rs"]
mod table;
#[path = "fuzz_front_end/values.rs"]
mod values;
#[path = "fuzz_front_end/vocabulary.rs"]
mod vocabulary;

use std::path::{Path, PathBuf};
use std::time::Instant;

use bytes::gen_random_bytes;
use driver::{fuzz, seed, HANG};
use mutations::gen_mutated_example;
use oracle::{check, Outcome};
use rng::{fnv, Rng};
use structure::gen_structured;
use support::MARK;
use vocabulary::Ctx;

// ---------------------------------------------------------------- the tests

#[test]
fn fuzz_random_bytes() {
    fuzz("random_bytes", 200_000, gen_random_bytes);
}

#[test]
fn fuzz_mutated_examples() {
    fuzz("mutated_examples", 3_000, gen_mutated_example);
}

#[test]
fn fuzz_generated_descriptions() {
    fuzz("generated_descriptions", 1_500, gen_structured);
}

/// The SVD of generated descriptions (every kind of window, odd widths and
/// counts, description text crafted to break out of XML) validates against
/// the CMSIS-SVD 1.3.11 schema: the first 60 that the structured generator
/// gets accepted, in one xmllint run. Each description is kept beside its
/// SVD to reproduce a failure.
#[test]
fn generated_descriptions_give_schema_valid_svd() {
    const N: usize = 60;
    let cx = Ctx::new();
    let mut r = Rng::new(seed() ^ fnv("svd_schema"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-svd-schema");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut svds = Vec::new();
    for i in 0..N * 50 {
        if svds.len() == N {
            break;
        }
        let case = gen_structured(&mut r, &cx);
        let Ok(soc) = hdlgen::load_bytes(&case.file, &case.bytes) else {
            continue;
        };
        let svd = hdlgen::emit::generate(&soc)
            .into_iter()
            .find(|a| a.path.starts_with("svd/"))
            .expect("an SVD");
        std::fs::write(dir.join(format!("{i}.toml")), &case.bytes).unwrap();
        let path = dir.join(format!("{i}.svd"));
        std::fs::write(&path, svd.text).unwrap();
        svds.push(path);
    }
    assert_eq!(svds.len(), N, "accepted descriptions");
    let files: Vec<&Path> = svds.iter().map(PathBuf::as_path).collect();
    if let Err(e) = support::svd_schema_check(&files) {
        panic!(
            "an SVD breaks the CMSIS-SVD schema (descriptions beside them in {}):\n{e}",
            dir.display()
        );
    }
}

/// Inputs that once failed (kept in `tests/fuzz_regressions/`), and a few
/// hand-made extremes, must keep passing the oracle. The expectation
/// (accepted or rejected) is in each file's name: `*.ok.toml` or `*.err.toml`.
#[test]
fn replay_regressions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut n = 0;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let bytes = std::fs::read(&path).unwrap();
        let want = if name.ends_with(".ok.toml") {
            Outcome::Accepted
        } else {
            assert!(
                name.ends_with(".err.toml"),
                "{name}: name it *.ok.toml or *.err.toml"
            );
            Outcome::Rejected
        };
        let t = Instant::now();
        let got = check(&name, &bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(got, want, "{name}");
        assert!(t.elapsed() < HANG, "{name}: took {:?}", t.elapsed());
        n += 1;
    }
    assert!(n > 0, "no regression inputs in {}", dir.display());
    // The same through the file-reading entry point the binary uses.
    let p = dir.join("invalid_utf8.err.toml");
    match hdlgen::load(&p) {
        Err(hdlgen::LoadError::Description(e)) => {
            assert!(
                e.0[0].to_string().contains(":3:8: error: (encoding)"),
                "{e}"
            )
        }
        other => panic!("{other:?}"),
    }
}

/// The duplicate-definition oracle: silent on the examples, loud on clashes.
#[test]
fn oracle_sees_duplicate_definitions() {
    use hdlgen::emit::Artifact;
    use support::duplicate_definition;
    let cx = Ctx::new();
    for text in &cx.examples {
        let soc = hdlgen::load_str("x.toml", text).unwrap();
        let files = hdlgen::emit::generate(&soc);
        assert_eq!(duplicate_definition(&files), None, "{}", soc.name);
    }
    for (path, text) in [
        ("c/x.h", "#define A 1\n#define B 2\n#define A 3\n"),
        ("c/x.h", "#define A 1\n#ifdef X\n#define A 2\n#endif\n"),
        ("c/x.h", "#ifdef X\n#define A 1\n#else\n#define B 1\n#endif\n#define A 2\n"),
        ("rtl/x.v", "module m;\n    wire a;\n    reg [3:0] a;\nendmodule\n"),
        ("rtl/x.v", "module m;\n    x u_bus (.a(1));\n    y #(.P(1)) u_bus (\nendmodule\n"),
        ("src/map.rs", "pub mod r {\n    pub const A: u32 = 1;\n    pub const A: u32 = 2;\n}\n"),
        ("svd/x.svd", "<peripheral>\n<name>p</name>\n<register>\n<name>a</name>\n</register>\n<register>\n<name>a</name>\n</register>\n</peripheral>\n"),
        ("rdl/x.rdl", "addrmap t {\n    reg {\n    } a @ 0x0;\n    reg {\n    } a @ 0x4;\n};\n"),
    ] {
        let files = [Artifact::new(path, text.to_string())];
        assert!(duplicate_definition(&files).is_some(), "{path}: {text}");
    }
    let ok = [
        Artifact::new("c/x.h", "#ifndef G\n#ifdef X\n#define A 1\n#else\n#define A 2\n#endif\n#endif\n".to_string()),
        Artifact::new("src/x.rs", "mod a {\n    const X: u32 = 1;\n}\nmod b {\n    const X: u32 = 1;\n}\n".to_string()),
        Artifact::new("svd/x.svd", "<peripheral>\n<name>p</name>\n<register>\n<name>a</name>\n</register>\n</peripheral>\n<peripheral>\n<name>q</name>\n<register>\n<name>a</name>\n</register>\n</peripheral>\n".to_string()),
    ];
    assert_eq!(duplicate_definition(&ok), None);
}

/// The oracle itself: it must see injected code where it is, and not where it is not.
#[test]
fn oracle_sees_injection() {
    use support::injected;
    assert!(injected("a.v", "// x */ InJ3cT\nmodule m; endmodule\n").is_none());
    assert!(injected("a.v", "/* InJ3cT */ wire x;\n").is_none());
    assert!(injected("a.v", "/* x */ InJ3cT /* */\n").is_some());
    assert!(injected("a.rs", "const D: &str = \"\\\" InJ3cT\";\n").is_none());
    assert!(injected("a.rs", "const D: &str = \"\" InJ3cT \"\";\n").is_some());
    assert!(injected("a.rs", "fn f<'a>(x: &'a str) -> char { '\"' } // InJ3cT\n").is_none());
    assert!(injected("a.h", "// a\nInJ3cT();\n").is_some());
    assert!(injected("a.svd", "<d>&lt;InJ3cT/&gt;</d>").is_none());
    assert!(injected("a.svd", "<d></d><InJ3cT/>").is_some());
    assert!(injected("a.svd", "<!-- a -- b -->").is_some());
    assert!(injected("a.md", "| x | &lt;InJ3cT |").is_none());
    assert!(injected("a.md", "| x | <InJ3cT> |").is_some());
    assert!(injected("a.f", "x.v\nInJ3cT.v\n").is_some());
    let _ = MARK;
}
