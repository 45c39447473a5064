"""Probes as data: a record per probe, the outcome it must have, and the runner that classifies what happened.

A probe does one hostile or careless thing (a wrong dtype, a transposed input, a corrupt cache entry, an
endless kernel) and names the outcome the issue demands (``Raises``, ``MatchesReference``, ``FinishesWithin``,
``LeavesUntouched``). ``run_probe`` runs it and classifies the *actual* outcome into one of ``OUTCOMES``;
the probe passes when the actual outcome is the one its expectation allows.

Outcomes:
- ``ok``: finished, and the result matched (reference, bound, untouched files);
- ``clear error``: raised an error of an allowed type whose message names what was wrong;
- ``unclear error``: raised a library error of the allowed type that does not name what was wrong, or a
  library error of another class;
- ``raw exception``: a Python/numpy exception (TypeError, IndexError, MemoryError, AttributeError, ...) that
  reached the user in place of an error naming the bad input;
- ``silent wrong``: finished but the result differs from the reference, or bad input was accepted;
- ``data loss``: files outside what the library owns changed;
- ``hang``: did not finish within the probe's bound (run in a subprocess killed at the bound).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import torch

from torch_cdna.errors import CdnaError

OK, CLEAR, UNCLEAR, RAW, SILENT, DATA_LOSS, HANG = (
    "ok", "clear error", "unclear error", "raw exception", "silent wrong", "data loss", "hang")
OUTCOMES = (OK, CLEAR, UNCLEAR, RAW, SILENT, DATA_LOSS, HANG)

# Exceptions that mean "Python or numpy fell over inside the library", unless an allowed type names them.
RAW_TYPES = (TypeError, IndexError, KeyError, AttributeError, MemoryError, ZeroDivisionError, OverflowError,
             AssertionError, NameError, UnboundLocalError, RecursionError, FloatingPointError)
REPO = Path(__file__).resolve().parents[2]


@dataclass
class Ctx:
    """What a probe gets: a generator seeded from the test's seed, and a private temporary directory."""
    seed: int
    tmp: Path
    rng: torch.Generator = field(init=False)

    def __post_init__(self) -> None:
        self.rng = torch.Generator().manual_seed(self.seed)

    def randn(self, *shape: int, dtype: torch.dtype = torch.float32) -> torch.Tensor:
        return torch.randn(*shape, generator=self.rng, dtype=torch.float32).to(dtype)


# ------------------------------------------------------------------ what a probe callable may return

@dataclass
class Compared:
    """Outputs of the library next to a float64 reference; NaN/inf must sit where the reference has them."""
    actual: Sequence[torch.Tensor]
    expected: Sequence[torch.Tensor]


@dataclass
class FilesState:
    """Snapshots of a folder the library must not touch, taken before and after the hostile call."""
    before: dict[str, bytes]
    after: dict[str, bytes]
    error: BaseException | None = None


class ChildError(Exception):
    """An exception raised in a probe's subprocess: its class names (MRO) and its message."""

    def __init__(self, mro: list[str], message: str) -> None:
        self.mro, self.message = mro, message
        super().__init__(f"{mro[0]}: {message}")


class WrongValue(Exception):
    """Raised by a probe whose own check of a returned value failed: a silent wrong result."""


class ProbeHang(Exception):
    """A probe's subprocess did not finish within its bound."""


# ------------------------------------------------------------------ expectations

@dataclass(frozen=True)
class Raises:
    """A clear error: one of ``types`` whose message mentions every string of ``must_mention`` (case-blind)."""
    types: type | tuple[type, ...]
    must_mention: tuple[str, ...] = ()
    expected_outcome = CLEAR

    def describe(self) -> str:
        names = "/".join(t.__name__ for t in _tuple(self.types))
        return f"raises {names} mentioning {list(self.must_mention)}"


@dataclass(frozen=True)
class MatchesReference:
    """The call returns ``Compared``; every output within ``atol + rtol * |expected|`` (NaN where NaN)."""
    rtol: float = 1e-5
    atol: float = 1e-5
    expected_outcome = OK

    def describe(self) -> str:
        return f"matches the float64 reference (rtol {self.rtol}, atol {self.atol})"


@dataclass(frozen=True)
class FinishesWithin:
    """The call (a subprocess bounded by ``seconds``) ends, with the outcome ``then`` allows."""
    seconds: float
    then: Any = None
    expected_outcome = OK

    def describe(self) -> str:
        return f"finishes within {self.seconds} s" + (f", then {self.then.describe()}" if self.then else "")


