"""``cdna::append_kv(Tensor(a!) k_cache, Tensor(b!) v_cache, Tensor k, Tensor v, Tensor slot_mapping, *,
Tensor? k_scale=None, Tensor? v_scale=None) -> ()``: write new keys/values into a paged KV cache, in vLLM's layout.

- ``k_cache``/``v_cache``: [num_blocks, block_size, num_kv_heads, head_dim], one dtype, written in place (any
  strides without self-overlap; the kernel path copies a cache it cannot address, e.g. a strided head dim,
  and writes it back);
- ``k``/``v``: [num_tokens, num_kv_heads, head_dim] in the caches' dtype;
- fp8 caches (``FP8_CACHES``: ``float8_e4m3fnuz``, the format gfx942 converts to, or ``float8_e4m3fn``,
  gfx950's; the kernels take their arch's one, ``_fp8.ARCH_FP8``): k/v are bf16/fp16/fp32 and ``k_scale``/
  ``v_scale`` (float32, one element: per-tensor, or [num_kv_heads]: per-head) are required; each value is
  stored as ``(x.float() / scale).clamp(-max, max).to(cache dtype)`` (an IEEE fp32 division, round to nearest
  even, saturating at the format's max: the kernels match it bit for bit). ``cdna::paged_attention`` reads
  such caches with the same scales (``dequantize``). Other caches take no scales;
- ``slot_mapping``: int64 [num_tokens]; token t goes to block ``slot // block_size``, row ``slot % block_size``.
  A negative slot skips the token (vLLM's padding convention). Two tokens with one slot: which one lands is
  unspecified (as in vLLM).

Out-of-range slots (``slot >= num_blocks * block_size``): the reference raises ``ValueError`` naming
``slot_mapping``, the token and the slot, and so does validation whenever ``slot_mapping`` lives on the CPU (a
cheap host-side max; this covers the simulator path). On a GPU the slots are not read back (that would
synchronise every decode step): the kernel treats an out-of-range slot as a skipped token, so it never writes
outside the caches.

No gradient: the op mutates inference state; called with k/v (or the caches) requiring grad under grad mode it
raises a RuntimeError naming the op (``_no_grad.py``).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> kc, vc = torch.zeros(4, 16, 2, 64), torch.zeros(4, 16, 2, 64)
    >>> k, v = torch.ones(3, 2, 64), torch.ones(3, 2, 64)
    >>> with _config.override(ops_impl="reference"):
    ...     torch.ops.cdna.append_kv(kc, vc, k, v, torch.tensor([17, -1, 5]))
    >>> kc[1, 1].sum().item(), kc[0, 5].sum().item(), kc.sum().item()
    (128.0, 128.0, 256.0)
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from . import _fp8
from ..errors import MissingKernel
from ._no_grad import refuse_gradients
from ._registry import OpDef, define

OP = "append_kv"
FP8_CACHES = (torch.float8_e4m3fnuz, torch.float8_e4m3fn)


def check_cache_dtypes(op: str, k_cache: Any, v_cache: Any, values: Any, values_name: str, k_scale: Any,
                       v_scale: Any) -> None:
    """The caches are ``values``' dtype (no scales), or both one fp8 dtype of ``FP8_CACHES`` with float32
    scales of 1 or num_kv_heads elements (``values``: bf16/fp16/fp32)."""
    for name, t in (("k_cache", k_cache), ("v_cache", v_cache)):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"cdna::{op}: {name} must be a Tensor; got {type(t).__name__}")
    C.check_float(op, values_name, values)
    C.check_same_dtype(op, "v_cache", v_cache, "k_cache", k_cache)
    scales = (("k_scale", k_scale), ("v_scale", v_scale))
    if k_cache.dtype not in FP8_CACHES:
        C.check_float(op, "k_cache", k_cache)
        C.check_same_dtype(op, "k_cache", k_cache, values_name, values)
        for name, s in scales:
            if s is not None:
                raise ValueError(f"cdna::{op}: {name} is given but the caches are {k_cache.dtype}; scales apply to "
                                 f"fp8 caches ({', '.join(map(str, FP8_CACHES))}) only: drop {name}")
        return
    heads = k_cache.shape[2] if k_cache.dim() == 4 else -1
    for name, s in scales:
        if s is None:
            raise ValueError(f"cdna::{op}: the caches are {k_cache.dtype}, so k_scale and v_scale are required "
                             f"(float32 tensors: one element per-tensor, or [num_kv_heads] = [{heads}] per-head); "
                             f"{name} is None")
        if not isinstance(s, torch.Tensor) or s.dtype != torch.float32 or (s.numel() != 1 and tuple(s.shape) != (heads,)):
            got = f"{s.dtype} {tuple(s.shape)}" if isinstance(s, torch.Tensor) else type(s).__name__
            raise ValueError(f"cdna::{op}: {name} must be a float32 tensor with one element (per-tensor) or of shape "
                             f"[num_kv_heads] = [{heads}] (per-head); got {got}")
        C.check_device(op, name, s, "k_cache", k_cache)


def _per_head(scale: torch.Tensor, heads: int) -> torch.Tensor:
    """A scale broadcastable against [..., heads, head_dim] values."""
    return scale.reshape(-1, 1) if scale.numel() == heads and scale.numel() > 1 else scale.reshape(())


def quantize(x: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """fp8 codes of ``x`` [..., heads, head_dim]: ``(x.float() / scale).clamp(-max, max).to(dtype)``."""
    fmax = _fp8.fp8_max(dtype)
    return (x.float() / _per_head(scale, x.shape[-2])).clamp(-fmax, fmax).to(dtype)


def dequantize(cache: torch.Tensor, scale: torch.Tensor | None, dtype: torch.dtype) -> torch.Tensor:
    """``cache`` [..., heads, head_dim] in ``dtype``: fp8 codes times their scale (exact in float64), other
    caches unchanged."""
    if cache.dtype not in FP8_CACHES:
        return cache
    return (cache.to(torch.float64) * _per_head(scale, cache.shape[-2]).to(torch.float64)).to(dtype)


def fp8_kernel_check(op: str, arch: str, cache: torch.Tensor) -> None:
    """MissingKernel naming the dtype, the arch and the fix when an fp8 cache is not ``arch``'s e4m3 format."""
    if cache.dtype in FP8_CACHES and cache.dtype != _fp8.default_fp8(arch):
        want = _fp8.default_fp8(arch)
        raise MissingKernel(f"cdna::{op}: the caches are {cache.dtype}, but arch {arch} converts fp8 as {want} "
                            f"(gfx942: FNUZ, gfx950: OCP); allocate the caches as {want} "
                            f"(torch_cdna.ops._fp8.default_fp8({arch!r})), or set TORCH_CDNA_OPS_IMPL=reference")


