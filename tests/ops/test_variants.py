"""The kernel-variant registry (``torch_cdna/ops/variants.py``): records consistent with the rules, picks equal to
the compile-time arguments the op launchers pass (their kernels are replaced by recorders, nothing runs), the
``kernels`` CLI table, and ``precompile`` on a few variants."""

from __future__ import annotations

import contextlib
import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.__main__ import main
from torch_cdna.asm.jit import JitFunction
from torch_cdna.isa.targets import SUPPORTED_ARCHS
from torch_cdna.ops import variants as V
from torch_cdna.ops.kernels import attention, attention_bwd, attention_decode, gemm, gemm_splitk, norms


class _Recorder:
    """Stands in for a jit kernel: records the compile-time arguments of each launch, runs nothing."""

    def __init__(self, fn: JitFunction, seen: list) -> None:
        self.fn, self.seen = fn, seen

    def __call__(self, grid, block, *args):
        self.seen.append((self.fn.fn.__name__, tuple(args[:len(self.fn._const)])))


@contextlib.contextmanager
def _launched(monkeypatch, module, *names):
    """``[(kernel name, consts)]`` of the launches of ``module``'s jit kernels ``names`` inside the block."""
    seen: list = []
    for name in names:
        kernel = getattr(module, name)
        monkeypatch.setattr(module, name, _Recorder(getattr(kernel, "fn", None) if isinstance(kernel, _Recorder)
                                                    else kernel, seen))
    yield seen


def _picked(picks):
    return [(p.variant.kernel.split(":")[1], p.consts) for p in picks]


def test_records_are_consistent():
    fams = V.families()
    assert set(fams) == {"gemm", "attention", "attention_backward", "norm", "paged_attention", "append_kv", "softmax",
                         "moe_topk_softmax", "varlen_attention", "mla_decode", "fused_moe", "scaled_mm"}
    for fam in fams.values():
        names = [v.name for v in fam.variants]
        assert len(names) == len(set(names)), fam.name
        assert fam.rule and "\n" not in fam.rule
        for v in fam.variants:
            assert v.family == fam.name and set(v.archs) <= set(SUPPORTED_ARCHS) and v.archs
            mod, fn = v.kernel.split(":")
            kernel = getattr(__import__(f"torch_cdna.ops.kernels.{mod}", fromlist=[fn]), fn)
            if fn == "attn_decode_split":  # two jit schedules of one function (Variant.jit picks per arch)
                assert all(j.fn is kernel for j in attention_decode.SPLIT_VARIANTS)
            else:
                assert isinstance(kernel, JitFunction), v.kernel
            for arch in v.archs:  # the example problem is answered with this variant on every arch it lists
                picks = V.select(fam.name, **dict(v.example), dtype=v.dtypes[0], arch=arch)
                assert v in [p.variant for p in picks], (v.name, [p.variant.name for p in picks])
    assert [v.name for v in fams["gemm"].variants] == [*gemm.ALL_CONFIGS, "reduce"]
    with pytest.raises(ValueError, match="arch 'gfx90a'"):
        V.select("gemm", m=1, n=8, k=8, arch="gfx90a")
    with pytest.raises(ValueError, match="dtype 'f32'"):
        V.select("gemm", m=1, n=8, k=8, dtype="f32")


@pytest.mark.parametrize("m,n,k", [(1, 72, 40), (32, 64, 64), (33, 40, 24), (64, 136, 16), (65, 8, 8), (300, 64, 80),
                                   (16, 64, 512), (20, 48, 256)])   # the last two: split-K (s16k, m32k)
def test_gemm_picks_match_launcher(monkeypatch, m, n, k, rng_seed):
    rng = random.Random(rng_seed)
    dt = rng.choice([torch.bfloat16, torch.float16])
    out_dt = rng.choice([dt, torch.float32])
    bias = rng.choice([None, torch.float32, dt])
    a = torch.zeros(m, k, dtype=dt)
    for b_kmajor in (True, False):
        b = torch.zeros(n, k, dtype=dt).t() if b_kmajor else torch.zeros(k, n, dtype=dt)
        bt = None if bias is None else torch.zeros(n, dtype=bias)
        with _launched(monkeypatch, gemm, "gemm_kernel") as seen, \
                _launched(monkeypatch, gemm_splitk, "gemm_split_kernel", "gemm_reduce_kernel") as seen2:
            gemm.launch_gemm(a, b, bt, torch.empty(m, n, dtype=out_dt))
        seen = seen + seen2
        want = V.select("gemm", m=m, n=n, k=k, dtype=dt, out_dtype=out_dt, a_kmajor=True, b_kmajor=b_kmajor,
                        bias=None if bias is None else "f32" if bias == torch.float32 else V._dt(dt))
        assert seen == _picked(want), (m, n, k, b_kmajor)


