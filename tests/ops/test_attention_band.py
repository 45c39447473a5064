"""``cdna::attention``'s serving keywords: sliding windows (``window_left``/``window_right``), bottom-right
alignment and soft-capping. The reference against a float64 composition written from the definitions; the DSL
kernels (forward and backward, both archs, bf16/fp16, d64/d128, GQA 1/4) on the simulator with strict
sanitizers and NaN-poisoned outputs against the float64 reference, at the band's edges: windows of 0 and 1
keys, windows wider than S, S_q < S_kv and S_q > S_kv (rows that see no key: out 0, lse -inf), key tiles
entirely outside the band (skipped: counted through the MFMA total)."""

from __future__ import annotations

import math
import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import attention as A
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import rand

cdna = torch.ops.cdna
OUT_TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}   # as test_attention_kernels: relative max error of out
LSE_TOL = 2e-4


def composed64(q, k, v, causal, scale, window_left=-1, window_right=-1, bottom_right=False, softcap=0.0):
    """(out, lse) in float64 from the op's documented definitions, element by element in the mask."""
    group = q.shape[1] // k.shape[1]
    kk, vv = (t.double().repeat_interleave(group, 1) for t in (k, v))
    s = q.double() @ kk.transpose(-1, -2) * (scale if scale is not None else q.shape[-1] ** -0.5)
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    sq, skv = q.shape[2], k.shape[2]
    off = skv - sq if bottom_right else 0
    right = 0 if causal else window_right
    keep = torch.tensor([[(window_left < 0 or j >= i + off - window_left) and (right < 0 or j <= i + off + right)
                          for j in range(skv)] for i in range(sq)])
    s = s.masked_fill(~keep, float("-inf"))
    lse = torch.logsumexp(s, -1)
    seen = keep.any(-1)                                     # rows that see no key: out 0, lse -inf
    p = torch.where(seen[:, None], torch.exp(s - torch.where(seen, lse, 0.0)[..., None]), 0.0)
    return p @ vv, lse


def _kw(**kw) -> dict:
    return dict(dict(scale=None, enable_gqa=False), **kw)


# ---------------------------------------------------------------------------------------------- reference
@pytest.mark.parametrize("sq,skv", [(5, 9), (9, 5), (1, 7), (6, 6)])
def test_reference_matches_the_definition(sq, skv):
    q, k, v = rand((1, 4, sq, 8), torch.float32), rand((1, 2, skv, 8), torch.float32), rand((1, 2, skv, 8),
                                                                                             torch.float32)
    for kw in (dict(causal=True, bottom_right=True), dict(causal=False, window_left=0, window_right=0),
               dict(causal=False, window_left=2, window_right=1, bottom_right=True, softcap=1.5),
               dict(causal=True, window_left=random.randint(0, 3), bottom_right=random.random() < 0.5),
               dict(causal=False, window_left=-1, window_right=skv + 3, softcap=30.0)):
        kw = _kw(enable_gqa=True, **kw)
        with _config.override(ops_impl="reference"):
            out, lse = cdna.attention(q, k, v, **kw)
        ref, ref_lse = composed64(q, k, v, **{n: kw[n] for n in kw if n != "enable_gqa"})
        torch.testing.assert_close(out.double(), ref, rtol=1e-5, atol=1e-5, msg=str(kw))
        assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse)), kw
        fin = torch.isfinite(ref_lse)
        torch.testing.assert_close(lse.double()[fin], ref_lse[fin], rtol=1e-5, atol=1e-5, msg=str(kw))


def test_backward_reference_is_the_gradient_of_the_forward_reference():
    """float64: the closed-form backward (softcap's 1 - tanh^2, P = 0 for unseen rows) against autograd
    through the forward reference, including rows that see no key."""
    for sq, kw in ((5, dict(causal=False, window_left=2, window_right=1, softcap=1.5)),
                   (9, dict(causal=True, bottom_right=True)),
                   (9, dict(causal=False, window_left=1, window_right=0, bottom_right=True, softcap=0.7))):
        q = torch.randn(1, 4, sq, 8, dtype=torch.float64, requires_grad=True)
        k, v = (torch.randn(1, 2, 7, 8, dtype=torch.float64, requires_grad=True) for _ in range(2))
        kw = _kw(**dict(kw, scale=0.5, enable_gqa=True))
        out, lse = A.attention_reference(q, k, v, **kw)
        go = torch.randn_like(out)
        want = torch.autograd.grad(out, (q, k, v), go)
        got = A.attention_backward_reference(go, q, k, v, out, lse, **kw)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-10, atol=1e-12)
            assert not torch.isnan(g).any()


