//! Coverage builds (`HDLGEN_COVERAGE=DIR`): where the counts and the
//! annotated sources go.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use super::cache::fnv1a;
use super::DutSpec;
use crate::SimError;

/// The coverage output directory (`HDLGEN_COVERAGE`), if coverage builds are on.
pub fn coverage_dir() -> Option<&'static Path> {
    static C: OnceLock<Option<PathBuf>> = OnceLock::new();
    C.get_or_init(|| {
        std::env::var_os("HDLGEN_COVERAGE")
            .filter(|v| !v.is_empty())
            .map(|v| {
                let p = PathBuf::from(v);
                // Relative to where the run started, not to a build directory.
                std::env::current_dir().map_or(p.clone(), |d| d.join(p))
            })
    })
    .as_deref()
}

/// Where a coverage build keeps source `name` with contents `text`: under a
/// directory named by the text's hash, so that different texts of one file
/// (a mutant, another design of the same name) never share coverage points.
pub(super) fn coverage_source_path(name: &str, text: &str) -> String {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    fnv1a(&mut h, text.as_bytes());
    format!("{h:016x}/{name}")
}

/// Copies the sources of `spec` under `dir/src` (for annotation) and picks a
/// fresh data file name for one instance.
pub(super) fn coverage_setup(spec: &DutSpec, dir: &Path) -> Result<PathBuf, SimError> {
    static N: AtomicU64 = AtomicU64::new(0);
    let io = |p: &Path, e: std::io::Error| SimError::Build(format!("{}: {e}", p.display()));
    for (name, text) in &spec.files {
        let dst = dir.join("src").join(coverage_source_path(name, text));
        if dst.exists() {
            continue;
        }
        let parent = dst.parent().expect("has a hash directory");
        fs::create_dir_all(parent).map_err(|e| io(parent, e))?;
        // Written aside under a name no other thread or process uses, then
        // renamed, so a parallel run never sees half a file.
        let tmp = parent.join(format!(
            ".{name}.{}.{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        fs::write(&tmp, text).map_err(|e| io(&tmp, e))?;
        fs::rename(&tmp, &dst).map_err(|e| io(&dst, e))?;
    }
    Ok(dir.join(format!(
        "{}-{}-{}.dat",
        spec.top,
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    )))
}
