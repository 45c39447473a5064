"""Vector ALU semantics, integer and bitwise part (VOP1/VOP2/VOP3): adds with and without carry, multiplies,
shifts, bit-field ops, three-operand fused forms, min/max/med3, and the 64-bit ``v_lshl_add_u64``.
Float arithmetic lives in ``valu_float``, lane movement (moves, readlane, permlane, mbcnt, cndmask) in
``valu_lane``, transcendental and division helpers in ``valu_special``; importing this module registers
them all. Definitions follow the CDNA3 ISA (chapter 6 and the opcode pseudocode); every function works on
whole (waves x 64 lanes) arrays.

Integer clamp (``clamp`` on VOP3 adds/subs) saturates to the type's range instead of wrapping.
"""

from __future__ import annotations

import operator

import numpy as np

from . import semantic
from .vcommon import VOP12_MODS, raw32

U16, I16, U32, I32, U64, I64 = np.uint16, np.int16, np.uint32, np.int32, np.uint64, np.int64
M32 = np.uint64(0xFFFFFFFF)
INT_MODS = VOP12_MODS + ("clamp",)
_RANGE = {"u32": (0, 2**32 - 1), "i32": (-2**31, 2**31 - 1), "u16": (0, 2**16 - 1), "i16": (-2**15, 2**15 - 1)}


def _wide(x: np.ndarray) -> np.ndarray:
    return x.astype(np.int64)


def _register(mnemonic: str, ty: str, nsrc: int, fn, *, mods=VOP12_MODS, out_ty: str | None = None) -> None:
    """``vdst = fn(src0, ..., src{nsrc-1})`` on operands read as ``ty`` (wrapping integer arithmetic)."""
    @semantic(mnemonic, mods=mods)
    def _run(b, ins):
        xs = [b.vread(ins.operands[1 + i], ty) for i in range(nsrc)]
        with np.errstate(over="ignore"):
            r = fn(*xs)
        b.vwrite(ins.operands[0], r, out_ty or ty)


def _register_sat(mnemonic: str, ty: str, fn) -> None:
    """Add/sub forms: wrap, or saturate to ``ty``'s range with ``clamp`` (computed in int64)."""
    lo, hi = _RANGE[ty]

    unsigned = "u16" if ty in ("u16", "i16") else "u32"

    @semantic(mnemonic, mods=INT_MODS)
    def _run(b, ins):
        if not ins.mods.get("clamp"):  # wrapping: the same bits in unsigned arithmetic of the operand width
            x, y = b.vread(ins.operands[1], unsigned), b.vread(ins.operands[2], unsigned)
            with np.errstate(over="ignore"):
                b.vwrite(ins.operands[0], fn(x, y), unsigned)
            return
        x, y = _wide(b.vread(ins.operands[1], ty)), _wide(b.vread(ins.operands[2], ty))
        r = fn(x, y)
        if ins.mods.get("clamp"):
            r = np.clip(r, lo, hi)
        b.vwrite(ins.operands[0], r.astype(np.int64).astype(np.uint64).astype(np.uint32)
                 .astype(np.uint16 if ty in ("u16", "i16") else np.uint32),
                 "u16" if ty in ("u16", "i16") else "u32")


for _ty in ("u32", "i32", "u16", "i16"):
    _register_sat(f"v_add_{_ty}", _ty, operator.add)
    _register_sat(f"v_sub_{_ty}", _ty, operator.sub)
    _register_sat(f"v_subrev_{_ty}", _ty, lambda x, y: y - x)


# ---------------------------------------------------------------- carry chains
def _carry_in(b, op) -> np.ndarray:
    return b.read_lane_mask(op).astype(np.int64)


