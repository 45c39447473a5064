"""Global memory: bounds checking, regions, merged views, read-only synthetic segments."""

import numpy as np
import pytest
import torch

from torch_cdna.errors import SimFault
from torch_cdna.sim.memory import GlobalMemory


def test_load_store_roundtrip_and_counters():
    t = torch.zeros(16, dtype=torch.int32)
    mem = GlobalMemory()
    mem.add_tensor(t, "t")
    addr = np.array([t.data_ptr() + 4 * i for i in (3, 7)], dtype=np.uint64)
    mem.store(addr, np.array([[1, 0, 0, 0], [2, 1, 0, 0]], dtype=np.uint8))
    assert t[3] == 1 and t[7] == 258
    assert mem.load(addr, 4).view(np.int32).ravel().tolist() == [1, 258]
    assert mem.bytes_written == 8 and mem.bytes_read == 8


def test_out_of_bounds_names_address_and_regions():
    t = torch.zeros(4, dtype=torch.float32)
    mem = GlobalMemory()
    mem.add_tensor(t, "x")
    bad = t.data_ptr() + 16
    with pytest.raises(SimFault, match=f"out-of-bounds load of 4 bytes at {bad:#x}") as info:
        mem.load(np.array([t.data_ptr(), bad], dtype=np.uint64), 4)
    assert info.value.lane == 1 and info.value.address == bad
    # an access straddling the end is out of bounds too
    with pytest.raises(SimFault):
        mem.load(np.array([t.data_ptr() + 14], dtype=np.uint64), 4)


def test_views_of_one_storage_merge():
    base = torch.arange(32, dtype=torch.int32)
    a, b = base[:20], base[10:]
    mem = GlobalMemory()
    mem.add_tensor(a, "a")
    mem.add_tensor(b, "b")
    assert len(mem.regions) == 1
    assert mem.load(np.array([base.data_ptr() + 4 * 31], dtype=np.uint64), 4).view(np.int32).item() == 31


def test_strided_view_spans_its_extent():
    base = torch.arange(64, dtype=torch.float32).reshape(8, 8)
    col = base[:, 2]
    mem = GlobalMemory()
    mem.add_tensor(col, "col")
    last = col.data_ptr() + 7 * 8 * 4
    assert mem.load(np.array([last], dtype=np.uint64), 4).view(np.float32).item() == 58.0
    with pytest.raises(SimFault):
        mem.load(np.array([last + 4], dtype=np.uint64), 4)


def test_synthetic_segments_are_read_only_and_not_counted():
    mem = GlobalMemory()
    addr = mem.add_synthetic(b"\x01\x02\x03\x04", "kernarg segment")
    assert mem.load(np.array([addr], dtype=np.uint64), 4).ravel().tolist() == [1, 2, 3, 4]
    assert mem.bytes_read == 0
    with pytest.raises(SimFault, match="read-only"):
        mem.store(np.array([addr], dtype=np.uint64), np.zeros((1, 4), dtype=np.uint8))


def test_cuda_tensors_are_rejected():
    mem = GlobalMemory()
    with pytest.raises(ValueError, match="CPU tensors"):
        mem.add_tensor(torch.empty(1, device="meta"), "m")


def _at(t: torch.Tensor, *offsets: int) -> np.ndarray:
    return np.array([t.data_ptr() + o for o in offsets], dtype=np.uint64)


def test_unique_bytes_count_each_byte_once():
    t = torch.randint(0, 2**30, (16,), dtype=torch.int32)
    mem = GlobalMemory()
    mem.add_tensor(t, "t")
    offs = list(range(0, 64, 4))
    first = mem.load(_at(t, *offs), 4)
    second = mem.load(_at(t, *offs), 4)                # the same 64 bytes again
    assert np.array_equal(first, second)
    assert mem.bytes_read == 128 and mem.unique_bytes_read == 64
    mem.load(_at(t, 0, 0, 0), 4)                       # lanes of one access on one address
    assert mem.bytes_read == 140 and mem.unique_bytes_read == 64
    assert mem.bytes_written == 0 and mem.unique_bytes_written == 0


def test_unique_bytes_of_partial_overlaps_and_mixed_sizes():
    t = torch.zeros(16, dtype=torch.int32)             # 64 bytes
    mem = GlobalMemory()
    mem.add_tensor(t, "t")
    mem.load(_at(t, 0), 16)                            # [0, 16)    16-byte chunk
    mem.load(_at(t, 8), 8)                             # [8, 16)    inside it
    mem.load(_at(t, 12), 8)                            # [12, 20)   4 new bytes
    mem.load(_at(t, 30), 3)                            # [30, 33)   unaligned: byte marks
    mem.load(_at(t, 40), 12)                           # [40, 52)   not a power of two: 4-byte marks
    assert mem.bytes_read == 16 + 8 + 8 + 3 + 12
    assert mem.unique_bytes_read == 16 + 4 + 3 + 12
    ref = np.zeros(64, dtype=bool)                     # the same union, byte by byte
    for lo, n in ((0, 16), (8, 8), (12, 8), (30, 3), (40, 12)):
        ref[lo:lo + n] = True
    assert mem.unique_bytes_read == int(ref.sum())


def test_unique_bytes_written_and_across_regions():
    a, b = torch.zeros(8, dtype=torch.int32), torch.zeros(8, dtype=torch.int32)
    mem = GlobalMemory()
    mem.add_tensor(a, "a")
    mem.add_tensor(b, "b")
    row = np.arange(4, dtype=np.uint8)
    both = np.concatenate([_at(a, 0, 4), _at(b, 0)])   # one access over two regions
    mem.store(both, np.stack([row] * 3))
    mem.store(_at(a, 4, 8), np.stack([row] * 2))       # a[1] again, a[2] new
    assert mem.bytes_written == 20 and mem.unique_bytes_written == 16
    assert mem.bytes_read == 0 and mem.unique_bytes_read == 0
    mem.load(both, 4)
    assert mem.unique_bytes_read == 12
    assert a[:3].tolist() == b[:1].tolist() * 3


def test_synthetic_segments_have_no_unique_bytes():
    mem = GlobalMemory()
    addr = mem.add_synthetic(bytes(16), "kernarg segment")
    mem.load(np.array([addr, addr + 8], dtype=np.uint64), 8)
    assert mem.unique_bytes_read == 0
