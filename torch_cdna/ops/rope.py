"""Rotary position embedding: ``cdna::rope(x, cos, sin, interleaved)`` and ``cdna::rope_backward``.

x is [..., D] (D even) in any layout: [B, S, H, D] (BSHD) or [B, H, S, D] (BHSD); cos/sin hold D/2
angles and broadcast to ``x.shape[:-1] + (D/2,)`` — e.g. [B, S, 1, D/2] for BSHD, [B, 1, S, D/2] for BHSD —
in any float dtype (often fp32). ``interleaved=False`` rotates the halves (x[..., :D/2], x[..., D/2:]) as
GPT-NeoX/Llama do; ``interleaved=True`` rotates pairs (x[..., 2i], x[..., 2i+1]) as GPT-J does.
The backward is the rotation by the opposite angle. cos/sin get no gradient (they are position tables):
asking for one raises.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> x = torch.randn(1, 4, 2, 8)
    >>> cos, sin = torch.ones(1, 4, 1, 4), torch.zeros(1, 4, 1, 4)
    >>> with _config.override(ops_impl="reference"):
    ...     torch.equal(torch.ops.cdna.rope(x, cos, sin, False), x)
    True
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from ._layout import dims4, output_like
from ._registry import Autograd, OpDef, define
from .norms import acc_dtype


def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool, sign: float
            ) -> torch.Tensor:
    acc = acc_dtype(x)
    xf, c, s = x.to(acc), cos.to(acc), sin.to(acc) * sign
    if interleaved:
        x1, x2 = xf[..., 0::2], xf[..., 1::2]
        out = torch.stack((x1 * c - x2 * s, x2 * c + x1 * s), -1).flatten(-2)
    else:
        half = x.shape[-1] // 2
        x1, x2 = xf[..., :half], xf[..., half:]
        out = torch.cat((x1 * c - x2 * s, x2 * c + x1 * s), -1)
    return out.to(x.dtype).contiguous()


def rope_reference(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> torch.Tensor:
    return _rotate(x, cos, sin, interleaved, 1.0)


def rope_backward_reference(grad: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool
                            ) -> torch.Tensor:
    return _rotate(grad, cos, sin, interleaved, -1.0)


def _angles_shape(x: torch.Tensor) -> tuple:
    return (*x.shape[:-1], x.shape[-1] // 2)


def _check(op: str, name: str, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
    C.check_float(op, name, x)
    C.check_min_dim(op, name, x, 1)
    if x.shape[-1] % 2 != 0:
        raise ValueError(f"cdna::{op}: the head dim (last dim) of {name} must be even; got shape "
                         f"{tuple(x.shape)}")
    target = _angles_shape(x)
    for arg_name, t in (("cos", cos), ("sin", sin)):
        C.check_float(op, arg_name, t)
        C.check_device(op, arg_name, t, name, x)
        C.check_broadcastable(op, arg_name, t, target, f"{name}.shape[:-1] + (D/2,)")


def _tables_ok(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> bool:
    """The common case of ``_check`` but the devices, in one expression: float dtypes, same-shaped tables of
    x.dim() dims with D/2 last and each leading dim 1 or x's (a 0-d x raises IndexError: callers treat it as
    False)."""
    xs, cs = x.shape, cos.shape
    if not (x.dtype in C.FLOAT_DTYPES and cos.dtype in C.FLOAT_DTYPES and sin.dtype in C.FLOAT_DTYPES
            and cs == sin.shape and len(cs) == len(xs) and cs[-1] * 2 == xs[-1]):
        return False
    if len(xs) == 4:  # unrolled for the usual [B, S, H, D] / [B, H, S, D]
        return ((cs[0] == 1 or cs[0] == xs[0]) and (cs[1] == 1 or cs[1] == xs[1])
                and (cs[2] == 1 or cs[2] == xs[2]))
    return all(c == 1 or c == s for c, s in zip(cs[:-1], xs[:-1]))


def check_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    try:
        if _tables_ok(x, cos, sin) and cos.device == x.device and sin.device == x.device:
            return
    except IndexError:  # a 0-d x
        pass
    _check("rope", "x", x, cos, sin)


def check_rope_plain(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    """``check_rope`` for tensors known to share one device (the Autograd kernel's plain path)."""
    try:
        if _tables_ok(x, cos, sin):
            return
    except IndexError:  # a 0-d x
        pass
    _check("rope", "x", x, cos, sin)


def check_rope_backward(grad: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    _check("rope_backward", "grad", grad, cos, sin)


def rope_fake(x, cos, sin, interleaved):
    check_rope(x, cos, sin, interleaved)
    return torch.empty(x.shape, dtype=x.dtype, device=x.device)


def rope_backward_fake(grad, cos, sin, interleaved):
    check_rope_backward(grad, cos, sin, interleaved)
    return torch.empty(grad.shape, dtype=grad.dtype, device=grad.device)


def rope_launch(launcher, x, cos, sin, interleaved):
    out = output_like(x)
    if not out.numel():
        return out
    if x.dim() == 4 and x.is_contiguous() and cos.dim() == 4 and cos.is_contiguous() and sin.is_contiguous():
        # the common case: 4-D x and tables with unit-stride last dims; only the broadcast views are made
        # (expand with ints: it parses faster than a shape tuple; -1 keeps D/2)
        s = x.shape
        launcher(x, cos.expand(s[0], s[1], s[2], -1), sin.expand(s[0], s[1], s[2], -1), out, bool(interleaved))
        return out
    target = _angles_shape(x)
    launcher(dims4(x), dims4(cos.expand(target)), dims4(sin.expand(target)), dims4(out), bool(interleaved))
    return out


def _setup(ctx: Any, inputs: tuple, output: torch.Tensor) -> None:
    x, cos, sin, ctx.interleaved = inputs
    if ctx.needs_input_grad[1] or ctx.needs_input_grad[2]:
        raise ValueError("cdna::rope: cos/sin require grad, but the rope op differentiates only x (cos/sin "
                         "are position tables); detach them (cos.detach(), sin.detach())")
    ctx.save_for_backward(cos, sin)


def _backward(ctx: Any, grad: torch.Tensor) -> tuple:
    cos, sin = ctx.saved_tensors
    return torch.ops.cdna.rope_backward.default(grad, cos, sin, ctx.interleaved), None, None, None


define(OpDef(
    "rope", "rope(Tensor x, Tensor cos, Tensor sin, bool interleaved) -> Tensor",
    check_rope, rope_reference, rope_fake, rope_launch, Autograd(_setup, _backward), check_plain=check_rope_plain))
define(OpDef(
    "rope_backward", "rope_backward(Tensor grad, Tensor cos, Tensor sin, bool interleaved) -> Tensor",
    check_rope_backward, rope_backward_reference, rope_backward_fake, rope_launch))
