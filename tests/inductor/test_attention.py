"""SDPA (and explicit attention that Inductor recognises as SDPA) becomes cdna::attention, forward and
backward; masks and dropout stay as they are."""

import contextlib
import math

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs, op_arg

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
    _assert_training_substituted(fn, hkv=2 if gqa else 4)


def _assert_training_substituted(fn, hkv: int, backend=None) -> None:
    """Compiled ``fn`` (optionally under the sdpa ``backend``) calls the cdna attention forward and backward
    once each, and its input gradients match eager's."""
    from torch.nn.attention import sdpa_kernel
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(torch.float32, hkv=hkv)
    leaves = [[a.clone().requires_grad_() for a in args] for _ in range(2)]
    gy = torch.randn(2, 4, 16, 32)
    with sdpa_kernel(backend) if backend is not None else contextlib.nullcontext():
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


# ---------------------------------------------------------------- explicit masks (issue 6: HF's causal masks)

def _positions(q, k):
    return torch.arange(q.shape[-2])[:, None], torch.arange(k.shape[-2])[None, :]


def _bool_tril(q, k):
    return torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()


def _hf_sdpa_mask(q, k):
    """What transformers' sdpa_mask builds (kv_idx <= q_idx on broadcast aranges, expanded to [B, 1, L, S])."""
    i, j = _positions(q, k)
    return (j <= i)[None, None].expand(q.shape[0], -1, -1, -1)


def _additive_min(q, k):
    return torch.where(_bool_tril(q, k), 0.0, torch.finfo(q.dtype).min).to(q.dtype)


def _additive_cudnn(q, k):
    """PyTorch's own bool-mask conversion for cuDNN (bf16 -65536 instead of -inf)."""
    return torch.where(_bool_tril(q, k), 0.0, -65536.0).to(q.dtype)


def _bottom_right(q, k):
    i, j = _positions(q, k)
    return j <= i + (k.shape[-2] - q.shape[-2])


def _soft_bias(q, k):
    return torch.where(_bool_tril(q, k), 0.0, -1e4)


CAUSAL_MASKS = [_bool_tril, _hf_sdpa_mask, _additive_min, _additive_cudnn]


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("make_mask", CAUSAL_MASKS, ids=lambda f: f.__name__[1:])
def test_causal_masks_built_in_the_graph_become_causal(make_mask, dtype):
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(dtype)
    close(f(*args), fn(*args), dtype)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention"))]
    assert len(nodes) == 1 and op_arg(nodes[0], "causal") is True, graphs.code()
    assert torch.ops.prims.iota.default not in graphs.targets()  # the mask's subgraph is gone


@pytest.mark.parametrize("make_mask", [_soft_bias, "padding"],
                         ids=lambda f: f if isinstance(f, str) else f.__name__[1:])
def test_masks_that_are_not_provably_causal_stay(make_mask):
    """A finite bias, a mask that is a graph input (bands: test_attention_window.py)."""
    if make_mask == "padding":
        keep = torch.rand(2, 1, 1, 16) > 0.3
        keep[..., 0] = True

        def fn(q, k, v, keep):
            return F.scaled_dot_product_attention(q, k, v, attn_mask=_bool_tril(q, k) & keep)
    else:
        keep = None

        def fn(q, k, v, keep):
            return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"])
    q, k, v = qkv(torch.float32)
    close(f(q, k, v, keep), fn(q, k, v, keep), torch.float32)
    assert graphs.count(cdna("attention")) == 0, graphs.code()


def test_causal_mask_training():
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=_hf_sdpa_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"])
    leaves = [[a.clone().requires_grad_() for a in qkv(torch.float32)] for _ in range(1)]
    leaves.append([a.detach().clone().requires_grad_() for a in leaves[0]])
    gy = torch.randn(2, 4, 16, 32)
    (f(*leaves[0]) * gy).sum().backward()
    (fn(*leaves[1]) * gy).sum().backward()
    assert graphs.count(cdna("attention")) == 1 and graphs.count(cdna("attention_backward")) == 1, graphs.code()
    for a, b in zip(*leaves):
        close(a.grad, b.grad, torch.float32)


# ---------------------------------------------------------------- the math fallback (decomposed SDPA)

