"""Session-wide test setup: the test process lets the simulator keep freed temporaries (glibc mallopt, see
``torch_cdna.sim.state.keep_freed_memory``), which library users opt into; results do not depend on it."""

from torch_cdna import _config


def pytest_configure(config):  # noqa: ARG001 - pytest hook signature
    _config.set_config(sim_keep_freed_memory=True)