@dataclass(frozen=True)
class Succeeds:
    """The call returns (its own checks raise ``WrongValue`` on a wrong result)."""
    expected_outcome = OK

    def describe(self) -> str:
        return "succeeds with the right value"


@dataclass(frozen=True)
class LeavesUntouched:
    """The call returns ``FilesState``: no file it must not own changed (it may refuse with an error)."""
    expected_outcome = OK

    def describe(self) -> str:
        return "leaves foreign files untouched"


@dataclass(frozen=True)
class Either:
    """Either expectation is fine (e.g. double backward: correct second-order term, or a clear error)."""
    first: Any
    second: Any

    def describe(self) -> str:
        return f"{self.first.describe()} OR {self.second.describe()}"


@dataclass(frozen=True)
class Probe:
    """One record: ``fn(ctx)`` does the hostile thing; ``expect`` is the outcome the issue demands.

    ``xfail`` (a reason) marks a probe known to fail today: "issue 15 item N: in progress" for a fix being
    made, "NEW: ..." for a finding no one owns yet. ``slow`` marks probes over ~20 s.
    """
    id: str
    category: str
    fn: Callable[[Ctx], Any]
    expect: Any
    xfail: str | None = None
    slow: bool = False


@dataclass
class Result:
    probe: Probe
    outcome: str
    detail: str
    seconds: float

    @property
    def passed(self) -> bool:
        return self.outcome in allowed_outcomes(self.probe.expect) and not self.detail.startswith("!")


def _tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def allowed_outcomes(expect: Any) -> set[str]:
    if isinstance(expect, Either):
        return allowed_outcomes(expect.first) | allowed_outcomes(expect.second)
    if isinstance(expect, FinishesWithin) and expect.then is not None:
        return allowed_outcomes(expect.then)
    return {expect.expected_outcome}


# ------------------------------------------------------------------ classification

def _is_instance(err: BaseException, types: tuple[type, ...]) -> bool:
    if isinstance(err, ChildError):
        return any(t.__name__ in err.mro for t in types)
    return isinstance(err, types)


def _is_raw(err: BaseException) -> bool:
    if isinstance(err, ChildError):
        return err.mro[0] in {t.__name__ for t in RAW_TYPES} or "CdnaError" not in err.mro and \
            err.mro[0] not in ("ValueError", "RuntimeError", "NotImplementedError")
    return isinstance(err, RAW_TYPES) and not isinstance(err, CdnaError)


def _message(err: BaseException) -> str:
    return err.message if isinstance(err, ChildError) else str(err)


def classify_error(err: BaseException, expect: Any) -> tuple[str, str]:
    """Outcome of a raised exception against the expectation (the closest alternative of an ``Either``)."""
    head = f"{type(err).__name__ if not isinstance(err, ChildError) else err.mro[0]}: {_message(err)[:400]}"
    if isinstance(err, ProbeHang):
        return HANG, str(err)
    if isinstance(err, WrongValue):
        return SILENT, str(err)
    raises = [e for e in _alternatives(expect) if isinstance(e, Raises)]
    for r in raises:
        if _is_instance(err, _tuple(r.types)):
            missing = [m for m in r.must_mention if m.lower() not in _message(err).lower()]
            if not missing:
                return CLEAR, head
            if not _is_raw(err) or isinstance(err, CdnaError):
                return UNCLEAR, f"does not mention {missing}: {head}"
    return (RAW if _is_raw(err) else UNCLEAR), head


def _alternatives(expect: Any) -> list[Any]:
    if isinstance(expect, Either):
        return _alternatives(expect.first) + _alternatives(expect.second)
    if isinstance(expect, FinishesWithin) and expect.then is not None:
        return _alternatives(expect.then)
    return [expect]


def _compare(value: Compared, rule: MatchesReference) -> tuple[str, str]:
    if len(value.actual) != len(value.expected):
        return SILENT, f"{len(value.actual)} outputs, reference has {len(value.expected)}"
    for i, (a, e) in enumerate(zip(value.actual, value.expected)):
        if a.shape != e.shape:
            return SILENT, f"output {i}: shape {tuple(a.shape)}, reference {tuple(e.shape)}"
        if a.device.type == "meta" or e.device.type == "meta":
            if a.device != e.device or a.dtype != e.dtype:
                return SILENT, f"output {i}: {a.device}/{a.dtype}, reference {e.device}/{e.dtype}"
            continue
        a64, e64 = a.detach().to(torch.float64), e.detach().to(torch.float64)
        same_special = torch.equal(torch.isnan(a64), torch.isnan(e64)) and torch.equal(
            torch.where(torch.isinf(e64), e64, 0.0), torch.where(torch.isinf(e64), a64, 0.0))
        if not same_special:
            return SILENT, f"output {i}: NaN/inf placement differs from the reference"
        finite = torch.isfinite(e64)
        err = (a64 - e64).abs()[finite]
        bound = (rule.atol + rule.rtol * e64.abs())[finite]
        if err.numel() and bool((err > bound).any()):
            worst = float((err - bound).max())
            return SILENT, f"output {i}: {int((err > bound).sum())} element(s) off, worst excess {worst:.3g}"
    return OK, "matches the reference"


