"""Liveness of virtual registers over the CFG (loops included), shared by DCE and register allocation.

A register is live at a point when some path from it reads the register before fully redefining it, and
some path to it may have defined it (so registers are not live before their first definition). A write
that covers only part of a register, or a vector write under a partial EXEC mask to a user register (the
inactive lanes keep their old values), does not end the earlier value's life.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block(); r = f.new_vreg("s", 1, "u32")
    >>> b.instrs += [Instr("s_mov_b32", [RegOp(r), Imm(1)]), Instr("s_endpgm", [])]
    >>> live = Liveness(f); sorted(live.live_in[0])
    []
"""

from __future__ import annotations

from typing import Any

from .ir import Function, Instr, RegOp


def kills(ins: Instr, op: RegOp) -> bool:
    """Whether this destination operand replaces every lane and dword of its register."""
    if not op.whole:
        return False
    if op.file != "s" and ins.partial_defs() and not getattr(op.vreg, "temp", False):
        return False
    return True


def instr_regs(ins: Instr) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
    """(read vreg ids, fully-written vreg ids, any-written vreg ids) of one instruction.

    Kept with the instruction's other derived facts (``Instr._memo``: dropped when it is rewritten), as DCE
    and register allocation ask for every instruction once per liveness analysis."""
    d = ins.__dict__  # Instr._memo inlined: asked for every instruction by every liveness walk
    m = d.get("_facts")
    if m is None or m["v"] != d["ops"].v:
        m = ins._memo()
    out = m.get("regs")
    if out is None:
        uses = frozenset([o.vreg.id for o in ins.uses_view() if o.__class__ is RegOp])
        defs_all, defs_kill = set(), set()
        for o in ins.edefs_view():
            if o.__class__ is RegOp:
                defs_all.add(o.vreg.id)
                if kills(ins, o):
                    defs_kill.add(o.vreg.id)
        out = m["regs"] = (uses, frozenset(defs_kill), frozenset(defs_all))
    return out


def block_summary(block: Any) -> tuple[set[int], set[int], set[int]]:
    """(gen: read before written, kill: fully written, defined: written at all) vreg ids of one block."""
    gen: set[int] = set()
    kill: set[int] = set()
    defined: set[int] = set()
    for ins in block.instrs:
        uses, defs_kill, defs_all = instr_regs(ins)
        gen |= uses - kill
        kill |= defs_kill
        defined |= defs_all
    return gen, kill, defined


class Liveness:
    """Block-level live-in/live-out sets (vreg ids), intersected with may-be-defined sets.

    ``def_in``/``def_out``: the may-be-defined sets, of the registers that can be live at all (read somewhere
    before being written in their block)."""

    def __init__(self, func: Function, summaries: list[tuple[set[int], set[int], set[int]]] | None = None) -> None:
        """``summaries``: each block's ``block_summary``, where the caller has them (DCE recomputes only the
        blocks it changed); kept as ``self.summaries`` (not modified here)."""
        self.func = func
        self.succ = func.successors()
        self.pred = func.predecessors()
        n = len(func.blocks)
        if summaries is None:
            summaries = [block_summary(b) for b in func.blocks]
        self.summaries = summaries
        gen = [s[0] for s in summaries]
        kill = [s[1] for s in summaries]
        self.live_in, self.live_out = self._backward(gen, kill)
        # Only registers some block reads before writing can be live anywhere (every live set is a subset of
        # the union of gen sets), so the may-be-defined sets are kept to those: same intersections below,
        # without carrying every written register (thousands in unrolled kernels) through the forward pass.
        read = set().union(*gen)
        self.def_in, self.def_out = self._forward([s[2] & read for s in summaries])
        for i in range(n):
            self.live_in[i] &= self.def_in[i]
            self.live_out[i] &= self.def_out[i]

    def _backward(self, gen, kill):
        n = len(gen)
        live_in: list[set[int]] = [set() for _ in range(n)]
        live_out: list[set[int]] = [set() for _ in range(n)]
        changed = True
        while changed:
            changed = False
            for i in reversed(range(n)):
                out = set().union(*(live_in[s] for s in self.succ[i])) if self.succ[i] else set()
                inn = gen[i] | (out - kill[i])
                if out != live_out[i] or inn != live_in[i]:
                    live_out[i], live_in[i], changed = out, inn, True
        return live_in, live_out

    def _forward(self, defined):
        n = len(defined)
        d_in: list[set[int]] = [set() for _ in range(n)]
        d_out: list[set[int]] = [set() for _ in range(n)]
        changed = True
        while changed:
            changed = False
            for i in range(n):
                inn = set().union(*(d_out[p] for p in self.pred[i])) if self.pred[i] else set()
                out = inn | defined[i]
                if out != d_out[i] or inn != d_in[i]:
                    d_out[i], d_in[i], changed = out, inn, True
        return d_in, d_out

    def live_after(self, block: int) -> list[set[int]]:
        """For each instruction of ``block``, the vregs live just after it."""
        live = set(self.live_out[block])
        out: list[set[int]] = []
        for ins in reversed(self.func.blocks[block].instrs):
            out.append(set(live))
            uses, defs_kill, _ = instr_regs(ins)
            live = (live - defs_kill) | uses
        out.reverse()
        return out