def _carry_op(mnemonic: str, fn, carry_in: bool) -> None:
    """``vdst, sdst = fn(src0, src1[, carry])``: result mod 2^32 and per-lane carry/borrow out.

    Operands: vdst, carry-out (vcc or SGPR pair), src0, src1[, carry-in (vcc or SGPR pair)]."""
    @semantic(mnemonic, mods=INT_MODS)
    def _run(b, ins):
        ops = ins.operands
        x, y = _wide(b.vread(ops[2], "u32")), _wide(b.vread(ops[3], "u32"))
        c = _carry_in(b, ops[4]) if carry_in else 0
        full = np.broadcast_to(fn(x, y, c), (b.k, 64))
        out = full & 0xFFFFFFFF
        flag = (full < 0) | (full > 0xFFFFFFFF)
        if ins.mods.get("clamp"):
            out = np.where(flag, np.where(full < 0, 0, 0xFFFFFFFF), out)
        b.vwrite(ops[0], out.astype(np.uint32), "u32")
        b.write_lane_mask(ops[1], flag & b.exec_mask())


_carry_op("v_add_co_u32", lambda x, y, c: x + y, False)
_carry_op("v_sub_co_u32", lambda x, y, c: x - y, False)
_carry_op("v_subrev_co_u32", lambda x, y, c: y - x, False)
_carry_op("v_addc_co_u32", lambda x, y, c: x + y + c, True)
_carry_op("v_subb_co_u32", lambda x, y, c: x - y - c, True)
_carry_op("v_subbrev_co_u32", lambda x, y, c: y - x - c, True)


# ---------------------------------------------------------------- multiplies
def _mul_lo(x, y):
    return (x.astype(U64) * y.astype(U64)).astype(U32)


def _u24(x):
    return (x & U32(0xFFFFFF)).astype(I64)


def _i24(x):
    return ((x.astype(I64) & 0xFFFFFF) ^ 0x800000) - 0x800000


_register("v_mul_lo_u32", "u32", 2, _mul_lo)
_register("v_mul_hi_u32", "u32", 2, lambda x, y: ((x.astype(U64) * y.astype(U64)) >> U64(32)).astype(U32))
_register("v_mul_hi_i32", "i32", 2, lambda x, y: ((x.astype(I64) * y.astype(I64)) >> I64(32)).astype(I32))
_register("v_mul_u32_u24", "u32", 2, lambda x, y: (_u24(x) * _u24(y)).astype(U64).astype(U32), mods=INT_MODS)
_register("v_mul_hi_u32_u24", "u32", 2, lambda x, y: ((_u24(x) * _u24(y)) >> 32).astype(U32))
_register("v_mul_i32_i24", "u32", 2, lambda x, y: (_i24(x) * _i24(y)).astype(U64).astype(U32), mods=INT_MODS)
_register("v_mul_hi_i32_i24", "u32", 2, lambda x, y: ((_i24(x) * _i24(y)) >> 32).astype(U64).astype(U32))
_register("v_mad_u32_u24", "u32", 3, lambda x, y, z: (_u24(x) * _u24(y) + z.astype(I64)).astype(U64).astype(U32),
          mods=INT_MODS)
_register("v_mad_i32_i24", "u32", 3,
          lambda x, y, z: (_i24(x) * _i24(y) + z.view(I32).astype(I64)).astype(U64).astype(U32), mods=INT_MODS)
_register("v_mul_lo_u16", "u16", 2, lambda x, y: (x.astype(U32) * y.astype(U32)).astype(U16))
_register("v_mad_u32_u16", "u32", 3, lambda x, y, z: (x & U32(0xFFFF)) * (y & U32(0xFFFF)) + z,
          mods=INT_MODS + ("op_sel",))
_register("v_mad_i32_i16", "u32", 3,
          lambda x, y, z: ((x.astype(U16).view(I16).astype(I32) * y.astype(U16).view(I16).astype(I32))
                           .view(U32) + z), mods=INT_MODS + ("op_sel",))


