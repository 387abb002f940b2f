//! Packet decode throughput: hdlgen's Rust decoder on 10^7 packets of the
//! example SoC's layout, and a plain Python decoder of the same layout
//! (`bench/decode.py`) on a sample, in the same run; prints a table.
//!
//! `cargo bench -p hdlgen --bench decode`
//! (HDLGEN_BENCH_PACKETS and HDLGEN_BENCH_PY_PACKETS change the counts.)

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use hdlgen::packet::{Decoder, Layout, Span};

fn count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Deterministic packets with every field filled.
fn packets(l: &Layout, n: usize) -> Vec<u8> {
    let words = l.packet_bytes / 8;
    let mut buf = vec![0u64; n * words];
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut rnd = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let put = |p: &mut [u64], s: Span, v: u64| {
        let v = if s.width >= 64 {
            v
        } else {
            v & ((1 << s.width) - 1)
        };
        let (i, sh) = ((s.offset / 64) as usize, s.offset % 64);
        p[i] |= v << sh;
        if sh != 0 && sh + s.width > 64 {
            p[i + 1] |= v >> (64 - sh);
        }
    };
    for (k, p) in buf.chunks_exact_mut(words).enumerate() {
        put(p, l.seq, k as u64);
        put(p, l.layout_id, l.id.into());
        for s in [l.pc, l.cycles, l.instr, l.halted, l.overflow] {
            put(p, s, rnd());
        }
        for i in 0..l.counters {
            put(
                p,
                Span {
                    offset: l.counter0.offset + i * l.counter0.width,
                    width: l.counter0.width,
                },
                rnd(),
            );
        }
        for i in 0..l.registers {
            put(
                p,
                Span {
                    offset: l.register0.offset + i * l.register0.width,
                    width: l.register0.width,
                },
                rnd(),
            );
        }
    }
    buf.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The sum the Python decoder also computes, to show both decode the same.
fn decode_rust(l: Layout, bytes: &[u8]) -> (u64, f64) {
    let mut sum = 0u64;
    let t = Instant::now();
    Decoder::new(l)
        .decode_all(bytes, |r| {
            let c: u64 = r.counters[..l.counters as usize]
                .iter()
                .map(|&c| u64::from(c))
                .sum();
            sum = sum
                .wrapping_add(r.pc)
                .wrapping_add(r.cycles)
                .wrapping_add(c)
                .wrapping_add(r.seq.into());
        })
        .expect("valid packets");
    (sum, t.elapsed().as_secs_f64())
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let soc = hdlgen::load(&root.join("examples/esp.toml")).expect("example loads");
    let l = hdlgen::decode::layout(soc.packer.as_ref().expect("example has a packer"));
    let n = count("HDLGEN_BENCH_PACKETS", 10_000_000);
    let n_py = count("HDLGEN_BENCH_PY_PACKETS", 200_000).min(n);
    eprintln!("generating {n} packets of {} bytes...", l.packet_bytes);
    let bytes = packets(&l, n);

    // Best of three for Rust (the machine is shared).
    let mut best = f64::MAX;
    for _ in 0..3 {
        best = best.min(decode_rust(l, &bytes).1);
    }
    let (rust_sample_sum, _) = decode_rust(l, &bytes[..n_py * l.packet_bytes]);

    let dir = std::env::temp_dir().join(format!("hdlgen-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut spec = format!(
        "packet_bytes {}\ncounters {}\nregisters {}\n",
        l.packet_bytes, l.counters, l.registers
    );
    for (name, s) in [
        ("seq", l.seq),
        ("pc", l.pc),
        ("instr", l.instr),
        ("cycles", l.cycles),
        ("halted", l.halted),
        ("overflow", l.overflow),
        ("layout_id", l.layout_id),
        ("counter0", l.counter0),
        ("reg0", l.register0),
    ] {
        let _ = writeln!(spec, "{name} {} {}", s.offset, s.width);
    }
    std::fs::write(dir.join("layout.txt"), spec).unwrap();
    std::fs::write(dir.join("dump.bin"), &bytes[..n_py * l.packet_bytes]).unwrap();
    let py = Command::new("python3")
        .arg(root.join("bench/decode.py"))
        .arg(dir.join("layout.txt"))
        .arg(dir.join("dump.bin"))
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&py.stdout);
    let mut f = text.split_whitespace();
    let (py_n, py_s, py_sum): (usize, f64, u64) = (
        f.next()
            .and_then(|v| v.parse().ok())
            .expect("python packet count"),
        f.next()
            .and_then(|v| v.parse().ok())
            .expect("python seconds"),
        f.next()
            .and_then(|v| v.parse().ok())
            .expect("python checksum"),
    );
    assert_eq!(py_n, n_py);
    assert_eq!(
        py_sum, rust_sample_sum,
        "Rust and Python decode the sample identically"
    );

    let gbs = |packets: usize, s: f64| (packets * l.packet_bytes) as f64 / s / 1e9;
    let (rust, python) = (gbs(n, best), gbs(py_n, py_s));
    println!(
        "packet decode, {}-byte packets of examples/esp.toml (layout {:#06x})",
        l.packet_bytes, l.id
    );
    println!("| decoder | packets | seconds | GB/s | packets/s |");
    println!("|---|---:|---:|---:|---:|");
    println!(
        "| Rust (hdlgen::packet) | {n} | {best:.3} | {rust:.3} | {:.3e} |",
        n as f64 / best
    );
    println!(
        "| Python (bench/decode.py) | {py_n} | {py_s:.3} | {python:.4} | {:.3e} |",
        py_n as f64 / py_s
    );
    println!(
        "ratio Rust / Python: {:.0}x (same sample checksum)",
        rust / python
    );
}
