"""``cdna::rmsnorm_quant_fp8(..., scale=, divide=True)``: the quantisation is bit for bit torch's spelling
``(y.float() / scale).clamp(-fmax, fmax).to(fp8)`` of the op's own RMSNorm output ``y`` (the kernels on the
simulator, gfx942 and gfx950, static per-tensor and dynamic per-token scales), over random rows and over values
built to sit on fp8 rounding boundaries: y = m * s exactly for every fp8 midpoint m (a tie the conversion rounds
to even) and its bf16 neighbours, with a static s whose reciprocal is inexact, where ``y * (1 / s)`` (the op's
default) lands on either side of the tie; the test checks that it does for some of them, so it can fail.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import _fp8
from torch_cdna.ops._layout import poisoned_outputs

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")


def spelling(y: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    fmax = _fp8.fp8_max(dtype)
    return (y.float() / scale).clamp(-fmax, fmax).to(dtype)


def token_scale(y: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    fmax = _fp8.fp8_max(dtype)
    return (y.float().abs().amax(-1, keepdim=True) / fmax).clamp(min=1 / (fmax * 512))


def midpoints(dtype: torch.dtype) -> torch.Tensor:
    """Every midpoint between consecutive positive finite codes of ``dtype`` (float64)."""
    codes = torch.arange(256, dtype=torch.uint8).view(dtype).double()
    vals = codes[torch.isfinite(codes) & (codes > 0)].unique().sort().values
    return (vals[1:] + vals[:-1]) / 2


def boundary_rows(dtype: torch.dtype, s: float) -> torch.Tensor:
    """bf16 values m * s (exact: m has <= 5 significant bits, s 2) and their bf16 neighbours, both signs."""
    y = (midpoints(dtype) * s).to(torch.bfloat16)
    assert torch.equal(y.double(), midpoints(dtype) * s), "m * s must be exact in bf16"
    bits = y.view(torch.int16)
    near = torch.cat([y, (bits + 1).view(torch.bfloat16), (bits - 1).view(torch.bfloat16)])
    return torch.cat([near, -near])


@pytest.mark.parametrize("arch", ARCHS)
def test_static_divide_is_bit_exact_on_rounding_boundaries(arch):
    dtype = _fp8.default_fp8(arch)
    s = 7 * 2.0 ** -9       # fl(1 / s) is 0.75 ulp off: y * fl(1 / s) misses some ties m = y / s
    w = boundary_rows(dtype, s)
    x = torch.ones(3, w.numel(), dtype=torch.bfloat16)  # rmsnorm(ones) = 1 exactly (eps 0): y = w
    scale = torch.tensor([s], dtype=torch.float32)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.rmsnorm(x, w, 0.0)
        assert torch.equal(y, w.expand_as(y)), "the norm of a row of ones must be the weight itself"
        q, s_out = cdna.rmsnorm_quant_fp8(x, w, 0.0, scale=scale, divide=True)
        q_mul, _ = cdna.rmsnorm_quant_fp8(x, w, 0.0, scale=scale)
    want = spelling(y, scale, dtype)
    assert q.dtype == dtype and torch.equal(s_out, scale)
    assert torch.equal(q.view(torch.uint8), want.view(torch.uint8)), (q.view(torch.uint8) != want.view(torch.uint8)).sum()
    # the multiply convention differs on some ties: the boundary values reach the point where it matters
    assert (q_mul.view(torch.uint8) != want.view(torch.uint8)).any()


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("static", (True, False), ids=("static", "token"))
def test_divide_is_bit_exact_on_random_rows(arch, static, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    dtype = _fp8.default_fp8(arch)
    for xdt, shape in ((torch.bfloat16, (7, 96)), (torch.float16, (2, 3, 40)), (torch.float32, (5, 1000)),
                       (torch.bfloat16, (64, 512))):
        x = (torch.randn(shape, generator=gen) * 3).to(xdt)
        w = (torch.rand(shape[-1], generator=gen) + 0.5).to(xdt)
        scale = torch.rand(1, generator=gen) * 0.05 + 1e-3 if static else None
        with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
            y = cdna.rmsnorm(x, w, 1e-6)
            q, s = cdna.rmsnorm_quant_fp8(x, w, 1e-6, scale=scale, divide=True)
        want_s = scale if static else token_scale(y, dtype)
        assert torch.equal(s, want_s)
        want = spelling(y, want_s, dtype)
        assert torch.equal(q.view(torch.uint8), want.view(torch.uint8)), (xdt, shape)


@pytest.mark.parametrize("static", (True, False), ids=("static", "token"))
def test_reference_divide_is_the_spelling(static, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, w = torch.randn(4, 64, generator=gen).bfloat16(), torch.rand(64, generator=gen).bfloat16()
    scale = torch.tensor([0.0123]) if static else None
    with _config.override(ops_impl="reference", arch="gfx950"):
        y = cdna.rmsnorm(x, w, 1e-6)
        q, s = cdna.rmsnorm_quant_fp8(x, w, 1e-6, scale=scale, divide=True)
    want_s = scale if static else token_scale(y, torch.float8_e4m3fn)
    assert torch.equal(s, want_s)
    assert torch.equal(q.view(torch.uint8), spelling(y, want_s, torch.float8_e4m3fn).view(torch.uint8))


def test_scale_validation():
    with pytest.raises(ValueError, match="scale must be a one-element floating-point tensor"):
        cdna.rmsnorm_quant_fp8(torch.ones(2, 8), torch.ones(8), 1e-6, scale=torch.ones(2))
