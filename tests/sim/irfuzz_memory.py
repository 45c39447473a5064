"""Memory operations of the LLVM IR fuzzer (``tests/sim/irfuzz.py``): values of every width (i8, i16, half, i32,
float, i64, double, <2 x half>) stored to a permuted slot of LDS or of global memory (the kernel's ``%scr``
buffer, SCRATCH_BYTES per lane) and read back by another lane across a fenced barrier (ds_write_b8/b16/b32/b64,
global_store_byte/short/dword/dwordx2, sub-dword, sign-extending and d16 loads: LLVM's choice of forms), and
atomics over the whole wave on one word (LDS add/umax/xor, global add/max), read back after a barrier (their
returned values depend on the hardware's lane order and are not used). Whole-wave operations: never inside the
fuzzer's regions.
"""

from __future__ import annotations

import numpy as np

from .irfuzz_ops import OPS, TYPES, Op

LANE = np.arange(64)
SCRATCH_BYTES = 16  # of %scr per lane
_LDS = "@lds = internal addrspace(3) global [64 x i64] poison, align 8"
_CNT = "@cnt = internal addrspace(3) global i32 poison, align 4"
_BARRIER = "declare void @llvm.amdgcn.s.barrier()"


def _sync() -> list[str]:
    """A workgroup barrier with release/acquire fences: orders the LDS accesses of all lanes around it."""
    return ['fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
            'fence syncscope("workgroup") acquire']


def _permute_op(ty: str, mul: int, add: int, space: str = "lds") -> None:
    """Lane t stores x to slot (t*mul + add) & 63 (mul odd: a permutation); lane t loads slot t. ``space``:
    ``lds`` (@lds, one 8-byte slot per lane) or ``global`` (%scr, SCRATCH_BYTES per lane)."""
    dest = (LANE * mul + add) & 63
    base, aspace, stride = ("@lds", 3, 8) if space == "lds" else ("%scr", 1, SCRATCH_BYTES)

    def emit(d, a):
        def slot(index: str, tag: str) -> list[str]:  # %{d}.p{tag}: the address of slot ``index``
            return [f"{d}.o{tag} = mul i32 {index}, {stride}",
                    f"{d}.p{tag} = getelementptr i8, ptr addrspace({aspace}) {base}, i32 {d}.o{tag}"]
        return [*_sync(), f"{d}.m = mul i32 %tid, {mul}", f"{d}.a = add i32 {d}.m, {add}",
                f"{d}.s = and i32 {d}.a, 63", *slot(f"{d}.s", "w"), f"store {ty} {a[0]}, ptr addrspace({aspace}) {d}.pw",
                *_sync(), *slot("%tid", "r"), f"{d} = load {ty}, ptr addrspace({aspace}) {d}.pr"]

    def ref(x):
        out = np.empty_like(x)
        out[dest] = x
        return out

    name = ty.replace(" ", "").replace("<", "").replace(">", "")
    declares = (_LDS, _BARRIER) if space == "lds" else (_BARRIER,)
    OPS.append(Op(f"{space}.permute.{name}.{mul}", ty, (ty,), emit, ref, declares, crosslane=True))


for _ty in ("i8", "i16", "half", "i32", "float", "i64", "double", "<2 x half>"):
    _permute_op(_ty, 5, 17)
    _permute_op(_ty, 7, 3, "global")
_permute_op("i32", 63, 1)  # lane t writes slot 1 - t: reversed


def _atomic_op(rmw: str, fn, space: str = "lds") -> None:
    """All lanes zero one word (atomic stores), then ``atomicrmw rmw`` their value into it, then read it."""
    word, aspace = ("@cnt", 3) if space == "lds" else ("%scr", 1)

    def emit(d, a):
        return [*_sync(), f"store atomic i32 0, ptr addrspace({aspace}) {word} monotonic, align 4", *_sync(),
                f"{d}.old = atomicrmw {rmw} ptr addrspace({aspace}) {word}, i32 {a[0]} monotonic, align 4", *_sync(),
                f"{d} = load atomic i32, ptr addrspace({aspace}) {word} monotonic, align 4"]
    OPS.append(Op(f"{space}.atomic.{rmw}", "i32", ("i32",), emit, lambda x: np.full(64, fn(x), dtype=TYPES["i32"]),
                  (_CNT, _BARRIER) if space == "lds" else (_BARRIER,), crosslane=True))


_atomic_op("add", lambda x: int(x.astype(np.uint64).sum()) & 0xFFFFFFFF)
_atomic_op("add", lambda x: int(x.astype(np.uint64).sum()) & 0xFFFFFFFF, "global")
_atomic_op("max", lambda x: max(0, int(x.view(np.int32).max())) & 0xFFFFFFFF, "global")  # the word starts at 0
_atomic_op("umax", lambda x: int(x.max()))
_atomic_op("xor", lambda x: int(np.bitwise_xor.reduce(x)))
