"""Integer expressions in assembler directives, as LLVM's AMDGPU backend prints them.

When a kernel calls functions, LLVM prints its resource directives as expressions over symbols that ``.set``
defines later in the file (``.amdhsa_private_segment_fixed_size .Lk.private_seg_size``, with ``.set
.Lk.private_seg_size, 0+max(.Lcallee.private_seg_size)``), so the assembler can resolve the call graph. This
module evaluates them: integers, symbols, parentheses, the unary operators ``- ~ !``, the binary operators with
GNU as precedence (``|| && == != < <= > >= + - | & ^ * / % << >>``; ``>>`` is a logical shift, shift counts
are taken modulo 64, values wrap at 64 bits), and the AMDGPU functions ``max``, ``or`` (variadic, bitwise), ``alignto(x, a)``, ``extrasgprs(vcc, flat_scratch, xnack)`` and
``totalnumvgprs(agprs, vgprs)`` (CDNA's unified register file).

Example:
    >>> env = Symbols({".Lf.size": "alignto(13, 8)", ".Lk.size": "0+max(4, .Lf.size)"})
    >>> evaluate("((8|(.Lk.size<<11))&2048)>>11", env, "gfx942"), env.value(".Lk.size", "gfx942")
    (0, 16)
"""

from __future__ import annotations

import functools
import operator
import re
from typing import Callable

from .elf import architected_flat_scratch

_TOKEN_RE = re.compile(r"\s*(?:(0x[0-9a-fA-F]+|\d+)|([.A-Za-z_$][\w.$]*)|(\|\||&&|<<|>>|<=|>=|==|!=|<>|[-+*/%&|^~!<>(),]))")
# binary operators: (precedence, function) as GNU as ranks them (higher binds tighter)
_BINARY: dict[str, tuple[int, Callable[[int, int], int]]] = {
    "||": (1, lambda a, b: int(bool(a) or bool(b))), "&&": (2, lambda a, b: int(bool(a) and bool(b))),
    # comparisons give -1 (all ones) for true, as in GNU as; the logical operators give 1
    "==": (3, lambda a, b: -int(a == b)), "!=": (3, lambda a, b: -int(a != b)), "<>": (3, lambda a, b: -int(a != b)),
    "<": (3, lambda a, b: -int(a < b)), "<=": (3, lambda a, b: -int(a <= b)),
    ">": (3, lambda a, b: -int(a > b)), ">=": (3, lambda a, b: -int(a >= b)),
    "+": (4, lambda a, b: a + b), "-": (4, lambda a, b: a - b),
    "|": (5, lambda a, b: a | b), "&": (5, lambda a, b: a & b), "^": (5, lambda a, b: a ^ b),
    "*": (6, lambda a, b: a * b), "/": (6, lambda a, b: _cdiv(a, b)), "%": (6, lambda a, b: a - b * _cdiv(a, b)),
    # AMDGPU's >> is logical. A shift count is taken modulo 64: shifting an int64 by 64 or more is undefined in
    # C++, and llvm-mc on x86-64 hosts computes what the shift instruction does (5<<65 is 10, 5<<(0-1) INT64_MIN)
    "<<": (6, lambda a, b: a << (b & 63)), ">>": (6, lambda a, b: (a & _M64) >> (b & 63)),
}
_UNARY: dict[str, Callable[[int], int]] = {"-": lambda a: -a, "~": lambda a: ~a, "!": lambda a: int(not a),
                                           "+": lambda a: a}


_M64 = (1 << 64) - 1


def _int64(v: int) -> int:
    """Wrap to a signed 64-bit value, as the assembler's int64_t arithmetic does."""
    v &= _M64
    return v - (1 << 64) if v >> 63 else v


class ExprError(ValueError):
    """An expression the evaluator cannot read, or a symbol nothing defines."""


def _cdiv(a: int, b: int) -> int:
    if b == 0:
        raise ExprError("division by zero")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _extra_sgprs(arch: str, vcc: int, flat_scratch: int, xnack: int) -> int:
    """SGPRs the hardware reserves past the numbered ones on gfx9 (an arch with architected flat scratch, as
    gfx942/gfx950 have, reserves 6 like a used FLAT_SCRATCH): VCC 2, XNACK mask 4, flat scratch 6 (not added up)."""
    extra = 2 if vcc else 0
    if xnack:
        extra = 4
    if flat_scratch or architected_flat_scratch(arch):
        extra = 6
    return extra


