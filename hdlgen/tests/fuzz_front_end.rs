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

mod support;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use support::{check_outputs, check_rejection, toml_str, EVIL, MARK};

// ---------------------------------------------------------------- the oracle

/// What one input did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Accepted,
    Rejected,
}

/// Runs one input through the front end (and, if accepted, every emitter).
/// `Err` is a bug: a panic, a rejection without location or field, or an
/// output with injected code.
fn check(file: &str, bytes: &[u8]) -> Result<Outcome, String> {
    let loaded = catch_unwind(AssertUnwindSafe(|| hdlgen::load_bytes(file, bytes)))
        .map_err(|p| format!("panic in load: {}", panic_text(&p)))?;
    match loaded {
        Err(e) => {
            let text = String::from_utf8_lossy(bytes);
            check_rejection(file, &text, &e)?;
            if std::env::var_os("HDLGEN_FUZZ_STATS").is_some() {
                if let hdlgen::LoadError::Description(d) = &e {
                    let f: String = d.0[0]
                        .field
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .collect();
                    let m: String = d.0[0]
                        .message
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .take(40)
                        .collect();
                    eprintln!("STAT {f} | {m}");
                }
            }
            Ok(Outcome::Rejected)
        }
        Ok(soc) => {
            let files = catch_unwind(AssertUnwindSafe(|| hdlgen::emit::generate(&soc)))
                .map_err(|p| format!("panic in generate: {}", panic_text(&p)))?;
            check_outputs(&files)?;
            if let Some(d) = support::duplicate_definition(&files) {
                return Err(format!("generated code defines a name twice: {d}"));
            }
            Ok(Outcome::Accepted)
        }
    }
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "(non-string panic)".into())
}

// ---------------------------------------------------------------- the driver

/// A case that took longer than this is a hang. The slowest legitimate ones
/// (4,096 tiles, every output) take ~2 s, and up to 10 s on a machine loaded
/// six times over.
const HANG: Duration = Duration::from_secs(60);

fn cases(name: &str, default: usize) -> usize {
    let var = |v: String| {
        std::env::var(v)
            .ok()
            .and_then(|s| s.replace('_', "").parse().ok())
    };
    var(format!("HDLGEN_FUZZ_CASES_{}", name.to_uppercase()))
        .or_else(|| var("HDLGEN_FUZZ_CASES".into()))
        .unwrap_or(default)
}

