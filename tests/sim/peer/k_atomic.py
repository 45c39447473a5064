"""Peer kernels: global atomics (integer histogram, float max scatter, float add, integer min/max).

Outputs of atomics start from fresh random values (not poison): the kernel reads them.

Example::

    >>> from tests.sim.peer.k_atomic import KERNELS
    >>> [k.name for k in KERNELS][0]
    'atomic_add_histogram'
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, randint, randn


@triton.jit
def atomic_hist(x_ptr, hist_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.atomic_add(hist_ptr + v, 1, mask=mask)


def _hist_case(arch: str, gen: torch.Generator) -> Case:
    n, bins = 2500, 50
    x = randint(gen, 0, bins, n)
    hist = randint(gen, -100, 100, bins)
    expected = hist + torch.bincount(x.long(), minlength=bins).int()
    return Case([x, hist, n], [Check(1, expected, mode="exact")])


@triton.jit
def atomic_max_f32(x_ptr, idx_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    idx = tl.load(idx_ptr + offs, mask=mask, other=0)
    tl.atomic_max(out_ptr + idx, x, mask=mask)


def _max_case(arch: str, gen: torch.Generator) -> Case:
    n, bins = 1200, 40
    x = randn(gen, n) * 10.0
    idx = randint(gen, 0, bins, n)
    out = randn(gen, bins) * 10.0 - 5.0  # some bins keep their start value; negatives and positives mix
    expected = out.scatter_reduce(0, idx.long(), x, reduce="amax", include_self=True)
    return Case([x, idx, out, n], [Check(2, expected, mode="exact")])


@triton.jit
def atomic_add_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.atomic_add(out_ptr + pid % 3, tl.sum(x, axis=0))  # a scalar atomic from one lane of the block
    tl.atomic_add(out_ptr + 3 + offs % 7, x, mask=offs < n)  # vector atomics colliding within a wave


def _add_f32_case(arch: str, gen: torch.Generator) -> Case:
    n, block = 2000, 256
    x = randn(gen, n)
    out = randn(gen, 10)
    xd, expected = x.double(), out.double().clone()
    pid = torch.arange(n) // block
    expected[:3] += torch.zeros(3, dtype=torch.float64).index_add(0, pid % 3, xd)
    expected[3:] += torch.zeros(7, dtype=torch.float64).index_add(0, torch.arange(n) % 7, xd)
    return Case([x, out, n], [Check(1, expected.float(), atol=1e-4, rtol=1e-5)])


@triton.jit
def atomic_minmax_i32(x_ptr, lo_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.atomic_min(lo_ptr + offs % 16, x, mask=mask)
    tl.atomic_max(hi_ptr + offs % 16, x, mask=mask)


def _minmax_case(arch: str, gen: torch.Generator) -> Case:
    n = 900
    x = randint(gen, -(2**31), 2**31, n)
    lo, hi = randint(gen, -(2**31), 2**31, 16), randint(gen, -(2**31), 2**31, 16)
    slot = torch.arange(n) % 16
    exp_lo = lo.scatter_reduce(0, slot, x, reduce="amin", include_self=True)
    exp_hi = hi.scatter_reduce(0, slot, x, reduce="amax", include_self=True)
    return Case([x, lo, hi, n], [Check(1, exp_lo, mode="exact", label="min"),
                                 Check(2, exp_hi, mode="exact", label="max")])


_B = {"BLOCK": 256}
KERNELS = [
    PeerKernel("atomic_add_histogram", atomic_hist, {"x_ptr": "*i32", "hist_ptr": "*i32", "n": "i32"}, _B, 4,
               (10,), _hist_case),
    PeerKernel("atomic_max_f32", atomic_max_f32, {"x_ptr": "*fp32", "idx_ptr": "*i32", "out_ptr": "*fp32",
                                                  "n": "i32"}, _B, 4, (5,), _max_case),
    PeerKernel("atomic_add_f32", atomic_add_f32, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, _B, 4,
               (8,), _add_f32_case),
    PeerKernel("atomic_minmax_i32", atomic_minmax_i32, {"x_ptr": "*i32", "lo_ptr": "*i32", "hi_ptr": "*i32",
                                                        "n": "i32"}, _B, 4, (4,), _minmax_case),
]


# ------------------------------------------------------------------------------------ spin lock


@triton.jit
def locked_accumulate(x_ptr, out_ptr, lock_ptr, count_ptr, N, GROUPS: tl.constexpr, BLOCK: tl.constexpr):
    """Rows pid, pid+GROUPS, ... are summed into out[pid % GROUPS] under a per-group spin lock (the pattern of
    split reductions such as a LayerNorm backward's weight gradient). Needs forward progress between
    workgroups: a waiting workgroup must not starve the one holding the lock."""
    pid = tl.program_id(0)
    group = pid % GROUPS
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + pid * N + cols, mask=mask, other=0)
    while tl.atomic_cas(lock_ptr + group, 0, 1) == 1:
        pass
    count = tl.load(count_ptr + group)
    if count == 0:
        tl.atomic_xchg(count_ptr + group, 1)
    else:
        x += tl.load(out_ptr + group * N + cols, mask=mask, other=0)
    tl.store(out_ptr + group * N + cols, x, mask=mask)
    tl.debug_barrier()
    tl.atomic_xchg(lock_ptr + group, 0)


def _locked_case(arch: str, gen: torch.Generator) -> Case:
    rows, groups, n = 12, 3, 200
    x = randint(gen, -1000, 1000, rows, n)
    expected = torch.stack([x[g::groups].sum(0) for g in range(groups)]).int()
    out = torch.full((groups, n), -1, dtype=torch.int32)  # never read: count 0 means "first writer"
    locks, counts = torch.zeros(groups, dtype=torch.int32), torch.zeros(groups, dtype=torch.int32)
    return Case([x, out, locks, counts, n], [Check(1, expected, mode="exact", label="sums"),
                                            Check(2, torch.zeros(groups, dtype=torch.int32), mode="exact",
                                                  label="locks released")])


KERNELS.append(PeerKernel("spin_lock_accumulate", locked_accumulate, {"x_ptr": "*i32", "out_ptr": "*i32",
                                                                      "lock_ptr": "*i32", "count_ptr": "*i32",
                                                                      "N": "i32"},
                          {"GROUPS": 3, "BLOCK": 256}, 4, (12,), _locked_case))
