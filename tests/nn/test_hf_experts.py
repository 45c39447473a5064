"""The ``"cdna"`` Hugging Face experts function (``torch_cdna.nn.hf_experts``): MoE experts with fused 3-D weights
(Mixtral, Qwen2-MoE, Qwen3-MoE) run as one ``cdna::fused_moe`` per layer (eager and under ``torch.compile``, where
the experts trace without graph breaks), or where it cannot run as per-expert GEMMs around one
``cdna::silu_and_mul``; they give the eager loop's outputs and gradients, fall back (counted) where they cannot
run at all, and switch back on undo."""

import collections
import copy

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_experts

from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

TINY = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2,
            head_dim=16, vocab_size=128, max_position_embeddings=32, pad_token_id=None, bos_token_id=None,
            eos_token_id=None, num_local_experts=4, num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
            shared_expert_intermediate_size=64)
MODELS = {"mixtral": ("MixtralConfig", "MixtralForCausalLM"), "qwen3_moe": ("Qwen3MoeConfig", "Qwen3MoeForCausalLM")}


def _build(name: str, seed: int, dtype: torch.dtype = torch.float32, **extra) -> torch.nn.Module:
    config_cls, model_cls = MODELS[name]
    config = getattr(transformers, config_cls)(**dict(TINY, **extra))
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, model_cls)(config).to(dtype)


@pytest.fixture
def fused_calls(monkeypatch):
    """Counts ``cdna::fused_moe`` calls and the tokens each one got."""
    calls: collections.Counter = collections.Counter()

    def count(args: tuple, kwargs: dict) -> None:
        calls["calls"] += 1
        calls["tokens"] += args[0].shape[0]
    spy_op(monkeypatch, "fused_moe", count)
    return calls


@pytest.fixture
def gated_calls(monkeypatch):
    """Counts ``cdna::silu_and_mul`` calls and the rows each one got."""
    calls: collections.Counter = collections.Counter()

    def count(args: tuple, kwargs: dict) -> None:
        calls["calls"] += 1
        calls["rows"] += args[0].shape[0]
    spy_op(monkeypatch, "silu_and_mul", count)
    return calls


@pytest.mark.parametrize("name", list(MODELS))
def test_patched_experts_match_eager_logits_and_gradients(name, rng_seed, fused_calls, gated_calls):
    twin = _build(name, rng_seed)
    ids = torch.randint(0, 128, (2, 8))
    want = twin(ids, labels=ids)
    want.loss.backward()
    hf_experts.FALLBACKS.clear()
    model = _build(name, rng_seed)
    report = cnn.patch(model, targets=["experts"])
    assert report.experts == (twin.config._experts_implementation, 1), str(report)
    assert model.config._experts_implementation == "cdna"
    out = model(ids, labels=ids)
    out.loss.backward()
    assert not hf_experts.FALLBACKS, dict(hf_experts.FALLBACKS)
    # one fused_moe for the layer's 2 x 8 tokens; no separate activation (reference mode: the op is one call)
    assert dict(fused_calls) == {"calls": 1, "tokens": 2 * 8} and not gated_calls
    torch.testing.assert_close(out.logits, want.logits, atol=1e-5, rtol=1e-4)
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-6, rtol=1e-4, msg=key)
    cnn.unpatch(model, report)
    assert model.config._experts_implementation == twin.config._experts_implementation
    assert not any("_cdna_previous_experts" in vars(m) for m in model.modules())


@pytest.mark.parametrize("bias", [False, True], ids=["fused_moe", "per_expert"])
def test_dropped_tokens_and_unhit_experts_match_the_eager_loop(rng_seed, bias, monkeypatch):
    """Ids equal to the expert count mark tokens another rank owns (expert parallelism): no contribution; experts
    no token chose are skipped; a call where every token is dropped gives zeros."""
    model = _build("mixtral", rng_seed)
    experts = model.model.layers[0].mlp.experts
    if bias:   # zero biases: the per-expert path (fused_moe has none) with the eager loop's result
        monkeypatch.setattr(experts, "has_bias", True, raising=False)
        experts.gate_up_proj_bias = torch.nn.Parameter(torch.zeros(4, 2 * 128))
        experts.down_proj_bias = torch.nn.Parameter(torch.zeros(4, 64))
    gen = torch.Generator().manual_seed(rng_seed)
    hidden = torch.randn(6, 64, generator=gen)
    index = torch.tensor([[0, 4], [2, 0], [4, 4], [2, 0], [0, 2], [4, 2]])   # expert 1 and 3 unhit, 4 = dropped
    weights = torch.rand(6, 2, generator=gen)
    eager = hf_experts._original_forward(experts)
    torch.testing.assert_close(hf_experts.cdna_experts_forward(experts, hidden, index, weights),
                               eager(experts, hidden, index, weights), atol=1e-6, rtol=1e-5)
    dropped = torch.full_like(index, 4)
    got = hf_experts.cdna_experts_forward(experts, hidden, dropped, weights)
    assert got.shape == hidden.shape and not got.any()


def test_unsupported_experts_fall_back_to_the_previous_function(rng_seed, gated_calls, monkeypatch):
    """A class with its own ``_apply_gate`` (gpt-oss style gating) runs the implementation the model had before,
    counted, with that implementation's result."""
    model = _build("mixtral", rng_seed)
    ids = torch.randint(0, 128, (1, 8))
    want = model(ids).logits
    report = cnn.patch(model, targets=["experts"])
    experts_cls = type(model.model.layers[0].mlp.experts)
    monkeypatch.setattr(experts_cls, "_apply_gate",
                        lambda self, h: torch.nn.functional.silu(h.chunk(2, -1)[0]) * h.chunk(2, -1)[1])
    hf_experts.FALLBACKS.clear()
    got = model(ids).logits
    assert gated_calls["calls"] == 0
    assert dict(hf_experts.FALLBACKS) == {f"{experts_cls.__name__} gates its own way (_apply_gate)": 1}
    torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-4)
    cnn.unpatch(model, report)


