"""Registration and device dispatch of the ``cdna`` custom ops (one ``torch.library.Library``).

Every op is described once by an ``OpDef`` (schema, validation, pure-PyTorch reference, fake, kernel
preparation, optional autograd formula) and ``define(opdef)`` registers it through the low-overhead path:

- ``Library("cdna", "DEF").define`` + ``impl`` on the CPU and CUDA keys (ROCm GPUs are 'cuda' devices);
- ``torch.library.register_fake`` for FakeTensor/Meta (shapes, dtypes, strides; used by torch.compile);
- the op's other overloads (``OpDef.overloads``, e.g. ``rmsnorm.tensor_eps``: eps as a 0-d tensor), whose
  schema, impl, fake and Autograd kernel are derived from the default's and forward to it on converted
  arguments (``_overloads.py``), so checks, opcheck, runners, launch plans and ``supports`` cover them too;
- an ``Autograd``-key kernel (``with_keyset=True``, generated from the schema in ``_autograd.py``) that, when
  an input needs a gradient, applies an ``autograd.Function`` whose backward calls the ``cdna::*_backward`` ops;
  otherwise it runs the CPU/CUDA impl's body itself when that is the next kernel (plain tensors) and
  redispatches below autograd in every other case (FakeTensor, functionalization, dispatch modes, meta). It is
  much cheaper than ``torch.library.register_autograd`` (see benchmarks/dispatch_overhead.py) and gives the
  same graphs under torch.compile/AOTAutograd.

Per call, the plain-tensor path is: ``check`` (validation), then a dict lookup of the op's *runner* for
``(tensor.get_device(), dtype)`` — the launcher bound into the op's launch preparation, or the reference —
which ``resolve`` builds on a miss from the configuration (mode, arch) and the launcher table; both
``_config.on_change`` and ``kernels.on_change`` drop the cache, so ``set_config``/``override`` and
(un)registering launchers take effect on the next call.

Device handling (``resolve``, through ``_support.route``, which ``torch_cdna.ops.supports`` shares), per
docs/architecture.md:
- ``_config ops_impl == "reference"`` (``TORCH_CDNA_OPS_IMPL=reference``): the reference, on any device;
- CPU tensors: the kernel launcher for ("sim", configured arch) — the compiled kernel on the simulator;
- CUDA tensors on a ROCm build: the launcher for ("hip", device arch);
- CUDA tensors on any other build (NVIDIA): the reference, with a one-time warning per op;
- no launcher for (op, device kind, arch, dtype): ``MissingKernel`` — never a silent fallback.

Outputs are always freshly allocated and contiguous (row-major), whatever the input strides.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     y = torch.ops.cdna.rmsnorm(torch.ones(2, 8), torch.ones(8), 1e-6)
    >>> y.shape
    torch.Size([2, 8])
"""

from __future__ import annotations

import functools
import warnings
from dataclasses import dataclass
from typing import Any, Callable

import torch

from .. import _config
from ..errors import MissingKernel
from . import _autograd, _layout, _overloads, _plans, _support, kernels
from ._overloads import Overload

NAMESPACE = "cdna"
LIB = torch.library.Library(NAMESPACE, "DEF")  # noqa: TOR901 - the namespace is ours, defined once



@dataclass(frozen=True)
class Autograd:
    """Autograd formula of an op, in ``register_autograd`` style.

    ``setup_context(ctx, inputs, output)`` saves what backward needs (``inputs`` are all schema arguments in
    order, keyword-only ones included); ``backward(ctx, *grads)`` returns one gradient (or None) per input and
    must compute it by calling ``cdna::*_backward`` ops.
    """
    setup_context: Callable[[Any, tuple, Any], None]
    backward: Callable[..., tuple]


@dataclass(frozen=True)
class OpDef:
    """One ``cdna::`` op.

    ``check(*args, **kwargs)`` validates inputs (raises TypeError/ValueError naming argument, value, allowed);
    ``reference`` computes the op in pure PyTorch; ``fake`` returns empty outputs of the right metadata;
    ``launch(launcher, *args, **kwargs)`` prepares kernel arguments (row views, output buffers), calls the
    launcher and returns the outputs; ``kernel_check(arch, *positional args)`` (optional) rejects inputs no
    kernel covers (e.g. a head dim) with ``MissingKernel``. ``check_plain`` (optional; default ``check``) is
    ``check`` for calls whose tensor arguments are known to share one device (the Autograd kernel's plain
    path): it may skip the device comparisons, nothing else. ``overloads`` declares other overloads of the
    op (``Overload``: e.g. ``tensor_eps``, eps as a 0-d tensor), which run all of the above on converted
    arguments (``_overloads.py``).
    """
    name: str
    schema: str
    check: Callable[..., None]
    reference: Callable[..., Any]
    fake: Callable[..., Any]
    launch: Callable[..., Any]
    autograd: Autograd | None = None
    kernel_check: Callable[..., None] | None = None
    check_plain: Callable[..., None] | None = None
    overloads: tuple[Overload, ...] = ()


