"""Fused QKV projection output split + RoPE -> ``cdna::qkv_rope`` (a graph rewrite after the ``rope`` fusion).

Phi-3 (``qkv_proj``: [q heads | k heads | v heads], "grouped") and GPT-NeoX (``query_key_value`` viewed per
head as [q_h | k_h | v_h], "per_head") slice one projection output ``qkv`` [B, S, N] into q, k, v, view and
transpose them to [B, H, S, D] and rotate q and k (partial rotary: ``cat((rope(x[..., :r]), x[..., r:]), -1)``).
By the time this pass runs the ``rope`` fusion has turned each rotation into ``cdna::rope`` (it proved the
cos/sin tables repeat their angles, the condition under which ``cdna::rope`` and hence ``cdna::qkv_rope`` are
equal to the HF math), so this pass looks for, per ``qkv``:

- two ``cdna::rope`` nodes (q's and k's) with equal cos/sin arguments (the same nodes, or the same view op of
  the same table) and the same ``interleaved``, whose input ``x`` is a *view* of ``qkv`` (every step a view op,
  checked by storage identity of the FakeTensors) with the strides and offset of q's (k's) heads' first ``r``
  columns in one of the two layouts; each optionally followed by ``cat((rope_out, tail), -1)`` with ``tail``
  the view of the remaining D - r columns of the same heads (partial rotary);
- a view of ``qkv`` with v's heads ([B, Hkv, S, D] at v's offset and head stride).

The strides and storage offsets of the FakeTensors describe each view's elements in ``qkv`` exactly, so a match
is the identity ``view == split_heads(qkv)[i]`` (ops/qkv_rope.py), and the q/k/v values are replaced by the three
outputs of one ``cdna::qkv_rope`` (contiguous [B, H, S, D]: what the SDPA/attention consumers and a KV cache
take). In training (joint) graphs the forward is replaced the same way; the backward graph autograd already
built (``cdna::rope_backward`` of dq/dk and Inductor's copies into dqkv) stays as it is (it is correct; matching
it into ``cdna::qkv_rope_backward`` is left to a later pass). Anything else (tables cast to another dtype before
the rope, a copy between qkv and the rope, heads not laid out as above) stays as the ``rope`` fusion left it,
with the reason logged.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def attn_inputs(qkv, freqs):                      # qkv [B, S, (4 + 2 + 2) * 16], Phi-3 layout
    ...     q, k, v = qkv.split([64, 32, 32], -1)
    ...     q, k, v = (t.unflatten(-1, (-1, 16)).transpose(1, 2) for t in (q, k, v))
    ...     emb = torch.cat((freqs, freqs), -1)[:, None]
    ...     rot = lambda x: torch.cat((-x[..., 8:], x[..., :8]), -1)
    ...     return q * emb.cos() + rot(q) * emb.sin(), k * emb.cos() + rot(k) * emb.sin(), v
    >>> f = torch.compile(attn_inputs, options=ti.options(["rope", "qkv_rope"]))   # one cdna::qkv_rope
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any

import torch

from . import _log, _support

aten = torch.ops.aten
_VIEWS = {aten.slice.Tensor, aten.view.default, aten.reshape.default, aten._unsafe_view.default,
          aten.permute.default, aten.transpose.int, aten.alias.default, aten.unsqueeze.default,
          aten.squeeze.dim, aten.unflatten.int, aten.split.Tensor, aten.split_with_sizes.default,
          aten.chunk.default, operator.getitem}
_MAX_DEPTH = 16


def _val(node: Any) -> Any:
    return node.meta.get("val") if isinstance(node, torch.fx.Node) else None


def _storage(t: torch.Tensor) -> Any:
    from torch.multiprocessing.reductions import StorageWeakRef
    return StorageWeakRef(t.untyped_storage())


def _chain(node: torch.fx.Node) -> list[torch.fx.Node]:
    """``node`` and the nodes it is a chain of views of, nearest first (at most ``_MAX_DEPTH``)."""
    chain = [node]
    while (len(chain) < _MAX_DEPTH and node.op == "call_function" and node.target in _VIEWS
           and isinstance(node.args[0], torch.fx.Node)):
        node = node.args[0]
        chain.append(node)
    return chain


def _root(node: torch.fx.Node, val: torch.Tensor) -> torch.fx.Node | None:
    """The farthest node of ``node``'s view chain holding a contiguous [*lead, S, N] tensor in the same storage,
    for a [*lead, H, S, w] view ``val`` (the projection output qkv, as the model shaped it)."""
    root = None
    for n in _chain(node)[1:]:
        r = _val(n)
        if (isinstance(r, torch.Tensor) and r.dim() == val.dim() - 1 and tuple(r.shape[:-2]) == tuple(val.shape[:-3])
                and r.shape[-2] == val.shape[-2] and r.is_contiguous() and _storage(r) == _storage(val)):
            root = n
    return root


@dataclass(frozen=True)
class HeadView:
    """A [B, H, S, w] view of a contiguous [B, S, N] (or [S, N]) qkv: element (b, h, s, j) is
    ``qkv[b, s, col + h * head_stride + j]``."""
    root: torch.fx.Node
    col: int
    head_stride: int
    heads: int
    width: int


def head_view(node: Any) -> HeadView | None:
    """``node`` as a HeadView of the contiguous tensor it is a view of, or None."""
    val = _val(node)
    if not isinstance(node, torch.fx.Node) or not isinstance(val, torch.Tensor) or val.dim() < 3:
        return None
    try:
        root = _root(node, val)
    except (RuntimeError, NotImplementedError):  # no storage (e.g. a sparse or functional wrapper)
        return None
    rval = _val(root)
    if root is None or any(not isinstance(s, int) for s in (*val.shape, *val.stride(), *rval.shape)):
        return None
    n, s = rval.shape[-1], rval.shape[-2]
    *lead, heads, seq, width = val.shape
    if tuple(lead) != tuple(rval.shape[:-2]) or seq != s:
        return None
    off = val.storage_offset() - rval.storage_offset()
    want = [st for st in rval.stride()[:-2]] + [None, n, 1]
    for size, got, exp in zip(val.shape, val.stride(), want):
        if exp is not None and size > 1 and got != exp:
            return None
    head_stride = val.stride()[-3] if heads > 1 else 0
    if not 0 <= off < n:
        return None
    return HeadView(root, off, head_stride, heads, width)


@dataclass
class Rotated:
    """q's or k's rotation: the rope node, its HeadView, and the node holding the full rotated heads."""
    rope: torch.fx.Node
    view: HeadView
    full: torch.fx.Node
    head_dim: int


def _rotated(rope: torch.fx.Node) -> Rotated | str:
    view = head_view(rope.args[0])
    if view is None:
        return "the rope input is not a head view of a contiguous projection output"
    cats = [u for u in rope.users if u.target is aten.cat.default and len(u.args[0]) == 2
            and u.args[0][0] is rope and (u.args[1] if len(u.args) > 1 else 0) in (-1, 3)]
    if len(rope.users) == 1 and cats:
        tail = head_view(cats[0].args[0][1])
        if (tail is None or tail.root is not view.root or tail.col != view.col + view.width
                or tail.heads != view.heads or (tail.head_stride != view.head_stride and view.heads > 1)):
            return "the partial-rotary tail is not the rest of the same heads"
        return Rotated(rope, view, cats[0], view.width + tail.width)
    return Rotated(rope, view, rope, view.width)


def _same(a: Any, b: Any, depth: int = 0) -> bool:
    """Whether nodes ``a`` and ``b`` provably hold the same value (the same node, or the same pure op of the same
    arguments)."""
    if a is b:
        return True
    if not (isinstance(a, torch.fx.Node) and isinstance(b, torch.fx.Node)) or depth > 4:
        return a == b if not isinstance(a, torch.fx.Node) and not isinstance(b, torch.fx.Node) else False
    if a.op != "call_function" or a.target != b.target or a.kwargs != b.kwargs or len(a.args) != len(b.args):
        return False
    if a.target not in _VIEWS and a.target not in (aten.cos.default, aten.sin.default):
        return False
    return all(_same(x, y, depth + 1) for x, y in zip(a.args, b.args))


def _layout(q: Rotated, k: Rotated) -> tuple[str, int, int] | str:
    """(layout, v's column, v's head stride) for rotated q and k of one qkv, or why they are no such pair."""
    d, n = q.head_dim, _val(q.view.root).shape[-1]
    hq, hkv = q.view.heads, k.view.heads
    if k.head_dim != d or q.view.col != 0:
        return "q and k head dims differ or q does not start the projection output"
    if n == (hq + 2 * hkv) * d and k.view.col == hq * d and {q.view.head_stride, k.view.head_stride} <= {0, d}:
        return "grouped", (hq + hkv) * d, d
    if hq == hkv and n == 3 * hq * d and k.view.col == d and {q.view.head_stride, k.view.head_stride} <= {0, 3 * d}:
        return "per_head", 2 * d, 3 * d
    return f"q/k heads (cols {q.view.col}, {k.view.col}; strides {q.view.head_stride}, {k.view.head_stride}) fit " \
           f"neither the grouped nor the per_head layout of N = {n}"


def _find_v(root: torch.fx.Node, col: int, stride: int, heads: int, d: int) -> torch.fx.Node | None:
    """The last view of ``root`` (through view users) that is v's [B, Hkv, S, D] heads."""
    found, todo, seen = None, [root], set()
    while todo:
        node = todo.pop()
        for user in node.users:
            if user in seen or user.op != "call_function" or user.target not in _VIEWS:
                continue
            seen.add(user)
            todo.append(user)
            v = head_view(user)
            if (v is not None and v.root is root and v.col == col and v.heads == heads and v.width == d
                    and (v.head_stride == stride or heads == 1)):
                found = user if found is None else max(found, user, key=_order(root.graph))
    return found


