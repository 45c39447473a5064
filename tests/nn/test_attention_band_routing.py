"""``torch_cdna.nn``'s HF attention function routes sliding windows (Mistral, Gemma 2's local layers), Gemma 2's
soft-capping and causal attention over a longer cache (bottom-right) to ``cdna::attention`` instead of falling
back: tiny random models (1-2 layers, hidden 64, 12 tokens > the window, no downloads) give eager's logits and
greedy tokens, with no fallback and the op called with the window / softcap."""

import collections

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

TINY = dict(hidden_size=64, intermediate_size=128, num_attention_heads=4, num_key_value_heads=1, head_dim=16,
            vocab_size=128, max_position_embeddings=64, attn_implementation="eager")


def twins(kind: str, seed: int, **extra) -> tuple[torch.nn.Module, torch.nn.Module]:
    config = getattr(transformers, f"{kind}Config")
    model = getattr(transformers, f"{kind}ForCausalLM")
    out = []
    for _ in range(2):
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            out.append(model(config(**dict(TINY, **extra))).eval())
    return tuple(out)


@pytest.fixture
def op_calls(monkeypatch):
    """The keywords of every ``cdna::attention`` call (looked up through ``torch.ops.cdna`` per call)."""
    calls: list[dict] = []
    spy_op(monkeypatch, "attention", lambda args, kwargs: calls.append(kwargs))
    return calls


@pytest.mark.parametrize("kind,extra,want", [
    ("Mistral", dict(num_hidden_layers=1, sliding_window=4), {"window_left": 3}),
    ("Gemma2", dict(num_hidden_layers=2, sliding_window=5, attn_logit_softcapping=20.0, query_pre_attn_scalar=16),
     {"softcap": 20.0}),
], ids=["mistral-window", "gemma2-softcap-window"])
def test_window_and_softcap_run_cdna_and_match_eager(kind, extra, want, rng_seed, op_calls):
    model, twin = twins(kind, rng_seed, **extra)
    cnn.patch(model)
    ids = torch.randint(0, TINY["vocab_size"], (2, 12))
    hf_attention.FALLBACKS.clear()
    with torch.no_grad():
        out, ref = model(ids).logits, twin(ids).logits
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert op_calls and all(c.items() >= want.items() for c in op_calls), op_calls
    windows = collections.Counter(c.get("window_left", -1) for c in op_calls)
    assert windows[extra["sliding_window"] - 1] >= 1, windows   # the local layers ran with the window
    torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4)


def test_mistral_generation_with_a_cache_matches_eager(rng_seed, op_calls):
    """Prefill then decode steps over a KV cache longer than the window (bottom-right band masks)."""
    model, twin = twins("Mistral", rng_seed, num_hidden_layers=1, sliding_window=4)
    cnn.patch(model)
    # token 0 is the pad token: a prompt holding it makes generate() infer a padding mask (seed 1691426751)
    ids = torch.randint(1, TINY["vocab_size"], (1, 7))
    hf_attention.FALLBACKS.clear()
    kw = dict(max_new_tokens=4, do_sample=False, pad_token_id=0)
    got, want = model.generate(ids, **kw), twin.generate(ids, **kw)
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert torch.equal(got, want)
    assert any(c.get("bottom_right") for c in op_calls), op_calls


def test_left_padding_with_a_window_runs_varlen(rng_seed, monkeypatch):
    """A left-padded batch under a sliding window: cdna::varlen_attention with the window (nn/hf_padding.py);
    the padded queries see no key and give 0 (SDPA's value; this eager twin averages every value there), so
    the real tokens' logits are compared."""
    model, twin = twins("Mistral", rng_seed, num_hidden_layers=1, sliding_window=4)
    cnn.patch(model)
    ids = torch.randint(0, TINY["vocab_size"], (2, 12))
    keep = torch.ones(2, 12, dtype=torch.long)
    keep[1, :3] = 0
    varlen: list[dict] = []
    spy_op(monkeypatch, "varlen_attention", lambda args, kwargs: varlen.append(kwargs))
    hf_attention.FALLBACKS.clear()
    with torch.no_grad():
        out, ref = model(ids, attention_mask=keep).logits, twin(ids, attention_mask=keep).logits
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert [c["window_left"] for c in varlen] == [3], varlen
    torch.testing.assert_close(out[keep.bool()], ref[keep.bool()], atol=1e-5, rtol=1e-5)
