"""The simulator's hazard sanitizer: checks executed instruction streams against the hardware's wait-state
rules (``torch_cdna.isa.hazards.RULES``, the table the compiler's hazard pass also reads).

Each wave counts wait states as it issues instructions (``s_nop N`` provides N+1, any other instruction 1)
and remembers the recent instructions that can start a hazard. Before an instruction executes, every rule
between a remembered producer and it is checked; too few wait states in between raise ``SanitizerError``
(through ``Sanitizer.on_hazard``) naming both instructions, the register and required vs actual wait states.

Rules with a defined effect (``HazardRule.effect == STALE_SGPR``: a VALU reads as a constant or lane mask an
SGPR that a VALU wrote too few wait states before) are judged on the values: the hardware does not check the
dependency (CDNA3 ISA table 11), so the consumer may see the SGPR's value from before the write. The checker
keeps that value for those producers only (``_Program.snap``); where it equals the new one in every lane the
consumer uses (the EXEC lanes' bits of a ``v_cndmask`` mask, the whole register for a constant) the violation
is a warning in ``stats.warnings`` (``Sanitizer.on_hazard_effect``), otherwise an error naming both values.

Waves that execute the same instruction sequence share one history ("group"), so the common lockstep case
costs one short Python loop per instruction; groups split when waves diverge and merge again when their
recent histories agree. ``check_static`` walks a program's instruction order without running it (for code
the simulator cannot execute yet).

Example:
    >>> from torch_cdna.sim.parse import parse_program
    >>> prog = parse_program('''
    ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    ... k:
    ...   v_exp_f32_e32 v1, v0
    ...   v_add_f32_e32 v2, v1, v1
    ...   s_endpgm
    ... ''', "k")
    >>> [f.rule for f in check_static(prog)]
    ['trans_use']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..isa import hazards as hz
from ..isa.guess import describe

_EXEC = hz.EXEC
_KEEP = 32  # history entries kept per group (only hazard producers are remembered)


@dataclass(frozen=True)
class Violation:
    """A consumer issued ``actual`` wait states after a producer that ``rule`` says needs ``required``."""

    rule: str
    producer: int  # instruction index
    consumer: int
    register: str
    required: int
    actual: int
    message: str
    keys: tuple[int, ...] = ()  # the registers relating them (``torch_cdna.isa.hazards`` keys)


class _Group:
    __slots__ = ("hist", "clock", "size")

    def __init__(self, hist: list[tuple[int, int]], clock: int, size: int) -> None:
        self.hist, self.clock, self.size = hist, clock, size


class _Program:
    """Per-program decode cache: Access of each instruction, wait states it provides, pair findings."""

    def __init__(self, instrs: list[Any], arch: str, labels: dict[str, int] | None = None) -> None:
        self.instrs, self.arch, self.labels = instrs, arch, labels or {}
        self.access: list[hz.Access | None] = [None] * len(instrs)
        self.snap: list[tuple[int, ...]] = [()] * len(instrs)  # SGPRs to keep the pre-write value of
        self._risky: frozenset[int] | None = None
        self.produces: list[bool | None] = [None] * len(instrs)  # None: not decoded yet
        self.consumes: list[bool | None] = [None] * len(instrs)
        self.need: list[dict[int, int]] = [{} for _ in instrs]  # consumer -> {producer: wait states needed}
        self.waits = [hz.wait_states_of(getattr(i, "record", None) or describe(i.mnemonic, arch), i.operands)
                      for i in instrs]
        self.pairs: dict[tuple[int, int], tuple[hz.Finding, ...]] = {}

    def acc(self, i: int) -> hz.Access:
        a = self.access[i]
        if a is None:
            ins = self.instrs[i]
            try:
                a = hz.access(ins.mnemonic, ins.operands, self.arch, ins.mods, record=getattr(ins, "record", None))
            except (ValueError, IndexError):  # an instruction the ISA table does not know: the executor
                a = hz.Access(ins.mnemonic, ins.mnemonic, "other",  # reports it when it runs
                              record=describe(ins.mnemonic, self.arch))
            self.access[i] = a
            self.produces[i] = hz.can_produce(a, self.arch)
            self.consumes[i] = hz.can_consume(a, self.arch)
            self.snap[i] = hz.stale_keys(a, self.arch)
        return a

    def risky(self) -> frozenset[int]:
        """Producers that a modelled rule (``effect``) flags in the static walk: the single-wave fast path runs
        their blocks instruction by instruction, so their pre-write values are kept (computed once)."""
        if self._risky is None:
            self._risky = frozenset(v.producer for v in _static(self)
                                    if hz.RULES_BY_NAME[v.rule].effect == hz.STALE_SGPR)
        return self._risky

    def findings(self, p: int, c: int) -> tuple[hz.Finding, ...]:
        key = (p, c)
        f = self.pairs.get(key)
        if f is None:
            f = tuple(hz.hazards_between(self.acc(p), self.acc(c), self.arch))
            self.pairs[key] = f
        return f


def _program_cache(prog: Any) -> _Program:
    cache = getattr(prog, "_hazard_cache", None)
    if cache is None:
        cache = _Program(prog.instrs, prog.arch, getattr(prog, "labels", None))
        try:
            prog._hazard_cache = cache  # decoded once per program, like the semantics
        except AttributeError:
            pass
    return cache


def _violations(p: _Program, hist: list[tuple[int, int]], clock: int, c: int) -> list[Violation]:
    out = []
    need = p.need[c]
    for prod, end in reversed(hist):
        dist = clock - end
        if dist >= hz.MAX_WAIT_STATES:
            break
        r = need.get(prod)
        if r is None:
            r = need[prod] = max((f.required for f in p.findings(prod, c)), default=0)
        if dist < r:  # rare: find which rules broke
            out += [_violation(p, prod, c, f, dist) for f in p.findings(prod, c) if dist < f.required]
    return out


def _violation(p: _Program, prod: int, c: int, f: hz.Finding, actual: int) -> Violation:
    regs = ", ".join(hz.reg_name(k) for k in f.registers[:4]) if f.registers != hz.NO_REGISTER else "-"
    if len(f.registers) > 4:
        regs += ", ..."
    pi, ci = p.instrs[prod], p.instrs[c]
    msg = (f"hazard {f.rule.name}: `{ci.text}` (#{c}) needs {f.required} wait state(s) after `{pi.text}` "
           f"(#{prod}) [register {regs}] but only {actual} passed; insert `s_nop {f.required - actual - 1}` "
           f"or independent instructions ({f.rule.source})")
    return Violation(f.rule.name, prod, c, regs, f.required, actual, msg,
                     f.registers if f.registers != hz.NO_REGISTER else ())


class HazardChecker:
    """Run-time hazard checking for one batch of waves (see the module docstring)."""

    def __init__(self, prog: Any, num_waves: int) -> None:
        self.p = _program_cache(prog)
        self.gid = np.zeros(num_waves, dtype=np.int64)
        self.groups: dict[int, _Group] = {0: _Group([], 0, num_waves)}
        self.next_gid = 1
        # pre-write SGPR values of the producers a modelled rule may need (``_Program.snap``), per wave:
        # producer index -> (values (num_waves, len(keys)), taken (num_waves,) bool)
        self.before: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def issue(self, b: Any, ins: Any) -> None:
        """Check ``ins`` for the selected waves ``b.w`` and record it in their histories (call before
        the instruction's semantics)."""
        w = b.w
        if isinstance(w, slice) and len(self.groups) == 1:
            self._step(b, self.groups[0], ins.index, 0, w)
        else:
            sel = np.arange(len(self.gid))[w] if isinstance(w, slice) else np.asarray(w)
            gs = self.gid[sel]
            ids = np.unique(gs)
            for g in ids.tolist():
                members = sel[gs == g] if len(ids) > 1 else sel
                grp = self.groups[g]
                if len(members) != grp.size:  # some waves of the group are elsewhere: split them off
                    grp.size -= len(members)
                    g = self.next_gid
                    self.next_gid += 1
                    grp = self.groups[g] = _Group(list(grp.hist), grp.clock, len(members))
                    self.gid[members] = g
                self._step(b, grp, ins.index, int(members[0]), members)
            if len(ids) > 1:
                self._merge([int(g) for g in np.unique(self.gid[sel])])
        keys = self.p.snap[ins.index]
        if keys:  # a VALU writing SGPRs: keep their values from before the write (the semantics run next)
            self._snapshot(b, ins.index, keys)

    def _snapshot(self, b: Any, c: int, keys: tuple[int, ...]) -> None:
        entry = self.before.get(c)
        if entry is None:
            n = len(self.gid)
            entry = self.before[c] = (np.zeros((n, len(keys)), dtype=np.uint32), np.zeros(n, dtype=bool))
        values, taken = entry
        values[b.w] = b.s[b.w][:, list(keys)]
        taken[b.w] = True

    def _step(self, b: Any, grp: _Group, c: int, wave: int, members: Any) -> None:
        p = self.p
        if p.consumes[c] is None:
            p.acc(c)
        if p.consumes[c] and grp.hist:
            found = _violations(p, grp.hist, grp.clock, c)
            if found:
                self._decide(b, found, wave, members)
        grp.clock += p.waits[c]
        if p.produces[c]:
            grp.hist.append((c, grp.clock))
            if len(grp.hist) > _KEEP:  # drop what no rule can reach (at most MAX_WAIT_STATES entries remain)
                grp.hist[:] = _reachable(grp.hist, grp.clock)

    def _decide(self, b: Any, found: list[Violation], wave: int, members: Any) -> None:
        """Report the violations of one consumer in the waves ``members``: an error where no model is defined
        (the largest requirement broken), or where the modelled effect changes what the consumer reads; a
        warning where it does not."""
        hard = [v for v in found if hz.RULES_BY_NAME[v.rule].effect != hz.STALE_SGPR]
        if hard:
            worst = max(hard, key=lambda v: v.required - v.actual)
            b.sanitizer.on_hazard(b, worst.message, int(b.global_wave_id[wave]))
            return
        for v in found:
            differs = self._stale_differs(b, v, members)
            if differs is not None:
                b.sanitizer.on_hazard(b, v.message + "; " + differs[0], int(b.global_wave_id[differs[1]]))
        for v in found:
            b.sanitizer.on_hazard_effect(
                b, f"{v.message.split('; insert')[0]}; no effect: the value before `{self.p.instrs[v.producer].text}`"
                   f" equals the new one in every lane that reads it")

    def _stale_differs(self, b: Any, v: Violation, members: Any) -> tuple[str, int] | None:
        """For a ``STALE_SGPR`` violation: None when the registers' values from before the producer's write equal
        their current values in every lane the consumer uses, else (what differs, wave index)."""
        p = self.p
        keys = [k for k in v.keys if k < hz.V]
        snap = p.snap[v.producer]
        entry = self.before.get(v.producer)
        waves = np.arange(len(self.gid))[members] if isinstance(members, slice) else np.asarray(members)
        if entry is None or not entry[1][waves].all() or any(k not in snap for k in keys):
            return (f"the value {', '.join(hz.reg_name(k) for k in keys)} held before `{p.instrs[v.producer].text}` "
                    "was not kept, so its effect is unknown", int(waves[0]))
        stale = entry[0][waves][:, [snap.index(k) for k in keys]].astype(np.uint64)
        fresh = b.s[waves][:, keys].astype(np.uint64)
        lo, hi = b.s[waves, _EXEC].astype(np.uint64), b.s[waves, _EXEC + 1].astype(np.uint64)
        mask = p.acc(v.consumer).mask_sgpr
        used = np.empty_like(stale)
        for j, k in enumerate(keys):
            if k in mask:  # a lane mask: lane i of the wave reads bit i of the pair (EXEC's lanes only)
                used[:, j] = lo if mask.index(k) == 0 else hi
            else:  # a value every active lane reads whole
                used[:, j] = np.where((lo | hi) != 0, 0xFFFFFFFF, 0)
        diff = (stale ^ fresh) & used
        bad = np.flatnonzero(diff.any(axis=1))
        if not bad.size:
            return None
        i = int(bad[0])
        names = ", ".join(hz.reg_name(k) for k in keys)
        return (f"the hardware may read the value {names} held before `{p.instrs[v.producer].text}`: "
                f"{_hex(stale[i] & used[i])} instead of {_hex(fresh[i] & used[i])} (in the lanes it uses), "
                "so the result would differ", int(waves[i]))

    def signature(self) -> tuple[tuple[int, int], ...]:
        """The history of a batch whose waves all share one group, as ((producer, wait states since), ...)
        oldest first, limited to what a rule can still reach: every verdict depends on nothing else."""
        (grp,) = self.groups.values()
        return _signature(grp.hist, grp.clock)

    def load_signature(self, sig: tuple[tuple[int, int], ...]) -> None:
        """Make every wave share the history ``sig`` (from ``signature`` or ``BlockHazards``). Pre-write values
        are kept only for the producers the fast path runs exactly (``_Program.risky``): any other may have run
        in a compiled block since, so a violation against it reports its effect as unknown."""
        if self.before:
            risky = self.p.risky()
            self.before = {c: e for c, e in self.before.items() if c in risky}
        self.gid[:] = 0
        self.groups = {0: _Group([(i, -age) for i, age in sig], 0, len(self.gid))}
        self.next_gid = 1

    def _merge(self, ids: list[int]) -> None:
        seen: dict[tuple, int] = {}
        for g in ids:
            grp = self.groups[g]
            sig = _signature(grp.hist, grp.clock)
            first = seen.setdefault(sig, g)
            if first != g:
                self.gid[self.gid == g] = first
                self.groups[first].size += grp.size
                del self.groups[g]


def _hex(words: np.ndarray) -> str:
    """Register values as one hex number, first register lowest (an SGPR pair reads as its 64-bit value)."""
    return hex(sum(int(x) << (32 * j) for j, x in enumerate(words.tolist())))


def _reachable(hist: list[tuple[int, int]], clock: int) -> list[tuple[int, int]]:
    return [e for e in hist if clock - e[1] < hz.MAX_WAIT_STATES]


def _signature(hist: list[tuple[int, int]], clock: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, clock - e) for i, e in hist if clock - e < hz.MAX_WAIT_STATES)


