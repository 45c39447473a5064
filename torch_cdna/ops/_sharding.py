"""DTensor sharding rules of the ``cdna`` ops: tensor/sequence parallelism (``parallelize_module``), FSDP2 and DDP.

Every overload in ``torch.ops.cdna`` gets a strategy through ``torch.distributed.tensor.experimental.
register_sharding``. The rules are data: ``FAMILIES`` says, per op family, which dims of the op's first tensor
may be sharded and which argument every output is linear in; ``ARGUMENT_ROLES``/``OUTPUT_ROLES`` say, by schema
name, how the other tensors follow. From them ``strategies`` builds, for one mesh dim:

- everything ``Replicate``;
- for each shardable dim ``d``: every *follower* tensor (x, residual, grad, y, a, b, q, k, v, out, lse and the
  same-named outputs) ``Shard(d)``; parameters (weight, bias, a tensor eps) ``Replicate``; cos/sin
  ``Shard`` on the dim aligned with ``d`` from the right, or ``Replicate`` where they broadcast there; reduced
  outputs (dweight, dbias: sums over rows) ``Partial("sum")``;
- for ops linear in one argument (the backward ops in ``grad``, rope in ``x``): that argument
  ``Partial("sum")``, the other tensors ``Replicate``, every output ``Partial("sum")``.

Shardable dims: row ops (norms, ``*_and_mul``, rope) every dim but the last (the normalised/feature dim);
``silu_mul``/``gelu_mul``/``gelu`` every dim; ``softmax`` every dim but ``dim``; attention batch (0) and heads (1) —
heads only when the mesh size divides the kv heads under GQA, so every rank keeps whole query groups (the rule sees the whole
mesh, so on a 2-D mesh it may refuse a heads split that one mesh dim alone would allow: then DTensor
redistributes, correctly but with a collective). Sequence is never sharded for attention (causal alignment and
the softmax over keys span it).

Registration is lazy: importing ``torch.distributed.tensor`` costs about a second, and ``import torch_cdna`` must
stay cheap, so ``install()`` (run when ``torch_cdna.ops`` is imported) registers at once only if that module is
already loaded, and otherwise adds a one-shot import hook that registers right after it loads — before any
DTensor can exist. ``register()`` is idempotent and may be called directly.

Example:
    >>> import torch, torch_cdna.ops
    >>> import torch.distributed.tensor  # the import hook registers the rules here
    >>> from torch_cdna.ops import _sharding
    >>> _sharding.registered()
    True
    >>> [f.ops[0] for f in _sharding.FAMILIES][:3]
    ['rmsnorm', 'rmsnorm_backward', 'silu_mul']
"""

from __future__ import annotations

import importlib.abc
import sys
import warnings
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

import torch

from .gemm import sharding_strategies as gemm_strategies
from .kv_cache import sharding_strategies as append_kv_strategies
from .paged_attention import sharding_strategies as paged_attention_strategies
from .mla import sharding_strategies as mla_decode_strategies
from .scaled_mm import sharding_strategies as scaled_mm_strategies
from .varlen_attention import sharding_strategies as varlen_attention_strategies
from .qkv_rope import sharding_strategies as qkv_rope_strategies

_DTENSOR_MODULE = "torch.distributed.tensor"

# Roles of tensor arguments and outputs, by schema name (names not listed are followers).
FOLLOW, PARAM, ANGLES, REDUCED = "follow", "param", "angles", "reduced"
HEADS = "heads"  # one value per head (dim 1 of [B, H, S, D]): attention sinks
ARGUMENT_ROLES: dict[str, str] = {"weight": PARAM, "bias": PARAM, "eps": PARAM, "cos": ANGLES, "sin": ANGLES,
                                  "sinks": HEADS}
OUTPUT_ROLES: dict[str, str] = {"dweight": REDUCED, "dbias": REDUCED}


def _first(args: Mapping[str, Any]) -> Any:
    return next(iter(args.values()))


def leading_dims(args: Mapping[str, Any]) -> Iterable[int]:
    """Every dim of the first tensor but the last (row ops normalise/gate/rotate the last dim)."""
    return range(_first(args).ndim - 1)


def every_dim(args: Mapping[str, Any]) -> Iterable[int]:
    """Every dim (elementwise ops)."""
    return range(_first(args).ndim)


def all_but_dim(args: Mapping[str, Any]) -> Iterable[int]:
    """Every dim but the softmax ``dim`` argument."""
    ndim = _first(args).ndim
    return [d for d in range(ndim) if d != args["dim"] % max(ndim, 1)]


