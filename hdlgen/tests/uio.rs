//! The devicetree fragment `dts/<soc>-monitors.dtsi`: compiled by Debian's
//! `dtc` inside a minimal board `.dts` without a word on standard error, for
//! every example and with the description's `[devicetree]` settings; its
//! nodes are the driver crate's UIO devices; and the settings are checked
//! where they are written. `<soc>-stat` on UIO devices is tested in
//! `stat/uio.rs`.

mod support;

use std::path::Path;
use std::process::Command;

use support::{check_rejection, generate_example, outside};

/// A board whose root has `cells` address and size cells and a PLIC
/// labelled `plic`, including the fragment `file`.
fn board(cells: u32, file: &str) -> String {
    let reg = if cells == 1 {
        "0xc000000 0x4000000"
    } else {
        "0x0 0xc000000 0x0 0x4000000"
    };
    format!(
        "/dts-v1/;\n\n/ {{\n\t#address-cells = <{cells}>;\n\t#size-cells = <{cells}>;\n\
         \tmodel = \"hdlgen test board\";\n\tcompatible = \"hdlgen,test-board\";\n\n\
         \tplic: interrupt-controller@c000000 {{\n\t\tcompatible = \"sifive,plic-1.0.0\";\n\
         \t\treg = <{reg}>;\n\t\tinterrupt-controller;\n\t\t#interrupt-cells = <1>;\n\
         \t\t#address-cells = <0>;\n\t}};\n}};\n\n/include/ \"{file}\"\n"
    )
}

/// Compiles `board.dts` in `dir` with dtc; fails on any line dtc writes to
/// standard error. Returns the tree decompiled.
fn dtc(dir: &Path) -> String {
    let o = Command::new("dtc")
        .current_dir(dir)
        .args(["-I", "dts", "-O", "dtb", "-o", "board.dtb", "board.dts"])
        .output()
        .expect("dtc runs (scripts/setup.sh installs device-tree-compiler)");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.success() && err.is_empty(),
        "dtc in {}:\n{err}",
        dir.display()
    );
    let o = Command::new("dtc")
        .current_dir(dir)
        .args(["-I", "dtb", "-O", "dts", "board.dtb"])
        .output()
        .unwrap();
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// The fragment of `soc` generated into `gen`, compiled in a board with
/// `cells`; returns the fragment and the tree.
fn compile(gen: &Path, soc: &hdlgen::Soc, cells: u32) -> (String, String) {
    let file = format!("{}-monitors.dtsi", soc.name);
    let dts = gen.join("dts");
    let fragment = std::fs::read_to_string(dts.join(&file)).unwrap();
    std::fs::write(dts.join("board.dts"), board(cells, &file)).unwrap();
    (fragment, dtc(&dts))
}

/// Each window's node: its name without the unit address, `generic-uio`,
/// `reg` at its base; names distinct, as the driver crate looks them up.
fn check_nodes(soc: &hdlgen::Soc, tree: &str, cells: u32) {
    let windows = hdlgen::emit::dts::uio_windows(soc);
    let mut names: Vec<&str> = windows.iter().map(|w| w.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), windows.len(), "distinct UIO names: {names:?}");
    for w in &windows {
        let head = format!(
            "\t\t{}@{:x} {{\n\t\t\tcompatible = \"generic-uio\";\n",
            w.name, w.base
        );
        let at = tree
            .find(&head)
            .unwrap_or_else(|| panic!("{head:?} in\n{tree}"));
        let reg = match cells {
            1 => format!("reg = <{:#x} {:#x}>;", w.base, w.size),
            _ => format!("reg = <0x00 {:#x} 0x00 {:#x}>;", w.base, w.size),
        };
        let node = &tree[at..at + tree[at..].find("};").unwrap()];
        assert!(node.contains(&reg), "{reg} in {node}");
    }
}

