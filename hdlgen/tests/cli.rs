//! The `hdlgen` command as users run it: outputs, determinism, exit codes,
//! error messages, and the committed `rtl-out/` tree.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hdlgen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("hdlgen runs")
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// Every file under `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p
                    .strip_prefix(base)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(rel, fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

#[test]
fn same_description_gives_byte_identical_trees() {
    let d = scratch("determinism");
    let (a, b) = (d.join("a"), d.join("b"));
    for out in [&a, &b] {
        let o = hdlgen(&["--soc", "examples/esp.toml", "--out", out.to_str().unwrap()]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let (ta, tb) = (tree(&a), tree(&b));
    assert!(ta.len() >= 10, "{:?}", ta.keys());
    assert_eq!(ta, tb);
    // Regenerating over an existing tree gives the same tree again.
    let o = hdlgen(&["--soc", "examples/esp.toml", "--out", a.to_str().unwrap()]);
    assert!(o.status.success());
    assert_eq!(tree(&a), tb);
}

#[test]
fn committed_rtl_out_is_up_to_date() {
    for (file, name) in [
        ("examples/esp.toml", "esp_demo"),
        ("examples/axi_wide.toml", "axi_wide"),
        ("examples/reference_soc.toml", "reference"),
    ] {
        let d = scratch(&format!("rtl-out-{name}"));
        let out = d.join(name);
        let o = hdlgen(&["--soc", file, "--out", out.to_str().unwrap()]);
        assert!(o.status.success());
        let committed = root().join("rtl-out").join(name);
        assert!(
            committed.is_dir(),
            "rtl-out/{name} is missing: run `cargo run -- --soc {file}`"
        );
        let (fresh, old) = (tree(&out), tree(&committed));
        for (path, text) in &fresh {
            assert!(old.get(path) == Some(text), "rtl-out/{name}/{path} differs from what hdlgen generates: run `cargo run -- --soc {file}` and commit");
        }
        assert_eq!(
            fresh.keys().collect::<Vec<_>>(),
            old.keys().collect::<Vec<_>>(),
            "rtl-out/{name} has stale files"
        );
    }
}

/// Runs hdlgen on `text`; returns (exit code, stderr) and checks nothing was written.
fn bad(name: &str, text: &str) -> (i32, String) {
    let d = scratch(name);
    let desc = d.join("bad.toml");
    fs::write(&desc, text).unwrap();
    let out = d.join("out");
    // A previous good run's output must survive a failed one.
    let earlier = hdlgen::emit::Artifact::new("keep.v", "previous output\n".into());
    hdlgen::output::write_tree(&out, &[earlier], None).unwrap();
    let o = hdlgen(&[
        "--soc",
        desc.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(tree(&out).len(), 2, "a failed run must not write anything");
    assert_eq!(
        fs::read_to_string(out.join("keep.v")).unwrap(),
        "previous output\n"
    );
    let siblings: Vec<_> = fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        siblings.len(),
        2,
        "no temporary directories left: {siblings:?}"
    );
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const GOOD: &str = "[soc]\nname = \"s\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n";

#[test]
fn misspelled_key_exits_2_with_location() {
    let (code, err) = bad("misspelled", &GOOD.replace("kind =", "knd ="));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:6:1: error: tile[0].knd: unknown key (did you mean `kind`?)"),
        "{err}"
    );
}

#[test]
fn out_of_range_width_exits_2_with_location() {
    let text = format!("{GOOD}\n[catalog]\nwidth = 65\n");
    let (code, err) = bad("width", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "bad.toml:9:9: error: catalog.width: 65 is out of range; valid values are 1..=32"
        ),
        "{err}"
    );
}

#[test]
fn a_packet_that_does_not_fit_is_refused_with_its_location() {
    let text = format!("{GOOD}\n[packer]\nstream_width = 512\ncounters = 39\n");
    let (code, err) = bad("packet", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:9:16: error: packer.stream_width: the packet needs 840 bits (counters 273 + overflow map 39 + pc 64 + cycles 64 + instruction 32 + halted 64 + registers 256 + sequence number 32 + layout id 16) but the stream is 512 bits; valid: stream_width >= 864"),
        "{err}"
    );
}

#[test]
fn every_error_is_reported_at_once() {
    let text = "[soc]\nname = \"Bad Name\"\nbus = \"pci\"\nnoc_planes = 99\n\n[[tile]]\nname = \"t\"\nkind = \"gpu\"\n\n[[tile]]\nname = \"t\"\nkind = \"cpu\"\n";
    let (code, err) = bad("many", text);
    assert_eq!(code, 2);
    for needle in [
        "bad.toml:3:7: error: soc.bus: \"pci\" is not valid; valid values: \"apb\", \"axi4lite\"",
        "bad.toml:4:14: error: soc.noc_planes: 99 is out of range; valid values are 1..=16",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
    // Type and range errors stop before elaboration; fixed, the rest show together.
    let text = text.replace("\"pci\"", "\"apb\"").replace("99", "6");
    let (code, err) = bad("many2", &text);
    assert_eq!(code, 2);
    for needle in [
        "bad.toml:2:8: error: soc.name: \"Bad Name\" is not a valid name",
        "bad.toml:8:8: error: tile[0].kind: \"gpu\" is not a tile kind; valid: cpu, mem, acc, io, slm, empty",
        "bad.toml:11:8: error: tile[1].name: tile name \"t\" is used twice",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
}

#[test]
fn unreadable_file_exits_1() {
    let o = hdlgen(&["--soc", "no/such/file.toml"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no/such/file.toml: cannot read"));
}

#[test]
fn help_explains_the_outputs() {
    let o = hdlgen(&["--help"]);
    let text = String::from_utf8_lossy(&o.stdout);
    for needle in ["--soc", "--out", "rtl-out", "_bank_", "_soc.v", "sim"] {
        assert!(
            text.contains(needle),
            "{needle} missing from --help:\n{text}"
        );
    }
}

#[test]
fn descriptions_cannot_inject_code() {
    let d = scratch("inject");
    // A TOML string holding a real newline, comment terminators, a backtick
    // directive, quotes and a control character.
    let evil = r#""x */ endmodule\nmodule evil; `define X /* \" ' \u0007 \\""#;
    let text = format!(
        "[soc]\nname = \"s\"\n[[catalog.monitor]]\nname = \"m\"\nkinds = [\"cpu\"]\ndescription = {evil}\n[[tile]]\nname = \"c\"\nkind = \"cpu\"\n"
    );
    fs::write(d.join("e.toml"), text).unwrap();
    let o = hdlgen(&[
        "--soc",
        d.join("e.toml").to_str().unwrap(),
        "--out",
        d.join("out").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for (path, bytes) in tree(&d.join("out")) {
        let text = String::from_utf8(bytes).unwrap();
        if path.ends_with(".md") {
            // A description cannot break out of its table cell or open a code span.
            for line in text.lines().filter(|l| l.starts_with('|')) {
                assert!(line.ends_with('|'), "{path}: {line}");
                // Only the generator's own code spans (hex numbers) remain.
                let unescaped = line.replace("\\`", "");
                let spans: Vec<&str> = unescaped.split('`').skip(1).step_by(2).collect();
                assert!(
                    spans
                        .iter()
                        .all(|c| c.starts_with("0x") && !c.contains(' ')),
                    "{path}: {line}"
                );
            }
        }
        let code = code_only(&path, &text);
        assert!(
            !code.contains("evil") && !code.contains("`define"),
            "{path}: injected code:\n{code}"
        );
    }
    // And every output still compiles.
    let soc = hdlgen::load(&d.join("e.toml")).unwrap();
    let files = hdlgen::simcfg::soc_bench(&soc, false).spec.files;
    hdlgen_sim::verilator::lint(&files, &soc.top_module).unwrap_or_else(|e| panic!("{e}"));
    let gcc = Command::new("gcc")
        .args([
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-fsyntax-only",
            "-x",
            "c",
        ])
        .arg(d.join("out/c/s_monitors.h"))
        .output()
        .unwrap();
    assert!(
        gcc.status.success(),
        "{}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let krate = std::env::temp_dir().join(format!("hdlgen-inject-{}", std::process::id()));
    let _ = fs::remove_dir_all(&krate);
    hdlgen::output::write_tree(&krate, &hdlgen::emit::generate(&soc), None).unwrap();
    let build = Command::new(env!("CARGO"))
        .current_dir(krate.join("driver"))
        .env("CARGO_TARGET_DIR", krate.join("target"))
        .args(["test", "--offline", "-q"])
        .output()
        .unwrap();
    assert!(
        build.status.success(),
        "{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let _ = fs::remove_dir_all(&krate);
}

/// The text of a generated file with comments and string literals removed,
/// by the rules of its language: what a compiler would treat as code.
fn code_only(path: &str, text: &str) -> String {
    let (line_comment, block, strings) = match path.rsplit('.').next() {
        Some("v") => ("//", true, true),
        Some("h") => ("//", true, true),
        Some("rs") => ("//", true, true),
        Some("rdl") => ("//", true, true),
        Some("toml") | Some("core") => ("#", false, true),
        // Prose: its table structure is checked on its own.
        Some("md") => return String::new(),
        // Markup: free text only inside <description> and comments.
        Some("svd") => {
            let mut out = String::new();
            let mut rest = text;
            while let Some(at) = rest.find("<description>").or(rest.find("<!--")) {
                out.push_str(&rest[..at]);
                let close = if rest[at..].starts_with("<!--") {
                    "-->"
                } else {
                    "</description>"
                };
                rest = rest[at..]
                    .find(close)
                    .map_or("", |e| &rest[at + e + close.len()..]);
            }
            out.push_str(rest);
            return out;
        }
        _ => ("\u{0}", false, false),
    };
    let mut out = String::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if text[i..].starts_with(line_comment) {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if block && text[i..].starts_with("/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            i = end;
        } else if strings && b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// Runs hdlgen from the repository root with a pseudo-terminal as its
/// standard output.
fn on_a_terminal(args: &[&str]) -> Output {
    use std::os::fd::FromRawFd;
    let (mut leader, mut follower) = (0, 0);
    // SAFETY: two valid out-pointers; no name, settings or size asked for.
    let r = unsafe {
        libc::openpty(
            &mut leader,
            &mut follower,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(r, 0, "openpty");
    // SAFETY: openpty returned two open descriptors that nothing else owns.
    let (leader, follower) = unsafe {
        (
            fs::File::from_raw_fd(leader),
            fs::File::from_raw_fd(follower),
        )
    };
    let o = Command::new(env!("CARGO_BIN_EXE_hdlgen"))
        .args(args)
        .current_dir(root())
        .stdout(follower)
        .output()
        .expect("hdlgen runs");
    drop(leader);
    o
}

/// Sets `width` bits at `offset` of a little-endian packet.
fn put(p: &mut [u8], offset: u32, width: u32, v: u64) {
    for b in 0..width {
        if v >> b & 1 == 1 {
            let i = (offset + b) as usize;
            p[i / 8] |= 1 << (i % 8);
        }
    }
}

#[test]
fn decode_turns_a_dump_into_csv_and_reports_gaps() {
    let soc = hdlgen::load(&root().join("examples/esp.toml")).unwrap();
    let l = hdlgen::decode::layout(soc.packer.as_ref().unwrap());
    let mut dump = Vec::new();
    for (seq, pc) in [
        (0u64, 0x8000_0000u64),
        (1, 0x8000_0004),
        (5, 0xFFFF_FFFF_8000_0010),
    ] {
        let mut p = vec![0u8; l.packet_bytes];
        put(&mut p, l.seq.offset, 32, seq);
        put(&mut p, l.pc.offset, 64, pc);
        put(&mut p, l.layout_id.offset, 16, l.id.into());
        put(
            &mut p,
            l.counter0.offset + 2 * l.counter0.width,
            l.counter0.width,
            9,
        );
        dump.extend(p);
    }
    let d = scratch("decode");
    fs::write(d.join("dump.bin"), &dump).unwrap();
    let out = d.join("out.csv");
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("dump.bin").to_str().unwrap(),
        "--output",
        out.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains(&format!(
            "3 packets decoded (layout id {:#06x} on every one); 1 sequence gaps, 3 packets lost",
            l.id
        )),
        "{err}"
    );
    assert!(
        err.contains("gap before packet 2 (byte 256): sequence number 5, expected 2 (3 missing)"),
        "{err}"
    );
    let csv = fs::read_to_string(&out).unwrap();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 4);
    assert!(rows[0].starts_with("seq,pc,instr,cycles,halted,overflow,counter0,counter1,counter2,"));
    assert!(
        rows[3].starts_with("5,0xffffffff80000010,0x00000000,0,0,0x0,0,0,9,0,"),
        "{}",
        rows[3]
    );

    assert!(
        !err.contains("decoding"),
        "no progress bar off a terminal: {err}"
    );

    // On a terminal (a pseudo-terminal from `script`), a progress bar with
    // the bytes done of the dump's size.
    let big = d.join("big.bin");
    fs::write(&big, dump.repeat((16 << 20) / dump.len())).unwrap();
    let o = Command::new("script")
        .args(["-qec"])
        .arg(format!(
            "{} decode --soc examples/esp.toml --input {} --output /dev/null",
            env!("CARGO_BIN_EXE_hdlgen"),
            big.display()
        ))
        .arg("/dev/null")
        .current_dir(root())
        .output()
        .unwrap();
    let tty = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{tty}");
    assert!(
        tty.contains("decoding [") && tty.contains("/16.00 MiB"),
        "{tty}"
    );
    assert!(
        tty.contains("packets decoded"),
        "the summary follows: {tty}"
    );

    // The plot: one line per counter, counter 2 carrying the nine events.
    let svg = d.join("counters.svg");
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("dump.bin").to_str().unwrap(),
        "--output",
        "/dev/null",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let svg_text = fs::read_to_string(&svg).unwrap();
    assert_eq!(
        svg_text.matches("<title>counter").count(),
        l.counters as usize
    );
    assert!(
        svg_text.contains("Events per 1 packets (3 packets)"),
        "{svg_text}"
    );
    assert!(
        Command::new("xmllint")
            .args(["--noout"])
            .arg(&svg)
            .status()
            .unwrap()
            .success(),
        "the SVG is well-formed XML"
    );

    // Parquet is binary: standard output on a terminal is refused, with
    // what to do (on a pipe it is written; tests/outputs.rs).
    let o = on_a_terminal(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("dump.bin").to_str().unwrap(),
        "--format",
        "parquet",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("not written to a terminal: give --output FILE.parquet"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );

    fs::write(d.join("short.bin"), &dump[..dump.len() - 1]).unwrap();
    let short_csv = d.join("short.csv");
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("short.bin").to_str().unwrap(),
        "--output",
        short_csv.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("at byte 256: 127 bytes is not a whole number of 128-byte packets"),
        "{err}"
    );
    assert!(!short_csv.exists(), "no partial CSV");
    // Nor a partial plot beside it, and an existing one stays as it was.
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("short.bin").to_str().unwrap(),
        "--output",
        short_csv.to_str().unwrap(),
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        fs::read_to_string(&svg).unwrap(),
        svg_text,
        "the earlier plot is kept"
    );
    assert_eq!(
        fs::read_dir(&d)
            .unwrap()
            .filter(|e| e
                .as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("hdlgen-tmp"))
            .count(),
        0,
        "no leftovers"
    );

    // Streamed: a named pipe (the dump as a DMA reader produces it) decodes
    // to the same CSV as the file.
    let fifo = d.join("dump.fifo");
    let _ = fs::remove_file(&fifo);
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let writer = {
        let (fifo, dump) = (fifo.clone(), dump.clone());
        std::thread::spawn(move || fs::write(fifo, dump).unwrap())
    };
    let piped = d.join("piped.csv");
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        fifo.to_str().unwrap(),
        "--output",
        piped.to_str().unwrap(),
    ]);
    writer.join().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(fs::read_to_string(&piped).unwrap(), csv);

    // An output that is not a regular file (a FIFO here; /dev/null alike)
    // is written in place, never renamed over.
    let out_fifo = d.join("out.fifo");
    let _ = fs::remove_file(&out_fifo);
    assert!(Command::new("mkfifo")
        .arg(&out_fifo)
        .status()
        .unwrap()
        .success());
    let reader = {
        let f = out_fifo.clone();
        std::thread::spawn(move || fs::read_to_string(f).unwrap())
    };
    let o = hdlgen(&[
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        d.join("dump.bin").to_str().unwrap(),
        "--output",
        out_fifo.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(reader.join().unwrap(), csv, "the CSV went through the FIFO");
    use std::os::unix::fs::FileTypeExt;
    assert!(
        fs::metadata(&out_fifo).unwrap().file_type().is_fifo(),
        "still a FIFO"
    );

    fs::write(d.join("nopacker.toml"), GOOD).unwrap();
    let o = hdlgen(&[
        "decode",
        "--soc",
        d.join("nopacker.toml").to_str().unwrap(),
        "--input",
        d.join("dump.bin").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("has no [packer] section"));
}

#[test]
fn autocounter_mistakes_are_refused_with_their_location() {
    let text = format!(
        "{GOOD}\n[autocounter]\n[[autocounter.domain]]\nname = \"core\"\n[[autocounter.domain]]\nname = \"uncore\"\n\
         [[autocounter.counter]]\nlabel = \"bus\"\npath = \"a.b\"\nwidth = 8\ndomain = \"core\"\nsource = \"uncore\"\n\
         [[autocounter.counter]]\nlabel = \"x\"\npath = \"a.b\"\ndomain = \"fast\"\n"
    );
    let (code, err) = bad("autocounter", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:16:9: error: autocounter.counter[0].width: a 8-bit value cannot cross from \"uncore\" to \"core\" through a synchroniser"),
        "{err}"
    );
    assert!(
        err.contains("bad.toml:22:10: error: autocounter.counter[1].domain: \"fast\" is not a declared domain; declared: core, uncore"),
        "{err}"
    );
}

#[test]
fn a_preset_formula_error_points_at_the_bad_term() {
    let text = format!(
        "{GOOD}\n[programmable]\n[[programmable.event]]\nname = \"hit\"\n[[programmable.preset]]\nname = \"access\"\nformula = \"hit + mis\"\n"
    );
    let (code, err) = bad("formula", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:13:18: error: programmable.preset[0].formula: \"mis\" is not a native event of [[programmable.event]]"),
        "{err}"
    );
}
