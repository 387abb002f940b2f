//! Writing a generated tree so that a failed run never leaves a partial one:
//! everything goes to a fresh sibling directory that is renamed into place.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::emit::Artifact;

/// Writes `files` as the complete contents of `dir`, replacing what was there.
pub fn write_tree(dir: &Path, files: &[Artifact]) -> io::Result<()> {
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&parent)?;
    let name = dir
        .file_name()
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "output path has no final component",
            )
        })?
        .to_string_lossy()
        .into_owned();
    let tmp = parent.join(format!(".{name}.hdlgen-tmp-{}", std::process::id()));
    let old = parent.join(format!(".{name}.hdlgen-old-{}", std::process::id()));
    let _ = fs::remove_dir_all(&tmp);
    let result = (|| {
        for f in files {
            let path = tmp.join(&f.path);
            if let Some(p) = path.parent() {
                fs::create_dir_all(p)?;
            }
            fs::write(&path, &f.text)?;
        }
        if dir.exists() {
            fs::rename(dir, &old)?;
        }
        if let Err(e) = fs::rename(&tmp, dir) {
            // Put the previous output back before reporting.
            let _ = fs::rename(&old, dir);
            return Err(e);
        }
        let _ = fs::remove_dir_all(&old);
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_dir_all(&tmp);
    }
    result
}
