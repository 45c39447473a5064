"""Function calls: s_getpc_b64 / s_swappc_b64 / s_setpc_b64, ``@rel32`` relocations, callees' stack frames in
private memory, dynamic stacks, and descriptor directives that are expressions over ``.set`` symbols.

The main checks run code nobody here wrote: LLVM IR compiled to gfx942/gfx950 assembly by LLVM's AMDGPU
backend (Triton's bundled LLVM), so the calling convention, prologues/epilogues (callee-saved SGPRs through
v_writelane into a whole-wave VGPR, spilled with EXEC forced to all lanes), the stack pointer arithmetic and the
indirect-call waterfall loop are LLVM's. The Triton kernel whose int64 popcount is a real call is in the peer
suite (``tests/sim/peer/k_narrow.py::popc_i64_call``).
"""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config, sim
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import SimFault, UnsupportedInstruction
from torch_cdna.sim.code_layout import CODE_BASE, INSTR_BYTES, code_address
from torch_cdna.sim.mcexpr import ExprError, Symbols, evaluate
from torch_cdna.sim.parse import parse_program

from .llvmkit import llvm_asm

ARCHS = ("gfx942", "gfx950")
SENTINEL = -0x5A5A5A5A


_HEADER = 'target triple = "amdgcn-amd-amdhsa"\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n'

# A callee with a 16-slot stack array (scratch through s32), a data-dependent loop and a divergent exit.
STACK_IR = _HEADER + """
define internal i32 @walk(i32 %n, i32 %seed) #0 {
entry:
  %buf = alloca [16 x i32], align 4, addrspace(5)
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %p = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %i
  %v = mul i32 %i, %seed
  store volatile i32 %v, ptr addrspace(5) %p
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 16
  br i1 %more, label %fill, label %loop
loop:
  %x = phi i32 [ %n, %fill ], [ %nx, %loop ]
  %c = phi i32 [ 0, %fill ], [ %nc, %loop ]
  %slot = and i32 %x, 15
  %q = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %slot
  %old = load volatile i32, ptr addrspace(5) %q
  %new = add i32 %old, %c
  store volatile i32 %new, ptr addrspace(5) %q
  %nx = lshr i32 %x, 1
  %nc = add i32 %c, 1
  %done = icmp eq i32 %nx, 0
  br i1 %done, label %exit, label %loop
exit:
  %cs = and i32 %c, 15
  %r0 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %cs
  %r = load volatile i32, ptr addrspace(5) %r0
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %seed, i32 %block) {
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, %block
  %tid = add i32 %base, %lid
  %gp = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  %n = load i32, ptr addrspace(1) %gp
  %r = call i32 @walk(i32 %n, i32 %seed)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
attributes #0 = { noinline }
"""


def walk_ref(n: int, seed: int) -> int:
    buf = [(i * seed) & 0xFFFFFFFF for i in range(16)]
    x, c = n, 0
    while True:
        buf[x & 15] = (buf[x & 15] + c) & 0xFFFFFFFF
        x >>= 1
        if x == 0:  # the exit block reads the last trip's count
            break
        c += 1
    r = buf[c & 15]
    return r - (1 << 32) if r >= 1 << 31 else r


# Recursion (a dynamic stack: LLVM cannot bound it) and a divergent indirect call (a waterfall loop over the
# distinct function pointers of the wave).
RECURSIVE_IR = _HEADER + """
define internal i32 @fib(i32 %n) #0 {
entry:
  %small = icmp ult i32 %n, 2
  br i1 %small, label %base, label %rec
base:
  ret i32 %n
rec:
  %a1 = sub i32 %n, 1
  %a2 = sub i32 %n, 2
  %r1 = call i32 @fib(i32 %a1)
  %r2 = call i32 @fib(i32 %a2)
  %s = add i32 %r1, %r2
  ret i32 %s
}
define internal i32 @twice(i32 %x) #0 {
  %r = shl i32 %x, 1
  ret i32 %r
}
define internal i32 @square(i32 %x) #0 {
  %r = mul i32 %x, %x
  ret i32 %r
}
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %n_in, ptr addrspace(1) %sel_in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %np = getelementptr i32, ptr addrspace(1) %n_in, i32 %tid
  %n = load i32, ptr addrspace(1) %np
  %f = call i32 @fib(i32 %n)
  %sp = getelementptr i32, ptr addrspace(1) %sel_in, i32 %tid
  %sel = load i32, ptr addrspace(1) %sp
  %odd = icmp ne i32 %sel, 0
  %fp = select i1 %odd, ptr @twice, ptr @square
  %g = call i32 %fp(i32 %tid)
  %r = add i32 %f, %g
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
attributes #0 = { noinline }
"""


