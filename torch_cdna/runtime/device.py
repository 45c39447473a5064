"""Which GPU (if any) runs a kernel, and which arch to compile for.

On a ROCm build of PyTorch with a visible GPU, the arch is the GPU's (``gcnArchName`` without feature flags);
otherwise it is ``_config arch`` (``TORCH_CDNA_ARCH``), default gfx942. Nothing here imports hip-python.

Example:
    >>> from torch_cdna.runtime import device
    >>> device.target_arch() in device.SUPPORTED_ARCHS
    True
"""

from __future__ import annotations

import functools
from typing import Sequence

import torch

from .. import _config
from ..errors import HipError
from ..isa.targets import SUPPORTED_ARCHS  # derived from the ArchInfo records

SIM = "sim"  # the launch target meaning "the simulator" (a ROCm target is a device index)
_BACKENDS = frozenset(("auto", "sim", "hip"))
DEFAULT_ARCH = "gfx942"


def is_rocm_build() -> bool:
    """Whether this PyTorch was built for ROCm (its 'cuda' devices are then AMD GPUs)."""
    return getattr(torch.version, "hip", None) is not None


def rocm_available() -> bool:
    """Whether a ROCm GPU is visible to PyTorch."""
    return is_rocm_build() and torch.cuda.is_available()


def check_arch(arch: str, where: str = "TORCH_CDNA_ARCH") -> str:
    """Return the processor part of ``arch`` if torch_cdna supports it; raise ValueError naming the choices."""
    proc = arch.split(":")[0]
    if proc not in SUPPORTED_ARCHS:
        raise ValueError(f"{where}: unsupported arch {arch!r}; torch_cdna targets {', '.join(SUPPORTED_ARCHS)}")
    return proc


@functools.lru_cache(maxsize=None)
def device_arch(index: int) -> str:
    """The processor name (e.g. 'gfx942') of ROCm device ``index``."""
    if not rocm_available():
        raise HipError(f"no ROCm GPU: cannot query the arch of device {index}; CPU tensors run on the simulator")
    name = torch.cuda.get_device_properties(index).gcnArchName
    return name.split(":")[0]


def configured_arch() -> str:
    """``_config arch`` if set (validated), else the default gfx942."""
    arch = _config.get("arch") or DEFAULT_ARCH
    return check_arch(arch)


def target_arch(device: torch.device | int | None = None) -> str:
    """Arch to compile for: device ``device``'s when it is a ROCm GPU, else ``configured_arch()``."""
    if device is None:
        return configured_arch()
    index = device if isinstance(device, int) else device.index
    if isinstance(device, torch.device) and device.type != "cuda":
        return configured_arch()
    return check_arch(device_arch(torch.cuda.current_device() if index is None else index),
                      f"ROCm device {index}")


def gpus() -> list[tuple[int, str, str]]:
    """(index, name, arch) of every visible ROCm GPU; empty without ROCm."""
    if not rocm_available():
        return []
    return [(i, torch.cuda.get_device_name(i), device_arch(i)) for i in range(torch.cuda.device_count())]


def choose_target(dev: torch.device | None, what: str) -> str | int:
    """``SIM`` or a ROCm device index, from the arguments' device (None: no tensors) and ``_config backend``."""
    backend = _config.get("backend")
    if backend not in _BACKENDS:
        raise ValueError(f"TORCH_CDNA_BACKEND={backend!r}: use 'auto', 'sim' or 'hip'")
    if dev is None:
        if backend == "sim" or (backend == "auto" and not rocm_available()):
            return SIM
        if rocm_available():
            return torch.cuda.current_device()
        from .hip import NO_ROCM
        raise HipError(f"{what}: TORCH_CDNA_BACKEND=hip but {NO_ROCM}")
    if dev.type == "cpu":
        if backend == "hip":
            raise ValueError(f"{what}: TORCH_CDNA_BACKEND=hip needs ROCm GPU tensors, got CPU tensors")
        return SIM
    if dev.type == "cuda" and is_rocm_build():
        if backend == "sim":
            raise ValueError(f"{what}: TORCH_CDNA_BACKEND=sim runs CPU tensors; got tensors on {dev}; move them "
                             f"with .cpu() or unset TORCH_CDNA_BACKEND")
        return dev.index if dev.index is not None else torch.cuda.current_device()
    raise ValueError(f"{what}: tensors on {dev} cannot run: torch_cdna launches on ROCm GPUs (a ROCm build of "
                     f"PyTorch) or on the simulator (CPU tensors)")


def dims3(value: int | Sequence[int], what: str) -> tuple[int, int, int]:
    """Normalise a grid or block spec (an int or 1-3 ints) to an (x, y, z) tuple of positive ints.

    Written out longhand: it runs on every launch.
    """
    t = type(value)
    x = y = z = 1
    if t is int:
        x = value  # type: ignore[assignment]
    elif (t is list or t is tuple) and 1 <= len(value) <= 3:  # type: ignore[arg-type]
        if len(value) == 1:  # type: ignore[arg-type]
            (x,) = value  # type: ignore[misc]
        elif len(value) == 2:  # type: ignore[arg-type]
            x, y = value  # type: ignore[misc]
        else:
            x, y, z = value  # type: ignore[misc]
    else:
        x = 0
    if type(x) is int and type(y) is int and type(z) is int and x > 0 and y > 0 and z > 0:
        return (x, y, z)
    raise TypeError(f"{what} must be a positive int or a list of 1 to 3 positive ints, e.g. [4] or "
                    f"(4, 2, 1); got {value!r}")
