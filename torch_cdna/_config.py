"""Every environment variable torch_cdna reads, declared once, typed, with run-time setters.

Nothing else in the package reads ``os.environ``. Each variable is read from the environment once per process,
on its first use, and cached (``get`` is on the per-call path of every op): changing ``os.environ`` later has no
effect until ``reload()``. To change a value at run time use ``set_config(**values)`` (also
``torch_cdna.set_config``; persistent) or ``override(**values)`` (scoped, for tests). Code that caches something
derived from a value registers ``on_change(callback)``; every setter calls the callbacks.

Example:
    >>> from torch_cdna import _config
    >>> with _config.override(sim_strict=True):
    ...     _config.get("sim_strict")
    True
    >>> _config.set_config(ops_impl="reference"); _config.get("ops_impl")
    'reference'
    >>> _config.set_config(ops_impl=None)  # None: back to the environment's value (or the default)
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator


@dataclass(frozen=True)
class _Var:
    env: str
    parse: Callable[[str], Any]
    default: Callable[[], Any]
    doc: str


def _flag(text: str) -> bool:
    return text.strip().lower() in ("1", "true", "yes", "on")


def _seconds(text: str, env: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0:  # also NaN
        raise ValueError(f"{env} must be a number of seconds >= 0 (0: no limit), got {text!r}")
    return value


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
    "sim_fastpath": _Var("TORCH_CDNA_SIM_FASTPATH", _flag, lambda: True,
                         "'0' turns off the simulator's single-wave fast path (compiled basic blocks, memoised "
                         "hazard verdicts; same results, counters and sanitizer findings) for comparisons"),
    "sim_time_limit": _Var("TORCH_CDNA_SIM_TIME_LIMIT", lambda text: _seconds(text, "TORCH_CDNA_SIM_TIME_LIMIT"),
                           lambda: 300.0,
                           "seconds of wall-clock time one simulator launch may run before it stops with "
                           "TimeLimitExceeded (a kernel that never ends); 0 turns the bound off. Per launch: "
                           "sim.launch(time_limit=), a @jit kernel's launch keyword sim_time_limit=, --time-limit"),
    "sim_timing": _Var("TORCH_CDNA_SIM_TIMING", str, lambda: "",
                       "'mi300x', 'mi325x', 'mi350x' or 'mi355x': every simulator launch (ops, @jit, sim.launch "
                       "without timing=) also predicts its time on that GPU (LaunchStats.timing)"),
    "sim_timing_sample": _Var("TORCH_CDNA_SIM_TIMING_SAMPLE", str, lambda: "full",
                              "workgroups a timed launch simulates when sim.launch gets no sample=: 'full' (every "
                              "one: results exact) or 'auto' (one CU's sample, extrapolated: faster, BUT IT COMPUTES NO "
                              "OUTPUTS: arguments are left as they were; for benchmarks)"),
    "sim_native": _Var("TORCH_CDNA_SIM_NATIVE", _flag, lambda: True,
                       "'0' keeps the one-wave fast path on numpy alone instead of the compiled helper "
                       "torch_cdna.sim._native (used only where it was built; same results), for comparisons"),
    "sim_keep_freed_memory": _Var("TORCH_CDNA_SIM_KEEP_FREED_MEMORY", _flag, lambda: False,
                                  "'1' lets the simulator raise glibc's mmap/trim thresholds (process-wide, "
                                  "once) so freed multi-MiB temporaries are reused instead of page-faulted in "
                                  "again (~20% of a large memory-bound launch); off by default because it "
                                  "changes the allocator of the whole process; benchmarks and tests turn it on"),
    "llvm_dir": _Var("TORCH_CDNA_LLVM_DIR", str, lambda: "",
                     "folder holding llvm-mc and ld.lld to use instead of the discovered toolchain"),
    "rocm_path": _Var("ROCM_PATH", Path, lambda: Path("/opt/rocm"),
                      "ROCm install folder (its llvm/bin assembles; its bin/hipcc builds .cpp modules)"),
    "ops_impl": _Var("TORCH_CDNA_OPS_IMPL", str, lambda: "kernel",
                     "cdna ops: 'kernel' (simulator for CPU tensors, HIP for ROCm tensors) or 'reference' "
                     "(the pure-PyTorch reference, any device)"),
    "launch_plans": _Var("TORCH_CDNA_LAUNCH_PLANS", _flag, lambda: True,
                         "replay the recorded launches of a repeated call signature on a ROCm GPU instead of "
                         "re-running validation and planning (ops/_plans.py); 0 runs the full path every call"),
}

_overrides: dict[str, Any] = {}     # override(): scoped, innermost wins
_settings: dict[str, Any] = {}      # set_config(): persistent until unset or reload()
_env: dict[str, Any] = {}           # parsed environment values, read once per variable
_values: dict[str, Any] = {}        # the effective values (rebuilt lazily after every change)
_listeners: list[Callable[[], None]] = []


def _unknown(names: Iterable[str]) -> None:
    unknown = set(names) - set(VARIABLES)
    if unknown:
        raise KeyError(f"unknown torch_cdna config variable(s): {sorted(unknown)}; known: {sorted(VARIABLES)}")


def _from_env(name: str) -> Any:
    if name not in _env:
        var = VARIABLES[name]
        raw = os.environ.get(var.env)
        _env[name] = var.default() if raw is None or raw == "" else var.parse(raw)
    return _env[name]


def get(name: str) -> Any:
    """Return the current value of configuration variable ``name`` (see ``VARIABLES``): a dict lookup."""
    try:
        return _values[name]
    except KeyError:
        pass
    if name in _overrides:
        value = _overrides[name]
    elif name in _settings:
        value = _settings[name]
    else:
        value = _from_env(name)  # KeyError for an unknown name
    _values[name] = value
    return value


def _changed() -> None:
    _values.clear()
    for callback in tuple(_listeners):
        callback()


def on_change(callback: Callable[[], None]) -> Callable[[], None]:
    """Call ``callback()`` after every ``set_config``/``override``/``reload`` (to drop derived caches)."""
    _listeners.append(callback)
    return callback


def set_config(**values: Any) -> None:
    """Set configuration values for the rest of the process (``None`` unsets: back to the environment).

    Example: ``torch_cdna.set_config(ops_impl="reference", arch="gfx950")``.
    """
    _unknown(values)
    for name, value in values.items():
        if value is None:
            _settings.pop(name, None)
        else:
            _settings[name] = value
    _changed()


def reload() -> None:
    """Re-read every variable from ``os.environ`` (after changing the environment in-process)."""
    _env.clear()
    _changed()


@contextlib.contextmanager
def override(**values: Any) -> Iterator[None]:
    """Temporarily set configuration values (for tests and scoped use)."""
    _unknown(values)
    saved = dict(_overrides)
    _overrides.update(values)
    _changed()
    try:
        yield
    finally:
        _overrides.clear()
        _overrides.update(saved)
        _changed()
