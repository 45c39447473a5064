"""``cdna`` as a Hugging Face attention implementation (``transformers.AttentionInterface``).

``register()`` adds ``"cdna"`` to HF's attention-function registry and its mask registry (with HF's SDPA
mask builder, which returns no mask when causal masking alone is exact). ``cdna_attention_forward`` then
runs ``cdna::attention`` when the call is causal/full attention, possibly sliding-window and soft-capped, and
otherwise falls back to HF's own SDPA function, so results never change, only where they are computed:

- cdna: no dropout, no position bias/paged cache, 4-D q/k/v with H_q a multiple of H_kv, and
  ``cdna::attention`` (plus its backward when gradients are needed) supported for these inputs (head dims
  included: DeepSeek-V3's MLA, as HF computes it, passes q/k of 192 and v of 128, v a column slice that the
  kernels read in place: the op's (192, 128) pair, tests/nn/test_hf_deepseek.py). The mask is
  None (causal alone; the queries are the last S_q positions, so causal is bottom-right aligned) or a
  boolean mask equal to a bottom-right causal band, plain or HF's sliding window (``sliding_window=W``: keys
  ``j > i - W``, i.e. ``window_left = W - 1``; Mistral, Gemma 2's local layers), or that band over each
  batch row's non-padding keys (a padded batch: ``cdna::varlen_attention`` without the padding,
  ``hf_padding``); ``softcap`` (Gemma 2)
  becomes the op's ``softcap``; attention sinks (gpt-oss passes ``s_aux=module.sinks``; ``sinks=`` too)
  become the op's ``sinks``;
- otherwise (other masks, unsupported dtypes/head dims in kernel mode) the function the
  module used before ``torch_cdna.nn.patch`` switched it to cdna,
  remembered per attention module by ``remember_previous`` (e.g. Gemma 2's soft-capping ``eager`` function,
  which HF's SDPA refuses), given the mask in that implementation's convention; HF's SDPA function for
  modules set to ``"cdna"`` by hand (the model's own eager function when the call passes sinks, which HF's SDPA
  function ignores). ``FALLBACKS`` counts the reasons.

Example:
    >>> from torch_cdna.nn import hf_attention
    >>> hf_attention.NAME
    'cdna'
"""

from __future__ import annotations

import collections
import sys
from typing import Any, Callable, NamedTuple

import torch

from .hf_padding import PaddedBand, padded_band, varlen_calls, varlen_forward

NAME = "cdna"
FALLBACKS: collections.Counter[str] = collections.Counter()
_UNSUPPORTED_KWARGS = ("position_bias",)
_SINK_KWARGS = ("s_aux", "sinks")  # per-head sink logits [H_q] (gpt-oss: s_aux)
# implementations ``patch`` switches from; their masks: "sdpa" boolean (or None: causal alone), "eager" additive
SWITCHABLE = ("sdpa", "eager")
_PREVIOUS_ATTR = "_cdna_previous_attention"


class PreviousAttention(NamedTuple):
    """The attention function a module used before it was switched to cdna, and its implementation name."""
    implementation: str
    function: Callable[..., Any]


def available() -> bool:
    """Whether the installed transformers has the attention-function registry."""
    try:
        from transformers import AttentionInterface  # noqa: F401
        from transformers.masking_utils import AttentionMaskInterface  # noqa: F401
    except ImportError:
        return False
    return True


