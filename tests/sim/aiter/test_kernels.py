"""AITER's production code objects on the simulator, one minimal problem per family, against float64.

Each test builds the inputs in the layout AITER's launcher expects, packs the arguments with layouts.py
(following the code object's own metadata list), launches the .co from the cached wheel through
``torch_cdna.sim.launch(path, kernel=..., grid=..., block=..., args=...)`` and compares with references.py.
Outputs are poisoned with NaN first, except the buffers kernels accumulate into (fused MoE outputs, fmha bwd dQ
and its gfx950 accumulators), which are zeroed as AITER does.

Kernels that rely on undocumented timing run with ``hazards="warn"`` and assert which kinds of finding the
simulator reports (see the comment above ``_launch``).
"""

from __future__ import annotations

import math
import re

import pytest
import torch

from torch_cdna import sim
from torch_cdna.asm import codeobject

from . import layouts as L
from . import references as R

# Kernels whose schedules rely on timing the documents do not promise (fewer wait states than the hazard rules
# ask, a load read before its s_waitcnt) run with hazards="warn": the simulator reports each such place and
# computes with every result visible to the next instruction; each test asserts the kinds reported, so a new
# one (or one that goes away) fails the test. See docs/hazards-real-code.md.
BF16 = torch.bfloat16
ARCHES = ("gfx942", "gfx950")  # families whose code objects the wheel has for both


def _launch(hsa, rel: str, kernel: str, family: str, grid, block, arch: str, hazards: str = "error",
            timing: str | None = None, **fields):
    path = hsa / rel
    info = codeobject.find_kernel(path.read_bytes(), kernel)
    args = L.pack_args(family, meta=info.args, **fields)
    stats = sim.launch(path, kernel=kernel, grid=list(grid), block=list(block), args=args, arch=arch,
                       time_limit=120, hazards=hazards, timing=timing)
    return stats


def timing_rules(stats) -> set[str]:
    """The kinds of timing findings a ``hazards="warn"`` launch reported: hazard rule names, and ``waitcnt`` for a
    read of a load not yet waited for."""
    found = set()
    for w in stats.warnings:
        m = re.match(r"timing: (?:hazard (\w+):|(missing s_waitcnt))", w)
        if m:
            found.add(m.group(1) or "waitcnt")
    return found


def lds_races(stats) -> set[str]:
    """The kinds of LDS data race the launch reported (waves touching one byte with no barrier in between):
    'read_after_write', 'write_after_read', 'write_after_write'."""
    kinds = {"wrote": "write_after_write", "read": "write_after_read"}
    found = set()
    for w in stats.warnings:
        if not w.startswith("LDS data race: "):
            continue
        if " reads LDS byte " in w:
            found.add("read_after_write")
        else:
            m = re.search(r"that (?:wave \d+|other waves) (wrote|read) ", w)
            found.add(kinds[m.group(1)] if m else "write_after_write")
    return found


def _assert_grads(pairs) -> None:
    """Each (name, got, float64 reference): within 2% of the reference's largest magnitude (bf16 gradients)."""
    for name, got, want in pairs:
        torch.testing.assert_close(got.double(), want, atol=2e-2 * want.abs().max().item(), rtol=2e-2,
                                   msg=lambda m, name=name: f"{name}: {m}")


def _nan(*shape, dtype=torch.float32):
    return torch.full(shape, float("nan"), dtype=dtype)


