//! `fpga/synth.sh --quick`: every block of examples/esp.toml synthesises with
//! Yosys's generic `synth` with no latch, no structural problem and no Yosys
//! warning, and the area table has a sane row per block. The FPGA targets and
//! place-and-route are too slow for every `cargo test`; run `fpga/synth.sh`
//! for them (fpga/README.md).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Runs fpga/synth.sh on an RTL directory (`--rtl`, so the script does not
/// call cargo, whose build directory this test run holds).
fn synth_sh(rtl: &Path, extra: &[&str]) -> Output {
    let started = Instant::now();
    let out = Command::new("bash")
        .current_dir(workspace())
        .arg("fpga/synth.sh")
        .args(extra)
        .arg("--rtl")
        .arg(rtl)
        .output()
        .expect("bash is needed to run fpga/synth.sh");
    eprintln!(
        "fpga/synth.sh {} took {:.0?}",
        extra.join(" "),
        started.elapsed()
    );
    out
}

fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The numbers of `block`'s row for `target`: cells, LUT, FF, RAM_kb,
/// cnt_bits, cells/32b, LUT/32b, FF/32b ("-" where a target has none).
fn row<'a>(stdout: &'a str, block: &str, target: &str) -> Option<Vec<&'a str>> {
    stdout.lines().find_map(|l| {
        let f: Vec<&str> = l.split_whitespace().collect();
        (f.len() == 10 && f[0] == block && f[1] == target).then(|| f[2..].to_vec())
    })
}

fn number(field: &str, what: &str) -> f64 {
    field
        .parse()
        .unwrap_or_else(|_| panic!("{what}: `{field}` is not a number"))
}

#[test]
fn esp_example_synthesises_clean_with_an_area_row_per_block() {
    let soc = hdlgen::load(&workspace().join("examples/esp.toml")).unwrap();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("fpga-{}", soc.name));
    let _ = std::fs::remove_dir_all(&dir);
    hdlgen::output::write_tree(&dir, &hdlgen::emit::generate(&soc), None).unwrap();
    let rtl = dir.join("rtl");

    // The blocks, from the generated file list: each tile module, the packer,
    // every AutoCounter module and the SoC wrapper.
    let list = std::fs::read_to_string(rtl.join(format!("{}.f", soc.name))).unwrap();
    let mut blocks: Vec<String> = list
        .lines()
        .filter_map(|f| f.strip_suffix(".v"))
        .filter(|m| {
            let rest = &m[soc.name.len() + 1..];
            rest.starts_with("tile_")
                || rest == "packer"
                || rest.starts_with("autocounter_")
                || rest == "soc"
        })
        .map(str::to_owned)
        .collect();
    assert!(
        blocks.len() >= 3,
        "unexpected file list {}: {list}",
        soc.name
    );
    blocks.push(format!("{}_soc:glue", soc.name));

    let out = synth_sh(&rtl, &["--quick"]);
    let (stdout, stderr) = text(&out);
    assert!(
        out.status.success(),
        "fpga/synth.sh --quick failed:\n{stdout}\n{stderr}"
    );
    assert!(
        stdout.contains("synthesis clean"),
        "no verdict line:\n{stdout}"
    );
    for b in &blocks {
        let r = row(&stdout, b, "generic")
            .unwrap_or_else(|| panic!("no `{b} generic` row in the area table:\n{stdout}"));
        let cells = number(r[0], b);
        let ff = number(r[2], b);
        let bits = number(r[4], b);
        assert!(r[1] == "-", "{b}: generic synthesis has no LUTs: {r:?}");
        // The wrapper's own logic is the tile decode and the response OR:
        // with APB, which answers from the banks' flip-flops, it has none.
        let glue = b.ends_with(":glue");
        assert!(
            cells > 0.0 && (glue || ff > 0.0) && bits > 0.0,
            "{b}: empty row {r:?}"
        );
        if b.contains("_tile_") || (!b.contains(':') && b.ends_with("_soc")) {
            // Every counter bit is a flop, and so is its snapshot shadow.
            assert!(ff >= 2.0 * bits, "{b}: {ff} flops for {bits} counter bits");
            let per32 = number(r[7], b);
            assert!(
                (60.0..100.0).contains(&per32),
                "{b}: {per32} flops per 32-bit counter (counter + shadow + control)"
            );
        }
    }
    // The SoC total adds every bank to the wrapper's own logic.
    let total = number(
        row(&stdout, &format!("{}_soc", soc.name), "generic").unwrap()[0],
        "soc",
    );
    let glue = number(
        row(&stdout, &format!("{}_soc:glue", soc.name), "generic").unwrap()[0],
        "glue",
    );
    assert!(total > 10.0 * glue, "SoC total {total} vs wrapper {glue}");
}

/// The checks can fail: a latch in a bank and a Yosys warning in the wrapper
/// of a tiny hand-written design each fail the run, naming their block.
#[test]
fn a_latch_or_a_warning_fails_the_run_and_names_the_block() {
    let rtl = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fpga-mini/rtl");
    let _ = std::fs::remove_dir_all(&rtl);
    std::fs::create_dir_all(&rtl).unwrap();
    let files = [
        (
            "mini_bank_a.v",
            // `q` is not assigned when `sel` is low: a latch.
            "module mini_bank_a (input wire clk, input wire rst_n, input wire sel,\n\
             input wire ev, output reg [7:0] q);\n\
             reg [7:0] cnt_0;\n\
             always @(posedge clk or negedge rst_n)\n\
             if (!rst_n) cnt_0 <= 8'd0; else if (ev) cnt_0 <= cnt_0 + 8'd1;\n\
             always @(*) if (sel) q = cnt_0;\n\
             endmodule\n",
        ),
        (
            "mini_tile_a.v",
            "module mini_tile_a (input wire clk, input wire rst_n, input wire sel,\n\
             input wire ev, output wire [7:0] q);\n\
             mini_bank_a u_bank (.clk(clk), .rst_n(rst_n), .sel(sel), .ev(ev), .q(q));\n\
             endmodule\n",
        ),
        (
            "mini_soc.v",
            // A 9-bit signal on the 8-bit port: "Resizing cell port" warning.
            "module mini_soc (input wire clk, input wire rst_n, input wire sel,\n\
             input wire ev, output wire [8:0] q);\n\
             mini_bank_a u_a (.clk(clk), .rst_n(rst_n), .sel(sel), .ev(ev), .q(q));\n\
             endmodule\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(rtl.join(name), text).unwrap();
    }
    std::fs::write(
        rtl.join("mini.f"),
        "mini_bank_a.v\nmini_tile_a.v\nmini_soc.v\n",
    )
    .unwrap();

    let out = synth_sh(&rtl, &["--quick", "--jobs", "1"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a latch and a warning must fail the run:\n{stdout}\n{stderr}"
    );
    assert!(
        stderr.contains("FAIL mini_tile_a (generic)") && stderr.contains("latch: mini_bank_a.q"),
        "the latch is not reported with its block and signal:\n{stderr}"
    );
    assert!(
        stderr.contains("FAIL mini_soc (generic): Yosys warnings")
            && stderr.contains("Resizing cell port mini_soc.u_a.q"),
        "the warning is not reported with its block:\n{stderr}"
    );
    assert!(
        !stdout.contains("synthesis clean"),
        "a failed run printed the clean verdict:\n{stdout}"
    );
}
