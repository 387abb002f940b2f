//! The corpus of refused descriptions (`tests/corpus/`) against the schema:
//! each is refused by the schema, or is on [`BEYOND`], the explicit list of
//! refusals no schema states, with the reason. A case the schema comes to
//! refuse must leave the list, and a new case the schema misses must join
//! it: the list cannot go stale. docs/editors.md names every reason.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use crate::tools::{check_jsonschema, root, schema, schema_verdicts, Verdict};

/// Why the schema cannot refuse a description that hdlgen refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reason {
    Malformed,
    WholeFloat,
    Unique,
    Reference,
    Relation,
    AddressMap,
    Fit,
    Keyword,
    Generated,
}

impl Reason {
    /// Its entry in docs/editors.md, word for word.
    pub fn doc(self) -> &'static str {
        match self {
            Reason::Malformed => "**Not TOML**: malformed TOML or text that is not UTF-8",
            Reason::WholeFloat => "**A whole float for an integer**",
            Reason::Unique => "**Names used twice**",
            Reason::Reference => "**References**",
            Reason::Relation => "**Relations between sections**",
            Reason::AddressMap => "**The address map**",
            Reason::Fit => "**What must fit**",
            Reason::Keyword => "**Keywords**",
            Reason::Generated => "**Generated names**",
        }
    }

    pub const ALL: [Reason; 9] = [
        Reason::Malformed,
        Reason::WholeFloat,
        Reason::Unique,
        Reason::Reference,
        Reason::Relation,
        Reason::AddressMap,
        Reason::Fit,
        Reason::Keyword,
        Reason::Generated,
    ];
}

/// The corpus cases hdlgen refuses and the schema does not, and why.
pub const BEYOND: &[(&str, Reason)] = &[
    ("dup_toml_key.toml", Reason::Malformed),
    ("syntax_bad_header.toml", Reason::Malformed),
    ("syntax_invalid_utf8.toml", Reason::Malformed),
    ("syntax_missing_value.toml", Reason::Malformed),
    ("syntax_unterminated_string.toml", Reason::Malformed),
    ("unknown_soc_key_unicode.toml", Reason::Malformed),
    ("type_width_float.toml", Reason::WholeFloat),
    ("dup_access_window.toml", Reason::Unique),
    ("dup_autocounter_label.toml", Reason::Unique),
    ("dup_domain.toml", Reason::Unique),
    ("dup_event.toml", Reason::Unique),
    ("dup_monitor_builtin.toml", Reason::Unique),
    ("dup_monitor_custom.toml", Reason::Unique),
    ("dup_preset_vs_event.toml", Reason::Unique),
    ("dup_tile_names.toml", Reason::Unique),
    ("range_cycles_event_undeclared.toml", Reason::Reference),
    ("range_formula.toml", Reason::Reference),
    ("unknown_access_window.toml", Reason::Reference),
    ("unknown_core_event_kind.toml", Reason::Reference),
    ("unknown_core_event_target.toml", Reason::Reference),
    (
        "unknown_core_event_target_autocounter.toml",
        Reason::Reference,
    ),
    ("unknown_core_tile.toml", Reason::Reference),
    ("mesh_size.toml", Reason::Relation),
    ("missing_core_cpu_tile.toml", Reason::Relation),
    ("range_autocounter_crossing_width.toml", Reason::Relation),
    ("range_event_counter_missing.toml", Reason::Relation),
    ("range_kind_without_monitors.toml", Reason::Relation),
    ("range_override_pair_too_narrow.toml", Reason::Relation),
    ("range_override_single_too_wide.toml", Reason::Relation),
    (
        "overlap_autocounter_domains_beyond_4gib.toml",
        Reason::AddressMap,
    ),
    ("overlap_autocounter_on_packer.toml", Reason::AddressMap),
    ("overlap_beyond_4gib.toml", Reason::AddressMap),
    ("overlap_core_console.toml", Reason::AddressMap),
    ("overlap_core_ram.toml", Reason::AddressMap),
    ("overlap_packer_in_tiles.toml", Reason::AddressMap),
    ("overlap_tiles_on_default_packer.toml", Reason::AddressMap),
    ("range_base_unaligned.toml", Reason::AddressMap),
    ("range_no_room_for_registers.toml", Reason::Fit),
    ("range_packer_almost_full.toml", Reason::Fit),
    ("range_packer_almost_full_default.toml", Reason::Fit),
    ("range_packer_almost_full_zero.toml", Reason::Fit),
    ("range_packet_does_not_fit.toml", Reason::Fit),
    ("range_too_many_monitor_words.toml", Reason::Fit),
    ("reserved_domain_struct.toml", Reason::Keyword),
    ("reserved_event_int.toml", Reason::Keyword),
    ("reserved_event_logic.toml", Reason::Keyword),
    ("reserved_label_endmodule.toml", Reason::Keyword),
    ("reserved_monitor_fn.toml", Reason::Keyword),
    ("reserved_monitor_typedef.toml", Reason::Keyword),
    ("reserved_preset_self.toml", Reason::Keyword),
    ("reserved_soc_gen.toml", Reason::Keyword),
    ("reserved_soc_module.toml", Reason::Keyword),
    ("reserved_tile_always.toml", Reason::Keyword),
    ("reserved_tile_impl.toml", Reason::Keyword),
    ("reserved_tile_nullptr.toml", Reason::Keyword),
    ("dup_generated_event_counters.toml", Reason::Generated),
    ("dup_generated_monitor_pair_word.toml", Reason::Generated),
    ("dup_generated_monitor_register.toml", Reason::Generated),
    ("dup_generated_soc_mon.toml", Reason::Generated),
    ("dup_generated_soc_monitor.toml", Reason::Generated),
    ("dup_generated_tile_autocounter.toml", Reason::Generated),
    ("dup_generated_tile_bus.toml", Reason::Generated),
    ("dup_generated_tile_packer.toml", Reason::Generated),
    ("dup_generated_tile_stride.toml", Reason::Generated),
    ("dup_monitor_word_name.toml", Reason::Generated),
];