@pytest.mark.parametrize("bad,match", [(dict(window_left=-2), "window_left=-2"),
                                       (dict(window_right=-5), "window_right=-5"),
                                       (dict(softcap=-1.0), "softcap=-1.0"), (dict(softcap=math.inf), "softcap=inf")])
def test_bad_keywords_are_refused(bad, match):
    q = rand((1, 1, 3, 8), torch.float32)
    for op, args in (("attention", (q, q, q)), ("attention_backward", (q, q, q, q, q, torch.zeros(1, 1, 3)))):
        with pytest.raises(ValueError, match=match):
            getattr(cdna, op)(*args, **_kw(causal=False, **bad))


# ---------------------------------------------------------------------------------------------- kernels
def _problem(dtype, d, sq, skv, group):
    return rand((1, 2 * group, sq, d), dtype), rand((1, 2, skv, d), dtype), rand((1, 2, skv, d), dtype)


# (arch, dtype, d, sq, skv, group, keywords): the band's edges
FORWARD = [
    ("gfx942", torch.bfloat16, 64, 70, 220, 1, dict(causal=True, window_left=8, bottom_right=True)),  # 2 tiles skipped
    ("gfx950", torch.float16, 128, 100, 40, 4, dict(causal=True, bottom_right=True)),  # S_q > S_kv: 60 rows see none
    ("gfx942", torch.float16, 128, 37, 150, 1, dict(causal=False, window_left=0, window_right=1, softcap=5.0)),
    ("gfx950", torch.bfloat16, 64, 40, 33, 1, dict(causal=False, window_left=45, window_right=0, softcap=2.0)),
    ("gfx950", torch.float16, 64, 50, 130, 4, dict(causal=False, window_left=1, window_right=-1, bottom_right=True)),
]


@pytest.mark.parametrize("arch,dtype,d,sq,skv,group,kw", FORWARD, ids=[f"{c[0]}-{i}" for i, c in enumerate(FORWARD)])
def test_forward_kernel(arch, dtype, d, sq, skv, group, kw):
    q, k, v = _problem(dtype, d, sq, skv, group)
    kw = _kw(enable_gqa=group > 1, **kw)
    if random.random() < 0.5:
        kw["scale"] = -0.2 if kw.get("softcap") else 0.15  # a negative scale through the capped path
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out, lse = cdna.attention(q, k, v, **kw)
    ref, ref_lse = composed64(q, k, v, **{n: kw[n] for n in kw if n != "enable_gqa"})
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse)), "rows that see no key: lse -inf"
    fin = torch.isfinite(ref_lse)
    assert float((lse.double()[fin] - ref_lse[fin]).abs().max()) <= LSE_TOL


BACKWARD = [
    ("gfx942", torch.bfloat16, 64, 70, 100, 1, dict(causal=False, window_left=10, window_right=5)),
    ("gfx950", torch.bfloat16, 128, 40, 20, 4, dict(causal=True, bottom_right=True)),
    ("gfx950", torch.float16, 64, 40, 90, 1, dict(causal=True, window_left=3, bottom_right=True, softcap=5.0)),
    ("gfx942", torch.float16, 128, 20, 20, 1, dict(causal=False, softcap=1.0)),
]


@pytest.mark.parametrize("arch,dtype,d,sq,skv,group,kw", BACKWARD,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(BACKWARD)])
def test_backward_kernel(arch, dtype, d, sq, skv, group, kw):
    q, k, v = _problem(dtype, d, sq, skv, group)
    kw = _kw(enable_gqa=group > 1, **kw)
    out, lse = A.attention_reference(q, k, v, **kw)
    go = torch.randn_like(out)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        grads = cdna.attention_backward(go, q, k, v, out, lse, **kw)
    ref = A.attention_backward_reference(go.double(), q.double(), k.double(), v.double(), out.double(),
                                         lse.double(), **kw)
    for name, g, r in zip(("dq", "dk", "dv"), grads, ref):
        assert not torch.isnan(g).any(), f"{name}: unwritten output"
        err = float((g.double() - r).norm() / r.norm())
        assert err <= 2 * OUT_TOL[dtype], f"{name}: relative L2 error {err:.3g}"


