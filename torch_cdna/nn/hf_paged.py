"""Hugging Face continuous batching (``model.generate_batch``, ``ContinuousBatchingManager``) on cdna ops.

HF's continuous batching accepts only ``"paged|eager"``, ``"sdpa"`` or a flash implementation (a name holding
``"flash"``), and drives a flash implementation through three functions it imports per name
(``modeling_flash_attention_utils._lazy_imports``): ``flash_attn_func``, ``flash_attn_varlen_func`` and
``flash_attn_with_kvcache``. ``register()`` makes ``NAME`` such an implementation whose three functions are
cdna ops, and makes a model patched to ``"cdna"`` switch to ``NAME`` (instead of raising HF's ValueError)
when continuous batching starts, and back when it stops:

- ``varlen``: HF's index-based path (prefill, chunked prefill, mixed batches, and decode on devices without
  the block-table path): HF wrote the new K/V into its paged cache and gathered each sequence's keys; the
  packed batch runs ``cdna::varlen_attention`` (bottom-right causal, flash's ``window_size`` as
  ``window_left``, soft-cap, sinks);
- ``kvcache``: HF's decode fast path (block tables; HF enables it on CUDA/ROCm devices for flash 2/3 names,
  hence the ``2`` in ``NAME``): the new tokens' K/V go into the cache by ``cdna::append_kv`` at slots the
  block table gives for positions ``cache_seqlens ..``, then ``cdna::paged_attention`` over the blocks;
- ``dense``: plain ``cdna::attention`` (equal-length batches outside continuous batching).

Calls the cdna ops cannot run (dropout, a head dim or dtype without a kernel in kernel mode) run the ops'
pure-PyTorch references instead, counted in ``FALLBACKS``: there is no other flash implementation to fall
back to. Relies on transformers' private ``_lazy_imports`` and ``switch_to_cb_friendly_attn`` (checked
against 5.24); ``register()`` returns False when they are missing.

Example:
    >>> from torch_cdna.nn import hf_paged
    >>> hf_paged.NAME
    'cdna_flash_attention_2'
"""

from __future__ import annotations

import collections
import contextlib
from typing import Any

import torch

NAME = "cdna_flash_attention_2"
PATCHED_NAME = "cdna"  # hf_attention.NAME: the implementation torch_cdna.nn.patch selects
FALLBACKS: collections.Counter[str] = collections.Counter()
_MARK = "_cdna_paged"


def _run(op: str, *args: Any, **kwargs: Any) -> Any:
    """``torch.ops.cdna.<op>(*args, **kwargs)``, or its reference where no kernel takes the call."""
    from .. import _config, ops
    reason = ops.supports(op, *args, **kwargs)
    if reason is None:
        return getattr(torch.ops.cdna, op)(*args, **kwargs)
    FALLBACKS[reason.split(";")[0][:120]] += 1
    with _config.override(ops_impl="reference"):
        return getattr(torch.ops.cdna, op)(*args, **kwargs)


def _window(causal: bool, window_size: Any) -> dict:
    """flash's inclusive ``window_size`` (left, right; -1 unbounded) as cdna's keywords."""
    left, right = (-1, -1) if window_size is None else (int(window_size[0]), int(window_size[1]))
    return {"window_left": left} if causal else {"window_left": left, "window_right": right}


def _extras(softcap: float | None, s_aux: torch.Tensor | None) -> dict:
    return {**({"softcap": float(softcap)} if softcap else {}), **({"sinks": s_aux} if s_aux is not None else {})}


def _no_dropout(dropout_p: float) -> None:
    if dropout_p:
        raise ValueError(f"{NAME}: dropout_p={dropout_p}; the cdna attention ops have no dropout (inference "
                         f"serving): use dropout 0")


def varlen(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_seqlens_q: torch.Tensor,
           cu_seqlens_k: torch.Tensor, max_seqlen_q: int | None = None, max_seqlen_k: int | None = None,
           dropout_p: float = 0.0, softmax_scale: float | None = None, causal: bool = False,
           window_size: Any = (-1, -1), softcap: float = 0.0, deterministic: bool = False,
           s_aux: torch.Tensor | None = None) -> torch.Tensor:
    """flash_attn_varlen_func's contract: q [total_q, Hq, D], k/v [total_k, Hkv, D], bottom-right causal."""
    _no_dropout(dropout_p)
    cu_q, cu_k = cu_seqlens_q.to(torch.int32), cu_seqlens_k.to(torch.int32)
    max_q = int(max_seqlen_q) if max_seqlen_q is not None else int((cu_q[1:] - cu_q[:-1]).max())
    max_k = int(max_seqlen_k) if max_seqlen_k is not None else int((cu_k[1:] - cu_k[:-1]).max())
    out, _ = _run("varlen_attention", q, k, v, cu_q, cu_k, max_q, max_k, scale=softmax_scale, causal=causal,
                  **_window(causal, window_size), **_extras(softcap, s_aux))
    return out


