"""Packed-math VALU (VOP3P) and AccVGPR moves. Packed ops work on two 16-bit halves (or, for the
``_f32`` packed ops of gfx90a+, on two 32-bit registers); ``op_sel``/``op_sel_hi``/``neg_lo``/``neg_hi``
modifiers pick halves and negate."""

from .records import parse_table

_PK16_2SRC = """pk_add_f16 pk_mul_f16 pk_max_f16 pk_min_f16 pk_add_u16 pk_sub_u16 pk_add_i16 pk_sub_i16 pk_mul_lo_u16
pk_lshlrev_b16 pk_lshrrev_b16 pk_ashrrev_i16 pk_max_i16 pk_max_u16 pk_min_i16 pk_min_u16"""
_PK16_3SRC = "pk_fma_f16 pk_mad_i16 pk_mad_u16 fma_mix_f32 fma_mixlo_f16 fma_mixhi_f16"
_DOT = "dot2_f32_f16 dot2_i32_i16 dot2_u32_u16 dot4_i32_i8 dot4_u32_u8 dot8_i32_i4 dot8_u32_u4"


def _lines() -> str:
    out = [f"v_{op} VOP3P vdst:1 vsrc:1 vsrc:1" for op in _PK16_2SRC.split()]
    out += [f"v_{op} VOP3P vdst:1 vsrc:1 vsrc:1 vsrc:1" for op in _PK16_3SRC.split()]
    out += [f"v_{op} VOP3P vdst:1 vsrc:1 vsrc:1 vsrc:1 !dot" for op in _DOT.split()]
    out += [
        "v_dot2_f32_bf16 VOP3P vdst:1 vsrc:1 vsrc:1 vsrc:1 !dot @gfx950",
        "v_pk_fma_f32 VOP3P vdst:2 vsrc:2 vsrc:2 vsrc:2",
        "v_pk_mul_f32 VOP3P vdst:2 vsrc:2 vsrc:2",
        "v_pk_add_f32 VOP3P vdst:2 vsrc:2 vsrc:2",
        "v_pk_mov_b32 VOP3P vdst:2 vsrc:2 vsrc:2",
        "v_accvgpr_read_b32 VOP3P vdst:1 avsrc:1",
        "v_accvgpr_write_b32 VOP3P adst:1 avc:1",
        "v_accvgpr_mov_b32 VOP1 adst:1 avsrc:1 !packed",  # op_sel: no destination bit
    ]
    return "\n".join(out)


RECORDS = parse_table(_lines())