def _order(graph: torch.fx.Graph) -> Any:
    index = {n: i for i, n in enumerate(graph.nodes)}
    return index.__getitem__


def _candidates(graph: torch.fx.Graph) -> dict[torch.fx.Node, list[Rotated]]:
    groups: dict[torch.fx.Node, list[Rotated]] = {}
    for rope in graph.find_nodes(op="call_function", target=torch.ops.cdna.rope.default):
        r = _rotated(rope)
        if isinstance(r, str):
            _log.record_reject("qkv_rope", "split", rope, r)
            continue
        groups.setdefault(r.view.root, []).append(r)
    return groups


def _check(graph: torch.fx.Graph, rotated: list[Rotated]) -> tuple | str:
    if len(rotated) != 2:
        return f"{len(rotated)} rotations of one projection output (want q's and k's)"
    q, k = sorted(rotated, key=lambda r: r.view.col)
    (_, qc, qs, qi), (_, kc, ks, ki) = q.rope.args, k.rope.args
    if qi != ki or not (_same(qc, kc) and _same(qs, ks)):
        return "q and k are rotated with different tables or conventions"
    layout = _layout(q, k)
    if isinstance(layout, str):
        return layout
    name, vcol, vstride = layout
    v = _find_v(q.view.root, vcol, vstride, k.view.heads, q.head_dim)
    if v is None:
        return "no view of v's heads found"
    qkv, cos, sin = _val(q.view.root), _val(qc), _val(qs)
    if qkv.dtype != _val(q.rope.args[0]).dtype:
        return "the rope input has another dtype than qkv"
    args = (q.view.root, qc, qs, q.view.heads, k.view.heads, q.view.width, bool(qi), name)
    vals = (qkv, cos, sin, *args[3:])
    try:
        torch.ops.cdna.qkv_rope.default(*vals)   # its checks (shapes, tables) on the FakeTensors
    except (TypeError, ValueError, RuntimeError) as exc:
        return f"cdna::qkv_rope refuses the arguments: {exc}"
    reason = _support.unsupported("qkv_rope", qkv, cos, sin, args=vals)
    if reason:
        return reason
    order = _order(graph)
    first_use = min((u for node in (q.full, k.full, v) for u in node.users), key=order, default=None)
    last_arg = max((q.view.root, qc, qs), key=order)
    if first_use is None or order(last_arg) >= order(first_use):
        return "the tables are built after a use of q, k or v"
    return q, k, v, args, first_use


