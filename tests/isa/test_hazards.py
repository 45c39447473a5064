"""The hazard table: known producer/consumer pairs -> wait states, from the CDNA3/CDNA4 ISA tables (as AMD's
rocRoller transcribes them) and LLVM's GCNHazardRecognizer for gfx940/gfx950. Each case names its row."""

import pytest

from torch_cdna.isa import hazards as hz
from torch_cdna.isa.hazards import mfma_passes, required_wait_states as req

BOTH = ("gfx942", "gfx950")
MFMA_16 = ("v_mfma_f32_16x16x16_bf16", ["a[0:3]", "v[0:1]", "v[2:3]", "a[0:3]"])
MFMA_32 = ("v_mfma_f32_32x32x8_f16", ["v[0:15]", "v[16:17]", "v[18:19]", "v[0:15]"])


# SISchedule.td gfx942/gfx950 models: pass = 4 cycles
@pytest.mark.parametrize("mnemonic, arch, passes", [
    ("v_mfma_f32_16x16x16_bf16", "gfx942", 4), ("v_mfma_f32_32x32x8_bf16", "gfx942", 8),
    ("v_mfma_f32_32x32x8bf16_1k", "gfx942", 8), ("v_mfma_f32_16x16x16_f16", "gfx950", 4),
    ("v_mfma_f32_16x16x32_bf16", "gfx950", 4), ("v_mfma_f32_32x32x16_bf16", "gfx950", 8),
    ("v_mfma_f32_16x16x32_fp8_fp8", "gfx942", 4), ("v_mfma_f32_32x32x16_bf8_fp8", "gfx942", 8),
    ("v_mfma_f32_4x4x4_16b_f16", "gfx942", 2), ("v_mfma_f32_32x32x4_2b_f16", "gfx942", 16),
    ("v_mfma_f32_32x32x2_f32", "gfx942", 16), ("v_mfma_f32_16x16x4_f32", "gfx942", 8),
    ("v_mfma_f32_16x16x4f32", "gfx942", 8), ("v_mfma_f32_16x16x8_xf32", "gfx942", 4),
    ("v_mfma_f32_32x32x4_xf32", "gfx942", 8), ("v_mfma_f64_16x16x4_f64", "gfx942", 8),
    ("v_mfma_f64_16x16x4_f64", "gfx950", 16), ("v_mfma_f64_4x4x4_4b_f64", "gfx950", 4),
    ("v_mfma_i32_16x16x64_i8", "gfx950", 4), ("v_smfmac_f32_32x32x16_f16", "gfx942", 8),
    ("v_mfma_f32_16x16x128_f8f6f4", "gfx950", 8), ("v_mfma_f32_32x32x64_f8f6f4", "gfx950", 16),
    ("v_mfma_scale_f32_16x16x128_f8f6f4", "gfx950", 8), ("v_mfma_scale_f32_32x32x64_f8f6f4", "gfx950", 16),
])
def test_mfma_passes(mnemonic, arch, passes):
    assert mfma_passes(mnemonic, arch) == passes


def test_f8f6f4_passes_depend_on_formats():
    # SISchedule.td WriteMFMAScale_16X16X128_F8F6F4: fp8/bf8 in either matrix doubles the passes
    assert mfma_passes("v_mfma_f32_16x16x128_f8f6f4", "gfx950", {"cbsz": 4, "blgp": 2}) == 4
    assert mfma_passes("v_mfma_f32_32x32x64_f8f6f4", "gfx950", {"cbsz": 4, "blgp": 1}) == 16
    with pytest.raises(ValueError, match="v_add_f32"):
        mfma_passes("v_add_f32", "gfx942")


