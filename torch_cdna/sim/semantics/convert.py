"""Conversion semantics (v_cvt_*, v_pack_b32_f16, v_sat_pk_u8_i16): between f64/f32/f16/bf16, integers and the
8-bit float formats.

Rules (CDNA3/CDNA4 ISA): float -> float conversions round to nearest even (``v_cvt_pkrtz_f16_f32``: toward
zero); float -> integer conversions truncate toward zero (``rpi``: floor(x + 0.5), ``flr``: floor), clamp to
the integer range, and give 0 for NaN. f32 -> bf16 (gfx950 ``v_cvt_pk_bf16_f32``) rounds to nearest even and
keeps NaNs quiet NaNs.

8-bit floats: gfx942 (CDNA3) uses the FNUZ encodings (e4m3: bias 8, max 240; e5m2: bias 16, max 57344; a
single NaN code 0x80, no infinities, no negative zero); gfx950 (CDNA4) the OCP ones (e4m3fn: bias 7, max 448,
NaN 0x7f/0xff, no infinities; e5m2: IEEE-like with infinities). Conversion to fp8 rounds to nearest even;
out-of-range values become NaN (e5m2 OCP: infinity) unless ``clamp`` is given, which saturates to the
largest finite value. ``op_sel``'s destination bit of ``v_cvt_pk_fp8_f32`` writes the high 16 bits (the
other half is kept). The gfx950 ``v_cvt_scalef32_*`` forms scale by the power of two of the f32 scale
operand's exponent (quantising divides by it, dequantising multiplies); with scale 1.0 they equal the
unscaled forms. Stochastic rounding (``v_cvt_sr_*``) adds the random operand's high bits below the kept
mantissa before truncating (a model of the ISA's description, not bit-verified against hardware).

Example:
    >>> import numpy as np
    >>> encode_fp8(np.array([1.0, -2.5, 1e9], dtype=np.float32), FP8["e4m3fnuz"]).tolist()
    [64, 202, 128]
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...isa.targets import arch_info
from . import semantic
from .mfma import FP4_VALUES
from .vcommon import (FLOAT_MODS, VOP12_MODS, flush_in, flush_out, fsrc, fwrite, half, op_sel_bits, opsel_dst,
                      raw32)

MODS = FLOAT_MODS + VOP12_MODS
U8, U16, U32 = np.uint8, np.uint16, np.uint32


@dataclass(frozen=True)
class Fp8Format:
    name: str
    ebits: int
    mbits: int
    bias: int
    fnuz: bool       # 0x80 is the only NaN, no -0, no inf
    has_inf: bool    # IEEE-style exponent-all-ones (e5m2 OCP)

    @property
    def max_finite(self) -> float:
        if self.fnuz:
            top_exp, top_mant = (1 << self.ebits) - 1, (1 << self.mbits) - 1
        elif self.has_inf:
            top_exp, top_mant = (1 << self.ebits) - 2, (1 << self.mbits) - 1
        else:  # OCP e4m3fn: S.1111.111 is NaN
            top_exp, top_mant = (1 << self.ebits) - 1, (1 << self.mbits) - 2
        return (1 + top_mant / (1 << self.mbits)) * 2.0 ** (top_exp - self.bias)


FP8 = {
    "e4m3fnuz": Fp8Format("e4m3fnuz", 4, 3, 8, True, False),
    "e5m2fnuz": Fp8Format("e5m2fnuz", 5, 2, 16, True, False),
    "e4m3fn": Fp8Format("e4m3fn", 4, 3, 7, False, False),
    "e5m2": Fp8Format("e5m2", 5, 2, 15, False, True),
}


def fp8_format(arch: str, kind: str) -> Fp8Format:
    """``kind`` "fp8" (e4m3) or "bf8" (e5m2) on ``arch``: its ``ArchInfo.fp8_flavour`` (FNUZ on gfx942, OCP on
    gfx950)."""
    ocp = arch_info(arch).fp8_flavour == "ocp"
    if kind == "fp8":
        return FP8["e4m3fn" if ocp else "e4m3fnuz"]
    return FP8["e5m2" if ocp else "e5m2fnuz"]


def _nan_code(fmt: Fp8Format, sign: np.ndarray) -> np.ndarray:
    if fmt.fnuz:
        return np.full(sign.shape, 0x80, dtype=np.int64)
    return np.where(sign, 0xFF, 0x7F) if not fmt.has_inf else np.where(sign, 0xFF, 0x7F)


def encode_fp8(x: np.ndarray, fmt: Fp8Format, *, saturate: bool = False, rand: np.ndarray | None = None) -> np.ndarray:
    """f32/f64 values -> fp8 codes (uint8), round to nearest even (or stochastic with ``rand`` u32 bits)."""
    a = np.abs(np.asarray(x, dtype=np.float64))
    sign = np.signbit(np.asarray(x, dtype=np.float64))
    emin = 1 - fmt.bias
    with np.errstate(all="ignore"):
        _, e = np.frexp(a)
        exp = np.maximum(e - 1, emin)
        quantum = np.ldexp(1.0, exp - fmt.mbits)
        units = a / quantum
        if rand is None:
            rounded = np.rint(units)
        else:  # stochastic: round up when the discarded fraction exceeds the random fraction
            frac = units - np.floor(units)
            rounded = np.floor(units) + (frac * 2.0 ** 32 > rand.astype(np.float64))
        value = rounded * quantum
    overflow = (value > fmt.max_finite) | np.isinf(a)
    value = np.where(overflow, fmt.max_finite, value)
    _, e2 = np.frexp(value)
    normal = value >= np.ldexp(1.0, emin)
    exp_field = np.where(normal, e2 - 1 + fmt.bias, 0)
    mant = np.where(normal, value / np.ldexp(1.0, e2 - 1 - fmt.mbits) - (1 << fmt.mbits),
                    value / np.ldexp(1.0, emin - fmt.mbits))
    code = (exp_field.astype(np.int64) << fmt.mbits) | np.nan_to_num(mant).astype(np.int64)
    code = code | np.where(sign, 0x80, 0)
    if fmt.fnuz:
        code = np.where(code == 0x80, 0, code)  # no negative zero
    if not saturate:
        if fmt.has_inf:
            code = np.where(overflow, np.where(sign, 0xFC, 0x7C), code)
        else:
            code = np.where(overflow, _nan_code(fmt, sign), code)
    code = np.where(np.isnan(a), _nan_code(fmt, sign), code)
    return code.astype(U8)


def _decode_table(fmt: Fp8Format) -> np.ndarray:
    codes = np.arange(256)
    sign = np.where(codes & 0x80, -1.0, 1.0)
    exp_field = (codes >> fmt.mbits) & ((1 << fmt.ebits) - 1)
    mant = codes & ((1 << fmt.mbits) - 1)
    normal = exp_field > 0
    mag = np.where(normal, (1 + mant / (1 << fmt.mbits)) * np.ldexp(1.0, exp_field - fmt.bias),
                   mant / (1 << fmt.mbits) * np.ldexp(1.0, 1 - fmt.bias))
    val = sign * mag
    if fmt.fnuz:
        val[0x80] = np.nan
    elif fmt.has_inf:
        top = exp_field == (1 << fmt.ebits) - 1
        val = np.where(top & (mant == 0), sign * np.inf, np.where(top, np.nan, val))
    else:
        val[0x7F] = val[0xFF] = np.nan
    return val.astype(np.float32)


_TABLES = {name: _decode_table(fmt) for name, fmt in FP8.items()}


def decode_fp8(codes: np.ndarray, fmt: Fp8Format) -> np.ndarray:
    return _TABLES[fmt.name][np.asarray(codes).astype(np.int64) & 0xFF]


# ---------------------------------------------------------------- simple float <-> float / int
def _cvt(mnemonic: str, src_ty: str, dst_ty: str, fn, *, mods=MODS) -> None:
    @semantic(mnemonic, mods=mods)
    def _run(b, ins):
        x = fsrc(b, ins, 1, src_ty) if src_ty in ("f16", "f32", "f64") else b.vread(ins.operands[1], src_ty)
        with np.errstate(all="ignore"):
            r = fn(x)
        if dst_ty in ("f16", "f32", "f64"):
            fwrite(b, ins, np.asarray(r).astype({"f16": np.float16, "f32": np.float32, "f64": np.float64}[dst_ty]),
                   dst_ty)
        else:
            b.vwrite(ins.operands[0], np.broadcast_to(r, (b.k, 64)), dst_ty)


def _to_int(lo: int, hi: int, np_ty, rounding=np.trunc):
    def fn(x):
        x = x.astype(np.float64)
        r = np.clip(rounding(np.nan_to_num(x, nan=0.0)), lo, hi)
        return r.astype(np.int64).astype(np_ty)
    return fn


_I32, _U32 = (-2**31, 2**31 - 1), (0, 2**32 - 1)
_cvt("v_cvt_f32_i32", "i32", "f32", lambda x: x.astype(np.float32))
_cvt("v_cvt_f32_u32", "u32", "f32", lambda x: x.astype(np.float32))
_cvt("v_cvt_i32_f32", "f32", "i32", _to_int(*_I32, np.int32))
_cvt("v_cvt_u32_f32", "f32", "u32", _to_int(*_U32, np.uint32))
_cvt("v_cvt_rpi_i32_f32", "f32", "i32", _to_int(*_I32, np.int32, lambda x: np.floor(x + 0.5)))
_cvt("v_cvt_flr_i32_f32", "f32", "i32", _to_int(*_I32, np.int32, np.floor))
_cvt("v_cvt_f64_i32", "i32", "f64", lambda x: x.astype(np.float64))
_cvt("v_cvt_f64_u32", "u32", "f64", lambda x: x.astype(np.float64))
_cvt("v_cvt_i32_f64", "f64", "i32", _to_int(*_I32, np.int32))
_cvt("v_cvt_u32_f64", "f64", "u32", _to_int(*_U32, np.uint32))
_cvt("v_cvt_f64_f32", "f32", "f64", lambda x: x.astype(np.float64))
_cvt("v_cvt_f32_f64", "f64", "f32", lambda x: x.astype(np.float32))
_cvt("v_cvt_f16_u16", "u16", "f16", lambda x: x.astype(np.float16))
_cvt("v_cvt_f16_i16", "i16", "f16", lambda x: x.astype(np.float16))
_cvt("v_cvt_u16_f16", "f16", "u16", _to_int(0, 2**16 - 1, np.uint16))
_cvt("v_cvt_i16_f16", "f16", "i16", _to_int(-2**15, 2**15 - 1, np.int16))
_cvt("v_cvt_norm_i16_f16", "f16", "i16",
     lambda x: np.rint(np.clip(np.nan_to_num(x.astype(np.float64)), -1, 1) * 32767).astype(np.int16))
_cvt("v_cvt_norm_u16_f16", "f16", "u16",
     lambda x: np.rint(np.clip(np.nan_to_num(x.astype(np.float64)), 0, 1) * 65535).astype(np.uint16))
for _n in range(4):
    _cvt(f"v_cvt_f32_ubyte{_n}", "u32", "f32", lambda x, _n=_n: ((x >> U32(8 * _n)) & U32(0xFF)).astype(np.float32))
_cvt("v_cvt_off_f32_i4", "u32", "f32",
     lambda x: ((((x & U32(0xF)).astype(np.int64) ^ 8) - 8) * 0.0625).astype(np.float32))
_cvt("v_sat_pk_u8_i16", "u32", "u16",
     lambda x: (np.clip((x & U32(0xFFFF)).astype(U16).view(np.int16), 0, 255).astype(np.uint16)
                | (np.clip((x >> U32(16)).astype(U16).view(np.int16), 0, 255).astype(np.uint16) << U16(8))))


@semantic("v_cvt_f16_f32", mods=MODS + ("op_sel",))
def _cvt_f16_f32(b, ins):
    x = fsrc(b, ins, 1, "f32")
    with np.errstate(over="ignore"):
        r = flush_in(b, x, "f32").astype(np.float16)
    fwrite(b, ins, r, "f16")


@semantic("v_cvt_f32_f16", mods=MODS + ("op_sel",))
def _cvt_f32_f16(b, ins):
    fwrite(b, ins, fsrc(b, ins, 1, "f16").astype(np.float32), "f32")


@semantic("v_cvt_f32_bf16", mods=MODS + ("op_sel",))
def _cvt_f32_bf16(b, ins):
    high = bool(op_sel_bits(ins)[0]) if "op_sel" in ins.mods else False
    bits = half(raw32(b, ins.operands[1]), high).astype(U32) << U32(16)
    x = bits.view(np.float32)
    op = ins.operands[1]
    x = np.abs(x) if getattr(op, "abs", False) else x
    x = -x if getattr(op, "neg", False) else x
    fwrite(b, ins, flush_in(b, x, "f32"), "f32")


# ---------------------------------------------------------------- packing conversions
def f32_to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """Round-to-nearest-even f32 -> bf16 bit patterns; NaNs stay (quiet) NaNs."""
    bits = np.asarray(x, dtype=np.float32).view(U32).astype(np.uint64)
    rounded = (bits + np.uint64(0x7FFF) + ((bits >> np.uint64(16)) & np.uint64(1))) >> np.uint64(16)
    nan = np.isnan(np.asarray(x, dtype=np.float32))
    return np.where(nan, (bits >> np.uint64(16)) | np.uint64(0x40), rounded).astype(U16)


def _pack2(b, ins, lo16: np.ndarray, hi16: np.ndarray) -> None:
    b.vwrite(ins.operands[0], lo16.astype(U32) | (hi16.astype(U32) << U32(16)), "u32")


def _pk(mnemonic: str, convert, *, mods=MODS) -> None:
    @semantic(mnemonic, mods=mods)
    def _run(b, ins):
        x, y = (np.broadcast_to(fsrc(b, ins, i, "f32"), (b.k, 64)) for i in (1, 2))
        with np.errstate(all="ignore"):
            _pack2(b, ins, convert(b, x), convert(b, y))


def _rtz_f16(b, x):
    r = x.astype(np.float16)
    away = np.abs(r.astype(np.float64)) > np.abs(x.astype(np.float64))
    r = np.where(away & ~np.isnan(x), np.nextafter(r, np.float16(0)), r)
    return flush_out(b, r, "f16").view(U16)


_pk("v_cvt_pk_bf16_f32", lambda b, x: f32_to_bf16_bits(x))
_pk("v_cvt_pk_f16_f32", lambda b, x: flush_out(b, x.astype(np.float16), "f16").view(U16))
_pk("v_cvt_pkrtz_f16_f32", _rtz_f16)
_pk("v_cvt_pknorm_i16_f32", lambda b, x: np.rint(np.clip(np.nan_to_num(x), -1, 1) * 32767).astype(np.int16).view(U16))
_pk("v_cvt_pknorm_u16_f32", lambda b, x: np.rint(np.clip(np.nan_to_num(x), 0, 1) * 65535).astype(U16))


@semantic("v_cvt_pk_u16_u32")
def _pk_u16_u32(b, ins):
    x, y = (np.broadcast_to(b.vread(ins.operands[i], "u32"), (b.k, 64)) for i in (1, 2))
    _pack2(b, ins, np.minimum(x, 0xFFFF), np.minimum(y, 0xFFFF))


@semantic("v_cvt_pk_i16_i32")
def _pk_i16_i32(b, ins):
    x, y = (np.broadcast_to(b.vread(ins.operands[i], "i32"), (b.k, 64)) for i in (1, 2))
    _pack2(b, ins, np.clip(x, -32768, 32767).astype(np.int16).view(U16), np.clip(y, -32768, 32767).astype(np.int16)
           .view(U16))


@semantic("v_pack_b32_f16", mods=("op_sel",))
def _pack_b32_f16(b, ins):
    """D = {S1.f16, S0.f16}; op_sel picks each source's high half; neg/abs act on the 16-bit values."""
    halves = []
    for i in (1, 2):
        halves.append(np.broadcast_to(fsrc(b, ins, i, "f16"), (b.k, 64)).view(U16))
    _pack2(b, ins, halves[0], halves[1])


