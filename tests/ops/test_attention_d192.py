"""``cdna::attention`` at DeepSeek-V3's head-dim pair (q/k 192 = 128 nope + 64 rope, v 128): the forward and backward
kernels on the simulator with strict sanitizers, gfx942 and gfx950, bf16/fp16, causal top-left and bottom-right,
GQA, window + soft-cap + sinks, against the float64 reference with NaN-poisoned outputs. q/k run in place over
256-wide LDS tiles (``attn_kit.WIDE_DIMS``; the tiles' columns past 192 load 0), v as HF passes it (a column
slice of a wider projection: read through its strides). The forward copies nothing; the backward pads only the
v side (v, out, dO to 192: ``attention_bwd._padded_pair``), q/k/dq/dk in place."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna.isa.targets import arch_info
from torch_cdna.ops import attention as A
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import attention as K, attention_bwd as B

from .numerics import rand
from .test_attention_head_dims import HOST_COPIES, OUT_TOL, LSE_TOL, _aten_ops, _check_grads, _kernel

cdna = torch.ops.cdna


def _qkv(b: int, hq: int, hkv: int, sq: int, skv: int, dtype: torch.dtype) -> tuple:
    """q, k [.., 192] and v [.., 128] laid out as HF's DeepseekV3Attention makes them: q/k BSHD views, v the
    last 128 columns of a [B, H, S, 128 + 128] tensor (k_nope | v)."""
    q = rand((b, sq, hq, 192), dtype).transpose(1, 2)
    k = rand((b, skv, hkv, 192), dtype).transpose(1, 2)
    v = rand((b, hkv, skv, 256), dtype)[..., 128:]
    return q, k, v


# (arch, dtype, b, hq, hkv, sq, skv, keywords)
FORWARD = [
    ("gfx942", torch.bfloat16, 1, 2, 2, 20, 37, dict(causal=True, bottom_right=True)),
    ("gfx950", torch.float16, 1, 8, 2, 33, 40, dict(causal=True)),                          # GQA 4, top-left
    ("gfx942", torch.float16, 2, 2, 1, 1, 70, dict(causal=False)),                          # a decode step
    ("gfx950", torch.bfloat16, 1, 2, 2, 17, 50, dict(causal=True, bottom_right=True, window_left=9, softcap=3.0,
                                                     sinks=True)),
]


@pytest.mark.parametrize("arch,dtype,b,hq,hkv,sq,skv,kw", FORWARD, ids=[f"{c[0]}-{i}" for i, c in enumerate(FORWARD)])
def test_forward(arch, dtype, b, hq, hkv, sq, skv, kw):
    q, k, v = _qkv(b, hq, hkv, sq, skv, dtype)
    kw = {"scale": None, "enable_gqa": hq != hkv, **kw}
    if kw.pop("sinks", False):
        kw["sinks"] = torch.randn(hq)
    with _kernel(arch), poisoned_outputs(), _aten_ops() as ops:
        out, lse = cdna.attention(q, k, v, **kw)
    assert not {o: ops[o] for o in HOST_COPIES if ops[o]}, dict(ops)  # in place: no pad, copy or contiguous
    ref, ref_lse = A.attention_reference(q.double(), k.double(), v.double(), **kw)
    assert out.shape == (b, hq, sq, 128)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    fin = torch.isfinite(ref_lse)
    assert torch.equal(fin, torch.isfinite(lse))
    assert float((lse.double()[fin] - ref_lse[fin]).abs().max()) <= LSE_TOL


BACKWARD = [
    ("gfx942", torch.bfloat16, 4, 2, 20, 37, dict(causal=True, bottom_right=True)),  # one dQ LDS stage (64 KiB)
    ("gfx950", torch.float16, 2, 2, 33, 40, dict(causal=False, window_left=9, softcap=3.0, scale=-0.2)),
]


@pytest.mark.parametrize("arch,dtype,hq,hkv,sq,skv,kw", BACKWARD, ids=[c[0] for c in BACKWARD])
def test_backward(arch, dtype, hq, hkv, sq, skv, kw):
    """Through autograd, gradients of q, k and v (the second dK/dV half-workgroup stores columns 128..191 only:
    a store past them would land in the next key's row, which the float64 check sees)."""
    q, k, v = (t.detach().requires_grad_() for t in _qkv(1, hq, hkv, sq, skv, dtype))
    kw = {"scale": None, "enable_gqa": hq != hkv, **kw}
    go = torch.randn(1, hq, sq, 128).to(dtype)
    with _kernel(arch), poisoned_outputs():
        out, _ = cdna.attention(q, k, v, **kw)
        grads = torch.autograd.grad(out, (q, k, v), go)
    _check_grads(grads, go, (q, k, v), kw, dtype)


def test_kernels_fit_both_archs():
    """The 192/128 forward and the D=192 backward kernels assemble with LLVM (any diagnostic raises) within the
    register files and LDS on both archs; the forward plan is d=256's (4 waves, 32-key tiles) over 192 columns."""
    p = K.plan_for("bf16", 192, random.choice((1, 5, 300)), True, 1, 128)
    assert (p.d, p.dm, p.vm, p.waves, p.bn, p.defer) == (256, 192, 128, 4, 32, False)
    for arch in ("gfx942", "gfx950"):
        lds = arch_info(arch).lds_bytes_per_cu
        ck = K.attn_fwd.compile("bf16", (192, 128), 4, 32, True, 1, arch=arch)
        assert ck.code_object[:4] == b"\x7fELF" and ck.vgprs <= 256 and ck.lds_bytes <= lds, (arch, ck.vgprs)
        for kern in (B.attn_bwd_dq, B.attn_bwd_dkv):
            ck = kern.compile("f16", 192, 4, 32, True, 2, arch=arch)
            assert ck.code_object[:4] == b"\x7fELF" and ck.vgprs <= 512 and ck.agprs <= 256, (arch, ck.vgprs)
            assert ck.lds_bytes <= lds, (arch, ck.lds_bytes)


@pytest.mark.parametrize("sq,skv,hq,causal", [(1, 600, 8, True), (70, 90, 2, False)], ids=["decode-step", "prefill"])
def test_registry_picks_match_the_launchers(monkeypatch, sq, skv, hq, causal):
    """``variants.select`` with ``dv=128`` names what the launchers run: one forward launch (d=256's record at
    DIMS (192, 128); never split-KV decode, whose kernels take no 192), then dQ and dK/dV at D=192 (d=256's
    records)."""
    from torch_cdna.ops import variants as V
    from .test_variants import _launched, _picked
    q, k, v = (torch.zeros(s, dtype=torch.bfloat16) for s in ((1, hq, sq, 192), (1, 2, skv, 192), (1, 2, skv, 128)))
    problem = dict(b=1, hq=hq, hkv=2, sq=sq, skv=skv, d=192, dv=128, causal=causal, bottom_right=causal)
    out, lse = torch.empty(1, hq, sq, 128, dtype=torch.bfloat16), torch.empty(1, hq, sq)
    with _launched(monkeypatch, K, "attn_fwd") as seen:
        K.launch_attention(q, k, v, out, lse, causal, 0.1, hq // 2, bottom_right=causal)
    picks = V.select("attention", **problem)
    assert seen == _picked(picks) and [p.variant.name for p in picks] == ["fwd_d256_w4"], seen
    with _launched(monkeypatch, B, "attn_bwd_dq", "attn_bwd_dkv") as seen:
        B.launch_attention_backward(out, q, k, v, out, lse, torch.empty_like(q), torch.empty_like(k),
                                    torch.empty_like(v), causal, 0.1, hq // 2, bottom_right=causal)
    picks = V.select("attention_backward", **problem)
    assert seen == _picked(picks) and [p.variant.name for p in picks] == ["dq_d256_w4", "dkv_d256_w4"], seen
