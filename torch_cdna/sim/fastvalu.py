"""Specialised Python source for common VALU instructions of one wave (see ``fastops.py`` for the contract):
registers are (64,) numpy views updated in place by ufuncs, under the EXEC lane mask ``EM`` (None when every
lane is enabled). Integer forms are the semantics' own uint32/int32 numpy arithmetic (wrapping); float forms
(guard "FQ") read the f32 denormal mode through ``FI`` (inputs flushed) and ``FO`` (outputs flushed), set per block
run (``blocks.py``): under mode 3 (both kept) the lines are the plain IEEE computation; under a flushing mode the
same lines run and then ``_flush_check`` looks for an f32 denormal among the active lanes of the register sources
(FI) and of the result (FO) before anything is written; only if there is one (or a constant source is one, under
FI) does the instruction call its semantic, which applies the flushes (``vcommon.flush_in`` / ``flush_out``).
Without denormals in those places the flushes are the identity, so the plain result is the semantic's.

Example:
    >>> from torch_cdna.sim.parse import decode_line
    >>> from torch_cdna.sim.executor import _prepare
    >>> from torch_cdna.sim.fastops import Gen, emit
    >>> ins = decode_line(0, "v_add_u32_e32 v1, v2, v3"); _prepare(ins, "gfx942")
    >>> print("\\n".join(emit(ins, Gen(nv=8, next_pc=1, labels={})).lines))
    if EM is None: ADD(V2, V3, V1)
    else: CPT(V1, ADD(V2, V3), where=EM)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .fastops import Gen, Spec, _plain, _touches_exec, emitter, sdst
from .operands import EXEC, VCC, Const, Instr, Reg
from .state import NP_TYPES, _const_bits


def _vop_ok(ins: Instr) -> bool:
    return not ins.mods and not ins.mnemonic.endswith(("_dpp", "_sdwa"))


def vsrc(g: Gen, op: Any, kind: str = "u", stage: bool = True) -> str | None:
    """Expression of a 32-bit vector source: a register view, a constant as a 0-d array of the kind's dtype
    holding what ``WaveBatch.vread`` materialises, or an SGPR (integer kinds) staged in a 0-d array of the kind's
    dtype (``stage=False``: as a Python int, the u32 value)."""
    ty = {"u": "u32", "i": "i32", "f": "f32"}[kind]
    if op.__class__ is Const:
        return g.const(np.array(np.full((1, 1), _const_bits(op, ty)).astype(NP_TYPES[ty])[0, 0]))
    if op.__class__ is not Reg or not _plain(op):
        return None
    if op.file == "v" and op.index < g.nv:
        g.reads.add(("v", op.index))
        return g.v(op.index, kind)
    if op.file == "s" and kind != "f" and op.index <= 127:
        g.reads.add(("s", op.index))
        if not stage:
            return f"S[{op.index}]"
        if kind == "i":  # the semantic reads it as i32: a 0-d int32 holding the signed value
            return g.stage(f"(S[{op.index}] ^ 2147483648) - 2147483648", "int32")
        return g.stage(f"S[{op.index}]")
    return None


def vdst(g: Gen, op: Any, kind: str = "u") -> str | None:
    if op.__class__ is not Reg or op.file != "v" or not _plain(op) or op.index >= g.nv:
        return None
    g.writes.append(("v", op.index, 1))
    return g.v(op.index, kind)


def _vwrite(dst: str, call: str) -> list[str]:
    """Lines computing ufunc ``call`` (without its output) into ``dst`` under EXEC."""
    out = f"out={dst}" if call.startswith(("MIN(", "MAX(")) else dst  # numpy wants a keyword there
    return [f"if EM is None: {call[:-1]}, {out})", f"else: CPT({dst}, {call}, where=EM)"]


def _is_vreg(expr: str) -> bool:
    return expr.startswith("V")


def _scalar_vsrc(expr: str) -> bool:
    return expr.startswith(("Z", "S["))


def _vbinary(ufunc: str, kind: str = "u", swap: bool = False, guard: str = "Q"):
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) != 3:
            return None
        d = vdst(g, ins.operands[0], kind)
        x, y = vsrc(g, ins.operands[1], kind), vsrc(g, ins.operands[2], kind)
        if d is None or x is None or y is None or not (_is_vreg(x) or _is_vreg(y)):
            return None
        srcs = [ins.operands[2], ins.operands[1]] if swap else ins.operands[1:3]
        if swap:
            x, y = y, x
        lines = _vwrite(d, f"{ufunc}({x}, {y})")
        if guard == "FQ":
            # a flushing mode: the result goes to FZR first, the destination only once the check passed
            check = _flush_check(g, srcs, [f"{ufunc}({x}, {y}, FZR)"])
            lines = ["tk = FPSET(FPIGN)", "if not (FI or FO):", *("    " + ln for ln in lines), "    FPRESET(tk)",
                     "else:", *("    " + ln for ln in check),
                     "    if ok and FO:", *("        " + ln for ln in _commit(d, "FZR")),
                     "    elif ok:", *("        " + ln for ln in lines),
                     "    FPRESET(tk)", "    if not ok:", "        GENERIC"]
        return Spec(lines, guard=guard, valu=True)
    return fn


# f32 denormal test on uint32 words u: (u << 1) - 1 (wrapping: 0 -> 2**32 - 1) is below 2**24 - 1 exactly for
# exponent bits zero and mantissa nonzero; rows of FZQ hold the words checked (register sources, result)
_CHECK_ROWS = 4  # at most three distinct register sources and the result


def _f32_const(op: Const) -> np.float32:
    """A constant as the semantics read it for an f32 source (``WaveBatch.vread``)."""
    return np.full((1, 1), _const_bits(op, "f32")).astype(np.float32)[0, 0]


def _flush_check(g: Gen, srcs: list[Any], result: list[str]) -> list[str]:
    """Lines setting ``ok`` False when a flushing f32 mode would change the instruction's result: under FI some
    active lane of a register source in ``srcs`` holds a denormal (or a constant source is one), under FO some
    active lane of the result does. ``result``: lines that put the unflushed result of every lane into the f32
    scratch ``FZR`` (run under FO, before the check). Nothing is written before the check: when it fails, the
    semantic runs from the original sources."""
    for name, expr in (("FZ1", "E.np.ones((), E.np.uint32)"), ("FZT", "E.np.full((), 16777215, E.np.uint32)"),
                       ("FZQ", f"E.np.empty(({_CHECK_ROWS}, 64), E.np.uint32)"),
                       ("FZB", f"E.np.empty(({_CHECK_ROWS}, 64), E.np.bool_)"),
                       ("FZR", "E.np.empty(64, E.np.float32)"), ("FZRU", "FZR.view(E.np.uint32)")):
        g.bind(name, expr)
    regs = sorted({op.index for op in srcs if op.__class__ is Reg})
    const_dn = any(op.__class__ is Const and 0 < abs(float(_f32_const(op))) < 2.0 ** -126 for op in srcs)
    k = len(regs)
    rows = [g.bind(f"FZQ_{i}", f"FZQ[{i}]") for i in range(k + 1)]
    sel = {}  # rows checked under (FI and FO, FI only, FO only): sources first, then the result
    for key, (lo, hi) in (("A", (0, k + 1)), ("I", (0, k)), ("O", (k, k + 1))):
        sel[key] = (g.bind(f"FZQ{lo}{hi}", f"FZQ[{lo}:{hi}]"), g.bind(f"FZB{lo}{hi}", f"FZB[{lo}:{hi}]"))
    fill = "; ".join(f"LSH({g.v(r)}, FZ1, {row})" for r, row in zip(regs, rows)) or "pass"
    body = [f"if FI: {fill}",
            "if FO: " + "; ".join(result + [f"LSH(FZRU, FZ1, {rows[k]})"]),
            f"q, qb = {sel['A'][0]}, {sel['A'][1]}",
            f"if not (FI and FO): q, qb = ({sel['I'][0]}, {sel['I'][1]}) if FI else ({sel['O'][0]}, {sel['O'][1]})",
            "SUB(q, FZ1, q); LESS(q, FZT, qb)",
            "if EM is not None: AND(qb, EM, qb)",
            "ok = not CNZ(qb)"]
    if not const_dn:
        return body
    return ["ok = not FI", "if ok:", *("    " + ln for ln in body)]


def _commit(d: str, src: str) -> list[str]:
    """Copy f32 scratch ``src`` to destination view ``d`` under EXEC."""
    return [f"if EM is None: {d}[...] = {src}", f"else: CPT({d}, {src}, where=EM)"]


for _k in ("u", "i"):
    emitter(f"v_min_{_k}32")(_vbinary("MIN", _k))
    emitter(f"v_max_{_k}32")(_vbinary("MAX", _k))
for _name, _uf in (("v_add_u32", "ADD"), ("v_sub_u32", "SUB"), ("v_and_b32", "AND"), ("v_or_b32", "OR"),
                   ("v_xor_b32", "XOR"), ("v_mul_lo_u32", "MUL")):
    emitter(_name)(_vbinary(_uf))
emitter("v_subrev_u32")(_vbinary("SUB", swap=True))
for _name, _uf in (("v_add_f32", "ADD"), ("v_sub_f32", "SUB"), ("v_mul_f32", "MUL")):
    emitter(_name)(_vbinary(_uf, "f", guard="FQ"))
emitter("v_subrev_f32")(_vbinary("SUB", "f", swap=True, guard="FQ"))


def _vshift(ufunc: str, kind: str):
    """v_lshlrev_b32 / v_lshrrev_b32 / v_ashrrev_i32 d, shift, x: x (as ``kind``) shifted by (shift & 31)."""
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) != 3:
            return None
        d, x, sh = vdst(g, ins.operands[0], kind), vsrc(g, ins.operands[2], kind), ins.operands[1]
        if d is None or x is None or not _is_vreg(x):
            return None
        if sh.__class__ is Const:  # the semantic reads the shift as u32: resolve (value & 31) now
            amount = g.const(np.array(int(vsrc_value(sh)) & 31, dtype=NP_TYPES[{"u": "u32", "i": "i32"}[kind]]))
        elif sh.__class__ is Reg and sh.file == "s":
            e = vsrc(g, sh, "u", stage=False)
            if e is None:
                return None
            amount = g.stage(f"{e} & 31", "uint32" if kind == "u" else "int32")  # x's dtype: no promotion
        else:
            e = vsrc(g, sh, kind)
            if e is None:
                return None
            amount = f"AND({e}, {g.const(np.array(31, dtype=NP_TYPES[{'u': 'u32', 'i': 'i32'}[kind]]))})"
        return Spec(_vwrite(d, f"{ufunc}({x}, {amount})"), valu=True)
    return fn


def vsrc_value(op: Const) -> int:
    """A constant's u32 value as ``WaveBatch.vread(op, "u32")`` gives it."""
    return int(np.full((1, 1), _const_bits(op, "u32")).astype(np.uint32)[0, 0])


