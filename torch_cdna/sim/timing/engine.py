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

from collections import deque
from dataclasses import dataclass, field
from typing import Sequence

from ...isa.targets import Target
from .static import CATEGORY, Timed
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
    vmem_bytes: int = 0
    lds_bytes: int = 0
    wave_cycles: float = 0.0  # resident wave-cycles (the denominator of the stall fractions)


class _Wave:
    __slots__ = ("pcs", "mem", "i", "mi", "n", "ready", "simd", "group", "vm", "lgkm", "done", "at_barrier",
                 "since", "start")

    def __init__(self, trace: WaveTrace, simd: int, group: "_Group", now: float) -> None:
        self.pcs, self.mem = trace.pcs, trace.mem
        self.i = self.mi = 0
        self.n = len(trace.pcs)
        self.ready, self.simd, self.group = now, simd, group
        self.vm: deque = deque()
        self.lgkm: deque = deque()
        self.done = self.at_barrier = False
        self.since = self.start = now


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


def _wait_until(queue: deque, limit: int, now: float) -> float:
    """When at most ``limit`` entries of ``queue`` (in-order completion times) are outstanding: ``now`` if so."""
    while queue and queue[0] <= now:
        queue.popleft()
    if len(queue) <= limit:
        return now
    return queue[len(queue) - limit - 1]


def _push(queue: deque, done_at: float) -> None:
    queue.append(max(done_at, queue[-1]) if queue else done_at)  # counters retire in order


