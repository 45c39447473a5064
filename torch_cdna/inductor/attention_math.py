"""PyTorch's math SDPA fallback and Gemma 2's soft-capped eager attention -> ``cdna::attention`` (part of
the ``attention`` fusion).

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
  ``cdna::attention`` with the band keywords (``causal``, ``window_left``, ...) only if the mask is provably
  a band (``_causal_mask``, ``attention.band_kwargs``);
- ``softcap``: Gemma 2's eager attention, ``softmax(cap * tanh(q @ k^T * scale / cap) + mask, fp32) @ v``
  (k/v through HF's ``repeat_kv`` for GQA; q/k/v contiguous or ``[B, S, H, D]`` transposed views, whose
  matmul decompositions differ) -> ``cdna::attention(softcap=|cap|, scale=scale, <band of the mask>)``. The
  search function fixes the order (scale, then cap, then mask) and binds both ``cap`` literals to one
  argument, so only the op's exact formula matches. SDPA cannot express a cap, so no SDPA op has one;

each with and without GQA, inference and training (the joint graph's backward becomes
``cdna::attention_backward``). The math spellings are traced in fp32 only: the decomposition has no
dtype-specific casts, and the matcher re-traces with the graph's real dtypes before replacing (bf16 graphs
match too; tested); ``sf`` is the traced ``sqrt(scale)``, the replacement's scale ``sf * sf``. The softcap
spellings are traced in fp32 and bf16 (HF's fp32 softmax upcast adds casts in bf16 only).

Example:
    >>> from torch_cdna.inductor import attention_math
    >>> [sp.name for sp in attention_math.spellings()][:5]
    ['masked/gqa', 'masked/mha', 'plain/gqa', 'plain/mha', 'softcap/gqa/bshd']
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

import torch

from . import _causal_mask, _support
from ._patterns import Spelling, bind, empty, register_spellings, value

SF_SENTINEL = 0.4273  # stands for sqrt(scale) in the traces (its square is passed as the scale)
SCALE_SENTINEL, CAP_SENTINEL = 0.3137, 37.91  # the softcap spelling's scale and cap


def attention_math_pattern_plain(q, k, v, sf, *, gqa):
    return torch.ops.aten._scaled_dot_product_attention_math.default(
        q, k, v, None, 0.0, False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_pattern_masked(q, k, v, bias, sf, *, gqa):
    return torch.ops.aten._scaled_dot_product_attention_math.default(
        q, k, v, bias, 0.0, False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_replacement_plain(q, k, v, sf, *, gqa):
    return torch.ops.cdna.attention.default(q, k, v, causal=False, scale=sf * sf, enable_gqa=gqa)[0]


def attention_math_replacement_masked(q, k, v, bias, sf, *, gqa):
    # the check proved ``bias`` is a band (its keywords in ``_BAND``); it is left unused (dead code)
    return torch.ops.cdna.attention.default(q, k, v, **_band(), scale=sf * sf, enable_gqa=gqa)[0]


def _repeat_kv(x: torch.Tensor, n: int) -> torch.Tensor:
    """Hugging Face's ``repeat_kv`` (what its eager attention does to k/v for GQA)."""
    b, h, s, d = x.shape
    return x[:, :, None, :, :].expand(b, h, n, s, d).reshape(b, h * n, s, d)


def attention_softcap_pattern(q, k, v, bias, scale, cap, *, gqa):
    """Gemma 2's eager attention: scores scaled, then capped (``cap * tanh(s / cap)``), then masked; fp32
    softmax."""
    if gqa:
        k, v = _repeat_kv(k, 2), _repeat_kv(v, 2)
    s = torch.matmul(q, k.transpose(2, 3)) * scale
    s = torch.tanh(s / cap) * cap
    s = s + bias
    return torch.matmul(torch.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype), v)


def attention_softcap_replacement(q, k, v, bias, scale, cap, *, gqa):
    # cap * tanh(s / cap) is even in cap: the op takes |cap| (the check refused cap == 0)
    return torch.ops.cdna.attention.default(q, k, v, **_band(), scale=scale, enable_gqa=gqa, softcap=abs(cap))[0]


