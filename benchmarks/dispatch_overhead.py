"""Host-side cost per call of the ``cdna`` ops on the ROCm path, beside PyTorch's own ways of calling an op.

What is measured (one run, tiny CPU tensors, ``torch.set_num_threads(1)``):
- ``cdna::<op> [plan]``: the steady-state call on the HIP path through the real launcher
  (``benchmarks/dry_hip.py``): the dispatcher, our Autograd kernel, the launch-plan lookup, output allocation,
  the kernarg segment and the ``hipModuleLaunchKernel`` call with its ``extra`` array. Only what needs a GPU
  is stubbed: hip-python's module (the launch call returns success at once, so hip-python's own argument
  conversion is not counted), PyTorch's current-stream query and the arch query.
- ``cdna::<op> [full path]``: the same call with ``TORCH_CDNA_LAUNCH_PLANS=0``: validation, layout, planning,
  the JIT call's checks and memo lookup and packing, every call (what a new signature costs).
- Peers: ``Library op, empty body`` (``torch.library.Library`` define + CPU impl returning ``empty_like``: the
  baseline of the ratios), the same with ``register_autograd``, a ``torch.library.custom_op`` with that body,
  an empty Library op with ``cdna::attention``'s schema, ``aten add.Tensor``, and aten's own op where one
  exists (``rms_norm``, ``_softmax``, ``silu``; ``scaled_dot_product_attention`` includes its CPU compute).

Timing: this thread's CPU time (``time.thread_time``), 1000 calls per sample, best of 3 samples per round;
``ROUNDS`` interleaved rounds, each row measured right after the baseline. A row's figure is the median of its
rounds (``best`` also kept); its ratio is the median of the per-round ratios to the baseline (stable under
load). Load average at start and end is recorded. Targets (issue 18): plan path <= 8 us for rmsnorm,
silu_and_mul, softmax and rope, <= 15 us for attention.

Run: ``python benchmarks/dispatch_overhead.py [--rounds N]`` (prints a table; writes
benchmarks/results/dispatch_overhead.json and its chart).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
import timeit
from pathlib import Path
from typing import Any, Callable

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.dry_hip import dry_hip  # noqa: E402
from benchmarks.report import write_chart  # noqa: E402
import torch_cdna.ops  # noqa: E402,F401 - registers torch.ops.cdna
from torch_cdna import _config  # noqa: E402
from torch_cdna.ops import _plans, _registry  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results" / "dispatch_overhead.json"
ROUNDS = 7
BASELINE = "Library op, empty body"
TARGET_US = {"rmsnorm": 8.0, "silu_and_mul": 8.0, "softmax": 8.0, "rope": 8.0, "attention": 15.0}


def per_call_us(fn: Callable[[], Any], number: int = 1000, repeat: int = 3) -> float:
    """Best-of-``repeat`` mean thread CPU time of ``fn()`` in microseconds."""
    return min(timeit.repeat(fn, number=number, repeat=repeat, timer=time.thread_time)) / number * 1e6


def paired_rounds(fns: dict[str, Callable[[], Any]], baseline: Callable[[], Any], rounds: int,
                  number: int = 1000) -> dict[str, dict[str, float]]:
    """{row: {"median", "best", "ratio"}}: per-round figures, each row timed right after the baseline."""
    for fn in (baseline, *fns.values()):
        for _ in range(200):
            fn()
    times: dict[str, list[float]] = {name: [] for name in fns}
    ratios: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            base = per_call_us(baseline, number)
            us = per_call_us(fn, number)
            times[name].append(us)
            ratios[name].append(us / base)
    return {name: {"median": statistics.median(times[name]), "best": min(times[name]),
                   "ratio": statistics.median(ratios[name])} for name in fns}


def _peer_ops() -> dict[str, Any]:
    lib = torch.library.Library("cdna_bench", "DEF")  # noqa: TOR901 - benchmark-only namespace
    body = lambda x, w, eps: torch.empty_like(x)  # noqa: E731
    for name in ("plain", "with_autograd"):
        lib.define(f"{name}(Tensor x, Tensor w, float eps) -> Tensor")
        lib.impl(name, body, "CPU")
        lib.impl(name, body, "CUDA")
    torch.library.register_autograd("cdna_bench::with_autograd", lambda ctx, g: (g, None, None), lib=lib)
    # cdna::attention's own schema (every argument, defaults included): the dispatcher's cost grows with them
    attention_schema = str(torch.ops.cdna.attention.default._schema).split("(", 1)[1]
    lib.define(f"attention_schema({attention_schema}")
    attention_body = lambda q, k, v, *flags, **kw: (  # noqa: E731
        torch.empty_like(q), q.new_empty(q.shape[0], q.shape[1], q.shape[2], dtype=torch.float32))
    lib.impl("attention_schema", attention_body, "CPU")
    lib.impl("attention_schema", attention_body, "CUDA")

    @torch.library.custom_op("cdna_bench::custom", mutates_args=())
    def custom(x: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
        return torch.empty_like(x)

    ns = torch.ops.cdna_bench
    return {"lib": lib, "plain": ns.plain.default, "with_autograd": ns.with_autograd.default,
            "custom": ns.custom.default, "attention_schema": ns.attention_schema.default}


def _inputs() -> dict[str, tuple[tuple, dict]]:
    x = torch.randn(4, 64, dtype=torch.bfloat16)
    q = torch.randn(1, 2, 4, 64, dtype=torch.bfloat16)
    return {
        "rmsnorm": ((x, torch.ones(64, dtype=torch.bfloat16), 1e-6), {}),
        "silu_and_mul": ((x,), {}),
        "softmax": ((x, -1), {}),
        "rope": ((q, torch.randn(4, 32), torch.randn(4, 32), False), {}),
        "attention": ((q, q.clone(), q.clone()), dict(causal=True, scale=None, enable_gqa=False)),
    }


def _call(fn: Callable[..., Any], args: tuple, kw: dict) -> Callable[[], Any]:
    return lambda: fn(*args, **kw)


def _aten_rows(inputs: dict[str, tuple[tuple, dict]]) -> dict[str, Callable[[], Any]]:
    x, w, eps = inputs["rmsnorm"][0]
    q, k, v = inputs["attention"][0]
    aten = torch.ops.aten
    return {"aten add.Tensor": _call(aten.add.Tensor, (x, x), {}),
            "aten rms_norm": _call(aten.rms_norm.default, (x, [x.shape[-1]], w, eps), {}),
            "aten _softmax": _call(aten._softmax.default, (x, -1, False), {}),
            "aten silu": _call(aten.silu.default, (x,), {}),
            "aten scaled_dot_product_attention (with its compute)":
                _call(torch.nn.functional.scaled_dot_product_attention, (q, k, v), dict(is_causal=True))}


def measure(rounds: int = ROUNDS) -> dict[str, dict[str, float]]:
    """Every row of the table (module docstring)."""
    peers = _peer_ops()
    inputs = _inputs()
    x, w, _ = inputs["rmsnorm"][0]
    q = inputs["attention"][0][0]
    baseline = _call(peers["plain"], (x, w, 1e-6), {})
    fns: dict[str, Callable[[], Any]] = {
        BASELINE: baseline,
        "Library op + register_autograd": _call(peers["with_autograd"], (x, w, 1e-6), {}),
        "custom_op, empty body": _call(peers["custom"], (x, w, 1e-6), {}),
        "Library op, attention schema": _call(peers["attention_schema"], (q, q, q),
                                              dict(causal=True, scale=None, enable_gqa=False)),
    } | _aten_rows(inputs)
    rows = paired_rounds(fns, baseline, rounds)
    ops = {name: _call(getattr(torch.ops.cdna, name).default, args, kw) for name, (args, kw) in inputs.items()}
    with dry_hip(), _config.override(ops_impl="kernel"):
        for name, fn in ops.items():
            for _ in range(_plans.CALLS_TO_PLAN):  # a note, then two agreeing recordings make the plan
                fn()
            if not _registry._PLANS[name].plans:
                raise RuntimeError(f"cdna::{name}: no launch plan after two calls: "
                                   f"{_registry._PLANS[name].pending}")
        rows |= paired_rounds({f"cdna::{name} [plan]": fn for name, fn in ops.items()}, baseline, rounds)
        with _config.override(launch_plans=False):
            rows |= paired_rounds({f"cdna::{name} [full path]": fn for name, fn in ops.items()}, baseline,
                                  rounds)
    return rows


def breakdown(rounds: int = ROUNDS) -> dict[str, dict[str, float]]:
    """Per op of the table, the median cost of parts of its plan path measured in isolation (the op as a whole,
    its signature, its replay called with the tensors and pointers the Autograd kernel passes), and under
    ``"common"`` two parts every op pays: an ``empty_like`` and the dry launch call. What the op costs beyond
    its signature and replay is the dispatcher and the Autograd kernel's own tests."""
    inputs = _inputs()
    with dry_hip() as dry, _config.override(ops_impl="kernel"):
        x = inputs["rmsnorm"][0][0]
        baseline = _call(torch.empty_like, (x,), {})
        fns = {"common: torch.empty_like": baseline,
               "common: dry hipModuleLaunchKernel": _call(dry.hipModuleLaunchKernel,
                                                          (None, 1, 1, 1, 64, 1, 1, 0, 0, None, 0), {})}
        for name, (args, kw) in inputs.items():
            op = getattr(torch.ops.cdna, name).default
            for _ in range(_plans.CALLS_TO_PLAN):
                op(*args, **kw)
            plans = _registry._PLANS[name]
            (plan,) = plans.plans.values()
            values = dict(zip([a.name for a in op._schema.arguments], args)) | kw
            replay_args = [values.get(n) for n in _plans.tensor_args(op._schema)]
            replay_args += [values[n].data_ptr() for n in _plans.pointer_args(op._schema)]
            fns |= {f"{name}: the op (dispatcher + Autograd kernel + plan)": _call(op, args, kw),
                    f"{name}: signature (the plan's key)": _call(plans.signature, args, kw),
                    f"{name}: plan replay (alloc, kernargs, launch)": _call(plan, tuple(replay_args), {})}
        rows = paired_rounds(fns, baseline, rounds)
    parts: dict[str, dict[str, float]] = {}
    for key, r in rows.items():
        group, part = key.split(": ", 1)
        parts.setdefault(group, {})[part] = r["median"]
    return parts


