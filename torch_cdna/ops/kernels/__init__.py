"""The launcher table of the ``cdna`` ops: ``{op name: {(device kind, arch): Launcher}}``.

DSL kernel modules in this package fill it; ``torch_cdna.ops`` only looks launchers up. Modules listed in
``KERNEL_MODULES`` are imported on the first lookup (not at ``import torch_cdna.ops``, which must stay
cheap), and register themselves with ``@register``.

Device kinds: ``"sim"`` (CPU tensors; the launcher runs the compiled kernel on the simulator through
``torch_cdna.sim.launch``) and ``"hip"`` (ROCm tensors; HIP launch). Archs: ``gfx942``, ``gfx950``.

Launcher calling conventions: the op layer validates inputs, allocates the outputs (contiguous, poisonable)
and passes *prepared* tensors; the launcher writes the outputs and returns None. "rows" means a 2-D view
``[N, D]`` with ``stride(1) == 1`` and any ``stride(0)`` (the kernel takes the row stride as an argument);
inputs that cannot be viewed that way are copied by the op layer (``ops/_layout.py``). Weights/biases are
contiguous ``[D]`` in their own dtype (may differ from x's, e.g. fp32 weights with bf16 x). ``eps``/``scale``
are Python floats. The launcher's ``dtypes`` are matched against the first tensor argument's dtype.

=========================  ============================================================================
op                         launcher(...)
=========================  ============================================================================
rmsnorm                    x rows, weight, eps, out [N, D]
rmsnorm_backward           grad rows, x rows, weight, eps, dx [N, D], dweight [D] (weight dtype)
fused_add_rmsnorm          x rows, residual rows, weight, eps, out [N, D], residual_out [N, D]
layernorm                  x rows, weight, bias, eps, out [N, D]
layernorm_backward         grad rows, x rows, weight, eps, dx [N, D], dweight [D], dbias [D] (weight dtype)
fused_add_layernorm        x rows, residual rows, weight, bias (or None), eps, out [N, D], residual_out [N, D]
silu_and_mul               x rows [N, 2d], out [N, d]
gelu_and_mul               x rows [N, 2d], out [N, d], approximate ("none" | "tanh")
silu_mul                   a rows [N, d], b rows [N, d], out [N, d]
gelu_mul                   a rows [N, d], b rows [N, d], out [N, d], approximate
silu_and_mul_backward      grad rows [N, d], x rows [N, 2d], dx [N, 2d]
gelu_and_mul_backward      grad rows [N, d], x rows [N, 2d], dx [N, 2d], approximate
silu_mul_backward          grad rows, a rows, b rows, da [N, d], db [N, d]
gelu_mul_backward          grad rows, a rows, b rows, da [N, d], db [N, d], approximate
gelu                       x rows [N, d], out [N, d], approximate
gelu_backward              grad rows [N, d], x rows [N, d], dx [N, d], approximate
softmax                    x rows, out [N, D]            (over the last dim; the op layer moves ``dim`` last)
softmax_backward           grad rows, y rows, dx [N, D]  (same)
rope                       x [P, Q, R, D] (stride(-1) == 1, may be empty), cos/sin as the caller gave them
                           (at most 4 dims, broadcasting to [P, Q, R, D/2] aligned right: size-1, missing
                           or stride-0 dims are broadcast), out [P, Q, R, D], interleaved (bool)
rope_backward              grad, cos, sin, dx, interleaved (as rope; dx = rotation by -angle)
attention                  q [B, Hq, Sq, D], k/v [B, Hkv, Skv, D] (stride(-1) == 1, other strides free),
                           out [B, Hq, Sq, D], lse [B, Hq, Sq] fp32, causal, scale (float), group (Hq // Hkv)
attention_backward         grad_out, q, k, v, out, lse, dq, dk, dv, causal, scale, group
moe_topk_softmax           logits rows [N, E], weights [N, k] fp32, ids [N, k] int64, renormalize (bool)
moe_topk_softmax_backward  grad [N, k] fp32 (the dtype looked up), ids [N, k] int64, logits rows [N, E],
                           dx [N, E] (logits' dtype), renormalize
moe_topk_sigmoid           logits rows [N, E], bias fp32 [E] contiguous or None, weights [N, k] fp32, ids [N, k]
                           int64, n_group, topk_group, renormalize, routed_scaling_factor (float)
moe_topk_sigmoid_backward  the op's own arguments (grad [N..., k] fp32, ids, logits; keywords); returns dx (a
                           composition of torch ops, kernels/moe_routing.moe_topk_sigmoid_backward_torch)
append_kv                  k_cache/v_cache [NB, BS, Hkv, D] (dword-aligned strides, written in place), k/v
                           [T, Hkv, D] (stride(-1) == 1), slot_mapping int64 [T] contiguous
paged_attention            q [S, Hq, D] or [S, Q, Hq, D], k_cache/v_cache [NB, BS, Hkv, D] (stride(-1) == 1),
                           block_table int32 [S, W], seq_lens int32 [S], out like q, scale, softcap,
                           window_left
mla_decode                 q [S, Hq, 576], kv_cache [NB, BS, 1, 576] (stride(-1) == 1), block_table int32
                           [S, W], seq_lens int32 [S] contiguous, out [S, Hq, 512] contiguous, softmax_scale
varlen_attention           q [Tq, Hq, D], k/v [Tk, Hkv, D] (stride(-1) == 1), cu_seqlens_q/k int32 [B + 1]
                           contiguous, max_seqlen_q, out [Tq, Hq, D], lse [Hq, Tq] fp32, scale, causal,
                           window (left, right), softcap, sinks ([Hq] contiguous or None)
varlen_attention_backward  grad_out, q, k, v, out (packed as the forward's), lse [Hq, Tq] contiguous,
                           cu_seqlens_q/k, max_seqlen_q/k, dq, dk, dv (contiguous), scale, causal, window,
                           softcap
=========================  ============================================================================

Example (a kernel module, listed in ``KERNEL_MODULES``):
    >>> from torch_cdna.ops import kernels
    >>> @kernels.register("rmsnorm", "sim", SUPPORTED_ARCHS, dtypes=(torch.bfloat16,))  # doctest: +SKIP
    ... def rmsnorm_sim(x, weight, eps, out): ...
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Iterable

import torch

from ..._once import LoadOnce
from ...isa.targets import SUPPORTED_ARCHS

DEVICE_KINDS = ("sim", "hip")
ARCHS = SUPPORTED_ARCHS  # derived from the ArchInfo records (isa/targets.py)
# Submodules (e.g. "norms") imported on the first lookup; kernel authors add theirs here.
KERNEL_MODULES: tuple[str, ...] = ("norms", "activations", "softmax", "rope", "qkv_rope", "attention", "attention_bwd", "gemm",
                                     "kv_cache", "paged_attention", "moe_routing", "varlen_attention", "scaled_mm", "quantize", "moe", "mla")


@dataclass(frozen=True)
class Launcher:
    """A kernel entry point for one op, device kind and arch; ``dtypes`` it was compiled for."""
    op: str
    kind: str
    arch: str
    dtypes: frozenset[torch.dtype]
    fn: Callable[..., None]

    def __call__(self, *args: object, **kwargs: object) -> None:
        self.fn(*args, **kwargs)


_TABLE: dict[str, dict[tuple[str, str], Launcher]] = {}
_NONE: dict = {}
# Called after every register/unregister: the op layer caches resolved launchers per (device, dtype).
on_change: list[Callable[[], None]] = []


def _changed() -> None:
    for callback in on_change:
        callback()


def register(op: str, kind: str, archs: str | Iterable[str], *, dtypes: Iterable[torch.dtype]
             ) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Decorator: register ``fn`` as the launcher of ``op`` on ``kind`` for each arch in ``archs``."""
    if kind not in DEVICE_KINDS:
        raise ValueError(f"kernels.register({op!r}): device kind {kind!r} is not one of {DEVICE_KINDS}")
    arch_list = (archs,) if isinstance(archs, str) else tuple(archs)
    for arch in arch_list:
        if arch not in ARCHS:
            raise ValueError(f"kernels.register({op!r}): arch {arch!r} is not one of {ARCHS}")

    def decorate(fn: Callable[..., None]) -> Callable[..., None]:
        for arch in arch_list:
            key = (kind, arch)
            if key in _TABLE.setdefault(op, {}):
                raise ValueError(f"kernels.register: {op} already has a launcher for {key}")
            _TABLE[op][key] = Launcher(op, kind, arch, frozenset(dtypes), fn)
        _changed()
        return fn

    return decorate


