"""``cdna::softmax`` / ``softmax_backward`` over rows longer than the registers hold (issue 15, item 10): the
streaming kernels of torch_cdna/ops/kernels/softmax.py on the simulator (gfx942 and gfx950) against float64,
outputs poisoned with NaN before each launch.

Rows just past the register kernels' limit (``rowops.register_row``: 32,768 elements on the 16-byte path,
16,384 on the 2-byte path of rows that are not 4-byte aligned) and the 128,256-wide Llama-3 vocabulary. The
inputs are built to break an online softmax that is only nearly right: a row whose maximum grows tile after
tile (the running sums must be rescaled), a row that is -inf everywhere but a few elements of its last tile
(lanes and whole waves that never see a finite value), and -inf entries in an otherwise random row.
"""

from __future__ import annotations

import random

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.inductor import _support
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import rowops
from torch_cdna.ops.kernels import softmax as K

from .numerics import assert_close64, assert_grad_close, grads64, op_grads, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
LLAMA3_VOCAB = 128256
# One element past the register limit of each path: bf16 and fp32 rows on 16-byte chunks (32,770 bf16
# elements: an even count keeps the row 4-byte aligned), fp16 rows of odd length on 2-byte chunks.
JUST_ABOVE = [(torch.bfloat16, rowops.register_row("softmax", "bf16") + 2),
              (torch.float16, rowops.register_row("softmax", "f16", aligned=False) + 1),
              (torch.float32, rowops.register_row("softmax", "f32") + 1)]


def _hard_rows(d: int, dtype: torch.dtype) -> torch.Tensor:
    """Three [d] rows (see the module docstring) as a row-strided view (rows 24 elements apart beyond d)."""
    base = torch.empty(3, d + 24, dtype=torch.float64)
    x = base[:, 8:8 + d]
    x[0] = torch.randn(d, dtype=torch.float64) * 4.0 - 60.0
    x[0, ::7] = float("-inf")
    x[1] = float("-inf")
    x[1, -5:] = torch.randn(5, dtype=torch.float64)
    x[2] = torch.linspace(-70.0, 20.0, d, dtype=torch.float64) + torch.randn(d, dtype=torch.float64)
    return base.to(dtype)[:, 8:8 + d]


def _softmax_kernel(x: torch.Tensor, arch: str) -> torch.Tensor:
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.softmax(x, -1)
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"
    return y


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype, d", JUST_ABOVE)
def test_forward_just_above_the_register_limit(arch, dtype, d):
    x = _hard_rows(d, dtype)
    assert rowops.plan(d, rowops.DTYPE_NAMES[dtype], rowops.aligned4(d, x), op="softmax").stream
    assert_close64(_softmax_kernel(x, arch), torch.softmax(x.double(), -1), dtype)


