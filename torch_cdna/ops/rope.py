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

from . import _checks as C, _layout
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


# Signatures (x.shape, cos.shape, sin.shape, and the three dtypes) that ``_check`` accepted: the per-call check
# of a repeated signature is one set lookup (the shape arithmetic runs once per signature). The devices are
# not in it: ``check_rope`` compares them per call, the plain path knows them equal. Symbolic sizes
# (torch.compile with dynamic shapes) are unhashable and never cached. Bounded: cleared when full.
_ACCEPTED: set[tuple] = set()
_MAX_ACCEPTED = 1024


def _accept(op: str, name: str, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
    """``_check`` (devices included), then remember the signature."""
    _check(op, name, x, cos, sin)
    key = (x.shape, cos.shape, sin.shape, x.dtype, cos.dtype, sin.dtype)
    try:
        hash(key)
    except TypeError:  # symbolic sizes
        return
    if len(_ACCEPTED) >= _MAX_ACCEPTED:
        _ACCEPTED.clear()
    _ACCEPTED.add(key)


def _checked(op: str, name: str, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
    try:
        if ((x.shape, cos.shape, sin.shape, x.dtype, cos.dtype, sin.dtype) in _ACCEPTED
                and cos.device == x.device and sin.device == x.device):
            return
    except TypeError:  # symbolic sizes: checked every time
        pass
    except AttributeError:  # not a tensor (None): ``_check`` names the argument
        pass
    _accept(op, name, x, cos, sin)


def check_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    _checked("rope", "x", x, cos, sin)


def check_rope_plain(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    """``check_rope`` for real tensors known to share one device (the Autograd kernel's plain path)."""
    if (x.shape, cos.shape, sin.shape, x.dtype, cos.dtype, sin.dtype) not in _ACCEPTED:
        _accept("rope", "x", x, cos, sin)


def check_rope_backward(grad: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, interleaved: bool) -> None:
    _checked("rope_backward", "grad", grad, cos, sin)


def rope_fake(x, cos, sin, interleaved):
    check_rope(x, cos, sin, interleaved)
    return torch.empty(x.shape, dtype=x.dtype, device=x.device)


def rope_backward_fake(grad, cos, sin, interleaved):
    check_rope_backward(grad, cos, sin, interleaved)
    return torch.empty(grad.shape, dtype=grad.dtype, device=grad.device)


def rope_launch(launcher, x, cos, sin, interleaved):
    if x.is_contiguous() and x.dim() == 4:
        # the common case: x and the tables as they are (the launcher reads size-1 dims as broadcast and skips
        # an empty x), one allocation; output_like's steps inlined (its call and second contiguity test cost
        # about a tenth of a plain Library op)
        out = torch.empty_like(x)
        if _layout._poison:
            out.fill_(float("nan"))
        launcher(x, cos, sin, out, interleaved)
        return out
    out = output_like(x)
    if x.dim() <= 4:  # a strided 4-D x (views if D is unit-stride) or fewer dims (the tables align right)
        launcher(dims4(x), cos, sin, dims4(out), interleaved)
    else:  # leading dims folded into one: the tables are folded the same way
        target = _angles_shape(x)
        launcher(dims4(x), dims4(cos.expand(target)), dims4(sin.expand(target)), dims4(out), interleaved)
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