def report(rows: dict[str, dict[str, float]]) -> dict[str, Any]:
    """Print the table and the target lines; the JSON summary."""
    print(f"{'call':58s} {'median us':>9s} {'best us':>8s} {'x Library':>10s}")
    for name, r in rows.items():
        print(f"{name:58s} {r['median']:9.2f} {r['best']:8.2f} {r['ratio']:10.2f}")
    meets = {name: rows[f"cdna::{name} [plan]"]["median"] <= target for name, target in TARGET_US.items()}
    print("\nplan path vs issue 18's targets (median us):")
    for name, target in TARGET_US.items():
        print(f"  {name:14s} {rows[f'cdna::{name} [plan]']['median']:6.2f} us (target <= {target:.0f}): "
              f"{'meets' if meets[name] else 'MISSES'} the target")
    return {"us_per_call": {name: r["median"] for name, r in rows.items()},
            "best_us_per_call": {name: r["best"] for name, r in rows.items()},
            "ratio_to_baseline": {name: r["ratio"] for name, r in rows.items()},
            "baseline": BASELINE, "target_us": TARGET_US, "meets_target": meets,
            "torch": torch.__version__, "python": platform.python_version(), "machine": platform.machine(),
            "threads": torch.get_num_threads(), "cpus": os.cpu_count(), "timer": "time.thread_time",
            "device": "no GPU: the HIP path with hip-python's module stubbed (benchmarks/dry_hip.py)"}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="interleaved rounds per row (median kept)")
    ns = parser.parse_args(argv)
    torch.set_num_threads(1)
    load_start = [round(v, 2) for v in os.getloadavg()]
    summary = report(measure(ns.rounds))
    stages = breakdown(ns.rounds)
    print("\nparts of the plan path, median us/call:")
    for group, parts in stages.items():
        print(f"  {group}: " + ", ".join(f"{part} {us:.2f}" for part, us in parts.items()))
    summary["plan_path_parts_us"] = stages
    summary["rounds"] = ns.rounds
    summary["load_start"], summary["load_end"] = load_start, [round(v, 2) for v in os.getloadavg()]
    print(f"\nload average: start {summary['load_start']}, end {summary['load_end']} ({os.cpu_count()} CPUs)")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(summary, indent=2) + "\n")
    write_chart("dispatch_overhead")
    print(f"\nwrote {RESULTS.relative_to(Path.cwd()) if RESULTS.is_relative_to(Path.cwd()) else RESULTS}")


if __name__ == "__main__":
    main()
