"""``cdna::gemm``'s decode-sized configs in kernel mode (simulator, strict sanitizers, NaN-poisoned outputs and
split-K workspace, float64 references, the seed reported by tests/conftest.py): the 16x16-MFMA tile (``s16``,
``s16k``; ``kernels/gemm16.py``) for M <= 16 and split-K (``s16k``, ``m32k``; ``kernels/gemm_splitk.py``) for
small grids, on gfx942 and gfx950; ragged N and K (against the tiles and off the 8-element grid), bias in three
dtypes, bf16/fp16 inputs, fp32 outputs; split on and off agree within fp32 reassociation; the RULE's choices and
the launches' MFMA / workgroup counts.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from torch_cdna import _config, isa
from torch_cdna.isa.mfma import shape_of
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import gemm as K
from torch_cdna.ops.kernels import gemm_splitk as SK
from torch_cdna.ops.kernels.gemm16 import MFMA16

from .numerics import assert_close64, rand

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from benchmarks.dry_hip import dry_hip  # noqa: E402

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32

CASES = [  # M, N, K, dtype, b column-major, bias dtype, out dtype, expected config, expected slices
    (1, 40, 1000, BF, True, BF, None, "s16k", 4),       # M = 1, N and K ragged, 8 K steps, last slice short
    (3, 20, 300, F16, False, F32, F32, "s16", 1),       # N and K off the 8-element grid (padded copies)
    (16, 64, 512, BF, False, None, F32, "s16k", 2),     # full 16-row tile, row-major b, 2 slices
    (17, 72, 520, F16, True, F16, None, "m32k", 3),     # first M past the 16-row tile: 32x32 tile, split
]


def _operands(m: int, n: int, k: int, dtype: torch.dtype, colmajor: bool, bias_dtype) -> tuple:
    a = rand((m, k), dtype)
    b = rand((n, k), dtype, k ** -0.5).t() if colmajor else rand((k, n), dtype, k ** -0.5)
    bias = None if bias_dtype is None else rand((n,), bias_dtype)
    return a, b, bias


def _expected(a, b, bias) -> torch.Tensor:
    out = a.double() @ b.double()
    return out if bias is None else out + bias.double()


def _plan(m: int, n: int, k: int, arch: str) -> tuple[str, int]:
    n8, k8 = -(-n // 8) * 8, -(-k // 8) * 8
    cfg = K.config_for(m, n8, k8, arch)
    s = K.split_count(cfg, m, n8, k8, arch)
    return cfg.name, SK.slices(cfg, s, k8)[1] if s > 1 else 1


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("m,n,k,dtype,colmajor,bias_dtype,out_dtype,cfg,slices", CASES)
def test_small_m_matches_float64(arch, m, n, k, dtype, colmajor, bias_dtype, out_dtype, cfg, slices):
    assert _plan(m, n, k, arch) == (cfg, slices)
    a, b, bias = _operands(m, n, k, dtype, colmajor, bias_dtype)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.gemm(a, b, bias=bias, out_dtype=out_dtype)
    assert_close64(out, _expected(a, b, bias), out_dtype or dtype)


@pytest.mark.parametrize("arch,m,k", [("gfx950", 5, 1024)])   # 4 slices; gfx942 splits in test_small_m_*
def test_split_on_and_off_agree(arch, m, k, monkeypatch):
    """The same fp32 product with split-K (RULE as it is) and without (the split rows removed from RULE):
    equal within fp32 reassociation of the K sum (a few fp32 ulps of the terms' magnitude), and each within one
    fp32 rounding of float64."""
    a, b, bias = _operands(m, 48, k, BF, True, F32)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        assert _plan(m, 48, k, arch)[1] > 1
        split = cdna.gemm(a, b, bias=bias, out_dtype=F32)
        monkeypatch.setattr(K, "RULE", tuple(r for r in K.RULE if K.ALL_CONFIGS[r].splits == 1))
        assert _plan(m, 48, k, arch) == ("s16", 1)
        whole = cdna.gemm(a, b, bias=bias, out_dtype=F32)
    ref = _expected(a, b, bias)
    terms = (a.double().abs() @ b.double().abs()).max()
    assert float((split.double() - whole.double()).abs().max()) <= 8 * k * 2.0 ** -24 * float(terms)
    for out in (split, whole):
        assert_close64(out, ref, F32)


def test_column_major_a_is_copied_for_the_16_row_tile():
    """a = x.t() with M = 8 (a multiple of 8, read in place by the 32x32 configs) goes to s16, which stages a
    row-major a only: the launcher copies it (at most 16 rows) and the product is right."""
    a = rand((40, 8), BF).t()
    _, b, bias = _operands(8, 24, 40, BF, False, BF)
    with _config.override(ops_impl="kernel", arch="gfx950", sim_strict=True), poisoned_outputs():
        out = cdna.gemm(a, b, bias=bias)
    assert_close64(out, _expected(a, b, bias), BF)


def test_counts_follow_the_16_row_tile_and_the_slices():
    """16x64x512 bf16, b = w.t(): s16k's 2 K slices of 256 are 2 workgroups of 4 waves (one 16x16 tile each),
    each wave 256 / 16 = 16 MFMAs (gfx942's 16x16x16; gfx950's 16x16x32: 8), then a reduce workgroup per row
    that reads both fp32 partial planes once."""
    a, b, _ = _operands(16, 64, 512, BF, True, None)
    for arch, per_k16 in (("gfx942", 1), ("gfx950", 0.5)):
        with _config.override(arch=arch, sim_strict=True):
            assert K.config_for(16, 64, 512, arch).name == "s16k"
            out = torch.full((16, 64), float("nan"), dtype=BF)
            split, red = K.launch_gemm(a, b, None, out)
        assert (split.workgroups, red.workgroups) == (2, 16)
        assert split.counts["mfma"] == 2 * 4 * 256 / 16 * per_k16
        assert red.counts["mfma"] == 0 and red.global_unique_bytes_read == 2 * 16 * 64 * 4
        assert_close64(out, _expected(a, b, None), BF)


def test_rule_picks_by_m_and_by_grid_against_cus():
    """Decode M gets the 16-row tile; split-K while the one-pass grid is at most half the CUs (304 on gfx942,
    256 on gfx950), with about one workgroup per CU and at least 2 K steps per slice."""
    pick = {arch: (lambda m, n, k, arch=arch: (K.config_for(m, n, k, arch).name,
                                                K.split_count(K.config_for(m, n, k, arch), m, n, k, arch)))
            for arch in ("gfx942", "gfx950")}
    assert pick["gfx942"](1, 4096, 4096) == ("s16k", 4)       # 64 tiles, 304 CUs: 4 slices
    assert pick["gfx942"](16, 4096, 14336) == ("s16k", 4)
    assert pick["gfx950"](8, 2048, 4096) == ("s16k", 8)       # 32 tiles, 256 CUs
    assert pick["gfx942"](16, 9728, 4096) == ("s16k", 2)      # 152 tiles: exactly half of 304
    assert pick["gfx942"](16, 9792, 4096) == ("s16", 1)       # 153 tiles: one pass
    assert pick["gfx942"](16, 4096, 256) == ("s16", 1)        # 2 K steps: too short to split
    assert pick["gfx942"](32, 4096, 4096) == ("m32k", 4)
    assert pick["gfx942"](64, 4096, 4096) == ("t64", 1)       # no split rows past M = 32
    assert pick["gfx942"](4096, 4096, 4096) == ("t128", 1)


def test_grouped_gemm_keeps_the_one_pass_32x32_configs():
    """kernels/moe.py picks grouped-GEMM tiles from ``CONFIGS`` by bm: the 16-row and split-K configs stay out."""
    assert [c.name for c in K.CONFIGS.values()] == ["m32", "t64", "t128"]
    assert all(c.mfma == 32 and c.splits == 1 for c in K.CONFIGS.values())
    assert set(K.RULE) == set(K.ALL_CONFIGS)


def test_mfma16_table_matches_the_isa_records():
    """Each arch's 16x16 MFMA exists there (the instruction table), is 16x16 with one block, and its K is what
    one instruction takes of a chunk: ``step_dwords`` dwords of 2 elements per lane, 4 lane groups of 16."""
    for arch, spec in MFMA16.items():
        for dt, name in spec.mfma.items():
            assert arch in isa.lookup(name, arch).archs
            sh = shape_of(name)
            assert (sh.m, sh.n, sh.blocks, sh.a_type, sh.out) == (16, 16, 1, dt, "f32")
            assert sh.k == 4 * 2 * spec.step_dwords and spec.chunks * sh.k == 32


def test_split_k_on_the_hip_path_launches_twice_and_is_planned_with_its_workspace():
    """The HIP host path (``benchmarks/dry_hip.py``: real code objects and kernarg packing, launches recorded,
    not run): each split-K call launches the slice kernel on a (N tiles, M tiles, slices) grid and the reduce
    kernel, both given one per-call fp32 workspace. After a noted call and two agreeing ones the launch plan takes
    over and allocates that workspace itself: a fresh one per call, of the same bytes, in both launches' same
    slots."""
    from torch_cdna.ops import _plans, _registry
    a, b, bias = _operands(4, 128, 1024, BF, True, BF)
    plans = _registry._PLANS["gemm"]
    plans.clear()
    calls = []
    with _config.override(ops_impl="kernel", arch="gfx942"), dry_hip(keep=True) as hip:
        for call in range(4):
            before = len(hip.launches)
            out = cdna.gemm(a, b, bias=bias)
            launches = hip.launches[before:]
            assert [x.grid for x in launches] == [(2, 1, 4), (1, 4, 1)]   # 8 K steps, >= 2 per slice
            assert [x.block for x in launches] == [(256, 1, 1), (SK.REDUCE_LANES, 1, 1)]
            assert len(plans.plans) == (call >= _plans.CALLS_TO_PLAN - 1)
            calls.append((launches, out))
        (plan,) = plans.plans.values()
    assert [(w.shape, w.dtype) for w in plan.recording.workspaces] == [((4, 4, 128), torch.float32)]
    slots = [(i, s.offset) for i, launch in enumerate(plan.recording.launches) for s in launch.slots
             if s.source == "_ws0"]
    assert [i for i, _ in slots] == [0, 1]   # the slice kernel writes it, the reduce kernel reads it
    for launches, out in calls:   # full path (calls 0-2) and replay (3) alike: one fresh workspace per call
        (ws,) = {int.from_bytes(launches[i].kernargs[o:o + 8], "little") for i, o in slots}
        assert ws not in (0, a.data_ptr(), b.data_ptr(), bias.data_ptr(), out.data_ptr())
