"""The peer suite: Triton-compiled gfx942/gfx950 kernels run by torch_cdna.sim must match torch references.

Run with ``pytest -m peer tests/sim/peer -q -p no:randomly --tb=line``. Inputs are fresh random values each
run; a failure prints its seed, and ``run_peer(name, arch, seed)`` (runner.py) reproduces it.
"""

from __future__ import annotations

import json
import os

import pytest

from .kernels import KERNELS, MANIFEST, asm_path
from .runner import run_peer
from .spec import json_constexprs, spec_digest

pytestmark = pytest.mark.peer

CASES = [(k.name, arch) for k in KERNELS for arch in k.archs]


@pytest.mark.parametrize("name,arch", CASES, ids=[f"{n}-{a}" for n, a in CASES])
def test_peer_kernel(name: str, arch: str) -> None:
    seed = int.from_bytes(os.urandom(4), "little")
    run = run_peer(name, arch, seed)
    assert not run.mismatches, f"{name} on {arch} (seed {seed}): " + "; ".join(run.mismatches)


def test_suite_size() -> None:
    assert len(KERNELS) >= 25, f"the peer suite must hold at least 25 kernels, has {len(KERNELS)}"


def test_checked_in_asm_matches_specs() -> None:
    """Every spec has a .s per arch compiled from its current source, signature and options (else regenerate:
    ``python -m tests.sim.peer.generate``)."""
    manifest = {(e["name"], e["arch"]): e for e in json.loads(MANIFEST.read_text())}
    stale = []
    for spec in KERNELS:
        for arch in spec.archs:
            entry = manifest.get((spec.name, arch))
            text = asm_path(arch, spec.name).read_text() if asm_path(arch, spec.name).exists() else ""
            if (entry is None or entry["spec_sha256"] != spec_digest(spec, arch) or entry["grid"] != list(spec.grid)
                    or entry["constexprs"] != json_constexprs(spec) or f"{spec.kernel_name}:" not in text):
                stale.append(f"{spec.name}/{arch}")
    assert not stale, f"stale or missing assembly: {stale}; run `python -m tests.sim.peer.generate`"
    assert set(manifest) == {(k.name, a) for k in KERNELS for a in k.archs}, "manifest lists removed kernels"


def test_mnemonics_md_is_current() -> None:
    from .generate import MNEMONICS_MD, render_mnemonics_md

    texts = {(k.name, a): asm_path(a, k.name).read_text() for k in KERNELS for a in k.archs}
    assert MNEMONICS_MD.read_text() == render_mnemonics_md(texts), "run `python -m tests.sim.peer.generate`"
