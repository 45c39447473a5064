"""The one ordered compiler pipeline: trace -> passes -> register allocation -> hazards -> emission.

Example:
    >>> from torch_cdna.runtime.kernargs import layout, parse_hip_type
    >>> def kernel(J, N, s_pout: "int*"):
    ...     s_i = J.gpr("si32", 0)
    ...     with J.While(s_i[0] < N):
    ...         s_i[0] = s_i[0] + 1
    ...     J.s_store_dword(s_i, s_pout, 0, mod="glc")
    >>> args, _ = layout([("s_pout", parse_hip_type("int*"))])
    >>> k = compile_to_asm(kernel, name="k", params=args, constants={"N": 4}, arch="gfx942",
    ...                    options=CompileOptions())
    >>> k.sgprs >= 3, "s_store_dword" in k.asm
    (True, True)
    >>> seconds = {}   # per-stage times, e.g. for benchmarks/compile_latency.py
    >>> _ = compile_to_asm(kernel, name="k", params=args, constants={"N": 4}, arch="gfx942",
    ...                    options=CompileOptions(), timings=seconds)
    >>> {"trace", "cse", "regalloc", "hazards", "emit", "dump"} <= set(seconds)
    True
"""

from __future__ import annotations

import gc
import inspect
import os
import sys
import time
import weakref
from typing import Any, Callable

from .. import _config
from ..isa.records import ARCHS
from ..runtime.kernargs import KernArg
from . import emit as _emit
from . import regalloc
from .dsl import JIT
from .ir import Function
from .kernel import PASS_NAMES, AsmKernel, CompileOptions
from .srcloc import compile_error, def_loc


def _pass_table() -> dict[str, Callable[[Function], Any]]:
    from . import passes
    return passes.REGISTRY


def trace(fn: Callable, *, name: str, params: list[KernArg], constants: dict[str, object], arch: str) -> Function:
    """Run the user's function with a fresh ``J`` and return the recorded IR."""
    if arch not in ARCHS:
        raise compile_error(f"unsupported arch {arch!r}; supported: {', '.join(ARCHS)}", None)
    J = JIT(name, arch)
    J.kernel_loc = def_loc(fn)
    views = J.load_kernargs(params)
    names = _param_names(fn)
    kwargs: dict[str, Any] = {}
    for pname in names:
        if pname in views:
            kwargs[pname] = views[pname]
        elif pname in constants:
            kwargs[pname] = constants[pname]
        else:
            raise TypeError(f"kernel {name}: parameter {pname!r} is neither a runtime argument "
                            f"({', '.join(views) or 'none'}) nor a compile-time constant "
                            f"({', '.join(constants) or 'none'})")
    fn(J, **kwargs)
    return J.finish()


_PARAMS: "weakref.WeakKeyDictionary[Any, list[str]]" = weakref.WeakKeyDictionary()  # kernel fn -> its names


def _param_names(fn: Callable) -> list[str]:
    """The parameter names of kernel ``fn`` after ``J``; inspect.signature (tens of microseconds) runs once
    per function, not per trace."""
    try:
        names = _PARAMS.get(fn)
    except TypeError:  # not weakly referenceable: ask every time
        return list(inspect.signature(fn).parameters)[1:]
    if names is None:
        names = _PARAMS[fn] = list(inspect.signature(fn).parameters)[1:]
    return names


def _dump(stages: dict[str, str], name: str) -> None:
    wanted = {s.strip() for s in str(_config.get("dump")).split(",") if s.strip()}
    if not wanted:
        return
    folder = _config.get("dump_dir")
    for stage, text in stages.items():
        if "all" in wanted or stage in wanted:
            if folder:
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, f"{name}.{stage}.txt"), "w") as f:
                    f.write(text)
            else:
                sys.stderr.write(f"=== torch_cdna {name}: {stage} ===\n{text}\n")


