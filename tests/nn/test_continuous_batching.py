"""HF continuous batching on cdna ops (``torch_cdna/nn/hf_paged.py``): a model patched to ``"cdna"`` runs
``generate_batch`` (HF switches it to ``hf_paged.NAME`` and back) with its attention in
``cdna::varlen_attention`` (kernel mode, bf16, NaN-poisoned outputs); and HF's block-table decode path
(``flash_attn_with_kvcache``'s contract, which HF enables on GPUs only) through ``cdna::append_kv`` +
``cdna::paged_attention`` against a float64 reference, caches and output."""

from __future__ import annotations

import collections
import random

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna import _config
from torch_cdna.nn import hf_attention, hf_paged
from torch_cdna.ops import OPS
from torch_cdna.ops._layout import poisoned_outputs

from ..inductor.kernel_mode import assert_ran, kernel_mode
from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

TINY = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=1, num_attention_heads=4,
            num_key_value_heads=1, head_dim=64, vocab_size=128, max_position_embeddings=64, pad_token_id=None,
            bos_token_id=None, eos_token_id=None, sliding_window=3)  # shorter than the longer prompt
NEW = 2
NOISE = 0.05  # relative, as tests/nn/test_generation.py: bf16 cdna vs bf16 eager logits


def _build(attn: str, seed: int) -> torch.nn.Module:
    config = transformers.MistralConfig(**TINY, attn_implementation=attn)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = transformers.MistralForCausalLM(config).eval()
        with torch.no_grad():  # large weights: peaked attention, so a wrong mask or cache changes the tokens
            for p in model.parameters():
                p.add_(torch.randn_like(p) * 0.2)
    return model.to(torch.bfloat16)


def test_generate_batch_of_a_patched_model_runs_cdna_and_matches_eager(rng_seed, monkeypatch):
    """Two prompts of different lengths (a packed prefill, then batched decodes; a sliding window of 3 keys,
    shorter than the longer prompt): every attention call is a cdna::varlen_attention kernel, windowed, nothing
    falls back, the implementation is "cdna" again afterwards, and each
    generated token is eager's greedy choice on the same prefix up to bf16 noise (exactly equal unless eager's
    top two logits there are within that noise)."""
    rng = random.Random(rng_seed)
    prompts = [[rng.randrange(128) for _ in range(n)] for n in (rng.randint(4, 7), rng.randint(2, 3))]
    calls: collections.Counter = collections.Counter()
    spy_op(monkeypatch, "varlen_attention", lambda a, kw: calls.update(
        ["varlen", f"max_q={a[5]}"] + (["windowed"] if kw.get("window_left") == 2 else [])))
    gen = transformers.GenerationConfig(max_new_tokens=NEW, do_sample=False, eos_token_id=None, pad_token_id=0)
    cb = transformers.ContinuousBatchingConfig(num_blocks=8, max_batch_tokens=64, page_size=16)
    hf_paged.FALLBACKS.clear()
    with cnn.patch_transformers(["mistral"]):
        model = _build("sdpa", rng_seed)
        assert model.config._attn_implementation == hf_attention.NAME
        with kernel_mode() as launches:
            out = model.generate_batch(prompts, generation_config=gen, continuous_batching_config=cb)
        assert model.config._attn_implementation == hf_attention.NAME  # switched back when the batch ended
    assert not hf_paged.FALLBACKS, hf_paged.FALLBACKS
    assert_ran(launches, ["attn_fwd"])
    assert calls["varlen"] >= NEW and calls[f"max_q={max(len(p) for p in prompts)}"] >= 1  # prefill + decodes
    assert calls["windowed"] == calls["varlen"]  # HF's window 3: keys j > i - 3, window_left 2
    eager = _build("eager", rng_seed)
    for i, prompt in enumerate(prompts):
        got = out[f"req_{i}"].generated_tokens
        assert len(got) == NEW
        with torch.no_grad():  # eager's logits along the generated sequence (teacher-forced)
            logits = eager(torch.tensor([prompt + got])).logits[0, len(prompt) - 1:-1].float()
        for step, token in enumerate(got):
            best = float(logits[step].max())
            assert best - float(logits[step, token]) <= NOISE * max(1.0, abs(best)), (i, step, got)


