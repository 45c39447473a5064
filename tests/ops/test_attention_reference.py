"""cdna::attention / attention_backward (reference mode) against float64 scaled_dot_product_attention."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings, strategies as st

from torch_cdna.ops import OPS

from .numerics import assert_close64, assert_grad_close, dtypes, grads64, op_grads, rand

cdna = torch.ops.cdna


def sdpa64(q, k, v, causal, scale, gqa):
    return F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale, enable_gqa=gqa)


def lse64(q, k, causal, scale):
    k = k.repeat_interleave(q.shape[1] // k.shape[1], 1)
    s = q @ k.transpose(-2, -1) * (scale if scale is not None else 1 / math.sqrt(q.shape[-1]))
    if causal:
        s = s + torch.full(s.shape[-2:], float("-inf"), dtype=s.dtype).triu(1)
    return torch.logsumexp(s, -1)


problems = st.fixed_dictionaries({
    "b": st.integers(1, 2), "hkv": st.integers(1, 2), "group": st.sampled_from((1, 2, 4)),
    "sq": st.integers(1, 9), "skv": st.integers(1, 9), "d": st.sampled_from((8, 64)),
    "causal": st.booleans(), "scale": st.sampled_from((None, 0.3)),
})


def _qkv(p, dtype):
    q = rand((p["b"], p["hkv"] * p["group"], p["sq"], p["d"]), dtype)
    k, v = (rand((p["b"], p["hkv"], p["skv"], p["d"]), dtype) for _ in range(2))
    return q, k, v


def _kw(p):
    return dict(causal=p["causal"], scale=p["scale"], enable_gqa=p["group"] > 1)


@settings(max_examples=25, deadline=None)
@given(p=problems, dtype=dtypes)
def test_attention_matches_float64_sdpa(p, dtype):
    q, k, v = _qkv(p, dtype)
    out, lse = cdna.attention(q, k, v, **_kw(p))
    q64, k64, v64 = q.double(), k.double(), v.double()
    assert_close64(out, sdpa64(q64, k64, v64, p["causal"], p["scale"], p["group"] > 1), dtype, scale=2)
    assert lse.dtype == torch.float32 and lse.shape == q.shape[:3]
    torch.testing.assert_close(lse.double(), lse64(q64, k64, p["causal"], p["scale"]), rtol=1e-5, atol=1e-5)


@settings(max_examples=12, deadline=None)
@given(p=problems, dtype=dtypes)
def test_attention_grads_match_float64_sdpa_autograd(p, dtype):
    q, k, v = _qkv(p, dtype)
    g = rand((*q.shape[:3], v.shape[-1]), dtype)
    got = op_grads(lambda q, k, v: cdna.attention(q, k, v, **_kw(p))[0], [q, k, v], g)
    expected = grads64(lambda q, k, v: sdpa64(q, k, v, p["causal"], p["scale"], p["group"] > 1), [q, k, v], g)
    for a, e in zip(got, expected):
        assert_grad_close(a, e, dtype, scale=float(g.double().norm()) * 0.1)


@pytest.mark.parametrize("causal, group", [(False, 1), (True, 4)])
def test_backward_formula_is_exact_in_float64(causal, group):
    q, k, v = rand((2, 2 * group, 5, 16), torch.float64), rand((2, 2, 7, 16), torch.float64), \
        rand((2, 2, 7, 16), torch.float64)
    kw = dict(causal=causal, scale=0.4, enable_gqa=group > 1)
    g = rand((2, 2 * group, 5, 16), torch.float64)
    out, lse = OPS["attention"].reference(q, k, v, **kw)
    got = OPS["attention_backward"].reference(g, q, k, v, out, lse, **kw)
    expected = grads64(lambda q, k, v: sdpa64(q, k, v, causal, 0.4, group > 1), [q, k, v], g)
    for a, e in zip(got, expected):
        torch.testing.assert_close(a, e, rtol=1e-10, atol=1e-12)


def test_lse_is_not_differentiable_and_bshd_views_work():
    q, k, v = (rand((1, 6, 2, 8), torch.float32).requires_grad_() for _ in range(3))  # BSHD storage
    out, lse = cdna.attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), causal=True, scale=None,
                              enable_gqa=False)
    assert out.requires_grad and not lse.requires_grad
    out.sum().backward()
    assert all(t.grad is not None and t.grad.shape == (1, 6, 2, 8) for t in (q, k, v))


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.attention(torch.ones(1, 4, 3, 8), torch.ones(1, 2, 3, 8), torch.ones(1, 2, 3, 8), causal=False,
                            scale=None, enable_gqa=False), ValueError,
     r"cdna::attention: q has 4 heads but k/v have 2; pass enable_gqa=True"),
    (lambda: cdna.attention(torch.ones(1, 3, 3, 8), torch.ones(1, 2, 3, 8), torch.ones(1, 2, 3, 8), causal=False,
                            scale=None, enable_gqa=True), ValueError,
     r"with enable_gqa=True, q's heads \(3\) must be a multiple of k/v's heads \(2\)"),
    (lambda: cdna.attention(torch.ones(4, 3, 8), torch.ones(4, 3, 8), torch.ones(4, 3, 8), causal=False,
                            scale=None, enable_gqa=False), ValueError,
     r"cdna::attention: q must be 4-D \[B, H, S, D\]; got shape \(4, 3, 8\)"),
    (lambda: cdna.attention(torch.ones(1, 2, 3, 8), torch.ones(1, 2, 3, 8, dtype=torch.bfloat16),
                            torch.ones(1, 2, 3, 8), causal=False, scale=None, enable_gqa=False), TypeError,
     r"k has dtype torch.bfloat16 but q has torch.float32"),
    (lambda: cdna.attention(torch.ones(1, 2, 3, 8), torch.ones(1, 2, 3, 4), torch.ones(1, 2, 3, 4), causal=False,
                            scale=None, enable_gqa=False), ValueError, r"k's head dim 4 differs from q's 8"),
    (lambda: cdna.attention(torch.ones(1, 2, 3, 8), torch.ones(1, 2, 3, 8), torch.ones(1, 2, 4, 8), causal=False,
                            scale=None, enable_gqa=False), ValueError, r"batch/heads/sequence must agree"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
