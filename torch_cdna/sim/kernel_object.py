"""What the simulator takes from the ``code`` a launch names: assembly text, and the launch defaults a compiled
kernel object carries.

``code`` is assembly text, one of our compiled kernels (``.asm`` text, ``.name``), or a Triton
``CompiledKernel`` compiled for AMD (``triton.compile(..., target=GPUTarget("hip", "gfx942", 64))``): its
``.asm["amdgcn"]`` is the assembly, and its metadata gives the kernel name, the workgroup size Triton's launcher
uses (``num_warps`` x ``warp_size``) and the dynamic LDS bytes (``metadata.shared``, HIP's ``sharedMemBytes``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..errors import UnsupportedInstruction


@dataclass(frozen=True)
class KernelSource:
    """Assembly ``text`` and the defaults ``code`` carries (None: it carries none)."""

    text: str
    kernel: str | None = None
    block: tuple[int, ...] | None = None
    shared_mem: int | None = None
    scratch_bytes: int = 0  # Triton global/profile scratch per program, which the launch must provide


def kernel_source(code: str | Any) -> KernelSource:
    """``code`` as ``KernelSource``; a TypeError names what it is when it holds no AMDGPU assembly.

    Example:
        >>> kernel_source(".amdgcn_target \\"amdgcn-amd-amdhsa--gfx942\\"\\nk:\\n  s_endpgm\\n").kernel is None
        True
    """
    if isinstance(code, str):
        return KernelSource(code)
    asm = getattr(code, "asm", None)
    if isinstance(asm, str):
        return KernelSource(asm, getattr(code, "name", None))
    if isinstance(asm, Mapping):
        return _triton_source(code, asm)
    raise TypeError(f"code must be assembly text, an object with an .asm attribute, or a Triton CompiledKernel "
                    f"compiled for AMD; got {type(code).__name__}")


def _triton_source(code: Any, asm: Mapping[str, Any]) -> KernelSource:
    meta = getattr(code, "metadata", None)
    text = asm.get("amdgcn")
    if not isinstance(text, str):
        target = getattr(meta, "target", None)
        raise TypeError(f"this compiled kernel holds no AMDGPU assembly (target {target}; it has {sorted(asm)}): "
                        "compile it with target=GPUTarget('hip', 'gfx942' or 'gfx950', 64)")
    name = getattr(meta, "name", None)
    warps, warp_size = getattr(meta, "num_warps", None), getattr(meta, "warp_size", 64)
    if getattr(meta, "num_ctas", 1) != 1:
        raise UnsupportedInstruction(f"Triton kernel {name}: num_ctas={meta.num_ctas} (clusters) is not simulated")
    scratch = sum(int(getattr(meta, key, 0) or 0) for key in ("global_scratch_size", "profile_scratch_size"))
    return KernelSource(text, name, (int(warps) * int(warp_size),) if warps else None,
                        int(getattr(meta, "shared", 0) or 0), scratch)


__all__ = ["KernelSource", "kernel_source"]
