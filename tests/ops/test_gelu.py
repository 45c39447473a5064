"""cdna::gelu(x, *, approximate) (GPT-2's ``gelu_new`` = "tanh", GPT-NeoX's exact "none") and
cdna::gelu_backward: the reference against float64 autograd, and the DSL kernels on the simulator (gfx942 and
gfx950, every dtype, odd/ragged and multi-block sizes, row-strided views) against float64 ``F.gelu``, outputs
poisoned with NaN before each launch; the plain kernel computes exactly the gated kernels' activation;
validation errors name the argument; opcheck in both modes.

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
# dtype -> (leading dims, d): odd d (16-bit rows take the 2-byte path) and a 0-d tensor, sizes that are not
# powers of two, one and several column blocks (fp32 1000: two)
SHAPES = {torch.bfloat16: (((3,), 17), ((), 1)), torch.float16: (((2, 3), 200),), torch.float32: (((2,), 1000),)}


def _rand(gen: torch.Generator, shape: tuple, dtype: torch.dtype, scale: float = 1.0) -> torch.Tensor:
    return (torch.randn(*shape, dtype=torch.float64, generator=gen) * scale).to(dtype)


def gelu64(x: torch.Tensor, approximate: str) -> torch.Tensor:
    return F.gelu(x, approximate=approximate)


def _no_nan(*ts: torch.Tensor) -> None:
    for t in ts:
        assert not torch.isnan(t).any(), "an output element was not written (NaN poison survived)"


def _op(approximate: str):
    return lambda x: cdna.gelu(x, approximate=approximate)


@pytest.mark.parametrize("approximate", APPROX)
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_reference_matches_float64(approximate, dtype, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = _rand(gen, (4, 3, 48), dtype, 3.0), _rand(gen, (4, 3, 48), dtype)
    assert_close64(cdna.gelu(x, approximate=approximate), gelu64(x.double(), approximate), dtype, scale=3)
    (dx,) = op_grads(_op(approximate), [x], g)
    (expected,) = grads64(lambda t: gelu64(t, approximate), [x], g)
    # gelu'(x) = Phi(x) + x phi(x) cancels near x = -0.75: dx is checked relative to |grad| (|gelu'| <= 1.13)
    assert_grad_close(dx, expected, dtype, scale=float(g.double().norm()))


def test_default_is_exact_erf(rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x = _rand(gen, (5, 8), torch.float32, 3.0)
    torch.testing.assert_close(cdna.gelu(x), cdna.gelu(x, approximate="none"), rtol=0, atol=0)
    torch.testing.assert_close(cdna.gelu(x), F.gelu(x), rtol=1e-6, atol=1e-6)
    assert not torch.allclose(cdna.gelu(x, approximate="tanh"), F.gelu(x), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("approximate", APPROX)
def test_backward_formula_is_exact_in_float64(approximate, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = _rand(gen, (5, 9), torch.float64, 3.0), _rand(gen, (5, 9), torch.float64)
    dx = OPS["gelu_backward"].reference(g, x, approximate=approximate)
    (expected,) = grads64(lambda t: gelu64(t, approximate), [x], g)
    torch.testing.assert_close(dx, expected, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("approximate", APPROX)
@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_forward_and_backward(arch, approximate, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    for dtype, (lead, d) in [(dtype, shape) for dtype, shapes in SHAPES.items() for shape in shapes]:
        x, g = _rand(gen, (*lead, d), dtype, 2.5), _rand(gen, (*lead, d), dtype)
        with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
            y = cdna.gelu(x, approximate=approximate)
            (dx,) = op_grads(_op(approximate), [x], g)
        _no_nan(y, dx)
        assert y.shape == x.shape and dx.shape == x.shape
        assert_close64(y, gelu64(x.double(), approximate), dtype, scale=4.0)
        (expected,) = grads64(lambda t: gelu64(t, approximate), [x], g)
        assert_grad_close(dx, expected, dtype, scale=float(g.double().norm()))


@pytest.mark.parametrize("arch", ARCHS)
def test_kernel_equals_gelu_mul_by_one(arch, rng_seed):
    """The plain kernel shares the gated kernels' activation math: gelu(a) equals gelu_mul(a, 1) bit for bit,
    and gelu_backward(g, a) equals gelu_mul_backward(g, a, 1)'s da."""
    gen = torch.Generator().manual_seed(rng_seed)
    a, g = _rand(gen, (4, 96), torch.float32, 3.0), _rand(gen, (4, 96), torch.float32)
    one = torch.ones_like(a)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        for approximate in APPROX:
            torch.testing.assert_close(cdna.gelu(a, approximate=approximate),
                                       cdna.gelu_mul(a, one, approximate), rtol=0, atol=0)
            torch.testing.assert_close(cdna.gelu_backward(g, a, approximate=approximate),
                                       cdna.gelu_mul_backward(g, a, one, approximate)[0], rtol=0, atol=0)


