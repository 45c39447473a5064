"""Attention -> ``cdna::attention`` (and ``cdna::attention_backward`` in training graphs).

What reaches the graph: ``F.scaled_dot_product_attention`` becomes one aten op chosen by the build and
device — ``_scaled_dot_product_flash_attention_for_cpu`` on CPU, ``_scaled_dot_product_flash_attention`` /
``_scaled_dot_product_efficient_attention`` / ``_scaled_dot_product_cudnn_attention`` on CUDA — each with its
own ``*_backward`` op in training graphs. Inductor's own SDPA patterns (joint-graph pass) turn the explicit
``softmax(q @ k.transpose(-2, -1) * scale) @ v`` spellings into those ops first, so one rule per op covers
both. These are single nodes, so the fusion is a table of op descriptions and a graph rewrite rather than
traced search functions:

- ``attention_pattern``: the ``SdpaOp`` table (argument positions of q/k/v, causal, scale, mask, dropout);
- ``attention_check``: no mask/bias — or one that is provably a band ``lo <= j - i <= hi`` (``_causal_mask``:
  built in the graph from constants only, e.g. Hugging Face's ``iota``/``le``/``where`` causal or
  sliding-window mask, or proven for every size from its index arithmetic; padding masks and other biases
  stay) that ``cdna::attention``'s ``causal``/``window_left``/``window_right``/``bottom_right`` express
  (``band_kwargs``) — no dropout, 4-D q/k/v, ``cdna::attention``
  supports them (dtype, head dim in kernel mode), and in the post-grad stage the logsumexp output unused
  (otherwise it belongs to a backward graph we cannot see: training is rewritten in the joint graph);
- ``attention_replacement``: ``cdna::attention(q, k, v, causal, scale, enable_gqa=Hq != Hkv, ...)`` with
  ``causal`` true for ``is_causal``, or the band keywords of a mask (whose now unused subgraph is erased); the backward
  node becomes ``cdna::attention_backward`` fed by the cdna forward's out/lse.

PyTorch's math fallback (no SDPA op left: e.g. fp32 + GQA on CUDA) is matched by ``attention_math``.

Example:
    >>> from torch_cdna.inductor import attention
    >>> sorted(op.name for op in attention.attention_pattern().values())[:1]
    ['_scaled_dot_product_cudnn_attention']
"""

from __future__ import annotations

import functools
import operator
from dataclasses import dataclass
from typing import Any

import torch

from . import _causal_mask, _log, _support
from ._causal_symbolic import Band
from .attention_math import register  # noqa: F401 - the math-fallback patterns of this fusion


@dataclass(frozen=True)
class SdpaOp:
    """Where an SDPA aten op keeps its arguments (positions; keyword-only ones by name)."""
    name: str
    backward: str
    causal: int             # position of is_causal
    dropout: int            # position of dropout_p
    mask: int | str | None  # position (or kwarg name) of attn_mask / attn_bias
    bwd_grad_out: int = 0   # backward: grad_out, q, k, v at 0..3; positions of out and logsumexp
    bwd_out: int = 4
    bwd_lse: int = 5
    bwd_mask: int | str | None = None


_OPS = (
    SdpaOp("_scaled_dot_product_flash_attention_for_cpu", "_scaled_dot_product_flash_attention_for_cpu_backward",
           causal=4, dropout=3, mask="attn_mask", bwd_mask="attn_mask"),
    SdpaOp("_scaled_dot_product_flash_attention", "_scaled_dot_product_flash_attention_backward",
           causal=4, dropout=3, mask=None),
    SdpaOp("_scaled_dot_product_efficient_attention", "_scaled_dot_product_efficient_attention_backward",
           causal=6, dropout=5, mask=3, bwd_out=5, bwd_lse=6, bwd_mask=4),
    SdpaOp("_scaled_dot_product_cudnn_attention", "_scaled_dot_product_cudnn_attention_backward",
           causal=6, dropout=5, mask=3),
)


@functools.cache
def attention_pattern() -> dict[Any, SdpaOp]:
    """``{forward OpOverload: SdpaOp}`` for the SDPA ops this PyTorch build has."""
    out = {}
    for op in _OPS:
        packet = getattr(torch.ops.aten, op.name, None)
        if packet is not None:
            out[packet.default] = op
    return out


