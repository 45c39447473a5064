"""Modelled hazard effects (docs/hazards-real-code.md): a VALU that reads an SGPR too soon after a VALU wrote it
may see the value from before that write. The sanitizer keeps that value; where it equals the new one in every
lane the consumer uses, the violation is a warning in ``stats.warnings``; where they differ, an error naming both
values. Each case runs on the single-wave fast path, the general executor, and two waves in lockstep."""

from __future__ import annotations

import pytest
import torch

from tests.sim import asmkit
from torch_cdna import _config
from torch_cdna.errors import SanitizerError

ARCHS = ["gfx942", "gfx950"]
PATHS = [pytest.param(True, 64, id="fastpath"), pytest.param(False, 64, id="executor"),
         pytest.param(True, 128, id="two-waves")]
# AITER's bf16 rounding: NaN check into an SGPR pair, one VALU, then the select reads the pair (1 wait state)
ROUND = ("v_cvt_f32_u32_e32 v3, v1\n"
         "v_cmp_u_f32_e64 s[48:49], v3, v3\n"
         "v_add_u32_e32 v4, 0x7fff, v3\n"
         "v_cndmask_b32_e64 v2, v4, v3, s[48:49]")


def _run(body: str, arch: str, fast: bool, block: int, strict: bool | None = None):
    x = torch.randint(1, 1000, (block,), dtype=torch.int32)
    out = torch.full((block,), -7, dtype=torch.int32)
    with _config.override(sim_fastpath=fast):
        stats = asmkit.run(body, [x, out], loads={"v1": 0}, stores={"v2": 1}, arch=arch, block=block,
                           strict=strict)
    return stats, x, out


def _hazard_warnings(stats) -> list[str]:
    return [w for w in stats.warnings if "hazard valu_sgpr_valu_read" in w]


def _rounded(x: torch.Tensor) -> list[int]:
    return [int(torch.tensor(float(v), dtype=torch.float32).view(torch.int32)) + 0x7FFF for v in x.tolist()]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("fast,block", PATHS)
def test_mask_read_early_with_unchanged_value_is_a_warning(arch, fast, block):
    # the pair held 0 before the NaN check, which gives 0 again (no NaN): old and new mask agree
    stats, x, out = _run("s_mov_b64 s[48:49], 0\n" + ROUND, arch, fast, block)
    assert out.tolist() == _rounded(x)
    (w,) = _hazard_warnings(stats)
    assert "v_cndmask_b32_e64 v2, v4, v3, s[48:49]" in w and "needs 2 wait state(s)" in w
    assert "only 1 passed" in w and "no effect" in w


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("fast,block", PATHS)
def test_mask_read_early_with_changed_value_is_an_error(arch, fast, block):
    # the pair held all ones before: a stale read selects v3 instead of v4 in every lane
    with pytest.raises(SanitizerError) as err:
        _run("s_mov_b64 s[48:49], -1\n" + ROUND, arch, fast, block)
    msg = str(err.value)
    assert "hazard valu_sgpr_valu_read" in msg and "v_cndmask_b32_e64 v2, v4, v3, s[48:49]" in msg
    assert "0xffffffffffffffff instead of 0x0" in msg and "result would differ" in msg


@pytest.mark.parametrize("fast,block", PATHS)
def test_mask_compares_only_the_lanes_exec_enables(fast, block):
    # old and new masks differ in lanes 32-63 only; with those lanes off the select cannot tell
    body = "v_mov_b32_e32 v2, 3\ns_mov_b64 s[48:49], 0xffffffff00000000\ns_mov_b64 exec, 0xffffffff\n" + ROUND
    stats, x, out = _run(body, "gfx942", fast, block)
    assert out.tolist() == [r if lane % 64 < 32 else 3 for lane, r in enumerate(_rounded(x))]
    assert len(_hazard_warnings(stats)) == 1
    with pytest.raises(SanitizerError, match="0xffffffff00000000 instead of 0x0"):
        _run(body.replace("exec, 0xffffffff\n", "exec, -1\n"), "gfx942", fast, block)


@pytest.mark.parametrize("fast,block", PATHS)
def test_constant_read_of_a_readlane_result(fast, block):
    # AITER topksoftmax: v_readlane into s20, then a VALU reads s20 as a constant at once (needs 2)
    body = ("v_mov_b32_e32 v3, 5\ns_mov_b32 s20, {old}\ns_nop 4\n"
            "v_readlane_b32 s20, v3, 0\nv_add_u32_e32 v2, s20, v1")
    stats, x, out = _run(body.format(old=5), "gfx942", fast, block)
    assert out.tolist() == (x + 5).tolist()
    assert "no effect" in _hazard_warnings(stats)[0]
    with pytest.raises(SanitizerError, match=r"s20 held before `v_readlane_b32 s20, v3, 0`: 0x6 instead of 0x5"):
        _run(body.format(old=6), "gfx942", fast, block)


@pytest.mark.parametrize("fast,block", PATHS)
def test_producer_and_consumer_in_different_blocks(fast, block):
    # a branch between them: the fast path runs blocks compiled, and must still keep the old value
    body = ("s_mov_b64 s[48:49], {old}\nv_cvt_f32_u32_e32 v3, v1\nv_cmp_u_f32_e64 s[48:49], v3, v3\n"
            "s_branch .Lnext\n.Lnext:\nv_cndmask_b32_e64 v2, v3, v1, s[48:49]")
    stats, x, out = _run(body.format(old=0), "gfx942", fast, block)
    assert out.tolist() == [int(torch.tensor(float(v)).view(torch.int32)) for v in x.tolist()]
    assert len(_hazard_warnings(stats)) == 1
    with pytest.raises(SanitizerError, match="0xffffffffffffffff instead of 0x0"):
        _run(body.format(old=-1), "gfx942", fast, block)


def test_enough_wait_states_is_silent_and_strict_mode_refuses_the_warning():
    stats, _, _ = _run("s_mov_b64 s[48:49], -1\n" + ROUND.replace("v_cndmask", "s_nop 0\nv_cndmask"),
                       "gfx942", True, 64)
    assert _hazard_warnings(stats) == []
    with pytest.raises(SanitizerError, match="no effect"):
        _run("s_mov_b64 s[48:49], 0\n" + ROUND, "gfx942", True, 64, strict=True)


def test_other_rules_stay_errors_whatever_the_values():
    # the trans-use rule has no defined effect: an error even though v4 is rewritten with the same value
    body = "v_cvt_f32_u32_e32 v3, v1\nv_exp_f32_e32 v4, v3\nv_exp_f32_e32 v4, v3\nv_cvt_u32_f32_e32 v2, v4"
    with pytest.raises(SanitizerError, match="hazard trans_use"):
        _run(body, "gfx942", True, 64)
