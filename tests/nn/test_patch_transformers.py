"""``torch_cdna.nn.patch_transformers``: HF classes and functions swapped before the model is built
(Liger-style), one tiny random-weight model per ``hf_families`` record (1 layer, hidden 64, vocab 128, 8 tokens,
fp32, no downloads). Every probe passes and exactly the family's declared gaps are listed as not patched;
the model built under the patch has cdna modules for every norm/MLP category the report names, calls
``cdna::rope`` when the report names a RoPE, loads the unpatched twin's state_dict strictly, and gives its
logits and gradients; ``undo()`` restores every attribute it touched."""

import collections
import copy
import importlib

import pytest
import torch
from torch import nn

import torch_cdna.nn as cnn
from torch_cdna.nn import hf_attention, hf_experts, hf_patch, hf_rope, hf_router
from torch_cdna.nn.hf_families import FAMILIES, Family

from .spies import spy_op

transformers = pytest.importorskip("transformers", reason="the test extra installs transformers")

VOCAB, LENGTH = 128, 8
COMMON = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=1, num_attention_heads=4,
              num_key_value_heads=2, head_dim=16, vocab_size=VOCAB, max_position_embeddings=32,
              pad_token_id=None, bos_token_id=None, eos_token_id=None)
MOE = dict(num_local_experts=4, num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
           shared_expert_intermediate_size=64)
TINY = {  # what each family's config needs beyond COMMON (dropout is off: the models run in eval mode)
    "mixtral": MOE, "qwen2_moe": MOE,
    "qwen3_moe": dict(MOE, num_hidden_layers=2, mlp_only_layers=[0]),   # its MLP class is built by dense layers
    "phi3": dict(partial_rotary_factor=0.5),          # partial rotary: 8 of 16 dims
    "gpt_neox": dict(rotary_pct=0.5),
}
# modules the built model must hold per category the report substitutes
MODULES = {"norm": (cnn.RMSNorm, cnn.LayerNorm), "layernorm": (cnn.LayerNorm,),
           "mlp": (cnn.GatedMLP, hf_patch.FusedGatedMLP, cnn.GELU),   # GELU: the plain MLPs' activation
           "moe": (hf_router.CdnaRouter,)}
# kernels a training step of a family's MLP runs, per MLP kind
MLP_KERNELS = {"gated": ["act_mul_fwd", "act_mul_bwd"], "fused": ["act_mul_fwd", "act_mul_bwd"],
               "plain": ["act_fwd", "act_bwd"]}


def _config(family: Family, **extra):
    return getattr(transformers, family.config)(**{**COMMON, **TINY.get(family.name, {}), **extra})


def _build(family: Family, seed: int) -> nn.Module:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return getattr(transformers, family.causal_lm)(_config(family)).eval()


