"""``cdna::mla_decode(Tensor q, Tensor kv_cache, Tensor block_table, Tensor seq_lens, float softmax_scale, *,
int kv_lora_rank=512, Tensor? kv_scale=None) -> Tensor``: DeepSeek's multi-head latent attention at decode, in
the absorbed form vLLM, AITER and FlashMLA run (the up-projections folded into q and the output projection).

- ``q``: [num_seqs, num_heads, head_dim], one query token per sequence (DeepSeek V2/V3: head_dim 576 =
  ``kv_lora_rank`` 512 latent dims + 64 rope dims);
- ``kv_cache``: [num_blocks, block_size, 1, head_dim], one latent row per token shared by every head (MQA: one
  KV head); the keys are the whole rows, the values their first ``kv_lora_rank`` dims;
- ``block_table``: int32 [num_seqs, max_blocks_per_seq] and ``seq_lens``: int32 [num_seqs], as
  ``cdna::paged_attention``'s: key ``j < seq_lens[i]`` of sequence ``i`` is row ``j % block_size`` of block
  ``block_table[i, j // block_size]``; a sequence of length 0 gets out 0;
- ``softmax_scale``: multiplies the scores. Pass the model's (DeepSeek: ``qk_head_dim ** -0.5`` = 192 ** -0.5
  times the YaRN mscale factor squared), not ``head_dim ** -0.5`` (576 is the absorbed width, not the one the
  model was trained with), hence no default;
- ``kv_scale`` (float32, one element) with an fp8 cache (``float8_e4m3fnuz`` / ``float8_e4m3fn``): the rows are
  ``code * kv_scale`` (``kv_cache.dequantize``); q stays bf16/fp16.
- out: [num_seqs, num_heads, kv_lora_rank] in q's dtype: ``softmax(scale * q K^T) V``.

Out-of-range values (a length past its block table, a block id outside ``[0, num_blocks)`` among the blocks a
sequence uses) raise ValueError naming the argument when the tensors live on the CPU (the reference and
validation); on a GPU the kernel clamps the length to the table and reads zeros for a bad block id.

No gradient (a serving op): a backward through its output raises a RuntimeError naming the op. The kernels
(``kernels/mla.py``): head_dim 576 with kv_lora_rank 512, bf16/fp16 q, caches in q's dtype or the arch's
e4m3 (gfx942 ``float8_e4m3fnuz``, gfx950 ``float8_e4m3fn``), up to 32 heads or a multiple of 32,
power-of-two block sizes 1 .. 1024; the reference covers every float dtype and shape.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> kv, q = torch.randn(4, 16, 1, 576), torch.randn(2, 16, 576)
    >>> table, lens = torch.tensor([[3, 1], [0, 2]], dtype=torch.int32), torch.tensor([20, 5], dtype=torch.int32)
    >>> with _config.override(ops_impl="reference"):
    ...     out = torch.ops.cdna.mla_decode(q, kv, table, lens, 192 ** -0.5)
    >>> out.shape
    torch.Size([2, 16, 512])
"""

from __future__ import annotations

import math
from typing import Any

import torch

from . import _checks as C
from ..errors import MissingKernel
from ._layout import output
from ._no_grad import refuse_gradients
from ._registry import OpDef, define
from .kv_cache import FP8_CACHES, block_table_error, dequantize, fp8_kernel_check

OP = "mla_decode"
KERNEL_HEAD_DIM, KERNEL_RANK = 576, 512
KERNEL_MAX_BLOCK = 1024
KERNEL_GROUP = 32  # heads per workgroup: any count up to it, or a multiple of it


def _check_index(name: str, t: Any, shape: tuple, what: str) -> None:
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"cdna::{OP}: {name} must be a Tensor (int32 {what}); got {type(t).__name__}")
    if t.dtype != torch.int32 or tuple(t.shape) != shape:
        raise ValueError(f"cdna::{OP}: {name} must be int32 {what} = {list(shape)}; got {t.dtype} {tuple(t.shape)}")


