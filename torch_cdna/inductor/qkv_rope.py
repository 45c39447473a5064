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
take). Anything else (tables cast to another dtype before the rope, a copy between qkv and the rope, heads not
laid out as above) stays as the ``rope`` fusion left it, with the reason logged.

Training (joint) graphs: the forward is replaced the same way, and the backward autograd built (per q and k a
``cdna::rope_backward`` of the first ``r`` columns of their gradient, then zero-filled slice_scatters, adds,
cat, permutes and copies assembling dq, dk, dv into the gradient of qkv) becomes one
``cdna::qkv_rope_backward(dq, dk, dv, cos, sin, r, interleaved, layout)``. The candidate is found from the two
``cdna::rope_backward`` nodes (same tables and convention): dq and dk are the nodes their inputs are views of,
dqkv the first node with qkv's [..., S, N] shape computed from them, dv the one other gradient it reads. The
equality is then *proved* by evaluating the subgraph between them exactly: every op in it must be index
movement, a zero fill or a tensor add (each output element a sum of inputs with non-negative integer
coefficients); the inputs are encoded as ``2**40 + unique id`` (int64, the rope_backward outputs as inputs of
their own), so an output element equal to ``2**40 + i`` is exactly input element ``i`` once. The evaluation
checks that each rope_backward reads exactly ``d[..., :r]`` and that dqkv is exactly
``merge_heads(cat(rope_bwd(dq), dq[..., r:]), cat(rope_bwd(dk), dk[..., r:]), dv, layout)``, which is
``cdna::qkv_rope_backward``'s definition. It costs int64 tensors of qkv's size at compile time, so it runs
only up to ``PROOF_MAX_NUMEL`` elements (larger graphs keep the autograd backward, with the reason logged).

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
    """Replace every provable Phi-3 / GPT-NeoX split + RoPE of ``graph`` and, in joint graphs, the assembly of
    its gradient (see the module docstring)."""
    rope, rope_bwd = (graph.find_nodes(op="call_function", target=op)
                      for op in (torch.ops.cdna.rope.default, torch.ops.cdna.rope_backward.default))
    if not rope and not (stage == "joint" and rope_bwd):
        return
    from torch._inductor.pattern_matcher import stable_topological_sort
    stable_topological_sort(graph)  # joint-graph replacements may leave nodes out of order until Inductor sorts
    if rope:
        _rewrite_forward(graph)
    if stage == "joint" and rope_bwd:
        _rewrite_backward(graph)
    graph.eliminate_dead_code()


def _rewrite_forward(graph: torch.fx.Graph) -> None:
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


# ---------------------------------------------------------------------------------------------- backward
PROOF_MAX_NUMEL = 1 << 25   # int64 elements of qkv the compile-time proof may evaluate (256 MiB a tensor)
_UNIT = 1 << 40             # an input element counts 1 unit; ids stay below it
_MAX_CONE = 96              # nodes in the assembly subgraph
_MAX_ADDS = 16              # each add at most doubles an element's unit count: 2**16 units stay below 2**63
_ZERO_FILLS = {aten.full.default, aten.zeros.default, aten.new_zeros.default, aten.zeros_like.default,
               aten.new_full.default, aten.full_like.default}
# ops whose every output element is a sum of input elements with non-negative integer coefficients
_MOVES = _VIEWS | {aten.slice_scatter.default, aten.select_scatter.default, aten.cat.default, aten.clone.default,
                   aten.expand.default, aten.slice_backward.default, aten.add.Tensor}


def _fill_value(node: torch.fx.Node) -> Any:
    if node.target in (aten.zeros.default, aten.new_zeros.default, aten.zeros_like.default):
        return 0
    return node.args[1] if node.target in (aten.full.default, aten.full_like.default) else node.args[2]


def _is_zero_fill(node: Any) -> bool:
    return (isinstance(node, torch.fx.Node) and node.op == "call_function" and node.target in _ZERO_FILLS
            and _fill_value(node) == 0)


def _grad_of(rope_bwd: torch.fx.Node) -> torch.fx.Node:
    """The node the rope_backward's input is a chain of views of (q's or k's whole gradient): the chain's far end,
    or the getitem of a multi-output op (SDPA backward) it reaches."""
    chain = _chain(rope_bwd.args[0])
    for i, node in enumerate(chain):
        if i + 1 == len(chain) or not isinstance(_val(chain[i + 1]), torch.Tensor):
            return node
    return chain[-1]


def _descendants(starts: list, limit: int) -> list[torch.fx.Node]:
    """Nodes reachable from ``starts`` through ``_MOVES`` ops, in graph order (at most ``limit``)."""
    seen, todo = set(starts), list(starts)
    while todo and len(seen) <= limit:
        for user in todo.pop().users:
            if user not in seen and user.op == "call_function" and user.target in _MOVES:
                seen.add(user)
                todo.append(user)
    return list(seen)


