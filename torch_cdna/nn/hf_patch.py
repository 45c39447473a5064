"""``patch_transformers()``: swap Hugging Face model classes and functions for cdna ones before a model is built.

The Liger-Kernel way of patching: call it once, then build or load models as usual
(``AutoModelForCausalLM.from_pretrained(...)``). For each family in ``hf_families.FAMILIES`` (Llama, Mistral,
Mixtral, Qwen2, Qwen3, Qwen2-MoE, Qwen3-MoE, Gemma 1/2/3, Phi-3, GPT-NeoX, GPT-2, Granite, OLMo 2, Cohere) the
module ``transformers.models.<name>.modeling_<name>`` gets, per its ``Family`` record:

- ``norm``: its RMSNorm classes (weight or Gemma's ``1 + weight``; Qwen3's per-head and OLMo 2's full-width q/k
  norms are the same classes) built as ``torch_cdna.nn.RMSNorm``, Cohere's mean-centred ``CohereLayerNorm`` as
  ``torch_cdna.nn.LayerNorm`` (no bias);
- ``mlp``: its gated MLP class built as ``torch_cdna.nn.GatedMLP`` (SiLU / GeLU / GeLU-tanh on the two
  projections), Phi-3's fused ``gate_up_proj`` MLP as ``FusedGatedMLP`` (``cdna::silu_and_mul`` /
  ``gelu_and_mul``); a config whose activation is none of these builds the original class; GPT-2's and
  GPT-NeoX's plain MLP classes as subclasses whose GeLU activation module is ``torch_cdna.nn.GELU``
  (``cdna::gelu``; other activations stay);
- ``rope``: its ``apply_rotary_pos_emb`` replaced by ``hf_rope``'s ``cdna::rope`` version (halves or Cohere's
  pairs, partial rotary for GPT-NeoX/Phi-3), which runs the original function, counted in
  ``hf_rope.FALLBACKS``, for tables it cannot compute exactly;
- ``layernorm`` and ``attention``: a ``post_init`` on the family's ``PreTrainedModel`` that, on each model as it
  is built, runs ``torch_cdna.nn.patch``'s LayerNorm rule (GPT-2/GPT-NeoX, which build ``torch.nn.LayerNorm``
  directly) and switches its SDPA/eager attention to the ``"cdna"`` attention function (``hf_attention``:
  causal, sliding-window and soft-capped calls run ``cdna::attention``; others, e.g. padding masks, run the
  function the model would have used); ``patch_transformers(..., attention=False)`` leaves attention alone;
- ``experts`` (Mixtral, Qwen2-MoE, Qwen3-MoE): the same ``post_init`` switches the model's MoE experts (fused
  3-D weights, no per-expert module to swap) to the ``"cdna"`` experts function (``hf_experts``: the gated
  activation of every routed token as one ``cdna::silu_and_mul``, the projections still aten GEMMs);
  ``experts=False`` leaves them alone;
- ``moe``: the MoE families' softmax top-k router classes built as ``hf_router``'s ``Cdna<Router>`` subclasses
  (``F.linear`` then one ``cdna::moe_topk_softmax``; same parameter, and ``isinstance`` checks on the router
  class, e.g. for the load-balancing loss, still hold).

Modules keep their constructor arguments, parameters and state_dict keys, so checkpoints load unchanged.
Nothing is swapped before a *probe*: an instance of the original class (tiny sizes, random weights) or the
original function must agree with the cdna replacement on random inputs (``patch.find_rmsnorm`` /
``find_mlp`` / ``find_layernorm``, ``hf_rope.probe``); one that disagrees (e.g. after a transformers change) is
left alone and listed in ``skipped``, next to the parts left alone by design (``Family.gaps``: MoE experts,
plain GELU MLPs, ...). ``undo()`` (or leaving the ``with`` block) restores every attribute; models built in
between keep their cdna modules, while the RoPE, a module function, is cdna for every model of the family
exactly while the patch is active.

Example:
    >>> import transformers, torch_cdna.nn as cnn
    >>> config = transformers.LlamaConfig(hidden_size=64, intermediate_size=128, num_hidden_layers=1,
    ...                                   num_attention_heads=4, num_key_value_heads=2, vocab_size=128)
    >>> with cnn.patch_transformers(["llama"]) as p:
    ...     model = transformers.LlamaForCausalLM(config)   # norms/MLP are torch_cdna.nn modules
    >>> p.by_category()
    {'norm': ['modeling_llama.LlamaRMSNorm'], 'mlp': ['modeling_llama.LlamaMLP'], 'rope': ['modeling_llama.apply_rotary_pos_emb'], 'attention': ['modeling_llama.LlamaPreTrainedModel.post_init']}
    >>> type(model.model.norm).__name__, type(model.model.layers[0].mlp).__name__, model.config._attn_implementation
    ('CdnaLlamaRMSNorm', 'CdnaLlamaMLP', 'cdna')
"""

