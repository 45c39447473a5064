"""Is an attention mask with *symbolic* sizes a band ``lo <= j - i <= hi``, e.g. the top-left causal mask or a
sliding window? (``symbolic_band``, ``symbolic_causal_reason``)

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

- ``And``: the conjunction of several ``Linear`` conditions (a sliding window: ``j <= i`` and ``j > i - W``).

Sizes are read from the nodes' fake values (symbols allowed); values never are: a symbol used as a value (an
offset such as a KV-cache length) has no rule, so the mask is "not proven". A mask over the last two dims
``(i, j)`` is a band for every size (``symbolic_band``) when each of its conditions reads
``a * (i - j) + c >= 0``: with ``a > 0`` that is exactly ``j - i <= c // a``, with ``a < 0`` exactly
``j - i >= -(c // -a)`` (i - j being an integer), and no other dim matters; the causal mask is the band
``j - i <= 0``. A band where some query row could see no key is refused (SDPA's row would be NaN or a uniform
average, ``cdna::attention``'s 0).

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
class And:
    """A boolean tensor that is the conjunction of several ``Linear`` conditions (a sliding window)."""
    terms: tuple[Linear, ...]


@dataclass(frozen=True)
class Select:
    cond: Linear | And
    on: float
    off: float


@dataclass(frozen=True)
class Band:
    """Key ``j`` is visible to query ``i`` iff ``lo <= j - i <= hi`` (top-left, None: unbounded side)."""
    lo: int | None
    hi: int | None


Value = Scalar | Affine | Linear | And | Select
Cond = Linear | And


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


def _terms(v: Value, node: Any, out: tuple) -> tuple[Linear, ...] | None:
    """The conditions of a boolean operand broadcast to ``out`` (() for the constant True, None otherwise)."""
    if isinstance(v, Scalar):
        return () if bool(v.value) is True else None
    terms = v.terms if isinstance(v, And) else (v,) if isinstance(v, Linear) else None
    if terms is None:
        return None
    return tuple(Linear(_align(t.coef, _shape(node), out), t.const) for t in terms)


def _conj(terms: tuple[Linear, ...]) -> Value:
    return Scalar(True) if not terms else terms[0] if len(terms) == 1 else And(terms)


@rule(aten.logical_and.default, aten.bitwise_and.Tensor, aten.logical_or.default, aten.bitwise_or.Tensor)
def _and_or(node, value):
    """``and`` of conditions: their conjunction (a band: causal and a sliding window; tril's decomposition
    ``le(...) & full(True)``); ``or`` only with the constant False (a union of bands is not one band)."""
    out = _shape(node)
    x, y = value(node.args[0]), value(node.args[1])
    if node.target in (aten.logical_and.default, aten.bitwise_and.Tensor):
        tx, ty = _terms(x, node.args[0], out), _terms(y, node.args[1], out)
        if tx is None or ty is None:
            raise NotProven(f"{node.name}: {node.target} of {type(x).__name__} and {type(y).__name__}")
        return _conj(tx + ty)
    if isinstance(x, Scalar):
        x, y, node_x = y, x, node.args[1]
    else:
        node_x = node.args[0]
    if not (isinstance(y, Scalar) and bool(y.value) is False):
        raise NotProven(f"{node.name}: {node.target} of two conditions")
    terms = _terms(x, node_x, out)
    if terms is None:
        raise NotProven(f"{node.name}: {node.target} of a {type(x).__name__}")
    return _conj(terms)


def _recoef(v: Value, fn: Callable[[tuple[int, ...]], tuple[int, ...]]) -> Value:
    """``v`` with ``fn`` applied to every coefficient vector (a reshape of the index space)."""
    if isinstance(v, Affine):
        return Affine(fn(v.coef), v.const)
    if isinstance(v, Linear):
        return Linear(fn(v.coef), v.const)
    if isinstance(v, And):
        return And(tuple(Linear(fn(t.coef), t.const) for t in v.terms))
    if isinstance(v, Select):
        return Select(_recoef(v.cond, fn), v.on, v.off)  # type: ignore[arg-type]
    return v


@rule(aten.unsqueeze.default)
def _unsqueeze(node, value):
    v = value(node.args[0])
    dim = node.args[1] % (len(_shape(node.args[0])) + 1)
    return _recoef(v, lambda c: c[:dim] + (0,) + c[dim:])


@rule(aten.expand.default)
def _expand(node, value):
    src = node.args[0]
    return _recoef(value(src), lambda c: _align(c, _shape(src), _shape(node)))


@rule(aten.clone.default, aten.alias.default, aten.detach.default, aten.lift_fresh_copy.default)
def _same(node, value):
    return value(node.args[0])


@rule(prims.convert_element_type.default, aten._to_copy.default)
def _convert(node, value):
    v = value(node.args[0])
    dtype = node.meta["val"].dtype
    if isinstance(v, Affine) and (dtype.is_floating_point or dtype == torch.bool):
        raise NotProven(f"{node.name}: index tensor converted to {dtype}")
    if isinstance(v, (Linear, And)) and dtype != torch.bool:
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
    if not isinstance(cond, (Linear, And)):
        raise NotProven(f"{node.name}: the condition is a {type(cond).__name__}")
    if not (isinstance(on, Scalar) and isinstance(off, Scalar)):
        raise NotProven(f"{node.name}: where() between tensors that are not constants")
    src, out = node.args[0], _shape(node)
    return Select(_recoef(cond, lambda c: _align(c, _shape(src), out)), float(on.value), float(off.value))


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


def _band(terms: tuple[Linear, ...], shape: tuple) -> Band | str:
    """The band of a conjunction of ``a * i + b * j + c >= 0`` over the last two dims: each term must read
    ``a * (i - j) + c >= 0`` (``a > 0``: ``j - i <= c // a``; ``a < 0``: ``j - i >= -(c // -a)``, exact over
    the integers) and no other dim may matter."""
    lo = hi = None
    for t in terms:
        *lead, a, b = t.coef
        if any(c != 0 and not _is_one(s) for c, s in zip(lead, shape[:-2])):
            return "the mask depends on its batch or head index"
        if a == 0 and b == 0:
            if t.const < 0:
                return "the mask is False everywhere"
            continue
        if b != -a:
            return f"the mask is {a}*i + {b}*j + {t.const} >= 0, not a band of j - i"
        if a > 0:
            hi = t.const // a if hi is None else min(hi, t.const // a)
        else:
            lo = -(t.const // -a) if lo is None else max(lo, -(t.const // -a))
    return Band(lo, hi)


def _rows_see_a_key(band: Band, length: Any, s: Any) -> str | None:
    """Every query row ``i < length`` sees some key ``j < s`` (else SDPA's row is NaN or uniform, ours 0)."""
    if band.hi is not None and band.hi < 0:
        return f"query 0 sees no key (j - i <= {band.hi})"
    if band.lo is not None and (band.hi is not None and band.lo > band.hi
                                or not statically_known_true(s - length >= band.lo)):
        return f"a query row may see no key (j - i >= {band.lo} with [L, S] = [{length}, {s}])"
    return None


def _cond_terms(v: Value) -> tuple[Linear, ...] | None:
    return v.terms if isinstance(v, And) else (v,) if isinstance(v, Linear) else None


def symbolic_band(mask: torch.fx.Node, q_shape: Sequence[Any], k_shape: Sequence[Any]) -> Band | str:
    """The band of ``mask`` (key ``j`` visible to query ``i`` iff ``lo <= j - i <= hi``) for q ``[B, H, L, D]``
    and k ``[B, Hk, S, D]`` at every value of the symbolic sizes, every query row seeing a key; else why not."""
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
    terms: tuple[Linear, ...] | None = None
    if dtype == torch.bool:
        terms = _cond_terms(v) if not isinstance(v, Scalar) else (() if bool(v.value) else None)
    elif isinstance(v, Select) and dtype.is_floating_point:
        blocked = (lambda x: x <= BLOCKED or x == -math.inf)
        if v.on == 0 and blocked(v.off):
            terms = _cond_terms(v.cond)
        elif blocked(v.on) and v.off == 0 and isinstance(v.cond, Linear):
            terms = (Linear(tuple(-c for c in v.cond.coef), -v.cond.const - 1),)
        else:
            return f"the additive mask takes values {v.on:g} / {v.off:g}, not 0 and -inf (or <= {BLOCKED:g})"
    if terms is None:
        return f"the mask is a {type(v).__name__} of dtype {dtype}"
    band = _band(terms, shape)
    if isinstance(band, str):
        return band
    return _rows_see_a_key(band, target[2], target[3]) or band


def symbolic_causal_reason(mask: torch.fx.Node, q_shape: Sequence[Any], k_shape: Sequence[Any]) -> str | None:
    """None if ``mask`` is SDPA's top-left causal mask for q ``[B, H, L, D]`` and k ``[B, Hk, S, D]`` at every
    value of the symbolic sizes (module docstring), else why not."""
    band = symbolic_band(mask, q_shape, k_shape)
    if isinstance(band, str):
        return band
    return None if band == Band(None, 0) else f"the mask is the band {band}, not j <= i (top-left causal)"


__all__ = ["Band", "NotProven", "interpret", "symbolic_band", "symbolic_causal_reason"]
