"""The quantisation ops (``cdna::quantize_fp8``, ``cdna::rmsnorm_quant_fp8``, ``cdna::quantize_mxfp4``): the DSL
kernels on the simulator (gfx942 and gfx950, outputs poisoned before each launch) against the references bit
for bit, the references against torch's own fp8 casts and an independent float64 OCP MX encoder, the scale
floor of all-zero rows, errors and the refused backward."""

from __future__ import annotations

import math
import random

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import _fp8
from torch_cdna.ops import quantize as Q
from torch_cdna.ops._layout import poisoned_outputs

cdna = torch.ops.cdna
ARCHS = ("gfx942", "gfx950")
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# rows: M = 1, ragged D (odd: bytewise code stores and 2-byte chunks for 16-bit x), several waves (D = 1000)
SHAPES = ((1, 17), (3, 96), (2, 3, 40), (5, 1000))


@pytest.fixture
def kernel_mode(request):
    arch = getattr(request, "param", "gfx942")
    with _config.override(ops_impl="kernel", arch=arch), poisoned_outputs():
        yield arch


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.view(torch.uint8) if t.element_size() == 1 else t


def _assert_same(got: tuple, want: tuple) -> None:
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
        assert torch.equal(_bits(g), _bits(w)), (_bits(g) != _bits(w)).nonzero()[:8].tolist()


def _reference(arch: str, fn):
    with _config.override(ops_impl="reference", arch=arch):
        return fn()


# ------------------------------------------------------------------------------------------------- fp8
@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
@pytest.mark.parametrize("how", ["token", "tensor", "static"])
def test_quantize_fp8_kernel_is_bit_exact(kernel_mode, how):
    for dtype in DTYPES:
        shape = random.choice(SHAPES)
        x = torch.randn(shape, dtype=dtype) * 4
        kw = dict(scale=torch.tensor(0.013)) if how == "static" else dict(granularity=how)
        q, s = cdna.quantize_fp8(x, **kw)
        assert q.dtype == _fp8.default_fp8(kernel_mode)
        assert s.shape == ((*shape[:-1], 1) if how == "token" else (1,))
        _assert_same((q, s), _reference(kernel_mode, lambda: cdna.quantize_fp8(x, **kw)))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_quantize_fp8_e5m2_and_strided_rows(kernel_mode):
    e5m2 = _fp8.arch_fp8(kernel_mode)[1]
    x = torch.randn(4, 2 * 72, dtype=torch.bfloat16)[:, ::2] * 1000      # row stride 2 * D: copied rows
    wide = torch.randn(3, 200, dtype=torch.float16)[:, :160] * 50       # row-strided view, read in place
    for t in (x, wide):
        got = cdna.quantize_fp8(t, granularity="token", dtype=e5m2)
        assert got[0].dtype == e5m2
        _assert_same(got, _reference(kernel_mode, lambda: cdna.quantize_fp8(t, granularity="token", dtype=e5m2)))


@pytest.mark.parametrize("kernel_mode", ["gfx942"], indirect=True)
def test_every_finite_bf16_value_converts_like_torch(kernel_mode):
    """All finite bf16 values through the static kernel (scale 1 and a scale that rounds every product):
    the kernel's clamp + v_cvt_pk_fp8_f32 equals torch's ``.clamp(-max, max).to(float8_e4m3fnuz)``."""
    bits = torch.arange(1 << 16, dtype=torch.int32).to(torch.int16).view(torch.bfloat16)
    x = bits[torch.isfinite(bits)][:65280].reshape(4, -1)
    fmax = _fp8.fp8_max(torch.float8_e4m3fnuz)
    for scale in (1.0, 0.37):
        q, _ = cdna.quantize_fp8(x, scale=torch.tensor(scale))
        inv = torch.tensor(1.0) / torch.tensor(scale)
        want = (x.float() * inv).clamp(-fmax, fmax).to(torch.float8_e4m3fnuz)
        assert torch.equal(q.view(torch.uint8), want.view(torch.uint8))


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_all_zero_rows_get_the_floor_scale(kernel_mode):
    x = torch.randn(3, 40, dtype=torch.bfloat16)
    x[1] = 0
    dtype = _fp8.default_fp8(kernel_mode)
    floor = torch.tensor(1.0 / (_fp8.fp8_max(dtype) * 512.0), dtype=torch.float32)
    q, s = cdna.quantize_fp8(x, granularity="token")
    assert s[1, 0] == floor and torch.all(q[1].view(torch.uint8) == 0)
    assert bool(torch.all(s > 0)) and bool(torch.isfinite(s).all())
    q, s = cdna.quantize_fp8(torch.zeros(2, 24), granularity="tensor")
    assert s.item() == floor and torch.all(q.view(torch.uint8) == 0)


