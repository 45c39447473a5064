"""Capture the Triton kernels TorchInductor generates on ROCm, on a machine with neither a GPU nor ROCm.

The installed (CPU) torch runs Inductor's own lowering, scheduling and Triton code generation for a ``cuda``
device under ``FakeTensorMode``, with the process made to look like a ROCm build holding one MI300X (gfx942) or
MI355X (gfx950): ``torch.version.hip`` set (so every ``torch.version.hip`` branch of Inductor is taken: ROCm
configs, ``waves_per_eu``, wave64 warp counts, ``is_hip``), ``torch.cuda`` device queries answered from
``DEVICES`` and Triton's active driver replaced by one that reports ``GPUTarget("hip", arch, 64)``. Nothing is
compiled for a GPU here: ``AsyncCompile.triton`` records each kernel's source instead, and the generated wrapper's
``call`` is executed on CPU tensors with its kernel launches recorded, which gives the launch plan (buffers,
argument bindings, outputs). Each kernel source is then loaded the way Inductor loads it
(``_load_triton_kernel_from_source``: the ``@triton_heuristics`` decorator builds the ``CachingAutotuner``), and
Inductor's own ``_create_compile_meta`` / ``_create_compile_options`` / ``GridExpr`` turn each candidate config
into the exact ``triton.compile`` inputs (signature, constants, ``tt.divisibility`` attributes, options incl.
``waves_per_eu``) and grid.

These patches are process-wide, so the capture only ever runs in a child process:
``python -m benchmarks.inductor_capture REQUESTS.json OUT.json`` (``benchmarks.inductor_peers.capture`` starts
it). Patched pattern-matcher initialisers (``_sfdp_init``, ``_pad_mm_init``, ``_misc_patterns_init``) build their
example graphs on real device tensors; they register attention/matmul/randperm rewrites that none of the captured
ops contain, so they are skipped.

Example (in a child process; see ``benchmarks.inductor_peers.capture``):
    >>> from benchmarks.inductor_capture import DEVICES
    >>> DEVICES["gfx942"]["multi_processor_count"]
    304
"""

from __future__ import annotations

import contextlib
import json
import sys
import types
from typing import Any

import torch

# What torch.cuda.get_device_properties reports on a ROCm build (hipDeviceProp_t), per arch. CU counts: MI300X
# 304, MI355X 256 (AMD's data sheets); wave64; 2048 threads per CU. regs_per_multiprocessor: HIP's
# regsPerMultiprocessor, 65536 (an assumption: it only gates Inductor's dynamic R0_BLOCK down-scaling, which is
# not emulated; see docs/peers.md).
DEVICES: dict[str, dict[str, Any]] = {
    "gfx942": {"name": "AMD Instinct MI300X", "multi_processor_count": 304, "major": 9, "minor": 4,
               "gcnArchName": "gfx942:sramecc+:xnack-"},
    "gfx950": {"name": "AMD Instinct MI355X", "multi_processor_count": 256, "major": 9, "minor": 5,
               "gcnArchName": "gfx950:sramecc+:xnack-"},
}
_COMMON = {"regs_per_multiprocessor": 65536, "max_threads_per_multi_processor": 2048, "max_threads_per_block": 1024,
           "warp_size": 64, "total_memory": 192 << 30, "L2_cache_size": 4 << 20,
           "shared_memory_per_block": 65536, "shared_memory_per_block_optin": 65536,
           "shared_memory_per_multiprocessor": 65536}
HIP_VERSION = "7.0.0"


class _FakeDriver:
    """Triton's active driver as a HIP device of ``arch`` (only the target is asked for during codegen)."""

    def __init__(self, arch: str) -> None:
        from triton.backends.compiler import GPUTarget
        self.target = GPUTarget("hip", arch, 64)

    def get_current_target(self) -> Any:
        return self.target

    def get_current_device(self) -> int:
        return 0

    def get_active_torch_device(self) -> torch.device:
        return torch.device("cuda", 0)


class _DeviceGuard:
    def __init__(self, index: int) -> None:
        self.index = index

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> bool:
        return False