def _check_cache(q: Any, kv_cache: Any, kv_scale: Any) -> None:
    if not isinstance(kv_cache, torch.Tensor):
        raise TypeError(f"cdna::{OP}: kv_cache must be a Tensor; got {type(kv_cache).__name__}")
    if kv_cache.dtype in FP8_CACHES:
        if not isinstance(kv_scale, torch.Tensor) or kv_scale.dtype != torch.float32 or kv_scale.numel() != 1:
            got = f"{kv_scale.dtype} {tuple(kv_scale.shape)}" if isinstance(kv_scale, torch.Tensor) else repr(kv_scale)
            raise ValueError(f"cdna::{OP}: the cache is {kv_cache.dtype}, so kv_scale must be a float32 tensor with "
                             f"one element (per-tensor); got {got}")
        C.check_device(OP, "kv_scale", kv_scale, "q", q)
        return
    C.check_float(OP, "kv_cache", kv_cache)
    C.check_same_dtype(OP, "kv_cache", kv_cache, "q", q)
    if kv_scale is not None:
        raise ValueError(f"cdna::{OP}: kv_scale is given but the cache is {kv_cache.dtype}; it applies to fp8 caches "
                         f"({', '.join(map(str, FP8_CACHES))}) only: drop kv_scale")


def _check_shapes(q, kv_cache, block_table, seq_lens, softmax_scale, kv_lora_rank, kv_scale) -> None:
    if not isinstance(q, torch.Tensor):
        raise TypeError(f"cdna::{OP}: q must be a Tensor; got {type(q).__name__}")
    C.check_float(OP, "q", q)
    _check_cache(q, kv_cache, kv_scale)
    if q.dim() != 3:
        raise ValueError(f"cdna::{OP}: q must be [num_seqs, num_heads, head_dim] (one query token per sequence); "
                         f"got shape {tuple(q.shape)}")
    if kv_cache.dim() != 4 or kv_cache.shape[2] != 1 or kv_cache.shape[3] != q.shape[-1]:
        raise ValueError(f"cdna::{OP}: kv_cache must be [num_blocks, block_size, 1, head_dim] (one latent head) with "
                         f"q's head dim {q.shape[-1]}; got {tuple(kv_cache.shape)}")
    if not 0 < kv_lora_rank <= q.shape[-1]:
        raise ValueError(f"cdna::{OP}: kv_lora_rank={kv_lora_rank} must be in [1, head_dim = {q.shape[-1]}] (the "
                         f"value dims are the first kv_lora_rank of each cache row; DeepSeek: 512)")
    width = block_table.shape[1] if isinstance(block_table, torch.Tensor) and block_table.dim() == 2 else -1
    _check_index("block_table", block_table, (q.shape[0], width), "[num_seqs, max_blocks_per_seq]")
    _check_index("seq_lens", seq_lens, (q.shape[0],), "[num_seqs]")
    for name, t in (("kv_cache", kv_cache), ("block_table", block_table), ("seq_lens", seq_lens)):
        C.check_device(OP, name, t, "q", q)
    if not math.isfinite(softmax_scale):
        raise ValueError(f"cdna::{OP}: softmax_scale={softmax_scale}; pass the model's finite softmax scale "
                         f"(DeepSeek V3: 192 ** -0.5 times its YaRN mscale squared)")


def check_mla_decode(q, kv_cache, block_table, seq_lens, softmax_scale, *, kv_lora_rank=512, kv_scale=None) -> None:
    _check_shapes(q, kv_cache, block_table, seq_lens, softmax_scale, kv_lora_rank, kv_scale)
    if seq_lens.device.type == "cpu" and seq_lens.numel():  # host memory: the check costs no sync
        err = block_table_error(OP, kv_cache, block_table, seq_lens)
        if err is not None:
            raise err


