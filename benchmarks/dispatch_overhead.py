"""Per-call Python overhead of the ``cdna`` ops versus other ways of registering a PyTorch op.

Rows (tiny CPU tensors, so the body costs next to nothing; best of several repeats, microseconds per call):
- ``aten add.Tensor`` and ``aten rms_norm``: built-in C++ ops, called through their OpOverload;
- ``Library op, empty body``: ``torch.library.Library`` define + CPU impl whose body is ``empty_like(x)``
  (the baseline of the 2x budget); ``+ register_autograd``: the same with ``torch.library.register_autograd``;
- ``custom_op, empty body``: ``torch.library.custom_op`` with the same body;
- ``cdna::<op> (no-op kernel)``: our op in kernel mode with a launcher that does nothing — validation,
  device routing, launcher lookup, output allocation: everything but the kernel itself;
- ``cdna::<op> (reference)``: our op in reference mode, and ``reference fn direct``: the reference called as a
  Python function; their difference is our dispatch overhead in reference mode.

Run: ``python benchmarks/dispatch_overhead.py`` (prints a table; writes benchmarks/results/dispatch_overhead.json).
"""

from __future__ import annotations

import json
import platform
import sys
import timeit
from pathlib import Path
from typing import Any, Callable

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.report import write_chart  # noqa: E402
import torch_cdna.ops  # noqa: E402
from torch_cdna import _config  # noqa: E402
from torch_cdna.ops import OPS, kernels  # noqa: E402
from torch_cdna.runtime import device  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results" / "dispatch_overhead.json"


def per_call_us(fn: Callable[[], Any], number: int = 5000, repeat: int = 7) -> float:
    """Best-of-``repeat`` mean time of ``fn()`` in microseconds."""
    for _ in range(500):
        fn()
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number * 1e6


