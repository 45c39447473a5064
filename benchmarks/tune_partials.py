"""Tune the decode kernels' KV partials by the timing model: writes ``torch_cdna/ops/data/tuned_<family>.json``.

Two families have this knob: ``paged_attention`` (``cdna::paged_attention`` decode; problem = (sequences,
kv heads, context), the cache in 16-token blocks in a random order) and ``attention_decode``
(``cdna::attention``'s split-KV decode; problem = (batch, kv heads, KV length)). Both: bf16, head dim 128, GQA
group 8, one query token, every sequence at the full length (the longest key range the shapes allow, which is
what the launchers plan for).

Method: each candidate partial count (``candidates``: the rule's pick times 1/4, 1/2, 1, 2, 4, and 1 where the
rule picks at most 4; clipped to 1..64 and to one 32-key block per partial) runs through the family's launcher
on the simulator with the arch's GPU timing model (MI300X for gfx942, MI355X for gfx950; ``sample="auto"``: a
sample of CUs simulated, the rest extrapolated). The predicted microseconds of the split and combine launches
are summed; the fastest candidate is the pick (a tie keeps fewer partials). ``ops/tuned.py`` serves the picks
to the launchers and the kernel registry by bucket (powers of two of pairs = sequences x kv heads, packed query
rows and keys); problems outside the tabled buckets keep the rule.

These are **predictions**, not measurements: the model is validated against AMD's published attention figures
(``docs/timing-model.md``), not against these kernels on hardware. Outputs are not checked here (sampled runs
compute none); the ops' tests check every partial count's results.

Usage:
    python -m benchmarks.tune_partials --family paged_attention --arch gfx942   # the grid; updates that arch
    python -m benchmarks.tune_partials --family attention_decode --arch gfx950 --quick  # a smoke run, not written

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
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import torch

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from torch_cdna import _config  # noqa: E402
from torch_cdna.ops import tuned  # noqa: E402
from torch_cdna.ops.kernels import attention_decode as AD  # noqa: E402
from torch_cdna.ops.kernels import paged_attention as PA  # noqa: E402

GPU = {"gfx942": "mi300x", "gfx950": "mi355x"}
D, BLOCK, GROUP, BN = 128, 16, 8, 32
RESULTS = Path(__file__).resolve().parent / "results"


def candidates(rule: int, keys: int) -> list[int]:
    """Partial counts tried around the rule's pick: rule/4 .. rule*4 (and 1 where the rule picks at most 4: one
    partial over a long range is both slow on the GPU and minutes of simulation), within 1..64, one block each."""
    most = min(64, -(-keys // BN))
    return sorted({c for c in (1 if rule <= 4 else rule, rule // 4, rule // 2, rule, rule * 2, rule * 4)
                   if 1 <= c <= most})


def _timed(arch: str, launch: Callable[[], list]) -> float:
    with _config.override(arch=arch, sim_timing=GPU[arch], sim_timing_sample="auto", sim_time_limit=0):
        stats = launch()
    return sum(s.timing.microseconds for s in stats)


def _paged_predict(arch: str, problem: tuple, partials: int) -> float:
    seqs, hkv, ctx = problem
    g = torch.Generator().manual_seed(0)
    width = ctx // BLOCK
    q = torch.randn(seqs, GROUP * hkv, D, generator=g).to(torch.bfloat16)
    kc, vc = (torch.randn(seqs * width, BLOCK, hkv, D, generator=g).to(torch.bfloat16) for _ in range(2))
    table = torch.randperm(seqs * width, generator=g).to(torch.int32).reshape(seqs, width)
    lens = torch.full((seqs,), ctx, dtype=torch.int32)
    return _timed(arch, lambda: PA.launch_paged_attention(q, kc, vc, table, lens, torch.empty_like(q), D ** -0.5,
                                                          partials=partials))


def _decode_predict(arch: str, problem: tuple, partials: int) -> float:
    b, hkv, skv = problem
    g = torch.Generator().manual_seed(0)
    q = torch.randn(b, GROUP * hkv, 1, D, generator=g).to(torch.bfloat16)
    k, v = (torch.randn(b, hkv, skv, D, generator=g).to(torch.bfloat16) for _ in range(2))
    out, lse = torch.empty_like(q), torch.empty(b, GROUP * hkv, 1)
    return _timed(arch, lambda: AD.launch_decode(q, k, v, out, lse, False, D ** -0.5, GROUP, partials))


@dataclass(frozen=True)
class Tunable:
    """A family's tuning: its decode grid, the rule it replaces, the table key and a prediction per candidate."""
    grid: tuple[tuple[int, int, int], ...]
    quick: tuple[tuple[int, int, int], ...]
    rule: Callable[[tuple], int]
    key: Callable[[tuple], tuple]
    predict: Callable[[str, tuple, int], float]
    axes: str


