"""``@torch_cdna.asm.jit``: from a DSL function to a launched kernel (compile, assemble, cache, launch).

Parameters after the builder ``J`` whose annotation is a string are runtime arguments typed by that HIP type
(``"int*"``, ``"float"``, ``"__bf16*"`` ...); the others are compile-time and specialise the kernel.

Example:
    >>> import torch, torch_cdna
    >>> @torch_cdna.asm.jit()
    ... def fill(J, VALUE, out: "int*"):
    ...     ...                                                 # DSL body
    >>> out = torch.zeros(64, dtype=torch.int32)
    >>> fill([1], [64], 7, out)                                 # doctest: +SKIP
    >>> fill.compile(7).vgprs                                   # doctest: +SKIP

Per launch on a cache hit the Python work is: count the arguments, memo lookup by the compile-time arguments
(by type and exact value: ``1``, ``1.0`` and ``True`` differ, so do ``0.0`` and ``-0.0``), a check that the
globals, module attributes and closure cells the kernel read are still bound to the same objects (else it is
recompiled), check each runtime argument (type, dtype, device), pack the kernarg segment (HIP) and launch.
Compilation is serialised by a lock, so threads launching the same kernel for the first time compile it once.
"""

from __future__ import annotations

import __future__
import dataclasses
import functools
import hashlib
import inspect
import json
import struct
import threading
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Sequence

import numpy as np
import torch

from .. import _config
from ..errors import ToolchainError
from ..runtime import device as devmod
from ..runtime import recording as _recording
from ..runtime.kernargs import (HipType, KernArg, check_value, int_range, layout, packer, parse_hip_type,
                                pointee_accepts)
from .cache import Dependencies, FrozenDependencies, cache_key, default_cache, fingerprint
from .kernel import AsmKernel, CompileOptions
from .toolchain import available_toolchain, find_toolchain

_Tensor = torch.Tensor
_SIM = devmod.SIM
_TIME_LIMIT = "sim_time_limit"  # the launch keyword bounding a simulator launch's wall-clock time


def _compile_to_asm(fn: Callable, **kwargs: Any) -> AsmKernel:
    """The DSL compiler (``asm/pipeline.py``), imported on first use; tests may substitute it."""
    from .pipeline import compile_to_asm
    return compile_to_asm(fn, **kwargs)


# ----------------------------------------------------------------------------------------------------------
# Signature

@dataclass(frozen=True)
class Param:
    """One kernel parameter after ``J``: ``hip_type`` None means compile-time."""

    name: str
    index: int
    hip_type: HipType | None

    @property
    def runtime(self) -> bool:
        return self.hip_type is not None


def _runtime_annotation(ann: Any, future_annotations: bool) -> str | None:
    """The HIP type text of a runtime parameter's annotation, or None for a compile-time parameter.

    Under ``from __future__ import annotations`` every annotation is a string: ``N: int`` arrives as 'int'
    (compile-time) and ``p: "int*"`` as "'int*'" (runtime), so only quoted strings count there.
    """
    if not isinstance(ann, str):
        return None
    if not future_annotations:
        return ann
    text = ann.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return None


def parse_signature(fn: Callable) -> list[Param]:
    """The parameters of a DSL kernel (all but the first, the builder ``J``)."""
    sig = inspect.signature(fn)
    plist = list(sig.parameters.values())
    if not plist:
        raise TypeError(f"{fn.__qualname__}: a DSL kernel takes the builder as its first parameter, e.g. "
                        f"def {fn.__name__}(J, N, out: 'int*')")
    future = bool(fn.__code__.co_flags & __future__.annotations.compiler_flag)
    params = []
    for i, p in enumerate(plist[1:]):
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise TypeError(f"{fn.__qualname__}: parameter {p.name!r}: *args/**kwargs are not allowed in a kernel "
                            f"signature; list each argument")
        text = _runtime_annotation(p.annotation, future)
        try:
            ty = parse_hip_type(text) if text is not None else None
        except TypeError as exc:
            raise TypeError(f"{fn.__qualname__}: parameter {p.name!r}: {exc}") from None
        params.append(Param(p.name, i, ty))
    return params


