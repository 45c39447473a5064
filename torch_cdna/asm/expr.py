"""DSL values: register views (``J.gpr`` arrays and their slices) and lazy expression trees over them.

Arithmetic on registers builds a tree; nothing is emitted until the tree is consumed (assigned to a
register, passed to an instruction, or used as a ``While``/``If`` condition, which re-evaluates it where it
is used). Types follow C-like promotion: any f32 operand makes the node f32, any unsigned operand makes it
unsigned, any 64-bit operand makes it 64-bit; a node lives in VGPRs if any leaf does, else in SGPRs.

Integer semantics are Python's, wrapped to the type's width: ``//`` floors and ``%`` takes the divisor's
sign; ``>>`` is arithmetic for signed types; shift amounts use their low 5 (6 for 64-bit) bits like the
hardware. Integer constants fold exactly and must fit the width of the register they meet
(``check_constant``), where they convert to its type as in C; they are never silently truncated.

Example:
    >>> c = Const(3) + Const(4)
    >>> isinstance(c, Const), c.value
    (True, 7)
"""

from __future__ import annotations

import sys
from typing import Any

from .srcloc import SourceLoc, caller_loc, compile_error, known_site

# dtype -> (dwords per element, kind) ; kind: 'int' | 'float' | 'packed'
DTYPES: dict[str, tuple[int, str]] = {
    "u32": (1, "int"), "i32": (1, "int"), "f32": (1, "float"), "b32": (1, "int"),
    "f16x2": (1, "packed"), "bf16x2": (1, "packed"), "fp8x4": (1, "packed"), "bf8x4": (1, "packed"),
    "u64": (2, "int"), "i64": (2, "int"), "f64": (2, "packed"),
}
FILES = {"s": "SGPR", "v": "VGPR", "a": "AccVGPR"}

