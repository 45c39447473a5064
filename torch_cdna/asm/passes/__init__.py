"""Compiler passes over the IR, one module each, each switchable through ``CompileOptions.passes``.

``REGISTRY`` maps a pass name (``kernel.PASS_NAMES``) to its ``run(func)``; the pipeline runs them in
``PASS_NAMES`` order. The hazard pass runs after register allocation (``passes.hazards.run(func, alloc)``).
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

_MODULES = {
    "remove_unreachable": "unreachable",
    "a2v": "a2v",
    "cse": "cse",
    "dce": "dce",
    "split_arrays": "split_arrays",
    "batch_kernarg_loads": "kernarg_batch",
    "hide_kernarg_loads": "kernarg_loads",
    "hide_dependencies": "schedule",
}


def _load() -> dict[str, Callable[[Any], Any]]:
    out = {}
    for name, module in _MODULES.items():
        try:
            mod = importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError as e:
            if e.name != f"{__name__}.{module}":
                raise
            continue
        out[name] = mod.run
    return out


REGISTRY = _load()