@semantic("v_cvt_pk_u8_f32")
def _pk_u8_f32(b, ins):
    x = fsrc(b, ins, 1, "f32")
    shift = (b.vread(ins.operands[2], "u32") & U32(3)) * U32(8)
    base = b.vread(ins.operands[3], "u32")
    byte = np.rint(np.clip(np.nan_to_num(x.astype(np.float64)), 0, 255)).astype(U32)
    b.vwrite(ins.operands[0], (base & ~(U32(0xFF) << shift)) | (byte << shift), "u32")


# ---------------------------------------------------------------- fp8 / bf8
def _kind(mnemonic: str) -> str:
    return "bf8" if "bf8" in mnemonic else "fp8"


def _scale_exp(b, ins, i: int) -> np.ndarray:
    """The power of two of an f32 scale operand (its unbiased exponent; 0 for 1.0)."""
    bits = np.broadcast_to(b.vread(ins.operands[i], "u32"), (b.k, 64))
    return ((bits >> U32(23)) & U32(0xFF)).astype(np.int64) - 127


def _keep_half(b, ins, packed16: np.ndarray, high: bool) -> None:
    old = raw32(b, ins.operands[0])
    v = packed16.astype(U32)
    new = (old & U32(0xFFFF)) | (v << U32(16)) if high else (old & U32(0xFFFF0000)) | v
    b.vwrite(ins.operands[0], new, "u32")


