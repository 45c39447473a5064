"""Whole-GPU time from the per-CU model: occupancy, workgroup dispatch across XCDs and CUs, sampling, the chip's
memory bandwidth, the clock, the launch overhead. ``sim.launch(..., timing="mi300x")`` calls ``plan`` before
the functional run (which workgroups to simulate) and ``predict`` after it (the ``TimingReport``).

Dispatch: workgroup ``g`` goes to XCD ``g % xcds`` and, within it, to CU ``(g // xcds) % cus_per_xcd``
(round-robin, as the dispatcher places equal workgroups); a CU runs ``occupancy`` workgroups at once (the
smallest of the wave-slot, VGPR, LDS and workgroup limits) and starts the next of its queue when one ends.

Sampling (``sample="auto"``): CU 0 receives the most workgroups. When that queue is longer than ``4 x
occupancy`` (at least 4), that many workgroups spread evenly over the whole grid (workgroups can differ, e.g.
a causal mask's tiles, and the dispatcher balances them over the CUs) are simulated (functionally, then in the
CU model, back to back); the CU's time is the sample's time plus, for each further workgroup of its queue, the
per-workgroup pace of the sample's last generation (its last ``occupancy`` finishes: earlier generations still
fill the CU), or, when the sampled workgroups differ in length, the sample's average pace after its first
generation. A shorter queue is simulated exactly. Every CU is taken to finish with CU 0. ``sample="full"`` simulates every workgroup and
runs every CU's queue in the model: the reference the sampled estimate is checked against
(``tests/sim/timing``).

Memory: the vector-memory bytes a CU requests are served from HBM for the fraction ``hbm_fraction`` (the launch's
footprint over its requested bytes, both extrapolated from the simulated workgroups; the footprint is capped by
the tensors' sizes: every byte comes from HBM once, the rest hits the caches) at the CU's share of the chip's
achievable HBM bandwidth, and from L2 otherwise, at the XCD's L2 bandwidth over its CUs; the vector L1's rate
caps both. The chip cannot finish before its footprint has crossed HBM at the achievable bandwidth.

Clock (a power model): the chip's clock falls from the peak ``clock_mhz`` as its matrix pipes get busy, reaching
``mfma_clock_mhz`` (the clock AMD measured under its maximum-FLOPs GEMM) at that GEMM's activity
(``GEMM_MFMA_ACTIVITY``: its TFLOPs over the peak at its clock, 94%). Activity is chip-wide: the simulated
CUs' MFMA busy fraction times the fraction of CUs the launch occupies. Linear in between; never below the
measured clock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

from ...isa.hazards import reg_name
from ...isa.targets import Target
from .engine import STALL_CAUSES, CuResult, MemoryPath, run_cu
from .static import Timed
from .trace import WaveTrace

SAMPLE_MODES = ("auto", "full")
# AMD's max-achievable-FLOPs GEMM on MI300X: 708 TFLOPs measured over 751.5 peak at its 1207 MHz median clock
# (ROCm blog "Measuring Max-Achievable FLOPs - Part 2", Table 1 and footnote 2): its MFMA pipes' busy fraction.
GEMM_MFMA_ACTIVITY = 708 / 751.5


@dataclass(frozen=True)
class Plan:
    """Which workgroups to simulate and how they map onto CUs."""

    occupancy: int
    occupancy_limit: str          # which resource set it
    waves_per_group: int
    total_groups: int
    cu_queues: dict[int, list[int]]   # simulated CU -> its workgroups (linear ids) in dispatch order
    cu_total: dict[int, int]          # simulated CU -> how many workgroups it receives in all
    active_cus: int
    mode: str

    @property
    def simulated(self) -> list[int]:
        return sorted({g for q in self.cu_queues.values() for g in q})


def occupancy(t: Target, waves_per_group: int, vgprs_per_wave: int, lds_per_group: int) -> tuple[int, str]:
    """Workgroups one CU holds at once, and the resource that limits it.

    Wave slots and VGPRs are per SIMD, and a CU has ``simds_per_cu`` of them: one SIMD holds
    ``min(wave_slots_per_simd, vgprs_per_simd_lane // vgprs_per_wave)`` waves, the CU ``simds_per_cu`` times
    that, and a workgroup's waves may share a SIMD or spread over several (the dispatcher puts each wave where
    registers are free), so the CU holds that many waves over the workgroup's wave count. CDNA3 facts (cited in
    ``isa/targets.py`` and docs/timing-parameters.md): 4 SIMDs per CU (CDNA3 white paper; LLVM's
    ``getEUsPerCU``: 'Pre-gfx10 a CU contains four SIMDs'), 8 wave slots per SIMD, 32 per CU (ROCm compute
    profiler's pipeline description), a unified 512-register VGPR+AGPR file per SIMD lane (LLVM's
    ``getTotalNumVGPRs`` with FeatureGFX90AInsts); ``llvm-calc-occupancy`` reports 'waves/EU (x 4 = waves/CU)'.
    So a one-wave workgroup of more than 256 registers (architected + accumulation) still fits once on each
    of the 4 SIMDs: 4 per CU, not 1. The barrier limit (``max_workgroups_per_cu``, LLVM's
    ``getMaxWorkGroupsPerCU``) binds multi-wave workgroups only: a one-wave workgroup uses no barrier.

    Example:
        >>> from torch_cdna.isa.targets import target
        >>> occupancy(target("mi300x"), 8, 256, 0)       # 8 waves of 256 VGPRs: 2 waves on each SIMD fill it
        (1, 'vgprs')
        >>> occupancy(target("mi300x"), 1, 384, 0)       # one wave of 384 VGPRs+AGPRs: one on each SIMD
        (4, 'vgprs')
    """
    n = max(waves_per_group, 1)
    simds = t.simds_per_cu
    waves_per_simd = t.vgprs_per_simd_lane // max(vgprs_per_wave, 1)
    limits = {"wave slots": simds * t.wave_slots_per_simd // n, "vgprs": simds * waves_per_simd // n,
              "lds": t.lds_bytes_per_cu // lds_per_group if lds_per_group else 1 << 30,
              "workgroups": t.max_workgroups_per_cu if n > 1 else 1 << 30}
    which = min(limits, key=lambda k: limits[k])
    return max(limits[which], 0), which


def _cu_of(g: int, t: Target) -> int:
    per_xcd = t.cus // t.xcds
    return (g % t.xcds) * per_xcd + (g // t.xcds) % per_xcd


def _queue(cu: int, total: int, t: Target) -> list[int]:
    per_xcd = t.cus // t.xcds
    xcd, slot = divmod(cu, per_xcd)
    return list(range(xcd + t.xcds * slot, total, t.xcds * per_xcd))


def plan(t: Target, total_groups: int, waves_per_group: int, vgprs_per_wave: int, lds_per_group: int,
         mode: str = "auto") -> Plan:
    """The workgroups to simulate for a launch of ``total_groups`` workgroups (see the module docstring)."""
    if mode not in SAMPLE_MODES:
        raise ValueError(f"sample must be one of {SAMPLE_MODES}, got {mode!r}")
    occ, why = occupancy(t, waves_per_group, vgprs_per_wave, lds_per_group)
    if occ < 1:
        raise ValueError(f"a workgroup of {waves_per_group} waves x {vgprs_per_wave} VGPRs with {lds_per_group} "
                         f"bytes of LDS does not fit one {t.product} CU ({why})")
    active = min(t.cus, total_groups)
    if mode == "full":
        cus = sorted({_cu_of(g, t) for g in range(total_groups)})
        queues = {cu: _queue(cu, total_groups, t) for cu in cus}
        return Plan(occ, why, waves_per_group, total_groups, queues, {cu: len(q) for cu, q in queues.items()},
                    active, mode)
    n = len(_queue(0, total_groups, t))  # CU 0 receives the most workgroups
    keep = min(n, max(4 * occ, 4))
    if keep == n:  # its whole queue is affordable: simulate exactly what it runs
        return Plan(occ, why, waves_per_group, total_groups, {0: _queue(0, total_groups, t)}, {0: n}, active, mode)
    # Otherwise a sample spread evenly over the whole grid, not over CU 0's own queue: workgroups can differ
    # (a causal mask's tiles) and CU 0's queue takes every (CUs)-th one, which can be a biased mix; the
    # dispatcher hands work to whichever CU is free, so each CU's share averages over the grid.
    picks = sorted({round(i * (total_groups - 1) / (keep - 1)) for i in range(keep)})
    return Plan(occ, why, waves_per_group, total_groups, {0: picks}, {0: n}, active, mode)


@dataclass
class TimingReport:
    """The predicted time of one launch on ``target`` and where it went.

    ``utilisation``: instructions issued per class per SIMD issue turn (1.0: the class issued at every turn);
    ``mfma_busy``: fraction of the SIMDs' cycles their matrix pipes were busy; ``stalls``: fraction of the
    resident waves' cycles each cause held them; ``bandwidth_tbs``: achieved TB/s per level (HBM: the footprint;
    L2: requested vector-memory bytes; LDS).
    """

    target: str
    microseconds: float
    cycles: float
    clock_mhz: float
    bound: str                      # "cu" (the CUs' schedule) or "hbm" (the chip's bandwidth)
    occupancy: int
    occupancy_limit: str
    workgroups: int
    simulated_workgroups: int
    method: str
    utilisation: dict[str, float] = field(default_factory=dict)
    mfma_busy: float = 0.0
    stalls: dict[str, float] = field(default_factory=dict)
    bandwidth_tbs: dict[str, float] = field(default_factory=dict)
    per_instruction: dict[int, dict[str, float]] = field(default_factory=dict)  # program index -> stall cause -> wave-cycles
    # reads of a load's destination before its data arrives in the modelled timeline (a missing or too-late
    # s_waitcnt whose luck runs out on hardware when loads are slow): one line per reading instruction
    early_reads: list[str] = field(default_factory=list)
    # (workgroup, wave in group) -> [(dynamic index of a register load, of the first instruction after its data
    # arrives)] for loads arriving later than the next instruction: what a replay with late loads needs
    arrivals: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict, repr=False)
    hbm_bytes: float = 0.0
    hbm_fraction: float = 0.0
    launch_overhead_us: float = 0.0
    active_lanes: int = 0  # enabled lanes summed over the vector instructions the simulated waves executed
    lds_conflict_share: float = 0.0  # of the LDS's busy cycles, the part bank conflicts added

    def summary(self) -> str:
        util = ", ".join(f"{k} {v:.0%}" for k, v in self.utilisation.items() if v >= 0.005)
        stalls = ", ".join(f"{k} {v:.0%}" for k, v in sorted(self.stalls.items(), key=lambda kv: -kv[1]) if v >= 0.005)
        bw = ", ".join(f"{k} {v:.2f} TB/s" for k, v in self.bandwidth_tbs.items())
        return (f"{self.target}: {self.microseconds:.2f} us predicted ({self.cycles:.0f} cycles at {self.clock_mhz:.0f} "
                f"MHz, {self.bound}-bound, +{self.launch_overhead_us} us launch); occupancy {self.occupancy} "
                f"workgroup(s)/CU ({self.occupancy_limit}); {self.simulated_workgroups}/{self.workgroups} "
                f"workgroups simulated ({self.method}); MFMA busy {self.mfma_busy:.0%}; issue per SIMD turn: {util}; "
                f"stalls (share of wave-cycles): {stalls}; LDS cycles from bank conflicts "
                f"{self.lds_conflict_share:.0%}; {bw}"
                + (f"; {len(self.early_reads)} instruction(s) read load results before they arrive (early_reads)"
                   if self.early_reads else ""))


def chip_clock(t: Target, activity: float) -> float:
    """The engine clock (MHz) at chip-wide MFMA ``activity`` (busy fraction x occupied CUs, 0..1).

    Example:
        >>> from torch_cdna.isa.targets import target
        >>> chip_clock(target("mi300x"), 0.0), chip_clock(target("mi300x"), GEMM_MFMA_ACTIVITY)
        (2100.0, 1207.0)
    """
    share = min(max(activity, 0.0) / GEMM_MFMA_ACTIVITY, 1.0)
    return float(t.clock_mhz - (t.clock_mhz - t.mfma_clock_mhz) * share)


def _memory_path(t: Target, hbm_fraction: float, active_cus: int, clock_mhz: float) -> MemoryPath:
    per_xcd = t.cus // t.xcds
    hbm_share = t.hbm_achievable_tbs * 1e12 / (clock_mhz * 1e6) / max(active_cus, 1)
    l2_share = t.l2_bytes_per_clk_per_xcd / min(per_xcd, max(1, -(-active_cus // t.xcds)))
    per_byte = hbm_fraction / hbm_share + (1 - hbm_fraction) / l2_share
    rate = min(t.l1_bytes_per_clk_per_cu, 1 / per_byte)
    return MemoryPath(rate, hbm_fraction * t.lat_vmem_hbm + (1 - hbm_fraction) * t.lat_vmem_l2)


def predict(t: Target, p: Plan, traces: Sequence[WaveTrace], rows: Sequence[Timed], requested_bytes: int,
            footprint_bytes: int, footprint_cap: int) -> TimingReport:
    """The ``TimingReport`` of a launch planned by ``p`` whose simulated workgroups left ``traces``.

    ``requested_bytes``/``footprint_bytes``: global bytes the simulated workgroups accessed in all / distinct;
    ``footprint_cap``: the bytes of the launch's tensors (no launch touches more)."""
    by_group: dict[int, list[WaveTrace]] = {}
    for tr in traces:
        by_group.setdefault(tr.workgroup, []).append(tr)
    scale = p.total_groups / max(len(p.simulated), 1)
    requested = requested_bytes * scale
    footprint = min(footprint_cap, footprint_bytes * scale) if footprint_cap else footprint_bytes * scale
    hbm_fraction = min(1.0, footprint / requested) if requested else 1.0
    clock = float(t.clock_mhz)
    results: dict[int, CuResult] = {}
    for _ in range(2):  # the memory path depends on the clock, which depends on the MFMA load: iterate once
        path = _memory_path(t, hbm_fraction, p.active_cus, clock)
        results = {cu: run_cu([by_group[g] for g in q], rows, t, path, p.occupancy) for cu, q in p.cu_queues.items()}
        mfma = sum(r.busy["mfma"] for r in results.values()) / max(
            sum(r.cycles for r in results.values()) * t.simds_per_cu, 1)
        clock = chip_clock(t, mfma * p.active_cus / t.cus)
    sizes = {sum(len(t.pcs) for t in waves) for waves in by_group.values()}  # instructions per workgroup
    cycles = max(_extrapolate(r, p.cu_total[cu], len(p.cu_queues[cu]), p.occupancy, len(sizes) <= 1)
                 for cu, r in results.items())
    cu_us = cycles / clock
    hbm_us = footprint / (t.hbm_achievable_tbs * 1e6)
    us = max(cu_us, hbm_us)
    turns = sum(r.cycles for r in results.values())  # each SIMD gets cycles / 4 turns: x 4 SIMDs = cycles
    issued: dict[str, int] = {}
    stalls = dict.fromkeys(STALL_CAUSES, 0.0)
    wave_cycles = 0.0
    per_pc: dict[int, dict[str, float]] = {}
    for r in results.values():
        for pc, causes in r.pc_stalls.items():
            mine = per_pc.setdefault(pc, dict.fromkeys(STALL_CAUSES, 0.0))
            for k, v in causes.items():
                mine[k] += v
        for k, v in r.issued.items():
            issued[k] = issued.get(k, 0) + v
        for k, v in r.stalls.items():
            stalls[k] += v
        wave_cycles += r.wave_cycles
    early: dict[int, list] = {}
    for r in results.values():
        for pc, (times, most, load_pc, key) in r.early_reads.items():
            mine = early.setdefault(pc, [0, 0.0, load_pc, key])
            mine[0] += times
            mine[1] = max(mine[1], most)
    early_lines = [f"#{pc} `{rows[pc].text}` reads {reg_name(key)} up to {most:.0f} cycles before the data of "
                   f"#{load_pc} `{rows[load_pc].text}` arrives ({times} times)"
                   for pc, (times, most, load_pc, key) in sorted(early.items(), key=lambda kv: -kv[1][0])]
    seconds = us * 1e-6
    lds_bytes = sum(r.lds_bytes for r in results.values()) * scale
    return TimingReport(
        target=t.name, microseconds=us + t.launch_overhead_us, cycles=cycles, clock_mhz=clock,
        bound="hbm" if hbm_us > cu_us else "cu", occupancy=p.occupancy, occupancy_limit=p.occupancy_limit,
        workgroups=p.total_groups, simulated_workgroups=len(p.simulated), method=p.mode,
        utilisation={k: v / max(turns, 1) for k, v in issued.items()},
        mfma_busy=min(mfma, 1.0), stalls={k: v / max(wave_cycles, 1.0) for k, v in stalls.items()},
        bandwidth_tbs={"hbm": footprint / seconds / 1e12 if seconds else 0.0,
                       "l2": requested / seconds / 1e12 if seconds else 0.0,
                       "lds": lds_bytes / seconds / 1e12 if seconds else 0.0},
        per_instruction=per_pc, early_reads=early_lines,
        arrivals={k: v for r in results.values() for k, v in r.arrivals.items()} if early_lines else {},
        hbm_bytes=footprint, hbm_fraction=hbm_fraction, launch_overhead_us=t.launch_overhead_us)


def _extrapolate(r: CuResult, total: int, simulated: int, occ: int, uniform: bool = True) -> float:
    """A CU's cycles for ``total`` workgroups from a run of ``simulated`` of them (see the module docstring).

    Equal workgroups (``uniform``: the same instruction count) go at the pace of the sample's last generation,
    the earlier ones still filling the CU. Unequal ones (sampled in grid order, so later ones may be heavier,
    as a causal mask's tiles are) go at the sample's average pace after its first generation."""
    if total <= simulated or simulated <= occ:
        return r.cycles * (total / simulated if simulated and total > simulated else 1.0)
    finish = sorted(r.finish)
    window = min(occ, simulated - 1) if uniform else simulated - occ
    steady = (finish[-1] - finish[-1 - window]) / window
    return finish[-1] + (total - simulated) * steady


__all__ = ["GEMM_MFMA_ACTIVITY", "Plan", "SAMPLE_MODES", "TimingReport", "chip_clock", "occupancy", "plan", "predict"]
