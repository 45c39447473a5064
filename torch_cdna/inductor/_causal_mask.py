"""Is an attention mask in the graph provably a band: SDPA's causal mask, a sliding window? (``mask_band``)

Models often build the causal mask themselves and pass it to SDPA as ``attn_mask`` (Hugging Face's
``sdpa_mask`` under Dynamo on PyTorch < 2.14: ``iota`` / ``le`` / ``expand`` / ``where``; with a sliding
window also ``gt(j, i - W)`` and ``&``), and PyTorch's math fallback for ``is_causal=True`` builds one too
(``iota`` / ``sub`` / ``le`` / ``where``). ``cdna::attention`` has ``causal``/``window_left``/
``window_right``/``bottom_right`` instead of a mask argument, so such a mask can be dropped in favour of those
when — and only when — it is exactly a band: key ``j`` visible to query ``i`` iff ``lo <= j - i <= hi``
(constants; a side may be unbounded). (Under dynamic shapes the mask's sizes are symbols: ``_causal_symbolic``
then proves the band for every size from its index arithmetic.) Otherwise the proof is by evaluation, not by
the shape of the subgraph: the mask must be computed inside the graph from nothing but constants (no graph
input, so no padding mask, no data, no symbolic size, no random op); such a subgraph is a constant, so
evaluating it once (on the CPU, bounded in size) gives its value for every call; the band is read off that
value ([L, S] identical for every batch row and head) and the value compared with the band's mask:

- boolean masks: ``True`` exactly on the band;
- additive (float) masks: ``0`` on the band and ``-inf`` or a value ``<= -65504`` elsewhere.
  That covers HF's ``finfo(dtype).min`` (fp16: -65504) and PyTorch's own conversion of a boolean mask for
  cuDNN (``-65536`` in bf16, since cuDNN rejects ``-inf``): a masked logit shifted that far gets a softmax
  weight of ``exp(-65504 + s_ij - s_ik)`` at most (``k`` a visible key: every query row must see one, else
  the band is refused), exactly 0 in fp32 unless one row's logits differ by more than ~65400 — the same
  assumption PyTorch's cuDNN path makes.

Example:
    >>> import torch
    >>> g = torch.fx.Graph()
    >>> i = g.call_function(torch.ops.prims.iota.default, (4,), dict(start=0, step=1, dtype=torch.int64,
    ...                     device=torch.device("cpu"), requires_grad=False))
    >>> m = g.call_function(torch.ops.aten.le.Tensor, (g.call_function(torch.ops.aten.unsqueeze.default, (i, 0)),
    ...                     g.call_function(torch.ops.aten.unsqueeze.default, (i, 1))))
    >>> causal_mask_reason(m, (1, 2, 4, 8), (1, 2, 4, 8)) is None
    True
    >>> causal_mask_reason(m, (1, 2, 4, 8), (1, 2, 5, 8))
    'mask shape (4, 4) does not end in [L, S] = [4, 5]'
"""

from __future__ import annotations

from typing import Any, Sequence

import torch
from torch.fx.node import map_arg
from torch.utils import _pytree as pytree

from ._causal_symbolic import Band, symbolic_band

MAX_NODES = 256            # a mask subgraph larger than this is not analysed (compile time)
MAX_ELEMENTS = 1 << 26     # nor one whose intermediate tensors hold more elements in total
BLOCKED = -65504.0         # additive-mask values at or below this count as "masked out" (docstring)


def _symbolic(v: Any) -> bool:
    if isinstance(v, torch.Tensor):
        return any(isinstance(s, torch.SymInt) for s in v.shape)
    return isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool))


def _node_reason(node: torch.fx.Node) -> str | None:
    if node.op == "placeholder":
        if isinstance(node.meta.get("val"), torch.SymInt):
            return f"it depends on the symbolic size {node.name} (dynamic shapes)"
        return f"it depends on graph input {node.name} (a padding mask or other data)"
    if node.op != "call_function":
        return f"it depends on {node.op} node {node.name}"
    if isinstance(node.target, torch._ops.OpOverload) and torch.Tag.nondeterministic_seeded in node.target.tags:
        return f"it uses the random op {node.target}"
    if _symbolic(node.meta.get("val")):
        return f"{node.name} has symbolic sizes (dynamic shapes)"
    return None


def _ancestors(mask: torch.fx.Node) -> tuple[set[torch.fx.Node], str | None]:
    seen, stack = {mask}, [mask]
    while stack:
        node = stack.pop()
        reason = _node_reason(node)
        if reason is not None:
            return seen, reason
        if len(seen) > MAX_NODES:
            return seen, f"its subgraph has more than {MAX_NODES} nodes"
        for parent in node.all_input_nodes:
            if parent not in seen:
                seen.add(parent)
                stack.append(parent)
    return seen, None


def _has_symbolic_sizes(mask: torch.fx.Node) -> bool:
    seen, stack = {mask}, [mask]
    while stack and len(seen) <= MAX_NODES:
        node = stack.pop()
        if _symbolic(node.meta.get("val")):
            return True
        stack.extend(p for p in node.all_input_nodes if p not in seen and not seen.add(p))
    return False


def _on_cpu(value: Any) -> Any:
    return pytree.tree_map(lambda v: torch.device("cpu") if isinstance(v, torch.device) else v, value)


