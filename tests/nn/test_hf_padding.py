"""A padded batch's attention runs ``cdna::varlen_attention`` (``nn/hf_padding.py``): HF's masks for left padding
(batched generation) and right padding (training) are recognised exactly, and the varlen calls give SDPA's
output on every row (a query that sees no key gives 0 in both), forward and backward; a patched tiny Llama
on padded batches matches eager in inference, training and greedy generation, without a fallback; one bf16
prefill runs the varlen kernels on the simulator."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention
from torch_cdna.nn.hf_padding import PaddedBand, padded_band, varlen_calls, varlen_forward

from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")


def hf_mask(keep: torch.Tensor, s_q: int, window: int | None = None, offset: int | None = None) -> torch.Tensor:
    """HF's SDPA mask for ``keep`` [B, S_kv] (1 = token): causal (query i sees keys up to ``i + offset``;
    bottom-right by default), optional sliding window."""
    s_kv = keep.shape[1]
    i = torch.arange(s_q)[:, None] + (s_kv - s_q if offset is None else offset)
    j = torch.arange(s_kv)[None, :]
    band = (j <= i) & ((j > i - window) if window else True)
    return (band[None] & keep.bool()[:, None, :])[:, None]


# name -> (keep [B, S_kv], S_q, window[, offset]); "static": a static cache's prefill (queries at positions
# 0..4 of a 9-slot buffer whose last slots are unwritten)
KEEPS = {
    "static": (torch.tensor([[1, 1, 1, 1, 1, 0, 0, 0, 0], [0, 0, 1, 1, 1, 0, 0, 0, 0]]), 5, None, 0),
    "left": (torch.tensor([[0, 0, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 1, 1]]), 7, None),
    "right": (torch.tensor([[1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1]]), 7, None),
    "decode": (torch.tensor([[0, 0, 0, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1, 1]]), 1, None),
    "left+window": (torch.tensor([[0, 0, 0, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1]]), 8, 3),
    "chunk+right": (torch.tensor([[1, 1, 1, 1, 1, 1, 0, 0]]), 3, None),
}


@pytest.mark.parametrize("name", sorted(KEEPS))
def test_padded_masks_are_recognised(name):
    keep, s_q, window, *offset = KEEPS[name]
    offset = offset[0] if offset else keep.shape[1] - s_q
    found = padded_band(hf_mask(keep, s_q, window, offset), s_q, keep.shape[1], window)
    runs = [(int(r.nonzero().min()), int(r.nonzero().max()) + 1) for r in keep]
    assert found == PaddedBand({"causal": True, "window_left": window - 1 if window else -1},
                               tuple(a for a, _ in runs), tuple(b for _, b in runs), offset), found


def test_other_masks_are_not_padded_bands():
    keep = torch.tensor([[1, 1, 0, 1, 1, 1]])
    assert padded_band(hf_mask(keep, 6), 6, 6, None) is None                    # a hole
    full = hf_mask(torch.ones(1, 6, dtype=torch.long), 6)
    assert padded_band(~full, 6, 6, None) is None                               # not causal
    assert padded_band(full.float(), 6, 6, None) is None                        # additive, not boolean
    window_mask = hf_mask(torch.ones(1, 6, dtype=torch.long), 6, window=2)
    assert padded_band(window_mask, 6, 6, None) is None                         # a window nobody declared


@pytest.mark.parametrize("name", sorted(KEEPS))
def test_varlen_calls_equal_sdpa_forward_and_backward(name, rng_seed):
    keep, s_q, window, *offset = KEEPS[name]
    b, s_kv = keep.shape
    mask = hf_mask(keep, s_q, window, *offset)
    gen = torch.Generator().manual_seed(rng_seed)
    q, k, v = (torch.randn(b, h, s, 16, generator=gen).requires_grad_() for h, s in ((4, s_q), (2, s_kv), (2, s_kv)))
    calls = varlen_calls(q, k, v, padded_band(mask, s_q, s_kv, window), {"scale": 0.3})
    # right padding: the queries past a row's last key run as a second, non-causal call
    assert isinstance(calls, list) and len(calls) == (2 if "right" in name else 1), calls
    got = varlen_forward(q, calls)
    want = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=0.3, enable_gqa=True).transpose(1, 2)
    # fp32 both ways, summed in different orders: ~1e-6 apart (each as far from float64); a wrong key set is ~0.1
    tol = dict(rtol=1e-4, atol=1e-5)
    torch.testing.assert_close(got, want, **tol)
    grad = torch.randn(want.shape, generator=gen)
    got_grads = torch.autograd.grad(got, (q, k, v), grad)
    want_grads = torch.autograd.grad(want, (q, k, v), grad)
    for name_, g, w in zip("qkv", got_grads, want_grads):
        torch.testing.assert_close(g, w, **tol, msg=name_)


def test_every_layer_after_the_first_reuses_the_index_tensors(rng_seed):
    """The model passes one padded batch to every layer: the packing indices and cu_seqlens are built once (a
    Python loop over B x S per layer otherwise) and the reused ones give the same result."""
    keep, s_q, window = KEEPS["right"]
    b, s_kv = keep.shape
    mask = hf_mask(keep, s_q, window)
    padded = padded_band(mask, s_q, s_kv, window)
    gen = torch.Generator().manual_seed(rng_seed)
    layers = [[torch.randn(b, h, s, 16, generator=gen) for h, s in ((4, s_q), (2, s_kv), (2, s_kv))]
              for _ in range(2)]
    first, second = (varlen_calls(q, k, v, padded, {}) for q, k, v in layers)
    for (args1, _, _), (args2, _, _) in zip(first, second):
        assert args1[3] is args2[3] and args1[4] is args2[4]                     # cu_seqlens_q / _k
    for (q, k, v), calls in zip(layers, (first, second)):
        want = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True).transpose(1, 2)
        torch.testing.assert_close(varlen_forward(q, calls), want, rtol=1e-4, atol=1e-5)


def test_right_padding_under_a_window_is_refused():
    keep = torch.tensor([[1, 1, 1, 1, 1, 0, 0]])
    mask = hf_mask(keep, 7, window=3)
    q = k = torch.zeros(1, 2, 7, 16)
    assert varlen_calls(q, k, k, padded_band(mask, 7, 7, 3), {}) == "padding after the keys with a sliding window"


TINY = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=2,
            num_key_value_heads=1, head_dim=32, vocab_size=128, max_position_embeddings=64,
            attn_implementation="sdpa", pad_token_id=0, bos_token_id=None, eos_token_id=None)


def llama_twins(seed: int, dtype: torch.dtype = torch.float32, **extra) -> tuple[torch.nn.Module, torch.nn.Module]:
    out = []
    for _ in range(2):
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            out.append(transformers.LlamaForCausalLM(transformers.LlamaConfig(**{**TINY, **extra})).to(dtype))
    return tuple(out)


@pytest.fixture
def varlen_calls_seen(monkeypatch):
    seen: list[dict] = []
    spy_op(monkeypatch, "varlen_attention", lambda args, kwargs: seen.append(kwargs))
    return seen


def test_llama_right_padded_training_matches_eager(rng_seed, varlen_calls_seen):
    model, twin = llama_twins(rng_seed)
    cnn.patch(model)
    ids = torch.randint(1, 128, (2, 10))
    keep = torch.ones(2, 10, dtype=torch.long)
    keep[0, 7:] = 0
    labels = ids.masked_fill(keep == 0, -100)
    hf_attention.FALLBACKS.clear()
    loss = model(ids, attention_mask=keep, labels=labels).loss
    ref = twin(ids, attention_mask=keep, labels=labels).loss
    loss.backward(), ref.backward()
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert len(varlen_calls_seen) == 2, varlen_calls_seen    # the rows past the keys: a second, full call
    torch.testing.assert_close(loss, ref, rtol=1e-5, atol=1e-6)
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-6, msg=name)


@pytest.mark.parametrize("cache", ["dynamic", "static"])
def test_llama_left_padded_generation_matches_eager(cache, rng_seed, varlen_calls_seen):
    model, twin = llama_twins(rng_seed)
    cnn.patch(model)
    ids = torch.randint(1, 128, (2, 6))
    keep = torch.ones(2, 6, dtype=torch.long)
    keep[1, :2] = 0
    kw = dict(attention_mask=keep, max_new_tokens=4, do_sample=False, return_dict_in_generate=True,
              output_logits=True, cache_implementation=cache)
    hf_attention.FALLBACKS.clear()
    got, want = model.generate(ids, **kw), twin.generate(ids, **kw)
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    # the prefill and 3 decode steps, one call each (a static cache's decode query sees every written slot:
    # a row past its keys, run non-causally)
    assert len(varlen_calls_seen) == 4, varlen_calls_seen
    assert torch.equal(got.sequences, want.sequences)
    torch.testing.assert_close(torch.stack(got.logits), torch.stack(want.logits), rtol=1e-4, atol=1e-5)


def test_left_padded_prefill_in_kernel_mode(rng_seed):
    """bf16, kernel mode: the varlen forward kernel runs on the simulator (NaN-poisoned outputs); the valid
    positions' logits are as close to the fp32 model as eager bf16's."""
    from ..inductor.kernel_mode import assert_as_accurate_as_eager, kernel_mode
    model, eager = llama_twins(rng_seed, torch.bfloat16, head_dim=64)   # a head dim every arch's kernels take
    truth, _ = llama_twins(rng_seed, head_dim=64)
    truth.load_state_dict({k: v.float() for k, v in model.state_dict().items()})
    cnn.patch(model)
    ids = torch.randint(1, 128, (2, 8))
    keep = torch.ones(2, 8, dtype=torch.long)
    keep[0, :3] = 0
    hf_attention.FALLBACKS.clear()
    with torch.no_grad(), kernel_mode() as launches:
        got = model(ids, attention_mask=keep).logits
    with torch.no_grad():
        want, ref = eager(ids, attention_mask=keep).logits, truth(ids, attention_mask=keep).logits
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert any("attn" in name and n for name, n in launches.items()), dict(launches)
    rows = keep.bool()
    assert_as_accurate_as_eager(got[rows], want[rows], ref[rows], "logits")
