//! The promises proven by model checking: the harnesses hdlgen writes to
//! `formal/` are checked on small descriptions, and each property is shown
//! to fail on RTL with a planted bug.
//!
//! Most are proven without a bound, by PDR on an AIGER export
//! (`formal/engine.rs`); the torn-free pair and the compact-snapshot tile's
//! reads still only by bounded model checking. docs/formal.md says which,
//! how long each takes, and why the bounded ones do not close. The longer
//! runs are `#[ignore]`d here and run by scripts/prove.sh.

#[path = "formal/engine.rs"]
mod engine;
mod support;

use std::path::Path;
use std::process::Command;

use engine::{Bug, Method, Top};

/// PDR's give-up time in CPU seconds; every proof here closes well within.
const PDR: Method = Method::Pdr(300);

fn holds(name: &str, text: &str, top: Top, method: Method) {
    let o = engine::prove(name, text, top, method, None);
    assert!(
        o.holds,
        "{name}: a property fails on the generated RTL:\n{}",
        o.log
    );
}

fn caught(name: &str, text: &str, top: Top, method: Method, bug: &Bug) {
    let o = engine::prove(name, text, top, method, Some(bug));
    assert!(
        !o.holds,
        "{name}: the planted bug must make a property fail:\n{}",
        o.log
    );
}

/// Each of `bugs` (a name, and a `from` and `to` in the bank `fv_bank_cpu.v`)
/// planted alone must make a property fail; each proof is named
/// `<name>-<bug's name>`.
fn caught_in_bank(name: &str, text: &str, top: Top, method: Method, bugs: &[(&str, &str, &str)]) {
    for &(bug, from, to) in bugs {
        let planted = Bug {
            file: "fv_bank_cpu.v",
            from,
            to,
        };
        caught(&format!("{name}-{bug}"), text, top, method, &planted);
    }
}

/// A tile with one monitor of each width, `extra` in `[soc]`, shaped for
/// 4-input LUTs.
fn tile(bus: &str, widths: &[u32], extra: &str) -> String {
    tile_on("lut4", bus, widths, extra)
}

/// The same, shaped for `fabric`.
fn tile_on(fabric: &str, bus: &str, widths: &[u32], extra: &str) -> String {
    let mut s = format!(
        "[soc]\nname = \"fv\"\nbus = \"{bus}\"\nreset = \"sync_high\"\nfabric = \"{fabric}\"\n{extra}\
         [catalog]\nbuiltin = \"none\"\n"
    );
    for (i, w) in widths.iter().enumerate() {
        s += &format!("[[catalog.monitor]]\nname = \"m{i}\"\ndescription = \"m\"\nkinds = [\"cpu\"]\nwidth = {w}\n");
    }
    s + "[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n"
}

/// A narrow packer: 160-bit packets, `depth` entries, halt latency
/// `latency`, `extra` in `[soc]` and `access` after the packer.
fn packer(bus: &str, depth: u32, latency: u32, extra: &str, access: &str) -> String {
    format!(
        "[soc]\nname = \"fp\"\nbus = \"{bus}\"\nreset = \"sync_high\"\n{extra}\
         [[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\
         [packer]\nstream_width = 160\npc_width = 32\ncycles_width = 8\nhalted_width = 8\n\
         counters = 2\ncounter_width = 4\nregisters = 0\nwatchpoints = 0\n\
         fifo_depth = {depth}\nalmost_full = {}\nhalt_latency = {latency}\n{access}",
        depth + 1 - latency
    )
}

const FROM_RESET: Top = Top::Tile { reset_start: true };

// (c) snapshots and reads, (e) APB4 rules, from reset: a 3-bit monitor.
#[test]
fn apb_tile_reads_snapshots_and_protocol() {
    let t = tile("apb", &[3], "");
    holds("apb-reads", &t, FROM_RESET, PDR);
    let shadow = Bug {
        file: "fv_bank_cpu.v",
        from: "shd_0 <= cnt_0;",
        to: "shd_0 <= sum_0[4:2];",
    };
    caught("apb-reads-shadow-after-edge", &t, FROM_RESET, PDR, &shadow);
    let pslverr = Bug {
        file: "fv_bus_apb.v",
        from: "assign pslverr = access &",
        to: "assign pslverr = psel &",
    };
    caught("apb-pslverr-in-setup", &t, FROM_RESET, PDR, &pslverr);
}

// (d) torn-free LO/HI: from any count, so the carry into the high word is
// within reach. Bounded: see docs/formal.md.
#[test]
fn apb_tile_pairs_are_torn_free() {
    let t = tile("apb", &[33], "");
    let any = Top::Tile { reset_start: false };
    holds("apb-pairs", &t, any, Method::Bmc(15));
    let no_hold = Bug {
        file: "fv_bank_cpu.v",
        from: "hold_use_q ? hold_q : hi_0",
        to: "hi_0",
    };
    caught("apb-pairs-no-hold", &t, any, Method::Bmc(15), &no_hold);
}

