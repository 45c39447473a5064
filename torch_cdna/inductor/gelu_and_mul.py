"""GeLU-and-mul -> ``cdna::gelu_and_mul(x, approximate)`` (one packed tensor, gate first) or
``cdna::gelu_mul(a, b, approximate)`` (two tensors).

Spellings, each for ``approximate`` "none" and "tanh":

- ``two_projections``: ``F.gelu(a, approximate) * b`` (HF GemmaMLP ``act_fn(gate_proj(x)) * up_proj(x)``,
  Gemma 1/2/3 with ``gelu_pytorch_tanh``) and ``b * F.gelu(a, approximate)`` -> ``cdna::gelu_mul``;
- ``halves`` (``F.gelu(x[..., :d]) * x[..., d:]``), ``chunk`` (``a, b = x.chunk(2, -1)``) and ``split``
  (``x.split(d, -1)``) -> ``cdna::gelu_and_mul(x)``. The packed forms are registered first: they contain the
  two-tensor form, and ``gelu_and_mul_backward`` writes x's gradient in one piece (as silu_and_mul.py says).

Training graphs get ``cdna::gelu_and_mul_backward`` / ``gelu_mul_backward`` from the ops' autograd formulas.

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
from ._patterns import Spelling, bind, empty, register_spellings

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


def gelu_and_mul_pattern_two_projections(a, b, *, approximate):
    return F.gelu(a, approximate=approximate) * b


def gelu_and_mul_pattern_two_projections_rhs(a, b, *, approximate):
    return b * F.gelu(a, approximate=approximate)


def gelu_and_mul_replacement(x, *, approximate):
    return torch.ops.cdna.gelu_and_mul.default(x, approximate)


def gelu_mul_replacement(a, b, *, approximate):
    return torch.ops.cdna.gelu_mul.default(a, b, approximate)


def gelu_and_mul_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    return _support.gated_activation_unsupported(match, stage, ("gelu_and_mul", "gelu_and_mul_backward"),
                                                 ("gelu_mul", "gelu_mul_backward"))


def _packed(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype)]


def _pair(dtype: torch.dtype) -> list:
    return [empty(2, 8, 32, dtype=dtype), empty(2, 8, 32, dtype=dtype)]


# (name, search, replacement, argument names, example inputs, grad variants); packed forms first (they
# contain the two-tensor form)
_FORMS = (
    ("halves", gelu_and_mul_pattern_halves, gelu_and_mul_replacement, ("x",), _packed, ((True,),)),
    ("chunk", gelu_and_mul_pattern_chunk, gelu_and_mul_replacement, ("x",), _packed, ((True,),)),
    ("split", gelu_and_mul_pattern_split, gelu_and_mul_replacement, ("x",), _packed, ((True,),)),
    ("two_projections", gelu_and_mul_pattern_two_projections, gelu_mul_replacement, ("a", "b"), _pair,
     ((True, True),)),
    ("two_projections_rhs", gelu_and_mul_pattern_two_projections_rhs, gelu_mul_replacement, ("a", "b"), _pair,
     ((True, True),)),
)


def spellings() -> list[Spelling]:
    out = []
    for name, search, replacement, argnames, inputs, grads in _FORMS:
        for approximate in APPROXIMATIONS:
            out.append(Spelling(
                f"{name}/{approximate}", bind(search, argnames, approximate=approximate),
                bind(replacement, argnames, approximate=approximate), inputs=inputs,
                dtypes=(torch.bfloat16, torch.float32), grads=grads))
    return out


def register(stage: str, passes: Any) -> None:
    """Register every GeLU-and-mul spelling for ``stage`` into ``passes``."""
    register_spellings("gelu_and_mul", spellings(), functools.partial(gelu_and_mul_check, stage=stage), stage,
                       passes)
