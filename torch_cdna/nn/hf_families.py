"""What ``patch_transformers`` knows about each Hugging Face decoder family: one ``Family`` record each.

A record names, in ``transformers.models.<name>.modeling_<name>``, the norm classes (``Norm``: an RMSNorm,
with or without Gemma's ``1 + weight``, or a LayerNorm class), the MLP class (``Mlp``: three projections,
Phi-3's fused ``gate_up_proj``, or GPT-2's / GPT-NeoX's plain GeLU MLP), the RoPE function (``hf_rope.Rope``: halves or pairs, partial rotary or not),
the ``PreTrainedModel`` class whose models build ``torch.nn.LayerNorm`` directly (GPT-2, GPT-NeoX), and the
parts left alone on purpose (``gaps``: what and why). The records say what to try; ``hf_patch`` probes each
class/function against its cdna replacement before swapping it, so a record that goes stale with a transformers
release leads to a listed refusal, never to a wrong model.

Example:
    >>> from torch_cdna.nn.hf_families import FAMILIES
    >>> f = FAMILIES["phi3"]
    >>> f.mlp.kind, str(f.rope), [n.cls for n in f.norms]
    ('fused', 'halves, partial', ['Phi3RMSNorm'])
"""

from __future__ import annotations

from dataclasses import dataclass

from .hf_rope import Rope

NORM_KINDS = ("rmsnorm", "layernorm")
MLP_KINDS = ("gated", "fused", "plain")


@dataclass(frozen=True)
class Norm:
    """A norm class: ``kind`` "rmsnorm" (weight or ``1 + weight``, learned by the probe) or "layernorm"."""
    cls: str
    kind: str = "rmsnorm"


@dataclass(frozen=True)
class Mlp:
    """An MLP class. ``kind`` "gated": ``down_proj(act(gate_proj(x)) * up_proj(x))``; "fused":
    ``gate, up = gate_up_proj(x).chunk(2, -1)`` then ``down_proj(up * act(gate))`` (Phi-3); "plain":
    ``fc_out(act(fc_in(x)))`` (GPT-2, GPT-NeoX): the class is kept and its activation module (attribute
    ``act_attr``), when it is a GeLU, becomes ``torch_cdna.nn.GELU``. The activation is
    ``ACT2FN[config.<act_config>]``; ``bias_config`` names the config flag giving the projections a bias;
    ``init`` the constructor's arguments ("config", "size": the intermediate size), for the probe instance."""
    cls: str
    kind: str = "gated"
    act_config: str = "hidden_act"
    bias_config: str | None = None
    act_attr: str = "act"
    init: tuple[str, ...] = ("config",)


@dataclass(frozen=True)
class Family:
    """One decoder family (``name`` is the ``transformers.models`` package)."""
    name: str
    config: str
    causal_lm: str
    norms: tuple[Norm, ...] = ()
    mlp: Mlp | None = None
    rope: Rope | None = Rope()
    torch_layernorm: str | None = None   # PreTrainedModel class: its models' nn.LayerNorms become cdna ones
    experts: str | None = None   # the MoE experts class (fused 3-D weights): its models switch to cdna experts
    router: str | None = None    # the MoE softmax top-k router class: built as hf_router's Cdna<Router> subclass
    gaps: tuple[tuple[str, str], ...] = ()   # (what, why it is not substituted)

    @property
    def module(self) -> str:
        return f"transformers.models.{self.name}.modeling_{self.name}"


NO_ROPE = "learned absolute position embeddings (wpe): no rotary embedding"
COHERE_QK = ("a (heads, head_dim) weight per head (use_qk_norm): cdna::layernorm takes one [D] weight; such "
             "instances are built as the original class")


def _llama_like(name: str, prefix: str, **kw) -> Family:
    """RMSNorm, three-projection gated MLP, halves RoPE: the Llama layout most families copy."""
    kw.setdefault("norms", (Norm(f"{prefix}RMSNorm"),))
    kw.setdefault("mlp", Mlp(f"{prefix}MLP"))
    return Family(name, f"{prefix}Config", f"{prefix}ForCausalLM", **kw)


FAMILIES: dict[str, Family] = {f.name: f for f in (
    _llama_like("llama", "Llama", mlp=Mlp("LlamaMLP", bias_config="mlp_bias")),
    _llama_like("mistral", "Mistral"),
    _llama_like("mixtral", "Mixtral", mlp=None, experts="MixtralExperts", router="MixtralTopKRouter"),
    _llama_like("qwen2", "Qwen2"),
    _llama_like("qwen3", "Qwen3"),   # Qwen3RMSNorm is also the per-head q_norm/k_norm
    _llama_like("qwen2_moe", "Qwen2Moe", experts="Qwen2MoeExperts", router="Qwen2MoeTopKRouter"),
    _llama_like("qwen3_moe", "Qwen3Moe", experts="Qwen3MoeExperts", router="Qwen3MoeTopKRouter"),
    _llama_like("gemma", "Gemma"),
    _llama_like("gemma2", "Gemma2", mlp=Mlp("Gemma2MLP", act_config="hidden_activation")),
    Family("gemma3", "Gemma3TextConfig", "Gemma3ForCausalLM", norms=(Norm("Gemma3RMSNorm"),),
           mlp=Mlp("Gemma3MLP", act_config="hidden_activation"),
           gaps=(("Gemma3ForConditionalGeneration vision tower", "only the text model is covered"),)),
    _llama_like("phi3", "Phi3", mlp=Mlp("Phi3MLP", kind="fused"), rope=Rope(partial=True)),
    # plain GeLU MLPs: the activation is cdna::gelu, the two projections stay aten GEMMs (addmm, bias fused)
    Family("gpt_neox", "GPTNeoXConfig", "GPTNeoXForCausalLM", mlp=Mlp("GPTNeoXMLP", kind="plain"),
           rope=Rope(partial=True), torch_layernorm="GPTNeoXPreTrainedModel"),
    Family("gpt2", "GPT2Config", "GPT2LMHeadModel",
           mlp=Mlp("GPT2MLP", kind="plain", act_config="activation_function", init=("size", "config")),
           rope=None, torch_layernorm="GPT2PreTrainedModel", gaps=(("modeling_gpt2 position embedding", NO_ROPE),)),
    _llama_like("granite", "Granite", mlp=Mlp("GraniteMLP", bias_config="mlp_bias")),
    _llama_like("olmo2", "Olmo2"),   # Olmo2RMSNorm is also q_norm/k_norm over the whole projection
    _llama_like("cohere", "Cohere", norms=(Norm("CohereLayerNorm", "layernorm"),), rope=Rope(interleaved=True),
                gaps=(("modeling_cohere.CohereLayerNorm q_norm/k_norm", COHERE_QK),)),
)}
