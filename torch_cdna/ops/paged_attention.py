"""``cdna::paged_attention(Tensor q, Tensor k_cache, Tensor v_cache, Tensor block_table, Tensor seq_lens, *,
float scale, float softcap=0., int window_left=-1, Tensor? sinks=None, Tensor? k_scale=None,
Tensor? v_scale=None, Tensor? cu_seqlens_q=None, int max_q=0) -> Tensor``: decode and chunked-prefill attention
over a paged KV cache (vLLM's layout; the caches ``cdna::append_kv`` writes).

- ``q``: [num_seqs, num_heads, head_dim], one query token per sequence: the sequence's last token (decode);
  or [num_seqs, q_len, num_heads, head_dim]: each sequence's last ``q_len`` tokens (speculative decoding,
  fixed-size prefill chunks), bottom-right causal: token t of q_len sees keys ``<= seq_lens[i] - q_len + t``;
  the output has q's shape; or, with ``cu_seqlens_q`` (int32 [num_seqs + 1], 0 first, non-decreasing, the
  last q's row count), q [total_q, num_heads, head_dim] packs each sequence's own number of query tokens
  (vLLM's unified attention: chunked prefill next to decodes): rows ``cu[i] .. cu[i+1] - 1`` are sequence
  i's last ``q_len_i = cu[i+1] - cu[i]`` tokens, bottom-right causal as above (``max_q``: the largest
  q_len_i, 0 to derive it, which on a GPU reads cu_seqlens_q back);
- ``k_cache``/``v_cache``: [num_blocks, block_size, num_kv_heads, head_dim], q's dtype; ``num_heads`` a
  multiple of ``num_kv_heads`` (GQA: query head h reads kv head ``h // (num_heads // num_kv_heads)``);
- ``block_table``: int32 [num_seqs, max_blocks_per_seq]: key ``j`` of sequence ``i`` is row ``j % block_size``
  of block ``block_table[i, j // block_size]``; entries past the sequence's blocks are never used;
- ``seq_lens``: int32 [num_seqs], each in ``[0, max_blocks_per_seq * block_size]``: the query attends to keys
  ``0 .. seq_lens[i] - 1`` (causal is implied: it is the last token), with ``window_left >= 0`` only to keys
  ``>= seq_lens[i] - 1 - window_left`` (``cdna::attention``'s bottom-right window); a query token that sees no
  key (length 0, or shorter than q_len) gets out 0. ``scale`` multiplies the scores, ``softcap > 0`` caps them as ``cdna::attention`` does.
- fp8 caches (``float8_e4m3fnuz``: gfx942's format, ``float8_e4m3fn``: gfx950's; the kernels take their arch's
  one) hold ``cdna::append_kv``'s codes: ``k_scale``/``v_scale`` (float32, one element or [num_kv_heads]) are
  then required, and the keys/values are ``code * scale`` (``kv_cache.dequantize``); q stays bf16/fp16.
  The kernels dequantise the codes exactly and fold K's scale into the score scale and V's into the output;
- ``sinks``: [num_heads] attention-sink logits (float32 or q's dtype), ``cdna::attention``'s: one more term
  ``exp(sink_h)`` in every row's softmax denominator, with no value.

Out-of-range values (a sequence length past its block table, a block id outside ``[0, num_blocks)`` among the
blocks it uses): the reference raises ``ValueError`` naming the argument, and so does validation when the tensor
lives on the CPU. On a GPU they are not read back (that would synchronise every step); the kernel clamps the
length to the table and reads nothing for a bad block id (those keys are then zeros), never memory outside
the caches.

No gradient (a serving op): a backward through its output raises a RuntimeError naming the op
(``_no_grad.py``). The kernels: ``kernels/paged_attention.py`` (head dims 64/80/96/128/256, fp8 caches up to
128, bf16/fp16, GQA groups times q_len up to 32, power-of-two block sizes >= 8); the reference covers every
float dtype and shape.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> kc, vc = torch.randn(4, 16, 2, 64), torch.randn(4, 16, 2, 64)
    >>> q, table = torch.randn(2, 8, 64), torch.tensor([[3, 1], [0, 2]], dtype=torch.int32)
    >>> with _config.override(ops_impl="reference"):
    ...     out = torch.ops.cdna.paged_attention(q, kc, vc, table, torch.tensor([20, 5], dtype=torch.int32),
    ...                                          scale=0.125)
    >>> out.shape
    torch.Size([2, 8, 64])
"""

from __future__ import annotations

