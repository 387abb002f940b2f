//! Firmware in the loop: the driver crates hdlgen generated for the examples
//! (`rtl-out/*/driver`) drive the Verilated SoC wrapper through a simulation
//! backend, where every register access is a real APB / AXI4-Lite transaction.
//! Known event streams are injected into chosen tiles; the ESP API's ALL,
//! SINGLE and MANY results and their differences must equal them exactly,
//! across a 2^32 wrap, a 13-bit wrap and a carry into a pair's high word.
//! The same crate drives `esp.toml` made compact: the register map, and so
//! the software, is the same; there the counts start near their wraps as
//! the RTL's initial RAM contents (`common::preload`).

#[macro_use]
mod common;

use common::preload::{preload_model, preload_rtl, Preset};
use common::{cache, counter, example, soc_env, SimBus};
use hdlgen::model::Soc;
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::env::Env;

/// Holds `monitor`'s event of `tile` high for `cycles` cycles.
fn inject(env: &mut Env, soc: &Soc, tile: usize, monitor: &str, cycles: u64) {
    let bank = soc.tiles[tile].bank;
    let c = counter(soc, bank, monitor);
    env.ev[tile] = 1u128 << soc.banks[bank].counters[c].event_bit;
    env.run(cycles).unwrap_or_else(|m| panic!("{m}"));
    env.ev[tile] = 0;
    // Events from the NoC clock cross a two-flop synchroniser: they show up
    // two tile cycles late.
    env.run(2).unwrap_or_else(|m| panic!("{m}"));
}

/// A counter to start just below a wrap: `monitor` of `tile` at
/// `max - below`, where `max` is of `at_bits` bits if given (so that a
/// pair carries into its high word).
struct NearWrap<'a> {
    tile: usize,
    monitor: &'a str,
    below: u64,
    at_bits: Option<u32>,
}