ARITH_OPS = {"+", "-", "*", "//", "%", "<<", ">>", "&", "|", "^", "min", "max"}
CMP_OPS = {"==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
SWAPPED_CMP = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


DWORDS: dict[str, int] = {name: dw for name, (dw, _) in DTYPES.items()}  # dtype_dwords as a table (hot paths)


def dtype_dwords(dtype: str) -> int:
    return DTYPES[dtype][0]


def is_signed(dtype: str) -> bool:
    return dtype in ("i32", "i64")


def wrap(value: int, dtype: str) -> int:
    """Wrap a Python int to ``dtype`` (two's complement for signed types)."""
    bits = 32 * dtype_dwords(dtype)
    value &= (1 << bits) - 1
    if is_signed(dtype) and value >> (bits - 1):
        value -= 1 << bits
    return value


def bits_range(dtype: str) -> tuple[int, int]:
    """The integers whose two's-complement bit pattern fits ``dtype``'s width, read signed or unsigned.

    Within the width a constant converts to the register's type as in C: ``x + 0xFFFFFFFF`` on an i32 is
    ``x - 1``, ``u < -1`` on a u32 compares with 0xFFFFFFFF, ``r[0] = 0x80000000`` sets the sign bit."""
    bits = 32 * dtype_dwords(dtype)
    return -(1 << (bits - 1)), (1 << bits) - 1


def check_constant(value: Any, dtype: str, op: str) -> None:
    """Refuse an integer constant wider than the ``dtype`` operand of ``op`` it meets ('=': a store).

    The hardware would silently keep its low 32 (or 64) bits: ``s[0] = 2**32 + 5`` stored 5 and
    ``x < 2**32`` compared with 0. Raises a CompileError at the user's line."""
    if value.__class__ is not int and (not isinstance(value, int) or isinstance(value, bool)):
        return
    if DTYPES[dtype][1] != "int":
        return
    lo, hi = _BITS_RANGES[dtype]
    if lo <= value <= hi:
        return
    bits = 32 * dtype_dwords(dtype)
    fix = ("use a 64-bit operand (a J.gpr('si64'/'su64') register or x.to('i64'))" if bits == 32 else
           "the value does not fit in 64 bits")
    what = f"a {dtype} register" if op == "=" else f"the {dtype} operand of '{op}'"
    raise compile_error(f"the constant {value} does not fit {what}: a {bits}-bit operand holds [{lo}, {hi}], "
                        f"and the hardware would keep only the low {bits} bits; {fix}")


_BITS_RANGES = {name: bits_range(name) for name in DTYPES}


def _check_mixed_constant(a: "Expr", b: "Expr", dtype: str, op: str) -> None:
    """``check_constant`` on the constant side of a constant/register pair (it takes the register's type)."""
    if (a.dtype is None) != (b.dtype is None):
        const = a if a.dtype is None else b
        if isinstance(const, Const):
            check_constant(const.value, dtype, op)


def _as_expr(value: Any) -> "Expr":
    if isinstance(value, Expr):
        return value
    if isinstance(value, bool):
        return Const(int(value))
    if isinstance(value, (int, float)):
        return Const(value)
    raise compile_error(f"cannot use {type(value).__name__} {value!r} in a register expression; "
                        f"use a register (J.gpr), an int or a float")


_KEEPS = frozenset({"u32", "i32", "f32", "u64", "i64"})  # types that two operands of the same type keep


def _promote(a: "Expr", b: "Expr", op: str) -> str:
    """Result dtype of a binary node (constants adapt to the other side)."""
    da, db = a.dtype, b.dtype
    if da == db and da in _KEEPS:
        return da
    if da is None and db is None:
        return "f32" if isinstance(a.value, float) or isinstance(b.value, float) else "i32"  # type: ignore
    if da is None or db is None:
        known, other = (db, a) if da is None else (da, b)
        if DTYPES[known][1] == "int" and isinstance(other.value, float):  # type: ignore[attr-defined]
            raise compile_error(f"cannot combine a {known} register with the float constant "
                                f"{other.value!r} in '{op}'; convert explicitly")  # type: ignore[attr-defined]
        return "u32" if known == "b32" else known
    kinds = {DTYPES[da][1], DTYPES[db][1]}
    if "packed" in kinds:
        raise compile_error(f"'{op}' is not defined on packed type {da if DTYPES[da][1] == 'packed' else db}; "
                            f"use an instruction (e.g. J.v_pk_add_f16) or .view('u32')")
    if kinds == {"float"}:
        return "f32"
    if "float" in kinds:
        raise compile_error(f"cannot mix {da} and {db} in '{op}'; convert with .to('f32') / .to('i32')")
    if DWORDS[da] == 2 or DWORDS[db] == 2:
        return "u64" if "u64" in (da, db) else "i64"
    return "u32" if da[0] in "ub" or db[0] in "ub" else "i32"


class Expr:
    """A lazy value: a register view, a constant or an operation on them."""

    dtype: str | None = None  # None only for untyped constants
    file: str | None = None   # 's', 'v' (any VGPR/AGPR leaf) or None for constants
    loc: SourceLoc | None = None
    __hash__ = object.__hash__

    # arithmetic -------------------------------------------------------------------------------------
    def _bin(self, op: str, other: Any, reflected: bool = False) -> "Expr":
        other = _as_expr(other)
        a, b = (other, self) if reflected else (self, other)
        # frame 2 is whoever applied the operator (the user, usually): the node's location is looked up from
        # there instead of walking out of make_binop, BinOp, _bin and the operator method
        return make_binop(op, a, b, sys._getframe(2))

    def __add__(self, o): return self._bin("+", o)
    def __radd__(self, o): return self._bin("+", o, True)
    def __sub__(self, o): return self._bin("-", o)
    def __rsub__(self, o): return self._bin("-", o, True)
    def __mul__(self, o): return self._bin("*", o)
    def __rmul__(self, o): return self._bin("*", o, True)
    def __floordiv__(self, o): return self._bin("//", o)
    def __rfloordiv__(self, o): return self._bin("//", o, True)
    def __mod__(self, o): return self._bin("%", o)
    def __rmod__(self, o): return self._bin("%", o, True)
    def __lshift__(self, o): return self._bin("<<", o)
    def __rlshift__(self, o): return self._bin("<<", o, True)
    def __rshift__(self, o): return self._bin(">>", o)
    def __rrshift__(self, o): return self._bin(">>", o, True)
    def __and__(self, o): return self._bin("&", o)
    def __rand__(self, o): return self._bin("&", o, True)
    def __or__(self, o): return self._bin("|", o)
    def __ror__(self, o): return self._bin("|", o, True)
    def __xor__(self, o): return self._bin("^", o)
    def __rxor__(self, o): return self._bin("^", o, True)

    def __truediv__(self, o):
        raise compile_error("'/' is not supported on registers: use '//' for integers, or multiply by a "
                            "reciprocal / J.v_rcp_f32 for floats")

    __rtruediv__ = __truediv__

    def __neg__(self): return make_unop("neg", self)
    def __invert__(self): return make_unop("not", self)
    def __abs__(self): return make_unop("abs", self)
    def __pos__(self): return self

    # comparisons --------------------------------------------------------------------------------------
    def _cmp(self, op: str, other: Any) -> "Expr":
        return make_cmp(op, self, _as_expr(other))

    def __lt__(self, o): return self._cmp("<", o)
    def __le__(self, o): return self._cmp("<=", o)
    def __gt__(self, o): return self._cmp(">", o)
    def __ge__(self, o): return self._cmp(">=", o)
    def __eq__(self, o): return self._cmp("==", o)  # type: ignore[override]
    def __ne__(self, o): return self._cmp("!=", o)  # type: ignore[override]

    def __bool__(self) -> bool:
        raise compile_error("a register expression has no Python truth value at trace time: use J.If(...) / "
                            "J.While(...) for runtime conditions, J.min/J.max instead of min()/max(), and "
                            "'&', '|', '~' instead of 'and', 'or', 'not'")

    def to(self, dtype: str) -> "Expr":
        """Numeric conversion (i32/u32 <-> f32, 32 <-> 64-bit integer widening/narrowing)."""
        if dtype not in DTYPES:
            raise compile_error(f"unknown dtype {dtype!r}; known: {sorted(DTYPES)}")
        if dtype == self.dtype:
            return self
        return Cast(self, dtype)

    def leaves(self):
        yield from ()


class Const(Expr):
    """A Python constant (typed by the other operand)."""

    def __init__(self, value: int | float, boolean: bool = False) -> None:
        self.value = value
        self.dtype = None
        self.file = None
        self.boolean = boolean  # a folded comparison: '~' is logical, '&'/'|' combine conditions

    def __repr__(self) -> str:
        return f"Const({self.value!r})"


class BinOp(Expr):
    def __init__(self, op: str, a: Expr, b: Expr, dtype: str, frame: Any = None) -> None:
        """``frame``: a frame at or inside the user's line that built the node (default: the caller's)."""
        self.op, self.a, self.b, self.dtype = op, a, b, dtype
        self.file = "v" if "v" in (a.file, b.file) else ("s" if "s" in (a.file, b.file) else None)
        # a user line seen before is one lookup (known_site), without calling caller_loc
        self.loc = (frame is not None and known_site((frame.f_code, frame.f_lasti))) or caller_loc(frame)

    def leaves(self):
        yield from self.a.leaves()
        yield from self.b.leaves()

    def __repr__(self) -> str:
        return f"({self.a!r} {self.op} {self.b!r})"


class UnOp(Expr):
    def __init__(self, op: str, a: Expr) -> None:
        self.op, self.a, self.dtype, self.file = op, a, a.dtype, a.file
        self.loc = caller_loc()

    def leaves(self):
        yield from self.a.leaves()

    def __repr__(self) -> str:
        return f"{self.op}({self.a!r})"


class Cast(Expr):
    def __init__(self, a: Expr, dtype: str) -> None:
        if a.dtype is None:
            raise compile_error("cannot convert an untyped constant; write the constant in the target type")
        kinds = {DTYPES[a.dtype][1], DTYPES[dtype][1]}
        if "packed" in kinds:
            raise compile_error(f"no numeric conversion between {a.dtype} and {dtype}; use .view() for bits "
                                f"or a conversion instruction (e.g. J.v_cvt_pk_f32_f16)")
        self.a, self.dtype, self.file = a, dtype, a.file
        self.loc = caller_loc()

    def leaves(self):
        yield from self.a.leaves()

    def __repr__(self) -> str:
        return f"{self.dtype}({self.a!r})"


class Cmp(Expr):
    """A comparison; as a condition it is SCC (SGPR operands) or a lane mask (VGPR operands)."""

    def __init__(self, op: str, a: Expr, b: Expr, dtype: str) -> None:
        self.op, self.a, self.b, self.operand_dtype = op, a, b, dtype
        self.dtype = "i32"  # 0/1: i32 so that it promotes like an untyped constant
        self.file = "v" if "v" in (a.file, b.file) else "s"
        self.loc = caller_loc()

    def leaves(self):
        yield from self.a.leaves()
        yield from self.b.leaves()

    def __repr__(self) -> str:
        return f"({self.a!r} {self.op} {self.b!r})"


class BoolOp(Expr):
    """``&``, ``|`` of conditions, or ``~`` (op 'not', b None) of a condition."""

    def __init__(self, op: str, a: Expr, b: Expr | None) -> None:
        self.op, self.a, self.b = op, a, b
        self.dtype = "i32"
        self.file = "v" if "v" in (a.file, b.file if b is not None else None) else "s"
        self.loc = caller_loc()

    def leaves(self):
        yield from self.a.leaves()
        if self.b is not None:
            yield from self.b.leaves()

    def __repr__(self) -> str:
        return f"{self.op}({self.a!r}, {self.b!r})"


class Select(Expr):
    """``J.select(cond, a, b)``: a where cond holds, else b."""

    def __init__(self, cond: Expr, a: Expr, b: Expr) -> None:
        self.cond, self.a, self.b = cond, a, b
        self.dtype = _promote(a, b, "select")
        _check_mixed_constant(a, b, self.dtype, "select")
        files = (cond.file, a.file, b.file)
        self.file = "v" if "v" in files else "s"
        self.loc = caller_loc()

    def leaves(self):
        yield from self.cond.leaves()
        yield from self.a.leaves()
        yield from self.b.leaves()


def is_condition(e: Expr) -> bool:
    return isinstance(e, (Cmp, BoolOp)) or (isinstance(e, Const) and e.boolean)


def _fold(op: str, a: int | float, b: int | float, dtype: str) -> int | float:
    """Fold two untyped constants. Integers fold exactly, like Python: the result takes a type (and is
    range-checked) only where it meets a register."""
    if isinstance(a, float) or isinstance(b, float) or dtype == "f32":
        table = {"+": a + b, "-": a - b, "*": a * b, "min": min(a, b), "max": max(a, b)}
        if op not in table:
            raise compile_error(f"'{op}' is not defined on float constants here")
        return float(table[op])
    a, b = int(a), int(b)
    if op in ("//", "%") and b == 0:
        raise compile_error("division by the constant zero")
    if op in ("<<", ">>") and not 0 <= b <= 63:
        raise compile_error(f"constant shift amount {b} outside [0, 63]")
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "//": lambda: a // b,
            "%": lambda: a % b, "<<": lambda: a << b, ">>": lambda: a >> b, "&": lambda: a & b,
            "|": lambda: a | b, "^": lambda: a ^ b, "min": lambda: min(a, b), "max": lambda: max(a, b)}[op]()


