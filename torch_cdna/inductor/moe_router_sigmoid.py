"""DeepSeek-V3's grouped sigmoid router -> ``cdna::moe_topk_sigmoid`` (inference graphs).

Hugging Face's ``DeepseekV3TopkRouter.forward`` computes, after its fp32 linear layer, what
``moe_router_sigmoid_pattern`` below spells (sigmoid scores, the correction bias for the choice, each group
scored by its two best experts, the ``topk_group`` best groups kept, the k best experts of those, their unbiased
scores gathered, renormalised by ``sum + 1e-20`` with ``norm_topk_prob``, times ``routed_scaling_factor``),
which is ``moe_topk_sigmoid(logits, top_k, bias=..., n_group=..., topk_group=..., renormalize=...,
routed_scaling_factor=...)`` (``ops/moe_routing.py`` defines the op as exactly this). ``top_k``, ``topk_group``
and the scaling factor are captured from the graph (sentinel literals in the trace); ``n_group`` appears only
inside view sizes, which the matcher's first pass ignores, so one spelling is registered per ``n_group`` in
``N_GROUPS`` and the re-trace with the real shapes keeps the one whose views agree (a registration costs a few
traces per process, so the list holds the counts models use). ``n_group == 1`` (no group restriction) is not
matched: Inductor rewrites a scatter into a one-expert-group mask as a one-hot comparison, another graph.

Slot order: HF asks ``topk(sorted=False)``, whose order torch leaves open; the op returns the k experts in
descending key order (the weights pair with the ids either way, and the experts' sum does not depend on it).

Inference graphs only: in a training graph the forward saves ``gather``'s output for the backward, an
intermediate that escapes the pattern, so the matcher leaves the router as it is (no joint spelling: the
gradient path is ``moe_topk_sigmoid_backward``'s, but the joint trace of this chain is not registered).

Example:
    >>> import torch, torch_cdna.inductor as ti
    >>> def route(logits, bias):     # DeepseekV3TopkRouter after its linear layer (n_group 4, topk_group 2)
    ...     return moe_router_sigmoid_pattern(logits, bias, 4, 2.5, 2, n_group=4, renormalize=True)
    >>> f = torch.compile(route, options=ti.options(["moe_router_sigmoid"]))
"""

from __future__ import annotations

import functools
from typing import Any

import torch

from . import _support
from ._patterns import Spelling, bind, empty, register_spellings, value

N_GROUPS = (4, 8)   # DeepSeek-V3/R1 (and HF's default): 8
EXPERTS = 64                # the example's experts: every N_GROUPS entry divides it, >= 2 per group
K_SENTINEL = 5              # the trace's top_k (literal 5 becomes the captured ``k``)
GROUP_SENTINEL = 3          # the trace's topk_group (literal 3 becomes the captured ``topk_group``)
SCALE_SENTINEL = 0.3137     # the trace's routed_scaling_factor


def moe_router_sigmoid_pattern(logits, bias, k, scale, topk_group, *, n_group, renormalize):
    experts = logits.shape[-1]
    scores = logits.sigmoid()
    choice = scores + bias
    group_scores = choice.view(-1, n_group, experts // n_group).topk(2, dim=-1)[0].sum(dim=-1)
    group_idx = torch.topk(group_scores, k=topk_group, dim=-1, sorted=False)[1]
    # written as the post-grad graph holds HF's code: scatter_ functionalised, masked_fill as a where on a
    # constant-folded full([], -inf)
    group_mask = torch.zeros_like(group_scores).scatter(1, group_idx, 1)
    score_mask = group_mask.unsqueeze(-1).expand(-1, n_group, experts // n_group).reshape(-1, experts)
    choice = torch.where(~score_mask.bool(), torch.full([], float("-inf"), device=choice.device), choice)
    ids = torch.topk(choice, k=k, dim=-1, sorted=False)[1]
    weights = scores.gather(1, ids)
    if renormalize:
        weights = weights / (weights.sum(dim=-1, keepdim=True) + 1e-20)
    return weights * scale, ids


def moe_router_sigmoid_replacement(logits, bias, k, scale, topk_group, *, n_group, renormalize):
    return torch.ops.cdna.moe_topk_sigmoid.default(logits, k, bias=bias, n_group=n_group, topk_group=topk_group,
                                                   renormalize=renormalize, routed_scaling_factor=scale)


def moe_router_sigmoid_check(match: Any, n_group: int) -> str | None:
    """Why this match must stay as it is (None: replace it)."""
    logits, bias = value(match, "logits"), value(match, "bias")
    k, topk_group, scale = (match.kwargs.get(n) for n in ("k", "topk_group", "scale"))
    if not isinstance(logits, torch.Tensor) or logits.dim() != 2:
        return "logits is not a 2-D tensor"
    if not isinstance(bias, torch.Tensor) or tuple(bias.shape) != (logits.shape[-1],):
        return "the correction bias is not a [E] tensor"
    if not isinstance(k, int) or not isinstance(topk_group, int) or not isinstance(scale, (int, float)):
        return f"k {k!r}, topk_group {topk_group!r} or the scaling factor {scale!r} is not a constant"
    if logits.shape[-1] % n_group or not 1 <= topk_group <= n_group or not 1 <= k <= logits.shape[-1]:
        return f"k={k}, n_group={n_group}, topk_group={topk_group} do not fit E={logits.shape[-1]}"
    return _support.unsupported("moe_topk_sigmoid", logits, bias, args=(logits, k))


def _examples(dtype: torch.dtype) -> list:
    return [empty(16, EXPERTS, dtype=dtype), empty(EXPERTS, dtype=dtype), K_SENTINEL, SCALE_SENTINEL,
            GROUP_SENTINEL]


def _spelling(n_group: int, renormalize: bool) -> Spelling:
    names = ("logits", "bias", "k", "scale", "topk_group")
    fixed = dict(n_group=n_group, renormalize=renormalize)
    return Spelling(f"n_group={n_group},renormalize={renormalize}", bind(moe_router_sigmoid_pattern, names, **fixed),
                    bind(moe_router_sigmoid_replacement, names, **fixed), inputs=_examples,
                    dtypes=(torch.float32,), stages=("post_grad",),
                    scalars={"k": K_SENTINEL, "scale": SCALE_SENTINEL, "topk_group": GROUP_SENTINEL})


def spellings() -> list[tuple[int, Spelling]]:
    """(n_group, spelling) for every n_group in ``N_GROUPS``, with and without renormalisation."""
    return [(g, _spelling(g, r)) for g in N_GROUPS for r in (True, False)]


def register(stage: str, passes: Any) -> None:
    """Register every spelling for ``stage`` into ``passes`` (post-grad only; see the module docstring)."""
    for n_group, sp in spellings():
        register_spellings("moe_router_sigmoid", [sp], functools.partial(moe_router_sigmoid_check,
                                                                         n_group=n_group), stage, passes)
