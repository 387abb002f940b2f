//! Probes made from the schema itself: every table it describes is put in a
//! small valid description, and each of its keys is tried with the values
//! the schema allows and with the ones it refuses (unknown keys, missing
//! required keys, other types, out of range, not a choice, not a name).

use serde_json::{json, Value};

use crate::probe::{Check, Expect, Probe, NOT_A_CHOICE};
use crate::toml_doc::to_toml;
use crate::values::{is_map, is_table, is_tables, minimal, other_type, props, sample, values};

/// A table of the schema, inside a description where it is present.
struct Site<'s> {
    schema: &'s Value,
    /// The description, with the table and the tables above it.
    doc: Value,
    /// JSON pointer to the table in `doc`.
    pointer: String,
    /// hdlgen's name of the table ("" for the top level).
    field: String,
}

fn join(field: &str, key: &str) -> String {
    if field.is_empty() {
        key.to_string()
    } else {
        format!("{field}.{key}")
    }
}

/// Every table the schema describes, in a description that has it.
fn sites(root: &Value) -> Vec<Site<'_>> {
    let mut out = vec![Site {
        schema: root,
        doc: minimal(root),
        pointer: String::new(),
        field: String::new(),
    }];
    let mut i = 0;
    while i < out.len() {
        let mut found = Vec::new();
        let site = &out[i];
        for (k, p) in props(site.schema) {
            let (schema, entry, suffix) = if is_table(p) || is_map(p) {
                (p, minimal(p), "")
            } else if is_tables(p) {
                (&p["items"], json!([minimal(&p["items"])]), "/0")
            } else {
                continue;
            };
            let mut doc = site.doc.clone();
            let table = doc
                .pointer_mut(&site.pointer)
                .and_then(Value::as_object_mut)
                .expect("the table");
            table.entry(k.clone()).or_insert(entry);
            let field = join(&site.field, k) + if suffix.is_empty() { "" } else { "[0]" };
            found.push(Site {
                schema,
                doc,
                pointer: format!("{}/{k}{suffix}", site.pointer),
                field,
            });
        }
        out.extend(found);
        i += 1;
    }
    out
}

impl Site<'_> {
    /// The description as it is.
    fn text(&self) -> String {
        to_toml(self.doc.as_object().expect("an object"))
    }

    /// The description with `key` set to `value` (or removed) in the table.
    fn with(&self, key: &str, value: Option<Value>) -> String {
        let mut doc = self.doc.clone();
        let table = doc
            .pointer_mut(&self.pointer)
            .and_then(Value::as_object_mut)
            .expect("the table");
        match value {
            Some(v) => {
                // The keys this one needs, so that only the value is tried.
                let needs = self.schema["dependencies"][key].as_array().cloned();
                for other in needs.iter().flatten().filter_map(Value::as_str) {
                    let s = &props(self.schema)[other];
                    table.entry(other.to_string()).or_insert_with(|| sample(s));
                }
                table.insert(key.to_string(), v)
            }
            None => table.remove(key),
        };
        to_toml(doc.as_object().expect("an object"))
    }

    fn probe(&self, key: &str, value: Option<Value>, expect: Expect, check: Check) -> Probe {
        let shown = value.as_ref().map_or("left out".into(), |v| {
            format!("= {}", crate::toml_doc::value(v))
        });
        Probe {
            label: format!("{} {shown}", join(&self.field, key)),
            doc: self.with(key, value),
            fields: vec![join(&self.field, key)],
            expect,
            check,
        }
    }
}

/// The probes of one key of a table.
fn key_probes(site: &Site<'_>, key: &str, s: &Value, required: bool) -> Vec<Probe> {
    let mut out = Vec::new();
    if required {
        out.push(site.probe(key, None, Expect::RejectExact, Check::None));
    }
    if is_table(s) || is_map(s) {
        out.push(site.probe(key, Some(other_type(s)), Expect::Reject, Check::None));
        return out;
    }
    if is_tables(s) {
        out.push(site.probe(key, Some(json!(7)), Expect::Reject, Check::None));
        let entry = minimal(&s["items"]);
        if s["minItems"].as_u64().unwrap_or(0) > 0 {
            out.push(site.probe(key, Some(json!([])), Expect::RejectExact, Check::None));
        }
        if let Some(max) = s["maxItems"].as_u64() {
            let many = vec![entry; max as usize + 1];
            out.push(site.probe(
                key,
                Some(Value::Array(many)),
                Expect::RejectExact,
                Check::None,
            ));
        }
        return out;
    }
    for t in values(s) {
        out.push(site.probe(key, Some(t.value), t.expect, t.check));
    }
    if let Some(d) = s.get("default") {
        let without = site.with(key, None);
        out.push(site.probe(key, Some(d.clone()), Expect::Accept, Check::SameAs(without)));
    }
    out
}

