"""Launch plans: the steady-state call of a ``cdna`` op on a ROCm GPU replays the launches of an earlier call.

A call's work on the HIP path is a function of its *signature* (``signature_source``): every tensor
argument's shape, strides, dtype and data-pointer alignment (``& 15``), the first tensor's device index and
every non-tensor argument's value. Two calls with one signature allocate outputs of the same shapes and launch
the same kernels with the same grids, blocks and scalar arguments; only the data pointers differ. So the
first calls run the full path (validation, layout, planning, the JIT call's checks and packing): the first
call of a signature only notes it, the next ones also record what they did (``record``), and once two
recordings of one signature agree (the ``CALLS_TO_PLAN``-th call at the earliest), the op's plan for that
signature is generated as straight-line Python (``_REPLAY``): allocate the outputs, write the pointers into
preallocated kernarg segments, launch on PyTorch's current stream, check each HIP return code. The generated
Autograd kernel (``_autograd.py``) and the runner look the plan up before anything else; a hit skips
validation (the signature fixes everything validation reads) and planning.

A recording is refused (the full path keeps running for that signature, and after ``MAX_REFUSALS`` the
signature is no longer recorded) when the call:
- ran an aten op other than an allocation or a view (a layout copy, ``zero_``, NaN poisoning...), which a
  replay would skip;
- passed a kernel a pointer outside every argument, output and tensor the call allocated itself (a cached
  workspace kept between calls), or a non-null pointer as an int;
- returned an output sharing memory with an argument or another output.
Two recordings must agree in everything but the pointers themselves, so a launch parameter that secretly
depends on an address (beyond the alignment in the signature) is never frozen into a plan. A tensor the call
allocates and hands a kernel without returning it (split-K's fp32 partials) is a per-call workspace: the replay
allocates one of the same shape, strides and dtype (uninitialised, as the full path's: a workspace the call
zeroes or fills runs an aten op and is refused) and drops it on return, as the full path does; PyTorch's
caching allocator orders its reuse on the stream.

The contract this relies on: what a launcher launches depends only on the signature and on ``_config`` (whose
changes drop the plans), never on other global state or on tensor contents.

Recording costs about twice the full path itself (a dispatch mode sees every aten op of the call), so a
signature seen once is not recorded: a workload whose shapes change every call (attention over a KV cache that
grows by a token per step, RoPE tables of the current positions) pays the full path and a note, not the
recording too.

Plans are dropped with the runners (``_registry.clear_caches``: configuration and launcher-table changes)
and bounded per op (``MAX_PLANS``, oldest evicted). Only the HIP path records; the simulator path never does.

Example (the signature expression of ``rmsnorm``):
    >>> import torch, torch_cdna.ops
    >>> print(signature_source(torch.ops.cdna.rmsnorm.default._schema))
    (x.get_device(), x.shape, x.stride(), x.dtype, x.data_ptr() & 15, weight.shape, weight.stride(), weight.dtype, weight.data_ptr() & 15, eps)
"""

from __future__ import annotations

import ctypes
import linecache
import struct
import threading
from dataclasses import dataclass
from typing import Any, Callable

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from ..runtime import hip as hipmod
from ..runtime import recording

MAX_PLANS = 256      # per op: distinct signatures kept (oldest dropped first)
MAX_REFUSALS = 3     # recordings refused before a signature is left to the full path for good
CALLS_TO_PLAN = 3    # the earliest call of one signature that replays: noted, recorded, recorded and confirmed
_ALIGN_MASK = 15     # data-pointer bits in the signature: the launchers choose kernels by 4-byte alignment


# ------------------------------------------------------------------------------------------ signatures

def _tensor_terms(name: str, pointer: str | None = None) -> str:
    return f"{name}.shape, {name}.stride(), {name}.dtype, {pointer or name + '.data_ptr()'} & {_ALIGN_MASK}"


def optional_tensor(ty: Any) -> bool:
    """Whether a schema argument's type is ``Tensor?``."""
    return isinstance(ty, torch.OptionalType) and isinstance(ty.getElementType(), torch.TensorType)


