"""Specialised Python source for common VALU instructions of one wave (see ``fastops.py`` for the contract):
registers are (64,) numpy views updated in place by ufuncs, under the EXEC lane mask ``EM`` (None when every
lane is enabled). Integer forms are the semantics' own uint32/int32 numpy arithmetic (wrapping); float forms
(guard "FQ") read the f32 denormal mode through ``FI`` (inputs flushed) and ``FO`` (outputs flushed), set per block
run (``blocks.py``): under mode 3 (both kept) the lines are the plain IEEE computation; under a flushing mode the
same lines run and then a check looks for an f32 denormal among the active lanes of the register sources (FI)
and of the result (FO) before the destination is kept; only if there is one (or a constant source is one, under
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
            flushing = (_addsub_flushing if ufunc in ("ADD", "SUB") else _mul_flushing)(g, ins, srcs,
                                                                                       f"{ufunc}({x}, {y}", lines)
            lines = ["tk = FPSET(FPIGN)", "if not (FI or FO):", *("    " + ln for ln in lines), "    FPRESET(tk)",
                     "else:", *("    " + ln for ln in flushing), "    FPRESET(tk)", "    if not ok:", "        GENERIC"]
        return Spec(lines, guard=guard, valu=True)
    return fn


# ---------------------------------------------------------------- float forms under a flushing f32 mode
# A word is checked as (w << 1) - 1 < threshold (wrapping: a zero, of either sign, becomes 2**32 - 1 and passes);
# rows of FZQ hold those words: the register sources first, then (where checked) the result.
_THRESHOLDS = {
    "FZT": (0x00800000 << 1) - 1,  # f32 words: nonzero |x| < 2**-126, a denormal
    "FZS": (0x0C800000 << 1) - 1,  # f32 words: nonzero |x| < 2**-102 (a sum can be a denormal only with one)
}
_FZW = (0x3810000000000000 << 1) - 1  # f64 words (FZQW): nonzero |x| < 2**-126 (widened f32 values, fma sums)


def _scratch(g: Gen) -> None:
    """Per block: the check rows (FZQ, FZB), constants, an f32 result (FZR) and the fma's f64 rows (FW)."""
    for name, expr in (("FZ1", "E.np.ones((), E.np.uint32)"), ("FZQ", "E.np.empty((4, 64), E.np.uint32)"),
                       ("FZB", "E.np.empty((4, 64), E.np.bool_)"), ("FZR", "E.np.empty(64, E.np.float32)"),
                       ("FZRU", "FZR.view(E.np.uint32)"), ("FW", "E.np.empty((4, 64), E.np.float64)"),
                       ("FWU", "FW.view(E.np.uint64)"), ("FZQW", "E.np.empty((4, 64), E.np.uint64)"),
                       ("FZ1W", "E.np.ones((), E.np.uint64)"), ("FZW", f"E.np.full((), {_FZW}, E.np.uint64)"),
                       ("FZU", "E.np.empty((4, 128), E.np.uint32)"), ("FZBB", "E.np.empty((4, 128), E.np.bool_)"),
                       *((n, f"E.np.full((), {t}, E.np.uint32)") for n, t in _THRESHOLDS.items())):
        g.bind(name, expr)


def _rows(g: Gen, lo: int, hi: int, wide: bool = False) -> tuple[str, str, str]:
    """Rows lo..hi-1 of the check words (f32: FZQ; ``wide``: f64 ones FZQW and the fma's rows FWU), their
    flags, and the rows of FWU (wide only; else FZQ again)."""
    q = g.bind(f"FZQW{lo}{hi}", f"FZQW[{lo}:{hi}]") if wide else g.bind(f"FZQ{lo}{hi}", f"FZQ[{lo}:{hi}]")
    w = g.bind(f"FWU{lo}{hi}", f"FWU[{lo}:{hi}]") if wide else q
    g.bind(f"FZ0{hi - lo}", f"bytes({64 * (hi - lo)})")  # the flags' bytes when none is set
    return q, g.bind(f"FZB{lo}{hi}", f"FZB[{lo}:{hi}]"), w


