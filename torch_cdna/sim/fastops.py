"""Specialised Python source for common instructions, used by the single-wave fast path (``sim/blocks.py``).

Each emitter turns one decoded instruction into a few lines of straight Python: scalar registers are Python
ints read and written through a ``memoryview`` of the wave's SGPR row (``S[i]``), SCC through one of the SCC
array (``SC[0]``), and VGPRs through per-register (64,) numpy views (``V3``, ``VF3`` as float32) updated in
place with ufuncs. Operand decoding, constants and register rows are resolved here, once per program. This
module holds the machinery and the SALU/SOPP forms; ``fastvalu.py`` the VALU ones.

The lines must compute exactly what the registered semantics (``sim/semantics``) compute. They run only
where the semantics' sanitizer calls would be no-ops or would only mark the destination rows written (guard
``"Q"``: no memory operation outstanding and the rows read already written; ``Spec.reads`` / ``Spec.writes``
say which rows, see ``blocks.py``); float ones (guard ``"FQ"``) also read the f32 denormal mode (``FI`` / ``FO``)
and call the semantic (``GENERIC``) wherever a denormal flush would change the result. Elsewhere the block calls
the registered semantic itself.
``tests/sim/test_fastpath_ops.py`` compares both on random states, destinations starting unwritten.

An emitter returns None for forms it does not handle (modifiers, DPP/SDWA, AccVGPRs, ...): those instructions
run through their registered semantic.

Example:
    >>> from torch_cdna.sim.parse import decode_line
    >>> from torch_cdna.sim.executor import _prepare
    >>> ins = decode_line(0, "s_add_u32 s3, s3, 1"); _prepare(ins, "gfx942")
    >>> g = Gen(nv=8, next_pc=1, labels={})
    >>> print("\\n".join(emit(ins, g).lines))
    x = S[3]; y = 1; t = x + y; r = t & 4294967295
    S[3] = r
    SC[0] = t > 4294967295
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ..errors import UnsupportedInstruction
from .operands import EXEC, VCC, Const, Instr, Label, Reg
from .semantics import semantics_for
from .state import NP_TYPES, _const_bits

M32, M64 = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF


@dataclass
class Spec:
    """One instruction's fast lines and what they need: ``guard`` is "Q" (sanitizer-quiet), "FQ" (quiet; the
    lines read the f32 denormal mode FI/FO) or None (always valid: control flow, s_nop); ``term``: the lines end
    the block (they ``return`` the next pc); ``valu``: the lines read EM (EXEC as a lane mask, None when full);
    ``exec_write``: they change EXEC; ``branch``: (target, condition) of a branch; ``reads`` / ``writes``: the
    register rows the semantic hands to ``Sanitizer.on_read`` (a superset) / ``on_write`` (exactly)."""

    lines: list[str]
    guard: str | None = "Q"
    term: bool = False
    valu: bool = False
    exec_write: bool = False
    branch: tuple[int, str] | None = None  # a branch's (target pc, condition expression)
    reads: frozenset[tuple[str, int]] = frozenset()  # (file, row) the semantic may check with on_read
    writes: tuple[tuple[str, int, int], ...] = ()  # (file, start, count) exactly as the semantic's on_write


@dataclass
class Gen:
    """Source builder state for one block: names bound in the block's factory, constants, register rows."""

    nv: int
    next_pc: int
    labels: dict[str, int]
    binds: dict[str, str] = field(default_factory=dict)  # name -> expression over E (the launch env) and C
    consts: list[Any] = field(default_factory=list)
    reads: set[tuple[str, int]] = field(default_factory=set)  # of the instruction being emitted
    writes: list[tuple[str, int, int]] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)  # lines staging SGPR operands of the current instruction
    native: bool = False  # emit calls of the compiled helper (sim/native.py) where a form has one

    def bind(self, name: str, expr: str) -> str:
        self.binds[name] = expr
        return name

    def const(self, value: Any) -> str:
        self.consts.append(value)
        n = len(self.consts) - 1
        return self.bind(f"K{n}", f"C[{n}]")

    def stage(self, expr: str, dtype: str = "uint32") -> str:
        """A 0-d array holding the Python int ``expr`` for a ufunc (numpy converts 0-d arrays much faster than
        Python or numpy scalars)."""
        name = f"Z{len(self.pending)}{dtype[0]}"
        self.bind(name, f"E.np.zeros((), E.np.{dtype})")
        self.pending.append(f"{name}[()] = {expr}")
        return name

    def v(self, i: int, kind: str = "u") -> str:
        """The (64,) view of VGPR ``i``: kind "u" uint32, "f" float32, "i" int32."""
        if kind == "f":
            return self.bind(f"VF{i}", f"E.V[{i}].view(E.np.float32)")
        if kind == "i":
            return self.bind(f"VI{i}", f"E.V[{i}].view(E.np.int32)")
        return self.bind(f"V{i}", f"E.V[{i}]")


