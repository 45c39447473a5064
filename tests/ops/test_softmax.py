"""cdna::softmax / softmax_backward against float64 compositions."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings, strategies as st

from torch_cdna.ops import OPS

from .numerics import assert_close64, assert_grad_close, dtypes, grads64, op_grads, rand

cdna = torch.ops.cdna
shapes = st.lists(st.integers(1, 9), min_size=1, max_size=3).map(tuple)


@settings(max_examples=25, deadline=None)
@given(shape=shapes, dtype=dtypes, data=st.data())
def test_softmax_matches_float64(shape, dtype, data):
    dim = data.draw(st.integers(-len(shape), len(shape) - 1))
    x = rand(shape, dtype, scale=5)
    assert_close64(cdna.softmax(x, dim), torch.softmax(x.double(), dim), dtype)


@settings(max_examples=15, deadline=None)
@given(shape=shapes, dtype=dtypes, data=st.data())
def test_softmax_grad_matches_float64_autograd(shape, dtype, data):
    dim = data.draw(st.integers(-len(shape), len(shape) - 1))
    x, g = rand(shape, dtype, scale=3), rand(shape, dtype)
    got = op_grads(lambda x: cdna.softmax(x, dim), [x], g)[0]
    expected = grads64(lambda x: torch.softmax(x, dim), [x], g)[0]
    assert_grad_close(got, expected, dtype, scale=float(g.double().norm()))


def test_backward_formula_is_exact_in_float64():
    x, g = rand((3, 4, 11), torch.float64, 3), rand((3, 4, 11), torch.float64)
    for dim in (0, 1, -1):
        y = torch.softmax(x, dim)
        torch.testing.assert_close(OPS["softmax_backward"].reference(g, y, dim),
                                   grads64(lambda x: torch.softmax(x, dim), [x], g)[0], rtol=1e-10, atol=1e-12)


def test_large_logits_do_not_overflow():
    x = torch.tensor([[1e4, 1e4 - 1.0, -1e4]], dtype=torch.float16)
    y = cdna.softmax(x, -1)
    assert torch.isfinite(y).all()
    assert_close64(y, torch.softmax(x.double(), -1), torch.float16)


def test_scalar_input():
    assert cdna.softmax(torch.tensor(3.0), 0).item() == 1.0


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.softmax(torch.ones(2, 3), 2), ValueError,
     r"cdna::softmax: dim=2 is out of range for a 2-d tensor; allowed -2..1"),
    (lambda: cdna.softmax(torch.ones(2, 3, dtype=torch.float64), -1), TypeError, r"x has dtype torch.float64"),
    (lambda: cdna.softmax_backward(torch.ones(2, 3, dtype=torch.float16), torch.ones(2, 3), -1), TypeError,
     r"cdna::softmax_backward: grad has dtype torch.float16 but y has torch.float32"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
