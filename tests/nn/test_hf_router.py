"""HF MoE routers on ``cdna::moe_topk_softmax`` (``torch_cdna.nn.hf_router``): ``patch(model, targets=["router"])``
swaps Mixtral's, Qwen2-MoE's and Qwen3-MoE's TopKRouter (renormalising or not, as each config says) for a subclass
running the op, with the same parameter; logits, the load-balancing loss (recorded from the router class) and
every gradient equal eager's; in kernel mode (bf16) the routing kernels launch forward and backward and give
what the reference gives; unpatch restores the routers."""

from __future__ import annotations

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_router

from ..inductor.kernel_mode import kernel_mode

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

TINY = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2,
            head_dim=16, vocab_size=128, max_position_embeddings=32, pad_token_id=None, bos_token_id=None,
            eos_token_id=None, num_local_experts=8, num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32,
            shared_expert_intermediate_size=64, output_router_logits=True)
# name -> (config class, model class, extra config, renormalise, scores dtype)
MODELS = {
    "mixtral": ("MixtralConfig", "MixtralForCausalLM", {}, True, "float32"),
    "qwen2_moe": ("Qwen2MoeConfig", "Qwen2MoeForCausalLM", {}, False, "logits"),
    "qwen3_moe_norm": ("Qwen3MoeConfig", "Qwen3MoeForCausalLM", dict(norm_topk_prob=True), True, "logits"),
}


def _build(name: str, seed: int, dtype: torch.dtype = torch.float32, **sizes) -> torch.nn.Module:
    config_cls, model_cls, extra = MODELS[name][:3]
    config = getattr(transformers, config_cls)(**{**TINY, **extra, **sizes})
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, model_cls)(config).to(dtype)


def _router(model: torch.nn.Module) -> torch.nn.Module:
    return model.model.layers[0].mlp.gate


def _step(model: torch.nn.Module, ids: torch.Tensor):
    out = model(ids, labels=ids)
    out.loss.backward()
    return out


@pytest.mark.parametrize("name", list(MODELS))
def test_patched_routers_match_eager_logits_aux_loss_and_gradients(name, rng_seed):
    twin, model = _build(name, rng_seed), _build(name, rng_seed)
    old = _router(model)
    original = type(old)
    report = cnn.patch(model, targets=["router"])
    assert dict(report.counts()) == {"router": 1} and not report.skipped, str(report)
    gate = _router(model)
    assert isinstance(gate, original) and isinstance(gate, hf_router.CdnaRouter)
    assert type(gate).__name__ == f"Cdna{original.__name__}"
    assert gate.weight is old.weight and gate.top_k == old.top_k == 2   # shared, not copied
    assert (gate.renormalize, gate.scores_dtype) == MODELS[name][3:]
    assert list(model.state_dict()) == list(twin.state_dict())
    ids = torch.randint(0, 128, (2, 8))
    want, got = _step(twin, ids), _step(model, ids)
    torch.testing.assert_close(got.logits, want.logits, atol=1e-5, rtol=1e-4)
    # the load-balancing loss reads router_logits recorded by isinstance on the HF router class
    assert got.aux_loss is not None and got.router_logits is not None
    torch.testing.assert_close(got.aux_loss, want.aux_loss, atol=1e-6, rtol=1e-5)
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-6, rtol=1e-4, msg=key)
    assert _router(model).weight.grad.abs().sum() > 0
    cnn.unpatch(model, report)
    assert _router(model) is old


