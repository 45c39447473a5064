"""``patch(model)``: swap a model's norms, gated MLPs, GeLU activations and attention function for the cdna
drop-ins, in place.

Candidates are found by structure rather than by class name, so every model family's copy of the same code
is covered (HF ``LlamaRMSNorm``/``Qwen2RMSNorm``/``MistralRMSNorm``/Gemma's, ``torch.nn.RMSNorm``,
``torch.nn.LayerNorm``, HF ``*MLP`` modules with ``gate_proj/up_proj/down_proj/act_fn``, parameterless
activation modules computing a GeLU: ``nn.GELU``, HF's ``NewGELUActivation`` / ``GELUActivation`` in GPT-2's and
GPT-NeoX's plain MLPs). A structural
candidate is replaced only after a *probe* shows the replacement computes what the original does: both run
on a small random fp32 input (random weights for norms) with the ops in reference mode, and, for norms, once
more with a bf16 input and an fp32 weight to learn the output-dtype rule. Anything that disagrees is left
alone and listed in the report with the reason. Replacements share the original parameters (no copies), so
state_dicts are unchanged. Attention goes through HF's attention-function registry (``hf_attention``).

Each kind of candidate is a ``Rule`` (a name, a ``find`` returning a replacement builder or a reason) in
``RULES``; ``patch(..., targets=...)`` picks rules by name.

Example:
    >>> import torch, torch_cdna.nn as cnn
    >>> model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.LayerNorm(8))
    >>> report = cnn.patch(model)
    >>> report.counts()["layernorm"], type(model[1]).__name__
    (1, 'LayerNorm')
    >>> cnn.unpatch(model, report); type(model[1]).__module__
    'torch.nn.modules.normalization'
"""

from __future__ import annotations

import collections
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import torch
import torch.nn.functional as F
from torch import nn
from torch.func import functional_call

from .. import _config
from . import hf_attention, hf_experts, hf_router, modules as M

_PROBE_SHAPE = (2, 3)


@dataclass
class Replacement:
    path: str
    kind: str
    old: nn.Module
    new: nn.Module

    def __str__(self) -> str:
        return f"{self.path}: {type(self.old).__name__} -> torch_cdna.nn.{type(self.new).__name__} ({self.kind})"


@dataclass
class PatchReport:
    """What ``patch`` did: ``replaced`` modules, ``skipped`` candidates with reasons, the attention switch."""
    replaced: list[Replacement] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    attention: tuple[str, str] | None = None   # (previous implementation, new one)
    attention_modules: int = 0
    experts: tuple[str, int] | None = None   # (previous experts implementation, experts modules now cdna)

    def counts(self) -> collections.Counter[str]:
        """Replacements per kind (``attention`` counts the attention modules now using cdna)."""
        c = collections.Counter(r.kind for r in self.replaced)
        if self.attention is not None:
            c["attention"] = self.attention_modules
        if self.experts is not None:
            c["experts"] = self.experts[1]
        return c

    def __str__(self) -> str:
        lines = [str(r) for r in self.replaced]
        if self.attention is not None:
            lines.append(f"attention: {self.attention[0]} -> {self.attention[1]} ({self.attention_modules} modules)")
        if self.experts is not None:
            lines.append(f"experts: {self.experts[0]} -> {hf_experts.NAME} ({self.experts[1]} modules)")
        lines += [f"{path}: not replaced ({why})" for path, why in self.skipped]
        return "\n".join(lines) or "nothing to patch"


Builder = Callable[[], nn.Module]


@dataclass(frozen=True)
class Rule:
    """``find(module) -> Builder | str | None``: a builder of the replacement, a reason to skip, or None when
    the module is not a candidate of this rule at all."""
    name: str
    find: Callable[[nn.Module], "Builder | str | None"]


# ---------------------------------------------------------------- probing

def _probe_device(module: nn.Module) -> torch.device | None:
    p = next(iter(module.parameters()), None)
    return None if p is None else p.device


def _agree(old: nn.Module, new: nn.Module, params: dict[str, torch.Tensor], x: torch.Tensor,
           atol: float = 1e-4) -> bool:
    """Do ``old`` and ``new`` compute the same thing on ``x`` with ``params`` (fp32, reference ops)?"""
    with torch.no_grad(), _config.override(ops_impl="reference"):
        try:
            want, got = functional_call(old, params, (x,)), functional_call(new, params, (x,))
        except Exception:  # an unexpected forward is simply not a match
            return False
    return isinstance(want, torch.Tensor) and want.shape == got.shape and torch.allclose(
        want.float(), got.float(), atol=atol, rtol=1e-3)