def pointer_args(schema: Any) -> list[str]:
    """The schema's required ``Tensor`` arguments: the generated Autograd kernel reads each one's data pointer
    once (``_ptr_<name>``), for the signature's alignment term and for the replay's kernargs."""
    return [a.name for a in schema.arguments if isinstance(a.type, torch.TensorType)]


def tensor_args(schema: Any) -> list[str]:
    """The schema's ``Tensor`` and ``Tensor?`` arguments: what a replay takes besides the required tensors'
    pointers. The other arguments are fixed by the signature (a replay's segments already hold them)."""
    return [a.name for a in schema.arguments if isinstance(a.type, torch.TensorType) or optional_tensor(a.type)]


def signature_source(schema: Any, pointers: bool = False) -> str:
    """A Python expression (a tuple) over the schema's argument names: the call's signature (module docstring).
    Lists become tuples (hashable). With ``pointers`` the required tensors' alignment terms read the variables
    ``_ptr_<name>`` (``pointer_args``) instead of calling ``data_ptr()``."""
    args = schema.arguments
    first = next(a.name for a in args if isinstance(a.type, torch.TensorType))
    terms = [f"{first}.get_device()"]
    for a in args:
        ty = a.type
        if isinstance(ty, torch.TensorType):
            terms.append(_tensor_terms(a.name, f"_ptr_{a.name}" if pointers else None))
        elif optional_tensor(ty):
            terms.append(f"None if {a.name} is None else ({_tensor_terms(a.name)})")
        elif isinstance(ty, torch.ListType) or (isinstance(ty, torch.OptionalType)
                                               and isinstance(ty.getElementType(), torch.ListType)):
            terms.append(f"None if {a.name} is None else tuple({a.name})")
        elif "Tensor" in str(ty):
            raise NotImplementedError(f"launch plans: argument {a.name}: {ty} is not supported")
        else:
            terms.append(a.name)
    return "(" + ", ".join(terms) + ")"


def define_function(source: str, filename: str, namespace: dict[str, Any], name: str) -> Callable[..., Any]:
    """Execute generated ``source`` in ``namespace`` and return its function ``name`` (tracebacks show the
    source under ``filename``)."""
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)  # noqa: S102 - generated from a schema (and a recording)
    return namespace[name]


def schema_names(schema: Any) -> tuple[list[str], list[str]]:
    """(positional argument names, keyword-only argument names) of an op schema."""
    return ([a.name for a in schema.arguments if not a.kwarg_only],
            [a.name for a in schema.arguments if a.kwarg_only])


def _param(a: Any) -> str:
    """A parameter, with the schema's default (``int window=-1``) where it has one: the dispatcher leaves out
    of a Python kernel's call the keyword-only arguments equal to their defaults, and the trailing positional
    ones that are."""
    return f"{a.name}={a.default_value!r}" if a.has_default_value() else a.name


def params_and_call(schema: Any) -> tuple[str, str]:
    """(parameter list, call argument list) in the schema's own names, keyword-only arguments after ``*``."""
    positional, keywords = schema_names(schema)
    pos_params = [_param(a) for a in schema.arguments if not a.kwarg_only]
    kw_params = [_param(a) for a in schema.arguments if a.kwarg_only]
    params = ", ".join(pos_params + (["*", *kw_params] if keywords else []))
    return params, ", ".join(positional + [f"{n}={n}" for n in keywords])


def signature_function(name: str, schema: Any) -> Callable[..., tuple]:
    """``signature_source`` as a function taking the op's arguments."""
    params, _ = params_and_call(schema)
    source = f"def cdna_{name}_signature({params}):\n    return {signature_source(schema)}\n"
    return define_function(source, f"<cdna signature {name}>", {}, f"cdna_{name}_signature")


# ------------------------------------------------------------------------------------------ recording

# aten ops a replay may skip: allocations (the replay allocates the outputs itself) and views (no data moves).
_ALLOCATIONS = frozenset({torch.ops.aten.empty.memory_format, torch.ops.aten.empty_strided.default,
                          torch.ops.aten.empty_like.default, torch.ops.aten.new_empty.default,
                          torch.ops.aten.new_empty_strided.default})


