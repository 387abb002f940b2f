//! The trace packer against its golden model: random instruction streams in
//! lockstep, zero loss with halting, exact drop counts without (halting's
//! limits are in packer_halt.rs), and directed
//! tests of every filter, trigger, overflow, TLAST and reset. The decoders,
//! the CSV and the Parquet file of the RTL's packets are in
//! `packer/decoding.rs`.

mod common;

#[path = "packer/decoding.rs"]
mod decoding;

use common::{cache, example};
use hdlgen::model::packer::{ctrl, PackerRegKind as K};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use std::collections::VecDeque;

use hdlgen_sim::cfg::PacketField as F;
use hdlgen_sim::packer_env::{Core, PackerEnv, Program, Retire};

fn word(soc: &Soc, k: K) -> u32 {
    soc.packer.as_ref().unwrap().window.word_of(k)
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
