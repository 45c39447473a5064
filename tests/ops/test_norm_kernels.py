"""The norm ops in kernel mode: the DSL kernels of torch_cdna/ops/kernels/norms.py run on the simulator (CPU
tensors), gfx942 and gfx950, against float64 compositions; outputs are poisoned with NaN before each launch.
Also checks the kernels' memory behaviour through the simulator's counters (each row read and written once,
16-byte loads on the main path)."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import norms as K
from torch_cdna.ops.kernels import rowops

from .numerics import assert_close64, assert_grad_close, grads64, op_grads, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# Row lengths: not powers of two, odd (16-bit rows then take the 2-byte-chunk path), multi-wave.
HIDDEN = (896, 1000, 17, 1, 200, 2056)


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        yield arch


def _shape(d: int) -> tuple[int, ...]:
    lead = random.choice([(), (3,), (2, 3), (5,)])
    return (*lead, d)


def _weight(d: int, dtype: torch.dtype, same: bool) -> torch.Tensor:
    return rand((d,), dtype if same else torch.float32) + 1


def rms64(x, w, eps):
    return F.rms_norm(x.double(), (x.shape[-1],), w.double(), eps)


def ln64(x, w, b, eps):
    return F.layer_norm(x.double(), (x.shape[-1],), w.double(), b.double(), eps)


def _check(y: torch.Tensor, expected: torch.Tensor, dtype: torch.dtype, scale: float = 1.0) -> None:
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"
    assert_close64(y, expected, dtype, scale=scale)


# ---------------------------------------------------------------------------------------------- rmsnorm
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_rmsnorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 3):
        same = random.random() < 0.7
        x, w = rand(_shape(d), dtype, scale=3), _weight(d, dtype, same)
        eps = random.choice((1e-6, 1e-5, 0.1))
        _check(cdna.rmsnorm(x, w, eps), rms64(x, w, eps), dtype, scale=float(w.abs().max()))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_rmsnorm_row_strided_and_unaligned_inputs(kernel_mode):
    base = rand((6, 1040), torch.bfloat16)
    x = base[:, 8:1008]                      # row stride 1040 elements, 16-byte aligned start
    w = _weight(1000, torch.bfloat16, True)
    _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
    x = base[:, 1:1001]                      # starts 2 bytes past a dword: the 2-byte-chunk path
    _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
    y = cdna.rmsnorm(base[::2, 4:1004], w[:1000], 1e-6)   # every other row
    _check(y, rms64(base[::2, 4:1004], w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))


@pytest.mark.parametrize("arch", ARCHS)
def test_rmsnorm_reads_and_writes_each_row_once(arch):
    n, d = 40, 1000
    x, w = rand((n, d), torch.bfloat16), _weight(d, torch.bfloat16, True)
    out = torch.full_like(x, float("nan"))
    with _config.override(arch=arch):
        st, = K.launch_rmsnorm(x, w, 1e-6, out).stats
    p = rowops.plan(d, "bf16")
    g = rowops.grid(n, p.waves)
    assert st.global_bytes_written == n * d * 2
    assert st.global_bytes_read == n * d * 2 + g * d * 2     # rows once, the weight once per workgroup
    assert g > 1 and st.global_unique_bytes_read == n * d * 2 + d * 2   # distinct bytes: the minimum
    assert st.global_unique_bytes_written == n * d * 2
    assert st.vmem_load == (n + g) * p.nch and st.vmem_store == n * p.nch and st.lds_bytes == 0
    loop = K.rmsnorm_fwd.compile("bf16", "bf16", p.waves, p.nch, 16, False, arch=arch).asm.split("_loop_")[1]
    assert "buffer_load_dwordx4" in loop and "buffer_store_dwordx4" in loop
    assert not st.warnings
    _check(out, rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))


# ---------------------------------------------------------------------------------------------- fused add
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_fused_add_rmsnorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 2):
        shape = _shape(d)
        x, r, w = rand(shape, dtype), rand(shape, dtype), _weight(d, dtype, random.random() < 0.7)
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-6)
        assert torch.equal(total, x + r), "residual_out must be x + residual rounded to the input dtype"
        _check(y, rms64(x + r, w, 1e-6), dtype, scale=float(w.abs().max()))


# ---------------------------------------------------------------------------------------------- layernorm
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_layernorm_kernel(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 3):
        x = rand(_shape(d), dtype, scale=2) + random.choice((0.0, 3.0))   # a mean away from 0 too
        w, b = _weight(d, dtype, random.random() < 0.7), rand((d,), dtype)
        y = cdna.layernorm(x, w, b, 1e-5)
        _check(y, ln64(x, w, b, 1e-5), dtype, scale=float(w.abs().max() + b.abs().max()))


# ---------------------------------------------------------------------------------------------- backward
def _dx_scale(x, w, g):
    x64 = x.double()
    return float((g.double() * w.double() * torch.rsqrt(x64.square().mean(-1, keepdim=True) + 1e-5)).norm())


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_rmsnorm_backward_kernel_matches_autograd(kernel_mode, dtype):
    for d in random.sample(HIDDEN, 2):
        shape = _shape(d)
        x, w, g = rand(shape, dtype), _weight(d, dtype, random.random() < 0.7), rand(shape, dtype)
        ours = op_grads(lambda x, w: cdna.rmsnorm(x, w, 1e-5), [x, w], g)
        expected = grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
        assert ours[1].dtype == w.dtype and not any(torch.isnan(t).any() for t in ours)
        assert_grad_close(ours[0], expected[0], dtype, scale=_dx_scale(x, w, g))
        assert_grad_close(ours[1], expected[1], dtype)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_fused_add_rmsnorm_backward_through_kernels(kernel_mode, dtype):
    d = random.choice(HIDDEN)
    shape = _shape(d)
    x, r, w = rand(shape, dtype), rand(shape, dtype), _weight(d, dtype, True)
    gy, gr = rand(shape, dtype), rand(shape, dtype)

    def fused(x, r, w):
        y, total = cdna.fused_add_rmsnorm(x, r, w, 1e-5)
        return y.float() * gy.float() + total.float() * gr.float()

    xs = [t.detach().clone().requires_grad_() for t in (x, r, w)]
    fused(*xs).sum().backward()
    total = (x + r).double().requires_grad_()
    w64 = w.double().requires_grad_()
    (rms64(total, w64, 1e-5) * gy.double() + total * gr.double()).sum().backward()
    scale = _dx_scale(x + r, w, gy)
    assert_grad_close(xs[0].grad, total.grad, dtype, scale=scale)
    assert torch.equal(xs[0].grad, xs[1].grad)
    assert_grad_close(xs[2].grad, w64.grad, dtype)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("dtype", DTYPES)
def test_layernorm_backward_kernel_matches_autograd(kernel_mode, dtype):
    for d in random.sample([h for h in HIDDEN if h > 1], 2):
        shape = _shape(d)
        x = rand(shape, dtype) + random.choice((0.0, 2.0))
        w, b, g = _weight(d, dtype, random.random() < 0.7), rand((d,), dtype), rand(shape, dtype)
        ours = op_grads(lambda x, w, b: cdna.layernorm(x, w, b, 1e-5), [x, w, b], g)
        expected = grads64(lambda x, w, b: ln64(x, w, b, 1e-5), [x, w, b], g)
        assert not any(torch.isnan(t).any() for t in ours)
        assert_grad_close(ours[0], expected[0], dtype, scale=_dx_scale(x - x.double().mean(-1, True), w, g))
        assert_grad_close(ours[1], expected[1], dtype)
        assert_grad_close(ours[2], expected[2], dtype)


@pytest.mark.parametrize("arch", ARCHS)
def test_backward_traffic_and_determinism(arch):
    """The backward kernels read grad and x once per row and write dx once; dweight/dbias partials are one
    fp32 row per workgroup, added in a fixed order (bitwise identical results on a second run)."""
    n, d = 24, 1000
    x, w, g = rand((n, d), torch.bfloat16), _weight(d, torch.bfloat16, True), rand((n, d), torch.bfloat16)
    outs = []
    for _ in range(2):
        dx, dw, db = torch.full_like(x, float("nan")), torch.full_like(w, float("nan")), torch.full_like(w, 0)
        with _config.override(arch=arch):
            launch = K.launch_layernorm_backward(g, x, w, 1e-5, dx, dw, db)
        outs.append((dx, dw, db))
    assert all(torch.equal(a, b) for a, b in zip(*outs))
    main = launch.stats[0]
    p = rowops.plan(d, "bf16", target_chunks=2)
    grid = rowops.grid(n, p.waves, rowops.BACKWARD_MIN_ROWS)
    assert main.global_bytes_read == 2 * n * d * 2 + grid * d * 2
    assert main.global_bytes_written == n * d * 2 + 2 * grid * d * 4
    assert not any(st.warnings for st in launch.stats)


# ---------------------------------------------------------------------------------------------- opcheck
@pytest.mark.parametrize("op", ["rmsnorm", "fused_add_rmsnorm", "layernorm", "rmsnorm_backward",
                                "layernorm_backward"])
def test_opcheck_in_kernel_mode(kernel_mode, op):
    d = 200
    x, w, b, g = rand((3, d), torch.bfloat16), _weight(d, torch.bfloat16, True), rand((d,), torch.bfloat16), \
        rand((3, d), torch.bfloat16)
    args = {"rmsnorm": (x, w, 1e-6), "fused_add_rmsnorm": (x, g, w, 1e-6), "layernorm": (x, w, b, 1e-5),
            "rmsnorm_backward": (g, x, w, 1e-6), "layernorm_backward": (g, x, w, 1e-5)}[op]
    torch.library.opcheck(getattr(cdna, op).default, args)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHS)
def test_large_rows_kernel(arch):
    """A multi-wave row (14336 bf16: 7 waves, LDS between them) forward and backward."""
    d = 14336
    x, w, g = rand((6, d), torch.bfloat16), _weight(d, torch.bfloat16, True), rand((6, d), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        _check(cdna.rmsnorm(x, w, 1e-6), rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
        ours = op_grads(lambda x, w: cdna.rmsnorm(x, w, 1e-5), [x, w], g)
    expected = grads64(lambda x, w: rms64(x, w, 1e-5), [x, w], g)
    assert_grad_close(ours[0], expected[0], torch.bfloat16, scale=_dx_scale(x, w, g))
    assert_grad_close(ours[1], expected[1], torch.bfloat16)