// (d) for a compact tile: from reset, with the counts starting anywhere
// (engine.rs's keep_counts), so a carry into the high word is within reach.
// Bounded: two pairs are four reads of eight cycles.
#[test]
fn compact_apb_tile_pairs_are_torn_free() {
    let t = tile("apb", &[33], "snapshot = \"compact\"\n");
    let k = Method::Bmc(34);
    holds("compact-apb-pairs", &t, Top::CompactPairs, k);
    let bugs = [
        (
            "no-hold",
            "rq_hold <= lo_last_q && rd_addr == lo_addr_q + 7'd1;",
            "rq_hold <= 1'b0;",
        ),
        // The LO read's carry out of the side count, kept for the HI read.
        ("kept-carry-lost", "hold_c <= c_hh;", "hold_c <= 1'b0;"),
    ];
    caught_in_bank("compact-apb-pairs", &t, Top::CompactPairs, k, &bugs);
}

// (e) AXI4-Lite rules.
#[test]
fn axi_tile_protocol() {
    let t = tile("axi4lite", &[3], "");
    holds("axi-protocol", &t, FROM_RESET, PDR);
    let dropped = Bug {
        file: "fv_bus_axil.v",
        from: "end else if (rready) begin\n                rvalid <= 1'b0;",
        to: "end else begin\n                rvalid <= 1'b0;",
    };
    caught("axi-rvalid-dropped", &t, FROM_RESET, PDR, &dropped);
}

