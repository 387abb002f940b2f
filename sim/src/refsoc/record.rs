//! The harness's own record of a run, built from the core's RISC-V Formal
//! Interface and bus handshakes with no help from the reference SoC's event
//! logic: every retirement with its cycle, and for each core event the
//! cycles it was raised in, so the count any monitor should hold at any
//! cycle can be told.

/// A core event, as the harness derives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CoreEvent {
    /// Every cycle out of reset.
    Cycle,
    /// An instruction retired.
    Instret,
    /// A retired load.
    Load,
    /// A retired store.
    Store,
    /// A retired conditional branch.
    Branch,
    /// A retired conditional branch that was taken.
    BranchTaken,
    /// A retired jump.
    Jump,
    /// A cycle waiting for the bus.
    MemWait,
    /// The core's first cycle in the trap state.
    Trap,
    /// The first instruction of an interrupt handler retired.
    Irq,
}

impl CoreEvent {
    /// Every event.
    pub const ALL: [CoreEvent; 10] = [
        CoreEvent::Cycle,
        CoreEvent::Instret,
        CoreEvent::Load,
        CoreEvent::Store,
        CoreEvent::Branch,
        CoreEvent::BranchTaken,
        CoreEvent::Jump,
        CoreEvent::MemWait,
        CoreEvent::Trap,
        CoreEvent::Irq,
    ];

    /// Lower-case name (as hdlgen's `[core.events]` writes it).
    pub fn name(self) -> &'static str {
        match self {
            CoreEvent::Cycle => "cycle",
            CoreEvent::Instret => "instret",
            CoreEvent::Load => "load",
            CoreEvent::Store => "store",
            CoreEvent::Branch => "branch",
            CoreEvent::BranchTaken => "branch_taken",
            CoreEvent::Jump => "jump",
            CoreEvent::MemWait => "mem_wait",
            CoreEvent::Trap => "trap",
            CoreEvent::Irq => "irq",
        }
    }

    /// The event called `name`.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// One retired instruction, as RVFI reported it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retired {
    /// Cycle (from the run's first cycle) in which `rvfi_valid` was high.
    pub cycle: u64,
    /// `rvfi_pc_rdata`.
    pub pc: u32,
    /// `rvfi_pc_wdata`: the next instruction's address.
    pub next_pc: u32,
    /// `rvfi_insn` (a compressed instruction in its low 16 bits).
    pub insn: u32,
    /// `rvfi_rd_addr` (0: no register written).
    pub rd: u8,
    /// `rvfi_rd_wdata`.
    pub rd_wdata: u32,
    /// `rvfi_mem_addr`.
    pub mem_addr: u32,
    /// `rvfi_mem_rmask`.
    pub rmask: u8,
    /// `rvfi_mem_wmask`.
    pub wmask: u8,
    /// `rvfi_mem_wdata`: a store's data, in the lanes of `wmask`.
    pub mem_wdata: u32,
    /// `rvfi_intr`: the first instruction of an interrupt handler.
    pub intr: bool,
    /// `rvfi_trap`: the instruction trapped (it still counts as retired,
    /// as `rvfi_valid` reports it).
    pub trap: bool,
}

impl Retired {
    /// Whether the instruction is 16 bits long.
    pub fn compressed(&self) -> bool {
        self.insn & 3 != 3
    }

    /// A conditional branch: `B*`, `C.BEQZ`, `C.BNEZ`.
    pub fn is_branch(&self) -> bool {
        let i = self.insn;
        if self.compressed() {
            i & 3 == 1 && (i >> 13) & 7 >= 6
        } else {
            i & 0x7f == 0x63
        }
    }

    /// A jump: `JAL`, `JALR`, `C.J`, `C.JAL`, `C.JR`, `C.JALR`.
    pub fn is_jump(&self) -> bool {
        let i = self.insn;
        if self.compressed() {
            let f3 = (i >> 13) & 7;
            match i & 3 {
                1 => f3 == 1 || f3 == 5,
                2 => f3 == 4 && (i >> 2) & 0x1f == 0 && (i >> 7) & 0x1f != 0,
                _ => false,
            }
        } else {
            i & 0x7f == 0x6f || i & 0x7f == 0x67
        }
    }

    /// A conditional branch that went elsewhere than the next instruction.
    pub fn is_taken_branch(&self) -> bool {
        let len = if self.compressed() { 2 } else { 4 };
        self.is_branch() && self.next_pc != self.pc.wrapping_add(len)
    }