class _AtenLog(TorchDispatchMode):
    """Notes the first aten op of a recorded call that is neither an allocation nor a view, and keeps what the
    call allocated (its outputs and its per-call workspaces)."""

    def __init__(self) -> None:
        super().__init__()
        self.refused: str | None = None
        self.allocated: list[torch.Tensor] = []

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple = (), kwargs: dict | None = None) -> Any:
        result = func(*args, **(kwargs or {}))
        if func in _ALLOCATIONS:
            self.allocated.append(result)
        elif self.refused is None and not func.is_view:
            self.refused = f"it runs {func}"
        return result


def _extent(t: torch.Tensor) -> int:
    """Bytes from ``t.data_ptr()`` to one past its last element (0 when empty)."""
    if t.numel() == 0:
        return 0
    return (sum((s - 1) * st for s, st in zip(t.shape, t.stride())) + 1) * t.element_size()


@dataclass(frozen=True)
class _Slot:
    """A pointer argument: written at ``offset`` as ``<source>.data_ptr() + delta``."""
    offset: int
    source: str   # an argument name or "_out<j>"
    delta: int


@dataclass(frozen=True)
class _Launch:
    hip_kernel: Any
    device: int
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_mem: int
    template: bytes              # the segment with every pointer slot zeroed
    slots: tuple[_Slot, ...]

    def same_as(self, other: "_Launch") -> bool:
        return (self.hip_kernel is other.hip_kernel and self.device == other.device and self.grid == other.grid
                and self.block == other.block and self.shared_mem == other.shared_mem
                and self.template == other.template and self.slots == other.slots)


@dataclass(frozen=True)
class _Output:
    shape: tuple[int, ...]
    stride: tuple[int, ...]
    dtype: torch.dtype
    device: torch.device
    like: str | None  # an argument with this output's exact shape, strides and dtype (empty_like is cheapest)


@dataclass(frozen=True)
class Recording:
    """What one call did, in terms of its arguments (comparable across calls of one signature)."""
    launches: tuple[_Launch, ...]
    outputs: tuple[_Output, ...]
    single: bool  # the op returns one tensor, not a tuple
    workspaces: tuple[_Output, ...] = ()  # tensors the call allocated and passed a kernel, not returned
    # (name, dtype, device) of each tensor argument (fixed by the signature; allocations may copy them)
    arguments: tuple[tuple[str, torch.dtype, torch.device], ...] = ()

    def same_as(self, other: "Recording") -> bool:
        return (self.single == other.single and self.outputs == other.outputs
                and self.workspaces == other.workspaces
                and len(self.launches) == len(other.launches)
                and all(a.same_as(b) for a, b in zip(self.launches, other.launches)))


class Refused(Exception):
    """A call whose launches a replay could not reproduce (the message says why)."""


def _locate(ptr: int, sources: list[tuple[str, torch.Tensor]]) -> tuple[str, int]:
    """(source name, byte delta) of a pointer: the one source starting there, else the one source holding it.
    Refused when none does (a workspace kept between calls) or when two do: the signature does not say which
    arguments alias, so a plan must not depend on it (``q is k``, a view passed twice)."""
    bases = [name for name, t in sources if t.data_ptr() == ptr]
    if len(bases) == 1:
        return bases[0], 0
    inside = [(name, ptr - t.data_ptr()) for name, t in sources if t.data_ptr() <= ptr < t.data_ptr() + _extent(t)]
    if not bases and len(inside) == 1:
        return inside[0]
    if bases or inside:
        raise Refused(f"a kernel gets a pointer ({ptr:#x}) into several arguments "
                      f"({', '.join(bases or [name for name, _ in inside])}): they alias in this call")
    raise Refused(f"a kernel gets a pointer ({ptr:#x}) outside every argument, output and tensor the call "
                  f"allocated (a workspace kept between calls)")