@pytest.mark.parametrize("arch", BOTH)
def test_valu_sgpr_rules(arch):
    # ISA: VALU writes SGPR -> VMEM reads that SGPR: 5
    assert req("v_readfirstlane_b32", ["s4", "v0"], "global_load_dword", ["v1", "v2", "s[4:5]"], arch) == 5
    # ISA: VALU writes SGPR/VCC -> v_readlane/v_writelane lane select: 4
    assert req("v_cmp_eq_u32_e64", ["s[6:7]", "v0", "v1"], "v_readlane_b32", ["s8", "v3", "s6"], arch) == 4
    assert req("v_readfirstlane_b32", ["s9", "v0"], "v_writelane_b32", ["v3", "s1", "s9"], arch) == 4
    # ISA: VALU writes VCC -> v_div_fmas: 4
    assert req("v_div_scale_f32", ["v0", "vcc", "v1", "v1", "v2"], "v_div_fmas_f32", ["v3", "v0", "v1", "v2"],
               arch) == 4
    # rocRoller 94x: VALU writes VCC -> VALU reads it as a value: 1; an SGPR: 2; as carry-in: 0
    assert req("v_cmp_gt_f32_e32", ["vcc", "v0", "v1"], "v_cndmask_b32_e32", ["v2", "v3", "v4", "vcc"], arch) == 1
    assert req("v_cmp_gt_f32_e64", ["s[2:3]", "v0", "v1"], "v_cndmask_b32_e64", ["v2", "v3", "v4", "s[2:3]"],
               arch) == 2
    assert req("v_add_co_u32_e32", ["v0", "vcc", "v1", "v2"], "v_addc_co_u32_e32",
               ["v3", "vcc", "v4", "v5", "vcc"], arch) == 0
    # no relation: different SGPRs, or an SALU producer
    assert req("v_cmp_eq_u32_e64", ["s[6:7]", "v0", "v1"], "v_readlane_b32", ["s8", "v3", "s9"], arch) == 0
    assert req("s_mov_b32", ["s6"], "v_readlane_b32", ["s8", "v3", "s6"], arch) == 0


@pytest.mark.parametrize("arch", BOTH)
def test_exec_dpp_lane_trans_m0(arch):
    # ISA: v_cmpx writes EXEC -> v_readlane/v_readfirstlane/v_writelane: 4
    assert req("v_cmpx_gt_u32_e64", ["s[0:1]", "v0", "v1"], "v_readfirstlane_b32", ["s2", "v3"], arch) == 4
    # ISA: VALU writes VGPR -> DPP reads it: 2; VALU writes EXEC -> DPP: 5
    assert req("v_add_f32_e32", ["v1", "v2", "v3"], "v_mov_b32_dpp", ["v4", "v1"], arch,
               consumer_mods={"row_shr": 1}) == 2
    assert req("v_add_f32_e32", ["v1", "v2", "v3"], "v_mov_b32_e32", ["v4", "v1"], arch) == 0
    assert req("v_cmpx_lt_f32_e32", ["vcc", "v0", "v1"], "v_mov_b32_dpp", ["v4", "v5"], arch,
               consumer_mods={"quad_perm": [1, 0, 3, 2]}) == 5
    # rocRoller 94x / LLVM: VALU writes VGPR -> v_readlane reads it (src0): 1
    assert req("v_mul_f32_e32", ["v1", "v2", "v3"], "v_readlane_b32", ["s0", "v1", "7"], arch) == 1
    # MI300 ISA: trans op -> non-trans VALU consumes the result: 1 (trans consumer: 0)
    assert req("v_exp_f32_e32", ["v1", "v0"], "v_add_f32_e32", ["v2", "v1", "v1"], arch) == 1
    assert req("v_exp_f32_e32", ["v1", "v0"], "v_rcp_f32_e32", ["v2", "v1"], arch) == 0
    assert req("v_exp_f32_e32", ["v1", "v0"], "v_add_f32_e32", ["v2", "v3", "v3"], arch) == 0
    # ISA: SALU writes M0 -> LDS DMA (buffer/global ... lds) / s_sendmsg: 1
    assert req("s_mov_b32", ["m0", "s4"], "global_load_lds_dword", ["v1", "s[2:3]"], arch) == 1
    assert req("s_mov_b32", ["m0", "s4"], "s_sendmsg", ["3"], arch) == 1
    assert req("s_mov_b32", ["m0", "s4"], "ds_read_b32", ["v1", "v2"], arch) == 0
    # SDWA/op_sel partial writes forward through the dst-sel path: 1
    assert req("v_cvt_pk_fp8_f32", ["v1", "v2", "v3"], "v_add_u32_e32", ["v4", "v1", "v5"], arch,
               producer_mods={"op_sel": [0, 0, 1]}) == 1
    assert req("v_mov_b32_sdwa", ["v1", "v2"], "v_add_u32_e32", ["v4", "v1", "v5"], arch,
               producer_mods={"dst_sel": "WORD_1"}) == 1


