//! The trace packer against its golden model: random instruction streams in
//! lockstep, zero loss with halting, exact drop counts without (halting's
//! limits are in packer_halt.rs), and directed
//! tests of every filter, trigger, overflow, TLAST and reset.

mod common;

use common::{cache, example};
use hdlgen::model::packer::{ctrl, PackerRegKind as K};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use std::collections::VecDeque;

use hdlgen_sim::cfg::PacketField as F;
use hdlgen_sim::packer_env::{Core, PackerEnv, Program, Retire};

fn word(soc: &Soc, k: K) -> u32 {
    soc.packer
        .as_ref()
        .unwrap()
        .regs
        .iter()
        .find(|r| r.kind == k)
        .unwrap()
        .word
}

/// The packer out of reset, with an idle core (directed tests script it;
/// random tests install a random program).
fn env(soc: &Soc, seed: u64) -> PackerEnv {
    let mut e = simcfg::packer_bench(soc, false)
        .env(&cache(), seed)
        .unwrap_or_else(|e| panic!("{e}"));
    e.core = Core::Script(VecDeque::new());
    e.run(4).unwrap();
    e
}

fn random_core(e: &mut PackerEnv) {
    e.core = Core::Random {
        program: Program::new(0x8000_0000, 0x400),
        percent: 75,
    };
}

fn pcs(e: &PackerEnv) -> Vec<u64> {
    (0..e.beats.len()).map(|i| e.field(i, F::Pc)).collect()
}

#[test]
fn a_million_cycles_lose_no_packet_with_halting_and_count_every_drop_without() {
    random_rounds("esp.toml", 40);
}

#[test]
fn axi_rv32_packer_with_a_16_entry_fifo_keeps_its_promises() {
    random_rounds("axi_wide.toml", 12);
}

fn random_rounds(file: &str, rounds: usize) {
    let soc = example(file);
    let mut e = env(&soc, 11);
    let s = e
        .run_random(&simcfg::packer_config_words(&soc), rounds)
        .unwrap_or_else(|m| panic!("{m}"));
    eprintln!("{file}: {s:?}");
    s.check().unwrap_or_else(|m| panic!("{m}: {s:?}"));
    assert!(s.cycles >= rounds as u64 * 25_000);
    assert!(s.delivered > 10_000, "{s:?}");
    assert!(s.rounds_halting > 0 && s.rounds_free > 0, "{s:?}");
    assert!(
        s.dropped > 0,
        "the rounds without halting overflowed: {s:?}"
    );
    assert!(s.halted_packets > 0, "the core was halted by a full FIFO");
    let seqs = e.seqs();
    assert!(seqs.windows(2).all(|w| w[0] < w[1]), "in order");
    let gaps: u64 = seqs.windows(2).map(|w| u64::from(w[1] - w[0] - 1)).sum();
    assert!(gaps <= s.lost, "every gap is a packet counted as dropped");
    for i in 0..seqs.len() {
        assert_eq!(
            e.field(i, F::LayoutId),
            u64::from(soc.packer.as_ref().unwrap().layout_id)
        );
    }
}

#[test]
fn without_halting_drops_are_counted_exactly() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 12);
    random_core(&mut e);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    e.tready_percent = 5;
    e.run(30_000).unwrap_or_else(|m| panic!("{m}"));
    e.drain().unwrap_or_else(|m| panic!("{m}"));
    let seqs = e.seqs();
    let created = e.read(word(&soc, K::Packets)).unwrap();
    let drops = e.read(word(&soc, K::Drops)).unwrap();
    assert!(drops > 1000, "the FIFO overflowed ({drops} drops)");
    assert!(seqs.windows(2).all(|w| w[0] < w[1]), "in order");
    let missing = created as usize - seqs.len();
    assert_eq!(
        missing, drops as usize,
        "every lost packet is counted, and only those"
    );
    let gaps: u32 = seqs.windows(2).map(|w| w[1] - w[0] - 1).sum::<u32>()
        + seqs[0]
        + (created - 1 - seqs[seqs.len() - 1]);
    assert_eq!(gaps, drops, "the sequence numbers show exactly where");
    e.write(word(&soc, K::Cmd), 2).unwrap();
    assert_eq!(
        e.read(word(&soc, K::Drops)).unwrap(),
        0,
        "clear-drops command"
    );
}

fn script(e: &mut PackerEnv, items: &[Option<(u64, u32)>]) {
    e.core = Core::Script(
        items
            .iter()
            .map(|i| i.map(|(pc, instr)| Retire { pc, instr }))
            .collect::<VecDeque<_>>(),
    );
    e.run(items.len() as u64 + 6)
        .unwrap_or_else(|m| panic!("{m}"));
}

const ADDI: u32 = 0x0000_0013;
const BEQ: u32 = 0x0000_0063;
const JAL: u32 = 0x0000_006F;
const C_J: u32 = 0xA001;
const C_RET: u32 = 0x8082;
const C_ADDIW: u32 = 0x2001; // C.JAL on RV32, not a jump on RV64
const C_MV: u32 = 0x8086;

