"""DeepSeek-V3's grouped sigmoid router becomes cdna::moe_topk_sigmoid under torch.compile (inference graphs):
HF's ``DeepseekV3TopkRouter`` with n_group 4 and 8, with and without ``norm_topk_prob``, in reference mode and
once in kernel mode (the simulator kernel, NaN-poisoned outputs); a training graph and an n_group outside
``N_GROUPS`` keep their aten code. HF asks topk for unsorted ids, so slots are compared after sorting by id."""

import pytest
import torch

from torch_cdna.inductor import moe_router_sigmoid

from .helpers import cdna, compile_graphs

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")


def _router(seed: int, *, experts: int = 32, n_group: int = 4, topk_group: int = 2, k: int = 4, norm: bool = True):
    from transformers.models.deepseek_v3.modeling_deepseek_v3 import DeepseekV3TopkRouter
    config = transformers.DeepseekV3Config(hidden_size=48, n_routed_experts=experts, num_experts_per_tok=k,
                                           n_group=n_group, topk_group=topk_group, norm_topk_prob=norm,
                                           routed_scaling_factor=2.5)
    router = DeepseekV3TopkRouter(config)
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():   # HF initialises both to zeros: every expert would tie
        router.weight.copy_(torch.randn(router.weight.shape, generator=gen) * 48 ** -0.5)
        router.e_score_correction_bias.copy_(torch.randn(experts, generator=gen) * 0.1)
    return router


def _by_id(weights: torch.Tensor, ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    order = ids.argsort(-1)
    return weights.gather(-1, order), ids.gather(-1, order)


def _counts(graphs) -> tuple[int, bool]:
    return graphs.count(cdna("moe_topk_sigmoid")), torch.ops.aten.topk.default in graphs.targets()


@pytest.mark.parametrize("n_group,topk_group,norm", [(4, 2, True), (8, 3, False)], ids=str)
def test_hf_router_inference(n_group, topk_group, norm, rng_seed):
    router = _router(rng_seed, n_group=n_group, topk_group=topk_group, norm=norm).requires_grad_(False)
    f, graphs = compile_graphs(router, fusions=["moe_router_sigmoid"])
    x = torch.randn(2, 7, 48, generator=torch.Generator().manual_seed(rng_seed + 1))
    logits, w, ids = f(x)
    e_logits, e_w, e_ids = router(x)
    assert _counts(graphs) == (1, False), graphs.code()
    (node,) = graphs[0].graph.find_nodes(op="call_function", target=cdna("moe_topk_sigmoid"))
    assert (node.args[1], node.kwargs["n_group"], node.kwargs["topk_group"], node.kwargs.get("renormalize", False),
            node.kwargs["routed_scaling_factor"]) == (4, n_group, topk_group, norm, 2.5), graphs.code()
    torch.testing.assert_close(logits, e_logits)
    (w, ids), (e_w, e_ids) = _by_id(w, ids), _by_id(e_w, e_ids)
    assert torch.equal(ids, e_ids)
    torch.testing.assert_close(w, e_w, rtol=1e-6, atol=1e-7)


def test_hf_router_in_kernel_mode(rng_seed):
    """The op's simulator kernel runs (NaN-poisoned output) and selects eager's experts with its weights."""
    from .kernel_mode import kernel_mode
    router = _router(rng_seed, experts=64, n_group=8, topk_group=4, k=6).requires_grad_(False)
    f, graphs = compile_graphs(router, fusions=["moe_router_sigmoid"])
    x = torch.randn(9, 48, generator=torch.Generator().manual_seed(rng_seed + 1))
    with kernel_mode() as launches:
        _, w, ids = f(x)
    assert sum(launches.values()) >= 1 and _counts(graphs) == (1, False), (launches, graphs.code())
    _, e_w, e_ids = router(x)
    (w, ids), (e_w, e_ids) = _by_id(w, ids), _by_id(e_w, e_ids)
    assert torch.equal(ids, e_ids)
    torch.testing.assert_close(w, e_w, rtol=1e-5, atol=1e-6)


def test_training_graph_keeps_its_code(rng_seed):
    """The forward of a training graph saves the gathered scores for the backward (an escaping intermediate):
    no match, and the compiled router still trains as eager does."""
    router = _router(rng_seed)
    f, graphs = compile_graphs(router, fusions=["moe_router_sigmoid"])
    x = torch.randn(6, 48, generator=torch.Generator().manual_seed(rng_seed + 1))
    _, w, ids = f(x)
    w.sum().backward()
    grad = router.weight.grad.clone()
    router.weight.grad = None
    _, e_w, e_ids = router(x)
    e_w.sum().backward()
    assert _counts(graphs) == (0, True), graphs.code()
    torch.testing.assert_close(grad, router.weight.grad)


@pytest.mark.parametrize("n_group", [1, 2])
def test_unregistered_group_count_keeps_its_code(n_group, rng_seed):
    assert n_group not in moe_router_sigmoid.N_GROUPS
    router = _router(rng_seed, n_group=n_group, topk_group=1).requires_grad_(False)
    f, graphs = compile_graphs(router, fusions=["moe_router_sigmoid"])
    x = torch.randn(5, 48)
    _, w, ids = f(x)
    _, e_w, e_ids = router(x)
    assert _counts(graphs) == (0, True), graphs.code()
    assert torch.equal(_by_id(w, ids)[1], _by_id(e_w, e_ids)[1])
