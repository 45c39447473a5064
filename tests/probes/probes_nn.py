"""Probes of the Python-level entry points: ``torch_cdna.nn`` modules, ``None`` for a tensor argument of any
op, autograd in kernel mode (attention training, double backward, mixed-dtype layernorm gradients)."""

from __future__ import annotations

from typing import Any, Callable

import torch
import torch.nn.functional as F

import torch_cdna.nn as cnn
from torch_cdna import _config
from torch_cdna.errors import CdnaError
from torch_cdna.ops import OPS

from .model import Compared, Ctx, Either, MatchesReference, Probe, Raises
from .probes_ops import BF16_TOL, CHECK_ERRORS, FP32_TOL, SPECS, OpSpec, call



def _kernel_mode(fn: Callable[[Ctx], Any]) -> Callable[[Ctx], Any]:
    def probe(ctx: Ctx) -> Any:
        with _config.override(ops_impl="kernel"):
            return fn(ctx)
    return probe


# ------------------------------------------------------------------ None for a tensor argument

def _none_arg(spec: OpSpec, position: int) -> Callable[[Ctx], Any]:
    def probe(ctx: Ctx) -> Any:
        args, kwargs = spec.make(ctx, spec.dtype, 2)
        index = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)][position]
        args[index] = None
        return call(spec, args, kwargs)
    return probe


def _layernorm_without_bias(ctx: Ctx) -> Compared:
    """``bias=None``: a layernorm without bias (as F.layer_norm), or a clear refusal naming bias."""
    x, w = ctx.randn(3, 16), ctx.randn(16)
    with _config.override(ops_impl="kernel"):
        y = torch.ops.cdna.layernorm(x, w, None, 1e-5)
    return Compared([y], [F.layer_norm(x.double(), (16,), w.double(), None, 1e-5)])


def none_probes() -> list[Probe]:
    out = []
    for spec in SPECS:
        for position, name in enumerate(spec.tensor_names()):
            pid = f"{spec.id}.none_{name}"
            if spec.name == "layernorm" and name == "bias":
                out.append(Probe(pid, "op none", _layernorm_without_bias,
                                 Either(FP32_TOL, Raises(CHECK_ERRORS, ("bias",)))))
                continue
            out.append(Probe(pid, "op none", _none_arg(spec, position), Raises(CHECK_ERRORS, (name,))))
    return out


# ------------------------------------------------------------------ nn modules

def _rmsnorm_int(ctx: Ctx) -> Any:
    return cnn.RMSNorm(16)(torch.randint(0, 5, (3, 16), generator=ctx.rng))


def _rmsnorm_wrong_size(ctx: Ctx) -> Any:
    return cnn.RMSNorm(8)(ctx.randn(3, 16))


def _rmsnorm_two_dims(ctx: Ctx) -> Any:
    return cnn.RMSNorm((4, 16))


def _layernorm_no_bias(ctx: Ctx) -> Compared:
    m, x = cnn.LayerNorm(16, bias=False), ctx.randn(3, 16)
    with torch.no_grad():
        m.weight.copy_(ctx.randn(16))
    return Compared([m(x)], [F.layer_norm(x.double(), (16,), m.weight.double(), None, 1e-5)])


def _silu_and_mul_odd(ctx: Ctx) -> Any:
    return cnn.SiluAndMul()(ctx.randn(3, 15))


def _gelu_bad_approximate(ctx: Ctx) -> Any:
    return cnn.GeluAndMul(approximate="fast")(ctx.randn(3, 16))


def _gated_mlp_bad_activation(ctx: Ctx) -> Any:
    return cnn.GatedMLP(16, 32, activation="relu6")


def _gated_mlp_matches(ctx: Ctx) -> Compared:
    m, x = cnn.GatedMLP(16, 32), ctx.randn(2, 3, 16)
    g, u, d = m.gate_proj.weight.double(), m.up_proj.weight.double(), m.down_proj.weight.double()
    x64 = x.double()
    expected = (F.silu(x64 @ g.T) * (x64 @ u.T)) @ d.T
    with torch.no_grad():
        return Compared([m(x)], [expected])


def _sdpa_head_dims(ctx: Ctx) -> Any:
    q, v = ctx.randn(1, 2, 5, 64, dtype=torch.bfloat16), ctx.randn(1, 2, 5, 64, dtype=torch.bfloat16)
    return cnn.scaled_dot_product_attention(q, ctx.randn(1, 2, 5, 32, dtype=torch.bfloat16), v)


def _sdpa_gqa_groups(ctx: Ctx) -> Any:
    q, kv = ctx.randn(1, 3, 5, 64, dtype=torch.bfloat16), ctx.randn(1, 2, 5, 64, dtype=torch.bfloat16)
    return cnn.scaled_dot_product_attention(q, kv, kv, enable_gqa=True)


