//! Packets of layouts other than the examples', simulated and decoded: the
//! decoder handles every stream width the description accepts (multiples of
//! 32 bits, so a packet can end in half a 64-bit word) and random layouts
//! drawn from everything the description accepts, and a decoder never
//! panics on a short or foreign buffer.

mod common;

use common::cache;
use hdlgen::model::packer::{ctrl, PackerRegKind as K};
use hdlgen::simcfg;
use hdlgen_sim::bus_env::BusDriven;
use hdlgen_sim::cfg::PacketField as F;
use hdlgen_sim::packer_env::{Core, Program};

/// (stream_width, pc_width, cycles_width, halted_width, counters, counter_width, registers)
const LAYOUTS: [(u32, u32, u32, u32, u32, u32, u32); 3] = [
    // The one `hdlgen decode` used to refuse: 160 bits, not a multiple of 64.
    (160, 32, 8, 8, 2, 4, 0),
    (288, 32, 16, 8, 7, 5, 2),
    (224, 32, 16, 8, 5, 6, 1),
];

/// (stream_width, pc_width, cycles_width, halted_width, counters,
/// counter_width, registers, register_width)
type Params = (u32, u32, u32, u32, u32, u32, u32, u32);

/// Random layouts per run (each is a Verilator build).
const RANDOM_LAYOUTS: usize = 3;

