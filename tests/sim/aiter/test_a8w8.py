"""AITER's int8 asm GEMM (``gemm_a8w8_m128_noSplitK.co``, gfx942) on the simulator, against float64.

Launch as ``benchmarks/gemm_a8w8.py`` (AITER's ``gemm_a8w8_asm``): B pre-shuffled (32, 16), lda = ldb = K,
ldc = N * 2 bytes, grid (N / 128, ceil(M / 128)) x 256 lanes.

K = 256 is below what the kernel's A addressing allows. Each wave DMA-loads 8 rows of A per 128-byte K step,
row r at VGPR offset ``v + r * (K - 260)`` with instruction offset ``260 * r`` (the offset also places the row
in LDS, rows 260 bytes apart). With K = 256 the VGPR offset of lanes l < r of the tile's first wave is
negative; the buffer range check takes it as a huge unsigned offset, so those 4-byte pieces read as 0 although
offset + instruction offset would be in range (LLVM's MUBUF offset folding and piglit's
"MUBUF negative buffer offsets" test rely on exactly this: a negative VGPR offset fails the range check).
So at K = 256 the test expects float64 of A with those bytes zeroed, and checks that this differs from the
plain product: the kernel, not the simulator, is wrong there (K >= 260 is a precondition its launcher does not
check; AITER's tuned shapes all have K >= 1024).
"""

from __future__ import annotations

import pytest
import torch

from benchmarks.gemm_a8w8 import KERNEL, TILE_M, TILE_N, shuffle_b
from torch_cdna import sim
from torch_cdna.asm import codeobject

from .test_kernels import lds_races, timing_rules

ROW_PITCH = 260  # LDS bytes per A row (the instruction offset step)


def _unreadable_a(m: int, k: int) -> torch.Tensor:
    """(M, K) bool: the A bytes whose VGPR offset is negative in the kernel's loads (read as 0)."""
    bad = torch.zeros(m, k, dtype=torch.bool)
    for tile in range(-(-m // TILE_M)):
        for wave in range(4):
            for extra_rows in (0, 32, 64, 96):     # lanes 32-63: +32 rows; the second load group: +64 rows
                for r in range(8):
                    row = tile * TILE_M + extra_rows + 8 * wave + r
                    for lane in range(32):
                        offset = 4 * lane + k * (row - r) + r * (k - ROW_PITCH)
                        if offset < 0 and row < m:
                            for step in range(0, k, 128):  # the base moves per K step; the offset repeats
                                bad[row, step + 4 * lane:step + 4 * lane + 4] = True
    return bad


@pytest.mark.parametrize("k", [256, 384])
def test_gemm_a8w8(aiter_hsa, rng_seed, k):
    g = torch.Generator().manual_seed(rng_seed)
    m, n = 128, 128
    a = torch.randint(-8, 8, (m, k), generator=g, dtype=torch.int8)
    b = torch.randint(-8, 8, (n, k), generator=g, dtype=torch.int8)
    sa, sb = torch.rand(m, 1, generator=g) * 0.01 + 0.01, torch.rand(1, n, generator=g) * 0.01 + 0.01
    out = torch.full((m, n), float("nan"), dtype=torch.bfloat16)
    path = aiter_hsa("gfx942") / KERNEL
    info = codeobject.find_kernel(path.read_bytes(), "gemm_kernel_func")
    values = dict(C=out, A=a, B=shuffle_b(b), SA=sa, SB=sb, BIAS=torch.zeros(1, n), M=m, N=n, K=k, PA=k, PB=k,
                  PC=n * 2, KS=0)
    args = [values.get(p.name, 0) for p in info.args]
    stats = sim.launch(path, kernel="gemm_kernel_func", grid=[n // TILE_N, -(-m // TILE_M), 1],
                       block=[256, 1, 1], args=args, arch="gfx942", hazards="warn", time_limit=300)
    assert timing_rules(stats) == {"valu_sgpr_valu_read"}
    # With an even number of 128-deep K steps (256, 512: checked) the epilogue stages C in the LDS buffer the
    # other waves read in the last step, with no barrier in between; those reads come first (a read-after-write
    # would mean a wave read C's staging as A). With an odd number (384, 640) the buffers do not meet.
    assert lds_races(stats) == ({"write_after_read"} if (k // 128) % 2 == 0 else set())
    product = (a.double() @ b.double().t()) * sa.double() * sb.double()
    bad = _unreadable_a(m, k)
    assert bad.any() == (k < ROW_PITCH)
    want = (a.masked_fill(bad, 0).double() @ b.double().t()) * sa.double() * sb.double()
    tol = dict(atol=2e-3 * want.abs().max().item(), rtol=1e-2)  # bf16 output
    torch.testing.assert_close(out.double(), want, **tol)
    if bad.any():
        with pytest.raises(AssertionError):
            torch.testing.assert_close(out.double(), product, **tol)
