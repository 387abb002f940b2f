//! Builds in progress, and the remains of builds that died.
//!
//! A model is built in `.build-<key>-<host>-<pid>-<nanos>` beside its
//! entry, under the entry's lock, and renamed into place when complete. A
//! build killed part way leaves that directory behind; the next process to
//! take the entry's lock removes it, since nobody else can be building that
//! entry. Directories of other hosts are only removed once a day old, in
//! case the cache sits on a file system whose locks do not reach across
//! machines.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How old another host's build directory must be before it counts as dead.
const FOREIGN_AGE: Duration = Duration::from_secs(24 * 3600);

/// This machine's name as build directories carry it (letters, digits and
/// dashes only).
fn host() -> String {
    let raw = fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_default();
    let name: String = raw
        .trim()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    if name.is_empty() {
        "host".into()
    } else {
        name
    }
}

/// A new build directory for entry `key`, unique to this process.
pub(super) fn build_dir(cache: &Path, key: &str) -> PathBuf {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    cache.join(format!(
        ".build-{key}-{}-{}-{nanos}",
        host(),
        std::process::id()
    ))
}

/// Removes the build directories of entry `key` that no live build owns.
/// Call it only while holding the entry's lock.
pub(super) fn sweep(cache: &Path, key: &str) {
    let prefix = format!(".build-{key}-");
    let Ok(entries) = fs::read_dir(cache) else {
        return;
    };
    let here = host();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(&prefix) else {
            continue;
        };
        // rest = <host>-<pid>-<nanos>; the host may hold dashes itself.
        let mut parts = rest.rsplitn(3, '-');
        let (_, pid, owner) = (parts.next(), parts.next(), parts.next());
        let dead = match (owner, pid.and_then(|p| p.parse::<u32>().ok())) {
            (Some(h), Some(pid)) if h == here => !Path::new(&format!("/proc/{pid}")).exists(),
            _ => e
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > FOREIGN_AGE),
        };
        if dead {
            // A killed build's compiler may still be finishing; one more
            // try, then the next sweep gets what is left.
            let path = e.path();
            if fs::remove_dir_all(&path).is_err() {
                let _ = fs::remove_dir_all(&path);
            }
        }
    }
}

/// A build directory that is removed when dropped, unless published: a
/// build that fails leaves nothing behind.
pub(super) struct Scratch(pub PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