@pytest.mark.parametrize("arch", BOTH)
def test_execz_vccz_read_as_data_after_a_valu_write(arch):
    """ISA: VALU writes VCC or EXEC -> VALU reads EXECZ/VCCZ as a data source: 5. The operands come as text (the
    compiler's hazard pass), in either of LLVM's spellings, or decoded (the simulator)."""
    from torch_cdna.sim.parse import parse_operand
    vcc_write = ("v_cmp_gt_f32_e32", ["vcc", "v0", "v1"])
    assert req(*vcc_write, "v_mov_b32_e32", ["v2", "vccz"], arch) == 5
    assert req(*vcc_write, "v_mov_b32_e32", ["v2", "src_vccz"], arch) == 5
    assert req(*vcc_write, "v_mov_b32_e32", [parse_operand("v2"), parse_operand("vccz")], arch) == 5
    assert req("v_cmpx_gt_f32_e32", ["vcc", "v0", "v1"], "v_cndmask_b32_e64", ["v2", "v3", "execz", "s[0:1]"],
               arch) == 5
    assert req(*vcc_write, "v_mov_b32_e32", ["v2", "v3"], arch) == 0  # no status bit read
    assert req("s_mov_b64", ["vcc", "s[0:1]"], "v_mov_b32_e32", ["v2", "vccz"], arch) == 0  # the rule's producer is a VALU


def test_gfx950_cvt_scale_forwarding_follows_the_destination_type():
    """LLVM PR 117844: conversions *to* fp4/fp8 write part of their destination (fp4: whatever op_sel says);
    the dequantising forms (fp4/fp8 -> f16/bf16/f32) write whole registers and need no wait."""
    use = ("v_cndmask_b32_e32", ["v4", "v1", "v5", "vcc"])
    for mods in ({}, {"op_sel": [0, 1, 0]}, {"op_sel": [1, 1, 0]}):
        for src in ("fp4", "fp8"):
            assert req(f"v_cvt_scalef32_pk_bf16_{src}", ["v1", "v2", "v3"], *use, "gfx950", producer_mods=mods) == 0
    assert req("v_cvt_scalef32_pk_f32_fp4", ["v[0:1]", "v2", "v3"], "v_add_u32_e32", ["v4", "v1", "v5"], "gfx950",
               producer_mods={"op_sel": [1, 0, 0]}) == 0
    # the scaled fp8 quantiser writing its high half (op_sel destination bit) does forward
    assert req("v_cvt_scalef32_pk_fp8_f32", ["v1", "v2", "v3", "v6"], *use, "gfx950",
               producer_mods={"op_sel": [0, 0, 0, 1]}) == 1


def test_gfx950_only_rules():
    # CDNA4: VALU writes VGPR -> v_permlane reads it: 2; v_cmpx -> v_permlane: 4
    assert req("v_add_f32_e32", ["v1", "v2", "v3"], "v_permlane32_swap_b32_e32", ["v1", "v4"], "gfx950") == 2
    assert req("v_cmpx_eq_u32_e32", ["vcc", "v0", "v1"], "v_permlane16_swap_b32_e32", ["v6", "v4"], "gfx950") == 4


@pytest.mark.parametrize("arch", BOTH)
def test_wide_store_data(arch):
    # gfx94x: >64-bit store data -> VALU overwrites it: 2 (MUBUF with SGPR soffset: 1)
    assert req("global_store_dwordx4", ["v[0:1]", "v[2:5]", "off"], "v_mov_b32_e32", ["v3", "0"], arch) == 2
    assert req("buffer_store_dwordx4", ["v[2:5]", "v0", "s[0:3]", "s4"], "v_mov_b32_e32", ["v3", "0"], arch) == 1
    assert req("global_store_dwordx2", ["v[0:1]", "v[2:3]", "off"], "v_mov_b32_e32", ["v3", "0"], arch) == 0


# CDNA3 ISA MFMA dependency table / LLVM checkMAIVALUHazards: XDL write -> VALU/memory read or write: passes+3
# (gfx950: passes+4 above 2 passes); 16x16x16 = 4 passes, 32x32x8 = 8 passes.
@pytest.mark.parametrize("arch, read16, read32", [("gfx942", 7, 11), ("gfx950", 8, 12)])
def test_xdl_result_to_valu_and_memory(arch, read16, read32):
    assert req(*MFMA_16, "v_accvgpr_read_b32", ["v4", "a2"], arch) == read16
    assert req(*MFMA_32, "v_add_f32_e32", ["v20", "v15", "v21"], arch) == read32
    assert req(*MFMA_32, "global_store_dword", ["v[30:31]", "v3", "off"], arch) == read32
    assert req(*MFMA_32, "ds_write_b32", ["v30", "v3"], arch) == read32
    assert req(*MFMA_32, "v_mov_b32_e32", ["v5", "0"], arch) == read32  # WAW
    assert req(*MFMA_32, "v_add_f32_e32", ["v20", "v16", "v21"], arch) == 0  # SrcA is not the result
    assert req("v_mfma_f32_4x4x4_16b_f16", ["a[0:3]", "v[0:1]", "v[2:3]", "a[0:3]"],
               "v_accvgpr_read_b32", ["v4", "a0"], arch) == 5  # 2 passes: 5 on both


