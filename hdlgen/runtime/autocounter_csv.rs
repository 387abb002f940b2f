//! FireSim's AutoCounter CSV, version 1: one file per clock domain.
//!
//! ```text
//! version,1
//! Clock Domain Name, <name>, Base Multiplier, <M>, Base Divisor, <N>
//! label,local_cycle,<path>_<label>,...
//! "description","Clock cycles elapsed in the local domain.","<description>",...
//! type,Accumulate,<Accumulate|Identity>,...
//! event width,1,<width>,...
//! accumulator width,64,64,...
//! <base cycle>,<local cycle>,<value>,...
//! ```
//!
//! Plain Rust, not a template: the driver crate carries it as is and hdlgen's
//! harness compiles the same file. Writes to any `core::fmt::Write`.

use core::fmt::{self, Write};

/// One counter column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Column<'a> {
    /// Instance path as FireSim spells it (components joined with `_`).
    pub path: &'a str,
    /// Label.
    pub label: &'a str,
    /// Description (quoted in the file, inner quotes doubled).
    pub description: &'a str,
    /// Identity (else accumulate).
    pub identity: bool,
    /// Event / value width.
    pub width: u32,
}

/// One clock domain's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Domain<'a> {
    /// Domain name.
    pub name: &'a str,
    /// Base multiplier.
    pub multiplier: u32,
    /// Base divisor.
    pub divisor: u32,
    /// Counter columns, in sample order.
    pub columns: &'a [Column<'a>],
}

/// The counter width every column reports (accumulators are 64 bits).
pub const ACCUMULATOR_WIDTH: u32 = 64;

fn quoted(out: &mut impl Write, s: &str) -> fmt::Result {
    out.write_char('"')?;
    for c in s.chars() {
        match c {
            '"' => out.write_str("\"\"")?,
            // One record per line: line breaks become spaces.
            '\n' | '\r' => out.write_char(' ')?,
            c => out.write_char(c)?,
        }
    }
    out.write_char('"')
}

/// The seven header rows.
pub fn write_header(out: &mut impl Write, d: &Domain<'_>) -> fmt::Result {
    writeln!(out, "version,1")?;
    writeln!(
        out,
        "Clock Domain Name, {}, Base Multiplier, {}, Base Divisor, {}",
        d.name, d.multiplier, d.divisor
    )?;
    write!(out, "label,local_cycle")?;
    for c in d.columns {
        write!(out, ",{}_{}", c.path, c.label)?;
    }
    writeln!(out)?;
    write!(
        out,
        "\"description\",\"Clock cycles elapsed in the local domain.\""
    )?;
    for c in d.columns {
        out.write_char(',')?;
        quoted(out, c.description)?;
    }
    writeln!(out)?;
    write!(out, "type,Accumulate")?;
    for c in d.columns {
        write!(
            out,
            ",{}",
            if c.identity { "Identity" } else { "Accumulate" }
        )?;
    }
    writeln!(out)?;
    write!(out, "event width,1")?;
    for c in d.columns {
        write!(out, ",{}", c.width)?;
    }
    writeln!(out)?;
    write!(out, "accumulator width,{ACCUMULATOR_WIDTH}")?;
    for _ in d.columns {
        write!(out, ",{ACCUMULATOR_WIDTH}")?;
    }
    writeln!(out)
}

/// One sample row.
pub fn write_row(
    out: &mut impl Write,
    base_cycle: u64,
    local_cycle: u64,
    values: &[u64],
) -> fmt::Result {
    write!(out, "{base_cycle},{local_cycle}")?;
    for v in values {
        write!(out, ",{v}")?;
    }
    writeln!(out)
}
