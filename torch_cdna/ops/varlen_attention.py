"""``cdna::varlen_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
causal=False, window_left=-1, window_right=-1, softcap=0., sinks=None) -> (out, lse)``: attention over a batch
of sequences of different lengths packed without padding (flash-attention's varlen layout); and
``cdna::varlen_attention_backward(grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
max_seqlen_k, *, <the same keywords but sinks>) -> (dq, dk, dv)``.

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

Gradients: ``varlen_attention_backward`` (dq, dk, dv; keys no query sees get 0) and, for ``sinks``,
``attention.sinks_grad``'s formula on the [H_q, total_q] lse; ``lse`` gets none.

The kernels (``kernels/attention.py``'s forward and ``kernels/attention_bwd.py``'s dQ and dK/dV kernels with
the ``varlen`` flag): per workgroup the sequence's row offsets and lengths come from the cu_seqlens tensors
(four scalar loads), its buffer resources start at the sequence's first row and end at its last, and the
bottom-right offsets use its own lengths; blocks past a sequence's rows skip every tile. Head dims 64/128,
bf16/fp16, gfx942 and gfx950.

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
from ._layout import output, output_like
from ._registry import Autograd, OpDef, define
from .attention import (BACKWARD_HEAD_DIMS, KERNEL_HEAD_DIMS, _check_extras, attention_backward_reference,
                        attention_reference, check_sinks, sinks_grad)

OP = "varlen_attention"


def _check_cu(name: str, cu: Any, q: torch.Tensor, op: str = OP) -> None:
    if not isinstance(cu, torch.Tensor):
        raise TypeError(f"cdna::{op}: {name} must be a Tensor (int32 [batch + 1]); got {type(cu).__name__}")
    if cu.dtype != torch.int32 or cu.dim() != 1 or cu.shape[0] < 1:
        raise ValueError(f"cdna::{op}: {name} must be int32 [batch + 1] (cumulative sequence lengths from 0); got "
                         f"{cu.dtype} {tuple(cu.shape)}")
    C.check_device(op, name, cu, "q", q)


def _check_shapes(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, window_left, window_right,
                  softcap, sinks, op: str = OP) -> None:
    for name, t in (("q", q), ("k", k), ("v", v)):
        C.check_float(op, name, t)
        if t.dim() != 3:
            raise ValueError(f"cdna::{op}: {name} must be 3-D [total_tokens, heads, head_dim] (sequences packed "
                             f"along dim 0); got shape {tuple(t.shape)}")
    for name, t in (("k", k), ("v", v)):
        C.check_same_dtype(op, name, t, "q", q)
        C.check_device(op, name, t, "q", q)
    if k.shape[:2] != v.shape[:2] or k.shape[2] != q.shape[2] or v.shape[2] != q.shape[2]:
        raise ValueError(f"cdna::{op}: k {tuple(k.shape)} and v {tuple(v.shape)} must be [total_k, H_kv, D] with "
                         f"q's head dim (q {tuple(q.shape)})")
    hq, hkv = q.shape[1], k.shape[1]
    if hkv == 0 or hq % hkv:
        raise ValueError(f"cdna::{op}: q's {hq} heads must be a multiple of k/v's {hkv} heads (GQA)")
    _check_cu("cu_seqlens_q", cu_seqlens_q, q, op)
    _check_cu("cu_seqlens_k", cu_seqlens_k, q, op)
    if cu_seqlens_q.shape != cu_seqlens_k.shape:
        raise ValueError(f"cdna::{op}: cu_seqlens_q {tuple(cu_seqlens_q.shape)} and cu_seqlens_k "
                         f"{tuple(cu_seqlens_k.shape)} must both be [batch + 1]")
    for name, n in (("max_seqlen_q", max_seqlen_q), ("max_seqlen_k", max_seqlen_k)):
        if n < 0:
            raise ValueError(f"cdna::{op}: {name}={n}; pass the longest sequence's length (>= 0)")
    _check_extras(op, window_left, window_right, softcap)
    check_sinks(op, sinks, q, hq)


def _bad_lengths(cu: torch.Tensor, total: int, longest: int, name: str, max_name: str,
                 op: str = OP) -> ValueError | None:
    vals = cu.tolist()
    if vals[0] != 0 or vals[-1] != total:
        return ValueError(f"cdna::{op}: {name} must run from 0 to the packed length {total}; got {vals[0]} .. "
                          f"{vals[-1]}")
    for b, (a, c) in enumerate(zip(vals, vals[1:])):
        if c < a:
            return ValueError(f"cdna::{op}: {name} must be non-decreasing; {name}[{b + 1}] = {c} < {name}[{b}] = {a}")
        if c - a > longest:
            return ValueError(f"cdna::{op}: sequence {b} has {c - a} rows but {max_name} = {longest}; pass at least "
                              f"the longest sequence's length")
    return None


def _bad_value(q, k, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, op: str = OP) -> ValueError | None:
    return (_bad_lengths(cu_seqlens_q, q.shape[0], max_seqlen_q, "cu_seqlens_q", "max_seqlen_q", op)
            or _bad_lengths(cu_seqlens_k, k.shape[0], max_seqlen_k, "cu_seqlens_k", "max_seqlen_k", op))


def check_varlen_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *, scale=None,
                           causal=False, window_left=-1, window_right=-1, softcap=0.0, sinks=None,
                           op: str = OP, values: bool = True) -> None:
    """Shapes, dtypes, devices, keywords; with ``values`` the cu_seqlens values too when they live on the CPU
    (no sync; a fake implementation passes False: FakeTensors have no values)."""
    _check_shapes(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, window_left, window_right,
                  softcap, sinks, op)
    if values and cu_seqlens_q.device.type == "cpu":  # host memory: the check costs no sync
        err = _bad_value(q, k, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, op)
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


KEYWORDS = ("scale", "causal", "window_left", "window_right", "softcap")


def _setup(ctx: Any, inputs: tuple, output: tuple) -> None:
    q, k, v, cu_q, cu_k, max_q, max_k, *rest = inputs
    ctx.kw = dict(zip(KEYWORDS, rest))
    ctx.lens = (max_q, max_k)
    out, lse = output
    ctx.mark_non_differentiable(lse)
    sinks = rest[len(KEYWORDS)]
    ctx.save_for_backward(q, k, v, out, lse, cu_q, cu_k, *(() if sinks is None else (sinks,)))  # no None saved


def _backward(ctx: Any, grad_out: torch.Tensor, grad_lse: Any) -> tuple:
    q, k, v, out, lse, cu_q, cu_k, *rest = ctx.saved_tensors
    sinks = rest[0] if rest else None
    need = ctx.needs_input_grad
    dq = dk = dv = None
    if any(need[:3]):  # lse carries the sinks: the backward op needs none
        dq, dk, dv = torch.ops.cdna.varlen_attention_backward.default(grad_out, q, k, v, out, lse, cu_q, cu_k,
                                                                      *ctx.lens, **ctx.kw)
    dsinks = None
    if sinks is not None and need[7 + len(KEYWORDS)]:  # [T, H, D] -> [1, H, T, D], lse [H, T] -> [1, H, T]
        dsinks = sinks_grad(grad_out.transpose(0, 1)[None], out.transpose(0, 1)[None], lse[None], sinks)
    return ((dq if need[0] else None), (dk if need[1] else None), (dv if need[2] else None),
            *(None for _ in range(4 + len(KEYWORDS))), dsinks)


# ---------------------------------------------------------------- backward op

def check_varlen_attention_backward(grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                    max_seqlen_k, *, scale=None, causal=False, window_left=-1, window_right=-1,
                                    softcap=0.0, values: bool = True) -> None:
    op = "varlen_attention_backward"
    for name, t in (("grad_out", grad_out), ("q", q), ("out", out)):  # None before any attribute read
        C.check_float(op, name, t)
    check_varlen_attention(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, scale=scale,
                           causal=causal, window_left=window_left, window_right=window_right, softcap=softcap, op=op,
                           values=values)
    for name, t in (("grad_out", grad_out), ("out", out)):
        C.check_float(op, name, t)
        C.check_same_dtype(op, name, t, "q", q)
        C.check_device(op, name, t, "q", q)
        if t.shape != q.shape:
            raise ValueError(f"cdna::{op}: {name} must have q's shape [total_q, H_q, D] = {tuple(q.shape)}; got "
                             f"{tuple(t.shape)}")
    if not isinstance(lse, torch.Tensor):
        raise TypeError(f"cdna::{op}: lse must be a Tensor (float32 [H_q, total_q], the second output of "
                        f"cdna::varlen_attention); got {type(lse).__name__}")
    C.check_device(op, "lse", lse, "q", q)
    if lse.shape != (q.shape[1], q.shape[0]) or lse.dtype != torch.float32:
        raise ValueError(f"cdna::{op}: lse must be float32 [H_q, total_q] = {[q.shape[1], q.shape[0]]}; got "
                         f"{lse.dtype} {tuple(lse.shape)}")


def varlen_attention_backward_reference(grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                        max_seqlen_k, *, scale=None, causal=False, window_left=-1,
                                        window_right=-1, softcap=0.0):
    """``cdna::attention_backward``'s reference per sequence; keys of sequences without queries get 0."""
    dq, dk, dv = (torch.zeros(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))
    if q.device.type == "meta":
        return dq, dk, dv
    cq, ck = cu_seqlens_q.tolist(), cu_seqlens_k.tolist()
    for b in range(len(cq) - 1):
        q0, q1, k0, k1 = cq[b], cq[b + 1], ck[b], ck[b + 1]
        if q1 == q0 or k1 == k0:
            continue
        head = lambda t: t.transpose(0, 1).unsqueeze(0)  # noqa: E731 - [T, H, D] -> [1, H, T, D]
        g = attention_backward_reference(head(grad_out[q0:q1]), head(q[q0:q1]), head(k[k0:k1]), head(v[k0:k1]),
                                         head(out[q0:q1]), lse[:, q0:q1].unsqueeze(0), causal=causal, scale=scale,
                                         enable_gqa=True, window_left=window_left, window_right=window_right,
                                         bottom_right=True, softcap=softcap)
        dq[q0:q1], dk[k0:k1], dv[k0:k1] = (x[0].transpose(0, 1) for x in g)
    return dq, dk, dv


