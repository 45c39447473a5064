"""The single-wave fast path (``sim/fastpath.py``) against the general executor (``TORCH_CDNA_SIM_FASTPATH=0``):
same outputs (bitwise), same ``LaunchStats`` (counters, mnemonic order, steps, bytes, warnings) and the same
errors, on the benchmark loops, Triton peer kernels run as one wave, and deliberately broken kernels whose
bugs the sanitizers must still catch with the fast path on."""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction

import numpy as np
import pytest
import torch

from benchmarks import sim_throughput as bench
from tests.sim import asmkit
from tests.sim.peer.kernels import MANIFEST, asm_path, by_name
from tests.sim.test_hazard_sanitizer import MFMA_BODY
from tests.sim.test_lds_race import EXCHANGE
from torch_cdna import _config, sim
from torch_cdna.errors import SanitizerError, SimFault
from torch_cdna.sim.executor import load_program

_ADDR = re.compile(r"0x[0-9a-f]{9,}")
_STAT_FIELDS = ("global_bytes_read", "global_bytes_written", "global_unique_bytes_read",
                "global_unique_bytes_written", "lds_bytes", "waves", "workgroups", "steps", "warnings")


def _run(fast: bool, launch):
    with _config.override(sim_fastpath=fast):
        try:
            tensors, stats = launch()
            return tensors, stats, None
        except Exception as exc:  # noqa: BLE001 - compared below
            return None, None, exc


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.detach().contiguous().view(torch.uint8)


def assert_same(launch):
    """Run ``launch() -> (tensors, stats)`` (fresh, identical inputs each call) without and with the fast
    path; everything observable must agree. Returns the fast run's (tensors, stats, exception)."""
    slow, fast = _run(False, launch), _run(True, launch)
    (ts, ss, es), (tf, sf, ef) = slow, fast
    assert type(es) is type(ef), f"general path raised {es!r}, fast path {ef!r}"
    if es is not None:  # host addresses of the launch tensors differ between the two runs
        assert _ADDR.sub("ADDR", str(es)) == _ADDR.sub("ADDR", str(ef))
        for attr in ("pc", "line", "wave", "lane", "source"):
            assert getattr(es, attr, None) == getattr(ef, attr, None), attr
        return fast
    assert len(ts) == len(tf)
    for a, b in zip(ts, tf):
        assert torch.equal(_bits(a), _bits(b))
    assert ss.counts == sf.counts
    assert list(ss.mnemonics.items()) == list(sf.mnemonics.items())  # same keys in the same order
    for name in _STAT_FIELDS:
        assert getattr(ss, name) == getattr(sf, name), name
    return fast


def _used_fast_path(text: str, kernel: str, arch: str | None = None) -> bool:
    return bool(load_program(text, kernel, arch).__dict__.get("_fast_blocks"))


# ---------------------------------------------------------------- the benchmark loops
@pytest.mark.parametrize("which", ["salu", "valu"])
@pytest.mark.parametrize("iters", [1, 7, 300])
def test_benchmark_loops(which, iters):
    name = f"{which}_loop"
    src = (bench._SALU_LOOP if which == "salu" else bench._VALU_LOOP) + bench._LOOP_META.format(name=name)

    def launch():
        out = torch.full((64,), -7, dtype=torch.int32)
        return [out], sim.launch(src, name, [1], [64], [out, iters])
    (out,), stats, err = assert_same(launch)
    assert err is None and _used_fast_path(src, name)
    if which == "salu":
        assert int(out[0]) & 0xFFFFFFFF == bench._salu_ref(iters)
    else:
        assert torch.equal(out, bench._valu_ref(iters))
    assert stats.total == (6 if which == "salu" else 8) * iters + 9


# ---------------------------------------------------------------- Triton peer kernels, one wave
_PEERS = ["matmul_bf16_16x16", "matmul_f16_spill", "matmul_f16_16x16", "softmax_f16_100", "layernorm_f32_1000",
          "reduce_sum_max_rows", "cumsum_i32", "sort_rows_f32", "runtime_loop", "math_exp_log", "where_clamp",
          "idiv_runtime_i32_u32", "fma_f16", "bitops_u32", "philox_randint4x_rand", "spin_lock_accumulate"]


def _shared_mem(name: str, arch: str) -> int:
    return next(e["shared_mem"] for e in json.loads(MANIFEST.read_text()) if e["name"] == name and e["arch"] == arch)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("name", _PEERS)