def _pk_fp8(mnemonic: str, scaled: bool) -> None:
    @semantic(mnemonic, mods=("clamp", "op_sel"))
    def _run(b, ins):
        fmt = fp8_format(b.arch, _kind(mnemonic))
        x, y = (np.broadcast_to(fsrc(b, ins, i, "f32"), (b.k, 64)).astype(np.float64) for i in (1, 2))
        if scaled:
            e = _scale_exp(b, ins, 3)
            x, y = np.ldexp(x, -e), np.ldexp(y, -e)
        sat = bool(ins.mods.get("clamp"))
        lo, hi = encode_fp8(x, fmt, saturate=sat), encode_fp8(y, fmt, saturate=sat)
        _keep_half(b, ins, lo.astype(U16) | (hi.astype(U16) << U16(8)), opsel_dst(ins))


for _m in ("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32"):
    _pk_fp8(_m, False)
for _m in ("v_cvt_scalef32_pk_fp8_f32", "v_cvt_scalef32_pk_bf8_f32"):
    _pk_fp8(_m, True)


_FP4_MAGNITUDES = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])


def encode_fp4(x: np.ndarray) -> np.ndarray:
    """E2M1 codes of ``x`` (float64): round to nearest, ties to the even code, saturating at +-6 (E2M1 has no
    infinity; OCP MX v1.0 conversions to FP4 saturate). NaN has no E2M1 code: the caller refuses it."""
    a = np.minimum(np.abs(x), 6.0)
    hi = np.clip(np.searchsorted(_FP4_MAGNITUDES, a), 1, 7)
    lo = hi - 1
    d_lo, d_hi = a - _FP4_MAGNITUDES[lo], _FP4_MAGNITUDES[hi] - a
    code = np.where((d_hi < d_lo) | ((d_hi == d_lo) & (hi % 2 == 0)), hi, lo)
    return (code | (np.signbit(x) << 3)).astype(U32)


