//! Typed access to the tiles' monitor windows.

use crate::backend::Backend;
use crate::map::{self, reg};

/// The SoC's monitors over a backend.
#[derive(Debug)]
pub struct Monitors<B: Backend> {
    bus: B,
}

impl<B: Backend> Monitors<B> {
    /// The monitors reached through `bus`.
    pub fn new(bus: B) -> Self {
        Self { bus }
    }

    /// Gives the backend back.
    pub fn into_inner(self) -> B {
        self.bus
    }

    /// The backend.
    pub fn bus(&mut self) -> &mut B {
        &mut self.bus
    }

    /// Tile `index` (panics past [`map::NUM_TILES`]; see [`Monitors::get_tile`]).
    #[inline]
    pub fn tile(&mut self, index: usize) -> Tile<'_, B> {
        assert!(index < map::NUM_TILES, "tile {index} of {}", map::NUM_TILES);
        Tile { bus: &mut self.bus, index }
    }

    /// Tile `index`, or `None` past [`map::NUM_TILES`].
    #[inline]
    pub fn get_tile(&mut self, index: usize) -> Option<Tile<'_, B>> {
        (index < map::NUM_TILES).then_some(Tile { bus: &mut self.bus, index })
    }

    /// Latches every counter of every tile in the same clock cycle; monitor
    /// reads then return the snapshot until [`Monitors::release_all`].
    /// Written through tile 0's window, whose write policy must admit the
    /// caller.
    pub fn snapshot_all(&mut self) {
        self.bus.write32(reg::GLOBAL_SNAPSHOT, map::GLOBAL_SNAPSHOT_TAKE);
        self.bus.barrier();
    }

    /// Returns every tile to live values; written through tile 0's window
    /// like [`Monitors::snapshot_all`].
    pub fn release_all(&mut self) {
        self.bus.barrier();
        self.bus.write32(reg::GLOBAL_SNAPSHOT, map::GLOBAL_SNAPSHOT_RELEASE);
    }
}

/// A tile's INFO register, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Info {
    /// Tile index.
    pub tile: usize,
    /// Monitor words in the map.
    pub words: usize,
    /// Tile kind (`None` for a code this crate does not know).
    pub kind: Option<map::TileKind>,
    /// Map layout version.
    pub version: u32,
}

/// One tile's monitor window.
#[derive(Debug)]
pub struct Tile<'a, B: Backend> {
    bus: &'a mut B,
    index: usize,
}