def test_peer_kernel_as_one_wave(name, arch, rng_seed):
    """Triton's kernels run as a single wave (first workgroup, 64 threads): VALU, SALU, LDS, MFMA, branches,
    scratch and atomics through both paths. A kernel written for several waves may then read LDS nobody
    wrote or spin forever: warnings and errors must agree too."""
    spec = by_name(name)
    text = asm_path(arch, name).read_text()

    def launch():  # called once per path: the same inputs each time
        case = spec.build(arch, torch.Generator().manual_seed(rng_seed))
        tensors = [a for a in case.args if isinstance(a, torch.Tensor)]
        stats = sim.launch(text, spec.kernel_name, [1] * len(spec.grid), [64], case.args, arch=arch,
                           shared_mem=_shared_mem(name, arch), max_steps=20_000)
        return tensors, stats
    assert_same(launch)
    assert _used_fast_path(text, spec.kernel_name, arch)


def test_single_wave_peer_kernels_full_launch(rng_seed):
    """The peer kernels that are single-wave launches as generated: correct against torch too."""
    from tests.sim.peer.runner import run_peer
    for name in ("matmul_bf16_16x16", "matmul_f16_spill"):
        spec = by_name(name)
        assert math.prod(spec.grid) == 1 and spec.num_warps == 1
        assert run_peer(name, "gfx942", seed=rng_seed).mismatches == []


# ---------------------------------------------------------------- bugs the sanitizers must still catch
def _kernel_launch(body: str, nargs_factory, **kw):
    def launch():
        args = nargs_factory()
        return [a for a in args if isinstance(a, torch.Tensor)], asmkit.run(body, args, **kw)
    return launch


def test_removed_scalar_waitcnt_is_caught():
    body = f"""
    s_load_dword s20, {asmkit.ptr(0)}, 0x0
    s_add_u32 s20, s20, 1
    s_store_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)"""
    _, _, err = assert_same(_kernel_launch(body, lambda: [torch.zeros(1, dtype=torch.int32)]))
    assert isinstance(err, SanitizerError) and "missing s_waitcnt: s20" in str(err)


def test_removed_vector_waitcnt_in_a_loop_is_caught():
    """The load is in a loop; its result is used one iteration later without a wait: the fast path runs the
    block's other instructions but the read of the pending register must still be reported."""
    body = """
    s_mov_b32 s20, 4
    v_mov_b32_e32 v11, 0
    v_lshlrev_b32_e32 v12, 2, v0
    global_load_dword v10, v12, s[4:5]
    s_waitcnt vmcnt(0)
    .Lloop:
    v_add_u32_e32 v11, v11, v10
    global_load_dword v10, v12, s[4:5]
    {wait}
    s_sub_u32 s20, s20, 1
    s_cmp_lg_u32 s20, 0
    s_cbranch_scc1 .Lloop
    s_waitcnt vmcnt(0)
    """
    args = lambda: [torch.arange(64, dtype=torch.int32), torch.zeros(64, dtype=torch.int32)]  # noqa: E731
    _, _, err = assert_same(_kernel_launch(body.format(wait=""), args, stores={"v11": 1}))
    assert isinstance(err, SanitizerError) and "missing s_waitcnt: v10" in str(err)
    (_, out), _, err = assert_same(_kernel_launch(body.format(wait="s_waitcnt vmcnt(0)"), args, stores={"v11": 1}))
    assert err is None and torch.equal(out, 4 * torch.arange(64, dtype=torch.int32))


def test_removed_nop_before_mfma_result_read_is_caught():
    launch = _kernel_launch(MFMA_BODY.format("s_nop 5\n"), lambda: [torch.randint(1, 9, (64,), dtype=torch.int32),
                                                                   torch.zeros(64, dtype=torch.int32)],
                            loads={"v1": 0}, stores={"v2": 1})
    _, _, err = assert_same(launch)
    assert isinstance(err, SanitizerError) and "hazard xdl_valu_read" in str(err)


