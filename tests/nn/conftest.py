"""torch_cdna.nn tests run the ops in reference mode (pure PyTorch) unless a test asks for kernels
(test_kernel_mode.py: the patch routes trained on the simulator, through ``tests/inductor/kernel_mode.py``). Their
inputs come from torch's global generator, seeded per test from ``rng_seed`` (so ``--seed N`` replays a
failure) inside ``fork_rng`` (so the seeding does not leak into later tests)."""

import pytest
import torch

import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
from torch_cdna import _config


@pytest.fixture(autouse=True)
def reference_ops():
    with _config.override(ops_impl="reference"):
        yield


@pytest.fixture(autouse=True)
def seeded_torch(rng_seed):
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(rng_seed)
        yield
