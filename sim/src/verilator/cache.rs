//! Cache keys: a model is rebuilt exactly when something that shapes it
//! changes (its RTL, ports, backdoors, hierarchy blocks, flags, trace and
//! coverage switches, the shim, Verilator's version).

use super::build::{MAKE_FLAGS, VERILATOR_FLAGS};
use super::coverage::coverage_dir;
use super::{verilator_version, DutSpec};
use crate::SimError;

/// 64-bit FNV-1a: a stable hash for cache keys (std's hasher may change).
pub(super) fn fnv1a(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= u64::from(*b);
        *h = h.wrapping_mul(0x100_0000_01b3);
    }
    // Separator, so ("ab","c") and ("a","bc") differ.
    *h ^= 0xff;
    *h = h.wrapping_mul(0x100_0000_01b3);
}

pub(super) fn cache_key_runtime(trace: bool, coverage: bool) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, verilator_version().unwrap_or_default().as_bytes());
    for f in MAKE_FLAGS {
        fnv1a(&mut h, f.as_bytes());
    }
    fnv1a(&mut h, &[u8::from(trace)]);
    if coverage {
        fnv1a(&mut h, b"coverage-line-toggle");
    }
    format!("{h:016x}")
}

/// The cache entry `spec`'s model is built into and loaded from: equal
/// keys, one model.
pub fn model_key(spec: &DutSpec) -> Result<String, SimError> {
    Ok(cache_key(spec, &verilator_version()?))
}

pub(super) fn cache_key(spec: &DutSpec, version: &str) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, version.as_bytes());
    for f in VERILATOR_FLAGS.iter().chain(&MAKE_FLAGS) {
        fnv1a(&mut h, f.as_bytes());
    }
    fnv1a(&mut h, env!("CARGO_PKG_VERSION").as_bytes());
    fnv1a(
        &mut h,
        include_str!("../../templates/sim/shim.cpp").as_bytes(),
    );
    // It decides part of what the shim is built as.
    fnv1a(&mut h, include_str!("edge.rs").as_bytes());
    for (n, t) in &spec.files {
        fnv1a(&mut h, n.as_bytes());
        fnv1a(&mut h, t.as_bytes());
    }
    for p in &spec.ports {
        fnv1a(
            &mut h,
            format!("{}:{}:{}", p.name, p.input, p.width).as_bytes(),
        );
    }
    for b in &spec.backdoors {
        fnv1a(&mut h, b.as_bytes());
    }
    for b in &spec.hier_blocks {
        fnv1a(&mut h, b"hier_block ");
        fnv1a(&mut h, b.as_bytes());
    }
    fnv1a(&mut h, &[u8::from(spec.trace)]);
    if coverage_dir().is_some() {
        fnv1a(&mut h, b"coverage-line-toggle");
    }
    format!("{}-{h:016x}", spec.top)
}
