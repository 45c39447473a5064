"""Logging and match statistics of the torch_cdna Inductor passes.

Everything goes to the ``torch_cdna.inductor`` logger (a child of ``torch_cdna``): INFO lines say how many
times each fusion matched in each graph; DEBUG lines say why a candidate was rejected (a ``<name>_check``
reason such as an unsupported dtype) or that an anchor op (e.g. an ``aten.rsqrt`` or an SDPA op) was left in
the graph because no pattern matched its surroundings. ``STATS`` counts matches per ``fusion/spelling`` for
the whole process (tests and users read it through ``torch_cdna.inductor.stats()``).

Example:
    >>> import logging
    >>> logging.getLogger("torch_cdna").setLevel(logging.INFO)   # or DEBUG for the reasons
"""

from __future__ import annotations

import collections
import logging
from typing import Iterable

import torch

log = logging.getLogger("torch_cdna.inductor")

STATS: collections.Counter[str] = collections.Counter()
REJECTS: collections.Counter[str] = collections.Counter()


def record_match(fusion: str, spelling: str) -> None:
    STATS[f"{fusion}/{spelling}"] += 1


def record_reject(fusion: str, spelling: str, node: torch.fx.Node, reason: str) -> None:
    REJECTS[f"{fusion}/{spelling}: {reason}"] += 1
    log.debug("torch_cdna %s (%s) not substituted at %s: %s", fusion, spelling, node.name, reason)


def report(stage: str, graph: torch.fx.Graph, before: collections.Counter[str],
           anchors: dict[str, Iterable[object]]) -> None:
    """Log this graph's matches (the STATS delta) and any anchor op of an enabled fusion still present."""
    delta = {k: v - before.get(k, 0) for k, v in STATS.items() if v != before.get(k, 0)}
    if delta:
        log.info("torch_cdna %s pass: %s", stage, ", ".join(f"{k} x{v}" for k, v in sorted(delta.items())))
    else:
        log.debug("torch_cdna %s pass: no matches", stage)
    if stage != "post_grad" or not log.isEnabledFor(logging.DEBUG):
        return  # the joint stage also sees inference graphs; anchors are reported once, post-grad
    for fusion, targets in anchors.items():
        left = [n.name for t in targets for n in graph.find_nodes(op="call_function", target=t)]
        if left:
            log.debug("torch_cdna %s pass: %s candidates left unmatched (no pattern fits their "
                      "surroundings, or the check refused): %s", stage, fusion, ", ".join(left[:20]))
