"""``cdna::varlen_attention`` (torch_cdna/ops/varlen_attention.py, kernels/varlen_attention.py): packed
sequences of ragged lengths (0 and 1 included, queries longer and shorter than keys) against a float64
composition of the definition (per sequence, bottom-right aligned causal / window, soft-cap, sinks); the forward
and backward kernels with the ``varlen`` flag on the simulator with strict sanitizers and NaN-poisoned outputs,
both archs, bf16/fp16, d64/d128, GQA 1/4/8; validation (opcheck: test_registry.py through cases.py); gradients
(d sinks too) against float64 autograd; the backward kernels' zero-trip loops (rows that see no key, keys no query sees) give zeros on gfx942 bf16."""

from __future__ import annotations

import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs

from .test_attention_sinks import composed64

cdna = torch.ops.cdna
OUT_TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}
LSE_TOL = 2e-4


def packed(lq: list[int], lk: list[int], hq: int, hkv: int, d: int, dtype: torch.dtype):
    cq = torch.tensor([0, *torch.tensor(lq).cumsum(0).tolist()], dtype=torch.int32)
    ck = torch.tensor([0, *torch.tensor(lk).cumsum(0).tolist()], dtype=torch.int32)
    q = torch.randn(sum(lq), hq, d).to(dtype)
    return q, torch.randn(sum(lk), hkv, d).to(dtype), torch.randn(sum(lk), hkv, d).to(dtype), cq, ck


def composed_varlen(q, k, v, cq, ck, sinks=None, **kw):
    """float64 (out [Tq, H, D], lse [H, Tq]) from ``composed64`` per sequence (bottom-right)."""
    hq = q.shape[1]
    sinks = torch.full((hq,), float("-inf"), dtype=torch.float64) if sinks is None else sinks.double()
    out = torch.zeros(q.shape, dtype=torch.float64)
    lse = torch.full((hq, q.shape[0]), float("-inf"), dtype=torch.float64)
    for b in range(len(cq) - 1):
        q0, q1, k0, k1 = int(cq[b]), int(cq[b + 1]), int(ck[b]), int(ck[b + 1])
        if q1 == q0:
            continue
        qq, kk, vv = (t.transpose(0, 1)[None] for t in (q[q0:q1], k[k0:k1], v[k0:k1]))
        o, s = composed64(qq, kk, vv, sinks, bottom_right=True, **kw)
        out[q0:q1] = torch.nan_to_num(o[0].transpose(0, 1))   # no key and no sink: 0/0 -> 0 (the convention)
        lse[:, q0:q1] = s[0]
    return out, lse


def test_reference_matches_the_definition():
    lq, lk = [4, 0, 1, 7, 3], [6, 2, 0, 3, 9]
    q, k, v, cq, ck = packed(lq, lk, 4, 2, 8, torch.float32)
    sinks = torch.randn(4)
    for kw in (dict(causal=True), dict(causal=False), dict(causal=False, window_left=1, window_right=2, softcap=2.0),
               dict(causal=True, window_left=0, scale=0.3)):
        for s in (None, sinks):
            out, lse = cdna.varlen_attention(q, k, v, cq, ck, max(lq), max(lk), sinks=s, **kw)
            ref, ref_lse = composed_varlen(q, k, v, cq, ck, s, **kw)
            assert out.shape == q.shape and lse.shape == (4, sum(lq)) and lse.dtype == torch.float32
            torch.testing.assert_close(out.double(), ref, rtol=1e-5, atol=1e-5, msg=str(kw))
            assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse)), kw
            fin = torch.isfinite(ref_lse)
            torch.testing.assert_close(lse.double()[fin], ref_lse[fin], rtol=1e-5, atol=1e-5, msg=str(kw))


@pytest.mark.parametrize("change,match", [
    (dict(cq=[0, 5, 3, 9]), r"cu_seqlens_q must be non-decreasing; cu_seqlens_q\[2\] = 3"),
    (dict(cq=[0, 4, 4, 8]), "must run from 0 to the packed length 9"),
    (dict(max_q=4), "sequence 2 has 5 rows but max_seqlen_q = 4"),
    (dict(ck=[0, 6, 12]), r"cu_seqlens_k \(3,\) must both be \[batch \+ 1\]"),
    (dict(cq_dtype=torch.int64), "cu_seqlens_q must be int32"),
    (dict(sinks=torch.zeros(2)), r"one logit per query head \(\[4\]\)"),
])
def test_errors_name_the_argument(change, match):
    q, k, v = torch.randn(9, 4, 8), torch.randn(12, 2, 8), torch.randn(12, 2, 8)
    cq = torch.tensor(change.get("cq", [0, 4, 4, 9]), dtype=change.get("cq_dtype", torch.int32))
    ck = torch.tensor(change.get("ck", [0, 6, 7, 12]), dtype=torch.int32)
    for mode in ("reference", "kernel"):
        with _config.override(ops_impl=mode), pytest.raises((ValueError, TypeError), match=match):
            cdna.varlen_attention(q, k, v, cq, ck, change.get("max_q", 5), 6, causal=True, sinks=change.get("sinks"))


