//! Descriptions `hdlgen` refuses: the exit status, every error at once,
//! each at its file, line and column, and nothing written.

use std::fs;

use super::{hdlgen, scratch, tree, GOOD};

/// Runs hdlgen on `text`; returns (exit code, stderr) and checks nothing was written.
fn bad(name: &str, text: &str) -> (i32, String) {
    let d = scratch(name);
    let desc = d.join("bad.toml");
    fs::write(&desc, text).unwrap();
    let out = d.join("out");
    // A previous good run's output must survive a failed one.
    let earlier = hdlgen::emit::Artifact::new("keep.v", "previous output\n".into());
    hdlgen::output::write_tree(&out, &[earlier], None).unwrap();
    let o = hdlgen(&[
        "--soc",
        desc.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(tree(&out).len(), 2, "a failed run must not write anything");
    assert_eq!(
        fs::read_to_string(out.join("keep.v")).unwrap(),
        "previous output\n"
    );
    let siblings: Vec<_> = fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        siblings.len(),
        2,
        "no temporary directories left: {siblings:?}"
    );
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn misspelled_key_exits_2_with_location() {
    let (code, err) = bad("misspelled", &GOOD.replace("kind =", "knd ="));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:6:1: error: tile[0].knd: unknown key (did you mean `kind`?)"),
        "{err}"
    );
}

#[test]
fn out_of_range_width_exits_2_with_location() {
    let text = format!("{GOOD}\n[catalog]\nwidth = 65\n");
    let (code, err) = bad("width", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains(
            "bad.toml:9:9: error: catalog.width: 65 is out of range; valid values are 1..=32"
        ),
        "{err}"
    );
}

#[test]
fn a_packet_that_does_not_fit_is_refused_with_its_location() {
    let text = format!("{GOOD}\n[packer]\nstream_width = 512\ncounters = 39\n");
    let (code, err) = bad("packet", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:9:16: error: packer.stream_width: the packet needs 840 bits (counters 273 + overflow map 39 + pc 64 + cycles 64 + instruction 32 + halted 64 + registers 256 + sequence number 32 + layout id 16) but the stream is 512 bits; valid: stream_width >= 864"),
        "{err}"
    );
}

#[test]
fn every_error_is_reported_at_once() {
    let text = "[soc]\nname = \"Bad Name\"\nbus = \"pci\"\nnoc_planes = 99\n\n[[tile]]\nname = \"t\"\nkind = \"gpu\"\n\n[[tile]]\nname = \"t\"\nkind = \"cpu\"\n";
    let (code, err) = bad("many", text);
    assert_eq!(code, 2);
    for needle in [
        "bad.toml:3:7: error: soc.bus: \"pci\" is not valid; valid values: \"apb\", \"axi4lite\"",
        "bad.toml:4:14: error: soc.noc_planes: 99 is out of range; valid values are 1..=16",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
    // Type and range errors stop before elaboration; fixed, the rest show together.
    let text = text.replace("\"pci\"", "\"apb\"").replace("99", "6");
    let (code, err) = bad("many2", &text);
    assert_eq!(code, 2);
    for needle in [
        "bad.toml:2:8: error: soc.name: \"Bad Name\" is not a valid name",
        "bad.toml:8:8: error: tile[0].kind: \"gpu\" is not a tile kind; valid: cpu, mem, acc, io, slm, empty",
        "bad.toml:11:8: error: tile[1].name: tile name \"t\" is used twice",
    ] {
        assert!(err.contains(needle), "{needle}\n{err}");
    }
}

#[test]
fn unreadable_file_exits_1() {
    let o = hdlgen(&["--soc", "no/such/file.toml"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no/such/file.toml: cannot read"));
}

#[test]
fn autocounter_mistakes_are_refused_with_their_location() {
    let text = format!(
        "{GOOD}\n[autocounter]\n[[autocounter.domain]]\nname = \"core\"\n[[autocounter.domain]]\nname = \"uncore\"\n\
         [[autocounter.counter]]\nlabel = \"bus\"\npath = \"a.b\"\nwidth = 8\ndomain = \"core\"\nsource = \"uncore\"\n\
         [[autocounter.counter]]\nlabel = \"x\"\npath = \"a.b\"\ndomain = \"fast\"\n"
    );
    let (code, err) = bad("autocounter", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:16:9: error: autocounter.counter[0].width: a 8-bit value cannot cross from \"uncore\" to \"core\" through a synchroniser"),
        "{err}"
    );
    assert!(
        err.contains("bad.toml:22:10: error: autocounter.counter[1].domain: \"fast\" is not a declared domain; declared: core, uncore"),
        "{err}"
    );
}

#[test]
fn a_preset_formula_error_points_at_the_bad_term() {
    let text = format!(
        "{GOOD}\n[programmable]\n[[programmable.event]]\nname = \"hit\"\n[[programmable.preset]]\nname = \"access\"\nformula = \"hit + mis\"\n"
    );
    let (code, err) = bad("formula", &text);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("bad.toml:13:18: error: programmable.preset[0].formula: \"mis\" is not a native event of [[programmable.event]]"),
        "{err}"
    );
}
