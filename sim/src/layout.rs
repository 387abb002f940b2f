//! How port values are packed into the word arrays exchanged with the shim.

/// One port of a simulated top-level module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortSpec {
    /// Verilog name.
    pub name: String,
    /// Input (driven by the harness) or output.
    pub input: bool,
    /// Width in bits.
    pub width: u32,
}

/// Where one port sits in its direction's word array, resolved once: the
/// per-cycle paths read and write ports through these, with no table
/// lookups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pin {
    /// First word.
    word: usize,
    /// Words the port takes.
    words: usize,
    /// Valid bits of its last word.
    top: u32,
}

impl Pin {
    /// Value of a port of at most 32 bits.
    #[inline]
    pub fn get(self, words: &[u32]) -> u32 {
        debug_assert_eq!(self.words, 1);
        words[self.word]
    }

    /// Sets a port of at most 32 bits, masked to its width.
    #[inline]
    pub fn set(self, words: &mut [u32], value: u32) {
        debug_assert_eq!(self.words, 1);
        words[self.word] = value & self.top;
    }

    /// Value of the port's first 128 bits.
    #[inline]
    pub fn get128(self, words: &[u32]) -> u128 {
        let n = self.words.min(4);
        words[self.word..self.word + n]
            .iter()
            .rev()
            .fold(0u128, |acc, &w| acc << 32 | u128::from(w))
    }

    /// Sets the port's first 128 bits (a port of more leaves the rest as
    /// they are), masked to its width.
    #[inline]
    pub fn set128(self, words: &mut [u32], value: u128) {
        let n = self.words.min(4);
        for (i, w) in words[self.word..self.word + n].iter_mut().enumerate() {
            let top = if i + 1 == self.words {
                self.top
            } else {
                u32::MAX
            };
            *w = (value >> (32 * i)) as u32 & top;
        }
    }

    /// Sets a port of up to 256 bits from its low and high 128, masked to
    /// its width.
    #[inline]
    pub fn set256(self, words: &mut [u32], lo: u128, hi: u128) {
        debug_assert!(self.words <= 8);
        let n = self.words;
        for (i, w) in words[self.word..self.word + n].iter_mut().enumerate() {
            let v = if i < 4 { lo } else { hi };
            let top = if i + 1 == n { self.top } else { u32::MAX };
            *w = (v >> (32 * (i % 4))) as u32 & top;
        }
    }

    /// Sets the port from its words, least significant first, masked to its
    /// width.
    #[inline]
    pub fn set_words(self, words: &mut [u32], value: &[u32]) {
        // The last word is masked on its way in: masking it in place after
        // the copy would read back a store still in flight.
        let n = self.words - 1;
        words[self.word + n] = value[n] & self.top;
        if n > 0 {
            words[self.word..self.word + n].copy_from_slice(&value[..n]);
        }
    }

    /// The port's words, least significant first.
    #[inline]
    pub fn words(self, words: &[u32]) -> &[u32] {
        &words[self.word..self.word + self.words]
    }
}

/// Packing of inputs and outputs (the clock excluded: the shim drives it).
#[derive(Debug, Clone)]
pub struct Layout {
    /// All ports, as given.
    pub ports: Vec<PortSpec>,
    /// Indices of input ports (clock excluded), in packing order.
    pub inputs: Vec<usize>,
    /// Indices of output ports, in packing order.
    pub outputs: Vec<usize>,
    /// Word offset of each port within its direction's array.
    pub offset: Vec<usize>,
    /// Words of the input array.
    pub in_words: usize,
    /// Words of the output array.
    pub out_words: usize,
    /// Width of each port, beside its offset: the per-cycle accessors read
    /// these two flat tables, not the port descriptions.
    width: Vec<u32>,
}

impl Layout {
    /// Packs `ports`, leaving out `clock`.
    pub fn new(ports: &[PortSpec], clock: &str) -> Self {
        let mut offset = vec![0; ports.len()];
        let (mut inputs, mut outputs) = (Vec::new(), Vec::new());
        let (mut iw, mut ow) = (0, 0);
        for (i, p) in ports.iter().enumerate() {
            let words = p.width.div_ceil(32) as usize;
            if p.input {
                if p.name == clock {
                    continue;
                }
                offset[i] = iw;
                iw += words;
                inputs.push(i);
            } else {
                offset[i] = ow;
                ow += words;
                outputs.push(i);
            }
        }
        Self {
            ports: ports.to_vec(),
            inputs,
            outputs,
            offset,
            in_words: iw,
            out_words: ow,
            width: ports.iter().map(|p| p.width).collect(),
        }
    }

    /// Index of the port called `name`. Panics if there is none: a harness bug.
    pub fn port(&self, name: &str) -> usize {
        self.ports
            .iter()
            .position(|p| p.name == name)
            .unwrap_or_else(|| panic!("no port {name}"))
    }

    /// Where port `idx` sits.
    pub fn pin(&self, idx: usize) -> Pin {
        let w = self.width[idx];
        Pin {
            word: self.offset[idx],
            words: w.div_ceil(32) as usize,
            top: u32::MAX >> ((32 - w % 32) % 32),
        }
    }

    /// Where the port called `name` sits. Panics if there is none.
    pub fn pin_of(&self, name: &str) -> Pin {
        self.pin(self.port(name))
    }

    /// Value of port `idx` (up to 128 bits) in `words`.
    #[inline]
    pub fn get(&self, words: &[u32], idx: usize) -> u128 {
        self.pin(idx).get128(words)
    }

    /// Sets port `idx` (up to 128 bits) in `words`, masked to its width.
    #[inline]
    pub fn set(&self, words: &mut [u32], idx: usize, value: u128) {
        self.pin(idx).set128(words, value);
    }

    /// The words of port `idx` (any width), least significant first.
    #[inline]
    pub fn words<'a>(&self, words: &'a [u32], idx: usize) -> &'a [u32] {
        self.pin(idx).words(words)
    }

    /// Sets port `idx` (any width) from `value`, least significant word first.
    #[inline]
    pub fn set_words(&self, words: &mut [u32], idx: usize, value: &[u32]) {
        self.pin(idx).set_words(words, value);
    }
}