emitter("v_lshlrev_b32")(_vshift("LSH", "u"))
emitter("v_lshrrev_b32")(_vshift("RSH", "u"))
emitter("v_ashrrev_i32")(_vshift("RSH", "i"))


@emitter("v_mov_b32")
def _vmov(ins: Instr, g: Gen) -> Spec | None:
    if not _vop_ok(ins) or len(ins.operands) != 2:
        return None
    d, x = vdst(g, ins.operands[0]), vsrc(g, ins.operands[1], stage=False)
    if d is None or x is None:
        return None
    return Spec([f"if EM is None: {d}[...] = {x}", f"else: CPT({d}, {x}, where=EM)"], valu=True)


@emitter("v_not_b32")
def _vnot(ins: Instr, g: Gen) -> Spec | None:
    if not _vop_ok(ins) or len(ins.operands) != 2:
        return None
    d, x = vdst(g, ins.operands[0]), vsrc(g, ins.operands[1])
    if d is None or x is None or not _is_vreg(x):
        return None
    return Spec(_vwrite(d, f"INV({x})"), valu=True)


def _vcvt_from_int(kind: str):
    """v_cvt_f32_u32 / v_cvt_f32_i32: one rounding (numpy's cast); never a denormal, so no float mode."""
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) != 2:
            return None
        d, x = vdst(g, ins.operands[0], "f"), vsrc(g, ins.operands[1], kind)
        if d is None or x is None or not _is_vreg(x):
            return None
        return Spec([f"if EM is None: {d}[...] = {x}", f"else: CPT({d}, {x}, casting='unsafe', where=EM)"],
                    valu=True)
    return fn


