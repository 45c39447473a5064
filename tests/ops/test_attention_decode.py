"""Split-KV decode attention (torch_cdna/ops/kernels/attention_decode.py): ``cdna::attention`` with S_q <= 16
over a long KV runs the split + combine kernels on the simulator with strict sanitizers (waitcnt, hazards,
LDS races, bounds), gfx942 and gfx950, against float64 sdpa; outputs (and the fp32 partials) are poisoned
with NaN before each launch. Shapes: S_q in {1, 4, 16}, S_kv in {257, 1000, 2048}, GQA 1/4/8, d 64/128."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import attention_decode as AD

from .numerics import rand
from .test_attention_kernels import check_out_lse as check

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16)


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        yield arch


@pytest.fixture
def decode_calls(monkeypatch):
    """Records the partial counts the forward launcher handed to the decode path."""
    calls: list[int] = []
    real = AD.launch_decode

    def spy(*args):
        calls.append(args[-1])
        return real(*args)
    monkeypatch.setattr(AD, "launch_decode", spy)
    return calls


def qkv(b, hkv, group, sq, skv, d, dtype, scale=1.0):
    return (rand((b, hkv * group, sq, d), dtype, scale), rand((b, hkv, skv, d), dtype, scale),
            rand((b, hkv, skv, d), dtype))


def launch_direct(q, k, v, causal, partials, scale=None):
    """The decode launcher called directly (paths the dispatch rule does not pick), outputs NaN-poisoned."""
    out = torch.full(q.shape, float("nan"), dtype=q.dtype)
    lse = torch.full(q.shape[:3], float("nan"))
    s = q.shape[-1] ** -0.5 if scale is None else scale
    stats = AD.launch_decode(q, k, v, out, lse, causal, s, q.shape[1] // k.shape[1], partials)
    return out, lse, stats


# ---------------------------------------------------------------------------------------------- through the op
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("d", (64, 128))
def test_decode_through_op(kernel_mode, decode_calls, dtype, d):
    """The op picks the decode path by itself and matches sdpa (random S_q, S_kv, GQA ratio per case)."""
    sq, skv, group = random.choice((1, 4, 16)), random.choice((257, 1000, 2048)), random.choice((1, 4, 8))
    q, k, v = qkv(1, 1, group, sq, skv, d, dtype)
    out, lse = cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=group > 1)
    assert decode_calls, "the launcher did not take the split-KV decode path"
    check(out, lse, q, k, v, causal=False)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("group", (1, 4, 8))
def test_decode_gqa_ratios(kernel_mode, decode_calls, group):
    """Every GQA ratio with S_q = 16 (G=8: 128 packed rows, four waves sharing K/V through LDS), two kv heads
    and two batches (the partial and output addressing of every (batch, kv head))."""
    d = random.choice((64, 128))
    q, k, v = qkv(2, 2, group, 16, 257, d, torch.bfloat16)
    out, lse = cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=group > 1)
    assert decode_calls
    check(out, lse, q, k, v, causal=False)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_decode_bshd_strides_and_scale(kernel_mode, decode_calls):
    """BSHD tensors passed as transposed views (the kernels take their strides) and a non-default scale."""
    q = rand((1, 4, 8, 64), torch.float16).transpose(1, 2)
    k, v = (rand((1, 600, 2, 64), torch.float16).transpose(1, 2) for _ in range(2))
    out, lse = cdna.attention(q, k, v, causal=False, scale=0.3, enable_gqa=True)
    assert decode_calls
    check(out, lse, q, k, v, causal=False, scale=0.3)


@pytest.mark.parametrize("kernel_mode", ("gfx950",), indirect=True)
def test_decode_large_scores(kernel_mode, decode_calls):
    """Scores of a few hundred whose maxima differ between partials: the combine's log-sum-exp rule."""
    q, k, v = qkv(1, 1, 4, 4, 1000, 128, torch.bfloat16, scale=6)
    out, lse = cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=True)
    assert decode_calls
    check(out, lse, q, k, v, causal=False)


@pytest.mark.parametrize("kernel_mode", ("gfx942",), indirect=True)
def test_causal_decode_stays_on_forward(kernel_mode, decode_calls):
    """Causal is top-left aligned (query i sees keys j <= i, as sdpa with S_q != S_kv): with S_q <= 16 at most
    16 keys are visible, so the forward kernel runs, and matches torch."""
    q, k, v = qkv(1, 1, 4, 4, 300, 64, torch.bfloat16)
    out, lse = cdna.attention(q, k, v, causal=True, scale=None, enable_gqa=True)
    assert not decode_calls
    check(out, lse, q, k, v, causal=True)


# ---------------------------------------------------------------------------------------------- direct launches
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("sq", (1, 16))
def test_decode_kernel_causal(arch, sq):
    """The decode kernels' own causal masking (top-left): partials past the visible keys are empty (lse -inf,
    O 0) and the combine weighs them out."""
    d = random.choice((64, 128))
    q, k, v = qkv(1, 1, 4, sq, 257, d, random.choice(DTYPES))
    with _config.override(arch=arch, sim_strict=True):
        out, lse, _ = launch_direct(q, k, v, True, partials=3)
    check(out, lse, q, k, v, causal=True)