def register() -> None:
    """Register ``"cdna"`` in HF's attention and mask registries (class-wide; idempotent), and its continuous
    batching counterpart (``hf_paged``: ``generate_batch`` switches a "cdna" model to it)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask
    AttentionInterface.register(NAME, cdna_attention_forward)
    AttentionMaskInterface.register(NAME, sdpa_mask)
    from . import hf_paged
    hf_paged.register()


def previous_function(module: torch.nn.Module, implementation: str) -> Callable[..., Any] | None:
    """The function HF's modeling code calls for ``module`` under ``implementation``: the registered one, and
    for ``"eager"`` the ``eager_attention_forward`` of the module's own modeling file (models differ: Gemma 2's
    soft-caps), asked the way the modeling code asks (``get_interface`` with that default)."""
    from transformers.modeling_utils import ALL_ATTENTION_FUNCTIONS
    eager = getattr(sys.modules.get(type(module).__module__), "eager_attention_forward", None)
    return ALL_ATTENTION_FUNCTIONS.get_interface(implementation, eager)


def remember_previous(modules: list[torch.nn.Module], implementation: str) -> str | None:
    """Record on each attention module the function it uses now (before the switch to cdna); returns why that
    is impossible (nothing recorded then), or None."""
    if implementation not in SWITCHABLE:
        return f"attention implementation {implementation!r} is kept"
    found = [(m, previous_function(m, implementation)) for m in modules]
    missing = sorted({type(m).__name__ for m, fn in found if fn is None})
    if missing:
        return f"no {implementation!r} attention function found for {missing} to fall back to"
    for module, fn in found:
        setattr(module, _PREVIOUS_ATTR, PreviousAttention(implementation, fn))
    return None


def forget_previous(module: torch.nn.Module) -> None:
    if _PREVIOUS_ATTR in module.__dict__:
        delattr(module, _PREVIOUS_ATTR)


def previous_attention(module: torch.nn.Module) -> PreviousAttention | None:
    return getattr(module, _PREVIOUS_ATTR, None)


# boolean masks already matched against a band, by id (the model passes one mask object to every layer):
# (mask, its version, sliding window) -> the op keywords or None; the mask is held so that its id stays unique
_MASK_BANDS: dict[int, tuple[torch.Tensor, int, Any, dict | None]] = {}
_MASK_CACHE_SIZE = 8


def mask_band(mask: torch.Tensor, s_q: int, s_kv: int, sliding_window: int | None) -> dict | PaddedBand | None:
    """The ``cdna::attention`` keywords (bottom-right causal, optionally HF's sliding window of
    ``sliding_window`` keys) whose visible set equals the boolean ``mask`` ([B, 1, S_q, S_kv], True = attend)
    for every batch row; else the ``PaddedBand`` the mask is (that band over each row's non-padding keys:
    ``hf_padding``); else None (other patterns). Cached per mask object and version.

    Example:
        >>> import torch
        >>> keep = torch.ones(3, 5, dtype=torch.bool).tril(2) & torch.ones(3, 5, dtype=torch.bool).triu(1)
        >>> mask_band(keep[None, None], 3, 5, sliding_window=2)
        {'causal': True, 'window_left': 1, 'bottom_right': True}
    """
    hit = _MASK_BANDS.get(id(mask))
    if hit is not None and hit[0] is mask and hit[1] == mask._version and hit[2] == (s_q, s_kv, sliding_window):
        return hit[3]
    found = _match_band(mask, s_q, s_kv, sliding_window) or padded_band(mask, s_q, s_kv, sliding_window)
    if len(_MASK_BANDS) >= _MASK_CACHE_SIZE:
        _MASK_BANDS.pop(next(iter(_MASK_BANDS)))
    _MASK_BANDS[id(mask)] = (mask, mask._version, (s_q, s_kv, sliding_window), found)
    return found


def _match_band(mask: torch.Tensor, s_q: int, s_kv: int, sliding_window: int | None) -> dict | None:
    from ..ops.attention import band, band_mask
    if mask.dtype != torch.bool or mask.dim() != 4 or tuple(mask.shape[1:]) != (1, s_q, s_kv):
        return None
    for left in ([sliding_window - 1] if sliding_window else []) + [-1]:
        keep = band_mask(s_q, s_kv, *band(s_q, s_kv, True, left, -1, True), device=mask.device)
        if bool((mask == keep).all()):
            return {"causal": True, "window_left": left, "bottom_right": True}
    return None


def _op_kwargs(q: torch.Tensor, k: torch.Tensor, mask: Any, causal: bool, kwargs: dict) -> dict | str:
    """``cdna::attention``'s keywords for this call, or why it has none."""
    s_q, s_kv = q.shape[2], k.shape[2]
    if mask is not None:
        found = mask_band(mask, s_q, s_kv, kwargs.get("sliding_window"))
        if found is None:
            return "attention mask tensor"  # not a causal / sliding-window band, padded or not
        band_kw = {"padded": found} if isinstance(found, PaddedBand) else found
    else:  # causal alone is exact (HF's mask builder); the window then changes nothing either
        band_kw = {"causal": causal, "bottom_right": causal and s_q != s_kv}
    softcap = kwargs.get("softcap")
    sinks = next((kwargs[n] for n in _SINK_KWARGS if kwargs.get(n) is not None), None)
    return dict(band_kw, scale=kwargs.get("scaling"), enable_gqa=q.shape[1] != k.shape[1],
                **({"softcap": float(softcap)} if softcap else {}), **({"sinks": sinks} if sinks is not None else {}))


