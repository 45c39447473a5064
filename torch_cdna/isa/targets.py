"""One frozen ``Target`` record per GPU (MI300X, MI325X, MI350X, MI355X): what the assembler, the simulator and
the timing model need to know about a product, each number with its source.

Facts are declared per architecture (gfx942 = CDNA3, gfx950 = CDNA4) and per product as ``(value, source)``
pairs, so a value never travels without its citation; ``Target.sources`` maps every numeric field to its
citation and the record refuses to build without one. Adding a GPU is adding a record. The citations are
explained, with the places where sources disagree, in ``docs/timing-parameters.md``.

Example:
    >>> t = target("mi300x")
    >>> t.arch, t.cus, t.lds_bytes_per_cu, t.fp8_flavour
    ('gfx942', 304, 65536, 'fnuz')
    >>> target("gfx950").name, round(peak_tflops(target("mi355x"), "bf16"))
    ('mi350x', 2517)
    >>> mfma_cycles("v_mfma_f32_32x32x8_bf16", "gfx942")
    32
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Mapping

from .hazards import mfma_passes

# ------------------------------------------------------------------------------------------ bibliography
# Short keys -> full citations (title, where). Facts below cite "<key>: <detail>".
REFS: Mapping[str, str] = MappingProxyType({
    "notes": "torch_cdna shared NOTES.md 'Timing-model facts' (gathered from public sources; pending check)",
    "mi300x-ds": "AMD Instinct MI300X Accelerator data sheet, "
                 "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/data-sheets/"
                 "amd-instinct-mi300x-data-sheet.pdf",
    "mi325x-ds": "AMD Instinct MI325X Accelerator data sheet, "
                 "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/product-briefs/"
                 "instinct-mi325x-datasheet.pdf",
    "mi350-ds": "AMD Instinct MI350X / MI355X product pages and data sheet, "
                "https://www.amd.com/en/products/accelerators/instinct/mi350.html",
    "cdna3-wp": "AMD CDNA 3 Architecture white paper, "
                "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/"
                "amd-cdna-3-white-paper.pdf",
    "cdna4-wp": "AMD CDNA 4 Architecture white paper, "
                "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/white-papers/"
                "amd-cdna-4-architecture-whitepaper.pdf",
    "llvm-sched": "LLVM llvm/lib/Target/AMDGPU/SISchedule.td (SIDPGFX942FullSpeedModel, "
                  "SIDPGFX950FullSpeedModel: MFMA write resources, 1 pass = 4 cycles)",
    "llvm-baseinfo": "LLVM llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp (IsaInfo::getMaxWavesPerEU, "
                     "getVGPRAllocGranule, getTotalNumVGPRs)",
    "llvm-gcn": "LLVM llvm/lib/Target/AMDGPU/AMDGPU.td (FeatureLocalMemorySize65536 / 163840 per processor)",
    "rocprof-pipe": "ROCm rocprofiler-compute docs, 'Pipeline descriptions' (conceptual, CDNA), "
                    "https://rocm.docs.amd.com/projects/rocprofiler-compute/en/latest/conceptual/pipeline-descriptions.html",
    "isa-cdna3": "AMD Instinct MI300 (CDNA3) Instruction Set Architecture reference guide, "
                 "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/instruction-set-architectures/"
                 "amd-instinct-mi300-cdna3-instruction-set-architecture.pdf",
    "isa-cdna4": "AMD Instinct CDNA4 Instruction Set Architecture reference guide, "
                 "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/instruction-set-architectures/"
                 "amd-instinct-cdna4-instruction-set-architecture.pdf",
})


def _cite(key: str, detail: str = "") -> str:
    return REFS[key] + (f" -- {detail}" if detail else "")


# ----------------------------------------------------------------------------------------------- record
@dataclass(frozen=True)
class Target:
    """One GPU product: compute layout, register/LDS limits, clocks, memory hierarchy and timing parameters.

    ``sources`` maps every numeric field name to its citation (``docs/timing-parameters.md`` explains them).
    Cycle counts are engine-clock cycles.

    Example:
        >>> t = target("mi325x")
        >>> t.hbm_peak_tbs, t.sources["hbm_peak_tbs"].startswith("AMD Instinct MI325X")
        (6.0, True)
    """

    name: str                 # "mi300x", "mi325x", "mi350x", "mi355x"
    arch: str                 # "gfx942" / "gfx950"
    product: str              # "AMD Instinct MI300X"
    cus: int                  # compute units enabled
    xcds: int                 # accelerator complex dies
    simds_per_cu: int
    wave_slots_per_simd: int  # max resident waves per SIMD
    vgprs_per_simd_lane: int  # unified VGPR+AGPR file per lane per SIMD
    vgpr_granule: int         # VGPR allocation granule (registers)
    lds_bytes_per_cu: int
    lds_banks: int            # 4-byte banks
    lds_bytes_per_clk: int    # LDS bandwidth per CU
    clock_mhz: int            # peak engine clock
    mfma_clock_mhz: int       # engine clock sustained under full MFMA load (published measurement)
    hbm_peak_tbs: float
    hbm_achievable_tbs: float  # published achievable streaming bandwidth
    l2_bytes_per_xcd: int
    l2_bytes_per_clk_per_xcd: int
    l1_bytes_per_clk_per_cu: int
    mall_bytes: int           # Infinity Cache (MALL)
    mall_tbs: float           # Infinity Cache peak bandwidth
    lat_vmem_l2: int          # cycles, vector load hitting L2
    lat_vmem_hbm: int         # cycles, vector load from HBM
    lat_lds: int              # cycles, ds_read latency
    lat_smem: int             # cycles, scalar load hitting the scalar cache
    lat_barrier: int          # cycles from the last wave's s_barrier to release
    branch_taken_cycles: int  # extra cycles of a taken branch
    valu_cycles: int          # cycles a wave64 VALU op occupies a SIMD16
    trans_cycles: int         # cycles of a transcendental (quarter rate)
    mfma_issue_cycles: int    # cycles an MFMA holds the VALU issue port
    launch_overhead_us: float  # kernel launch floor on the device
    fp8_flavour: str          # "fnuz" (gfx942) or "ocp" (gfx950)
    matrix_flops_per_clk_per_simd: Mapping[str, int]  # dense MFMA FLOP/clk/SIMD by dtype
    sources: Mapping[str, str]

    def __post_init__(self) -> None:
        missing = [f for f in numeric_fields() if not self.sources.get(f)]
        if missing:
            raise ValueError(f"Target {self.name!r}: numeric fields without a source: {', '.join(missing)}")


def numeric_fields() -> tuple[str, ...]:
    """Names of the ``Target`` fields that hold numbers (each must have a source).

    Example:
        >>> "cus" in numeric_fields(), "name" in numeric_fields()
        (True, False)
    """
    return tuple(f.name for f in fields(Target)
                 if f.type in ("int", "float") or f.name == "matrix_flops_per_clk_per_simd")


# ------------------------------------------------------------------------------------------------ facts
Fact = tuple[Any, str]   # (value, citation)
MiB = 1 << 20

_ARCH_FACTS: dict[str, dict[str, Fact]] = {
    "gfx942": {
        "simds_per_cu": (4, _cite("cdna3-wp", "4 SIMDs per CU")),
        "wave_slots_per_simd": (8, _cite("llvm-baseinfo", "getMaxWavesPerEU returns 8 for gfx90a-class")),
        "vgprs_per_simd_lane": (512, _cite("llvm-baseinfo", "getTotalNumVGPRs 512 (unified VGPR+AGPR)")),
        "vgpr_granule": (8, _cite("llvm-baseinfo", "getVGPRAllocGranule 8 with gfx90a instructions")),
        "lds_bytes_per_cu": (64 * 1024, _cite("llvm-gcn", "gfx942: FeatureLocalMemorySize65536")),
        "lds_banks": (32, _cite("isa-cdna3", "LDS: 32 banks of 4 bytes")),
        "lds_bytes_per_clk": (128, _cite("cdna3-wp", "LDS 128 bytes/clock per CU")),
        "l2_bytes_per_xcd": (4 * MiB, _cite("cdna3-wp", "4 MB L2 per XCD")),
        "l2_bytes_per_clk_per_xcd": (16 * 128, _cite("cdna3-wp", "16 channels x 128 B/clk per XCD")),
        "l1_bytes_per_clk_per_cu": (64, _cite("notes", "vector L1 64 B/clk per CU (unverified)")),
        "mall_bytes": (256 * MiB, _cite("cdna3-wp", "256 MB AMD Infinity Cache")),
        "lat_vmem_l2": (300, _cite("notes", "estimate between LDS and HBM latency (unverified)")),
        "lat_vmem_hbm": (650, _cite("notes", "HBM load 500-800 cycles published for MI308X; midpoint")),
        "lat_lds": (64, _cite("notes", "ds_read_b128 ~64 cycles published for a gfx942 part")),
        "lat_smem": (60, _cite("notes", "scalar cache hit (unverified)")),
        "lat_barrier": (16, _cite("notes", "barrier release (unverified)")),
        "branch_taken_cycles": (16, _cite("notes", "taken-branch refetch (unverified)")),
        "valu_cycles": (4, _cite("rocprof-pipe", "wave64 VALU over 4 cycles on a SIMD16")),
        "trans_cycles": (16, _cite("rocprof-pipe", "transcendentals at quarter rate")),
        "mfma_issue_cycles": (4, _cite("llvm-sched", "32-cycle MFMA: 28 of 32 cycles overlap VALU")),
        "launch_overhead_us": (2.5, _cite("notes", "kernel launch floor ~2-3 us on the device")),
        "matrix_flops_per_clk_per_simd": (
            MappingProxyType({"bf16": 512, "fp16": 512, "fp8": 1024}),
            _cite("cdna3-wp", "2048 bf16 / 4096 fp8 dense FLOP per CU per clock, 4 SIMDs")),
    },
    "gfx950": {},
}
_ARCH_FACTS["gfx950"] = {
    **_ARCH_FACTS["gfx942"],
    "lds_bytes_per_cu": (160 * 1024, _cite("llvm-gcn", "gfx950: FeatureLocalMemorySize163840")),
    "lds_banks": (64, _cite("cdna4-wp", "LDS 64 banks")),
    "lds_bytes_per_clk": (256, _cite("cdna4-wp", "LDS read bandwidth doubled (unverified)")),
    "matrix_flops_per_clk_per_simd": (
        MappingProxyType({"bf16": 1024, "fp16": 1024, "fp8": 2048}),
        _cite("cdna4-wp", "4096 bf16 / 8192 fp8 dense FLOP per CU per clock, 4 SIMDs")),
}

_PRODUCT_FACTS: dict[str, dict[str, Any]] = {
    "mi300x": {
        "arch": "gfx942", "product": "AMD Instinct MI300X", "fp8_flavour": "fnuz",
        "cus": (304, _cite("mi300x-ds", "304 compute units")),
        "xcds": (8, _cite("cdna3-wp", "8 XCDs x 38 CUs")),
        "clock_mhz": (2100, _cite("mi300x-ds", "peak engine clock 2100 MHz")),
        "mfma_clock_mhz": (2100, "no citable sustained-MFMA clock found yet: equal to clock_mhz"),
        "hbm_peak_tbs": (5.3, _cite("mi300x-ds", "5.3 TB/s HBM3")),
        "hbm_achievable_tbs": (4.0, _cite("notes", "~3.9-4.2 TB/s achievable streaming (unverified)")),
        "mall_tbs": (17.2, _cite("cdna3-wp", "Infinity Cache peak 17.2 TB/s")),
    },
}
_PRODUCT_FACTS["mi325x"] = {
    **_PRODUCT_FACTS["mi300x"], "product": "AMD Instinct MI325X",
    "cus": (304, _cite("mi325x-ds", "304 compute units")),
    "clock_mhz": (2100, _cite("mi325x-ds", "peak engine clock 2100 MHz")),
    "hbm_peak_tbs": (6.0, _cite("mi325x-ds", "6 TB/s HBM3E")),
    "hbm_achievable_tbs": (4.3, _cite("notes", "~4.3 TB/s achievable streaming (unverified)")),
}
_PRODUCT_FACTS["mi350x"] = {
    "arch": "gfx950", "product": "AMD Instinct MI350X", "fp8_flavour": "ocp",
    "cus": (256, _cite("mi350-ds", "256 compute units")),
    "xcds": (8, _cite("cdna4-wp", "8 XCDs x 32 CUs")),
    "clock_mhz": (2200, _cite("mi350-ds", "MI350X peak engine clock 2200 MHz")),
    "mfma_clock_mhz": (2200, "no citable sustained-MFMA clock found yet: equal to clock_mhz"),
    "hbm_peak_tbs": (8.0, _cite("mi350-ds", "8 TB/s HBM3E")),
    "hbm_achievable_tbs": (6.0, _cite("notes", "no published figure yet: 75% of peak as on MI300X (unverified)")),
    "mall_tbs": (17.2, _cite("notes", "taken as CDNA3's 17.2 TB/s (unverified)")),
}
_PRODUCT_FACTS["mi355x"] = {
    **_PRODUCT_FACTS["mi350x"], "product": "AMD Instinct MI355X",
    "clock_mhz": (2400, _cite("mi350-ds", "MI355X peak engine clock 2400 MHz")),
    "mfma_clock_mhz": (2400, "no citable sustained-MFMA clock found yet: equal to clock_mhz"),
}


def _build(name: str) -> Target:
    facts = {**_ARCH_FACTS[_PRODUCT_FACTS[name]["arch"]], **_PRODUCT_FACTS[name]}
    values: dict[str, Any] = {"name": name}
    sources: dict[str, str] = {}
    for key, fact in facts.items():
        if isinstance(fact, tuple):
            values[key], sources[key] = fact
        else:
            values[key] = fact
    return Target(**values, sources=MappingProxyType(sources))


TARGETS: Mapping[str, Target] = MappingProxyType({n: _build(n) for n in _PRODUCT_FACTS})


def target(name_or_arch: str) -> Target:
    """The ``Target`` for a product name ("mi300x") or an arch ("gfx942" -> its first product).

    Example:
        >>> target("MI355X").clock_mhz, target("gfx942").name
        (2400, 'mi300x')
    """
    key = name_or_arch.strip().lower()
    if key in TARGETS:
        return TARGETS[key]
    for t in TARGETS.values():
        if t.arch == key:
            return t
    archs = sorted({t.arch for t in TARGETS.values()})
    raise ValueError(f"unknown target {name_or_arch!r}: pass one of the products {', '.join(TARGETS)} "
                     f"or the archs {', '.join(archs)}")


def mfma_cycles(mnemonic: str, arch: str, mods: Mapping[str, Any] | None = None) -> int:
    """Cycles an MFMA occupies its SIMD's matrix core: passes x 4 (``isa.hazards.mfma_passes``).

    Example:
        >>> mfma_cycles("v_mfma_f32_16x16x32_bf16", "gfx950"), mfma_cycles("v_mfma_f32_16x16x16_bf16", "gfx942")
        (16, 16)
    """
    return 4 * mfma_passes(mnemonic, arch, mods)


def peak_tflops(t: Target, dtype: str, clock_mhz: float | None = None) -> float:
    """Dense matrix peak: cus x simds x FLOP/clk/SIMD x clock (``t.clock_mhz`` unless ``clock_mhz`` is given).

    Example:
        >>> round(peak_tflops(target("mi300x"), "bf16"), 1), round(peak_tflops(target("mi300x"), "fp8"), 1)
        (1307.4, 2614.9)
    """
    per_simd = t.matrix_flops_per_clk_per_simd
    if dtype not in per_simd:
        raise ValueError(f"peak_tflops: dtype {dtype!r} unknown for {t.name}; known: {', '.join(per_simd)}")
    mhz = t.clock_mhz if clock_mhz is None else clock_mhz
    return t.cus * t.simds_per_cu * per_simd[dtype] * mhz * 1e6 / 1e12
