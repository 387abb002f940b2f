//! Parquet output of `hdlgen decode --format parquet`: one column per packet
//! field and one per counter and register, unsigned integers annotated as
//! such, so pandas, polars and DuckDB read them with their real types.
//!
//! Rows are buffered per row group (bounded memory) and each group is
//! written as it fills.

use std::fmt::Write as _;
use std::io;
use std::sync::Arc;

use parquet::basic::Compression;
use parquet::data_type::{Int32Type, Int64Type};
use parquet::file::properties::{EnabledStatistics, WriterProperties};
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;
use parquet::schema::types::ColumnPath;

use super::Sink;
use crate::packet::{Layout, Record};

/// Rows per row group: 256 Ki packets, about 40 MB of buffered columns at
/// the example's layout. The footer, held in memory until the end, grows by
/// about 650 bytes per column and row group: large groups keep that small
/// (8 MB for an 8 GiB dump of the example).
const ROW_GROUP: usize = 262_144;

/// The Parquet schema of `l`'s packets.
pub fn schema(l: &Layout) -> String {
    let mut s = String::from("message packet {\n");
    let mut col = |name: &str, physical: &str, bits: u32| {
        let _ = writeln!(s, "  required {physical} {name} (INTEGER({bits},false));");
    };
    col("seq", "int32", 32);
    col("pc", "int64", 64);
    col("instr", "int32", 32);
    col("cycles", "int64", 64);
    col("halted", "int64", 64);
    col("overflow", "int64", 64);
    for i in 0..l.counters {
        col(&format!("counter{i}"), "int32", 16);
    }
    for i in 0..l.registers {
        col(&format!("reg{i}"), "int64", 64);
    }
    s.push('}');
    s
}

/// Buffered columns of one row group, in the schema's order. Parquet's
/// physical types are signed: the unsigned annotation tells readers to take
/// the bits as they are, so values are stored by bit pattern.
#[derive(Default)]
struct Columns {
    seq: Vec<i32>,
    pc: Vec<i64>,
    instr: Vec<i32>,
    /// cycles, halted, overflow.
    wide: [Vec<i64>; 3],
    /// Kept as read (two bytes a value), widened when a group is written.
    counters: Vec<Vec<u16>>,
    /// The widened counter column being written.
    scratch: Vec<i32>,
    registers: Vec<Vec<i64>>,
}

/// Writes packets to a Parquet file on `W`.
pub struct Parquet<W: io::Write + Send> {
    writer: Option<SerializedFileWriter<W>>,
    columns: Columns,
}

fn to_io(e: parquet::errors::ParquetError) -> io::Error {
    io::Error::other(e)
}

impl<W: io::Write + Send> Parquet<W> {
    /// Starts a Parquet file of `layout`'s packets on `out`.
    pub fn new(layout: Layout, out: W) -> io::Result<Self> {
        let schema = Arc::new(parse_message_type(&schema(&layout)).map_err(to_io)?);
        // Dictionaries pay for the counters (a few distinct small values)
        // and cost time for wide fields (PCs, cycle counts: nearly all
        // distinct).
        let mut props = WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .set_dictionary_enabled(false)
            // Statistics per row group, not per page: less footer to hold.
            .set_statistics_enabled(EnabledStatistics::Chunk)
            .set_created_by(format!("hdlgen {}", env!("CARGO_PKG_VERSION")))
            .set_max_row_group_row_count(Some(ROW_GROUP));
        for i in 0..layout.counters {
            props =
                props.set_column_dictionary_enabled(ColumnPath::from(format!("counter{i}")), true);
        }
        let props = props.build();
        let writer = SerializedFileWriter::new(out, schema, Arc::new(props)).map_err(to_io)?;
        Ok(Self {
            writer: Some(writer),
            columns: Columns {
                counters: vec![Vec::new(); layout.counters as usize],
                registers: vec![Vec::new(); layout.registers as usize],
                ..Columns::default()
            },
        })
    }

    fn push(&mut self, r: &Record) {
        let c = &mut self.columns;
        c.seq.push(r.seq as i32);
        c.pc.push(r.pc as i64);
        c.instr.push(r.instr as i32);
        for (col, v) in c.wide.iter_mut().zip([r.cycles, r.halted, r.overflow]) {
            col.push(v as i64);
        }
        for (col, &v) in c.counters.iter_mut().zip(&r.counters) {
            col.push(v);
        }
        for (col, &v) in c.registers.iter_mut().zip(&r.registers) {
            col.push(v as i64);
        }
    }

    /// Writes the buffered rows as one row group.
    fn flush_group(&mut self) -> io::Result<()> {
        if self.columns.seq.is_empty() {
            return Ok(());
        }
        let writer = self
            .writer
            .as_mut()
            .ok_or_else(|| io::Error::other("Parquet file already finished"))?;
        let mut group = writer.next_row_group().map_err(to_io)?;
        let c = &mut self.columns;
        let order: Vec<Either> = [
            Either::I32(&mut c.seq),
            Either::I64(&mut c.pc),
            Either::I32(&mut c.instr),
        ]
        .into_iter()
        .chain(c.wide.iter_mut().map(Either::I64))
        .chain(c.counters.iter_mut().map(Either::U16))
        .chain(c.registers.iter_mut().map(Either::I64))
        .collect();
        for col in order {
            let mut w = group
                .next_column()
                .map_err(to_io)?
                .ok_or_else(|| io::Error::other("the schema has fewer columns than the layout"))?;
            match col {
                Either::I32(v) => {
                    w.typed::<Int32Type>()
                        .write_batch(v, None, None)
                        .map_err(to_io)?;
                    v.clear();
                }
                Either::I64(v) => {
                    w.typed::<Int64Type>()
                        .write_batch(v, None, None)
                        .map_err(to_io)?;
                    v.clear();
                }
                Either::U16(v) => {
                    c.scratch.clear();
                    c.scratch.extend(v.iter().map(|&x| i32::from(x)));
                    w.typed::<Int32Type>()
                        .write_batch(&c.scratch, None, None)
                        .map_err(to_io)?;
                    v.clear();
                }
            }
            w.close().map_err(to_io)?;
        }
        group.close().map_err(to_io)?;
        Ok(())
    }
}

/// A buffered column, by the type it is buffered as.
enum Either<'a> {
    I32(&'a mut Vec<i32>),
    I64(&'a mut Vec<i64>),
    U16(&'a mut Vec<u16>),
}

impl<W: io::Write + Send> Sink for Parquet<W> {
    fn write(&mut self, records: &[Record]) -> io::Result<()> {
        for r in records {
            self.push(r);
            if self.columns.seq.len() == ROW_GROUP {
                self.flush_group()?;
            }
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        self.flush_group()?;
        if let Some(w) = self.writer.take() {
            let mut inner = w.into_inner().map_err(to_io)?;
            inner.flush()?;
        }
        Ok(())
    }
}
