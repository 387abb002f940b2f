//! Preset formulas: "a + b - c" over native events.

/// Parses "a + b - c": terms with signs. `event` maps a name to its index.
/// Errors carry the byte offset in the formula.
pub(super) fn parse_formula(
    f: &str,
    event: impl Fn(&str) -> Option<usize>,
) -> Result<Vec<(i8, usize)>, (usize, String)> {
    let mut terms = Vec::new();
    let mut sign = 1i8;
    let mut expect_term = true;
    let b = f.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' => i += 1,
            b'+' | b'-' if !expect_term => {
                sign = if b[i] == b'+' { 1 } else { -1 };
                expect_term = true;
                i += 1;
            }
            c if expect_term && (c.is_ascii_lowercase() || c == b'_') => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                let name = &f[start..i];
                let e = event(name).ok_or_else(|| {
                    (
                        start,
                        format!("\"{name}\" is not a native event of [[programmable.event]]"),
                    )
                })?;
                terms.push((sign, e));
                expect_term = false;
            }
            _ => {
                let want = if expect_term {
                    "an event name"
                } else {
                    "+ or -"
                };
                return Err((
                    i,
                    format!(
                        "expected {want} at \"{}\"",
                        f[i..].chars().take(8).collect::<String>()
                    ),
                ));
            }
        }
    }
    if expect_term {
        return Err((
            f.len(),
            "the formula ends without an event; e.g. \"hit + miss\"".into(),
        ));
    }
    Ok(terms)
}

#[cfg(test)]
mod tests {
    use super::parse_formula;

    fn ev(n: &str) -> Option<usize> {
        ["cycles", "branch", "hit", "miss"]
            .iter()
            .position(|x| *x == n)
    }

    #[test]
    fn formulas() {
        assert_eq!(parse_formula("hit + miss", ev), Ok(vec![(1, 2), (1, 3)]));
        assert_eq!(
            parse_formula("cycles - branch", ev),
            Ok(vec![(1, 0), (-1, 1)])
        );
        assert_eq!(parse_formula("  hit", ev), Ok(vec![(1, 2)]));
        assert_eq!(parse_formula("hit + nope", ev).unwrap_err().0, 6);
        assert_eq!(parse_formula("hit +", ev).unwrap_err().0, 5);
        assert_eq!(parse_formula("hit miss", ev).unwrap_err().0, 4);
        assert!(parse_formula("", ev).is_err());
    }
}
