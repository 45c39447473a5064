"""RMSNorm followed by fp8 quantisation -> ``cdna::rmsnorm_quant_fp8(..., divide=True)``.

The fusion runs after ``rmsnorm`` and ``fused_add_rmsnorm`` and matches what they left: ``cdna::rmsnorm(x, w,
eps)`` whose output is quantised the way vLLM's and HF's fp8 reference paths write it (``fmax`` the fp8
dtype's largest finite value: 448 for e4m3fn, 240 for e4m3fnuz)::

    h = y.to(torch.float32)                                        # y = the norm's output (x's dtype)
    q = (h / scale).clamp(-fmax, fmax).to(fp8)                     # "static": a given per-tensor scale
    # "token": a dynamic per-token scale, returned with the codes
    scale = (h.abs().amax(-1, keepdim=True) / fmax).clamp(min=1 / (fmax * 512))
    q = (h / scale).clamp(-fmax, fmax).to(fp8)

The replacement divides as the spelling does (``divide=True``: an IEEE fp32 division in the kernel), so the
codes and scales are bit for bit what the replaced graph computes from the same norm output
(``tests/ops/test_quant_divide.py`` checks the kernels on fp8 rounding ties; ``x * (1 / scale)``, the op's
default, would differ there by one code). Only these spellings (with exactly that floor, the clamp as one
``clamp``) are recognised; other floors, a scale upper bound, or ``torch.finfo`` values of another fp8 dtype
keep their graph. A residual add before the norm stays ``cdna::fused_add_rmsnorm`` (which runs first) and its
quantisation stays Inductor's.

The check refuses a match whose fp8 dtype the configured (or device) arch cannot convert to (gfx942: the FNUZ
formats, gfx950: the OCP ones) and a static scale that is not a one-element fp32 tensor.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def norm_quant(x, w, s):
    ...     h = x.float()
    ...     y = w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype)
    ...     return (y.float() / s).clamp(-448.0, 448.0).to(torch.float8_e4m3fn)
    >>> f = torch.compile(norm_quant, options=ti.options(["rmsnorm", "rmsnorm_quant"]))
"""

from __future__ import annotations

from typing import Any

import torch

from ..ops import _fp8
from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, bind, empty, register_spellings, value

_F32 = torch.float32
FP8_DTYPES = (torch.float8_e4m3fn, torch.float8_e4m3fnuz)


def floor_of(fp8: torch.dtype) -> float:
    """The dynamic scale's floor the op uses (``quantize.scale_floor``)."""
    return 1.0 / (_fp8.fp8_max(fp8) * 512.0)


def rmsnorm_quant_pattern_static(x, weight, eps, scale, *, fp8):
    fmax = _fp8.fp8_max(fp8)
    y = torch.ops.cdna.rmsnorm.default(x, weight, eps)
    return (y.to(_F32) / scale).clamp(-fmax, fmax).to(fp8)


def rmsnorm_quant_replacement_static(x, weight, eps, scale, *, fp8):
    return torch.ops.cdna.rmsnorm_quant_fp8.default(x, weight, eps, dtype=fp8, scale=scale, divide=True)[0]


def rmsnorm_quant_pattern_token(x, weight, eps, *, fp8):
    fmax = _fp8.fp8_max(fp8)
    h = torch.ops.cdna.rmsnorm.default(x, weight, eps).to(_F32)
    scale = (h.abs().amax(-1, keepdim=True) / fmax).clamp(min=floor_of(fp8))
    return (h / scale).clamp(-fmax, fmax).to(fp8), scale


def rmsnorm_quant_replacement_token(x, weight, eps, *, fp8):
    q, scale = torch.ops.cdna.rmsnorm_quant_fp8.default(x, weight, eps, dtype=fp8, divide=True)
    return q, scale


def _arch_of(x: torch.Tensor) -> str:
    from ..ops.quantize import arch_of
    return arch_of(x)


def rmsnorm_quant_check(match: Any, fp8: torch.dtype) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, weight = value(match, "x"), value(match, "weight")
    if not isinstance(x, torch.Tensor) or not isinstance(weight, torch.Tensor):
        return "x or weight has no tensor metadata"
    if isinstance(match.kwargs.get("eps"), torch.fx.Node):
        return "eps is a graph value here, not a constant"
    if "scale" in match.kwargs:
        scale = value(match, "scale")
        if not isinstance(scale, torch.Tensor) or scale.numel() != 1 or scale.dtype != _F32:
            return f"the scale is not a one-element fp32 tensor ({getattr(scale, 'dtype', scale)!r})"
    if fp8 not in _fp8.arch_fp8(_arch_of(x)):
        return f"{_arch_of(x)} has no conversion to {fp8}"
    reason = _support.unsupported("rmsnorm_quant_fp8", x, weight, args=(x, weight, 0.0))
    return reason


def _examples_static(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype), empty(1)]


def _examples_token(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype)]


def spellings(fp8: torch.dtype) -> list[Spelling]:
    name = str(fp8).replace("torch.", "")
    eps = {"eps": SCALAR_SENTINELS["eps"]}
    return [
        Spelling(f"static/{name}", bind(rmsnorm_quant_pattern_static, ("x", "weight", "eps", "scale"), fp8=fp8),
                 bind(rmsnorm_quant_replacement_static, ("x", "weight", "eps", "scale"), fp8=fp8),
                 inputs=_examples_static, scalars=eps, stages=("post_grad",)),
        Spelling(f"token/{name}", bind(rmsnorm_quant_pattern_token, ("x", "weight", "eps"), fp8=fp8),
                 bind(rmsnorm_quant_replacement_token, ("x", "weight", "eps"), fp8=fp8),
                 inputs=_examples_token, scalars=eps, stages=("post_grad",)),
    ]


def register(stage: str, passes: Any) -> None:
    """Register the static and per-token spellings of every fp8 e4m3 dtype for ``stage`` (post-grad only)."""
    for fp8 in FP8_DTYPES:
        register_spellings("rmsnorm_quant", spellings(fp8), lambda m, fp8=fp8: rmsnorm_quant_check(m, fp8),
                           stage, passes)
