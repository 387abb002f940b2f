//! What a rejection must look like: every diagnostic names the file, a
//! line and column inside the text, a field and a message.

use hdlgen::{Diagnostic, LoadError};

/// Why a rejection of `text` (read as `file`) is not reported properly, if it is not.
pub fn check_rejection(file: &str, text: &str, e: &LoadError) -> Result<(), String> {
    let LoadError::Description(errs) = e else {
        return Err(format!("rejected without a description error: {e}"));
    };
    if errs.0.is_empty() {
        return Err("rejected with an empty error list".into());
    }
    let lines: Vec<&str> = text.split('\n').collect();
    for d in &errs.0 {
        check_diagnostic(file, &lines, d)?;
    }
    Ok(())
}

fn check_diagnostic(file: &str, lines: &[&str], d: &Diagnostic) -> Result<(), String> {
    if d.file != file {
        return Err(format!("{d}: names file {:?}, not {file:?}", d.file));
    }
    if d.line == 0 || d.line > lines.len() {
        return Err(format!("{d}: line {} outside 1..={}", d.line, lines.len()));
    }
    let width = lines[d.line - 1].chars().count();
    if d.col == 0 || d.col > width + 1 {
        return Err(format!(
            "{d}: column {} outside 1..={} of line {}",
            d.col,
            width + 1,
            d.line
        ));
    }
    if d.field.trim().is_empty() {
        return Err(format!("{d}: no field"));
    }
    if d.message.trim().is_empty() {
        return Err(format!("{d}: no message"));
    }
    let shown = d.to_string();
    let head = format!("{file}:{}:{}: error: {}: ", d.line, d.col, d.field);
    if !shown.starts_with(&head) {
        return Err(format!("{shown:?} does not start with {head:?}"));
    }
    Ok(())
}
