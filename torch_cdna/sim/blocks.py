"""Basic blocks of a program compiled to Python functions, for the single-wave fast path (``sim/fastpath.py``).

A block is a straight run of instructions from a start pc up to the first control instruction (branches,
``s_endpgm``, barriers, other SOPP control, PC reads, ``s_setreg*``) or the instruction before the next
label. It becomes one generated function ``run(Q, st) -> next pc`` (-1 once the wave has ended) in which

- instructions with a specialised form (``sim/fastops.py``) run those lines when ``Q`` holds (the runner
  passes ``Q`` only when no memory operation is outstanding and every register row those lines touch has been
  written, so the semantics' sanitizer calls would all be no-ops) and float ones also need the float mode under
  which the semantics' denormal handling is the identity (``FQ``);
- every other instruction, and every instruction when ``Q`` is false, calls its registered semantic exactly as
  the executor does (``b.select``, ``b.step_count``, ``ins.fn(b, ins)``); after one, ``Q`` is re-evaluated
  (a memory operation may now be outstanding) and so is the EXEC lane mask.

Hazard checks and statistics are not in the generated code: the runner does them per block. Each block's
source is generated and compiled once per program; a launch instantiates it over its own register views.

Example:
    >>> from torch_cdna.sim.executor import load_program
    >>> prog = load_program('''
    ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    ... k:
    ...   s_mov_b32 s3, 0
    ... .Lloop:
    ...   s_add_u32 s3, s3, 1
    ...   s_cmp_lt_u32 s3, 10
    ...   s_cbranch_scc1 .Lloop
    ...   s_endpgm
    ... ''', "k")
    >>> fp = FastProgram.of(prog, nv=1)
    >>> [fp.block(pc).indices for pc in (0, 1, 4)]
    [[0], [1, 2, 3], [4]]
    >>> "return 1 if SC[0] else 4" in fp.block(1).source
    True
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .fastops import Gen, Spec, emit
from .operands import EXEC

_COMMON = {  # names every generated factory binds from the launch environment E
    "S": "E.S", "SC": "E.SC", "DN": "E.DN", "b": "E.b", "san": "E.san", "ALL": "E.ALL", "XM": "E.XM",
    "CTL": "E.CTL", "MOK": "E.MOK", "CPT": "E.np.copyto", "ADD": "E.np.add", "SUB": "E.np.subtract",
    "MUL": "E.np.multiply", "AND": "E.np.bitwise_and", "OR": "E.np.bitwise_or", "XOR": "E.np.bitwise_xor",
    "INV": "E.np.invert", "LSH": "E.np.left_shift", "RSH": "E.np.right_shift", "CNZ": "E.np.count_nonzero",
    "LESS": "E.np.less", "NE": "E.np.not_equal", "T64": "E.T64", "T64W": "E.T64W", "P64": "E.P64",
    "B1": "E.B1", "B2": "E.B2", "NZ16": "E.NZ16", "ZF": "E.ZF", "TU32": "E.TU32", "TB": "E.TB", "TB16": "E.TB16",
    "FMASK": "E.FMASK", "FSUB": "E.FSUB", "FTHR": "E.FTHR", "FPSET": "E.FPSET",
    "FPRESET": "E.FPRESET", "FPIGN": "E.FPIGN",
}
_EXEC_MASK = f"EM = None if S[{EXEC}] == 4294967295 == S[{EXEC + 1}] else XM(S[{EXEC}], S[{EXEC + 1}])"


_SGPR_RE = re.compile(r"\bS\[(\d+)\]")
_SGPR_WRITE_RE = re.compile(r"(?:^|;)\s*S\[(\d+)\] =(?!=)", re.M)
_SCC_WRITE_RE = re.compile(r"(?:^|;)\s*SC\[0\] =(?!=)", re.M)


def ends_block(ins: Any) -> bool:
    """Whether execution may continue anywhere but the next instruction (or must see ``b.pc`` / new modes)."""
    x = ins.extra
    return x.get("control", True) or x.get("reads_pc", True) or ins.mnemonic.startswith("s_setreg")


class BlockCode:
    """One compiled block: instruction indices, the rows its specialised lines touch, its source and factory."""

    __slots__ = ("start", "indices", "n", "rows_s", "rows_v", "source", "make", "consts")

    def __init__(self, start: int, indices: list[int], rows_s: set[int], rows_v: set[int], source: str,
                 consts: list[Any]) -> None:
        self.start, self.indices, self.n = start, indices, len(indices)
        self.rows_s, self.rows_v = frozenset(rows_s), frozenset(rows_v)
        self.source, self.consts = source, consts
        ns: dict[str, Any] = {}
        exec(compile(source, f"<sim block @{start}>", "exec"), ns)  # noqa: S102 - generated from decoded asm
        self.make: Callable[[Any, list[Any]], Callable[[bool, int], int]] = ns["make"]


class FastProgram:
    """Per-program cache of compiled blocks (by start pc), built on first execution."""

    def __init__(self, prog: Any, nv: int) -> None:
        self.prog, self.nv = prog, nv
        self.instrs = prog.instrs
        self.leaders = set(prog.labels.values())
        self.blocks: dict[int, BlockCode] = {}

    @staticmethod
    def of(prog: Any, nv: int) -> "FastProgram":
        cache = prog.__dict__.setdefault("_fast_blocks", {})
        fp = cache.get(nv)
        if fp is None:
            fp = cache[nv] = FastProgram(prog, nv)
        return fp

    def block(self, pc: int) -> BlockCode:
        code = self.blocks.get(pc)
        if code is None:
            code = self.blocks[pc] = self._compile(pc, self._extent(pc))
        return code

    def _extent(self, pc: int) -> list[int]:
        out, n = [pc], len(self.instrs)
        while not ends_block(self.instrs[out[-1]]):
            nxt = out[-1] + 1
            if nxt >= n or nxt in self.leaders:
                break
            out.append(nxt)
        return out

    def _compile(self, start: int, indices: list[int]) -> BlockCode:
        g = Gen(nv=self.nv, next_pc=indices[-1] + 1, labels=self.prog.labels)
        specs: list[Spec | None] = []
        for k, idx in enumerate(indices):
            ins = self.instrs[idx]
            g.next_pc = idx + 1
            spec = emit(ins, g)
            if k == len(indices) - 1 and ends_block(ins) and (spec is None or not spec.term):
                spec = None  # control without a fast form: the generic call, then CTL()
            specs.append(spec)
        body = self._body(indices, specs, g)
        head = [f"    {name} = {expr}" for name, expr in {**_COMMON, **g.binds}.items()]
        source = "\n".join(["def make(E, C):", *head, "    def run(Q, st):", *body, "    return run", ""])
        return BlockCode(start, indices, g.rows_s, g.rows_v, source, g.consts)

    def _body(self, indices: list[int], specs: list[Spec | None], g: Gen) -> list[str]:
        ind, n = " " * 8, len(indices)
        out: list[str] = []
        valu_from = [any(s is not None and s.valu for s in specs[k:]) for k in range(n + 1)]
        guarded_from = [any(s is not None and s.guard for s in specs[k:]) for k in range(n + 1)]
        if valu_from[0]:
            out.append(ind + _EXEC_MASK)
        if any(s is not None and s.guard == "FQ" for s in specs):
            out.append(ind + "MF = b.modes is MOK")
        k = 0
        while k < n:
            idx, spec, ins = indices[k], specs[k], self.instrs[indices[k]]
            if spec is None:
                generic = self._generic(idx, k, g)
                if k == n - 1 and ends_block(ins):  # CTL() continues at b.pc (a branch may have set it)
                    return out + [ind + f"b.pc[0] = {idx + 1}", ind + generic, ind + "return CTL()"]
                out.append(ind + generic)
                if guarded_from[k + 1]:  # the instruction may have issued a memory operation
                    out.append(ind + "if Q: Q = not san.outstanding")
                if valu_from[k + 1]:  # ... or written EXEC
                    out.append(ind + _EXEC_MASK)
                k += 1
            elif spec.guard is None:
                out += [ind + ln for ln in spec.lines]
                if spec.term:
                    return out
                k += 1
            else:
                j = k
                while j < n and specs[j] is not None and (specs[j].guard or not (specs[j].lines or specs[j].term)):
                    j += 1
                out += [ind + ln for ln in self._run(indices, specs, k, j, g, valu_from[j])]
                k = j
        return out + [ind + f"return {indices[-1] + 1}"]

    def _run(self, indices: list[int], specs: list[Spec | None], k: int, j: int, g: Gen,
             valu_after: bool) -> list[str]:
        """Instructions k..j-1 (guarded specs and no-op ones): their fast lines with the SGPRs and SCC they use in
        locals (loaded once, written back at the end) when Q holds, else their generic calls."""
        fast: list[str] = []
        generic: list[str] = []
        exec_written = False
        for pos in range(k, j):
            spec = specs[pos]
            if spec.guard is None:
                continue  # no effect at all (s_nop)
            call = self._generic(indices[pos], pos, g)
            generic.append(call)
            lines = [ln.replace("GENERIC", f"@FLUSH@; {call}; @LOAD@") for ln in spec.lines]
            if spec.guard == "FQ":
                lines = ["if MF:", *("    " + ln for ln in lines or ["pass"]), "else:", f"    @FLUSH@; {call}; @LOAD@"]
            fast += lines
            if spec.exec_write:
                exec_written = True
                if any(s.valu for s in specs[pos + 1:j]):
                    fast.append(_EXEC_MASK)
        text = "\n".join(fast)
        regs = sorted({int(r) for r in _SGPR_RE.findall(text)})
        written = sorted({int(r) for r in _SGPR_WRITE_RE.findall(text)})
        load = [f"s{r} = S[{r}]" for r in regs] + (["scc = SC[0]"] if "SC[0]" in text else [])
        flush = [f"S[{r}] = s{r}" for r in written] + (["SC[0] = scc"] if _SCC_WRITE_RE.search(text) else [])
        text = _SGPR_RE.sub(r"s\1", text).replace("SC[0]", "scc")
        text = text.replace("@FLUSH@", "; ".join(flush) or "pass").replace("@LOAD@", "; ".join(load) or "pass")
        body = ([" ; ".join(load)] if load else []) + (text.split("\n") if text else []) + \
            (["; ".join(flush)] if flush else [])
        out = ["if Q:", *("    " + ln for ln in body or ["pass"]), "else:", *("    " + ln for ln in generic)]
        if exec_written and valu_after:
            out.append(_EXEC_MASK)
        return out

    def _generic(self, idx: int, k: int, g: Gen) -> str:
        """The executor's call of instruction ``idx`` (``k``-th of the block) through its registered semantic."""
        g.bind(f"I{idx}", f"E.I[{idx}]")
        g.bind(f"F{idx}", f"E.I[{idx}].fn")
        return f"b.select(ALL, I{idx}); b.step_count = st + {k}; F{idx}(b, I{idx})"


__all__ = ["BlockCode", "FastProgram", "ends_block"]