# ----------------------------------------------------------------------------------------------------------
# Compiled kernels

@dataclass
class CompiledKernel:
    """A compiled, assembled kernel: assembly, code object and resource usage, ready to launch.

    ``code_object`` is None only when no toolchain was available (simulator-only use).
    """

    asm_kernel: AsmKernel
    code_object: bytes | None
    key: str
    toolchain: str
    _hip: Any = field(default=None, repr=False)
    _hip_launcher: Any = field(default=None, repr=False)

    asm = property(lambda self: self.asm_kernel.asm, doc="the complete assembly file")
    name = property(lambda self: self.asm_kernel.name)
    arch = property(lambda self: self.asm_kernel.arch)
    sgprs = property(lambda self: self.asm_kernel.sgprs)
    vgprs = property(lambda self: self.asm_kernel.vgprs)
    agprs = property(lambda self: self.asm_kernel.agprs)
    lds_bytes = property(lambda self: self.asm_kernel.lds_bytes)
    occupancy = property(lambda self: self.asm_kernel.occupancy, doc="waves per SIMD")
    stages = property(lambda self: self.asm_kernel.stages, doc="dump of each compiler stage")

    def hip_kernel(self) -> Any:
        """The ``runtime.hip.HipKernel`` for this code object (created once)."""
        if self._hip is None:
            from ..runtime.hip import HipKernel
            if self.code_object is None:
                raise ToolchainError(f"kernel {self.name!r} was compiled without a toolchain, so it has no code "
                                     f"object to load on a GPU; install ROCm or triton (see find_toolchain)")
            self._hip = HipKernel(self.code_object, self.name)
        return self._hip

    def resources(self) -> str:
        """One line of register/LDS/occupancy usage."""
        return (f"{self.name} ({self.arch}): {self.sgprs} SGPRs, {self.vgprs} VGPRs, {self.agprs} AGPRs, "
                f"{self.lds_bytes} bytes LDS, occupancy {self.occupancy} waves/SIMD")


def _kernarg_to_json(a: KernArg) -> dict:
    return {"name": a.name, "offset": a.offset, "size": a.size, "value_kind": a.value_kind,
            "hip_type": a.hip_type.spelling if a.hip_type is not None else None}


# Spelling -> HipType (frozen) for reading cache entries: a disk-cache hit re-reads every kernel argument's type.
_parsed_hip_type = functools.lru_cache(maxsize=256)(parse_hip_type)


def _kernarg_from_json(d: dict) -> KernArg:
    ty = _parsed_hip_type(d["hip_type"]) if d["hip_type"] is not None else None
    return KernArg(d["name"], d["offset"], d["size"], d["value_kind"], ty)


class _StoredStages(Mapping[str, str]):
    """The stage dumps of a kernel, produced on first use: they are ten times the size of the assembly, a tenth
    of the pipeline's time to print, and rarely read. The JIT compiles without them (``keep_stages=False``); the
    first read loads them from their own cache entry (``_stages_key``) or, where there is none (never printed,
    cleared, corrupt), recompiles with them (``rebuild``: deterministic, so the same assembly) and stores them.
    Without ``rebuild`` a missing entry leaves only the 'asm' stage."""

    __slots__ = ("_store", "_key", "_asm", "_stages", "_rebuild")

    def __init__(self, store: Any, key: str, asm: str, rebuild: Callable[[], Mapping[str, str]] | None = None
                 ) -> None:
        self._store, self._key, self._asm, self._stages, self._rebuild = store, key, asm, None, rebuild

    def _load(self) -> dict[str, str]:
        if self._stages is None:
            blobs = self._store.get(_stages_key(self._key)) if self._store is not None else None
            try:
                stages = json.loads(zlib.decompress(blobs["stages"])) if blobs else None
            except (KeyError, ValueError, zlib.error):  # an entry of another format under that key
                stages = None
            if stages is None and self._rebuild is not None:
                stages = dict(self._rebuild())
                if self._store is not None:
                    self._store.put(_stages_key(self._key), _stages_blob(stages))
            self._stages = stages if stages is not None else {"asm": self._asm}
        return self._stages

    def __getitem__(self, stage: str) -> str:
        if stage == "asm" and self._stages is None:  # the assembly needs no other stage
            return self._asm
        return self._load()[stage]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())

    def __repr__(self) -> str:
        return repr(self._load())


