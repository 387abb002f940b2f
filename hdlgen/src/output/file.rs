//! One output file, written so that it appears only whole.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::PathBuf;

use super::{write_error, Dest, OutputError};

enum Target {
    Stdout(io::Stdout),
    File(File),
}

/// An output being written: standard output, a device written in place, or
/// a regular file's temporary sibling, which its [`Pending`] renames into
/// place.
pub struct OutFile {
    target: Target,
}

/// What remains to do for an output once it is written: rename a regular
/// file's temporary sibling into place. Dropped without
/// [`Pending::commit`], it removes that file, so a failed run leaves none.
pub struct Pending {
    dest: Dest,
    tmp: Option<PathBuf>,
}

impl OutFile {
    /// Opens `dest` for writing (a regular file's temporary sibling).
    pub fn create(dest: &Dest) -> Result<(Self, Pending), OutputError> {
        let at = |source| OutputError::Io {
            path: dest.name().into(),
            source,
        };
        let (tmp, target) = match dest {
            Dest::Stdout => (None, Target::Stdout(io::stdout())),
            Dest::InPlace(p) => (
                None,
                Target::File(OpenOptions::new().write(true).open(p).map_err(at)?),
            ),
            Dest::File(p) => {
                let tmp = temporary_beside(p);
                let f = File::create(&tmp).map_err(at)?;
                (Some(tmp), Target::File(f))
            }
        };
        Ok((
            Self { target },
            Pending {
                dest: dest.clone(),
                tmp,
            },
        ))
    }
}

impl Pending {
    /// A path for a writer that opens files by name (Verilator's VCD
    /// writer): the regular file's temporary sibling, or, for standard
    /// output or a device, a temporary file copied there by `commit`.
    pub fn staged(dest: &Dest) -> Result<(PathBuf, Self), OutputError> {
        let tmp = match dest {
            Dest::File(p) => temporary_beside(p),
            Dest::Stdout | Dest::InPlace(_) => std::env::temp_dir().join(format!(
                "hdlgen-staged-{}-{}",
                std::process::id(),
                STAGED.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            )),
        };
        // Created now, so a writer that cannot open it is not the first to know.
        File::create(&tmp).map_err(|source| OutputError::Io {
            path: dest.name().into(),
            source,
        })?;
        Ok((
            tmp.clone(),
            Self {
                dest: dest.clone(),
                tmp: Some(tmp),
            },
        ))
    }

    /// Where the output goes.
    pub fn dest(&self) -> &Dest {
        &self.dest
    }

    /// Puts the written output in place (call once its writer is flushed
    /// and closed): renames a regular file, copies a staged file to
    /// standard output or a device.
    pub fn commit(mut self) -> Result<(), OutputError> {
        let Some(tmp) = self.tmp.take() else {
            return Ok(());
        };
        let fail = |e| {
            let _ = fs::remove_file(&tmp);
            write_error(&self.dest, e)
        };
        match &self.dest {
            Dest::File(path) => fs::rename(&tmp, path).map_err(fail),
            dest => {
                let (mut out, _) = OutFile::create(dest)?;
                let copied = File::open(&tmp)
                    .and_then(|mut staged| io::copy(&mut staged, &mut out))
                    .and_then(|_| out.flush());
                let _ = fs::remove_file(&tmp);
                copied.map_err(|e| write_error(dest, e))
            }
        }
    }
}

/// Staged files made by this process so far (their names' suffix).
static STAGED: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// The temporary sibling a regular file `p` is written to.
fn temporary_beside(p: &std::path::Path) -> PathBuf {
    let name = p
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy());
    p.with_file_name(format!(".{name}.hdlgen-tmp-{}", std::process::id()))
}

impl Write for OutFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.target {
            Target::Stdout(s) => s.write(buf),
            Target::File(f) => f.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.target {
            Target::Stdout(s) => s.flush(),
            Target::File(f) => f.flush(),
        }
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let Some(tmp) = &self.tmp {
            let _ = fs::remove_file(tmp);
        }
    }
}

/// Writes `text` to `dest` whole: aside and renamed for a regular file.
pub fn write_whole(dest: &Dest, text: &[u8]) -> Result<(), OutputError> {
    let (mut f, pending) = OutFile::create(dest)?;
    f.write_all(text)
        .and_then(|()| f.flush())
        .map_err(|e| write_error(dest, e))?;
    drop(f);
    pending.commit()
}

/// Writes `text` to standard output; a closed pipe is
/// [`OutputError::ClosedPipe`], any other failure names standard output.
pub fn print_stdout(text: &str) -> Result<(), OutputError> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| write_error(&Dest::Stdout, e))
}
