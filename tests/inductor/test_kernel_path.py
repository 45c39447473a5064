"""The real kernel path (compiled kernels on the simulator, ``ops_impl=kernel``): an op is substituted only
where a kernel exists for it, and then runs that kernel; elsewhere the graph is left alone with a reason."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti
from torch_cdna import _config
from torch_cdna.ops import kernels
from torch_cdna.runtime import device

from .helpers import cdna, compile_graphs
from .test_rmsnorm import hf


def has_kernel(op: str, dtype: torch.dtype) -> bool:
    return kernels.lookup(op, "sim", device.configured_arch(), dtype) is not None


@pytest.mark.slow
def test_rmsnorm_and_silu_follow_the_kernel_table():
    def fn(x, w, a, b):
        return hf(x, w), F.silu(a) * b

    args = [torch.randn(4, 64, dtype=torch.bfloat16), torch.randn(64, dtype=torch.bfloat16),
            torch.randn(4, 32, dtype=torch.bfloat16), torch.randn(4, 32, dtype=torch.bfloat16)]
    with _config.override(ops_impl="kernel"):
        f, graphs = compile_graphs(fn, fusions=["rmsnorm", "silu_and_mul"])
        with torch.no_grad():
            y, z = f(*args)
    for op, out, ref in (("rmsnorm", y, hf(*args[:2])), ("silu_mul", z, F.silu(args[2]) * args[3])):
        torch.testing.assert_close(out.float(), ref.float(), atol=3e-2, rtol=3e-2)
        assert graphs.count(cdna(op)) == int(has_kernel(op, torch.bfloat16)), (op, graphs.code())
    if not has_kernel("silu_mul", torch.bfloat16):
        assert any("no sim kernel" in r for r in ti._log.REJECTS)