def _stages_key(key: str) -> str:
    """The cache key of the entry holding the stage dumps of the kernel of ``key``."""
    return hashlib.sha256(f"{key}:stages".encode()).hexdigest()


def _stages_blob(stages: Mapping[str, str]) -> dict[str, bytes]:
    # compressed (level 1: ~6x smaller, a few ms for attention's 1 MB of dumps)
    return {"stages": zlib.compress(json.dumps(dict(stages)).encode(), 1)}


def _blobs_of(ck: CompiledKernel) -> dict[str, bytes]:
    """The kernel's entry: everything but the stage dumps (``_stages_blob``)."""
    meta = {f.name: getattr(ck.asm_kernel, f.name) for f in fields(AsmKernel) if f.name not in ("asm", "stages")}
    meta["kernargs"] = [_kernarg_to_json(a) for a in ck.asm_kernel.kernargs]
    blobs = {"asm": ck.asm_kernel.asm.encode(), "meta": json.dumps(meta).encode(), "toolchain": ck.toolchain.encode()}
    if ck.code_object is not None:
        blobs["co"] = ck.code_object
    return blobs


# ----------------------------------------------------------------------------------------------------------
# The in-process memo's key: compile-time arguments by type and exact value

# Types whose == is already exact within the type: the argument tuple plus the tuple of their types is the key.
_PLAIN_TYPES = frozenset({int, str, bool, type(None), bytes, torch.dtype})
_F64 = struct.Struct("<d")
# Serialises compilation (and the memo's miss path): the DSL compiler keeps per-process tables, and two threads
# launching one kernel for the first time should compile it once. Reentrant: a compile may launch nothing, but
# a kernel helper may compile another kernel.
_COMPILE_LOCK = threading.RLock()


def _exact(v: Any) -> Any:
    """A hashable token equal only for values of the same type and the same exact value (floats by bits)."""
    t = type(v)
    if t in _PLAIN_TYPES:
        return (t, v)
    if isinstance(v, float):
        return (t, _F64.pack(v))
    if isinstance(v, complex):
        return (t, _F64.pack(v.real), _F64.pack(v.imag))
    if isinstance(v, (tuple, list)):
        return (t, tuple(map(_exact, v)))
    if isinstance(v, (set, frozenset)):
        return (t, frozenset(map(_exact, v)))
    if isinstance(v, dict):
        raise TypeError("a dict compile-time argument")  # keyed by its fingerprint instead
    if isinstance(v, np.generic) and not v.dtype.hasobject:
        return (t, v.tobytes())
    return (t, v)  # hashing it may raise TypeError: keyed by its fingerprint instead


def _memo_token(consts: tuple) -> Any:
    """The memo key of the compile-time arguments (cheap for the common all-int/str case)."""
    types_ = tuple(map(type, consts))
    if _PLAIN_TYPES.issuperset(types_):
        return (types_, consts)
    return ("exact", tuple(map(_exact, consts)))


def _from_blobs(blobs: dict[str, bytes], key: str, store: Any = None,
                rebuild: Callable[[], Mapping[str, str]] | None = None) -> CompiledKernel | None:
    """The kernel of an entry; its stage dumps load from ``store`` (or ``rebuild``) on first use."""
    try:
        meta = json.loads(blobs["meta"])
        meta["kernargs"] = [_kernarg_from_json(a) for a in meta["kernargs"]]
        asm = blobs["asm"].decode()
        if "stages" not in meta:  # else an entry written with the dumps in its metadata
            meta["stages"] = _StoredStages(store, key, asm, rebuild) if store is not None or rebuild else \
                {"asm": asm}
        asm_kernel = AsmKernel(asm=asm, **meta)
    except (KeyError, TypeError, ValueError):
        return None  # an entry written by an incompatible version: rebuild it
    return CompiledKernel(asm_kernel, blobs.get("co"), key, blobs.get("toolchain", b"none").decode())