impl<B: Backend> Tile<'_, B> {
    #[inline]
    fn offset(&self, reg: usize) -> usize {
        self.index * map::TILE_STRIDE + reg
    }

    #[inline]
    fn rd(&mut self, reg: usize) -> u32 {
        let o = self.offset(reg);
        self.bus.read32(o)
    }

    #[inline]
    fn wr(&mut self, reg: usize, value: u32) {
        let o = self.offset(reg);
        self.bus.write32(o, value)
    }

    /// Tile index.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Tile description.
    pub fn info(&self) -> &'static map::TileInfo {
        &map::TILES[self.index]
    }

    /// Latches every counter of this tile (ESP's burst register).
    pub fn snapshot(&mut self) {
        self.wr(reg::SNAPSHOT, 1);
        self.bus.barrier();
    }

    /// Returns this tile's monitor reads to live values.
    pub fn release(&mut self) {
        self.bus.barrier();
        self.wr(reg::SNAPSHOT, 0);
    }

    /// Whether reads currently return the snapshot.
    pub fn in_snapshot(&mut self) -> bool {
        self.rd(reg::SNAPSHOT) & 1 == 1
    }

    /// Monitor word `index` as is (ESP's `READ_SINGLE`).
    #[inline]
    pub fn read_word(&mut self, index: usize) -> u32 {
        assert!(index < map::MONITOR_WORDS, "monitor word {index} of {}", map::MONITOR_WORDS);
        self.rd(reg::monitor(index))
    }

    /// The full value of the monitor whose low word is `index`: one word, or
    /// low then high word of a pair (the low read latches the high word, so
    /// the pair is never torn).
    pub fn read(&mut self, index: usize) -> u64 {
        let lo = u64::from(self.read_word(index));
        match map::MONITORS.iter().find(|m| m.index == index) {
            Some(m) if m.words == 2 => lo | (u64::from(self.read_word(index + 1)) << 32),
            _ => lo,
        }
    }

    /// Holds (or releases) every counter of the tile.
    pub fn set_freeze(&mut self, on: bool) {
        self.wr(reg::CTRL, if on { map::CTRL_FREEZE } else { 0 });
    }

    /// Zeroes every counter and overflow flag of the tile.
    pub fn clear(&mut self) {
        let keep = self.rd(reg::CTRL) & map::CTRL_FREEZE;
        self.wr(reg::CTRL, keep | map::CTRL_CLEAR);
    }

    fn flag_bit(&mut self, regs: &[usize; map::FLAG_WORDS], monitor: usize) -> bool {
        self.rd(regs[monitor / 32]) >> (monitor % 32) & 1 == 1
    }

    fn set_flag_bit(&mut self, regs: &[usize; map::FLAG_WORDS], monitor: usize, on: bool) {
        let r = regs[monitor / 32];
        let v = self.rd(r);
        let bit = 1 << (monitor % 32);
        self.wr(r, if on { v | bit } else { v & !bit });
    }

    /// Enables or disables counting of the monitor whose low word is `monitor`.
    pub fn set_enabled(&mut self, monitor: usize, on: bool) {
        self.set_flag_bit(&reg::ENABLE, monitor, on)
    }

    /// Whether the monitor whose low word is `monitor` has overflowed.
    pub fn overflowed(&mut self, monitor: usize) -> bool {
        self.flag_bit(&reg::OVERFLOW, monitor)
    }

    /// Clears the monitor's sticky overflow flag (write 1 to clear).
    pub fn clear_overflow(&mut self, monitor: usize) {
        self.wr(reg::OVERFLOW[monitor / 32], 1 << (monitor % 32));
    }

    /// Enables or disables the monitor's overflow interrupt.
    pub fn set_overflow_irq(&mut self, monitor: usize, on: bool) {
        self.set_flag_bit(&reg::OVERFLOW_IRQ_ENABLE, monitor, on)
    }

    /// The raw INFO register: tile index, monitor words, kind code, map version.
    pub fn info_word(&mut self) -> u32 {
        self.rd(reg::INFO)
    }

    /// INFO, decoded.
    pub fn read_info(&mut self) -> Info {
        let v = self.info_word();
        Info {
            tile: (v & 0xFFFF) as usize,
            words: (v >> 16 & 0xFF) as usize,
            kind: map::TileKind::from_code(v >> 24 & 0xF),
            version: v >> 28,
        }
    }
}

/// A cpu tile's window: [`Tile`]'s controls (through `Deref`) and an
/// accessor for each monitor cpu tiles have, and for no other, so a
/// monitor the kind lacks is a compile error rather than a read of 0.
#[derive(Debug)]
pub struct CpuTile<'a, B: Backend> {
    tile: Tile<'a, B>,
}

impl<B: Backend> Monitors<B> {
    /// The `n`-th cpu tile (tile `map::CPU_TILES[n]`; panics past the last).
    #[inline]
    pub fn cpu(&mut self, n: usize) -> CpuTile<'_, B> {
        let index = map::CPU_TILES[n];
        CpuTile { tile: self.tile(index) }
    }

    /// The `n`-th cpu tile, or `None` past the last.
    #[inline]
    pub fn get_cpu(&mut self, n: usize) -> Option<CpuTile<'_, B>> {
        let index = *map::CPU_TILES.get(n)?;
        Some(CpuTile { tile: self.tile(index) })
    }
}

impl<'a, B: Backend> core::ops::Deref for CpuTile<'a, B> {
    type Target = Tile<'a, B>;
    fn deref(&self) -> &Self::Target {
        &self.tile
    }
}

impl<B: Backend> core::ops::DerefMut for CpuTile<'_, B> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tile
    }
}

