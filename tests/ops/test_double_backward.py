"""Double backward through every cdna op with an autograd formula: the backward kernels have no derivative,
so differentiating a gradient (a gradient penalty: ``create_graph=True`` then backward through the
gradient) must raise a clear error naming the op, never return a gradient without the second-order term.
First-order gradients taken with ``create_graph=True`` keep their values."""

from __future__ import annotations

import random
from typing import Callable

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import rand

cdna = torch.ops.cdna


def _rows(d: int) -> torch.Tensor:
    return rand((3, d), torch.float32)


def _vec(d: int) -> torch.Tensor:
    return rand((d,), torch.float32) + 1


def _rope_tables(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    angles = rand((*x.shape[:-1], x.shape[-1] // 2), torch.float32)
    return angles.cos(), angles.sin()


# name -> (make the differentiable inputs, the op applied to them returning one tensor)
CASES: dict[str, tuple[Callable[[], tuple], Callable[..., torch.Tensor]]] = {
    "rmsnorm": (lambda: (_rows(8), _vec(8)), lambda x, w: cdna.rmsnorm(x, w, 1e-6)),
    "rmsnorm.tensor_eps": (lambda: (_rows(8), _vec(8)),
                           lambda x, w: cdna.rmsnorm.tensor_eps(x, w, torch.tensor(1e-6))),
    "fused_add_rmsnorm": (lambda: (_rows(8), _rows(8), _vec(8)),
                          lambda x, r, w: sum(cdna.fused_add_rmsnorm(x, r, w, 1e-6))),
    "fused_add_rmsnorm.tensor_eps": (lambda: (_rows(8), _rows(8), _vec(8)),
                                     lambda x, r, w: sum(cdna.fused_add_rmsnorm.tensor_eps(x, r, w,
                                                                                           torch.tensor(1e-6)))),
    "layernorm": (lambda: (_rows(8), _vec(8), _vec(8)), lambda x, w, b: cdna.layernorm(x, w, b, 1e-5)),
    "fused_add_layernorm": (lambda: (_rows(8), _rows(8), _vec(8), _vec(8)),
                            lambda x, r, w, b: sum(cdna.fused_add_layernorm(x, r, w, b, 1e-5))),
    "silu_and_mul": (lambda: (_rows(8),), lambda x: cdna.silu_and_mul(x)),
    "gelu_and_mul": (lambda: (_rows(8),), lambda x: cdna.gelu_and_mul(x, "tanh")),
    "silu_mul": (lambda: (_rows(8), _rows(8)), lambda a, b: cdna.silu_mul(a, b)),
    "gelu_mul": (lambda: (_rows(8), _rows(8)), lambda a, b: cdna.gelu_mul(a, b, "tanh")),
    "gelu": (lambda: (_rows(8),), lambda x: cdna.gelu(x, approximate="tanh")),
    "softmax": (lambda: (_rows(8),), lambda x: cdna.softmax(x, -1)),
    "moe_topk_softmax": (lambda: (_rows(8),), lambda x: cdna.moe_topk_softmax(x, 2, renormalize=True)[0]),
    "moe_topk_sigmoid": (lambda: (_rows(8),), lambda x: cdna.moe_topk_sigmoid(x, 2, renormalize=True)[0]),
    "gemm": (lambda: (_rows(8), rand((8, 5), torch.float32), _vec(5)), lambda a, b, c: cdna.gemm(a, b, bias=c)),
    "rope": (lambda: (rand((1, 4, 2, 8), torch.float32),),
             lambda x: cdna.rope(x, *_rope_tables(x), False)),
    "qkv_rope": (lambda: (rand((1, 3, 3 * 2 * 8), torch.float32),),
                 lambda x: torch.cat([t.flatten() for t in cdna.qkv_rope(
                     x, *_rope_tables(torch.empty(1, 1, 3, 4)), 2, 2, 4, False, "per_head")])),
    "attention": (lambda: tuple(rand((1, 2, 4, 16), torch.float32) for _ in range(3)),
                  lambda q, k, v: cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=False)[0]),
    "fused_moe": (lambda: (_rows(8), rand((4, 10, 8), torch.float32), rand((4, 8, 5), torch.float32), _rows(2)),
                  lambda x, w13, w2, tw: cdna.fused_moe(x, w13, w2, tw, torch.tensor([[1, 0], [1, 2], [3, 1]]))),
    "varlen_attention": (lambda: tuple(rand((5, 2, 16), torch.float32) for _ in range(3)),
                         lambda q, k, v: cdna.varlen_attention(
                             q, k, v, *(torch.tensor([0, 2, 5], dtype=torch.int32),) * 2, 3, 3, causal=True)[0]),
}


def test_every_differentiable_overload_has_a_case():
    from torch_cdna.ops import _registry
    assert set(CASES) == ({name for name, op in _registry.OPS.items() if op.autograd is not None}
                          | {name for name, ov in _registry.OVERLOADS.items() if ov.op.autograd is not None})


def _penalty_inputs(name: str) -> tuple[list[torch.Tensor], torch.Tensor]:
    make, op = CASES[name]
    inputs = [t.requires_grad_() for t in make()]
    y = op(*inputs)
    return inputs, (y * y).sum()


@pytest.mark.parametrize("name", sorted(CASES))
def test_gradient_penalty_raises_instead_of_dropping_the_second_order_term(name):
    inputs, loss = _penalty_inputs(name)
    grads = torch.autograd.grad(loss, inputs, create_graph=True)
    # the penalty also depends on the inputs directly, so it requires grad even without the second-order term
    penalty = sum((g * g).sum() for g in grads) + sum((t * t).sum() for t in inputs)
    with pytest.raises(RuntimeError, match=rf"cdna::{name.replace('.', '[.]')}: differentiating its gradient"):
        penalty.backward()


@pytest.mark.parametrize("name", sorted(CASES))
def test_grad_of_the_gradient_alone_names_the_op(name):
    """``autograd.grad`` of a penalty on the gradients only, with respect to each input: the gradients must
    stay linked to the inputs in the graph, or autograd reports "appears to not have been used in the graph"
    instead of the op's error."""
    inputs, loss = _penalty_inputs(name)
    grads = torch.autograd.grad(loss, inputs, create_graph=True)
    penalty = sum((g * g).sum() for g in grads)
    for t in inputs:
        with pytest.raises(RuntimeError, match=rf"cdna::{name.replace('.', '[.]')}: differentiating its gradient"):
            torch.autograd.grad(penalty, t, retain_graph=True)


@pytest.mark.parametrize("name", sorted(CASES))
def test_first_order_gradients_are_unchanged_under_create_graph(name):
    make, op = CASES[name]
    values = make()
    seed = random.randrange(2**31)
    results = []
    for create_graph in (False, True):
        torch.manual_seed(seed)
        inputs = [t.detach().clone().requires_grad_() for t in values]
        y = op(*inputs)
        results.append(torch.autograd.grad((y * y).sum(), inputs, create_graph=create_graph))
    for plain, graphed in zip(*results):
        torch.testing.assert_close(graphed.detach(), plain, rtol=0, atol=0)


def test_a_saved_input_requiring_grad_is_enough_to_refuse():
    """The incoming gradient (ones) is constant; the weight saved by the forward is what the gradient depends
    on, so differentiating it needs the second-order term: refused."""
    w = _vec(8).requires_grad_()
    x = _rows(8)
    y = cdna.rmsnorm(x, w, 1e-6)
    g, = torch.autograd.grad(y.sum(), (w,), create_graph=True)
    assert g.requires_grad
    with pytest.raises(RuntimeError, match="cdna::rmsnorm: differentiating its gradient"):
        g.sum().backward()


def test_gradient_penalty_in_kernel_mode_raises_too():
    arch = random.choice(("gfx942", "gfx950"))
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        x, w = rand((2, 64), torch.bfloat16).requires_grad_(), (rand((64,), torch.bfloat16) + 1).requires_grad_()
        gx, = torch.autograd.grad(cdna.rmsnorm(x, w, 1e-6).float().square().sum(), (x,), create_graph=True)
        with pytest.raises(RuntimeError, match="cdna::rmsnorm: differentiating its gradient"):
            (gx.float().square().sum() + x.float().sum()).backward()
