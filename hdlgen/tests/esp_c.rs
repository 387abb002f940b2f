//! ESP's C software against hdlgen's C output: ESP's monitors.h (its
//! definitions, in `support/esp/`) and hdlgen's header included together in
//! either order under `-Werror`, ESP's SoC map files (`soc_defs.h`,
//! `soc_locs.h`) generated with the numbers ESP's library derives its tile
//! numbers from, and the header clean for C++ firmware.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

use support::{generate_example, outside};

use hdlgen::model::Group;

/// An empty directory for test `name`.
fn scratch(name: &str) -> PathBuf {
    let d = outside(name);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        out.status.success(),
        "{what}:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// What `support/esp/uses_esp.c` must print for `soc`.
fn expected(soc: &hdlgen::Soc) -> String {
    let m = soc.mesh;
    let index = |name: &str| soc.monitors.iter().find(|x| x.name == name).unwrap().index;
    let first = |g: Group| soc.monitors.iter().find(|x| x.group == g).unwrap().index;
    let mut s = format!(
        "tiles {} rows {} cols {}\nbase {:x} stride {:x}\nindices {} {} {} {}\n",
        m.rows * m.cols,
        m.rows,
        m.cols,
        soc.base,
        soc.map.stride,
        index("acc_invocations"),
        first(Group::Dvfs),
        first(Group::NocInject),
        first(Group::NocQueueFull)
    );
    for kind in ["cpu", "mem", "acc"] {
        for t in soc.tiles.iter().filter(|t| soc.banks[t.bank].kind == kind) {
            // ESP's tile number from the location must be hdlgen's index.
            let (row, col) = m.loc(t.index);
            assert_eq!(row * m.cols + col, t.index);
            s += &format!("{kind} {}", t.index);
            if kind == "acc" {
                let l2 = soc
                    .monitors
                    .iter()
                    .any(|x| x.name == "l2_hit" && x.kinds.iter().any(|k| k == "acc"));
                s += &format!(" l2 {}", u8::from(l2));
            }
            s += "\n";
        }
    }
    s
}

fn esp_library_against(name: &str, soc: &hdlgen::Soc) {
    let root = scratch(name);
    hdlgen::output::write_tree(&root.join("out"), &hdlgen::emit::generate(soc), None).unwrap();
    let esp = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/esp");
    let want = expected(soc);
    for (order, define) in [
        ("esp-first", None),
        ("hdlgen-first", Some("-DORDER_HDLGEN_FIRST")),
    ] {
        let exe = root.join(order);
        let mut gcc = Command::new("gcc");
        gcc.args(["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .arg(format!("-DHDLGEN_HEADER=\"{}_monitors.h\"", soc.name))
            .args(define)
            .arg("-I")
            .arg(&esp)
            .arg("-I")
            .arg(root.join("out/c"))
            .arg("-o")
            .arg(&exe)
            .arg(esp.join("uses_esp.c"));
        run(&mut gcc, &format!("gcc, {order}"));
        assert_eq!(run(&mut Command::new(&exe), order), want, "{order}");
    }
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn esp_monitors_h_and_hdlgen_header_build_together_under_werror() {
    let soc = generate_example("esp.toml", &scratch("esp-c-gen"));
    assert_eq!((soc.mesh.rows, soc.mesh.cols), (3, 3), "esp.toml is 3 x 3");
    esp_library_against("esp-c", &soc);
}

/// ESP's C library builds and reads the same map on a compact SoC: the
/// snapshot style changes the RTL, not what software sees.
#[test]
fn esp_monitors_h_builds_against_a_compact_soc() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml"))
            .unwrap()
            .replacen("[soc]\n", "[soc]\nsnapshot = \"compact\"\n", 1);
    let soc = hdlgen::load_str("esp_compact_all.toml", &text).unwrap();
    assert!(soc.banks.iter().all(|b| b.compact.is_some()));
    esp_library_against("esp-c-compact", &soc);
}

/// Accelerator tiles with a private L2: ESP's `acc_has_l2` says so.
#[test]
fn acc_l2_sets_acc_has_l2() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/esp.toml"))
            .unwrap()
            .replacen("[soc]\n", "[soc]\nacc_l2 = true\n", 1);
    let soc = hdlgen::load_str("esp_acc_l2.toml", &text).unwrap();
    let acc = soc.banks.iter().find(|b| b.kind == "acc").unwrap();
    assert!(acc
        .counters
        .iter()
        .any(|c| soc.monitors[c.monitor].name == "l2_hit"));
    esp_library_against("esp-c-acc-l2", &soc);
}

#[test]
fn the_header_is_clean_cpp() {
    for file in ["esp.toml", "axi_wide.toml"] {
        let root = scratch(&format!("cpp-{file}"));
        let soc = generate_example(file, &root.join("out"));
        let src = root.join("use.cpp");
        std::fs::write(
            &src,
            format!(
                "#include \"{n}_monitors.h\"\n\
                 uint64_t probe(uintptr_t base);\n\
                 uint64_t probe(uintptr_t base) {{\n\
                 \x20   {n}_snapshot_all(base, 1);\n\
                 \x20   uint64_t v = {n}_read_monitor64(base, 0u, {u}_FLAG_WORD(3u));\n\
                 \x20   v += {n}_read_monitor(base, {u}_NUM_TILES - 1u, {u}_MONITOR(2u) / 4u);\n\
                 \x20   {n}_snapshot(base, 0u, 0u);\n\
                 \x20   return {n}_sub(v, {u}_FLAG_MASK(5u), 32u);\n\
                 }}\n",
                n = soc.name,
                u = soc.name.to_uppercase()
            ),
        )
        .unwrap();
        for std in ["c++11", "c++17"] {
            let mut gxx = Command::new("g++");
            gxx.arg(format!("-std={std}"))
                .args([
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-pedantic",
                    "-Wold-style-cast",
                    "-c",
                ])
                .arg("-I")
                .arg(root.join("out/c"))
                .arg("-o")
                .arg(root.join("use.o"))
                .arg(&src);
            run(&mut gxx, &format!("g++ -std={std}, {file}"));
        }
        let _ = std::fs::remove_dir_all(&root);
    }
}
