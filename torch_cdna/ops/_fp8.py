"""8-bit float formats per CDNA arch: which ``torch.float8_*`` dtypes an arch's converts and MFMAs produce, the
default one, and their largest finite values (shared by ``cdna::quantize_fp8`` and the fp8 GEMM).

gfx942 (CDNA3) converts to the FNUZ encodings (``float8_e4m3fnuz``, max 240; ``float8_e5m2fnuz``, max 57344:
one NaN code 0x80, no infinities, no negative zero); gfx950 (CDNA4) to the OCP ones (``float8_e4m3fn``, max 448;
``float8_e5m2``, max 57344, with infinities). The default is the e4m3 format of the arch, as vLLM and AITER
pick for fp8 inference.

Example:
    >>> import torch
    >>> default_fp8("gfx942"), default_fp8("gfx950")
    (torch.float8_e4m3fnuz, torch.float8_e4m3fn)
    >>> fp8_max(torch.float8_e4m3fnuz), fp8_max(torch.float8_e4m3fn)
    (240.0, 448.0)
"""

from __future__ import annotations

import torch

# arch -> the fp8 dtypes its converts produce, the default first (isa/targets.py: ArchInfo.fp8_flavour)
ARCH_FP8: dict[str, tuple[torch.dtype, ...]] = {
    "gfx942": (torch.float8_e4m3fnuz, torch.float8_e5m2fnuz),
    "gfx950": (torch.float8_e4m3fn, torch.float8_e5m2),
}
FP8_DTYPES: frozenset[torch.dtype] = frozenset(dt for dts in ARCH_FP8.values() for dt in dts)
# e4m3 formats convert with v_cvt_pk_fp8_f32, e5m2 formats with v_cvt_pk_bf8_f32
KIND: dict[torch.dtype, str] = {torch.float8_e4m3fnuz: "fp8", torch.float8_e4m3fn: "fp8",
                                torch.float8_e5m2fnuz: "bf8", torch.float8_e5m2: "bf8"}


def default_fp8(arch: str) -> torch.dtype:
    """The fp8 dtype ``arch`` quantises to by default (its e4m3 format); ValueError naming the archs otherwise."""
    return arch_fp8(arch)[0]


def arch_fp8(arch: str) -> tuple[torch.dtype, ...]:
    """The fp8 dtypes ``arch``'s converts produce (default first)."""
    try:
        return ARCH_FP8[arch]
    except KeyError:
        raise ValueError(f"no fp8 formats known for arch {arch!r}; archs: {', '.join(ARCH_FP8)}") from None


def fp8_max(dtype: torch.dtype) -> float:
    """Largest finite value of an fp8 dtype (what quantisation saturates to)."""
    return float(torch.finfo(dtype).max)


def check_fp8_dtype(op: str, dtype: torch.dtype, arch: str | None = None) -> None:
    """TypeError naming ``op``'s ``dtype`` argument unless it is an fp8 dtype (of ``arch``, when given)."""
    allowed = arch_fp8(arch) if arch is not None else tuple(sorted(FP8_DTYPES, key=str))
    if dtype not in allowed:
        where = f" on {arch}" if arch is not None else ""
        raise TypeError(f"cdna::{op}: dtype is {dtype}; allowed{where}: {', '.join(map(str, allowed))} "
                        f"(gfx942 converts to the FNUZ formats, gfx950 to the OCP ones)")
