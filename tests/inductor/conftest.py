"""Inductor-pass tests: reference mode (fast pure-PyTorch ops) unless a test switches to the kernels
(``kernel_mode.kernel_mode()``: test_kernel_path.py, test_kernel_mode_models.py), no compile caches (a cache
hit would skip the passes under test; the cache test turns the FX graph cache on explicitly with a fresh
directory)."""

import pytest
import torch
import torch._functorch.config as functorch_config
import torch._inductor.config as inductor_config

import torch_cdna.inductor as ti
import torch_cdna.ops  # noqa: F401 - registers torch.ops.cdna
from torch_cdna import _config


@pytest.fixture(autouse=True)
def inductor_test_mode():
    # Each test starts from a fresh Dynamo: its compiled-frame caches and recompile counters are per process,
    # and the HF model tests recompile transformers' shared frames (masks, attention) until Dynamo's
    # accumulated recompile limit makes a later test fall back to eager (no substitution at all).
    torch._dynamo.reset()
    ti.reset_stats()
    with _config.override(ops_impl="reference"), inductor_config.patch(fx_graph_cache=False), \
            functorch_config.patch(enable_autograd_cache=False), \
            torch._dynamo.config.patch(cache_size_limit=64):
        yield
    ti.disable()
