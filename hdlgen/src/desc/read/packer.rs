//! `[packer]`: the trace packer's layout and settings.

use super::{Reader, View};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn packer(&mut self, t: &View<'_, '_>) -> PackerDesc {
        self.check_keys(
            t,
            &[
                "base",
                "stream_width",
                "pc_width",
                "cycles_width",
                "halted_width",
                "counters",
                "counter_width",
                "registers",
                "register_width",
                "fifo_depth",
                "almost_full",
                "halt_latency",
                "watchpoints",
                "tlast_every",
                "rv32",
            ],
        );
        // Defaults reproduce the Flute CMS packet: 39 x 7-bit counters, 64-bit PC, 4 registers.
        PackerDesc {
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x600B_0000),
            stream_width: self.u32_or(t, "stream_width", 64..=4096, 1024),
            pc_width: self.u32_or(t, "pc_width", 16..=64, 64),
            cycles_width: self.u32_or(t, "cycles_width", 1..=64, 64),
            halted_width: self.u32_or(t, "halted_width", 1..=64, 64),
            counters: self.u32_or(t, "counters", 1..=64, 39),
            counter_width: self.u32_or(t, "counter_width", 1..=16, 7),
            registers: self.u32_or(t, "registers", 0..=8, 4),
            register_width: self.u32_or(t, "register_width", 1..=64, 64),
            fifo_depth: self.u32_or(t, "fifo_depth", 2..=65536, 2048),
            // Its bounds depend on fifo_depth and halt_latency: checked in elaboration.
            almost_full: self.u32_or(t, "almost_full", 0..=u32::MAX, 2000),
            halt_latency: self.u32_or(t, "halt_latency", 0..=64, 1),
            watchpoints: self.u32_or(t, "watchpoints", 0..=16, 4),
            tlast_every: self.u32_or(t, "tlast_every", 0..=65535, 16),
            rv32: self.boolean_or(t, "rv32", false),
            span: t.span.clone(),
        }
    }
}
