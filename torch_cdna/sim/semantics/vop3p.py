"""VOP3P semantics: packed 16-bit math (``v_pk_*_f16/u16/i16/b16``), packed f32 math on register pairs
(``v_pk_add/mul/fma_f32``, ``v_pk_mov_b32``), mixed-precision fma (``v_fma_mix*``) and dot products.

Operand halves (CDNA3 ISA, VOP3P): the low result lane takes source ``i``'s half ``op_sel[i]`` (0 = low
16 bits / first register of a pair), the high result lane takes half ``op_sel_hi[i]`` (default 1);
``neg_lo[i]``/``neg_hi[i]`` negate the value used by the low/high lane. An inline constant supplies the same
16-bit (packed 16-bit ops) or 32-bit (packed f32 ops) value to both halves. ``clamp`` clamps float results
to [0, 1] and saturates integer ones.

``v_fma_mix_f32``: source ``i`` is an f32 when ``op_sel_hi[i]`` is 0 (the default when op_sel_hi is not
written), else the f16 half ``op_sel[i]``; the fma is exact and rounded once to f32. ``mixlo``/``mixhi`` convert
that f32 result to f16 (a second rounding) and keep the other half: LLVM relies on this when it selects them
for an fptrunc of an f32 fmul/fma without contraction flags (llvm-project PR 219723: "the same pair of
roundings the IR performs"); the ISA text only says "fma with an f16 result", so this is the one documented
reading, not a hardware measurement.
Dot products accumulate exactly in f64 (integers: exactly) and round once.
"""

from __future__ import annotations

import numpy as np

from ..operands import Const, Reg
from . import semantic
from .vcommon import (VOP12_MODS, _round_to_odd_sum, fma_f16, fma_f32, flush_in, flush_out, omod_clamp, op_sel_bits,
                      raw32, sum_rounded)
from .valu_float import fmax, fmin

U16, U32 = np.uint16, np.uint32
PK_MODS = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp")
_NP = {"f16": np.float16, "u16": np.uint16, "i16": np.int16, "b16": np.uint16, "bf16": np.uint16}


def _sel(ins, i: int) -> tuple[int, int, int, int]:
    """(op_sel, op_sel_hi, neg_lo, neg_hi) bits of source ``i``."""
    return (op_sel_bits(ins, "op_sel", 4, 0)[i], op_sel_bits(ins, "op_sel_hi", 4, 1)[i],
            op_sel_bits(ins, "neg_lo", 4, 0)[i], op_sel_bits(ins, "neg_hi", 4, 0)[i])


def _const16(b, op: Const, ty: str) -> np.ndarray:
    if isinstance(op.value, float):
        v = np.array(op.value, dtype=np.float16)
        if op.abs:
            v = np.abs(v)
        if op.neg:
            v = -v
        bits = int(v.view(U16))
    else:
        bits = int(op.value) & 0xFFFF
    return np.full((b.k, 64), bits, dtype=U16)


def halves(b, ins, i: int, ty: str) -> tuple[np.ndarray, np.ndarray]:
    """Source ``i`` (0-based among sources) as the (low-lane, high-lane) 16-bit values of ``ty``."""
    op = ins.operands[1 + i]
    sel, sel_hi, neg_lo, neg_hi = _sel(ins, i)
    if isinstance(op, Const):
        words = _const16(b, op, ty).astype(U32) * U32(0x10001)
    else:
        words = raw32(b, op)
    lo = ((words >> U32(16 * sel)) & U32(0xFFFF)).astype(U16).view(_NP[ty])
    hi = ((words >> U32(16 * sel_hi)) & U32(0xFFFF)).astype(U16).view(_NP[ty])
    if ty == "f16":
        if isinstance(op, Reg) and op.abs:
            lo, hi = np.abs(lo), np.abs(hi)
        lo = -lo if neg_lo or (isinstance(op, Reg) and op.neg) else lo
        hi = -hi if neg_hi or (isinstance(op, Reg) and op.neg) else hi
        lo, hi = flush_in(b, lo, "f16"), flush_in(b, hi, "f16")
    return lo, hi


