"""``cdna::paged_attention`` (torch_cdna/ops/paged_attention.py, kernels/paged_attention.py): the split + combine
kernels on the simulator with strict sanitizers, gfx942 and gfx950, against the float64 reference; outputs
NaN-poisoned; cache blocks no sequence uses, rows past each sequence's end and block-table entries past its
blocks hold NaN / garbage ids, so a read of any of them shows. Ragged lengths (1, not a multiple of the block
size), block tables in random order, GQA 1/4/8, windows at the edges, soft-capping, forced split counts."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs

from .paged_tables import paged_caches
from torch_cdna.ops.kernels import paged_attention as PA

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
TOL = {torch.bfloat16: 1.6e-2, torch.float16: 2e-3}


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        yield arch


def problem(lens: list[int], hq: int, hkv: int, d: int, bs: int, dtype: torch.dtype, spare: int = 3):
    """q, caches and tables for sequences of ``lens``: blocks drawn in random order from a pool with ``spare``
    unused blocks; unused blocks and rows past each sequence's end are NaN, table entries past a sequence's
    blocks are garbage ids (-1, num_blocks + 7, or a real block of another sequence)."""
    (kc, vc), table = paged_caches(lens, bs, spare, [(hkv, d), (hkv, d)], dtype)
    q = torch.randn(len(lens), hq, d).to(dtype)
    return q, kc, vc, table, torch.tensor(lens, dtype=torch.int32)


def check(q, kc, vc, table, lens, **kw) -> torch.Tensor:
    out = cdna.paged_attention(q, kc, vc, table, lens, **kw)
    want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, lens, **kw)
    assert out.dtype == q.dtype and out.shape == q.shape and not torch.isnan(out).any()
    torch.testing.assert_close(out.double(), want, rtol=TOL[q.dtype], atol=TOL[q.dtype])
    return out


# (arch, dtype) pairs: the ragged test and the several-token test together cover all four
PAIRS = (("gfx942", torch.bfloat16), ("gfx950", torch.float16))
SWAPPED = (("gfx942", torch.float16), ("gfx950", torch.bfloat16))


@pytest.mark.parametrize("kernel_mode, dtype", PAIRS, indirect=["kernel_mode"])
def test_ragged_sequences_match_float64(kernel_mode, dtype):
    """Lengths 1, a multiple of the block size and not, in one batch; head dim 64 or 128; GQA 4 or 8."""
    d, group, hkv = random.choice((64, 128)), random.choice((4, 8)), random.choice((1, 2))
    lens = random.sample([1, 16, 37, random.randint(2, 60)], 3)
    check(*problem(lens, hkv * group, hkv, d, 16, dtype), scale=d ** -0.5)


@pytest.mark.parametrize("group", (1, 4, 8))
def test_gqa_ratios(group):
    """Each GQA ratio (packed query columns 1, 4, 8 of the wave's 32), on a random arch, two kv heads."""
    with _config.override(ops_impl="kernel", arch=random.choice(ARCHS), sim_strict=True), poisoned_outputs():
        check(*problem([random.randint(1, 50), 33], 2 * group, 2, 64, 16, torch.bfloat16), scale=0.11)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_windows_at_the_edges_and_softcap(kernel_mode):
    """window_left 0 (the query's own key only), seq_len - 1 (the whole sequence, exactly), one starting
    exactly on a block boundary (40 - 1 - 32 = 7 is not, 33 - 1 - 32 = 0 is); with and without soft-capping."""
    lens = [40, 33, 17]
    q, kc, vc, table, sl = problem(lens, 4, 1, 64, 16, torch.bfloat16)
    # 40 - 1 - 39 = 0: the whole sequence; 33 - 1 - 32 = 0: the first key, a block start (split between archs)
    for window in {"gfx942": (0, 32), "gfx950": (32, 39)}[kernel_mode]:
        check(q, kc, vc, table, sl, scale=0.125, window_left=window, softcap=random.choice((0.0, 2.5)))


def test_forced_partials_block_sizes_and_empty_sequences():
    """The launcher with 1 and 4 partials (partials past a sequence's end see no key), block sizes 8 and 32
    (4 segments / 1 segment per 32-key block), and a sequence of length 0 (out 0); a random arch."""
    bs, arch = random.choice((8, 32)), random.choice(ARCHS)
    q, kc, vc, table, sl = problem([70, 0, 9], 8, 2, 64, bs, torch.float16)
    want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, sl, scale=0.2)
    assert torch.equal(want[1], torch.zeros_like(want[1]))
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True):
        for partials in (1, 4):
            out = torch.full_like(q, float("nan"))
            stats = PA.launch_paged_attention(q, kc, vc, table, sl, out, 0.2, partials=partials)
            keys = table.shape[1] * bs
            used = -(-keys // PA.decode_chunk(keys, partials, PA.BN))
            assert stats[0].workgroups == used * 2 * 3 and used == min(partials, -(-keys // PA.BN))
            # each key of each kv head once (K and V), plus q, the table and the lengths: no other cache byte
            kv_bytes = 2 * sum(sl.tolist()) * 2 * 64 * 2
            assert stats[0].global_unique_bytes_read <= kv_bytes + q.numel() * 2 + table.numel() * 4 + 12
            torch.testing.assert_close(out.double(), want, rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_single_partial_writes_out_itself(kernel_mode):
    """One partial: the split kernel alone writes out (``paged_decode_single``, one launch) for several query
    tokens (a sequence shorter than q_len: rows that see no key get 0), a window and soft-capping, over
    NaN-filled unused cache rows and garbage table entries."""
    q_len, lens = 3, [40, 2, 0]
    _, kc, vc, table, sl = problem(lens, 8, 2, 64, 16, torch.float16)
    q = torch.randn(len(lens), q_len, 8, 64).to(torch.float16)
    for kw in (dict(), dict(window_left=random.choice((0, 9)), softcap=2.5)):
        want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, sl, scale=0.125, **kw)
        out = torch.full_like(q, float("nan"))
        stats = PA.launch_paged_attention(q, kc, vc, table, sl, out, 0.125, kw.get("softcap", 0.0),
                                          kw.get("window_left", -1), partials=1)
        assert len(stats) == 1 and stats[0].workgroups == 2 * 3
        torch.testing.assert_close(out.double(), want, rtol=2e-3, atol=2e-3)
        assert torch.equal(out[2], torch.zeros_like(out[2])) and torch.equal(out[1, 0], torch.zeros_like(out[1, 0]))


def test_the_rule_splits_long_caches():
    """Few sequences over long block tables use many partials; many short ones one."""
    assert PA.paged_partials(num_seqs=1, hkv=8, rows=4, max_keys=32768) == 64
    assert PA.paged_partials(num_seqs=256, hkv=8, rows=4, max_keys=512) == 1


@pytest.mark.parametrize("change, match", [
    (lambda a: a.update(seq_lens=torch.tensor([33, 5], dtype=torch.int32)), r"seq_lens\[0\] = 33 is outside \[0, 32\]"),
    (lambda a: a["block_table"].__setitem__((1, 0), 9), r"block_table\[1, 0\] = 9 is outside \[0, 4\)"),
    (lambda a: a.update(block_table=a["block_table"].long()), r"block_table must be int32"),
    (lambda a: a.update(seq_lens=torch.tensor([3], dtype=torch.int32)), r"seq_lens must be int32 \[num_seqs\] = \[2\]"),
    (lambda a: a.update(q=torch.randn(2, 3, 64)), r"q's 3 heads must be a multiple of the caches' 2 kv heads"),
    (lambda a: a.update(v_cache=a["v_cache"].half()), r"v_cache has dtype torch.float16"),
    (lambda a: a.update(q=torch.randn(2, 4, 32)), r"k_cache must be .* with q's head dim 32"),
])
def test_errors_name_the_argument(change, match):
    args = dict(q=torch.randn(2, 4, 64), k_cache=torch.randn(4, 16, 2, 64), v_cache=torch.randn(4, 16, 2, 64),
                block_table=torch.tensor([[0, 1], [2, 3]], dtype=torch.int32),
                seq_lens=torch.tensor([20, 5], dtype=torch.int32))
    change(args)
    for mode in ("reference", "kernel"):
        with _config.override(ops_impl=mode), pytest.raises((ValueError, TypeError), match=match):
            cdna.paged_attention(*args.values(), scale=0.125)


@pytest.mark.parametrize("kernel_mode, dtype", SWAPPED, indirect=["kernel_mode"])
def test_several_query_tokens_per_sequence(kernel_mode, dtype):
    """q [num_seqs, q_len, Hq, D]: each sequence's last q_len tokens, bottom-right causal (speculative decoding),
    G * q_len = 4 * 4 packed rows; a sequence shorter than q_len (its first query rows see no key: out 0) and a
    left window."""
    q_len, lens = 4, [37, 2, 16]
    _, kc, vc, table, sl = problem(lens, 8, 2, 64, 16, dtype)
    q = torch.randn(len(lens), q_len, 8, 64).to(dtype)
    out = check(q, kc, vc, table, sl, scale=0.125)
    assert torch.equal(out[1, :2], torch.zeros_like(out[1, :2]))
    check(q, kc, vc, table, sl, scale=0.125, window_left=random.choice((0, 5)))


@pytest.mark.parametrize("mode", ("reference", "kernel"))
def test_backward_names_the_op(mode):
    """No gradient: the forward runs on a q that requires grad (same values as without), the backward raises
    naming the op; under no_grad nothing is attached."""
    q, kc, vc, table, sl = problem([9], 1, 1, 64, 16, torch.bfloat16)
    with _config.override(ops_impl=mode, arch="gfx942"), poisoned_outputs():
        want = cdna.paged_attention(q, kc, vc, table, sl, scale=0.125)
        out = cdna.paged_attention(q.requires_grad_(), kc, vc, table, sl, scale=0.125)
        assert torch.equal(out.detach(), want) and out.requires_grad
        with pytest.raises(RuntimeError, match=r"cdna::paged_attention has no backward.*torch\.no_grad"):
            out.float().sum().backward()
        with torch.no_grad():
            assert not cdna.paged_attention(q, kc, vc, table, sl, scale=0.125).requires_grad


# ------------------------------------------------------------------------------------------- fp8 caches
FP8 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}


def fp8_problem(lens: list[int], hq: int, hkv: int, d: int, arch: str, dtype: torch.dtype, per_head: bool):
    """``problem``'s tensors with the caches quantised to the arch's e4m3 (NaN rows stay NaN codes, garbage
    table entries stay) and the scales: per-tensor (one element) or per-head ([hkv], distinct)."""
    q, kc, vc, table, sl = problem(lens, hq, hkv, d, 16, dtype)
    f8, fmax = FP8[arch], torch.finfo(FP8[arch]).max
    if per_head:
        ks, vs = torch.rand(hkv) * 0.02 + 0.01, torch.rand(hkv) * 0.02 + 0.005
    else:
        ks, vs = torch.tensor(0.021), torch.tensor([0.013])
    quant = lambda c, s: (c.float() / (s.view(-1, 1) if s.numel() > 1 else s)).clamp(-fmax, fmax).to(f8)  # noqa: E731
    return q, quant(kc, ks), quant(vc, vs), table, sl, ks, vs


@pytest.mark.parametrize("arch, dtype, per_head, group", [
    ("gfx942", torch.bfloat16, False, 1), ("gfx942", torch.float16, True, 8),
    ("gfx950", torch.float16, False, 4), ("gfx950", torch.bfloat16, True, 8)])
def test_fp8_caches_match_float64(arch, dtype, per_head, group):
    """fp8 K/V (the arch's e4m3) with per-tensor / per-head scales against the float64 reference over the
    dequantised caches: ragged lengths, blocks in random order, NaN codes in unused rows, GQA 1/4/8, head dim
    64 or 128, with a window and soft-cap at random; NaN-poisoned outputs."""
    d, hkv = random.choice((64, 128)), 1 if per_head and group == 8 else 2
    q, kq, vq, table, sl, ks, vs = fp8_problem(random.sample([1, 16, 37, random.randint(2, 40)], 3), hkv * group,
                                               hkv, d, arch, dtype, per_head)
    kw = dict(scale=d ** -0.5, k_scale=ks, v_scale=vs, softcap=random.choice((0.0, 3.0)),
              window_left=random.choice((-1, 7)))
    want = OPS["paged_attention"].reference(q.double(), kq, vq, table, sl, **kw)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.paged_attention(q, kq, vq, table, sl, **kw)
    assert out.dtype == dtype and not torch.isnan(out).any()
    torch.testing.assert_close(out.double(), want, rtol=TOL[dtype], atol=TOL[dtype])


def test_fp8_caches_written_by_append_kv_round_trip():
    """append_kv's fp8 kernel writes the caches (per-head k, per-tensor v scale) that paged_attention's reads,
    on a random arch; the result matches attention over the dequantised values in float64."""
    arch = random.choice(ARCHS)
    f8, hkv, d, n = FP8[arch], 2, 64, 21
    kc = torch.full((4, 16, hkv, d), float("nan")).to(f8)
    vc = kc.clone()
    k, v = torch.randn(n, hkv, d, dtype=torch.bfloat16), torch.randn(n, hkv, d, dtype=torch.bfloat16)
    ks, vs = torch.tensor([0.025, 0.031]), torch.tensor(0.027)  # |k| / scale < 240: no saturation
    table = torch.tensor([[2, 0]], dtype=torch.int32)
    slots = torch.tensor([2 * 16 + j if j < 16 else j - 16 for j in range(n)])
    q = torch.randn(1, 4 * hkv, d, dtype=torch.bfloat16)
    sl = torch.tensor([n], dtype=torch.int32)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        cdna.append_kv(kc, vc, k, v, slots, k_scale=ks, v_scale=vs)
        out = cdna.paged_attention(q, kc, vc, table, sl, scale=0.125, k_scale=ks, v_scale=vs)
    want = OPS["paged_attention"].reference(q.double(), kc, vc, table, sl, scale=0.125, k_scale=ks, v_scale=vs)
    torch.testing.assert_close(out.double(), want, rtol=TOL[q.dtype], atol=TOL[q.dtype])
    # and the dequantised caches are k and v to within e4m3's half ulp (2^-4 relative) plus the subnormal step
    deq = kc[table[0].long()].flatten(0, 1)[:n].double() * ks.double().view(-1, 1)
    assert ((deq - k.double()).abs() <= k.double().abs() / 16 + 2.0 ** -10 * 0.031).all()


@pytest.mark.parametrize("arch", ARCHS)
def test_fp8_cache_of_the_other_arch_is_refused_by_name(arch):
    other = FP8["gfx950" if arch == "gfx942" else "gfx942"]
    q, kc, vc, table, sl = problem([5], 2, 1, 64, 16, torch.bfloat16)
    kc, vc = kc.nan_to_num(0).to(other), vc.nan_to_num(0).to(other)
    with _config.override(ops_impl="kernel", arch=arch), pytest.raises(
            MissingKernel, match=rf"caches are {other}, but arch {arch} converts fp8 as {FP8[arch]}.*allocate"):
        cdna.paged_attention(q, kc, vc, table, sl, scale=0.125, k_scale=torch.tensor(1.0), v_scale=torch.tensor(1.0))


@pytest.mark.parametrize("change, match", [
    (dict(v_scale=None), r"k_scale and v_scale are required"),
    (dict(k_scale=torch.ones(3)), r"k_scale must be a float32 tensor .* \[num_kv_heads\] = \[2\]"),
    (dict(k_cache=None), r"k_scale is given but the caches are torch.bfloat16"),
])
def test_fp8_errors_name_the_argument(change, match):
    q, kc, vc, table, sl = problem([5, 9], 4, 2, 64, 16, torch.bfloat16)
    args = dict(k_cache=kc.nan_to_num(0).to(torch.float8_e4m3fnuz), v_cache=vc.nan_to_num(0).to(torch.float8_e4m3fnuz),
                k_scale=torch.tensor(1.0), v_scale=torch.ones(2))
    if "k_cache" in change:
        args.update(k_cache=kc, v_cache=vc)
    else:
        args.update(change)
    with pytest.raises((ValueError, TypeError), match=match):
        cdna.paged_attention(q, args["k_cache"], args["v_cache"], table, sl, scale=0.1, k_scale=args["k_scale"],
                             v_scale=args["v_scale"])


# ------------------------------------------------------------------------------------------- head dims 80/96/256
@pytest.mark.parametrize("arch, dtype, d", [("gfx942", torch.bfloat16, 80), ("gfx950", torch.float16, 96),
                                            (None, None, 256)])
def test_head_dims_80_96_256_match_float64(arch, dtype, d):
    """The training attention's other head dims: 80/96 (V staged as 128 columns, the stores cut at d) and 256
    (one launch per 128-column slice of V and out; arch and dtype at random); ragged lengths, blocks in random
    order, GQA 1/4/8 at random, a window and soft-cap at random, NaN-poisoned outputs, and (80, 256) with one
    forced partial the single kernel."""
    arch, dtype = arch or random.choice(ARCHS), dtype or random.choice((torch.bfloat16, torch.float16))
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        _head_dim_case(dtype, d)


def _head_dim_case(dtype: torch.dtype, d: int) -> None:
    group, hkv = random.choice((1, 4, 8)), random.choice((1, 2))
    lens = random.sample([1, 16, 37, random.randint(2, 60)], 3)
    q, kc, vc, table, sl = problem(lens, hkv * group, hkv, d, 16, dtype)
    kw = dict(scale=d ** -0.5, window_left=random.choice((-1, 9)), softcap=random.choice((0.0, 2.5)))
    check(q, kc, vc, table, sl, **kw)
    if d == 96:  # three whole 32-column tiles: nothing the split path has not checked (80: the cut store,
        return   # 256: the slices' out pointers)
    want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, sl, **kw)
    out = torch.full_like(q, float("nan"))
    stats = PA.launch_paged_attention(q, kc, vc, table, sl, out, kw["scale"], kw["softcap"], kw["window_left"],
                                      partials=1)
    assert len(stats) == (2 if d == 256 else 1)  # the single kernel, once per 128-column slice
    torch.testing.assert_close(out.double(), want, rtol=TOL[dtype], atol=TOL[dtype])


def test_fp8_caches_head_dims_80_96():
    """fp8 caches at head dim 80 or 96 on a random arch (per-head scales, GQA 4), NaN codes in unused rows,
    one-token and packed (cu_seqlens_q, with sinks) queries; d=256 with fp8 caches has no kernel and says so."""
    arch, d = random.choice(ARCHS), random.choice((80, 96))
    q, kq, vq, table, sl, ks, vs = fp8_problem([23, 1, 40], 8, 2, d, arch, torch.bfloat16, True)
    kw = dict(scale=d ** -0.5, k_scale=ks, v_scale=vs)
    want = OPS["paged_attention"].reference(q.double(), kq, vq, table, sl, **kw)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.paged_attention(q, kq, vq, table, sl, **kw)
        assert not torch.isnan(out).any()
        torch.testing.assert_close(out.double(), want, rtol=TOL[q.dtype], atol=TOL[q.dtype])
        # and packed queries (cu_seqlens_q: 3, 0 and 5 tokens) with sinks over the same fp8 caches
        qv = torch.randn(8, 8, d).to(torch.bfloat16)
        kv = dict(kw, cu_seqlens_q=torch.tensor([0, 3, 3, 8], dtype=torch.int32), sinks=torch.randn(8))
        want = OPS["paged_attention"].reference(qv.double(), kq, vq, table, sl, **kv)
        torch.testing.assert_close(cdna.paged_attention(qv, kq, vq, table, sl, **kv).double(), want,
                                   rtol=TOL[q.dtype], atol=TOL[q.dtype])
        q2, kq2, vq2, table2, sl2, ks2, vs2 = fp8_problem([5], 2, 1, 256, arch, torch.bfloat16, False)
        with pytest.raises(MissingKernel, match=r"head dim 256.*\(fp8 caches\).*head dims \(64, 80, 96, 128\)"):
            cdna.paged_attention(q2, kq2, vq2, table2, sl2, scale=0.1, k_scale=ks2, v_scale=vs2)


# ------------------------------------------------------------------------------------------- varlen queries
def varlen_problem(q_lens: list[int], lens: list[int], hq: int, hkv: int, d: int, dtype: torch.dtype):
    """``problem``'s caches and tables with packed queries: q [sum q_lens, hq, d] and cu_seqlens_q."""
    _, kc, vc, table, sl = problem(lens, hq, hkv, d, 16, dtype)
    cu = torch.tensor([0] + torch.tensor(q_lens).cumsum(0).tolist(), dtype=torch.int32)
    return torch.randn(int(cu[-1]), hq, d).to(dtype), kc, vc, table, sl, cu


@pytest.mark.parametrize("kernel_mode, dtype", PAIRS, indirect=["kernel_mode"])
def test_varlen_queries_match_float64(kernel_mode, dtype):
    """cu_seqlens_q (chunked prefill beside decodes): q_len 1 (decode), 0 (no query), more than one chunk of
    the kernel's query tokens, and more than the sequence's keys (its first rows see none: out 0), in one
    batch; GQA 1/4/8, a window and soft-cap at random; against the per-sequence float64 reference, through the
    op (the rule's partials) and the launcher with one partial (the single kernel into the padded rows)."""
    group, hkv = random.choice((1, 4, 8)), random.choice((1, 2))
    lens = [37, 20, 2, random.randint(1, 50)]
    q_lens = [1, 0, 3, random.randint(9, 17)]  # 9..17 tokens: 2+ chunks of <= 8 (G=4/8: 8/4 tokens)
    q, kc, vc, table, sl, cu = varlen_problem(q_lens, lens, hkv * group, hkv, 64, dtype)
    kw = dict(scale=0.125, window_left=random.choice((-1, 6)), softcap=random.choice((0.0, 2.5)), cu_seqlens_q=cu)
    out = check(q, kc, vc, table, sl, max_q=random.choice((0, max(q_lens))), **kw)
    assert torch.equal(out[1], torch.zeros_like(out[1]))  # sequence 2's first query (row 1, of 3) sees no key (2 keys)
    want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, sl, **kw)
    once = torch.full_like(q, float("nan"))
    stats = PA.launch_paged_attention(q, kc, vc, table, sl, once, 0.125, kw["softcap"], kw["window_left"],
                                      partials=1, cu_seqlens_q=cu, max_q=max(q_lens))
    chunk = PA.varlen_chunk(max(q_lens), group)
    assert len(stats) == 1 and stats[0].workgroups == hkv * 4 * -(-max(q_lens) // chunk)
    torch.testing.assert_close(once.double(), want, rtol=TOL[dtype], atol=TOL[dtype])


@pytest.mark.parametrize("cu, max_q, match", [
    ([1, 2, 4], 0, r"cu_seqlens_q = \[1, 2, 4\] must start at 0, never decrease and end at q's 4 rows"),
    ([0, 3, 2], 0, r"never decrease"),
    ([0, 1, 3], 0, r"end at q's 4 rows"),
    ([0, 1, 4], 2, r"max_q=2 but a sequence has 3 query tokens"),
    ([0, 4], 0, r"cu_seqlens_q must be int32 \[num_seqs \+ 1\] = \[3\]"),
])
def test_varlen_errors_name_the_argument(cu, max_q, match):
    q, kc, vc, table, sl, _ = varlen_problem([1, 3], [5, 9], 4, 2, 64, torch.bfloat16)
    for mode in ("reference", "kernel"):
        with _config.override(ops_impl=mode), pytest.raises(ValueError, match=match):
            cdna.paged_attention(q, kc, vc, table, sl, scale=0.1, cu_seqlens_q=torch.tensor(cu, dtype=torch.int32),
                                 max_q=max_q)
    with pytest.raises(ValueError, match=r"with cu_seqlens_q, q must be \[total_q, num_heads, head_dim\]"):
        cdna.paged_attention(q.unsqueeze(0), kc, vc, table, sl, scale=0.1,
                             cu_seqlens_q=torch.tensor([0, 1, 4], dtype=torch.int32))
