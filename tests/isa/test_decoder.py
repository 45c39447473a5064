"""The binary decoder against LLVM: encodings LLVM printed (golden), every record of the ISA table in every
form, and modifier variants, assembled by LLVM and decoded back (``roundtrip.py``), both archs."""

from __future__ import annotations

import random
import struct

import pytest

from torch_cdna import isa
from torch_cdna.isa import encoding
from torch_cdna.isa.decoder import UnknownEncoding, decode
from torch_cdna.isa.opcode_survey import forms, sample_line

from .roundtrip import check_round_trip

ARCHS = ("gfx942", "gfx950")

# (dwords llvm-objdump printed, its text): facts from LLVM 19's disassembly of gfx942 code objects
GOLDEN = [
    ("8601FF01 0000FFFF", "s_and_b32 s1, s1, 0xffff"),
    ("BE820002", "s_mov_b32 s2, s2"),
    ("BF0A8128", "s_cmp_lt_u32 s40, 1"),
    ("B7270020", "s_addk_i32 s39, 0x20"),
    ("C0060300 00000000", "s_load_dwordx2 s[12:13], s[0:1], 0x0"),
    ("7E0A0503", "v_readfirstlane_b32 s5, v3"),
    ("BF8CC07F", "s_waitcnt lgkmcnt(0)"),
    ("D2850011 00022028", "v_mul_lo_u32 v17, s40, v16"),
    ("7D962641", "v_cmp_le_u32_e32 vcc, s65, v19"),
    ("00202510", "v_cndmask_b32_e32 v16, v16, v18, vcc"),
    ("E0511000 3B020004", "buffer_load_dword v4, s[8:11], s59 offen lds"),
    ("D9FE4400 A0000002", "ds_read_b128 v[160:163], v2 offset:17408"),
    ("D3E00040 020341C0", "v_mfma_f32_32x32x8_bf16 v[64:79], v[192:193], v[160:161], 0"),
    ("D1000040 01223F40", "v_cndmask_b32_e64 v64, v64, v31, s[72:73]"),
    ("D1CB0040 846C7140", "v_fma_f32 v64, v64, s56, -v27"),
    ("D3B14060 1802C116", "v_pk_mul_f32 v[96:97], v[22:23], v[96:97]"),
    ("D3D9407F 18000080", "v_accvgpr_write_b32 a127, 0"),
    ("7E1202FA FF090809", "v_mov_b32_dpp v9, v9 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1"),
    ("E05C1000 80840016", "buffer_load_dwordx4 a[0:3], v22, s[16:19], 0 offen"),
    ("0AB0B0FA FF00007C", "v_mul_f32_dpp v88, v124, v88 quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf"),
    ("D3E10020 1A020190", "v_mfma_f32_16x16x16_bf16 v[32:35], a[144:145], a[0:1], 0"),
    ("7F68ACF9 000406B2", "v_cvt_pk_f32_fp8_sdwa v[180:181], v178 src0_sel:WORD_0"),
    ("DC508000 072C0038", "global_load_dword v7, v56, s[44:45]"),
    ("D1010038 0001E538", "v_add_f32_e64 v56, v56, 1.0"),
    ("DD488000 00084050", "global_atomic_pk_add_bf16 v80, v64, s[8:9]"),
    ("D3D70080 0E038100", "v_mfma_i32_16x16x32_i8 v[128:131], a[0:1], v[192:193], v[128:131]"),
    ("E0741000 80025C11", "buffer_store_dwordx2 v[92:93], v17, s[8:11], 0 offen"),
    ("D2890014 00017F04", "v_readlane_b32 s20, v4, 63"),
]


def _code(hexwords: str) -> bytes:
    return b"".join(struct.pack("<I", int(w, 16)) for w in hexwords.split())


@pytest.mark.parametrize("hexwords,text", GOLDEN)
def test_decodes_what_llvm_printed(hexwords, text):
    (d,) = decode(_code(hexwords), "gfx942")
    assert d.text == text
    assert d.size == len(hexwords.split()) * 4


def test_every_format_is_identified_by_its_fixed_bits():
    seen = {encoding.identify(int(h.split()[0], 16)).name for h, _ in GOLDEN}
    assert {"SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3P", "DS",
            "MUBUF", "FLAT"} <= seen
    with pytest.raises(ValueError, match="no gfx9 microcode format"):
        encoding.identify(0xFC000000)


