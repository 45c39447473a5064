"""SDPA (and explicit attention that Inductor recognises as SDPA) becomes cdna::attention, forward and
backward; masks and dropout stay as they are."""

import math

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs

TOL = {torch.bfloat16: 3e-2, torch.float32: 1e-4}


def qkv(dtype, hq=4, hkv=4, s=16, d=32, grad=False):
    return [torch.randn(2, h, s, d, dtype=dtype).requires_grad_(grad) for h in (hq, hkv, hkv)]


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("causal,scale,gqa", [(False, None, False), (True, None, False), (True, 0.3, True)],
                         ids=["plain", "causal", "causal_scale_gqa"])
def test_sdpa_inference(causal, scale, gqa, dtype):
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale, enable_gqa=gqa)
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(dtype, hkv=2 if gqa else 4)
    close(f(*args), fn(*args), dtype)
    assert graphs.count(cdna("attention")) == 1, graphs.code()


@pytest.mark.parametrize("gqa", [False, True], ids=["mha", "gqa"])
def test_sdpa_training(gqa):
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=gqa)
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(torch.float32, hkv=2 if gqa else 4)
    leaves = [[a.clone().requires_grad_() for a in args] for _ in range(2)]
    gy = torch.randn(2, 4, 16, 32)
    (f(*leaves[0]) * gy).sum().backward()
    (fn(*leaves[1]) * gy).sum().backward()
    assert graphs.count(cdna("attention")) == 1 and graphs.count(cdna("attention_backward")) == 1, graphs.code()
    for a, b in zip(*leaves):
        close(a.grad, b.grad, torch.float32)


def test_explicit_attention_forms():
    """softmax(q @ k^T * scale) @ v, with and without an HF-style additive causal mask."""
    def explicit(q, k, v):
        return torch.softmax(q @ k.transpose(-2, -1) * (1 / math.sqrt(q.shape[-1])), dim=-1) @ v

    f, graphs = compile_graphs(explicit, fusions=["attention"])
    args = qkv(torch.float32)
    close(f(*args), explicit(*args), torch.float32)
    assert graphs.count(cdna("attention")) == 1, graphs.code()


def test_masked_and_dropout_attention_is_left_alone():
    mask = torch.randn(16, 16)

    def masked(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)

    f, graphs = compile_graphs(masked, fusions=["attention"])
    args = qkv(torch.float32)
    close(f(*args), masked(*args), torch.float32)
    assert graphs.count(cdna("attention")) == 0
