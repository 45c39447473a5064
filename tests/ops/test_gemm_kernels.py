"""``cdna::gemm`` in kernel mode: the DSL kernel of torch_cdna/ops/kernels/gemm.py on the simulator (gfx942 and
gfx950, strict sanitizers, NaN-poisoned outputs) against float64 products computed here: ragged M/N/K (M = 1
and 5 on the small-M config, 64 and 70 on the 64- and 128-tiles), row- and column-major b (``w.t()``), bias,
bf16/fp16 inputs, bf16/fp16/fp32 outputs, K and N off the 8-element grid (the launcher's padded copies);
MFMA and load counts from the simulator's statistics; autograd through two gemms; error messages. M <= 16 runs
the 16x16-MFMA configs (and split-K where the grid is small): tests/ops/test_gemm_small_m.py.
"""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops._layout import poisoned_outputs
from torch_cdna.ops.kernels import gemm as K

from .numerics import assert_close64, assert_grad_close, rand

cdna = torch.ops.cdna
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32

CASES = [  # M, N, K, dtype, b column-major, bias dtype (None: no bias), out dtype (None: dtype)
    (1, 16, 40, BF, False, F16, None),        # decode row, K ragged against bk 64, bias of a third dtype
    (5, 72, 64, BF, True, BF, F32),           # N ragged against bn 64, nn.Linear weight
    (64, 72, 40, F16, False, F32, None),      # t64 config
    (70, 16, 8, BF, True, BF, None),          # t128 config, M ragged, one short K step
    (70, 72, 64, F16, False, None, F32),      # t128, two K steps
    (3, 10, 13, BF, True, BF, F16),           # K and N off the 8-element grid: padded copies
]


def _operands(m: int, n: int, k: int, dtype: torch.dtype, colmajor: bool, bias_dtype) -> tuple:
    s = k ** -0.5  # outputs of order 1
    a = rand((m, k), dtype)
    b = rand((n, k), dtype, s).t() if colmajor else rand((k, n), dtype, s)
    bias = None if bias_dtype is None else rand((n,), bias_dtype)
    return a, b, bias


def _expected(a, b, bias) -> torch.Tensor:
    out = a.double() @ b.double()
    return out if bias is None else out + bias.double()


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("m,n,k,dtype,colmajor,bias_dtype,out_dtype", CASES)
def test_gemm_matches_float64(arch, m, n, k, dtype, colmajor, bias_dtype, out_dtype):
    a, b, bias = _operands(m, n, k, dtype, colmajor, bias_dtype)
    assert (b.stride(0) == 1) == colmajor
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.gemm(a, b, bias=bias, out_dtype=out_dtype)
    assert_close64(out, _expected(a, b, bias), out_dtype or dtype)


@pytest.mark.parametrize("arch,m", [("gfx942", 24), ("gfx950", 72)])
def test_column_major_a_is_transposed_in_kernel(arch, m, monkeypatch):
    """a = x.t() (grad_b = a^T grad's operand) with M a multiple of 8: read in place (no padded copy), rows of
    the tile past M (24 on the 32-row config, 72 on the 128-tile) and the K tail (40) masked; row-major b. (The
    16-row configs copy a column-major a: tests/ops/test_gemm_small_m.py.)"""
    a = rand((40, m), BF).t()
    _, b, bias = _operands(m, 24, 40, BF, False, BF)
    monkeypatch.setattr(K, "_padded", lambda *args: pytest.fail("copied an operand"))
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        out = cdna.gemm(a, b, bias=bias, out_dtype=F32)
    assert_close64(out, _expected(a, b, bias), F32)


def test_instruction_counts_follow_the_tile_config():
    """64x64x64 bf16 on the t64 config (one workgroup of 4 waves, 32x32 per wave): gfx942's 32x32x8 MFMA takes
    64 / 8 = 8 steps per wave, gfx950's 32x32x16 4; each wave loads 2 A and 2 B^T pieces of 16 bytes per K
    step and stores 2 runs of 8 outputs per lane (32 columns per half-wave)."""
    a, b, _ = _operands(64, 64, 64, BF, True, None)
    for arch, steps in (("gfx942", 8), ("gfx950", 4)):
        out = torch.empty(64, 64, dtype=BF)
        cfg = K.config_for(64, 64, 64)
        assert cfg.name == "t64"
        with _config.override(arch=arch):
            stats = K.launch_gemm(a, b, None, out)
        assert stats.counts["mfma"] == 4 * steps, stats.counts
        assert stats.mnemonics["buffer_load_dwordx4"] == 4 * 4
        assert stats.mnemonics["buffer_store_dwordx4"] == 4 * 2
        assert stats.global_unique_bytes_read == 2 * 64 * 64 * 2
        assert_close64(out, _expected(a, b, None), BF)


def test_autograd_runs_two_gemms():
    """grad_a = gemm(grad, b.t()) and grad_b = gemm(a.t(), grad), a.t() read in place (M = 8, K = 24)."""
    a, b, bias = _operands(8, 16, 24, BF, True, F32)
    grad = rand((8, 16), BF)
    xs = [t.detach().clone().requires_grad_() for t in (a, b, bias)]
    with _config.override(ops_impl="kernel", arch="gfx942", sim_strict=True):
        torch.autograd.backward(cdna.gemm(*xs[:2], bias=xs[2]), grad)
    ref = [t.detach().double().requires_grad_() for t in (a, b, bias)]
    torch.autograd.backward(ref[0] @ ref[1] + ref[2], grad.double())
    for x, r in zip(xs, ref):
        assert x.grad.dtype == x.dtype
        assert_grad_close(x.grad, r.grad, BF)


def test_zero_k_gives_the_bias():
    a, b, bias = torch.empty(3, 0, dtype=BF), torch.empty(0, 8, dtype=BF), rand((8,), F32)
    with _config.override(ops_impl="kernel", arch="gfx942"), poisoned_outputs():
        out = cdna.gemm(a, b, bias=bias, out_dtype=F32)
    assert torch.equal(out, bias.expand(3, 8))


def test_errors_name_the_argument():
    a = torch.zeros(4, 8, dtype=BF)
    with pytest.raises(ValueError, match=r"disagree on K.*w\.t\(\)"):
        cdna.gemm(a, torch.zeros(4, 8, dtype=BF))
    with pytest.raises(ValueError, match="bias must have shape"):
        cdna.gemm(a, torch.zeros(8, 4, dtype=BF), bias=torch.zeros(8))
    with pytest.raises(TypeError, match="out_dtype"):
        cdna.gemm(a, torch.zeros(8, 4, dtype=BF), out_dtype=torch.float64)
    with _config.override(ops_impl="kernel", arch="gfx942"), pytest.raises(MissingKernel, match="gemm"):
        cdna.gemm(a.float(), torch.zeros(8, 4))