@pytest.mark.parametrize("causal,gqa,dtype", [(True, True, torch.float32), (False, False, torch.float32),
                                              (True, False, torch.bfloat16)],
                         ids=["causal_gqa_fp32", "plain_fp32", "causal_bf16"])
def test_math_fallback_inference(causal, gqa, dtype):
    """With only the math backend (what CUDA does for fp32 + GQA) no SDPA op reaches Inductor."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=gqa)
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(dtype, hkv=2 if gqa else 4)
    with sdpa_kernel(SDPBackend.MATH):
        close(f(*args), fn(*args), dtype)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention"))]
    assert len(nodes) == 1 and op_arg(nodes[0], "causal") is causal, graphs.code()
    assert op_arg(nodes[0], "enable_gqa") is gqa and torch.ops.aten.bmm.default not in graphs.targets()


def test_math_fallback_training_causal_gqa():
    from torch.nn.attention import SDPBackend

    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True, scale=0.3)
    _assert_training_substituted(fn, hkv=2, backend=SDPBackend.MATH)


def test_math_fallback_with_a_padding_mask_stays():
    from torch.nn.attention import SDPBackend, sdpa_kernel
    keep = torch.rand(2, 1, 1, 16) > 0.3
    keep[..., 0] = True

    def fn(q, k, v, keep):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=_bool_tril(q, k) & keep)
    f, graphs = compile_graphs(fn, fusions=["attention"])
    args = qkv(torch.float32)
    with sdpa_kernel(SDPBackend.MATH):
        close(f(*args, keep), fn(*args, keep), torch.float32)
    assert graphs.count(cdna("attention")) == 0, graphs.code()


@pytest.mark.parametrize("make_mask", CAUSAL_MASKS, ids=lambda f: f.__name__[1:])
def test_causal_masks_with_symbolic_sizes_become_causal(make_mask):
    """dynamic=True: the mask's sizes are symbols, so it is proven causal for every size by interpreting its
    index arithmetic (``_causal_symbolic``) instead of by evaluation."""
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"], dynamic=True)
    for s in (16, 11):
        args = qkv(torch.float32, s=s)
        close(f(*args), fn(*args), torch.float32)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("attention"))]
    assert len(nodes) == len(graphs) >= 1 and all(op_arg(n, "causal") is True for n in nodes), graphs.code()
    assert not any(isinstance(n.meta.get("val"), torch.Tensor) and n.meta["val"].dtype == torch.bool
                   for gm in graphs for n in gm.graph.nodes), "the mask's subgraph is gone"


def _strict(q, k):
    i, j = _positions(q, k)
    return j < i


@pytest.mark.parametrize("make_mask", [_bottom_right, _soft_bias, _strict],
                         ids=lambda f: f.__name__[1:])
def test_masks_with_symbolic_sizes_that_are_not_causal_stay(make_mask):
    """The symbolic proof refuses a diagonal left out (query 0 sees no key), an offset that is a size
    (bottom-right) and a finite bias; each still computes what eager does (bands: test_attention_window.py)."""
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=make_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"], dynamic=True)
    for s in (16, 11):
        q, k, v = qkv(torch.float32, s=s)
        q = q[:, :, : s // 2] if make_mask is _bottom_right else q
        out, ref = f(q, k, v), fn(q, k, v)
        torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4, equal_nan=True)  # _strict: row 0 is NaN
    assert graphs.count(cdna("attention")) == 0, graphs.code()


def test_causal_mask_with_symbolic_sizes_training():
    """dynamic=True training: the symbolic proof holds in the joint graph too (forward and backward kernels);
    gradients match eager at two lengths."""
    def fn(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=_hf_sdpa_mask(q, k))
    f, graphs = compile_graphs(fn, fusions=["attention"], dynamic=True)
    for s in (16, 11):
        leaves = [a.requires_grad_() for a in qkv(torch.float32, s=s)]
        twins = [a.detach().clone().requires_grad_() for a in leaves]
        gy = torch.randn(2, 4, s, 32)
        (f(*leaves) * gy).sum().backward()
        (fn(*twins) * gy).sum().backward()
        for a, b in zip(leaves, twins):
            close(a.grad, b.grad, torch.float32)
    assert graphs.count(cdna("attention")) >= 1 and graphs.count(cdna("attention_backward")) >= 1, graphs.code()
    assert graphs.count(cdna("attention")) == graphs.count(cdna("attention_backward"))
