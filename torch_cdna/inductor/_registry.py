"""The table of fusions and the lazily built pattern passes.

Each fusion lives in its own module (``rmsnorm``, ``fused_add_rmsnorm``, ``silu_and_mul``, ...) defining
``<name>_pattern*`` search functions, ``<name>_replacement``, ``<name>_check`` and ``register(stage, pass_)``.
Nothing is traced at import: ``pattern_pass(stage, names)`` imports the modules and registers their patterns
the first time a graph is compiled with those fusions enabled (then caches the ``PatternMatcherPass``).

Example:
    >>> from torch_cdna.inductor import _registry
    >>> "rmsnorm" in _registry.FUSIONS
    True
"""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from typing import Any

from ._patterns import STAGES


@dataclass(frozen=True)
class Fusion:
    """A fusion: its module, the cdna ops its replacements call, and the aten ops that anchor a candidate
    (used to log candidates that no pattern matched)."""
    name: str
    ops: tuple[str, ...]
    anchors: tuple[str, ...]   # "namespace.op.overload" strings, resolved lazily
    order: float               # lower runs first


FUSIONS: dict[str, Fusion] = {f.name: f for f in (
    Fusion("rmsnorm", ("rmsnorm", "rmsnorm_backward"), ("aten.rsqrt.default",), 1),
    # matches the cdna::rmsnorm nodes the rmsnorm fusion produced, so it runs right after it
    Fusion("fused_add_rmsnorm", ("fused_add_rmsnorm", "rmsnorm_backward"), (), 2),
    # RMSNorm + fp8 quantisation; matches the cdna::rmsnorm nodes the rmsnorm fusion left (after fused_add)
    Fusion("rmsnorm_quant", ("rmsnorm_quant_fp8",), (), 2.5),
    Fusion("silu_and_mul", ("silu_and_mul", "silu_and_mul_backward", "silu_mul", "silu_mul_backward"),
           ("aten.exp.default", "aten.sigmoid.default"), 3),
    Fusion("gelu_and_mul", ("gelu_and_mul", "gelu_and_mul_backward", "gelu_mul", "gelu_mul_backward"),
           ("aten.erf.default", "aten.tanh.default"), 4),
    Fusion("attention", ("attention", "attention_backward"),
           ("aten._scaled_dot_product_flash_attention_for_cpu.default",
            "aten._scaled_dot_product_flash_attention.default",
            "aten._scaled_dot_product_efficient_attention.default",
            "aten._scaled_dot_product_cudnn_attention.default", "aten._softmax.default"), 5),
    # after attention: a softmax inside an attention Inductor recognised is already cdna::attention
    Fusion("softmax", ("softmax", "softmax_backward"), ("aten._softmax.default",), 6),
    Fusion("layernorm", ("layernorm", "layernorm_backward"), ("aten.var_mean.correction",), 7),
    # matches the cdna::layernorm nodes the layernorm fusion produced, so it runs right after it
    Fusion("fused_add_layernorm", ("fused_add_layernorm", "layernorm_backward"), (), 8),
    # rope's pattern ends in the add that feeds attention, independent of the SDPA rewrite; the neg is
    # rotate_half's (and rotate_every_two's)
    Fusion("rope", ("rope", "rope_backward"), ("aten.neg.default",), 9),
    # rewrites the cdna::rope nodes the rope fusion produced from one QKV projection output, so it runs after it
    Fusion("qkv_rope", ("qkv_rope",), (), 10),
    # a lone GeLU (GPT-2/GPT-NeoX MLPs); after gelu_and_mul, whose patterns contain this one
    Fusion("gelu", ("gelu", "gelu_backward"), ("aten.erf.default", "aten.tanh.default"), 11),
    # torch._scaled_mm (fp8 GEMM with scales) as a single-node rewrite
    Fusion("scaled_mm", ("scaled_mm",), ("aten._scaled_mm.default",), 12),
    # an MoE router's softmax + top-k; before softmax (order 6), which would take the router's softmax alone
    Fusion("moe_router", ("moe_topk_softmax", "moe_topk_softmax_backward"), ("aten.topk.default",), 5.5),
    # DeepSeek-V3's grouped sigmoid router (inference graphs)
    Fusion("moe_router_sigmoid", ("moe_topk_sigmoid",), ("aten.topk.default",), 5.6),
)}
DEFAULT_FUSIONS: tuple[str, ...] = tuple(sorted(FUSIONS, key=lambda n: FUSIONS[n].order))


def normalize(names: Any) -> tuple[str, ...]:
    """``names`` (None = all, a name, or an iterable of names) as a canonical ordered tuple."""
    if names is None:
        return DEFAULT_FUSIONS
    names = (names,) if isinstance(names, str) else tuple(names)
    unknown = [n for n in names if n not in FUSIONS]
    if unknown:
        raise ValueError(f"torch_cdna.inductor: unknown fusion(s) {unknown}; known: {list(DEFAULT_FUSIONS)}")
    return tuple(sorted(set(names), key=lambda n: FUSIONS[n].order))


def module(name: str) -> Any:
    return importlib.import_module(f"{__package__}.{name}")


@functools.cache
def pattern_pass(stage: str, names: tuple[str, ...]) -> Any:
    """The ``PatternMatcherPass`` holding the patterns of ``names`` for ``stage`` (built once)."""
    if stage not in STAGES:
        raise ValueError(f"torch_cdna.inductor: unknown stage {stage!r}; allowed: {STAGES}")
    from torch._inductor.pattern_matcher import PatternMatcherPass
    import torch_cdna.ops  # noqa: F401 - the replacements call torch.ops.cdna.*
    passes = []
    for name in names:
        if not hasattr(module(name), "register"):
            continue  # a graph-rewrite-only fusion (``rewrite(stage, graph)``)
        pair = (PatternMatcherPass(pass_name=f"torch_cdna_{stage}_{name}"),
                PatternMatcherPass(pass_name=f"torch_cdna_{stage}_{name}_dynamic"))
        module(name).register(stage, pair)
        passes.extend(pair)
    return tuple(passes)


@functools.cache
def anchors(names: tuple[str, ...]) -> dict[str, tuple[Any, ...]]:
    """``{fusion: (OpOverload, ...)}`` of the anchor ops that exist in this PyTorch build."""
    import torch
    out = {}
    for name in names:
        found = []
        for spec in FUSIONS[name].anchors:
            ns, op, overload = spec.split(".")
            packet = getattr(getattr(torch.ops, ns), op, None)
            if packet is not None and hasattr(packet, overload):
                found.append(getattr(packet, overload))
        out[name] = tuple(found)
    return out
