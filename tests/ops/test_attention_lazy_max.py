"""The forward kernel's lazily raised running max (``attention._softmax_lazy``): rows whose scores climb across
key tiles by less than, around and more than ``RESCALE_SLACK`` (log2 units) per tile take both the skip and
the rescale branch, in different lanes of one wave, and must still match float64 sdpa."""

from __future__ import annotations

import pytest
import torch

from torch_cdna.ops.kernels.attention import RESCALE_SLACK

from .test_attention_kernels import ARCHS, check_forward, kernel_mode  # noqa: F401  (fixture)


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
