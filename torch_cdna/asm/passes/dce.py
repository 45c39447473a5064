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

from ..dataflow import Liveness, facts_of, facts_summary
from ..ir import Function, Instr
from ..regalloc import waitcnt_counts


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


def _block_pass(instrs: list[Instr], facts: list[tuple], live_out: set[int]) -> bool:
    """Walk one block backwards from its live-out set, deleting the instructions whose writes are all dead
    (``facts``: each instruction's ``reg_facts``, kept in step with ``instrs``)."""
    changed = False
    live_now = set(live_out)
    specials = {"scc", "vcc", "exec", "m0"}  # conservatively live at block end
    for i in reversed(range(len(instrs))):
        uses, kills, _, wids, sdefs, suses, _, only_writes = facts[i]
        if only_writes and specials.isdisjoint(sdefs) and live_now.isdisjoint(wids):
            if instrs[i].is_load():
                dropped = _drop_load(instrs, i)  # only when a later wait retires it
            else:
                del instrs[i]
                dropped = True
            if dropped:
                del facts[i]
                changed = True
                continue
        # In place: live_now is this walk's own copy, and a fresh set per instruction would copy every live
        # register (hundreds). Empty facts (the shared ``()``) are common: no call for them.
        if kills:
            live_now.difference_update(kills)
        if uses:
            live_now.update(uses)
        if sdefs:
            specials.difference_update(sdefs)
        if suses:
            specials.update(suses)
    return changed


def run(func: Function) -> None:
    blocks = func.blocks
    facts = [facts_of(b.instrs) for b in blocks]
    summaries = [facts_summary(fs) for fs in facts]
    live = Liveness(func, summaries)
    while True:
        regen = False  # whether some block's gen set (read before written) changed
        for bi, block in enumerate(blocks):
            if _block_pass(block.instrs, facts[bi], live.live_out[bi]):
                new = facts_summary(facts[bi])  # the other blocks' summaries still hold
                regen = regen or new[0] != summaries[bi][0]
                summaries[bi] = new
        # A block's walk reads only its live-out set and its own (already walked) instructions, and walking a
        # block again with the same live-out deletes nothing more: equal live-out sets everywhere mean the next
        # round would change nothing. With every gen set as it was they are equal, so liveness is not even
        # recomputed: a deleted write was dead (its register not live after it), so dropping it from its
        # block's kill set frees no live-out register to flow further up, and every live register that write
        # may have defined is still defined on the way by a kept one (else it was live after the deleted one).
        if not regen:
            return
        new_live = Liveness(func, summaries)
        if new_live.bits_out == live.bits_out:
            return
        live = new_live