def _arg(node: torch.fx.Node, where: int | str | None, schema_default: Any = None) -> Any:
    if where is None:
        return schema_default
    if isinstance(where, str):
        return node.kwargs.get(where, schema_default)
    if where < len(node.args):
        return node.args[where]
    name = node.target._schema.arguments[where].name  # type: ignore[union-attr]
    return node.kwargs.get(name, schema_default)


def _val(x: Any) -> Any:
    return x.meta.get("val") if isinstance(x, torch.fx.Node) else x


def _gqa(q: torch.Tensor, k: torch.Tensor) -> bool | None:
    """Hq != Hkv, decided without guarding (None: undecidable for symbolic head counts)."""
    from torch.fx.experimental.symbolic_shapes import statically_known_true
    hq, hkv = q.shape[1], k.shape[1]
    if statically_known_true(hq == hkv):
        return False
    if statically_known_true(hq != hkv) and statically_known_true(hq % hkv == 0):
        return True
    return None


def _getitems(node: torch.fx.Node) -> dict[int, torch.fx.Node]:
    return {u.args[1]: u for u in node.users if u.target is operator.getitem}


def _backward_of(node: torch.fx.Node, op: SdpaOp, lse: torch.fx.Node | None) -> torch.fx.Node | None:
    """The backward node consuming this forward's logsumexp (joint graphs), if any."""
    if lse is None:
        return None
    target = getattr(getattr(torch.ops.aten, op.backward, None), "default", None)
    users = [u for u in lse.users if u.target is target]
    return users[0] if len(users) == 1 and len(lse.users) == 1 else None


def band_kwargs(band: Band, length: Any, s: Any) -> dict | str:
    """``cdna::attention``'s band keywords for a mask whose key ``j`` is visible to query ``i`` iff
    ``band.lo <= j - i <= band.hi``, for ``[L, S]`` scores, or why it has none: ``j <= i + off`` is ``causal``
    (``off`` is 0, or ``S - L`` with ``bottom_right``), a window side is its distance from that diagonal.

    Example:
        >>> band_kwargs(Band(-3, 0), 8, 8), band_kwargs(Band(None, 2), 6, 8)
        ({'causal': True, 'window_left': 3}, {'causal': True, 'bottom_right': True})
    """
    offsets = [0] + ([s - length] if isinstance(s, int) and isinstance(length, int) and s != length else [])
    fits = []
    for off in offsets:
        right = None if band.hi is None else band.hi - off
        left = None if band.lo is None else off - band.lo
        if (right is None or right >= 0) and (left is None or left >= 0):
            kw: dict = {"causal": right == 0}
            if left is not None:
                kw["window_left"] = left
            if right not in (None, 0):
                kw["window_right"] = right
            if off:
                kw["bottom_right"] = True
            fits.append(kw)
    if not fits:
        return f"the mask is the band {band}, which no window of cdna::attention expresses"
    return next((kw for kw in fits if kw["causal"]), fits[0])  # prefer the causal spelling (as nn does)


def _mask_kwargs(node: torch.fx.Node, op: SdpaOp, masks: dict) -> dict | str:
    """The band keywords for the node's mask ({} without one; verdicts cached per mask node), or why the
    mask has none."""
    mask = _arg(node, op.mask)
    if _val(mask) is None:
        return {}
    if not isinstance(mask, torch.fx.Node):
        return "the attention mask is not a graph value"
    q, k = _val(node.args[0]), _val(node.args[1])
    if mask not in masks:
        masks[mask] = _causal_mask.mask_band(mask, q.shape, k.shape)
    band = masks[mask]
    if not isinstance(band, str):
        band = band_kwargs(band, q.shape[2], k.shape[2])
    if isinstance(band, str):
        return f"an attention mask/bias is present and is not provably a causal band: {band}"
    return band


def _cdna_kwargs(node: torch.fx.Node, op: SdpaOp, gqa: bool, masks: dict) -> dict | str:
    """cdna::attention's keyword arguments (a mask that passed the check becomes a band), or why none."""
    band = _mask_kwargs(node, op, masks)
    if isinstance(band, str):
        return band
    causal = bool(_val(_arg(node, op.causal, False)))
    return {"causal": causal, **band, "scale": node.kwargs.get("scale"), "enable_gqa": gqa}


