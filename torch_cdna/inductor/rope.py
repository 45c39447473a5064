"""Rotary position embedding -> ``cdna::rope`` (and, in training graphs, ``cdna::rope_backward``).

Spellings (``x`` is q or k, cos/sin broadcast to x's shape and hold D angles):

- ``halves``: Hugging Face's ``x * cos + rotate_half(x) * sin`` with ``rotate_half(x) = cat((-x[..., D/2:],
  x[..., :D/2]), -1)`` (Llama, Mistral, Qwen, Gemma, GPT-NeoX, Phi); becomes ``cdna::rope(x, cos[..., :D/2],
  sin[..., :D/2], False)``;
- ``interleaved``: GPT-J's ``x * cos + rotate_every_two(x) * sin`` with ``rotate_every_two(x) =
  stack((-x[..., 1::2], x[..., ::2]), -1).flatten(-2)``; becomes ``cdna::rope(x, cos[..., ::2], sin[..., ::2],
  True)``;
- each twice: slicing ``x1`` before ``x2`` (HF) or the negated half first (``_neg_first``), which training
  graphs tell apart (autograd adds the slices' gradients in that order);
- ``halves`` training graphs once more with fp32 tables and a bf16/fp16 x (``/fp32_tables``: OLMo 2 keeps its
  tables fp32), whose backward casts x's gradient down.

Partial rotary (GPT-NeoX, Phi: only ``x[..., :rot]`` rotated, the rest concatenated back) needs no spelling of
its own: the rotated slice matches ``halves`` and the concatenation stays.

Correctness: ``cdna::rope`` applies ONE angle to both elements of a rotated pair, so the substitution is right
only when the D-wide tables repeat their D/2 angles — ``cos[..., :D/2] == cos[..., D/2:]`` (halves) or
``cos[..., 0::2] == cos[..., 1::2]`` (pairs). HF builds them so (``cat((freqs, freqs), -1).cos()``;
``repeat_interleave(sin, 2, -1)``), but a table with other values is legal user code. The check proves the
repetition from the graph alone (``repeats``): it walks from cos/sin back through elementwise ops and views that
keep the last dim to where the repetition is built — a ``cat([a, a], -1)``, a ``repeat`` doubling the last dim,
or a reshape of ``[..., 2, D/2]`` (``[..., D/2, 2]``) that is constant along the doubled dim (what Inductor
makes of ``cat([a, a])`` and ``repeat_interleave``). Tables that arrive as graph inputs (cos/sin computed
outside the compiled region, or a cached buffer) cannot be proven and stay on aten, with the reason logged.

The replacement returns what the pattern returned: ``cdna::rope`` computes in fp32 and rounds once to x's
dtype; x is first cast to the promoted dtype of (x, cos, sin), so fp32 tables with a bf16 x give an fp32 result
as eager does.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def apply(q, freqs):
    ...     emb = torch.cat((freqs, freqs), -1)
    ...     rot = torch.cat((-q[..., 4:], q[..., :4]), -1)
    ...     return q * emb.cos() + rot * emb.sin()
    >>> f = torch.compile(apply, options=ti.options(["rope"]))   # the compiled graph calls cdna::rope
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import torch

from . import _support
from ._patterns import Spelling, bind, empty, register_spellings, value

aten, prims = torch.ops.aten, torch.ops.prims
_MAX_DEPTH = 48  # graph steps from cos/sin back to where they are built (HF: ~10)


# ---------------------------------------------------------------- search functions (eager code)

def rotate_half(x: torch.Tensor) -> torch.Tensor:
    """HF's spelling. The order in which the two slices are taken is the order in which autograd accumulates
    their gradients into x (the operands of an add in training graphs), hence the ``_neg_first`` twin."""
    half = x.shape[-1] // 2
    x1, x2 = x[..., :half], x[..., half:]
    return torch.cat((-x2, x1), dim=-1)


def rotate_half_neg_first(x: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


def rotate_every_two(x: torch.Tensor) -> torch.Tensor:
    """HF GPT-J's spelling (see ``rotate_half`` for the ``_neg_first`` twin)."""
    x1, x2 = x[..., ::2], x[..., 1::2]
    return torch.stack((-x2, x1), dim=-1).flatten(-2)


def rotate_every_two_neg_first(x: torch.Tensor) -> torch.Tensor:
    return torch.stack((-x[..., 1::2], x[..., ::2]), dim=-1).flatten(-2)


def rope_pattern(x, cos, sin, *, rotate):
    return x * cos + rotate(x) * sin


# ---------------------------------------------------------------- replacements