impl<B: Backend> CpuTile<'_, B> {
    /// This tile's registers, typed field by field.
    #[inline]
    pub fn regs(&mut self) -> crate::regs::tile_cpu::Regs<'_, B> {
        let base = self.tile.index * map::TILE_STRIDE;
        crate::regs::tile_cpu::at(&mut *self.tile.bus, base)
    }
    /// L2 cache hits (32 bits, in cpu tiles)
    #[inline]
    pub fn mon_l2_hit(&mut self) -> u32 {
        self.tile.read_word(9)
    }

    /// L2 cache misses (32 bits, in cpu tiles)
    #[inline]
    pub fn mon_l2_miss(&mut self) -> u32 {
        self.tile.read_word(10)
    }

    /// Cycles spent at DVFS operating point 0 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op0(&mut self) -> u32 {
        self.tile.read_word(19)
    }

    /// Cycles spent at DVFS operating point 1 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op1(&mut self) -> u32 {
        self.tile.read_word(20)
    }

    /// Cycles spent at DVFS operating point 2 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op2(&mut self) -> u32 {
        self.tile.read_word(21)
    }

    /// Cycles spent at DVFS operating point 3 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op3(&mut self) -> u32 {
        self.tile.read_word(22)
    }

    /// NoC injections on plane 0 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p0(&mut self) -> u32 {
        self.tile.read_word(23)
    }

    /// NoC injections on plane 1 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p1(&mut self) -> u32 {
        self.tile.read_word(24)
    }

    /// NoC injections on plane 2 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p2(&mut self) -> u32 {
        self.tile.read_word(25)
    }

    /// NoC injections on plane 3 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p3(&mut self) -> u32 {
        self.tile.read_word(26)
    }

    /// NoC injections on plane 4 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p4(&mut self) -> u32 {
        self.tile.read_word(27)
    }

    /// NoC injections on plane 5 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p5(&mut self) -> u32 {
        self.tile.read_word(28)
    }

    /// Cycles with the local NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p0(&mut self) -> u32 {
        self.tile.read_word(29)
    }

    /// Cycles with the east NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p0(&mut self) -> u32 {
        self.tile.read_word(30)
    }

    /// Cycles with the west NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p0(&mut self) -> u32 {
        self.tile.read_word(31)
    }

    /// Cycles with the south NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p0(&mut self) -> u32 {
        self.tile.read_word(32)
    }

    /// Cycles with the north NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p0(&mut self) -> u32 {
        self.tile.read_word(33)
    }

    /// Cycles with the local NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p1(&mut self) -> u32 {
        self.tile.read_word(34)
    }

    /// Cycles with the east NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p1(&mut self) -> u32 {
        self.tile.read_word(35)
    }

    /// Cycles with the west NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p1(&mut self) -> u32 {
        self.tile.read_word(36)
    }

    /// Cycles with the south NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p1(&mut self) -> u32 {
        self.tile.read_word(37)
    }

    /// Cycles with the north NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p1(&mut self) -> u32 {
        self.tile.read_word(38)
    }

    /// Cycles with the local NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p2(&mut self) -> u32 {
        self.tile.read_word(39)
    }

    /// Cycles with the east NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p2(&mut self) -> u32 {
        self.tile.read_word(40)
    }

    /// Cycles with the west NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p2(&mut self) -> u32 {
        self.tile.read_word(41)
    }

    /// Cycles with the south NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p2(&mut self) -> u32 {
        self.tile.read_word(42)
    }

    /// Cycles with the north NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p2(&mut self) -> u32 {
        self.tile.read_word(43)
    }

    /// Cycles with the local NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p3(&mut self) -> u32 {
        self.tile.read_word(44)
    }

    /// Cycles with the east NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p3(&mut self) -> u32 {
        self.tile.read_word(45)
    }

    /// Cycles with the west NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p3(&mut self) -> u32 {
        self.tile.read_word(46)
    }

    /// Cycles with the south NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p3(&mut self) -> u32 {
        self.tile.read_word(47)
    }

    /// Cycles with the north NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p3(&mut self) -> u32 {
        self.tile.read_word(48)
    }

    /// Cycles with the local NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p4(&mut self) -> u32 {
        self.tile.read_word(49)
    }

    /// Cycles with the east NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p4(&mut self) -> u32 {
        self.tile.read_word(50)
    }

    /// Cycles with the west NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p4(&mut self) -> u32 {
        self.tile.read_word(51)
    }

    /// Cycles with the south NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p4(&mut self) -> u32 {
        self.tile.read_word(52)
    }

    /// Cycles with the north NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p4(&mut self) -> u32 {
        self.tile.read_word(53)
    }

    /// Cycles with the local NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p5(&mut self) -> u32 {
        self.tile.read_word(54)
    }

    /// Cycles with the east NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p5(&mut self) -> u32 {
        self.tile.read_word(55)
    }

    /// Cycles with the west NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p5(&mut self) -> u32 {
        self.tile.read_word(56)
    }

    /// Cycles with the south NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p5(&mut self) -> u32 {
        self.tile.read_word(57)
    }

    /// Cycles with the north NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p5(&mut self) -> u32 {
        self.tile.read_word(58)
    }
}

