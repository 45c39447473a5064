"""VALU instructions in the VOP1, VOP2 and VOP3 encodings (CDNA3/CDNA4 ISA, "Vector ALU operations").

VOP2/VOP1 operations also have a VOP3 (``_e64``) form: in it the second source may be an SGPR, but (on
gfx9) no 32-bit literal is allowed. Operand slots follow the LLVM assembly order, destinations first.
"""

from .records import parse_table

_VOP2_32 = """add_f32 sub_f32 subrev_f32 mul_f32 mul_i32_i24 mul_hi_i32_i24 mul_u32_u24
mul_hi_u32_u24 min_f32 max_f32 min_i32 max_i32 min_u32 max_u32 lshrrev_b32 ashrrev_i32 lshlrev_b32 and_b32
or_b32 xor_b32 xnor_b32 add_u32 sub_u32 subrev_u32 add_f16 sub_f16 subrev_f16 mul_f16 max_f16 min_f16
add_u16 sub_u16 subrev_u16 mul_lo_u16 lshlrev_b16 lshrrev_b16 ashrrev_i16 max_u16 max_i16 min_u16 min_i16
ldexp_f16"""
_VOP2_ACC = "fmac_f32 mac_f16"
_VOP2_PACKED = "pk_fmac_f16"
_VOP2_DOT = "dot2c_f32_f16 dot4c_i32_i8"  # packed halves/bytes accumulated into one result
_VOP1_32 = """mov_b32 not_b32 bfrev_b32 ffbh_u32 ffbl_b32 ffbh_i32 cvt_f32_i32 cvt_f32_u32 cvt_u32_f32 cvt_i32_f32
cvt_f16_f32 cvt_f32_f16 cvt_rpi_i32_f32 cvt_flr_i32_f32 cvt_f32_ubyte0 cvt_f32_ubyte1 cvt_f32_ubyte2
cvt_f32_ubyte3 fract_f32 trunc_f32 ceil_f32 rndne_f32 floor_f32 frexp_exp_i32_f32 frexp_mant_f32 cvt_f16_u16
cvt_f16_i16 cvt_u16_f16 cvt_i16_f16 fract_f16 trunc_f16 ceil_f16 rndne_f16 floor_f16 frexp_mant_f16
frexp_exp_i16_f16 cvt_norm_i16_f16 cvt_norm_u16_f16 sat_pk_u8_i16 cvt_f32_fp8 cvt_f32_bf8"""
_TRANS = "exp_f32 log_f32 rcp_f32 rcp_iflag_f32 rsq_f32 sqrt_f32 sin_f32 cos_f32 exp_f16 log_f16 rcp_f16 rsq_f16 sqrt_f16 sin_f16 cos_f16"
_VOP3_2SRC = """mul_legacy_f32 mul_lo_u32 mul_hi_u32 mul_hi_i32 bcnt_u32_b32 mbcnt_lo_u32_b32 mbcnt_hi_u32_b32 cvt_pkrtz_f16_f32
cvt_pknorm_i16_f32 cvt_pknorm_u16_f32 cvt_pk_u16_u32 cvt_pk_i16_i32 ldexp_f32 pack_b32_f16 bfm_b32"""
# fp8 converts write one half (pk) or one byte (sr) of their destination and keep the rest: they read it too
_VOP3_2SRC_PARTIAL = "cvt_pk_fp8_f32 cvt_pk_bf8_f32 cvt_sr_fp8_f32 cvt_sr_bf8_f32"
_VOP3_3SRC = """mad_u32_u24 mad_i32_i24 bfe_u32 bfe_i32 bfi_b32 fma_f32 alignbit_b32
alignbyte_b32 min3_f32 min3_i32 min3_u32 max3_f32 max3_i32 max3_u32 med3_f32 med3_i32 med3_u32 sad_u8 sad_hi_u8
sad_u16 sad_u32 cvt_pk_u8_f32 div_fixup_f32 lshl_add_u32 add_lshl_u32 add3_u32 lshl_or_b32 and_or_b32 or3_b32
xad_u32 perm_b32 fma_f16 div_fixup_f16 min3_f16 max3_f16 med3_f16 mad_u16 mad_i16"""


