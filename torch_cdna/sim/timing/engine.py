"""Replay recorded wave traces on a model of one CDNA compute unit, cycle by cycle.

The model (parameters from ``isa/targets.py``; the rules from rocprofiler-compute's pipeline description, the
CDNA3/CDNA4 ISA guides and LLVM's scheduling models, see ``docs/timing-model.md``):

- A CU has 4 SIMDs; each cycle one SIMD is considered, round-robin, so a SIMD gets an issue turn every 4 cycles.
  In its turn a SIMD issues at most one instruction per category (VALU incl. MFMA, SALU/SMEM, VMEM, LDS,
  branch) and at most one per wave, oldest wave first.
- Wave64 VALU holds the SIMD's VALU port ``valu_cycles`` (4), transcendentals ``trans_cycles`` (16). An MFMA
  holds the VALU port ``mfma_issue_cycles`` and the SIMD's matrix pipe passes x 4 cycles: VALU work of any
  wave overlaps the rest; the next MFMA waits for the pipe.
- ``s_nop N`` makes its wave wait N+1 issue turns (a wait state is one MFMA pass, 4 cycles).
- Memory instructions queue on the CU's vector-memory path and LDS, which serve bytes at the rates the
  ``MemoryPath`` gives (the chip's bandwidth shared among the active CUs) and complete after their latency.
  ``vmcnt``/``lgkmcnt`` retire in order; ``s_waitcnt`` holds its wave until enough have completed.
- ``s_barrier`` releases the workgroup ``lat_barrier`` cycles after its last wave arrives.
- Workgroups run ``occupancy`` at a time; a finished one is replaced by the next in the CU's queue.

Stall accounting is in wave-cycles: each cycle a resident wave could not issue, attributed to its reason.

Example:
    >>> from torch_cdna.isa.targets import target
    >>> from torch_cdna.sim.timing.static import Timed
    >>> from torch_cdna.sim.timing.trace import WaveTrace
    >>> rows = [Timed("valu", 4), Timed("endpgm")]
    >>> w = WaveTrace(0, 0, pcs=[0] * 10 + [1])
    >>> res = run_cu([[w]], rows, target("mi300x"), MemoryPath(64.0, 500.0), occupancy=1)
    >>> res.cycles         # ten VALU turns of SIMD 0 (cycles 0..36), s_endpgm at 40
    40
"""

from __future__ import annotations

import bisect
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ...isa.targets import Target
from .static import CATEGORY, LOAD_CLASSES, Timed
from .trace import WaveTrace

_NEVER = float("inf")
STALL_CAUSES = ("waitcnt_vm", "waitcnt_lgkm", "barrier", "nop", "valu_busy", "mfma_busy", "arbitration",
                "branch")
UNIT_CLASSES = ("valu", "trans", "mfma", "salu", "smem", "vmem_load", "vmem_store", "lds", "branch", "waitcnt",
                "nop", "barrier", "endpgm", "other")


@dataclass(frozen=True)
class MemoryPath:
    """How the CU's vector memory requests are served: ``bytes_per_cycle`` (its share of the level(s) the data
    comes from) and the mean ``latency`` in cycles from issue to data."""

    bytes_per_cycle: float
    latency: float


@dataclass
class CuResult:
    """What one CU did: total ``cycles``, each workgroup's finish cycle, instructions issued per class, cycles
    each unit was busy (summed over SIMDs), stall wave-cycles per cause, bytes moved."""

    cycles: float = 0.0
    finish: list[float] = field(default_factory=list)
    issued: dict[str, int] = field(default_factory=lambda: dict.fromkeys(UNIT_CLASSES, 0))
    busy: dict[str, float] = field(default_factory=lambda: {"valu": 0.0, "mfma": 0.0, "vmem": 0.0, "lds": 0.0})
    stalls: dict[str, float] = field(default_factory=lambda: dict.fromkeys(STALL_CAUSES, 0.0))
    pc_stalls: dict[int, dict[str, float]] = field(default_factory=dict)  # program index -> cause -> wave-cycles
    # reads of a register before the load writing it has delivered (in this model's timeline): program index of
    # the read -> [times, most cycles early, the load's program index, register key]
    early_reads: dict[int, list] = field(default_factory=dict)
    # (workgroup, wave in group) -> [(dynamic index of a register load, dynamic index of the first instruction
    # issued once its data has arrived)] for the loads whose data arrives after the next instruction issues
    arrivals: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    vmem_bytes: int = 0
    lds_bytes: int = 0
    wave_cycles: float = 0.0  # resident wave-cycles (the denominator of the stall fractions)


