"""The benchmark helpers that don't need a GPU: roofline estimates and the op-input builders of the ROCm
timing path (exercised here on CPU in reference mode; the timing itself needs a ROCm GPU)."""

import pytest
import torch

from benchmarks import gpu_timing, roofline
from torch_cdna import _config


def test_roofline_estimates_use_published_bandwidths():
    one_gb = 1e9
    est = roofline.estimates_for_arch(one_gb, "gfx942")
    assert set(est) == {"MI300X", "MI325X"}
    assert est["MI300X"] == pytest.approx(one_gb / 5.3e12 * 1e6)
    assert roofline.estimates_for_arch(one_gb, "gfx950") == {"MI355X": pytest.approx(125.0)}


def test_gpu_timing_is_unavailable_without_rocm():
    if getattr(torch.version, "hip", None):
        pytest.skip("ROCm build: timing is available here")
    assert not gpu_timing.available()
    with pytest.raises(RuntimeError, match="ROCm GPU"):
        gpu_timing.time_op("rmsnorm", 4, 8, torch.float32)


@pytest.mark.parametrize("op", gpu_timing.OPS)
def test_timing_inputs_are_valid_op_calls(op):
    make, ours, eager = gpu_timing._op_table()[op]
    args = gpu_timing.inputs(op, 3, 40, torch.float32, "cpu")
    with _config.override(ops_impl="reference"):
        got = ours(*args)
    torch.testing.assert_close(got, eager(*args))
