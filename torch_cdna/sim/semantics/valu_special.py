"""Vector ALU special functions: transcendental ops (exp, log, rcp, rsq, sqrt, sin, cos), rounding
(floor/ceil/trunc/rndne/fract), frexp, and the division helpers v_div_scale / v_div_fmas / v_div_fixup.
Registered by importing ``valu``.

Precision model (documented simplification): the hardware's transcendental units are accurate to about
1 ULP; the simulator computes each function exactly (in f64) and rounds once to the result type, so results
are the correctly rounded values, which are within the hardware's error bound. ``v_sin``/``v_cos`` take their
input in revolutions (sin(2*pi*x)). The f32 transcendental ops do not handle denormals (as on the hardware,
which is why LLVM pre-scales denormal inputs of log/sqrt and post-scales exp): denormal inputs and results
are flushed to signed zero whatever the float mode says. f16/f64 ones follow the mode.

Division (the sequence LLVM emits for an IEEE ``fdiv``): ``v_div_scale`` pre-scales the denominator or the
numerator by 2^+-64 (f64: 2^+-128) so that the reciprocal and the Newton steps never meet denormals or
overflow, and sets VCC in the lanes where the quotient itself was scaled; ``v_div_fmas`` does the last fma
and undoes that scaling with one rounding; ``v_div_fixup`` handles zeros, infinities and NaNs from the
original operands. The case analysis follows the CDNA3 ISA pseudocode of V_DIV_SCALE_F32; where the printed
pseudocode is not self-consistent (scaling an already huge denominator up, and a 2^32 factor in V_DIV_FMAS)
we use the consistent variant: a huge denominator (|den| >= 2^126, whose reciprocal would be denormal) is
scaled down by 2^-64, v_div_fmas scales by 2^64 when exponent(S2) > 127 and by 2^-64 otherwise, and
v_div_fixup turns a NaN quotient estimate of ordinary operands (an overflowed scaled quotient) into +-inf.
"""

from __future__ import annotations

import math

import numpy as np

from . import semantic
from .vcommon import (FLOAT_MODS, VOP12_MODS, flush, fma_f32, fma_f64, fsrc, fwrite, one_lane, quiet_nan,
                      sum_rounded)

MODS = FLOAT_MODS + VOP12_MODS
_NP = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def _exp2(x):
    return np.exp2(x)


def _rcp(x):
    return 1.0 / x


def _rsq(x):
    return 1.0 / np.sqrt(x)


def _sin_rev(x):
    r = x - np.round(x)  # exact for any f64 argument: reduce to [-0.5, 0.5] revolutions first
    return np.where(np.isfinite(x), np.sin(2.0 * np.pi * r), np.nan)


def _cos_rev(x):
    r = x - np.round(x)
    return np.where(np.isfinite(x), np.cos(2.0 * np.pi * r), np.nan)


def _rsq_exact(x):
    # 1/sqrt(x) with one rounding in f64 is within 1 ulp of f64, far below f32/f16 resolution
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(x == 0, np.copysign(np.inf, x), 1.0 / np.sqrt(x))


_TRANS = {
    "exp": _exp2, "exp_legacy": _exp2, "log": np.log2, "log_legacy": np.log2, "rcp": _rcp, "rcp_iflag": _rcp,
    "rsq": _rsq_exact, "sqrt": np.sqrt, "sin": _sin_rev, "cos": _cos_rev,
}


def _trans(name: str, ty: str, fn) -> None:
    @semantic(f"v_{name}_{ty}", mods=MODS + (("op_sel",) if ty == "f16" else ()))
    def _run(b, ins):
        x = fsrc(b, ins, 1, ty)
        x = (one_lane(x) or [x])[0]  # one value per wave: compute it once per wave
        if ty == "f32":
            x = flush(x, "f32")  # the f32 transcendental unit ignores denormals
        with np.errstate(all="ignore"):
            r = fn(x.astype(np.float64)) if ty != "f64" else fn(x)
            if name in ("log", "log_legacy"):
                r = np.where(x == 0, -np.inf, r)
            if name in ("rcp", "rcp_iflag") and ty != "f64":
                r = np.where(x == 0, np.copysign(np.inf, x.astype(np.float64)), r)
            r = r.astype(_NP[ty])
        if ty == "f32":
            r = flush(r, "f32")
        fwrite(b, ins, r, ty)


