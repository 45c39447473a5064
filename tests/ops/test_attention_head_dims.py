"""``cdna::attention`` kernels at head dims 80, 96 and 256 and with a v head dim unlike q/k's: forward,
backward and the split-KV decode path on the simulator with strict sanitizers, gfx942 and gfx950, against the
float64 reference; outputs NaN-poisoned before each launch. 80/96 run on the tensors in place (128-wide LDS
tiles; no padded copies: the profiler sees no pad or copy op), d=256 natively (the forward's v/out in 128-column
slices; the backward's dK/dV in two 128-column workgroups per key block); shapes are tiny (simulator time). The
(q/k, v) head-dim pairs' backward: tests/ops/test_attention_in_place.py."""

from __future__ import annotations

import collections
import contextlib
import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import attention as A
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.isa.targets import arch_info
from torch_cdna.ops.kernels import attention as K, attention_bwd as B, attention_decode as AD

from .numerics import rand

cdna = torch.ops.cdna
OUT_TOL = {torch.bfloat16: 2e-2, torch.float16: 4e-3}
LSE_TOL = 2e-4


def _kernel(arch):
    return _config.override(ops_impl="kernel", arch=arch, sim_strict=True)


@contextlib.contextmanager
def _aten_ops():
    """Counts of the aten ops run inside the block, at every level (the profiler sees the ops the kernels'
    launchers run, which a dispatch mode around the cdna op would not)."""
    counts: collections.Counter = collections.Counter()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
        yield counts
    counts.update(e.name for e in prof.events() if e.name.startswith("aten::"))


HOST_COPIES = ("aten::constant_pad_nd", "aten::pad", "aten::copy_", "aten::clone", "aten::contiguous")


def _check_forward(arch, dtype, d, dv, sq, skv, group, kw):
    q, k, v = rand((1, 2 * group, sq, d), dtype), rand((1, 2, skv, d), dtype), rand((1, 2, skv, dv), dtype)
    sinks = kw.pop("sinks", None)
    kw = {"causal": False, "scale": None, "enable_gqa": group > 1, **kw}
    if sinks is not None:
        kw["sinks"] = torch.randn(2 * group)
    with _kernel(arch), poisoned_outputs():
        out, lse = cdna.attention(q, k, v, **kw)
    ref, ref_lse = A.attention_reference(q.double(), k.double(), v.double(), **kw)
    assert out.shape == (1, 2 * group, sq, dv)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse)), "rows that see no key: lse -inf"
    fin = torch.isfinite(ref_lse)
    assert float((lse.double()[fin] - ref_lse[fin]).abs().max()) <= LSE_TOL


# (arch, dtype, d, dv, sq, skv, group, keywords)
FORWARD = [
    ("gfx942", torch.bfloat16, 80, 80, 37, 40, 1, dict(causal=True)),
    ("gfx950", torch.float16, 96, 96, 40, 33, 2, dict(causal=True, bottom_right=True, softcap=3.0, sinks=True)),
    ("gfx942", torch.bfloat16, 256, 256, 20, 40, 1, dict(causal=True, window_left=9, scale=-0.1)),
    ("gfx950", torch.float16, 256, 256, 33, 35, 8, dict(causal=True)),
    ("gfx942", torch.float16, 256, 128, 10, 37, 1, dict(softcap=2.0, sinks=True)),
    ("gfx950", torch.bfloat16, 128, 64, 37, 40, 4, dict(causal=True)),
    ("gfx942", torch.bfloat16, 64, 128, 30, 40, 1, dict(window_left=20, window_right=-1)),
]


@pytest.mark.parametrize("arch,dtype,d,dv,sq,skv,group,kw", FORWARD,
                         ids=[f"{c[0]}-d{c[2]}-dv{c[3]}-{i}" for i, c in enumerate(FORWARD)])
def test_forward(arch, dtype, d, dv, sq, skv, group, kw):
    _check_forward(arch, dtype, d, dv, sq, skv, group, dict(kw))


BACKWARD = [
    ("gfx950", torch.float16, 96, 33, 20, 2, dict(causal=True, window_left=5, bottom_right=True)),
    ("gfx942", torch.bfloat16, 256, 20, 33, 2, dict(causal=True)),  # one LDS stage in the dQ kernel (64 KiB)
    ("gfx950", torch.float16, 256, 20, 37, 1, dict(causal=False, window_left=9, softcap=3.0, scale=-0.2)),
]


