//! `hdlgen decode`: a dump to CSV with its gaps reported, a progress bar on
//! a terminal only, the plot, Parquet refused on a terminal, a short dump
//! refused without partial outputs, named pipes in and out, and a
//! description without a packer.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::{hdlgen, root, scratch, GOOD};

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

/// Three packets of `l` with sequence numbers 0, 1 and 5 (a gap of three),
/// counter 2 of the last one at 9.
fn dump_with_a_gap(l: &hdlgen::packet::Layout) -> Vec<u8> {
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
    dump
}

/// `hdlgen decode --soc examples/esp.toml --input INPUT` and `rest`.
fn decode(input: &Path, rest: &[&str]) -> Output {
    let mut args = vec![
        "decode",
        "--soc",
        "examples/esp.toml",
        "--input",
        input.to_str().unwrap(),
    ];
    args.extend(rest);
    hdlgen(&args)
}

#[test]
fn decode_turns_a_dump_into_csv_and_reports_gaps() {
    let soc = hdlgen::load(&root().join("examples/esp.toml")).unwrap();
    let l = hdlgen::decode::layout(soc.packer.as_ref().unwrap());
    let dump = dump_with_a_gap(&l);
    let d = scratch("decode");
    fs::write(d.join("dump.bin"), &dump).unwrap();
    let csv = csv_with_its_gaps(&d, &l);
    a_progress_bar_on_a_terminal_only(&d, &dump);
    let (svg, svg_text) = the_plot(&d, &l);
    parquet_is_refused_on_a_terminal(&d);
    a_short_dump_leaves_no_partial_output(&d, &dump, &svg, &svg_text);
    named_pipes_in_and_out(&d, &dump, &csv);
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

/// The dump in `d` decodes to CSV, the gap reported; returns the CSV.
fn csv_with_its_gaps(d: &Path, l: &hdlgen::packet::Layout) -> String {
    let out = d.join("out.csv");
    let o = decode(&d.join("dump.bin"), &["--output", out.to_str().unwrap()]);
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
    csv
}

/// On a terminal (a pseudo-terminal from `script`), a progress bar with
/// the bytes done of the dump's size.
fn a_progress_bar_on_a_terminal_only(d: &Path, dump: &[u8]) {
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
}

/// The plot: one line per counter, counter 2 carrying the nine events.
/// Returns its path and text.
fn the_plot(d: &Path, l: &hdlgen::packet::Layout) -> (PathBuf, String) {
    let svg = d.join("counters.svg");
    let o = decode(
        &d.join("dump.bin"),
        &["--output", "/dev/null", "--plot", svg.to_str().unwrap()],
    );
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
    (svg, svg_text)
}

/// Parquet is binary: standard output on a terminal is refused, with
/// what to do (on a pipe it is written; tests/outputs.rs).
fn parquet_is_refused_on_a_terminal(d: &Path) {
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
}

/// A dump one byte short is refused, with no partial CSV beside it, and
/// the earlier plot at `svg` (holding `svg_text`) kept as it was.
fn a_short_dump_leaves_no_partial_output(d: &Path, dump: &[u8], svg: &Path, svg_text: &str) {
    fs::write(d.join("short.bin"), &dump[..dump.len() - 1]).unwrap();
    let short_csv = d.join("short.csv");
    let o = decode(
        &d.join("short.bin"),
        &["--output", short_csv.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("at byte 256: 127 bytes is not a whole number of 128-byte packets"),
        "{err}"
    );
    assert!(!short_csv.exists(), "no partial CSV");
    // Nor a partial plot beside it, and an existing one stays as it was.
    let o = decode(
        &d.join("short.bin"),
        &[
            "--output",
            short_csv.to_str().unwrap(),
            "--plot",
            svg.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        fs::read_to_string(svg).unwrap(),
        svg_text,
        "the earlier plot is kept"
    );
    assert_eq!(
        fs::read_dir(d)
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
}

/// Streamed: a named pipe (the dump as a DMA reader produces it) decodes
/// to the same CSV as the file; an output that is not a regular file (a
/// FIFO here; /dev/null alike) is written in place, never renamed over.
fn named_pipes_in_and_out(d: &Path, dump: &[u8], csv: &str) {
    let fifo = d.join("dump.fifo");
    let _ = fs::remove_file(&fifo);
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let writer = {
        let (fifo, dump) = (fifo.clone(), dump.to_vec());
        std::thread::spawn(move || fs::write(fifo, dump).unwrap())
    };
    let piped = d.join("piped.csv");
    let o = decode(&fifo, &["--output", piped.to_str().unwrap()]);
    writer.join().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(fs::read_to_string(&piped).unwrap(), csv);

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
    let o = decode(
        &d.join("dump.bin"),
        &["--output", out_fifo.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(reader.join().unwrap(), csv, "the CSV went through the FIFO");
    use std::os::unix::fs::FileTypeExt;
    assert!(
        fs::metadata(&out_fifo).unwrap().file_type().is_fifo(),
        "still a FIFO"
    );
}