def block_table_error(op: str, cache: torch.Tensor, block_table: torch.Tensor, seq_lens: torch.Tensor
                      ) -> ValueError | None:
    """For a paged read of ``cache`` [num_blocks, block_size, ...] (``cdna::paged_attention``, ``cdna::mla_decode``):
    the error naming ``op`` and the first sequence whose length or used block ids leave the table or the cache, or
    None when every sequence stays inside both."""
    bs, width, nb = cache.shape[1], block_table.shape[1], cache.shape[0]
    for i, n in enumerate(seq_lens.tolist()):
        if not 0 <= n <= width * bs:
            return ValueError(f"cdna::{op}: seq_lens[{i}] = {n} is outside [0, {width * bs}] (max_blocks_per_seq "
                              f"{width} * block_size {bs})")
        used = block_table[i, :-(-n // bs)]
        bad = ((used < 0) | (used >= nb)).nonzero()
        if bad.numel():
            j = int(bad[0, 0])
            return ValueError(f"cdna::{op}: block_table[{i}, {j}] = {int(used[j])} is outside [0, {nb}) (num_blocks) "
                              f"but sequence {i} (length {n}) uses it")
    return None


def _check_shapes(k_cache, v_cache, k, v, slot_mapping, k_scale=None, v_scale=None) -> None:
    check_cache_dtypes(OP, k_cache, v_cache, k, "k", k_scale, v_scale)
    C.check_float(OP, "v", v)
    C.check_same_dtype(OP, "v", v, "k", k)
    if k_cache.dim() != 4:
        raise ValueError(f"cdna::{OP}: k_cache must be 4-D [num_blocks, block_size, num_kv_heads, head_dim] "
                         f"(vLLM's layout); got shape {tuple(k_cache.shape)}")
    C.check_same_shape(OP, "v_cache", v_cache, "k_cache", k_cache)
    if k.dim() != 3 or k.shape[1:] != k_cache.shape[2:]:
        raise ValueError(f"cdna::{OP}: k must be [num_tokens, num_kv_heads, head_dim] = [T, {k_cache.shape[2]}, "
                         f"{k_cache.shape[3]}] (the caches' heads and head dim); got {tuple(k.shape)}")
    C.check_same_shape(OP, "v", v, "k", k)
    if not isinstance(slot_mapping, torch.Tensor):
        raise TypeError(f"cdna::{OP}: slot_mapping must be a Tensor (int64 [num_tokens]); got "
                        f"{type(slot_mapping).__name__}")
    if slot_mapping.dtype != torch.int64 or slot_mapping.shape != k.shape[:1]:
        raise ValueError(f"cdna::{OP}: slot_mapping must be int64 of shape [num_tokens] = [{k.shape[0]}]; got "
                         f"{slot_mapping.dtype} {tuple(slot_mapping.shape)}")
    for name, t in (("v_cache", v_cache), ("k", k), ("v", v), ("slot_mapping", slot_mapping)):
        C.check_device(OP, name, t, "k_cache", k_cache)
    for name, t in (("k_cache", k_cache), ("v_cache", v_cache)):
        if torch._debug_has_internal_overlap(t) == 1:  # 1: certainly overlapping (0 no, 2 too costly to say)
            raise ValueError(f"cdna::{OP}: {name} has elements sharing memory (strides {t.stride()}, e.g. an "
                             f"expanded tensor); a cache written in place needs one location per element")


def _bad_slot(k_cache: torch.Tensor, slot_mapping: torch.Tensor) -> ValueError | None:
    """The error for the first slot past the cache, or None."""
    nslots = k_cache.shape[0] * k_cache.shape[1]
    bad = (slot_mapping >= nslots).nonzero()
    if not bad.numel():
        return None
    t = int(bad[0, 0])
    return ValueError(f"cdna::{OP}: slot_mapping[{t}] = {int(slot_mapping[t])} is outside the cache (num_blocks * "
                      f"block_size = {nslots} slots); pass a slot in [0, {nslots}), or a negative slot to skip "
                      f"the token")


def check_append_kv(k_cache, v_cache, k, v, slot_mapping, *, k_scale=None, v_scale=None) -> None:
    _check_shapes(k_cache, v_cache, k, v, slot_mapping, k_scale, v_scale)
    if slot_mapping.device.type == "cpu" and slot_mapping.numel():  # host memory: the check costs no sync
        err = _bad_slot(k_cache, slot_mapping)
        if err is not None:
            raise err


def append_kv_reference(k_cache, v_cache, k, v, slot_mapping, *, k_scale=None, v_scale=None) -> None:
    if slot_mapping.device.type == "meta":  # no data to write (nor slots to check)
        return
    err = _bad_slot(k_cache, slot_mapping) if slot_mapping.numel() else None
    if err is not None:
        raise err
    keep = slot_mapping >= 0
    slots = slot_mapping[keep]
    block, row = slots // k_cache.shape[1], slots % k_cache.shape[1]
    if k_cache.dtype in FP8_CACHES:
        k, v = quantize(k, k_scale, k_cache.dtype), quantize(v, v_scale, k_cache.dtype)
    k_cache[block, row] = k[keep]
    v_cache[block, row] = v[keep]


def append_kv_fake(k_cache, v_cache, k, v, slot_mapping, *, k_scale=None, v_scale=None) -> None:
    _check_shapes(k_cache, v_cache, k, v, slot_mapping, k_scale, v_scale)


def kernel_check(arch: str, k_cache, v_cache, k, v, slot_mapping, *rest) -> None:
    """The kernel moves 4-byte (or wider) pieces of head rows; fp8 caches: the arch's format, 4 values per lane."""
    fp8_kernel_check(OP, arch, k_cache)
    if k_cache.dtype in FP8_CACHES and k_cache.shape[-1] % 4:
        raise MissingKernel(f"cdna::{OP}: no kernel on arch {arch} for fp8 head rows of {k_cache.shape[-1]} values "
                            f"(a multiple of 4 is needed); use TORCH_CDNA_OPS_IMPL=reference")
    if k_cache.shape[-1] * k_cache.element_size() % 4:
        raise MissingKernel(f"cdna::{OP}: no kernel on arch {arch} for head rows of {k_cache.shape[-1]} x "
                            f"{k_cache.dtype} ({k_cache.shape[-1] * k_cache.element_size()} bytes, not whole dwords); "
                            f"use TORCH_CDNA_OPS_IMPL=reference")


def _addressable(t: torch.Tensor) -> torch.Tensor:
    """``t`` if the kernel can address it (unit-stride head dim, dword-aligned strides and address), else a
    contiguous copy (written back after the launch)."""
    es = t.element_size()
    if t.stride(-1) == 1 and t.data_ptr() % 4 == 0 and all(s * es % 4 == 0 for s in t.stride()[:-1]):
        return t
    return torch.empty_like(t, memory_format=torch.contiguous_format).copy_(t)  # a fresh, aligned allocation


def append_kv_launch(launcher, k_cache, v_cache, k, v, slot_mapping, *, k_scale=None, v_scale=None) -> None:
    """Caches the kernel cannot address in place (a strided head dim, unaligned views: never vLLM's) go
    through a contiguous copy and back: correct, and as slow as copying the cache."""
    if not (k.shape[0] and k.shape[1] and k.shape[2]):
        return
    kc, vc = _addressable(k_cache), _addressable(v_cache)
    scales = {} if k_scale is None else {"k_scale": k_scale.reshape(-1).contiguous(),
                                         "v_scale": v_scale.reshape(-1).contiguous()}
    launcher(kc, vc, _addressable(k), _addressable(v), slot_mapping.contiguous(), **scales)
    for cache, used in ((k_cache, kc), (v_cache, vc)):
        if used is not cache:
            cache.copy_(used)


define(OpDef(
    OP,
    "append_kv(Tensor(a!) k_cache, Tensor(b!) v_cache, Tensor k, Tensor v, Tensor slot_mapping, *, "
    "Tensor? k_scale=None, Tensor? v_scale=None) -> ()",
    check_append_kv, append_kv_reference, append_kv_fake, append_kv_launch, kernel_check=kernel_check))
refuse_gradients(OP, in_place=True)  # a clear error instead of PyTorch's fallback


def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``append_kv`` on one mesh dim (``_sharding.Family.rule``). The caches are written
    in place, so they must keep their placement (a redistributed cache would be a temporary copy and the write
    lost): Replicate offers everything Replicate (each rank writes its whole cache), Shard(2) on the caches
    (kv heads, tensor parallelism) offers k/v Shard(1) with the slots Replicate. Any other cache placement is
    refused by name."""
    from torch.distributed.tensor import Replicate, Shard
    names = list(args)
    tensors = {n for n, v in args.items() if hasattr(v, "placements")}

    def inputs(place: Any) -> list:
        return [place(n) if n in tensors else None for n in names]

    have = tuple(args["k_cache"].placements)
    result = []
    if not have or any(isinstance(p, Replicate) for p in have):
        result.append(([], inputs(lambda n: Replicate())))
    if Shard(2) in have:  # per-head scales ([num_kv_heads]) shard with the heads, per-tensor ones replicate
        result.append(([], inputs(lambda n: Shard(2) if n in ("k_cache", "v_cache") else
                                  Shard(1) if n in ("k", "v") else
                                  Shard(0) if n in ("k_scale", "v_scale") and args[n].numel() > 1 else Replicate())))
    if not result:
        raise ValueError(f"cdna::{OP} on DTensors: k_cache is placed {have}; the caches are written in place and "
                         f"must be Replicate or Shard(2) (kv heads) on every mesh dim")
    return result
