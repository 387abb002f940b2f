//! A critical section PicoRV32 can run. It has no machine-mode CSRs, so
//! the `riscv` crate's (which writes `mstatus`) would trap; PicoRV32's own
//! `maskirq rd, rs` sets the interrupt mask and returns the previous one in
//! one instruction. Acquire masks every line and keeps the old mask;
//! release puts it back, so nested sections unmask only at the outermost.

struct MaskIrq;
critical_section::set_impl!(MaskIrq);

/// `maskirq rd, rs`: custom-0 opcode, funct3 6, funct7 3.
#[inline(always)]
fn maskirq(mask: u32) -> u32 {
    let old: u32;
    // SAFETY: changes only PicoRV32's interrupt mask.
    unsafe {
        core::arch::asm!(".insn r 0x0b, 6, 3, {old}, {new}, x0", old = out(reg) old, new = in(reg) mask, options(nostack));
    }
    old
}

// SAFETY: masking every interrupt line makes the section exclusive on this
// single-hart core, and release restores exactly the mask acquire saw.
unsafe impl critical_section::Impl for MaskIrq {
    unsafe fn acquire() -> critical_section::RawRestoreState {
        maskirq(!0)
    }

    unsafe fn release(restore: critical_section::RawRestoreState) {
        maskirq(restore);
    }
}