fn seed() -> u64 {
    std::env::var("HDLGEN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_cafe)
}

/// One generated input.
struct Case {
    file: String,
    bytes: Vec<u8>,
}

impl Case {
    fn text(file: &str, text: String) -> Self {
        Case {
            file: file.into(),
            bytes: text.into_bytes(),
        }
    }
}

/// Runs `n` cases of `gen` on a worker thread, watched for hangs. Panics with
/// every failure (minimised and saved), and prints the tally.
fn fuzz(name: &str, default_cases: usize, gen: fn(&mut Rng, &Ctx) -> Case) {
    let n = cases(name, default_cases);
    let seed = seed() ^ fnv(name);
    let current: Arc<Mutex<Option<Case>>> = Arc::new(Mutex::new(None));
    let (tx, rx) = mpsc::channel::<Result<(Outcome, Duration), (String, Case)>>();
    let worker = {
        let current = current.clone();
        std::thread::Builder::new()
            .name(format!("fuzz-{name}"))
            .stack_size(64 << 20)
            .spawn(move || {
                let cx = Ctx::new();
                let mut rng = Rng::new(seed);
                for _ in 0..n {
                    let case = gen(&mut rng, &cx);
                    *current.lock().unwrap() = Some(Case {
                        file: case.file.clone(),
                        bytes: case.bytes.clone(),
                    });
                    let t = Instant::now();
                    let r = check(&case.file, &case.bytes);
                    let msg = match r {
                        Ok(o) => Ok((o, t.elapsed())),
                        Err(e) => Err((e, case)),
                    };
                    if tx.send(msg).is_err() {
                        return;
                    }
                }
            })
            .unwrap()
    };
    let start = Instant::now();
    let (mut accepted, mut rejected) = (0usize, 0usize);
    let mut slowest = Duration::ZERO;
    let mut failures: Vec<String> = Vec::new();
    for i in 0..n {
        match rx.recv_timeout(HANG) {
            Ok(Ok((o, dt))) => {
                slowest = slowest.max(dt);
                match o {
                    Outcome::Accepted => accepted += 1,
                    Outcome::Rejected => rejected += 1,
                }
            }
            Ok(Err((why, case))) => {
                let saved = save_failure(name, i, &case, &why);
                failures.push(format!("case {i}: {why}\n    input: {}", saved.display()));
                if failures.len() >= 10 {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let case = current.lock().unwrap().take().unwrap();
                let saved = save_failure(name, i, &case, "hang");
                panic!(
                    "{name}: case {i} did not finish within {HANG:?} (seed {seed}); input saved to {}",
                    saved.display()
                );
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                failures.push(format!("case {i}: the worker died"));
                break;
            }
        }
    }
    drop(rx);
    let _ = worker.join();
    eprintln!(
        "{name}: {} cases (seed {seed}) in {:.1?}: {accepted} accepted, {rejected} rejected, slowest {slowest:.1?}",
        accepted + rejected + failures.len(),
        start.elapsed()
    );
    assert!(
        failures.is_empty(),
        "{name}: {} failing input(s) (seed {seed}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Each generator must exercise both paths, or it is not testing much.
    if n >= 200 {
        assert!(rejected > n / 20, "{name}: only {rejected} of {n} rejected");
        if name != "random_bytes" {
            assert!(accepted > n / 20, "{name}: only {accepted} of {n} accepted");
        }
    }
}

/// Minimises a failing input (by lines, then by characters) and writes it.
fn save_failure(name: &str, i: usize, case: &Case, why: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
    std::fs::create_dir_all(&dir).unwrap();
    let kind = failure_kind(why);
    let still_fails = |b: &[u8]| match check(&case.file, b) {
        Err(e) => failure_kind(&e) == kind,
        Ok(_) => false,
    };
    let small = if why == "hang" {
        case.bytes.clone()
    } else {
        minimise(&case.bytes, &still_fails)
    };
    let path = dir.join(format!("{name}-{i}.toml"));
    std::fs::write(&path, &small).unwrap();
    std::fs::write(
        dir.join(format!("{name}-{i}.why")),
        format!("file name {:?}\n{why}\n", case.file),
    )
    .unwrap();
    path
}

/// The class of a failure, kept while minimising (the first words).
fn failure_kind(why: &str) -> String {
    why.split(':').take(2).collect::<Vec<_>>().join(":")
}

fn minimise(input: &[u8], fails: &dyn Fn(&[u8]) -> bool) -> Vec<u8> {
    let mut cur = input.to_vec();
    let mut budget = 2000;
    // Lines, then single bytes, removed while the failure persists.
    for unit in [b'\n', 0] {
        let mut changed = true;
        while changed && budget > 0 {
            changed = false;
            let pieces: Vec<Vec<u8>> = if unit == 0 {
                cur.iter().map(|b| vec![*b]).collect()
            } else {
                cur.split_inclusive(|b| *b == unit)
                    .map(<[u8]>::to_vec)
                    .collect()
            };
            if pieces.len() > 600 && unit == 0 {
                break;
            }
            let mut keep = vec![true; pieces.len()];
            for k in 0..pieces.len() {
                if budget == 0 {
                    break;
                }
                budget -= 1;
                keep[k] = false;
                let trial: Vec<u8> = pieces
                    .iter()
                    .zip(&keep)
                    .filter(|(_, k)| **k)
                    .flat_map(|(p, _)| p.iter().copied())
                    .collect();
                if fails(&trial) {
                    changed = true;
                } else {
                    keep[k] = true;
                }
            }
            cur = pieces
                .iter()
                .zip(&keep)
                .filter(|(_, k)| **k)
                .flat_map(|(p, _)| p.iter().copied())
                .collect();
        }
    }
    cur
}

// ---------------------------------------------------------------- randomness

/// SplitMix64: small, fast, and the same everywhere.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed)
    }
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn s(&mut self, xs: &[&'static str]) -> &'static str {
        xs[self.below(xs.len())]
    }
    /// A length with a long tail: mostly small, sometimes up to `max`.
    fn len(&mut self, max: usize) -> usize {
        let bits = self.below(usize::BITS as usize - max.leading_zeros() as usize + 1);
        self.below((1usize << bits).min(max + 1))
    }
}

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

// ---------------------------------------------------------------- vocabulary

/// What the generators draw on: the examples and the built-in monitor names.
struct Ctx {
    examples: Vec<String>,
    builtin: Vec<String>,
}

impl Ctx {
    fn new() -> Self {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
        let examples: Vec<String> = ["esp.toml", "axi_wide.toml"]
            .iter()
            .map(|f| std::fs::read_to_string(root.join(f)).unwrap())
            .collect();
        let builtin = hdlgen::load_str("esp.toml", &examples[0])
            .unwrap()
            .monitors
            .iter()
            .map(|m| m.name.clone())
            .collect();
        RISKY.get_or_init(|| risky_words(&examples));
        Ctx { examples, builtin }
    }
}

const KEYS: &[&str] = &[
    "name",
    "bus",
    "base",
    "tile_stride",
    "unmapped",
    "reset",
    "noc_planes",
    "dvfs_points",
    "noc_directions",
    "cache_hierarchy",
    "dvfs",
    "noc_clock",
    "builtin",
    "width",
    "overflow",
    "monitor",
    "description",
    "kinds",
    "clock",
    "kind",
    "stream_width",
    "pc_width",
    "cycles_width",
    "halted_width",
    "counters",
    "counter_width",
    "registers",
    "register_width",
    "fifo_depth",
    "almost_full",
    "watchpoints",
    "tlast_every",
    "rv32",
    "read_rate",
    "multiplier",
    "divisor",
    "label",
    "path",
    "mode",
    "domain",
    "source",
    "threshold",
    "formula",
    "cycles_event",
    "instructions_event",
    "soc",
    "catalog",
    "tile",
    "packer",
    "autocounter",
    "programmable",
    "override",
    "event",
    "preset",
    "nme",
    "Name",
    "buss",
    "widht",
    "",
];

const HEADERS: &[&str] = &[
    "[soc]",
    "[catalog]",
    "[[tile]]",
    "[packer]",
    "[autocounter]",
    "[programmable]",
    "[[catalog.override]]",
    "[[catalog.monitor]]",
    "[[autocounter.domain]]",
    "[[autocounter.counter]]",
    "[[programmable.event]]",
    "[[programmable.preset]]",
    "[tile]",
    "[[soc]]",
    "[soc.name]",
    "[catalog.monitor]",
    "[[catalog]]",
    "[x.y.z]",
    "[\"soc\"]",
    "[ soc ]",
    "[[ tile ]]",
    "[soc",
    "[[tile]",
    "[]",
    "[[]]",
];

const RESERVED: &[&str] = &[
    "module",
    "endmodule",
    "always",
    "wire",
    "reg",
    "input",
    "output",
    "assign",
    "begin",
    "end",
    "logic",
    "fn",
    "struct",
    "impl",
    "self",
    "type",
    "match",
    "mod",
    "crate",
    "pub",
    "int",
    "char",
    "void",
    "static",
    "typedef",
    "union",
    "return",
    "clk",
    "rst",
    "rst_n",
    "main",
    "default",
    "for",
    "while",
    "if",
    "else",
    "case",
    "true",
    "false",
    "signed",
    "unsafe",
];

const TILE_KINDS: &[&str] = &["cpu", "mem", "acc", "io", "slm", "empty"];

/// TOML values of every type, with edge cases.
fn any_value(r: &mut Rng) -> String {
    match r.below(24) {
        0 => r.pick(&["0", "1", "-1", "+1", "-0", "+0"]).to_string(),
        1 => r
            .pick(&[
                "31", "32", "33", "63", "64", "65", "255", "256", "4095", "4096", "4097", "65535",
                "65536", "65537", "1024", "1025", "2047", "2048",
            ])
            .to_string(),
        2 => r
            .pick(&[
                "0x1FF",
                "0x200",
                "0x201",
                "0x400",
                "0x10000",
                "0x20000",
                "0xFFFFFFFF",
                "0x100000000",
                "0xFFFF_FFFF",
                "0x6009_0000",
                "0x7fffffffffffffff",
                "0xffffffffffffffff",
                "0o777",
                "0b1010",
                "0x",
                "0xg",
                "00",
                "0_1",
                "1__0",
                "_1",
            ])
            .to_string(),
        3 => r
            .pick(&[
                "9223372036854775807",
                "9223372036854775808",
                "-9223372036854775808",
                "-9223372036854775809",
                "18446744073709551615",
                "99999999999999999999999999999999",
                "4294967295",
                "4294967296",
                "-4294967296",
            ])
            .to_string(),
        4 => format!("{}", r.next() as i64 >> r.below(64)),
        5 => format!("{:#x}", r.next() >> r.below(64)),
        6 => r
            .pick(&[
                "1.5", "0.0", "-0.0", "1e400", "-1e-400", "inf", "-inf", "+inf", "nan", "-nan",
                "3.", ".3", "1e", "6.0e1",
            ])
            .to_string(),
        7 => r
            .pick(&["true", "false", "True", "FALSE", "yes"])
            .to_string(),
        8 => r
            .pick(&[
                "1979-05-27T07:32:00Z",
                "1979-05-27",
                "07:32:00",
                "1979-05-27T00:32:00.999999-07:00",
                "1979-13-45",
                "25:61:61",
            ])
            .to_string(),
        9 => toml_str(r.s(EVIL)),
        10 => toml_str(r.s(RESERVED)),
        11 => toml_str(r.s(TILE_KINDS)),
        12 => toml_str(r.s(&[
            "apb",
            "axi4lite",
            "error",
            "zero",
            "async_low",
            "sync_high",
            "wrap",
            "saturate",
            "esp",
            "none",
            "accumulate",
            "identity",
            "tile",
            "noc",
            "APB",
            "",
        ])),
        13 => {
            // A long string.
            let n = r.pick(&[41usize, 100, 1000, 10_000, 100_000]);
            let c = *r.pick(&['a', '_', 'é', '"', '\\', '\n', '☃']);
            toml_str(&std::iter::repeat_n(c, *n).collect::<String>())
        }
        14 => {
            // Deep nesting: arrays or inline tables.
            let d = r.len(400) + 1;
            if r.chance(0.5) {
                format!("{}{}", "[".repeat(d), "]".repeat(d))
            } else {
                format!("{}1{}", "{a=".repeat(d), "}".repeat(d))
            }
        }
        15 => r
            .pick(&[
                "[]",
                "[\"cpu\"]",
                "[\"cpu\", \"mem\"]",
                "[1, 2]",
                "[0, 15, 16]",
                "[\"cpu\", 1]",
                "[[]]",
                "[\"cpu\",]",
                "[,]",
                "[-1]",
                "[\"cpu\", \"cpu\"]",
                "[\"gpu\"]",
            ])
            .to_string(),
        16 => r
            .pick(&[
                "{}",
                "{ a = 1 }",
                "{ name = \"x\" }",
                "{ name = \"x\", kind = \"cpu\" }",
                "{",
                "}",
            ])
            .to_string(),
        17 => r
            .pick(&[
                "'literal'",
                "'''multi\nline'''",
                "\"\"\"multi\nline\"\"\"",
                "\"unterminated",
                "'unterminated",
                "\"\\q\"",
                "\"\\uD800\"",
                "\"\\U0010FFFF\"",
                "\"\\U00110000\"",
                "\"tab\there\"",
                "\"\\u0000\"",
            ])
            .to_string(),
        18 => toml_str(&format!(
            "a{}",
            std::iter::repeat_n('_', r.below(3)).collect::<String>()
        )),
        19 => toml_str(&random_name(r)),
        20 => toml_str(&bad_name(r)),
        21 => format!("{}", r.range(0, 70)),
        22 => format!(
            "\"{}\"",
            r.pick(&[
                "hit + miss",
                "cycles - branch",
                "+",
                "hit +",
                "a b",
                "é",
                ""
            ])
        ),
        _ => String::new(),
    }
}

/// Identifiers hdlgen itself generates (and their `_`-separated prefixes and
/// suffixes), from the examples' outputs: the names most likely to clash
/// with generated code when a description uses them.
static RISKY: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();

fn risky_words(examples: &[String]) -> Vec<String> {
    let mut words = std::collections::BTreeSet::new();
    for text in examples {
        let soc = hdlgen::load_str("x.toml", text).unwrap();
        for f in hdlgen::emit::generate(&soc) {
            let code = match f.path.rsplit('.').next() {
                Some("v" | "rs" | "h" | "rdl") => support::strip(&f.text, "//", true, true),
                _ => continue,
            };
            for token in code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                let lower = token.to_ascii_lowercase();
                let parts: Vec<&str> = lower.split('_').collect();
                for i in 0..parts.len() {
                    words.insert(parts[i..].join("_"));
                    words.insert(parts[..=i].join("_"));
                }
            }
        }
    }
    words
        .into_iter()
        .filter(|w| hdlgen::model::names::check_identifier(w).is_none())
        .collect()
}

/// A name generated code already uses, or `usual`.
fn or_risky(r: &mut Rng, usual: String) -> String {
    match RISKY.get() {
        Some(words) if r.chance(0.04) => r.pick(words).clone(),
        _ => usual,
    }
}

fn random_name(r: &mut Rng) -> String {
    if let Some(words) = RISKY.get().filter(|_| r.chance(0.1)) {
        return r.pick(words).clone();
    }
    const PARTS: &[&str] = &[
        "cpu", "mem", "acc", "io", "tile", "core", "l2", "dma", "noc", "x", "y", "fabric", "hit",
        "miss", "uncore", "gpu", "a", "q7",
    ];
    let mut s = r.pick(PARTS).to_string();
    for _ in 0..r.below(3) {
        s.push('_');
        s.push_str(r.s(PARTS));
    }
    if r.chance(0.5) {
        s.push_str(&r.below(100).to_string());
    }
    s
}

fn bad_name(r: &mut Rng) -> String {
    match r.below(8) {
        0 => r.pick(RESERVED).to_string(),
        1 => r
            .pick(&[
                "", "Cpu", "9a", "a__b", "a_", "_a", "a-b", "a b", "a.b", "évil", "a;b",
            ])
            .to_string(),
        2 => "a".repeat(41),
        3 => r.pick(EVIL).to_string(),
        4 => format!("{}\n", random_name(r)),
        5 => format!("x{MARK}"),
        _ => random_name(r),
    }
}

// ---------------------------------------------------------------- (a) bytes

fn gen_random_bytes(r: &mut Rng, _: &Ctx) -> Case {
    let n = r.len(600);
    let bytes: Vec<u8> = match r.below(3) {
        // Anything, including invalid UTF-8.
        0 => (0..n).map(|_| r.next() as u8).collect(),
        // TOML-significant characters and tokens.
        _ => {
            const TOKENS: &[&str] = &[
                "[",
                "]",
                "[[",
                "]]",
                "{",
                "}",
                "=",
                "\"",
                "'",
                "\"\"\"",
                "'''",
                "#",
                ".",
                ",",
                "\n",
                "\r\n",
                " ",
                "\t",
                "\\",
                "\\u",
                "0x",
                "-",
                "+",
                "_",
                ":",
                "e",
                "inf",
                "nan",
                "true",
                "1",
                "64",
                "soc",
                "tile",
                "name",
                "kind",
                "catalog",
                "packer",
                "cpu",
                "\"cpu\"",
                "\u{0}",
                "\u{feff}",
                "é",
                "\r",
                "1979-05-27",
                "\n[soc]\nname = ",
                "\n[[tile]]\n",
                "\u{7f}",
            ];
            let mut s = String::new();
            for _ in 0..n / 3 + 1 {
                if r.chance(0.5) {
                    s.push_str(r.s(TOKENS));
                } else if r.chance(0.3) {
                    s.push_str(r.s(KEYS));
                } else {
                    s.push(r.range(0x20, 0x7e) as u8 as char);
                }
            }
            s.into_bytes()
        }
    };
    Case {
        file: r
            .pick(&["fuzz.toml", "dir/with space/f.toml", "ünï.toml"])
            .to_string(),
        bytes,
    }
}

// ---------------------------------------------------------------- (b) mutations

fn gen_mutated_example(r: &mut Rng, cx: &Ctx) -> Case {
    let base = r.pick(&cx.examples);
    let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
    for _ in 0..1 + r.len(4) {
        mutate(r, cx, &mut lines);
    }
    let mut text = lines.join(if r.chance(0.05) { "\r\n" } else { "\n" });
    if r.chance(0.03) && !text.is_empty() {
        // Truncate anywhere (on a character boundary).
        let mut at = r.below(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        text.truncate(at);
    }
    // Evil file names: they reach every output's header comment.
    let file = if r.chance(0.1) {
        format!("{}.toml", r.pick(EVIL))
    } else {
        "mutant.toml".to_string()
    };
    Case::text(&file, text)
}

/// Index of a random `key = value` line, if any.
fn kv_line(r: &mut Rng, lines: &[String]) -> Option<usize> {
    let kvs: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.contains(" = ") && !l.trim_start().starts_with('#'))
        .map(|(i, _)| i)
        .collect();
    (!kvs.is_empty()).then(|| *r.pick(&kvs))
}

fn mutate(r: &mut Rng, cx: &Ctx, lines: &mut Vec<String>) {
    if lines.is_empty() {
        lines.push(String::new());
    }
    let n = lines.len();
    match r.below(16) {
        0 => {
            lines.remove(r.below(n));
        }
        1 => {
            let l = lines[r.below(n)].clone();
            lines.insert(r.below(n + 1), l);
        }
        2 => {
            let (a, b) = (r.below(n), r.below(n));
            lines.swap(a, b);
        }
        // Change a value (the most useful: many stay valid TOML).
        3..=6 => {
            if let Some(i) = kv_line(r, lines) {
                let key = lines[i].split(" = ").next().unwrap().to_string();
                lines[i] = format!("{key} = {}", any_value(r));
            }
        }
        7 => {
            if let Some(i) = kv_line(r, lines) {
                let value = lines[i].split_once(" = ").unwrap().1.to_string();
                lines[i] = format!("{} = {value}", r.pick(KEYS));
            }
        }
        8 => {
            let l = format!("{} = {}", r.pick(KEYS), any_value(r));
            lines.insert(r.below(n + 1), l);
        }
        9 => {
            lines.insert(r.below(n + 1), r.pick(HEADERS).to_string());
        }
        // Make a string value evil (stays valid: tests the sanitising).
        10 | 11 => {
            let strs: Vec<usize> = (0..n)
                .filter(|&i| lines[i].contains("= \"") && !lines[i].contains("= \"\""))
                .collect();
            if !strs.is_empty() {
                let i = *r.pick(&strs);
                let key = lines[i].split(" = ").next().unwrap().to_string();
                let key = if r.chance(0.5) {
                    "description".to_string()
                } else {
                    key
                };
                lines[i] = format!("{key} = {}", toml_str(r.s(EVIL)));
            }
        }
        // Insert a character somewhere in a line.
        12 => {
            let i = r.below(n);
            let l = &mut lines[i];
            let mut at = r.below(l.len() + 1);
            while !l.is_char_boundary(at) {
                at -= 1;
            }
            let c = *r.pick(&[
                '\u{0}', '\u{feff}', 'é', '☃', '\u{202e}', '"', '\'', '[', ']', '=', '#', '\\',
                '\t', '\r', '.', '{', ' ',
            ]);
            l.insert(at, c);
        }
        // Duplicate a whole table block.
        13 => {
            let starts: Vec<usize> = (0..n).filter(|&i| lines[i].starts_with('[')).collect();
            if !starts.is_empty() {
                let s = *r.pick(&starts);
                let e = (s + 1..n).find(|&i| lines[i].starts_with('[')).unwrap_or(n);
                let block: Vec<String> = lines[s..e].to_vec();
                let at = r.below(n + 1);
                for (k, l) in block.into_iter().enumerate() {
                    lines.insert(at + k, l);
                }
            }
        }
        // Many tiles.
        14 => {
            let k = *r.pick(&[2usize, 17, 100, 1000]);
            for t in 0..k {
                lines.push("[[tile]]".into());
                lines.push(format!("name = \"t{t}\""));
                lines.push(format!("kind = \"{}\"", r.pick(TILE_KINDS)));
            }
        }
        // Overrides of built-in monitors and custom monitors with odd values.
        _ => {
            if r.chance(0.5) {
                lines.push("[[catalog.override]]".into());
                lines.push(format!("monitor = \"{}\"", r.pick(&cx.builtin)));
                lines.push(format!("width = {}", r.range(0, 70)));
            } else {
                lines.push("[[catalog.monitor]]".into());
                lines.push(format!("name = {}", toml_str(&random_name(r))));
                lines.push(format!("kinds = [\"{}\"]", r.pick(TILE_KINDS)));
                lines.push(format!("description = {}", toml_str(r.s(EVIL))));
            }
        }
    }
}

// ---------------------------------------------------------------- (c) structure

/// Writes `key = value` lines in random order, each field sometimes left out
/// and (rarely) given a wrong value.
struct Table {
    lines: Vec<String>,
    rng: Rng,
}

impl Table {
    fn new(header: &str, r: &mut Rng) -> Self {
        Table {
            lines: vec![header.to_string()],
            rng: Rng::new(r.next()),
        }
    }
    fn kv(&mut self, key: &str, good: String, present: f64) {
        let r = &mut self.rng;
        if !r.chance(present) {
            return;
        }
        let value = if r.chance(BAD) { any_value(r) } else { good };
        self.lines.push(format!("{key} = {value}"));
    }
    fn finish(mut self, out: &mut String) {
        let r = &mut self.rng;
        let head = self.lines.remove(0);
        let n = self.lines.len();
        for i in (1..n).rev() {
            let j = r.below(i + 1);
            self.lines.swap(i, j);
        }
        if r.chance(BAD / 2.0) {
            self.lines.push(format!("{} = {}", r.s(KEYS), any_value(r)));
        }
        if r.chance(BAD / 2.0) && n > 0 {
            self.lines.remove(r.below(n));
        }
        out.push_str(&head);
        out.push('\n');
        for l in self.lines {
            out.push_str(&l);
            out.push('\n');
        }
        out.push('\n');
    }
}

/// Chance that a field written gets a random (mostly wrong) value.
const BAD: f64 = 0.004;

fn uint(r: &mut Rng, lo: u64, hi: u64) -> String {
    // The ends of the range are where the bugs are.
    let v = match r.below(4) {
        0 => lo,
        1 => hi,
        _ => r.range(lo, hi),
    };
    if r.chance(0.2) {
        format!("{v:#x}")
    } else {
        v.to_string()
    }
}

fn pow2(r: &mut Rng, lo: u32, hi: u32) -> String {
    (1u64 << r.range(lo as u64, hi as u64)).to_string()
}

fn string_list(items: &[String]) -> String {
    let q: Vec<String> = items.iter().map(|s| toml_str(s)).collect();
    format!("[{}]", q.join(", "))
}

fn description(r: &mut Rng) -> String {
    if r.chance(0.4) {
        toml_str(r.s(EVIL))
    } else {
        toml_str(r.s(&[
            "Cycles",
            "",
            "L1 misses (per \"way\")",
            "a\\b",
            "100% of it",
        ]))
    }
}

fn gen_structured(r: &mut Rng, cx: &Ctx) -> Case {
    let mut out = String::new();
    let stride_log = r.range(9, 16);
    let stride = 1u64 << stride_log;
    let ntiles = match r.below(40) {
        0 => 0,
        1 | 2 => r.range(13, 300) as usize,
        3 if r.chance(0.1) => r.range(4090, 4100) as usize,
        _ => r.range(1, 12) as usize,
    };

    // [soc]
    let mut soc = Table::new("[soc]", r);
    soc.kv("name", toml_str(&random_name(r)), 1.0);
    soc.kv("bus", toml_str(r.s(&["apb", "axi4lite"])), 0.7);
    let base = match r.below(4) {
        0 => 0,
        1 => 0x1_0000_0000 - stride * r.range(1, 20),
        _ => (r.next() & 0xFFFF_FFFF) & !(stride - 1),
    };
    soc.kv("base", format!("{base:#x}"), 0.8);
    soc.kv("tile_stride", format!("{stride:#x}"), 0.7);
    soc.kv("unmapped", toml_str(r.s(&["error", "zero"])), 0.5);
    soc.kv(
        "reset",
        toml_str(r.s(&["async_low", "async_high", "sync_low", "sync_high"])),
        0.5,
    );
    soc.kv(
        "noc_planes",
        if r.chance(0.9) {
            uint(r, 1, 6)
        } else {
            uint(r, 1, 16)
        },
        0.5,
    );
    soc.kv("dvfs_points", uint(r, 0, 16), 0.5);
    let dirs: Vec<String> = ["local", "east", "west", "south", "north", "up", "down"]
        .iter()
        .filter(|_| r.chance(0.6))
        .map(|s| s.to_string())
        .collect();
    soc.kv("noc_directions", string_list(&dirs), 0.3);
    soc.kv(
        "cache_hierarchy",
        r.pick(&["true", "false"]).to_string(),
        0.4,
    );
    soc.kv("dvfs", r.pick(&["true", "false"]).to_string(), 0.4);
    soc.kv("noc_clock", toml_str(r.s(&["tile", "noc", "fabric"])), 0.3);
    if r.chance(0.99) {
        soc.finish(&mut out);
    }

    // [catalog]
    let builtin_esp = r.chance(0.85);
    let mut custom_kinds: Vec<String> = Vec::new();
    if r.chance(0.6) || !builtin_esp {
        let mut cat = Table::new("[catalog]", r);
        cat.kv(
            "builtin",
            toml_str(if builtin_esp { "esp" } else { "none" }),
            if builtin_esp { 0.5 } else { 1.0 },
        );
        cat.kv("width", uint(r, 1, 32), 0.5);
        cat.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.5);
        cat.finish(&mut out);
        for _ in 0..if builtin_esp { r.below(4) } else { 0 } {
            let mut o = Table::new("[[catalog.override]]", r);
            // Names that exist whatever the planes, points and directions.
            let m = r.pick(&cx.builtin).clone();
            let m = if m.contains("_p") || m.contains("dvfs") {
                "acc_tot".to_string()
            } else {
                m
            };
            let pair = m.starts_with("acc_tot") || m.starts_with("acc_mem");
            o.kv("monitor", toml_str(&m), 1.0);
            o.kv(
                "width",
                if pair {
                    uint(r, 33, 64)
                } else {
                    uint(r, 1, 32)
                },
                0.6,
            );
            o.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.4);
            o.kv("description", description(r), 0.4);
            o.kv("clock", toml_str(r.s(&["tile", "fabric"])), 0.3);
            o.finish(&mut out);
        }
        let nmon = if builtin_esp {
            r.below(4)
        } else {
            1 + r.below(5)
        };
        let mut names = Vec::new();
        for i in 0..nmon {
            let mut m = Table::new("[[catalog.monitor]]", r);
            let usual = format!("{}_m{i}", random_name(r));
            let name = or_risky(r, usual);
            names.push(name.clone());
            m.kv("name", toml_str(&name), 1.0);
            m.kv("description", description(r), 0.6);
            let kinds: Vec<String> = if builtin_esp {
                TILE_KINDS
                    .iter()
                    .filter(|_| r.chance(0.3))
                    .map(|s| s.to_string())
                    .collect()
            } else {
                TILE_KINDS.iter().map(|s| s.to_string()).collect()
            };
            custom_kinds.extend(kinds.iter().cloned());
            m.kv("kinds", string_list(&kinds), 1.0);
            m.kv("width", uint(r, 1, 64), 0.6);
            m.kv("overflow", toml_str(r.s(&["wrap", "saturate"])), 0.3);
            m.kv("clock", toml_str(r.s(&["tile", "fabric", "noc"])), 0.3);
            m.finish(&mut out);
        }
    }

    // [[tile]]
    for t in 0..ntiles {
        let mut tile = Table::new("[[tile]]", r);
        tile.kv(
            "name",
            toml_str(&{
                let usual = format!("{}{t}", r.s(&["t", "cpu", "tile_", "x"]));
                or_risky(r, usual)
            }),
            1.0,
        );
        let kind = if builtin_esp || custom_kinds.is_empty() {
            r.pick(TILE_KINDS).to_string()
        } else {
            r.pick(&custom_kinds).clone()
        };
        tile.kv("kind", toml_str(&kind), 1.0);
        tile.finish(&mut out);
    }

    // [packer]
    if r.chance(0.35) {
        let mut p = Table::new("[packer]", r);
        p.kv("base", format!("{:#x}", r.next() & 0xFFFF_F000), 0.8);
        p.kv("stream_width", (32 * r.range(2, 128)).to_string(), 0.8);
        p.kv("pc_width", uint(r, 16, 64), 0.6);
        p.kv("cycles_width", uint(r, 1, 64), 0.5);
        p.kv("halted_width", uint(r, 1, 64), 0.5);
        p.kv("counters", uint(r, 1, 64), 0.6);
        p.kv("counter_width", uint(r, 1, 16), 0.6);
        p.kv("registers", uint(r, 0, 8), 0.6);
        p.kv("register_width", uint(r, 1, 64), 0.6);
        let depth_log = r.range(1, 16);
        if r.chance(0.6) {
            p.kv("fifo_depth", (1u64 << depth_log).to_string(), 1.0);
            p.kv("almost_full", uint(r, 1, 1 << depth_log), 1.0);
        }
        p.kv("watchpoints", uint(r, 0, 16), 0.5);
        p.kv("tlast_every", uint(r, 0, 65535), 0.5);
        p.kv("rv32", r.pick(&["true", "false"]).to_string(), 0.4);
        p.finish(&mut out);
    }

    // [autocounter]
    if r.chance(0.35) {
        let mut a = Table::new("[autocounter]", r);
        a.kv("base", format!("{:#x}", r.next() & 0xFFFF_F000), 0.8);
        a.kv("fifo_depth", pow2(r, 1, 10), 0.6);
        a.kv("read_rate", uint(r, 0, 0xFFFF_FFFF), 0.5);
        a.finish(&mut out);
        let nd = r.range(1, 3) as usize;
        let domains: Vec<String> = (0..nd)
            .map(|i| {
                let usual = format!("{}{i}", random_name(r));
                or_risky(r, usual)
            })
            .collect();
        for d in &domains {
            let mut t = Table::new("[[autocounter.domain]]", r);
            t.kv("name", toml_str(d), 1.0);
            t.kv("multiplier", uint(r, 1, 1024), 0.5);
            t.kv("divisor", uint(r, 1, 1024), 0.5);
            t.finish(&mut out);
        }
        for i in 0..r.below(7) {
            let mut c = Table::new("[[autocounter.counter]]", r);
            let label = or_risky(r, format!("c{i}"));
            c.kv("label", toml_str(&label), 1.0);
            c.kv("description", description(r), 0.6);
            c.kv(
                "path",
                toml_str(r.s(&["tile0.core", "mem0", "a.b.c", "X_1"])),
                1.0,
            );
            let one_bit = r.chance(0.5);
            c.kv(
                "width",
                if one_bit { "1".into() } else { uint(r, 1, 64) },
                0.7,
            );
            c.kv("mode", toml_str(r.s(&["accumulate", "identity"])), 0.4);
            c.kv("domain", toml_str(r.pick(&domains).as_str()), 1.0);
            if one_bit {
                c.kv("source", toml_str(r.pick(&domains).as_str()), 0.3);
            }
            c.finish(&mut out);
        }
    }

    // [programmable]
    if r.chance(0.35) {
        let mut p = Table::new("[programmable]", r);
        let kinds: Vec<String> = TILE_KINDS
            .iter()
            .filter(|_| r.chance(0.4))
            .map(|s| s.to_string())
            .collect();
        p.kv("kinds", string_list(&kinds), 0.7);
        let k = r.range(1, 16);
        p.kv("counters", k.to_string(), 1.0);
        p.kv("width", uint(r, 1, 64), 0.6);
        p.kv("threshold", r.pick(&["true", "false"]).to_string(), 0.5);
        let ne = match r.below(20) {
            0 => r.range(250, 260) as usize,
            _ => r.range(1, 10) as usize,
        };
        let events: Vec<String> = (0..ne)
            .map(|i| {
                let usual = format!("e{i}_{}", random_name(r));
                or_risky(r, usual)
            })
            .collect();
        if r.chance(0.3) {
            p.kv("cycles_event", toml_str(r.pick(&events).as_str()), 1.0);
        }
        if r.chance(0.3) {
            p.kv(
                "instructions_event",
                toml_str(r.pick(&events).as_str()),
                1.0,
            );
        }
        p.finish(&mut out);
        for e in &events {
            let mut t = Table::new("[[programmable.event]]", r);
            t.kv("name", toml_str(e), 1.0);
            t.kv("description", description(r), 0.5);
            let wired: Vec<String> = (0..k)
                .filter(|_| r.chance(0.5))
                .map(|c| c.to_string())
                .collect();
            if !wired.is_empty() {
                t.kv("counters", format!("[{}]", wired.join(", ")), 0.4);
            }
            t.finish(&mut out);
        }
        for i in 0..r.below(4) {
            let mut t = Table::new("[[programmable.preset]]", r);
            t.kv("name", toml_str(&format!("preset{i}")), 1.0);
            t.kv("description", description(r), 0.5);
            let mut f = r.pick(&events).clone();
            for _ in 0..r.below(4) {
                f.push_str(r.s(&[" + ", " - ", "+", "-"]));
                f.push_str(r.pick(&events).as_str());
            }
            t.kv("formula", toml_str(&f), 1.0);
            t.finish(&mut out);
        }
    }
    let file = if r.chance(0.05) {
        format!("{}.toml", r.pick(EVIL))
    } else {
        "generated.toml".to_string()
    };
    Case::text(&file, out)
}

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
