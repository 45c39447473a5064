"""The table-driven shortcuts of the scheduler and the register allocator agree with the plain definitions:
schedule._op_keys reads the same dependence keys off the operands as the Instr.uses()/defs() views give, and
regalloc._RegFile finds the same base as a scan of every candidate base."""

import random
from collections import Counter

import pytest

from benchmarks.compile_latency import ARCH, op_kernels
from torch_cdna.asm.kernel import PASS_NAMES
from torch_cdna.asm.passes import REGISTRY, schedule
from torch_cdna.asm.pipeline import trace
from torch_cdna.asm.regalloc import _RegFile


@pytest.mark.parametrize("name", ["poly", "rmsnorm", "attention"])
def test_op_keys_match_the_views(name):
    kernel, consts = op_kernels()[name]
    constants = dict(zip([kernel.params[i].name for i in kernel._const], consts))
    func = trace(kernel.fn, name=name, params=list(kernel._kernargs), constants=constants, arch=ARCH)
    for p in PASS_NAMES:
        if p != "hide_dependencies" and kernel.options.enabled(p):
            REGISTRY[p](func)
    checked = 0
    for ins in (i for b in func.blocks for i in b.instrs if not i.pseudo):
        uses, defs = schedule._op_keys(ins)
        assert Counter(uses) == Counter(schedule._flat_keys(ins.uses())), str(ins)
        assert Counter(defs) == Counter(schedule._flat_keys(ins.defs())), str(ins)
        checked += 1
    assert checked > 100


def _scan(busy: list[int], fixed: list, size: int, align: int, start: int, end: int) -> int | None:
    """The lowest aligned base whose registers are all free at ``start`` and clear of the live pinned ranges."""
    live = [(lo, hi) for lo, hi, s, e in fixed if s <= end and start <= e]
    for base in range(0, len(busy) - size + 1, align):
        if all(b < start for b in busy[base:base + size]) and not any(lo < base + size and base < hi
                                                                         for lo, hi in live):
            return base
    return None


def test_register_file_matches_a_scan():
    rng = random.Random()
    seed = rng.randrange(2**32)
    rng.seed(seed)
    limit = 48
    f = _RegFile(limit)
    busy = [-1] * limit
    f.fixed = [(2, 4, 0, 30), (10, 11, 50, 200)]
    start = 0
    for _ in range(400):
        start += rng.randrange(3)
        end = start + rng.randrange(1, 40)
        size, align = rng.choice([(1, 1), (1, 1), (2, 2), (4, 4), (3, 1), (16, 4)])
        want = _scan(busy, f.fixed, size, align, start, end)
        got = f.place(size, align, start, end)
        assert got == want, (seed, start, size, align)
        if got is not None:
            busy[got:got + size] = [end] * size
