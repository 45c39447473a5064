"""The compiler's IR: basic blocks of instructions over virtual registers.

A ``Function`` is a list of ``Block`` s in layout order; each block is a list of ``Instr`` s whose operands
are ``RegOp`` (a dword range of a virtual register ``VReg``), ``Special`` (vcc, exec, scc, m0, 'off'),
``Imm`` (integer or float constant) or ``Label`` (a branch target). A block ends at its first branch or
``s_endpgm``; control falls through to the next block otherwise.

``Instr.defs()`` / ``Instr.uses()`` list what an instruction writes and reads, explicit operands plus the
implicit SCC/VCC/EXEC effects from the ISA table, so every pass and the register allocator share one
definition of data dependence.

Example:
    >>> f = Function("k", "gfx942")
    >>> r = f.new_vreg("s", 1, "i32", name="x")
    >>> b = f.new_block()
    >>> b.instrs.append(Instr("s_mov_b32", [RegOp(r), Imm(5)]))
    >>> [str(o) for o in b.instrs[0].defs()]
    ['%x0.0']
"""

from __future__ import annotations

import itertools
import re
import struct
from dataclasses import dataclass, field
from typing import Iterator, Sequence, Union

from .. import isa
from ..isa.records import InstrRecord
from .srcloc import SourceLoc

VECTOR_FORMATS = frozenset({"VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VOP3P_MAI", "DS", "MUBUF", "GLOBAL",
                            "FLAT"})
MEMORY_FORMATS = frozenset({"SMEM", "DS", "MUBUF", "GLOBAL", "FLAT"})
_RETURNS_OLD_RE = re.compile(r"(^|\s)(sc0|glc)(\s|$)")  # an atomic with this modifier returns the old value


@dataclass(eq=False)
class VReg:
    """A virtual register array: ``size`` dwords in register file ``file`` ('s', 'v' or 'a').

    ``fixed`` pins it to a physical base register (hardware-initialised registers such as s[0:1]).
    """

    id: int
    file: str
    size: int
    dtype: str
    align: int = 1
    name: str = ""
    loc: SourceLoc | None = None
    fixed: int | None = None

    def __repr__(self) -> str:
        return f"%{self.name or self.id}"


@dataclass(frozen=True, eq=False, init=False)
class RegOp:
    """Dwords ``[lo, lo + n)`` of virtual register ``vreg`` (``n`` defaults to the whole register)."""

    vreg: VReg
    lo: int = 0
    n: int = -1

    def __init__(self, vreg: VReg, lo: int = 0, n: int = -1) -> None:
        # Fields go straight into __dict__ (frozen: no setattr afterwards); one is made per traced operand.
        size = vreg.size
        if n < 0:
            n = size - lo
        if lo < 0 or lo + n > size or n <= 0:
            raise ValueError(f"register range [{lo}, {lo + n}) outside {vreg!r} of {size} dwords")
        d = self.__dict__
        d["vreg"] = vreg
        d["lo"] = lo
        d["n"] = n

    @property
    def file(self) -> str:
        return self.vreg.file

    @property
    def whole(self) -> bool:
        return self.lo == 0 and self.n == self.vreg.size

    def key(self) -> tuple:
        return ("r", self.vreg.id, self.lo, self.n)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RegOp) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def dwords(self) -> range:
        return range(self.lo, self.lo + self.n)

    def __str__(self) -> str:
        name = self.vreg.name or str(self.vreg.id)
        return f"%{name}.{self.lo}" if self.n == 1 else f"%{name}.{self.lo}:{self.lo + self.n - 1}"


SPECIAL_WIDTH = {"vcc": 2, "exec": 2, "vcc_lo": 1, "vcc_hi": 1, "exec_lo": 1, "exec_hi": 1, "scc": 1, "m0": 1,
                 "off": 2, "vccz": 1, "execz": 1, "flat_scratch": 2}

_SPECIAL_BASE = {n: n.split("_")[0] if n.endswith(("_lo", "_hi")) else n for n in SPECIAL_WIDTH}