# ----------------------------------------------------------------------------------------------------------
# The decorator

class JitFunction:
    """A DSL kernel: call it as ``kernel(grid, block, *args)``; ``kernel.compile(*const_args)`` for introspection."""

    def __init__(self, fn: Callable, options: CompileOptions) -> None:
        self.fn = fn
        self.options = options
        self.params = parse_signature(fn)
        self._nparams = len(self.params)
        self._const = tuple(p.index for p in self.params if not p.runtime)
        self._rt = tuple((p.index, p.name, p.hip_type) for p in self.params if p.runtime)
        # the launch hot path's view: (index, name, type, is pointer, exact scalar types accepted, the ints
        # accepted without further checks: the type's range; none for floats, whose ints check_value rounds)
        self._rt_fast = tuple((i, n, t, t.is_pointer, _SCALAR_OK[t.kind], *_plain_ints(t)) for i, n, t in self._rt)
        self._kernargs, self._kernarg_size = layout([(p.name, p.hip_type) for p in self.params if p.runtime])
        # (compile-time token, target, arch) -> (kernel, the bindings its compilation read)
        self._memo: dict[tuple, tuple[CompiledKernel, FrozenDependencies]] = {}
        self._names = frozenset(p.name for p in self.params)
        functools.update_wrapper(self, fn)

    def __repr__(self) -> str:
        return f"<torch_cdna.asm.jit kernel {self.fn.__qualname__}({', '.join(p.name for p in self.params)})>"

    # -- launching ---------------------------------------------------------------------------------------

    def __call__(self, grid: int | Sequence[int], block: int | Sequence[int], *args: Any, **kwargs: Any) -> Any:
        """Launch. Keyword arguments name kernel parameters, except the launch option ``sim_time_limit=S``
        (seconds a simulator launch may run, 0: no limit; default ``_config sim_time_limit``; no effect on a
        GPU), unless a parameter has that name."""
        time_limit = None
        if kwargs:
            if _TIME_LIMIT in kwargs and _TIME_LIMIT not in self._names:
                from ..sim.limits import check_time_limit  # the simulator loads on first use
                time_limit = check_time_limit(kwargs.pop(_TIME_LIMIT), _TIME_LIMIT)
            args = self._bind(args, kwargs) if kwargs else args
        if len(args) != self._nparams:
            raise self._count_error(len(args))
        values, dev = self._check_runtime(args)
        target = devmod.choose_target(dev, self.fn.__name__)
        consts = tuple([args[i] for i in self._const]) if self._const else ()
        arch = _config.get("arch") if target is _SIM else None
        types_ = tuple(map(type, consts))  # _memo_token, inlined: this is the launch hot path
        token = (types_, consts) if _PLAIN_TYPES.issuperset(types_) else ("exact", tuple(map(_exact, consts)))
        try:
            ck, deps = self._memo[(token, target, arch)]
        except (KeyError, TypeError):  # TypeError: unhashable compile-time arguments (keyed by fingerprint)
            ck = self._memo_miss(consts, target, arch)
        else:
            if not deps.current():  # a global or closure cell the kernel read was rebound: recompile
                ck = self._memo_miss(consts, target, arch)
        if target is _SIM:
            if time_limit is not None:
                return _launch_sim(ck, grid, block, values, time_limit=time_limit)
            return _launch_sim(ck, grid, block, values)
        return _launch_hip(ck, grid, block, values, target)

    def _bind(self, args: tuple, kwargs: dict) -> tuple:
        names = [p.name for p in self.params]
        try:
            bound = inspect.Signature([inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD)
                                       for n in names]).bind(*args, **kwargs)
        except TypeError as exc:
            raise TypeError(f"{self.fn.__name__}: {exc}; parameters are ({', '.join(names)})") from None
        return tuple(bound.arguments[n] for n in names if n in bound.arguments)

    def _count_error(self, got: int) -> TypeError:
        names = [p.name for p in self.params]
        missing = names[got:] if got < len(names) else []
        detail = f"missing {', '.join(repr(n) for n in missing)}" if missing else f"{got - len(names)} too many"
        return TypeError(f"{self.fn.__name__}(grid, block, {', '.join(names)}) takes {len(names)} kernel "
                         f"arguments, got {got} ({detail})")

    def _check_runtime(self, args: tuple) -> tuple[list, torch.device | None]:
        """Check runtime arguments; returns (values, device of the tensor arguments or None)."""
        values, dev = [], None
        for i, name, ty, pointer, ok, lo, hi in self._rt_fast:
            v = args[i]
            if type(v) is int and lo <= v <= hi:
                pass
            elif isinstance(v, _Tensor):
                if not pointer:
                    raise TypeError(f"{self.fn.__name__}: parameter {name!r} is {ty.spelling!r}, got a tensor; "
                                    f"pass a Python {ty.kind} (e.g. t.item())")
                if v.dtype is not ty.dtype and not pointee_accepts(ty, v.dtype):
                    raise TypeError(f"{self.fn.__name__}: parameter {name!r} is {ty.spelling!r}, got a {v.dtype} "
                                    f"tensor; pass a {ty.dtype} tensor (or annotate it 'void*')")
                if dev is None:
                    dev = v.device
                elif v.device != dev:
                    raise ValueError(f"{self.fn.__name__}: tensors on different devices ({dev} and {v.device} for "
                                     f"parameter {name!r}); move them to one device")
            elif type(v) not in ok:
                _check_scalar(self.fn.__name__, name, ty, v)
            values.append(v)
        return values, dev

    def _check_constants(self, consts: tuple) -> None:
        for i, v in zip(self._const, consts):
            if isinstance(v, _Tensor):
                p = self.params[i]
                raise TypeError(f"{self.fn.__name__}: parameter {p.name!r} is compile-time (no string annotation) "
                                f"but got a tensor; annotate it with its HIP type, e.g. {p.name}: 'float*'")

    # -- compiling ---------------------------------------------------------------------------------------

    def _memo_miss(self, consts: tuple, target: Any, memo_arch: str | None) -> CompiledKernel:
        """Compile (or read from disk) and memoise; ``memo_arch`` is the arch part of the memo key."""
        self._check_constants(consts)
        try:
            token = _memo_token(consts)
            hash(token)
        except TypeError:  # unhashable compile-time arguments: their fingerprint is exact too
            token = ("fingerprint", fingerprint(consts, "compile-time argument"))
        memo_key = (token, target, memo_arch)
        with _COMPILE_LOCK:
            hit = self._memo.get(memo_key)
            if hit is not None and hit[1].current():  # another thread compiled it meanwhile
                return hit[0]
            arch = devmod.target_arch(target if target is not _SIM else None)
            deps = Dependencies()
            ck = self._compile(consts, arch, need_code_object=target is not _SIM, deps=deps)
            self._memo[memo_key] = (ck, deps.freeze())
        return ck

    def compile(self, *const_args: Any, arch: str | None = None, **const_kwargs: Any) -> CompiledKernel:
        """Compile (or fetch from the cache) for these compile-time arguments; returns a ``CompiledKernel``.

        ``arch`` defaults to the ROCm GPU's when there is one, else ``_config arch`` (gfx942).
        """
        names = [self.params[i].name for i in self._const]
        try:
            bound = self._const_signature.bind(*const_args, **const_kwargs)
        except TypeError as exc:
            raise TypeError(f"{self.fn.__name__}.compile: {exc}; compile-time parameters are "
                            f"({', '.join(names)})") from None
        consts = tuple(bound.arguments[n] for n in names)
        if arch is None:
            arch = devmod.target_arch(torch.cuda.current_device()) if devmod.rocm_available() else \
                devmod.configured_arch()
        return self._compile(consts, devmod.check_arch(arch, "arch"), need_code_object=True)

    @functools.cached_property
    def _key_params(self) -> tuple[tuple[str, str], ...]:
        """The runtime signature as the cache key takes it (one tuple, so the key memoises its text)."""
        return tuple((name, ty.spelling) for _, name, ty in self._rt)

    @functools.cached_property
    def _const_signature(self) -> inspect.Signature:
        """The compile-time parameters as a signature (``compile``'s binding of its arguments)."""
        return inspect.Signature([inspect.Parameter(self.params[i].name, inspect.Parameter.POSITIONAL_OR_KEYWORD)
                                  for i in self._const])

    def _compile(self, consts: tuple, arch: str, *, need_code_object: bool,
                 deps: Dependencies | None = None) -> CompiledKernel:
        """``deps`` collects the bindings the cache key read (for the memo's staleness check)."""
        with _COMPILE_LOCK:
            return self._compile_locked(consts, arch, need_code_object, deps)

    def _compile_locked(self, consts: tuple, arch: str, need_code_object: bool,
                        deps: Dependencies | None) -> CompiledKernel:
        names = [self.params[i].name for i in self._const]
        constants = dict(zip(names, consts))
        tc = find_toolchain(arch) if need_code_object else available_toolchain(arch)
        tc_ident = tc.ident if tc is not None else "none"
        key = cache_key(self.fn, constants=constants, arch=arch, options=self.options, toolchain=tc_ident,
                        params=self._key_params, deps=deps)
        store = default_cache()

        def compile_asm(keep_stages: bool) -> AsmKernel:
            return _compile_to_asm(self.fn, name=self.fn.__name__, params=list(self._kernargs),
                                   constants=constants, arch=arch, options=self.options, keep_stages=keep_stages)

        def rebuild_stages() -> Mapping[str, str]:
            with _COMPILE_LOCK:
                return compile_asm(True).stages

        if not _config.get("dump"):  # dumping stages: compile instead of reading the disk cache
            blobs = store.get(key)
            if blobs is not None:
                ck = _from_blobs(blobs, key, store, rebuild_stages)
                if ck is not None:
                    return ck
                store.discard(key, "its blobs are not a compiled kernel (missing or malformed metadata)")
        dumping = bool(_config.get("dump"))
        asm_kernel = compile_asm(keep_stages=dumping)
        code_object = tc.assemble(asm_kernel.asm, arch) if tc is not None else None
        if dumping:  # the stages exist already: store them first, so a reader that finds the kernel finds them
            store.put(_stages_key(key), _stages_blob(asm_kernel.stages))
        else:  # printed on first read (_StoredStages)
            asm_kernel = dataclasses.replace(asm_kernel, stages=_StoredStages(store, key, asm_kernel.asm,
                                                                              rebuild_stages))
        ck = CompiledKernel(asm_kernel, code_object, key, tc_ident)
        store.put(key, _blobs_of(ck))
        return ck

    def __cache_parts__(self) -> tuple:
        """What a cache key that reads this kernel (e.g. a helper choosing between kernels) depends on."""
        return (self.fn, self.options)

    def clear_memo(self) -> None:
        """Forget the in-process compiled kernels (the next launch consults the on-disk cache again)."""
        self._memo.clear()


