"""Residual add + RMSNorm becomes cdna::fused_add_rmsnorm (after the rmsnorm fusion), in inference and in the
forward graph of training; broadcasting/promoting adds and lone norms are not fused."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti

from .helpers import cdna, compile_graphs
from .test_rmsnorm import TOL, close, hf

FUSIONS = ["rmsnorm", "fused_add_rmsnorm"]


def block(x, r, w):  # HF decoder layer: residual + hidden, then the next norm; the sum is the next residual
    s = r + x
    return hf(s, w), s


def functional_last(x, r, w):  # the sum feeds only the norm (a model's final norm)
    return F.rms_norm(x + r, (x.shape[-1],), w, 1e-5)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
def test_block_fuses_and_matches(dtype):
    f, graphs = compile_graphs(block, fusions=FUSIONS)
    x, r, w = torch.randn(3, 5, 64, dtype=dtype), torch.randn(3, 5, 64, dtype=dtype), torch.randn(64, dtype=dtype)
    y, s = f(x, r, w)
    ry, rs = block(x, r, w)
    assert graphs.count(cdna("fused_add_rmsnorm")) == 1 and graphs.count(cdna("rmsnorm")) == 0, graphs.code()
    assert torch.equal(s, rs)
    close(y, ry, dtype)
    assert ti.stats()["fused_add_rmsnorm/sum_reused"] == 1


def test_sum_used_only_by_the_norm():
    f, graphs = compile_graphs(functional_last, fusions=FUSIONS)
    x, r, w = torch.randn(4, 64), torch.randn(4, 64), torch.randn(64)
    close(f(x, r, w), functional_last(x, r, w), torch.float32)
    assert graphs.count(cdna("fused_add_rmsnorm")) == 1 and graphs.count(cdna("rmsnorm")) == 0, graphs.code()


def layer(x, r, w):  # the sum is normalised and then added to what follows the norm (HF's next residual)
    s = r + x
    return s + torch.tanh(hf(s, w))


def test_training_forward_graph_fuses():
    f, graphs = compile_graphs(layer, fusions=FUSIONS)
    x, r, w = torch.randn(3, 64), torch.randn(3, 64), torch.randn(64)
    leaves = [[t.clone().requires_grad_() for t in (x, r, w)] for _ in range(2)]
    gy = torch.randn(3, 64)
    for fn, args in ((f, leaves[0]), (layer, leaves[1])):
        (fn(*args) * gy).sum().backward()
    assert graphs.count(cdna("fused_add_rmsnorm")) == 1 and graphs.count(cdna("rmsnorm_backward")) == 1, \
        graphs.code()
    for a, b in zip(*leaves):
        close(a.grad, b.grad, torch.float32)


@pytest.mark.parametrize("case", ["broadcast", "promote", "no_add", "rmsnorm_disabled"])
def test_non_matches(case):
    x, r, w = torch.randn(3, 64), torch.randn(3, 64), torch.randn(64)
    fusions, fn = FUSIONS, block
    if case == "broadcast":
        r = torch.randn(64)
    elif case == "promote":
        x = x.to(torch.bfloat16)
    elif case == "no_add":
        def fn(x, r, w):
            return hf(x * r, w), x * r
    else:
        fusions = ["fused_add_rmsnorm"]  # it builds on the rmsnorm fusion's output
    f, graphs = compile_graphs(fn, fusions=fusions)
    for a, b in zip(f(x, r, w), fn(x, r, w)):
        close(a, b, torch.bfloat16)
    assert graphs.count(cdna("fused_add_rmsnorm")) == 0, graphs.code()
    if case in ("broadcast", "promote"):
        assert any("residual" in reason for reason in ti._log.REJECTS), dict(ti._log.REJECTS)


def _block_tensor_eps(x, r, w, eps):  # what Dynamo makes of an unspecialised float eps: a 0-d float64 input
    s = r + x
    h = s.float()
    return w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps.to(torch.float32))).to(s.dtype), s


def test_tensor_eps_block_fuses_and_matches():
    """eps as a 0-d tensor input (dynamic=True): cdna::fused_add_rmsnorm.tensor_eps, another eps value and
    another length reuse the graph."""
    f, graphs = compile_graphs(_block_tensor_eps, fusions=FUSIONS, dynamic=True)
    with torch.no_grad():
        for value, rows in ((0.25, 5), (3.0, 7)):
            x, r, w = torch.randn(rows, 64), torch.randn(rows, 64), torch.randn(64)
            eps = torch.tensor(value, dtype=torch.float64)
            (y, s), (ry, rs) = f(x, r, w, eps), _block_tensor_eps(x, r, w, eps)
            assert torch.equal(s, rs)
            close(y, ry, torch.float32)
    assert len(graphs) == 1 and graphs.count(torch.ops.cdna.fused_add_rmsnorm.tensor_eps) == 1, graphs.code()
    assert graphs.count(torch.ops.cdna.rmsnorm.tensor_eps) == 0


def test_tensor_eps_overload_gradients_match_the_float_one():
    """fused_add_rmsnorm.tensor_eps's autograd formula (rmsnorm_backward.tensor_eps on the rounded sum) gives
    the float overload's gradients."""
    x, r, w = torch.randn(3, 64), torch.randn(3, 64), torch.randn(64)
    gy, gs = torch.randn(3, 64), torch.randn(3, 64)
    grads = []
    for op, eps in ((torch.ops.cdna.fused_add_rmsnorm.tensor_eps, torch.tensor(0.5, dtype=torch.float64)),
                    (torch.ops.cdna.fused_add_rmsnorm.default, 0.5)):
        leaves = [t.clone().requires_grad_() for t in (x, r, w)]
        y, s = op(*leaves, eps)
        ((y * gy).sum() + (s * gs).sum()).backward()
        grads.append([t.grad for t in leaves])
    for a, b in zip(*grads):
        torch.testing.assert_close(a, b, rtol=0, atol=0)
    torch.library.opcheck(torch.ops.cdna.fused_add_rmsnorm.tensor_eps,
                          (x, r, w.requires_grad_(), torch.tensor(1e-5, dtype=torch.float64)))
