"""Registration: every op is defined with its schema, passes torch.library.opcheck, and routes per device."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import CdnaError, MissingKernel
from torch_cdna.ops import OPS, kernels

from .cases import cases

FORWARD = ["rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm", "silu_and_mul", "gelu_and_mul",
           "silu_mul", "gelu_mul", "softmax", "rope", "qkv_rope", "attention"]
FUSED_ADD = {"fused_add_rmsnorm", "fused_add_layernorm"}  # their autograd formulas reuse the plain norm's backward


def test_every_op_is_registered_with_a_backward():
    assert set(OPS) == set(FORWARD) | {f"{n}_backward" for n in FORWARD if n not in FUSED_ADD}
    for name in OPS:
        overload = getattr(torch.ops.cdna, name).default
        for key in ("CPU", "CUDA", "Meta"):
            assert torch._C._dispatch_has_kernel_for_dispatch_key(overload.name(), key), (name, key)
        has_autograd = torch._C._dispatch_has_kernel_for_dispatch_key(overload.name(), "Autograd")
        assert has_autograd == (not name.endswith("_backward")), name


def test_schemas_match_the_architecture_contract():
    assert str(torch.ops.cdna.rmsnorm.default._schema) == \
        "cdna::rmsnorm(Tensor x, Tensor weight, float eps) -> Tensor"
    assert str(torch.ops.cdna.attention.default._schema) == (
        "cdna::attention(Tensor q, Tensor k, Tensor v, *, bool causal, float? scale, bool enable_gqa) "
        "-> (Tensor out, Tensor lse)")
    assert str(torch.ops.cdna.layernorm.default._schema) == \
        "cdna::layernorm(Tensor x, Tensor weight, Tensor? bias, float eps) -> Tensor"
    assert str(torch.ops.cdna.layernorm_backward.default._schema) == (
        "cdna::layernorm_backward(Tensor grad, Tensor x, Tensor weight, float eps, ScalarType? bias_dtype=None) "
        "-> (Tensor dx, Tensor dweight, Tensor dbias)")
    assert str(torch.ops.cdna.fused_add_layernorm.default._schema) == (
        "cdna::fused_add_layernorm(Tensor x, Tensor residual, Tensor weight, Tensor? bias, float eps) "
        "-> (Tensor y, Tensor residual_out)")


@pytest.mark.parametrize("name", sorted(cases()))
def test_opcheck(name):
    args, kwargs = cases(torch.float32)[name]()
    torch.library.opcheck(getattr(torch.ops.cdna, name).default, args, kwargs)


@pytest.mark.parametrize("name", ["rmsnorm", "fused_add_rmsnorm", "fused_add_layernorm", "attention", "rope",
                                  "qkv_rope"])
def test_opcheck_bf16(name):
    args, kwargs = cases(torch.bfloat16)[name]()
    torch.library.opcheck(getattr(torch.ops.cdna, name).default, args, kwargs)


def test_kernel_mode_without_a_kernel_raises_a_clear_error(monkeypatch):
    kernels.table("rmsnorm")  # loads the kernel modules; then the op's launchers are hidden for this test
    monkeypatch.setitem(kernels._TABLE, "rmsnorm", {})
    x, w = torch.randn(2, 16, dtype=torch.bfloat16), torch.ones(16, dtype=torch.bfloat16)
    with _config.override(ops_impl="kernel", arch="gfx950"):
        assert kernels.lookup("rmsnorm", "sim", "gfx950", torch.bfloat16) is None
        with pytest.raises(MissingKernel) as info:
            torch.ops.cdna.rmsnorm(x, w, 1e-6)
    message = str(info.value)
    for part in ("cdna::rmsnorm", "torch.bfloat16", "gfx950", "no device kind or arch yet",
                 "TORCH_CDNA_OPS_IMPL=reference"):
        assert part in message, (part, message)
    assert isinstance(info.value, CdnaError) and isinstance(info.value, NotImplementedError)


def test_unknown_impl_mode_is_rejected():
    with _config.override(ops_impl="fast"), pytest.raises(ValueError, match="TORCH_CDNA_OPS_IMPL='fast'"):
        torch.ops.cdna.softmax(torch.randn(3), 0)


def test_dispatch_modes_still_see_the_op():
    """The Autograd kernel's shortcut (calling the impl directly for plain tensors) must not bypass modes."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Recorder(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.ops = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            self.ops.append(func)
            return func(*args, **(kwargs or {}))

    x, w = torch.randn(3, 8), torch.randn(8)
    with Recorder() as recorder:
        y = torch.ops.cdna.rmsnorm(x, w, 1e-6)
    assert torch.ops.cdna.rmsnorm.default in recorder.ops
    assert torch.equal(y, torch.ops.cdna.rmsnorm(x, w, 1e-6))
    conj = torch.randn(4, dtype=torch.complex64).conj()  # a conj-bit tensor has an extra key: still rejected
    with pytest.raises(TypeError, match="x has dtype torch.complex64"):
        torch.ops.cdna.softmax(conj, 0)


def test_import_torch_cdna_registers_the_ops_silently_and_loads_no_compiler_or_simulator():
    import subprocess
    import sys
    code = ("import sys, warnings; warnings.simplefilter('always'); import torch, torch_cdna; "
            "print(sorted(m for m in sys.modules if m.startswith(('torch_cdna.asm', 'torch_cdna.sim', "
            "'torch_cdna.ops.kernels.', 'hip', 'triton')))); "
            "print(sorted(torch.ops.cdna.rmsnorm.default._schema.arguments[i].name for i in range(3)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[]\n['eps', 'weight', 'x']\n" and done.stderr == "", (done.stdout, done.stderr)
