"""Scalar ALU semantics (SOP1, SOP2, SOPK, SOPC): integer arithmetic, logic, shifts, compares, moves and the
EXEC save/restore forms, over (k,) arrays (one value per wave). Definitions from the CDNA3 ISA, chapter 4."""

from __future__ import annotations

import operator

import numpy as np

from . import semantic

U32, I32, U64, I64 = np.uint32, np.int32, np.uint64, np.int64
M32 = np.uint64(0xFFFFFFFF)


def _binary(mnemonic: str, ty: str, fn, scc=None) -> None:
    """Register ``sdst = fn(a, b)``; ``scc(a, b, result)`` gives SCC when the instruction writes it."""
    @semantic(mnemonic)
    def _run(b, ins):
        x, y = b.sread(ins.operands[1], ty), b.sread(ins.operands[2], ty)
        with np.errstate(over="ignore"):
            r = fn(x, y)
        b.swrite(ins.operands[0], r, ty)
        if scc is not None:
            b.write_scc(scc(x, y, r))


def _nonzero(x, y, r):
    return r != 0


def _shift_amount(y, bits):
    return (y.astype(np.uint64) & np.uint64(bits - 1)).astype(np.uint64)


for _bits, _ty, _uty in ((32, "u32", U32), (64, "u64", U64)):
    _sfx = f"b{_bits}"
    for _name, _fn in (("and", operator.and_), ("or", operator.or_), ("xor", operator.xor),
                       ("andn2", lambda x, y: x & ~y), ("orn2", lambda x, y: x | ~y),
                       ("nand", lambda x, y: ~(x & y)), ("nor", lambda x, y: ~(x | y)),
                       ("xnor", lambda x, y: ~(x ^ y))):
        _binary(f"s_{_name}_{_sfx}", _ty, _fn, _nonzero)
    _binary(f"s_lshl_{_sfx}", _ty, lambda x, y, _b=_bits, _t=_uty: (x.astype(U64) << _shift_amount(y, _b)).astype(_t)
            if _b == 32 else x << _shift_amount(y, _b), _nonzero)
    _binary(f"s_lshr_{_sfx}", _ty, lambda x, y, _b=_bits, _t=_uty: (x.astype(U64) >> _shift_amount(y, _b)).astype(_t),
            _nonzero)
    _binary(f"s_ashr_{'i32' if _bits == 32 else 'i64'}", "i32" if _bits == 32 else "i64",
            lambda x, y, _b=_bits: x >> _shift_amount(y, _b).astype(x.dtype), _nonzero)


@semantic("s_cselect_b32", "s_cselect_b64")
def _cselect(b, ins):
    ty = "u64" if ins.mnemonic.endswith("64") else "u32"
    x, y = b.sread(ins.operands[1], ty), b.sread(ins.operands[2], ty)
    b.swrite(ins.operands[0], np.where(b.read_scc(), x, y), ty)


def _add_u32(x, y):
    return (x.astype(U64) + y.astype(U64)).astype(U32)


_binary("s_add_u32", "u32", _add_u32, lambda x, y, r: (x.astype(U64) + y.astype(U64)) > M32)
_binary("s_sub_u32", "u32", lambda x, y: x - y, lambda x, y, r: y > x)
_binary("s_add_i32", "i32", lambda x, y: x + y,
        lambda x, y, r: ((x >= 0) == (y >= 0)) & ((r >= 0) != (x >= 0)))
_binary("s_sub_i32", "i32", lambda x, y: x - y,
        lambda x, y, r: ((x >= 0) != (y >= 0)) & ((r >= 0) != (x >= 0)))
_binary("s_min_i32", "i32", np.minimum, lambda x, y, r: x < y)
_binary("s_min_u32", "u32", np.minimum, lambda x, y, r: x < y)
_binary("s_max_i32", "i32", np.maximum, lambda x, y, r: x > y)
_binary("s_max_u32", "u32", np.maximum, lambda x, y, r: x > y)
_binary("s_mul_i32", "u32", lambda x, y: (x.astype(U64) * y.astype(U64)).astype(U32))
_binary("s_mul_hi_u32", "u32", lambda x, y: ((x.astype(U64) * y.astype(U64)) >> np.uint64(32)).astype(U32))
_binary("s_mul_hi_i32", "i32", lambda x, y: ((x.astype(I64) * y.astype(I64)) >> np.int64(32)).astype(I32))
_binary("s_absdiff_i32", "i32", lambda x, y: np.abs(x.astype(I64) - y.astype(I64)).astype(U32).astype(I32),
        lambda x, y, r: r != 0)
