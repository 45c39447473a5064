"""Register allocation: virtual registers -> physical SGPRs/VGPRs/AccVGPRs, without spilling.

Each virtual register gets one interval over the linear instruction order covering every point where it
is live (from ``dataflow.Liveness``, so values live around a loop's back edge cover the whole loop), every
definition and use, and, for loads and returning atomics, the time until an ``s_waitcnt`` guarantees the data
has landed (a result that is never read must still not share its register with a later value). Intervals are
assigned in start order to the lowest free, correctly aligned physical registers. Positions: an instruction at index i
reads at 2i and writes at 2i+1 (2i for instructions whose destination may not overlap a source).

When the registers run out, ``RegisterAllocationError`` lists what is live at that point and where each
value was defined.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block(); r = f.new_vreg("s", 1, "u32")
    >>> b.instrs += [Instr("s_mov_b32", [RegOp(r), Imm(1)]), Instr("s_endpgm", [])]
    >>> allocate(f).phys[r.id], allocate(f).sgprs
    (0, 1)
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from collections import deque
from itertools import accumulate, compress, count, repeat
from operator import eq
from dataclasses import dataclass, field

from ..errors import RegisterAllocationError
from .dataflow import Liveness, instr_regs
from .ir import Function, Instr, RegOp, VReg
from .kernel import CompileOptions

_COUNTER_RE = re.compile(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)")


@dataclass
class Allocation:
    """Physical base register per vreg id, and the number of registers used per file."""

    phys: dict[int, int] = field(default_factory=dict)
    files: dict[int, str] = field(default_factory=dict)
    sgprs: int = 0
    vgprs: int = 0
    agprs: int = 0
    intervals: dict[int, tuple[int, int]] = field(default_factory=dict)

    def reg(self, op: RegOp) -> str:
        """Assembly text of a register operand."""
        base = self.phys[op.vreg.id] + op.lo
        prefix = op.vreg.file
        return f"{prefix}{base}" if op.n == 1 else f"{prefix}[{base}:{base + op.n - 1}]"


def waitcnt_counts(ins: Instr) -> dict[str, int]:
    """{'vm': n, 'lgkm': n, ...} of an s_waitcnt (missing counters: no wait)."""
    return {m.group(1)[:-3]: int(m.group(2)) for m in _COUNTER_RE.finditer(ins.mod)}


def _landing_point(linear: list[Instr], i: int, counters: list | None = None) -> int:
    """Linear index by which the load at ``i`` has certainly written its destination.

    ``counters``: ``_counters(linear)``, when the caller has them (many loads of one list: ``_Landing``)."""
    return _Landing(linear, counters if counters is not None else _counters(linear)).point(i)


class _Landing:
    """``_landing_point`` for the loads of one instruction list. The answer is the first s_waitcnt after the
    load whose count for the load's counter is 0, or (not for scalar loads) at most the number of that
    counter's instructions issued since the load; else the last instruction. The waits' positions and a
    prefix count per counter are made once, so a load visits only the waits after it."""

    def __init__(self, linear: list[Instr], counters: list) -> None:
        self.linear, self.counters = linear, counters
        self.waits = [j for j, c in enumerate(counters) if c.__class__ is dict]
        self.prefix: dict = {}  # counter -> [instructions of that counter before position k for every k]

    def _prefix(self, counter: str | None) -> list[int]:
        p = self.prefix.get(counter)
        if p is None:
            # an entry counts when it equals the counter (never a wait's dict or the s_endpgm marker) and is
            # not a pseudo instruction's marker
            # (the counter is a name or None, never the marker; ``eq`` over the list runs at C speed)
            p = self.prefix[counter] = list(accumulate(map(eq, self.counters, repeat(counter)), initial=0))
        return p

    def point(self, i: int) -> int:
        linear, counters, waits = self.linear, self.counters, self.waits
        ins = linear[i]
        counter = ins.rec.counter if ins.rec is not None else None
        key = counter or ""
        smem = "smem" in ins.flags
        prefix = self._prefix(counter)
        issued = prefix[i + 1]
        for w in range(bisect_right(waits, i), len(waits)):
            j = waits[w]
            n = counters[j].get(key)
            # vector memory returns in order: a wait allowing n in flight has retired this load when at least n
            # of its counter's instructions were issued after it (scalar memory can return out of order: 0 only)
            if n is not None and (n == 0 or (not smem and n <= prefix[j] - issued)):
                return j
        return len(linear) - 1


_ENDPGM = object()     # _counters' entry of an s_endpgm
_NO_RECORD = object()  # _counters' entry of a pseudo instruction (no ISA record: counts for no counter)


_WAIT = object()       # _COUNTER_OF's answer for an s_waitcnt (its counts depend on its modifiers)
_COUNTER_OF: dict = {}  # (op, pseudo) -> _WAIT, _ENDPGM, _NO_RECORD or the record's counter: static facts


def _counter_of(ins: Instr) -> object:
    flags = ins.flags
    if "waitcnt" in flags:
        return _WAIT
    if "endpgm" in flags:
        return _ENDPGM
    rec = ins.rec
    return _NO_RECORD if rec is None else rec.counter


def _counters(linear: list[Instr]) -> list:
    """Per instruction what ``_landing_point`` reads: the waitcnt counts of an s_waitcnt, ``_ENDPGM``, the
    record's counter (None: none), or ``_NO_RECORD``."""
    out: list = []
    cache = _COUNTER_OF
    for ins in linear:
        d = ins.__dict__
        key = (d["op"], d["pseudo"])
        c = cache.get(key, cache)  # (a counter may be None: the dict itself marks a miss)
        if c is cache:
            c = cache[key] = _counter_of(ins)
        out.append(_waitcnt_counts_of(d["mod"]) if c is _WAIT else c)
    return out