def test_hazard_only_on_the_loop_back_edge_is_caught():
    """The DPP read is fine on entry (s_nop 1 before the loop) but one wait state short on the back edge: the
    memoised verdict depends on the path, so the second iteration must raise."""
    body = """
    v_mov_b32_e32 v3, v1
    s_mov_b32 s20, 3
    s_nop 1
    .Lloop:
    v_mov_b32_dpp v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
    s_sub_u32 s20, s20, 1
    s_cmp_lg_u32 s20, 0
    v_add_u32_e32 v3, 1, v3
    {nop}s_cbranch_scc1 .Lloop
    """
    args = lambda: [torch.arange(64, dtype=torch.int32), torch.zeros(64, dtype=torch.int32)]  # noqa: E731
    _, _, err = assert_same(_kernel_launch(body.format(nop=""), args, loads={"v1": 0}, stores={"v2": 1}))
    assert isinstance(err, SanitizerError) and "hazard valu_vgpr_dpp" in str(err) and "only 1 passed" in str(err)
    (_, out), _, err = assert_same(_kernel_launch(body.format(nop="s_nop 0\n"), args, loads={"v1": 0},
                                                  stores={"v2": 1}))
    assert err is None and out[1] == 2 and out[17] == 18


def test_out_of_bounds_store_is_caught():
    body = """
    v_lshlrev_b32_e32 v12, 3, v0
    global_store_dword v12, v0, s[4:5]
    s_waitcnt vmcnt(0)
    """
    _, _, err = assert_same(_kernel_launch(body, lambda: [torch.zeros(64, dtype=torch.int32)]))
    assert isinstance(err, SimFault) and err.lane == 32


def test_missing_barrier_is_caught():
    """Two waves: the general scheduler runs them (the fast path is for one wave) and reports the race."""
    def launch():
        data, out = torch.arange(128, dtype=torch.int32), torch.zeros(128, dtype=torch.int32)
        stats = asmkit.run(EXCHANGE.format(sync="s_waitcnt lgkmcnt(0)"), [data, out], loads={"v10": 0},
                           stores={"v11": 1}, block=128, lds_bytes=512)
        return [data, out], stats
    _, stats, err = assert_same(launch)
    assert err is None and any("LDS data race" in w for w in stats.warnings)


def test_uninitialised_reads_warn_once_per_instruction_in_loops():
    body = """
    s_mov_b32 s20, 5
    .Lloop:
    s_add_u32 s21, s40, s20
    v_add_u32_e32 v2, v50, v1
    ds_read_b32 v3, v1
    s_waitcnt lgkmcnt(0)
    s_sub_u32 s20, s20, 1
    s_cmp_lg_u32 s20, 0
    s_cbranch_scc1 .Lloop
    """
    launch = _kernel_launch(body, lambda: [torch.zeros(64, dtype=torch.int32)], loads={"v1": 0}, lds_bytes=256)
    _, stats, err = assert_same(launch)
    assert err is None and len(stats.warnings) == 3
    assert "s40" in stats.warnings[0] and "v50" in stats.warnings[1] and "LDS" in stats.warnings[2]


# ---------------------------------------------------------------- step limit, step counter, modes, EXEC
@pytest.mark.parametrize("max_steps", [1000, 1001, 1003])
def test_step_limit_reports_the_same_pc(max_steps):
    text = asmkit.kernel("s_mov_b32 s20, 0\n.Lspin:\ns_add_u32 s20, s20, 1\ns_nop 0\ns_branch .Lspin", 0)
    _, _, err = assert_same(lambda: ([], sim.launch(text, "k", [1], [64], [], max_steps=max_steps)))
    assert isinstance(err, SimFault) and "not to terminate" in str(err)


@pytest.mark.parametrize("delta", [-1, 0, 1])
def test_step_limit_at_the_exact_end(delta):
    src = bench._SALU_LOOP + bench._LOOP_META.format(name="salu_loop")
    steps = 6 * 10 + 9 + delta

    def launch():
        out = torch.zeros(64, dtype=torch.int32)
        return [out], sim.launch(src, "salu_loop", [1], [64], [out, 10], max_steps=steps)
    _, _, err = assert_same(launch)
    assert (err is None) == (delta >= 0)


