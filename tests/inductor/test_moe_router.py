"""An MoE router's softmax + top-k becomes cdna::moe_topk_softmax under torch.compile: the written-out form for
k in 1..8 with and without renormalisation, bf16 and fp32 logits, static and dynamic shapes; HF's Mixtral,
Qwen2-MoE and Qwen3-MoE routers in inference and training (cdna::moe_topk_softmax_backward), outputs and
gradients matching eager; a router whose probabilities escape keeps its own code. Reference mode
(tests/inductor/conftest.py), but for one bf16 training step whose ops run their simulator kernels."""

import pytest
import torch

from .helpers import cdna, compile_graphs

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")


def router(logits: torch.Tensor, k: int, renormalize: bool) -> tuple[torch.Tensor, torch.Tensor]:
    top, ids = torch.topk(torch.softmax(logits.float(), -1), k, dim=-1)
    if renormalize:
        top = top / top.sum(-1, keepdim=True)
    return top, ids


def distinct_logits(*shape: int, gen: torch.Generator) -> torch.Tensor:
    """Logits without ties in a row (a random permutation of multiples of 1/4, exact in bf16): the ids' order
    among equal probabilities is not defined by torch.topk (see moe_router's docstring)."""
    return torch.argsort(torch.rand(*shape, generator=gen), -1).float() / 4 - 2


def _counts(graphs) -> tuple[int, int, bool]:
    return (graphs.count(cdna("moe_topk_softmax")), graphs.count(cdna("moe_topk_softmax_backward")),
            torch.ops.aten.topk.default in graphs.targets())


@pytest.mark.parametrize("k,renormalize,dtype", [(1, True, torch.bfloat16), (2, False, torch.float32),
                                                 (5, True, torch.float32), (8, False, torch.bfloat16)], ids=str)
def test_inference(k, renormalize, dtype, rng_seed):
    f, graphs = compile_graphs(lambda x: router(x, k, renormalize), fusions=["moe_router"])
    x = distinct_logits(6, 3, 16, gen=torch.Generator().manual_seed(rng_seed)).to(dtype)
    w, ids = f(x)
    w0, ids0 = router(x, k, renormalize)
    assert torch.equal(ids, ids0)
    torch.testing.assert_close(w, w0, rtol=1e-6, atol=1e-7)
    assert _counts(graphs) == (1, 0, False), graphs.code()
    (node,) = graphs[0].graph.find_nodes(op="call_function", target=cdna("moe_topk_softmax"))
    assert node.args[1] == k and node.kwargs.get("renormalize", False) == renormalize, graphs.code()


@pytest.mark.parametrize("renormalize", [True, False])
def test_training(renormalize, rng_seed):
    f, graphs = compile_graphs(lambda x: router(x, 3, renormalize), fusions=["moe_router"])
    gen = torch.Generator().manual_seed(rng_seed)
    x = torch.randn(10, 12, generator=gen)
    gw = torch.randn(10, 3, generator=gen)
    xs = [x.clone().requires_grad_() for _ in range(2)]
    (w, ids), (w0, ids0) = f(xs[0]), router(xs[1], 3, renormalize)
    (w * gw).sum().backward()
    (w0 * gw).sum().backward()
    assert torch.equal(ids, ids0)
    torch.testing.assert_close(w, w0)
    torch.testing.assert_close(xs[0].grad, xs[1].grad, rtol=1e-5, atol=1e-6)
    assert _counts(graphs) == (1, 1, False), graphs.code()
    # training graphs select with the op and renormalise with the graph's own sum/div (moe_router.spellings)
    (node,) = graphs[0].graph.find_nodes(op="call_function", target=cdna("moe_topk_softmax"))
    assert not node.kwargs.get("renormalize", False), graphs.code()


def test_dynamic_shapes(rng_seed):
    f, graphs = compile_graphs(lambda x: router(x, 2, True), fusions=["moe_router"], dynamic=True)
    gen = torch.Generator().manual_seed(rng_seed)
    for rows in (5, 9):
        x = torch.randn(rows, 8, generator=gen)
        w, ids = f(x)
        w0, ids0 = router(x, 2, True)
        assert torch.equal(ids, ids0)
        torch.testing.assert_close(w, w0)
    assert graphs.count(cdna("moe_topk_softmax")) >= 1 and torch.ops.aten.topk.default not in graphs.targets()