def test_windowed_forward_skips_tiles_outside_the_band():
    """Bottom-right causal with a 16-key window over 512 keys: each query block visits only the tiles its band
    meets (2 of 8 here), counted through the MFMAs; the result still matches."""
    from torch_cdna.ops.kernels import attention as K
    b, h, sq, skv, d = 1, 1, 64, 512, 64
    q, k, v = _problem(torch.bfloat16, d, sq, skv, 1)
    q, k, v = q[:, :h], k[:, :h], v[:, :h]
    out, lse = torch.full((b, h, sq, d), math.nan, dtype=torch.bfloat16), torch.full((b, h, sq), math.nan)
    with _config.override(arch="gfx942", sim_strict=True):
        st = K.launch_attention(q, k, v, out, lse, True, d ** -0.5, 1, window=(16, -1), bottom_right=True)
    p = K.plan_for("bf16", d, sq, True, 1)
    per_tile = 2 * (p.bn * d // 256)          # S^T and O^T products of one 32-row wave, 32x32x8 steps
    band_tiles = 2                             # keys [448 - 16, 512): tiles 6 and 7 of 64 keys
    assert st.counts["mfma"] == p.waves * band_tiles * per_tile  # full causal would be 8 tiles
    ref, _ = composed64(q, k, v, True, None, 16, -1, True)
    assert float((out.double() - ref).abs().max()) / float(ref.abs().max()) <= OUT_TOL[torch.bfloat16]


def test_opcheck():
    q = rand((1, 4, 6, 8), torch.float32).requires_grad_()
    k, v = (rand((1, 2, 9, 8), torch.float32).requires_grad_() for _ in range(2))
    kw = _kw(causal=True, window_left=5, bottom_right=True, softcap=10.0, enable_gqa=True)
    with _config.override(ops_impl="reference"):
        torch.library.opcheck(cdna.attention.default, (q, k, v), kw,
                              test_utils=("test_schema", "test_faketensor", "test_autograd_registration"))


# ---------------------------------------------------------------------------------------------- split-KV decode
DECODE = [
    ("gfx942", torch.bfloat16, 64, 1, 600, 4, dict(causal=True, bottom_right=True, softcap=3.0)),
    ("gfx950", torch.float16, 128, 4, 1500, 1, dict(causal=True, window_left=300, bottom_right=True)),
]


@pytest.mark.parametrize("arch,dtype,d,sq,skv,group,kw", DECODE, ids=[c[0] for c in DECODE])
def test_decode_kernel(arch, dtype, d, sq, skv, group, kw, monkeypatch):
    """A few queries over a long cache take the split-KV path over the keys the band meets only."""
    from torch_cdna.ops.kernels import attention_decode as AD
    parts: list[int] = []
    real = AD.launch_decode
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **k: parts.append(a[-1]) or real(*a, **k))
    q, k, v = _problem(dtype, d, sq, skv, group)
    kw = _kw(enable_gqa=group > 1, **kw)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out, lse = cdna.attention(q, k, v, **kw)
    assert parts, "not the split-KV decode path"
    ref, ref_lse = composed64(q, k, v, **{n: kw[n] for n in kw if n != "enable_gqa"})
    assert float((out.double() - ref).abs().max()) / float(ref.abs().max()) <= OUT_TOL[dtype]
    assert float((lse.double() - ref_lse).abs().max()) <= LSE_TOL


def test_decode_rows_that_see_no_key():
    """The combine kernel gives out 0 and lse -inf for rows no partial saw a key of (S_q > S_kv, bottom-right;
    the launcher called directly: the dispatch rule keeps such short caches on the forward kernel)."""
    from torch_cdna.ops.kernels import attention_decode as AD
    q, k, v = _problem(torch.bfloat16, 64, 16, 40, 1)
    k, v = k[:, :, :8], v[:, :, :8]
    out, lse = torch.full(q.shape, math.nan, dtype=q.dtype), torch.full(q.shape[:3], math.nan)
    with _config.override(arch="gfx942", sim_strict=True):
        AD.launch_decode(q, k, v, out, lse, True, 0.125, 1, 2, bottom_right=True)
    ref, ref_lse = composed64(q, k, v, True, 0.125, bottom_right=True)
    assert torch.equal(out[:, :, :8], torch.zeros_like(out[:, :, :8])) and torch.isneginf(lse[:, :, :8]).all()
    assert float((out.double() - ref).abs().max()) / float(ref.abs().max()) <= OUT_TOL[torch.bfloat16]
    assert float((lse[:, :, 8:].double() - ref_lse[:, :, 8:]).abs().max()) <= LSE_TOL