def _promoted(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    dtype = torch.promote_types(torch.promote_types(x.dtype, cos.dtype), sin.dtype)
    return x if x.dtype == dtype else x.to(dtype)


def rope_replacement_halves(x, cos, sin):
    half = x.shape[-1] // 2
    return torch.ops.cdna.rope.default(_promoted(x, cos, sin), cos[..., :half], sin[..., :half], False)


def rope_replacement_interleaved(x, cos, sin):
    return torch.ops.cdna.rope.default(_promoted(x, cos, sin), cos[..., ::2], sin[..., ::2], True)


# ---------------------------------------------------------------- proving the tables repeat their angles

# ops computing each output element from the same-position elements of their inputs (broadcasting allowed)
_ELEMENTWISE = {
    aten.cos.default, aten.sin.default, aten.neg.default, aten.mul.Tensor, aten.mul.Scalar, aten.div.Tensor,
    aten.div.Scalar, aten.add.Tensor, aten.add.Scalar, aten.sub.Tensor, aten.sub.Scalar, aten.pow.Tensor_Scalar,
    aten.exp.default, aten.reciprocal.default, aten.clone.default, aten.alias.default, aten._to_copy.default,
    prims.convert_element_type.default, aten.contiguous.default, aten.lift_fresh_copy.default,
}
# views and copies that keep the last dim as it is (each checked to do so below)
_VIEWS = {aten.unsqueeze.default, aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.expand.default,
          aten.slice.Tensor, aten.select.int, aten.permute.default, aten.transpose.int, aten.view.default,
          aten.reshape.default, aten._unsafe_view.default, aten.index.Tensor}


def _meta(node: Any) -> Any:
    return node.meta.get("val") if isinstance(node, torch.fx.Node) else None


def _last(t: torch.Tensor, dim: int) -> bool:
    """Whether ``dim`` of ``t`` is its last dim."""
    return dim % max(t.dim(), 1) == t.dim() - 1


def _keeps_last_dim(node: torch.fx.Node, src: torch.Tensor, out: torch.Tensor) -> bool:
    """Whether the view ``node`` maps each last-dim row of ``src`` onto a last-dim row of ``out`` unchanged."""
    if src.dim() == 0 or out.dim() == 0:
        return False
    if node.target is aten.expand.default:
        return src.shape[-1] in (1, out.shape[-1])
    if src.shape[-1] != out.shape[-1]:
        return False
    t, args = node.target, node.args
    if t in (aten.slice.Tensor, aten.select.int):
        return not _last(src, args[1] if len(args) > 1 else 0)
    if t is aten.permute.default:
        return list(args[1])[-1] % src.dim() == src.dim() - 1
    if t is aten.transpose.int:
        return not (_last(src, args[1]) or _last(src, args[2]))
    if t is aten.index.Tensor:
        return len(args[1]) < src.dim()  # the trailing dims, the last among them, are not indexed
    if t in (aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.unsqueeze.default):
        return src.shape[-1] != 1  # a squeezed or new last dim would have size 1 somewhere
    return True  # view/reshape: equal last dims keep row-major rows intact


def _constant_along(node: Any, dim: int, depth: int = 0) -> bool:
    """Whether the value of ``node`` is constant along ``dim`` (negative: counted from the last dim)."""
    val = _meta(node)
    if not isinstance(val, torch.Tensor) or depth > _MAX_DEPTH:
        return False
    if -dim > val.dim() or val.shape[dim] == 1:
        return True
    if node.target is aten.expand.default:
        return _constant_along(node.args[0], dim, depth + 1)  # expand aligns dims right
    if node.target in (aten.clone.default, aten.contiguous.default, prims.convert_element_type.default,
                       aten._to_copy.default, aten.cos.default, aten.sin.default, aten.neg.default):
        return _constant_along(node.args[0], dim, depth + 1)
    return False


def _built_repeated(node: torch.fx.Node, src: Any, out: torch.Tensor, layout: str) -> bool:
    """Whether ``node`` itself builds the repetition (no further walk past it needed); ``src`` is the value of
    its first argument (None for cat's list)."""
    d, t = out.shape[-1], node.target
    if layout == "halves" and t is aten.cat.default:
        parts, dim = node.args[0], node.args[1] if len(node.args) > 1 else 0
        return len(parts) == 2 and parts[0] is parts[1] and _last(out, dim)
    if not isinstance(src, torch.Tensor):
        return False
    if layout == "halves" and t is aten.repeat.default:
        return list(node.args[1])[-1] == 2 and src.shape[-1] * 2 == d
    if t in (aten.view.default, aten.reshape.default, aten._unsafe_view.default) and src.dim() >= 2:
        doubled = -2 if layout == "halves" else -1
        pair_shape = (2, d // 2) if layout == "halves" else (d // 2, 2)
        return (tuple(src.shape[-2:]) == pair_shape and tuple(src.shape[:-2]) == tuple(out.shape[:-1])
                and _constant_along(node.args[0], doubled))
    return False


def repeats(node: Any, layout: str, depth: int = 0) -> bool:
    """Whether the table ``node`` (last dim D) provably holds D/2 values each twice: ``v[..., :D/2] ==
    v[..., D/2:]`` (``layout="halves"``) or ``v[..., 0::2] == v[..., 1::2]`` (``"pairs"``), for every input.

    Example:
        >>> import torch
        >>> from torch.fx.experimental.proxy_tensor import make_fx
        >>> def table(f):
        ...     return torch.cat((f, f), -1).cos(), torch.repeat_interleave(f.sin(), 2, -1), torch.cat((f, -f), -1)
        >>> gm = make_fx(table, tracing_mode="fake")(torch.randn(4, 8))
        >>> [(repeats(n, "halves"), repeats(n, "pairs")) for n in gm.graph.output_node().args[0]]
        [(True, False), (False, True), (False, False)]
    """
    out = _meta(node)
    if (not isinstance(out, torch.Tensor) or out.dim() == 0 or node.op != "call_function"
            or depth > _MAX_DEPTH):
        return False
    if out.shape[-1] == 1:
        return True  # one value broadcast along the last dim
    src = _meta(node.args[0]) if node.args else None
    if _built_repeated(node, src, out, layout):
        return True
    if node.target in _VIEWS:
        return (isinstance(src, torch.Tensor) and _keeps_last_dim(node, src, out)
                and (src.shape[-1] == 1 or repeats(node.args[0], layout, depth + 1)))
    if node.target in _ELEMENTWISE:
        inputs = [a for a in (*node.args, *node.kwargs.values()) if isinstance(a, torch.fx.Node)]
        return all(_meta(a).dim() == 0 or _meta(a).shape[-1] == 1 or repeats(a, layout, depth + 1)
                   for a in inputs if isinstance(_meta(a), torch.Tensor))
    return False


# ---------------------------------------------------------------- check


def rope_check(match: Any, stage: str, layout: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    x, cos, sin = (value(match, n) for n in ("x", "cos", "sin"))
    if not all(isinstance(t, torch.Tensor) for t in (x, cos, sin)):
        return "x, cos or sin has no tensor metadata"
    if x.dim() < 1 or x.shape[-1] % 2 or cos.shape[-1] != x.shape[-1] or sin.shape[-1] != x.shape[-1]:
        return f"cos {tuple(cos.shape)} / sin {tuple(sin.shape)} do not hold D angles for x {tuple(x.shape)}"
    try:
        shape = torch.broadcast_shapes(x.shape, cos.shape, sin.shape)
    except RuntimeError:
        return "x, cos and sin do not broadcast"
    if tuple(shape) != tuple(x.shape):
        return f"cos/sin broadcast x {tuple(x.shape)} to {tuple(shape)}"
    for name in ("cos", "sin"):
        node = match.kwargs[name]
        if not repeats(node, layout):
            where = "a graph input" if getattr(node, "op", None) == "placeholder" else "built in the graph"
            return (f"{name} ({where}) is not provably made of repeated D/2 angles "
                    f"({'cat((f, f), -1)' if layout == 'halves' else 'repeat_interleave(f, 2, -1)'}), which "
                    "cdna::rope assumes")
    for op in ("rope", "rope_backward") if stage == "joint" else ("rope",):
        reason = _support.unsupported(op, x, cos, sin)
        if reason:
            return reason
    return None


# ---------------------------------------------------------------- registration

def _examples(dtype: torch.dtype) -> list:
    # BHSD q with [B, 1, S, D] tables, as HF's apply_rotary_pos_emb broadcasts them over heads
    return [empty(2, 4, 8, 64, dtype=dtype), empty(2, 1, 8, 64, dtype=dtype), empty(2, 1, 8, 64, dtype=dtype)]


_SPELLINGS: tuple[tuple[str, Callable, Callable, str], ...] = (  # (name, rotation, replacement, table layout)
    ("halves", rotate_half, rope_replacement_halves, "halves"),
    ("halves_neg_first", rotate_half_neg_first, rope_replacement_halves, "halves"),
    ("interleaved", rotate_every_two, rope_replacement_interleaved, "pairs"),
    ("interleaved_neg_first", rotate_every_two_neg_first, rope_replacement_interleaved, "pairs"),
)


def _examples_fp32_tables(dtype: torch.dtype) -> list:
    # OLMo 2's tables stay fp32 while q/k are bf16: the training graph casts x's gradient back to bf16
    x, cos, sin = _examples(dtype)
    return [x, empty(*cos.shape), empty(*sin.shape)]


# Joint-only twins of the halves spellings with fp32 tables and a bf16 x (forward-only graphs need none: the
# promotion is inside the mul). Each costs one joint trace.
_FP32_TABLES = ("halves", "halves_neg_first")


def spellings() -> list[Spelling]:
    args = ("x", "cos", "sin")
    out = [Spelling(name, bind(rope_pattern, args, rotate=rotate), bind(replacement, args), inputs=_examples,
                    dtypes=(torch.bfloat16,), grads=((True, False, False),))
           for name, rotate, replacement, _ in _SPELLINGS]
    out += [Spelling(f"{sp.name}/fp32_tables", sp.search, sp.replacement, inputs=_examples_fp32_tables,
                     dtypes=(torch.bfloat16,), grads=sp.grads, stages=("joint",))
            for sp in out if sp.name in _FP32_TABLES]
    return out


def _layout(spelling: str) -> str:
    return next(layout for name, _, _, layout in _SPELLINGS if spelling.split("/")[0] == name)


def register(stage: str, passes: Any) -> None:
    """Register every RoPE spelling for ``stage`` ("post_grad" or "joint") into ``passes``."""
    for sp in spellings():
        check = functools.partial(rope_check, stage=stage, layout=_layout(sp.name))
        register_spellings("rope", [sp], check, stage, passes)
