"""vLLM's Triton fused-MoE kernel as a peer (benchmarks/vllm_moe_peer.py, fetched by benchmarks/vllm_source.py):
compiled for gfx942 and gfx950 and run on the simulator, its GEMM and the whole layer match float64 references
(bf16, NaN-poisoned buffers, fresh seeds); the config vLLM would pick; the fetcher's failure modes. Tests that
need vLLM's sdist skip, naming why, when it cannot be fetched."""

from __future__ import annotations

import io
import json
import urllib.error

import pytest
import torch

from benchmarks import vllm_moe_peer as V
from benchmarks import vllm_source as S
from torch_cdna import _config

BF16 = torch.bfloat16


@pytest.fixture(scope="module")
def vllm_kernel():
    try:
        return V.kernel()
    except S.VllmUnavailable as exc:
        pytest.skip(f"vLLM's fused_moe_kernel unavailable: {exc}")


def _layer(g: torch.Generator, t: int, d: int, i: int, e: int, k: int) -> tuple:
    x = torch.randn(t, d, generator=g).to(BF16)
    w13 = (torch.randn(e, 2 * i, d, generator=g) * d ** -0.5).to(BF16)
    w2 = (torch.randn(e, d, i, generator=g) * i ** -0.5).to(BF16)
    ids = torch.stack([torch.randperm(e, generator=g)[:k] for _ in range(t)])   # distinct experts per token
    w = torch.rand(t, k, generator=g) + 0.1
    return x, w13, w2, w / w.sum(1, keepdim=True), ids


def _assert_close(out: torch.Tensor, ref: torch.Tensor, what: str, seed: int) -> None:
    assert not out.isnan().any(), f"{what}: NaN left in the output (unwritten rows), seed {seed}"
    scale = float(ref.abs().max())
    bad = (out.double() - ref).abs() > 2e-2 * scale + 2e-2 * ref.abs()
    assert not bad.any(), (f"{what}: {int(bad.sum())} elements off, max error "
                           f"{float((out.double() - ref).abs().max()):.3g} of max |ref| {scale:.3g}, seed {seed}")


@pytest.mark.parametrize("arch", V.ARCHS)
def test_gemm1_and_layer_match_float64(vllm_kernel, arch, rng_seed):
    g = torch.Generator().manual_seed(rng_seed)
    t, d, i, e, k = 8, 128, 64, 4, 2
    x, w13, w2, tw, ids = _layer(g, t, d, i, e, k)
    cfg, source = V.pick_config(arch, t, e, i)
    assert source == "default rule" and cfg["BLOCK_SIZE_M"] == 16
    with _config.override(ops_impl="kernel", arch=arch):
        s, eids, npad = V.expert_assignment(ids, e, cfg["BLOCK_SIZE_M"])
    assert s is not None and s.numel() == V.vllm_align_length(t * k, e, 16)
    c1 = torch.full((t, k, 2 * i), float("nan"), dtype=BF16)
    stats = V.invoke(arch, x, w13, c1, tw.float(), s, eids, npad, False, k, cfg)
    assert stats.counts["mfma"] > 0
    ref1 = torch.stack([torch.stack([w13[int(ids[r, j])].double() @ x[r].double() for j in range(k)])
                        for r in range(t)])
    _assert_close(c1, ref1, f"GEMM1 on {arch}", rng_seed)

    out = torch.full((t, d), float("nan"), dtype=BF16)
    got, launches, info = V.run_vllm_moe(arch, x, w13, w2, tw, ids, out=out)
    assert got is out and len(launches) == 3 and not info["naive"]
    assert [s.counts["mfma"] > 0 for s in launches] == [True, False, True]   # GEMM1, silu_and_mul, GEMM2
    _assert_close(out, V.reference(x, w13, w2, tw, ids), f"layer on {arch}", rng_seed)


def test_tuned_mi300x_config_and_naive_routing(vllm_kernel, rng_seed):
    """2 tokens, top-1, 8 experts (2 * 1 * 4 <= 8: vLLM's naive path) with I = 2048: the sdist's tuned
    MI300X table E=8,N=2048 applies (batch 2 entry: kpack 2, matrix_instr_nonkdim 16)."""
    g = torch.Generator().manual_seed(rng_seed)
    t, d, i, e, k = 2, 64, 2048, 8, 1
    x, w13, w2, tw, ids = _layer(g, t, d, i, e, k)
    out = torch.full((t, d), float("nan"), dtype=BF16)
    _, launches, info = V.run_vllm_moe("gfx942", x, w13, w2, tw, ids, out=out)
    assert info["naive"] and info["config_source"].endswith("[batch 2]"), info
    assert info["config"]["kpack"] == 2 and info["config"]["matrix_instr_nonkdim"] == 16
    _assert_close(out, V.reference(x, w13, w2, tw, ids), "tuned/naive layer on gfx942", rng_seed)