def _static(t: Any) -> bool:
    return isinstance(t, torch.Tensor) and all(isinstance(s, int) for s in t.shape)


def _find_dqkv(pair: list, grads: list) -> torch.fx.Node | None:
    """The first node (graph order) computed from both rope_backward outputs with a [..., S, N] qkv shape (the
    first computed from one of them may be a partial sum: Phi-3's slice_scatter adds)."""
    dq = _val(grads[0])
    lead, s, d = tuple(dq.shape[:-3]), dq.shape[-2], dq.shape[-1]
    n = (_val(grads[0]).shape[-3] + 2 * _val(grads[1]).shape[-3]) * d
    order = _order(pair[0].graph)
    both = set(_descendants([pair[0]], _MAX_CONE)) & set(_descendants([pair[1]], _MAX_CONE))
    found = [u for u in both if u not in pair and _static(_val(u))
             and tuple(_val(u).shape) == (*lead, s, n) and _val(u).dtype == dq.dtype]
    return min(found, key=order, default=None)


def _cone(out: torch.fx.Node, stops: set) -> tuple[list, list] | str:
    """(the ``_MOVES`` nodes ``out`` is computed from, down to ``stops``, zero fills and leaves, the leaves), or why
    it is no such cone. A leaf (dv) is a node not computed from ``stops`` that is no index movement of one tensor:
    an add (HF's returned-cache gradient plus attention's), a getitem of a multi-output op, any other op."""
    derived = set(_descendants(list(stops), 4 * _MAX_CONE))
    inner, leaves, todo, seen = [], [], [out], set()
    while todo:
        node = todo.pop()
        if node in seen or node in stops:
            continue
        seen.add(node)
        if _is_zero_fill(node):
            inner.append(node)
        elif node.op == "call_function" and node.target in _MOVES and (node in derived or (
                node.target is not aten.add.Tensor
                and all(isinstance(_val(a), torch.Tensor) for a in node.all_input_nodes))):
            if node.target is aten.add.Tensor and not all(isinstance(a, torch.fx.Node) for a in node.args[:2]):
                return "an add of a scalar in the gradient assembly"
            if node.kwargs.get("alpha", 1) != 1:
                return "an add with alpha in the gradient assembly"
            inner.append(node)
            todo.extend(a for a in node.all_input_nodes)
        else:
            leaves.append(node)
        if len(inner) > _MAX_CONE:
            return "the gradient assembly has too many nodes"
    if sum(n.target is aten.add.Tensor for n in inner) > _MAX_ADDS:
        return "the gradient assembly has too many adds for the int64 proof"
    return inner, leaves


def _encoded(numel: int, shape: tuple, start: int) -> torch.Tensor:
    return (torch.arange(start, start + numel, dtype=torch.int64) + _UNIT).reshape(shape)


def _evaluate(order_nodes: list, env: dict) -> None:
    """Run ``order_nodes`` (graph order) on the int64 encodings in ``env`` (zero fills become int64 zeros)."""
    def arg(a: Any) -> Any:
        return env[a] if isinstance(a, torch.fx.Node) else a
    for node in order_nodes:
        if node in env:
            continue
        if _is_zero_fill(node):
            env[node] = torch.zeros(tuple(_val(node).shape), dtype=torch.int64)
            continue
        args = torch.fx.node.map_aggregate(node.args, arg)
        kwargs = dict(torch.fx.node.map_aggregate(node.kwargs, arg))
        env[node] = node.target(*args, **kwargs)


def _prove(pair: list, grads: list, dv: torch.fx.Node, dqkv: torch.fx.Node, inner: list, layout: str,
           rot: int) -> bool:
    """Whether ``dqkv`` is exactly qkv_rope_backward's assembly of the rope_backward outputs and dq, dk, dv."""
    from torch._subclasses.fake_tensor import unset_fake_temporarily
    with unset_fake_temporarily():   # the passes run under the graph's FakeTensorMode; this evaluates real data
        return _prove_real(pair, grads, dv, dqkv, inner, layout, rot)


def _prove_real(pair: list, grads: list, dv: torch.fx.Node, dqkv: torch.fx.Node, inner: list, layout: str,
                rot: int) -> bool:
    from torch_cdna.ops.qkv_rope import merge_heads
    env, start = {}, 0
    for node in (*grads, dv, *pair):
        shape = tuple(_val(node).shape)
        env[node] = _encoded(_val(node).numel(), shape, start)
        start += _val(node).numel()
    reads = [rb.args[0] for rb in pair]
    chains = {n for r in reads for n in _chain(r)[:-1]}   # the views from dq/dk to what each rope_backward reads
    order = _order(dqkv.graph)
    try:
        _evaluate(sorted(set(inner) | chains, key=order), env)
        # each rope_backward read is exactly the first ``rot`` columns of its gradient
        for rb, g, r in zip(pair, grads, reads):
            if not torch.equal(env[r], env[g][..., :rot]):
                return False
        parts = [torch.cat((env[rb], env[g][..., rot:]), -1) for rb, g in zip(pair, grads)]
        want = merge_heads(*parts, env[dv], layout)
        return tuple(want.shape) == tuple(env[dqkv].shape) and torch.equal(env[dqkv], want)
    except (RuntimeError, TypeError, ValueError, IndexError, KeyError):
        return False


