//! Bit fields of a packet's words.

/// The low `bits` bits set.
pub(super) fn mask64(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Writes `value`'s low `width` bits at bit `offset` of `words`.
pub fn put_bits(words: &mut [u32], offset: u32, width: u32, value: u64) {
    let value = value & mask64(width);
    for b in 0..width {
        if value >> b & 1 == 1 {
            let i = offset + b;
            words[(i / 32) as usize] |= 1 << (i % 32);
        }
    }
}

/// Reads `width` bits at bit `offset` of `words`.
pub fn get_bits(words: &[u32], offset: u32, width: u32) -> u64 {
    (0..width).fold(0, |v, b| {
        let i = offset + b;
        v | (u64::from(words[(i / 32) as usize] >> (i % 32) & 1) << b)
    })
}