def _bshd(shape, dtype):
    """A [B, H, S, D] view of a [B, S, H, D] tensor (rows H * D apart: a head's columns past D are the next
    head's, which the kernels must not mix in)."""
    b, h, s, d = shape
    return rand((b, s, h, d), dtype).transpose(1, 2)


def _check_grads(grads, go, qkv, kw: dict, dtype: torch.dtype) -> None:
    """dq, dk, dv written and within 2 x the output tolerance (relative L2) of the float64 backward."""
    qd, kd, vd = (t.detach().double() for t in qkv)
    ref_out, ref_lse = A.attention_reference(qd, kd, vd, **kw)
    ref = A.attention_backward_reference(go.double(), qd, kd, vd, ref_out, ref_lse, **kw)
    for name, g, r in zip(("dq", "dk", "dv"), grads, ref):
        assert g.shape == r.shape and not torch.isnan(g).any(), f"{name}: unwritten output"
        err = float((g.double() - r).norm() / r.norm())
        assert err <= 2 * OUT_TOL[dtype], f"{name}: relative L2 error {err:.3g}"


@pytest.mark.parametrize("arch,dtype,d,sq,skv,group,kw", BACKWARD,
                         ids=[f"{c[0]}-d{c[2]}-{i}" for i, c in enumerate(BACKWARD)])
def test_backward(arch, dtype, d, sq, skv, group, kw):
    """Through autograd: the forward and backward kernels at head dims 80, 96 and 256, gradients of every input;
    80/96 on BSHD views, used in place (no pad, copy or contiguous op runs)."""
    make = _bshd if d in (80, 96) else rand
    q, k, v = (make(s, dtype).requires_grad_() for s in ((1, group, sq, d), (1, 1, skv, d), (1, 1, skv, d)))
    kw = {"scale": None, "enable_gqa": group > 1, **kw}
    go = torch.randn(1, group, sq, d).to(dtype)
    with _kernel(arch), poisoned_outputs(), _aten_ops() as ops:
        out, _ = cdna.attention(q, k, v, **kw)
        grads = torch.autograd.grad(out, (q, k, v), go)
    if d in (80, 96):
        assert not {o: ops[o] for o in HOST_COPIES if ops[o]}, dict(ops)
    _check_grads(grads, go, (q, k, v), kw, dtype)


def test_decode_path_at_padded_dims(monkeypatch):
    """Decode-sized problems over 257 keys take the split-KV kernels on the 80/96 tensors in place (one query
    tile here; several: tests/ops/test_attention_in_place.py)."""
    calls = []
    real = AD.launch_decode
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **kw: calls.append(a[0].shape[-1]) or real(*a, **kw))
    _check_forward("gfx942", torch.bfloat16, 96, 96, 1, 257, 4, dict(causal=True, bottom_right=True))
    assert calls == [96], calls


def test_decode_path_d256(monkeypatch):
    """d=256 decode: one split + combine per 128 columns of v and out (each launch's lse the same)."""
    calls = []
    real = AD.launch_decode
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **kw: calls.append(a[2].shape[-1]) or real(*a, **kw))
    _check_forward("gfx950", torch.float16, 256, 256, 2, 257, 4, dict(causal=True, bottom_right=True))
    assert calls == [128, 128], calls


def test_unsupported_head_dims_name_the_supported_ones():
    q, k, v = rand((1, 1, 8, 160), torch.bfloat16), rand((1, 1, 8, 160), torch.bfloat16), \
        rand((1, 1, 8, 128), torch.bfloat16)
    with _kernel("gfx942"), pytest.raises(MissingKernel, match=r"head dim 160 \(v head dim 128\).*\(192, 128\)"):
        cdna.attention(q, k, v, causal=False, scale=None, enable_gqa=False)
    q, v = rand((1, 1, 8, 64), torch.bfloat16), rand((1, 1, 8, 256), torch.bfloat16)
    out, lse = A.attention_reference(q, q, v, causal=False, scale=None, enable_gqa=False)
    with _kernel("gfx950"), pytest.raises(MissingKernel, match=r"attention_backward: no kernel for head dim 64 "
                                                               r"\(v head dim 256\).*\(64, 80, 96, 128, 256\)"):
        cdna.attention_backward(out, q, q, v, out, lse, causal=False, scale=None, enable_gqa=False)