@pytest.mark.parametrize("arch", BOTH)
def test_mfma_to_mfma(arch):
    gfx950 = arch == "gfx950"
    # SrcC exactly the previous result (accumulation chain): 0 for 4+ passes, 2 for a 2-pass producer
    assert req(*MFMA_16, *MFMA_16, arch) == 0
    mfma4 = ("v_mfma_f32_4x4x4_16b_f16", ["a[0:3]", "v[0:1]", "v[2:3]", "a[0:3]"])
    assert req(*mfma4, *mfma4, arch) == 2
    # SrcC overlapping but not identical: passes+1 (gfx950 passes+2)
    assert req(*MFMA_32, "v_mfma_f32_16x16x16_f16", ["v[20:23]", "v[16:17]", "v[18:19]", "v[4:7]"],
               arch) == 8 + 1 + gfx950
    # result read as SrcA/B: passes+3 (gfx950 +1)
    assert req(*MFMA_32, "v_mfma_f32_32x32x8_f16", ["v[32:47]", "v[0:1]", "v[18:19]", "v[32:47]"],
               arch) == 8 + 3 + gfx950
    # VALU (incl. v_accvgpr_write) writes VGPR -> MFMA reads it: 2; VALU writes EXEC -> MFMA: 4
    assert req("v_accvgpr_write_b32", ["a1", "v9"], *MFMA_16, arch) == 2
    assert req("v_mov_b32_e32", ["v2", "v9"], *MFMA_16, arch) == 2
    assert req("v_cmpx_gt_u32_e32", ["vcc", "v9", "v8"], *MFMA_16, arch) == 4
    # SrcC read (WAR) -> VALU overwrites it: 4 pass 3, 8 pass 7
    assert req(*MFMA_32, "v_mov_b32_e32", ["v18", "0"], arch) == 0  # v18 is SrcB, not SrcC
    assert req("v_mfma_f32_32x32x8_f16", ["v[40:55]", "v[16:17]", "v[18:19]", "v[0:15]"],
               "v_mov_b32_e32", ["v3", "0"], arch) == 7


def test_sgemm_and_dgemm():
    # f32-input MFMAs are not XDL on gfx94x: passes+2 (LLVM GFX940_SMFMA_N_Pass*)
    sgemm = ("v_mfma_f32_16x16x4_f32", ["a[0:3]", "v0", "v1", "a[0:3]"])
    assert req(*sgemm, "v_accvgpr_read_b32", ["v4", "a2"], "gfx942") == 8 + 2
    dgemm = ("v_mfma_f64_16x16x4_f64", ["v[0:7]", "v[8:9]", "v[10:11]", "v[0:7]"])
    assert req(*dgemm, "v_add_f32_e32", ["v20", "v1", "v21"], "gfx942") == 11
    assert req(*dgemm, "v_add_f32_e32", ["v20", "v1", "v21"], "gfx950") == 19
    assert req(*dgemm, "global_store_dword", ["v[30:31]", "v3", "off"], "gfx950") == 18
    assert req(*dgemm, "v_fma_f64", ["v[20:21]", "v[22:23]", "v[24:25]", "v[26:27]"], "gfx942") == 2


def test_table_is_well_formed():
    names = [r.name for r in hz.RULES]
    assert len(names) == len(set(names))
    for r in hz.RULES:
        assert r.producer in hz.PRODUCERS and r.consumer in hz.CONSUMERS and r.relation in hz.RELATIONS, r
        assert set(r.waits) <= {"gfx942", "gfx950"} and r.source
        for arch in r.waits:
            assert all(0 < r.required(arch, p) <= hz.MAX_WAIT_STATES for p in (2, 4, 8, 16)), r.name


def test_operand_forms_and_errors():
    assert hz.reg_keys("v[2:3]") == (1002, 1003) and hz.reg_keys("vcc") == (106, 107)
    assert hz.reg_keys("0x10") == () and hz.reg_name(2005) == "a5" and hz.reg_name(126) == "exec_lo"
    assert hz.wait_states_of("s_nop", ["5"]) == 6 and hz.wait_states_of("v_add_f32_e32") == 1
    with pytest.raises(ValueError, match="gfx90a"):
        hz.access("v_add_f32", ["v0", "v1", "v2"], "gfx90a")
