//! What editors and CI get: `hdlgen schema` (a JSON Schema of the
//! description), `hdlgen check`, `--message-format json`, shell completions
//! and the manual page.
//!
//! The schema is written once, in `hdlgen/src/schema/`, beside a reader
//! written by hand; these tests prove the two agree, by probing both
//! (`schema/generate.rs`, `schema/probe.rs`): for every table the schema
//! describes, the keys the reader rejects as unknown name exactly the
//! schema's keys (so a key added to the reader, or a table, fails here
//! until the schema has it), and every type, range, choice, default,
//! required key, name rule and rule between keys is tried on both sides,
//! check-jsonschema answering for the schema. Then every example and valid
//! corpus case passes check-jsonschema (the examples taplo too), and every
//! refused corpus case is refused by the schema or listed, with its
//! reason, in `schema/corpus.rs` (`BEYOND`), as docs/editors.md lists them.
//!
//! check-jsonschema comes from the project's Python venv and taplo from
//! its npm directory (`HDLGEN_PY`, `HDLGEN_NPM`); missing, the tests fail
//! and say to run scripts/setup.sh.

mod support;

#[path = "schema/commands.rs"]
mod commands;
#[path = "schema/corpus.rs"]
mod corpus;
#[path = "schema/generate.rs"]
mod generate;
#[path = "schema/probe.rs"]
mod probe;
#[path = "schema/toml_doc.rs"]
mod toml_doc;
#[path = "schema/tools.rs"]
mod tools;
#[path = "schema/values.rs"]
mod values;

use probe::{Check, Expect, Probe};
use tools::{schema, text};

#[test]
fn the_schema_is_draft_07_and_what_the_library_builds() {
    let o = std::process::Command::new(tools::check_jsonschema())
        .arg("--check-metaschema")
        .arg(&schema().0)
        .output()
        .expect("check-jsonschema runs");
    assert!(o.status.success(), "{}{}", text(&o.stdout), text(&o.stderr));
    assert_eq!(schema().1["$schema"], hdlgen::schema::DRAFT);
    let built: serde_json::Value = serde_json::from_str(&hdlgen::schema::json()).unwrap();
    assert_eq!(built, schema().1);
}

#[test]
fn every_key_has_a_description_and_a_type() {
    fn walk(path: &str, s: &serde_json::Value, bad: &mut Vec<String>) {
        for (k, p) in s["properties"].as_object().into_iter().flatten() {
            let here = format!("{path}.{k}");
            if p["description"].as_str().is_none_or(str::is_empty) || p["type"].is_null() {
                bad.push(here.clone());
            }
            walk(&here, p, bad);
            walk(&format!("{here}[]"), &p["items"], bad);
        }
    }
    let mut bad = Vec::new();
    walk("", &schema().1, &mut bad);
    assert!(
        bad.is_empty(),
        "keys without a description or a type: {bad:?}"
    );
}

#[test]
fn the_schema_agrees_with_the_reader() {
    let probes = generate::probes(&schema().1);
    assert!(probes.len() > 400, "only {} probes", probes.len());
    let failures = probe::run("agreement", &probes);
    assert!(
        failures.is_empty(),
        "{} of {} probes disagree:\n\n{}",
        failures.len(),
        probes.len(),
        failures.join("\n\n")
    );
}

/// `[soc] name = ...`, one probe per name, accepted or refused at
/// `soc.name` by hdlgen in full.
fn name_probes(names: &[(&str, bool)]) -> Vec<Probe> {
    names
        .iter()
        .map(|(n, ok)| Probe {
            label: format!("soc.name = {n:?}"),
            doc: format!(
                "[soc]\nname = {}\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n",
                toml_doc::value(&serde_json::json!(n))
            ),
            fields: vec!["soc.name".into()],
            expect: if *ok {
                Expect::AcceptLoaded
            } else {
                Expect::Reject
            },
            check: Check::None,
        })
        .collect()
}

/// Probes of one field of `doc` (`@` marks the value), accepted or
/// refused there by hdlgen in full.
fn value_probes(doc: &str, field: &str, values: &[(&str, bool)]) -> Vec<Probe> {
    values
        .iter()
        .map(|(v, ok)| Probe {
            label: format!("{field} = {v:?}"),
            doc: doc.replace('@', &toml_doc::value(&serde_json::json!(v))),
            fields: vec![field.into()],
            expect: if *ok {
                Expect::AcceptLoaded
            } else {
                Expect::Reject
            },
            check: Check::None,
        })
        .collect()
}

/// The schema's patterns say what `model::names`, the formula, path and
/// devicetree label checks say, value by value (the keyword list aside:
/// docs/editors.md).
#[test]
fn names_formulas_paths_and_labels_are_judged_alike() {
    let long = "a".repeat(hdlgen::model::names::MAX_LEN);
    let too_long = "a".repeat(hdlgen::model::names::MAX_LEN + 1);
    let mut probes = name_probes(&[
        ("a", true),
        ("a1", true),
        ("ab_c9_d", true),
        ("x_1_2", true),
        (&long, true),
        ("", false),
        ("1a", false),
        ("_a", false),
        ("a_", false),
        ("a__b", false),
        ("A", false),
        ("aB", false),
        ("a-b", false),
        ("a b", false),
        ("a.b", false),
        ("cp\u{fc}0", false),
        ("a\n", false),
        (&too_long, false),
    ]);
    let formula = "[soc]\nname = \"s\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\n\
        [programmable]\n[[programmable.event]]\nname = \"hit\"\n[[programmable.event]]\nname = \"miss_2\"\n\
        [[programmable.preset]]\nname = \"all\"\nformula = @\n";
    probes.extend(value_probes(
        formula,
        "programmable.preset[0].formula",
        &[
            ("hit", true),
            ("hit + miss_2", true),
            ("  hit-miss_2\t", true),
            ("hit\t+\tmiss_2 - hit", true),
            ("", false),
            ("+hit", false),
            ("hit +", false),
            ("hit miss_2", false),
            ("hit; evil()", false),
            ("hit * miss_2", false),
        ],
    ));
    let path = "[soc]\nname = \"s\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\n\
        [autocounter]\n[[autocounter.domain]]\nname = \"core\"\n\
        [[autocounter.counter]]\nlabel = \"iret\"\ndomain = \"core\"\npath = @\n";
    probes.extend(value_probes(
        path,
        "autocounter.counter[0].path",
        &[
            ("tile0.core", true),
            ("A.b_9", true),
            ("x", true),
            ("", false),
            ("tile0 core", false),
            ("tile0/core", false),
            ("tile0\")", false),
        ],
    ));
    let label = "[soc]\nname = \"s\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\n\
        [devicetree]\ninterrupts = [1]\ninterrupt_parent = @\n";
    let (longest, too_long) = ("a".repeat(31), "a".repeat(32));
    probes.extend(value_probes(
        label,
        "devicetree.interrupt_parent",
        &[
            ("plic", true),
            ("&plic", true),
            ("_a1", true),
            ("Plic_0", true),
            (&longest, true),
            ("", false),
            ("&", false),
            ("&&plic", false),
            ("1plic", false),
            ("plic-0", false),
            ("plic 0", false),
            (&too_long, false),
        ],
    ));
    let failures = probe::run("patterns", &probes);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
