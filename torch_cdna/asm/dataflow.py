"""What each instruction reads and writes (``reg_facts``: one memoised table per instruction, read straight off
its operands), and liveness of virtual registers over the CFG (loops included), shared by CSE, DCE and
register allocation.

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

from .ir import _SPECIAL_BASE, VECTOR_FORMATS, Function, Instr, RegOp, Special


def kills(ins: Instr, op: RegOp) -> bool:
    """Whether this destination operand replaces every lane and dword of its register."""
    if not op.whole:
        return False
    if op.file != "s" and ins.partial_defs() and not getattr(op.vreg, "temp", False):
        return False
    return True


# Positions in a ``reg_facts`` tuple.
USES, KILLS, DEFS, WIDS, SDEFS, SUSES, SOLE, ONLY_WRITES = range(8)

_STATIC: dict = {}  # op -> _static(ins): what every (non-pseudo) instruction with that op shares
_PSEUDO_STATIC = (0, False, False, False, False, True, (), ())  # a pseudo op: reads nothing, never deleted


def op_static(ins: Instr) -> tuple:
    """``_static(ins)``, kept per op (``_STATIC``) for non-pseudo instructions: the facts every instruction
    with ``ins.op`` shares (``_reg_facts`` reads the table inline)."""
    if ins.pseudo:
        return _PSEUDO_STATIC
    static = _STATIC.get(ins.op)
    if static is None:
        static = _STATIC[ins.op] = _static(ins)
    return static


def _static(ins: Instr) -> tuple:
    """(destinations, vector format, swaps, reads its destinations, SDWA, does something besides writing
    registers, implicit special bases written, implicit ones read) of the (non-pseudo) instruction's op."""
    effect = ins.has_memory_effect() or ins.is_branch or bool(ins.flags & {"nop", "endpgm"})
    info = ins._info()
    return (info.num_dst, info.fmt in VECTOR_FORMATS, info.swap, info.reads_dst, info.sdwa, effect,
            tuple(o.base for o in info.implicit_defs), tuple(o.base for o in info.implicit_uses))


_PROTECTED = frozenset({"exec", "vcc", "m0", "flat_scratch"})  # writes of these are never dead


def reg_facts(ins: Instr) -> tuple:
    """The register facts of one instruction, read straight off its operands (what ``edefs_view``,
    ``defs_view`` and ``uses_view`` list) and kept with its other derived facts (``Instr._memo``: dropped when
    it is rewritten). A tuple indexed by this module's constants; the collections are tuples in operand order
    (a register named twice appears twice) that set methods take as they are:

    ``USES``: vreg ids read; ``KILLS``: ids fully written (``kills``); ``DEFS``: ids written by an explicit
    destination; ``WIDS``: ids of every written register operand (swapped sources too); ``SDEFS`` / ``SUSES``:
    the special registers' bases written / read (implicit ones too); ``SOLE``: the destination ``RegOp`` when
    it is the only explicit destination and covers its whole register, else None; ``ONLY_WRITES``: the
    instruction writes something and does nothing else that must stay (no memory effect, branch,
    ``s_nop``/``s_endpgm`` or pseudo op, no write of EXEC/VCC/M0/FLAT_SCRATCH).

    Example:
        >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
        >>> f = Function("k", "gfx942"); a, b = f.new_vreg("s", 1, "u32"), f.new_vreg("s", 1, "u32")
        >>> fx = reg_facts(Instr("s_add_u32", [RegOp(a), RegOp(b), Imm(1)]))
        >>> fx[USES], fx[KILLS], fx[SDEFS], fx[ONLY_WRITES]
        ((1,), (0,), ('scc',), True)
    """
    d = ins.__dict__  # Instr._memo inlined: asked for every instruction by every pass here
    m = d.get("_facts")
    if m is None or m["v"] != d["ops"].v:
        m = ins._memo()
    out = m.get("rf")
    if out is None:
        out = m["rf"] = _reg_facts(ins, d)
    return out


def facts_of(instrs: list[Instr]) -> list[tuple]:
    """``[reg_facts(ins) for ins in instrs]``, with the memo lookup inlined (passes ask for whole blocks)."""
    out = []
    append = out.append
    for ins in instrs:
        d = ins.__dict__
        m = d.get("_facts")
        if m is None or m["v"] != d["ops"].v:  # Instr._memo inlined; the memo made with the facts in it
            f = _reg_facts(ins, d)
            d["_facts"] = {"v": d["ops"].v, "rf": f}
        else:
            f = m.get("rf")
            if f is None:
                f = m["rf"] = _reg_facts(ins, d)
        append(f)
    return out