def test_gradients_match_float64_autograd():
    """The op's autograd (reference backward op per sequence, plus d sinks) in float32 against autograd through
    the float64 composition: ragged lengths with empty sequences, keys no query sees (their dk/dv 0)."""
    lq, lk = [4, 0, 1, 7, 3], [6, 2, 0, 3, 9]
    q, k, v, cq, ck = packed(lq, lk, 4, 2, 8, torch.float32)
    sinks = torch.randn(4)
    for kw in (dict(causal=True, window_left=2), dict(causal=False, window_right=1, softcap=3.0, scale=0.4)):
        leaves = [t.clone().requires_grad_() for t in (q, k, v, sinks)]
        out, _ = cdna.varlen_attention(*leaves[:3], cq, ck, max(lq), max(lk), sinks=leaves[3], **kw)
        go = torch.randn_like(out)
        got = torch.autograd.grad(out, leaves, go)
        ref_leaves = [t.double().requires_grad_() for t in (q, k, v, sinks)]
        ref, _ = composed_varlen(*ref_leaves[:3], cq, ck, ref_leaves[3], **kw)
        want = torch.autograd.grad(ref, ref_leaves, go.double())
        for name, g, w in zip(("dq", "dk", "dv", "dsinks"), got, want):
            torch.testing.assert_close(g.double(), w, rtol=1e-4, atol=1e-5, msg=f"{name} {kw}")
        assert torch.equal(got[1][6:8], torch.zeros_like(got[1][6:8]))  # sequence 1: 2 keys, no query


# (arch, dtype, d, group, q lengths, k lengths, keywords, sinks): 0- and 1-row sequences, S_q > S_kv (rows
# that see no key), sequences longer than one 128-row block, windows at the edges
KERNEL = [
    ("gfx942", torch.bfloat16, 64, 1, [5, 0, 1, 70], [9, 3, 0, 80], dict(causal=True), False),
    ("gfx950", torch.float16, 128, 4, [33, 2, 40], [33, 50, 10], dict(causal=False), True),
    ("gfx942", torch.float16, 64, 8, [3, 130], [100, 130], dict(causal=True, window_left=5, softcap=3.0), False),
    ("gfx950", torch.bfloat16, 64, 4, [1, 17, 0], [40, 9, 5], dict(causal=False, window_left=0, window_right=1), True),
]


@pytest.mark.parametrize("arch,dtype,d,group,lq,lk,kw,with_sinks", KERNEL,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(KERNEL)])
def test_kernel_matches_float64(arch, dtype, d, group, lq, lk, kw, with_sinks):
    hkv = 1 if group == 8 else 2
    q, k, v, cq, ck = packed(lq, lk, hkv * group, hkv, d, dtype)
    sinks = torch.randn(hkv * group) if with_sinks else None
    if random.random() < 0.5:
        kw = dict(kw, scale=-0.1)  # a negative scale (the kernel's sign flip of q)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out, lse = cdna.varlen_attention(q, k, v, cq, ck, max(lq), max(lk), sinks=sinks, **kw)
    ref, ref_lse = composed_varlen(q, k, v, cq, ck, sinks, **kw)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse)), "rows that see no key: lse -inf"
    fin = torch.isfinite(ref_lse)
    assert float((lse.double()[fin] - ref_lse[fin]).abs().max()) <= LSE_TOL


@pytest.mark.parametrize("arch,dtype,d,group,lq,lk,kw", [
    ("gfx942", torch.bfloat16, 64, 4, [3, 0, 40, 1], [5, 2, 40, 0], dict(causal=True, window_left=9)),
    ("gfx950", torch.float16, 128, 1, [20, 2], [70, 0], dict(causal=False, softcap=4.0)),
], ids=["gfx942", "gfx950"])
def test_kernel_gradients(arch, dtype, d, group, lq, lk, kw):
    """Autograd in kernel mode (forward, dQ and dK/dV kernels; d sinks from the saved lse) against float64."""
    q, k, v, cq, ck = packed(lq, lk, 2 * group, 2, d, dtype)
    sinks = torch.randn(2 * group)
    leaves = [t.clone().requires_grad_() for t in (q, k, v, sinks)]
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out, _ = cdna.varlen_attention(*leaves[:3], cq, ck, max(lq), max(lk), sinks=leaves[3], **kw)
        go = torch.randn_like(out)
        got = torch.autograd.grad(out, leaves, go)
    ref_leaves = [t.double().requires_grad_() for t in (q, k, v, sinks)]
    ref, _ = composed_varlen(*ref_leaves[:3], cq, ck, ref_leaves[3], **kw)
    want = torch.autograd.grad(ref, ref_leaves, go.double())
    for name, g, w in zip(("dq", "dk", "dv", "dsinks"), got, want):
        assert not torch.isnan(g).any(), f"{name}: unwritten output"
        err = float((g.double() - w).norm() / w.norm())
        assert err <= 2 * OUT_TOL[dtype], f"{name}: relative L2 error {err:.3g}"


def test_zero_trip_backward_blocks_are_zero_on_gfx942_bf16():
    """``cdna::attention_backward`` (padded): a 128-row query block that sees no key (bottom-right, S_q > S_kv
    + 128) and key blocks no query sees (top-left causal, S_kv > S_q + 128) store exact zeros: the bf16
    rounding constant is set before the loops that do not run (it was read unset, giving NaN/garbage)."""
    from torch_cdna.ops import attention as A
    for sq, skv, br in ((140, 4, True), (4, 140, False)):
        q, k, v = (torch.randn(1, 1, n, 64).bfloat16() for n in (sq, skv, skv))
        kw = dict(causal=True, scale=None, enable_gqa=False, bottom_right=br)
        out, lse = A.attention_reference(q, k, v, **kw)
        with _config.override(ops_impl="kernel", arch="gfx942", sim_strict=True), poisoned_outputs():
            dq, dk, dv = cdna.attention_backward(torch.randn_like(out), q, k, v, out, lse, **kw)
        if br:
            assert torch.equal(dq[0, 0, :sq - skv], torch.zeros_like(dq[0, 0, :sq - skv]))
        else:
            assert torch.equal(dk[0, 0, sq:], torch.zeros_like(dk[0, 0, sq:]))
            assert torch.equal(dv[0, 0, sq:], torch.zeros_like(dv[0, 0, sq:]))
