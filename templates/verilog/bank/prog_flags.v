{#- A programmable counter's flag tests (overflow at bit k, threshold
    reached at bit 16+k of pflags_set). Where counts and flags are late
    (p.short_chains()), the tests read the count and threshold at the increment's
    edge into flip-flops and the flag rises at the next edge; else at the
    edge of the increment. Included by prog.v, once per counter `c`. #}
{%- if p.short_chains() %}
    // Its flags' tests, on this edge's count and threshold, kept for the
    // next edge, where the flag rises: each test is a tree of LUTs from
    // flip-flops into a flip-flop, with no write merge or event select in
    // front of it, and a flag's set is one LUT from those.
    reg         pgoq_{{ c.k }}, povf_{{ c.k }};
{%- if p.threshold %}
    reg         pthr_nz_{{ c.k }};
    reg  [{{ p.thr_segs.len() - 1 }}:0] phitq_{{ c.k }};
    // pcnt + 1 == pthr without an incrementer: the sum equals pthr exactly
    // when every bit of pthr is the count's bit flipped by the carry that
    // pthr itself implies into it (count bit below set and pthr's bit below
    // clear; into bit 0, always). Each bit looks at two bits of each word,
    // so the test splits into segments, one flip-flop each.
{%- if p.width > 1 %}
    wire [{{ p.width - 1 }}:0] pcin_{{ c.k }} = {pcnt_{{ c.k }}[{{ p.width - 2 }}:0] & ~pthr_{{ c.k }}[{{ p.width - 2 }}:0], 1'b1};
    wire [{{ p.width - 1 }}:0] phit_{{ c.k }} = pcnt_{{ c.k }} ^ pthr_{{ c.k }} ~^ pcin_{{ c.k }};
{%- else %}
    wire [0:0]  phit_{{ c.k }} = pcnt_{{ c.k }} ^ pthr_{{ c.k }};
{%- endif %}
{%- endif %}
    always @(posedge clk{{ rst.sens }}) begin
        if ({{ rst.active }}) begin
            pgoq_{{ c.k }} <= 1'b0;
            povf_{{ c.k }} <= 1'b0;
{%- if p.threshold %}
            pthr_nz_{{ c.k }} <= 1'b0;
            phitq_{{ c.k }} <= {{ p.thr_segs.len() }}'d0;
{%- endif %}
        end else begin
            // A clear at this edge drops what the increment would raise.
            pgoq_{{ c.k }} <= ~clear & pinc_q_{{ c.k }};
{%- if p.wide && p.short_chains() %}
            povf_{{ c.k }} <= pfull_{{ c.k }} & (&pcnt_{{ c.k }}[{{ p.width - 1 }}:32]);
{%- else %}
            povf_{{ c.k }} <= &pcnt_{{ c.k }};
{%- endif %}
{%- if p.threshold %}
            pthr_nz_{{ c.k }} <= |pthr_{{ c.k }};
            phitq_{{ c.k }} <= { {% for s in p.thr_segs %}&phit_{{ c.k }}[{{ s }}]{% if !loop.last %}, {% endif %}{% endfor %} };
{%- endif %}
        end
    end
    assign pflags_set[{{ c.k }}] = pgoq_{{ c.k }} & povf_{{ c.k }};
{%- if p.threshold %}
    assign pflags_set[{{ c.k + 16 }}] = pgoq_{{ c.k }} & pthr_nz_{{ c.k }} & (&phitq_{{ c.k }});
{%- endif %}
{%- else %}
    assign pflags_set[{{ c.k }}] = pinc_{{ c.k }} & (&pcnt_{{ c.k }});
{%- if p.threshold %}
    assign pflags_set[{{ c.k + 16 }}] = pinc_{{ c.k }} & (pthr_{{ c.k }} != {{ p.width }}'d0) & (pnext_{{ c.k }} == pthr_{{ c.k }});
{%- endif %}
{%- endif %}