def _workspaces(allocated: list[Any], taken: list[int]) -> list[torch.Tensor]:
    """The call's own allocations that are neither outputs (storages in ``taken``) nor empty, one per storage."""
    seen, found = set(taken), []
    for t in allocated:
        if not isinstance(t, torch.Tensor) or not t.untyped_storage().nbytes():
            continue
        storage = t.untyped_storage().data_ptr()
        if storage not in seen:
            seen.add(storage)
            found.append(t)
    return found


def _describe(schema: Any, args: tuple, kwargs: dict, result: Any, launches: list[recording.LaunchRecord],
              allocated: list[Any] = ()) -> Recording:
    names = [a.name for a in schema.arguments]
    values = dict(zip(names, args)) | kwargs
    inputs = [(n, v) for n, v in values.items() if isinstance(v, torch.Tensor)]
    if result is None:  # a mutating op (append_kv): nothing to allocate, every call takes the full path
        raise Refused("it returns nothing (it mutates its arguments)")
    single = isinstance(result, torch.Tensor)
    outs = (result,) if single else tuple(result)
    if not all(isinstance(o, torch.Tensor) for o in outs):
        raise Refused("it returns something other than tensors")
    storages = [t.untyped_storage().data_ptr() for _, t in inputs]
    outputs = []
    for j, o in enumerate(outs):
        storage = o.untyped_storage().data_ptr()
        if (storage in storages and o.untyped_storage().nbytes()) or o.storage_offset():
            raise Refused(f"output {j} shares memory with an argument or another output")
        storages.append(storage)
        like = next((n for n, t in inputs if t.shape == o.shape and t.stride() == o.stride()
                     and t.dtype == o.dtype and t.device == o.device), None)
        outputs.append(_Output(tuple(o.shape), tuple(o.stride()), o.dtype, o.device, like))
    temps = _workspaces(list(allocated), storages)
    sources = inputs + [(f"_out{j}", o) for j, o in enumerate(outs)] + [(f"_ws{k}", t) for k, t in enumerate(temps)]
    planned = []
    for rec in launches:
        template = bytearray(rec.kernargs)
        slots = []
        for offset, t in rec.pointers:
            source, delta = _locate(t.data_ptr(), sources)
            slots.append(_Slot(offset, source, delta))
            template[offset:offset + 8] = bytes(8)
        planned.append(_Launch(rec.hip_kernel, rec.device, rec.grid, rec.block, rec.shared_mem, bytes(template),
                               tuple(slots)))
    workspaces = tuple(_Output(tuple(t.shape), tuple(t.stride()), t.dtype, t.device, None) for t in temps)
    return Recording(tuple(planned), tuple(outputs), single, workspaces,
                     tuple((n, t.dtype, t.device) for n, t in inputs))


def record(schema: Any, run: Callable[..., Any], args: tuple, kwargs: dict) -> tuple[Any, Recording | str]:
    """Run ``run(*args, **kwargs)`` recording its launches: (its result, the Recording or why it was refused)."""
    log = _AtenLog()
    with recording.record() as launches, log:
        result = run(*args, **kwargs)
    if log.refused is not None:
        return result, log.refused
    try:
        return result, _describe(schema, args, kwargs, result, launches, log.allocated)
    except Refused as exc:
        return result, str(exc)


# ------------------------------------------------------------------------------------------ replay

# The lock is taken and released explicitly (half the cost of ``with``): HIP copies the segment during the
# launch call, so it is held only from filling the segment to the launch's return.
_REPLAY = '''\
def cdna_{name}_replay({params}):
{allocations}
{pointers}    _stream = _current_stream({device})
    _acquire()
    try:
{launches}
    finally:
        _release()
    return {result}
'''
# The same plan called with the op's own parameters (keywords, defaults): for the runner path (``OpPlans.runner``)
# and tests. The Autograd kernel calls the replay itself, positionally, with the pointers it has already read.
_CALL = '''\
def cdna_{name}_replay_call({params}):
    return _replay({values})
'''
_LAUNCH = '''\
        {packs}
        _e = _launch(_fn{i}, {grid}, {block}, {shared_mem}, _stream, None, _extra{i})
        if _e != _SUCCESS:
            _failed(_e, {i})
'''


