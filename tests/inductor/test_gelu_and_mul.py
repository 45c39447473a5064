"""GeLU-and-mul spellings (halves, chunk, split; exact and tanh) become cdna::gelu_and_mul, forward and
backward; two-tensor GeLU products and uneven slices never become the packed op (they are cdna::gelu_mul,
tested in test_gelu_mul.py)."""

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs
from .test_silu_and_mul import TOL, close


def halves(x, approximate):
    d = x.shape[-1] // 2
    return F.gelu(x[..., :d], approximate=approximate) * x[..., d:]


def chunk(x, approximate):
    a, b = x.chunk(2, dim=-1)
    return F.gelu(a, approximate=approximate) * b


def split(x, approximate):
    a, b = torch.split(x, x.shape[-1] // 2, dim=-1)
    return F.gelu(a, approximate=approximate) * b


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
@pytest.mark.parametrize("approximate", ["none", "tanh"])
@pytest.mark.parametrize("spelling", [halves, chunk, split], ids=lambda f: f.__name__)
def test_inference(spelling, approximate, dtype):
    def fn(x):
        return spelling(x, approximate)
    f, graphs = compile_graphs(fn, fusions=["gelu_and_mul"])
    x = torch.randn(3, 5, 96, dtype=dtype)
    close(f(x), fn(x), dtype)
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("gelu_and_mul"))]
    assert len(nodes) == 1 and nodes[0].args[1] == approximate, graphs.code()


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_training(approximate):
    def fn(x):
        return chunk(x, approximate)
    f, graphs = compile_graphs(fn, fusions=["gelu_and_mul"])
    x = torch.randn(4, 64)
    leaves = [x.clone().requires_grad_() for _ in range(2)]
    gy = torch.randn(4, 32)
    (f(leaves[0]) * gy).sum().backward()
    (fn(leaves[1]) * gy).sum().backward()
    assert graphs.count(cdna("gelu_and_mul")) == 1 and graphs.count(cdna("gelu_and_mul_backward")) == 1, \
        graphs.code()
    close(leaves[0].grad, leaves[1].grad, torch.float32)


def test_non_matches():
    """gelu(a) * b from two tensors and uneven slices are not gelu_and_mul (they are gelu_mul); silu is left
    alone."""
    def two_tensors(x):
        return F.gelu(x[0]) * x[1]

    def uneven(x):
        return F.gelu(x[..., :10]) * x[..., 10:20]

    def silu(x):
        return F.silu(x[..., :32]) * x[..., 32:]

    for fn in (two_tensors, uneven, silu):
        f, graphs = compile_graphs(fn, fusions=["gelu_and_mul"])
        x = torch.randn(2, 64)
        torch.testing.assert_close(f(x), fn(x))
        assert graphs.count(cdna("gelu_and_mul")) == 0, fn.__name__
        assert graphs.count(cdna("gelu_mul")) == (fn is not silu), fn.__name__


assert TOL  # shared tolerances