def _lines() -> str:
    out = []
    for op in _VOP2_32.split():
        out.append(f"v_{op} VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !sdwa_ok")
    for op in _VOP2_ACC.split():
        out.append(f"v_{op} VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !reads_dst")
    for op in _VOP2_PACKED.split():
        out.append(f"v_{op} VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !packed !reads_dst")
    for op in _VOP2_DOT.split():
        out.append(f"v_{op} VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !packed !dot !reads_dst")
    for op in _VOP1_32.split():
        if not op.endswith("?"):
            out.append(f"v_{op} VOP1 vdst:1 vsrc:1 !e64_ok !dpp_ok !sdwa_ok")
    for op in _TRANS.split():
        out.append(f"v_{op} VOP1 vdst:1 vsrc:1 !e64_ok !dpp_ok !sdwa_ok !trans")
    for op in _VOP3_2SRC.split():
        out.append(f"v_{op} VOP3 vdst:1 vsrc:1 vsrc:1")
    for op in _VOP3_2SRC_PARTIAL.split():
        out.append(f"v_{op} VOP3 vdst:1 vsrc:1 vsrc:1 !reads_dst")
    for op in _VOP3_3SRC.split():
        out.append(f"v_{op} VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1")
    for op in ("add_co_u32", "sub_co_u32", "subrev_co_u32"):
        out.append(f"v_{op} VOP2 vdst:1 sdst_or_vcc:2 vsrc:1 vgpr:1 !e64_ok !dpp_ok !sdwa_ok")
    for op in ("addc_co_u32", "subb_co_u32", "subbrev_co_u32"):
        out.append(f"v_{op} VOP2 vdst:1 sdst_or_vcc:2 vsrc:1 vgpr:1 sgpr:2 !e64_ok !dpp_ok !sdwa_ok !carry_in")
    out += [
        "v_cndmask_b32 VOP2 vdst:1 vsrc:1 vgpr:1 sgpr:2 !e64_ok !dpp_ok !sdwa_ok !lane_mask",
        "v_nop VOP1",
        "v_readfirstlane_b32 VOP1 sdst:1 vgpr:1 !lane_read",
        "v_readlane_b32 VOP3 sdst:1 vgpr:1 ssrc:1 !lane_read !lane_select",
        "v_writelane_b32 VOP3 vdst:1 ssrc:1 ssrc:1 !lane_select !reads_dst",
        "v_mov_b64 VOP1 vdst:2 vsrc:2 !e64_ok !dpp_ok",
        "v_cvt_f64_f32 VOP1 vdst:2 vsrc:1 !e64_ok",
        "v_cvt_f32_f64 VOP1 vdst:1 vsrc:2 !e64_ok !valu64",
        "v_cvt_f64_i32 VOP1 vdst:2 vsrc:1 !e64_ok",
        "v_cvt_f64_u32 VOP1 vdst:2 vsrc:1 !e64_ok",
        "v_cvt_i32_f64 VOP1 vdst:1 vsrc:2 !e64_ok !valu64",
        "v_cvt_u32_f64 VOP1 vdst:1 vsrc:2 !e64_ok !valu64",
        "v_rcp_f64 VOP1 vdst:2 vsrc:2 !e64_ok !trans !valu64",
        "v_rsq_f64 VOP1 vdst:2 vsrc:2 !e64_ok !trans !valu64",
        "v_sqrt_f64 VOP1 vdst:2 vsrc:2 !e64_ok !trans !valu64",
        "v_cvt_pk_f32_fp8 VOP1 vdst:2 vsrc:1 !e64_ok !sdwa_ok",
        "v_cvt_pk_f32_bf8 VOP1 vdst:2 vsrc:1 !e64_ok !sdwa_ok",
        "v_cvt_f32_bf16 VOP1 vdst:1 vsrc:1 !e64_ok !sdwa_ok @gfx950",
        "v_permlane16_swap_b32 VOP1 vdst:1 vgpr:1 !e64_ok !permlane !swap @gfx950",
        "v_permlane32_swap_b32 VOP1 vdst:1 vgpr:1 !e64_ok !permlane !swap @gfx950",
        "v_dot2c_i32_i16 VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !packed !dot !reads_dst",
        "v_dot8c_i32_i4 VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !packed !dot",
        "v_dot2c_f32_bf16 VOP2 vdst:1 vsrc:1 vgpr:1 !e64_ok !dpp_ok !packed !dot !reads_dst @gfx950",
        "v_mad_f16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
        "v_div_scale_f32 VOP3 vdst:1 sdst_or_vcc:2 vsrc:1 vsrc:1 vsrc:1",
        "v_div_fmas_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 !div_fmas !reads_vcc",
        "v_mad_u64_u32 VOP3 vdst:2 sdst_or_vcc:2 vsrc:1 vsrc:1 vsrc:2 !early_clobber",
        "v_mad_i64_i32 VOP3 vdst:2 sdst_or_vcc:2 vsrc:1 vsrc:1 vsrc:2 !early_clobber",
        "v_lshlrev_b64 VOP3 vdst:2 vsrc:1 vsrc:2",
        "v_lshrrev_b64 VOP3 vdst:2 vsrc:1 vsrc:2",
        "v_ashrrev_i64 VOP3 vdst:2 vsrc:1 vsrc:2 !valu64",
        "v_lshl_add_u64 VOP3 vdst:2 vsrc:2 vsrc:1 vsrc:2 !valu64",
        "v_add_f64 VOP3 vdst:2 vsrc:2 vsrc:2 !valu64",
        "v_mul_f64 VOP3 vdst:2 vsrc:2 vsrc:2 !valu64",
        "v_min_f64 VOP3 vdst:2 vsrc:2 vsrc:2 !valu64",
        "v_max_f64 VOP3 vdst:2 vsrc:2 vsrc:2 !valu64",
        "v_fma_f64 VOP3 vdst:2 vsrc:2 vsrc:2 vsrc:2 !fma64 !valu64",
        "v_cvt_pk_bf16_f32 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
        "v_bitop3_b32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 @gfx950",
    ]
    return "\n".join(out)