from __future__ import annotations

import functools
import importlib
import inspect
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Iterable

import torch
from torch import nn
from torch.func import functional_call

from . import hf_attention, hf_experts, hf_rope, hf_router, modules as M
from . import patch as P
from .hf_families import FAMILIES, Family, Mlp, Norm

_PROBE = dict(hidden_size=16, intermediate_size=32, num_attention_heads=2, num_key_value_heads=1,
              num_hidden_layers=1, vocab_size=32, pad_token_id=None, bos_token_id=None, eos_token_id=None)
_MISSING = object()  # an attribute the owner did not define itself (undo deletes it)


@dataclass
class Change:
    """One attribute swapped: ``owner.attr`` was ``original`` (``_MISSING``: inherited, not the owner's own)."""
    owner: Any
    attr: str
    original: Any
    name: str
    category: str   # "norm" | "mlp" | "rope", or what a post_init hook does: "attention", "layernorm+attention"


@dataclass
class TransformersPatch:
    """What ``patch_transformers`` changed (``changes``) and left alone (``skipped``: name, reason); ``undo()``
    restores it (idempotent; also a context manager; the record stays, ``active`` turns False).
    ``layernorms`` counts the ``nn.LayerNorm`` modules the ``post_init`` hooks replaced in models built since,
    ``attention_models`` the models whose attention they switched to cdna, ``experts_models`` those whose MoE
    experts they switched to the ``"cdna"`` experts function (``hf_experts``)."""
    changes: list[Change] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    layernorms: int = 0
    attention_models: int = 0
    experts_models: int = 0
    active: bool = True

    @property
    def patched(self) -> list[str]:
        return [c.name for c in self.changes]

    def by_category(self) -> dict[str, list[str]]:
        """Substituted names per category, in patch order."""
        out: dict[str, list[str]] = {}
        for c in self.changes:
            for category in c.category.split("+"):
                out.setdefault(category, []).append(c.name)
        return out

    def undo(self) -> None:
        if not self.active:
            return
        self.active = False
        for c in reversed(self.changes):
            if c.original is _MISSING:
                delattr(c.owner, c.attr)
            else:
                setattr(c.owner, c.attr, c.original)

    def __enter__(self) -> "TransformersPatch":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.undo()

    def __str__(self) -> str:
        lines = [f"{c.name} -> torch_cdna ({c.category})" for c in self.changes]
        lines += [f"{name}: not patched ({why})" for name, why in self.skipped]
        return "\n".join(lines) or "nothing patched"


# ---------------------------------------------------------------- replacement classes

class FusedGatedMLP(nn.Module):
    """Phi-3's MLP: ``down_proj(act(gate) * up)`` with ``gate, up = gate_up_proj(x).chunk(2, -1)`` via
    ``cdna::silu_and_mul`` / ``cdna::gelu_and_mul`` on the fused projection (same submodules and keys).

    Example:
        >>> import torch
        >>> from torch_cdna import _config
        >>> from torch_cdna.nn.hf_patch import FusedGatedMLP
        >>> m = FusedGatedMLP(8, 16)
        >>> with _config.override(ops_impl="reference"):
        ...     m(torch.randn(2, 8)).shape
        torch.Size([2, 8])
    """

    _ACT: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
        "silu": lambda x: torch.ops.cdna.silu_and_mul(x),
        "gelu": lambda x: torch.ops.cdna.gelu_and_mul(x, "none"),
        "gelu_tanh": lambda x: torch.ops.cdna.gelu_and_mul(x, "tanh"),
    }

    def __init__(self, hidden_size: int, intermediate_size: int, activation: str = "silu", bias: bool = False
                 ) -> None:
        super().__init__()
        if activation not in self._ACT:
            raise ValueError(f"torch_cdna.nn.FusedGatedMLP: activation {activation!r} is not one of "
                             f"{tuple(self._ACT)}")
        self.activation = activation
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=bias)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=bias)

    @classmethod
    def wrap(cls, mlp: nn.Module, activation: str) -> "FusedGatedMLP":
        """A ``FusedGatedMLP`` sharing ``mlp``'s ``gate_up_proj``/``down_proj`` (no copies)."""
        new = cls.__new__(cls)
        nn.Module.__init__(new)
        new.activation, new.gate_up_proj, new.down_proj = activation, mlp.gate_up_proj, mlp.down_proj
        return new

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self._ACT[self.activation](self.gate_up_proj(x)))

    def extra_repr(self) -> str:
        return f"activation={self.activation!r}"


