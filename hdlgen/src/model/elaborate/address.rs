//! The blocks' register windows in the address space.

use super::super::autocounter::AutoCounter;
use super::super::packer::Packer;
use super::ErrFn;
use crate::desc::Description;

/// The register windows (tiles, packer, AutoCounter domains) must not
/// overlap, and must end within the 32-bit address space their bases are
/// given in: software would otherwise reach one block through another's
/// addresses. Each clash is reported at the later window's base.
pub(super) fn check_address_map(
    d: &Description,
    stride: u64,
    packer: Option<&Packer>,
    autocounter: Option<&AutoCounter>,
    err: &mut ErrFn<'_>,
) {
    let soc = &d.soc;
    let mut windows = vec![(
        "the tile windows",
        "",
        "soc.base",
        &soc.base.span,
        soc.base.value,
        soc.base.value + stride * d.tiles.len() as u64,
    )];
    if let (Some(p), Some(pd)) = (packer, &d.packer) {
        windows.push((
            "the packer window",
            "s",
            "packer.base",
            &pd.base.span,
            p.base,
            p.base + p.window.size(),
        ));
    }
    if let (Some(a), Some(ad)) = (autocounter, &d.autocounter) {
        let start = ad.base.value;
        windows.push((
            "the AutoCounter windows",
            "",
            "autocounter.base",
            &ad.base.span,
            start,
            start + a.stride * a.domains.len() as u64,
        ));
    }
    let shown = |s: u64, e: u64| format!("{s:#x}-{:#x}", e - 1);
    for (j, &(what, verb_s, field, span, start, end)) in windows.iter().enumerate() {
        if end > 1 << 32 {
            err(
                span,
                field,
                format!(
                    "{what} {} end{verb_s} beyond the 32-bit address space; valid: a base at most {:#x}",
                    shown(start, end),
                    (1u64 << 32) - (end - start)
                ),
            );
        }
        for &(other, _, _, _, s, e) in &windows[..j] {
            if start < e && s < end {
                err(
                    span,
                    field,
                    format!(
                        "{what} {} overlap{verb_s} {other} {}; valid: a base that keeps them apart",
                        shown(start, end),
                        shown(s, e)
                    ),
                );
            }
        }
    }
}

/// The monitor blocks' register windows: (what, start, end), for the
/// reference SoC's devices to keep out of.
pub(super) fn windows(
    d: &Description,
    stride: u64,
    packer: Option<&Packer>,
    autocounter: Option<&AutoCounter>,
) -> super::core::Windows {
    let base = d.soc.base.value;
    let mut v = vec![(
        "the tile windows",
        base,
        base + stride * d.tiles.len() as u64,
    )];
    if let Some(p) = packer {
        v.push(("the packer window", p.base, p.base + p.window.size()));
    }
    if let (Some(a), Some(ad)) = (autocounter, &d.autocounter) {
        let start = ad.base.value;
        v.push((
            "the AutoCounter windows",
            start,
            start + a.stride * a.domains.len() as u64,
        ));
    }
    v
}
