"""cdna::gelu_mul(a, b, approximate) = gelu(a, approximate) * b and its backward (Gemma's two-projection
GeGLU): the reference against float64 autograd, and the DSL kernels on the simulator (gfx942 and gfx950, every
dtype, odd and multi-block sizes, row-strided views) against float64 compositions, outputs poisoned with NaN
before each launch; validation errors name the argument; opcheck in both modes.

Tolerances as tests/ops/numerics.py: forward one rounding of the dtype, gradients relative L2 error.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from torch_cdna import _config
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import activations as K

from .numerics import assert_close64, assert_grad_close, grads64, op_grads

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
APPROX = ("none", "tanh")
# (leading dims, d): odd d (16-bit rows take the 2-byte path), not powers of two, one and several column blocks
SHAPES = (((3,), 17), ((2, 3), 200), ((5,), 1000), ((), 1))


def _rand(gen: torch.Generator, shape: tuple, dtype: torch.dtype, scale: float = 1.0) -> torch.Tensor:
    return (torch.randn(*shape, dtype=torch.float64, generator=gen) * scale).to(dtype)


def gelu_mul64(a: torch.Tensor, b: torch.Tensor, approximate: str) -> torch.Tensor:
    return F.gelu(a, approximate=approximate) * b


def _no_nan(*ts: torch.Tensor) -> None:
    for t in ts:
        assert not torch.isnan(t).any(), "an output element was not written (NaN poison survived)"


def _da_scale(a: torch.Tensor, b: torch.Tensor, grad: torch.Tensor, approximate: str) -> float:
    """The size of da's terms: gelu'(a) = Phi(a) + a phi(a) cancels near a = -0.75, so da is checked relative
    to |grad * b| (|gelu'| <= 1.13) rather than to da itself."""
    del a, approximate  # the bound holds for both forms, whatever a is
    return float((grad.double() * b.double()).norm())


@pytest.mark.parametrize("approximate", APPROX)
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_reference_matches_float64(approximate, dtype, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    a, b, g = (_rand(gen, (4, 3, 48), dtype, 3.0), _rand(gen, (4, 3, 48), dtype), _rand(gen, (4, 3, 48), dtype))
    y = cdna.gelu_mul(a, b, approximate)
    assert_close64(y, gelu_mul64(a.double(), b.double(), approximate), dtype, scale=3)
    da, db = op_grads(lambda p, q: cdna.gelu_mul(p, q, approximate), [a, b], g)
    ea, eb = grads64(lambda p, q: gelu_mul64(p, q, approximate), [a, b], g)
    assert_grad_close(da, ea, dtype, scale=_da_scale(a, b, g, approximate))
    assert_grad_close(db, eb, dtype)


@pytest.mark.parametrize("approximate", APPROX)
def test_backward_formula_is_exact_in_float64(approximate, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    a, b, g = (_rand(gen, (5, 9), torch.float64, 3.0), _rand(gen, (5, 9), torch.float64),
               _rand(gen, (5, 9), torch.float64))
    da, db = OPS["gelu_mul_backward"].reference(g, a, b, approximate)
    ea, eb = grads64(lambda p, q: gelu_mul64(p, q, approximate), [a, b], g)
    torch.testing.assert_close(da, ea, rtol=1e-10, atol=1e-12)
    torch.testing.assert_close(db, eb, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("lead, d", SHAPES)
@pytest.mark.parametrize("approximate", APPROX)
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_forward_and_backward(arch, dtype, approximate, lead, d, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    shape = (*lead, d)
    a, b, g = _rand(gen, shape, dtype, 2.0), _rand(gen, shape, dtype, 2.0), _rand(gen, shape, dtype)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.gelu_mul(a, b, approximate)
        da, db = op_grads(lambda p, q: cdna.gelu_mul(p, q, approximate), [a, b], g)
    _no_nan(y, da, db)
    assert_close64(y, gelu_mul64(a.double(), b.double(), approximate), dtype, scale=4.0)
    ea, eb = grads64(lambda p, q: gelu_mul64(p, q, approximate), [a, b], g)
    assert_grad_close(da, ea, dtype, scale=_da_scale(a, b, g, approximate))
    assert_grad_close(db, eb, dtype)


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_equals_gelu_and_mul_on_the_halves(arch, rng_seed):
    """The same fp32 math as the packed op: gelu_mul(x[:, :d], x[:, d:]) equals gelu_and_mul(x) bit for bit."""
    gen = torch.Generator().manual_seed(rng_seed)
    x = _rand(gen, (4, 2 * 96), torch.bfloat16, 2.0)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        for approximate in APPROX:
            torch.testing.assert_close(cdna.gelu_mul(x[:, :96], x[:, 96:], approximate),
                                       cdna.gelu_and_mul(x, approximate), rtol=0, atol=0)


@pytest.mark.parametrize("arch", ARCHS)
def test_row_strided_inputs_are_read_in_place(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    base = _rand(gen, (6, 2 * 1000 + 24), torch.bfloat16, 2.0)
    a, b = base[:, 8:1008], base[:, 1008:2008]            # row stride 2024 elements, both 16-byte aligned
    out = torch.full((6, 1000), float("nan"), dtype=torch.bfloat16)
    with _config.override(arch=arch):
        stats = K.launch_gelu_mul(a, b, out, "tanh")
    assert stats.global_bytes_read == 2 * 6 * 1000 * 2 and stats.global_bytes_written == 6 * 1000 * 2
    assert_close64(out, gelu_mul64(a.double(), b.double(), "tanh"), torch.bfloat16, scale=4.0)
    a2, b2 = base[::2, :1000], base[::2, 1001:2001]       # every other row; b 2-byte aligned only
    g = _rand(gen, (3, 1000), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.gelu_mul(a2, b2, "none")
        da, db = op_grads(lambda p, q: cdna.gelu_mul(p, q, "none"), [a2, b2], g)
    _no_nan(y, da, db)
    assert_close64(y, gelu_mul64(a2.double(), b2.double(), "none"), torch.bfloat16, scale=4.0)
    ea, eb = grads64(lambda p, q: gelu_mul64(p, q, "none"), [a2, b2], g)
    assert_grad_close(da, ea, torch.bfloat16, scale=_da_scale(a2, b2, g, "none"))
    assert_grad_close(db, eb, torch.bfloat16)


def test_only_one_input_needs_grad(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    a, b = _rand(gen, (3, 8), torch.float32).requires_grad_(), _rand(gen, (3, 8), torch.float32)
    cdna.gelu_mul(a, b, "tanh").sum().backward()
    expected = grads64(lambda p, q: gelu_mul64(p, q, "tanh"), [a, b], torch.ones(3, 8))[0]
    torch.testing.assert_close(a.grad.double(), expected, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("mode", ("reference", "kernel"))
def test_opcheck(mode, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    a, b = _rand(gen, (3, 40), torch.bfloat16), _rand(gen, (3, 40), torch.bfloat16)
    g = _rand(gen, (3, 40), torch.bfloat16)
    with _config.override(ops_impl=mode, arch="gfx942"):
        torch.library.opcheck(cdna.gelu_mul.default, (a.requires_grad_(), b.requires_grad_(), "tanh"))
        torch.library.opcheck(cdna.gelu_mul_backward.default, (g, a.detach(), b.detach(), "none"))


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.gelu_mul(torch.ones(2, 8), torch.ones(2, 8), "exact"), ValueError,
     r"cdna::gelu_mul: approximate='exact' is not supported; allowed: 'none', 'tanh'"),
    (lambda: cdna.gelu_mul(torch.ones(2, 8), torch.ones(2, 4), "none"), ValueError,
     r"cdna::gelu_mul: b has shape \(2, 4\) but a has \(2, 8\)"),
    (lambda: cdna.gelu_mul(torch.ones(2, 8, dtype=torch.int32), torch.ones(2, 8), "tanh"), TypeError,
     r"cdna::gelu_mul: a has dtype torch.int32"),
    (lambda: cdna.gelu_mul(torch.ones(2, 8), torch.ones(2, 8, dtype=torch.bfloat16), "tanh"), TypeError,
     r"cdna::gelu_mul: b has dtype torch.bfloat16"),
    (lambda: cdna.gelu_mul_backward(torch.ones(2, 4), torch.ones(2, 8), torch.ones(2, 8), "tanh"), ValueError,
     r"cdna::gelu_mul_backward: grad has shape \(2, 4\) but a has \(2, 8\)"),
    (lambda: cdna.gelu_mul_backward(torch.ones(2, 8), torch.ones(2, 8), torch.ones(2, 8), "erf"), ValueError,
     r"cdna::gelu_mul_backward: approximate='erf' is not supported"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
