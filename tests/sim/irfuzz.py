"""Random straight-line LLVM IR kernels with their reference values: a differential fuzzer of the simulator
against LLVM's AMDGPU instruction selection.

Each program loads 4 values of each type (i32, i64, float, double) per lane, applies a random chain of
operations (integer arithmetic incl. 64-bit division, shifts, bit counts, saturating and funnel ops;
conversions between every pair of types; IEEE float and double arithmetic incl. division, square root, fma,
rounding) and stores every result. LLVM compiles it for gfx942/gfx950 (division, i64<->float conversion, sqrt
and rounding expand into long sequences: v_div_scale/fmas/fixup, v_rcp_iflag, carry chains, v_cvt with
correction steps); the reference is numpy's IEEE arithmetic, or exact rational arithmetic where numpy has no
single-rounding form (fma). Every operation is defined for every input (divisors are made nonzero and never
-1 for a minimal dividend, shift amounts masked, float->int conversions saturate), so any difference is a
simulator bug (or a wrong reference here).

Reproduce a failure (the test prints its seed)::

    python -m tests.sim.irfuzz --seed 1234 --arch gfx950      # prints the IR and the first differences
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable

import numpy as np

LANES = 64
N_IN = 4  # input values of each type per lane
TYPES = {"i32": np.uint32, "i64": np.uint64, "float": np.float32, "double": np.float64}
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


OPS: list[Op] = []


def _op(name, result, args, emit, ref, *declares):
    OPS.append(Op(name, result, tuple(args), emit, ref, tuple(declares)))


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
_FMT = {"float": (24, -126, 128), "double": (53, -1022, 1024)}  # precision, min normal exponent, max exponent


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


def _fma(a: np.ndarray, b: np.ndarray, c: np.ndarray, ty: str) -> np.ndarray:
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
    _op(f"copysign.{ty}", ty, (ty, ty), lambda d, a: [f"{d} = call {ty} @llvm.copysign.{sfx}({ty} {a[0]}, {ty} {a[1]})"],
        np.copysign, f"declare {ty} @llvm.copysign.{sfx}({ty}, {ty})")
    _op(f"fma.{ty}", ty, (ty, ty, ty),
        lambda d, a: [f"{d} = call {ty} @llvm.fma.{sfx}({ty} {a[0]}, {ty} {a[1]}, {ty} {a[2]})"],
        lambda a, b, c: _fma(a, b, c, ty), f"declare {ty} @llvm.fma.{sfx}({ty}, {ty}, {ty})")
    for pred, fn in (("olt", np.less), ("oge", np.greater_equal), ("oeq", np.equal),
                     ("une", np.not_equal), ("uno", lambda a, b: np.isnan(a) | np.isnan(b)),
                     ("ult", lambda a, b: ~(a >= b))):
        _op(f"fcmp.{pred}.{ty}", ty, (ty, ty, ty, ty),
            lambda d, a, p=pred: [f"{d}.c = fcmp {p} {ty} {a[0]}, {a[1]}", f"{d} = select i1 {d}.c, {ty} {a[2]}, {ty} {a[3]}"],
            lambda a, b, x, y, f=fn: np.where(f(a, b), x, y))


_float_ops("float")
_float_ops("double")


# ---------------------------------------------------------------------------------------------- programs
@dataclass
class Program:
    """A generated kernel ``@k(ptr %i32in, ptr %i64in, ptr %f32in, ptr %f64in, ptr %out)``, its inputs and the
    expected output words (one i64 per operation per lane)."""

    seed: int
    ir: str
    ops: list[str]
    inputs: dict[str, np.ndarray]
    expected: np.ndarray  # (LANES, len(ops)) uint64
    kinds: list[str] = field(default_factory=list)  # result type per operation


def _inputs(rng: random.Random) -> dict[str, np.ndarray]:
    n = LANES * N_IN
    ints32 = [0, 1, 2, 3, 31, 32, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0xFFFFFFFE, 0x80000001, 1 << 16, 12345678]
    ints64 = [0, 1, 63, 64, (1 << 64) - 1, 1 << 63, (1 << 63) - 1, 1 << 32, (1 << 32) - 1, 0xFFFFFFFF00000000]
    f32 = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, float("inf"), float("-inf"), float("nan"), 1e-45, -3e-39,
           1.17549435e-38, 3.4028235e38, 16777217.0, 2.0**31, -2.0**31, 2.0**63, 1e10]

    def pick(edges, rand):
        return [rng.choice(edges) if rng.random() < 0.3 else rand() for _ in range(n)]

    def rand_float(bits):
        kind = rng.random()
        if kind < 0.4:
            return rng.uniform(-100, 100)
        if kind < 0.6:
            return float(rng.randint(-2**40, 2**40))
        e = rng.randint(-1074 if bits == 64 else -149, 1023 if bits == 64 else 127)
        return rng.choice((-1, 1)) * rng.random() * 2.0 ** e

    return {
        "i32": np.array(pick(ints32, lambda: rng.getrandbits(32) >> rng.randrange(32)), dtype=np.uint32),
        "i64": np.array(pick(ints64, lambda: rng.getrandbits(64) >> rng.randrange(64)), dtype=np.uint64),
        "float": np.array(pick(f32, lambda: rand_float(32)), dtype=np.float32),
        "double": np.array(pick(f32, lambda: rand_float(64)), dtype=np.float64),
    }


def _as_word(dst: str, ty: str) -> list[str]:
    """IR turning ``dst`` into the i64 word ``dst.w`` that the kernel stores (its bits, zero-extended)."""
    if ty == "float":
        return [f"{dst}.b = bitcast float {dst} to i32", f"{dst}.w = zext i32 {dst}.b to i64"]
    return {"i32": [f"{dst}.w = zext i32 {dst} to i64"], "i64": [f"{dst}.w = or i64 {dst}, 0"],
            "double": [f"{dst}.w = bitcast double {dst} to i64"]}[ty]


def generate_all(seed: int) -> Program:
    """A program applying every operation of ``OPS`` once (in a random order, on random operands)."""
    order = list(OPS)
    random.Random(seed).shuffle(order)
    return generate(seed, len(order), order)


def generate(seed: int, n_ops: int = 24, ops: list[Op] | None = None) -> Program:
    """A random program of ``n_ops`` operations (each an IR chain with its reference value per lane); ``ops``
    fixes the sequence of operations instead of drawing them."""
    rng = random.Random(seed)
    inputs = _inputs(rng)
    pool: dict[str, list[str]] = {ty: [] for ty in TYPES}
    values: dict[str, np.ndarray] = {}
    body = ["  %tid = call i32 @llvm.amdgcn.workitem.id.x()", f"  %base = mul i32 %tid, {N_IN}"]
    for ti, ty in enumerate(TYPES):
        for j in range(N_IN):
            name = f"%in.{ti}.{j}"
            body += [f"  %ix.{ti}.{j} = add i32 %base, {j}",
                     f"  %p.{ti}.{j} = getelementptr {ty}, ptr addrspace(1) %a{ti}, i32 %ix.{ti}.{j}",
                     f"  {name} = load {ty}, ptr addrspace(1) %p.{ti}.{j}"]
            pool[ty].append(name)
            values[name] = inputs[ty].reshape(LANES, N_IN)[:, j].copy()
    declares = {"declare i32 @llvm.amdgcn.workitem.id.x()"}
    names, kinds, expected = [], [], []
    for k in range(n_ops):
        op = ops[k] if ops is not None else rng.choice(OPS)
        args = [rng.choice(pool[t][-6:]) if rng.random() < 0.7 else rng.choice(pool[t]) for t in op.args]
        dst = f"%v{k}"
        body += [f"  {ln}" for ln in op.emit(dst, args)]
        declares.update(op.declares)
        with np.errstate(all="ignore"):
            values[dst] = np.asarray(op.ref(*(values[a] for a in args))).astype(TYPES[op.result])
        pool[op.result].append(dst)
        names.append(op.name)
        kinds.append(op.result)
        body += [f"  {ln}" for ln in _as_word(dst, op.result)]
        body += [f"  {dst}.s = mul i32 %tid, {n_ops}", f"  {dst}.o = add i32 {dst}.s, {k}",
                 f"  {dst}.q = getelementptr i64, ptr addrspace(1) %out, i32 {dst}.o",
                 f"  store i64 {dst}.w, ptr addrspace(1) {dst}.q"]
        v = values[dst]
        expected.append(v.view(np.uint32).astype(np.uint64) if v.dtype.itemsize == 4 else v.view(np.uint64))
    ir = "\n".join(['target triple = "amdgcn-amd-amdhsa"', *sorted(declares), "",
                    "define amdgpu_kernel void @k(ptr addrspace(1) %a0, ptr addrspace(1) %a1, ptr addrspace(1) %a2, "
                    "ptr addrspace(1) %a3, ptr addrspace(1) %out) {", *body, "  ret void", "}", ""])
    return Program(seed, ir, names, inputs, np.stack(expected, axis=1), kinds)


def differences(prog: Program, got: np.ndarray, limit: int = 5) -> list[str]:
    """Mismatching (lane, operation) entries, NaNs of any payload counting as equal."""
    exp = prog.expected
    bad = got != exp
    for k, kind in enumerate(prog.kinds):
        if kind in ("float", "double"):
            dt = np.uint32 if kind == "float" else np.uint64
            fv = TYPES[kind]
            g = got[:, k].astype(dt).view(fv)
            e = exp[:, k].astype(dt).view(fv)
            bad[:, k] &= ~(np.isnan(g) & np.isnan(e))
    out = []
    for lane, k in np.argwhere(bad)[:limit]:
        inputs = {ty: prog.inputs[ty].reshape(LANES, N_IN)[lane].tolist() for ty in TYPES}
        out.append(f"lane {lane} op {k} ({prog.ops[k]}): got {int(got[lane, k]):#x}, expected {int(exp[lane, k]):#x}"
                   f"; lane inputs {inputs}")
    return out


def run(prog: Program, arch: str) -> np.ndarray:
    """Compile ``prog`` with LLVM for ``arch`` and run it in the simulator: (LANES, n_ops) uint64 words."""
    import torch

    from torch_cdna import sim

    from .test_calls import llvm_asm
    tensors = [torch.from_numpy(prog.inputs[ty].view(np.int32 if BITS[ty] == 32 else np.int64).copy())
               for ty in TYPES]
    out = torch.full((LANES * len(prog.ops),), -0x5A5A5A5A5A5A5A5A, dtype=torch.int64)
    sim.launch(llvm_asm(prog.ir, arch), "k", [1], [LANES], [*tensors, out], strict=True)
    return out.numpy().view(np.uint64).reshape(LANES, len(prog.ops))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--arch", default="gfx942")
    ap.add_argument("--ops", type=int, default=24)
    ns = ap.parse_args()
    prog = generate(ns.seed, ns.ops)
    print(prog.ir)
    diffs = differences(prog, run(prog, ns.arch))
    print("\n".join(diffs) if diffs else "all values match")


if __name__ == "__main__":
    main()