def _mad16(mnemonic: str, ty: str, legacy: bool = False) -> None:
    """v_mad_u16/i16: 16-bit multiply-add. The gfx9 op_sel forms (``v_mad_u16``) write the half op_sel[3] selects
    and preserve the other; the legacy VOP3 forms (``v_mad_legacy_u16``, VI opcodes) have no op_sel and zero bits
    31:16 of the destination (LLVM ``GCNSubtarget::zeroesHigh16BitsOfDest`` lists V_MAD_U16/I16_e64 for GFX9 and
    drops the zero-extension after them)."""
    @semantic(mnemonic, mods=("clamp",) if legacy else ("clamp", "op_sel"))
    def _run(b, ins):
        from .vcommon import half, op_sel_bits
        sel = (0, 0, 0, 0) if legacy else op_sel_bits(ins)
        xs = [half(raw32(b, ins.operands[1 + i]), bool(sel[i])).astype(np.int64) for i in range(3)]
        if ty == "i16":
            xs = [((x ^ 0x8000) - 0x8000) for x in xs]
        r = xs[0] * xs[1] + xs[2]
        lo, hi = _RANGE[ty]
        r = np.clip(r, lo, hi) if ins.mods.get("clamp") else r
        value16 = (r & 0xFFFF).astype(np.uint32)
        if legacy:
            b.vwrite(ins.operands[0], value16, "u32")
        else:
            _write_half(b, ins, value16, bool(sel[3]))


def _write_half(b, ins, value16: np.ndarray, high: bool) -> None:
    """Write 16 bits into the low or high half of the destination, keeping the other half."""
    old = raw32(b, ins.operands[0])
    new = (old & U32(0xFFFF0000)) | value16 if not high else (old & U32(0xFFFF)) | (value16 << U32(16))
    b.vwrite(ins.operands[0], new.astype(np.uint32), "u32")


_mad16("v_mad_u16", "u16")
_mad16("v_mad_i16", "i16")
_mad16("v_mad_legacy_u16", "u16", legacy=True)
_mad16("v_mad_legacy_i16", "i16", legacy=True)


def _mad64(mnemonic: str, signed: bool) -> None:
    """``{carry, vdst[2]} = src0 * src1 + src2[2]`` (64-bit accumulate, 65th bit to the SGPR pair)."""
    @semantic(mnemonic, mods=("clamp",))
    def _run(b, ins):
        ops = ins.operands
        if signed:
            p = b.vread(ops[2], "i32").astype(I64) * b.vread(ops[3], "i32").astype(I64)
            c = b.vread(ops[4], "i64")
            with np.errstate(over="ignore"):
                r = p + c
            overflow = ((p >= 0) == (c >= 0)) & ((r >= 0) != (c >= 0))
            carry = (r < 0) ^ overflow  # bit 64 of the 65-bit two's-complement sum
            r = r.view(U64) if r.dtype == I64 else r
        else:
            p = b.vread(ops[2], "u32").astype(U64) * b.vread(ops[3], "u32").astype(U64)
            c = b.vread(ops[4], "u64")
            with np.errstate(over="ignore"):
                r = p + c
            carry = r < c
        b.vwrite(ops[0], np.broadcast_to(r, (b.k, 64)), "u64")
        b.write_lane_mask(ops[1], np.broadcast_to(carry, (b.k, 64)) & b.exec_mask())


_mad64("v_mad_u64_u32", False)
_mad64("v_mad_i64_i32", True)

# ---------------------------------------------------------------- min / max / med3
for _ty in ("u32", "i32", "u16", "i16"):
    _register(f"v_min_{_ty}", _ty, 2, np.minimum)
    _register(f"v_max_{_ty}", _ty, 2, np.maximum)
for _ty in ("u32", "i32", "u16", "i16"):
    _register(f"v_min3_{_ty}", _ty, 3, lambda x, y, z: np.minimum(np.minimum(x, y), z), mods=("op_sel",))
    _register(f"v_max3_{_ty}", _ty, 3, lambda x, y, z: np.maximum(np.maximum(x, y), z), mods=("op_sel",))
    _register(f"v_med3_{_ty}", _ty, 3,
              lambda x, y, z: np.maximum(np.minimum(x, y), np.minimum(np.maximum(x, y), z)), mods=("op_sel",))

