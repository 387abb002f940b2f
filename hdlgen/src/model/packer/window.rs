//! The packer's register window: every register's word, fields and reset.

use super::{ctrl, PackerRegKind};
use crate::model::window::{Access, Field, Register, Window};

/// What the window depends on.
pub struct WindowParams {
    /// PC width in bits.
    pub pc_width: u32,
    /// Bits of the FIFO level.
    pub level_bits: u32,
    /// Reset value of `almost_full`.
    pub almost_full: u32,
    /// Reset value of `tlast_every`.
    pub tlast_every: u32,
    /// Watchpoints.
    pub watchpoints: u32,
    /// The layout id every packet carries.
    pub layout_id: u16,
}

/// `r` with one field, `value`, of `width` bits from bit 0 (none when the
/// register has no bits, as a PC's high word when PCs are 32-bit).
fn value(r: Register, width: u32, reset: u32) -> Register {
    let fields = if width == 0 {
        Vec::new()
    } else {
        let f = Field::new(
            "value",
            0,
            width,
            r.access,
            u64::from(reset),
            &r.description,
        );
        vec![f]
    };
    Register { fields, ..r }
}

/// CTRL: enables and modes; every write re-arms both triggers.
fn ctrl_reg() -> Register {
    let reset = ctrl::HALT_ENABLE;
    let bit = |name: &str, b: u32, d: &str| {
        Field::new(
            name,
            b.trailing_zeros(),
            1,
            Access::Rw,
            u64::from(reset & b != 0),
            d,
        )
    };
    let r = Register::new("ctrl", 0, PackerRegKind::Ctrl, Access::Rw, "Bit 0 enable, 1 control-flow filter, 2 halt on almost-full (reset 1), 3 force halt, 4 start trigger, 5 stop trigger; a write re-arms the triggers");
    r.with(vec![
        bit("enable", ctrl::ENABLE, "Tracing enabled"),
        bit(
            "cf_filter",
            ctrl::CF_FILTER,
            "Keep only control flow and the instruction after it",
        ),
        bit(
            "halt_enable",
            ctrl::HALT_ENABLE,
            "Halt the core while the FIFO is at almost_full",
        ),
        bit("force_halt", ctrl::FORCE_HALT, "Halt the core"),
        bit(
            "start_trigger",
            ctrl::START_TRIGGER,
            "Start tracing at start_pc",
        )
        .acts(),
        bit(
            "stop_trigger",
            ctrl::STOP_TRIGGER,
            "Stop tracing after stop_pc",
        )
        .acts(),
    ])
}

/// CMD, STATUS and LEVEL: the strobes and what the FIFO reports.
fn command_and_status(level_bits: u32) -> Vec<Register> {
    use Access::*;
    use PackerRegKind::*;
    let f = Field::new;
    let cmd = Register::new("cmd", 1, Cmd, Wo, "Write bit 0: flush (emit a packet now, with TLAST; with halting on, once the level is below the threshold); bit 1: zero the drop counter; reads 0");
    let cmd = cmd.with(
        vec![
            f("flush", 0, 1, Wo, 0, "Write 1: emit a packet now, with TLAST (with halting on, once the level is below the threshold)").pulse(),
            f("clear_drops", 1, 1, Wo, 0, "Write 1: zero the drop counter").pulse(),
        ],
    );
    let status = Register::new(
        "status",
        2,
        Status,
        Ro,
        "Bit 0 tracing, 1 halt output, 2 FIFO empty, 3 FIFO full, 4 flush pending",
    );
    let status = status.with(vec![
        f("tracing", 0, 1, Ro, 0, "Tracing"),
        f("halt", 1, 1, Ro, 0, "Halt output"),
        f("empty", 2, 1, Ro, 0, "FIFO empty"),
        f("full", 3, 1, Ro, 0, "FIFO full"),
        f(
            "flush_pending",
            4,
            1,
            Ro,
            0,
            "A flush waits for room (halting on)",
        ),
    ]);
    let level = Register::new(
        "level",
        3,
        Level,
        Ro,
        "Packets in the FIFO (including the one offered on the stream)",
    );
    let level = level.with(vec![f(
        "level",
        0,
        level_bits,
        Ro,
        0,
        "Packets in the FIFO",
    )]);
    vec![cmd, status, level]
}

