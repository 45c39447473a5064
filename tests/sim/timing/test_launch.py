"""``sim.launch(..., timing=...)``: the recorded traces are exactly what ran, the sampled estimate agrees with
simulating every workgroup, results are unchanged, bad arguments are refused by name."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from torch_cdna import sim
from torch_cdna.isa.targets import target
from torch_cdna.sim import timing as sim_timing
from torch_cdna.sim.timing import TimingReport, model

from ..asmkit import pointer_kernel
from .kernels import mfma_loop, stream_copy

# A small GPU (8 CUs on 2 XCDs, MI300X otherwise) so that "every workgroup on every CU" stays cheap.
SMALL = dataclasses.replace(target("mi300x"), cus=8, xcds=2)


def _run(make, grid: int, mode: str, seed: int, arch: str = "gfx942", tgt=SMALL):
    text, name = make(arch)
    g = torch.Generator().manual_seed(seed)
    src = torch.randn(grid * 2048, generator=g).to(torch.bfloat16).view(torch.float32)  # bf16 pairs: MFMA inputs
    dst = torch.full_like(src, float("nan"))
    stats = sim.launch(text, name, [grid], [256], [src, dst], timing=tgt, sample=mode)
    return stats, src, dst


@pytest.mark.parametrize("make, grid", [(stream_copy, 8 * 8 * 12), (mfma_loop, 8 * 2 * 12)],
                         ids=["copy", "mfma_loop"])
def test_sampled_estimate_agrees_with_full_simulation(make, grid, rng_seed):
    full, _, _ = _run(make, grid, "full", rng_seed)
    auto, _, _ = _run(make, grid, "auto", rng_seed)
    assert full.timing.simulated_workgroups == grid
    assert auto.timing.simulated_workgroups < grid / 4
    assert auto.timing.cycles == pytest.approx(full.timing.cycles, rel=0.05)
    assert auto.timing.microseconds == pytest.approx(full.timing.microseconds, rel=0.05)


def _spy(monkeypatch) -> list:
    """Capture the traces the launch hands to the timing model."""
    cap: list = []
    real = sim_timing.predict
    monkeypatch.setattr(sim_timing, "predict", lambda t, p, traces, *a: cap.append(list(traces)) or real(t, p, traces, *a))
    return cap


def test_traces_hold_every_executed_instruction_and_timing_leaves_results_alone(rng_seed, monkeypatch):
    plain_text, name = stream_copy()
    g = torch.Generator().manual_seed(rng_seed)
    src = torch.randn(64 * 1024, generator=g)
    dst = torch.full_like(src, float("nan"))
    cap = _spy(monkeypatch)
    stats = sim.launch(plain_text, name, [64], [256], [src, dst], timing=SMALL, sample="full")
    torch.testing.assert_close(dst, src, rtol=0, atol=0)
    traces = cap[0]
    assert len(traces) == 64 * 4 and sum(len(t.pcs) for t in traces) == stats.total
    assert {t.workgroup for t in traces} == set(range(64))


def test_diverged_waves_get_their_own_streams(monkeypatch):
    # wave 0 of the workgroup skips the loop body that the other waves run 3 times
    code = ["v_readfirstlane_b32 s3, v0", "s_lshr_b32 s3, s3, 6", "s_mov_b32 s4, 3", "s_cmp_eq_u32 s3, 0",
            "s_cbranch_scc1 L_end", "L_loop:", "v_add_f32_e32 v1, 1.0, v0", "s_sub_u32 s4, s4, 1",
            "s_cmp_lg_u32 s4, 0", "s_cbranch_scc1 L_loop", "L_end:", "s_endpgm"]
    cap = _spy(monkeypatch)
    stats = sim.launch(pointer_kernel(code), "k", [1], [256], [torch.zeros(1)], timing="mi300x", sample="full")
    lengths = sorted(len(t.pcs) for t in cap[0])
    assert lengths[0] < lengths[1] == lengths[-1]
    assert sum(lengths) == stats.total
    assert isinstance(stats.timing, TimingReport) and stats.timing.microseconds > 0


def test_memory_bound_launch_is_held_to_the_hbm_bandwidth(rng_seed):
    stats, src, dst = _run(stream_copy, 8 * 8 * 24, "auto", rng_seed)
    r = stats.timing
    assert r.bandwidth_tbs["hbm"] <= SMALL.hbm_achievable_tbs * 1.0001
    assert r.mfma_busy == 0 and r.stalls["waitcnt_vm"] > 0.5


def test_compute_bound_launch_keeps_its_mfma_pipes_busy(rng_seed):
    r = _run(mfma_loop, 8 * 2 * 4, "full", rng_seed)[0].timing
    assert r.occupancy == 2 and r.occupancy_limit == "lds"
    assert 0.2 < r.mfma_busy <= 1.0
    assert r.clock_mhz < SMALL.clock_mhz  # the power model lowers the clock under MFMA load


def test_gfx950_targets_run_gfx950_code(rng_seed):
    r = _run(stream_copy, 64, "full", rng_seed, arch="gfx950", tgt="mi355x")[0].timing
    assert r.target == "mi355x" and r.microseconds > 0


def test_bad_timing_arguments_are_refused_by_name():
    text, name = stream_copy()
    args = [torch.zeros(1024), torch.zeros(1024)]
    with pytest.raises(ValueError, match=r"timing must be None, an isa.targets.Target or one of \['mi300x'"):
        sim.launch(text, name, [1], [256], args, timing="h100")
    with pytest.raises(ValueError, match=r"timing='mi355x' models a gfx950 GPU but kernel copy is gfx942 code: "
                                         r"choose one of \['mi300x', 'mi325x'\]"):
        sim.launch(text, name, [1], [256], args, timing="mi355x")
    with pytest.raises(ValueError, match=r"sample must be one of \('auto', 'full'\), got 'some'"):
        sim.launch(text, name, [1], [256], args, timing="mi300x", sample="some")


def test_timing_defaults_come_from_the_config_and_simulate_everything(rng_seed):
    from torch_cdna import _config
    text, name = stream_copy()
    src = torch.randn(8 * 1024, generator=torch.Generator().manual_seed(rng_seed))
    dst = torch.full_like(src, float("nan"))
    with _config.override(sim_timing="mi325x"):
        stats = sim.launch(text, name, [8], [256], [src, dst])
    assert stats.timing.target == "mi325x" and stats.timing.method == "full"
    torch.testing.assert_close(dst, src, rtol=0, atol=0)  # every workgroup ran
    assert sim.launch(text, name, [8], [256], [src, dst]).timing is None


def test_occupancy_limits():
    t = target("mi300x")
    assert model.occupancy(t, 4, 64, 0) == (8, "wave slots")
    assert model.occupancy(t, 4, 128, 0) == (4, "vgprs")
    assert model.occupancy(t, 4, 32, 20000) == (3, "lds")
    # one-wave workgroups: the CU's 4 SIMDs each hold up to 8 (no barrier limit), and a wave of more than 256
    # VGPRs + AGPRs still fits once per SIMD: 4 per CU (the bug this pins: 1)
    assert model.occupancy(t, 1, 8, 0) == (32, "wave slots")
    assert model.occupancy(t, 1, 512, 0) == (4, "vgprs")
    assert model.occupancy(t, 1, 264, 0) == (4, "vgprs")
    assert model.occupancy(t, 1, 128, 0) == (16, "vgprs")
    assert model.occupancy(t, 2, 300, 0) == (2, "vgprs")  # 4 waves of 300 registers: one per SIMD
    assert model.occupancy(t, 8, 8, 0) == (4, "wave slots")
    assert model.occupancy(t, 2, 8, 0)[0] == 16  # 32 wave slots, and the barrier limit 16
    with pytest.raises(ValueError, match="does not fit one AMD Instinct MI300X CU"):
        model.plan(t, 10, 16, 512, 0)


def test_module_launches_take_timing(rng_seed):
    text, name = stream_copy()
    src = torch.randn(4 * 1024, generator=torch.Generator().manual_seed(rng_seed))
    dst = torch.full_like(src, float("nan"))
    stats = sim.Module(text).launch(name, [4], [256], [src, dst], timing="mi300x")
    assert stats.timing.target == "mi300x" and stats.timing.workgroups == 4
    torch.testing.assert_close(dst, src, rtol=0, atol=0)


def _load_then_read(gap: int, wait: bool) -> str:
    code = ["s_load_dwordx2 s[4:5], s[0:1], 0x0", "v_lshlrev_b32 v1, 2, v0", "s_waitcnt lgkmcnt(0)",
            "global_load_dword v2, v1, s[4:5]"]
    code += ["v_mov_b32 v3, v1"] * gap + (["s_waitcnt vmcnt(0)"] if wait else [])
    code += ["v_add_f32_e32 v4, v2, v2", "global_store_dword v1, v4, s[4:5]", "s_endpgm"]
    return pointer_kernel(code)


@pytest.mark.parametrize("gap, wait, early", [(0, False, True), (0, True, False), (300, False, False)],
                         ids=["missing-wait", "waited", "covered-by-300-instructions"])
def test_reads_before_a_load_arrives_are_reported(gap, wait, early, rng_seed):
    buf = torch.randn(64, generator=torch.Generator().manual_seed(rng_seed))
    stats = sim.launch(_load_then_read(gap, wait), "k", [1], [64], [buf], timing="mi300x",
                       hazards="warn")
    lines = stats.timing.early_reads
    if early:
        assert len(lines) == 1 and "`v_add_f32_e32 v4, v2, v2` reads v2 up to" in lines[0]
        assert "before the data of #3 `global_load_dword v2, v1, s[4:5]` arrives (1 times)" in lines[0]
        assert "read load results before they arrive" in stats.timing.summary()
        assert any("the launch ran again with those loads landing late" in w for w in stats.warnings)
    else:
        assert lines == []


@pytest.mark.parametrize("gap, wait", [(0, False), (0, True), (300, False)],
                         ids=["missing-wait", "waited", "covered-by-300-instructions"])
def test_timing_mode_gives_a_missing_wait_the_stale_value(gap, wait, rng_seed):
    buf = torch.randn(64, generator=torch.Generator().manual_seed(rng_seed))
    x = buf.clone()
    sim.launch(_load_then_read(gap, wait), "k", [1], [64], [buf], timing="mi300x", hazards="warn")
    # v2 still holds its initial 0 when the add reads it too early; else the loaded x
    torch.testing.assert_close(buf, torch.zeros(64) if gap == 0 and not wait else 2 * x, rtol=0, atol=0)
    buf.copy_(x)
    sim.launch(_load_then_read(gap, wait), "k", [1], [64], [buf], hazards="warn")  # no timing: values at issue
    torch.testing.assert_close(buf, 2 * x, rtol=0, atol=0)


@pytest.mark.parametrize("stride, share", [(4, 0.0), (128, 31 / 32)], ids=["conflict-free", "one-bank"])
def test_lds_bank_conflict_share(stride, share):
    code = [f"v_mul_u32_u24_e32 v1, {stride}, v0", "v_mov_b32 v2, 1.0", "ds_write_b32 v1, v2",
            "s_waitcnt lgkmcnt(0)", "s_endpgm"]
    text = pointer_kernel(code, extra="  .amdhsa_group_segment_fixed_size 8192")
    r = sim.launch(text, "k", [1], [64], [torch.zeros(1)], timing="mi300x").timing
    assert r.lds_conflict_share == pytest.approx(share)
    assert f"LDS cycles from bank conflicts {share:.0%}" in r.summary()


def test_a_sampled_launch_leaves_its_arguments_as_they_were(rng_seed):
    src = torch.randn(8 * 8 * 24 * 1024, generator=torch.Generator().manual_seed(rng_seed))
    dst = torch.full_like(src, float("nan"))
    text, name = stream_copy()
    stats = sim.launch(text, name, [8 * 8 * 24], [256], [src, dst], timing=SMALL, sample="auto")
    assert stats.timing.simulated_workgroups < 8 * 8 * 24
    assert bool(dst.isnan().all())  # not half written
