"""Can a ``cdna`` op run these inputs? ``supports`` answers from the rules dispatch itself follows.

``route(tensor)`` is the one place that decides what runs an op for a tensor's device (``_registry.resolve``
dispatches through it): the reference (``ops_impl=reference``, or CUDA tensors on a non-ROCm build), the
simulator kernel (CPU tensors), the HIP kernel (ROCm tensors), or nothing (other devices). ``kernel_reason``
adds the launcher lookup and the op's ``kernel_check`` (head dims, row lengths); ``supports`` puts the op's
own validation in front. The Inductor passes and ``torch_cdna.nn`` ask these instead of re-deriving them.

Example:
    >>> import torch, torch_cdna
    >>> supports("rmsnorm", torch.ones(2, 8), torch.ones(8), 1e-6) is None
    True
    >>> supports("rmsnorm", torch.ones(2, 8), torch.ones(4), 1e-6)
    'cdna::rmsnorm: weight must have shape [D] = [8] (the last dim of x (2, 8)); got (4,)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from .. import _config
from ..errors import MissingKernel
from ..runtime import device as rt_device
from . import kernels

# The device kind CPU tensors run on: the simulator. (benchmarks/dry_hip.py switches it to "hip" to measure and
# check the HIP path's host side on a machine without a GPU.)
cpu_kind = "sim"


@dataclass(frozen=True)
class Route:
    """What runs an op for one device: ``kind`` is "reference", "sim", "hip" or None (nothing can);
    ``elsewhere``: the reference runs because the device has no CDNA kernel (CUDA on a non-ROCm build)."""
    kind: str | None
    arch: str | None = None
    elsewhere: bool = False


def _mode() -> str:
    mode = _config.get("ops_impl")
    if mode not in ("kernel", "reference"):
        raise ValueError(f"TORCH_CDNA_OPS_IMPL={mode!r} is not a choice; use one of ('kernel', 'reference') "
                         f"('reference' runs the pure-PyTorch reference of every cdna op)")
    return mode


def route(tensor: torch.Tensor) -> Route:
    """The route for ``tensor``'s device (module docstring)."""
    device = tensor.device
    if _mode() == "reference":
        return Route("reference")
    if device.type == "cpu":
        kind = cpu_kind
    elif device.type == "cuda" and rt_device.is_rocm_build():
        kind = "hip"
    elif device.type == "cuda":
        return Route("reference", elsewhere=True)  # NVIDIA: the reference, warned about once per op
    else:
        return Route(None)
    return Route(kind, rt_device.configured_arch() if kind == "sim" else rt_device.target_arch(device))


def kernel_reason(op: str, *args: Any, _check_shapes: bool = True, **kwargs: Any) -> str | None:
    """Why ``cdna::<op>`` has no kernel for these inputs on their device (None: it has one, or the reference
    runs there). Reads only metadata (FakeTensors work); the op's validation is not run. ``_check_shapes=False``
    skips the op's ``kernel_check`` (for callers without the full argument list; schema names never start
    with ``_``)."""
    from ._registry import OPS
    first = next((a for a in args if isinstance(a, torch.Tensor)), None)
    if first is None:
        return f"cdna::{op}: no tensor argument"
    r = route(first)
    if r.kind is None:
        return f"cdna::{op}: no cdna implementation for device type {first.device.type!r}"
    if r.kind == "reference":
        return None
    if kernels.lookup(op, r.kind, r.arch, first.dtype) is None:
        return f"cdna::{op}: no {r.kind} kernel for {first.dtype} on {r.arch} (kernels: {kernels.describe(op)})"
    check = OPS[op].kernel_check
    if check is not None and _check_shapes:
        try:
            check(r.arch, *args, **kwargs)
        except MissingKernel as e:
            return str(e).split(". Set TORCH_CDNA_OPS_IMPL")[0]
    return None


def supports(op: str, *args: Any, **kwargs: Any) -> str | None:
    """None if ``torch.ops.cdna.<op>(*args, **kwargs)`` would run, else why not: the op's validation error, no
    implementation for the device, or no kernel for the dtype, arch or shapes (see the module example).
    ``op`` may name an overload (``"rmsnorm.tensor_eps"``): its arguments are converted to the default's (a
    FakeTensor eps reads as the overload's placeholder) and answered for those."""
    from ._registry import lookup
    try:
        opdef, overload = lookup(op)
    except KeyError as e:
        return e.args[0]
    try:
        if overload is not None:
            args, kwargs = overload.to_default(*args, **kwargs)
        opdef.check(*args, **kwargs)
    except (TypeError, ValueError) as e:
        return str(e)
    return kernel_reason(opdef.name, *args, **kwargs)