def test_escaping_probabilities_keep_their_code(rng_seed):
    def leaky(x):
        probs = torch.softmax(x.float(), -1)
        top, ids = torch.topk(probs, 2, dim=-1)
        return top / top.sum(-1, keepdim=True), ids, probs
    f, graphs = compile_graphs(leaky, fusions=["moe_router"])
    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(rng_seed))
    for got, want in zip(f(x), leaky(x)):
        torch.testing.assert_close(got, want)
    assert _counts(graphs) == (0, 0, True), graphs.code()


def _router(family: str, norm_topk_prob: bool = True) -> torch.nn.Module:
    cfg = dict(hidden_size=32, num_experts_per_tok=2, num_attention_heads=2, num_hidden_layers=1)
    if family == "mixtral":
        from transformers.models.mixtral.modeling_mixtral import MixtralTopKRouter
        return MixtralTopKRouter(transformers.MixtralConfig(num_local_experts=8, **cfg))
    from transformers.models.qwen2_moe.modeling_qwen2_moe import Qwen2MoeTopKRouter
    from transformers.models.qwen3_moe.modeling_qwen3_moe import Qwen3MoeTopKRouter
    config_cls, cls = {"qwen2_moe": (transformers.Qwen2MoeConfig, Qwen2MoeTopKRouter),
                       "qwen3_moe": (transformers.Qwen3MoeConfig, Qwen3MoeTopKRouter)}[family]
    return cls(config_cls(num_experts=8, norm_topk_prob=norm_topk_prob, **cfg))


@pytest.mark.parametrize("family,norm", [("mixtral", True), ("qwen3_moe", False)])
def test_hf_routers_train(family, norm, rng_seed):
    torch.manual_seed(rng_seed)
    model, twin = _router(family, norm), _router(family, norm)
    torch.nn.init.normal_(model.weight, std=0.5)
    twin.load_state_dict(model.state_dict())
    f, graphs = compile_graphs(model, fusions=["moe_router"])
    x = torch.randn(2, 5, 32)
    xs = [x.clone().requires_grad_() for _ in range(2)]
    got, want = f(xs[0]), twin(xs[1])
    assert torch.equal(got[2], want[2])
    for g, w in zip(got[:2], want[:2]):
        torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-6)
    # the aux loss reads the logits: they stay an output and a path for gradients
    (got[0].square().sum() + got[1].sum() * 3).backward()
    (want[0].square().sum() + want[1].sum() * 3).backward()
    torch.testing.assert_close(xs[0].grad, xs[1].grad, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(model.weight.grad, twin.weight.grad, rtol=1e-5, atol=1e-6)
    assert _counts(graphs) == (1, 1, False), graphs.code()


def test_training_in_kernel_mode(rng_seed):
    """bf16 Mixtral router compiled for training: both ops run their simulator kernels (NaN-poisoned outputs);
    ids equal eager's, weights and the logits' gradient as close to the fp32 router as eager bf16."""
    from .kernel_mode import assert_as_accurate_as_eager, assert_ran, kernel_mode
    torch.manual_seed(rng_seed)
    truth = _router("mixtral")
    torch.nn.init.normal_(truth.weight, std=0.5)
    model, eager = _router("mixtral").to(torch.bfloat16), _router("mixtral").to(torch.bfloat16)
    model.load_state_dict(truth.state_dict()), eager.load_state_dict(truth.state_dict())
    truth.load_state_dict({k: v.float() for k, v in model.state_dict().items()})
    x = torch.randn(2, 5, 32).to(torch.bfloat16)
    f, graphs = compile_graphs(model, fusions=["moe_router"])
    with kernel_mode() as launches:
        logits, w, ids = f(x)
        (w * torch.arange(1.0, 3.0)).sum().backward()
    assert_ran(launches, ["moe_topk_fwd", "moe_topk_bwd"])
    e_logits, e_w, e_ids = eager(x)
    t_logits, t_w, t_ids = truth(x.float())
    # bf16 logits may tie: the chosen experts' probabilities, not their order among equals, must agree
    probs = torch.softmax(e_logits.float(), -1)
    torch.testing.assert_close(probs.gather(-1, ids), probs.gather(-1, e_ids), rtol=0, atol=0)
    (e_w * torch.arange(1.0, 3.0)).sum().backward(), (t_w * torch.arange(1.0, 3.0)).sum().backward()
    assert_as_accurate_as_eager(w, e_w, t_w, "weights")
    assert_as_accurate_as_eager(model.weight.grad, eager.weight.grad, truth.weight.grad, "grad of the router weight")
