"""``Launch``: what every batch of waves of one simulator launch shares.

``sim.launch`` checks its arguments, lays out memory (kernarg segment, dispatch packet, code-object data) and
then runs the grid in batches of workgroups (``executor._run_batch``). Everything a batch needs besides its
own workgroups is fixed for the launch and travels in one frozen record; a second run of the same launch (the
timing model's replay with late loads, ``sim/timing/late.py``) is the same record with other observers
(``dataclasses.replace(launch, recorder=None, late=...)``).

Example:
    >>> import dataclasses
    >>> [f.name for f in dataclasses.fields(Launch)][:5]
    ['prog', 'memory', 'block', 'waves_per_group', 'num_vgprs']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # annotations only
    from .limits import RunLimits
    from .memory import GlobalMemory
    from .parse import Program


@dataclass(frozen=True)
class Launch:
    """The per-launch parameters of a batch of waves (see the module docstring)."""

    prog: Program  # the decoded kernel (executor.load_program)
    memory: GlobalMemory  # the launch's global memory: tensors, kernarg segment, dispatch packet, data
    block: tuple[int, int, int]  # workgroup size in work-items
    waves_per_group: int
    num_vgprs: int  # per wave, as the program uses them (executor._register_counts)
    num_agprs: int
    lds_bytes: int  # per workgroup: the descriptor's fixed size plus the dynamic ``shared_mem``
    kernarg: bytes  # the packed kernel arguments (preloaded into SGPRs where the descriptor asks)
    kernarg_addr: int  # where the kernarg segment and the dispatch packet lie in ``memory``
    dispatch_addr: int
    private_size: int  # scratch bytes per work-item
    strict: bool  # sanitizer strictness (``_config sim_strict``)
    hazards: str  # "error" or "warn" (sim/sanitizers.check_hazard_mode)
    limits: RunLimits  # step and wall-clock bounds
    recorder: Any = None  # timing mode: the sim/timing/trace.TraceRecorder told what each wave ran
    late: Any = None  # a replay with late loads: (TimingReport.arrivals, the Timed rows)


__all__ = ["Launch"]