// (c) and (e) for a compact-snapshot tile: its six read wait states exactly,
// and reads through the sweep's RAM from reset (three 4-bit monitors, the
// fewest and narrowest a compact bank takes). Bounded: see docs/formal.md.
#[test]
fn compact_apb_tile_reads_snapshots_and_protocol() {
    let t = tile("apb", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-apb-reads", &t, FROM_RESET, Method::Bmc(16));
    let five = Bug {
        file: "fv_bus_apb.v",
        from: " | rq[RWAIT];",
        to: " | rq[RWAIT-1];",
    };
    caught(
        "compact-apb-five-wait-states",
        &t,
        FROM_RESET,
        Method::Bmc(10),
        &five,
    );
    let stale = Bug {
        file: "fv_bank_cpu.v",
        from: "a2_small <= f1pend ? f1m : {K{1'b0}};",
        to: "a2_small <= f1m;",
    };
    caught(
        "compact-apb-stale-snapshot-side",
        &t,
        FROM_RESET,
        Method::Bmc(16),
        &stale,
    );
    // On 6-input LUTs `pend` and `fk` have no reset: the reads hold for any
    // value they start with.
    let t6 = tile_on("lut6", "apb", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-apb-reads-lut6", &t6, FROM_RESET, Method::Bmc(16));
}

// (e) AXI4-Lite rules with a compact tile's late answers.
#[test]
fn compact_axi_tile_protocol() {
    let t = tile("axi4lite", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-axi-protocol", &t, FROM_RESET, PDR);
    let twice = Bug {
        file: "fv_bus_axil.v",
        from: "wire           answer = rq[RWAIT];",
        to: "wire           answer = rq[RWAIT] | rq[RWAIT-1];",
    };
    caught("compact-axi-answers-twice", &t, FROM_RESET, PDR, &twice);
}

/// The flip-flop bank's flag update with a write of 1 winning over the
/// carry at one edge, for monitor 0.
const FULL_CLEAR_WINS: Bug = Bug {
    file: "fv_bank_cpu.v",
    from: "ovf_0 <= (ovf_0 & ~w1c_0) | co_0;",
    to: "ovf_0 <= (ovf_0 | co_0) & ~w1c_0;",
};

/// The compact bank's flag update with a write of 1 winning over the fold's
/// carry at one edge.
const COMPACT_CLEAR_WINS: Bug = Bug {
    file: "fv_bank_cpu.v",
    from: "ovf[j] <= (ovf[j] & ~ovf_w1c[j]) | (oc_g[j / 8] & oc_l[j % 8]);",
    to: "ovf[j] <= (ovf[j] | (oc_g[j / 8] & oc_l[j % 8])) & ~ovf_w1c[j];",
};

// A wrap leaves its flag set until a later write of 1 or clear, in a
// flip-flop bank: every transfer free, from reset.
#[test]
fn a_wrap_keeps_its_flag_until_a_later_clear() {
    let t = tile("apb", &[3, 3], "");
    holds("flags", &t, Top::Flags, PDR);
    caught("flags-clear-wins", &t, Top::Flags, PDR, &FULL_CLEAR_WINS);
}

// The same for a compact-snapshot tile, where the fold's carry sets the flag.
#[test]
fn compact_fold_keeps_its_flag_until_a_later_clear() {
    let t = tile("apb", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-flags", &t, Top::Flags, PDR);
    caught(
        "compact-flags-clear-wins",
        &t,
        Top::Flags,
        PDR,
        &COMPACT_CLEAR_WINS,
    );
}

// (a) no packet lost with halting on, (b) AXI4-Stream stability: the
// smallest FIFO the description accepts, a one-cycle core.
#[test]
fn packer_smallest_fifo_loses_nothing_and_holds_the_stream() {
    let p = packer("apb", 2, 1, "", "");
    holds("packer-2-1", &p, Top::Packer, PDR);
    let soc = hdlgen::load_str("p.toml", &p).unwrap();
    let limit = soc.packer.as_ref().unwrap().halt_limit();
    let site = format!("level >= 2'd{limit}");
    let late = format!("level >= 2'd{}", limit + 1);
    let late_halt = Bug {
        file: "fp_packer.v",
        from: &site,
        to: &late,
    };
    caught("packer-late-halt", &p, Top::Packer, PDR, &late_halt);
    let reload = Bug {
        file: "fp_packer.v",
        from: "wire        load = (!tvalid_q || pop) &&",
        to: "wire        load =",
    };
    caught(
        "packer-reloads-while-waiting",
        &p,
        Top::Packer,
        PDR,
        &reload,
    );
}

// (a) with a core that takes two cycles to obey halt.
#[test]
fn packer_two_cycle_core_loses_nothing() {
    holds("packer-4-2", &packer("apb", 4, 2, "", ""), Top::Packer, PDR);
}

// (a) with a core that obeys halt in the same cycle (halt_latency = 0: the
// limit is fifo_depth + 1, the FIFO and the stream register all in use).
#[test]
fn packer_same_cycle_core_loses_nothing() {
    holds("packer-2-0", &packer("apb", 2, 0, "", ""), Top::Packer, PDR);
}

/// The adapter of `bus` with PROT bit 1 forced to 0: every access secure.
fn all_secure(bus: &str) -> Bug<'static> {
    if bus == "apb" {
        Bug {
            file: "fv_bus_apb.v",
            from: "assign req_wprot = pprot;",
            to: "assign req_wprot = {pprot[2], 1'b0, pprot[0]};",
        }
    } else {
        Bug {
            file: "fv_bus_axil.v",
            from: "assign req_wprot = awprot;",
            to: "assign req_wprot = {awprot[2], 1'b0, awprot[0]};",
        }
    }
}

// (f) access policy, APB4 with bus errors: reads privileged, writes secure.
#[test]
fn apb_tile_denied_accesses_change_nothing() {
    let t = tile(
        "apb",
        &[3],
        "read_access = \"privileged\"\nwrite_access = \"secure\"\n",
    );
    holds("policy-apb", &t, Top::TilePolicy, PDR);
    caught(
        "policy-apb-all-secure",
        &t,
        Top::TilePolicy,
        PDR,
        &all_secure("apb"),
    );
}

// (f) access policy, AXI4-Lite with read-as-zero, write-ignored, the
// tile's own policy from [[access]].
#[test]
fn axi_tile_denied_accesses_change_nothing() {
    let t = tile("axi4lite", &[3], "denied = \"zero\"\n")
        + "[[access]]\nwindow = \"tile_cpu\"\nread = \"secure\"\nwrite = \"secure_privileged\"\n";
    holds("policy-axi", &t, Top::TilePolicy, PDR);
    caught(
        "policy-axi-all-secure",
        &t,
        Top::TilePolicy,
        PDR,
        &all_secure("axi4lite"),
    );
}

// (f) access policy of the packer: two packers side by side, the longest
// proof here (about 25 s of CPU).
#[test]
fn packer_denied_accesses_change_nothing() {
    let access =
        "[[access]]\nwindow = \"packer\"\nread = \"secure_privileged\"\nwrite = \"secure\"\n";
    let p = packer("apb", 2, 1, "denied = \"zero\"\n", access);
    holds("policy-packer", &p, Top::PackerPolicy, PDR);
    let bug = Bug {
        file: "fp_bus_apb.v",
        ..all_secure("apb")
    };
    caught("policy-packer-all-secure", &p, Top::PackerPolicy, PDR, &bug);
}

fn compact_policy(depth: u32) {
    let t = tile(
        "apb",
        &[4, 4, 4],
        "snapshot = \"compact\"\nread_access = \"secure\"\nwrite_access = \"secure\"\n",
    );
    let name = format!("policy-compact-apb-{depth}");
    holds(&name, &t, Top::TilePolicy, Method::Bmc(depth));
    let bug = Bug {
        file: "fv_bus_apb.v",
        from: "assign req_rprot = pprot;",
        to: "assign req_rprot = {pprot[2], 1'b0, pprot[0]};",
    };
    let name = format!("policy-compact-apb-all-secure-{depth}");
    caught(&name, &t, Top::TilePolicy, Method::Bmc(depth), &bug);
}

// (f) access policy of a compact tile: bounded, like its reads.
#[test]
fn compact_apb_tile_denied_accesses_change_nothing() {
    compact_policy(14);
}

// The bounded proofs, deeper: scripts/prove.sh runs these (each step two
// to three times the solver's time of the one before). At 24 steps a
// compact tile's 4-bit monitor can have wrapped (16 events) before a read
// samples it; at 19 a torn-free pair's two pairs can be four cycles
// further apart (idle, or with a read of the snapshot register between).
#[test]
#[ignore = "minutes of CPU: scripts/prove.sh runs it"]
fn deep_compact_apb_tile_reads() {
    let t = tile("apb", &[4, 4, 4], "snapshot = \"compact\"\n");
    holds("compact-apb-reads-24", &t, FROM_RESET, Method::Bmc(24));
}

#[test]
#[ignore = "minutes of CPU: scripts/prove.sh runs it"]
fn deep_compact_apb_tile_policy() {
    compact_policy(20);
}

// A compact tile's 64-bit pairs: the fold's four segments and, saturating,
// the stops of the fold, the read and the kept HI word.
#[test]
#[ignore = "minutes of CPU: scripts/prove.sh runs it"]
fn deep_compact_apb_tile_wide_pairs() {
    let k = Method::Bmc(34);
    let wrap = tile("apb", &[64], "snapshot = \"compact\"\n");
    holds("compact-apb-pairs-64", &wrap, Top::CompactPairs, k);
    let sat = wrap.replace("width = 64\n", "width = 64\noverflow = \"saturate\"\n");
    holds(
        "compact-apb-pairs-64-saturating",
        &sat,
        Top::CompactPairs,
        k,
    );
    let bugs = [
        (
            "fold-wraps",
            "Wn = (f2_sat & co) ? f2_mask : Wsum & f2_mask;",
            "Wn = Wsum & f2_mask;",
        ),
        (
            "read-wraps",
            "answer = (r_sat & r_ovf) ? m32 : r_sum & m32;",
            "answer = r_sum & m32;",
        ),
        (
            "kept-hi-wraps",
            "hold_ovf <= r_sat & r_ovf;",
            "hold_ovf <= 1'b0;",
        ),
    ];
    let name = "compact-apb-pairs-64-saturating";
    caught_in_bank(name, &sat, Top::CompactPairs, k, &bugs);
}

#[test]
#[ignore = "minutes of CPU: scripts/prove.sh runs it"]
fn deep_apb_tile_pairs() {
    let t = tile("apb", &[33], "");
    holds(
        "apb-pairs-19",
        &t,
        Top::Tile { reset_start: false },
        Method::Bmc(19),
    );
}

// Every harness hdlgen writes for the examples (APB and AXI4-Lite, every tile
// kind, the packer) reads and elaborates in Yosys without a warning.
#[test]
fn example_harnesses_elaborate_cleanly() {
    engine::tool("yosys");
    for file in ["esp.toml", "axi_wide.toml", "esp_compact.toml"] {
        let soc = hdlgen::load(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../examples")
                .join(file),
        )
        .unwrap();
        let dir = support::outside(&format!("formal-elaborate-{}", soc.name));
        let files = hdlgen::emit::generate(&soc);
        hdlgen::output::write_tree(&dir, &files, None).unwrap();
        let rtl: Vec<&str> = files
            .iter()
            .filter(|a| a.path.starts_with("rtl/") && a.path.ends_with(".v"))
            .map(|a| a.path.as_str())
            .collect();
        let harnesses: Vec<&str> = files
            .iter()
            .filter(|a| a.path.starts_with("formal/"))
            .map(|a| a.path.as_str())
            .collect();
        // A tile harness per bank, the packer's, and a policy harness for
        // each block whose policy denies anything.
        assert!(harnesses.len() >= soc.banks.len() + usize::from(soc.packer.is_some()));
        for h in harnesses {
            let top = Path::new(h).file_stem().unwrap().to_string_lossy();
            let script = format!(
                "read_verilog {}; read_verilog -formal -sv {h}; prep -top {top}; async2sync; dffunmap; write_smt2 check.smt2",
                rtl.join(" ")
            );
            let out = Command::new("yosys")
                .current_dir(&dir)
                .args(["-q", "-p", &script])
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.success() && !err.contains("Warning"),
                "{file} {h}:\n{err}"
            );
        }
    }
}
