"""``cdna`` as a Hugging Face attention implementation (``transformers.AttentionInterface``).

``register()`` adds ``"cdna"`` to HF's attention-function registry and its mask registry (with HF's SDPA
mask builder, which returns no mask when causal masking alone is exact). ``cdna_attention_forward`` then
runs ``cdna::attention`` when the call is plain causal/full attention and otherwise falls back to HF's own
SDPA function, so results never change, only where they are computed:

- cdna: no mask tensor, no dropout, no softcap/position bias/paged cache, 4-D q/k/v with H_q a multiple of
  H_kv, causal only where S_q == S_kv (cdna's causal is top-left aligned; a single query is unmasked), and
  ``cdna::attention`` (plus its backward when gradients are needed) supported for these inputs;
- SDPA otherwise (padding masks, decode with a longer cache under a mask, unsupported dtypes/head dims in
  kernel mode). ``FALLBACKS`` counts the reasons.

Example:
    >>> from torch_cdna.nn import hf_attention
    >>> hf_attention.NAME
    'cdna'
"""

from __future__ import annotations

import collections
from typing import Any

import torch

NAME = "cdna"
FALLBACKS: collections.Counter[str] = collections.Counter()
_UNSUPPORTED_KWARGS = ("softcap", "position_bias", "s_aux", "sinks")


def available() -> bool:
    """Whether the installed transformers has the attention-function registry."""
    try:
        from transformers import AttentionInterface  # noqa: F401
        from transformers.masking_utils import AttentionMaskInterface  # noqa: F401
    except ImportError:
        return False
    return True


def register() -> None:
    """Register ``"cdna"`` in HF's attention and mask registries (class-wide; idempotent)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask
    AttentionInterface.register(NAME, cdna_attention_forward)
    AttentionMaskInterface.register(NAME, sdpa_mask)


def _why_not(module: Any, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: Any, dropout: float,
             causal: bool, kwargs: dict) -> str | None:
    if mask is not None:
        return "attention mask tensor"
    if dropout:
        return "dropout"
    if any(kwargs.get(name) is not None for name in _UNSUPPORTED_KWARGS) or kwargs.get("output_attentions"):
        return "softcap/position bias/sinks/output_attentions"
    if type(kwargs.get("cache")).__name__ == "PagedAttentionCache":
        return "paged cache"
    if not (q.dim() == k.dim() == v.dim() == 4) or q.shape[1] % k.shape[1]:
        return "q/k/v are not [B, H, S, D] with H_q a multiple of H_kv"
    if causal and q.shape[2] != k.shape[2]:
        return "causal with S_q != S_kv (cdna's causal is top-left aligned)"
    from ..inductor import _support
    op_kwargs = dict(causal=causal, scale=kwargs.get("scaling"), enable_gqa=q.shape[1] != k.shape[1])
    needs_grad = torch.is_grad_enabled() and any(t.requires_grad for t in (q, k, v))
    return _support.attention_unsupported(q, k, v, op_kwargs, backward=needs_grad)


def cdna_attention_forward(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                           attention_mask: torch.Tensor | None, dropout: float = 0.0,
                           scaling: float | None = None, is_causal: bool | None = None,
                           **kwargs: Any) -> tuple[torch.Tensor, None]:
    """HF attention-function signature: [B, H, S, D] in, ``([B, S, H, D] output, None)`` out."""
    causal = is_causal if is_causal is not None else getattr(module, "is_causal", True)
    causal = bool(causal) and query.shape[2] > 1
    reason = _why_not(module, query, key, value, attention_mask, dropout, causal, dict(kwargs, scaling=scaling))
    if reason is not None:
        FALLBACKS[reason] += 1
        from transformers.integrations.sdpa_attention import sdpa_attention_forward
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout,
                                      scaling=scaling, is_causal=is_causal, **kwargs)
    out, _ = torch.ops.cdna.attention(query, key, value, causal=causal, scale=scaling,
                                      enable_gqa=query.shape[1] != key.shape[1])
    return out.transpose(1, 2).contiguous(), None