/// The watchpoint registers of watchpoint `i`.
fn watchpoint(i: u32, lo: u32, hi: u32) -> Vec<Register> {
    use Access::*;
    use PackerRegKind::*;
    let f = Field::new;
    let w = 16 + 8 * i;
    let cfg = Register::new(
        &format!("wp{i}_cfg"),
        w,
        WpCfg(i),
        Rw,
        "Watchpoint: bit 0 enable, bit 1 range (else exact), bit 2 exclude (else include)",
    );
    let cfg = cfg.with(vec![
        f("enable", 0, 1, Rw, 0, "Watchpoint enabled"),
        f("range", 1, 1, Rw, 0, "1: range a..=b; 0: exact a"),
        f(
            "exclude",
            2,
            1,
            Rw,
            0,
            "1: drop matching instructions; 0: keep only them",
        ),
    ]);
    let pc = |name: String, word, kind, width, desc: &str| {
        value(Register::new(&name, word, kind, Rw, desc), width, 0)
    };
    vec![
        cfg,
        pc(
            format!("wp{i}_a_lo"),
            w + 1,
            WpALo(i),
            lo,
            "Watchpoint exact PC or range start, bits 31:0",
        ),
        pc(format!("wp{i}_a_hi"), w + 2, WpAHi(i), hi, "High bits"),
        pc(
            format!("wp{i}_b_lo"),
            w + 3,
            WpBLo(i),
            lo,
            "Watchpoint range end (inclusive), bits 31:0",
        ),
        pc(format!("wp{i}_b_hi"), w + 4, WpBHi(i), hi, "High bits"),
    ]
}

/// The packer's register window.
pub fn window(p: &WindowParams) -> Window {
    use Access::*;
    use PackerRegKind::*;
    let lo = p.pc_width.min(32);
    let hi = p.pc_width.saturating_sub(32);
    let mut regs = vec![ctrl_reg()];
    regs.extend(command_and_status(p.level_bits));
    regs.extend([
        value(
            Register::new("almost_full", 4, AlmostFull, Rw, "Halt threshold: the core halts while level >= this (if enabled), or while level >= the highest safe threshold, whichever is lower"),
            p.level_bits,
            p.almost_full,
        ),
        value(
            Register::new("tlast_every", 5, TlastEvery, Rw, "TLAST on every Nth packet (0: only on flush)"),
            16,
            p.tlast_every,
        ),
        value(Register::new("drops", 6, Drops, Ro, "Packets dropped because the FIFO was full"), 32, 0),
        value(
            Register::new("packets", 7, Packets, Ro, "Packets created so far (the next sequence number)"),
            32,
            0,
        ),
        Register::new("layout_id", 8, LayoutId, Ro, "Layout id carried by every packet").with(
            vec![Field::new("id", 0, 16, Ro, u64::from(p.layout_id), "Layout id").fixed()],
        ),
        value(Register::new("start_pc_lo", 9, StartLo, Rw, "Start trigger PC, bits 31:0"), lo, 0),
        value(Register::new("start_pc_hi", 10, StartHi, Rw, "Start trigger PC, high bits"), hi, 0),
        value(Register::new("stop_pc_lo", 11, StopLo, Rw, "Stop trigger PC, bits 31:0"), lo, 0),
        value(Register::new("stop_pc_hi", 12, StopHi, Rw, "Stop trigger PC, high bits"), hi, 0),
    ]);
    for i in 0..p.watchpoints {
        regs.extend(watchpoint(i, lo, hi));
    }
    let words = 16 + 8 * p.watchpoints.max(1);
    Window {
        name: "packer".into(),
        description: "Continuous-monitoring trace packer".into(),
        word_bits: 32 - (words - 1).leading_zeros(),
        regs,
        // The access policy is the description's, set in elaboration.
        ..Window::default()
    }
}