def _import_kernel_modules() -> None:
    for name in KERNEL_MODULES:
        importlib.import_module(f"{__name__}.{name}")


_load = LoadOnce(_import_kernel_modules)  # every kernel module, imported once, thread-safely (torch_cdna/_once.py)


def table(op: str) -> dict[tuple[str, str], Launcher]:
    """The ``{(device kind, arch): Launcher}`` table of ``op`` (empty when no kernel exists yet)."""
    _load()
    return dict(_TABLE.get(op, {}))


def lookup(op: str, kind: str, arch: str, dtype: torch.dtype) -> Launcher | None:
    """The launcher of ``op`` for (kind, arch) if it was compiled for ``dtype``, else None."""
    if not _load.done:
        _load()
    launcher = _TABLE.get(op, _NONE).get((kind, arch))
    return launcher if launcher is not None and dtype in launcher.dtypes else None


def describe(op: str) -> str:
    """Human-readable coverage of ``op`` for error messages, e.g. 'sim/gfx942 (bfloat16, float16)'."""
    entries = [f"{kind}/{arch} ({', '.join(sorted(str(d).replace('torch.', '') for d in l.dtypes))})"
               for (kind, arch), l in sorted(table(op).items())]
    return "; ".join(entries) if entries else "no device kind or arch yet"


def unregister(op: str, kind: str, arch: str) -> None:
    """Remove a launcher (tests use this to install temporary launchers)."""
    _TABLE.get(op, {}).pop((kind, arch), None)
    _changed()
