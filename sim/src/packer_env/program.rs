//! The core the packer watches: a random instruction stream or a script.

use std::collections::VecDeque;

use crate::rng::Rng;

/// One retired instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retire {
    /// Its PC.
    pub pc: u64,
    /// Its encoding.
    pub instr: u32,
}

/// A plausible RISC-V instruction stream: straight-line code, compressed and
/// full-size instructions, taken and not-taken branches, jumps, returns, and
/// the occasional jump-to-self (the PC does not change).
#[derive(Debug, Clone)]
pub struct Program {
    pc: u64,
    base: u64,
    span: u64,
}

impl Program {
    /// A stream over `span` bytes from `base`.
    pub fn new(base: u64, span: u64) -> Self {
        Self {
            pc: base,
            base,
            span,
        }
    }

    fn target(&self, rng: &mut Rng) -> u64 {
        self.base + (rng.below(self.span / 2) * 2)
    }

    /// The next instruction to retire.
    pub fn next(&mut self, rng: &mut Rng) -> Retire {
        let pc = self.pc;
        let r = rng.next_u64() as u32;
        let (instr, next) = match rng.below(100) {
            0..=54 => ((r & !0x7F) | 0x13, pc + 4),               // addi
            55..=69 => ((r & 0xFFFF & !0xE003) | 0x0001, pc + 2), // c.addi
            70..=77 => {
                let taken = rng.chance(1, 2);
                (
                    (r & !0x7F) | 0x63,
                    if taken { self.target(rng) } else { pc + 4 },
                ) // branch
            }
            78..=80 => ((r & !0x7F) | 0x6F, self.target(rng)), // jal
            81..=83 => ((r & !0x7F) | 0x67, self.target(rng)), // jalr / ret
            84..=87 => {
                let f3 = [5u32, 6, 7][rng.below(3) as usize];
                let taken = f3 == 5 || rng.chance(1, 2);
                (
                    (r & 0xFFFF & !0xE003) | (f3 << 13) | 1,
                    if taken { self.target(rng) } else { pc + 2 },
                )
            }
            88..=90 => {
                // c.jr / c.jalr: rs1 != 0, rs2 = 0
                let rs1 = 1 + rng.below(31) as u32;
                (
                    0x8002 | (rng.below(2) as u32) << 12 | rs1 << 7,
                    self.target(rng),
                )
            }
            91..=94 => {
                // c.mv / c.add: rs2 != 0, not a jump
                let rs2 = 1 + rng.below(31) as u32;
                (
                    0x8002
                        | (rng.below(2) as u32) << 12
                        | (1 + rng.below(31) as u32) << 7
                        | rs2 << 2,
                    pc + 2,
                )
            }
            95..=96 => ((r & 0xFFFF & !0xE003) | (1 << 13) | 1, pc + 2), // c.jal on RV32, c.addiw on RV64
            _ => ((r & !0x7F) | 0x6F, pc),                               // j . (PC unchanged)
        };
        self.pc = if next >= self.base + self.span {
            self.base
        } else {
            next
        };
        Retire { pc, instr }
    }
}

/// What the core does.
pub enum Core {
    /// Random program; retires with probability `percent` when not halted.
    Random {
        /// The instruction stream.
        program: Program,
        /// Retire probability per cycle, in percent.
        percent: u64,
    },
    /// Exactly these cycles (None = no instruction); then idle.
    Script(VecDeque<Option<Retire>>),
}
