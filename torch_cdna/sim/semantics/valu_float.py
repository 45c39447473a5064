"""Vector ALU float arithmetic (f16/f32/f64): add, sub, mul, fused multiply-add forms, min/max/min3/max3/med3
and ldexp. Registered by importing ``valu``.

Rounding is IEEE round-to-nearest-even with a single rounding for fused operations (``vcommon.fma_*``);
the non-fused ``v_mad_*``/``v_mac_*`` round the product first. Denormals follow the kernel's float mode.

NaN rules for min/max (CDNA3 ISA, V_MAX_F32): with ``ieee_mode`` a signalling NaN input gives a quiet NaN;
otherwise a NaN operand is ignored (the other operand is returned). ``+0`` compares greater than ``-0``.
``v_med3``: when any input is NaN the result is ``min3`` of the inputs (so NaNs are ignored the same way).
"""

from __future__ import annotations

import numpy as np

from . import semantic
from .vcommon import (FLOAT_MODS, VOP12_MODS, fma_f16, fma_f32, fma_f64, fsrc, fwrite, is_snan, one_lane, quiet_nan)

_NP = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
_FMA = {"f16": fma_f16, "f32": fma_f32, "f64": fma_f64}
MODS = FLOAT_MODS + VOP12_MODS
MODS16 = MODS + ("op_sel",)


def _mods(ty: str) -> tuple[str, ...]:
    return MODS16 if ty == "f16" else MODS


def _binary(mnemonic: str, ty: str, fn) -> None:
    @semantic(mnemonic, mods=_mods(ty))
    def _run(b, ins):
        x, y = fsrc(b, ins, 1, ty), fsrc(b, ins, 2, ty)
        with np.errstate(over="ignore", invalid="ignore", under="ignore"):
            r = fn(x, y)
        fwrite(b, ins, np.asarray(r, dtype=_NP[ty]), ty)


