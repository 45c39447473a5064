"""``torch_cdna.nn.patch`` on small HF models (random weights, 2 layers, hidden 256, from configs) and on
plain modules: every targeted module replaced, logits/gradients/state_dicts preserved, non-targets untouched."""

import pytest
import torch
import torch.nn.functional as F

import torch_cdna.nn as cnn
from torch_cdna import _config
from torch_cdna.nn import hf_attention

from ..inductor.test_hf_models import LAYERS, build

MODELS = ["Llama", "Qwen2", "Mistral"]


def ids(batch=2, seq=16):
    return torch.randint(0, 512, (batch, seq))


def expected(layers=LAYERS):
    return {"rmsnorm": 2 * layers + 1, "mlp": layers, "attention": layers}


@pytest.mark.parametrize("name", MODELS)
def test_every_target_replaced_and_logits_match(name, rng_seed):
    model = build(name, torch.float32, rng_seed).eval()
    x = ids()
    with torch.no_grad():
        ref = model(x).logits
    report = cnn.patch(model)
    assert dict(report.counts()) == expected(), str(report)
    assert not report.skipped, str(report)
    layer = model.model.layers[0]
    assert isinstance(layer.input_layernorm, cnn.RMSNorm) and isinstance(layer.mlp, cnn.GatedMLP)
    assert isinstance(model.model.norm, cnn.RMSNorm) and layer.mlp.activation == "silu"
    hf_attention.FALLBACKS.clear()
    calls = []
    with torch.no_grad(), _spy_attention(calls):
        out = model(x).logits
    assert len(calls) == LAYERS and not hf_attention.FALLBACKS
    torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4)


class _spy_attention:
    """Count cdna::attention calls (the op object is shared, so wrap the HF function's module global)."""

    def __init__(self, calls):
        self.calls = calls

    def __enter__(self):
        self.saved = hf_attention.torch
        calls, real = self.calls, torch

        class Ops:
            class cdna:
                @staticmethod
                def attention(*a, **k):
                    calls.append(1)
                    return real.ops.cdna.attention(*a, **k)

        class Shim:
            def __getattr__(self, name):
                return Ops if name == "ops" else getattr(real, name)
        hf_attention.torch = Shim()

    def __exit__(self, *exc):
        hf_attention.torch = self.saved


def test_a_mask_with_holes_falls_back_to_sdpa(rng_seed):
    """Padding inside a sequence is not a padded band (nn/hf_padding.py): HF's SDPA runs it."""
    model = build("Llama", torch.float32, rng_seed).eval()
    x, mask = ids(), torch.ones(2, 16, dtype=torch.long)
    mask[0, 5:7] = 0
    with torch.no_grad():
        ref = model(x, attention_mask=mask).logits
        cnn.patch(model)
        hf_attention.FALLBACKS.clear()
        out = model(x, attention_mask=mask).logits
    assert hf_attention.FALLBACKS["attention mask tensor"] == LAYERS
    torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4)


def test_state_dict_round_trip(rng_seed):
    model, twin = build("Qwen2", torch.float32, rng_seed).eval(), build("Qwen2", torch.float32, rng_seed).eval()
    for p in twin.parameters():
        p.data.add_(0.02 * torch.randn_like(p))
    before = {k: v.clone() for k, v in model.state_dict().items()}
    cnn.patch(model)
    after = model.state_dict()
    assert list(after) == list(before)
    assert all(torch.equal(after[k], before[k]) for k in before)
    x = ids()
    with torch.no_grad():
        model.load_state_dict(twin.state_dict())           # saved before patching, loaded after
        torch.testing.assert_close(model(x).logits, twin(x).logits, atol=1e-4, rtol=1e-4)
        for p in model.parameters():
            p.data.add_(0.02 * torch.randn_like(p))
        twin.load_state_dict(model.state_dict())           # saved after patching, loaded unpatched
        torch.testing.assert_close(twin(x).logits, model(x).logits, atol=1e-4, rtol=1e-4)


def test_training_step_gradients_match(rng_seed):
    model, twin = build("Llama", torch.float32, rng_seed).train(), build("Llama", torch.float32, rng_seed).train()
    report = cnn.patch(model)
    assert dict(report.counts()) == expected()
    x = ids()
    loss, ref = model(x, labels=x).loss, twin(x, labels=x).loss
    loss.backward(), ref.backward()
    torch.testing.assert_close(loss, ref, atol=1e-5, rtol=1e-5)
    for (name, p), q in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-5, rtol=1e-3, msg=name)


def test_unpatch_restores_modules_and_attention(rng_seed):
    model = build("Mistral", torch.float32, rng_seed).eval()
    norm, mlp = model.model.norm, model.model.layers[1].mlp
    report = cnn.patch(model)
    cnn.unpatch(model, report)
    assert model.model.norm is norm and model.model.layers[1].mlp is mlp
    assert model.config._attn_implementation == "sdpa"


