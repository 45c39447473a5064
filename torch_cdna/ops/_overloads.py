"""Non-default overloads of a ``cdna`` op, declared as data on its ``OpDef`` (``OpDef.overloads``).

An overload is another spelling of the default overload's call: ``Overload`` names it and says which of the
default's arguments it takes in another form. The one form so far is ``TensorScalar``: a ``float`` argument
passed as a one-element tensor, which is what Dynamo makes of a float module attribute under ``dynamic=True``
(``cdna::rmsnorm.tensor_eps``). The float is read with ``float()`` when the op runs, never while a graph is
traced: a FakeTensor has no value, and reading it there would put an unbacked SymFloat in the compiled graph.

Everything else is the default overload's, applied to the converted arguments, so an overload cannot drift
from it: the schema is derived (the converted arguments typed ``Tensor``), the CPU/CUDA impl reads the floats
and runs the default's impl (validation, runner, launch plans, kernel checks), the fake runs the default's fake
with each float's ``placeholder``, and the autograd formula is the default's with the tensors kept as they came
(``ctx.cdna`` resolves the formula's backward ops to the same overload, ``_autograd.OverloadOps``).

The functions here are generated from the overload's schema with its own parameter names (like the Autograd
kernels, ``_autograd.py``), so the dispatcher's keyword arguments reach them unchanged.

Example:
    >>> import torch, torch_cdna.ops
    >>> print(derived_schema(torch.ops.cdna.rmsnorm.default._schema, TENSOR_EPS))
    rmsnorm.tensor_eps(Tensor x, Tensor weight, Tensor eps) -> Tensor
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import torch

from . import _plans


@dataclass(frozen=True)
class TensorScalar:
    """The default overload's ``float`` argument ``arg``, passed as a one-element tensor. ``placeholder`` stands
    in for its value where only metadata is computed (the fake; ``supports`` on FakeTensors): it must pass the
    default's validation (e.g. 0.0 for an eps)."""
    arg: str
    placeholder: float


@dataclass(frozen=True)
class Overload:
    """``<op>.<name>``: the default overload with the arguments in ``tensor_scalars`` passed as tensors."""
    name: str
    tensor_scalars: tuple[TensorScalar, ...]

    def example_args(self, schema: Any, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
        """The default overload's arguments (``schema`` is its schema) spelled for this overload: each tensor
        scalar as a 0-d float64 tensor, as Dynamo passes it (for tests and opcheck)."""
        names = {s.arg for s in self.tensor_scalars}
        positional = [a.name for a in schema.arguments if not a.kwarg_only]
        as_tensor = lambda n, v: torch.tensor(v, dtype=torch.float64) if n in names else v  # noqa: E731
        return (tuple(as_tensor(n, v) for n, v in zip(positional, args)),
                {n: as_tensor(n, v) for n, v in kwargs.items()})


# The overload every rmsnorm-family op has (norms.py): eps as a 0-d tensor.
TENSOR_EPS = Overload("tensor_eps", (TensorScalar("eps", 0.0),))


def _split_arguments(text: str) -> list[str]:
    """A schema's argument list split at its top-level commas."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch in "([" and 1 or (ch in ")]" and -1 or 0)
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return parts + [text[start:].strip()] if text.strip() else parts


def derived_schema(default: Any, overload: Overload) -> str:
    """The overload's schema string (for ``Library.define``) from the default overload's parsed schema: the
    same text with each tensor scalar's ``float <arg>`` as ``Tensor <arg>``."""
    text = str(default).split("::", 1)[1]
    name, rest = text.split("(", 1)
    arguments, returns = rest.rsplit(") -> ", 1)
    parts = _split_arguments(arguments)
    for scalar in overload.tensor_scalars:
        spelled = f"float {scalar.arg}"
        if spelled not in parts:
            raise ValueError(f"cdna::{name}.{overload.name}: the default overload has no argument {spelled!r} "
                             f"({default}); a TensorScalar must name a float argument without a default")
        parts[parts.index(spelled)] = f"Tensor {scalar.arg}"
    return f"{name}.{overload.name}({', '.join(parts)}) -> {returns}"


def _tensor_scalar(qualname: str, scalar: TensorScalar, t: Any) -> None:
    """Raise unless ``t`` is a one-element tensor (errors name the argument and what to pass)."""
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"cdna::{qualname}: {scalar.arg} must be a one-element Tensor (e.g. a 0-d tensor); got "
                        f"{type(t).__name__}. Pass a float to cdna::{qualname.split('.')[0]} instead")
    if t.numel() != 1:
        raise ValueError(f"cdna::{qualname}: {scalar.arg} must be a one-element Tensor (e.g. a 0-d tensor); got "
                         f"shape {tuple(t.shape)}")


def reader(qualname: str, scalar: TensorScalar) -> Callable[[Any], float]:
    """Run-time conversion: the tensor's value as a float."""
    def read(t: Any) -> float:
        _tensor_scalar(qualname, scalar, t)
        return float(t)
    return read


def placeholder(qualname: str, scalar: TensorScalar) -> Callable[[Any], float]:
    """Metadata-time conversion (the fake): the tensor is checked, its value never read."""
    def stand_in(t: Any) -> float:
        _tensor_scalar(qualname, scalar, t)
        return scalar.placeholder
    return stand_in


def value_or_placeholder(qualname: str, scalar: TensorScalar) -> Callable[[Any], float]:
    """For ``supports``: the value of a real tensor, the placeholder for a FakeTensor or meta tensor."""
    from torch._subclasses.fake_tensor import is_fake

    def convert(t: Any) -> float:
        _tensor_scalar(qualname, scalar, t)
        return scalar.placeholder if is_fake(t) or t.device.type == "meta" else float(t)
    return convert


def _conversions(overload: Overload) -> dict[str, str]:
    return {s.arg: f"_to_default_{s.arg}" for s in overload.tensor_scalars}


def converted_call(schema: Any, overload: Overload) -> str:
    """The call argument list of the default overload, in the overload's parameter names, each tensor scalar
    passed through ``_to_default_<arg>`` (which the generated function's namespace binds)."""
    conv = _conversions(overload)
    positional, keywords = _plans.schema_names(schema)
    wrap = lambda n: f"{conv[n]}({n})" if n in conv else n  # noqa: E731
    return ", ".join([wrap(n) for n in positional] + [f"{n}={wrap(n)}" for n in keywords])


def namespace(qualname: str, overload: Overload,
              convert: Callable[[str, TensorScalar], Callable[[Any], float]]) -> dict[str, Any]:
    """``_to_default_<arg>`` of every tensor scalar, built by ``convert`` (``reader``, ``placeholder``...)."""
    return {f"_to_default_{s.arg}": convert(qualname, s) for s in overload.tensor_scalars}


def forwarding(qualname: str, schema: Any, overload: Overload, target: Callable[..., Any],
               convert: Callable[[str, TensorScalar], Callable[[Any], float]], role: str) -> Callable[..., Any]:
    """``f(<overload's parameters>) = target(<default's arguments>)``, each tensor scalar converted by
    ``convert``; ``role`` names the function ("impl", "fake", ...)."""
    params, _ = _plans.params_and_call(schema)
    fname = f"cdna_{qualname.replace('.', '_')}_{role}"
    source = f"def {fname}({params}):\n    return _target({converted_call(schema, overload)})\n"
    ns = namespace(qualname, overload, convert) | {"_target": target}
    return _plans.define_function(source, f"<cdna {qualname} {role}>", ns, fname)

