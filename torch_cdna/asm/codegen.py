"""Lowering of expression trees (``asm.expr``) to instructions over virtual registers.

``CodeGen.into(expr, dst)`` emits code leaving ``expr`` in ``dst``; ``value(expr, space)`` evaluates into a
temporary (or returns the leaf's register); ``scc(cond)`` leaves a scalar condition in SCC; ``mask(cond)``
returns a per-lane mask in an SGPR pair. Operations are looked up in tables keyed by (space, op, signedness);
operand legality (gfx9: VOP2 src1 must be a VGPR, VOP3 takes no literal, one SGPR/literal per VALU
instruction) is fixed up here, so every emitted instruction assembles.

f32 arithmetic and division by a register have no SALU form on gfx942/gfx950: on SGPRs they are computed in
lane 0 of the VALU (EXEC temporarily set to 1) and read back with ``v_readfirstlane_b32``.
"""

from __future__ import annotations

import operator
import sys
from typing import Any

from . import divmod as _divmod
from .expr import (DTYPES, DWORDS, BinOp, BoolOp, Cast, Cmp, Const, Expr, Select, UnOp, check_constant,
                   dtype_dwords, is_condition, is_signed, wrap)
from .gpr import RegView
from .ir import Imm, RegOp, Special
from .srcloc import caller_loc, compile_error

EXEC, VCC, SCC = Special("exec"), Special("exec"), Special("scc")


_IMMS: dict[int, Imm] = {}  # canonical 32-bit integer -> its Imm (immutable, so one object serves every use)


def imm(value: int | float) -> Imm:
    """An immediate in canonical form (32-bit integers as signed so -1 stays an inline constant)."""
    if isinstance(value, float):
        return Imm(value)
    v = value & 0xFFFFFFFF
    if v >= 1 << 31:
        v -= 1 << 32
    hit = _IMMS.get(v)
    if hit is None:
        if len(_IMMS) > 4096:  # a process tracing many kernels: keep the table small
            _IMMS.clear()
        hit = _IMMS[v] = Imm(v)
    return hit


_CONST_VALS: dict[tuple, "Val"] = {}  # (class, value, dtype) -> CodeGen.const's Val (immutable: shared)


_new_val = tuple.__new__


class Val(tuple):
    """An evaluated operand: ``op`` (a register range or an immediate), its ``dtype``, and ``file``: the
    register file of ``op`` ('s', 'v', 'a'; None for an immediate).

    A tuple whose fields are read through C-level getters: the lowering asks ``file`` of every value several
    times, and a Python property would cost a call each time."""

    __slots__ = ()

    def __new__(cls, op: Any, dtype: str) -> "Val":
        return tuple.__new__(cls, (op, dtype, op.vreg.file if op.__class__ is RegOp else None))

    op = property(operator.itemgetter(0))  # RegOp | Imm
    dtype = property(operator.itemgetter(1))
    file = property(operator.itemgetter(2))

    def __repr__(self) -> str:
        return f"Val({self.op!r}, {self.dtype!r})"

    @property
    def is_imm(self) -> bool:
        return self.op.__class__ is Imm

    @property
    def wide(self) -> bool:
        return dtype_dwords(self.dtype) == 2

    def half(self, i: int) -> "Val":
        """Dword ``i`` of a 64-bit value (as u32)."""
        if isinstance(self.op, Imm):
            return Val(imm((int(self.op.value) >> (32 * i)) & 0xFFFFFFFF), "u32")
        return Val(RegOp(self.op.vreg, self.op.lo + i, 1), "u32")


# -- operation tables -----------------------------------------------------------------------------------
# SALU 32-bit: op -> (unsigned mnemonic, signed mnemonic)
S32 = {"+": ("s_add_u32",) * 2, "-": ("s_sub_u32",) * 2, "*": ("s_mul_i32",) * 2, "&": ("s_and_b32",) * 2,
       "|": ("s_or_b32",) * 2, "^": ("s_xor_b32",) * 2, "<<": ("s_lshl_b32",) * 2,
       ">>": ("s_lshr_b32", "s_ashr_i32"), "min": ("s_min_u32", "s_min_i32"), "max": ("s_max_u32", "s_max_i32")}
