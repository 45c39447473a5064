"""Shared pieces of the vector-ALU semantics: modifier sets, float mode handling (denormals, omod, clamp),
exactly rounded fused multiply-add, and 16-bit half selection. Not a family module: ``valu``, ``vcmp``,
``vop3p``, ``convert`` and ``dpp`` import it.

Float model (CDNA3 ISA, "Floating point" and the MODE register): results are IEEE-754 round-to-nearest-even.
``float_denorm_mode_32`` (f32) and ``float_denorm_mode_16_64`` (f16/f64) are 2-bit fields: bit 0 set keeps
denormal *inputs* (clear: flushed to signed zero), bit 1 set keeps denormal *outputs*; so 3 keeps both and 0
flushes both. Output modifiers apply in the order omod (``mul:2``, ``mul:4``, ``div:2``), clamp to [0, 1]
(NaN -> 0 when ``dx10_clamp`` is set), then the output denormal flush.

Example:
    >>> import numpy as np
    >>> bool(fma_f32(np.float32(1 + 2**-23), np.float32(1 - 2**-23), np.float32(-1)) == np.float32(-2**-46))
    True
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

FLOAT_MODS = ("clamp", "mul", "div")
DPP_MODS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr", "wave_rol", "wave_ror",
            "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "row_mask", "bank_mask", "bound_ctrl",
            "fi")
SDWA_MODS = ("src0_sel", "src1_sel", "dst_sel", "dst_unused")
VOP12_MODS = DPP_MODS + SDWA_MODS  # every VOP1/VOP2/VOPC form may come as _dpp or _sdwa

_FLOAT_TYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
_TINY = {"f16": np.float16(2.0 ** -14), "f32": np.float32(2.0 ** -126), "f64": np.float64(2.0 ** -1022)}


# The MODE fields' values when the kernel descriptor omits their ``.amdhsa_*`` directive: what LLVM's
# assembler puts into COMPUTE_PGM_RSRC1 then (checked by assembling a descriptor without them:
# FLOAT_DENORM_MODE_32 = 0, i.e. f32 denormals flushed, FLOAT_DENORM_MODE_16_64 = 3, DX10_CLAMP and IEEE_MODE
# set). Compilers (LLVM, Triton, torch_cdna.asm) write the denorm modes explicitly, mostly as 3.
MODE_DEFAULTS = {"float_round_mode_32": 0, "float_round_mode_16_64": 0, "float_denorm_mode_32": 0,
                 "float_denorm_mode_16_64": 3, "dx10_clamp": 1, "ieee_mode": 1, "fp16_overflow": 0}


def directed_round_modes(modes: dict[str, int]) -> dict[str, int]:
    """The rounding-mode fields of ``modes`` (descriptor keys) that ask for anything but nearest-even (0): every
    float semantic rounds to nearest even, so the descriptor check and s_setreg refuse these."""
    return {k: v for k, v in modes.items() if k.startswith("float_round_mode") and v}


def denorm_mode(b: Any, ty: str) -> int:
    """The 2-bit denormal mode for ``ty`` from the kernel descriptor (``MODE_DEFAULTS`` where it is silent)."""
    key = "float_denorm_mode_32" if ty == "f32" else "float_denorm_mode_16_64"
    return int(b.modes.get(key, MODE_DEFAULTS[key]) if b.modes is not None else MODE_DEFAULTS[key])


def flush(x: np.ndarray, ty: str) -> np.ndarray:
    """Denormals of ``ty`` replaced by zero of the same sign."""
    tiny = _TINY[ty]
    with np.errstate(invalid="ignore"):
        small = np.abs(x) < tiny
    if not small.any():
        return x
    return np.where(small, np.copysign(np.zeros_like(x), x), x)


def flush_in(b: Any, x: np.ndarray, ty: str) -> np.ndarray:
    """Apply the input denormal mode to a float source operand."""
    return x if denorm_mode(b, ty) & 1 else flush(x, ty)


def flush_out(b: Any, x: np.ndarray, ty: str) -> np.ndarray:
    return x if denorm_mode(b, ty) & 2 else flush(x, ty)


def omod_clamp(b: Any, ins: Any, x: np.ndarray, ty: str) -> np.ndarray:
    """Output modifiers: omod, then clamp to [0, 1]."""
    mods = ins.mods
    if mods:
        dt = _FLOAT_TYPES[ty]
        with np.errstate(over="ignore"):
            if "mul" in mods:
                factor = int(mods["mul"])
                if factor not in (2, 4):
                    raise b.unsupported(f"omod mul:{factor} (allowed: mul:2, mul:4)")
                x = (x * dt(factor)).astype(dt)
            if "div" in mods:
                if int(mods["div"]) != 2:
                    raise b.unsupported(f"omod div:{mods['div']} (allowed: div:2)")
                x = (x * dt(0.5)).astype(dt)
        if mods.get("clamp"):
            nan_to = dt(0) if b.modes.get("dx10_clamp", 1) else dt(np.nan)
            x = np.where(np.isnan(x), nan_to, np.clip(x, dt(0), dt(1))).astype(dt)
    return x


def fsrc(b: Any, ins: Any, i: int, ty: str, nd: int = 1) -> np.ndarray:
    """Float source operand ``i`` (abs/neg applied by ``vread``), with the input denormal mode applied.

    For f16 VOP3 forms, ``op_sel`` bit ``i - nd`` (``nd`` = number of destinations) selects the high half."""
    op = ins.operands[i]
    if ty == "f16" and "op_sel" in ins.mods and op_sel_bits(ins)[i - nd]:
        x = half(raw32(b, op), True).view(np.float16)
        if getattr(op, "abs", False):
            x = np.abs(x)
        if getattr(op, "neg", False):
            x = -x
        return flush_in(b, x, ty)
    return flush_in(b, b.vread(op, ty), ty)


def fresult(b: Any, ins: Any, x: np.ndarray, ty: str) -> np.ndarray:
    """A float result after omod/clamp and the output denormal mode (not yet written)."""
    return flush_out(b, omod_clamp(b, ins, np.asarray(x, dtype=_FLOAT_TYPES[ty]), ty), ty)


def fwrite(b: Any, ins: Any, x: np.ndarray, ty: str, dst: int = 0, *, preserve_hi: bool = False) -> None:
    """Write a float result (output modifiers and denormal mode applied).

    f16 results zero the high half (gfx9), except with ``preserve_hi`` (v_fma_f16/v_mad_f16/v_div_fixup_f16
    and other op_sel-capable forms keep the other half) or when ``op_sel``'s destination bit writes the high
    half."""
    r = fresult(b, ins, x, ty)
    if ty == "f16" and (preserve_hi or "op_sel" in ins.mods):
        high = opsel_dst(ins)
        old = raw32(b, ins.operands[dst])
        v = np.broadcast_to(r, (b.k, 64)).view(np.uint16).astype(np.uint32)
        new = (old & np.uint32(0xFFFF)) | (v << np.uint32(16)) if high else (old & np.uint32(0xFFFF0000)) | v
        b.vwrite(ins.operands[dst], new, "u32")
        return
    b.vwrite(ins.operands[dst], r, ty)


def quiet_nan(x: np.ndarray) -> np.ndarray:
    """Set the quiet bit of NaNs (signalling NaNs become quiet, other values unchanged)."""
    ui = {2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize]
    qbit = ui(1) << ui({2: 9, 4: 22, 8: 51}[x.dtype.itemsize])
    bits = np.asarray(x).view(ui)
    return np.where(np.isnan(x), (bits | qbit).view(x.dtype), x)


def is_snan(x: np.ndarray) -> np.ndarray:
    ui = {2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize]
    qbit = ui(1) << ui({2: 9, 4: 22, 8: 51}[x.dtype.itemsize])
    return np.isnan(x) & ((np.asarray(x).view(ui) & qbit) == 0)


# ---------------------------------------------------------------- wave-uniform operands
_BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def _uniform(x: np.ndarray) -> bool:
    """Every lane of each wave holds the same bit pattern (a (k, 64) or (k, 1) array). Wave 0 is checked first,
    so non-uniform data is usually rejected after 64 lanes."""
    if x.shape[1] == 1 or x.strides[1] == 0:
        return True
    bits = x.view(_BITS[x.itemsize]) if x.dtype.kind != "u" else x
    row = bits[0]
    return bool((row == row[0]).all()) and bool((bits == bits[:, :1]).all())


def one_lane(*xs: np.ndarray | None) -> list[np.ndarray | None] | None:
    """The operands narrowed to their first lane ((k, 1) views) when each holds one value per wave (lanes
    bit-identical: +0 and -0, or NaN payloads, are told apart), else None. A lane-wise operation then computes
    the same value in every lane, so it runs once per wave and the register write broadcasts it; typical after
    a cross-lane reduction (the per-row scalar math of norms and softmax). ``None`` operands pass through."""
    out: list[np.ndarray | None] = []
    for x in xs:
        if x is None:
            out.append(None)
            continue
        if x.ndim != 2 or not _uniform(x):
            return None
        out.append(x[:, :1])
    return out


# ---------------------------------------------------------------- exactly rounded fused multiply-add
def _round_to_odd_sum(p: np.ndarray, c: np.ndarray) -> np.ndarray:
    """p + c in f64 rounded to odd (sticky last bit), so that a later rounding to fewer bits is exact."""
    with np.errstate(invalid="ignore", over="ignore"):
        s = p + c
        bb = s - p
        err = (p - (s - bb)) + (c - bb)
        bits = s.view(np.uint64)
        fix = np.isfinite(s) & (err != 0) & ((bits & np.uint64(1)) == 0)
        if fix.any():
            toward = np.where(err > 0, np.inf, -np.inf)
            s = np.where(fix, np.nextafter(s, toward), s)
    return s


# f64 -> f16/f32 rounding: (dropped mantissa bits, smallest normal exponent of the target type)
_NARROW = {np.dtype(np.float32): (29, -126), np.dtype(np.float16): (42, -14)}


def _needs_exact(s: np.ndarray, r: np.ndarray, dt: Any) -> np.ndarray:
    """Lanes where rounding the f64 value ``s`` (itself the f64 rounding of an exact result x) to ``dt`` may
    differ from rounding x to ``dt`` directly; ``r`` is ``s`` rounded to ``dt``.

    Every boundary between two ``dt`` values' rounding intervals is representable in f64, and f64 rounding is
    monotonic, so fl64(x) falls on the same side of every boundary as x unless fl64(x) *is* a boundary: a
    halfway point. In the normal range of ``dt`` a halfway point has its dropped mantissa bits equal to 1000..0;
    halfway points below the smallest normal sit elsewhere, so every lane whose result is at most the smallest
    normal (|r| <= 2**emin: every |s| below it rounds there) goes to the exact path. Zeros are exact (a nonzero
    sum of f16/f32 products never rounds to 0 in f64)."""
    drop, emin = _NARROW[np.dtype(dt)]
    if drop <= 32 and s.ndim and s.flags.c_contiguous and np.little_endian:  # f32: dropped bits in the low word
        low = s.view(np.uint32)[..., 0::2]
        half = (low & np.uint32((1 << drop) - 1)) == np.uint32(1 << (drop - 1))
    else:
        half = (s.view(np.uint64) & np.uint64((1 << drop) - 1)) == np.uint64(1 << (drop - 1))
    ui = np.uint32 if r.itemsize == 4 else np.uint16
    mbits = 23 if r.itemsize == 4 else 10
    rb = r.view(ui) << ui(1)  # sign dropped; 0 <= |r| <= 2**emin  <=>  0 < 2*bits <= 2 << mbits
    rb -= ui(1)
    half |= rb < ui(2 << mbits)
    return half


def sum_rounded(p: np.ndarray, c: np.ndarray, dt: Any, scale: np.ndarray | None = None) -> np.ndarray:
    """(p + c) * 2**scale rounded once to ``dt`` (f32 or f16) for f64 ``p`` and ``c`` (broadcastable).

    Fast path: the plain f64 sum, rounded to ``dt``; lanes where that double rounding could differ from one
    rounding (``_needs_exact``) are recomputed with the round-to-odd sum. ``scale`` (an int array, optional)
    multiplies by a power of two before the rounding (exact in f64 for the ranges f16/f32 products reach)."""
    with np.errstate(invalid="ignore", over="ignore"):
        s = p + c
        t = s if scale is None else np.ldexp(s, scale)
        out = t.astype(dt)
        suspect = _needs_exact(t, out, dt)
        if suspect.any():
            idx = np.flatnonzero(suspect)
            shape = out.shape
            pe = np.broadcast_to(p, shape).reshape(-1)[idx]
            ce = np.broadcast_to(c, shape).reshape(-1)[idx]
            exact = _round_to_odd_sum(pe, ce)
            if scale is not None:
                exact = np.ldexp(exact, np.broadcast_to(scale, shape).reshape(-1)[idx])
            out = np.ascontiguousarray(out)
            out.reshape(-1)[idx] = exact.astype(dt)
    return out


def fma_f32(a: Any, b_: Any, c: Any) -> np.ndarray:
    """Single-rounding a*b+c for f32 inputs (the f64 product is exact; ``sum_rounded`` rounds the sum once)."""
    a, b_, c = (np.asarray(v, dtype=np.float32) for v in (a, b_, c))
    with np.errstate(over="ignore", invalid="ignore"):
        p = np.multiply(a, b_, dtype=np.float64)  # exact: 24 x 24 significant bits fit in 53
        return sum_rounded(p, c.astype(np.float64), np.float32)


def fma_f16(a: Any, b_: Any, c: Any) -> np.ndarray:
    """Single-rounding a*b+c for f16 inputs (f64 holds the product exactly; ``sum_rounded``)."""
    with np.errstate(over="ignore", invalid="ignore"):  # widening a signalling NaN raises 'invalid'
        a64, b64, c64 = (np.asarray(v, dtype=np.float16).astype(np.float64) for v in (a, b_, c))
        return sum_rounded(a64 * b64, c64, np.float16)


def fma_f32_exact(a: Any, b_: Any, c: Any) -> np.ndarray:
    """The reference for ``fma_f32``: round-to-odd f64 sum on every lane (tests compare the two)."""
    with np.errstate(over="ignore", invalid="ignore"):  # widening a signalling NaN raises 'invalid'
        a64, b64, c64 = (np.asarray(v, dtype=np.float32).astype(np.float64) for v in (a, b_, c))
        p = a64 * b64
        return _round_to_odd_sum(p, np.broadcast_to(c64, np.broadcast(p, c64).shape)).astype(np.float32)


def fma_f16_exact(a: Any, b_: Any, c: Any) -> np.ndarray:
    """The reference for ``fma_f16`` (round-to-odd f64 sum on every lane)."""
    with np.errstate(over="ignore", invalid="ignore"):  # widening a signalling NaN raises 'invalid'
        a64, b64, c64 = (np.asarray(v, dtype=np.float16).astype(np.float64) for v in (a, b_, c))
        p = a64 * b64
        return _round_to_odd_sum(p, np.broadcast_to(c64, np.broadcast(p, c64).shape)).astype(np.float16)


_math_fma = getattr(math, "fma", None)


def _fma64_scalar(a: float, b_: float, c: float) -> float:
    """Correctly rounded f64 fma through exact rational arithmetic (Python < 3.13 has no math.fma)."""
    if not (math.isfinite(a) and math.isfinite(b_) and math.isfinite(c)):
        return a * b_ + c
    from fractions import Fraction
    exact = Fraction(a) * Fraction(b_) + Fraction(c)
    if exact == 0:
        # IEEE: the sign of an exact zero sum is + unless both addends are -0 (round to nearest)
        prod_neg = (math.copysign(1, a) * math.copysign(1, b_)) < 0
        return -0.0 if (prod_neg and math.copysign(1, c) < 0) else 0.0
    try:
        return float(exact)  # Fraction -> float rounds correctly (to nearest even)
    except OverflowError:  # rounds past the largest double (copysign would convert the Fraction: overflow again)
        return math.inf if exact > 0 else -math.inf


def _two_prod(a: np.ndarray, b_: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Dekker: p + e == a*b exactly (when a*b neither overflows nor comes near the underflow range)."""
    p = a * b_
    split = np.float64(134217729.0)  # 2**27 + 1
    t = split * a
    ah = t - (t - a)
    al = a - ah
    t = split * b_
    bh = t - (t - b_)
    bl = b_ - bh
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def fma_f64(a: Any, b_: Any, c: Any) -> np.ndarray:
    """Single-rounding a*b+c for f64 (Boldo-Melquiond: exact product, TwoSum, round-to-odd of the tails).

    Lanes where the error-free transforms are not exact (huge/tiny products, non-finite values) use exact
    rational arithmetic instead."""
    a, b_, c = np.broadcast_arrays(*(np.asarray(v, dtype=np.float64) for v in (a, b_, c)))
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        p, e = _two_prod(a, b_)
        th = c + p
        bb = th - c
        tl = (c - (th - bb)) + (p - bb)
        out = th + _round_to_odd_sum(tl, e)
        ap = np.abs(p)
        zero = (a == 0) | (b_ == 0)
        finite = np.isfinite(a) & np.isfinite(b_) & np.isfinite(c)
        out = np.where(zero | ~finite, a * b_ + c, out)  # exact zero products and inf/NaN: plain IEEE rules
        # Veltkamp splitting overflows for huge factors and loses the error term for tiny ones, even when the
        # product itself is moderate (e.g. 1e-302 * 1e301): those lanes take the rational path too
        aa, ab = np.abs(a), np.abs(b_)
        in_range = (ap > 2.0 ** -900) & (ap < 2.0 ** 900) & (np.abs(c) < 2.0 ** 1000) & \
            (aa > 2.0 ** -900) & (aa < 2.0 ** 900) & (ab > 2.0 ** -900) & (ab < 2.0 ** 900)
        hard = ~in_range & ~zero & finite
    if hard.any():
        idx = np.flatnonzero(hard)
        out = np.array(out, dtype=np.float64, copy=True).reshape(-1)
        fa, fb, fc = a.reshape(-1)[idx], b_.reshape(-1)[idx], c.reshape(-1)[idx]
        out[idx] = [_fma64_scalar(float(x), float(y), float(z)) for x, y, z in zip(fa, fb, fc)]
        out = out.reshape(a.shape)
    return out


