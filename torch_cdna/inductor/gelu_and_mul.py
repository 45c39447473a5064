"""GeLU-and-mul -> ``cdna::gelu_and_mul(x, approximate)`` (one packed tensor, gate first).

Spellings, each for ``approximate`` "none" and "tanh": ``halves`` (``F.gelu(x[..., :d]) * x[..., d:]``),
``chunk`` (``a, b = x.chunk(2, -1)``) and ``split`` (``x.split(d, -1)``). There is no two-tensor GeLU op,
so ``F.gelu(a) * b`` from two projections stays as it is (``torch_cdna.nn.GatedMLP`` concatenates instead).
Training graphs get ``cdna::gelu_and_mul_backward`` from the op's autograd formula.

Example:
    >>> import torch, torch.nn.functional as F, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda x: F.gelu(x[..., :8], approximate="tanh") * x[..., 8:],
    ...                   options=ti.options(["gelu_and_mul"]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch
import torch.nn.functional as F

from . import _support
from ._patterns import Spelling, bind, empty, register_spellings, value

APPROXIMATIONS = ("none", "tanh")


def gelu_and_mul_pattern_halves(x, *, approximate):
    d = x.shape[-1] // 2
    return F.gelu(x[..., :d], approximate=approximate) * x[..., d:]


def gelu_and_mul_pattern_chunk(x, *, approximate):
    gate, up = x.chunk(2, -1)
    return F.gelu(gate, approximate=approximate) * up


def gelu_and_mul_pattern_split(x, *, approximate):
    gate, up = x.split(x.shape[-1] // 2, -1)
    return F.gelu(gate, approximate=approximate) * up


def gelu_and_mul_replacement(x, *, approximate):
    return torch.ops.cdna.gelu_and_mul.default(x, approximate)


def gelu_and_mul_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x = value(match, "x")
    if not isinstance(x, torch.Tensor) or x.dim() < 1:
        return "x is not a tensor of rank >= 1"
    for op in ("gelu_and_mul", "gelu_and_mul_backward") if stage == "joint" else ("gelu_and_mul",):
        reason = _support.unsupported(op, x)
        if reason:
            return reason
    return None


def _packed(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype)]


def spellings() -> list[Spelling]:
    out = []
    for name, search in (("halves", gelu_and_mul_pattern_halves), ("chunk", gelu_and_mul_pattern_chunk),
                         ("split", gelu_and_mul_pattern_split)):
        for approximate in APPROXIMATIONS:
            out.append(Spelling(
                f"{name}/{approximate}", bind(search, ("x",), approximate=approximate),
                bind(gelu_and_mul_replacement, ("x",), approximate=approximate), inputs=_packed,
                dtypes=(torch.bfloat16, torch.float32), grads=((True,),)))
    return out


def register(stage: str, passes: Any) -> None:
    """Register every GeLU-and-mul spelling for ``stage`` into ``passes``."""
    register_spellings("gelu_and_mul", spellings(), functools.partial(gelu_and_mul_check, stage=stage), stage,
                       passes)