emitter("v_cvt_f32_u32")(_vcvt_from_int("u"))
emitter("v_cvt_f32_i32")(_vcvt_from_int("i"))


def _fma(order: tuple[int, int, int]):
    """v_fma_f32 / v_fmac_f32. The f64 product p of two f32 is exact; the semantic (``vcommon.fma_f32``) adds c
    in f64 rounding to odd, then rounds to f32. The plain f64 sum s rounds to the same f32 where it is exact,
    and, where it is not, everywhere except on an f32 rounding midpoint (round-to-odd moves s by one f64 ulp
    off it): for |s| >= 2**-126 low 29 fraction bits 0x10000000; in the f32 denormal range the spacing differs,
    so any nonzero s there counts (an f64 sum that is exactly zero is exact).

    Two checks, ``ok`` when no lane is both inexact and flagged, else the semantic runs: exactness per lane
    (``s - p == c and s - c == p``, exact by Fast2Sum whichever addend is larger) and the midpoint flags on the
    f64 words (``FMASK``/``FSUB``/``FTHR`` per lane: low word, high word). Which runs first adapts per
    instruction: exactness first while every lane was exact last time (ties are common then, e.g. halving a
    24-bit value and adding an integer), midpoint flags first otherwise (rarely any flagged lane). Exactness of
    every lane at once is a comparison of the arrays' bytes (equal bytes are equal values; a NaN sum, which a
    byte-equal NaN difference implies, is not adjusted by the semantic either), several times cheaper than
    ufunc comparisons; per lane it uses ``NE``.

    Under a flushing f32 mode, once ``ok``: the f32 result (FZR) and the sources go through ``_flush_check``, and
    the destination gets FZR. A lane whose result is an f32 denormal takes the semantic (which flushes it), so
    the midpoint checks above only decide lanes whose result is kept."""
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) < max(order) + 1:
            return None
        d = vdst(g, ins.operands[0], "f")
        srcs = [ins.operands[i] for i in order]
        a, b_, c = (vsrc(g, op, "f") for op in srcs)
        if d is None or a is None or b_ is None or c is None:
            return None
        # widened to f64 by slice assignment (cheaper per call than copyto or a mixed-dtype ufunc), then
        # multiplied in f64 (a constant factor as a 0-d f64)
        if _is_vreg(a) and not _is_vreg(b_):
            prod = [f"P64[...] = {a}", f"MUL(P64, {g.const(np.array(g.consts[int(b_[1:])], dtype=np.float64))}, P64)"]
        else:
            prod = [f"P64[...] = {a}", f"MUL(P64, {b_}, P64)"]
        if _is_vreg(c):
            prod.append(f"C64[...] = {c}")
            c = "C64"
        else:
            c = g.const(np.array(g.consts[int(c[1:])], dtype=np.float64))
        adapt = g.bind(f"AX{len(g.binds)}", "[True]")  # per launch: exactness first?
        inexact = f"NE(B1, {c}, N1); NE(B2, P64, N2); OR(N1, N2, N1)"  # per lane, after the two SUBs
        exact = f"SUB(T64, P64, B1); SUB(T64, {c}, B2)"
        flags = "AND(T64W, FMASK, TU32); SUB(TU32, FSUB, TU32); LESS(TU32, FTHR, TB)"
        c_bytes = f"{c}.tobytes()" if c == "C64" else repr(np.asarray(g.consts[int(c[1:])]).tobytes() * 64)
        lines = ["tk = FPSET(FPIGN)", *prod, f"ADD(P64, {c}, T64)",
                 f"if {adapt}[0]:",  # equal bytes are equal values (a NaN s is left alone by the semantic too)
                 f"    {exact}; ok = B1.tobytes() == {c_bytes} and B2.tobytes() == P64.tobytes()",
                 "    if not ok:",
                 f"        {inexact}; {adapt}[0] = False",
                 f"        {flags}; MUL(TB16, N1, N16); ok = not CNZ(N16)",  # TB16: a lane's two flags
                 "else:",
                 f"    {flags}; ok = not CNZ(TB)",
                 "    if not ok:",
                 f"        {exact}; {inexact}; ok = not CNZ(N1)",
                 f"        if ok: {adapt}[0] = True",
                 "        else: MUL(TB16, N1, N16); ok = not CNZ(N16)",
                 # a flushing mode: the f32 result (FZR) and the sources are checked for denormals first
                 "if ok and (FI or FO):", *("    " + ln for ln in _flush_check(g, srcs, ["FZR[...] = T64"])),
                 "if ok and FO:", *("    " + ln for ln in _commit(d, "FZR")),
                 f"elif ok and EM is None: {d}[...] = T64",
                 f"elif ok: CPT({d}, T64, casting='unsafe', where=EM)",
                 "FPRESET(tk)", "if not ok:", "    GENERIC"]
        return Spec(lines, guard="FQ", valu=True)
    return fn


