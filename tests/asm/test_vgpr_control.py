"""Per-lane control flow on the simulator: If/Elif/Else chains under divergence, per-lane While loops with
divergent trip counts, break and continue, LDS exchange between waves; each against a Python model."""

import random

import pytest
import torch

from tests.asm import kernels
from tests.asm.helpers import ARCHS, assemble, build, run


def _ints(n, lo=-300, hi=300):
    vals = [random.randint(lo, hi) for _ in range(n)]
    vals[:6] = [0, 1, -1, 3, 101, 102][:n]
    return vals


def check_lane_branches(opts=None):
    x, k = _ints(128), random.choice([3, 9, random.randint(-50, 50)])
    out = torch.full((3, 128), -0x5A5A5A5A, dtype=torch.int32)
    kern = build(kernels.lane_branches, options=opts)
    stats = run(kern, [out, torch.tensor(x, dtype=torch.int32), k], grid=(2,))
    ref = kernels.lane_branches_ref(x, k)
    assert out.tolist() == ref, (k, [(l, x[l]) for l in range(128) if any(out[i, l] != ref[i][l] for i in range(3))][:5])
    return stats


def check_lane_loops(opts=None):
    x, m = _ints(64, 0, 2**12), random.randint(0, 60)
    out = torch.full((3, 64), -0x5A5A5A5A, dtype=torch.int32)
    run(build(kernels.lane_loops, options=opts), [out, torch.tensor(x, dtype=torch.int32), m])
    ref = kernels.lane_loops_ref(x, m)
    assert out.tolist() == ref, (m, [(l, x[l]) for l in range(64) if any(out[i, l] != ref[i][l] for i in range(3))][:5])


def check_lds_shuffle(opts=None):
    x, shift = _ints(128, -10**6, 10**6), random.randint(1, 127)
    out = torch.full((128,), -0x5A5A5A5A, dtype=torch.int32)
    run(build(kernels.lds_shuffle, options=opts), [out, torch.tensor(x, dtype=torch.int32), shift], block=(128,))
    assert out.tolist() == kernels.lds_shuffle_ref(x, shift), shift


def test_lane_branches():
    for _ in range(3):
        check_lane_branches()


def test_lane_loops_divergent_trip_counts():
    for _ in range(3):
        check_lane_loops()


def test_lane_loop_all_lanes_skip():
    """Every lane's trip count is zero: the loop body and its EXEC bookkeeping must be skipped cleanly."""
    out = torch.full((3, 64), -1, dtype=torch.int32)
    x = [32 * random.randint(0, 100) & ~0xFF for _ in range(64)]  # v & 31 == 0 and the inner counts are 0
    run(build(kernels.lane_loops), [out, torch.tensor(x, dtype=torch.int32), 5])
    assert out.tolist() == kernels.lane_loops_ref(x, 5)


def test_lds_between_waves():
    for _ in range(2):
        check_lds_shuffle()


@pytest.mark.parametrize("arch", ARCHS)
def test_vector_kernels_assemble(arch):
    for fn in (kernels.lane_branches, kernels.lane_loops, kernels.lds_shuffle):
        assemble(build(fn, arch))
