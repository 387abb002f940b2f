//! The generated driver crate builds on its own, outside this repository, as a
//! firmware author would use it; the C header compiles warning-free; both
//! give firmware each window's access policy to test.

mod support;

#[path = "exports/policy_soc.rs"]
mod policy_soc;

use std::path::Path;
use std::process::Command;

use support::{generate_example, outside};

fn cargo(dir: &Path, target: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO"))
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .args(args)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo {} failed in {}:\n{}",
        args.join(" "),
        dir.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn driver_crates_build_standalone() {
    // The reference SoC has no mem or acc tile and one AutoCounter domain:
    // loops over no tiles and a one-domain stride must stay clippy-clean.
    for file in ["esp.toml", "axi_wide.toml", "reference_soc.toml"] {
        let root = outside(file.trim_end_matches(".toml"));
        let soc = generate_example(file, &root.join("gen"));
        let krate = root.join("gen/driver");
        let target = root.join("target");
        assert!(!krate.join("../../Cargo.toml").exists());
        cargo(&krate, &target, &["build", "--offline"]);
        cargo(
            &krate,
            &target,
            &["build", "--offline", "--no-default-features"],
        );
        cargo(
            &krate,
            &target,
            &["build", "--offline", "--features", "std"],
        );
        cargo(&krate, &target, &["test", "--offline"]);
        cargo(
            &krate,
            &target,
            &[
                "clippy",
                "--offline",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        );
        cargo(
            &krate,
            &target,
            &[
                "clippy",
                "--offline",
                "--features",
                "std",
                "--",
                "-D",
                "warnings",
            ],
        );
        cargo(&krate, &target, &["fmt", "--check"]);
        let lib = std::fs::read_to_string(krate.join("src/lib.rs")).unwrap();
        assert!(lib.contains("no_std"), "{} is no_std by default", soc.name);
        let _ = std::fs::remove_dir_all(&root);
    }
}

#[test]
fn c_header_compiles_without_warnings() {
    for file in ["esp.toml", "axi_wide.toml"] {
        let root = outside(&format!("c-{file}"));
        let soc = generate_example(file, &root);
        let c = root.join("use.c");
        std::fs::write(
            &c,
            format!(
                "#include \"{name}_monitors.h\"\n\
                 uint64_t probe(uintptr_t base);\n\
                 uint64_t probe(uintptr_t base) {{\n\
                 \x20   {name}_snapshot_all(base, 1);\n\
                 \x20   uint64_t v = {name}_read_monitor64(base, {name_u}_TILE_{t}, MON_ACC_TOT_LO_INDEX);\n\
                 \x20   v += {name}_read_monitor(base, 0, MON_DDR_WORD_TRANSFER_INDEX);\n\
                 \x20   {name}_snapshot(base, 1, 0);\n\
                 \x20   return {name}_sub(v, 0, {name_u}_WIDTH_ACC_TOT) + MON_NOC_QUEUES_FULL_BASE_INDEX;\n\
                 }}\n",
                name = soc.name,
                name_u = soc.name.to_uppercase(),
                t = soc.tiles[0].name.to_uppercase()
            ),
        )
        .unwrap();
        for std in ["c99", "c11"] {
            let out = Command::new("gcc")
                .args([
                    &format!("-std={std}"),
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-pedantic",
                    "-c",
                    "-o",
                ])
                .arg(root.join("use.o"))
                .arg("-I")
                .arg(root.join("c"))
                .arg(&c)
                .output()
                .expect("gcc runs");
            assert!(
                out.status.success(),
                "{file} -std={std}:\n{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let _ = std::fs::remove_dir_all(&root);
    }
}

/// A test of the generated crate, as firmware would read the policy of
/// `exports/policy_soc.rs` (`CRATE` is the crate's name).
const RUST_POLICY_TEST: &str = "use CRATE::map::{Access, Denied, DENIED};
use CRATE::regs;

#[test]
fn policy() {
    assert_eq!(DENIED, Denied::Zero);
    assert_eq!(regs::tile_cpu::READ_ACCESS, Access::Privileged);
    assert_eq!(regs::tile_cpu::WRITE_ACCESS, Access::Any);
    assert_eq!(regs::tile_mem::WRITE_ACCESS, Access::Secure);
    assert_eq!(regs::tile_acc::READ_ACCESS, Access::Any);
    assert_eq!(regs::packer::READ_ACCESS, Access::SecurePrivileged);
    assert_eq!(regs::autocounter_core::READ_ACCESS, Access::Privileged);
    // Secure privileged (AxPROT = 0b001) may write tile_mem, non-secure not.
    assert!(regs::tile_mem::WRITE_ACCESS.admits(0b001));
    assert!(!regs::tile_mem::WRITE_ACCESS.admits(0b011));
}
";

/// The same in C (`P_` is the header's prefix, `soc_` its functions').
const C_POLICY_TEST: &str = "#include \"soc_monitors.h\"
_Static_assert(P_DENIED == P_DENIED_ZERO, \"denied\");
_Static_assert(P_WINDOW_TILE_CPU_READ_ACCESS == P_ACCESS_PRIVILEGED, \"cpu\");
_Static_assert(P_WINDOW_TILE_CPU_WRITE_ACCESS == P_ACCESS_ANY, \"cpu\");
_Static_assert(P_WINDOW_TILE_MEM_WRITE_ACCESS == P_ACCESS_SECURE, \"mem\");
_Static_assert(P_WINDOW_TILE_ACC_READ_ACCESS == P_ACCESS_ANY, \"acc\");
_Static_assert(P_WINDOW_PACKER_READ_ACCESS == P_ACCESS_SECURE_PRIVILEGED, \"packer\");
_Static_assert(P_WINDOW_AUTOCOUNTER_CORE_READ_ACCESS == P_ACCESS_PRIVILEGED, \"ac\");
int may_write_mem(uint32_t prot);
int may_write_mem(uint32_t prot)
{
    return soc_access_admits(P_WINDOW_TILE_MEM_WRITE_ACCESS, prot);
}
";

/// Firmware of an SoC with an access policy reads each window's policy and
/// the answer to a denied access from the Rust crate and the C header, under
/// the same names, and tests an access against it; the crate still builds,
/// tests and lints clean, the header compiles warning-free.
#[test]
fn firmware_reads_the_access_policy_in_rust_and_c() {
    let soc = policy_soc::policy_soc("axi_wide.toml");
    let root = outside("policy");
    hdlgen::output::write_tree(&root.join("gen"), &hdlgen::emit::generate(&soc), None).unwrap();
    let krate = root.join("gen/driver");
    let name = hdlgen::emit::driver::crate_name(&soc);
    std::fs::create_dir_all(krate.join("tests")).unwrap();
    std::fs::write(
        krate.join("tests/policy.rs"),
        RUST_POLICY_TEST.replace("CRATE", &name),
    )
    .unwrap();
    let target = root.join("target");
    cargo(&krate, &target, &["test", "--offline"]);
    let lint = [
        "clippy",
        "--offline",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ];
    cargo(&krate, &target, &lint);
    let c = root.join("policy.c");
    let text = C_POLICY_TEST
        .replace("soc_", &format!("{}_", soc.name))
        .replace("P_", &format!("{}_", soc.name.to_uppercase()));
    std::fs::write(&c, text).unwrap();
    let out = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-c"])
        .arg("-o")
        .arg(root.join("policy.o"))
        .arg("-I")
        .arg(root.join("gen/c"))
        .arg(&c)
        .output()
        .expect("gcc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&root);
}