def mla_decode_reference(q, kv_cache, block_table, seq_lens, softmax_scale, *, kv_lora_rank=512, kv_scale=None):
    """Each sequence's latent rows gathered through its block table; softmax(scale q K^T) K[:, :rank] in float32
    (float64 for a float64 q); the output in q's dtype."""
    out = torch.empty((*q.shape[:2], kv_lora_rank), dtype=q.dtype, device=q.device)
    if q.device.type == "meta":
        return out
    err = block_table_error(OP, kv_cache, block_table, seq_lens)
    if err is not None:
        raise err
    wide = torch.float64 if q.dtype == torch.float64 else torch.float32
    cache = dequantize(kv_cache, kv_scale, wide).to(wide)
    bs = kv_cache.shape[1]
    for i, n in enumerate(seq_lens.tolist()):
        if n == 0:
            out[i] = 0
            continue
        rows = cache[block_table[i, :-(-n // bs)].long()].flatten(0, 2)[:n]          # [n, head_dim]
        p = torch.softmax((q[i].to(wide) @ rows.T) * softmax_scale, dim=-1)         # [Hq, n]
        out[i] = p @ rows[:, :kv_lora_rank]
    return out


def mla_decode_fake(q, kv_cache, block_table, seq_lens, softmax_scale, *, kv_lora_rank=512, kv_scale=None):
    _check_shapes(q, kv_cache, block_table, seq_lens, softmax_scale, kv_lora_rank, kv_scale)
    return torch.empty((*q.shape[:2], kv_lora_rank), dtype=q.dtype, device=q.device)


def kernel_check(arch: str, q, kv_cache, block_table, seq_lens, softmax_scale, *rest, kv_lora_rank=512,
                 kv_scale=None, **kwargs) -> None:
    fp8_kernel_check(OP, arch, kv_cache)
    d, bs, hq = q.shape[-1], kv_cache.shape[1], q.shape[1]
    problems = []
    if (d, kv_lora_rank) != (KERNEL_HEAD_DIM, KERNEL_RANK):
        problems.append(f"head_dim {d} with kv_lora_rank {kv_lora_rank} (kernels: {KERNEL_HEAD_DIM} with "
                        f"{KERNEL_RANK}, DeepSeek V2/V3)")
    if bs < 1 or bs & (bs - 1) or bs > KERNEL_MAX_BLOCK:
        problems.append(f"block_size {bs} (kernels: powers of two 1 .. {KERNEL_MAX_BLOCK})")
    if hq > KERNEL_GROUP and hq % KERNEL_GROUP:
        problems.append(f"{hq} heads (kernels: up to {KERNEL_GROUP}, or a multiple of {KERNEL_GROUP})")
    if problems:
        raise MissingKernel(f"cdna::{OP}: no kernel on arch {arch} for {'; '.join(problems)}. Set "
                            f"TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl="
                            f"'reference')`) to run the pure-PyTorch reference")


def _unit_last(t: torch.Tensor) -> torch.Tensor:
    return t if t.stride(-1) == 1 else t.contiguous()


def mla_decode_launch(launcher, q, kv_cache, block_table, seq_lens, softmax_scale, *, kv_lora_rank=512,
                      kv_scale=None):
    out = output((*q.shape[:2], kv_lora_rank), q)
    if out.numel():
        launcher(_unit_last(q), _unit_last(kv_cache), _unit_last(block_table), seq_lens.contiguous(), out,
                 float(softmax_scale), **({} if kv_scale is None else {"kv_scale": kv_scale.reshape(1).contiguous()}))
    return out


def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``mla_decode`` on one mesh dim (``_sharding.Family.rule``): everything Replicate;
    sequences (q, block_table, seq_lens and out Shard(0), the cache Replicate: every rank holds the pool of
    blocks); heads (q and out Shard(1), the rest Replicate: the latent cache is shared by every head, which is
    how DeepSeek runs tensor parallelism)."""
    from torch.distributed.tensor import Replicate, Shard
    names = list(args)
    tensors = {n for n, v in args.items() if hasattr(v, "placements")}

    def inputs(place: Any) -> list:
        return [place(n) if n in tensors else None for n in names]

    return [([Replicate()], inputs(lambda n: Replicate())),
            ([Shard(0)], inputs(lambda n: Replicate() if n in ("kv_cache", "kv_scale") else Shard(0))),
            ([Shard(1)], inputs(lambda n: Shard(1) if n == "q" else Replicate()))]


define(OpDef(
    OP,
    "mla_decode(Tensor q, Tensor kv_cache, Tensor block_table, Tensor seq_lens, float softmax_scale, *, "
    "int kv_lora_rank=512, Tensor? kv_scale=None) -> Tensor",
    check_mla_decode, mla_decode_reference, mla_decode_fake, mla_decode_launch, kernel_check=kernel_check))
refuse_gradients(OP, in_place=False)  # a clear error instead of PyTorch's fallback