def test_d256_plan_fits_lds_and_registers():
    """d=256's plan: 4 waves, 32-key tiles, v in 128-column slices; both LDS stages fit gfx942's 64 KiB (K
    swizzled) and the forward kernel compiles within the VGPR file on both archs, as does the largest split-KV
    decode variant (vgprs counts VGPRs + AGPRs)."""
    p = K.plan_for("bf16", 256, random.choice((5, 300)), True, 1, 128)
    assert (p.waves, p.bn, p.vd, p.defer) == (4, 32, 128, False)
    for arch in ("gfx942", "gfx950"):  # LLVM assembles them with no diagnostic (any one raises)
        ck = K.attn_fwd.compile("f16", (256, 128), 4, 32, True, 1, arch=arch)
        assert ck.code_object[:4] == b"\x7fELF"
        assert ck.vgprs <= 256 and ck.lds_bytes <= 65536, (arch, ck.vgprs, ck.lds_bytes)
        split = AD.SPLIT_VARIANTS[0].compile("bf16", (256, 128), 16, 8, 4, 32, 7, arch=arch)  # 128 rows, 4 waves
        assert split.code_object[:4] == b"\x7fELF" and split.vgprs <= 512 and split.agprs <= 256
        # the backward: 4 waves, 32-row tiles; one LDS stage for dQ on gfx942 (two on gfx950's 160 KiB), the
        # dK/dV kernel's transposed tiles of one 128-column half; one row operand in AccVGPRs
        wq, wk, bn, bq, halves = B.bwd_grids(256, random.randint(1, 300), random.randint(1, 300))
        assert (wq, wk, bn, bq, halves) == (4, 4, 32, 32, 2)
        lds = arch_info(arch).lds_bytes_per_cu
        for kern in (B.attn_bwd_dq, B.attn_bwd_dkv):
            ck = kern.compile("bf16", 256, 4, 32, True, 2, arch=arch)
            assert ck.code_object[:4] == b"\x7fELF" and ck.vgprs <= 512 and ck.agprs <= 256, (arch, ck.vgprs)
            assert ck.lds_bytes <= lds, (arch, ck.lds_bytes)


@pytest.mark.parametrize("arch,dtype,d,lq,lk,kw", [
    ("gfx950", torch.float16, 256, [3, 0, 20], [5, 2, 30], dict(causal=True, window_left=9)),
    ("gfx942", torch.bfloat16, 80, [9, 1], [9, 20], dict(causal=False, softcap=4.0)),
], ids=["gfx950-d256", "gfx942-d80"])
def test_varlen(arch, dtype, d, lq, lk, kw):
    """``cdna::varlen_attention`` shares the forward and backward kernels: out and lse, and the gradients
    through autograd, against float64 per sequence."""
    from .test_varlen_attention import composed_varlen, packed
    q, k, v, cq, ck = packed(lq, lk, 2, 1, d, dtype)
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    with _kernel(arch), poisoned_outputs(), _aten_ops() as ops:
        out, lse = cdna.varlen_attention(*leaves, cq, ck, max(lq), max(lk), **kw)
        go = torch.randn_like(out)
        got = torch.autograd.grad(out, leaves, go)
    assert not ops["aten::constant_pad_nd"] and not ops["aten::pad"], dict(ops)  # 80/96 in place
    ref_leaves = [t.double().requires_grad_() for t in (q, k, v)]
    ref, ref_lse = composed_varlen(*ref_leaves, cq, ck, **kw)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    out, ref_out, ref_lse = out.detach(), ref.detach(), ref_lse.detach()
    assert float((out.double() - ref_out).abs().max()) / float(ref_out.abs().max()) <= OUT_TOL[dtype]
    fin = torch.isfinite(ref_lse)
    assert torch.equal(torch.isinf(lse), torch.isinf(ref_lse))
    assert float((lse.double()[fin] - ref_lse[fin]).abs().max()) <= LSE_TOL
    want = torch.autograd.grad(ref, ref_leaves, go.double())
    for name, g, w in zip(("dq", "dk", "dv"), got, want):
        assert not torch.isnan(g).any(), f"{name}: unwritten output"
        err = float((g.double() - w).norm() / w.norm())
        assert err <= 2 * OUT_TOL[dtype], f"{name}: relative L2 error {err:.3g}"
