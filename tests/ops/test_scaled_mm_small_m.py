"""``cdna::scaled_mm``'s decode-sized configs in kernel mode (simulator, strict sanitizers, NaN-poisoned outputs
and split-K workspace, float64 references, the seed reported by tests/conftest.py): the 16x16-MFMA tile
(``f8s16``, ``f8s16k``: ``v_mfma_f32_16x16x32_{fp8,bf8}_*``, MXFP4 ``v_mfma_scale_f32_16x16x128_f8f6f4``) for
M <= 16 and split-K (``f8s16k``, ``f8m32k``: fp32 partials, then ``gemm_splitk``'s fixed-order reduce, which
applies tensor / row scales and the bias once) on gfx942 (FNUZ) and gfx950 (OCP); M in {1, 5, 16, 17}, ragged
N and K, every scale granularity, bias, bf16/fp16/fp32 out; split on and off agree within fp32
reassociation; the RULE's choices and the launches' MFMA / workgroup counts.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config, isa
from torch_cdna.isa.mfma import shape_of
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import gemm_splitk as SK
from torch_cdna.ops.kernels import scaled_mm as K

from .numerics import assert_close64

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32
E4 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}
E5 = {"gfx942": torch.float8_e5m2fnuz, "gfx950": torch.float8_e5m2}
FP4_TABLE = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0],
                         dtype=torch.float64)


def _units(mode: str, k: int) -> int:
    """K as the kernels count it: 16-bit units of the 16-byte-padded rows (fp8: K / 2; MXFP4: K / 4)."""
    nbytes = k // 2 if mode == "mx" else k
    return -(-nbytes // 16) * 8


def _plan(arch: str, m: int, n: int, k: int, mode: str) -> tuple[str, int]:
    n8, ku = -(-n // 8) * 8, _units(mode, k)
    cfg = K.config_for(m, n8, ku, arch)
    s = K.split_count(cfg, m, n8, ku, arch)
    return cfg.name, SK.slices(cfg, s, ku)[1] if s > 1 else 1


def _fp8_operands(arch: str, mode: str, m: int, n: int, k: int, e5: bool) -> tuple:
    """a [M, K], b = w.t() ([K, N] column-major), scales of ``mode`` and the float64 dequantized a, b."""
    a = torch.randn(m, k).clamp(-8, 8).to(E4[arch])
    w = torch.randn(n, k).clamp(-8, 8).to((E5 if e5 else E4)[arch])
    kb, nb = -(-k // 128), -(-n // 128)
    shapes = {"tensor": ((), (1,)), "row": ((m, 1), (1, n)), "block": ((m, kb), (kb, nb))}[mode]
    sa, sb = (torch.rand(s) * 0.5 + 0.25 for s in shapes)
    da, db = a.double(), w.t().double()
    if mode == "block":   # each 128-wide K block of a and 128 x 128 block of b scaled separately
        ks = torch.arange(k) // 128
        return a, w.t(), sa, sb, da * sa.double()[:, ks], db * sb.double()[ks][:, torch.arange(n) // 128]
    da, db = da * sa.double(), db * sb.double()   # [] / [1] or [M, 1] and [1, N]: broadcasts
    return a, w.t(), sa, sb, da, db


def _mx_operand(rows: int, k: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Random packed E2M1 [rows, k/2], E8M0 scales [rows, k/32] (2**-7 .. 1) and float64 values [rows, k]."""
    packed = torch.randint(0, 256, (rows, k // 2), dtype=torch.uint8)
    scale = torch.randint(120, 128, (rows, k // 32), dtype=torch.uint8)
    codes = torch.stack([packed & 15, packed >> 4], -1).reshape(rows, k).long()   # low nibble: the lower k
    values = FP4_TABLE[codes] * torch.exp2(scale.double() - 127).repeat_interleave(32, 1)
    return packed.view(torch.float4_e2m1fn_x2), scale.view(torch.float8_e8m0fnu), values


def _operands(arch: str, mode: str, m: int, n: int, k: int, e5: bool = False) -> tuple:
    if mode != "mx":
        return _fp8_operands(arch, mode, m, n, k, e5)
    a, sa, va = _mx_operand(m, k)
    w, sw, vw = _mx_operand(n, k)
    return a, w.t(), sa, sw, va, vw.t()


CASES = [  # arch, M, N, K, scale mode, out dtype, bias dtype, b e5m2, expected config, expected slices
    ("gfx942", 1, 40, 1000, "tensor", BF, BF, False, "f8s16k", 4),    # M = 1, N and K ragged (padded copies)
    ("gfx950", 5, 72, 600, "row", F16, F32, True, "f8s16k", 2),       # e4m3 x e5m2, last slice short
    ("gfx942", 16, 136, 520, "block", F32, None, False, "f8s16k", 2),  # two column blocks, partial K block
    ("gfx950", 17, 24, 520, "block", BF, F16, False, "f8m32k", 2),    # first M past the 16-row tile
    ("gfx942", 17, 64, 1024, "row", F16, None, True, "f8m32k", 4),
    ("gfx950", 1, 24, 512, "mx", BF, F32, False, "f8s16", 1),          # 2 K steps: too short to split
    ("gfx950", 16, 40, 2048, "mx", F16, None, False, "f8s16k", 4),
    ("gfx950", 17, 72, 1056, "mx", F32, BF, False, "f8m32k", 2),
]


@pytest.mark.parametrize("arch,m,n,k,mode,out_dtype,bias_dtype,e5,cfg,slices", CASES)
def test_small_m_matches_float64(arch, m, n, k, mode, out_dtype, bias_dtype, e5, cfg, slices):
    assert _plan(arch, m, n, k, mode) == (cfg, slices)
    a, b, sa, sb, da, db = _operands(arch, mode, m, n, k, e5)
    bias = None if bias_dtype is None else torch.randn(n).to(bias_dtype)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.scaled_mm(a, b, sa, sb, out_dtype=out_dtype, bias=bias)
    expected = da @ db + (0 if bias is None else bias.double())
    assert_close64(out, expected, out_dtype, scale=expected.abs().max().item())


@pytest.mark.parametrize("arch,m,mode", [("gfx942", 5, "row"), ("gfx950", 16, "block"), ("gfx942", 3, "tensor"),
                                         ("gfx950", 9, "mx")])
def test_split_on_and_off_agree(arch, m, mode, monkeypatch):
    """The same fp32 product with split-K (RULE as it is) and without (the split rows removed from RULE):
    equal within fp32 reassociation of the K sum (the scales and bias are applied once either way), and each
    within one fp32 rounding of float64."""
    n, k = 48, 1024
    a, b, sa, sb, da, db = _operands(arch, mode, m, n, k)
    bias = torch.randn(n)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        assert _plan(arch, m, n, k, mode)[1] > 1
        split = cdna.scaled_mm(a, b, sa, sb, out_dtype=F32, bias=bias)
        monkeypatch.setattr(K, "RULE", tuple(r for r in K.RULE if K.ALL_CONFIGS[r].splits == 1))
        assert _plan(arch, m, n, k, mode) == ("f8s16", 1)
        whole = cdna.scaled_mm(a, b, sa, sb, out_dtype=F32, bias=bias)
    ref = da @ db + bias.double()
    terms = float((da.abs() @ db.abs()).max())
    assert float((split.double() - whole.double()).abs().max()) <= 8 * k * 2.0 ** -24 * terms
    for out in (split, whole):
        assert_close64(out, ref, F32, scale=terms)


def test_counts_follow_the_16_row_tile_and_the_slices():
    """16 x 64 x 1024 fp8, per-channel scales: f8s16k's 4 K slices of 256 are 4 workgroups of 2 waves, each wave
    2 16-column tiles x 2 K steps x 2 chunks x 2 ``16x16x32`` MFMAs; then a reduce workgroup per row reads the 4
    fp32 partial planes once (and its scale_a value and 64 scale_b values)."""
    a, b, sa, sb, da, db = _operands("gfx942", "row", 16, 64, 1024)
    out = torch.full((16, 64), float("nan"), dtype=BF)
    with _config.override(arch="gfx942", sim_strict=True):
        split, red = K.launch_scaled_mm(a, b, sa, sb, "row", None, out)
    assert (split.workgroups, red.workgroups) == (4, 16)
    assert split.mnemonics["v_mfma_f32_16x16x32_fp8_fp8"] == 4 * 2 * 2 * 2 * 2 * 2
    assert split.counts["mfma"] == 4 * 2 * 2 * 2 * 2 * 2 and red.counts["mfma"] == 0
    assert red.global_unique_bytes_read == 4 * 16 * 64 * 4 + 16 * 4 + 64 * 4
    assert_close64(out, da @ db, BF, scale=float((da @ db).abs().max()))


def test_rule_picks_by_m_and_by_grid_against_cus():
    """gemm's rule over the fp8 configs: decode M gets the 16-row tile; split-K while the one-pass grid is at
    most half the CUs (304 on gfx942, 256 on gfx950) and a slice keeps >= 2 K steps (128 fp8 values each)."""
    def pick(arch: str, m: int, n: int, k: int) -> tuple[str, int]:
        c = K.config_for(m, n, k // 2, arch)
        return c.name, K.split_count(c, m, n, k // 2, arch)
    assert pick("gfx942", 1, 4096, 4096) == ("f8s16k", 4)       # 64 tiles, 304 CUs: 4 slices
    assert pick("gfx950", 8, 2048, 7168) == ("f8s16k", 8)       # 32 tiles, 256 CUs
    assert pick("gfx942", 16, 9728, 4096) == ("f8s16k", 2)      # 152 tiles: exactly half of 304
    assert pick("gfx942", 16, 9792, 4096) == ("f8s16", 1)       # 153 tiles: one pass
    assert pick("gfx942", 16, 4096, 256) == ("f8s16", 1)        # 2 K steps: too short to split
    assert pick("gfx942", 32, 4096, 4096) == ("f8m32k", 4)
    assert pick("gfx942", 64, 4096, 4096) == ("f8t64", 1)       # no split rows past M = 32
    assert pick("gfx950", 4096, 4096, 4096) == ("f8t128", 1)


def test_moe_fp8_keeps_the_one_pass_32x32_configs():
    """kernels/moe_fp8.py picks grouped-GEMM tiles from ``CONFIGS`` by bm: the 16-row and split-K configs stay
    out (its loop and epilogue are the 32x32 ones)."""
    assert [c.name for c in K.CONFIGS.values()] == ["f8m32", "f8t64", "f8t128"]
    assert set(K.RULE) == set(K.ALL_CONFIGS)


def test_16x16_fp8_mfmas_match_the_isa_records():
    """The 16-row tile's MFMAs exist on both archs with the K one chunk step takes: ``16x16x32`` fp8/bf8 (2
    dwords = 8 values per lane, twice per 4-dword chunk) and gfx950's scaled ``16x16x128`` (fp4: 4 dwords)."""
    for arch in ("gfx942", "gfx950"):
        for ta in ("fp8", "bf8"):
            for tb in ("fp8", "bf8"):
                name = K.mfma_name(ta, tb, 16)
                assert arch in isa.lookup(name, arch).archs
                sh = shape_of(name)
                assert (sh.m, sh.n, sh.k, sh.blocks, sh.out) == (16, 16, 32, 1, "f32")
    sh = shape_of("v_mfma_scale_f32_16x16x128_f8f6f4")
    assert (sh.m, sh.n, sh.k, sh.scaled) == (16, 16, 128, True)
    assert "gfx950" in isa.lookup("v_mfma_scale_f32_16x16x128_f8f6f4", "gfx950").archs


@pytest.mark.parametrize("arch,m,n,k,mode", [("gfx942", 1, 40, 1000, "tensor"), ("gfx950", 5, 72, 600, "block"),
                                             ("gfx942", 16, 16384, 512, "row"), ("gfx950", 20, 64, 2048, "mx"),
                                             ("gfx942", 70, 136, 256, "block")])
def test_registry_picks_match_launcher(monkeypatch, arch, m, n, k, mode, rng_seed):
    """``variants.select('scaled_mm', ...)`` names exactly the kernels and compile-time arguments the launcher
    launches (one pass, split-K with either reduce, MXFP4), so ``python -m torch_cdna kernels`` lists what runs."""
    import random

    from torch_cdna.ops import variants as V

    from .test_variants import _launched, _picked
    rng = random.Random(rng_seed)
    out_dt, e5 = rng.choice([BF, F16, F32]), rng.choice([False, True]) and mode != "mx"
    bias = rng.choice([None, torch.float32, out_dt])
    a, b, sa, sb, _, _ = _operands(arch, mode, m, n, k, e5)
    with _launched(monkeypatch, K, "scaled_mm_kernel", "scaled_split_kernel", "scaled_reduce_kernel",
                   "gemm_reduce_kernel") as seen, _config.override(arch=arch):
        K.launch_scaled_mm(a, b, sa, sb, mode, None if bias is None else torch.zeros(n, dtype=bias),
                           torch.empty(m, n, dtype=out_dt))
    bt = None if bias is None else V._dt(bias) if bias == out_dt and out_dt != F32 else "f32"
    fmt = "fp4" if mode == "mx" else "fp8"
    want = V.select("scaled_mm", m=m, n=n, k=k, dtype=fmt, b_dtype="bf8" if e5 else fmt, mode=mode,
                    out_dtype=out_dt, bias=bt, arch=arch)
    assert seen == _picked(want), (seen, _picked(want))
    assert len(seen) == (1 if _plan(arch, m, n, k, mode)[1] == 1 else 2)


def test_split_k_on_the_hip_path_is_planned_with_its_workspace():
    """The HIP host path (``benchmarks/dry_hip.py``: real code objects and kernarg packing, launches recorded,
    not run): a split-K call launches the slice kernel on a (N tiles, M tiles, slices) grid and the scaled
    reduce, both given one per-call fp32 workspace; after a noted call and two agreeing ones the launch plan
    replays them and allocates that workspace itself, in both launches' same slots."""
    import sys
    from pathlib import Path

    from torch_cdna.ops import _plans, _registry
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from benchmarks.dry_hip import dry_hip
    a, b, sa, sb, _, _ = _operands("gfx942", "row", 4, 128, 1024)
    bias = torch.randn(128).to(BF)
    plans = _registry._PLANS["scaled_mm"]
    plans.clear()
    with _config.override(ops_impl="kernel", arch="gfx942"), dry_hip(keep=True) as hip:
        for call in range(4):
            before = len(hip.launches)
            cdna.scaled_mm(a, b, sa, sb, out_dtype=BF, bias=bias)
            launches = hip.launches[before:]
            assert [x.grid for x in launches] == [(2, 1, 4), (1, 4, 1)]   # 8 K steps of 128, >= 2 per slice
            assert [x.block for x in launches] == [(128, 1, 1), (SK.REDUCE_LANES, 1, 1)]
            assert len(plans.plans) == (call >= _plans.CALLS_TO_PLAN - 1)
        (plan,) = plans.plans.values()
    assert [(w.shape, w.dtype) for w in plan.recording.workspaces] == [((4, 4, 128), torch.float32)]
    slots = [i for i, launch in enumerate(plan.recording.launches) for s in launch.slots if s.source == "_ws0"]
    assert slots == [0, 1]   # the slice kernel writes it, the reduce kernel reads it
