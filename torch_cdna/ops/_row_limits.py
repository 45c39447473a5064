"""``kernel_check`` of the row ops (norms, softmax): is the row short enough for the op's kernel?

A row kernel holds a whole row in registers, so each has a longest row (``kernels/rowops.LANE_ELEMS``: at 16
waves a wave may have at most 128 VGPRs, or its workgroup does not fit on a CU);
softmax and its backward stream longer rows through registers in tiles (``rowops.STREAMING_OPS``), so theirs
is what their 32-bit row offsets address (``rowops.MAX_STREAM_ROW_BYTES``). The check asks the planner the launcher uses (``rowops.plan(..., op=...)``) and turns its ``RowTooLong`` into
``MissingKernel`` before anything compiles; the Inductor pass asks the same check (``OPS[op].kernel_check``
through ``inductor/_support.unsupported``) and keeps aten for such shapes.

Example:
    >>> import torch
    >>> check = row_kernel_check("rmsnorm", rows_at=(0,))
    >>> check("gfx942", torch.empty(1, 128, dtype=torch.bfloat16), torch.empty(128), 1e-6)   # fits: None
    >>> check("gfx942", torch.empty(1, 40960, dtype=torch.bfloat16), torch.empty(40960), 1e-6)
    Traceback (most recent call last):
    ...
    torch_cdna.errors.MissingKernel: cdna::rmsnorm: no kernel for rows of 40960 torch.bfloat16 elements on arch gfx942: row length 40960 (bf16) is too long for the cdna::rmsnorm kernel: at most 32768 elements (a row is held in registers); split the row or use the reference. Set TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) to run the pure-PyTorch reference
"""

from __future__ import annotations

from typing import Any, Callable

import torch
from torch._subclasses.fake_tensor import is_fake

from ..errors import MissingKernel, RowTooLong

# ``kernels.rowops`` is imported on the first check, not here: importing the ops loads no compiler


def _rowops() -> Any:
    from .kernels import rowops
    return rowops


def _aligned(d: int, tensors: list[torch.Tensor]) -> bool:
    """Whether the launcher will take the 16-byte-chunk path (``rowops.aligned4`` of the rows: 4-byte row
    size, row strides and addresses). Tensors without storage (FakeTensors in the Inductor pass) have no
    address; it is taken as aligned, as fresh buffers are (a FakeTensor is not asked: it answers 0, with a
    warning that it will raise)."""
    for t in tensors:
        es = t.element_size()
        if (d * es) % 4 or any((s * es) % 4 for n, s in zip(t.shape[:-1], t.stride()[:-1]) if n > 1):
            return False
        if is_fake(t):
            continue
        try:
            if t.data_ptr() % 4:
                return False
        except (RuntimeError, NotImplementedError):  # no data pointer
            pass
    return True


def _always_fits(op: str) -> int:
    """The longest row every dtype and layout of ``op`` takes (the per-call fast path)."""
    rowops = _rowops()
    return min(rowops.max_row(op, dt, aligned) for dt in rowops.ESIZE for aligned in (True, False))


def row_kernel_check(op: str, rows_at: tuple[int, ...], dim_at: int | None = None) -> Callable[..., None]:
    """``kernel_check(arch, *args)`` for ``op``: ``rows_at`` are the positions of its [..., D] row tensors,
    ``dim_at`` that of its ``dim`` argument (softmax; the last dim otherwise)."""
    fits: list[int] = []

    def kernel_check(arch: str, *args: Any, **kwargs: Any) -> None:
        x = args[rows_at[0]]
        dim = -1 if dim_at is None or len(args) <= dim_at else args[dim_at]
        d = x.shape[dim] if x.dim() else 1
        if not fits:
            fits.append(_always_fits(op))
        if d <= fits[0]:
            return
        rowops = _rowops()
        dt = rowops.DTYPE_NAMES.get(x.dtype)
        if dt is None:  # the op's own check names the dtype
            return
        last = dim in (-1, x.dim() - 1)
        aligned = _aligned(d, [args[i] for i in rows_at]) if last else (d * x.element_size()) % 4 == 0
        try:
            rowops.plan(d, dt, aligned, op=op)
        except rowops.RowTooLong as e:
            raise MissingKernel(
                f"cdna::{op}: no kernel for rows of {d} {x.dtype} elements on arch {arch}: {e}. Set "
                f"TORCH_CDNA_OPS_IMPL=reference (or `with torch_cdna._config.override(ops_impl='reference')`) "
                f"to run the pure-PyTorch reference") from None

    kernel_check.__name__ = f"{op}_kernel_check"
    # The launcher plans the row itself and raises RowTooLong for exactly the rows this check refuses, so the
    # runner calls the check only when a launch raises it (ops/_registry._kernel_runner): no per-call cost.
    kernel_check.launcher_refuses = RowTooLong  # type: ignore[attr-defined]
    return kernel_check
