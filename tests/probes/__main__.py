"""``python -m tests.probes [id substring ...]``: run the probes and print outcome counts per category, then
every probe whose outcome is not the one it must have (xfail-marked ones flagged as known)."""

from __future__ import annotations

import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

from torch_cdna import _config

from . import all_probes
from .model import OUTCOMES, Ctx, Result, run_probe


def _table(results: list[Result]) -> str:
    categories = sorted({r.probe.category for r in results})
    counts = Counter((r.probe.category, r.outcome) for r in results)
    width = max(len(c) for c in categories) + 2
    head = "category".ljust(width) + "".join(o.rjust(15) for o in OUTCOMES) + "  pass/total"
    rows = [head, "-" * len(head)]
    for cat in categories + ["ALL"]:
        mine = [r for r in results if cat in ("ALL", r.probe.category)]
        cells = "".join(str(sum(counts[(c, o)] for c in categories if cat in ("ALL", c))).rjust(15)
                        for o in OUTCOMES)
        rows.append(cat.ljust(width) + cells + f"  {sum(r.passed for r in mine)}/{len(mine)}")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    _config.set_config(sim_keep_freed_memory=True)
    seed = random.SystemRandom().randrange(2**32)
    records = [p for p in all_probes() if not argv or any(a in p.id for a in argv)]
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, probe in enumerate(records):
            folder = Path(tmp) / str(i)
            folder.mkdir()
            results.append(run_probe(probe, Ctx(seed, folder)))
    print(f"{len(results)} probes, seed {seed}\n")
    print(_table(results))
    failing = [r for r in results if not r.passed]
    if failing:
        print("\nnot as expected:")
        for r in failing:
            mark = f" [xfail: {r.probe.xfail}]" if r.probe.xfail else ""
            print(f"  {r.probe.id}: {r.outcome}{mark}\n      {r.detail[:300]}")
    slowest = sorted(results, key=lambda r: -r.seconds)[:5]
    print("\nslowest: " + ", ".join(f"{r.probe.id} {r.seconds:.1f}s" for r in slowest))
    return 1 if any(not r.probe.xfail for r in failing) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