def batch_and_heads(args: Mapping[str, Any]) -> Iterable[int]:
    """Batch, and heads when every rank keeps whole GQA groups (the mesh size divides the kv heads)."""
    q, k = (args[n] for n in ("q", "k"))
    if q.shape[1] == k.shape[1] or k.shape[1] % q.mesh.size() == 0:
        return (0, 1)
    return (0,)


@dataclass(frozen=True)
class Family:
    """Op packets sharing one rule: ``dims(args)`` lists the shardable dims of the first tensor argument
    (``args`` maps schema names to DTensorSpecs/values); ``linear_in`` names the argument every output is linear
    in (a ``Partial("sum")`` there passes through), or None."""
    ops: tuple[str, ...]
    dims: Callable[[Mapping[str, Any]], Iterable[int]]
    linear_in: str | None = None
    rule: Callable[..., list] | None = None   # replaces ``strategies`` (ops whose outputs re-lay dims out)


FAMILIES: tuple[Family, ...] = (
    Family(("rmsnorm", "fused_add_rmsnorm", "layernorm", "fused_add_layernorm", "silu_and_mul", "gelu_and_mul"),
           leading_dims),
    Family(("rmsnorm_backward", "layernorm_backward", "silu_and_mul_backward", "gelu_and_mul_backward"),
           leading_dims, linear_in="grad"),
    Family(("silu_mul", "gelu_mul", "gelu"), every_dim),
    Family(("silu_mul_backward", "gelu_mul_backward", "gelu_backward"), every_dim, linear_in="grad"),
    Family(("softmax",), all_but_dim),
    Family(("softmax_backward",), all_but_dim, linear_in="grad"),
    Family(("rope",), leading_dims, linear_in="x"),
    Family(("rope_backward",), leading_dims, linear_in="grad"),
    Family(("attention",), batch_and_heads),
    Family(("attention_backward",), batch_and_heads, linear_in="grad_out"),
    Family(("qkv_rope", "qkv_rope_backward"), leading_dims, rule=qkv_rope_strategies),
    Family(("append_kv",), lambda args: (), rule=append_kv_strategies),
    Family(("paged_attention",), lambda args: (), rule=paged_attention_strategies),
    Family(("mla_decode",), lambda args: (), rule=mla_decode_strategies),
    Family(("varlen_attention", "varlen_attention_backward"), lambda args: (), rule=varlen_attention_strategies),
    Family(("gemm",), leading_dims, rule=gemm_strategies),
    Family(("scaled_mm",), lambda args: (), rule=scaled_mm_strategies),
    Family(("moe_topk_softmax",), leading_dims),
    Family(("moe_topk_softmax_backward",), leading_dims, linear_in="grad"),
    Family(("moe_topk_sigmoid",), leading_dims),   # bias [E] replicated (leading dims only)
    Family(("moe_topk_sigmoid_backward",), leading_dims, linear_in="grad"),
    # per-token scales (and MX blocks) stay within a row; a per-tensor amax or a given scale spans every row
    Family(("quantize_fp8",), lambda args: leading_dims(args) if args["scale"] is None and args["granularity"]
           == "token" else ()),
    Family(("rmsnorm_quant_fp8",), lambda args: leading_dims(args) if args.get("scale") is None else ()),
    Family(("quantize_mxfp4",), leading_dims),
    Family(("moe_align", "grouped_gemm", "fused_moe", "fused_moe_backward"), lambda args: ()),  # replicated
)
FAMILY_OF: dict[str, Family] = {name: family for family in FAMILIES for name in family.ops}


def _angles_placement(angles: Any, x: Any, d: int, shard: type, replicate: Any) -> Any:
    """cos/sin broadcast to x.shape[:-1] + (D/2,) from the right: Shard on the dim aligned with x's dim ``d``
    where they have it at full size, Replicate where they broadcast over it."""
    j = d - (x.ndim - angles.ndim)
    return replicate if j < 0 or angles.shape[j] == 1 else shard(j)


def strategies(schema: torch.FunctionSchema, family: Family, args: Mapping[str, Any]) -> list[tuple[list, list]]:
    """The acceptable (output placements, input placements) of one call on one mesh dim (module docstring);
    ``args`` maps every schema argument name, in schema order, to its DTensorSpec (tensors), None or value;
    the first argument is a tensor."""
    from torch.distributed.tensor import Partial, Replicate, Shard

    outputs = [OUTPUT_ROLES.get(r.name, FOLLOW) for r in schema.returns]
    tensors = {name: v for name, v in args.items() if hasattr(v, "placements")}
    x = _first(tensors)

    def inputs(place: Callable[[str, Any], Any]) -> list:
        return [place(name, tensors[name]) if name in tensors else None for name in args]

    result = [([Replicate()] * len(outputs), inputs(lambda name, t: Replicate()))]
    for d in family.dims(args):
        def place(name: str, t: Any, d: int = d) -> Any:
            role = ARGUMENT_ROLES.get(name, FOLLOW)
            if role == ANGLES:
                return _angles_placement(t, x, d, Shard, Replicate())
            if role == HEADS:
                return Shard(0) if d == 1 else Replicate()
            return Shard(d) if role == FOLLOW else Replicate()
        result.append(([Partial() if role == REDUCED else Shard(d) for role in outputs], inputs(place)))
    if family.linear_in is not None:
        result.append(([Partial()] * len(outputs),
                       inputs(lambda name, t: Partial() if name == family.linear_in else Replicate())))
    return result