# Appended for the simulator's VALU semantics (forms Triton/LLVM emit that the lists above lack).
_EXTRA = [
    "v_fmamk_f32 VOP2 vdst:1 vsrc:1 simm:1 vgpr:1",
    "v_fmaak_f32 VOP2 vdst:1 vsrc:1 vgpr:1 simm:1",
    "v_madmk_f16 VOP2 vdst:1 vsrc:1 simm:1 vgpr:1",
    "v_madak_f16 VOP2 vdst:1 vsrc:1 vgpr:1 simm:1",
    "v_fmac_f64 VOP2 vdst:2 vsrc:2 vgpr:2 !e64_ok !fma64 !reads_dst !valu64",
    "v_swap_b32 VOP1 vdst:1 vgpr:1 !swap",
    "v_exp_legacy_f32 VOP1 vdst:1 vsrc:1 !e64_ok !trans",
    "v_log_legacy_f32 VOP1 vdst:1 vsrc:1 !e64_ok !trans",
    "v_fract_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64", "v_trunc_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64",
    "v_ceil_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64", "v_rndne_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64",
    "v_floor_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64", "v_frexp_mant_f64 VOP1 vdst:2 vsrc:2 !e64_ok !valu64",
    "v_frexp_exp_i32_f64 VOP1 vdst:1 vsrc:2 !e64_ok !valu64",
    "v_cvt_off_f32_i4 VOP1 vdst:1 vsrc:1 !e64_ok",
    "v_add_i32 VOP3 vdst:1 vsrc:1 vsrc:1", "v_sub_i32 VOP3 vdst:1 vsrc:1 vsrc:1",
    "v_add_i16 VOP3 vdst:1 vsrc:1 vsrc:1", "v_sub_i16 VOP3 vdst:1 vsrc:1 vsrc:1",
    "v_min3_i16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1", "v_min3_u16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
    "v_max3_i16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1", "v_max3_u16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
    "v_med3_i16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1", "v_med3_u16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
    "v_mad_u32_u16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1", "v_mad_i32_i16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
    "v_mad_legacy_u16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1", "v_mad_legacy_i16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1",
    "v_div_scale_f64 VOP3 vdst:2 sdst_or_vcc:2 vsrc:2 vsrc:2 vsrc:2 !valu64",
    "v_div_fmas_f64 VOP3 vdst:2 vsrc:2 vsrc:2 vsrc:2 !div_fmas !reads_vcc !valu64",
    "v_div_fixup_f64 VOP3 vdst:2 vsrc:2 vsrc:2 vsrc:2 !valu64",
    "v_ldexp_f64 VOP3 vdst:2 vsrc:2 vsrc:1 !valu64",
    "v_trig_preop_f64 VOP3 vdst:2 vsrc:2 vsrc:1 !valu64",
    "v_maximum3_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 @gfx950",
    "v_minimum3_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_pk_f16_f32 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_bitop3_b16 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_fp8_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 !cvt_to_f8 !reads_dst @gfx950",
    "v_cvt_scalef32_pk_fp4_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 !cvt_to_f4 !reads_dst @gfx950",
    "v_cvt_scalef32_pk_bf8_f32 VOP3 vdst:1 vsrc:1 vsrc:1 vsrc:1 !cvt_to_f8 !reads_dst @gfx950",
    "v_cvt_scalef32_f32_fp8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_f32_bf8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_f32_fp8 VOP3 vdst:2 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_f32_bf8 VOP3 vdst:2 vsrc:1 vsrc:1 @gfx950",
    # MX dequantisation (Triton's tl.dot_scaled upcasts on gfx950): two fp4 of a byte, or two fp8/bf8 of a word
    "v_cvt_scalef32_pk_f32_fp4 VOP3 vdst:2 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_f16_fp4 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_bf16_fp4 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_f16_fp8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_f16_bf8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_bf16_fp8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
    "v_cvt_scalef32_pk_bf16_bf8 VOP3 vdst:1 vsrc:1 vsrc:1 @gfx950",
]


def _all_lines() -> str:
    base = _lines()
    have = {line.split()[0] for line in base.splitlines() if line.strip()}
    return "\n".join([base] + [line for line in _EXTRA if line.split()[0] not in have])


RECORDS = parse_table(_all_lines())