# VALU 32-bit: op -> (mnemonic, form, reversed twin); forms: 'c' commutative VOP2, 'r' VOP2 with reversed
# twin, 'shift' (VOP2 taking the shift amount first), 'vop3'
V32 = {"+": ("v_add_u32", "c"), "-": ("v_sub_u32", "r", "v_subrev_u32"), "*": ("v_mul_lo_u32", "vop3"),
       "&": ("v_and_b32", "c"), "|": ("v_or_b32", "c"), "^": ("v_xor_b32", "c"),
       "<<": ("v_lshlrev_b32", "shift"), ">>u": ("v_lshrrev_b32", "shift"), ">>i": ("v_ashrrev_i32", "shift"),
       "minu": ("v_min_u32", "c"), "mini": ("v_min_i32", "c"), "maxu": ("v_max_u32", "c"),
       "maxi": ("v_max_i32", "c")}
VF32 = {"+": ("v_add_f32", "c"), "-": ("v_sub_f32", "r", "v_subrev_f32"), "*": ("v_mul_f32", "c"),
        "min": ("v_min_f32", "c"), "max": ("v_max_f32", "c")}
S_CC = {"==": "eq", "!=": "lg", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
V_CC_INT = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
V_CC_F32 = {"==": "eq", "!=": "neq", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
SWAP = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
NEGATE = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}


def needs_valu(e: Expr) -> bool:
    """Whether ``e`` has operations only the VALU can do (f32 math, division by a register)."""
    cached = getattr(e, "_needs_valu", None)
    if cached is not None:
        return cached
    if isinstance(e, (Const, RegView)):
        return False
    own = False
    if isinstance(e, BinOp):
        own = e.dtype == "f32" or (e.op in ("//", "%") and not isinstance(e.b, Const))
    elif isinstance(e, UnOp):
        own = e.dtype == "f32"
    elif isinstance(e, Cast):
        own = "f32" in (e.dtype, e.a.dtype)
    elif isinstance(e, Cmp):
        own = e.operand_dtype == "f32"
    result = own or any(needs_valu(c) for c in _children(e))
    e._needs_valu = result  # type: ignore[attr-defined]
    return result


def _children(e: Expr) -> list[Expr]:
    if isinstance(e, (BinOp, Cmp)):
        return [e.a, e.b]
    if isinstance(e, (UnOp, Cast)):
        return [e.a]
    if isinstance(e, BoolOp):
        return [e.a] + ([e.b] if e.b is not None else [])
    if isinstance(e, Select):
        return [e.cond, e.a, e.b]
    if isinstance(e, _divmod.MulHi):
        return [e.a, e.b]
    return []


def _power_of_two(e: Expr) -> int | None:
    """k when ``e`` is the integer constant 2**k (1 <= k <= 31), else None."""
    if isinstance(e, Const) and isinstance(e.value, int) and not isinstance(e.value, bool):
        v = e.value & 0xFFFFFFFF
        if v > 1 and v & (v - 1) == 0:
            return v.bit_length() - 1
    return None


def space_of(e: Expr) -> str:
    return "v" if e.file == "v" or needs_valu(e) else "s"


# expression node type -> the CodeGen method lowering it into a destination (a table, not one dict of bound
# methods built per ``into`` call)
_LOWER = {BinOp: "binop", UnOp: "unop", Cast: "cast", Cmp: "cond_value", BoolOp: "cond_value", Select: "select",
          _divmod.MulHi: "mulhi"}


_VALU32: dict[tuple, tuple] = {}  # (op, dtype) -> CodeGen.valu32's (mnemonic, form, reversed twin or None)


def _valu32_entry(op: str, dt: str) -> tuple:
    """The V32 / VF32 entry of ``op`` on ``dt`` as (mnemonic, form, reversed twin or None)."""
    if dt == "f32":
        entry = VF32[op]
    else:
        entry = V32[op + ("i" if is_signed(dt) else "u") if op in (">>", "min", "max") else op]
    return entry[0], entry[1], entry[2] if len(entry) > 2 else None


class CodeGen:
    """Expression lowering bound to one tracer (``jit``), which owns the current block."""

    def __init__(self, jit: Any) -> None:
        self.jit = jit
        self.emit = jit._emit  # the tracer's own method, called directly (one frame less per instruction)

    # -- emission helpers -------------------------------------------------------------------------------
    def emit(self, op: str, *ops: Any, mod: str = "") -> None:
        """Append ``op ops`` to the tracer's current block (``__init__`` binds the tracer's ``_emit`` here)."""
        self.jit._emit(op, *ops, mod=mod)

    def tmp(self, file: str, dtype: str) -> RegOp:
        """A fresh compiler temporary (``JIT._new_vreg``'s work, inlined: one per lowered node)."""
        n = DWORDS[dtype]
        jit = self.jit
        r = jit.func.new_vreg(file, n, dtype, align=2 if n == 2 else 1, name="",
                              loc=jit._user_loc or caller_loc())
        r.temp = True  # type: ignore[attr-defined]
        return RegOp(r, 0, n)

    def to_vgpr(self, v: Val) -> Val:
        if v.file == "v":
            return v
        t = self.tmp("v", v.dtype)
        self.copy(t, v)
        return Val(t, v.dtype)

    def to_sgpr(self, v: Val) -> Val:
        if v.file == "s":
            return v
        if v.file is not None:
            raise compile_error("internal: cannot move a VGPR value to an SGPR without readlane")
        t = self.tmp("s", v.dtype)
        self.copy(t, v)
        return Val(t, v.dtype)

    def copy(self, dst: RegOp, v: Val) -> None:
        """dst = v (same width), across register files where legal."""
        if dst.n == 2:
            if dst.file == "s" and v.file in ("s", None) and (v.file == "s" or v.op.is_inline):
                self.emit("s_mov_b64", dst, v.op)
                return
            for i in range(2):
                self.copy(RegOp(dst.vreg, dst.lo + i, 1), v.half(i))
            return
        if v.file == "a" and dst.file == "v":
            self.emit("v_accvgpr_read_b32", dst, v.op)
        elif dst.file == "a":
            if v.file == "a":
                self.emit("v_accvgpr_mov_b32", dst, v.op)
            elif v.file == "v" or (v.is_imm and v.op.is_inline):
                self.emit("v_accvgpr_write_b32", dst, v.op)
            else:
                self.emit("v_accvgpr_write_b32", dst, self.to_vgpr(v).op)
        elif dst.file == "v":
            self.emit("v_mov_b32", dst, v.op)
        elif v.file in ("s", None):
            self.emit("s_mov_b32", dst, v.op)
        else:
            self.emit("v_readfirstlane_b32", dst, v.op)

    # -- evaluation ---------------------------------------------------------------------------------------
    def value(self, e: Expr, space: str, dtype: str | None = None) -> Val:
        """Evaluate ``e`` for use as an operand computed in ``space`` ('s' or 'v')."""
        if self.jit._user_loc is None:  # the outermost call (the recursion over the tree skips this)
            return self._at_user(self.value, e, space, dtype)
        edt = e.dtype
        if e.__class__ is Const:  # (the expression classes have no subclasses)
            c, cdt = e.value, dtype or edt or "i32"
            hit = _CONST_VALS.get((c.__class__, c, cdt))  # const()'s table, read here first
            return hit if hit is not None else self.const(c, cdt)
        if edt is not None and dtype is not None and DWORDS[edt] != DWORDS[dtype]:
            e = Cast(e, dtype) if e.__class__ is not Cast else e
        if e.__class__ is RegView:  # a leaf: its registers as they are
            if e.n != DWORDS[edt]:
                self._check_single(e)
            file = e.vreg.file
            if file == "a":
                t = self.tmp("v", edt)
                self.copy(t, Val(e.operand(), edt))
                return Val(t, edt)
            if file == "v" and space == "s":
                raise compile_error("a VGPR value cannot be used in a scalar (SGPR) computation; use "
                                    "J.readfirstlane(...) / J.readlane(...) to get a lane's value", e.loc)
            v = e._val  # (a view's value never changes: made once per view)
            if v is None:
                v = e._val = Val(e._op or e.operand(), edt)
            return v
        edt = e.dtype  # (a Cast's, when one was added above)
        assert edt is not None
        t = self.tmp(space, edt)
        self.into(e, t, edt)
        return _new_val(Val, (t, edt, t.vreg.file))  # Val(t, edt) without its __new__ frame

    def _at_user(self, method: Any, *args: Any) -> Any:
        """``method(*args)`` with ``JIT._user_loc`` set to the user's line: lowering one expression tree emits
        many instructions from tens of frames deep, all for that line, so it is looked up once."""
        jit = self.jit
        jit._user_loc = caller_loc(sys._getframe(2))  # the frame that called value() / into()
        try:
            return method(*args)
        finally:
            jit._user_loc = None

    def const(self, value: int | float, dtype: str) -> Val:
        # the class is part of the key: 1, 1.0 and True hash alike but do not convert alike
        key = (value.__class__, value, dtype)
        hit = _CONST_VALS.get(key)
        if hit is None:
            if len(_CONST_VALS) > 4096:  # a process tracing many kernels: keep the table small
                _CONST_VALS.clear()
            hit = _CONST_VALS[key] = self._const(value, dtype)
        return hit

    def _const(self, value: int | float, dtype: str) -> Val:
        """``const`` uncached: the checked immediate of ``value`` as ``dtype``."""
        if dtype == "f32":
            return Val(Imm(float(value)), "f32")
        if isinstance(value, float):
            raise compile_error(f"float constant {value!r} used where {dtype} is expected")
        check_constant(value, dtype, "=")  # every integer constant the code uses passes here
        if DWORDS[dtype] == 2:
            return Val(Imm(wrap(value, dtype)) if -16 <= wrap(value, dtype) <= 64 else Imm(value & (2**64 - 1)),
                       dtype)
        return Val(imm(value), dtype)

    def _check_single(self, e: RegView) -> None:
        if e.count != 1:
            raise compile_error(f"a register array of {e.count} elements cannot be used as one value; index "
                                f"it (r[0]) or pass it to an instruction", e.loc)

    def into(self, e: Expr, dst: RegOp, dst_dtype: str) -> None:
        """Emit code computing ``e`` into ``dst`` (typed ``dst_dtype``)."""
        if self.jit._user_loc is None:  # the outermost call
            return self._at_user(self.into, e, dst, dst_dtype)
        if e.dtype != dst_dtype:
            e = self._convert_for_assign(e, dst_dtype)
        space = "v" if e.file == "v" or needs_valu(e) else "s"  # space_of(e), inlined
        dfile = dst.vreg.file
        leaf = e.__class__ is Const or e.__class__ is RegView  # (the expression classes have no subclasses)
        if dfile == "s" and space == "v":
            if e.file == "v":
                raise compile_error("cannot assign a VGPR expression to an SGPR; use J.readfirstlane(...) "
                                    "(uniform values) or J.readlane(v, lane)", getattr(e, "loc", None))
            self.scalar_via_valu(e, dst)
            return
        if dfile == "a" or (dfile == "v" and space == "s" and not leaf):
            v = self.value(e, space, dst_dtype if e.__class__ is Const else None)  # 0.0 into an af32 array
            self.copy(dst, v)
            return
        if leaf:
            self.copy(dst, self.value(e, dfile, dst_dtype))  # (dfile is not 'a' here)
            return
        _LOWER_FN[e.__class__](self, e, dst, space)

    def _convert_for_assign(self, e: Expr, dtype: str) -> Expr:
        if isinstance(e, Const):
            if dtype == "f32" or isinstance(e.value, float):
                if dtype not in ("f32",) and isinstance(e.value, float):
                    raise compile_error(f"cannot store float {e.value!r} into a {dtype} register; use an int "
                                        f"or a float register")
            return e
        if e.dtype == dtype or e.dtype is None or is_condition(e):
            return e
        ka, kb = DTYPES[e.dtype][1], DTYPES[dtype][1]
        if "packed" in (ka, kb) and dtype_dwords(e.dtype) == dtype_dwords(dtype):
            return e  # raw bits
        if ka != kb:
            raise compile_error(f"cannot store a {e.dtype} value into a {dtype} register; convert with "
                                f".to({dtype!r}) or reinterpret the register with .view(...)",
                                getattr(e, "loc", None))
        if dtype_dwords(e.dtype) != dtype_dwords(dtype):
            return Cast(e, dtype)
        return e

    def scalar_via_valu(self, e: Expr, dst: RegOp) -> None:
        """Compute a VALU-only expression of SGPR values in lane 0 and read it back into SGPR ``dst``."""
        saved = self.tmp("s", "u64")
        self.emit("s_mov_b64", saved, Special("exec"))
        self.emit("s_mov_b64", Special("exec"), Imm(1))
        assert e.dtype is not None
        t = self.tmp("v", e.dtype if not is_condition(e) else "u32")
        self.into(e, t, e.dtype)
        for i in range(dst.n):
            self.emit("v_readfirstlane_b32", RegOp(dst.vreg, dst.lo + i, 1), RegOp(t.vreg, t.lo + i, 1))
        self.emit("s_mov_b64", Special("exec"), saved)

    # -- VALU operand legalisation ---------------------------------------------------------------------
    def vop2(self, mn: str, dst: RegOp, x: Val, y: Val, form: str = "c", rev: str | None = None) -> None:
        """Emit VOP2 ``mn dst, x, y`` (y must end up a VGPR; x may be an SGPR or literal)."""
        if y.file == "a":
            y = self.to_vgpr(y)
        if x.file == "a":
            x = self.to_vgpr(x)
        if y.file == "v":
            self.emit(mn, dst, x.op, y.op)
        elif x.file == "v" and form == "c":
            self.emit(mn, dst, y.op, x.op)
        elif x.file == "v" and rev:
            self.emit(rev, dst, y.op, x.op)
        elif x.file == "v" and not (y.is_imm and not y.op.is_inline):
            self.emit(mn + "_e64", dst, x.op, y.op)
        else:
            if x.file == "s" and y.file == "s" and x.op == y.op:
                self.emit(mn + "_e64", dst, x.op, y.op)
                return
            self.emit(mn, dst, x.op, self.to_vgpr(y).op)

    def vop3(self, mn: str, dsts: list, srcs: list[Val], *, extra_sgprs: int = 0) -> None:
        """Emit a VOP3 instruction, moving literals/extra SGPRs so it reads at most one SGPR or literal."""
        fixed: list[Val] = []
        sgprs: set = set()
        budget = 1 - extra_sgprs
        for v in srcs:
            if v.file == "a":
                v = self.to_vgpr(v)
            if v.is_imm and not v.op.is_inline:
                v = self.to_vgpr(v) if budget <= len(sgprs) else self.to_sgpr(v)
            if v.file == "s":
                key = v.op.key()
                if key not in sgprs and len(sgprs) >= budget:
                    v = self.to_vgpr(v)
                else:
                    sgprs.add(key)
            fixed.append(v)
        self.emit(mn, *dsts, *[v.op for v in fixed])

    # -- arithmetic ----------------------------------------------------------------------------------------
    def binop(self, e: BinOp, dst: RegOp, space: str) -> None:
        op, dt = e.op, e.dtype
        if op in ("//", "%"):
            _divmod.lower(self, e, dst, space)
            return
        if op == "*" and space == "v" and DWORDS[dt] == 1 and dt != "f32":
            kb = _power_of_two(e.b)
            k = kb if kb is not None else _power_of_two(e.a)
            if k is not None:  # x * 2**k == x << k modulo 2**32; v_mul_lo_u32 is a quarter-rate op
                x = e.a if kb is not None else e.b
                self.valu32("<<", dst, self.value(x, space, dt), Val(Imm(k), "u32"), dt)
                return
        amount_dtype = "u32" if op in ("<<", ">>") else dt
        a = self.value(e.a, space, dt)
        b = self.value(e.b, space, amount_dtype)
        if DWORDS[dt] == 2:
            self.binop64(op, dst, a, b, dt, space)
        elif space == "s":
            self.emit(S32[op][dt == "i32" or dt == "i64"], dst, a.op, b.op)  # (is_signed(dt), inlined)
        else:
            self.valu32(op, dst, a, b, dt)

    def valu32(self, op: str, dst: RegOp, a: Val, b: Val, dt: str) -> None:
        entry = _VALU32.get((op, dt))
        if entry is None:
            entry = _VALU32[(op, dt)] = _valu32_entry(op, dt)
        mn, form, rev = entry
        if form == "vop3":
            self.vop3(mn, [dst], [a, b])
        elif form == "shift":
            self.vop2(mn, dst, b, a, "shift")
        else:
            self.vop2(mn, dst, a, b, form, rev)

    def binop64(self, op: str, dst: RegOp, a: Val, b: Val, dt: str, space: str) -> None:
        lo, hi = RegOp(dst.vreg, dst.lo, 1), RegOp(dst.vreg, dst.lo + 1, 1)
        if op in ("&", "|", "^"):
            for i, d in enumerate((lo, hi)):
                if space == "s":
                    self.emit(S32[op][0], d, a.half(i).op, b.half(i).op)
                else:
                    self.valu32(op, d, a.half(i), b.half(i), "u32")
        elif op in ("<<", ">>"):
            mn = {"<<": ("s_lshl_b64", "v_lshlrev_b64"), ">>": (
                ("s_ashr_i64", "v_ashrrev_i64") if is_signed(dt) else ("s_lshr_b64", "v_lshrrev_b64"))}[op]
            if space == "s":
                self.emit(mn[0], dst, self.legal_s64(a).op, b.op)
            else:
                self.vop3(mn[1], [dst], [b, self.legal_v64(a)])
        elif op == "+" and space == "v":
            self.vop3("v_lshl_add_u64", [dst], [self.legal_v64(a), Val(Imm(0), "u32"), self.legal_v64(b)])
        elif op in ("+", "-") and space == "s":
            first, second = ("s_add_u32", "s_addc_u32") if op == "+" else ("s_sub_u32", "s_subb_u32")
            self.emit(first, lo, a.half(0).op, b.half(0).op)
            self.emit(second, hi, a.half(1).op, b.half(1).op)
        elif op == "-":
            carry, junk = self.tmp("s", "u64"), self.tmp("s", "u64")
            al, bl = self.to_vgpr(a.half(0)), b.half(0)
            self.vop3("v_sub_co_u32_e64", [lo, carry], [al, bl])
            ah, bh = self.to_vgpr(a.half(1)), self.to_vgpr(b.half(1))
            self.emit("v_subb_co_u32_e64", hi, junk, ah.op, bh.op, carry)
        elif op == "*":
            self.mul64(dst, a, b, space)
        elif op in ("min", "max"):
            cmp = "<" if op == "min" else ">"
            self.select_vals(dst, self.cmp_vals(cmp, a, b, dt, space), a, b, space)
        else:
            raise compile_error(f"'{op}' is not supported on 64-bit values")

    def legal_s64(self, v: Val) -> Val:
        return v if not v.is_imm or v.op.is_inline else self.to_sgpr(v)

    def legal_v64(self, v: Val) -> Val:
        return v if not v.is_imm or v.op.is_inline else self.to_sgpr(v)

    def mul64(self, dst: RegOp, a: Val, b: Val, space: str) -> None:
        al, ah, bl, bh = a.half(0), a.half(1), b.half(0), b.half(1)
        lo, hi = RegOp(dst.vreg, dst.lo, 1), RegOp(dst.vreg, dst.lo + 1, 1)
        t = [self.tmp(space, "u32") for _ in range(4)]
        if space == "s":
            self.emit("s_mul_hi_u32", t[0], al.op, bl.op)
            self.emit("s_mul_i32", t[1], al.op, bh.op)
            self.emit("s_mul_i32", t[2], ah.op, bl.op)
            self.emit("s_add_u32", t[3], t[0], t[1])
            self.emit("s_mul_i32", lo, al.op, bl.op)
            self.emit("s_add_u32", hi, t[3], t[2])
        else:
            self.vop3("v_mul_hi_u32", [t[0]], [al, bl])
            self.vop3("v_mul_lo_u32", [t[1]], [al, bh])
            self.vop3("v_mul_lo_u32", [t[2]], [ah, bl])
            self.emit("v_add3_u32", t[3], t[0], t[1], t[2])
            self.vop3("v_mul_lo_u32", [lo], [al, bl])
            self.emit("v_mov_b32", hi, t[3])

    def mulhi(self, e: Any, dst: RegOp, space: str) -> None:
        a, b = self.value(e.a, space, "u32"), self.value(e.b, space, "u32")
        if space == "s":
            self.emit("s_mul_hi_u32", dst, a.op, b.op)
        else:
            self.vop3("v_mul_hi_u32", [dst], [a, b])

    def unop(self, e: UnOp, dst: RegOp, space: str) -> None:
        dt = e.dtype
        assert dt is not None
        a = self.value(e.a, space, dt)
        zero = self.const(0, dt)
        if e.op == "neg":
            if dt == "f32":
                self.vop2("v_xor_b32", dst, Val(imm(0x80000000), "u32"), a)
            elif dtype_dwords(dt) == 2:
                self.binop64("-", dst, zero, a, dt, space)
            elif space == "s":
                self.emit("s_sub_u32", dst, Imm(0), a.op)
            else:
                self.vop2("v_sub_u32", dst, zero, a, form="r", rev="v_subrev_u32")
        elif e.op == "not":
            if dtype_dwords(dt) == 2:
                self.binop64("^", dst, a, self.const(-1, dt), dt, space)
            elif space == "s":
                self.emit("s_not_b32", dst, a.op)
            else:
                self.emit("v_not_b32", dst, a.op)
        elif e.op == "abs":
            self.abs_(dst, a, dt, space)

    def abs_(self, dst: RegOp, a: Val, dt: str, space: str) -> None:
        if not is_signed(dt) and dt != "f32":
            self.copy(dst, a)
        elif dt == "f32":
            self.vop2("v_and_b32", dst, Val(imm(0x7FFFFFFF), "u32"), a)
        elif dtype_dwords(dt) == 2:
            sign = self.tmp(space, dt)
            self.binop64(">>", sign, a, Val(Imm(63), "u32"), dt, space)
            x = self.tmp(space, dt)
            self.binop64("^", x, a, Val(sign, dt), dt, space)
            self.binop64("-", dst, Val(x, dt), Val(sign, dt), dt, space)
        elif space == "s":
            self.emit("s_abs_i32", dst, a.op)
        else:
            neg = self.tmp("v", dt)
            self.vop2("v_sub_u32", neg, Val(Imm(0), dt), a, form="r", rev="v_subrev_u32")
            self.vop2("v_max_i32", dst, a, Val(neg, dt))

    def cast(self, e: Cast, dst: RegOp, space: str) -> None:
        src_dt, dt = e.a.dtype, e.dtype
        assert src_dt is not None and dt is not None
        a = self.value(e.a, space)
        if dt == "f32":
            mn = "v_cvt_f32_i32" if is_signed(src_dt) else "v_cvt_f32_u32"
            self.emit(mn, dst, (a if dtype_dwords(src_dt) == 1 else a.half(0)).op)
        elif src_dt == "f32":
            mn = "v_cvt_i32_f32" if is_signed(dt) else "v_cvt_u32_f32"
            if dtype_dwords(dt) == 2:
                lo = RegOp(dst.vreg, dst.lo, 1)
                self.emit(mn, lo, a.op)
                self.extend_hi(dst, Val(lo, dt[0] + "32"), space)
            else:
                self.emit(mn, dst, a.op)
        elif dtype_dwords(dt) == 2 and dtype_dwords(src_dt) == 1:
            self.copy(RegOp(dst.vreg, dst.lo, 1), a)
            self.extend_hi(dst, a, space)
        elif dtype_dwords(dt) == 1 and dtype_dwords(src_dt) == 2:
            self.copy(dst, a.half(0))
        else:
            self.copy(dst, a)

    def extend_hi(self, dst: RegOp, src32: Val, space: str) -> None:
        """Fill dst's high dword with the sign (signed source) or zero extension of ``src32``."""
        hi = RegOp(dst.vreg, dst.lo + 1, 1)
        if not is_signed(src32.dtype):
            self.copy(hi, Val(Imm(0), "u32"))
        elif src32.is_imm:
            self.copy(hi, Val(Imm(-1 if int(src32.op.value) < 0 else 0), "u32"))
        elif space == "s":
            self.emit("s_ashr_i32", hi, src32.op, Imm(31))
        else:
            self.vop2("v_ashrrev_i32", hi, Val(Imm(31), "u32"), src32, form="shift")

    # -- conditions -------------------------------------------------------------------------------------
    def cmp_vals(self, op: str, a: Val, b: Val, dt: str, space: str) -> Any:
        """Compare; returns ('scc', polarity) for scalar, or a mask RegOp for vector."""
        if space == "s":
            return ("scc", self.scmp(op, a, b, dt))
        return self.vcmp(op, a, b, dt)

    def scmp(self, op: str, a: Val, b: Val, dt: str) -> bool:
        """Set SCC from a scalar comparison; returns the polarity (True: SCC == condition)."""
        if a.is_imm and not b.is_imm:
            a, b, op = b, a, SWAP[op]
        if dtype_dwords(dt) == 1:
            self.emit(f"s_cmp_{S_CC[op]}_{'i32' if is_signed(dt) else 'u32'}", a.op, b.op)
            return True
        if op in ("==", "!="):
            self.emit(f"s_cmp_{S_CC[op]}_u64", self.legal_s64(a).op, self.legal_s64(b).op)
            return True
        # ordered 64-bit: borrow of a - b (after flipping sign bits for signed) is a < b (unsigned)
        if op in (">", "<="):
            a, b = b, a
        x, y = a, b
        if is_signed(dt):
            x, y = self._flip_sign64(a), self._flip_sign64(b)
        junk = self.tmp("s", "u64")
        self.emit("s_sub_u32", RegOp(junk.vreg, 0, 1), x.half(0).op, y.half(0).op)
        self.emit("s_subb_u32", RegOp(junk.vreg, 1, 1), x.half(1).op, y.half(1).op)
        return op in ("<", ">")

    def _flip_sign64(self, v: Val) -> Val:
        if v.is_imm:
            return Val(Imm((int(v.op.value) ^ (1 << 63)) & (2**64 - 1)), "u64")
        t = self.tmp("s", "u64")
        self.emit("s_mov_b32", RegOp(t.vreg, 0, 1), v.half(0).op)
        self.emit("s_xor_b32", RegOp(t.vreg, 1, 1), v.half(1).op, imm(0x80000000))
        return Val(t, "u64")

    def vcmp(self, op: str, a: Val, b: Val, dt: str) -> RegOp:
        mask = self.tmp("s", "u64")
        if a.is_imm and not b.is_imm:
            a, b, op = b, a, SWAP[op]
        table = V_CC_F32 if dt == "f32" else V_CC_INT
        t = {"f32": "f32", "i32": "i32", "u32": "u32", "i64": "i64", "u64": "u64"}.get(dt, "u32")
        if dtype_dwords(dt) == 2:
            a, b = self.legal_v64(a), self.legal_v64(b)
        self.vop3(f"v_cmp_{table[op]}_{t}_e64", [mask], [a, b])
        return mask

    def scc(self, cond: Expr) -> bool:
        """Emit code leaving scalar condition ``cond`` in SCC; returns the polarity."""
        if isinstance(cond, BoolOp) and cond.op == "not":
            return not self.scc(cond.a)
        if needs_valu(cond):
            m = self.tmp("s", "u32")
            self.scalar_via_valu(cond, m)
            self.emit("s_cmp_lg_u32", m, Imm(0))
            return True
        if isinstance(cond, Cmp):
            dt = cond.operand_dtype
            a, b = self.value(cond.a, "s", dt), self.value(cond.b, "s", dt)
            return self.scmp(cond.op, a, b, dt)
        if isinstance(cond, BoolOp):
            t1, t2 = self.bool01(cond.a), self.bool01(cond.b)
            junk = self.tmp("s", "u32")
            self.emit("s_and_b32" if cond.op == "&" else "s_or_b32", junk, t1, t2)
            return True
        v = self.value(cond, "s")
        if v.wide:
            self.emit("s_cmp_lg_u64", v.op, Imm(0))
        else:
            self.emit("s_cmp_lg_u32", v.op, Imm(0))
        return True

    def bool01(self, cond: Expr) -> RegOp:
        pol = self.scc(cond)
        t = self.tmp("s", "u32")
        self.emit("s_cselect_b32", t, Imm(1 if pol else 0), Imm(0 if pol else 1))
        return t

    def mask(self, cond: Expr) -> RegOp:
        """Per-lane mask (SGPR pair) of the active lanes where ``cond`` holds."""
        if isinstance(cond, BoolOp):
            if cond.op == "not":
                m = self.mask(cond.a)
                out = self.tmp("s", "u64")
                self.emit("s_andn2_b64", out, Special("exec"), m)
                return out
            m1, m2 = self.mask(cond.a), self.mask(cond.b)
            out = self.tmp("s", "u64")
            self.emit("s_and_b64" if cond.op == "&" else "s_or_b64", out, m1, m2)
            return out
        if space_of(cond) == "s":
            pol = self.scc(cond)
            out = self.tmp("s", "u64")
            args = (Special("exec"), Imm(0)) if pol else (Imm(0), Special("exec"))
            self.emit("s_cselect_b64", out, *args)
            return out
        if isinstance(cond, Cmp):
            dt = cond.operand_dtype
            return self.vcmp(cond.op, self.value(cond.a, "v", dt), self.value(cond.b, "v", dt), dt)
        v = self.value(cond, "v")
        return self.vcmp("!=", v, Val(Imm(0), v.dtype), v.dtype)

    def cond_value(self, e: Expr, dst: RegOp, space: str) -> None:
        """A condition used as a value: 1 where true, 0 where false."""
        if space == "s":
            self.emit("s_cselect_b32", dst, *((Imm(1), Imm(0)) if self.scc(e) else (Imm(0), Imm(1))))
        else:
            m = self.mask(e)
            self.emit("v_cndmask_b32_e64", dst, Imm(0), Imm(1), m)

    def select(self, e: Select, dst: RegOp, space: str) -> None:
        assert e.dtype is not None
        a, b = self.value(e.a, space, e.dtype), self.value(e.b, space, e.dtype)
        cond = ("scc", self.scc(e.cond)) if space == "s" else self.mask(e.cond)
        self.select_vals(dst, cond, a, b, space)

    def select_vals(self, dst: RegOp, cond: Any, a: Val, b: Val, space: str) -> None:
        """dst = cond ? a : b for a result of cmp_vals/scc."""
        if space == "s":
            pol = cond[1]
            x, y = (a, b) if pol else (b, a)
            if dst.n == 2:
                self.emit("s_cselect_b64", dst, self.legal_s64(x).op, self.legal_s64(y).op)
            else:
                self.emit("s_cselect_b32", dst, x.op, y.op)
            return
        mask = cond
        for i in range(dst.n):
            ai = a.half(i) if dst.n == 2 else a
            bi = b.half(i) if dst.n == 2 else b
            ai = ai if ai.file == "v" or (ai.is_imm and ai.op.is_inline) else self.to_vgpr(ai)
            bi = bi if bi.file == "v" or (bi.is_imm and bi.op.is_inline) else self.to_vgpr(bi)
            self.emit("v_cndmask_b32_e64", RegOp(dst.vreg, dst.lo + i, 1), bi.op, ai.op, mask)


# expression node type -> the CodeGen function lowering it into a destination (``_LOWER``'s methods, looked up
# once: ``into`` calls one per lowered node)
_LOWER_FN = {cls: getattr(CodeGen, name) for cls, name in _LOWER.items()}
