"""torch_cdna.nn tests run the ops in reference mode (pure PyTorch) unless a test asks for kernels."""

import pytest

import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
from torch_cdna import _config


@pytest.fixture(autouse=True)
def reference_ops():
    with _config.override(ops_impl="reference"):
        yield
