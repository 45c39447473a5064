"""GPU timings for the demo: eager, plain ``torch.compile`` and torch.compile with torch_cdna, timed with
device events (median of ``reps`` runs after ``warmup`` runs). Only meaningful on a ROCm GPU; on the
simulator there is nothing to time (its wall time says nothing about the hardware).

Example:
    >>> import torch
    >>> if torch.cuda.is_available():                        # doctest: +SKIP
    ...     median_ms(lambda: torch.ones(1, device="cuda"))
"""

from __future__ import annotations

import statistics
from typing import Any, Callable

import torch


def median_ms(fn: Callable[[], Any], warmup: int = 5, reps: int = 50) -> float:
    """Median milliseconds of ``fn()`` on the current CUDA/HIP stream, timed with events per run."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def compare(variants: dict[str, Callable[[], Any]], warmup: int = 5, reps: int = 50) -> dict[str, float]:
    """``{name: median ms}`` for each variant (the first is the baseline the caller prints ratios against)."""
    return {name: median_ms(fn, warmup, reps) for name, fn in variants.items()}


def skip_reason(device: str) -> str | None:
    """Why GPU timing is skipped (None when it runs)."""
    if device != "cuda":
        return ("no ROCm GPU: kernels ran on the CDNA simulator, whose wall time says nothing about hardware "
                "speed; on an MI300X/MI355X the demo times eager, torch.compile and torch.compile + torch_cdna "
                "with device events here")
    return None