@functools.lru_cache(maxsize=None)
def _signature(original: type) -> inspect.Signature:
    return inspect.signature(original.__init__)


def _init_args(original: type, args: tuple, kwargs: dict) -> tuple[Any, float | None]:
    """(normalised size, eps) of a norm constructor call, read through the original's own signature (HF
    spells them ``hidden_size``/``dim``/``eps``)."""
    bound = _signature(original).bind(None, *args, **kwargs)
    bound.apply_defaults()
    values = list(bound.arguments.values())
    return values[1], bound.arguments.get("eps")


def _one_dim(size: Any) -> int | None:
    if isinstance(size, int):
        return size
    if isinstance(size, (tuple, list, torch.Size)) and len(size) == 1:
        return int(size[0])
    return None


def _norm_class(original: type, base: type, **fixed: Any) -> type:
    """A ``base`` (``M.RMSNorm`` / ``M.LayerNorm``) subclass taking ``original``'s constructor arguments; a call
    whose size spans several dims builds ``original`` itself (a bare ``__new__``, as copy/pickle make, is ours)."""
    def __new__(cls: type, *args: Any, **kwargs: Any) -> nn.Module:
        if (args or kwargs) and _one_dim(_init_args(original, args, kwargs)[0]) is None:
            return original(*args, **kwargs)  # not an instance of cls: __init__ is skipped
        return nn.Module.__new__(cls)

    def __init__(self: nn.Module, *args: Any, **kwargs: Any) -> None:
        size, eps = _init_args(original, args, kwargs)
        base.__init__(self, _one_dim(size), eps, **fixed)

    # "RMSNorm"/"LayerNorm" stays in the name: HF's weight init picks norms by class name
    return type(f"Cdna{original.__name__}", (base,), {
        "__new__": __new__, "__init__": __init__, "__module__": __name__, "__cdna_patched__": True,
        "variance_epsilon": property(lambda self: self.eps)})


@functools.lru_cache(maxsize=None)
def _activation(name: Any) -> str | None:
    """The cdna activation (silu / gelu / gelu_tanh) HF's ``ACT2FN[name]`` computes, by probing it."""
    from transformers.activations import ACT2FN
    try:
        act = ACT2FN[name]
    except (KeyError, TypeError):
        return None
    return P._activation(act, torch.device("cpu"))


def _mlp_class(original: type, mlp: Mlp) -> type:
    fused = mlp.kind == "fused"
    base = FusedGatedMLP if fused else M.GatedMLP

    def __new__(cls: type, config: Any = None, *args: Any, **kwargs: Any) -> nn.Module:
        if config is not None and _activation(getattr(config, mlp.act_config, None)) is None:
            return original(config, *args, **kwargs)  # not an instance of cls: __init__ is skipped
        return nn.Module.__new__(cls)

    def __init__(self: nn.Module, config: Any, intermediate_size: int | None = None, **_: Any) -> None:
        bias = bool(getattr(config, mlp.bias_config, False)) if mlp.bias_config else False
        base.__init__(self, config.hidden_size, intermediate_size or config.intermediate_size,
                      _activation(getattr(config, mlp.act_config)), bias=bias)
        self.config = config
    return type(f"Cdna{original.__name__}", (base,),
                {"__new__": __new__, "__init__": __init__, "__module__": __name__, "__cdna_patched__": True})


def _plain_mlp_class(original: type, mlp: Mlp) -> type:
    """``original`` itself (same forward, submodules and keys) whose activation module, when it probes as a GeLU
    (``patch.find_gelu``), is ``torch_cdna.nn.GELU``."""
    def __init__(self: nn.Module, *args: Any, **kwargs: Any) -> None:
        original.__init__(self, *args, **kwargs)
        act = getattr(self, mlp.act_attr, None)
        found = P.find_gelu(act) if isinstance(act, nn.Module) else None
        if callable(found):
            setattr(self, mlp.act_attr, found())
    return type(f"Cdna{original.__name__}", (original,),
                {"__init__": __init__, "__module__": __name__, "__cdna_patched__": True})


