"""``cdna::softmax(x, dim)`` and ``cdna::softmax_backward(grad, y, dim)``: fp32 math, output in x's dtype.

The kernels reduce over the last dim of "rows"; for another ``dim`` the op layer moves it last with an
explicit contiguous copy (and moves the result back), documented here because it costs a memory pass.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     float(torch.ops.cdna.softmax(torch.zeros(4), 0).sum())
    1.0
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from ._layout import output, rows, rows_like, rows_output
from ._registry import Autograd, OpDef, define
from ._row_limits import row_kernel_check
from .norms import acc_dtype


def softmax_reference(x: torch.Tensor, dim: int) -> torch.Tensor:
    return torch.softmax(x.to(acc_dtype(x)), dim).to(x.dtype).contiguous()


def softmax_backward_reference(grad: torch.Tensor, y: torch.Tensor, dim: int) -> torch.Tensor:
    acc = acc_dtype(y)
    gf, yf = grad.to(acc), y.to(acc)
    return (yf * (gf - (gf * yf).sum(dim, keepdim=True))).to(y.dtype).contiguous()


def check_softmax(x: torch.Tensor, dim: int) -> None:
    if x.dtype in C.FLOAT_DTYPES and -1 <= dim < x.dim():
        return
    C.check_float("softmax", "x", x)
    C.check_dim("softmax", dim, x.dim())


def check_softmax_backward(grad: torch.Tensor, y: torch.Tensor, dim: int) -> None:
    op = "softmax_backward"
    C.check_float(op, "y", y)
    C.check_dim(op, dim, y.dim())
    C.check_float(op, "grad", grad)
    C.check_device(op, "grad", grad, "y", y)
    C.check_same_dtype(op, "grad", grad, "y", y)
    C.check_same_shape(op, "grad", grad, "y", y)


def softmax_fake(x, dim):
    check_softmax(x, dim)
    return torch.empty(x.shape, dtype=x.dtype, device=x.device)


def softmax_backward_fake(grad, y, dim):
    check_softmax_backward(grad, y, dim)
    return torch.empty(y.shape, dtype=y.dtype, device=y.device)


def _last(t: torch.Tensor, dim: int) -> torch.Tensor:
    """``t`` with ``dim`` moved last (a view; ``rows`` copies it when the view is not row-strided)."""
    return t if dim == t.dim() - 1 or t.dim() == 0 else t.movedim(dim, -1)


def _launch(launcher, inputs: list[torch.Tensor], like: torch.Tensor, dim: int) -> torch.Tensor:
    dim = C.check_dim("softmax", dim, like.dim())
    moved = [_last(t, dim) for t in inputs]
    out = output(moved[0].shape, like)
    if out.numel():
        launcher(*(rows(t) for t in moved), out.view(-1, out.shape[-1] if out.dim() else 1))
    return out if out.dim() == 0 else out.movedim(-1, dim).contiguous()


def softmax_launch(launcher, x, dim):
    if dim == -1 or dim == x.dim() - 1:  # the common case: rows as they are, no moves
        out, x2, out2 = rows_like(x)
        if out.numel():
            launcher(x2, out2)
        return out
    return _launch(launcher, [x], x, dim)


def softmax_backward_launch(launcher, grad, y, dim):
    if dim == -1 or dim == y.dim() - 1:
        dx, dx2 = rows_output(y)
        if dx.numel():
            launcher(rows(grad), rows(y), dx2)
        return dx
    return _launch(launcher, [grad, y], y, dim)


def _setup(ctx: Any, inputs: tuple, output: torch.Tensor) -> None:
    ctx.dim = inputs[1]
    ctx.save_for_backward(output)


def _backward(ctx: Any, grad: torch.Tensor) -> tuple:
    (y,) = ctx.saved_tensors
    return torch.ops.cdna.softmax_backward.default(grad, y, ctx.dim), None


define(OpDef(
    "softmax", "softmax(Tensor x, int dim) -> Tensor",
    check_softmax, softmax_reference, softmax_fake, softmax_launch, Autograd(_setup, _backward),
    kernel_check=row_kernel_check("softmax", (0,), dim_at=1)))
define(OpDef(
    "softmax_backward", "softmax_backward(Tensor grad, Tensor y, int dim) -> Tensor",
    check_softmax_backward, softmax_backward_reference, softmax_backward_fake, softmax_backward_launch,
    kernel_check=row_kernel_check("softmax_backward", (0, 1), dim_at=2)))