def _struct_runs(slots: tuple[_Slot, ...]) -> list[list[_Slot]]:
    """Slots grouped into runs of consecutive 8-byte fields (one ``pack_into`` each)."""
    runs: list[list[_Slot]] = []
    for slot in sorted(slots, key=lambda s: s.offset):
        if runs and runs[-1][-1].offset + 8 == slot.offset:
            runs[-1].append(slot)
        else:
            runs.append([slot])
    return runs


def fast_allocator(device: torch.device) -> Callable[..., torch.Tensor] | None:
    """The allocation entry point Inductor's generated wrappers call for ``device``, if the build has one:
    ``torch._C._dynamo.guards._empty_strided_cpu`` / ``_empty_strided_cuda`` take (sizes, strides, dtype) with no
    argument parsing or dispatch (about 0.7 us per tensor here against 1.2 us for ``empty_like``). The CUDA one
    allocates on the *current* device, so it is used only with at most one visible GPU, where the current device
    is the tensor's; else None (the replay allocates through the dispatcher, ``_allocation``).

    Example:
        >>> import torch
        >>> fast_allocator(torch.device("cpu"))((2, 3), (3, 1), torch.float16).stride()
        (3, 1)
    """
    guards = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
    if device.type == "cpu":
        return getattr(guards, "_empty_strided_cpu", None)
    if device.type == "cuda" and torch.cuda.device_count() <= 1:
        allocate = getattr(guards, "_empty_strided_cuda", None)
        try:  # a build without the GPU half raises here (asked once per plan, never per call)
            return allocate if allocate is not None and allocate((0,), (1,), torch.uint8).is_cuda else None
        except RuntimeError:
            return None
    return None


def _allocation(var: str, out: _Output, args: dict[str, tuple[torch.dtype, torch.device]],
                namespace: dict[str, Any]) -> str:
    """The line allocating ``var`` (an output ``_out<j>`` or a workspace ``_ws<k>``) with the recorded shape,
    strides, dtype and device, the cheapest way first: ``fast_allocator``; else (about 1.1 us against 1.4 us on a
    2-core VM) ``empty_like`` of an argument of its exact layout, ``new_empty`` of an argument of its dtype and
    device (``args``: the recorded arguments' dtype and device), else ``empty``/``empty_strided`` with the
    namespace's ``_dtype<var>`` and ``_device<var>``."""
    namespace[f"_dtype{var}"], namespace[f"_device{var}"] = out.dtype, out.device
    fast = fast_allocator(out.device)
    if fast is not None:
        namespace[f"_alloc{var}"] = fast
        return f"    {var} = _alloc{var}({out.shape!r}, {out.stride!r}, _dtype{var})"
    contiguous = out.stride == tuple(torch.empty(out.shape, device="meta").stride())
    if out.like is not None and contiguous:
        return f"    {var} = _empty_like({out.like})"
    if contiguous and out.shape:
        dims = ", ".join(map(str, out.shape))
        source = next((name for name, (dtype, device) in args.items()
                       if dtype == out.dtype and device == out.device), None)
        if source is not None:
            return f"    {var} = {source}.new_empty({dims})"
        return f"    {var} = _empty({dims}, dtype=_dtype{var}, device=_device{var})"
    return f"    {var} = _empty_strided({out.shape}, {out.stride}, dtype=_dtype{var}, device=_device{var})"


# hip-python returns ``(hipError_t,)``; an IntEnum equal to 0 on success. A replay compares the whole result with
# this (one tuple comparison) and hands anything else to its ``failed``, which raises unless it is success in
# another form.
_SUCCESS = (0,)

_MODULE_STREAM_QUERY = hipmod.current_stream  # tests and dry runs replace the module's function


def _stream_query() -> Callable[[int], int]:
    """The current-stream query a replay calls: PyTorch's raw query itself where the module's function would
    only forward to it (one Python frame less per call), else whatever stands in for the module's function."""
    query = hipmod.current_stream
    if query is _MODULE_STREAM_QUERY:
        raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
        if raw is not None:
            return raw
    return query


