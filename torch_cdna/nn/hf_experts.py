"""``cdna`` as a Hugging Face experts implementation (``transformers.integrations.moe.ExpertsInterface``).

Mixtral, Qwen2-MoE and Qwen3-MoE keep their experts as fused 3-D parameters (``gate_up_proj`` [E, 2I, H],
``down_proj`` [E, H, I]) in one module whose forward transformers dispatches by
``config._experts_implementation`` ("eager" loop, "grouped_mm", "batched_mm"). There is no per-expert MLP
module to swap, so ``register()`` adds ``"cdna"`` to that registry and ``switch(model)`` selects it, the way
``hf_attention`` does for attention. ``cdna_experts_forward`` runs the layer's experts as one
``cdna::fused_moe`` (``gate_up_proj`` and ``down_proj`` are its ``w13`` and ``w2``; routing ids and weights as
the router gave them; ids equal to E, another rank's tokens, add nothing): align, grouped GEMMs, the gated
activation, the weighted sum, and the gradients through ``cdna::fused_moe_backward``. The op has a fake, so
under ``torch.compile`` the function traces into one graph node. Where fused_moe cannot run but the gated
activation can (expert biases; a dtype or shape the grouped-GEMM kernel does not take, e.g. fp32 in kernel
mode) it groups the routed tokens by expert and runs, per expert, the gate/up projection as an aten GEMM, one
``cdna::silu_and_mul`` / ``cdna::gelu_and_mul`` over every routed token, the down projection and the routing
weight, summing into the tokens' rows in the eager loop's order.

Calls it cannot run (interleaved or transposed weights, a custom ``_apply_gate``, a post-expert norm, expert
parallelism, an activation with no cdna op, inputs the op does not support) run the implementation the module
had before the switch, counted in ``FALLBACKS`` by reason: results never change, only where they are computed.

Example:
    >>> from torch_cdna.nn import hf_experts
    >>> hf_experts.NAME
    'cdna'
"""

from __future__ import annotations

import collections
from typing import Any, Callable

import torch

NAME = "cdna"
FALLBACKS: collections.Counter[str] = collections.Counter()
_PREVIOUS_ATTR = "_cdna_previous_experts"
# the cdna gated activation on [..., 2I] = [gate | up] for each activation ``patch._activation`` recognises
_GATED: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "silu": lambda h: torch.ops.cdna.silu_and_mul(h),
    "gelu": lambda h: torch.ops.cdna.gelu_and_mul(h, "none"),
    "gelu_tanh": lambda h: torch.ops.cdna.gelu_and_mul(h, "tanh"),
}
_OP = {"silu": ("silu_and_mul", ()), "gelu": ("gelu_and_mul", ("none",)), "gelu_tanh": ("gelu_and_mul", ("tanh",))}


def available() -> bool:
    """Whether the installed transformers has the experts-function registry."""
    try:
        from transformers.integrations.moe import ALL_EXPERTS_FUNCTIONS  # noqa: F401
    except ImportError:
        return False
    return True


def register() -> None:
    """Register ``"cdna"`` in HF's experts registry (class-wide; idempotent)."""
    from transformers.integrations.moe import ExpertsInterface
    ExpertsInterface.register(NAME, cdna_experts_forward)


def experts_modules(model: torch.nn.Module) -> list[torch.nn.Module]:
    """The modules of ``model`` whose forward transformers dispatches through the experts registry."""
    return [m for m in model.modules() if hasattr(type(m), "_apply_gate") and hasattr(m, "gate_up_proj")]


def _original_forward(module: torch.nn.Module) -> Callable[..., Any]:
    """The experts class's own (eager) forward, under the registry's dispatching wrapper."""
    forward = type(module).forward
    return getattr(forward, "__wrapped__", forward)


def previous_function(module: torch.nn.Module, implementation: str) -> Callable[..., Any]:
    """The function transformers runs for ``module`` under ``implementation`` (asked as the wrapper asks)."""
    from transformers.integrations.moe import ALL_EXPERTS_FUNCTIONS
    return ALL_EXPERTS_FUNCTIONS.get_interface(implementation, _original_forward(module))


def switch(model: torch.nn.Module) -> tuple[str, int] | str:
    """Switch ``model``'s experts to ``"cdna"``, each module remembering the function it ran before (its
    fallback); returns (the previous implementation, the number of experts modules) or why nothing changed."""
    config = getattr(model, "config", None)
    modules = experts_modules(model)
    if config is None or not modules:
        return "no experts modules"
    if not available():
        return "transformers has no experts registry"
    current = getattr(config, "_experts_implementation", None) or "eager"
    if current == NAME:
        return "already cdna"
    for m in modules:
        setattr(m, _PREVIOUS_ATTR, (current, previous_function(m, current)))
        _activation(m, m.gate_up_proj.device)   # probed now, eagerly: under torch.compile the probe would break
    register()
    if hasattr(model, "set_experts_implementation"):
        model.set_experts_implementation(NAME)
    else:
        config._experts_implementation = NAME
    return current, len(modules)


def unswitch(model: torch.nn.Module, previous: str) -> None:
    """Undo ``switch``: the previous implementation back, the remembered fallbacks dropped."""
    if hasattr(model, "set_experts_implementation"):
        model.set_experts_implementation(previous)
    else:
        model.config._experts_implementation = previous
    for m in experts_modules(model):
        if _PREVIOUS_ATTR in m.__dict__:
            delattr(m, _PREVIOUS_ATTR)


