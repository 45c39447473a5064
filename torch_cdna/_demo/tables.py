"""Plain-text tables for the demo's output.

Example:
    >>> print(table(["op", "calls"], [["rmsnorm", 5]]))
      op       calls
      -------  -----
      rmsnorm      5
"""

from __future__ import annotations

from typing import Any, Sequence


def _cell(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 1e4 else f"{v:.3e}"
    return str(v)


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]], indent: str = "  ") -> str:
    """Left-aligned text columns, right-aligned numbers."""
    cells = [[_cell(v) for v in row] for row in rows]
    numeric = [all(isinstance(r[i], (int, float)) for r in rows) if rows else False for i in range(len(headers))]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return (indent + "  ".join(parts)).rstrip()

    out = [line(list(headers)), line(["-" * w for w in widths])]
    out += [line(r) for r in cells]
    return "\n".join(out)


def kib(n: int) -> str:
    """Bytes as KiB with one decimal."""
    return f"{n / 1024:.1f} KiB"
