//! [`Table`]s into JSON Schema (draft-07) objects.

use super::sections::NAME_PATTERN;
use super::{Json, Key, Kind, Literal, Rule, Step, Table, DRAFT};
use crate::model::names::MAX_LEN;

/// The schema document of the description's top level.
pub(super) fn schema(root: &Table) -> Json {
    let mut out = Json::object([
        ("$schema", Json::str(DRAFT)),
        ("title", Json::str("hdlgen SoC description")),
    ]);
    let Json::Object(body) = table(root) else {
        unreachable!("a table renders as an object")
    };
    if let Json::Object(pairs) = &mut out {
        pairs.extend(body);
    }
    out.push(
        "$comment",
        Json::str(
            "Written by `hdlgen schema`. It checks every key, type, range, choice and name; \
             `hdlgen check` also checks what no single key shows (docs/editors.md).",
        ),
    );
    out
}

/// `{"type": "object", ...}` for a table: no keys but its own.
fn table(t: &Table) -> Json {
    let required: Vec<Json> = t
        .keys
        .iter()
        .filter(|k| k.required)
        .map(|k| Json::str(k.name))
        .collect();
    let mut out = Json::object([
        ("description", Json::str(t.doc)),
        ("type", Json::str("object")),
        ("additionalProperties", Json::Bool(false)),
    ]);
    if !required.is_empty() {
        out.push("required", Json::Array(required));
    }
    out.push(
        "properties",
        Json::Object(
            t.keys
                .iter()
                .map(|k| (k.name.to_string(), key(k)))
                .collect(),
        ),
    );
    rules(&t.rules, &mut out);
    out
}

/// The rules between a table's keys: `dependencies` for a key that needs
/// another, `if`/`then` for a boolean that needs another true.
fn rules(rules: &[Rule], out: &mut Json) {
    let is_true = |k: &str| Json::object([(k, Json::object([("const", Json::Bool(true))]))]);
    let mut together = Vec::new();
    let mut needs = Vec::new();
    for r in rules {
        match *r {
            Rule::Requires { key, other } => {
                together.push((key.to_string(), Json::Array(vec![Json::str(other)])));
            }
            Rule::NeedsTrue { key, needs: other } => needs.push(Json::object([
                (
                    "if",
                    Json::object([
                        ("properties", is_true(key)),
                        ("required", Json::Array(vec![Json::str(key)])),
                    ]),
                ),
                ("then", Json::object([("properties", is_true(other))])),
            ])),
        }
    }
    if !together.is_empty() {
        out.push("dependencies", Json::Object(together));
    }
    if !needs.is_empty() {
        out.push("allOf", Json::Array(needs));
    }
}

/// One key: its description (the key's, not its table's), its kind's
/// constraints, default and example.
fn key(k: &Key) -> Json {
    let mut pairs = vec![("description".to_string(), Json::str(k.doc))];
    if let Json::Object(constraints) = kind(&k.kind) {
        pairs.extend(constraints.into_iter().filter(|(n, _)| n != "description"));
    }
    let mut out = Json::Object(pairs);
    if let Some(d) = &k.default {
        out.push("default", literal(d));
    }
    if let Some(e) = &k.example {
        out.push("examples", Json::Array(vec![literal(e)]));
    }
    out
}

/// The constraints of a kind of value.
fn kind(k: &Kind) -> Json {
    match k {
        Kind::Text => Json::object([("type", Json::str("string"))]),
        Kind::Name => Json::object([
            ("type", Json::str("string")),
            ("pattern", Json::str(NAME_PATTERN)),
            ("maxLength", Json::Uint(MAX_LEN as u64)),
        ]),
        Kind::Pattern(p) => Json::object([
            ("type", Json::str("string")),
            ("pattern", Json::str(p.as_str())),
        ]),
        Kind::Choice(values) => Json::object([
            ("type", Json::str("string")),
            (
                "enum",
                Json::Array(values.iter().map(|v| Json::str(*v)).collect()),
            ),
        ]),
        Kind::Int { min, max, step } => int(*min, *max, *step),
        Kind::Bool => Json::object([("type", Json::str("boolean"))]),
        Kind::IntOrInts {
            min,
            max,
            max_items,
        } => {
            // Each keyword applies to its own type: the bounds to the
            // integer, the items and their count to the array.
            let mut o = Json::object([(
                "type",
                Json::Array(vec![Json::str("integer"), Json::str("array")]),
            )]);
            o.push("minimum", Json::Uint(*min));
            o.push("maximum", Json::Uint(*max));
            o.push("items", int(*min, *max, Step::Any));
            o.push("minItems", Json::Uint(1));
            o.push("maxItems", Json::Uint(*max_items as u64));
            o
        }
        Kind::List {
            item,
            unique,
            min_items,
        } => {
            let mut o = Json::object([("type", Json::str("array")), ("items", kind(item))]);
            if *unique {
                o.push("uniqueItems", Json::Bool(true));
            }
            if *min_items > 0 {
                o.push("minItems", Json::Uint(*min_items as u64));
            }
            o
        }
        Kind::Table(t) => table(t),
        Kind::Tables {
            table: t,
            min_items,
            max_items,
        } => {
            let mut o = Json::object([("type", Json::str("array"))]);
            if *min_items > 0 {
                o.push("minItems", Json::Uint(*min_items as u64));
            }
            if let Some(max) = max_items {
                o.push("maxItems", Json::Uint(*max as u64));
            }
            o.push("items", table(t));
            o
        }
        Kind::Map(value) => Json::object([
            ("type", Json::str("object")),
            (
                "propertyNames",
                Json::object([("pattern", Json::str(NAME_PATTERN))]),
            ),
            ("additionalProperties", kind(value)),
        ]),
    }
}

/// An integer range; powers of two are listed, as no keyword says "power
/// of two".
fn int(min: u64, max: u64, step: Step) -> Json {
    let mut o = Json::object([("type", Json::str("integer"))]);
    if step == Step::PowerOfTwo {
        let values = (0..64)
            .map(|b| 1u64 << b)
            .filter(|v| (min..=max).contains(v))
            .map(Json::Uint)
            .collect();
        o.push("enum", Json::Array(values));
        return o;
    }
    o.push("minimum", Json::Uint(min));
    o.push("maximum", Json::Uint(max));
    if let Step::MultipleOf(m) = step {
        o.push("multipleOf", Json::Uint(m));
    }
    o
}

fn literal(l: &Literal) -> Json {
    match l {
        Literal::Int(n) => Json::Uint(*n),
        Literal::Str(s) => Json::str(*s),
        Literal::Bool(b) => Json::Bool(*b),
        Literal::Strs(v) => Json::Array(v.iter().map(|s| Json::str(*s)).collect()),
        Literal::Ints(v) => Json::Array(v.iter().map(|n| Json::Uint(*n)).collect()),
    }
}