# ---------------------------------------------------------------- probes: a replacement, or why not

def _probe_rmsnorm(original: type, norm: Norm) -> type | str:
    built = P.find_rmsnorm(original(_PROBE["hidden_size"], eps=1e-6))
    if not callable(built):
        return built or "not an RMSNorm"
    new = built()
    return _norm_class(original, M.RMSNorm, offset=new.offset, out_dtype=new.out_dtype)


def _probe_layernorm(original: type, norm: Norm) -> type | str:
    d = _PROBE["hidden_size"]
    old = original(d, eps=1e-5)
    weight, bias, eps = getattr(old, "weight", None), getattr(old, "bias", None), P._eps_of(old)
    if not isinstance(weight, nn.Parameter) or weight.shape != (d,) or eps is None:
        return "no [D] weight and eps"
    has_bias = isinstance(bias, nn.Parameter)
    params = {"weight": torch.randn(d), **({"bias": torch.randn(d)} if has_bias else {})}
    if not P._agree(old, M.LayerNorm(d, eps, bias=has_bias), params, torch.randn(*P._PROBE_SHAPE, d)):
        return "does not compute a LayerNorm over the last dim (probe disagrees)"
    with torch.no_grad():
        dtype = functional_call(old, {"weight": torch.rand(d) + 0.5, **({"bias": params["bias"]} if has_bias
                                  else {})}, (torch.randn(2, d, dtype=torch.bfloat16),)).dtype
    if dtype != torch.bfloat16:
        return f"returns {dtype} for a bf16 input and fp32 weight; cdna::layernorm returns the input's dtype"
    return _norm_class(original, M.LayerNorm, bias=has_bias)


def _probe_config(family: Family) -> Any:
    import transformers
    return getattr(transformers, family.config)(**_PROBE)


def _probe_mlp(original: type, family: Family) -> type | str:
    mlp = family.mlp
    config = _probe_config(family)
    act = _activation(getattr(config, mlp.act_config, None))
    if act is None:
        return f"the probe config's {mlp.act_config} {getattr(config, mlp.act_config, None)!r} is not SiLU/GeLU"
    if mlp.kind == "plain":
        return _probe_plain_mlp(original, mlp, config)
    old = original(config)
    if mlp.kind == "gated":
        found = P.find_mlp(old)
        return _mlp_class(original, mlp) if callable(found) else (found or "not a gated MLP")
    if not all(isinstance(getattr(old, n, None), nn.Linear) for n in ("gate_up_proj", "down_proj")):
        return "no gate_up_proj/down_proj Linear"
    params = {k: v.detach() for k, v in old.state_dict().items()}
    x = torch.randn(*P._PROBE_SHAPE, old.gate_up_proj.in_features)
    if not P._agree(old, FusedGatedMLP.wrap(old, act), params, x):
        return "forward is not down_proj(act(gate) * up) of gate_up_proj(x).chunk(2) (probe disagrees)"
    return _mlp_class(original, mlp)


def _probe_plain_mlp(original: type, mlp: Mlp, config: Any) -> type | str:
    args = [4 * _PROBE["hidden_size"] if a == "size" else config for a in mlp.init]
    cls = _plain_mlp_class(original, mlp)
    old, new = original(*args).eval(), cls(*args).eval()   # eval: no dropout in the comparison
    if not isinstance(getattr(new, mlp.act_attr, None), M.GELU):
        return f"its {mlp.act_attr} ({type(getattr(old, mlp.act_attr, None)).__name__}) does not probe as a GeLU"
    params = {k: v.detach() for k, v in old.state_dict().items()}
    if not P._agree(old, new, params, torch.randn(*P._PROBE_SHAPE, _PROBE["hidden_size"])):
        return "forward with torch_cdna.nn.GELU as its activation disagrees (probe)"
    return cls


