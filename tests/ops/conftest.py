"""Op tests run the pure-PyTorch references (no kernels exist yet); tests of the kernel path override it.
They draw inputs from torch's and ``random``'s global generators, seeded per test from ``rng_seed``
(tests/conftest.py), so a failure's reported seed replays it."""

import random

import pytest
import torch

import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
from torch_cdna import _config


@pytest.fixture(autouse=True)
def seeded_global_generators(rng_seed: int) -> None:
    """A fresh, reported seed for the global generators in every op test (``--seed N`` replays one)."""
    torch.manual_seed(rng_seed)
    random.seed(rng_seed)


@pytest.fixture(autouse=True)
def reference_mode():
    with _config.override(ops_impl="reference"):
        yield
