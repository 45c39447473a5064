"""The ``Autograd``-key kernel of a ``cdna`` op: the per-call hot path of every differentiable op.

The dispatcher calls it (``with_keyset=True``) for every call that reaches autograd. It does one of three
things, decided from the dispatch key set and the inputs:

- an input needs a gradient: apply the op's ``autograd.Function`` (its forward redispatches below autograd,
  its backward calls the ``cdna::*_backward`` ops);
- plain CPU/CUDA tensors (the key set is exactly {CPU, AutogradCPU} or {CUDA, AutogradCUDA}: no dispatch
  mode, FakeTensor, functionalization, conj/neg bit or other device): the next kernel would be our own CPU/CUDA
  impl, so its body runs here — validate (``check_plain``: the key set already proves that all tensors are on
  one device, see ``_TEMPLATE``), pick the cached runner for (device, dtype), run it. One Python crossing
  instead of two;
- anything else: redispatch below autograd, so modes, fake tensors and functionalization see the op.

None for a ``Tensor`` argument: the dispatcher passes it through, and ``None.requires_grad`` (the first thing
the kernel reads) would raise a bare AttributeError (or, without grad mode and with every tensor None, the
dispatcher's NotImplementedError "There were no tensor arguments"). Either error out of the kernel goes through
``refuse_none``, which raises a ``TypeError`` naming the op and the None argument(s), or lets the error go on
unchanged when none is None. It runs only in that ``except`` path: a ``try`` costs nothing until it raises.

The kernel is generated from the op's schema with the schema's own parameter names (``x, weight, eps``;
``q, k, v, *, causal, scale, enable_gqa``): ``*args``/``**kwargs`` forwarding and a generic requires-grad
test cost as much as the rest of the glue on small inputs (benchmarks/dispatch_overhead.py).

Example:
    >>> import torch, torch_cdna.ops
    >>> print(kernel_source("rmsnorm", torch.ops.cdna.rmsnorm.default._schema).splitlines()[0])
    def cdna_rmsnorm_autograd(_keyset, x, weight, eps):
"""

from __future__ import annotations

import functools
from typing import Any, Callable

import torch
from torch import _C

from . import _plans

_AFTER_AUTOGRAD = _C._after_autograd_keyset
# The exact key sets the dispatcher hands an Autograd kernel for plain CPU / CUDA tensors (no other key):
# then the next kernel is our CPU/CUDA impl. Compared as ints (``raw_repr``): one cheap call per op call.
CPU_PLAIN = _C.DispatchKeySet(_C.DispatchKey.CPU).add(_C.DispatchKey.AutogradCPU).raw_repr()
CUDA_PLAIN = _C.DispatchKeySet(_C.DispatchKey.CUDA).add(_C.DispatchKey.AutogradCUDA).raw_repr()


@functools.cache
def one_gpu() -> bool:
    """At most one visible GPU (asked on the first CUDA call, never at import): then a CUDA-only key set
    means every tensor argument is on the same device."""
    return torch.cuda.device_count() <= 1


# The key set is the union of the tensor arguments' key sets, and a device type is a backend bit in it: a
# CPU-only key set proves every tensor argument is on the CPU, a CUDA-only one that all are on a GPU (the same
# GPU when only one is visible). Then ``check_plain`` (validation without device comparisons) runs.
_TEMPLATE = '''\
def {fname}(_keyset, {params}):
    try:
        _r = _keyset.raw_repr()
        if _r == _CPU_PLAIN or (_r == _CUDA_PLAIN and _one_gpu()):
            if _grad_enabled() and ({needs_grad}):
                return _apply({values})
            if _plans:  # a launch plan for this signature replays the launches (ops/_plans.py)
{pointers}                _plan = _plans.get({signature})
                if _plan is not None:
                    return _plan({tensor_values}{pointer_values})
            _check_plain({call})
            _runner = _runners.get(({first}.get_device(), {first}.dtype))
            if _runner is None:
                _runner = _resolve({first})
            return _runner({call})
        if _grad_enabled() and ({needs_grad}):
            return _apply({values})
        if _r == _CUDA_PLAIN:  # several GPUs: the impl compares devices too
            return _impl({call})
        return _redispatch(_keyset & _AFTER_AUTOGRAD, {call})
    except (AttributeError, NotImplementedError):  # None.requires_grad; no tensor left to dispatch on
        _refuse_none({name!r}, {tensors})
        raise
'''

