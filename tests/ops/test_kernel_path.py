"""The kernel path of the op layer (kernel mode): launcher lookup, argument preparation per the launcher
contract in torch_cdna/ops/kernels/__init__.py, output buffers (poisoned with NaN before the launch), and
the errors when no kernel covers the inputs. The launchers here are stand-ins that compute with the
references on the prepared tensors, so any plumbing mistake (views, strides, shapes) shows as a mismatch."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import OPS, kernels
from torch_cdna.ops._layout import poisoned_outputs

cdna = torch.ops.cdna
ARCH = "gfx942"
seen: dict[str, list] = {}


def _rmsnorm(x, weight, eps, out):
    seen.setdefault("rmsnorm", []).append((x, weight, out))
    out.copy_(OPS["rmsnorm"].reference(x, weight, eps))


def _rmsnorm_backward(grad, x, weight, eps, dx, dweight):
    ref_dx, ref_dw = OPS["rmsnorm_backward"].reference(grad, x, weight, eps)
    dx.copy_(ref_dx), dweight.copy_(ref_dw)


def _gelu_and_mul(x, out, approximate):
    seen.setdefault("gelu_and_mul", []).append((x, out))
    out.copy_(OPS["gelu_and_mul"].reference(x, approximate))


def _softmax(x, out):
    seen.setdefault("softmax", []).append((x, out))
    out.copy_(OPS["softmax"].reference(x, -1))


def _rope(x, cos, sin, out, interleaved):
    seen.setdefault("rope", []).append((x, cos, sin, out))
    out.copy_(OPS["rope"].reference(x, cos, sin, interleaved))


def _attention(q, k, v, out, lse, causal, scale, group):
    seen.setdefault("attention", []).append((q, k, v, out, lse, causal, scale, group))
    ref_out, ref_lse = OPS["attention"].reference(q, k, v, causal=causal, scale=scale, enable_gqa=group > 1)
    out.copy_(ref_out), lse.copy_(ref_lse)


def _half_rmsnorm(x, weight, eps, out):  # writes only half of the rows: poisoning must expose it
    out[: out.shape[0] // 2].copy_(OPS["rmsnorm"].reference(x[: x.shape[0] // 2], weight, eps))


LAUNCHERS = {"rmsnorm": _rmsnorm, "rmsnorm_backward": _rmsnorm_backward, "gelu_and_mul": _gelu_and_mul,
             "softmax": _softmax, "rope": _rope, "attention": _attention}


@pytest.fixture
def kernel_mode():
    seen.clear()
    # kernels.table loads the real kernel modules first; their launchers are set aside and restored after.
    saved = {name: kernels.table(name) for name in LAUNCHERS}
    for name, fn in LAUNCHERS.items():
        for kind, arch in saved[name]:
            kernels.unregister(name, kind, arch)
        kernels.register(name, "sim", ARCH, dtypes=(torch.bfloat16, torch.float16))(fn)
    try:
        with _config.override(ops_impl="kernel", arch=ARCH), poisoned_outputs():
            yield
    finally:
        for name in LAUNCHERS:
            kernels.unregister(name, "sim", ARCH)
            for (kind, arch), launcher in saved[name].items():
                kernels.register(name, kind, arch, dtypes=launcher.dtypes)(launcher.fn)


def _reference(name, *args, **kwargs):
    with _config.override(ops_impl="reference"):
        return getattr(cdna, name)(*args, **kwargs)


def test_row_strided_inputs_are_passed_as_views_not_copies(kernel_mode):
    base = torch.randn(3, 5, 48, dtype=torch.bfloat16)
    x, w = base[..., :32], torch.randn(32, dtype=torch.float32)
    y = cdna.rmsnorm(x, w, 1e-6)
    (x2, w2, out2), = seen["rmsnorm"]
    assert x2.shape == (15, 32) and x2.stride() == (48, 1) and x2.data_ptr() == x.data_ptr()
    assert w2.dtype == torch.float32 and out2.is_contiguous() and out2.shape == (15, 32)
    assert y.shape == x.shape and y.is_contiguous() and torch.equal(y, _reference("rmsnorm", x, w, 1e-6))


def test_layouts_without_a_row_stride_are_copied(kernel_mode):
    x = torch.randn(32, 6, dtype=torch.float16).t()  # last dim not unit-stride
    y = cdna.rmsnorm(x, torch.ones(32, dtype=torch.float16), 1e-6)
    (x2, _, _), = seen["rmsnorm"]
    assert x2.stride() == (32, 1) and x2.data_ptr() != x.data_ptr()
    # the stand-in computes on the contiguous copy, so the reference does too: torch's row reduction over the
    # transposed view sums in another order and can differ in the last fp16 bit (seed 247448347)
    assert torch.equal(y, _reference("rmsnorm", x.contiguous(), torch.ones(32, dtype=torch.float16), 1e-6))


def test_backward_through_the_kernel_path(kernel_mode):
    x = torch.randn(4, 16, dtype=torch.bfloat16, requires_grad=True)
    w = torch.randn(16, dtype=torch.bfloat16, requires_grad=True)
    cdna.rmsnorm(x, w, 1e-5).float().square().sum().backward()
    x2, w2 = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
    _reference("rmsnorm", x2, w2, 1e-5).float().square().sum().backward()
    assert torch.equal(x.grad, x2.grad) and torch.equal(w.grad, w2.grad)


def test_unwritten_outputs_show_up_as_nan(kernel_mode):
    kernels.unregister("rmsnorm", "sim", ARCH)
    kernels.register("rmsnorm", "sim", ARCH, dtypes=(torch.bfloat16,))(_half_rmsnorm)
    y = cdna.rmsnorm(torch.randn(4, 8, dtype=torch.bfloat16), torch.ones(8, dtype=torch.bfloat16), 1e-6)
    assert torch.isnan(y[2:]).all() and not torch.isnan(y[:2]).any()


def test_gelu_and_mul_and_softmax_over_a_leading_dim(kernel_mode):
    x = torch.randn(3, 4, 10, dtype=torch.bfloat16)
    assert torch.equal(cdna.gelu_and_mul(x, "tanh"), _reference("gelu_and_mul", x, "tanh"))
    (x2, out2), = seen["gelu_and_mul"]
    assert x2.shape == (12, 10) and out2.shape == (12, 5)
    y = cdna.softmax(x, 1)  # the op layer moves dim 1 last, the kernel reduces rows
    (s2, sout2), = seen["softmax"]
    assert s2.shape == (30, 4) and sout2.shape == (30, 4)
    assert y.is_contiguous() and torch.equal(y, _reference("softmax", x, 1))


def test_rope_gets_4d_x_and_the_tables_as_given(kernel_mode):
    x = torch.randn(2, 5, 3, 8, dtype=torch.bfloat16)
    cos, sin = torch.randn(5, 1, 4), torch.randn(5, 1, 4)
    assert torch.equal(cdna.rope(x, cos, sin, True), _reference("rope", x, cos, sin, True))
    (x2, cos2, sin2, out2), = seen["rope"]
    assert x2.shape == out2.shape == (2, 5, 3, 8)
    assert cos2 is cos and sin2 is sin  # no per-call views: the launcher broadcasts size-1/missing dims
    x5 = torch.randn(2, 2, 5, 3, 8, dtype=torch.bfloat16)  # 5-D x: leading dims folded, tables folded alike
    assert torch.equal(cdna.rope(x5, cos, sin, True), _reference("rope", x5, cos, sin, True))
    (x3, cos3, _, out3) = seen["rope"][1]
    assert x3.shape == out3.shape == (4, 5, 3, 8) and cos3.shape == (4, 5, 3, 4) and cos3.stride(-1) == 1


def test_attention_launch_arguments(kernel_mode):
    q = torch.randn(1, 8, 4, 64, dtype=torch.bfloat16)
    k, v = torch.randn(1, 2, 9, 64, dtype=torch.bfloat16), torch.randn(1, 2, 9, 64, dtype=torch.bfloat16)
    out, lse = cdna.attention(q, k, v, causal=True, scale=None, enable_gqa=True)
    *_, causal, scale, group = seen["attention"][0]
    assert (causal, scale, group) == (True, 0.125, 4)
    ref_out, ref_lse = _reference("attention", q, k, v, causal=True, scale=None, enable_gqa=True)
    assert torch.equal(out, ref_out) and torch.equal(lse, ref_lse)


def test_attention_head_dim_without_a_kernel(kernel_mode):
    q = torch.randn(1, 2, 4, 48, dtype=torch.bfloat16)
    with pytest.raises(MissingKernel, match=r"cdna::attention: no kernel for head dim 48 .*head dims \(64, 80, 96, "
                                            r"128, 256\)"
                                            r".*TORCH_CDNA_OPS_IMPL=reference"):
        cdna.attention(q, q, q, causal=False, scale=None, enable_gqa=False)


def test_dtype_or_arch_without_a_kernel(kernel_mode):
    x = torch.randn(2, 16)
    with pytest.raises(MissingKernel, match=r"cdna::rmsnorm: no kernel for dtype torch.float32 on arch gfx942 "
                                            r"\(the simulator \(CPU tensors\)\); kernels exist for "
                                            r"sim/gfx942 \(bfloat16, float16\)"):
        cdna.rmsnorm(x, torch.ones(16), 1e-6)
    with _config.override(arch="gfx950"), pytest.raises(MissingKernel, match="on arch gfx950"):
        cdna.rmsnorm(x.bfloat16(), torch.ones(16), 1e-6)


def test_registering_twice_or_a_bad_arch_is_rejected(kernel_mode):
    with pytest.raises(ValueError, match=r"rmsnorm already has a launcher for \('sim', 'gfx942'\)"):
        kernels.register("rmsnorm", "sim", ARCH, dtypes=(torch.bfloat16,))(_rmsnorm)
    with pytest.raises(ValueError, match=r"arch 'gfx90a' is not one of \('gfx942', 'gfx950'\)"):
        kernels.register("rmsnorm", "sim", "gfx90a", dtypes=(torch.bfloat16,))


@pytest.mark.skipif(not torch.cuda.is_available() or torch.version.hip is not None,
                    reason="hardware: needs an NVIDIA GPU (CUDA build) to exercise the non-ROCm reference path")
def test_nvidia_cuda_runs_the_reference_with_one_warning():
    from torch_cdna.ops import _registry
    _registry._warned_reference.discard("silu_mul")
    a, b = torch.randn(4, 8, device="cuda"), torch.randn(4, 8, device="cuda")
    with _config.override(ops_impl="kernel"), pytest.warns(UserWarning, match="cdna::silu_mul: cuda tensors on "
                                                                          "a non-ROCm PyTorch build"):
        y = cdna.silu_mul(a, b)
    import warnings
    with _config.override(ops_impl="kernel"), warnings.catch_warnings():
        warnings.simplefilter("error")
        y2 = cdna.silu_mul(a, b)  # no second warning
    assert y.device.type == "cuda" and torch.equal(y, y2)
    torch.testing.assert_close(y.cpu(), OPS["silu_mul"].reference(a.cpu(), b.cpu()))
