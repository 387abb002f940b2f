//! Packet decode throughput, one run, the same bytes for every row, CPU time
//! of one thread: memcpy of the bytes (the memory-speed yardstick), the
//! example SoC's driver-crate decoder (its layout fixed at compile time),
//! hdlgen's generic decoder (layout read at run time), a plain Python
//! decoder (`bench/decode.py`, on a sample), and Parquet writing as
//! `hdlgen decode --format parquet` does it. Prints a table.
//!
//! `cargo bench -p hdlgen --features parquet --bench decode`
//! (HDLGEN_BENCH_PACKETS and HDLGEN_BENCH_PY_PACKETS change the counts.)

use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
use std::process::Command;

use hdlgen::packet::{Decoder, Layout, Span};

fn count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// CPU time of this thread, in seconds (the machine is shared: wall time
/// would count other processes' load).
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// Best CPU time of `runs` calls of `f` (the machine is shared).
fn best(runs: usize, mut f: impl FnMut()) -> f64 {
    (0..runs)
        .map(|_| {
            let t = cpu();
            f();
            cpu() - t
        })
        .fold(f64::MAX, f64::min)
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
    let at = |base: Span, i: u32| Span {
        offset: base.offset + i * base.width,
        width: base.width,
    };
    for (k, p) in buf.chunks_exact_mut(words).enumerate() {
        put(p, l.seq, k as u64);
        put(p, l.layout_id, l.id.into());
        for s in [l.pc, l.cycles, l.instr, l.halted, l.overflow] {
            put(p, s, rnd());
        }
        for i in 0..l.counters {
            put(p, at(l.counter0, i), rnd());
        }
        for i in 0..l.registers {
            put(p, at(l.register0, i), rnd());
        }
    }
    buf.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The sum the Python decoder also computes, to show all decode the same.
fn checksum(pc: u64, cycles: u64, seq: u32, counters: &[u16]) -> u64 {
    let c: u64 = counters.iter().map(|&c| u64::from(c)).sum();
    pc.wrapping_add(cycles)
        .wrapping_add(c)
        .wrapping_add(seq.into())
}

fn sum_generic(l: Layout, bytes: &[u8]) -> u64 {
    let mut sum = 0u64;
    Decoder::new(l)
        .decode_all(bytes, |r| {
            sum = sum.wrapping_add(checksum(
                r.pc,
                r.cycles,
                r.seq,
                &r.counters[..l.counters as usize],
            ))
        })
        .expect("valid packets");
    sum
}

fn sum_generated(bytes: &[u8]) -> u64 {
    let mut sum = 0u64;
    esp_demo_monitors::trace::Decoder::new()
        .decode_all(bytes, |p| {
            sum = sum.wrapping_add(checksum(p.pc, p.cycles, p.seq, &p.counters))
        })
        .expect("valid packets");
    sum
}

/// Runs bench/decode.py on `bytes`: (packets, CPU seconds, checksum).
fn python(root: &Path, l: &Layout, bytes: &[u8]) -> (usize, f64, u64) {
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
    std::fs::write(dir.join("dump.bin"), bytes).unwrap();
    let py = Command::new("python3")
        .arg(root.join("bench/decode.py"))
        .arg(dir.join("layout.txt"))
        .arg(dir.join("dump.bin"))
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&py.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(f.len(), 3, "decode.py printed {text:?}");
    (
        f[0].parse().expect("python packet count"),
        f[1].parse().expect("python seconds"),
        f[2].parse().expect("python checksum"),
    )
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let soc = hdlgen::load(&root.join("examples/esp.toml")).expect("example loads");
    let packer = soc.packer.as_ref().expect("example has a packer");
    let l = hdlgen::decode::layout(packer);
    assert_eq!(
        format!("{l:?}"),
        format!("{:?}", esp_demo_monitors::map::PACKET_LAYOUT),
        "rtl-out/esp_demo is the example's current output"
    );
    let n = count("HDLGEN_BENCH_PACKETS", 10_000_000);
    let n_py = count("HDLGEN_BENCH_PY_PACKETS", 200_000).min(n);
    eprintln!("generating {n} packets of {} bytes...", l.packet_bytes);
    let bytes = packets(&l, n);

    // Every decoder reads the same fields; the checksums show it.
    let sample = &bytes[..n_py * l.packet_bytes];
    let (py_n, py_s, py_sum) = python(&root, &l, sample);
    assert_eq!(py_n, n_py);
    assert_eq!(py_sum, sum_generic(l, sample), "Python and generic agree");
    assert_eq!(
        sum_generated(&bytes),
        sum_generic(l, &bytes),
        "generated and generic agree"
    );

    let runs = 5;
    let t = measure(packer, l, &bytes, runs);
    print_table(&l, n, runs, (py_n, py_s), &t);
}

/// CPU seconds of each way through the packets (best of its runs), and
/// what the Parquet run read and wrote.
struct Times {
    memcpy: f64,
    generated: f64,
    generic: f64,
    parquet: f64,
    parquet_packets: usize,
    parquet_input: usize,
    parquet_size: usize,
}

/// Times memcpy and the decoders over `bytes`, best of `runs`, and Parquet
/// writing over up to two million packets, best of three.
fn measure(packer: &hdlgen::model::packer::Packer, l: Layout, bytes: &[u8], runs: usize) -> Times {
    let n = bytes.len() / l.packet_bytes;
    let mut copy = vec![0u8; bytes.len()];
    let t_memcpy = best(runs, || {
        copy.copy_from_slice(black_box(bytes));
        black_box(&mut copy);
    });
    let t_generated = best(runs, || {
        esp_demo_monitors::trace::Decoder::new()
            .decode_all(black_box(bytes), |p| {
                black_box(p);
            })
            .expect("valid packets");
    });
    let t_generic = best(runs, || {
        Decoder::new(l)
            .decode_all(black_box(bytes), |r| {
                black_box(r);
            })
            .expect("valid packets");
    });
    // Parquet: decode and encode, to memory (the disk is not what is measured).
    let pq_n = n.min(2_000_000);
    let pq_bytes = &bytes[..pq_n * l.packet_bytes];
    let mut pq_size = 0;
    let t_parquet = best(3, || {
        let mut out = Vec::with_capacity(pq_bytes.len());
        let mut sink = hdlgen::decode::parquet::Parquet::new(l, &mut out).unwrap();
        hdlgen::decode::stream(packer, pq_bytes, &mut [&mut sink], &mut |_| {}).unwrap();
        drop(sink);
        pq_size = out.len();
    });
    Times {
        memcpy: t_memcpy,
        generated: t_generated,
        generic: t_generic,
        parquet: t_parquet,
        parquet_packets: pq_n,
        parquet_input: pq_bytes.len(),
        parquet_size: pq_size,
    }
}

/// Prints the table: `n` packets through memcpy and the decoders, the
/// Python decoder's `(packets, seconds)`, and Parquet.
fn print_table(l: &Layout, n: usize, runs: usize, (py_n, py_s): (usize, f64), t: &Times) {
    let gbs = |packets: usize, s: f64| (packets * l.packet_bytes) as f64 / s / 1e9;
    let memcpy = gbs(n, t.memcpy);
    println!(
        "packet decode, {}-byte packets of examples/esp.toml (layout {:#06x}), CPU time of one thread, best of {runs}",
        l.packet_bytes, l.id
    );
    println!("| what | packets | CPU s | GB/s | packets/s | x memcpy |");
    println!("|---|---:|---:|---:|---:|---:|");
    let row = |name: &str, packets: usize, s: f64| {
        println!(
            "| {name} | {packets} | {s:.3} | {:.3} | {:.3e} | {:.3} |",
            gbs(packets, s),
            packets as f64 / s,
            gbs(packets, s) / memcpy
        );
    };
    row("memcpy of the same bytes", n, t.memcpy);
    row(
        "generated decoder (esp_demo_monitors::trace)",
        n,
        t.generated,
    );
    row("generic decoder (hdlgen::packet)", n, t.generic);
    row("Python (bench/decode.py)", py_n, py_s);
    row(
        "decode + Parquet write (to memory)",
        t.parquet_packets,
        t.parquet,
    );
    println!(
        "Parquet: {} packets, {:.1} MB of input -> {:.1} MB of Parquet (snappy)",
        t.parquet_packets,
        t.parquet_input as f64 / 1e6,
        t.parquet_size as f64 / 1e6
    );
}
