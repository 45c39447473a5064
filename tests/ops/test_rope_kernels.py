"""``cdna::rope`` / ``rope_backward`` in kernel mode: the DSL kernel of torch_cdna/ops/kernels/rope.py on the
simulator (gfx942 and gfx950), neox and interleaved, BSHD / BHSD / strided views, cos/sin in fp32 or x's
dtype, cos/sin broadcast from fewer dims or size-1 dims (taken as given, no per-call views) or needing a copy
(strided, mixed dtypes/shapes), against a float64 rotation written here; outputs poisoned with NaN; gradients
vs autograd of the float64 composition; memory read/written once (cos/sin loaded once per position, not per
head); launch plans cached per shape; opcheck.

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


# cos/sin shapes the launcher takes as they are (size-1 and missing dims broadcast, never expanded per call):
# "low": fewest dims ([S, D/2] for BHSD x, [S, 1, D/2] for BSHD x), "shared": [1, S, 1, D/2] / [1, 1, S, D/2],
# "batch": [B, S, 1, D/2] / [B, 1, S, D/2], "full": x.shape[:-1] + (D/2,) (varies along all three dims).
TABLES = ("low", "shared", "batch", "full")


def _table_shape(kind: str, layout: str, b: int, s: int, h: int, half: int) -> tuple:
    seq = (s, 1) if layout == "bshd" else (1, s)
    full = (b, s, h, half) if layout == "bshd" else (b, h, s, half)
    return {"low": (s, 1, half) if layout == "bshd" else (s, half), "shared": (1, *seq, half),
            "batch": (b, *seq, half), "full": full}[kind]


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("layout", ("bshd", "bhsd"))
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", DTYPES)
def test_broadcast_tables_forward_and_backward(dtype, arch, layout, table):
    b, s, h, d = 2, 3, 3, 16
    inter = (DTYPES.index(dtype) + TABLES.index(table)) % 2 == 1   # both rotations across the grid
    x = rand((b, s, h, d) if layout == "bshd" else (b, h, s, d), dtype)
    ang = torch.rand(_table_shape(table, layout, b, s, h, d // 2), dtype=torch.float64) * 6.3
    cos, sin = ang.cos().float(), ang.sin().float()
    grad = rand(x.shape, dtype)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.rope(x, cos, sin, inter)
        (dx,) = op_grads(lambda t: cdna.rope(t, cos, sin, inter), [x], grad)
    assert_close64(y, rot64(x, cos, sin, inter), dtype, scale=2 * float(x.abs().max()))
    (expected,) = grads64(lambda t: rot64(t, cos, sin, inter), [x], grad)
    assert_grad_close(dx, expected, dtype)


@pytest.mark.parametrize("arch", ARCHS)
def test_tables_the_launcher_must_fix(arch):
    """Tables needing a (small) copy: a strided D/2 dim, a size-1 D/2 dim, cos and sin of different dtypes or
    shapes, an expanded (stride-0, size > 1) table; and 3-D / 5-D / empty x."""
    x = rand((2, 4, 3, 8), torch.bfloat16)   # BSHD
    ang = torch.rand(4, 1, 4, dtype=torch.float64) * 6.3
    c32, s32 = ang.cos().float(), ang.sin().float()
    cases = [
        (x, torch.cat((c32, c32), -1)[..., ::2], s32),               # cos strided along D/2 (stride 2)
        (x, c32[..., :1], s32[..., :1]),                             # one angle for every pair
        (x, c32, s32.to(torch.bfloat16)),                            # different dtypes
        (x, c32, s32.unsqueeze(0)),                                  # [S, 1, D/2] and [1, S, 1, D/2]
        (x, c32.expand(4, 3, 4), s32.expand(4, 3, 4)),              # expanded over H: stride 0, size 3
        (x[0], c32, s32),                                            # 3-D x [S, H, D]
        (x.view(2, 1, 4, 3, 8).expand(2, 2, 4, 3, 8), c32, s32),     # 5-D x (leading dims folded)
        (x[:, :0], c32[:0], s32[:0]),                                # empty x
    ]
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        for xi, c, s_ in cases:
            y = cdna.rope(xi, c, s_, False)
            assert y.shape == xi.shape
            scale = 2 * float(xi.abs().max()) if xi.numel() else 1.0
            assert_close64(y, rot64(xi, c, s_, False), torch.bfloat16, scale=scale)


def test_plans_are_cached_per_shape_and_not_per_tensor():
    x, cos, sin = _case("bshd", 1, 3, 2, 16, torch.bfloat16, torch.float32, shared=True)
    out = torch.empty_like(x)
    K._PLANS.clear()
    first = K.prepare(x, cos, sin, out, False)
    x2, cos2, sin2 = x.clone(), cos.clone(), sin.clone()
    second = K.prepare(x2, cos2, sin2, torch.empty_like(x2), False)
    assert len(K._PLANS) == 1 and first[:4] == second[:4]
    assert all(a is b for a, b in zip(second[4][:4], (x2, cos2, sin2)))   # this call's tensors, no copies
    K.prepare(x, cos, sin, out, True)
    assert len(K._PLANS) == 2


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


@pytest.mark.parametrize("arch, layout, expanded", [("gfx942", "bshd", False), ("gfx950", "bhsd", False),
                                                     ("gfx942", "bhsd", True)])
def test_one_pass_tables_once(arch, layout, expanded):
    b, s, h, d = 2, 8, 4, 128
    x, cos, sin = _case(layout, b, s, h, d, torch.bfloat16, torch.float32, shared=True)
    out = torch.full_like(x, float("nan"))
    if expanded:  # stride-0 views of size > 1 read the same way as size-1 dims
        target = (*x.shape[:-1], d // 2)
        cos, sin = cos.expand(target), sin.expand(target)
    with _config.override(arch=arch):
        st_ = K.launch_rope(x, cos, sin, out, False)
    assert st_.global_bytes_written == x.numel() * 2
    # x once, cos and sin once (shared across batch and heads: [1, S, D/2] fp32 each)
    assert st_.global_bytes_read == x.numel() * 2 + 2 * s * (d // 2) * 4
    assert not st_.warnings
    asm = K.rope_kernel.compile("bf16", "f32", d, 8, 8, 1, False, 1, False, arch=arch).asm
    assert "global_load_dwordx4" in asm and "global_store_dwordx4" in asm
    assert_close64(out, rot64(x, cos, sin, False), torch.bfloat16, scale=2 * float(x.abs().max()))


def _variants() -> set:
    """Compile-time arguments of launches covering every dtype pair, rotation, direction and table kind (at
    D = 128), and every chunk size / lanes-per-head class (D = 2 .. 512, fp32 tables)."""
    seen = set()
    combos = [(dt, ct, 128, table, inter, sign) for dt in DTYPES for ct in DTYPES for table in ("shared", "full")
              for inter in (False, True) for sign in (1, -1)]
    combos += [(dt, torch.float32, d, "shared", inter, 1) for dt in DTYPES for d in (2, 6, 64, 80, 256, 512)
               for inter in (False, True)]
    for dt, ct, d, table, inter, sign in combos:
        if d > K.MAX_LANES_PER_HEAD * (16 // dt.itemsize) * (1 if inter else 2):
            continue   # beyond the kernel's head dim (the launcher raises)
        x = torch.empty(2, 3, 4, d, dtype=dt)
        cos = torch.empty(_table_shape(table, "bshd", 2, 3, 4, d // 2), dtype=ct)
        seen.add(K.prepare(x, cos, cos, x, inter, sign)[3])
    return seen


@pytest.mark.parametrize("arch", ARCHS)
def test_every_variant_assembles(arch):
    """LLVM assembles every planned variant without diagnostics (any diagnostic raises AssemblerError)."""
    variants = _variants()
    assert len(variants) >= 90 and {v[8] for v in variants} == {False, True}
    for consts in sorted(variants, key=repr):
        ck = K.rope_kernel.compile(*consts, arch=arch)
        assert ck.code_object and ck.vgprs <= 256


def test_opcheck_kernel_mode():
    x, cos, sin = _case("bshd", 1, 3, 2, 16, torch.bfloat16, torch.float32, shared=False)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.rope.default, (x, cos, sin, True))
