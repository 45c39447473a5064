"""Greedy generation with the cdna substitution active (issue 20): tiny Mistral (sliding window shorter than the
generated sequence) and Gemma 2 (soft-capped logits, alternating sliding/global layers) built under
``patch_transformers``, in kernel mode (bf16 DSL kernels on the simulator, NaN-poisoned outputs), generate the
same greedy tokens as the unpatched eager model. Every attention call during prefill and decode (one query
against the cache: bottom-right causal, windowed once the cache outgrows the window) runs ``cdna::attention``,
every RoPE ``cdna::rope``, every norm and gated MLP their kernels.

Both models compute in bf16, in different orders, so a step whose two best eager logits are closer than the
rounding noise can legitimately flip (seed 720384616: eager's top two 4.9375 / 4.84375 at the first step). At
every step up to the first flip the test holds cdna's logits to the suite's accuracy rule
(``assert_as_accurate_as_eager``: within a factor of eager bf16's error against fp32 logits, plus one bf16 step
at their scale), the fp32 logits coming from the model's fp32 twin (the same bf16-rounded weights) run over
eager's tokens; it stops at a flip (the sequences diverge from there). (A fixed 5% bound against eager alone
failed for seed 2350128751: cdna 0.3125 from eager at logits of ~5.8, both bf16-noisy.)

The noise scale and the factor (``NOISE_FACTOR``): rounding noise accumulates through the bf16 caches, and
eager's error at one step is one noisy sample of it, so the scale is eager's largest error over the steps so
far. The suite's default, twice eager's error at the same step, failed for mistral in 2 of 24 random seeds
(session 19; also seeds 3295526436 and 102947: in the four failures cdna's error reached 1.5-2.6x the running
scale) and for gemma2 in none of 24 (at most 1.6x). An injected bug, the window dropped from every attention call,
gave 6.9-135x the scale at its first step (mistral, 8 seeds): the factor 4 lies between. A dropped attention
soft-cap (gemma2's 20) changes these logits by no more than the noise (0.4-3x), so this test cannot see it; the
soft-capped kernels are checked against float64 op by op (tests/ops/test_attention_band.py,
test_varlen_attention.py, test_paged_attention.py)."""

import collections

import pytest
import torch

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention, hf_rope

from ..inductor.kernel_mode import assert_as_accurate_as_eager, assert_ran, kernel_mode
from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

PROMPT, NEW = 6, 5
NOISE_FACTOR = 4  # module docstring
TINY = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=2,
            num_key_value_heads=1, head_dim=64, vocab_size=128, max_position_embeddings=64, pad_token_id=None,
            bos_token_id=None, eos_token_id=None)
MODELS = {
    "mistral": ("MistralConfig", "MistralForCausalLM", dict(sliding_window=3, num_hidden_layers=1), "sdpa"),
    "gemma2": ("Gemma2Config", "Gemma2ForCausalLM", dict(sliding_window=3, query_pre_attn_scalar=64,
                                                        attn_logit_softcapping=20.0,
                                                        final_logit_softcapping=None), "eager"),
}


def _build(name: str, seed: int) -> torch.nn.Module:
    config_cls, model_cls, extra, attn = MODELS[name]
    config = getattr(transformers, config_cls)(**{**TINY, **extra, "attn_implementation": attn})
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = getattr(transformers, model_cls)(config).eval()
        with torch.no_grad():  # large weights: peaked attention whose window and soft-cap change the tokens
            for p in model.parameters():
                p.add_(torch.randn_like(p) * 0.2)
    return model.to(torch.bfloat16)


@pytest.fixture
def attention_calls(monkeypatch):
    calls: collections.Counter = collections.Counter()

    def count(args: tuple, kw: dict) -> None:
        calls["calls"] += 1
        calls["decode" if args[0].shape[2] == 1 else "prefill"] += 1
        calls["windowed"] += kw.get("window_left", -1) >= 0
    spy_op(monkeypatch, "attention", count)
    return calls


def _greedy(model: torch.nn.Module, ids: torch.Tensor) -> torch.Tensor:
    out = model.generate(ids, max_new_tokens=NEW, do_sample=False, return_dict_in_generate=True,
                         output_logits=True)
    return out.sequences[0, PROMPT:], torch.stack(out.logits)[:, 0].float()


@pytest.mark.parametrize("name", list(MODELS))
def test_greedy_tokens_equal_eager_in_kernel_mode(name, rng_seed, attention_calls):
    eager = _build(name, rng_seed)
    ids = torch.randint(0, 128, (1, PROMPT), generator=torch.Generator().manual_seed(rng_seed))
    want, want_logits = _greedy(eager, ids)
    hf_attention.FALLBACKS.clear()
    hf_rope.FALLBACKS.clear()
    with cnn.patch_transformers([name]):   # the RoPE function is swapped while the patch holds
        model = _build(name, rng_seed)
        assert model.config._attn_implementation == hf_attention.NAME
        with kernel_mode() as launches:
            got, got_logits = _greedy(model, ids)
    assert not hf_attention.FALLBACKS and not hf_rope.FALLBACKS, (hf_attention.FALLBACKS, hf_rope.FALLBACKS)
    assert_ran(launches, ["rmsnorm_fwd", "act_mul_fwd", "rope_kernel", "attn_fwd"])
    layers = model.config.num_hidden_layers
    assert attention_calls["prefill"] == layers and attention_calls["decode"] == layers * (NEW - 1)
    # the prompt (6 tokens) is longer than the window (3): the prefill runs the windowed kernel (sliding layers'
    # caches then keep only the window)
    assert attention_calls["windowed"] > 0
    # fp32 logits of eager's tokens (teacher forcing): position PROMPT - 1 + step predicts step's token
    truth = _build(name, rng_seed).float()
    with torch.no_grad():
        truth_logits = truth(torch.cat([ids, want[None, :-1]], 1)).logits[0, PROMPT - 1:].float()
    noise = 0.0   # eager's largest error over the steps so far (module docstring)
    for step in range(NEW):   # same prefix so far: cdna as accurate as eager bf16 against fp32
        noise = max(noise, float((want_logits[step] - truth_logits[step]).abs().max()))
        assert_as_accurate_as_eager(got_logits[step], want_logits[step], truth_logits[step],
                                    f"logits at step {step} (tokens {got.tolist()} vs eager {want.tolist()})",
                                    eager_err=noise, factor=NOISE_FACTOR)
        err = float((got_logits[step] - want_logits[step]).abs().max())
        if got[step] != want[step]:
            # a flip needs eager's top-2 margin <= 2 * err: a near-tie within the noise just checked; the
            # sequences differ from here on, so the comparison stops
            top2 = want_logits[step].topk(2).values
            assert float(top2[0] - top2[1]) <= 2 * err, (step, top2.tolist(), err)
            break
