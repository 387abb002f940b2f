//! Diagnostics: every problem in a description, with file, line, column and field.

use std::fmt;
use std::ops::Range;

/// One problem found in a description file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Path of the description file as given on the command line.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
    /// Dotted path of the offending field, e.g. `tile[3].kind`.
    pub field: String,
    /// What is wrong and what would be valid.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: error: {}: {}",
            self.file, self.line, self.col, self.field, self.message
        )
    }
}

/// Turns byte offsets of one source text into line/column positions.
pub struct SourceMap<'a> {
    file: &'a str,
    text: &'a str,
    /// Byte offset where each line starts: found once, so a file with
    /// thousands of errors is not rescanned for each.
    line_starts: Vec<usize>,
}

impl<'a> SourceMap<'a> {
    /// A map over `text`, read from `file`.
    pub fn new(file: &'a str, text: &'a str) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Self {
            file,
            text,
            line_starts,
        }
    }

    /// 1-based (line, column) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        let col = self
            .text
            .get(start..offset)
            .map_or(offset - start, |t| t.chars().count())
            + 1;
        (line, col)
    }

    /// A diagnostic at the start of `span`.
    pub fn error(
        &self,
        span: &Range<usize>,
        field: &str,
        message: impl Into<String>,
    ) -> Diagnostic {
        let (line, col) = self.line_col(span.start);
        Diagnostic {
            file: self.file.to_string(),
            line,
            col,
            field: shorten(field),
            message: shorten(&message.into()),
        }
    }
}

/// Longest run of non-blank characters a message shows in full.
const LONGEST_SHOWN: usize = 80;

/// `text` with every run of non-blank characters longer than
/// [`LONGEST_SHOWN`] cut to its start and end around the number of
/// characters left out: a message about a megabyte-long name must not repeat
/// the name. The location already points at the full text.
pub fn shorten(text: &str) -> String {
    if text.len() <= LONGEST_SHOWN {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len().min(4096));
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        let n = run.chars().count();
        if n > LONGEST_SHOWN {
            let head: String = run.chars().take(48).collect();
            let tail: String = run.chars().skip(n - 16).collect();
            out.push_str(&format!("{head}…[{} characters]…{tail}", n - 64));
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut run, &mut out);
            out.push(c);
        } else {
            run.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

/// All the problems of one description, reported together.
#[derive(Debug, Clone, thiserror::Error)]
pub struct DescriptionErrors(pub Vec<Diagnostic>);

impl fmt::Display for DescriptionErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_values_are_cut_around_their_length() {
        let name = format!("a{}z", "b".repeat(1 << 20));
        let msg = format!("\"{name}\" is longer than 40 characters");
        let short = shorten(&msg);
        assert!(short.len() < 200, "{short}");
        assert!(short.starts_with("\"abbb"), "{short}");
        assert!(
            short.ends_with("bbz\" is longer than 40 characters"),
            "{short}"
        );
        assert!(
            short.contains(&format!("[{} characters]", name.len() + 2 - 64)),
            "{short}"
        );
        // Ordinary messages are left alone.
        let plain = "valid keys here: name, kind; did you mean `kind`?";
        assert_eq!(shorten(plain), plain);
    }
}
