"""Device-event timing of eager PyTorch, torch.compile and the cdna op on a ROCm GPU (MI300X/MI355X).

Only runs where ``torch.version.hip`` is set and a GPU is visible; elsewhere ``available()`` is False and
``benchmarks/ops.py`` says the timing was skipped. Each measurement is the median of many launches, rotating
through enough input copies to exceed the GPU's last-level cache so every launch reads from HBM.

``OP_INPUTS`` builds the op-level arguments for an (N, D) shape; ``eager`` is the op's pure-PyTorch reference
(what a user's model computes without torch_cdna).
"""

from __future__ import annotations

import statistics
from typing import Any, Callable

import torch

CACHE_BYTES = 256 << 20  # MI300X has 256 MB of Infinity Cache: rotate through more than this


def _x(n: int, d: int, dt: torch.dtype, dev: str) -> torch.Tensor:
    return torch.randn(n, d, dtype=dt, device=dev)


# op -> (inputs(n, d, dtype, device) -> tuple, cdna call, eager reference)
def _op_table() -> dict[str, tuple[Callable[..., tuple], Callable[..., Any], Callable[..., Any]]]:
    from torch_cdna.ops import activations, norms, softmax
    cdna = torch.ops.cdna
    return {
        "rmsnorm": (lambda n, d, dt, dev: (_x(n, d, dt, dev), torch.randn(d, dtype=dt, device=dev), 1e-6),
                    cdna.rmsnorm, norms.rmsnorm_reference),
        "layernorm": (lambda n, d, dt, dev: (_x(n, d, dt, dev), torch.randn(d, dtype=dt, device=dev),
                                             torch.randn(d, dtype=dt, device=dev), 1e-5),
                      cdna.layernorm, norms.layernorm_reference),
        "silu_and_mul": (lambda n, d, dt, dev: (_x(n, 2 * d, dt, dev),), cdna.silu_and_mul,
                         activations.silu_and_mul_reference),
        "softmax": (lambda n, d, dt, dev: (_x(n, d, dt, dev), -1), cdna.softmax, softmax.softmax_reference),
    }


OPS = ("rmsnorm", "layernorm", "silu_and_mul", "softmax")


def available() -> bool:
    """True on a ROCm build of PyTorch with a visible GPU."""
    return bool(getattr(torch.version, "hip", None)) and torch.cuda.is_available()


def inputs(op: str, n: int, d: int, dtype: torch.dtype, device: str = "cuda") -> tuple:
    """Op-level example arguments (also used on CPU by the tests)."""
    return _op_table()[op][0](n, d, dtype, device)


def _median_us(fn: Callable[[tuple], Any], arg_sets: list[tuple], iters: int) -> float:
    start = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    end = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    for a in arg_sets[:3]:
        fn(a)  # warm-up (compiles, caches)
    torch.cuda.synchronize()
    for i in range(iters):
        a = arg_sets[i % len(arg_sets)]
        start[i].record()
        fn(a)
        end[i].record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in zip(start, end)) * 1e3


def time_op(op: str, n: int, d: int, dtype: torch.dtype, iters: int = 200) -> dict[str, float]:
    """Median device time (µs) of eager, torch.compile and cdna for one shape; requires ``available()``."""
    if not available():
        raise RuntimeError("device timing needs a ROCm GPU (torch.version.hip and a visible device)")
    make, ours, eager = _op_table()[op]
    one = make(n, d, dtype, "cuda")
    size = sum(t.numel() * t.element_size() for t in one if isinstance(t, torch.Tensor))
    copies = max(2, -(-CACHE_BYTES // max(size, 1)) + 1)
    arg_sets = [make(n, d, dtype, "cuda") for _ in range(min(copies, 64))]
    compiled = torch.compile(eager)
    return {"eager_us": _median_us(lambda a: eager(*a), arg_sets, iters),
            "compile_us": _median_us(lambda a: compiled(*a), arg_sets, iters),
            "cdna_us": _median_us(lambda a: ours(*a), arg_sets, iters)}