#[test]
fn control_flow_filter_keeps_jumps_and_their_successors() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 13);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE | ctrl::CF_FILTER)
        .unwrap();
    script(
        &mut e,
        &[
            Some((0x100, ADDI)),
            Some((0x104, BEQ)), // kept: branch
            None,
            Some((0x200, ADDI)), // kept: after a branch
            Some((0x204, ADDI)),
            Some((0x208, C_J)),     // kept: compressed jump
            Some((0x300, C_MV)),    // kept: after a jump (c.mv itself is not one)
            Some((0x302, C_ADDIW)), // dropped on RV64
            Some((0x304, JAL)),     // kept: j .
            Some((0x304, JAL)),     // dropped: the PC did not change
            Some((0x308, C_RET)),   // kept: return (c.jr ra)
            Some((0x400, ADDI)),    // kept: after it
            Some((0x404, ADDI)),
        ],
    );
    assert_eq!(pcs(&e), [0x104, 0x200, 0x208, 0x300, 0x304, 0x308, 0x400]);
}

#[test]
fn watchpoints_include_and_exclude_exact_and_ranges() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 14);
    let prog: Vec<Option<(u64, u32)>> = (0..16).map(|i| Some((0x100 + 4 * i, ADDI))).collect();
    // Include exactly 0x110.
    e.write(word(&soc, K::WpALo(0)), 0x110).unwrap();
    e.write(word(&soc, K::WpCfg(0)), 1).unwrap();
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    script(&mut e, &prog);
    assert_eq!(pcs(&e), [0x110]);
    // Include the range 0x108..=0x120, exclude exactly 0x110.
    e.beats.clear();
    e.write(word(&soc, K::WpALo(0)), 0x108).unwrap();
    e.write(word(&soc, K::WpBLo(0)), 0x120).unwrap();
    e.write(word(&soc, K::WpCfg(0)), 1 | 2).unwrap();
    e.write(word(&soc, K::WpALo(1)), 0x110).unwrap();
    e.write(word(&soc, K::WpCfg(1)), 1 | 4).unwrap();
    script(&mut e, &prog);
    assert_eq!(pcs(&e), [0x108, 0x10C, 0x114, 0x118, 0x11C, 0x120]);
    // Exclude a range only: everything else passes; PCs above 4 GiB compare in full.
    e.beats.clear();
    e.write(word(&soc, K::WpCfg(0)), 0).unwrap();
    e.write(word(&soc, K::WpALo(1)), 0x104).unwrap();
    e.write(word(&soc, K::WpAHi(1)), 1).unwrap();
    e.write(word(&soc, K::WpBLo(1)), 0x134).unwrap();
    e.write(word(&soc, K::WpBHi(1)), 1).unwrap();
    e.write(word(&soc, K::WpCfg(1)), 1 | 2 | 4).unwrap();
    let high: Vec<Option<(u64, u32)>> = [
        0x1_0000_0100u64,
        0x1_0000_0104,
        0x1_0000_0134,
        0x1_0000_0138,
        0x104,
    ]
    .iter()
    .map(|pc| Some((*pc, ADDI)))
    .collect();
    script(&mut e, &high);
    assert_eq!(pcs(&e), [0x1_0000_0100, 0x1_0000_0138, 0x104]);
}

#[test]
fn start_and_stop_triggers_bracket_the_trace() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 15);
    e.write(word(&soc, K::StartLo), 0x200).unwrap();
    e.write(word(&soc, K::StopLo), 0x300).unwrap();
    e.write(
        word(&soc, K::Ctrl),
        ctrl::ENABLE | ctrl::START_TRIGGER | ctrl::STOP_TRIGGER,
    )
    .unwrap();
    let prog = [0x100u64, 0x104, 0x200, 0x204, 0x300, 0x304, 0x200, 0x204];
    let items: Vec<_> = prog.iter().map(|pc| Some((*pc, ADDI))).collect();
    script(&mut e, &items);
    assert_eq!(
        pcs(&e),
        [0x200, 0x204, 0x300],
        "from the start PC through the stop PC, once"
    );
    assert_eq!(e.read(word(&soc, K::Status)).unwrap() & 1, 0, "stopped");
    // Writing ctrl re-arms.
    e.beats.clear();
    e.write(
        word(&soc, K::Ctrl),
        ctrl::ENABLE | ctrl::START_TRIGGER | ctrl::STOP_TRIGGER,
    )
    .unwrap();
    script(&mut e, &items);
    assert_eq!(pcs(&e), [0x200, 0x204, 0x300]);
}