_EMITTERS: dict[str, Callable[[Instr, Gen], Spec | None]] = {}


def emitter(*mnemonics: str) -> Callable:
    def register(fn: Callable[[Instr, Gen], Spec | None]) -> Callable:
        for m in mnemonics:
            _EMITTERS[m] = fn
        return fn
    return register


def emit(ins: Instr, g: Gen) -> Spec | None:
    """Fast lines for ``ins`` (decoded with its ISA record), or None: run its registered semantic."""
    rec = ins.record
    fn = _EMITTERS.get(rec.mnemonic) if rec is not None else None
    if fn is None:
        return None
    try:
        if ins.fn is not semantics_for(rec.mnemonic)[0]:
            return None  # decoding attached an error (e.g. an undeclared modifier): it raises when it runs
        g.pending, g.reads, g.writes = [], set(), []
        spec = fn(ins, g)
    except (ValueError, OverflowError, TypeError, IndexError, KeyError, UnsupportedInstruction):
        return None  # an operand form the emitter cannot resolve: the semantic reports it when it runs
    if spec is not None:
        spec.lines = g.pending + spec.lines
        spec.reads, spec.writes = frozenset(g.reads), tuple(g.writes)
    return spec


# ---------------------------------------------------------------- scalar operands (Python ints)
def _plain(op: Any) -> bool:
    return not (op.neg or op.abs or getattr(op, "sext", False))


def _sconst(op: Const, ty: str) -> int:
    """The value ``WaveBatch.sread`` gives a constant read as ``ty``."""
    return int(np.full(1, _const_bits(op, ty)).astype(NP_TYPES[ty])[0])


def ssrc(g: Gen, op: Any, ty: str) -> str | None:
    """Python-int expression of a scalar source read as ``ty`` (u32, i32, u64, i64), or None."""
    wide = ty in ("u64", "i64")
    if op.__class__ is Const:
        return repr(_sconst(op, ty))
    if op.__class__ is not Reg or op.file != "s" or not _plain(op) or op.index + wide > 127:
        return None
    i = op.index
    g.reads.update((("s", i), ("s", i + 1)) if wide else (("s", i),))
    if ty == "u32":
        return f"S[{i}]"
    if ty == "i32":
        return f"((S[{i}] ^ 2147483648) - 2147483648)"
    if ty == "u64":
        return f"(S[{i}] | S[{i + 1}] << 32)"
    return f"(((S[{i}] | S[{i + 1}] << 32) ^ 9223372036854775808) - 9223372036854775808)"


def sdst(g: Gen, op: Any, value: str, wide: bool) -> list[str] | None:
    """Lines writing the (already masked, non-negative) int ``value`` to an SGPR destination."""
    if op.__class__ is not Reg or op.file != "s" or not _plain(op) or op.index + wide > 127:
        return None
    i = op.index
    g.writes.append(("s", i, 2 if wide else 1))
    if not wide:
        return [f"S[{i}] = {value}"]
    if op.count < 2:  # WaveBatch.swrite keeps only the words the destination names
        return [f"S[{i}] = {value} & 4294967295"]
    return [f"S[{i}] = {value} & 4294967295", f"S[{i + 1}] = {value} >> 32"]


def _touches_exec(op: Any, wide: bool) -> bool:
    return op.__class__ is Reg and op.file == "s" and op.index <= EXEC + 1 and op.index + (2 if wide else 1) > EXEC


