//! Where the stat program's outputs go (`-o`, `--csv`, `--svg`). Every path
//! is checked before the command runs, as a measurement cannot be repeated:
//! a report that cannot be written would be lost with the run. `-` is
//! standard output; devices and FIFOs are written in place; a regular file is
//! written beside its destination and renamed into place, so the name never
//! holds a partial file.

use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{self, ErrorKind, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};

/// A checked output destination.
#[derive(Clone, Debug)]
pub enum Dest {
    /// `-`.
    Stdout,
    /// A device or a FIFO: opened and written where it is.
    InPlace(PathBuf),
    /// A regular file, new or replaced whole.
    File(PathBuf),
}

/// Which file a path names: an existing file's (device, inode), or, for a
/// file still to be created, its directory's (device, inode) and its name.
#[derive(Debug, PartialEq)]
enum Identity {
    Existing(u64, u64),
    New(u64, u64, OsString),
}

/// Checks every output (`(option, path)`) against the file system, the inputs
/// and each other; `Err` names the option, the path and why.
pub fn check(outputs: &[(&str, &Path)], inputs: &[(&str, &Path)]) -> Result<Vec<Dest>, String> {
    let inputs: Vec<(&str, &Path, Identity)> = inputs
        .iter()
        .filter_map(|&(flag, p)| std::fs::metadata(p).ok().map(|m| (flag, p, Identity::Existing(m.dev(), m.ino()))))
        .collect();
    let mut seen: Vec<(&str, Identity)> = Vec::new();
    let mut dests = Vec::new();
    for &(flag, path) in outputs {
        let refuse = |why: String| format!("{flag} {}: {why}", path.display());
        let (dest, identity) = classify(path).map_err(refuse)?;
        if let Some(id) = identity {
            if let Some((input, p, _)) = inputs.iter().find(|(_, _, i)| *i == id) {
                return Err(refuse(format!("is also the {input} input ({}); give the output another file", p.display())));
            }
            if let Some((other, _)) = seen.iter().find(|(_, i)| *i == id) {
                return Err(refuse(format!("is also the {other} output; give each output its own file")));
            }
            seen.push((flag, id));
        }
        dests.push(dest);
    }
    Ok(dests)
}

/// What `path` is and which file it names (`None`: exempt from the
/// same-file rules, being written in place).
fn classify(path: &Path) -> Result<(Dest, Option<Identity>), String> {
    if path.as_os_str() == "-" {
        return Ok((Dest::Stdout, None));
    }
    if path.as_os_str().as_bytes().ends_with(b"/") {
        return Err("names a directory; give a file name".into());
    }
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => Err("is a directory; give a file name".into()),
        Ok(m) if m.is_file() => {
            // Through a symbolic link, the file it points to is replaced.
            let real = std::fs::canonicalize(path).map_err(|e| e.to_string())?;
            writable(&directory_of(&real))?;
            Ok((Dest::File(real), Some(Identity::Existing(m.dev(), m.ino()))))
        }
        Ok(m) if in_place(&m.file_type()) => Ok((Dest::InPlace(path.to_path_buf()), None)),
        Ok(_) => Err("is neither a file, a device nor a FIFO".into()),
        Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => new_file(path),
        Err(e) => Err(e.to_string()),
    }
}

/// Devices and FIFOs are written where they are (`/dev/null`, a pipe to a
/// reader): they hold no file to replace.
fn in_place(t: &std::fs::FileType) -> bool {
    t.is_fifo() || t.is_char_device() || t.is_block_device()
}

/// A file still to be created: its directory must exist and take new files.
fn new_file(path: &Path) -> Result<(Dest, Option<Identity>), String> {
    let dir = directory_of(path);
    let shown = dir.display();
    let m = std::fs::metadata(&dir).map_err(|e| match e.kind() {
        ErrorKind::NotFound => format!("directory {shown} does not exist"),
        _ => format!("{shown}: {e}"),
    })?;
    if !m.is_dir() {
        return Err(format!("{shown} is not a directory"));
    }
    writable(&dir)?;
    let name = path.file_name().unwrap_or_default().to_os_string();
    Ok((Dest::File(path.to_path_buf()), Some(Identity::New(m.dev(), m.ino(), name))))
}

fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Creates and removes a file in `dir`: the one sure test that the file can
/// be written there (root passes permission checks that a read-only mount,
/// /proc or /sys still refuse).
fn writable(dir: &Path) -> Result<(), String> {
    let (probe, _) = temp_in(dir, "probe").map_err(|e| format!("cannot create files in {}: {e}", dir.display()))?;
    let _ = std::fs::remove_file(probe);
    Ok(())
}

/// A new file in `dir` whose name no other file has.
fn temp_in(dir: &Path, stem: &str) -> io::Result<(PathBuf, File)> {
    let mut k = 0;
    loop {
        let path = dir.join(format!(".{stem}.{}.{k}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == ErrorKind::AlreadyExists && k < 100 => k += 1,
            Err(e) => return Err(e),
        }
    }
}

/// Why an output was not written.
#[derive(Debug)]
pub enum WriteError {
    /// Standard output's reader has gone (`| head`): the program ends
    /// quietly, as a tool killed by SIGPIPE would (Rust ignores SIGPIPE).
    ClosedPipe,
    /// Anything else.
    Failed(io::Error),
}

/// Writes `bytes` to `dest`.
pub fn write(dest: &Dest, bytes: &[u8]) -> Result<(), WriteError> {
    match dest {
        Dest::Stdout => {
            let mut out = io::stdout().lock();
            out.write_all(bytes).and_then(|()| out.flush()).map_err(|e| match e.kind() {
                ErrorKind::BrokenPipe => WriteError::ClosedPipe,
                _ => WriteError::Failed(e),
            })
        }
        Dest::InPlace(p) => OpenOptions::new().write(true).open(p).and_then(|mut f| f.write_all(bytes)).map_err(WriteError::Failed),
        Dest::File(p) => replace(p, bytes).map_err(WriteError::Failed),
    }
}

/// Writes a temporary file beside `path` and renames it over `path`; on
/// failure the temporary file is removed and `path` is left as it was.
fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
    let (temp, f) = temp_in(&directory_of(path), &name)?;
    let done = fill(f, path, bytes).and_then(|()| std::fs::rename(&temp, path));
    if done.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    done
}

/// Writes the temporary file `f` that is to replace `path`.
fn fill(mut f: File, path: &Path, bytes: &[u8]) -> io::Result<()> {
    // A replaced file keeps its permissions.
    if let Ok(old) = std::fs::metadata(path) {
        f.set_permissions(old.permissions())?;
    }
    f.write_all(bytes)?;
    // On disk before the rename, so a crash cannot leave an empty file under
    // the name.
    f.sync_all()
}
