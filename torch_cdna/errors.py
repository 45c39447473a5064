"""The error hierarchy of torch_cdna: every failure a user can cause has a class and a message that names
the bad value, what is allowed, and where (Python file:line for DSL code, pc/wave/lane for the simulator)."""

from __future__ import annotations


class CdnaError(Exception):
    """Base class of all torch_cdna errors."""


class CompileError(CdnaError):
    """A DSL kernel could not be compiled; the message quotes the user's source line with a caret."""


class RegisterAllocationError(CompileError):
    """The kernel needs more registers than the hardware has (torch_cdna never spills)."""


class AssemblerError(CompileError):
    """LLVM rejected (or warned about) the generated assembly; the message quotes the diagnostics."""


class ToolchainError(CdnaError):
    """No usable LLVM/ROCm toolchain was found, or a required tool (e.g. hipcc) is missing."""


class UnsupportedInstruction(CdnaError):
    """An instruction, operand form or modifier is not in the ISA table or not implemented by the simulator."""


class SimFault(CdnaError):
    """The simulated kernel did something the hardware would fault on or that a sanitizer forbids.

    Carries ``kernel``, ``pc`` (instruction index), ``line`` (assembly text), ``wave``, ``lane`` and
    ``address`` where known.
    """

    def __init__(self, message: str, *, kernel: str | None = None, pc: int | None = None,
                 line: str | None = None, wave: int | None = None, lane: int | None = None,
                 address: int | None = None, source: str | None = None) -> None:
        self.kernel, self.pc, self.line, self.wave, self.lane, self.address, self.source = (
            kernel, pc, line, wave, lane, address, source)
        where = []
        if kernel is not None:
            where.append(f"kernel {kernel}")
        if pc is not None:
            where.append(f"instruction #{pc}")
        if wave is not None:
            where.append(f"wave {wave}")
        if lane is not None:
            where.append(f"lane {lane}")
        if address is not None:
            where.append(f"address {address:#x}")
        text = message
        if where:
            text += " (" + ", ".join(where) + ")"
        if line:
            text += f"\n    {line.strip()}"
        if source:
            text += f"\n    from {source}"
        super().__init__(text)


class SanitizerError(SimFault):
    """A simulator sanitizer (waitcnt, hazard, uninitialised read, LDS race) found a violation in strict mode."""


class SimLimitExceeded(SimFault):
    """A simulator launch ran past one of its bounds (``sim/limits.py``): the kernel seems not to terminate.
    The message names the bound, how to raise it, and where the unfinished waves were."""


class StepLimitExceeded(SimLimitExceeded):
    """More steps than the launch's ``max_steps`` (a step: one instruction issued for the waves at one pc)."""


class TimeLimitExceeded(SimLimitExceeded):
    """The launch ran longer than its wall-clock bound (``sim_time_limit`` / ``time_limit``, in seconds)."""


class HipError(CdnaError):
    """A HIP runtime call returned an error code (or HIP is not available when it was required)."""


class MissingKernel(CdnaError, NotImplementedError):
    """A ``cdna::`` op has no kernel for these inputs (op, dtype, arch); the message names the
    ``TORCH_CDNA_OPS_IMPL=reference`` switch that runs the pure-PyTorch reference instead."""
