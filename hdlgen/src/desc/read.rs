//! TOML → [`Description`], collecting every problem instead of stopping at the first.
//!
//! We walk toml's spanned document tree by hand rather than derive `Deserialize`:
//! serde stops at the first error, and we want all of them, each with the span
//! of the key or value at fault.

use std::ops::{Range, RangeInclusive};

use toml::de::{DeTable, DeValue};
use toml::Spanned;

use super::*;
use crate::diag::{DescriptionErrors, Diagnostic, SourceMap};

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
        ],
    );

    let soc = match r.table(&root, "soc") {
        Some(t) => r.soc(&t),
        None => {
            // Placeholder values only (the errors stop the run): its own
            // "missing soc.name" would repeat the one error that matters.
            let before = r.errors.len();
            let placeholder = r.soc(&View::empty("soc"));
            r.errors.truncate(before);
            // A [soc] of the wrong type (e.g. [[soc]]) was reported where it is.
            if root.get("soc").is_none() {
                r.errors.push(map.error(
                    &(0..0),
                    "soc",
                    "missing table [soc]; add one with at least `name = \"...\"`",
                ));
            }
            placeholder
        }
    };
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
        })
    } else {
        r.errors.sort_by_key(|d| (d.line, d.col));
        Err(DescriptionErrors(r.errors))
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

impl Reader<'_> {
    fn err(&mut self, span: &Range<usize>, field: &str, msg: impl Into<String>) {
        self.errors.push(self.map.error(span, field, msg));
    }

    /// Rejects keys not in `allowed`, naming the valid ones.
    fn check_keys(&mut self, t: &View<'_, '_>, allowed: &[&str]) {
        for (k, _) in t.table.iter() {
            let name = k.get_ref().as_ref();
            if !allowed.contains(&name) {
                let hint = suggestion(name, allowed)
                    .map(|s| format!(" (did you mean `{s}`?)"))
                    .unwrap_or_default();
                self.err(
                    &k.span(),
                    &t.field(name),
                    format!("unknown key{hint}; valid keys here: {}", allowed.join(", ")),
                );
            }
        }
    }

    fn table<'t, 'i>(&mut self, t: &View<'t, 'i>, key: &str) -> Option<View<'t, 'i>> {
        let v = t.get(key)?;
        match v.get_ref() {
            DeValue::Table(tab) => Some(View {
                table: tab,
                span: v.span(),
                path: t.field(key),
            }),
            other => {
                self.err(
                    &v.span(),
                    &t.field(key),
                    format!("expected a table, found {}", type_name(other)),
                );
                None
            }
        }
    }

    fn array_of_tables<'t, 'i>(&mut self, t: &View<'t, 'i>, key: &str) -> Vec<View<'t, 'i>> {
        let Some(v) = t.get(key) else {
            return Vec::new();
        };
        let DeValue::Array(items) = v.get_ref() else {
            self.err(
                &v.span(),
                &t.field(key),
                format!(
                    "expected an array of tables ([[{}]]), found {}",
                    t.field(key),
                    type_name(v.get_ref())
                ),
            );
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match item.get_ref() {
                DeValue::Table(tab) => out.push(View {
                    table: tab,
                    span: item.span(),
                    path: format!("{}[{i}]", t.field(key)),
                }),
                other => self.err(
                    &item.span(),
                    &format!("{}[{i}]", t.field(key)),
                    format!("expected a table, found {}", type_name(other)),
                ),
            }
        }
        out
    }

    fn string(&mut self, t: &View<'_, '_>, key: &str) -> Option<Sp<String>> {
        let v = t.get(key)?;
        match v.get_ref() {
            DeValue::String(s) => Some(Sp::new(s.to_string(), v.span())),
            other => {
                self.err(
                    &v.span(),
                    &t.field(key),
                    format!("expected a string, found {}", type_name(other)),
                );
                None
            }
        }
    }

    fn required_string(&mut self, t: &View<'_, '_>, key: &str, what: &str) -> Sp<String> {
        if t.get(key).is_none() {
            self.err(
                &t.span,
                &t.field(key),
                format!("missing required field `{key}` ({what})"),
            );
        }
        self.string(t, key)
            .unwrap_or_else(|| Sp::new(String::new(), t.span.clone()))
    }

    fn uint(&mut self, t: &View<'_, '_>, key: &str, range: RangeInclusive<u64>) -> Option<Sp<u64>> {
        let v = t.get(key)?;
        let field = t.field(key);
        let DeValue::Integer(i) = v.get_ref() else {
            self.err(
                &v.span(),
                &field,
                format!(
                    "expected an integer in {}..={}, found {}",
                    range.start(),
                    range.end(),
                    type_name(v.get_ref())
                ),
            );
            return None;
        };
        match u64::from_str_radix(&i.as_str().replace('_', ""), i.radix()) {
            Ok(n) if range.contains(&n) => Some(Sp::new(n, v.span())),
            _ => {
                self.err(
                    &v.span(),
                    &field,
                    format!(
                        "{} is out of range; valid values are {}..={}",
                        i,
                        range.start(),
                        range.end()
                    ),
                );
                None
            }
        }
    }

    fn uint_or(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u64>,
        default: u64,
    ) -> Sp<u64> {
        self.uint(t, key, range)
            .unwrap_or_else(|| Sp::new(default, t.span.clone()))
    }

    fn u32_or(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u32>,
        default: u32,
    ) -> Sp<u32> {
        let r = (*range.start() as u64)..=(*range.end() as u64);
        let v = self.uint_or(t, key, r, default as u64);
        Sp::new(v.value as u32, v.span)
    }

    fn opt_u32(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u32>,
    ) -> Option<Sp<u32>> {
        let r = (*range.start() as u64)..=(*range.end() as u64);
        self.uint(t, key, r)
            .map(|v| Sp::new(v.value as u32, v.span))
    }

    fn boolean_or(&mut self, t: &View<'_, '_>, key: &str, default: bool) -> Sp<bool> {
        match t.get(key) {
            None => Sp::new(default, t.span.clone()),
            Some(v) => match v.get_ref() {
                DeValue::Boolean(b) => Sp::new(*b, v.span()),
                other => {
                    self.err(
                        &v.span(),
                        &t.field(key),
                        format!("expected true or false, found {}", type_name(other)),
                    );
                    Sp::new(default, v.span())
                }
            },
        }
    }

    fn choice<T: Copy>(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        choices: &[(&str, T)],
    ) -> Option<Sp<T>> {
        let s = self.string(t, key)?;
        match choices.iter().find(|(n, _)| *n == s.value) {
            Some((_, v)) => Some(Sp::new(*v, s.span)),
            None => {
                let names: Vec<String> = choices.iter().map(|(n, _)| format!("\"{n}\"")).collect();
                self.err(
                    &s.span,
                    &t.field(key),
                    format!(
                        "\"{}\" is not valid; valid values: {}",
                        s.value.escape_default(),
                        names.join(", ")
                    ),
                );
                None
            }
        }
    }

    fn choice_or<T: Copy>(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        choices: &[(&str, T)],
        default: T,
    ) -> Sp<T> {
        self.choice(t, key, choices)
            .unwrap_or_else(|| Sp::new(default, t.span.clone()))
    }

    fn string_list(&mut self, t: &View<'_, '_>, key: &str) -> Option<Sp<Vec<Sp<String>>>> {
        let v = t.get(key)?;
        let field = t.field(key);
        let DeValue::Array(items) = v.get_ref() else {
            self.err(
                &v.span(),
                &field,
                format!(
                    "expected an array of strings, found {}",
                    type_name(v.get_ref())
                ),
            );
            return None;
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match item.get_ref() {
                DeValue::String(s) => out.push(Sp::new(s.to_string(), item.span())),
                other => self.err(
                    &item.span(),
                    &format!("{field}[{i}]"),
                    format!("expected a string, found {}", type_name(other)),
                ),
            }
        }
        Some(Sp::new(out, v.span()))
    }

    fn soc(&mut self, t: &View<'_, '_>) -> SocDesc {
        self.check_keys(
            t,
            &[
                "name",
                "bus",
                "base",
                "tile_stride",
                "unmapped",
                "reset",
                "noc_planes",
                "dvfs_points",
                "noc_directions",
                "cache_hierarchy",
                "dvfs",
                "noc_clock",
            ],
        );
        let reset_choices = [
            (
                "async_low",
                ResetStyle {
                    asynchronous: true,
                    active_low: true,
                },
            ),
            (
                "async_high",
                ResetStyle {
                    asynchronous: true,
                    active_low: false,
                },
            ),
            (
                "sync_low",
                ResetStyle {
                    asynchronous: false,
                    active_low: true,
                },
            ),
            (
                "sync_high",
                ResetStyle {
                    asynchronous: false,
                    active_low: false,
                },
            ),
        ];
        let default_dirs = ["local", "east", "west", "south", "north"]
            .iter()
            .map(|d| Sp::new(d.to_string(), t.span.clone()))
            .collect();
        SocDesc {
            name: self.required_string(t, "name", "an identifier such as \"esp_soc\""),
            bus: self.choice_or(
                t,
                "bus",
                &[("apb", BusKind::Apb), ("axi4lite", BusKind::Axi4Lite)],
                BusKind::Apb,
            ),
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x6009_0000),
            tile_stride: self.uint_or(t, "tile_stride", 0x200..=0x1_0000, 0x200),
            unmapped: self.choice_or(
                t,
                "unmapped",
                &[("error", Unmapped::Error), ("zero", Unmapped::Zero)],
                Unmapped::Error,
            ),
            reset: self.choice_or(t, "reset", &reset_choices, reset_choices[0].1),
            noc_planes: self.u32_or(t, "noc_planes", 1..=16, 6),
            dvfs_points: self.u32_or(t, "dvfs_points", 0..=16, 4),
            noc_directions: self
                .string_list(t, "noc_directions")
                .unwrap_or_else(|| Sp::new(default_dirs, t.span.clone())),
            cache_hierarchy: self.boolean_or(t, "cache_hierarchy", true),
            dvfs: self.boolean_or(t, "dvfs", true),
            noc_clock: self
                .string(t, "noc_clock")
                .unwrap_or_else(|| Sp::new("tile".to_string(), t.span.clone())),
        }
    }

    fn catalog(&mut self, t: &View<'_, '_>) -> CatalogDesc {
        self.check_keys(t, &["builtin", "width", "overflow", "override", "monitor"]);
        let overrides = self
            .array_of_tables(t, "override")
            .iter()
            .map(|o| {
                self.check_keys(o, &["monitor", "width", "overflow", "description", "clock"]);
                OverrideDesc {
                    monitor: self.required_string(o, "monitor", "the name of a built-in monitor"),
                    width: self.opt_u32(o, "width", 1..=64),
                    overflow: self.choice(o, "overflow", OVERFLOW),
                    description: self.string(o, "description"),
                    clock: self.string(o, "clock"),
                    span: o.span.clone(),
                }
            })
            .collect();
        let monitors = self
            .array_of_tables(t, "monitor")
            .iter()
            .map(|m| {
                self.check_keys(
                    m,
                    &["name", "description", "kinds", "width", "overflow", "clock"],
                );
                let kinds = self.string_list(m, "kinds");
                if kinds.is_none() && m.get("kinds").is_none() {
                    self.err(
                        &m.span,
                        &m.field("kinds"),
                        format!(
                            "missing required field `kinds` (tile kinds it exists in: {})",
                            TILE_KINDS.join(", ")
                        ),
                    );
                }
                MonitorDesc {
                    name: self.required_string(m, "name", "an identifier"),
                    description: self
                        .string(m, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), m.span.clone())),
                    kinds: kinds.unwrap_or_else(|| Sp::new(Vec::new(), m.span.clone())),
                    width: self.opt_u32(m, "width", 1..=64),
                    overflow: self.choice(m, "overflow", OVERFLOW),
                    clock: self.string(m, "clock"),
                    span: m.span.clone(),
                }
            })
            .collect();
        CatalogDesc {
            builtin: self.choice_or(
                t,
                "builtin",
                &[("esp", Builtin::Esp), ("none", Builtin::None)],
                Builtin::Esp,
            ),
            width: self.u32_or(t, "width", 1..=32, 32),
            overflow: self.choice_or(t, "overflow", OVERFLOW, Overflow::Wrap),
            overrides,
            monitors,
        }
    }

    fn packer(&mut self, t: &View<'_, '_>) -> PackerDesc {
        self.check_keys(
            t,
            &[
                "base",
                "stream_width",
                "pc_width",
                "cycles_width",
                "halted_width",
                "counters",
                "counter_width",
                "registers",
                "register_width",
                "fifo_depth",
                "almost_full",
                "watchpoints",
                "tlast_every",
                "rv32",
            ],
        );
        // Defaults reproduce the Flute CMS packet: 39 x 7-bit counters, 64-bit PC, 4 registers.
        PackerDesc {
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x600B_0000),
            stream_width: self.u32_or(t, "stream_width", 64..=4096, 1024),
            pc_width: self.u32_or(t, "pc_width", 16..=64, 64),
            cycles_width: self.u32_or(t, "cycles_width", 1..=64, 64),
            halted_width: self.u32_or(t, "halted_width", 1..=64, 64),
            counters: self.u32_or(t, "counters", 1..=64, 39),
            counter_width: self.u32_or(t, "counter_width", 1..=16, 7),
            registers: self.u32_or(t, "registers", 0..=8, 4),
            register_width: self.u32_or(t, "register_width", 1..=64, 64),
            fifo_depth: self.u32_or(t, "fifo_depth", 2..=65536, 2048),
            almost_full: self.u32_or(t, "almost_full", 1..=65536, 2000),
            watchpoints: self.u32_or(t, "watchpoints", 0..=16, 4),
            tlast_every: self.u32_or(t, "tlast_every", 0..=65535, 16),
            rv32: self.boolean_or(t, "rv32", false),
            span: t.span.clone(),
        }
    }

    fn autocounter(&mut self, t: &View<'_, '_>) -> AutoCounterDesc {
        self.check_keys(t, &["base", "fifo_depth", "read_rate", "domain", "counter"]);
        let domains = self
            .array_of_tables(t, "domain")
            .iter()
            .map(|d| {
                self.check_keys(d, &["name", "multiplier", "divisor"]);
                DomainDesc {
                    name: self.required_string(d, "name", "an identifier such as \"core\""),
                    multiplier: self.u32_or(d, "multiplier", 1..=1024, 1),
                    divisor: self.u32_or(d, "divisor", 1..=1024, 1),
                    span: d.span.clone(),
                }
            })
            .collect();
        let counters = self
            .array_of_tables(t, "counter")
            .iter()
            .map(|c| {
                self.check_keys(
                    c,
                    &[
                        "label",
                        "description",
                        "path",
                        "width",
                        "mode",
                        "domain",
                        "source",
                    ],
                );
                AutoCounterEntry {
                    label: self.required_string(c, "label", "an identifier such as \"iret\""),
                    description: self
                        .string(c, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), c.span.clone())),
                    path: self.required_string(c, "path", "the instance path, e.g. \"tile0.core\""),
                    width: self.u32_or(c, "width", 1..=64, 1),
                    mode: self.choice_or(
                        c,
                        "mode",
                        &[
                            ("accumulate", CounterMode::Accumulate),
                            ("identity", CounterMode::Identity),
                        ],
                        CounterMode::Accumulate,
                    ),
                    domain: self.required_string(
                        c,
                        "domain",
                        "the name of an [[autocounter.domain]]",
                    ),
                    source: self.string(c, "source"),
                    span: c.span.clone(),
                }
            })
            .collect();
        AutoCounterDesc {
            base: self.uint_or(t, "base", 0..=0xFFFF_FFFF, 0x600C_0000),
            fifo_depth: self.u32_or(t, "fifo_depth", 2..=1024, 8),
            read_rate: self.u32_or(t, "read_rate", 0..=0xFFFF_FFFF, 0),
            domains,
            counters,
            span: t.span.clone(),
        }
    }

    fn uint_list(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u64>,
    ) -> Option<Sp<Vec<Sp<u64>>>> {
        let v = t.get(key)?;
        let field = t.field(key);
        let DeValue::Array(items) = v.get_ref() else {
            self.err(
                &v.span(),
                &field,
                format!(
                    "expected an array of integers, found {}",
                    type_name(v.get_ref())
                ),
            );
            return None;
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let n = match item.get_ref() {
                DeValue::Integer(n) => {
                    u64::from_str_radix(&n.as_str().replace('_', ""), n.radix()).ok()
                }
                _ => None,
            };
            match n {
                Some(n) if range.contains(&n) => out.push(Sp::new(n, item.span())),
                _ => self.err(
                    &item.span(),
                    &format!("{field}[{i}]"),
                    format!("expected an integer in {}..={}", range.start(), range.end()),
                ),
            }
        }
        Some(Sp::new(out, v.span()))
    }

    fn programmable(&mut self, t: &View<'_, '_>) -> ProgrammableDesc {
        self.check_keys(
            t,
            &[
                "kinds",
                "counters",
                "width",
                "threshold",
                "cycles_event",
                "instructions_event",
                "event",
                "preset",
            ],
        );
        let presets = self
            .array_of_tables(t, "preset")
            .iter()
            .map(|e| {
                self.check_keys(e, &["name", "description", "formula"]);
                PresetDesc {
                    name: self.required_string(e, "name", "an identifier such as \"l1d_access\""),
                    description: self
                        .string(e, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), e.span.clone())),
                    formula: self.required_string(
                        e,
                        "formula",
                        "native events joined by + and -, e.g. \"hit + miss\"",
                    ),
                    span: e.span.clone(),
                }
            })
            .collect();
        let events = self
            .array_of_tables(t, "event")
            .iter()
            .map(|e| {
                self.check_keys(e, &["name", "description", "counters"]);
                ProgEventDesc {
                    name: self.required_string(e, "name", "an identifier such as \"l1d_miss\""),
                    description: self
                        .string(e, "description")
                        .unwrap_or_else(|| Sp::new(String::new(), e.span.clone())),
                    counters: self.uint_list(e, "counters", 0..=15),
                    span: e.span.clone(),
                }
            })
            .collect();
        let default_kinds = vec![Sp::new("cpu".to_string(), t.span.clone())];
        ProgrammableDesc {
            kinds: self
                .string_list(t, "kinds")
                .unwrap_or_else(|| Sp::new(default_kinds, t.span.clone())),
            counters: self.u32_or(t, "counters", 1..=16, 4),
            width: self.u32_or(t, "width", 1..=64, 48),
            threshold: self.boolean_or(t, "threshold", true),
            events,
            presets,
            cycles_event: self.string(t, "cycles_event"),
            instructions_event: self.string(t, "instructions_event"),
            span: t.span.clone(),
        }
    }

    fn tile(&mut self, t: &View<'_, '_>) -> TileDesc {
        self.check_keys(t, &["name", "kind"]);
        TileDesc {
            name: self.required_string(t, "name", "an identifier such as \"cpu0\""),
            kind: self.required_string(t, "kind", &format!("one of {}", TILE_KINDS.join(", "))),
            span: t.span.clone(),
        }
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