class _Wave:
    __slots__ = ("pcs", "mem", "i", "mi", "n", "ready", "simd", "group", "vm", "lgkm", "done", "at_barrier",
                 "since", "start", "arriving", "trace", "times", "loads")

    def __init__(self, trace: WaveTrace, simd: int, group: "_Group", now: float) -> None:
        self.pcs, self.mem = trace.pcs, trace.mem
        self.i = self.mi = 0
        self.n = len(trace.pcs)
        self.ready, self.simd, self.group = now, simd, group
        self.vm: deque = deque()
        self.lgkm: deque = deque()
        self.done = self.at_barrier = False
        self.since = self.start = now
        self.arriving: dict[int, tuple[float, int]] = {}  # register key -> (its load's data arrival, load pc)
        self.trace = trace
        self.times: list[float] = []  # issue cycle of each executed instruction
        self.loads: list[tuple[int, float]] = []  # (dynamic index, data arrival) of each register load


class _Group:
    __slots__ = ("waves", "live", "arrived", "index")

    def __init__(self, index: int) -> None:
        self.waves: list[_Wave] = []
        self.live = self.arrived = 0
        self.index = index


class _Simd:
    __slots__ = ("waves", "valu_free", "mfma_free")

    def __init__(self) -> None:
        self.waves: list[_Wave] = []
        self.valu_free = 0.0
        self.mfma_free = 0.0


def _late_loads(w: _Wave) -> list[tuple[int, int]]:
    """``(i, j)`` for each register load of ``w`` (dynamic index ``i``) whose data arrives after instruction
    ``i + 1`` issues: ``j`` is the first dynamic index issued at or after the arrival (``len`` if none)."""
    return [(i, j) for i, done in w.loads if (j := bisect.bisect_left(w.times, done, i + 1)) > i + 1]


def _wait_until(queue: deque, limit: int, now: float) -> float:
    """When at most ``limit`` entries of ``queue`` (in-order completion times) are outstanding: ``now`` if so."""
    while queue and queue[0] <= now:
        queue.popleft()
    if len(queue) <= limit:
        return now
    return queue[len(queue) - limit - 1]


def _push(queue: deque, done_at: float) -> None:
    queue.append(max(done_at, queue[-1]) if queue else done_at)  # counters retire in order


