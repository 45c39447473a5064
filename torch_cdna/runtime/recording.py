"""Recording the HIP launches one call makes, so the op layer can replay them (``ops/_plans.py``).

While a thread is inside ``record()``, every HIP launch of a compiled DSL kernel on that thread appends a
``LaunchRecord`` to the list ``record()`` yields: the kernel, device, grid, block, the packed kernarg segment
and, for each pointer argument that was a tensor, its offset in the segment and the tensor. Launches on other
threads are not recorded (the recorder is thread-local). Outside ``record()`` the only cost on the launch path
is reading one thread-local attribute.

Example:
    >>> with record() as launches:
    ...     pass                                # launches of compiled kernels would be listed here
    >>> launches
    []
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from typing import Any, Iterator

import torch


@dataclass(frozen=True)
class LaunchRecord:
    """One HIP launch as the launcher issued it (``kernargs`` holds the pointers of this call)."""
    hip_kernel: Any                   # runtime.hip.HipKernel
    device: int
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_mem: int
    kernargs: bytes
    pointers: tuple[tuple[int, torch.Tensor], ...]  # (offset in kernargs, tensor passed there)


class _Local(threading.local):
    launches: list[LaunchRecord] | None = None


_local = _Local()


def active() -> list[LaunchRecord] | None:
    """The list this thread is recording into, or None (the launch path's one check)."""
    return _local.launches


@contextlib.contextmanager
def record() -> Iterator[list[LaunchRecord]]:
    """Record this thread's HIP launches for the duration (nested use records into the innermost list)."""
    saved, launches = _local.launches, []
    _local.launches = launches
    try:
        yield launches
    finally:
        _local.launches = saved