# Exact types that need no further check (the hot path); anything else goes through _check_scalar. Ints always
# do: whether one fits depends on the declared type (an 'int' of 2**31 would arrive as -2**31).
_SCALAR_OK = {"pointer": (), "int": (), "float": (float,)}


def _plain_ints(ty: HipType) -> tuple[int, int]:
    """(lo, hi): the Python ints a parameter of type ``ty`` takes as they are (pointers: 64-bit addresses)."""
    if ty.is_pointer:
        return int_range(8, False)
    if ty.kind == "int":
        return int_range(ty.size, ty.signed)
    return (1, 0)


def _check_scalar(fn_name: str, name: str, ty: HipType, v: Any) -> None:
    try:
        check_value(name, ty, v)  # the packer's own check, so both back ends refuse the same values
    except TypeError as exc:
        raise TypeError(f"{fn_name}: {exc}") from None


def _launch_sim(ck: CompiledKernel, grid: Any, block: Any, values: list, time_limit: float | None = None) -> Any:
    # strict: a DSL kernel never has a reason to read a register no lane of its wave wrote (the sanitizer's one
    # warning class, kept a warning for foreign code whose compilers read undefined registers on purpose); on
    # hardware the value is garbage, so here it is an error naming the line, not a silent zero.
    from .. import sim
    return sim.launch(ck, ck.name, grid, block, values, arch=ck.arch, time_limit=time_limit, strict=True)


