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
from heapq import heappop, heappush
from itertools import accumulate, chain, compress, count, repeat
from operator import attrgetter, eq, is_, itemgetter
from dataclasses import dataclass, field

from ..errors import RegisterAllocationError
from .dataflow import DEFS, USES, Liveness, facts_of, facts_summary, instr_regs
from .ir import MEMORY_FORMATS, Function, Instr, RegOp, VReg
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


_WAIT = object()       # the counter fact of an s_waitcnt (its counts depend on its modifiers)
# (op, pseudo) -> (counter, memory, early_clobber): what the allocator reads of an instruction that depends only
# on the pair, made once per pair. counter: _WAIT, _ENDPGM, _NO_RECORD or the record's counter (None: none);
# memory: a memory format (may write late).
_FACTS: dict = {}
_OP_KEY = attrgetter("op", "pseudo")
_COUNTER, _MEMORY, _EARLY_CLOBBER = itemgetter(0), itemgetter(1), itemgetter(2)


def _counter_of(ins: Instr) -> object:
    flags = ins.flags
    if "waitcnt" in flags:
        return _WAIT
    if "endpgm" in flags:
        return _ENDPGM
    rec = ins.rec
    return _NO_RECORD if rec is None else rec.counter


def _op_facts(linear: list[Instr]) -> list:
    """``_FACTS`` of every instruction: one C-level lookup each, a Python step only for a new (op, pseudo)."""
    facts = list(map(_FACTS.get, map(_OP_KEY, linear)))
    if None in facts:
        for i in compress(count(), map(is_, facts, repeat(None))):
            ins = linear[i]
            key = (ins.op, ins.pseudo)
            f = _FACTS.get(key)
            if f is None:
                f = _FACTS[key] = (_counter_of(ins), ins.fmt in MEMORY_FORMATS, ins.early_clobber())
            facts[i] = f
    return facts