def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def _fresh_seed() -> int:
    return random.SystemRandom().randrange(2**31)


@pytest.fixture(params=[True, False], ids=["fastpath", "general"])
def fastpath(request):
    with _config.override(sim_fastpath=request.param):
        yield request.param


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("block", [64, 192])
def test_llvm_callee_with_a_stack_frame(arch: str, block: int, fastpath: bool) -> None:
    seed = _fresh_seed()
    gen = torch.Generator().manual_seed(seed)
    n = torch.randint(1, 2**31 - 1, (2 * block,), generator=gen, dtype=torch.int64)
    n = (n >> torch.randint(0, 31, n.shape, generator=gen)).to(torch.int32)  # 1 to 31 loop trips
    salt = int(torch.randint(1, 2**20, (1,), generator=gen))
    out = torch.full((2 * block,), SENTINEL, dtype=torch.int32)
    stats = sim.launch(llvm_asm(STACK_IR, arch), "k", [2], [block], [out, n, salt, block], strict=True)
    expected = torch.tensor([walk_ref(int(v), salt) for v in n], dtype=torch.int32)
    assert torch.equal(out, expected), f"seed={seed}"
    assert stats.mnemonics["s_swappc_b64"] == 2 * block // 64
    assert stats.mnemonics["s_setpc_b64"] == 2 * block // 64


@pytest.mark.parametrize("arch", ARCHS)
def test_llvm_recursion_and_a_divergent_indirect_call(arch: str, fastpath: bool) -> None:
    seed = _fresh_seed()
    gen = torch.Generator().manual_seed(seed)
    block = 128
    n = torch.randint(0, 13, (block,), generator=gen, dtype=torch.int32)
    sel = torch.randint(0, 2, (block,), generator=gen, dtype=torch.int32)
    out = torch.full((block,), SENTINEL, dtype=torch.int32)
    stats = sim.launch(llvm_asm(RECURSIVE_IR, arch), "k", [1], [block], [out, n, sel], strict=True)
    t = torch.arange(block)
    expected = torch.tensor([fib(int(v)) for v in n]) + torch.where(sel != 0, 2 * t, t * t)
    assert torch.equal(out, expected.to(torch.int32)), f"seed={seed}"
    assert stats.mnemonics["s_swappc_b64"] > 2 * max(fib(int(v)) for v in n)  # one call per fib node, at least


def test_fastpath_and_general_executor_agree_on_calls() -> None:
    n = torch.randint(0, 12, (64,), dtype=torch.int32)
    sel = torch.randint(0, 2, (64,), dtype=torch.int32)
    runs = []
    for fast in (True, False):
        out = torch.full((64,), SENTINEL, dtype=torch.int32)
        with _config.override(sim_fastpath=fast):
            stats = sim.launch(llvm_asm(RECURSIVE_IR, "gfx942"), "k", [1], [64], [out, n, sel], strict=True)
        runs.append((out, dict(stats.counts), stats.steps))
    assert torch.equal(runs[0][0], runs[1][0]) and runs[0][1:] == runs[1][1:]


