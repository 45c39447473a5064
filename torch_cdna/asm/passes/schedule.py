"""Dependency hiding: reorder instructions inside a basic block so long-latency results (MFMA, transcendental
ops, lane reads into SGPRs) are not consumed right after they are produced, filling the gap with
independent work.

Every read-after-write, write-after-read and write-after-write dependence (registers by dword, SCC/VCC/EXEC/
M0 by name) is kept, memory operations keep their relative order, and nothing crosses an ``s_waitcnt``,
barrier, branch or other instruction with side effects: those split the block into independently
scheduled segments. Among instructions that are ready, the one on the longest latency path goes first;
ties keep the original order (so code without long-latency producers is left as written).

Example:
    >>> latency_of(Instr("v_exp_f32", []), "gfx942") > latency_of(Instr("v_add_f32", []), "gfx942")
    True
"""

from __future__ import annotations

import heapq
from itertools import chain, compress, count, repeat
from operator import attrgetter, is_, itemgetter

from ..dataflow import op_static
from ..ir import _SPECIAL_BASE, Function, Instr, RegOp, Special

# Flags of instructions nothing is moved across: waits, nops, barriers and those with effects beyond registers.
_BARRIER_FLAGS = frozenset({"waitcnt", "nop", "barrier", "side_effect"})


def latency_of(ins: Instr, arch: str) -> int:
    """Issue slots before a dependent instruction can use the result without stalling (a model)."""
    if "mfma" in ins.flags:
        from ...isa.hazards import mfma_passes
        try:
            return 4 * mfma_passes(ins.base, arch) // 4 + 4
        except ValueError:
            return 16
    if "trans" in ins.flags:
        return 4
    if "lane_read" in ins.flags or ins.fmt == "VOPC":
        return 3
    if "valu64" in ins.flags:
        return 2
    return 1


def _is_barrier(ins: Instr) -> bool:
    rec = ins.rec
    # control: SOPP ops that stop or redirect the wave (s_sleep, s_setprio...); no operands: v_nop, s_icache_inv
    return ins.pseudo or ins.is_terminator or bool(ins.flags & _BARRIER_FLAGS) or \
        (rec is not None and (rec.control or not rec.operands))


def _is_memory(ins: Instr) -> bool:
    return ins.fmt in ("SMEM", "DS", "MUBUF", "GLOBAL", "FLAT")


def _flat_keys(ops: list) -> list:
    """Dependence keys of the register operands in ``ops``, concatenated: one int per dword of a RegOp (vreg id
    and dword, packed), the base name of a Special ('vcc_lo' -> 'vcc'; 'off' names no register). Other operands
    (immediates, labels) give none. Asked twice per scheduled instruction: the loop is written out."""
    out: list = []
    for o in ops:
        if o.__class__ is RegOp:
            k = (o.vreg.id << 16) + o.lo  # dword offsets stay below 2**16 (register files hold <= 512 dwords)
            if o.n == 1:
                out.append(k)
            else:
                out.extend(range(k, k + o.n))
        elif o.__class__ is Special and o.name != "off":
            out.append(_SPECIAL_BASE.get(o.name) or o.base)  # Special.base, without the property call
    return out


def _op_keys(ins: Instr) -> tuple[list, list]:
    """(``_flat_keys(ins.uses_view())``, ``_flat_keys(ins.defs_view())``) of a non-pseudo instruction, read
    straight off its operands: the same lists as Instr._uses / _defs make (up to order, which dependence
    sets do not see), without building them (the views are not otherwise needed at this point)."""
    d = ins.__dict__
    ops = d["ops"]
    nd, _, swap, rmw, sdwa, _, implicit_defs, implicit_uses = op_static(ins)  # the op's facts, shared with dataflow
    if d["ndst"] is not None:
        nd = d["ndst"]
    defs, uses = _flat_keys(ops[:nd]), _flat_keys(ops[nd:])
    if rmw or (sdwa and "UNUSED_PRESERVE" in d["mod"]):
        uses += defs
    if swap:
        defs += _flat_keys([o for o in ops[nd:] if o.__class__ is RegOp])
    if implicit_defs:
        defs += implicit_defs
    if implicit_uses:
        uses += implicit_uses
    return uses, defs


