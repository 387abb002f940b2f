//! Every register window of the SoC, and where each sits on the bus: what
//! the register documents and the typed driver registers walk.

use super::{Soc, Window};

/// A window on the bus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WindowInstance {
    /// Identifier (the tile's name, `packer`, `autocounter_<domain>`).
    pub name: String,
    /// Index into [`Soc::windows`].
    pub window: usize,
    /// Physical base address.
    pub base: u64,
    /// Tile index, for tile windows.
    pub tile: Option<u32>,
}

impl Soc {
    /// Every window type: one per tile kind in bank order, then the packer's,
    /// then one per AutoCounter domain.
    pub fn windows(&self) -> Vec<&Window> {
        let mut v: Vec<&Window> = self.banks.iter().map(|b| &b.window).collect();
        v.extend(self.packer.as_ref().map(|p| &p.window));
        if let Some(ac) = &self.autocounter {
            v.extend(ac.domains.iter().map(|d| &d.window));
        }
        v
    }

    /// Every window on the bus, tiles first in index order.
    pub fn window_instances(&self) -> Vec<WindowInstance> {
        let mut v: Vec<WindowInstance> = self
            .tiles
            .iter()
            .map(|t| WindowInstance {
                name: t.name.clone(),
                window: t.bank,
                base: self.base + u64::from(t.index) * self.map.stride,
                tile: Some(t.index),
            })
            .collect();
        let mut next = self.banks.len();
        if let Some(p) = &self.packer {
            v.push(WindowInstance {
                name: p.window.name.clone(),
                window: next,
                base: p.base,
                tile: None,
            });
            next += 1;
        }
        for d in self.autocounter.iter().flat_map(|ac| &ac.domains) {
            v.push(WindowInstance {
                name: d.window.name.clone(),
                window: next,
                base: d.base,
                tile: None,
            });
            next += 1;
        }
        v
    }
}
