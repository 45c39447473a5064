"""LDS data-race detector: per workgroup, a write and a read or write of the same LDS byte by *different* waves
with no ``s_barrier`` completing in between is a race (the hardware gives no ordering between waves
otherwise). Also notes reads of LDS bytes no wave has written yet.

Model: each workgroup has an epoch counter that the executor advances when a barrier releases its waves
(``on_barrier``). Per LDS byte the detector keeps the last writer wave and its epoch, and the reader wave of
the current epoch (or "several"). An access conflicts when the byte was written in the current epoch by
another wave (any access), or read in the current epoch by another wave (writes). Accesses of one
instruction by several waves (they execute together in a batch) are checked against each other too.
A store that does not change a byte's value is ignored: no reader can tell when it happened, and compilers
(Triton's layout conversions) routinely store the same replicated value from several waves.
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

    def access(self, group: np.ndarray, wave: np.ndarray, addr: np.ndarray, size: int, *, write: bool,
               data: np.ndarray | None = None, current: np.ndarray | None = None) -> tuple[str | None, str | None]:
        """Record accesses of ``size`` bytes at ``addr[n]`` by (workgroup ``group[n]``, local ``wave[n]``).

        For writes, ``data`` (n, size) are the bytes written and ``current`` (n, size) the bytes LDS holds
        before the instruction: a store that leaves a byte's value unchanged is invisible to every reader and
        is not counted (compilers write replicated values from several waves). Returns (race message or
        None, never-written-read message or None)."""
        if addr.size == 0:
            return None, None
        g = np.repeat(group.astype(np.int64), size)
        x = (addr.astype(np.int64)[:, None] + np.arange(size)).reshape(-1)
        w = np.repeat(wave.astype(np.int8), size)
        within = np.zeros(x.shape, dtype=bool)
        if write and data is not None:
            keep, within = self._effective(g, x, w, data.reshape(-1), current.reshape(-1))
            sel = keep | within
            unseen = ~sel & (self.wwave[g, x] == _NONE)  # a silent store still makes the byte "written"
            self.wwave[g[unseen], x[unseen]] = w[unseen]  # (with epoch 0: it never conflicts)
            g, x, w, within = g[sel], x[sel], w[sel], within[sel]
        cur = self.epoch[g]
        ww, we = self.wwave[g, x], self.wepoch[g, x]
        rw, re = self.rwave[g, x], self.repoch[g, x]
        written_now = (we == cur) & (ww != w) & (ww != _NONE)
        read_now = (re == cur) & (rw != w) & (rw != _NONE) if write else np.zeros(x.shape, dtype=bool)
        race = uninit = None
        if not write:
            never = ww == _NONE
            if never.any():
                i = int(np.flatnonzero(never)[0])
                uninit = f"wave {w[i]} reads LDS byte {x[i]:#x} that no wave of its workgroup has written"
        conflict = written_now | read_now | within
        if conflict.any():
            i = int(np.flatnonzero(conflict)[0])
            if written_now[i]:
                other = f"wave {ww[i]} wrote"
            elif read_now[i]:
                other = f"wave {rw[i]} read" if rw[i] >= 0 else "other waves read"
            else:
                other = "another wave writes (a different value) in the same instruction"
            verb = "writes" if write else "reads"
            race = f"wave {w[i]} {verb} LDS byte {x[i]:#x} that {other} with no s_barrier in between"
        if x.size:
            self._record(g, x, w, cur, write)
        return race, uninit

    @staticmethod
    def _effective(g: np.ndarray, x: np.ndarray, w: np.ndarray, val: np.ndarray, old: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
        """(byte writes that change the value seen so far, bytes several waves write different values to)."""
        key = g * (1 << 32) + x
        order = np.argsort(key, kind="stable")  # lane order within each byte
        k, ws, vs = key[order], w[order], val[order]
        starts = np.r_[True, k[1:] != k[:-1]]
        prev = np.where(starts, old[order], np.r_[vs[:1], vs[:-1]])
        keep, within = np.zeros(x.shape, dtype=bool), np.zeros(x.shape, dtype=bool)
        keep[order] = vs != prev
        first = np.flatnonzero(starts)
        seg = np.cumsum(starts) - 1
        many_waves = np.minimum.reduceat(ws, first) != np.maximum.reduceat(ws, first)
        many_vals = np.minimum.reduceat(vs, first) != np.maximum.reduceat(vs, first)
        within[order] = (many_waves & many_vals)[seg]
        return keep, within

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