def test_topksoftmax(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    tokens, experts, topk = 4, 128, 8
    logits = torch.randn(tokens, experts, generator=g)
    weights, ids = _nan(tokens, topk), torch.full((tokens, topk), -1, dtype=torch.int32)
    rel, kernel = L.topksoftmax_kernel(experts, topk, tokens)
    grid, block = L.grid_block("topksoftmax", tokens=tokens)
    stats = _launch(aiter_hsa("gfx942"), rel, kernel, "topksoftmax", grid, block, "gfx942", hazards="warn",
                    T=ids, W=weights, A=logits, batch=tokens, expert=experts, topk=topk, renormalize=1,
                    out_stride=weights.stride(0) * 4)
    assert timing_rules(stats) == {"valu_sgpr_valu_read"}
    ref_w, ref_ids = R.topk_softmax(logits, topk, renormalize=True)
    assert torch.equal(ids.long(), ref_ids)
    torch.testing.assert_close(weights.double(), ref_w, atol=1e-5, rtol=1e-5)


def test_layer_norm_add(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    m, n, eps = 2, 8192, 1e-5                 # the launcher accepts only n == 8192 and even m
    x, res = torch.randn(m, n, generator=g).to(BF16), torch.randn(m, n, generator=g).to(BF16)
    w, b = torch.randn(n, generator=g).to(BF16), torch.randn(n, generator=g).to(BF16)
    out, res_out = _nan(m, n, dtype=BF16), _nan(m, n, dtype=BF16)
    grid, block = L.grid_block("layer_norm", m=m)
    _launch(aiter_hsa("gfx942"), "layer_norm.co", "layer_norm_kernel_func", "layer_norm", grid, block, "gfx942",
            O=out, In=x, Weight=w, Bias=b, epsilon=eps, M=m, N=n, OutResidual=res_out, InResidual=res)
    ref, ref_res = R.layer_norm_add(x, res, w, b, eps)
    torch.testing.assert_close(res_out.double(), ref_res, atol=1e-2, rtol=1e-2)
    # |out| reaches ~8 where one bf16 ulp is 2**-5; the kernel rounds to bf16 more than once: ~3 ulps.
    torch.testing.assert_close(out.double(), ref, atol=1e-1, rtol=2e-2)


@pytest.mark.parametrize("arch", ARCHES)
def test_bf16gemm(aiter_hsa, rng_seed, arch):
    g = torch.Generator().manual_seed(rng_seed)
    M, N, K = 32, 64, 64                      # one 32x64 tile; N % 64 == 0, K % 64 == 0
    a, b = torch.randn(M, K, generator=g).to(BF16), torch.randn(N, K, generator=g).to(BF16)
    out = _nan(M, N)
    grid, block = L.grid_block("bf16gemm", M=M, N=N, tile_m=32)
    row_d, row_ab = N * 4, K * 2
    _launch(aiter_hsa(arch), "bf16gemm/bf16gemm_outf32_tn_32x64_pf3.co",
            L.mangle("bf16gemm_outf32_tn_32x64_pf3"), "bf16gemm", grid, block, arch,
            D=out, A=a, B=b, alpha=1.0, beta=0.0, stride_D0=row_d, stride_D1=row_d, stride_C0=row_d,
            stride_C1=row_d, stride_A0=row_ab, stride_A1=row_ab, stride_B0=row_ab, stride_B1=row_ab,
            M=M, N=N, K=K, splitk=1)
    torch.testing.assert_close(out.double(), R.gemm(a, b), atol=1e-4, rtol=1e-5)


def test_f4gemm(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    M, N, K = 32, 128, 256                    # one 32x128 tile of the smallest pre-shuffled kernel
    a = torch.randint(0, 256, (M, K // 2), generator=g, dtype=torch.int32).to(torch.uint8)
    b = torch.randint(0, 256, (N, K // 2), generator=g, dtype=torch.int32).to(torch.uint8)
    sa = torch.randint(124, 131, (M, K // 32), generator=g, dtype=torch.int32).to(torch.uint8)
    sb = torch.randint(124, 131, (N, K // 32), generator=g, dtype=torch.int32).to(torch.uint8)
    sa_sh, sb_sh = L.e8m0_shuffle(sa), L.e8m0_shuffle(sb)
    out = _nan(M, N, dtype=BF16)
    grid, block = L.grid_block("f4gemm", M=M, N=N, tile_m=32, tile_n=128)
    _launch(aiter_hsa("gfx950"), "f4gemm/f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128.co",
            L.mangle("f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128"), "f4gemm", grid, block, "gfx950",
            D=out, A=a, B=L.fp4_shuffle_b(b), alpha=1.0, beta=0.0, stride_D0=N, stride_D1=N, stride_C0=N,
            stride_C1=N, stride_A0=K, stride_A1=K, stride_B0=K, stride_B1=K, M=M, N=N, K=K,
            ScaleA=sa_sh, ScaleB=sb_sh, stride_ScaleA0=sa_sh.stride(0), stride_ScaleA1=sa_sh.stride(0),
            stride_ScaleB0=sb_sh.stride(0), stride_ScaleB1=sb_sh.stride(0), log2_k_split=0)
    ref = R.fp4_gemm(a, b, sa, sb)
    torch.testing.assert_close(out.double(), ref, atol=1e-2 * ref.abs().max().item(), rtol=1e-2)


@pytest.mark.parametrize("arch", ARCHES)
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_fmha_fwd_gqa(aiter_hsa, rng_seed, causal, arch):
    g = torch.Generator().manual_seed(rng_seed)
    # GQA 2:1; one 256-row q tile per head. The kernels load three 128-row K/V tiles before their loop checks
    # seqlen_k (base fixed, soffset marching): seqlen_k < 384 reads past the end of K, so sk = 384 > sq.
    b, sq, sk, hq, hk, d = 1, 128, 384, 2, 1, 128
    q = torch.randn(b, sq, hq, d, generator=g).to(BF16)
    k, v = (torch.randn(b, sk, hk, d, generator=g).to(BF16) for _ in range(2))
    out, lse = _nan(b, sq, hq, d, dtype=BF16), _nan(b, hq, sq)
    scale = d ** -0.5
    rel, kernel = L.fmha_fwd_kernel(arch, causal=causal)
    grid, block = L.grid_block("fmha_fwd", batch=b, heads=hq, seqlen_q=sq, causal=causal)
    stats = _launch(aiter_hsa(arch), rel, kernel, "fmha_fwd", grid, block, arch, hazards="warn",
                    **L.fmha_fwd_fields(q, k, v, out, lse, scale, 256, causal))
    # gfx942 reads MFMA results 4-5 wait states after v_mfma_f32_32x32x8 (the rule asks 11); gfx950 swaps
    # permlane results 1 wait state apart (asks 2); the causal mask's v_cndmask reads its v_cmp mask early
    early = {"gfx942": "xdl_valu_read", "gfx950": "valu_vgpr_permlane"}[arch]
    assert timing_rules(stats) == {early} | ({"valu_sgpr_valu_read"} if causal else set())
    ref, ref_lse = R.attention_fwd(q, k, v, scale=scale, causal=causal)
    torch.testing.assert_close(out.double(), ref, atol=2e-2, rtol=2e-2)
    torch.testing.assert_close(lse.double(), ref_lse, atol=1e-3, rtol=1e-4)


def test_fmha_bwd(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    b, s, h, d = 1, 64, 1, 128                # a16 kernel: seqlen_q == seqlen_k, % 64; one 192-key tile
    q, k, v, do = (torch.randn(b, s, h, d, generator=g).to(BF16) for _ in range(4))
    scale = d ** -0.5
    ref = R.attention_bwd(q, k, v, do, scale=scale, causal=False)
    lse, dsum = ref["lse"].float().contiguous(), ref["d"].float().contiguous()
    dq, dk, dv = (_nan(b, s, h, d, dtype=BF16) for _ in range(3))
    dq.zero_()  # the a16 kernel adds each key tile's share of dQ into it (bf16 atomics): start at 0
    grid, block = L.grid_block("fmha_bwd", batch=b, heads=h, seqlen_k=s, causal=False)
    _launch(aiter_hsa("gfx942"), "fmha_v3_bwd/bwd_hd128_bf16_a16_rtne.co",
            L.mangle("fmha_bwd_hd128_bf16_a16_rtne"), "fmha_bwd", grid, block, "gfx942",
            **L.fmha_bwd_gfx942_fields(q, k, v, do, dq, dk, dv, lse, dsum, scale))
    _assert_grads((("dq", dq, ref["dq"]), ("dk", dk, ref["dk"]), ("dv", dv, ref["dv"])))


@pytest.mark.parametrize("arch", ARCHES)
def test_paged_attention_decode(aiter_hsa, rng_seed, arch):
    g = torch.Generator().manual_seed(rng_seed)
    hq, hk, d, block_size, blocks, length = 8, 1, 128, 16, 4, 20
    q = torch.randn(1, hq, d, generator=g).to(BF16)
    k_blocks = torch.randn(blocks, hk, block_size, d, generator=g).to(BF16)
    v_blocks = torch.randn(blocks, hk, block_size, d, generator=g).to(BF16)
    table = torch.tensor([[2, 0]], dtype=torch.int32)    # the sequence's blocks, out of order on purpose
    lens = torch.tensor([length], dtype=torch.int32)
    k_cache = L.pa_key_layout(k_blocks)
    v_cache = L.pa_value_layout(v_blocks.transpose(2, 3).contiguous())
    out = _nan(1, hq, d, dtype=BF16)
    sclg2e = float(torch.tensor(L.LOG2E / math.sqrt(d), dtype=torch.float32))
    grid, block = L.grid_block("pa", kv_heads=hk, num_seqs=1)
    stats = _launch(aiter_hsa(arch), "pa/pa_bf16_noquant_gqa8_1tg_4w.co",
                    L.mangle("pa_bf16_noquant_gqa8_1tg_4w"), "pa", grid, block, arch, hazards="warn", O=out, Q=q,
                    K=k_cache, V=v_cache, BT=table, CL=lens, sclg2e=sclg2e, mblk=table.stride(0), kv_nheads=hk,
                    Qs=q.stride(0) * 2, Bs=k_cache.stride(0) * 2, KVs=k_cache.stride(1) * 2, GQA=hq // hk)
    assert timing_rules(stats) == {"valu_sgpr_valu_read"}  # the bf16 rounding's v_cmp_u -> v_cndmask, 1 wait state
    ref = R.paged_decode(q, k_blocks, v_blocks, table, lens, scale=d ** -0.5)
    torch.testing.assert_close(out.double(), ref, atol=2e-2, rtol=2e-2)


@pytest.mark.parametrize("arch", ARCHES)
def test_mla_decode(aiter_hsa, rng_seed, arch):
    g = torch.Generator().manual_seed(rng_seed)
    hq, d, dv, pages = 16, 576, 512, 16       # page_size 1, 16 tokens, one split
    q = torch.randn(1, hq, d, generator=g).to(BF16)
    kv = torch.randn(pages, 1, 1, d, generator=g).to(BF16)
    kv_indptr = torch.tensor([0, pages], dtype=torch.int32)
    kv_indices = torch.randperm(pages, generator=g).to(torch.int32)
    last = torch.tensor([1], dtype=torch.int32)
    qo_indptr = torch.tensor([0, 1], dtype=torch.int32)
    splits_indptr = torch.tensor([0, 1], dtype=torch.int32)
    split_out, split_lse, final = _nan(1, 1, hq, dv), _nan(1, 1, hq, 1), _nan(1, hq, dv, dtype=BF16)
    scale = d ** -0.5
    grid, block = L.grid_block("mla", batch=1, kv_split=1)
    stats = _launch(aiter_hsa(arch), "mla/mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co",
            L.mangle("mla_dec_stage1_bf16_a16w16_subQ16_mqa16"), "mla", grid, block, arch, hazards="warn",
            R=split_out, LSE=split_lse, Q=q, KV=kv, LTP=kv_indptr, LTD=kv_indices, LTL=last, scalar=scale,
            MQA=hq, kv_split=1, Q_Bs=q.stride(0) * 2, Bs=kv.stride(0) * 2, log2_plen=0, QTP=qo_indptr,
            STP=splits_indptr, RP=final, out_16_nosplit=1)
    assert timing_rules(stats) == {"valu_sgpr_valu_read"}
    ref, ref_lse = R.mla_decode(q, kv, kv_indptr, kv_indices, last, dv=dv, scale=scale)
    torch.testing.assert_close(split_out[:, 0].double(), ref, atol=2e-2, rtol=2e-2)
    torch.testing.assert_close(split_lse[:, 0, :, 0].double(), ref_lse, atol=1e-3, rtol=1e-4)


def _g1u0_moe(hsa, g, arch: str, rel: str, kernel: str, ps_deno: int, timing: str | None = None, dim: int = 512,
              activation: str = "gelu"):
    """Run a bf16 g1u0 (gate-only) fused-MoE kernel with fmoe_b16's argument struct on 2 tokens, 2 experts,
    top-2, inter = 512; returns (stats, out, float64 reference). dim >= 384: these kernels load three
    128-column steps of X before their loop checks dim (with dim 256 they read past the end of X on hardware
    too); dim 512 is one trip round the down-projection loop. The weights go in as AITER's tests pass them to
    asm_moe: shuffle_weight(w, layout=(16, 16))."""
    tokens, inter, experts, topk, block_m = 2, 512, 2, 2, 32
    x = (torch.randn(tokens, dim, generator=g) * 0.5).to(BF16)
    w1 = (torch.randn(experts, inter, dim, generator=g) * dim ** -0.5).to(BF16)   # g1u0: gate only
    w2 = (torch.randn(experts, dim, inter, generator=g) * inter ** -0.5).to(BF16)
    topk_w, topk_ids = R.topk_softmax(torch.randn(tokens, experts, generator=g), topk, renormalize=True)
    ids, sw, eids, valid = R.moe_sort(topk_ids, topk_w.float(), experts, block_m)
    out = torch.zeros(tokens, dim, dtype=BF16)  # AITER's sorting step zeroes it; the kernel accumulates (atomics)
    grid, block = L.grid_block("fmoe", inter_dim=inter, m_blocks=eids.numel())
    e = 2
    stats = _launch(hsa, rel, kernel, "fmoe", grid, block, arch, hazards="warn", timing=timing,
                    O=out, X=x, GU=L.shuffle_weight(w1), XC=valid, D=L.shuffle_weight(w2), STP=ids, SW=sw,
                    SEP=eids, dim=dim, inter_dim=inter, token_cnt=tokens, eprt_cnt=experts, Xs=x.stride(0) * e,
                    GUs=dim * e, Ds=inter * e, Os=dim * e, eGUs=dim * e * inter, eDs=inter * e * dim, eGUQs=0,
                    eDQs=0, eSMQs=inter * 4, topk=topk, total_tgs=0, ps_deno=ps_deno)
    return stats, out, R.fused_moe(x, w1, w2, topk_w, topk_ids, activation=activation)


def test_fused_moe(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    stats, out, ref = _g1u0_moe(aiter_hsa("gfx942"), g, "gfx942", "fmoe_b16.co", "fmoe_kernel_func", ps_deno=1,
                                timing="mi300x")
    # the bf16 rounding's v_cmp_u -> v_cndmask, and the down-projection loop reads a[48:63] at vmcnt(30) with
    # 32 loads + atomics in flight
    assert timing_rules(stats) == {"valu_sgpr_valu_read", "waitcnt"}
    # ... which the timing model says is safe: in its timeline those loads have delivered before the reads
    assert stats.timing.early_reads == []
    torch.testing.assert_close(out.double(), ref, atol=3e-2, rtol=3e-2)


@pytest.mark.parametrize("atomic", ["a16", "a32"])
def test_fmha_bwd_gfx950(aiter_hsa, rng_seed, atomic):
    g = torch.Generator().manual_seed(rng_seed)
    # GQA 2:1, one 256-key tile; s = 80 is not a multiple of 16 or 64, which the psskddv kernels pad.
    b, s, hq, hk, d = 1, 80, 2, 1, 128
    q, do = (torch.randn(b, s, hq, d, generator=g).to(BF16) for _ in range(2))
    k, v = (torch.randn(b, s, hk, d, generator=g).to(BF16) for _ in range(2))
    scale = d ** -0.5
    ref = R.attention_bwd(q, k, v, do, scale=scale, causal=False)
    lse, dsum = ref["lse"].float().contiguous(), ref["d"].float().contiguous()
    dk, dv, dq = (_nan(b, s, hq, d, dtype=BF16) for _ in range(3))  # dk/dv per q head, as the launcher passes
    # The kernel adds every key tile's share of dQ into dq_acc, which the launcher zeroes (torch::zeros).
    # a16: bf16 rows padded to 16, head dim 128, in the kernel's own order, undone by bwd_hd128_dq_shuffle.co;
    # a32: f32 [1, b, hq, sq, d], cast to dq by a CK kernel that is not in the wheel (here: a torch cast).
    rows = -(-s // 16) * 16 if atomic == "a16" else s
    dq_acc = torch.zeros(1, b, hq, rows, d, dtype=BF16 if atomic == "a16" else torch.float32)
    hsa = aiter_hsa("gfx950")
    name = f"fmha_bwd_hd128_bf16_{atomic}_psskddv"
    grid, block = L.grid_block("fmha_bwd_gfx950", batch=b, heads=hq, seqlen_k=s, causal=False)
    # a16 feeds v_permlane16_swap results to an MFMA 1 wait state later (the rule asks 2); a32 runs with the
    # default checks
    stats = _launch(hsa, f"fmha_v3_bwd/{name[5:]}.co", L.mangle(name), "fmha_bwd_gfx950", grid, block, "gfx950",
                    hazards="warn" if atomic == "a16" else "error", dq_acc=dq_acc,
                    **L.fmha_bwd_gfx950_fields(q, k, v, do, dk, dv, lse, dsum, scale, rows))
    assert timing_rules(stats) == ({"valu_vgpr_mfma"} if atomic == "a16" else set())
    if atomic == "a16":
        e = 2
        grid, block = L.grid_block("fmha_bwd_dq_shuffle", batch=b, heads=hq, seqlen_q=s)
        _launch(hsa, "fmha_v3_bwd/bwd_hd128_dq_shuffle.co", L.mangle("fmha_bwd_hd128_dq_shuffle"),
                "fmha_bwd_dq_shuffle", grid, block, "gfx950", dq_acc=dq_acc, dq=dq, Ts=64 * dq.stride(1) * e,
                Hs_dq_acc=dq_acc.stride(2) * e, BAs_dq_acc=dq_acc.stride(1) * e, Seqs_dq_acc=dq_acc.stride(3) * e,
                Hs_dq=dq.stride(2) * e, BAs_dq=dq.stride(0) * e, Seqs_dq=dq.stride(1) * e, seqlen_q=s, head_dim=d,
                qseq=0, qseq_padded=0, max_seqlen_dq=rows)
    else:
        dq = dq_acc[0].permute(0, 2, 1, 3)
    _assert_grads((("dq", dq, ref["dq"]), ("dk", dk, ref["dk_per_q_head"]), ("dv", dv, ref["dv_per_q_head"])))


# (arch, activation, dim): dim 512 is one trip round the down-projection loop, 768 and 1024 two
NOQUANT_CASES = [("gfx942", "gelu", 512), ("gfx950", "gelu", 512), ("gfx942", "gelu", 768),
                 ("gfx942", "gelu", 1024), ("gfx950", "silu", 1024)]


@pytest.mark.parametrize("arch,activation,dim", NOQUANT_CASES, ids=["-".join(map(str, c)) for c in NOQUANT_CASES])
def test_fused_moe_noquant(aiter_hsa, rng_seed, arch, activation, dim):
    g = torch.Generator().manual_seed(rng_seed)
    # fmoe/<act>/fmoe_bf16_noquantBf16_g1u0_vs_atm_inlv_<act>_1tg_32x512 (the non-persistent row of
    # fmoe_bf16_noquant_g1u0_<act>.csv): fmoe_b16's argument struct (448 bytes, up to ps_deno) and grid
    stem = f"fmoe_bf16_noquantBf16_g1u0_vs_atm_inlv_{activation}_1tg_32x512"
    stats, out, ref = _g1u0_moe(aiter_hsa(arch), g, arch, f"fmoe/{activation}/{stem}.co", L.mangle(stem),
                                ps_deno=-(-512 // 512), dim=dim, activation=activation)  # ceil(inter / 512)
    # as fmoe_b16: the bf16 rounding's v_cmp_u -> v_cndmask, and weights read before vmcnt covers them
    assert timing_rules(stats) == {"valu_sgpr_valu_read", "waitcnt"}
    # Waves 0-1 and 2-3 run separate copies of the code; each copy zeroes an LDS buffer (offset 16640 on) that
    # the other copy's waves read in the same barrier interval, 60+ instructions before their own zeroing: on
    # hardware the reads come first, and the simulator orders LDS accesses of a workgroup's waves by issue
    # count (sim/wave_order.py). A read-after-write race would mean a wave read the zeros (the odd 32-column
    # blocks came out wrong while the simulator stepped the lowest PC first).
    assert lds_races(stats) == {"write_after_read"}
    torch.testing.assert_close(out.double(), ref, atol=3e-2, rtol=3e-2)


def test_fused_moe_g1u1_fp8(aiter_hsa, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    # asm_fmoe.cu fmoe_g1u1 with per-token fp8 input (gfx942: e4m3fnuz) and per-channel fp8 weights, silu, no
    # smooth scale: fmoe_bf16_pertokenFp8_g1u1_vs_silu_1tg_32x512 (its CSV row: vskip 1, smf 0, subGU 512).
    # w1 [E, 2I, D] holds gate then up; the kernel quantises act(gate) * up per (token, expert) to fp8 again.
    f8 = torch.float8_e4m3fnuz
    tokens, dim, inter, experts, topk, block_m = 2, 512, 512, 2, 2, 32
    xq = (torch.randn(tokens, dim, generator=g) * 4).to(f8)
    x_scale = torch.rand(tokens, generator=g) * 0.1 + 0.1                        # [tokens] f32
    w1q = (torch.randn(experts, 2 * inter, dim, generator=g) * 4).to(f8)
    w1_scale = (torch.rand(experts, 2 * inter, 1, generator=g) + 1) * dim ** -0.5 / 2   # per output channel
    w2q = (torch.randn(experts, dim, inter, generator=g) * 4).to(f8)
    w2_scale = (torch.rand(experts, dim, 1, generator=g) + 1) * inter ** -0.5 / 2
    topk_w, topk_ids = R.topk_softmax(torch.randn(tokens, experts, generator=g), topk, renormalize=True)
    ids, sw, eids, valid = R.moe_sort(topk_ids, topk_w.float(), experts, block_m)
    out = torch.zeros(tokens, dim, dtype=BF16)  # zeroed by AITER's sorting step; the kernel accumulates (atomics)
    grid, block = L.grid_block("fmoe", inter_dim=inter, m_blocks=eids.numel())
    u8 = lambda t: t.view(torch.uint8)  # noqa: E731 - the simulator takes the fp8 bytes
    stem = "fmoe_bf16_pertokenFp8_g1u1_vs_silu_1tg_32x512"
    stats = _launch(aiter_hsa("gfx942"), f"fmoe/silu/{stem}.co", L.mangle(stem), "fmoe", grid, block, "gfx942",
                    hazards="warn",
            O=out, X=u8(xq), GU=L.shuffle_weight(u8(w1q)), XC=valid, D=L.shuffle_weight(u8(w2q)), XQ=x_scale,
            GUQ=w1_scale, DQ=w2_scale, STP=ids, SW=sw, SEP=eids, dim=dim, inter_dim=inter, token_cnt=tokens,
            eprt_cnt=experts, Xs=xq.stride(0), GUs=dim, Ds=inter, Os=dim * 2, eGUs=dim * inter * 2,
            eDs=inter * dim, eGUQs=w1_scale.stride(0) * 4, eDQs=w2_scale.stride(0) * 4, eSMQs=inter * 4,
            topk=topk, total_tgs=0, ps_deno=1)
    assert timing_rules(stats) == {"valu_sgpr_valu_read"}
    assert lds_races(stats) == set()
    x = xq.double() * x_scale.double()[:, None]
    w1, w2 = w1q.double() * w1_scale.double(), w2q.double() * w2_scale.double()
    ref = R.fused_moe(x, w1, w2, topk_w, topk_ids, activation="silu", requant=f8)
    # bf16 output accumulated by atomics: ~1 bf16 ulp of the largest value. Without the fp8 requantisation the
    # reference is off by ~2.5% of max, which this tolerance rejects.
    torch.testing.assert_close(out.double(), ref, atol=1e-2 * ref.abs().max().item(), rtol=1e-2)
