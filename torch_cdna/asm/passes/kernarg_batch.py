"""Kernel-argument load batching: one ``s_load_dwordx2/x4/x8/x16`` for several adjacent kernel arguments.

The tracer loads each argument with its own ``s_load_dword`` / ``s_load_dwordx2``. Wide scalar loads need
their destination to be one run of SGPRs, aligned to 2 (x2) or 4 (x4 and wider), so batching is done in two
steps around register allocation:

1. ``run(func)`` (before allocation) groups the entry block's kernarg loads, by offset, into runs of nearby
   arguments and records each run as a ``RegGroup``: the allocator then places the run's registers at the
   same distances as their offsets in the kernarg segment, from one aligned base. Each argument keeps its own
   live range (its registers free up when it dies); only padding dwords between arguments, which the wide
   load also writes, stay reserved until the loads have landed.
2. ``merge(func, alloc)`` (after allocation) replaces the loads of each placed group by the fewest aligned
   wide loads covering it, at the position of the group's first load.

The loads stay before the ``s_waitcnt lgkmcnt(0)`` that the kernarg-load hiding pass places before the first
use; fewer loads only make that wait shorter.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> from torch_cdna.asm.regalloc import allocate
    >>> f = Function("k", "gfx942"); b = f.new_block()
    >>> p = f.new_vreg("s", 2, "u64", align=2, fixed=0)
    >>> a, c = f.new_vreg("s", 2, "u64", align=2), f.new_vreg("s", 2, "u64", align=2)
    >>> b.instrs += [Instr("entry_defs", [RegOp(p)], pseudo=True),
    ...              Instr("s_load_dwordx2", [RegOp(a), RegOp(p), Imm(0)]),
    ...              Instr("s_load_dwordx2", [RegOp(c), RegOp(p), Imm(8)]), Instr("s_waitcnt", [], "lgkmcnt(0)"),
    ...              Instr("s_store_dword", [RegOp(c, 0, 1), RegOp(a), Imm(0)]), Instr("s_endpgm", [])]
    >>> run(f); alloc = allocate(f); merge(f, alloc)
    >>> [f"{i.op} {alloc.reg(i.ops[0])}" for i in b.instrs if i.op.startswith("s_load")]
    ['s_load_dwordx4 s[4:7]']
"""

from __future__ import annotations

from ..ir import Function, Imm, Instr, RegGroup, RegOp
from ..regalloc import Allocation

MAX_GAP = 4     # padding dwords a wide load may write between two arguments (alignment, unused arguments)
MAX_SPAN = 32   # dwords of one group (two x16 loads)
WIDTHS = {16: "s_load_dwordx16", 8: "s_load_dwordx8", 4: "s_load_dwordx4", 2: "s_load_dwordx2",
          1: "s_load_dword"}
_SINGLE = {"s_load_dword": 1, "s_load_dwordx2": 2}


def _kernarg_load(ins: Instr) -> tuple[int, int] | None:
    """(first dword, dwords) of a plain kernarg load written by the tracer, else None."""
    n = _SINGLE.get(ins.op)
    if n is None or ins.mod or len(ins.ops) != 3:
        return None
    dst, base, off = ins.ops
    if not (isinstance(dst, RegOp) and dst.whole and dst.vreg.fixed is None and dst.n == n):
        return None
    if not (isinstance(base, RegOp) and base.vreg.fixed == 0 and base.file == "s" and base.whole):
        return None
    if not isinstance(off, Imm) or not isinstance(off.value, int) or off.value % 4:
        return None
    return off.value // 4, n


def _entry_loads(func: Function) -> list[tuple[int, int, Instr]]:
    """Kernarg loads of the entry block before its first s_waitcnt, sorted by offset."""
    out = []
    for ins in func.blocks[0].instrs:
        if "waitcnt" in ins.flags or ins.is_terminator:
            break
        hit = _kernarg_load(ins)
        if hit is not None:
            out.append((hit[0], hit[1], ins))
    return sorted(out, key=lambda t: t[0])


