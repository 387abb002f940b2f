//! `[packer]`: packet layout, registers and settings.

use super::super::packer::{self, Packer, PackerParams};
use super::ErrFn;
use crate::desc::PackerDesc;

/// Validates `[packer]` and lays out its packet and registers.
pub(super) fn elaborate_packer(p: &PackerDesc, soc: &str, err: &mut ErrFn<'_>) -> Option<Packer> {
    let ok = check_fifo(p, err);
    let sw = p.stream_width.value;
    let params = PackerParams {
        stream_width: sw,
        pc_width: p.pc_width.value,
        cycles_width: p.cycles_width.value,
        halted_width: p.halted_width.value,
        counters: p.counters.value,
        counter_width: p.counter_width.value,
        registers: p.registers.value,
        register_width: p.register_width.value,
    };
    let fields = packer::fields(&params);
    let used = fields.last().map_or(0, |f| f.offset + f.width);
    if !(check_fit(p, used, err) && ok) {
        return None;
    }
    let depth = p.fifo_depth.value;
    let level_bits = 32 - depth.leading_zeros();
    let layout_id = packer::layout_id(sw, &fields);
    let window = packer::window(&packer::WindowParams {
        pc_width: p.pc_width.value,
        level_bits,
        almost_full: p.almost_full.value,
        tlast_every: p.tlast_every.value,
        watchpoints: p.watchpoints.value,
        layout_id,
    });
    Some(Packer {
        module: format!("{soc}_packer"),
        base: p.base.value,
        stream_width: sw,
        pc_width: p.pc_width.value,
        counters: p.counters.value,
        counter_width: p.counter_width.value,
        registers: p.registers.value,
        register_width: p.register_width.value,
        fifo_depth: depth,
        halt_latency: p.halt_latency.value,
        watchpoints: p.watchpoints.value,
        rv32: p.rv32.value,
        layout_id,
        used_bits: used,
        fields,
        window,
    })
}

/// The stream width, FIFO depth and halt threshold; whether all are valid.
fn check_fifo(p: &PackerDesc, err: &mut ErrFn<'_>) -> bool {
    let mut ok = true;
    let sw = p.stream_width.value;
    if !sw.is_multiple_of(32) {
        err(
            &p.stream_width.span,
            "packer.stream_width",
            format!("{sw} is not a multiple of 32; valid: 64, 96, ... 4096"),
        );
        ok = false;
    }
    let depth = p.fifo_depth.value;
    if !depth.is_power_of_two() {
        err(
            &p.fifo_depth.span,
            "packer.fifo_depth",
            format!("{depth} is not a power of two; valid: 2, 4, ... 65536"),
        );
        ok = false;
    }
    let latency = p.halt_latency.value;
    if depth.is_power_of_two() && depth < latency {
        err(
            &p.fifo_depth.span,
            "packer.fifo_depth",
            format!(
                "{depth} entries cannot hold the packets of the {latency} cycles the core may retire after halt rises (halt_latency = {latency}); valid: fifo_depth >= {}",
                latency.next_power_of_two().max(2)
            ),
        );
        ok = false;
    }
    let limit = packer::halt_limit(depth, latency);
    let af = p.almost_full.value;
    if depth.is_power_of_two() && depth >= latency && (af == 0 || af > limit) {
        // A level the description left out is the default: say so, or the
        // number in the message seems to come from nowhere.
        let level = if p.almost_full.span == p.span {
            format!("the default almost_full = {af} (not set in [packer])")
        } else {
            format!("almost_full = {af}")
        };
        let why = if af == 0 {
            "would halt the core for good: at level 0 halt is raised while the FIFO is empty"
                .to_string()
        } else {
            format!("would lose packets: a core that takes {latency} cycle(s) to obey halt (halt_latency) retires up to {latency} more instruction(s) after halt rises, and {depth} FIFO entries plus the stream register hold them only if halt rises at level {limit} or lower")
        };
        err(
            &p.almost_full.span,
            "packer.almost_full",
            format!("{level} {why}; valid for fifo_depth = {depth} and halt_latency = {latency}: 1..={limit}"),
        );
        ok = false;
    }
    ok
}

/// Whether the packet's `used` bits fit the stream.
fn check_fit(p: &PackerDesc, used: u32, err: &mut ErrFn<'_>) -> bool {
    let sw = p.stream_width.value;
    if used > sw {
        let parts: Vec<String> = [
            ("counters", p.counters.value * p.counter_width.value),
            ("overflow map", p.counters.value),
            ("pc", p.pc_width.value),
            ("cycles", p.cycles_width.value),
            ("instruction", 32),
            ("halted", p.halted_width.value),
            ("registers", p.registers.value * p.register_width.value),
            ("sequence number", 32),
            ("layout id", 16),
        ]
        .iter()
        .map(|(n, b)| format!("{n} {b}"))
        .collect();
        err(
            &p.stream_width.span,
            "packer.stream_width",
            format!(
                "the packet needs {used} bits ({}) but the stream is {sw} bits; valid: stream_width >= {}, or fewer or narrower fields",
                parts.join(" + "),
                used.next_multiple_of(32)
            ),
        );
        return false;
    }
    true
}