@functools.lru_cache(maxsize=1024)
def _waitcnt_counts_of(mod: str) -> dict[str, int]:
    return {m.group(1)[:-3]: int(m.group(2)) for m in _COUNTER_RE.finditer(mod)}


def intervals(func: Function) -> tuple[dict[int, tuple[int, int]], list[Instr]]:
    """Live interval (start, end) in half-instruction positions for every vreg the code mentions."""
    spans, linear, _ = _intervals(func)
    return spans, linear


def _intervals(func: Function) -> tuple[dict[int, tuple[int, int]], list[Instr], "_Landing"]:
    """``intervals`` and the landing points of the linear order (the allocator's groups read them too).

    The walk visits positions in increasing order (block start, each instruction's reads then writes, block
    end), so a register's interval starts at its first touch and ends at its last: ``start.setdefault`` and
    ``end.update`` record them over whole sets at C speed. Two cases touch out of order and take ``_touch``:
    an early-clobber instruction writes at 2i before it reads at 2i+1, and a load's landing point lies ahead.
    """
    live = Liveness(func)
    linear: list[Instr] = []
    start: dict[int, int] = {}  # first touch, in first-touch order (the order of the returned dict)
    end: dict[int, int] = {}
    setdefault = start.setdefault
    for bi, block in enumerate(func.blocks):
        first = 2 * len(linear)
        ids = live.live_in[bi]
        deque(map(setdefault, ids, repeat(first)), maxlen=0)
        end.update(dict.fromkeys(ids, first))
        for ins in block.instrs:
            i = len(linear)
            linear.append(ins)
            uses, _, defs = instr_regs(ins)  # vreg ids, kept with the instruction since the liveness above
            if ins.early_clobber():
                for rid in uses:
                    _touch(start, end, rid, 2 * i + 1)
                for rid in defs:
                    _touch(start, end, rid, 2 * i)
                continue
            pos = 2 * i
            deque(map(setdefault, uses, repeat(pos)), maxlen=0)
            end.update(dict.fromkeys(uses, pos))
            deque(map(setdefault, defs, repeat(pos + 1)), maxlen=0)
            end.update(dict.fromkeys(defs, pos + 1))
        last = 2 * len(linear) - 1 if block.instrs else first
        ids = live.live_out[bi]
        deque(map(setdefault, ids, repeat(last)), maxlen=0)
        end.update(dict.fromkeys(ids, last))
    landing = _Landing(linear, _counters(linear))
    for i, ins in enumerate(linear):
        late = ins.late_defs()
        if late:
            land = 2 * landing.point(i)
            for o in late:
                if isinstance(o, RegOp):
                    _touch(start, end, o.vreg.id, land)
    return {k: (s, end[k]) for k, s in start.items()}, linear, landing


def _touch(start: dict[int, int], end: dict[int, int], rid: int, pos: int) -> None:
    """Widen ``rid``'s interval to cover ``pos`` (a touch out of the walk's increasing order)."""
    s = start.setdefault(rid, pos)
    if pos < s:
        start[rid] = pos
    if pos > end.get(rid, pos - 1):
        end[rid] = pos


def _limits(options: CompileOptions) -> dict[str, int]:
    return {"s": options.max_sgprs, "v": options.max_vgprs, "a": options.max_agprs}


def allocate(func: Function, options: CompileOptions | None = None) -> Allocation:
    """Assign physical registers to every vreg in ``func``; raises RegisterAllocationError when out."""
    options = options or CompileOptions()
    spans, linear, landing = _intervals(func)
    vregs = {r.id: r for r in func.vregs if r.id in spans}
    limits = _limits(options)
    busy: dict[str, list[int]] = {f: [-1] * limits[f] for f in "sva"}
    fixed_spans: dict[str, list[tuple[int, int, int, int]]] = {f: [] for f in "sva"}
    alloc = Allocation(intervals=spans)
    for r in vregs.values():
        if r.fixed is not None:
            alloc.phys[r.id] = r.fixed
            s, e = spans[r.id]
            fixed_spans[r.file].append((r.fixed, r.fixed + r.size, s, e))
    order = sorted((r for r in vregs.values() if r.fixed is None), key=lambda r: (spans[r.id][0], -r.size, r.id))
    grouped = _groups(func, vregs, spans, linear, landing)
    for r in order:
        if r.id in alloc.phys:  # placed with its group
            continue
        group = grouped.get(r.id)
        if group is not None:
            for m, _ in group[0].members:  # one try per group: if it fails, the members go one by one
                grouped.pop(m.id, None)
            if _place_group(busy[r.file], fixed_spans[r.file], group, spans, alloc):
                continue
        start, end = spans[r.id]
        base = _find(busy[r.file], fixed_spans[r.file], r, start, end)
        if base is None:
            raise RegisterAllocationError(_out_of_registers(func, r, start, spans, vregs, linear, alloc, limits))
        for k in range(base, base + r.size):
            busy[r.file][k] = end
        alloc.phys[r.id] = base
    for r in vregs.values():
        top = alloc.phys[r.id] + r.size
        if r.file == "s":
            alloc.sgprs = max(alloc.sgprs, top)
        elif r.file == "v":
            alloc.vgprs = max(alloc.vgprs, top)
        else:
            alloc.agprs = max(alloc.agprs, top)
    return alloc