# The band keywords the check proved for the match about to be replaced. Inductor's matcher traces the
# replacement right after a match's extra_check passes (``register_replacement``'s check_fn), so the
# replacement reads what the check of its own match stored; a band is not a scalar it could capture.
_BAND: dict[str, Any] = {}


def _band() -> dict:
    return dict(_BAND.get("kwargs") or {"causal": True})


def _mask_kwargs(bias: Any, q: torch.Tensor, k: torch.Tensor) -> dict | str:
    from .attention import band_kwargs
    if not isinstance(bias, torch.fx.Node):
        return "the attention mask is not a graph value"
    band = _causal_mask.mask_band(bias, q.shape, k.shape)
    if not isinstance(band, str):
        band = band_kwargs(band, q.shape[2], k.shape[2])
    if isinstance(band, str):
        return f"an attention mask/bias is present and is not provably a causal band: {band}"
    return band


def attention_math_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it; the mask's band keywords go to ``_BAND``)."""
    _BAND.clear()
    q, k, v = (value(match, n) for n in ("q", "k", "v"))
    if not all(isinstance(t, torch.Tensor) and t.dim() == 4 for t in (q, k, v)):
        return "q/k/v are not 4-D [B, H, S, D] tensors"
    band: dict = {"causal": False}
    if "bias" in match.kwargs:
        found = _mask_kwargs(match.kwargs["bias"], q, k)
        if isinstance(found, str):
            return found
        band = {"causal": False, **found}
    kwargs = dict(band, enable_gqa=q.shape[1] != k.shape[1])
    if "cap" in match.kwargs:  # the softcap spelling: scale and cap are the graph's constants
        scale, cap = match.kwargs.get("scale"), match.kwargs.get("cap")
        if not (isinstance(cap, float) and isinstance(scale, float)) or cap == 0:
            return f"the scale {scale!r} / softcap {cap!r} are not nonzero constants"
        kwargs.update(scale=scale, softcap=abs(cap))
    else:
        sf = match.kwargs.get("sf")  # PyTorch < 2.13 checks a re-traced match that holds only the tensor args
        kwargs["scale"] = sf * sf if isinstance(sf, float) else None
    reason = _support.attention_unsupported(q, k, v, kwargs, backward=stage == "joint")
    if reason is None:
        _BAND["kwargs"] = band
    return reason


def _inputs(dtype: torch.dtype, *, gqa: bool, masked: bool, mask_shape: tuple = (16, 16), bshd: bool = False
            ) -> list:
    """Example q/k/v [B, H, S, D]; ``bshd``: as ``[B, S, H, D].transpose(1, 2)`` views (the projections' layout
    in HF models: with B > 1 the matmul decomposition then copies before its bmm, a different graph)."""
    def make(h: int) -> torch.Tensor:
        return empty(2, 16, h, 32, dtype=dtype).transpose(1, 2) if bshd else empty(2, h, 16, 32, dtype=dtype)
    q, k, v = make(4), make(2 if gqa else 4), make(2 if gqa else 4)
    return [q, k, v, *([empty(*mask_shape, dtype=dtype)] if masked else [])]


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
    for gqa, bshd in itertools.product((True, False), (True, False)):
        args = ("q", "k", "v", "bias", "scale", "cap")
        out.append(Spelling(
            name=f"softcap/{'gqa' if gqa else 'mha'}/{'bshd' if bshd else 'bhsd'}",
            search=bind(attention_softcap_pattern, args, gqa=gqa),
            replacement=bind(attention_softcap_replacement, args, gqa=gqa),
            inputs=functools.partial(_inputs, gqa=gqa, masked=True, mask_shape=(2, 1, 16, 16), bshd=bshd),
            grads=((True, True, True, False),), scalars={"scale": SCALE_SENTINEL, "cap": CAP_SENTINEL}))
    return out


def register(stage: str, passes: Any) -> None:
    """Register the math-fallback spellings for ``stage`` into ``passes``."""
    register_spellings("attention", spellings(), functools.partial(attention_math_check, stage=stage), stage,
                       passes)