@dataclass(frozen=True)
class Special:
    """A named hardware register (vcc, exec, scc, m0, ...) or the 'off' keyword."""

    name: str

    @property
    def dwords(self) -> int:
        return SPECIAL_WIDTH[self.name]

    @property
    def base(self) -> str:
        """The register this aliases for dependence purposes ('vcc_lo' -> 'vcc')."""
        b = _SPECIAL_BASE.get(self.name)
        if b is None:
            b = self.name.split("_")[0] if self.name.endswith(("_lo", "_hi")) else self.name
        return b

    def key(self) -> tuple:
        return ("x", self.base)

    def __str__(self) -> str:
        return self.name


_INLINE_FLOATS = {0.5: "0.5", -0.5: "-0.5", 1.0: "1.0", -1.0: "-1.0", 2.0: "2.0", -2.0: "-2.0", 4.0: "4.0",
                  -4.0: "-4.0"}


@dataclass(frozen=True)
class Imm:
    """An immediate: an integer, or a float (f32 bit pattern when not an inline constant)."""

    value: Union[int, float]

    @property
    def is_inline(self) -> bool:
        """Whether the hardware encodes it without a literal dword (VOP3 on gfx9 accepts only these)."""
        if isinstance(self.value, float):
            return self.value == 0.0 or self.value in _INLINE_FLOATS
        return -16 <= self.value <= 64

    def bits32(self) -> int:
        """The 32-bit pattern the instruction sees."""
        if isinstance(self.value, float):
            return struct.unpack("<I", struct.pack("<f", self.value))[0]
        return self.value & 0xFFFFFFFF

    def __str__(self) -> str:
        if isinstance(self.value, float):
            if self.value == 0.0 and struct.pack("<f", self.value) == b"\0\0\0\0":
                return "0"
            if self.value in _INLINE_FLOATS:
                return _INLINE_FLOATS[self.value]
            return hex(self.bits32())
        if -16 <= self.value <= 64:
            return str(self.value)
        return hex(self.value & 0xFFFFFFFF) if self.value < 0 else hex(self.value)


@dataclass(frozen=True)
class Label:
    """A branch target: the name of a block."""

    name: str

    def __str__(self) -> str:
        return self.name


Operand = Union[RegOp, Special, Imm, Label]


class OpList(list):
    """An instruction's operand list: editing it in place (``ins.ops[k] = ...``, ``append``, ...) bumps ``v``,
    which drops the derived facts of every instruction holding it (``Instr._memo``)."""

    v = 0  # edits so far (a class default: unpickling appends the items before any instance state is set)


def _bumping(name: str):
    method = getattr(list, name)

    def edit(self, *args):
        self.v += 1
        return method(self, *args)
    edit.__name__ = name
    return edit


for _name in ("__setitem__", "__delitem__", "__iadd__", "__imul__", "append", "extend", "insert", "pop", "remove",
              "clear", "reverse"):
    setattr(OpList, _name, _bumping(_name))


def _sort(self: OpList, *, key=None, reverse: bool = False) -> None:
    self.v += 1
    list.sort(self, key=key, reverse=reverse)


OpList.sort = _sort  # type: ignore[method-assign]

# Fields the derived facts (defs, uses, text, ...) are computed from: assigning one drops them.
_FACT_FIELDS = frozenset({"op", "ops", "mod", "masked", "pseudo", "ndst"})