/// A mem tile's window: [`Tile`]'s controls (through `Deref`) and an
/// accessor for each monitor mem tiles have, and for no other, so a
/// monitor the kind lacks is a compile error rather than a read of 0.
#[derive(Debug)]
pub struct MemTile<'a, B: Backend> {
    tile: Tile<'a, B>,
}

impl<B: Backend> Monitors<B> {
    /// The `n`-th mem tile (tile `map::MEM_TILES[n]`; panics past the last).
    #[inline]
    pub fn mem(&mut self, n: usize) -> MemTile<'_, B> {
        let index = map::MEM_TILES[n];
        MemTile { tile: self.tile(index) }
    }

    /// The `n`-th mem tile, or `None` past the last.
    #[inline]
    pub fn get_mem(&mut self, n: usize) -> Option<MemTile<'_, B>> {
        let index = *map::MEM_TILES.get(n)?;
        Some(MemTile { tile: self.tile(index) })
    }
}

impl<'a, B: Backend> core::ops::Deref for MemTile<'a, B> {
    type Target = Tile<'a, B>;
    fn deref(&self) -> &Self::Target {
        &self.tile
    }
}

impl<B: Backend> core::ops::DerefMut for MemTile<'_, B> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tile
    }
}

impl<B: Backend> MemTile<'_, B> {
    /// This tile's registers, typed field by field.
    #[inline]
    pub fn regs(&mut self) -> crate::regs::tile_mem::Regs<'_, B> {
        let base = self.tile.index * map::TILE_STRIDE;
        crate::regs::tile_mem::at(&mut *self.tile.bus, base)
    }
    /// Off-chip memory (DDR) accesses (32 bits, in mem tiles)
    #[inline]
    pub fn mon_ddr_word_transfer(&mut self) -> u32 {
        self.tile.read_word(0)
    }

    /// Coherence requests received by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_req(&mut self) -> u32 {
        self.tile.read_word(1)
    }

    /// Coherence forwards sent by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_fwd(&mut self) -> u32 {
        self.tile.read_word(2)
    }

    /// Coherence responses received by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_rsp_rcv(&mut self) -> u32 {
        self.tile.read_word(3)
    }

    /// Coherence responses sent by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_rsp_snd(&mut self) -> u32 {
        self.tile.read_word(4)
    }

    /// DMA requests received by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_dma_req(&mut self) -> u32 {
        self.tile.read_word(5)
    }

    /// DMA responses sent by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_dma_rsp(&mut self) -> u32 {
        self.tile.read_word(6)
    }

    /// Coherent-DMA requests received by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_dma_req(&mut self) -> u32 {
        self.tile.read_word(7)
    }

    /// Coherent-DMA responses sent by the LLC (32 bits, in mem tiles)
    #[inline]
    pub fn mon_mem_coh_dma_rsp(&mut self) -> u32 {
        self.tile.read_word(8)
    }

    /// Last-level cache hits (32 bits, in mem tiles)
    #[inline]
    pub fn mon_llc_hit(&mut self) -> u32 {
        self.tile.read_word(11)
    }

    /// Last-level cache misses (32 bits, in mem tiles)
    #[inline]
    pub fn mon_llc_miss(&mut self) -> u32 {
        self.tile.read_word(12)
    }

    /// NoC injections on plane 0 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p0(&mut self) -> u32 {
        self.tile.read_word(23)
    }

    /// NoC injections on plane 1 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p1(&mut self) -> u32 {
        self.tile.read_word(24)
    }

    /// NoC injections on plane 2 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p2(&mut self) -> u32 {
        self.tile.read_word(25)
    }

    /// NoC injections on plane 3 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p3(&mut self) -> u32 {
        self.tile.read_word(26)
    }

    /// NoC injections on plane 4 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p4(&mut self) -> u32 {
        self.tile.read_word(27)
    }

    /// NoC injections on plane 5 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p5(&mut self) -> u32 {
        self.tile.read_word(28)
    }

    /// Cycles with the local NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p0(&mut self) -> u32 {
        self.tile.read_word(29)
    }

    /// Cycles with the east NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p0(&mut self) -> u32 {
        self.tile.read_word(30)
    }

    /// Cycles with the west NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p0(&mut self) -> u32 {
        self.tile.read_word(31)
    }

    /// Cycles with the south NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p0(&mut self) -> u32 {
        self.tile.read_word(32)
    }

    /// Cycles with the north NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p0(&mut self) -> u32 {
        self.tile.read_word(33)
    }

    /// Cycles with the local NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p1(&mut self) -> u32 {
        self.tile.read_word(34)
    }

    /// Cycles with the east NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p1(&mut self) -> u32 {
        self.tile.read_word(35)
    }

    /// Cycles with the west NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p1(&mut self) -> u32 {
        self.tile.read_word(36)
    }

    /// Cycles with the south NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p1(&mut self) -> u32 {
        self.tile.read_word(37)
    }

    /// Cycles with the north NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p1(&mut self) -> u32 {
        self.tile.read_word(38)
    }

    /// Cycles with the local NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p2(&mut self) -> u32 {
        self.tile.read_word(39)
    }

    /// Cycles with the east NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p2(&mut self) -> u32 {
        self.tile.read_word(40)
    }

    /// Cycles with the west NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p2(&mut self) -> u32 {
        self.tile.read_word(41)
    }

    /// Cycles with the south NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p2(&mut self) -> u32 {
        self.tile.read_word(42)
    }

    /// Cycles with the north NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p2(&mut self) -> u32 {
        self.tile.read_word(43)
    }

    /// Cycles with the local NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p3(&mut self) -> u32 {
        self.tile.read_word(44)
    }

    /// Cycles with the east NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p3(&mut self) -> u32 {
        self.tile.read_word(45)
    }

    /// Cycles with the west NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p3(&mut self) -> u32 {
        self.tile.read_word(46)
    }

    /// Cycles with the south NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p3(&mut self) -> u32 {
        self.tile.read_word(47)
    }

    /// Cycles with the north NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p3(&mut self) -> u32 {
        self.tile.read_word(48)
    }

    /// Cycles with the local NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p4(&mut self) -> u32 {
        self.tile.read_word(49)
    }

    /// Cycles with the east NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p4(&mut self) -> u32 {
        self.tile.read_word(50)
    }

    /// Cycles with the west NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p4(&mut self) -> u32 {
        self.tile.read_word(51)
    }

    /// Cycles with the south NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p4(&mut self) -> u32 {
        self.tile.read_word(52)
    }

    /// Cycles with the north NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p4(&mut self) -> u32 {
        self.tile.read_word(53)
    }

    /// Cycles with the local NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p5(&mut self) -> u32 {
        self.tile.read_word(54)
    }

    /// Cycles with the east NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p5(&mut self) -> u32 {
        self.tile.read_word(55)
    }

    /// Cycles with the west NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p5(&mut self) -> u32 {
        self.tile.read_word(56)
    }

    /// Cycles with the south NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p5(&mut self) -> u32 {
        self.tile.read_word(57)
    }

    /// Cycles with the north NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p5(&mut self) -> u32 {
        self.tile.read_word(58)
    }
}

