"""The drop-in modules match their PyTorch/HF counterparts: values, dtypes, gradients, state_dict keys."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.nn as cnn

TOL = {torch.bfloat16: 3e-2, torch.float16: 4e-3, torch.float32: 2e-5}


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


def hf_rmsnorm(x, w, eps):
    h = x.float()
    return w * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)).to(x.dtype)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float32], ids=str)
def test_rmsnorm_matches_hf_and_torch(dtype):
    x, w = torch.randn(3, 5, 64, dtype=dtype), torch.randn(64, dtype=dtype)
    m = cnn.RMSNorm(64, eps=1e-5, dtype=dtype)
    ref = torch.nn.RMSNorm(64, eps=1e-5, dtype=dtype)
    with torch.no_grad():
        m.weight.copy_(w), ref.weight.copy_(w)
    assert m.state_dict().keys() == ref.state_dict().keys()
    close(m(x), hf_rmsnorm(x, w, 1e-5), dtype)
    close(m(x), ref(x), dtype)


def test_rmsnorm_output_dtype_rules():
    x, w = torch.randn(4, 32, dtype=torch.bfloat16), torch.randn(32)
    promote, keep = cnn.RMSNorm(32), cnn.RMSNorm(32, out_dtype="input")
    for m in (promote, keep):
        m.weight.data.copy_(w)
    assert promote(x).dtype == hf_rmsnorm(x, w, 1e-6).dtype == torch.float32
    assert keep(x).dtype == torch.bfloat16
    close(promote(x), hf_rmsnorm(x, w, 1e-6), torch.bfloat16)


def test_rmsnorm_gemma_offset_and_no_affine():
    x = torch.randn(4, 32)
    gemma = cnn.RMSNorm(32, offset=1.0)
    assert torch.equal(gemma.weight, torch.zeros(32))  # Gemma initialises the weight to zero
    gemma.weight.data.normal_()
    h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
    close(gemma(x), h * (1 + gemma.weight), torch.float32)
    bare = cnn.RMSNorm(32, eps=None, elementwise_affine=False)
    close(bare(x), F.rms_norm(x, (32,)), torch.float32)
    with pytest.raises(ValueError, match="normalise the last dim only"):
        cnn.RMSNorm((4, 32))


def test_rmsnorm_gradients_match():
    x, w = torch.randn(3, 64, requires_grad=True), torch.randn(64)
    m = cnn.RMSNorm(64)
    m.weight.data.copy_(w)
    wr = w.clone().requires_grad_()
    gy = torch.randn(3, 64)
    (m(x) * gy).sum().backward()
    xr = x.detach().clone().requires_grad_()
    (hf_rmsnorm(xr, wr, 1e-6) * gy).sum().backward()
    close(x.grad, xr.grad, torch.float32), close(m.weight.grad, wr.grad, torch.float32)


def test_fused_add_rmsnorm():
    x, r = torch.randn(3, 64, dtype=torch.bfloat16), torch.randn(3, 64, dtype=torch.bfloat16)
    m = cnn.FusedAddRMSNorm(64, dtype=torch.bfloat16)
    m.weight.data.normal_()
    y, s = m(x, r)
    assert torch.equal(s, x + r)
    close(y, hf_rmsnorm(x + r, m.weight, 1e-6), torch.bfloat16)


@pytest.mark.parametrize("bias,affine", [(True, True), (False, True), (False, False)])
def test_layernorm(bias, affine):
    ref = torch.nn.LayerNorm(48, eps=1e-5, elementwise_affine=affine, bias=bias)
    m = cnn.LayerNorm(48, eps=1e-5, elementwise_affine=affine, bias=bias)
    if affine:
        ref.weight.data.normal_()
        m.weight.data.copy_(ref.weight)
    assert m.state_dict().keys() == ref.state_dict().keys()
    x = torch.randn(2, 7, 48, requires_grad=True)
    close(m(x), ref(x), torch.float32)
    (m(x) ** 2).sum().backward()
    g, x.grad = x.grad, None
    (ref(x) ** 2).sum().backward()
    close(g, x.grad, torch.float32)


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_gated_activations(approximate):
    x = torch.randn(3, 5, 64)
    close(cnn.SiluAndMul()(x), F.silu(x[..., :32]) * x[..., 32:], torch.float32)
    close(cnn.GeluAndMul(approximate)(x), F.gelu(x[..., :32], approximate=approximate) * x[..., 32:],
          torch.float32)
    with pytest.raises(ValueError, match="approximate"):
        cnn.GeluAndMul("erf")


@pytest.mark.parametrize("activation", ["silu", "gelu_tanh"])
def test_gated_mlp(activation):
    m = cnn.GatedMLP(16, 40, activation=activation)
    x = torch.randn(2, 3, 16)
    act = F.silu if activation == "silu" else (lambda t: F.gelu(t, approximate="tanh"))
    close(m(x), m.down_proj(act(m.gate_proj(x)) * m.up_proj(x)), torch.float32)
    assert set(m.state_dict()) == {f"{p}.weight" for p in ("gate_proj", "up_proj", "down_proj")}


@pytest.mark.parametrize("causal,hkv", [(False, 4), (True, 2)])
def test_attention(causal, hkv):
    q, k, v = torch.randn(2, 4, 9, 16), torch.randn(2, hkv, 9, 16), torch.randn(2, hkv, 9, 16)
    m = cnn.ScaledDotProductAttention(is_causal=causal, scale=0.2, enable_gqa=hkv != 4)
    ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=0.2, enable_gqa=hkv != 4)
    close(m(q, k, v), ref, torch.float32)
