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
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs
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
    need = [-(-n // bs) for n in lens]
    width = max(need) + 1
    nb = sum(need) + spare
    order = torch.randperm(nb).tolist()
    kc = torch.full((nb, bs, hkv, d), float("nan"), dtype=dtype)
    vc = torch.full((nb, bs, hkv, d), float("nan"), dtype=dtype)
    table = torch.empty(len(lens), width, dtype=torch.int32)
    for i, (n, k) in enumerate(zip(lens, need)):
        blocks = [order.pop() for _ in range(k)]
        table[i, :k] = torch.tensor(blocks, dtype=torch.int32)
        table[i, k:] = random.choice((-1, nb + 7, order[0]))
        for j in range(n):
            kc[blocks[j // bs], j % bs] = torch.randn(hkv, d).to(dtype)
            vc[blocks[j // bs], j % bs] = torch.randn(hkv, d).to(dtype)
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
    q, kc, vc, table, sl = problem([20, 5], 4, 2, 64, 16, torch.bfloat16)
    with _config.override(ops_impl=mode, arch="gfx942"), poisoned_outputs():
        want = cdna.paged_attention(q, kc, vc, table, sl, scale=0.125)
        out = cdna.paged_attention(q.requires_grad_(), kc, vc, table, sl, scale=0.125)
        assert torch.equal(out.detach(), want) and out.requires_grad
        with pytest.raises(RuntimeError, match=r"cdna::paged_attention has no backward.*torch\.no_grad"):
            out.float().sum().backward()
        with torch.no_grad():
            assert not cdna.paged_attention(q, kc, vc, table, sl, scale=0.125).requires_grad
