//! The `{{ soc }}` SoC's monitor address map, as decided by hdlgen's model.

/// Physical address of tile 0's monitor window (ESP: `MONITOR_BASE_ADDR`).
pub const BASE: usize = {{ base }};
/// Bytes between consecutive tiles' windows.
pub const TILE_STRIDE: usize = {{ stride }};
/// Number of tiles.
pub const NUM_TILES: usize = {{ tiles.len() }};
/// Bytes covered by all tile windows.
pub const WINDOW_BYTES: usize = NUM_TILES * TILE_STRIDE;
/// Monitor words per tile (ESP: 59).
pub const MONITOR_WORDS: usize = {{ monitor_words }};
/// Words of each per-monitor flag register (enable, overflow, irq enable).
pub const FLAG_WORDS: usize = {{ flag_words }};
/// NoC planes.
pub const NOC_PLANES: usize = {{ planes }};
/// NoC queue directions per plane.
pub const NOC_QUEUES: usize = {{ directions }};
/// DVFS operating points.
pub const DVFS_OP_POINTS: usize = {{ dvfs_points }};

/// Byte offsets of the registers within a tile window.
pub mod reg {
{%- for r in regs %}
    /// {{ r.doc }}
    pub const {{ r.name }}: {{ r.ty }} = {{ r.value }};
{%- endfor %}
    /// Byte offset of monitor word `index` (ESP: `0x004 + 4 * index`).
    pub const fn monitor(index: usize) -> usize {
        {{ first_monitor_offset }} + 4 * index
    }
}

/// `ctrl` bit: hold every counter of the tile.
pub const CTRL_FREEZE: u32 = 1 << 0;
/// `ctrl` bit: zero every counter and overflow flag of the tile (strobe).
pub const CTRL_CLEAR: u32 = 1 << 1;
/// `global_snapshot` value: snapshot every tile in the same cycle.
pub const GLOBAL_SNAPSHOT_TAKE: u32 = 1;
/// `global_snapshot` value: release every tile's snapshot.
pub const GLOBAL_SNAPSHOT_RELEASE: u32 = 0;

/// Which bus masters a window answers, by the request's protection bits
/// (`{{ prot }}[0]` = 1 privileged, `{{ prot }}[1]` = 0 secure; bit 2 is not
/// looked at): each window type's `regs::<window>::READ_ACCESS` and
/// `WRITE_ACCESS`. The value is the set of what the policy asks of a master,
/// bit 0 privileged and bit 1 secure, as the C header's `{{ soc|upper }}_ACCESS_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Every master.
    Any = 0,
    /// Privileged masters only.
    Privileged = 1,
    /// Secure masters only.
    Secure = 2,
    /// Masters both secure and privileged only.
    SecurePrivileged = 3,
}

impl Access {
    /// The policy asks for a privileged master.
    pub const fn needs_privileged(self) -> bool {
        (self as u32) & 1 != 0
    }

    /// The policy asks for a secure master.
    pub const fn needs_secure(self) -> bool {
        (self as u32) & 2 != 0
    }

    /// A window under this policy answers an access with protection bits `prot`.
    pub const fn admits(self, prot: u32) -> bool {
        let held = (prot & 1) | (!prot & 2);
        (self as u32) & !held == 0
    }
}

/// How a window answers an access its policy denies; the access changes
/// nothing either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Denied {
    /// `{{ error }}`; a read returns 0.
    Error,
    /// No error; a read returns 0, a write is ignored.
    Zero,
}

/// How this SoC answers a denied access.
pub const DENIED: Denied = Denied::{{ denied }};

// Monitor word indices, with ESP's names (`monitors.h`).
{%- for m in monitors %}
{%- for (name, index) in m.macros %}
/// {{ m.doc }}
pub const {{ name }}: usize = {{ index }};
{%- endfor %}
{%- endfor %}
{%- for (name, index) in group_bases %}
/// First monitor word of its group.
pub const {{ name }}: usize = {{ index }};
{%- endfor %}

/// Kind of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    /// Processor tile.
    Cpu,
    /// Memory tile (LLC and DDR controller).
    Mem,
    /// Accelerator tile.
    Acc,
    /// I/O tile.
    Io,
    /// Shared local memory tile.
    Slm,
    /// Empty tile.
    Empty,
}

impl TileKind {
    /// The kind whose code INFO reports (bits 27:24), in the order above.
    pub const fn from_code(code: u32) -> Option<Self> {
        match code {
            0 => Some(TileKind::Cpu),
            1 => Some(TileKind::Mem),
            2 => Some(TileKind::Acc),
            3 => Some(TileKind::Io),
            4 => Some(TileKind::Slm),
            5 => Some(TileKind::Empty),
            _ => None,
        }
    }
}

