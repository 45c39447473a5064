"""SiLU-and-mul spellings become cdna::silu_mul / cdna::silu_and_mul, forward and backward."""

import pytest
import torch
import torch.nn.functional as F

from .helpers import cdna, compile_graphs

TOL = {torch.bfloat16: 3e-2, torch.float16: 4e-3, torch.float32: 1e-5}


def two_projections(a, b):
    return F.silu(a) * b


def two_projections_rhs(a, b):
    return b * F.silu(a)


def halves(x):
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


def chunk(x):
    a, b = x.chunk(2, dim=-1)
    return F.silu(a) * b


def chunk_twice(x):
    """One chunk call per half (gpu_check's spelling): still silu_and_mul, whose backward writes x's gradient
    in one piece (silu_mul's two half gradients would need cat + add)."""
    return F.silu(x.chunk(2, -1)[0]) * x.chunk(2, -1)[1]


def split(x):
    a, b = torch.split(x, x.shape[-1] // 2, dim=-1)
    return F.silu(a) * b


CASES = [(two_projections, "silu_mul", 2), (two_projections_rhs, "silu_mul", 2), (halves, "silu_and_mul", 1),
         (chunk, "silu_and_mul", 1), (split, "silu_and_mul", 1), (chunk_twice, "silu_and_mul", 1)]


def inputs(n, dtype, grad=False):
    shape = (3, 5, 48) if n == 2 else (3, 5, 96)
    return [torch.randn(shape, dtype=dtype).requires_grad_(grad) for _ in range(n)]


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
@pytest.mark.parametrize("fn,op,n", CASES, ids=[c[0].__name__ for c in CASES])
def test_inference(fn, op, n, dtype):
    f, graphs = compile_graphs(fn, fusions=["silu_and_mul"])
    args = inputs(n, dtype)
    close(f(*args), fn(*args), dtype)
    assert graphs.count(cdna(op)) == 1, graphs.code()
    assert torch.ops.aten.exp.default not in graphs.targets()


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("fn,op,n", [CASES[0], CASES[3], CASES[5]], ids=["two_projections", "chunk", "chunk_twice"])
def test_training(fn, op, n, dtype):
    f, graphs = compile_graphs(fn, fusions=["silu_and_mul"])
    args = inputs(n, dtype)
    leaves = [[a.clone().requires_grad_() for a in args] for _ in range(2)]
    gy = torch.randn_like(fn(*args).float())
    (f(*leaves[0]).float() * gy).sum().backward()
    (fn(*leaves[1]).float() * gy).sum().backward()
    assert graphs.count(cdna(op)) == 1 and graphs.count(cdna(op + "_backward")) == 1, graphs.code()
    for a, b in zip(*leaves):
        close(a.grad, b.grad, dtype)


def test_uneven_halves_are_not_packed():
    """x[..., :10] and x[..., 10:20] are not the halves of x: two-tensor silu_mul, never silu_and_mul."""
    def uneven(x):
        return F.silu(x[..., :10]) * x[..., 10:20]

    f, graphs = compile_graphs(uneven, fusions=["silu_and_mul"])
    x = torch.randn(4, 40)
    torch.testing.assert_close(f(x), uneven(x))
    assert graphs.count(cdna("silu_and_mul")) == 0 and graphs.count(cdna("silu_mul")) == 1


def test_non_matches():
    """Broadcasting operands and a sigmoid that is not SiLU stay as they are."""
    def broadcast(a, b):
        return F.silu(a) * b[:1]

    def not_silu(a, b):
        return torch.sigmoid(a) * b

    for fn, args in ((broadcast, inputs(2, torch.float32)), (not_silu, inputs(2, torch.float32))):
        f, graphs = compile_graphs(fn, fusions=["silu_and_mul"])
        torch.testing.assert_close(f(*args), fn(*args))
        assert not {cdna("silu_mul"), cdna("silu_and_mul")} & graphs.targets(), fn.__name__