def _word_rows(g: Gen, lo: int, hi: int) -> tuple[str, str, str, str]:
    """Rows lo..hi-1 of the fma's f64 values as uint32 words (two per lane, for the midpoint flags FMASK, FSUB,
    FTHR), scratch words and flags for them, and the flags' bytes when none is set."""
    return (g.bind(f"FWW{lo}{hi}", f"FW.view(E.np.uint32)[{lo}:{hi}]"), g.bind(f"FZU{lo}{hi}", f"FZU[{lo}:{hi}]"),
            g.bind(f"FZBB{lo}{hi}", f"FZBB[{lo}:{hi}]"), g.bind(f"FZ0B{hi - lo}", f"bytes({128 * (hi - lo)})"))


def _flags(q: str, qb: str, threshold: str, none: str, one: str = "FZ1") -> list[str]:
    """``ok``: no active lane of the words in rows ``q`` (already shifted) is below ``threshold``; ``none``:
    the flags' bytes when none is set (comparing bytes is several times cheaper than count_nonzero)."""
    return [f"SUB({q}, {one}, {q}); LESS({q}, {threshold}, {qb})", f"if EM is not None: AND({qb}, EM, {qb})",
            f"ok = {qb}.tobytes() == {none}"]


def _pick(k: int, m: int, g: Gen, wide: bool = False) -> str:
    """A line naming (q, qb, qw, q0) the rows checked: sources 0..k-1 under FI, results k..k+m-1 under FO."""
    both, ins_, outs = _rows(g, 0, k + m, wide), _rows(g, 0, k, wide), _rows(g, k, k + m, wide)
    return (f"q, qb, qw, q0 = ({', '.join(both)}, FZ0{k + m}) if FI and FO else ({', '.join(ins_)}, FZ0{k}) if FI "
            f"else ({', '.join(outs)}, FZ0{m})")


def _small(op: Any, limit: float) -> bool:
    """A constant source whose f32 value (as the semantics read it) is nonzero and below ``limit`` in size."""
    if op.__class__ is not Const:
        return False
    return 0 < abs(float(np.full((1, 1), _const_bits(op, "f32")).astype(np.float32)[0, 0])) < limit


def _guarded(init: str, body: list[str]) -> list[str]:
    """``body`` under ``ok = init`` (constants decide it at generation: "True" needs no test)."""
    return body if init == "True" else [f"ok = {init}", "if ok:", *("    " + ln for ln in body)]


def _addsub_flushing(g: Gen, ins: Instr, srcs: list[Any], call: str, lines: list[str]) -> list[str]:
    """v_add/sub/subrev_f32 under a flushing mode. Sources only: every f32 with |x| >= 2**-102 is a multiple of
    2**-125, so a sum or difference of two of them is 0 or at least 2**-125 in size, as is its rounding: a
    denormal result needs a source below 2**-102 (FZS, under FO), a flushed source one below 2**-126 (FZT)."""
    _scratch(g)
    regs = list(dict.fromkeys(op.index for op in srcs if op.__class__ is Reg))
    q, qb, _ = _rows(g, 0, len(regs))
    dn = any(_small(op, 2.0 ** -126) for op in srcs)
    small = any(_small(op, 2.0 ** -102) for op in srcs)
    init = "not (FI or FO)" if dn else "not FO" if small else "True"
    fill = [f"LSH({g.v(r)}, FZ1, {g.bind(f'FZQ_{i}', f'FZQ[{i}]')})" for i, r in enumerate(regs)]
    body = fill + ["th = FZS if FO else FZT", *_flags(q, qb, "th", f"FZ0{len(regs)}")]
    return _guarded(init, body) + ["if ok:", *("    " + ln for ln in lines)]