def make_binop(op: str, a: Expr, b: Expr, frame: Any = None) -> Expr:
    """Build (and constant-fold) a binary arithmetic node (``&``/``|`` of two conditions: a BoolOp).
    ``frame``: where to start looking for the user's line (``caller_loc``; default: the caller's frame)."""
    if op in ("&", "|") and is_condition(a) and is_condition(b):
        if isinstance(a, Const) and isinstance(b, Const):
            return Const(int(bool(a.value) and bool(b.value)) if op == "&" else int(bool(a.value or b.value)), True)
        if isinstance(a, Const) or isinstance(b, Const):
            c, other = (a, b) if isinstance(a, Const) else (b, a)
            absorbing = (op == "&") != bool(c.value)  # x & False, x | True
            return Const(int(op == "|"), True) if absorbing else other
        return BoolOp(op, a, b)
    dtype = _promote(a, b, op)
    if isinstance(a, Const) and isinstance(b, Const):
        return Const(_fold(op, a.value, b.value, dtype))
    _check_mixed_constant(a, b, "u32" if op in ("<<", ">>") and isinstance(b, Const) else dtype, op)
    if DTYPES[dtype][1] == "float" and op not in ("+", "-", "*", "min", "max"):
        raise compile_error(f"'{op}' is not defined on f32; allowed: + - * min max abs neg and comparisons")
    if op in ("<<", ">>") and isinstance(b, Const) and not isinstance(b.value, int):
        raise compile_error(f"shift amount must be an integer, got {b.value!r}")
    return BinOp(op, a, b, dtype, frame)