/// The SoC wrapper in lockstep, out of reset, with `wraps` set: through
/// the backdoors, or in a compact SoC as the counts its RTL starts from (in
/// every tile of the kind).
fn near_wrap(soc: &Soc, seed: u64, wraps: &[NearWrap<'_>]) -> Env {
    let presets: Vec<Preset<'_>> = wraps
        .iter()
        .map(|w| {
            let bank = soc.tiles[w.tile].bank;
            let c = counter(soc, bank, w.monitor);
            let width = soc.monitors[soc.banks[bank].counters[c].monitor].width;
            let bits = w.at_bits.unwrap_or(width).min(width);
            let top = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            Preset {
                kind: &soc.banks[bank].kind,
                monitor: w.monitor,
                value: top - w.below,
            }
        })
        .collect();
    if soc.banks.iter().all(|b| b.compact.is_none()) {
        let (mut env, _) = soc_env(soc, seed);
        for (w, p) in wraps.iter().zip(&presets) {
            let c = counter(soc, soc.tiles[w.tile].bank, w.monitor);
            env.poke_counter(w.tile, c, p.value);
        }
        return env;
    }
    let mut bench = simcfg::soc_bench(soc, false);
    preload_rtl(&mut bench, soc, &presets);
    let mut env = bench.env(&cache(), seed).unwrap_or_else(|e| panic!("{e}"));
    env.run(4).unwrap();
    preload_model(&mut env, soc, &presets, true);
    env
}

macro_rules! firmware_test {
    ($name:ident, $krate:ident, $file:literal, $load:expr) => {
        mod $name {
            use super::*;
            use $krate::esp::*;
            use $krate::map::*;
            use $krate::Monitors;

            fn width(index: usize) -> u32 {
                MONITORS.iter().find(|m| m.index == index).unwrap().width
            }

            #[test]
            fn esp_api_counts_exactly_what_was_injected() {
                let soc = $load($file);
                let t = Tiles {
                    mem0: MEM_TILES[0],
                    cpu0: CPU_TILES[0],
                    acc0: ACC_TILES[0],
                    noc_tile: NUM_TILES - 1,
                    plane: 3,
                };
                let Tiles {
                    mem0, cpu0, acc0, ..
                } = t;
                // Counters start just below a wrap, so the measurement crosses it.
                let wrap = |tile, monitor, below, at_bits| NearWrap {
                    tile,
                    monitor,
                    below,
                    at_bits,
                };
                let mut env = near_wrap(
                    &soc,
                    42,
                    &[
                        wrap(mem0, "ddr_word_transfer", 100, None),
                        wrap(cpu0, "l2_hit", 10, None),
                        wrap(acc0, "acc_tot", 200, Some(32)),
                    ],
                );
                let mut mon = Monitors::new(SimBus::new(&mut env));

                // ALL.
                let start = mon.read_all();
                let all_cost = mon.bus().accesses;
                let single = Args::single(mem0, MON_DDR_WORD_TRANSFER_INDEX);
                let ddr0 = mon.esp_monitor(&single, &mut Vals::default());
                inject_for_all(&mut *mon.bus().env, &soc, t);
                let end = mon.read_all();
                let ddr1 = mon.esp_monitor(&single, &mut Vals::default());

                let expect = expected_by_all(t);
                let diff = esp_monitor_diff(&start, &end);
                assert_eq!(
                    diff, expect,
                    "ALL: every injected count, and nothing else\n{diff}"
                );
                assert!(
                    end.ddr_accesses[0] < start.ddr_accesses[0],
                    "the DDR counter wrapped"
                );
                assert!(
                    end.acc_stats[0].acc_tot > 0xFFFF_FFFF,
                    "acc_tot carried into its high word"
                );

                assert!(
                    mon.tile(cpu0).overflowed(MON_L2_HIT_INDEX),
                    "wrapped or saturated: flagged"
                );
                mon.tile(cpu0).clear_overflow(MON_L2_HIT_INDEX);
                assert!(!mon.tile(cpu0).overflowed(MON_L2_HIT_INDEX));

                // SINGLE: no snapshot, the word as is.
                let w = width(MON_DDR_WORD_TRANSFER_INDEX);
                assert_eq!(
                    sub_width(ddr0.into(), ddr1.into(), w),
                    300,
                    "SINGLE across the wrap"
                );

                let many_cost = many_reads_the_selected_groups(&mut mon, &soc, t);
                eprintln!(
                    "{}: bus accesses: ALL {all_cost}, MANY {many_cost}, SINGLE 1",
                    $file
                );
            }

            /// The tiles events are injected into: the first mem, cpu and
            /// acc tiles, and a plane of the last tile's NoC.
            #[derive(Clone, Copy)]
            struct Tiles {
                mem0: usize,
                cpu0: usize,
                acc0: usize,
                noc_tile: usize,
                plane: usize,
            }

            /// The events the ALL read must see, injected.
            fn inject_for_all(env: &mut Env, soc: &Soc, t: Tiles) {
                let Tiles {
                    mem0,
                    cpu0,
                    acc0,
                    noc_tile,
                    plane,
                } = t;
                inject(env, soc, mem0, "ddr_word_transfer", 300);
                inject(env, soc, mem0, "mem_coh_req", 17);
                inject(env, soc, mem0, "llc_miss", 40);
                inject(env, soc, cpu0, "l2_hit", 123);
                inject(env, soc, cpu0, "l2_miss", 5);
                if L2_TILES.contains(&acc0) {
                    inject(env, soc, acc0, "l2_miss", 9);
                }
                inject(env, soc, acc0, "acc_tot", 500);
                inject(env, soc, acc0, "acc_mem", 77);
                for _ in 0..3 {
                    inject(env, soc, acc0, "acc_invocations", 1);
                    env.run(2).unwrap();
                }
                inject(env, soc, noc_tile, "noc_inject_p2", 50);
                inject(
                    env,
                    soc,
                    noc_tile,
                    &format!("noc_queue_full_east_p{plane}"),
                    40,
                );
            }

            /// What the ALL read's difference holds after [`inject_for_all`].
            fn expected_by_all(t: Tiles) -> Vals {
                let Tiles {
                    cpu0,
                    acc0,
                    noc_tile,
                    plane,
                    ..
                } = t;
                let mut expect = Vals::default();
                expect.ddr_accesses[0] = 300;
                expect.mem_reqs[0].coh_reqs = 17;
                expect.llc_stats[0].misses = 40;
                // A saturating counter stops at its maximum, 10 above where it started.
                let l2_wraps = MONITORS
                    .iter()
                    .find(|m| m.index == MON_L2_HIT_INDEX)
                    .unwrap()
                    .wraps;
                let hits = if l2_wraps { 123 } else { 10 };
                expect.l2_stats[cpu0] = CacheStats { hits, misses: 5 };
                if L2_TILES.contains(&acc0) {
                    // An accelerator with a private L2 (acc_l2) is read too.
                    expect.l2_stats[acc0] = CacheStats { hits: 0, misses: 9 };
                }
                expect.acc_stats[0] = AccStats {
                    acc_tlb: 0,
                    acc_mem: 77,
                    acc_tot: 500,
                    acc_invocations: 3,
                };
                expect.noc_injects[noc_tile][2] = 50;
                expect.noc_queue_full[noc_tile][plane][1] = 40;
                expect
            }

            /// MANY: only the selected groups are read. Returns its cost in
            /// bus accesses.
            fn many_reads_the_selected_groups(
                mon: &mut Monitors<SimBus<'_>>,
                soc: &Soc,
                t: Tiles,
            ) -> u64 {
                let Tiles {
                    mem0,
                    acc0,
                    noc_tile,
                    plane,
                    ..
                } = t;
                let mask = 1 << ESP_MON_READ_DDR_ACCESSES
                    | 1 << ESP_MON_READ_ACC_STATS
                    | 1 << ESP_MON_READ_NOC_INJECTS
                    | 1 << ESP_MON_READ_NOC_QUEUE_FULL_PLANE;
                let many = Args {
                    acc_index: 0,
                    tile_index: noc_tile,
                    noc_index: plane,
                    ..Args::many(mask)
                };
                let (mut s, mut e) = (Vals::default(), Vals::default());
                let before = mon.bus().accesses;
                mon.esp_monitor(&many, &mut s);
                let many_cost = mon.bus().accesses - before;
                {
                    let env = &mut *mon.bus().env;
                    inject(env, soc, mem0, "ddr_word_transfer", 11);
                    inject(env, soc, mem0, "llc_hit", 9); // not selected
                    inject(env, soc, acc0, "acc_tot", 21);
                    inject(env, soc, noc_tile, "noc_inject_p0", 8);
                    inject(
                        env,
                        soc,
                        noc_tile,
                        &format!("noc_queue_full_local_p{plane}"),
                        6,
                    );
                    inject(env, soc, noc_tile, "noc_queue_full_local_p0", 5); // other plane
                }
                mon.esp_monitor(&many, &mut e);
                let mut expect = Vals::default();
                expect.ddr_accesses[0] = 11;
                expect.acc_stats[0].acc_tot = 21;
                expect.noc_injects[noc_tile][0] = 8;
                expect.noc_queue_full[noc_tile][plane][0] = 6;
                let diff = esp_monitor_diff(&s, &e);
                assert_eq!(
                    diff,
                    expect,
                    "MANY: the selected groups only\n{}",
                    diff.report(&many)
                );
                let text = format!("{}", diff.report(&many));
                assert!(
                    text.contains("ddr accesses: 11") && !text.contains("llc"),
                    "{text}"
                );
                many_cost
            }

            /// The typed registers against the RTL: `modify` keeps the
            /// other fields, `write` starts from the reset value, W1C flags
            /// are cleared one by one with `clear`, INFO decodes.
            #[test]
            fn typed_registers_drive_the_rtl() {
                let soc = $load($file);
                let cpu0 = CPU_TILES[0];
                let wrap = |monitor| NearWrap {
                    tile: cpu0,
                    monitor,
                    below: 2,
                    at_bits: None,
                };
                let mut env = near_wrap(&soc, 44, &[wrap("l2_hit"), wrap("l2_miss")]);
                let mut mon = Monitors::new(SimBus::new(&mut env));
                {
                    let env = &mut *mon.bus().env;
                    inject(env, &soc, cpu0, "l2_hit", 5);
                    inject(env, &soc, cpu0, "l2_miss", 5);
                }
                let mut cpu = mon.cpu(0);
                let info = cpu.read_info();
                assert_eq!((info.tile, info.kind), (cpu0, Some(TileKind::Cpu)));
                assert_eq!(info.words, MONITOR_WORDS);
                let mut r = cpu.regs();
                r.ctrl().modify(|_, w| w.freeze(true));
                assert!(r.ctrl().read().freeze());
                r.ctrl().modify(|r, w| w.freeze(!r.freeze()));
                assert!(!r.ctrl().read().freeze());
                r.enable0().modify(|_, w| w.l2_hit(false));
                let e = r.enable0().read();
                assert!(!e.l2_hit() && e.l2_miss(), "modify changed one field");
                r.enable0().write(|w| w);
                assert!(
                    r.enable0().read().l2_hit(),
                    "write starts from the reset value"
                );
                let o = r.overflow0().read();
                assert!(o.l2_hit() && o.l2_miss(), "both flagged");
                r.overflow0().clear(|w| w.l2_hit(true));
                let o = r.overflow0().read();
                assert!(!o.l2_hit() && o.l2_miss(), "clear cleared one flag only");
                r.overflow0().clear(|w| w.l2_miss(true));
                assert_eq!(r.overflow0().read_raw(), 0);
            }

            #[test]
            fn typed_tile_access_reads_the_rtl() {
                let soc = $load($file);
                let (mut env, _) = soc_env(&soc, 43);
                let acc0 = ACC_TILES[0];
                inject(&mut env, &soc, acc0, "acc_tlb", 33);
                let mut mon = Monitors::new(SimBus::new(&mut env));
                // The acc kind's handle: only acc monitors have accessors,
                // and the tile controls come through Deref.
                let mut t = mon.acc(0);
                assert_eq!(t.index(), acc0);
                assert_eq!(t.mon_acc_tlb(), 33);
                assert_eq!(
                    t.info_word() & 0xFFFF,
                    acc0 as u32,
                    "INFO holds the tile index"
                );
                t.set_freeze(true);
                t.clear();
                assert_eq!(t.mon_acc_tlb(), 0);
                t.set_freeze(false);
                for i in 0..NUM_TILES {
                    assert!(!mon.tile(i).in_snapshot());
                }
            }
        }
    };
}

sim_backend!(esp_demo_monitors);
sim_backend!(axi_wide_monitors);

firmware_test!(esp_demo_apb, esp_demo_monitors, "esp.toml", example);
firmware_test!(
    esp_demo_apb_compact,
    esp_demo_monitors,
    "esp.toml",
    common::example_compact
);
firmware_test!(
    axi_wide_axi4lite,
    axi_wide_monitors,
    "axi_wide.toml",
    example
);
