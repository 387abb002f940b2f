//! The oracle: what one input must do, accepted or rejected, to pass.

use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::support::{check_outputs, check_rejection};

/// What one input did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Accepted,
    Rejected,
}

/// Runs one input through the front end (and, if accepted, every emitter).
/// `Err` is a bug: a panic, a rejection without location or field, or an
/// output with injected code.
pub fn check(file: &str, bytes: &[u8]) -> Result<Outcome, String> {
    let loaded = catch_unwind(AssertUnwindSafe(|| hdlgen::load_bytes(file, bytes)))
        .map_err(|p| format!("panic in load: {}", panic_text(&p)))?;
    match loaded {
        Err(e) => {
            let text = String::from_utf8_lossy(bytes);
            check_rejection(file, &text, &e)?;
            if std::env::var_os("HDLGEN_FUZZ_STATS").is_some() {
                if let hdlgen::LoadError::Description(d) = &e {
                    let f: String = d.0[0]
                        .field
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .collect();
                    let m: String = d.0[0]
                        .message
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .take(40)
                        .collect();
                    eprintln!("STAT {f} | {m}");
                }
            }
            Ok(Outcome::Rejected)
        }
        Ok(soc) => {
            let files = catch_unwind(AssertUnwindSafe(|| hdlgen::emit::generate(&soc)))
                .map_err(|p| format!("panic in generate: {}", panic_text(&p)))?;
            check_outputs(&files)?;
            if let Some(d) = crate::support::duplicate_definition(&files) {
                return Err(format!("generated code defines a name twice: {d}"));
            }
            Ok(Outcome::Accepted)
        }
    }
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "(non-string panic)".into())
}
