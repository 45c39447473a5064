"""Where ``cdna`` attention cannot run a call (soft-capping, a mask, ...), a patched model falls back to the
attention function it used before ``torch_cdna.nn.patch``, remembered per attention module: Gemma 2's
``eager`` soft-capping attention (which HF's SDPA refuses) keeps working, with the additive mask that
function expects."""

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

GEMMA2 = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=2,
              num_key_value_heads=1, head_dim=32, vocab_size=128, max_position_embeddings=64, sliding_window=8)


def gemma2(seed: int, **overrides) -> tuple[torch.nn.Module, torch.nn.Module]:
    """Two identical tiny Gemma 2 models (eager attention, HF's default soft-capping unless overridden), each
    with its own config (patching switches the config's attention implementation)."""
    twins = []
    for _ in range(2):
        config = transformers.Gemma2Config(**dict(GEMMA2, attn_implementation="eager", **overrides))
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            twins.append(transformers.Gemma2ForCausalLM(config).eval())
    return tuple(twins)


def _ids_and_padding(batch: int = 2, length: int = 12, holes: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    ids = torch.randint(0, GEMMA2["vocab_size"], (batch, length))
    keep = torch.ones(batch, length, dtype=torch.long)
    keep[1, :3] = 0  # left padding in the second sequence
    if holes:
        keep[0, 4:6] = 0  # padding inside the first: not a padded band (nn/hf_padding.py)
    return ids, keep


@pytest.mark.parametrize("mask_kind,fallbacks", [("causal", 0), ("left-padding", 0), ("holes", 2)])
def test_gemma2_softcap_runs_cdna_or_its_eager_attention(mask_kind, fallbacks, rng_seed):
    """Soft-capping runs cdna (its ``softcap``), with left padding as cdna::varlen_attention; a mask with holes
    falls back, in both layers, to Gemma 2's own eager function with the additive mask it expects."""
    model, twin = gemma2(rng_seed)
    assert model.config.attn_logit_softcapping is not None
    report = cnn.patch(model)
    assert report.attention == ("eager", hf_attention.NAME) and report.attention_modules == 2, str(report)
    ids, keep = _ids_and_padding(holes=mask_kind == "holes")
    mask = None if mask_kind == "causal" else keep
    hf_attention.FALLBACKS.clear()
    with torch.no_grad():
        out, ref = model(ids, attention_mask=mask).logits, twin(ids, attention_mask=mask).logits
    assert sum(hf_attention.FALLBACKS.values()) == fallbacks, dict(hf_attention.FALLBACKS)
    rows = keep.bool() if mask is not None else slice(None)
    torch.testing.assert_close(out[rows], ref[rows], atol=1e-5, rtol=1e-5)


def test_gemma2_without_softcap_runs_cdna_and_matches_eager(rng_seed):
    model, twin = gemma2(rng_seed, attn_logit_softcapping=None, sliding_window=64)  # no mask: cdna throughout
    cnn.patch(model)
    ids, _ = _ids_and_padding()
    hf_attention.FALLBACKS.clear()
    with torch.no_grad():
        out, ref = model(ids).logits, twin(ids).logits
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4)


def test_unpatch_forgets_the_remembered_function(rng_seed):
    model, _ = gemma2(rng_seed)
    report = cnn.patch(model)
    attention = model.model.layers[0].self_attn
    assert hf_attention.previous_attention(attention) is not None
    cnn.unpatch(model, report)
    assert model.config._attn_implementation == "eager" and hf_attention.previous_attention(attention) is None