def _align_to(value: int, align: int) -> int:
    """LLVM's alignTo on uint64 operands: ceil(value / align) * align, with the product wrapping at 64 bits
    (so ``alignto(0-2, 5)`` is -1 and ``alignto(0x7ffffffffffffffe, 32)`` is INT64_MIN, as llvm-mc assembles them)."""
    value, align = value & _M64, align & _M64
    if align == 0:
        raise ExprError("alignto() with an alignment of 0")
    return _int64((value // align + (value % align != 0)) * align)


def _total_vgprs(agprs: int, vgprs: int) -> int:
    """CDNA's unified VGPR file: AGPRs start at a 4-aligned offset after the VGPRs (when there are any)."""
    return vgprs if agprs == 0 else -(-vgprs // 4) * 4 + agprs


_FUNCTIONS: dict[str, Callable[..., int]] = {
    "max": lambda arch, *a: max(a), "or": lambda arch, *a: functools.reduce(operator.or_, a),
    "alignto": lambda arch, x, align: _align_to(x, align),
    "extrasgprs": _extra_sgprs, "totalnumvgprs": lambda arch, agprs, vgprs: _total_vgprs(agprs, vgprs),
}


class Symbols:
    """``.set`` definitions (name -> expression text), evaluated on demand with cycle detection."""

    def __init__(self, definitions: dict[str, str] | None = None) -> None:
        self.definitions = dict(definitions or {})
        self._values: dict[str, int] = {}
        self._active: set[str] = set()

    def value(self, name: str, arch: str) -> int:
        if name in self._values:
            return self._values[name]
        if name not in self.definitions:
            raise ExprError(f"symbol {name!r} is not defined by a .set directive")
        if name in self._active:
            raise ExprError(f"symbol {name!r} is defined in terms of itself")
        self._active.add(name)
        try:
            v = self._values[name] = evaluate(self.definitions[name], self, arch)
        finally:
            self._active.discard(name)
        return v


class _Parser:
    def __init__(self, text: str, symbols: Symbols, arch: str) -> None:
        self.tokens, self.pos, self.symbols, self.arch, self.text = _tokenize(text), 0, symbols, arch, text

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise ExprError(f"expected {expected or 'more'} in {self.text!r}, found {tok!r}")
        self.pos += 1
        return tok

    def expression(self, min_prec: int = 1) -> int:
        left = self.unary()
        while (tok := self.peek()) in _BINARY and _BINARY[tok][0] >= min_prec:
            prec, fn = _BINARY[self.take()]
            left = _int64(fn(left, self.expression(prec + 1)))
        return left

    def unary(self) -> int:
        tok = self.take()
        if tok in _UNARY:
            return _int64(_UNARY[tok](self.unary()))
        if tok == "(":
            v = self.expression()
            self.take(")")
            return v
        if tok[0].isdigit():
            return int(tok, 0)
        if self.peek() == "(":
            return self.call(tok)
        return self.symbols.value(tok, self.arch)

    def call(self, name: str) -> int:
        fn = _FUNCTIONS.get(name)
        if fn is None:
            raise ExprError(f"function {name}() in {self.text!r} is not one the simulator evaluates "
                            f"({', '.join(sorted(_FUNCTIONS))})")
        self.take("(")
        args = [self.expression()]
        while self.peek() == ",":
            self.take()
            args.append(self.expression())
        self.take(")")
        try:
            return _int64(fn(self.arch, *args))
        except TypeError:
            raise ExprError(f"{name}() does not take {len(args)} arguments (in {self.text!r})") from None


def _tokenize(text: str) -> list[str]:
    tokens, pos, text = [], 0, text.rstrip()
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if m is None or m.end() == pos:
            raise ExprError(f"cannot read {text[pos:]!r} in the expression {text!r}")
        tokens.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
    return tokens


def evaluate(text: str, symbols: Symbols, arch: str) -> int:
    """The value of expression ``text``; raises ``ExprError`` naming what it cannot read."""
    p = _Parser(text, symbols, arch)
    value = p.expression()
    if p.peek() is not None:
        raise ExprError(f"unexpected {p.peek()!r} in the expression {text!r}")
    return value


__all__ = ["ExprError", "Symbols", "evaluate"]