# The Autograd kernel of a non-default overload (``_overloads.py``): gradients go through the overload's own
# Function (the default's formula on the overload's arguments, so a traced graph keeps a tensor eps a tensor);
# plain tensors convert the arguments (``float(eps)``) and run the default overload's Autograd kernel, whose
# plain path (launch plans keyed by the converted arguments, ``check_plain``, the cached runner) they then share.
_OVERLOAD_TEMPLATE = '''\
def {fname}(_keyset, {params}):
    try:
        _r = _keyset.raw_repr()
        if _r == _CPU_PLAIN or (_r == _CUDA_PLAIN and _one_gpu()):
            if _grad_enabled() and ({needs_grad}):
                return _apply({values})
            return _default(_keyset, {converted})
        if _grad_enabled() and ({needs_grad}):
            return _apply({values})
        if _r == _CUDA_PLAIN:  # several GPUs: the impl compares devices too
            return _impl({call})
        return _redispatch(_keyset & _AFTER_AUTOGRAD, {call})
    except (AttributeError, NotImplementedError):  # None.requires_grad; no tensor left to dispatch on
        _refuse_none({name!r}, {tensors})
        raise
'''


def ident(name: str) -> str:
    """A Python identifier part for an op or ``op.overload`` name."""
    return name.replace(".", "_")


def _requires_grad_expr(schema: Any) -> str:
    """Python expression: some tensor argument requires grad (attribute reads, no call)."""
    parts = []
    for a in schema.arguments:
        if isinstance(a.type, torch.TensorType):
            parts.append(f"{a.name}.requires_grad")
        elif _plans.optional_tensor(a.type):
            parts.append(f"({a.name} is not None and {a.name}.requires_grad)")
        elif "Tensor" in str(a.type):
            raise NotImplementedError(f"cdna autograd kernel: argument {a.name}: {a.type} is not supported "
                                      f"(Tensor and Tensor? only)")
    return " or ".join(parts) or "False"


def _required_tensors_expr(schema: Any) -> str:
    """Python expression: a tuple of (name, value) of every non-optional Tensor argument (only built when the
    kernel raised, see ``refuse_none``)."""
    pairs = [f"({a.name!r}, {a.name})" for a in schema.arguments if isinstance(a.type, torch.TensorType)]
    return "(" + "".join(p + ", " for p in pairs) + ")"


def refuse_none(name: str, tensors: tuple[tuple[str, Any], ...]) -> None:
    """Raise a ``TypeError`` naming ``cdna::name`` and every Tensor argument passed as None, if any.

    The dispatcher hands None for a ``Tensor`` schema argument to the kernel unchanged, so the first attribute
    read (``weight.requires_grad``) would raise a bare AttributeError. The generated kernel calls this only
    from its ``except`` path: the hot path pays nothing for the check."""
    missing = [arg for arg, value in tensors if value is None]
    if missing:
        what = f"{missing[0]} must be a Tensor" if len(missing) == 1 else \
            f"{', '.join(missing[:-1])} and {missing[-1]} must be Tensors"
        raise TypeError(f"cdna::{name}: {what}; got None (only the schema's Tensor? arguments may be "
                        f"None)") from None