def emulate_rocm(arch: str) -> None:
    """Make this process look like a ROCm torch with one ``arch`` GPU (irreversible: child processes only).

    torch.cuda is patched before any Inductor module is imported: its device interface binds these functions
    at import time."""
    props = types.SimpleNamespace(**_COMMON, **DEVICES[arch])
    torch.version.hip = HIP_VERSION
    cuda = torch.cuda
    cuda.get_device_properties = lambda device=None: props
    cuda.get_device_capability = lambda device=None: (props.major, props.minor)
    cuda.device_count = lambda: 1
    cuda.current_device = lambda: 0
    cuda.is_available = lambda: True
    cuda.set_device = lambda device: None
    cuda._exchange_device = lambda device: 0
    cuda._maybe_exchange_device = lambda device: 0
    cuda.get_rng_state = lambda device=None: torch.zeros(16, dtype=torch.uint8)
    cuda.set_rng_state = lambda state, device=None: None
    cuda._DeviceGuard = _DeviceGuard
    torch._C._cuda_getCurrentRawStream = lambda device: 0

    from triton.runtime.driver import driver
    import torch._inductor.config as ic
    import torch._inductor.fx_passes.fuse_attention as fa
    import torch._inductor.fx_passes.misc_patterns as mp
    import torch._inductor.fx_passes.pad_mm as pm
    from torch._inductor.runtime import triton_helpers
    from torch._inductor.runtime.hints import DeviceProperties

    DeviceProperties.create.cache_clear()
    driver.set_active(_FakeDriver(arch))
    triton_helpers.set_driver_to_gpu = lambda: None  # keep the fake driver (a real HIP one needs libamdhip64)
    for mod, name in ((fa, "_sfdp_init"), (pm, "_pad_mm_init"), (mp, "_misc_patterns_init")):
        setattr(mod, name, lambda *a, **k: None)
    ic.force_disable_caches = True
    ic.compile_threads = 1


# ---------------------------------------------------------------------------------------------- recording
class _Recorder:
    """Stands in for a compiled kernel (``.run``) and for the wrapper's allocators, recording what they get."""

    def __init__(self, inputs: list[torch.Tensor]) -> None:
        self.inputs = inputs
        self.buffers: list[torch.Tensor] = []
        self.buffer_specs: list[dict] = []
        self.views: list[tuple[torch.Tensor, dict]] = []
        self.launches: list[dict] = []

    def ref(self, value: Any) -> dict:
        if isinstance(value, torch.Tensor):
            for kind, items in (("input", self.inputs), ("buffer", self.buffers), ("view", [v for v, _ in self.views])):
                for i, t in enumerate(items):
                    if t is value:
                        return {kind: i}
            raise RuntimeError(f"inductor_capture: a kernel got a tensor the wrapper did not allocate: {value.shape}")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RuntimeError(f"inductor_capture: unexpected launch argument {value!r}")
        return {"int": value} if isinstance(value, int) else {"float": value}

    def empty_strided(self, size: Any, stride: Any, dtype: torch.dtype) -> torch.Tensor:
        t = torch.empty_strided(tuple(size), tuple(stride), dtype=dtype)
        self.buffers.append(t)
        self.buffer_specs.append({"shape": list(size), "stride": list(stride), "dtype": str(dtype).split(".")[-1]})
        return t

    def reinterpret(self, base: torch.Tensor, size: Any, stride: Any, offset: int) -> torch.Tensor:
        v = base.as_strided(tuple(size), tuple(stride), base.storage_offset() + offset)
        self.views.append((v, {"base": self.ref(base), "shape": list(size), "stride": list(stride),
                               "offset": int(offset)}))
        return v

    def kernel(self, name: str) -> Any:
        def run(*args: Any, stream: Any = None, **kwargs: Any) -> None:
            self.launches.append({"kernel": name, "args": [self.ref(a) for a in args], "values": list(args)})
        return types.SimpleNamespace(run=run)


def _dtype(name: str) -> torch.dtype:
    return getattr(torch, name)


