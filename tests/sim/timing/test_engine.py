"""The CU model's rules on hand-made traces: each expectation follows from a rule of ``sim/timing/engine.py`` and
the MI300X record, so a changed rule or parameter fails here with the cycle count that moved."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from torch_cdna.isa.targets import target
from torch_cdna.sim.timing.engine import MemoryPath, run_cu
from torch_cdna.sim.timing.static import Timed
from torch_cdna.sim.timing.trace import WaveTrace, lds_conflict_cycles

MI300X = target("mi300x")
PATH = MemoryPath(bytes_per_cycle=64.0, latency=500.0)
ROWS = [Timed("valu", MI300X.valu_cycles), Timed("trans", MI300X.trans_cycles), Timed("mfma", 32),
        Timed("vmem_load"), Timed("waitcnt", vm=0), Timed("barrier"), Timed("nop", 16), Timed("lds"),
        Timed("waitcnt", lgkm=0), Timed("salu", 4), Timed("endpgm")]
VALU, TRANS, MFMA, LOAD, WAIT_VM, BARRIER, NOP3, LDS, WAIT_LGKM, SALU, END = range(len(ROWS))


def wave(pcs, mem=(), group=0, index=0) -> WaveTrace:
    return WaveTrace(group, index, pcs=list(pcs) + [END], mem=list(mem))


def idle(group=0, index=0) -> WaveTrace:
    return wave([], group=group, index=index)


def cycles(*groups, occupancy=1, t=MI300X, path=PATH) -> float:
    return run_cu([list(g) for g in groups], ROWS, t, path, occupancy).cycles


def test_one_wave_issues_once_per_turn_of_its_simd():
    assert cycles([wave([VALU] * 10)]) == 40  # turns at 0, 4, .., 36; s_endpgm at 40


def test_waves_on_different_simds_issue_in_parallel_and_on_one_simd_share_its_valu():
    apart = cycles([wave([VALU] * 10, index=0), wave([VALU] * 10, index=1)])
    # waves 0 and 4 of a workgroup both land on SIMD 0 (round-robin); 1-3 just end
    shared = cycles([wave([VALU] * 10, index=0), idle(index=1), idle(index=2), idle(index=3),
                     wave([VALU] * 10, index=4)])
    assert apart == 41  # SIMD 1's turns come one cycle after SIMD 0's
    assert shared == 80  # one VALU port: 20 instructions of 4 cycles


def test_a_new_wave_goes_to_the_simd_whose_wave_ended():
    # four one-wave workgroups fill SIMDs 0-3; the second ends at once, and the fifth workgroup's wave must
    # take its SIMD (1), not SIMD 0 (next in round-robin order), which still runs the first's 10 VALUs
    long = [VALU] * 10
    got = cycles([wave(long, group=0)], [idle(group=1)], [wave(long, group=2)], [wave(long, group=3)],
                 [wave(long, group=4)], occupancy=4)
    stacked = cycles([wave(long, index=0), idle(index=1), idle(index=2), idle(index=3), wave(long, index=4)])
    assert stacked == 80  # what sharing SIMD 0 would cost
    assert got < 60  # SIMD 1: dispatched a turn after the idle wave ends, then 10 VALUs of its own


def test_transcendentals_run_at_quarter_rate():
    assert cycles([wave([TRANS] * 10)]) == 9 * 16 + 4  # each holds the VALU port 16 cycles


def test_mfma_pipe_serialises_mfmas_and_lets_other_waves_valu_overlap():
    alone = cycles([wave([MFMA] * 4)])
    assert alone == 3 * 32 + 4  # each waits for the pipe; s_endpgm one turn after the last issues
    with_valu = cycles([wave([MFMA] * 4, index=0), idle(index=1), idle(index=2), idle(index=3),
                        wave([VALU] * 24, index=4)])
    # each MFMA holds the port one turn; the other wave's VALU takes the next 7 turns of each 32-cycle MFMA:
    # 21 VALUs beside the first three MFMAs, 3 after the last one's issue (turns 100-108), s_endpgm at 112
    assert with_valu == 112
    valu_alone = cycles([wave([VALU] * 24)])
    assert with_valu < alone + valu_alone


def test_waitcnt_holds_the_wave_until_the_load_completes():
    got = cycles([wave([LOAD, WAIT_VM, VALU], mem=[(1024, 0)])])
    service = 1024 / PATH.bytes_per_cycle
    # s_waitcnt passes at the completion (a turn of SIMD 0), the VALU a turn later, s_endpgm another
    assert got == pytest.approx(service + PATH.latency + 8)


def test_in_order_counters_wait_for_every_older_load():
    t = run_cu([[wave([LOAD, LOAD, WAIT_VM], mem=[(1024, 0), (64, 0)])]], ROWS, MI300X, PATH, 1)
    # the second load queues behind the first's 16 cycles on the CU's path: done at 16 + 1 + 500 = 517; the
    # wait passes at SIMD 0's next turn (520), s_endpgm at 524
    assert t.cycles == 524
    assert t.stalls["waitcnt_vm"] > 400


def test_barrier_releases_when_the_last_wave_arrives():
    res = run_cu([[wave([VALU] * 10 + [BARRIER], index=0), wave([BARRIER, VALU], index=1)]], ROWS, MI300X,
                 PATH, 1)
    arrive = 40  # wave 0's barrier turn
    assert res.cycles == pytest.approx(arrive + MI300X.lat_barrier + 1 + 4)
    assert res.stalls["barrier"] == pytest.approx((arrive + MI300X.lat_barrier - 1) + MI300X.lat_barrier)


def test_s_nop_waits_its_wait_states():
    assert cycles([wave([NOP3, VALU])]) == 16 + 4


def test_occupancy_runs_workgroups_concurrently_and_refills():
    g = [wave([VALU] * 10, group=i) for i in range(4)]
    one_at_a_time = run_cu([[w] for w in g], ROWS, MI300X, PATH, 1)
    four = run_cu([[w] for w in g], ROWS, MI300X, PATH, 4)
    assert four.cycles < one_at_a_time.cycles / 3
    assert len(one_at_a_time.finish) == 4 and sorted(one_at_a_time.finish) == one_at_a_time.finish


def test_lds_bank_conflicts():
    lanes = np.arange(64)[None, :]
    on = np.ones((1, 64), bool)
    b32 = lambda addr, size=4, t=MI300X: int(lds_conflict_cycles(addr, on, size, t.lds_banks, t.lds_bytes_per_clk)[0])  # noqa: E731
    assert b32(lanes * 4) == 2             # 2 phases of 32 lanes, one dword per bank
    assert b32(lanes * 8) == 4             # stride 2 dwords: 2 lanes per bank per phase
    assert b32(lanes * 128) == 64          # every lane on bank 0: 32 per phase
    assert b32(np.zeros((1, 64), np.int64)) == 2  # one dword broadcast to all lanes
    assert b32(lanes * 16, size=16) == 8   # b128: 8 phases of 8 lanes, 32 distinct dwords each
    gfx950 = target("mi355x")
    assert b32(lanes * 4, t=gfx950) == 1   # 64 banks, 256 B/clk: one phase
    half = np.zeros((1, 64), bool)
    half[0, :32] = True
    assert int(lds_conflict_cycles(lanes * 128, half, 4, 32, 128)[0]) == 32  # disabled lanes cost nothing


def test_memory_path_bandwidth_bounds_a_stream_of_loads():
    slow = dataclasses.replace(PATH, bytes_per_cycle=8.0)
    n = 50
    res = run_cu([[wave([LOAD] * n + [WAIT_VM], mem=[(1024, 0)] * n)]], ROWS, MI300X, slow, 1)
    assert res.cycles >= n * 1024 / 8.0 + slow.latency
    assert res.vmem_bytes == n * 1024


def test_per_instruction_stalls_name_the_waiting_instruction():
    res = run_cu([[wave([LOAD, WAIT_VM], mem=[(64, 0)])]], ROWS, MI300X, PATH, 1)
    assert set(res.pc_stalls) == {WAIT_VM}
    assert res.pc_stalls[WAIT_VM]["waitcnt_vm"] > 400
