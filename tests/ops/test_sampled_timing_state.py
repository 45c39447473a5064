"""A sampled timing run (``TORCH_CDNA_SIM_TIMING_SAMPLE=auto``: only one CU's workgroups run) must not leave
state behind that corrupts later launches: the atomic backward's cached accumulators are zeroed by the launch's
last workgroup, which a sampled launch may never run."""

from __future__ import annotations

import torch

import torch_cdna.ops  # noqa: F401
from torch_cdna import _config


def test_rmsnorm_backward_after_a_sampled_timing_run_is_exact(rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    x = torch.randn(4096, 256, generator=g).to(torch.bfloat16)
    w = torch.randn(256, generator=g).to(torch.bfloat16)
    grad = torch.randn(4096, 256, generator=g).to(torch.bfloat16)
    with _config.override(ops_impl="kernel", arch="gfx942", sim_timing="mi300x", sim_timing_sample="auto"):
        torch.ops.cdna.rmsnorm_backward(grad, x, w, 1e-6)  # outputs of a sampled run are partial by design
    with _config.override(ops_impl="kernel", arch="gfx942"):
        dx, dw = torch.ops.cdna.rmsnorm_backward(grad, x, w, 1e-6)
    with _config.override(ops_impl="reference"):
        ref_dx, ref_dw = torch.ops.cdna.rmsnorm_backward(grad, x, w, 1e-6)
    torch.testing.assert_close(dx.float(), ref_dx.float(), rtol=2e-2, atol=2e-2)
    torch.testing.assert_close(dw.float(), ref_dw.float(), rtol=2e-2, atol=2e-2 * ref_dw.abs().max().item())
