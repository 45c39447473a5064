"""LayerNorm -> ``cdna::layernorm`` (and, in training graphs, its backward -> ``cdna::layernorm_backward``).

Spellings: ``F.layer_norm(x, (D,), weight, bias, eps)`` / ``nn.LayerNorm(D)`` (``affine``) and
``F.layer_norm(x, (D,), weight, None, eps)`` / ``nn.LayerNorm(D, bias=False)`` (``no_bias``), over the last
dim. What the graph holds is Inductor's decomposition of ``aten.native_layer_norm``: x upcast to fp32 (for
bf16/fp16), ``var_mean``, ``rsqrt(var + eps)``, the weight and bias applied in fp32, one rounding to x's dtype.
``cdna::layernorm`` computes exactly that, so the replacement is the op alone (its output has x's dtype, as
``F.layer_norm``'s has). In training graphs the decomposed ``native_layer_norm_backward`` goes too: the op's
autograd formula supplies ``cdna::layernorm_backward``, which recomputes mean and rstd from x in fp32 (the
decomposed graph saves them rounded to x's dtype).

``no_affine``: ``F.layer_norm`` without weight (``nn.LayerNorm(elementwise_affine=False)``) is matched only to
log why it stays: ``cdna::layernorm`` takes a weight, and inventing a ones vector per call is not worth it.

A residual add before the norm becomes part of ``cdna::fused_add_layernorm`` in the next fusion
(``fused_add_layernorm.py``), which matches the ``cdna::layernorm`` nodes this one leaves.

Example:
    >>> import torch, torch.nn.functional as F, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b, 1e-5),
    ...                   options=ti.options(["layernorm"]))   # the compiled graph calls cdna::layernorm
"""

from __future__ import annotations

import functools
from typing import Any

import torch
import torch.nn.functional as F

from . import _support
from ._patterns import SCALAR_SENTINELS, Spelling, bind, empty, register_spellings, value

NO_AFFINE_REASON = ("cdna::layernorm needs an elementwise-affine weight; LayerNorm(elementwise_affine=False) "
                    "stays on aten")


# ---------------------------------------------------------------- search functions (eager code)

def layernorm_pattern_affine(x, weight, bias, eps):
    return F.layer_norm(x, (x.shape[-1],), weight, bias, eps)


def layernorm_pattern_no_bias(x, weight, eps):
    return F.layer_norm(x, (x.shape[-1],), weight, None, eps)


def layernorm_pattern_no_affine(x, eps):
    return F.layer_norm(x, (x.shape[-1],), None, None, eps)


# ---------------------------------------------------------------- replacements

def layernorm_replacement_affine(x, weight, bias, eps):
    return torch.ops.cdna.layernorm.default(x, weight, bias, eps)


def layernorm_replacement_no_bias(x, weight, eps):
    return torch.ops.cdna.layernorm.default(x, weight, None, eps)


def layernorm_replacement_no_affine(x, eps):  # never used: the check refuses every no_affine match
    return F.layer_norm(x, (x.shape[-1],), None, None, eps)


# ---------------------------------------------------------------- check

def layernorm_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    if "weight" not in match.kwargs:
        return NO_AFFINE_REASON
    x, weight = value(match, "x"), value(match, "weight")
    bias = value(match, "bias") if "bias" in match.kwargs else None
    tensors = [t for t in (x, weight, bias) if t is not None]
    if not all(isinstance(t, torch.Tensor) for t in tensors):
        return "x, weight or bias has no tensor metadata"
    if isinstance(match.kwargs.get("eps"), torch.fx.Node):
        return "eps is a graph value here, not a constant"
    if x.dim() < 1 or any(t.dim() != 1 or t.shape[0] != x.shape[-1] for t in tensors[1:]):
        return (f"weight/bias {[tuple(t.shape) for t in tensors[1:]]} are not [D] vectors for x "
                f"{tuple(x.shape)}")
    for op in ("layernorm", "layernorm_backward") if stage == "joint" else ("layernorm",):
        reason = _support.unsupported(op, *tensors, args=_support.row_op_args(op, x, weight))
        if reason:
            return reason
    return None


# ---------------------------------------------------------------- registration

def _inputs(vectors: int, dtype: torch.dtype) -> list:
    return [empty(2, 8, 64, dtype=dtype), *(empty(64, dtype=dtype) for _ in range(vectors))]


_EPS = {"eps": SCALAR_SENTINELS["eps"]}
# joint variants: (x, weight[, bias]) requiring grad — a whole model, a frozen-input first layer, frozen norms
_SPELLINGS = (  # (name, search, replacement, argument names, joint grad variants, stages)
    ("affine", layernorm_pattern_affine, layernorm_replacement_affine, ("x", "weight", "bias", "eps"),
     ((True, True, True), (False, True, True), (True, False, False)), ("post_grad", "joint")),
    ("no_bias", layernorm_pattern_no_bias, layernorm_replacement_no_bias, ("x", "weight", "eps"),
     ((True, True), (False, True), (True, False)), ("post_grad", "joint")),
    ("no_affine", layernorm_pattern_no_affine, layernorm_replacement_no_affine, ("x", "eps"), (),
     ("post_grad",)),
)


def spellings() -> list[Spelling]:
    out = []
    for name, search, replacement, args, grads, stages in _SPELLINGS:
        vectors = len(args) - 2  # weight and bias, besides x and eps
        # fp32 traces have no casts; bf16 stands for bf16 and fp16 (the upcast to fp32 is in the graph)
        out.append(Spelling(name, bind(search, args), bind(replacement, args),
                            inputs=functools.partial(_inputs, vectors), grads=grads, scalars=dict(_EPS),
                            stages=stages))
    return out


def register(stage: str, passes: Any) -> None:
    """Register every LayerNorm spelling for ``stage`` ("post_grad" or "joint") into ``passes``."""
    register_spellings("layernorm", spellings(), functools.partial(layernorm_check, stage=stage), stage, passes)
