"""The operations of the LLVM IR fuzzer (``tests/sim/irfuzz.py``) on 32/64-bit integers, float and double:
each an IR template and a reference (numpy IEEE arithmetic, or exact rational arithmetic where numpy has no
single-rounding form). Every operation is defined for every input: divisors are made nonzero and never -1 for
a minimal dividend, shift amounts masked, float->int conversions saturate. 16/8-bit, half, bfloat and packed
operations are in ``irfuzz_narrow.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

import numpy as np

LANES = 64
N_IN = 4  # input values of each type per lane
# value type -> numpy dtype of its reference arrays (packed and bfloat types hold their bits)
TYPES = {"i32": np.uint32, "i64": np.uint64, "float": np.float32, "double": np.float64}
INPUT_TYPES = ("i32", "i64", "float", "double")  # the kernel's arguments, in order
# narrow types: how their seed values derive from the i32 / float inputs (irfuzz_narrow registers them):
# type -> (emit(dst, i32 name, float name, j) -> IR lines, ref(i32 values, float values, j) -> array)
DERIVED: dict[str, tuple[Callable, Callable]] = {}
SIGNED = {"i32": np.int32, "i64": np.int64}
BITS = {"i32": 32, "i64": 64, "float": 32, "double": 64}
_SFX = {"float": "f32", "double": "f64"}


@dataclass
class Op:
    """One operation: result type, operand types, IR lines (``emit(dst, args) -> [lines]``, may define
    ``dst.t*`` temporaries) and the reference (``ref(*arrays) -> array``)."""

    name: str
    result: str
    args: tuple[str, ...]
    emit: Callable[[str, list[str]], list[str]]
    ref: Callable[..., np.ndarray]
    declares: tuple[str, ...] = ()
    crosslane: bool = False  # reads other lanes: only where every lane is active (never inside a region)


OPS: list[Op] = []


def _op(name, result, args, emit, ref, *declares):
    OPS.append(Op(name, result, tuple(args), emit, ref, tuple(declares)))


def as_words(v: np.ndarray) -> np.ndarray:
    """A value array's bits, zero-extended to the uint64 words the kernel stores."""
    return v.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[v.dtype.itemsize]).astype(np.uint64)


# IR turning value ``dst`` of a type into the i64 word ``dst.w`` that the kernel stores (its bits, zero-extended)
WORD: dict[str, Callable[[str], list[str]]] = {
    "i32": lambda d: [f"{d}.w = zext i32 {d} to i64"], "i64": lambda d: [f"{d}.w = or i64 {d}, 0"],
    "float": lambda d: [f"{d}.b = bitcast float {d} to i32", f"{d}.w = zext i32 {d}.b to i64"],
    "double": lambda d: [f"{d}.w = bitcast double {d} to i64"],
}


_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def nan_pair(is_nan: Callable[[np.ndarray], np.ndarray], elem_bytes: int, width: int = 1
             ) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """Per word pair (got, expected): equal as values, i.e. in each of its ``width`` elements of ``elem_bytes``
    either the same bits or NaN in both (``is_nan`` of the elements' bits)."""
    def same(got: np.ndarray, exp: np.ndarray) -> np.ndarray:
        def elems(words):
            return words.astype(_UINT[elem_bytes * width]).view(_UINT[elem_bytes]).reshape(len(words), width)
        g, e = elems(got), elems(exp)
        return ((g == e) | (is_nan(g) & is_nan(e))).all(axis=1)
    return same


def ieee_nan(dt) -> Callable[[np.ndarray], np.ndarray]:
    return lambda bits: np.isnan(bits.view(dt))


# per float-like type: which (got, expected) word pairs are equal as values (NaNs of any payload)
SAME_NAN: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "float": nan_pair(ieee_nan(np.float32), 4), "double": nan_pair(ieee_nan(np.float64), 8)}


def _s(a: np.ndarray, ty: str) -> np.ndarray:
    return a.view(SIGNED[ty])


