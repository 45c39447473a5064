"""First use from several threads: lazy loading of kernels and simulator semantics, the JIT memo and the cache.

Each trial is a fresh interpreter (nothing loaded yet) in which several threads call ops for the first time at
once. Before the lazy loaders took a lock, the loaded flag was set before the imports finished and the other
threads saw a half-filled table: spurious ``MissingKernel`` / ``UnsupportedInstruction``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Every thread waits at a barrier, then calls its op once on the simulator and compares with the reference.
_SCRIPT = textwrap.dedent("""
    import json, sys, threading
    import torch
    import torch_cdna.ops  # registers torch.ops.cdna.*; the kernels and semantics stay unloaded
    from torch_cdna import _config

    seed, threads = int(sys.argv[1]), int(sys.argv[2])
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(3, 64, generator=gen)
    w = torch.randn(64, generator=gen)
    calls = [
        lambda: torch.ops.cdna.rmsnorm(x, w, 1e-6),
        lambda: torch.ops.cdna.softmax(x, -1),
        lambda: torch.ops.cdna.silu_and_mul(x),
    ]
    barrier = threading.Barrier(threads)
    results, errors = {}, []

    def run(i):
        try:
            barrier.wait()
            results[i] = calls[i % len(calls)]()
        except BaseException as exc:  # every failure is reported, none hidden
            errors.append(f"thread {i}: {type(exc).__name__}: {exc}")

    workers = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    mismatches = []
    with _config.override(ops_impl="reference"):
        for i, got in sorted(results.items()):
            want = calls[i % len(calls)]()
            if not torch.allclose(got, want, rtol=1e-5, atol=1e-5):
                mismatches.append(i)
    print(json.dumps({"errors": errors, "mismatches": mismatches, "done": len(results)}))
""")


def _trial(seed: int, threads: int, cache_dir: Path) -> dict:
    env = {**os.environ, "TORCH_CDNA_CACHE_DIR": str(cache_dir), "TORCH_CDNA_OPS_IMPL": "kernel"}
    res = subprocess.run([sys.executable, "-c", _SCRIPT, str(seed), str(threads)], cwd=REPO, env=env,
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(res.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_first_use_from_threads(tmp_path, rng_seed):
    """Three fresh interpreters: the first compiles concurrently into an empty disk cache (memo and cache-write
    races too), the next two load from it (only the lazy-loading races)."""
    threads = 4
    for trial in range(3):
        report = _trial(rng_seed + trial, threads, tmp_path / "cache")
        assert report == {"errors": [], "mismatches": [], "done": threads}, f"trial {trial}: {report}"


# The two lazy tables on their own, many threads at once, in a fresh interpreter (a few seconds each).
_LOOKUP_SCRIPT = textwrap.dedent("""
    import sys, threading
    import torch
    from torch_cdna.ops import kernels
    from torch_cdna.sim import semantics
    what, threads = sys.argv[1], int(sys.argv[2])
    probe = {
        "kernels": lambda: kernels.lookup("rmsnorm", "sim", "gfx942", torch.float32) is not None,
        "semantics": lambda: semantics.semantics_for("s_load_dwordx16") is not None,
    }[what]
    barrier = threading.Barrier(threads)
    answers = []

    def run():
        barrier.wait()
        try:
            answers.append(probe())
        except Exception as exc:
            answers.append(f"{type(exc).__name__}: {exc}")

    workers = [threading.Thread(target=run) for _ in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    print(answers)
""")


@pytest.mark.parametrize("table", ["kernels", "semantics"])
def test_lazy_tables_are_complete_for_every_first_thread(table):
    """Two fresh interpreters (the unlocked loaders failed in the first: 7 of 8 threads saw a partial table)."""
    for trial in range(2):
        res = subprocess.run([sys.executable, "-c", _LOOKUP_SCRIPT, table, "8"], cwd=REPO, capture_output=True,
                             text=True, timeout=300)
        assert res.returncode == 0, res.stderr[-3000:]
        assert res.stdout.strip() == str([True] * 8), f"trial {trial}: {res.stdout}"
