"""The fast dependence analysis (schedule._deps) and hazard pass agree with brute-force all-pairs versions
on real kernels: the same dependence order (transitive closure) and the same s_nop counts."""

import random

import pytest

from torch_cdna.asm import regalloc
from torch_cdna.asm.ir import Imm, operand_overlap
from torch_cdna.asm.kernel import PASS_NAMES, CompileOptions
from torch_cdna.asm.passes import REGISTRY, hazards
from torch_cdna.asm.passes import schedule
from torch_cdna.asm.pipeline import trace
from torch_cdna.isa import hazards as H
from torch_cdna.runtime.kernargs import layout, parse_hip_type
from tests.asm import kernels, test_crosslane

KERNELS = [kernels.lane_branches, kernels.lane_loops, kernels.lds_shuffle, kernels.nested_loops,
           kernels.scalar_mix, test_crosslane.reduce_kernel]


def _traced(fn, passes=PASS_NAMES):
    params = [(p, parse_hip_type(a)) for p, a in fn.__annotations__.items() if isinstance(a, str)]
    func = trace(fn, name="k", params=layout(params)[0], constants={}, arch=random.choice(["gfx942", "gfx950"]))
    for p in passes:
        REGISTRY[p](func)
    return func


def _closure(preds):
    out = []
    for j, ps in enumerate(preds):
        s = set(ps)
        for i in ps:
            s |= out[i]
        out.append(s)
    return out


def _brute_deps(seg):
    info = [(ins.defs(), ins.uses()) for ins in seg]
    preds, last_mem = [set() for _ in seg], None
    for j, (dj, uj) in enumerate(info):
        for i in range(j):
            di, ui = info[i]
            if any(operand_overlap(a, b) for a in di for b in uj + dj) or \
                    any(operand_overlap(a, b) for a in ui for b in dj):
                preds[j].add(i)
        if schedule._is_memory(seg[j]):
            if last_mem is not None:
                preds[j].add(last_mem)
            last_mem = j
    return preds


@pytest.mark.parametrize("fn", KERNELS, ids=lambda f: f.__name__)
def test_deps_same_order_as_all_pairs(fn):
    func = _traced(fn, [p for p in PASS_NAMES if p != "hide_dependencies"])
    for block in func.blocks:
        seg = [ins for ins in block.instrs if not schedule._is_barrier(ins)]
        fast, brute = schedule._deps(seg), _brute_deps(seg)
        assert all(f <= b for f, b in zip(fast, brute))  # only real dependences
        assert _closure(fast) == _closure(brute)


def _brute_nops(func, alloc):
    """The hazard pass's window algorithm with H.hazards_between on every (producer, consumer) pair."""
    arch, preds = func.arch, func.predecessors()
    acc = [[hazards._access(i, alloc, arch, {}) if not i.pseudo else None for i in b.instrs] for b in func.blocks]
    outs, nops = [[] for _ in func.blocks], [[] for _ in func.blocks]
    for _ in range(8):
        changed = False
        for bi, block in enumerate(func.blocks):
            window = [e for p in preds[bi] for e in outs[p]]
            mine = []
            for ins, a in zip(block.instrs, acc[bi]):
                need = 0
                if a is not None:
                    for p, d in window:
                        need = max(need, max((f.required for f in H.hazards_between(p, a, arch)), default=0) - d)
                mine.append(need)
                step = need + (ins.ops[0].value + 1 if ins.base == "s_nop" and isinstance(ins.ops[0], Imm) else 1)
                window = [(p, d + step) for p, d in window if d + step < H.MAX_WAIT_STATES + 1]
                if a is not None and H.can_produce(a, arch):
                    window.append((a, 0))
            nops[bi] = mine
            if [(id(p), d) for p, d in window] != [(id(p), d) for p, d in outs[bi]]:
                outs[bi], changed = window, True
        if not changed:
            break
    return nops


@pytest.mark.parametrize("fn", KERNELS, ids=lambda f: f.__name__)
def test_hazard_nops_match_brute_force(fn):
    func = _traced(fn)
    alloc = regalloc.allocate(func, CompileOptions())
    want = _brute_nops(func, alloc)
    hazards.run(func, alloc)
    got = [[] for _ in func.blocks]
    for bi, block in enumerate(func.blocks):
        pending = 0
        for ins in block.instrs:
            if ins.comment == "hazard":
                pending += ins.ops[0].value + 1
            else:
                got[bi].append(pending)
                pending = 0
    assert got == want
    if fn in (kernels.lds_shuffle, test_crosslane.reduce_kernel):
        assert any(n for b in want for n in b)  # these kernels do have hazards
