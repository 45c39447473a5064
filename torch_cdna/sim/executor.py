"""Launch a kernel on the simulator: set up memory and the launch state the ``.amdhsa_kernel`` directives
describe, then step batches of waves until every wave has executed ``s_endpgm``.

Scheduling: all runnable waves of a batch whose PC is the lowest among them execute that instruction
together, vectorised over (waves x 64 lanes); waves that branch elsewhere wait their turn, and waves at
``s_barrier`` wait until every unfinished wave of their workgroup has arrived. The lowest-PC rule makes
diverged waves re-converge at joins, so batches stay wide on ordinary kernels. One exception keeps the
hardware's order where waves of a workgroup can observe each other: a wave whose next instruction accesses
memory waits while a wave of its workgroup has issued fewer instructions (``sim/wave_order.py``).
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import replace
from typing import Any, MutableMapping, Sequence

import numpy as np
import torch

from .. import _config, isa
from ..isa import targets
from . import timing as sim_timing
from .timing.late import LateLoads
from .timing.static import timed_program
from ..errors import LaunchError, SimFault, UnsupportedInstruction
from ..runtime import kernargs as kernargs_mod
from .hostcall import HostcallServer
from .barriers import release_arrived, release_stalled
from .wave_order import WaveOrder, program_turns
from .binary import binary_input, gc_paused, program_from_code_object
from .kernel_object import KernelSource, kernel_source
from .launch_context import Launch
from .launch_checks import (check_dims, check_grid, check_workgroup_fits_cu, check_workgroup_memory,
                            group_coords, lds_limit, wave_vgpr_allocation)
from .memory import GlobalMemory
from .operands import EXEC, Instr
from .parse import Program, parse_program
from .private import PrivateMemory
from .hazards import HazardChecker
from .limits import RunLimits
from .sanitizers import Sanitizer, check_hazard_mode
from .semantics import semantics_for
from .semantics.modes import apply_modes
from .semantics.vcommon import directed_round_modes
from .state import LANES, WaveBatch
from .stats import LaunchStats

_PROGRAM_CACHE: dict[tuple[str, str | None, str | None], Program] = {}
_STARVATION_STEPS = 512  # diverged steps between fairness turns for the most advanced waves
_FOCUS_STEPS = 256  # length of such a turn
_BATCH_BYTES = 8 << 20  # VGPR-file budget of one batch of waves (~1-3k waves: numpy temporaries stay cache-sized)
DEFAULT_STACK_SIZE = 1024  # bytes of private memory per work-item for a dynamic stack (see launch)
DEFAULT_MAX_STEPS = 50_000_000
# Steps between two looks at the clock (sim/limits.py). A step of this loop costs at least ~10 us (a numpy
# call per operand), a look ~0.1 us: checking every 64 steps costs nothing measurable and overshoots a
# deadline by well under a second even when a step drives thousands of waves.
_CLOCK_STEPS = 64

def _unsupported(message: str):
    def _raise(b, ins):
        raise UnsupportedInstruction(f"{message} (instruction #{ins.index}: `{ins.text}`)")
    return _raise


def _prepare(ins: Instr, arch: str) -> None:
    """Attach the ISA record, statistics class and semantic function (decoded once per program)."""
    try:
        rec = isa.lookup(ins.mnemonic, arch)
    except UnsupportedInstruction as exc:
        ins.fn, ins.klass = _unsupported(str(exc)), "other"
        return
    ins.record, ins.klass = rec, rec.iclass  # statistics class (sim.stats.CLASSES)
    # instructions after which waves may sit at different PCs (or wait), ending lockstep execution
    ins.extra["control"] = rec.control
    # instructions that read the PC register array (lockstep runs update it only for these)
    ins.extra["reads_pc"] = rec.reads_pc
    try:
        fn, allowed = semantics_for(rec.mnemonic)
    except UnsupportedInstruction as exc:
        ins.fn = _unsupported(str(exc))
        return
    unknown = set(ins.mods) - allowed
    if unknown:
        ins.fn = _unsupported(f"the simulator does not implement modifier(s) {sorted(unknown)} of {ins.mnemonic}")
        return
    ins.fn = fn


def load_program(code: str | Any, kernel: str | None = None, arch: str | None = None) -> Program:
    """Parse and decode (once; cached by content) a kernel from assembly text, an object with ``.asm`` text, a
    Triton ``CompiledKernel`` compiled for AMD (``kernel_object``), or a code object: ELF bytes or the path of a
    ``.co``/``.hsaco`` file (``sim/binary.py``)."""
    binary = binary_input(code)
    if binary is not None:
        key = (hashlib.sha1(binary).hexdigest(), kernel, arch)
        parse = lambda: program_from_code_object(binary, kernel, arch)  # noqa: E731
    else:
        source = kernel_source(code)
        text, kernel = source.text, kernel if kernel is not None else source.kernel
        key = (hashlib.sha1(text.encode()).hexdigest(), kernel, arch)
        parse = lambda: parse_program(text, kernel, arch)  # noqa: E731
    prog = _PROGRAM_CACHE.get(key)
    if prog is None:
        with gc_paused():
            prog = parse()
            for ins in prog.instrs:
                _prepare(ins, prog.arch)
            apply_modes(prog)  # VSKIP / VGPR indexing, in programs that set them (semantics/modes.py)
        _PROGRAM_CACHE[key] = prog
    return prog


def _dims(value: int | Sequence[int], what: str) -> tuple[int, int, int]:
    return check_dims(value, what)  # (sim/launch_checks.py: non-integers are refused, not truncated)


_HIDDEN = {
    "hidden_block_count_x": lambda g, b: g[0], "hidden_block_count_y": lambda g, b: g[1],
    "hidden_block_count_z": lambda g, b: g[2], "hidden_group_size_x": lambda g, b: b[0],
    "hidden_group_size_y": lambda g, b: b[1], "hidden_group_size_z": lambda g, b: b[2],
    "hidden_grid_dims": lambda g, b: 1 + (g[1] > 1 or b[1] > 1) + (g[2] > 1 or b[2] > 1),
}


# Hidden arguments that point at a runtime service's memory, which no simulated runtime provides: each gets an
# address of its own in a reserved window, so that a kernel using one faults naming the service. (The hostcall
# buffer, through which device printf works, is served: sim/hostcall.py.)
_SERVICES = {
    "hidden_printf_buffer": "the printf buffer: the simulator does not collect device printf output",
    "hidden_heap_v1": "the device heap (device malloc/free): not simulated",
    "hidden_default_queue": "the default device queue (device-side enqueue): not simulated",
    "hidden_completion_action": "the completion action (device-side enqueue): not simulated",
    "hidden_multigrid_sync_arg": "the multi-grid sync argument (cooperative multi-device launch): not simulated",
}
_SERVICE_BASE, _SERVICE_SPAN = 0xFE00_0000_0000, 1 << 32


def _service_address(kind: str, memory: GlobalMemory) -> int:
    base = _SERVICE_BASE + list(_SERVICES).index(kind) * _SERVICE_SPAN
    memory.reserve(base, _SERVICE_SPAN, f"{_SERVICES[kind]} (hidden argument {kind})")
    return base


def _kernarg_values(prog: Program, args: Sequence[Any], grid, block, memory: GlobalMemory) -> bytes:
    user = [a for a in prog.kernargs if not a.value_kind.startswith("hidden_")]
    if len(args) > len(user):
        raise TypeError(f"kernel {prog.name} takes {len(user)} arguments, got {len(args)}")
    values: list[Any] = []
    for i, arg in enumerate(prog.kernargs):
        if arg.value_kind == "hidden_hostcall_buffer" and memory.hostcall is not None:
            values.append(memory.hostcall.base)
            continue
        if arg.value_kind in _SERVICES:
            values.append(_service_address(arg.value_kind, memory))
            continue
        if arg.value_kind.startswith("hidden_"):
            values.append(_HIDDEN.get(arg.value_kind, lambda g, b: 0)(grid, block))
            continue
        pos = user.index(arg)
        if pos >= len(args):
            if arg.value_kind == "global_buffer":
                values.append(0)  # trailing pointers the caller did not pass (Triton's scratch buffers)
                continue
            raise TypeError(f"kernel {prog.name}: missing argument {pos} ({arg.name}, {arg.size}-byte value)")
        v = args[pos]
        if isinstance(v, torch.Tensor):
            memory.add_tensor(v, f"arg{pos}")
            v = v.data_ptr()
        elif isinstance(v, bool):
            v = int(v)
        values.append(v)
    return kernargs_mod.pack(prog.kernargs, values, prog.kernarg_size)


def _register_counts(prog: Program) -> tuple[int, int]:
    nv = max([r.index + r.count for ins in prog.instrs for r in ins.operands
              if getattr(r, "file", None) == "v"] + [prog.descriptor.get("next_free_vgpr", 1), 1])
    na = max([r.index + r.count for ins in prog.instrs for r in ins.operands
              if getattr(r, "file", None) == "a"] + [0])
    return nv, na


def _init_sgprs(b: WaveBatch, ctx: Launch, group_ids: np.ndarray, san: Sanitizer | None) -> None:
    d = ctx.prog.descriptor
    n = 0

    def put(value: int | np.ndarray, count: int) -> None:
        nonlocal n
        for i in range(count):
            word = (np.asarray(value, dtype=np.uint64) >> np.uint64(32 * i)) & np.uint64(0xFFFFFFFF)
            b.s[:, n + i] = word.astype(np.uint32)
        n += count

    if d.get("user_sgpr_private_segment_buffer"):
        put(0, 4)
    if d.get("user_sgpr_dispatch_ptr"):
        put(ctx.dispatch_addr, 2)
    if d.get("user_sgpr_queue_ptr"):
        put(0, 2)
    if d.get("user_sgpr_kernarg_segment_ptr"):
        put(ctx.kernarg_addr, 2)
    if d.get("user_sgpr_dispatch_id"):
        put(0, 2)
    if d.get("user_sgpr_flat_scratch_init"):
        put(0, 2)
    if d.get("user_sgpr_private_segment_size"):
        put(0, 1)
    preload = d.get("user_sgpr_kernarg_preload_length", 0)
    if preload:
        start = 4 * d.get("user_sgpr_kernarg_preload_offset", 0)
        words = np.frombuffer(ctx.kernarg.ljust(start + 4 * preload, b"\0")[start:start + 4 * preload],
                              dtype=np.uint32)
        b.s[:, n:n + preload] = words
        n += preload
    n = max(n, d.get("user_sgpr_count", n))
    for axis, name in enumerate(("x", "y", "z")):
        if d.get(f"system_sgpr_workgroup_id_{name}", 1 if name == "x" else 0):
            b.s[:, n] = group_ids[:, axis].astype(np.uint32)
            n += 1
    if d.get("system_sgpr_workgroup_info"):
        n += 1
    if d.get("enable_private_segment"):
        # private segment wavefront offset: the wave's byte offset in the scratch backing store. With the
        # architected flat scratch of gfx942/gfx950 the SPI also sets FLAT_SCRATCH and LLVM never reads this
        # SGPR; scratch_* instructions address the lane's private memory (b.private) directly.
        b.s[:, n] = b.private.wave_offsets(b.global_wave_id)
        n += 1
    if san is not None:
        san.mark_written(slice(None), "s", 0, n)
        san.mark_written(slice(None), "s", EXEC, 2)


def _init_wave_state(b: WaveBatch, prog: Program, block, waves_per_group: int, san: Sanitizer | None) -> None:
    threads = block[0] * block[1] * block[2]
    tid = np.arange(waves_per_group * LANES)
    x, y, z = tid % block[0], (tid // block[0]) % block[1], tid // (block[0] * block[1])
    mode = prog.descriptor.get("system_vgpr_workitem_id", 0)
    packed = x | ((y << 10) if mode >= 1 else 0) | ((z << 20) if mode >= 2 else 0)
    packed = np.where(tid < threads, packed, 0).astype(np.uint32).reshape(waves_per_group, LANES)
    valid = (tid < threads).reshape(waves_per_group, LANES)
    num_groups = len(b.pc) // waves_per_group
    b.v[0] = np.tile(packed, (num_groups, 1))
    weights = np.uint64(1) << np.arange(64, dtype=np.uint64)
    exec_bits = (valid.astype(np.uint64) * weights).sum(axis=1, dtype=np.uint64)
    exec_bits = np.tile(exec_bits, num_groups)
    b.s[:, EXEC] = (exec_bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    b.s[:, EXEC + 1] = (exec_bits >> np.uint64(32)).astype(np.uint32)
    if san is not None:
        san.mark_written(slice(None), "v", 0, 1)


def launch(code: str | Any, kernel: str | None = None, grid: int | Sequence[int] = (1,),
           block: int | Sequence[int] | None = None, args: Sequence[Any] = (), *, arch: str | None = None,
           strict: bool | None = None, max_steps: int = DEFAULT_MAX_STEPS, shared_mem: int | None = None,
           stack_size: int = DEFAULT_STACK_SIZE, module_data: MutableMapping[str, np.ndarray] | None = None,
           time_limit: float | None = None, hazards: str = "error", timing: Any = None,
           sample: str | None = None) -> LaunchStats:
    """Run ``kernel`` from assembly ``code`` on the simulator with CPU tensors/ints/floats as ``args``.

    ``code`` is assembly text, an object with ``.asm`` text (our compiled kernels), or a Triton
    ``CompiledKernel`` compiled for AMD, whose metadata supplies the defaults of ``kernel``, ``block``
    (``num_warps`` x 64) and ``shared_mem`` (``metadata.shared``); otherwise ``block`` defaults to 64 threads.

    ``shared_mem`` is the dynamic LDS size in bytes requested at launch (HIP's ``sharedMemBytes``; Triton
    kernels report it as ``metadata.shared``), added to the kernel's ``group_segment_fixed_size``.
    ``stack_size`` is the private memory per work-item, in bytes, of a kernel whose descriptor says
    ``.amdhsa_uses_dynamic_stack 1`` (recursion, indirect calls, dynamic allocas: LLVM's fixed private size
    does not bound its stack); the runtime's stack limit plays this part on hardware (``hipDeviceSetLimit``).
    Other kernels get exactly their ``private_segment_fixed_size``.

    Bounds: a batch of waves may run at most ``max_steps`` steps (``StepLimitExceeded``) and the launch at most
    ``time_limit`` seconds of wall-clock time (default ``_config sim_time_limit``, 300 s; 0: no limit;
    ``TimeLimitExceeded``, naming where the unfinished waves were), so a kernel that never ends stops.

    ``hazards="warn"``: wait-state hazards and reads of loads not yet waited for (``s_waitcnt``) are reported in
    ``stats.warnings`` (prefixed ``timing:``) instead of raising, and the launch runs on with the simulator's
    values (every result visible to the next instruction). Production code that relies on undocumented timing
    (AMD AITER's hand-scheduled kernels) runs that way; the warnings say where it departs from the documents.

    ``timing="mi300x"`` (or ``"mi325x"``, ``"mi350x"``, ``"mi355x"``; ``isa.targets.TARGETS``, or a ``Target`` of
    one's own, e.g. ``dataclasses.replace(target("mi300x"), hbm_achievable_tbs=6.0)``): also predict the
    launch's time on that GPU (``stats.timing``, a ``sim.timing.TimingReport``: microseconds, cycles, where they
    went). ``sample="full"`` (the default, or ``TORCH_CDNA_SIM_TIMING_SAMPLE``) simulates every workgroup;
    ``sample="auto"`` only those of one CU's queue needed to extrapolate, which is what makes full-size shapes
    affordable; a sampled launch computes no outputs (its arguments are restored afterwards: the workgroups it
    skipped would have left them half written, and state such as accumulators inconsistent). Without ``timing=``,
    ``TORCH_CDNA_SIM_TIMING`` (if set) names the GPU. The method and its validation against AMD's published
    numbers: ``docs/timing-model.md``.

    Each call loads ``code`` afresh, so its global variables (``.data``/``.bss``/``.rodata`` objects) start from
    their initial values; ``sim.Module`` keeps them across launches as a loaded HIP module does (it passes
    ``module_data``: object name -> uint8 array, read before and written back after the launch).

    Example:
        >>> import torch
        >>> from torch_cdna import sim
        >>> src = '''
        ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
        ... k:
        ...   s_load_dwordx2 s[2:3], s[0:1], 0x0
        ...   s_waitcnt lgkmcnt(0)
        ...   s_mov_b32 s4, 42
        ...   s_store_dword s4, s[2:3], 0x0 glc
        ...   s_waitcnt lgkmcnt(0)
        ...   s_endpgm
        ... .amdhsa_kernel k
        ...   .amdhsa_user_sgpr_kernarg_segment_ptr 1
        ... .end_amdhsa_kernel
        ... .amdgpu_metadata
        ... ---
        ... amdhsa.kernels:
        ...   - .args:
        ...       - .offset: 0
        ...         .size: 8
        ...         .value_kind: global_buffer
        ...     .kernarg_segment_size: 8
        ...     .name: k
        ... ...
        ... .end_amdgpu_metadata
        ... '''
        >>> out = torch.zeros(1, dtype=torch.int32)
        >>> stats = sim.launch(src, "k", [1], [64], [out])
        >>> int(out[0]), stats.counts["smem"]
        (42, 2)
        >>> r = sim.launch(src, "k", [1], [64], [out], timing="mi300x").timing   # predicted, not measured
        >>> r.target, r.workgroups, r.microseconds > r.launch_overhead_us
        ('mi300x', 1, True)
    """
    binary = binary_input(code)
    source = KernelSource("") if binary is not None else kernel_source(code)
    prog = load_program(binary if binary is not None else source.text,
                        kernel if kernel is not None else source.kernel, arch)
    _check_round_modes(prog)
    block = block if block is not None else source.block or (64,)
    shared_mem = shared_mem if shared_mem is not None else source.shared_mem or 0
    if source.scratch_bytes and len(args) < sum(not a.value_kind.startswith("hidden_") for a in prog.kernargs):
        raise UnsupportedInstruction(
            f"Triton kernel {prog.name} needs {source.scratch_bytes} bytes of global/profile scratch per program: "
            "pass every argument its metadata declares, the scratch buffers as CPU tensors of that size x programs")
    grid3, block3 = _dims(grid, "grid"), _dims(block, "block")
    check_grid(grid3, block3)
    threads = math.prod(block3)
    strict = _config.get("sim_strict") if strict is None else strict
    check_hazard_mode(hazards)
    tgt = _timing_target(timing if timing is not None else _config.get("sim_timing") or None, prog)
    sample = sample if sample is not None else _config.get("sim_timing_sample")
    limits = RunLimits(prog.name, max_steps, time_limit)
    nv, na = _register_counts(prog)
    check_workgroup_fits_cu(prog.name, threads, wave_vgpr_allocation(prog.descriptor, nv, na, prog.arch),
                            prog.arch)
    waves_per_group = -(-threads // LANES)
    total_groups = math.prod(grid3)
    private_size = _private_size(prog, stack_size)
    check_workgroup_memory(prog.name, waves_per_group, nv + na, private_size,
                           prog.descriptor.get("group_segment_fixed_size", 0) + int(shared_mem or 0))
    per_group_bytes = waves_per_group * ((nv + na) * 4 + 2 * private_size) * LANES + 1  # registers, scratch
    batch_groups = max(1, min(total_groups, _BATCH_BYTES // per_group_bytes))
    memory = GlobalMemory()
    if any(a.value_kind == "hidden_hostcall_buffer" for a in prog.kernargs):
        # a packet per wave that can be inside a hostcall at once: every wave of one batch
        memory.hostcall = HostcallServer(memory, batch_groups * waves_per_group)
    data_region = _map_code_data(prog, memory, module_data)
    kernarg = _kernarg_values(prog, args, grid3, block3, memory)
    kernarg_addr = memory.add_synthetic(kernarg or b"\0" * 8, "kernarg segment")
    packet = np.zeros(64, dtype=np.uint8)
    packet[4:10] = np.array(block3, dtype=np.uint16).view(np.uint8)
    packet[12:24] = np.array([g * b for g, b in zip(grid3, block3)], dtype=np.uint32).view(np.uint8)
    dispatch_addr = memory.add_synthetic(packet.tobytes(), "dispatch packet")

    lds_bytes = prog.descriptor.get("group_segment_fixed_size", 0) + int(shared_mem)
    if shared_mem < 0 or lds_bytes > lds_limit(prog.arch):
        raise LaunchError(f"LDS of {lds_bytes} bytes (static {lds_bytes - shared_mem} + dynamic {shared_mem}) "
                          f"exceeds the {lds_limit(prog.arch) // 1024} KiB a {prog.arch} workgroup can have")
    stats = LaunchStats(waves=total_groups * waves_per_group, workgroups=total_groups)
    timing_plan = recorder = snapshots = None
    if tgt is not None:
        # inputs as they were, for a second run with late load results (sim/timing/late.py) if one is needed
        snapshots = [(t, t.clone()) for t in args if isinstance(t, torch.Tensor)]
        if data_region is not None:
            snapshots.append((data_region, data_region.copy()))
        timing_plan = sim_timing.plan(tgt, total_groups, waves_per_group,
                                      wave_vgpr_allocation(prog.descriptor, nv, na, prog.arch), lds_bytes, sample)
        recorder = sim_timing.TraceRecorder(batch_groups * waves_per_group, banks=tgt.lds_banks,
                                            bytes_per_clk=tgt.lds_bytes_per_clk)
    ctx = Launch(prog=prog, memory=memory, block=block3, waves_per_group=waves_per_group, num_vgprs=nv,
                 num_agprs=na, lds_bytes=lds_bytes, kernarg=kernarg, kernarg_addr=kernarg_addr,
                 dispatch_addr=dispatch_addr, private_size=private_size, strict=strict, hazards=hazards,
                 limits=limits)

    def run_batches(run_stats: LaunchStats, recorder: Any = None, late: Any = None) -> None:
        run = replace(ctx, recorder=recorder, late=late)
        for linear in _batches(total_groups, batch_groups, timing_plan):
            groups = group_coords(linear, grid3)  # per batch: no per-grid array
            _run_batch(run, groups, linear, run_stats)

    try:
        run_batches(stats, recorder)
    finally:  # a launch that faults has still written what it wrote, to globals as to tensors
        if data_region is not None and module_data is not None:
            _store_code_data(prog, data_region, module_data)
    if memory.hostcall is not None:
        stats.printed = memory.hostcall.printed
    stats.global_bytes_read = memory.bytes_read
    stats.global_bytes_written = memory.bytes_written
    stats.global_unique_bytes_read = memory.unique_bytes_read
    stats.global_unique_bytes_written = memory.unique_bytes_written
    if tgt is not None:
        cap = sum(a.numel() * a.element_size() for a in args if isinstance(a, torch.Tensor))
        rows = timed_program(prog, tgt)
        stats.timing = sim_timing.predict(
            tgt, timing_plan, recorder.waves, rows,
            memory.bytes_read + memory.bytes_written,
            memory.unique_bytes_read + memory.unique_bytes_written, cap)
        stats.timing.active_lanes = recorder.active_lanes
        stats.timing.lds_conflict_share = recorder.lds_conflict_cycles / max(recorder.lds_cycles, 1)
        if timing_plan.mode == "auto":  # a sample computes no outputs: leave every argument as it was
            _restore(snapshots)
        elif stats.timing.early_reads:
            _replay_late(stats, snapshots, memory, run_batches, prog, module_data, data_region, rows)
    return stats


def _restore(snapshots: list) -> None:
    """Put the launch's tensor arguments (and code-object data) back to their contents before it ran."""
    for t, saved in snapshots:
        if isinstance(t, torch.Tensor):
            # along a stride-0 (expanded) dim every element is one memory location, so the snapshot holds one
            # value there: write its first; copy_ refuses a destination that names a location more than once
            first = tuple(slice(0, 1) if stride == 0 else slice(None) for stride in t.stride())
            t[first].copy_(saved[first])
        else:
            t[:] = saved


def _replay_late(stats: LaunchStats, snapshots: list, memory: GlobalMemory, run_batches: Any, prog: Program,
                 module_data: Any, data_region: Any, rows: list) -> None:
    """Run the launch again from its inputs with load results landing when the timing model says they arrive
    (``sim/timing/late.py``), so the early reads get the stale values the hardware would give them."""
    if memory.hostcall is not None:
        stats.warnings.append("timing: early reads found, but a kernel that prints is not run a second time "
                              "(its output would repeat): results are computed with load values at issue")
        return
    _restore(snapshots)
    run_batches(LaunchStats(), late=(stats.timing.arrivals, rows))
    if data_region is not None and module_data is not None:
        _store_code_data(prog, data_region, module_data)
    stats.warnings.append(f"timing: {len(stats.timing.early_reads)} instruction(s) read load results before they "
                          "arrive in the modelled timeline; the launch ran again with those loads landing late, so "
                          "the outputs hold the stale values the hardware would read (TimingReport.early_reads)")


def _timing_target(timing: Any, prog: Program):
    """The ``isa.targets.Target`` named by ``timing`` (None: no timing), which must be of the program's arch."""
    if timing is None:
        return None
    if isinstance(timing, targets.Target):  # a what-if GPU: dataclasses.replace(target("mi300x"), ...)
        tgt = timing
    elif not isinstance(timing, str) or timing not in targets.TARGETS:
        raise ValueError(f"timing must be None, an isa.targets.Target or one of {sorted(targets.TARGETS)}, "
                         f"got {timing!r}")
    else:
        tgt = targets.TARGETS[timing]
    if tgt.arch != prog.arch:
        raise ValueError(f"timing={timing!r} models a {tgt.arch} GPU but kernel {prog.name} is {prog.arch} code: "
                         f"choose one of {sorted(n for n, t in targets.TARGETS.items() if t.arch == prog.arch)}")
    return tgt


def _batches(total_groups: int, batch_groups: int, timing_plan) -> Any:
    """Linear workgroup ids (int64 arrays) of each batch: every workgroup, or the timing plan's sample."""
    if timing_plan is None:
        for first in range(0, total_groups, batch_groups):
            yield np.arange(first, min(first + batch_groups, total_groups), dtype=np.int64)
        return
    chosen = np.asarray(timing_plan.simulated, dtype=np.int64)
    for first in range(0, len(chosen), batch_groups):
        yield chosen[first:first + batch_groups]


def _map_code_data(prog: Program, memory: GlobalMemory,
                   module_data: MutableMapping[str, np.ndarray] | None) -> np.ndarray | None:
    """Map the code object's data objects and GOT (``code_layout``) at their address; objects ``module_data``
    holds start from its bytes, the others from their initial values. Returns the mapped bytes."""
    if prog.data is None:
        return None
    seg = prog.data
    image = bytearray(seg.image)
    for name, addr in seg.symbols.items():
        if module_data is not None and name in module_data:
            image[addr - seg.base:addr - seg.base + seg.sizes[name]] = module_data[name].tobytes()
    memory.add_synthetic(bytes(image), "code object data", readonly=False, base=seg.base)
    return memory.bytes_at(seg.base)


def _store_code_data(prog: Program, mapped: np.ndarray, module_data: MutableMapping[str, np.ndarray]) -> None:
    """Write each data object's bytes after a launch back into ``module_data`` (in place where it has the name,
    so views handed out by ``sim.Module.get_global`` see them)."""
    seg = prog.data
    for name, addr in seg.symbols.items():
        now = mapped[addr - seg.base:addr - seg.base + seg.sizes[name]]
        if name in module_data:
            module_data[name][:] = now
        else:
            module_data[name] = now.copy()


def _check_round_modes(prog: Program) -> None:
    """Every float semantic rounds to nearest even: a descriptor asking for another mode is refused."""
    directed = directed_round_modes(prog.descriptor)
    if directed:
        raise UnsupportedInstruction(f"kernel {prog.name}: .amdhsa_{', .amdhsa_'.join(f'{k} {v}' for k, v in directed.items())}"
                                     ": the simulator implements round-to-nearest-even (mode 0) only")


def _private_size(prog: Program, stack_size: int) -> int:
    """Private bytes per work-item: the fixed size, raised to ``stack_size`` for a dynamic stack."""
    fixed = prog.descriptor.get("private_segment_fixed_size", 0)
    if not prog.descriptor.get("uses_dynamic_stack", 0):
        return fixed
    if not isinstance(stack_size, int) or stack_size < 0:
        raise ValueError(f"stack_size must be a number of bytes >= 0, got {stack_size!r}")
    return max(fixed, stack_size)


def _run_batch(ctx: Launch, groups: np.ndarray, linear: np.ndarray, stats: LaunchStats) -> None:
    """Run the workgroups ``groups`` (coordinates; ``linear``: their linear ids) of launch ``ctx`` to the end as
    one batch of waves, adding to ``stats``."""
    prog, wpg, nv, na = ctx.prog, ctx.waves_per_group, ctx.num_vgprs, ctx.num_agprs
    num_groups = len(groups)
    num_waves = num_groups * wpg
    b = WaveBatch(num_waves, nv, na, ctx.lds_bytes, num_groups, prog.arch)
    b.memory, b.labels, b.modes = ctx.memory, prog.labels, prog.descriptor
    b.num_instrs, b.code_map = len(prog.instrs), prog.code_map
    b.group_of_wave = np.repeat(np.arange(num_groups), wpg)
    b.global_wave_id = (np.repeat(linear * wpg, wpg) + np.tile(np.arange(wpg), num_groups)).astype(np.int64)
    b.private = PrivateMemory(num_waves, ctx.private_size)
    san = Sanitizer(num_waves, nv + na, nv, ctx.strict, ctx.hazards)
    b.sanitizer = san
    checker = HazardChecker(prog, num_waves)  # wait-state rules, checked before each instruction runs
    wave_groups = np.repeat(groups, wpg, axis=0)
    _init_sgprs(b, ctx, wave_groups, san)
    _init_wave_state(b, prog, ctx.block, wpg, san)
    b.wave_groups = wave_groups  # faults name the workgroup (WaveBatch.fault_context)
    recorder = ctx.recorder
    if recorder is not None:
        recorder.start_batch(linear, wpg)
        b.recorder = recorder
        b.step_hook = lambda b, ins, p: _recorded(recorder, b, ins, p)
    elif ctx.late is not None:
        b.step_hook = LateLoads(ctx.late[0], linear.tolist(), wpg, nv, ctx.late[1])
    try:
        if num_waves == 1 and _config.get("sim_fastpath") and b.step_hook is None:  # one wave: compiled blocks (sim/fastpath.py)
            from .fastpath import run_single_wave
            run_single_wave(prog, b, checker, stats, ctx.limits)
        else:
            _schedule(prog, b, checker, stats, ctx.limits, num_groups, wpg)
    except (SimFault, UnsupportedInstruction) as exc:
        raise b.fault_context(exc, prog.name, prog.instrs).with_traceback(exc.__traceback__) from None
    stats.steps += b.step_count
    stats.lds_bytes += b.lds_bytes_moved
    stats.warnings.extend(san.warnings)


def _schedule(prog, b: WaveBatch, hazards: HazardChecker, stats: LaunchStats, limits: RunLimits, num_groups: int,
              wpg: int) -> None:
    """Step the batch's waves to the end (see the module docstring for the scheduling rules). Past
    ``check_at`` steps, ``_check_limits`` raises at the step limit or past the deadline."""
    num_waves = num_groups * wpg
    instrs = prog.instrs
    n_instrs = len(instrs)
    counts = stats.counts
    everyone = slice(None)
    lockstep, p = False, 0  # lockstep: every wave of the batch is runnable and at pc p
    focus, focus_budget, diverged_steps = None, 0, 0
    order = WaveOrder(*program_turns(prog), wpg)
    mnemonics = stats.mnemonics
    hook = b.step_hook
    check_at = limits.next_check(b.step_count, _CLOCK_STEPS)
    while True:
        if lockstep:
            ins = instrs[p] if p < n_instrs else None
            if ins is not None:
                w = everyone
                b.select(w, ins)
                hazards.issue(b, ins)
                extra = ins.extra
                if extra.get("reads_pc", True):  # b.pc is brought up to date lazily while in lockstep
                    b.pc[:] = p + 1
                if hook is None:
                    ins.fn(b, ins)
                else:
                    hook(b, ins, p)
                counts[ins.klass] += num_waves
                mnemonics[ins.mnemonic] = mnemonics.get(ins.mnemonic, 0) + num_waves
                b.step_count += 1
                if extra.get("control", True):
                    lockstep = False
                    if b.waiting.any():
                        release_arrived(b, num_groups, wpg)
                    elif num_waves == 1 and not b.done[0]:  # one wave: still lockstep at its new pc
                        p, lockstep = int(b.pc[0]), True
                else:
                    p += 1
                if b.step_count > check_at:
                    check_at = _check_limits(prog, b, limits, p, p if lockstep else None)
                continue
            lockstep = False
            b.pc[:] = p
        live = ~(b.done | b.waiting)
        if not live.any():
            if b.done.all():
                break
            release_stalled(b, num_groups, wpg, prog.name)
            continue
        runnable = live
        if focus is not None:  # a starved group runs for a while (see below)
            focus &= runnable
            focus_budget -= 1
            if focus.any() and focus_budget > 0:
                runnable = focus
            else:
                focus = None
        picked = order.pick(b, runnable, live)  # lowest PC first; memory accesses in issue order
        if picked is None:  # the focused waves' next accesses must wait for slower waves of their groups
            focus = None
            continue
        p, sel = picked
        diverged_steps += 1
        if focus is None and diverged_steps % _STARVATION_STEPS == 0:
            # Lowest-PC-first keeps diverged waves converging, but a wave spinning in a loop (waiting on a
            # lock or flag another wave sets) would starve the waves ahead of it forever. Periodically give
            # the most advanced group a turn: any interleaving of independent waves is a legal schedule. The
            # turn goes to the whole workgroups of the most advanced waves: their memory accesses may have to
            # wait for a slower wave of their group (sim/wave_order.py), which must be able to run.
            top = int(b.pc[runnable].max())
            if top != p:
                groups = b.group_of_wave[runnable & (b.pc == top)]
                focus, focus_budget = runnable & np.isin(b.group_of_wave, groups), _FOCUS_STEPS
                continue
        if p >= n_instrs:
            raise SimFault("a wave ran past the last instruction without s_endpgm", kernel=prog.name, pc=p)
        if sel.all():
            lockstep = True
            continue
        w = np.flatnonzero(sel)
        ins = instrs[p]
        b.select(w, ins)
        hazards.issue(b, ins)
        b.pc[w] = p + 1
        order.advance(b, w, p)
        if hook is None:
            ins.fn(b, ins)
        else:
            hook(b, ins, p)
        k = b.k
        counts[ins.klass] += k
        mnemonics[ins.mnemonic] = mnemonics.get(ins.mnemonic, 0) + k
        b.step_count += 1
        if b.step_count > check_at:
            check_at = _check_limits(prog, b, limits, p, None)
        if b.waiting.any():
            release_arrived(b, num_groups, wpg)


_MEMORY_KLASSES = frozenset({"smem", "vmem_load", "vmem_store", "lds"})
_VECTOR_KLASSES = frozenset({"valu", "mfma", "vmem_load", "vmem_store", "lds"})


def _recorded(rec, b: WaveBatch, ins: Instr, p: int) -> None:
    """Run ``ins`` and tell the timing recorder which waves ran it (and the bytes a memory instruction moved)."""
    memory_op = ins.klass in _MEMORY_KLASSES
    if memory_op:
        rec.before(b)
    ins.fn(b, ins)
    rec.step(b, p, memory_op, ins.klass in _VECTOR_KLASSES)


def _check_limits(prog, b: WaveBatch, limits: RunLimits, pc: int, lockstep_pc: int | None) -> int:
    """Past ``max_steps``: the step error at ``pc``; past the deadline: the time error naming where the
    unfinished waves are (all at ``lockstep_pc`` in lockstep, where ``b.pc`` is not kept up to date).
    Otherwise the step count after which to check again."""
    if b.step_count > limits.max_steps:
        raise limits.step_error(pc)
    if limits.expired():
        left = np.flatnonzero(~b.done)
        pcs = [lockstep_pc] * len(left) if lockstep_pc is not None else b.pc[left].tolist()
        raise limits.time_error(prog.instrs, pcs, b.global_wave_id[left].tolist())
    return limits.next_check(b.step_count, _CLOCK_STEPS)