def varlen_attention_backward_fake(grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                   max_seqlen_k, **kw):
    check_varlen_attention_backward(grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                    max_seqlen_k, values=False, **kw)
    return tuple(torch.empty(t.shape, dtype=t.dtype, device=t.device) for t in (q, k, v))


def varlen_attention_backward_launch(launcher, grad_out, q, k, v, out, lse, cu_seqlens_q, cu_seqlens_k,
                                     max_seqlen_q, max_seqlen_k, *, scale=None, causal=False, window_left=-1,
                                     window_right=-1, softcap=0.0):
    dq, dk, dv = (output_like(t) for t in (q, k, v))
    if dq.numel() or dk.numel():
        launcher(*(_unit_last(t) for t in (grad_out, q, k, v, out)), lse.contiguous(), cu_seqlens_q.contiguous(),
                 cu_seqlens_k.contiguous(), int(max_seqlen_q), int(max_seqlen_k), dq, dk, dv,
                 1.0 / math.sqrt(q.shape[-1]) if scale is None else float(scale), bool(causal),
                 (int(window_left), int(window_right)), float(softcap))
    return dq, dk, dv


def _backward_kernel_check(arch: str, grad_out, q, k, v, *rest, **kwargs) -> None:
    if q.shape[-1] not in BACKWARD_HEAD_DIMS:
        raise MissingKernel(
            f"cdna::{OP}_backward: no kernel for head dim {q.shape[-1]} on arch {arch}; the backward kernels "
            f"cover head dims {BACKWARD_HEAD_DIMS}. Set TORCH_CDNA_OPS_IMPL=reference (or `with "
            f"torch_cdna._config.override(ops_impl='reference')`) to run the pure-PyTorch reference")
    kernel_check(arch, q, k, v)