def _compile_inputs(autotuner: Any, cfg: Any) -> dict:
    """Inductor's own translation of one config into ``triton.compile`` inputs (as JSON-able data)."""
    meta = autotuner._create_compile_meta(cfg)
    options = autotuner._create_compile_options(cfg, meta)
    attrs = [[list(path), [list(a) for a in values]] for path, values in meta["configs"][0].items()]
    return {"signature": dict(meta["signature"]), "constants": dict(meta["constants"]), "attrs": attrs,
            "options": options, "target": [meta["device_type"], meta["cc"], autotuner.device_props.warp_size]}


def _config_record(autotuner: Any, cfg: Any) -> dict:
    return {"kwargs": dict(cfg.kwargs), "num_warps": cfg.num_warps, "num_stages": cfg.num_stages,
            "compile": _compile_inputs(autotuner, cfg)}


def _call_source(wrapper: Any) -> list[str]:
    """Source lines of the generated wrapper's ``call`` (extern calls such as ``extern_kernels.mm`` show there)."""
    import inspect
    try:
        return inspect.getsource(wrapper.call).splitlines()
    except (OSError, TypeError):
        return []


@contextlib.contextmanager
def _only_choice(index: int, seen: list[dict]) -> Any:
    """Compile with ``max_autotune`` (Triton templates and ATen as backends, as ``mode="max-autotune"`` does) and
    make Inductor's algorithm selection keep only its Triton template choice number ``index``.

    Autotuning benchmarks every choice on the GPU, which does not exist here; a selection left with one choice
    is taken without benchmarking (``AlgorithmSelectorCache.__call__``: ``len(choices) == 1``). Every choice
    Inductor offered (name, description: the template config, type) is appended to ``seen``."""
    import torch._inductor.config as ic
    from torch._inductor import select_algorithm as sa

    def keep_one(offered: list) -> list:
        seen.extend({"name": c.name, "description": c.description, "type": type(c).__name__} for c in offered)
        templates = [c for c in offered if type(c).__name__ == "TritonTemplateCaller"]
        if not 0 <= index < len(templates):
            raise IndexError(f"inductor_capture: choice={index} but Inductor offered {len(templates)} Triton "
                             "template choices")
        return [templates[index]]

    register = sa.AlgorithmSelectorCache._register_default_preprocessing_fns
    # ROCm's "contiguous" subgraph choice (w.contiguous() then the extern mm; offered when K >= 16 * max(M, N))
    # is traced on real device tensors, which a CPU build lacks, and ends in the extern BLAS call anyway: off.
    with ic.patch({"max_autotune": True, "max_autotune_gemm_backends": "ATEN,TRITON",
                   "rocm.contiguous_threshold": 1 << 40}):
        sa.AlgorithmSelectorCache._register_default_preprocessing_fns = (
            lambda self: (register(self), self.add_preprocessing_fn(keep_one)) and None)
        old_cache, sa._ALGORITHM_SELECTOR_CACHE = sa._ALGORITHM_SELECTOR_CACHE, None
        try:
            yield
        finally:
            sa.AlgorithmSelectorCache._register_default_preprocessing_fns = register
            sa._ALGORITHM_SELECTOR_CACHE = old_cache


