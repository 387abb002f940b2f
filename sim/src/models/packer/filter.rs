//! Which retired instructions make packets: the control-flow filter, the
//! watchpoints and the start/stop triggers, all decided on the instruction
//! itself, and the history they keep for the next one.

use super::{CoreIn, PackerModel, CF_FILTER, ENABLE, START_TRIGGER, STOP_TRIGGER};

/// Whether `instr` transfers control (RISC-V branches, JAL, JALR, and their
/// compressed forms: C.J, C.BEQZ, C.BNEZ, C.JR, C.JALR, and C.JAL on RV32).
pub fn is_control_flow(instr: u32, rv32: bool) -> bool {
    let quadrant = instr & 3;
    if quadrant == 3 {
        return matches!(instr & 0x7F, 0x63 | 0x6F | 0x67);
    }
    let funct3 = (instr >> 13) & 7;
    let rs1 = (instr >> 7) & 0x1F;
    let rs2 = (instr >> 2) & 0x1F;
    match quadrant {
        1 => matches!(funct3, 5..=7) || (rv32 && funct3 == 1),
        2 => funct3 == 4 && rs1 != 0 && rs2 == 0,
        _ => false,
    }
}

/// The filters' verdicts on one cycle's instruction.
pub(super) struct Filter {
    /// The instruction transfers control.
    pub cf: bool,
    /// Its PC is the start trigger's.
    pub start_hit: bool,
    /// Its PC is the stop trigger's.
    pub stop_hit: bool,
    /// Tracing is on for it (the start trigger may switch it on right here).
    pub active: bool,
    /// A packet is made at this edge (a flush makes one whatever the filters say).
    pub emit: bool,
}

impl PackerModel {
    /// The filters on `core`'s instruction under CTRL `c`.
    pub(super) fn filter(&self, c: u32, core: &CoreIn, flush: bool) -> Filter {
        let (valid, pc) = (core.valid, core.pc);
        let cf = is_control_flow(core.instr, self.cfg.rv32);
        let pc_changed = !self.seen || pc != self.prev_pc;
        let cf_ok = c & CF_FILTER == 0 || (pc_changed && (cf || self.prev_cf));
        let start_hit = valid && pc == self.reg64(self.cfg.start_words);
        let stop_hit = valid && pc == self.reg64(self.cfg.stop_words);
        let active = c & ENABLE != 0
            && !self.stopped
            && (c & START_TRIGGER == 0 || self.started || start_hit);
        let emit = (valid && active && cf_ok && self.watchpoints_pass(pc)) || flush;
        Filter {
            cf,
            start_hit,
            stop_hit,
            active,
            emit,
        }
    }

    /// Whether `pc` passes the enabled watchpoints: inside an including one
    /// (if any is on) and inside no excluding one.
    fn watchpoints_pass(&self, pc: u64) -> bool {
        let (mut incl_any, mut incl_hit, mut excl_hit) = (false, false, false);
        for w in &self.cfg.watchpoints {
            let cfg = self.regs[w[0] as usize];
            if cfg & 1 == 0 {
                continue;
            }
            let a = self.reg64((w[1], w[2]));
            let b = self.reg64((w[3], w[4]));
            let hit = if cfg & 2 != 0 {
                a <= pc && pc <= b
            } else {
                pc == a
            };
            if cfg & 4 != 0 {
                excl_hit |= hit;
            } else {
                incl_any = true;
                incl_hit |= hit;
            }
        }
        (!incl_any || incl_hit) && !excl_hit
    }

    /// The history the filters keep: the last instruction, and whether the
    /// triggers fired (a CTRL write re-arms them).
    pub(super) fn update_triggers(
        &mut self,
        c: u32,
        core: &CoreIn,
        f: &Filter,
        ctrl_written: bool,
    ) {
        if core.valid {
            self.prev_pc = core.pc;
            self.prev_cf = f.cf;
            self.seen = true;
        }
        if ctrl_written {
            self.started = false;
            self.stopped = false;
        } else {
            if c & ENABLE != 0 && c & START_TRIGGER != 0 && f.start_hit {
                self.started = true;
            }
            if f.active && c & STOP_TRIGGER != 0 && f.stop_hit {
                self.stopped = true;
            }
        }
    }
}
