//! The trace check of the reference SoC's packer: the decoded stream
//! against the harness's RVFI record and the watchpoints the firmware
//! wrote (every store to them in the record), shared by the firmware
//! tests that trace.

use hdlgen::firmware::{Outcome, Retired, RunResult};
use hdlgen::model::core::trace_counter_signal;
use hdlgen::model::packer::Packer;
use hdlgen::packet::{Decoder, Record};

pub fn packer(soc: &hdlgen::Soc) -> &Packer {
    soc.packer.as_ref().expect("the description has a packer")
}

pub fn preg(soc: &hdlgen::Soc, name: &str) -> u32 {
    4 * packer(soc)
        .window
        .regs
        .iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("packer register {name}"))
        .word
}

/// The packer's registers the check follows: CTRL and each watchpoint's
/// configuration, start and end (low words: the reference SoC's PCs are
/// 32 bits).
pub struct Config {
    pub ctrl: u32,
    pub wps: Vec<[u32; 3]>,
}

impl Config {
    /// As after reset.
    pub fn new(soc: &hdlgen::Soc) -> Self {
        let ctrl = packer(soc)
            .window
            .regs
            .iter()
            .find(|r| r.name == "ctrl")
            .expect("ctrl")
            .reset();
        Config {
            ctrl,
            wps: vec![[0u32; 3]; packer(soc).watchpoints as usize],
        }
    }

    /// Takes a retirement's store, if it wrote one of the registers.
    pub fn store(&mut self, soc: &hdlgen::Soc, r: &Retired) {
        if r.wmask != 0xF {
            return;
        }
        let base = packer(soc).base as u32;
        if r.mem_addr == base + preg(soc, "ctrl") {
            self.ctrl = r.mem_wdata;
        }
        for (i, wp) in self.wps.iter_mut().enumerate() {
            for (k, name) in ["cfg", "a_lo", "b_lo"].iter().enumerate() {
                if r.mem_addr == base + preg(soc, &format!("wp{i}_{name}")) {
                    wp[k] = r.mem_wdata;
                }
            }
        }
    }
}

/// The retirements the packer must trace, in order: those retired while
/// tracing was on whose PC the watchpoints select, as the firmware
/// configured them by then. A store's own write is in effect when it
/// retires (PicoRV32 retires it after the bus took it).
pub fn selected<'a>(soc: &hdlgen::Soc, retired: &'a [Retired]) -> Vec<&'a Retired> {
    let mut cfg = Config::new(soc);
    let mut v = Vec::new();
    for r in retired {
        cfg.store(soc, r);
        if cfg.ctrl & 1 != 0 && selects(&cfg.wps, r.pc) {
            v.push(r);
        }
    }
    v
}

/// Whether the watchpoints select `pc`: an enabled include watchpoint hits
/// (or none is enabled) and no enabled exclude watchpoint does.
pub fn selects(wps: &[[u32; 3]], pc: u32) -> bool {
    let hit = |w: &[u32; 3]| {
        if w[0] & 2 != 0 {
            w[1] <= pc && pc <= w[2]
        } else {
            pc == w[1]
        }
    };
    let on: Vec<&[u32; 3]> = wps.iter().filter(|w| w[0] & 1 != 0).collect();
    let includes: Vec<_> = on.iter().filter(|w| w[0] & 4 == 0).collect();
    (includes.is_empty() || includes.iter().any(|w| hit(w)))
        && !on.iter().any(|w| w[0] & 4 != 0 && hit(w))
}

pub fn decode(soc: &hdlgen::Soc, r: &RunResult) -> Vec<Record> {
    let layout = hdlgen::decode::layout(packer(soc));
    let bytes = &r.trace.as_ref().expect("the SoC has a packer").bytes;
    assert_eq!(bytes.len() % layout.packet_bytes, 0);
    let mut d = Decoder::new(layout);
    bytes
        .chunks_exact(layout.packet_bytes)
        .enumerate()
        .map(|(i, c)| {
            let mut rec = Record::default();
            d.decode_into(c, i, &mut rec).unwrap();
            rec
        })
        .collect()
}

/// What a trace check found.
#[derive(Debug)]
pub struct Checked {
    pub selected: usize,
    pub decoded: usize,
    pub drops: u32,
}