/// A acc tile's window: [`Tile`]'s controls (through `Deref`) and an
/// accessor for each monitor acc tiles have, and for no other, so a
/// monitor the kind lacks is a compile error rather than a read of 0.
#[derive(Debug)]
pub struct AccTile<'a, B: Backend> {
    tile: Tile<'a, B>,
}

impl<B: Backend> Monitors<B> {
    /// The `n`-th acc tile (tile `map::ACC_TILES[n]`; panics past the last).
    #[inline]
    pub fn acc(&mut self, n: usize) -> AccTile<'_, B> {
        let index = map::ACC_TILES[n];
        AccTile { tile: self.tile(index) }
    }

    /// The `n`-th acc tile, or `None` past the last.
    #[inline]
    pub fn get_acc(&mut self, n: usize) -> Option<AccTile<'_, B>> {
        let index = *map::ACC_TILES.get(n)?;
        Some(AccTile { tile: self.tile(index) })
    }
}

impl<'a, B: Backend> core::ops::Deref for AccTile<'a, B> {
    type Target = Tile<'a, B>;
    fn deref(&self) -> &Self::Target {
        &self.tile
    }
}

impl<B: Backend> core::ops::DerefMut for AccTile<'_, B> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tile
    }
}

impl<B: Backend> AccTile<'_, B> {
    /// This tile's registers, typed field by field.
    #[inline]
    pub fn regs(&mut self) -> crate::regs::tile_acc::Regs<'_, B> {
        let base = self.tile.index * map::TILE_STRIDE;
        crate::regs::tile_acc::at(&mut *self.tile.bus, base)
    }
    /// Accelerator TLB loading cycles (32 bits, in acc tiles)
    #[inline]
    pub fn mon_acc_tlb(&mut self) -> u32 {
        self.tile.read_word(13)
    }

    /// Accelerator communication cycles (issuing memory requests or awaiting responses) (64 bits, in acc tiles)
    #[inline]
    pub fn mon_acc_mem(&mut self) -> u64 {
        self.tile.read(14)
    }

    /// Accelerator total execution cycles (64 bits, in acc tiles)
    #[inline]
    pub fn mon_acc_tot(&mut self) -> u64 {
        self.tile.read(16)
    }

    /// Accelerator invocations (32 bits, in acc tiles)
    #[inline]
    pub fn mon_acc_invocations(&mut self) -> u32 {
        self.tile.read_word(18)
    }

    /// Cycles spent at DVFS operating point 0 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op0(&mut self) -> u32 {
        self.tile.read_word(19)
    }

    /// Cycles spent at DVFS operating point 1 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op1(&mut self) -> u32 {
        self.tile.read_word(20)
    }

    /// Cycles spent at DVFS operating point 2 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op2(&mut self) -> u32 {
        self.tile.read_word(21)
    }

    /// Cycles spent at DVFS operating point 3 (32 bits, in cpu, acc tiles)
    #[inline]
    pub fn mon_dvfs_op3(&mut self) -> u32 {
        self.tile.read_word(22)
    }

    /// NoC injections on plane 0 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p0(&mut self) -> u32 {
        self.tile.read_word(23)
    }

    /// NoC injections on plane 1 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p1(&mut self) -> u32 {
        self.tile.read_word(24)
    }

    /// NoC injections on plane 2 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p2(&mut self) -> u32 {
        self.tile.read_word(25)
    }

    /// NoC injections on plane 3 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p3(&mut self) -> u32 {
        self.tile.read_word(26)
    }

    /// NoC injections on plane 4 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p4(&mut self) -> u32 {
        self.tile.read_word(27)
    }

    /// NoC injections on plane 5 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p5(&mut self) -> u32 {
        self.tile.read_word(28)
    }

    /// Cycles with the local NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p0(&mut self) -> u32 {
        self.tile.read_word(29)
    }

    /// Cycles with the east NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p0(&mut self) -> u32 {
        self.tile.read_word(30)
    }

    /// Cycles with the west NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p0(&mut self) -> u32 {
        self.tile.read_word(31)
    }

    /// Cycles with the south NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p0(&mut self) -> u32 {
        self.tile.read_word(32)
    }

    /// Cycles with the north NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p0(&mut self) -> u32 {
        self.tile.read_word(33)
    }

    /// Cycles with the local NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p1(&mut self) -> u32 {
        self.tile.read_word(34)
    }

    /// Cycles with the east NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p1(&mut self) -> u32 {
        self.tile.read_word(35)
    }

    /// Cycles with the west NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p1(&mut self) -> u32 {
        self.tile.read_word(36)
    }

    /// Cycles with the south NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p1(&mut self) -> u32 {
        self.tile.read_word(37)
    }

    /// Cycles with the north NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p1(&mut self) -> u32 {
        self.tile.read_word(38)
    }

    /// Cycles with the local NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p2(&mut self) -> u32 {
        self.tile.read_word(39)
    }

    /// Cycles with the east NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p2(&mut self) -> u32 {
        self.tile.read_word(40)
    }

    /// Cycles with the west NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p2(&mut self) -> u32 {
        self.tile.read_word(41)
    }

    /// Cycles with the south NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p2(&mut self) -> u32 {
        self.tile.read_word(42)
    }

    /// Cycles with the north NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p2(&mut self) -> u32 {
        self.tile.read_word(43)
    }

    /// Cycles with the local NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p3(&mut self) -> u32 {
        self.tile.read_word(44)
    }

    /// Cycles with the east NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p3(&mut self) -> u32 {
        self.tile.read_word(45)
    }

    /// Cycles with the west NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p3(&mut self) -> u32 {
        self.tile.read_word(46)
    }

    /// Cycles with the south NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p3(&mut self) -> u32 {
        self.tile.read_word(47)
    }

    /// Cycles with the north NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p3(&mut self) -> u32 {
        self.tile.read_word(48)
    }

    /// Cycles with the local NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p4(&mut self) -> u32 {
        self.tile.read_word(49)
    }

    /// Cycles with the east NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p4(&mut self) -> u32 {
        self.tile.read_word(50)
    }

    /// Cycles with the west NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p4(&mut self) -> u32 {
        self.tile.read_word(51)
    }

    /// Cycles with the south NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p4(&mut self) -> u32 {
        self.tile.read_word(52)
    }

    /// Cycles with the north NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p4(&mut self) -> u32 {
        self.tile.read_word(53)
    }

    /// Cycles with the local NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p5(&mut self) -> u32 {
        self.tile.read_word(54)
    }

    /// Cycles with the east NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p5(&mut self) -> u32 {
        self.tile.read_word(55)
    }

    /// Cycles with the west NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p5(&mut self) -> u32 {
        self.tile.read_word(56)
    }

    /// Cycles with the south NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p5(&mut self) -> u32 {
        self.tile.read_word(57)
    }

    /// Cycles with the north NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p5(&mut self) -> u32 {
        self.tile.read_word(58)
    }
}

