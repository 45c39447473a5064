"""``cdna::varlen_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
causal=False, window_left=-1, window_right=-1, softcap=0., sinks=None) -> (out, lse)``: attention over a batch
of sequences of different lengths packed without padding (flash-attention's varlen layout).

- ``q``: [total_q, H_q, D], ``k``/``v``: [total_k, H_kv, D] (q's dtype; H_q a multiple of H_kv: GQA, query
  head h reads kv head ``h // (H_q // H_kv)``); sequence ``b`` owns rows ``cu_seqlens_q[b] .. cu_seqlens_q[b+1]
  - 1`` of q and ``cu_seqlens_k[b] .. cu_seqlens_k[b+1] - 1`` of k/v;
- ``cu_seqlens_q``/``cu_seqlens_k``: int32 [B + 1], non-decreasing from 0 to total_q / total_k (lengths 0
  allowed); ``max_seqlen_q``/``max_seqlen_k``: at least every sequence's length (they size the kernel grid,
  as in flash-attention; a smaller value is refused where the lengths are on the CPU, and leaves rows
  unwritten on a GPU);
- each sequence is ``cdna::attention`` of its rows with ``bottom_right=True``: ``causal`` and the window are
  aligned to the sequence's last query and last key (flash-attention's convention: query i of a sequence of
  S_q queries and S_k keys sees key j iff ``i + S_k - S_q - window_left <= j <= i + S_k - S_q +
  window_right``, causal meaning ``window_right = 0``); ``softcap`` and ``sinks`` ([H_q]) as there;
- ``out``: [total_q, H_q, D] in q's dtype; ``lse``: float32 [H_q, total_q] (flash-attention's varlen lse
  layout); a row that sees no key gets out 0 and lse -inf (or its sink).

No backward yet: differentiating raises ``NotImplementedError`` naming the op.

The kernel (``kernels/attention.py``'s forward with the ``varlen`` flag): per workgroup the sequence's row
offsets and lengths come from the cu_seqlens tensors (four scalar loads), its buffer resources start at the
sequence's first row and end at its last, and the bottom-right offsets use its own lengths; blocks past a
sequence's queries skip every key tile. Head dims 64/128, bf16/fp16, gfx942 and gfx950.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> q, k = torch.randn(7, 4, 64), torch.randn(9, 2, 64)
    >>> cu_q, cu_k = torch.tensor([0, 3, 7], dtype=torch.int32), torch.tensor([0, 5, 9], dtype=torch.int32)
    >>> with _config.override(ops_impl="reference"):
    ...     out, lse = torch.ops.cdna.varlen_attention(q, k, k, cu_q, cu_k, 4, 5, causal=True)
    >>> out.shape, lse.shape
    (torch.Size([7, 4, 64]), torch.Size([4, 7]))
"""

from __future__ import annotations

import math
from typing import Any

import torch

from . import _checks as C
from ..errors import MissingKernel
from ._layout import output
from ._registry import Autograd, OpDef, define
from .attention import KERNEL_HEAD_DIMS, _check_extras, attention_reference, check_sinks

OP = "varlen_attention"


def _check_cu(name: str, cu: Any, q: torch.Tensor) -> None:
    if not isinstance(cu, torch.Tensor):
        raise TypeError(f"cdna::{OP}: {name} must be a Tensor (int32 [batch + 1]); got {type(cu).__name__}")
    if cu.dtype != torch.int32 or cu.dim() != 1 or cu.shape[0] < 1:
        raise ValueError(f"cdna::{OP}: {name} must be int32 [batch + 1] (cumulative sequence lengths from 0); got "
                         f"{cu.dtype} {tuple(cu.shape)}")
    C.check_device(OP, name, cu, "q", q)


