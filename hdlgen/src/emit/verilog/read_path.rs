//! The read path of a register window, decided once: words are read in
//! aligned groups (pairs for 4-input LUTs, quads for 6-input LUTs), each
//! group with one select flip-flop set in the request cycle; the response
//! cycle picks the word of the group by the low address bits (held by the
//! bus) and ORs the groups. The select flip-flops are the only state it
//! adds. A pair and its select fill one 4-input LUT; a quad's 4:1 multiplexer
//! fills one 6-input LUT and its select folds into the OR tree.

/// One aligned group of readable words (`size * group` onwards).
pub(super) struct Pair {
    /// Group index: the word address without its low bits.
    pub pair: u32,
    /// First word of the group.
    pub first: u32,
    /// Last word of the group.
    pub last: u32,
    /// The word multiplexer by the low address bits.
    pub pick: String,
    /// Register names, for the comment.
    pub names: String,
}

const ZERO: &str = "32'd0";

/// Groups of `1 << bits` of the readable words `(word, name, expr)` that can
/// read non-zero, in address order; words that always read zero need no
/// select.
pub(super) fn pairs(words: &[(u32, String, String)], bits: u32) -> Vec<Pair> {
    let size = 1u32 << bits;
    let mut sorted: Vec<&(u32, String, String)> = words.iter().filter(|w| w.2 != ZERO).collect();
    sorted.sort_by_key(|w| w.0);
    let mut out: Vec<Pair> = Vec::new();
    let mut slots: Vec<Vec<String>> = Vec::new();
    for (word, name, expr) in sorted {
        let group = word / size;
        if out.last().map(|p| p.pair) != Some(group) {
            out.push(Pair {
                pair: group,
                first: group * size,
                last: group * size + size - 1,
                pick: String::new(),
                names: String::new(),
            });
            slots.push(vec![ZERO.to_string(); size as usize]);
        }
        let p = out.last_mut().expect("pushed above");
        slots.last_mut().expect("pushed above")[(word % size) as usize] = format!("({expr})");
        if !p.names.is_empty() {
            p.names.push_str(", ");
        }
        p.names.push_str(name);
    }
    for (p, s) in out.iter_mut().zip(&slots) {
        p.pick = pick(s, bits);
    }
    out
}

/// A multiplexer of `slots` by address bits `bits - 1 .. 0`.
fn pick(slots: &[String], bits: u32) -> String {
    if bits == 0 {
        return slots[0].clone();
    }
    let half = slots.len() / 2;
    let b = bits - 1;
    format!(
        "(rd_addr[{b}] ? {} : {})",
        pick(&slots[half..], b),
        pick(&slots[..half], b)
    )
}

/// A Verilog expression that is high in the response cycle of a read of `word`.
pub(super) fn response_select(pairs: &[Pair], bits: u32, word: u32) -> String {
    let Some(i) = pairs.iter().position(|p| p.pair == word >> bits) else {
        return "1'b0".into();
    };
    if bits == 0 {
        return format!("rsel_q[{i}]");
    }
    let low = word & ((1 << bits) - 1);
    format!("rsel_q[{i}] & rd_addr[{}:0] == {bits}'d{low}", bits - 1)
}

/// The read value of a register whose fields are all generation-time
/// constants or the tile's index (`tid`), highest field first: the layout
/// comes from the register's fields, not from a second statement of it here.
pub(super) fn constant_fields(r: &crate::model::Register) -> String {
    let parts: Vec<String> = r
        .fields
        .iter()
        .rev()
        .map(|f| {
            if f.reset_is_tile {
                "tid".to_string()
            } else {
                format!("{}'d{}", f.width, f.reset)
            }
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(word: u32, expr: &str) -> (u32, String, String) {
        (word, format!("r{word}"), expr.into())
    }

    #[test]
    fn words_group_by_address_and_zero_words_need_no_select() {
        let p = pairs(
            &[w(5, "b"), w(0, "a"), w(1, ZERO), w(4, "c"), w(9, ZERO)],
            1,
        );
        assert_eq!(p.iter().map(|p| p.pair).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(p[0].pick, "(rd_addr[0] ? 32'd0 : (a))");
        assert_eq!(p[1].pick, "(rd_addr[0] ? (b) : (c))");
        assert_eq!((p[1].first, p[1].last), (4, 5));
        assert_eq!(p[1].names, "r4, r5");
        assert_eq!(
            response_select(&p, 1, 5),
            "rsel_q[1] & rd_addr[0:0] == 1'd1"
        );
        assert_eq!(response_select(&p, 1, 9), "1'b0");
        let q = pairs(&[w(5, "b"), w(0, "a"), w(6, "d")], 2);
        assert_eq!(q.iter().map(|p| p.pair).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(
            q[1].pick,
            "(rd_addr[1] ? (rd_addr[0] ? 32'd0 : (d)) : (rd_addr[0] ? (b) : 32'd0))"
        );
        assert_eq!(
            response_select(&q, 2, 6),
            "rsel_q[1] & rd_addr[1:0] == 2'd2"
        );
    }
}