def _launch_hip(ck: CompiledKernel, grid: Any, block: Any, values: list, device: int) -> None:
    launcher = ck._hip_launcher
    if launcher is None:
        launcher = ck._hip_launcher = _make_hip_launcher(ck)
    launcher(grid, block, values, device)


def _make_hip_launcher(ck: CompiledKernel) -> Callable[[Any, Any, list, int], None]:
    """Per compiled kernel: the packer and the HIP kernel, bound once."""
    hip_kernel = ck.hip_kernel()
    kernargs = ck.asm_kernel.kernargs
    fast_pack = packer(kernargs, ck.asm_kernel.kernarg_size)
    dims3 = devmod.dims3

    fitting_blocks: set[tuple[int, int, int]] = set()
    recording = _recording.active

    def launch(grid: Any, block: Any, values: list, device: int) -> None:
        vals = [v.data_ptr() if isinstance(v, _Tensor) else v for v in values]
        if len(kernargs) > len(vals):  # trailing hidden/scratch pointers the compiler added: null
            vals.extend([0] * (len(kernargs) - len(vals)))
        block3 = dims3(block, "block")
        if block3 not in fitting_blocks:
            check_block_fits_cu(ck, block3)
            fitting_blocks.add(block3)
        grid3, segment = dims3(grid, "grid"), fast_pack(vals)
        launches = recording()
        if launches is not None:  # the op layer is recording this call to replay it (ops/_plans.py)
            launches.append(_recording.LaunchRecord(
                hip_kernel, device, grid3, block3, 0, segment,
                tuple((a.offset, v) for a, v in zip(kernargs, values) if isinstance(v, _Tensor))))
        hip_kernel.launch(grid3, block3, segment, device)
    return launch