@pytest.mark.parametrize("arch", ARCHS)
def test_row_strided_inputs_are_read_in_place(arch, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    base = _rand(gen, (6, 1000 + 24), torch.bfloat16, 2.0)
    x = base[:, 8:1008]                                   # row stride 1024 elements, 16-byte aligned
    out = torch.full((6, 1000), float("nan"), dtype=torch.bfloat16)
    with _config.override(arch=arch):
        stats = K.launch_gelu(x, out, "tanh")
    assert stats.global_bytes_read == 6 * 1000 * 2 and stats.global_bytes_written == 6 * 1000 * 2
    assert_close64(out, gelu64(x.double(), "tanh"), torch.bfloat16, scale=4.0)
    x2, g = base[::2, 1:1001], _rand(gen, (3, 1000), torch.bfloat16)  # every other row, 2-byte aligned
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.gelu(x2)
        (dx,) = op_grads(_op("none"), [x2], g)
    _no_nan(y, dx)
    assert_close64(y, gelu64(x2.double(), "none"), torch.bfloat16, scale=4.0)
    (expected,) = grads64(lambda t: gelu64(t, "none"), [x2], g)
    assert_grad_close(dx, expected, torch.bfloat16, scale=float(g.double().norm()))


@pytest.mark.parametrize("arch", ARCHS)
def test_plain_kernels_assemble_at_every_planned_width(arch):
    """Every chunks-per-lane count the launcher may choose assembles without diagnostics, in no more registers
    than the gated kernel of the same width (one tensor fewer in each direction)."""
    for act in ("gelu_none", "gelu_tanh"):
        for nch in range(1, K.ACT_MAX_NCH.get(act, K.MAX_NCH) + 1):
            fwd = K.act_fwd.compile(act, "bf16", nch, 16, arch=arch)
            bwd = K.act_bwd.compile(act, "bf16", nch, 16, arch=arch)
            gated = [k.compile(act, "bf16", nch, 16, arch=arch) for k in (K.act_mul_fwd, K.act_mul_bwd)]
            assert fwd.vgprs <= gated[0].vgprs and bwd.vgprs <= gated[1].vgprs, (act, nch, fwd.vgprs, bwd.vgprs)


def test_opcheck_kernel_mode(rng_seed):
    """(tests/ops/test_registry.py runs opcheck on every op in reference mode.)"""
    gen = torch.Generator().manual_seed(rng_seed)
    x, g = _rand(gen, (3, 17), torch.bfloat16), _rand(gen, (3, 17), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        # the schema and fake checks (the full opcheck runs in reference mode: tests/ops/test_registry.py)
        tests = ("test_schema", "test_faketensor")
        torch.library.opcheck(cdna.gelu.default, (x,), {"approximate": "tanh"}, test_utils=tests)
        torch.library.opcheck(cdna.gelu_backward.default, (g, x), {"approximate": "none"}, test_utils=tests)


@pytest.mark.parametrize("call, error, pattern", [
    (lambda: cdna.gelu(torch.ones(2, 8), approximate="exact"), ValueError,
     r"cdna::gelu: approximate='exact' is not supported; allowed: 'none', 'tanh'"),
    (lambda: cdna.gelu(torch.ones(2, 8, dtype=torch.int32)), TypeError, r"cdna::gelu: x has dtype torch.int32"),
    (lambda: cdna.gelu_backward(torch.ones(2, 4), torch.ones(2, 8)), ValueError,
     r"cdna::gelu_backward: grad has shape \(2, 4\) but x has \(2, 8\)"),
    (lambda: cdna.gelu_backward(torch.ones(2, 8, dtype=torch.bfloat16), torch.ones(2, 8)), TypeError,
     r"cdna::gelu_backward: grad has dtype torch.bfloat16"),
    (lambda: cdna.gelu_backward(torch.ones(2, 8), torch.ones(2, 8), approximate="erf"), ValueError,
     r"cdna::gelu_backward: approximate='erf' is not supported"),
])
def test_validation_errors(call, error, pattern):
    with pytest.raises(error, match=pattern):
        call()
