"""torch_cdna.asm: the JIT assembly DSL, its compiler, the toolchain, the code-object cache and launching.

Public entry points:
- ``jit(**options)``: decorator turning ``def kernel(J, N, out: "int*")`` into a launchable kernel.
- ``module(path)``: launch a hand-written ``.s`` / ``.co`` / ``.cpp`` kernel.
- ``find_toolchain(arch)``, ``CodeObjectCache``, ``cache_key``, ``CompileOptions``, ``AsmKernel``,
  ``CompiledKernel``.

Example:
    >>> import torch_cdna
    >>> @torch_cdna.asm.jit()
    ... def kernel(J, N, out: "int*"):
    ...     ...
    >>> [p.name for p in kernel.params]
    ['N', 'out']

Importing this package loads neither Triton nor hip-python.
"""

from .cache import CodeObjectCache, cache_key
from .jit import CompiledKernel, JitFunction, jit
from .kernel import AsmKernel, CompileOptions
from .module import SourceModule, module
from .toolchain import Toolchain, find_toolchain

__all__ = ["jit", "module", "JitFunction", "CompiledKernel", "SourceModule", "AsmKernel", "CompileOptions",
           "Toolchain", "find_toolchain", "CodeObjectCache", "cache_key"]
