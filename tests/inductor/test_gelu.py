"""A lone GeLU becomes cdna::gelu: HF's GPT-2 MLP (``gelu_new``, written out with tanh/pow) and GPT-NeoX MLP
(``F.gelu``, exact) in inference and training (cdna::gelu_backward), outputs and gradients matching eager;
the other spellings (``F.gelu`` tanh, ``gelu_python``); the first projection keeps its bias in the addmm (the
cdna::gelu user is not pointwise to Inductor, so its unfuse-bias pass leaves it); a GeLU that gates a product
stays cdna::gelu_mul. Reference mode (tests/inductor/conftest.py), but for one bf16 training step whose
cdna::gelu / gelu_backward run their simulator kernels."""

import math

import pytest
import torch
import torch.nn.functional as F
from torch._inductor.utils import is_pointwise_use

from .helpers import cdna, compile_graphs

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")


def _gpt2_mlp() -> torch.nn.Module:
    from transformers.models.gpt2.modeling_gpt2 import GPT2MLP
    return GPT2MLP(128, transformers.GPT2Config(n_embd=32, n_layer=1, n_head=2, resid_pdrop=0.0))


def _neox_mlp() -> torch.nn.Module:
    from transformers.models.gpt_neox.modeling_gpt_neox import GPTNeoXMLP
    return GPTNeoXMLP(transformers.GPTNeoXConfig(hidden_size=32, intermediate_size=128, num_attention_heads=2,
                                                 num_hidden_layers=1))


# family -> (MLP builder, the approximate its activation is)
MLPS = {"gpt2": (_gpt2_mlp, "tanh"), "gpt_neox": (_neox_mlp, "none")}


def _gelu_nodes(graphs) -> list:
    return [n for gm in graphs for n in gm.graph.find_nodes(op="call_function", target=cdna("gelu"))]


def _approximate(node: torch.fx.Node) -> str:
    return node.kwargs.get("approximate", "none")  # traces leave the schema's default out


@pytest.mark.parametrize("family", sorted(MLPS))
def test_mlp_inference(family, rng_seed):
    build, approximate = MLPS[family]
    torch.manual_seed(rng_seed)
    mlp = build().eval()
    f, graphs = compile_graphs(mlp, fusions=["gelu"])
    x = torch.randn(2, 8, 32)
    with torch.no_grad():
        torch.testing.assert_close(f(x), mlp(x), rtol=1e-5, atol=1e-6)
    (node,) = _gelu_nodes(graphs)
    assert _approximate(node) == approximate, graphs.code()
    assert not {torch.ops.aten.erf.default, torch.ops.aten.tanh.default} & graphs.targets(), graphs.code()
    # the bias stays in the GEMM: Inductor unfuses addmm only when every (view-followed) use is pointwise
    (addmm,) = [a for a in node.all_input_nodes[0].all_input_nodes if a.target == torch.ops.aten.addmm.default]
    assert not all(is_pointwise_use(u) for u in addmm.users), graphs.code()


@pytest.mark.parametrize("family", sorted(MLPS))
def test_mlp_training(family, rng_seed):
    build, approximate = MLPS[family]
    torch.manual_seed(rng_seed)
    mlp = build().train()
    twin = build().train()
    twin.load_state_dict(mlp.state_dict())
    f, graphs = compile_graphs(mlp, fusions=["gelu"])
    x = torch.randn(2, 8, 32)
    xs = [x.clone().requires_grad_() for _ in range(2)]
    gy = torch.randn(2, 8, 32)
    (f(xs[0]) * gy).sum().backward()
    (twin(xs[1]) * gy).sum().backward()
    assert graphs.count(cdna("gelu")) == 1 and graphs.count(cdna("gelu_backward")) == 1, graphs.code()
    assert _approximate(_gelu_nodes(graphs)[0]) == approximate
    torch.testing.assert_close(xs[0].grad, xs[1].grad, rtol=1e-4, atol=1e-5)
    for (name, p), q in zip(mlp.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-5, msg=name)


# spelling -> (function, approximate)
SPELLINGS = {
    "functional_tanh": (lambda x: F.gelu(x, approximate="tanh"), "tanh"),
    "python_erf": (lambda x: x * 0.5 * (1.0 + torch.erf(x / math.sqrt(2.0))), "none"),
}


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float32], ids=str)
@pytest.mark.parametrize("spelling", sorted(SPELLINGS))
def test_other_spellings(spelling, dtype, rng_seed):
    fn, approximate = SPELLINGS[spelling]
    f, graphs = compile_graphs(fn, fusions=["gelu"])
    x = torch.randn(3, 5, 48, generator=torch.Generator().manual_seed(rng_seed)).to(dtype)
    # cdna::gelu rounds once from fp32; the bf16 eager chain rounds after every op
    tol = dict(rtol=2e-2, atol=2e-2) if dtype == torch.bfloat16 else dict(rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(f(x), fn(x), **tol)
    (node,) = _gelu_nodes(graphs)
    assert _approximate(node) == approximate, graphs.code()


def test_a_gating_gelu_stays_gelu_mul(rng_seed):
    def geglu(a, b):
        return F.gelu(a, approximate="tanh") * b
    # every fusion (gelu_and_mul runs before gelu): the default set's patterns, which the HF model tests
    # (test_hf_models.py) register in the same process anyway
    f, graphs = compile_graphs(geglu)
    gen = torch.Generator().manual_seed(rng_seed)
    a, b = torch.randn(3, 48, generator=gen), torch.randn(3, 48, generator=gen)
    torch.testing.assert_close(f(a, b), geglu(a, b))
    assert graphs.count(cdna("gelu_mul")) == 1 and graphs.count(cdna("gelu")) == 0, graphs.code()


def test_training_in_kernel_mode(rng_seed):
    """bf16 GPT-2 MLP compiled for training: cdna::gelu and cdna::gelu_backward run their simulator kernels
    (act_fwd / act_bwd, NaN-poisoned outputs); output and gradients as close to the fp32 MLP as eager bf16."""
    from .kernel_mode import assert_as_accurate_as_eager, assert_ran, kernel_mode
    torch.manual_seed(rng_seed)
    truth = _gpt2_mlp().train()
    mlp, eager = _gpt2_mlp().to(torch.bfloat16).train(), _gpt2_mlp().to(torch.bfloat16).train()
    mlp.load_state_dict(truth.state_dict()), eager.load_state_dict(truth.state_dict())
    truth.load_state_dict({k: v.float() for k, v in mlp.state_dict().items()})   # the bf16-rounded weights
    x = torch.randn(2, 8, 32).to(torch.bfloat16)
    f, graphs = compile_graphs(mlp, fusions=["gelu"])
    with kernel_mode() as launches:
        out = f(x)
        out.float().square().sum().backward()
    assert_ran(launches, ["act_fwd", "act_bwd"])
    want, ref = eager(x), truth(x.float())
    want.float().square().sum().backward(), ref.square().sum().backward()
    assert_as_accurate_as_eager(out, want, ref, "output")
    for (name, p), e, t in zip(mlp.named_parameters(), eager.parameters(), truth.parameters()):
        assert_as_accurate_as_eager(p.grad, e.grad, t.grad, f"grad of {name}")
