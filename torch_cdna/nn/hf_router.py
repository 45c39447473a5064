"""MoE routers on ``cdna::moe_topk_softmax``: a drop-in for Hugging Face's ``MixtralTopKRouter``,
``Qwen2MoeTopKRouter`` and ``Qwen3MoeTopKRouter``, and the ``patch`` rule that swaps them.

Those routers compute ``logits = F.linear(x, weight)``, an fp32 softmax over the experts, ``torch.topk`` and
(Mixtral always, Qwen per ``config.norm_topk_prob``) a renormalisation of the k weights, and return
``(logits, scores, ids)``; Mixtral's scores stay fp32, Qwen's are cast to the logits' dtype. ``TopKRouter`` does
the same with one ``cdna::moe_topk_softmax`` after the projection (which stays an aten GEMM). Its weight is
the router's ``weight`` parameter, so state_dict keys are unchanged; the gradient reaches it through the op's
backward (the router is trained).

``find_router`` recognises a router by structure (one 2-D ``weight`` parameter ``[E, H]``, an int ``top_k``, no
children or buffers) and by a probe: original and candidate run on a random fp32 input with random weights
(ops in reference mode) and must agree on logits, scores and ids; the probe also learns ``renormalize`` and,
from a bf16 run of the original, the scores' dtype. The replacement is an instance of a subclass of the
original class (``CdnaMixtralTopKRouter``, ...), holding the same Parameter: HF records ``router_logits`` (the
load-balancing loss's input) by ``isinstance`` on the router class, which keeps working. Routers with more than
``moe_routing.MAX_EXPERTS`` experts or ``top_k`` above ``MAX_K`` are left alone (no kernel).

Ties: the op puts the lowest expert id first among equal probabilities, where ``torch.topk`` leaves the order
open; with random router weights ties do not occur, so outputs equal eager's.

Example:
    >>> import torch
    >>> from torch_cdna import _config
    >>> router = TopKRouter(8, 16, 2, renormalize=True)
    >>> with _config.override(ops_impl="reference"):
    ...     logits, scores, ids = router(torch.randn(3, 16))
    >>> logits.shape, scores.shape, ids.dtype
    (torch.Size([3, 8]), torch.Size([3, 2]), torch.int64)
"""

from __future__ import annotations

from typing import Any, Callable

import torch
import torch.nn.functional as F
from torch import nn
from torch.func import functional_call

from .. import _config
from ..ops.moe_routing import MAX_EXPERTS, MAX_K

SCORES_DTYPES = ("float32", "logits")   # Mixtral: fp32 scores; Qwen2/3-MoE: cast to the logits' dtype
_PROBE_TOKENS = 6
_PROBE_SEED = 20261127


