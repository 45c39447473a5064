"""Normalisation ops: ``cdna::rmsnorm``, ``cdna::fused_add_rmsnorm``, ``cdna::layernorm``,
``cdna::fused_add_layernorm`` and backwards.

Numerics (what the kernels must match): all math in fp32 (fp64 for fp64 inputs of the Python references),
the weight multiplied in fp32 before the single rounding to x's dtype; weight/bias may have another float
dtype than x (e.g. fp32 Gemma-style weights with bf16 activations). ``fused_add_rmsnorm`` and
``fused_add_layernorm`` round ``residual_out = x + residual`` to x's dtype first (as vLLM and HF do) and
normalise that rounded sum; their backwards are the plain norms' backward ops on it plus the residual gradient.
Gradients of weight and bias come back in each one's own dtype (``layernorm_backward``'s ``bias_dtype``).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> x, w = torch.randn(3, 16, dtype=torch.bfloat16), torch.ones(16)
    >>> with _config.override(ops_impl="reference"):
    ...     y, r = torch.ops.cdna.fused_add_rmsnorm(x, x, w, 1e-6)
    >>> y.dtype, torch.equal(r, x + x)
    (torch.bfloat16, True)
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from ._layout import output_like, rows, rows_like, rows_output, vector
from ._overloads import TENSOR_EPS
from ._registry import Autograd, OpDef, define
from ._row_limits import row_kernel_check


def acc_dtype(t: torch.Tensor) -> torch.dtype:
    """Accumulation dtype of the references: fp32, or fp64 for fp64 inputs (used by the float64 tests)."""
    return torch.float64 if t.dtype == torch.float64 else torch.float32


def _rows_of(x: torch.Tensor) -> torch.Tensor:
    return x.reshape(-1, x.shape[-1])


# ---------------------------------------------------------------- references (pure PyTorch)

def rmsnorm_reference(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    acc = acc_dtype(x)
    xf = x.to(acc)
    rstd = torch.rsqrt(xf.square().mean(-1, keepdim=True) + eps)
    return (xf * rstd * weight.to(acc)).to(x.dtype).contiguous()


def rmsnorm_backward_reference(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float
                               ) -> tuple[torch.Tensor, torch.Tensor]:
    acc = acc_dtype(x)
    xf, gf = x.to(acc), grad.to(acc)
    rstd = torch.rsqrt(xf.square().mean(-1, keepdim=True) + eps)
    u = gf * weight.to(acc)
    dx = rstd * (u - xf * rstd.square() * (u * xf).mean(-1, keepdim=True))
    dweight = _rows_of(gf * xf * rstd).sum(0)
    return dx.to(x.dtype).contiguous(), dweight.to(weight.dtype)


def fused_add_rmsnorm_reference(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
                                ) -> tuple[torch.Tensor, torch.Tensor]:
    total = (x + residual).contiguous()  # rounded to x's dtype, like vLLM/HF
    return rmsnorm_reference(total, weight, eps), total


def layernorm_reference(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, eps: float
                        ) -> torch.Tensor:
    acc = acc_dtype(x)
    xf = x.to(acc)
    var, mean = torch.var_mean(xf, -1, keepdim=True, correction=0)
    y = (xf - mean) * torch.rsqrt(var + eps) * weight.to(acc)
    if bias is not None:
        y = y + bias.to(acc)
    return y.to(x.dtype).contiguous()


def fused_add_layernorm_reference(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor,
                                  bias: torch.Tensor | None, eps: float) -> tuple[torch.Tensor, torch.Tensor]:
    total = (x + residual).contiguous()  # rounded to x's dtype, like fused_add_rmsnorm
    return layernorm_reference(total, weight, bias, eps), total


def layernorm_backward_reference(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float,
                                 bias_dtype: torch.dtype | None = None
                                 ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    acc = acc_dtype(x)
    xf, gf = x.to(acc), grad.to(acc)
    var, mean = torch.var_mean(xf, -1, keepdim=True, correction=0)
    rstd = torch.rsqrt(var + eps)
    xhat = (xf - mean) * rstd
    u = gf * weight.to(acc)
    dx = rstd * (u - u.mean(-1, keepdim=True) - xhat * (u * xhat).mean(-1, keepdim=True))
    dweight = _rows_of(gf * xhat).sum(0)
    dbias = _rows_of(gf).sum(0)
    return dx.to(x.dtype).contiguous(), dweight.to(weight.dtype), dbias.to(bias_dtype or weight.dtype)


# ---------------------------------------------------------------- validation

def _check_x_weight(op: str, x: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    C.check_float(op, "x", x)
    C.check_min_dim(op, "x", x, 1)
    C.check_float(op, "weight", weight)
    C.check_device(op, "weight", weight, "x", x)
    C.check_vector(op, "weight", weight, "x", x)
    C.check_eps(op, eps)


def _check_grad(op: str, grad: torch.Tensor, x: torch.Tensor) -> None:
    C.check_float(op, "grad", grad)
    C.check_device(op, "grad", grad, "x", x)
    C.check_same_dtype(op, "grad", grad, "x", x)
    C.check_same_shape(op, "grad", grad, "x", x)


_FLOATS = C.FLOAT_DTYPES


def _x_weight_ok(x: torch.Tensor, weight: torch.Tensor, eps: float) -> bool:
    """The common case of ``_check_x_weight`` but the device, in one expression (the per-call cost matters for
    small ops: ``shape[i]`` is cheaper than ``size(i)``); when it is False the detailed checks run and name the
    problem. A 0-d ``x`` raises IndexError here, which callers treat as False."""
    return (x.dtype in _FLOATS and weight.dtype in _FLOATS and weight.dim() == 1
            and weight.shape[0] == x.shape[-1] and eps >= 0)


# Each forward op has ``check_<op>`` and ``check_<op>_plain``: the same validation, except that the second runs
# only on tensors the dispatcher proved to share one device (``_autograd.py``) and skips device comparisons.

def check_rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    try:
        if _x_weight_ok(x, weight, eps) and weight.device == x.device:
            return
    except IndexError:  # a 0-d x (the schema guarantees tensors and floats)
        pass
    _check_x_weight("rmsnorm", x, weight, eps)


def check_rmsnorm_plain(x: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    try:
        if _x_weight_ok(x, weight, eps):
            return
    except IndexError:  # a 0-d x
        pass
    _check_x_weight("rmsnorm", x, weight, eps)


def check_rmsnorm_backward(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    _check_x_weight("rmsnorm_backward", x, weight, eps)
    _check_grad("rmsnorm_backward", grad, x)


def _check_residual(op: str, residual: torch.Tensor, x: torch.Tensor) -> None:
    C.check_float(op, "residual", residual)
    C.check_device(op, "residual", residual, "x", x)
    C.check_same_dtype(op, "residual", residual, "x", x)
    C.check_same_shape(op, "residual", residual, "x", x)


def _check_fused_add_rmsnorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    _check_x_weight("fused_add_rmsnorm", x, weight, eps)
    _check_residual("fused_add_rmsnorm", residual, x)


def check_fused_add_rmsnorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float) -> None:
    try:
        if (_x_weight_ok(x, weight, eps) and residual.dtype == x.dtype and residual.shape == x.shape
                and weight.device == x.device and residual.device == x.device):
            return
    except IndexError:  # a 0-d x
        pass
    _check_fused_add_rmsnorm(x, residual, weight, eps)


def check_fused_add_rmsnorm_plain(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float
                                  ) -> None:
    try:
        if _x_weight_ok(x, weight, eps) and residual.dtype == x.dtype and residual.shape == x.shape:
            return
    except IndexError:  # a 0-d x
        pass
    _check_fused_add_rmsnorm(x, residual, weight, eps)


def _check_layernorm(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, eps: float,
                     op: str = "layernorm") -> None:
    _check_x_weight(op, x, weight, eps)
    if bias is None:  # LayerNorm(bias=False)
        return
    C.check_float(op, "bias", bias)
    C.check_device(op, "bias", bias, "x", x)
    C.check_vector(op, "bias", bias, "x", x)


def check_layernorm(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, eps: float) -> None:
    try:
        if (bias is not None and _x_weight_ok(x, weight, eps) and bias.dtype in _FLOATS
                and bias.shape == weight.shape and weight.device == x.device and bias.device == x.device):
            return
    except IndexError:  # a 0-d x
        pass
    _check_layernorm(x, weight, bias, eps)


def check_layernorm_plain(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, eps: float) -> None:
    try:
        if (bias is not None and _x_weight_ok(x, weight, eps) and bias.dtype in _FLOATS
                and bias.shape == weight.shape):
            return
    except IndexError:  # a 0-d x
        pass
    _check_layernorm(x, weight, bias, eps)


def _check_fused_add_layernorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor,
                               bias: torch.Tensor | None, eps: float) -> None:
    _check_layernorm(x, weight, bias, eps, op="fused_add_layernorm")
    _check_residual("fused_add_layernorm", residual, x)


def check_fused_add_layernorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor,
                              bias: torch.Tensor | None, eps: float) -> None:
    try:
        if (bias is not None and _x_weight_ok(x, weight, eps) and bias.dtype in _FLOATS
                and bias.shape == weight.shape and residual.dtype == x.dtype and residual.shape == x.shape
                and weight.device == x.device and bias.device == x.device and residual.device == x.device):
            return
    except IndexError:  # a 0-d x
        pass
    _check_fused_add_layernorm(x, residual, weight, bias, eps)


def check_fused_add_layernorm_plain(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor,
                                    bias: torch.Tensor | None, eps: float) -> None:
    try:
        if (bias is not None and _x_weight_ok(x, weight, eps) and bias.dtype in _FLOATS
                and bias.shape == weight.shape and residual.dtype == x.dtype and residual.shape == x.shape):
            return
    except IndexError:  # a 0-d x
        pass
    _check_fused_add_layernorm(x, residual, weight, bias, eps)


def check_layernorm_backward(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float,
                             bias_dtype: torch.dtype | None = None) -> None:
    _check_x_weight("layernorm_backward", x, weight, eps)
    _check_grad("layernorm_backward", grad, x)
    if bias_dtype is not None and bias_dtype not in _FLOATS:
        raise TypeError(f"cdna::layernorm_backward: bias_dtype is {bias_dtype}; allowed: "
                        f"torch.bfloat16, torch.float16, torch.float32")


# ---------------------------------------------------------------- fakes (metadata only)

def _like(x: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    return torch.empty(x.shape, dtype=dtype or x.dtype, device=x.device)


def rmsnorm_fake(x, weight, eps):
    check_rmsnorm(x, weight, eps)
    return _like(x)


def rmsnorm_backward_fake(grad, x, weight, eps):
    check_rmsnorm_backward(grad, x, weight, eps)
    return _like(x), _like(weight)


def fused_add_rmsnorm_fake(x, residual, weight, eps):
    check_fused_add_rmsnorm(x, residual, weight, eps)
    return _like(x), _like(x)


def layernorm_fake(x, weight, bias, eps):
    check_layernorm(x, weight, bias, eps)
    return _like(x)


def fused_add_layernorm_fake(x, residual, weight, bias, eps):
    check_fused_add_layernorm(x, residual, weight, bias, eps)
    return _like(x), _like(x)


def layernorm_backward_fake(grad, x, weight, eps, bias_dtype=None):
    check_layernorm_backward(grad, x, weight, eps, bias_dtype)
    return _like(x), _like(weight), _like(weight, bias_dtype)


# ---------------------------------------------------------------- kernel launches (see kernels/__init__.py)

def rmsnorm_launch(launcher, x, weight, eps):
    out, x2, out2 = rows_like(x)
    if out.numel():
        launcher(x2, vector(weight), float(eps), out2)
    return out


def rmsnorm_backward_launch(launcher, grad, x, weight, eps):
    (dx, dx2), dweight = rows_output(x), output_like(weight)
    if dx.numel():
        launcher(rows(grad), rows(x), vector(weight), float(eps), dx2, dweight)
    else:
        dweight.zero_()
    return dx, dweight


def fused_add_rmsnorm_launch(launcher, x, residual, weight, eps):
    (out, x2, out2), (res, r2, res2) = rows_like(x), rows_like(residual)
    if out.numel():
        launcher(x2, r2, vector(weight), float(eps), out2, res2)
    return out, res


def layernorm_launch(launcher, x, weight, bias, eps):
    out, x2, out2 = rows_like(x)
    if out.numel():
        launcher(x2, vector(weight), None if bias is None else vector(bias), float(eps), out2)
    return out


def fused_add_layernorm_launch(launcher, x, residual, weight, bias, eps):
    (out, x2, out2), (res, r2, res2) = rows_like(x), rows_like(residual)
    if out.numel():
        launcher(x2, r2, vector(weight), None if bias is None else vector(bias), float(eps), out2, res2)
    return out, res


def layernorm_backward_launch(launcher, grad, x, weight, eps, bias_dtype=None):
    (dx, dx2), dweight, dbias = rows_output(x), output_like(weight), output_like(weight, bias_dtype)
    if dx.numel():
        launcher(rows(grad), rows(x), vector(weight), float(eps), dx2, dweight, dbias)
    else:
        dweight.zero_(), dbias.zero_()
    return dx, dweight, dbias


# ---------------------------------------------------------------- autograd formulas

# The rmsnorm formulas serve the ``tensor_eps`` overloads too: eps (a float, or the 0-d tensor) stays as it came,
# and ``ctx.cdna.rmsnorm_backward`` is the backward overload matching the forward's.

def _rmsnorm_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    x, weight, ctx.eps = inputs
    ctx.save_for_backward(x, weight)


def _rmsnorm_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    x, weight = ctx.saved_tensors
    dx, dweight = ctx.cdna.rmsnorm_backward(grad, x, weight, ctx.eps)
    need = ctx.needs_input_grad
    return (dx if need[0] else None), (dweight if need[1] else None), None


def _fused_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    _, _, weight, ctx.eps = inputs
    ctx.save_for_backward(output[1], weight)  # the rounded sum is what was normalised


def _fused_backward(ctx: Any, grad_y: torch.Tensor, grad_residual: torch.Tensor) -> tuple:
    total, weight = ctx.saved_tensors
    return _fused_grads(ctx, ctx.cdna.rmsnorm_backward(grad_y, total, weight, ctx.eps), grad_residual)


def _fused_grads(ctx: Any, norm_grads: tuple, grad_residual: torch.Tensor) -> tuple:
    """(dx, dresidual, dweight, None) of fused_add_rmsnorm from the norm's (dtotal, dweight): both addends get
    dtotal plus the gradient flowing into residual_out."""
    dtotal, dweight = norm_grads
    dtotal = dtotal + grad_residual
    need = ctx.needs_input_grad
    return (dtotal if need[0] else None), (dtotal if need[1] else None), (dweight if need[2] else None), None


def _layernorm_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    x, weight, bias, ctx.eps = inputs
    ctx.bias_dtype = None if bias is None else bias.dtype
    ctx.save_for_backward(x, weight)


def _layernorm_backward(ctx: Any, grad: torch.Tensor) -> tuple:
    x, weight = ctx.saved_tensors
    dx, dweight, dbias = torch.ops.cdna.layernorm_backward.default(grad, x, weight, ctx.eps, ctx.bias_dtype)
    need = ctx.needs_input_grad
    return (dx if need[0] else None), (dweight if need[1] else None), (dbias if need[2] else None), None


def _fused_layernorm_setup(ctx: Any, inputs: tuple, output: Any) -> None:
    _, _, weight, bias, ctx.eps = inputs
    ctx.bias_dtype = None if bias is None else bias.dtype
    ctx.save_for_backward(output[1], weight)  # the rounded sum is what was normalised


def _fused_layernorm_backward(ctx: Any, grad_y: torch.Tensor, grad_residual: torch.Tensor) -> tuple:
    """(dx, dresidual, dweight, dbias, None): ``layernorm_backward`` on the rounded sum, whose dx both addends
    get plus the gradient flowing into residual_out (as ``_fused_grads`` for fused_add_rmsnorm)."""
    total, weight = ctx.saved_tensors
    dtotal, dweight, dbias = torch.ops.cdna.layernorm_backward.default(grad_y, total, weight, ctx.eps,
                                                                       ctx.bias_dtype)
    dx, dresidual, dweight, _ = _fused_grads(ctx, (dtotal, dweight), grad_residual)
    return dx, dresidual, dweight, (dbias if ctx.needs_input_grad[3] else None), None


# ---------------------------------------------------------------- registration

# ``rmsnorm``, ``rmsnorm_backward`` and ``fused_add_rmsnorm`` have a ``tensor_eps`` overload: eps as a 0-d tensor,
# for compiled graphs where Dynamo passes a float attribute as a tensor input (dynamic=True). The float is read
# at run time, so the compiled graph never holds an unbacked SymFloat; the autograd formulas keep the tensor and
# call ``rmsnorm_backward.tensor_eps`` through ``ctx.cdna`` (``_overloads.py``). Same checks, numerics and
# kernels as the float overloads, whose definitions these reuse.
define(OpDef(
    "rmsnorm", "rmsnorm(Tensor x, Tensor weight, float eps) -> Tensor",
    check_rmsnorm, rmsnorm_reference, rmsnorm_fake, rmsnorm_launch,
    Autograd(_rmsnorm_setup, _rmsnorm_backward), kernel_check=row_kernel_check("rmsnorm", (0,)),
    check_plain=check_rmsnorm_plain, overloads=(TENSOR_EPS,)))
define(OpDef(
    "rmsnorm_backward",
    "rmsnorm_backward(Tensor grad, Tensor x, Tensor weight, float eps) -> (Tensor dx, Tensor dweight)",
    check_rmsnorm_backward, rmsnorm_backward_reference, rmsnorm_backward_fake, rmsnorm_backward_launch,
    kernel_check=row_kernel_check("rmsnorm_backward", (0, 1)), overloads=(TENSOR_EPS,)))
define(OpDef(
    "fused_add_rmsnorm",
    "fused_add_rmsnorm(Tensor x, Tensor residual, Tensor weight, float eps) -> (Tensor y, Tensor residual_out)",
    check_fused_add_rmsnorm, fused_add_rmsnorm_reference, fused_add_rmsnorm_fake, fused_add_rmsnorm_launch,
    Autograd(_fused_setup, _fused_backward), kernel_check=row_kernel_check("fused_add_rmsnorm", (0, 1)),
    check_plain=check_fused_add_rmsnorm_plain, overloads=(TENSOR_EPS,)))
define(OpDef(
    "layernorm", "layernorm(Tensor x, Tensor weight, Tensor? bias, float eps) -> Tensor",
    check_layernorm, layernorm_reference, layernorm_fake, layernorm_launch,
    Autograd(_layernorm_setup, _layernorm_backward), kernel_check=row_kernel_check("layernorm", (0,)),
    check_plain=check_layernorm_plain))
define(OpDef(
    "layernorm_backward",
    "layernorm_backward(Tensor grad, Tensor x, Tensor weight, float eps, ScalarType? bias_dtype=None) "
    "-> (Tensor dx, Tensor dweight, Tensor dbias)",
    check_layernorm_backward, layernorm_backward_reference, layernorm_backward_fake, layernorm_backward_launch,
    kernel_check=row_kernel_check("layernorm_backward", (0, 1))))
define(OpDef(
    "fused_add_layernorm",
    "fused_add_layernorm(Tensor x, Tensor residual, Tensor weight, Tensor? bias, float eps) "
    "-> (Tensor y, Tensor residual_out)",
    check_fused_add_layernorm, fused_add_layernorm_reference, fused_add_layernorm_fake, fused_add_layernorm_launch,
    Autograd(_fused_layernorm_setup, _fused_layernorm_backward),
    kernel_check=row_kernel_check("fused_add_layernorm", (0, 1)), check_plain=check_fused_add_layernorm_plain))