def _write16(b, ins, lo: np.ndarray, hi: np.ndarray) -> None:
    lo = np.broadcast_to(lo, (b.k, 64)).view(U16).astype(U32)
    hi = np.broadcast_to(hi, (b.k, 64)).view(U16).astype(U32)
    b.vwrite(ins.operands[0], lo | (hi << U32(16)), "u32")


def _fpk16(mnemonic: str, nsrc: int, fn) -> None:
    @semantic(mnemonic, mods=PK_MODS)
    def _run(b, ins):
        srcs = [halves(b, ins, i, "f16") for i in range(nsrc)]
        with np.errstate(all="ignore"):
            out = [fn(b, *[s[h] for s in srcs]) for h in (0, 1)]
        out = [flush_out(b, omod_clamp(b, ins, np.asarray(o, dtype=np.float16), "f16"), "f16") for o in out]
        _write16(b, ins, *out)


_fpk16("v_pk_add_f16", 2, lambda b, x, y: x + y)
_fpk16("v_pk_mul_f16", 2, lambda b, x, y: x * y)
_fpk16("v_pk_fma_f16", 3, lambda b, x, y, z: fma_f16(x, y, z))
_fpk16("v_pk_max_f16", 2, fmax)
_fpk16("v_pk_min_f16", 2, fmin)

_RANGE16 = {"u16": (0, 0xFFFF), "i16": (-0x8000, 0x7FFF)}


def _ipk16(mnemonic: str, ty: str, nsrc: int, fn) -> None:
    @semantic(mnemonic, mods=PK_MODS)
    def _run(b, ins):
        srcs = [halves(b, ins, i, ty) for i in range(nsrc)]
        out = []
        for h in (0, 1):
            r = fn(*[s[h].astype(np.int64) for s in srcs])
            if ins.mods.get("clamp") and ty in _RANGE16:
                r = np.clip(r, *_RANGE16[ty])
            out.append((r & 0xFFFF).astype(U16))
        _write16(b, ins, *out)


for _ty in ("u16", "i16"):
    _ipk16(f"v_pk_add_{_ty}", _ty, 2, lambda x, y: x + y)
    _ipk16(f"v_pk_sub_{_ty}", _ty, 2, lambda x, y: x - y)
    _ipk16(f"v_pk_max_{_ty}", _ty, 2, np.maximum)
    _ipk16(f"v_pk_min_{_ty}", _ty, 2, np.minimum)
    _ipk16(f"v_pk_mad_{_ty}", _ty, 3, lambda x, y, z: x * y + z)
_ipk16("v_pk_mul_lo_u16", "u16", 2, lambda x, y: x * y)
_ipk16("v_pk_lshlrev_b16", "u16", 2, lambda s, x: x << (s & 15))
_ipk16("v_pk_lshrrev_b16", "u16", 2, lambda s, x: x >> (s & 15))
_ipk16("v_pk_ashrrev_i16", "i16", 2, lambda s, x: x >> (s & 15))


# ---------------------------------------------------------------- packed f32 on register pairs
def _pair(b, ins, i: int) -> tuple[np.ndarray, np.ndarray]:
    """Source ``i``: (value for the low result, value for the high result) as f32 bit patterns."""
    op = ins.operands[1 + i]
    sel, sel_hi, neg_lo, neg_hi = _sel(ins, i)
    if isinstance(op, Const):
        v = np.broadcast_to(b.vread(op, "u32"), (b.k, 64))
        regs = (v, v)
    else:
        base = Reg(op.file, op.index, 1)
        nxt = Reg(op.file, op.index + 1, 1)
        regs = (raw32(b, base), raw32(b, nxt))
    return regs[sel], regs[sel_hi], neg_lo, neg_hi


def _fpk32_values(b, ins, i: int) -> tuple[np.ndarray, np.ndarray]:
    lo, hi, neg_lo, neg_hi = _pair(b, ins, i)
    op = ins.operands[1 + i]
    vals = []
    for bits, neg in ((lo, neg_lo), (hi, neg_hi)):
        x = bits.view(np.float32)
        if isinstance(op, Reg) and op.abs:
            x = np.abs(x)
        if neg or (isinstance(op, Reg) and op.neg):
            x = -x
        vals.append(flush_in(b, x, "f32"))
    return vals[0], vals[1]


