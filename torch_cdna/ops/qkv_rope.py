"""Fused QKV-projection split + RoPE: ``cdna::qkv_rope`` and ``cdna::qkv_rope_backward``.

``qkv_rope(qkv, cos, sin, num_q_heads, num_kv_heads, rotary_dim, interleaved, layout) -> (q, k, v)``

qkv is the output of a fused QKV projection, [..., S, N] with N = (Hq + 2 Hkv) * D (usually [B, S, N]; a
2-D [T, N] works too). ``layout`` says how N is laid out:

- ``"grouped"`` (Phi-3 ``qkv_proj``): [all Hq q heads | all Hkv k heads | all Hkv v heads], D each (GQA: any
  Hq, Hkv);
- ``"per_head"`` (GPT-NeoX ``query_key_value`` viewed as [..., H, 3D]): per head h, [q_h | k_h | v_h]
  (Hq == Hkv).

The head dim D is N / (Hq + 2 Hkv) (so it is not an argument). q, k and v come out as fresh contiguous
[..., H, S, D] tensors (BHSD, what ``cdna::attention`` and HF's attention take after ``transpose(1, 2)``;
contiguous because each (b, h) slab of K/V is then one dense block for the attention kernels' tile loads and a
KV-cache append is one plain copy). q and k have RoPE applied exactly as ``cdna::rope`` does to
``q[..., :rotary_dim]`` (the rest of each head passed through; ``rotary_dim == D`` is full rotary); v is a copy.
cos/sin hold rotary_dim/2 angles and broadcast to ``(..., 1, S, rotary_dim/2)`` — e.g. [B, 1, S, r/2] or
[S, r/2] — shared by every q and k head (HF's ``cos[..., :r/2]`` of its [B, S, r] table, unsqueezed at dim 1).
``interleaved`` as in ``cdna::rope`` (False: halves, GPT-NeoX/Llama; True: pairs, GPT-J).

Backward: ``qkv_rope_backward(dq, dk, dv, cos, sin, rotary_dim, interleaved, layout) -> dqkv`` rotates dq and
dk back (the opposite angle) and writes them with dv into one [..., S, N] gradient in qkv's layout: one kernel
(the forward kernel with sources and destinations swapped), no per-tensor rope_backward + cat.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> qkv = torch.randn(2, 5, (4 + 2 * 2) * 8)                 # B=2, S=5, Hq=4, Hkv=2, D=8
    >>> cos, sin = torch.ones(2, 1, 5, 2), torch.zeros(2, 1, 5, 2)  # rotary_dim 4: angle 0
    >>> with _config.override(ops_impl="reference"):
    ...     q, k, v = torch.ops.cdna.qkv_rope(qkv, cos, sin, 4, 2, 4, False, "grouped")
    >>> q.shape, k.shape, torch.equal(v, qkv[..., 48:].unflatten(-1, (2, 8)).transpose(1, 2))
    (torch.Size([2, 4, 5, 8]), torch.Size([2, 2, 5, 8]), True)
"""

from __future__ import annotations

from typing import Any

import torch

from . import _checks as C
from ._layout import output
from ._registry import Autograd, OpDef, define
from .rope import _rotate

LAYOUTS = ("grouped", "per_head")


# ---------------------------------------------------------------------------------------------- layout
def head_dim(qkv: torch.Tensor, hq: int, hkv: int) -> int:
    return qkv.shape[-1] // (hq + 2 * hkv)