/// Compares the decoded stream with the record: every selected retirement,
/// in order, with its PC, instruction and register write; each packet's
/// counters (modulo their width), cycles and halted cycles since the
/// previous packet; sequence numbers; and the drops the firmware read
/// against the retirements missing.
pub fn check(soc: &hdlgen::Soc, r: &RunResult) -> Result<Checked, String> {
    let Outcome::Exit(drops) = r.outcome else {
        return Err(format!("the run ended with {:?}", r.outcome));
    };
    let retired = &r.record.retired;
    let chosen = selected(soc, retired);
    let packets = decode(soc, r);
    // Packets in stream order, each matched to its retirement: with drops,
    // the sequence numbers say which retirements were lost.
    let mut prev: Option<(u64, u32)> = None;
    for (i, pk) in packets.iter().enumerate() {
        let x = chosen.get(pk.seq as usize).ok_or_else(|| {
            format!(
                "packet {i} has sequence number {}, past the {} retirements selected",
                pk.seq,
                chosen.len()
            )
        })?;
        let what = format!(
            "packet {i} (seq {}, pc {:#x} at cycle {})",
            pk.seq, x.pc, x.cycle
        );
        check_retirement(pk, x, &what)?;
        if let Some((c0, _)) = prev.filter(|&(_, s0)| s0 + 1 == pk.seq) {
            check_since_previous(soc, r, pk, x, c0, &what)?;
        }
        if prev.is_some_and(|(_, s0)| pk.seq <= s0) {
            return Err(format!("{what}: sequence numbers out of order"));
        }
        prev = Some((x.cycle, pk.seq));
    }
    let missing = chosen.len() - packets.len();
    if missing as u64 != u64::from(drops) {
        return Err(format!(
            "{} retirements selected, {} packets decoded: {missing} missing, and the packer counted {drops} drops",
            chosen.len(),
            packets.len()
        ));
    }
    Ok(Checked {
        selected: chosen.len(),
        decoded: packets.len(),
        drops,
    })
}

/// A packet's PC, instruction and register write against its retirement's.
fn check_retirement(pk: &Record, x: &Retired, what: &str) -> Result<(), String> {
    if (pk.pc as u32, pk.instr) != (x.pc, x.insn) {
        return Err(format!(
            "{what}: pc {:#x} instruction {:#x}, RVFI {:#x} {:#x}",
            pk.pc, pk.instr, x.pc, x.insn
        ));
    }
    if pk.registers[..2] != [u64::from(x.rd), u64::from(x.rd_wdata)] {
        return Err(format!(
            "{what}: registers {:?}, RVFI rd x{} = {:#x}",
            &pk.registers[..2],
            x.rd,
            x.rd_wdata
        ));
    }
    Ok(())
}

/// A packet's counters (modulo their width), cycles and halted cycles
/// against the record's since the previous packet's retirement, at `c0`.
fn check_since_previous(
    soc: &hdlgen::Soc,
    r: &RunResult,
    pk: &Record,
    x: &Retired,
    c0: u64,
    what: &str,
) -> Result<(), String> {
    let p = packer(soc);
    let k = p.counter_width;
    let halts = &r.trace.as_ref().unwrap().halts;
    let halted_in = |from: u64, to: u64| -> u64 {
        halts
            .iter()
            .map(|&(s, e)| e.min(to + 1).saturating_sub(s.max(from + 1)))
            .sum()
    };
    for c in 0..p.counters {
        let Some(sig) = trace_counter_signal(c) else {
            continue;
        };
        let e = hdlgen::firmware::CoreEvent::parse(sig.name()).expect("a recorded event");
        let n = r.record.count_through(e, x.cycle) - r.record.count_through(e, c0);
        if u64::from(pk.counters[c as usize]) != n % (1 << k) {
            return Err(format!(
                "{what}: counter {c} ({}) {} , RVFI record {n}",
                sig.name(),
                pk.counters[c as usize]
            ));
        }
    }
    if pk.cycles != x.cycle - c0 || pk.halted != halted_in(c0, x.cycle) {
        return Err(format!(
            "{what}: {} cycles, {} halted since the previous packet; the record: {}, {}",
            pk.cycles,
            pk.halted,
            x.cycle - c0,
            halted_in(c0, x.cycle)
        ));
    }
    Ok(())
}

/// [`check`], for a run with halting on: no packet may be lost, so the
/// sequence numbers run without a gap.
pub fn check_halting(soc: &hdlgen::Soc, r: &RunResult) -> Result<Checked, String> {
    let c = check(soc, r)?;
    let gaps = decode(soc, r)
        .windows(2)
        .filter(|w| w[1].seq != w[0].seq + 1)
        .count();
    if c.drops > 0 || gaps > 0 {
        return Err(format!(
            "halting was on, yet {} packets were dropped ({gaps} sequence gaps)",
            c.drops
        ));
    }
    Ok(c)
}

/// The most retirements within one halt (the cycle it rose included), and
/// the latest of them, in cycles after it rose.
pub fn halt_latency(r: &RunResult) -> (usize, u64) {
    let mut worst = (0, 0);
    for &(s, e) in &r.trace.as_ref().unwrap().halts {
        let late: Vec<u64> = r
            .record
            .retired
            .iter()
            .filter(|x| (s..e).contains(&x.cycle))
            .map(|x| x.cycle - s)
            .collect();
        worst.0 = worst.0.max(late.len());
        worst.1 = worst.1.max(late.last().copied().unwrap_or(0));
    }
    worst
}
