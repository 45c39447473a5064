"""A lone GeLU -> ``cdna::gelu(x, approximate=...)`` (and ``cdna::gelu_backward`` in training graphs): the
plain, non-gated MLP activation of GPT-2 and GPT-NeoX, ``fc_out(gelu(fc_in(x)))``.

Spellings:

- ``functional/none``, ``functional/tanh``: ``F.gelu(x, approximate=...)`` / ``nn.GELU`` (GPT-NeoX's
  ``act_fn`` is HF's ``GELUActivation``, which calls ``F.gelu``; ``gelu_pytorch_tanh`` is "tanh");
- ``new_gelu``: HF's ``NewGELUActivation`` (GPT-2's ``gelu_new``) written out,
  ``0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x**3))))``, which reaches the post-grad graph as
  ``mul, pow, mul, add, mul, tanh, add, mul`` (no aten.gelu to match): the tanh approximation;
- ``python_erf``: HF's ``gelu_python``, ``x * 0.5 * (1 + erf(x / sqrt(2)))``: exact.

The fusion runs after ``gelu_and_mul``, so a GeLU that gates a product has already become
``cdna::gelu_mul`` / ``gelu_and_mul``.

The Linear bias: on the post-grad graph the first projection is ``addmm(bias, x, w)`` (GPT-2's Conv1D and
``nn.Linear`` alike). Inductor's ``unfuse_bias_add_to_pointwise`` (a later post-grad pattern pass, GPU only)
would split it into ``mm`` + a bias add to fuse the add into a pointwise consumer; this pass runs before it
(``post_grad_custom_pre_pass``, and in training the joint graph, earlier still), and ``cdna::gelu`` is not a
pointwise op to Inductor, so the addmm keeps its bias in the GEMM epilogue: no separate pass over the tensor,
and no bias argument on ``cdna::gelu`` needed.

Example:
    >>> import torch, torch.nn.functional as F, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda x: F.gelu(x, approximate="tanh"), options=ti.options(["gelu"]))
"""

from __future__ import annotations

import functools
import math
from typing import Any

import torch
import torch.nn.functional as F

from . import _support
from ._patterns import Spelling, bind, empty, register_spellings, value

APPROXIMATIONS = ("none", "tanh")


def gelu_pattern_functional(x, *, approximate):
    return F.gelu(x, approximate=approximate)


def gelu_pattern_new_gelu(x):
    """transformers.activations.NewGELUActivation.forward, as written there."""
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


def gelu_pattern_python_erf(x):
    """transformers.activations.GELUActivation._gelu_python (``gelu_python``)."""
    return x * 0.5 * (1.0 + torch.erf(x / math.sqrt(2.0)))


def gelu_replacement(x, *, approximate):
    return torch.ops.cdna.gelu.default(x, approximate=approximate)


def gelu_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x = value(match, "x")
    if not isinstance(x, torch.Tensor):
        return "x has no tensor metadata"
    for op in ("gelu", "gelu_backward") if stage == "joint" else ("gelu",):
        reason = _support.unsupported(op, x)
        if reason:
            return reason
    return None


def _examples(dtype: torch.dtype) -> list:
    return [empty(2, 8, 32, dtype=dtype)]


# (name, search, approximate of the replacement); the written-out forms take no approximate argument
_FORMS = tuple((f"functional/{a}", bind(gelu_pattern_functional, ("x",), approximate=a), a) for a in APPROXIMATIONS) + (
    ("new_gelu", gelu_pattern_new_gelu, "tanh"),
    ("python_erf", gelu_pattern_python_erf, "none"),
)


def spellings() -> list[Spelling]:
    return [Spelling(name, search, bind(gelu_replacement, ("x",), approximate=approximate), inputs=_examples,
                     dtypes=(torch.bfloat16, torch.float32), grads=((True,),))
            for name, search, approximate in _FORMS]


def register(stage: str, passes: Any) -> None:
    """Register every GeLU spelling for ``stage`` into ``passes``."""
    register_spellings("gelu", spellings(), functools.partial(gelu_check, stage=stage), stage, passes)