# ---------------------------------------------------------------------------------------------- integers
def _int_ops(ty: str) -> None:
    u, bits = TYPES[ty], BITS[ty]
    mask = bits - 1
    for name, fn in (("add", np.add), ("sub", np.subtract), ("mul", np.multiply), ("and", np.bitwise_and),
                     ("or", np.bitwise_or), ("xor", np.bitwise_xor)):
        _op(f"{name}.{ty}", ty, (ty, ty), lambda d, a, n=name: [f"{d} = {n} {ty} {a[0]}, {a[1]}"], fn)
    shifts = {"shl": lambda a, s: a << s, "lshr": lambda a, s: a >> s,
              "ashr": lambda a, s: (_s(a, ty) >> s.astype(SIGNED[ty])).view(u)}
    for name, fn in shifts.items():
        _op(f"{name}.{ty}", ty, (ty, ty),
            lambda d, a, n=name: [f"{d}.t = and {ty} {a[1]}, {mask}", f"{d} = {n} {ty} {a[0]}, {d}.t"],
            lambda a, b, f=fn: f(a, b & u(mask)))
    # divisors made nonzero (| 1); signed dividends made odd (| 1), so a minimal dividend never meets -1
    _op(f"udiv.{ty}", ty, (ty, ty), lambda d, a: [f"{d}.t = or {ty} {a[1]}, 1", f"{d} = udiv {ty} {a[0]}, {d}.t"],
        lambda a, b: a // (b | u(1)))
    _op(f"urem.{ty}", ty, (ty, ty), lambda d, a: [f"{d}.t = or {ty} {a[1]}, 1", f"{d} = urem {ty} {a[0]}, {d}.t"],
        lambda a, b: a % (b | u(1)))
    for name in ("sdiv", "srem"):
        _op(f"{name}.{ty}", ty, (ty, ty),
            lambda d, a, n=name: [f"{d}.t = or {ty} {a[1]}, 1", f"{d}.u = or {ty} {a[0]}, 1",
                                  f"{d} = {n} {ty} {d}.u, {d}.t"],
            lambda a, b, n=name: _sdivrem(a | u(1), b | u(1), ty, n == "srem"))
    for pred, fn in (("eq", np.equal), ("ne", np.not_equal), ("ugt", np.greater), ("ule", np.less_equal),
                     ("sgt", None), ("sle", None)):
        def ref(a, b, x, y, p=pred, f=fn):
            c = f(a, b) if f is not None else (_s(a, ty) > _s(b, ty) if p == "sgt" else _s(a, ty) <= _s(b, ty))
            return np.where(c, x, y)
        _op(f"icmp.{pred}.{ty}", ty, (ty, ty, ty, ty),
            lambda d, a, p=pred: [f"{d}.c = icmp {p} {ty} {a[0]}, {a[1]}", f"{d} = select i1 {d}.c, {ty} {a[2]}, {ty} {a[3]}"],
            ref)
    for name, fn in (("smin", lambda a, b: np.minimum(_s(a, ty), _s(b, ty)).view(u)),
                     ("smax", lambda a, b: np.maximum(_s(a, ty), _s(b, ty)).view(u)),
                     ("umin", np.minimum), ("umax", np.maximum)):
        _op(f"{name}.{ty}", ty, (ty, ty), lambda d, a, n=name: [f"{d} = call {ty} @llvm.{n}.{ty}({ty} {a[0]}, {ty} {a[1]})"],
            fn, f"declare {ty} @llvm.{name}.{ty}({ty}, {ty})")
    _op(f"ctpop.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.ctpop.{ty}({ty} {a[0]})"],
        lambda a: _per_lane(a, lambda x: bin(x).count("1"), u), f"declare {ty} @llvm.ctpop.{ty}({ty})")
    _op(f"ctlz.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.ctlz.{ty}({ty} {a[0]}, i1 false)"],
        lambda a: _per_lane(a, lambda x: bits - x.bit_length(), u), f"declare {ty} @llvm.ctlz.{ty}({ty}, i1)")
    _op(f"cttz.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.cttz.{ty}({ty} {a[0]}, i1 false)"],
        lambda a: _per_lane(a, lambda x: (x & -x).bit_length() - 1 if x else bits, u),
        f"declare {ty} @llvm.cttz.{ty}({ty}, i1)")
    _op(f"bitreverse.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.bitreverse.{ty}({ty} {a[0]})"],
        lambda a: _per_lane(a, lambda x: int(f"{x:0{bits}b}"[::-1], 2), u), f"declare {ty} @llvm.bitreverse.{ty}({ty})")
    _op(f"bswap.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.bswap.{ty}({ty} {a[0]})"],
        lambda a: a.byteswap(), f"declare {ty} @llvm.bswap.{ty}({ty})")
    _op(f"abs.{ty}", ty, (ty,), lambda d, a: [f"{d} = call {ty} @llvm.abs.{ty}({ty} {a[0]}, i1 false)"],
        lambda a: np.where(_s(a, ty) < 0, -a, a), f"declare {ty} @llvm.abs.{ty}({ty}, i1)")
    _op(f"fshl.{ty}", ty, (ty, ty, ty), lambda d, a: [f"{d} = call {ty} @llvm.fshl.{ty}({ty} {a[0]}, {ty} {a[1]}, {ty} {a[2]})"],
        lambda a, b, c: _per_lane3(a, b, c, lambda x, y, s: ((((x << bits) | y) << (s % bits)) >> bits) & ((1 << bits) - 1), u),
        f"declare {ty} @llvm.fshl.{ty}({ty}, {ty}, {ty})")
    lim = 1 << (bits - 1)
    for name, fn in (("uadd.sat", lambda x, y: min(x + y, 2 * lim - 1)), ("usub.sat", lambda x, y: max(x - y, 0)),
                     ("sadd.sat", lambda x, y: min(max(_sv(x, bits) + _sv(y, bits), -lim), lim - 1)),
                     ("ssub.sat", lambda x, y: min(max(_sv(x, bits) - _sv(y, bits), -lim), lim - 1))):
        _op(f"{name}.{ty}", ty, (ty, ty), lambda d, a, n=name: [f"{d} = call {ty} @llvm.{n}.{ty}({ty} {a[0]}, {ty} {a[1]})"],
            lambda a, b, f=fn: _per_lane2(a, b, lambda x, y: f(x, y) % (1 << bits), u),
            f"declare {ty} @llvm.{name}.{ty}({ty}, {ty})")


