"""``cdna::softmax`` / ``softmax_backward`` in kernel mode: the DSL kernels of torch_cdna/ops/kernels/softmax.py on
the simulator (gfx942 and gfx950) against float64 softmax, outputs poisoned with NaN before each launch;
the cross-lane reductions (DPP in a wave, LDS only between waves) and one pass over memory through the
simulator's counters; one opcheck in kernel mode.

Tolerances: ``numerics.FORWARD_TOL`` for y (bf16 1.6e-2, fp16 2e-3, fp32 2e-5 relative + absolute),
``numerics.GRAD_TOL`` relative L2 error for the gradient.
"""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings, strategies as st

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import rowops
from torch_cdna.ops.kernels import softmax as K

from .numerics import GRAD_TOL, assert_close64, assert_grad_close, grads64, op_grads, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# 1 and 17: masked tails (odd 16-bit rows: the 2-byte path); 1000: one wave; 2056, 3000: several waves.
HIDDEN = (1, 17, 200, 1000, 2056, 3000)

cases = st.fixed_dictionaries({
    "arch": st.sampled_from(ARCHS), "dtype": st.sampled_from(DTYPES),
    "lead": st.lists(st.integers(1, 3), min_size=0, max_size=2).map(tuple), "d": st.sampled_from(HIDDEN)})


def _inputs(lead: tuple, d: int, dtype: torch.dtype) -> torch.Tensor:
    # far from 0 and with -inf entries: a tail that counted as 0 in the maximum, or -inf handled wrongly,
    # would show
    x = rand((*lead, d), torch.float64, scale=4.0) - 60.0
    if d > 2:
        x[..., ::7] = float("-inf")
        x[..., 1] = -55.0
    return x.to(dtype)


@settings(max_examples=8, deadline=None)
@given(cases)
def test_softmax_forward(c):
    x = _inputs(c["lead"], c["d"], c["dtype"])
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        y = cdna.softmax(x, -1)
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"
    assert_close64(y, torch.softmax(x.double(), -1), c["dtype"])


@settings(max_examples=6, deadline=None)
@given(cases)
def test_softmax_backward(c):
    x = _inputs(c["lead"], c["d"], c["dtype"])
    grad = rand((*c["lead"], c["d"]), c["dtype"])
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        (dx,) = op_grads(lambda t: cdna.softmax(t, -1), [x], grad)
    assert not torch.isnan(dx).any()
    scale = float(grad.double().norm()) * 1e-3
    # The backward's contract is dx = y * (grad - sum(grad * y)) on the *saved* output y, which is rounded to
    # the dtype: checked in float64 on that y. Compared with float64 gradients of softmax(x) instead, fp16/bf16
    # rows dominated by one y near 1 cancel in (grad - sum) and the rounding of y alone exceeds GRAD_TOL
    # (torch's eager fp16 softmax backward errs by the same amount), so that end-to-end check is bounded by
    # eager's own error.
    with _config.override(ops_impl="kernel", arch=c["arch"]):
        y = cdna.softmax(x, -1).double()
    g64 = grad.double()
    assert_grad_close(dx, y * (g64 - (g64 * y).sum(-1, keepdim=True)), c["dtype"], scale=scale)
    (expected,) = grads64(lambda t: torch.softmax(t, -1), [x], grad)
    eager = x.detach().clone().requires_grad_()
    (dx_eager,) = torch.autograd.grad(torch.softmax(eager, -1), [eager], grad)
    denominator = max(float(expected.norm()), scale, 1e-30)
    ours, eagers = (float((t.double() - expected).norm()) / denominator for t in (dx, dx_eager))
    assert ours <= max(GRAD_TOL[c["dtype"]], 1.5 * eagers), (ours, eagers)


@pytest.mark.parametrize("arch", ARCHS)
def test_other_dim_and_row_strides(arch):
    x = rand((3, 40, 5), torch.bfloat16, scale=3.0)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        assert_close64(cdna.softmax(x, 1), torch.softmax(x.double(), 1), torch.bfloat16)
        base = rand((4, 1100), torch.float32, scale=3.0)
        v = base[:, 40:1040]                                  # row stride 1100
        assert_close64(cdna.softmax(v, -1), torch.softmax(v.double(), -1), torch.float32)


def test_all_minus_inf_row_is_nan_like_torch():
    x = torch.full((2, 64), float("-inf"))
    x[1, 3] = 0.0
    with _config.override(ops_impl="kernel"), poisoned_outputs():
        y = cdna.softmax(x, -1)
    assert torch.isnan(y[0]).all() and torch.equal(y[1], torch.softmax(x[1], -1))


@pytest.mark.parametrize("arch, d", [("gfx942", 1000), ("gfx950", 5120)])
def test_one_pass_dpp_and_lds_only_between_waves(arch, d):
    n = 3
    x = rand((n, d), torch.bfloat16, scale=3.0)
    y = torch.full_like(x, float("nan"))
    with _config.override(arch=arch):
        st_ = K.launch_softmax(x, y)
    p = rowops.plan(d, "bf16")
    assert st_.global_bytes_read == n * d * 2 and st_.global_bytes_written == n * d * 2
    assert st_.vmem_load == n * p.nch * p.waves and st_.vmem_store == n * p.nch * p.waves
    assert not st_.warnings
    tail = d % (p.lanes * p.nch * p.elems) != 0
    asm = K.softmax_fwd.compile("bf16", p.waves, p.nch, 16, tail, arch=arch).asm
    assert "v_max_f32_dpp" in asm and "v_add_f32_dpp" in asm and "buffer_load_dwordx4" in asm
    if p.waves == 1:
        assert st_.lds_bytes == 0 and "ds_" not in asm
    else:   # one (max, sum) pair per wave and row through LDS (every lane reads all pairs), one barrier
        assert asm.count("s_barrier") == 1 and 0 < st_.lds_bytes <= n * p.waves * (8 + 64 * 8 * p.waves)
    assert_close64(y, torch.softmax(x.double(), -1), torch.bfloat16)
    g = rand((n, d), torch.bfloat16)
    dx = torch.full_like(x, float("nan"))
    with _config.override(arch=arch):
        sb = K.launch_softmax_backward(g, y, dx)
    assert sb.global_bytes_read == 2 * n * d * 2 and sb.global_bytes_written == n * d * 2


def test_opcheck_kernel_mode():
    x = rand((3, 50), torch.float16)
    with _config.override(ops_impl="kernel", arch="gfx950"):
        torch.library.opcheck(cdna.softmax.default, (x, -1))
