"""``torch_cdna.nn.FusedAddLayerNorm`` matches ``h = x + residual; torch.nn.LayerNorm(h)``: values, the rounded
sum, gradients of both outputs, state_dict keys (with and without bias or affine parameters)."""

import pytest
import torch

import torch_cdna.nn as cnn

from .test_modules import close


@pytest.mark.parametrize("bias,affine", [(True, True), (False, True), (False, False)])
def test_matches_add_then_layernorm(bias, affine):
    ref = torch.nn.LayerNorm(48, eps=1e-5, elementwise_affine=affine, bias=bias)
    m = cnn.FusedAddLayerNorm(48, eps=1e-5, elementwise_affine=affine, bias=bias)
    if affine:
        with torch.no_grad():
            ref.weight.normal_()
            if bias:
                ref.bias.normal_()
    m.load_state_dict(ref.state_dict())
    x, r = torch.randn(2, 7, 48, requires_grad=True), torch.randn(2, 7, 48, requires_grad=True)
    gy, gs = torch.randn(2, 7, 48), torch.randn(2, 7, 48)
    y, s = m(x, r)
    assert torch.equal(s, x + r)
    close(y, ref(x + r), torch.float32)
    ours = torch.autograd.grad((y * gy + s * gs).sum(), [x, r, *m.parameters()])
    h = x + r
    theirs = torch.autograd.grad((ref(h) * gy + h * gs).sum(), [x, r, *ref.parameters()])
    for a, b in zip(ours, theirs):
        close(a, b, torch.float32)


def test_bf16_sum_is_rounded_before_the_norm():
    x, r = torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, 64, dtype=torch.bfloat16)
    m = cnn.FusedAddLayerNorm(64, dtype=torch.bfloat16)
    y, s = m(x, r)
    assert y.dtype == s.dtype == torch.bfloat16 and torch.equal(s, x + r)
    close(y, torch.nn.functional.layer_norm((x + r).float(), (64,), m.weight.float(), m.bias.float()),
          torch.bfloat16)