def _counters(linear: list[Instr], facts: list | None = None) -> list:
    """Per instruction what ``_landing_point`` reads: the waitcnt counts of an s_waitcnt, ``_ENDPGM``, the
    record's counter (None: none), or ``_NO_RECORD``. ``facts``: ``_op_facts(linear)`` when the caller has
    them."""
    out = list(map(_COUNTER, facts if facts is not None else _op_facts(linear)))
    for j in compress(count(), map(is_, out, repeat(_WAIT))):
        out[j] = _waitcnt_counts_of(linear[j].mod)
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

    A register's interval runs from its first touch to its last. The instructions' touches (``_stream``) give
    both at C speed: ``dict(zip(ids, positions))`` keeps each register's last touch, the same over the
    reversed stream its first. The live-in/out sets of the blocks then widen them (``_widen_by_liveness``:
    only a register live around a loop's back edge gains anything), and afterwards a register both read and
    written by an early-clobber instruction (its two stream entries are out of order) and a load's
    destination up to its landing point. The returned dict is in the instructions' first-touch order (the
    error message recomputes the order with the live sets: ``_first_touch_order``).
    """
    linear: list[Instr] = list(chain.from_iterable(b.instrs for b in func.blocks))
    facts = _op_facts(linear)
    regs = facts_of(linear)  # reg_facts, memoised with each instruction (earlier passes made most of them)
    live = Liveness(func, _summaries(func, regs))
    reads, writes = list(map(itemgetter(USES), regs)), list(map(itemgetter(DEFS), regs))  # vreg id tuples
    early = list(compress(count(), map(_EARLY_CLOBBER, facts)))
    ids, positions = _stream(func, reads, writes, early)
    end = dict(zip(ids, positions))
    start = dict(zip(reversed(ids), reversed(positions)))
    _widen_by_liveness(func, live, start, end)
    for i in early:  # a register both read and written there: its entries are out of order
        for rid in set(reads[i]).intersection(writes[i]):
            _touch(start, end, rid, 2 * i)
            _touch(start, end, rid, 2 * i + 1)
    landing = _Landing(linear, _counters(linear, facts))
    for i in compress(count(), map(_MEMORY, facts)):  # only memory instructions write late
        # late_defs: the written registers, or (a MUBUF atomic returning into its data operand) that operand
        late = writes[i] or [o.vreg.id for o in linear[i].late_defs() if isinstance(o, RegOp)]
        if late:
            land = 2 * landing.point(i)
            for rid in late:
                _touch(start, end, rid, land)
    return dict(zip(end, zip(map(start.__getitem__, end), map(end.__getitem__, end)))), linear, landing


def _summaries(func: Function, regs: list) -> list:
    """``dataflow.block_summary`` of every block, from the linear order's ``reg_facts`` (one lookup pass
    for the whole function instead of one per block)."""
    out = []
    n = 0
    for block in func.blocks:
        k = len(block.instrs)
        out.append(facts_summary(regs[n:n + k]))
        n += k
    return out


def _stream(func: Function, reads: list, writes: list, early: list[int],
            live: Liveness | None = None) -> tuple[list, list]:
    """Every register touch as (ids, positions), in increasing position order except at early-clobber
    instructions: each instruction's reads (``reads[i]``: vreg ids) at 2i, then its writes (``writes[i]``) at
    2i+1 (``early``: the instructions that write at 2i before they read at 2i+1; their two entries swap
    positions). With ``live``, each block's live-in set comes first at its start and its live-out set last at
    its end."""
    sets: list = []      # the touched id sets, in stream order
    where: list = []     # the position of each set
    firsts: list = []    # each block's first linear index
    n = 0
    for bi, block in enumerate(func.blocks):
        firsts.append(n)
        if live is not None:
            sets.append(live.live_in[bi])
            where.append(2 * n)
        k = len(block.instrs)
        if k:
            sets += chain.from_iterable(zip(reads[n:n + k], writes[n:n + k]))
            where += range(2 * n, 2 * (n + k))
        if live is not None:
            sets.append(live.live_out[bi])
            where.append(2 * (n + k) - 1 if k else 2 * n)
        n += k
    for i in early:  # with live sets, the entries of instruction i in block b start at 2i + 2b + 1
        j = 2 * i + (2 * (bisect_right(firsts, i) - 1) + 1 if live is not None else 0)
        where[j], where[j + 1] = 2 * i + 1, 2 * i
    return list(chain.from_iterable(sets)), list(chain.from_iterable(map(repeat, where, map(len, sets))))


def _widen_by_liveness(func: Function, live: Liveness, start: dict[int, int], end: dict[int, int]) -> None:
    """Widen the intervals to each block's start for its live-in registers and to its end for its live-out
    ones. Only a register's first and last appearance in those sets can widen it: one forward and one
    backward walk over the blocks on the liveness bitsets (``bits_in``/``bits_out``), a Python step only per
    register's first/last appearance."""
    n = 0
    bounds = []  # (start position, end position) of each block
    for block in func.blocks:
        k = len(block.instrs)
        bounds.append((2 * n, 2 * (n + k) - 1 if k else 2 * n))
        n += k
    ids = live._regs  # dataflow.Liveness: bit k of its bitsets stands for vreg _regs[k]
    touches = []  # (bitset, position) in position order
    for b, (first, last) in enumerate(bounds):
        touches += ((live.bits_in[b], first), (live.bits_out[b], last))
    for walk in (touches, reversed(touches)):  # first appearances, then last ones
        seen = 0
        for bits, pos in walk:
            new = bits & ~seen
            seen |= new
            while new:
                low = new & -new
                _touch(start, end, ids[low.bit_length() - 1], pos)
                new ^= low


