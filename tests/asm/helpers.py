"""Shared helpers of the asm tests: compile a DSL function, assemble it, run it on the simulator."""

from __future__ import annotations

from typing import Any, Callable

from torch_cdna.asm.kernel import AsmKernel, CompileOptions
from torch_cdna.asm.pipeline import compile_to_asm
from torch_cdna.runtime.kernargs import layout, parse_hip_type

ARCHS = ("gfx942", "gfx950")


def build(fn: Callable, arch: str = "gfx942", options: CompileOptions | None = None, name: str = "k",
          **constants: Any) -> AsmKernel:
    """Compile ``fn``: string-annotated parameters are runtime args, keyword arguments are constants."""
    params = [(p, parse_hip_type(ann)) for p, ann in fn.__annotations__.items() if isinstance(ann, str)]
    args, _ = layout(params)
    return compile_to_asm(fn, name=name, params=args, constants=constants, arch=arch,
                          options=options or CompileOptions())


def assemble(kernel: AsmKernel) -> bytes:
    """Assemble and link; any LLVM diagnostic (warnings too) raises AssemblerError."""
    from torch_cdna.asm.toolchain import find_toolchain
    return find_toolchain(kernel.arch).assemble(kernel.asm, kernel.arch)


def run(kernel: AsmKernel, args: list, grid=(1,), block=(64,)):
    from torch_cdna import sim
    return sim.launch(kernel, kernel.name, grid=grid, block=block, args=args, strict=True)
