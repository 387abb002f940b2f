//! `hdlgen decode`: packet dumps → CSV, with the layout the model decided.
//! The dump is streamed: memory stays constant whatever its size.

use std::fmt::Write as _;
use std::io::{self, Read};

use crate::model::packer::{FieldKind, Packer};
use crate::packet::{Decoder, Layout, Record, Span, Stats};

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

/// The CSV header row.
pub fn csv_header(l: &Layout) -> String {
    let mut s = String::from("seq,pc,instr,cycles,halted,overflow");
    for i in 0..l.counters {
        let _ = write!(s, ",counter{i}");
    }
    for i in 0..l.registers {
        let _ = write!(s, ",reg{i}");
    }
    s.push('\n');
    s
}

/// Appends `r` as one CSV row.
pub fn csv_row(out: &mut String, l: &Layout, r: &Record) {
    let _ = write!(
        out,
        "{},{:#x},{:#010x},{},{},{:#x}",
        r.seq, r.pc, r.instr, r.cycles, r.halted, r.overflow
    );
    for c in &r.counters[..l.counters as usize] {
        let _ = write!(out, ",{c}");
    }
    for v in &r.registers[..l.registers as usize] {
        let _ = write!(out, ",{v:#x}");
    }
    out.push('\n');
}

/// Decodes `dump` into CSV text (the streamed decoder, in memory).
pub fn to_csv(p: &Packer, dump: &[u8]) -> Result<(String, Stats), crate::packet::DecodeError> {
    let mut out = Vec::new();
    match stream_csv(p, dump, &mut out) {
        Ok(s) => Ok((String::from_utf8(out).expect("CSV is ASCII"), s.stats)),
        Err(StreamError::Decode { error, .. }) => Err(error),
        Err(StreamError::Io(e)) => unreachable!("reading a slice into a Vec: {e}"),
    }
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
}

/// Why a streamed decode stopped.
#[derive(Debug)]
pub enum StreamError {
    /// Reading the dump or writing the CSV failed.
    Io(io::Error),
    /// The dump is not packets of this layout (with the byte offset).
    Decode {
        /// Byte offset of the packet (or of the incomplete tail).
        offset: u64,
        /// What is wrong there.
        error: crate::packet::DecodeError,
    },
}

impl std::fmt::Display for StreamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StreamError::Io(e) => write!(f, "{e}"),
            StreamError::Decode { offset, error } => write!(f, "at byte {offset}: {error}"),
        }
    }
}

/// Decodes the packets `input` yields into CSV on `out`, a chunk at a time.
pub fn stream_csv(
    p: &Packer,
    mut input: impl Read,
    mut out: impl io::Write,
) -> Result<Summary, StreamError> {
    let l = layout(p);
    let n = l.packet_bytes;
    out.write_all(csv_header(&l).as_bytes())
        .map_err(StreamError::Io)?;
    let mut d = Decoder::new(l);
    let mut buf = vec![0u8; n * CHUNK_PACKETS];
    let mut text = String::new();
    let mut summary = Summary::default();
    let mut packet = 0u64;
    let mut expect: Option<u32> = None;
    loop {
        // Fill the buffer (a pipe may return less than asked).
        let mut len = 0;
        while len < buf.len() {
            match input.read(&mut buf[len..]) {
                Ok(0) => break,
                Ok(k) => len += k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(StreamError::Io(e)),
            }
        }
        let whole = len - len % n;
        text.clear();
        for chunk in buf[..whole].chunks_exact(n) {
            let r = d
                .decode(chunk, packet as usize)
                .map_err(|error| StreamError::Decode {
                    offset: packet * n as u64,
                    error,
                })?;
            if let Some(e) = expect {
                if r.seq != e && summary.gaps.len() < MAX_GAPS_LISTED {
                    summary.gaps.push((packet, e, r.seq));
                }
            }
            expect = Some(r.seq.wrapping_add(1));
            csv_row(&mut text, &l, &r);
            packet += 1;
        }
        out.write_all(text.as_bytes()).map_err(StreamError::Io)?;
        if whole < len {
            return Err(StreamError::Decode {
                offset: packet * n as u64,
                error: crate::packet::DecodeError::Truncated {
                    len: len - whole,
                    packet_bytes: n,
                },
            });
        }
        if len < buf.len() {
            break;
        }
    }
    out.flush().map_err(StreamError::Io)?;
    summary.stats = d.stats();
    Ok(summary)
}