FAMILIES = {
    # pairs 8 / 64 / 512 x keys 1k / 4k / 16k (not 512 pairs at 16k: minutes per candidate on this machine)
    "paged_attention": Tunable(
        grid=((1, 8, 1024), (1, 8, 4096), (1, 8, 16384), (8, 8, 1024), (8, 8, 4096), (8, 8, 16384),
              (64, 8, 1024), (64, 8, 4096)),
        quick=((1, 8, 1024), (8, 8, 1024)),
        rule=lambda p: PA.paged_partials(p[0], p[1], GROUP, p[2]),
        key=lambda p: PA.tuned_key(D, p[0], p[1], GROUP, p[2]),
        predict=_paged_predict, axes="(sequences, kv heads, context)"),
    "attention_decode": Tunable(
        grid=((1, 8, 4096), (1, 8, 16384), (8, 8, 4096), (8, 8, 16384), (64, 8, 1024), (64, 8, 4096)),
        quick=((1, 8, 4096),),
        rule=lambda p: AD.decode_partials(p[0], p[1], 1, p[2], GROUP, False),
        key=lambda p: AD.tuned_key(D, p[0], p[1], GROUP, p[2]),
        predict=_decode_predict, axes="(batch, kv heads, KV length)"),
}


def tune(family: str, arch: str, grid: tuple) -> list[dict]:
    spec, rows = FAMILIES[family], []
    for problem in grid:
        rule = spec.rule(problem)
        t = time.perf_counter()
        us = {c: spec.predict(arch, problem, c) for c in candidates(rule, problem[2])}
        best = min(us, key=lambda c: (round(us[c], 3), c))
        rows.append({"problem": list(problem), "key": list(spec.key(problem)), "rule": rule, "pick": best,
                     "predicted_us": {str(c): round(v, 3) for c, v in us.items()},
                     "gain_vs_rule": round(us[rule] / us[best], 3), "sim_seconds": round(time.perf_counter() - t, 1)})
        cells = "  ".join(f"{c}:{v:.1f}" for c, v in us.items())
        print(f"{str(problem):18} rule {rule:>2} pick {best:>2} x{us[rule] / us[best]:.2f}  {cells}", flush=True)
    return rows


def write(family: str, arch: str, rows: list[dict]) -> Path:
    path = tuned.table_path(family)
    data = json.loads(path.read_text()) if path.exists() else {"archs": {}}
    tree = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1]).stdout.strip() or "unknown"
    data["method"] = (f"benchmarks/tune_partials.py --family {family}: timing-model predictions (not "
                      f"measurements), bf16, D 128, G 8, one query token, full-length sequences")
    data["archs"][arch] = {"gpu_model": GPU[arch], "tree": tree, "entries": rows}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")
    return path


def chart(family: str, arch: str, rows: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(9, 3.6))
    ax.bar(range(len(rows)), [r["predicted_us"][str(r["rule"])] for r in rows], width=0.4, label="rule's pick")
    ax.bar([i + 0.4 for i in range(len(rows))], [r["predicted_us"][str(r["pick"])] for r in rows], width=0.4,
           label="tuned pick")
    ax.set_xticks([i + 0.2 for i in range(len(rows))], [str(tuple(r["problem"])) for r in rows], fontsize=7)
    ax.set_ylabel("predicted µs (timing model, not measured)", fontsize=8)
    ax.set_xlabel(f"{FAMILIES[family].axes}, G 8, D 128, bf16", fontsize=8)
    ax.set_title(f"{family}: decode partials by predicted time ({arch}, {GPU[arch]} model)", fontsize=9)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", choices=sorted(FAMILIES), required=True)
    ap.add_argument("--arch", choices=sorted(GPU), required=True)
    ap.add_argument("--quick", action="store_true", help="one or two small problems, nothing written")
    args = ap.parse_args(argv)
    spec = FAMILIES[args.family]
    rows = tune(args.family, args.arch, spec.quick if args.quick else spec.grid)
    if not args.quick:
        print(f"wrote {write(args.family, args.arch, rows)}")
        RESULTS.mkdir(exist_ok=True)
        chart(args.family, args.arch, rows, RESULTS / f"tune_partials_{args.family}_{args.arch}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
