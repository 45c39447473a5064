"""LDS data-race detector: per workgroup, a write and a read or write of the same LDS byte by *different* waves
with no ``s_barrier`` completing in between is a race (the hardware gives no ordering between waves
otherwise). Also notes reads of LDS bytes no wave has written yet.

Model: each workgroup has an epoch counter that the executor advances when a barrier releases its waves
(``on_barrier``). Per LDS byte the detector keeps the last writer wave and its epoch, and the reader wave of
the current epoch (or "several"). An access conflicts when the byte was written in the current epoch by
another wave (any access), or read in the current epoch by another wave (writes). Accesses of one
instruction by several waves (they execute together in a batch) are checked against each other too.
LDS atomics are not tracked (they are ordered by the hardware); the ``lds`` DMA forms of buffer/global
loads count as writes by the issuing wave.

Epochs are 16-bit and wrap (0 is reserved for "never"), so a byte untouched for 65535 barriers could be
misjudged; the per-byte state costs 6 bytes per LDS byte, allocated lazily by the OS (``np.zeros``).

Example:
    >>> import numpy as np
    >>> d = LdsRaceDetector(num_groups=1, lds_bytes=16, waves_per_group=2)
    >>> d.access(np.array([0]), np.array([0]), np.array([0]), 4, write=True)
    (None, None)
    >>> d.access(np.array([0]), np.array([1]), np.array([0]), 4, write=False)[0]
    'wave 1 reads LDS byte 0x0 that wave 0 wrote with no s_barrier in between'
    >>> d.on_barrier(np.array([0]))
    >>> d.access(np.array([0]), np.array([1]), np.array([0]), 4, write=False)
    (None, None)
"""

from __future__ import annotations

import numpy as np

_NONE, _MANY = -1, -2


class LdsRaceDetector:
    """Per-byte LDS access history of the workgroups of one batch of waves."""

    def __init__(self, num_groups: int, lds_bytes: int, waves_per_group: int) -> None:
        shape = (num_groups, max(lds_bytes, 1))
        self.size = shape[1]
        self.wpg = waves_per_group
        self.wwave = np.full(shape, _NONE, dtype=np.int8)
        self.wepoch = np.zeros(shape, dtype=np.uint16)
        self.rwave = np.full(shape, _NONE, dtype=np.int8)
        self.repoch = np.zeros(shape, dtype=np.uint16)
        self.epoch = np.ones(num_groups, dtype=np.uint16)

    def on_barrier(self, groups: np.ndarray) -> None:
        """A barrier released the waves of ``groups``: earlier accesses no longer race with later ones."""
        e = self.epoch[groups].astype(np.uint32) + 1
        self.epoch[groups] = np.where(e > 0xFFFF, 1, e).astype(np.uint16)

    def access(self, group: np.ndarray, wave: np.ndarray, addr: np.ndarray, size: int, *, write: bool
               ) -> tuple[str | None, str | None]:
        """Record accesses of ``size`` bytes at ``addr[n]`` by (workgroup ``group[n]``, local ``wave[n]``).

        Returns (race message or None, never-written-read message or None)."""
        if addr.size == 0:
            return None, None
        g = np.repeat(group.astype(np.int64), size)
        x = (addr.astype(np.int64)[:, None] + np.arange(size)).reshape(-1)
        w = np.repeat(wave.astype(np.int8), size)
        cur = self.epoch[g]
        ww, we = self.wwave[g, x], self.wepoch[g, x]
        written_now = (we == cur) & (ww != w) & (ww != _NONE)
        race = uninit = None
        rw, re = self.rwave[g, x], self.repoch[g, x]
        read_now = (re == cur) & (rw != w) & (rw != _NONE) if write else np.zeros(x.shape, dtype=bool)
        if not write:
            never = ww == _NONE
            if never.any():
                i = int(np.flatnonzero(never)[0])
                uninit = f"wave {w[i]} reads LDS byte {x[i]:#x} that no wave of its workgroup has written"
        within = self._within(g, x, w, write)
        conflict = written_now | read_now | within
        if conflict.any():
            i = int(np.flatnonzero(conflict)[0])
            if written_now[i]:
                other = f"wave {ww[i]} wrote"
            elif read_now[i]:
                other = f"wave {rw[i]} read" if rw[i] >= 0 else "other waves read"
            else:
                other = "another wave writes in the same instruction"
            verb = "writes" if write else "reads"
            race = f"wave {w[i]} {verb} LDS byte {x[i]:#x} that {other} with no s_barrier in between"
        self._record(g, x, w, cur, write)
        return race, uninit

    @staticmethod
    def _within(g: np.ndarray, x: np.ndarray, w: np.ndarray, write: bool) -> np.ndarray:
        """Bytes that several waves of one workgroup touch in this one instruction (a race for writes)."""
        out = np.zeros(x.shape, dtype=bool)
        if not write or np.all(w == w[0]):
            return out
        key = g * (1 << 32) + x
        order = np.argsort(key, kind="stable")
        k, ws = key[order], w[order]
        starts = np.r_[True, k[1:] != k[:-1]]
        seg = np.cumsum(starts) - 1
        lo = np.minimum.reduceat(ws, np.flatnonzero(starts))
        hi = np.maximum.reduceat(ws, np.flatnonzero(starts))
        out[order] = (lo != hi)[seg]
        return out

    def _record(self, g: np.ndarray, x: np.ndarray, w: np.ndarray, cur: np.ndarray, write: bool) -> None:
        if write:
            self.wwave[g, x] = w
            self.wepoch[g, x] = cur
            return
        rw, re = self.rwave[g, x], self.repoch[g, x]
        fresh = re != cur
        new = np.where(fresh, w, np.where(rw == w, rw, _MANY)).astype(np.int8)
        # several waves reading one byte in this instruction: mark "many"
        key = g * (1 << 32) + x
        order = np.argsort(key, kind="stable")
        k, ws = key[order], w[order]
        starts = np.r_[True, k[1:] != k[:-1]]
        seg = np.cumsum(starts) - 1
        first = np.flatnonzero(starts)
        several = (np.minimum.reduceat(ws, first) != np.maximum.reduceat(ws, first))[seg]
        multi = np.zeros(x.shape, dtype=bool)
        multi[order] = several
        new = np.where(multi, _MANY, new).astype(np.int8)
        self.rwave[g, x] = new
        self.repoch[g, x] = cur
