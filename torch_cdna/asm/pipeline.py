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
"""

from __future__ import annotations

import inspect
import os
import sys
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
    names = list(inspect.signature(fn).parameters)[1:]
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
                   options: CompileOptions) -> AsmKernel:
    """Trace ``fn(J, ...)``, optimise, allocate registers and emit a standalone assembly file."""
    func = trace(fn, name=name, params=params, constants=constants, arch=arch)
    stages = {"trace": func.dump()}
    table = _pass_table()
    for pname in PASS_NAMES:
        if options.enabled(pname) and pname in table:
            table[pname](func)
            stages[pname] = func.dump()
    alloc = regalloc.allocate(func, options)
    for block in func.blocks:  # drop self-moves before the hazard pass counts them as wait states
        block.instrs = [ins for ins in block.instrs if not _emit.is_self_move(ins, alloc)]
    if func.reg_groups:  # batch_kernarg_loads grouped arguments: now one wide load per aligned run
        from .passes import kernarg_batch
        kernarg_batch.merge(func, alloc)
    if options.hazards:
        from .passes import hazards
        hazards.run(func, alloc)
    kernarg_size = max((a.offset + a.size for a in params), default=0)
    asm, res = _emit.emit(func, alloc, params, kernarg_size, options.max_workgroup_size)
    stages["regalloc"] = "\n".join(f"{r!r}: {alloc.phys.get(r.id)} {alloc.intervals.get(r.id)}"
                                   for r in func.vregs if r.id in alloc.phys)
    stages["asm"] = asm
    _dump(stages, name)
    return AsmKernel(name=name, arch=arch, asm=asm, kernargs=list(params), kernarg_size=kernarg_size,
                     sgprs=res.sgprs, vgprs=res.total_vgprs, agprs=res.agprs, lds_bytes=res.lds_bytes,
                     occupancy=res.occupancy, stages=stages)