class _ComputeUnit:
    """One CU's state while it runs: SIMDs, the queue of workgroups, the shared LDS and memory path."""

    def __init__(self, workgroups: Sequence[Sequence[WaveTrace]], rows: Sequence[Timed], t: Target,
                 mem: MemoryPath, occupancy: int) -> None:
        self.res = CuResult()
        self.rows, self.t, self.occupancy = rows, t, occupancy
        self.simds = [_Simd() for _ in range(t.simds_per_cu)]
        self.turn = len(self.simds)  # cycles between two turns of a SIMD
        self.queue = deque(enumerate(workgroups))
        self.resident = self.next_simd = self.live_waves = 0
        self.lds_free = self.vmem_free = 0.0
        self.bpc, self.vlat = mem.bytes_per_cycle, mem.latency
        self.ended = False  # a wave of the SIMD whose turn it is ended (its list is pruned after the turn)
        self.all_waves: list[_Wave] = []

    def dispatch(self, now: float) -> None:
        """Start queued workgroups while fewer than ``occupancy`` are resident; waves go to SIMDs round-robin."""
        while self.queue and self.resident < self.occupancy:
            index, traces = self.queue.popleft()
            g = _Group(index)
            for tr in traces:
                w = _Wave(tr, self.place(), g, now)
                self.all_waves.append(w)
                if w.n:
                    g.waves.append(w)
                    self.simds[w.simd].waves.append(w)
            g.live = len(g.waves)
            self.live_waves += g.live
            if g.live:
                self.resident += 1
            else:
                self.res.finish.append(now)

    def place(self) -> int:
        """The SIMD of the next wave: the one with the fewest live waves, round-robin among equals. The
        hardware puts a wave where its registers are free; plain round-robin would stack a one-wave
        workgroup on a SIMD that is still full while another SIMD's wave has ended."""
        n = len(self.simds)
        live = [sum(not w.done for w in s.waves) for s in self.simds]
        k = min(range(n), key=lambda k: (live[(self.next_simd + k) % n], k))
        simd = (self.next_simd + k) % n
        self.next_simd = simd + 1
        return simd

    def stall(self, cause: str, pc: int, cycles: float) -> None:
        self.res.stalls[cause] += cycles
        at = self.res.pc_stalls.get(pc)
        if at is None:
            at = self.res.pc_stalls[pc] = dict.fromkeys(STALL_CAUSES, 0.0)
        at[cause] += cycles

    def track_arrivals(self, w: _Wave, row: Timed, cls: str, now: float) -> None:
        """Note reads of registers whose load data has not arrived at ``now`` (the hardware would read the old
        value; the functional simulator, which writes at issue, computed with the new one), then record the
        arrival of this instruction's own results if it is a load, or forget registers it overwrites."""
        arriving = w.arriving
        pc = w.pcs[w.i]
        for k in row.reads:
            pending = arriving.get(k)
            if pending is None:
                continue
            if pending[0] <= now:
                del arriving[k]
                continue
            seen = self.res.early_reads.setdefault(pc, [0, 0.0, pending[1], k])
            seen[0] += 1
            seen[1] = max(seen[1], pending[0] - now)
        if cls in LOAD_CLASSES:
            done = (w.vm if cls == "vmem_load" else w.lgkm)[-1]
            if row.writes:
                w.loads.append((w.i, done))
            for k in row.writes:
                arriving[k] = (done, pc)
        else:
            for k in row.writes:
                arriving.pop(k, None)

    def release(self, g: _Group, now: float) -> float:
        """Release workgroup ``g``'s waves from ``s_barrier``; returns the release cycle."""
        at = now + self.t.lat_barrier
        for w in g.waves:
            if w.at_barrier:
                w.at_barrier = False
                self.stall("barrier", w.pcs[w.i - 1] if w.i else w.pcs[0], at - w.since)
                w.ready = at
        g.arrived = 0
        return at

    def run(self) -> CuResult:
        rows, turn, simds, nsimd = self.rows, self.turn, self.simds, len(self.simds)
        issued = self.res.issued
        self.dispatch(0.0)
        now = 0.0
        while self.live_waves:
            s = simds[int(now) % nsimd]
            used = 0  # bit set of the categories issued this turn
            self.ended = False
            for w in s.waves:
                if w.done or w.ready > now:
                    continue
                row = rows[w.pcs[w.i]]
                cls = row.cls
                bit = _CLASS_BITS[cls]
                if bit & used:
                    self.stall("arbitration", w.pcs[w.i], turn)
                    w.ready = now + turn
                    continue
                nxt = _ISSUE[cls](self, w, s, row, now)
                if nxt is None:  # it could not issue; the handler set when to try again
                    continue
                used |= bit
                issued[cls] += 1
                w.times.append(now)
                if w.arriving or cls in LOAD_CLASSES:
                    self.track_arrivals(w, row, cls, now)
                w.i += 1
                w.ready = nxt
            if self.ended:
                s.waves = [w for w in s.waves if not w.done]
            now = _next_time(simds, now, nsimd)
            if now == _NEVER:
                if self.live_waves:
                    raise RuntimeError("timing model: waves wait at a barrier that the rest of their workgroup "
                                       "never reaches")
                break
        self.res.cycles = max(self.res.finish) if self.res.finish else 0.0
        self.res.arrivals = {(w.trace.workgroup, w.trace.wave_in_group): late for w in self.all_waves
                             if (late := _late_loads(w))}
        return self.res


# ------------------------------------------------------------------------------------------- issue handlers
# One per issue class: issue ``row`` for wave ``w`` on SIMD ``s`` at cycle ``now`` and return the cycle at which
# the wave may issue again, or return None (not issued; the handler set ``w.ready`` and accounted the stall).
Handler = Callable[[_ComputeUnit, _Wave, _Simd, Timed, float], "float | None"]
_ISSUE: dict[str, Handler] = {}


