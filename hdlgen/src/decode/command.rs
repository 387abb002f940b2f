//! The `hdlgen decode` command: its files, its progress bar and its summary.
//!
//! Its outputs go through [`crate::output`]: checked before the dump is
//! opened, and each file appears only whole.

use std::fs::{self, File};
use std::io::{self, BufWriter, IsTerminal, Read};
use std::path::{Path, PathBuf};

use super::{stream, Sink, StreamError, Summary};
use crate::model::packer::Packer;
use crate::output::{self, Dest, Named, OutFile, OutputError};

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
    /// The description the layout comes from (an input: never overwritten).
    pub description: &'a Path,
    /// The packet dump; `-` is standard input.
    pub input: &'a Path,
    /// The table; standard output when `None` or `-`.
    pub output: Option<&'a Path>,
    /// The table's format.
    pub format: Format,
    /// An SVG plot of the counters over the run.
    pub plot: Option<&'a Path>,
}

/// Why `hdlgen decode` could not run or stopped.
#[derive(Debug)]
pub enum CommandError {
    /// The request cannot be carried out as asked.
    Usage(String),
    /// The dump could not be opened or read.
    Input(PathBuf, io::Error),
    /// An output could not be written (or was refused up front).
    Output(OutputError),
    /// The dump is not packets of this layout.
    Decode(PathBuf, StreamError),
}

impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CommandError::Usage(m) => write!(f, "{m}"),
            CommandError::Input(p, e) => write!(f, "cannot read {}: {e}", p.display()),
            CommandError::Output(e) => write!(f, "{e}"),
            CommandError::Decode(p, e) => {
                write!(f, "{}: {e}; no output file was written", p.display())
            }
        }
    }
}

impl From<OutputError> for CommandError {
    fn from(e: OutputError) -> Self {
        CommandError::Output(e)
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

/// The request's outputs, checked against its inputs and each other.
fn plan(req: &Request) -> Result<Vec<Dest>, CommandError> {
    let table = req.output.unwrap_or(Path::new("-"));
    let inputs = [
        Named {
            option: "--soc",
            path: req.description,
        },
        Named {
            option: "--input",
            path: req.input,
        },
    ];
    let mut outputs = vec![Named {
        option: "--output",
        path: table,
    }];
    outputs.extend(req.plot.map(|path| Named {
        option: "--plot",
        path,
    }));
    let dests = output::plan(&inputs, &outputs)?;
    if req.format == Format::Parquet && dests[0] == Dest::Stdout && io::stdout().is_terminal() {
        return Err(CommandError::Usage(
            "--format parquet writes binary data, which is not written to a terminal: give --output FILE.parquet or redirect standard output".into(),
        ));
    }
    Ok(dests)
}

/// The table's sink on `out`.
fn table_sink(
    format: Format,
    layout: crate::packet::Layout,
    out: BufWriter<OutFile>,
) -> io::Result<Box<dyn Sink>> {
    Ok(match format {
        Format::Csv => Box::new(super::csv::Csv::new(layout, out)?),
        #[cfg(feature = "parquet")]
        Format::Parquet => Box::new(super::parquet::Parquet::new(layout, out)?),
        #[cfg(not(feature = "parquet"))]
        Format::Parquet => unreachable!("refused in run"),
    })
}

/// Decodes `req.input` with `p`'s layout into the requested outputs. Every
/// output path is checked before the dump is opened.
pub fn run(p: &Packer, req: &Request) -> Result<Summary, CommandError> {
    let layout = super::layout(p);
    #[cfg(not(feature = "parquet"))]
    if req.format == Format::Parquet {
        return Err(CommandError::Usage(
            "this hdlgen was built without Parquet support: install it with `cargo install --locked --path hdlgen --features parquet` (or build with `cargo build --release -p hdlgen --features parquet`)".into(),
        ));
    }
    let dests = plan(req)?;
    let input: Box<dyn Read> = if output::is_dash(req.input) {
        Box::new(io::stdin().lock())
    } else {
        Box::new(File::open(req.input).map_err(|e| CommandError::Input(req.input.into(), e))?)
    };
    let (table_file, table_done) = OutFile::create(&dests[0])?;
    let mut table = table_sink(req.format, layout, BufWriter::new(table_file))
        .map_err(|e| output::write_error(&dests[0], e))?;
    let mut pending = vec![table_done];
    let mut plot = match dests.get(1) {
        Some(dest) => {
            let (f, done) = OutFile::create(dest)?;
            pending.push(done);
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
    let summary = summary.map_err(|e| match e {
        StreamError::Read(e) => CommandError::Input(req.input.into(), e),
        StreamError::Write { sink, error } => output::write_error(&dests[sink], error).into(),
        e @ StreamError::Decode { .. } => CommandError::Decode(req.input.into(), e),
    })?;
    drop((table, plot));
    for done in pending {
        done.commit()?;
    }
    Ok(summary)
}

/// The summary `hdlgen decode` prints at the end.
pub fn report(s: &Summary, packet_bytes: usize) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let st = s.stats;
    if st.packets == 0 {
        out.push_str("hdlgen: the dump is empty: no packets decoded\n");
        return out;
    }
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