def test_unknown_encodings_are_named():
    with pytest.raises(UnknownEncoding, match=r"at 0x0 \(E8000000 00000000\).*MTBUF opcode 0"):
        decode(_code("E8000000 00000000"), "gfx942")
    with pytest.raises(UnknownEncoding, match="needs 2 dwords"):
        decode(_code("C0060300"), "gfx942")


def test_branch_targets_are_labels():
    # s_branch +1 over one instruction, then s_cbranch_scc1 back to the start
    code = _code("BF820001 BF800000 BF85FFFD BF810000")
    out = decode(code, "gfx942", address=0x100, names={0x108: "done"})
    assert [d.text for d in out] == ["s_branch done", "s_nop 0", "s_cbranch_scc1 label_100", "s_endpgm"]
    assert [d.target for d in out] == [0x108, None, 0x100, None]


def _record_lines(arch: str) -> list[str]:
    lines = []
    for rec in isa.table().values():
        if arch not in rec.archs or rec.mnemonic in isa.mfma.ALIASES:
            continue
        for form in forms(rec):
            line = sample_line(rec, form)
            if line is not None and (rec.mnemonic not in ("s_denorm_mode", "s_round_mode")):
                lines.append(line if "label" not in [o.kind for o in rec.operands] else line.replace(" L", " L0"))
    return lines


@pytest.mark.parametrize("arch", ARCHS)
def test_every_record_round_trips(arch, toolchain):
    """Every instruction of the table, in each of its forms: LLVM's encoding decodes to text that LLVM encodes
    the same way and that the text parser reads as the original line."""
    problems = check_round_trip(_record_lines(arch), arch, toolchain, labels=["L0"])
    assert not problems, "\n".join(problems[:20])