def _activation(module: torch.nn.Module, device: torch.device) -> str | None:
    from .patch import _activation as probe
    act_fn = getattr(module, "act_fn", None)
    if act_fn is None:   # gpt-oss's experts gate their own way (_apply_gate): no act_fn, no cdna gated op
        return None
    cached = module.__dict__.get("_cdna_activation")
    if cached is None or cached[0] is not act_fn:
        cached = (act_fn, probe(act_fn, device))
        module.__dict__["_cdna_activation"] = cached
    return cached[1]


def _why_not(module: torch.nn.Module, hidden: torch.Tensor) -> str | None:
    """Why cdna cannot run this call, or None."""
    from transformers.integrations.moe import _default_apply_gate
    if not getattr(module, "has_gate", True) or not getattr(module, "is_concatenated", True):
        return "experts without a concatenated [gate | up] projection"
    if getattr(module, "is_transposed", False) or getattr(module, "has_post_expert_norm", False):
        return "transposed expert weights or a post-expert norm"
    if getattr(module, "_is_expert_parallel", False):
        return "expert parallelism"
    if getattr(type(module), "_apply_gate", None) is not _default_apply_gate:
        return f"{type(module).__name__} gates its own way (_apply_gate)"
    act = _activation(module, hidden.device)
    if act is None:
        return f"activation {type(module.act_fn).__name__}: no cdna gated op"
    from .. import ops
    op, args = _OP[act]
    width = module.gate_up_proj.shape[1]
    probe = torch.empty((1, width), dtype=hidden.dtype, device=hidden.device)
    return ops.supports(op, probe, *args)


def _fused_why_not(module: torch.nn.Module, hidden: torch.Tensor, index: torch.Tensor, weights: torch.Tensor,
                   act: str) -> str | None:
    """Why ``cdna::fused_moe`` cannot run this call (the per-expert path then runs), or None."""
    if getattr(module, "has_bias", False):
        return "expert biases"
    from .. import ops
    return ops.supports("fused_moe", hidden, module.gate_up_proj, module.down_proj, weights, index, activation=act)


def cdna_experts_forward(module: torch.nn.Module, hidden_states: torch.Tensor, top_k_index: torch.Tensor,
                         top_k_weights: torch.Tensor) -> torch.Tensor:
    """HF experts signature: tokens [T, H], chosen experts and their weights [T, k] in, [T, H] out."""
    reason = _why_not(module, hidden_states)
    if reason is not None:
        FALLBACKS[reason] += 1
        _, function = getattr(module, _PREVIOUS_ATTR, ("eager", _original_forward(module)))
        return function(module, hidden_states, top_k_index, top_k_weights)
    act = _activation(module, hidden_states.device)
    if _fused_why_not(module, hidden_states, top_k_index, top_k_weights, act) is None:
        return torch.ops.cdna.fused_moe(hidden_states, module.gate_up_proj, module.down_proj, top_k_weights,
                                        top_k_index, activation=act)
    return _per_expert(module, hidden_states, top_k_index, top_k_weights, _GATED[act])


def _per_expert(module: torch.nn.Module, hidden_states: torch.Tensor, top_k_index: torch.Tensor,
                top_k_weights: torch.Tensor, gated: Callable[[torch.Tensor], torch.Tensor]) -> torch.Tensor:
    """Per-expert aten GEMMs around one cdna gated activation (module docstring)."""
    experts = module.gate_up_proj.shape[0]
    top_k = top_k_index.shape[-1]
    flat = top_k_index.reshape(-1)
    # tokens grouped by expert, experts in the eager loop's order (a token meets an expert at most once, so the
    # order within an expert does not change the sums)
    with torch.no_grad():
        order = torch.sort(flat, stable=True).indices
        counts = torch.bincount(flat, minlength=experts + 1).tolist()
    tokens, weights = order // top_k, top_k_weights.reshape(-1)[order]
    bias_up, bias_down = (getattr(module, n, None) if getattr(module, "has_bias", False) else None
                          for n in ("gate_up_proj_bias", "down_proj_bias"))
    # sorted by expert id, the tokens marked dropped (id E, expert parallelism) come last: cut them off
    hit = [(e, n) for e, n in enumerate(counts[:experts]) if n]
    kept = sum(n for _, n in hit)
    out = torch.zeros_like(hidden_states)
    if not kept:
        return out
    rows, sizes = tokens[:kept], [n for _, n in hit]
    up = torch.cat([torch.nn.functional.linear(x, module.gate_up_proj[e], None if bias_up is None else bias_up[e])
                    for x, (e, _) in zip(hidden_states[rows].split(sizes), hit)])
    # one gated activation over every routed token: a single kernel launch, not one per expert
    down = torch.cat([torch.nn.functional.linear(a, module.down_proj[e], None if bias_down is None else bias_down[e])
                      for a, (e, _) in zip(gated(up).split(sizes), hit)])
    # rows sorted by expert: index_add_ sums each token's experts in the eager loop's order
    return out.index_add_(0, rows, (down * weights[:kept, None]).to(out.dtype))