class BlockHazards:
    """Memoised verdicts for straight-line runs of one program executed by a single wave, for the simulator's
    fast path (``sim/fastpath.py``).

    A run's verdict and the history it leaves depend only on the history it starts with, reduced to its
    ``signature`` (producers still within ``MAX_WAIT_STATES``; ``_violations`` never looks further), so they
    are computed once per (run, entry signature). Signatures are interned as small ints;
    ``transfer(key, indices, sid)`` returns the signature id after the run, or -1 when one of its
    instructions breaks a rule (the caller then re-runs it through ``HazardChecker.issue``, which raises at
    that instruction). Kept per program, so later launches reuse the verdicts.

    Example:
        >>> from torch_cdna.sim.parse import parse_program
        >>> prog = parse_program(".amdgcn_target \\"amdgcn-amd-amdhsa--gfx942\\"\\nk:\\n  v_exp_f32_e32 v1, v0\\n"
        ...                      "  v_add_f32_e32 v2, v1, v1\\n  s_endpgm\\n", "k")
        >>> bh = BlockHazards.of(prog)
        >>> bh.transfer(0, [0, 1, 2], 0)       # v2 reads the transcendental result v1 at once: a violation
        -1
        >>> bh.sig(bh.transfer(1, [1, 2], bh.intern(((0, 1),))))   # one wait state passed: fine
        ((0, 3), (1, 1))
    """

    def __init__(self, p: _Program) -> None:
        self.p = p
        self.ids: dict[tuple, int] = {(): 0}
        self.sigs: list[tuple] = [()]
        self.next: dict[Any, dict[int, int]] = {}  # run key -> {entry signature id: exit id or -1}

    @staticmethod
    def of(prog: Any) -> "BlockHazards":
        """The memo of ``prog`` (created on first use, kept with the program's other decode caches)."""
        p = _program_cache(prog)
        bh = getattr(p, "block_hazards", None)
        if bh is None:
            bh = p.block_hazards = BlockHazards(p)
        return bh

    def intern(self, sig: tuple) -> int:
        sid = self.ids.get(sig)
        if sid is None:
            sid = self.ids[sig] = len(self.sigs)
            self.sigs.append(sig)
        return sid

    def sig(self, sid: int) -> tuple:
        return self.sigs[sid]

    def table(self, key: Any) -> dict[int, int]:
        """The memo of run ``key`` (entry id -> exit id or -1), for callers that look entries up themselves."""
        t = self.next.get(key)
        if t is None:
            t = self.next[key] = {}
        return t

    def transfer(self, key: Any, indices: list[int], sid: int) -> int:
        t = self.table(key)
        out = t.get(sid)
        if out is None:
            out = t[sid] = self._run(indices, self.sigs[sid])
        return out

    def _run(self, indices: list[int], sig: tuple) -> int:
        """``HazardChecker._step`` over ``indices`` without raising: the exit signature id, or -1."""
        p = self.p
        hist, clock = [(i, -age) for i, age in sig], 0
        for c in indices:
            if p.consumes[c] is None:
                p.acc(c)
            if p.consumes[c] and hist and _violations(p, hist, clock, c):
                return -1
            if p.snap[c] and c in p.risky():  # a modelled violation may need its pre-write values
                return -1
            clock += p.waits[c]
            if p.produces[c]:
                hist.append((c, clock))
                if len(hist) > _KEEP:
                    hist = _reachable(hist, clock)
        return self.intern(_signature(hist, clock))


