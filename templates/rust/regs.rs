//! Every register of every window type, typed: `regs::<window>::<register>`
//! holds the register's `R` (what a read returns, a getter per field) and
//! `W` (a setter per field), and `Spec`, which says what
//! [`crate::register::Reg`] may do with it. `<window>::at(bus, base)` gives
//! the registers of one window; the tile handles (`mon.cpu(0).regs()`), the
//! packer and the AutoCounters hand them out too.
{%- for b in blocks %}

/// {{ b.doc }}
///
/// {{ b.policy }}
pub mod {{ b.name }} {
    use crate::backend::Backend;
    use crate::map::Access;
    use crate::register::Reg;

    /// Which masters may read the window.
    pub const READ_ACCESS: Access = Access::{{ b.read }};
    /// Which masters may write the window{% if b.global_snapshot %} (`global_snapshot`, written here, snapshots every tile){% endif %}.
    pub const WRITE_ACCESS: Access = Access::{{ b.write }};

    /// The registers of one `{{ b.name }}` window at byte `base` of `bus`.
    #[inline]
    pub fn at<B: Backend>(bus: &mut B, base: usize) -> Regs<'_, B> {
        Regs { bus, base }
    }

    /// The registers of one `{{ b.name }}` window.
    #[derive(Debug)]
    pub struct Regs<'a, B: Backend> {
        bus: &'a mut B,
        base: usize,
    }

    impl<B: Backend> Regs<'_, B> {
{%- for r in b.regs %}
        /// {{ r.doc }}
        #[inline]
        pub fn {{ r.name }}(&mut self) -> Reg<'_, B, {{ r.name }}::Spec> {
            Reg::new(self.bus, self.base)
        }
{%- endfor %}
    }
{%- for r in b.regs %}
{%- if let Some(other) = r.same_as %}

    /// `{{ r.name }}` at {{ r.offset }}: the same register as `{{ other }}`'s.
    pub use super::{{ other }}::{{ r.name }};
{%- else %}

    /// `{{ r.name }}` at {{ r.offset }}: {{ r.doc }}
    pub mod {{ r.name }} {
        use crate::register::*;

        /// What [`Reg`] may do with `{{ r.name }}`.
        #[derive(Clone, Copy, Debug)]
        pub struct Spec;

        impl RegisterSpec for Spec {
            const OFFSET: usize = {{ r.offset }};
            const RESET: u32 = {{ r.reset }};
            type R = R;
            type W = W;
        }
{%- if r.readable %}
        impl Readable for Spec {}
{%- endif %}
{%- if r.writable %}
        impl Writable for Spec {}
{%- endif %}
{%- if r.modifiable %}
        impl Modifiable for Spec {}
{%- endif %}
{%- if r.clear_on_one %}
        impl ClearOnOne for Spec {}
{%- endif %}

        /// A value read from `{{ r.name }}`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct R(pub u32);

        impl From<u32> for R {
            #[inline]
            fn from(v: u32) -> Self {
                R(v)
            }
        }

        impl R {
{%- for f in r.fields %}
{%- if f.readable %}
            /// {{ f.doc }}
            #[inline]
            pub fn {{ f.name }}(&self) -> {{ f.get_ty }} {
                {{ f.get }}
            }
{%- endif %}
{%- endfor %}
        }

        /// A value to write to `{{ r.name }}`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct W(pub u32);

        impl From<u32> for W {
            #[inline]
            fn from(v: u32) -> Self {
                W(v)
            }
        }

        impl From<W> for u32 {
            #[inline]
            fn from(w: W) -> u32 {
                w.0
            }
        }

        impl W {
{%- for f in r.fields %}
{%- if f.writable %}
            /// {{ f.doc }}
            #[inline]
            pub fn {{ f.name }}(&mut self, value: {{ f.set_ty }}) -> &mut Self {
                {{ f.set }}
                self
            }
{%- endif %}
{%- endfor %}
        }
    }
{%- endif %}
{%- endfor %}
}
{%- endfor %}
