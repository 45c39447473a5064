"""The gated-activation ops in kernel mode: the DSL kernels of torch_cdna/ops/kernels/activations.py run on the
simulator (CPU tensors), gfx942 and gfx950, against float64 compositions written here; outputs are poisoned
with NaN before each launch. Also: the kernels' memory behaviour through the simulator's counters (every
byte read and written once, 16-byte accesses on the main path), the documented accuracy of the fp32 math,
and one opcheck in kernel mode.

Tolerances: forward outputs within ``numerics.FORWARD_TOL`` (one rounding to the dtype: bf16 1.6e-2,
fp16 2e-3, fp32 2e-5, relative plus absolute); gradients within ``numerics.GRAD_TOL`` relative L2 error.
"""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings, strategies as st

from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import activations as K

from .numerics import assert_close64, assert_grad_close, grads64, op_grads, rand

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# Hidden sizes: odd (16-bit rows then take the 2-byte path), not powers of two, multi-block.
HIDDEN = (1, 3, 17, 96, 200, 1000)


def _act64(name: str, g: torch.Tensor) -> torch.Tensor:
    return {"silu": F.silu, "gelu_none": F.gelu, "gelu_tanh": lambda t: F.gelu(t, approximate="tanh")}[name](g)


def _gated64(name: str):
    def fn(x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return _act64(name, x[..., :d]) * x[..., d:]
    return fn


def _gated_op(name: str):
    if name == "silu":
        return cdna.silu_and_mul
    return lambda x: cdna.gelu_and_mul(x, name.split("_")[1])


def _no_nan(y: torch.Tensor) -> None:
    assert not torch.isnan(y).any(), "an output element was not written (NaN poison survived)"


cases = st.fixed_dictionaries({
    "arch": st.sampled_from(ARCHS), "dtype": st.sampled_from(DTYPES),
    "act": st.sampled_from(("silu", "gelu_none", "gelu_tanh")),
    "lead": st.lists(st.integers(1, 3), min_size=0, max_size=2).map(tuple), "d": st.sampled_from(HIDDEN)})


@settings(max_examples=8, deadline=None)
@given(cases)
def test_gated_forward(c):
    x = rand((*c["lead"], 2 * c["d"]), c["dtype"], scale=2.0)
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        y = _gated_op(c["act"])(x)
    _no_nan(y)
    assert_close64(y, _gated64(c["act"])(x.double()), c["dtype"], scale=4.0)


@settings(max_examples=6, deadline=None)
@given(cases)
def test_gated_backward(c):
    x = rand((*c["lead"], 2 * c["d"]), c["dtype"], scale=2.0)
    grad = rand((*c["lead"], c["d"]), c["dtype"])
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        (dx,) = op_grads(_gated_op(c["act"]), [x], grad)
    _no_nan(dx)
    (expected,) = grads64(_gated64(c["act"]), [x], grad)
    assert_grad_close(dx, expected, c["dtype"])


@settings(max_examples=5, deadline=None)
@given(cases)
def test_silu_mul_forward_and_backward(c):
    shape = (*c["lead"], c["d"])
    a, b, grad = rand(shape, c["dtype"], 2.0), rand(shape, c["dtype"], 2.0), rand(shape, c["dtype"])
    with _config.override(ops_impl="kernel", arch=c["arch"]), poisoned_outputs():
        y = cdna.silu_mul(a, b)
        da, db = op_grads(cdna.silu_mul, [a, b], grad)
    for t in (y, da, db):
        _no_nan(t)
    assert_close64(y, F.silu(a.double()) * b.double(), c["dtype"], scale=4.0)
    ea, eb = grads64(lambda p, q: F.silu(p) * q, [a, b], grad)
    # silu'(a) = s + a s (1 - s) cancels near a = -1.2785: da is checked relative to the size of its two terms
    # (a one-element fp32 tensor there erred 3e-8 absolute, over GRAD_TOL relative to da itself)
    s64 = torch.sigmoid(a.double())
    terms = float((grad.double() * b.double() * (s64 + a.double().abs() * s64 * (1 - s64))).norm())
    assert_grad_close(da, ea, c["dtype"], scale=terms)
    assert_grad_close(db, eb, c["dtype"])


@pytest.mark.parametrize("arch", ARCHS)
def test_row_strided_inputs_are_not_copied(arch):
    base = rand((5, 2 * 1000 + 24), torch.bfloat16)
    x = base[:, 8:2008]                                   # row stride 2024 elements, 16-byte aligned
    out = torch.full((5, 1000), float("nan"), dtype=torch.bfloat16)
    with _config.override(arch=arch):
        st_ = K.launch_silu_and_mul(x, out)
    assert st_.global_bytes_read == 5 * 2000 * 2          # read in place: exactly the viewed bytes
    assert_close64(out, _gated64("silu")(x.double()), torch.bfloat16, scale=4.0)
    a, b = base[::2, :1000], base[::2, 1000:2000]         # every other row, 2-byte-aligned second half
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.silu_mul(a, b)
    assert_close64(y, F.silu(a.double()) * b.double(), torch.bfloat16, scale=4.0)


@pytest.mark.parametrize("arch, d", [("gfx942", 896), ("gfx950", 5120), ("gfx942", 14336)])
def test_one_pass_and_16_byte_accesses(arch, d):
    n = 3
    x = rand((n, 2 * d), torch.bfloat16)
    out = torch.full((n, d), float("nan"), dtype=torch.bfloat16)
    with _config.override(arch=arch):
        st_ = K.launch_silu_and_mul(x, out)
    assert st_.global_bytes_read == n * 2 * d * 2 and st_.global_bytes_written == n * d * 2
    chunk, nch, blocks = K.plan(d, "bf16", True)
    assert chunk == 16 and st_.vmem_load == 2 * n * nch * blocks and st_.vmem_store == n * nch * blocks
    assert st_.lds_bytes == 0 and not st_.warnings
    loop = K.act_mul_fwd.compile("silu", "bf16", nch, 16, arch=arch).asm.split("_loop_")[1]
    assert "buffer_load_dwordx4" in loop and "buffer_store_dwordx4" in loop
    assert_close64(out, _gated64("silu")(x.double()), torch.bfloat16, scale=4.0)


def _fp32_out(act: str, x: torch.Tensor, arch: str) -> torch.Tensor:
    up = torch.ones_like(x)
    out = torch.full_like(x, float("nan"))
    with _config.override(arch=arch):
        K.launch(act, [x[None], up[None]], [out[None]])
    return out


def _accurate64(act: str, x: torch.Tensor) -> torch.Tensor:
    """Float64 forms without cancellation for negative x (F.gelu's 1 + erf / 1 + tanh lose all digits
    below x ~ -7 even in float64)."""
    if act == "gelu_none":
        return 0.5 * x * torch.special.erfc(-x / math.sqrt(2.0))
    if act == "gelu_tanh":
        return x * torch.sigmoid(2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3))
    return F.silu(x)