@pytest.mark.parametrize("partials", (1, 5, 11, 40))
def test_decode_partial_counts(partials):
    """One partial (no split), a chunk that leaves a short last partial (1000 keys / 5 -> 224, 96 left),
    11 partials (the combine's second 8 loads, 5 of them past the last partial) and 40 -> 32 (two rounds
    of 16 loads)."""
    q, k, v = qkv(1, 1, 8, 4, 1000, 64, torch.bfloat16)
    with _config.override(arch="gfx942", sim_strict=True):
        out, lse, _ = launch_direct(q, k, v, False, partials)
    check(out, lse, q, k, v, causal=False)


def test_decode_memory_traffic():
    """K and V are read exactly once in total across the partials; Q once per partial; the partials are written
    once by the split kernel and read once by the combine kernel, which writes out and lse once."""
    b, hkv, group, sq, skv, d, parts = 1, 2, 4, 4, 1000, 64, 4
    q, k, v = qkv(b, hkv, group, sq, skv, d, torch.bfloat16)
    with _config.override(arch="gfx942", sim_strict=True):
        out, lse, (st1, st2) = launch_direct(q, k, v, False, parts)
    check(out, lse, q, k, v, causal=False)
    rows = group * sq
    chunk = AD.decode_chunk(skv, parts, 32)
    real_parts = -(-skv // chunk)
    part_bytes = b * hkv * real_parts * rows * (d + 1) * 4
    assert st1.global_bytes_read == 2 * k.numel() * 2 + real_parts * q.numel() * 2
    assert st1.global_bytes_written == part_bytes
    assert st2.global_bytes_read == part_bytes
    assert st2.global_bytes_written == out.numel() * 2 + lse.numel() * 4
    # per wave and 32-key block: S^T (32 x 32 x d) and O^T (d x 32 x 32) in 32x32x8 steps
    blocks = b * hkv * sum(-(-min(chunk, skv - p * chunk) // 32) for p in range(real_parts))
    assert st1.counts["mfma"] == blocks * 2 * (32 * d // 256)


# ---------------------------------------------------------------------------------------------- dispatch rule
@pytest.mark.parametrize("shape, expected", [
    ((1, 8, 1, 32768, 4, False), 64),      # long KV, few heads: as many partials as allowed
    ((64, 8, 1, 4096, 4, False), 2),       # many (batch, kv head) pairs already fill the GPU
    ((1, 1, 16, 4096, 8, False), 2),       # 128 packed rows: chunks of >= 16 * 128 keys
    ((1, 8, 1, 255, 1, False), 0),         # short KV: the forward
    ((1, 8, 17, 32768, 1, False), 0),      # not decode: the forward
    ((1, 8, 16, 32768, 16, False), 0),     # 256 packed rows exceed four waves: the forward
    ((1, 8, 1, 32768, 4, True), 0),        # causal top-left: at most S_q keys visible
])
def test_dispatch_rule(shape, expected):
    b, hkv, sq, skv, group, causal = shape
    p = AD.decode_partials(b, hkv, sq, skv, group, causal)
    assert p == expected
    if p:
        chunk = AD.decode_chunk(skv, p, 32)
        assert chunk % 32 == 0 and (p - 1) * chunk < skv <= p * chunk  # no empty partial


def test_launch_decode_rejects_bad_arguments():
    q, k, v = qkv(1, 1, 1, 17, 300, 64, torch.bfloat16)
    with pytest.raises(ValueError, match="S_q <= 16"):
        launch_direct(q, k, v, False, 2)
    q, k, v = qkv(1, 1, 1, 1, 300, 64, torch.bfloat16)
    with pytest.raises(ValueError, match="partials=65"):
        launch_direct(q, k, v, False, 65)


@pytest.mark.parametrize("arch", ARCHS)
def test_decode_kernels_assemble_without_diagnostics(arch):
    """Split (both scheduling variants, one/two/four waves) and combine kernels assemble and link with LLVM
    (any diagnostic raises); the chosen split variant keeps at least 2 waves per SIMD."""
    for dt, d, sq, group in (("bf16", 64, 1, 1), ("f16", 128, 4, 8), ("bf16", 128, 16, 4), ("f16", 64, 16, 8)):
        qt = AD.query_tiles(group * sq)
        consts = (dt, d, sq, group, qt, AD._block_keys(d, qt), sq > 1)
        for f in AD.SPLIT_VARIANTS:
            ck = f.compile(*consts, arch=arch)
            assert ck.code_object[:4] == b"\x7fELF"
            assert ck.vgprs <= 512 and ck.lds_bytes <= 65536
        assert AD.split_kernel(arch, *consts).compile(*consts, arch=arch).occupancy >= 2
        cc = AD.attn_decode_combine.compile(dt, d, sq, group, arch=arch)
        assert cc.code_object[:4] == b"\x7fELF"
