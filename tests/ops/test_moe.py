"""MoE expert ops (torch_cdna/ops/moe.py): ``cdna::moe_align`` against its definition, ``cdna::grouped_gemm`` and
``cdna::fused_moe`` in kernel mode (the grouped-GEMM DSL kernel on the gfx942 and gfx950 simulators, strict
sanitizers, NaN-poisoned outputs) against float64 compositions written here: ragged H/I (K and N off the tile
and off the 8-element grid), M = 1, empty experts, E = 64 with k = 8, ids of another rank (outside 0..E-1),
row-major and transposed weights; fused_moe's gradients through fused_moe_backward; errors naming arguments.
"""

from __future__ import annotations

import collections
import importlib

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import moe as M
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import assert_close64, assert_grad_close, rand

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32
ARCHS = ["gfx942", "gfx950"]


def _kernels(arch: str):
    return _config.override(ops_impl="kernel", arch=arch, sim_strict=True)


# ---------------------------------------------------------------------------------------------- float64 compositions
def _silu(v: torch.Tensor) -> torch.Tensor:
    return v / (1 + torch.exp(-v))


ACT64 = {
    "silu": _silu,
    "gelu": lambda v: 0.5 * v * (1 + torch.erf(v / 2 ** 0.5)),
    "gelu_tanh": lambda v: 0.5 * v * (1 + torch.tanh((2 / torch.pi) ** 0.5 * (v + 0.044715 * v ** 3))),
}


def _moe64(x, w13, w2, tw, ids, round_to: torch.dtype | None = None, act: str = "silu") -> torch.Tensor:
    """Token by token, slot by slot: sum_j tw * w2[e] @ (silu(gate) * up), h = w13[e] @ x (the activation rounded
    to ``round_to`` where the kernel path stores it; h stays unrounded: the gated GEMM's epilogue)."""
    x, w13, w2, tw = (t.double() for t in (x, w13, w2, tw))
    rnd = (lambda v: v.to(round_to).double()) if round_to else (lambda v: v)
    out = torch.zeros_like(x)
    half = w13.shape[1] // 2
    for t in range(ids.shape[0]):
        for j in range(ids.shape[1]):
            e = int(ids[t, j])
            if 0 <= e < w13.shape[0]:
                h = w13[e] @ x[t]
                out[t] += tw[t, j] * (w2[e] @ rnd(ACT64[act](h[:half]) * h[half:]))
    return out