def _reg_facts(ins: Instr, d: dict) -> tuple:
    # Mirrors Instr._explicit_defs / _defs / _uses (tests/asm/test_dataflow_facts.py holds them equal) without
    # building operand lists: this runs for every instruction of every kernel. The facts are kept (in the memo)
    # for the whole pipeline, so it keeps few objects: tuples, an empty one shared, the op's implicit special
    # registers shared, DEFS shared by KILLS and WIDS when they hold the same ids.
    ops = d["ops"]
    pseudo = d["pseudo"]
    nd, vector, swap, rmw, sdwa, effect, implicit_defs, implicit_uses = op_static(ins)
    if d["ndst"] is not None:
        nd = d["ndst"]
    elif pseudo:
        nd = len(ops)
    sole = None
    sdefs = ()
    if nd == 1 and ops and ops[0].__class__ is RegOp:  # the common case: one destination register
        o = ops[0]
        r = o.vreg
        defs = kills = (r.id,)
        if o.lo == 0 and o.n == r.size:
            sole = o
            if vector and d["masked"] and r.file != "s" and not getattr(r, "temp", False):
                kills = ()
        else:
            kills = ()
    else:
        defs, kills, sdefs, sole = _destinations(ops[:nd], vector and d["masked"])
    if pseudo:  # a pseudo op reads nothing
        return ((), kills, defs, defs, sdefs, (), sole, False)
    uses = []
    suses = ()
    for o in ops[nd:]:
        if o.__class__ is RegOp:
            uses.append(o.vreg.id)
        elif o.__class__ is Special and o.name != "off":
            suses += (_SPECIAL_BASE.get(o.name) or o.base,)
    wids = defs + tuple(uses) if swap else defs
    if rmw or (sdwa and "UNUSED_PRESERVE" in d["mod"]):
        uses += defs
        suses += sdefs
    uses = tuple(uses) if uses else ()
    if implicit_defs:
        sdefs = sdefs + implicit_defs if sdefs else implicit_defs
    if implicit_uses:
        suses = suses + implicit_uses if suses else implicit_uses
    only_writes = not effect and bool(wids or sdefs) and _PROTECTED.isdisjoint(sdefs)
    return (uses, kills, defs, wids, sdefs, suses, sole, only_writes)


def _destinations(dests: list, partial: bool) -> tuple:
    """(DEFS, KILLS, SDEFS, SOLE) of these destination operands, ``partial``: a masked vector write."""
    defs: list = []
    kills: list = []
    sdefs: list = []
    sole = None
    for o in dests:
        if o.__class__ is RegOp:
            r = o.vreg
            defs.append(r.id)
            if o.lo == 0 and o.n == r.size:
                sole = o
                if not partial or r.file == "s" or getattr(r, "temp", False):
                    kills.append(r.id)
        elif o.__class__ is Special:
            sdefs.append(_SPECIAL_BASE.get(o.name) or o.base)
    if len(defs) + len(sdefs) != 1:
        sole = None
    return tuple(defs), tuple(kills), tuple(sdefs), sole


def instr_regs(ins: Instr) -> tuple[frozenset[int], frozenset[int], frozenset[int]]:
    """(read vreg ids, fully-written vreg ids, any-written vreg ids) of one instruction (``reg_facts``), as sets
    (the passes read ``reg_facts`` itself; this serves regalloc's error message and ``Liveness.live_after``)."""
    m = ins._memo()
    out = m.get("regs")
    if out is None:
        f = reg_facts(ins)
        out = m["regs"] = (frozenset(f[0]), frozenset(f[1]), frozenset(f[2]))
    return out


def block_summary(block: Any) -> tuple[set[int], set[int], set[int]]:
    """(gen: read before written, kill: fully written, defined: written at all) vreg ids of one block."""
    return facts_summary(facts_of(block.instrs))


def facts_summary(facts: list) -> tuple[set[int], set[int], set[int]]:
    """``block_summary`` of the block whose instructions have these ``reg_facts``."""
    gen: set[int] = set()
    kill: set[int] = set()
    defined: set[int] = set()
    for f in reversed(facts):  # backwards, in place: read before written = read, less what an earlier write kills
        k = f[1]
        if k:
            gen.difference_update(k)
            kill.update(k)
        gen.update(f[0])
        defined.update(f[2])
    return gen, kill, defined