def kernel_source(name: str, schema: Any, converted: str | None = None) -> str:
    """The Python source of ``name``'s Autograd kernel (see the module docstring); with ``converted`` (the
    default overload's call argument list, ``_overloads.converted_call``) that of a non-default overload."""
    args = schema.arguments
    for a in args:
        if a.name.startswith("_"):
            raise ValueError(f"cdna::{name}: schema argument {a.name!r} starts with '_', which the generated "
                             f"autograd kernel reserves for its own names; rename the argument")
    positional, keywords = _plans.schema_names(schema)
    params, call = _plans.params_and_call(schema)
    fields = dict(fname=f"cdna_{ident(name)}_autograd", params=params, call=call, first=positional[0],
                  values=", ".join(positional + keywords), needs_grad=_requires_grad_expr(schema),
                  name=name, tensors=_required_tensors_expr(schema))
    if converted is not None:
        return _OVERLOAD_TEMPLATE.format(converted=converted, **fields)
    # Each required tensor's data pointer is read once: the signature's alignment term and the replay's kernargs.
    ptrs = _plans.pointer_args(schema)
    pointers = "".join(f"                _ptr_{n} = {n}.data_ptr()\n" for n in ptrs)
    return _TEMPLATE.format(signature=_plans.signature_source(schema, pointers=True), pointers=pointers,
                            tensor_values=", ".join(_plans.tensor_args(schema)),
                            pointer_values="".join(f", _ptr_{n}" for n in ptrs), **fields)


class OverloadOps:
    """``torch.ops.cdna`` seen from one overload name: ``OverloadOps("tensor_eps").rmsnorm_backward`` is
    ``torch.ops.cdna.rmsnorm_backward.tensor_eps``. Every op's autograd Function puts the one of its overload on
    ``ctx.cdna``, so a formula that calls its backward ops as ``ctx.cdna.<op>(...)`` serves each overload of its
    op (``rmsnorm.tensor_eps``'s backward calls ``rmsnorm_backward.tensor_eps`` with the tensor eps)."""

    def __init__(self, overload: str) -> None:
        self._overload = overload

    def __getattr__(self, name: str) -> torch._ops.OpOverload:
        op = getattr(getattr(torch.ops.cdna, name), self._overload)
        setattr(self, name, op)  # resolved once
        return op


_OVERLOAD_OPS: dict[str, OverloadOps] = {}


def make_function(name: str, overload: torch._ops.OpOverload, setup_context: Callable[[Any, tuple, Any], None],
                  backward: Callable[..., tuple]) -> type:
    """An autograd.Function applying ``overload`` below autograd; ``setup_context``/``backward`` in
    ``register_autograd`` style (inputs are every schema argument in order, keyword-only ones included)."""
    kwarg_names = [a.name for a in overload._schema.arguments if a.kwarg_only]
    npos = len(overload._schema.arguments) - len(kwarg_names)
    ops = _OVERLOAD_OPS.setdefault(overload._overloadname, OverloadOps(overload._overloadname))

    def forward(ctx: Any, *inputs: Any) -> Any:
        with _C._AutoDispatchBelowAutograd():
            output = overload(*inputs[:npos], **dict(zip(kwarg_names, inputs[npos:])))
        ctx.cdna = ops
        setup_context(ctx, inputs, output)
        return output

    def backward_fn(ctx: Any, *grads: Any) -> Any:
        return first_order_only(name, ctx, grads, backward)

    return type(f"CdnaBackward_{ident(name)}", (torch.autograd.Function,),
                {"forward": staticmethod(forward), "backward": staticmethod(backward_fn)})


def _second_order_error(name: str) -> str:
    return (f"cdna::{name}: differentiating its gradient (double backward: a gradient penalty, Hessian-vector "
            f"product or other use of create_graph=True) is not supported: the backward kernels have no "
            f"derivative, and ignoring it would silently drop the second-order term. Compute this part with the "
            f"plain PyTorch function instead of the cdna op (e.g. leave the module unpatched)")


def _needs_second_order(ctx: Any, grads: tuple) -> bool:
    """The gradient being computed depends on something that requires grad: an incoming gradient, or a
    tensor saved in the forward (x, weight, ...). Read only under create_graph=True."""
    if any(isinstance(g, torch.Tensor) and g.requires_grad for g in grads):
        return True
    return any(t.requires_grad for t in ctx.saved_tensors)