def route(router: nn.Module, hidden_states: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``(logits, scores, ids)`` of ``router`` (``weight``, ``hidden_dim``, ``top_k``, ``renormalize``,
    ``scores_dtype``) for ``hidden_states`` [..., H], as HF's TopKRouter forward returns them. ``renormalize``
    may name a bool attribute of the router instead (``"norm_topk_prob"``: Qwen's config flag)."""
    hidden_states = hidden_states.reshape(-1, router.hidden_dim)
    logits = F.linear(hidden_states, router.weight)
    renormalize = router.renormalize
    if isinstance(renormalize, str):
        renormalize = bool(getattr(router, renormalize))
    scores, ids = torch.ops.cdna.moe_topk_softmax(logits, router.top_k, renormalize=renormalize)
    if router.scores_dtype == "logits":
        scores = scores.to(logits.dtype)
    return logits, scores, ids


class CdnaRouter:
    """Mixin of every cdna router (``TopKRouter`` and the ``Cdna<HF router>`` subclasses): ``forward`` is
    ``route``; ``isinstance(m, CdnaRouter)`` finds them all."""

    def forward(self, hidden_states: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return route(self, hidden_states)


class TopKRouter(CdnaRouter, nn.Module):
    """Softmax top-k MoE router: ``weight`` [num_experts, hidden_dim]; ``forward(x)`` returns
    ``(logits [T, E], scores [T, top_k], ids [T, top_k] int64)`` with ``T`` the tokens of ``x`` [..., H].

    Example:
        >>> r = TopKRouter(4, 8, 1)
        >>> r.weight.shape, r.renormalize, r.scores_dtype
        (torch.Size([4, 8]), False, 'float32')
    """

    def __init__(self, num_experts: int, hidden_dim: int, top_k: int, *, renormalize: bool = False,
                 scores_dtype: str = "float32", device: Any = None, dtype: torch.dtype | None = None) -> None:
        super().__init__()
        if scores_dtype not in SCORES_DTYPES:
            raise ValueError(f"TopKRouter: scores_dtype={scores_dtype!r}; allowed: {SCORES_DTYPES}")
        self.num_experts, self.hidden_dim, self.top_k = num_experts, hidden_dim, top_k
        self.renormalize, self.scores_dtype = renormalize, scores_dtype
        self.weight = nn.Parameter(torch.empty(num_experts, hidden_dim, device=device, dtype=dtype))
        nn.init.normal_(self.weight, std=0.02)

    def extra_repr(self) -> str:
        return (f"num_experts={self.num_experts}, hidden_dim={self.hidden_dim}, top_k={self.top_k}, "
                f"renormalize={self.renormalize}, scores_dtype={self.scores_dtype!r}")


_SUBCLASSES: dict[tuple, type] = {}
# transformers' softmax top-k routers: class name -> (renormalize, scores dtype) of ``router_class``, for swapping
# the class itself before models are built (``patch_transformers``); instances made by ``wrap`` set their own.
TRANSFORMERS_ROUTERS: dict[str, tuple[bool | str, str]] = {
    "MixtralTopKRouter": (True, "float32"),
    "Qwen2MoeTopKRouter": ("norm_topk_prob", "logits"),
    "Qwen3MoeTopKRouter": ("norm_topk_prob", "logits"),
}


def router_class(cls: type, renormalize: bool | str = False, scores_dtype: str = "float32") -> type:
    """``Cdna<cls name>``: a subclass of the HF router class ``cls`` whose forward is ``route``, with class-level
    ``renormalize``/``scores_dtype`` defaults (cached per arguments). Its constructor is ``cls``'s (a config).

    Example (``patch_transformers`` style):
        >>> from transformers.models.mixtral import modeling_mixtral as mm     # doctest: +SKIP
        >>> mm.MixtralTopKRouter = router_class(mm.MixtralTopKRouter, *TRANSFORMERS_ROUTERS["MixtralTopKRouter"])  # doctest: +SKIP
    """
    if scores_dtype not in SCORES_DTYPES:
        raise ValueError(f"router_class: scores_dtype={scores_dtype!r}; allowed: {SCORES_DTYPES}")
    key = (cls, renormalize, scores_dtype)
    sub = _SUBCLASSES.get(key)
    if sub is None:
        sub = type(f"Cdna{cls.__name__}", (CdnaRouter, cls), {
            "__module__": __name__, "renormalize": renormalize, "scores_dtype": scores_dtype,
            "__doc__": f"{cls.__name__} on cdna::moe_topk_softmax (torch_cdna.nn.hf_router)"})
        _SUBCLASSES[key] = sub
    return sub


def probe_class(original: type, replacement: type, config: Any) -> str | None:
    """None when ``replacement(config)`` computes what ``original(config)`` does (same random weight, random fp32
    tokens, reference ops; ``config``: a tiny one whose norm flags are set as the models' will be), else why not."""
    a, b = original(config), replacement(config)
    weight = a._parameters.get("weight")
    if not isinstance(weight, nn.Parameter) or weight.dim() != 2:
        return f"{original.__name__} has no 2-D weight parameter"
    gen = torch.Generator().manual_seed(_PROBE_SEED)   # logits of order 1: see find_router
    params = {"weight": torch.randn(weight.shape, generator=gen) * weight.shape[1] ** -0.5}
    x = torch.randn(_PROBE_TOKENS, weight.shape[1], generator=gen)
    want, got = _outputs(a, params, x), _outputs(b, params, x)
    if want is None or got is None or not _agree(want, got):
        return f"{replacement.__name__} disagrees with {original.__name__} (probe)"
    low = {k: v.to(torch.bfloat16) for k, v in params.items()}
    want, got = _outputs(a, low, x.to(torch.bfloat16)), _outputs(b, low, x.to(torch.bfloat16))
    if want is None or got is None or want[1].dtype != got[1].dtype:
        return f"{replacement.__name__} returns scores of another dtype than {original.__name__} for bf16 inputs"
    return None


def wrap(module: nn.Module, renormalize: bool, scores_dtype: str) -> nn.Module:
    """The cdna replacement of the HF router ``module``: an instance of ``router_class(type(module))`` with its
    public attributes (``top_k``, ``num_experts``, ``hidden_dim``, ``norm_topk_prob``, ...) and the same
    ``weight`` Parameter (not a copy)."""
    cls = router_class(type(module))
    new = cls.__new__(cls)
    nn.Module.__init__(new)
    for name, value in vars(module).items():
        if not name.startswith("_") and name != "training":
            setattr(new, name, value)
    new.weight = module.weight
    new.renormalize, new.scores_dtype = renormalize, scores_dtype
    new.train(module.training)
    return new


def _outputs(module: nn.Module, params: dict, x: torch.Tensor) -> tuple | None:
    with torch.no_grad(), _config.override(ops_impl="reference"):
        try:
            out = functional_call(module, params, (x,))
        except Exception:  # an unexpected forward is simply not a match
            return None
    return out if isinstance(out, tuple) and len(out) == 3 and all(isinstance(t, torch.Tensor) for t in out) else None


def _agree(want: tuple, got: tuple) -> bool:
    if len(got) != 3:
        return False
    (lw, sw, iw), (lg, sg, ig) = want, got
    return (lw.shape == lg.shape and sw.shape == sg.shape and iw.shape == ig.shape and torch.equal(iw, ig)
            and torch.allclose(lw, lg, atol=1e-5, rtol=1e-4) and torch.allclose(sw.float(), sg.float(), atol=1e-5,
                                                                                  rtol=1e-4))


def find_router(module: nn.Module) -> Callable[[], nn.Module] | str | None:
    """A ``patch`` rule (see the module docstring): a builder of the replacement, a reason to leave a router
    alone, or None for modules that are no router."""
    if type(module).__module__.startswith("torch_cdna."):
        return None
    weight, top_k = module._parameters.get("weight"), getattr(module, "top_k", None)
    if (not isinstance(weight, nn.Parameter) or weight.dim() != 2 or not isinstance(top_k, int)
            or isinstance(top_k, bool) or len(module._parameters) != 1 or next(module.children(), None) is not None
            or next(module.buffers(), None) is not None):
        return None
    e, h = weight.shape
    if e > MAX_EXPERTS or not 1 <= top_k <= min(MAX_K, e):
        return (f"router with {e} experts and top_k={top_k}: cdna::moe_topk_softmax kernels take at most "
                f"{MAX_EXPERTS} experts and top_k <= {MAX_K}")
    if weight.device.type == "meta":
        return "meta tensors cannot be probed"
    if getattr(module, "hidden_dim", h) != h:
        return f"hidden_dim {module.hidden_dim} is not the weight's {h}"
    # Probe logits of order 1 (weights ~ h**-0.5): a saturated softmax (one probability ~1, the rest ~0) makes
    # the top-k sum 1 and hides whether the router renormalises. Own generator: the verdict must not depend on
    # (or move) the caller's random state.
    gen = torch.Generator().manual_seed(_PROBE_SEED)
    x = torch.randn(_PROBE_TOKENS, h, generator=gen).to(weight.device)
    params = {"weight": (torch.randn(e, h, generator=gen) * h ** -0.5).to(weight.device)}
    want = _outputs(module, params, x)
    if want is None:
        return None   # a module with weight and top_k whose forward is not (logits, scores, ids)
    found = [r for r in (False, True) if _agree(want, _outputs(TopKRouter(e, h, top_k, renormalize=r,
                                                                         device=weight.device), params, x) or ())]
    if len(found) != 1:
        return ("has weight and top_k but is not linear + softmax + top-k (+ renormalisation) (probe disagrees)"
                if not found else "probe inconclusive: renormalised and plain top-k scores agree on its input")
    renormalize = found[0]
    low = _outputs(module, {k: v.to(torch.bfloat16) for k, v in params.items()}, x.to(torch.bfloat16))
    scores = "float32" if low is None or low[1].dtype == torch.float32 else "logits"
    return lambda: wrap(module, renormalize, scores)