ATTN_CASES = [  # b, hq, hkv, sq, skv, d, causal, window, bottom_right, softcap
    (1, 2, 2, 40, 40, 64, True, (-1, -1), False, 0.0),            # forward, 2 waves
    (1, 4, 1, 100, 300, 128, False, (-1, -1), False, 0.0),        # forward, 4 waves, GQA 4
    (1, 8, 2, 1, 512, 64, False, (-1, -1), False, 0.0),           # decode, 1 query tile
    (1, 32, 2, 2, 1024, 128, True, (-1, -1), True, 30.0),         # decode bottom-right + softcap, 32 rows
    (2, 16, 1, 4, 600, 64, True, (127, 0), True, 0.0),            # window: 131 visible keys -> forward
    (1, 16, 1, 3, 600, 128, False, (-1, -1), False, 0.0),         # decode, 48 rows: 2 query tiles
    (1, 64, 1, 2, 2048, 64, False, (-1, -1), False, 0.0),         # decode, 128 rows: 4 tiles, 64-key blocks
    (1, 2, 2, 8, 700, 64, True, (-1, -1), False, 0.0),            # top-left causal decode-sized: forward
    (1, 4, 2, 50, 70, 80, True, (-1, -1), False, 0.0),            # d80: the d128 kernels in place
    (1, 8, 2, 1, 600, 80, False, (-1, -1), False, 0.0),           # d80 decode, one query tile: in place
    (1, 16, 1, 4, 600, 96, False, (-1, -1), False, 0.0),          # d96 decode, 64 rows: 2 tiles in place
]