def _sv(x: int, bits: int) -> int:
    return x - (1 << bits) if x >> (bits - 1) else x


def _sdivrem(a: np.ndarray, b: np.ndarray, ty: str, rem: bool) -> np.ndarray:
    bits = BITS[ty]
    out = []
    for x, y in zip(a.tolist(), b.tolist()):
        x, y = _sv(x, bits), _sv(y, bits)
        q = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        out.append((x - q * y if rem else q) % (1 << bits))
    return np.array(out, dtype=TYPES[ty])


def _per_lane(a, fn, dt):
    return np.array([fn(int(x)) for x in a.tolist()], dtype=dt)


def _per_lane2(a, b, fn, dt):
    return np.array([fn(int(x), int(y)) for x, y in zip(a.tolist(), b.tolist())], dtype=dt)


def _per_lane3(a, b, c, fn, dt):
    return np.array([fn(int(x), int(y), int(z)) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())], dtype=dt)


_int_ops("i32")
_int_ops("i64")
_op("mulhi.i32", "i32", ("i32", "i32"),
    lambda d, a: [f"{d}.x = sext i32 {a[0]} to i64", f"{d}.y = sext i32 {a[1]} to i64", f"{d}.p = mul i64 {d}.x, {d}.y",
                  f"{d}.h = lshr i64 {d}.p, 32", f"{d} = trunc i64 {d}.h to i32"],
    lambda a, b: ((_s(a, "i32").astype(np.int64) * _s(b, "i32").astype(np.int64)) >> 32).astype(np.uint32))


