//! The reference SoC's core: PicoRV32 (RV32IMC) with its RAM and console,
//! and which of its events drive which monitors of one cpu tile.

pub use crate::desc::CoreIsa;

/// An event of the core, one bit per cycle. The reference SoC derives each
/// from PicoRV32's RISC-V Formal Interface (RVFI) or its bus; the
/// simulation harness derives its own record from the same ports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CoreSignal {
    /// Every cycle out of reset.
    Cycle,
    /// An instruction retired (`rvfi_valid`).
    Instret,
    /// A retired load (`rvfi_mem_rmask` non-zero).
    Load,
    /// A retired store (`rvfi_mem_wmask` non-zero).
    Store,
    /// A retired conditional branch (`B*`, `C.BEQZ`, `C.BNEZ`).
    Branch,
    /// A retired conditional branch that was taken.
    BranchTaken,
    /// A retired jump (`JAL`, `JALR` and their compressed forms).
    Jump,
    /// A cycle in which the core waits for its bus (a request or response
    /// pending, none completing).
    MemWait,
    /// The core trapped (its first cycle in the trap state).
    Trap,
    /// The first instruction of an interrupt handler retired (`rvfi_intr`).
    Irq,
}

impl CoreSignal {
    /// Every signal, in the order of their bits in the reference SoC.
    pub const ALL: [CoreSignal; 10] = [
        CoreSignal::Cycle,
        CoreSignal::Instret,
        CoreSignal::Load,
        CoreSignal::Store,
        CoreSignal::Branch,
        CoreSignal::BranchTaken,
        CoreSignal::Jump,
        CoreSignal::MemWait,
        CoreSignal::Trap,
        CoreSignal::Irq,
    ];

    /// The name written in `[core.events]`.
    pub fn name(self) -> &'static str {
        match self {
            CoreSignal::Cycle => "cycle",
            CoreSignal::Instret => "instret",
            CoreSignal::Load => "load",
            CoreSignal::Store => "store",
            CoreSignal::Branch => "branch",
            CoreSignal::BranchTaken => "branch_taken",
            CoreSignal::Jump => "jump",
            CoreSignal::MemWait => "mem_wait",
            CoreSignal::Trap => "trap",
            CoreSignal::Irq => "irq",
        }
    }

    /// Names a monitor or event may have to be driven by this signal
    /// without a `[core.events]` line (the default mapping).
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            CoreSignal::Cycle => &["cycle", "cycles"],
            CoreSignal::Instret => &["instret", "instructions", "inst_retired"],
            CoreSignal::Load => &["load", "loads"],
            CoreSignal::Store => &["store", "stores"],
            CoreSignal::Branch => &["branch", "branches"],
            CoreSignal::BranchTaken => &["branch_taken", "branches_taken", "taken_branches"],
            CoreSignal::Jump => &["jump", "jumps"],
            CoreSignal::MemWait => &["mem_wait", "mem_stall", "mem_stalls"],
            CoreSignal::Trap => &["trap", "traps"],
            CoreSignal::Irq => &["irq", "interrupts"],
        }
    }

    /// The signal called `name` in `[core.events]`.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Its bit in the reference SoC's core-event vector.
    pub fn bit(self) -> u32 {
        Self::ALL.iter().position(|s| *s == self).expect("listed") as u32
    }
}

/// What a core signal drives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CoreTarget {
    /// Programmable-counter event `e` (index into `Programmable::events`).
    Prog(usize),
    /// Monitor `m` (index into `Soc::monitors`), counted in the core's tile.
    Monitor(usize),
    /// AutoCounter counter `counter` of domain `domain` (indices into
    /// `AutoCounter::domains` and its `counters`), a domain at the base clock.
    AutoCounter {
        /// Domain index.
        domain: usize,
        /// Counter index in the domain.
        counter: usize,
    },
}

/// One line of the mapping.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoreEvent {
    /// The monitor or programmable event.
    pub target: CoreTarget,
    /// The core event it counts.
    pub signal: CoreSignal,
}

/// The reference SoC's core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Core {
    /// Index of the cpu tile whose monitors the core drives.
    pub tile: usize,
    /// PicoRV32's instruction set.
    pub isa: CoreIsa,
    /// RAM bytes, from address 0 (a power of two).
    pub ram: u32,
    /// Base of the console/exit device: byte writes at `+0` print, a word
    /// written at `+4` ends the run with that status.
    pub console: u32,
    /// The mapping, ordered by target.
    pub events: Vec<CoreEvent>,
    /// Module name of the reference SoC's top.
    pub module: String,
}

/// Address of the console's character register, from its base.
pub const CONSOLE_PUTC: u32 = 0;
/// Address of the exit register, from the console's base.
pub const CONSOLE_EXIT: u32 = 4;
/// Bytes the console/exit device decodes.
pub const CONSOLE_SPAN: u32 = 8;
/// Where PicoRV32 starts (the RAM's first byte).
pub const RESET_PC: u32 = 0;
/// PicoRV32's interrupt vector (`PROGADDR_IRQ`).
pub const IRQ_PC: u32 = 0x10;
/// The core's IRQ line of the core tile's monitor interrupt; line
/// `IRQ_LINE + 1` is the OR of every other tile's (lines 0 to 2 are
/// PicoRV32's own: timer, EBREAK/ECALL/illegal instruction, bus error).
pub const IRQ_LINE: u32 = 3;

impl Core {
    /// PicoRV32 has its multiplier and divider.
    pub fn has_mul(&self) -> bool {
        self.isa == CoreIsa::Rv32imc
    }

    /// The ISA as GCC's `-march` names it.
    pub fn march(&self) -> &'static str {
        match self.isa {
            CoreIsa::Rv32imc => "rv32imc",
            CoreIsa::Rv32ic => "rv32ic",
        }
    }

    /// The signal driving `target`, if any.
    pub fn signal_of(&self, target: CoreTarget) -> Option<CoreSignal> {
        self.events
            .iter()
            .find(|e| e.target == target)
            .map(|e| e.signal)
    }
}

/// The core signal the packer's event counter `i` counts in the reference
/// SoC: the signals in [`CoreSignal::ALL`] order; a counter past them
/// counts nothing.
pub fn trace_counter_signal(i: u32) -> Option<CoreSignal> {
    CoreSignal::ALL.get(i as usize).copied()
}

/// What the packer's register slots hold in the reference SoC: the
/// destination register a retirement wrote (RVFI's `rd_addr`, 0 when none),
/// then the value written (`rd_wdata`); further slots hold 0. That is what
/// Flute's continuous monitoring takes besides PC and instruction: register
/// writes.
pub const TRACE_REGISTERS: [&str; 2] = ["rd_addr", "rd_wdata"];