pub fn corpus_dir() -> PathBuf {
    root().join("hdlgen/tests/corpus")
}

/// Every corpus file, and whether hdlgen accepts it (its first line says).
pub fn corpus() -> BTreeMap<String, bool> {
    let mut out = BTreeMap::new();
    for e in std::fs::read_dir(corpus_dir()).expect("the corpus") {
        let p = e.expect("a corpus entry").path();
        if p.extension().is_some_and(|x| x == "toml") {
            let bytes = std::fs::read(&p).expect("a corpus file");
            let valid = bytes.starts_with(b"# expect: exit 0");
            out.insert(p.file_name().unwrap().to_string_lossy().into_owned(), valid);
        }
    }
    out
}

/// The bundled examples.
pub fn examples() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("examples"))
        .expect("examples/")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    v.sort();
    v
}

/// check-jsonschema's verdict on each refused corpus file. A file that is
/// not UTF-8 is checked alone: check-jsonschema fails on it with a Python
/// traceback instead of a report.
fn refused_verdicts(refused: &[&String]) -> BTreeMap<String, Verdict> {
    let dir = corpus_dir();
    let (text, binary): (Vec<&String>, Vec<&String>) = refused
        .iter()
        .partition(|n| String::from_utf8(std::fs::read(dir.join(n)).unwrap()).is_ok());
    let files: Vec<PathBuf> = text.iter().map(|n| dir.join(n)).collect();
    let mut out: BTreeMap<String, Verdict> = schema_verdicts(&files)
        .into_iter()
        .map(|(p, v)| (p.file_name().unwrap().to_string_lossy().into_owned(), v))
        .collect();
    for name in binary {
        let o = Command::new(check_jsonschema())
            .arg("--schemafile")
            .arg(&schema().0)
            .arg(dir.join(name))
            .output()
            .expect("check-jsonschema runs");
        assert!(
            !o.status.success(),
            "check-jsonschema accepts {name}, which is not UTF-8"
        );
        out.insert(name.clone(), Verdict::Unparsable("not UTF-8".into()));
    }
    out
}

