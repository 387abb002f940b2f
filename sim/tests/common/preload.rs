//! Counts to start from in a compact bank, which has no backdoor: the
//! bench's RTL loads them into its RAM words at reset and marks no word to
//! be read as zero until the first clear; the golden model is poked to
//! match once the bench is out of reset. A clear zeroes as ever. The RTL
//! under test differs from the generated one in the zero mark's set and
//! the load.

use hdlgen::model::Soc;
use hdlgen::simcfg::Bench;
use hdlgen_sim::env::Env;

/// A count a monitor starts from, in every tile of a kind.
#[derive(Debug, Clone, Copy)]
pub struct Preset<'a> {
    pub kind: &'a str,
    pub monitor: &'a str,
    pub value: u64,
}

/// Bank index and bank position of `p`'s counter.
fn place(soc: &Soc, p: &Preset<'_>) -> (usize, usize) {
    let b = super::bank_of(soc, p.kind);
    (b, super::counter(soc, b, p.monitor))
}

/// Edits `bench`'s compact banks so that the counts after the first reset
/// are `presets` (zero for every other counter).
pub fn preload_rtl(bench: &mut Bench, soc: &Soc, presets: &[Preset<'_>]) {
    for (b, bank) in soc.banks.iter().enumerate() {
        let mine: Vec<_> = presets.iter().filter(|p| place(soc, p).0 == b).collect();
        if mine.is_empty() {
            continue;
        }
        let shape = bank.compact.expect("a compact bank");
        let file = format!("{}.v", bank.module);
        let (_, text) = bench
            .spec
            .files
            .iter_mut()
            .find(|(n, _)| *n == file)
            .expect("the bank's source");

        // Reset's zeroing marks no RAM word to be read as zero until a clear.
        let mark = " z[j]   <= 1'b1;";
        assert_eq!(text.matches(mark).count(), 1, "the zero mark's set");
        *text = text.replacen(mark, " z[j]   <= cleared;", 1);
        // The RAM words load at every edge of the zeroing strobe until the
        // first clear: the last of reset's edges wins over a write from a
        // pipeline whose asynchronous reset has yet to see an edge.
        let mut init = String::from(
            "    reg cleared = 1'b0;\n    always @(posedge clk) if (ctrl_wr & wr_data[1]) cleared <= 1'b1;\n    always @(posedge clk) if (zap & ~cleared) begin\n",
        );
        for (c, counter) in bank.counters.iter().enumerate() {
            let v = mine
                .iter()
                .find(|p| place(soc, p).1 == c)
                .map_or(0, |p| p.value);
            let (j, rw) = (counter.event_bit, shape.ram_width);
            init += &format!("        Wm[{j}] <= {rw}'d{v}; W2[{j}] <= {rw}'d{v};\n");
        }
        init += "    end\nendmodule\n";
        let end = text.rfind("endmodule").expect("a module");
        text.replace_range(end.., &init);
    }
}

/// Pokes the model's counters of every tile of `presets`' kinds: of the
/// SoC wrapper's tiles, or of the one tile of a tile bench.
pub fn preload_model(env: &mut Env, soc: &Soc, presets: &[Preset<'_>], wrapper: bool) {
    for p in presets {
        let (b, c) = place(soc, p);
        let tiles: Vec<usize> = if wrapper {
            (0..soc.tiles.len())
                .filter(|&t| soc.tiles[t].bank == b)
                .collect()
        } else {
            vec![0]
        };
        for t in tiles {
            env.ls.model.banks[t].poke(c, p.value);
        }
    }
}