@dataclass(eq=False, init=False)
class Instr:
    """One instruction. ``masked``: issued under a partial EXEC mask (vector writes keep inactive lanes)."""

    op: str
    ops: list
    mod: str = ""
    loc: SourceLoc | None = None
    masked: bool = False
    pseudo: bool = False
    comment: str = ""
    ndst: int | None = None  # overrides the record's destination count (returning atomics)

    def __init__(self, op: str, ops: Sequence, mod: str = "", loc: SourceLoc | None = None, masked: bool = False,
                 pseudo: bool = False, comment: str = "", ndst: int | None = None) -> None:
        # Written straight into __dict__: __setattr__'s invalidation has nothing to drop yet (traced per instr).
        d = self.__dict__
        d["op"] = op
        d["ops"] = OpList(ops)
        d["mod"] = mod
        d["loc"] = loc
        d["masked"] = masked
        d["pseudo"] = pseudo
        d["comment"] = comment
        d["ndst"] = ndst
        d["_cached"] = _OP_INFO.get(op) or _op_info(op)

    def __setattr__(self, name: str, value) -> None:
        d = self.__dict__
        if name in _FACT_FIELDS:
            d.pop("_facts", None)
            if name == "ops":
                value = OpList(value)
            elif name == "op":
                d["_cached"] = _op_info(value)
        d[name] = value

    def _info(self) -> "_OpInfo":
        """Static facts of ``op`` (shared by every instruction with that op; replaced when a pass renames it)."""
        return self.__dict__["_cached"]

    @property
    def base(self) -> str:
        return self.__dict__["_cached"].base

    @property
    def rec(self) -> InstrRecord | None:
        if self.pseudo:
            return None
        return self.__dict__["_cached"].rec

    @property
    def flags(self) -> frozenset[str]:
        return frozenset() if self.pseudo else self.__dict__["_cached"].flags

    @property
    def fmt(self) -> str:
        return "PSEUDO" if self.pseudo else self.__dict__["_cached"].fmt

    def num_dst(self) -> int:
        if self.ndst is not None:
            return self.ndst
        if self.pseudo:
            return len(self.ops)
        return self.__dict__["_cached"].num_dst

    def _memo(self) -> dict:
        """Facts derived from (op, operands, modifiers, flags), dropped as soon as any of them changes.

        Assigning a field they depend on drops them (``__setattr__``); an in-place edit of the operand list
        bumps its version (``OpList``), checked here. Registers' own fields are not watched: passes make new
        ``VReg`` s and rewrite operands instead of editing a register."""
        d = self.__dict__
        m = d.get("_facts")
        v = d["ops"].v
        if m is None or m["v"] != v:
            m = d["_facts"] = {"v": v}
        return m

    def explicit_defs(self) -> list:
        return list(self.edefs_view())

    # The *_view methods return the memoised lists themselves (no copy): for the passes' hot loops, which only
    # read them. Each inlines _memo (asked tens of thousands of times per kernel).
    def edefs_view(self) -> list:
        """``explicit_defs()`` without the copy: do not edit the list."""
        d = self.__dict__
        m = d.get("_facts")
        if m is None or m["v"] != d["ops"].v:
            m = d["_facts"] = {"v": d["ops"].v}
        out = m.get("edefs")
        if out is None:
            out = m["edefs"] = self._explicit_defs()
        return out

    def defs_view(self) -> list:
        """``defs()`` without the copy: do not edit the list."""
        d = self.__dict__
        m = d.get("_facts")
        if m is None or m["v"] != d["ops"].v:
            m = d["_facts"] = {"v": d["ops"].v}
        out = m.get("defs")
        if out is None:
            out = m["defs"] = self._defs()
        return out

    def uses_view(self) -> list:
        """``uses()`` without the copy: do not edit the list."""
        d = self.__dict__
        m = d.get("_facts")
        if m is None or m["v"] != d["ops"].v:
            m = d["_facts"] = {"v": d["ops"].v}
        out = m.get("uses")
        if out is None:
            out = m["uses"] = self._uses()
        return out

    def _explicit_defs(self) -> list:
        return [o for o in self.ops[: self.num_dst()] if o.__class__ is RegOp or o.__class__ is Special]

    def defs(self) -> list:
        """Everything written: explicit destinations plus implicit SCC/VCC/EXEC."""
        return list(self.defs_view())

    def _defs(self) -> list:
        out = list(self.edefs_view())  # a copy: extended below, and the memoised list stays as it is
        if self.pseudo:
            return out
        info = self._info()
        if info.swap:
            out += [o for o in self.ops[self.num_dst():] if isinstance(o, RegOp)]
        if info.implicit_defs:
            out += info.implicit_defs
        return out

    def uses(self) -> list:
        """Everything read: explicit sources, read-modify-write destinations, implicit registers."""
        return list(self.uses_view())

    def _uses(self) -> list:
        nd = len(self.ops) if self.pseudo else self.num_dst()
        out = [o for o in self.ops[nd:] if o.__class__ is RegOp or (o.__class__ is Special and o.name != "off")]
        if self.pseudo:
            return out
        info = self._info()
        if info.reads_dst or (info.sdwa and "UNUSED_PRESERVE" in self.mod):
            out += self.edefs_view()
        if info.implicit_uses:
            out += info.implicit_uses
        return out

    def partial_defs(self) -> bool:
        """Whether vector destinations keep some old lanes (issued under a partial EXEC mask)."""
        return self.masked and self.fmt in VECTOR_FORMATS

    @property
    def is_branch(self) -> bool:
        return not self.pseudo and self.__dict__["_cached"].branch

    @property
    def is_terminator(self) -> bool:
        info = self.__dict__["_cached"]
        return (info.branch and not self.pseudo) or info.endpgm

    def target(self) -> str | None:
        for o in self.ops:
            if isinstance(o, Label):
                return o.name
        return None

    def has_memory_effect(self) -> bool:
        """Stores, atomics, barriers, messages: never deleted or reordered across each other."""
        info = self.__dict__["_cached"]
        return (info.memory_effect and not self.pseudo) or info.keeps_order

    def is_load(self) -> bool:
        return self.fmt in MEMORY_FORMATS and not (self.flags & {"store", "atomic"}) and bool(self.explicit_defs())

    def writes_late(self) -> bool:
        """Whether registers are written when the memory access returns, not at issue (see ``late_defs``)."""
        return bool(self.late_defs())

    def late_defs(self) -> list:
        """The registers written when the memory access returns: the destination of a load or of a returning
        atomic (``global_atomic_* ... sc0``, ``ds_*_rtn_*``), and the data register of a MUBUF atomic with
        sc0/glc (it returns the old value in place). Until an ``s_waitcnt`` covers them they still belong to
        this instruction, even when nothing reads the result."""
        if self.fmt not in MEMORY_FORMATS:
            return []
        defs = self.explicit_defs()
        if not defs and self.fmt == "MUBUF" and "atomic" in self.flags and _RETURNS_OLD_RE.search(self.mod) \
                and self.ops and self.ops[0].__class__ is RegOp:
            return [self.ops[0]]
        return defs

    def early_clobber(self) -> bool:
        return self.__dict__["_cached"].early_clobber

    def __str__(self) -> str:
        m = self._memo()
        text = m.get("str")
        if text is None:
            text = self.op + (" " + ", ".join(map(str, self.ops)) if self.ops else "")
            if self.mod:
                text += " " + self.mod
            m["str"] = text
        return text


