"""LDS accesses where every lane of a wave uses one address (broadcast reads, stores of a reduced value from all
lanes) run as one access per wave: results, byte counts and race/uninitialised findings must be those of the
64 lane accesses."""

import numpy as np
import torch

from tests.sim import asmkit


def _races(stats):
    return [w for w in stats.warnings if "LDS data race" in w]


def test_uniform_store_then_broadcast_read_across_waves():
    """Each wave stores its own value at address 4*wave from every lane; after a barrier every lane of
    every wave reads wave (w+1)%4's slot (one address per wave)."""
    groups = 3
    data = torch.randint(-1000, 1000, (256 * groups,), dtype=torch.int32)
    out = torch.full((256 * groups,), -1, dtype=torch.int32)
    body = """
    v_lshrrev_b32_e32 v1, 6, v0
    v_lshlrev_b32_e32 v1, 2, v1
    v_readfirstlane_b32 s20, v10
    s_nop 1
    v_mov_b32_e32 v2, s20
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_add_u32_e32 v3, 4, v1
    v_and_b32_e32 v3, 15, v3
    ds_read_b32 v11, v3
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data, out], loads={"v10": 0}, stores={"v11": 1}, block=256, grid=groups,
                       lds_bytes=16)
    assert _races(stats) == [] and not any("never-written" in w for w in stats.warnings)
    first = data.reshape(groups, 4, 64)[:, :, 0]  # the value wave w stored (lane 0's, readfirstlane)
    want = first.roll(-1, dims=1)[:, :, None].expand(groups, 4, 64).reshape(-1)
    assert torch.equal(out, want)
    assert stats.lds_bytes == groups * 256 * 4 * 2  # every lane's 4 bytes, written and read


def test_uniform_stores_of_two_waves_to_one_address_race():
    data = torch.arange(128, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v1, 0
    v_lshrrev_b32_e32 v2, 6, v0
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data], block=128, lds_bytes=16)
    races = _races(stats)
    assert len(races) == 1 and "writes LDS byte 0x0" in races[0] and "same instruction" in races[0]


def test_uniform_read_of_another_waves_store_without_barrier_races():
    data = torch.zeros(128, dtype=torch.int32)
    body = """
    v_lshrrev_b32_e32 v1, 6, v0
    v_lshlrev_b32_e32 v1, 2, v1
    v_add_u32_e32 v2, 1, v1
    ds_write_b32 v1, v2
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, 4
    ds_read_b32 v11, v3
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data], block=128, lds_bytes=16)
    races = _races(stats)
    assert len(races) == 1 and "wave 0 reads LDS byte 0x4 that wave 1 wrote" in races[0]


def test_uniform_read_of_never_written_lds_warns_and_reads_zero():
    out = torch.full((64,), -1, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v1, 8
    ds_read_b32 v11, v1
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [out], stores={"v11": 0}, lds_bytes=64)
    assert any("never-written LDS" in w and "byte 0x8" in w for w in stats.warnings)
    assert np.all(out.numpy() == 0)


def test_partially_uniform_store_keeps_every_lane():
    """One address per wave but different values per lane: the last lane wins (not the per-wave shortcut)."""
    data = torch.arange(64, dtype=torch.int32) * 3
    out = torch.zeros(64, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v1, 0
    ds_write_b32 v1, v10
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v11, v1
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data, out], loads={"v10": 0}, stores={"v11": 1}, lds_bytes=16)
    assert torch.equal(out, torch.full((64,), 63 * 3, dtype=torch.int32))
    assert _races(stats) == []


def test_periodic_lane_addresses_read_and_write():
    """Lane l accesses slot l % 4 of its wave's 16 bytes (period 4): values, and a race found through it."""
    data = torch.randint(-1000, 1000, (128,), dtype=torch.int32)
    out = torch.full((128,), -1, dtype=torch.int32)
    body = """
    v_and_b32_e32 v1, 3, v0
    v_lshrrev_b32_e32 v2, 6, v0
    v_lshlrev_b32_e32 v3, 2, v2
    v_add_u32_e32 v4, v3, v1
    v_lshlrev_b32_e32 v4, 2, v4
    v_mul_u32_u24_e32 v5, 7, v2
    v_add_u32_e32 v5, v5, v1
    ds_write_b32 v4, v5
    s_waitcnt lgkmcnt(0)
    s_barrier
    v_xor_b32_e32 v6, 16, v4
    ds_read_b32 v11, v6
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [data, out], stores={"v11": 1}, block=128, lds_bytes=64)
    assert _races(stats) == []
    lane = torch.arange(128)
    other_wave = 1 - lane // 64
    assert torch.equal(out, (7 * other_wave + lane % 4).to(torch.int32))
    racy = body.replace("    s_barrier\n", "")
    stats = asmkit.run(racy, [data, out], stores={"v11": 1}, block=128, lds_bytes=64)
    races = _races(stats)
    assert len(races) == 1 and "wave 0 reads LDS byte 0x10 that wave 1 wrote" in races[0]
