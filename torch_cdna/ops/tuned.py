"""Tuned picks: per-arch tables of the timing model's predictions, read by the kernel families' rules.

A family whose launcher has a free knob (paged attention's KV partials per sequence) asks ``pick(family, arch,
key)`` before its documented rule. The tables are data (``ops/data/tuned_<family>.json``) written by a
benchmark script (``benchmarks/tune_partials.py``): for each problem of a grid it runs every candidate through the
simulator with the timing model of that arch's GPU and stores each candidate's predicted microseconds and the
fastest one. A problem outside the grid, or a family or arch without a table, gets the rule (``None`` here).

Keys are buckets, so that nearby problems share a tuned pick: each size is rounded up to a power of two
(``bucket``), and the family's rule decides which sizes make up the key. The predictions are a model's, not
measurements (``docs/timing-model.md`` says how far the model is validated); the table records the GPU model
and the tree it was produced on.

Example:
    >>> bucket(1), bucket(300), bucket(4096)
    (1, 512, 4096)
    >>> pick("no_such_family", "gfx942", (1, 2)) is None
    True
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"


def bucket(size: int) -> int:
    """``size`` rounded up to a power of two (at least 1)."""
    return 1 << max(0, int(size) - 1).bit_length()


def table_path(family: str) -> Path:
    return DATA / f"tuned_{family}.json"


@functools.cache
def _tables(family: str) -> dict[str, dict[tuple, Any]]:
    """{arch: {key: pick}} from the family's file ({} when there is none)."""
    path = table_path(family)
    if not path.exists():
        return {}
    data = json.loads(path.read_text())
    return {arch: {tuple(e["key"]): e["pick"] for e in rows["entries"]} for arch, rows in data["archs"].items()}


def pick(family: str, arch: str, key: tuple) -> Any:
    """The tuned pick for ``key`` (a tuple of the family's bucketed sizes) on ``arch``, or None (use the rule)."""
    return _tables(family).get(arch, {}).get(tuple(key))


def entries(family: str, arch: str) -> list[dict]:
    """The stored rows of ``family`` on ``arch`` (key, candidates' predicted µs, pick), for reports and tests."""
    path = table_path(family)
    if not path.exists():
        return []
    return json.loads(path.read_text())["archs"].get(arch, {}).get("entries", [])