VARIANTS = [
    # VOP3 modifiers, inline constants, special registers, literals
    "v_fma_f32 v1, -v2, |v3|, -|v4| clamp",
    "v_add_f32_e64 v1, v2, v3 mul:2",
    "v_add_f32_e64 v1, v2, v3 div:2",
    "v_mul_f32_e32 v1, 0x3fc00000, v2",
    "v_mul_f32_e32 v1, 0.15915494, v2",
    "v_add_u32_e32 v1, -16, v2",
    "v_add_u32_e32 v1, 64, v2",
    "s_mov_b64 exec, vcc",
    "s_mov_b32 m0, s3",
    "s_mov_b32 s4, src_shared_base",
    "s_mov_b64 s[4:5], flat_scratch",
    "s_mov_b32 ttmp2, s0",
    "s_add_u32 s0, s1, 0xdeadbeef",
    "v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,1,0]",
    "v_fma_mix_f32 v1, v2, v3, v4 op_sel_hi:[1,0,1]",
    "v_mad_u64_u32 v[2:3], s[4:5], v3, v4, v[6:7]",
    "v_div_scale_f32 v1, vcc, v2, v3, v2",
    "v_add_co_u32_e64 v1, s[6:7], v2, v3",
    "v_addc_co_u32_e64 v1, s[6:7], v2, v3, s[8:9]",
    "v_cmp_lt_f32_e64 s[2:3], |v1|, -v2",
    "v_cmpx_eq_u32_e32 vcc, v1, v2",
    # VOP3P
    "v_pk_fma_f16 v1, v2, v3, v4 op_sel:[1,0,1] op_sel_hi:[0,1,1]",
    "v_pk_add_f16 v1, v2, v3 neg_lo:[1,0] neg_hi:[0,1]",
    "v_pk_fma_f32 v[2:3], v[4:5], v[6:7], v[8:9] op_sel_hi:[0,1,1]",
    "v_mfma_f32_32x32x8_bf16 a[0:15], v[2:3], v[4:5], a[0:15] cbsz:1 abid:1 blgp:2",
    "v_mfma_f32_16x16x16_bf16 v[0:3], a[2:3], a[4:5], v[0:3]",
    "v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, 1.0",
    # DPP / SDWA
    "v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0x5 bank_mask:0xa",
    "v_mov_b32_dpp v1, v2 row_shr:3 row_mask:0xf bank_mask:0xf bound_ctrl:1",
    "v_mov_b32_dpp v1, v2 row_ror:15 row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v1, v2 wave_shr:1 row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v1, v2 row_mirror row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v1, v2 row_bcast:31 row_mask:0xf bank_mask:0xf",
    "v_mul_f32_dpp v1, -v2, |v3| row_half_mirror row_mask:0xf bank_mask:0xf",
    "v_add_f16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:BYTE_1",
    "v_mov_b32_sdwa v1, sext(v2) dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3",
    "v_cmp_lt_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1 src1_sel:DWORD",
    # memory
    "s_load_dwordx4 s[4:7], s[2:3], 0x1ff glc",
    "s_load_dword s5, s[0:1], s4",
    "s_load_dword s5, s[0:1], s4 offset:0x10",
    "s_buffer_load_dwordx2 s[4:5], s[8:11], 0x10",
    "ds_write2_b32 v1, v2, v3 offset0:4 offset1:255",
    "ds_read2st64_b64 v[2:5], v1 offset1:3",
    "ds_add_rtn_u32 v1, v2, v3 offset:65535",
    "ds_read_b32 a5, v1",
    "buffer_store_dword v1, off, s[4:7], s8 offset:4095 sc0 sc1 nt",
    "buffer_load_dword v1, v[2:3], s[4:7], 0 idxen offen",
    "buffer_atomic_add v1, v2, s[4:7], 0 offen sc0",
    "global_load_dwordx2 v[2:3], v[4:5], off offset:-4096 sc1",
    "global_store_dword v3, a1, s[2:3] offset:16 nt",
    "global_atomic_cmpswap v1, v2, v[4:5], s[2:3] sc0",
    "global_atomic_add_f32 v[2:3], v4, off",
    "flat_load_dword v1, v[2:3] offset:4095",
    "scratch_load_dword v1, off, s4 offset:-16",
    "scratch_store_dwordx2 v1, v[2:3], off",
    "scratch_load_dword v1, v2, s3",
    "global_load_lds_dword v[2:3], off offset:8",
    # SOPP / SOPK
    "s_waitcnt vmcnt(3) expcnt(2) lgkmcnt(1)",
    "s_waitcnt vmcnt(0)",
    "s_setprio 3",
    "s_sleep 2",
    "s_sendmsg sendmsg(MSG_INTERRUPT)",
    "s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s3",
    "s_getreg_b32 s3, hwreg(HW_REG_MODE)",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xc",
    "s_movk_i32 s4, 0x8000",
    "s_set_gpr_idx_on s3, gpr_idx(SRC0,DST)",
    "s_set_gpr_idx_mode gpr_idx(SRC1)",
    "s_set_gpr_idx_off",
    "s_setvskip s20, 0",
    "s_atomic_inc s80, s[40:41], s93",
    "s_cmpk_lg_u32 s2, 0xffff",
]
GFX950_VARIANTS = [
    "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3]",
    "v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[12:17], v[0:3] cbsz:4 blgp:2",
    "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21 op_sel_hi:[0,1,0]",
    "v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[4:11], v[12:19], a[0:15], v20, v21 op_sel:[1,0,0] cbsz:1 blgp:1",
    "v_mfma_f32_32x32x16_bf16 a[0:15], v[0:3], v[4:7], a[0:15]",
    "v_permlane32_swap_b32_e32 v1, v2",
    "v_cvt_scalef32_pk_f32_fp8 v[2:3], v4, v5",
    "ds_read_b64_tr_b16 v[2:3], v1 offset:64",
    "global_load_lds_dwordx4 v[2:3], off",
]


@pytest.mark.parametrize("arch", ARCHS)
def test_modifier_variants_round_trip(arch, toolchain):
    lines = VARIANTS + (GFX950_VARIANTS if arch == "gfx950" else [])
    problems = check_round_trip(lines, arch, toolchain)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("arch", ARCHS)
def test_random_dwords_decode_or_refuse_clearly(arch, rng_seed):
    """Arbitrary bytes never crash the decoder: each instruction decodes, or UnknownEncoding names it."""
    rng = random.Random(rng_seed)
    for _ in range(3000):
        code = bytes(rng.getrandbits(8) for _ in range(16))
        try:
            decode(code, arch)
        except UnknownEncoding as exc:
            assert "cannot decode the instruction at" in str(exc)


@pytest.fixture(scope="module")
def toolchain():
    from torch_cdna.asm.toolchain import find_toolchain
    return find_toolchain("gfx942")