# ---------------------------------------------------------------- shifts
_register("v_lshlrev_b32", "u32", 2, lambda s, x: x << (s & U32(31)))
_register("v_lshrrev_b32", "u32", 2, lambda s, x: x >> (s & U32(31)))
_register("v_ashrrev_i32", "u32", 2, lambda s, x: (x.view(I32) >> (s & U32(31)).astype(I32)).view(U32))
_register("v_lshlrev_b16", "u16", 2, lambda s, x: x << (s & U16(15)))
_register("v_lshrrev_b16", "u16", 2, lambda s, x: x >> (s & U16(15)))
_register("v_ashrrev_i16", "u16", 2, lambda s, x: (x.view(I16) >> (s & U16(15)).astype(I16)).view(U16))


def _shift64(mnemonic: str, fn) -> None:
    @semantic(mnemonic)
    def _run(b, ins):
        s = (b.vread(ins.operands[1], "u32") & U32(63)).astype(U64)
        x = b.vread(ins.operands[2], "u64")
        b.vwrite(ins.operands[0], np.broadcast_to(fn(s, x), (b.k, 64)), "u64")


_shift64("v_lshlrev_b64", lambda s, x: x << s)
_shift64("v_lshrrev_b64", lambda s, x: x >> s)
_shift64("v_ashrrev_i64", lambda s, x: (x.view(I64) >> s.astype(I64)).view(U64))


@semantic("v_lshl_add_u64")
def _lshl_add_u64(b, ins):
    """D.u64 = (S0.u64 << S1[2:0]) + S2.u64 (gfx940+)."""
    x = b.vread(ins.operands[1], "u64")
    s = (b.vread(ins.operands[2], "u32") & U32(7)).astype(U64)
    y = b.vread(ins.operands[3], "u64")
    with np.errstate(over="ignore"):
        b.vwrite(ins.operands[0], np.broadcast_to((x << s) + y, (b.k, 64)), "u64")


# ---------------------------------------------------------------- bitwise
_register("v_and_b32", "u32", 2, operator.and_)
_register("v_or_b32", "u32", 2, operator.or_)
_register("v_xor_b32", "u32", 2, operator.xor)
_register("v_xnor_b32", "u32", 2, lambda x, y: ~(x ^ y))
_register("v_not_b32", "u32", 1, operator.invert)
_register("v_and_or_b32", "u32", 3, lambda x, y, z: (x & y) | z)
_register("v_or3_b32", "u32", 3, lambda x, y, z: x | y | z)
_register("v_xor3_b32", "u32", 3, lambda x, y, z: x ^ y ^ z)
_register("v_lshl_or_b32", "u32", 3, lambda x, s, z: (x << (s & U32(31))) | z)
_register("v_lshl_add_u32", "u32", 3, lambda x, s, z: (x << (s & U32(31))) + z)
_register("v_add_lshl_u32", "u32", 3, lambda x, y, s: (x + y) << (s & U32(31)))
_register("v_add3_u32", "u32", 3, lambda x, y, z: x + y + z, mods=("clamp",))
_register("v_xad_u32", "u32", 3, lambda x, y, z: (x ^ y) + z)


# ---------------------------------------------------------------- sums of absolute differences
def _sad_parts(x: np.ndarray, y: np.ndarray, width: int) -> np.ndarray:
    """Sum over the ``width``-bit unsigned fields of |x_i - y_i| (as uint32)."""
    total = np.zeros(np.broadcast(x, y).shape, dtype=np.int64)
    mask = (1 << width) - 1
    for shift in range(0, 32, width):
        xi = (x.astype(np.int64) >> shift) & mask
        yi = (y.astype(np.int64) >> shift) & mask
        total += np.abs(xi - yi)
    return total.astype(U32)


