"""``torch._scaled_mm`` becomes cdna::scaled_mm under torch.compile (CPU): per-tensor and row-wise scales, bias,
outputs matching eager ``torch._scaled_mm``; forms the op does not take (an fp8 output, a float8 format the
target arch's MFMAs do not read) stay aten with their reason counted. Reference mode
(tests/inductor/conftest.py), but for one call whose cdna::scaled_mm runs its simulator kernel."""

import pytest
import torch

import torch_cdna.inductor as ti
from torch_cdna import _config
from torch_cdna.inductor import _log

from .helpers import cdna, compile_graphs

E4 = torch.float8_e4m3fn
SCALED_MM = torch.ops.aten._scaled_mm.default


def _linear_fp8(x, w, sx, sw, bias):
    """An fp8 linear layer as torchao/vLLM write it on a ROCm/CUDA build: per-tensor or row-wise scales."""
    return torch._scaled_mm(x, w.t(), sx, sw, bias=bias, out_dtype=torch.bfloat16)


def _inputs(rowwise: bool, m: int = 8, n: int = 32, k: int = 64):
    x, w = torch.randn(m, k).to(E4), torch.randn(n, k).to(E4)
    sx, sw = (torch.rand(m, 1) + 0.5, torch.rand(1, n) + 0.5) if rowwise else (torch.rand(()) + 0.5,) * 2
    return x, w, sx, sw, torch.randn(n).to(torch.bfloat16)


@pytest.mark.parametrize("rowwise", [False, True])
def test_scaled_mm_is_substituted(rowwise, rng_seed):
    torch.manual_seed(rng_seed)
    args = _inputs(rowwise)
    f, graphs = compile_graphs(_linear_fp8, fusions=["scaled_mm"])
    torch.testing.assert_close(f(*args), _linear_fp8(*args), rtol=1e-2, atol=1e-2)
    assert graphs.count(cdna("scaled_mm")) == 1 and SCALED_MM not in graphs.targets(), graphs.code()
    assert ti.stats()["scaled_mm/aten._scaled_mm"] == 1


def test_kernel_runs_in_the_compiled_graph(rng_seed):
    """gfx950 (OCP e4m3fn) kernel on the simulator inside the compiled graph, against eager torch._scaled_mm."""
    torch.manual_seed(rng_seed)
    args = _inputs(True, m=3, n=16, k=48)
    f, graphs = compile_graphs(_linear_fp8, fusions=["scaled_mm"])
    with _config.override(ops_impl="kernel", arch="gfx950"):
        out = f(*args)
    assert graphs.count(cdna("scaled_mm")) == 1, graphs.code()
    torch.testing.assert_close(out, _linear_fp8(*args), rtol=1e-2, atol=1e-2)


def _fp8_out(x, w, sx, sw):
    return torch._scaled_mm(x, w.t(), sx, sw, out_dtype=E4)


@pytest.mark.parametrize("case", ["fp8_output", "arch_format"])
def test_unsupported_forms_stay_aten(case, rng_seed):
    torch.manual_seed(rng_seed)
    x, w, sx, sw, bias = _inputs(False)
    fn, args, mode = ((_fp8_out, (x, w, sx, sw), "reference") if case == "fp8_output"
                      else (_linear_fp8, (x, w, sx, sw, bias), "kernel"))
    f, graphs = compile_graphs(fn, fusions=["scaled_mm"])
    with _config.override(ops_impl=mode, arch="gfx942"):   # gfx942's MFMAs read e4m3fnuz, not e4m3fn
        out = f(*args)
    assert graphs.count(SCALED_MM) == 1 and not graphs.count(cdna("scaled_mm")), graphs.code()
    assert torch.equal(out.view(torch.uint8), fn(*args).view(torch.uint8))
    reason = {"fp8_output": "out_dtype is torch.float8_e4m3fn", "arch_format": "no sim kernel for torch.float8_e4m3fn"}
    assert any(reason[case] in k for k in _log.REJECTS), dict(_log.REJECTS)