def _fpk32(mnemonic: str, nsrc: int, fn) -> None:
    @semantic(mnemonic, mods=PK_MODS)
    def _run(b, ins):
        srcs = [_fpk32_values(b, ins, i) for i in range(nsrc)]
        out = []
        for h in (0, 1):
            with np.errstate(all="ignore"):
                r = np.asarray(fn(*[s[h] for s in srcs]), dtype=np.float32)
            out.append(flush_out(b, omod_clamp(b, ins, r, "f32"), "f32"))
        dst = ins.operands[0]
        for h in (0, 1):  # both halves computed before either is written (a source may be the destination)
            b.vwrite(Reg(dst.file, dst.index + h, 1), out[h], "f32")


_fpk32("v_pk_add_f32", 2, lambda x, y: x + y)
_fpk32("v_pk_mul_f32", 2, lambda x, y: x * y)
_fpk32("v_pk_fma_f32", 3, fma_f32)


@semantic("v_pk_mov_b32", mods=("op_sel", "op_sel_hi"))
def _pk_mov(b, ins):
    """D[0] = src0 dword op_sel[0], D[1] = src1 dword op_sel[1]."""
    sel = op_sel_bits(ins, "op_sel", 2, 0)
    words = []
    for i in (0, 1):
        op = ins.operands[1 + i]
        if isinstance(op, Const):
            words.append(np.broadcast_to(b.vread(op, "u32"), (b.k, 64)))
        else:
            words.append(raw32(b, Reg(op.file, op.index + sel[i], 1)))
    b.vwrite_words(ins.operands[0], np.stack(words, axis=1))


# ---------------------------------------------------------------- mixed precision fma
def _mix_src(b, ins, i: int) -> np.ndarray:
    op = ins.operands[1 + i]
    # unlike the packed forms (default op_sel_hi:[1,1,1]), a mix instruction written without op_sel_hi has it
    # all 0, i.e. f32 sources: what llvm-mc encodes for `v_fma_mix_f32 v2, v0, v1, v3`
    sel, sel_hi = op_sel_bits(ins, "op_sel", 4, 0)[i], op_sel_bits(ins, "op_sel_hi", 4, 0)[i]
    if sel_hi:  # f16 half
        if isinstance(op, Const):
            h = _const16(b, Const(op.value, op.literal), "f16").view(np.float16)
        else:
            h = ((raw32(b, op) >> U32(16 * sel)) & U32(0xFFFF)).astype(U16).view(np.float16)
        x = flush_in(b, h, "f16").astype(np.float64)
    else:
        c = Const(op.value, op.literal) if isinstance(op, Const) else Reg(op.file, op.index, 1)
        x = flush_in(b, np.broadcast_to(b.vread(c, "f32"), (b.k, 64)), "f32").astype(np.float64)
    if getattr(op, "abs", False):
        x = np.abs(x)
    if getattr(op, "neg", False):
        x = -x
    return x


def _mix(mnemonic: str, out: str) -> None:
    @semantic(mnemonic, mods=PK_MODS)
    def _run(b, ins):
        x, y, z = (_mix_src(b, ins, i) for i in range(3))
        with np.errstate(all="ignore"):  # the f64 product of f16/f32 values is exact; one rounding of the sum
            r = sum_rounded(x * y, z, np.float32)
            if out != "f32":
                r = r.astype(np.float16)  # the f32 result converted: a second rounding (module docstring)
        if out == "f32":
            res = flush_out(b, omod_clamp(b, ins, r, "f32"), "f32")
            b.vwrite(ins.operands[0], res, "f32")
            return
        with np.errstate(over="ignore"):
            res = flush_out(b, omod_clamp(b, ins, r, "f16"), "f16")
        old = raw32(b, ins.operands[0])
        v = np.broadcast_to(res, (b.k, 64)).view(U16).astype(U32)
        new = (old & U32(0xFFFF)) | (v << U32(16)) if out == "hi" else (old & U32(0xFFFF0000)) | v
        b.vwrite(ins.operands[0], new, "u32")


for _prefix in ("fma", "mad"):
    _mix(f"v_{_prefix}_mix_f32", "f32")
    _mix(f"v_{_prefix}_mixlo_f16", "lo")
    _mix(f"v_{_prefix}_mixhi_f16", "hi")


