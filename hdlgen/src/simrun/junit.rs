//! JUnit XML of a run, the format CI systems collect: one test case per
//! work item, its time, and the mismatch report of a failure.

use std::fmt::Write as _;

/// One work item's outcome.
#[derive(Debug, Clone)]
pub struct Case {
    /// Item name (`tile kind cpu`, `SoC wrapper`, ...).
    pub name: String,
    /// Seconds it took.
    pub seconds: f64,
    /// The report line, or the failure's text.
    pub outcome: Result<String, String>,
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 has no other control characters.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\r' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

/// The JUnit XML document of `suite`'s cases, with `properties` (name, value).
pub fn xml(suite: &str, properties: &[(&str, String)], cases: &[Case]) -> String {
    let failures = cases.iter().filter(|c| c.outcome.is_err()).count();
    // A fold from +0.0: an empty `sum` of floats is -0.0, which JUnit
    // readers print as a negative time.
    let time = cases.iter().fold(0.0, |t, c| t + c.seconds);
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        x,
        "<testsuites name=\"hdlgen sim\" tests=\"{}\" failures=\"{failures}\" errors=\"0\" time=\"{time:.3}\">",
        cases.len()
    );
    let _ = writeln!(
        x,
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"0\" skipped=\"0\" time=\"{time:.3}\">",
        escape(suite),
        cases.len()
    );
    x.push_str("    <properties>\n");
    for (k, v) in properties {
        let _ = writeln!(
            x,
            "      <property name=\"{}\" value=\"{}\"/>",
            escape(k),
            escape(v)
        );
    }
    x.push_str("    </properties>\n");
    for c in cases {
        let _ = write!(
            x,
            "    <testcase classname=\"{}\" name=\"{}\" time=\"{:.3}\">",
            escape(suite),
            escape(&c.name),
            c.seconds
        );
        match &c.outcome {
            Ok(line) => {
                let _ = write!(x, "<system-out>{}</system-out>", escape(line));
            }
            Err(why) => {
                let first = why.lines().next().unwrap_or("failed");
                let _ = write!(
                    x,
                    "\n      <failure message=\"{}\" type=\"mismatch\">{}</failure>\n    ",
                    escape(first),
                    escape(why)
                );
            }
        }
        x.push_str("</testcase>\n");
    }
    x.push_str("  </testsuite>\n</testsuites>\n");
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_failures_are_escaped_and_counted() {
        let cases = [
            Case {
                name: "tile kind <cpu>".into(),
                seconds: 1.5,
                outcome: Ok("ok & fine".into()),
            },
            Case {
                name: "SoC wrapper".into(),
                seconds: 0.25,
                outcome: Err("cycle 12: prdata \"0x1\" != 0x2\n\u{1}more".into()),
            },
        ];
        let x = xml("esp_demo", &[("seed", "1".into())], &cases);
        assert!(x.contains("tests=\"2\" failures=\"1\""), "{x}");
        assert!(
            x.contains("name=\"tile kind &lt;cpu&gt;\" time=\"1.500\""),
            "{x}"
        );
        assert!(x.contains("<system-out>ok &amp; fine</system-out>"), "{x}");
        assert!(
            x.contains("message=\"cycle 12: prdata &quot;0x1&quot; != 0x2\""),
            "{x}"
        );
        assert!(!x.contains('\u{1}'), "no control characters");
        assert!(x.contains("<property name=\"seed\" value=\"1\"/>"), "{x}");
    }
}