def _runs(loads: list[tuple[int, int, Instr]]) -> list[list[tuple[int, int, Instr]]]:
    """Split offset-sorted loads into runs of nearby, non-overlapping dword ranges. A load of a dword already
    in the run (two 16-bit arguments share a dword; each has its own register) stays a load of its own."""
    runs: list[list[tuple[int, int, Instr]]] = []
    for lo, n, ins in loads:
        if runs:
            first, last = runs[-1][0], runs[-1][-1]
            end = last[0] + last[1]
            if lo < end:
                continue
            if lo <= end + MAX_GAP and lo + n - (first[0] & ~1) <= MAX_SPAN:
                runs[-1].append((lo, n, ins))
                continue
        runs.append([(lo, n, ins)])
    return runs


def _group(run: list[tuple[int, int, Instr]]) -> RegGroup | None:
    # The base corresponds to an 8-byte aligned kernarg offset, so 8-byte arguments land on even registers.
    origin = run[0][0] & ~1
    members, covered = [], set()
    for lo, n, ins in run:
        vreg = ins.ops[0].vreg
        if (lo - origin) % max(1, vreg.align):
            return None
        members.append((vreg, lo - origin))
        covered.update(range(lo - origin, lo - origin + n))
    size = run[-1][0] + run[-1][1] - origin
    gaps = [k for k in range(run[0][0] - origin, size) if k not in covered]
    return RegGroup(members, gaps, size, 4 if size >= 4 else 2, [ins for _, _, ins in run])


def _worth_it(g: RegGroup) -> bool:
    """Whether the wide loads are fewer than the loads they replace (else the placement constraint only costs
    registers: e.g. a pointer and an int are an x2 and an x1 either way)."""
    return len(chunks(0, g.members[0][1], g.size)) < len(g.loads)


def run(func: Function) -> None:
    """Record a RegGroup for each run of nearby kernarg loads that fewer wide loads can replace."""
    groups = (_group(r) for r in _runs(_entry_loads(func)) if len(r) >= 2)
    func.reg_groups = [g for g in groups if g is not None and _worth_it(g)]


def chunks(base: int, lo: int, hi: int) -> list[tuple[int, int]]:
    """(offset, dwords) of the fewest wide loads covering dwords [lo, hi) of a group placed at SGPR ``base``:
    largest first, each destination aligned (x2 to 2, x4 and wider to 4).

    Example:
        >>> chunks(4, 0, 18)
        [(0, 16), (16, 2)]
    """
    out = []
    p = lo
    while p < hi:
        n = next(w for w in WIDTHS if w <= hi - p and (base + p) % min(w, 4) == 0)
        out.append((p, n))
        p += n
    return out


def _merge_group(func: Function, alloc: Allocation, g: RegGroup) -> None:
    entry = func.blocks[0].instrs
    index = {id(ins): k for k, ins in enumerate(entry)}
    if any(id(ins) not in index for ins in g.loads) or any(m.id not in alloc.phys for m, _ in g.members):
        return  # a load moved or was removed after grouping: leave the loads as they are
    base = alloc.phys[g.members[0][0].id] - g.members[0][1]
    if any(alloc.phys[m.id] != base + rel for m, rel in g.members):
        return  # the allocator could not place the group: separate loads
    ptr, origin = g.loads[0].ops[1], g.loads[0].ops[2].value - 4 * g.members[0][1]  # byte offset of base
    wide = []
    for rel, n in chunks(base, g.members[0][1], g.size):
        dst = func.new_vreg("s", n, "u32", align=min(n, 4), name="kernargs")
        alloc.phys[dst.id] = base + rel
        wide.append(Instr(WIDTHS[n], [RegOp(dst), ptr, Imm(origin + 4 * rel)], loc=g.loads[0].loc))
    at = min(index[id(ins)] for ins in g.loads)
    drop = {id(ins) for ins in g.loads}
    func.blocks[0].instrs = [ins for ins in entry[:at] if id(ins) not in drop] + wide + \
        [ins for ins in entry[at:] if id(ins) not in drop]


def merge(func: Function, alloc: Allocation) -> None:
    """Replace the loads of each group the allocator placed by wide loads (after register allocation)."""
    for g in func.reg_groups:
        _merge_group(func, alloc, g)
