//! Event-selectable counters: the events, their presets, and the bits of
//! the select and flag registers they need.

/// One event a programmable counter can select.
#[derive(Debug, Clone)]
pub struct ProgEvent {
    /// Identifier.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Counters wired to it.
    pub counters: Vec<u32>,
}

/// K event-selectable counters per tile of some kinds (TC297 CCTRL, RISC-V mhpmevent).
#[derive(Debug, Clone)]
pub struct Programmable {
    /// Tile kinds that have the bank.
    pub kinds: Vec<String>,
    /// Counters per tile.
    pub counters: u32,
    /// Counter width.
    pub width: u32,
    /// Threshold registers and interrupts.
    pub threshold: bool,
    /// Events; the selector value is the index.
    pub events: Vec<ProgEvent>,
    /// Preset events: formulas over `events`.
    pub presets: Vec<Preset>,
    /// Index of the event counting core cycles, if any (for IPC and EPC).
    pub cycles_event: Option<usize>,
    /// Index of the event counting retired instructions, if any (for IPC).
    pub instructions_event: Option<usize>,
}

/// A preset event: a sum of native events with signs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preset {
    /// Identifier.
    pub name: String,
    /// Free text.
    pub description: String,
    /// (+1 or -1, native event index), in formula order.
    pub terms: Vec<(i8, usize)>,
}

impl Programmable {
    /// Whether counter `k` can count event `e`.
    pub fn allowed(&self, k: u32, e: usize) -> bool {
        self.events
            .get(e)
            .is_some_and(|ev| ev.counters.contains(&k))
    }

    /// Bits of the event selector.
    pub fn select_bits(&self) -> u32 {
        (32 - (self.events.len() as u32).saturating_sub(1).leading_zeros()).max(1)
    }

    /// Words a value of the counter width takes (1 or 2).
    pub fn words(&self) -> u32 {
        if self.width > 32 {
            2
        } else {
            1
        }
    }
}