def test_bf16_hf_rmsnorm_with_fp32_weight_keeps_eager_dtype(rng_seed):
    model = build("Llama", torch.bfloat16, rng_seed)
    norm = model.model.norm.float()  # fp32 weight, bf16 activations: HF promotes to fp32
    x = torch.randn(2, 5, 256, dtype=torch.bfloat16)
    ref = norm(x)
    cnn.patch(model, targets=["rmsnorm"])
    out = model.model.norm(x)
    assert out.dtype == ref.dtype == torch.float32
    torch.testing.assert_close(out, ref, atol=3e-2, rtol=3e-2)


class GemmaLikeNorm(torch.nn.Module):
    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.eps, self.weight = eps, torch.nn.Parameter(torch.zeros(d))

    def forward(self, x):
        h = x.float()
        return (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps) * (1.0 + self.weight.float())).type_as(x)


class MeanCentred(GemmaLikeNorm):
    """weight + eps, not an RMSNorm but a LayerNorm without bias (Cohere's spelling): the LayerNorm probe takes it."""

    def forward(self, x):
        h = x.float() - x.float().mean(-1, keepdim=True)
        return (self.weight * h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)).to(x.dtype)


class NotANorm(GemmaLikeNorm):
    """weight + eps but no norm at all: must be probed by both norm rules and left alone."""

    def forward(self, x):
        return x * self.weight + self.eps


class ReluMLP(torch.nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.gate_proj, self.up_proj, self.down_proj = (torch.nn.Linear(d, d) for _ in range(3))
        self.act_fn = torch.nn.ReLU()

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


def test_structural_candidates_are_probed():
    model = torch.nn.ModuleList([GemmaLikeNorm(32), MeanCentred(32), torch.nn.RMSNorm(32), torch.nn.LayerNorm(32),
                                 torch.nn.LayerNorm((4, 8)), torch.nn.Linear(32, 16), ReluMLP(32), NotANorm(32),
                                 torch.nn.BatchNorm1d(32)])
    model[0].weight.data.normal_()
    model[1].weight.data.normal_()
    x = torch.randn(3, 32)
    inputs = [x, x, x, x, x.view(3, 4, 8), x, x, x, x]
    with torch.no_grad():
        ref = [m(i) for m, i in zip(model, inputs)]
    stats = model[8].running_mean.clone(), model[8].running_var.clone()
    report = cnn.patch(model)
    kinds = {r.path: (r.kind, type(r.new).__name__) for r in report.replaced}
    assert kinds == {"0": ("rmsnorm", "RMSNorm"), "1": ("layernorm", "LayerNorm"), "2": ("rmsnorm", "RMSNorm"),
                     "3": ("layernorm", "LayerNorm")}
    assert model[0].offset == 1.0 and model[0].weight is not None
    assert model[1].bias is None and model[1].weight is report.replaced[1].old.weight  # shared, not copied
    skipped = dict(report.skipped)
    assert set(skipped) == {"4", "6", "7"} and "ReLU" in skipped["6"] and "several dims" in skipped["4"]
    assert "not compute an RMSNorm" in skipped["7"] and "not compute a LayerNorm" in skipped["7"]
    assert type(model[8]) is torch.nn.BatchNorm1d  # running statistics: never probed (a probe would move them)
    assert torch.equal(model[8].running_mean, stats[0]) and torch.equal(model[8].running_var, stats[1])
    with torch.no_grad():
        for m, i, r in zip(model, inputs, ref):
            torch.testing.assert_close(m(i), r, atol=1e-5, rtol=1e-5)


def test_nothing_to_patch_leaves_model_untouched():
    # (a lone SiLU: no cdna op; a lone GeLU would become torch_cdna.nn.GELU, tests/nn/test_gelu.py)
    model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.SiLU(), torch.nn.Dropout(), torch.nn.Linear(8, 2))
    children = list(model.children())
    sd = {k: v.clone() for k, v in model.state_dict().items()}
    report = cnn.patch(model)
    assert not report.replaced and not report.skipped and report.attention is None
    assert str(report) == "nothing to patch"
    assert list(model.children()) == children
    assert all(torch.equal(v, sd[k]) for k, v in model.state_dict().items())


def test_patch_is_idempotent_and_checks_targets(rng_seed):
    model = build("Llama", torch.float32, rng_seed)
    cnn.patch(model, targets=["rmsnorm", "mlp"])
    again = cnn.patch(model, targets=["rmsnorm", "mlp"])
    assert not again.replaced and not again.skipped
    with pytest.raises(ValueError, match="unknown targets"):
        cnn.patch(model, targets=["rope"])


@pytest.mark.slow
def test_kernel_mode_llama_bf16(rng_seed):
    """The compiled kernels on the simulator (rmsnorm, silu_mul, attention: head dim 64, bf16)."""
    model = build("Llama", torch.bfloat16, rng_seed).eval()
    x = ids(batch=1, seq=8)
    with torch.no_grad():
        ref = model(x).logits.float()
        cnn.patch(model)
        hf_attention.FALLBACKS.clear()
        with _config.override(ops_impl="kernel"):
            out = model(x).logits.float()
    assert not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    torch.testing.assert_close(out, ref, atol=6e-2, rtol=6e-2)
