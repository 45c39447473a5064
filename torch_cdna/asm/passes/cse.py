"""Common-subexpression elimination (within each basic block).

Two ALU instructions with the same opcode, operands and modifiers compute the same value if none of their
sources changed in between and (for VALU) EXEC did not change. The second is deleted and readers of its
result read the first's. Only compiler temporaries written exactly once (SSA-like) take part, so the first
result is still intact wherever the second was read. An instruction whose SCC result is read afterwards
(before SCC is rewritten) is kept.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block(); x = f.new_vreg("s", 1, "u32")
    >>> t1, t2, o = (f.new_vreg("s", 1, "u32") for _ in range(3))
    >>> for t in (t1, t2): t.temp = True
    >>> b.instrs += [Instr("s_mul_i32", [RegOp(t1), RegOp(x), Imm(3)]),
    ...              Instr("s_mul_i32", [RegOp(t2), RegOp(x), Imm(3)]),
    ...              Instr("s_add_u32", [RegOp(o), RegOp(t1), RegOp(t2)]), Instr("s_endpgm", [])]
    >>> run(f); [str(i) for i in b.instrs][1]
    's_add_u32 %t3.0, %t1.0, %t1.0'
"""

from __future__ import annotations

from collections import Counter
from itertools import chain, compress
from operator import itemgetter, not_

from ..dataflow import DEFS, SDEFS, SOLE, SUSES, USES, WIDS, facts_of, reg_facts
from ..ir import Function, Imm, Instr, RegOp, Special

_ALU_FORMATS = {"SOP1", "SOP2", "SOPK", "VOP1", "VOP2", "VOP3", "VOP3P"}
_NOT_PURE = {"v_readfirstlane_b32", "v_writelane_b32", "s_getreg_b32", "v_prng_b32", "v_mov_b32_dpp"}
_FLAGS_READ = frozenset({"scc", "vcc", "m0"})  # an expression reading these is not a candidate


_PURE_OPS: dict = {}  # (op, mod, pseudo) -> _pure_op(ins): whether that kind may take part, and its shape


def _pure_op(ins: Instr) -> tuple | None:
    """(destinations, VALU) of the instruction's kind when it may take part (static facts only), else None."""
    if ins.fmt not in _ALU_FORMATS or ins.base in _NOT_PURE or ins.has_memory_effect():
        return None
    if "dpp" in ins.op or "row_" in ins.mod or "quad_perm" in ins.mod:
        return None
    return ins._info().num_dst, ins.fmt.startswith("VOP")


def _candidate(ins: Instr, facts: tuple) -> tuple | None:
    """Whether ``ins``, whose one destination (``facts[SOLE]``) is a whole register written only there, may
    take part: a pure ALU op writing a compiler temporary, reading neither SCC, VCC nor M0. Returns its kind's
    (destinations, VALU) when it may (what ``_key`` reads), else None."""
    if not getattr(facts[SOLE].vreg, "temp", False):
        return None
    d = ins.__dict__
    key = (d["op"], d["mod"], d["pseudo"])
    kind = _PURE_OPS.get(key, False)
    if kind is False:
        kind = _PURE_OPS[key] = _pure_op(ins)
    if kind is not None and _FLAGS_READ.isdisjoint(facts[SUSES]):
        return kind
    return None


def _key(ins: Instr, kind: tuple, mapping: dict[int, RegOp]) -> tuple:
    """What two instructions computing the same value share: op, sources (read through ``mapping``, as they
    will be once forwarded), modifiers, and whether it is VALU (``kind``: ``_candidate``'s answer)."""
    d = ins.__dict__
    nd = kind[0] if d["ndst"] is None else d["ndst"]
    srcs = []
    for o in d["ops"][nd:]:
        c = o.__class__
        if c is RegOp:
            new = mapping.get(o.vreg.id)
            if new is None:
                srcs.append(("r", o.vreg.id, o.lo, o.n))
            else:
                srcs.append(("r", new.vreg.id, new.lo + o.lo, o.n))
        elif c is Special:
            srcs.append(("x", o.base))
        elif c is Imm and o.value.__class__ is int:  # printed by value alone: memoised
            text = _INT_TEXT.get(o.value)
            if text is None:
                text = str(o)
                if len(_INT_TEXT) < 4096:  # bounded: a long-lived process compiles many kernels
                    _INT_TEXT[o.value] = text
            srcs.append(("i", text))
        else:  # a float's text tells 0.0 from -0.0, 1.0 from 1: made anew
            srcs.append(("i", str(o)))
    return (d["op"], tuple(srcs), d["mod"], kind[1])


_USES = itemgetter(USES)
_INT_TEXT: dict[int, str] = {}  # an integer immediate's value -> its text


def _scc_read_later(instrs: list[Instr], i: int) -> bool:
    for ins in instrs[i + 1:]:
        f = reg_facts(ins)
        if "scc" in f[SUSES]:
            return True
        if "scc" in f[SDEFS]:
            return False
    return True


def _forward(ins: Instr, facts: tuple, mapping: dict[int, RegOp]) -> tuple:
    """Make ``ins`` (with these ``reg_facts``) read the kept results instead of the deleted ones; returns its
    new facts (also memoised with it)."""
    ops = ins.ops
    for k, o in enumerate(ops):
        if o.__class__ is RegOp:
            new = mapping.get(o.vreg.id)
            if new is not None:
                ops[k] = RegOp(new.vreg, new.lo + o.lo, o.n)
    if len(facts[WIDS]) != len(facts[DEFS]):
        return reg_facts(ins)  # a swapped source is written too: made anew (rare)
    # Only source registers changed, each to its replacement: every other fact stays (destinations are never
    # replaced: a deleted result was written only by the deleted instruction).
    get = mapping.get
    uses = tuple([rid if r is None else r.vreg.id for rid, r in zip(facts[USES], map(get, facts[USES]))])
    new_facts = (uses,) + facts[1:]
    ins._memo()["rf"] = new_facts
    return new_facts