#[test]
fn counters_restart_at_each_packet_and_flag_overflow() {
    let soc = example("esp.toml");
    let p = soc.packer.as_ref().unwrap();
    let mut e = env(&soc, 16);
    e.random_events = false;
    e.events = 0b101; // counters 0 and 2 count every cycle, 1 never
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    let mut items = vec![Some((0x100, ADDI))];
    items.extend(std::iter::repeat_n(None, 199));
    items.push(Some((0x104, ADDI)));
    items.extend(std::iter::repeat_n(None, 9));
    items.push(Some((0x108, ADDI)));
    script(&mut e, &items);
    assert_eq!(e.beats.len(), 3);
    let k = 1u64 << p.counter_width;
    for i in 1..3 {
        let cycles = e.field(i, F::Cycles);
        assert_eq!(cycles, [0, 200, 10][i], "cycles since the previous packet");
        // Every cycle's event lands in exactly one packet, its own cycle included.
        assert_eq!(e.field(i, F::Counter(0)), cycles % k);
        assert_eq!(e.field(i, F::Counter(2)), cycles % k);
        assert_eq!(e.field(i, F::Counter(1)), 0);
        let ovf = e.field(i, F::Overflow);
        assert_eq!(
            ovf & 0b111,
            if cycles >= k { 0b101 } else { 0 },
            "sticky overflow, cleared per packet"
        );
    }
}

#[test]
fn tlast_every_n_packets_and_on_flush() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 17);
    e.write(word(&soc, K::TlastEvery), 3).unwrap();
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE).unwrap();
    let items: Vec<_> = (0..10).map(|i| Some((0x100 + 4 * i, ADDI))).collect();
    script(&mut e, &items);
    e.write(word(&soc, K::Cmd), 1).unwrap();
    e.run(4).unwrap();
    let lasts: Vec<bool> = e.beats.iter().map(|b| b.1).collect();
    assert_eq!(lasts.len(), 11);
    let expect: Vec<bool> = (0..11).map(|i| i % 3 == 2 || i == 10).collect();
    assert_eq!(lasts, expect, "every third packet, and the flush packet");
}

#[test]
fn reset_in_the_middle_of_a_stream() {
    let soc = example("esp.toml");
    let mut e = env(&soc, 18);
    random_core(&mut e);
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE | ctrl::HALT_ENABLE)
        .unwrap();
    e.tready_percent = 50;
    e.run(3_000).unwrap_or_else(|m| panic!("{m}"));
    assert!(e.read(word(&soc, K::Packets)).unwrap() > 100);
    e.assert_reset(2);
    e.run(2).unwrap();
    let before = e.beats.len();
    assert_eq!(e.read(word(&soc, K::Packets)).unwrap(), 0);
    assert_eq!(e.read(word(&soc, K::Level)).unwrap(), 0);
    assert_eq!(
        e.read(word(&soc, K::Ctrl)).unwrap(),
        ctrl::HALT_ENABLE,
        "reset value"
    );
    e.write(word(&soc, K::Ctrl), ctrl::ENABLE | ctrl::HALT_ENABLE)
        .unwrap();
    random_core(&mut e);
    e.run(2_000).unwrap_or_else(|m| panic!("{m}"));
    e.drain().unwrap();
    let after: Vec<u32> = e.seqs()[before..].to_vec();
    assert!(
        !after.is_empty() && after.iter().enumerate().all(|(i, s)| *s as usize == i),
        "numbering restarts at 0"
    );
}

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
    let mut ours = hdlgen::packet::Decoder::new(layout);
    let mut theirs = esp_demo_monitors::packet::Decoder::new(esp_demo_monitors::map::PACKET_LAYOUT);
    let mut i = 0;
    let stats = ours
        .decode_all(&bytes, |r| {
            let (c, g) = (p.counters as usize, p.registers as usize);
            let head = [
                r.seq.into(),
                r.pc,
                r.instr.into(),
                r.cycles,
                r.halted,
                r.overflow,
            ];
            model_fields(&e, i, head, &r.counters[..c], &r.registers[..g]);
            i += 1;
        })
        .unwrap();
    let mut crate_records = 0;
    theirs.decode_all(&bytes, |_| crate_records += 1).unwrap();
    assert_eq!(crate_records, e.beats.len());
    // The crate's decoder specialised to this layout reads the RTL's packets
    // as the model wrote them.
    let mut i = 0;
    let fast = esp_demo_monitors::trace::Decoder::new()
        .decode_all(&bytes, |r| {
            let head = [
                r.seq.into(),
                r.pc,
                r.instr.into(),
                r.cycles,
                r.halted,
                r.overflow,
            ];
            model_fields(&e, i, head, &r.counters, &r.registers);
            i += 1;
        })
        .unwrap();
    assert_eq!(format!("{fast:?}"), format!("{stats:?}"));
    let seqs = e.seqs();
    let missing = (seqs[seqs.len() - 1] - seqs[0] + 1) as u64 - seqs.len() as u64;
    assert!(missing > 100, "drops happened");
    assert_eq!(
        (stats.packets, stats.lost),
        (seqs.len() as u64, missing),
        "every gap found"
    );
    assert_eq!(format!("{:?}", theirs.stats()), format!("{stats:?}"));

    // The CSV that `hdlgen decode` writes: a header and one row per packet.
    let (csv, _) = hdlgen::decode::to_csv(p, &bytes).unwrap();
    let mut lines = csv.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("seq,pc,instr,cycles,halted,overflow,counter0,"));
    let first: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(first[0], e.field(0, F::Seq).to_string());
    assert_eq!(first[1], format!("{:#x}", e.field(0, F::Pc)));
    assert_eq!(csv.lines().count(), e.beats.len() + 1);

    // A packet from other hardware is refused, with its index.
    let mut wrong = bytes.clone();
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
