"""Softmax -> ``cdna::softmax(x, dim)`` (and ``cdna::softmax_backward`` in training graphs).

``torch.softmax(x, dim)`` / ``F.softmax`` / ``nn.Softmax`` reach the graph as ``aten._softmax(x, dim,
False)``; ``softmax(x, dim, dtype=torch.float32)`` (HF eager attention) as a cast followed by that op, so
the op matches on the fp32 tensor. ``half_to_float=True`` (a CUDA-only fused upcast) is not matched. The
fusion runs after ``attention``, so a softmax that belongs to an attention Inductor recognised as SDPA
has already become ``cdna::attention``.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda x: torch.softmax(x, -1), options=ti.options(["softmax"]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, empty, register_spellings, value


def softmax_pattern(x, dim):
    return torch.softmax(x, dim)


def softmax_replacement(x, dim):
    return torch.ops.cdna.softmax.default(x, dim)


def softmax_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, dim = value(match, "x"), match.kwargs.get("dim")
    if not isinstance(x, torch.Tensor) or x.dim() < 1:
        return "x is not a tensor of rank >= 1"
    if not isinstance(dim, int):
        return f"dim {dim!r} is not a constant int"
    for op in ("softmax", "softmax_backward") if stage == "joint" else ("softmax",):
        reason = _support.unsupported(op, x, args=_support.row_op_args(op, x, dim=dim))
        if reason:
            return reason
    return None


def _examples(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype)]


def spellings() -> list[Spelling]:
    return [Spelling("softmax", softmax_pattern, softmax_replacement, inputs=_examples,
                     dtypes=(torch.float32,), grads=((True,),), scalars={"dim": SCALAR_SENTINELS["dim"]})]


def register(stage: str, passes: Any) -> None:
    """Register the softmax spelling for ``stage`` into ``passes``."""
    register_spellings("softmax", spellings(), functools.partial(softmax_check, stage=stage), stage, passes)
