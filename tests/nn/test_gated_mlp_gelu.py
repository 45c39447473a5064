"""torch_cdna.nn.GatedMLP with GeLU (exact and tanh, Gemma's MLP) calls cdna::gelu_mul on the two projections
(no concatenation, no gelu_and_mul), forward and backward, in reference and kernel mode; values and gradients
match the eager composition."""

import pytest
import torch
import torch.nn.functional as F
from torch.utils._python_dispatch import TorchDispatchMode

import torch_cdna.nn as cnn
from torch_cdna import _config
from torch_cdna.ops._layout import poisoned_outputs


class OpLog(TorchDispatchMode):
    """Records the overload packet names of every dispatched op."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.names.append(str(func.overloadpacket))
        return func(*args, **(kwargs or {}))


@pytest.mark.parametrize("mode", ["reference", "kernel"])
@pytest.mark.parametrize("activation", ["gelu", "gelu_tanh"])
def test_gelu_gated_mlp_uses_gelu_mul(activation, mode):
    approximate = "tanh" if activation == "gelu_tanh" else "none"
    m = cnn.GatedMLP(16, 40, activation=activation)
    twin = cnn.GatedMLP(16, 40, activation=activation)
    twin.load_state_dict(m.state_dict())
    x = torch.randn(2, 3, 16)
    xs = [x.clone().requires_grad_() for _ in range(2)]
    gy = torch.randn(2, 3, 16)
    with _config.override(ops_impl=mode, arch="gfx942"), poisoned_outputs(), OpLog() as log:
        y = m(xs[0])
        (y * gy).sum().backward()
    assert "cdna.gelu_mul" in log.names and "cdna.gelu_mul_backward" in log.names, log.names
    assert not {"aten.cat", "cdna.gelu_and_mul"} & set(log.names), log.names
    ref = twin.down_proj(F.gelu(twin.gate_proj(xs[1]), approximate=approximate) * twin.up_proj(xs[1]))
    (ref * gy).sum().backward()
    torch.testing.assert_close(y, ref, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(xs[0].grad, xs[1].grad, atol=1e-5, rtol=1e-5)
    for (name, p), q in zip(m.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-5, rtol=1e-5, msg=name)