def _written_once(facts: list[list[tuple]]) -> set[int]:
    """Ids of the registers exactly one destination operand writes."""
    counts = Counter(chain.from_iterable(f[DEFS] for block in facts for f in block))
    return {rid for rid, n in counts.items() if n == 1}


def run(func: Function) -> None:
    facts = [facts_of(b.instrs) for b in func.blocks]
    once = _written_once(facts)
    mapping: dict[int, RegOp] = {}
    for block, block_facts in zip(func.blocks, facts):
        block.instrs, block_facts[:] = _block(block.instrs, block_facts, once, mapping)
    if mapping:  # forward every remaining reader of a deleted result (few: the test runs at C speed)
        disjoint = mapping.keys().isdisjoint
        for block, block_facts in zip(func.blocks, facts):
            reads = map(not_, map(disjoint, map(_USES, block_facts)))
            for ins, f in compress(zip(block.instrs, block_facts), reads):
                _forward(ins, f, mapping)


def _block(instrs: list[Instr], facts: list[tuple], once: set[int], mapping: dict[int, RegOp]
           ) -> tuple[list[Instr], list[tuple]]:
    """The instructions of one block that stay, and their ``reg_facts``; records the deleted results'
    replacements in ``mapping``."""
    table = _Table()
    exprs = table.exprs  # never rebound
    readers = table.readers.keys()
    dropped: list[int] = []
    for i, ins in enumerate(instrs):
        f = facts[i]
        sole = f[SOLE]
        if sole is not None and sole.vreg.id in once and (kind := _candidate(ins, f)) is not None:
            # Operands are forwarded once, at the end (most forwarded candidates turn out duplicates), except
            # a swap's: its sources are written too, which invalidate reads (a replacement never names a
            # replaced register: each is the one definition of a kept instruction).
            if len(f[WIDS]) != len(f[DEFS]) and not mapping.keys().isdisjoint(f[USES]):
                f = facts[i] = _forward(ins, f, mapping)
            key = _key(ins, kind, mapping)
            hit = exprs.get(key)
            if hit is not None and not ("writes_scc" in ins.flags and _scc_read_later(instrs, i)):
                mapping[sole.vreg.id] = hit
                dropped.append(i)
                continue
            table.add(key, sole)
        # _Table.touches inlined (asked for most instructions): does it write what some expression reads, or
        # EXEC while VALU expressions are available? If not, invalidate has nothing to do.
        if exprs:
            sdefs = f[SDEFS]
            if (not readers.isdisjoint(f[WIDS]) or (sdefs and (not readers.isdisjoint(sdefs)
                                                                or (table.vector and "exec" in sdefs)))):
                table.invalidate(ins, f)
    if not dropped:
        return instrs, facts
    gone = set(dropped)
    keep = [k for k in range(len(instrs)) if k not in gone]
    return [instrs[k] for k in keep], [facts[k] for k in keep]


class _Table:
    """The available expressions of a block: key -> result, indexed by the registers their sources read so
    that a write visits only the expressions that read what it writes (not the whole table)."""

    __slots__ = ("exprs", "readers", "vector")

    def __init__(self) -> None:
        self.exprs: dict[tuple, RegOp] = {}
        self.readers: dict[int | str, list[tuple]] = {}  # vreg id or special base -> keys reading it
        self.vector: list[tuple] = []                     # keys of VALU expressions (they depend on EXEC)

    def add(self, key: tuple, result: RegOp) -> None:
        if key not in self.exprs:
            for s in key[1]:
                if s[0] != "i":
                    self.readers.setdefault(s[1], []).append(key)
            if key[3]:
                self.vector.append(key)
        self.exprs[key] = result

    def invalidate(self, ins: Instr, facts: tuple) -> None:
        """Forget expressions whose sources this instruction (with these ``reg_facts``) overwrites, and the VALU
        ones when it writes EXEC."""
        exprs = self.exprs
        readers = self.readers
        sdefs = facts[SDEFS]
        if "exec" in sdefs:
            for key in self.vector:
                exprs.pop(key, None)
            self.vector = []
        for base in sdefs:
            keys = readers.pop(base, None)
            if keys:
                for key in keys:
                    exprs.pop(key, None)
        for rid in facts[WIDS]:
            if rid in readers:
                self._overwrite(ins, rid)

    def _overwrite(self, ins: Instr, rid: int) -> None:
        """Forget the expressions reading a dword of register ``rid`` that ``ins`` writes."""
        exprs = self.exprs
        keys = self.readers[rid]
        for d in ins.defs_view():
            if d.__class__ is RegOp and d.vreg.id == rid:
                lo, hi = d.lo, d.lo + d.n
                for key in keys:
                    if key in exprs and any(s[0] == "r" and s[1] == rid and s[2] < hi and lo < s[2] + s[3]
                                            for s in key[1]):
                        del exprs[key]
        keys = [key for key in keys if key in exprs]
        if keys:
            self.readers[rid] = keys
        else:
            del self.readers[rid]  # kept to the registers some expression reads: see ``_block``
