"""Record what each wave executed during a functional launch, for the timing model to replay.

The functional simulator runs waves in batches (``sim/executor.py``); in timing mode it calls
``TraceRecorder.step`` after every instruction with the waves that executed it. Per wave the recorder keeps the
program indices in execution order and, for each memory instruction, the bytes that wave moved and (LDS) the
cycles its access needs after bank conflicts. Those are the only data-dependent inputs of the timing model: the
rest (issue class, latency, MFMA passes) is a property of the instruction (``timing/static.py``).

Example:
    >>> import numpy as np
    >>> rec = TraceRecorder(2, banks=32, bytes_per_clk=128)
    >>> rec.lds_access(np.arange(64)[None, :] * 4, np.ones((1, 64), bool), 4)   # one wave, b32, stride 1
    >>> int(rec.pending_lds[0])      # 256 bytes in 2 conflict-free phases of 32 lanes
    2
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class WaveTrace:
    """One wave's executed instructions: ``pcs`` (program indices in order) and, per memory instruction in
    order, ``(bytes moved, LDS cycles)`` in ``mem``."""

    workgroup: int
    wave_in_group: int
    pcs: list[int] = field(default_factory=list)
    mem: list[tuple[int, int]] = field(default_factory=list)


def lds_conflict_cycles(addr: np.ndarray, active: np.ndarray, size: int, banks: int, bytes_per_clk: int) -> np.ndarray:
    """Cycles (k,) the LDS needs for each wave's access of ``size`` bytes per lane at byte ``addr`` (k, 64).

    The LDS serves ``bytes_per_clk`` bytes per cycle: a wave's lanes are taken in phases of
    ``bytes_per_clk // size`` consecutive lanes (at least one). In a phase each bank (a dword address modulo
    ``banks``) serves one distinct dword per cycle; lanes reading the same dword share it (broadcast). A phase
    takes as many cycles as its busiest bank has distinct dwords; disabled lanes take no part.
    """
    k, lanes = addr.shape
    dwords = max(1, size // 4)
    per_phase = max(1, min(lanes, bytes_per_clk // max(size, 4)))
    phases = -(-lanes // per_phase)
    pad = phases * per_phase - lanes
    words = (addr.astype(np.int64) // 4)[:, :, None] + np.arange(dwords)[None, None, :]   # (k, 64, dwords)
    act = np.broadcast_to(active[:, :, None], words.shape)
    if pad:
        words = np.concatenate([words, np.zeros((k, pad, dwords), np.int64)], axis=1)
        act = np.concatenate([act, np.zeros((k, pad, dwords), bool)], axis=1)
    words = words.reshape(k * phases, per_phase * dwords)
    act = act.reshape(k * phases, per_phase * dwords)
    # distinct dwords per (phase, bank): sort each phase's words, drop repeats and disabled lanes
    key = np.where(act, words, -1)
    key.sort(axis=1)
    first = np.ones(key.shape, bool)
    first[:, 1:] = key[:, 1:] != key[:, :-1]
    keep = first & (key >= 0)
    rows = np.broadcast_to(np.arange(key.shape[0])[:, None], key.shape)[keep]
    counts = np.bincount(rows * banks + key[keep] % banks, minlength=key.shape[0] * banks)
    busiest = counts.reshape(key.shape[0], banks).max(axis=1)
    # a phase of disabled lanes costs nothing; an active one at least a cycle
    return busiest.reshape(k, phases).sum(axis=1)


class TraceRecorder:
    """Per-wave instruction streams of one launch (all its batches): ``waves`` holds a ``WaveTrace`` per wave
    simulated, in global wave order."""

    def __init__(self, num_waves: int, *, banks: int, bytes_per_clk: int) -> None:
        self.banks, self.bytes_per_clk = banks, bytes_per_clk
        self.waves: list[WaveTrace] = []
        self._batch: list[WaveTrace] = []
        self.pending_lds = np.zeros(num_waves, np.int64)
        self._mem_before = 0
        self.active_lanes = 0  # enabled lanes summed over the vector instructions executed (per wave)
        self.lds_cycles = 0  # LDS cycles the simulated waves' accesses take, and the part bank conflicts add
        self.lds_conflict_cycles = 0

    # -------------------------------------------------------------- batches
    def start_batch(self, workgroups: np.ndarray, waves_per_group: int) -> None:
        """The next batch's waves: ``workgroups`` (n,) linear workgroup ids, ``waves_per_group`` waves each."""
        self._batch = [WaveTrace(int(g), w) for g in workgroups for w in range(waves_per_group)]
        self.waves.extend(self._batch)
        self.pending_lds = np.zeros(len(self._batch), np.int64)

    # -------------------------------------------------------------- hooks
    def before(self, b) -> None:
        """Called before an instruction runs: remember the memory counters to attribute its traffic."""
        self._mem_before = b.memory.bytes_read + b.memory.bytes_written + b.lds_bytes_moved

    def lds_access(self, addr: np.ndarray, active: np.ndarray, size: int) -> None:
        """An LDS access of the selected waves (``addr``/``active`` (k, 64)): add its conflict cycles."""
        cycles = lds_conflict_cycles(addr, active, size, self.banks, self.bytes_per_clk)
        self.pending_lds[:len(addr)] += cycles
        # without conflicts each phase holding an enabled lane takes one cycle
        per_phase = max(1, min(addr.shape[1], self.bytes_per_clk // max(size, 4)))
        k, lanes = active.shape
        padded = np.zeros((k, -(-lanes // per_phase) * per_phase), bool)
        padded[:, :lanes] = active
        ideal = int(padded.reshape(k, -1, per_phase).any(axis=2).sum())
        self.lds_cycles += int(cycles.sum())
        self.lds_conflict_cycles += int(cycles.sum()) - ideal

    def step(self, b, pc: int, memory_op: bool, vector: bool = False) -> None:
        """Instruction ``pc`` ran on the selected waves ``b.w``; ``memory_op``: it moves memory (VMEM, SMEM, LDS);
        ``vector``: it works per lane (VALU, MFMA, VMEM, LDS), so its enabled lanes are counted."""
        waves = self._batch if b.w.__class__ is slice else [self._batch[i] for i in b.w.tolist()]
        for t in waves:
            t.pcs.append(pc)
        if not (memory_op or vector):
            return
        lanes = b.exec_mask().sum(axis=1)
        if vector:
            self.active_lanes += int(lanes.sum())
        if not memory_op:
            return
        moved = b.memory.bytes_read + b.memory.bytes_written + b.lds_bytes_moved - self._mem_before
        total = int(lanes.sum())
        lds = self.pending_lds[:len(waves)]
        for i, t in enumerate(waves):
            share = moved * int(lanes[i]) // total if total else 0
            t.mem.append((share, int(lds[i])))
        self.pending_lds[:len(waves)] = 0


__all__ = ["TraceRecorder", "WaveTrace", "lds_conflict_cycles"]
