"""Hazard rules settled against AMD AITER's production code (docs/hazards-real-code.md): each case's minimal
snippet, the rule's decision both ways (the production form, and the form the documents still forbid)."""

from __future__ import annotations

import pytest

from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.sim.hazards import check_static
from torch_cdna.sim.parse import parse_program

ARCHS = ["gfx942", "gfx950"]


def _rules(body: str, arch: str) -> list[tuple[str, int, int]]:
    text = f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.text\nk:\n{body}\n  s_endpgm\n'
    find_toolchain(arch).assemble(text, arch)  # the snippet is valid LLVM assembly
    return [(v.rule, v.required, v.actual) for v in check_static(parse_program(text, "k"))]


@pytest.mark.parametrize("arch", ARCHS)
def test_dpp_hazard_is_on_the_lane_moved_operand_only(arch):
    # AITER fmoe_stage1: the VGPR written one instruction before is src1 of the DPP op: no hazard
    assert _rules("v_mov_b32_e32 v31, v29\n"
                  "v_mul_f32_dpp v4, v24, v31 row_newbcast:0 row_mask:0xf bank_mask:0xf", arch) == []
    # the same VGPR as src0 (moved across lanes) still needs 2 wait states
    assert _rules("v_mov_b32_e32 v24, v29\n"
                  "v_mul_f32_dpp v4, v24, v31 row_newbcast:0 row_mask:0xf bank_mask:0xf", arch) == \
        [("valu_vgpr_dpp", 2, 0)]
    assert _rules("v_mov_b32_e32 v24, v29\ns_nop 1\n"
                  "v_mul_f32_dpp v4, v24, v31 row_newbcast:0 row_mask:0xf bank_mask:0xf", arch) == []


@pytest.mark.parametrize("arch", ARCHS)
def test_salu_m0_before_lds_dma(arch):
    # AITER's pipelining: M0 advanced right before a MUBUF load into LDS (not in the ISA's list): no hazard
    assert _rules("s_add_u32 m0, 0x100, s50\nbuffer_load_dword v37, s[20:23], 0 offen lds", arch) == []
    # the ISA's list: global/scratch with LDS=1, LDS add-TID, s_sendmsg
    assert _rules("s_add_u32 m0, 0x100, s50\nglobal_load_lds_dword v2, s[4:5]", arch) == [("salu_m0", 1, 0)]
    assert _rules("s_mov_b32 m0, s3\nds_read_addtid_b32 v1", arch) == [("salu_m0", 1, 0)]
    assert _rules("s_mov_b32 m0, s3\ns_nop 0\nglobal_load_lds_dword v2, s[4:5]", arch) == []


@pytest.mark.parametrize("arch", ARCHS)
def test_valu_sgpr_constant_read_kept(arch):
    """v_cndmask's SGPR mask is read as a constant (ISA table 11 row 18; LLVM checkVALUHazards and rocRoller's
    VALUWriteSGPRVCC94x exempt only the carry-in of v_addc/v_subb): AITER's bf16-rounding pattern breaks it."""
    pattern = "v_cmp_u_f32_e64 s[48:49], v192, v192\nv_add3_u32 v52, v192, v55, 1\n"
    assert _rules(pattern + "v_cndmask_b32_e64 v56, v52, v54, s[48:49]", arch) == [("valu_sgpr_valu_read", 2, 1)]
    assert _rules(pattern + "s_nop 0\nv_cndmask_b32_e64 v56, v52, v54, s[48:49]", arch) == []
    assert _rules(pattern + "v_addc_co_u32_e64 v56, s[50:51], v52, v54, s[48:49]", arch) == []  # carry-in: 0


@pytest.mark.parametrize("consumer,rule", [("v_max3_f32 v10, v64, v11, v12", "xdl_valu_read"),
                                           ("v_cndmask_b32_e64 v64, v31, v20, s[72:73]", "xdl_valu_write")])
def test_xdl_result_needs_passes_plus_3_kept(consumer, rule):
    """v_mfma_f32_32x32x8_bf16 is 8 passes on gfx942 (LLVM SISchedule "^V_MFMA_.32_32X32X8"); the ISA's table
    (case 106) asks passes + 3 = 11 wait states before a VALU reads or writes its result. AITER's fmha_v3 forward
    gives 8-10: the rule stays, and says so."""
    mfma = "v_mfma_f32_32x32x8_bf16 v[64:79], v[220:221], v[188:189], v[64:79]\n"
    ten = "".join(f"s_add_u32 s{30 + i}, s{30 + i}, 1\n" for i in range(10))
    assert _rules(mfma + ten + consumer, "gfx942") == [(rule, 11, 10)]
    assert _rules(mfma + ten + "s_nop 0\n" + consumer, "gfx942") == []