def test_pick_config_follows_vllm(vllm_kernel):
    table = dict(V.tuned_configs("gfx942", 8, 2048))
    assert sorted(table)[:3] == [1, 2, 4]
    assert V.pick_config("gfx942", 3, 8, 2048) == (table[2], "E=8,N=2048,device_name=AMD_Instinct_MI300X.json "
                                                             "[batch 2]")  # tie 2 / 4: the first in the file
    assert V.pick_config("gfx942", 10 ** 6, 8, 2048)[0] == table[max(table)]
    assert V.tuned_configs("gfx950", 8, 2048) is None       # 0.33.0 ships no MI355X table
    assert V.pick_config("gfx950", 64, 8, 2048) == (V.default_config(64, 8), "default rule")


@pytest.mark.parametrize("m,e,want", [
    (4, 8, (16, 64, 128, 1, 4)), (64, 8, (32, 64, 128, 1, 4)), (65, 8, (32, 128, 64, 1, 4)),
    (200, 1, (64, 128, 64, 16, 8)), (1000, 8, (128, 128, 64, 1, 8)), (1032, 8, (128, 128, 64, 16, 8)),
])
def test_default_rule(m, e, want):
    c = V.default_config(m, e)
    assert (c["BLOCK_SIZE_M"], c["BLOCK_SIZE_N"], c["BLOCK_SIZE_K"], c["GROUP_SIZE_M"], c["num_warps"]) == want
    assert c["num_stages"] == 2 and c["SPLIT_K"] == 1


def test_align_buffers_have_vllms_sizes():
    ids = torch.tensor([[0, 3], [3, 1], [0, 3]])
    with _config.override(ops_impl="reference"):
        s, e, npad = V.expert_assignment(ids, 4, 4)
    assert s.numel() == 6 + 4 * 3 and e.numel() == 5 and int(npad[0]) == 12
    assert s[:12].tolist() == [0, 4, 6, 6, 3, 6, 6, 6, 1, 2, 5, 6] and (s[12:] == 6).all()
    assert e[:3].tolist() == [0, 1, 3]
    naive = V.expert_assignment(torch.tensor([[5]]), 8, 16)
    assert naive[0] is None and naive[1].tolist() == [5] and naive[2].tolist() == [16]


def test_offline_fetch_raises_a_clear_reason(tmp_path):
    def offline(url, timeout=None):
        raise urllib.error.URLError("no route to host")
    with _config.override(cache_dir=tmp_path):
        with pytest.raises(S.VllmUnavailable, match=r"vllm==0\.33\.0.*URLError.*no route to host"):
            S.source_file(S.MOE_MODULE, opener=offline)


def test_altered_download_is_refused_and_not_cached(tmp_path):
    listing = {"releases": {S.VERSION: [{"filename": S.SDIST_NAME, "url": "../../x/" + S.SDIST_NAME}]}}
    asked = []

    def fake(url, timeout=None):
        asked.append(url)
        return io.BytesIO(json.dumps(listing).encode() if url == S.PYPI_JSON else b"not the sdist")
    with _config.override(cache_dir=tmp_path):
        with pytest.raises(S.VllmUnavailable, match="SHA-256"):
            S.sdist_path(opener=fake)
        assert not (S.cache_dir() / S.SDIST_NAME).exists() and not list(S.cache_dir().glob(".tmp-*"))
    assert asked == [S.PYPI_JSON, "https://pypi.org/x/" + S.SDIST_NAME]   # relative URL resolved


def test_kernel_source_is_the_jit_functions_only(vllm_kernel):
    text = S.kernel_source(S.MOE_MODULE, "fused_moe_kernel")
    assert text.count("\n@triton.jit\n") == 2 and "def write_zeros_to_output(" in text
    assert "def fused_moe_kernel_gptq_awq(" not in text and "import torch" not in text
    with pytest.raises(KeyError, match="no @triton.jit function 'invoke_fused_moe_triton_kernel'"):
        S.kernel_source(S.MOE_MODULE, "invoke_fused_moe_triton_kernel")
