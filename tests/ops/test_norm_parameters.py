"""Norm parameters as users pass them: ``layernorm`` without a bias (``bias=None``, LayerNorm(bias=False)) and
weight/bias of different float dtypes, whose gradients must come back in each parameter's own dtype at that
dtype's precision (an fp32 bias next to a bf16 weight must not get a bf16-rounded gradient). Both the
reference and the kernels on the simulator (outputs poisoned with NaN before each launch)."""

from __future__ import annotations

import random

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs

from .numerics import GRAD_TOL, assert_close64, assert_grad_close, grads64, rand

cdna = torch.ops.cdna
MODES = ("reference", "kernel")


@pytest.fixture(params=MODES)
def mode(request):
    arch = random.choice(("gfx942", "gfx950"))
    with _config.override(ops_impl=request.param, arch=arch), poisoned_outputs():
        yield request.param


def _ln64_no_bias(x, w, eps):
    return F.layer_norm(x.double(), (x.shape[-1],), w.double(), None, eps)


@pytest.mark.parametrize("call", ["positional", "keyword"])
def test_layernorm_without_bias(mode, call):
    dtype = random.choice((torch.bfloat16, torch.float16, torch.float32))
    d = random.choice((17, 96, 200))
    x, w = rand((3, d), dtype, scale=2), rand((d,), dtype) + 1
    y = cdna.layernorm(x, w, None, 1e-5) if call == "positional" else cdna.layernorm(x, w, bias=None, eps=1e-5)
    assert not torch.isnan(y).any()
    assert_close64(y, _ln64_no_bias(x, w, 1e-5), dtype, scale=float(w.abs().max()))


def test_layernorm_without_bias_backward(mode):
    dtype = random.choice((torch.bfloat16, torch.float32))
    d = random.choice((17, 96))
    x, w, g = rand((4, d), dtype), rand((d,), dtype) + 1, rand((4, d), dtype)
    xr, wr = x.clone().requires_grad_(), w.clone().requires_grad_()
    dx, dw = torch.autograd.grad(cdna.layernorm(xr, wr, None, 1e-5), (xr, wr), g)
    ex, ew = grads64(lambda a, b: _ln64_no_bias(a, b, 1e-5), (x, w), g)
    assert dx.dtype == dtype and dw.dtype == dtype
    assert_grad_close(dx, ex, dtype)
    assert_grad_close(dw, ew, dtype)


def test_layernorm_bias_must_still_be_a_float_vector(mode):
    x, w = rand((2, 8), torch.float32), rand((8,), torch.float32)
    with pytest.raises(ValueError, match="bias"):
        cdna.layernorm(x, w, torch.ones(9), 1e-5)
    with pytest.raises(TypeError, match="bias"):
        cdna.layernorm(x, w, torch.ones(8, dtype=torch.int32), 1e-5)


def _rel_err(actual: torch.Tensor, expected: torch.Tensor) -> float:
    return float((actual.double() - expected).norm() / expected.norm())


@pytest.mark.parametrize("deterministic", [False, True])
@pytest.mark.parametrize("wdtype, bdtype", [(torch.bfloat16, torch.float32), (torch.float32, torch.bfloat16),
                                            (torch.float16, torch.float32)])
def test_layernorm_parameter_grads_keep_each_dtype(mode, deterministic, wdtype, bdtype):
    d = random.choice((64, 96, 200))
    x, g = rand((6, d), torch.bfloat16), rand((6, d), torch.bfloat16)
    w, b = rand((d,), wdtype) + 1, rand((d,), bdtype)
    params = [t.clone().requires_grad_() for t in (x, w, b)]
    saved = torch.are_deterministic_algorithms_enabled()
    torch.use_deterministic_algorithms(deterministic)
    try:
        dx, dw, db = torch.autograd.grad(cdna.layernorm(*params, 1e-5), params, g)
    finally:
        torch.use_deterministic_algorithms(saved)
    ex, ew, eb = grads64(lambda a, v, c: F.layer_norm(a, (d,), v, c, 1e-5), (x, w, b), g)
    assert (dx.dtype, dw.dtype, db.dtype) == (torch.bfloat16, wdtype, bdtype)
    # each gradient within its own dtype's tolerance: an fp32 one rounded through bf16 is ~1e-3 off
    assert _rel_err(dw, ew) <= GRAD_TOL[wdtype], (_rel_err(dw, ew), wdtype)
    assert _rel_err(db, eb) <= GRAD_TOL[bdtype], (_rel_err(db, eb), bdtype)


@pytest.mark.parametrize("op", ["rmsnorm", "fused_add_rmsnorm"])
def test_rmsnorm_weight_grad_keeps_an_fp32_dtype_next_to_bf16_rows(mode, op):
    d = random.choice((64, 200))
    x, r, g = rand((6, d), torch.bfloat16), rand((6, d), torch.bfloat16), rand((6, d), torch.bfloat16)
    w = rand((d,), torch.float32) + 1
    wr = w.clone().requires_grad_()
    if op == "rmsnorm":
        y = cdna.rmsnorm(x, wr, 1e-6)
        total = x
    else:
        y, _ = cdna.fused_add_rmsnorm(x, r, wr, 1e-6)
        total = x + r
    dw, = torch.autograd.grad(y, (wr,), g)
    ew, = grads64(lambda v: F.rms_norm(total.double(), (d,), v, 1e-6), (w,), g)
    assert dw.dtype == torch.float32
    assert _rel_err(dw, ew) <= GRAD_TOL[torch.float32]
