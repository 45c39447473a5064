"""The K loop of the GEMM-family main loops (``gemm.mainloop``, ``gemm16.mainloop16``, ``scaled_mm``'s and the
fp8 MoE's block loops): two LDS stages ``stage`` bytes apart, filled by tile stagers (``load(resource, krem)``
into registers, ``write(offset)`` from them into LDS).

While the waves multiply one stage's tiles, the next K step's tiles load into registers (``prefetch``); at the
step's end they go to the other stage and the waves meet (``hand_over``). ``k_steps`` unrolls the loop by two,
so that each step's stage is a compile-time constant. A main loop reads, in order::

    stager.load(resource, krem) ...      # the first step's tiles
    nk, j = step_count(J, k, cfg.bk), J.gpr("si32", 0)
    first_stage(J, stagers)

    def step(st):
        prefetch(J, j, nk, krem, cfg.bk, moves)
        ...                              # multiply stage st's tiles
        hand_over(J, j, nk, stagers, cfg.stage, st)

    k_steps(J, j, nk, step)
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from .attn_kit import advance, log2_ceil


def step_count(J: Any, k: Any, bk: int) -> Any:
    """The number of K steps of ``bk`` values over ``k`` (rounded up), an SGPR."""
    return J.gpr("si32", (k + (bk - 1)) >> log2_ceil(bk))


def first_stage(J: Any, stagers: Sequence[Any]) -> None:
    """The first step's tiles (loaded by the caller) into stage 0, visible to every wave."""
    J.s_waitcnt(vmcnt=0)
    for stager in stagers:
        stager.write(0)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()


def prefetch(J: Any, j: Any, nk: Any, krem: Any, bk: int, moves: Sequence[tuple[Any, Any, Any]]) -> None:
    """Unless step ``j`` is the last: each ``(stager, resource, step)``'s resource moves ``step`` bytes on, the
    remaining K shrinks by ``bk`` and the stagers load the next step's tiles into registers."""
    with J.If(j[0] + 1 < nk):
        for _, resource, step in moves:
            advance(J, resource, step)
        krem[0] = krem - bk
        for stager, resource, _ in moves:
            stager.load(resource, krem)


def hand_over(J: Any, j: Any, nk: Any, stagers: Sequence[Any], stage: int, st: int, wait_loads: bool = True
              ) -> None:
    """The end of step ``j`` (its tiles in stage ``st``): unless it was the last, the next step's tiles go to the
    other stage, after their loads land when ``wait_loads`` (False where the step has waited for them already);
    then every wave meets and ``j`` advances."""
    with J.If(j[0] + 1 < nk):
        if wait_loads:
            J.s_waitcnt(vmcnt=0)
        for stager in stagers:
            stager.write(stage - st * stage)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()
    j[0] = j + 1


def k_steps(J: Any, j: Any, nk: Any, step: Callable[[int], None]) -> None:
    """``step(0)``, ``step(1)``, ``step(0)``, ... while ``j < nk`` (each step advances ``j``: ``hand_over``)."""
    with J.While(j[0] < nk):
        step(0)
        with J.If(j[0] < nk):
            step(1)
