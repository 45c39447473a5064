"""The Autograd kernel of a ``cdna`` serving op that has no gradient (``paged_attention``, ``append_kv``).

Without an Autograd-key kernel PyTorch's fallback lets such an op run on inputs that require grad and then
either warns on backward or differentiates whatever the reference happened to do, with an error (if any) that
does not say which op has no derivative. ``refuse_gradients`` registers the same generated kernel as the
differentiable ops (``_autograd.make_autograd_kernel``: plain tensors take the cached runner, launch plans
replay) whose gradient branch is a ``NoGradient`` "function":

- an op with an output (``paged_attention``): the output is attached to a node whose backward raises a
  ``RuntimeError`` naming the op, so the forward works (e.g. logging a decode step in a training loop) and
  only differentiating through it fails;
- an op that only writes its arguments in place (``append_kv``): there is no output to attach a node to and
  the write would silently cut the gradient, so the call itself raises.

Under ``torch.no_grad()`` / ``torch.inference_mode()`` or with inputs that do not require grad nothing changes.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> kc, vc = torch.zeros(2, 16, 1, 64), torch.zeros(2, 16, 1, 64)
    >>> k = torch.ones(1, 1, 64, requires_grad=True)
    >>> with _config.override(ops_impl="reference"):
    ...     try:
    ...         torch.ops.cdna.append_kv(kc, vc, k, k.detach(), torch.tensor([3]))
    ...     except RuntimeError as e:
    ...         print(str(e).split(": ")[0])
    cdna::append_kv
"""

from __future__ import annotations

from typing import Any

import torch

from . import _autograd, _registry

_HOW = ("detach the inputs that require grad, or call it under torch.no_grad() / torch.inference_mode() "
        "(serving ops have no gradient)")


def backward_error(name: str) -> str:
    """The message of a backward through ``cdna::name``."""
    return f"cdna::{name} has no backward: it is a serving op without a gradient formula; {_HOW}"


def call_error(name: str, args: tuple) -> str:
    """The message of an in-place op called with inputs that require grad (names them)."""
    schema = _registry.op_overload(name)._schema
    needs = [a.name for a, v in zip(schema.arguments, args) if isinstance(v, torch.Tensor) and v.requires_grad]
    return (f"cdna::{name}: {', '.join(needs)} require{'s' if len(needs) == 1 else ''} grad, but the op writes "
            f"its caches in place and has no gradient (the write would silently cut the graph); {_HOW}")


class _Raises(torch.autograd.Function):
    """Applies the op below autograd; its backward raises naming the op."""

    @staticmethod
    def forward(ctx: Any, name: str, kwarg_names: tuple, npos: int, *inputs: Any) -> Any:
        ctx.cdna_name = name
        with torch._C._AutoDispatchBelowAutograd():
            return _registry.op_overload(name)(*inputs[:npos], **dict(zip(kwarg_names, inputs[npos:])))

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> Any:
        raise RuntimeError(backward_error(ctx.cdna_name))


class NoGradient:
    """The gradient branch of the generated Autograd kernel (it calls ``apply`` with every schema argument in
    order): attach a raising backward (``in_place=False``) or refuse the call (``in_place=True``)."""

    def __init__(self, name: str, in_place: bool) -> None:
        schema = _registry.op_overload(name)._schema
        self.name, self.in_place = name, in_place
        self.kwarg_names = tuple(a.name for a in schema.arguments if a.kwarg_only)
        self.npos = len(schema.arguments) - len(self.kwarg_names)

    def apply(self, *inputs: Any) -> Any:
        if self.in_place:
            raise RuntimeError(call_error(self.name, inputs))
        return _Raises.apply(self.name, self.kwarg_names, self.npos, *inputs)


def refuse_gradients(name: str, in_place: bool) -> None:
    """Register ``cdna::name``'s Autograd kernel (module docstring); call once, right after ``define``."""
    op = _registry.OPS[name]
    overload = _registry.op_overload(name)
    kernel = _autograd.make_autograd_kernel(
        name, overload, NoGradient(name, in_place), _registry._make_impl(op), op.check_plain or op.check,
        _registry._RUNNERS[name], lambda t: _registry.resolve(op, t), _registry._PLANS[name].plans)
    _registry.LIB.impl(name, kernel, "Autograd", with_keyset=True)
