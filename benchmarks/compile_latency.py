"""Compile latency of three DSL kernels, stage by stage, beside Triton compiling an equivalent kernel for gfx942
in the same process.

Kernels: ``poly`` (a synthetic ~300-instruction kernel, defined here), the rmsnorm forward kernel and the
attention forward kernel, with the compile-time arguments the ops launch them with for a typical shape (bf16
rows of D=4096; attention B1 H8 S1024 D128, not causal). Those arguments are found by calling the ops'
launchers with ``JitFunction.__call__`` replaced by a recorder, so they follow the launchers' planning.

Method: every row is the median of N samples timed with ``time.perf_counter`` (CPU time, ``process_time``, is
stored beside it: the machine is shared); the load average is printed and stored at the start and the end.
The cache-hit rows are measured first, as a process meets its disk-cache hits at its start, before compiling
anything: our hits, Triton's start-up and hits, Triton's cold compiles, then our pipeline, assembler and cold
compiles. On the shared 2-core machine other processes' bursts move the short rows by up to 2x from run to run
(the work per call is the same: cProfile counts 868 calls per attention hit in any state): compare the load.

- Python pipeline: ``asm.pipeline.compile_to_asm`` (trace, passes, register allocation, emission), N=5, as
  the JIT runs it (``keep_stages=False``: the intermediate stages are printed only when someone reads them).
- pipeline stages: the same call with ``timings=`` (``compile_to_asm``'s per-stage seconds: trace, each pass,
  regalloc, hazards, emit), N=5, the median of each stage; printed per kernel, stored as ``stages_ms``.
- LLVM assemble + link of the emitted assembly, N=5.
- cold compile: ``kernel.compile(...)`` with the in-process memo cleared and an empty cache folder: cache key,
  pipeline, assembly, and the cache write, N=5.
- disk-cache hit: the memo cleared, the entry on disk: ``kernel.compile(...)`` (cache key, toolchain lookup,
  reading and checking the entry, rebuilding the ``CompiledKernel``), N=105: 5 rounds of 21, 0.2 s apart (the
  machine is shared: a burst of other work should not cover every sample). Target (issue 18): < 1 ms.
- disk-cache hit, first in a new process (the op kernels): a fresh Python process with the entry on disk, its
  one-time start-up (finding the toolchain, hashing the compiler's sources: ``process_startup_ms``) done
  first and the imports' garbage collected (else a full collection, 100-200 ms with torch loaded, often
  lands in the timed call), times its first ``kernel.compile(...)``: the key reads every helper's source
  once, N=5.
- launch overhead (``poly``): a launch that hits the in-process memo, the simulator launch stubbed.
- Triton cold compile: ``triton.compile`` of the equivalent kernel (``poly_tl`` below, the rmsnorm peer of
  ``benchmarks/triton_peers.py``, the flash-attention peer of ``benchmarks/flash_peer.py``) for gfx942, its
  steady state: one throwaway kernel is compiled first (Triton's one-time start-up, also stored as
  ``triton_first_compile_ms``), then each sample compiles a fresh copy of the kernel's source (a distinct line
  in its body, loaded from a new file) into a fresh ``TRITON_CACHE_DIR``, N=5.
- Triton cache hit: ``triton.compile`` again of the last sample's kernel, served by its own cache, N=105 (as
  ours).

    python benchmarks/compile_latency.py     # prints a table, writes benchmarks/results/compile_latency.json
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.report import write_chart  # noqa: E402

from torch_cdna import _config  # noqa: E402
from torch_cdna.asm.pipeline import compile_to_asm  # noqa: E402
from torch_cdna.asm.toolchain import find_toolchain  # noqa: E402

jit_mod = importlib.import_module("torch_cdna.asm.jit")  # the module (torch_cdna.asm.jit is also the decorator)

ARCH = "gfx942"
STEPS = 34  # polynomial steps per element: sets the kernel to roughly 300 instructions
COLD, HITS, ROUNDS = 5, 21, 5  # samples per row (cache hits: HITS in each of ROUNDS rounds)
TIMED = ("pipeline", "assemble", "cold_total", "disk_hit", "first_hit", "process_startup")  # rows per kernel


@jit_mod.jit()
def poly(J, BLOCK, x: "float*", out: "float*", n: "int"):
    """Evaluate a degree-STEPS polynomial on four floats per lane (unrolled at trace time)."""
    i = J.gpr("vi32")
    i[0] = (J.blockIdx.x * BLOCK + J.threadIdx.x) * 4
    with J.If(i[0] < n):
        v = J.gpr(4, "vf32")
        acc = J.gpr(4, "vf32")
        J.global_load(v, x + i * 4)
        J.s_waitcnt(vmcnt=0)
        for k in range(4):
            acc[k] = v[k] * 0.5
        for step in range(STEPS):
            for k in range(4):
                acc[k] = acc[k] * v[k] + float(step + 1) / 7.0
        J.global_store(out + i * 4, acc)


# The Triton peer of poly, as a module source (each cold sample loads a fresh copy of it).
POLY_TL = '''
import triton
import triton.language as tl


@triton.jit
def poly_tl(x_ptr, out_ptr, n, BLOCK: tl.constexpr, STEPS_C: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m)
    acc = v * 0.5
    for step in tl.static_range(STEPS_C):
        acc = acc * v + (step + 1) / 7.0
    tl.store(out_ptr + offs, acc, mask=m)


def compile_poly(fn, arch):
    from triton.backends.compiler import GPUTarget
    sig = {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr", "STEPS_C": "constexpr"}
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs={"BLOCK": 1024, "STEPS_C": %d})
    return triton.compile(src, target=GPUTarget("hip", arch, 64), options={"num_warps": 4})
''' % STEPS


# ---------------------------------------------------------------------------------------------- timing
@dataclass
class Timing:
    """Median wall and CPU seconds of ``n`` samples."""

    wall: float
    cpu: float
    n: int

    @property
    def ms(self) -> float:
        return self.wall * 1e3


def measure(fn: Callable[[], Any], n: int, setup: Callable[[], Any] | None = None, rounds: int = 1) -> Timing:
    """Median of ``n`` timed calls of ``fn`` per round; ``setup`` (untimed) runs before each. Rounds are 0.2 s
    apart, so that a burst of another process's work on a shared machine does not cover every sample."""
    walls, cpus = [], []
    for r in range(rounds):
        if r:
            time.sleep(0.2)
        for _ in range(n):
            if setup is not None:
                setup()
            t, c = time.perf_counter(), time.process_time()
            fn()
            walls.append(time.perf_counter() - t)
            cpus.append(time.process_time() - c)
    return Timing(statistics.median(walls), statistics.median(cpus), n * rounds)