emitter("v_fma_f32")(_fma((1, 2, 3)))
emitter("v_fmac_f32")(_fma((1, 2, 0)))


# ---------------------------------------------------------------- three-operand integer forms (two ufuncs)
def _amount(g: Gen, op: Any, tmp: str) -> tuple[list[str], str] | None:
    """A shift operand's (value & 31) as the semantics use it (u32): lines computing it and its expression."""
    if op.__class__ is Const:
        return [], g.const(np.array(vsrc_value(op) & 31, dtype=np.uint32))
    e = vsrc(g, op, "u", stage=False)
    if e is None:
        return None
    if e.startswith("S["):
        return [], g.stage(f"{e} & 31")
    return [f"AND({e}, {g.const(np.array(31, dtype=np.uint32))}, {tmp})"], tmp


# d = second(first(x, y), z); "s" marks an operand used as a shift amount (& 31)
_THREE = {
    "v_and_or_b32": ("AND", "OR", ""), "v_or3_b32": ("OR", "OR", ""),
    "v_add3_u32": ("ADD", "ADD", ""), "v_xad_u32": ("XOR", "ADD", ""), "v_lshl_or_b32": ("LSH", "OR", "y"),
    "v_lshl_add_u32": ("LSH", "ADD", "y"), "v_add_lshl_u32": ("ADD", "LSH", "z"),
}