def test_a_dynamic_stack_gets_stack_size_bytes_per_work_item() -> None:
    src = llvm_asm(RECURSIVE_IR, "gfx942")
    prog = parse_program(src, "k")
    assert prog.descriptor["uses_dynamic_stack"] == 1
    frame = prog.descriptor["private_segment_fixed_size"]  # one fib frame: LLVM cannot bound the recursion
    n = torch.full((64,), 20, dtype=torch.int32)
    sel = torch.zeros(64, dtype=torch.int32)
    out = torch.full((64,), SENTINEL, dtype=torch.int32)
    with pytest.raises(SimFault, match="private"):  # 20 frames do not fit in 4 of them
        sim.launch(src, "k", [1], [64], [out, n, sel], stack_size=4 * frame)
    n.fill_(6)
    sim.launch(src, "k", [1], [64], [out, n, sel], stack_size=8 * frame)
    assert torch.equal(out, (torch.arange(64) ** 2 + fib(6)).to(torch.int32))
    with pytest.raises(ValueError, match="stack_size"):
        sim.launch(src, "k", [1], [64], [out, n, sel], stack_size=-1)


# ---------------------------------------------------------------------------------------- hand-written forms

def _kernel(body: str, arch: str = "gfx942", extra: str = "") -> str:
    return f""".amdgcn_target "amdgcn-amd-amdhsa--{arch}"
.text
.globl k
.p2align 8
.type k,@function
k:
{body}
.Lfunc_end0:
.size k, .Lfunc_end0-k
{extra}
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 16
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count: 0
    .args:
      - .address_space: global
        .name: out
        .offset: 0
        .size: 8
        .value_kind: global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .name: k
    .private_segment_fixed_size: 0
    .sgpr_count: 22
    .sgpr_spill_count: 0
    .symbol: k.kd
    .vgpr_count: 4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--{arch}
amdhsa.version:
  - 1
  - 2
...
.end_amdgpu_metadata
"""


# Stores getpc's value, calls `add7` (returns in v1 = v1 + 7) twice through a @rel32 pair, stores the
# return address swappc saved and the result.
CALL_BODY = """  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_getpc_b64 s[6:7]
  s_add_u32 s8, s6, add7@rel32@lo+4
  s_addc_u32 s9, s7, add7@rel32@hi+12
  v_mov_b32_e32 v1, 5
  s_swappc_b64 s[30:31], s[8:9]
  s_swappc_b64 s[30:31], s[8:9]
  v_mov_b32_e32 v0, 0
  v_mov_b32_e32 v2, s6
  v_mov_b32_e32 v3, s7
  s_waitcnt lgkmcnt(0)
  global_store_dwordx2 v0, v[2:3], s[4:5]
  v_mov_b32_e32 v2, s30
  v_mov_b32_e32 v3, s31
  global_store_dwordx2 v0, v[2:3], s[4:5] offset:8
  global_store_dword v0, v1, s[4:5] offset:16
  s_endpgm"""
ADD7 = """.text
.p2align 2
.type add7,@function
add7:
  v_add_u32_e32 v1, 7, v1
  s_setpc_b64 s[30:31]
.Lfunc_end1:
.size add7, .Lfunc_end1-add7"""


@pytest.mark.parametrize("arch", ARCHS)
def test_getpc_swappc_setpc_follow_the_code_layout(arch: str) -> None:
    src = _kernel(CALL_BODY, arch, ADD7)
    find_toolchain(arch).assemble(src, arch)  # the same text is valid assembly for LLVM (no diagnostics)
    out = torch.full((5,), SENTINEL, dtype=torch.int32)
    stats = sim.launch(src, "k", [1], [1], [out], strict=True)
    words = out[:4].view(torch.int64).tolist()
    assert words[0] == code_address(2)  # s_getpc_b64 at #1 reads #2's address
    assert words[1] == code_address(7)  # the second s_swappc_b64 (#6) saved #7's address
    assert int(out[4]) == 19
    assert stats.counts["branch"] == 5  # 2 calls, 2 returns, s_endpgm
    prog = parse_program(src, "k")
    assert prog.labels["add7"] == 17 and [i.mnemonic for i in prog.instrs[17:]] == ["v_add_u32_e32", "s_setpc_b64"]


