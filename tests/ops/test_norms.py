"""cdna::rmsnorm / fused_add_rmsnorm / layernorm: values and gradients against float64 compositions."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings, strategies as st

from torch_cdna.ops import OPS

from .numerics import (assert_close64, assert_grad_close, dtypes, grads64, hidden, leading, op_grads, rand)

cdna = torch.ops.cdna
weight_dtypes = st.sampled_from(("same", torch.float32))


def rms64(x, w, eps):
    return F.rms_norm(x, (x.shape[-1],), w, eps)


def ln64(x, w, b, eps):
    return F.layer_norm(x, (x.shape[-1],), w, b, eps)


def _weight(d: int, dtype, wdtype) -> torch.Tensor:
    return rand((d,), dtype if wdtype == "same" else wdtype) + 1


@settings(max_examples=20, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes, wdtype=weight_dtypes, eps=st.sampled_from((1e-6, 1e-5, 0.1)))
def test_rmsnorm_matches_float64(lead, d, dtype, wdtype, eps):
    x, w = rand((*lead, d), dtype, scale=3), _weight(d, dtype, wdtype)
    y = cdna.rmsnorm(x, w, eps)
    assert_close64(y, rms64(x.double(), w.double(), eps), dtype, scale=float(w.abs().max()))


@settings(max_examples=12, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes, wdtype=weight_dtypes)
def test_rmsnorm_grads_match_float64_autograd(lead, d, dtype, wdtype):
    x, w = rand((*lead, d), dtype), _weight(d, dtype, wdtype)
    g = rand((*lead, d), dtype)
    ours = op_grads(lambda x, w: cdna.rmsnorm(x, w, 1e-5), [x, w], g)
    expected = grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
    assert ours[1].dtype == w.dtype
    assert_grad_close(ours[0], expected[0], dtype, scale=_terms(x, w, g, 1e-5))
    assert_grad_close(ours[1], expected[1], dtype, scale=dw_terms(x, g, 1e-5))


def dw_terms(x, g, eps):
    """Size of the per-row terms g * x * rstd that rmsnorm's dweight sums over rows (they cancel: with D = 1,
    dweight is a sum of +-g, and fp32's few-ulp errors in the terms exceeded GRAD_TOL relative to a sum 1e-3
    of their size about once in 2000 fp32 draws of 3 rows)."""
    x64 = x.double()
    terms = g.double() * x64 * torch.rsqrt(x64.square().mean(-1, keepdim=True) + eps)
    return float(terms.abs().reshape(-1, x.shape[-1]).sum(0).norm())


def _terms(x, w, g, eps):
    """Size of the terms rmsnorm's dx closed form subtracts (the scale its rounding error follows)."""
    x64 = x.double()
    return float((g.double() * w.double() * torch.rsqrt(x64.square().mean(-1, keepdim=True) + eps)).norm())


@settings(max_examples=15, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes, wdtype=weight_dtypes)
def test_fused_add_rmsnorm_rounds_the_sum_then_normalises(lead, d, dtype, wdtype):
    x, r, w = rand((*lead, d), dtype), rand((*lead, d), dtype), _weight(d, dtype, wdtype)
    y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-6)
    assert torch.equal(total, x + r) and total.dtype == dtype
    assert_close64(y, rms64((x + r).double(), w.double(), 1e-6), dtype, scale=float(w.abs().max()))


@settings(max_examples=10, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes)
def test_fused_add_rmsnorm_grads_include_the_residual_output(lead, d, dtype):
    x, r, w = rand((*lead, d), dtype), rand((*lead, d), dtype), _weight(d, dtype, "same")
    gy, gr = rand((*lead, d), dtype), rand((*lead, d), dtype)

    def ours(x, r, w):
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-6)
        return (y.float() * gy.float()).sum() + (total.float() * gr.float()).sum()

    def ref(x, r, w):
        total = x + r
        return (rms64(total, w, 1e-6) * gy.double()).sum() + (total * gr.double()).sum()

    got = op_grads(ours, [x, r, w], torch.tensor(1.0))
    expected = grads64(ref, [x, r, w], torch.tensor(1.0))
    scale = _terms(x + r, w, gy, 1e-6) + float(gr.double().norm())
    for a, e in zip(got, expected):
        assert_grad_close(a, e, dtype, scale=scale if a is not got[2] else dw_terms(x + r, gy, 1e-6))


@settings(max_examples=20, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes, wdtype=weight_dtypes)
def test_layernorm_matches_float64(lead, d, dtype, wdtype):
    x, w, b = rand((*lead, d), dtype, scale=2), _weight(d, dtype, wdtype), _weight(d, dtype, wdtype)
    y = cdna.layernorm(x, w, b, 1e-5)
    assert_close64(y, ln64(x.double(), w.double(), b.double(), 1e-5), dtype, scale=float(w.abs().max()) + 1)


def _ln_terms(x, w, g, eps):
    var = x.double().var(-1, correction=0, keepdim=True)
    return float((g.double() * w.double() * torch.rsqrt(var + eps)).norm())