_register("v_sad_u8", "u32", 3, lambda x, y, z: _sad_parts(x, y, 8) + z, mods=("clamp",))
_register("v_sad_hi_u8", "u32", 3, lambda x, y, z: (_sad_parts(x, y, 8) << U32(16)) + z, mods=("clamp",))
_register("v_sad_u16", "u32", 3, lambda x, y, z: _sad_parts(x, y, 16) + z, mods=("clamp",))
_register("v_sad_u32", "u32", 3, lambda x, y, z: np.abs(x.astype(np.int64) - y.astype(np.int64)).astype(U32) + z,
          mods=("clamp",))
_register("v_bfi_b32", "u32", 3, lambda m, x, y: (m & x) | (~m & y))
_register("v_bfm_b32", "u32", 2, lambda w, o: ((((U64(1) << (w & U32(31)).astype(U64)) - U64(1))
                                                 << (o & U32(31)).astype(U64)) & M32).astype(U32))
_register("v_alignbit_b32", "u32", 3,
          lambda x, y, s: (((x.astype(U64) << U64(32)) | y.astype(U64)) >> (s & U32(31)).astype(U64)).astype(U32))
_register("v_alignbyte_b32", "u32", 3,
          lambda x, y, s: (((x.astype(U64) << U64(32)) | y.astype(U64)) >> ((s & U32(3)) * U32(8)).astype(U64))
          .astype(U32))


def _bfe(signed: bool):
    """Bit-field extract in uint32 arithmetic (offset and width are taken mod 32, so shifts stay below 32 and
    the width mask (2^width - 1, width <= 31) fits)."""
    def fn(x, off, width):
        off, width = off & U32(31), width & U32(31)
        mask = (U32(1) << width) - U32(1)
        field = (x >> off) & mask
        if signed:
            sign = (field >> (np.maximum(width, U32(1)) - U32(1))) & U32(1)
            field = np.where((width > 0) & (sign == 1), field | ~mask, field)
        return field
    return fn


_register("v_bfe_u32", "u32", 3, _bfe(False))
_register("v_bfe_i32", "u32", 3, _bfe(True))


def _popcount32(x: np.ndarray) -> np.ndarray:
    x = x.astype(U32)
    x = x - ((x >> U32(1)) & U32(0x55555555))
    x = (x & U32(0x33333333)) + ((x >> U32(2)) & U32(0x33333333))
    x = (x + (x >> U32(4))) & U32(0x0F0F0F0F)
    return ((x * U32(0x01010101)) >> U32(24)).astype(U32)


def _ffbh(x: np.ndarray) -> np.ndarray:
    """Leading zeros counted from bit 31; 0xFFFFFFFF when x == 0."""
    x = x.astype(U32)
    n = np.zeros(x.shape, dtype=U32)
    y = x.copy()
    for shift in (16, 8, 4, 2, 1):
        top = y >> U32(32 - shift) == 0
        n = np.where(top, n + U32(shift), n)
        y = np.where(top, y << U32(shift), y)
    return np.where(x == 0, U32(0xFFFFFFFF), n).astype(U32)


def _ffbl(x: np.ndarray) -> np.ndarray:
    x = x.astype(U32)
    low = x & (~x + U32(1))
    return np.where(x == 0, U32(0xFFFFFFFF), U32(31) - _ffbh(low)).astype(U32)


def _ffbh_i32(x: np.ndarray) -> np.ndarray:
    """The position, counted from bit 31 as 0, of the first bit that differs from the sign bit: the leading
    bits equal to the sign bit, the sign bit included (0x7FFFFFFF -> 1, 1 -> 31); 0xFFFFFFFF for 0 and -1."""
    x = x.astype(U32)
    y = np.where(x >> U32(31) == 1, ~x, x)
    return _ffbh(y)