def _first_touch_order(func: Function) -> list[int]:
    """The vreg ids in the order the linear walk first touches them, live sets included (for messages)."""
    linear = list(chain.from_iterable(b.instrs for b in func.blocks))
    early = list(compress(count(), map(_EARLY_CLOBBER, _op_facts(linear))))
    regs = list(map(instr_regs, linear))  # the sets' iteration order, as the allocator once walked them
    ids, _ = _stream(func, [r[0] for r in regs], [r[2] for r in regs], early, Liveness(func))
    return list(dict.fromkeys(ids))


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
    files = {f: _RegFile(limits[f]) for f in "sva"}
    alloc = Allocation(intervals=spans)
    phys = alloc.phys
    order = []  # (start, -size, id, end, vreg) of the free vregs: in start order, larger first on ties
    tops = dict.fromkeys("sva", 0)  # registers used per file: a pinned register's end, or the highest taken
    for r in vregs.values():
        s, e = spans[r.id]
        if r.fixed is None:
            order.append((s, -r.size, r.id, e, r))
        else:
            phys[r.id] = r.fixed
            files[r.file].fixed.append((r.fixed, r.fixed + r.size, s, e))
            tops[r.file] = max(tops[r.file], r.fixed + r.size)
    order.sort()  # ids are distinct: the ends and vregs are never compared
    grouped = _groups(func, vregs, spans, linear, landing)
    for start, _, rid, end, r in order:
        if rid in phys:  # placed with its group
            continue
        file = files[r.file]
        if grouped:
            group = grouped.get(rid)
            if group is not None:
                for m, _ in group[0].members:  # one try per group: if it fails, the members go one by one
                    grouped.pop(m.id, None)
                file.advance(start)
                if _place_group(file, group, spans, alloc):
                    continue
        base = file.place(r.size, r.align, start, end)
        if base is None:
            raise RegisterAllocationError(_out_of_registers(func, r, start, spans, vregs, linear, alloc, limits))
        phys[rid] = base
    for f in "sva":
        tops[f] = max(tops[f], files[f].used.bit_length())
    alloc.sgprs, alloc.vgprs, alloc.agprs = tops["s"], tops["v"], tops["a"]
    return alloc


class _RegFile:
    """The physical registers of one file while the allocator walks the intervals in start order, as Python-int
    bitsets (bit k: register k). ``taken``: the registers of intervals not over yet; ``ending``: a heap of
    (end, bits) that gives them back once the walk has passed their end (starts only grow, so each is given
    back once). Pinned registers (``fixed``: (lo, hi, start, end)) never enter ``taken``: they block only the
    intervals that overlap theirs in time.

    Example:
        >>> f = _RegFile(8); f.take(0b11, end=5); f.find(2, 2, start=3, end=9), f.find(1, 1, start=3, end=9)
        (2, 2)
        >>> f.advance(6); f.find(2, 2, start=6, end=9)
        0
        >>> f.place(1, 1, start=7, end=9), f.place(2, 2, start=8, end=9)
        (0, 2)
    """

    __slots__ = ("limit", "taken", "used", "ending", "fixed")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.taken = 0
        self.used = 0  # every register ever taken
        self.ending: list[tuple[int, int]] = []
        self.fixed: list[tuple[int, int, int, int]] = []

    def advance(self, start: int) -> None:
        """Give back every register whose interval ends before ``start``."""
        ending = self.ending
        while ending and ending[0][0] < start:
            self.taken &= ~heappop(ending)[1]

    def is_free(self, k: int) -> bool:
        return not (self.taken >> k) & 1

    def take(self, bits: int, end: int) -> None:
        self.taken |= bits
        self.used |= bits
        heappush(self.ending, (end, bits))

    def place(self, size: int, align: int, start: int, end: int) -> int | None:
        """``advance(start)``, then ``find`` and ``take`` a base for an interval (None: no room)."""
        ending = self.ending
        while ending and ending[0][0] < start:
            self.taken &= ~heappop(ending)[1]
        if size == 1 and align <= 1:  # the common case: the lowest register clear of both
            blocked = self.taken | self.pinned(start, end) if self.fixed else self.taken
            base = (~blocked & (blocked + 1)).bit_length() - 1
            if base >= self.limit:
                return None
        else:
            base = self.find(size, max(1, align), start, end)
            if base is None:
                return None
        bits = ((1 << size) - 1) << base
        self.taken |= bits
        self.used |= bits
        heappush(ending, (end, bits))
        return base

    def pinned(self, start: int, end: int) -> int:
        """The pinned registers live during [start, end], as a bitset. Starts only grow: once every pinned
        interval has ended before ``start``, ``fixed`` is emptied (``place`` then skips this call)."""
        blocked = 0
        ahead = False
        for lo, hi, s, e in self.fixed:  # usually a handful (kernel arguments, workgroup ids)
            if start <= e:
                ahead = True
                if s <= end:
                    blocked |= ((1 << (hi - lo)) - 1) << lo
        if not ahead:
            self.fixed = []
        return blocked

    def find(self, size: int, align: int, start: int, end: int) -> int | None:
        """The lowest ``align``-aligned base whose ``size`` registers are all free now and clear of the pinned
        ranges live during [start, end] (None: no room below the limit)."""
        ok = _aligned_bases(1, self.limit) & ~(self.taken | self.pinned(start, end))  # bit b: register b is free
        run = 1
        while run < size and ok:  # doubling: afterwards bit b means registers b .. b + run - 1 are all free
            step = min(run, size - run)
            ok &= ok >> step
            run += step
        ok &= _aligned_bases(align, self.limit)
        return (ok & -ok).bit_length() - 1 if ok else None


