"""Cross-lane operations of the LLVM IR fuzzer (``tests/sim/irfuzz.py``): readfirstlane, readlane (constant
and uniform lane), ds_swizzle (bitmask and quad modes), ds_bpermute, mbcnt, ballot and wave reductions (DPP
row_shr / row_bcast steps). They only run where the whole wave is active
(outside the fuzzer's if/loop regions), so the references read every lane. Lane semantics from the CDNA3 ISA
(DS_SWIZZLE_B32 offset modes, V_MBCNT_LO/HI) and LLVM's AMDGPU intrinsic reference.
"""

from __future__ import annotations

import numpy as np

from .irfuzz_ops import OPS, Op

LANE = np.arange(64)
I32 = "i32"


def _xl(name, args, emit, ref, *declares):
    OPS.append(Op(name, I32, tuple(args), emit, ref, tuple(declares), crosslane=True))


def _uniform(v) -> np.ndarray:
    return np.full(64, v, dtype=np.uint32)


_xl("readfirstlane", (I32,), lambda d, a: [f"{d} = call i32 @llvm.amdgcn.readfirstlane.i32(i32 {a[0]})"],
    lambda x: _uniform(x[0]), "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)")
for _lane in (5, 63):
    _xl(f"readlane.{_lane}", (I32,), lambda d, a, n=_lane: [f"{d} = call i32 @llvm.amdgcn.readlane.i32(i32 {a[0]}, i32 {n})"],
        lambda x, n=_lane: _uniform(x[n]), "declare i32 @llvm.amdgcn.readlane.i32(i32, i32)")
_xl("readlane.uniform", (I32, I32),
    lambda d, a: [f"{d}.m = and i32 {a[1]}, 63", f"{d}.l = call i32 @llvm.amdgcn.readfirstlane.i32(i32 {d}.m)",
                  f"{d} = call i32 @llvm.amdgcn.readlane.i32(i32 {a[0]}, i32 {d}.l)"],
    lambda x, y: _uniform(x[y[0] & 63]), "declare i32 @llvm.amdgcn.readlane.i32(i32, i32)",
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)")


def _swizzle_source(offset: int) -> np.ndarray:
    """The lane each lane reads in DS_SWIZZLE_B32: offset[15] set: quad mode, lane (j & ~3) + sel[j & 3] with
    the 2-bit selects in offset[7:0]; clear: bitmask mode within 32-lane halves, ((j & and) | or) ^ xor with
    and/or/xor masks in offset[4:0], [9:5], [14:10]."""
    if offset & 0x8000:
        return (LANE & ~3) + ((offset >> (2 * (LANE & 3))) & 3)
    and_m, or_m, xor_m = offset & 31, (offset >> 5) & 31, (offset >> 10) & 31
    return (LANE & 32) + ((((LANE & 31) & and_m) | or_m) ^ xor_m)


for _off in (0x041F, 0x801B, 0x00FF, 0x7C1F):
    _xl(f"ds_swizzle.{_off:#06x}", (I32,),
        lambda d, a, o=_off: [f"{d} = call i32 @llvm.amdgcn.ds.swizzle(i32 {a[0]}, i32 {o})"],
        lambda x, o=_off: x[_swizzle_source(o)], "declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)")
_xl("ds_bpermute", (I32, I32),
    lambda d, a: [f"{d}.m = and i32 {a[1]}, 63", f"{d}.a = shl i32 {d}.m, 2",
                  f"{d} = call i32 @llvm.amdgcn.ds.bpermute(i32 {d}.a, i32 {a[0]})"],
    lambda x, y: x[y & 63], "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)")


# No update.dpp / mov.dpp operations: Triton 3.9's LLVM folds a DPP move into a later VALU use (e.g.
# `v_cvt_f32_u32_dpp v2, v12 row_shr:1 ... bound_ctrl:1`) even when the move's own value is stored as well, and then
# stores an unrelated register for it (seeds 525345616 and 1182822969: the stored value was another operation's
# `v_min_u32` / f64 floor intermediate, no DPP move left in the code; the folded instructions' results matched).
# DPP still runs in LLVM's wave reductions (row_shr / row_bcast steps of wave.reduce below).


def _mbcnt(m_lo, m_hi, add):
    lo = np.array([bin(int(m) & ((1 << min(j, 32)) - 1)).count("1") for j, m in enumerate(m_lo)])
    hi = np.array([bin(int(m) & ((1 << max(j - 32, 0)) - 1)).count("1") for j, m in enumerate(m_hi)])
    return (lo + hi + add).astype(np.uint32)


_xl("mbcnt", (I32, I32, I32),
    lambda d, a: [f"{d}.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 {a[0]}, i32 {a[2]})",
                  f"{d} = call i32 @llvm.amdgcn.mbcnt.hi(i32 {a[1]}, i32 {d}.lo)"],
    _mbcnt, "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)", "declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)")
_xl("ballot", (I32, I32),
    lambda d, a: [f"{d}.c = icmp ult i32 {a[0]}, {a[1]}", f"{d}.m = call i64 @llvm.amdgcn.ballot.i64(i1 {d}.c)",
                  f"{d}.h = lshr i64 {d}.m, 17", f"{d}.x = xor i64 {d}.m, {d}.h", f"{d} = trunc i64 {d}.x to i32"],
    lambda x, y: _uniform(((m := sum(1 << j for j in range(64) if x[j] < y[j])) ^ (m >> 17)) & 0xFFFFFFFF),
    "declare i64 @llvm.amdgcn.ballot.i64(i1)")
for _red, _fn in (("umin", np.min), ("umax", np.max)):
    _xl(f"wave.reduce.{_red}", (I32,),
        lambda d, a, r=_red: [f"{d} = call i32 @llvm.amdgcn.wave.reduce.{r}.i32(i32 {a[0]}, i32 0)"],
        lambda x, f=_fn: _uniform(f(x)), f"declare i32 @llvm.amdgcn.wave.reduce.{_red}.i32(i32, i32)")