def _check_shapes(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, window_left, window_right,
                  softcap, sinks) -> None:
    for name, t in (("q", q), ("k", k), ("v", v)):
        C.check_float(OP, name, t)
        if t.dim() != 3:
            raise ValueError(f"cdna::{OP}: {name} must be 3-D [total_tokens, heads, head_dim] (sequences packed "
                             f"along dim 0); got shape {tuple(t.shape)}")
    for name, t in (("k", k), ("v", v)):
        C.check_same_dtype(OP, name, t, "q", q)
        C.check_device(OP, name, t, "q", q)
    if k.shape[:2] != v.shape[:2] or k.shape[2] != q.shape[2] or v.shape[2] != q.shape[2]:
        raise ValueError(f"cdna::{OP}: k {tuple(k.shape)} and v {tuple(v.shape)} must be [total_k, H_kv, D] with "
                         f"q's head dim (q {tuple(q.shape)})")
    hq, hkv = q.shape[1], k.shape[1]
    if hkv == 0 or hq % hkv:
        raise ValueError(f"cdna::{OP}: q's {hq} heads must be a multiple of k/v's {hkv} heads (GQA)")
    _check_cu("cu_seqlens_q", cu_seqlens_q, q)
    _check_cu("cu_seqlens_k", cu_seqlens_k, q)
    if cu_seqlens_q.shape != cu_seqlens_k.shape:
        raise ValueError(f"cdna::{OP}: cu_seqlens_q {tuple(cu_seqlens_q.shape)} and cu_seqlens_k "
                         f"{tuple(cu_seqlens_k.shape)} must both be [batch + 1]")
    for name, n in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if n < 0:
            raise ValueError(f"cdna::{OP}: {name}={n}; pass the longest sequence's length (>= 0)")
    _check_extras(OP, window_left, window_right, softcap)
    check_sinks(OP, sinks, q, hq)


def _bad_lengths(cu: torch.Tensor, total: int, longest: int, name: str, max_name: str) -> ValueError | None:
    vals = cu.tolist()
    if vals[0] != 0 or vals[-1] != total:
        return ValueError(f"cdna::{OP}: {name} must run from 0 to the packed length {total}; got {vals[0]} .. "
                          f"{vals[-1]}")
    for b, (a, c) in enumerate(zip(vals, vals[1:])):
        if c < a:
            return ValueError(f"cdna::{OP}: {name} must be non-decreasing; {name}[{b + 1}] = {c} < {name}[{b}] = {a}")
        if c - a > longest:
            return ValueError(f"cdna::{OP}: sequence {b} has {c - a} rows but {max_name} = {longest}; pass at least "
                              f"the longest sequence's length")
    return None


def _bad_value(q, k, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k) -> ValueError | None:
    return (_bad_lengths(cu_seqlens_q, q.shape[0], max_seqlen_q, "cu_seqlens_q", "max_seqlen_q")
            or _bad_lengths(cu_seqlens_k, k.shape[0], max_seqlen_k, "cu_seqlens_k", "max_seqlen_k"))


