"""HF DeepSeek-V3 attention (multi-head latent attention, as HF computes it) on ``cdna::attention`` (issue 20):
``DeepseekV3Attention`` expands its cached latents into per-head keys of ``qk_nope_head_dim + qk_rope_head_dim``
= 128 + 64 = 192 columns and values of ``v_head_dim`` = 128 (a column slice of ``kv_b_proj``'s output: not
contiguous), then calls the attention function with those [B, H, S, D] tensors unpadded (transformers 5.24).
The "cdna" function runs them as the op's (192, 128) head-dim pair: q/k in place over 256-wide LDS tiles, v read
through its strides (no copy in the forward).

A tiny bf16 DeepseekV3 (one dense decoder layer, 2 heads, hidden 128; no downloads) in kernel mode (the DSL
kernels on the simulator, NaN-poisoned outputs): after ``torch_cdna.nn.patch`` a training step runs the forward
and backward attention kernels with no fallback and its logits, loss and every gradient are as close to the fp32
twin as eager bf16's; the same under ``torch.compile``; greedy generation (prefill, then one query against the
latent cache per step) gives eager's tokens."""

from __future__ import annotations

import collections

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

from ..inductor.kernel_mode import (BACKWARD_KERNELS, FORWARD_KERNELS, assert_ran, assert_step_as_accurate_as_eager,
                                    build_tiny, kernel_mode, token_ids)
from .spies import spy_op

pytest.importorskip("transformers", reason="the test extra installs transformers")

# DeepSeek-V3's head dims; kv heads = query heads (HF expands the latents per query head); no q LoRA and a dense
# first layer keep the model small (the MoE layers are tests/nn/test_hf_router's and test_hf_experts' subject)
DEEPSEEK = dict(num_key_value_heads=2, q_lora_rank=None, kv_lora_rank=32, qk_nope_head_dim=128, qk_rope_head_dim=64,
                v_head_dim=128, first_k_dense_replace=1, n_routed_experts=4, num_experts_per_tok=2, n_group=1,
                topk_group=1, moe_intermediate_size=32, pad_token_id=None, bos_token_id=None, eos_token_id=None)
PATCHED = {"rmsnorm": 4, "mlp": 1, "attention": 1}  # kv_a_layernorm is an RMSNorm too


@pytest.fixture
def attention_shapes(monkeypatch):
    """(q head dim, v head dim, v contiguous, query rows) of every ``cdna::attention`` call."""
    seen: list = []
    spy_op(monkeypatch, "attention", lambda args, kw: seen.append(
        (args[0].shape[-1], args[2].shape[-1], args[2].is_contiguous(), args[0].shape[2])))
    return seen


def _build(seed: int) -> tuple[torch.nn.Module, torch.nn.Module, torch.nn.Module]:
    """The patched bf16 model, its unpatched bf16 twin and the fp32 truth, all with the same weights."""
    model, truth = build_tiny("DeepseekV3", seed, **DEEPSEEK)
    eager, _ = build_tiny("DeepseekV3", seed, **DEEPSEEK)
    report = cnn.patch(model)
    assert dict(report.counts()) == PATCHED and report.attention == ("sdpa", hf_attention.NAME), str(report)
    return model, eager, truth


def test_patched_training_step_runs_the_192_128_kernels(rng_seed, attention_shapes):
    model, eager, truth = _build(rng_seed)
    ids = token_ids(rng_seed)
    hf_attention.FALLBACKS.clear()
    with kernel_mode() as launches:
        out = model.train()(ids, labels=ids)
        out.loss.backward()
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert_ran(launches, FORWARD_KERNELS + BACKWARD_KERNELS)
    assert attention_shapes == [(192, 128, False, ids.shape[1])]  # v: HF's column slice, used through its strides
    assert_step_as_accurate_as_eager(model, out, eager, truth, ids)


def test_compiled_patched_model_matches_eager(rng_seed):
    """torch.compile (Inductor's passes, the post-grad graphs run eagerly) of the patched model: cdna::attention
    and its backward in the graphs, logits, loss and gradients as accurate as eager bf16's."""
    from ..inductor.helpers import Graphs, graph_backend
    model, eager, truth = _build(rng_seed)
    ids = token_ids(rng_seed)
    graphs = Graphs()
    torch._dynamo.reset()
    compiled = torch.compile(model.train(), backend=graph_backend(graphs))
    hf_attention.FALLBACKS.clear()
    with kernel_mode() as launches:
        out = compiled(ids, labels=ids)
        out.loss.backward()
    torch._dynamo.reset()
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert graphs.count(torch.ops.cdna.attention.default) == 1, graphs.code()
    assert graphs.count(torch.ops.cdna.attention_backward.default) == 1, graphs.code()
    assert_ran(launches, ("attn_fwd", "attn_bwd_dq", "attn_bwd_dkv"))
    assert_step_as_accurate_as_eager(model, out, eager, truth, ids)


PROMPT, NEW = 6, 4
NOISE = 0.05  # relative to the step's largest logit: bf16 cdna vs bf16 eager (both round, differently)


def _greedy(model: torch.nn.Module, ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    out = model.generate(ids, max_new_tokens=NEW, do_sample=False, return_dict_in_generate=True, output_logits=True)
    return out.sequences[0, PROMPT:], torch.stack(out.logits)[:, 0].float()


def test_greedy_generation_equals_eager(rng_seed, attention_shapes):
    """Prefill (causal) then decode steps (one query against the whole latent cache) on the cdna kernels: the
    same greedy tokens as eager bf16, each step's logits within ``NOISE`` of eager's. Both compute in bf16 in
    different orders, so a step whose two best eager logits are within twice the difference may flip (as in
    tests/nn/test_generation.py); the sequences diverge from there, so the comparison stops at it."""
    model, eager, _ = _build(rng_seed)
    gen = torch.Generator().manual_seed(rng_seed)
    with torch.no_grad():  # larger weights: peaked attention, so a wrong key, value or mask changes the tokens
        for p in eager.parameters():
            p.add_((torch.randn(p.shape, generator=gen) * 0.2).to(p.dtype))
    model.load_state_dict(eager.state_dict())  # the patch shares parameters and keeps the state_dict keys
    ids = token_ids(rng_seed, length=PROMPT)
    want, want_logits = _greedy(eager.eval(), ids)
    hf_attention.FALLBACKS.clear()
    with kernel_mode() as launches:
        got, got_logits = _greedy(model.eval(), ids)
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert launches["attn_fwd"] == NEW, dict(launches)
    rows = collections.Counter(s[3] for s in attention_shapes)
    assert rows == {PROMPT: 1, 1: NEW - 1} and {s[:2] for s in attention_shapes} == {(192, 128)}
    for step in range(NEW):
        err = float((got_logits[step] - want_logits[step]).abs().max())
        bound = NOISE * max(1.0, float(want_logits[step].abs().max()))
        assert err < bound, (step, err, bound, got.tolist(), want.tolist())
        if got[step] != want[step]:
            top2 = want_logits[step].topk(2).values
            assert float(top2[0] - top2[1]) <= 2 * err, (step, top2.tolist(), err)
            return
    assert torch.equal(got, want)
