"""The simulator's optional compiled helper, ``torch_cdna.sim._native`` (``_native.c``): is it built, is it on.

setup.py builds it where a C compiler is present (``optional``: without one the install still succeeds). The
one-wave fast path uses it for ``v_fma_f32`` / ``v_fmac_f32`` (one call instead of ~8 numpy calls; the
results are the same bit for bit, tests compare both). ``TORCH_CDNA_SIM_NATIVE=0`` (or
``set_config(sim_native=False)``) keeps the fast path on numpy alone, for comparisons.

Example:
    >>> from torch_cdna.sim import native
    >>> native.status().split(":")[0] in ("in use", "off", "not built")
    True
"""

from __future__ import annotations

from typing import Any

from .. import _config

try:
    from . import _native as _module
    _MISSING = ""
except ImportError as exc:  # not built: no C compiler at install time, or a source tree never installed
    _module = None
    _MISSING = f"{exc}"

# ``FmaF32(dst, a, b, c)`` binds four float32 operands ((64,) vectors, or 0-d scalars as sources); calling it
# with ``(exec, flush_in, flush_out)`` writes the single-rounding fma of the active lanes and returns True, or
# writes nothing and returns False where the semantic must run (a NaN result; a denormal source under input
# flushing; a result at or below 2**-126 under output flushing). None where the module is not built.
FmaF32: Any = getattr(_module, "FmaF32", None)


def built() -> bool:
    """Whether the extension module was built and imports."""
    return _module is not None


def enabled() -> bool:
    """Whether the fast path uses it now: built, and ``sim_native`` on."""
    return _module is not None and bool(_config.get("sim_native"))


def status() -> str:
    """One line for benchmark tables and bug reports: "in use", "off: ..." or "not built: ..."."""
    if _module is None:
        return f"not built: {_MISSING} (reinstall with a C compiler: pip install -e .)"
    return "in use" if enabled() else "off: sim_native is 0"
