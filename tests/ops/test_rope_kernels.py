"""``cdna::rope`` / ``rope_backward`` in kernel mode: the DSL kernel of torch_cdna/ops/kernels/rope.py on the
simulator (gfx942 and gfx950), neox and interleaved, BSHD / BHSD / strided views, cos/sin in fp32 or x's
dtype, against a float64 rotation written here; outputs poisoned with NaN; gradients vs autograd of the
float64 composition; memory read/written once (cos/sin loaded once per position, not per head); opcheck.

Tolerances: ``numerics.FORWARD_TOL`` scaled by the largest |x| (outputs are sums of two products), gradients
``numerics.GRAD_TOL``.
"""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings, strategies as st

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import rope as K

from .numerics import assert_close64, assert_grad_close, grads64, op_grads, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)


def rot64(x: torch.Tensor, c: torch.Tensor, s: torch.Tensor, inter: bool) -> torch.Tensor:
    x, c, s = x.double(), c.double(), s.double()
    if inter:
        a, b = x[..., 0::2], x[..., 1::2]
        return torch.stack((a * c - b * s, b * c + a * s), -1).flatten(-2)
    h = x.shape[-1] // 2
    a, b = x[..., :h], x[..., h:]
    return torch.cat((a * c - b * s, b * c + a * s), -1)


def _case(layout: str, b: int, s: int, h: int, d: int, dtype, ctype, shared: bool):
    x = rand((b, s, h, d) if layout == "bshd" else (b, h, s, d), dtype)
    shape = [1 if shared else b, s, 1, d // 2] if layout == "bshd" else [1 if shared else b, 1, s, d // 2]
    ang = torch.rand(shape, dtype=torch.float64) * 6.3
    return x, ang.cos().to(ctype), ang.sin().to(ctype)


cases = st.fixed_dictionaries({
    "arch": st.sampled_from(ARCHS), "dtype": st.sampled_from(DTYPES), "inter": st.booleans(),
    "layout": st.sampled_from(("bshd", "bhsd")), "shared": st.booleans(), "cos32": st.booleans(),
    "b": st.integers(1, 2), "s": st.integers(1, 5), "h": st.integers(1, 3), "d": st.sampled_from((2, 6, 64, 80, 128))})


@settings(max_examples=9, deadline=None)
@given(cases)
def test_rope_forward_and_backward(c):
    ct = torch.float32 if c["cos32"] else c["dtype"]
    x, cos, sin = _case(c["layout"], c["b"], c["s"], c["h"], c["d"], c["dtype"], ct, c["shared"])
    grad = rand(x.shape, c["dtype"])
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        y = cdna.rope(x, cos, sin, c["inter"])
        (dx,) = op_grads(lambda t: cdna.rope(t, cos, sin, c["inter"]), [x], grad)
    assert not torch.isnan(y).any() and not torch.isnan(dx).any()
    assert_close64(y, rot64(x, cos, sin, c["inter"]), c["dtype"], scale=2 * float(x.abs().max()))
    (expected,) = grads64(lambda t: rot64(t, cos, sin, c["inter"]), [x], grad)
    assert_grad_close(dx, expected, c["dtype"])


@pytest.mark.parametrize("arch", ARCHS)
def test_strided_views_and_per_batch_tables(arch):
    qkv = rand((2, 7, 3 * 4 * 64), torch.bfloat16)             # fused projection: q is a strided view
    q = qkv[..., : 4 * 64].view(2, 7, 4, 64)
    ang = torch.rand(2, 7, 1, 32, dtype=torch.float64) * 6.3    # per-batch positions: cos varies along B and S
    cos, sin = ang.cos().float(), ang.sin().float()
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.rope(q, cos, sin, False)
        full = cdna.rope(q, cos.expand(2, 7, 4, 32).contiguous(), sin.expand(2, 7, 4, 32).contiguous(), True)
    assert_close64(y, rot64(q, cos, sin, False), torch.bfloat16, scale=2 * float(q.abs().max()))
    assert_close64(full, rot64(q, cos, sin, True), torch.bfloat16, scale=2 * float(q.abs().max()))


@pytest.mark.parametrize("arch, layout", [("gfx942", "bshd"), ("gfx950", "bhsd")])
def test_one_pass_tables_once(arch, layout):
    b, s, h, d = 2, 8, 4, 128
    x, cos, sin = _case(layout, b, s, h, d, torch.bfloat16, torch.float32, shared=True)
    out = torch.full_like(x, float("nan"))
    target = (*x.shape[:-1], d // 2)
    with _config.override(arch=arch):
        st_ = K.launch_rope(x, cos.expand(target), sin.expand(target), out, False)
    assert st_.global_bytes_written == x.numel() * 2
    # x once, cos and sin once (shared across batch and heads: [1, S, D/2] fp32 each)
    assert st_.global_bytes_read == x.numel() * 2 + 2 * s * (d // 2) * 4
    assert not st_.warnings
    asm = K.rope_kernel.compile("bf16", "f32", d, 8, 8, 1, False, 1, False, arch=arch).asm
    assert "global_load_dwordx4" in asm and "global_store_dwordx4" in asm
    assert_close64(out, rot64(x, cos, sin, False), torch.bfloat16, scale=2 * float(x.abs().max()))


def test_opcheck_kernel_mode():
    x, cos, sin = _case("bshd", 1, 3, 2, 16, torch.bfloat16, torch.float32, shared=False)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.rope.default, (x, cos, sin, True))
