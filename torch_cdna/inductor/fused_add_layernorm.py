"""Residual add followed by LayerNorm -> ``cdna::fused_add_layernorm`` (GPT-2, GPT-NeoX, Phi-2, Falcon-style
blocks: ``h = x + residual; y = ln(h)`` with ``h`` the next residual).

The fusion runs after ``layernorm`` and matches what that fusion left: ``cdna::layernorm(x + residual, w, b,
eps)``, where ``b`` binds a bias or None (``LayerNorm(bias=False)``). Every LayerNorm spelling and dtype
therefore reaches this single pattern, and training graphs are covered too: the joint pass turns LayerNorm
forward and backward into ``cdna::layernorm`` / ``cdna::layernorm_backward``, and in the partitioned forward
graph the add and norm fuse here (the sum, which the backward needs, is the op's second output). One
spelling, ``sum_reused``, returning the norm and the sum; it also matches where the sum feeds only the norm
(a model's final norm).

The op rounds ``x + residual`` to x's dtype and normalises that rounded sum, exactly what the unfused graph
computes; x and residual must have the same dtype and shape (no broadcasting, no promotion).

Example:
    >>> import torch, torch.nn.functional as F, torch_cdna.inductor as ti
    >>> def block(x, r, w, b):
    ...     h = x + r
    ...     return F.layer_norm(h, (h.shape[-1],), w, b, 1e-5), h
    >>> f = torch.compile(block, options=ti.options(["layernorm", "fused_add_layernorm"]))
"""

from __future__ import annotations

from typing import Any

import torch

from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, empty, register_spellings, value


def fused_add_layernorm_pattern_sum_reused(x, residual, weight, bias, eps):
    total = x + residual
    return torch.ops.cdna.layernorm.default(total, weight, bias, eps), total


def fused_add_layernorm_replacement_sum_reused(x, residual, weight, bias, eps):
    y, total = torch.ops.cdna.fused_add_layernorm.default(x, residual, weight, bias, eps)
    return y, total


def fused_add_layernorm_check(match: Any) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, residual, weight = (value(match, n) for n in ("x", "residual", "weight"))
    bias = value(match, "bias")  # None for LayerNorm(bias=False)
    tensors = [t for t in (x, residual, weight, bias) if t is not None]
    if not all(isinstance(t, torch.Tensor) for t in tensors):
        return "x, residual, weight or bias has no tensor metadata"
    if isinstance(match.kwargs.get("eps"), torch.fx.Node):
        return "eps is a graph value here, not a constant"
    if x.dtype != residual.dtype or x.shape != residual.shape:
        return (f"x {x.dtype}{tuple(x.shape)} and residual {residual.dtype}{tuple(residual.shape)} differ "
                "(the add broadcasts or promotes)")
    return _support.unsupported("fused_add_layernorm", *tensors,
                                args=_support.row_op_args("fused_add_layernorm", x, weight))


def _examples(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype),
            empty(64, dtype=dtype)]


def spellings() -> list[Spelling]:
    return [Spelling("sum_reused", fused_add_layernorm_pattern_sum_reused,
                     fused_add_layernorm_replacement_sum_reused, inputs=_examples, dtypes=(torch.bfloat16,),
                     scalars={"eps": SCALAR_SENTINELS["eps"]}, stages=("post_grad",))]


def register(stage: str, passes: Any) -> None:
    """Register the fused add + LayerNorm spellings for ``stage`` (post-grad only) into ``passes``."""
    register_spellings("fused_add_layernorm", spellings(), fused_add_layernorm_check, stage, passes)
