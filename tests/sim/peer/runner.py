"""Run one peer kernel in the simulator on fresh inputs and compare its outputs with the torch reference.

Example (reproduce a failure the test reported with its seed)::

    >>> from tests.sim.peer.runner import run_peer
    >>> run_peer("add_f32_masked", "gfx942", seed=1).mismatches  # doctest: +SKIP
    []
"""

from __future__ import annotations

import functools
import inspect
import json
import math
from dataclasses import dataclass, field

import torch

from .kernels import MANIFEST, asm_path, by_name
from .spec import Check

_BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


@dataclass
class PeerRun:
    """The outcome of one launch: the simulator's stats and a description of each output that differs."""

    name: str
    arch: str
    seed: int
    stats: object = None
    mismatches: list[str] = field(default_factory=list)


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.contiguous().view(_BITS[t.element_size()]).reshape(-1)


def _show(t: torch.Tensor, idx: torch.Tensor) -> list:
    flat = t.reshape(-1)
    vals = flat[idx].float() if flat.dtype.is_floating_point else flat[idx]
    return vals.tolist()


def _describe(bad: torch.Tensor, actual: torch.Tensor, expected: torch.Tensor, check: Check) -> str | None:
    """None when nothing is bad, else a message naming the count and the first mismatching elements."""
    idx = bad.nonzero().reshape(-1)
    if idx.numel() == 0:
        return None
    first = idx[:5]
    what = check.label or f"arg {check.index}"
    return (f"{what} ({check.mode}, atol={check.atol}, rtol={check.rtol}): {idx.numel()} of {bad.numel()} elements "
            f"differ; flat indices {first.tolist()}: got {_show(actual, first)} "
            f"(bits {[hex(b & 0xFFFFFFFFFFFFFFFF) for b in _bits(actual)[first].tolist()]}), "
            f"expected {_show(expected, first)}")


def compare(actual: torch.Tensor, check: Check) -> str | None:
    """Compare one output tensor with its check; None when it matches."""
    expected = check.expected
    if actual.shape != expected.shape or actual.dtype != expected.dtype:
        return f"arg {check.index}: shape/dtype {tuple(actual.shape)}/{actual.dtype}, expected " \
               f"{tuple(expected.shape)}/{expected.dtype}"
    if check.mode == "exact":
        return _describe(_bits(actual) != _bits(expected), actual, expected, check)
    if check.mode == "bits_nan":
        a_nan, e_nan = actual.reshape(-1).isnan(), expected.reshape(-1).isnan()
        bad = torch.where(e_nan, ~a_nan, _bits(actual) != _bits(expected))
        return _describe(bad, actual, expected, check)
    a, e = actual.reshape(-1).double(), expected.reshape(-1).double()
    both_nan = a.isnan() & e.isnan()
    bad = ~both_nan & ~((a - e).abs() <= check.atol + check.rtol * e.abs())
    return _describe(bad, actual, expected, check)


@functools.lru_cache(maxsize=None)
def _manifest() -> dict[tuple[str, str], dict]:
    return {(e["name"], e["arch"]): e for e in json.loads(MANIFEST.read_text())}


# The largest kernel of the suite takes ~2,200 scheduler steps; a livelock (e.g. a spin lock whose holder
# never runs) should fail in seconds, not after the simulator's default of 50 million.
MAX_STEPS = 10_000


def _launch_kwargs(launch, name: str, arch: str) -> dict[str, int]:
    """Triton kernels get their LDS at launch time (``.amdhsa_group_segment_fixed_size`` is 0): pass the size
    the compiler reported as ``shared_mem`` (the name torch_cdna.runtime.hip uses), and a step bound, when
    ``launch`` takes them."""
    params = inspect.signature(launch).parameters
    kwargs = {"max_steps": MAX_STEPS} if "max_steps" in params else {}
    shared = _manifest()[(name, arch)]["shared_mem"]
    if shared and "shared_mem" in params:
        kwargs["shared_mem"] = shared
    return kwargs


def run_peer(name: str, arch: str, seed: int, strict: bool | None = None) -> PeerRun:
    """Launch peer kernel ``name`` compiled for ``arch`` on inputs drawn with ``seed``; simulator errors propagate.
    ``strict`` is passed to ``sim.launch`` (sanitizer findings raise instead of becoming warnings)."""
    from torch_cdna import sim

    spec = by_name(name)
    case = spec.build(arch, torch.Generator().manual_seed(seed))
    run = PeerRun(name, arch, seed)
    run.stats = sim.launch(asm_path(arch, name).read_text(), spec.kernel_name, spec.grid, spec.block, case.args,
                           arch=arch, strict=strict, **_launch_kwargs(sim.launch, name, arch))
    for check in case.checks:
        message = compare(case.args[check.index], check)
        if message:
            run.mismatches.append(message)
    want_wg = math.prod(spec.grid)
    if run.stats.workgroups != want_wg or run.stats.waves != want_wg * spec.num_warps:
        run.mismatches.append(f"LaunchStats: {run.stats.workgroups} workgroups / {run.stats.waves} waves, expected "
                              f"{want_wg} / {want_wg * spec.num_warps}")
    return run
