//! Builds in progress, and the remains of builds that died.
//!
//! A model is built in `.build-<key>-<host>-<pid>-<nanos>` beside its
//! entry, under the entry's lock, and renamed into place when complete. A
//! build killed part way leaves that directory behind; the next process on
//! the same host to take the entry's lock removes it, since nobody can be
//! building that entry without the lock. (Its builder may not even be
//! reaped yet: the lock goes when a process dies, its process id later.)
//! Directories of other hosts are only removed once a day old, in case the
//! cache sits on a file system whose locks do not reach across machines.

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
        let owner = rest.rsplitn(3, '-').nth(2);
        let dead = match owner {
            Some(h) if h == here => true,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sweep_removes_this_hosts_dead_builds_and_only_old_foreign_ones() {
        let cache = std::env::temp_dir().join(format!("hdlgen-stale-{}", std::process::id()));
        let _ = fs::remove_dir_all(&cache);
        let key = "top-0123456789abcdef";
        let mine = build_dir(&cache, key);
        let other_key = build_dir(&cache, "other-0123456789abcdef");
        let young = cache.join(format!(".build-{key}-node-7-1-99-5"));
        let old = cache.join(format!(".build-{key}-node-8-1-99-5"));
        let entry = cache.join(key);
        for d in [&mine, &other_key, &young, &old, &entry] {
            fs::create_dir_all(d.join("obj")).unwrap();
        }
        let two_days_ago = SystemTime::now() - 2 * FOREIGN_AGE;
        fs::File::open(&old)
            .unwrap()
            .set_modified(two_days_ago)
            .unwrap();
        sweep(&cache, key);
        assert!(
            !mine.exists(),
            "this host's build of the entry, whose lock is held"
        );
        assert!(!old.exists(), "another host's, a day old");
        assert!(young.exists(), "another host's, maybe running");
        assert!(
            other_key.exists() && entry.exists(),
            "not this entry's builds"
        );
        fs::remove_dir_all(&cache).unwrap();
    }

    #[test]
    fn a_scratch_directory_goes_when_dropped() {
        let d = std::env::temp_dir().join(format!("hdlgen-scratch-{}", std::process::id()));
        fs::create_dir_all(d.join("obj")).unwrap();
        drop(Scratch(d.clone()));
        assert!(!d.exists());
    }
}