def _probe_router(cls: type, family: Family) -> type | str:
    """``hf_router.router_class(cls)`` with ``TRANSFORMERS_ROUTERS``' settings, if it computes what ``cls`` does
    for tiny configs with ``norm_topk_prob`` off and on (Mixtral ignores it), else why not."""
    settings = hf_router.TRANSFORMERS_ROUTERS.get(cls.__name__)
    if settings is None:
        return f"{cls.__name__} has no entry in hf_router.TRANSFORMERS_ROUTERS"
    new = hf_router.router_class(cls, *settings)
    import transformers
    sizes = dict(_PROBE, num_local_experts=8, num_experts=8, num_experts_per_tok=2)
    for norm in (False, True):
        reason = hf_router.probe_class(cls, new, getattr(transformers, family.config)(**sizes, norm_topk_prob=norm))
        if reason is not None:
            return reason
    return new


_NORM_PROBES: dict[str, Callable[[type, Norm], "type | str"]] = {
    "rmsnorm": _probe_rmsnorm, "layernorm": _probe_layernorm}


def _post_init_hook(original: Callable, report: TransformersPatch, layernorms: bool, attention: bool,
                    experts: bool = False) -> Callable:
    """``post_init`` that first swaps the model's ``nn.LayerNorm``s (``patch``'s rule, parameters shared) and
    then switches its HF attention and (MoE families) its experts to ``"cdna"`` (``patch``'s switches: the
    function each module used before stays its fallback for calls cdna does not support)."""
    rules = [P.RULES["layernorm"]]

    @functools.wraps(original)
    def post_init(self: nn.Module, *args: Any, **kwargs: Any) -> Any:
        sub = P.PatchReport()
        if layernorms:
            P._patch_modules(self, rules, sub)
            report.layernorms += len(sub.replaced)
        result = original(self, *args, **kwargs)
        # an outer model (ForCausalLM) runs post_init after its inner model did: already cdna, nothing to say
        if attention and getattr(getattr(self, "config", None), "_attn_implementation", None) != hf_attention.NAME:
            P._patch_attention(self, sub)
            report.attention_models += sub.attention is not None
        if experts and getattr(getattr(self, "config", None), "_experts_implementation", None) != hf_experts.NAME:
            P._patch_experts(self, sub)
            report.experts_models += sub.experts is not None
        for path, why in sub.skipped:
            entry = (f"{type(self).__name__}.{path}", why)
            if entry not in report.skipped:
                report.skipped.append(entry)
        return result
    post_init.__cdna_patched__ = True  # type: ignore[attr-defined]
    return post_init


def _probe_torch_layernorm() -> str | None:
    """``patch``'s LayerNorm rule agrees with ``nn.LayerNorm`` (weight and bias) on random inputs, or why not."""
    old = nn.LayerNorm(_PROBE["hidden_size"])
    found = P.find_layernorm(old)
    if not callable(found):
        return found or "torch.nn.LayerNorm is not a candidate of patch's LayerNorm rule"
    params = {"weight": torch.randn(_PROBE["hidden_size"]), "bias": torch.randn(_PROBE["hidden_size"])}
    if not P._agree(old, found(), params, torch.randn(*P._PROBE_SHAPE, _PROBE["hidden_size"])):
        return "torch_cdna.nn.LayerNorm disagrees with torch.nn.LayerNorm (probe)"
    return None


# ---------------------------------------------------------------- patching

def _swap(report: TransformersPatch, owner: Any, attr: str, name: str, category: str,
          probe: Callable[[Any], Any]) -> None:
    original = getattr(owner, attr, None)
    if original is None:
        report.skipped.append((name, "no such attribute"))
        return
    if getattr(original, "__cdna_patched__", False):
        report.skipped.append((name, "already patched"))
        return
    new = probe(original)
    if isinstance(new, str):
        report.skipped.append((name, new))
        return
    setattr(owner, attr, new)
    report.changes.append(Change(owner, attr, original, name, category))


def _pretrained_class(module: ModuleType, family: Family) -> type | None:
    """The family's ``PreTrainedModel`` base (whose ``post_init`` every model of the family runs)."""
    named = getattr(module, family.torch_layernorm or "", None)
    if isinstance(named, type):
        return named
    top = getattr(module, family.causal_lm, None)
    for cls in getattr(top, "__mro__", ()):
        if cls.__name__.endswith("PreTrainedModel") and cls.__module__ == module.__name__:
            return cls
    return None


