"""``spy_op``: watch every call of a ``torch.ops.cdna`` op in a test (the op is looked up through ``torch.ops.cdna``
per call, so swapping the attribute sees them all)."""

from __future__ import annotations

import importlib
from typing import Any, Callable

import torch


def spy_op(monkeypatch: Any, name: str, record: Callable[[tuple, dict], None]) -> None:
    """Call ``record(args, kwargs)`` on each ``torch.ops.cdna.<name>`` call, then the real op. The DTensor sharding
    rules register once, when ``torch.distributed.tensor`` is first imported (transformers may import it while a
    model is built): it is imported first, or that one-shot registration would meet the spy and fail for the rest
    of the process."""
    if torch.distributed.is_available():
        importlib.import_module("torch.distributed.tensor")
    real = getattr(torch.ops.cdna, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        record(args, kwargs)
        return real(*args, **kwargs)
    monkeypatch.setattr(torch.ops.cdna, name, spy)
