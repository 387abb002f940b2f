
    // ---- the access policy, restated from the description ---------------------
{%- for line in deny.words %}
    //   {{ line }}
{%- endfor %}
    // (PROT bit 0 set: privileged; bit 1 set: non-secure.)
    wire              c_deny = c_write ? {{ deny.wr }} : {{ deny.rd }};
