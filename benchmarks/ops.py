"""Our DSL kernels beside equivalent Triton kernels (as Inductor would generate them), both run on the
simulator on the same inputs: dynamic instructions, memory instructions, global bytes vs the minimum,
registers and occupancy. Prints a table and writes ``benchmarks/results/ops.json``.

Other op families add a factory of ``Entry`` objects to ``FAMILIES`` (each entry: an op name, shapes, a factory
of launcher-contract arguments, our launcher returning a ``Launch``-like object with ``stats``/``kernels``, the
Triton peer returning a list of LaunchStats, and the byte model).

Bytes: ``min`` counts every input once and every output once (weights/biases once). Two ratios, for ours
and for the Triton peer:

- ``B/min`` (``bytes_over_min``; ``t.B/mn``), *total*: every access (``global_bytes_read`` +
  ``global_bytes_written``), like L2-to-CU traffic. Our kernels loop over rows and keep the weight in
  registers, reading it once per workgroup (``grid`` of them; forward kernels with short rows run several rows
  per workgroup, about one workgroup per CU), so this approaches 1 as rows per workgroup grow. The backward
  kernels' fp32 atomics count their read and their write.
- ``U/min`` (``unique_over_min``; ``t.U/mn``), *DRAM under an ideal cache*: the distinct bytes each launch
  reads plus those it writes (``global_unique_bytes_read`` + ``global_unique_bytes_written``, summed over an
  op's launches). Re-reads of the weight count once, so a one-pass kernel scores exactly 1.000; the backward
  kernels' [D] fp32 accumulators add 8 bytes per column per gradient (read by the atomics, written).

``rows/min`` is (bytes - grid x vector bytes - partials) / (min - vector bytes), the row traffic alone, which
is exactly 1.000 when every row is read once and written once.

Usage:
    python -m benchmarks.ops                    # both archs, default shapes
    python -m benchmarks.ops --arch gfx942 --quick
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import torch

from benchmarks import gpu_timing, roofline
from benchmarks.report import write_chart
from torch_cdna import _config

RESULTS = Path(__file__).parent / "results" / "ops.json"
ARCHS = ("gfx942", "gfx950")


@dataclass
class Entry:
    """One op of the table. ``make(n, d, dtype)`` -> launcher args; ``min_bytes(n, d, esize)``: every input
    read once, every output written once; ``vec_read(d, esize)``: vector bytes (weights, biases) our kernel
    reads per workgroup; ``partial_bytes(grid, d)``: bytes of fp32 partials written and read back."""

    op: str
    shapes: list[tuple[int, int]]
    make: Callable[[int, int, torch.dtype], list]
    ours: Callable[..., Any]
    peer: Callable[..., list] | None
    min_bytes: Callable[[int, int, int], int]
    vec_read: Callable[[int, int], int] = lambda d, e: d * e
    partial_bytes: Callable[[int, int], int] = lambda grid, d: 0
    dtypes: tuple = (torch.bfloat16,)
    notes: str = ""


def _rand(*shape: int, dtype: torch.dtype) -> torch.Tensor:
    return torch.randn(*shape, dtype=dtype)


def _nan(*shape: int, dtype: torch.dtype) -> torch.Tensor:
    return torch.full(shape, float("nan"), dtype=dtype)


# ---------------------------------------------------------------------------------------------- norms
def _norm_entries() -> list[Entry]:
    from torch_cdna.ops.kernels import norms as K
    from benchmarks import triton_peers as P
    shapes = [(2048, 896), (1024, 1000), (512, 4096), (128, 14336)]

    def rms(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(d, dtype=dt), 1e-6, _nan(n, d, dtype=dt)]

    def fused(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(n, d, dtype=dt), _rand(d, dtype=dt), 1e-6, _nan(n, d, dtype=dt),
                _nan(n, d, dtype=dt)]

    def ln(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(d, dtype=dt), _rand(d, dtype=dt), 1e-5, _nan(n, d, dtype=dt)]

    def rms_bwd(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(n, d, dtype=dt), _rand(d, dtype=dt), 1e-5, _nan(n, d, dtype=dt),
                _nan(d, dtype=dt)]

    def ln_bwd(n, d, dt):
        return [_rand(n, d, dtype=dt), _rand(n, d, dtype=dt), _rand(d, dtype=dt), 1e-5, _nan(n, d, dtype=dt),
                _nan(d, dtype=dt), _nan(d, dtype=dt)]

    return [
        Entry("rmsnorm", shapes + [(32768, 1024)], rms, K.launch_rmsnorm, P.run_rmsnorm, lambda n, d, e: (2 * n * d + d) * e),
        Entry("fused_add_rmsnorm", shapes, fused, K.launch_fused_add_rmsnorm, P.run_fused_add_rmsnorm,
              lambda n, d, e: (4 * n * d + d) * e),
        Entry("layernorm", shapes, ln, K.launch_layernorm, P.run_layernorm, lambda n, d, e: (2 * n * d + 2 * d) * e,
              vec_read=lambda d, e: 2 * d * e),
        Entry("rmsnorm_backward", shapes, rms_bwd, K.launch_rmsnorm_backward, P.run_rmsnorm_backward,
              lambda n, d, e: (3 * n * d + 2 * d) * e, partial_bytes=lambda g, d: _atomic_bytes(g, d, 1)),
        Entry("layernorm_backward", shapes, ln_bwd, K.launch_layernorm_backward, None,
              lambda n, d, e: (3 * n * d + 3 * d) * e, partial_bytes=lambda g, d: _atomic_bytes(g, d, 2),
              notes="no Triton peer yet"),
    ]


def _atomic_bytes(groups: int, d: int, nvec: int) -> int:
    """Total bytes of the backward kernels' column reduction (default, atomic path): per workgroup and
    gradient D fp32 atomics (read + write) and its ticket (4 + 4); the last workgroup reads the [D] sums and
    writes zeros back."""
    return nvec * (8 * groups * d + 8 * d) + 8 * groups


# Factories of table entries, one per op family (others append theirs).
FAMILIES: list[Callable[[], list[Entry]]] = [_norm_entries]


def _totals(stats: list) -> dict:
    return {"instructions": sum(s.total for s in stats),
            "memory_instructions": sum(s.memory_instructions for s in stats),
            "valu": sum(s.counts["valu"] for s in stats),
            "bytes": sum(s.global_bytes_read + s.global_bytes_written for s in stats),
            "unique_bytes": sum(s.global_unique_bytes_read + s.global_unique_bytes_written for s in stats),
            "waves": sum(s.waves for s in stats), "workgroups": [s.workgroups for s in stats]}


def _our_resources(launch: Any, arch: str) -> list[dict]:
    out = []
    for kernel, consts in launch.kernels:
        ck = kernel.compile(*consts, arch=arch)
        out.append({"kernel": ck.name, "vgprs": ck.vgprs, "sgprs": ck.sgprs, "lds": ck.lds_bytes,
                    "occupancy": ck.occupancy})
    return out


def run_entry(e: Entry, arch: str, n: int, d: int, dtype: torch.dtype) -> dict:
    """Run our kernel(s) and the Triton peer on the same inputs; one result row."""
    args = e.make(n, d, dtype)
    esize = torch.empty((), dtype=dtype).element_size()
    peer_args = [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
    with _config.override(arch=arch):
        t = time.time()
        launch = e.ours(*args)
        ours_s = time.time() - t
    row = {"op": e.op, "arch": arch, "shape": [n, d], "dtype": str(dtype).replace("torch.", ""),
           "ours": _totals(launch.stats), "ours_resources": _our_resources(launch, arch), "ours_sim_s": ours_s}
    minimum, vec_once = e.min_bytes(n, d, esize), e.min_bytes(0, d, esize)
    grid = launch.stats[0].workgroups
    vec = e.vec_read(d, esize)
    rows_bytes = row["ours"]["bytes"] - grid * vec - e.partial_bytes(grid, d) - (vec_once - vec)
    row.update(min_bytes=minimum, grid=grid, bytes_over_min=row["ours"]["bytes"] / minimum,
               unique_over_min=row["ours"]["unique_bytes"] / minimum,
               rows_over_min=rows_bytes / (minimum - vec_once),
               roofline_us_estimate=roofline.estimates_for_arch(minimum, arch))
    if gpu_timing.available() and e.op in gpu_timing.OPS:
        row["gpu_us"] = gpu_timing.time_op(e.op, n, d, dtype)  # measured with device events
    if e.peer is not None:
        t = time.time()
        peer_stats = e.peer(arch, *peer_args)
        row["peer_sim_s"] = time.time() - t
        row["peer"] = _totals(peer_stats)
        row["peer_bytes_over_min"] = row["peer"]["bytes"] / minimum
        row["peer_unique_over_min"] = row["peer"]["unique_bytes"] / minimum
        row["instr_ratio"] = row["ours"]["instructions"] / row["peer"]["instructions"]
        row["mem_instr_ratio"] = row["ours"]["memory_instructions"] / row["peer"]["memory_instructions"]
    return row


def _fmt(r: dict) -> str:
    res = r["ours_resources"][0]
    peer = r.get("peer")
    cols = [f"{r['op']:<19}", f"{r['arch']:<7}", f"{r['shape'][0]:>5}x{r['shape'][1]:<6}",
            f"{r['ours']['instructions']:>9}", f"{peer['instructions'] if peer else '-':>9}",
            f"{r.get('instr_ratio', float('nan')):>6.3f}",
            f"{r['ours']['memory_instructions']:>7}", f"{peer['memory_instructions'] if peer else '-':>7}",
            f"{r.get('mem_instr_ratio', float('nan')):>6.3f}",
            f"{r['bytes_over_min']:>6.3f}", f"{r['unique_over_min']:>6.3f}", f"{r['rows_over_min']:>6.3f}",
            f"{r.get('peer_bytes_over_min', float('nan')):>6.3f}",
            f"{r.get('peer_unique_over_min', float('nan')):>6.3f}",
            f"{res['vgprs']:>4}/{res['occupancy']:<2}",
            " ".join(f"{g}~{us:.2f}" for g, us in r["roofline_us_estimate"].items())]
    return " ".join(cols)


HEADER = (f"{'op':<19} {'arch':<7} {'N x D':<12} {'ours':>9} {'triton':>9} {'ratio':>6} {'mem':>7} {'t.mem':>7} "
          f"{'ratio':>6} {'B/min':>6} {'U/min':>6} {'rows':>6} {'t.B/mn':>6} {'t.U/mn':>6} {'vgpr/occ':>8} "
          "roofline estimate (us)")


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", choices=ARCHS, action="append")
    ap.add_argument("--op", action="append", help="only these ops")
    ap.add_argument("--quick", action="store_true", help="first two shapes only")
    ap.add_argument("--out", type=Path, default=RESULTS)
    a = ap.parse_args(argv)
    entries = [e for family in FAMILIES for e in family()]
    rows = []
    print(HEADER)
    for arch in a.arch or ARCHS:
        for e in entries:
            if a.op and e.op not in a.op:
                continue
            for n, d in (e.shapes[:2] if a.quick else e.shapes):
                for dt in e.dtypes:
                    r = run_entry(e, arch, n, d, dt)
                    rows.append(r)
                    print(_fmt(r), flush=True)
    print("roofline estimate: minimum bytes / published peak HBM bandwidth (an estimate, not a measurement)")
    if not gpu_timing.available():
        print("GPU timing (eager vs torch.compile vs cdna, device events): skipped, no ROCm GPU here")
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(rows, indent=1))
    if a.out == RESULTS:
        write_chart("ops")
    print(f"wrote {a.out}")
    return rows


# ------------------------------------------------------------- activations, softmax, rope (benchmarks/ops_pointwise.py)
def _pointwise_entries() -> list[Entry]:
    from benchmarks.ops_pointwise import entries
    return entries()


FAMILIES.append(_pointwise_entries)


if __name__ == "__main__":
    main()