#[test]
fn the_fragment_compiles_with_dtc_for_every_example() {
    for file in ["esp.toml", "axi_wide.toml", "reference_soc.toml"] {
        let root = outside(&format!("dtsi-{file}"));
        let soc = generate_example(file, &root);
        let (fragment, tree) = compile(&root, &soc, 1);
        check_nodes(&soc, &tree, 1);
        assert!(!tree.contains("interrupts"), "{tree}");
        assert!(
            fragment.contains("uio_pdrv_genirq.of_id=generic-uio"),
            "{fragment}"
        );
        assert!(
            fragment.contains("interrupt_parent = \"plic\""),
            "how to add them: {fragment}"
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}

/// The esp example with `[devicetree]` appended.
fn esp_with(devicetree: &str) -> String {
    let esp = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml");
    format!(
        "{}\n[devicetree]\n{devicetree}",
        std::fs::read_to_string(esp).unwrap()
    )
}

#[test]
fn interrupts_and_cells_come_from_the_description() {
    let text = esp_with("cells = 2\ninterrupt_parent = \"&plic\"\ninterrupts = [10, 11, 12, 13, 14, 15, 16, 17, 18]\n");
    let soc = hdlgen::load_str("esp.toml", &text).unwrap();
    let root = outside("dtsi-interrupts");
    hdlgen::output::write_tree(&root, &hdlgen::emit::generate(&soc), None).unwrap();
    let (fragment, tree) = compile(&root, &soc, 2);
    check_nodes(&soc, &tree, 2);
    for (t, tile) in soc.tiles.iter().enumerate() {
        let node = format!("{}-{}@", soc.name, tile.name);
        let at = tree.find(&node).unwrap();
        let body = &tree[at..at + tree[at..].find("};").unwrap()];
        assert!(
            body.contains(&format!("interrupts = <{:#04x}>;", 10 + t)),
            "{body}"
        );
        assert!(body.contains("interrupt-parent = <0x"), "{body}");
    }
    let packer = &tree[tree.find("esp_demo-packer@").unwrap()..];
    assert!(
        !packer[..packer.find("};").unwrap()].contains("interrupt"),
        "the packer has no irq line: {tree}"
    );
    assert!(
        fragment.contains("\t\t\tinterrupt-parent = <&plic>;\n\t\t\tinterrupts = <10>;\n"),
        "{fragment}"
    );
    assert!(fragment.contains("#address-cells = <2>;"), "{fragment}");
    // Same description, same bytes.
    let again = hdlgen::emit::generate(&hdlgen::load_str("esp.toml", &text).unwrap());
    let dtsi = again
        .iter()
        .find(|a| a.path == "dts/esp_demo-monitors.dtsi")
        .unwrap();
    assert_eq!(dtsi.text, fragment);
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn devicetree_settings_are_checked_where_they_are_written() {
    let nine = "[1, 2, 3, 4, 5, 6, 7, 8, 9]";
    let cases = [
        (
            format!("interrupt_parent = \"plic>; evil = <1\"\ninterrupts = {nine}\n"),
            "devicetree.interrupt_parent",
            "is not a devicetree label",
        ),
        (
            format!("interrupt_parent = \"1plic\"\ninterrupts = {nine}\n"),
            "devicetree.interrupt_parent",
            "is not a devicetree label",
        ),
        (
            "interrupt_parent = \"plic\"\n".to_string(),
            "devicetree.interrupt_parent",
            "an interrupt parent without interrupts",
        ),
        (
            "interrupts = [1, 2, 3]\n".to_string(),
            "devicetree.interrupts",
            "3 interrupts for 9 tiles",
        ),
        (
            "interrupts = [1, [0, 2], 3, 4, 5, 6, 7, 8, 9]\n".to_string(),
            "devicetree.interrupts[1]",
            "2 cells, where the first interrupt has 1",
        ),
        (
            "interrupts = [1, \"2\", 3, 4, 5, 6, 7, 8, 9]\n".to_string(),
            "devicetree.interrupts[1]",
            "expected an interrupt number",
        ),
        (
            "interrupts = [1, -2, 3, 4, 5, 6, 7, 8, 9]\n".to_string(),
            "devicetree.interrupts[1]",
            "found -2",
        ),
        (
            "interrupts = 5\n".to_string(),
            "devicetree.interrupts",
            "expected an array with one interrupt per [[tile]]",
        ),
        (
            "cells = 3\n".to_string(),
            "devicetree.cells",
            "3 is out of range; valid values are 1..=2",
        ),
        (
            "label = \"x\"\n".to_string(),
            "devicetree.label",
            "unknown key",
        ),
    ];
    for (body, field, message) in cases {
        let text = esp_with(&body);
        let e = hdlgen::load_str("esp.toml", &text).expect_err(&body);
        check_rejection("esp.toml", &text, &e).unwrap();
        let shown = e.to_string();
        let line = text.lines().count() - body.lines().count() + 1;
        assert!(
            shown.contains(&format!("esp.toml:{line}:"))
                || shown.contains(&format!("esp.toml:{}:", line + 1)),
            "{shown}"
        );
        assert!(
            shown.contains(&format!(": error: {field}: ")),
            "{field} in {shown}"
        );
        assert!(shown.contains(message), "{message} in {shown}");
    }
}