/// The rules between keys: keys written together, a flag that needs another.
fn rule_probes(site: &Site<'_>) -> Vec<Probe> {
    let mut out = Vec::new();
    let p = props(site.schema);
    let pair = |a: &str, va: Value, b: &str, vb: Option<Value>, expect: Expect| {
        let mut doc = site.doc.clone();
        let t = doc
            .pointer_mut(&site.pointer)
            .and_then(Value::as_object_mut)
            .expect("the table");
        t.insert(a.into(), va);
        if let Some(v) = vb {
            t.insert(b.into(), v);
        }
        Probe {
            label: format!(
                "{} with {b} {}",
                join(&site.field, a),
                if expect == Expect::Accept {
                    "as allowed"
                } else {
                    "not as needed"
                }
            ),
            doc: to_toml(doc.as_object().expect("an object")),
            fields: vec![join(&site.field, a), join(&site.field, b)],
            expect,
            check: Check::None,
        }
    };
    for (a, needs) in site.schema["dependencies"]
        .as_object()
        .into_iter()
        .flatten()
    {
        for b in needs
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
        {
            out.push(pair(a, sample(&p[a.as_str()]), b, None, Expect::Reject));
            out.push(pair(
                a,
                sample(&p[a.as_str()]),
                b,
                Some(sample(&p[b])),
                Expect::Accept,
            ));
        }
    }
    for rule in site.schema["allOf"].as_array().into_iter().flatten() {
        let key = rule["if"]["properties"]
            .as_object()
            .and_then(|o| o.keys().next())
            .expect("if a key");
        let then = rule["then"]["properties"]
            .as_object()
            .and_then(|o| o.keys().next())
            .expect("then a key");
        let (yes, no) = (json!(true), json!(false));
        out.push(pair(key, yes.clone(), then, Some(no), Expect::Reject));
        out.push(pair(key, yes.clone(), then, Some(yes), Expect::Accept));
    }
    out
}

/// The probes of every table the schema describes.
pub fn probes(schema: &Value) -> Vec<Probe> {
    let mut out = Vec::new();
    for site in sites(schema) {
        let whole = Probe {
            label: format!("[{}] with its required keys only", site.field),
            doc: site.text(),
            fields: Vec::new(),
            expect: Expect::Accept,
            check: Check::None,
        };
        out.push(whole);
        if is_map(site.schema) {
            let value = sample(&site.schema["additionalProperties"]);
            out.push(site.probe("zz_probe", Some(value), Expect::Accept, Check::None));
            let wrong = other_type(&site.schema["additionalProperties"]);
            out.push(site.probe("cycles", Some(wrong), Expect::Reject, Check::None));
            out.push(site.probe(
                "Zz-probe",
                Some(sample(&site.schema["additionalProperties"])),
                Expect::Reject,
                Check::None,
            ));
            let choices = site.schema["additionalProperties"]["enum"]
                .as_array()
                .into_iter()
                .flatten();
            let names = choices
                .filter_map(Value::as_str)
                .map(String::from)
                .collect();
            out.push(site.probe(
                "cycles",
                Some(json!(NOT_A_CHOICE)),
                Expect::Reject,
                Check::Choices(names),
            ));
            continue;
        }
        let keys = props(site.schema).keys().cloned().collect();
        out.push(site.probe(
            "zz_probe",
            Some(json!(1)),
            Expect::RejectExact,
            Check::Keys(keys),
        ));
        let required: Vec<&str> = site.schema["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        for (k, s) in props(site.schema) {
            out.extend(key_probes(&site, k, s, required.contains(&k.as_str())));
        }
        out.extend(rule_probes(&site));
    }
    out
}