/// Why the refused corpus file `name`, with the schema's verdict, breaks
/// the rule, if it does.
fn misfiled(name: &str, verdict: &Verdict) -> Option<String> {
    let listed = BEYOND.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
    match (verdict, listed) {
        (Verdict::Invalid(_), None) => None,
        (Verdict::Invalid(e), Some(r)) => Some(format!(
            "{name}: the schema refuses it ({}), so it must leave BEYOND ({r:?})",
            e[0]
        )),
        (Verdict::Unparsable(_), Some(Reason::Malformed)) => None,
        (Verdict::Valid, Some(r)) if r != Reason::Malformed => None,
        (v, r) => Some(format!(
            "{name}: hdlgen refuses it and the schema says {v:?}; it is listed as {r:?} \
             (refused by the schema, on BEYOND with its reason, or Malformed if no TOML parser reads it)"
        )),
    }
}

#[test]
fn examples_and_valid_corpus_cases_pass_check_jsonschema() {
    let corpus = corpus();
    let mut files = examples();
    assert!(files.len() >= 5, "{files:?}");
    files.extend(
        corpus
            .iter()
            .filter(|(_, ok)| **ok)
            .map(|(n, _)| corpus_dir().join(n)),
    );
    let bad: Vec<String> = schema_verdicts(&files)
        .into_iter()
        .filter(|(_, v)| *v != Verdict::Valid)
        .map(|(f, v)| format!("{}: {v:?}", f.display()))
        .collect();
    assert!(
        bad.is_empty(),
        "descriptions hdlgen accepts break the schema:\n{}",
        bad.join("\n")
    );
}

#[test]
fn every_refused_corpus_case_is_refused_by_the_schema_or_listed_with_its_reason() {
    let corpus = corpus();
    let refused: Vec<&String> = corpus
        .iter()
        .filter(|(_, ok)| !**ok)
        .map(|(n, _)| n)
        .collect();
    assert!(
        refused.len() >= 100,
        "{} refused corpus cases",
        refused.len()
    );
    for (name, _) in BEYOND {
        assert_eq!(
            corpus.get(*name),
            Some(&false),
            "BEYOND lists {name}, not a refused corpus case"
        );
    }
    let verdicts = refused_verdicts(&refused);
    let wrong: Vec<String> = verdicts
        .iter()
        .filter_map(|(n, v)| misfiled(n, v))
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let by_schema = verdicts
        .values()
        .filter(|v| matches!(v, Verdict::Invalid(_)))
        .count();
    eprintln!(
        "schema: {} examples and {} valid corpus cases pass; of {} refused corpus cases the schema refuses {by_schema}, BEYOND lists {}",
        examples().len(),
        corpus.values().filter(|ok| **ok).count(),
        refused.len(),
        BEYOND.len()
    );
    // Type and choice mistakes in particular (`type_*`, the enumerations).
    for n in refused
        .iter()
        .filter(|n| n.starts_with("type_") || n.contains("enum"))
    {
        let listed = BEYOND.iter().any(|(b, _)| b == n);
        assert!(listed || matches!(verdicts[*n], Verdict::Invalid(_)), "{n}");
    }
}

#[test]
fn docs_editors_md_names_every_reason() {
    let page = std::fs::read_to_string(root().join("docs/editors.md")).expect("docs/editors.md");
    for r in Reason::ALL {
        assert!(
            page.contains(r.doc()),
            "docs/editors.md does not list {:?} as `{}`",
            r,
            r.doc()
        );
        assert!(
            BEYOND.iter().any(|(_, b)| *b == r),
            "no corpus case for {r:?}"
        );
    }
}

/// The examples pass taplo (what Even Better TOML runs) too, and taplo
/// does apply the schema: a broken copy fails.
#[test]
fn examples_pass_taplo_and_a_broken_one_fails() {
    let files = examples();
    let o = crate::tools::taplo_check(&files);
    assert!(
        o.status.success(),
        "taplo refuses an example:\n{}",
        crate::tools::text(&o.stderr)
    );
    let broken = crate::tools::scratch("taplo").join("broken.toml");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    std::fs::write(
        &broken,
        format!("{text}\n[[tile]]\nname = \"gpu0\"\nkind = \"gpu\"\n"),
    )
    .unwrap();
    let o = crate::tools::taplo_check(std::slice::from_ref(&broken));
    let err = crate::tools::text(&o.stderr);
    assert!(
        !o.status.success() && err.contains("\"gpu\" is not one of"),
        "taplo accepts {}:\n{err}",
        broken.display()
    );
}
