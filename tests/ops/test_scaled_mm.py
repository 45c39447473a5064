"""``cdna::scaled_mm``: the fp8 DSL kernel of torch_cdna/ops/kernels/scaled_mm.py on the simulator (gfx942 FNUZ
and gfx950 OCP formats, strict sanitizers, NaN-poisoned outputs) against float64 products of the dequantized
operands computed here: per-tensor, per-token x per-channel and 128x128 block scales, M = 1 and ragged M, N,
K (off the 16-byte grid: padded copies), e5m2 weights, bias, bf16/fp16/fp32 outputs; MXFP4 with E8M0 scales
per 32 values on gfx950 (the scaled f8f6f4 MFMA); the reference against ``torch._scaled_mm`` on CPU; error
messages and the refused gradient.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import scaled_mm as K
from torch_cdna.ops.scaled_mm import scale_mode, scaled_mm_reference

from .numerics import assert_close64

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32
E4 = {"gfx942": torch.float8_e4m3fnuz, "gfx950": torch.float8_e4m3fn}
E5 = {"gfx942": torch.float8_e5m2fnuz, "gfx950": torch.float8_e5m2}


def _fp8(shape: tuple, dtype: torch.dtype) -> torch.Tensor:
    """Random values of order 1 (within both formats' range) rounded to ``dtype``."""
    return torch.randn(*shape).clamp(-8, 8).to(dtype)


def _scales(mode: str, m: int, n: int, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    kb, nb = -(-k // 128), -(-n // 128)
    shapes = {"tensor": ((), (1,)), "row": ((m, 1), (1, n)), "block": ((m, kb), (kb, nb))}[mode]
    return tuple(torch.rand(s) * 0.5 + 0.25 for s in shapes)


def _expected(a, b, sa, sb, bias) -> torch.Tensor:
    """float64 product of the dequantized operands, built here independently of the op's reference."""
    k, n = b.shape
    sa64, sb64 = sa.double(), sb.double()
    if sa.dim() == 2 and sa.shape[1] != 1 or (sb.dim() == 2 and sb.shape[0] != 1):  # blocks
        ka = torch.arange(k) // 128
        sa64 = sa64[:, ka]
        sb64 = sb64[ka][:, torch.arange(n) // 128]
    out = (a.double() * sa64) @ (b.double() * sb64)
    return out if bias is None else out + bias.double()


CASES = [  # arch, M, N, K, scale mode, out dtype, bias dtype, b in e5m2 (each arch sees every mode)
    ("gfx942", 1, 24, 64, "tensor", BF, None, False),    # decode row, one K step
    ("gfx950", 1, 24, 64, "tensor", BF, None, False),
    ("gfx942", 5, 72, 300, "block", F32, F32, False),    # N ragged against bn 64, 3 K blocks (the last partial)
    ("gfx950", 3, 10, 40, "row", F16, F16, True),        # N and K off the grid: padded copies; e4m3 x e5m2
    ("gfx942", 64, 136, 128, "row", F32, BF, False),     # 64-tile config, bias of another dtype
    ("gfx950", 70, 130, 260, "block", BF, None, True),   # 128-row config, two column blocks, M ragged
]


@pytest.mark.parametrize("arch,m,n,k,mode,out_dtype,bias_dtype,e5", CASES)
def test_scaled_mm_matches_float64(arch, m, n, k, mode, out_dtype, bias_dtype, e5):
    a, w = _fp8((m, k), E4[arch]), _fp8((n, k), (E5 if e5 else E4)[arch])
    sa, sb = _scales(mode, m, n, k)
    bias = None if bias_dtype is None else torch.randn(n).to(bias_dtype)
    assert scale_mode(a, w.t(), sa, sb) == mode
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.scaled_mm(a, w.t(), sa, sb, out_dtype=out_dtype, bias=bias)
    expected = _expected(a, w.t(), sa, sb, bias)
    assert_close64(out, expected, out_dtype, scale=expected.abs().max().item())
    assert_close64(scaled_mm_reference(a, w.t(), sa, sb, out_dtype=out_dtype, bias=bias), expected, out_dtype,
                   scale=expected.abs().max().item())


def test_block_scales_apply_per_k_block():
    """Scales that differ per K block (0 on the first, 1 on the second) select the second block's product only:
    a kernel that scaled the sum once would not."""
    a, w = _fp8((4, 256), E4["gfx942"]), _fp8((8, 256), E4["gfx942"])
    sa, sb = torch.tensor([[0.0, 1.0]]).expand(4, 2).contiguous(), torch.ones(2, 1)
    with _config.override(ops_impl="kernel", arch="gfx942", sim_strict=True), poisoned_outputs():
        out = cdna.scaled_mm(a, w.t(), sa, sb, out_dtype=F32)
    assert_close64(out, a[:, 128:].double() @ w[:, 128:].double().t(), F32, scale=8.0)


@pytest.mark.parametrize("m,mfma", [(8, "v_mfma_f32_16x16x32_bf8_fp8"), (20, "v_mfma_f32_32x32x16_bf8_fp8")])
def test_fp8_mfmas_and_layouts(m, mfma):
    """The kernel runs the fp8 MFMA named by the formats (b's first: it is the MFMA's A operand), and a
    row-major b or a column-major a (copied by the launcher) gives the same result. M = 8: the 16-row tile
    (2 waves x 2 16-column tiles x 2 chunks (bk 128 values) x 2 MFMAs); M = 20: the 32-row tile (2 waves x 4
    chunks x 2 MFMAs)."""
    a, w = _fp8((m, 64), E4["gfx950"]), _fp8((16, 64), E5["gfx950"])
    sa, sb = _scales("row", m, 16, 64)
    out = torch.empty(m, 16, dtype=F32)
    with _config.override(arch="gfx950"):
        stats = K.launch_scaled_mm(a, w.t(), sa, sb, "row", None, out)
    assert stats.mnemonics[mfma] == 16, stats.mnemonics
    assert_close64(out, _expected(a, w.t(), sa, sb, None), F32, scale=8.0)
    with _config.override(ops_impl="kernel", arch="gfx950"):
        other = cdna.scaled_mm(a.t().contiguous().t(), w.t().contiguous(), sa, sb, out_dtype=F32)
    assert torch.equal(other, out)


def test_zero_k_gives_the_bias():
    a, b, bias = torch.empty(3, 0, dtype=E4["gfx942"]), torch.empty(0, 8, dtype=E4["gfx942"]), torch.randn(8)
    with _config.override(ops_impl="kernel", arch="gfx942"), poisoned_outputs():
        out = cdna.scaled_mm(a, b, torch.ones(()), torch.ones(()), out_dtype=F32, bias=bias)
    assert torch.equal(out, bias.expand(3, 8))


@pytest.mark.parametrize("rowwise", [False, True])
def test_reference_agrees_with_torch_scaled_mm(rowwise):
    """Same conventions as ``torch._scaled_mm`` (CPU): out = (a * scale_a) @ (b * scale_b) + bias."""
    a, w = _fp8((16, 32), torch.float8_e4m3fn), _fp8((16, 32), torch.float8_e4m3fn)
    sa, sb = _scales("row" if rowwise else "tensor", 16, 16, 32)
    ref = torch._scaled_mm(a, w.t(), sa, sb, out_dtype=F32)  # torch 2.13's CPU kernel takes both forms
    torch.testing.assert_close(cdna.scaled_mm(a, w.t(), sa, sb, out_dtype=F32), ref, rtol=1e-5, atol=1e-5)


def test_errors_name_the_argument():
    a, w = torch.zeros(4, 32, dtype=E4["gfx942"]), torch.zeros(8, 32, dtype=E4["gfx942"])
    one = torch.ones(())
    with pytest.raises(TypeError, match=r"a must be an fp8 tensor.*cdna::gemm"):
        cdna.scaled_mm(a.float(), w.t(), one, one, out_dtype=BF)
    with pytest.raises(ValueError, match=r"disagree on K.*w\.t\(\)"):
        cdna.scaled_mm(a, w, one, one, out_dtype=BF)
    with pytest.raises(ValueError, match=r"scale_a \(4, 2\) and scale_b \(1, 8\) match no scale form"):
        cdna.scaled_mm(a, w.t(), torch.ones(4, 2), torch.ones(1, 8), out_dtype=BF)
    with pytest.raises(TypeError, match="scale_b must be a torch.float32 tensor"):
        cdna.scaled_mm(a, w.t(), one, one.to(BF), out_dtype=BF)
    with pytest.raises(TypeError, match="out_dtype"):
        cdna.scaled_mm(a, w.t(), one, one, out_dtype=torch.float64)
    with pytest.raises(ValueError, match="bias must have shape"):
        cdna.scaled_mm(a, w.t(), one, one, out_dtype=BF, bias=torch.zeros(4))
    with _config.override(ops_impl="kernel", arch="gfx950"), \
            pytest.raises(MissingKernel, match=r"float8_e4m3fnuz on arch gfx950.*float8_e4m3fn\b"):
        cdna.scaled_mm(a, w.t(), one, one, out_dtype=BF)
    with _config.override(ops_impl="kernel", arch="gfx942"), \
            pytest.raises(MissingKernel, match=r"b is torch.float8_e4m3fn, which gfx942.*float8_e4m3fnuz"):
        cdna.scaled_mm(a, w.to(torch.float8_e4m3fn).t(), one, one, out_dtype=BF)


def test_gradient_is_refused_naming_the_op():
    a, w = _fp8((2, 32), E4["gfx942"]), _fp8((3, 32), E4["gfx942"])
    sa = torch.ones((), requires_grad=True)
    out = cdna.scaled_mm(a, w.t(), sa, torch.ones(()), out_dtype=F32)
    with pytest.raises(RuntimeError, match="cdna::scaled_mm has no backward"):
        out.sum().backward()


def test_inputs_unchanged_and_output_fresh():
    """What opcheck's schema check would assert (it cannot compare fp8 tensors on CPU: tests/ops/test_registry.py
    FP8_INPUTS): the kernel path leaves every input bit as it was and returns a buffer aliasing none."""
    a, w = _fp8((5, 72), E4["gfx942"]), _fp8((9, 72), E4["gfx942"])
    sa, sb, bias = torch.rand(5, 1), torch.rand(1, 9), torch.randn(9)
    inputs = (a, w.t(), sa, sb, bias)
    before = [t.view(torch.uint8).clone() if t.element_size() == 1 else t.clone() for t in inputs]
    with _config.override(ops_impl="kernel", arch="gfx942"), poisoned_outputs():
        out = cdna.scaled_mm(*inputs[:4], out_dtype=BF, bias=bias)
    for t, b in zip(inputs, before):
        assert torch.equal(t.view(torch.uint8) if t.element_size() == 1 else t, b)
        assert out.untyped_storage().data_ptr() != t.untyped_storage().data_ptr()


# ------------------------------------------------------------------ MXFP4 (gfx950)
FP4_TABLE = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0],
                         dtype=torch.float64)
F4, E8 = torch.float4_e2m1fn_x2, torch.float8_e8m0fnu


def _mx_operand(rows: int, k: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Random packed E2M1 [rows, k/2], E8M0 scales [rows, k/32] (2**-7 .. 1: fp16-safe sums) and float64 values."""
    packed = torch.randint(0, 256, (rows, k // 2), dtype=torch.uint8)
    scale = torch.randint(120, 128, (rows, k // 32), dtype=torch.uint8)
    codes = torch.stack([packed & 15, packed >> 4], -1).reshape(rows, k).long()   # low nibble: the lower k
    values = FP4_TABLE[codes] * torch.exp2(scale.double() - 127).repeat_interleave(32, 1)
    return packed.view(F4), scale.view(E8), values


@pytest.mark.parametrize("m,n,k,out_dtype", [(1, 16, 64, F32), (70, 72, 512, BF), (33, 130, 320, F16)])
def test_mxfp4_matches_float64(m, n, k, out_dtype):
    """M = 1, the 128-row config, ragged N and K (320: a partial 256-value K step)."""
    a, sa, va = _mx_operand(m, k)
    w, sw, vw = _mx_operand(n, k)
    bias = torch.randn(n)
    with _config.override(ops_impl="kernel", arch="gfx950", sim_strict=True), poisoned_outputs():
        out = cdna.scaled_mm(a, w.t(), sa, sw, out_dtype=out_dtype, bias=bias)
    expected = va @ vw.t() + bias.double()
    assert_close64(out, expected, out_dtype, scale=expected.abs().max().item())
    assert_close64(scaled_mm_reference(a, w.t(), sa, sw, out_dtype=out_dtype, bias=bias), expected, out_dtype,
                   scale=expected.abs().max().item())


def test_mxfp4_errors():
    a, sa, _ = _mx_operand(4, 64)
    w, sw, _ = _mx_operand(8, 64)
    with pytest.raises(ValueError, match=r"MXFP4 takes .*scale_b \[N, K/32\]"):
        cdna.scaled_mm(a, w.t(), sa, sw.t(), out_dtype=BF)
    with pytest.raises(TypeError, match="scale_a must be a torch.float8_e8m0fnu"):
        cdna.scaled_mm(a, w.t(), torch.ones(4, 2), sw, out_dtype=BF)
    with _config.override(ops_impl="kernel", arch="gfx942"), \
            pytest.raises(MissingKernel, match=r"float4_e2m1fn_x2 on arch gfx942"):
        cdna.scaled_mm(a, w.t(), sa, sw, out_dtype=BF)


@pytest.mark.parametrize("m,mfma", [(8, "v_mfma_scale_f32_16x16x128_f8f6f4"), (20, "v_mfma_scale_f32_32x32x64_f8f6f4")])
def test_mxfp4_runs_the_scaled_mfma(m, mfma):
    """m x 16 x 64, one K step of 256 fp4: M = 8, the 16-row tile's 2 waves x 2 16-column tiles x 2 chunks of
    128 values, one 16x16x128 each; M = 20, the 32-row tile's 2 waves x 4 chunks of 64 values, one 32x32x64
    each."""
    a, sa, va = _mx_operand(m, 64)
    w, sw, vw = _mx_operand(16, 64)
    out = torch.empty(m, 16, dtype=F32)
    with _config.override(arch="gfx950"):
        stats = K.launch_scaled_mm(a, w.t(), sa, sw, "mx", None, out)
    assert stats.mnemonics[mfma] == 8, stats.mnemonics
    assert_close64(out, va @ vw.t(), F32, scale=64.0)

