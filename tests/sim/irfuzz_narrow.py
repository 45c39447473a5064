"""Operations of the LLVM IR fuzzer on 16- and 8-bit integers, half, bfloat and packed ``<2 x half>`` /
``<2 x i16>`` values (``tests/sim/irfuzz.py``): what LLVM selects SDWA, op_sel, VOP3P packed math, the f16
instructions and the bf16 conversions for (native ``v_cvt_pk_bf16_f32`` on gfx950, an integer expansion on
gfx942). References: numpy's float16 (+ - * / computed in float32 and rounded once more are still correctly
rounded: 24 >= 2*11 + 2 bits), exact rational fma, and bfloat rounding on the float32 bits.
"""

from __future__ import annotations

import numpy as np

from .irfuzz_ops import BITS, DERIVED, SAME_NAN, TYPES, WORD, _op, _saturate, fma_exact, ieee_nan, nan_pair

H2, I2 = "<2 x half>", "<2 x i16>"
TYPES.update({"half": np.float16, "i16": np.uint16, "i8": np.uint8, "bfloat": np.uint16, H2: np.uint32,
              I2: np.uint32})
BITS.update({"half": 16, "i16": 16, "i8": 8, "bfloat": 16, H2: 32, I2: 32})


def _bf16_nan(bits: np.ndarray) -> np.ndarray:
    return ((bits & np.uint16(0x7F80)) == np.uint16(0x7F80)) & ((bits & np.uint16(0x7F)) != 0)


SAME_NAN.update({"half": nan_pair(ieee_nan(np.float16), 2), "bfloat": nan_pair(_bf16_nan, 2),
                 H2: nan_pair(ieee_nan(np.float16), 2, width=2)})
for _ty, _w in (("half", "i16"), ("bfloat", "i16"), ("i16", None), ("i8", None), (H2, "i32"), (I2, "i32")):
    WORD[_ty] = (lambda d, t=_ty, w=_w: [f"{d}.b = bitcast {t} {d} to {w}", f"{d}.w = zext {w} {d}.b to i64"]
                 if w else [f"{d}.w = zext {t} {d} to i64"])

DERIVED.update({
    "i16": (lambda d, i, f, j: [f"{d} = trunc i32 {i} to i16"], lambda i, f, j: i.astype(np.uint16)),
    "i8": (lambda d, i, f, j: [f"{d} = trunc i32 {i} to i8"], lambda i, f, j: i.astype(np.uint8)),
    # half seeds: random bits (NaNs, denormals) for j < 2, rounded floats otherwise
    "half": (lambda d, i, f, j: [f"{d}.t = trunc i32 {i} to i16", f"{d} = bitcast i16 {d}.t to half"] if j < 2
             else [f"{d} = fptrunc float {f} to half"],
             lambda i, f, j: i.astype(np.uint16).view(np.float16) if j < 2 else f.astype(np.float16)),
    "bfloat": (lambda d, i, f, j: [f"{d}.s = lshr i32 {i}, {8 * j}", f"{d}.t = trunc i32 {d}.s to i16",
                                   f"{d} = bitcast i16 {d}.t to bfloat"],
               lambda i, f, j: (i >> np.uint32(8 * j)).astype(np.uint16)),
    H2: (lambda d, i, f, j: [f"{d} = bitcast i32 {i} to {H2}"], lambda i, f, j: i.copy()),
    I2: (lambda d, i, f, j: [f"{d} = bitcast i32 {i} to {I2}"], lambda i, f, j: i.copy()),
})


# ------------------------------------------------------------------------------------------------- half
for _name, _fn in (("fadd", np.add), ("fsub", np.subtract), ("fmul", np.multiply)):
    _op(f"{_name}.half", "half", ("half", "half"), lambda d, a, n=_name: [f"{d} = {n} half {a[0]}, {a[1]}"], _fn)
_op("fneg.half", "half", ("half",), lambda d, a: [f"{d} = fneg half {a[0]}"], np.negative)
for _name, _fn in (("fabs", np.abs), ("floor", np.floor), ("ceil", np.ceil), ("trunc", np.trunc), ("rint", np.rint)):
    _op(f"{_name}.half", "half", ("half",), lambda d, a, n=_name: [f"{d} = call half @llvm.{n}.f16(half {a[0]})"], _fn,
        f"declare half @llvm.{_name}.f16(half)")
_op("fma.half", "half", ("half", "half", "half"),
    lambda d, a: [f"{d} = call half @llvm.fma.f16(half {a[0]}, half {a[1]}, half {a[2]})"],
    lambda a, b, c: fma_exact(a, b, c, "half"),
    "declare half @llvm.fma.f16(half, half, half)")
