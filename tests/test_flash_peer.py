"""The tuned Triton flash-attention peer (benchmarks/flash_peer.py): it compiles for gfx942 and gfx950 with its
HIP options, and its output and log-sum-exp, run on the simulator, match a float64 reference (bf16, D 64/128,
GQA, causal with the on/off-band split and not)."""

from __future__ import annotations

import re

import pytest
import torch

from benchmarks import flash_peer as F

# (arch, D, H_q, H_kv, S, causal, config): each arch sees both D, causal and not, GQA and MHA, BLOCK_M 128 and 256
CASES = [
    ("gfx942", 64, 2, 1, 256, True, "m128_n64_w4"),
    ("gfx942", 128, 2, 2, 256, False, "m256_n64_w8"),
    ("gfx950", 128, 4, 1, 256, True, "m128_n128_w8"),
    ("gfx950", 64, 2, 2, 256, False, "m128_n64_w4_e3"),
]


@pytest.mark.parametrize("arch,d,hq,hkv,s,causal,config", CASES)
def test_flash_peer_matches_float64_reference(arch, d, hq, hkv, s, causal, config, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    q = torch.randn(1, hq, s, d, generator=gen).to(torch.bfloat16)
    k, v = (torch.randn(1, hkv, s, d, generator=gen).to(torch.bfloat16) for _ in range(2))
    out = torch.full_like(q, float("nan"))
    lse = torch.full((1, hq, s), float("nan"))
    stats = F.run_flash_peer(arch, q, k, v, causal, config, out=out, lse=lse)
    ref_out, ref_lse = F.reference(q, k, v, causal)
    torch.testing.assert_close(out.double(), ref_out, rtol=2e-2, atol=2e-2)
    torch.testing.assert_close(lse.double(), ref_lse, rtol=1e-4, atol=1e-4)
    c = F.CONFIGS[config]
    assert stats.workgroups == (s // c.block_m) * hq
    assert stats.counts["mfma"] > 0


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_flash_peer_carries_its_hip_options(arch):
    ck = F.compile_flash(arch, "bf16", 64, 1, True, "m128_n64_w4_e3", ())
    assert ck.metadata.num_warps == 4 and ck.metadata.waves_per_eu == 3
    assert ck.metadata.target.arch == arch
    text = ck.asm["amdgcn"]
    assert re.search(rf'\.amdgcn_target "[^"]*-{arch}"', text)
    assert "v_exp_f32" in text                                    # exp2 maps to the hardware exp
    assert "math.exp2" in ck.asm["ttir"] and "math.exp " not in ck.asm["ttir"]   # log2(e) folded into the scale


def test_flash_peer_names_bad_shapes():
    q = torch.zeros(1, 3, 128, 64, dtype=torch.bfloat16)
    kv = torch.zeros(1, 2, 128, 64, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="multiple of H_kv"):
        F.run_flash_peer("gfx942", q, kv, kv, False)
    with pytest.raises(ValueError, match="BLOCK_M=256"):
        F.run_flash_peer("gfx942", q[:, :2], kv, kv, False, "m256_n64_w8")
    with pytest.raises(KeyError, match="unknown config"):
        F.run_flash_peer("gfx942", q[:, :2], kv, kv, False, "m64")
