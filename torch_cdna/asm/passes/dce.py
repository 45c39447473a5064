"""Dead-code and dead-store elimination over registers.

An instruction is deleted when everything it writes is dead afterwards (a register write overwritten or
never read: the "dead store" to a register) and it has no other effect. Memory stores, atomics, barriers,
messages, ``s_waitcnt``, branches and writes of EXEC/VCC/M0 are never deleted. A dead *load* is deleted only
when a later ``s_waitcnt`` in the same block retires it; the counts of the waits in between are lowered so
that they still wait for the same older operations.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block(); r = f.new_vreg("s", 1, "u32")
    >>> b.instrs += [Instr("s_mov_b32", [RegOp(r), Imm(1)]), Instr("s_endpgm", [])]
    >>> run(f); [i.op for i in b.instrs]
    ['s_endpgm']
"""

from __future__ import annotations

import re

from ..dataflow import Liveness, block_summary, instr_regs
from ..ir import Function, Instr, RegOp, Special
from ..regalloc import waitcnt_counts

_PROTECTED_SPECIALS = {"exec", "vcc", "m0", "flat_scratch"}
_KEPT_FLAGS = frozenset({"nop", "endpgm"})


_ALWAYS_KEPT: dict = {}  # (op, pseudo) -> kept whatever its registers: static facts of the op alone


def _always_kept(ins: Instr) -> bool:
    return ins.pseudo or ins.has_memory_effect() or ins.is_branch or bool(ins.flags & _KEPT_FLAGS)


def _facts(ins: Instr) -> tuple:
    """What the backward walk reads of one instruction, kept with its derived facts (``Instr._memo``):
    (kept whatever is live, special bases written, vreg ids written, vreg ids read, vreg ids fully written,
    special bases read)."""
    d = ins.__dict__
    m = d.get("_facts")
    if m is None or m["v"] != d["ops"].v:
        m = ins._memo()
    out = m.get("dce")
    if out is None:
        key = (d["op"], d["pseudo"])
        kept = _ALWAYS_KEPT.get(key)
        if kept is None:
            kept = _ALWAYS_KEPT[key] = _always_kept(ins)
        defs = ins.defs_view()
        written = tuple([o.base for o in defs if o.__class__ is Special])
        # nothing written: kept for its effect alone (s_setreg, s_setprio, s_sleep, v_nop write no register)
        kept = kept or not defs or any(b in _PROTECTED_SPECIALS for b in written)
        uses, kills, _ = instr_regs(ins)
        out = m["dce"] = (kept, written, tuple([o.vreg.id for o in defs if o.__class__ is RegOp]), uses, kills,
                          tuple([u.base for u in ins.uses_view() if u.__class__ is Special]))
    return out


def _retiring_wait(instrs: list[Instr], i: int) -> int | None:
    """Index of the first later s_waitcnt in this block that guarantees load ``i`` completed.

    vmcnt(n) retires everything but the n newest vector-memory operations; lgkmcnt mixes scalar loads
    (which return out of order) with LDS, so only lgkmcnt(0) is trusted.
    """
    counter = instrs[i].rec.counter if instrs[i].rec else None
    later = 0
    for j in range(i + 1, len(instrs)):
        w = instrs[j]
        if "waitcnt" in w.flags:
            n = waitcnt_counts(w).get(counter or "")
            if n is not None and (n == 0 or (counter == "vm" and later >= n)):
                return j
        elif w.rec is not None and w.rec.counter == counter:
            later += 1
    return None


def _drop_load(instrs: list[Instr], i: int) -> bool:
    """Delete load ``i`` if a later wait retires it, lowering the counts of the waits in between."""
    end = _retiring_wait(instrs, i)
    if end is None:
        return False
    counter = instrs[i].rec.counter
    later = 0
    for j in range(i + 1, end + 1):
        w = instrs[j]
        if "waitcnt" in w.flags:
            n = waitcnt_counts(w).get(counter)
            if n is not None and later < n:
                w.mod = re.sub(rf"{counter}cnt\(\d+\)", f"{counter}cnt({n - 1})", w.mod)
        elif w.rec is not None and w.rec.counter == counter:
            later += 1
    del instrs[i]
    return True


def _block_pass(func: Function, live: Liveness, bi: int) -> bool:
    instrs = func.blocks[bi].instrs
    changed = False
    live_now = set(live.live_out[bi])
    specials = {"scc", "vcc", "exec", "m0"}  # conservatively live at block end
    for i in reversed(range(len(instrs))):
        ins = instrs[i]
        kept, written, reg_defs, uses, kills, read = _facts(ins)  # _removable inlined: asked per instruction
        if not kept and specials.isdisjoint(written) and live_now.isdisjoint(reg_defs):
            if ins.is_load():
                if _drop_load(instrs, i):
                    changed = True
                    continue
            else:
                del instrs[i]
                changed = True
                continue
        live_now -= kills  # in place: live_now is this walk's own copy, and a fresh set per
        live_now |= uses   # instruction would copy every live register (hundreds in unrolled kernels)
        specials.difference_update(written)
        specials.update(read)
    return changed


def run(func: Function) -> None:
    live = Liveness(func)
    summaries = live.summaries
    while True:
        changed = False
        for bi in range(len(func.blocks)):
            if _block_pass(func, live, bi):
                changed = True
                summaries[bi] = block_summary(func.blocks[bi])  # the other blocks' summaries still hold
        if not changed:
            return
        new = Liveness(func, summaries)
        # A block's walk reads only its live-out set and its own (already walked) instructions, and walking a
        # block again with the same live-out deletes nothing more: equal live-out sets everywhere mean the next
        # round would change nothing, so it is not run.
        if new.live_out == live.live_out:
            return
        live = new