def _mul_flushing(g: Gen, ins: Instr, srcs: list[Any], call: str, lines: list[str]) -> list[str]:
    """v_mul_f32 under a flushing mode: the sources (FI) and the product (FO) checked for denormals. The product
    goes straight to the destination when that is no source (a failed check then has the semantic overwrite it
    from the unchanged sources), else to FZR first."""
    _scratch(g)
    regs = list(dict.fromkeys(op.index for op in srcs if op.__class__ is Reg))
    k, dreg, d = len(regs), ins.operands[0].index, g.v(ins.operands[0].index, "f")
    direct = dreg not in regs
    row = g.bind(f"FZQ_{k}", f"FZQ[{k}]")
    fill = [f"LSH({g.v(r)}, FZ1, {g.bind(f'FZQ_{i}', f'FZQ[{i}]')})" for i, r in enumerate(regs)]
    out = (lines + [f"LSH({g.v(dreg)}, FZ1, {row})"]) if direct else \
        [f"{call}, FZR)", f"LSH(FZRU, FZ1, {row})"]
    body = [f"if FI: {'; '.join(fill)}", "if FO:", *("    " + ln for ln in out), _pick(k, 1, g),
            *_flags("q", "qb", "FZT", "q0")]
    init = "not FI" if any(_small(op, 2.0 ** -126) for op in srcs) else "True"
    tail = ["if ok and not FO:", *("    " + ln for ln in lines)]
    if not direct:
        tail += ["elif ok:", f"    if EM is None: {d}[...] = FZR", f"    else: CPT({d}, FZR, where=EM)"]
    return _guarded(init, body) + tail


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

    The f64 values live in rows of FW: each distinct register source, widened (the second factor only under
    a flushing mode), then the sum. Under a flushing f32 mode, ``_pick``/``_flags`` on those f64 words find any
    denormal source (FI) or sum below 2**-126 (FO; its f32 rounding may be a denormal) in an active lane, which
    (as a denormal constant under FI) takes the semantic, which flushes. While sums were exact (ties) that check
    follows the exactness test; otherwise one pass of the midpoint flags over the sum's words and (FI) the
    widened sources' (whose low words are zero: only a high-word flag, a nonzero value below 2**-126, can be
    set there) comes first, and only where one is set do the denormal check and the midpoint logic run."""
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if not _vop_ok(ins) or len(ins.operands) < max(order) + 1:
            return None
        d = vdst(g, ins.operands[0], "f")
        srcs = [ins.operands[i] for i in order]
        a, b_, c = (vsrc(g, op, "f") for op in srcs)
        if d is None or a is None or b_ is None or c is None:
            return None
        if g.native:  # the compiled helper (sim/native.py): one call, the same results
            fma = g.bind(f"NFMA{len(g.binds)}", f"E.FmaF32({d}, {a}, {b_}, {c})")
            return Spec([f"if not {fma}(EM, FI, FO):", "    GENERIC"], guard="FQ", valu=True)
        _scratch(g)
        regs = list(dict.fromkeys(op.index for op in srcs if op.__class__ is Reg))
        k = len(regs)
        t, tw = g.bind(f"FW_{k}", f"FW[{k}]"), g.bind(f"FWW_{k}", f"FW[{k}].view(E.np.uint32)")
        prod, later, c = _fma_operands(g, srcs, [a, b_, c], regs)
        adapt = g.bind(f"AX{len(g.binds)}", "[True]")  # per launch: exactness first?
        exact = f"SUB({t}, P64, B1); SUB({t}, {c}, B2)"
        c_bytes = f"{c}.tobytes()" if c.startswith("FW_") else repr(np.asarray(g.consts[int(c[1:])]).tobytes() * 64)
        # equal bytes are equal values (a NaN s is left alone by the semantic too)
        all_exact = f"{exact}; ok = B1.tobytes() == {c_bytes} and B2.tobytes() == P64.tobytes()"
        mode3 = _fma_midpoints(adapt, all_exact, exact, c, tw)
        flushing = _fma_flushing(g, k, adapt, all_exact, later, mode3)
        dn = any(_small(op, 2.0 ** -126) for op in srcs)
        lines = ["tk = FPSET(FPIGN)", *prod, f"ADD(P64, {c}, {t})",
                 "if FI or FO:", *("    " + ln for ln in _guarded("not FI" if dn else "True", flushing)),
                 "else:", *("    " + ln for ln in mode3),
                 f"if ok and EM is None: {d}[...] = {t}",
                 f"elif ok: CPT({d}, {t}, casting='unsafe', where=EM)",
                 "FPRESET(tk)", "if not ok:", "    GENERIC"]
        return Spec(lines, guard="FQ", valu=True)
    return fn


def _fma_operands(g: Gen, srcs: list[Any], exprs: list[str], regs: list[int]) -> tuple[list[str], list[str], str]:
    """The fma's product into P64 and its sources' f64 rows of FW (row i: register ``regs[i]``): (lines, lines
    widening the other factor, needed only where sources are checked (FI), expression of c in f64)."""
    row = {r: g.bind(f"FW_{i}", f"FW[{i}]") for i, r in enumerate(regs)}
    widened: list[int] = []

    def widen(i: int) -> str:
        widened.append(srcs[i].index)
        return f"{row[srcs[i].index]}[...] = {exprs[i]}"

    def f64(expr: str) -> str:
        return g.const(np.array(g.consts[int(expr[1:])], dtype=np.float64))
    a, b_, c = exprs
    # widened to f64 by slice assignment (cheaper per call than copyto or a mixed-dtype ufunc), then
    # multiplied in f64 (a constant factor as a 0-d f64)
    if _is_vreg(a):
        prod = [widen(0), f"MUL({row[srcs[0].index]}, {b_ if _is_vreg(b_) else f64(b_)}, P64)"]
    elif _is_vreg(b_):
        prod = [widen(1), f"MUL({row[srcs[1].index]}, {f64(a)}, P64)"]
    else:
        prod = [f"P64[...] = {a}", f"MUL(P64, {b_}, P64)"]
    if _is_vreg(c) and srcs[2].index not in widened:
        prod.append(widen(2))
    later = [widen(1)] if _is_vreg(b_) and srcs[1].index not in widened else []
    return prod, later, row[srcs[2].index] if _is_vreg(c) else f64(c)


def _fma_midpoints(adapt: str, all_exact: str, exact: str, c: str, tw: str) -> list[str]:
    """``ok`` unless some lane's sum is both inexact and flagged (mode 3's rule, see ``_fma``)."""
    inexact = f"NE(B1, {c}, N1); NE(B2, P64, N2); OR(N1, N2, N1)"  # per lane, after the two SUBs
    flags = f"AND({tw}, FMASK, TU32); SUB(TU32, FSUB, TU32); LESS(TU32, FTHR, TB)"
    return [f"if {adapt}[0]:",
            f"    {all_exact}",
            "    if not ok:",
            f"        {inexact}; {adapt}[0] = False",
            f"        {flags}; MUL(TB16, N1, N16); ok = not CNZ(N16)",  # TB16: a lane's two flags
            "else:",
            f"    {flags}; ok = not CNZ(TB)",
            "    if not ok:",
            f"        {exact}; {inexact}; ok = not CNZ(N1)",
            f"        if ok: {adapt}[0] = True",
            "        else: MUL(TB16, N1, N16); ok = not CNZ(N16)"]


def _fma_flushing(g: Gen, k: int, adapt: str, all_exact: str, later: list[str], mode3: list[str]) -> list[str]:
    """``ok`` under a flushing mode (``k`` register sources in rows of FW, the sum in row k): while sums were
    exact, the exactness test and the denormal check; otherwise the midpoint flags of the sum and (FI) the
    widened sources at once, and only where one is set the denormal check and then the midpoint logic."""
    check = [_pick(k, 1, g, wide=True), "LSH(qw, FZ1W, q)", *_flags("q", "qb", "FZW", "q0", "FZ1W")]
    both, outs = _word_rows(g, 0, k + 1), _word_rows(g, k, k + 1)
    return ([f"if FI: {'; '.join(later)}"] if later else []) + [
        f"if {adapt}[0]:",  # ties lately: every sum exact leaves only the denormal check
        f"    {all_exact}",
        "    if ok:", *("        " + ln for ln in check),
        f"    else: {adapt}[0] = False",
        f"if not {adapt}[0]:",
        f"    r, ru, rb, r0 = ({', '.join(both)}) if FI else ({', '.join(outs)})",
        "    AND(r, FMASK, ru); SUB(ru, FSUB, ru); LESS(ru, FTHR, rb); ok = rb.tobytes() == r0",
        "    if not ok:", *("        " + ln for ln in check),
        "        if ok:", *("            " + ln for ln in mode3)]


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
