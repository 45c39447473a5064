"""Integer division and modulo lowering (filled in below)."""

from __future__ import annotations

from .srcloc import compile_error


def lower(gen, e, dst, space) -> None:
    raise compile_error("division is not implemented yet", e.loc)
