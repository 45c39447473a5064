"""Registering a fusion's spellings with Inductor's pattern matcher (``register_replacement``).

A fusion module describes each way user code spells the computation as a ``Spelling``: a search function
written as ordinary eager code, the replacement calling the ``cdna::`` op, example-input builders and the
scalar arguments the matcher must capture (``eps``, ``scale``). ``register_spellings`` traces every
spelling once per dtype *structure* (fp32 traces have no casts; bf16 traces stand for bf16 and fp16 because
the matcher ignores dtype literals in its first pass and re-traces with the real dtypes before replacing),
and, for the joint (training) stage, once per ``requires_grad`` combination with ``joint_fwd_bwd`` so that
forward and backward are replaced together (the replacement's autograd formula supplies the cdna backward).

Example:
    >>> from torch_cdna.inductor import _patterns
    >>> _patterns.STAGES
    ('post_grad', 'joint')
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import torch

from . import _log

STAGES = ("post_grad", "joint")
SCALAR_SENTINELS = {"eps": 9.1e-05, "scale": 0.3137, "dim": -1}


@dataclass(frozen=True)
class Spelling:
    """One way to write a fused computation.

    ``inputs(dtype)`` builds example inputs (CPU tensors; devices and sizes do not matter to the matcher).
    ``grads``: per joint variant, which example inputs require grad (empty: no training variant).
    ``scalars``: argument name -> sentinel value used in the trace, captured back as that argument.
    """
    name: str
    search: Callable[..., Any]
    replacement: Callable[..., Any]
    inputs: Callable[[torch.dtype], list]
    dtypes: tuple[torch.dtype, ...] = (torch.bfloat16, torch.float32)
    grads: tuple[tuple[bool, ...], ...] = ()
    scalars: dict[str, float] = field(default_factory=dict)
    stages: tuple[str, ...] = STAGES


Check = Callable[[Any], "str | None"]  # match -> reason it must not be replaced, or None


def _checked(fusion: str, spelling: str, check: Check) -> Callable[[Any], bool]:
    def extra_check(match: Any) -> bool:
        reason = check(match)
        node = match.output_nodes()[0]
        if reason is not None:
            _log.record_reject(fusion, spelling, node, reason)
            return False
        _log.record_match(fusion, spelling)
        return True
    return extra_check


def _example(spelling: Spelling, dtype: torch.dtype, grads: Sequence[bool] | None) -> list:
    inputs = spelling.inputs(dtype)
    if grads is None:
        return inputs
    return [t.detach().requires_grad_(g) if isinstance(t, torch.Tensor) else t for t, g in zip(inputs, grads)]


def register_spellings(fusion: str, spellings: Sequence[Spelling], check: Check, stage: str,
                       passes: Sequence[Any]) -> None:
    """Register every spelling (x dtype structure x grad variant) of ``fusion`` for ``stage``.

    ``passes`` is (main, dynamic). The main entries re-trace the search function with the real shapes
    before replacing (exact literals). That re-trace cannot reproduce joint graphs with symbolic sizes (it
    expects ``sym_size`` calls where AOTAutograd passes the sizes as inputs), so every joint entry has a twin
    in the dynamic pass, which reuses the shape-free pattern and instead checks the forward's literals
    (reduction dims, exponents, cast dtypes) against a static fwd-only trace; the backward nodes of a joint
    graph are autograd's derivative of that forward.
    """
    from torch._inductor import pattern_matcher as pm
    main, dynamic = passes
    for sp in (sp for sp in spellings if stage in sp.stages):
        variants: Sequence[Any] = sp.grads if stage == "joint" else (None,)
        trace = pm.joint_fwd_bwd if stage == "joint" else fwd_only_post_grad
        for dtype in sp.dtypes:
            for grads in variants:
                example = _example(sp, dtype, grads)
                pattern = pm.register_replacement(
                    sp.search, sp.replacement, example, trace, main,
                    extra_check=_checked(fusion, sp.name, check), scalar_workaround=dict(sp.scalars),
                    skip_duplicates=True)
                if pattern and stage == "joint":
                    pm.register_replacement(
                        sp.search, sp.replacement, example, trace, dynamic,
                        extra_check=_checked(fusion, sp.name + "/dynamic", _dynamic_check(sp, check)),
                        scalar_workaround=dict(sp.scalars), search_fn_pattern=pattern, skip_duplicates=True)


def fwd_only_post_grad(*args: Any, **kwargs: Any) -> torch.fx.GraphModule:
    """``pm.fwd_only`` with every ``view`` turned into ``reshape``, as Inductor does to the graph before the
    post-grad passes run (``view_to_reshape``); patterns with views (matmul decompositions) match only so."""
    from torch._inductor import pattern_matcher as pm
    from torch._inductor.fx_passes.post_grad import view_to_reshape
    gm = pm.fwd_only(*args, **kwargs)
    view_to_reshape(gm)
    return gm


def _symbolic(t: Any) -> bool:
    return isinstance(t, torch.Tensor) and any(isinstance(s, torch.SymInt) for s in t.shape)


def _relax_users(pattern: Any) -> Any:
    """``pattern`` with every node allowed extra users (the forward of a joint graph feeds the backward)."""
    from torch._inductor import pattern_matcher as pm
    if isinstance(pattern, pm._TargetArgsExpr):
        pattern.users = pm.MULTIPLE
        for a in (*pattern.args, *pattern.kwargs.values()):
            _relax_users(a)
    elif isinstance(pattern, (list, tuple)):
        for a in pattern:
            _relax_users(a)
    return pattern


def _forward_literals_match(sp: Spelling, match: Any) -> bool:
    """Does the forward output of ``match`` match ``sp``'s search function traced with static sizes?"""
    from torch._inductor import pattern_matcher as pm
    names = list(inspect.signature(sp.search).parameters)
    args = []
    for n in names:
        v = value(match, n) if n in match.kwargs else sp.scalars[n]
        if isinstance(v, torch.Tensor):
            shape = [int(s.node.hint) if isinstance(s, torch.SymInt) else int(s) for s in v.shape]
            v = torch.empty(shape, dtype=v.dtype)
        args.append(v)
    gm = pm.fwd_only(sp.search, args)
    pattern = _relax_users(pm.fx_to_pattern(gm, argnames=names, scalar_workaround=dict(sp.scalars)))
    return bool(pattern.match(match.output_nodes()[0]))


