"""Replay a launch with load results landing when the timing model says they arrive.

The functional simulator writes a load's destination registers when the load issues. When the timing model
finds a read of such a register before the data would have arrived (``TimingReport.early_reads``), the launch is
run a second time from the same inputs with this hook: each register load whose data arrives after the next
instruction (``CuResult.arrivals``: dynamic index of the load -> dynamic index of the first instruction issued
once the data is there) keeps the old register contents until then, so the early read sees the stale value, as
it would on the hardware with the model's latencies. Programs whose waits are right never see a difference.

The replay follows the first run's dynamic instruction indices; a stale value that changes the control flow
(a loop bound, a branch) makes the rest of that wave's timeline approximate.

Example:
    >>> hook = LateLoads({(0, 0): [(3, 9)]}, groups=[0], waves_per_group=1, num_vgprs=8, rows=[])
    >>> hook.defer[0]
    {3: 9}
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from ...isa.hazards import A, V

_NONE = np.iinfo(np.int64).max


class LateLoads:
    """The step hook of one batch of waves (``WaveBatch.step_hook``) replaying late register loads."""

    def __init__(self, arrivals: Mapping[tuple[int, int], Sequence[tuple[int, int]]], groups: Sequence[int],
                 waves_per_group: int, num_vgprs: int, rows: Sequence[Any] = ()) -> None:
        self.nv = num_vgprs
        self.rows = rows  # the program's timing/static.Timed rows: each instruction's destination registers
        keys = [(int(g), w) for g in groups for w in range(waves_per_group)]
        self.defer = [dict(arrivals.get(k, ())) for k in keys]  # per wave: load index -> arrival index
        n = len(keys)
        self.dyn = np.zeros(n, np.int64)  # dynamic instruction index of each wave
        self.order = [sorted(d) for d in self.defer]  # per wave: its late loads' indices, and the next one's
        self.cursor = np.zeros(n, np.int64)
        self.next_defer = np.array([o[0] if o else _NONE for o in self.order], np.int64)
        self.pending: list[list[tuple[int, list, list]]] = [[] for _ in range(n)]  # (arrival, keys, values)
        self.next_commit = np.full(n, _NONE, np.int64)

    # -------------------------------------------------------------- registers of one wave
    def _get(self, b: Any, wave: int, key: int) -> Any:
        if key >= A:
            return b.v[self.nv + key - A, wave].copy()
        if key >= V:
            return b.v[key - V, wave].copy()
        return b.s[wave, key]

    def _put(self, b: Any, wave: int, key: int, value: Any) -> None:
        if key >= A:
            b.v[self.nv + key - A, wave] = value
        elif key >= V:
            b.v[key - V, wave] = value
        else:
            b.s[wave, key] = value

    def _commit(self, b: Any, wave: int) -> None:
        now = self.dyn[wave]
        keep = []
        for at, keys, values in self.pending[wave]:
            if at <= now:
                for k, val in zip(keys, values):
                    self._put(b, wave, k, val)
            else:
                keep.append((at, keys, values))
        self.pending[wave] = keep
        self.next_commit[wave] = min((at for at, _, _ in keep), default=_NONE)

    # -------------------------------------------------------------- the hook
    def __call__(self, b: Any, ins: Any, pc: int) -> None:
        waves = np.arange(len(self.dyn)) if b.w.__class__ is slice else np.asarray(b.w)
        dyn = self.dyn[waves]
        for wave in waves[self.next_commit[waves] <= dyn]:  # data that has arrived by now
            self._commit(b, int(wave))
        late = waves[self.next_defer[waves] == dyn]
        if not len(late) or "lds" in ins.mods:  # (an LDS-DMA load writes LDS, not its register operand)
            ins.fn(b, ins)
            self.dyn[waves] += 1
            return
        keys = self.rows[pc].writes
        before = {int(w): [self._get(b, int(w), k) for k in keys] for w in late}
        ins.fn(b, ins)
        for w in late:
            w = int(w)
            arrival = self.defer[w][int(self.dyn[w])]
            self.pending[w].append((arrival, keys, [self._get(b, w, k) for k in keys]))
            for k, old in zip(keys, before[w]):
                self._put(b, w, k, old)
            self.next_commit[w] = min(self.next_commit[w], arrival)
            self.cursor[w] += 1
            c, order = int(self.cursor[w]), self.order[w]
            self.next_defer[w] = order[c] if c < len(order) else _NONE
        self.dyn[waves] += 1


__all__ = ["LateLoads"]
