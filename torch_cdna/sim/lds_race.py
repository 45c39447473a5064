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
        self._scr8: np.ndarray | None = None
        self._scr64: np.ndarray | None = None

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
        fx = g * self.size + x  # flat byte index into the (groups, size) state arrays
        w = np.repeat(wave.astype(np.int8), size)
        within = None
        if write and data is not None:
            keep, within = self._effective(fx, w, data.reshape(-1), current.reshape(-1))
            sel = keep if within is None else keep | within
            ww_flat = self.wwave.reshape(-1)
            unseen = ~sel & (ww_flat[fx] == _NONE)  # a silent store still makes the byte "written"
            ww_flat[fx[unseen]] = w[unseen]  # (with epoch 0: it never conflicts)
            g, x, fx, w = g[sel], x[sel], fx[sel], w[sel]
            if within is not None:
                within = within[sel]
        cur = self.epoch[g]
        ww, we = self.wwave.reshape(-1)[fx], self.wepoch.reshape(-1)[fx]
        conflict = (we == cur) & (ww != w) & (ww != _NONE)  # written in this epoch by another wave
        written_now = conflict
        if write:
            rw, re = self.rwave.reshape(-1)[fx], self.repoch.reshape(-1)[fx]
            read_now = (re == cur) & (rw != w) & (rw != _NONE)
            conflict = conflict | read_now
            if within is not None:
                conflict = conflict | within
        race = uninit = None
        if not write:
            never = ww == _NONE
            if never.any():
                i = int(np.flatnonzero(never)[0])
                uninit = f"wave {w[i]} reads LDS byte {x[i]:#x} that no wave of its workgroup has written"
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
            self._record(fx, w, cur, write)
        return race, uninit

    def _scratch(self) -> tuple[np.ndarray, np.ndarray]:
        """Per-byte scratch arrays (int8, int64) for one instruction's scatter/gather bookkeeping."""
        if self._scr8 is None:
            n = self.wwave.size
            self._scr8, self._scr64 = np.empty(n, dtype=np.int8), np.empty(n, dtype=np.int64)
        return self._scr8, self._scr64

    def _several_waves(self, fx: np.ndarray, w: np.ndarray) -> np.ndarray | None:
        """Per access: whether several waves access its byte in this instruction (None: no byte is shared)."""
        scr8, _ = self._scratch()
        scr8[fx] = w
        diff = scr8[fx] != w  # some other wave's entry for this byte was scattered after this one
        if not diff.any():
            return None
        scr8[fx] = 0
        scr8[fx[diff]] = 1
        return scr8[fx] == 1

    def _effective(self, fx: np.ndarray, w: np.ndarray, val: np.ndarray, old: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray | None]:
        """(byte writes that change the value seen so far, bytes several waves write different values to, or
        None when there are none)."""
        scr8, scr64 = self._scratch()
        v8 = val.view(np.int8)
        scr8[fx] = v8
        if (scr8[fx] == v8).all():
            # every byte receives one value from all its writers: the first writer (in lane order) changes it
            # when the value differs from what LDS holds; later writers of the same value change nothing
            idx = np.arange(fx.size, dtype=np.int64)
            scr64[fx] = fx.size
            np.minimum.at(scr64, fx, idx)
            return (scr64[fx] == idx) & (val != old), None
        order = np.argsort(fx, kind="stable")  # lane order within each byte
        k, ws, vs = fx[order], w[order], val[order]
        starts = np.r_[True, k[1:] != k[:-1]]
        prev = np.where(starts, old[order], np.r_[vs[:1], vs[:-1]])
        keep, within = np.zeros(fx.shape, dtype=bool), np.zeros(fx.shape, dtype=bool)
        keep[order] = vs != prev
        first = np.flatnonzero(starts)
        seg = np.cumsum(starts) - 1
        many_waves = np.minimum.reduceat(ws, first) != np.maximum.reduceat(ws, first)
        many_vals = np.minimum.reduceat(vs, first) != np.maximum.reduceat(vs, first)
        within[order] = (many_waves & many_vals)[seg]
        return keep, within

    def _record(self, fx: np.ndarray, w: np.ndarray, cur: np.ndarray, write: bool) -> None:
        if write:
            self.wwave.reshape(-1)[fx] = w
            self.wepoch.reshape(-1)[fx] = cur
            return
        rwave, repoch = self.rwave.reshape(-1), self.repoch.reshape(-1)
        rw, re = rwave[fx], repoch[fx]
        fresh = re != cur
        new = np.where(fresh, w, np.where(rw == w, rw, _MANY)).astype(np.int8)
        several = self._several_waves(fx, w)  # several waves reading one byte in this instruction: "many"
        if several is not None:
            new[several] = _MANY
        rwave[fx] = new
        repoch[fx] = cur
