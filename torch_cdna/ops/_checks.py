"""Input validation shared by the cdna ops: every error names the op, the argument, its value and what is
allowed. Checks are plain Python comparisons (cheap in eager; under torch.compile they run in the fake
implementation on symbolic shapes and become guards, never specialisations).

Example:
    >>> import torch
    >>> check_float("rmsnorm", "x", torch.ones(2, dtype=torch.int32))
    Traceback (most recent call last):
    ...
    TypeError: cdna::rmsnorm: x has dtype torch.int32; allowed: torch.bfloat16, torch.float16, torch.float32
"""

from __future__ import annotations

from typing import Sequence

import torch

FLOAT_DTYPES = frozenset((torch.bfloat16, torch.float16, torch.float32))
_ALLOWED = "torch.bfloat16, torch.float16, torch.float32"


def check_float(op: str, name: str, t: object) -> None:
    """``t`` is a tensor of an allowed float dtype."""
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"cdna::{op}: {name} must be a Tensor; got {type(t).__name__}")
    if t.dtype not in FLOAT_DTYPES:
        raise TypeError(f"cdna::{op}: {name} has dtype {t.dtype}; allowed: {_ALLOWED}")


def check_same_dtype(op: str, name: str, t: torch.Tensor, ref_name: str, ref: torch.Tensor) -> None:
    if t.dtype != ref.dtype:
        raise TypeError(f"cdna::{op}: {name} has dtype {t.dtype} but {ref_name} has {ref.dtype}; they must "
                        f"match (cast one of them)")


def check_device(op: str, name: str, t: torch.Tensor, ref_name: str, ref: torch.Tensor) -> None:
    if t.device != ref.device:
        raise ValueError(f"cdna::{op}: {name} is on {t.device} but {ref_name} is on {ref.device}; all tensor "
                         f"arguments must be on the same device")


def check_same_shape(op: str, name: str, t: torch.Tensor, ref_name: str, ref: torch.Tensor) -> None:
    if t.shape != ref.shape:
        raise ValueError(f"cdna::{op}: {name} has shape {tuple(t.shape)} but {ref_name} has "
                         f"{tuple(ref.shape)}; they must be equal")


def check_min_dim(op: str, name: str, t: torch.Tensor, ndim: int) -> None:
    if t.dim() < ndim:
        raise ValueError(f"cdna::{op}: {name} must have at least {ndim} dimension(s); got shape {tuple(t.shape)}")


def check_vector(op: str, name: str, t: torch.Tensor, x_name: str, x: torch.Tensor) -> None:
    """``t`` is a [D] parameter for ``x`` of shape [..., D]."""
    if t.dim() != 1 or t.shape[0] != x.shape[-1]:
        raise ValueError(f"cdna::{op}: {name} must have shape [D] = [{x.shape[-1]}] (the last dim of "
                         f"{x_name} {tuple(x.shape)}); got {tuple(t.shape)}")


def check_eps(op: str, eps: object) -> None:
    if not eps >= 0:  # also rejects NaN
        raise ValueError(f"cdna::{op}: eps must be a float >= 0; got {eps!r}")


def check_dim(op: str, dim: int, ndim: int) -> int:
    """Normalised ``dim`` for a tensor of ``ndim`` dims (a 0-d tensor has one valid dim, as in aten)."""
    n = max(ndim, 1)
    if not -n <= dim < n:
        raise ValueError(f"cdna::{op}: dim={dim} is out of range for a {ndim}-d tensor; allowed "
                         f"{-n}..{n - 1}")
    return dim % n


def check_broadcastable(op: str, name: str, t: torch.Tensor, target: Sequence, what: str) -> None:
    """``t``'s shape broadcasts to ``target`` (each of its dims, aligned right, is 1 or equal)."""
    shape = t.shape
    ok = len(shape) <= len(target) and all(
        s == 1 or s == g for s, g in zip(reversed(shape), reversed(tuple(target))))
    if not ok:
        raise ValueError(f"cdna::{op}: {name} of shape {tuple(shape)} does not broadcast to {what} = "
                         f"{tuple(target)}")


def check_choice(op: str, name: str, value: object, choices: Sequence) -> None:
    if value not in choices:
        raise ValueError(f"cdna::{op}: {name}={value!r} is not supported; allowed: "
                         f"{', '.join(repr(c) for c in choices)}")