def _randomise(model: nn.Module, seed: int) -> None:
    """Norm weights away from their ones/zeros init, so a wrong offset or a dropped weight shows."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=gen) * 0.2)


def _snapshot(family: Family) -> dict:
    module = importlib.import_module(family.module)
    snap = {"module": dict(vars(module))}
    if family.torch_layernorm:
        snap["class"] = dict(vars(getattr(module, family.torch_layernorm)))
    return snap


def _same(a: dict, b: dict) -> bool:
    return a.keys() == b.keys() and all(a[k] is b[k] for k in a)


@pytest.fixture
def rope_calls(monkeypatch):
    """Counts ``cdna::rope`` calls (the op object is looked up through ``torch.ops.cdna`` per call)."""
    calls = collections.Counter()
    spy_op(monkeypatch, "rope", lambda args, kwargs: calls.update(["rope"]))
    return calls


@pytest.fixture
def attention_calls(monkeypatch):
    """Counts ``cdna::attention`` calls."""
    calls = collections.Counter()
    spy_op(monkeypatch, "attention", lambda args, kwargs: calls.update(["attention"]))
    return calls


@pytest.mark.parametrize("family", list(FAMILIES.values()), ids=list(FAMILIES))
def test_family_built_after_patching_matches_eager(family, rng_seed, rope_calls, attention_calls):
    before = _snapshot(family)
    twin = _build(family, rng_seed)
    _randomise(twin, rng_seed)
    ids = torch.randint(0, VOCAB, (2, LENGTH))
    want = twin(ids, labels=ids)   # eager, before patching (the RoPE is patched while the patch is active)
    want.loss.backward()
    hf_rope.FALLBACKS.clear()
    hf_attention.FALLBACKS.clear()
    hf_experts.FALLBACKS.clear()
    with cnn.patch_transformers([family.name]) as p:
        assert sorted(p.skipped) == sorted(family.gaps), str(p)   # every probe passed, only declared gaps
        categories = p.by_category()
        originals = tuple(c.original for c in p.changes if c.category in ("norm", "mlp"))
        model = _build(family, rng_seed)
        assert list(model.state_dict()) == list(twin.state_dict())
        model.load_state_dict(twin.state_dict(), strict=True)
        out = model(ids, labels=ids)
        out.loss.backward()
    assert all(_same(_snapshot(family)[k], before[k]) for k in before), "undo left an attribute changed"

    # the declared substitutions, category by category
    assert set(categories) == ({"norm"} if family.norms else set()) | ({"mlp"} if family.mlp else set()) | (
        {"rope"} if family.rope else set()) | ({"layernorm"} if family.torch_layernorm else set()) | (
        {"experts"} if family.experts else set()) | ({"moe"} if family.router else set()) | {"attention"}, str(p)
    assert model.config._attn_implementation == "cdna" and p.attention_models >= 1
    assert (model.config._experts_implementation == "cdna") == (p.experts_models >= 1) == bool(family.experts)
    assert not hf_experts.FALLBACKS, dict(hf_experts.FALLBACKS)
    assert attention_calls["attention"] > 0 and not hf_attention.FALLBACKS, dict(hf_attention.FALLBACKS)
    for category in categories.keys() - {"rope", "attention", "experts"}:
        assert any(isinstance(m, MODULES[category]) for m in model.modules()), f"no cdna {category} module"
    # (type, not isinstance: a plain MLP's replacement subclasses the original, swapping only its activation)
    assert not any(type(m) in originals or type(m) is nn.LayerNorm for m in model.modules())
    assert (p.layernorms > 0) == bool(family.torch_layernorm)
    assert (rope_calls["rope"] > 0) == bool(family.rope) and not hf_rope.FALLBACKS, dict(hf_rope.FALLBACKS)

    # same logits and gradients as eager (reference ops)
    torch.testing.assert_close(out.logits, want.logits, atol=1e-4, rtol=1e-4)
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-5, rtol=1e-3, msg=key)


def test_rope_falls_back_explicitly_where_the_op_cannot_compute_it(rng_seed):
    """Tables whose two copies differ, or cos/sin that require grad, run HF's function (counted, same result);
    repeating tables run cdna::rope."""
    from transformers.models.llama import modeling_llama
    original = modeling_llama.apply_rotary_pos_emb
    new = hf_rope.probe(original, hf_rope.Rope())
    assert callable(new), new
    q, k = torch.randn(2, 4, 5, 16), torch.randn(2, 2, 5, 16)
    freqs = torch.randn(2, 5, 8)
    emb = torch.cat((freqs, freqs), -1)
    hf_rope.FALLBACKS.clear()
    for cos, sin in ((torch.randn(2, 5, 16), torch.randn(2, 5, 16)),             # halves differ
                     (emb.cos().requires_grad_(), emb.sin())):                   # cos requires grad
        for got, want in zip(new(q, k, cos, sin), original(q, k, cos, sin)):
            torch.testing.assert_close(got, want, atol=0, rtol=0)
    assert sum(hf_rope.FALLBACKS.values()) == 2 and len(hf_rope.FALLBACKS) == 2, dict(hf_rope.FALLBACKS)
    for got, want in zip(new(q, k, emb.cos(), emb.sin()), original(q, k, emb.cos(), emb.sin())):
        torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
    assert sum(hf_rope.FALLBACKS.values()) == 2


def test_probes_refuse_a_record_that_does_not_match_the_code():
    """A stale record (wrong RoPE form, partial rotary where HF has none) is refused with a reason."""
    from transformers.models.cohere import modeling_cohere
    from transformers.models.llama import modeling_llama
    assert "probe disagrees" in hf_rope.probe(modeling_cohere.apply_rotary_pos_emb, hf_rope.Rope())
    assert "probe disagrees" in hf_rope.probe(modeling_llama.apply_rotary_pos_emb, hf_rope.Rope(interleaved=True))
    assert "rotary dim 8" in hf_rope.probe(modeling_llama.apply_rotary_pos_emb, hf_rope.Rope(partial=True))
    assert "not compute a LayerNorm" in hf_patch._probe_layernorm(modeling_llama.LlamaRMSNorm, None)
    assert "RMSNorm" in hf_patch._probe_rmsnorm(modeling_cohere.CohereLayerNorm, None)


def test_instances_the_ops_cannot_take_are_built_as_the_original_class(rng_seed):
    """A config activation other than SiLU/GeLU builds HF's MLP; Cohere's per-head q/k LayerNorms (a 2-D
    weight) stay HF's while its other norms are cdna; HF norms return promote(weight, x); patched models
    deep-copy."""
    with cnn.patch_transformers(["llama", "cohere"]):
        llama = transformers.LlamaForCausalLM(_config(FAMILIES["llama"], hidden_act="relu"))
        cohere = transformers.CohereForCausalLM(_config(FAMILIES["cohere"], use_qk_norm=True))
    layer = llama.model.layers[0]
    assert isinstance(layer.input_layernorm, cnn.RMSNorm) and type(layer.mlp).__module__.startswith("transformers.")
    assert layer.input_layernorm(torch.randn(2, 3, 64, dtype=torch.bfloat16)).dtype == torch.float32
    attn = cohere.model.layers[0].self_attn
    assert type(attn.q_norm).__module__.startswith("transformers.") and attn.q_norm.weight.shape == (4, 16)
    assert isinstance(cohere.model.norm, cnn.LayerNorm) and cohere.model.norm.bias is None
    twin = copy.deepcopy(cohere)
    assert type(twin.model.norm) is type(cohere.model.norm)


def test_undo_is_idempotent_and_unknown_families_are_refused():
    p = cnn.patch_transformers(["qwen2", "gpt2"])
    from transformers.models.gpt2 import modeling_gpt2
    from transformers.models.qwen2 import modeling_qwen2
    assert modeling_qwen2.Qwen2RMSNorm.__module__ == "torch_cdna.nn.hf_patch"
    assert "post_init" in vars(modeling_gpt2.GPT2PreTrainedModel)
    again = cnn.patch_transformers(["qwen2", "gpt2"])
    # qwen2: norm, MLP, RoPE, post_init (attention); gpt2: MLP, post_init (LayerNorms + attention)
    assert not again.changes and [why for _, why in again.skipped].count("already patched") == 6, str(again)
    p.undo(), p.undo()
    assert modeling_qwen2.Qwen2RMSNorm.__module__.startswith("transformers.")
    assert "post_init" not in vars(modeling_gpt2.GPT2PreTrainedModel)
    assert "post_init" not in vars(modeling_qwen2.Qwen2PreTrainedModel)
    with pytest.raises(ValueError, match="unknown model families"):
        cnn.patch_transformers(["bert"])


@pytest.mark.parametrize("name", ["gpt_neox", "cohere"])
def test_kernel_mode_layernorm_rope_mlp(name, rng_seed):
    """Kernel mode (simulator, NaN-poisoned outputs): a family with a LayerNorm and a RoPE (GPT-NeoX: nn.LayerNorm
    with bias, partial halves RoPE, plain GeLU MLP; Cohere: bias-free mean-centred LayerNorm, pairs RoPE, SiLU gated MLP) built
    under the patch; a training step's logits and gradients match eager fp32 and every kernel ran."""
    from ..inductor.kernel_mode import assert_ran, kernel_mode
    family = FAMILIES[name]
    twin = _build(family, rng_seed)
    _randomise(twin, rng_seed)
    ids = torch.randint(0, VOCAB, (1, LENGTH))
    want = twin(ids, labels=ids)
    want.loss.backward()
    with cnn.patch_transformers([name]) as p:
        assert {"norm", "layernorm"} & p.by_category().keys() and {"rope", "mlp"} <= p.by_category().keys(), str(p)
        model = _build(family, rng_seed)
        model.load_state_dict(twin.state_dict(), strict=True)
        hf_rope.FALLBACKS.clear()
        with kernel_mode() as launches:
            out = model(ids, labels=ids)
            out.loss.backward()
    assert not hf_rope.FALLBACKS, dict(hf_rope.FALLBACKS)
    kernels = ["layernorm_fwd", "layernorm_bwd", "rope_kernel"] + (MLP_KERNELS[family.mlp.kind] if family.mlp else [])
    assert_ran(launches, kernels)
    torch.testing.assert_close(out.logits, want.logits, atol=1e-4, rtol=1e-4)
    for (key, a), b in zip(model.named_parameters(), twin.parameters()):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-5, rtol=1e-3, msg=key)


def test_patched_model_traces_as_one_graph(rng_seed, name="llama"):
    """Under torch.compile the patched modules and RoPE trace without graph breaks (the RoPE's table check reads
    data, so compiled graphs trace HF's spelling and leave it to torch_cdna.inductor's RoPE fusion)."""
    family = FAMILIES[name]
    with cnn.patch_transformers([name]):
        model = _build(family, rng_seed)
        ids = torch.randint(0, VOCAB, (2, LENGTH))
        torch._dynamo.reset()
        explained = torch._dynamo.explain(model)(ids)
    torch._dynamo.reset()
    assert explained.graph_break_count == 0, [b.reason for b in explained.break_reasons]
    assert explained.graph_count == 1