def _out_dtype(old: nn.Module, d: int, device: torch.device) -> str:
    """'promote' or 'input': the dtype a bf16 input times an fp32 weight comes back in."""
    x = torch.randn(*_PROBE_SHAPE, d, device=device, dtype=torch.bfloat16)
    with torch.no_grad():
        try:
            y = functional_call(old, {"weight": torch.rand(d, device=device) + 0.5}, (x,))
        except Exception:
            return "input"
    return "promote" if y.dtype == torch.float32 else "input"


# ---------------------------------------------------------------- rules

def _eps_of(module: nn.Module) -> Any:
    for name in ("variance_epsilon", "eps", "epsilon"):
        v = getattr(module, name, None)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return float(v)
    return None


def _is_ours(module: nn.Module) -> bool:
    return type(module).__module__.startswith("torch_cdna.")


def find_rmsnorm(module: nn.Module) -> Builder | str | None:
    """``torch.nn.RMSNorm``, or a leaf with a 1-D ``weight`` and an eps attribute that probes as an RMSNorm
    (weight or ``1 + weight``)."""
    if _is_ours(module):
        return None
    if isinstance(module, nn.RMSNorm):
        if len(module.normalized_shape) != 1:
            return f"normalized_shape {tuple(module.normalized_shape)} spans several dims"
        return lambda: _share(M.RMSNorm(module.normalized_shape[0], module.eps, module.elementwise_affine,
                                        out_dtype="input"), module)
    weight, eps = getattr(module, "weight", None), _eps_of(module)
    if (isinstance(module, (nn.LayerNorm, nn.GroupNorm)) or not isinstance(weight, nn.Parameter)
            or weight.dim() != 1 or eps is None or getattr(module, "bias", None) is not None
            or next(module.children(), None) is not None):
        return None
    device, d = weight.device, weight.shape[0]
    if device.type == "meta":
        return "meta tensors cannot be probed"
    x, params = torch.randn(*_PROBE_SHAPE, d, device=device), {"weight": torch.randn(d, device=device)}
    for offset in (0.0, 1.0):
        candidate = M.RMSNorm(d, eps, offset=offset, out_dtype="input", device=device)
        if _agree(module, candidate, params, x):
            out_dtype = _out_dtype(module, d, device) if not offset else "input"
            return lambda: _share(M.RMSNorm(d, eps, offset=offset, out_dtype=out_dtype), module)
    return "has weight and eps but does not compute an RMSNorm (probe disagrees)"


def find_layernorm(module: nn.Module) -> Builder | str | None:
    """``torch.nn.LayerNorm`` over the last dim, or a leaf with a 1-D ``weight`` (and optional 1-D ``bias``) and
    an eps attribute that probes as a LayerNorm over the last dim (e.g. Cohere's mean-centred ``CohereLayerNorm``)."""
    if _is_ours(module):
        return None
    if isinstance(module, nn.LayerNorm):
        if len(module.normalized_shape) != 1:
            return f"normalized_shape {tuple(module.normalized_shape)} spans several dims"
        return lambda: _share(M.LayerNorm(module.normalized_shape[0], module.eps, module.elementwise_affine,
                                          bias=module.bias is not None), module)
    weight, bias, eps = getattr(module, "weight", None), getattr(module, "bias", None), _eps_of(module)
    if (isinstance(module, (nn.RMSNorm, nn.GroupNorm)) or not isinstance(weight, nn.Parameter)
            or weight.dim() != 1 or eps is None or next(module.children(), None) is not None
            or next(module.buffers(), None) is not None  # running statistics (batch norms): a probe would move them
            or not (bias is None or (isinstance(bias, nn.Parameter) and bias.shape == weight.shape))):
        return None
    device, d = weight.device, weight.shape[0]
    if device.type == "meta":
        return "meta tensors cannot be probed"
    params = {"weight": torch.randn(d, device=device)}
    if bias is not None:
        params["bias"] = torch.randn(d, device=device)
    candidate = M.LayerNorm(d, eps, bias=bias is not None, device=device)
    if not _agree(module, candidate, params, torch.randn(*_PROBE_SHAPE, d, device=device) * 3 + 1):
        return "has weight and eps but does not compute a LayerNorm (probe disagrees)"
    if _out_dtype(module, d, device) != "input":
        return "returns fp32 for a bf16 input and fp32 weight; cdna::layernorm returns the input's dtype"
    return lambda: _share(M.LayerNorm(d, eps, bias=bias is not None), module)


