//! TOML → [`Description`], collecting every problem instead of stopping at the first.
//!
//! We walk toml's spanned document tree by hand rather than derive `Deserialize`:
//! serde stops at the first error, and we want all of them, each with the span
//! of the key or value at fault.

use std::ops::Range;

use toml::de::{DeTable, DeValue};
use toml::Spanned;

use super::*;
use crate::diag::{DescriptionErrors, Diagnostic, SourceMap};

mod autocounter;
mod catalog;
mod core;
mod devicetree;
mod packer;
mod programmable;
mod soc;
mod values;

/// Parses description `text` read from `file`. Reports every problem found.
pub fn parse(file: &str, text: &str) -> Result<Description, DescriptionErrors> {
    let map = SourceMap::new(file, text);
    let (root, syntax) = DeTable::parse_recoverable(text);
    let mut r = Reader {
        map: &map,
        errors: Vec::new(),
    };
    for e in syntax {
        let span = e.span().unwrap_or(0..0);
        r.errors
            .push(map.error(&span, "(syntax)", e.message().trim().to_string()));
    }
    if !r.errors.is_empty() {
        return Err(DescriptionErrors(r.errors));
    }
    let root = View {
        table: root.get_ref(),
        span: 0..0,
        path: String::new(),
    };
    r.check_keys(
        &root,
        &[
            "soc",
            "catalog",
            "tile",
            "packer",
            "autocounter",
            "programmable",
            "core",
            "access",
            "devicetree",
        ],
    );

    let soc = r.soc_or_placeholder(&root);
    let catalog = match r.table(&root, "catalog") {
        Some(t) => r.catalog(&t),
        None => r.catalog(&View::empty("catalog")),
    };
    let tiles = r
        .array_of_tables(&root, "tile")
        .iter()
        .map(|t| r.tile(t))
        .collect::<Vec<_>>();
    let packer = r.table(&root, "packer").map(|t| r.packer(&t));
    let autocounter = r.table(&root, "autocounter").map(|t| r.autocounter(&t));
    let programmable = r.table(&root, "programmable").map(|t| r.programmable(&t));
    let core = r.table(&root, "core").map(|t| r.core(&t));
    let access = r
        .array_of_tables(&root, "access")
        .iter()
        .map(|t| r.access(t))
        .collect::<Vec<_>>();
    let devicetree = r
        .table(&root, "devicetree")
        .map(|t| r.devicetree(&t))
        .unwrap_or_default();
    r.check_devicetree(&devicetree, tiles.len());

    if r.errors.is_empty() {
        Ok(Description {
            file: file.to_string(),
            text: text.to_string(),
            soc,
            catalog,
            tiles,
            packer,
            autocounter,
            programmable,
            core,
            access,
            devicetree,
        })
    } else {
        r.errors.sort_by_key(|d| (d.line, d.col));
        Err(DescriptionErrors(r.errors))
    }
}

impl Reader<'_> {
    /// `[soc]`, or placeholder values when it is missing (the error that
    /// says so stops the run).
    fn soc_or_placeholder(&mut self, root: &View<'_, '_>) -> SocDesc {
        match self.table(root, "soc") {
            Some(t) => self.soc(&t),
            None => {
                // Placeholder values only (the errors stop the run): its own
                // "missing soc.name" would repeat the one error that matters.
                let before = self.errors.len();
                let placeholder = self.soc(&View::empty("soc"));
                self.errors.truncate(before);
                // A [soc] of the wrong type (e.g. [[soc]]) was reported where it is.
                if root.get("soc").is_none() {
                    self.errors.push(self.map.error(
                        &(0..0),
                        "soc",
                        "missing table [soc]; add one with at least `name = \"...\"`",
                    ));
                }
                placeholder
            }
        }
    }
}

/// A table being read, with its dotted path for messages.
struct View<'t, 'i> {
    table: &'t DeTable<'i>,
    span: Range<usize>,
    path: String,
}

static EMPTY: std::sync::OnceLock<DeTable<'static>> = std::sync::OnceLock::new();

impl View<'static, 'static> {
    fn empty(path: &str) -> Self {
        View {
            table: EMPTY.get_or_init(DeTable::new),
            span: 0..0,
            path: path.to_string(),
        }
    }
}

impl<'t, 'i> View<'t, 'i> {
    fn field(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{}", self.path, key)
        }
    }

    fn get(&self, key: &str) -> Option<&'t Spanned<DeValue<'i>>> {
        self.table
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == key)
            .map(|(_, v)| v)
    }
}

struct Reader<'m> {
    map: &'m SourceMap<'m>,
    errors: Vec<Diagnostic>,
}

fn type_name(v: &DeValue<'_>) -> &'static str {
    match v {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a date-time",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

const OVERFLOW: &[(&str, Overflow)] = &[("wrap", Overflow::Wrap), ("saturate", Overflow::Saturate)];

/// Tile kinds a description may use.
pub const TILE_KINDS: &[&str] = &["cpu", "mem", "acc", "io", "slm", "empty"];

/// The allowed name closest to a misspelled one (edit distance ≤ 2).
fn suggestion<'a>(name: &str, allowed: &[&'a str]) -> Option<&'a str> {
    allowed
        .iter()
        .map(|a| (edit_distance(name, a), *a))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, a)| a)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misspelled_key_is_located_and_suggested() {
        let src = "[soc]\nname = \"x\"\nbuss = \"apb\"\n";
        let e = parse("d.toml", src).unwrap_err();
        assert_eq!(e.0.len(), 1);
        let d = &e.0[0];
        assert_eq!((d.line, d.col), (3, 1));
        assert_eq!(d.field, "soc.buss");
        assert!(d.message.contains("did you mean `bus`"), "{}", d.message);
    }

    #[test]
    fn all_errors_are_reported_together() {
        let src = "[soc]\nname = \"x\"\nnoc_planes = 99\nbus = \"pci\"\n[[tile]]\nkind = 3\n";
        let e = parse("d.toml", src).unwrap_err();
        let fields: Vec<&str> = e.0.iter().map(|d| d.field.as_str()).collect();
        assert!(fields.contains(&"soc.noc_planes"), "{fields:?}");
        assert!(fields.contains(&"soc.bus"), "{fields:?}");
        assert!(fields.contains(&"tile[0].name"), "{fields:?}");
        assert!(fields.contains(&"tile[0].kind"), "{fields:?}");
    }

    #[test]
    fn hex_and_underscored_integers_parse() {
        let src = "[soc]\nname = \"x\"\nbase = 0x6009_0000\n";
        let d = parse("d.toml", src).unwrap();
        assert_eq!(d.soc.base.value, 0x6009_0000);
    }
}
