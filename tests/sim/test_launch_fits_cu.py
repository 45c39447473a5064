"""A workgroup must fit on one CU: its waves share the CU's 4 SIMDs, and the waves on one SIMD share its 512
VGPRs per lane (VGPRs and AccVGPRs, allocated in granules of 8). A GPU refuses a launch whose waves cannot all
be resident; the simulator used to run it (so CI could not see that the row kernels' 16-wave workgroups of up
to 238 VGPRs a wave would not launch). ``sim/launch_checks.check_workgroup_fits_cu`` now refuses it with a
``LaunchError`` naming the kernel, the workgroup, the registers per wave and the limit."""

from __future__ import annotations

import random
import re

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import LaunchError
from torch_cdna.sim import launch_checks

from tests.sim.asmkit import pointer_kernel

# every work-item writes VALUE to out[its id] (v0 holds the work-item id)
STORE_BODY = """s_load_dwordx2 s[2:3], s[0:1], 0x0
s_waitcnt lgkmcnt(0)
v_lshlrev_b32 v1, 2, v0
v_mov_b32 v2, {value}
{extra_body}
global_store_dword v1, v2, s[2:3]
s_endpgm"""


def source(nv: int, arch: str, value: int, *, extra: str = "", extra_body: str = "") -> str:
    body = STORE_BODY.format(value=value, extra_body=extra_body)
    return pointer_kernel(body.splitlines(), arch=arch, nv=nv, extra=extra)


def run(text: str, threads: int, arch: str, value: int) -> None:
    """Launch one workgroup of ``threads`` work-items and check that each wrote ``value``."""
    out = torch.full((threads,), -1, dtype=torch.int32)
    sim.launch(text, "k", (1,), (threads,), [out], arch=arch)
    assert bool((out == value).all())


# (work-items, the largest next_free_vgpr that fits): waves per SIMD = ceil(waves / 4), the 512 VGPRs of a SIMD
# lane divided among them, rounded down to the granule of 8 (12 waves: 3 a SIMD, 170 -> 168)
LIMITS = [(256, 512), (320, 256), (512, 256), (576, 168), (768, 168), (832, 128), (1000, 128), (1024, 128)]


@pytest.mark.parametrize("threads, limit", LIMITS)
def test_registers_up_to_the_limit_launch(threads, limit, rng_seed):
    rng = random.Random(rng_seed)
    arch, value = rng.choice(("gfx942", "gfx950")), rng.randrange(1, 2**31)
    run(source(limit, arch, value), threads, arch, value)


@pytest.mark.parametrize("threads, limit", [lim for lim in LIMITS if lim[1] < 512])
def test_one_register_more_is_refused(threads, limit, rng_seed):
    """One VGPR past the limit costs a whole granule of 8, which no longer fits: refused before it runs."""
    rng = random.Random(rng_seed)
    arch = rng.choice(("gfx942", "gfx950"))
    waves = -(-threads // 64)
    pattern = (rf"kernel k: a workgroup of {threads} work-items \({waves} waves, {-(-waves // 4)} per SIMD\) does "
               rf"not fit on a CU: each wave is allocated {limit + 8} VGPRs .* at most {limit} fit")
    with pytest.raises(LaunchError, match=pattern):
        run(source(limit + 1, arch, 1), threads, arch, 1)


def test_the_granule_rounds_up_the_allocation(rng_seed):
    """12 waves (3 a SIMD) of 170 VGPRs would need 510 of the 512, but each is allocated 176: refused."""
    arch = random.Random(rng_seed).choice(("gfx942", "gfx950"))
    with pytest.raises(LaunchError, match=re.escape("allocated 176 VGPRs")):
        run(source(170, arch, 1), 768, arch, 1)


def test_registers_the_code_uses_past_next_free_vgpr_count(rng_seed):
    """A kernel naming v200 with next_free_vgpr 8 holds 201 VGPRs a wave (208 allocated): 8 waves fit (2 a SIMD,
    256 each), 16 do not."""
    rng = random.Random(rng_seed)
    arch, value = rng.choice(("gfx942", "gfx950")), rng.randrange(1, 2**31)
    text = source(8, arch, value, extra_body="v_mov_b32 v200, v2")
    run(text, 512, arch, value)
    with pytest.raises(LaunchError, match=re.escape("allocated 208 VGPRs")):
        run(text, 1024, arch, value)


@pytest.mark.parametrize("accum_offset, fits", [(56, True), (64, False)])
def test_accvgprs_count_from_the_accum_offset(accum_offset, fits, rng_seed):
    """AccVGPRs sit after the architected VGPRs, from ``.amdhsa_accum_offset``: a kernel using a0-a71 is
    allocated accum_offset + 72 VGPRs a wave (128 fits 16 waves, 136 does not), whatever next_free_vgpr says."""
    rng = random.Random(rng_seed)
    arch, value = rng.choice(("gfx942", "gfx950")), rng.randrange(1, 2**31)
    text = source(8, arch, value, extra=f"  .amdhsa_accum_offset {accum_offset}",
                  extra_body="v_accvgpr_write_b32 a71, v2\nv_accvgpr_read_b32 v2, a71")
    if fits:
        run(text, 1024, arch, value)
    else:
        with pytest.raises(LaunchError, match=re.escape(f"allocated {accum_offset + 72} VGPRs")):
            run(text, 1024, arch, value)


@pytest.mark.parametrize("desc, vgprs, agprs, allocated", [
    ({"next_free_vgpr": 1}, 1, 0, 8),
    ({"next_free_vgpr": 129}, 129, 0, 136),
    ({"next_free_vgpr": 96, "accum_offset": 64}, 64, 32, 96),
    ({"next_free_vgpr": 8, "accum_offset": 64}, 8, 1, 72),
    ({}, 30, 8, 40),  # no accum_offset: AGPRs after the VGPRs rounded up to 4
])
def test_wave_vgpr_allocation(desc, vgprs, agprs, allocated):
    assert launch_checks.wave_vgpr_allocation(desc, vgprs, agprs) == allocated