@pytest.mark.parametrize("act", ("silu", "gelu_none", "gelu_tanh"))
def test_fp32_accuracy_as_documented(act):
    """Relative error vs float64 (module docstring): < 1e-6 for |x| <= 3, < 1e-5 for |x| <= 12 where the
    result is a normal fp32."""
    x = torch.linspace(-12.0, 12.0, 4001, dtype=torch.float32)
    out = _fp32_out(act, x, "gfx950")
    e = _accurate64(act, x.double())
    rel = (out.double() - e).abs() / e.abs()
    small = x.abs() <= 3
    assert float(rel[small].max()) < 1e-6, float(rel[small].max())
    assert float(rel[e.abs() > 1e-30].max()) < 1e-5, float(rel[e.abs() > 1e-30].max())


@pytest.mark.parametrize("arch, dtype", [("gfx942", torch.bfloat16), ("gfx950", torch.float16),
                                         ("gfx942", torch.float32)])
def test_saturation_and_special_values(arch, dtype):
    specials = torch.tensor([0.0, -0.0, 1e4, -1e4, 88.0, -88.0, -104.0, float("inf"), float("-inf"),
                             float("nan")], dtype=torch.float64)
    g = specials.to(dtype)
    x = torch.cat([g, torch.ones_like(g)])[None]
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        ys = {act: _gated_op(act)(x)[0] for act in ("silu", "gelu_none", "gelu_tanh")}
    for act, y in ys.items():
        e = _act64(act, g.double())
        nan = torch.isnan(e)
        assert torch.equal(torch.isnan(y), nan), (act, y)
        # deep underflow (silu(-88) ~ -5e-37 needs a denormal sigmoid) may flush to -0: atol 1e-30
        torch.testing.assert_close(y[~nan].double(), e[~nan], rtol=1e-2, atol=1e-30, msg=act)


def test_opcheck_kernel_mode():
    x = rand((3, 2 * 40), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch="gfx942"):
        torch.library.opcheck(cdna.gelu_and_mul.default, (x, "tanh"))


def test_plan_wastes_few_lanes():
    for d in (896, 1000, 5120, 14336, 4096, 11008):
        chunk, nch, blocks = K.plan(d, "bf16", True)
        assert chunk == 16 and 1 <= nch <= K.MAX_NCH
        assert d * 2 / (blocks * nch * 64 * 16) > 0.85 or blocks == 1, d
    assert K.plan(17, "bf16", False)[0] == 2 and math.ceil(17 / (64 * K.plan(17, "bf16", False)[1])) == 1


@pytest.mark.parametrize("arch", ARCHS)
def test_every_planned_variant_assembles(arch):
    """Every (activation, chunks per lane) the launchers can choose fits the register file and assembles
    with LLVM without diagnostics; gelu "none" is capped at 2 chunks (its backward at 4 needs > 256 VGPRs)."""
    for act in ("silu", "gelu_none", "gelu_tanh"):
        cap = K.ACT_MAX_NCH.get(act, K.MAX_NCH)
        assert max(K.plan(d, "bf16", True, cap)[1] for d in (896, 5120, 14336, 11008)) <= cap
        for nch in range(1, cap + 1):
            fwd = K.act_mul_fwd.compile(act, "bf16", nch, 16, arch=arch)
            bwd = K.act_mul_bwd.compile(act, "bf16", nch, 16, arch=arch)
            if act == "gelu_none":
                assert fwd.vgprs <= 128 and fwd.occupancy >= 4 and bwd.occupancy >= 3


@pytest.mark.parametrize("arch", ARCHS)
def test_gelu_and_mul_large_d_forward_and_backward(arch):
    """d = 14336 (the 2-chunk cap: 14 column blocks) forward and backward, exact-erf gelu."""
    x, g = rand((2, 2 * 14336), torch.bfloat16), rand((2, 14336), torch.bfloat16)
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        y = cdna.gelu_and_mul(x, "none")
        dx, = op_grads(lambda x: cdna.gelu_and_mul(x, "none"), [x], g)
    _no_nan(y)
    assert_close64(y, _gated64("gelu_none")(x.double()), torch.bfloat16, scale=4.0)
    expected, = grads64(_gated64("gelu_none"), [x], g)
    assert_grad_close(dx, expected, torch.bfloat16)
