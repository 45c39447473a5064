"""A dry HIP runtime: the host side of torch_cdna's GPU path, run on a machine without a GPU.

Inside ``dry_hip()``, CPU tensors take the route ROCm tensors take: the op layer resolves the ``hip`` launcher
(launch plans included), the JIT call checks arguments, compiles (a real code object, assembled by LLVM) and
packs the kernarg segment, and ``runtime.hip.HipKernel`` loads the module and calls
``hipModuleLaunchKernel``, with the real ``extra`` array. What is replaced is exactly what needs a GPU: the
hip-python module (``DryHip``: every call succeeds; launches are recorded when ``keep=True``, never run),
PyTorch's current-stream query (stream 0) and the device arch query (the configured arch). No kernel runs, so
outputs hold whatever memory they were given. Benchmarks use it to time the host overhead of a launch
(``benchmarks/dispatch_overhead.py``); tests use it to check that a launch plan's replay issues exactly the
launches of the full path.

It refuses to start where a ROCm GPU is present (its stub module handles must never reach a real launch).

Example:
    >>> import torch, torch_cdna.ops
    >>> with dry_hip(keep=True) as hip:                                       # doctest: +SKIP
    ...     torch.ops.cdna.rmsnorm(torch.randn(4, 64), torch.ones(64), 1e-6)
    >>> hip.launches[-1].grid                                                  # doctest: +SKIP
    (1, 1, 1)
"""

from __future__ import annotations

import contextlib
import ctypes
from dataclasses import dataclass
from typing import Any, Iterator

import torch

from torch_cdna.ops import _registry, _support
from torch_cdna.runtime import device as devmod
from torch_cdna.runtime import hip as hipmod


@dataclass(frozen=True)
class DryLaunch:
    """A launch as hipModuleLaunchKernel received it (the segment read back through ``extra``)."""
    function: Any
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_mem: int
    stream: int
    kernargs: bytes


class DryHip:
    """Stands in for hip-python's ``hip`` module: module loads and launches succeed without a GPU."""

    def __init__(self, keep: bool) -> None:
        self.keep = keep
        self.fail = 0  # the error code every launch returns (0: hipSuccess)
        self.launches: list[DryLaunch] = []
        self.modules = 0

    def hipRuntimeGetVersion(self) -> tuple[int, int]:  # noqa: N802 - hip-python's names
        return (0, 0)

    def hipGetErrorString(self, err: int) -> tuple[int, bytes]:  # noqa: N802
        return (0, b"dry run: launch failure requested by the test")

    def hipModuleLoadData(self, image: bytes) -> tuple[int, str]:  # noqa: N802
        self.modules += 1
        return (0, f"dry-module-{self.modules}")

    def hipModuleGetFunction(self, module: str, name: bytes) -> tuple[int, tuple[str, str]]:  # noqa: N802
        return (0, (module, name.decode()))

    def hipModuleLaunchKernel(self, f: Any, gx: int, gy: int, gz: int, bx: int, by: int, bz: int,  # noqa: N802
                              shared_mem: int, stream: int, params: Any, extra: int) -> tuple[int]:
        if self.keep:
            words = (ctypes.c_uint64 * 5).from_address(extra)
            size = ctypes.c_size_t.from_address(words[3]).value
            self.launches.append(DryLaunch(f, (gx, gy, gz), (bx, by, bz), shared_mem, stream,
                                           ctypes.string_at(words[1], size)))
        return (self.fail,)


@contextlib.contextmanager
def dry_hip(keep: bool = False) -> Iterator[DryHip]:
    """Route CPU tensors through the HIP path with a ``DryHip`` module (module docstring)."""
    if devmod.rocm_available():
        raise RuntimeError("dry_hip() is for machines without a ROCm GPU; this one has one: measure the real "
                           "launch instead")
    dry = DryHip(keep)
    arch = devmod.configured_arch()
    cpu = torch.device("cpu")

    def choose_target(dev: torch.device | None, what: str) -> Any:
        return 0 if dev == cpu else saved["choose_target"](dev, what)

    saved = {"choose_target": devmod.choose_target, "target_arch": devmod.target_arch,
             "current_stream": hipmod.current_stream, "_hip": hipmod._hip, "device": torch.cuda.device,
             "cpu_kind": _support.cpu_kind}
    devmod.choose_target = choose_target
    devmod.target_arch = lambda device=None: arch
    hipmod.current_stream = lambda device: 0
    hipmod._hip = dry
    torch.cuda.device = lambda index: contextlib.nullcontext()
    _support.cpu_kind = "hip"
    _registry.clear_caches()
    try:
        yield dry
    finally:
        devmod.choose_target, devmod.target_arch = saved["choose_target"], saved["target_arch"]
        hipmod.current_stream, hipmod._hip = saved["current_stream"], saved["_hip"]
        torch.cuda.device = saved["device"]
        _support.cpu_kind = saved["cpu_kind"]
        _registry.clear_caches()
