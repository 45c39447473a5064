"""``s_barrier`` for a batch of waves, one implementation for the executor's scheduler (``executor._schedule``)
and the one-wave fast path (``fastpath.run_single_wave``).

``s_barrier`` sets its waves' ``WaveBatch.waiting`` flag (semantics/sopp.py); a wave that waits is not
scheduled. A workgroup has arrived when each of its waves waits or has ended (``s_endpgm``): then its waves are
released together, and the LDS race detector (``sim/lds_race.py``, if the LDS semantics created one) learns
that the group passed a barrier. When no wave of a batch can run and some have not ended, either a group has
arrived or the launch is deadlocked.

Example:
    >>> from torch_cdna.sim.state import WaveBatch
    >>> b = WaveBatch(4, 1, 0, 0, 2, "gfx942")          # 2 workgroups of 2 waves
    >>> b.waiting[:] = [True, True, True, False]       # group 1's second wave still runs
    >>> release_arrived(b, num_groups=2, wpg=2), b.waiting.tolist()
    (True, [False, False, True, False])
    >>> b.waiting[3] = True; b.done[2] = True
    >>> release_stalled(b, 2, 2, "k"); b.waiting.tolist()
    [False, False, False, False]
"""

from __future__ import annotations

import numpy as np

from ..errors import SimFault
from .state import WaveBatch
from .wave_order import sync_released


def arrived_groups(b: WaveBatch, num_groups: int, wpg: int) -> np.ndarray:
    """(num_groups,) bool: every wave of the group waits at s_barrier or has ended."""
    return (b.done | b.waiting).reshape(num_groups, wpg).all(axis=1)


def release(b: WaveBatch, arrived: np.ndarray, wpg: int) -> None:
    """Release the waves of the workgroups ``arrived`` (bool per group) from s_barrier; tell the LDS race
    detector that the groups with a waiting wave passed a barrier, and continue their waves from the issue turn of
    the group's last arrival (``sim/wave_order.py``)."""
    released = arrived & b.waiting.reshape(-1, wpg).any(axis=1)
    b.waiting &= ~np.repeat(arrived, wpg)
    if wpg > 1 and released.any():
        sync_released(b, released, wpg)
    if b.lds_race is not None and released.any():
        b.lds_race.on_barrier(np.flatnonzero(released))


def release_arrived(b: WaveBatch, num_groups: int, wpg: int) -> bool:
    """After a step in which some wave waits (the caller tests ``b.waiting.any()``, its hot path): release
    the groups that have arrived. Whether any had."""
    arrived = arrived_groups(b, num_groups, wpg)
    if arrived.any():
        release(b, arrived, wpg)
        return True
    return False


def release_stalled(b: WaveBatch, num_groups: int, wpg: int, kernel: str) -> None:
    """No wave can run and some have not ended: release the groups that arrived, or raise the deadlock."""
    if not release_arrived(b, num_groups, wpg):
        raise SimFault("barrier deadlock: waves wait at s_barrier that the rest of their workgroup never "
                       "reaches", kernel=kernel)


__all__ = ["arrived_groups", "release", "release_arrived", "release_stalled"]
