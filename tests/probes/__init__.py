"""The probe suite of issue 15: hostile and careless uses of torch_cdna, each recorded with the outcome it
must have (``model.py``), run by pytest (``test_probes.py``) and summarised by ``python -m tests.probes``."""

from __future__ import annotations

from .model import Probe


def all_probes() -> list[Probe]:
    """Every probe record, in a stable order (ids are unique)."""
    from . import probes_cache, probes_dsl, probes_nn, probes_ops, probes_sim
    records = [*probes_ops.probes(), *probes_nn.probes(), *probes_dsl.probes(), *probes_sim.probes(),
               *probes_cache.probes()]
    ids = [p.id for p in records]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise AssertionError(f"duplicate probe ids: {sorted(duplicates)}")
    return records
