"""The vectorised LDS race detector (unit-granular gathers, read deduplication, first-writer reduction and the
per-byte fallback) against a plain per-byte Python model of the rules in ``sim/lds_race.py``: same messages,
same per-byte state, on random access sequences with overlapping, repeated, silent and conflicting accesses of
every size and alignment, and barriers in between."""

import numpy as np
import pytest

from torch_cdna.sim.lds_race import LdsRaceDetector

NONE, MANY = -1, -2


class ByteModel:
    """One Python loop iteration per accessed byte; the rules as the module docstring states them."""

    def __init__(self, groups: int, size: int) -> None:
        self.ww = np.full((groups, size), NONE)
        self.we = np.zeros((groups, size), dtype=np.int64)
        self.rw = np.full((groups, size), NONE)
        self.re = np.zeros((groups, size), dtype=np.int64)
        self.epoch = np.ones(groups, dtype=np.int64)

    def barrier(self, groups) -> None:
        for g in groups:
            self.epoch[g] = 1 if self.epoch[g] == 0xFFFF else self.epoch[g] + 1

    def read(self, group, wave, addr, size):
        race = uninit = None
        readers: dict[tuple[int, int], set[int]] = {}
        for g, w, a in zip(group, wave, addr):
            for x in range(a, a + size):
                cur, ww = self.epoch[g], self.ww[g, x]
                if race is None and self.we[g, x] == cur and ww != w and ww != NONE:
                    race = f"wave {w} reads LDS byte {x:#x} that wave {ww} wrote with no s_barrier in between"
                if uninit is None and ww == NONE:
                    uninit = f"wave {w} reads LDS byte {x:#x} that no wave of its workgroup has written"
                readers.setdefault((g, x), set()).add(w)
        for (g, x), waves in readers.items():
            cur = self.epoch[g]
            if len(waves) > 1:
                new = MANY
            else:
                (w,) = waves
                new = w if self.re[g, x] != cur or self.rw[g, x] == w else MANY
            self.rw[g, x], self.re[g, x] = new, cur
        return race, uninit

    def write(self, group, wave, addr, size, data, current):
        seen: dict[tuple[int, int], int] = {}  # value so far in lane order
        writers: dict[tuple[int, int], list[tuple[int, int]]] = {}
        items = []
        for i, (g, w, a) in enumerate(zip(group, wave, addr)):
            for j in range(size):
                key = (g, a + j)
                prev = seen.get(key, int(current[i, j]))
                items.append((g, w, a + j, int(data[i, j]) != prev))
                seen[key] = int(data[i, j])
                writers.setdefault(key, []).append((w, int(data[i, j])))
        within = {k for k, v in writers.items() if len({w for w, _ in v}) > 1 and len({d for _, d in v}) > 1}
        race = None
        selected = []
        for g, w, x, keep in items:
            sel = keep or (g, x) in within
            if not sel:
                if self.ww[g, x] == NONE:
                    self.ww[g, x] = w  # written (silently), epoch stays 0
                continue
            selected.append((g, w, x))
        for g, w, x in selected:
            cur = self.epoch[g]
            ww, rw = self.ww[g, x], self.rw[g, x]
            written_now = self.we[g, x] == cur and ww != w and ww != NONE
            read_now = self.re[g, x] == cur and rw != w and rw != NONE
            if race is None and (written_now or read_now or (g, x) in within):
                if written_now:
                    other = f"wave {ww} wrote"
                elif read_now:
                    other = f"wave {rw} read" if rw >= 0 else "other waves read"
                else:
                    other = "another wave writes (a different value) in the same instruction"
                race = f"wave {w} writes LDS byte {x:#x} that {other} with no s_barrier in between"
        for g, w, x in selected:
            self.ww[g, x], self.we[g, x] = w, self.epoch[g]
        return race, None


def _state(ww, we, rw, re, size, epoch):
    """Comparable per-byte state: the wave of a silently written byte (epoch 0) is not observable, nor is a
    read record of an epoch before the group's current one (it can never conflict; the detector drops them)."""
    ww = np.array(ww[:, :size], dtype=np.int64)
    we = np.array(we[:, :size], dtype=np.int64)
    ww[(we == 0) & (ww != NONE)] = 0
    rw, re = np.array(rw[:, :size], dtype=np.int64), np.array(re[:, :size], dtype=np.int64)
    old = re != np.asarray(epoch, dtype=np.int64)[:, None]
    rw[old], re[old] = NONE, 0
    return ww, we, rw, re


def _same_state(det: LdsRaceDetector, model: "ByteModel", size: int) -> bool:
    det.flush_reads()
    mine = _state(det.wwave, det.wepoch, det.rwave, det.repoch, size, det.epoch)
    want = _state(model.ww, model.we, model.rw, model.re, size, model.epoch)
    return all(np.array_equal(x, y) for x, y in zip(mine, want))


