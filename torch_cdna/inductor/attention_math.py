"""PyTorch's math SDPA fallback -> ``cdna::attention`` (part of the ``attention`` fusion).

When no fused SDPA kernel accepts the inputs (on CUDA e.g. fp32 with ``enable_gqa=True``: flash needs
bf16/fp16, the efficient kernel has no GQA), ``F.scaled_dot_product_attention`` becomes
``aten._scaled_dot_product_attention_math``, which is decomposed before Inductor sees the graph: ``q`` and
``k^T`` each scaled by ``sqrt(scale)``, ``repeat_interleave`` of k/v for GQA, the causal mask built from
``iota`` comparisons and added, ``_safe_softmax``, two matmuls. No SDPA node is left, so the ``attention``
rewrite cannot see it; these patterns can.

The search functions call the math op itself (traced with Inductor's decompositions, exactly as the compiled
graph was), so the patterns follow whatever this PyTorch build's math fallback does. Spellings:

- ``plain``: no mask, not causal -> ``cdna::attention(causal=False)``;
- ``masked``: an additive mask (``is_causal=True`` puts its own mask in exactly this place) ->
  ``cdna::attention(causal=True)`` only if the mask is provably the causal one (``_causal_mask``);

each with and without GQA, inference and training (the joint graph's backward becomes
``cdna::attention_backward``). Traced in fp32 only: the decomposition has no dtype-specific casts, and the
matcher re-traces with the graph's real dtypes before replacing (bf16 graphs match too; tested). ``sf`` is the traced ``sqrt(scale)``; the replacement's scale is
``sf * sf``.

Example:
    >>> from torch_cdna.inductor import attention_math
    >>> [sp.name for sp in attention_math.spellings()]
    ['masked/gqa', 'masked/mha', 'plain/gqa', 'plain/mha']
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from . import _causal_mask, _support
from ._patterns import Spelling, bind, empty, register_spellings, value

SF_SENTINEL = 0.4273  # stands for sqrt(scale) in the traces (its square is passed as the scale)


def attention_math_pattern_plain(q, k, v, sf, *, gqa):
    return torch.ops.aten._scaled_dot_product_attention_math.default(
        q, k, v, None, 0.0, False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_pattern_masked(q, k, v, bias, sf, *, gqa):
    return torch.ops.aten._scaled_dot_product_attention_math.default(
        q, k, v, bias, 0.0, False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_replacement_plain(q, k, v, sf, *, gqa):
    return torch.ops.cdna.attention.default(q, k, v, causal=False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_replacement_masked(q, k, v, bias, sf, *, gqa):
    # the check proved ``bias`` is the causal mask; it is left unused (dead code)
    return torch.ops.cdna.attention.default(q, k, v, causal=True, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    q, k, v = (value(match, n) for n in ("q", "k", "v"))
    if not all(isinstance(t, torch.Tensor) and t.dim() == 4 for t in (q, k, v)):
        return "q/k/v are not 4-D [B, H, S, D] tensors"
    if "bias" in match.kwargs:
        bias = match.kwargs["bias"]
        if not isinstance(bias, torch.fx.Node):
            return "the attention mask is not a graph value"
        reason = _causal_mask.causal_mask_reason(bias, q.shape, k.shape)
        if reason is not None:
            return f"an attention mask/bias is present and is not provably causal: {reason}"
    sf = match.kwargs.get("sf")  # PyTorch < 2.13 checks a re-traced match that holds only the tensor args
    kwargs = dict(causal="bias" in match.kwargs, scale=sf * sf if isinstance(sf, float) else None,
                  enable_gqa=q.shape[1] != k.shape[1])
    return _support.attention_unsupported(q, k, v, kwargs, backward=stage == "joint")


def _inputs(dtype: torch.dtype, *, gqa: bool, masked: bool) -> list:
    q = empty(2, 4, 16, 32, dtype=dtype)
    k, v = (empty(2, 2 if gqa else 4, 16, 32, dtype=dtype) for _ in range(2))
    return [q, k, v, *([empty(16, 16, dtype=dtype)] if masked else [])]


def spellings() -> list[Spelling]:
    out = []
    for masked in (True, False):
        search = attention_math_pattern_masked if masked else attention_math_pattern_plain
        replacement = attention_math_replacement_masked if masked else attention_math_replacement_plain
        args = ("q", "k", "v", *(("bias",) if masked else ()), "sf")
        for gqa in (True, False):
            out.append(Spelling(
                name=f"{'masked' if masked else 'plain'}/{'gqa' if gqa else 'mha'}",
                search=bind(search, args, gqa=gqa), replacement=bind(replacement, args, gqa=gqa),
                inputs=functools.partial(_inputs, gqa=gqa, masked=masked),
                dtypes=(torch.float32,), grads=((True, True, True, *((False,) if masked else ())),),
                scalars={"sf": SF_SENTINEL}))
    return out


def register(stage: str, passes: Any) -> None:
    """Register the math-fallback spellings for ``stage`` into ``passes``."""
    register_spellings("attention", spellings(), functools.partial(attention_math_check, stage=stage), stage,
                       passes)
