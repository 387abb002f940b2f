//! The RTL's packets as the tools read them: hdlgen's decoder and the
//! generated crate's (generic and specialised) against the golden model's
//! fields, the CSV, a packet of other hardware refused, and the Parquet
//! file read back by pyarrow.

use hdlgen::model::packer::{ctrl, Packer, PackerRegKind as K};
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::cfg::PacketField as F;
use hdlgen_sim::packer_env::PackerEnv;

use super::common::example;
use super::{env, random_core, word};

/// The bytes an AXI DMA would write for the delivered beats.
fn dump(e: &PackerEnv) -> Vec<u8> {
    e.beats
        .iter()
        .flat_map(|(w, _)| w.iter().flat_map(|x| x.to_le_bytes()))
        .collect()
}

/// Checks a decoded packet `i` against the fields the model wrote: seq, pc,
/// instr, cycles, halted, overflow, then the counters and registers.
fn model_fields(e: &PackerEnv, i: usize, head: [u64; 6], counters: &[u16], registers: &[u64]) {
    let kinds = [F::Seq, F::Pc, F::Instr, F::Cycles, F::Halted, F::Overflow];
    for (k, v) in kinds.into_iter().zip(head) {
        assert_eq!(v, e.field(i, k), "packet {i}, {k:?}");
    }
    assert_eq!(counters.len(), e.cfg.counters as usize);
    for (c, v) in counters.iter().enumerate() {
        assert_eq!(
            u64::from(*v),
            e.field(i, F::Counter(c as u32)),
            "packet {i}"
        );
    }
    for (g, v) in registers.iter().enumerate() {
        assert_eq!(*v, e.field(i, F::Register(g as u32)), "packet {i}");
    }
}

#[test]
fn delivered_packets_decode_to_their_fields_and_gaps_are_found() {
    let soc = example("esp.toml");
    let p = soc.packer.as_ref().unwrap();
    let mut e = env(&soc, 19);
    random_core(&mut e);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    e.tready_percent = 4; // without halting: the FIFO overflows and packets are dropped
    e.run(12_000).unwrap_or_else(|m| panic!("{m}"));
    e.drain().unwrap();
    let bytes = dump(&e);
    let layout = hdlgen::decode::layout(p);
    // Distinct types (one source file, two crates): compare their contents.
    assert_eq!(
        format!("{layout:?}"),
        format!("{:?}", esp_demo_monitors::map::PACKET_LAYOUT),
        "the crate's layout is the model's"
    );
    let mut theirs = esp_demo_monitors::packet::Decoder::new(esp_demo_monitors::map::PACKET_LAYOUT);
    let stats = every_decoder_reads_the_models_fields(&e, p, &bytes, &mut theirs);
    let seqs = e.seqs();
    let missing = (seqs[seqs.len() - 1] - seqs[0] + 1) as u64 - seqs.len() as u64;
    assert!(missing > 100, "drops happened");
    assert_eq!(
        (stats.packets, stats.lost),
        (seqs.len() as u64, missing),
        "every gap found"
    );
    assert_eq!(format!("{:?}", theirs.stats()), format!("{stats:?}"));
    the_csv_has_a_row_per_packet(&e, p, &bytes);
    a_packet_from_other_hardware_is_refused(&e, p, &bytes);
}

/// hdlgen's decoder, the crate's generic one (`theirs`) and the crate's
/// decoder specialised to this layout all read `bytes` as the model wrote
/// them; returns the statistics of hdlgen's.
fn every_decoder_reads_the_models_fields(
    e: &PackerEnv,
    p: &Packer,
    bytes: &[u8],
    theirs: &mut esp_demo_monitors::packet::Decoder,
) -> hdlgen::packet::Stats {
    let layout = hdlgen::decode::layout(p);
    let mut ours = hdlgen::packet::Decoder::new(layout);
    let mut i = 0;
    let stats = ours
        .decode_all(bytes, |r| {
            let (c, g) = (p.counters as usize, p.registers as usize);
            let head = [
                r.seq.into(),
                r.pc,
                r.instr.into(),
                r.cycles,
                r.halted,
                r.overflow,
            ];
            model_fields(e, i, head, &r.counters[..c], &r.registers[..g]);
            i += 1;
        })
        .unwrap();
    let mut crate_records = 0;
    theirs.decode_all(bytes, |_| crate_records += 1).unwrap();
    assert_eq!(crate_records, e.beats.len());
    // The crate's decoder specialised to this layout reads the RTL's packets
    // as the model wrote them.
    let mut i = 0;
    let fast = esp_demo_monitors::trace::Decoder::new()
        .decode_all(bytes, |r| {
            let head = [
                r.seq.into(),
                r.pc,
                r.instr.into(),
                r.cycles,
                r.halted,
                r.overflow,
            ];
            model_fields(e, i, head, &r.counters, &r.registers);
            i += 1;
        })
        .unwrap();
    assert_eq!(format!("{fast:?}"), format!("{stats:?}"));
    stats
}