/// A io tile's window: [`Tile`]'s controls (through `Deref`) and an
/// accessor for each monitor io tiles have, and for no other, so a
/// monitor the kind lacks is a compile error rather than a read of 0.
#[derive(Debug)]
pub struct IoTile<'a, B: Backend> {
    tile: Tile<'a, B>,
}

impl<B: Backend> Monitors<B> {
    /// The `n`-th io tile (tile `map::IO_TILES[n]`; panics past the last).
    #[inline]
    pub fn io(&mut self, n: usize) -> IoTile<'_, B> {
        let index = map::IO_TILES[n];
        IoTile { tile: self.tile(index) }
    }

    /// The `n`-th io tile, or `None` past the last.
    #[inline]
    pub fn get_io(&mut self, n: usize) -> Option<IoTile<'_, B>> {
        let index = *map::IO_TILES.get(n)?;
        Some(IoTile { tile: self.tile(index) })
    }
}

impl<'a, B: Backend> core::ops::Deref for IoTile<'a, B> {
    type Target = Tile<'a, B>;
    fn deref(&self) -> &Self::Target {
        &self.tile
    }
}

impl<B: Backend> core::ops::DerefMut for IoTile<'_, B> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.tile
    }
}

impl<B: Backend> IoTile<'_, B> {
    /// This tile's registers, typed field by field.
    #[inline]
    pub fn regs(&mut self) -> crate::regs::tile_io::Regs<'_, B> {
        let base = self.tile.index * map::TILE_STRIDE;
        crate::regs::tile_io::at(&mut *self.tile.bus, base)
    }
    /// NoC injections on plane 0 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p0(&mut self) -> u32 {
        self.tile.read_word(23)
    }

    /// NoC injections on plane 1 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p1(&mut self) -> u32 {
        self.tile.read_word(24)
    }

    /// NoC injections on plane 2 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p2(&mut self) -> u32 {
        self.tile.read_word(25)
    }

    /// NoC injections on plane 3 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p3(&mut self) -> u32 {
        self.tile.read_word(26)
    }

    /// NoC injections on plane 4 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p4(&mut self) -> u32 {
        self.tile.read_word(27)
    }

    /// NoC injections on plane 5 (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_inject_p5(&mut self) -> u32 {
        self.tile.read_word(28)
    }

    /// Cycles with the local NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p0(&mut self) -> u32 {
        self.tile.read_word(29)
    }

    /// Cycles with the east NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p0(&mut self) -> u32 {
        self.tile.read_word(30)
    }

    /// Cycles with the west NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p0(&mut self) -> u32 {
        self.tile.read_word(31)
    }

    /// Cycles with the south NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p0(&mut self) -> u32 {
        self.tile.read_word(32)
    }

    /// Cycles with the north NoC queue of plane 0 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p0(&mut self) -> u32 {
        self.tile.read_word(33)
    }

    /// Cycles with the local NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p1(&mut self) -> u32 {
        self.tile.read_word(34)
    }

    /// Cycles with the east NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p1(&mut self) -> u32 {
        self.tile.read_word(35)
    }

    /// Cycles with the west NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p1(&mut self) -> u32 {
        self.tile.read_word(36)
    }

    /// Cycles with the south NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p1(&mut self) -> u32 {
        self.tile.read_word(37)
    }

    /// Cycles with the north NoC queue of plane 1 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p1(&mut self) -> u32 {
        self.tile.read_word(38)
    }

    /// Cycles with the local NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p2(&mut self) -> u32 {
        self.tile.read_word(39)
    }

    /// Cycles with the east NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p2(&mut self) -> u32 {
        self.tile.read_word(40)
    }

    /// Cycles with the west NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p2(&mut self) -> u32 {
        self.tile.read_word(41)
    }

    /// Cycles with the south NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p2(&mut self) -> u32 {
        self.tile.read_word(42)
    }

    /// Cycles with the north NoC queue of plane 2 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p2(&mut self) -> u32 {
        self.tile.read_word(43)
    }

    /// Cycles with the local NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p3(&mut self) -> u32 {
        self.tile.read_word(44)
    }

    /// Cycles with the east NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p3(&mut self) -> u32 {
        self.tile.read_word(45)
    }

    /// Cycles with the west NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p3(&mut self) -> u32 {
        self.tile.read_word(46)
    }

    /// Cycles with the south NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p3(&mut self) -> u32 {
        self.tile.read_word(47)
    }

    /// Cycles with the north NoC queue of plane 3 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p3(&mut self) -> u32 {
        self.tile.read_word(48)
    }

    /// Cycles with the local NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p4(&mut self) -> u32 {
        self.tile.read_word(49)
    }

    /// Cycles with the east NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p4(&mut self) -> u32 {
        self.tile.read_word(50)
    }

    /// Cycles with the west NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p4(&mut self) -> u32 {
        self.tile.read_word(51)
    }

    /// Cycles with the south NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p4(&mut self) -> u32 {
        self.tile.read_word(52)
    }

    /// Cycles with the north NoC queue of plane 4 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p4(&mut self) -> u32 {
        self.tile.read_word(53)
    }

    /// Cycles with the local NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_local_p5(&mut self) -> u32 {
        self.tile.read_word(54)
    }

    /// Cycles with the east NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_east_p5(&mut self) -> u32 {
        self.tile.read_word(55)
    }

    /// Cycles with the west NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_west_p5(&mut self) -> u32 {
        self.tile.read_word(56)
    }

    /// Cycles with the south NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_south_p5(&mut self) -> u32 {
        self.tile.read_word(57)
    }

    /// Cycles with the north NoC queue of plane 5 full (32 bits, in cpu, mem, acc, io, slm, empty tiles)
    #[inline]
    pub fn mon_noc_queue_full_north_p5(&mut self) -> u32 {
        self.tile.read_word(58)
    }
}
