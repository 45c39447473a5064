"""Attention sinks (gpt-oss, StreamingLLM): ``cdna::attention(..., sinks=)`` and ``cdna::paged_attention(...,
sinks=)``. A per-head logit joins every row's softmax denominator with no value. The reference against a float64
composition written from the definition (the sink as an extra score column, dropped after the softmax); the
autograd formula (q, k, v and d sinks) against autograd through that composition; the DSL kernels (forward
kernel, split-KV decode whose combine kernel counts the sink once, the paged split + combine) on both archs with
strict sanitizers and NaN-poisoned outputs, causal and windowed, GQA 1/4, rows that see no key (out 0, lse =
sink), float32 sinks and sinks in q's dtype. (Kernel-mode gradients with sinks: test_varlen_attention.py.)"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import OPS
from torch_cdna.ops import attention as A
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import rand

cdna = torch.ops.cdna
OUT_TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}
LSE_TOL = 2e-4


def composed64(q, k, v, sinks, *, causal, scale=None, enable_gqa=False, window_left=-1, window_right=-1,
               bottom_right=False, softcap=0.0):
    """(out, lse) in float64: softmax over [scores, sink] per row, the sink's column dropped."""
    group = q.shape[1] // k.shape[1]
    kk, vv = (t.double().repeat_interleave(group, 1) for t in (k, v))
    s = q.double() @ kk.transpose(-1, -2) * (scale if scale is not None else q.shape[-1] ** -0.5)
    if softcap:
        s = softcap * torch.tanh(s / softcap)
    sq, skv = q.shape[2], k.shape[2]
    off = skv - sq if bottom_right else 0
    right = 0 if causal else window_right
    i, j = torch.arange(sq)[:, None], torch.arange(skv)[None, :]
    keep = torch.ones(sq, skv, dtype=torch.bool)
    if window_left >= 0:
        keep &= j >= i + off - window_left
    if right >= 0:
        keep &= j <= i + off + right
    s = s.masked_fill(~keep, float("-inf"))
    sink = sinks.double().view(1, -1, 1, 1).expand(*s.shape[:3], 1)
    full = torch.cat([s, sink], -1)
    p = torch.softmax(full, -1)[..., :-1]
    return p @ vv, torch.logsumexp(full, -1)


def _kw(**kw) -> dict:
    return dict(dict(scale=None, enable_gqa=False), **kw)


# ---------------------------------------------------------------------------------------------- reference
def test_reference_and_gradients_match_the_definition():
    """float64: the reference forward (rows that see no key: out 0, lse = sink) and the backward formula
    (``attention_backward_reference`` with the sink-carrying lse, plus ``sinks_grad``) against autograd through
    the composition; then the op's autograd in float32 against the same float64 gradients."""
    for sq, skv, kw in ((5, 9, dict(causal=True)), (9, 5, dict(causal=True, bottom_right=True)),
                        (6, 8, dict(causal=False, window_left=1, window_right=2, softcap=2.0, scale=0.4))):
        q = torch.randn(2, 4, sq, 8, dtype=torch.float64, requires_grad=True)
        k, v = (torch.randn(2, 2, skv, 8, dtype=torch.float64, requires_grad=True) for _ in range(2))
        sinks = torch.randn(4, dtype=torch.float64, requires_grad=True)
        kw = _kw(**dict(kw, enable_gqa=True))
        out, lse = A.attention_reference(q, k, v, sinks=sinks, **kw)
        ref, ref_lse = composed64(q, k, v, sinks, **kw)
        torch.testing.assert_close(out, ref, rtol=1e-10, atol=1e-12)
        torch.testing.assert_close(lse, ref_lse, rtol=1e-10, atol=1e-12)
        go = torch.randn_like(out)
        want = torch.autograd.grad(ref, (q, k, v, sinks), go)
        with torch.no_grad():
            got = (*A.attention_backward_reference(go, q, k, v, out, lse, **kw), A.sinks_grad(go, out, lse, sinks))
        for name, g, w in zip(("dq", "dk", "dv", "dsinks"), got, want):
            torch.testing.assert_close(g, w, rtol=1e-9, atol=1e-11, msg=name)
        leaves = [t.detach().float().requires_grad_() for t in (q, k, v, sinks)]
        out32, _ = cdna.attention(*leaves[:3], sinks=leaves[3], **kw)
        got32 = torch.autograd.grad(out32, leaves, go.float())
        for name, g, w in zip(("dq", "dk", "dv", "dsinks"), got32, want):
            torch.testing.assert_close(g.double(), w, rtol=1e-4, atol=1e-5, msg=name)


def test_rows_that_see_no_key_give_zero_and_the_sink():
    q, k, v = rand((1, 2, 6, 8), torch.float32), rand((1, 2, 3, 8), torch.float32), rand((1, 2, 3, 8), torch.float32)
    sinks = torch.tensor([0.5, -1.0])
    out, lse = cdna.attention(q, k, v, sinks=sinks, **_kw(causal=True, bottom_right=True))
    assert torch.equal(out[:, :, :3], torch.zeros_like(out[:, :, :3]))  # rows 0-2 see keys j <= i - 3: none
    torch.testing.assert_close(lse[0, :, :3], sinks[:, None].expand(2, 3))


