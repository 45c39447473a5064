"""Registration: every op is defined with its schema, passes torch.library.opcheck, and routes per device."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import _config
from torch_cdna.errors import CdnaError, MissingKernel
from torch_cdna.ops import OPS, _overloads, _registry, _sharding, kernels, supports

from .cases import cases

FORWARD = ["rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm", "silu_and_mul", "gelu_and_mul",
           "silu_mul", "gelu_mul", "gelu", "softmax", "rope", "qkv_rope", "attention", "gemm",
           "moe_topk_softmax", "varlen_attention", "fused_moe", "moe_topk_sigmoid"]
FUSED_ADD = {"fused_add_rmsnorm", "fused_add_layernorm"}  # their autograd formulas reuse the plain norm's backward
SELF_BACKWARD = {"gemm"}  # its autograd formula calls the op itself (two gemms)
INFERENCE = {"append_kv", "paged_attention", "mla_decode", "scaled_mm", "moe_align", "grouped_gemm", "quantize_fp8", "rmsnorm_quant_fp8", "quantize_mxfp4"}  # serving ops: no backward op; an Autograd kernel that refuses


def test_every_op_is_registered_with_a_backward():
    assert set(OPS) == set(FORWARD) | {f"{n}_backward" for n in FORWARD if n not in FUSED_ADD | SELF_BACKWARD} | INFERENCE
    for name in OPS:
        overload = getattr(torch.ops.cdna, name).default
        for key in ("CPU", "CUDA", "Meta"):
            assert torch._C._dispatch_has_kernel_for_dispatch_key(overload.name(), key), (name, key)
        has_autograd = torch._C._dispatch_has_kernel_for_dispatch_key(overload.name(), "Autograd")
        assert has_autograd == (not name.endswith("_backward")), name
    for name, ov in _registry.OVERLOADS.items():  # non-default overloads: the same kernels as their default
        for key in ("CPU", "CUDA", "Meta", "Autograd"):
            assert torch._C._dispatch_has_kernel_for_dispatch_key(ov.op_overload.name(), key) == (
                key != "Autograd" or ov.op.autograd is not None), (name, key)


def test_every_overload_in_the_namespace_comes_from_an_opdef():
    """One registration path: nothing in ``torch.ops.cdna`` is registered around ``define`` (which would escape
    the checks, opcheck, plans, ``supports`` and these tables)."""
    ns = torch.ops.cdna
    in_namespace = sorted(f"{name}.{o}" for name in dir(ns) if hasattr(getattr(ns, name), "overloads")
                          for o in getattr(ns, name).overloads())
    assert in_namespace == _registry.overload_names() == _sharding.overload_names()
    assert {"rmsnorm.tensor_eps", "rmsnorm_backward.tensor_eps", "fused_add_rmsnorm.tensor_eps"} <= set(
        _registry.OVERLOADS)


def test_tensor_eps_schemas_are_derived_unchanged():
    cdna = torch.ops.cdna
    assert str(cdna.rmsnorm.tensor_eps._schema) == \
        "cdna::rmsnorm.tensor_eps(Tensor x, Tensor weight, Tensor eps) -> Tensor"
    assert str(cdna.rmsnorm_backward.tensor_eps._schema) == (
        "cdna::rmsnorm_backward.tensor_eps(Tensor grad, Tensor x, Tensor weight, Tensor eps) "
        "-> (Tensor dx, Tensor dweight)")
    assert str(cdna.fused_add_rmsnorm.tensor_eps._schema) == (
        "cdna::fused_add_rmsnorm.tensor_eps(Tensor x, Tensor residual, Tensor weight, Tensor eps) "
        "-> (Tensor y, Tensor residual_out)")
    with pytest.raises(ValueError, match="no argument 'float bias'"):
        _overloads.derived_schema(cdna.layernorm.default._schema, _overloads.Overload(
            "tensor_bias", (_overloads.TensorScalar("bias", 0.0),)))


def test_schemas_match_the_architecture_contract():
    assert str(torch.ops.cdna.rmsnorm.default._schema) == \
        "cdna::rmsnorm(Tensor x, Tensor weight, float eps) -> Tensor"
    assert str(torch.ops.cdna.attention.default._schema) == (
        "cdna::attention(Tensor q, Tensor k, Tensor v, bool causal, float? scale, bool enable_gqa, "
        "int window_left=-1, int window_right=-1, bool bottom_right=False, float softcap=0., Tensor? sinks=None) "
        "-> (Tensor out, Tensor lse)")
    assert str(torch.ops.cdna.layernorm.default._schema) == \
        "cdna::layernorm(Tensor x, Tensor weight, Tensor? bias, float eps) -> Tensor"
    assert str(torch.ops.cdna.layernorm_backward.default._schema) == (
        "cdna::layernorm_backward(Tensor grad, Tensor x, Tensor weight, float eps, ScalarType? bias_dtype=None) "
        "-> (Tensor dx, Tensor dweight, Tensor dbias)")
    assert str(torch.ops.cdna.fused_add_layernorm.default._schema) == (
        "cdna::fused_add_layernorm(Tensor x, Tensor residual, Tensor weight, Tensor? bias, float eps) "
        "-> (Tensor y, Tensor residual_out)")


def overload_case(name: str, dtype: torch.dtype = torch.float32, grad: bool = True
                  ) -> tuple[torch._ops.OpOverload, tuple, dict]:
    """(OpOverload, args, kwargs) of ``"op.overload"``: the op's case from cases.py, spelled for the overload
    by its own record (a tensor eps as the 0-d float64 tensor Dynamo passes)."""
    op, ov = _registry.lookup(name)
    args, kwargs = cases(dtype, grad)[op.name]()
    if ov is None:
        return getattr(torch.ops.cdna, op.name).default, args, kwargs
    return ov.op_overload, *ov.overload.example_args(_registry.op_overload(op.name)._schema, args, kwargs)


def _default_args(name: str, args: tuple, kwargs: dict) -> tuple:
    """The default overload's positional arguments for an overload's real ones (the floats read back)."""
    ov = _registry.OVERLOADS[name]
    return ov.to_default(*args, **kwargs)[0]


def test_every_overload_has_a_case():
    assert {n.split(".")[0] for n in _registry.overload_names()} == set(cases())


# opcheck's schema check compares inputs with torch.allclose, which has no fp8 kernel on CPU; the tests of
# these ops check that their inputs are unchanged and their output aliases none (test_scaled_mm.py)
FP8_INPUTS = {"scaled_mm"}


@pytest.mark.parametrize("name", _registry.overload_names())
def test_opcheck(name):
    skip = ("test_schema",) if name.split(".")[0] in FP8_INPUTS else ()
    torch.library.opcheck(*overload_case(name), test_utils=[u for u in torch.library._OPCHECK_DEFAULT_UTILS
                                                           if u not in skip])


@pytest.mark.parametrize("name", ["rmsnorm.default", "fused_add_rmsnorm.default", "fused_add_layernorm.default",
                                  "attention.default", "rope.default", "qkv_rope.default", "gemm.default",
                                  "fused_add_rmsnorm.tensor_eps", "append_kv.default",
                                  "paged_attention.default", "moe_topk_softmax.default",
                                  "varlen_attention.default", "grouped_gemm.default", "fused_moe.default"])
def test_opcheck_bf16(name):
    torch.library.opcheck(*overload_case(name, torch.bfloat16))


@pytest.mark.parametrize("name", sorted(_registry.OVERLOADS))
def test_overload_matches_its_default(name):
    """An overload computes its default's outputs and gradients, and names its tensor scalars in errors."""
    op, ov = _registry.lookup(name)
    overload, args, kwargs = overload_case(name)
    default = _registry.op_overload(op.name)
    results = []
    for fn, call_args in ((overload, args), (default, _default_args(name, args, kwargs))):
        leaves = [a for a in call_args if isinstance(a, torch.Tensor) and a.requires_grad]
        outs = fn(*call_args, **kwargs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        grads = torch.autograd.grad(sum(o.square().sum() for o in outs), leaves) if leaves else ()
        results.append((outs, grads))
    torch.testing.assert_close(results[0], results[1], rtol=0, atol=0)
    assert op.autograd is None or results[0][1], name  # the gradients were compared
    scalar = ov.overload.tensor_scalars[0].arg
    position = [a.name for a in overload._schema.arguments].index(scalar)
    with pytest.raises(ValueError, match=rf"cdna::{name}: {scalar} must be a one-element Tensor"):
        overload(*args[:position], torch.ones(2), *args[position + 1:], **kwargs)
    negative = (*args[:position], torch.tensor(-1.0), *args[position + 1:])
    with pytest.raises(ValueError, match=rf"cdna::{op.name}: {scalar} must be a float >= 0; got -1.0"):
        overload(*negative, **kwargs)
    assert supports(name, *negative, **kwargs) == f"cdna::{op.name}: {scalar} must be a float >= 0; got -1.0"
    assert supports(name, *args, **kwargs) is None


def test_supports_an_overload_on_fake_tensors_reads_no_value():
    """Inductor asks on FakeTensors: the eps tensor's placeholder stands in (a FakeTensor has no value).
    Reference mode: the kernel lookup is not what this is about (and would load the kernel modules)."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    with _config.override(ops_impl="reference"), FakeTensorMode() as mode:
        x, w, eps = torch.empty(4, 64), torch.empty(64), torch.empty((), dtype=torch.float64)
        assert mode.is_our_fake(eps)
        assert supports("rmsnorm.tensor_eps", x, w, eps) is None
        assert "eps must be a one-element Tensor" in supports("rmsnorm.tensor_eps", x, w, torch.empty(2))
        assert "weight must have shape [D] = [64]" in supports("rmsnorm.tensor_eps", x, torch.empty(8), eps)


def test_tensor_eps_graphs_hold_no_float_read():
    """Traced with fake tensors (training, dynamic shapes), the tensor_eps overloads keep eps a graph input:
    no ``.item()`` (an unbacked SymFloat) in the forward or backward graph."""
    from functorch.compile import aot_function, make_boxed_func

    graphs = []

    def compiler(gm, example_inputs):
        graphs.append(gm)
        return make_boxed_func(gm.forward)

    def f(x, r, w, eps):
        y, total = torch.ops.cdna.fused_add_rmsnorm.tensor_eps(x, r, w, eps)
        return torch.ops.cdna.rmsnorm.tensor_eps(y + total, w, eps)

    compiled = aot_function(f, fw_compiler=compiler, bw_compiler=compiler, dynamic=True)
    x, r = torch.randn(3, 16, requires_grad=True), torch.randn(3, 16, requires_grad=True)
    w = torch.randn(16, requires_grad=True)
    for value in (1e-6, 0.5):
        eps = torch.tensor(value, dtype=torch.float64)
        out = compiled(x, r, w, eps)
        torch.testing.assert_close(out, f(x, r, w, eps), rtol=0, atol=0)
        out.sum().backward()
    targets = {str(n.target) for g in graphs for n in g.graph.nodes if n.op == "call_function"}
    assert "cdna.rmsnorm_backward.tensor_eps" in targets and "cdna.fused_add_rmsnorm.tensor_eps" in targets
    assert not targets & {"aten._local_scalar_dense.default", "aten.item.default"}, targets


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
