"""RMSNorm + fp8 quantisation written as vLLM's and HF's references do becomes cdna::rmsnorm_quant_fp8 (divide
mode) under torch.compile: static per-tensor and dynamic per-token scales, e4m3fnuz on gfx942 and e4m3fn on
gfx950, bf16/fp16/fp32 activations. In kernel mode the compiled graph's codes and scales equal, bit for bit, the
spelling applied eagerly to cdna::rmsnorm's output (the norm itself is the rmsnorm fusion's, already
substituted); against the all-torch eager function the codes agree up to the norm's rounding. Mismatched fp8
formats and other floors keep their graph."""

from __future__ import annotations

import pytest
import torch

import torch_cdna.inductor as ti
from torch_cdna import _config
from torch_cdna.ops import _fp8

from .helpers import cdna, compile_graphs
from .test_rmsnorm import hf

FUSIONS = ["rmsnorm", "fused_add_rmsnorm", "rmsnorm_quant"]
ARCH_FP8 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}


def make(fp8: torch.dtype, floor: float | None = None):
    fmax = _fp8.fp8_max(fp8)
    floor = 1 / (fmax * 512) if floor is None else floor

    def quant_static(y, s):
        return (y.float() / s).clamp(-fmax, fmax).to(fp8)

    def quant_token(y):
        h = y.float()
        s = (h.abs().amax(-1, keepdim=True) / fmax).clamp(min=floor)
        return (h / s).clamp(-fmax, fmax).to(fp8), s

    def static(x, w, s):
        return quant_static(hf(x, w), s)

    def token(x, w):
        return quant_token(hf(x, w))
    return static, token, quant_static, quant_token


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.view(torch.uint8) if t.element_size() == 1 else t


@pytest.mark.parametrize("arch", sorted(ARCH_FP8))
@pytest.mark.parametrize("dtype", (torch.bfloat16, torch.float16, torch.float32), ids=str)
@pytest.mark.parametrize("form", ("static", "token"))
def test_substituted_and_bit_exact_in_kernel_mode(arch, dtype, form, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    fp8 = ARCH_FP8[arch]
    static, token, quant_static, quant_token = make(fp8)
    x, w = (torch.randn(3, 5, 64, generator=gen) * 2).to(dtype), (torch.rand(64, generator=gen) + 0.5).to(dtype)
    args = (x, w, torch.rand(1, generator=gen) * 0.02 + 1e-3) if form == "static" else (x, w)
    fn = static if form == "static" else token
    with _config.override(ops_impl="kernel", arch=arch):
        f, graphs = compile_graphs(fn, fusions=FUSIONS)
        got = f(*args)
        y = torch.ops.cdna.rmsnorm(x, w, 1e-6)
        want = quant_static(y, args[2]) if form == "static" else quant_token(y)
    assert graphs.count(cdna("rmsnorm_quant_fp8")) == 1 and graphs.count(cdna("rmsnorm")) == 0, graphs.code()
    assert ti.stats()[f"rmsnorm_quant/{form}/{str(fp8).replace('torch.', '')}"] == 1
    got, want = (got, want) if isinstance(got, tuple) else ((got,), (want,))
    for g, e in zip(got, want):
        assert g.dtype == e.dtype and g.shape == e.shape
        assert torch.equal(_bits(g), _bits(e))
    # against the all-torch eager function: the same codes but where the norm's rounding moved a value
    eager = fn(*args)
    eager = eager if isinstance(eager, tuple) else (eager,)
    codes = (got[0].float() - eager[0].float()).abs() <= eager[0].float().abs() * 0.125 + 1e-2
    assert codes.float().mean() > 0.99


def test_mismatched_format_and_other_floor_keep_their_graph():
    static, _, _, _ = make(torch.float8_e4m3fn)                  # an OCP format on gfx942: no conversion
    _, token_floor, _, _ = make(torch.float8_e4m3fnuz, floor=1e-12)
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16)
    with _config.override(arch="gfx942"):
        f, graphs = compile_graphs(static, fusions=FUSIONS)
        q = f(x, w, torch.tensor([0.01]))
        g, graphs2 = compile_graphs(token_floor, fusions=FUSIONS)
        g(x, w)
    assert q.dtype == torch.float8_e4m3fn
    assert graphs.count(cdna("rmsnorm_quant_fp8")) == 0 and graphs.count(cdna("rmsnorm")) == 1
    assert graphs2.count(cdna("rmsnorm_quant_fp8")) == 0 and graphs2.count(cdna("rmsnorm")) == 1
    assert not any(k.startswith("rmsnorm_quant/") for k in ti.stats())