class _OpInfo:
    """What every instruction with mnemonic ``op`` shares: base, record, and implicit operands (all read from the
    record's fields and flags, never the mnemonic's spelling; an op without a record has none of them)."""

    __slots__ = ("op", "base", "rec", "flags", "fmt", "num_dst", "swap", "reads_dst", "sdwa", "implicit_defs",
                 "implicit_uses", "branch", "memory_effect", "early_clobber", "endpgm", "keeps_order", "ends_flow")

    def __init__(self, op: str) -> None:
        self.op = op
        self.base, encoding = isa.split_encoding(op)
        self.rec = rec = isa.table().get(self.base)
        self.flags = flags = rec.flags if rec is not None else frozenset()
        self.fmt = rec.fmt if rec is not None else "PSEUDO"
        self.num_dst = rec.num_dst if rec is not None else 0
        self.swap = rec is not None and rec.extra_dst == "swap"
        self.reads_dst = rec is not None and rec.reads_dst
        self.sdwa = encoding == "sdwa"
        self.branch = "branch" in flags
        self.memory_effect = bool(flags & {"store", "atomic", "barrier", "side_effect"})
        self.early_clobber = rec is not None and rec.early_clobber
        self.endpgm = "endpgm" in flags
        self.keeps_order = bool(flags & {"waitcnt", "endpgm"})  # s_waitcnt, s_endpgm: never moved or deleted
        self.ends_flow = "ends_flow" in flags  # s_branch, s_endpgm, s_setpc_b64: no fall-through
        self.implicit_defs = tuple(Special(n) for n, f in (("scc", "writes_scc"), ("exec", "writes_exec"),
                                                             ("vcc", "writes_vcc")) if f in flags)
        uses = [Special("scc")] if "reads_scc" in flags else []
        uses += [Special(n) for n in (rec.branch_tests if rec is not None else ())]
        if self.fmt in VECTOR_FORMATS:
            uses.append(Special("exec"))
        self.implicit_uses = tuple(uses)


_OP_INFO: dict[str, _OpInfo] = {}


