"""Our DSL kernels beside the strongest Triton peer available for each op, both run on the simulator on the same
inputs: dynamic instructions, memory instructions, global bytes vs the minimum, registers and occupancy, plus the
timing model's predicted time of each. Prints a table and writes ``benchmarks/results/ops.json`` (norms) and
``ops_pointwise.json`` (activations, softmax, rope).

Peers (``Peer.kind``, shown in the table and the JSON):

- ``Inductor`` (``INDUCTOR``): the Triton kernels TorchInductor itself generates for the op on ROCm, captured with
  their ROCm heuristics, candidate configs and divisibility hints (``benchmarks/inductor_peers.py``,
  docs/peers.md): rmsnorm, fused_add_rmsnorm, layernorm, softmax, silu_and_mul, gelu_and_mul(_tanh), rope.
- ``hand-written Triton (not Inductor's)`` (``HANDWRITTEN``): Inductor-style kernels written here
  (``benchmarks/triton_peers.py``, ``benchmarks/ops_pointwise.py``) for the ops the captured set does not cover
  (the backward ops and silu_mul); they lack Inductor's divisibility hints and ROCm configs, so they flatter us.

Ranking rule (Inductor would autotune on the GPU; here every candidate config is run with the timing model,
``sim_timing`` MI300X for gfx942 rows and MI355X for gfx950 rows, ``sim_timing_sample="auto"``, and the one with
the lowest predicted time is the peer; ties go to the earlier candidate, Inductor's order). The chosen config is
then run in full, without timing, for the instruction and byte counts, and its outputs are checked against ours.

Predicted columns (``ours_predicted_us``, ``peer_predicted_us``, ``time_ratio_predicted``) are the timing model's
predictions (docs/timing-model.md), **not measurements**; at these small shapes launch overhead dominates them.

Other op families add a factory of ``Entry`` objects to ``FAMILIES`` (results file name -> factory; each entry:
an op name, shapes, a factory of launcher-contract arguments, our launcher returning a ``Launch``-like object
with ``stats``/``kernels``, the ``Peer``, and the byte model).

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
    python -m benchmarks.ops                    # both archs, every family, default shapes
    python -m benchmarks.ops --arch gfx942 --quick
    python -m benchmarks.ops --op softmax       # only these rows, merged into the committed results

Example:
    >>> from benchmarks.ops import inductor_peer
    >>> inductor_peer("rmsnorm").kind
    'Inductor'
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import torch

from benchmarks import gpu_timing, roofline
from benchmarks.report import write_chart
from torch_cdna import _config

RESULTS_DIR = Path(__file__).parent / "results"
RESULTS = RESULTS_DIR / "ops.json"
ARCHS = ("gfx942", "gfx950")
MAX_OUTPUT_DIFF = 0.02  # |ours - peer| / max |ours| allowed (bf16 outputs, different reduction orders)
TIMING_GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}  # the GPU whose time the timing model predicts per arch
INDUCTOR = "Inductor"
HANDWRITTEN = "hand-written Triton (not Inductor's)"
RANKING = ("every candidate config run with the timing model (MI300X for gfx942, MI355X for gfx950, one CU's "
           "sample of workgroups); lowest predicted time kept, ties to Inductor's earlier candidate")


@dataclass(frozen=True)
class Peer:
    """A Triton peer of an op: ``kind`` (``INDUCTOR`` or ``HANDWRITTEN``), ``run(arch, *args, config=)`` -> one
    LaunchStats per launch, ``configs(arch, *args)`` -> candidate name -> the ``config`` ``run`` takes."""

    kind: str
    run: Callable[..., list]
    configs: Callable[..., dict[str, Any]] = lambda arch, *args: {"fixed": None}


def inductor_peer(op: str) -> Peer:
    """The captured Inductor kernels of ``op`` (``benchmarks.inductor_peers``); candidate ``i`` runs every kernel
    of the op with its ``i``-th config (its last when it has fewer), as ``benchmarks.predicted`` does.

    Example:
        >>> sorted(inductor_peer("softmax").configs("gfx942", *__import__("benchmarks.inductor_peers",
        ...        fromlist=["x"]).contract_args("softmax", (8, 200))))
        ['config 0']
    """
    from benchmarks import inductor_peers as IP

    def configs(arch: str, *args: Any) -> dict[str, Any]:
        cands = IP.candidates(op, arch, *args)
        return {f"config {i}": {name: min(i, len(c) - 1) for name, c in cands.items()}
                for i in range(max(len(c) for c in cands.values()))}
    return Peer(INDUCTOR, lambda arch, *args, config: IP.run_inductor_peer(op, arch, *args, config=config), configs)


def handwritten_peer(fn: Callable[..., list]) -> Peer:
    """A hand-written Inductor-style Triton peer ``fn(arch, *args)`` (one fixed config)."""
    return Peer(HANDWRITTEN, lambda arch, *args, config=None: fn(arch, *args))


def predicted_us(arch: str, fn: Callable[[], list]) -> float:
    """The timing model's predicted microseconds of the launches ``fn`` makes (``TIMING_GPU[arch]``, one CU's
    sample of workgroups: outputs of the others are not written, so ``fn`` gets fresh tensors)."""
    from torch_cdna.ops.kernels import norms
    try:
        with _config.override(sim_timing=TIMING_GPU[arch], sim_timing_sample="auto", arch=arch, sim_time_limit=0):
            stats = fn()
    finally:
        # The backward norms' cached [D] accumulators are zeroed again by the last workgroup, which a sampled
        # launch may not run: drop them so the next (full) launch starts from a fresh zeroed workspace.
        norms._WORKSPACES.clear()
    return sum(s.timing.microseconds for s in stats)


@dataclass
class Entry:
    """One op of the table. ``make(n, d, dtype)`` -> launcher args; ``min_bytes(n, d, esize)``: every input
    read once, every output written once; ``vec_read(d, esize)``: vector bytes (weights, biases) our kernel
    reads per workgroup; ``partial_bytes(grid, d)``: bytes of fp32 partials written and read back."""

    op: str
    shapes: list[tuple[int, int]]
    make: Callable[[int, int, torch.dtype], list]
    ours: Callable[..., Any]
    peer: Peer | None
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
    ind = inductor_peer
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
        Entry("rmsnorm", shapes + [(32768, 1024)], rms, K.launch_rmsnorm, ind("rmsnorm"), lambda n, d, e: (2 * n * d + d) * e),
        Entry("fused_add_rmsnorm", shapes, fused, K.launch_fused_add_rmsnorm, ind("fused_add_rmsnorm"),
              lambda n, d, e: (4 * n * d + d) * e),
        Entry("layernorm", shapes, ln, K.launch_layernorm, ind("layernorm"), lambda n, d, e: (2 * n * d + 2 * d) * e,
              vec_read=lambda d, e: 2 * d * e),
        Entry("rmsnorm_backward", shapes, rms_bwd, K.launch_rmsnorm_backward,
              handwritten_peer(P.run_rmsnorm_backward),
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


# Factories of table entries, one per op family, by the results file they write (others add theirs).
FAMILIES: dict[str, Callable[[], list[Entry]]] = {"ops": _norm_entries}


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


def _fresh(args: list) -> list:
    return [a.clone() if isinstance(a, torch.Tensor) else a for a in args]


def _outputs(args: list) -> list[int]:
    """Positions of the NaN-poisoned output tensors of launcher-contract arguments."""
    return [i for i, a in enumerate(args) if isinstance(a, torch.Tensor) and a.is_floating_point() and a.isnan().all()]


def rank_peer(peer: Peer, arch: str, args: list) -> tuple[str, dict[str, float]]:
    """(the chosen candidate, candidate -> predicted µs) by ``RANKING``: every candidate predicted, the fastest
    kept, ties to the earlier one."""
    cands = peer.configs(arch, *args)
    us = {name: predicted_us(arch, lambda cfg=cfg: peer.run(arch, *_fresh(args), config=cfg))
          for name, cfg in cands.items()}
    return min(us, key=lambda name: (us[name], list(us).index(name))), us


def run_entry(e: Entry, arch: str, n: int, d: int, dtype: torch.dtype) -> dict:
    """Run our kernel(s) and the peer (best candidate by ``RANKING``) on the same inputs; one result row."""
    args = e.make(n, d, dtype)
    outs = _outputs(args)
    esize = torch.empty((), dtype=dtype).element_size()
    peer_args = _fresh(args)
    ours_us = predicted_us(arch, lambda: e.ours(*_fresh(args)).stats)
    with _config.override(arch=arch):
        t = time.time()
        launch = e.ours(*args)
        ours_s = time.time() - t
    row = {"op": e.op, "arch": arch, "shape": [n, d], "dtype": str(dtype).replace("torch.", ""),
           "ours": _totals(launch.stats), "ours_resources": _our_resources(launch, arch), "ours_sim_s": ours_s,
           "timing_gpu": TIMING_GPU[arch], "ours_predicted_us": ours_us}
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
        config, candidates_us = rank_peer(e.peer, arch, args)
        row["peer_rank_s"] = time.time() - t
        t = time.time()
        with _config.override(arch=arch):
            peer_stats = e.peer.run(arch, *peer_args, config=e.peer.configs(arch, *args)[config])
        row["peer_sim_s"] = time.time() - t
        row.update(peer_kind=e.peer.kind, peer_config=config, peer_candidates_predicted_us=candidates_us,
                   peer_predicted_us=candidates_us[config], time_ratio_predicted=ours_us / candidates_us[config],
                   peer_ranking=RANKING, peer_output_max_diff=_max_diff(args, peer_args, outs, e.op))
        row["peer"] = _totals(peer_stats)
        row["peer_bytes_over_min"] = row["peer"]["bytes"] / minimum
        row["peer_unique_over_min"] = row["peer"]["unique_bytes"] / minimum
        row["instr_ratio"] = row["ours"]["instructions"] / row["peer"]["instructions"]
        row["mem_instr_ratio"] = row["ours"]["memory_instructions"] / row["peer"]["memory_instructions"]
    return row


def _max_diff(ours: list, peer: list, outs: list[int], op: str) -> float:
    """Largest |ours - peer| over the outputs, relative to the largest |ours| of each (both ran on the same
    inputs, so a wrong peer or a wrong binding of its arguments shows here)."""
    worst = 0.0
    for i in outs:
        a, b = ours[i].float(), peer[i].float()
        if b.isnan().any():
            raise AssertionError(f"{op}: the peer left NaN in output argument {i} (its launch did not write it)")
        worst = max(worst, float((a - b).abs().max() / a.abs().max().clamp_min(1e-30)))
    if worst > MAX_OUTPUT_DIFF:
        raise AssertionError(f"{op}: ours and the peer differ by {worst:.3g} of the largest output (more than "
                             f"{MAX_OUTPUT_DIFF}): one of them computed something else")
    return worst


def _peer_label(r: dict) -> str:
    """'inductor c0', 'hand-written' or '-' (text table)."""
    if "peer" not in r:
        return "-"
    if r.get("peer_kind") == INDUCTOR:
        return "inductor c" + r["peer_config"].split()[-1]
    return "hand-written"


def _fmt(r: dict) -> str:
    res = r["ours_resources"][0]
    peer = r.get("peer")
    nan = float("nan")
    cols = [f"{r['op']:<21}", f"{r['arch']:<7}", f"{r['shape'][0]:>5}x{r['shape'][1]:<6}", f"{_peer_label(r):<12}",
            f"{r['ours']['instructions']:>9}", f"{peer['instructions'] if peer else '-':>9}",
            f"{r.get('instr_ratio', nan):>6.3f}",
            f"{r['ours']['memory_instructions']:>7}", f"{peer['memory_instructions'] if peer else '-':>7}",
            f"{r.get('mem_instr_ratio', nan):>6.3f}",
            f"{r['bytes_over_min']:>6.3f}", f"{r['unique_over_min']:>6.3f}", f"{r['rows_over_min']:>6.3f}",
            f"{r.get('peer_bytes_over_min', nan):>6.3f}",
            f"{r.get('peer_unique_over_min', nan):>6.3f}",
            f"{res['vgprs']:>4}/{res['occupancy']:<2}",
            f"{r['ours_predicted_us']:>7.2f}", f"{r.get('peer_predicted_us', nan):>7.2f}",
            f"{r.get('time_ratio_predicted', nan):>6.3f}",
            " ".join(f"{g}~{us:.2f}" for g, us in r["roofline_us_estimate"].items())]
    return " ".join(cols)


HEADER = (f"{'op':<21} {'arch':<7} {'N x D':<12} {'peer':<12} {'ours':>9} {'peer':>9} {'ratio':>6} {'mem':>7} "
          f"{'p.mem':>7} {'ratio':>6} {'B/min':>6} {'U/min':>6} {'rows':>6} {'p.B/mn':>6} {'p.U/mn':>6} "
          f"{'vgpr/occ':>8} {'ours us':>7} {'peer us':>7} {'t.rat':>6} roofline estimate (us)")


def _key(r: dict) -> tuple:
    return r["op"], r["arch"], tuple(r["shape"]), r["dtype"]


def write_results(name: str, rows: list[dict], out_dir: Path = RESULTS_DIR, merge: bool = False) -> Path:
    """Write ``rows`` to ``out_dir/<name>.json``; ``merge``: replace only those rows (by op, arch, shape, dtype)
    in the file's committed rows, keeping the others in their order."""
    path = out_dir / f"{name}.json"
    if merge and path.exists():
        new = {_key(r): r for r in rows}
        old = json.loads(path.read_text())
        kept = [new.pop(_key(r), r) for r in old]
        rows = kept + list(new.values())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(rows, indent=1))
    return path


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", choices=ARCHS, action="append")
    ap.add_argument("--op", action="append", help="only these ops (merged into the results files)")
    ap.add_argument("--family", choices=sorted(FAMILIES), action="append", help="only these families")
    ap.add_argument("--quick", action="store_true", help="first two shapes only")
    ap.add_argument("--out-dir", type=Path, default=RESULTS_DIR)
    a = ap.parse_args(argv)
    rows: list[dict] = []
    print(HEADER)
    for family, factory in FAMILIES.items():
        if a.family and family not in a.family:
            continue
        fam_rows = []
        for arch in a.arch or ARCHS:
            for e in factory():
                if a.op and e.op not in a.op:
                    continue
                for n, d in (e.shapes[:2] if a.quick else e.shapes):
                    for dt in e.dtypes:
                        r = run_entry(e, arch, n, d, dt)
                        fam_rows.append(r)
                        print(_fmt(r), flush=True)
        if fam_rows:
            partial = bool(a.op or a.quick or a.arch)
            print(f"wrote {write_results(family, fam_rows, a.out_dir, merge=partial)}")
            rows += fam_rows
    print("peers: Inductor = TorchInductor's captured ROCm kernels; hand-written = Inductor-style Triton written "
          f"here (not Inductor's). Peer config: {RANKING}.")
    print("ours us / peer us / t.rat: predicted by the timing model (not measurements); roofline estimate: "
          "minimum bytes / published peak HBM bandwidth (an estimate, not a measurement)")
    if not gpu_timing.available():
        print("GPU timing (eager vs torch.compile vs cdna, device events): skipped, no ROCm GPU here")
    if a.out_dir == RESULTS_DIR:
        write_chart("ops")
    return rows


# ------------------------------------------------------------- activations, softmax, rope (benchmarks/ops_pointwise.py)
def _pointwise_entries() -> list[Entry]:
    from benchmarks.ops_pointwise import entries
    return entries()


FAMILIES["ops_pointwise"] = _pointwise_entries


if __name__ == "__main__":
    main()
