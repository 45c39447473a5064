"""Basic blocks of a program compiled to Python functions, for the single-wave fast path (``sim/fastpath.py``).

A block is a straight run of instructions from a start pc up to the first control instruction (branches,
``s_endpgm``, barriers, other SOPP control, PC reads, ``s_setreg*``) or the instruction before the next
label, and at most ``MAX_BLOCK_INSTRUCTIONS`` long: CPython compiles one function in time that grows faster
than its length (a 20,000-instruction block took over a minute, most of it in ``compile``), so a longer
straight run is cut into pieces, each compiled in bounded time; the runner passes from one piece to the next
like from a block to its fall-through successor (same results, statistics and hazard verdicts), and only a
loop body longer than the cap loses the in-place repetition below. A block becomes one generated function
``run(M, st) -> next pc`` (-1 once the wave has ended; ``st`` is the step count at its start) in which

- consecutive instructions with a specialised form (``sim/fastops.py``), a "run", execute those lines when
  ``Q`` holds (no memory operation outstanding) and the rows the run reads before any fast line of the block
  writes them have been written (``RK[r]``, checked by ``RCHK(r)`` until true; rows stay written): then the
  semantics' ``on_read`` calls would be no-ops, and their ``on_write`` calls would only mark rows written,
  which the lines do themselves while ``M`` says some may not be. SGPRs and SCC live in locals within a run.
  Float forms read the f32 denormal mode as ``FI`` / ``FO`` (inputs / outputs flushed) and call their semantic
  themselves where a flush would change something (``fastvalu.py``);
- every other instruction, and every instruction of a run whose conditions fail, calls its registered
  semantic exactly as the executor does (``b.select``, ``b.step_count``, ``ins.fn(b, ins)``); after one, and
  after an ``s_waitcnt``, ``Q`` is re-evaluated (memory operations may have been issued or waited for) and so
  is the EXEC lane mask ``EM``.

A block that branches back to its own start and has a fast form for every instruction also gets
``loop(limit, st)``, which repeats it in place (see ``FastProgram._loop``).

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

from . import native
from .fastops import Gen, Spec, emit
from .operands import EXEC

_COMMON = {  # names every generated factory binds from the launch environment E (fastpath._Env)
    "S": "E.S", "SC": "E.SC", "DN": "E.DN", "b": "E.b", "san": "E.san", "ALL": "E.ALL", "XM": "E.XM",
    "CTL": "E.CTL", "DM": "E.denorm_mode", "MW": "E.san.mark_written", "CPT": "E.np.copyto",
    "ADD": "E.np.add", "SUB": "E.np.subtract", "MUL": "E.np.multiply", "AND": "E.np.bitwise_and",
    "OR": "E.np.bitwise_or", "XOR": "E.np.bitwise_xor", "INV": "E.np.invert", "LSH": "E.np.left_shift",
    "RSH": "E.np.right_shift", "CNZ": "E.np.count_nonzero", "LESS": "E.np.less", "NE": "E.np.not_equal",
    "P64": "E.P64", "B1": "E.B1", "B2": "E.B2",
    "N1": "E.N1", "N2": "E.N2", "N16": "E.N16", "TU32": "E.TU32", "TB": "E.TB", "TB16": "E.TB16", "FMASK": "E.FMASK",
    "FSUB": "E.FSUB", "FTHR": "E.FTHR", "FPSET": "E.FPSET", "FPRESET": "E.FPRESET", "FPIGN": "E.FPIGN",
    "MIN": "E.np.minimum", "MAX": "E.np.maximum", "EQ": "E.np.equal", "LE": "E.np.less_equal",
    "GT": "E.np.greater", "GE": "E.np.greater_equal", "WH": "E.np.where", "LB": "E.lane_bits",
    "T32": "E.T32", "T32B": "E.T32B", "TBL": "E.TBL",
}
# the f32 denormal mode, asked the way the semantics ask it (vcommon.denorm_mode: bit 0 keeps denormal inputs,
# bit 1 denormal outputs): FI / FO say inputs / outputs are flushed, which the float forms check for
_FLOAT_MODE = 'FM = DM(b, "f32"); FI = not FM & 1; FO = not FM & 2'
_EXEC_MASK = f"EM = None if S[{EXEC}] == 4294967295 == S[{EXEC + 1}] else XM(S[{EXEC}], S[{EXEC + 1}])"


# Longest block compiled as one function. Compile time per instruction is lowest for short blocks and grows with
# the length (locals and closure cells per instruction); running a block costs one dispatch in the runner
# (~1 us), small against 256 instructions' work.
MAX_BLOCK_INSTRUCTIONS = 256

_SGPR_RE = re.compile(r"\bS\[(\d+)\]")
_SGPR_WRITE_RE = re.compile(r"(?:^|;)\s*S\[(\d+)\] =(?!=)", re.M)
_SCC_WRITE_RE = re.compile(r"(?:^|;)\s*SC\[0\] =(?!=)", re.M)


def _localise(fast: list[str]) -> tuple[str, list[str], str]:
    """Rewrite the SGPRs (``S[n]``) and SCC (``SC[0]``) that lines use into locals: (load line, lines, write-back
    line of those they assign). Every referenced register is loaded, so the write-back is always defined."""
    text = "\n".join(fast)
    regs = sorted({int(r) for r in _SGPR_RE.findall(text)})
    written = sorted({int(r) for r in _SGPR_WRITE_RE.findall(text)})
    load = "; ".join([f"s{r} = S[{r}]" for r in regs] + (["scc = SC[0]"] if "SC[0]" in text else [])) or "pass"
    flush = "; ".join([f"S[{r}] = s{r}" for r in written] +
                      (["SC[0] = scc"] if _SCC_WRITE_RE.search(text) else [])) or "pass"
    text = _SGPR_RE.sub(r"s\1", text).replace("SC[0]", "scc").replace("@FLUSH@", flush).replace("@LOAD@", load)
    return load, text.split("\n") if text else [], flush


def ends_block(ins: Any) -> bool:
    """Whether execution may continue anywhere but the next instruction (or must see ``b.pc`` / new modes)."""
    x, rec = ins.extra, ins.record
    return x.get("control", True) or x.get("reads_pc", True) or (rec is not None and "writes_mode" in rec.flags)


class BlockCode:
    """One compiled block: instruction indices, per run of fast lines the rows they read before any fast line
    of the block writes them (``reads``: (SGPR rows, VGPR rows); Q needs them written), its source and
    factory ``make(E, C, RK, RCHK) -> (run, loop or None)`` (see ``FastProgram._body`` / ``_loop``)."""

    __slots__ = ("start", "indices", "n", "reads", "source", "make", "consts")

    def __init__(self, start: int, indices: list[int], reads: list[tuple[frozenset, frozenset]], source: str,
                 consts: list[Any]) -> None:
        self.start, self.indices, self.n, self.reads = start, indices, len(indices), reads
        self.source, self.consts = source, consts
        ns: dict[str, Any] = {}
        exec(compile(source, f"<sim block @{start}>", "exec"), ns)  # noqa: S102 - generated from decoded asm
        self.make: Callable[..., tuple[Callable[[bool, int], int], Any]] = ns["make"]


class FastProgram:
    """Per-program cache of compiled blocks (by start pc), built on first execution."""

    def __init__(self, prog: Any, nv: int, native: bool = False) -> None:
        self.prog, self.nv, self.native = prog, nv, native
        self.instrs = prog.instrs
        self.leaders = set(prog.labels.values())
        self.blocks: dict[int, BlockCode] = {}

    @staticmethod
    def of(prog: Any, nv: int) -> "FastProgram":
        cache = prog.__dict__.setdefault("_fast_blocks", {})
        key = (nv, native.enabled())  # blocks with and without the compiled helper's calls
        fp = cache.get(key)
        if fp is None:
            fp = cache[key] = FastProgram(prog, nv, key[1])
        return fp

    def block(self, pc: int) -> BlockCode:
        code = self.blocks.get(pc)
        if code is None:
            code = self.blocks[pc] = self._compile(pc, self._extent(pc))
        return code

    def _extent(self, pc: int) -> list[int]:
        out, n = [pc], len(self.instrs)
        while not ends_block(self.instrs[out[-1]]) and len(out) < MAX_BLOCK_INSTRUCTIONS:
            nxt = out[-1] + 1
            if nxt >= n or nxt in self.leaders:
                break
            out.append(nxt)
        return out

    def _compile(self, start: int, indices: list[int]) -> BlockCode:
        g = Gen(nv=self.nv, next_pc=indices[-1] + 1, labels=self.prog.labels, native=self.native)
        specs: list[Spec | None] = []
        for k, idx in enumerate(indices):
            ins = self.instrs[idx]
            g.next_pc = idx + 1
            spec = emit(ins, g)
            if k == len(indices) - 1 and ends_block(ins) and (spec is None or not spec.term):
                spec = None  # control without a fast form: the generic call, then CTL()
            specs.append(spec)
        reads: list[tuple[frozenset, frozenset]] = []
        body = self._body(indices, specs, g, reads)
        loop = self._loop(start, indices, specs, g)
        head = [f"    {name} = {expr}" for name, expr in {**_COMMON, **g.binds}.items()]
        source = "\n".join(["def make(E, C, RK, RCHK):", *head, "    def run(M, st):", *body, *loop,
                            f"    return run, {'loop' if loop else 'None'}", ""])
        return BlockCode(start, indices, reads, source, g.consts)

    def _loop(self, start: int, indices: list[int], specs: list[Spec | None], g: Gen) -> list[str]:
        """For a block that branches back to its own start and has a fast form for every instruction:
        ``loop(limit, st) -> (next pc, iterations)``, its fast lines repeated while the branch is taken, at most
        ``limit`` times, with SGPRs and SCC in locals throughout. The runner calls it only where each repetition
        gets the same verdicts as the first: Q held, the hazard signature is a fixed point of the block, and
        the step limit is not reached (in here only fast forms' own fallbacks call a semantic, e.g. float
        forms meeting a denormal under a flushing mode, and when Q holds those change no sanitizer state)."""
        last = specs[-1]
        if any(s is None for s in specs) or last.branch is None or last.branch[0] != start:
            return []
        dest, cond = last.branch
        valu, exec_written = any(s.valu for s in specs), any(s.exec_write for s in specs)
        fast, _, _ = self._fast_lines(indices, specs, 0, len(specs) - 1, g, mark=False)
        # the EXEC mask each iteration starts with: the same throughout unless the block writes EXEC
        load, lines, flush = _localise(([_EXEC_MASK] if valu and exec_written else []) + fast + [f"tk_ = {cond}"])
        ind = " " * 8
        head = [ind + _EXEC_MASK] if valu and not exec_written else []
        return ["    def loop(limit, st):", ind + "it = 0", *head, ind + load, ind + _FLOAT_MODE, ind + "while True:",
                *(ind + "    " + ln for ln in lines), ind + f"    it += 1; st += {len(indices)}",
                ind + "    if not tk_ or it >= limit:", ind + f"        {flush}",
                ind + f"        return ({dest} if tk_ else {indices[-1] + 1}), it"]

    def _body(self, indices: list[int], specs: list[Spec | None], g: Gen,
              reads: list[tuple[frozenset, frozenset]]) -> list[str]:
        """run(M, st). Q: no memory operation outstanding (re-evaluated after generic calls and waits); run r of
        fast lines also needs RK[r]: the rows it reads first are written (checked by RCHK(r) until they are;
        ``reads`` collects those rows per run)."""
        ind, n = " " * 8, len(specs)
        out: list[str] = []
        written: set[tuple[str, int]] = set()  # rows written by earlier fast lines (marked before any read)
        valu_from = [any(s is not None and s.valu for s in specs[k:]) for k in range(n + 1)]
        guarded_from = [any(s is not None and s.guard for s in specs[k:]) for k in range(n + 1)]
        out.append(ind + "Q = not san.outstanding")
        if valu_from[0]:
            out.append(ind + _EXEC_MASK)
        if any(s is not None and s.guard == "FQ" for s in specs):
            out.append(ind + _FLOAT_MODE)
        k = 0
        while k < n:
            idx, spec, ins = indices[k], specs[k], self.instrs[indices[k]]
            if spec is None:
                generic = self._generic(idx, k, g)
                if k == n - 1 and ends_block(ins):  # CTL() continues at b.pc (a branch may have set it)
                    return out + [ind + f"b.pc[0] = {idx + 1}", ind + generic, ind + "return CTL()"]
                out.append(ind + generic)
                if guarded_from[k + 1]:  # the instruction may have issued a memory operation (or retired them)
                    out.append(ind + "Q = not san.outstanding")
                if valu_from[k + 1]:  # ... or written EXEC
                    out.append(ind + _EXEC_MASK)
                k += 1
            elif spec.guard is None:
                out += [ind + ln.replace("GENERIC", self._generic(idx, k, g)) for ln in spec.lines]
                if spec.term:
                    return out
                k += 1
            else:
                j = k
                while j < n and specs[j] is not None and (specs[j].guard or not (specs[j].lines or specs[j].term)):
                    j += 1
                exposed: set[tuple[str, int]] = set()
                for spec_ in specs[k:j]:
                    if spec_.guard is not None:
                        exposed |= spec_.reads - written
                        written |= {(f, r) for f, r0, c in spec_.writes for r in range(r0, r0 + c)}
                reads.append((frozenset(r for f, r in exposed if f == "s"), frozenset(r for f, r in exposed
                                                                                        if f == "v")))
                out += [ind + ln for ln in self._run(indices, specs, k, j, g, valu_from[j], len(reads) - 1)]
                k = j
        return out + [ind + f"return {indices[-1] + 1}"]

    def _fast_lines(self, indices: list[int], specs: list[Spec | None], k: int, j: int, g: Gen,
                    mark: bool = True) -> tuple[list[str], list[str], bool]:
        """Instructions k..j-1 (guarded specs and no-op ones): (fast lines, generic calls, whether EXEC is
        written). A fast form's own fallback (e.g. a float form meeting a denormal it must flush) calls the
        semantic between a write-back (@FLUSH@) and a reload (@LOAD@) of the locals. With ``mark``, each instruction's
        rows are marked written when ``M`` says some may not be yet (what ``Sanitizer.on_write`` does with
        nothing outstanding), before anything later can read them."""
        fast: list[str] = []
        generic: list[str] = []
        exec_written = False
        for pos in range(k, j):
            spec = specs[pos]
            if spec.guard is None:
                continue  # no effect at all (s_nop)
            call = self._generic(indices[pos], pos, g)
            generic.append(call)
            fast += [ln.replace("GENERIC", f"@FLUSH@; {call}; @LOAD@") for ln in spec.lines]
            if mark and spec.writes:
                fast.append("if M: " + "; ".join(f"MW(ALL, {f!r}, {r}, {n})" for f, r, n in spec.writes))
            if spec.exec_write:
                exec_written = True
                if any(s.valu for s in specs[pos + 1:j]):
                    fast.append(_EXEC_MASK)
        return fast, generic, exec_written

    def _run(self, indices: list[int], specs: list[Spec | None], k: int, j: int, g: Gen,
             valu_after: bool, r: int) -> list[str]:
        """Instructions k..j-1 (run ``r``): fast lines, SGPRs/SCC in locals, when Q and RK[r] hold, else generic."""
        fast, generic, exec_written = self._fast_lines(indices, specs, k, j, g)
        load, lines, flush = _localise(fast)
        body = [ln for ln in [load, *lines, flush] if ln != "pass"]
        out = [f"if Q and (RK[{r}] or RCHK({r})):", *("    " + ln for ln in body or ["pass"]), "else:",
               *("    " + ln for ln in generic)]
        if exec_written and valu_after:
            out.append(_EXEC_MASK)
        return out

    def _generic(self, idx: int, k: int, g: Gen) -> str:
        """The executor's call of instruction ``idx`` (``k``-th of the block) through its registered semantic."""
        g.bind(f"I{idx}", f"E.I[{idx}]")
        g.bind(f"F{idx}", f"E.I[{idx}].fn")
        return f"b.select(ALL, I{idx}); b.step_count = st + {k}; F{idx}(b, I{idx})"


__all__ = ["BlockCode", "FastProgram", "MAX_BLOCK_INSTRUCTIONS", "ends_block"]
