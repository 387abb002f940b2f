//! Checking every output path of a command before it starts, so a run
//! never destroys one of its own inputs, never writes two outputs to one
//! file, and never finds out at its end that an output cannot be written.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};

use super::OutputError;

/// A file a command reads or writes: the option that names it and its path.
#[derive(Debug, Clone, Copy)]
pub struct Named<'a> {
    /// The command-line option (`--output`), or what the file is.
    pub option: &'a str,
    /// The path as given; `-` is standard input or output.
    pub path: &'a Path,
}

/// Where one output goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dest {
    /// Standard output (the path `-`).
    Stdout,
    /// A device or FIFO, written in place: renaming over it would replace it.
    InPlace(PathBuf),
    /// A regular file, written aside and renamed into place.
    File(PathBuf),
}

impl Dest {
    /// The output's name in messages.
    pub fn name(&self) -> String {
        match self {
            Dest::Stdout => "standard output".into(),
            Dest::InPlace(p) | Dest::File(p) => p.display().to_string(),
        }
    }
}

/// What makes two paths the same file: an existing file's (device, inode),
/// or, for a file not yet there, its directory's and its name.
#[derive(Debug, PartialEq, Eq)]
enum Identity {
    Existing(u64, u64),
    Pending(u64, u64, OsString),
}

/// Whether `p` is `-`: standard input or output rather than a file.
pub fn is_dash(p: &Path) -> bool {
    p.as_os_str() == "-"
}

/// The identity of an input, if it is a regular file that exists (`-`,
/// devices and FIFOs cannot be overwritten by a rename).
fn input_identity(p: &Path) -> Option<Identity> {
    let m = fs::metadata(p).ok().filter(|_| !is_dash(p))?;
    m.is_file().then(|| Identity::Existing(m.dev(), m.ino()))
}

/// The directory a new file at `p` goes into.
fn directory_of(p: &Path) -> PathBuf {
    match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Whether files can be created in `dir`, found by creating one: the only
/// test that holds for root, read-only mounts and `/proc` alike.
pub(super) fn probe_writable(dir: &Path) -> io::Result<()> {
    // Named per call, not only per process: two threads probing one
    // directory must not remove each other's probe.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let probe = dir.join(format!(".hdlgen-probe-{}-{n}", std::process::id()));
    fs::File::create(&probe)?;
    fs::remove_file(&probe)
}

/// Checks one output path; its destination and, for a file, its identity.
fn check_one(out: &Named) -> Result<(Dest, Option<Identity>), OutputError> {
    let path = out.path;
    if is_dash(path) {
        return Ok((Dest::Stdout, None));
    }
    let refuse = |reason: String| OutputError::Refused {
        dir: path.to_path_buf(),
        reason,
    };
    let unwritable = |dir: &Path, e: io::Error| {
        refuse(format!(
            "its directory {} cannot be written ({e}); give a path in a directory you can write",
            dir.display()
        ))
    };
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(refuse(format!(
            "it is a directory; {} names a file, such as {}",
            out.option,
            path.join("out").display()
        ))),
        Ok(m) if m.is_file() => {
            let dir = directory_of(path);
            probe_writable(&dir).map_err(|e| unwritable(&dir, e))?;
            Ok((
                Dest::File(path.into()),
                Some(Identity::Existing(m.dev(), m.ino())),
            ))
        }
        Ok(m) if m.file_type().is_socket() => Err(refuse(
            "it is a socket; give a file, a device or a FIFO".into(),
        )),
        Ok(_) => Ok((Dest::InPlace(path.into()), None)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let dir = directory_of(path);
            let name = path.file_name().ok_or_else(|| {
                refuse(format!(
                    "the path has no file name; give one such as {}",
                    dir.join("out").display()
                ))
            })?;
            let d = match fs::metadata(&dir) {
                Ok(d) if d.is_dir() => d,
                Ok(_) => return Err(refuse(format!("{} is not a directory", dir.display()))),
                Err(e) if e.kind() == io::ErrorKind::NotFound => {
                    return Err(refuse(format!(
                        "the directory {} does not exist; create it first",
                        dir.display()
                    )))
                }
                Err(e) => return Err(unwritable(&dir, e)),
            };
            probe_writable(&dir).map_err(|e| unwritable(&dir, e))?;
            Ok((
                Dest::File(path.into()),
                Some(Identity::Pending(d.dev(), d.ino(), name.to_owned())),
            ))
        }
        // A path through a regular file (`/proc/version/x`) or a loop.
        Err(e) if e.raw_os_error() == Some(20) => Err(refuse(format!(
            "{} is not a directory",
            directory_of(path).display()
        ))),
        Err(e) => Err(OutputError::Io {
            path: path.into(),
            source: e,
        }),
    }
}

/// Checks every output of a command against its inputs and each other, in
/// the order given; returns each output's destination, or the first
/// problem. Reads and writes nothing but a probe file in each directory.
pub fn plan(inputs: &[Named], outputs: &[Named]) -> Result<Vec<Dest>, OutputError> {
    let inputs: Vec<(&Named, Identity)> = inputs
        .iter()
        .filter_map(|i| input_identity(i.path).map(|id| (i, id)))
        .collect();
    let mut checked: Vec<(&Named, Dest, Option<Identity>)> = Vec::new();
    for out in outputs {
        let (dest, id) = check_one(out)?;
        let refuse = |reason: String| OutputError::Refused {
            dir: out.path.to_path_buf(),
            reason,
        };
        if let Some((input, _)) = inputs.iter().find(|(_, i)| Some(i) == id.as_ref()) {
            return Err(refuse(format!(
                "{} is the same file as {} {}, which the command reads; writing it would destroy that input. Give {} another path",
                out.option,
                input.option,
                input.path.display(),
                out.option
            )));
        }
        let clash = checked.iter().find(|(_, d, i)| {
            (dest == Dest::Stdout && *d == Dest::Stdout) || (id.is_some() && *i == id)
        });
        if let Some((other, _, _)) = clash {
            return Err(refuse(format!(
                "{} and {} {} are the same {}; give each output its own",
                out.option,
                other.option,
                other.path.display(),
                if dest == Dest::Stdout {
                    "stream (standard output)"
                } else {
                    "file"
                }
            )));
        }
        checked.push((out, dest, id));
    }
    Ok(checked.into_iter().map(|(_, d, _)| d).collect())
}

/// Makes sure `out` names a directory files can be written in (an output
/// directory such as `hdlgen sim --csv DIR`), creating it, but not its
/// parents, when it is missing.
pub fn prepare_dir(out: &Named) -> Result<(), OutputError> {
    let path = out.path;
    let refuse = |reason: String| OutputError::Refused {
        dir: path.to_path_buf(),
        reason,
    };
    if is_dash(path) {
        return Err(refuse(format!(
            "{} writes a directory of files, which cannot go to standard output; give a directory",
            out.option
        )));
    }
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => probe_writable(path).map_err(|e| {
            refuse(format!(
                "the directory cannot be written ({e}); give a directory you can write"
            ))
        }),
        Ok(_) => Err(refuse(format!(
            "{} names a directory, and this is not one; give a directory (it is created if missing)",
            out.option
        ))),
        Err(e) if e.kind() == io::ErrorKind::NotFound || e.raw_os_error() == Some(20) => {
            // Checked as a new file would be: its parent there and writable.
            check_one(out)?;
            fs::create_dir(path).map_err(|source| OutputError::Io {
                path: path.into(),
                source,
            })
        }
        Err(e) => Err(OutputError::Io {
            path: path.into(),
            source: e,
        }),
    }
}
