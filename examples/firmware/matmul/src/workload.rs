//! rpistat's workload: a naive multiply of two 8x8 integer matrices whose
//! product has a closed form, so the program can tell it ran right.

const N: usize = 8;

type Matrix = [[u32; N]; N];

/// The operands and the product.
pub struct Workload {
    a: Matrix,
    b: Matrix,
    c: Matrix,
}

impl Workload {
    #[allow(clippy::needless_range_loop)]
    pub fn new() -> Self {
        let mut a = [[0u32; N]; N];
        let mut b = [[0u32; N]; N];
        for i in 0..N {
            for j in 0..N {
                a[i][j] = (i * N + j) as u32;
                b[i][j] = (i + 2 * j) as u32;
            }
        }
        Workload {
            a,
            b,
            c: [[0u32; N]; N],
        }
    }

    /// One multiply.
    pub fn run(&mut self) {
        matmul(&self.a, &self.b, &mut self.c);
    }

    /// Whether the last product equals the closed form.
    #[allow(clippy::needless_range_loop)]
    pub fn product_is_right(&self) -> bool {
        let mut ok = true;
        for i in 0..N {
            for j in 0..N {
                let want: u32 = (0..N).map(|k| ((i * N + k) * (k + 2 * j)) as u32).sum();
                ok &= self.c[i][j] == want;
            }
        }
        ok
    }
}

// rpistat's naive kernel, indexed as written there; never inlined, so every
// measured multiply runs the same code.
#[allow(clippy::needless_range_loop)]
#[inline(never)]
#[link_section = ".text.kernel"]
fn matmul(a: &Matrix, b: &Matrix, c: &mut Matrix) {
    for i in 0..N {
        for j in 0..N {
            let mut s = 0u32;
            for k in 0..N {
                s = s.wrapping_add(a[i][k].wrapping_mul(b[k][j]));
            }
            c[i][j] = s;
        }
    }
}