def _scalar_op(ins: Instr, g: Gen, ty: str, wide_dst: bool, body: list[str], srcs: list[tuple[int, str]],
               dst: int | None = 0, scc: str | None = None) -> Spec | None:
    """Generic SALU shape: read sources ``srcs`` [(operand index, type)] as x, y; run ``body`` (which sets
    ``r``, the masked result, and any names ``scc`` uses); write r to operand ``dst``; SCC = ``scc``."""
    ops = ins.operands
    names = ("x", "y", "z")
    reads = []
    for name, (k, sty) in zip(names, srcs):
        e = ssrc(g, ops[k], sty)
        if e is None:
            return None
        reads.append(f"{name} = {e}")
    lines = ["; ".join(reads + body)]
    exec_write = False
    if dst is not None:
        w = sdst(g, ops[dst], "r", wide_dst)
        if w is None:
            return None
        lines += w
        if _touches_exec(ops[dst], wide_dst):
            lines.append("b._exec = None")
            exec_write = True
    if scc is not None:
        lines.append(f"SC[0] = {scc}")
    return Spec(lines, exec_write=exec_write)


def _signed(expr: str, bits: int) -> str:
    half = 1 << (bits - 1)
    return f"(({expr} ^ {half}) - {half})"


# s_<op>_b32 / _b64 logic: result expression over Python ints x, y (masked afterwards), SCC = result != 0
_LOGIC = {"and": "x & y", "or": "x | y", "xor": "x ^ y", "andn2": "x & ~y", "orn2": "x | ~y",
          "nand": "~(x & y)", "nor": "~(x | y)", "xnor": "~(x ^ y)"}


def _logic(expr: str, bits: int) -> Callable[[Instr, Gen], Spec | None]:
    ty, mask = ("u32", M32) if bits == 32 else ("u64", M64)
    return lambda ins, g: _scalar_op(ins, g, ty, bits == 64, [f"r = ({expr}) & {mask}"], [(1, ty), (2, ty)],
                                     scc="r != 0")


for _name, _expr in _LOGIC.items():
    emitter(f"s_{_name}_b32")(_logic(_expr, 32))
    emitter(f"s_{_name}_b64")(_logic(_expr, 64))


def _shift(kind: str, bits: int) -> Callable[[Instr, Gen], Spec | None]:
    ty = ("u32" if bits == 32 else "u64") if kind != "ashr" else ("i32" if bits == 32 else "i64")
    mask = M32 if bits == 32 else M64
    op = "<<" if kind == "lshl" else ">>"
    return lambda ins, g: _scalar_op(ins, g, ty, bits == 64, [f"r = (x {op} (y & {bits - 1})) & {mask}"],
                                     [(1, ty), (2, ty)], scc="r != 0")


for _bits in (32, 64):
    emitter(f"s_lshl_b{_bits}")(_shift("lshl", _bits))
    emitter(f"s_lshr_b{_bits}")(_shift("lshr", _bits))
    emitter(f"s_ashr_i{_bits}")(_shift("ashr", _bits))

# 32-bit arithmetic: (source types, body setting r, SCC expression or None)
_ARITH32: dict[str, tuple[str, list[str], str | None]] = {
    "s_add_u32": ("u32", ["t = x + y", "r = t & 4294967295"], "t > 4294967295"),
    "s_sub_u32": ("u32", ["r = (x - y) & 4294967295"], "y > x"),
    "s_add_i32": ("i32", ["r = (x + y) & 4294967295", f"q = {_signed('r', 32)}"],
                  "((x >= 0) == (y >= 0)) and ((q >= 0) != (x >= 0))"),
    "s_sub_i32": ("i32", ["r = (x - y) & 4294967295", f"q = {_signed('r', 32)}"],
                  "((x >= 0) != (y >= 0)) and ((q >= 0) != (x >= 0))"),
    "s_min_i32": ("i32", ["r = (x if x < y else y) & 4294967295"], "x < y"),
    "s_max_i32": ("i32", ["r = (x if x > y else y) & 4294967295"], "x > y"),
    "s_min_u32": ("u32", ["r = x if x < y else y"], "x < y"),
    "s_max_u32": ("u32", ["r = x if x > y else y"], "x > y"),
    "s_mul_i32": ("u32", ["r = (x * y) & 4294967295"], None),
    "s_mul_hi_u32": ("u32", ["r = (x * y) >> 32"], None),
    "s_mul_hi_i32": ("i32", ["r = ((x * y) >> 32) & 4294967295"], None),
}
for _n in (1, 2, 3, 4):
    _ARITH32[f"s_lshl{_n}_add_u32"] = ("u32", [f"t = (x << {_n}) + y", "r = t & 4294967295"], "t > 4294967295")