@semantic("v_cvt_scalef32_pk_fp4_f32", mods=("op_sel",))
def _pk_fp4(b, ins):
    """D.byte[op_sel[3:2]] = fp4(S0 / 2^e) | fp4(S1 / 2^e) << 4, e the exponent of the f32 scale S2; the other bytes
    are kept (gfx950 MX quantisation)."""
    x, y = (np.broadcast_to(fsrc(b, ins, i, "f32"), (b.k, 64)).astype(np.float64) for i in (1, 2))
    if np.isnan(x).any() or np.isnan(y).any():
        raise b.unsupported(f"{ins.base} of a NaN: E2M1 has no NaN and the ISA document does not say what the "
                            "hardware writes")
    e = _scale_exp(b, ins, 3)
    byte = encode_fp4(np.ldexp(x, -e)) | (encode_fp4(np.ldexp(y, -e)) << U32(4))
    bits = op_sel_bits(ins)
    shift = U32(8 * (bits[2] | (bits[3] << 1)))  # op_sel[3:2] = destination byte, as in v_cvt_sr_fp8_f32
    old = raw32(b, ins.operands[0])
    b.vwrite(ins.operands[0], (old & ~(U32(0xFF) << shift)) | (byte << shift), "u32")


def _sr_fp8(mnemonic: str) -> None:
    @semantic(mnemonic, mods=("clamp", "op_sel"))
    def _run(b, ins):
        fmt = fp8_format(b.arch, _kind(mnemonic))
        x = np.broadcast_to(fsrc(b, ins, 1, "f32"), (b.k, 64))
        rand = np.broadcast_to(b.vread(ins.operands[2], "u32"), (b.k, 64))
        code = encode_fp8(x, fmt, saturate=bool(ins.mods.get("clamp")), rand=rand).astype(U32)
        bits = op_sel_bits(ins)
        shift = U32(8 * (bits[2] | (bits[3] << 1)))  # op_sel[3:2] = destination byte
        old = raw32(b, ins.operands[0])
        b.vwrite(ins.operands[0], (old & ~(U32(0xFF) << shift)) | (code << shift), "u32")