@settings(max_examples=12, deadline=None)
@given(lead=leading, d=hidden, dtype=dtypes, wdtype=weight_dtypes)
def test_layernorm_grads_match_float64_autograd(lead, d, dtype, wdtype):
    x, w, b = rand((*lead, d), dtype), _weight(d, dtype, wdtype), _weight(d, torch.float32, "same")
    g = rand((*lead, d), dtype)
    ours = op_grads(lambda x, w, b: cdna.layernorm(x, w, b, 1e-5), [x, w, b], g)
    expected = grads64(lambda x, w, b: ln64(x, w, b, 1e-5), [x, w, b], g)
    assert ours[2].dtype == torch.float32  # dbias comes back in the bias's dtype
    assert_grad_close(ours[0], expected[0], dtype, scale=_ln_terms(x, w, g, 1e-5))
    for a, e in zip(ours[1:], expected[1:]):  # |xhat| <= sqrt(D): |g| bounds the terms
        assert_grad_close(a, e, dtype, scale=float(g.double().norm()))


@pytest.mark.parametrize("name, fn64, extra", [
    ("rmsnorm", lambda x, w: rms64(x, w, 1e-5), ()),
    ("layernorm", lambda x, w: ln64(x, w, None, 1e-5), ()),
])
def test_backward_formulas_are_exact_in_float64(name, fn64, extra):
    """The closed forms themselves (the backward references, run in float64) equal float64 autograd."""
    x, w, g = rand((3, 5, 24), torch.float64), rand((24,), torch.float64), rand((3, 5, 24), torch.float64)
    expected = grads64(fn64, [x, w], g)
    got = OPS[f"{name}_backward"].reference(g, x, w, 1e-5)
    torch.testing.assert_close(got[0], expected[0], rtol=1e-10, atol=1e-12)
    torch.testing.assert_close(got[1], expected[1], rtol=1e-10, atol=1e-12)
    if name == "layernorm":
        torch.testing.assert_close(got[2], g.reshape(-1, 24).sum(0), rtol=1e-12, atol=1e-12)


def test_strided_inputs_give_contiguous_correct_outputs():
    base = rand((6, 40), torch.bfloat16)
    x = base[:, 4:36]                     # row stride 40
    xt = rand((32, 6), torch.bfloat16).t()  # transposed: last dim not unit-stride
    w = rand((64,), torch.float32)[::2]    # strided weight
    for inp in (x, xt):
        y = cdna.rmsnorm(inp, w, 1e-6)
        assert_close64(y, rms64(inp.double(), w.double(), 1e-6), torch.bfloat16, scale=float(w.abs().max()))


def test_empty_leading_dims():
    x, w = torch.empty(0, 7, 16), torch.ones(16)
    assert cdna.rmsnorm(x, w, 1e-6).shape == (0, 7, 16)
    dx, dw = cdna.rmsnorm_backward(x, x, w, 1e-6)
    assert dx.shape == x.shape and torch.equal(dw, torch.zeros(16))


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.rmsnorm(torch.ones(2, 8, dtype=torch.float64), torch.ones(8), 1e-6), TypeError,
     r"cdna::rmsnorm: x has dtype torch.float64; allowed: torch.bfloat16, torch.float16, torch.float32"),
    (lambda: cdna.rmsnorm(torch.ones(2, 8), torch.ones(7), 1e-6), ValueError,
     r"weight must have shape \[D\] = \[8\] \(the last dim of x \(2, 8\)\); got \(7,\)"),
    (lambda: cdna.rmsnorm(torch.ones(2, 8), torch.ones(1, 8), 1e-6), ValueError, r"weight must have shape \[D\]"),
    (lambda: cdna.rmsnorm(torch.ones(2, 8), torch.ones(8, dtype=torch.int64), 1e-6), TypeError,
     r"weight has dtype torch.int64"),
    (lambda: cdna.rmsnorm(torch.ones(2, 8), torch.ones(8), -1.0), ValueError, r"eps must be a float >= 0; got -1.0"),
    (lambda: cdna.rmsnorm(torch.ones(()), torch.ones(1), 1e-6), ValueError, r"x must have at least 1 dimension"),
    (lambda: cdna.rmsnorm(torch.ones(2, 8), torch.ones(8, device="meta"), 1e-6), ValueError,
     r"weight is on meta but x is on cpu"),
    (lambda: cdna.fused_add_rmsnorm(torch.ones(2, 8), torch.ones(2, 8, dtype=torch.bfloat16), torch.ones(8), 1e-6),
     TypeError, r"residual has dtype torch.bfloat16 but x has torch.float32"),
    (lambda: cdna.fused_add_rmsnorm(torch.ones(2, 8), torch.ones(1, 8), torch.ones(8), 1e-6), ValueError,
     r"residual has shape \(1, 8\) but x has \(2, 8\)"),
    (lambda: cdna.layernorm(torch.ones(2, 8), torch.ones(8), torch.ones(4), 1e-6), ValueError,
     r"cdna::layernorm: bias must have shape \[D\] = \[8\]"),
    (lambda: cdna.rmsnorm_backward(torch.ones(2, 4), torch.ones(2, 8), torch.ones(8), 1e-6), ValueError,
     r"cdna::rmsnorm_backward: grad has shape \(2, 4\) but x has \(2, 8\)"),
])
def test_validation_errors_name_argument_value_and_rule(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
