"""Is an attention mask with *symbolic* sizes SDPA's top-left causal mask? (``symbolic_causal_reason``)

Under ``dynamic=True`` a mask built in the graph (Hugging Face's ``sdpa_mask`` on PyTorch < 2.14:
``iota(L)`` / ``unsqueeze`` / ``le`` / ``expand`` / ``where``) has sizes that are symbols, so it cannot be
evaluated once for every call as ``_causal_mask`` does with constant masks. Instead this module interprets the
subgraph abstractly, with each tensor described as a function of its element index ``idx``:

- ``Affine``: an integer tensor whose element is ``const + sum(coef[d] * idx[d])`` (``iota``, ``arange`` and
  the adds, subtractions, integer multiplications and broadcasts of such tensors);
- ``Linear``: a boolean tensor whose element is ``const + sum(coef[d] * idx[d]) >= 0`` (a comparison of two
  affine tensors; over integers ``a < b`` is ``b - a - 1 >= 0`` and ``not (e >= 0)`` is ``-e - 1 >= 0``);
- ``Select``: ``where(cond, on, off)`` of a ``Linear`` and two scalar constants (an additive mask);
- ``Scalar``: a constant.

Sizes are read from the nodes' fake values (symbols allowed); values never are: a symbol used as a value (an
offset such as a KV-cache length) has no rule, so the mask is "not proven". A ``Linear`` mask over the last two
dims ``(i, j)`` is the causal one for every size when it reads ``a * (i - j) + c >= 0`` with ``a > 0`` and
``0 <= c < a`` (then, i - j being an integer, it holds exactly when ``j <= i``) and no other dim matters.

Example:
    >>> import torch
    >>> from torch.fx.experimental.proxy_tensor import make_fx
    >>> def mask(x):
    ...     n = x.shape[0]
    ...     return torch.arange(n)[None, :] <= torch.arange(n)[:, None]
    >>> g = make_fx(mask, tracing_mode="symbolic")(torch.empty(5)).graph
    >>> node = next(n for n in g.nodes if n.op == "output").args[0]
    >>> n = node.meta["val"].shape[0]
    >>> symbolic_causal_reason(node, (1, 1, n, 8), (1, 1, n, 8)) is None
    True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import torch
from torch.fx.experimental.symbolic_shapes import statically_known_true

aten, prims = torch.ops.aten, torch.ops.prims
BLOCKED = -65504.0  # additive-mask values at or below this count as "masked out" (as in _causal_mask)
MAX_NODES = 256


class NotProven(Exception):
    """The subgraph uses something the interpreter has no exact rule for."""


@dataclass(frozen=True)
class Scalar:
    value: Any


# The proof computes with unbounded integers; the graph with int32/int64 tensors. Bounding every coefficient
# and constant keeps each element far from overflow for any mask that fits in memory (|value| < 4 dims * 64 *
# 2^31 + 2^20 needs int64; int32 overflows only past 2^23 per dim, an 8M x 8M mask).
MAX_COEF, MAX_CONST = 64, 1 << 20


@dataclass(frozen=True)
class Affine:
    coef: tuple[int, ...]
    const: int

    def __post_init__(self) -> None:
        if any(abs(c) > MAX_COEF for c in self.coef) or abs(self.const) > MAX_CONST:
            raise NotProven(f"index arithmetic with coefficients {self.coef} / constant {self.const} is too "
                            f"large to rule out integer overflow")


@dataclass(frozen=True)
class Linear:
    coef: tuple[int, ...]
    const: int


@dataclass(frozen=True)
class Select:
    cond: Linear
    on: float
    off: float


Value = Scalar | Affine | Linear | Select


def _shape(node: Any) -> tuple:
    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    if not isinstance(val, torch.Tensor):
        raise NotProven(f"{getattr(node, 'name', node)} has no tensor value")
    return tuple(val.shape)


def _is_one(size: Any) -> bool:
    return statically_known_true(size == 1)


def _align(coef: tuple[int, ...], in_shape: tuple, out_shape: tuple) -> tuple[int, ...]:
    """Coefficients over ``in_shape`` broadcast (right-aligned) to ``out_shape``; a size-1 dim reads index 0."""
    pad = len(out_shape) - len(in_shape)
    if pad < 0:
        raise NotProven("a broadcast to fewer dims")
    return (0,) * pad + tuple(0 if _is_one(s) else c for c, s in zip(coef, in_shape))


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise NotProven(f"value {x!r} is not a Python int")
    return x


def _as_affine(v: Value, in_shape: tuple, out_shape: tuple) -> Affine:
    if isinstance(v, Scalar):
        return Affine((0,) * len(out_shape), _int(v.value))
    if isinstance(v, Affine):
        return Affine(_align(v.coef, in_shape, out_shape), v.const)
    raise NotProven(f"{type(v).__name__} used as an integer tensor")


# ---------------------------------------------------------------- rules: (node, values of its args) -> Value
Rule = Callable[[torch.fx.Node, Callable[[Any], Value]], Value]
_RULES: dict[Any, Rule] = {}


def rule(*targets: Any) -> Callable[[Rule], Rule]:
    def register(fn: Rule) -> Rule:
        for t in targets:
            _RULES[t] = fn
        return fn
    return register


def _int_dtype(node: torch.fx.Node) -> None:
    dtype = node.meta["val"].dtype
    if dtype.is_floating_point or dtype.is_complex or dtype == torch.bool:
        raise NotProven(f"{node.name} is {dtype}, not an integer index")


@rule(prims.iota.default)
def _iota(node, value):
    _int_dtype(node)
    return Affine((_int(node.kwargs.get("step", 1)),), _int(node.kwargs.get("start", 0)))


@rule(aten.arange.default, aten.arange.start, aten.arange.start_step)
def _arange(node, value):
    _int_dtype(node)
    start = node.args[0] if node.target is not aten.arange.default and len(node.args) > 1 else 0
    step = node.args[2] if node.target is aten.arange.start_step else 1
    return Affine((_int(step),), _int(start))


@rule(aten.full.default, aten.scalar_tensor.default)
def _full(node, value):
    # the same value at every index: a Scalar (shapes come from the nodes' fake values)
    return Scalar(node.args[1] if node.target is aten.full.default else node.args[0])


@rule(aten.ones.default, aten.zeros.default)
def _ones_zeros(node, value):
    return Scalar(1 if node.target is aten.ones.default else 0)


def _triangle(lower: bool):
    """tril(x, d) keeps j - i <= d (i - j + d >= 0), triu(x, d) keeps j - i >= d, of a constant ``x``."""
    def fn(node, value):
        x, d = value(node.args[0]), _int(node.args[1] if len(node.args) > 1 else node.kwargs.get("diagonal", 0))
        rank = len(_shape(node))
        if not isinstance(x, Scalar) or rank < 2:
            raise NotProven(f"{node.name}: a triangle of a non-constant tensor")
        i, j = (1, -1) if lower else (-1, 1)
        cond = Linear((0,) * (rank - 2) + (i, j), d if lower else -d)
        if node.meta["val"].dtype == torch.bool:
            return cond if bool(x.value) else _fail(f"{node.name}: a triangle of False")
        return Select(cond, float(x.value), 0.0)
    return fn


rule(aten.tril.default)(_triangle(True))
rule(aten.triu.default)(_triangle(False))


@rule(aten.slice.Tensor)
def _slice(node, value):
    src, dim = node.args[0], node.args[1] if len(node.args) > 1 else 0
    start, end, step = (list(node.args[2:5]) + [None, None, None])[:3]
    size = _shape(src)[dim]
    whole = (start in (None, 0) and (step in (None, 1))
             and (end is None or (isinstance(end, int) and end >= 2**62) or statically_known_true(end >= size)))
    if not whole:
        raise NotProven(f"{node.name}: a slice that is not the whole dim")
    return value(src)


def _binary(sign: int):
    def fn(node, value):
        a, b = node.args[0], node.args[1]
        if node.kwargs.get("alpha", 1) != 1:
            raise NotProven(f"{node.name}: alpha")
        out = _shape(node)
        x = _as_affine(value(a), _shape(a) if isinstance(a, torch.fx.Node) else (), out)
        y = _as_affine(value(b), _shape(b) if isinstance(b, torch.fx.Node) else (), out)
        _int_dtype(node)
        return Affine(tuple(p + sign * q for p, q in zip(x.coef, y.coef)), x.const + sign * y.const)
    return fn


rule(aten.add.Tensor, aten.add.Scalar)(_binary(+1))
rule(aten.sub.Tensor, aten.sub.Scalar)(_binary(-1))


@rule(aten.mul.Tensor, aten.mul.Scalar)
def _mul(node, value):
    a, b = node.args[0], node.args[1]
    va, vb = value(a), value(b)
    if isinstance(va, Scalar):
        a, b, va, vb = b, a, vb, va
    if not isinstance(vb, Scalar):
        raise NotProven(f"{node.name}: a product of two index tensors")
    _int_dtype(node)
    x, k = _as_affine(va, _shape(a), _shape(node)), _int(vb.value)
    return Affine(tuple(k * c for c in x.coef), k * x.const)


@rule(aten.neg.default)
def _neg(node, value):
    x = _as_affine(value(node.args[0]), _shape(node.args[0]), _shape(node))
    return Affine(tuple(-c for c in x.coef), -x.const)


def _compare(flip: bool, strict: bool):
    """le/lt (``flip`` False: a <= b is b - a >= 0) and ge/gt (a >= b is a - b >= 0); strict subtracts 1."""
    def fn(node, value):
        a, b = node.args[0], node.args[1]
        out = _shape(node)
        x = _as_affine(value(a), _shape(a) if isinstance(a, torch.fx.Node) else (), out)
        y = _as_affine(value(b), _shape(b) if isinstance(b, torch.fx.Node) else (), out)
        hi, lo = (x, y) if flip else (y, x)
        return Linear(tuple(p - q for p, q in zip(hi.coef, lo.coef)), hi.const - lo.const - int(strict))
    return fn


rule(aten.le.Tensor, aten.le.Scalar)(_compare(False, False))
rule(aten.lt.Tensor, aten.lt.Scalar)(_compare(False, True))
rule(aten.ge.Tensor, aten.ge.Scalar)(_compare(True, False))
rule(aten.gt.Tensor, aten.gt.Scalar)(_compare(True, True))


@rule(aten.logical_not.default, aten.bitwise_not.default)
def _not(node, value):
    v = value(node.args[0])
    if not isinstance(v, Linear):
        raise NotProven(f"{node.name}: negation of a {type(v).__name__}")
    return Linear(tuple(-c for c in v.coef), -v.const - 1)


@rule(aten.logical_and.default, aten.bitwise_and.Tensor, aten.logical_or.default, aten.bitwise_or.Tensor)
def _and_or(node, value):
    """A Linear combined with the identity constant (True for and, False for or): the Linear (as tril's
    decomposition ``le(...) & full(True)`` reads); two conditions (a sliding window) have no single form."""
    x, y = value(node.args[0]), value(node.args[1])
    if isinstance(x, Scalar):
        x, y = y, x
        node_x = node.args[1]
    else:
        node_x = node.args[0]
    identity = node.target in (aten.logical_and.default, aten.bitwise_and.Tensor)
    if not (isinstance(x, Linear) and isinstance(y, Scalar) and bool(y.value) is identity):
        raise NotProven(f"{node.name}: {node.target} of two conditions")
    return Linear(_align(x.coef, _shape(node_x), _shape(node)), x.const)


def _reshaped(v: Value, coef: tuple[int, ...]) -> Value:
    if isinstance(v, Affine):
        return Affine(coef, v.const)
    if isinstance(v, Linear):
        return Linear(coef, v.const)
    if isinstance(v, Select):
        return Select(Linear(coef, v.cond.const), v.on, v.off)
    return v


def _coef(v: Value) -> tuple[int, ...] | None:
    return v.cond.coef if isinstance(v, Select) else getattr(v, "coef", None)


@rule(aten.unsqueeze.default)
def _unsqueeze(node, value):
    v = value(node.args[0])
    coef = _coef(v)
    if coef is None:
        return v
    dim = node.args[1] % (len(coef) + 1)
    return _reshaped(v, coef[:dim] + (0,) + coef[dim:])


@rule(aten.expand.default)
def _expand(node, value):
    src = node.args[0]
    v = value(src)
    coef = _coef(v)
    if coef is None:
        return v
    return _reshaped(v, _align(coef, _shape(src), _shape(node)))


@rule(aten.clone.default, aten.alias.default, aten.detach.default, aten.lift_fresh_copy.default)
def _same(node, value):
    return value(node.args[0])


@rule(prims.convert_element_type.default, aten._to_copy.default)
def _convert(node, value):
    v = value(node.args[0])
    dtype = node.meta["val"].dtype
    if isinstance(v, Affine) and (dtype.is_floating_point or dtype == torch.bool):
        raise NotProven(f"{node.name}: index tensor converted to {dtype}")
    if isinstance(v, Linear) and dtype != torch.bool:
        v = Select(v, 1.0, 0.0) if dtype.is_floating_point else _fail(f"{node.name}: bool to {dtype}")
    if isinstance(v, Select):  # the mask's values as the new dtype rounds them (-65500 is -65536 in bf16)
        if not dtype.is_floating_point:
            raise NotProven(f"{node.name}: an additive mask converted to {dtype}")
        return Select(v.cond, *(float(torch.tensor(x, dtype=torch.float64).to(dtype)) for x in (v.on, v.off)))
    return v


def _fail(why: str) -> Value:
    raise NotProven(why)


@rule(aten.where.self, aten.where.ScalarOther, aten.where.ScalarSelf, aten.where.Scalar)
def _where(node, value):
    cond, on, off = (value(a) if isinstance(a, torch.fx.Node) else Scalar(a) for a in node.args[:3])
    if not isinstance(cond, Linear):
        raise NotProven(f"{node.name}: the condition is a {type(cond).__name__}")
    if not (isinstance(on, Scalar) and isinstance(off, Scalar)):
        raise NotProven(f"{node.name}: where() between tensors that are not constants")
    out = _shape(node)
    cond_shape = _shape(node.args[0])
    return Select(Linear(_align(cond.coef, cond_shape, out), cond.const), float(on.value), float(off.value))


# ---------------------------------------------------------------- interpretation and the verdict
def interpret(mask: torch.fx.Node) -> Value:
    """``mask``'s abstract value (raises ``NotProven`` with the reason)."""
    memo: dict[torch.fx.Node, Value] = {}

    def value(node: Any) -> Value:
        if not isinstance(node, torch.fx.Node):
            if isinstance(node, (int, float, bool)):
                return Scalar(node)
            raise NotProven(f"argument {node!r}")
        if node in memo:
            return memo[node]
        if len(memo) > MAX_NODES:
            raise NotProven(f"the mask subgraph has more than {MAX_NODES} nodes")
        if node.op != "call_function" or node.target not in _RULES:
            what = node.target if node.op == "call_function" else f"{node.op} {node.name}"
            raise NotProven(f"no exact rule for {what}")
        memo[node] = _RULES[node.target](node, value)
        return memo[node]

    return value(mask)


