"""None for a ``Tensor`` argument of any cdna op: a ``TypeError`` naming the op and the argument, never a bare
``AttributeError`` ('NoneType' object has no attribute 'requires_grad' / 'shape' / 'device').

The dispatcher passes None for a non-optional ``Tensor`` schema argument through to the op's kernels, so the
forward ops' generated Autograd kernel (ops/_autograd.py) and the backward ops' checks must name it. Every op
and every such argument, with gradients wanted or not, in reference and kernel mode and on the meta device
(the redispatch path); ``Tensor?`` arguments (layernorm's bias) stay optional."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from torch_cdna import _config
from torch_cdna.ops import OPS, _autograd

from .cases import cases

cdna = torch.ops.cdna


def _required_tensor_arguments() -> list[tuple[str, str]]:
    out = []
    for op in sorted(OPS):
        schema = getattr(cdna, op).default._schema
        out += [(op, a.name) for a in schema.arguments if isinstance(a.type, torch.TensorType)]
    return out


def _with_none(op: str, name: str, grad: bool, device: str) -> tuple[list, dict]:
    args, kwargs = cases(grad=grad)[op]()
    schema = getattr(cdna, op).default._schema
    names = [a.name for a in schema.arguments]
    values = [t.to(device) if isinstance(t, torch.Tensor) else t for t in args]
    kwargs = {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in kwargs.items()}
    if name in kwargs:
        kwargs[name] = None
    else:
        values[names.index(name)] = None
    return values, kwargs


def _named(op: str, name: str) -> str:
    """The message names the op and the argument and says a Tensor was expected and None came."""
    return rf"cdna::{op}: .*\b{name}\b.* must be (a )?Tensors?\b.*got None"


def test_every_op_has_required_tensor_arguments_listed():
    """Guard: the parametrisation below covers every op (a new op gets its None probes automatically)."""
    assert {op for op, _ in _required_tensor_arguments()} == set(OPS)


@pytest.mark.parametrize("op,name", _required_tensor_arguments())
@pytest.mark.parametrize("grad", (True, False), ids=("grad", "no_grad"))
@pytest.mark.parametrize("mode", ("reference", "kernel"))
def test_none_tensor_argument_is_named(op, name, grad, mode):
    args, kwargs = _with_none(op, name, grad, "cpu")
    with _config.override(ops_impl=mode), torch.set_grad_enabled(grad), \
            pytest.raises(TypeError, match=_named(op, name)):
        getattr(cdna, op)(*args, **kwargs)


@pytest.mark.parametrize("op,name", _required_tensor_arguments())
def test_none_tensor_argument_is_named_on_meta(op, name):
    """Meta tensors take the redispatch path (fake implementations): the same clear error."""
    args, kwargs = _with_none(op, name, False, "meta")
    with pytest.raises(TypeError, match=_named(op, name)):
        getattr(cdna, op)(*args, **kwargs)


def test_several_none_arguments_are_all_named():
    x = torch.randn(2, 8)
    with pytest.raises(TypeError, match=r"cdna::silu_mul: a and b must be Tensors; got None"):
        cdna.silu_mul(None, None)
    with pytest.raises(TypeError, match=r"cdna::rmsnorm: weight must be a Tensor; got None"):
        cdna.rmsnorm(x, None, 1e-6)


def test_optional_bias_may_still_be_none():
    x, w = torch.randn(3, 16), torch.randn(16)
    y = cdna.layernorm(x, w, None, 1e-5)
    torch.testing.assert_close(y, torch.nn.functional.layer_norm(x, (16,), w, None, 1e-5))


def test_other_attribute_errors_pass_through_unchanged():
    """Only a None argument is renamed: an AttributeError from inside the op (a bug, a hostile tensor
    subclass) reaches the caller as it was raised."""
    overload = cdna.rmsnorm.default

    def broken_runner(*args: Any) -> None:
        raise AttributeError("raised inside the runner")

    kernel = _autograd.make_autograd_kernel(
        "rmsnorm", overload, function=type("NoFunction", (), {"apply": None}), impl=broken_runner,
        check_plain=lambda *a: None, runners={}, resolve=lambda t: broken_runner,
        plans={})
    keyset = torch._C.DispatchKeySet(torch._C.DispatchKey.CPU).add(torch._C.DispatchKey.AutogradCPU)
    with torch.no_grad(), pytest.raises(AttributeError, match="raised inside the runner"):
        kernel(keyset, torch.ones(2, 4), torch.ones(4), 1e-6)
    with torch.no_grad(), pytest.raises(TypeError, match="cdna::rmsnorm: weight must be a Tensor"):
        kernel(keyset, torch.ones(2, 4), None, 1e-6)


def test_refuse_none_returns_when_nothing_is_none():
    assert _autograd.refuse_none("rmsnorm", (("x", torch.ones(1)), ("weight", torch.ones(1)))) is None