def _three(name: str):
    first, second, shift = _THREE[name]

    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) != 4:
            return None
        d = vdst(g, ins.operands[0])
        pre: list[str] = []
        srcs = []
        for key, op in zip("xyz", ins.operands[1:]):
            if key == shift:
                got = _amount(g, op, "T32B")
                if got is None:
                    return None
                pre += got[0]
                srcs.append(got[1])
            else:
                srcs.append(vsrc(g, op))
        if d is None or None in srcs:
            return None
        x, y, z = srcs
        return Spec(pre + [f"{first}({x}, {y}, T32)", *_vwrite(d, f"{second}(T32, {z})")], valu=True)
    return fn


for _name in _THREE:
    emitter(_name)(_three(_name))


@emitter("v_mul_u32_u24")
def _mul_u24(ins: Instr, g: Gen) -> Spec | None:
    """(x & 0xffffff) * (y & 0xffffff), low 32 bits: the uint32 product wraps to them."""
    if not _vop_ok(ins) or len(ins.operands) != 3:
        return None
    d = vdst(g, ins.operands[0])
    lines, masked = [], []
    for op, tmp in zip(ins.operands[1:], ("T32", "T32B")):
        if op.__class__ is Const:
            masked.append(g.const(np.array(vsrc_value(op) & 0xFFFFFF, dtype=np.uint32)))
            continue
        e = vsrc(g, op, "u", stage=False)
        if e is None:
            return None
        if e.startswith("S["):
            masked.append(g.stage(f"{e} & 16777215"))
        else:
            lines.append(f"AND({e}, {g.const(np.array(0xFFFFFF, dtype=np.uint32))}, {tmp})")
            masked.append(tmp)
    if d is None:
        return None
    return Spec(lines + _vwrite(d, f"MUL({masked[0]}, {masked[1]})"), valu=True)


