"""Quantisation ops for fp8 and MXFP4 inference: ``cdna::quantize_fp8``, ``cdna::rmsnorm_quant_fp8`` and
``cdna::quantize_mxfp4`` (gfx950). Inference only: no gradient and no backward op; a backward through their
outputs raises a RuntimeError naming the op (``_no_grad.py``; forward calls on tensors that require grad run).

fp8 numerics (what the kernels match bit for bit, ``kernels/quantize.py``), in fp32:

- ``scale``: given (static, a one-element float tensor), or dynamic ``max(amax / fmax, floor)`` with ``amax``
  the max of ``|x|`` over the tensor (``granularity="tensor"``, shape [1]) or over each row (``"token"``,
  shape ``x.shape[:-1] + (1,)``); ``fmax`` is the dtype's largest finite value (240 e4m3fnuz, 448 e4m3fn,
  57344 e5m2/e5m2fnuz) and ``floor = 1 / (fmax * 512)`` (as vLLM's dynamic quantisation), so an all-zero row
  or tensor gets a finite, non-zero scale and ``1 / scale`` stays finite;
- ``q = (x * (1 / scale)).clamp(-fmax, fmax).to(dtype)``: the reciprocal and the product each rounded once
  (fp32), then round to nearest even into the fp8 format, which after the clamp never overflows.
- NaN/inf follow torch's ops: a NaN makes the dynamic amax, hence the scale and every code of its row
  (token) or tensor, NaN; an inf makes the scale inf, ``1 / scale`` 0, the inf's own code NaN (inf * 0) and
  the others 0; with a static scale a NaN gives a NaN code and an inf saturates to +-fmax. (The kernels take
  the amax over the bits as unsigned integers, where NaN ranks above inf, and keep NaN through the clamp.)
- ``dtype`` defaults per arch (``_fp8.default_fp8``: float8_e4m3fnuz on gfx942, float8_e4m3fn on gfx950);
  the kernels convert to their arch's formats only (``_fp8.ARCH_FP8``).

``rmsnorm_quant_fp8(x, weight, eps)`` is ``quantize_fp8(rmsnorm(x, weight, eps), granularity="token")``:
the normalised row rounded to x's dtype first (rmsnorm's output), then quantised; one kernel launch. With
``scale`` (a one-element tensor) it quantises with that static per-tensor scale instead (``scale_out`` is a
copy of it, shape [1]). ``divide=True`` computes ``(y / scale).clamp(-fmax, fmax).to(dtype)`` (the IEEE fp32
division, bit for bit torch's), the spelling of vLLM's and HF's fp8 references, instead of ``y * (1 / scale)``,
which can differ from it by one fp32 rounding and so, at an fp8 rounding boundary, by one code; the Inductor
fusion ``rmsnorm_quant`` (``torch_cdna/inductor/rmsnorm_quant.py``) substitutes the op for that spelling.

MXFP4 (OCP Microscaling v1.0, E2M1 elements, E8M0 scales, blocks of 32 along the last dim): per block
``E = clamp(floor(log2(amax)) - 2, -127, 127)`` (E2M1's emax is 2; an all-zero block: -127, the smallest
scale, never a zero or NaN scale), scale byte ``E + 127``, values ``x / 2^E`` rounded to nearest even onto
{0, 0.5, 1, 1.5, 2, 3, 4, 6} with saturation at 6, sign kept (``-0`` is code 8). Two values per byte, the
even-indexed one in the low nibble. A block holding a NaN or inf gets the E8M0 NaN scale (0xFF) and codes 0
(E2M1 has neither NaN nor inf; the spec leaves such blocks to the implementation).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> x = torch.tensor([[1.0, -2.0, 0.0, 448.0]])
    >>> with _config.override(ops_impl="reference", arch="gfx950"):
    ...     q, s = torch.ops.cdna.quantize_fp8(x, granularity="token")
    >>> q.dtype, s.tolist(), q.float().tolist()
    (torch.float8_e4m3fn, [[1.0]], [[1.0, -2.0, 0.0, 448.0]])
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from .. import _config
from ..errors import MissingKernel, RowTooLong
from ..runtime import device as rt_device
from . import _checks as C
from . import _fp8
from . import _layout
from . import kernels
from ._layout import output, rows, vector
from ._no_grad import refuse_gradients
from ._registry import OpDef, define
from .norms import check_rmsnorm, rmsnorm_reference

GRANULARITIES = ("tensor", "token")
MX_BLOCK = 32
_E2M1 = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def arch_of(x: torch.Tensor) -> str:
    """The arch whose fp8 formats an op on ``x`` produces: the ROCm device's, else the configured one."""
    if x.device.type == "cuda" and rt_device.is_rocm_build():
        return rt_device.target_arch(x.device)
    return rt_device.configured_arch()


