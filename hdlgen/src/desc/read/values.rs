//! The typed values of a description: strings, integers in a range, choices,
//! lists; each reports a located error and lets the reader go on.

use std::ops::{Range, RangeInclusive};

use toml::de::DeValue;

use super::{suggestion, type_name, Reader, View};
use crate::desc::*;

impl Reader<'_> {
    pub(super) fn err(&mut self, span: &Range<usize>, field: &str, msg: impl Into<String>) {
        self.errors.push(self.map.error(span, field, msg));
    }

    /// Rejects keys not in `allowed`, naming the valid ones.
    pub(super) fn check_keys(&mut self, t: &View<'_, '_>, allowed: &[&str]) {
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

    pub(super) fn table<'t, 'i>(&mut self, t: &View<'t, 'i>, key: &str) -> Option<View<'t, 'i>> {
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

    pub(super) fn array_of_tables<'t, 'i>(
        &mut self,
        t: &View<'t, 'i>,
        key: &str,
    ) -> Vec<View<'t, 'i>> {
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

    pub(super) fn string(&mut self, t: &View<'_, '_>, key: &str) -> Option<Sp<String>> {
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

    pub(super) fn required_string(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        what: &str,
    ) -> Sp<String> {
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

    pub(super) fn uint(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u64>,
    ) -> Option<Sp<u64>> {
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

    pub(super) fn uint_or(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u64>,
        default: u64,
    ) -> Sp<u64> {
        self.uint(t, key, range)
            .unwrap_or_else(|| Sp::new(default, t.span.clone()))
    }

    pub(super) fn u32_or(
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

    pub(super) fn opt_u32(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        range: RangeInclusive<u32>,
    ) -> Option<Sp<u32>> {
        let r = (*range.start() as u64)..=(*range.end() as u64);
        self.uint(t, key, r)
            .map(|v| Sp::new(v.value as u32, v.span))
    }

    pub(super) fn boolean_or(&mut self, t: &View<'_, '_>, key: &str, default: bool) -> Sp<bool> {
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

    pub(super) fn choice<T: Copy>(
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

    pub(super) fn choice_or<T: Copy>(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
        choices: &[(&str, T)],
        default: T,
    ) -> Sp<T> {
        self.choice(t, key, choices)
            .unwrap_or_else(|| Sp::new(default, t.span.clone()))
    }

    pub(super) fn string_list(
        &mut self,
        t: &View<'_, '_>,
        key: &str,
    ) -> Option<Sp<Vec<Sp<String>>>> {
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
}
