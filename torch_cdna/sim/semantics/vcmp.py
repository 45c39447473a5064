"""VOPC semantics: ``v_cmp_*`` writes a per-lane mask to its destination (vcc in the e32/SDWA forms, an SGPR
pair in the e64 form); ``v_cmpx_*`` also writes the mask to EXEC. Lanes EXEC disables get 0 in the mask.

Types: f16 f32 f64 i16 i32 i64 u16 u32 u64. Float conditions follow IEEE (any comparison with NaN is false,
the ``n*`` forms are their negations and so true with NaN; ``o``: neither is NaN, ``u``: either is NaN).
Float inputs follow the kernel's denormal mode. ``v_cmp_class_*`` tests src0 against the class mask src1
(bit 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal,
9 +inf).

Example:
    >>> sorted(CONDITIONS)[:4]
    ['eq', 'f', 'ge', 'gt']
"""

from __future__ import annotations

import numpy as np

from ..operands import EXEC, Reg
from . import semantic
from .vcommon import VOP12_MODS, fsrc, is_snan

CONDITIONS = {
    "f": lambda x, y: np.zeros(np.broadcast(x, y).shape, dtype=bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "ne": np.not_equal, "lg": lambda x, y: (x < y) | (x > y),
    "o": lambda x, y: ~(np.isnan(x) | np.isnan(y)), "u": lambda x, y: np.isnan(x) | np.isnan(y),
    "nge": lambda x, y: ~(x >= y), "nlg": lambda x, y: ~((x < y) | (x > y)), "ngt": lambda x, y: ~(x > y),
    "nle": lambda x, y: ~(x <= y), "neq": lambda x, y: ~(x == y), "nlt": lambda x, y: ~(x < y),
    "t": lambda x, y: np.ones(np.broadcast(x, y).shape, dtype=bool),
}
CONDITIONS["tru"] = CONDITIONS["t"]
_INT_CC = ("f", "lt", "eq", "le", "gt", "ne", "ge", "t")
_FLOAT_CC = ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru")
_EXEC = Reg("s", EXEC, 2)
MODS = VOP12_MODS + ("clamp",)


def _write(b, ins, result: np.ndarray, writes_exec: bool) -> None:
    mask = np.broadcast_to(result, (b.k, 64)) & b.exec_mask()
    b.write_lane_mask(ins.operands[0], mask)
    if writes_exec:
        b.write_lane_mask(_EXEC, mask)


def _register(cc: str, ty: str, writes_exec: bool) -> None:
    fn = CONDITIONS[cc]
    name = f"v_cmp{'x' if writes_exec else ''}_{cc}_{ty}"

    @semantic(name, mods=MODS)
    def _run(b, ins):
        if ty[0] == "f":
            x, y = fsrc(b, ins, 1, ty), fsrc(b, ins, 2, ty)
        else:
            x, y = b.vread(ins.operands[1], ty), b.vread(ins.operands[2], ty)
        with np.errstate(invalid="ignore"):
            _write(b, ins, fn(x, y), writes_exec)


for _x in (False, True):
    for _ty in ("i16", "i32", "i64", "u16", "u32", "u64"):
        for _cc in _INT_CC:
            _register(_cc, _ty, _x)
    for _ty in ("f16", "f32", "f64"):
        for _cc in _FLOAT_CC:
            _register(_cc, _ty, _x)

_TINY = {"f16": 2.0 ** -14, "f32": 2.0 ** -126, "f64": 2.0 ** -1022}


def float_class(x: np.ndarray, ty: str) -> np.ndarray:
    """The class bit index (0-9, see the module docstring) of each value."""
    neg = np.signbit(x)
    with np.errstate(invalid="ignore"):  # widening a signaling NaN raises the invalid flag: not an error here
        a = np.abs(x.astype(np.float64))
        kind = np.where(a == np.inf, 9, np.where(a >= _TINY[ty], 8, np.where(a > 0, 7, 6)))
    kind = np.where(neg, 11 - kind, kind)  # -inf 2 .. -0 5 mirror +inf 9 .. +0 6
    return np.where(np.isnan(x), np.where(is_snan(x), 0, 1), kind)


def _register_class(ty: str, writes_exec: bool) -> None:
    @semantic(f"v_cmp{'x' if writes_exec else ''}_class_{ty}", mods=MODS)
    def _run(b, ins):
        x = np.broadcast_to(b.vread(ins.operands[1], ty), (b.k, 64))
        classes = b.vread(ins.operands[2], "u32")
        bit = (classes >> float_class(x, ty).astype(np.uint32)) & np.uint32(1)
        _write(b, ins, bit == 1, writes_exec)


for _ty in ("f16", "f32", "f64"):
    _register_class(_ty, False)
    _register_class(_ty, True)

__all__ = ["CONDITIONS", "float_class"]
