"""torch_cdna.inductor: under ``torch.compile``, aten patterns become ``cdna::`` ops automatically.

Fusions (one module each): ``rmsnorm`` (HF/Llama-style with the fp32 upcast, weight before or after the
downcast, ``F.rms_norm`` / ``nn.RMSNorm``, plain ``x * rsqrt(mean(x^2) + eps) * w``), ``fused_add_rmsnorm``
(residual add followed by RMSNorm), ``layernorm`` and ``fused_add_layernorm`` (residual add followed by
LayerNorm), ``silu_and_mul`` (``silu(x[..., :d]) * x[..., d:]``, chunk/split forms, and ``silu(a) * b`` from
two projections), ``gelu_and_mul`` (also Gemma's two-projection GeGLU, as ``cdna::gelu_mul``), ``rope`` (HF's
rotate_half, interleaved and partial rotary, where the tables provably repeat), ``qkv_rope`` (a fused QKV
projection's split + RoPE: Phi-3, GPT-NeoX), ``gelu`` (a lone GeLU: GPT-2's ``gelu_new``, GPT-NeoX's exact
GeLU), ``softmax`` and ``attention`` (the SDPA aten ops: CPU flash,
CUDA flash/efficient/cudnn, and HF's explicit causal masks). ``DEFAULT_FUSIONS`` lists them in the order
they run.

Three ways to turn them on (all append to Inductor's hook lists, never replace what is there, and never
touch Inductor's config at import):

    >>> import torch, torch_cdna.inductor as ti
    >>> f = torch.compile(lambda x: x * 2, options=ti.options())   # one compile call
    >>> with ti.enabled():                                          # a scope (compiles happen on call)
    ...     _ = f(torch.ones(2))
    >>> ti.enable(); ti.disable()                                    # process-wide

Training graphs are rewritten in the joint graph (forward and backward together); where a training
pattern cannot match, the drop-in modules of ``torch_cdna.nn`` are the supported route.
``stats()`` counts matches per ``fusion/spelling``; the ``torch_cdna.inductor`` logger says what matched
(INFO) and why candidates did not (DEBUG).
"""

from __future__ import annotations

import collections
import contextlib
from typing import Any, Iterator

from . import _log
from ._passes import HOOKS, CdnaGraphPass, as_list, hook_value
from ._registry import DEFAULT_FUSIONS, FUSIONS

__all__ = ["CdnaGraphPass", "DEFAULT_FUSIONS", "FUSIONS", "enable", "disable", "enabled", "options",
           "is_enabled", "stats", "reset_stats"]


def _config() -> Any:
    import torch._inductor.config as config
    return config


def _without_ours(value: Any) -> list:
    return [p for p in as_list(value) if not isinstance(p, CdnaGraphPass)]


def options(fusions: Any = None, base: dict | None = None) -> dict[str, Any]:
    """Inductor options installing the torch_cdna passes, for ``torch.compile(..., options=...)``.

    The hook lists are the current ones (or ``base``'s) with torch_cdna's passes appended (on PyTorch
    builds whose hooks take one pass, a ``ChainedPasses`` running them in that order).

    Example:
        >>> import torch, torch_cdna.inductor as ti
        >>> sorted(ti.options())
        ['joint_custom_post_pass', 'post_grad_custom_pre_pass']
    """
    config, base = _config(), base or {}
    current = {hook: _without_ours(base.get(hook, getattr(config, hook))) for hook in HOOKS.values()}
    return {hook: hook_value([*current[hook], CdnaGraphPass(stage, fusions)]) for stage, hook in HOOKS.items()}


def enable(fusions: Any = None) -> None:
    """Install the passes process-wide (appended to Inductor's hook lists; idempotent).

    Example:
        >>> import torch_cdna.inductor as ti
        >>> ti.enable(["rmsnorm"]); ti.is_enabled()
        True
        >>> ti.disable(); ti.is_enabled()
        False
    """
    config = _config()
    for hook, value in options(fusions).items():
        setattr(config, hook, value)


def disable() -> None:
    """Remove torch_cdna's passes from Inductor's hooks, keeping everyone else's."""
    config = _config()
    for hook in HOOKS.values():
        setattr(config, hook, hook_value(_without_ours(getattr(config, hook))))


def is_enabled() -> bool:
    """Whether a torch_cdna pass is installed in Inductor's hooks."""
    config = _config()
    return any(isinstance(p, CdnaGraphPass) for hook in HOOKS.values() for p in as_list(getattr(config, hook)))


@contextlib.contextmanager
def enabled(fusions: Any = None) -> Iterator[None]:
    """Install the passes for the ``with`` block, then restore the hooks exactly as they were.

    ``torch.compile`` compiles on the first call, so call the compiled function inside the block.
    """
    config = _config()
    saved = {hook: getattr(config, hook) for hook in HOOKS.values()}
    enable(fusions)
    try:
        yield
    finally:
        for hook, value in saved.items():
            setattr(config, hook, value)


def stats() -> collections.Counter[str]:
    """Matches so far in this process, per ``"fusion/spelling"`` (a copy)."""
    return collections.Counter(_log.STATS)


def reset_stats() -> None:
    """Forget the counts of ``stats()`` (and of rejected candidates)."""
    _log.STATS.clear()
    _log.REJECTS.clear()