/// Layouts drawn from the description's whole range of field widths and
/// counts (`HDLGEN_LAYOUT_SEED` replays another draw), with the narrowest
/// stream that holds them plus up to three spare 32-bit words.
fn random_layouts() -> Vec<Params> {
    let seed = std::env::var("HDLGEN_LAYOUT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x1a70_u64);
    let mut rng = hdlgen_sim::rng::Rng::new(seed);
    let mut in_range = |lo: u32, hi: u32| lo + rng.below(u64::from(hi - lo + 1)) as u32;
    (0..RANDOM_LAYOUTS)
        .map(|_| {
            let (pc, cyc, halt) = (in_range(16, 64), in_range(1, 64), in_range(1, 64));
            let (n, cw) = (in_range(1, 64), in_range(1, 16));
            let (regs, rw) = (in_range(0, 8), in_range(1, 64));
            let bits = n * cw + n + pc + cyc + 32 + halt + regs * rw + 32 + 16;
            let sw = (bits.div_ceil(32) + in_range(0, 3)) * 32;
            (sw.max(64), pc, cyc, halt, n, cw, regs, rw)
        })
        .collect()
}

fn description(l: (u32, u32, u32, u32, u32, u32, u32)) -> String {
    let (sw, pc, cyc, halt, n, cw, regs) = l;
    description_rw((sw, pc, cyc, halt, n, cw, regs, 16))
}

fn description_rw(l: Params) -> String {
    let (sw, pc, cyc, halt, n, cw, regs, rw) = l;
    format!(
        "[soc]\nname = \"lay{sw}\"\n\n[[tile]]\nname = \"cpu0\"\nkind = \"cpu\"\n\n\
         [packer]\nstream_width = {sw}\npc_width = {pc}\ncycles_width = {cyc}\n\
         halted_width = {halt}\ncounters = {n}\ncounter_width = {cw}\nregisters = {regs}\n\
         register_width = {rw}\nfifo_depth = 16\nalmost_full = 8\n"
    )
}

#[test]
fn packets_of_odd_stream_widths_decode_to_their_fields() {
    for (k, l) in LAYOUTS.iter().enumerate() {
        simulate_and_decode(k, &description(*l), &format!("{l:?}"));
    }
}

#[test]
fn packets_of_random_layouts_decode_to_their_fields() {
    for (k, l) in random_layouts().into_iter().enumerate() {
        eprintln!("layout {l:?}");
        simulate_and_decode(10 + k, &description_rw(l), &format!("{l:?}"));
    }
}

/// Generates `text`, runs its packer against the golden model, and decodes
/// the RTL's packets: every field of every packet is the model's.
fn simulate_and_decode(k: usize, text: &str, l: &str) {
    let soc = hdlgen::load_str("layout.toml", text).unwrap_or_else(|e| panic!("{l}: {e}"));
    let p = soc.packer.as_ref().unwrap();
    let layout = hdlgen::decode::layout(p);
    assert!(layout.is_supported(), "{l}");
    let mut e = simcfg::packer_bench(&soc, false)
        .env(&cache(), 70 + k as u64)
        .unwrap_or_else(|e| panic!("{e}"));
    e.run(4).unwrap();
    e.core = Core::Random {
        program: Program::new(0x8000_0000, 0x400),
        percent: 75,
    };
    let ctrl_word = p.window.word_of(K::Ctrl);
    e.write(ctrl_word, ctrl::ENABLE).unwrap();
    e.run(3_000).unwrap_or_else(|m| panic!("{m}"));
    e.drain().unwrap();
    assert!(e.beats.len() > 20, "{l}: {} packets", e.beats.len());
    let bytes: Vec<u8> = e
        .beats
        .iter()
        .flat_map(|(w, _)| {
            // The stream's bytes only: a 160-bit beat is 20 bytes.
            let b: Vec<u8> = w.iter().flat_map(|x| x.to_le_bytes()).collect();
            b[..layout.packet_bytes].to_vec()
        })
        .collect();
    let mut d = hdlgen::packet::Decoder::new(layout);
    let mut i = 0;
    d.decode_all(&bytes, |r| {
        assert_eq!(u64::from(r.seq), e.field(i, F::Seq), "{l} packet {i}");
        assert_eq!(r.pc, e.field(i, F::Pc), "{l} packet {i}");
        assert_eq!(r.cycles, e.field(i, F::Cycles), "{l} packet {i}");
        assert_eq!(r.halted, e.field(i, F::Halted), "{l} packet {i}");
        assert_eq!(u64::from(r.instr), e.field(i, F::Instr), "{l} packet {i}");
        assert_eq!(r.overflow, e.field(i, F::Overflow), "{l} packet {i}");
        for c in 0..p.counters {
            assert_eq!(u64::from(r.counters[c as usize]), e.field(i, F::Counter(c)));
        }
        for g in 0..p.registers {
            assert_eq!(
                r.registers[g as usize],
                e.field(i, F::Register(g)),
                "{l} packet {i}"
            );
        }
        i += 1;
    })
    .unwrap_or_else(|err| panic!("{l}: {err}"));
    assert_eq!(i, e.beats.len());
    // `hdlgen decode`'s CSV path takes the same layout, empty dump included.
    let (csv, stats) = hdlgen::decode::to_csv(p, &[]).unwrap();
    assert_eq!((csv.lines().count(), stats.packets), (1, 0));
}

/// Short packets, foreign layout ids and random bytes are errors, never panics.
#[test]
fn a_decoder_never_panics_on_bad_buffers() {
    let soc = hdlgen::load_str("layout.toml", &description(LAYOUTS[0])).unwrap();
    let layout = hdlgen::decode::layout(soc.packer.as_ref().unwrap());
    let mut d = hdlgen::packet::Decoder::new(layout);
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut errors = 0;
    for n in 0..4 * layout.packet_bytes {
        let buf: Vec<u8> = (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        errors += usize::from(d.decode_all(&buf, |_| {}).is_err());
        errors += usize::from(d.decode(&buf, 0).is_err());
    }
    assert!(errors > 0);
}

/// A million random inputs, for every layout above and the esp_demo one:
/// random bytes, random lengths, and valid-looking packets with one field
/// corrupted (the layout id among them). Each is an error or a record,
/// never a panic.
#[test]
fn a_million_random_inputs_never_panic_the_decoder() {
    let mut layouts: Vec<hdlgen::packet::Layout> = LAYOUTS
        .iter()
        .map(|l| {
            let soc = hdlgen::load_str("layout.toml", &description(*l)).unwrap();
            hdlgen::decode::layout(soc.packer.as_ref().unwrap())
        })
        .collect();
    let esp = common::example("esp.toml");
    layouts.push(hdlgen::decode::layout(esp.packer.as_ref().unwrap()));
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let (mut inputs, mut ok, mut errors) = (0u64, 0u64, 0u64);
    let mut buf = Vec::new();
    while inputs < 1_000_000 {
        let l = layouts[(next() % layouts.len() as u64) as usize];
        let mut d = hdlgen::packet::Decoder::new(l);
        let packets = (next() % 3) as usize;
        let len = packets * l.packet_bytes
            + if next() % 4 == 0 {
                (next() % 7) as usize
            } else {
                0
            };
        buf.clear();
        buf.extend((0..len).map(|_| next() as u8));
        if next() % 2 == 0 {
            // Most packets then carry the right layout id.
            let id = l.layout_id;
            for p in 0..packets {
                let bit = p * l.packet_bytes * 8 + id.offset as usize;
                for b in 0..16 {
                    let v = (l.id >> b) & 1 == 1;
                    let (byte, sh) = ((bit + b) / 8, (bit + b) % 8);
                    buf[byte] = (buf[byte] & !(1 << sh)) | (u8::from(v) << sh);
                }
            }
        }
        let generic = d.decode_all(&buf, |_| {});
        match &generic {
            Ok(_) => ok += 1,
            Err(_) => errors += 1,
        }
        // The example's generated decoder, on its own layout, gives the
        // same verdict.
        if l.id == esp_demo_monitors::trace::LAYOUT_ID {
            let fast = esp_demo_monitors::trace::Decoder::new().decode_all(&buf, |_| {});
            assert_eq!(format!("{fast:?}"), format!("{generic:?}"));
        }
        inputs += 1;
    }
    assert_eq!(ok + errors, 1_000_000);
    assert!(
        ok > 100_000 && errors > 100_000,
        "both paths taken: {ok} ok, {errors} errors"
    );
}
