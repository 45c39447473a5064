"""``torch_cdna.nn.patch_transformers``: HF classes swapped before the model is built (Liger-style). Models
built under the patch have cdna modules, the unpatched model's state_dict loads strictly, logits and
gradients match; ``undo()`` restores the original classes."""

import importlib

import pytest
import torch

import torch_cdna.nn as cnn

from ..inductor.test_hf_models import LAYERS, build

MODELS = ["Llama", "Qwen2", "Mistral"]


def _modeling(name):
    return importlib.import_module(f"transformers.models.{name.lower()}.modeling_{name.lower()}")


@pytest.mark.parametrize("name", MODELS)
def test_models_built_after_patching_use_cdna_modules(name, rng_seed):
    modeling = _modeling(name)
    originals = (getattr(modeling, f"{name}RMSNorm"), getattr(modeling, f"{name}MLP"))
    reference = build(name, torch.float32, rng_seed)
    with cnn.patch_transformers([name]) as p:
        assert p.patched == [f"modeling_{name.lower()}.{name}RMSNorm", f"modeling_{name.lower()}.{name}MLP"], str(p)
        assert not p.skipped, str(p)
        model = build(name, torch.float32, rng_seed)
    assert (getattr(modeling, f"{name}RMSNorm"), getattr(modeling, f"{name}MLP")) == originals  # undone
    norms = [m for m in model.modules() if isinstance(m, cnn.RMSNorm)]
    mlps = [m for m in model.modules() if isinstance(m, cnn.GatedMLP)]
    assert len(norms) == 2 * LAYERS + 1 and len(mlps) == LAYERS and mlps[0].activation == "silu"
    assert not any(isinstance(m, originals) for m in model.modules())
    assert list(model.state_dict()) == list(reference.state_dict())
    model.load_state_dict(reference.state_dict(), strict=True)

    ids = torch.randint(0, 512, (2, 16))
    out, ref = model(ids, labels=ids), reference(ids, labels=ids)
    torch.testing.assert_close(out.logits, ref.logits, atol=1e-4, rtol=1e-4)
    out.loss.backward(), ref.loss.backward()
    for (key, a), b in zip(model.named_parameters(), reference.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-5, rtol=1e-3, msg=key)
    assert not any(isinstance(m, (cnn.RMSNorm, cnn.GatedMLP)) for m in build(name, torch.float32, rng_seed).modules())


def test_bf16_output_dtype_and_unsupported_activation():
    """HF norms return promote(weight, x) (fp32 weight * bf16 x -> fp32); a config whose activation is not
    SiLU/GeLU builds the original MLP class."""
    import transformers
    with cnn.patch_transformers(["llama"]):
        config = transformers.LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=1,
                                          num_attention_heads=2, num_key_value_heads=1, vocab_size=64,
                                          hidden_act="relu")
        model = transformers.LlamaForCausalLM(config)
    layer = model.model.layers[0]
    assert isinstance(layer.input_layernorm, cnn.RMSNorm) and type(layer.mlp).__name__ == "LlamaMLP"
    x = torch.randn(2, 3, 64, dtype=torch.bfloat16)
    assert layer.input_layernorm(x).dtype == torch.float32


def test_undo_is_idempotent_and_unknown_families_are_refused():
    p = cnn.patch_transformers(["qwen2"])
    modeling = _modeling("Qwen2")
    assert modeling.Qwen2RMSNorm.__module__ == "torch_cdna.nn.hf_patch"
    again = cnn.patch_transformers(["qwen2"])
    assert not again.changes and len(again.skipped) == 2 and "already patched" in str(again)
    p.undo(), p.undo()
    assert modeling.Qwen2RMSNorm.__module__.startswith("transformers.")
    with pytest.raises(ValueError, match="unknown model families"):
        cnn.patch_transformers(["gpt2"])
