"""LayerNorm -> ``cdna::layernorm`` (and, in training graphs, its backward -> ``cdna::layernorm_backward``).

Spellings: ``F.layer_norm(x, (D,), weight, bias, eps)`` / ``nn.LayerNorm(D)`` (``affine``) and
``F.layer_norm(x, (D,), weight, None, eps)`` / ``nn.LayerNorm(D, bias=False)`` (``no_bias``), over the last
dim. What the graph holds is Inductor's decomposition of ``aten.native_layer_norm``: x upcast to fp32 (for
bf16/fp16), ``var_mean``, ``rsqrt(var + eps)``, the weight and bias applied in fp32, one rounding to x's dtype.
``cdna::layernorm`` computes exactly that, so the replacement is the op alone (its output has x's dtype, as
``F.layer_norm``'s has). In training graphs the decomposed ``native_layer_norm_backward`` goes too: the op's
autograd formula supplies ``cdna::layernorm_backward``, which recomputes mean and rstd from x in fp32 (the
decomposed graph saves them rounded to x's dtype).

``hand``: the normalisation written out (Cohere's ``CohereLayerNorm``; ``h`` is ``x.float()``)::

    mean = h.mean(-1, keepdim=True)
    var = (h - mean).pow(2).mean(-1, keepdim=True)        # biased variance, as native_layer_norm's
    y = (weight.float() * ((h - mean) * torch.rsqrt(var + eps))).to(x.dtype)

That is ``cdna::layernorm(x, weight, None, eps)`` term by term: the same fp32 mean, biased variance and
``rsqrt(var + eps)`` (eps inside the root), the weight applied in fp32 and one rounding to x's dtype (the op's
output dtype). Forms: ``hand/upcast`` (bf16/fp16 x, the weight cast to fp32), ``hand/upcast_fp32_weight`` (an
fp32 weight: no weight cast in the graph), ``hand/plain`` (fp32 x and weight: every cast is a no-op and gone;
matched only for an fp32 x, since without the upcast a bf16/fp16 graph computes in low precision, which the op
does not). In training the pattern is autograd's derivative of that code; ``hand_residual_use/plain`` adds x's
use by the residual add (``x + other``), whose gradient autograd accumulates into x's inside the pattern's adds
in fp32 (a decoder layer's input: Cohere's ``residual + attn + mlp``; with the upcast, the cast back ends the
pattern's gradient first).

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


def layernorm_pattern_hand(x, weight, eps, *, upcast=True, cast_weight=True):
    """Cohere's CohereLayerNorm, as written there (``h - mean`` twice: the graph keeps both subtractions)."""
    h = x.to(torch.float32) if upcast else x
    mean = h.mean(-1, keepdim=True)
    variance = (h - mean).pow(2).mean(-1, keepdim=True)
    h = (h - mean) * torch.rsqrt(variance + eps)
    h = (weight.to(torch.float32) if cast_weight and upcast else weight) * h
    return h.to(x.dtype) if upcast else h


def layernorm_pattern_hand_residual_use(x, weight, eps, other, *, upcast=True, cast_weight=True):
    """Training: ``x`` also feeds the residual add (see the module docstring)."""
    return layernorm_pattern_hand(x, weight, eps, upcast=upcast, cast_weight=cast_weight), x + other


# ---------------------------------------------------------------- replacements

def layernorm_replacement_affine(x, weight, bias, eps):
    return torch.ops.cdna.layernorm.default(x, weight, bias, eps)


def layernorm_replacement_no_bias(x, weight, eps):
    return torch.ops.cdna.layernorm.default(x, weight, None, eps)


def layernorm_replacement_hand(x, weight, eps):
    return torch.ops.cdna.layernorm.default(x, weight, None, eps)


def layernorm_replacement_hand_residual_use(x, weight, eps, other):
    return torch.ops.cdna.layernorm.default(x, weight, None, eps), x + other


