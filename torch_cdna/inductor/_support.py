"""Can a ``cdna::`` op run these inputs? The question every fusion's ``<name>_check`` asks before it lets a
match through, answered from the op layer's own dispatch rules (``torch_cdna/ops/_support.py``: the device
route, launcher lookup and kernel check dispatch uses), so that a compiled graph never calls an op that would
raise ``MissingKernel`` at run time.

- dtype must be bf16/fp16/fp32 (what every cdna op accepts);
- device: CPU tensors run the simulator kernel (or the reference in ``ops_impl=reference`` mode), ROCm
  tensors the HIP kernel, CUDA tensors on other builds the reference; other devices are left alone;
- in kernel mode the launcher table must hold a kernel for (device kind, arch, dtype), and the op's
  ``kernel_check`` (e.g. attention head dims) must accept the shapes.

``support_key()`` summarises everything these answers depend on; it goes into the passes' ``uuid()`` so a
cached graph compiled under other answers is never reused.

Example:
    >>> import torch
    >>> from torch_cdna import _config
    >>> with _config.override(ops_impl="reference"):
    ...     unsupported("rmsnorm", torch.empty(2, 8, dtype=torch.int32))
    'cdna::rmsnorm takes bf16/fp16/fp32 tensors; got torch.int32'
"""

from __future__ import annotations

from typing import Any

import torch

from .. import _config

FLOAT_DTYPES = (torch.bfloat16, torch.float16, torch.float32)


def unsupported(op: str, *tensors: Any, args: tuple = (), kwargs: dict | None = None) -> str | None:
    """Why ``cdna::<op>`` cannot run on ``tensors`` (FakeTensors from ``node.meta['val']``), or None if it can.

    ``args``/``kwargs`` are the op's full arguments, passed to its ``kernel_check`` in kernel mode; the
    device route, launcher lookup and kernel check are the op layer's own (``ops._support.kernel_reason``).
    """
    first = tensors[0]
    for t in tensors:
        if not isinstance(t, torch.Tensor):
            return f"cdna::{op}: an input has no tensor metadata ({type(t).__name__})"
        if t.dtype not in FLOAT_DTYPES:
            return f"cdna::{op} takes bf16/fp16/fp32 tensors; got {t.dtype}"
        if t.device != first.device:
            return f"cdna::{op}: inputs on {first.device} and {t.device}"
    if first.device.type not in ("cpu", "cuda"):
        return f"cdna::{op}: no cdna implementation for device type {first.device.type!r}"
    from ..ops import _support
    if not args:  # no argument list to check shapes with: the route and the launcher lookup only
        return _support.kernel_reason(op, first, _check_shapes=False)
    return _support.kernel_reason(op, *args, **(kwargs or {}))


def row_op_args(op: str, x: torch.Tensor, weight: torch.Tensor | None = None, dim: int = -1) -> tuple:
    """A row op's positional arguments as its ``kernel_check`` reads them (``ops/_row_limits.py``: the row
    tensors and ``dim``), built from the match's ``x`` (a gradient or a residual has x's shape): the check asks
    the launcher's planner whether the row fits the kernel. eps is not read; 0.0 stands in for it."""
    return {"rmsnorm": (x, weight, 0.0), "rmsnorm_backward": (x, x, weight, 0.0),
            "fused_add_rmsnorm": (x, x, weight, 0.0), "layernorm": (x, weight, None, 0.0),
            "fused_add_layernorm": (x, x, weight, None, 0.0),
            "layernorm_backward": (x, x, weight, 0.0), "softmax": (x, dim), "softmax_backward": (x, x, dim)}[op]


def attention_unsupported(q: Any, k: Any, v: Any, kwargs: dict, *, backward: bool) -> str | None:
    """Why ``cdna::attention`` (and, with ``backward``, ``cdna::attention_backward``) cannot run on these
    q/k/v (FakeTensors in the passes, real tensors in ``nn``), or None if they can.

    Each op's ``kernel_check`` takes that op's own arguments, so the backward is asked with the backward's
    argument list, ``(grad_out, q, k, v, out, lse)``: ``grad_out``/``out`` [B, Hq, Sq, Dv] in q's dtype and
    ``lse`` fp32 [B, Hq, Sq], uninitialised stand-ins (they do not exist yet when a forward is rewritten).
    """
    from ..ops.attention import backward_args
    reason = unsupported("attention", q, k, v, args=(q, k, v), kwargs=kwargs)
    if reason is None and backward:
        reason = unsupported("attention_backward", q, k, v, args=backward_args(q, k, v), kwargs=kwargs)
    return reason


def support_key(ops: tuple[str, ...]) -> tuple:
    """Everything ``unsupported`` depends on besides the inputs, for the passes' uuid."""
    mode = _config.get("ops_impl")
    if mode == "reference":
        return (mode,)
    from ..ops import kernels
    from ..runtime import device as rt_device
    return (mode, rt_device.configured_arch(), rt_device.is_rocm_build(),
            tuple((op, kernels.describe(op)) for op in ops))


def gated_activation_unsupported(match: Any, stage: str, packed: tuple[str, str], pair: tuple[str, str]
                                 ) -> str | None:
    """Why a gated-activation match (SiLU/GeLU-and-mul) must stay as it is, or None: a packed match (``x``) asks
    the ``packed`` ops (forward, backward), a two-projection match (``a``, ``b``: same shape and dtype, no
    broadcasting) the ``pair`` ops; the backward op only in training graphs (``stage == "joint"``)."""
    from ._patterns import value
    if "x" in match.kwargs:
        x = value(match, "x")
        if not isinstance(x, torch.Tensor) or x.dim() < 1:
            return "x is not a tensor of rank >= 1"
        ops, tensors = packed, (x,)
    else:
        a, b = value(match, "a"), value(match, "b")
        if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
            return "a or b has no tensor metadata"
        if a.shape != b.shape or a.dtype != b.dtype:
            return f"a {a.dtype}{tuple(a.shape)} and b {b.dtype}{tuple(b.shape)} differ (no broadcasting)"
        ops, tensors = pair, (a, b)
    for op in ops if stage == "joint" else ops[:1]:
        reason = unsupported(op, *tensors)
        if reason:
            return reason
    return None