# ---------------------------------------------------------------------------------------------- our kernels
def launched_constants(launch: Callable[[], Any]) -> tuple[Any, tuple]:
    """(jit kernel, compile-time arguments) of the one kernel ``launch`` runs, recorded instead of launched."""
    seen = []

    def record(self, grid, block, *args, **kwargs):
        seen.append((self, tuple(args[i] for i in self._const)))
    real = jit_mod.JitFunction.__call__
    jit_mod.JitFunction.__call__ = record
    try:
        launch()
    finally:
        jit_mod.JitFunction.__call__ = real
    if len(seen) != 1:
        raise RuntimeError(f"expected one kernel launch, got {len(seen)}")
    return seen[0]


def op_kernels() -> dict[str, tuple[Any, tuple]]:
    """name -> (kernel, compile-time arguments) as the ops launch them for the typical shapes."""
    from torch_cdna.ops.kernels import attention, norms
    bf16 = torch.bfloat16
    x, w = torch.empty(2048, 4096, dtype=bf16), torch.empty(4096, dtype=bf16)
    q, k, v = (torch.empty(1, 8, 1024, 128, dtype=bf16) for _ in range(3))
    return {
        "poly": (poly, (64,)),
        "rmsnorm": launched_constants(lambda: norms.launch_rmsnorm(x, w, 1e-6, torch.empty_like(x))),
        "attention": launched_constants(lambda: attention.launch_attention(
            q, k, v, torch.empty_like(q), torch.empty(1, 8, 1024), False, 128 ** -0.5, 1)),
    }


def instructions(asm: str) -> int:
    return sum(1 for line in asm.split(".rodata")[0].splitlines()
               if line.startswith("\t") and not line.strip().startswith(".") and not line.strip().endswith(":"))


def measure_hits(kernel: Any, consts: tuple) -> dict:
    """Disk-cache hits of ``kernel``: in this process (memo cleared) and first in a new process."""
    row: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as cache_dir, _config.override(cache_dir=Path(cache_dir), dump=""):
        kernel._memo.clear()
        kernel.compile(*consts, arch=ARCH)  # fills the cache
        row["disk_hit"] = measure(lambda: kernel.compile(*consts, arch=ARCH), HITS, setup=kernel._memo.clear,
                                  rounds=ROUNDS)
        if kernel.fn.__module__ != "__main__":  # importable by name from a new process
            runs = [first_hit_in_new_process(kernel, consts, Path(cache_dir)) for _ in range(COLD)]
            row["first_hit"] = Timing(statistics.median(r["wall"] for r in runs),
                                      statistics.median(r["cpu"] for r in runs), COLD)
            row["process_startup"] = Timing(statistics.median(r["startup"] for r in runs), 0.0, COLD)
    return row


