"""Activations. Gated: ``cdna::silu_and_mul`` (x = [..., 2d], gate first, as vLLM's SiluAndMul),
``cdna::gelu_and_mul`` (approximate "none" | "tanh"), ``cdna::silu_mul`` and ``cdna::gelu_mul`` (two tensors,
as HF's LlamaMLP / GemmaMLP compute ``act(gate) * up``); plain: ``cdna::gelu(x, *, approximate)`` (as
``F.gelu``: GPT-2's ``gelu_new`` is "tanh", GPT-NeoX's "none"); and their closed-form backward ops. fp32 math,
outputs in the input dtype.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     torch.ops.cdna.silu_and_mul(torch.zeros(2, 8)).shape
    torch.Size([2, 4])
"""

from __future__ import annotations

import math
from typing import Any

import torch

from . import _checks as C
from ._layout import rows, rows_like, rows_output
from ._registry import Autograd, OpDef, define
from .norms import acc_dtype

APPROXIMATIONS = ("none", "tanh")
_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
_GELU_C = 0.044715


# ---------------------------------------------------------------- closed-form activation math (fp32/fp64)

def _silu_and_grad(g: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    s = torch.sigmoid(g)
    return g * s, s * (1 + g * (1 - s))


def _gelu_and_grad(g: torch.Tensor, approximate: str) -> tuple[torch.Tensor, torch.Tensor]:
    if approximate == "tanh":
        inner = _SQRT_2_OVER_PI * (g + _GELU_C * g * g * g)
        t = torch.tanh(inner)
        dinner = _SQRT_2_OVER_PI * (1 + 3 * _GELU_C * g * g)
        return 0.5 * g * (1 + t), 0.5 * (1 + t) + 0.5 * g * (1 - t * t) * dinner
    cdf = 0.5 * (1 + torch.erf(g * (1 / math.sqrt(2.0))))
    pdf = torch.exp(-0.5 * g * g) * (1 / math.sqrt(2 * math.pi))
    return g * cdf, cdf + g * pdf


def _halves(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    d = x.shape[-1] // 2
    xf = x.to(acc_dtype(x))
    return xf[..., :d], xf[..., d:]


# ---------------------------------------------------------------- references

def silu_and_mul_reference(x: torch.Tensor) -> torch.Tensor:
    gate, up = _halves(x)
    return (_silu_and_grad(gate)[0] * up).to(x.dtype).contiguous()


def silu_and_mul_backward_reference(grad: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    gate, up = _halves(x)
    act, dact = _silu_and_grad(gate)
    gf = grad.to(gate.dtype)
    return torch.cat((gf * up * dact, gf * act), -1).to(x.dtype)


def gelu_and_mul_reference(x: torch.Tensor, approximate: str) -> torch.Tensor:
    gate, up = _halves(x)
    return (_gelu_and_grad(gate, approximate)[0] * up).to(x.dtype).contiguous()


def gelu_and_mul_backward_reference(grad: torch.Tensor, x: torch.Tensor, approximate: str) -> torch.Tensor:
    gate, up = _halves(x)
    act, dact = _gelu_and_grad(gate, approximate)
    gf = grad.to(gate.dtype)
    return torch.cat((gf * up * dact, gf * act), -1).to(x.dtype)


def silu_mul_reference(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    acc = acc_dtype(a)
    return (_silu_and_grad(a.to(acc))[0] * b.to(acc)).to(a.dtype).contiguous()


def silu_mul_backward_reference(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor
                                ) -> tuple[torch.Tensor, torch.Tensor]:
    acc = acc_dtype(a)
    act, dact = _silu_and_grad(a.to(acc))
    gf = grad.to(acc)
    return (gf * b.to(acc) * dact).to(a.dtype).contiguous(), (gf * act).to(a.dtype).contiguous()


def gelu_mul_reference(a: torch.Tensor, b: torch.Tensor, approximate: str) -> torch.Tensor:
    acc = acc_dtype(a)
    return (_gelu_and_grad(a.to(acc), approximate)[0] * b.to(acc)).to(a.dtype).contiguous()


def gelu_mul_backward_reference(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor, approximate: str
                                ) -> tuple[torch.Tensor, torch.Tensor]:
    acc = acc_dtype(a)
    act, dact = _gelu_and_grad(a.to(acc), approximate)
    gf = grad.to(acc)
    return (gf * b.to(acc) * dact).to(a.dtype).contiguous(), (gf * act).to(a.dtype).contiguous()


def gelu_reference(x: torch.Tensor, *, approximate: str = "none") -> torch.Tensor:
    return _gelu_and_grad(x.to(acc_dtype(x)), approximate)[0].to(x.dtype).contiguous()


def gelu_backward_reference(grad: torch.Tensor, x: torch.Tensor, *, approximate: str = "none") -> torch.Tensor:
    acc = acc_dtype(x)
    return (grad.to(acc) * _gelu_and_grad(x.to(acc), approximate)[1]).to(x.dtype).contiguous()


# ---------------------------------------------------------------- validation

def _check_packed(op: str, x: torch.Tensor) -> None:
    C.check_float(op, "x", x)
    C.check_min_dim(op, "x", x, 1)
    if x.shape[-1] % 2 != 0:
        raise ValueError(f"cdna::{op}: the last dim of x must be even (x = [..., 2d], gate first); got "
                         f"shape {tuple(x.shape)}")


def _packed_grad_shape(x: torch.Tensor) -> tuple:
    return (*x.shape[:-1], x.shape[-1] // 2)


def _check_packed_grad(op: str, grad: torch.Tensor, x: torch.Tensor) -> None:
    _check_packed(op, x)
    C.check_float(op, "grad", grad)
    C.check_device(op, "grad", grad, "x", x)
    C.check_same_dtype(op, "grad", grad, "x", x)
    if grad.shape != _packed_grad_shape(x):
        raise ValueError(f"cdna::{op}: grad must have shape x.shape[:-1] + (x.shape[-1] // 2,) = "
                         f"{_packed_grad_shape(x)}; got {tuple(grad.shape)}")


def _packed_ok(x: torch.Tensor) -> bool:
    """The common case of ``_check_packed`` (a 0-d x raises IndexError: callers treat it as False)."""
    return x.dtype in C.FLOAT_DTYPES and x.shape[-1] % 2 == 0


def check_silu_and_mul(x: torch.Tensor) -> None:
    try:
        if _packed_ok(x):
            return
    except IndexError:  # a 0-d x
        pass
    _check_packed("silu_and_mul", x)


def check_silu_and_mul_backward(grad: torch.Tensor, x: torch.Tensor) -> None:
    _check_packed_grad("silu_and_mul_backward", grad, x)


def check_gelu_and_mul(x: torch.Tensor, approximate: str) -> None:
    try:
        if _packed_ok(x) and approximate in APPROXIMATIONS:
            return
    except IndexError:  # a 0-d x
        pass
    _check_packed("gelu_and_mul", x)
    C.check_choice("gelu_and_mul", "approximate", approximate, APPROXIMATIONS)


def check_gelu_and_mul_backward(grad: torch.Tensor, x: torch.Tensor, approximate: str) -> None:
    _check_packed_grad("gelu_and_mul_backward", grad, x)
    C.check_choice("gelu_and_mul_backward", "approximate", approximate, APPROXIMATIONS)


def _check_pair(op: str, a: torch.Tensor, b: torch.Tensor) -> None:
    C.check_float(op, "a", a)
    C.check_float(op, "b", b)
    C.check_device(op, "b", b, "a", a)
    C.check_same_dtype(op, "b", b, "a", a)
    C.check_same_shape(op, "b", b, "a", a)


def check_silu_mul(a: torch.Tensor, b: torch.Tensor) -> None:
    if not (a.dtype in C.FLOAT_DTYPES and b.dtype == a.dtype and b.shape == a.shape and b.device == a.device):
        _check_pair("silu_mul", a, b)


def check_silu_mul_plain(a: torch.Tensor, b: torch.Tensor) -> None:
    """``check_silu_mul`` for tensors known to share one device (the Autograd kernel's plain path)."""
    if not (a.dtype in C.FLOAT_DTYPES and b.dtype == a.dtype and b.shape == a.shape):
        _check_pair("silu_mul", a, b)


def _check_pair_grad(op: str, grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> None:
    _check_pair(op, a, b)
    C.check_float(op, "grad", grad)
    C.check_device(op, "grad", grad, "a", a)
    C.check_same_dtype(op, "grad", grad, "a", a)
    C.check_same_shape(op, "grad", grad, "a", a)


def check_silu_mul_backward(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> None:
    _check_pair_grad("silu_mul_backward", grad, a, b)


def check_gelu_mul(a: torch.Tensor, b: torch.Tensor, approximate: str) -> None:
    if not (a.dtype in C.FLOAT_DTYPES and b.dtype == a.dtype and b.shape == a.shape and b.device == a.device
            and approximate in APPROXIMATIONS):
        _check_pair("gelu_mul", a, b)
        C.check_choice("gelu_mul", "approximate", approximate, APPROXIMATIONS)


def check_gelu_mul_plain(a: torch.Tensor, b: torch.Tensor, approximate: str) -> None:
    """``check_gelu_mul`` for tensors known to share one device (the Autograd kernel's plain path)."""
    if not (a.dtype in C.FLOAT_DTYPES and b.dtype == a.dtype and b.shape == a.shape
            and approximate in APPROXIMATIONS):
        _check_pair("gelu_mul", a, b)
        C.check_choice("gelu_mul", "approximate", approximate, APPROXIMATIONS)


def check_gelu_mul_backward(grad: torch.Tensor, a: torch.Tensor, b: torch.Tensor, approximate: str) -> None:
    _check_pair_grad("gelu_mul_backward", grad, a, b)
    C.check_choice("gelu_mul_backward", "approximate", approximate, APPROXIMATIONS)


def check_gelu(x: torch.Tensor, *, approximate: str = "none") -> None:
    if not (x.dtype in C.FLOAT_DTYPES and approximate in APPROXIMATIONS):
        C.check_float("gelu", "x", x)
        C.check_choice("gelu", "approximate", approximate, APPROXIMATIONS)


def check_gelu_backward(grad: torch.Tensor, x: torch.Tensor, *, approximate: str = "none") -> None:
    C.check_float("gelu_backward", "x", x)
    C.check_float("gelu_backward", "grad", grad)
    C.check_device("gelu_backward", "grad", grad, "x", x)
    C.check_same_dtype("gelu_backward", "grad", grad, "x", x)
    C.check_same_shape("gelu_backward", "grad", grad, "x", x)
    C.check_choice("gelu_backward", "approximate", approximate, APPROXIMATIONS)


# ---------------------------------------------------------------- fakes

def _empty(shape: Any, like: torch.Tensor) -> torch.Tensor:
    return torch.empty(shape, dtype=like.dtype, device=like.device)


def silu_and_mul_fake(x):
    check_silu_and_mul(x)
    return _empty(_packed_grad_shape(x), x)


def silu_and_mul_backward_fake(grad, x):
    check_silu_and_mul_backward(grad, x)
    return _empty(x.shape, x)


def gelu_and_mul_fake(x, approximate):
    check_gelu_and_mul(x, approximate)
    return _empty(_packed_grad_shape(x), x)


def gelu_and_mul_backward_fake(grad, x, approximate):
    check_gelu_and_mul_backward(grad, x, approximate)
    return _empty(x.shape, x)


def silu_mul_fake(a, b):
    check_silu_mul(a, b)
    return _empty(a.shape, a)


def silu_mul_backward_fake(grad, a, b):
    check_silu_mul_backward(grad, a, b)
    return _empty(a.shape, a), _empty(a.shape, a)


def gelu_mul_fake(a, b, approximate):
    check_gelu_mul(a, b, approximate)
    return _empty(a.shape, a)


def gelu_mul_backward_fake(grad, a, b, approximate):
    check_gelu_mul_backward(grad, a, b, approximate)
    return _empty(a.shape, a), _empty(a.shape, a)


def gelu_fake(x, *, approximate="none"):
    check_gelu(x, approximate=approximate)
    return _empty(x.shape, x)


def gelu_backward_fake(grad, x, *, approximate="none"):
    check_gelu_backward(grad, x, approximate=approximate)
    return _empty(x.shape, x)


# ---------------------------------------------------------------- kernel launches

def silu_and_mul_launch(launcher, x):
    out, x2, out2 = rows_like(x, x.shape[-1] // 2)
    if out.numel():
        launcher(x2, out2)
    return out


def gelu_and_mul_launch(launcher, x, approximate):
    out, x2, out2 = rows_like(x, x.shape[-1] // 2)
    if out.numel():
        launcher(x2, out2, approximate)
    return out


def silu_mul_launch(launcher, a, b):
    out, a2, out2 = rows_like(a)
    if out.numel():
        launcher(a2, rows(b), out2)
    return out


def gelu_mul_launch(launcher, a, b, approximate):
    out, a2, out2 = rows_like(a)
    if out.numel():
        launcher(a2, rows(b), out2, approximate)
    return out


def silu_and_mul_backward_launch(launcher, grad, x):
    dx, dx2 = rows_output(x)
    if dx.numel():
        launcher(rows(grad), rows(x), dx2)
    return dx


def gelu_and_mul_backward_launch(launcher, grad, x, approximate):
    dx, dx2 = rows_output(x)
    if dx.numel():
        launcher(rows(grad), rows(x), dx2, approximate)
    return dx


def silu_mul_backward_launch(launcher, grad, a, b):
    (da, da2), (db, db2) = rows_output(a), rows_output(a)
    if da.numel():
        launcher(rows(grad), rows(a), rows(b), da2, db2)
    return da, db


def gelu_mul_backward_launch(launcher, grad, a, b, approximate):
    (da, da2), (db, db2) = rows_output(a), rows_output(a)
    if da.numel():
        launcher(rows(grad), rows(a), rows(b), da2, db2, approximate)
    return da, db


def gelu_launch(launcher, x, *, approximate="none"):
    out, x2, out2 = rows_like(x)
    if out.numel():
        launcher(x2, out2, approximate)
    return out


def gelu_backward_launch(launcher, grad, x, *, approximate="none"):
    dx, dx2 = rows_output(x)
    if dx.numel():
        launcher(rows(grad), rows(x), dx2, approximate)
    return dx


# ---------------------------------------------------------------- autograd formulas

def _save_x(ctx: Any, inputs: tuple, output: Any) -> None:
    ctx.save_for_backward(inputs[0])
    ctx.extra = inputs[1:]


def _silu_and_mul_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    (x,) = ctx.saved_tensors
    return (torch.ops.cdna.silu_and_mul_backward.default(grad, x),)


def _gelu_and_mul_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    (x,) = ctx.saved_tensors
    return torch.ops.cdna.gelu_and_mul_backward.default(grad, x, ctx.extra[0]), None


def _silu_mul_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    ctx.save_for_backward(*inputs)


def _silu_mul_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    a, b = ctx.saved_tensors
    da, db = torch.ops.cdna.silu_mul_backward.default(grad, a, b)
    need = ctx.needs_input_grad
    return (da if need[0] else None), (db if need[1] else None)


def _gelu_mul_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    ctx.save_for_backward(*inputs[:2])
    ctx.extra = inputs[2:]


def _gelu_mul_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    a, b = ctx.saved_tensors
    da, db = torch.ops.cdna.gelu_mul_backward.default(grad, a, b, ctx.extra[0])
    need = ctx.needs_input_grad
    return (da if need[0] else None), (db if need[1] else None), None


def _gelu_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    (x,) = ctx.saved_tensors
    return torch.ops.cdna.gelu_backward.default(grad, x, approximate=ctx.extra[0]), None


# ---------------------------------------------------------------- registration

define(OpDef(
    "silu_and_mul", "silu_and_mul(Tensor x) -> Tensor",
    check_silu_and_mul, silu_and_mul_reference, silu_and_mul_fake, silu_and_mul_launch,
    Autograd(_save_x, _silu_and_mul_backward)))
define(OpDef(
    "silu_and_mul_backward", "silu_and_mul_backward(Tensor grad, Tensor x) -> Tensor",
    check_silu_and_mul_backward, silu_and_mul_backward_reference, silu_and_mul_backward_fake,
    silu_and_mul_backward_launch))
define(OpDef(
    "gelu_and_mul", "gelu_and_mul(Tensor x, str approximate) -> Tensor",
    check_gelu_and_mul, gelu_and_mul_reference, gelu_and_mul_fake, gelu_and_mul_launch,
    Autograd(_save_x, _gelu_and_mul_backward)))
define(OpDef(
    "gelu_and_mul_backward", "gelu_and_mul_backward(Tensor grad, Tensor x, str approximate) -> Tensor",
    check_gelu_and_mul_backward, gelu_and_mul_backward_reference, gelu_and_mul_backward_fake,
    gelu_and_mul_backward_launch))
define(OpDef(
    "silu_mul", "silu_mul(Tensor a, Tensor b) -> Tensor",
    check_silu_mul, silu_mul_reference, silu_mul_fake, silu_mul_launch,
    Autograd(_silu_mul_setup, _silu_mul_backward), check_plain=check_silu_mul_plain))
define(OpDef(
    "silu_mul_backward", "silu_mul_backward(Tensor grad, Tensor a, Tensor b) -> (Tensor da, Tensor db)",
    check_silu_mul_backward, silu_mul_backward_reference, silu_mul_backward_fake, silu_mul_backward_launch))
define(OpDef(
    "gelu_mul", "gelu_mul(Tensor a, Tensor b, str approximate) -> Tensor",
    check_gelu_mul, gelu_mul_reference, gelu_mul_fake, gelu_mul_launch,
    Autograd(_gelu_mul_setup, _gelu_mul_backward), check_plain=check_gelu_mul_plain))
define(OpDef(
    "gelu_mul_backward",
    "gelu_mul_backward(Tensor grad, Tensor a, Tensor b, str approximate) -> (Tensor da, Tensor db)",
    check_gelu_mul_backward, gelu_mul_backward_reference, gelu_mul_backward_fake, gelu_mul_backward_launch))
define(OpDef(
    "gelu", 'gelu(Tensor x, *, str approximate="none") -> Tensor',
    check_gelu, gelu_reference, gelu_fake, gelu_launch, Autograd(_save_x, _gelu_backward)))
define(OpDef(
    "gelu_backward", 'gelu_backward(Tensor grad, Tensor x, *, str approximate="none") -> Tensor',
    check_gelu_backward, gelu_backward_reference, gelu_backward_fake, gelu_backward_launch))
