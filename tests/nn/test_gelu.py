"""``torch_cdna.nn.GELU`` (``cdna::gelu``) and the GeLU rule of ``patch``: a drop-in ``nn.GELU``; GPT-2's
``NewGELUActivation`` and GPT-NeoX's ``GELUActivation`` (and ``nn.GELU``, ``GELUTanh``) become it, clipped or
other activations do not; tiny GPT-2 / GPT-NeoX (1 layer, hidden 64, 8 tokens) patched in place give the
eager logits and gradients; a gated MLP's activation is not patched a second time; ``patch_transformers``
leaves a non-GeLU plain MLP activation alone. Reference mode (tests/nn/conftest.py); the kernels run in
tests/nn/test_patch_transformers.py::test_kernel_mode_layernorm_rope_mlp[gpt_neox]."""

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import torch_cdna.nn as cnn
from torch_cdna.nn.patch import find_gelu

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")
from transformers import activations as A  # noqa: E402

VOCAB, LENGTH = 128, 8
# family -> (config class, causal LM class, config arguments, path of the MLP's activation, approximate)
MODELS = {
    "gpt2": ("GPT2Config", "GPT2LMHeadModel", dict(n_embd=64, n_layer=1, n_head=4, n_positions=32),
             "transformer.h.0.mlp.act", "tanh"),
    "gpt_neox": ("GPTNeoXConfig", "GPTNeoXForCausalLM", dict(hidden_size=64, intermediate_size=128,
                 num_hidden_layers=1, num_attention_heads=4, rotary_pct=0.5, max_position_embeddings=32),
                 "gpt_neox.layers.0.mlp.act", "none"),
}


def _build(name: str, seed: int, **extra) -> nn.Module:
    config_cls, model_cls, kw, *_ = MODELS[name]
    config = getattr(transformers, config_cls)(**kw, vocab_size=VOCAB, pad_token_id=None, bos_token_id=None,
                                               eos_token_id=None, **extra)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, model_cls)(config).eval()


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_drop_in_for_nn_gelu(approximate):
    x = torch.randn(3, 5, 40, requires_grad=True)
    y = cnn.GELU(approximate)(x)
    torch.testing.assert_close(y, nn.GELU(approximate)(x), rtol=1e-5, atol=1e-6)
    (g,) = torch.autograd.grad(y.sum(), x)
    (e,) = torch.autograd.grad(F.gelu(x, approximate=approximate).sum(), x)
    torch.testing.assert_close(g, e, rtol=1e-5, atol=1e-6)
    assert not list(cnn.GELU().parameters()) and repr(cnn.GELU("tanh")) == "GELU(approximate='tanh')"
    with pytest.raises(ValueError, match="approximate 'erf' is not 'none' or 'tanh'"):
        cnn.GELU("erf")


@pytest.mark.parametrize("module, approximate", [
    (nn.GELU(), "none"), (nn.GELU("tanh"), "tanh"), (A.NewGELUActivation(), "tanh"), (A.GELUActivation(), "none"),
    (A.GELUTanh(), "tanh"), (A.ClippedGELUActivation(-10, 10), None), (A.QuickGELUActivation(), None),
    (nn.SiLU(), None), (nn.Dropout(0.0), None), (nn.Identity(), None)], ids=lambda v: type(v).__name__)
def test_gelu_rule_candidates(module, approximate):
    found = find_gelu(module)
    if approximate is None:   # clipped GeLU agrees inside [-10, 10] only: the probe's +-12/30 points tell
        assert found is None
    else:
        new = found()
        assert isinstance(new, cnn.GELU) and new.approximate == approximate


@pytest.mark.parametrize("name", sorted(MODELS))
def test_patch_tiny_model(name, rng_seed):
    """patch(model) swaps the MLP activation (and the LayerNorms); logits and one step's gradients match."""
    model, twin = _build(name, rng_seed), _build(name, rng_seed)
    report = cnn.patch(model)
    path, approximate = MODELS[name][3], MODELS[name][4]
    act = model.get_submodule(path)
    assert report.counts()["gelu"] == 1 and isinstance(act, cnn.GELU) and act.approximate == approximate, str(report)
    assert [r.path for r in report.replaced if r.kind == "gelu"] == [path]
    ids = torch.randint(0, VOCAB, (2, LENGTH))
    out, want = model(ids, labels=ids), twin(ids, labels=ids)
    torch.testing.assert_close(out.logits, want.logits, rtol=1e-4, atol=1e-5)
    out.loss.backward()
    want.loss.backward()
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, rtol=1e-3, atol=1e-5, msg=key)


class _GeGLU(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.gate_proj, self.up_proj, self.down_proj = nn.Linear(16, 32), nn.Linear(16, 32), nn.Linear(32, 16)
        self.act_fn = nn.GELU("tanh")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


def test_a_gated_mlps_activation_is_not_patched_again():
    model = nn.Sequential(_GeGLU(), nn.GELU())
    x = torch.randn(2, 16)
    want = model(x)
    report = cnn.patch(model)
    assert report.counts() == {"mlp": 1, "gelu": 1}, str(report)
    assert isinstance(model[0], cnn.GatedMLP) and not hasattr(model[0], "act_fn")
    torch.testing.assert_close(model(x), want, rtol=1e-5, atol=1e-6)


def test_patch_transformers_keeps_another_activation(rng_seed):
    with cnn.patch_transformers(["gpt2"], attention=False) as p:
        assert "mlp" in p.by_category(), str(p)
        gelu = _build("gpt2", rng_seed)
        relu = _build("gpt2", rng_seed, activation_function="relu")
    assert isinstance(gelu.transformer.h[0].mlp.act, cnn.GELU)
    assert type(relu.transformer.h[0].mlp).__name__ == "CdnaGPT2MLP" and isinstance(relu.transformer.h[0].mlp.act,
                                                                                      nn.ReLU)
