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

Speed: the state stays per byte, but an instruction whose accesses are all aligned to a unit of 2 or 4 bytes
(and a multiple of it in size) gathers and scatters whole units (the per-byte arrays viewed as 2/4-byte wave
ids and 4/8-byte epoch groups) and evaluates the per-byte rules on the gathered units viewed as bytes: the
random-access passes touch 2-4x fewer items, the rules stay byte-exact. Stores from several lanes to one
unit in one instruction keep only the first writer of each unit when they all store the same value (what
the per-byte rules reduce to); stores of different values to one byte fall back to the per-byte algorithm.
A read only gathers the written state (and the write epochs only in groups written since their last barrier);
its read records are logged and applied when a write needs them, and a barrier drops the log entries of the
groups it releases (an older epoch's records never conflict), so read phases ended by a barrier cost little.

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
# unit bytes -> (view type of its wave ids, view type of its epochs); factors replicating a byte / an epoch
_VIEWS = {1: (np.uint8, np.uint16), 2: (np.uint16, np.uint32), 4: (np.uint32, np.uint64)}
_BYTE_REP = {2: 0x0101, 4: 0x01010101}
_EPOCH_REP = {2: 0x00010001, 4: 0x0001000100010001}


def _unit(addr: np.ndarray, size: int) -> int:
    """The largest unit (4, 2 or 1 bytes) dividing the access size and every address."""
    for u in (4, 2):
        if size % u == 0 and not (addr & (u - 1)).any():
            return u
    return 1


class LdsRaceDetector:
    """Per-byte LDS access history of the workgroups of one batch of waves."""

    def __init__(self, num_groups: int, lds_bytes: int, waves_per_group: int) -> None:
        self.lds_bytes = max(lds_bytes, 1)
        self.size = -(-self.lds_bytes // 4) * 4  # row stride: a multiple of the largest unit
        shape = (num_groups, self.size)
        self.wpg = waves_per_group
        self.wwave = np.full(shape, _NONE, dtype=np.int8)
        self.wepoch = np.zeros(shape, dtype=np.uint16)
        self.rwave = np.full(shape, _NONE, dtype=np.int8)
        self.repoch = np.zeros(shape, dtype=np.uint16)
        self.epoch = np.ones(num_groups, dtype=np.uint16)
        self._scr8: np.ndarray | None = None
        self._scr64: np.ndarray | None = None
        self._bytes_only = False  # tests: force the per-byte algorithm
        # reads are recorded lazily: their (rwave, repoch) updates wait in this log (in order) until a write
        # needs them; a barrier drops the entries of the groups it releases (records of an older epoch never
        # conflict), so a read phase followed by a barrier never pays for its records
        self._reads: list[_Units] = []
        self.wrote = np.zeros(num_groups, dtype=np.uint16)  # epoch of each group's latest write (0: none)

    def on_barrier(self, groups: np.ndarray) -> None:
        """A barrier released the waves of ``groups``: earlier accesses no longer race with later ones."""
        e = self.epoch[groups].astype(np.uint32) + 1
        self.epoch[groups] = np.where(e > 0xFFFF, 1, e).astype(np.uint16)
        if self._reads:
            released = np.zeros(len(self.epoch), dtype=bool)
            released[groups] = True
            kept = []
            for acc in self._reads:
                stay = ~released[acc.group_of_rows()]
                if stay.all():
                    kept.append(acc)
                elif stay.any():
                    acc.restrict(np.flatnonzero(stay))
                    kept.append(acc)
            self._reads = kept

    def flush_reads(self) -> None:
        """Apply the logged reads to the per-byte read state (``rwave``/``repoch``), in order."""
        reads, self._reads = self._reads, []
        for acc in reads:
            acc.record_read()

    def access(self, group: np.ndarray, wave: np.ndarray, addr: np.ndarray, size: int, *, write: bool,
               data: np.ndarray | None = None, current: np.ndarray | None = None) -> tuple[str | None, str | None]:
        """Record accesses of ``size`` bytes at ``addr[n]`` by (workgroup ``group[n]``, local ``wave[n]``).

        For writes, ``data`` (n, size) are the bytes written and ``current`` (n, size) the bytes LDS holds
        before the instruction: a store that leaves a byte's value unchanged is invisible to every reader and
        is not counted (compilers write replicated values from several waves). Returns (race message or
        None, never-written-read message or None)."""
        if addr.size == 0:
            return None, None
        group, addr = group.astype(np.int64, copy=False), addr.astype(np.int64, copy=False)
        wave = wave.astype(np.int8)
        u = 1 if self._bytes_only else _unit(addr, size)
        if self._bytes_only and write:
            return self._access_bytes(group, wave, addr, size, data, current)
        acc = _Units(self, group, wave, addr, size, u)
        if not write:
            race = acc.check_read()
            self._reads.append(acc)
            if len(self._reads) > _READ_LOG:  # reads without barriers or writes (a lookup table): bound the log
                self.flush_reads()
            return race, acc.uninit()
        self.flush_reads()
        self.wrote[group] = self.epoch[group]
        if data is None:
            return acc.write(None, None), None
        val = np.ascontiguousarray(data).reshape(-1, u)
        old = np.ascontiguousarray(current).reshape(-1, u)
        rows = acc.first_writers(val)
        if rows is _DIFFERENT:  # several lanes store different values to one unit: per-byte rules
            return self._access_bytes(group, wave, addr, size, data, current)
        if rows is not None:
            acc.restrict(rows)
            val, old = val[rows], old[rows]
        return acc.write(val, old), None

    # ------------------------------------------------------------------ scratch
    def _scratch(self) -> tuple[np.ndarray, np.ndarray]:
        """Per-byte scratch arrays (int8, int64) for one instruction's scatter/gather bookkeeping."""
        if self._scr8 is None:
            n = self.wwave.size
            self._scr8, self._scr64 = np.empty(n, dtype=np.int8), np.empty(n, dtype=np.int64)
        return self._scr8, self._scr64

    # ------------------------------------------------------------------ per-byte algorithm (general writes)
    def _access_bytes(self, group: np.ndarray, wave: np.ndarray, addr: np.ndarray, size: int,
                      data: np.ndarray | None, current: np.ndarray | None) -> tuple[str | None, None]:
        """Writes, one item per byte: handles several lanes storing different values to one byte."""
        self.flush_reads()
        self.wrote[group] = self.epoch[group]
        g = np.repeat(group, size)
        x = (addr[:, None] + np.arange(size)).reshape(-1)
        fx = g * self.size + x  # flat byte index into the (groups, stride) state arrays
        w = np.repeat(wave, size)
        within = None
        if data is not None:
            keep, within = self._effective(fx, w, np.ascontiguousarray(data).reshape(-1),
                                           np.ascontiguousarray(current).reshape(-1))
            sel = keep if within is None else keep | within
            ww_flat = self.wwave.reshape(-1)
            unseen = ~sel & (ww_flat[fx] == _NONE)  # a silent store still makes the byte "written"
            ww_flat[fx[unseen]] = w[unseen]  # (with epoch 0: it never conflicts)
            g, x, fx, w = g[sel], x[sel], fx[sel], w[sel]
            if within is not None:
                within = within[sel]
        cur = self.epoch[g]
        ww, we = self.wwave.reshape(-1)[fx], self.wepoch.reshape(-1)[fx]
        written_now = (we == cur) & (ww != w) & (ww != _NONE)  # written in this epoch by another wave
        rw, re = self.rwave.reshape(-1)[fx], self.repoch.reshape(-1)[fx]
        read_now = (re == cur) & (rw != w) & (rw != _NONE)
        conflict = written_now | read_now
        if within is not None:
            conflict = conflict | within
        race = None
        if conflict.any():
            i = int(np.flatnonzero(conflict)[0])
            race = _write_message(int(w[i]), int(x[i]), bool(written_now[i]), int(ww[i]), bool(read_now[i]),
                                  int(rw[i]))
        if x.size:
            self.wwave.reshape(-1)[fx] = w
            self.wepoch.reshape(-1)[fx] = cur
        return race, None

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


_DIFFERENT = object()
_READ_LOG = 32  # logged read instructions before they are applied anyway
_VALUE_TYPES = {1: np.uint8, 2: np.uint16, 4: np.uint32}


def _first_rows(scratch: np.ndarray, key: np.ndarray) -> np.ndarray | None:
    """Per row, the first row with the same key (``scratch``: an integer array indexable by every key), or
    None when the keys are all distinct."""
    idx = np.arange(key.size, dtype=scratch.dtype)
    scratch[key] = key.size
    np.minimum.at(scratch, key, idx)
    first = scratch[key]
    return None if (first == idx).all() else first


def _write_message(w: int, x: int, written_now: bool, ww: int, read_now: bool, rw: int) -> str:
    if written_now:
        other = f"wave {ww} wrote"
    elif read_now:
        other = f"wave {rw} read" if rw >= 0 else "other waves read"
    else:
        other = "another wave writes (a different value) in the same instruction"
    return f"wave {w} writes LDS byte {x:#x} that {other} with no s_barrier in between"


class _Units:
    """One instruction's accesses as rows of ``u``-byte units (``size // u`` rows per access, in access order).

    Gathered state is flat (rows * u,) in row-major byte order, i.e. in the order of the accessed bytes; the
    per-row wave and epoch are replicated into every byte (``_per_byte``) by multiplying the packed unit by
    0x0101.. (0x00010001.. for epochs), so the rules are elementwise operations on contiguous 1-D arrays
    (numpy broadcasting over a short inner axis is several times slower)."""

    def __init__(self, det: LdsRaceDetector, group: np.ndarray, wave: np.ndarray, addr: np.ndarray, size: int,
                 u: int) -> None:
        self.det, self.u, self.size, self.addr, self.wave = det, u, size, addr, wave
        nu = size // u
        base = (group * det.size + addr) >> (u.bit_length() - 1)
        cur = det.epoch[group]
        if nu == 1:
            self.ui, self.w, self.cur = base, wave, cur
        else:
            self.ui = (base[:, None] + np.arange(nu)).reshape(-1)
            self.w, self.cur = np.repeat(wave, nu), np.repeat(cur, nu)
        self.row_of = None  # original row of each kept row (after restrict)
        self.wt, self.et = _VIEWS[u]

    def restrict(self, rows: np.ndarray) -> None:
        self.ui, self.w, self.cur, self.row_of = self.ui[rows], self.w[rows], self.cur[rows], rows

    def _gather(self, state: np.ndarray, ty) -> np.ndarray:
        return state.reshape(-1).view(ty)[self.ui].view(state.dtype)

    def _scatter(self, state: np.ndarray, ty, flat: np.ndarray) -> None:
        state.reshape(-1).view(ty)[self.ui] = flat.view(ty)

    def _per_byte(self) -> tuple[np.ndarray, np.ndarray]:
        """(wave int8, epoch uint16) of each row, repeated for each byte of its unit (flat)."""
        u = self.u
        if u == 1:
            return self.w, self.cur
        w = (self.w.view(np.uint8).astype(self.wt) * self.wt(_BYTE_REP[u])).view(np.int8)
        return w, (self.cur.astype(self.et) * self.et(_EPOCH_REP[u])).view(np.uint16)

    def _where(self, i: int) -> tuple[int, int]:
        """(byte address, wave) of flat item ``i``."""
        row, byte = divmod(i, self.u)
        if self.row_of is not None:
            row = int(self.row_of[row])
        nu = self.size // self.u
        a = row // nu
        return int(self.addr[a]) + (row % nu) * self.u + byte, int(self.wave[a])

    def group_of_rows(self) -> np.ndarray:
        """The workgroup of each row (its unit index times the unit size, over the row stride)."""
        return (self.ui * self.u) // self.det.size

    def check_read(self) -> str | None:
        """The race message of the first byte this read conflicts on (written in the current epoch by another
        wave), or None; also finds the never-written bytes (``uninit``). Groups not written in their current
        epoch cannot conflict: only the written state is gathered for them."""
        det = self.det
        ww = self._gather(det.wwave, self.wt)
        self._never = ww == _NONE
        hot = det.wrote == det.epoch  # groups written since their last barrier
        if not hot.any() or not hot[self.group_of_rows()].any():
            return None
        we = self._gather(det.wepoch, self.et)
        w, cur = self._per_byte()
        conflict = (we == cur) & (ww != w) & ~self._never  # written in this epoch by another wave
        if not conflict.any():
            return None
        i = int(np.flatnonzero(conflict)[0])
        x, wv = self._where(i)
        return f"wave {wv} reads LDS byte {x:#x} that wave {int(ww[i])} wrote with no s_barrier in between"

    def record_read(self) -> None:
        """Update the per-byte read state: this wave in this epoch, or "several" (``_MANY``)."""
        det = self.det
        w, cur = self._per_byte()
        rw, re = self._gather(det.rwave, self.wt), self._gather(det.repoch, self.et)
        new = np.where(re != cur, w, np.where(rw == w, rw, np.int8(_MANY)))
        several = self._several_waves()  # several waves reading one unit in this instruction: "many"
        if several is not None:
            new.reshape(-1, self.u)[several] = _MANY
        self._scatter(det.rwave, self.wt, new)
        self._scatter(det.repoch, self.et, cur)

    def uninit(self) -> str | None:
        never = self._never
        if not never.any():
            return None
        x, w = self._where(int(np.flatnonzero(never)[0]))
        return f"wave {w} reads LDS byte {x:#x} that no wave of its workgroup has written"

    def _several_waves(self) -> np.ndarray | None:
        """Per row: whether several waves access its unit in this instruction (None: no unit is shared)."""
        scr8, _ = self.det._scratch()
        ui, w = self.ui, self.w
        scr8[ui] = w
        diff = scr8[ui] != w  # some other wave's entry for this unit was scattered after this one
        if not diff.any():
            return None
        scr8[ui] = 0
        scr8[ui[diff]] = 1
        return scr8[ui] == 1

    def first_writers(self, val: np.ndarray) -> np.ndarray | None | object:
        """Rows to keep for a store: None (every unit is stored by one row), the first row of each unit (all
        rows of a unit store the same value: later ones change nothing), or _DIFFERENT."""
        _, scr64 = self.det._scratch()
        first = _first_rows(scr64, self.ui)
        if first is None:
            return None
        vv = val.view(_VALUE_TYPES[self.u]).reshape(-1)
        if not (vv == vv[first]).all():
            return _DIFFERENT
        return np.flatnonzero(first == np.arange(first.size))

    def write(self, val: np.ndarray | None, old: np.ndarray | None) -> str | None:
        det = self.det
        ww, we = self._gather(det.wwave, self.wt), self._gather(det.wepoch, self.et)
        rw, re = self._gather(det.rwave, self.wt), self._gather(det.repoch, self.et)
        w, cur = self._per_byte()
        keep = np.ones(ww.shape, dtype=bool) if val is None else val.reshape(-1) != old.reshape(-1)
        written_now = keep & (we == cur) & (ww != w) & (ww != _NONE)  # silent bytes are not accesses
        read_now = keep & (re == cur) & (rw != w) & (rw != _NONE)
        conflict = written_now | read_now
        race = None
        if conflict.any():
            i = int(np.flatnonzero(conflict)[0])
            x, wv = self._where(i)
            race = _write_message(wv, x, bool(written_now[i]), int(ww[i]), bool(read_now[i]), int(rw[i]))
        # kept bytes: this wave in this epoch; silent stores to never-written bytes: written, epoch kept (0)
        self._scatter(det.wwave, self.wt, np.where(keep | (ww == _NONE), w, ww))
        self._scatter(det.wepoch, self.et, np.where(keep, cur, we))
        return race
