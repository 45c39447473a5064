"""Every environment variable torch_cdna reads, declared once, typed, with a scoped override for tests.

Nothing else in the package reads ``os.environ``. Values are read on each access (cheap), so a test can use
``override(...)`` or monkeypatch the environment.

Example:
    >>> from torch_cdna import _config
    >>> with _config.override(sim_strict=True):
    ...     _config.get("sim_strict")
    True
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator


@dataclass(frozen=True)
class _Var:
    env: str
    parse: Callable[[str], Any]
    default: Callable[[], Any]
    doc: str


def _flag(text: str) -> bool:
    return text.strip().lower() in ("1", "true", "yes", "on")


VARIABLES: dict[str, _Var] = {
    "cache_dir": _Var("TORCH_CDNA_CACHE_DIR", Path, lambda: Path.home() / ".cache" / "torch_cdna",
                      "where compiled code objects are cached"),
    "dump": _Var("TORCH_CDNA_DUMP", str, lambda: "",
                 "comma-separated compiler stages to dump to stderr (e.g. 'trace,asm' or 'all')"),
    "dump_dir": _Var("TORCH_CDNA_DUMP_DIR", str, lambda: "",
                     "if set, stage dumps are written to files in this folder instead of stderr"),
    "backend": _Var("TORCH_CDNA_BACKEND", str, lambda: "auto",
                    "'auto' (HIP for ROCm tensors, simulator for CPU tensors), 'sim' or 'hip'"),
    "arch": _Var("TORCH_CDNA_ARCH", str, lambda: "",
                 "target arch when no AMD GPU is present (gfx942 or gfx950); default gfx942"),
    "sim_strict": _Var("TORCH_CDNA_SIM_STRICT", _flag, lambda: False,
                       "simulator sanitizer findings that are warnings by default become errors"),
    "llvm_dir": _Var("TORCH_CDNA_LLVM_DIR", str, lambda: "",
                     "folder holding llvm-mc and ld.lld to use instead of the discovered toolchain"),
    "rocm_path": _Var("ROCM_PATH", Path, lambda: Path("/opt/rocm"),
                      "ROCm install folder (its llvm/bin assembles; its bin/hipcc builds .cpp modules)"),
    "ops_impl": _Var("TORCH_CDNA_OPS_IMPL", str, lambda: "kernel",
                     "cdna ops: 'kernel' (simulator for CPU tensors, HIP for ROCm tensors) or 'reference' "
                     "(the pure-PyTorch reference, any device)"),
}

_overrides: dict[str, Any] = {}


def get(name: str) -> Any:
    """Return the current value of configuration variable ``name`` (see ``VARIABLES``)."""
    if name in _overrides:
        return _overrides[name]
    var = VARIABLES[name]
    raw = os.environ.get(var.env)
    return var.default() if raw is None or raw == "" else var.parse(raw)


@contextlib.contextmanager
def override(**values: Any) -> Iterator[None]:
    """Temporarily set configuration values (for tests and scoped use)."""
    unknown = set(values) - set(VARIABLES)
    if unknown:
        raise KeyError(f"unknown torch_cdna config variable(s): {sorted(unknown)}; known: {sorted(VARIABLES)}")
    saved = dict(_overrides)
    _overrides.update(values)
    try:
        yield
    finally:
        _overrides.clear()
        _overrides.update(saved)
