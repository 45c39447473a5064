"""The nn routes as users run them, in kernel mode (the DSL kernels on the simulator; this folder's default is
reference mode): tiny bf16 HF models (``tests/inductor/kernel_mode.TINY``) after ``torch_cdna.nn.patch`` or
built under ``patch_transformers`` with ``attn_implementation="cdna"``, trained one step. cdna attention runs
without a fallback, every kernel launches (forward and backward), and logits, loss and every parameter's
gradient are as close to the fp32 model as eager bf16 is (``kernel_mode.assert_as_accurate_as_eager``)."""

import pytest

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention

from ..inductor.kernel_mode import (BACKWARD_KERNELS, FORWARD_KERNELS, assert_as_accurate_as_eager, assert_ran,
                                    build_tiny, kernel_mode, token_ids)

pytest.importorskip("transformers", reason="the test extra installs transformers")


def _train_step_matches(model, eager, truth, seed: int) -> None:
    """One forward/backward of ``model`` in kernel mode against the eager bf16 and fp32 twins."""
    ids = token_ids(seed)
    hf_attention.FALLBACKS.clear()
    with kernel_mode() as launches:
        out = model.train()(ids, labels=ids)
        out.loss.backward()
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    assert_ran(launches, FORWARD_KERNELS + BACKWARD_KERNELS)
    want, ref = eager.train()(ids, labels=ids), truth.train()(ids, labels=ids)
    want.loss.backward(), ref.loss.backward()
    assert_as_accurate_as_eager(out.logits, want.logits, ref.logits, "logits")
    assert_as_accurate_as_eager(out.loss, want.loss, ref.loss, "loss")
    for (name, p), e, t in zip(model.named_parameters(), eager.parameters(), truth.parameters()):
        assert p.grad is not None, name
        assert_as_accurate_as_eager(p.grad, e.grad, t.grad, f"grad of {name}")


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