/// One monitor of the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonitorInfo {
    /// Name.
    pub name: &'static str,
    /// Word index of its low word (ESP index).
    pub index: usize,
    /// Words: 1, or 2 for a LO/HI pair.
    pub words: usize,
    /// Counter width in bits.
    pub width: u32,
    /// Wraps (else saturates) past its maximum.
    pub wraps: bool,
    /// What it counts.
    pub description: &'static str,
    /// ESP's monitor group (`ddr_accesses`, `mem_reqs`, ... or `custom`).
    pub group: &'static str,
    /// Tile kinds it exists in (it reads 0 elsewhere).
    pub kinds: &'static [TileKind],
}

/// Every monitor, in index order.
pub static MONITORS: [MonitorInfo; {{ monitors.len() }}] = [
{%- for m in monitors %}
    MonitorInfo {
        name: "{{ m.name }}",
        index: {{ m.index }},
        words: {{ m.words }},
        width: {{ m.width }},
        wraps: {{ m.wraps }},
        description: {{ m.desc_lit }},
        group: "{{ m.group }}",
        kinds: &[{{ m.kinds }}],
    },
{%- endfor %}
];

/// One tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileInfo {
    /// Name.
    pub name: &'static str,
    /// Kind.
    pub kind: TileKind,
    /// Physical address of its window.
    pub base: usize,
}

/// Every tile, in index order.
pub static TILES: [TileInfo; NUM_TILES] = [
{%- for t in tiles %}
    TileInfo { name: "{{ t.name }}", kind: TileKind::{{ t.kind }}, base: {{ t.base }} },
{%- endfor %}
];

/// A register window as `dts/{{ soc }}-monitors.dtsi` describes it: a
/// `generic-uio` node whose name, without its unit address, is the name of
/// its Linux UIO device (`/sys/class/uio/uioN/name`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UioWindow {
    /// The node's name, and its UIO device's.
    pub name: &'static str,
    /// Physical address.
    pub base: usize,
    /// Bytes.
    pub bytes: usize,
}

/// Every register window as a UIO device: the tiles' first, in index order
/// (`UIO_WINDOWS[t]` is tile `t`'s), then the trace packer's and each
/// AutoCounter domain's, as the SoC has them.
pub static UIO_WINDOWS: [UioWindow; {{ uio.len() }}] = [
{%- for w in uio %}
    UioWindow { name: "{{ w.0 }}", base: {{ w.1 }}, bytes: {{ w.2 }} },
{%- endfor %}
];
{% for (name, list) in kind_lists %}
/// Indices of the {{ name|lower }} tiles.
pub const {{ name }}_TILES: [usize; {{ list.len() }}] = [{% for t in list %}{{ t }}{% if !loop.last %}, {% endif %}{% endfor %}];
{%- endfor %}
{%- if let Some(p) = packer %}

/// Physical base address of the trace packer's register window.
pub const PACKER_BASE: usize = {{ p.base }};
/// Bytes of the trace packer's register window.
pub const PACKER_WINDOW_BYTES: usize = {{ p.window_bytes }};

/// Byte offsets of the trace packer's registers.
pub mod packer_reg {
{%- for r in p.regs %}
    /// {{ r.doc }}
    pub const {{ r.name }}: usize = {{ r.offset }};
{%- endfor %}
}

/// The trace packer's packet layout (decided by hdlgen; checked by the decoder).
pub const PACKET_LAYOUT: crate::packet::Layout = crate::packet::Layout {
    packet_bytes: {{ p.packet_bytes }},
    id: {{ p.id }},
    counter0: crate::packet::Span { offset: {{ p.counter0.0 }}, width: {{ p.counter0.1 }} },
    counters: {{ p.counters }},
    overflow: crate::packet::Span { offset: {{ p.overflow.0 }}, width: {{ p.overflow.1 }} },
    pc: crate::packet::Span { offset: {{ p.pc.0 }}, width: {{ p.pc.1 }} },
    cycles: crate::packet::Span { offset: {{ p.cycles.0 }}, width: {{ p.cycles.1 }} },
    instr: crate::packet::Span { offset: {{ p.instr.0 }}, width: {{ p.instr.1 }} },
    halted: crate::packet::Span { offset: {{ p.halted.0 }}, width: {{ p.halted.1 }} },
    register0: crate::packet::Span { offset: {{ p.register0.0 }}, width: {{ p.register0.1 }} },
    registers: {{ p.registers }},
    seq: crate::packet::Span { offset: {{ p.seq.0 }}, width: {{ p.seq.1 }} },
    layout_id: crate::packet::Span { offset: {{ p.layout_id.0 }}, width: {{ p.layout_id.1 }} },
};
{%- endif %}
{%- if let Some(p) = prog %}

