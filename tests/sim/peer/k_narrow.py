"""Peer kernels: saturating int8/uint8/int16 arithmetic, uint8/int16/f16 conversions and scalar f16 math, f16
and bf16 atomic adds, an LDS histogram, and int32/int64 bit counts.

Each kernel's docstring names the mnemonics or modifiers it added to the suite (MNEMONICS.md) when it came in.

Example::

    >>> from tests.sim.peer.k_narrow import KERNELS, wrap
    >>> "histogram_lds" in [k.name for k in KERNELS]
    True
    >>> import torch
    >>> wrap(torch.tensor([32768, -32769]), 16).tolist()
    [-32768, 32767]
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl
from triton.language.extra.hip import libdevice

from .spec import Case, Check, PeerKernel, f64_to_f16_rne, poison, randint, randn, uniform


def wrap(x: torch.Tensor, bits: int) -> torch.Tensor:
    """Two's complement wraparound of int64 values to ``bits`` bits (still int64)."""
    m = 1 << bits
    return ((x + m // 2) % m) - m // 2


# ------------------------------------------------------------------------------------- saturation


@triton.jit
def sat_small_ints(a_ptr, b_ptr, s8_ptr, u8_ptr, s16_ptr, n, BLOCK: tl.constexpr):
    """Saturating int8 add, uint8 scale and int16 multiply clamped to +-1000 (tl.clamp, minimum/maximum).
    Added: ``global_load_sbyte``, ``v_add_i16``, ``v_med3_i16``, ``v_lshrrev_b16_e32``, ``v_mul_lo_u16_e32``."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    s = tl.clamp(a.to(tl.int16) + b.to(tl.int16), -128, 127).to(tl.int8)
    tl.store(s8_ptr + offs, s, mask=mask)
    tl.store(u8_ptr + offs, tl.clamp(a.to(tl.int16) * 3, 0, 255).to(tl.uint8), mask=mask)
    w = tl.minimum(tl.maximum(a.to(tl.int16) * b.to(tl.int16), -1000), 1000)
    tl.store(s16_ptr + offs, w, mask=mask)


def _sat_case(arch: str, gen: torch.Generator) -> Case:
    n = 1000
    a, b = (randint(gen, -128, 128, n, dtype=torch.int8) for _ in range(2))
    a[:6] = torch.tensor([127, -128, 127, -128, 0, 85], dtype=torch.int8)  # both clamp ends, exact 255
    b[:6] = torch.tensor([127, -128, -128, 127, 0, 1], dtype=torch.int8)
    al, bl = a.long(), b.long()
    checks = [Check(2, (al + bl).clamp(-128, 127).to(torch.int8), mode="exact", label="int8 add sat"),
              Check(3, (al * 3).clamp(0, 255).to(torch.uint8), mode="exact", label="uint8 clamp"),
              Check(4, (al * bl).clamp(-1000, 1000).to(torch.int16), mode="exact", label="int16 clamp")]
    return Case([a, b, poison(n, torch.int8), poison(n, torch.uint8), poison(n, torch.int16), n], checks)


# ----------------------------------------------------------------------- narrow conversions, f16 math


@triton.jit
def cvt_narrow_f16(a_ptr, b_ptr, h_ptr, k_ptr, g_ptr, x_ptr, f_ptr, i8_ptr, i16_ptr, r_ptr, n,
                   BLOCK: tl.constexpr):
    """uint8/int16 -> f32, f16 <-> int16, f32 -> int8, and scalar f16 add/mul/max/min (fused into v_fma_f16).
    Added: ``v_cvt_f32_ubyte0_e32``, ``v_cvt_f16_i16_e32``, ``v_cvt_i16_f16_e32``, ``v_cvt_f32_i32_sdwa``,
    ``v_add_f16_e32``, ``v_fma_f16``, ``v_max_f16_e32``, ``v_min_f16_e32``."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)  # uint8
    b = tl.load(b_ptr + offs, mask=mask)  # int16
    h = tl.load(h_ptr + offs, mask=mask)  # f16
    k = tl.load(k_ptr + offs, mask=mask)  # f16
    g = tl.load(g_ptr + offs, mask=mask)  # f16
    x = tl.load(x_ptr + offs, mask=mask)  # f32
    tl.store(f_ptr + offs, a.to(tl.float32) + b.to(tl.float32) * 0.5 + h.to(tl.int16).to(tl.float32), mask=mask)
    tl.store(i8_ptr + offs, x.to(tl.int8), mask=mask)
    tl.store(i16_ptr + offs, (h * 2.0).to(tl.int16) + b.to(tl.float16).to(tl.int16), mask=mask)
    tl.store(r_ptr + offs, tl.maximum(k * g, k + g) - tl.minimum(k, g) * k, mask=mask)


def _cvt_narrow_case(arch: str, gen: torch.Generator) -> Case:
    n = 900
    a = randint(gen, 0, 256, n, dtype=torch.uint8)
    b = randint(gen, -30000, 30001, n, dtype=torch.int16)  # b -> f16 rounds (spacing 16/32 above 2**14)
    h = (uniform(gen, n, lo=-1000.0, hi=1000.0)).half()  # in int16 range also when doubled
    h[:4] = torch.tensor([0.5, -0.5, 1.5, -1.75], dtype=torch.float16)  # truncation toward zero
    k, g = randn(gen, n, dtype=torch.float16, scale=4.0), randn(gen, n, dtype=torch.float16, scale=4.0)
    x = uniform(gen, n, lo=-127.9, hi=127.9)  # in int8 range after truncation
    bl = b.long()
    f_ref = (a.double() + bl.double() * 0.5 + h.double().trunc()).float()  # exact in f32: no rounding
    i16_ref = wrap((h.double() * 2).trunc().long() + b.half().double().long(), 16).to(torch.int16)
    kd, gd = k.double(), g.double()
    # max(k*g, k+g) rounded to f16 per op; the subtraction of min(k,g)*k is fused (one rounding).
    m = torch.maximum(f64_to_f16_rne(kd * gd).double(), f64_to_f16_rne(kd + gd).double())
    r_ref = f64_to_f16_rne(m - torch.minimum(kd, gd) * kd)
    checks = [Check(6, f_ref, mode="exact", label="u8/i16/f16->f32"),
              Check(7, x.double().trunc().to(torch.int8), mode="exact", label="f32->i8"),
              Check(8, i16_ref, mode="exact", label="f16<->i16"),
              Check(9, r_ref, mode="exact", label="f16 max/min/fma")]
    outs = [poison(n, torch.float32), poison(n, torch.int8), poison(n, torch.int16), poison(n, torch.float16)]
    return Case([a, b, h, k, g, x, *outs, n], checks)


# ---------------------------------------------------------------------------------- f16/bf16 atomics


@triton.jit
def atomic_add_f16_bf16(x_ptr, h_ptr, b_ptr, n, BLOCK: tl.constexpr):
    """Vector f16 and bf16 atomic adds colliding within a wave.
    Added: ``global_atomic_pk_add_f16``, ``global_atomic_pk_add_bf16``, ``v_add_f16_sdwa``,
    ``v_lshlrev_b32_e64``, ``v_lshlrev_b32_sdwa``, ``v_lshrrev_b32_sdwa``, ``v_cmp_ne_u64_e64``, on gfx942
    ``v_cmp_u_f32_e32``; modifiers ``row_shl`` (v_mov_b32_dpp), ``off`` (global_atomic_cmpswap)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.atomic_add(h_ptr + offs % 8, x.to(tl.float16), mask=mask)
    tl.atomic_add(b_ptr + offs % 8, x.to(tl.bfloat16), mask=mask)


def _atomic16_case(arch: str, gen: torch.Generator) -> Case:
    n = 500
    # Multiples of 0.5 in [-1, 1]: every partial sum (|s| <= 40, 0.5 steps) is exact in f16 and bf16, so the
    # result does not depend on the order the atomics land in.
    x = randint(gen, -2, 3, n).float() * 0.5
    start = randint(gen, -8, 9, 8).float() * 0.5
    total = start.double().index_add(0, torch.arange(n) % 8, x.double())
    return Case([x, start.half(), start.bfloat16(), n],
                [Check(1, total.half(), mode="exact", label="f16"),
                 Check(2, total.bfloat16(), mode="exact", label="bf16")])


# ------------------------------------------------------------------------------------- LDS histogram


@triton.jit
def histogram_lds(x_ptr, out_ptr, BLOCK: tl.constexpr, BINS: tl.constexpr):
    """tl.histogram of one block per program. Added: ``ds_add_u32``, ``v_bcnt_u32_b32``."""
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid * BLOCK + tl.arange(0, BLOCK))
    tl.store(out_ptr + pid * BINS + tl.arange(0, BINS), tl.histogram(x, BINS))


def _hist_case(arch: str, gen: torch.Generator) -> Case:
    progs, block, bins = 3, 256, 16
    x = randint(gen, 0, bins, progs, block)
    x[1] = 5  # one bin takes the whole block
    expected = torch.stack([torch.bincount(r, minlength=bins) for r in x.long()]).int()
    return Case([x, poison((progs, bins), torch.int32)], [Check(1, expected, mode="exact")])


# ------------------------------------------------------------------------------------- bit counts


@triton.jit
def bitcount_i32_i64(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """popc/clz of int32 and int64 (the int64 popcount as two int32 ones, inline; ``popc_i64_call`` below takes
    the call LLVM makes for an int64 ``libdevice.popc``). Added: ``v_min3_u32``, ``v_add_u32_e64`` (with
    ``clamp``)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + 0 * n + offs, libdevice.popc(x), mask=mask)
    tl.store(out_ptr + 1 * n + offs, libdevice.clz(x), mask=mask)
    pop64 = libdevice.popc(y.to(tl.int32)) + libdevice.popc((y >> 32).to(tl.int32))
    tl.store(out_ptr + 2 * n + offs, pop64 + libdevice.clz(y).to(tl.int32) * 100, mask=mask)


def _popc(v: torch.Tensor, bits: int) -> torch.Tensor:
    v = v.long() & ((1 << bits) - 1) if bits < 64 else v.long()
    return sum(((v >> i) & 1) for i in range(bits))


def _clz(v: torch.Tensor, bits: int) -> torch.Tensor:
    v = v.long() & ((1 << bits) - 1) if bits < 64 else v.long()
    out = torch.full_like(v, bits)
    for i in range(bits):  # the highest set bit wins: later (higher) i overwrite
        out = torch.where(((v >> i) & 1) == 1, torch.full_like(v, bits - 1 - i), out)
    return out


def _bitcount_case(arch: str, gen: torch.Generator) -> Case:
    n = 600
    x = randint(gen, -(2**31), 2**31, n) >> randint(gen, 0, 32, n)  # leading zeros/ones of every count
    y = randint(gen, -(2**62), 2**62, n, dtype=torch.int64) >> randint(gen, 0, 64, n, dtype=torch.int64)
    x[:3] = torch.tensor([0, -1, 1], dtype=torch.int32)
    y[:4] = torch.tensor([0, -1, 1, -(2**63)], dtype=torch.int64)
    expected = torch.cat([_popc(x, 32), _clz(x, 32), _popc(y, 64) + _clz(y, 64) * 100]).int()
    return Case([x, y, poison(3 * n, torch.int32), n], [Check(2, expected, mode="exact")])


@triton.jit
def popc_i64_call(y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """``libdevice.popc`` of an int64: LLVM emits a real call to ``__ockl_popcount_u64`` (s_getpc_b64, a
    ``@rel32`` literal pair, s_swappc_b64; s_setpc_b64 returns), under a partial EXEC (the masked tail)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, libdevice.popc(y) + libdevice.popc(y ^ (y >> 7)) * 100, mask=mask)


def _popc_call_case(arch: str, gen: torch.Generator) -> Case:
    n = 700  # the last program's block is partly masked
    y = randint(gen, -(2**62), 2**62, n, dtype=torch.int64) >> randint(gen, 0, 64, n, dtype=torch.int64)
    y[:4] = torch.tensor([0, -1, 1, -(2**63)], dtype=torch.int64)
    expected = (_popc(y, 64) + _popc(y ^ (y >> 7), 64) * 100).int()
    return Case([y, poison(n, torch.int32), n], [Check(1, expected, mode="exact")])


_B = {"BLOCK": 256}
KERNELS = [
    PeerKernel("sat_small_ints", sat_small_ints, {"a_ptr": "*i8", "b_ptr": "*i8", "s8_ptr": "*i8", "u8_ptr": "*u8",
                                                  "s16_ptr": "*i16", "n": "i32"}, _B, 4, (4,), _sat_case),
    PeerKernel("cvt_narrow_f16", cvt_narrow_f16, {"a_ptr": "*u8", "b_ptr": "*i16", "h_ptr": "*fp16",
                                                  "k_ptr": "*fp16", "g_ptr": "*fp16", "x_ptr": "*fp32",
                                                  "f_ptr": "*fp32", "i8_ptr": "*i8", "i16_ptr": "*i16",
                                                  "r_ptr": "*fp16", "n": "i32"},
               _B, 4, (4,), _cvt_narrow_case),
    PeerKernel("atomic_add_f16_bf16", atomic_add_f16_bf16, {"x_ptr": "*fp32", "h_ptr": "*fp16", "b_ptr": "*bf16",
                                                            "n": "i32"}, _B, 4, (2,), _atomic16_case),
    PeerKernel("histogram_lds", histogram_lds, {"x_ptr": "*i32", "out_ptr": "*i32"}, {"BLOCK": 256, "BINS": 16},
               4, (3,), _hist_case),
    PeerKernel("bitcount_i32_i64", bitcount_i32_i64, {"x_ptr": "*i32", "y_ptr": "*i64", "out_ptr": "*i32", "n": "i32"},
               _B, 4, (3,), _bitcount_case),
    PeerKernel("popc_i64_call", popc_i64_call, {"y_ptr": "*i64", "out_ptr": "*i32", "n": "i32"}, _B, 4, (3,),
               _popc_call_case),
]