def _leaf(t: torch.Tensor) -> torch.Tensor:
    return t.detach().clone().requires_grad_()


def _attention_training(ctx: Ctx) -> Compared:
    """Forward + backward of cdna attention (bf16, kernel mode) against float64 SDPA gradients."""
    q, k, v, g = (ctx.randn(1, 2, 5, 64, dtype=torch.bfloat16) for _ in range(4))
    leaves = [_leaf(t) for t in (q, k, v)]
    cnn.ScaledDotProductAttention(is_causal=True)(*leaves).backward(g)
    ref = [_leaf(t.double()) for t in (q, k, v)]
    F.scaled_dot_product_attention(*ref, is_causal=True).backward(g.double())
    return Compared([t.grad for t in leaves], [t.grad for t in ref])


def _double_backward(ctx: Ctx) -> Compared:
    """A gradient penalty through rmsnorm: d/dw of |dL/dx|^2 must be right, or a clear error."""
    x, w = _leaf(ctx.randn(3, 16)), _leaf(ctx.randn(16))
    (gx,) = torch.autograd.grad(torch.ops.cdna.rmsnorm(x, w, 1e-5).pow(2).sum(), x, create_graph=True)
    (gw,) = torch.autograd.grad(gx.pow(2).sum(), w)
    x64, w64 = _leaf(x.detach().double()), _leaf(w.detach().double())
    y64 = x64 * torch.rsqrt(x64.pow(2).mean(-1, keepdim=True) + 1e-5) * w64
    (gx64,) = torch.autograd.grad(y64.pow(2).sum(), x64, create_graph=True)
    (gw64,) = torch.autograd.grad(gx64.pow(2).sum(), w64)
    return Compared([gw], [gw64])


def _layernorm_fp32_bias_grad(ctx: Ctx) -> Compared:
    """bf16 x and weight, fp32 bias: the bias gradient is a fp32 sum, not rounded to bf16."""
    x, w, b = ctx.randn(4, 16, dtype=torch.bfloat16), _leaf(ctx.randn(16, dtype=torch.bfloat16)), _leaf(ctx.randn(16))
    g = ctx.randn(4, 16, dtype=torch.bfloat16)
    torch.ops.cdna.layernorm(x, w, b, 1e-5).backward(g)
    return Compared([b.grad], [g.double().sum(0)])


FP32_GRAD = MatchesReference(rtol=1e-5, atol=1e-5)
SECOND_ORDER = Raises((RuntimeError, CdnaError), ("cdna::rmsnorm",))


def nn_probes() -> list[Probe]:
    def p(pid: str, fn: Callable, expect: Any, xfail: str | None = None) -> Probe:
        return Probe(f"nn.{pid}", "nn / autograd", _kernel_mode(fn), expect, xfail=xfail)
    return [
        p("rmsnorm_int_input", _rmsnorm_int, Raises(CHECK_ERRORS, ("x", "int64"))),
        p("rmsnorm_wrong_size", _rmsnorm_wrong_size, Raises(CHECK_ERRORS, ("weight",))),
        p("rmsnorm_two_normalized_dims", _rmsnorm_two_dims, Raises(CHECK_ERRORS, ("normalized_shape",))),
        p("layernorm_no_bias", _layernorm_no_bias, FP32_TOL),
        p("silu_and_mul_odd_width", _silu_and_mul_odd, Raises(CHECK_ERRORS, ("x", "even"))),
        p("gelu_and_mul_bad_approximate", _gelu_bad_approximate, Raises(CHECK_ERRORS, ("approximate", "fast"))),
        p("gated_mlp_bad_activation", _gated_mlp_bad_activation, Raises(CHECK_ERRORS, ("activation", "relu6"))),
        p("gated_mlp_matches", _gated_mlp_matches, MatchesReference(rtol=1e-4, atol=1e-4)),
        p("sdpa_head_dim_mismatch", _sdpa_head_dims, Raises(CHECK_ERRORS, ("k",))),
        p("sdpa_gqa_indivisible_heads", _sdpa_gqa_groups, Raises(CHECK_ERRORS, ("head",))),
        p("attention_training_kernel_mode", _attention_training, MatchesReference(rtol=3e-2, atol=3e-2)),
        p("double_backward_rmsnorm", _double_backward, Either(FP32_GRAD, SECOND_ORDER)),
        p("layernorm_fp32_bias_grad", _layernorm_fp32_bias_grad, FP32_GRAD),
    ]


def probes() -> list[Probe]:
    return none_probes() + nn_probes()