def fmax(b, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE-mode maximum: sNaN -> quiet NaN, a quiet NaN operand is ignored, +0 > -0."""
    r = np.fmax(x, y)
    zeros = (x == 0) & (y == 0)
    if zeros.any():
        r = np.where(zeros, np.where(np.signbit(x) & np.signbit(y), x, np.abs(x)), r)
    return _snan_rule(b, x, y, r)


def fmin(b, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    r = np.fmin(x, y)
    zeros = (x == 0) & (y == 0)
    if zeros.any():
        r = np.where(zeros, np.where(np.signbit(x) | np.signbit(y), -np.abs(x), np.abs(x)), r)
    return _snan_rule(b, x, y, r)


def _snan_rule(b, x, y, r):
    if b.modes.get("ieee_mode", 1):
        sx, sy = is_snan(x), is_snan(y)
        if sx.any() or sy.any():
            r = np.where(sx, quiet_nan(x), np.where(sy, quiet_nan(y), r))
    return r


for _ty in ("f16", "f32", "f64"):
    _binary(f"v_add_{_ty}", _ty, np.add)
    _binary(f"v_mul_{_ty}", _ty, np.multiply)
    if _ty != "f64":
        _binary(f"v_sub_{_ty}", _ty, np.subtract)
        _binary(f"v_subrev_{_ty}", _ty, lambda x, y: y - x)


def _minmax(mnemonic: str, ty: str, fn) -> None:
    @semantic(mnemonic, mods=_mods(ty))
    def _run(b, ins):
        x, y = fsrc(b, ins, 1, ty), fsrc(b, ins, 2, ty)
        fwrite(b, ins, fn(b, x, y), ty)


for _ty in ("f16", "f32", "f64"):
    for _name, _fn in (("max", fmax), ("min", fmin)):
        _minmax(f"v_{_name}_{_ty}", _ty, _fn)


@semantic("v_mul_legacy_f32", mods=MODS)
def _mul_legacy(b, ins):
    """DX9 rules: 0 * anything (even inf or NaN) is +0."""
    x, y = fsrc(b, ins, 1, "f32"), fsrc(b, ins, 2, "f32")
    with np.errstate(over="ignore", invalid="ignore"):
        r = np.where((x == 0) | (y == 0), np.float32(0), x * y)
    fwrite(b, ins, r, "f32")


def _three(mnemonic: str, ty: str, fn, *, preserve_hi: bool = False, order=(1, 2, 3), acc_dst: bool = False) -> None:
    """``vdst = fn(a, b, c)`` with ``a, b, c`` = operands ``order`` (operand 0 is the accumulator for mac/fmac)."""
    @semantic(mnemonic, mods=_mods(ty))
    def _run(b, ins):
        xs = [fsrc(b, ins, i, ty) if i < len(ins.operands) else None for i in order]
        xs = one_lane(*xs) or xs  # one value per wave: compute it once per wave
        with np.errstate(over="ignore", invalid="ignore", under="ignore"):
            r = fn(b, *xs)
        fwrite(b, ins, np.asarray(r, dtype=_NP[ty]), ty, preserve_hi=preserve_hi)


def _mad(ty):
    def fn(b, x, y, z):
        dt = _NP[ty]
        # non-fused: the product is rounded (and its denormals follow the mode) before the add
        from .vcommon import flush_out
        return (flush_out(b, (x * y).astype(dt), ty) + z).astype(dt)
    return fn


for _ty in ("f16", "f32", "f64"):
    _fma = _FMA[_ty]
    _three(f"v_fma_{_ty}", _ty, lambda b, x, y, z, _f=_fma: _f(x, y, z), preserve_hi=_ty == "f16")
    _three(f"v_fmac_{_ty}", _ty, lambda b, x, y, z, _f=_fma: _f(x, y, z), order=(1, 2, 0))
_three("v_fmamk_f32", "f32", lambda b, x, k, y: fma_f32(x, k, y))     # D = S0 * K + S1
_three("v_fmaak_f32", "f32", lambda b, x, y, k: fma_f32(x, y, k))     # D = S0 * S1 + K
for _ty in ("f16", "f32"):
    _three(f"v_mad_{_ty}", _ty, _mad(_ty), preserve_hi=_ty == "f16")
    _three(f"v_mac_{_ty}", _ty, _mad(_ty), order=(1, 2, 0))
    _three(f"v_madmk_{_ty}", _ty, _mad(_ty))
    _three(f"v_madak_{_ty}", _ty, _mad(_ty))


def _med3(b, x, y, z):
    nan = np.isnan(x) | np.isnan(y) | np.isnan(z)
    mx = fmax(b, fmax(b, x, y), z)
    med = np.where(mx == x, fmax(b, y, z), np.where(mx == y, fmax(b, x, z), fmax(b, x, y)))
    return np.where(nan, fmin(b, fmin(b, x, y), z), med)


def fmaximum(b, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE 754-2019 maximum (gfx950 V_MAXIMUM3_F32): a NaN operand (the first one, quieted) is the result;
    +0 > -0."""
    return np.where(np.isnan(x), quiet_nan(x), np.where(np.isnan(y), quiet_nan(y), fmax(b, x, y)))


def fminimum(b, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """IEEE 754-2019 minimum (gfx950 V_MINIMUM3_F32): NaN propagates as in ``fmaximum``; -0 < +0."""
    return np.where(np.isnan(x), quiet_nan(x), np.where(np.isnan(y), quiet_nan(y), fmin(b, x, y)))


_three("v_maximum3_f32", "f32", lambda b, x, y, z: fmaximum(b, fmaximum(b, x, y), z))
_three("v_minimum3_f32", "f32", lambda b, x, y, z: fminimum(b, fminimum(b, x, y), z))
for _ty in ("f16", "f32"):
    _three(f"v_min3_{_ty}", _ty, lambda b, x, y, z: fmin(b, fmin(b, x, y), z))
    _three(f"v_max3_{_ty}", _ty, lambda b, x, y, z: fmax(b, fmax(b, x, y), z))
    _three(f"v_med3_{_ty}", _ty, _med3)


def _ldexp(mnemonic: str, ty: str, exp_ty: str) -> None:
    @semantic(mnemonic, mods=_mods(ty))
    def _run(b, ins):
        x = fsrc(b, ins, 1, ty)
        e = np.clip(b.vread(ins.operands[2], exp_ty).astype(np.int64), -2200, 2200)
        with np.errstate(all="ignore"):  # NaN inputs and overflow to inf are results here, not errors
            # exact in f64 for f16/f32 inputs (one rounding on the cast); f64 rounds once inside ldexp
            r = np.ldexp(x.astype(np.float64), e).astype(_NP[ty])
        fwrite(b, ins, r, ty)


_ldexp("v_ldexp_f32", "f32", "i32")
_ldexp("v_ldexp_f64", "f64", "i32")
_ldexp("v_ldexp_f16", "f16", "i16")

__all__ = ["fmax", "fmin", "fmaximum", "fminimum"]
