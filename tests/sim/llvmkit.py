"""LLVM IR -> AMDGPU assembly through Triton's bundled LLVM (no ROCm needed): code nobody here wrote, for the
simulator's differential tests (``test_calls``, ``test_flat_apertures``, ``irfuzz``)."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=None)
def llvm_asm(ir: str, arch: str) -> str:
    """Assembly text LLVM's AMDGPU backend prints for module ``ir`` on ``arch`` (gfx942 / gfx950)."""
    from triton._C.libtriton import llvm
    llvm.init_targets()
    return llvm.translate_to_asm(ir, "amdgcn-amd-amdhsa", arch, "", [], False, False, False)
