"""Per-pass differential tests: the same kernels with each pass on and off give identical results."""

import random

import pytest
import torch

from torch_cdna.asm.kernel import PASS_NAMES, CompileOptions
from tests.asm import kernels
from tests.asm.helpers import ARCHS, assemble, build, run

CONFIGS = [("all", CompileOptions()), ("none", CompileOptions(passes={p: False for p in PASS_NAMES}),),
           ("no-hazards", CompileOptions(hazards=False))]
CONFIGS += [(f"no-{p}", CompileOptions(passes={p: False})) for p in PASS_NAMES]
CONFIGS += [(f"only-{p}", CompileOptions(passes={q: q == p for q in PASS_NAMES})) for p in PASS_NAMES]


def _wrap(v):
    return ((v + 2**31) % 2**32) - 2**31


@pytest.mark.parametrize("label,opts", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_nested_loops(label, opts):
    n, m = random.randint(0, 9), random.randint(0, 12)
    out = torch.full((4,), -99, dtype=torch.int32)
    run(build(kernels.nested_loops, options=opts), [out, n, m])
    assert out.tolist() == kernels.nested_loops_ref(n, m), (n, m)


@pytest.mark.parametrize("label,opts", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_scalar_mix(label, opts):
    a, b = random.randint(-2**31, 2**31 - 1), random.randint(0, 2**32 - 1)
    out = torch.full((8,), -99, dtype=torch.int32)
    p = torch.zeros(4, dtype=torch.int32)
    run(build(kernels.scalar_mix, options=opts), [out, a, b, p])
    addr = p.data_ptr() + (b * 4 % 2**32)  # b*4 is a 32-bit product, zero-extended (b is unsigned)
    ref = [a * b + 12345, (a >> 3) + (b >> 3), abs(a), abs(a) + (~b & 0xFFFF), addr & 0xFFFFFFFF,
           (addr >> 32) & 0xFFFFFFFF, (a * b + 12345) ^ (a * b), min(a, 7) + max(b, 70000)]
    assert out.tolist() == [_wrap(v) for v in ref], (a, b)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("label,opts", CONFIGS[:3], ids=[c[0] for c in CONFIGS[:3]])
def test_assembles(arch, label, opts):
    for fn in (kernels.nested_loops, kernels.scalar_mix, kernels.even_sum):
        assemble(build(fn, arch, options=opts, N=5) if fn is kernels.even_sum else build(fn, arch, options=opts))


# -- per-lane kernels: divergence, per-lane loops, global/buffer memory, LDS between waves ------------------

def _vector_checks():
    from tests.asm import test_vgpr_control as vc
    return [vc.check_lane_branches, vc.check_lane_loops, vc.check_lds_shuffle]


@pytest.mark.parametrize("label,opts", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_vector_kernels(label, opts):
    from torch_cdna.errors import SanitizerError
    *plain, lds = _vector_checks()
    for check in plain:
        check(opts)
    if opts.hazards:
        lds(opts)
    else:  # lds_shuffle has a VALU-SGPR-write -> v_readlane lane-select hazard only the hazard pass covers
        with pytest.raises(SanitizerError, match="valu_sgpr_lane_select"):
            lds(opts)


def test_passes_change_the_vector_code():
    """The differential tests mean something only if the passes act on these kernels."""
    from torch_cdna.asm.kernel import PASS_NAMES as names
    changed = set()
    for fn in (kernels.lane_branches, kernels.lane_loops, kernels.lds_shuffle):
        full = build(fn).asm
        for p in names:
            if build(fn, options=CompileOptions(passes={p: False})).asm != full:
                changed.add(p)
    assert set(names) <= changed, changed