def _backward_candidate(pair: list) -> tuple | str:
    """(dq, dk, dv, dqkv, layout, args) for two rope_backward nodes, or why they are no provable pair."""
    (_, c0, s0, i0), (_, c1, s1, i1) = pair[0].args, pair[1].args
    if i0 != i1 or not (_same(c0, c1) and _same(s0, s1)):
        return "the two rope_backward use different tables or conventions"
    grads = [_grad_of(rb) for rb in pair]
    vals = [_val(g) for g in grads]
    if not all(_static(v) and v.dim() >= 3 for v in vals) or not all(_static(_val(rb)) for rb in pair):
        return "the gradients have no static [..., H, S, D] shapes"
    rot = _val(pair[0]).shape[-1]
    if _val(pair[1]).shape[-1] != rot or vals[0].shape[-1] != vals[1].shape[-1]:
        return "q and k rotate or hold different widths"
    dqkv = _find_dqkv(pair, grads)
    if dqkv is None:
        return "no gradient of the projection output assembled from both rotations"
    if _val(dqkv).numel() > PROOF_MAX_NUMEL:
        return f"qkv has {_val(dqkv).numel()} elements: over PROOF_MAX_NUMEL for the compile-time proof"
    cone = _cone(dqkv, set(grads) | set(pair))
    if isinstance(cone, str):
        return cone
    inner, leaves = cone
    hkv = vals[1].shape[-3]
    dvs = [n for n in set(leaves) if _static(_val(n)) and tuple(_val(n).shape) == (*vals[1].shape[:-3], hkv,
                                                                                 *vals[1].shape[-2:])]
    if len(set(leaves)) != 1 or len(dvs) != 1:
        return f"the gradient of qkv reads {len(set(leaves))} other tensors (want dv alone)"
    dv = dvs[0]
    for layout in LAYOUT_NAMES:
        if _prove(pair, grads, dv, dqkv, inner, layout, rot):
            return grads[0], grads[1], dv, dqkv, (c0, s0, rot, bool(i0), layout)
    return "the gradient assembly is not qkv_rope_backward's (proof by exact evaluation failed)"


LAYOUT_NAMES = ("grouped", "per_head")


def _pairs(graph: torch.fx.Graph) -> list[list]:
    """rope_backward nodes grouped by shared ``_MOVES`` descendants (those assembled into one gradient)."""
    bwds = graph.find_nodes(op="call_function", target=torch.ops.cdna.rope_backward.default)
    reach = {rb: set(_descendants([rb], _MAX_CONE)) - {rb} for rb in bwds}
    groups: list[list] = []
    for rb in bwds:
        joined = [g for g in groups if any(reach[rb] & reach[o] for o in g)]
        merged = [rb, *(o for g in joined for o in g)]
        groups = [g for g in groups if g not in joined] + [merged]
    return groups


def _rewrite_backward(graph: torch.fx.Graph) -> None:
    done: set = set()
    for group in _pairs(graph):
        if len(group) != 2:
            _log.record_reject("qkv_rope", "backward", group[0], f"{len(group)} rotations feed one assembly")
            continue
        reasons = []
        for pair in (group, group[::-1]):   # which one is q's is decided by the proof
            found = _backward_candidate(pair)
            if not isinstance(found, str):
                break
            reasons.append(found)
        if isinstance(found, str):
            _log.record_reject("qkv_rope", "backward", group[0], reasons[0])
            continue
        dq, dk, dv, dqkv, (cos, sin, rot, inter, layout) = found
        if dqkv in done:
            continue
        args = (dq, dk, dv, cos, sin, rot, inter, layout)
        vals = tuple(_val(a) if isinstance(a, torch.fx.Node) else a for a in args)
        try:
            meta = torch.ops.cdna.qkv_rope_backward.default(*vals)   # its checks on the FakeTensors
        except (TypeError, ValueError, RuntimeError) as exc:
            _log.record_reject("qkv_rope", "backward", group[0], f"cdna::qkv_rope_backward refuses: {exc}")
            continue
        reason = _support.unsupported("qkv_rope_backward", *vals[:5], args=vals)
        if reason:
            _log.record_reject("qkv_rope", "backward", group[0], reason)
            continue
        with graph.inserting_before(dqkv):
            fused = graph.call_function(torch.ops.cdna.qkv_rope_backward.default, args)
        fused.meta["val"] = meta
        dqkv.replace_all_uses_with(fused)
        done.add(dqkv)
        _log.record_match("qkv_rope", f"backward/{layout}")
