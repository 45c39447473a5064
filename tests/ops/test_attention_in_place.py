"""``cdna::attention``'s kernel paths run on the callers' tensors, with no padded copies: split-KV decode at head
dims 80/96 with several query tiles (G * S_q > 32: K staged in 128-wide LDS rows whose columns past the head dim
load 0), and the backward of the (q/k, v) head-dim pairs (64, 128), (128, 64), (256, 128) (the kernels take
both head dims). Each case: simulator kernel mode with strict sanitizers vs the float64 reference, outputs
NaN-poisoned, no aten pad/copy op in the profiler's view, and the launchers handed the callers' storage."""

from __future__ import annotations

import pytest
import torch

from torch_cdna.ops import attention as A
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import attention_bwd as B, attention_decode as AD

from .test_attention_head_dims import HOST_COPIES, LSE_TOL, OUT_TOL, _aten_ops, _check_grads, _kernel

cdna = torch.ops.cdna


def _no_copies(ops) -> None:
    assert not {o: ops[o] for o in HOST_COPIES if ops[o]}, f"a pad/copy ran: {dict(ops)}"


# (arch, dtype, d, group, sq, keywords): G * S_q = 40 (2 query tiles) and 128 (4)
DECODE = [
    ("gfx950", torch.bfloat16, 80, 8, 5, dict(causal=True, bottom_right=True)),
    ("gfx942", torch.float16, 96, 8, 16, dict(causal=False, window_left=270, bottom_right=True, softcap=3.0)),
]


@pytest.mark.parametrize("arch,dtype,d,group,sq,kw", DECODE, ids=[f"{c[0]}-d{c[2]}-g{c[3]}" for c in DECODE])
def test_decode_several_query_tiles(arch, dtype, d, group, sq, kw, rng_seed, monkeypatch):
    torch.manual_seed(rng_seed)
    assert AD.query_tiles(group * sq) > 1
    q, k, v = (torch.randn(s, dtype=torch.float64).to(dtype) for s in ((1, 2 * group, sq, d), (1, 2, 300, d),
                                                                        (1, 2, 300, d)))
    seen = []
    real = AD.launch_decode
    monkeypatch.setattr(AD, "launch_decode", lambda *a, **k_: seen.append(a[:4]) or real(*a, **k_))
    kw = {"scale": None, "enable_gqa": True, **kw}
    with _kernel(arch), poisoned_outputs(), _aten_ops() as ops:
        out, lse = cdna.attention(q, k, v, **kw)
    _no_copies(ops)
    assert len(seen) == 1, "not the split-KV decode path"
    assert [t.data_ptr() for t in seen[0]] == [t.data_ptr() for t in (q, k, v, out)], "launched on copies"
    ref, ref_lse = A.attention_reference(q.double(), k.double(), v.double(), **kw)
    assert not torch.isnan(out).any() and not torch.isnan(lse).any(), "unwritten output (NaN poison survived)"
    err = float((out.double() - ref).abs().max()) / float(ref.abs().max())
    assert err <= OUT_TOL[dtype], f"out: relative max error {err:.3g}"
    assert float((lse.double() - ref_lse).abs().max()) <= LSE_TOL


# (arch, dtype, d, dv, group, keywords): every forward pair, GQA 1/4/8, no mask / bottom-right / top-left causal
PAIRS = [
    ("gfx942", torch.bfloat16, 64, 128, 1, dict(causal=False)),
    ("gfx950", torch.float16, 128, 64, 4, dict(causal=True, bottom_right=True)),
    ("gfx950", torch.bfloat16, 256, 128, 8, dict(causal=True)),
]


@pytest.mark.parametrize("arch,dtype,d,dv,group,kw", PAIRS, ids=[f"{c[0]}-d{c[2]}-dv{c[3]}-g{c[4]}" for c in PAIRS])
def test_backward_head_dim_pairs(arch, dtype, d, dv, group, kw, rng_seed, monkeypatch):
    """Through autograd, the backward kernels take (d, dv) and read q/k/v and out where they are."""
    torch.manual_seed(rng_seed)
    q, k, v = (torch.randn(s, dtype=torch.float64).to(dtype).requires_grad_()
               for s in ((1, 2 * group, 20, d), (1, 2, 33, d), (1, 2, 33, dv)))
    go = torch.randn(1, 2 * group, 20, dv, dtype=torch.float64).to(dtype)
    kw = {"scale": None, "enable_gqa": group > 1, **kw}
    seen = []
    real = B.attn_bwd_dq
    # a: DT, D, WAVES, BN, CAUSAL, GROUP (compile-time), then q, k, v, o, do, ...
    monkeypatch.setattr(B, "attn_bwd_dq", lambda grid, block, *a: seen.append((a[1], a[6:10])) or
                        real(grid, block, *a))
    with _kernel(arch), poisoned_outputs(), _aten_ops() as ops:
        out, _ = cdna.attention(q, k, v, **kw)
        grads = torch.autograd.grad(out, (q, k, v), go)
    _no_copies(ops)
    assert len(seen) == 1 and seen[0][0] == (d, dv), "not the (d, dv) backward kernels"
    assert [t.data_ptr() for t in seen[0][1]] == [t.data_ptr() for t in (q, k, v, out)], "launched on copies"
    _check_grads(grads, go, (q, k, v), kw, dtype)
