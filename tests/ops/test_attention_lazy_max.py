"""The forward kernel's softmax paths. The lazily raised running max (``attention._softmax_lazy``): rows whose
scores climb across key tiles by less than, around and more than ``RESCALE_SLACK`` (log2 units) per tile take
both the skip and the rescale branch, in different lanes of one wave, and must still match float64 sdpa. The
scale applied in the exponent: negative and zero scales."""

from __future__ import annotations

import pytest
import torch

from torch_cdna.ops.kernels.attention import RESCALE_SLACK

from .test_attention_kernels import ARCHS, LSE_TOL, OUT_TOL, check_forward, kernel_mode  # noqa: F401  (fixture)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", (torch.bfloat16, torch.float16))
@pytest.mark.parametrize("causal", (False, True))
def test_climbing_scores(kernel_mode, dtype, causal, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    s, d = 200, 64
    q = torch.randn(1, 2, s, d, generator=g, dtype=torch.float64)
    k = torch.randn(1, 2, s, d, generator=g, dtype=torch.float64)
    v = torch.randn(1, 2, s, d, generator=g, dtype=torch.float64)
    # key j scaled by a ramp so a row's max rises from tile to tile by about 0.3x .. 3x the slack (per row:
    # queries differ in norm), with one query head climbing and the other falling (max in the first tile)
    ramp = 1 + torch.arange(s, dtype=torch.float64) / s * 4 * RESCALE_SLACK / 3
    k[0, 0] *= ramp[:, None]
    k[0, 1] *= ramp.flip(0)[:, None]
    q *= torch.linspace(0.3, 3, s, dtype=torch.float64)[None, None, :, None]
    check_forward(q.to(dtype), k.to(dtype), v.to(dtype), causal)


def reference64(q, k, v, causal, scale):
    """(out, lse) in float64, the mask applied after scaling (torch's sdpa gives NaN rows for a negative
    scale with is_causal)."""
    s = q.double() @ k.double().transpose(-1, -2) * scale
    if causal:
        s = s.masked_fill(torch.ones(q.shape[2], k.shape[2], dtype=torch.bool).triu(1), float("-inf"))
    return torch.softmax(s, -1) @ v.double(), torch.logsumexp(s, -1)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("scale", (-0.4, 0.0))
@pytest.mark.parametrize("causal", (False, True))
def test_negative_and_zero_scale(kernel_mode, scale, causal, rng_seed):
    """The exponent is s * |c| - m with the max over raw scores: a negative scale negates Q instead, and a
    zero scale (uniform weights) must not turn masked keys' -inf * 0 into NaN."""
    g = torch.Generator().manual_seed(rng_seed)
    q, k, v = (torch.randn(1, 2, n, 64, generator=g).to(torch.bfloat16) for n in (70, 100, 100))
    out, lse = torch.ops.cdna.attention(q, k, v, causal=causal, scale=scale, enable_gqa=False)
    ref, ref_lse = reference64(q, k, v, causal, scale)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any()
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[q.dtype], err
    assert float((lse.double() - ref_lse).abs().max()) <= LSE_TOL
