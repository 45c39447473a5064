"""VALU comparisons (VOPC): write a per-lane mask to VCC (``_e32``) or an SGPR pair (``_e64``); the
``v_cmpx_*`` forms also write EXEC. Inactive lanes get 0 in the mask."""

from .records import parse_table

_INT_CC = ("f", "lt", "eq", "le", "gt", "ne", "ge", "t")
_FLOAT_CC = ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru")


def _lines() -> str:
    out = []
    for types, ccs in ((("i32", "u32", "i16", "u16"), _INT_CC), (("i64", "u64"), _INT_CC),
                       (("f32", "f16"), _FLOAT_CC), (("f64",), _FLOAT_CC)):
        for t in types:
            w = 2 if t.endswith("64") else 1
            for cc in ccs:
                out.append(f"v_cmp_{cc}_{t} VOPC sdst_or_vcc:2 vsrc:{w} vgpr:{w} !e64_ok !sdwa_ok !dpp_ok")
                out.append(f"v_cmpx_{cc}_{t} VOPC sdst_or_vcc:2 vsrc:{w} vgpr:{w} !e64_ok !sdwa_ok !writes_exec")
    for t, w in (("f32", 1), ("f16", 1), ("f64", 2)):
        out.append(f"v_cmp_class_{t} VOPC sdst_or_vcc:2 vsrc:{w} vgpr:1 !e64_ok !sdwa_ok")
        out.append(f"v_cmpx_class_{t} VOPC sdst_or_vcc:2 vsrc:{w} vgpr:1 !e64_ok !writes_exec")
    return "\n".join(out)


RECORDS = parse_table(_lines())