def test_memtime_sees_the_step_counter_inside_a_block():
    body = f"""
    s_mov_b32 s20, 0
    s_add_u32 s20, s20, 1
    s_memtime s[22:23]
    s_waitcnt lgkmcnt(0)
    s_store_dwordx2 s[22:23], {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    (out,), _, err = assert_same(_kernel_launch(body, lambda: [torch.zeros(2, dtype=torch.int32)]))
    assert err is None and int(out[0]) > 0


_MIXED = """
    v_cvt_f32_i32_e32 v3, v1
    v_mul_f32_e32 v3, 0x3e800001, v3
    s_mov_b32 s20, 6
    {setup}
    .Lloop:
    v_fma_f32 v4, v3, v3, v4
    v_fmac_f32_e32 v5, 0x2f800000, v4
    v_add_f32_e32 v6, v4, v5
    v_sub_f32_e32 v7, v6, v3
    v_mul_f32_e32 v4, 0.5, v4
    v_xor_b32_e32 v8, s20, v1
    v_lshlrev_b32_e32 v9, s20, v1
    v_ashrrev_i32_e32 v9, 3, v9
    v_cvt_f32_u32_e32 v10, v8
    s_sub_u32 s20, s20, 1
    s_cmp_lg_u32 s20, 0
    s_cbranch_scc1 .Lloop
    s_mov_b64 exec, s[98:99]
    v_add_f32_e32 v2, v6, v7
    v_add_f32_e32 v2, v2, v10
    v_xor_b32_e32 v2, v2, v9
