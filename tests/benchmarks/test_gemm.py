"""The GEMM benchmark's peers (benchmarks/gemm.py) run on the simulator and compute a @ w.t() on a small shape:
cdna::gemm, Inductor's captured max-autotune mm template (first candidate on gfx942, last on gfx950), AITER's asm bf16gemm as its
launcher selects it (skipped without the wheel); the committed records say what Inductor does on ROCm."""

from __future__ import annotations

import json

import pytest
import torch

from benchmarks import gemm as B, gemm_aiter as GA, gemm_inductor as GI

SHAPE = (16, 64, 64)  # captured in benchmarks/data/inductor_mm_<arch>.json


def _inputs(seed: int, m: int, n: int, k: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    a, w = torch.randn(m, k, generator=g).to(torch.bfloat16), torch.randn(n, k, generator=g).to(torch.bfloat16)
    return a, w, a.double() @ w.double().t()


def _bf16_tol(ref: torch.Tensor) -> float:
    return float(ref.abs().max()) * 2 ** -8  # one bf16 rounding of the largest output, plus f32 accumulation


@pytest.mark.parametrize("arch, choice", [("gfx942", 0), ("gfx950", -1)])  # first / last candidate
def test_ours_and_an_inductor_candidate(arch, choice, rng_seed):
    a, w, ref = _inputs(rng_seed, *SHAPE)
    rows = B.PEERS["ours"](arch, SHAPE, a, w, ref)
    count = len(GI.candidates(arch, *SHAPE))
    assert count > 1
    out = torch.full(SHAPE[:2], float("nan"), dtype=torch.bfloat16)
    stats = GI.run_candidate(arch, a, w, out, choice % count)
    rows.append(B._row(f"inductor {choice % count}", arch, SHAPE, stats, out, ref))
    for r in rows:
        assert r["max_err"] <= _bf16_tol(ref), r
        assert r["mfma"] > 0 and 0 < r["mfma_useful"] <= 1, r


def test_inductor_records_say_what_rocm_inductor_does():
    recs = json.loads(GI.data_file("gfx942").read_text())
    plain = [r for r in recs if "choice" not in r]
    assert plain and all(not r["kernels"] and any("extern_kernels.mm(" in c for c in r["extern_calls"])
                         for r in plain)  # plain torch.compile: the platform BLAS, no Triton kernel
    tuned = [r for r in recs if "choice" in r]
    firsts = [r for r in tuned if r["choice"] == 0]  # they list the choices Inductor offered at their shape
    assert firsts and {r["choices"][0]["type"] for r in firsts} == {"ExternKernelCaller"}  # ATen is offered too
    for r in tuned:
        (kernel,) = r["kernels"].values()
        opts = kernel["configs"][0]["compile"]["options"]
        # the ROCm config's options sit in triton_meta; torch 2.13's _create_compile_options does not forward
        # them (only config kwargs become HIP backend options), so triton.compile gets its defaults
        assert "'matrix_instr_nonkdim': 16" in kernel["source"] and "tl.dot" in kernel["source"]
        assert "matrix_instr_nonkdim" not in opts and opts["num_stages"] == 2


def test_aiter_selection_follows_the_launcher():
    # few tiles: split-K = min(CUs // tiles, 64); many: no split, fewest rounds of CUs
    assert GA.select("gfx942", 16, 64, 4096) == ("bf16gemm_outf32_tn_32x64_pf3", 32, 64)
    assert GA.select("gfx942", 4096, 4096, 4096)[2] == 1
    assert GA.supported(70, 72, 40) is not None
    assert "split-K" in B.aiter_row("gfx942", SHAPE, *_inputs(0, *SHAPE))["kernel"]  # K/64 < split: n/a


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_aiter_peer(arch, rng_seed):
    # One 32x64 tile with the launcher's explicit splitK=1 (its automatic split-K at any small shape spreads
    # over every CU: ~300 workgroups, too slow for a unit test; benchmarks/gemm.py runs those).
    shape = (32, 64, 128)
    a, w, ref = _inputs(rng_seed, *shape)
    try:
        GA.wheel.hsa_dir(arch)
    except GA.Unavailable as exc:
        pytest.skip(f"AITER wheel unavailable: {exc}")
    out = torch.full(shape[:2], float("nan"), dtype=torch.float32)
    stats, label = GA.run(arch, a, w, out, splitk=1)
    assert label == "AITER 32x64_pf3 splitK 1" and stats.workgroups == 1
    row = B._row(label, arch, shape, [stats], out, ref)
    assert row["max_err"] < 1e-5 * float(ref.abs().max()), row  # f32 output: f32 accumulation only
