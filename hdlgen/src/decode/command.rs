//! The `hdlgen decode` command: its files, its progress bar and its summary.
//!
//! Every output file appears only whole: it is written aside and renamed
//! when the decode succeeds, and removed when it fails. A device or a pipe
//! (`/dev/null`, a FIFO) is written in place: renaming over it would
//! replace it.

use std::fs::{self, File};
use std::io::{self, BufWriter, IsTerminal};
use std::path::{Path, PathBuf};

use super::{stream, Sink, StreamError, Summary};
use crate::model::packer::Packer;

/// The table format of the decoded packets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One row per packet, text.
    Csv,
    /// One column per field, counter and register (Apache Parquet).
    Parquet,
}

/// What to decode and where to write it.
#[derive(Debug)]
pub struct Request<'a> {
    /// The packet dump.
    pub input: &'a Path,
    /// The table; standard output when `None` (CSV only).
    pub output: Option<&'a Path>,
    /// The table's format.
    pub format: Format,
    /// An SVG plot of the counters over the run.
    pub plot: Option<&'a Path>,
}

/// An output file written aside and renamed into place by `commit`.
struct Aside {
    dest: PathBuf,
    /// `None` when the destination is written in place (not a regular file).
    tmp: Option<PathBuf>,
}

impl Aside {
    fn create(dest: &Path) -> io::Result<(Self, File)> {
        if fs::metadata(dest).is_ok_and(|m| !m.is_file()) {
            let f = fs::OpenOptions::new().write(true).open(dest)?;
            return Ok((
                Self {
                    dest: dest.into(),
                    tmp: None,
                },
                f,
            ));
        }
        let name = dest
            .file_name()
            .map_or_else(|| "out".into(), |n| n.to_string_lossy());
        let tmp = dest.with_file_name(format!(".{name}.hdlgen-tmp-{}", std::process::id()));
        let f = File::create(&tmp)?;
        Ok((
            Self {
                dest: dest.into(),
                tmp: Some(tmp),
            },
            f,
        ))
    }

    fn commit(mut self) -> io::Result<()> {
        match self.tmp.take() {
            Some(tmp) => fs::rename(&tmp, &self.dest).inspect_err(|_| {
                let _ = fs::remove_file(&tmp);
            }),
            None => Ok(()),
        }
    }
}

impl Drop for Aside {
    fn drop(&mut self) {
        if let Some(tmp) = &self.tmp {
            let _ = fs::remove_file(tmp);
        }
    }
}

/// Why `hdlgen decode` could not run or stopped.
#[derive(Debug)]
pub enum CommandError {
    /// The request cannot be carried out as asked.
    Usage(String),
    /// A file could not be opened, read or written.
    File(PathBuf, io::Error),
    /// Decoding stopped.
    Stream(StreamError),
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CommandError::Usage(m) => write!(f, "{m}"),
            CommandError::File(p, e) => write!(f, "{}: {e}", p.display()),
            CommandError::Stream(e) => write!(f, "{e}"),
        }
    }
}

/// A progress bar on a terminal, nothing otherwise.
fn progress_bar(input: &Path) -> indicatif::ProgressBar {
    if !io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let len = fs::metadata(input)
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.len());
    let bar =
        indicatif::ProgressBar::with_draw_target(len, indicatif::ProgressDrawTarget::stderr());
    let template = if len.is_some() {
        "{spinner} decoding [{bar:40}] {bytes}/{total_bytes} {binary_bytes_per_sec} eta {eta}"
    } else {
        "{spinner} decoding {bytes} {binary_bytes_per_sec}"
    };
    if let Ok(style) = indicatif::ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}

/// Decodes `req.input` with `p`'s layout into the requested outputs.
pub fn run(p: &Packer, req: &Request) -> Result<Summary, CommandError> {
    let layout = super::layout(p);
    if req.format == Format::Parquet && req.output.is_none() {
        return Err(CommandError::Usage(
            "--format parquet writes a binary file: give it with --output FILE.parquet".into(),
        ));
    }
    #[cfg(not(feature = "parquet"))]
    if req.format == Format::Parquet {
        return Err(CommandError::Usage(
            "this hdlgen was built without Parquet support: build it with `cargo build --release -p hdlgen --features parquet`".into(),
        ));
    }
    let input = File::open(req.input).map_err(|e| CommandError::File(req.input.into(), e))?;
    let file = |path: &Path| Aside::create(path).map_err(|e| CommandError::File(path.into(), e));

    let mut asides = Vec::new();
    let mut table: Box<dyn Sink> = match (req.output, req.format) {
        (None, _) => Box::new(
            super::csv::Csv::new(layout, BufWriter::new(io::stdout().lock()))
                .map_err(|e| CommandError::Stream(e.into()))?,
        ),
        (Some(path), Format::Csv) => {
            let (aside, f) = file(path)?;
            asides.push(aside);
            Box::new(
                super::csv::Csv::new(layout, BufWriter::new(f))
                    .map_err(|e| CommandError::File(path.into(), e))?,
            )
        }
        #[cfg(feature = "parquet")]
        (Some(path), Format::Parquet) => {
            let (aside, f) = file(path)?;
            asides.push(aside);
            Box::new(
                super::parquet::Parquet::new(layout, BufWriter::new(f))
                    .map_err(|e| CommandError::File(path.into(), e))?,
            )
        }
        #[cfg(not(feature = "parquet"))]
        (Some(_), Format::Parquet) => unreachable!("refused above"),
    };
    let mut plot = match req.plot {
        Some(path) => {
            let (aside, f) = file(path)?;
            asides.push(aside);
            Some(super::plot::Plot::new(&layout, BufWriter::new(f)))
        }
        None => None,
    };
    let bar = progress_bar(req.input);
    let summary = {
        let mut sinks: Vec<&mut dyn Sink> = vec![table.as_mut()];
        if let Some(p) = plot.as_mut() {
            sinks.push(p);
        }
        stream(p, input, &mut sinks, &mut |bytes| bar.set_position(bytes))
    };
    bar.finish_and_clear();
    let summary = summary.map_err(CommandError::Stream)?;
    drop((table, plot));
    for a in asides {
        let dest = a.dest.clone();
        a.commit().map_err(|e| CommandError::File(dest, e))?;
    }
    Ok(summary)
}

/// The summary `hdlgen decode` prints at the end.
pub fn report(s: &Summary, packet_bytes: usize) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let st = s.stats;
    let _ = writeln!(
        out,
        "hdlgen: {} packets decoded (layout id {:#06x} on every one); {} sequence gaps, {} packets lost",
        st.packets, s.layout_id, st.gaps, st.lost
    );
    for (packet, expected, found) in &s.gaps {
        let _ = writeln!(
            out,
            "  gap before packet {packet} (byte {}): sequence number {found}, expected {expected} ({} missing)",
            packet * packet_bytes as u64,
            found.wrapping_sub(*expected)
        );
    }
    if s.gaps.len() < st.gaps as usize {
        let _ = writeln!(out, "  ({} more gaps)", st.gaps as usize - s.gaps.len());
    }
    if st.lost > 0 {
        let _ = writeln!(
            out,
            "  the packer numbers every packet it drops, so lost packets were dropped by the hardware (FIFO full without halting) or lost on the way to the dump"
        );
    }
    out
}