def fp8_dtype(x: torch.Tensor, dtype: torch.dtype | None) -> torch.dtype:
    """``dtype`` or the default fp8 dtype of ``x``'s arch."""
    return dtype if dtype is not None else _fp8.default_fp8(arch_of(x))


def scale_floor(dtype: torch.dtype) -> float:
    """The smallest dynamic scale for ``dtype``: ``1 / (fmax * 512)``.

    >>> scale_floor(torch.float8_e4m3fn) == 1 / (448 * 512)
    True
    """
    return 1.0 / (_fp8.fp8_max(dtype) * 512.0)


# ---------------------------------------------------------------- references (pure PyTorch)

def _quantize_rows(x: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype, divide: bool = False) -> torch.Tensor:
    fmax = _fp8.fp8_max(dtype)
    if divide:
        return (x.float() / scale).clamp(-fmax, fmax).to(dtype)
    inv = torch.ones((), dtype=torch.float32, device=x.device) / scale
    return (x.float() * inv).clamp(-fmax, fmax).to(dtype)


def quantize_fp8_reference(x: torch.Tensor, *, scale: torch.Tensor | None = None, granularity: str = "tensor",
                           dtype: torch.dtype | None = None, divide: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    dtype = fp8_dtype(x, dtype)
    fmax, floor = _fp8.fp8_max(dtype), scale_floor(dtype)
    if scale is not None:
        s = scale.reshape(1).to(torch.float32).clone()
    elif granularity == "token":
        amax = x.abs().amax(-1, keepdim=True).float() if x.numel() else x.new_zeros((*x.shape[:-1], 1)).float()
        s = torch.clamp_min(amax / fmax, floor)
    else:
        amax = x.abs().amax().float().reshape(1) if x.numel() else torch.zeros(1, device=x.device)
        s = torch.clamp_min(amax / fmax, floor)
    return _quantize_rows(x, s, dtype, divide).contiguous(), s.contiguous()


def rmsnorm_quant_fp8_reference(x: torch.Tensor, weight: torch.Tensor, eps: float, *,
                                dtype: torch.dtype | None = None, scale: torch.Tensor | None = None,
                                divide: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    return quantize_fp8_reference(rmsnorm_reference(x, weight, eps), scale=scale,
                                  granularity="tensor" if scale is not None else "token",
                                  dtype=fp8_dtype(x, dtype), divide=divide)


def e2m1_codes(v: torch.Tensor) -> torch.Tensor:
    """E2M1 codes (uint8, 0..15) of float64 values: nearest, ties to the even code, saturating at +-6, sign kept.

    >>> e2m1_codes(torch.tensor([0.25, 0.75, 2.5, 5.0, 7.0, -1.0], dtype=torch.float64)).tolist()
    [0, 2, 4, 6, 7, 10]
    """
    mags = torch.tensor(_E2M1, dtype=torch.float64, device=v.device)
    a = v.abs().clamp_max(6.0)
    hi = torch.bucketize(a, mags).clamp(1, 7)
    lo = hi - 1
    d_lo, d_hi = a - mags[lo], mags[hi] - a
    code = torch.where((d_hi < d_lo) | ((d_hi == d_lo) & (hi % 2 == 0)), hi, lo)
    return (code | (torch.signbit(v).to(torch.int64) << 3)).to(torch.uint8)


def quantize_mxfp4_reference(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(packed E2M1 codes [..., K/2], E8M0 scales [..., K/32]) of x [..., K] (module docstring).

    >>> q, s = quantize_mxfp4_reference(torch.full((1, 32), 3.0))
    >>> s.tolist(), hex(q[0, 0].item())              # amax 3: E = 1 - 2 = -1, 3 / 2^-1 = 6 (code 7)
    ([[126]], '0x77')
    """
    k = x.shape[-1]
    blocks = x.double().reshape(*x.shape[:-1], k // MX_BLOCK, MX_BLOCK)
    amax = blocks.abs().amax(-1) if blocks.numel() else blocks.new_zeros(blocks.shape[:-1])
    _, e = torch.frexp(amax)                      # amax = m * 2^e, m in [0.5, 1): floor(log2) = e - 1
    shared = torch.where(amax > 0, e.to(torch.int64) - 1 - 2, torch.full_like(e, -127, dtype=torch.int64))
    shared = shared.clamp(-127, 127)
    finite = torch.isfinite(amax)                 # a NaN or inf in the block: scale NaN (0xFF), codes 0
    shared = torch.where(finite, shared, 0)
    scaled = torch.where(finite.unsqueeze(-1), torch.ldexp(blocks, -shared.unsqueeze(-1).to(torch.float64)), 0.0)
    codes = e2m1_codes(scaled).reshape(*x.shape[:-1], k // 2, 2)
    packed = codes[..., 0] | (codes[..., 1] << 4)
    scales = torch.where(finite, shared + 127, 0xFF).to(torch.uint8)
    return packed.contiguous(), scales.contiguous()


# ---------------------------------------------------------------- validation

def _check_x(op: str, x: torch.Tensor) -> None:
    C.check_float(op, "x", x)
    C.check_min_dim(op, "x", x, 1)
    if x.shape[-1] == 0:
        raise ValueError(f"cdna::{op}: x has an empty last dim (shape {list(x.shape)}); quantisation needs at "
                         f"least one value per row")


def _check_dtype(op: str, dtype: torch.dtype | None) -> None:
    if dtype is not None:
        _fp8.check_fp8_dtype(op, dtype)


def check_quantize_fp8(x: torch.Tensor, *, scale: torch.Tensor | None = None, granularity: str = "tensor",
                       dtype: torch.dtype | None = None) -> None:
    op = "quantize_fp8"
    _check_x(op, x)
    C.check_choice(op, "granularity", granularity, GRANULARITIES)
    _check_dtype(op, dtype)
    if scale is None:
        return
    if granularity != "tensor":
        raise ValueError(f"cdna::{op}: a given scale is a per-tensor (static) scale; granularity must be "
                         f"'tensor', got {granularity!r} (per-token scales are computed: pass scale=None)")
    C.check_device(op, "scale", scale, "x", x)
    if scale.numel() != 1 or not scale.is_floating_point():
        raise ValueError(f"cdna::{op}: scale must be a one-element floating-point tensor (the per-tensor "
                         f"scale); got shape {list(scale.shape)}, dtype {scale.dtype}")


def check_rmsnorm_quant_fp8(x: torch.Tensor, weight: torch.Tensor, eps: float, *,
                            dtype: torch.dtype | None = None, scale: torch.Tensor | None = None,
                            divide: bool = False) -> None:
    _check_x("rmsnorm_quant_fp8", x)
    if scale is not None:
        C.check_device("rmsnorm_quant_fp8", "scale", scale, "x", x)
        if scale.numel() != 1 or not scale.is_floating_point():
            raise ValueError(f"cdna::rmsnorm_quant_fp8: scale must be a one-element floating-point tensor (the "
                             f"static per-tensor scale); got shape {list(scale.shape)}, dtype {scale.dtype}")
    try:
        check_rmsnorm(x, weight, eps)
    except (TypeError, ValueError) as e:
        raise type(e)(str(e).replace("cdna::rmsnorm:", "cdna::rmsnorm_quant_fp8:")) from None
    _check_dtype("rmsnorm_quant_fp8", dtype)


def check_quantize_mxfp4(x: torch.Tensor) -> None:
    op = "quantize_mxfp4"
    _check_x(op, x)
    if x.shape[-1] % MX_BLOCK:
        raise ValueError(f"cdna::{op}: the last dim of x ({x.shape[-1]}) must be a multiple of {MX_BLOCK} "
                         f"(MX blocks of {MX_BLOCK} values share one scale); pad it")


# ---------------------------------------------------------------- fakes (metadata only)

def _token_shape(x: torch.Tensor) -> tuple[int, ...]:
    return (*x.shape[:-1], 1)


def quantize_fp8_fake(x, *, scale=None, granularity="tensor", dtype=None):
    check_quantize_fp8(x, scale=scale, granularity=granularity, dtype=dtype)
    dt = fp8_dtype(x, dtype)
    s_shape = _token_shape(x) if scale is None and granularity == "token" else (1,)
    return x.new_empty(x.shape, dtype=dt), x.new_empty(s_shape, dtype=torch.float32)


def rmsnorm_quant_fp8_fake(x, weight, eps, *, dtype=None, scale=None, divide=False):
    check_rmsnorm_quant_fp8(x, weight, eps, dtype=dtype, scale=scale)
    s_shape = _token_shape(x) if scale is None else (1,)
    return x.new_empty(x.shape, dtype=fp8_dtype(x, dtype)), x.new_empty(s_shape, dtype=torch.float32)


def quantize_mxfp4_fake(x):
    check_quantize_mxfp4(x)
    k = x.shape[-1]
    return (x.new_empty((*x.shape[:-1], k // 2), dtype=torch.uint8),
            x.new_empty((*x.shape[:-1], k // MX_BLOCK), dtype=torch.uint8))


# ---------------------------------------------------------------- kernel launches (see kernels/__init__.py)

def _bytes_out(shape: tuple, like: torch.Tensor) -> torch.Tensor:
    """A fresh uint8 output; poisoned with 0xFF (E8M0 NaN, E2M1 -6, -6) under ``poisoned_outputs``."""
    out = like.new_empty(shape, dtype=torch.uint8)
    return out.fill_(0xFF) if _layout._poison else out


def _fp8_outputs(x: torch.Tensor, dtype: torch.dtype, s_shape: tuple) -> tuple:
    q = output(tuple(x.shape), x, dtype)
    s = output(s_shape, x, torch.float32)
    return q, s


def quantize_fp8_launch(launcher, x, *, scale=None, granularity="tensor", dtype=None):
    dt = fp8_dtype(x, dtype)
    token = scale is None and granularity == "token"
    q, s = _fp8_outputs(x, dt, _token_shape(x) if token else (1,))
    fmax, floor = _fp8.fp8_max(dt), scale_floor(dt)
    if x.numel() == 0:
        if scale is not None:
            s.copy_(scale.reshape(1))
        elif not token:
            s.fill_(floor)
        return q, s
    given = None if scale is None else scale.reshape(1).to(torch.float32).contiguous()
    launcher(rows(x), given, granularity, q.view(-1, x.shape[-1]), s.view(-1), fmax, floor)
    if given is not None:
        s.copy_(given)
    return q, s


def rmsnorm_quant_fp8_launch(launcher, x, weight, eps, *, dtype=None, scale=None, divide=False):
    dt = fp8_dtype(x, dtype)
    q, s = _fp8_outputs(x, dt, _token_shape(x) if scale is None else (1,))
    given = None if scale is None else scale.reshape(1).to(torch.float32).contiguous()
    if x.numel():
        launcher(rows(x), vector(weight), float(eps), q.view(-1, x.shape[-1]), s.view(-1), _fp8.fp8_max(dt),
                 scale_floor(dt), scale=given, divide=bool(divide))
    if given is not None:
        s.copy_(given)
    return q, s


def quantize_mxfp4_launch(launcher, x):
    k = x.shape[-1]
    q = _bytes_out((*x.shape[:-1], k // 2), x)
    s = _bytes_out((*x.shape[:-1], k // MX_BLOCK), x)
    if x.numel():
        launcher(x.contiguous().view(-1, k), q.view(-1, k // 2), s.view(-1, k // MX_BLOCK))
    return q, s


def _row_check(op: str, rows_at: int = 0):
    """``kernel_check``: the row fits the row kernel's registers (rmsnorm's budget, ``kernels/quantize.py``)."""
    def kernel_check(arch: str, *args: Any, **kwargs: Any) -> None:
        x = args[rows_at]
        from .kernels import quantize as KQ
        from .kernels import rowops
        d = x.shape[-1]
        dt = rowops.DTYPE_NAMES.get(x.dtype)
        if dt is None or d <= rowops.max_row(KQ.ROW_OP, dt, aligned=False):
            return
        try:
            rowops.plan(d, dt, (d * x.element_size()) % 4 == 0, op=KQ.ROW_OP)
        except RowTooLong as e:
            raise MissingKernel(f"cdna::{op}: no kernel for rows of {d} {x.dtype} elements on arch {arch}: {e}. "
                                f"Set TORCH_CDNA_OPS_IMPL=reference to run the pure-PyTorch reference") from None
    kernel_check.__name__ = f"{op}_kernel_check"
    return kernel_check


# ---------------------------------------------------------------- registration

define(OpDef(
    "quantize_fp8",
    "quantize_fp8(Tensor x, *, Tensor? scale=None, str granularity=\"tensor\", ScalarType? dtype=None) "
    "-> (Tensor q, Tensor scale_out)",
    check_quantize_fp8, quantize_fp8_reference, quantize_fp8_fake, quantize_fp8_launch,
    kernel_check=_row_check("quantize_fp8")))
define(OpDef(
    "rmsnorm_quant_fp8",
    "rmsnorm_quant_fp8(Tensor x, Tensor weight, float eps, *, ScalarType? dtype=None, Tensor? scale=None, "
    "bool divide=False) -> (Tensor q, Tensor scale_out)",
    check_rmsnorm_quant_fp8, rmsnorm_quant_fp8_reference, rmsnorm_quant_fp8_fake, rmsnorm_quant_fp8_launch,
    kernel_check=_row_check("rmsnorm_quant_fp8")))
define(OpDef(
    "quantize_mxfp4", "quantize_mxfp4(Tensor x) -> (Tensor q, Tensor scales)",
    check_quantize_mxfp4, quantize_mxfp4_reference, quantize_mxfp4_fake, quantize_mxfp4_launch))
for _op in ("quantize_fp8", "rmsnorm_quant_fp8", "quantize_mxfp4"):
    refuse_gradients(_op, in_place=False)  # inference only: a backward through them raises naming the op
