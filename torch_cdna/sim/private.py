"""Per-lane private memory (the private segment, "scratch") of a batch of waves.

Each work-item owns ``.amdhsa_private_segment_fixed_size`` bytes addressed from 0 (the private address the
``scratch_*`` instructions compute). The hardware interleaves the lanes of a wave dword by dword in the backing
memory (swizzle element size 4, index stride 64), which keeps each lane's bytes contiguous in its own private
address space; the simulator stores exactly that view: one byte row per lane, in a numpy array of its own.
Nothing here can reach host memory: every access is bounds-checked against the declared size, and an access
outside it raises ``SimFault`` naming the lane and the private offset. (The hardware allocates scratch in
1 KiB-per-wave granules, so a few bytes past the declared size would go unnoticed there; they are a bug all
the same.) Bytes never written are tracked so that the sanitizer can report reads of uninitialised private
memory.

Example:
    >>> pm = PrivateMemory(num_waves=1, size=16)
    >>> rows = pm.rows(np.array([0]), np.ones((1, 64), dtype=bool))
    >>> pm.store(rows, np.full(64, 4, dtype=np.uint64), np.arange(64 * 4, dtype=np.uint8).reshape(64, 4))
    >>> pm.load(rows[:2], np.array([4, 4], dtype=np.uint64), 4).tolist()
    [[0, 1, 2, 3], [4, 5, 6, 7]]
"""

from __future__ import annotations

import numpy as np

LANES = 64
_U64 = np.uint64


class PrivateMemory:
    """``size`` bytes of private memory for each of the 64 lanes of ``num_waves`` waves."""

    def __init__(self, num_waves: int, size: int) -> None:
        if size < 0:
            raise ValueError(f"private segment size must be >= 0, got {size}")
        self.size = int(size)
        self.stride = -(-self.size // 8) * 8  # row length: 8-byte aligned rows allow word gathers
        self.data = np.zeros((num_waves * LANES, self.stride), dtype=np.uint8)
        self.written = np.zeros((num_waves * LANES, self.stride), dtype=bool)

    @staticmethod
    def rows(waves: np.ndarray, active: np.ndarray) -> np.ndarray:
        """Row index (wave * 64 + lane) of each active lane; ``waves`` (k,) batch wave indices, ``active``
        (k, 64) bool. Rows come out in (wave, lane) order, matching ``offsets[active]``."""
        return (waves[:, None] * LANES + np.arange(LANES)[None, :])[active]

    def out_of_range(self, offsets: np.ndarray, nbytes: int) -> np.ndarray:
        """Bool mask of the offsets whose ``nbytes`` bytes do not fit in the segment."""
        return offsets.astype(_U64) + _U64(nbytes) > _U64(self.size)

    def _index(self, rows: np.ndarray, offsets: np.ndarray, nbytes: int) -> tuple[np.ndarray, np.ndarray, int]:
        """(row index, column index, unit) of the elements an access touches, in units of 4 bytes when the
        access allows it (aligned, a multiple of 4 bytes) and bytes otherwise."""
        unit = 4 if nbytes % 4 == 0 and not (offsets & _U64(3)).any() else 1
        cols = (offsets.astype(np.int64) // unit)[:, None] + np.arange(nbytes // unit)[None, :]
        return rows[:, None], cols, unit

    def load(self, rows: np.ndarray, offsets: np.ndarray, nbytes: int) -> np.ndarray:
        """(n, nbytes) uint8: the bytes at ``offsets`` (n,) of lanes ``rows`` (n,); offsets must be in range."""
        r, c, unit = self._index(rows, offsets, nbytes)
        view = self.data.view(np.uint32) if unit == 4 else self.data
        return np.ascontiguousarray(view[r, c]).view(np.uint8).reshape(len(rows), nbytes)

    def unwritten(self, rows: np.ndarray, offsets: np.ndarray, nbytes: int) -> np.ndarray:
        """Bool (n,): whether any byte of each access was never written."""
        cols = offsets.astype(np.int64)[:, None] + np.arange(nbytes)[None, :]
        return ~self.written[rows[:, None], cols].all(axis=1)

    def store(self, rows: np.ndarray, offsets: np.ndarray, data: np.ndarray) -> None:
        """Write ``data`` (n, nbytes) uint8 at ``offsets`` of lanes ``rows``; offsets must be in range."""
        nbytes = data.shape[1]
        r, c, unit = self._index(rows, offsets, nbytes)
        if unit == 4:
            self.data.view(np.uint32)[r, c] = np.ascontiguousarray(data).view(np.uint32)
        else:
            self.data[r, c] = data
        bytes_cols = offsets.astype(np.int64)[:, None] + np.arange(nbytes)[None, :]
        self.written[rows[:, None], bytes_cols] = True

    def wave_offsets(self, global_waves: np.ndarray) -> np.ndarray:
        """The byte offset of each wave's private area in a backing store holding every wave of the launch
        (the value of the private segment wavefront offset SGPR); (n,) uint32."""
        return ((global_waves.astype(_U64) * _U64(LANES * self.stride)) & _U64(0xFFFFFFFF)).astype(np.uint32)


__all__ = ["PrivateMemory"]
