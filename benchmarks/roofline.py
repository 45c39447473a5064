"""Roofline *estimates* for memory-bound ops from published peak HBM bandwidth (never measurements).

time >= minimum bytes / peak bandwidth. The peaks are the vendors' published figures (MI300X 5.3 TB/s,
MI325X 6.0 TB/s, MI355X 8.0 TB/s); achieved bandwidth in roofline tests is lower (about 4.2 TB/s was reported
for MI300X), so real kernels cannot reach these bounds.

Example:
    >>> round(estimate_us(5.3e6, "MI300X"), 3)
    1.0
"""

from __future__ import annotations

# name -> (arch, published peak HBM bandwidth in bytes/s)
GPUS: dict[str, tuple[str, float]] = {
    "MI300X": ("gfx942", 5.3e12),
    "MI325X": ("gfx942", 6.0e12),
    "MI355X": ("gfx950", 8.0e12),
}


def estimate_us(min_bytes: float, gpu: str) -> float:
    """Lower bound on the run time in microseconds of an op that must move ``min_bytes`` on ``gpu``."""
    return min_bytes / GPUS[gpu][1] * 1e6


def estimates_for_arch(min_bytes: float, arch: str) -> dict[str, float]:
    """Roofline estimates (µs) on every listed GPU of ``arch``."""
    return {gpu: estimate_us(min_bytes, gpu) for gpu, (a, _) in GPUS.items() if a == arch}
