"""``cdna::mla_decode`` (torch_cdna/ops/mla.py, kernels/mla.py): the split + combine kernels on the simulator with
strict sanitizers, gfx942 and gfx950, bf16 and fp16, against a float64 reference; outputs NaN-poisoned; cache
blocks no sequence uses and rows past each sequence's end hold NaN, table entries past a sequence's blocks are
garbage ids, so a read of any of them shows. Ragged lengths (0, 1, not a multiple of the block size), block
tables in random order, block sizes 1/16/64, 16 and 128 heads, forced split counts. Seeds: the ``rng_seed``
fixture (tests/conftest.py) seeds ``random`` and torch and is printed with a failure."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs

from .paged_tables import paged_caches
from torch_cdna.ops.kernels import mla as K

cdna = torch.ops.cdna
TOL = {torch.bfloat16: 1.6e-2, torch.float16: 2e-3}
D, RANK = 576, 512


def kernel_mode(arch: str):
    return _config.override(ops_impl="kernel", arch=arch, sim_strict=True)


def problem(lens: list[int], hq: int, bs: int, dtype: torch.dtype, spare: int = 2):
    """q, the latent cache and tables for sequences of ``lens``: blocks drawn in random order from a pool with
    ``spare`` unused blocks; unused blocks and rows past each sequence's end are NaN, table entries past a
    sequence's blocks are garbage ids (-1, num_blocks + 7, or a block of another sequence)."""
    (kv,), table = paged_caches(lens, bs, spare, [(1, D)], dtype)
    q = torch.randn(len(lens), hq, D).to(dtype)
    return q, kv, table, torch.tensor(lens, dtype=torch.int32)


def check(q, kv, table, lens, scale: float) -> torch.Tensor:
    with poisoned_outputs():
        out = cdna.mla_decode(q, kv, table, lens, scale)
    want = OPS["mla_decode"].reference(q.double(), kv.double(), table, lens, scale)
    assert out.dtype == q.dtype and out.shape == (*q.shape[:2], RANK) and not torch.isnan(out).any()
    torch.testing.assert_close(out.double(), want, rtol=TOL[q.dtype], atol=TOL[q.dtype])
    return out


@pytest.mark.parametrize("arch, dtype, bs", [("gfx942", torch.bfloat16, 16), ("gfx950", torch.float16, 1),
                                             ("gfx942", torch.float16, 64), ("gfx950", torch.bfloat16, 16)])
def test_ragged_sequences_match_float64(rng_seed, arch, dtype, bs):
    """Lengths 0 (out 0), 1, and not a multiple of the block size in one batch; 16 heads (half a wave's
    columns); block tables in random order with garbage past each sequence's blocks."""
    lens = random.sample([0, 1, random.randint(2, 45)], 3)
    with kernel_mode(arch):
        check(*problem(lens, 16, bs, dtype), scale=random.uniform(0.04, 0.1))


@pytest.mark.parametrize("arch", ("gfx942", "gfx950"))
def test_128_heads_four_groups(rng_seed, arch):
    """128 heads: four head groups of 32, each reading the same rows (one partial: the single kernel)."""
    dtype = random.choice((torch.bfloat16, torch.float16))
    with kernel_mode(arch):
        check(*problem([random.randint(20, 40)], 128, 16, dtype), scale=0.06)


@pytest.mark.parametrize("partials", (2, 3))
def test_forced_partials(rng_seed, partials):
    """Split + combine: two partials (the second holding one sequence's tail) and three (the last ones past the
    shorter sequence's end: lse -inf, weight 0 in the combine), on a random arch."""
    arch = random.choice(("gfx942", "gfx950"))
    q, kv, table, lens = problem([random.randint(65, 96), 5], 16, 16, torch.bfloat16)
    out = torch.full((2, 16, RANK), float("nan"), dtype=torch.bfloat16)
    with kernel_mode(arch):
        K.launch_mla_decode(q, kv, table, lens, out, 0.05, partials=partials)
    want = OPS["mla_decode"].reference(q.double(), kv.double(), table, lens, 0.05)
    torch.testing.assert_close(out.double(), want, rtol=1.6e-2, atol=1.6e-2)


def test_launch_plan_splits_few_sequences():
    """Few (sequence, head group) pairs split the keys; many use one partial; chunks are whole key blocks."""
    p, chunk = K.launch_plan(batch=1, hq=16, width=256, block_size=16)
    assert p > 1 and chunk % K.BN == 0 and p * chunk >= 256 * 16
    assert K.launch_plan(batch=256, hq=128, width=64, block_size=64)[0] == 1


def test_kernel_refusals_name_the_problem():
    """Shapes no kernel covers raise MissingKernel naming them (block size 24, 48 heads, head dim 320)."""
    q, kv, table, lens = problem([3], 16, 8, torch.bfloat16)
    kv24 = torch.zeros(2, 24, 1, D, dtype=torch.bfloat16)
    with kernel_mode("gfx942"):
        with pytest.raises(MissingKernel, match="block_size 24"):
            cdna.mla_decode(q, kv24, torch.zeros(1, 1, dtype=torch.int32), lens, 0.1)
        with pytest.raises(MissingKernel, match="48 heads"):
            cdna.mla_decode(torch.zeros(1, 48, D, dtype=torch.bfloat16), kv, table, lens, 0.1)
        with pytest.raises(MissingKernel, match="head_dim 320"):
            cdna.mla_decode(q[..., :320], kv[..., :320], table, lens, 0.1, kv_lora_rank=256)


