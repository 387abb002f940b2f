//! What the schema allows in one place: a sample value, the smallest
//! instance of a table, and the values to try on a key, allowed and not
//! (other types, out of range, not a choice, not a name).

use serde_json::{json, Map, Value};

use crate::probe::{Check, Expect, NOT_A_CHOICE};

/// A value to try, and what both sides must say of it.
#[derive(Debug, Clone)]
pub struct Try {
    pub value: Value,
    pub expect: Expect,
    pub check: Check,
}

impl Try {
    fn accept(value: Value) -> Try {
        Try {
            value,
            expect: Expect::Accept,
            check: Check::None,
        }
    }

    fn reject(value: Value, check: Check) -> Try {
        Try {
            value,
            expect: Expect::Reject,
            check,
        }
    }
}

pub fn props(s: &Value) -> &Map<String, Value> {
    static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
    s["properties"]
        .as_object()
        .unwrap_or_else(|| EMPTY.get_or_init(Map::new))
}

pub fn is_table(s: &Value) -> bool {
    s["type"] == "object" && s.get("properties").is_some()
}

pub fn is_map(s: &Value) -> bool {
    s["type"] == "object" && s["additionalProperties"].is_object()
}

pub fn is_tables(s: &Value) -> bool {
    s["type"] == "array" && is_table(&s["items"])
}

/// A value the schema allows, the one editors show first.
pub fn sample(s: &Value) -> Value {
    if let Some(e) = s["examples"].get(0) {
        return e.clone();
    }
    if let Some(d) = s.get("default") {
        return d.clone();
    }
    if let Some(e) = s["enum"].get(0) {
        return e.clone();
    }
    minimal(s)
}

/// The smallest instance: its required keys only, each sampled.
pub fn minimal(s: &Value) -> Value {
    match s["type"].as_str() {
        Some("object") => {
            let required = s["required"].as_array().cloned().unwrap_or_default();
            let pairs = required.iter().filter_map(Value::as_str).map(|k| {
                let p = &props(s)[k];
                let v = if is_table(p) || is_tables(p) {
                    minimal(p)
                } else {
                    sample(p)
                };
                (k.to_string(), v)
            });
            Value::Object(pairs.collect())
        }
        Some("array") if s["minItems"].as_u64().unwrap_or(0) > 0 => json!([sample(&s["items"])]),
        Some("array") => json!([]),
        Some("integer") => s["minimum"].clone(),
        None if s["type"].is_array() => s["minimum"].clone(),
        Some("boolean") => json!(true),
        _ => json!("x"),
    }
}

/// A value of another type than `s` allows.
pub fn other_type(s: &Value) -> Value {
    match s["type"].as_str() {
        Some("string") => json!(7),
        Some("object") => json!(7),
        _ => json!("x"),
    }
}

/// The range an integer schema states: its ends, or its listed values' ends.
fn range(s: &Value) -> Option<(u64, u64)> {
    match (
        s["minimum"].as_u64(),
        s["maximum"].as_u64(),
        s["enum"].as_array(),
    ) {
        (Some(lo), Some(hi), _) => Some((lo, hi)),
        (_, _, Some(e)) if s["type"] == "integer" => {
            let v: Vec<u64> = e.iter().filter_map(Value::as_u64).collect();
            Some((*v.iter().min()?, *v.iter().max()?))
        }
        _ => None,
    }
}

fn range_check(s: &Value) -> Check {
    range(s).map_or(Check::None, |(lo, hi)| Check::Range(lo, hi))
}

/// An integer, or an array of 1 to `maxItems` integers (`type` names both).
fn int_or_ints(s: &Value) -> Vec<Try> {
    let (lo, hi) = range(s).expect("bounds");
    let most = s["maxItems"].as_u64().expect("maxItems") as usize;
    let c = || Check::Range(lo, hi);
    let mut out: Vec<Try> = [json!(lo), json!(hi), json!([lo]), json!(vec![hi; most])]
        .into_iter()
        .map(Try::accept)
        .collect();
    for (v, check) in [
        (json!("x"), c()),
        (json!(-1), c()),
        (json!(hi + 1), c()),
        (json!(["x"]), c()),
        (json!([hi + 1]), c()),
        (json!([]), Check::None),
        (json!(vec![lo; most + 1]), Check::None),
    ] {
        out.push(Try::reject(v, check));
    }
    out
}

/// Values one value of schema `s` may and may not take, its sample first.
pub fn values(s: &Value) -> Vec<Try> {
    if s["type"].is_array() {
        return int_or_ints(s);
    }
    let mut out = vec![Try::accept(sample(s))];
    let reject = Try::reject;
    out.push(reject(
        other_type(s),
        if s["type"] == "integer" {
            range_check(s)
        } else {
            Check::None
        },
    ));
    if let Some(choices) = s["enum"].as_array() {
        out.extend(choices.iter().cloned().map(Try::accept));
        if s["type"] == "string" {
            let names = choices
                .iter()
                .filter_map(Value::as_str)
                .map(String::from)
                .collect();
            out.push(reject(json!(NOT_A_CHOICE), Check::Choices(names)));
        }
    }
    if let Some(len) = s["maxLength"].as_u64() {
        for bad in [
            "Zz-probe".to_string(),
            "a__b".into(),
            "a".repeat(len as usize + 1),
        ] {
            out.push(reject(json!(bad), Check::None));
        }
    } else if s.get("pattern").is_some() {
        out.push(reject(json!("no such!"), Check::None));
    }
    if s["type"] == "integer" {
        out.push(reject(json!(1.5), Check::None));
        let (lo, hi) = range(s).expect("every integer has a range");
        out.push(Try::accept(json!(lo)));
        out.push(Try::accept(json!(hi)));
        let below = if lo == 0 { json!(-1) } else { json!(lo - 1) };
        out.push(reject(below, range_check(s)));
        out.push(reject(json!(hi + 1), range_check(s)));
        if s.get("enum").is_some() || s.get("multipleOf").is_some() {
            out.push(reject(json!(lo + 1), Check::None));
        }
    }
    if s["type"] == "array" {
        let item = &s["items"];
        for t in values(item).into_iter().skip(1) {
            out.push(Try {
                value: json!([t.value]),
                ..t
            });
        }
        if s["uniqueItems"] == true {
            out.push(reject(json!([sample(item), sample(item)]), Check::None));
        }
        if s["minItems"].as_u64().unwrap_or(0) > 0 {
            out.push(Try {
                expect: Expect::RejectExact,
                ..reject(json!([]), Check::None)
            });
        }
    }
    if s["type"] == "boolean" {
        out.push(Try::accept(json!(false)));
    }
    out
}
