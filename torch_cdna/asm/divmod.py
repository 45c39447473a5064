"""Integer ``//`` and ``%`` (32-bit, Python semantics: floor division, remainder takes the divisor's sign).

By a constant: unsigned division is a multiply-high by a "magic" reciprocal and shifts (Granlund and
Montgomery); signed floor division reduces to it by flipping the dividend's bits when it is negative
(``floor(n / d) == ~(~n // d)`` for ``n < 0 < d``); powers of two are shifts and masks. By a register:
the reciprocal of the divisor is estimated in f32 (``v_rcp_iflag_f32``), refined with one Newton step in
integer arithmetic, and the quotient corrected twice, which is exact for every 32-bit input; signed
division works on magnitudes and fixes signs. Division by a zero register gives an unspecified value.

Example:
    >>> magic_u32(7)
    (613566757, 3, True)
"""

from __future__ import annotations

from typing import Any

from .expr import BinOp, Cmp, Const, Expr, Select, make_binop, wrap
from .gpr import RegView
from .srcloc import compile_error


class MulHi(Expr):
    """High 32 bits of the unsigned 64-bit product (an internal expression node)."""

    def __init__(self, a: Expr, b: Expr) -> None:
        self.a, self.b, self.dtype = a, b, "u32"
        self.file = "v" if "v" in (a.file, b.file) else "s"
        self.loc = None

    def leaves(self):
        yield from self.a.leaves()
        yield from self.b.leaves()