@pytest.mark.parametrize("case", range(12))
def test_detector_matches_the_per_byte_model(case, rng_seed):
    rng = np.random.default_rng([rng_seed, case])
    groups, wpg = 3, 4
    size = int(rng.choice([30, 32, 64]))
    det, model = LdsRaceDetector(groups, size, wpg), ByteModel(groups, size)
    lds = np.zeros((groups, size), dtype=np.uint8)
    messages = 0
    for _ in range(80):
        if rng.random() < 0.1:
            gs = np.flatnonzero(rng.random(groups) < 0.6)
            det.on_barrier(gs)
            model.barrier(gs)
            continue
        n_bytes = int(rng.choice([1, 2, 4, 8, 12, 16]))
        n = int(rng.integers(1, 40))
        g, w = rng.integers(0, groups, n), rng.integers(0, wpg, n)
        order = np.lexsort((w, g))  # accesses come in (wave, lane) order
        g, w = g[order], w[order]
        align = int(rng.choice([1, 2, 4, 8, 16]))
        a = rng.integers(0, (size - n_bytes) // align + 1, n) * align
        if rng.random() < 0.3:
            a[:] = a[0]  # broadcasts: every lane at one address
        if rng.random() < 0.5:
            data = rng.integers(0, int(rng.choice([1, 2, 256])), (n, n_bytes)).astype(np.uint8)
            if rng.random() < 0.3:
                data[:] = data[0]  # replicated stores
            cur = np.stack([lds[g[i], a[i]:a[i] + n_bytes] for i in range(n)])
            got = det.access(g, w, a, n_bytes, write=True, data=data, current=cur)
            want = model.write(g, w, a, n_bytes, data, cur)
            for i in range(n):
                lds[g[i], a[i]:a[i] + n_bytes] = data[i]
        else:
            got = det.access(g, w, a, n_bytes, write=False)
            want = model.read(g, w, a, n_bytes)
        assert got == want
        messages += sum(m is not None for m in want)
        if rng.random() < 0.3:  # the detector's read log is applied lazily: compare now and then
            assert _same_state(det, model, size)
    assert _same_state(det, model, size)
    assert messages > 5  # the sequences do produce races and never-written reads


def test_broadcast_read_and_replicated_write_take_the_reduced_paths():
    """Many lanes of each wave at one address (the RMSNorm pattern): deduplicated, and still exact."""
    groups, wpg = 8, 4
    det, model = LdsRaceDetector(groups, 16, wpg), ByteModel(groups, 16)
    g = np.repeat(np.arange(groups), wpg * 64)
    w = np.tile(np.repeat(np.arange(wpg), 64), groups)
    a = 4 * np.repeat(np.tile(np.arange(wpg), groups), 64)
    data = np.repeat(np.arange(groups * wpg * 4, dtype=np.uint8).reshape(-1, 4), 64, axis=0)
    cur = np.zeros_like(data)
    assert det.access(g, w, a, 4, write=True, data=data, current=cur) == \
        model.write(g, w, a, 4, data, cur)
    det.on_barrier(np.arange(groups))
    model.barrier(range(groups))
    ra = np.tile((np.arange(64) * 4) & 12, groups * wpg)
    assert det.access(g, w, ra, 4, write=False) == model.read(g, w, ra, 4)
    det.on_barrier(np.arange(groups - 1))  # the last group misses its barrier: its next write races
    model.barrier(range(groups - 1))
    got = det.access(g, w, a, 4, write=True, data=data + 1, current=data)
    assert got == model.write(g, w, a, 4, data + 1, data)
    assert got[0] is not None and "other waves read" in got[0]
    assert _same_state(det, model, 16)


def test_long_read_phase_without_barrier_keeps_every_record():
    """More logged reads than the log holds (applied early), then a write by another wave: still a race."""
    det, model = LdsRaceDetector(2, 64, 4), ByteModel(2, 64)
    g, w0, w1 = np.zeros(64, dtype=np.int64), np.zeros(64, dtype=np.int64), np.ones(64, dtype=np.int64)
    a = np.arange(64) % 16 * 4
    data, cur = np.full((64, 4), 5, dtype=np.uint8), np.zeros((64, 4), dtype=np.uint8)
    assert det.access(g, w0, a, 4, write=True, data=data, current=cur) == model.write(g, w0, a, 4, data, cur)
    det.on_barrier(np.array([0, 1]))
    model.barrier([0, 1])
    for i in range(100):
        wave = w1 if i % 3 else w0 + 2
        assert det.access(g, wave, a, 4, write=False) == model.read(g, wave, a, 4)
    got = det.access(g, w0, a, 4, write=True, data=data + 1, current=data)
    assert got == model.write(g, w0, a, 4, data + 1, data) and got[0] is not None and "other waves read" in got[0]
    assert _same_state(det, model, 64)
