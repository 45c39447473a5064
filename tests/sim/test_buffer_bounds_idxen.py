"""Buffer range checking follows the instruction's IDXEN, not the V#'s stride (ISA "Buffer Addressing", Range
Checking; LLVM D44401): ``offen`` without ``idxen`` on a V# with a non-zero stride is a raw buffer, its byte
offset checked against num_records - AITER's kernels set stride 4 with ``offen`` only and read 0 past the end."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tests.sim import asmkit
from tests.sim.test_vmem import _vsharp


@pytest.mark.parametrize("stride", [0, 4, 12])
def test_offen_without_idxen_checks_the_byte_offset(stride, rng_seed):
    rng = np.random.default_rng(rng_seed)
    src = torch.from_numpy(rng.integers(-2**31, 2**31, 512, dtype=np.int64).astype(np.int32))
    out = torch.full((64,), -7, dtype=torch.int32)  # poison: a lane the load does not write stays -7
    num_records = int(rng.integers(40, 1000))  # bytes, whatever the stride
    offs = torch.from_numpy((rng.permutation(64) * 16).astype(np.int32))
    body = _vsharp(0, stride, num_records) + """
    buffer_load_dword v10, v1, s[40:43], 0 offen offset:4
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [src, offs, out], loads={"v1": 1}, stores={"v10": 2})
    byte = offs.numpy().astype(np.int64) + 4
    want = np.where(byte + 4 <= num_records, src.numpy()[np.minimum(byte // 4, 511)], 0)
    np.testing.assert_array_equal(out.numpy(), want)


def test_idxen_with_stride_checks_the_index(rng_seed):
    """The other branch of the same V#: with idxen the index is compared with num_records (records), and an
    offen byte offset past num_records bytes is not out of range."""
    rng = np.random.default_rng(rng_seed)
    src = torch.from_numpy(rng.integers(-2**31, 2**31, 1024, dtype=np.int64).astype(np.int32))
    out = torch.full((64,), -7, dtype=torch.int32)
    records, stride = int(rng.integers(8, 60)), 4
    idx = torch.from_numpy(rng.permutation(64).astype(np.int32))
    off = torch.full((64,), 200, dtype=torch.int32)  # 200 > records bytes: irrelevant with idxen
    pairs = torch.stack([idx, off], dim=1).reshape(-1).contiguous()
    body = _vsharp(0, stride, records) + """
    buffer_load_dword v10, v[2:3], s[40:43], 0 idxen offen
    s_waitcnt vmcnt(0)
    """
    asmkit.run(body, [src, pairs, out], loads={"v[2:3]": 1}, stores={"v10": 2})
    i = idx.numpy().astype(np.int64)
    want = np.where(i < records, src.numpy()[(i * stride + 200) // 4], 0)
    np.testing.assert_array_equal(out.numpy(), want)