def _sharding_fn(overload: torch._ops.OpOverload, family: Family) -> Callable[..., list]:
    schema = overload._schema

    def sharding(*args: Any, **kwargs: Any) -> list:
        named = {a.name: (args[i] if i < len(args) else kwargs.get(a.name, a.default_value))
                 for i, a in enumerate(schema.arguments)}
        return (family.rule or strategies)(schema, family, named)

    sharding.__name__ = f"cdna_{overload._schema.name.split('::')[-1]}_sharding"
    return sharding


_registered: set[str] = set()


def registered() -> bool:
    """Whether every ``cdna`` overload has its sharding rule registered."""
    return bool(_registered) and _registered >= set(overload_names())


def overload_names() -> list[str]:
    """``"name.overload"`` of every overload in ``torch.ops.cdna``: the registry's (every op and overload is
    defined through an ``OpDef``; tests/ops/test_registry.py checks the namespace holds nothing else). An
    overload shares its op's family: its schema keeps the default's argument names (a ``tensor_eps`` overload's
    eps tensor is a parameter, ``Replicate``)."""
    from ._registry import overload_names as registered_names
    return registered_names()


def register() -> list[str]:
    """Register the sharding rule of every ``cdna`` overload with DTensor (idempotent; imports
    ``torch.distributed.tensor``). Returns the overloads whose op has no family in ``FAMILIES`` (left
    unregistered: DTensor calls of them raise 'no sharding strategy'; add their family)."""
    from torch.distributed.tensor.experimental import register_sharding

    from ._registry import NAMESPACE
    unknown = []
    for full in overload_names():
        name, overload_name = full.split(".")
        family = FAMILY_OF.get(name)
        if family is None:
            unknown.append(full)
        elif full not in _registered:
            overload = getattr(getattr(getattr(torch.ops, NAMESPACE), name), overload_name)
            register_sharding(overload)(_sharding_fn(overload, family))
            _registered.add(full)
    return unknown


def _register_quietly() -> None:
    """``register`` from the import hook: a failure warns instead of breaking ``import torch.distributed.tensor``."""
    try:
        unknown = register()
    except (ImportError, AttributeError, TypeError) as exc:  # an API change in another PyTorch version
        warnings.warn(f"torch_cdna: could not register DTensor sharding rules for the cdna ops on PyTorch "
                      f"{torch.__version__} ({exc!r}); cdna ops on DTensors will raise 'no sharding strategy'. "
                      f"Call torch_cdna.ops._sharding.register() to see the full error", stacklevel=2)
        return
    if unknown:
        warnings.warn(f"torch_cdna: no DTensor sharding rule for {unknown}: add their family to FAMILIES in "
                      f"torch_cdna/ops/_sharding.py", stacklevel=2)


class _RunAfter(importlib.abc.Loader):
    """Loader proxy: runs ``after()`` once the wrapped loader has executed the module."""

    def __init__(self, loader: Any, after: Callable[[], None]) -> None:
        self._loader, self._after = loader, after

    def create_module(self, spec: Any) -> Any:
        return self._loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        self._loader.exec_module(module)
        module.__loader__ = module.__spec__.loader = self._loader  # hide the proxy from later users
        self._after()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._loader, name)


class _AfterImport(importlib.abc.MetaPathFinder):
    """One-shot meta-path finder: wraps the loader of ``torch.distributed.tensor`` (found by the other
    finders) so that ``register`` runs right after the module loads."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname != _DTENSOR_MODULE:
            return None
        if self in sys.meta_path:
            sys.meta_path.remove(self)
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find is not None else None
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _RunAfter(spec.loader, _register_quietly)
                return spec
        return None


def install() -> None:
    """Register now if ``torch.distributed.tensor`` is loaded, else when it loads (module docstring); nothing
    when PyTorch was built without distributed support."""
    if not torch.distributed.is_available():
        return
    if _DTENSOR_MODULE in sys.modules:
        _register_quietly()
    elif not any(isinstance(f, _AfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterImport())


install()