def _baseline_ops() -> dict[str, Any]:
    lib = torch.library.Library("cdna_bench", "DEF")  # noqa: TOR901 - benchmark-only namespace
    body = lambda x, w, eps: torch.empty_like(x)  # noqa: E731
    for name in ("plain", "with_autograd"):
        lib.define(f"{name}(Tensor x, Tensor w, float eps) -> Tensor")
        lib.impl(name, body, "CPU")
        lib.impl(name, body, "CUDA")
    torch.library.register_autograd("cdna_bench::with_autograd", lambda ctx, g: (g, None, None), lib=lib)

    @torch.library.custom_op("cdna_bench::custom", mutates_args=())
    def custom(x: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
        return torch.empty_like(x)

    ns = torch.ops.cdna_bench
    return {"lib": lib, "plain": ns.plain.default, "with_autograd": ns.with_autograd.default,
            "custom": ns.custom.default}


def _inputs() -> dict[str, tuple[tuple, dict]]:
    x = torch.randn(4, 64, dtype=torch.bfloat16)
    q = torch.randn(1, 2, 4, 64, dtype=torch.bfloat16)
    return {
        "rmsnorm": ((x, torch.ones(64, dtype=torch.bfloat16), 1e-6), {}),
        "silu_and_mul": ((x,), {}),
        "softmax": ((x, -1), {}),
        "rope": ((q, torch.randn(1, 1, 4, 32), torch.randn(1, 1, 4, 32), False), {}),
        "attention": ((q, q, q), dict(causal=True, scale=None, enable_gqa=False)),
    }


def _noop_launchers(names: list[str], kind: str = "sim") -> Callable[[], None]:
    """Install do-nothing launchers for ``names`` on ``kind`` for the configured arch (real launchers set
    aside); returns the undo function."""
    arch = device.configured_arch()
    saved = {name: kernels.table(name) for name in names}
    for name in names:
        kernels.unregister(name, kind, arch)
        kernels.register(name, kind, arch, dtypes=(torch.bfloat16,))(lambda *a, **k: None)

    def undo() -> None:
        for name in names:
            kernels.unregister(name, kind, arch)
            if (kind, arch) in saved[name]:
                real = saved[name][(kind, arch)]
                kernels.register(name, kind, arch, dtypes=real.dtypes)(real.fn)
    return undo


def measure() -> dict[str, Any]:
    base = _baseline_ops()
    x, w = torch.randn(4, 64), torch.ones(64)
    rows: dict[str, float] = {
        "aten add.Tensor": per_call_us(lambda: torch.ops.aten.add.Tensor(x, x)),
        "aten rms_norm": per_call_us(lambda: torch.ops.aten.rms_norm.default(x, [64], w, 1e-6)),
        "Library op, empty body": per_call_us(lambda: base["plain"](x, w, 1e-6)),
        "Library op + register_autograd": per_call_us(lambda: base["with_autograd"](x, w, 1e-6)),
        "custom_op, empty body": per_call_us(lambda: base["custom"](x, w, 1e-6)),
    }
    inputs = _inputs()
    undo = _noop_launchers(list(inputs))
    try:
        with _config.override(ops_impl="kernel"):
            for name, (args, kw) in inputs.items():
                op = getattr(torch.ops.cdna, name).default
                rows[f"cdna::{name} (no-op kernel)"] = per_call_us(lambda: op(*args, **kw))
    finally:
        undo()
    if torch.cuda.is_available() and torch.version.hip is None:
        rows.update(measure_gpu_proxy(base))
    with _config.override(ops_impl="reference"):
        for name, (args, kw) in inputs.items():
            op, ref = getattr(torch.ops.cdna, name).default, OPS[name].reference
            rows[f"cdna::{name} (reference)"] = per_call_us(lambda: op(*args, **kw), number=2000)
            rows[f"  {name} reference fn direct"] = per_call_us(lambda: ref(*args, **kw), number=2000)
    return rows


def measure_gpu_proxy(base: dict[str, Any]) -> dict[str, float]:
    """On an NVIDIA machine: our HIP-kind path (what a ROCm GPU runs: arch from the device, no simulator)
    with do-nothing launchers on CUDA tensors, against the same baselines on CUDA tensors. The op layer is
    told it runs on a ROCm build for the duration; the launchers never touch the GPU."""
    from torch_cdna.ops import _registry
    x, w = torch.randn(4, 64, device="cuda"), torch.ones(64, device="cuda")
    rows = {"[cuda] aten add.Tensor": per_call_us(lambda: torch.ops.aten.add.Tensor(x, x)),
            "[cuda] Library op, empty body": per_call_us(lambda: base["plain"](x, w, 1e-6)),
            "[cuda] Library op + register_autograd": per_call_us(lambda: base["with_autograd"](x, w, 1e-6))}
    inputs = {name: tuple(t.cuda() if isinstance(t, torch.Tensor) else t for t in args)
              for name, (args, _) in _inputs().items()}
    kw = {name: kw for name, (_, kw) in _inputs().items()}
    saved = _registry._IS_ROCM_BUILD, dict(_registry._hip_arch)
    _registry._IS_ROCM_BUILD, _registry._hip_arch[torch.cuda.current_device()] = True, device.configured_arch()
    undo = _noop_launchers(list(inputs), "hip")
    try:
        with _config.override(ops_impl="kernel"):
            for name, args in inputs.items():
                op = getattr(torch.ops.cdna, name).default
                rows[f"[cuda] cdna::{name} (no-op kernel, hip path)"] = per_call_us(
                    lambda: op(*args, **kw[name]))
    finally:
        undo()
        _registry._IS_ROCM_BUILD, _registry._hip_arch = saved[0], saved[1]
    torch.cuda.synchronize()
    return rows


def breakdown() -> dict[str, float]:
    """Cost of each stage of the kernel path of cdna::rmsnorm (bf16 [4, 64]), measured in isolation."""
    from torch_cdna.ops import _registry, norms
    x, w = torch.randn(4, 64, dtype=torch.bfloat16), torch.ones(64, dtype=torch.bfloat16)
    x3 = x.view(2, 2, 64)
    op = OPS["rmsnorm"]
    noop = lambda *a: None  # noqa: E731
    overload = torch.ops.cdna.rmsnorm.default
    impl = _registry._make_impl(op)
    autograd_kernel = _registry._make_autograd_kernel(op, overload, impl)
    dk = torch._C.DispatchKey
    keyset = torch._C.DispatchKeySet(dk.CPU).add(dk.AutogradCPU)  # what the dispatcher passes for plain x
    undo = _noop_launchers(["rmsnorm"])
    try:
        with _config.override(ops_impl="kernel"):
            glue = {
                "op through the dispatcher (no-op kernel)": per_call_us(lambda: overload(x, w, 1e-6)),
                "autograd kernel called from Python": per_call_us(lambda: autograd_kernel(keyset, x, w, 1e-6)),
                "impl called from Python": per_call_us(lambda: impl(x, w, 1e-6)),
                "run() called from Python": per_call_us(lambda: _registry.run(op, "kernel", (x, w, 1e-6), {})),
            }
    finally:
        undo()
    return glue | {
        "validation (check_rmsnorm)": per_call_us(lambda: norms.check_rmsnorm(x, w, 1e-6)),
        "_config.get('ops_impl')": per_call_us(lambda: _config.get("ops_impl")),
        "arch resolution": per_call_us(lambda: _registry._arch("sim", x)),
        "launcher lookup": per_call_us(lambda: kernels.lookup("rmsnorm", "sim", "gfx942", x.dtype)),
        "launch prep, 2-D x (alloc)": per_call_us(lambda: norms.rmsnorm_launch(noop, x, w, 1e-6)),
        "launch prep, 3-D x (alloc + 2 views)": per_call_us(lambda: norms.rmsnorm_launch(noop, x3, w, 1e-6)),
        "torch.empty_like": per_call_us(lambda: torch.empty_like(x)),
        "Tensor.view": per_call_us(lambda: x3.view(-1, 64)),
    }


def report(rows: dict[str, float]) -> dict[str, Any]:
    baseline = rows["Library op, empty body"]
    print(f"{'call':52s} {'us/call':>8s} {'x Library':>10s}")
    for name, us in rows.items():
        base = rows["[cuda] Library op, empty body"] if name.startswith("[cuda]") else baseline
        print(f"{name:52s} {us:8.2f} {us / base:10.2f}")
    ratios = {name: rows[f"cdna::{name} (no-op kernel)"] / baseline for name in _inputs()}
    gpu_base = rows.get("[cuda] Library op, empty body")
    gpu_ratios = {name: rows[f"[cuda] cdna::{name} (no-op kernel, hip path)"] / gpu_base
                  for name in _inputs()} if gpu_base else {}
    overhead_ref = {name: rows[f"cdna::{name} (reference)"] - rows[f"  {name} reference fn direct"]
                    for name in _inputs()}
    print("\nour dispatch overhead in reference mode (op minus reference fn), us: "
          + ", ".join(f"{k} {v:.1f}" for k, v in overhead_ref.items()))
    print("no-op-kernel path vs Library op (budget 2.0x): "
          + ", ".join(f"{k} {v:.2f}x" for k, v in ratios.items()))
    if gpu_ratios:
        print("[cuda] hip-path proxy vs Library op on CUDA tensors: "
              + ", ".join(f"{k} {v:.2f}x" for k, v in gpu_ratios.items()))
    return {"us_per_call": rows, "baseline": "Library op, empty body", "ratio_noop_kernel_vs_library": ratios,
            "ratio_hip_path_proxy_vs_library_cuda": gpu_ratios,
            "reference_mode_overhead_us": overhead_ref, "torch": torch.__version__,
            "python": platform.python_version(), "machine": platform.machine(),
            "threads": torch.get_num_threads(),
            "device": torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu only"}


def main() -> None:
    torch.set_num_threads(1)
    summary = report(measure())
    stages = breakdown()
    print("\nstages of the kernel path (cdna::rmsnorm), us/call:")
    for name, us in stages.items():
        print(f"  {name:40s} {us:6.2f}")
    summary["kernel_path_stages_us"] = stages
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(summary, indent=2) + "\n")
    write_chart("dispatch_overhead")
    print(f"\nwrote {RESULTS.relative_to(Path.cwd()) if RESULTS.is_relative_to(Path.cwd()) else RESULTS}")


if __name__ == "__main__":
    main()