/// The CSV that `hdlgen decode` writes: a header and one row per packet.
fn the_csv_has_a_row_per_packet(e: &PackerEnv, p: &Packer, bytes: &[u8]) {
    let (csv, _) = hdlgen::decode::to_csv(p, bytes).unwrap();
    let mut lines = csv.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("seq,pc,instr,cycles,halted,overflow,counter0,"));
    let first: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(first[0], e.field(0, F::Seq).to_string());
    assert_eq!(first[1], format!("{:#x}", e.field(0, F::Pc)));
    assert_eq!(csv.lines().count(), e.beats.len() + 1);
}

/// A packet from other hardware is refused, with its index.
fn a_packet_from_other_hardware_is_refused(e: &PackerEnv, p: &Packer, bytes: &[u8]) {
    let layout = hdlgen::decode::layout(p);
    let mut wrong = bytes.to_vec();
    let (off, _) = e.cfg.field(F::LayoutId);
    let at = (p.stream_width as usize / 8) * 3 + off as usize / 8;
    wrong[at] ^= 0xFF;
    let err = hdlgen::packet::Decoder::new(layout)
        .decode_all(&wrong, |_| {})
        .unwrap_err();
    assert!(
        matches!(
            err,
            hdlgen::packet::DecodeError::WrongLayout { index: 3, .. }
        ),
        "{err}"
    );
}

/// `~/.cache/hdlgen/py/bin/python` (or `$HDLGEN_PY`), which setup.sh gives
/// pyarrow.
fn venv_python() -> std::path::PathBuf {
    let venv = std::env::var_os("HDLGEN_PY").map_or_else(
        || std::path::PathBuf::from(std::env::var_os("HOME").unwrap()).join(".cache/hdlgen/py"),
        std::path::PathBuf::from,
    );
    let p = venv.join("bin/python");
    assert!(
        p.exists(),
        "{} is missing: run scripts/setup.sh",
        p.display()
    );
    p
}

/// The Parquet file `hdlgen decode --format parquet` writes, read back by an
/// independent reader (pyarrow): every column has its unsigned type and
/// every value of every packet is the golden model's.
#[test]
fn parquet_of_the_rtls_packets_reads_back_as_the_golden_models_fields() {
    let soc = example("esp.toml");
    let p = soc.packer.as_ref().unwrap();
    let mut e = env(&soc, 23);
    random_core(&mut e);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    e.tready_percent = 30;
    e.run(9_000).unwrap_or_else(|m| panic!("{m}"));
    e.drain().unwrap();
    let bytes = dump(&e);
    let n = e.beats.len();
    assert!(n > 200, "{n} packets");

    let dir = std::env::temp_dir().join(format!("hdlgen-parquet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("trace.parquet");
    let layout = hdlgen::decode::layout(p);
    let mut sink = hdlgen::decode::parquet::Parquet::new(
        layout,
        std::io::BufWriter::new(std::fs::File::create(&file).unwrap()),
    )
    .unwrap();
    let summary = hdlgen::decode::stream(p, &bytes[..], &mut [&mut sink], &mut |_| {}).unwrap();
    drop(sink);
    assert_eq!(summary.stats.packets, n as u64);

    let out = std::process::Command::new(venv_python())
        .arg("-c")
        .arg(
            "import sys, pyarrow.parquet as pq\n\
             t = pq.read_table(sys.argv[1])\n\
             print(' '.join(f'{f.name}:{f.type}' for f in t.schema))\n\
             cols = [c.to_pylist() for c in t.columns]\n\
             for row in zip(*cols): print(' '.join(map(str, row)))",
        )
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let mut want = vec![
        (F::Seq, "seq:uint32".to_string()),
        (F::Pc, "pc:uint64".into()),
        (F::Instr, "instr:uint32".into()),
        (F::Cycles, "cycles:uint64".into()),
        (F::Halted, "halted:uint64".into()),
        (F::Overflow, "overflow:uint64".into()),
    ];
    want.extend((0..p.counters).map(|c| (F::Counter(c), format!("counter{c}:uint16"))));
    want.extend((0..p.registers).map(|g| (F::Register(g), format!("reg{g}:uint64"))));
    let schema: Vec<&str> = lines.next().unwrap().split(' ').collect();
    assert_eq!(
        schema,
        want.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>()
    );
    let mut rows = 0;
    for (i, line) in lines.enumerate() {
        let values: Vec<u64> = line.split(' ').map(|v| v.parse().unwrap()).collect();
        for ((f, name), v) in want.iter().zip(&values) {
            assert_eq!(*v, e.field(i, *f), "packet {i}, {name}");
        }
        rows += 1;
    }
    assert_eq!(rows, n, "one row per packet");
}
