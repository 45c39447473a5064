"""``torch_cdna.nn``'s HF attention function routes gpt-oss's attention sinks (``s_aux=module.sinks``) to
``cdna::attention(..., sinks=)`` instead of falling back: a tiny random ``GptOssForCausalLM`` (2 layers, one
sliding-window and one full, hidden 64, 12 tokens > the window, no downloads) gives eager's logits and every
gradient, the sinks' included, with no fallback and the op called with the module's sinks."""


import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
if not hasattr(transformers, "GptOssForCausalLM"):
    pytest.skip("this transformers has no gpt-oss", allow_module_level=True)

TINY = dict(hidden_size=64, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=1,
            head_dim=16, vocab_size=128, max_position_embeddings=64, sliding_window=4, num_local_experts=4,
            num_experts_per_tok=2, layer_types=["sliding_attention", "full_attention"], attn_implementation="eager",
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0})


def _model(seed: int) -> torch.nn.Module:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return transformers.GptOssForCausalLM(transformers.GptOssConfig(**TINY))


@pytest.fixture
def op_calls(monkeypatch):
    calls: list[dict] = []
    spy_op(monkeypatch, "attention", lambda args, kwargs: calls.append(kwargs))
    return calls


def test_gpt_oss_sinks_run_cdna_and_match_eager(rng_seed, op_calls):
    model, twin = _model(rng_seed), _model(rng_seed)
    with torch.no_grad():  # sinks well away from 0, so that a dropped sink would show
        for m in (model, twin):
            for layer in m.model.layers:
                layer.self_attn.sinks.copy_(torch.linspace(-2.0, 3.0, TINY["num_attention_heads"]))
    cnn.patch(model)
    ids = torch.randint(0, TINY["vocab_size"], (2, 12))
    hf_attention.FALLBACKS.clear()
    out, ref = model(ids, labels=ids), twin(ids, labels=ids)
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    sinks = [layer.self_attn.sinks for layer in model.model.layers]
    assert len(op_calls) == 2 and all(c.get("sinks") is s for c, s in zip(op_calls, sinks)), op_calls
    assert {c.get("window_left", -1) for c in op_calls} == {TINY["sliding_window"] - 1, -1}
    torch.testing.assert_close(out.logits, ref.logits, atol=1e-4, rtol=1e-4)
    out.loss.backward()
    ref.loss.backward()
    for (name, p), (_, w) in zip(model.named_parameters(), twin.named_parameters()):
        if "self_attn" in name:
            torch.testing.assert_close(p.grad, w.grad, atol=1e-5, rtol=1e-4, msg=name)
    assert float(sinks[0].grad.abs().max()) > 0


def test_sinks_fallback_by_hand_keeps_them(rng_seed, monkeypatch):
    """A model set to ``"cdna"`` by hand (no ``patch``: no remembered function) whose call the op cannot run
    (float32 in kernel mode) falls back to the model's own eager function, which has the sinks, not to HF's
    SDPA function, which would drop them."""
    from torch_cdna import _config
    model, twin = _model(rng_seed), _model(rng_seed)
    hf_attention.register()
    model.config._attn_implementation = hf_attention.NAME
    ids = torch.randint(0, TINY["vocab_size"], (1, 9))
    hf_attention.FALLBACKS.clear()
    with _config.override(ops_impl="kernel"), torch.no_grad():
        out = model(ids).logits
    assert sum(hf_attention.FALLBACKS.values()) == 2, dict(hf_attention.FALLBACKS)
    with torch.no_grad():
        torch.testing.assert_close(out, twin(ids).logits, atol=1e-5, rtol=1e-5)