def evaluate(mask: torch.fx.Node, nodes: set[torch.fx.Node]) -> Any:
    """Run ``nodes`` (``mask`` and its constant ancestors) on real CPU tensors; returns the mask's value.
    Call it outside any fake mode (``causal_mask_reason`` does)."""
    env: dict[torch.fx.Node, Any] = {}
    for node in mask.graph.nodes:  # graph order is a topological order
        if node in nodes:
            args, kwargs = _on_cpu(map_arg((node.args, node.kwargs), env.__getitem__))
            env[node] = node.target(*args, **kwargs)
            if node is mask:
                break
    return env[mask]


def _band_of(keep: torch.Tensor) -> Band | str:
    """The band ``lo <= j - i <= hi`` whose visible set is exactly the [L, S] boolean ``keep`` (a side that
    excludes nothing is None), or why there is none."""
    length, s = keep.shape
    if not bool(keep.any(-1).all()):
        return "a query row sees no key (SDPA gives it NaN or a uniform average; cdna::attention gives 0)"
    d = torch.arange(s)[None, :] - torch.arange(length)[:, None]
    lo, hi = int(d[keep].min()), int(d[keep].max())
    band = Band(lo if lo > -(length - 1) else None, hi if hi < s - 1 else None)
    want = torch.ones(length, s, dtype=torch.bool)
    if band.lo is not None:
        want &= d >= band.lo
    if band.hi is not None:
        want &= d <= band.hi
    return band if torch.equal(keep, want) else "the mask is not a band lo <= j - i <= hi"


def _compare(m: torch.Tensor, shape: tuple[int, int, int, int]) -> Band | str:
    b, h, length, s = shape
    if m.dim() > 4 or tuple(m.shape[-2:]) != (length, s):
        return f"mask shape {tuple(m.shape)} does not end in [L, S] = [{length}, {s}]"
    try:
        if torch.broadcast_shapes(m.shape, shape) != shape:
            raise RuntimeError
    except RuntimeError:
        return f"mask shape {tuple(m.shape)} does not broadcast to [B, H, L, S] = {list(shape)}"
    if m.dtype == torch.bool:
        keep = m
    elif not m.is_floating_point():
        return f"mask dtype {m.dtype} is neither bool nor floating point"
    else:
        keep, blocked = m == 0, m <= BLOCKED
        if not bool((keep | blocked).all()):
            return f"the additive mask holds values other than 0 and -inf/<= {BLOCKED:g} (a bias)"
    first = keep.reshape(-1, length, s)[0]
    if not torch.equal(keep, first.expand(keep.shape)):
        return "the mask differs between batch rows or heads"
    return _band_of(first)


def mask_band(mask: torch.fx.Node, q_shape: Sequence[Any], k_shape: Sequence[Any]) -> Band | str:
    """The band of ``mask`` (key ``j`` visible to query ``i`` iff ``lo <= j - i <= hi``, top-left; a side
    None is unbounded) for q ``[B, H, L, D]`` and k ``[B, Hk, S, D]``, every query row seeing some key (module
    docstring), else why there is none."""
    if any(not isinstance(s, int) for s in (*q_shape, *k_shape)) or _has_symbolic_sizes(mask):
        # sizes are symbols: no single value to evaluate, but index arithmetic can be proven for every size
        return symbolic_band(mask, q_shape, k_shape)
    nodes, reason = _ancestors(mask)
    if reason is not None:
        return f"the mask is not a constant of the graph: {reason}"
    total = sum(n.meta["val"].numel() for n in nodes if isinstance(n.meta.get("val"), torch.Tensor))
    if total > MAX_ELEMENTS:
        return f"the mask subgraph holds {total} elements (more than {MAX_ELEMENTS} are not evaluated)"
    from torch._subclasses.fake_tensor import unset_fake_temporarily
    with unset_fake_temporarily(), torch.no_grad():  # passes run under the compile's fake mode
        try:
            value = evaluate(mask, nodes)
        except Exception as e:  # noqa: BLE001 - an op we cannot run on the CPU means "not proven"
            return f"evaluating the mask failed ({type(e).__name__}: {e})"
        if not isinstance(value, torch.Tensor):
            return f"the mask is a {type(value).__name__}, not a tensor"
        return _compare(value, (int(q_shape[0]), int(q_shape[1]), int(q_shape[2]), int(k_shape[2])))


def causal_mask_reason(mask: torch.fx.Node, q_shape: Sequence[Any], k_shape: Sequence[Any]) -> str | None:
    """None if ``mask`` is provably SDPA's top-left causal mask for q ``[B, H, L, D]`` and k ``[B, Hk, S, D]``
    (module docstring), else why not."""
    band = mask_band(mask, q_shape, k_shape)
    if isinstance(band, str):
        return band
    return None if band == Band(None, 0) else f"the mask is the band {band}, not the top-left causal mask"


def erase_if_dead(node: torch.fx.Node) -> None:
    """Erase ``node`` and then its ancestors that are left without users (the mask's subgraph once the
    attention no longer reads it); impure nodes are kept."""
    stack, gone = [node], set()
    while stack:
        n = stack.pop()
        if n in gone or n.op != "call_function" or n.users or n.is_impure():
            continue
        parents = n.all_input_nodes
        n.graph.erase_node(n)
        gone.add(n)
        stack.extend(parents)