def _shared_pointers(rec: Recording, given: set[str]) -> tuple[str, set[str]]:
    """Lines reading, once, the data pointer of each source that several slots take and whose pointer is not
    ``given`` as a parameter, and the names of those sources."""
    counts: dict[str, int] = {}
    for launch in rec.launches:
        for slot in launch.slots:
            counts[slot.source] = counts.get(slot.source, 0) + 1
    shared = {src for src, n in counts.items() if n > 1 and src not in given}
    return "".join(f"    _p_{src} = {src}.data_ptr()\n" for src in sorted(shared)), shared


def _pointer(source: str, given: set[str], shared: set[str]) -> str:
    if source in given:
        return f"_ptr_{source}"
    return f"_p_{source}" if source in shared else f"{source}.data_ptr()"


def _launches(rec: Recording, namespace: dict[str, Any], given: set[str], shared: set[str]
              ) -> tuple[list[str], list[tuple]]:
    """The replay's code of each launch (``_LAUNCH``), its names put into ``namespace``, and the objects the
    code writes and HIP reads (kept alive with the replay)."""
    launch_code, keep = [], []
    for i, launch in enumerate(rec.launches):
        # The segment, pre-filled with everything but the pointers, and HIP's ``extra`` array pointing at it.
        extra, buf, size = hipmod.kernarg_extra(launch.template)
        keep.append((extra, buf, size))
        namespace[f"_fn{i}"] = launch.hip_kernel.function(launch.device)
        namespace[f"_extra{i}"] = ctypes.addressof(extra)
        packs = []
        for r, run in enumerate(_struct_runs(launch.slots)):
            namespace[f"_pack{i}_{r}"] = struct.Struct("<" + "Q" * len(run)).pack_into
            namespace[f"_buf{i}"] = buf
            values = ", ".join(_pointer(s.source, given, shared) + (f" + {s.delta}" if s.delta else "")
                               for s in run)
            packs.append(f"_pack{i}_{r}(_buf{i}, {run[0].offset}, {values})")
        launch_code.append(_LAUNCH.format(packs="\n        ".join(packs) or "pass", i=i,
                                          grid=", ".join(map(str, launch.grid)),
                                          block=", ".join(map(str, launch.block)), shared_mem=launch.shared_mem))
    return launch_code, keep


def build_replay(name: str, schema: Any, rec: Recording) -> Callable[..., Any]:
    """The plan of one signature (module docstring): a generated function taking the schema's tensor arguments
    (``tensor_args``) positionally and then the required tensors' data pointers (``_ptr_<name>`` per
    ``pointer_args``), as the Autograd kernel calls it; ``.call`` takes the op's own parameters (keywords,
    defaults) and reads the pointers itself."""
    lock = threading.Lock()  # one kernarg buffer per launch: two threads must not interleave fill and launch
    h = hipmod.hip()
    namespace: dict[str, Any] = {"_acquire": lock.acquire, "_release": lock.release,
                                 "_launch": h.hipModuleLaunchKernel, "_empty": torch.empty,
                                 "_empty_like": torch.empty_like, "_empty_strided": torch.empty_strided,
                                 "_current_stream": _stream_query(), "_SUCCESS": _SUCCESS}
    used = {slot.source for launch in rec.launches for slot in launch.slots}
    names, ptrs = tensor_args(schema), pointer_args(schema)
    given = set(ptrs)
    arg_meta = {n: (dtype, device) for n, dtype, device in rec.arguments if n in given}
    allocations = []
    for var, out in [(f"_out{j}", o) for j, o in enumerate(rec.outputs)] + [
            (f"_ws{k}", w) for k, w in enumerate(rec.workspaces) if f"_ws{k}" in used]:
        allocations.append(_allocation(var, out, arg_meta, namespace))
    pointers, shared = _shared_pointers(rec, given)
    launch_code, keep = _launches(rec, namespace, given, shared)
    device = rec.launches[0].device if rec.launches else 0
    outs = [f"_out{j}" for j in range(len(rec.outputs))]
    result = outs[0] if rec.single else "(" + "".join(o + ", " for o in outs) + ")"
    body = "".join(launch_code) if launch_code else "        pass\n"
    params = ", ".join(names + [f"_ptr_{n}" for n in ptrs])
    if not rec.launches:
        source = f"def cdna_{name}_replay({params}):\n" + "\n".join(allocations) + f"\n    return {result}\n"
    else:
        source = _REPLAY.format(name=name, params=params, allocations="\n".join(allocations), pointers=pointers,
                                device=device, launches=body.rstrip("\n"), result=result)

    def failed(err: Any, i: int) -> None:
        """A launch returned something other than ``_SUCCESS``: raise unless it is success after all."""
        launch = rec.launches[i]
        hipmod.check(err, f"hipModuleLaunchKernel({launch.hip_kernel.name!r}, grid={launch.grid}, "
                          f"block={launch.block}) [cdna::{name} launch plan]")

    namespace["_failed"] = failed
    filename = f"<cdna launch plan {name} #{id(rec):x}>"
    fn = define_function(source, filename, namespace, f"cdna_{name}_replay")
    op_params, _ = params_and_call(schema)
    values = ", ".join(names + [f"{n}.data_ptr()" for n in ptrs])
    fn.call = define_function(_CALL.format(name=name, params=op_params, values=values), filename + " call",
                              {"_replay": fn}, f"cdna_{name}_replay_call")
    fn.keep_alive = keep  # the segments and extra arrays the generated code writes and HIP reads
    fn.recording = rec
    return fn