def _why_not(module: Any, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: Any, dropout: float,
             causal: bool, kwargs: dict) -> str | dict:
    """The op keywords for this call, or why cdna cannot run it."""
    if dropout:
        return "dropout"
    if any(kwargs.get(name) is not None for name in _UNSUPPORTED_KWARGS) or kwargs.get("output_attentions"):
        return "position bias/output_attentions"
    if type(kwargs.get("cache")).__name__ == "PagedAttentionCache":
        return "paged cache"
    if not (q.dim() == k.dim() == v.dim() == 4) or q.shape[1] % k.shape[1]:
        return "q/k/v are not [B, H, S, D] with H_q a multiple of H_kv"
    op_kwargs = _op_kwargs(q, k, mask, causal, kwargs)
    if isinstance(op_kwargs, str):
        return op_kwargs
    if "padded" in op_kwargs:
        calls = varlen_calls(q, k, v, op_kwargs["padded"], op_kwargs)
        return calls if isinstance(calls, str) else {"varlen": calls}
    from .. import ops
    reason = ops.supports("attention", q, k, v, **op_kwargs)
    if reason is None and torch.is_grad_enabled() and any(t.requires_grad for t in (q, k, v)):
        bwd_kwargs = {n: x for n, x in op_kwargs.items() if n != "sinks"}  # lse carries them
        reason = ops.supports("attention_backward", *ops.attention.backward_args(q, k, v), **bwd_kwargs)
    return op_kwargs if reason is None else reason


def cdna_attention_forward(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                           attention_mask: torch.Tensor | None, dropout: float = 0.0,
                           scaling: float | None = None, is_causal: bool | None = None,
                           **kwargs: Any) -> tuple[torch.Tensor, None]:
    """HF attention-function signature: [B, H, S, D] in, ``([B, S, H, D] output, None)`` out."""
    causal = is_causal if is_causal is not None else getattr(module, "is_causal", True)
    causal = bool(causal) and query.shape[2] > 1
    op_kwargs = _why_not(module, query, key, value, attention_mask, dropout, causal,
                         dict(kwargs, scaling=scaling))
    if isinstance(op_kwargs, str):
        FALLBACKS[op_kwargs] += 1
        previous = previous_attention(module)
        if previous is None and any(kwargs.get(n) is not None for n in _SINK_KWARGS):
            # set to "cdna" by hand: HF's SDPA function ignores sinks; the model's own eager function has them
            eager = previous_function(module, "eager")
            previous = None if eager is None else PreviousAttention("eager", eager)
        if previous is None:  # set to "cdna" by hand, not by patch: HF's SDPA (same mask convention)
            from transformers.integrations.sdpa_attention import sdpa_attention_forward
            previous = PreviousAttention("sdpa", sdpa_attention_forward)
        if previous.implementation == "eager":
            attention_mask = _additive_mask(attention_mask, query, key, causal)
        return previous.function(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                 is_causal=is_causal, **kwargs)
    if "varlen" in op_kwargs:  # a padded batch
        return varlen_forward(query, op_kwargs["varlen"]), None
    out, _ = torch.ops.cdna.attention(query, key, value, **op_kwargs)
    return out.transpose(1, 2).contiguous(), None


def _additive_mask(mask: torch.Tensor | None, query: torch.Tensor, key: torch.Tensor,
                   causal: bool) -> torch.Tensor | None:
    """The cdna mask (HF's SDPA convention: boolean, True = attend, or None where causal masking alone is
    exact) as the eager convention's additive float mask (0 or the dtype's minimum, as HF's ``eager_mask``),
    since eager functions add the mask to the scores and would ignore causality without one."""
    if mask is None:
        if not causal:
            return None
        s_q, s_kv = query.shape[2], key.shape[2]
        rows = torch.arange(s_q, device=query.device).unsqueeze(1) + (s_kv - s_q)  # queries are the last s_q
        mask = torch.arange(s_kv, device=query.device) <= rows
    if mask.dtype != torch.bool:  # already additive
        return mask
    zero = torch.zeros((), dtype=query.dtype, device=query.device)
    return torch.where(mask, zero, torch.finfo(query.dtype).min)