@pytest.mark.parametrize("kernel_mode", ARCHS, indirect=True)
def test_nan_and_inf_follow_torch(kernel_mode):
    """Row 0 holds a NaN (its scale and codes are NaN), row 1 an inf (scale inf, the inf's code NaN, the others
    0), row 2 is finite; per tensor the NaN wins; a static scale saturates the inf. NaN codes compared by
    position (their sign bit is not part of the contract), everything else bit for bit."""
    x = torch.randn(3, 24, dtype=torch.bfloat16)
    x[0, 5], x[1, 7] = float("nan"), float("inf")
    for kw in (dict(granularity="token"), dict(granularity="tensor"), dict(scale=torch.tensor(0.1))):
        got, want = cdna.quantize_fp8(x, **kw), _reference(kernel_mode, lambda: cdna.quantize_fp8(x, **kw))
        for g, w in zip(got, want):
            g, w = g.float(), w.float()
            assert torch.equal(g.isnan(), w.isnan()) and torch.equal(g.nan_to_num(0), w.nan_to_num(0)), kw
    q, s = cdna.quantize_fp8(x, granularity="token")
    assert s[0].isnan().all() and s[1].isinf().all() and q[1].float().isnan().sum() == 1
    assert cdna.quantize_fp8(x, scale=torch.tensor(0.1))[0][1, 7].float() == _fp8.fp8_max(q.dtype)


def test_dynamic_scales_follow_the_amax():
    """The reference's definition, checked in float64: scale = max(amax / fmax, floor), codes dequantise to
    within half an fp8 step of x / scale."""
    with _config.override(arch="gfx950"):
        x = torch.randn(6, 50) * 10
        q, s = cdna.quantize_fp8(x, granularity="token")
    fmax = 448.0
    amax = x.double().abs().amax(-1, keepdim=True)
    want = torch.clamp_min(amax / fmax, 1 / (fmax * 512))
    assert bool(((s.double() - want).abs() <= want * 2.0**-24).all())        # one fp32 rounding
    y = x.double() / s.double()
    err = (q.double() - y).abs() / torch.clamp_min(y.abs(), 2.0**-6)
    assert float(err.max()) <= 2.0**-4 + 1e-9     # e4m3: 3 mantissa bits, half a step relative


# ------------------------------------------------------------------------------------------- rmsnorm + fp8
@pytest.mark.parametrize("kernel_mode, dtypes", [("gfx942", (torch.bfloat16, torch.float32)),
                                                ("gfx950", (torch.float16,))], indirect=["kernel_mode"])
def test_rmsnorm_quant_fp8_equals_the_composition(kernel_mode, dtypes):
    """One launch equals cdna::rmsnorm followed by cdna::quantize_fp8(granularity="token") bit for bit (the
    norm rounded to x's dtype first), in kernel mode and in reference mode."""
    for dtype in dtypes:
        shape = random.choice(SHAPES)
        x, w = torch.randn(shape, dtype=dtype), torch.randn(shape[-1], dtype=dtype) + 1
        fused = cdna.rmsnorm_quant_fp8(x, w, 1e-6)
        _assert_same(fused, cdna.quantize_fp8(cdna.rmsnorm(x, w, 1e-6), granularity="token"))
        ref = _reference(kernel_mode, lambda: cdna.rmsnorm_quant_fp8(x, w, 1e-6))
        _assert_same(ref, _reference(kernel_mode, lambda: cdna.quantize_fp8(cdna.rmsnorm(x, w, 1e-6),
                                                                            granularity="token")))
        # against the float64 norm: the scale within the norm kernel's few ulps, codes within one fp8 step
        y64 = torch.nn.functional.rms_norm(x.double(), (shape[-1],), w.double(), 1e-6)
        s64 = y64.abs().amax(-1, keepdim=True) / _fp8.fp8_max(fused[0].dtype)
        rtol = 2e-2 if dtype != torch.float32 else 1e-5
        assert bool(((fused[1].double() - s64).abs() <= rtol * s64).all()), dtype
        deq = fused[0].double() * fused[1].double()
        assert float(((deq - y64).abs() / torch.clamp_min(y64.abs(), s64 * 2.0**-6)).max()) < 0.15


