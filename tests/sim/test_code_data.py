"""Data in the code object: a constant table in ``.rodata`` reached through ``@rel32`` and a writable global in
``.bss`` reached through its GOT slot (``@gotpcrel32``), as LLVM compiles them (``sim/code_layout.py``)."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import UnsupportedInstruction

from .llvmkit import llvm_asm

TABLE = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]
DATA_IR = f"""target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
@tbl = internal addrspace(4) constant [16 x i32] [{", ".join(f"i32 {v}" for v in TABLE)}], align 4
@gv = addrspace(1) global [64 x i32] zeroinitializer, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %ip
  %i = and i32 %x, 15
  %p = getelementptr [16 x i32], ptr addrspace(4) @tbl, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %g = getelementptr [64 x i32], ptr addrspace(1) @gv, i32 0, i32 %tid
  store i32 %v, ptr addrspace(1) %g
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %n = xor i32 %tid, 1
  %g2 = getelementptr [64 x i32], ptr addrspace(1) @gv, i32 0, i32 %n
  %w = load i32, ptr addrspace(1) %g2
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %q
  ret void
}}
"""


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_rodata_table_and_a_global_through_the_got(arch: str) -> None:
    src = llvm_asm(DATA_IR, arch)
    assert "tbl@rel32@lo" in src and "gv@gotpcrel32@lo" in src
    seed = random.SystemRandom().randrange(2**31)
    x = torch.randint(0, 2**31 - 1, (64,), generator=torch.Generator().manual_seed(seed), dtype=torch.int32)
    out = torch.full((64,), -1, dtype=torch.int32)
    sim.launch(src, "k", [1], [64], [out, x], strict=True)
    expected = [TABLE[int(x[t ^ 1]) & 15] for t in range(64)]
    assert out.tolist() == expected, f"seed={seed}"


POINTER_TABLE_IR = """target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
@a = addrspace(1) global [64 x i32] zeroinitializer, align 4
@b = addrspace(1) global [64 x i32] zeroinitializer, align 4
@ptrs = internal addrspace(4) constant [2 x ptr addrspace(1)] [ptr addrspace(1) @a, ptr addrspace(1) @b]
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 1
  %pp = getelementptr [2 x ptr addrspace(1)], ptr addrspace(4) @ptrs, i32 0, i32 %i
  %p = load ptr addrspace(1), ptr addrspace(4) %pp
  store i32 %tid, ptr addrspace(1) %p
  ret void
}
"""


def test_pointer_tables_and_external_symbols_are_refused_by_name() -> None:
    with pytest.raises(UnsupportedInstruction, match="data object 'ptrs'.*pointer tables"):
        sim.launch(llvm_asm(POINTER_TABLE_IR, "gfx942"), "k", [1], [64], [torch.zeros(64, dtype=torch.int32)])
    ext = DATA_IR.replace("@gv = addrspace(1) global [64 x i32] zeroinitializer, align 4",
                          "@gv = external addrspace(1) global [64 x i32], align 4")
    with pytest.raises(UnsupportedInstruction, match="'gv', which the assembly does not define"):
        sim.launch(llvm_asm(ext, "gfx942"), "k", [1], [64], [torch.zeros(64, dtype=torch.int32)] * 2)