_sr_fp8("v_cvt_sr_fp8_f32")
_sr_fp8("v_cvt_sr_bf8_f32")


def _src_byte_base(ins) -> int:
    """VOP3 form: op_sel[1:0] selects the source byte (SDWA forms select through src0_sel instead)."""
    if "op_sel" not in ins.mods:
        return 0
    bits = op_sel_bits(ins)
    return bits[0] | (bits[1] << 1)


def _f32_fp8(mnemonic: str, scaled: bool) -> None:
    @semantic(mnemonic, mods=VOP12_MODS + ("op_sel", "clamp"))
    def _run(b, ins):
        fmt = fp8_format(b.arch, _kind(mnemonic))
        shift = U32(8 * _src_byte_base(ins))
        x = decode_fp8((raw32(b, ins.operands[1]) >> shift) & U32(0xFF), fmt)
        if scaled:
            x = np.ldexp(x.astype(np.float64), _scale_exp(b, ins, 2)).astype(np.float32)
        fwrite(b, ins, x, "f32")


def _pk_f32_fp8(mnemonic: str, scaled: bool) -> None:
    @semantic(mnemonic, mods=VOP12_MODS + ("op_sel", "clamp"))
    def _run(b, ins):
        fmt = fp8_format(b.arch, _kind(mnemonic))
        high = bool(op_sel_bits(ins)[0]) if "op_sel" in ins.mods else False
        word = raw32(b, ins.operands[1]) >> U32(16 if high else 0)
        vals = [decode_fp8((word >> U32(8 * j)) & U32(0xFF), fmt) for j in (0, 1)]
        if scaled:
            e = _scale_exp(b, ins, 2)
            vals = [np.ldexp(v.astype(np.float64), e).astype(np.float32) for v in vals]
        words = np.stack([v.view(U32) for v in vals], axis=1)
        b.vwrite_words(ins.operands[0], words)


