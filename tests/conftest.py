"""Session-wide test setup.

- The test process lets the simulator keep freed temporaries (glibc mallopt, see
  ``torch_cdna.sim.state.keep_freed_memory``), which library users opt into; results do not depend on it.
- ``rng_seed``: a fresh random seed per test (tests draw their inputs from generators seeded with it). A failing
  test's report gets a "random seed" section naming the seed and the command that replays it, e.g.
  ``pytest 'tests/sim/test_mfma.py::test_mfma_ignores_exec' --seed 123``.
"""

from __future__ import annotations

import os
import random

import pytest

from torch_cdna import _config


def pytest_addoption(parser):
    parser.addoption("--seed", type=int, default=None,
                     help="seed every test's rng_seed fixture with this value (default: a fresh one per test)")
    parser.addoption("--aiter-census", action="store_true",
                     help="also load all 2,501 AITER code objects as programs (~13 min; every run checks a sample)")


def pytest_configure(config):  # noqa: ARG001 - pytest hook signature
    _config.set_config(sim_keep_freed_memory=True)
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers > 1:  # scripts/test.sh runs pytest-xdist workers: share the cores instead of each taking them all
        import torch
        torch.set_num_threads(max(1, (os.cpu_count() or 1) // workers))


@pytest.fixture
def rng_seed(request) -> int:
    """A fresh seed (or ``--seed``), recorded in the test's ``user_properties`` as ``("seed", value)``."""
    seed = request.config.getoption("--seed")
    if seed is None:
        seed = random.SystemRandom().randrange(2**32)
    request.node.user_properties.append(("seed", seed))
    return seed


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):  # noqa: ARG001 - pytest hook signature
    """Name the seed of a failed test in its report, with the command that replays it."""
    report = (yield).get_result()
    seeds = [value for key, value in item.user_properties if key == "seed"]
    if report.failed and seeds:
        report.sections.append(("random seed", f"seed={seeds[0]}: replay with "
                                               f"pytest '{item.nodeid}' --seed {seeds[0]}"))
