"""FLAT accesses through the shared and private apertures (``sim/semantics/flat.py``), on LLVM's own output:
generic pointers to a stack object (``src_private_base``), to LDS (``src_shared_base``) and to global memory,
passed to a function that is not inlined, so LLVM must use ``flat_*`` instructions for all three."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import sim
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import SimFault
from torch_cdna.sim.operands import APERTURE_BASES, Aperture

from .llvmkit import llvm_asm
from .test_calls import ARCHS, SENTINEL, _kernel

GENERIC_IR = """target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
@tile = internal addrspace(3) global [64 x i32] poison, align 4

define internal void @bump(ptr %p, i32 %k) #0 {
  %v = load i32, ptr %p
  %w = add i32 %v, %k
  store i32 %w, ptr %p
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %salt) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca i32, align 4, addrspace(5)
  store i32 %tid, ptr addrspace(5) %a
  %ga = addrspacecast ptr addrspace(5) %a to ptr
  call void @bump(ptr %ga, i32 %salt)
  %l = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  store i32 %salt, ptr addrspace(3) %l
  %gl = addrspacecast ptr addrspace(3) %l to ptr
  call void @bump(ptr %gl, i32 %tid)
  call void @llvm.amdgcn.s.barrier()
  %m = xor i32 %tid, 1
  %lm = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %m
  %neighbour = load i32, ptr addrspace(3) %lm
  %gp = addrspacecast ptr addrspace(1) %out to ptr
  %q = getelementptr i32, ptr %gp, i32 %tid
  call void @bump(ptr %q, i32 %neighbour)
  %r = load i32, ptr addrspace(5) %a
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %old = load i32, ptr addrspace(1) %p
  %s = add i32 %r, %old
  store i32 %s, ptr addrspace(1) %p
  ret void
}
attributes #0 = { noinline }
"""


@pytest.mark.parametrize("arch", ARCHS)
def test_generic_pointers_to_stack_lds_and_global_memory(arch: str) -> None:
    src = llvm_asm(GENERIC_IR, arch)
    assert "src_private_base" in src and "src_shared_base" in src and "flat_store_dword" in src
    seed = random.SystemRandom().randrange(2**31)
    gen = torch.Generator().manual_seed(seed)
    start = torch.randint(-2**20, 2**20, (64,), generator=gen, dtype=torch.int32)
    salt = int(torch.randint(0, 2**20, (1,), generator=gen))
    out = start.clone()
    sim.launch(src, "k", [1], [64], [out, salt], strict=True)
    t = torch.arange(64, dtype=torch.int32)
    neighbour = salt + (t ^ 1)  # the LDS word lane t^1 bumped through its generic pointer
    assert torch.equal(out, start + neighbour + t + salt), f"seed={seed}"


def test_aperture_registers_read_as_64_and_32_bits() -> None:
    assert Aperture("private").value(64) == APERTURE_BASES["private"]
    assert Aperture("private").value(32) == APERTURE_BASES["private"] >> 32
    assert Aperture("shared", limit=True).value(64) == APERTURE_BASES["shared"] + 2**32 - 1


def _private_kernel(offset: int) -> str:
    body = f"""  s_mov_b64 s[2:3], src_private_base
  v_mov_b32_e32 v0, {offset}
  v_mov_b32_e32 v1, s3
  v_mov_b32_e32 v2, 7
  flat_store_dword v[0:1], v2
  flat_load_dword v3, v[0:1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_mov_b32_e32 v0, 0
  s_waitcnt lgkmcnt(0)
  global_store_dword v0, v3, s[4:5]
  s_endpgm"""
    return _kernel(body).replace(".amdhsa_accum_offset 4", ".amdhsa_accum_offset 4\n  "
                                 ".amdhsa_private_segment_fixed_size 16\n  .amdhsa_enable_private_segment 1")


def test_flat_through_the_private_aperture_is_bounds_checked() -> None:
    find_toolchain("gfx942").assemble(_private_kernel(12), "gfx942")  # valid assembly for LLVM
    out = torch.full((1,), SENTINEL, dtype=torch.int32)
    sim.launch(_private_kernel(12), "k", [1], [1], [out], strict=True)
    assert int(out[0]) == 7
    with pytest.raises(SimFault, match="out-of-range private store of 4 bytes at private offset 0x10"):
        sim.launch(_private_kernel(16), "k", [1], [1], [out])