# ---------------------------------------------------------------- dot products
def _bf16_to_f64(bits: np.ndarray) -> np.ndarray:
    return (bits.view(U16).astype(U32) << U32(16)).view(np.float32).astype(np.float64)


def _dot2_float(mnemonic: str, src_ty: str, acc_first: bool = False) -> None:
    """D.f32 = a.lo*b.lo + a.hi*b.hi + c (VOP2 ``dot2c``: c is the destination)."""
    @semantic(mnemonic, mods=PK_MODS + VOP12_MODS)
    def _run(b, ins):
        ty = "f16" if src_ty == "f16" else "bf16"
        (alo, ahi), (blo, bhi) = halves(b, ins, 0, ty), halves(b, ins, 1, ty)
        conv = (lambda v: v.astype(np.float64)) if ty == "f16" else _bf16_to_f64
        cop = ins.operands[0] if acc_first else ins.operands[3]
        c = flush_in(b, np.broadcast_to(b.vread(cop, "f32"), (b.k, 64)), "f32").astype(np.float64)
        with np.errstate(all="ignore"):
            s = _round_to_odd_sum(conv(alo) * conv(blo), conv(ahi) * conv(bhi))
            r = _round_to_odd_sum(s, c).astype(np.float32)
        b.vwrite(ins.operands[0], flush_out(b, omod_clamp(b, ins, r, "f32"), "f32"), "f32")


_dot2_float("v_dot2_f32_f16", "f16")
_dot2_float("v_dot2_f32_bf16", "bf16")
_dot2_float("v_dot2c_f32_f16", "f16", acc_first=True)
_dot2_float("v_dot2c_f32_bf16", "bf16", acc_first=True)


def _dot_int(mnemonic: str, bits: int, signed: bool, acc_first: bool = False) -> None:
    """D = sum over the 32/bits lanes of a_i * b_i + c (32-bit accumulate; clamp saturates)."""
    n = 32 // bits

    @semantic(mnemonic, mods=PK_MODS + VOP12_MODS)
    def _run(b, ins):
        x, y = raw32(b, ins.operands[1]).astype(np.int64), raw32(b, ins.operands[2]).astype(np.int64)
        cop = ins.operands[0] if acc_first else ins.operands[3]
        c = np.broadcast_to(b.vread(cop, "i32" if signed else "u32"), (b.k, 64)).astype(np.int64)
        mask = (1 << bits) - 1
        total = c.copy()
        for j in range(n):
            xa, ya = (x >> (bits * j)) & mask, (y >> (bits * j)) & mask
            if signed:
                xa, ya = (xa ^ (1 << (bits - 1))) - (1 << (bits - 1)), (ya ^ (1 << (bits - 1))) - (1 << (bits - 1))
            total = total + xa * ya
        if ins.mods.get("clamp"):
            total = np.clip(total, -2**31, 2**31 - 1) if signed else np.clip(total, 0, 2**32 - 1)
        b.vwrite(ins.operands[0], (total & 0xFFFFFFFF).astype(U32), "u32")


_dot_int("v_dot2_i32_i16", 16, True)
_dot_int("v_dot2_u32_u16", 16, False)
_dot_int("v_dot4_i32_i8", 8, True)
_dot_int("v_dot4_u32_u8", 8, False)
_dot_int("v_dot8_i32_i4", 4, True)
_dot_int("v_dot8_u32_u4", 4, False)
_dot_int("v_dot2c_i32_i16", 16, True, acc_first=True)
_dot_int("v_dot4c_i32_i8", 8, True, acc_first=True)
_dot_int("v_dot8c_i32_i4", 4, True, acc_first=True)


@semantic("v_pk_fmac_f16", mods=("clamp",) + VOP12_MODS)
def _pk_fmac_f16(b, ins):
    words = [raw32(b, ins.operands[i]) for i in (1, 2, 0)]
    out = []
    for h in (0, 1):
        x, y, z = (((w >> U32(16 * h)) & U32(0xFFFF)).astype(U16).view(np.float16) for w in words)
        x, y, z = (flush_in(b, v, "f16") for v in (x, y, z))
        out.append(flush_out(b, omod_clamp(b, ins, fma_f16(x, y, z), "f16"), "f16"))
    _write16(b, ins, *out)


__all__ = ["halves"]