/// Programmable counters per tile (in {{ p.kinds.join(", ") }} tiles).
pub const PROG_COUNTERS: usize = {{ p.counters }};
/// Width of a programmable counter.
pub const PROG_WIDTH: u32 = {{ p.width }};
/// `prog<k>_select` bit that inhibits counting.
pub const PROG_INHIBIT: u32 = 1 << 31;
/// Tiles that have the programmable counters.
pub const PROG_TILES: [usize; {{ p.tiles.len() }}] = [{% for t in p.tiles %}{{ t }}{% if !loop.last %}, {% endif %}{% endfor %}];
/// Offset of `prog<k>_select` in a tile window, by counter.
pub const PROG_SELECT: [usize; PROG_COUNTERS] = {{ p.select }};
/// Offset of `prog<k>_count_lo` (reading it latches the high word).
pub const PROG_COUNT_LO: [usize; PROG_COUNTERS] = {{ p.count_lo }};
{%- if let Some(hi) = p.count_hi %}
/// Offset of `prog<k>_count_hi`.
pub const PROG_COUNT_HI: Option<[usize; PROG_COUNTERS]> = Some({{ hi }});
{%- else %}
/// Offset of `prog<k>_count_hi`: none, the counters fit one word.
pub const PROG_COUNT_HI: Option<[usize; PROG_COUNTERS]> = None;
{%- endif %}
/// Offset of `prog_flags` (bit k: counter k overflowed).
pub const PROG_FLAGS: usize = {{ p.flags }};
/// Event that counts core cycles (PAPI's TOT_CYC), if the hardware has one.
pub const CYCLES_EVENT: Option<u32> = {{ p.cycles }};
/// Event that counts retired instructions (PAPI's TOT_INS), if any.
pub const INSTRUCTIONS_EVENT: Option<u32> = {{ p.instructions }};

/// An event a programmable counter can select.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgEvent {
    /// Name.
    pub name: &'static str,
    /// Selector value.
    pub code: u32,
    /// Bit k set: counter k is wired to it.
    pub counters: u32,
    /// What it counts.
    pub description: &'static str,
}

/// Every selectable event, by code.
pub static PROG_EVENTS: [ProgEvent; {{ p.events.len() }}] = [
{%- for e in p.events %}
    ProgEvent { name: "{{ e.name }}", code: {{ e.code }}, counters: {{ e.counters }}, description: {{ e.desc_lit }} },
{%- endfor %}
];
{%- for e in p.events %}
/// Event code: {{ e.doc }}
pub const EVENT_{{ e.upper }}: u32 = {{ e.code }};
{%- endfor %}

/// The native events, as `prog<k>_select`'s event field takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
{%- for e in p.events %}
    /// {{ e.doc }}
    {{ e.variant }},
{%- endfor %}
}

impl Event {
    /// The selector value.
    pub const fn code(self) -> u32 {
        match self {
{%- for e in p.events %}
            Event::{{ e.variant }} => {{ e.code }},
{%- endfor %}
        }
    }

    /// The event with selector value `code`.
    pub const fn from_code(code: u32) -> Option<Self> {
        match code {
{%- for e in p.events %}
            {{ e.code }} => Some(Event::{{ e.variant }}),
{%- endfor %}
            _ => None,
        }
    }
}

/// Bit that marks a preset event code.
pub const PRESET_BIT: u32 = 1 << 31;

/// A preset event: a sum of native events with signs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Name.
    pub name: &'static str,
    /// Code (`PRESET_BIT | index`).
    pub code: u32,
    /// (sign, native event code) terms.
    pub terms: &'static [(i8, u32)],
    /// What it counts.
    pub description: &'static str,
}

/// Every preset event, by index.
pub static PRESETS: [Preset; {{ p.presets.len() }}] = [
{%- for pr in p.presets %}
    Preset { name: "{{ pr.name }}", code: {{ pr.code }}, terms: &[{{ pr.terms }}], description: {{ pr.desc_lit }} },
{%- endfor %}
];
{%- for pr in p.presets %}
/// Preset code: {{ pr.doc }}
pub const PRESET_{{ pr.upper }}: u32 = {{ pr.code }};
{%- endfor %}
{%- endif %}