def _op_info(op: str) -> _OpInfo:
    info = _OP_INFO.get(op)
    if info is None:
        info = _OP_INFO[op] = _OpInfo(op)
    return info


@dataclass(eq=False)
class Block:
    """A basic block: a label and its instructions."""

    name: str
    instrs: list = field(default_factory=list)

    def terminator(self) -> Instr | None:
        if self.instrs and self.instrs[-1].is_terminator:
            return self.instrs[-1]
        return None


@dataclass(eq=False)
class RegGroup:
    """Virtual registers the allocator must place at fixed distances from one aligned base register, so that
    one wide instruction can write them all (``passes/kernarg_batch.py``: several kernel arguments loaded by
    one ``s_load_dwordxN``). ``members``: (vreg, dword offset from the base); ``gaps``: offsets the wide
    instruction also writes (padding between members), kept free until ``loads`` have landed; ``size``: the
    dwords from the base to the last member's end; ``align``: of the base."""

    members: list
    gaps: list
    size: int
    align: int
    loads: list = field(default_factory=list)


@dataclass(eq=False)
class Function:
    """A kernel in IR form plus what the emitter needs to know about its hardware interface."""

    name: str
    arch: str
    blocks: list = field(default_factory=list)
    vregs: list = field(default_factory=list)
    lds_bytes: int = 0
    workgroup_ids: int = 1      # how many of workgroup id x/y/z SGPRs are enabled (x always)
    workitem_dims: int = 1      # 1: v0 = x; 2/3: v0 packs x | y << 10 | z << 20
    reg_groups: list = field(default_factory=list)  # RegGroup placement constraints for the allocator
    _ids: Iterator[int] = field(default_factory=itertools.count)
    _blocks: Iterator[int] = field(default_factory=itertools.count)

    def new_vreg(self, file: str, size: int, dtype: str, *, align: int = 1, name: str = "",
                 loc: SourceLoc | None = None, fixed: int | None = None) -> VReg:
        n = next(self._ids)
        r = VReg(n, file, size, dtype, align, f"{name}{n}" if name else f"t{n}", loc, fixed)
        self.vregs.append(r)
        return r

    def new_block(self, hint: str = "bb") -> Block:
        b = Block(f"{hint}{next(self._blocks)}")
        self.blocks.append(b)
        return b

    def block_map(self) -> dict[str, int]:
        return {b.name: i for i, b in enumerate(self.blocks)}

    def successors(self) -> list[list[int]]:
        """Successor block indices for each block (branch targets, then fall-through)."""
        index = self.block_map()
        out: list[list[int]] = []
        for i, b in enumerate(self.blocks):
            term = b.terminator()
            succ: list[int] = []
            if term is not None and term.target() is not None:
                succ.append(index[term.target()])
            falls = term is None or not term._info().ends_flow
            if falls and i + 1 < len(self.blocks):
                succ.append(i + 1)
            out.append(succ)
        return out

    def predecessors(self) -> list[list[int]]:
        preds: list[list[int]] = [[] for _ in self.blocks]
        for i, succ in enumerate(self.successors()):
            for s in succ:
                preds[s].append(i)
        return preds

    def instructions(self) -> Iterator[Instr]:
        for b in self.blocks:
            yield from b.instrs

    def dump(self) -> str:
        lines = [f"function {self.name} ({self.arch})"]
        for b in self.blocks:
            lines.append(f"{b.name}:")
            for ins in b.instrs:
                lines.append(f"    {ins}    ; masked" if ins.masked else f"    {ins}")
        for g in self.reg_groups:
            lines.append("group " + ", ".join(f"{m!r}@+{rel}" for m, rel in g.members) + f" (align {g.align})")
        return "\n".join(lines) + "\n"


def operand_overlap(a, b) -> bool:
    """Whether two register operands (RegOp or Special) touch a common dword."""
    if isinstance(a, Special) or isinstance(b, Special):
        return isinstance(a, Special) and isinstance(b, Special) and a.base == b.base
    if a.vreg is not b.vreg:
        return False
    return a.lo < b.lo + b.n and b.lo < a.lo + a.n


def any_overlap(xs: Sequence, ys: Sequence) -> bool:
    return any(operand_overlap(x, y) for x in xs for y in ys)