def make_unop(op: str, a: Expr) -> Expr:
    if op == "not" and isinstance(a, Const) and a.boolean:
        return Const(1 - int(bool(a.value)), True)
    if op == "not" and is_condition(a):
        return BoolOp("not", a, None)
    if isinstance(a, Const):
        v = a.value
        if isinstance(v, float):
            return Const({"neg": -v, "abs": abs(v)}.get(op, v)) if op != "not" else _bad_not(v)
        return Const({"neg": -v, "abs": abs(v), "not": ~v}[op])
    if a.dtype == "f32" and op == "not":
        return _bad_not(a)
    return UnOp(op, a)


def _bad_not(v: Any) -> Expr:
    raise compile_error(f"'~' is not defined on floats ({v!r})")


def make_cmp(op: str, a: Expr, b: Expr) -> Expr:
    dtype = _promote(a, b, op)
    if isinstance(a, Const) and isinstance(b, Const):  # decided at trace time, exactly
        x, y = a.value, b.value
        return Const(int({"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y, "==": x == y, "!=": x != y}[op]),
                     True)
    _check_mixed_constant(a, b, dtype, op)
    return Cmp(op, a, b, dtype)


def make_bool(op: str, a: Expr, b: Expr) -> Expr:
    return BoolOp(op, a, b)


__all__ = ["DTYPES", "Expr", "Const", "BinOp", "UnOp", "Cast", "Cmp", "BoolOp", "Select", "make_binop",
           "make_cmp", "make_unop", "wrap", "is_signed", "dtype_dwords", "is_condition", "check_constant",
           "bits_range"]
