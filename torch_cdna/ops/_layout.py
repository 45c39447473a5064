"""Layout preparation for kernel launches: the kernels read "rows" (a 2-D ``[N, D]`` view whose last dim is
unit-stride, with the row stride passed as a kernel argument). Inputs that cannot be viewed that way (e.g.
a transposed last dim, or leading dims that do not collapse into one stride) are copied to contiguous
memory here, explicitly — the only place the op layer copies inputs.

Example:
    >>> import torch
    >>> x = torch.randn(4, 16)[:, :8]          # row stride 16: viewed, not copied
    >>> r = rows(x); r.stride(), r.data_ptr() == x.data_ptr()
    ((16, 1), True)
"""

from __future__ import annotations

import contextlib
from typing import Callable, Iterator

import torch

_poison = False
# Called when poisoning starts or stops (the op layer drops its launch plans, which allocate without it).
on_change: list[Callable[[], None]] = []


@contextlib.contextmanager
def poisoned_outputs() -> Iterator[None]:
    """Fill every kernel output buffer with NaN before the launch (tests: unwritten elements show up)."""
    global _poison
    saved, _poison = _poison, True
    for callback in on_change:
        callback()
    try:
        yield
    finally:
        _poison = saved
        for callback in on_change:
            callback()


# Row kernels take the row stride in bytes as a 32-bit argument (their buffer offsets are 32-bit too): rows
# further apart than this are copied to contiguous memory, where the stride is one row's bytes.
MAX_ROW_STRIDE_BYTES = (1 << 32) - 1


def rows(t: torch.Tensor) -> torch.Tensor:
    """``t`` [..., D] as an [N, D] view with unit stride on D and a row stride below 2**32 bytes; a contiguous
    copy when no such view exists."""
    if t.dim() == 2 and t.stride(1) == 1 and t.stride(0) * t.element_size() <= MAX_ROW_STRIDE_BYTES:
        return t  # the common case, without creating a view
    d = t.shape[-1] if t.dim() else 1
    try:
        view = t.view(-1, d)
    except RuntimeError:  # leading dims do not collapse into one stride
        return t.contiguous().view(-1, d)
    if (view.stride(1) != 1 and d != 1) or abs(view.stride(0)) * t.element_size() > MAX_ROW_STRIDE_BYTES:
        return t.contiguous().view(-1, d)
    return view


def _poisoned(out: torch.Tensor) -> torch.Tensor:
    return out.fill_(float("nan")) if _poison else out


def output_like(like: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """A fresh contiguous buffer of ``like``'s shape and device (``like``'s dtype unless ``dtype``).

    Plain ``empty_like`` is the cheapest allocation call; it keeps ``like``'s strides, so it is used only when
    those are contiguous already.
    """
    if like.is_contiguous():
        out = torch.empty_like(like) if dtype is None else torch.empty_like(like, dtype=dtype)
    else:
        out = torch.empty_like(like, dtype=dtype, memory_format=torch.contiguous_format)
    return _poisoned(out) if _poison else out


def output(shape: torch.Size | tuple, like: torch.Tensor, dtype: torch.dtype | None = None) -> torch.Tensor:
    """A fresh contiguous buffer of ``shape`` on ``like``'s device (``like``'s dtype unless ``dtype``)."""
    # new_empty(*ints) parses faster than a shape tuple (a 0-d shape has to be a tuple)
    out = like.new_empty(*shape, dtype=dtype) if len(shape) else like.new_empty((), dtype=dtype)
    return _poisoned(out) if _poison else out


def rows_output(like: torch.Tensor, d: int | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """An output shaped like ``like`` [..., D] (or [..., d]) and its [N, D] (or [N, d]) view for the launcher."""
    if d is None:
        out = output_like(like)
    else:
        out = output((*like.shape[:-1], d), like)
    if out.dim() == 2:
        return out, out
    return out, out.view(-1, out.shape[-1] if out.dim() else 1)


def rows_like(x: torch.Tensor, d: int | None = None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(out, x rows, out rows): a fresh output shaped like ``x`` [..., D] (or [..., d]) and the [N, D] (or
    [N, d]) views the launcher gets. A contiguous 2-D ``x`` (the common case) needs no view: one allocation."""
    if x.dim() == 2 and x.is_contiguous():
        out = torch.empty_like(x) if d is None else x.new_empty(x.shape[0], d)
        if _poison:
            _poisoned(out)
        return out, x, out
    out, out2 = rows_output(x, d)
    return out, rows(x), out2


def vector(t: torch.Tensor) -> torch.Tensor:
    """A [D] parameter as contiguous memory (weights are small: a copy costs nothing measurable)."""
    return t if t.is_contiguous() else t.contiguous()


def dims4(t: torch.Tensor) -> torch.Tensor:
    """``t`` [..., D] as a 4-D [P, Q, R, D] view (leading 1s added; extra leading dims folded or copied)."""
    if t.dim() == 4 and t.stride(3) == 1:
        return t
    while t.dim() < 4:
        t = t.unsqueeze(0)
    if t.dim() > 4:
        lead = t.shape[:-3]
        try:
            t = t.view(-1, *t.shape[-3:])
        except RuntimeError:
            t = t.contiguous().view(-1, *t.shape[-3:])
        assert t.shape[0] == torch.Size(lead).numel()
    if t.stride(-1) != 1 and t.shape[-1] != 1:
        t = t.contiguous()
    return t