def _hook_post_init(report: TransformersPatch, module: ModuleType, family: Family, attention: bool,
                    experts: bool) -> None:
    layernorms = family.torch_layernorm is not None
    experts = experts and family.experts is not None
    if not (layernorms or attention or experts):
        return
    cls = _pretrained_class(module, family)
    short = module.__name__.rpartition(".")[2]
    name = f"{short}.{cls.__name__ if cls else family.torch_layernorm or 'PreTrainedModel'}.post_init"
    if not isinstance(cls, type) or not hasattr(cls, "post_init"):
        report.skipped.append((name, "no such PreTrainedModel class with post_init"))
        return
    if getattr(cls.__dict__.get("post_init"), "__cdna_patched__", False):
        report.skipped.append((name, "already patched"))
        return
    reason = _probe_torch_layernorm() if layernorms else None
    if reason is not None:
        report.skipped.append((name, reason))
        layernorms = False
    if attention and not hf_attention.available():
        report.skipped.append((name, "transformers has no AttentionInterface: attention is left alone"))
        attention = False
    if experts and not hf_experts.available():
        report.skipped.append((name, "transformers has no experts registry: MoE experts are left alone"))
        experts = False
    if not (layernorms or attention or experts):
        return
    own = cls.__dict__.get("post_init", _MISSING)
    setattr(cls, "post_init", _post_init_hook(cls.post_init, report, layernorms, attention, experts))
    category = "+".join(c for c, on in (("layernorm", layernorms), ("attention", attention), ("experts", experts))
                        if on)
    report.changes.append(Change(cls, "post_init", own, name, category))


def _family(family: Family, report: TransformersPatch, attention: bool, experts: bool) -> None:
    try:
        module = importlib.import_module(family.module)
    except ImportError as e:
        report.skipped.append((family.name, f"transformers has no {family.name} model ({e})"))
        return
    short = module.__name__.rpartition(".")[2]
    for norm in family.norms:
        _swap(report, module, norm.cls, f"{short}.{norm.cls}", "norm",
              lambda c, norm=norm: _NORM_PROBES[norm.kind](c, norm) if isinstance(c, type) else "not a class")
    if family.mlp is not None:
        _swap(report, module, family.mlp.cls, f"{short}.{family.mlp.cls}", "mlp",
              lambda c: _probe_mlp(c, family) if isinstance(c, type) else "not a class")
    if family.rope is not None:
        _swap(report, module, family.rope.function, f"{short}.{family.rope.function}", "rope",
              lambda f: hf_rope.probe(f, family.rope))
    if family.router is not None:
        _swap(report, module, family.router, f"{short}.{family.router}", "moe",
              lambda c: _probe_router(c, family) if isinstance(c, type) else "not a class")
    _hook_post_init(report, module, family, attention, experts)
    report.skipped += list(family.gaps)


def patch_transformers(models: Iterable[str] | None = None, *, attention: bool = True,
                       experts: bool = True) -> TransformersPatch:
    """Swap the norm/MLP classes, the RoPE function and (GPT-2/GPT-NeoX) the LayerNorms of HF ``models``
    (default: every family in ``hf_families.FAMILIES``) for cdna ones, for models built afterwards, and (unless
    ``attention=False``) switch those models' SDPA/eager attention to the ``"cdna"`` attention function
    (``hf_attention``: unsupported calls run the function the model would have used) and (unless
    ``experts=False``) MoE families' experts to the ``"cdna"`` experts function (``hf_experts``: the gated
    activation as one ``cdna::silu_and_mul``); returns the patch (``undo()``, or use it as a context manager).

    Example:
        >>> import torch_cdna.nn as cnn
        >>> cnn.patch_transformers(["bert"])
        Traceback (most recent call last):
        ValueError: torch_cdna.nn.patch_transformers: unknown model families ['bert']; supported: ['llama', 'mistral', 'mixtral', 'qwen2', 'qwen3', 'qwen2_moe', 'qwen3_moe', 'gemma', 'gemma2', 'gemma3', 'phi3', 'gpt_neox', 'gpt2', 'granite', 'olmo2', 'cohere']
    """
    names = list(FAMILIES) if models is None else [str(m).lower() for m in models]
    unknown = [n for n in names if n not in FAMILIES]
    if unknown:
        raise ValueError(f"torch_cdna.nn.patch_transformers: unknown model families {unknown}; supported: "
                         f"{list(FAMILIES)}")
    report = TransformersPatch()
    try:
        for name in names:
            _family(FAMILIES[name], report, attention, experts)
    except BaseException:
        report.undo()
        raise
    return report
