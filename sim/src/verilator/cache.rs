//! Cache keys: a model is rebuilt exactly when something that shapes it
//! changes (its RTL, ports, backdoors, hierarchy blocks, flags, trace and
//! coverage switches, the shim, Verilator's version), and is never loaded
//! on a machine it was not built for (the host and the C++ compiler are
//! part of the key, so nodes sharing one cache each get their own builds).

use std::process::Command;
use std::sync::OnceLock;

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

/// What the models are built for and with: the host's architecture and
/// operating system, the C++ compiler's version and target. A model built
/// by another compiler, or for another machine, is a different model.
pub fn toolchain() -> &'static str {
    static T: OnceLock<String> = OnceLock::new();
    T.get_or_init(|| {
        // Verilator's makefile and the link both run `g++` (or `$CXX`).
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".into());
        let ask = |arg: &str| {
            Command::new(&cxx)
                .arg(arg)
                .output()
                .ok()
                .filter(|o| o.status.success())
                .map(|o| {
                    String::from_utf8_lossy(&o.stdout)
                        .lines()
                        .next()
                        .unwrap_or("")
                        .trim()
                        .to_string()
                })
                .unwrap_or_else(|| format!("{cxx} {arg}: unavailable"))
        };
        format!(
            "{}-{} {cxx}: {} ({})",
            std::env::consts::ARCH,
            std::env::consts::OS,
            ask("--version"),
            ask("-dumpmachine")
        )
    })
}

pub(super) fn cache_key_runtime(trace: bool, coverage: bool) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, verilator_version().unwrap_or_default().as_bytes());
    fnv1a(&mut h, toolchain().as_bytes());
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
    fnv1a(&mut h, toolchain().as_bytes());
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