def capture_one(request: dict) -> dict:
    """One op at one shape: kernels (source + candidate configs), buffers, launches with grids, outputs."""
    from torch._inductor import async_compile
    from torch._inductor.codecache import PyCodeCache
    from torch._inductor.compile_fx import compile_fx
    from torch._inductor.runtime.triton_heuristics import GridExpr
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx
    from benchmarks.gemm_inductor import MM_OPS
    from benchmarks.inductor_peers import OPS

    spec = {**OPS, **MM_OPS}[request["op"]]
    fn = spec.graph(**request["scalars"])
    sources: dict[str, str] = {}
    modules: list[Any] = []
    load_original = async_compile._load_triton_kernel_from_source

    def record_source(self: Any, kernel_name: str, source_code: str, device_str: str = "cuda") -> Any:
        sources[kernel_name] = source_code
        return None

    def keep_module(*args: Any, **kwargs: Any) -> Any:
        mod = load_by_key_path(*args, **kwargs)
        modules.append(mod)
        return mod

    load_by_key_path = PyCodeCache.load_by_key_path
    with contextlib.ExitStack() as stack:
        stack.callback(setattr, async_compile.AsyncCompile, "triton", async_compile.AsyncCompile.triton)
        stack.callback(setattr, PyCodeCache, "load_by_key_path", load_by_key_path)
        async_compile.AsyncCompile.triton = record_source
        PyCodeCache.load_by_key_path = staticmethod(keep_module)
        choices: list[dict] = []
        if "choice" in request:
            stack.enter_context(_only_choice(request["choice"], choices))
        with FakeTensorMode():
            fakes = [torch.empty_strided(i["shape"], i["stride"], dtype=_dtype(i["dtype"]), device="cuda")
                     for i in request["inputs"]]
        gm = make_fx(fn)(*fakes)
        compile_fx(gm, fakes)
    wrapper = next(m for m in reversed(modules) if hasattr(m, "call"))

    inputs = [torch.zeros(i["shape"], dtype=_dtype(i["dtype"])).as_strided(i["shape"], i["stride"])
              for i in request["inputs"]]
    rec = _Recorder(inputs)
    wrapper.empty_strided_cuda = rec.empty_strided
    wrapper.reinterpret_tensor = rec.reinterpret
    wrapper.get_raw_stream = lambda device: 0
    wrapper.copy_if_misaligned = lambda t: t
    wrapper.assert_size_stride = lambda *a, **k: None
    wrapper.assert_alignment = lambda *a, **k: None
    for name in sources:
        setattr(wrapper, name, rec.kernel(name))
    result = wrapper.call(list(inputs))
    outputs = [rec.ref(t) for t in (result if isinstance(result, (tuple, list)) else [result])]

    kernels = {}
    for name, src in sources.items():
        tuner = load_original(name, src)
        kernels[name] = {"source": src, "heuristic": tuner.heuristic_type.name.lower(),
                         "configs": [_config_record(tuner, c) for c in tuner.configs],
                         "arg_names": [p.name for p in tuner.fn.params if not p.is_constexpr]}
        kernels[name]["_tuner"] = tuner
    launches = []
    for launch in rec.launches:
        k = kernels[launch["kernel"]]
        tuner = k["_tuner"]
        # template kernels take their grid as extra launcher arguments (FixedGrid: _grid_0.._grid_2)
        names = k["arg_names"] + list(tuner.inductor_meta.get("extra_launcher_args", []))
        values = dict(zip(names, launch["values"]))
        grids = [list(GridExpr.from_meta(tuner.inductor_meta, c).eval_slow(values)) for c in tuner.configs]
        launches.append({"kernel": launch["kernel"], "args": launch["args"], "grids": grids})
    for k in kernels.values():
        del k["_tuner"]
    extra = {"choice": request["choice"], "choices": choices} if "choice" in request else {}
    extra["extern_calls"] = [line.strip() for line in _call_source(wrapper) if "extern_kernels." in line]
    return {"op": request["op"], "arch": request["arch"], "inputs": request["inputs"], **extra,
            "scalars": request["scalars"], "device": {**_COMMON, **DEVICES[request["arch"]]},
            "torch": torch.__version__, "triton": __import__("triton").__version__, "hip": HIP_VERSION,
            "buffers": rec.buffer_specs, "views": [v for _, v in rec.views], "kernels": kernels,
            "launches": launches, "outputs": outputs}


def main(argv: list[str]) -> int:
    """``python -m benchmarks.inductor_capture REQUESTS.json OUT.json``: all requests must name one arch."""
    requests = json.loads(open(argv[0]).read())
    archs = {r["arch"] for r in requests}
    if len(archs) != 1:
        raise SystemExit(f"inductor_capture: one arch per process, got {sorted(archs)}")
    emulate_rocm(archs.pop())
    records = [capture_one(r) for r in requests]
    with open(argv[1], "w") as f:
        json.dump(records, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