    /// The core events this retirement raises.
    pub fn events(&self) -> impl Iterator<Item = CoreEvent> {
        let e = [
            (true, CoreEvent::Instret),
            (self.rmask != 0, CoreEvent::Load),
            (self.wmask != 0, CoreEvent::Store),
            (self.is_branch(), CoreEvent::Branch),
            (self.is_taken_branch(), CoreEvent::BranchTaken),
            (self.is_jump(), CoreEvent::Jump),
            (self.intr, CoreEvent::Irq),
        ];
        e.into_iter().filter(|(on, _)| *on).map(|(_, ev)| ev)
    }
}

/// The cycles one event was raised in, as runs of consecutive cycles, and
/// the count before each run, so a count at any cycle is a binary search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Runs {
    /// (first cycle, cycles, events before it), in order.
    runs: Vec<(u64, u64, u64)>,
    total: u64,
}

impl Runs {
    /// Records the event in `cycle` (cycles come in increasing order).
    pub fn raise(&mut self, cycle: u64) {
        match self.runs.last_mut() {
            Some((start, len, _)) if *start + *len == cycle => *len += 1,
            _ => self.runs.push((cycle, 1, self.total)),
        }
        self.total += 1;
    }

    /// Events raised in cycles up to and including `cycle`.
    pub fn through(&self, cycle: u64) -> u64 {
        let i = self.runs.partition_point(|r| r.0 <= cycle);
        if i == 0 {
            return 0;
        }
        let (start, len, before) = self.runs[i - 1];
        before + len.min(cycle - start + 1)
    }

    /// Events raised in the whole run.
    pub fn total(&self) -> u64 {
        self.total
    }
}

/// Everything the harness saw the core do.
#[derive(Debug, Clone, Default)]
pub struct Record {
    /// Every retirement, in order (empty unless the run keeps them).
    pub retired: Vec<Retired>,
    /// The cycles of each event, indexed like [`CoreEvent::ALL`].
    pub events: Vec<Runs>,
}

impl Record {
    pub(crate) fn new() -> Self {
        Self {
            retired: Vec::new(),
            events: vec![Runs::default(); CoreEvent::ALL.len()],
        }
    }

    pub(crate) fn raise(&mut self, e: CoreEvent, cycle: u64) {
        self.events[e as usize].raise(cycle);
    }

    /// How many `e` events were raised in cycles up to and including `cycle`.
    pub fn count_through(&self, e: CoreEvent, cycle: u64) -> u64 {
        self.events[e as usize].through(cycle)
    }

    /// How many `e` events the run raised.
    pub fn total(&self, e: CoreEvent) -> u64 {
        self.events[e as usize].total()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(insn: u32, pc: u32, next_pc: u32) -> Retired {
        Retired {
            cycle: 0,
            pc,
            next_pc,
            insn,
            rd: 0,
            rd_wdata: 0,
            mem_addr: 0,
            rmask: 0,
            wmask: 0,
            mem_wdata: 0,
            intr: false,
            trap: false,
        }
    }

    #[test]
    fn instructions_are_classified() {
        // beq x0, x0, +8 (taken), c.bnez a0 (not taken), jal, c.j, c.jr ra, c.mv (not a jump)
        assert!(r(0x0000_0463, 0, 8).is_taken_branch());
        assert!(r(0xe111, 0x10, 0x12).is_branch());
        assert!(!r(0xe111, 0x10, 0x12).is_taken_branch());
        assert!(r(0x0080_00ef, 0, 8).is_jump());
        assert!(r(0xa001, 0, 0).is_jump());
        assert!(r(0x8082, 0, 0).is_jump());
        assert!(!r(0x852e, 0, 2).is_jump());
        assert!(!r(0x0000_0013, 0, 4).is_branch());
    }

    #[test]
    fn runs_count_through_a_cycle() {
        let mut runs = Runs::default();
        for c in [3, 4, 5, 9, 10, 20] {
            runs.raise(c);
        }
        let got: Vec<u64> = [0, 3, 4, 5, 8, 9, 10, 19, 20, 99]
            .iter()
            .map(|&c| runs.through(c))
            .collect();
        assert_eq!(got, [0, 1, 2, 3, 3, 4, 5, 5, 6, 6]);
    }
}