def check_block_fits_cu(ck: CompiledKernel, block3: tuple[int, int, int]) -> None:
    """Refuse a workgroup whose waves cannot all be resident on one CU: its waves per SIMD (4 SIMDs per CU)
    must not exceed the kernel's occupancy (the waves per SIMD its registers allow). HIP would refuse the
    launch with a bare "invalid configuration"; this names the kernel and the numbers. The simulator checks the
    same at launch (``sim/launch_checks.check_workgroup_fits_cu``)."""
    waves = -(-(block3[0] * block3[1] * block3[2]) // 64)
    per_simd = -(-waves // 4)
    if per_simd > ck.occupancy:
        from ..errors import LaunchError
        raise LaunchError(f"kernel {ck.name}: a workgroup of {block3} work-items ({waves} waves, {per_simd} per "
                          f"SIMD) does not fit on a CU: its {ck.vgprs} VGPRs + {ck.agprs} AGPRs allow "
                          f"{ck.occupancy} waves per SIMD; use fewer work-items per workgroup or fewer registers")


def jit(fn: Callable | None = None, /, **options: Any) -> Any:
    """Decorator making a DSL function a launchable kernel: ``@jit()`` or ``@jit(hazards=False, passes={...})``.

    ``options`` are ``CompileOptions`` fields; they are part of the cache key.
    """
    def wrap(f: Callable) -> JitFunction:
        try:
            opts = CompileOptions(**options)
        except TypeError as exc:
            allowed = ", ".join(f.name for f in fields(CompileOptions))
            raise TypeError(f"@jit: {exc}; allowed options: {allowed}") from None
        return JitFunction(f, opts)
    return wrap(fn) if fn is not None else wrap
