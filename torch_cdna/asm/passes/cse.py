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

from ..ir import Function, Instr, RegOp, Special

_ALU_FORMATS = {"SOP1", "SOP2", "SOPK", "VOP1", "VOP2", "VOP3", "VOP3P"}
_NOT_PURE = {"v_readfirstlane_b32", "v_writelane_b32", "s_getreg_b32", "v_prng_b32", "v_mov_b32_dpp"}


def _def_counts(func: Function) -> Counter:
    counts: Counter = Counter()
    for ins in func.instructions():
        for d in ins.edefs_view():
            if d.__class__ is RegOp:
                counts[d.vreg.id] += 1
    return counts


_PURE_OPS: dict = {}  # (op, mod, pseudo) -> whether the instruction kind may take part (static facts only)


def _pure_op(ins: Instr) -> bool:
    if ins.fmt not in _ALU_FORMATS or ins.base in _NOT_PURE or ins.has_memory_effect():
        return False
    return not ("dpp" in ins.op or "row_" in ins.mod or "quad_perm" in ins.mod)


def _candidate(ins: Instr, counts: Counter) -> bool:
    key = (ins.op, ins.mod, ins.pseudo)
    pure = _PURE_OPS.get(key)
    if pure is None:
        pure = _PURE_OPS[key] = _pure_op(ins)
    if not pure:
        return False
    defs = ins.edefs_view()
    if len(defs) != 1 or not isinstance(defs[0], RegOp) or not defs[0].whole:
        return False
    r = defs[0].vreg
    if not getattr(r, "temp", False) or counts[r.id] != 1:
        return False
    return not any(u.__class__ is Special and u.base in ("scc", "vcc", "m0") for u in ins.uses_view())


def _key(ins: Instr) -> tuple:
    srcs = tuple(o.key() if isinstance(o, (RegOp, Special)) else ("i", str(o)) for o in ins.ops[ins.num_dst():])
    return (ins.op, srcs, ins.mod, ins.fmt.startswith("VOP"))


def _scc_read_later(instrs: list[Instr], i: int) -> bool:
    for ins in instrs[i + 1:]:
        if any(u.__class__ is Special and u.base == "scc" for u in ins.uses_view()):
            return True
        if any(d.__class__ is Special and d.base == "scc" for d in ins.defs_view()):
            return False
    return True


def _rename(func: Function, mapping: dict[int, RegOp]) -> None:
    for b in func.blocks:
        for ins in b.instrs:
            ops = ins.ops
            for k, o in enumerate(ops):
                if o.__class__ is RegOp:
                    new = mapping.get(o.vreg.id)
                    if new is not None:
                        ops[k] = RegOp(new.vreg, new.lo + o.lo, o.n)


def run(func: Function) -> None:
    counts = _def_counts(func)
    mapping: dict[int, RegOp] = {}
    for block in func.blocks:
        table = _Table()
        keep: list[Instr] = []
        for i, ins in enumerate(block.instrs):
            # Only a candidate's key needs its sources renamed now; every other operand is renamed once at the
            # end (a replacement never names a replaced register: each is the one definition of a kept
            # instruction, so renaming twice or late gives the same operands). _candidate reads only the
            # definitions and special registers, which no renaming touches.
            if _candidate(ins, counts):
                if mapping:
                    ops = ins.ops
                    for k, o in enumerate(ops):  # forward earlier replacements
                        if o.__class__ is RegOp:
                            new = mapping.get(o.vreg.id)
                            if new is not None:
                                ops[k] = RegOp(new.vreg, new.lo + o.lo, o.n)
                key = _key(ins)
                hit = table.exprs.get(key)
                if hit is not None and not ("writes_scc" in ins.flags and _scc_read_later(block.instrs, i)):
                    mapping[ins.explicit_defs()[0].vreg.id] = hit
                    continue
                table.add(key, ins.explicit_defs()[0])
            table.invalidate(ins)
            keep.append(ins)
        block.instrs = keep
    if mapping:
        _rename(func, mapping)


class _Table:
    """The available expressions of a block: key -> result, indexed by the registers their sources read so
    that a write visits only the expressions that read what it writes (not the whole table)."""

    __slots__ = ("exprs", "readers", "vector")

    def __init__(self) -> None:
        self.exprs: dict[tuple, RegOp] = {}
        self.readers: dict[tuple, list[tuple]] = {}  # (kind, vreg id or special base) -> keys reading it
        self.vector: list[tuple] = []                # keys of VALU expressions (they depend on EXEC)

    def add(self, key: tuple, result: RegOp) -> None:
        if key not in self.exprs:
            for s in key[1]:
                if s[0] != "i":
                    self.readers.setdefault((s[0], s[1]), []).append(key)
            if key[3]:
                self.vector.append(key)
        self.exprs[key] = result

    def invalidate(self, ins: Instr) -> None:
        """Forget expressions whose sources this instruction overwrites (and VALU ones when EXEC changes)."""
        exprs = self.exprs
        if not exprs:
            return
        written = ins.defs_view()
        if not written:
            return
        if any(d.__class__ is Special and d.base == "exec" for d in written):
            for key in self.vector:
                exprs.pop(key, None)
            self.vector = []
        for d in written:
            dk = d.key()
            where = (dk[0], dk[1])
            keys = self.readers.get(where)
            if not keys:
                continue
            special = dk[0] == "x"
            for key in keys:
                if key in exprs and (special or any(s[0] == dk[0] and s[1] == dk[1] and _overlap(s, dk)
                                                    for s in key[1])):
                    del exprs[key]
            self.readers[where] = [key for key in keys if key in exprs]


def _overlap(a: tuple, b: tuple) -> bool:
    return a[2] < b[2] + b[3] and b[2] < a[2] + a[3]
