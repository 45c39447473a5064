"""GlobalMemory.load_at / store_at (per-wave base + per-lane uint32 offset) behave exactly like load / store on
the summed addresses: data, byte counters, unique-byte counters and faults, including the fallbacks (bounds
that the conservative test cannot settle, unaligned offsets, a base below the region that the offsets make up
for, several regions, read-only segments)."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import SimFault
from torch_cdna.sim.memory import GlobalMemory


def _memories(seed: int, n_bytes: int = 4096):
    """Two GlobalMemory views of two identical pairs of tensors (one for *_at, one for the reference)."""
    out = []
    for _ in range(2):
        g = torch.Generator().manual_seed(seed)
        a = torch.randint(0, 256, (n_bytes,), dtype=torch.uint8, generator=g)
        c = torch.randint(0, 256, (n_bytes,), dtype=torch.uint8, generator=g)
        mem = GlobalMemory()
        mem.add_tensor(a, "a")
        mem.add_tensor(c, "c")
        out.append((mem, a, c))
    return out


def _counters(mem: GlobalMemory):
    return mem.bytes_read, mem.bytes_written, mem.unique_bytes_read, mem.unique_bytes_written


@pytest.mark.parametrize("size", [1, 2, 4, 8, 12, 16])
@pytest.mark.parametrize("pattern", ["aligned", "unaligned", "odd_base", "below_base", "two_regions", "repeat", "rows",
                                     "rows_overlap", "rows_odd", "rows_at_end"])
def test_load_and_store_at_match_plain_addresses(size, pattern, rng_seed):
    (m1, a1, c1), (m2, a2, c2) = _memories(rng_seed)
    rng = np.random.default_rng(rng_seed)
    k = 5
    off = (rng.integers(0, 60, (k, 64)) * size).astype(np.uint32)
    if pattern == "unaligned":
        off += np.uint32(1)
    if pattern == "repeat":
        off[:, 32:] = off[:, :32]
    if pattern.startswith("rows"):  # coalesced: lane j at the wave's start + j * size
        start = rng.integers(0, 8, k) * 4 * size
        if pattern == "rows_overlap":
            start[3] = start[1]  # two waves store to the same bytes: the later wave wins
        if pattern == "rows_odd":
            start += 1
        if pattern == "rows_at_end":
            start[:] = 4096 - 64 * size - 256 * np.arange(k)  # the last wave's row ends at the tensor's end
        off = (start[:, None] + np.arange(64) * size).astype(np.uint32)
    bases = []
    for a, c in ((a1, c1), (a2, c2)):
        base = np.full(k, a.data_ptr(), dtype=np.uint64) + (np.arange(k, dtype=np.uint64) * np.uint64(256))
        if pattern == "below_base":  # wave 0's base lies before the tensor; its offsets reach into it
            base[0] -= np.uint64(64)
        if pattern == "odd_base":  # aligned offsets, one wave's base is not: byte accesses for everyone
            base[2] += np.uint64(1)
        if pattern == "two_regions":  # wave 4 addresses the other tensor: the conservative bound fails
            base[4] = np.uint64(c.data_ptr())
        bases.append(base)
    if pattern == "below_base":
        off[0] += np.uint32(64)
    base, addr = bases[0], bases[1][:, None] + off.astype(np.uint64)
    got = m1.load_at(base, off, size)
    want = m2.load(addr.reshape(-1), size).reshape(got.shape)  # flat addresses: the per-element path
    assert np.array_equal(got, want)
    assert np.array_equal(m1.load(bases[0][:, None] + off.astype(np.uint64), size), want)  # (k, lanes) rows
    data = rng.integers(0, 256, (k, 64, size)).astype(np.uint8)
    if pattern == "repeat":
        data[:, 32:] = data[:, :32]  # the same bytes at repeated addresses (scatter order does not matter)
    m1.store_at(base, off, data)
    m2.store(addr.reshape(-1), data.reshape(-1, size))
    assert torch.equal(a1, a2) and torch.equal(c1, c2)
    m2.load(addr.reshape(-1), size)  # m1 read twice above (load_at, load): read the same again
    assert _counters(m1) == _counters(m2)
    data2 = rng.integers(0, 256, (k, 64, size)).astype(np.uint8)
    m1.store(bases[0][:, None] + off.astype(np.uint64), data2.reshape(-1, size))  # (k, lanes) addresses
    m2.store(addr.reshape(-1), data2.reshape(-1, size))
    assert torch.equal(a1, a2) and torch.equal(c1, c2) and _counters(m1) == _counters(m2)


def test_out_of_bounds_and_read_only_fault_like_the_plain_path(rng_seed):
    (m1, a1, _), _ = _memories(rng_seed, n_bytes=256)
    base = np.full(2, a1.data_ptr(), dtype=np.uint64)
    off = np.zeros((2, 64), dtype=np.uint32)
    off[1, 7] = 256  # one lane past the end
    with pytest.raises(SimFault, match="out-of-bounds load of 4 bytes"):
        m1.load_at(base, off, 4)
    with pytest.raises(SimFault, match="out-of-bounds store"):
        m1.store_at(base, off, np.zeros((2, 64, 4), dtype=np.uint8))
    seg = m1.add_synthetic(b"\0" * 64, "kernarg segment")
    sbase = np.full(1, seg, dtype=np.uint64)
    soff = np.zeros((1, 64), dtype=np.uint32)
    before = m1.bytes_read
    assert m1.load_at(sbase, soff, 4).shape == (1, 64, 4) and m1.bytes_read == before  # not kernel traffic
    with pytest.raises(SimFault, match="read-only"):
        m1.store_at(sbase, soff, np.zeros((1, 64, 4), dtype=np.uint8))