"""


@pytest.mark.parametrize("setup", [
    "v_mov_b32_e32 v4, 1.0\nv_mov_b32_e32 v5, 0",
    "v_mov_b32_e32 v4, 1.0\nv_mov_b32_e32 v5, 0\ns_mov_b64 exec, 0x5555f0f0ff00aa01",  # partial EXEC
    "v_mov_b32_e32 v4, 1.0\nv_mov_b32_e32 v5, 0\ns_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0",  # flush denormals
])
@pytest.mark.parametrize("denorm", [3, 0])
def test_float_and_integer_valu_under_exec_and_float_modes(setup, denorm, rng_seed):
    def launch():  # called once per path: the same inputs each time
        gen = torch.Generator().manual_seed(rng_seed)
        x = torch.randint(-2**20, 2**20, (64,), generator=gen, dtype=torch.int32)
        x[:8] = torch.tensor([0, 1, -1, 2**24 + 1, 7, -8, 2**30, -2**31], dtype=torch.int32)
        out = torch.full((64,), -1, dtype=torch.int32)
        stats = asmkit.run(_MIXED.format(setup=setup), [x, out], loads={"v1": 0}, stores={"v2": 1},
                           modes={"float_denorm_mode_32": denorm})
        return [out], stats
    _, _, err = assert_same(launch)
    assert err is None


def test_switch_turns_the_fast_path_off():
    text = asmkit.kernel("s_mov_b32 s20, 1  ; test_switch_turns_the_fast_path_off", 0)
    with _config.override(sim_fastpath=False):
        sim.launch(text, "k", [1], [64], [])
    assert not _used_fast_path(text, "k")
    sim.launch(text, "k", [1], [64], [])
    assert _used_fast_path(text, "k")
    assert _config.VARIABLES["sim_fastpath"].env == "TORCH_CDNA_SIM_FASTPATH"


def _f32_nearest(x, y, z) -> np.float32:
    """x*y+z rounded once to f32 (ties to even), from exact rational arithmetic."""
    exact = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
    guess = np.float32(float(exact))
    cands = [np.nextafter(guess, np.float32(-np.inf)), guess, np.nextafter(guess, np.float32(np.inf))]
    return min(cands, key=lambda c: (abs(Fraction(float(c)) - exact), int(np.array(c).view(np.uint32)) & 1))


def test_fast_v_fma_midpoint_lanes_match_the_semantic():
    """f32 fma results whose f64 sum lands exactly on an f32 rounding midpoint, exactly (ties) and inexactly
    (where round-to-odd decides), and results in the f32 denormal range, one of them an inexact midpoint."""
    tiny_a, tiny_b = 2.0**-75 * (1 + 2**-23), 2.0**-75 * (1 - 2**-23)  # product 2^-150 - 2^-196
    a = np.array([1 + 2**-23, 1.0, 2**-12, 1.5, 2**-70, 3.0, 1.0, tiny_a] * 8, dtype=np.float32)
    b = np.array([1 + 2**-23, 2**-24, 2**-12 + 2**-35, 1.0, 2**-70, 1.0, 2**-25 + 2**-48, tiny_b] * 8,
                 dtype=np.float32)
    c = np.array([-1.0, 1.0, 1.0, 2**-23, 2**-140, 2**24, 1.0, 2**-127 + 2**-149] * 8, dtype=np.float32)
    body = "v_fma_f32 v2, v3, v4, v5\nv_fma_f32 v6, v4, v3, v5\nv_fmac_f32_e32 v5, v3, v4"

    def launch():
        outs = [torch.full((64,), -1, dtype=torch.int32) for _ in range(3)]
        args = [torch.from_numpy(x.copy()) for x in (a, b, c)] + outs
        return outs, asmkit.run(body, args, loads={"v3": 0, "v4": 1, "v5": 2}, stores={"v2": 3, "v6": 4, "v5": 5})
    (r1, r2, r3), _, err = assert_same(launch)
    assert err is None and torch.equal(r1, r2) and torch.equal(r1, r3)
    exact = torch.tensor([_f32_nearest(x, y, z) for x, y, z in zip(a[:8], b[:8], c[:8])], dtype=torch.float32)
    assert torch.equal(r1[:8].view(torch.float32), exact)
    naive = np.float32(float(tiny_a) * float(tiny_b) + float(c[7]))  # f64 then f32: rounds the wrong way
    assert naive != exact[7]


@pytest.mark.parametrize("before", range(28, 32))
def test_hazard_history_keeps_every_producer_a_rule_can_reach(before):
    """A 16-pass MFMA result read by a VALU 17 wait states later (18 needed) after many other producers: the
    checker's history trim must not drop the MFMA while a rule can still reach it (it used to keep only the
    last 16 producers, so some of these prefixes hid the hazard)."""
    init = "\n".join(f"v_accvgpr_write_b32 a{i}, 0" for i in range(16))
    fill = "\n".join(f"v_mov_b32_e32 v{20 + i % 40}, {i}" for i in range(before))
    after = "\n".join(f"v_mov_b32_e32 v{70 + i}, {i}" for i in range(17))
    body = (f"{init}\n{fill}\ns_nop 7\nv_mfma_f32_32x32x2_f32 a[0:15], v1, v1, a[0:15]\n{after}\n"
            "v_accvgpr_read_b32 v2, a0")
    launch = _kernel_launch(body, lambda: [torch.ones(64, dtype=torch.float32), torch.zeros(64, dtype=torch.int32)],
                            loads={"v1": 0}, stores={"v2": 1})
    _, _, err = assert_same(launch)
    assert isinstance(err, SanitizerError) and "hazard sgemm_valu_mem_read" in str(err) and "needs 18" in str(err)


_SALU_MIX = """
    s_mov_b32 s20, {n}
    s_mov_b64 s[30:31], exec
    s_mov_b32 s24, 0x12345
    s_mov_b32 s25, 7
    v_mov_b32_e32 v2, 0
    .Lloop:
    s_lshl_b32 s26, s24, 13
    s_xor_b32 s24, s24, s26
    s_lshr_b32 s26, s24, 17
    s_xor_b32 s24, s24, s26
    s_lshl_b32 s26, s24, 5
    s_xor_b32 s24, s24, s26
    s_mov_b32 s27, s24
    s_and_saveexec_b64 s[28:29], s[26:27]
    v_add_u32_e32 v2, s24, v2
    v_xor_b32_e32 v2, v1, v2
    s_mov_b64 exec, s[28:29]
    s_addc_u32 s25, s25, s24
    s_cselect_b32 s21, s24, s25
    s_add_i32 s25, s25, s21
    s_sub_u32 s20, s20, 1
    s_cmp_lg_u32 s20, 0
    s_cbranch_scc1 .Lloop
    v_add_u32_e32 v2, s25, v2
"""


@pytest.mark.parametrize("n", [1, 2, 50])
def test_scalar_loop_with_exec_changes_repeats_in_place(n):
    """A self-looping block with EXEC written and VALU reading it inside: the in-place repetition
    (``loop``) must recompute the lane mask every iteration and write SGPRs/SCC back on exit."""
    def launch():
        x, out = torch.arange(64, dtype=torch.int32) * 977, torch.full((64,), -1, dtype=torch.int32)
        return [out], asmkit.run(_SALU_MIX.format(n=n), [x, out], loads={"v1": 0}, stores={"v2": 1})
    (out,), stats, err = assert_same(launch)
    assert err is None and stats.counts["salu"] >= 14 * n