for _n in (1, 2, 3, 4):
    _binary(f"s_lshl{_n}_add_u32", "u32",
            lambda x, y, _n=_n: ((x.astype(U64) << np.uint64(_n)) + y.astype(U64)).astype(U32),
            lambda x, y, r, _n=_n: ((x.astype(U64) << np.uint64(_n)) + y.astype(U64)) > M32)
_binary("s_pack_ll_b32_b16", "u32", lambda x, y: (x & U32(0xFFFF)) | (y << U32(16)))
_binary("s_pack_lh_b32_b16", "u32", lambda x, y: (x & U32(0xFFFF)) | (y & U32(0xFFFF0000)))
_binary("s_pack_hh_b32_b16", "u32", lambda x, y: (x >> U32(16)) | (y & U32(0xFFFF0000)))
_binary("s_bfm_b32", "u32", lambda x, y: ((((np.uint64(1) << (x.astype(U64) & np.uint64(31))) - np.uint64(1))
                                           << (y.astype(U64) & np.uint64(31))) & M32).astype(U32))


@semantic("s_addc_u32", "s_subb_u32")
def _carry(b, ins):
    x, y = b.sread(ins.operands[1], "u32").astype(U64), b.sread(ins.operands[2], "u32").astype(U64)
    c = b.read_scc().astype(U64)
    if ins.mnemonic == "s_addc_u32":
        full = x + y + c
        b.swrite(ins.operands[0], (full & M32).astype(U32), "u32")
        b.write_scc(full > M32)
    else:
        b.swrite(ins.operands[0], ((x - y - c) & M32).astype(U32), "u32")
        b.write_scc(y + c > x)


def _bfe(x, y, bits, signed):
    offset = (y & 0x1F if bits == 32 else y & 0x3F).astype(np.uint64)
    width = ((y >> 16) & 0x7F).astype(np.uint64)
    ux = x.astype(np.uint64) & (M32 if bits == 32 else np.uint64(0xFFFFFFFFFFFFFFFF))
    field = (ux >> offset) & ((np.uint64(1) << np.minimum(width, np.uint64(63))) - np.uint64(1))
    field = np.where(width >= 64, ux >> offset, field)
    if signed:
        sign = np.where(width > 0, (field >> np.maximum(width, np.uint64(1)) - np.uint64(1)) & np.uint64(1), 0)
        ext = np.where(sign.astype(bool), ~((np.uint64(1) << np.minimum(width, np.uint64(63))) - np.uint64(1)), 0)
        field = field | ext.astype(np.uint64)
    return field if bits == 64 else (field & M32).astype(U32)


for _bits in (32, 64):
    for _signed in (False, True):
        _name = f"s_bfe_{'i' if _signed else 'u'}{_bits}"
        _binary(_name, "u32" if _bits == 32 else "u64",
                lambda x, y, _b=_bits, _s=_signed: _bfe(x, y.astype(np.uint64), _b, _s), _nonzero)


# ---------------------------------------------------------------- SOP1
def _unary(mnemonic: str, ty: str, fn, scc=None, dst_ty: str | None = None) -> None:
    @semantic(mnemonic)
    def _run(b, ins):
        x = b.sread(ins.operands[1], ty)
        r = fn(x)
        b.swrite(ins.operands[0], r, dst_ty or ty)
        if scc is not None:
            b.write_scc(scc(r))


def _popcount(x):
    x = x.astype(np.uint64)
    return np.array([bin(int(v)).count("1") for v in x], dtype=np.uint32) if x.size else x.astype(np.uint32)


def _ff1(x, bits):
    out = np.full(x.shape, 0xFFFFFFFF, dtype=np.uint32)
    for i, v in enumerate(x.astype(np.uint64)):
        v = int(v)
        if v:
            out[i] = (v & -v).bit_length() - 1
    return out


def _flbit(x, bits):
    out = np.full(x.shape, 0xFFFFFFFF, dtype=np.uint32)
    for i, v in enumerate(x.astype(np.uint64)):
        v = int(v)
        if v:
            out[i] = bits - v.bit_length()
    return out