def attention_check(node: torch.fx.Node, op: SdpaOp, stage: str, masks: dict | None = None) -> str | None:
    """Why this SDPA node must stay as it is (None: replace it)."""
    q, k, v = (_val(a) for a in node.args[:3])
    if not all(isinstance(t, torch.Tensor) and t.dim() == 4 for t in (q, k, v)):
        return "q/k/v are not 4-D [B, H, S, D] tensors"
    kwargs = _cdna_kwargs(node, op, False, {} if masks is None else masks)
    if isinstance(kwargs, str):
        return kwargs
    if _val(_arg(node, op.dropout, 0.0)) not in (0, 0.0):
        return "dropout_p != 0"
    gqa = _gqa(q, k)
    if gqa is None:
        return f"q heads {q.shape[1]} not statically a multiple of k/v heads {k.shape[1]}"
    items = _getitems(node)
    lse = items.get(1)
    backward = _backward_of(node, op, lse)
    if lse is not None and backward is None:
        return ("the logsumexp output is used outside a matching backward node (a training forward "
                "graph; training is rewritten in the joint graph)")
    extra = [i for i in set(items) - {0, 1} if any(u is not backward for u in items[i].users)]
    if extra:  # CUDA ops also return RNG state / sequence metadata, which only their backward may use
        return f"outputs {sorted(extra)} of {op.name} are used outside its backward"
    kwargs["enable_gqa"] = gqa
    return _support.attention_unsupported(q, k, v, kwargs, backward=lse is not None)


def attention_replacement(graph: torch.fx.Graph, node: torch.fx.Node, op: SdpaOp, masks: dict | None = None
                          ) -> None:
    """Rewrite one SDPA node (and its backward, if the graph has it) into cdna ops."""
    q, k, v = node.args[:3]
    qv, kv = _val(q), _val(k)
    kwargs = _cdna_kwargs(node, op, bool(_gqa(qv, kv)), {} if masks is None else masks)
    assert isinstance(kwargs, dict), kwargs  # attention_check passed
    mask = _arg(node, op.mask)
    items = _getitems(node)
    backward = _backward_of(node, op, items.get(1))
    with graph.inserting_before(node):
        fwd = graph.call_function(torch.ops.cdna.attention.default, (q, k, v), kwargs)
        out = graph.call_function(operator.getitem, (fwd, 0))
        lse = graph.call_function(operator.getitem, (fwd, 1))
    fwd.meta["val"] = torch.ops.cdna.attention.default(qv, kv, _val(v), **kwargs)
    out.meta["val"], lse.meta["val"] = fwd.meta["val"]
    if 0 in items:
        items[0].replace_all_uses_with(out)
    if backward is not None:
        _replace_backward(graph, backward, op, out, lse, kwargs)
    for item in items.values():
        graph.erase_node(item)
    graph.erase_node(node)
    if isinstance(mask, torch.fx.Node):
        _causal_mask.erase_if_dead(mask)


def _replace_backward(graph: torch.fx.Graph, node: torch.fx.Node, op: SdpaOp, out: torch.fx.Node,
                      lse: torch.fx.Node, kwargs: dict) -> None:
    grad_out, q, k, v = node.args[op.bwd_grad_out], *node.args[1:4]
    with graph.inserting_before(node):
        bwd = graph.call_function(torch.ops.cdna.attention_backward.default, (grad_out, q, k, v, out, lse), kwargs)
    bwd.meta["val"] = torch.ops.cdna.attention_backward.default(*(_val(a) for a in bwd.args), **kwargs)
    for item in list(node.users):
        if item.target is operator.getitem and item.args[1] in (0, 1, 2):
            with graph.inserting_after(item):
                new = graph.call_function(operator.getitem, (bwd, item.args[1]))
            new.meta["val"] = bwd.meta["val"][item.args[1]]
            item.replace_all_uses_with(new)
            graph.erase_node(item)
    if not node.users:
        graph.erase_node(node)


def rewrite(stage: str, graph: torch.fx.Graph) -> None:
    """Replace every supported SDPA node of ``graph`` (see the module docstring)."""
    table, masks = attention_pattern(), {}
    for target, op in table.items():
        for node in list(graph.find_nodes(op="call_function", target=target)):
            reason = attention_check(node, op, stage, masks)
            if reason is not None:
                _log.record_reject("attention", op.name, node, reason)
                continue
            attention_replacement(graph, node, op, masks)
            _log.record_match("attention", op.name)
