//! Just enough JSON to write a schema and one-line diagnostics: objects keep
//! the order their keys were added in, so the output reads like the reader.

use std::fmt::{self, Write as _};

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A non-negative integer (every number of a description is one).
    Uint(u64),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Json>),
    /// An object, its keys in order.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// An object from `(key, value)` pairs.
    pub fn object<K: Into<String>>(pairs: impl IntoIterator<Item = (K, Json)>) -> Json {
        Json::Object(pairs.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }

    /// A string value.
    pub fn str(s: impl Into<String>) -> Json {
        Json::Str(s.into())
    }

    /// Adds `key: value` to an object (a no-op on anything else).
    pub fn push(&mut self, key: &str, value: Json) {
        if let Json::Object(pairs) = self {
            pairs.push((key.to_string(), value));
        }
    }

    /// The value on one line, as a JSON Lines record.
    pub fn compact(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, None, false);
        out
    }

    /// The value indented by two spaces a level, ending in a newline.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, Some(0), true);
        out.push('\n');
        out
    }

    /// Writes the value; `indent` is the current depth, `None` for one line
    /// (`pretty` then still spaces the items of a one-line array).
    fn write(&self, out: &mut String, indent: Option<usize>, pretty: bool) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Uint(n) => {
                let _ = write!(out, "{n}");
            }
            Json::Str(s) => quote(s, out),
            Json::Array(items) => {
                // Arrays of scalars stay on one line: enumerations read better so.
                let flat = items
                    .iter()
                    .all(|i| !matches!(i, Json::Array(_) | Json::Object(_)));
                let inner = if flat { None } else { indent };
                let sep = if pretty { ", " } else { "," };
                write_seq(out, ('[', ']'), sep, items, inner, |out, item, depth| {
                    item.write(out, depth, pretty)
                });
            }
            Json::Object(pairs) => {
                write_seq(out, ('{', '}'), ",", pairs, indent, |out, (k, v), depth| {
                    quote(k, out);
                    out.push_str(if pretty { ": " } else { ":" });
                    v.write(out, depth, pretty);
                });
            }
        }
    }
}

/// Writes `items` between `brackets`, one a line at `indent + 1` when
/// indenting, else on one line separated by `sep`.
fn write_seq<T>(
    out: &mut String,
    brackets: (char, char),
    sep: &str,
    items: &[T],
    indent: Option<usize>,
    mut each: impl FnMut(&mut String, &T, Option<usize>),
) {
    out.push(brackets.0);
    if items.is_empty() {
        out.push(brackets.1);
        return;
    }
    let inner = indent.map(|d| d + 1);
    for (i, item) in items.iter().enumerate() {
        match (i, indent) {
            (0, None) => {}
            (_, None) => out.push_str(sep),
            (0, Some(_)) => out.push('\n'),
            (_, Some(_)) => out.push_str(",\n"),
        }
        if let Some(d) = inner {
            out.push_str(&"  ".repeat(d));
        }
        each(out, item, inner);
    }
    if let Some(d) = indent {
        out.push('\n');
        out.push_str(&"  ".repeat(d));
    }
    out.push(brackets.1);
}

/// `s` as a JSON string literal: quotes, backslashes and control characters
/// escaped; everything else as is (JSON is UTF-8).
fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.compact())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let v = Json::str("a \"b\" \\ c\n\u{1}\u{7f} é");
        assert_eq!(v.compact(), r#""a \"b\" \\ c\n\u0001\u007f é""#);
    }

    #[test]
    fn pretty_and_compact_agree_on_content() {
        let v = Json::object([
            ("a", Json::Array(vec![Json::Uint(1), Json::Uint(2)])),
            (
                "b",
                Json::object([("c", Json::Bool(true)), ("d", Json::Null)]),
            ),
            ("e", Json::Array(Vec::new())),
            ("f", Json::Object(Vec::new())),
        ]);
        assert_eq!(
            v.compact(),
            r#"{"a":[1,2],"b":{"c":true,"d":null},"e":[],"f":{}}"#
        );
        assert_eq!(
            v.pretty(),
            "{\n  \"a\": [1, 2],\n  \"b\": {\n    \"c\": true,\n    \"d\": null\n  },\n  \
             \"e\": [],\n  \"f\": {}\n}\n"
        );
    }
}