import math
from typing import Any

import torch

from . import _checks as C
from ..errors import MissingKernel
from ._layout import output_like
from ._no_grad import refuse_gradients
from ._registry import OpDef, define
from .attention import _check_extras, attention_reference, check_sinks
from .kv_cache import FP8_CACHES, block_table_error, check_cache_dtypes, dequantize, fp8_kernel_check

OP = "paged_attention"
KERNEL_HEAD_DIMS = (64, 80, 96, 128, 256)
KERNEL_FP8_HEAD_DIMS = (64, 80, 96, 128)
KERNEL_MAX_ROWS = 32


def _check_index(name: str, t: Any, shape: tuple, what: str) -> None:
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"cdna::{OP}: {name} must be a Tensor (int32 {what}); got {type(t).__name__}")
    if t.dtype != torch.int32 or tuple(t.shape) != shape:
        raise ValueError(f"cdna::{OP}: {name} must be int32 {what} = {list(shape)}; got {t.dtype} "
                         f"{tuple(t.shape)}")


def _check_shapes(q, k_cache, v_cache, block_table, seq_lens, scale, softcap, window_left, sinks=None,
                  k_scale=None, v_scale=None, cu_seqlens_q=None, max_q=0) -> None:
    check_cache_dtypes(OP, k_cache, v_cache, q, "q", k_scale, v_scale)
    if cu_seqlens_q is not None:
        if q.dim() != 3:
            raise ValueError(f"cdna::{OP}: with cu_seqlens_q, q must be [total_q, num_heads, head_dim] (the "
                             f"sequences' query tokens packed); got shape {tuple(q.shape)}")
        rows = seq_lens.shape[0] if isinstance(seq_lens, torch.Tensor) and seq_lens.dim() == 1 else -1
        _check_index("cu_seqlens_q", cu_seqlens_q, (rows + 1,), "[num_seqs + 1]")
        C.check_device(OP, "cu_seqlens_q", cu_seqlens_q, "q", q)
        if max_q < 0:
            raise ValueError(f"cdna::{OP}: max_q={max_q}; pass the largest query count, or 0 to derive it")
    elif q.dim() not in (3, 4):
        raise ValueError(f"cdna::{OP}: q must be [num_seqs, num_heads, head_dim] (one query token per sequence) "
                         f"or [num_seqs, q_len, num_heads, head_dim]; got shape {tuple(q.shape)}")
    if k_cache.dim() != 4 or k_cache.shape[3] != q.shape[-1]:
        raise ValueError(f"cdna::{OP}: k_cache must be [num_blocks, block_size, num_kv_heads, head_dim] with q's "
                         f"head dim {q.shape[-1]}; got {tuple(k_cache.shape)}")
    C.check_same_shape(OP, "v_cache", v_cache, "k_cache", k_cache)
    hq, hkv = q.shape[-2], k_cache.shape[2]
    if hkv == 0 or hq % hkv:
        raise ValueError(f"cdna::{OP}: q's {hq} heads must be a multiple of the caches' {hkv} kv heads (GQA)")
    seqs = q.shape[0] if cu_seqlens_q is None else cu_seqlens_q.shape[0] - 1
    _check_index("block_table", block_table, (seqs, block_table.shape[1] if isinstance(block_table, torch.Tensor)
                                              and block_table.dim() == 2 else -1),
                 "[num_seqs, max_blocks_per_seq]")
    _check_index("seq_lens", seq_lens, (seqs,), "[num_seqs]")
    for name, t in (("k_cache", k_cache), ("v_cache", v_cache), ("block_table", block_table),
                    ("seq_lens", seq_lens)):
        C.check_device(OP, name, t, "q", q)
    if not math.isfinite(scale):
        raise ValueError(f"cdna::{OP}: scale={scale}; pass a finite float (e.g. head_dim ** -0.5)")
    _check_extras(OP, window_left, -1, softcap)
    check_sinks(OP, sinks, q, hq)


def _bad_cu(cu_seqlens_q, total: int, max_q: int) -> ValueError | None:
    """The error for cu_seqlens_q values that do not describe ``total`` packed query rows (or exceed max_q)."""
    cu = cu_seqlens_q.tolist()
    if cu[0] != 0 or cu[-1] != total or any(b < a for a, b in zip(cu, cu[1:])):
        return ValueError(f"cdna::{OP}: cu_seqlens_q = {cu[:8]}{'...' if len(cu) > 8 else ''} must start at 0, "
                          f"never decrease and end at q's {total} rows")
    longest = max((b - a for a, b in zip(cu, cu[1:])), default=0)
    if max_q and longest > max_q:
        return ValueError(f"cdna::{OP}: max_q={max_q} but a sequence has {longest} query tokens; pass the "
                          f"largest (or 0 to derive it)")
    return None