def magic_u32(d: int) -> tuple[int, int, bool]:
    """(multiplier, shift, needs_add) such that n // d is mulhi(n, m) >> s, or with the add-back step."""
    assert 2 <= d < 2**32
    l = (d - 1).bit_length()  # ceil(log2(d))
    for s in range(0, l + 1):  # the cheap form: m < 2**32, error small enough for every 32-bit n
        m = -(-(1 << (32 + s)) // d)
        if m < 2**32 and m * d - (1 << (32 + s)) <= (1 << s):
            return m, s, False
    m = ((1 << 32) * ((1 << l) - d)) // d + 1
    return m, l, True


class _Builder:
    """Evaluates small expression steps into temporaries (each step a leaf for the next)."""

    def __init__(self, gen: Any, space: str) -> None:
        self.gen, self.space = gen, space

    def leaf(self, e: Expr, dtype: str) -> RegView:
        val = self.gen.value(e, self.space, dtype)
        op = val.op
        if not hasattr(op, "vreg"):  # an immediate: into a register
            op = self.gen.tmp(self.space, dtype)
            self.gen.copy(op, val)
        return RegView(self.gen.jit, op.vreg, op.lo, (1,), dtype)


def _udiv_const(b: _Builder, n: RegView, d: int) -> Expr:
    if d == 1:
        return n
    if d & (d - 1) == 0:
        return make_binop(">>", n, Const(d.bit_length() - 1))
    m, s, add = magic_u32(d)
    hi = b.leaf(MulHi(n, Const(wrap(m, "u32") if m < 2**31 else m - 2**32)), "u32")
    if not add:
        return make_binop(">>", hi, Const(s)) if s else hi
    t = b.leaf(make_binop(">>", make_binop("-", n, hi), Const(1)), "u32")
    return make_binop(">>", make_binop("+", t, hi), Const(s - 1))


def _sdiv_const(b: _Builder, n: RegView, d: int) -> Expr:
    """floor(n / d) for a signed constant d != 0."""
    if d > 0:
        t = b.leaf(make_binop(">>", n, Const(31)), "i32")           # -1 when n < 0
        x = b.leaf(make_binop("^", n, t), "u32")                    # n, or ~n >= 0
        uq = b.leaf(_udiv_const(b, x, d), "u32")
        return make_binop("^", uq.view("i32"), t)
    e = -d
    t = b.leaf(Select(Cmp("<=", n, Const(0), "i32"), Const(-1), Const(0)), "i32")   # -1 when n <= 0
    x = b.leaf(make_binop("^", make_binop("-", n, Const(1)), t), "u32")            # |n - 1| rounded
    uq = b.leaf(_udiv_const(b, x, e), "u32") if e < 2**32 else None
    assert uq is not None
    return make_binop("^", make_binop("^", uq.view("i32"), t), Const(-1))


def _udiv_reg(b: _Builder, n: RegView, d: RegView) -> tuple[Expr, Expr]:
    """(n // d, n % d) for unsigned registers (VALU)."""
    fd = b.leaf(d.to("f32") if d.dtype == "u32" else d.view("u32").to("f32"), "f32")
    rcp = b.leaf(_call(b, "v_rcp_iflag_f32", fd, "f32"), "f32")
    z0 = b.leaf(make_binop("*", rcp, Const(4294966784.0)).to("u32"), "u32")
    negd = b.leaf(make_binop("-", Const(0), d.view("u32")), "u32")
    err = b.leaf(make_binop("*", negd, z0), "u32")
    z = b.leaf(make_binop("+", z0, MulHi(z0, err)), "u32")
    q = b.leaf(MulHi(n, z), "u32")
    r = b.leaf(make_binop("-", n, make_binop("*", q, d.view("u32"))), "u32")
    for _ in range(2):
        ok = Cmp(">=", r, d.view("u32"), "u32")
        q2 = b.leaf(Select(ok, make_binop("+", q, Const(1)), q), "u32")
        r = b.leaf(Select(Cmp(">=", r, d.view("u32"), "u32"), make_binop("-", r, d.view("u32")), r), "u32")
        q = q2
    return q, r


def _call(b: _Builder, mnemonic: str, src: RegView, dtype: str) -> RegView:
    t = b.gen.tmp(b.space, dtype)
    b.gen.emit(mnemonic, t, src.operand())
    return RegView(b.gen.jit, t.vreg, t.lo, (1,), dtype)


def _sdiv_reg(b: _Builder, n: RegView, d: RegView) -> tuple[Expr, Expr]:
    """Python floor (n // d, n % d) for signed registers."""
    sn = b.leaf(make_binop(">>", n, Const(31)), "i32")
    sd = b.leaf(make_binop(">>", d, Const(31)), "i32")
    an = b.leaf(make_binop("-", make_binop("^", n, sn), sn), "u32")
    ad = b.leaf(make_binop("-", make_binop("^", d, sd), sd), "u32")
    uq, ur = _udiv_reg(b, an, ad)
    s = b.leaf(make_binop("^", sn, sd), "i32")
    qt = b.leaf(make_binop("-", make_binop("^", b.leaf(uq, "i32"), s), s), "i32")
    rt = b.leaf(make_binop("-", make_binop("^", b.leaf(ur, "i32"), sn), sn), "i32")
    fix = (Cmp("!=", rt, Const(0), "i32") & Cmp("<", make_binop("^", rt, d), Const(0), "i32"))
    q = Select(fix, make_binop("-", qt, Const(1)), qt)
    r = Select(fix, make_binop("+", rt, d), rt)
    return q, r


def lower(gen: Any, e: BinOp, dst: Any, space: str) -> None:
    """Emit ``e.a // e.b`` or ``e.a % e.b`` into ``dst``."""
    dt = e.dtype
    if dt not in ("i32", "u32"):
        raise compile_error(f"'{e.op}' is supported on 32-bit integers only, not {dt}", e.loc)
    b = _Builder(gen, space)
    n = b.leaf(e.a, dt)
    if isinstance(e.b, Const):
        d = wrap(int(e.b.value), dt)
        if d == 0:
            raise compile_error("division by the constant zero", e.loc)
        q: Expr = _udiv_const(b, n, d) if dt == "u32" else _sdiv_const(b, n, d)
        if e.op == "//":
            result = q
        elif dt == "u32" and d & (d - 1) == 0:
            result = make_binop("&", n, Const(d - 1))
        else:
            result = make_binop("-", n, make_binop("*", b.leaf(q, dt), Const(d)))
    else:
        d_reg = b.leaf(e.b, dt)
        q, r = (_udiv_reg if dt == "u32" else _sdiv_reg)(b, n, d_reg)
        result = q if e.op == "//" else r
    gen.into(_retype(result, dt), dst, dt)


def _retype(e: Expr, dtype: str) -> Expr:
    if e.dtype == dtype or e.dtype is None:
        return e
    if isinstance(e, RegView):
        return e.view(dtype)
    e.dtype = dtype  # same-width integer reinterpretation of a freshly built node
    return e