for _name, _fn in _TRANS.items():
    _trans(_name, "f32", _fn)
    if "legacy" not in _name and _name != "rcp_iflag":
        _trans(_name, "f16", _fn)
for _name in ("rcp", "rsq", "sqrt"):
    _trans(_name, "f64", {"rcp": _rcp, "rsq": _rsq_exact, "sqrt": np.sqrt}[_name])


# ---------------------------------------------------------------- rounding, fract, frexp
def _fract(x):
    dt = x.dtype.type
    below_one = np.nextafter(dt(1), dt(0))
    with np.errstate(invalid="ignore"):
        r = np.minimum((x - np.floor(x)).astype(dt), below_one)
    return np.where(np.isfinite(x), r, np.where(np.isinf(x), dt(np.nan), x)).astype(dt)


_ROUND = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rndne": np.rint, "fract": _fract}


def _unary(mnemonic: str, ty: str, fn) -> None:
    @semantic(mnemonic, mods=MODS + (("op_sel",) if ty == "f16" else ()))
    def _run(b, ins):
        x = fsrc(b, ins, 1, ty)
        with np.errstate(invalid="ignore"):
            fwrite(b, ins, fn(x).astype(_NP[ty]), ty)


for _name, _fn in _ROUND.items():
    for _ty in ("f16", "f32", "f64"):
        _unary(f"v_{_name}_{_ty}", _ty, _fn)


def _frexp_mant(x):
    m, _ = np.frexp(x)
    return np.where(np.isfinite(x), m, x).astype(x.dtype)


for _ty in ("f16", "f32", "f64"):
    _unary(f"v_frexp_mant_{_ty}", _ty, _frexp_mant)


def _frexp_exp(mnemonic: str, ty: str, out_ty: str) -> None:
    @semantic(mnemonic, mods=VOP12_MODS + ("op_sel",))
    def _run(b, ins):
        x = fsrc(b, ins, 1, ty)
        _, e = np.frexp(x)
        b.vwrite(ins.operands[0], np.where(np.isfinite(x), e, 0).astype(np.int64).astype(_NP_INT[out_ty]), out_ty)


_NP_INT = {"i32": np.int32, "i16": np.int16}
_frexp_exp("v_frexp_exp_i32_f32", "f32", "i32")
_frexp_exp("v_frexp_exp_i32_f64", "f64", "i32")
_frexp_exp("v_frexp_exp_i16_f16", "f16", "i16")


# ---------------------------------------------------------------- division helpers
# per type: (mantissa bits, exponent bias, max biased exponent, scale exponent, "near max" exponent gap)
_DIV = {"f32": (23, 127, 255, 64, 96), "f64": (52, 1023, 2047, 128, 768)}


def _biased_exponent(x: np.ndarray, ty: str) -> np.ndarray:
    mant, bias, emax, _, _ = _DIV[ty]
    ui = np.uint32 if ty == "f32" else np.uint64
    return ((x.view(ui) >> ui(mant)) & ui(emax)).astype(np.int64)


def _ordinary_quotient(num: np.ndarray, den: np.ndarray, ty: str) -> np.ndarray:
    """Lanes where num/den needs no scaling and no special case: den normal and below 2^(bias-1), num normal
    with exponent > mant, and exponent(num) - exponent(den) in [-(bias-2), gap-1] (then the quotient is at
    least the smallest normal: |q| > 2^(en-ed-1)). Integer compares on the exponent fields only: as unsigned
    differences, ``(e - lo) <= hi - lo`` tests lo <= e <= hi in one comparison."""
    mant, bias, emax, _, gap = _DIV[ty]
    en, ed = _exponent_field(num, ty), _exponent_field(den, ty)
    it = en.dtype.type
    ok = (ed - it(1)) <= it(2 * bias - 3)
    ok &= (en - it(mant + 1)) <= it(2 * bias - mant - 1)
    ok &= (en - ed + it(bias - 2)) <= it(gap + bias - 3)
    return ok


def _exponent_field(x: np.ndarray, ty: str) -> np.ndarray:
    """The biased exponent field as an unsigned integer array (no widening: cheap)."""
    mant, _, emax, _, _ = _DIV[ty]
    ui = np.uint32 if ty == "f32" else np.uint64
    return (x.view(ui) >> ui(mant)) & ui(emax)