def _deps(seg: list[Instr], memory: list[bool] | None = None) -> list[set[int]]:
    """preds[j] = indices i < j that instruction j must follow. ``memory``: ``_is_memory`` of each instruction,
    when the caller has it.

    One pass with the last writer and the readers since that write of every dword / special register:
    RAW and WAW edges to the last writer, WAR edges to the readers since it. Edges to older instructions are
    implied through these (so the dependence order, ready times and heights match the all-pairs relation).
    """
    preds: list[set[int]] = [set() for _ in seg]
    last_write: dict = {}
    readers: dict = {}  # key -> readers since its last write (None: none)
    get_w, get_r = last_write.get, readers.get
    last_mem = None
    if memory is None:
        memory = list(map(_is_memory, seg))
    for j, ins in enumerate(seg):
        p = preds[j]
        use_keys, def_keys = _op_keys(ins) if not ins.pseudo else (_flat_keys(ins.uses_view()),
                                                                     _flat_keys(ins.defs_view()))
        # RAW and WAW edges at C speed: a key never written maps to None, dropped below
        p.update(map(get_w, use_keys))
        if def_keys:
            p.update(map(get_w, def_keys))
            for rs in map(get_r, def_keys):  # WAR edges
                if rs:
                    p.update(rs)
        p.discard(None)
        for k in use_keys:
            rs = get_r(k)
            if rs is None:
                readers[k] = [j]
            else:
                rs.append(j)
        if def_keys:
            last_write.update(dict.fromkeys(def_keys, j))
            readers.update(dict.fromkeys(def_keys))  # no readers since this write
        p.discard(j)
        if memory[j]:
            if last_mem is not None:
                p.add(last_mem)
            last_mem = j
    return preds


def _schedule(seg: list[Instr], lat: list[int], memory: list[bool]) -> list[Instr]:
    """``seg`` reordered; ``lat``: each instruction's latency, ``memory``: whether it accesses memory."""
    if len(seg) < 3 or max(lat) <= 1:  # no long-latency producer: the order stays as written
        return seg
    preds = _deps(seg, memory)
    succs: list[list[int]] = [[] for _ in seg]
    for j, ps in enumerate(preds):
        for i in ps:
            succs[i].append(j)
    height = [0] * len(seg)
    for i in reversed(range(len(seg))):
        tallest = 0
        for s in succs[i]:
            if height[s] > tallest:
                tallest = height[s]
        height[i] = lat[i] + tallest
    remaining = [len(p) for p in preds]
    ready_at = [0] * len(seg)
    # The ready instructions in two heaps (an instruction's ready time is final once it is ready, and the cycle
    # only grows): ``avail`` those ready by now, tallest first (earliest on ties); ``waiting`` the rest, by
    # (ready time, index). Picks as a scan of every ready instruction would, in O(log n) each.
    avail = [(-height[i], i) for i in range(len(seg)) if remaining[i] == 0]
    heapq.heapify(avail)
    waiting: list[tuple[int, int]] = []
    out: list[Instr] = []
    cycle = 0
    while avail or waiting:
        while waiting and waiting[0][0] <= cycle:
            i = heapq.heappop(waiting)[1]
            heapq.heappush(avail, (-height[i], i))
        if avail:
            pick = heapq.heappop(avail)[1]
        else:  # nothing ready by now: the first to be ready
            pick = heapq.heappop(waiting)[1]
        out.append(seg[pick])
        at = ready_at[pick]
        cycle = (at if at > cycle else cycle) + 1
        done = cycle - 1 + lat[pick]
        for s in succs[pick]:
            remaining[s] -= 1
            if done > ready_at[s]:
                ready_at[s] = done
            if remaining[s] == 0:
                if ready_at[s] <= cycle:
                    heapq.heappush(avail, (-height[s], s))
                else:
                    heapq.heappush(waiting, (ready_at[s], s))
    return out


# (op, pseudo, arch) -> (barrier, latency, memory): what scheduling reads of an instruction, all functions of
# the op's static facts (``_is_barrier``, ``latency_of``, ``_is_memory``), made once per triple
_FACTS: dict = {}
_OP_KEY = attrgetter("op", "pseudo")
_BARRIER_OF, _LATENCY_OF, _MEMORY_OF = itemgetter(0), itemgetter(1), itemgetter(2)


def _facts(instrs: list[Instr], arch: str) -> list[tuple[bool, int, bool]]:
    """``_FACTS`` of every instruction: C-level lookups, a Python step only for an op not seen yet."""
    table = _FACTS.get(arch)
    if table is None:
        table = _FACTS[arch] = {}
    facts = list(map(table.get, map(_OP_KEY, instrs)))
    if None in facts:
        for i in compress(count(), map(is_, facts, repeat(None))):
            ins = instrs[i]
            f = table[(ins.op, ins.pseudo)] = (_is_barrier(ins), latency_of(ins, arch), _is_memory(ins))
            facts[i] = f
    return facts


def run(func: Function) -> None:
    """Reorder every block's segments between barriers (see the module docstring)."""
    arch = func.arch
    for block in func.blocks:
        instrs = block.instrs
        if len(instrs) < 3:  # no segment long enough to reorder
            continue
        facts = _facts(instrs, arch)
        lat = list(map(_LATENCY_OF, facts))
        if max(lat) <= 1:  # no long-latency producer anywhere in the block: every segment stays as written
            continue
        memory = list(map(_MEMORY_OF, facts))
        out: list[Instr] = []
        lo = 0
        for k in chain(compress(count(), map(_BARRIER_OF, facts)), (len(instrs),)):
            out += _schedule(instrs[lo:k], lat[lo:k], memory[lo:k])
            if k < len(instrs):
                out.append(instrs[k])
            lo = k + 1
        block.instrs = out


__all__ = ["run", "latency_of", "RegOp", "Special"]