# ------------------------------------------------------------------------------------------ per-op state

class OpPlans:
    """One op's plans (``plans``: signature -> replay, read by the generated Autograd kernel), the signatures
    seen once, and the recordings waiting for a confirming second one."""

    def __init__(self, name: str, schema: Any) -> None:
        self.name, self.schema = name, schema
        self.plans: dict[tuple, Callable[..., Any]] = {}
        # signature -> (its first recording or None, recordings refused or disagreeing so far); a signature
        # seen once (not recorded yet) maps to ``_SEEN``
        self.pending: dict[tuple, tuple[Recording | None, int]] = {}
        self.signature = signature_function(name, schema)
        self._lock = threading.Lock()

    def clear(self) -> None:
        self.plans.clear()
        self.pending.clear()

    def runner(self, run: Callable[..., Any]) -> Callable[..., Any]:
        """``run`` (the full HIP path) behind the plan lookup and the recording of new signatures."""
        plans, pending, signature = self.plans, self.pending, self.signature

        def planned(*args: Any, **kwargs: Any) -> Any:
            key = signature(*args, **kwargs)
            plan = plans.get(key)
            if plan is not None:
                return plan.call(*args, **kwargs)
            state = pending.get(key)
            if state is None:  # a first sight: noted only (module docstring)
                self._note(key)
                return run(*args, **kwargs)
            if state[1] >= MAX_REFUSALS:
                return run(*args, **kwargs)
            result, rec = record(self.schema, run, args, kwargs)
            self._learn(key, rec)
            return result
        return planned

    def _note(self, key: tuple) -> None:
        with self._lock:
            if len(self.pending) >= 4 * MAX_PLANS:
                self.pending.clear()
            self.pending.setdefault(key, _SEEN)

    def _learn(self, key: tuple, rec: Recording | str) -> None:
        with self._lock:
            first, refusals = self.pending.get(key, _SEEN)
            if isinstance(rec, str):  # refused: why is in ``rec``
                self.pending[key] = (first, refusals + 1)
            elif first is not None and first.same_as(rec):
                del self.pending[key]
                if len(self.plans) >= MAX_PLANS:
                    del self.plans[next(iter(self.plans))]
                self.plans[key] = build_replay(self.name, self.schema, rec)
            else:  # a first recording, or one disagreeing with the first (counted): keep the newest
                if len(self.pending) >= 4 * MAX_PLANS:
                    self.pending.clear()
                self.pending[key] = (rec, refusals + (first is not None))


_SEEN: tuple[None, int] = (None, 0)  # a signature noted, nothing recorded