def check_varlen_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
                           causal=False, window_left=-1, window_right=-1, softcap=0.0, sinks=None) -> None:
    _check_shapes(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, window_left, window_right,
                  softcap, sinks)
    if cu_seqlens_q.device.type == "cpu":  # host memory: the check costs no sync
        err = _bad_value(q, k, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
        if err is not None:
            raise err


def varlen_attention_reference(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
                               causal=False, window_left=-1, window_right=-1, softcap=0.0, sinks=None):
    """``cdna::attention``'s reference per sequence (bottom-right aligned), written into the packed outputs."""
    lse_dtype = torch.float64 if q.dtype == torch.float64 else torch.float32
    out = torch.empty(q.shape, dtype=q.dtype, device=q.device)
    lse = torch.empty((q.shape[1], q.shape[0]), dtype=lse_dtype, device=q.device)
    if q.device.type == "meta":
        return out, lse
    err = _bad_value(q, k, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k)
    if err is not None:
        raise err
    cq, ck = cu_seqlens_q.tolist(), cu_seqlens_k.tolist()
    for b in range(len(cq) - 1):
        q0, q1, k0, k1 = cq[b], cq[b + 1], ck[b], ck[b + 1]
        if q1 == q0:
            continue
        o, s = attention_reference(*(t.transpose(0, 1).unsqueeze(0) for t in (q[q0:q1], k[k0:k1], v[k0:k1])),
                                   causal=causal, scale=scale, enable_gqa=True, window_left=window_left,
                                   window_right=window_right, bottom_right=True, softcap=softcap, sinks=sinks)
        out[q0:q1] = o[0].transpose(0, 1)
        lse[:, q0:q1] = s[0]
    return out, lse


def varlen_attention_fake(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
                          causal=False, window_left=-1, window_right=-1, softcap=0.0, sinks=None):
    _check_shapes(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, window_left, window_right,
                  softcap, sinks)
    return (torch.empty(q.shape, dtype=q.dtype, device=q.device),
            torch.empty((q.shape[1], q.shape[0]), dtype=torch.float32, device=q.device))


def kernel_check(arch: str, q, k, v, *rest, **kwargs) -> None:
    d = q.shape[-1]
    if d not in KERNEL_HEAD_DIMS:
        raise MissingKernel(
            f"cdna::{OP}: no kernel for head dim {d} on arch {arch}; the kernels cover head dims {KERNEL_HEAD_DIMS}. "
            f"Set TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) to "
            f"run the pure-PyTorch reference")


def _unit_last(t: torch.Tensor) -> torch.Tensor:
    return t if t.stride(-1) == 1 else t.contiguous()


def varlen_attention_launch(launcher, q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *,
                            scale=None, causal=False, window_left=-1, window_right=-1, softcap=0.0, sinks=None):
    out = output(tuple(q.shape), q)
    lse = output((q.shape[1], q.shape[0]), q, torch.float32)
    if out.numel():
        launcher(_unit_last(q), _unit_last(k), _unit_last(v), cu_seqlens_q.contiguous(), cu_seqlens_k.contiguous(),
                 int(max_seqlen_q), out, lse, 1.0 / math.sqrt(q.shape[-1]) if scale is None else float(scale),
                 bool(causal), (int(window_left), int(window_right)), float(softcap),
                 None if sinks is None else sinks.contiguous())
    return out, lse


def _setup(ctx: Any, inputs: tuple, output: tuple) -> None:
    ctx.mark_non_differentiable(output[1])


def _backward(ctx: Any, *grads: Any) -> tuple:
    raise NotImplementedError(
        f"cdna::{OP} has no backward yet (forward only): call it under torch.no_grad() / inference_mode, or, to "
        f"train, pad the batch to [B, H, S, D] and use cdna::attention (bottom_right=True gives the same "
        f"per-sequence alignment), which has one")


def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``varlen_attention`` on one mesh dim: everything Replicate; heads (q, out Shard(1),
    k/v Shard(1), lse and sinks Shard(0), cu_seqlens Replicate) when the mesh size divides the kv heads."""
    from torch.distributed.tensor import Replicate, Shard
    names = list(args)
    tensors = {n for n, x in args.items() if hasattr(x, "placements")}

    def inputs(place: Any) -> list:
        return [place(n) if n in tensors else None for n in names]

    result = [([Replicate(), Replicate()], inputs(lambda n: Replicate()))]
    if args["k"].shape[1] % args["q"].mesh.size() == 0:
        result.append(([Shard(1), Shard(0)], inputs(lambda n: Shard(1) if n in ("q", "k", "v") else Shard(0)
                                                    if n == "sinks" else Replicate())))
    return result


define(OpDef(
    OP,
    "varlen_attention(Tensor q, Tensor k, Tensor v, Tensor cu_seqlens_q, Tensor cu_seqlens_k, int max_seqlen_q, "
    "int max_seqlen_k, *, float? scale=None, bool causal=False, int window_left=-1, int window_right=-1, "
    "float softcap=0., Tensor? sinks=None) -> (Tensor out, Tensor lse)",
    check_varlen_attention, varlen_attention_reference, varlen_attention_fake, varlen_attention_launch,
    Autograd(_setup, _backward), kernel_check=kernel_check))
