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
        st = K.launch_rmsnorm(x, w, 1e-6, out)
    p = rowops.plan(d, "bf16")
    g = rowops.grid(n, p.waves)
    assert st.global_bytes_written == n * d * 2
    assert st.global_bytes_read == n * d * 2 + g * d * 2     # rows once, the weight once per workgroup
    assert st.vmem_load == (n + g) * p.nch and st.vmem_store == n * p.nch and st.lds_bytes == 0
    loop = K.rmsnorm_fwd.compile("bf16", "bf16", p.waves, p.nch, 16, False, arch=arch).asm.split("_loop_")[1]
    assert "buffer_load_dwordx4" in loop and "buffer_store_dwordx4" in loop
    assert not st.warnings
    _check(out, rms64(x, w, 1e-6), torch.bfloat16, scale=float(w.abs().max()))