def first_order_only(name: str, ctx: Any, grads: tuple, backward: Callable[..., Any]) -> Any:
    """``backward(ctx, *grads)`` run without building a graph; under ``create_graph=True``, when the result
    depends on tensors that require grad, its tensors come back attached to a node that raises a clear
    error if they are differentiated (the cdna backward ops have no autograd formula of their own).

    What ``torch.autograd.function.once_differentiable`` does, except that it also looks at the saved
    tensors: a gradient penalty differentiates dL/dx with respect to x through the saved x even when the
    incoming gradient is a constant, and once_differentiable then returned a gradient with no grad_fn, so
    the second-order term vanished without an error."""
    with torch.no_grad():
        result = backward(ctx, *grads)
    if not torch.is_grad_enabled() or not _needs_second_order(ctx, grads):  # grad mode here = create_graph
        return result
    single = not isinstance(result, tuple)
    outputs = (result,) if single else result
    sources = [g for g in grads if isinstance(g, torch.Tensor) and g.requires_grad]
    sources += [t for t in ctx.saved_tensors if t.requires_grad]
    present = [t for t in outputs if t is not None]
    linked = iter(_SecondOrderRefused.apply(_second_order_error(name), len(present), *present, *sources))
    attached = tuple(None if t is None else next(linked) for t in outputs)
    return attached[0] if single else attached


class _SecondOrderRefused(torch.autograd.Function):
    """Passes a backward's results through, linked in the graph to the tensors they depend on (``sources``),
    so that differentiating them reaches this node, whose backward raises the clear error. (Results attached
    to fresh leaves instead would make autograd say "appears to not have been used in the graph".)"""

    @staticmethod
    def forward(ctx: Any, message: str, count: int, *tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
        ctx.message = message
        return tuple(t.view_as(t) for t in tensors[:count])

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> Any:
        raise RuntimeError(ctx.message)


def make_autograd_kernel(name: str, overload: torch._ops.OpOverload, function: type, impl: Callable[..., Any],
                         check_plain: Callable[..., None], runners: dict,
                         resolve: Callable[[torch.Tensor], Callable[..., Any]], plans: dict
                         ) -> Callable[..., Any]:
    """The generated Autograd kernel of ``name`` (module docstring): ``function`` for gradients; for plain
    tensors on one device ``check_plain`` then the runner cached in ``runners`` per ``(tensor.get_device(),
    dtype)`` (``resolve(tensor)`` on a miss); ``impl`` for plain CUDA tensors with several GPUs visible; a
    redispatch below autograd otherwise."""
    namespace = {"_CPU_PLAIN": CPU_PLAIN, "_CUDA_PLAIN": CUDA_PLAIN, "_one_gpu": one_gpu,
                 "_AFTER_AUTOGRAD": _AFTER_AUTOGRAD, "_grad_enabled": _C.is_grad_enabled,
                 "_apply": function.apply, "_impl": impl, "_check_plain": check_plain, "_runners": runners,
                 "_resolve": resolve, "_redispatch": overload._handle.redispatch_boxed,
                 "_refuse_none": refuse_none, "_plans": plans}
    return _plans.define_function(kernel_source(name, overload._schema), f"<cdna autograd kernel {name}>",
                                  namespace, f"cdna_{ident(name)}_autograd")


def make_overload_kernel(name: str, overload: torch._ops.OpOverload, function: type, impl: Callable[..., Any],
                         default_kernel: Callable[..., Any], converted: str, conversions: dict[str, Any]
                         ) -> Callable[..., Any]:
    """The generated Autograd kernel of the non-default overload ``name`` (``"rmsnorm.tensor_eps"``):
    ``function`` for gradients; for plain tensors on one device the default overload's Autograd kernel
    ``default_kernel`` on ``converted`` (the default's arguments, through ``conversions``); ``impl`` for plain
    CUDA tensors with several GPUs visible; a redispatch below autograd otherwise."""
    namespace = {"_CPU_PLAIN": CPU_PLAIN, "_CUDA_PLAIN": CUDA_PLAIN, "_one_gpu": one_gpu,
                 "_AFTER_AUTOGRAD": _AFTER_AUTOGRAD, "_grad_enabled": _C.is_grad_enabled,
                 "_apply": function.apply, "_impl": impl, "_default": default_kernel,
                 "_redispatch": overload._handle.redispatch_boxed, "_refuse_none": refuse_none, **conversions}
    return _plans.define_function(kernel_source(name, overload._schema, converted), f"<cdna autograd kernel {name}>",
                                  namespace, f"cdna_{ident(name)}_autograd")