@dataclass(frozen=True)
class OverloadDef:
    """A registered non-default overload: its OpDef, record, ``"op.overload"`` name, OpOverload, and the
    conversion of its arguments to the default's for ``supports`` (real values, FakeTensor placeholders)."""
    op: OpDef
    overload: Overload
    qualname: str
    op_overload: torch._ops.OpOverload
    to_default: Callable[..., tuple[tuple, dict]]


OPS: dict[str, OpDef] = {}
OVERLOADS: dict[str, OverloadDef] = {}  # "rmsnorm.tensor_eps" -> its definition
_warned_reference: set[str] = set()


def op_overload(name: str) -> torch._ops.OpOverload:
    """``torch.ops.cdna.<name>.default``."""
    return getattr(getattr(torch.ops, NAMESPACE), name).default


def overload_names() -> list[str]:
    """``"op.overload"`` of every registered overload, default ones included (``"rmsnorm.default"``)."""
    return sorted([f"{name}.default" for name in OPS] + list(OVERLOADS))


def lookup(name: str) -> tuple[OpDef, OverloadDef | None]:
    """The OpDef of ``"op"``, ``"op.default"`` or ``"op.overload"``, and the overload's definition (None for
    the default). Raises KeyError naming the known ops."""
    if name in OPS:
        return OPS[name], None
    if name in OVERLOADS:
        return OVERLOADS[name].op, OVERLOADS[name]
    if name.endswith(".default") and name[:-len(".default")] in OPS:
        return OPS[name[:-len(".default")]], None
    raise KeyError(f"cdna::{name} does not exist; ops: {', '.join(sorted(OPS))}; other overloads: "
                   f"{', '.join(sorted(OVERLOADS))}")


# Per-call state derived from the configuration and the launcher table, rebuilt on the first call after
# either changes (``_config.on_change`` / ``kernels.on_change`` drop it): per op ``{(tensor.get_device(), dtype):
# runner}`` where a runner is ``f(*args, **kwargs)`` computing the op (the launcher bound into the op's launch
# preparation, or the reference).
_RUNNERS: dict[str, dict[tuple[int, torch.dtype], Callable[..., Any]]] = {}
# Per op: the launch plans of the HIP path (``_plans.py``), dropped with the runners.
_PLANS: dict[str, _plans.OpPlans] = {}


def clear_caches() -> None:
    """Drop every derived per-call cache (called on configuration and launcher-table changes)."""
    for runners in _RUNNERS.values():
        runners.clear()
    for plans in _PLANS.values():
        plans.clear()


_config.on_change(clear_caches)
kernels.on_change.append(clear_caches)
_layout.on_change.append(clear_caches)  # NaN-poisoned outputs: a replay would skip the poisoning


def _missing(op: OpDef, kind: str, arch: str, tensor: torch.Tensor) -> MissingKernel:
    where = "the simulator (CPU tensors)" if kind == "sim" else f"ROCm device {tensor.device}"
    return MissingKernel(
        f"cdna::{op.name}: no kernel for dtype {tensor.dtype} on arch {arch} ({where}); kernels exist "
        f"for {kernels.describe(op.name)}. Set TORCH_CDNA_OPS_IMPL=reference (or "
        f"`with torch_cdna._config.override(ops_impl='reference')`) to run the pure-PyTorch reference")


def _reference_elsewhere(op: OpDef, device: torch.device) -> Callable[..., Any]:
    if op.name not in _warned_reference:
        _warned_reference.add(op.name)
        warnings.warn(f"cdna::{op.name}: {device.type} tensors on a non-ROCm PyTorch build have no CDNA kernel; "
                      f"running the pure-PyTorch reference (this warning is shown once per op)", stacklevel=4)
    return op.reference


def _kernel_runner(op: OpDef, kind: str, arch: str, fn: Callable[..., None]) -> Callable[..., Any]:
    runner = _checked_runner(op, arch, fn)
    return _PLANS[op.name].runner(runner) if kind == "hip" and _config.get("launch_plans") else runner


def _checked_runner(op: OpDef, arch: str, fn: Callable[..., None]) -> Callable[..., Any]:
    launch, kernel_check = op.launch, op.kernel_check
    if kernel_check is None:
        return functools.partial(launch, fn)
    refused = getattr(kernel_check, "launcher_refuses", None)
    if refused is not None:  # the launcher refuses what the check would (row ops): ask the check only then
        def checked_on_refusal(*args: Any, **kwargs: Any) -> Any:
            try:
                return launch(fn, *args, **kwargs)
            except refused:
                kernel_check(arch, *args)  # raises the MissingKernel naming op, row and arch
                raise
        return checked_on_refusal

    def runner(*args: Any, **kwargs: Any) -> Any:
        kernel_check(arch, *args)  # positional arguments only (the tensors): no keyword dict to copy
        return launch(fn, *args, **kwargs)
    return runner


