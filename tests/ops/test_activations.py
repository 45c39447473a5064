"""cdna::silu_and_mul / gelu_and_mul / silu_mul: values and gradients against float64 compositions."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings, strategies as st

from torch_cdna.ops import OPS

from .numerics import assert_close64, assert_grad_close, dtypes, grads64, leading, op_grads, rand

cdna = torch.ops.cdna
halves = st.sampled_from((1, 3, 8, 48))
approx = st.sampled_from(("none", "tanh"))


def silu_and_mul64(x):
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


def gelu_and_mul64(x, approximate):
    d = x.shape[-1] // 2
    return F.gelu(x[..., :d], approximate=approximate) * x[..., d:]


@settings(max_examples=20, deadline=None)
@given(lead=leading, d=halves, dtype=dtypes)
def test_silu_and_mul_matches_float64(lead, d, dtype):
    x = rand((*lead, 2 * d), dtype, scale=3)
    assert_close64(cdna.silu_and_mul(x), silu_and_mul64(x.double()), dtype, scale=10)


@settings(max_examples=20, deadline=None)
@given(lead=leading, d=halves, dtype=dtypes, approximate=approx)
def test_gelu_and_mul_matches_float64(lead, d, dtype, approximate):
    x = rand((*lead, 2 * d), dtype, scale=3)
    assert_close64(cdna.gelu_and_mul(x, approximate), gelu_and_mul64(x.double(), approximate), dtype, scale=10)


@settings(max_examples=20, deadline=None)
@given(lead=leading, d=halves, dtype=dtypes)
def test_silu_mul_matches_float64(lead, d, dtype):
    a, b = rand((*lead, d), dtype, scale=3), rand((*lead, d), dtype)
    assert_close64(cdna.silu_mul(a, b), F.silu(a.double()) * b.double(), dtype, scale=3)


@settings(max_examples=15, deadline=None)
@given(lead=leading, d=halves, dtype=dtypes, approximate=approx)
def test_grads_match_float64_autograd(lead, d, dtype, approximate):
    x, a, b, g = (rand((*lead, 2 * d), dtype, scale=2), rand((*lead, d), dtype, scale=2), rand((*lead, d), dtype),
                  rand((*lead, d), dtype))
    cases = [
        (lambda x: cdna.silu_and_mul(x), silu_and_mul64, [x]),
        (lambda x: cdna.gelu_and_mul(x, approximate), lambda x: gelu_and_mul64(x, approximate), [x]),
        (lambda a, b: cdna.silu_mul(a, b), lambda a, b: F.silu(a) * b, [a, b]),
    ]
    for ours, ref, inputs in cases:
        for got, expected in zip(op_grads(ours, inputs, g), grads64(ref, inputs, g)):
            assert_grad_close(got, expected, dtype, scale=float(g.double().norm()))


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_backward_formulas_are_exact_in_float64(approximate):
    x, a, b = rand((4, 2, 18), torch.float64, 3), rand((4, 9), torch.float64, 3), rand((4, 9), torch.float64)
    g, g2 = rand((4, 2, 9), torch.float64), rand((4, 9), torch.float64)
    tight = dict(rtol=1e-10, atol=1e-12)
    torch.testing.assert_close(OPS["silu_and_mul_backward"].reference(g, x), grads64(silu_and_mul64, [x], g)[0],
                               **tight)
    torch.testing.assert_close(OPS["gelu_and_mul_backward"].reference(g, x, approximate),
                               grads64(lambda x: gelu_and_mul64(x, approximate), [x], g)[0], **tight)
    da, db = OPS["silu_mul_backward"].reference(g2, a, b)
    ea, eb = grads64(lambda a, b: F.silu(a) * b, [a, b], g2)
    torch.testing.assert_close(da, ea, **tight)
    torch.testing.assert_close(db, eb, **tight)


def test_strided_input_halves():
    x = rand((5, 3, 32), torch.bfloat16).transpose(0, 1)  # leading dims do not collapse into one stride
    assert_close64(cdna.silu_and_mul(x), silu_and_mul64(x.double()), torch.bfloat16, scale=10)


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.silu_and_mul(torch.ones(2, 7)), ValueError,
     r"cdna::silu_and_mul: the last dim of x must be even \(x = \[..., 2d\], gate first\); got shape \(2, 7\)"),
    (lambda: cdna.gelu_and_mul(torch.ones(2, 8), "exact"), ValueError,
     r"cdna::gelu_and_mul: approximate='exact' is not supported; allowed: 'none', 'tanh'"),
    (lambda: cdna.silu_mul(torch.ones(2, 8), torch.ones(2, 4)), ValueError,
     r"cdna::silu_mul: b has shape \(2, 4\) but a has \(2, 8\)"),
    (lambda: cdna.silu_mul(torch.ones(2, 8, dtype=torch.int32), torch.ones(2, 8)), TypeError,
     r"cdna::silu_mul: a has dtype torch.int32"),
    (lambda: cdna.silu_and_mul_backward(torch.ones(2, 8), torch.ones(2, 8)), ValueError,
     r"grad must have shape x.shape\[:-1\] \+ \(x.shape\[-1\] // 2,\) = \(2, 4\); got \(2, 8\)"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