_op("fcmp.olt.half", "half", ("half", "half", "half", "half"),
    lambda d, a: [f"{d}.c = fcmp olt half {a[0]}, {a[1]}", f"{d} = select i1 {d}.c, half {a[2]}, half {a[3]}"],
    lambda a, b, x, y: np.where(a < b, x, y))
_op("fptrunc.float.half", "half", ("float",), lambda d, a: [f"{d} = fptrunc float {a[0]} to half"],
    lambda a: a.astype(np.float16))
# Triton 3.9's LLVM folds fptrunc(fmul x, y) to `v_fma_mixlo_f16 d, x, y, 0`: a +0 addend turns a -0 product into
# +0 (fixed upstream by llvm-project PR 214544, which uses -0), so hardware and simulator give +0 where the IR
# says -0. Results of these operations compare +0 and -0 as equal.
EITHER_ZERO_SIGN = ("fptrunc.float.half",)
_op("fptrunc.double.half", "half", ("double",), lambda d, a: [f"{d} = fptrunc double {a[0]} to half"],
    lambda a: a.astype(np.float16))
_op("fpext.half.float", "float", ("half",), lambda d, a: [f"{d} = fpext half {a[0]} to float"],
    lambda a: a.astype(np.float32))
_op("sitofp.i32.half", "half", ("i32",), lambda d, a: [f"{d} = sitofp i32 {a[0]} to half"],
    lambda a: a.view(np.int32).astype(np.float64).astype(np.float16))  # exact in f64, then one rounding
_op("uitofp.i16.half", "half", ("i16",), lambda d, a: [f"{d} = uitofp i16 {a[0]} to half"],
    lambda a: a.astype(np.float16))
_op("fptosi.sat.half.i32", "i32", ("half",), lambda d, a: [f"{d} = call i32 @llvm.fptosi.sat.i32.f16(half {a[0]})"],
    lambda a: _saturate(a.astype(np.float64), 32, True, np.uint32), "declare i32 @llvm.fptosi.sat.i32.f16(half)")