def _brev(x: np.ndarray) -> np.ndarray:
    x = x.astype(U32)
    for shift, mask in ((1, 0x55555555), (2, 0x33333333), (4, 0x0F0F0F0F), (8, 0x00FF00FF)):
        x = ((x >> U32(shift)) & U32(mask)) | ((x & U32(mask)) << U32(shift))
    return ((x >> U32(16)) | (x << U32(16))).astype(U32)


_register("v_bcnt_u32_b32", "u32", 2, lambda x, y: _popcount32(x) + y)
_register("v_ffbh_u32", "u32", 1, _ffbh)
_register("v_ffbl_b32", "u32", 1, _ffbl)
_register("v_ffbh_i32", "u32", 1, _ffbh_i32)
_register("v_bfrev_b32", "u32", 1, _brev)


def _uniform_byte_selector(sel: np.ndarray) -> list[int] | None:
    """The four byte codes of a v_perm_b32 selector that is the same in every lane and only picks source bytes
    (codes 0-7), else None. Little-endian hosts only (the byte gather relies on the memory order)."""
    if not np.little_endian or not sel.size:
        return None
    first = sel.reshape(-1)[0]
    if not (sel.strides[1] == 0 and (sel[:, 0] == first).all()) and not (sel == first).all():
        return None
    codes = [(int(first) >> (8 * i)) & 0xFF for i in range(4)]
    return codes if max(codes) < 8 else None


@semantic("v_perm_b32")
def _perm(b, ins):
    """Byte permute: selector byte i picks from the 8 bytes {S0, S1} (S1 the low dword) or a constant."""
    hi, lo, sel = (raw32(b, ins.operands[i]) for i in (1, 2, 3))
    codes = _uniform_byte_selector(sel)
    if codes is not None:  # one selector for every lane, picking source bytes only: a byte gather
        src = np.stack((lo, hi), axis=-1).view(np.uint8)  # (k, 64, 8): S1's bytes 0-3, then S0's (little-endian)
        b.vwrite(ins.operands[0], np.ascontiguousarray(src[..., codes]).view(U32)[..., 0], "u32")
        return
    data = ((hi.astype(U64) << U64(32)) | lo.astype(U64))
    out = np.zeros((b.k, 64), dtype=U32)
    for i in range(4):
        s = ((sel >> U32(8 * i)) & U32(0xFF)).astype(U64)
        byte = (data >> (np.minimum(s, U64(7)) * U64(8))) & U64(0xFF)
        sign_src = {8: 15, 9: 31, 10: 47, 11: 63}
        for code, bit in sign_src.items():
            byte = np.where(s == code, ((data >> U64(bit)) & U64(1)) * U64(0xFF), byte)
        byte = np.where(s == 12, U64(0), byte)
        byte = np.where(s > 12, U64(0xFF), byte)
        out |= byte.astype(U32) << U32(8 * i)
    b.vwrite(ins.operands[0], out, "u32")


@semantic("v_bitop3_b32", "v_bitop3_b16", mods=("bitop3", "op_sel"))
def _bitop3(b, ins):
    """gfx950: bitwise function of three inputs given by an 8-bit truth table ``bitop3:TTBL``; result bit =
    TTBL bit ((s0 << 2) | (s1 << 1) | s2)."""
    ttbl = int(ins.mods.get("bitop3", 0))
    x, y, z = (raw32(b, ins.operands[i]) for i in (1, 2, 3))
    out = np.zeros((b.k, 64), dtype=U32)
    for idx in range(8):
        if ttbl >> idx & 1:
            term = (x if idx & 4 else ~x) & (y if idx & 2 else ~y) & (z if idx & 1 else ~z)
            out |= term
    if ins.mnemonic.startswith("v_bitop3_b16"):
        b.vwrite(ins.operands[0], (out & U32(0xFFFF)).astype(U16), "u16")
    else:
        b.vwrite(ins.operands[0], out, "u32")


from . import valu_float, valu_lane, valu_special  # noqa: E402,F401  (register the other VALU groups)

__all__ = ["_popcount32", "_ffbh", "_brev"]
