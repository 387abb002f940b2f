//! `hdlgen decode`: packet dumps → CSV or Parquet (and an SVG plot), with the
//! layout the model decided. The dump is streamed a chunk at a time: memory
//! stays constant whatever its size.

pub mod command;
pub mod csv;
#[cfg(feature = "parquet")]
pub mod parquet;
pub mod plot;

use std::io::{self, Read};

use crate::model::packer::{FieldKind, Packer};
use crate::packet::{DecodeError, Decoder, Layout, Record, Span, Stats};

/// The decoder's view of `p`'s packet layout.
pub fn layout(p: &Packer) -> Layout {
    let span = |k| {
        p.field(k).map_or(
            Span {
                offset: 0,
                width: 1,
            },
            |f| Span {
                offset: f.offset,
                width: f.width,
            },
        )
    };
    Layout {
        packet_bytes: (p.stream_width / 8) as usize,
        id: p.layout_id,
        counter0: span(FieldKind::Counter(0)),
        counters: p.counters,
        overflow: span(FieldKind::Overflow),
        pc: span(FieldKind::Pc),
        cycles: span(FieldKind::Cycles),
        instr: span(FieldKind::Instr),
        halted: span(FieldKind::Halted),
        register0: span(FieldKind::Register(0)),
        registers: p.registers,
        seq: span(FieldKind::Seq),
        layout_id: span(FieldKind::LayoutId),
    }
}

/// Where decoded packets go, a chunk at a time.
pub trait Sink {
    /// Takes the next packets, in stream order.
    fn write(&mut self, records: &[Record]) -> io::Result<()>;
    /// Ends the output (a file's footer, a plot); called once, after the last
    /// packet.
    fn finish(&mut self) -> io::Result<()>;
}

/// Packets decoded per read: a few MiB at the widest layout.
const CHUNK_PACKETS: usize = 8192;

/// Sequence gaps listed in a summary (the count covers them all).
const MAX_GAPS_LISTED: usize = 10;

/// What a streamed decode saw.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    /// Packets, gaps and packets lost, as the decoder counts them.
    pub stats: Stats,
    /// The first gaps: (packet index, sequence number expected, found).
    pub gaps: Vec<(u64, u32, u32)>,
    /// The layout id every packet carried (decoding stops at another).
    pub layout_id: u16,
}

/// Why a streamed decode stopped.
#[derive(Debug)]
pub enum StreamError {
    /// Reading the dump failed.
    Read(io::Error),
    /// Writing to sink number `sink` (in the order given) failed.
    Write {
        /// Index of the sink in `stream`'s list.
        sink: usize,
        /// The underlying error.
        error: io::Error,
    },
    /// The dump is not packets of this layout (with the byte offset).
    Decode {
        /// Byte offset of the packet (or of the incomplete tail).
        offset: u64,
        /// What is wrong there.
        error: DecodeError,
    },
}

impl std::fmt::Display for StreamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StreamError::Read(e) | StreamError::Write { error: e, .. } => write!(f, "{e}"),
            StreamError::Decode { offset, error } => write!(f, "at byte {offset}: {error}"),
        }
    }
}

/// Fills `buf` from `input` as far as it goes (a pipe may return less than
/// asked); returns the bytes read.
fn fill(input: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut len = 0;
    while len < buf.len() {
        match input.read(&mut buf[len..]) {
            Ok(0) => break,
            Ok(k) => len += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(len)
}

/// Decodes the packets `input` yields into every sink, a chunk at a time;
/// `progress` hears the bytes consumed after each chunk.
pub fn stream(
    p: &Packer,
    mut input: impl Read,
    sinks: &mut [&mut dyn Sink],
    progress: &mut dyn FnMut(u64),
) -> Result<Summary, StreamError> {
    let l = layout(p);
    let n = l.packet_bytes;
    let mut d = Decoder::new(l);
    let mut buf = vec![0u8; n * CHUNK_PACKETS];
    let mut records = vec![Record::default(); CHUNK_PACKETS];
    let mut summary = Summary {
        layout_id: l.id,
        ..Summary::default()
    };
    let mut packet = 0u64;
    loop {
        let len = fill(&mut input, &mut buf).map_err(StreamError::Read)?;
        let whole = len / n;
        for (chunk, r) in buf[..whole * n].chunks_exact(n).zip(&mut records) {
            crate::packet::prefetch(
                chunk
                    .as_ptr()
                    .wrapping_add(n + crate::packet::PREFETCH_BYTES),
            );
            let expect = d.expected();
            d.decode_into(chunk, packet as usize, r)
                .map_err(|error| StreamError::Decode {
                    offset: packet * n as u64,
                    error,
                })?;
            if let Some(e) = expect.filter(|&e| e != r.seq) {
                if summary.gaps.len() < MAX_GAPS_LISTED {
                    summary.gaps.push((packet, e, r.seq));
                }
            }
            packet += 1;
        }
        for (sink, s) in sinks.iter_mut().enumerate() {
            s.write(&records[..whole])
                .map_err(|error| StreamError::Write { sink, error })?;
        }
        progress(packet * n as u64);
        if whole * n < len {
            return Err(StreamError::Decode {
                offset: packet * n as u64,
                error: DecodeError::Truncated {
                    len: len - whole * n,
                    packet_bytes: n,
                },
            });
        }
        if len < buf.len() {
            break;
        }
    }
    for (sink, s) in sinks.iter_mut().enumerate() {
        s.finish()
            .map_err(|error| StreamError::Write { sink, error })?;
    }
    summary.stats = d.stats();
    Ok(summary)
}

/// Decodes the packets `input` yields into CSV on `out`.
pub fn stream_csv(
    p: &Packer,
    input: impl Read,
    out: impl io::Write,
) -> Result<Summary, StreamError> {
    let mut csv =
        csv::Csv::new(layout(p), out).map_err(|error| StreamError::Write { sink: 0, error })?;
    stream(p, input, &mut [&mut csv], &mut |_| {})
}

/// Decodes `dump` into CSV text (the streamed decoder, in memory).
pub fn to_csv(p: &Packer, dump: &[u8]) -> Result<(String, Stats), DecodeError> {
    let mut out = Vec::new();
    match stream_csv(p, dump, &mut out) {
        Ok(s) => Ok((String::from_utf8(out).expect("CSV is ASCII"), s.stats)),
        Err(StreamError::Decode { error, .. }) => Err(error),
        Err(StreamError::Read(e) | StreamError::Write { error: e, .. }) => {
            unreachable!("reading a slice into a Vec: {e}")
        }
    }
}