def measure_cold(kernel: Any, consts: tuple, tc: Any) -> dict:
    """The pipeline, the assembler and the cold compile of ``kernel``."""
    names = [kernel.params[i].name for i in kernel._const]
    constants = dict(zip(names, consts))

    def pipeline(timings: dict[str, float] | None = None):  # as the JIT runs it (stages printed only when read)
        return compile_to_asm(kernel.fn, name=kernel.fn.__name__, params=list(kernel._kernargs),
                              constants=constants, arch=ARCH, options=kernel.options, keep_stages=False,
                              timings=timings)
    asm = pipeline().asm
    row: dict[str, Any] = {"kernel": kernel.fn.__name__, "constants": {k: repr(v) for k, v in constants.items()},
                           "instructions": instructions(asm), "pipeline": measure(pipeline, COLD),
                           "stages": stage_medians(pipeline),
                           "assemble": measure(lambda: tc.assemble(asm, ARCH), COLD)}
    with tempfile.TemporaryDirectory() as cache_dir, _config.override(cache_dir=Path(cache_dir), dump=""):
        def empty():
            for p in Path(cache_dir).glob("**/*.entry"):
                p.unlink()
            kernel._memo.clear()
        row["cold_total"] = measure(lambda: kernel.compile(*consts, arch=ARCH), COLD, setup=empty)
    return row


def stage_medians(pipeline: Callable[[dict], Any]) -> dict[str, float]:
    """Median seconds of each pipeline stage over COLD runs (``compile_to_asm``'s ``timings``)."""
    samples: dict[str, list[float]] = {}
    for _ in range(COLD):
        timings: dict[str, float] = {}
        pipeline(timings)
        for stage, seconds in timings.items():
            samples.setdefault(stage, []).append(seconds)
    return {stage: statistics.median(v) for stage, v in samples.items()}


FIRST_HIT = '''
import ast, gc, importlib, json, sys, time
from pathlib import Path
from torch_cdna import _config
from torch_cdna.asm.cache import default_cache, package_fingerprint
from torch_cdna.asm.toolchain import find_toolchain
module, name, consts, arch, cache_dir = ast.literal_eval(sys.argv[1])
kernel = getattr(importlib.import_module(module), name)
with _config.override(cache_dir=Path(cache_dir), dump=""):
    t = time.perf_counter()
    find_toolchain(arch), package_fingerprint()
    startup = time.perf_counter() - t
    gc.collect()  # the imports' garbage-collection debt: else a full collection lands in the timed call
    t, c = time.perf_counter(), time.process_time()
    kernel.compile(*consts, arch=arch)
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    stats = default_cache().stats
print(json.dumps({"wall": wall, "cpu": cpu, "startup": startup, "hit": stats["hits"] == 1 and not stats["misses"]}))
'''


def first_hit_in_new_process(kernel: Any, consts: tuple, cache_dir: Path) -> dict:
    """A new process's first ``kernel.compile`` with the entry on disk: {wall, cpu, startup} seconds."""
    import subprocess
    spec = repr((kernel.fn.__module__, kernel.__name__, consts, ARCH, str(cache_dir)))
    for _ in range(3):  # a miss writes the entry: the sources changed since it was written (a shared checkout)
        out = subprocess.run([sys.executable, "-c", FIRST_HIT, spec], capture_output=True, text=True, check=True,
                             cwd=ROOT).stdout
        result = json.loads(out.strip().splitlines()[-1])
        if result["hit"]:
            return result
    raise RuntimeError(f"{kernel.__name__}: three new processes in a row missed the disk cache: does the key "
                       f"differ across processes?")


def launch_overhead() -> float:
    """Seconds per memo-hit launch of ``poly`` on the simulator path, the simulator launch itself stubbed."""
    x, out = torch.randn(4096), torch.empty(4096)
    with tempfile.TemporaryDirectory() as cache_dir, _config.override(cache_dir=Path(cache_dir)):
        poly([16], [64], 64, x, out, 4096)  # memo hit from now on
        real = jit_mod._launch_sim
        jit_mod._launch_sim = lambda *a, **k: None
        try:
            calls = 2000
            return min(measure(lambda: [poly([16], [64], 64, x, out, 4096) for _ in range(calls)], 5).wall / calls
                       for _ in range(3))
        finally:
            jit_mod._launch_sim = real


