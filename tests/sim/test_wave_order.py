"""Waves of one workgroup access LDS in issue order (sim/wave_order.py), whatever their PCs.

Wave 0 and wave 1 run separate copies of code (a branch on the wave id, wave 0's copy at the lower addresses):
one copy overwrites an LDS word, the other reads it, with no barrier in between. Which comes first is decided
by how many instructions each wave issues before its access, as on the hardware, not by which copy has the
lower PC; lowest-PC-first alone would always run wave 0's copy first.
"""

import pytest
import torch

from tests.sim import asmkit

OLD = 7  # what both waves store before the barrier

RACE = """
    v_lshrrev_b32_e32 v1, 6, v0
    s_nop 0
    v_readfirstlane_b32 s20, v1
    v_and_b32_e32 v2, 63, v0
    v_lshlrev_b32_e32 v2, 2, v2
    v_mov_b32_e32 v3, {old}
    v_mov_b32_e32 v11, -1
    ds_write_b32 v2, v3
    s_waitcnt lgkmcnt(0)
    {before_barrier}
    s_barrier
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc0 .Lwave1
    {wave0}
    s_branch .Ldone
.Lwave1:
    {wave1}
.Ldone:
    s_waitcnt lgkmcnt(0)
"""
WRITE, READ = "ds_write_b32 v2, v10", "ds_read_b32 v11, v2"


def _filler(n: int) -> str:
    return "\n    ".join(["v_add_u32_e32 v4, 1, v4"] * n)


def _run(wave0: str, wave1: str, before_barrier: str = ""):
    data = torch.randint(100, 1000, (128,), dtype=torch.int32)
    out = torch.full((128,), -5, dtype=torch.int32)
    body = RACE.format(old=OLD, wave0=wave0, wave1=wave1, before_barrier=before_barrier)
    stats = asmkit.run(body, [data, out], loads={"v10": 0}, stores={"v11": 1}, block=128, lds_bytes=256)
    races = {("read_after_write" if " reads LDS byte " in w else "write_after_read")
             for w in stats.warnings if w.startswith("LDS data race")}
    return data, out, races


@pytest.mark.parametrize("delay", [4, 30])
def test_early_reader_in_the_higher_copy_reads_first(delay):
    """Wave 0's copy (lower PC) writes after ``delay`` instructions; wave 1 reads at once: it sees the old value."""
    data, out, races = _run(f"{_filler(delay)}\n    {WRITE}", READ)
    assert torch.equal(out[64:], torch.full((64,), OLD, dtype=torch.int32))
    assert races == {"write_after_read"}


def test_late_reader_sees_the_write():
    data, out, races = _run(WRITE, f"{_filler(30)}\n    {READ}")
    assert torch.equal(out[64:], data[:64])
    assert races == {"read_after_write"}


def test_s_nop_counts_its_wait_states():
    """s_nop 15 is 16 issue turns: two of them put wave 0's write after wave 1's read behind 20 instructions."""
    data, out, races = _run(f"s_nop 15\n    s_nop 15\n    {WRITE}", f"{_filler(20)}\n    {READ}")
    assert torch.equal(out[64:], torch.full((64,), OLD, dtype=torch.int32))
    data, out, races = _run(f"s_nop 3\n    {WRITE}", f"{_filler(20)}\n    {READ}")
    assert torch.equal(out[64:], data[:64])


def test_barrier_restarts_waves_together():
    """Wave 0 issues 40 more instructions before the barrier than wave 1; after it both start level, so wave 0's
    read 1 instruction in comes before wave 1's write 6 instructions in (without the sync wave 1 would count as
    40 instructions behind and write first)."""
    extra = "s_cmp_eq_u32 s20, 0\n    s_cbranch_scc0 .Lskip\n    " + _filler(40) + "\n.Lskip:"
    data, out, races = _run(READ, f"{_filler(6)}\n    {WRITE}", before_barrier=extra)
    assert torch.equal(out[:64], torch.full((64,), OLD, dtype=torch.int32))
    assert races == {"write_after_read"}


def test_diverged_waves_still_merge():
    """Instructions that touch only registers keep lowest-PC-first: after wave 1 skips a block, the waves re-merge
    at the join and the 200-instruction tail runs once for both, not once per wave."""
    body = """
    v_lshrrev_b32_e32 v1, 6, v0
    s_nop 0
    v_readfirstlane_b32 s20, v1
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc0 .Ljoin
    {block}
.Ljoin:
    v_lshlrev_b32_e32 v2, 2, v0
    ds_write_b32 v2, v10
    {tail}
    v_mov_b32_e32 v11, v4
""".format(block=_filler(10), tail=_filler(200))
    data = torch.zeros(128, dtype=torch.int32)
    out = torch.full((128,), -5, dtype=torch.int32)
    stats = asmkit.run(body, [data, out], loads={"v10": 0}, stores={"v11": 1}, block=128, lds_bytes=512)
    assert stats.steps < 300, stats.steps
    assert torch.equal(out[:64], torch.full((64,), 210, dtype=torch.int32)) and torch.equal(out[64:], torch.full((64,), 200, dtype=torch.int32))
