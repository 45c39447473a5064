"""Residual add + LayerNorm becomes cdna::fused_add_layernorm (after the layernorm fusion), in inference and
in the forward graph of training, on a tiny GPT-2-style block (pre-LN attention-free: ``h = x + mlp(ln(x))``,
then the next LayerNorm of ``h``); broadcasting adds and lone norms are not fused."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.inductor as ti

from .helpers import cdna, compile_graphs
from .test_layernorm import TOL

FUSIONS = ["layernorm", "fused_add_layernorm"]


def close(a, b, dtype):
    torch.testing.assert_close(a.float(), b.float(), atol=TOL[dtype], rtol=TOL[dtype])


class Block(torch.nn.Module):
    """GPT-2's residual stream, tiny: ln_1 -> linear -> + residual -> ln_2 -> MLP -> + residual -> ln_f."""

    def __init__(self, d: int = 64, bias: bool = True) -> None:
        super().__init__()
        self.ln_1 = torch.nn.LayerNorm(d, bias=bias)
        self.attn = torch.nn.Linear(d, d)
        self.ln_2 = torch.nn.LayerNorm(d, bias=bias)
        self.fc, self.proj = torch.nn.Linear(d, 2 * d), torch.nn.Linear(2 * d, d)
        self.ln_f = torch.nn.LayerNorm(d, eps=1e-6, bias=bias)
        for m in (self.ln_1, self.ln_2, self.ln_f):  # weights away from 1 and bias away from 0
            torch.nn.init.normal_(m.weight, 1.0, 0.2)
            if bias:
                torch.nn.init.normal_(m.bias, 0.0, 0.2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x + self.attn(self.ln_1(x))
        h = h + self.proj(F.gelu(self.fc(self.ln_2(h)), approximate="tanh"))
        return self.ln_f(h)


def _block(dtype, bias, seed):
    torch.manual_seed(seed)
    return Block(bias=bias).to(dtype)


@pytest.mark.parametrize("bias", [True, False], ids=["bias", "no_bias"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
def test_gpt2_block_inference_fuses_and_matches(dtype, bias, rng_seed):
    m = _block(dtype, bias, rng_seed).requires_grad_(False)
    f, graphs = compile_graphs(m, fusions=FUSIONS)
    x = torch.randn(2, 8, 64, generator=torch.Generator().manual_seed(rng_seed), dtype=dtype)
    ti.reset_stats()
    y = f(x)
    # ln_2(h) with h reused by the next residual add, and ln_f(h) with h used only by it; ln_1(x) has no add
    assert graphs.count(cdna("fused_add_layernorm")) == 2, graphs.code()
    assert graphs.count(cdna("layernorm")) == 1, graphs.code()
    assert ti.stats()["fused_add_layernorm/sum_reused"] == 2
    nodes = [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("fused_add_layernorm"))]
    assert all((n.args[3] is None) != bias for n in nodes), graphs.code()
    close(y, m(x), dtype)


def test_gpt2_block_training_fuses_and_matches(rng_seed):
    """Training: the joint pass makes cdna::layernorm + layernorm_backward, the forward graph fuses the adds;
    the loss and every gradient match eager."""
    m = _block(torch.float32, True, rng_seed)
    ref = _block(torch.float32, True, rng_seed)
    f, graphs = compile_graphs(m, fusions=FUSIONS)
    gen = torch.Generator().manual_seed(rng_seed)
    x, gy = torch.randn(2, 8, 64, generator=gen), torch.randn(2, 8, 64, generator=gen)
    xs = [x.clone().requires_grad_(), x.clone().requires_grad_()]
    (f(xs[0]) * gy).sum().backward()
    (ref(xs[1]) * gy).sum().backward()
    assert graphs.count(cdna("fused_add_layernorm")) == 2, graphs.code()
    assert graphs.count(cdna("layernorm_backward")) == 3, graphs.code()
    close(xs[0].grad, xs[1].grad, torch.float32)
    for (name, a), b in zip(m.named_parameters(), ref.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-4, rtol=1e-4, msg=name)


@pytest.mark.parametrize("case", ["broadcast", "layernorm_disabled"])
def test_non_matches(case, rng_seed):
    gen = torch.Generator().manual_seed(rng_seed)
    x, r, w, b = (torch.randn(*s, generator=gen) for s in ((3, 64), (3, 64), (64,), (64,)))
    fusions = FUSIONS
    if case == "broadcast":
        r = torch.randn(64, generator=gen)
    else:
        fusions = ["fused_add_layernorm"]  # it builds on the layernorm fusion's output

    def fn(x, r, w, b):
        h = x + r
        return F.layer_norm(h, (64,), w, b, 1e-5), h

    f, graphs = compile_graphs(fn, fusions=fusions)
    for a, e in zip(f(x, r, w, b), fn(x, r, w, b)):
        close(a, e, torch.float32)
    assert graphs.count(cdna("fused_add_layernorm")) == 0, graphs.code()
    if case == "broadcast":
        assert any("residual" in reason for reason in ti._log.REJECTS), dict(ti._log.REJECTS)
