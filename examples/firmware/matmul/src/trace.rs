//! The multiply's kernel traced by the packer: watchpoint 0 includes the
//! kernel's code (its own section, bounded by the linker script), tracing
//! runs with halting on around the exactly counted multiplies, then the
//! stream is drained.

use monitors::map::packer_reg;
use monitors::{Backend, PackerWindow};

extern "C" {
    static __kernel_start: u8;
    static __kernel_end: u8;
}

/// CTRL: tracing on, halting the core at the FIFO's threshold.
const TRACE_AND_HALT: u32 = 1 | 4;
/// Watchpoint configuration: enabled, a range, including.
const INCLUDE_RANGE: u32 = 1 | 2;

/// The packer, tracing.
pub struct Trace(PackerWindow);

impl Trace {
    /// Starts tracing the kernel.
    pub fn start() -> Self {
        let mut w = PackerWindow::take().expect("first use of the packer");
        // SAFETY: only the symbols' addresses are taken.
        let (start, end) = unsafe {
            (
                core::ptr::addr_of!(__kernel_start) as u32,
                core::ptr::addr_of!(__kernel_end) as u32,
            )
        };
        w.write32(packer_reg::WP0_A_LO, start);
        // Inclusive: the last instruction starts at most 2 bytes before the end.
        w.write32(packer_reg::WP0_B_LO, end - 2);
        w.write32(packer_reg::WP0_CFG, INCLUDE_RANGE);
        w.write32(packer_reg::CTRL, TRACE_AND_HALT);
        Trace(w)
    }

    /// Stops tracing, waits for the stream to take every packet, and
    /// returns the packets created.
    pub fn stop(mut self) -> u32 {
        self.0.write32(packer_reg::CTRL, 0);
        while self.0.read32(packer_reg::LEVEL) != 0 {}
        self.0.read32(packer_reg::PACKETS)
    }
}