# ------------------------------------------------------------------------------------------- i16 and i8
def _small_int_ops(ty: str) -> None:
    bits, u = BITS[ty], TYPES[ty]
    signed = np.int16 if bits == 16 else np.int8
    for name, fn in (("add", np.add), ("sub", np.subtract), ("mul", np.multiply), ("and", np.bitwise_and),
                     ("xor", np.bitwise_xor)):
        _op(f"{name}.{ty}", ty, (ty, ty), lambda d, a, n=name: [f"{d} = {n} {ty} {a[0]}, {a[1]}"], fn)
    for name, fn in (("shl", lambda a, s: a << s), ("lshr", lambda a, s: a >> s),
                     ("ashr", lambda a, s: (a.view(signed) >> s.astype(signed)).view(u))):
        _op(f"{name}.{ty}", ty, (ty, ty),
            lambda d, a, n=name: [f"{d}.t = and {ty} {a[1]}, {bits - 1}", f"{d} = {n} {ty} {a[0]}, {d}.t"],
            lambda a, b, f=fn: f(a, b & u(bits - 1)))
    _op(f"udiv.{ty}", ty, (ty, ty), lambda d, a: [f"{d}.t = or {ty} {a[1]}, 1", f"{d} = udiv {ty} {a[0]}, {d}.t"],
        lambda a, b: a // (b | u(1)))
    _op(f"icmp.slt.{ty}", ty, (ty, ty, ty, ty),
        lambda d, a: [f"{d}.c = icmp slt {ty} {a[0]}, {a[1]}", f"{d} = select i1 {d}.c, {ty} {a[2]}, {ty} {a[3]}"],
        lambda a, b, x, y: np.where(a.view(signed) < b.view(signed), x, y))
    _op(f"umax.{ty}", ty, (ty, ty), lambda d, a: [f"{d} = call {ty} @llvm.umax.{ty}({ty} {a[0]}, {ty} {a[1]})"],
        np.maximum, f"declare {ty} @llvm.umax.{ty}({ty}, {ty})")
    _op(f"trunc.i32.{ty}", ty, ("i32",), lambda d, a: [f"{d} = trunc i32 {a[0]} to {ty}"], lambda a: a.astype(u))
    _op(f"zext.{ty}.i32", "i32", (ty,), lambda d, a: [f"{d} = zext {ty} {a[0]} to i32"], lambda a: a.astype(np.uint32))
    _op(f"sext.{ty}.i32", "i32", (ty,), lambda d, a: [f"{d} = sext {ty} {a[0]} to i32"],
        lambda a: a.view(signed).astype(np.int32).view(np.uint32))


_small_int_ops("i16")
_small_int_ops("i8")


# ----------------------------------------------------------------------------------------------- bfloat
def bf16_round(f: np.ndarray) -> np.ndarray:
    """float32 -> bfloat bits, nearest even (NaN stays a NaN, of some payload)."""
    bits = f.astype(np.float32).view(np.uint32)
    rounded = ((bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16))
    return np.where(np.isnan(f), (bits >> np.uint32(16)) | np.uint32(0x40), rounded).astype(np.uint16)


def bf16_value(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << np.uint32(16)).view(np.float32)


_op("fptrunc.float.bfloat", "bfloat", ("float",), lambda d, a: [f"{d} = fptrunc float {a[0]} to bfloat"], bf16_round)
_op("fpext.bfloat.float", "float", ("bfloat",), lambda d, a: [f"{d} = fpext bfloat {a[0]} to float"], bf16_value)
_op("fadd.bfloat", "bfloat", ("bfloat", "bfloat"), lambda d, a: [f"{d} = fadd bfloat {a[0]}, {a[1]}"],
    lambda a, b: bf16_round(bf16_value(a) + bf16_value(b)))  # exact f32 sum rounded: 24 >= 2*8 + 2
_op("fmul.bfloat", "bfloat", ("bfloat", "bfloat"), lambda d, a: [f"{d} = fmul bfloat {a[0]}, {a[1]}"],
    lambda a, b: bf16_round(bf16_value(a) * bf16_value(b)))


# ------------------------------------------------------------------------------------------------ packed
def _halves(x: np.ndarray) -> np.ndarray:
    return x.astype(np.uint32).view(np.uint16).reshape(-1, 2).view(np.float16)


def _pack(h: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(h.astype(np.float16)).view(np.uint16).reshape(-1, 2).copy().view(np.uint32)[:, 0]


def _i16s(x: np.ndarray) -> np.ndarray:
    return x.astype(np.uint32).view(np.uint16).reshape(-1, 2)


for _name, _fn in (("fadd", np.add), ("fmul", np.multiply), ("fsub", np.subtract)):
    _op(f"{_name}.v2half", H2, (H2, H2), lambda d, a, n=_name: [f"{d} = {n} {H2} {a[0]}, {a[1]}"],
        lambda a, b, f=_fn: _pack(f(_halves(a), _halves(b))))
_op("fneg.v2half", H2, (H2,), lambda d, a: [f"{d} = fneg {H2} {a[0]}"], lambda a: a ^ np.uint32(0x80008000))
_op("fma.v2half", H2, (H2, H2, H2),
    lambda d, a: [f"{d} = call {H2} @llvm.fma.v2f16({H2} {a[0]}, {H2} {a[1]}, {H2} {a[2]})"],
    lambda a, b, c: _pack(np.stack([fma_exact(_halves(a)[:, k], _halves(b)[:, k], _halves(c)[:, k], "half")
                                    for k in (0, 1)], axis=1)),
    f"declare {H2} @llvm.fma.v2f16({H2}, {H2}, {H2})")
_op("swap.v2half", H2, (H2,), lambda d, a: [f"{d} = shufflevector {H2} {a[0]}, {H2} poison, <2 x i32> <i32 1, i32 0>"],
    lambda a: (a >> np.uint32(16)) | (a << np.uint32(16)))
_op("extract1.v2half", "half", (H2,), lambda d, a: [f"{d} = extractelement {H2} {a[0]}, i32 1"],
    lambda a: _halves(a)[:, 1].copy())
_op("insert0.v2half", H2, (H2, "half"), lambda d, a: [f"{d} = insertelement {H2} {a[0]}, half {a[1]}, i32 0"],
    lambda a, h: (a & np.uint32(0xFFFF0000)) | h.view(np.uint16).astype(np.uint32))
for _name, _fn in (("add", np.add), ("sub", np.subtract), ("mul", np.multiply)):
    _op(f"{_name}.v2i16", I2, (I2, I2), lambda d, a, n=_name: [f"{d} = {n} {I2} {a[0]}, {a[1]}"],
        lambda a, b, f=_fn: f(_i16s(a), _i16s(b)).astype(np.uint16).copy().view(np.uint32)[:, 0])
_op("lshr.v2i16", I2, (I2, I2),
    lambda d, a: [f"{d}.t = and {I2} {a[1]}, <i16 15, i16 15>", f"{d} = lshr {I2} {a[0]}, {d}.t"],
    lambda a, b: (_i16s(a) >> (_i16s(b) & np.uint16(15))).astype(np.uint16).copy().view(np.uint32)[:, 0])
_op("smax.v2i16", I2, (I2, I2), lambda d, a: [f"{d} = call {I2} @llvm.smax.v2i16({I2} {a[0]}, {I2} {a[1]})"],
    lambda a, b: np.maximum(_i16s(a).view(np.int16), _i16s(b).view(np.int16)).copy().view(np.uint32)[:, 0],
    f"declare {I2} @llvm.smax.v2i16({I2}, {I2})")

