"""Validation of a kernel descriptor and of a launch against the hardware's limits and the simulator's memory,
before anything is allocated: a hostile or mistaken value becomes an ``InvalidKernel`` / ``LaunchError``
naming it, never a numpy ``MemoryError``/``IndexError`` from deep inside a launch.

Limits (gfx942/gfx950, as llvm-mc and the HSA dispatch packet enforce them):

- ``.amdhsa_next_free_vgpr`` <= 512 (VGPRs and AccVGPRs share one 512-entry file), ``.amdhsa_next_free_sgpr``
  <= 102, ``.amdhsa_accum_offset`` 4-256 in steps of 4;
- user SGPRs: ``.amdhsa_user_sgpr_count`` <= 16, and the user SGPRs the enable bits (and the kernarg preload)
  imply fit in it ("too many user SGPRs enabled" in llvm-mc);
- LDS per workgroup: 64 KiB on gfx942, 160 KiB on gfx950 (static ``group_segment_fixed_size`` plus dynamic);
- grid: the dispatch packet holds each dimension's size in work-items as a uint32, so grid x block <= 2**32-1
  per dimension; block <= 1024 work-items;
- a workgroup runs on one CU: its waves are spread over the CU's 4 SIMDs, and the waves on one SIMD share its
  512 VGPRs per lane (VGPRs and AccVGPRs, allocated in granules of 8), so ``ceil(waves / 4)`` times a wave's
  allocation must be <= 512 (``check_workgroup_fits_cu``); a GPU refuses a launch that does not fit.

Example:
    >>> check_dims((2, 3), "grid")
    (2, 3, 1)
    >>> check_dims(1.5, "grid")
    Traceback (most recent call last):
    ...
    torch_cdna.errors.LaunchError: grid must be 1 to 3 positive integers, got 1.5
"""

from __future__ import annotations

import math
import operator
import os
from typing import Sequence

import numpy as np

from ..errors import InvalidKernel, LaunchError
from ..isa.targets import arch_info, common_limit

MAX_USER_SGPRS = 16
MAX_GRID_ITEMS = 2**32 - 1  # per dimension, in work-items (hsa_kernel_dispatch_packet_t grid_size_x/y/z)
MAX_BLOCK_THREADS = 1024
# The simulator runs well under a million workgroups a second, so a launch of more than 2**32 (legal on the
# hardware) could not finish in a lifetime; it is refused up front instead of running into the time limit.
MAX_SIM_WORKGROUPS = 2**32
LANES = 64

# user SGPRs each enable bit of the descriptor takes (AMDGPUUsage, "Initial Kernel Execution State")
_USER_SGPRS = {"user_sgpr_private_segment_buffer": 4, "user_sgpr_dispatch_ptr": 2, "user_sgpr_queue_ptr": 2,
               "user_sgpr_kernarg_segment_ptr": 2, "user_sgpr_dispatch_id": 2, "user_sgpr_flat_scratch_init": 2,
               "user_sgpr_private_segment_size": 1}


def arch_limit(arch: str | None, field: str) -> int:
    """``isa.targets.arch_info(arch).<field>``; for ``None`` or an arch the simulator does not run, the value every
    supported arch allows (``common_limit``): such a kernel is refused later, at its first instruction or by the
    code-object loader, with a message naming the supported archs.

    Example:
        >>> arch_limit("gfx950", "lds_bytes_per_cu"), arch_limit("gfx90a", "lds_bytes_per_cu")
        (163840, 65536)
    """
    if arch is not None:
        try:
            return getattr(arch_info(arch), field)
        except ValueError:
            pass
    return common_limit(field)


def lds_limit(arch: str) -> int:
    """Bytes of LDS one workgroup can have on ``arch`` (its ``ArchInfo`` record; see ``arch_limit``)."""
    return arch_limit(arch, "lds_bytes_per_cu")


# One CU of gfx90a/gfx942/gfx950, from LLVM's AMDGPU target (lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp,
# namespace IsaInfo): getEUsPerCU = 4 SIMDs; getTotalNumVGPRs = 512 and getVGPRAllocGranule = 8 for subtargets
# with FeatureGFX90AInsts (the unified VGPR + AccVGPR file); the AGPRs of a wave start at its accum_offset
# (a multiple of 4: AMDGPUUsage, "amdhsa_accum_offset"), so a wave using AGPRs is allocated accum_offset + AGPRs.
# SGPRs are not checked: getTotalNumSGPRs = 800 per SIMD (GFX8+) and a wave is allocated at most 112 (102
# addressable + VCC, XNACK mask and flat scratch, granule 16), so even 4 waves on a SIMD (448) always fit.
# (Read per arch from its ArchInfo record, isa/targets.py: simds_per_cu, vgprs_per_simd_lane -- VGPRs and
# AccVGPRs of every wave on the SIMD, per lane -- and vgpr_granule.)
ACCUM_OFFSET_GRANULE = 4