def _lanes(mask: np.ndarray, *arrays: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
    """(flat indices of ``mask``, each array's values there), for recomputing a few lanes exactly."""
    idx = np.flatnonzero(mask)
    return idx, [np.broadcast_to(a, mask.shape).reshape(-1)[idx] for a in arrays]


def div_scale(num: np.ndarray, den: np.ndarray, s0: np.ndarray, ty: str) -> tuple[np.ndarray, np.ndarray]:
    """(scaled S0, VCC) for V_DIV_SCALE with S1 = denominator, S2 = numerator (see the module docstring).

    Ordinary lanes (``_ordinary_quotient``) return S0 unchanged with VCC clear; the others go through the
    full case analysis (``_div_scale_cases``)."""
    num, den, s0 = np.broadcast_arrays(num, den, s0)
    hard = ~_ordinary_quotient(num, den, ty)
    out, vcc = np.array(s0, dtype=_NP[ty]), np.zeros(s0.shape, dtype=bool)
    if hard.any():
        idx, (n, d, s) = _lanes(hard, num, den, s0)
        o, v = _div_scale_cases(n, d, s, ty)
        out.reshape(-1)[idx], vcc.reshape(-1)[idx] = o, v
    return out, vcc


def _div_scale_cases(num: np.ndarray, den: np.ndarray, s0: np.ndarray, ty: str) -> tuple[np.ndarray, np.ndarray]:
    mant, bias, emax, scale, gap = _DIV[ty]
    dt = _NP[ty]
    en, ed = _biased_exponent(num, ty), _biased_exponent(den, ty)
    tiny = np.ldexp(1.0, 1 - bias)  # smallest normal
    with np.errstate(all="ignore"):
        q = np.abs(num.astype(np.float64) / den.astype(np.float64)) if ty == "f32" else np.abs(num / den)
    q_denorm = q < tiny
    den_huge = np.abs(den) >= np.ldexp(1.0, bias - 1)  # 1/den would be denormal
    is_den, is_num = s0 == den, s0 == num
    with np.errstate(over="ignore", under="ignore"):
        up, down = np.ldexp(s0, scale).astype(dt), np.ldexp(s0, -scale).astype(dt)
    special = (num == 0) | (den == 0) | ~np.isfinite(num) | ~np.isfinite(den)
    conds = [
        (en - ed >= gap, np.where(is_den, up, s0), True),          # quotient near overflow: scale den up
        (ed == 0, up, False),                                        # denormal denominator: scale both up
        (den_huge & q_denorm, np.where(is_den, down, s0), True),     # huge den, denormal quotient
        (den_huge, down, False),                                     # huge den: scale both down
        (q_denorm, np.where(is_num & ~is_den, up, s0), True),        # denormal quotient: scale num up
        (en <= mant, up, False),                                     # tiny numerator: scale both up
    ]
    out, vcc = s0.copy(), np.zeros(s0.shape, dtype=bool)
    done = special.copy()
    for cond, value, sets_vcc in conds:
        hit = cond & ~done
        out = np.where(hit, value, out)
        if sets_vcc:
            vcc |= hit
        done |= hit
    out = np.where(special, dt(np.nan), out).astype(dt)
    return out, vcc


def _div_scale(ty: str) -> None:
    @semantic(f"v_div_scale_{ty}", mods=("clamp", "mul", "div"))
    def _run(b, ins):
        s0, den, num = (fsrc(b, ins, i, ty, nd=2) for i in (2, 3, 4))
        s0, den, num = one_lane(s0, den, num) or (np.broadcast_to(x, (b.k, 64)) for x in (s0, den, num))
        out, vcc = div_scale(num, den, s0, ty)
        fwrite(b, ins, out, ty)
        b.write_lane_mask(ins.operands[1], vcc & b.exec_mask())


def div_fmas(a: np.ndarray, x: np.ndarray, c: np.ndarray, vcc: np.ndarray, ty: str) -> np.ndarray:
    """fma(a, x, c), times 2^+-scale in the VCC lanes, rounded once."""
    mant, bias, emax, scale, gap = _DIV[ty]
    dt = _NP[ty]
    if ty == "f32":
        with np.errstate(all="ignore"):
            p = a.astype(np.float64) * x.astype(np.float64)
            if not vcc.any():
                return sum_rounded(p, c.astype(np.float64), dt)
            factor = np.where(vcc, np.where(_biased_exponent(c, ty) > bias, scale, -scale), 0)
            return sum_rounded(p, c.astype(np.float64), dt, factor)
    r = fma_f64(a, x, c)
    if not vcc.any():
        return r
    factor = np.where(_biased_exponent(c, ty) > bias, scale, -scale)
    # f64: the scaled lanes need the exact fma; use rationals there (rare: extreme quotients only)
    from fractions import Fraction
    out = r.copy()
    for idx in zip(*np.nonzero(vcc)):
        fa, fx, fc = float(a[idx]), float(x[idx]), float(c[idx])
        if not all(np.isfinite(v) for v in (fa, fx, fc)):
            out[idx] = np.ldexp(r[idx], int(factor[idx]))
            continue
        exact = (Fraction(fa) * Fraction(fx) + Fraction(fc)) * Fraction(2) ** int(factor[idx])
        try:
            out[idx] = float(exact)
        except OverflowError:
            out[idx] = np.inf if exact > 0 else -np.inf
    return out


def _div_fmas(ty: str) -> None:
    @semantic(f"v_div_fmas_{ty}", mods=FLOAT_MODS)
    def _run(b, ins):
        from ..operands import VCC, Reg
        a, x, c = (fsrc(b, ins, i, ty) for i in (1, 2, 3))
        vcc = b.read_lane_mask(Reg("s", VCC, 2))
        a, x, c, vcc = one_lane(a, x, c, vcc) or (*(np.broadcast_to(v, (b.k, 64)) for v in (a, x, c)), vcc)
        fwrite(b, ins, div_fmas(a, x, c, vcc, ty), ty)


def div_fixup(q: np.ndarray, den: np.ndarray, num: np.ndarray, ty: str) -> np.ndarray:
    """The IEEE special cases of num/den, else q with the quotient's sign.

    f32/f64 lanes with normal operands whose exponent difference cannot underflow and a non-NaN q are just
    q with the sign bit of num*den (bit operations); the others take the full rules (``_div_fixup_cases``)."""
    if ty not in _DIV:
        return _div_fixup_cases(q, den, num, ty)
    mant, bias, emax, _, _ = _DIV[ty]
    q, den, num = np.broadcast_arrays(q, den, num)
    ui = np.uint32 if ty == "f32" else np.uint64
    en, ed = _exponent_field(num, ty), _exponent_field(den, ty)
    ok = (en - ui(1)) <= ui(emax - 2)
    ok &= (ed - ui(1)) <= ui(emax - 2)
    ok &= (en - ed + ui(bias + mant + 1)) <= ui(2 * emax)  # no underflow to zero (and no wrap-around)
    ok &= ~np.isnan(q)
    sign = ui(1) << ui(8 * q.itemsize - 1)
    out = ((q.view(ui) & ~sign) | ((num.view(ui) ^ den.view(ui)) & sign)).view(q.dtype)
    hard = ~ok
    if hard.any():
        idx, (qq, dd, nn) = _lanes(hard, q, den, num)
        out.reshape(-1)[idx] = _div_fixup_cases(qq, dd, nn, ty)
    return out


def _div_fixup_cases(q: np.ndarray, den: np.ndarray, num: np.ndarray, ty: str) -> np.ndarray:
    dt = q.dtype.type
    sign = np.signbit(den) ^ np.signbit(num)
    inf = np.where(sign, dt(-np.inf), dt(np.inf))
    zero = np.where(sign, dt(-0.0), dt(0.0))
    mag = np.where(sign, -np.abs(q), np.abs(q))
    mant, bias, emax, scale, gap = _DIV.get(ty, (10, 15, 31, 0, 0))
    if ty in _DIV:
        underflow = (_biased_exponent(num, ty) - _biased_exponent(den, ty)) < -(bias + mant + 1)
        mag = np.where(underflow & np.isfinite(num) & np.isfinite(den) & (den != 0), zero, mag)
    default_nan = dt(np.nan)
    # a NaN quotient estimate for ordinary operands means the scaled quotient overflowed: +-inf (the
    # behaviour reported for hardware; the printed pseudocode returns +-|S0| here)
    mag = np.where(np.isnan(q), inf, mag)
    rules = [
        (np.isnan(num), quiet_nan(num)),
        (np.isnan(den), quiet_nan(den)),
        ((den == 0) & (num == 0), default_nan),
        (np.isinf(den) & np.isinf(num), default_nan),
        ((den == 0) | np.isinf(num), inf),
        (np.isinf(den) | (num == 0), zero),
    ]
    out = mag
    for cond, value in reversed(rules):
        out = np.where(cond, value, out)
    return out.astype(dt)


def _div_fixup(ty: str) -> None:
    @semantic(f"v_div_fixup_{ty}", mods=FLOAT_MODS + (("op_sel",) if ty == "f16" else ()))
    def _run(b, ins):
        q, den, num = (fsrc(b, ins, i, ty) for i in (1, 2, 3))
        q, den, num = one_lane(q, den, num) or (np.broadcast_to(x, (b.k, 64)) for x in (q, den, num))
        fwrite(b, ins, div_fixup(q, den, num, ty), ty, preserve_hi=ty == "f16")


# ---------------------------------------------------------------- v_trig_preop_f64
def _two_over_pi_bits(nbits: int) -> int:
    """floor(2/pi * 2**nbits): the first ``nbits`` fraction bits of 2/pi (MSB first), from Machin's formula
    pi = 16 atan(1/5) - 4 atan(1/239) in fixed point with 64 guard bits."""
    prec = nbits + 64
    one = 1 << prec

    def atan_inv(k: int) -> int:  # atan(1/k) * 2**prec by its Taylor series
        total, term, n, k2 = 0, one // k, 1, k * k
        while term:
            total += term // n if (n // 2) % 2 == 0 else -(term // n)
            term //= k2
            n += 2
        return total

    pi = 16 * atan_inv(5) - 4 * atan_inv(239)
    return ((2 * one) << nbits) // pi


# The ISA's table: 1201 fraction bits of 2/pi (b1200 is the MSB); bits past it read as zero.
_TWO_OVER_PI_NBITS = 1201
_TWO_OVER_PI = _two_over_pi_bits(_TWO_OVER_PI_NBITS)


def trig_preop_f64(x: np.ndarray, segment: np.ndarray) -> np.ndarray:
    """V_TRIG_PREOP_F64 (CDNA3 ISA): 53 bits of 2/pi for Payne-Hanek range reduction, scaled as a double.

    shift = segment[4:0] * 53, plus (exponent - 1077) when the biased exponent of ``x`` exceeds 1077; the
    result is fraction bits [shift, shift + 53) of 2/pi as an integer times 2**(-53 - shift), times 2**128 more
    when the exponent is >= 1968 (the caller's huge-argument scaling). A NaN input gives that NaN, quieted."""
    x = np.asarray(x, dtype=np.float64)
    exp = ((x.view(np.uint64) >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
    shift = (np.asarray(segment).astype(np.int64) & 31) * 53 + np.maximum(exp - 1077, 0)
    scale = -53 - shift + np.where(exp >= 1968, 128, 0)
    key = shift * 4096 + (scale + 2048)  # one table lookup per distinct (shift, scale)
    uniq, inverse = np.unique(key, return_inverse=True)
    vals = []
    for k in uniq.tolist():
        sh, sc = k // 4096, k % 4096 - 2048
        drop = _TWO_OVER_PI_NBITS - 53 - sh
        seg = (_TWO_OVER_PI >> drop if drop >= 0 else _TWO_OVER_PI << -drop) & ((1 << 53) - 1)
        vals.append(math.ldexp(float(seg), sc))  # seg < 2**53 is exact; ldexp rounds only subnormals
    r = np.asarray(vals, dtype=np.float64)[inverse.reshape(x.shape)]
    return np.where(np.isnan(x), quiet_nan(x), r)


@semantic("v_trig_preop_f64", mods=FLOAT_MODS)
def _trig_preop(b, ins):
    x = fsrc(b, ins, 1, "f64")
    seg = b.vread(ins.operands[2], "u32")
    x, seg = np.broadcast_arrays(x, seg)
    fwrite(b, ins, trig_preop_f64(x, seg), "f64")


for _ty in ("f32", "f64"):
    _div_scale(_ty)
    _div_fmas(_ty)
    _div_fixup(_ty)
_div_fixup("f16")

__all__ = ["div_scale", "div_fmas", "div_fixup", "trig_preop_f64"]
