"""Build script for the optional C helper of the simulator (everything else is declared in pyproject.toml).

``torch_cdna.sim._native`` speeds up the one-wave fast path; it is ``optional``: without a C compiler the
install still succeeds and the simulator runs on numpy alone (``torch_cdna.sim.native.status()`` says which).
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("torch_cdna.sim._native", ["torch_cdna/sim/_native.c"], libraries=["m"],
                             extra_compile_args=["-O3", "-fno-fast-math", "-ffp-contract=off"], optional=True)])