def _groups(func: Function, vregs: dict, spans: dict, linear: list[Instr], landing: "_Landing") -> dict:
    """vreg id -> (RegGroup, landing position of its loads) for the groups whose members are all allocated."""
    out: dict = {}
    if not func.reg_groups:
        return out
    where = {id(ins): i for i, ins in enumerate(linear)}
    for g in func.reg_groups:
        if not g.members or any(m.id not in vregs or m.fixed is not None for m, _ in g.members) or \
                any(id(ins) not in where for ins in g.loads):
            continue
        land = max(2 * landing.point(where[id(ins)]) for ins in g.loads)
        for m, _ in g.members:
            out[m.id] = (g, land)
    return out


def _place_group(busy: list[int], fixed: list, group: tuple, spans: dict, alloc: Allocation) -> bool:
    """Place every member of a RegGroup at its offset from the lowest free aligned base (False: no room).

    The whole group must be free from its first definition on (the wide load writes it all at once); each
    member then stays busy until its own end, padding dwords until the loads have landed.
    """
    g, land = group
    start = min(spans[m.id][0] for m, _ in g.members)
    need = [(rel + k, spans[m.id][1]) for m, rel in g.members for k in range(m.size)] + [(k, land) for k in g.gaps]

    def free(base: int) -> bool:
        if any((base + rel) % max(1, m.align) for m, rel in g.members):
            return False
        return all(busy[base + k] < start and not any(lo <= base + k < hi and s <= e and start <= fe
                                                       for lo, hi, s, fe in fixed) for k, e in need)

    base = next((b for b in range(0, len(busy) - g.size + 1, max(1, g.align)) if free(b)), None)
    if base is None:
        return False
    for k, e in need:
        busy[base + k] = e
    for m, rel in g.members:
        alloc.phys[m.id] = base + rel
    return True


def _find(busy: list[int], fixed: list, r: VReg, start: int, end: int) -> int | None:
    """The lowest aligned base whose ``r.size`` registers are all free at ``start`` and clear of the pinned
    ranges live then. The candidates (bases whose first register is free) come from a C-level scan of
    ``busy``: the allocator asks once per register, over hundreds of busy registers."""
    align = max(1, r.align)
    size = r.size
    # only the pinned ranges live during [start, end] can conflict: usually none
    live = [(lo, hi) for lo, hi, s, e in fixed if s <= end and start <= e]
    free = start.__gt__  # free(b): b < start
    firsts = busy[:len(busy) - size + 1:align] if align > 1 or size > 1 else busy
    candidates = compress(count(0, align), map(free, firsts))
    if size == 1 and not live:
        return next(candidates, None)
    for base in candidates:
        if max(busy[base:base + size]) < start and not any(lo < base + size and base < hi for lo, hi in live):
            return base
    return None


def _out_of_registers(func: Function, r: VReg, start: int, spans, vregs, linear, alloc, limits) -> str:
    names = {"s": "SGPRs", "v": "VGPRs", "a": "AccVGPRs"}
    at = linear[min(start // 2, len(linear) - 1)]
    live = [vregs[k] for k, (s, e) in spans.items() if s <= start <= e and vregs[k].file == r.file and k != r.id]
    live.sort(key=lambda v: -v.size)
    lines = [f"out of {names[r.file]}: {r.size} more needed for {r.name!r} "
             f"(defined at {_where(r)}) at '{at}' ({_where_instr(at)}); the limit is {limits[r.file]} and "
             f"{sum(v.size for v in live)} are live there (torch_cdna never spills):"]
    for v in live[:40]:
        lines.append(f"    {v.name}: {v.size} x {names[v.file][:-1]} ({v.dtype}), defined at {_where(v)}")
    if len(live) > 40:
        lines.append(f"    ... and {len(live) - 40} more")
    lines.append("Fix: shorten live ranges (reuse arrays, compute values closer to their use), or lower the "
                 "unroll/tile size.")
    return "\n".join(lines)


def _where(v: VReg) -> str:
    return str(v.loc) if v.loc is not None else "kernel entry" if v.fixed is not None else "compiler temporary"


def _where_instr(ins: Instr) -> str:
    return str(ins.loc) if ins.loc is not None else "generated code"
