//! A small seeded generator (xoshiro256**): reproducible stimulus from a seed.

/// Deterministic pseudo-random numbers.
#[derive(Debug, Clone)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator seeded through SplitMix64, so nearby seeds diverge.
    pub fn new(seed: u64) -> Self {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Self {
            s: [next(), next(), next(), next()],
        }
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let r = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        r
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// One draw to spend on several decisions ([`Draw`]).
    pub fn draw(&mut self) -> Draw {
        Draw(self.next_u64())
    }

    /// 128 random bits.
    pub fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }
}

/// One 64-bit draw spent on several independent decisions, each taking what
/// it needs: `below(n)` keeps the integer part of the draw times `n` and goes
/// on with the fraction, so a decision uses about log2(n) of the 64 bits.
/// Rare events checked every cycle cost a multiplication each, not a draw.
#[derive(Debug, Clone, Copy)]
pub struct Draw(u64);

impl Draw {
    /// Uniform in `0..n` (n > 0), to a resolution of the bits left.
    pub fn below(&mut self, n: u64) -> u64 {
        let p = u128::from(self.0) * u128::from(n);
        self.0 = p as u64;
        (p >> 64) as u64
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// The decisions of one draw, as the random traffic spends it: each
    /// comes up at its own rate, and the last (after 55 bits are used) is
    /// still independent of the first.
    #[test]
    fn one_draw_makes_independent_decisions_at_their_rates() {
        let mut rng = Rng::new(11);
        let n = 2_000_000u32;
        let dens = [500u64, 400, 400, 2_000, 2];
        let mut hits = [0u32; 5];
        let mut first_and_last = 0u32;
        for _ in 0..n {
            let mut d = rng.draw();
            let got: Vec<bool> = dens.iter().map(|&den| d.chance(1, den)).collect();
            for (h, g) in hits.iter_mut().zip(&got) {
                *h += u32::from(*g);
            }
            first_and_last += u32::from(got[0] && got[4]);
        }
        for (h, den) in hits.iter().zip(dens) {
            let expected = f64::from(n) / den as f64;
            // Five standard deviations of a binomial count.
            let sd = (expected * (1.0 - 1.0 / den as f64)).sqrt();
            assert!(
                (f64::from(*h) - expected).abs() < 5.0 * sd,
                "1/{den}: {h} of {n}, expected {expected:.0}"
            );
        }
        let expected = f64::from(n) / 1_000.0;
        assert!(
            (f64::from(first_and_last) - expected).abs() < 5.0 * expected.sqrt(),
            "first and last together {first_and_last} times, expected {expected:.0}"
        );
    }
}
