"""The nn routes as users run them, in kernel mode (the DSL kernels on the simulator; this folder's default is
reference mode): tiny bf16 HF models (``tests/inductor/kernel_mode.TINY``) after ``torch_cdna.nn.patch`` or
built under ``patch_transformers`` with ``attn_implementation="cdna"``, trained one step. cdna attention runs
without a fallback, every kernel launches (forward and backward), and logits, loss and every parameter's
gradient are as close to the fp32 model as eager bf16 is (``kernel_mode.assert_as_accurate_as_eager``)."""

import pytest

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

from ..inductor.kernel_mode import (BACKWARD_KERNELS, FORWARD_KERNELS, assert_ran, assert_step_as_accurate_as_eager,
                                    build_tiny, kernel_mode, token_ids)

pytest.importorskip("transformers", reason="the test extra installs transformers")


ATTENTION_KERNELS = ("attn_fwd", "attn_bwd_dq", "attn_bwd_dkv")


def _train_step_matches(model, eager, truth, seed: int, fallbacks: dict | None = None) -> None:
    """One forward/backward of ``model`` in kernel mode against the eager bf16 and fp32 twins; attention
    falls back exactly as ``fallbacks`` says (reason -> calls), otherwise its kernels run too."""
    ids = token_ids(seed)
    hf_attention.FALLBACKS.clear()
    with kernel_mode() as launches:
        out = model.train()(ids, labels=ids)
        out.loss.backward()
    assert dict(hf_attention.FALLBACKS) == (fallbacks or {})
    kernels = FORWARD_KERNELS + BACKWARD_KERNELS
    assert_ran(launches, [k for k in kernels if k not in ATTENTION_KERNELS] if fallbacks else kernels)
    if fallbacks:
        assert not any(launches[k] for k in ATTENTION_KERNELS), dict(launches)
    assert_step_as_accurate_as_eager(model, out, eager, truth, ids)


@pytest.mark.parametrize("name", ["Llama", "Mistral"])
def test_patched_training_matches_eager_gradients(name, rng_seed):
    model, truth = build_tiny(name, rng_seed)
    eager, _ = build_tiny(name, rng_seed)
    report = cnn.patch(model)
    assert dict(report.counts()) == {"rmsnorm": 3, "mlp": 1, "attention": 1}, str(report)
    _train_step_matches(model, eager, truth, rng_seed)


def test_patch_transformers_training_matches_eager_gradients(rng_seed):
    """Classes swapped before the model is built; attention chosen by name (``hf_attention.register()``)."""
    hf_attention.register()
    with cnn.patch_transformers(["qwen2"]) as p:
        assert not p.skipped, str(p)
        model, _ = build_tiny("Qwen2", rng_seed, attn=hf_attention.NAME)
    eager, truth = build_tiny("Qwen2", rng_seed)
    assert isinstance(model.model.norm, cnn.RMSNorm) and isinstance(model.model.layers[0].mlp, cnn.GatedMLP)
    _train_step_matches(model, eager, truth, rng_seed)


def test_patched_gemma2_softcap_trains_through_cdna_attention(rng_seed):
    """Issue 15 item 15 in kernel mode: Gemma 2 (eager, soft-capping, head dim 256 as the real models) patched;
    attention runs the soft-capping cdna kernels forward and backward (issue 20; before the d=256 backward
    kernels it fell back), the norms (1 + weight) and GeLU-tanh MLP run their kernels."""
    sizes = dict(head_dim=256, sliding_window=64)  # one full-attention layer of 16 tokens: no mask needed
    model, truth = build_tiny("Gemma2", rng_seed, attn="eager", **sizes)
    eager, _ = build_tiny("Gemma2", rng_seed, attn="eager", **sizes)
    report = cnn.patch(model)
    assert report.attention == ("eager", hf_attention.NAME) and report.counts()["mlp"] == 1, str(report)
    _train_step_matches(model, eager, truth, rng_seed)