def test_kernel_mode_bf16_launches_the_routing_kernels(rng_seed):
    """bf16 Mixtral, router patched: in kernel mode the forward and backward kernels run once each (one layer)
    and the logits and gradients are the reference mode's (the same tie rule; fp32 weights within ~1 ulp)."""
    model = _build("mixtral", rng_seed, torch.bfloat16)
    assert dict(cnn.patch(model, targets=["router"]).counts()) == {"router": 1}
    ids = torch.randint(0, 128, (2, 8))
    want = _step(model, ids)
    want_grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    with kernel_mode() as launches:
        got = _step(model, ids)
    assert launches["moe_topk_fwd"] == 1 and launches["moe_topk_bwd"] == 1, dict(launches)
    torch.testing.assert_close(got.logits, want.logits, atol=2e-2, rtol=2e-2)
    for (key, p), g in zip(model.named_parameters(), want_grads):
        torch.testing.assert_close(p.grad, g, atol=2e-2 * float(g.abs().max()) + 1e-6, rtol=2e-2, msg=key)


@pytest.mark.parametrize("name", list(MODELS))
def test_router_classes_for_patch_transformers(name):
    """``router_class`` with ``TRANSFORMERS_ROUTERS``' settings builds from the HF config (renormalising as
    ``norm_topk_prob`` says) and probes equal to the original; wrong settings are caught by the probe."""
    config_cls, model_cls, extra = MODELS[name][:3]
    original = type(_router(_build(name, 0)))
    sub = hf_router.router_class(original, *hf_router.TRANSFORMERS_ROUTERS[original.__name__])
    assert hf_router.router_class(original, *hf_router.TRANSFORMERS_ROUTERS[original.__name__]) is sub
    for norm in (False, True):
        config = getattr(transformers, config_cls)(**dict(TINY, **dict(extra, norm_topk_prob=norm)))
        assert hf_router.probe_class(original, sub, config) is None
        assert isinstance(sub(config), original) and list(sub(config).state_dict()) == ["weight"]
    config = getattr(transformers, config_cls)(**dict(TINY, **extra))
    wrong = hf_router.router_class(original, not MODELS[name][3], MODELS[name][4])
    wrong_dtype = hf_router.router_class(original, *MODELS[name][3:4],
                                         "logits" if MODELS[name][4] == "float32" else "float32")
    assert "disagrees" in hf_router.probe_class(original, wrong, config)
    assert "dtype" in hf_router.probe_class(original, wrong_dtype, config)


def test_router_drop_in_and_skips(rng_seed):
    """The standalone module computes what Mixtral's router does; routers the kernels cannot take are listed with
    the reason; modules that merely have a 2-D weight (nn.Linear) are no candidates."""
    model = _build("mixtral", rng_seed)
    hf = _router(model)
    drop_in = cnn.TopKRouter(8, 64, 2, renormalize=True)
    drop_in.load_state_dict(hf.state_dict())
    x = torch.randn(3, 4, 64)
    for a, b in zip(drop_in(x), hf(x)):
        torch.testing.assert_close(a, b, atol=1e-6, rtol=1e-5)
    hf.top_k = 9
    assert "top_k=9" in hf_router.find_router(hf)
    assert hf_router.find_router(torch.nn.Linear(4, 8, bias=False)) is None
    with pytest.raises(ValueError, match="scores_dtype='bf16'"):
        cnn.TopKRouter(4, 8, 1, scores_dtype="bf16")


@pytest.mark.parametrize("name", list(MODELS))
def test_probe_verdict_ignores_the_callers_random_state(name, rng_seed):
    """The probe once drew its weights from the global generator at full scale: the softmax saturated, the top-k
    summed to 1, and for some random states (global seeds 2, 4, 6, ...) Mixtral's router was taken for a
    non-renormalising one (logits then off by ~0.1). Its verdict must be the config's whatever the caller's
    random state."""
    renormalize, scores = MODELS[name][3:]
    for seed in (2, 4, 6, rng_seed):   # hidden 128, 4 experts: the sizes the old probe failed at
        model = _build(name, 0, hidden_size=128, num_local_experts=4, num_experts=4)
        torch.manual_seed(seed)
        cnn.patch(model, targets=["router"])
        router = _router(model)
        assert (router.renormalize, router.scores_dtype) == (renormalize, scores), (seed, router.renormalize)
