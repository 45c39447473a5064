"""The order in which the waves of one workgroup touch memory: by issue time, as on the hardware.

A CU runs a workgroup's waves at the same time (one per SIMD for up to four waves; each SIMD issues at most one
instruction per wave per turn, the rule ``timing/engine.py`` models), so where two waves access the same LDS
bytes with no ``s_barrier`` in between, the access issued first happens first. The scheduler
(``executor._schedule``) steps the waves at the lowest PC first, which keeps diverged waves converging, but on
its own it would let the waves of one copy of a code region run a whole barrier interval before the waves of
another copy start (AMD AITER's fused-MoE kernels give each wave pair its own copy and rely on the other
pair's LDS reads coming before their own rewrite of the buffer: ``docs/aiter.md``).

The rule: every wave counts the issue turns it has used (``WaveBatch.clock``). A wave whose next instruction
accesses memory another wave can see (LDS, LDS DMA, global/buffer/flat, scalar memory) does not run while a
runnable wave of its workgroup has used fewer turns; such accesses of a workgroup therefore happen in
issue-time order (ties: lowest PC first). Instructions that only touch the wave's own registers run in any
order (no other wave can observe them), so lowest-PC-first still merges diverged waves. Waves released from
``s_barrier`` all continue from the turn count of the group's last arrival (``sync_released``).

Turns: one per instruction, ``s_nop N`` N+1 (its wait states). Stalls are not modelled (an ``s_waitcnt`` for
a load, a busy MFMA pipe): two waves running the same code stay in step, which is what kernels relying on
this order need; waves whose code differs keep the order of their instruction counts, an approximation.
The whole-batch lockstep steps advance every wave alike, so they leave the clocks alone.

Example:
    >>> import numpy as np
    >>> from torch_cdna.sim.state import WaveBatch
    >>> b = WaveBatch(2, 1, 0, 0, 1, "gfx942")           # one workgroup of 2 waves
    >>> order = WaveOrder(turns=np.array([1, 1]), memory=np.array([False, True]), wpg=2)
    >>> b.pc[:] = [1, 0]; b.clock[:] = [5, 3]             # wave 0 at a memory instruction, ahead of wave 1
    >>> live = np.ones(2, bool)
    >>> p, sel = order.pick(b, live, live); p, sel.tolist()   # wave 1 runs first, although its PC is higher
    (0, [False, True])
"""

from __future__ import annotations

import numpy as np

from .state import WaveBatch

_NONE = np.iinfo(np.int64).max
# statistics classes (isa records' iclass) of instructions whose effect other waves can observe
MEMORY_CLASSES = frozenset({"lds", "vmem_load", "vmem_store", "smem"})


def program_turns(prog) -> tuple[np.ndarray, np.ndarray]:
    """(issue turns, touches shared memory) per instruction of ``prog``, with one extra entry (1, False) for
    a PC past the end (the executor faults there)."""
    n = len(prog.instrs)
    turns = np.ones(n + 1, dtype=np.int64)
    memory = np.zeros(n + 1, dtype=bool)
    for i, ins in enumerate(prog.instrs):
        memory[i] = getattr(ins, "klass", None) in MEMORY_CLASSES
        if ins.mnemonic == "s_nop" and ins.operands:
            turns[i] = min(int(ins.operands[0].value), 15) + 1  # s_nop N: N+1 wait states
    return turns, memory


class WaveOrder:
    """Issue-time order of memory accesses among the waves of each workgroup of a batch (module docstring)."""

    def __init__(self, turns: np.ndarray, memory: np.ndarray, wpg: int) -> None:
        self.turns, self.memory, self.wpg = turns, memory, wpg
        self.last = len(memory) - 1
        self.memory_list = memory.tolist()  # scalar lookups in the step loop

    def _ahead(self, b: WaveBatch, live: np.ndarray) -> np.ndarray:
        """(W,) bool: the wave has used more turns than some live (not ended, not waiting) wave of its group."""
        least = np.where(live, b.clock, _NONE).reshape(-1, self.wpg).min(axis=1)
        return b.clock > np.repeat(least, self.wpg)

    def pick(self, b: WaveBatch, runnable: np.ndarray, live: np.ndarray) -> tuple[int, np.ndarray] | None:
        """The PC to step next and the waves that step it, among ``runnable`` (a subset of ``live``, the waves
        neither ended nor waiting at a barrier); None when every runnable wave must wait for a wave outside
        ``runnable`` (the caller widens it)."""
        pcs = np.where(runnable, b.pc, _NONE)
        p = int(pcs.min())
        sel = pcs == p
        if self.wpg == 1 or not self.memory_list[min(p, self.last)]:
            return p, sel
        ahead = self._ahead(b, live)
        ok = sel & ~ahead
        if ok.any():
            return p, ok
        # every wave at p waits for a slower wave of its group: step the lowest PC the others may run
        eligible = runnable & ~(ahead & self.memory[np.minimum(b.pc, self.last)])
        if not eligible.any():
            return None
        pcs = np.where(eligible, b.pc, _NONE)
        p = int(pcs.min())
        return p, pcs == p

    def advance(self, b: WaveBatch, waves: np.ndarray, p: int) -> None:
        """The waves ``waves`` (indices) issued instruction ``p``."""
        b.clock[waves] += self.turns[min(p, self.last)]


def sync_released(b: WaveBatch, released: np.ndarray, wpg: int) -> None:
    """Waves of the groups ``released`` (bool per group) leave ``s_barrier`` together: each continues from the
    turn count of its group's last arrival."""
    clocks = b.clock.reshape(-1, wpg)
    clocks[released] = clocks[released].max(axis=1, keepdims=True)


__all__ = ["MEMORY_CLASSES", "WaveOrder", "program_turns", "sync_released"]