def test_patch_transformers_switches_experts_and_opts_out(rng_seed):
    with cnn.patch_transformers(["qwen3_moe"]) as p:
        assert "experts" in p.by_category(), str(p)
        model = _build("qwen3_moe", rng_seed)
    assert model.config._experts_implementation == "cdna" and p.experts_models == 1
    with cnn.patch_transformers(["qwen3_moe"], experts=False) as p:
        assert "experts" not in p.by_category(), str(p)
        model = _build("qwen3_moe", rng_seed)
    assert model.config._experts_implementation != "cdna"


def test_kernel_mode_bf16_experts_train_on_the_simulator(rng_seed):
    """Kernel mode (simulator, NaN-poisoned outputs): a bf16 Mixtral layer's experts run cdna::fused_moe's
    kernels (grouped GEMMs, the act_mul kernels, the grouped weight-gradient GEMM) forward and backward; logits and
    expert gradients stay as close to fp32 as eager bf16 is (within 2x + eps)."""
    from ..inductor.kernel_mode import assert_ran, kernel_mode
    model = _build("mixtral", rng_seed, torch.bfloat16)
    eager = copy.deepcopy(model)
    truth = copy.deepcopy(model).float()
    cnn.patch(model, targets=["experts"])
    ids = torch.randint(0, 128, (1, 8))
    hf_experts.FALLBACKS.clear()
    with kernel_mode() as launches:
        out = model(ids, labels=ids)
        out.loss.backward()
    assert not hf_experts.FALLBACKS, dict(hf_experts.FALLBACKS)
    assert_ran(launches, ["act_mul_fwd", "act_mul_bwd", "grouped_gemm_kernel", "grouped_dw_kernel"])
    results = []
    for m in (eager, truth):
        o = m(ids, labels=ids)
        o.loss.backward()
        results.append(o)
    for what, get in (("logits", lambda o, m: o.logits),
                      ("gate_up_proj.grad", lambda o, m: m.model.layers[0].mlp.experts.gate_up_proj.grad)):
        got, ref, exact = (get(o, m).float() for o, m in ((out, model), (results[0], eager), (results[1], truth)))
        eager_err = (ref - exact).abs().max().item()
        err = (got - exact).abs().max().item()
        assert err <= 2 * eager_err + 1e-2 * exact.abs().max().item(), (what, err, eager_err)


def _fused_graphs(fn, fullgraph: bool):
    from ..inductor.helpers import Graphs, graph_backend
    graphs = Graphs()
    torch._dynamo.reset()
    return torch.compile(fn, backend=graph_backend(graphs), fullgraph=fullgraph), graphs


@pytest.mark.parametrize("name", list(MODELS))
def test_compiled_experts_trace_fused_moe_without_graph_breaks(name, rng_seed):
    """The patched experts module under torch.compile(fullgraph=True): one graph calling cdna::fused_moe forward
    and cdna::fused_moe_backward in the backward graph; outputs and gradients as the eager loop's."""
    model = _build(name, rng_seed)
    eager = copy.deepcopy(model.model.layers[0].mlp.experts)
    cnn.patch(model, targets=["experts"])
    experts = model.model.layers[0].mlp.experts
    gen = torch.Generator().manual_seed(rng_seed)
    hidden = torch.randn(6, 64, generator=gen)
    index = torch.stack([torch.randperm(4, generator=gen)[:2] for _ in range(6)])
    weights = torch.rand(6, 2, generator=gen, requires_grad=True)
    compiled, graphs = _fused_graphs(experts, fullgraph=True)
    out = compiled(hidden, index, weights)
    out.square().sum().backward()
    assert graphs.count(torch.ops.cdna.fused_moe.default) == 1, graphs.code()
    assert graphs.count(torch.ops.cdna.fused_moe_backward.default) == 1, graphs.code()
    w2 = weights.detach().clone().requires_grad_()
    want = hf_experts._original_forward(eager)(eager, hidden, index, w2)
    want.square().sum().backward()
    torch.testing.assert_close(out, want, atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(weights.grad, w2.grad, atol=1e-5, rtol=1e-4)
    for a, b in ((experts.gate_up_proj, eager.gate_up_proj), (experts.down_proj, eager.down_proj)):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-5, rtol=1e-4)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(MODELS))
def test_compiled_patched_model_matches_eager_logits_and_gradients(name, rng_seed):
    """torch.compile of an nn.patch-ed tiny model (1 layer, hidden 64): logits and gradients as eager HF's, with
    cdna::fused_moe and its backward in the compiled graphs and no fallback."""
    twin = _build(name, rng_seed)
    ids = torch.randint(0, 128, (1, 8))
    want = twin(ids, labels=ids)
    want.loss.backward()
    model = _build(name, rng_seed)
    cnn.patch(model, targets=["experts"])
    hf_experts.FALLBACKS.clear()
    compiled, graphs = _fused_graphs(model, fullgraph=False)
    out = compiled(ids, labels=ids)
    out.loss.backward()
    assert not hf_experts.FALLBACKS, dict(hf_experts.FALLBACKS)
    assert graphs.count(torch.ops.cdna.fused_moe.default) == 1, graphs.code()
    assert graphs.count(torch.ops.cdna.fused_moe_backward.default) == 1, graphs.code()
    torch.testing.assert_close(out.logits, want.logits, atol=1e-5, rtol=1e-4)
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-6, rtol=1e-4, msg=key)
