"""Residual add followed by RMSNorm -> ``cdna::fused_add_rmsnorm`` (as HF decoder layers compute
``residual + hidden`` and then normalise it).

The fusion runs after ``rmsnorm`` and matches what that fusion left: ``cdna::rmsnorm(x + residual, w, eps)``.
Every RMSNorm spelling, upcast form and dtype therefore reaches this single pattern, and training graphs
are covered too: the joint pass turns RMSNorm forward and backward into ``cdna::rmsnorm`` /
``cdna::rmsnorm_backward``, and in the partitioned forward graph the add and norm fuse here (the sum, which
the backward needs, is the op's second output). One spelling, ``sum_reused``, returning the norm and the
sum; it also matches where the sum feeds only the norm (a model's last layer before the final norm).
``sum_reused_tensor_eps`` does the same after ``cdna::rmsnorm.tensor_eps`` (eps a 0-d tensor input, as
``dynamic=True`` can make it) and becomes ``cdna::fused_add_rmsnorm.tensor_eps``.

The op rounds ``x + residual`` to x's dtype and normalises that rounded sum, exactly what the unfused graph
computes; x and residual must have the same dtype and shape (no broadcasting, no promotion).

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def block(x, r, w):
    ...     s = x + r
    ...     h = s.float()
    ...     return w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)).to(s.dtype), s
    >>> f = torch.compile(block, options=ti.options(["rmsnorm", "fused_add_rmsnorm"]))
"""

from __future__ import annotations

from typing import Any

import torch

from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, empty, register_spellings, value
from .rmsnorm import eps_tensor_reason


def fused_add_rmsnorm_pattern_sum_reused(x, residual, weight, eps):
    total = x + residual
    return torch.ops.cdna.rmsnorm.default(total, weight, eps), total


def fused_add_rmsnorm_replacement_sum_reused(x, residual, weight, eps):
    y, total = torch.ops.cdna.fused_add_rmsnorm.default(x, residual, weight, eps)
    return y, total


def fused_add_rmsnorm_pattern_tensor_eps(x, residual, weight, eps_tensor):
    """After the rmsnorm fusion's ``tensor_eps`` spelling (eps a 0-d tensor input under ``dynamic=True``)."""
    total = x + residual
    return torch.ops.cdna.rmsnorm.tensor_eps(total, weight, eps_tensor), total


def fused_add_rmsnorm_replacement_tensor_eps(x, residual, weight, eps_tensor):
    y, total = torch.ops.cdna.fused_add_rmsnorm.tensor_eps(x, residual, weight, eps_tensor)
    return y, total


def fused_add_rmsnorm_check(match: Any) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, residual, weight = (value(match, n) for n in ("x", "residual", "weight"))
    if not all(isinstance(t, torch.Tensor) for t in (x, residual, weight)):
        return "x, residual or weight has no tensor metadata"
    if isinstance(match.kwargs.get("eps"), torch.fx.Node):
        return "eps is a graph value here, not a constant"
    reason = eps_tensor_reason(match)
    if reason:
        return reason
    if x.dtype != residual.dtype or x.shape != residual.shape:
        return (f"x {x.dtype}{tuple(x.shape)} and residual {residual.dtype}{tuple(residual.shape)} differ "
                "(the add broadcasts or promotes)")
    return _support.unsupported("fused_add_rmsnorm", x, residual, weight,
                                args=_support.row_op_args("fused_add_rmsnorm", x, weight))


def _examples(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), empty(2, 8, 64, dtype=dtype), empty(64, dtype=dtype)]


def _examples_tensor_eps(dtype: torch.dtype) -> list:
    return [*_examples(dtype), torch.tensor(SCALAR_SENTINELS["eps"], dtype=torch.float64)]


def spellings() -> list[Spelling]:
    return [Spelling("sum_reused", fused_add_rmsnorm_pattern_sum_reused, fused_add_rmsnorm_replacement_sum_reused,
                     inputs=_examples, dtypes=(torch.bfloat16,), scalars={"eps": SCALAR_SENTINELS["eps"]},
                     stages=("post_grad",)),
            Spelling("sum_reused_tensor_eps", fused_add_rmsnorm_pattern_tensor_eps,
                     fused_add_rmsnorm_replacement_tensor_eps, inputs=_examples_tensor_eps,
                     dtypes=(torch.bfloat16,), scalars={}, stages=("post_grad",))]


def register(stage: str, passes: Any) -> None:
    """Register the fused add + RMSNorm spellings for ``stage`` (post-grad only) into ``passes``."""
    register_spellings("fused_add_rmsnorm", spellings(), fused_add_rmsnorm_check, stage,
                       passes)