def _round_up(value: int, granule: int) -> int:
    return -(-value // granule) * granule


def wave_vgpr_allocation(desc: dict[str, int], vgprs: int, agprs: int, arch: str | None = None) -> int:
    """VGPRs (AccVGPRs included) the hardware allocates to each wave of a kernel: ``vgprs`` (the architected
    VGPRs it uses, at least ``.amdhsa_next_free_vgpr``) and, when it uses ``agprs`` AccVGPRs, those placed
    from ``.amdhsa_accum_offset`` (default: the VGPRs rounded up to 4), rounded up to ``arch``'s allocation
    granule (``arch_limit``).

    Example:
        >>> wave_vgpr_allocation({"next_free_vgpr": 100}, 100, 0), wave_vgpr_allocation({}, 30, 8)
        (104, 40)
    """
    total = max(vgprs, desc.get("next_free_vgpr", 0), 1)
    if agprs:
        accum = desc.get("accum_offset") or _round_up(vgprs, ACCUM_OFFSET_GRANULE)
        total = max(total, accum + agprs)
    return _round_up(total, arch_limit(arch, "vgpr_granule"))


def max_wave_vgprs(waves_per_group: int, arch: str | None = None) -> int:
    """The most VGPRs (AccVGPRs included) each wave of a workgroup of ``waves_per_group`` waves may be
    allocated for the workgroup to fit on one CU of ``arch`` (``arch_limit``).

    Example:
        >>> max_wave_vgprs(4), max_wave_vgprs(12), max_wave_vgprs(16)
        (512, 168, 128)
    """
    per_simd = -(-waves_per_group // arch_limit(arch, "simds_per_cu"))
    granule = arch_limit(arch, "vgpr_granule")
    return arch_limit(arch, "vgprs_per_simd_lane") // per_simd // granule * granule


def check_workgroup_fits_cu(kernel: str, threads: int, wave_vgprs: int, arch: str | None = None) -> None:
    """Refuse a workgroup of ``threads`` work-items whose waves, each allocated ``wave_vgprs`` VGPRs
    (``wave_vgpr_allocation``), cannot all be resident on one CU (see the module docstring).

    Example:
        >>> check_workgroup_fits_cu("k", 1024, 136)
        Traceback (most recent call last):
        ...
        torch_cdna.errors.LaunchError: kernel k: a workgroup of 1024 work-items (16 waves, 4 per SIMD) does not fit on a CU: each wave is allocated 136 VGPRs (VGPRs + AccVGPRs), at most 128 fit (512 per SIMD lane); use fewer work-items per workgroup or fewer registers
    """
    waves = -(-threads // LANES)
    limit = max_wave_vgprs(waves, arch)
    if wave_vgprs > limit:
        per_simd = -(-waves // arch_limit(arch, "simds_per_cu"))
        file = arch_limit(arch, "vgprs_per_simd_lane")
        raise LaunchError(f"kernel {kernel}: a workgroup of {threads} work-items ({waves} waves, {per_simd} per "
                          f"SIMD) does not fit on a CU: each wave is allocated {wave_vgprs} VGPRs (VGPRs + "
                          f"AccVGPRs), at most {limit} fit ({file} per SIMD lane); use fewer work-items per "
                          f"workgroup or fewer registers")


def implied_user_sgprs(desc: dict[str, int]) -> int:
    """User SGPRs the descriptor's enable bits and kernarg preload length ask for."""
    enabled = sum(n for name, n in _USER_SGPRS.items() if desc.get(name))
    return enabled + desc.get("user_sgpr_kernarg_preload_length", 0)


def _refuse(kernel: str, directive: str, value: int, allowed: str) -> InvalidKernel:
    return InvalidKernel(f"kernel {kernel}: .amdhsa_{directive} {value} is out of range: {allowed}")


def check_descriptor(desc: dict[str, int], arch: str, kernel: str) -> None:
    """Refuse ``.amdhsa_*`` values the hardware cannot have (see the module docstring)."""
    for name, value in desc.items():
        if value < 0:
            raise _refuse(kernel, name, value, "descriptor values are unsigned")
    vgprs = arch_limit(arch, "max_vgprs") + arch_limit(arch, "max_agprs")  # one unified file (gfx90a and later)
    sgprs = arch_limit(arch, "max_sgprs")  # addressable: s0-s101
    bounds = {"next_free_vgpr": (vgprs, f"at most {vgprs} (VGPRs and AccVGPRs together)"),
              "next_free_sgpr": (sgprs, f"at most {sgprs}"),
              "user_sgpr_count": (MAX_USER_SGPRS, f"at most {MAX_USER_SGPRS} user SGPRs"),
              "system_vgpr_workitem_id": (2, "0 (x), 1 (x, y) or 2 (x, y, z)"),
              "group_segment_fixed_size": (lds_limit(arch), f"a {arch} workgroup has {lds_limit(arch)} bytes of LDS")}
    for name, (limit, allowed) in bounds.items():
        if desc.get(name, 0) > limit:
            raise _refuse(kernel, name, desc[name], allowed)
    accum = desc.get("accum_offset")
    if accum is not None and not (4 <= accum <= 256 and accum % 4 == 0):
        raise _refuse(kernel, "accum_offset", accum, "a multiple of 4 from 4 to 256")
    implied = implied_user_sgprs(desc)
    if implied > MAX_USER_SGPRS:
        raise InvalidKernel(f"kernel {kernel}: the descriptor enables {implied} user SGPRs (enable bits and "
                            f".amdhsa_user_sgpr_kernarg_preload_length); at most {MAX_USER_SGPRS} exist")
    if "user_sgpr_count" in desc and desc["user_sgpr_count"] < implied:
        raise InvalidKernel(f"kernel {kernel}: .amdhsa_user_sgpr_count {desc['user_sgpr_count']} is smaller than "
                            f"the {implied} user SGPRs its enable bits imply")


def check_dims(value: int | Sequence[int], what: str) -> tuple[int, int, int]:
    """``value`` (an int or 1-3 ints, each >= 1) as three ints; floats, bools and other types are refused."""
    dims = [value] if not isinstance(value, (list, tuple)) else list(value)
    try:
        if isinstance(value, bool) or any(isinstance(d, bool) for d in dims):
            raise TypeError
        ints = [operator.index(d) for d in dims]
    except TypeError:
        raise LaunchError(f"{what} must be 1 to 3 positive integers, got {value!r}") from None
    if not 1 <= len(ints) <= 3 or any(d < 1 for d in ints):
        raise LaunchError(f"{what} must be 1 to 3 positive integers, got {value!r}")
    return tuple(ints) + (1,) * (3 - len(ints))  # type: ignore[return-value]


def check_grid(grid3: tuple[int, int, int], block3: tuple[int, int, int]) -> None:
    """Refuse a block of more than 1024 work-items, a grid whose size in work-items does not fit the
    dispatch packet's uint32 per dimension, and more workgroups than the simulator could ever run.

    Example:
        >>> check_grid((65535, 65535, 65535), (64, 1, 1))
        Traceback (most recent call last):
        ...
        torch_cdna.errors.LaunchError: grid (65535, 65535, 65535) is 281462092005375 workgroups; the simulator runs at most 2**32 per launch (at its rate of under 10**6 workgroups a second, more could not finish)
    """
    threads = math.prod(block3)
    if threads > MAX_BLOCK_THREADS:
        raise LaunchError(f"block has {threads} threads; CDNA workgroups hold at most {MAX_BLOCK_THREADS}")
    for axis, g, b in zip("xyz", grid3, block3):
        if g * b > MAX_GRID_ITEMS:
            raise LaunchError(f"grid dimension {axis}: {g} workgroups of {b} work-items is {g * b} work-items; "
                              f"a dispatch holds at most 2**32-1 per dimension")
    groups = math.prod(grid3)
    if groups > MAX_SIM_WORKGROUPS:
        raise LaunchError(f"grid {grid3} is {groups} workgroups; the simulator runs at most 2**32 per launch "
                          f"(at its rate of under 10**6 workgroups a second, more could not finish)")


def physical_memory() -> int | None:
    """Bytes of RAM of this machine, when the OS says."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return None


def check_workgroup_memory(kernel: str, waves_per_group: int, registers: int, private_bytes: int,
                           lds_bytes: int, budget: int | None = None) -> None:
    """Refuse a launch when simulating even one workgroup at a time needs more memory than half this machine
    has: its register file (``registers`` per lane), private memory (held twice: bytes and written flags) and
    LDS. Smaller launches run in batches of workgroups that fit a fixed budget, so the grid's size alone never
    exhausts memory."""
    budget = budget if budget is not None else (physical_memory() or 1 << 40) // 2
    need = waves_per_group * LANES * (4 * registers + 2 * private_bytes) + lds_bytes
    if need > budget:
        raise LaunchError(f"kernel {kernel}: simulating one workgroup needs {need / 2**30:.1f} GiB ({waves_per_group} "
                          f"waves x 64 lanes x ({registers} registers + {private_bytes} private bytes)); the "
                          f"simulator allows {budget / 2**30:.1f} GiB (half this machine's memory)")


def group_coords(ids: np.ndarray, grid3: tuple[int, int, int]) -> np.ndarray:
    """(n, 3) int64 workgroup coordinates of the linear workgroup ids ``ids`` (x fastest)."""
    ids = np.asarray(ids, dtype=np.int64)
    rows = ids // grid3[0]  # divided in two steps: grid x times grid y may not fit an int64
    return np.stack([ids % grid3[0], rows % grid3[1], rows // grid3[1]], axis=1)


def group_ids(first: int, count: int, grid3: tuple[int, int, int]) -> np.ndarray:
    """(count, 3) int64 workgroup coordinates of the groups ``first`` .. ``first + count - 1`` in x-fastest
    order: computed per batch, so a grid of 2**40 workgroups costs no memory up front."""
    return group_coords(np.arange(first, first + count, dtype=np.int64), grid3)