# ---------------------------------------------------------------------------------------------- Triton
@dataclass(frozen=True)
class TritonPeer:
    """A Triton kernel as a module source, the name of the kernel in it, and how to compile it."""

    source: Callable[[], str]
    kernel: str
    compile: Callable[[Any, Any], Any]  # (the loaded module, its kernel) -> triton.compile's result


def _peer_source(module: str) -> Callable[[], str]:
    return lambda: Path(importlib.import_module(module).__file__).read_text()


def _compile_rmsnorm(mod: Any, fn: Any) -> Any:
    sig = (("x_ptr", "*bf16"), ("w_ptr", "*bf16"), ("out_ptr", "*bf16"), ("eps", "fp32"))
    consts = (("D", 4096), ("SX", 4096), ("SO", 4096), ("RBLOCK", 4096))
    return mod.compile_peer.__wrapped__(fn, ARCH, sig, consts, mod._warps(4096))  # past its lru_cache


def _compile_flash(mod: Any, fn: Any) -> Any:
    q = torch.empty(1, 8, 1024, 128)
    lse = torch.empty(1, 8, 1024)
    ints = dict(zip(mod._INTS, [*q.stride()[:3]] * 4 + [*lse.stride()[:2], 8, 1024]))
    divisible = tuple(n for n, val in ints.items() if val % 16 == 0)
    return mod.compile_flash.__wrapped__(ARCH, "bf16", 128, 1, False, mod.DEFAULT, divisible)


TRITON_PEERS = {
    "poly": TritonPeer(lambda: POLY_TL, "poly_tl", lambda mod, fn: mod.compile_poly(fn, ARCH)),
    "rmsnorm": TritonPeer(_peer_source("benchmarks.triton_peers"), "rmsnorm_fwd", _compile_rmsnorm),
    "attention": TritonPeer(_peer_source("benchmarks.flash_peer"), "flash_fwd", _compile_flash),
}


def salted(source: str, kernel: str, sample: int) -> str:
    """``source`` with a line naming ``sample`` first in ``kernel``'s body: a kernel source Triton never saw."""
    head = source.index(f"def {kernel}(")
    body = source.index("):\n", head) + 3
    return f"{source[:body]}    _cold_sample = {sample}\n{source[body:]}"


def load_copy(source: str, folder: Path, name: str) -> Any:
    """Import ``source`` as a new module from a new file (Triton reads a kernel's source from its file)."""
    path = folder / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod  # dataclasses under postponed annotations look their module up
    spec.loader.exec_module(mod)
    return mod


@contextlib.contextmanager
def triton_cache(folder: Path):
    old = os.environ.get("TRITON_CACHE_DIR")
    os.environ["TRITON_CACHE_DIR"] = str(folder)
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("TRITON_CACHE_DIR", None)
        else:
            os.environ["TRITON_CACHE_DIR"] = old


def measure_triton(work: Path) -> dict[str, Any] | None:
    """Triton's first compile in this process, then per peer its steady-state cold compile and cache hit."""
    try:
        import triton  # noqa: F401
    except ImportError:
        return None
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    counter = iter(range(10**6))

    def fresh(peer: TritonPeer) -> tuple[Any, Any, Path]:
        i = next(counter)
        mod = load_copy(salted(peer.source(), peer.kernel, i), work, f"cold_peer_{i}")
        cache = work / f"cache_{i}"
        cache.mkdir()
        return mod, getattr(mod, peer.kernel), cache

    warm_mod, warm_fn, warm_cache = fresh(TRITON_PEERS["poly"])  # the throwaway kernel: Triton's start-up
    with triton_cache(warm_cache):
        first = measure(lambda: TRITON_PEERS["poly"].compile(warm_mod, warm_fn), 1)
    out: dict[str, Any] = {"first_compile": first}
    for name, peer in TRITON_PEERS.items():  # cache hits first (see the module's docstring)
        mod, fn, cache = fresh(peer)
        with triton_cache(cache):
            peer.compile(mod, fn)
            out[name] = {"hit": measure(lambda: peer.compile(mod, fn), HITS, rounds=ROUNDS)}
    for name, peer in TRITON_PEERS.items():
        walls, cpus = [], []
        for mod, fn, cache in [fresh(peer) for _ in range(COLD)]:
            with triton_cache(cache):
                t = measure(lambda: peer.compile(mod, fn), 1)
            walls.append(t.wall)
            cpus.append(t.cpu)
        out[name]["cold"] = Timing(statistics.median(walls), statistics.median(cpus), COLD)
    return out


