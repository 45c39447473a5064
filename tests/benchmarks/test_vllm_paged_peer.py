"""vLLM's Triton unified attention (benchmarks/vllm_paged_peer.py), cut out of the fetched vLLM sdist, compiled for
gfx942/gfx950 and run on the simulator, matches a float64 paged decode reference: bf16, GQA, ragged lengths,
shuffled block tables over a cache with unused blocks, NaN-poisoned outputs, a fresh seed. Skipped, with the
reason, only when the sdist cannot be fetched (offline and not cached)."""

from __future__ import annotations

import math

import pytest
import torch

from benchmarks import vllm_paged_peer as P, vllm_source

BF16 = torch.bfloat16


@pytest.fixture(scope="module")
def fetched():
    try:
        for arch in P.ARCHS:
            P.kernels(arch)
    except vllm_source.VllmUnavailable as e:
        pytest.skip(f"vLLM sdist unavailable: {e}")


def _problem(seqs: int, hq: int, hkv: int, d: int, ctx: int, seed: int) -> dict:
    """Random decode inputs; the cache has twice the blocks the tables use, tables are a random subset."""
    g = torch.Generator().manual_seed(seed)
    width = ctx // 16
    blocks = 2 * seqs * width
    table = torch.randperm(blocks, generator=g)[: seqs * width].to(torch.int32).reshape(seqs, width)
    lens = torch.randint(1, ctx + 1, (seqs,), generator=g).to(torch.int32)
    lens[0] = ctx                                            # one full table, the rest ragged
    k = torch.randn(blocks, 16, hkv, d, generator=g).to(BF16)
    v = torch.randn(blocks, 16, hkv, d, generator=g).to(BF16)
    return dict(q=torch.randn(seqs, hq, d, generator=g).to(BF16), k=k, v=v, table=table, lens=lens)


def _reference(p: dict) -> torch.Tensor:
    """float64 decode: query i attends to keys 0..lens[i]-1 of its blocks (GQA by repeating kv heads)."""
    q, k, v = p["q"].double(), p["k"].double(), p["v"].double()
    group, out = q.shape[1] // k.shape[2], torch.empty(q.shape, dtype=torch.float64)
    for i, n in enumerate(p["lens"].tolist()):
        rows = p["table"][i].long()
        keys = k[rows].flatten(0, 1)[:n].repeat_interleave(group, 1)         # [n, Hq, D]
        vals = v[rows].flatten(0, 1)[:n].repeat_interleave(group, 1)
        w = (torch.einsum("hd,nhd->hn", q[i], keys) / math.sqrt(q.shape[-1])).softmax(-1)
        out[i] = torch.einsum("hn,nhd->hd", w, vals)
    return out


def _run(arch: str, p: dict, force: str | None = None) -> tuple[torch.Tensor, list]:
    kc, vc = P.pack_kv(p["k"], p["v"])
    out = torch.full_like(p["q"], float("nan"))
    stats = P.run_vllm_paged(arch, p["q"], kc, vc, p["table"], p["lens"], out, p["q"].shape[-1] ** -0.5,
                             force=force)
    return out, stats


@pytest.mark.parametrize("arch", P.ARCHS)
def test_split_kv_decode_matches_float64(fetched, arch, rng_seed):
    p = _problem(3, 8, 2, 128, 96, rng_seed)
    assert P.plan(3, 8, 2, 128, BF16).three_d                 # 3 seqs <= 128 // 2: vLLM's split-KV path
    out, stats = _run(arch, p)
    assert len(stats) == 2 and stats[0].counts["mfma"] > 0 and not any(s.warnings for s in stats)
    assert not out.isnan().any(), "reduce_segments left outputs unwritten"
    torch.testing.assert_close(out.double(), _reference(p), atol=1e-2, rtol=1e-2)


def test_single_kernel_2d_path_matches_float64(fetched, rng_seed):
    p = _problem(2, 4, 4, 64, 48, rng_seed)                    # no GQA, head dim 64
    out, stats = _run("gfx942", p, force="2d")
    assert len(stats) == 1 and stats[0].workgroups == (2 // 16 + 2) * 4    # (q blocks, Hkv)
    torch.testing.assert_close(out.double(), _reference(p), atol=1e-2, rtol=1e-2)


def test_plan_follows_vllms_threshold(fetched):
    c = P.constants()
    for hkv in (1, 2, 8):
        limit = c["MIN_LAUNCH_GRID_SIZE_2D"] // hkv
        assert P.plan(limit, 8 * hkv, hkv, 128, BF16).three_d
        two_d = P.plan(limit + 1, 8 * hkv, hkv, 128, BF16)
        assert not two_d.three_d and two_d.tile == 32 and two_d.q_blocks == (limit + 1) // 2 + limit + 1
    assert P.plan(4, 64, 2, 128, BF16).block_m == 32          # group 32 > 16: BLOCK_M the next power of two
    with pytest.raises(ValueError, match="force must be"):
        P.plan(1, 8, 1, 128, BF16, force="4d")


def test_pack_kv_is_vllms_default_layout():
    k, v = torch.randn(3, 16, 2, 64), torch.randn(3, 16, 2, 64)
    kc, vc = P.pack_kv(k, v)
    assert kc.stride() == vc.stride() == (16 * 2 * 128, 2 * 128, 128, 1)
    assert vc.data_ptr() - kc.data_ptr() == 64 * 4 and torch.equal(kc, k) and torch.equal(vc, v)


def test_benchmark_row_is_checked_and_predicted(fetched, rng_seed):
    from benchmarks import paged_attention as B
    p = B.problem(2, 8, 1, 64, seed=rng_seed)
    r = B.run_vllm("gfx942", p)
    assert r["launches"] == 2 and r["max_err"] < 3e-2 and r["mfma"] > 0, r
    assert r["predicted_us"] > 2 * 2.5 and r["global_vs_min"] >= 0.99, r   # two launches' overhead at least


def test_benchmark_skips_vllm_rows_with_the_reason_when_unfetchable(monkeypatch):
    from benchmarks import paged_attention as B

    def offline(arch):
        raise vllm_source.VllmUnavailable(f"cannot fetch (offline test, {arch})")
    monkeypatch.setattr(P, "kernels", offline)
    monkeypatch.setattr(B.wheel, "hsa_dir", lambda arch: None)
    reasons = B._available("gfx942")
    assert list(reasons) == ["vllm triton"] and "offline test, gfx942" in reasons["vllm triton"]
