"""The Inductor custom passes of torch_cdna and their cache identity.

``CdnaGraphPass(stage, fusions)`` implements ``torch._inductor.custom_graph_pass.CustomGraphPass``:

- stage ``"post_grad"`` goes into ``post_grad_custom_pre_pass`` (inference graphs, and the forward/backward
  graphs of training where nothing crosses the partition): forward-only patterns;
- stage ``"joint"`` goes into ``joint_custom_post_pass`` (the joint forward+backward graph of training,
  after Inductor's own ``remove_noop_ops``, which the ``joint_fwd_bwd`` patterns assume): forward and
  backward replaced together, so the partitioner saves what the cdna backward ops need.

``uuid()`` hashes the source of ``torch_cdna/inductor`` and ``torch_cdna/ops`` (patterns, replacements,
checks, schemas, fakes, kernel table), the torch_cdna version, the stage, the enabled fusions and the
support answers (``_support.support_key``), so Inductor's FX graph cache never reuses a graph compiled with
other passes, and a graph compiled without torch_cdna (whose key has no torch_cdna pass) is never reused
with it.

Example:
    >>> p = CdnaGraphPass("post_grad", ("rmsnorm",))
    >>> len(p.uuid())
    64
"""

from __future__ import annotations

import collections
import functools
import hashlib
from pathlib import Path
from typing import Any

import torch
from torch._inductor.custom_graph_pass import CustomGraphPass

from . import _log, _registry, _support
from ._patterns import STAGES

HOOKS = {"post_grad": "post_grad_custom_pre_pass", "joint": "joint_custom_post_pass"}
_PACKAGE = Path(__file__).resolve().parent.parent


@functools.cache
def source_hash() -> str:
    """sha256 of the files whose code decides what the passes do and what the replacements call."""
    files = sorted([*(_PACKAGE / "inductor").glob("*.py"), *(_PACKAGE / "ops").rglob("*.py"),
                    _PACKAGE / "_config.py", _PACKAGE / "__init__.py"])
    h = hashlib.sha256()
    for f in files:
        h.update(str(f.relative_to(_PACKAGE)).encode())
        h.update(f.read_bytes())
    return h.hexdigest()


class CdnaGraphPass(CustomGraphPass):
    """Replace aten patterns by ``cdna::`` ops in one Inductor stage (see the module docstring)."""

    def __init__(self, stage: str, fusions: Any = None) -> None:
        if stage not in STAGES:
            raise ValueError(f"CdnaGraphPass: stage {stage!r} is not one of {STAGES}")
        self.stage = stage
        self.fusions = _registry.normalize(fusions)

    def __call__(self, graph: torch.fx.Graph) -> None:
        before = collections.Counter(_log.STATS)
        passes = iter(_registry.pattern_pass(self.stage, self.fusions))
        for name in self.fusions:
            mod = _registry.module(name)
            if hasattr(mod, "rewrite"):  # single-node rewrites first (attention: the SDPA ops)
                mod.rewrite(self.stage, graph)
            if hasattr(mod, "register"):
                next(passes).apply(graph)  # main (exact) entries, then the dynamic-shape twins
                next(passes).apply(graph)
        _log.report(self.stage, graph, before, _registry.anchors(self.fusions))

    def uuid(self) -> str:
        import torch_cdna
        ops = tuple(op for f in self.fusions for op in _registry.FUSIONS[f].ops)
        key = (source_hash(), torch_cdna.__version__, self.stage, self.fusions, _support.support_key(ops))
        return hashlib.sha256(repr(key).encode()).hexdigest()

    def __repr__(self) -> str:
        return f"CdnaGraphPass({self.stage!r}, {self.fusions!r})"


class ChainedPasses(CustomGraphPass):
    """Several passes in one hook, for PyTorch builds whose hooks take a single pass (lists came later).

    Its uuid combines the members' uuids; a member without one (a plain function, or a pass returning None)
    makes it None, so Inductor bypasses the FX graph cache exactly as it would for that member alone.
    """

    def __init__(self, passes: Any) -> None:
        self.passes = tuple(passes)

    def __call__(self, graph: torch.fx.Graph) -> None:
        for p in self.passes:
            p(graph)

    def uuid(self) -> str | None:
        ids = [p.uuid() if isinstance(p, CustomGraphPass) else None for p in self.passes]
        if any(i is None for i in ids):
            return None
        return hashlib.sha256(repr(ids).encode()).hexdigest()


def hooks_take_lists() -> bool:
    """Whether this PyTorch's custom-pass hooks accept lists (``get_custom_graph_passes`` exists)."""
    from torch._inductor import custom_graph_pass
    return hasattr(custom_graph_pass, "get_custom_graph_passes")


def as_list(value: Any) -> list:
    """A hook's value as a list of passes (None, one pass, a list/tuple, or a ``ChainedPasses``)."""
    if value is None:
        return []
    if isinstance(value, ChainedPasses):
        return list(value.passes)
    return list(value) if isinstance(value, (list, tuple)) else [value]


def hook_value(passes: list) -> Any:
    """What to store in a hook for ``passes``: the list itself, or on older PyTorch one (chained) pass."""
    if hooks_take_lists():
        return passes or None
    if len(passes) <= 1:
        return passes[0] if passes else None
    return ChainedPasses(passes)
