"""Softmax becomes cdna::softmax (and cdna::softmax_backward in training); softmax inside a recognised
attention becomes cdna::attention instead; log_softmax is not a softmax."""

import math

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs
from .test_silu_and_mul import close


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
@pytest.mark.parametrize("dim", [-1, 1, 0])
def test_inference(dim, dtype):
    def fn(x):
        return torch.softmax(x, dim)
    f, graphs = compile_graphs(fn, fusions=["softmax"])
    x = torch.randn(3, 5, 40, dtype=dtype)
    close(f(x), fn(x), dtype)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("softmax"))]
    assert len(nodes) == 1 and nodes[0].args[1] in (dim, dim % 3), graphs.code()


def test_upcast_spelling_and_module():
    """HF eager attention's softmax(x, dtype=float32) and nn.Softmax."""
    def fn(x):
        return F.softmax(x, dim=-1, dtype=torch.float32).to(x.dtype) + torch.nn.Softmax(dim=0)(x)
    f, graphs = compile_graphs(fn, fusions=["softmax"])
    x = torch.randn(6, 32, dtype=torch.bfloat16)
    close(f(x), fn(x), torch.bfloat16)
    assert graphs.count(cdna("softmax")) == 2, graphs.code()


def test_training():
    def fn(x):
        return torch.softmax(x, -1)
    f, graphs = compile_graphs(fn, fusions=["softmax"])
    x = torch.randn(4, 48)
    leaves = [x.clone().requires_grad_() for _ in range(2)]
    gy = torch.randn(4, 48)
    (f(leaves[0]) * gy).sum().backward()
    (fn(leaves[1]) * gy).sum().backward()
    assert graphs.count(cdna("softmax")) == 1 and graphs.count(cdna("softmax_backward")) == 1, graphs.code()
    close(leaves[0].grad, leaves[1].grad, torch.float32)


def test_attention_softmax_goes_to_attention_and_log_softmax_is_left_alone():
    def explicit(q, k, v):
        return torch.softmax(q @ k.transpose(-2, -1) * (1 / math.sqrt(q.shape[-1])), dim=-1) @ v

    f, graphs = compile_graphs(explicit, fusions=["attention", "softmax"])
    q, k, v = (torch.randn(2, 4, 16, 32) for _ in range(3))
    close(f(q, k, v), explicit(q, k, v), torch.float32)
    assert graphs.count(cdna("attention")) == 1 and graphs.count(cdna("softmax")) == 0, graphs.code()

    f, graphs = compile_graphs(lambda x: torch.log_softmax(x, -1), fusions=["softmax"])
    x = torch.randn(3, 16)
    torch.testing.assert_close(f(x), torch.log_softmax(x, -1))
    assert graphs.count(cdna("softmax")) == 0


def test_float64_is_left_alone():
    f, graphs = compile_graphs(lambda x: torch.softmax(x, -1), fusions=["softmax"])
    x = torch.randn(3, 16, dtype=torch.float64)
    torch.testing.assert_close(f(x), torch.softmax(x, -1))
    assert graphs.count(cdna("softmax")) == 0
