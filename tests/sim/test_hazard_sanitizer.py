"""The simulator's hazard sanitizer: deliberately broken kernels raise SanitizerError naming both instructions,
the register and the wait states; the same kernels with enough s_nop run. LLVM's (Triton's) output for
gfx942/gfx950 must not be flagged."""

import glob
import os

import pytest
import torch

from tests.sim import asmkit
from torch_cdna.errors import SanitizerError
from torch_cdna.sim.hazards import check_static
from torch_cdna.sim.parse import kernel_names, parse_program

PEER = os.path.join(os.path.dirname(__file__), "peer", "asm")


def _run(body, arch="gfx942"):
    x = torch.randint(1, 1000, (64,), dtype=torch.int32)
    out = torch.full((64,), -7, dtype=torch.int32)
    return asmkit.run(body, [x, out], loads={"v1": 0}, stores={"v2": 1}, arch=arch), x, out


def _expect_hazard(body, rule, required, actual, arch="gfx942"):
    with pytest.raises(SanitizerError) as err:
        _run(body, arch)
    msg = str(err.value)
    assert f"hazard {rule}" in msg and f"needs {required} wait state" in msg and f"only {actual} passed" in msg
    return msg


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_trans_result_consumed_immediately(arch):
    body = "v_cvt_f32_u32_e32 v3, v1\nv_exp_f32_e32 v4, v3\n{}v_cvt_u32_f32_e32 v2, v4"
    msg = _expect_hazard(body.format(""), "trans_use", 1, 0, arch)
    assert "v_exp_f32_e32 v4, v3" in msg and "v_cvt_u32_f32_e32 v2, v4" in msg and "register v4" in msg
    _run(body.format("s_nop 0\n"), arch)


def test_readlane_after_vcmp_writes_lane_select():
    # v_cmp writes s[20:21]; v_readlane uses s20 as its lane select: 4 wait states (ISA table)
    body = ("v_cmp_gt_u32_e64 s[20:21], 500, v1\ns_and_b32 s20, s20, 63\n{}v_readlane_b32 s22, v1, s20\n"
            "s_nop 1\nv_mov_b32_e32 v2, s22")
    _expect_hazard(body.format(""), "valu_sgpr_lane_select", 4, 1)
    _expect_hazard(body.format("s_nop 1\n"), "valu_sgpr_lane_select", 4, 3)
    _, x, out = _run(body.format("s_nop 2\n"))
    mask = sum(1 << lane for lane in range(64) if x[lane] < 500) & 0xFFFFFFFF
    assert out.tolist() == [int(x[mask & 63])] * 64


def test_salu_write_of_lane_select_is_not_a_hazard():
    _, x, out = _run("s_mov_b32 s20, 5\nv_readlane_b32 s22, v1, s20\ns_nop 1\nv_mov_b32_e32 v2, s22")
    assert out.tolist() == [int(x[5])] * 64


def test_dpp_after_valu_write():
    body = "v_add_u32_e32 v3, 1, v1\n{}v_mov_b32_dpp v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0"
    msg = _expect_hazard(body.format(""), "valu_vgpr_dpp", 2, 0)
    assert "register v3" in msg
    _expect_hazard(body.format("s_nop 0\n"), "valu_vgpr_dpp", 2, 1)
    _, x, out = _run(body.format("s_nop 1\n"))
    assert out[1] == x[0] + 1 and out[17] == x[16] + 1


MFMA_BODY = ("v_mov_b32_e32 v4, v1\nv_mov_b32_e32 v5, v1\nv_mov_b32_e32 v6, v1\nv_mov_b32_e32 v7, v1\n"
             "v_accvgpr_write_b32 a0, 0\nv_accvgpr_write_b32 a1, 0\nv_accvgpr_write_b32 a2, 0\n"
             "v_accvgpr_write_b32 a3, 0\ns_nop 1\n"
             "v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[6:7], a[0:3]\n{}v_accvgpr_read_b32 v2, a2")


@pytest.mark.parametrize("arch, required", [("gfx942", 7), ("gfx950", 8)])
def test_mfma_result_read_too_early(arch, required):
    # 16x16x16 f16 is a 4-pass XDL op: a VALU may read its result 7 (gfx950: 8) wait states later
    early, late = MFMA_BODY.format("s_nop 5\n"), MFMA_BODY.format(f"s_nop {required - 1}\n")
    if asmkit.implemented("v_mfma_f32_16x16x16_f16", arch):
        _expect_hazard(early, "xdl_valu_read", required, 6, arch)
        _run(late, arch)
    else:  # MFMA semantics not in yet: check the same kernels' instruction order statically
        found = check_static(parse_program(asmkit.kernel(early, 2, loads={"v1": 0}, stores={"v2": 1},
                                                         arch=arch), "k"))
        assert [(v.rule, v.required, v.actual, v.register) for v in found] == \
            [("xdl_valu_read", required, 6, "a2")]
        assert not check_static(parse_program(asmkit.kernel(late, 2, arch=arch), "k"))


def test_vcc_then_cndmask_needs_one_wait_state():
    body = "v_cmp_gt_u32_e32 vcc, 500, v1\n{}v_cndmask_b32_e32 v2, 7, v1, vcc"
    _expect_hazard(body.format(""), "valu_vcc_valu_read", 1, 0)
    _, x, out = _run(body.format("s_nop 0\n"))
    assert out.tolist() == [int(v) if v < 500 else 7 for v in x]


def test_diverged_waves_keep_their_own_history():
    # wave 0 pads v_exp -> v_add with s_nop + s_branch; wave 1 takes the other path and reaches the shared
    # v_add right after its own v_exp: only wave 1 breaks the trans rule, although both run v_add together
    body = ("s_cmp_eq_u32 s2, {}\ns_cbranch_scc0 .Lother\nv_exp_f32_e32 v4, v1\ns_nop 0\ns_branch .Ljoin\n"
            ".Lother:\nv_exp_f32_e32 v4, v1\n{}.Ljoin:\nv_add_f32_e32 v2, v4, v4")
    x = torch.randint(1, 9, (128,), dtype=torch.int32)
    args = [x, torch.zeros(128, dtype=torch.int32)]
    with pytest.raises(SanitizerError, match="trans_use") as err:
        asmkit.run(body.format(0, ""), args, loads={"v1": 0}, stores={"v2": 1}, grid=2)
    assert "wave 1" in str(err.value)
    asmkit.run(body.format(0, "s_nop 0\n"), args, loads={"v1": 0}, stores={"v2": 1}, grid=2)
    asmkit.run(body.format("s2", ""), args, loads={"v1": 0}, stores={"v2": 1}, grid=2)  # nobody branches


def _peer_programs():
    for path in sorted(glob.glob(os.path.join(PEER, "*", "*.s"))):
        text = open(path).read()
        for name in kernel_names(text):
            yield path, text, name


@pytest.mark.parametrize("path, text, name", list(_peer_programs()),
                         ids=lambda v: os.path.relpath(v, PEER) if isinstance(v, str) and v.endswith(".s") else "")
def test_llvm_output_is_not_flagged(path, text, name):
    try:
        prog = parse_program(text, name)
    except Exception as exc:  # the parser does not read every directive operand yet (e.g. hwreg(...))
        pytest.xfail(f"simulator parser: {exc}")
    assert [v.message for v in check_static(prog)] == []