def classify_value(value: Any, expect: Any) -> tuple[str, str]:
    """Outcome of a call that returned ``value`` (no exception)."""
    alternatives = _alternatives(expect)
    if isinstance(value, FilesState):
        if value.before != value.after:
            changed = sorted(set(value.before) ^ set(value.after) |
                             {k for k in value.before if value.after.get(k, value.before[k]) != value.before[k]})
            return DATA_LOSS, f"changed/removed: {changed[:5]}"
        if value.error is not None and not isinstance(value.error, CdnaError | ValueError):
            return classify_error(value.error, Raises(CdnaError))
        return OK, "untouched" + (f" (refused: {value.error})" if value.error else "")
    rules = [e for e in alternatives if isinstance(e, MatchesReference)]
    if isinstance(value, Compared) and rules:
        return _compare(value, rules[0])
    if any(isinstance(e, Raises) for e in alternatives) and not any(
            isinstance(e, (Succeeds, FinishesWithin)) for e in alternatives):
        return SILENT, f"accepted; returned {_short(value)}"
    return OK, f"returned {_short(value)}"


def _short(value: Any) -> str:
    if isinstance(value, torch.Tensor):
        return f"tensor {tuple(value.shape)} {value.dtype}"
    return repr(value)[:200]


def run_probe(probe: Probe, ctx: Ctx) -> Result:
    start = time.perf_counter()
    try:
        value = probe.fn(ctx)
    except Exception as err:  # noqa: BLE001 - classifying every exception is the point
        outcome, detail = classify_error(err, probe.expect)
    else:
        outcome, detail = classify_value(value, probe.expect)
    seconds = time.perf_counter() - start
    bound = probe.expect.seconds if isinstance(probe.expect, FinishesWithin) else None
    if bound is not None and seconds > bound and outcome != HANG:
        outcome, detail = HANG, f"took {seconds:.1f} s > {bound} s; {detail}"
    return Result(probe, outcome, detail, seconds)


# ------------------------------------------------------------------ helpers for probe callables

def reference_outputs(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> list[torch.Tensor]:
    """``fn`` on float64 copies of every floating tensor argument (the float64 reference)."""
    def up(a: Any) -> Any:
        return a.detach().to(torch.float64) if isinstance(a, torch.Tensor) and a.is_floating_point() else a
    out = fn(*[up(a) for a in args], **{k: up(v) for k, v in kwargs.items()})
    return list(out) if isinstance(out, (tuple, list)) else [out]


def as_list(out: Any) -> list[torch.Tensor]:
    return list(out) if isinstance(out, (tuple, list)) else [out]


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` by relative path, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


_CHILD_WRAPPER = """
import json, sys, traceback
try:
{body}
except BaseException as err:
    print("@@PROBE@@" + json.dumps({{"mro": [c.__name__ for c in type(err).__mro__], "message": str(err)}}))
    sys.exit(0)
print("@@PROBE@@" + json.dumps({{"ok": repr(globals().get("RESULT"))}}))
"""


def in_subprocess(source: str, seconds: float, env: dict[str, str] | None = None) -> str:
    """Run ``source`` in a fresh interpreter killed after ``seconds``; re-raise its exception as ``ChildError``.

    The snippet may set ``RESULT``; its repr is returned. A timeout raises ``ProbeHang``.
    """
    code = _CHILD_WRAPPER.format(body=textwrap.indent(textwrap.dedent(source), "    "))
    try:
        proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                              timeout=seconds, env={**os.environ, **(env or {})})
    except subprocess.TimeoutExpired:
        raise ProbeHang(f"did not finish within {seconds} s (killed)") from None
    marker = [line for line in proc.stdout.splitlines() if line.startswith("@@PROBE@@")]
    if not marker:
        raise ChildError(["ChildCrash"], f"exit {proc.returncode}; stderr: {proc.stderr[-800:]}")
    report = json.loads(marker[-1][len("@@PROBE@@"):])
    if "ok" in report:
        return report["ok"]
    raise ChildError(report["mro"], report["message"])


def is_close(a: float, b: float, rel: float = 1e-6) -> bool:
    return math.isclose(a, b, rel_tol=rel, abs_tol=rel)
