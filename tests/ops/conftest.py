"""Op tests run the pure-PyTorch references (no kernels exist yet); tests of the kernel path override it."""

import pytest

import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
from torch_cdna import _config


@pytest.fixture(autouse=True)
def reference_mode():
    with _config.override(ops_impl="reference"):
        yield