# ------------------------------------------------------------------------------------------- conversions
_op("trunc", "i32", ("i64",), lambda d, a: [f"{d} = trunc i64 {a[0]} to i32"], lambda a: a.astype(np.uint32))
_op("zext", "i64", ("i32",), lambda d, a: [f"{d} = zext i32 {a[0]} to i64"], lambda a: a.astype(np.uint64))
_op("sext", "i64", ("i32",), lambda d, a: [f"{d} = sext i32 {a[0]} to i64"],
    lambda a: _s(a, "i32").astype(np.int64).view(np.uint64))
for _it in ("i32", "i64"):
    for _ft in ("float", "double"):
        _op(f"sitofp.{_it}.{_ft}", _ft, (_it,), lambda d, a, i=_it, f=_ft: [f"{d} = sitofp {i} {a[0]} to {f}"],
            lambda a, i=_it, f=_ft: _s(a, i).astype(TYPES[f]))
        _op(f"uitofp.{_it}.{_ft}", _ft, (_it,), lambda d, a, i=_it, f=_ft: [f"{d} = uitofp {i} {a[0]} to {f}"],
            lambda a, f=_ft: a.astype(TYPES[f]))
        for _sg in ("s", "u"):
            _op(f"fpto{_sg}i.sat.{_ft}.{_it}", _it, (_ft,),
                lambda d, a, i=_it, f=_ft, s=_sg: [f"{d} = call {i} @llvm.fpto{s}i.sat.{i}.{_SFX[f]}({f} {a[0]})"],
                lambda a, i=_it, s=_sg: _saturate(a, BITS[i], s == "s", TYPES[i]),
                f"declare {_it} @llvm.fpto{_sg}i.sat.{_it}.{_SFX[_ft]}({_ft})")
_op("fpext", "double", ("float",), lambda d, a: [f"{d} = fpext float {a[0]} to double"], lambda a: a.astype(np.float64))
_op("fptrunc", "float", ("double",), lambda d, a: [f"{d} = fptrunc double {a[0]} to float"], lambda a: a.astype(np.float32))
_op("bitcast.f32", "float", ("i32",), lambda d, a: [f"{d} = bitcast i32 {a[0]} to float"], lambda a: a.view(np.float32))
_op("bitcast.f64", "double", ("i64",), lambda d, a: [f"{d} = bitcast i64 {a[0]} to double"], lambda a: a.view(np.float64))


def _saturate(a: np.ndarray, bits: int, signed: bool, dt) -> np.ndarray:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    out = []
    for x in a.tolist():
        v = 0 if x != x else (lo if x == float("-inf") else hi if x == float("inf") else min(max(int(x), lo), hi))
        out.append(v % (1 << bits))
    return np.array(out, dtype=dt)


# ------------------------------------------------------------------------------------------------ floats
_FMT = {"half": (11, -14, 16), "float": (24, -126, 128), "double": (53, -1022, 1024)}  # precision, min normal exponent, max exponent


def round_to(x: Fraction, ty: str) -> float:
    """Exact ``x`` rounded once to ``ty`` (nearest, ties to even; subnormals and overflow as IEEE 754)."""
    prec, emin, emax = _FMT[ty]
    if x == 0:
        return 0.0
    sign, x = (-1.0 if x < 0 else 1.0), abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    if Fraction(2) ** e > x:
        e -= 1
    e = max(e, emin)  # subnormals share the smallest exponent
    scaled = x / Fraction(2) ** (e - prec + 1)  # the significand in units of the last place
    m, frac = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * frac
    if twice > scaled.denominator or (twice == scaled.denominator and m & 1):
        m += 1
    value = Fraction(m) * Fraction(2) ** (e - prec + 1)
    if value >= Fraction(2) ** emax:
        return sign * float("inf")
    return sign * float(value)


