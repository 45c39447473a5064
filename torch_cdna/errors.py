"""The error hierarchy of torch_cdna: every failure a user can cause has a class and a message that names
the bad value, what is allowed, and where (Python file:line for DSL code, pc/wave/lane for the simulator)."""

from __future__ import annotations

import copy


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


class SimulatorError(CdnaError):
    """Base class of the errors the simulator (``torch_cdna.sim``) raises: a refused program or launch, or a
    fault while running one."""


class InvalidKernel(SimulatorError, ValueError):
    """The assembly or its kernel descriptor is malformed, incomplete (a truncated file) or beyond what the
    hardware allows (register numbers and counts, user SGPRs, LDS); refused before anything runs. The message
    names the directive or the line."""


class LaunchError(SimulatorError, ValueError):
    """A launch's configuration (grid, block, dynamic LDS, memory the simulation would need) is beyond what
    the hardware or the simulator allows; refused before anything runs. The message names the argument."""


_FAULT_FIELDS = ("kernel", "pc", "line", "workgroup", "wave", "lane", "address", "source")


class SimFault(SimulatorError):
    """The simulated kernel did something the hardware would fault on or that a sanitizer forbids.

    Carries ``kernel``, ``pc`` (instruction index), ``line`` (assembly text), ``workgroup`` (x, y, z),
    ``wave`` (global wave index), ``lane``, ``address`` and ``source`` (the DSL's ``file.py:line``) where known.
    """

    def __init__(self, message: str, *, kernel: str | None = None, pc: int | None = None,
                 line: str | None = None, wave: int | None = None, lane: int | None = None,
                 address: int | None = None, source: str | None = None,
                 workgroup: tuple[int, int, int] | None = None) -> None:
        self.message = message
        self.kernel, self.pc, self.line, self.wave, self.lane, self.address, self.source = (
            kernel, pc, line, wave, lane, address, source)
        self.workgroup = workgroup
        super().__init__(self._text())

    def _text(self) -> str:
        where = []
        if self.kernel is not None:
            where.append(f"kernel {self.kernel}")
        if self.pc is not None:
            where.append(f"instruction #{self.pc}")
        if self.workgroup is not None:
            where.append("workgroup (" + ", ".join(str(int(g)) for g in self.workgroup) + ")")
        if self.wave is not None:
            where.append(f"wave {self.wave}")
        if self.lane is not None:
            where.append(f"lane {self.lane}")
        if self.address is not None:
            where.append(f"address {self.address:#x}")
        text = self.message
        if where:
            text += " (" + ", ".join(where) + ")"
        if self.line:
            text += f"\n    {self.line.strip()}"
        if self.source:
            text += f"\n    from {self.source}"
        return text

    def with_context(self, **fields: object) -> "SimFault":
        """A copy of this fault (same class, message and traceback) with the location ``fields`` it lacked
        filled in; the fields it already has are kept."""
        new = copy.copy(self)
        for name in _FAULT_FIELDS:
            if getattr(new, name, None) is None and fields.get(name) is not None:
                setattr(new, name, fields[name])
        new.args = (new._text(),)
        return new


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


class RowTooLong(ValueError):
    """A row longer than a row kernel holds (``ops/kernels/rowops.plan``); the op layer turns it into
    ``MissingKernel`` (``ops/_row_limits``)."""


class MissingKernel(CdnaError, NotImplementedError):
    """A ``cdna::`` op has no kernel for these inputs (op, dtype, arch); the message names the
    ``TORCH_CDNA_OPS_IMPL=reference`` switch that runs the pure-PyTorch reference instead."""