def _arith(name: str) -> Callable[[Instr, Gen], Spec | None]:
    ty, body, scc = _ARITH32[name]
    return lambda ins, g: _scalar_op(ins, g, ty, False, body, [(1, ty), (2, ty)], scc=scc)


for _name in _ARITH32:
    emitter(_name)(_arith(_name))


@emitter("s_addc_u32")
def _addc(ins: Instr, g: Gen) -> Spec | None:
    return _scalar_op(ins, g, "u32", False, ["t = x + y + SC[0]", "r = t & 4294967295"], [(1, "u32"), (2, "u32")],
                      scc="t > 4294967295")


@emitter("s_subb_u32")
def _subb(ins: Instr, g: Gen) -> Spec | None:
    return _scalar_op(ins, g, "u32", False, ["c = SC[0]", "r = (x - y - c) & 4294967295"],
                      [(1, "u32"), (2, "u32")], scc="y + c > x")


@emitter("s_cselect_b32", "s_cselect_b64")
def _cselect(ins: Instr, g: Gen) -> Spec | None:
    wide = ins.record.mnemonic.endswith("64")
    ty = "u64" if wide else "u32"
    return _scalar_op(ins, g, ty, wide, ["r = x if SC[0] else y"], [(1, ty), (2, ty)])


@emitter("s_mov_b32", "s_mov_b64")
def _mov(ins: Instr, g: Gen) -> Spec | None:
    wide = ins.record.mnemonic.endswith("64")
    ty = "u64" if wide else "u32"
    return _scalar_op(ins, g, ty, wide, ["r = x"], [(1, ty)])


@emitter("s_not_b32", "s_not_b64")
def _not(ins: Instr, g: Gen) -> Spec | None:
    wide = ins.record.mnemonic.endswith("64")
    ty, mask = ("u64", M64) if wide else ("u32", M32)
    return _scalar_op(ins, g, ty, wide, [f"r = ~x & {mask}"], [(1, ty)], scc="r != 0")


def _simm16(op: Any) -> int:
    v = int(op.value) & 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


@emitter("s_movk_i32")
def _movk(ins: Instr, g: Gen) -> Spec | None:
    if ins.operands[1].__class__ is not Const:
        return None
    return _scalar_op(ins, g, "i32", False, [f"r = {_simm16(ins.operands[1]) & M32}"], [])


@emitter("s_addk_i32")
def _addk(ins: Instr, g: Gen) -> Spec | None:
    if ins.operands[1].__class__ is not Const:
        return None
    imm = _simm16(ins.operands[1])
    return _scalar_op(ins, g, "i32", False, [f"r = (x + {imm}) & 4294967295", f"q = {_signed('r', 32)}"],
                      [(0, "i32")], scc=f"((x >= 0) == {imm >= 0}) and ((q >= 0) != (x >= 0))")


@emitter("s_mulk_i32")
def _mulk(ins: Instr, g: Gen) -> Spec | None:
    if ins.operands[1].__class__ is not Const:
        return None
    imm = _simm16(ins.operands[1]) & M32
    return _scalar_op(ins, g, "u32", False, [f"r = (x * {imm}) & 4294967295"], [(0, "u32")])


_CMP = {"eq": "==", "lg": "!=", "gt": ">", "ge": ">=", "lt": "<", "le": "<="}


def _cmp(op: str, ty: str) -> Callable[[Instr, Gen], Spec | None]:
    return lambda ins, g: _scalar_op(ins, g, ty, False, [], [(0, ty), (1, ty)], dst=None, scc=f"x {op} y")


def _cmpk(op: str, ty: str) -> Callable[[Instr, Gen], Spec | None]:
    def fn(ins: Instr, g: Gen) -> Spec | None:
        if ins.operands[1].__class__ is not Const:
            return None
        imm = int(ins.operands[1].value) & 0xFFFF
        if ty == "i32" and imm & 0x8000:
            imm -= 0x10000
        return _scalar_op(ins, g, ty, False, [], [(0, ty)], dst=None, scc=f"x {op} {imm}")
    return fn


for _c, _op in _CMP.items():
    for _t in ("i32", "u32"):
        emitter(f"s_cmp_{_c}_{_t}")(_cmp(_op, _t))
        emitter(f"s_cmpk_{_c}_{_t}")(_cmpk(_op, _t))
emitter("s_cmp_eq_u64")(_cmp("==", "u64"))
emitter("s_cmp_lg_u64")(_cmp("!=", "u64"))

