"""An MoE router's softmax + top-k -> ``cdna::moe_topk_softmax(logits, k, renormalize=...)`` (and its backward
op in training graphs).

The Hugging Face routers (``MixtralTopKRouter``, ``Qwen2MoeTopKRouter``, ``Qwen3MoeTopKRouter``) compute::

    probs = F.softmax(logits.float(), dim=-1)          # or softmax(logits, dtype=torch.float, dim=-1)
    top, ids = torch.topk(probs, k, dim=-1)
    top /= top.sum(dim=-1, keepdim=True)                 # Mixtral always; Qwen per config.norm_topk_prob

which reaches the post-grad graph as ``convert_element_type, _softmax, topk`` (+ ``sum, div``). Two spellings
match it, with and without the renormalisation; ``k`` is captured from the graph (a sentinel literal in the
trace). In training graphs only the plain spelling is registered (see ``spellings``): a renormalising router becomes
the op with ``renormalize=False`` followed by the graph's own sum and division. ``probs`` must have no other user (the matcher refuses a match whose intermediate escapes), so a model
that also returns the probabilities keeps its own code. The router's logits (the aux loss reads them) are an
input of the pattern, not an intermediate, and stay available.

Order of the ids among equal probabilities: ``torch.topk`` does not define it; the op puts the lowest expert
id first (``ops/moe_routing.py``). Random router weights never tie; saturated logits can, and then the two
may route a token to different experts of equal weight.

The fusion runs before ``softmax`` so that the router's softmax is not turned into a lone ``cdna::softmax``.

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def router(x):
    ...     w, i = torch.topk(torch.softmax(x.float(), -1), 2, dim=-1)
    ...     return w / w.sum(-1, keepdim=True), i
    >>> f = torch.compile(router, options=ti.options(["moe_router"]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from . import _support
from ._patterns import STAGES, Spelling, bind, empty, register_spellings, value

K_SENTINEL = 5  # the trace's k; any literal 5 in the traced graph becomes the captured ``k``
EXPERTS = 64    # the example's experts (not 5, and no multiple that could be confused with k)


def moe_router_pattern(logits, k, *, renormalize):
    probs = torch.softmax(logits.float(), -1)
    top, ids = torch.topk(probs, k, dim=-1)
    if renormalize:
        top = top / top.sum(dim=-1, keepdim=True)
    return top, ids


def moe_router_replacement(logits, k, *, renormalize):
    return torch.ops.cdna.moe_topk_softmax.default(logits, k, renormalize=renormalize)


def moe_router_check(match: Any, stage: str) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    logits, k = value(match, "logits"), match.kwargs.get("k")
    if not isinstance(logits, torch.Tensor) or logits.dim() < 1:
        return "logits is not a tensor of rank >= 1"
    if not isinstance(k, int) or not 1 <= k <= logits.shape[-1]:
        return f"k {k!r} is not a constant int in 1..E"
    reason = _support.unsupported("moe_topk_softmax", logits, args=(logits, k))
    if reason is None and stage == "joint":
        grad = torch.empty((*logits.shape[:-1], k), dtype=torch.float32, device=logits.device)
        ids = torch.empty((*logits.shape[:-1], k), dtype=torch.int64, device=logits.device)
        reason = _support.unsupported("moe_topk_softmax_backward", logits, args=(grad, ids, logits))
    return reason


def _examples(dtype: torch.dtype) -> list:
    return [empty(16, EXPERTS, dtype=dtype), K_SENTINEL]


def spellings() -> list[Spelling]:
    # The renormalising spelling is not registered for training graphs: its joint trace holds two identical
    # ``div(top, sum)`` nodes (the output and the one autograd saves), which the matcher may map to the same
    # graph node, replacing the backward and the ids while the weights keep the aten chain. There the plain
    # spelling matches instead: the op selects (renormalize=False) and the graph's own sum/div renormalises.
    return [Spelling(f"renormalize={r}", bind(moe_router_pattern, ("logits", "k"), renormalize=r),
                     bind(moe_router_replacement, ("logits", "k"), renormalize=r), inputs=_examples,
                     dtypes=(torch.bfloat16, torch.float32), grads=((True, False),),
                     scalars={"k": K_SENTINEL}, stages=("post_grad",) if r else STAGES)
            for r in (True, False)]


def register(stage: str, passes: Any) -> None:
    """Register both router spellings for ``stage`` into ``passes``."""
    register_spellings("moe_router", spellings(), functools.partial(moe_router_check, stage=stage), stage, passes)
