"""``python -m torch_cdna asm OP --timing mi300x``: run a cdna op's kernels on the simulator with the timing model
and print, per kernel, the prediction and its listing with the cycles waves waited at each instruction.

Example:
    $ python -m torch_cdna asm rmsnorm --timing mi300x --shape 304x4096
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator

import torch

from . import _config


@contextlib.contextmanager
def _recording() -> Iterator[list]:
    """Run every simulator launch and keep ``(compiled kernel, stats)``."""
    from . import sim
    seen: list = []
    real = sim.launch

    def launch(code: Any, *args: Any, **kwargs: Any) -> Any:
        stats = real(code, *args, **kwargs)
        seen.append((code, stats))
        return stats

    sim.launch = launch
    try:
        yield seen
    finally:
        sim.launch = real


def timed_op(op: str, gpu: str, dtype: torch.dtype, shape: tuple, examples: dict) -> list:
    """``[(CompiledKernel, LaunchStats with .timing)]`` of ``cdna::<op>`` on example inputs, every workgroup
    simulated and timed on ``gpu``."""
    import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
    from .isa.targets import target
    default, make, kwargs = examples[op]
    args = make(shape or default, dtype)
    with _config.override(arch=target(gpu).arch, ops_impl="kernel", sim_timing=gpu), _recording() as seen:
        getattr(torch.ops.cdna, op).default(*args, **kwargs)
    return seen


def annotated_listing(code: Any, report: Any, min_share: float = 0.005) -> str:
    """The kernel's instructions, each followed by the wave-cycles waves waited there and the main cause when
    that is at least ``min_share`` of all waiting."""
    from .sim.executor import load_program
    prog = load_program(code)
    per = report.per_instruction
    total = sum(sum(c.values()) for c in per.values()) or 1.0
    width = max((len(ins.text) for ins in prog.instrs), default=0)
    lines = []
    for ins in prog.instrs:
        causes = per.get(ins.index, {})
        waited = sum(causes.values())
        note = ""
        if waited >= min_share * total:
            cause = max(causes, key=causes.get)
            note = f"  ; waits {waited:,.0f} wave-cycles ({waited / total:.0%} of all), mostly {cause}"
        lines.append(f"  {ins.text:<{width}}{note}".rstrip())
    return "\n".join(lines)


def print_timed(op: str, ns: Any, shape: tuple, examples: dict, header: Any) -> int:
    """Print every kernel ``op`` launches with its prediction on ``ns.timing`` (``asm OP --timing``)."""
    runs = timed_op(op, ns.timing, getattr(torch, ns.dtype), shape, examples)
    if not runs:
        print(f"asm: cdna::{op} launched no kernel for shape {shape} (nothing to time)")
        return 1
    print(f"; cdna::{op} on {ns.dtype} {list(shape)}, predicted on {ns.timing}: {len(runs)} launch(es)\n")
    for ck, stats in runs:
        print(header(ck, f"cdna::{op}"))
        print("; " + stats.timing.summary())
        if not ns.summary:
            print(annotated_listing(ck, stats.timing))
        print()
    return 0


__all__ = ["annotated_listing", "print_timed", "timed_op"]