_ACTIVATION_PROBES = (("silu", F.silu), ("gelu", F.gelu), ("gelu_tanh", lambda t: F.gelu(t, approximate="tanh")))


def _activation(act: Any, device: torch.device) -> str | None:
    # +-12 and +-30 too: a clipped GeLU (HF's gelu_10) agrees with GeLU inside [-10, 10] only
    t = torch.cat([torch.linspace(-6, 6, 97), torch.tensor([-30.0, -12.0, 12.0, 30.0])]).to(device)
    with torch.no_grad():
        try:
            y = act(t)
        except Exception:
            return None
    for name, fn in _ACTIVATION_PROBES:
        if isinstance(y, torch.Tensor) and torch.allclose(y, fn(t), atol=1e-6, rtol=1e-5):
            return name
    return None


def find_mlp(module: nn.Module) -> Builder | str | None:
    """HF gated MLPs: ``down_proj(act_fn(gate_proj(x)) * up_proj(x))`` with SiLU or GeLU."""
    names = ("gate_proj", "up_proj", "down_proj")
    if _is_ours(module) or not all(isinstance(getattr(module, n, None), nn.Linear) for n in names):
        return None
    device = _probe_device(module)
    if device is None or device.type == "meta":
        return "meta tensors cannot be probed"
    act = _activation(getattr(module, "act_fn", None), device)
    if act is None:
        return f"activation {type(getattr(module, 'act_fn', None)).__name__} is not SiLU or GeLU"
    candidate = M.GatedMLP.wrap(module, act)
    params = {k: v.detach().float() for k, v in module.state_dict(keep_vars=True).items()}
    x = torch.randn(*_PROBE_SHAPE, module.gate_proj.in_features, device=device)
    if not _agree(module, candidate, params, x, atol=1e-4):
        return "forward is not down_proj(act(gate_proj(x)) * up_proj(x)) (probe disagrees)"
    return lambda: M.GatedMLP.wrap(module, act)


_GELUS = {"gelu": "none", "gelu_tanh": "tanh"}   # _activation's name -> cdna::gelu's approximate


def find_gelu(module: nn.Module) -> Builder | str | None:
    """A leaf module without parameters or buffers whose forward probes as GeLU (exact or tanh): ``nn.GELU``,
    HF's ``NewGELUActivation`` (GPT-2), ``GELUActivation`` (GPT-NeoX), ``GELUTanh``, ... -> ``torch_cdna.nn.GELU``."""
    if (_is_ours(module) or next(module.children(), None) is not None
            or next(module.parameters(), None) is not None or next(module.buffers(), None) is not None):
        return None
    act = _activation(module, torch.device("cpu"))
    if act not in _GELUS:
        return None   # most parameterless leaves (dropout, identity, other activations) are no candidates
    return lambda: M.GELU(_GELUS[act])


def _share(new: nn.Module, old: nn.Module) -> nn.Module:
    """``new`` holding ``old``'s parameters (the same Parameter objects, so optimisers and ties keep working)."""
    for name in ("weight", "bias"):
        p = getattr(old, name, None)
        if p is not None or name in new._parameters:
            setattr(new, name, p)
    return new


RULES: dict[str, Rule] = {r.name: r for r in (
    Rule("rmsnorm", find_rmsnorm),
    Rule("layernorm", find_layernorm),
    Rule("mlp", find_mlp),
    Rule("gelu", find_gelu),
    Rule("router", hf_router.find_router),   # HF MoE TopKRouters -> cdna::moe_topk_softmax (hf_router.py)
)}
TARGETS = (*RULES, "attention", "experts")


# ---------------------------------------------------------------- patch / unpatch

def _set(model: nn.Module, path: str, new: nn.Module) -> None:
    parent, _, name = path.rpartition(".")
    setattr(model.get_submodule(parent), name, new)


