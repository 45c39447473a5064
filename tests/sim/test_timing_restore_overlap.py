"""A sampled timing run (``sample="auto"``) computes no outputs and puts every tensor argument back as it was,
including arguments whose elements share memory (``expand``: stride 0; overlapping windows): the restore writes
through their storage instead of refusing them (``sim/executor.py``, ``_restore``)."""

from __future__ import annotations

import pytest
import torch

from torch_cdna import sim

from .asmkit import kernel, ptr

# reads dword 0 of argument 0 (x), writes x + 1 to every lane's dword of argument 1 and back into dword 0 of x:
# a kernel that writes to its self-overlapping argument, so the restore has something to undo
_BODY = f"""s_load_dword s10, {ptr(0)}, 0x0
s_waitcnt lgkmcnt(0)
v_add_f32_e64 v1, s10, 1.0
v_mov_b32 v3, 0
global_store_dword v3, v1, {ptr(0)}
s_waitcnt vmcnt(0)"""

# (base storage of n floats) -> a self-overlapping view of it whose first element is storage element 0
OVERLAPPING = {
    "expand": (1, lambda base: base.expand(64)),
    "stride0_2d": (4, lambda base: base.view(4, 1).expand(4, 16)),
    "windows": (11, lambda base: base.as_strided((8, 4), (1, 1))),
}


def _launch(kind: str, seed: int, sample: str) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, object]:
    """(the base storage after the launch, its contents before, the NaN-poisoned output after, LaunchStats)."""
    n, view = OVERLAPPING[kind]
    base = torch.randn(n, generator=torch.Generator().manual_seed(seed))
    before = base.clone()
    x = view(base)
    assert x.stride().count(0) or x.numel() > n  # the view really overlaps itself
    dst = torch.full((64,), float("nan"))
    stats = sim.launch(kernel(_BODY, 2, stores={"v1": 1}), "k", grid=(1,), block=(64,), args=[x, dst],
                       arch="gfx942", timing="mi300x", sample=sample)
    return base, before, dst, stats


@pytest.mark.parametrize("kind", sorted(OVERLAPPING))
def test_auto_sample_restores_self_overlapping_argument(kind, rng_seed):
    base, before, dst, stats = _launch(kind, rng_seed, "auto")
    assert stats.timing is not None and stats.timing.microseconds > 0
    torch.testing.assert_close(base, before, rtol=0, atol=0)  # the kernel's store into x is undone
    assert torch.isnan(dst).all(), "a sampled run computes no outputs: dst keeps its NaN poison"


@pytest.mark.parametrize("kind", sorted(OVERLAPPING))
def test_full_run_keeps_what_the_kernel_wrote(kind, rng_seed):
    # the same launch simulating every workgroup keeps its results: the store into x above is real
    base, before, dst, _ = _launch(kind, rng_seed, "full")
    want = before[0] + 1
    torch.testing.assert_close(dst, want.expand(64), rtol=0, atol=0)
    torch.testing.assert_close(base[0], want, rtol=0, atol=0)
    torch.testing.assert_close(base[1:], before[1:], rtol=0, atol=0)