def _flbit_signed(x, bits):
    """S_FLBIT_I32 / S_FLBIT_I32_I64: the first i in 1..bits-1 whose bit (bits-1-i) differs from the sign bit,
    i.e. the leading bits equal to the sign, sign included; -1 when every bit equals the sign (0 and -1)."""
    top = 1 << (bits - 1)
    return _flbit(np.array([int(v) ^ ((1 << bits) - 1) if int(v) & top else int(v) for v in x.astype(np.uint64)],
                           dtype=np.uint64), bits)


for _bits, _ty in ((32, "u32"), (64, "u64")):
    _all = np.uint64(0xFFFFFFFFFFFFFFFF) if _bits == 64 else U32(0xFFFFFFFF)
    _unary("s_flbit_i32" if _bits == 32 else "s_flbit_i32_i64", _ty, lambda x, _b=_bits: _flbit_signed(x, _b), None,
           "u32")
    _unary(f"s_mov_b{_bits}", _ty, lambda x: x)
    _unary(f"s_not_b{_bits}", _ty, lambda x: ~x, lambda r: r != 0)
    _unary(f"s_bcnt1_i32_b{_bits}", _ty, _popcount, lambda r: r != 0, "u32")
    _unary(f"s_bcnt0_i32_b{_bits}", _ty, lambda x, _b=_bits: (_b - _popcount(x)).astype(U32), lambda r: r != 0, "u32")
    _unary(f"s_ff1_i32_b{_bits}", _ty, lambda x, _b=_bits: _ff1(x, _b), None, "u32")
    _unary(f"s_ff0_i32_b{_bits}", _ty, lambda x, _b=_bits, _m=_all: _ff1(~x & _m, _b), None, "u32")
    _unary(f"s_flbit_i32_b{_bits}", _ty, lambda x, _b=_bits: _flbit(x, _b), None, "u32")
    _unary(f"s_brev_b{_bits}", _ty, lambda x, _b=_bits, _t=_ty: np.array(
        [int(f"{int(v):0{_b}b}"[::-1], 2) for v in x.astype(np.uint64)], dtype=np.uint64).astype(x.dtype))


@semantic("s_cmov_b32", "s_cmov_b64")
def _cmov(b, ins):
    ty = "u64" if ins.mnemonic.endswith("64") else "u32"
    new = b.sread(ins.operands[1], ty)
    old = b.sread(ins.operands[0], ty)
    b.swrite(ins.operands[0], np.where(b.read_scc(), new, old), ty)


_unary("s_sext_i32_i8", "u32", lambda x: (x & U32(0xFF)).astype(np.uint8).view(np.int8).astype(I32).view(U32))
_unary("s_sext_i32_i16", "u32", lambda x: (x & U32(0xFFFF)).astype(np.uint16).view(np.int16).astype(I32).view(U32))
_unary("s_abs_i32", "i32", lambda x: np.abs(x), lambda r: r != 0)


@semantic("s_bitset0_b32", "s_bitset1_b32")
def _bitset(b, ins):
    bit = U32(1) << (b.sread(ins.operands[1], "u32") & U32(31))
    old = b.sread(ins.operands[0], "u32")
    b.swrite(ins.operands[0], old | bit if ins.mnemonic.endswith("1_b32") else old & ~bit, "u32")


_SAVEEXEC = {
    "and": lambda e, s: s & e, "or": lambda e, s: s | e, "xor": lambda e, s: s ^ e,
    "andn2": lambda e, s: s & ~e, "orn2": lambda e, s: s | ~e, "nand": lambda e, s: ~(s & e),
    "nor": lambda e, s: ~(s | e), "xnor": lambda e, s: ~(s ^ e), "andn1": lambda e, s: ~s & e,
    "orn1": lambda e, s: ~s | e,
}


def _register_saveexec(name: str, fn) -> None:
    @semantic(f"s_{name}_saveexec_b64")
    def _run(b, ins):
        exec_op = _exec_reg()
        old = b.sread(exec_op, "u64")
        src = b.sread(ins.operands[1], "u64")
        new = fn(old, src)
        b.swrite(ins.operands[0], old, "u64")
        b.swrite(exec_op, new, "u64")
        b.write_scc(new != 0)


def _exec_reg():
    from ..operands import EXEC, Reg
    return Reg("s", EXEC, 2)


for _name, _fn in _SAVEEXEC.items():
    _register_saveexec(_name, _fn)


