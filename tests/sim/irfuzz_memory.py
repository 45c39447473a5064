"""LDS operations of the LLVM IR fuzzer (``tests/sim/irfuzz.py``): values of every width (i8, i16, half, i32,
float, i64, double, <2 x half>) stored to a permuted LDS slot and read back by another lane across a barrier
(ds_write_b8/b16/b32/b64, d16 and sub-dword reads, LLVM's choice of forms), and LDS atomics (add, umax over the
whole wave on one word, read back after a barrier; the atomics' returned values, which depend on the hardware's
lane order, are not used). Whole-wave operations: never inside the fuzzer's regions.
"""

from __future__ import annotations

import numpy as np

from .irfuzz_ops import OPS, TYPES, Op

LANE = np.arange(64)
_LDS = "@lds = internal addrspace(3) global [64 x i64] poison, align 8"
_CNT = "@cnt = internal addrspace(3) global i32 poison, align 4"
_BARRIER = "declare void @llvm.amdgcn.s.barrier()"


def _sync() -> list[str]:
    """A workgroup barrier with release/acquire fences: orders the LDS accesses of all lanes around it."""
    return ['fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
            'fence syncscope("workgroup") acquire']


def _permute_op(ty: str, mul: int, add: int) -> None:
    """Lane t stores x to slot (t*mul + add) & 63 (mul odd: a permutation); lane t loads slot t."""
    dest = (LANE * mul + add) & 63

    def emit(d, a):
        return [*_sync(), f"{d}.m = mul i32 %tid, {mul}", f"{d}.a = add i32 {d}.m, {add}",
                f"{d}.s = and i32 {d}.a, 63", f"{d}.p = getelementptr {ty}, ptr addrspace(3) @lds, i32 {d}.s",
                f"store {ty} {a[0]}, ptr addrspace(3) {d}.p", *_sync(),
                f"{d}.q = getelementptr {ty}, ptr addrspace(3) @lds, i32 %tid", f"{d} = load {ty}, ptr addrspace(3) {d}.q"]

    def ref(x):
        out = np.empty_like(x)
        out[dest] = x
        return out

    name = ty.replace(" ", "").replace("<", "").replace(">", "")
    OPS.append(Op(f"lds.permute.{name}.{mul}", ty, (ty,), emit, ref, (_LDS, _BARRIER), crosslane=True))


for _ty in ("i8", "i16", "half", "i32", "float", "i64", "double", "<2 x half>"):
    _permute_op(_ty, 5, 17)
_permute_op("i32", 63, 1)  # lane t writes slot 1 - t: reversed


def _atomic_op(rmw: str, fn) -> None:
    def emit(d, a):
        return [*_sync(), "store atomic i32 0, ptr addrspace(3) @cnt monotonic, align 4", *_sync(),
                f"{d}.old = atomicrmw {rmw} ptr addrspace(3) @cnt, i32 {a[0]} monotonic, align 4", *_sync(),
                f"{d} = load atomic i32, ptr addrspace(3) @cnt monotonic, align 4"]
    OPS.append(Op(f"lds.atomic.{rmw}", "i32", ("i32",), emit,
                  lambda x: np.full(64, fn(x), dtype=TYPES["i32"]), (_CNT, _BARRIER), crosslane=True))


_atomic_op("add", lambda x: int(x.astype(np.uint64).sum()) & 0xFFFFFFFF)
_atomic_op("umax", lambda x: int(x.max()))
_atomic_op("xor", lambda x: int(np.bitwise_xor.reduce(x)))