def check_static(prog: Any, arch: str | None = None) -> list[Violation]:
    """Hazards in a program's instruction order, without running it.

    Straight-line order plus branch edges: an instruction after a label is checked against the histories
    of the fall-through path and of every branch to that label (two passes, so loop back edges count);
    nothing flows past ``s_endpgm``/``s_branch``. Conservative like LLVM's predecessor walk. Every violation
    is listed, modelled ones too (their effect depends on the values at run time).
    """
    p = _program_cache(prog) if arch in (None, prog.arch) else _Program(prog.instrs, arch, prog.labels)
    return _static(p)


def _static(p: _Program) -> list[Violation]:
    labels_at: dict[int, list[str]] = {}
    for name, idx in p.labels.items():
        labels_at.setdefault(idx, []).append(name)
    incoming: dict[str, list[dict[int, int]]] = {}
    found: dict[tuple[int, int, str], Violation] = {}
    for sweep in range(2):  # the second sweep sees the back edges the first one recorded
        hist: dict[int, int] = {}  # producer instruction -> wait states since it (minimum over paths)
        for i, ins in enumerate(p.instrs):
            for name in labels_at.get(i, ()):
                for other in incoming.get(name, ()):
                    for q, d in other.items():
                        hist[q] = min(d, hist.get(q, d))
            a = p.acc(i)
            if p.consumes[i]:
                for prod, dist in hist.items():
                    for f in p.findings(prod, i):
                        if dist < f.required:
                            v = _violation(p, prod, i, f, dist)
                            found.setdefault((prod, i, v.rule), v)
            step = p.waits[i]
            hist = {q: d + step for q, d in hist.items() if d + step < hz.MAX_WAIT_STATES}
            if p.produces[i]:
                hist[i] = 0
            target = next((op.name for op in ins.operands if type(op).__name__ == "Label"), None)
            flags = a.record.flags if a.record is not None else frozenset()
            if sweep == 0 and target is not None and "branch" in flags:  # s_branch, s_cbranch_*
                incoming.setdefault(target, []).append(hist)
            if "ends_flow" in flags:  # s_endpgm, s_branch, s_setpc_b64
                hist = {}
    return sorted(found.values(), key=lambda v: (v.consumer, v.producer))


__all__ = ["BlockHazards", "HazardChecker", "Violation", "check_static"]