@pytest.mark.parametrize("case", ATTN_CASES)
def test_attention_picks_match_launchers(monkeypatch, case):
    b, hq, hkv, sq, skv, d, causal, window, br, cap = case
    q = torch.zeros(b, hq, sq, d, dtype=torch.bfloat16)
    k = v = torch.zeros(b, hkv, skv, d, dtype=torch.bfloat16)
    problem = dict(b=b, hq=hq, hkv=hkv, sq=sq, skv=skv, d=d, causal=causal, window=window, bottom_right=br,
                   softcap=cap)
    seen: list = []
    monkeypatch.setattr(attention, "attn_fwd", _Recorder(attention.attn_fwd, seen))
    monkeypatch.setattr(attention_decode, "attn_decode_combine", _Recorder(attention_decode.attn_decode_combine, seen))
    monkeypatch.setattr(attention_decode, "split_kernel",
                        lambda arch, *consts: _Recorder(attention_decode.SPLIT_VARIANTS[0], seen))
    out, lse = torch.empty_like(q), torch.empty(b, hq, sq)
    attention.launch_attention(q, k, v, out, lse, causal, d ** -0.5, hq // hkv, window, br, cap)
    assert [(n, c) for n, c in seen] == _picked(V.select("attention", **problem))
    seen.clear()
    with _launched(monkeypatch, attention_bwd, "attn_bwd_dq", "attn_bwd_dkv") as seen_b:
        attention_bwd.launch_attention_backward(out, q, k, v, out, lse, torch.empty_like(q), torch.empty_like(k),
                                                torch.empty_like(v), causal, d ** -0.5, hq // hkv, window, br, cap)
    assert seen_b == _picked(V.select("attention_backward", **problem))


@pytest.mark.parametrize("case, sinks", [((1, 8, 2, 1, 512, 64, False, (-1, -1), False, 0.0), "f32"),
                                         ((1, 2, 2, 40, 40, 128, True, (-1, -1), False, 0.0), "bf16"),
                                         ((1, 32, 2, 2, 1024, 128, True, (-1, -1), True, 30.0), "bf16")])
def test_attention_sinks_picks_match_launcher(monkeypatch, case, sinks):
    """With sinks: the forward's sink flag, split decode's combine_sinks."""
    b, hq, hkv, sq, skv, d, causal, window, br, cap = case
    q = torch.zeros(b, hq, sq, d, dtype=torch.bfloat16)
    k = v = torch.zeros(b, hkv, skv, d, dtype=torch.bfloat16)
    sk = torch.zeros(hq, dtype=torch.float32 if sinks == "f32" else torch.bfloat16)
    seen: list = []
    monkeypatch.setattr(attention, "attn_fwd", _Recorder(attention.attn_fwd, seen))
    for name in ("attn_decode_combine", "attn_decode_combine_sinks"):
        monkeypatch.setattr(attention_decode, name, _Recorder(getattr(attention_decode, name), seen))
    monkeypatch.setattr(attention_decode, "split_kernel",
                        lambda arch, *consts: _Recorder(attention_decode.SPLIT_VARIANTS[0], seen))
    attention.launch_attention(q, k, v, torch.empty_like(q), torch.empty(b, hq, sq), causal, d ** -0.5, hq // hkv,
                               window, br, cap, sinks=sk)
    want = V.select("attention", b=b, hq=hq, hkv=hkv, sq=sq, skv=skv, d=d, causal=causal, window=window,
                    bottom_right=br, softcap=cap, sinks=sinks)
    assert seen == _picked(want) and want[-1].variant.name in ("combine_sinks", f"fwd_d{d}_w2")


def test_attention_picks_cover_every_rule_branch():
    names = {p.variant.name for case in ATTN_CASES for p in V.select("attention", **dict(zip(
        ("b", "hq", "hkv", "sq", "skv", "d", "causal", "window", "bottom_right", "softcap"), case)))}
    assert {"fwd_d64_w2", "fwd_d128_w4", "split_d64_qt1", "split_d128_qt1", "split_d128_qt2", "split_d64_qt4",
            "combine"} <= names


@pytest.mark.parametrize("op", list(V._NORM_FWD) + list(V._NORM_BWD))
@pytest.mark.parametrize("n,d,dt,wdt", [(3, 64, torch.bfloat16, torch.bfloat16), (70, 4096, torch.float16, torch.float32),
                                         (5, 63, torch.bfloat16, torch.bfloat16), (9, 14336, torch.float32, torch.float32)])
def test_norm_picks_match_launchers(monkeypatch, op, n, d, dt, wdt):
    x, g = torch.zeros(n, d, dtype=dt), torch.zeros(n, d, dtype=dt)
    w = torch.zeros(d, dtype=wdt)
    aligned, split = (d * x.element_size()) % 4 == 0, (d * w.element_size()) % 4 != 0
    kernels = [V._NORM_FWD.get(op) or V._NORM_BWD[op], "column_sum"]
    for deterministic in ((False, True) if op in V._NORM_BWD else (False,)):
        # what norms._bwd_plan reads; torch.use_deterministic_algorithms itself imports torch._inductor (~4 s)
        monkeypatch.setattr(torch, "are_deterministic_algorithms_enabled", lambda flag=deterministic: flag)
        with _launched(monkeypatch, norms, *kernels) as seen:
            out = torch.empty_like(x)
            if op == "rmsnorm":
                norms.launch_rmsnorm(x, w, 1e-6, out)
            elif op == "layernorm":
                norms.launch_layernorm(x, w, w, 1e-6, out)
            elif op == "fused_add_rmsnorm":
                norms.launch_fused_add_rmsnorm(x, x, w, 1e-6, out, torch.empty_like(x))
            elif op == "fused_add_layernorm":
                norms.launch_fused_add_layernorm(x, x, w, None, 1e-6, out, torch.empty_like(x))
            elif op == "rmsnorm_backward":
                norms.launch_rmsnorm_backward(g, x, w, 1e-6, out, torch.empty_like(w))
            else:
                norms.launch_layernorm_backward(g, x, w, 1e-6, out, torch.empty_like(w), torch.empty_like(w))
        bias = {"layernorm": wdt, "layernorm_backward": wdt}.get(op)
        want = V.select("norm", op=op, n=n, d=d, dtype=dt, weight_dtype=wdt, bias_dtype=bias, aligned=aligned,
                        vec_split=split, deterministic=deterministic)
        assert seen == _picked(want), (op, deterministic)


PAGED_CASES = [  # num_seqs, hq, hkv, d, q_len, block_size, width, window_left, softcap, sinks, kv_cache
    (2, 8, 2, 64, 1, 16, 3, -1, 0.0, None, None),
    (1, 32, 4, 128, 1, 8, 5, 7, 2.5, "f32", "fp8"),
    (3, 4, 1, 64, 4, 32, 2, -1, 0.0, "bf16", "fp8"),
    (2, 2, 2, 128, 2, 16, 4, 3, 0.0, None, None),
    (2, 8, 2, 64, 1, 16, 1, -1, 0.0, None, None),  # one partial: the single kernel alone
    (2, 4, 1, 80, 1, 16, 3, -1, 0.0, None, "fp8"),  # head dim 80: V staged as 128 columns
    (1, 8, 2, 256, 1, 16, 4, -1, 0.0, "f32", None),  # head dim 256: each kernel once per 128-column V slice
    (2, 8, 8, 256, 1, 16, 1, -1, 0.0, None, None),  # d=256, one partial: the single kernel twice
]


@pytest.mark.parametrize("case", PAGED_CASES)
def test_paged_picks_match_launcher(monkeypatch, case):
    """``paged_attention``'s picks (split bf16 or fp8, combine with or without sinks) equal what
    ``launch_paged_attention`` launches; fp8 caches in the arch's e4m3 format."""
    from torch_cdna.ops import _fp8
    from torch_cdna.ops.kernels import paged_attention as PA
    s, hq, hkv, d, ql, bs, width, wl, cap, sinks, kv = case
    arch = random.choice(SUPPORTED_ARCHS)
    dt = torch.bfloat16
    q = torch.zeros((s, ql, hq, d) if ql > 1 else (s, hq, d), dtype=dt)
    cdt = _fp8.default_fp8(arch) if kv else dt
    kc = vc = torch.zeros(s * width, bs, hkv, d).to(cdt)
    scales = dict(k_scale=torch.ones(hkv), v_scale=torch.ones(1)) if kv else {}
    sk = None if sinks is None else torch.zeros(hq, dtype=torch.float32 if sinks == "f32" else dt)
    with _launched(monkeypatch, PA, "paged_decode_split", "paged_decode_split_fp8",
                   "paged_decode_single") as seen, \
            _launched(monkeypatch, attention_decode, "attn_decode_combine", "attn_decode_combine_sinks") as seen2:
        PA.launch_paged_attention(q, kc, vc, torch.zeros(s, width, dtype=torch.int32), torch.zeros(s, dtype=torch.int32),
                                  torch.empty_like(q), 0.1, cap, wl, sinks=sk, **scales)
    want = V.select("paged_attention", num_seqs=s, hq=hq, hkv=hkv, d=d, q_len=ql, block_size=bs, max_blocks=width,
                    window_left=wl, softcap=cap, sinks=sinks, kv_cache=kv, arch=arch)
    assert seen + seen2 == _picked(want)


@pytest.mark.parametrize("q_lens, hq, d, sinks", [([1, 0, 9], 8, 64, None), ([3, 20], 4, 256, "f32"),
                                                  ([2, 2, 2, 2], 32, 128, None)])
def test_paged_varlen_picks_match_launcher(monkeypatch, q_lens, hq, d, sinks):
    """``paged_attention``'s picks with packed queries (``max_q``) equal what the launcher runs for
    cu_seqlens_q: the chunk size and the varlen flag in the split's constants, one grid row per chunk."""
    from torch_cdna.ops.kernels import paged_attention as PA
    s, hkv, bs, width = len(q_lens), 2, 16, 3
    cu = torch.tensor([0, *torch.tensor(q_lens).cumsum(0).tolist()], dtype=torch.int32)
    q = torch.zeros(int(cu[-1]), hq, d, dtype=torch.bfloat16)
    kc = vc = torch.zeros(s * width, bs, hkv, d, dtype=torch.bfloat16)
    sk = None if sinks is None else torch.zeros(hq)
    with _launched(monkeypatch, PA, "paged_decode_split", "paged_decode_single") as seen, \
            _launched(monkeypatch, attention_decode, "attn_decode_combine", "attn_decode_combine_sinks") as seen2:
        PA.launch_paged_attention(q, kc, vc, torch.zeros(s, width, dtype=torch.int32),
                                  torch.zeros(s, dtype=torch.int32), torch.empty_like(q), 0.1, sinks=sk,
                                  cu_seqlens_q=cu, max_q=max(q_lens))
    want = V.select("paged_attention", num_seqs=s, hq=hq, hkv=hkv, d=d, block_size=bs, max_blocks=width,
                    sinks=sinks, max_q=max(q_lens), arch=random.choice(SUPPORTED_ARCHS))
    assert seen + seen2 == _picked(want)


VARLEN_CASES = [  # lens_q, lens_k, hq, hkv, d, causal, window, softcap, sinks
    ([3, 40], [3, 40], 2, 2, 64, True, (-1, -1), 0.0, None),
    ([100, 7], [120, 300], 4, 1, 128, False, (16, 0), 2.0, "f32"),
    ([65, 1], [65, 2], 4, 2, 64, True, (-1, -1), 0.0, "bf16"),
    ([5, 70], [9, 70], 8, 1, 256, True, (-1, -1), 0.0, None),    # d256: v/out in two 128-column launches
]


@pytest.mark.parametrize("case", VARLEN_CASES)
def test_varlen_picks_match_launchers(monkeypatch, case):
    from torch_cdna.ops.kernels import varlen_attention as VA
    lq, lk, hq, hkv, d, causal, window, cap, sinks = case
    dt = torch.bfloat16
    cq, ck = (torch.tensor([0] + list(torch.tensor(x).cumsum(0)), dtype=torch.int32) for x in (lq, lk))
    q, k = torch.zeros(sum(lq), hq, d, dtype=dt), torch.zeros(sum(lk), hkv, d, dtype=dt)
    sk = None if sinks is None else torch.zeros(hq, dtype=torch.float32 if sinks == "f32" else dt)
    problem = dict(b=len(lq), hq=hq, hkv=hkv, max_q=max(lq), max_k=max(lk), d=d, causal=causal, window=window,
                   softcap=cap)
    with _launched(monkeypatch, VA, "attn_fwd", "attn_bwd_dq", "attn_bwd_dkv") as seen:
        VA.launch_varlen_attention(q, k, k, cq, ck, max(lq), torch.empty_like(q), torch.empty(hq, sum(lq)), 0.1,
                                   causal, window, cap, sinks=sk)
    assert seen == _picked(V.select("varlen_attention", **problem, sinks=sinks))
    seen.clear()
    if sinks is None:  # the backward takes no sinks
        VA.launch_varlen_attention_backward(q, q, k, k, q, torch.zeros(hq, sum(lq)), cq, ck, max(lq), max(lk),
                                            torch.empty_like(q), torch.empty_like(k), torch.empty_like(k), 0.1,
                                            causal, window, cap)
        assert seen == _picked(V.select("varlen_attention", **problem, backward=True))


@pytest.mark.parametrize("dt, h, d, kv", [(torch.bfloat16, 8, 128, None), (torch.float32, 2, 18, None),
                                          (torch.float16, 3, 20, None), (torch.bfloat16, 8, 128, "fp8"),
                                          (torch.float32, 1, 36, "fp8"), (torch.float16, 2, 4, "fp8")])
def test_append_kv_picks_match_launcher(monkeypatch, dt, h, d, kv):
    from torch_cdna.ops import _fp8
    from torch_cdna.ops.kernels import kv_cache as KVK
    arch = random.choice(SUPPORTED_ARCHS)
    cdt = _fp8.default_fp8(arch) if kv else dt
    kc = vc = torch.zeros(3, 16, h, d).to(cdt)
    k = v = torch.zeros(5, h, d, dtype=dt)
    scales = dict(k_scale=torch.ones(1), v_scale=torch.ones(h)) if kv else {}
    with _launched(monkeypatch, KVK, "append_kv_kernel", "append_kv_fp8_kernel") as seen:
        KVK.launch_append_kv(kc, vc, k, v, torch.zeros(5, dtype=torch.int64), **scales)
    assert seen == _picked(V.select("append_kv", t=5, hkv=h, d=d, block_size=16, dtype=dt, kv_cache=kv, arch=arch))


@pytest.mark.parametrize("n, d, dt", [(3, 64, torch.bfloat16), (5, 63, torch.float16), (2, 4096, torch.float32),
                                      (2, 40000, torch.bfloat16), (1, 70001, torch.float32)])
def test_softmax_picks_match_launcher(monkeypatch, n, d, dt):
    """Register and streaming kernels (rows past the register limit), aligned and not (odd 16-bit rows)."""
    from torch_cdna.ops.kernels import rowops, softmax
    x = torch.zeros(n, d, dtype=dt)
    names = ("softmax_fwd", "softmax_bwd", "softmax_stream_fwd", "softmax_stream_bwd")
    for op in ("softmax", "softmax_backward"):
        with _launched(monkeypatch, softmax, *names) as seen:
            if op == "softmax":
                softmax.launch_softmax(x, torch.empty_like(x))
            else:
                softmax.launch_softmax_backward(x, x, torch.empty_like(x))
        want = V.select("softmax", op=op, n=n, d=d, dtype=dt, aligned=rowops.aligned4(d, x))
        assert seen == _picked(want), op


@pytest.mark.parametrize("n, e, k, dt, renorm", [(3, 8, 2, torch.bfloat16, True), (5, 61, 4, torch.float16, False),
                                                 (2, 160, 8, torch.float32, True), (4, 257, 1, torch.bfloat16, False)])
def test_moe_topk_picks_match_launcher(monkeypatch, n, e, k, dt, renorm):
    from torch_cdna.ops.kernels import moe_routing, rowops
    x = torch.zeros(n, e, dtype=dt)
    with _launched(monkeypatch, moe_routing, "moe_topk_fwd", "moe_topk_bwd") as seen:
        moe_routing.launch_moe_topk_softmax(x, torch.empty(n, k), torch.empty(n, k, dtype=torch.int64), renorm)
        moe_routing.launch_moe_topk_softmax_backward(torch.zeros(n, k), torch.zeros(n, k, dtype=torch.int64), x,
                                                     torch.empty_like(x), renorm)
    want = [p for op in ("moe_topk_softmax", "moe_topk_softmax_backward")
            for p in V.select("moe_topk_softmax", op=op, n=n, e=e, k=k, dtype=dt, renormalize=renorm,
                              aligned=rowops.aligned4(e, x))]
    assert seen == _picked(want)


def _compile_examples(v: V.Variant) -> list:
    """Compile ``v`` for its example problem on every arch it lists (first dtype); the compiled kernels."""
    out = []
    for arch in v.archs:
        picks = [p for p in V.select(v.family, **dict(v.example), dtype=v.dtypes[0], arch=arch) if p.variant == v]
        assert picks, (v.family, v.name, arch)
        for p in picks[:1]:
            ck = p.compile(arch)
            assert ck.arch == arch and ck.asm and ck.vgprs > 0, (v.family, v.name, arch)
            out.append(ck)
    return out


def test_sampled_variants_compile_on_both_archs(rng_seed):
    """Two registered variants (a fresh seeded sample each run, so runs cover the registry; all of them:
    ``python -m torch_cdna kernels --precompile``) assemble for each arch they list (the assembler refuses any
    diagnostic)."""
    every = [v for fam in V.families().values() for v in fam.variants]
    for v in random.Random(rng_seed).sample(every, 2):
        assert {ck.arch for ck in _compile_examples(v)} == set(v.archs), v.name


def test_kernels_cli(capsys):
    assert main(["kernels"]) == 0
    out = capsys.readouterr().out
    for fam in V.families().values():
        assert f"  {fam.name}: {fam.rule}" in out
        for v in fam.variants:
            assert any(line.split()[:2] == [fam.name, v.name] for line in out.splitlines()), v.name
    assert "not registered yet:" in out and "  paged_attention: " in out and "  append_kv: " in out
    assert main(["kernels", "--family", "gemm", "--arch", "gfx950"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()]
    assert [r[1] for r in rows if r and r[0] == "gemm"] == [*gemm.ALL_CONFIGS, "reduce"]
    assert main(["kernels", "--family", "gemm", "--select", "m=16,n=4096,k=4096"]) == 0
    assert "  s16k " in capsys.readouterr().out
    assert main(["kernels", "--precompile", "--family", "append_kv", "--arch", "gfx950"]) == 0
    out = capsys.readouterr().out
    assert "quantize_fp8" in out and "scatter" in out and "kernels compiled or found in the cache" in out
    assert main(["kernels", "--family", "nope"]) == 2
    assert "no kernel family 'nope'" in capsys.readouterr().err


def test_precompile_few_variants(tmp_path):
    with _config.override(cache_dir=tmp_path):
        first = V.precompile("gemm", arch="gfx942", dtypes=["bf16"], names=["m32", "t64"])
        norm = V.precompile("norm", arch="gfx950", dtypes=["f32"], names=["rmsnorm"])
        again = V.precompile("gemm", arch="gfx942", dtypes=["bf16"], names=["m32", "t64"])
    assert [(c.variant, c.kernel, c.status) for c in first] == [("m32", "gemm_kernel", "compiled"),
                                                                  ("t64", "gemm_kernel", "compiled")]
    assert [(c.variant, c.arch, c.kernel, c.status) for c in norm] == [("rmsnorm", "gfx950", "rmsnorm_fwd",
                                                                         "compiled")]
    assert [c.status for c in again] == ["cached", "cached"]
    assert [c.vgprs for c in again] == [c.vgprs for c in first] and all(c.vgprs > 0 for c in first)
    with pytest.raises(ValueError, match="no variant named"):
        V.precompile("gemm", names=["t999"])
