//! Descriptions written from JSON values: objects are tables, arrays of
//! objects arrays of tables, anything else a value.

use serde_json::{Map, Value};

/// `root` as TOML text.
pub fn to_toml(root: &Map<String, Value>) -> String {
    let mut out = String::new();
    table(&mut out, "", root);
    out
}

fn is_table(v: &Value) -> bool {
    v.is_object()
}

fn is_tables(v: &Value) -> bool {
    v.as_array()
        .is_some_and(|a| !a.is_empty() && a.iter().all(Value::is_object))
}

/// The body of the table at `path`: its values, then its tables.
fn table(out: &mut String, path: &str, t: &Map<String, Value>) {
    for (k, v) in t {
        if !is_table(v) && !is_tables(v) {
            out.push_str(&format!("{} = {}\n", key(k), value(v)));
        }
    }
    for (k, v) in t {
        let sub = if path.is_empty() {
            key(k)
        } else {
            format!("{path}.{}", key(k))
        };
        if let Some(o) = v.as_object() {
            out.push_str(&format!("\n[{sub}]\n"));
            table(out, &sub, o);
        } else if is_tables(v) {
            for item in v.as_array().into_iter().flatten() {
                out.push_str(&format!("\n[[{sub}]]\n"));
                table(out, &sub, item.as_object().expect("a table"));
            }
        }
    }
}

/// A key, bare when TOML allows it.
fn key(k: &str) -> String {
    let bare = !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if bare {
        k.to_string()
    } else {
        Value::String(k.to_string()).to_string()
    }
}

/// A value on one line. JSON's string escapes are TOML's too.
pub fn value(v: &Value) -> String {
    match v {
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(value).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Object(o) => {
            let pairs: Vec<String> = o
                .iter()
                .map(|(k, v)| format!("{} = {}", key(k), value(v)))
                .collect();
            format!("{{ {} }}", pairs.join(", "))
        }
        Value::Null => panic!("TOML has no null"),
        other => other.to_string(),
    }
}

#[test]
fn tables_and_arrays_of_tables_are_written_as_headers() {
    let v = serde_json::json!({
        "soc": {"name": "s", "noc_directions": ["local"]},
        "tile": [{"name": "cpu0", "kind": "cpu"}, {"name": "mem0", "kind": "mem"}],
        "core": {"events": {"Zz-probe": "cycle", "a b": "load"}},
    });
    let text = to_toml(v.as_object().unwrap());
    let back: toml::Table = toml::from_str(&text).expect("valid TOML");
    assert_eq!(
        serde_json::to_value(&back).unwrap(),
        v,
        "the TOML read back differs:\n{text}"
    );
}