# ------------------------------------------------------------------------------------------------- MXFP4
def _mx64(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """OCP MX v1.0 MXFP4 of x [M, K] written out per value in float64 (an independent encoder)."""
    grid = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
    m, k = x.shape
    q, s = torch.zeros(m, k // 2, dtype=torch.uint8), torch.zeros(m, k // 32, dtype=torch.uint8)
    for r in range(m):
        for b in range(k // 32):
            vals = [float(v) for v in x[r, 32 * b: 32 * b + 32].double()]
            amax = max(abs(v) for v in vals)
            e = max(-127, math.floor(math.log2(amax)) - 2) if amax > 0 else -127
            s[r, b] = e + 127
            for i, v in enumerate(vals):
                a = min(abs(v) / 2.0**e, 6.0)
                dist = [abs(a - g) for g in grid]
                best = min(range(8), key=lambda c: (dist[c], c % 2))     # nearest, ties to the even code
                code = best | (8 if math.copysign(1.0, v) < 0 else 0)
                q[r, (32 * b + i) // 2] |= code << (4 * (i % 2))
    return q, s


def test_mxfp4_reference_matches_the_spec_encoder():
    x = torch.randn(3, 64, dtype=torch.bfloat16) * torch.tensor([1e-3, 1.0, 300.0]).view(3, 1).to(torch.bfloat16)
    x[0, :32] = 0
    x[1, 5], x[1, 6] = 0.75, -5.0 * 2.0 ** (math.floor(math.log2(float(x[1, :32].abs().max()))) - 2)
    got = Q.quantize_mxfp4_reference(x)
    _assert_same(got, _mx64(x))
    assert got[1][0, 0] == 0          # an all-zero block: the smallest scale (2^-127), never 0 or NaN


@pytest.mark.parametrize("kernel_mode", ["gfx950"], indirect=True)
def test_quantize_mxfp4_kernel_is_bit_exact(kernel_mode):
    for dtype, shape in zip(DTYPES, ((1, 32), (3, 96), (2, 5, 320))):
        x = torch.randn(shape, dtype=dtype) * 7
        x.view(-1, 32)[0] = 0
        got = cdna.quantize_mxfp4(x)
        assert got[0].shape == (*shape[:-1], shape[-1] // 2) and got[1].shape == (*shape[:-1], shape[-1] // 32)
        _assert_same(got, _reference(kernel_mode, lambda: cdna.quantize_mxfp4(x)))
    # packing: element 2i in the low nibble (v_cvt_scalef32_pk_fp4_f32's S0), scale 2^0 for amax 6
    x = torch.zeros(1, 32)
    x[0, :4] = torch.tensor([1.0, -6.0, 0.5, 3.0])
    q, s = cdna.quantize_mxfp4(x)
    assert s.tolist() == [[127]] and q[0, :2].tolist() == [0x2 | 0xF << 4, 0x1 | 0x5 << 4]
    # a block with a NaN or inf: the E8M0 NaN scale, codes 0 (the other block is unaffected)
    x = torch.randn(2, 64) * 3
    x[0, 3], x[1, 40] = float("nan"), float("-inf")
    q, s = cdna.quantize_mxfp4(x)
    assert s[0, 0] == 0xFF and s[1, 1] == 0xFF and not q[0, :16].any() and not q[1, 16:].any()
    _assert_same((q, s), _reference(kernel_mode, lambda: cdna.quantize_mxfp4(x)))


@pytest.mark.parametrize("kernel_mode", ["gfx942"], indirect=True)
def test_quantize_mxfp4_refuses_gfx942(kernel_mode):
    with pytest.raises(MissingKernel, match=r"cdna::quantize_mxfp4.*gfx942.*gfx950"):
        cdna.quantize_mxfp4(torch.randn(2, 32))


# ------------------------------------------------------------------------------------------------- errors
def test_bad_inputs_name_the_argument():
    x = torch.randn(2, 32)
    cases = [
        (lambda: cdna.quantize_fp8(x, granularity="channel"), ValueError, "granularity='channel'"),
        (lambda: cdna.quantize_fp8(x, scale=torch.ones(1), granularity="token"), ValueError, "per-tensor"),
        (lambda: cdna.quantize_fp8(x, scale=torch.ones(2)), ValueError, "scale must be a one-element"),
        (lambda: cdna.quantize_fp8(x, dtype=torch.float16), TypeError, "dtype is torch.float16"),
        (lambda: cdna.quantize_fp8(x.int()), TypeError, "x has dtype torch.int32"),
        (lambda: cdna.quantize_fp8(torch.randn(3, 0)), ValueError, "empty last dim"),
        (lambda: cdna.rmsnorm_quant_fp8(x, torch.ones(8), 1e-6), ValueError, "cdna::rmsnorm_quant_fp8: weight"),
        (lambda: cdna.quantize_mxfp4(torch.randn(2, 40)), ValueError, "multiple of 32"),
    ]
    for call, error, message in cases:
        with pytest.raises(error, match=message):
            call()


@pytest.mark.parametrize("kernel_mode", ["gfx942"], indirect=True)
def test_an_other_arch_fp8_dtype_is_refused_by_the_kernel(kernel_mode):
    with pytest.raises(TypeError, match="gfx942 converts to torch.float8_e4m3fnuz"):
        cdna.quantize_fp8(torch.randn(2, 16), dtype=torch.float8_e4m3fn)


def test_backward_raises_naming_the_op():
    x, w = torch.randn(3, 32, requires_grad=True), torch.randn(32, requires_grad=True)
    for name, outs in (("quantize_fp8", cdna.quantize_fp8(x, granularity="token")),
                       ("rmsnorm_quant_fp8", cdna.rmsnorm_quant_fp8(x, w, 1e-6))):
        with pytest.raises(RuntimeError, match=rf"cdna::{name} has no backward"):
            (outs[0].float().sum() + outs[1].sum()).backward()
    q, s = cdna.quantize_mxfp4(x)
    assert not q.requires_grad and not s.requires_grad        # integer outputs: nothing to differentiate


@pytest.mark.parametrize("arch", ARCHS)
def test_fakes_match_the_outputs(arch):
    """Shapes and dtypes of the fakes equal the real outputs for every form (the shared opcheck in
    tests/ops/test_registry.py covers the per-token case); the arch's default fp8 dtype in both."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    x, w = torch.randn(2, 3, 64, dtype=torch.bfloat16), torch.ones(64)
    calls = [(cdna.quantize_fp8, (x,), dict(scale=torch.tensor(0.5))), (cdna.quantize_fp8, (x,), {}),
             (cdna.quantize_fp8, (x,), dict(granularity="token", dtype=_fp8.arch_fp8(arch)[1])),
             (cdna.rmsnorm_quant_fp8, (x, w, 1e-6), {}), (cdna.quantize_mxfp4, (x,), {})]
    with _config.override(arch=arch):
        for op, args, kw in calls:
            real = op(*args, **kw)
            with FakeTensorMode(allow_non_fake_inputs=True):
                fake = op(*args, **kw)
            assert [(t.shape, t.dtype) for t in real] == [(t.shape, t.dtype) for t in fake], op


@pytest.mark.parametrize("arch", ARCHS)
def test_longest_rows_fit_a_full_cu(arch):
    """At the longest row the planner takes (rmsnorm's register budget: 16 waves, so at most 128 VGPRs a wave,
    or the GPU refuses the launch) the heaviest variants fit: RMSNorm with an fp32 weight and bytewise code
    stores, and per-token fp32 rows. Compiling also assembles them (any LLVM diagnostic raises)."""
    from torch_cdna.ops.kernels import quantize as KQ
    from torch_cdna.ops.kernels import rowops
    for dt, wt, mode, divide in (("bf16", "f32", "rms", False), ("f32", None, "token", False),
                                 ("bf16", "f32", "rms", True), ("f32", "f32", "rms_static", True)):
        d = rowops.max_row(KQ.ROW_OP, dt)
        p = rowops.plan(d, dt, True, op=KQ.ROW_OP)
        kernel = KQ.quant_fp8.compile(dt, wt, mode, "fp8", p.waves, p.nch, p.chunk, False, False, divide,
                                      arch=arch)
        assert p.waves == 16 and kernel.vgprs <= 128, (dt, mode, p, kernel.vgprs)


@pytest.mark.parametrize("kernel_mode", ["gfx950"], indirect=True)
def test_a_row_too_long_for_the_registers_is_a_clear_error(kernel_mode):
    with pytest.raises(MissingKernel, match=r"cdna::rmsnorm_quant_fp8: no kernel for rows of 40000"):
        cdna.rmsnorm_quant_fp8(torch.randn(1, 40000, dtype=torch.bfloat16), torch.ones(40000), 1e-6)
