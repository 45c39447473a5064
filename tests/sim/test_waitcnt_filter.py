"""The waitcnt sanitizer's O(1) filter (per register row: highest issue number against the lowest retired count
over all waves) must not hide a missing wait in any wave: waves that wait differently, partial waits, and
overwrites of registers whose load is outstanding are still reported."""

import pytest
import torch

from torch_cdna.errors import SanitizerError
from tests.sim import asmkit

_LOAD_TWO = """
    v_lshlrev_b32_e32 v1, 2, v0
    global_load_dword v2, v1, {p0}
    global_load_dword v3, v1, {p0}
"""


def _run(body: str, block: int = 128):
    data = torch.arange(block, dtype=torch.int32)
    out = torch.zeros(block, dtype=torch.int32)
    text = body.format(p0=asmkit.ptr(0))
    return asmkit.run(text, [data, out], stores={"v4": 1}, block=block), out


def test_lockstep_waits_pass_and_read_the_data():
    _, out = _run(_LOAD_TWO + """
    s_waitcnt vmcnt(1)
    v_mov_b32_e32 v4, v2
    s_waitcnt vmcnt(0)
    v_add_u32_e32 v4, v4, v3
    """)
    assert torch.equal(out, 2 * torch.arange(128, dtype=torch.int32))


def test_partial_wait_still_reports_the_younger_load():
    with pytest.raises(SanitizerError, match="missing s_waitcnt: v3"):
        _run(_LOAD_TWO + """
    s_waitcnt vmcnt(1)
    v_mov_b32_e32 v4, v3
    s_waitcnt vmcnt(0)
    """)


def test_one_wave_skipping_the_wait_is_reported():
    """Wave 1 waits, wave 0 branches around the wait: the lowest retired count over the waves stays behind."""
    body = _LOAD_TWO + """
    v_readfirstlane_b32 s20, v0
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc1 .Lskip
    s_waitcnt vmcnt(0)
.Lskip:
    v_mov_b32_e32 v4, v2
    s_waitcnt vmcnt(0)
    """
    with pytest.raises(SanitizerError, match="missing s_waitcnt: v2"):
        _run(body)


def test_waves_that_all_wait_on_different_paths_pass():
    body = _LOAD_TWO + """
    v_readfirstlane_b32 s20, v0
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc1 .Lzero
    s_waitcnt vmcnt(0)
    s_branch .Ljoin
.Lzero:
    s_waitcnt vmcnt(0)
.Ljoin:
    v_add_u32_e32 v4, v2, v3
    """
    _, out = _run(body)
    assert torch.equal(out, 2 * torch.arange(128, dtype=torch.int32))


def test_overwriting_a_register_with_an_outstanding_load_is_reported():
    with pytest.raises(SanitizerError, match="v2 is overwritten"):
        _run(_LOAD_TWO + """
    v_mov_b32_e32 v2, 7
    s_waitcnt vmcnt(0)
    v_mov_b32_e32 v4, v2
    """)


def test_reload_after_a_completed_wait_is_checked_again():
    with pytest.raises(SanitizerError, match="missing s_waitcnt: v2"):
        _run(_LOAD_TWO + """
    s_waitcnt vmcnt(0)
    v_mov_b32_e32 v4, v2
    global_load_dword v2, v1, {p0}
    v_add_u32_e32 v4, v4, v2
    s_waitcnt vmcnt(0)
    """)