def rewrite(stage: str, graph: torch.fx.Graph) -> None:
    """Replace every provable Phi-3 / GPT-NeoX split + RoPE of ``graph`` (see the module docstring)."""
    if not graph.find_nodes(op="call_function", target=torch.ops.cdna.rope.default):
        return
    from torch._inductor.pattern_matcher import stable_topological_sort
    stable_topological_sort(graph)  # joint-graph replacements may leave nodes out of order until Inductor sorts
    for root, rotated in _candidates(graph).items():
        found = _check(graph, rotated)
        if isinstance(found, str):
            _log.record_reject("qkv_rope", "split", rotated[0].rope, found)
            continue
        q, k, v, args, first_use = found
        with graph.inserting_before(first_use):
            fused = graph.call_function(torch.ops.cdna.qkv_rope.default, args)
            items = [graph.call_function(operator.getitem, (fused, i)) for i in range(3)]
        fused.meta["val"] = torch.ops.cdna.qkv_rope.default(*(_val(a) if isinstance(a, torch.fx.Node) else a
                                                              for a in args))
        for i, (item, old) in enumerate(zip(items, (q.full, k.full, v))):
            item.meta["val"] = fused.meta["val"][i]
            old.replace_all_uses_with(item)
        _log.record_match("qkv_rope", args[-1])
    graph.eliminate_dead_code()