@pytest.mark.parametrize("group, q_len", [(4, 1), (8, 2)])
def test_block_table_decode_path_appends_and_attends(group, q_len):
    """HF's paged fast path (``_flash_attention_forward`` with block_table, k_cache and v_cache: decode, or a
    few speculative tokens) through ``hf_paged.kvcache``: the new K/V land at the slots the block table gives
    for positions ``cache_seqlens ..`` (blocks in random order, unused rows NaN), the output matches the
    float64 paged reference over the updated caches; kernel mode on a random arch, NaN-poisoned outputs."""
    from transformers.modeling_flash_attention_utils import _flash_attention_forward
    hf_paged.register()
    arch = random.choice(("gfx942", "gfx950"))
    hkv, d, bs, dt = 2, 64, 16, torch.bfloat16
    lens = [random.randint(1, 40), random.randint(1, 40), 0]  # cached tokens before this step (0: a new one)
    width = max(-(-(n + q_len) // bs) for n in lens) + 1
    nb = len(lens) * width + 2
    kc = torch.full((nb, bs, hkv, d), float("nan"), dtype=dt)
    vc = kc.clone()
    table = torch.randperm(nb)[:len(lens) * width].view(len(lens), width).to(torch.int32)
    for i, n in enumerate(lens):
        for j in range(n):
            kc[table[i, j // bs], j % bs] = torch.randn(hkv, d).to(dt)
            vc[table[i, j // bs], j % bs] = torch.randn(hkv, d).to(dt)
    b = len(lens)
    q = torch.randn(b, q_len, group * hkv, d).to(dt)
    k, v = torch.randn(b, q_len, hkv, d).to(dt), torch.randn(b, q_len, hkv, d).to(dt)
    cu_k = torch.tensor([0] + torch.tensor([n + q_len for n in lens]).cumsum(0).tolist(), dtype=torch.int32)
    want_kc, want_vc = kc.clone(), vc.clone()
    for i, n in enumerate(lens):
        for t in range(q_len):
            want_kc[table[i, (n + t) // bs], (n + t) % bs] = k[i, t]
            want_vc[table[i, (n + t) // bs], (n + t) % bs] = v[i, t]
    seq = torch.tensor(lens, dtype=torch.int32) + q_len
    want = OPS["paged_attention"].reference(q.double(), want_kc.double(), want_vc.double(), table, seq, scale=0.125)
    with _config.override(ops_impl="kernel", arch=arch, sim_strict=True), poisoned_outputs():
        if q_len == 1:  # HF's call: one token per sequence, [1, B, H, D] reshaped to [B, 1, H, D]
            out = _flash_attention_forward(q.view(1, b, -1, d), k.view(1, b, hkv, d), v.view(1, b, hkv, d), None,
                                           query_length=b, is_causal=True, softmax_scale=0.125,
                                           attn_implementation=hf_paged.NAME, cu_seq_lens_k=cu_k, max_length_q=1,
                                           max_length_k=int(seq.max()), block_table=table, k_cache=kc, v_cache=vc)
            out = out.view(b, 1, -1, d)
        else:  # several tokens per sequence: flash_attn_with_kvcache's own contract
            out = hf_paged.kvcache(q, kc, vc, k, v, cache_seqlens=torch.tensor(lens, dtype=torch.int32),
                                   block_table=table, softmax_scale=0.125, causal=True)
    assert torch.equal(kc.nan_to_num(7.0), want_kc.nan_to_num(7.0)) and torch.equal(vc.nan_to_num(7.0),
                                                                                     want_vc.nan_to_num(7.0))
    assert out.shape == q.shape and not torch.isnan(out).any()
    torch.testing.assert_close(out.double(), want, rtol=1.6e-2, atol=1.6e-2)


def test_register_wraps_once_and_leaves_other_implementations():
    import transformers.modeling_flash_attention_utils as fa
    assert hf_paged.register() and hf_paged.register()
    first = fa._lazy_imports
    hf_paged.register()
    assert fa._lazy_imports is first  # idempotent: one wrapper
    assert fa._lazy_imports(hf_paged.NAME)[1] is hf_paged.varlen
    with pytest.raises(ValueError, match="dropout_p=0.5"):
        hf_paged.varlen(torch.zeros(1, 1, 64), torch.zeros(1, 1, 64), torch.zeros(1, 1, 64),
                        torch.tensor([0, 1]), torch.tensor([0, 1]), 1, 1, dropout_p=0.5)
