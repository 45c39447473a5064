"""Comparison helpers and hypothesis strategies for the op tests: results in bf16/fp16/fp32 are compared with
float64 compositions written independently of the references."""

from __future__ import annotations

from typing import Callable, Sequence

import torch
from hypothesis import strategies as st

DTYPES = (torch.float32, torch.bfloat16, torch.float16)
# (rtol, atol) of a forward output: fp32 math then one rounding to the dtype (plus fp32 accumulation error).
FORWARD_TOL = {torch.float32: (2e-5, 2e-5), torch.bfloat16: (1.6e-2, 1.6e-2), torch.float16: (2e-3, 2e-3)}
# Relative L2 error of a gradient (several roundings, cancellation in closed forms).
GRAD_TOL = {torch.float32: 5e-5, torch.bfloat16: 2.5e-2, torch.float16: 4e-3}

dtypes = st.sampled_from(DTYPES)
leading = st.lists(st.integers(1, 4), min_size=0, max_size=2).map(tuple)
hidden = st.sampled_from((1, 2, 3, 8, 17, 64, 96))


def rand(shape: Sequence[int], dtype: torch.dtype, scale: float = 1.0) -> torch.Tensor:
    return (torch.randn(*shape, dtype=torch.float64) * scale).to(dtype)


def assert_close64(actual: torch.Tensor, expected: torch.Tensor, dtype: torch.dtype, scale: float = 1.0) -> None:
    """``actual`` (in ``dtype``) matches the float64 ``expected`` within one rounding of ``dtype``."""
    assert actual.dtype == dtype, (actual.dtype, dtype)
    assert actual.shape == expected.shape, (actual.shape, expected.shape)
    assert actual.is_contiguous()
    rtol, atol = FORWARD_TOL[dtype]
    torch.testing.assert_close(actual.double(), expected.double(), rtol=rtol, atol=atol * scale)


def assert_grad_close(actual: torch.Tensor | None, expected: torch.Tensor, dtype: torch.dtype,
                      scale: float = 0.0) -> None:
    """Relative L2 error within GRAD_TOL; relative to ``scale`` when the gradient is smaller than that (a
    closed form that cancels, e.g. rmsnorm's dx when D is 1, is only accurate relative to its terms). Values in
    ``dtype``'s subnormal range cannot be closer than half its subnormal spacing (fp16: 2**-25 near 1e-6, a
    relative error of percents), so that floor, per element, is allowed on top."""
    assert actual is not None
    assert actual.shape == expected.shape, (actual.shape, expected.shape)
    diff = float((actual.double() - expected).norm())
    info = torch.finfo(dtype)
    floor = 0.5 * info.smallest_normal * info.eps * expected.numel() ** 0.5   # half a subnormal step each
    err = max(diff - floor, 0.0) / max(float(expected.norm()), scale, 1e-30)
    assert err <= GRAD_TOL[dtype], f"relative L2 error {err:.3g} > {GRAD_TOL[dtype]} ({dtype})"


def grads64(fn64: Callable[..., torch.Tensor], inputs: Sequence[torch.Tensor], grad_out: torch.Tensor
            ) -> list[torch.Tensor]:
    """Gradients of the float64 composition ``fn64`` at ``inputs`` (converted to float64)."""
    xs = [t.detach().double().requires_grad_() for t in inputs]
    return list(torch.autograd.grad(fn64(*xs), xs, grad_out.double()))


def op_grads(fn: Callable[..., torch.Tensor], inputs: Sequence[torch.Tensor], grad_out: torch.Tensor
             ) -> list[torch.Tensor]:
    """Gradients of the cdna op(s) in ``fn`` at ``inputs`` (their own dtypes) through our autograd formulas."""
    xs = [t.detach().clone().requires_grad_() for t in inputs]
    return list(torch.autograd.grad(fn(*xs), xs, grad_out))