# ---------------------------------------------------------------------------------------------- report
def main() -> dict:
    load_start = os.getloadavg()[0]
    tc = find_toolchain(ARCH)
    kernels = op_kernels()
    # the short cache-hit measurements first, ours then Triton's, before the long cold compiles (see above)
    hits = {name: measure_hits(kernel, consts) for name, (kernel, consts) in kernels.items()}
    per_call = launch_overhead()
    with tempfile.TemporaryDirectory() as work:
        triton = measure_triton(Path(work))
    rows = {name: {**measure_cold(kernel, consts, tc), **hits[name]} for name, (kernel, consts) in kernels.items()}
    load_end = os.getloadavg()[0]

    print(f"compile latency on {platform.node()} ({os.cpu_count()} cores, load {load_start:.1f} at the start, "
          f"{load_end:.1f} at the end), {ARCH}, {tc.ident}; medians, ms (wall / CPU)")
    table = [("", *rows)]
    table.append(("instructions", *(str(r["instructions"]) for r in rows.values())))
    for key, label in (("pipeline", "Python pipeline (trace..emit)"), ("assemble", "LLVM assemble + link"),
                       ("cold_total", "cold compile (no cache)"), ("disk_hit", "disk-cache hit (memo cleared)"),
                       ("first_hit", "disk-cache hit, new process")):
        table.append((label, *(f"{r[key].ms:.2f} / {r[key].cpu * 1e3:.2f}" if key in r else "-"
                               for r in rows.values())))
    if triton is not None:
        for key, label in (("cold", "Triton cold compile (steady)"), ("hit", "Triton cache hit")):
            table.append((label, *(f"{triton[n][key].ms:.2f} / {triton[n][key].cpu * 1e3:.2f}" for n in rows)))
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    for r in table:
        print("  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    for name, r in rows.items():  # stages under 0.5 ms are left out of the line (the JSON has them all)
        print(f"  {name} pipeline stages (median wall ms): " +
              ", ".join(f"{k} {v * 1e3:.1f}" for k, v in r["stages"].items() if v >= 5e-4))
    print(f"  cache-hit launch overhead (poly, memo hit, launch stubbed): {per_call * 1e6:.1f} us")
    if triton is not None:
        print(f"  Triton's first compile in this process (start-up included): {triton['first_compile'].ms:.0f} ms")
    print("  a new process's start-up before its first hit (toolchain, package hash): " +
          ", ".join(f"{n} {r['process_startup'].ms:.0f} ms" for n, r in rows.items() if "process_startup" in r))

    poly_row = rows["poly"]
    result: dict[str, Any] = {
        # the synthetic kernel under the names earlier runs used (the chart reads these)
        "instructions": poly_row["instructions"], "pipeline_ms": poly_row["pipeline"].ms,
        "assemble_ms": poly_row["assemble"].ms, "cold_total_ms": poly_row["cold_total"].ms,
        "disk_hit_ms": poly_row["disk_hit"].ms, "launch_overhead_us": per_call * 1e6,
        "triton_compile_ms": triton["poly"]["cold"].ms if triton else None,
    }
    for name, r in rows.items():
        if name != "poly":
            result.update({f"{name}_{k}_ms": r[k].ms for k in ("pipeline", "assemble", "cold_total", "disk_hit",
                                                                 "first_hit", "process_startup") if k in r})
        if triton is not None:
            result.update({f"{name}_triton_cold_ms": triton[name]["cold"].ms,
                           f"{name}_triton_hit_ms": triton[name]["hit"].ms})
    result.update({
        "triton_first_compile_ms": triton["first_compile"].ms if triton else None,
        "toolchain": tc.ident, "arch": ARCH, "load_average": load_start, "load_average_end": load_end,
        "cpus": os.cpu_count(), "samples": {"cold": COLD, "hits": HITS * ROUNDS},
        "time": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "kernels": {name: {"kernel": r["kernel"], "constants": r["constants"], "instructions": r["instructions"],
                           "stages_ms": {k: v * 1e3 for k, v in r["stages"].items()},
                           **{f"{k}_ms": r[k].ms for k in TIMED if k in r},
                           **{f"{k}_cpu_ms": r[k].cpu * 1e3 for k in TIMED if k in r and k != "process_startup"},
                           **({"triton_cold_ms": triton[name]["cold"].ms,
                               "triton_cold_cpu_ms": triton[name]["cold"].cpu * 1e3,
                               "triton_hit_ms": triton[name]["hit"].ms} if triton else {})}
                    for name, r in rows.items()},
    })
    out_dir = ROOT / "benchmarks" / "results"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "compile_latency.json").write_text(json.dumps(result, indent=2) + "\n")
    write_chart("compile_latency")
    return result


if __name__ == "__main__":
    main()