# s_<op>_saveexec_b64: sdst = EXEC; EXEC = fn(EXEC, src); SCC = EXEC != 0 (e = old EXEC, s = source)
_SAVEEXEC = {"and": "s & e", "or": "s | e", "xor": "s ^ e", "andn2": "s & ~e", "orn2": "s | ~e",
             "nand": "~(s & e)", "nor": "~(s | e)", "xnor": "~(s ^ e)", "andn1": "~s & e", "orn1": "~s | e"}


def _saveexec(expr: str) -> Callable[[Instr, Gen], Spec | None]:
    def fn(ins: Instr, g: Gen) -> Spec | None:
        src = ssrc(g, ins.operands[1], "u64")
        dst = sdst(g, ins.operands[0], "e", True)
        if src is None or dst is None:
            return None
        g.reads.update((("s", EXEC), ("s", EXEC + 1)))
        g.writes.append(("s", EXEC, 2))
        lines = [f"e = S[{EXEC}] | S[{EXEC + 1}] << 32; s = {src}; r = ({expr}) & {M64}", *dst,
                 f"S[{EXEC}] = r & 4294967295", f"S[{EXEC + 1}] = r >> 32", "b._exec = None", "SC[0] = r != 0"]
        return Spec(lines, exec_write=True)
    return fn


for _name, _expr in _SAVEEXEC.items():
    emitter(f"s_{_name}_saveexec_b64")(_saveexec(_expr))


# ---------------------------------------------------------------- program control (no sanitizer involvement)
@emitter("s_nop")
def _nop(ins: Instr, g: Gen) -> Spec | None:
    return Spec([], guard=None)  # no effect (its wait states are the hazard checker's business)


@emitter("s_waitcnt")
def _waitcnt(ins: Instr, g: Gen) -> Spec | None:
    # with nothing outstanding every counter has retired and Sanitizer.on_waitcnt changes nothing; after a
    # wait the block's fast lines may run again (Q)
    return Spec(["if san.outstanding:", "    GENERIC", "    Q = not san.outstanding"], guard=None)


@emitter("s_endpgm")
def _endpgm(ins: Instr, g: Gen) -> Spec | None:
    return Spec(["DN[0] = True", "return -1"], guard=None, term=True)


_BRANCH_TAKEN = {
    "s_branch": "True", "s_cbranch_scc1": "SC[0]", "s_cbranch_scc0": "not SC[0]",
    "s_cbranch_vccz": f"not (S[{VCC}] | S[{VCC + 1}])", "s_cbranch_vccnz": f"(S[{VCC}] | S[{VCC + 1}])",
    "s_cbranch_execz": f"not (S[{EXEC}] | S[{EXEC + 1}])", "s_cbranch_execnz": f"(S[{EXEC}] | S[{EXEC + 1}])",
}


@emitter(*_BRANCH_TAKEN)
def _branch(ins: Instr, g: Gen) -> Spec | None:
    target = ins.operands[0] if ins.operands else None
    if target.__class__ is not Label or target.name not in g.labels:
        return None  # WaveBatch.branch reports it
    dest = g.labels[target.name]
    cond = _BRANCH_TAKEN[ins.record.mnemonic]
    line = f"return {dest}" if cond == "True" else f"return {dest} if {cond} else {g.next_pc}"
    return Spec([line], guard=None, term=True, branch=(dest, cond))


def fp_ignore_hooks() -> tuple[Callable[[Any], Any], Callable[[Any], None], Any]:
    """(set, reset, token-value) that silence numpy floating-point warnings around fast float lines, like the
    semantics' ``np.errstate(...)`` blocks but without their ~2 us cost (numpy 2 keeps the state in a context
    variable); falls back to ``np.errstate``."""
    try:
        from numpy._core._ufunc_config import _extobj_contextvar, _make_extobj
        return _extobj_contextvar.set, _extobj_contextvar.reset, _make_extobj(all="ignore")
    except (ImportError, TypeError, AttributeError):  # other numpy versions
        def enter(_):
            e = np.errstate(all="ignore")
            e.__enter__()
            return e
        return enter, lambda e: e.__exit__(None, None, None), None


from . import fastvalu  # noqa: E402,F401 - registers the VALU forms (it imports the names above)

__all__ = ["Gen", "Spec", "emit", "emitter", "fp_ignore_hooks", "ssrc", "sdst"]
