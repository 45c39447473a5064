"""Kernarg load batching (passes/kernarg_batch.py): wide aligned s_load_dwordxN, same results, fewer SMEM."""

import random
import re
import struct

import pytest
import torch

from torch_cdna.asm.ir import Function, Imm, Instr, RegOp
from torch_cdna.asm.kernel import CompileOptions
from torch_cdna.asm.passes import kernarg_batch
from torch_cdna.asm.regalloc import allocate

from tests.asm.helpers import ARCHS, assemble, build, run

OFF = CompileOptions(passes={"batch_kernarg_loads": False})
_LOAD_RE = re.compile(r"^\s*(s_load_dword(?:x\d+)?) s(?:\[(\d+):(\d+)\]|(\d+)), s\[0:1\], (\w+)", re.M)


def many_args(J, out: "int*", a: "int", p: "int*", b: "uint", c: "short", d: "short", e: "long",
              unused: "int", f: "int", g: "float", q: "int*"):
    """Every argument kind in one kernarg segment: pointers, 32/64-bit ints, two shorts sharing a dword,
    an unused int (a padding dword for the wide load), a float."""
    t = J.gpr(2, "si32")
    J.s_load_dword(t[0], p, 0)
    J.s_load_dword(t[1], q, 4)
    J.s_waitcnt(lgkmcnt=0)
    for k, v in enumerate((a, b, c, d, f, g, t[0], t[1])):
        J.s_store_dword(v, out, 4 * k)
    J.s_store_dwordx2(e, out, 32)
    J.s_waitcnt(lgkmcnt=0)


def kernarg_loads(asm: str) -> list[tuple[str, int, int, int]]:
    """(mnemonic, first SGPR, SGPRs, byte offset) of every load from the kernarg pointer s[0:1] (the loads
    before the kernel's first s_waitcnt: later ones may use s[0:1] for another pointer)."""
    out = []
    for m in _LOAD_RE.finditer(asm.split("\ts_waitcnt", 1)[0]):
        op, lo, hi, single, off = m.groups()
        first = int(single) if single is not None else int(lo)
        count = 1 if single is not None else int(hi) - int(lo) + 1
        out.append((op, first, count, int(off, 0)))
    return out


def _run_many(options: CompileOptions, arch: str = "gfx942"):
    vals = dict(a=random.randint(-2**31, 2**31 - 1), b=random.randint(0, 2**32 - 1),
                c=random.randint(-2**15, 2**15 - 1), d=random.randint(-2**15, 2**15 - 1),
                e=random.randint(-2**63, 2**63 - 1), f=random.randint(-2**31, 2**31 - 1),
                g=random.uniform(-1e6, 1e6))
    p, q = torch.randint(-2**31, 2**31 - 1, (1,), dtype=torch.int32), torch.randint(-2**31, 2**31 - 1, (2,),
                                                                                     dtype=torch.int32)
    out = torch.full((10,), -7, dtype=torch.int32)
    k = build(many_args, arch=arch, options=options)
    stats = run(k, [out, vals["a"], p, vals["b"], vals["c"], vals["d"], vals["e"], 0, vals["f"], vals["g"], q])

    def s32(x):
        return ((x + 2**31) % 2**32) - 2**31
    gbits = struct.unpack("<i", struct.pack("<f", vals["g"]))[0]
    want = [vals["a"], s32(vals["b"]), vals["c"], vals["d"], vals["f"], gbits, int(p[0]), int(q[1]),
            s32(vals["e"] & 0xFFFFFFFF), s32(vals["e"] >> 32)]
    assert out.tolist() == want, vals
    return k, stats


@pytest.mark.parametrize("arch", ARCHS)
def test_many_args_same_results_fewer_smem(arch):
    on, stats_on = _run_many(CompileOptions(), arch)
    off, stats_off = _run_many(OFF, arch)
    loads_on, loads_off = kernarg_loads(on.asm), kernarg_loads(off.asm)
    # unused is removed by DCE; d shares c's dword and keeps its own load; the other nine are one x16
    assert len(loads_off) == 10, loads_off
    assert sorted(op for op, *_ in loads_on) == ["s_load_dword", "s_load_dwordx16"], loads_on
    assert stats_off.counts["smem"] - stats_on.counts["smem"] == 8
    for op, first, count, off in loads_on:
        assert first % min(count, 4) == 0, (op, first)  # x2 on an even SGPR, x4 and wider on a multiple of 4
        assert off % 4 == 0


