"""Splitting register arrays by use: when the instructions touching a register array only ever access
disjoint parts of it (e.g. ``acc[0:3]`` and ``acc[4:7]`` separately), each part becomes its own virtual
register, so each gets its own live range and the allocator can reuse registers of parts that died.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block(); r = f.new_vreg("v", 4, "f32", align=2)
    >>> b.instrs += [Instr("v_mov_b32", [RegOp(r, 0, 1), Imm(0)]), Instr("v_mov_b32", [RegOp(r, 3, 1), Imm(1)])]
    >>> run(f); [str(i) for i in b.instrs]
    ['v_mov_b32 %t0_0.0, 0', 'v_mov_b32 %t0_3.0, 1']
"""

from __future__ import annotations

from bisect import bisect_right

from ..ir import Function, RegOp, VReg


def _need_align(file: str, n: int) -> int:
    if n == 1:
        return 1
    return 4 if file == "s" and n >= 4 else 2


def _groups(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Merge overlapping [lo, hi) ranges."""
    out: list[list[int]] = []
    for lo, hi in sorted(ranges):
        if out and lo < out[-1][1]:
            out[-1][1] = max(out[-1][1], hi)
        else:
            out.append([lo, hi])
    return [(a, b) for a, b in out]


def _partial_uses(func: Function) -> tuple[dict[int, tuple[set, list]], set[int]]:
    """(vreg id -> (the distinct [lo, hi) ranges its partial operands name, the operand lists naming them,
    once per such operand), ids of the arrays some operand names whole)."""
    partial: dict[int, tuple[set, list]] = {}
    whole: set[int] = set()
    for b in func.blocks:
        for ins in b.instrs:
            ops = ins.ops
            for o in ops:
                if o.__class__ is RegOp:
                    n = o.n
                    r = o.vreg
                    if n == r.size:
                        if n > 1:
                            whole.add(r.id)
                        continue
                    seen = partial.get(r.id)
                    if seen is None:
                        partial[r.id] = ({(o.lo, o.lo + n)}, [ops])
                    else:
                        seen[0].add((o.lo, o.lo + n))
                        seen[1].append(ops)
    return partial, whole


def _parts(func: Function, r: VReg, ranges: set[tuple[int, int]]) -> list[tuple[int, int, VReg]]:
    """The new registers ``r`` splits into, as (lo, hi, vreg), given the distinct ranges its operands name;
    none when it cannot split (one group, or a part whose operands would lose their alignment)."""
    ranges = sorted(ranges)
    groups = _groups(ranges)
    if len(groups) < 2:
        return []
    members: list[list[tuple[int, int]]] = [[] for _ in groups]  # the uses starting in each group
    g = 0
    for a, b in ranges:
        while a >= groups[g][1]:
            g += 1
        members[g].append((a, b))
    parts = []
    for (lo, hi), mine in zip(groups, members):
        align = max(_need_align(r.file, b - a) for a, b in mine)
        if any((a - lo) % _need_align(r.file, b - a) for a, b in mine):
            return []
        new = func.new_vreg(r.file, hi - lo, r.dtype, align=align, name="", loc=r.loc)
        new.name = f"{r.name}_{lo}"
        new.temp = getattr(r, "temp", False)  # type: ignore[attr-defined]
        parts.append((lo, hi, new))
    return parts


def run(func: Function) -> None:
    # Only arrays of several dwords can split, and one that some instruction reads or writes whole cannot (its
    # ranges merge into one group).
    partial, whole = _partial_uses(func)
    for r in list(func.vregs):  # in creation order: the new registers' ids follow it
        if r.fixed is not None or r.size == 1 or r.id not in partial or r.id in whole:
            continue
        ranges, sites = partial[r.id]
        parts = _parts(func, r, ranges)
        if parts:
            _rewrite(r, parts, sites)


def _rewrite(r: VReg, parts: list[tuple[int, int, VReg]], sites: list) -> None:
    """Make the operands naming part of ``r`` (in the operand lists ``sites``) name the part they lie in."""
    # every operand of a split array lies in one part (its uses made the parts): the part is the last one
    # starting at or below the operand
    starts = [p[0] for p in parts]
    made: dict[tuple[int, int], RegOp] = {}  # (lo, n) -> its operand in the new register (operands are values)
    setitem = list.__setitem__
    for ops in {id(ops): ops for ops in sites}.values():  # each list once (it appears once per operand of r)
        for k, o in enumerate(ops):
            if o.__class__ is RegOp and o.vreg is r:
                new = made.get((o.lo, o.n))
                if new is None:
                    lo, _, part = parts[bisect_right(starts, o.lo) - 1]
                    new = made[(o.lo, o.n)] = RegOp(part, o.lo - lo, o.n)
                setitem(ops, k, new)
                ops.v += 1  # what OpList's own item assignment does (drops the instruction's derived facts)