def run_cu(workgroups: Sequence[Sequence[WaveTrace]], rows: Sequence[Timed], t: Target, mem: MemoryPath,
           occupancy: int) -> CuResult:
    """Run ``workgroups`` (each a list of its waves' traces, in dispatch order) on one CU, ``occupancy`` at a time."""
    res = CuResult()
    simds = [_Simd() for _ in range(t.simds_per_cu)]
    nsimd = len(simds)
    queue = deque(enumerate(workgroups))
    resident = 0
    next_simd = 0
    lds_free = vmem_free = 0.0
    valu_c, trans_c, issue_c = t.valu_cycles, t.trans_cycles, t.mfma_issue_cycles
    turn = nsimd  # cycles between two turns of a SIMD
    lat_lds, lat_smem, lat_barrier, branch_c = t.lat_lds, t.lat_smem, t.lat_barrier, t.branch_taken_cycles
    bpc, vlat = mem.bytes_per_cycle, mem.latency
    stalls, issued, busy = res.stalls, res.issued, res.busy
    live_waves = 0

    def dispatch(now: float) -> None:
        nonlocal resident, next_simd, live_waves
        while queue and resident < occupancy:
            index, traces = queue.popleft()
            g = _Group(index)
            for tr in traces:
                w = _Wave(tr, next_simd % nsimd, g, now)
                next_simd += 1
                if w.n == 0:
                    continue
                g.waves.append(w)
                simds[w.simd].waves.append(w)
            g.live = len(g.waves)
            live_waves += g.live
            resident += 1
            if not g.live:
                resident -= 1
                res.finish.append(now)

    pc_stalls = res.pc_stalls

    def stall(cause: str, pc: int, cycles: float) -> None:
        stalls[cause] += cycles
        at = pc_stalls.get(pc)
        if at is None:
            at = pc_stalls[pc] = dict.fromkeys(STALL_CAUSES, 0.0)
        at[cause] += cycles

    def release(g: _Group, now: float) -> None:
        at = now + lat_barrier
        for w in g.waves:
            if w.at_barrier:
                w.at_barrier = False
                stall("barrier", w.pcs[w.i - 1], at - w.since)
                w.ready = at
        g.arrived = 0

    dispatch(0.0)
    now = 0.0
    while live_waves:
        s = simds[int(now) % nsimd]
        used = 0  # bit set of categories issued this turn
        ended = False
        for w in s.waves:
            if w.done or w.ready > now:
                continue
            row = rows[w.pcs[w.i]]
            cls = row.cls
            cat = CATEGORY[cls]
            bit = _BITS.get(cat, 0)
            if bit & used:
                stall("arbitration", w.pcs[w.i], turn)
                w.ready = now + turn
                continue
            if cls == "valu" or cls == "trans":
                if s.valu_free > now:
                    stall("valu_busy", w.pcs[w.i], s.valu_free - now)
                    w.ready = s.valu_free
                    continue
                c = trans_c if cls == "trans" else valu_c
                s.valu_free = now + c
                busy["valu"] += c
            elif cls == "mfma":
                free = max(s.valu_free, s.mfma_free)
                if free > now:
                    stall("mfma_busy" if s.mfma_free > now else "valu_busy", w.pcs[w.i], free - now)
                    w.ready = free
                    continue
                s.mfma_free = now + row.cycles
                s.valu_free = now + issue_c
                busy["mfma"] += row.cycles
                busy["valu"] += issue_c
            elif cls == "waitcnt":
                at = max(_wait_until(w.vm, row.vm, now), _wait_until(w.lgkm, row.lgkm, now))
                if at > now:
                    vm_at = _wait_until(w.vm, row.vm, now)
                    stall("waitcnt_vm" if vm_at >= at else "waitcnt_lgkm", w.pcs[w.i], at - now)
                    w.ready = at
                    continue
            elif cls == "vmem_load" or cls == "vmem_store":
                nbytes = w.mem[w.mi][0]
                w.mi += 1
                service = nbytes / bpc
                start = vmem_free if vmem_free > now else now
                vmem_free = start + max(service, 4.0)
                busy["vmem"] += max(service, 4.0)
                _push(w.vm, start + service + vlat)
                res.vmem_bytes += nbytes
            elif cls == "lds":
                nbytes, cycles = w.mem[w.mi]
                w.mi += 1
                start = lds_free if lds_free > now else now
                lds_free = start + max(cycles, 1)
                busy["lds"] += max(cycles, 1)
                _push(w.lgkm, lds_free + lat_lds)
                res.lds_bytes += nbytes
            elif cls == "smem":
                w.mi += 1
                _push(w.lgkm, now + lat_smem)
            elif cls == "nop":
                stall("nop", w.pcs[w.i], row.cycles - turn)
                w.ready = now + row.cycles
                used |= bit
                issued[cls] += 1
                w.i += 1
                continue
            elif cls == "barrier":
                issued[cls] += 1
                w.i += 1
                g = w.group
                w.at_barrier, w.since, w.ready = True, now, _NEVER
                g.arrived += 1
                if g.arrived >= g.live:
                    release(g, now)
                continue
            elif cls == "endpgm":
                issued[cls] += 1
                w.done = ended = True
                live_waves -= 1
                g = w.group
                res.wave_cycles += now - w.start
                g.live -= 1
                if g.live == 0:
                    res.finish.append(now)
                    resident -= 1
                    dispatch(now + turn)
                elif g.arrived and g.arrived >= g.live:
                    release(g, now)
                continue
            used |= bit
            issued[cls] += 1
            w.i += 1
            w.ready = now + turn
            if cls == "branch" and w.i < w.n and w.pcs[w.i] != w.pcs[w.i - 1] + 1:
                stall("branch", w.pcs[w.i - 1], branch_c)
                w.ready += branch_c
        if ended:
            s.waves = [w for w in s.waves if not w.done]
        now = _next_time(simds, now, nsimd)
        if now == _NEVER:
            if live_waves:
                raise RuntimeError("timing model: waves wait at a barrier that the rest of their workgroup never "
                                   "reaches")
            break
    res.cycles = max(res.finish) if res.finish else 0.0
    return res


_BITS = {"valu": 1, "salu": 2, "vmem": 4, "lds": 8, "branch": 16}


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
