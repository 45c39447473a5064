"""Global variables live as long as the loaded module (``sim.Module``), shared by its kernels, as on hardware;
``sim.launch`` of assembly text loads it afresh each time. The kernels are LLVM's output for the IR below."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import SimFault

from .llvmkit import llvm_asm

# bump: every work-item atomically adds its input to @total and 1 to @calls; read: copies both to out;
# bump_then_fault: adds 1 to @calls, then stores out of bounds
IR = """target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
@total = addrspace(1) global i32 0, align 4
@calls = addrspace(1) global i32 7, align 4
define amdgpu_kernel void @bump(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p
  %a = atomicrmw add ptr addrspace(1) @total, i32 %x monotonic
  %b = atomicrmw add ptr addrspace(1) @calls, i32 1 monotonic
  ret void
}
define amdgpu_kernel void @read(ptr addrspace(1) %out) {
  %t = load volatile i32, ptr addrspace(1) @total
  %c = load volatile i32, ptr addrspace(1) @calls
  store i32 %t, ptr addrspace(1) %out
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %c, ptr addrspace(1) %q
  ret void
}
define amdgpu_kernel void @bump_then_fault(ptr addrspace(1) %out) {
  %b = atomicrmw add ptr addrspace(1) @calls, i32 1 seq_cst
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1000000
  store volatile i32 %b, ptr addrspace(1) %q
  ret void
}
"""


def _read(mod: sim.Module | str) -> list[int]:
    """[total, calls] as kernel ``read`` of a module, or of freshly loaded assembly text, sees them."""
    out = torch.full((2,), -1, dtype=torch.int32)
    if isinstance(mod, str):
        sim.launch(mod, "read", [1], [64], [out])
    else:
        mod.launch("read", [1], [64], [out])
    return out.tolist()


@pytest.fixture
def rng(rng_seed: int) -> random.Random:
    return random.Random(rng_seed)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_globals_persist_across_launches_and_kernels(arch: str, rng: random.Random) -> None:
    src = llvm_asm(IR, arch)
    assert "total@rel32@lo" in src or "total@gotpcrel32@lo" in src
    mod = sim.Module(src)
    assert sorted(mod.kernels) == ["bump", "bump_then_fault", "read"]
    expected_total, launches = 0, []
    for _ in range(3):
        groups = rng.randint(1, 3)
        x = torch.tensor([rng.randrange(-1000, 1000) for _ in range(64 * groups)], dtype=torch.int32)
        mod.launch("bump", [groups], [64], [x], strict=True)
        expected_total += int(x.sum())
        launches.append(groups)
    calls = 7 + 64 * sum(launches)
    assert _read(mod) == [expected_total, calls]
    # the host's view aliases the storage: it sees the launches' writes, and the next launch sees its writes
    view = mod.get_global("calls").view(torch.int32)
    assert int(view[0]) == calls and int(mod.get_global("total").view(torch.int32)[0]) == expected_total
    new = rng.randrange(2**31)
    view[0] = new
    assert _read(mod) == [expected_total, new]
    mod.launch("bump", [1], [64], [torch.zeros(64, dtype=torch.int32)])
    assert int(view[0]) == new + 64


def test_plain_launch_loads_the_globals_afresh(rng: random.Random) -> None:
    src = llvm_asm(IR, "gfx942")
    sim.launch(src, "bump", [1], [64], [torch.ones(64, dtype=torch.int32)])
    assert _read(src) == [0, 7]
    assert sim.Module(src).get_global("calls").view(torch.int32).tolist() == [7]  # initial value before a launch


def test_a_faulting_launch_keeps_what_it_wrote() -> None:
    mod = sim.Module(llvm_asm(IR, "gfx942"))
    with pytest.raises(SimFault, match="out-of-bounds"):
        mod.launch("bump_then_fault", [1], [64], [torch.zeros(4, dtype=torch.int32)])
    assert int(mod.get_global("calls").view(torch.int32)[0]) == 7 + 64


def test_bad_requests_are_refused() -> None:
    mod = sim.Module(llvm_asm(IR, "gfx942"))
    with pytest.raises(KeyError, match=r"no data object 'nope'.*'calls', 'total'"):
        mod.get_global("nope")
    with pytest.raises(TypeError, match="module_data"):
        mod.launch("read", [1], [64], [torch.zeros(2, dtype=torch.int32)], module_data={})
    with pytest.raises(TypeError, match="assembly text"):
        sim.Module(42)