def fma_exact(a: np.ndarray, b: np.ndarray, c: np.ndarray, ty: str) -> np.ndarray:
    """a*b+c per element, rounded once to ``ty`` (half, float or double) through exact rationals."""
    out = []
    for x, y, z in zip(a.tolist(), b.tolist(), c.tolist()):
        if not all(map(np.isfinite, (x, y, z))):
            with np.errstate(all="ignore"):
                out.append(np.float64(x) * np.float64(y) + np.float64(z))  # inf/NaN cases: no rounding involved
            continue
        exact = Fraction(x) * Fraction(y) + Fraction(z)
        r = round_to(exact, ty)
        if exact == 0:  # signed zero of an exact zero sum: -0 only when both addends are -0 (RNE)
            prod_neg = (np.signbit(x) != np.signbit(y))
            r = -0.0 if prod_neg and np.signbit(z) and x * y == 0 else 0.0
        out.append(r)
    return np.array(out, dtype=TYPES[ty])


def _round_half_away(a: np.ndarray) -> np.ndarray:
    t = np.trunc(a)
    return np.where(np.abs(a - t) >= 0.5, t + np.copysign(np.ones_like(a), a), t)


def _float_ops(ty: str) -> None:
    sfx = "f32" if ty == "float" else "f64"
    for name, fn in (("fadd", np.add), ("fsub", np.subtract), ("fmul", np.multiply), ("fdiv", np.divide)):
        _op(f"{name}.{ty}", ty, (ty, ty), lambda d, a, n=name: [f"{d} = {n} {ty} {a[0]}, {a[1]}"], fn)
    _op(f"fneg.{ty}", ty, (ty,), lambda d, a: [f"{d} = fneg {ty} {a[0]}"], np.negative)
    for name, fn in (("fabs", np.abs), ("sqrt", np.sqrt), ("floor", np.floor), ("ceil", np.ceil),
                     ("trunc", np.trunc), ("rint", np.rint), ("round", _round_half_away)):
        _op(f"{name}.{ty}", ty, (ty,), lambda d, a, n=name: [f"{d} = call {ty} @llvm.{n}.{sfx}({ty} {a[0]})"], fn,
            f"declare {ty} @llvm.{name}.{sfx}({ty})")
    # the sign of a NaN is not portable (x86 makes -NaN where AMD makes +NaN): a NaN sign source becomes 1.0
    _op(f"copysign.{ty}", ty, (ty, ty),
        lambda d, a: [f"{d}.n = fcmp uno {ty} {a[1]}, 0.0", f"{d}.s = select i1 {d}.n, {ty} 1.0, {ty} {a[1]}",
                      f"{d} = call {ty} @llvm.copysign.{sfx}({ty} {a[0]}, {ty} {d}.s)"],
        lambda a, b: np.copysign(a, np.where(np.isnan(b), 1.0, b).astype(b.dtype)),
        f"declare {ty} @llvm.copysign.{sfx}({ty}, {ty})")
    _op(f"fma.{ty}", ty, (ty, ty, ty),
        lambda d, a: [f"{d} = call {ty} @llvm.fma.{sfx}({ty} {a[0]}, {ty} {a[1]}, {ty} {a[2]})"],
        lambda a, b, c: fma_exact(a, b, c, ty), f"declare {ty} @llvm.fma.{sfx}({ty}, {ty}, {ty})")
    for pred, fn in (("olt", np.less), ("oge", np.greater_equal), ("oeq", np.equal),
                     ("une", np.not_equal), ("uno", lambda a, b: np.isnan(a) | np.isnan(b)),
                     ("ult", lambda a, b: ~(a >= b))):
        _op(f"fcmp.{pred}.{ty}", ty, (ty, ty, ty, ty),
            lambda d, a, p=pred: [f"{d}.c = fcmp {p} {ty} {a[0]}, {a[1]}", f"{d} = select i1 {d}.c, {ty} {a[2]}, {ty} {a[3]}"],
            lambda a, b, x, y, f=fn: np.where(f(a, b), x, y))


_float_ops("float")
_float_ops("double")
