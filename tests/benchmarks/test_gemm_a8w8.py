"""The a8w8 GEMM benchmark (benchmarks/gemm_a8w8.py) on a tiny shape: cdna::scaled_mm (fp8, per-token x
per-channel) computes the product and its counts are reported; AITER's asm a8w8 kernel launches on the
simulator with the launcher's layout and computes the product too (skipped without the wheel); K < 384, where
its output is wrong on the simulator, is a skipped row."""

from __future__ import annotations

import pytest
import torch

from benchmarks import gemm_a8w8 as B
from tests.sim.aiter import wheel


def test_shuffle_b_is_the_layout_32_16():
    w = torch.arange(64 * 64, dtype=torch.int32).reshape(64, 64) % 127
    s = B.shuffle_b(w.to(torch.int8))
    # first 16 bytes: row 0, k 0..15; then row 1, k 0..15; after 32 rows, the next 16-byte chunk of row 0
    assert s.flatten()[:16].tolist() == w[0, :16].tolist() and s.flatten()[16:32].tolist() == w[1, :16].tolist()
    assert s.flatten()[32 * 16:32 * 16 + 16].tolist() == w[0, 16:32].tolist()


def test_rows(rng_seed):
    rows = B.measure("gfx942", (128, 128, 384), seed=rng_seed)
    assert [r["kernel"] for r in rows] == [label for label, _ in B.PEERS]
    ours, peer = rows[0], rows[-1]   # cdna's rule pick and AITER's kernel (the forced 32-row tile between)
    assert ours["max_err"] < 1e-2 and ours["mfma"] > 0 and ours["flops"] == 2 * 128 * 128 * 384
    assert "M x N x K" in B.table(rows)
    try:
        wheel.hsa_dir("gfx942")
    except wheel.WheelUnavailable as exc:
        assert "skipped" in peer
        pytest.skip(f"AITER code objects unavailable: {exc}")
    assert peer["launches"] == 1 and peer["mfma"] > 0 and peer["instructions"] > 0
    assert peer["max_err"] < 1e-2, peer
    small = B.measure("gfx942", (128, 128, 256), seed=rng_seed)[-1]
    assert "K=256 < 384" in small["skipped"]
