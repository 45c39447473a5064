"""``cdna::grouped_gemm`` with 16-row blocks (``block_m`` 16, decode MoE: experts with a few tokens each) in
kernel mode: the 16x16-MFMA tiles of ``kernels/moe.py`` (``SMALL_BY_GATED``: gemm's ``s16`` and the gated
``g16``, ``kernels/gemm16.py``'s K loop, a 16-row scatter epilogue) on the gfx942 and gfx950 simulators, strict
sanitizers, NaN-poisoned outputs, against float64 compositions (the seed reported by tests/conftest.py): ragged
K/N (off the tile and the 8-element grid), M = 1, routing weights, transposed weights, other ranks' ids, every
activation of the gated tile; the rule (``config_for_block``) and the MFMA work against 32-row blocks.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import moe as K

from .numerics import assert_close64, rand
from .test_moe import ACT64, _grouped64

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32

CASES = [  # arch, T, K, N, E, topk, dtype, weighted, out dtype, w stored [E, K, N] (read transposed)
    ("gfx942", 5, 200, 72, 4, 2, BF, True, None, False),    # K ragged against bk 128, N against bn 64
    ("gfx950", 1, 40, 20, 8, 3, F16, False, F32, True),     # M = 1, K and N off the 8-element grid, transposed
    ("gfx950", 7, 256, 64, 2, 2, BF, True, F16, False),     # 14 rows on 2 experts: several live blocks each
]


@pytest.mark.parametrize("arch,t,kk,n,e,topk,dtype,weighted,out_dtype,transposed", CASES)
def test_grouped_gemm_block16_matches_float64(arch, t, kk, n, e, topk, dtype, weighted, out_dtype, transposed):
    a = rand((t, kk), dtype)
    w = rand((e, kk, n), dtype, kk ** -0.5).transpose(1, 2) if transposed else rand((e, n, kk), dtype, kk ** -0.5)
    ids = torch.randint(0, e, (t, topk))
    ids[0, 0] = e   # another rank's expert: its row stays 0
    s, eids, npad = cdna.moe_align(ids, e, 16)
    assert s.numel() // eids.numel() == 16
    rw = torch.rand(t * topk) if weighted else None
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.grouped_gemm(a, w, s, eids, num_tokens_post_pad=npad, topk=topk, row_weights=rw,
                                out_dtype=out_dtype)
    assert_close64(out, _grouped64(a, w, s, eids, topk, rw), out_dtype or dtype)


@pytest.mark.parametrize("arch,act,dtype", [("gfx942", "silu", BF), ("gfx950", "gelu", F16),
                                            ("gfx950", "gelu_tanh", BF)])
def test_gated_block16_matches_float64(arch, act, dtype):
    """The gated tile (fused_moe's first GEMM): act(gate) * up of each named row, I = 40 (ragged against the
    tile's 32 output columns)."""
    t, h, i, e, k = 6, 72, 40, 3, 2
    x = rand((t, h), dtype)
    w13 = rand((e, 2 * i, h), dtype, h ** -0.5)
    ids = torch.randint(0, e, (t, k))
    s, eids, npad = cdna.moe_align(ids, e, 16)
    with _config.override(arch=arch, sim_strict=True), poisoned_outputs():
        out = K.grouped(x, w13, s, eids, npad, k, activation=act)
    flat = ids.reshape(-1).tolist()
    want = torch.stack([(lambda hv: ACT64[act](hv[:i]) * hv[i:])(w13[flat[r]].double() @ x[r // k].double())
                        for r in range(t * k)])
    assert_close64(out, want, dtype)


def test_rule_picks_the_16_row_tiles_only_off_the_32_grid():
    """``config_for_block``: the 32x32 tiles whenever block_m is a multiple of 32 (unchanged), the 16-row tiles
    for the other multiples of 16, nothing else (the op refuses, naming block_m)."""
    assert [K.config_for_block(b).name for b in (16, 32, 48, 64, 128)] == ["s16", "m32", "s16", "t64", "t128"]
    assert [K.config_for_block(b, gated=True).name for b in (16, 32, 80)] == ["g16", "g32", "g16"]
    assert K.config_for_block(8) is None and K.config_for_block(24, gated=True) is None
    a, w = rand((3, 16), BF), rand((2, 8, 16), BF)
    s, eids, npad = cdna.moe_align(torch.tensor([[0], [1], [1]]), 2, 8)
    with _config.override(ops_impl="kernel", arch="gfx942"), pytest.raises(MissingKernel, match="block_m=8"):
        cdna.grouped_gemm(a, w, s, eids, num_tokens_post_pad=npad)


def test_16_row_blocks_halve_the_matrix_work_of_decode_moe():
    """Three tokens on three experts, K = 256, N = 64 (gfx950): 16-row blocks run 3 blocks x 4 waves x 2 K steps
    x 4 chunks = 96 ``16x16x32`` MFMAs (4 passes each), 32-row blocks 3 x 2 waves x 4 steps x 4 chunks = 96
    ``32x32x16`` ones (8 passes): half the matrix-pipe passes, the same result."""
    a, w = rand((3, 256), BF), rand((3, 64, 256), BF, 1 / 16)
    ids = torch.tensor([[0], [1], [2]])
    outs, mnemonics = [], []
    for block in (16, 32):
        s, eids, npad = cdna.moe_align(ids, 3, block)
        out = torch.zeros(3, 64, dtype=BF)
        with _config.override(arch="gfx950", sim_strict=True):
            stats = K.launch_grouped_gemm(a, w, s, eids, npad, 1, None, out)
        outs.append(out)
        mnemonics.append({m: c for m, c in stats.mnemonics.items() if m.startswith("v_mfma")})
    assert mnemonics == [{"v_mfma_f32_16x16x32_bf16": 96}, {"v_mfma_f32_32x32x16_bf16": 96}]
    for out in outs:
        assert_close64(out, _grouped64(a, w, *cdna.moe_align(ids, 3, 16)[:2], 1, None), BF)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_16_row_tiles_assemble(arch):
    """Both 16-row tiles, both B layouts, weighted or not, every activation: LLVM assembles them without
    diagnostics (compile raises on any)."""
    for kmajor, weighted, out in ((True, False, "bf16"), (False, True, "f32")):
        K.grouped_gemm_kernel.compile("bf16", out, K.SMALL_BY_GATED[False], kmajor, weighted, None, arch=arch)
    for act, dt in (("silu", "bf16"), ("gelu_none", "f16"), ("gelu_tanh", "bf16")):
        K.grouped_gemm_kernel.compile(dt, dt, K.SMALL_BY_GATED[True], True, True, act, arch=arch)


def test_registry_lists_and_picks_the_16_row_tiles(monkeypatch):
    """``variants.select('fused_moe', ..., block_m=16)`` names the gated then the weighted 16-row tiles with
    exactly the compile-time arguments the kernel path passes (kernels replaced by recorders, nothing runs)."""
    from torch_cdna.ops import variants as V

    from .test_variants import _picked, _Recorder
    seen: list = []
    monkeypatch.setattr(K, "grouped_gemm_kernel", _Recorder(K.grouped_gemm_kernel, seen))
    t, k, e, h, i = 4, 2, 8, 64, 32
    x, w13, w2 = torch.zeros(t, h, dtype=BF), torch.zeros(e, 2 * i, h, dtype=BF), torch.zeros(e, h, i, dtype=BF)
    ids = torch.stack([torch.randperm(e)[:k] for _ in range(t)])
    s, eids, npad = cdna.moe_align(ids, e, 16)
    with _config.override(arch="gfx950"):
        hmid = K.grouped(x, w13, s, eids, npad, k, activation="silu")
        K.grouped(hmid, w2, s, eids, npad, 1, row_weights=torch.ones(t * k), out_dtype=F32)
    want = V.select("fused_moe", t=t, k=k, e=e, h=h, i=i, activation="silu", arch="gfx950", block_m=16)
    assert [p.variant.name for p in want] == ["gated_g16", "grouped_s16"]
    assert seen == _picked(want)
    with pytest.raises(ValueError, match="block_m=16 must be a multiple of 32"):
        V.select("fused_moe", t=t, k=k, e=e, h=h, i=i, fp8=True, block_m=16)
