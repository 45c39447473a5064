"""Every probe record as a test: its actual outcome must be the one its record demands (see ``model.py``).

Records marked ``xfail`` fail today (a "NEW:" finding not fixed yet); the mark is strict, so a fix that makes
one pass fails the suite until its mark is removed (none is marked now). ``python -m tests.probes`` prints the summary.
"""

from __future__ import annotations

import pytest

from . import all_probes
from .model import Ctx, allowed_outcomes, run_probe


def _param(probe):
    marks = []
    if probe.xfail:
        marks.append(pytest.mark.xfail(reason=probe.xfail, strict=True))
    if probe.slow:
        marks.append(pytest.mark.slow)
    return pytest.param(probe, id=probe.id, marks=marks)


@pytest.mark.parametrize("probe", [_param(p) for p in all_probes()])
def test_probe(probe, rng_seed, tmp_path):
    result = run_probe(probe, Ctx(rng_seed, tmp_path))
    assert result.passed, (f"{probe.id} ({probe.category}): expected {probe.expect.describe()} "
                           f"(outcome {sorted(allowed_outcomes(probe.expect))}), got {result.outcome}: "
                           f"{result.detail}")
