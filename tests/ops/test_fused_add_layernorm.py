"""cdna::fused_add_layernorm: residual_out = x + residual rounded to x's dtype, y = layer_norm(residual_out).

Kernel mode runs ``fused_add_layernorm_fwd`` (torch_cdna/ops/kernels/norms.py) on the simulator, gfx942 and
gfx950, against float64 compositions, with outputs poisoned with NaN before each launch; the backward is
``cdna::layernorm_backward`` on the rounded sum plus the residual gradient. Inputs come from the global
generators, seeded per test from ``rng_seed`` (tests/ops/conftest.py)."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import norms as K

from .numerics import assert_close64, assert_grad_close, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
# ragged row lengths: odd (16-bit rows take the 2-byte-chunk path), not a multiple of a wave's chunks, 1
HIDDEN = (17, 200, 1000, 1, 896)


@pytest.fixture
def kernel_mode(request):
    with _config.override(ops_impl="kernel", arch=request.param), poisoned_outputs():
        yield request.param


def ln64(total, w, b, eps):
    return F.layer_norm(total.double(), (total.shape[-1],), w.double(), None if b is None else b.double(), eps)


def _inputs(d: int, dtype: torch.dtype, bias: bool, lead: tuple = (3,)):
    x = rand((*lead, d), dtype, scale=2) + random.choice((0.0, 3.0))    # a mean away from 0 too
    r = rand((*lead, d), dtype)
    wdtype = dtype if random.random() < 0.7 else torch.float32
    w = rand((d,), wdtype) + 1
    b = rand((d,), wdtype) if bias else None
    return x, r, w, b


def _check_forward(x, r, w, b, dtype):
    y, total = cdna.fused_add_layernorm(x, r, w, b, 1e-5)
    assert torch.equal(total, x + r), "residual_out must be x + residual rounded to the input dtype"
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"
    scale = float(w.abs().max()) + (0.0 if b is None else float(b.abs().max()))
    assert_close64(y, ln64(x + r, w, b, 1e-5), dtype, scale=scale)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32])
def test_kernel_matches_float64(kernel_mode, dtype):
    d = random.choice(HIDDEN)
    for bias in (True, False):
        _check_forward(*_inputs(d, dtype, bias, random.choice(((3,), (2, 3), (5,)))), dtype)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_kernel_row_groups_and_strided_rows(kernel_mode):
    """Row groups (several rows per workgroup, weight and bias staged through LDS), a last trip with idle
    groups, row-strided x and residual (no copies)."""
    dtype = random.choice((torch.bfloat16, torch.float16))
    for n, d in ((5, 1000), (13, 2056)):
        _, _, w, b = _inputs(d, dtype, True)
        x = rand((n, d + 8), dtype)[:, 8:]
        r = rand((n, d + 4), dtype)[:, :d]
        assert not x.is_contiguous() and not r.is_contiguous()
        _check_forward(x, r, w, b, dtype)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_backward_through_kernels(dtype):
    """Gradients of a loss on both outputs: dx = dresidual = layernorm's dx on the rounded sum + the gradient
    into residual_out; dweight/dbias in their own dtypes (on an arch drawn from the test's seed)."""
    with _config.override(ops_impl="kernel", arch=random.choice(ARCHS)), poisoned_outputs():
        _backward_through_kernels(dtype)


def _backward_through_kernels(dtype):
    d = random.choice([h for h in HIDDEN if h > 1])
    bias = random.random() < 0.5
    x, r, w, b = _inputs(d, dtype, bias)
    gy, gr = rand(x.shape, dtype), rand(x.shape, dtype)
    params = [x, r, w] + ([b] if bias else [])
    xs = [t.detach().clone().requires_grad_() for t in params]
    y, total = cdna.fused_add_layernorm(*xs[:3], xs[3] if bias else None, 1e-5)
    (y.float() * gy.float() + total.float() * gr.float()).sum().backward()
    total64 = (x + r).double().requires_grad_()
    p64 = [t.detach().double().requires_grad_() for t in params[2:]]
    (ln64(total64, p64[0], p64[1] if bias else None, 1e-5) * gy.double() + total64 * gr.double()).sum().backward()
    assert all(not torch.isnan(t.grad).any() for t in xs)
    assert torch.equal(xs[0].grad, xs[1].grad)
    assert xs[2].grad.dtype == w.dtype and (not bias or xs[3].grad.dtype == b.dtype)
    assert_grad_close(xs[0].grad, total64.grad, dtype, scale=float((gy.double() * w.double()).norm()))
    for ours, expected in zip(xs[2:], p64):
        assert_grad_close(ours.grad, expected.grad, dtype)


def test_opcheck_in_kernel_mode():
    """Schema (no mutation or aliasing by the kernel) and fake-vs-kernel metadata, on one arch and bias variant
    drawn from the test's seed; the autograd and AOT checks run in reference mode (tests/ops/test_registry.py)."""
    x, r, w, b = _inputs(200, torch.bfloat16, random.random() < 0.5)
    with _config.override(ops_impl="kernel", arch=random.choice(ARCHS)), poisoned_outputs():
        torch.library.opcheck(cdna.fused_add_layernorm.default, (x, r, w, b, 1e-5),
                              test_utils=("test_schema", "test_faketensor"))


def test_reference_grads_match_layernorm_plus_add():
    """Reference mode: the op's autograd formula equals autograd through ``x + r`` and ``F.layer_norm``."""
    x, r, w, b = (t.float() for t in _inputs(64, torch.float32, True))
    g = [rand(x.shape, torch.float32) for _ in range(2)]
    ours = [t.clone().requires_grad_() for t in (x, r, w, b)]
    y, total = cdna.fused_add_layernorm(*ours, 1e-5)
    (y * g[0] + total * g[1]).sum().backward()
    theirs = [t.clone().requires_grad_() for t in (x, r, w, b)]
    h = theirs[0] + theirs[1]
    (F.layer_norm(h, (64,), theirs[2], theirs[3], 1e-5) * g[0] + h * g[1]).sum().backward()
    for a, e in zip(ours, theirs):
        torch.testing.assert_close(a.grad, e.grad, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("call, error, message", [
    (lambda: cdna.fused_add_layernorm(torch.ones(2, 8), torch.ones(2, 8, dtype=torch.bfloat16), torch.ones(8),
                                      None, 1e-5), TypeError, "cdna::fused_add_layernorm: residual"),
    (lambda: cdna.fused_add_layernorm(torch.ones(2, 8), torch.ones(1, 8), torch.ones(8), None, 1e-5), ValueError,
     "cdna::fused_add_layernorm: residual"),
    (lambda: cdna.fused_add_layernorm(torch.ones(2, 8), torch.ones(2, 8), torch.ones(8), torch.ones(4), 1e-5),
     ValueError, r"cdna::fused_add_layernorm: bias must have shape \[D\] = \[8\]"),
])
def test_bad_inputs_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_assembles_without_diagnostics(arch):
    """Every variant the launcher chooses between assembles and links with LLVM (any diagnostic raises): row
    groups, several waves, 2-byte chunks; with an fp32 bias next to a bf16 weight and without a bias."""
    for waves, groups, nch, chunk in ((1, 4, 2, 16), (2, 2, 4, 16), (7, 1, 4, 16), (1, 1, 2, 2)):
        xdt = "f32" if chunk == 16 else "bf16"
        K.fused_add_layernorm_fwd.compile(xdt, "bf16", "f32", waves, groups, nch, chunk, False, False, arch=arch)
        K.fused_add_layernorm_fwd.compile("f16", "f16", None, waves, groups, nch, chunk, chunk == 2, False,
                                          arch=arch)