def kvcache(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, k: torch.Tensor | None = None,
            v: torch.Tensor | None = None, cache_seqlens: torch.Tensor | None = None,
            block_table: torch.Tensor | None = None, softmax_scale: float | None = None, causal: bool = False,
            window_size: Any = (-1, -1), softcap: float = 0.0, s_aux: torch.Tensor | None = None,
            max_seqlen_q: int | None = None, max_seqlen_k: int | None = None, dropout_p: float = 0.0,
            deterministic: bool = False) -> torch.Tensor:
    """flash_attn_with_kvcache's paged contract: q [B, Sq, Hq, D]; caches [num_blocks, block_size, Hkv, D];
    the new k/v [B, Sk, Hkv, D] are written at positions ``cache_seqlens[b] ..`` of sequence b (its rows of
    ``block_table``), then q (the last Sq positions, bottom-right causal) attends to all of them."""
    _no_dropout(dropout_p)
    if block_table is None or cache_seqlens is None:
        raise ValueError(f"{NAME}: kvcache needs block_table and cache_seqlens (a paged cache); got "
                         f"block_table={block_table is not None}, cache_seqlens={cache_seqlens is not None}")
    table = block_table.to(torch.int32)
    lens = cache_seqlens.to(torch.int64)
    if k is not None:
        bs, new = k_cache.shape[1], k.shape[1]
        pos = lens.view(-1, 1) + torch.arange(new, device=lens.device).view(1, -1)        # [B, Sk]
        slots = table.long().gather(1, pos // bs) * bs + pos % bs
        _run("append_kv", k_cache, v_cache, k.reshape(-1, *k.shape[2:]), v.reshape(-1, *v.shape[2:]),
             slots.reshape(-1))
        lens = lens + new
    q_in = q[:, 0] if q.shape[1] == 1 else q
    scale = softmax_scale if softmax_scale is not None else q.shape[-1] ** -0.5
    left = int(window_size[0]) if causal and window_size is not None else -1
    out = _run("paged_attention", q_in, k_cache, v_cache, table, lens.to(torch.int32), scale=scale,
               window_left=left, **_extras(softcap, s_aux))
    return out.view(q.shape)


def dense(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, dropout_p: float = 0.0,
          softmax_scale: float | None = None, causal: bool = False, window_size: Any = (-1, -1),
          softcap: float = 0.0, deterministic: bool = False, s_aux: torch.Tensor | None = None) -> torch.Tensor:
    """flash_attn_func's contract: q [B, Sq, Hq, D], k/v [B, Sk, Hkv, D], bottom-right causal."""
    _no_dropout(dropout_p)
    t = [x.transpose(1, 2) for x in (q, k, v)]
    out, _ = _run("attention", *t, causal=causal, scale=softmax_scale, enable_gqa=q.shape[2] != k.shape[2],
                  bottom_right=causal and q.shape[1] != k.shape[1], **_window(causal, window_size),
                  **_extras(softcap, s_aux))
    return out.transpose(1, 2)


def _wrap_lazy_imports(module: Any) -> None:
    original = module._lazy_imports
    if getattr(original, _MARK, False):
        return

    def _lazy_imports(implementation: str | None, *args: Any, **kwargs: Any) -> tuple:
        if implementation == NAME:
            return dense, varlen, kvcache, module._pad_input, module._unpad_input
        return original(implementation, *args, **kwargs)
    setattr(_lazy_imports, _MARK, True)
    module._lazy_imports = _lazy_imports


def _wrap_switch(manager_cls: Any) -> None:
    original = manager_cls.switch_to_cb_friendly_attn
    if getattr(original, _MARK, False):
        return

    def switch_to_cb_friendly_attn(self: Any, model: Any, auto_switch_to_flash: bool = True) -> None:
        if getattr(model.config, "_attn_implementation", None) == PATCHED_NAME:  # patched by torch_cdna.nn
            model.set_attn_implementation(NAME)
            self._original_attn_impl = PATCHED_NAME  # restored when the manager stops
            return
        original(self, model, auto_switch_to_flash)
    setattr(switch_to_cb_friendly_attn, _MARK, True)
    manager_cls.switch_to_cb_friendly_attn = switch_to_cb_friendly_attn


def register() -> bool:
    """Register ``NAME`` (HF's flash wrapper over the cdna functions, HF's flash mask) and the continuous
    batching switch from ``"cdna"`` to it; idempotent. False when transformers lacks the hooks."""
    try:
        import transformers.modeling_flash_attention_utils as fa
        from transformers import AttentionInterface
        from transformers.generation.continuous_batching.continuous_api import ContinuousBatchingManager
        from transformers.integrations.flash_attention import flash_attention_forward
        from transformers.masking_utils import AttentionMaskInterface, flash_attention_mask
    except ImportError:
        return False
    if not hasattr(fa, "_lazy_imports") or not hasattr(ContinuousBatchingManager, "switch_to_cb_friendly_attn"):
        return False
    _wrap_lazy_imports(fa)
    _wrap_switch(ContinuousBatchingManager)
    AttentionInterface.register(NAME, flash_attention_forward)
    AttentionMaskInterface.register(NAME, flash_attention_mask)
    return True


@contextlib.contextmanager
def counting() -> Any:
    """``FALLBACKS`` cleared on entry; yields it."""
    FALLBACKS.clear()
    yield FALLBACKS


__all__: list[str] = ["FALLBACKS", "NAME", "counting", "dense", "kvcache", "register", "varlen"]
