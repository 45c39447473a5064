"""The bounds of one simulator launch: a step count (``max_steps``) and a wall-clock time limit
(``time_limit``, default ``_config sim_time_limit``), so that a kernel that never ends stops with an error
instead of hanging the process.

The executors check the clock only every so many steps (an integer comparison on their hot path, the one the
step limit already needs); a launch therefore stops a few milliseconds after its deadline. Exceeding a bound
raises ``TimeLimitExceeded`` / ``StepLimitExceeded`` (``SimLimitExceeded``, a ``SimFault``), naming the bound,
how to raise it, and where the unfinished waves were.

Example:
    >>> limits = RunLimits("k", max_steps=1000, time_limit=0.0)   # 0: no time limit
    >>> limits.deadline
    inf
    >>> limits.next_check(10, interval=64), limits.next_check(990, interval=64)
    (74, 1000)
"""

from __future__ import annotations

import math
import operator
import time
from collections import Counter
from typing import Any, Sequence

from .. import _config
from ..errors import StepLimitExceeded, TimeLimitExceeded

# How to raise the time bound, for the error message (every place a user can set it).
_RAISE_TIME = ("raise it (0 turns it off) per launch with sim.launch(..., time_limit=S) or a @jit kernel's launch "
               "keyword kernel(grid, block, ..., sim_time_limit=S); for ops and every launch with "
               "torch_cdna.set_config(sim_time_limit=S), _config.override(sim_time_limit=S) or the environment "
               "variable TORCH_CDNA_SIM_TIME_LIMIT=S; on the command line with python -m torch_cdna.sim --time-limit S")
_RAISE_STEPS = "raise it with sim.launch(..., max_steps=N) or python -m torch_cdna.sim --max-steps N"
_WAVES_LISTED = 4  # distinct positions named in a time-limit error


def check_time_limit(value: Any, what: str = "time_limit") -> float:
    """``value`` as seconds (a real number >= 0; 0 means no limit), else ``ValueError`` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
        raise ValueError(f"{what} must be a number of seconds >= 0 (0: no limit), got {value!r}")
    return float(value)


def check_max_steps(value: Any) -> int:
    """``value`` as a step count (an integer >= 1), else ``ValueError`` naming ``max_steps``."""
    try:
        steps = operator.index(value)
    except TypeError:
        steps = 0
    if isinstance(value, bool) or steps < 1:
        raise ValueError(f"max_steps must be an int >= 1, got {value!r}")
    return steps


class RunLimits:
    """The step and time bounds of one launch; the clock starts when it is created."""

    __slots__ = ("kernel", "max_steps", "time_limit", "deadline")

    def __init__(self, kernel: str, max_steps: int, time_limit: float | None = None) -> None:
        self.kernel = kernel
        self.max_steps = check_max_steps(max_steps)
        if time_limit is None:
            time_limit = check_time_limit(_config.get("sim_time_limit"), "sim_time_limit")
        self.time_limit = check_time_limit(time_limit)
        self.deadline = time.monotonic() + self.time_limit if self.time_limit > 0 else math.inf

    def next_check(self, steps: int, interval: int) -> int:
        """The step count after which to look again: ``interval`` steps on, never past the step limit (so the
        step error comes at exactly the step it always did)."""
        return min(self.max_steps, steps + interval)

    def expired(self) -> bool:
        return time.monotonic() > self.deadline

    def step_error(self, pc: int) -> StepLimitExceeded:
        return StepLimitExceeded(f"more than {self.max_steps} steps: the kernel seems not to terminate "
                                 f"(bound max_steps; {_RAISE_STEPS})", kernel=self.kernel, pc=pc)

    def time_error(self, instrs: Sequence[Any], pcs: Sequence[int], waves: Sequence[int]) -> TimeLimitExceeded:
        """The error for unfinished waves ``waves`` (global ids) at instruction indices ``pcs``."""
        where = Counter(pcs)
        listed = [f"{n} at #{pc} `{_text(instrs, pc)}`" for pc, n in where.most_common(_WAVES_LISTED)]
        if len(where) > _WAVES_LISTED:
            listed.append(f"{len(pcs) - sum(n for _, n in where.most_common(_WAVES_LISTED))} elsewhere")
        pc, wave = pcs[0], waves[0]
        ins = instrs[pc] if 0 <= pc < len(instrs) else None
        return TimeLimitExceeded(
            f"the launch ran for more than its time limit of {self.time_limit:g} s: the kernel seems not to "
            f"terminate (bound sim_time_limit; {_RAISE_TIME}). Unfinished waves: {', '.join(listed)}",
            kernel=self.kernel, pc=pc, wave=wave, line=ins.text if ins is not None else None,
            source=getattr(ins, "source", None))


def _text(instrs: Sequence[Any], pc: int) -> str:
    return instrs[pc].text.strip() if 0 <= pc < len(instrs) else "past the last instruction"


__all__ = ["RunLimits", "check_max_steps", "check_time_limit"]