def layernorm_replacement_no_affine(x, eps):  # never used: the check refuses every no_affine match
    return F.layer_norm(x, (x.shape[-1],), None, None, eps)


# ---------------------------------------------------------------- check

def layernorm_check(match: Any, stage: str, fp32_only: bool = False) -> str | None:
    """Why this match must stay as it is (None: replace it). ``fp32_only``: a spelling without casts, equal to
    the op (which computes in fp32) only for an fp32 x."""
    if "weight" not in match.kwargs:
        return NO_AFFINE_REASON
    x, weight = value(match, "x"), value(match, "weight")
    if fp32_only and isinstance(x, torch.Tensor) and x.dtype != torch.float32:
        return f"the hand-written LayerNorm computes in {x.dtype} (no fp32 upcast); cdna::layernorm computes in fp32"
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


def _hand_inputs(dtype: torch.dtype, weight_dtype: torch.dtype | None = None, residual: bool = False) -> list:
    x = empty(2, 8, 64, dtype=dtype)
    return [x, empty(64, dtype=weight_dtype or dtype), *([empty(2, 8, 64, dtype=dtype)] if residual else [])]


_HAND_GRADS = ((True, True), (False, True), (True, False))
# joint: trace training variants; residual: also the residual-use form (only without the upcast: with it, x's
# cast back from fp32 ends the pattern's gradient before the residual gradient is added, outside the pattern)
_HAND_FORMS = (  # (form, upcast, cast the weight, trace dtype, weight dtype, joint, residual)
    ("upcast", True, True, torch.bfloat16, None, True, False),
    ("upcast_fp32_weight", True, False, torch.bfloat16, torch.float32, False, False),
    ("plain", False, False, torch.float32, None, True, True),
)
FP32_ONLY = {"hand/plain", "hand_residual_use/plain"}


def _hand_spellings() -> list[Spelling]:
    out = []
    for form, upcast, cast_weight, dtype, weight_dtype, joint, residual in _HAND_FORMS:
        options = dict(upcast=upcast, cast_weight=cast_weight)
        inputs = functools.partial(_hand_inputs, weight_dtype=weight_dtype)
        out.append(Spelling(f"hand/{form}", bind(layernorm_pattern_hand, ("x", "weight", "eps"), **options),
                            layernorm_replacement_hand, inputs=inputs, dtypes=(dtype,),
                            grads=_HAND_GRADS if joint else (), scalars=dict(_EPS)))
        if residual:
            args = ("x", "weight", "eps", "other")
            out.append(Spelling(f"hand_residual_use/{form}", bind(layernorm_pattern_hand_residual_use, args,
                                                                  **options),
                                layernorm_replacement_hand_residual_use,
                                inputs=functools.partial(inputs, residual=True), dtypes=(dtype,),
                                grads=((True, True, True), (True, False, True)), scalars=dict(_EPS),
                                stages=("joint",)))
    return out


def spellings() -> list[Spelling]:
    out = _hand_spellings()
    for name, search, replacement, args, grads, stages in _SPELLINGS:
        vectors = len(args) - 2  # weight and bias, besides x and eps
        # fp32 traces have no casts; bf16 stands for bf16 and fp16 (the upcast to fp32 is in the graph)
        out.append(Spelling(name, bind(search, args), bind(replacement, args),
                            inputs=functools.partial(_inputs, vectors), grads=grads, scalars=dict(_EPS),
                            stages=stages))
    return out


def register(stage: str, passes: Any) -> None:
    """Register every LayerNorm spelling for ``stage`` ("post_grad" or "joint") into ``passes``."""
    for fp32_only in (False, True):  # the cast-free hand-written forms are checked for an fp32 x
        chosen = [sp for sp in spellings() if (sp.name in FP32_ONLY) == fp32_only]
        register_spellings("layernorm", chosen, functools.partial(layernorm_check, stage=stage, fp32_only=fp32_only),
                           stage, passes)