def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``varlen_attention`` (and its backward) on one mesh dim: everything Replicate;
    heads (q, k, v, grad_out, out and dq/dk/dv Shard(1), lse and sinks Shard(0), cu_seqlens Replicate) when the
    mesh size divides the kv heads."""
    from torch.distributed.tensor import Replicate, Shard
    names = list(args)
    tensors = {n for n, x in args.items() if hasattr(x, "placements")}

    def inputs(place: Any) -> list:
        return [place(n) if n in tensors else None for n in names]

    backward = "grad_out" in args
    outputs = 3 if backward else 2
    result = [([Replicate()] * outputs, inputs(lambda n: Replicate()))]
    if args["k"].shape[1] % args["q"].mesh.size() == 0:
        heads = [Shard(1)] * 3 if backward else [Shard(1), Shard(0)]
        result.append((heads, inputs(lambda n: Shard(0) if n in ("sinks", "lse") else Replicate()
                                     if n.startswith("cu_seqlens") else Shard(1))))
    return result


define(OpDef(
    OP,
    "varlen_attention(Tensor q, Tensor k, Tensor v, Tensor cu_seqlens_q, Tensor cu_seqlens_k, int max_seqlen_q, "
    "int max_seqlen_k, *, float? scale=None, bool causal=False, int window_left=-1, int window_right=-1, "
    "float softcap=0., Tensor? sinks=None) -> (Tensor out, Tensor lse)",
    check_varlen_attention, varlen_attention_reference, varlen_attention_fake, varlen_attention_launch,
    Autograd(_setup, _backward), kernel_check=kernel_check))
define(OpDef(
    "varlen_attention_backward",
    "varlen_attention_backward(Tensor grad_out, Tensor q, Tensor k, Tensor v, Tensor out, Tensor lse, "
    "Tensor cu_seqlens_q, Tensor cu_seqlens_k, int max_seqlen_q, int max_seqlen_k, *, float? scale=None, "
    "bool causal=False, int window_left=-1, int window_right=-1, float softcap=0.) -> (Tensor dq, Tensor dk, "
    "Tensor dv)",
    check_varlen_attention_backward, varlen_attention_backward_reference, varlen_attention_backward_fake,
    varlen_attention_backward_launch, kernel_check=_backward_kernel_check))
