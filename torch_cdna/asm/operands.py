"""Operands of raw ``J.<mnemonic>(...)`` calls: conversion to IR operands and checks against the ISA table.

Each operand slot of an ``InstrRecord`` has a kind (``torch_cdna.isa.records.OPERAND_KINDS``) and a width;
a DSL operand (register view, special register, constant, expression) must fit it. Expressions are
evaluated into a temporary of the right register file first. VALU instructions are also checked for the
gfx9 constant-bus limit (one SGPR or literal per instruction) and VOP3's ban on literals.

Example:
    >>> _accepts("vsrc", "s"), _accepts("vgpr", "s"), _accepts("avsrc", "a")
    (True, False, True)
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from .. import isa
from ..errors import UnsupportedInstruction
from ..isa.records import InstrRecord, OperandSpec
from .codegen import imm
from .expr import Const, Expr
from .gpr import RegView
from .ir import SPECIAL_WIDTH, Imm, Instr, RegOp, Special
from .srcloc import compile_error

# kind -> register files accepted ('s', 'v', 'a'), whether special registers, whether immediates
_KIND_FILES = {
    "sdst": ("s",), "ssrc": ("s",), "sgpr": ("s",), "soffset": ("s",), "saddr": ("s",), "sdst_or_vcc": ("s",),
    "vdst": ("v",), "adst": ("a",), "avdst": ("v", "a"), "vsrc": ("v", "s"), "vgpr": ("v",),
    "avsrc": ("v", "a"), "avc": ("v", "a"), "vaddr": ("v",), "simm": (), "label": (),
}
_KIND_IMM = {"ssrc", "vsrc", "simm", "soffset", "avc"}
_KIND_SPECIAL = {"sdst", "ssrc", "sgpr", "soffset", "sdst_or_vcc", "vsrc", "saddr", "vaddr"}
_FILE_NAMES = {"s": "SGPR", "v": "VGPR", "a": "AccVGPR"}
_STRING_SPECIALS = set(SPECIAL_WIDTH)
_INLINE_INTS = tuple(imm(v) for v in range(-16, 65))  # the integers every immediate slot encodes inline
_WAITCNT_RE = re.compile(r"^ *((vmcnt|expcnt|lgkmcnt)\(\d+\) *&? *)+$")  # spaces only: one assembly line

# Modifier words by encoding, as LLVM spells them after the operands. A modifier string is space-separated
# words ``name``, ``name:value`` (an integer or an upper-case selector such as WORD_1) or ``name:[i,j,...]``;
# anything else (a newline, ';', '#') would put raw text into the assembly file.
_CACHE_MODS = frozenset({"glc", "slc", "dlc", "nt", "sc0", "sc1"})
_VOP3_MODS = frozenset({"clamp", "mul", "div", "op_sel"})
_VOP3P_MODS = frozenset({"clamp", "op_sel", "op_sel_hi", "neg_lo", "neg_hi"})
_MODS_BY_FORMAT = {
    "SMEM": _CACHE_MODS,
    "MUBUF": _CACHE_MODS | {"offen", "idxen", "offset", "lds"},
    "GLOBAL": _CACHE_MODS | {"offset", "lds"},
    "FLAT": _CACHE_MODS | {"offset", "lds"},
    "DS": frozenset({"offset", "offset0", "offset1", "gds"}),
    "VOP1": _VOP3_MODS, "VOP2": _VOP3_MODS, "VOPC": _VOP3_MODS, "VOP3": _VOP3_MODS,  # LLVM picks VOP3 for them
    "VOP3P": _VOP3P_MODS,
    "VOP3P_MAI": frozenset({"cbsz", "abid", "blgp", "neg"}) | _VOP3P_MODS,
}
_MODS_BY_ENCODING = {
    "dpp": frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                      "row_mirror", "row_half_mirror", "row_bcast", "row_mask", "bank_mask", "bound_ctrl"}),
    "sdwa": frozenset({"dst_sel", "dst_unused", "src0_sel", "src1_sel", "clamp", "mul", "div"}),
}
_MOD_WORD_RE = re.compile(r"^([a-z][a-z0-9_]*)(:(-?(0x[0-9a-fA-F]+|[0-9]+)|[A-Z][A-Z0-9_]*|"
                          r"\[-?[0-9]+(,-?[0-9]+)*\]))?$")


def _accepts(kind: str, file: str) -> bool:
    return file in _KIND_FILES.get(kind, ())


def _describe(kind: str) -> str:
    from ..isa.records import OPERAND_KINDS
    return OPERAND_KINDS.get(kind, kind)


def check_modifiers(mnemonic: str, rec: InstrRecord, mod: str) -> None:
    """Refuse a modifier string that is not a list of modifiers ``mnemonic`` accepts (CompileError at the
    user's line). The string is copied into the assembly text as is, so this is also what keeps a newline or
    ';' in ``mod=`` from adding raw instructions to the kernel."""
    if not isinstance(mod, str):
        raise compile_error(f"{mnemonic}: mod= must be a string such as 'sc0' or 'offset:16', got "
                            f"{type(mod).__name__} {mod!r}")
    if not mod.strip(" "):
        return
    if "waitcnt" in rec.flags:
        check_waitcnt(mod)
        return
    encoding = isa.split_encoding(mnemonic)[1]
    allowed = _MODS_BY_ENCODING.get(encoding or "", _MODS_BY_FORMAT.get(rec.fmt, frozenset()))
    for word in mod.split(" "):
        if not word:
            continue
        m = _MOD_WORD_RE.match(word)
        if m is None:
            raise compile_error(f"{mnemonic}: bad modifier {word!r} in mod={mod!r}: modifiers are words separated "
                                f"by single spaces, such as 'sc0', 'offset:16' or 'op_sel:[0,1]' (no newline, ';' "
                                f"or other separator: the string becomes part of the assembly line)")
        if m.group(1) not in allowed:
            accepts = ", ".join(sorted(allowed)) if allowed else "no modifiers"
            raise compile_error(f"{mnemonic}: unknown modifier {m.group(1)!r} in mod={mod!r}; {mnemonic} accepts "
                                f"{accepts}")


def check_waitcnt(text: str) -> None:
    if not _WAITCNT_RE.match(text):
        raise compile_error(f"bad s_waitcnt counters {text!r}: write e.g. 'vmcnt(0)', 'lgkmcnt(0)' or "
                            f"'vmcnt(2) lgkmcnt(0)'")


class _Plan:
    """What tracing ``mnemonic`` on one arch needs from its record, worked out once (traced per instruction).

    ``specs``: the slots as ``_one`` checks them (a VOP3 ``vgpr`` source accepts SGPRs and constants too), used
    as they are unless the call's own operands or modifiers reshape the slots (``reshapes``: a returning
    atomic's extra destination, a memory address's width, an f8f6f4 matrix format). ``fast``: per slot, the
    register files and width a register view must have to be taken as it is (``convert``'s common case),
    and whether the slot takes an immediate (an inline integer is then taken as it is).
    ``mods_ok``: the ``mod=`` strings already checked for this mnemonic (a kernel repeats a few)."""

    __slots__ = ("rec", "slots", "num_dst", "e64", "specs", "reshapes", "returning", "valu", "fast", "plain",
                 "writes_exec", "special_dst", "mods_ok", "ends_block")

    def __init__(self, mnemonic: str, rec: InstrRecord) -> None:
        self.rec = rec
        self.slots = list(rec.operands)
        self.num_dst = nd = rec.num_dst
        self.e64 = e64 = isa.split_encoding(mnemonic)[1] == "e64" or rec.fmt in ("VOP3", "VOP3P")
        self.specs = _specs(self.slots, nd, e64)
        self.returning = "atomic" in rec.flags and nd == 0
        # (a vaddr's width depends on the call only in GLOBAL and MUBUF: see _memory_widths; DS keeps its slots)
        self.reshapes = (self.returning or bool(rec.mfma_passes_f8) or
                         (rec.fmt in ("GLOBAL", "MUBUF") and any(s.kind == "vaddr" for s in self.slots)))
        self.valu = rec.fmt in ("VOP1", "VOP2", "VOP3", "VOP3P", "VOPC")
        self.fast = tuple((_KIND_FILES.get(s.kind, ()), s.dwords, s.kind in _KIND_IMM) for s in self.specs)
        # a bare s_waitcnt (counters in mod=) has no operands for any slot: the general path handles it
        self.plain = not self.reshapes and "waitcnt" not in rec.flags
        self.writes_exec = "writes_exec" in rec.flags
        self.special_dst = any(s.kind in _KIND_SPECIAL for s in self.slots[:nd])  # may name EXEC explicitly
        self.mods_ok = {""}
        self.ends_block = Instr(mnemonic, []).is_terminator  # (plan_for refuses every other branch)


def _specs(slots: list, num_dst: int, e64: bool) -> list:
    return [OperandSpec("vsrc", s.dwords) if (e64 and s.kind == "vgpr" and i >= num_dst) else s
            for i, s in enumerate(slots)]


_PLANS: dict[str, dict[str, _Plan]] = {}  # arch -> mnemonic -> plan


def plans(arch: str) -> dict[str, _Plan]:
    """The plans of ``arch`` by mnemonic (the tracer keeps this dict; ``plan_for`` fills it)."""
    return _PLANS.setdefault(arch, {})


def plan_for(mnemonic: str, arch: str) -> _Plan:
    """The checked plan of ``mnemonic`` on ``arch``; raises CompileError for an unknown instruction, one
    ``arch`` lacks, or a raw branch (control flow is written with J.While / J.If)."""
    table = plans(arch)
    plan = table.get(mnemonic)
    if plan is not None:
        return plan
    try:
        rec = isa.lookup(mnemonic, arch)
    except UnsupportedInstruction as e:
        raise compile_error(str(e)) from None
    if "branch" in rec.flags and "endpgm" not in rec.flags:  # (s_endpgm is the one branch J.<mnemonic> takes)
        raise compile_error(f"{mnemonic}: write control flow with J.While / J.If / J.Break, not raw branches")
    plan = table[mnemonic] = _Plan(mnemonic, rec)
    return plan


def convert(jit: Any, mnemonic: str, plan: _Plan, args: Sequence[Any]) -> list:
    """DSL operands -> IR operands for a ``plan.plain`` mnemonic; raises CompileError naming the bad operand.

    Register views that fit their slot as they are (the common case) and inline integer constants in slots
    taking immediates become operands inline; anything else goes through ``_one``. The constant-bus check runs
    only when a source may read an SGPR, a special register or a literal (inline constants do not)."""
    fast = plan.fast
    if len(args) != len(fast):
        raise _arity_error(mnemonic, plan.slots, args)
    out = []
    bus = False  # whether some operand may touch the constant bus (VGPR/AccVGPR views and inline ints cannot)
    i = 0
    for arg in args:
        cls = arg.__class__
        if cls is int:
            if -16 <= arg <= 64 and fast[i][2]:
                out.append(_INLINE_INTS[arg + 16])  # what _constant gives it (imm(arg)), off the bus
                i += 1
                continue
        elif cls is RegView:
            files, dwords, _ = fast[i]
            vreg = arg.vreg
            file = vreg.file
            if file in files and arg.n == dwords:
                op = arg._op  # RegView.operand(), inlined
                if op is None:
                    op = arg._op = RegOp(vreg, arg.lo, dwords)
                out.append(op)
                if file == "s":
                    bus = True
                i += 1
                continue
        out.append(_one(jit, mnemonic, i, arg, plan.specs[i]))
        bus = True
        i += 1
    if bus and plan.valu:
        _check_constant_bus(mnemonic, out[plan.num_dst:], plan.e64)
    return out


def convert_reshaped(jit: Any, mnemonic: str, plan: _Plan, args: Sequence[Any],
                     mod: str) -> tuple[list, int | None]:
    """``convert`` for the mnemonics whose slots depend on the call (``not plan.plain``); returns the operands
    and the destination count when it differs from the record's (a returning atomic), else None."""
    rec = plan.rec
    if "waitcnt" in rec.flags and not args:  # a bare s_waitcnt: its counters are in mod=
        return [], None
    slots, specs = plan.slots, plan.specs
    if plan.reshapes:
        slots = list(slots)
        if plan.returning and len(args) == len(slots) + 1:
            # returning form (sc0/glc): a leading destination as wide as the returned data
            data = next(s for s in slots if s.kind in ("avsrc", "vgpr", "vsrc"))
            width = data.dwords // 2 if "cmpswap" in rec.flags else data.dwords
            slots.insert(0, OperandSpec("avdst", width))
        slots = _memory_widths(rec, slots, args)
        slots = _f8f6f4_widths(rec, slots, mod)
        specs = _specs(slots, plan.num_dst, plan.e64)
    if len(args) != len(slots):
        raise _arity_error(mnemonic, slots, args)
    out = [_one(jit, mnemonic, i, arg, spec) for i, arg, spec in zip(range(len(args)), args, specs)]
    ndst = sum(1 for s in slots if s.is_dst) if len(slots) != len(rec.operands) else None
    if plan.valu:
        _check_constant_bus(mnemonic, out[plan.num_dst:], plan.e64)
    return out, ndst


def _arity_error(mnemonic: str, slots: Sequence[OperandSpec], args: Sequence[Any]) -> Exception:
    shape = ", ".join(f"{s.kind}:{s.dwords}" for s in slots) or "no operands"
    return compile_error(f"{mnemonic} takes {len(slots)} operand(s) ({shape}), got {len(args)}")


def _memory_widths(rec: InstrRecord, slots: list, args: Sequence[Any]) -> list:
    """GLOBAL with an SGPR base takes a 32-bit VGPR offset; MUBUF's vaddr is off, one or two VGPRs."""
    out = list(slots)
    for i, s in enumerate(slots):
        if s.kind != "vaddr" or i >= len(args):
            continue
        arg = args[i]
        if rec.fmt == "GLOBAL":
            saddr = next((args[j] for j, t in enumerate(slots) if t.kind == "saddr" and j < len(args)), "off")
            if not (isinstance(saddr, str) and saddr == "off") and not (
                    isinstance(saddr, Special) and saddr.name == "off"):
                out[i] = OperandSpec("vaddr", 1)
        elif rec.fmt == "MUBUF" and isinstance(arg, RegView) and arg.n in (1, 2):
            out[i] = OperandSpec("vaddr", arg.n)
    return out


def _f8f6f4_widths(rec: InstrRecord, slots: list, mod: str) -> list:
    """gfx950 f8f6f4 MFMAs: ``cbsz:`` (A) and ``blgp:`` (B) pick each matrix's format and so its register count
    (8 for fp8/bf8, 6 for fp6/bf6, 4 for fp4), as llvm-mc checks it."""
    if not rec.mfma_passes_f8:  # only f8f6f4 MFMAs have a pass count that depends on the matrix formats
        return slots
    from ..isa.mfma import BITS, F8F6F4_FORMATS
    out = list(slots)
    for slot_index, key in ((1, "cbsz"), (2, "blgp")):
        m = re.search(rf"\b{key}:(\d+)", mod)
        code = int(m.group(1)) if m else 0
        if code not in F8F6F4_FORMATS:
            raise compile_error(f"{rec.mnemonic}: {key}:{code} is not a format (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)")
        out[slot_index] = OperandSpec(slots[slot_index].kind, slots[slot_index].dwords * BITS[F8F6F4_FORMATS[code]] // 8)
    return out


def _where(mnemonic: str, i: int) -> str:
    return f"{mnemonic} operand {i + 1}"


def _bad(mnemonic: str, i: int, message: str) -> Exception:
    """The CompileError for operand ``i`` of ``mnemonic`` (its name is formatted only when one fails)."""
    return compile_error(f"{_where(mnemonic, i)}: {message}")


def _one(jit: Any, mnemonic: str, i: int, arg: Any, slot: OperandSpec) -> Any:
    cls = arg.__class__
    if cls is RegView:  # the common cases first; the checks below name the operand only when one fails
        return _reg(mnemonic, i, arg, slot)
    if cls is int or cls is float:
        return _constant(mnemonic, i, arg, slot)
    if isinstance(arg, str):
        if arg not in _STRING_SPECIALS:
            raise _bad(mnemonic, i, f"unknown register name {arg!r}; use register views, J.vcc, J.exec, "
                                    f"J.m0 or 'off'")
        arg = Special(arg)
    if isinstance(arg, Special):
        if arg.name == "off" and slot.kind not in ("vaddr", "saddr", "soffset"):
            raise _bad(mnemonic, i, "'off' is only allowed for an address or offset operand")
        if arg.name != "off" and slot.kind not in _KIND_SPECIAL:
            raise _bad(mnemonic, i, f"{arg.name} is not allowed here (expects {_describe(slot.kind)})")
        if arg.name != "off" and arg.dwords != slot.dwords and slot.kind != "soffset":
            raise _bad(mnemonic, i, f"{arg.name} is {arg.dwords} dword(s), the slot takes {slot.dwords}")
        return arg
    if isinstance(arg, bool):
        arg = int(arg)
    if isinstance(arg, (int, float)):
        return _constant(mnemonic, i, arg, slot)
    if isinstance(arg, RegView):
        return _reg(mnemonic, i, arg, slot)
    if isinstance(arg, Expr):
        space = "v" if (arg.file == "v" or not _accepts(slot.kind, "s")) else "s"
        if slot.kind in ("vdst", "sdst", "adst", "avdst", "sdst_or_vcc"):
            raise _bad(mnemonic, i, "a destination must be a register, not an expression")
        if isinstance(arg, Const):
            return _one(jit, mnemonic, i, arg.value, slot)
        val = jit._gen.value(arg, space, _dtype_for(slot, arg))
        if isinstance(val.op, Imm):
            return val.op
        if not _accepts(slot.kind, val.op.file):
            raise _bad(mnemonic, i, f"this expression lives in {_FILE_NAMES[val.op.file]}s but the slot "
                                    f"expects {_describe(slot.kind)}")
        return val.op
    raise _bad(mnemonic, i, f"cannot use {type(arg).__name__} {arg!r} as an operand")


def _constant(mnemonic: str, i: int, arg: int | float, slot: OperandSpec) -> Imm:
    """A Python int or float for slot ``i``: an immediate, if the slot takes one and the value fits."""
    if slot.kind not in _KIND_IMM:
        raise _bad(mnemonic, i, f"a constant is not allowed here (expects {_describe(slot.kind)})")
    if arg.__class__ is int and -16 <= arg < 0x80000000:  # the same immediate in every slot kind and width
        return imm(arg)
    if slot.kind == "simm" and not isinstance(arg, int):
        raise _bad(mnemonic, i, f"expects an integer immediate, got {arg!r}")
    if isinstance(arg, float) or slot.kind == "simm":
        return Imm(arg)
    _check_int_literal(mnemonic, i, arg, slot)
    return _int_imm(arg)


def _dtype_for(slot: OperandSpec, e: Expr) -> str | None:
    if slot.dwords == 2 and e.dtype is not None and e.dtype.endswith("32"):
        return "u64"
    return None


def _check_int_literal(mnemonic: str, i: int, value: int, slot: OperandSpec) -> None:
    """An integer constant for a register-width slot must keep its value there (the hardware has 32-bit
    literals: LLVM and the encoding keep only the low 32 bits).

    A 64-bit slot receives a non-inline literal as 32 bits that the hardware extends; values in
    [0, 2**31) read the same whether it zero- or sign-extends, anything else would change silently."""
    if slot.dwords == 1:
        lo, hi = -(1 << 31), (1 << 32) - 1
    else:
        lo, hi = 0, (1 << 31) - 1
    if lo <= value <= hi or -16 <= value <= 64:
        return
    fix = ("move it into a register pair first (e.g. r = J.gpr('su64', value))" if slot.dwords == 2 else
           "use a 64-bit register pair and a 64-bit instruction")
    raise _bad(mnemonic, i, f"the constant {value} cannot be encoded for this {32 * slot.dwords}-bit operand "
                            f"(a literal here keeps its value only in [{lo}, {hi}] or as an inline -16..64); {fix}")


def _int_imm(v: int) -> Imm:
    x = v & 0xFFFFFFFF
    return Imm(x - (1 << 32) if x >= 1 << 31 else x)


def _reg(mnemonic: str, i: int, view: RegView, slot: OperandSpec) -> RegOp:
    file = view.vreg.file
    if file not in _KIND_FILES.get(slot.kind, ()):
        raise _bad(mnemonic, i, f"got an {_FILE_NAMES[file]} ({view!r}) but the slot expects "
                                f"{_describe(slot.kind)}")
    if view.n != slot.dwords:
        raise _bad(mnemonic, i, f"{view!r} is {view.n} dword(s); this slot takes {slot.dwords} "
                                f"(slice it, e.g. r[0:{slot.dwords - 1}] for a 32-bit array)")
    return RegOp(view.vreg, view.lo, view.n)


def _check_constant_bus(mnemonic: str, srcs: list, e64: bool) -> None:
    reads = set()
    for o in srcs:
        cls = o.__class__  # the operand classes have no subclasses
        if cls is RegOp:
            if o.vreg.file == "s":
                reads.add(o.key())
        elif cls is Special:
            if o.base in ("vcc", "m0", "exec", "flat_scratch"):
                reads.add(o.key())
        elif cls is Imm and not o.is_inline:
            if e64:
                raise compile_error(f"{mnemonic}: VOP3 instructions cannot take the 32-bit literal {o} on "
                                    f"gfx9; put it in a register first")
            reads.add(("lit", o.bits32()))
    if len(reads) > 1:
        raise compile_error(f"{mnemonic}: reads {len(reads)} SGPRs/literals; a VALU instruction on gfx942/"
                            f"gfx950 may read at most one (move one source into a VGPR)")
