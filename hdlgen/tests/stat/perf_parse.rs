//! Reading `esp_demo-stat`'s report back, in each of its formats, into the
//! same rows: what `stat/perf.rs` compares with what the run should print.
//! A line no parser recognises fails the test, so no number goes unchecked.

/// A format of the report.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fmt {
    Human,
    /// `-x` with this separator.
    Fields(&'static str),
    Json,
}

impl Fmt {
    /// The program's options for it.
    pub fn args(self) -> Vec<&'static str> {
        match self {
            Fmt::Human => vec![],
            Fmt::Fields(sep) => vec!["-x", sep],
            Fmt::Json => vec!["--json"],
        }
    }
}

/// One row as a format prints it: every field as text.
#[derive(Clone, Debug, PartialEq)]
pub struct Printed {
    /// As printed (`1,234` for people, `1234` in fields, `1234.000000` in
    /// JSON), or `<not counted>`.
    pub value: String,
    pub unit: String,
    pub event: String,
    /// The machine formats' run time, in nanoseconds.
    pub runtime: Option<u64>,
    /// As printed; the human report prints none at 100 %.
    pub percent: Option<String>,
    /// Each metric's value and unit.
    pub metrics: Vec<(String, String)>,
}

/// The human report: its first line, its headings, its rows and the time
/// elapsed in nanoseconds.
#[derive(Debug)]
pub struct Human {
    pub first: String,
    pub headings: Vec<String>,
    pub rows: Vec<Printed>,
    /// Lines standing for an empty section.
    pub empty: Vec<String>,
    pub elapsed_ns: u64,
}

/// Splits `text` at its first `sep`.
fn cut<'a>(text: &'a str, sep: &str) -> (&'a str, Option<&'a str>) {
    match text.find(sep) {
        Some(i) => (&text[..i], Some(&text[i + sep.len()..])),
        None => (text, None),
    }
}

/// ` # VALUE UNIT` of a human line, as (value, unit).
fn human_metric(m: &str) -> (String, String) {
    let m = m.trim();
    let (v, u) = m.split_once(' ').expect(m);
    (v.to_string(), u.trim().to_string())
}

/// Parses the human report; panics on a line it does not recognise.
pub fn human(text: &str) -> Human {
    let mut lines = text.lines();
    let first = lines.next().expect("a report").to_string();
    let mut h = Human {
        first,
        headings: Vec::new(),
        rows: Vec::new(),
        empty: Vec::new(),
        elapsed_ns: 0,
    };
    for line in lines.filter(|l| !l.is_empty()) {
        if let Some(s) = line.trim().strip_suffix(" seconds time elapsed") {
            let (secs, frac) = s.split_once('.').expect(line);
            assert_eq!(frac.len(), 9, "{line}");
            h.elapsed_ns =
                secs.parse::<u64>().unwrap() * 1_000_000_000 + frac.parse::<u64>().unwrap();
        } else if !line.starts_with("   ") {
            h.headings.push(line.to_string());
        } else if line.trim_start().starts_with('(') {
            h.empty.push(line.trim().to_string());
        } else {
            human_row(line, &mut h.rows);
        }
    }
    h
}

fn human_row(line: &str, rows: &mut Vec<Printed>) {
    let (line, percent) = match line.rfind("  (") {
        Some(i) if line.ends_with("%)") => {
            (&line[..i], Some(line[i + 3..line.len() - 2].to_string()))
        }
        _ => (line, None),
    };
    let (left, metric) = cut(line, " # ");
    if left.trim().is_empty() {
        let last = rows.last_mut().expect("a metric below a row");
        assert!(percent.is_none(), "{line}");
        last.metrics.push(human_metric(metric.expect(line)));
        return;
    }
    assert_eq!(&left[18..19], " ", "the count is 18 wide: {line:?}");
    let value = left[..18].trim().to_string();
    let words: Vec<&str> = left[19..].split_whitespace().collect();
    let (unit, event) = match words[..] {
        [e] => ("", e),
        [u, e] => (u, e),
        _ => panic!("unit and event: {line:?}"),
    };
    rows.push(Printed {
        value,
        unit: unit.to_string(),
        event: event.to_string(),
        runtime: None,
        percent,
        metrics: metric.into_iter().map(human_metric).collect(),
    });
}

/// Parses `-x SEP` output: 7 fields a line; a line whose first five are
/// empty holds a further metric of the row above.
pub fn fields(text: &str, sep: &str) -> Vec<Printed> {
    let mut rows: Vec<Printed> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(sep).collect();
        assert_eq!(f.len(), 7, "7 fields: {line:?}");
        if f[..5].iter().all(|x| x.is_empty()) {
            rows.last_mut()
                .expect(line)
                .metrics
                .push((f[5].into(), f[6].into()));
            continue;
        }
        rows.push(Printed {
            value: f[0].into(),
            unit: f[1].into(),
            event: f[2].into(),
            runtime: Some(f[3].parse().expect(line)),
            percent: Some(f[4].into()),
            metrics: if f[5].is_empty() && f[6].is_empty() {
                vec![]
            } else {
                vec![(f[5].into(), f[6].into())]
            },
        });
    }
    rows
}

/// One flat JSON object as (key, value) pairs; string values unquoted,
/// numbers as written.
fn object(line: &str) -> Vec<(String, String)> {
    let body = line
        .strip_prefix('{')
        .and_then(|l| l.strip_suffix('}'))
        .expect(line);
    let mut chars = body.chars().peekable();
    let mut pairs = Vec::new();
    let string = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>| {
        assert_eq!(chars.next(), Some('"'), "{line}");
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => return s,
                '\\' => s.push(chars.next().unwrap()),
                c => s.push(c),
            }
        }
        panic!("unterminated string in {line}");
    };
    loop {
        let key = string(&mut chars);
        let colon: String = chars.by_ref().take(3).collect();
        assert_eq!(colon, " : ", "perf's key separator in {line}");
        let value = if chars.peek() == Some(&'"') {
            string(&mut chars)
        } else {
            let mut n = String::new();
            while chars.peek().is_some_and(|&c| c != ',') {
                n.push(chars.next().unwrap());
            }
            n
        };
        pairs.push((key, value));
        match chars.next() {
            None => return pairs,
            Some(',') => assert_eq!(chars.next(), Some(' '), "{line}"),
            Some(c) => panic!("{c:?} after a value in {line}"),
        }
    }
}

/// Parses `--json` output: one object a line, perf's keys in perf's order;
/// an object of a metric alone holds a further metric of the row above.
pub fn json(text: &str) -> Vec<Printed> {
    let mut rows: Vec<Printed> = Vec::new();
    for line in text.lines() {
        let pairs = object(line);
        let keys: Vec<&str> = pairs.iter().map(|(k, _)| k.as_str()).collect();
        let get = |k: &str| {
            pairs
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.clone())
        };
        let metric = get("metric-value").map(|v| (v, get("metric-unit").unwrap()));
        if keys == ["metric-value", "metric-unit"] {
            rows.last_mut().expect(line).metrics.push(metric.unwrap());
            continue;
        }
        let head = [
            "counter-value",
            "unit",
            "event",
            "event-runtime",
            "pcnt-running",
        ];
        assert!(
            keys == head || keys == [&head[..], &["metric-value", "metric-unit"]].concat(),
            "{line}"
        );
        rows.push(Printed {
            value: get("counter-value").unwrap(),
            unit: get("unit").unwrap(),
            event: get("event").unwrap(),
            runtime: Some(get("event-runtime").unwrap().parse().expect(line)),
            percent: get("pcnt-running"),
            metrics: metric.into_iter().collect(),
        });
    }
    rows
}
