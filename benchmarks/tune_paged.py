"""Tune paged attention's KV partials by the timing model: writes ``torch_cdna/ops/data/tuned_paged_attention.json``.

Method: for each decode problem of ``GRID`` (bf16 q and cache, block 16, head dim 128, one query token, every
sequence at the full context: the longest key range the shapes allow, which is what the launcher plans for),
each candidate partial count (``candidates``: the rule's pick ``paged_partials`` times 1/4, 1/2, 1, 2, 4, and 1
where the rule picks at most 4; clipped to 1..64 and to one 32-key block per partial) runs through ``launch_paged_attention`` on the simulator
with the arch's GPU timing model (MI300X for gfx942, MI355X for gfx950; ``sample="auto"``: a sample of CUs
simulated, the rest extrapolated). The predicted microseconds of the split and combine launches are summed; the
fastest candidate is the pick (a tie keeps fewer partials). ``ops/tuned.py`` serves the picks to
``paged_attention.launch_plan`` by bucket (pairs = sequences x kv heads, packed query rows, keys: powers of two).

These are **predictions**, not measurements: the model is validated against AMD's published attention figures
(``docs/timing-model.md``), not against our paged kernels on hardware. Outputs are not checked here (sampled
runs compute none); ``tests/ops/test_paged_attention*.py`` checks every partial count's results.

Usage:
    python -m benchmarks.tune_paged --arch gfx942          # the grid; updates that arch's rows of the table
    python -m benchmarks.tune_paged --arch gfx942 --quick  # two small problems (a smoke run; not written)

Example:
    >>> candidates(8, 1024), candidates(2, 1024)
    ([2, 4, 8, 16, 32], [1, 2, 4, 8])
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import torch

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from torch_cdna import _config  # noqa: E402
from torch_cdna.ops import tuned  # noqa: E402
from torch_cdna.ops.kernels import paged_attention as PA  # noqa: E402

GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}
D, BLOCK, GROUP = 128, 16, 8
# (sequences, kv heads, context): pairs 8 / 64 / 512 x keys 1k / 4k / 16k (the largest pair count without 16k:
# its simulation alone takes minutes per candidate on this machine)
GRID = [(1, 8, 1024), (1, 8, 4096), (1, 8, 16384), (8, 8, 1024), (8, 8, 4096), (8, 8, 16384), (64, 8, 1024),
        (64, 8, 4096)]
QUICK = [(1, 8, 1024), (8, 8, 1024)]
RESULTS = Path(__file__).resolve().parent / "results"


def candidates(rule: int, keys: int) -> list[int]:
    """Partial counts tried around the rule's pick: rule/4 .. rule*4 (and 1 where the rule picks at most 4: one
    partial over a long range is both slow on the GPU and minutes of simulation), within 1..64, one block each."""
    most = min(64, -(-keys // PA.BN))
    return sorted({c for c in (1 if rule <= 4 else rule, rule // 4, rule // 2, rule, rule * 2, rule * 4)
                   if 1 <= c <= most})


def inputs(seqs: int, hkv: int, ctx: int, seed: int = 0) -> tuple:
    g = torch.Generator().manual_seed(seed)
    width = ctx // BLOCK
    q = torch.randn(seqs, GROUP * hkv, D, generator=g).to(torch.bfloat16)
    caches = [torch.randn(seqs * width, BLOCK, hkv, D, generator=g).to(torch.bfloat16) for _ in range(2)]
    table = torch.randperm(seqs * width, generator=g).to(torch.int32).reshape(seqs, width)
    return q, *caches, table, torch.full((seqs,), ctx, dtype=torch.int32)


def predict(arch: str, problem: tuple, partials: int) -> float:
    q, kc, vc, table, lens = inputs(*problem)
    with _config.override(arch=arch, sim_timing=GPU[arch], sim_timing_sample="auto", sim_time_limit=0):
        stats = PA.launch_paged_attention(q, kc, vc, table, lens, torch.empty_like(q), D ** -0.5, partials=partials)
    return sum(s.timing.microseconds for s in stats)


def tune(arch: str, grid: list[tuple]) -> list[dict]:
    rows = []
    for seqs, hkv, ctx in grid:
        rule = PA.paged_partials(seqs, hkv, GROUP, ctx)
        t = time.perf_counter()
        us = {c: predict(arch, (seqs, hkv, ctx), c) for c in candidates(rule, ctx)}
        best = min(us, key=lambda c: (round(us[c], 3), c))
        rows.append({"problem": [seqs, hkv, ctx], "key": list(PA.tuned_key(D, seqs, hkv, GROUP, ctx)),
                     "rule": rule, "pick": best, "predicted_us": {str(c): round(v, 3) for c, v in us.items()},
                     "gain_vs_rule": round(us[rule] / us[best], 3), "sim_seconds": round(time.perf_counter() - t, 1)})
        cells = "  ".join(f"{c}:{v:.1f}" for c, v in us.items())
        print(f"{str((seqs, hkv, ctx)):18} rule {rule:>2} pick {best:>2} x{us[rule] / us[best]:.2f}  {cells}",
              flush=True)
    return rows


def write(arch: str, rows: list[dict]) -> Path:
    path = tuned.table_path("paged_attention")
    data = json.loads(path.read_text()) if path.exists() else {"archs": {}}
    try:
        tree = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parents[1]).stdout.strip()
    except OSError:
        tree = "unknown"
    data["method"] = ("benchmarks/tune_paged.py: timing-model predictions (not measurements), bf16, D 128, "
                      "block 16, G 8, one query token, full-length sequences")
    data["archs"][arch] = {"gpu_model": GPU[arch], "tree": tree, "entries": rows}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")
    return path


def chart(arch: str, rows: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(9, 3.6))
    labels = [str(tuple(r["problem"])) for r in rows]
    ax.bar(range(len(rows)), [r["predicted_us"][str(r["rule"])] for r in rows], width=0.4, label="rule's pick")
    ax.bar([i + 0.4 for i in range(len(rows))], [r["predicted_us"][str(r["pick"])] for r in rows], width=0.4,
           label="tuned pick")
    ax.set_xticks([i + 0.2 for i in range(len(rows))], labels, fontsize=7)
    ax.set_ylabel("predicted µs (timing model, not measured)", fontsize=8)
    ax.set_xlabel("(sequences, kv heads, context), G 8, D 128, bf16", fontsize=8)
    ax.set_title(f"Paged decode partials by predicted time ({arch}, {GPU[arch]} model)", fontsize=9)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", choices=sorted(GPU), required=True)
    ap.add_argument("--quick", action="store_true", help="two small problems, nothing written")
    args = ap.parse_args(argv)
    rows = tune(args.arch, QUICK if args.quick else GRID)
    if not args.quick:
        print(f"wrote {write(args.arch, rows)}")
        RESULTS.mkdir(exist_ok=True)
        chart(args.arch, rows, RESULTS / f"tune_paged_{args.arch}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
