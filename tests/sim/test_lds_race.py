"""The LDS race detector: accesses of one LDS byte by different waves of a workgroup, at least one a write,
with no s_barrier between them are reported (warning; SanitizerError in strict mode)."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import SanitizerError
from tests.sim import asmkit

EXCHANGE = """
    v_lshlrev_b32_e32 v1, 2, v0
    ds_write_b32 v1, v10
    {sync}
    v_add_u32_e32 v2, 64, v0
    v_and_b32_e32 v2, 0x7f, v2
    v_lshlrev_b32_e32 v2, 2, v2
    ds_read_b32 v11, v2
    s_waitcnt lgkmcnt(0)
"""


def _exchange(sync: str, strict: bool | None = None, grid: int = 1):
    data = torch.randint(-1000, 1000, (128 * grid,), dtype=torch.int32)
    out = torch.zeros(128 * grid, dtype=torch.int32)
    stats = asmkit.run(EXCHANGE.format(sync=sync), [data, out], loads={"v10": 0}, stores={"v11": 1},
                       block=128, grid=grid, lds_bytes=512, strict=strict)
    return data, out, stats


def _races(stats):
    return [w for w in stats.warnings if "LDS data race" in w]


def test_missing_barrier_between_waves_is_reported():
    _, _, stats = _exchange("s_waitcnt lgkmcnt(0)")
    races = _races(stats)
    assert len(races) == 1 and "reads LDS byte" in races[0] and "wrote with no s_barrier" in races[0]
    with pytest.raises(SanitizerError, match="LDS data race"):
        _exchange("s_waitcnt lgkmcnt(0)", strict=True)


def test_barrier_makes_the_exchange_race_free_and_correct():
    data, out, stats = _exchange("s_waitcnt lgkmcnt(0)\n    s_barrier", grid=3)
    assert _races(stats) == []
    want = data.reshape(3, 2, 64).flip(1).reshape(-1)
    assert torch.equal(out, want)


def test_own_wave_data_needs_no_barrier():
    data = torch.arange(128, dtype=torch.int32)
    out = torch.zeros(128, dtype=torch.int32)
    body = """
    v_lshlrev_b32_e32 v1, 2, v0
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    v_xor_b32_e32 v2, 4, v1
    ds_read_b32 v11, v2
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data, out], loads={"v10": 0}, stores={"v11": 1}, block=128, lds_bytes=512)
    assert _races(stats) == [] and torch.equal(out, data ^ 1)


def test_two_waves_writing_one_byte_in_one_instruction():
    data = torch.arange(128, dtype=torch.int32)
    body = """
    v_and_b32_e32 v1, 63, v0
    v_lshlrev_b32_e32 v1, 2, v1
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data], loads={"v10": 0}, block=128, lds_bytes=256)
    races = _races(stats)
    assert len(races) == 1 and "writes LDS byte 0x0" in races[0]


def test_replicated_identical_stores_are_not_races():
    """Several waves storing the same value (Triton's layout conversions do) cannot be told apart."""
    data = torch.arange(128, dtype=torch.int32) % 64
    body = """
    v_and_b32_e32 v1, 63, v0
    v_lshlrev_b32_e32 v1, 2, v1
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data], loads={"v10": 0}, block=128, lds_bytes=256)
    assert _races(stats) == []


def test_write_after_other_waves_read_is_a_race():
    data = torch.arange(128, dtype=torch.int32)
    body = """
    v_lshlrev_b32_e32 v1, 2, v0
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_and_b32_e32 v2, 63, v0
    v_lshlrev_b32_e32 v2, 2, v2
    ds_read_b32 v11, v2
    s_waitcnt lgkmcnt(0)
    v_cmp_gt_u32_e32 vcc, 64, v0
    s_and_saveexec_b64 s[20:21], vcc
    v_add_u32_e32 v12, 1, v11
    ds_write_b32 v1, v12
    s_waitcnt lgkmcnt(0)
    s_or_b64 exec, exec, s[20:21]
    """
    stats = asmkit.run(body, [data], loads={"v10": 0}, block=128, lds_bytes=512)
    races = _races(stats)
    assert len(races) == 1 and "wave 0 writes" in races[0] and "other waves read" in races[0]


def test_read_of_never_written_lds_warns():
    out = torch.zeros(64, dtype=torch.int32)
    body = """
    v_lshlrev_b32_e32 v1, 2, v0
    ds_read_b32 v11, v1
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [out], stores={"v11": 0}, lds_bytes=256)
    assert any("never-written LDS" in w for w in stats.warnings)
    assert np.all(out.numpy() == 0)