def _grouped64(a, w, sorted_ids, expert_ids, topk, row_weights) -> torch.Tensor:
    block_m = sorted_ids.numel() // expert_ids.numel()
    out = torch.zeros(a.shape[0] * topk, w.shape[1], dtype=torch.float64)
    for p, r in enumerate(sorted_ids.tolist()):
        e = int(expert_ids[p // block_m])
        if 0 <= r < out.shape[0] and 0 <= e < w.shape[0]:
            out[r] = w[e].double() @ a[r // topk].double() * (1.0 if row_weights is None else float(row_weights[r]))
    return out


# ---------------------------------------------------------------------------------------------- moe_align
@pytest.mark.parametrize("t,k,e,block_m", [(5, 8, 64, 32), (1, 2, 4, 64), (9, 2, 3, 16), (0, 2, 4, 32)])
def test_moe_align_groups_and_pads_per_expert(t, k, e, block_m):
    ids = torch.randint(0, e, (t, k))
    if t > 1:
        ids[1, 0] = e        # another rank's token (expert parallelism): left out
    s, eids, npad = cdna.moe_align(ids, e, block_m)
    flat = ids.reshape(-1)
    n = flat.numel()
    assert s.dtype == eids.dtype == npad.dtype == torch.int32
    assert s.numel() == M.capacity(n, e, block_m) == eids.numel() * block_m
    counts = torch.bincount(flat[flat < e], minlength=e)
    padded = (counts + block_m - 1) // block_m * block_m
    assert int(npad) == int(padded.sum())
    pos = 0
    for ex in range(e):   # expert ex's positions ascending, then the sentinel n up to its padded size
        group = s[pos:pos + int(padded[ex])].tolist()
        want = (flat == ex).nonzero().flatten().tolist()
        assert group == want + [n] * (len(group) - len(want)), ex
        assert eids[pos // block_m:(pos + len(group)) // block_m].tolist() == [ex] * (len(group) // block_m)
        pos += len(group)
    assert (s[pos:] == n).all() and (eids[pos // block_m:] == -1).all()


def test_moe_align_matches_on_the_kernel_path():
    ids = torch.randint(-1, 9, (7, 3), dtype=torch.int32)
    want = cdna.moe_align(ids, 8, 32)
    with _kernels("gfx942"):
        got = cdna.moe_align(ids, 8, 32)
    for a, b in zip(got, want):
        assert torch.equal(a, b)


# ---------------------------------------------------------------------------------------------- grouped_gemm
GG_CASES = [  # T, K, N, E, topk, block_m, dtype, weighted, out dtype, w stored [E, K, N] (read transposed)
    (5, 40, 24, 4, 2, 32, BF, False, None, False),     # K ragged against bk 64
    (1, 64, 72, 8, 3, 64, F16, True, F32, False),      # M = 1, N ragged against bn 64, routing weights
    (9, 48, 40, 3, 2, 128, BF, True, None, True),      # block_m 128 (t128 tiles), transposed weights
    (6, 13, 20, 4, 1, 64, BF, False, F16, False),      # K and N off the 8-element grid: padded copies
]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("t,kk,n,e,topk,block_m,dtype,weighted,out_dtype,transposed", GG_CASES)
def test_grouped_gemm_matches_float64(arch, t, kk, n, e, topk, block_m, dtype, weighted, out_dtype, transposed):
    a = rand((t, kk), dtype)
    w = rand((e, kk, n), dtype, kk ** -0.5).transpose(1, 2) if transposed else rand((e, n, kk), dtype, kk ** -0.5)
    ids = torch.randint(0, e, (t, topk))
    s, eids, npad = cdna.moe_align(ids, e, block_m)
    rw = torch.rand(t * topk) if weighted else None
    with _kernels(arch), poisoned_outputs():
        out = cdna.grouped_gemm(a, w, s, eids, num_tokens_post_pad=npad, topk=topk, row_weights=rw,
                                out_dtype=out_dtype)
    assert_close64(out, _grouped64(a, w, s, eids, topk, rw), out_dtype or dtype)


def test_grouped_gemm_expert_outside_range_gives_zero_rows():
    """A block whose expert id is -1 or E (not this rank's) reads no weights: its rows come out 0; the other
    block's rows are computed."""
    a, w = rand((2, 16), BF), rand((2, 8, 16), BF)
    s = torch.tensor([0] + [2] * 31 + [1] + [2] * 31, dtype=torch.int32)
    for bad in (-1, 2):
        with _kernels("gfx950"):
            out = cdna.grouped_gemm(a, w, s, torch.tensor([bad, 1], dtype=torch.int32))
        assert not out[0].any()
        assert_close64(out[1:], (w[1].double() @ a[1].double())[None], BF)


# ---------------------------------------------------------------------------------------------- fused_moe
MOE_CASES = [  # T, H, I, E, k
    (5, 40, 24, 4, 2),      # ragged H and I, experts with one token
    (1, 64, 32, 8, 2),      # M = 1 (decode)
    (3, 32, 16, 64, 8),     # E = 64, k = 8: most experts empty
]


def _moe_inputs(t: int, h: int, i: int, e: int, k: int, dtype: torch.dtype) -> tuple:
    x = rand((t, h), dtype)
    w13, w2 = rand((e, 2 * i, h), dtype, h ** -0.5), rand((e, h, i), dtype, i ** -0.5)
    ids = torch.stack([torch.randperm(e)[:k] for _ in range(t)]) if t else torch.zeros(0, k, dtype=torch.int64)
    return x, w13, w2, torch.rand(t, k), ids


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("t,h,i,e,k", MOE_CASES)
def test_fused_moe_matches_float64(arch, t, h, i, e, k):
    x, w13, w2, tw, ids = _moe_inputs(t, h, i, e, k, BF)
    with _kernels(arch), poisoned_outputs():
        out = cdna.fused_moe(x, w13, w2, tw, ids)
    assert_close64(out, _moe64(x, w13, w2, tw, ids, BF), BF)


GATED_CASES = [  # arch, T, H, I, E, k, activation
    ("gfx942", 6, 40, 20, 3, 1, "gelu"),          # top-1, I off the 8-column grid (a scratch output), erf GeLU
    ("gfx950", 48, 32, 32, 1, 1, "gelu_tanh"),    # 48 rows of one expert: block_m 64 (the g64 tile)
    ("gfx942", 70, 24, 24, 1, 1, "silu"),         # 70 rows: block_m 128 (the g128 tile), H ragged against bk
]


@pytest.mark.parametrize("arch,t,h,i,e,k,act", GATED_CASES)
def test_fused_moe_runs_the_activation_in_the_gemm_epilogue(arch, t, h, i, e, k, act, monkeypatch):
    """Kernel mode launches two grouped GEMMs and nothing else (no separate activation kernel): the gated tile's
    epilogue computes act(gate) * up from the fp32 accumulators, rounded once; every activation and gated tile
    size matches float64."""
    asm_jit = importlib.import_module("torch_cdna.asm.jit")   # the module (torch_cdna.asm.jit: the decorator)
    launches = collections.Counter()
    real = asm_jit._launch_sim

    def counting(ck, *args, **kwargs):
        launches[ck.name] += 1
        return real(ck, *args, **kwargs)
    monkeypatch.setattr(asm_jit, "_launch_sim", counting)
    x, w13, w2, tw, ids = _moe_inputs(t, h, i, e, k, BF)
    with _kernels(arch), poisoned_outputs():
        out = cdna.fused_moe(x, w13, w2, tw, ids, activation=act)
    assert dict(launches) == {"grouped_gemm_kernel": 2}
    assert_close64(out, _moe64(x, w13, w2, tw, ids, BF, act), BF)


def test_gated_grouped_gemm_copies_what_it_cannot_read_in_place():
    """The gated tile reads w13 with rows along K only: a transposed [E, H, 2I] weight and K (= H) off the
    8-element grid go through a K-major padded copy whose gate/up split stays at I (here I = 12, off the grid
    too: a scratch output); padding positions and another rank's block write nothing the result reads."""
    from torch_cdna.ops.kernels import moe as K
    t, h, i, e, k = 5, 13, 12, 3, 2
    x = rand((t, h), BF)
    w13 = rand((e, h, 2 * i), BF, h ** -0.5).transpose(1, 2)
    ids = torch.randint(0, e, (t, k))
    ids[0, 1] = e
    s, eids, npad = cdna.moe_align(ids, e, 32)
    with _config.override(arch="gfx950", sim_strict=True), poisoned_outputs():
        out = K.grouped(x, w13, s, eids, npad, k, activation="silu")
    flat = ids.reshape(-1).tolist()
    rows = [r for r in range(t * k) if flat[r] < e]
    want = torch.stack([(lambda hv: _silu(hv[:i]) * hv[i:])(w13[flat[r]].double() @ x[r // k].double())
                        for r in rows])
    assert_close64(out[rows], want, BF)


def test_fused_moe_reference_and_other_ranks_ids():
    """Reference mode agrees with the float64 composition; an id equal to E (another rank's) adds nothing."""
    x, w13, w2, tw, ids = _moe_inputs(6, 16, 8, 4, 2, F32)
    ids[2, 1] = 4
    assert_close64(cdna.fused_moe(x, w13, w2, tw, ids), _moe64(x, w13, w2, tw, ids, F32), F32)


def test_fused_moe_gradients_match_float64(arch="gfx950"):
    """dx, dw13, dw2 and dtopk_weights through fused_moe_backward's composition (grouped GEMMs on the
    transposed weights, silu_and_mul_backward, the grouped dW kernel) against float64 autograd. One arch:
    the grouped GEMM runs both above, and gemm and the act_mul kernels have their own tests on both."""
    x, w13, w2, tw, ids = _moe_inputs(5, 40, 24, 4, 2, BF)
    grad = rand((5, 40), BF)
    leaves = [v.clone().requires_grad_() for v in (x, w13, w2, tw)]
    with _kernels(arch), poisoned_outputs():
        cdna.fused_moe(*leaves, ids).backward(grad)
    ref = [v.double().requires_grad_() for v in (x, w13, w2, tw)]
    _moe64(*ref, ids).backward(grad.double())
    for got, want in zip(leaves, ref):
        assert_grad_close(got.grad, want.grad, BF)


@pytest.mark.parametrize("arch,t,m,n,e,k,block_m", [
    ("gfx942", 7, 40, 24, 5, 2, 32),      # experts with no rows (zero slices), several row blocks
    ("gfx950", 40, 72, 16, 2, 2, 64),     # M = 72: the t128 tile, 64-row blocks per segment
])
def test_grouped_dw_kernel_sums_each_experts_rows(arch, t, m, n, e, k, block_m):
    """The backward's weight-gradient kernel: out[ex] = sum over ex's rows r of a[r]^T b[r // k] (b per token, as
    x is for dW13), every expert in one launch; an expert without rows gets zeros; an id of another rank counts
    nowhere. Against float64 sums written here, NaN-poisoned output."""
    from torch_cdna.ops.kernels import moe_dw as D
    a, b = rand((t * k, m), BF), rand((t, n), BF)
    ids = torch.randint(0, e, (t, k))
    ids[0, 0] = e
    s, eids, _ = cdna.moe_align(ids, e, block_m)
    valid = s < t * k
    ga = D.gather_sorted(a, s.long(), valid, m)
    gb = D.gather_sorted(b, s.long() // k, valid, n)
    out = torch.full((e, m, n), float("nan"), dtype=BF)
    with _config.override(arch=arch, sim_strict=True):
        D.launch_grouped_dw(ga, gb, D.segments(ids, e, block_m), out)
    want = torch.zeros(e, m, n, dtype=torch.float64)
    for r, ex in enumerate(ids.reshape(-1).tolist()):
        if ex < e:
            want[ex] += a[r].double()[:, None] * b[r // k].double()[None, :]
    assert_close64(out, want, BF, scale=4.0)


def test_fused_moe_backward_reference_matches_autograd_of_the_composition():
    x, w13, w2, tw, ids = _moe_inputs(4, 16, 8, 3, 2, F32)
    grad = rand((4, 16), F32)
    got = cdna.fused_moe_backward(grad, x, w13, w2, tw, ids, activation="silu")
    ref = [v.double().requires_grad_() for v in (x, w13, w2, tw)]
    _moe64(*ref, ids).backward(grad.double())
    for g, r in zip(got, ref):
        assert_grad_close(g, r.grad, F32)


# ---------------------------------------------------------------------------------------------- errors
@pytest.mark.parametrize("call,match", [
    (lambda x, w13, w2, tw, ids: cdna.fused_moe(x, w13, w2[:, :-1], tw, ids), "w2"),
    (lambda x, w13, w2, tw, ids: cdna.fused_moe(x, w13, w2, tw[:, :1], ids), "topk_weights"),
    (lambda x, w13, w2, tw, ids: cdna.fused_moe(x, w13, w2, tw, ids.float()), "topk_ids"),
    (lambda x, w13, w2, tw, ids: cdna.fused_moe(x, w13, w2, tw, ids, activation="relu"), "activation"),
    (lambda x, w13, w2, tw, ids: cdna.moe_align(ids.float(), 4, 32), "topk_ids"),
    (lambda x, w13, w2, tw, ids: cdna.grouped_gemm(x, w13, *cdna.moe_align(ids, 4, 32)[:2], topk=0), "topk"),
    (lambda x, w13, w2, tw, ids: cdna.grouped_gemm(x, w2, *cdna.moe_align(ids, 4, 32)[:2]), "disagree on K"),
    (lambda x, w13, w2, tw, ids: cdna.grouped_gemm(x, w13, *cdna.moe_align(ids, 4, 32)[:2],
                                                   row_weights=tw), "row_weights"),
])
def test_errors_name_the_argument(call, match):
    x, w13, w2, tw, ids = _moe_inputs(3, 16, 8, 4, 2, F32)
    with pytest.raises((TypeError, ValueError), match=match):
        call(x, w13, w2, tw, ids)


def test_kernels_refuse_what_they_do_not_cover():
    x, w13, w2, tw, ids = _moe_inputs(3, 16, 8, 4, 2, BF)
    s, eids, npad = cdna.moe_align(ids, 4, 8)
    with _kernels("gfx942"):
        with pytest.raises(MissingKernel, match="block_m=8"):
            cdna.grouped_gemm(x, w13, s, eids, num_tokens_post_pad=npad)
        with pytest.raises(MissingKernel, match="float32"):
            cdna.fused_moe(x.float(), w13.float(), w2.float(), tw, ids)


def test_grouped_gemm_refuses_gradients():
    x, w13, _, _, ids = _moe_inputs(3, 16, 8, 4, 2, F32)
    with pytest.raises(RuntimeError, match="grouped_gemm"):
        cdna.grouped_gemm(x.requires_grad_(), w13, *cdna.moe_align(ids, 4, 32)[:2], topk=2).sum().backward()


def test_padding_blocks_exit_before_any_mfma():
    """moe_align's buffers have the worst-case length: blocks at or past num_tokens_post_pad run no MFMA. Six ids
    on experts 0 and 1 (block_m 32): 2 live blocks of 5; each live block of the m32 config (2 waves, 64 columns
    of N = 64) takes K / 16 MFMA calls per wave on gfx950 (32x32x16), so 2 * 2 * 64 / 16 = 16."""
    from torch_cdna.ops.kernels import moe as K
    a, w = rand((3, 64), BF), rand((2, 64, 64), BF)
    s, eids, npad = cdna.moe_align(torch.tensor([[0, 1], [1, 0], [0, 1]]), 4, 32)
    assert (s.numel(), int(npad)) == (160, 64)
    out = torch.zeros(6, 64, dtype=BF)
    with _config.override(arch="gfx950"):
        stats = K.launch_grouped_gemm(a, w, s, eids, npad, 2, None, out)
    assert stats.counts["mfma"] == 16, stats.counts
    assert_close64(out, _grouped64(a, w, s, eids, 2, None), BF)


def test_grouped_gemm_ignores_ids_outside_the_rows():
    """Sorted ids that name no row (negative, or at/past M * topk besides the sentinel) are padding on both
    paths: the kernel neither reads nor writes for them, the reference agrees."""
    a, w = rand((2, 16), BF), rand((1, 8, 16), BF)
    s = torch.tensor([1, -3, 7, 0] + [2] * 28, dtype=torch.int32)
    e = torch.tensor([0], dtype=torch.int32)
    want = cdna.grouped_gemm(a, w, s, e)
    with _kernels("gfx942"):
        got = cdna.grouped_gemm(a, w, s, e)
    for out in (got, want):
        assert_close64(out, _grouped64(a, w, s, e, 1, None), BF)


@pytest.mark.parametrize("arch", ARCHS)
def test_every_grouped_gemm_config_assembles(arch):
    """Every tile config the launcher can pick (block_m 32, 64, 128), both B layouts, weighted or not, and every
    gated tile with each activation in its epilogue assembles with LLVM without diagnostics (compile raises on
    any); the row gather and weights cost the t128 tile a few VGPRs over gemm's (144: 3 waves per SIMD), the
    smaller tiles keep 4; the gated tiles (twice the B rows per output column, the activation's temporaries)
    keep at least 2."""
    from torch_cdna.ops.kernels import moe as K
    assert [K.config_for_block(b).bm for b in (32, 64, 96, 128, 256)] == [32, 64, 32, 128, 128]
    assert K.config_for_block(8) is None and K.config_for_block(8, gated=True) is None
    for cfg in K.CONFIGS.values():
        for kmajor, weighted, out in ((True, False, "bf16"), (False, True, "f32")):
            ck = K.grouped_gemm_kernel.compile("bf16", out, cfg, kmajor, weighted, None, arch=arch)
            assert ck.occupancy >= (3 if cfg.bm == 128 else 4), (cfg.name, ck.vgprs)
    for cfg in K.GATED_BY_BM.values():
        for act, dt in (("silu", "bf16"), ("gelu_none", "f16"), ("gelu_tanh", "bf16")):
            ck = K.grouped_gemm_kernel.compile(dt, dt, cfg, True, False, act, arch=arch)
            assert ck.occupancy >= 2, (cfg.name, act, ck.vgprs)
