"""``benchmarks/timing_anchors.py``'s GEMM anchors launch AITER's f4gemm the way its launcher does: on a
one-workgroup shape the product is right (float64 reference, NaN-poisoned output; run with ``sample="full"``,
since the anchors' sampled mode computes no outputs), and ``measure`` turns the predicted time into
2·M·N·K / t. Labels are unique (the results file is keyed by them)."""

from __future__ import annotations

import pytest
import torch

from benchmarks import timing_anchors as TA
from tests.sim.aiter import references as R, wheel


@pytest.fixture
def gfx950_wheel() -> None:
    try:
        wheel.hsa_dir("gfx950")
    except wheel.WheelUnavailable as exc:
        pytest.skip(f"AITER code objects unavailable: {exc}")


def test_labels_are_unique():
    labels = [a.label for a in TA.ANCHORS]
    assert len(labels) == len(set(labels)), sorted(label for label in labels if labels.count(label) > 1)


def test_f4gemm_rows_match_their_tiles():
    for a in TA.ANCHORS:
        if a.kind != "f4gemm":
            continue
        m, n, k, tm, tn = a.gemm
        assert n % tn == 0 and k % 256 == 0, a.label  # the launcher's grid and the kernels' 256-deep K steps
        assert a.published > 0 and a.gpu == "mi355x", a.label


def test_f4gemm_anchor_computes_the_product(gfx950_wheel, rng_seed):
    m, n, k = 32, 128, 512  # one 32x128 workgroup, two 256-deep K steps
    x = TA.f4gemm_inputs(m, n, k, torch.Generator().manual_seed(rng_seed))
    anchor = TA.Anchor("f4gemm", "mi355x", 1.0, gemm=(m, n, k, 32, 128))
    stats = TA.run_f4gemm(anchor, x, sample="full")  # "auto", the anchors' mode, computes no outputs
    ref = R.fp4_gemm(x["a"], x["b"], x["sa"], x["sb"])
    assert not torch.isnan(x["out"].float()).any()
    torch.testing.assert_close(x["out"].double(), ref, atol=1e-2 * ref.abs().max().item(), rtol=1e-2)
    report = stats[0].timing
    assert report.target == "mi355x" and report.workgroups == 1 and report.microseconds > 0


def test_measure_reports_gemm_tflops(gfx950_wheel):
    m, n, k = 32, 128, 256
    r = TA.measure(TA.Anchor("f4gemm", "mi355x", 1.0, gemm=(m, n, k, 32, 128)))
    assert r["unit"] == "TFLOPs" and r["label"] == "f4gemm 32x128x256 32x128 mi355x"
    assert r["predicted"] == pytest.approx(2 * m * n * k / (r["microseconds"] * 1e-6) / 1e12)
    assert r["error"] == pytest.approx(r["predicted"] - 1)