@functools.lru_cache(maxsize=64)
def _aligned_bases(align: int, limit: int) -> int:
    """A bitset of the multiples of ``align`` below ``limit``."""
    return sum(1 << b for b in range(0, limit, align))


def _groups(func: Function, vregs: dict, spans: dict, linear: list[Instr], landing: "_Landing") -> dict:
    """vreg id -> (RegGroup, landing position of its loads) for the groups whose members are all allocated."""
    out: dict = {}
    if not func.reg_groups:
        return out
    where = dict(zip(map(id, linear), count()))  # instruction -> linear index
    for g in func.reg_groups:
        if not g.members or any(m.id not in vregs or m.fixed is not None for m, _ in g.members) or \
                any(id(ins) not in where for ins in g.loads):
            continue
        land = max(2 * landing.point(where[id(ins)]) for ins in g.loads)
        for m, _ in g.members:
            out[m.id] = (g, land)
    return out


def _place_group(file: _RegFile, group: tuple, spans: dict, alloc: Allocation) -> bool:
    """Place every member of a RegGroup at its offset from the lowest free aligned base (False: no room).

    The whole group must be free from its first definition on (the wide load writes it all at once); each
    member then stays busy until its own end, padding dwords until the loads have landed. ``file`` has been
    advanced to that first definition.
    """
    g, land = group
    start = min(spans[m.id][0] for m, _ in g.members)
    need = [(rel + k, spans[m.id][1]) for m, rel in g.members for k in range(m.size)] + [(k, land) for k in g.gaps]
    fixed = file.fixed

    def free(base: int) -> bool:
        if any((base + rel) % max(1, m.align) for m, rel in g.members):
            return False
        return all(file.is_free(base + k) and not any(lo <= base + k < hi and s <= e and start <= fe
                                                      for lo, hi, s, fe in fixed) for k, e in need)

    base = next((b for b in range(0, file.limit - g.size + 1, max(1, g.align)) if free(b)), None)
    if base is None:
        return False
    for k, e in need:
        file.take(1 << (base + k), e)
    for m, rel in g.members:
        alloc.phys[m.id] = base + rel
    return True


def _out_of_registers(func: Function, r: VReg, start: int, spans, vregs, linear, alloc, limits) -> str:
    names = {"s": "SGPRs", "v": "VGPRs", "a": "AccVGPRs"}
    at = linear[min(start // 2, len(linear) - 1)]
    live = [vregs[k] for k in _first_touch_order(func) if k in spans and spans[k][0] <= start <= spans[k][1]
            and vregs[k].file == r.file and k != r.id]
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