def resolve(op: OpDef, tensor: torch.Tensor) -> Callable[..., Any]:
    """The runner of ``op`` for ``tensor``'s device and dtype (module docstring), cached per
    ``(tensor.get_device(), tensor.dtype)`` until the configuration or the launcher table changes.
    Raises ``MissingKernel`` (not cached) when no launcher covers the inputs."""
    key = (tensor.get_device(), tensor.dtype)
    runner = _RUNNERS[op.name].get(key)
    if runner is not None:
        return runner
    r = _support.route(tensor)
    if r.kind == "reference" and not r.elsewhere:
        runner = op.reference
    elif r.kind in ("sim", "hip"):
        launcher = kernels.lookup(op.name, r.kind, r.arch, tensor.dtype)
        if launcher is None:
            raise _missing(op, r.kind, r.arch, tensor)
        runner = _kernel_runner(op, r.kind, r.arch, launcher.fn)
    else:  # e.g. CUDA tensors on an NVIDIA build (or a device nothing runs on): the reference, warned about once
        device = tensor.device
        runner = lambda *args, **kwargs: _reference_elsewhere(op, device)(*args, **kwargs)  # noqa: E731
    _RUNNERS[op.name][key] = runner
    return runner


def _make_impl(op: OpDef) -> Callable[..., Any]:
    check, runners = op.check, _RUNNERS.setdefault(op.name, {})

    def impl(*args: Any, **kwargs: Any) -> Any:
        check(*args, **kwargs)
        t = args[0]
        runner = runners.get((t.get_device(), t.dtype))
        if runner is None:
            runner = resolve(op, t)
        return runner(*args, **kwargs)

    impl.__name__ = f"cdna_{op.name}_impl"
    return impl


def _make_autograd_kernel(op: OpDef, overload: torch._ops.OpOverload, impl: Callable[..., Any]
                          ) -> Callable[..., Any]:
    """The op's generated Autograd-key kernel (``_autograd.py``)."""
    formula = op.autograd
    assert formula is not None
    function = _autograd.make_function(op.name, overload, formula.setup_context, formula.backward)
    return _autograd.make_autograd_kernel(op.name, overload, function, impl, op.check_plain or op.check,
                                          _RUNNERS[op.name], functools.partial(resolve, op),
                                          _PLANS[op.name].plans)


def _define_overload(op: OpDef, ov: Overload, impl: Callable[..., Any], kernel: Callable[..., Any] | None
                     ) -> None:
    """Register ``op.<ov.name>`` (``_overloads.py``): derived schema; impl, fake and Autograd kernel forwarding
    to the default overload's ``impl``, fake and Autograd ``kernel`` on converted arguments."""
    qualname = f"{op.name}.{ov.name}"
    if [o.name for o in op.overloads].count(ov.name) > 1 or ov.name == "default":
        raise ValueError(f"cdna::{qualname}: overload names of one op must be unique and not 'default'")
    default_schema = op_overload(op.name)._schema
    LIB.define(_overloads.derived_schema(default_schema, ov))
    overload = getattr(getattr(getattr(torch.ops, NAMESPACE), op.name), ov.name)
    schema = overload._schema
    ov_impl = _overloads.forwarding(qualname, schema, ov, impl, _overloads.reader, "impl")
    for key in ("CPU", "CUDA"):
        LIB.impl(qualname, ov_impl, key)
    torch.library.register_fake(f"{NAMESPACE}::{qualname}",
                                _overloads.forwarding(qualname, schema, ov, op.fake, _overloads.placeholder, "fake"),
                                lib=LIB)
    if op.autograd is not None:
        assert kernel is not None
        function = _autograd.make_function(qualname, overload, op.autograd.setup_context, op.autograd.backward)
        LIB.impl(qualname, _autograd.make_overload_kernel(
            qualname, overload, function, ov_impl, kernel, _overloads.converted_call(schema, ov),
            _overloads.namespace(qualname, ov, _overloads.reader)), "Autograd", with_keyset=True)
    to_default = _overloads.forwarding(qualname, schema, ov, lambda *a, **k: (a, k),
                                       _overloads.value_or_placeholder, "to_default")
    OVERLOADS[qualname] = OverloadDef(op, ov, qualname, overload, to_default)


def define(op: OpDef) -> torch._ops.OpOverload:
    """Register ``op`` and its ``overloads`` in the ``cdna`` namespace (see the module docstring); returns its
    default OpOverload."""
    if op.name in OPS:
        raise ValueError(f"cdna::{op.name} is already defined; op names must be unique")
    LIB.define(op.schema)
    _PLANS[op.name] = _plans.OpPlans(op.name, op_overload(op.name)._schema)
    impl = _make_impl(op)
    for key in ("CPU", "CUDA"):
        LIB.impl(op.name, impl, key)
    torch.library.register_fake(f"{NAMESPACE}::{op.name}", op.fake, lib=LIB)
    overload = op_overload(op.name)
    kernel = None
    if op.autograd is not None:
        kernel = _make_autograd_kernel(op, overload, impl)
        LIB.impl(op.name, kernel, "Autograd", with_keyset=True)
    OPS[op.name] = op
    for ov in op.overloads:
        _define_overload(op, ov, impl, kernel)
    return overload
