"""The compiler run from several threads at once (``ops/variants.precompile`` compiles in a thread pool) gives the
same assembly as one compile at a time: no pass, table or cache shares per-compile scratch state across threads.

Python switches threads every few milliseconds, so concurrent compiles of different kernels interleave inside
the trace, the passes, the allocator, the hazard pass and emission; a shared scratch list, a cache filled from
half-built state or a module-level "current kernel" would show as different text.
"""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import torch

from torch_cdna.asm.pipeline import compile_to_asm

from . import kernels as K

ARCHS = ("gfx942", "gfx950")


def _op_jobs() -> list[Callable[[str], str]]:
    from benchmarks.compile_latency import launched_constants  # the kernel a launcher runs, recorded
    from torch_cdna.ops.kernels import norms
    bf16 = torch.bfloat16
    jobs = []
    for d in (1024, 4096):
        x, w = torch.empty(8, d, dtype=bf16), torch.empty(d, dtype=bf16)
        kernel, consts = launched_constants(lambda: norms.launch_rmsnorm(x, w, 1e-6, torch.empty_like(x)))
        names = [kernel.params[i].name for i in kernel._const]
        jobs.append(lambda arch, k=kernel, c=dict(zip(names, consts)): compile_to_asm(
            k.fn, name=k.fn.__name__, params=list(k._kernargs), constants=c, arch=arch, options=k.options,
            keep_stages=False).asm)
    return jobs


def _dsl_jobs() -> list[Callable[[str], str]]:
    from torch_cdna.asm.kernel import CompileOptions
    from torch_cdna.runtime.kernargs import layout, parse_hip_type
    jobs = []
    for fn, consts in ((K.nested_loops, {}), (K.lane_branches, {}), (K.lane_loops, {}), (K.lds_shuffle, {}),
                       (K.even_sum, {"N": 9})):
        hints = {n: t for n, t in fn.__annotations__.items() if isinstance(t, str)}
        params, _ = layout([(n, parse_hip_type(t)) for n, t in hints.items()])
        jobs.append(lambda arch, fn=fn, params=params, consts=consts: compile_to_asm(
            fn, name=fn.__name__, params=params, constants=consts, arch=arch, options=CompileOptions(),
            keep_stages=False).asm)
    return jobs


def test_threads_compile_what_one_thread_compiles():
    jobs = [(job, arch) for job in _dsl_jobs() + _op_jobs() for arch in ARCHS]
    expected = [job(arch) for job, arch in jobs]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # switch threads often: interleave the compiles inside every stage
    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            got = list(pool.map(lambda ja: ja[0](ja[1]), jobs * 2))
    finally:
        sys.setswitchinterval(old)
    bad = [i % len(jobs) for i, text in enumerate(got) if text != expected[i % len(jobs)]]
    assert not bad, f"{len(bad)} of {len(got)} concurrent compiles differ from the sequential ones: {sorted(set(bad))}"
    assert len({*expected}) == len(expected)  # the jobs are distinct kernels: a mix-up would show