@pytest.mark.parametrize("bad,match", [(torch.zeros(3), r"sinks must be a 1-D tensor of one logit per query head"),
                                       (torch.zeros(4, dtype=torch.float16), "float32 or q's dtype"),
                                       (torch.zeros(1, 4), "1-D")])
def test_bad_sinks_are_refused(bad, match):
    q = rand((1, 4, 3, 8), torch.float32)
    with pytest.raises(ValueError, match=match):
        cdna.attention(q, q, q, sinks=bad, **_kw(causal=False))


def test_opcheck():
    q = rand((1, 4, 6, 8), torch.float32).requires_grad_()
    k, v = (rand((1, 2, 9, 8), torch.float32).requires_grad_() for _ in range(2))
    sinks = torch.randn(4).requires_grad_()
    torch.library.opcheck(cdna.attention.default, (q, k, v),
                          _kw(causal=True, window_left=5, bottom_right=True, enable_gqa=True, sinks=sinks),
                          test_utils=("test_schema", "test_faketensor", "test_autograd_registration"))


# ---------------------------------------------------------------------------------------------- kernels
# (arch, dtype, d, sq, skv, group, sinks dtype (None: q's), keywords): forward kernel, rows that see no key,
# windows; sq <= 16 over a long cache takes the split-KV decode path (the combine kernel adds the sink)
FORWARD = [
    ("gfx942", torch.bfloat16, 64, 40, 70, 1, torch.float32, dict(causal=True)),
    ("gfx950", torch.float16, 128, 50, 30, 4, None, dict(causal=True, bottom_right=True)),  # 20 rows see none
    ("gfx942", torch.float16, 64, 33, 90, 4, None, dict(causal=False, window_left=3, window_right=2, softcap=4.0)),
    ("gfx942", torch.bfloat16, 64, 1, 600, 4, None, dict(causal=True, bottom_right=True)),             # decode
    ("gfx950", torch.float16, 64, 2, 700, 1, torch.float32, dict(causal=True, window_left=300, bottom_right=True)),
]


@pytest.mark.parametrize("arch,dtype,d,sq,skv,group,sdt,kw", FORWARD,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(FORWARD)])
def test_forward_kernels(arch, dtype, d, sq, skv, group, sdt, kw, monkeypatch):
    from torch_cdna.ops.kernels import attention_decode as AD
    decoded: list[int] = []
    real = AD.launch_decode
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **k: decoded.append(1) or real(*a, **k))
    q, k, v = rand((1, 2 * group, sq, d), dtype), rand((1, 2, skv, d), dtype), rand((1, 2, skv, d), dtype)
    sinks = (torch.randn(2 * group) * 3).to(sdt or dtype)
    sinks[0] = 12.0  # a sink far above every score: that head's rows are almost all sink (out ~ 0)
    kw = _kw(enable_gqa=group > 1, **kw)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out, lse = cdna.attention(q, k, v, sinks=sinks, **kw)
    assert bool(decoded) == (sq <= 16), "S_q <= 16 over a long KV takes the split-KV path"
    ref, ref_lse = composed64(q, k, v, sinks, **kw)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    assert float((lse.double() - ref_lse).abs().max()) <= LSE_TOL


# ---------------------------------------------------------------------------------------------- paged
@pytest.mark.parametrize("arch,dtype,sdt", [("gfx950", torch.float16, None)])
def test_paged_attention_sinks(arch, dtype, sdt):
    """Ragged sequences (one of length 0: out 0), GQA 4, two query tokens, forced 1 and 3 partials (the sink
    counted once however many there are); the reference against ``cdna::attention``'s per sequence."""
    from torch_cdna.ops.kernels import paged_attention as PA
    from .test_paged_attention import problem
    q, kc, vc, table, lens = problem([37, 0, 70], 8, 2, 64, 16, dtype)
    q = torch.stack([q, torch.randn_like(q.float()).to(dtype)], 1)  # [S, 2, Hq, D]
    sinks = (torch.randn(8) * 2).to(sdt or dtype)
    want = OPS["paged_attention"].reference(q.double(), kc.double(), vc.double(), table, lens, scale=0.125,
                                            sinks=sinks.double())
    assert torch.equal(want[1], torch.zeros_like(want[1]))
    row = composed64(q[2].transpose(0, 1)[None], *(c[table[2, :5].long()].flatten(0, 1)[:70].transpose(0, 1)[None]
                                                    for c in (kc, vc)), sinks, causal=True, scale=0.125,
                     bottom_right=True, enable_gqa=True)[0]
    torch.testing.assert_close(want[2], row[0].transpose(0, 1), rtol=1e-10, atol=1e-12)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True):
        for partials in (1, 3):
            out = torch.full_like(q, float("nan"))
            PA.launch_paged_attention(q, kc, vc, table, lens, out, 0.125, partials=partials, sinks=sinks)
            torch.testing.assert_close(out.double(), want, rtol=OUT_TOL[dtype], atol=OUT_TOL[dtype])
        with poisoned_outputs():
            out = cdna.paged_attention(q, kc, vc, table, lens, scale=0.125, sinks=sinks)
    torch.testing.assert_close(out.double(), want, rtol=OUT_TOL[dtype], atol=OUT_TOL[dtype])