# ---------------------------------------------------------------- 16-bit halves (op_sel)
def half(words: np.ndarray, high: bool | np.ndarray) -> np.ndarray:
    """The low or high 16 bits of (k, 64) uint32 words, as uint16."""
    w = np.asarray(words).astype(np.uint32)
    return np.where(high, w >> np.uint32(16), w & np.uint32(0xFFFF)).astype(np.uint16)


def num_dst(ins: Any) -> int:
    return ins.record.num_dst if ins.record is not None else 1


def opsel_dst(ins: Any) -> bool:
    """The destination bit of ``op_sel``: the entry after the source bits (LLVM prints one per source, then
    the destination), i.e. index ``number of sources``."""
    if "op_sel" not in ins.mods:
        return False
    nsrc = len(ins.operands) - num_dst(ins)
    bits = op_sel_bits(ins, n=max(4, nsrc + 1))
    return bool(bits[nsrc])


def op_sel_bits(ins: Any, key: str = "op_sel", n: int = 4, default: int = 0) -> list[int]:
    """A ``[a,b,c]`` modifier as a list of ``n`` ints (missing entries = ``default``)."""
    v = ins.mods.get(key)
    if v is None:
        return [default] * n
    v = list(v) if isinstance(v, (list, tuple)) else [int(v)]
    return [int(x) for x in v] + [default] * (n - len(v))


def raw32(b: Any, op: Any) -> np.ndarray:
    """An operand's 32-bit pattern per lane as (k, 64) uint32, ignoring neg/abs (bit ops, 16-bit halves)."""
    # vread applies neg/abs only for float types; DPP/SDWA source transforms still apply (same operand object)
    return np.broadcast_to(b.vread(op, "u32"), (b.k, 64))


__all__ = ["FLOAT_MODS", "DPP_MODS", "SDWA_MODS", "VOP12_MODS", "denorm_mode", "flush", "flush_in", "flush_out",
           "omod_clamp", "fsrc", "fresult", "fwrite", "fma_f32", "fma_f16", "fma_f64", "sum_rounded", "one_lane",
           "half", "op_sel_bits", "raw32", "quiet_nan", "is_snan", "num_dst", "opsel_dst"]
