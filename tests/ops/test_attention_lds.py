"""LDS layouts of the forward attention kernel's K / V^T tiles (``attention.TileLayout``): every layout is a
bijection onto its tile's bytes, and the kernel's LDS access patterns are free of bank conflicts under the
timing model's bank model (``sim.timing.trace.lds_conflict_cycles``) on the arch that uses the layout."""

from __future__ import annotations

import numpy as np
import pytest

from torch_cdna.isa.targets import target
from torch_cdna.ops.kernels.attention import SWIZZLE, FwdPlan, plan_for
from torch_cdna.ops.kernels.attn_kit import rowmap
from torch_cdna.sim.timing.trace import lds_conflict_cycles

GPUS = {"gfx942": "mi300x", "gfx950": "mi355x"}
PLANS = [(d, waves) for d in (64, 128) for waves in (2, 4)]


def plan(arch: str, d: int, waves: int) -> FwdPlan:
    p = plan_for("bf16", d, 32 * waves, False, 1)
    return FwdPlan(p.dt, p.d, waves, p.bn, False, 1, SWIZZLE[arch])


def cycles(arch: str, addrs: list, size: int) -> np.ndarray:
    """LDS cycles of each wave access (rows of 64 lane byte addresses) of ``size`` bytes per lane."""
    t = target(GPUS[arch])
    a = np.array(addrs, np.int64).reshape(-1, 64)
    return lds_conflict_cycles(a, np.ones(a.shape, bool), size, t.lds_banks, t.lds_bytes_per_clk)


def ideal(arch: str, size: int) -> int:
    return 64 * size // target(GPUS[arch]).lds_bytes_per_clk


def reads(lay, rows: int) -> list:
    """A-operand reads: lane (half h, col) reads unit 2*ch + h of row rowmap(col) + 32*blk."""
    return [[lay.offset(rowmap(l & 31) + 32 * blk, 2 * ch + (l >> 5)) for l in range(64)]
            for blk in range(rows // 32) for ch in range(lay.upr // 2)]


@pytest.mark.parametrize("arch", sorted(SWIZZLE))
@pytest.mark.parametrize("d,waves", PLANS)
def test_layouts_are_bijections(arch, d, waves):
    p = plan(arch, d, waves)
    for lay, rows in ((p.klay, p.bn), (p.vlay, p.d)):
        offs = {lay.offset(r, u) for r in range(rows) for u in range(lay.upr)}
        assert len(offs) == rows * lay.upr and all(o % 16 == 0 and o + 16 <= lay.size(rows) for o in offs)
    if SWIZZLE[arch]:  # unpadded: two double-buffered workgroups fit gfx942's 64 KiB
        assert 2 * p.stage <= 32768


@pytest.mark.parametrize("arch", sorted(SWIZZLE))
@pytest.mark.parametrize("d,waves", PLANS)
def test_reads_conflict_free(arch, d, waves):
    p = plan(arch, d, waves)
    for lay, rows in ((p.klay, p.bn), (p.vlay, p.d)):
        c = cycles(arch, reads(lay, rows), 16)
        assert (c == ideal(arch, 16)).all(), (lay, c)


@pytest.mark.parametrize("d,waves", PLANS)
def test_gfx942_writes_conflict_free(d, waves):
    """K rows: 16-byte units, lanes along a row; V^T: 8-byte halves of units, key quads fastest over lanes."""
    arch = "gfx942"
    p = plan(arch, d, waves)
    lay, upr = p.klay, p.d // 8
    kw = [[lay.offset(u // upr, u % upr) for u in range(w * 64 + p.lanes * n, w * 64 + p.lanes * n + 64)]
          for w in range(waves) for n in range(p.k_units)]
    assert (cycles(arch, kw, 16) == ideal(arch, 16)).all()
    kq = p.bn // 4
    vw = [[p.vlay.offset(4 * (u // kq) + e, (u % kq) // 2) + 8 * (u % 2)
           for u in range(w * 64 + p.lanes * n, w * 64 + p.lanes * n + 64)]
          for w in range(waves) for n in range(p.v_units) for e in range(4)]
    assert (cycles(arch, vw, 8) == ideal(arch, 8)).all()