def split_heads(qkv: torch.Tensor, hq: int, hkv: int, layout: str) -> tuple[torch.Tensor, ...]:
    """q, k, v as [..., H, S, D] views of qkv [..., S, N] (no copies)."""
    d = head_dim(qkv, hq, hkv)
    if layout == "grouped":
        parts = qkv.split([hq * d, hkv * d, hkv * d], -1)
        return tuple(p.unflatten(-1, (p.shape[-1] // d, d)).transpose(-3, -2) for p in parts)
    return tuple(p.transpose(-3, -2) for p in qkv.unflatten(-1, (hq, 3 * d)).split(d, -1))


def merge_heads(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layout: str) -> torch.Tensor:
    """The inverse of ``split_heads``: [..., S, N] (contiguous) from [..., H, S, D] q, k, v."""
    if layout == "grouped":
        return torch.cat([t.transpose(-3, -2).flatten(-2) for t in (q, k, v)], -1)
    return torch.cat((q, k, v), -1).transpose(-3, -2).flatten(-2).contiguous()


def angles_shape(lead: tuple, s: int, rot: int) -> tuple:
    return (*lead, 1, s, rot // 2)


# ---------------------------------------------------------------------------------------------- checks
def _check_common(op: str, first: str, lead: tuple, s: int, d: int, cos: Any, sin: Any, rotary_dim: int,
                  layout: str, ref: torch.Tensor) -> None:
    C.check_choice(op, "layout", layout, LAYOUTS)
    if not (isinstance(rotary_dim, int) and 2 <= rotary_dim <= d and rotary_dim % 2 == 0):
        raise ValueError(f"cdna::{op}: rotary_dim={rotary_dim!r} must be an even int in 2..head_dim ({d}); "
                         f"rotary_dim == head_dim is full rotary")
    target = angles_shape(lead, s, rotary_dim)
    for name, t in (("cos", cos), ("sin", sin)):
        C.check_float(op, name, t)
        C.check_device(op, name, t, first, ref)
        C.check_broadcastable(op, name, t, target, "(..., 1, S, rotary_dim/2), shared by all heads")


def _check_heads(op: str, hq: Any, hkv: Any, layout: str, names: tuple = ("num_q_heads", "num_kv_heads")) -> None:
    for name, h in zip(names, (hq, hkv)):
        if not isinstance(h, (int, torch.SymInt)) or h < 1:
            raise ValueError(f"cdna::{op}: {name}={h!r} must be an int >= 1")
    if layout == "per_head" and hq != hkv:
        raise ValueError(f"cdna::{op}: layout='per_head' ([q_h | k_h | v_h] per head, GPT-NeoX) needs "
                         f"num_q_heads == num_kv_heads; got {hq} and {hkv} (use layout='grouped' for GQA)")


def check_qkv_rope(qkv: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, num_q_heads: int, num_kv_heads: int,
                   rotary_dim: int, interleaved: bool, layout: str) -> None:
    op = "qkv_rope"
    C.check_float(op, "qkv", qkv)
    C.check_min_dim(op, "qkv", qkv, 2)
    C.check_choice(op, "layout", layout, LAYOUTS)
    _check_heads(op, num_q_heads, num_kv_heads, layout)
    n, heads = qkv.shape[-1], num_q_heads + 2 * num_kv_heads
    if n % heads or n // heads % 2:
        raise ValueError(f"cdna::{op}: the last dim of qkv ({n}) must be (num_q_heads + 2 * num_kv_heads) * "
                         f"head_dim = {heads} * head_dim with an even head_dim; got shape {tuple(qkv.shape)}")
    _check_common(op, "qkv", tuple(qkv.shape[:-2]), qkv.shape[-2], n // heads, cos, sin, rotary_dim, layout, qkv)


def check_qkv_rope_backward(dq: torch.Tensor, dk: torch.Tensor, dv: torch.Tensor, cos: torch.Tensor,
                            sin: torch.Tensor, rotary_dim: int, interleaved: bool, layout: str) -> None:
    op = "qkv_rope_backward"
    C.check_float(op, "dq", dq)
    C.check_min_dim(op, "dq", dq, 3)
    for name, t in (("dk", dk), ("dv", dv)):
        C.check_float(op, name, t)
        C.check_same_dtype(op, name, t, "dq", dq)
        C.check_device(op, name, t, "dq", dq)
    C.check_same_shape(op, "dv", dv, "dk", dk)
    if dk.dim() != dq.dim() or dk.shape[:-3] != dq.shape[:-3] or dk.shape[-2:] != dq.shape[-2:]:
        raise ValueError(f"cdna::{op}: dk {tuple(dk.shape)} must be dq {tuple(dq.shape)} with another head count "
                         f"(dims -3); both [..., H, S, D]")
    C.check_choice(op, "layout", layout, LAYOUTS)
    _check_heads(op, dq.shape[-3], dk.shape[-3], layout, ("dq.shape[-3]", "dk.shape[-3]"))
    _check_common(op, "dq", tuple(dq.shape[:-3]), dq.shape[-2], dq.shape[-1], cos, sin, rotary_dim, layout, dq)
    if dq.shape[-1] % 2:
        raise ValueError(f"cdna::{op}: the head dim of dq must be even; got shape {tuple(dq.shape)}")


# ---------------------------------------------------------------------------------------------- references
def _rope_part(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, rot: int, inter: bool, sign: float
               ) -> torch.Tensor:
    out = _rotate(x[..., :rot], cos, sin, inter, sign)
    return out if rot == x.shape[-1] else torch.cat((out, x[..., rot:]), -1)


def qkv_rope_reference(qkv, cos, sin, num_q_heads, num_kv_heads, rotary_dim, interleaved, layout):
    q, k, v = split_heads(qkv, num_q_heads, num_kv_heads, layout)
    return (_rope_part(q, cos, sin, rotary_dim, interleaved, 1.0).contiguous(),
            _rope_part(k, cos, sin, rotary_dim, interleaved, 1.0).contiguous(), v.contiguous())


def qkv_rope_backward_reference(dq, dk, dv, cos, sin, rotary_dim, interleaved, layout):
    return merge_heads(_rope_part(dq, cos, sin, rotary_dim, interleaved, -1.0),
                       _rope_part(dk, cos, sin, rotary_dim, interleaved, -1.0), dv, layout)


# ---------------------------------------------------------------------------------------------- fakes
def _out_shapes(qkv: torch.Tensor, hq: int, hkv: int) -> tuple[tuple, tuple]:
    lead, s, d = tuple(qkv.shape[:-2]), qkv.shape[-2], head_dim(qkv, hq, hkv)
    return (*lead, hq, s, d), (*lead, hkv, s, d)


def qkv_rope_fake(qkv, cos, sin, num_q_heads, num_kv_heads, rotary_dim, interleaved, layout):
    check_qkv_rope(qkv, cos, sin, num_q_heads, num_kv_heads, rotary_dim, interleaved, layout)
    qs, ks = _out_shapes(qkv, num_q_heads, num_kv_heads)
    return tuple(qkv.new_empty(s) for s in (qs, ks, ks))


def qkv_rope_backward_fake(dq, dk, dv, cos, sin, rotary_dim, interleaved, layout):
    check_qkv_rope_backward(dq, dk, dv, cos, sin, rotary_dim, interleaved, layout)
    n = (dq.shape[-3] + 2 * dk.shape[-3]) * dq.shape[-1]
    return dq.new_empty((*dq.shape[:-3], dq.shape[-2], n))


# ---------------------------------------------------------------------------------------------- launch
def _rows3(t: torch.Tensor) -> torch.Tensor:
    """[B, S, N] view (or copy) of [..., S, N] with a unit-stride last dim."""
    t = t if t.stride(-1) == 1 or t.shape[-1] == 1 else t.contiguous()
    t3 = t.reshape(-1, *t.shape[-2:]) if t.dim() != 3 else t
    return t3


def _angles4(t: torch.Tensor, lead: tuple, s: int, rot: int) -> torch.Tensor:
    """cos/sin as at most 4 dims aligned right against [B, 1, S, r/2] (leading dims folded)."""
    if len(lead) <= 1:
        return t
    return t.expand(angles_shape(lead, s, rot)).reshape(-1, 1, s, rot // 2)


def qkv_rope_launch(launcher, qkv, cos, sin, num_q_heads, num_kv_heads, rotary_dim, interleaved, layout):
    qs, ks = _out_shapes(qkv, num_q_heads, num_kv_heads)
    q, k, v = output(qs, qkv), output(ks, qkv), output(ks, qkv)
    lead, s = tuple(qkv.shape[:-2]), qkv.shape[-2]
    b = 1
    for n in lead:
        b *= n
    launcher(_rows3(qkv), _angles4(cos, lead, s, rotary_dim), _angles4(sin, lead, s, rotary_dim),
             *(t.view(b, t.shape[-3], s, t.shape[-1]) for t in (q, k, v)), rotary_dim, interleaved, layout)
    return q, k, v


def qkv_rope_backward_launch(launcher, dq, dk, dv, cos, sin, rotary_dim, interleaved, layout):
    lead, s, d = tuple(dq.shape[:-3]), dq.shape[-2], dq.shape[-1]
    n = (dq.shape[-3] + 2 * dk.shape[-3]) * d
    dqkv = output((*lead, s, n), dq)
    b = 1
    for m in lead:
        b *= m
    grads = [g if g.stride(-1) == 1 else g.contiguous() for g in (dq, dk, dv)]
    grads = [g.reshape(b, *g.shape[-3:]) for g in grads]
    launcher(*grads, _angles4(cos, lead, s, rotary_dim), _angles4(sin, lead, s, rotary_dim),
             dqkv.view(b, s, n), rotary_dim, interleaved, layout)
    return dqkv


# ---------------------------------------------------------------------------------------------- autograd
def _setup(ctx: Any, inputs: tuple, output: Any) -> None:
    _, cos, sin, _, _, ctx.rotary_dim, ctx.interleaved, ctx.layout = inputs
    if ctx.needs_input_grad[1] or ctx.needs_input_grad[2]:
        raise ValueError("cdna::qkv_rope: cos/sin require grad, but the op differentiates only qkv (cos/sin are "
                         "position tables); detach them (cos.detach(), sin.detach())")
    ctx.save_for_backward(cos, sin)


def _backward(ctx: Any, dq: torch.Tensor | None, dk: torch.Tensor | None, dv: torch.Tensor | None) -> tuple:
    cos, sin = ctx.saved_tensors
    dqkv = torch.ops.cdna.qkv_rope_backward.default(dq, dk, dv, cos, sin, ctx.rotary_dim, ctx.interleaved,
                                                    ctx.layout)
    return dqkv, None, None, None, None, None, None, None


SCHEMA = ("qkv_rope(Tensor qkv, Tensor cos, Tensor sin, int num_q_heads, int num_kv_heads, int rotary_dim, "
          "bool interleaved, str layout) -> (Tensor q, Tensor k, Tensor v)")
BACKWARD_SCHEMA = ("qkv_rope_backward(Tensor dq, Tensor dk, Tensor dv, Tensor cos, Tensor sin, int rotary_dim, "
                   "bool interleaved, str layout) -> Tensor")

define(OpDef("qkv_rope", SCHEMA, check_qkv_rope, qkv_rope_reference, qkv_rope_fake, qkv_rope_launch,
             Autograd(_setup, _backward)))
define(OpDef("qkv_rope_backward", BACKWARD_SCHEMA, check_qkv_rope_backward, qkv_rope_backward_reference,
             qkv_rope_backward_fake, qkv_rope_backward_launch))


# ---------------------------------------------------------------------------------------------- sharding
def sharding_strategies(schema: Any, family: Any, args: dict) -> list:
    """DTensor strategies of ``qkv_rope``/``qkv_rope_backward`` on one mesh dim (``_sharding.Family.rule``):
    everything Replicate; a batch or the sequence dim of qkv/dqkv ([..., S, N]) sharded with the same dim of the
    [..., H, S, D] tensors (S moves from dim -2 to dim -2 of a tensor with one more dim) and cos/sin sharded on
    the aligned dim of their (..., 1, S, r/2) target (Replicate where they broadcast); and, the op being linear in
    its data, qkv (or dq, dk, dv) Partial with every output Partial. Heads are never sharded: the int head
    counts are global (and the grouped layout interleaves no heads per rank)."""
    from torch.distributed.tensor import Partial, Replicate, Shard
    forward = "qkv" in args
    rows_name, data = ("qkv", ("qkv",)) if forward else (None, ("dq", "dk", "dv"))
    first = args[data[0]]
    nlead = first.ndim - (2 if forward else 3)
    nout = len(schema.returns)
    names = list(args)
    tensors = {n for n, v in args.items() if hasattr(v, "placements")}

    def inputs(place: Any) -> list:
        return [place(n, args[n]) if n in tensors else None for n in names]

    result = [([Replicate()] * nout, inputs(lambda n, t: Replicate()))]
    for rows_dim, bhsd_dim in [(i, i) for i in range(nlead)] + [(nlead, nlead + 1)]:
        def place(n: str, t: Any, rd: int = rows_dim, bd: int = bhsd_dim) -> Any:
            if n in ("cos", "sin"):
                j = bd - (nlead + 3 - t.ndim)
                return Replicate() if j < 0 or t.shape[j] == 1 else Shard(j)
            return Shard(rd) if n == rows_name else Shard(bd)
        result.append(([Shard(bhsd_dim)] * nout if forward else [Shard(rows_dim)], inputs(place)))
    result.append(([Partial()] * nout, inputs(lambda n, t: Partial() if n in data else Replicate())))
    return result
