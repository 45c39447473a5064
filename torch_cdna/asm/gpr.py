"""Register arrays made by ``J.gpr`` and views (indexing, inclusive slicing) of them.

A ``RegView`` is an expression leaf when it holds exactly one element; assigning to an index emits code
(``r[0] = r[0] + 1``), and augmented assignment on a view (``r += 1``) updates it in place.

Shapes count elements of the dtype (a ``u64`` element is an SGPR/VGPR pair); the last index also accepts
inclusive AMDGPU slices: ``v[0:3]`` is four elements.

Example (at trace time, inside a kernel)::

    v = J.gpr(4, "vf32")      # v[0:3]
    v[0] = 1.0
    v[1:3] = 0                # every element of the slice
"""

from __future__ import annotations

import math
from typing import Any

from .expr import DTYPES, DWORDS, Expr, dtype_dwords
from .ir import RegOp, VReg
from .srcloc import compile_error


class RegView(Expr):
    """Dwords ``[lo, lo + n)`` of a virtual register, typed ``dtype``, shaped ``shape`` (elements)."""

    # operand(), made on first use and shared by every instruction the view is passed to (operands are
    # immutable); the tracer's hot paths read it directly
    _op: RegOp | None = None
    # index (int, or (start, stop, step) of a slice) -> the view it gave: a kernel indexes the same element
    # many times (``acc[i]`` in every tile), and the shared view brings its operand along. Views are values
    # (nothing changes a view's registers, type or shape after it is made), so sharing one is safe.
    _kids: dict | None = None
    _val: Any = None  # codegen's Val of this leaf (operand and dtype), made on first use like ``_op``

    def __init__(self, jit: Any, vreg: VReg, lo: int, shape: tuple[int, ...], dtype: str,
                 n: int | None = None) -> None:
        """``n``: the view's dwords when the caller knows them (prod(shape) * dwords of dtype)."""
        self.jit, self.vreg, self.lo, self.shape, self.dtype = jit, vreg, lo, shape, dtype
        self.n = math.prod(shape) * DWORDS[dtype] if n is None else n
        self.file = "s" if vreg.file == "s" else "v"  # (``loc`` stays Expr's None: a view has no one line)

    # structure -----------------------------------------------------------------------------------------
    @property
    def regfile(self) -> str:
        """'s', 'v' or 'a'."""
        return self.vreg.file

    def operand(self) -> RegOp:
        op = self._op
        if op is None:
            op = self._op = RegOp(self.vreg, self.lo, self.n)
        return op

    def leaves(self):
        yield self

    @property
    def count(self) -> int:
        return math.prod(self.shape)

    def __len__(self) -> int:
        return self.shape[0]

    def __iter__(self):
        for i in range(self.shape[0]):
            yield self[i]

    def _index(self, idx: Any) -> "RegView":
        kids = self._kids
        if kids is None:
            kids = self._kids = {}
        elif idx.__class__ is int:
            hit = kids.get(idx)
            if hit is not None:
                return hit
        if idx.__class__ is not int:  # an int (the common case) is handled below; bool's class is not int
            if isinstance(idx, tuple):
                return self._multi_index(idx)
            if isinstance(idx, slice):
                return self._slice(idx)
            if not isinstance(idx, int) or isinstance(idx, bool):
                raise compile_error(f"register arrays are indexed by Python ints or inclusive slices, not "
                                    f"{type(idx).__name__}; for a runtime index use J.v_movrels / LDS")
        shape = self.shape
        size = shape[0]
        if not -size <= idx < size:
            raise compile_error(f"index {idx} is outside a register array of {size} elements "
                                f"(valid: 0..{size - 1})")
        step = self.n // size  # dwords per element of the first axis
        view = kids[idx] = RegView(self.jit, self.vreg, self.lo + idx % size * step, shape[1:] or (1,),
                                   self.dtype, step)
        return view

    __getitem__ = _index

    def _multi_index(self, idx: tuple) -> "RegView":
        if len(idx) > len(self.shape):
            raise compile_error(f"{len(idx)} indices for a register array of shape {self.shape}")
        if any(isinstance(part, slice) for part in idx[:-1]):
            raise compile_error("only the last index of a register array may be a slice")
        view = self
        for part in idx:
            view = view._index(part)
        return view

    def _slice(self, idx: slice) -> "RegView":
        """Elements ``idx.start .. idx.stop`` (inclusive) along the first axis."""
        key = None
        if idx.start.__class__ is int and idx.stop.__class__ is int and idx.step is None:
            key = (idx.start, idx.stop)  # (slice objects are not hashable before Python 3.12)
            hit = self._kids.get(key)  # (_index made the table)
            if hit is not None:
                return hit
        shape = self.shape
        size = shape[0]
        step = self.n // size
        if idx.step not in (None, 1):
            raise compile_error(f"register slices take no step (got {idx.step}); r[a:b] is inclusive")
        a = 0 if idx.start is None else idx.start
        b = size - 1 if idx.stop is None else idx.stop
        if not (0 <= a <= b < size):
            raise compile_error(f"slice [{a}:{b}] (inclusive) is outside a register array of {size} "
                                f"elements; valid indices are 0..{size - 1}")
        view = RegView(self.jit, self.vreg, self.lo + a * step, (b - a + 1,) + shape[1:], self.dtype,
                       (b - a + 1) * step)
        if key is not None:
            self._kids[key] = view
        return view

    def __setitem__(self, idx: Any, value: Any) -> None:
        self._index(idx).assign(value)

    def assign(self, value: Any) -> None:
        """Emit code storing ``value`` (expression, constant, view, or a sequence per element) here."""
        self.jit._assign(self, value)

    def view(self, dtype: str) -> "RegView":
        """Reinterpret the same dwords as ``dtype`` (no code emitted)."""
        if dtype not in DTYPES:
            raise compile_error(f"unknown dtype {dtype!r}; known: {sorted(DTYPES)}")
        per = dtype_dwords(dtype)
        if self.n % per:
            raise compile_error(f"cannot view {self.n} dword(s) as {dtype} ({per} dwords per element)")
        return RegView(self.jit, self.vreg, self.lo, (self.n // per,), dtype)

    def dword(self, i: int) -> "RegView":
        """Dword ``i`` of this view, as u32 (``.lo``/``.hi`` of a 64-bit value are dword(0)/dword(1))."""
        if not 0 <= i < self.n:
            raise compile_error(f"dword {i} is outside this {self.n}-dword register view")
        return RegView(self.jit, self.vreg, self.lo + i, (1,), "u32" if self.dtype != "i64" else "u32")

    @property
    def lo_(self) -> "RegView":
        return self.dword(0)

    @property
    def hi(self) -> "RegView":
        return self.dword(1)

    # in-place updates ---------------------------------------------------------------------------------
    def _inplace(self, op: str, other: Any) -> "RegView":
        self.assign(getattr(Expr, op)(self, other))
        return self

    def __iadd__(self, o): return self._inplace("__add__", o)
    def __isub__(self, o): return self._inplace("__sub__", o)
    def __imul__(self, o): return self._inplace("__mul__", o)
    def __ifloordiv__(self, o): return self._inplace("__floordiv__", o)
    def __imod__(self, o): return self._inplace("__mod__", o)
    def __ilshift__(self, o): return self._inplace("__lshift__", o)
    def __irshift__(self, o): return self._inplace("__rshift__", o)
    def __iand__(self, o): return self._inplace("__and__", o)
    def __ior__(self, o): return self._inplace("__or__", o)
    def __ixor__(self, o): return self._inplace("__xor__", o)

    def __repr__(self) -> str:
        hi = self.lo + self.n - 1
        where = f"{self.lo}" if self.n == 1 else f"{self.lo}:{hi}"
        return f"{self.vreg!r}[{where}]:{self.regfile}{self.dtype}"


_GPR_TYPES: dict[str, tuple[str, str, int]] = {}  # spec -> (file, dtype, dwords per element), once checked


def gpr_type(spec: str) -> tuple[str, str, int]:
    """``'vf32'`` -> ``('v', 'f32', 1)``: ``parse_gpr_type`` plus the dwords per element, memoised (``J.gpr``
    parses a type string per call)."""
    hit = _GPR_TYPES.get(spec)
    if hit is None:
        file, dtype = parse_gpr_type(spec)
        hit = _GPR_TYPES[spec] = (file, dtype, dtype_dwords(dtype))
    return hit


def parse_gpr_type(spec: str) -> tuple[str, str]:
    """``'vf32'`` -> ``('v', 'f32')``; raises a CompileError naming the allowed spellings."""
    if not isinstance(spec, str) or len(spec) < 2 or spec[0] not in "sva" or spec[1:] not in DTYPES:
        raise compile_error(f"bad register type {spec!r}: write <s|v|a><dtype>, e.g. 'si32', 'vf32', 'su64', "
                            f"'af32'; dtypes: {', '.join(DTYPES)}")
    return spec[0], spec[1:]
