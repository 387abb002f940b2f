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
{% for (name, list) in kind_lists %}
/// Indices of the {{ name|lower }} tiles.
pub const {{ name }}_TILES: [usize; {{ list.len() }}] = [{% for t in list %}{{ t }}{% if !loop.last %}, {% endif %}{% endfor %}];
{%- endfor %}