class Liveness:
    """Block-level live-in/live-out sets (vreg ids), intersected with may-be-defined sets.

    ``def_in``/``def_out``: the may-be-defined sets, of the registers that can be live at all (read somewhere
    before being written in their block). The analysis runs on bitsets (Python ints) over just those
    registers (every live set is a subset of the union of the gen sets); the sets are made on first read.
    """

    def __init__(self, func: Function, summaries: list[tuple[set[int], set[int], set[int]]] | None = None) -> None:
        """``summaries``: each block's ``block_summary``, where the caller has them (DCE recomputes only the
        blocks it changed); kept as ``self.summaries`` (not modified here)."""
        self.func = func
        self.succ = func.successors()
        self.pred = func.predecessors()
        if summaries is None:
            summaries = [block_summary(b) for b in func.blocks]
        self.summaries = summaries
        gen = [s[0] for s in summaries]
        self._regs = regs = sorted(set().union(*gen))  # bit k stands for register regs[k]
        bit = {rid: 1 << k for k, rid in enumerate(regs)}.get
        # sum = OR: distinct powers of two. kill and defined keep only registers that can be live.
        gen_bits = [sum(map(bit, g)) for g in gen]
        kill_bits = [sum(filter(None, map(bit, s[1]))) for s in summaries]
        defined_bits = [sum(filter(None, map(bit, s[2]))) for s in summaries]
        live_in, live_out = self._backward(gen_bits, kill_bits)
        d_in, d_out = self._forward(defined_bits)
        self.bits_in = [a & b for a, b in zip(live_in, d_in)]
        self.bits_out = [a & b for a, b in zip(live_out, d_out)]
        self._d_bits = (d_in, d_out)
        self._sets: dict[str, list[set[int]]] = {}
        self._chunks: dict[int, tuple[int, ...]] = {}

    def _backward(self, gen: list[int], kill: list[int]) -> tuple[list[int], list[int]]:
        n = len(gen)
        live_in, live_out = [0] * n, [0] * n
        succ = self.succ
        changed = True
        while changed:
            changed = False
            for i in reversed(range(n)):
                out = 0
                for s in succ[i]:
                    out |= live_in[s]
                inn = gen[i] | (out & ~kill[i])
                if out != live_out[i] or inn != live_in[i]:
                    live_out[i], live_in[i], changed = out, inn, True
        return live_in, live_out

    def _forward(self, defined: list[int]) -> tuple[list[int], list[int]]:
        n = len(defined)
        d_in, d_out = [0] * n, [0] * n
        pred = self.pred
        changed = True
        while changed:
            changed = False
            for i in range(n):
                inn = 0
                for p in pred[i]:
                    inn |= d_out[p]
                out = inn | defined[i]
                if out != d_out[i] or inn != d_in[i]:
                    d_out[i], d_in[i], changed = out, inn, True
        return d_in, d_out

    @property
    def live_in(self) -> list[set[int]]:
        return self._as_sets("live_in", self.bits_in)

    @property
    def live_out(self) -> list[set[int]]:
        return self._as_sets("live_out", self.bits_out)

    @property
    def def_in(self) -> list[set[int]]:
        return self._as_sets("def_in", self._d_bits[0])

    @property
    def def_out(self) -> list[set[int]]:
        return self._as_sets("def_out", self._d_bits[1])

    def _as_sets(self, name: str, bits: list[int]) -> list[set[int]]:
        out = self._sets.get(name)
        if out is None:
            out = self._sets[name] = [self._ids(b) for b in bits]
        return out

    def _ids(self, bits: int) -> set[int]:
        """The register ids of a bitset, a byte at a time (the ids of each (byte position, value) are kept)."""
        out: set[int] = set()
        chunks, regs = self._chunks, self._regs
        for k, byte in enumerate(bits.to_bytes((len(regs) + 7) // 8, "little")):
            if byte:
                key = k << 8 | byte
                ids = chunks.get(key)
                if ids is None:
                    ids = chunks[key] = tuple(regs[8 * k + j] for j in range(8) if byte >> j & 1)
                out.update(ids)
        return out

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