@semantic("s_andn1_wrexec_b64", "s_andn2_wrexec_b64")
def _wrexec(b, ins):
    exec_op = _exec_reg()
    e, s = b.sread(exec_op, "u64"), b.sread(ins.operands[1], "u64")
    new = (~s & e) if "andn1" in ins.mnemonic else (s & ~e)
    b.swrite(exec_op, new, "u64")
    b.swrite(ins.operands[0], new, "u64")
    b.write_scc(new != 0)


_binary("s_bfm_b64", "u64", lambda x, y: ((np.uint64(1) << (x.astype(U64) & np.uint64(63))) - np.uint64(1))
        << (y.astype(U64) & np.uint64(63)))


def _wqm(x: np.ndarray, bits: int) -> np.ndarray:
    """Whole quad mode: every 4-bit group becomes all ones when any of its bits is set."""
    x = x.astype(U64)
    out = np.zeros_like(x)
    for q in range(0, bits, 4):
        nib = (x >> np.uint64(q)) & np.uint64(0xF)
        out |= np.where(nib != 0, np.uint64(0xF) << np.uint64(q), np.uint64(0))
    return out


_unary("s_wqm_b32", "u32", lambda x: _wqm(x, 32).astype(U32), lambda r: r != 0)
_unary("s_wqm_b64", "u64", lambda x: _wqm(x, 64), lambda r: r != 0)


# ---------------------------------------------------------------- SOPK
def _simm16(op) -> int:
    v = int(op.value) & 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


@semantic("s_movk_i32")
def _movk(b, ins):
    b.swrite(ins.operands[0], np.full(b.k, _simm16(ins.operands[1]), dtype=np.int64).astype(I32), "i32")


@semantic("s_cmovk_i32")
def _cmovk(b, ins):
    old = b.sread(ins.operands[0], "i32")
    b.swrite(ins.operands[0], np.where(b.read_scc(), I32(_simm16(ins.operands[1])), old), "i32")


@semantic("s_addk_i32")
def _addk(b, ins):
    x = b.sread(ins.operands[0], "i32")
    imm = I32(_simm16(ins.operands[1]))
    with np.errstate(over="ignore"):
        r = x + imm
    b.swrite(ins.operands[0], r, "i32")
    b.write_scc(((x >= 0) == (imm >= 0)) & ((r >= 0) != (x >= 0)))


@semantic("s_mulk_i32")
def _mulk(b, ins):
    x = b.sread(ins.operands[0], "u32").astype(U64)
    b.swrite(ins.operands[0], (x * np.uint64(_simm16(ins.operands[1]) & 0xFFFFFFFF)).astype(U32), "u32")


# ---------------------------------------------------------------- SOPC / SOPK compares
_CMP = {"eq": operator.eq, "lg": operator.ne, "gt": operator.gt, "ge": operator.ge, "lt": operator.lt,
        "le": operator.le}


def _register_cmp(cmp: str, ty: str) -> None:
    @semantic(f"s_cmp_{cmp}_{ty}")
    def _run(b, ins):
        b.write_scc(_CMP[cmp](b.sread(ins.operands[0], ty), b.sread(ins.operands[1], ty)))

    @semantic(f"s_cmpk_{cmp}_{ty}")
    def _runk(b, ins):
        imm = ins.operands[1].value & 0xFFFF
        if ty == "i32":
            imm = imm - 0x10000 if imm & 0x8000 else imm
        b.write_scc(_CMP[cmp](b.sread(ins.operands[0], ty).astype(np.int64), imm))


for _cmp in _CMP:
    for _t in ("i32", "u32"):
        _register_cmp(_cmp, _t)
for _cmp in ("eq", "lg"):
    _binary_cmp = _CMP[_cmp]

    @semantic(f"s_cmp_{_cmp}_u64")
    def _run64(b, ins, _f=_binary_cmp):
        b.write_scc(_f(b.sread(ins.operands[0], "u64"), b.sread(ins.operands[1], "u64")))


@semantic("s_bitcmp0_b32", "s_bitcmp1_b32", "s_bitcmp0_b64", "s_bitcmp1_b64")
def _bitcmp(b, ins):
    wide = ins.mnemonic.endswith("64")
    x = b.sread(ins.operands[0], "u64" if wide else "u32").astype(np.uint64)
    bit = (x >> (b.sread(ins.operands[1], "u32").astype(np.uint64) & np.uint64(63 if wide else 31))) & np.uint64(1)
    b.write_scc(bit == (1 if "bitcmp1" in ins.mnemonic else 0))
