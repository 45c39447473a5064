"""``cdna::qkv_rope`` / ``qkv_rope_backward`` in kernel mode: the DSL kernel of torch_cdna/ops/kernels/qkv_rope.py
on the simulator (gfx942 and gfx950), both layouts (grouped with GQA, per_head), full and partial rotary,
halves and pairs, bf16/fp16/fp32 data with fp32 or same-dtype tables, against a float64 split + rotation written
here (index arithmetic, not the op's reference); outputs poisoned with NaN; gradients vs autograd of the float64
composition; memory read and written once (the bytes the simulator counts); every variant assembles without
diagnostics; opcheck.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import qkv_rope as K

from .numerics import assert_close64, assert_grad_close, rand

cdna = torch.ops.cdna


def _head_columns(layout: str, hq: int, hkv: int, d: int) -> list[list[int]]:
    """Column indices of qkv's last dim for every q, k, v head, in order (q heads, k heads, v heads)."""
    if layout == "grouped":
        starts = [h * d for h in range(hq + 2 * hkv)]
    else:  # per head [q_h | k_h | v_h]
        starts = [h * 3 * d + g * d for g in range(3) for h in range(hq)]
    return [list(range(s, s + d)) for s in starts]


def qkv_rope64(qkv, cos, sin, hq, hkv, rot, inter, layout):
    """q, k, v [B, H, S, D] in float64 from qkv [B, S, N]; cos/sin broadcast to [B, 1, S, rot/2]."""
    x, c, s = qkv.double(), cos.double(), sin.double()
    d = x.shape[-1] // (hq + 2 * hkv)
    heads = [x[..., cols].unsqueeze(-3) for cols in _head_columns(layout, hq, hkv, d)]   # [B, 1, S, D] each
    outs = []
    for i, h in enumerate(heads):
        if i < hq + hkv:
            a = h[..., :rot]
            if inter:
                a1, a2 = a[..., 0::2], a[..., 1::2]
                r = torch.stack((a1 * c - a2 * s, a2 * c + a1 * s), -1).flatten(-2)
            else:
                a1, a2 = a[..., :rot // 2], a[..., rot // 2:]
                r = torch.cat((a1 * c - a2 * s, a2 * c + a1 * s), -1)
            h = torch.cat((r, h[..., rot:]), -1)
        outs.append(h)
    return torch.cat(outs[:hq], -3), torch.cat(outs[hq:hq + hkv], -3), torch.cat(outs[hq + hkv:], -3)


def _case(b, s, hq, hkv, d, rot, dtype, ctype, lead=None):
    qkv = rand((b, s, (hq + 2 * hkv) * d) if lead is None else (*lead, s, (hq + 2 * hkv) * d), dtype)
    ang = torch.rand((b, 1, s, rot // 2) if lead is None else (*lead, 1, s, rot // 2), dtype=torch.float64) * 6.3
    return qkv, ang.cos().to(ctype), ang.sin().to(ctype)


CASES = [  # arch, dtype, table dtype, layout, hq, hkv, d, rot, interleaved
    ("gfx942", torch.bfloat16, torch.float32, "grouped", 4, 2, 64, 32, False),     # Phi-like GQA, partial
    ("gfx950", torch.bfloat16, torch.bfloat16, "per_head", 2, 2, 32, 8, False),   # NeoX-like, rotary_pct 0.25
    ("gfx942", torch.float16, torch.float32, "per_head", 3, 3, 16, 16, True),     # full, pairs
    ("gfx950", torch.float32, torch.float32, "grouped", 2, 1, 24, 12, True),      # odd chunking (E = 2)
    ("gfx942", torch.float32, torch.float16, "grouped", 1, 1, 10, 6, False),      # rot/2 = 3: E = 1
]


@pytest.mark.parametrize("arch, dtype, ctype, layout, hq, hkv, d, rot, inter", CASES)
def test_forward_and_backward_match_float64(arch, dtype, ctype, layout, hq, hkv, d, rot, inter):
    qkv, cos, sin = _case(2, 5, hq, hkv, d, rot, dtype, ctype)
    args = (hq, hkv, rot, inter, layout)
    want = qkv_rope64(qkv, cos, sin, *args)
    grads = [rand(w.shape, dtype) for w in want]
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        got = cdna.qkv_rope(qkv, cos, sin, *args)
        x = qkv.detach().clone().requires_grad_()
        (dqkv,) = torch.autograd.grad(cdna.qkv_rope(x, cos, sin, *args), x, grads)
    scale = 2 * float(qkv.abs().max())
    for g, w in zip(got, want):
        assert g.is_contiguous() and not torch.isnan(g).any()
        assert_close64(g, w, dtype, scale=scale)
    x64 = qkv.detach().double().requires_grad_()
    (expected,) = torch.autograd.grad(qkv_rope64(x64, cos, sin, *args), x64, [g.double() for g in grads])
    assert not torch.isnan(dqkv).any()
    assert_grad_close(dqkv, expected, dtype)


@pytest.mark.parametrize("lead", [(), (2, 3)])
def test_other_leading_dims(lead):
    """[T, N] (tokens only) and [A, B, S, N]: folded into the kernel's batch."""
    s, hq, hkv, d, rot = 4, 2, 1, 16, 8
    qkv, cos, sin = _case(0, s, hq, hkv, d, rot, torch.bfloat16, torch.float32, lead=lead)
    if not lead:
        cos, sin = cos[0, 0], sin[0, 0]   # [S, rot/2]
    with _config.override(ops_impl="kernel", arch="gfx950"), poisoned_outputs():
        got = cdna.qkv_rope(qkv, cos, sin, hq, hkv, rot, False, "grouped")
    want = qkv_rope64(qkv, cos, sin, hq, hkv, rot, False, "grouped")
    for g, w in zip(got, want):
        assert g.shape == w.shape == (*lead, g.shape[-3], s, d)
        assert_close64(g, w, torch.bfloat16, scale=2 * float(qkv.abs().max()))


def test_memory_is_moved_once():
    """Forward: qkv read once and cos/sin once per token (not per head), q, k, v written once; backward the
    mirror image. The unfused sequence of the same model after the rope fusion (cdna::rope on the strided q/k
    rotary slices, then cat with the pass-through part, v consumed as a view) moves more; see the report."""
    b, s, hq, hkv, d, rot = 2, 8, 4, 2, 64, 32
    qkv, cos, sin = _case(b, s, hq, hkv, d, rot, torch.bfloat16, torch.float32)
    q, k, v = (torch.full((b, h, s, d), float("nan"), dtype=torch.bfloat16) for h in (hq, hkv, hkv))
    with _config.override(arch="gfx942"):
        st = K.launch_qkv_rope(qkv, cos, sin, q, k, v, rot, False, "grouped")
        dqkv = torch.full_like(qkv, float("nan"))
        st_bwd = K.launch_qkv_rope_backward(q, k, v, cos, sin, dqkv, rot, False, "grouped")
    tables = 2 * b * s * (rot // 2) * 4
    assert st.global_bytes_read == qkv.numel() * 2 + tables and st.global_bytes_written == qkv.numel() * 2
    assert st_bwd.global_bytes_read == qkv.numel() * 2 + tables and st_bwd.global_bytes_written == qkv.numel() * 2
    assert not st.warnings and not st_bwd.warnings
    assert_close64(q, qkv_rope64(qkv, cos, sin, hq, hkv, rot, False, "grouped")[0], torch.bfloat16,
                   scale=2 * float(qkv.abs().max()))


def _variants() -> set:
    """Compile-time arguments covering every data dtype, table dtype, rotation, direction, full/partial rotary
    and the chunk classes (E = 1, 2, 4, 8)."""
    seen = set()
    for dt, ct in ((torch.bfloat16, torch.float32), (torch.float16, torch.float16), (torch.float32, torch.bfloat16)):
        for inter in (False, True):
            for sign in (1, -1):
                for d, rot in ((128, 128), (128, 32), (96, 64), (10, 6)):
                    e = K.chunk_elems(d, rot, dt.itemsize, inter)
                    seen.add((K.dtype_name(dt), K.dtype_name(ct), d, rot, e, 1 << (d // e - 1).bit_length(),
                              4, inter, sign))
    return seen


@pytest.mark.parametrize("arch", K.ARCHS)
def test_every_variant_assembles(arch):
    """LLVM assembles every variant without diagnostics (any diagnostic raises AssemblerError)."""
    variants = _variants()
    assert len(variants) == 48 and {v[4] for v in variants} == {1, 2, 4, 8}
    for consts in sorted(variants, key=repr):
        ck = K.qkv_rope_kernel.compile(*consts, arch=arch)
        assert ck.code_object and ck.vgprs <= 128


def test_opcheck_kernel_mode():
    qkv, cos, sin = _case(1, 3, 2, 2, 16, 8, torch.bfloat16, torch.float32)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.qkv_rope.default, (qkv.requires_grad_(), cos, sin, 2, 2, 8, True, "per_head"),
                              test_utils=("test_schema", "test_autograd_registration", "test_faketensor"))


def test_bad_arguments_name_themselves():
    qkv, cos, sin = _case(1, 3, 2, 1, 16, 8, torch.float32, torch.float32)
    for args, match in [((qkv, cos, sin, 2, 1, 8, False, "blocked"), "layout='blocked'"),
                        ((qkv, cos, sin, 2, 1, 8, False, "per_head"), "num_q_heads == num_kv_heads"),
                        ((qkv, cos, sin, 3, 1, 8, False, "grouped"), "last dim of qkv"),
                        ((qkv, cos, sin, 2, 1, 18, False, "grouped"), "rotary_dim=18"),
                        ((qkv, cos[..., :2], sin, 2, 1, 8, False, "grouped"), "cos of shape"),
                        ((qkv, cos, sin, 0, 1, 8, False, "grouped"), "num_q_heads=0")]:
        with pytest.raises(ValueError, match=match):
            cdna.qkv_rope(*args)
