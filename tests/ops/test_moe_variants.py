"""The ``fused_moe`` kernel-variant family (torch_cdna/ops/variants_moe.py): its picks equal the compile-time arguments
the kernel path passes (the grouped GEMM kernels replaced by recorders, nothing of theirs runs), forward bf16 and fp8
over the three block sizes, and the backward's dW kernels."""

from __future__ import annotations

import contextlib

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import variants as V
from torch_cdna.ops.kernels import moe, moe_dw, moe_fp8

from .test_variants import _picked, _Recorder  # the launch recorder the other families' pick tests use

cdna = torch.ops.cdna


@contextlib.contextmanager
def _recorded(monkeypatch):
    seen: list = []
    for module, name in ((moe, "grouped_gemm_kernel"), (moe_fp8, "grouped_fp8_kernel"),
                         (moe_dw, "grouped_dw_kernel")):
        monkeypatch.setattr(module, name, _Recorder(getattr(module, name), seen))
    yield seen


@pytest.mark.parametrize("t,k,e,h,i,act", [(8, 2, 8, 64, 32, "silu"), (48, 1, 1, 40, 32, "gelu"),
                                            (96, 1, 1, 64, 64, "gelu_tanh")])
@pytest.mark.parametrize("fp8", [False, True])
def test_forward_picks_match_launcher(monkeypatch, t, k, e, h, i, act, fp8):
    arch = "gfx950"
    x = torch.zeros(t, h, dtype=torch.bfloat16)
    ids = torch.stack([torch.randperm(e)[:k] for _ in range(t)])
    kw = {}
    if fp8:
        dt = torch.float8_e4m3fn
        w13, w2 = torch.zeros(e, 2 * i, h, dtype=dt), torch.zeros(e, h, i, dtype=dt)
        kw = dict(w13_scale=torch.ones(e, -(-2 * i // 128), -(-h // 128)), w2_scale=torch.ones(e, -(-h // 128),
                                                                                                -(-i // 128)))
    else:
        w13, w2 = torch.zeros(e, 2 * i, h, dtype=torch.bfloat16), torch.zeros(e, h, i, dtype=torch.bfloat16)
    with _recorded(monkeypatch) as seen, _config.override(ops_impl="kernel", arch=arch):
        cdna.fused_moe(x, w13, w2, torch.rand(t, k), ids, activation=act, **kw)
    want = V.select("fused_moe", t=t, k=k, e=e, h=h, i=i, activation=act, fp8=fp8, arch=arch)
    assert seen == _picked(want)
    assert len({p.variant.name for p in want}) == 2


def test_backward_dw_picks_match_launcher(monkeypatch):
    t, k, e, h, i = 6, 2, 4, 72, 16
    x = torch.randn(t, h, dtype=torch.bfloat16)
    w13, w2 = torch.randn(e, 2 * i, h, dtype=torch.bfloat16), torch.randn(e, h, i, dtype=torch.bfloat16)
    ids = torch.stack([torch.randperm(e)[:k] for _ in range(t)])
    with _config.override(ops_impl="kernel", arch="gfx942"), _recorded(monkeypatch) as seen:
        cdna.fused_moe_backward(torch.randn(t, h, dtype=torch.bfloat16), x, w13, w2, torch.rand(t, k), ids)
    dw = [s for s in seen if s[0] == "grouped_dw_kernel"]
    assert dw == _picked(V.select("fused_moe", t=t, k=k, e=e, h=h, i=i, backward=True, arch="gfx942"))
    assert [c[2].name for _, c in dw] == ["t128", "m32"]
