"""``torch_cdna.ops.supports``: None exactly when the call runs, else the reason the call would raise — checked
by making each call (kernel mode on the simulator, tiny shapes) and comparing."""

from __future__ import annotations

import pytest
import torch

import torch_cdna
from torch_cdna import _config
from torch_cdna.errors import MissingKernel
from torch_cdna.ops import supports


@pytest.fixture(autouse=True)
def kernel_mode():
    with _config.override(ops_impl="kernel"):
        yield


def _cases():
    bf = dict(dtype=torch.bfloat16)
    kw = dict(causal=False, scale=None, enable_gqa=False)
    q64, q48 = torch.randn(1, 1, 4, 64, **bf), torch.randn(1, 1, 4, 48, **bf)
    return [
        ("rmsnorm", (torch.randn(2, 8, **bf), torch.randn(8, **bf), 1e-6), {}, None),
        ("rmsnorm", (torch.randn(2, 8, **bf), torch.randn(4, **bf), 1e-6), {}, "weight must have shape"),
        ("rmsnorm", (torch.ones(2, 8, dtype=torch.int32), torch.randn(8), 1e-6), {}, "dtype"),
        ("rmsnorm", (torch.randn(1, 40960, **bf), torch.randn(40960, **bf), 1e-6), {}, "too long"),
        ("softmax", (torch.randn(3, 5), 1), {}, None),
        ("softmax", (torch.randn(3, 5), 2), {}, "dim"),
        ("attention", (q64, q64, q64), kw, None),
        ("attention", (q48, q48, q48), kw, "no kernel for head dim 48"),
        ("attention", (q64, q64, q64.float()), kw, "dtype"),
    ]


@pytest.mark.parametrize("case", range(len(_cases())))
def test_supports_says_none_exactly_when_the_call_runs(case, rng_seed):
    torch.manual_seed(rng_seed)
    op, args, kwargs, expected = _cases()[case]
    reason = supports(op, *args, **kwargs)
    try:
        getattr(torch.ops.cdna, op)(*args, **kwargs)
        raised = None
    except (TypeError, ValueError, MissingKernel) as e:
        raised = str(e)
    if expected is None:
        assert reason is None and raised is None, (reason, raised)
    else:
        assert reason is not None and raised is not None, (reason, raised)
        assert expected in reason and expected in raised, (reason, raised)


def test_reference_mode_and_devices():
    x, w = torch.ones(2, 8, dtype=torch.int8), torch.randn(8)
    with _config.override(ops_impl="reference"):
        assert supports("rmsnorm", torch.randn(2, 8), torch.randn(8), 1e-6) is None
        assert supports("attention", *(torch.randn(1, 1, 4, 48),) * 3, causal=False, scale=None,
                        enable_gqa=False) is None, "the reference has no head-dim limit"
    assert "dtype" in supports("rmsnorm", x, w, 1e-6)
    unknown = supports("nope", x)
    assert unknown.startswith("cdna::nope does not exist; ops: ") and "attention, attention_backward" in unknown
    meta = dict(device="meta")
    assert "device type 'meta'" in supports("silu_mul", torch.empty(2, 4, **meta), torch.empty(2, 4, **meta))
    assert torch_cdna.ops.supports is supports