# ---------------------------------------------------------------- lane masks: compares, selects, first lane
def _mask_pair(g: Gen, op: Any) -> str | None:
    """A lane-mask operand (SGPR pair: vcc or s[n:n+1]) as the cached (64,) bool mask of its bits."""
    if op.__class__ is not Reg or op.file != "s" or not _plain(op) or op.index > 126:
        return None
    g.reads.update((("s", op.index), ("s", op.index + 1)))
    return f"XM(S[{op.index}], S[{op.index + 1}])"


def _vcmp(cc: str, kind: str):
    """v_cmp_<cc>_{u32,i32}: the comparison per lane, AND the EXEC lanes, as a 64-bit mask in an SGPR pair."""
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) != 3:
            return None
        x, y = vsrc(g, ins.operands[1], kind), vsrc(g, ins.operands[2], kind)
        dst = sdst(g, ins.operands[0], "r", True)
        if x is None or y is None or dst is None or not (_is_vreg(x) or _is_vreg(y)) or \
                _touches_exec(ins.operands[0], True):
            return None
        return Spec([f"{cc.upper()}({x}, {y}, TBL)", "if EM is not None: AND(TBL, EM, TBL)", "r = LB(TBL)", *dst],
                    valu=True)
    return fn


for _cc in ("eq", "ne", "lt", "le", "gt", "ge"):
    for _k in ("u", "i"):
        emitter(f"v_cmp_{_cc}_{_k}32")(_vcmp(_cc if _cc != "lt" else "less", _k))


@emitter("v_cndmask_b32")
def _cndmask(ins: Instr, g: Gen) -> Spec | None:
    """d = mask ? src1 : src0 per lane; the mask is vcc (e32) or the SGPR pair of the e64 form."""
    ops = ins.operands
    if not _vop_ok(ins) or len(ops) not in (3, 4):
        return None
    mask = _mask_pair(g, ops[3] if len(ops) == 4 else Reg("s", VCC, 2))
    d, x0, x1 = vdst(g, ops[0]), vsrc(g, ops[1]), vsrc(g, ops[2])
    if mask is None or d is None or x0 is None or x1 is None:
        return None
    return Spec([f"t = WH({mask}, {x1}, {x0})", f"if EM is None: {d}[...] = t", f"else: CPT({d}, t, where=EM)"],
                valu=True)


@emitter("v_readfirstlane_b32")
def _readfirstlane(ins: Instr, g: Gen) -> Spec | None:
    """The lowest lane EXEC enables (lane 0 when EXEC is zero) of a VGPR, to an SGPR."""
    if not _vop_ok(ins) or len(ins.operands) != 2 or _touches_exec(ins.operands[0], False):
        return None
    x = vsrc(g, ins.operands[1])
    dst = sdst(g, ins.operands[0], "r", False)
    if x is None or dst is None or not _is_vreg(x):
        return None
    return Spec([f"e = S[{EXEC}] | S[{EXEC + 1}] << 32; r = int({x}[(e & -e).bit_length() - 1 if e else 0])",
                 *dst])


__all__ = ["vdst", "vsrc"]