def test_validation_errors():
    q, kv, table, lens = problem([3, 7], 16, 8, torch.float32)
    with _config.override(ops_impl="reference"):
        with pytest.raises(ValueError, match="one latent head"):
            cdna.mla_decode(q, kv.expand(-1, -1, 2, -1), table, lens, 0.1)
        with pytest.raises(ValueError, match="seq_lens"):
            cdna.mla_decode(q, kv, table, lens.long(), 0.1)
        with pytest.raises(ValueError, match="kv_lora_rank=600"):
            cdna.mla_decode(q, kv, table, lens, 0.1, kv_lora_rank=600)
        with pytest.raises(ValueError, match=r"cdna::mla_decode: seq_lens\[1\] = 99"):
            cdna.mla_decode(q, kv, table, torch.tensor([3, 99], dtype=torch.int32), 0.1)
        bad = table.clone()
        bad[0, 0] = -5   # a block sequence 0 (3 keys) uses
        with pytest.raises(ValueError, match=r"cdna::mla_decode: block_table\[0, 0\] = -5 is outside \[0, \d+\)"):
            cdna.mla_decode(q, kv, bad, lens, 0.1)
        with pytest.raises(ValueError, match="softmax_scale"):
            cdna.mla_decode(q, kv, table, lens, float("inf"))


@pytest.mark.parametrize("arch, dtype", [("gfx942", torch.bfloat16), ("gfx950", torch.float16)])
def test_fp8_cache_matches_float64(rng_seed, arch, dtype):
    """The arch's e4m3 cache (FNUZ on gfx942, OCP on gfx950) with a per-tensor scale: the kernel widens the codes
    exactly and folds the scale into the scores and O; matches the reference's ``code * scale`` in float64.
    Unused blocks hold NaN codes (where the format has one) or the largest code; the other arch's format is
    refused by name."""
    from torch_cdna.ops import _fp8
    fp8 = _fp8.default_fp8(arch)
    q, kv, table, lens = problem(random.sample([1, random.randint(2, 40), 33], 3), 16, 16, dtype)
    scale = torch.tensor([random.uniform(0.02, 0.1)])
    codes = (kv.float() / scale).clamp(-200, 200).to(fp8)  # NaN rows stay NaN codes (0x80 in FNUZ)
    with kernel_mode(arch), poisoned_outputs():
        out = cdna.mla_decode(q, codes, table, lens, 0.07, kv_scale=scale)
        other = torch.float8_e4m3fn if fp8 == torch.float8_e4m3fnuz else torch.float8_e4m3fnuz
        with pytest.raises(MissingKernel, match=str(other).split(".")[-1]):
            cdna.mla_decode(q, codes.view(torch.uint8).view(other), table, lens, 0.07, kv_scale=scale)
    want = OPS["mla_decode"].reference(q.double(), codes, table, lens, 0.07, kv_scale=scale)
    assert not torch.isnan(out).any()
    torch.testing.assert_close(out.double(), want, rtol=TOL[dtype], atol=TOL[dtype])
    with pytest.raises(ValueError, match="kv_scale"):
        cdna.mla_decode(q, codes, table, lens, 0.1)


def test_backward_raises_naming_the_op():
    q, kv, table, lens = problem([4], 16, 4, torch.float32)
    q.requires_grad_(True)
    with _config.override(ops_impl="reference"):
        out = cdna.mla_decode(q, kv, table, lens, 0.1)
    with pytest.raises(RuntimeError, match="cdna::mla_decode"):
        out.sum().backward()


@pytest.mark.parametrize("b, hq, bs, width, fp8", [(2, 16, 16, 3, False), (1, 128, 64, 40, True),
                                                  (3, 8, 1, 1000, False), (1, 32, 16, 64, False)])
def test_registry_picks_match_launcher(monkeypatch, b, hq, bs, width, fp8):
    """``variants.select("mla_decode", ...)`` names the kernels and compile-time arguments the launcher uses
    (the kernels replaced by recorders: nothing runs)."""
    from torch_cdna.ops import variants as V
    from torch_cdna.ops.kernels import attention_decode as AD
    seen: list = []

    def recorder(name: str, nconst: int):
        return lambda grid, block, *args: seen.append((name, tuple(args[:nconst])))
    monkeypatch.setattr(K, "mla_decode_split", recorder("mla_decode_split", 3))
    monkeypatch.setattr(K, "mla_decode_split_fp8", recorder("mla_decode_split_fp8", 3))
    monkeypatch.setattr(K, "mla_decode_single", recorder("mla_decode_single", 3))
    monkeypatch.setattr(AD, "attn_decode_combine", recorder("attn_decode_combine", 4))
    q = torch.zeros(b, hq, D, dtype=torch.float16)
    cache = torch.zeros(b * width, bs, 1, D).to(torch.float8_e4m3fnuz if fp8 else torch.float16)
    K.launch_mla_decode(q, cache, torch.zeros(b, width, dtype=torch.int32), torch.zeros(b, dtype=torch.int32),
                        torch.empty(b, hq, RANK, dtype=torch.float16), 0.1,
                        kv_scale=torch.ones(1) if fp8 else None)
    picks = V.select("mla_decode", num_seqs=b, hq=hq, block_size=bs, max_blocks=width, dtype="f16",
                     kv_cache="fp8" if fp8 else None, arch=random.choice(("gfx942", "gfx950")))
    assert seen == [(p.variant.kernel.split(":")[1], p.consts) for p in picks]