def _dynamic_check(sp: Spelling, check: Check) -> Check:
    def dynamic_check(match: Any) -> str | None:
        tensors = [value(match, n) for n in match.kwargs if isinstance(match.kwargs[n], torch.fx.Node)]
        if not any(_symbolic(t) for t in tensors):
            return "static shapes (the exact entry decides)"
        if not _forward_literals_match(sp, match):
            return "forward literals differ from the pattern's (dims, exponents or cast dtypes)"
        return check(match)
    return dynamic_check


def value(match: Any, name: str) -> Any:
    """The FakeTensor (or Python value) bound to pattern argument ``name`` in ``match``."""
    arg = match.kwargs[name]
    return arg.meta.get("val") if isinstance(arg, torch.fx.Node) else arg


def bind(fn: Callable[..., Any], argnames: Sequence[str], **options: Any) -> Callable[..., Any]:
    """``fn`` with ``options`` bound, exposing exactly the positional parameters ``argnames`` (the pattern
    matcher names pattern arguments after the search function's signature)."""
    def bound(*args: Any) -> Any:
        return fn(*args, **options)
    bound.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in argnames])
    bound.__name__ = f"{fn.__name__}_{'_'.join(f'{k}{v}' for k, v in options.items())}"
    return bound


def empty(*shape: int, dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """A fresh example tensor (never shared between arguments: aliased examples would trace a different
    graph, e.g. ``a * a`` instead of ``a * b``)."""
    return torch.empty(shape, dtype=dtype)