def test_many_args_under_every_pass_switch():
    from torch_cdna.asm.kernel import PASS_NAMES
    for p in PASS_NAMES:
        _run_many(CompileOptions(passes={p: False}))
    _run_many(CompileOptions(passes={p: p == "batch_kernarg_loads" for p in PASS_NAMES}))


@pytest.mark.parametrize("arch", ARCHS)
def test_wide_loads_assemble(arch):
    for options in (CompileOptions(), OFF):
        assert assemble(build(many_args, arch=arch, options=options))[:4] == b"\x7fELF"


def two_ptrs_and_int(J, out: "int*", a: "int*", n: "int"):
    v = J.gpr("si32")
    J.s_load_dword(v, a, 0)
    J.s_waitcnt(lgkmcnt=0)
    J.s_store_dword(v[0] + n, out, 0)
    J.s_waitcnt(lgkmcnt=0)


def test_no_group_when_loads_would_not_be_fewer():
    # out, a: one x4; n alone after them: x4 + x1 = 2 loads instead of 3
    assert [op for op, *_ in kernarg_loads(build(two_ptrs_and_int).asm)] == ["s_load_dwordx4", "s_load_dword"]

    def ptr_int(J, out: "int*", n: "int"):
        J.s_store_dword(n, out, 0)
        J.s_waitcnt(lgkmcnt=0)
    # a pointer and an int are an x2 and an x1 either way: no group, so no placement constraint
    func_loads = kernarg_loads(build(ptr_int).asm)
    assert [op for op, *_ in func_loads] == ["s_load_dwordx2", "s_load_dword"]


def test_kernarg_wait_still_before_first_use():
    k = build(two_ptrs_and_int)
    lines = [ln.strip() for ln in k.asm.split("\nk:\n", 1)[1].splitlines()]
    wait = next(i for i, ln in enumerate(lines) if ln.startswith("s_waitcnt lgkmcnt(0)"))
    loads = [i for i, ln in enumerate(lines) if ln.startswith("s_load_dword") and "s[0:1]" in ln.split(",")[1]]
    assert loads and max(loads) < wait
    out, a = torch.full((1,), -1, dtype=torch.int32), torch.randint(-1000, 1000, (4,), dtype=torch.int32)
    n = random.randint(-1000, 1000)
    run(k, [out, a, n])  # strict: a read before the wait raises
    assert out.tolist() == [int(a[0]) + n]


@pytest.mark.parametrize("base,lo,hi,want", [
    (4, 0, 18, [(0, 16), (16, 2)]),
    (4, 1, 8, [(1, 1), (2, 2), (4, 4)]),
    (8, 0, 3, [(0, 2), (2, 1)]),
    (4, 0, 32, [(0, 16), (16, 16)]),
    (4, 0, 13, [(0, 8), (8, 4), (12, 1)]),
])
def test_chunks(base, lo, hi, want):
    got = kernarg_batch.chunks(base, lo, hi)
    assert got == want
    assert sum(n for _, n in got) == hi - lo
    assert all((base + p) % min(n, 4) == 0 for p, n in got)


def test_group_avoids_a_fixed_register_and_keeps_alignment():
    f = Function("k", "gfx942")
    b = f.new_block()
    p = f.new_vreg("s", 2, "u64", align=2, fixed=0)
    busy = f.new_vreg("s", 1, "u32", fixed=5)  # live across the loads: the group must not cover s5
    regs = [f.new_vreg("s", 1, "u32") for _ in range(4)]
    b.instrs += [Instr("entry_defs", [RegOp(p), RegOp(busy)], pseudo=True)]
    b.instrs += [Instr("s_load_dword", [RegOp(r), RegOp(p), Imm(4 * i)]) for i, r in enumerate(regs)]
    b.instrs += [Instr("s_waitcnt", [], "lgkmcnt(0)")]
    b.instrs += [Instr("s_store_dword", [RegOp(r), RegOp(p), Imm(64 + 4 * i)]) for i, r in enumerate(regs)]
    b.instrs += [Instr("s_store_dword", [RegOp(busy), RegOp(p), Imm(80)]), Instr("s_endpgm", [])]
    kernarg_batch.run(f)
    assert len(f.reg_groups) == 1
    alloc = allocate(f)
    kernarg_batch.merge(f, alloc)
    wide = [i for i in b.instrs if i.op.startswith("s_load")]
    assert [(i.op, alloc.reg(i.ops[0])) for i in wide] == [("s_load_dwordx4", "s[8:11]")]
    assert [alloc.phys[r.id] for r in regs] == [8, 9, 10, 11]