def _patch_modules(model: nn.Module, rules: list[Rule], report: PatchReport) -> None:
    done: dict[int, nn.Module] = {}
    replaced: list[str] = []
    for path, module in list(model.named_modules(remove_duplicate=False)):
        if any(path.startswith(p + ".") for p in replaced):
            continue  # inside a module replaced already (a gated MLP's act_fn): not part of the model any more
        if id(module) in done:
            _set(model, path, done[id(module)])
            continue
        reasons = []  # a rule's reason counts only if no later rule takes the module (RMSNorm vs LayerNorm probes)
        for rule in rules:
            found = rule.find(module)
            if isinstance(found, str):
                reasons.append(found)
            if found is None or isinstance(found, str):
                continue
            if not path:
                reasons.append("root module")
                break
            new = found().to(next(module.parameters(), torch.empty(0)).device)
            replaced.append(path)
            new.train(module.training)
            _set(model, path, new)
            done[id(module)] = new
            report.replaced.append(Replacement(path, rule.name, module, new))
            reasons.clear()
            break
        if reasons:
            report.skipped.append((path or "<root>", "; ".join(reasons)))


def _attention_modules(model: nn.Module, implementation: str) -> list[nn.Module]:
    """HF attention modules (``*Attention`` with a config) whose config selects ``implementation``."""
    return [m for m in model.modules() if type(m).__name__.endswith("Attention")
            and getattr(getattr(m, "config", None), "_attn_implementation", None) == implementation]


def _patch_attention(model: nn.Module, report: PatchReport) -> None:
    config = getattr(model, "config", None)
    current = getattr(config, "_attn_implementation", None)
    if config is None or current is None:
        return
    if current not in hf_attention.SWITCHABLE:
        report.skipped.append(("<attention>", f"attention implementation {current!r} is kept"))
        return
    if not hf_attention.available():
        report.skipped.append(("<attention>", "transformers has no AttentionInterface"))
        return
    # cdna's fallback is the function each module uses now (Gemma 2's eager soft-capping, not SDPA)
    reason = hf_attention.remember_previous(_attention_modules(model, current), current)
    if reason is not None:
        report.skipped.append(("<attention>", reason))
        return
    hf_attention.register()
    if hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(hf_attention.NAME)
    else:
        config._attn_implementation = hf_attention.NAME
    report.attention = (current, hf_attention.NAME)
    report.attention_modules = len(_attention_modules(model, hf_attention.NAME))


def _patch_experts(model: nn.Module, report: PatchReport) -> None:
    if not hf_experts.experts_modules(model):
        return
    switched = hf_experts.switch(model)
    if isinstance(switched, str):
        report.skipped.append(("<experts>", switched))
    else:
        report.experts = switched


def patch(model: nn.Module, *, targets: Iterable[str] = TARGETS) -> PatchReport:
    """Replace ``model``'s supported submodules with ``torch_cdna.nn`` drop-ins in place; return a report.

    ``targets``: any of ``"rmsnorm"``, ``"layernorm"``, ``"mlp"``, ``"gelu"``, ``"router"`` (HF MoE top-k softmax
    routers, ``hf_router``), ``"attention"``, ``"experts"`` (HF MoE experts switched to the ``"cdna"`` experts
    function, ``hf_experts``) (default: all).

    Example:
        >>> import torch, torch_cdna.nn as cnn
        >>> model = torch.nn.Sequential(torch.nn.RMSNorm(16), torch.nn.Linear(16, 16))
        >>> print(cnn.patch(model, targets=["rmsnorm"]))
        0: RMSNorm -> torch_cdna.nn.RMSNorm (rmsnorm)
    """
    targets = tuple(targets)
    unknown = [t for t in targets if t not in TARGETS]
    if unknown:
        raise ValueError(f"torch_cdna.nn.patch: unknown targets {unknown}; allowed: {list(TARGETS)}")
    report = PatchReport()
    _patch_modules(model, [RULES[t] for t in targets if t in RULES], report)
    if "attention" in targets:
        _patch_attention(model, report)
    if "experts" in targets:
        _patch_experts(model, report)
    return report


def unpatch(model: nn.Module, report: PatchReport) -> None:
    """Undo ``patch``: put the original modules (and attention implementation) back."""
    for r in reversed(report.replaced):
        for path, module in list(model.named_modules(remove_duplicate=False)):
            if module is r.new:
                _set(model, path, r.old)
    if report.attention is not None:
        previous = report.attention[0]
        if hasattr(model, "set_attn_implementation"):
            model.set_attn_implementation(previous)
        else:
            model.config._attn_implementation = previous
        for module in model.modules():
            hf_attention.forget_previous(module)
    if report.experts is not None:
        hf_experts.unswitch(model, report.experts[0])
