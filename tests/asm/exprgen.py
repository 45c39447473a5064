"""Random expression trees for property tests: one tree drives both the DSL and a Python model of the DSL's
documented semantics (C-like promotion, wrap to 32 bits, floor division, arithmetic >> on signed; constant
subtrees fold exactly and must fit the 32-bit operand they meet)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

BIN_OPS = ["+", "-", "*", "&", "|", "^", "<<", ">>", "//", "%", "min", "max"]
CMP_OPS = ["<", "<=", ">", ">=", "==", "!="]


def wrap(v: int, dtype: str) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if dtype == "i32" and v >> 31 else v


@dataclass(frozen=True)
class Node:
    kind: str           # 'var' | 'const' | 'bin' | 'un' | 'cmp'
    op: Any = None
    a: Any = None
    b: Any = None

    def dtype(self, var_types: list[str]) -> str | None:
        if self.kind == "var":
            return var_types[self.op]
        if self.kind == "const":
            return None
        if self.kind == "cmp":
            return "i32"
        if self.kind == "un":
            return self.a.dtype(var_types)
        da, db = self.a.dtype(var_types), self.b.dtype(var_types)
        if da is None and db is None:
            return "i32"
        if da is None or db is None:
            return da or db
        return "u32" if "u32" in (da, db) else "i32"


def model(n: Node, env: list[int], types: list[str]) -> int:
    """The DSL's semantics in Python."""
    if n.kind == "var":
        return env[n.op]
    if not _has_var(n):  # constant folding is exact (checked against the width where the value is used)
        return folded(n)
    dt = n.dtype(types)
    if n.kind == "un" and n.op == "not" and is_cond(n.a):  # '~' of a condition is logical not
        return 1 - model(n.a, env, types)
    if n.kind == "un":
        a = wrap(model(n.a, env, types), dt)
        return wrap({"neg": -a, "not": ~a, "abs": abs(a)}[n.op], dt)
    if n.kind == "cmp":
        ct = Node("bin", "+", n.a, n.b).dtype(types)
        a, b = wrap(model(n.a, env, types), ct), wrap(model(n.b, env, types), ct)
        return int({"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[n.op])
    a = wrap(model(n.a, env, types), dt)
    b = wrap(model(n.b, env, types), dt if n.op not in ("<<", ">>") else "u32")
    if n.op in ("<<", ">>"):
        b &= 31
    return wrap({"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "&": lambda: a & b,
                 "|": lambda: a | b, "^": lambda: a ^ b, "<<": lambda: a << b, ">>": lambda: a >> b,
                 "//": lambda: a // b, "%": lambda: a % b, "min": lambda: min(a, b),
                 "max": lambda: max(a, b)}[n.op](), dt)


def folded(n: Node) -> int:
    """The exact value of a constant-only tree (the DSL folds these at trace time, like Python)."""
    if n.kind == "const":
        return n.op
    a = folded(n.a)
    if n.kind == "un":
        if n.op == "not" and is_cond(n.a):
            return 1 - a
        return {"neg": -a, "not": ~a, "abs": abs(a)}[n.op]
    b = folded(n.b)
    if n.kind == "cmp":
        return int({"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[n.op])
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "&": lambda: a & b,
            "|": lambda: a | b, "^": lambda: a ^ b, "<<": lambda: a << b, ">>": lambda: a >> b,
            "//": lambda: a // b, "%": lambda: a % b, "min": lambda: min(a, b), "max": lambda: max(a, b)}[n.op]()


def constants_fit(n: Node) -> bool:
    """Whether every constant subtree fits the 32-bit operand it meets (the DSL refuses the others)."""
    if n.kind in ("var", "const"):
        return True
    if n.kind == "un":
        return constants_fit(n.a)
    for side, other in ((n.a, n.b), (n.b, n.a)):
        if not _has_var(side) and _has_var(other) and not -2**31 <= folded(side) < 2**32:
            return False
    return constants_fit(n.a) and constants_fit(n.b)


def build(J, n: Node, leaves: list) -> Any:
    """The same tree as a DSL expression over ``leaves`` (register views)."""
    if n.kind == "var":
        return leaves[n.op]
    if n.kind == "const":
        from torch_cdna.asm.expr import Const
        return Const(n.op)  # an Expr, so constant-only subtrees fold by the DSL's rules
    a = build(J, n.a, leaves)
    if n.kind == "un":
        return {"neg": lambda: -a, "not": lambda: ~a, "abs": lambda: abs(a)}[n.op]()
    b = build(J, n.b, leaves)
    if n.kind == "cmp":
        return {"<": lambda: a < b, "<=": lambda: a <= b, ">": lambda: a > b, ">=": lambda: a >= b,
                "==": lambda: a == b, "!=": lambda: a != b}[n.op]()
    if n.op in ("min", "max"):
        return getattr(J, n.op)(a, b)
    import operator
    fn = {"+": operator.add, "-": operator.sub, "*": operator.mul, "&": operator.and_, "|": operator.or_,
          "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift, "//": operator.floordiv,
          "%": operator.mod}[n.op]
    return fn(a, b)


def _const():
    return st.one_of(st.integers(-16, 64), st.integers(-2**31, 2**31 - 1),
                     st.sampled_from([1, 2, 3, 7, 10, 16, 641, 65536, 2**31 - 1, -1, -2, -7, -2**31]))


def trees(nvars: int, reg_divisor: bool = True, max_leaves: int = 6):
    """Strategy of Nodes over ``nvars`` variables; division by a register only if ``reg_divisor``."""
    var = st.integers(0, nvars - 1).map(lambda i: Node("var", i))
    leaf = st.one_of(var, var, _const().map(lambda c: Node("const", c)))

    def extend(children):
        def mk_bin(op, a, b):
            if op in ("<<", ">>"):
                return Node("bin", op, a, Node("const", b.op % 32 if b.kind == "const" else 5))
            if op in ("//", "%") and (b.kind != "var" or not reg_divisor):
                c = b.op if b.kind == "const" and b.op != 0 else 7
                return Node("bin", op, a, Node("const", c))
            return Node("bin", op, a, b)
        binary = st.builds(mk_bin, st.sampled_from(BIN_OPS), children, children)
        unary = st.builds(lambda op, a: Node("un", op, a), st.sampled_from(["neg", "not", "abs"]), children)
        cmp = st.builds(lambda op, a, b: Node("cmp", op, a, b), st.sampled_from(CMP_OPS), children, children)
        return st.one_of(binary, binary, binary, unary, cmp)

    def fix(n: Node) -> Node:
        # a tree must read a variable (constant-only trees fold at trace time)
        return n if _has_var(n) else Node("bin", "+", n, Node("var", 0))
    return st.recursive(leaf, extend, max_leaves=max_leaves).map(fix).filter(constants_fit)


def is_cond(n: Node) -> bool:
    """Whether the DSL treats this node as a condition (comparisons and their &, |, ~)."""
    if n.kind == "cmp":
        return True
    if n.kind == "un" and n.op == "not":
        return is_cond(n.a)
    return n.kind == "bin" and n.op in ("&", "|") and is_cond(n.a) and is_cond(n.b)


def _has_var(n: Node) -> bool:
    if n.kind == "var":
        return True
    if n.kind == "const":
        return False
    return _has_var(n.a) or (n.b is not None and _has_var(n.b))