def _handles(*classes: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for c in classes:
            _ISSUE[c] = fn
        return fn
    return register


@_handles("salu", "other")
def _plain(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    return now + cu.turn


@_handles("valu", "trans")
def _valu(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    if s.valu_free > now:
        cu.stall("valu_busy", w.pcs[w.i], s.valu_free - now)
        w.ready = s.valu_free
        return None
    s.valu_free = now + row.cycles
    cu.res.busy["valu"] += row.cycles
    return now + cu.turn


@_handles("mfma")
def _mfma(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    free = max(s.valu_free, s.mfma_free)
    if free > now:
        cu.stall("mfma_busy" if s.mfma_free > now else "valu_busy", w.pcs[w.i], free - now)
        w.ready = free
        return None
    issue = cu.t.mfma_issue_cycles
    s.mfma_free, s.valu_free = now + row.cycles, now + issue
    cu.res.busy["mfma"] += row.cycles
    cu.res.busy["valu"] += issue
    return now + cu.turn


@_handles("waitcnt")
def _waitcnt(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    vm_at = _wait_until(w.vm, row.vm, now)
    at = max(vm_at, _wait_until(w.lgkm, row.lgkm, now))
    if at > now:
        cu.stall("waitcnt_vm" if vm_at >= at else "waitcnt_lgkm", w.pcs[w.i], at - now)
        w.ready = at
        return None
    return now + cu.turn


@_handles("vmem_load", "vmem_store")
def _vmem(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    nbytes = w.mem[w.mi][0]
    w.mi += 1
    service = nbytes / cu.bpc
    start = max(cu.vmem_free, now)
    held = max(service, float(cu.t.valu_cycles))  # the address path takes at least a wave64's 4 cycles
    cu.vmem_free = start + held
    cu.res.busy["vmem"] += held
    _push(w.vm, start + service + cu.vlat)
    cu.res.vmem_bytes += nbytes
    return now + cu.turn


@_handles("lds")
def _lds(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    nbytes, cycles = w.mem[w.mi]
    w.mi += 1
    cu.lds_free = max(cu.lds_free, now) + max(cycles, 1)
    cu.res.busy["lds"] += max(cycles, 1)
    _push(w.lgkm, cu.lds_free + cu.t.lat_lds)
    cu.res.lds_bytes += nbytes
    return now + cu.turn


@_handles("smem")
def _smem(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    w.mi += 1
    _push(w.lgkm, now + cu.t.lat_smem)
    return now + cu.turn


@_handles("branch")
def _branch(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    taken = w.i + 1 < w.n and w.pcs[w.i + 1] != w.pcs[w.i] + 1
    if not taken:
        return now + cu.turn
    cu.stall("branch", w.pcs[w.i], cu.t.branch_taken_cycles)
    return now + cu.turn + cu.t.branch_taken_cycles


@_handles("nop")
def _nop(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    cu.stall("nop", w.pcs[w.i], row.cycles - cu.turn)
    return now + row.cycles


@_handles("barrier")
def _barrier(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    g = w.group
    w.at_barrier, w.since = True, now
    g.arrived += 1
    return cu.release(g, now) if g.arrived >= g.live else _NEVER


@_handles("endpgm")
def _endpgm(cu: _ComputeUnit, w: _Wave, s: _Simd, row: Timed, now: float) -> float | None:
    w.done = cu.ended = True
    cu.live_waves -= 1
    cu.res.wave_cycles += now - w.start
    g = w.group
    g.live -= 1
    if g.live == 0:
        cu.res.finish.append(now)
        cu.resident -= 1
        cu.dispatch(now + cu.turn)
    elif g.arrived and g.arrived >= g.live:
        cu.release(g, now)
    return now


def run_cu(workgroups: Sequence[Sequence[WaveTrace]], rows: Sequence[Timed], t: Target, mem: MemoryPath,
           occupancy: int) -> CuResult:
    """Run ``workgroups`` (each a list of its waves' traces, in dispatch order) on one CU, ``occupancy`` at a time."""
    return _ComputeUnit(workgroups, rows, t, mem, occupancy).run()


_BITS = {"valu": 1, "salu": 2, "vmem": 4, "lds": 8, "branch": 16}
_CLASS_BITS = {cls: _BITS.get(cat, 0) for cls, cat in CATEGORY.items()}


def _next_time(simds: list[_Simd], now: float, nsimd: int) -> float:
    """The next cycle at which some wave may issue: the next turn of a SIMD holding a ready wave."""
    best = _NEVER
    base = int(now) + 1
    for k, s in enumerate(simds):
        for w in s.waves:
            r = w.ready
            if r < best:
                # the first turn of SIMD k at or after max(r, base)
                at = max(r, base)
                at_i = int(at) if at == int(at) else int(at) + 1
                at_i += (k - at_i) % nsimd
                if at_i < best:
                    best = at_i
    return best


__all__ = ["CuResult", "MemoryPath", "STALL_CAUSES", "run_cu"]