def _is_causal(cond: Linear, shape: tuple) -> str | None:
    *lead, a, b = cond.coef
    if any(c != 0 and not _is_one(s) for c, s in zip(lead, shape[:-2])):
        return "the mask depends on its batch or head index"
    if not (a > 0 and b == -a and 0 <= cond.const < a):
        return f"the mask is {a}*i + {b}*j + {cond.const} >= 0, not j <= i (top-left causal)"
    return None


def symbolic_causal_reason(mask: torch.fx.Node, q_shape: Sequence[Any], k_shape: Sequence[Any]) -> str | None:
    """None if ``mask`` is SDPA's top-left causal mask for q ``[B, H, L, D]`` and k ``[B, Hk, S, D]`` at every
    value of the symbolic sizes (module docstring), else why not."""
    try:
        shape = _shape(mask)
        target = (q_shape[0], q_shape[1], q_shape[2], k_shape[2])
        if len(shape) < 2 or len(shape) > 4:
            return f"mask rank {len(shape)} (expected 2 to 4)"
        if not (statically_known_true(shape[-2] == target[2]) and statically_known_true(shape[-1] == target[3])):
            return f"mask shape {list(shape)} does not end in [L, S] = {list(target[2:])}"
        for have, want in zip(shape[-3::-1], target[-3::-1]):
            if not (_is_one(have) or statically_known_true(have == want)):
                return f"mask shape {list(shape)} does not broadcast to [B, H, L, S] = {list(target)}"
        v = interpret(mask)
    except NotProven as e:
        return f"not provable for every size: {e}"
    dtype = mask.meta["val"].dtype
    if isinstance(v, Linear) and dtype == torch.bool:
        return _is_causal(v, shape)
    if isinstance(v, Select) and dtype.is_floating_point:
        blocked = (lambda x: x <= BLOCKED or x == -math.inf)
        if v.on == 0 and blocked(v.off):
            return _is_causal(v.cond, shape)
        if blocked(v.on) and v.off == 0:
            return _is_causal(Linear(tuple(-c for c in v.cond.coef), -v.cond.const - 1), shape)
        return f"the additive mask takes values {v.on:g} / {v.off:g}, not 0 and -inf (or <= {BLOCKED:g})"
    return f"the mask is a {type(v).__name__} of dtype {dtype}"


__all__ = ["NotProven", "interpret", "symbolic_causal_reason"]