def _backward_reference(grad: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    g64, y64 = grad.double(), y.double()
    return y64 * (g64 - (g64 * y64).sum(-1, keepdim=True))


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype, d", JUST_ABOVE)
def test_backward_just_above_the_register_limit(arch, dtype, d):
    # the contract is dx = y (g - sum(g y)) on the saved y (see test_softmax_kernels._check_backward)
    y = torch.softmax(_hard_rows(d, torch.float64), -1).to(dtype)
    grad = rand((3, d + 16), dtype)[:, :d]
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        dx = cdna.softmax_backward(grad, y, -1)
    assert not torch.isnan(dx).any(), "an output element was not written (NaN poison survived)"
    assert_grad_close(dx, _backward_reference(grad, y), dtype, scale=float(grad.double().norm()) * 1e-3)


def test_llama3_vocabulary_trains_in_kernel_mode():
    """softmax over [T, 128256] bf16 logits and its gradient through autograd, as eager computes them."""
    arch = random.choice(ARCHS)
    x = _hard_rows(LLAMA3_VOCAB, torch.bfloat16)
    y = _softmax_kernel(x, arch)
    assert_close64(y, torch.softmax(x.double(), -1), torch.bfloat16)
    grad = rand(x.shape, torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        (dx,) = op_grads(lambda t: cdna.softmax(t, -1), [x], grad)
    assert not torch.isnan(dx).any()
    assert_grad_close(dx, _backward_reference(grad, y), torch.bfloat16, scale=float(grad.double().norm()) * 1e-3)
    (expected,) = grads64(lambda t: torch.softmax(t, -1), [x], grad)
    eager = x.detach().clone().requires_grad_()
    (dx_eager,) = torch.autograd.grad(torch.softmax(eager, -1), [eager], grad)
    ours, eagers = (float((t.double() - expected).norm() / expected.norm()) for t in (dx, dx_eager))
    assert ours <= max(2.5e-2, 1.5 * eagers), (ours, eagers)


def test_one_workgroup_loops_over_rows(monkeypatch):
    """Rows after the first reuse the row V#s, the tile cursors and the LDS slots (parity) of the workgroup."""
    monkeypatch.setattr(rowops, "WAVES_IN_FLIGHT", 1)      # grid(): one workgroup for all rows
    d = rowops.register_row("softmax", "f32") + 3
    x = _hard_rows(d, torch.float32)
    y = torch.full((3, d), float("nan"))
    arch = random.choice(ARCHS)
    with _config.override(arch=arch):
        stats = K.launch_softmax(x, y)
    assert stats.workgroups == 1 and not stats.warnings
    assert_close64(y, torch.softmax(x.double(), -1), torch.float32)
    grad = rand((3, d), torch.float32)
    dx = torch.full_like(y, float("nan"))
    with _config.override(arch=arch):
        stats = K.launch_softmax_backward(grad, y, dx)
    assert stats.workgroups == 1 and not stats.warnings
    assert_grad_close(dx, _backward_reference(grad, y), torch.float32)


@pytest.mark.parametrize("arch", ARCHS)
def test_streaming_reads_twice_writes_once(arch):
    """Forward: x read twice (pass 1 and 2), y written once; backward: g and y read twice, dx written once;
    one load per chunk, no more; no sanitizer findings."""
    d, n = rowops.register_row("softmax", "bf16") + 2, 2
    p = rowops.plan(d, "bf16", op="softmax")
    tiles = -(-d // p.max_d)
    x, y = rand((n, d), torch.bfloat16), torch.full((n, d), float("nan"), dtype=torch.bfloat16)
    with _config.override(arch=arch):
        fwd = K.launch_softmax(x, y)
    assert fwd.global_bytes_read == 2 * n * d * 2 and fwd.global_bytes_written == n * d * 2
    assert fwd.vmem_load == 2 * n * tiles * p.nch * p.waves and fwd.vmem_store == n * tiles * p.nch * p.waves
    grad, dx = rand((n, d), torch.bfloat16), torch.full_like(y, float("nan"))
    with _config.override(arch=arch):
        bwd = K.launch_softmax_backward(grad, y, dx)
    assert bwd.global_bytes_read == 4 * n * d * 2 and bwd.global_bytes_written == n * d * 2
    assert not fwd.warnings and not bwd.warnings


def _kernels_at_the_limits(dt: str, aligned: bool) -> list:
    """(name, compiled kernel, waves) of the register kernels at their longest row and the streaming ones."""
    arch = random.choice(ARCHS)
    d = rowops.register_row("softmax", dt, aligned)
    reg, stream = (rowops.plan(n, dt, aligned, op="softmax") for n in (d, d + 1))
    assert not reg.stream and stream.stream
    return [("softmax_fwd", K.softmax_fwd.compile(dt, reg.waves, reg.nch, reg.chunk, True, arch=arch), reg.waves),
            ("softmax_bwd", K.softmax_bwd.compile(dt, reg.waves, reg.nch, reg.chunk, arch=arch), reg.waves),
            ("softmax_stream_fwd", K.softmax_stream_fwd.compile(dt, *_consts(stream), arch=arch), stream.waves),
            ("softmax_stream_bwd", K.softmax_stream_bwd.compile(dt, *_consts(stream), arch=arch), stream.waves)]


def _consts(p: rowops.RowPlan) -> tuple:
    return p.waves, p.nch, p.chunk


@pytest.mark.parametrize("dt, aligned", [("bf16", True), ("f16", False), ("f32", True)])
def test_every_workgroup_fits_on_a_cu(dt, aligned):
    """A workgroup's waves share a CU's 4 SIMDs, each with 512 VGPRs per lane: 16 waves need at most 128 VGPRs
    a wave (occupancy 4), or a real GPU refuses the launch (the simulator does not model this). The register
    kernels used to hold up to 64 elements a lane (176-236 VGPRs at 16 waves)."""
    for name, kernel, waves in _kernels_at_the_limits(dt, aligned):
        assert kernel.occupancy * 4 >= waves, (name, dt, kernel.vgprs, kernel.occupancy, waves)


def _fake_rows(*shapes_dtype: tuple) -> list[torch.Tensor]:
    """Storage-less CPU tensors (the checks read shapes, dtypes and strides only; the Inductor pass sees these)."""
    with FakeTensorMode():
        return [torch.empty(shape, dtype=dtype) for shape, dtype in shapes_dtype]


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32])
def test_row_limit_check_accepts_the_llama3_vocabulary(dtype):
    x, odd = _fake_rows(((4, LLAMA3_VOCAB), dtype), ((4, LLAMA3_VOCAB + 1), dtype))
    for t in (x, odd):
        OPS["softmax"].kernel_check("gfx942", t, -1)
        OPS["softmax_backward"].kernel_check("gfx950", t, t, -1)
    with _config.override(ops_impl="kernel"):
        assert _support.unsupported("softmax", x, args=(x, -1)) is None
        assert _support.unsupported("softmax_backward", x, x, args=(x, x, -1)) is None


def test_rows_past_the_32_bit_offsets_are_refused_clearly():
    d = rowops.MAX_STREAM_ROW_BYTES // 4 + 1
    (x,) = _fake_rows(((1, d), torch.float32))
    with pytest.raises(MissingKernel, match=rf"cdna::softmax: no kernel for rows of {d} .*32-bit"):
        OPS["softmax"].kernel_check("gfx942", x, -1)
    with pytest.raises(MissingKernel, match=rf"cdna::softmax_backward: no kernel for rows of {d} "):
        OPS["softmax_backward"].kernel_check("gfx942", x, x, -1)
    OPS["softmax"].kernel_check("gfx942", *_fake_rows(((1, d - 1), torch.float32)), -1)   # the limit itself
