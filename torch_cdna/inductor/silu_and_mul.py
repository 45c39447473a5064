"""SiLU-and-mul -> ``cdna::silu_and_mul`` (one packed tensor) or ``cdna::silu_mul`` (two tensors).

Spellings:

- ``two_projections``: ``F.silu(a) * b`` (HF LlamaMLP ``act_fn(gate_proj(x)) * up_proj(x)``) and
  ``b * F.silu(a)`` -> ``cdna::silu_mul(a, b)``;
- ``halves``: ``F.silu(x[..., :d]) * x[..., d:]`` with ``d = x.shape[-1] // 2`` (vLLM's SiluAndMul),
  ``chunk``: ``a, b = x.chunk(2, -1)`` (also ``chunk_twice``, one ``chunk`` call per half) and ``split``:
  ``x.split(d, -1)`` -> ``cdna::silu_and_mul(x)``.

Both halves of one tensor always become ``silu_and_mul(x)``, never ``silu_mul`` of the two halves: the
forward costs the same (the halves are row-strided views the kernel reads in place), but in training
``silu_and_mul_backward`` writes x's packed gradient directly, where ``silu_mul_backward`` returns two half
gradients that autograd must concatenate (a zero-filled ``cat`` per half plus an add for the two-chunk form).

bf16/fp16 graphs compute SiLU in fp32 (that is how PyTorch decomposes it), fp32 graphs without casts:
each spelling is traced once per structure. Training graphs get ``cdna::*_backward`` from the ops'
autograd formulas.

Example:
    >>> import torch, torch.nn.functional as F, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda a, b: F.silu(a) * b, options=ti.options(["silu_and_mul"]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch
import torch.nn.functional as F

from . import _support
from ._patterns import Spelling, empty, register_spellings

_DTYPES = (torch.bfloat16, torch.float32)


def silu_and_mul_pattern_two_projections(a, b):
    return F.silu(a) * b


def silu_and_mul_pattern_two_projections_rhs(a, b):
    return b * F.silu(a)


def silu_and_mul_pattern_halves(x):
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


def silu_and_mul_pattern_chunk(x):
    gate, up = x.chunk(2, -1)
    return F.silu(gate) * up


def silu_and_mul_pattern_chunk_twice(x):
    """Each half from its own ``chunk`` call (two ``split`` nodes until CSE merges them)."""
    return F.silu(x.chunk(2, -1)[0]) * x.chunk(2, -1)[1]


def silu_and_mul_pattern_split(x):
    gate, up = x.split(x.shape[-1] // 2, -1)
    return F.silu(gate) * up


def silu_and_mul_replacement(x):
    return torch.ops.cdna.silu_and_mul.default(x)


def silu_mul_replacement(a, b):
    return torch.ops.cdna.silu_mul.default(a, b)


def silu_and_mul_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    return _support.gated_activation_unsupported(match, stage, ("silu_and_mul", "silu_and_mul_backward"),
                                                 ("silu_mul", "silu_mul_backward"))


def _pair(dtype: torch.dtype) -> list:
    return [empty(2, 8, 32, dtype=dtype), empty(2, 8, 32, dtype=dtype)]


def _packed(dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype)]


def spellings() -> list[Spelling]:
    pair = dict(replacement=silu_mul_replacement, inputs=_pair, dtypes=_DTYPES, grads=((True, True),))
    packed = dict(replacement=silu_and_mul_replacement, inputs=_packed, dtypes=_DTYPES, grads=((True,),))
    return [  # packed forms first: they contain the two-tensor form
        Spelling("halves", silu_and_mul_pattern_halves, **packed),
        Spelling("chunk", silu_and_mul_pattern_chunk, **packed),
        Spelling("chunk_twice", silu_and_mul_pattern_chunk_twice, **packed),
        Spelling("split", silu_and_mul_pattern_split, **packed),
        Spelling("two_projections", silu_and_mul_pattern_two_projections, **pair),
        Spelling("two_projections_rhs", silu_and_mul_pattern_two_projections_rhs, **pair),
    ]


def register(stage: str, passes: Any) -> None:
    """Register every SiLU-and-mul spelling for ``stage`` into ``passes``."""
    register_spellings("silu_and_mul", spellings(), functools.partial(silu_and_mul_check, stage=stage), stage,
                       passes)