def check_paged_attention(q, k_cache, v_cache, block_table, seq_lens, *, scale, softcap=0.0, window_left=-1,
                          sinks=None, k_scale=None, v_scale=None, cu_seqlens_q=None, max_q=0) -> None:
    _check_shapes(q, k_cache, v_cache, block_table, seq_lens, scale, softcap, window_left, sinks, k_scale, v_scale,
                  cu_seqlens_q, max_q)
    if seq_lens.device.type == "cpu" and seq_lens.numel():  # host memory: the check costs no sync
        err = block_table_error(OP, k_cache, block_table, seq_lens)
        if err is None and cu_seqlens_q is not None:
            err = _bad_cu(cu_seqlens_q, q.shape[0], max_q)
        if err is not None:
            raise err


def paged_attention_reference(q, k_cache, v_cache, block_table, seq_lens, *, scale, softcap=0.0, window_left=-1,
                              sinks=None, k_scale=None, v_scale=None, cu_seqlens_q=None, max_q=0):
    """Each sequence's keys gathered through its block table, then ``cdna::attention``'s reference (bottom-right
    causal, the window, soft-capping) for its query rows. fp8 caches: dequantised to float32 (float64 for a
    float64 q), the attention in that dtype, the output in q's. ``cu_seqlens_q``: sequence by sequence over its
    rows of q."""
    out = torch.empty_like(q)
    if q.device.type == "meta":
        return out
    err = block_table_error(OP, k_cache, block_table, seq_lens)
    if err is None and cu_seqlens_q is not None:
        err = _bad_cu(cu_seqlens_q, q.shape[0], max_q)
    if err is not None:
        raise err
    if cu_seqlens_q is not None:
        kw = dict(scale=scale, softcap=softcap, window_left=window_left, sinks=sinks, k_scale=k_scale,
                  v_scale=v_scale)
        cu = cu_seqlens_q.tolist()
        for i in range(len(cu) - 1):
            out[cu[i]:cu[i + 1]] = paged_attention_reference(q[cu[i]:cu[i + 1]].unsqueeze(0), k_cache, v_cache,
                                                             block_table[i:i + 1], seq_lens[i:i + 1], **kw)[0]
        return out
    if k_cache.dtype in FP8_CACHES:
        wide = torch.float64 if q.dtype == torch.float64 else torch.float32
        k_cache, v_cache = dequantize(k_cache, k_scale, wide), dequantize(v_cache, v_scale, wide)
        out.copy_(paged_attention_reference(q.to(wide), k_cache, v_cache, block_table, seq_lens, scale=scale,
                                            softcap=softcap, window_left=window_left, sinks=sinks))
        return out
    bs = k_cache.shape[1]
    q4, out4 = (q, out) if q.dim() == 4 else (q.unsqueeze(1), out.unsqueeze(1))
    for i, n in enumerate(seq_lens.tolist()):
        blocks = block_table[i, :-(-n // bs)].long()
        k = k_cache[blocks].flatten(0, 1)[:n].transpose(0, 1).unsqueeze(0)   # [1, Hkv, n, D]
        v = v_cache[blocks].flatten(0, 1)[:n].transpose(0, 1).unsqueeze(0)
        o, _ = attention_reference(q4[i].transpose(0, 1).unsqueeze(0), k, v, causal=True, scale=scale,
                                   enable_gqa=True, window_left=window_left, bottom_right=True, softcap=softcap,
                                   sinks=sinks)
        out4[i] = o[0].transpose(0, 1)
    return out


def paged_attention_fake(q, k_cache, v_cache, block_table, seq_lens, *, scale, softcap=0.0, window_left=-1,
                         sinks=None, k_scale=None, v_scale=None, cu_seqlens_q=None, max_q=0):
    _check_shapes(q, k_cache, v_cache, block_table, seq_lens, scale, softcap, window_left, sinks, k_scale, v_scale,
                  cu_seqlens_q, max_q)
    return torch.empty(q.shape, dtype=q.dtype, device=q.device)


def kernel_check(arch: str, q, k_cache, v_cache, block_table, seq_lens, *rest, **kwargs) -> None:
    fp8_kernel_check(OP, arch, k_cache)
    d, bs, group = q.shape[-1], k_cache.shape[1], q.shape[-2] // max(k_cache.shape[2], 1)
    rows = group * (q.shape[1] if q.dim() == 4 else 1)  # varlen: chunks of varlen_chunk tokens, G * 1 at least
    dims = KERNEL_FP8_HEAD_DIMS if k_cache.dtype in FP8_CACHES else KERNEL_HEAD_DIMS
    if d not in dims or bs < 8 or bs & (bs - 1) or rows > KERNEL_MAX_ROWS:
        raise MissingKernel(
            f"cdna::{OP}: no kernel on arch {arch} for head dim {d}, block size {bs}, {group} query heads per kv "
            f"head times {rows // group} query tokens{' (fp8 caches)' if dims is KERNEL_FP8_HEAD_DIMS else ''}; the "
            f"kernels cover head dims {dims}, power-of-two "
            f"block sizes >= 8 and up to {KERNEL_MAX_ROWS} query rows (heads per kv head times q_len). Set "
            f"TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) to run "
            f"the pure-PyTorch reference")


def _unit_last(t: torch.Tensor) -> torch.Tensor:
    return t if t.stride(-1) == 1 else t.contiguous()


def paged_attention_launch(launcher, q, k_cache, v_cache, block_table, seq_lens, *, scale, softcap=0.0,
                           window_left=-1, sinks=None, k_scale=None, v_scale=None, cu_seqlens_q=None, max_q=0):
    out = output_like(q) if q.is_contiguous() else torch.empty(q.shape, dtype=q.dtype, device=q.device)
    varlen = {}
    if cu_seqlens_q is not None:
        cu = cu_seqlens_q.contiguous()
        # max_q 0: derived (on a GPU this reads cu_seqlens_q back: pass it to avoid the sync)
        varlen = dict(cu_seqlens_q=cu, max_q=int(max_q) or int((cu[1:] - cu[:-1]).max()) if cu.numel() > 1 else 0)
    if out.numel():
        launcher(_unit_last(q), _unit_last(k_cache), _unit_last(v_cache), _unit_last(block_table),
                 seq_lens.contiguous(), out, float(scale), float(softcap), int(window_left),
                 **({} if sinks is None else {"sinks": sinks.contiguous()}),
                 **({} if k_scale is None else {"k_scale": k_scale.reshape(-1).contiguous(),
                                                "v_scale": v_scale.reshape(-1).contiguous()}), **varlen)
    return out


def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``paged_attention`` on one mesh dim (``_sharding.Family.rule``): everything
    Replicate; sequences (q, block_table, seq_lens and out Shard(0), the caches Replicate: every rank holds the
    whole pool of blocks); kv heads (q and out Shard on their heads dim, the caches Shard(2), the tables
    Replicate) when the mesh size divides the kv heads, so every rank keeps whole query groups."""
    from torch.distributed.tensor import Replicate, Shard
    names = list(args)
    tensors = {n for n, v in args.items() if hasattr(v, "placements")}

    def inputs(place: Any) -> list:
        return [place(n) if n in tensors else None for n in names]

    result = [([Replicate()], inputs(lambda n: Replicate()))]
    if "cu_seqlens_q" not in tensors:  # packed queries: their rows do not split with the sequences
        result.append(([Shard(0)], inputs(lambda n: Replicate() if n in ("k_cache", "v_cache", "sinks", "k_scale",
                                                                          "v_scale") else Shard(0))))
    q, kc = args["q"], args["k_cache"]
    heads = q.ndim - 2
    if kc.shape[2] % q.mesh.size() == 0:
        result.append(([Shard(heads)], inputs(lambda n: Shard(heads) if n == "q" else Shard(2) if n in ("k_cache", "v_cache") else Shard(0) if n == "sinks"
                                          else Shard(0) if n in ("k_scale", "v_scale") and args[n].numel() > 1
                                          else Replicate())))
    return result


define(OpDef(
    OP,
    "paged_attention(Tensor q, Tensor k_cache, Tensor v_cache, Tensor block_table, Tensor seq_lens, *, float scale, "
    "float softcap=0., int window_left=-1, Tensor? sinks=None, Tensor? k_scale=None, Tensor? v_scale=None, "
    "Tensor? cu_seqlens_q=None, int max_q=0) -> Tensor",
    check_paged_attention, paged_attention_reference, paged_attention_fake, paged_attention_launch,
    kernel_check=kernel_check))
refuse_gradients(OP, in_place=False)  # a clear error instead of PyTorch's fallback