def compile_to_asm(fn: Callable, *, name: str, params: list[KernArg], constants: dict[str, object], arch: str,
                   options: CompileOptions, timings: dict[str, float] | None = None,
                   keep_stages: bool = True) -> AsmKernel:
    """Trace ``fn(J, ...)``, optimise, allocate registers and emit a standalone assembly file.

    ``keep_stages=False`` skips printing every intermediate stage (a tenth of the pipeline's time): the kernel's
    ``stages`` then hold only ``asm`` (unless ``TORCH_CDNA_DUMP`` asks for stages, which keeps them all). The
    JIT compiles that way and prints the stages again only when they are read.

    ``timings``, when given, receives the seconds (``time.perf_counter``) each stage took: ``trace``, one entry
    per pass that ran (``PASS_NAMES``), ``regalloc``, ``kernarg_merge``, ``hazards``, ``emit`` and ``dump``
    (the text of every stage kept in ``AsmKernel.stages``), in pipeline order; their sum is the pipeline's
    time less a few microseconds.
    """
    paused = gc.isenabled()
    if paused:  # the IR is thousands of long-lived small objects: collecting them repeatedly mid-compile
        gc.disable()  # only re-traverses survivors (about a tenth of the pipeline's time)
    try:
        keep = keep_stages or bool(str(_config.get("dump")).strip())
        return _compile(fn, name, params, constants, arch, options, _Clock(timings), keep)
    finally:
        if paused:
            gc.enable()


def _compile(fn: Callable, name: str, params: list[KernArg], constants: dict[str, object], arch: str,
             options: CompileOptions, clock: "_Clock", keep_stages: bool = True) -> AsmKernel:
    func = trace(fn, name=name, params=params, constants=constants, arch=arch)
    clock.lap("trace")
    stages = {"trace": func.dump()} if keep_stages else {}
    clock.lap("dump")
    table = _pass_table()
    for pname in PASS_NAMES:
        if options.enabled(pname) and pname in table:
            table[pname](func)
            clock.lap(pname)
            if keep_stages:
                stages[pname] = func.dump()
            clock.lap("dump")
    alloc = regalloc.allocate(func, options)
    _emit.drop_self_moves(func, alloc)  # before the hazard pass counts them as wait states
    clock.lap("regalloc")
    if func.reg_groups:  # batch_kernarg_loads grouped arguments: now one wide load per aligned run
        from .passes import kernarg_batch
        kernarg_batch.merge(func, alloc)
        clock.lap("kernarg_merge")
    if options.hazards:
        from .passes import hazards
        hazards.run(func, alloc)
        clock.lap("hazards")
    kernarg_size = max((a.offset + a.size for a in params), default=0)
    asm, res = _emit.emit(func, alloc, params, kernarg_size, options.max_workgroup_size)
    clock.lap("emit")
    if keep_stages:
        stages["regalloc"] = "\n".join(f"{r!r}: {alloc.phys.get(r.id)} {alloc.intervals.get(r.id)}"
                                       for r in func.vregs if r.id in alloc.phys)
    stages["asm"] = asm
    _dump(stages, name)
    clock.lap("dump")
    return AsmKernel(name=name, arch=arch, asm=asm, kernargs=list(params), kernarg_size=kernarg_size,
                     sgprs=res.sgprs, vgprs=res.total_vgprs, agprs=res.agprs, lds_bytes=res.lds_bytes,
                     occupancy=res.occupancy, stages=stages)


class _Clock:
    """Adds the time since the previous lap to ``timings[stage]``; does nothing without a dict."""

    __slots__ = ("timings", "last")

    def __init__(self, timings: dict[str, float] | None) -> None:
        self.timings = timings
        self.last = time.perf_counter()

    def lap(self, stage: str) -> None:
        if self.timings is not None:
            now = time.perf_counter()
            self.timings[stage] = self.timings.get(stage, 0.0) + now - self.last
            self.last = now