_f32_fp8("v_cvt_f32_fp8", False)
_f32_fp8("v_cvt_f32_bf8", False)
_f32_fp8("v_cvt_scalef32_f32_fp8", True)
_f32_fp8("v_cvt_scalef32_f32_bf8", True)
_pk_f32_fp8("v_cvt_pk_f32_fp8", False)
_pk_f32_fp8("v_cvt_pk_f32_bf8", False)
_pk_f32_fp8("v_cvt_scalef32_pk_f32_fp8", True)
_pk_f32_fp8("v_cvt_scalef32_pk_f32_bf8", True)


def _pk_dequant(mnemonic: str, src: str, dst: str) -> None:
    """MX dequantisation ``v_cvt_scalef32_pk_<dst>_<src> D, S, SCALE``: two fp4 (byte ``op_sel[0] + 2*op_sel[1]`` of
    S, low nibble first) or two fp8/bf8 (16-bit half ``op_sel[0]`` of S, low byte first), each times the power
    of two of SCALE, rounded once to the destination type (to nearest even; too large gives infinity)."""
    @semantic(mnemonic, mods=("op_sel",))
    def _run(b, ins):
        bits = op_sel_bits(ins)
        if bits[2] or bits[3] or (src != "fp4" and bits[1]):
            raise b.unsupported(f"{ins.base} with op_sel:{ins.mods['op_sel']} (it selects the source "
                                f"{'byte with its first two bits' if src == 'fp4' else 'half with its first bit'})")
        word = raw32(b, ins.operands[1])
        if src == "fp4":
            byte = (word >> U32(8 * (bits[0] | bits[1] << 1))) & U32(0xFF)
            vals = [FP4_VALUES[byte & U32(0xF)], FP4_VALUES[byte >> U32(4)]]
        else:
            fmt = fp8_format(b.arch, src)
            pair = word >> U32(16 * bits[0])
            vals = [decode_fp8(pair & U32(0xFF), fmt), decode_fp8((pair >> U32(8)) & U32(0xFF), fmt)]
        e = _scale_exp(b, ins, 2)
        with np.errstate(over="ignore"):
            vals = [np.ldexp(v.astype(np.float64), e) for v in vals]
            if dst == "f32":  # fp4/fp8 times a power of two is exact in f32 until it overflows
                b.vwrite_words(ins.operands[0], np.stack([v.astype(np.float32).view(U32) for v in vals], axis=1))
                return
            if dst == "f16":
                halves = [v.astype(np.float16).view(U16).astype(U32) for v in vals]
            else:  # exact in f32 (at most 4 significant bits, exponent within f32's range or infinite), then RNE
                halves = [f32_to_bf16_bits(v.astype(np.float32)).astype(U32) for v in vals]
        b.vwrite(ins.operands[0], halves[0] | (halves[1] << U32(16)), "u32")


for _dst in ("f32", "f16", "bf16"):
    _pk_dequant(f"v_cvt_scalef32_pk_{_dst}_fp4", "fp4", _dst)
for _dst in ("f16", "bf16"):
    for _src in ("fp8", "bf8"):
        _pk_dequant(f"v_cvt_scalef32_pk_{_dst}_{_src}", _src, _dst)

__all__ = ["FP8", "Fp8Format", "fp8_format", "encode_fp4", "encode_fp8", "decode_fp8", "f32_to_bf16_bits"]