def test_a_jump_off_an_instruction_faults_with_the_address() -> None:
    body = """  s_getpc_b64 s[6:7]
  s_add_u32 s6, s6, 4
  s_setpc_b64 s[6:7]
  s_endpgm"""
    with pytest.raises(SimFault, match=f"jump to address {CODE_BASE + INSTR_BYTES + 4:#x}, which is not the start"):
        sim.launch(_kernel(body), "k", [1], [1], [torch.zeros(2, dtype=torch.int32)])


def test_relocations_the_simulator_cannot_resolve_are_named() -> None:
    missing = "  s_getpc_b64 s[6:7]\n  s_add_u32 s6, s6, nowhere@rel32@lo+4\n  s_endpgm"
    with pytest.raises(UnsupportedInstruction, match="'nowhere', which is not a label or data object"):
        parse_program(_kernel(missing), "k")
    got = "  s_getpc_b64 s[6:7]\n  s_add_u32 s6, s6, nowhere@gotpcrel32@lo+4\n  s_endpgm"
    with pytest.raises(UnsupportedInstruction, match="'nowhere', which the assembly does not define"):
        parse_program(_kernel(got), "k")
    other = "  s_getpc_b64 s[6:7]\n  s_add_u32 s6, s6, add7@rel64@lo+4\n  s_endpgm"
    with pytest.raises(UnsupportedInstruction, match="resolves @rel32, @gotpcrel32 and @abs32 only"):
        parse_program(_kernel(other, extra=ADD7), "k")


# ---------------------------------------------------------------------------------- descriptor expressions

@pytest.mark.parametrize("text,value", [
    ("1+2*3", 7), ("(1+2)*3", 9), ("1|2+4", 7), ("8-2-1", 5), ("-7/2", -3), ("-7%2", -1), ("~65536&63", 63),
    ("2<3||0", 1), ("1&&0", 0), ("!0", 1), ("3==3", -1), ("2>3", 0), ("1<<4>>2", 4), ("max(3, 9, 4)", 9), ("or(0, 0)", 0),
    ("or(0, 5)", 5), ("6&3+1", 3), ("-1>>1", 2**63 - 1), ("1<<63", -(2**63)), ("alignto(13, 8)", 16), ("alignto(16, 8)", 16), ("totalnumvgprs(0, 46)", 46),
    ("totalnumvgprs(8, 46)", 56), ("extrasgprs(1, 0, 1)", 6), ("0x10+0", 16),
])
def test_expression_values(text: str, value: int) -> None:
    assert evaluate(text, Symbols(), "gfx942") == value


def test_expression_errors_name_the_problem() -> None:
    env = Symbols({"a": "b+1", "b": "a", "c": "d"})
    with pytest.raises(ExprError, match="in terms of itself"):
        env.value("a", "gfx942")
    with pytest.raises(ExprError, match="'d' is not defined"):
        env.value("c", "gfx942")
    with pytest.raises(ExprError, match="function occupancy"):
        evaluate("occupancy(1, 2)", Symbols(), "gfx942")
    with pytest.raises(ExprError, match="cannot read"):
        evaluate("3 @ 4", Symbols(), "gfx942")


def test_descriptor_directives_evaluate_set_symbols() -> None:
    src = _kernel("  s_endpgm", extra=".set .Lk.private_seg_size, 0+max(24, .Lf.size)\n.set .Lf.size, 40")
    src = src.replace(".amdhsa_accum_offset 4", ".amdhsa_accum_offset 4\n  .amdhsa_private_segment_fixed_size "
                      ".Lk.private_seg_size\n  .amdhsa_uses_dynamic_stack ((8|(0<<11))&2048)>>11")
    desc = parse_program(src, "k").descriptor
    assert desc["private_segment_fixed_size"] == 40 and desc["uses_dynamic_stack"] == 0
    bad = src.replace("0+max(24, .Lf.size)", "occupancy(3)")
    with pytest.raises(UnsupportedInstruction, match="private_segment_fixed_size: function occupancy"):
        parse_program(bad, "k")
