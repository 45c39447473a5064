"""One frozen ``Target`` record per GPU (MI300X, MI325X, MI350X, MI355X): what the assembler, the simulator and
the timing model need to know about a product, each number with its source.

Facts are declared per architecture (gfx942 = CDNA3, gfx950 = CDNA4) and per product as ``(value, source)``
pairs, so a value never travels without its citation; ``Target.sources`` maps every numeric field to its
citation and the record refuses to build without one. Adding a GPU is adding a record.

What every GPU of one ISA shares (LDS size and banks, register files, wave slots, fp8 flavour) is also an
``ArchInfo`` record per arch; ``SUPPORTED_ARCHS`` is derived from those records, and every module outside this
one takes the arch list, the limits and the fp8 flavour from here (``tests/isa/test_arch_facts.py`` checks). The citations are
explained, with the places where sources disagree, in ``docs/timing-parameters.md``.

Example:
    >>> t = target("mi300x")
    >>> t.arch, t.cus, t.lds_bytes_per_cu, t.fp8_flavour
    ('gfx942', 304, 65536, 'fnuz')
    >>> target("gfx950").name, round(peak_tflops(target("mi355x"), "bf16"))
    ('mi350x', 2517)
    >>> mfma_cycles("v_mfma_f32_32x32x8_bf16", "gfx942")
    32
    >>> SUPPORTED_ARCHS, arch_info("gfx950").lds_bytes_per_cu, arch_info("gfx950").fp8_flavour
    (('gfx942', 'gfx950'), 163840, 'ocp')
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Mapping

# ------------------------------------------------------------------------------------------ bibliography
# Short keys -> full citations (title, where). Every source string starts with its tier (see TIERS):
#   read:       the number was read in the cited document/code for this record;
#   secondary:  read in a third party's summary of the cited primary source (the primary was not opened);
#   unverified: carried from torch_cdna's shared NOTES.md, which names a public source not re-read here;
#   estimate:   no published figure found; the value and its reasoning are ours (replace when one is found).
TIERS = ("read", "secondary", "unverified", "estimate")

REFS: Mapping[str, str] = MappingProxyType({
    "notes": "torch_cdna shared NOTES.md, 'Timing-model facts' (public sources named there, not re-read)",
    "rocm-specs": "ROCm docs, 'AMD GPU specifications' (Instinct table), "
                  "https://rocm.docs.amd.com/en/latest/reference/gpu-specs.html",
    "mi300x-ds": "AMD Instinct MI300X data sheet, https://www.amd.com/content/dam/amd/en/documents/"
                 "instinct-tech-docs/data-sheets/amd-instinct-mi300x-data-sheet.pdf",
    "mi325x-ds": "AMD Instinct MI325X data sheet, https://www.amd.com/content/dam/amd/en/documents/"
                 "instinct-tech-docs/product-briefs/instinct-mi325x-datasheet.pdf",
    "mi350-ds": "AMD Instinct MI350 series product page / data sheets (MI350X, MI355X), "
                "https://www.amd.com/en/products/accelerators/instinct/mi350.html",
    "cdna3-wp": "AMD, 'Introducing AMD CDNA 3 Architecture' white paper, https://www.amd.com/content/dam/amd/en/"
                "documents/instinct-tech-docs/white-papers/amd-cdna-3-white-paper.pdf",
    "cdna4-wp": "AMD, 'Introducing AMD CDNA 4 Architecture' white paper, https://www.amd.com/content/dam/amd/en/"
                "documents/instinct-tech-docs/white-papers/amd-cdna-4-architecture-whitepaper.pdf",
    "maf": "AMD ROCm blog, 'Measuring Max-Achievable FLOPs - Part 2' (Sander, Masters, Poursartip, Ho; "
           "28 Feb 2025), Table 1 and footnotes 2/4, https://rocm.blogs.amd.com/software-tools-optimization/"
           "measuring-max-achievable-flops-part2/README.html (repo ROCm/rocm-blogs, blogs/"
           "software-tools-optimization/measuring-max-achievable-flops-part2/README.md)",
    "llvm-sched": "LLVM llvm/lib/Target/AMDGPU/SISchedule.td (SICommonWriteRes; SIDPGFX942FullSpeedModel, "
                  "SIDPGFX950FullSpeedModel)",
    "llvm-baseinfo": "LLVM llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp (namespace IsaInfo)",
    "llvm-gcn": "LLVM llvm/lib/Target/AMDGPU/GCNProcessors.td / AMDGPU.td (FeatureLocalMemorySize per processor)",
    "rocprof-pipe": "ROCm Compute Profiler docs, 'Pipeline descriptions' (CDNA), https://rocm.docs.amd.com/"
                    "projects/rocprofiler-compute/en/latest/conceptual/pipeline-descriptions.html",
    "hipkittens": "Hu, Wadsworth, Siddens, Winata, Fu, Swann, Osama, Re, Arora, 'HipKittens: Fast and Furious AMD "
                  "Kernels', arXiv 2511.08083v1 (Nov 2025), section 3.3.1, Table 2, https://arxiv.org/abs/2511.08083",
    "cdna4-fp8-gemm": "AMD ROCm blog, 'FP8 GEMM Optimization on AMD CDNA4 Architecture' (Cao, Salykov, Luo; "
                      "10 Mar 2026), Table 5, https://rocm.blogs.amd.com/software-tools-optimization/"
                      "cdna4-gemm-kernels/README.html (repo ROCm/rocm-blogs, blogs/software-tools-optimization/"
                      "cdna4-gemm-kernels/README.md)",
    "gluon-gemm": "AMD ROCm blog, 'From Naive to Near-Peak: Building High-Performance GEMM Kernels with Gluon' "
                  "(Lixun Zhang; 28 Apr 2026), summary table, https://rocm.blogs.amd.com/software-tools-optimization/"
                  "gluon-gemm-tutorial/README.html (repo ROCm/rocm-blogs, blogs/software-tools-optimization/"
                  "gluon-gemm-tutorial/README.md)",
})


def _cite(tier: str, key: str, detail: str = "") -> str:
    assert tier in TIERS, tier
    return f"{tier}: " + REFS[key] + (f" -- {detail}" if detail else "")


def _estimate(reason: str) -> str:
    return f"estimate: {reason}"


# ----------------------------------------------------------------------------------------------- record
@dataclass(frozen=True)
class Target:
    """One GPU product: compute layout, register/LDS limits, clocks, memory hierarchy and timing parameters.

    ``sources`` maps every numeric field name to its citation (``docs/timing-parameters.md`` explains them).
    Cycle counts are engine-clock cycles.

    Example:
        >>> t = target("mi325x")
        >>> t.hbm_peak_tbs, t.sources["hbm_peak_tbs"].split(" -- ")[1]
        (6.0, "MI325X HBM3E 6.0 Gbps, '6.0 TB/s peak theoretical memory bandwidth'")
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
    mfma_clock_mhz: int       # engine clock sustained under dense bf16 MFMA load (published measurement, or
                              # derived from a published GEMM by clock_from_gemm_tflops)
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
    mfma_clock_mhz_by_dtype: Mapping[str, int]  # sustained clock of the dense-GEMM measurement, by dtype
    max_workgroups_per_cu: int  # multi-wave workgroups resident per CU (barrier resources)
    l1_bytes_per_cu: int      # vector L1 data cache
    lat_vmem_mall: int        # cycles, vector load hitting the Infinity Cache
    sources: Mapping[str, str]

    def __post_init__(self) -> None:
        missing = [f for f in numeric_fields() if not self.sources.get(f)]
        if missing:
            raise ValueError(f"Target {self.name!r}: numeric fields without a source: {', '.join(missing)}")
        untiered = [f for f, src in self.sources.items() if src.split(":", 1)[0] not in TIERS]
        if untiered:
            raise ValueError(f"Target {self.name!r}: sources of {', '.join(untiered)} do not start with one of "
                             f"the tiers {', '.join(TIERS)} followed by ':'")


def numeric_fields() -> tuple[str, ...]:
    """Names of the ``Target`` fields that hold numbers (each must have a source).

    Example:
        >>> "cus" in numeric_fields(), "name" in numeric_fields()
        (True, False)
    """
    return tuple(f.name for f in fields(Target) if f.type in ("int", "float") or f.type.startswith("Mapping[str, int]"))


@dataclass(frozen=True)
class ArchInfo:
    """What every GPU of one ISA architecture shares: register files, LDS, wave slots, fp8 flavour.

    The per-GPU ``Target`` records take these values from the same facts; the assembler, the DSL and the
    kernels read them here (``arch_info(arch)``) instead of writing the numbers again. ``sources`` maps every
    numeric field to its citation.

    Example:
        >>> a = arch_info("gfx942")
        >>> a.family, a.max_sgprs, a.max_vgprs, a.max_agprs, a.lds_bytes_per_cu, a.lds_banks, a.fp8_flavour
        ('CDNA3', 102, 256, 256, 65536, 32, 'fnuz')
    """

    name: str                 # "gfx942"
    family: str               # "CDNA3" / "CDNA4"
    simds_per_cu: int
    wave_slots_per_simd: int  # max resident waves per SIMD
    max_sgprs: int            # addressable SGPRs per wave (s0..s101; VCC etc. are extra)
    max_vgprs: int            # architected VGPRs per wave
    max_agprs: int            # AccVGPRs per wave
    sgprs_per_simd: int       # SGPR file per SIMD (occupancy)
    sgpr_granule: int         # SGPR allocation granule
    vgprs_per_simd_lane: int  # unified VGPR+AGPR file per lane per SIMD (occupancy)
    vgpr_granule: int         # VGPR allocation granule (registers)
    lds_bytes_per_cu: int
    lds_banks: int            # 4-byte banks
    fp8_flavour: str          # "fnuz" (gfx942: E4M3FNUZ/E5M2FNUZ) or "ocp" (gfx950: OCP E4M3FN/E5M2)
    architected_flat_scratch: bool  # flat scratch set up by hardware: RSRC2 bit 0 is ENABLE_PRIVATE_SEGMENT and
                                    # the assembler reserves the 6 flat-scratch SGPRs of every kernel
    sources: Mapping[str, str]

    def __post_init__(self) -> None:
        missing = [f.name for f in fields(ArchInfo) if f.type in ("int", "bool") and not self.sources.get(f.name)]
        if missing:
            raise ValueError(f"ArchInfo {self.name!r}: numeric fields without a source: {', '.join(missing)}")
        if self.fp8_flavour not in FP8_FLAVOURS:
            raise ValueError(f"ArchInfo {self.name!r}: fp8_flavour {self.fp8_flavour!r} is not one of "
                             f"{', '.join(FP8_FLAVOURS)}")


FP8_FLAVOURS = ("fnuz", "ocp")


def source_tier(t: Target, field_name: str) -> str:
    """How well ``t.<field_name>`` is sourced: one of ``TIERS`` ('read', 'secondary', 'unverified', 'estimate').

    Example:
        >>> source_tier(target("mi300x"), "mfma_clock_mhz"), source_tier(target("mi300x"), "lat_barrier")
        ('read', 'estimate')
    """
    return t.sources[field_name].split(":", 1)[0]


# ------------------------------------------------------------------------------------------------ facts
Fact = tuple[Any, str]   # (value, citation)
MiB = 1 << 20

_GFX942: dict[str, Any] = {
    "family": "CDNA3",
    # FNUZ fp8 (no infinities, one NaN 0x80, exponent bias 8/16): the formats of gfx942's v_cvt_pk_fp8_f32 and
    # fp8 MFMAs (PyTorch's float8_e4m3fnuz / float8_e5m2fnuz); gfx950 switched to the OCP formats.
    "fp8_flavour": "fnuz",
    "architected_flat_scratch": (True, _cite("secondary", "llvm-gcn", "FeatureISAVersion9_4_Common (gfx940-942, "
                                             "inherited by gfx950) adds FeatureArchitectedFlatScratch to gfx90a's "
                                             "feature list, as quoted in a diff of the two lists")),
    "max_sgprs": (102, _cite("read", "llvm-baseinfo", "getAddressableNumSGPRs returns 102 when Version.Major >= 8 "
                             "(before gfx10)")),
    "max_vgprs": (256, _cite("read", "llvm-baseinfo", "getAddressableNumArchVGPRs returns 256")),
    "max_agprs": (256, _cite("read", "llvm-baseinfo", "getAddressableNumVGPRs returns 512 with FeatureGFX90AInsts: "
                             "256 architected VGPRs + 256 AccVGPRs")),
    "sgprs_per_simd": (800, _cite("read", "llvm-baseinfo", "getTotalNumSGPRs returns 800 when Version.Major >= 8")),
    "sgpr_granule": (16, _cite("read", "llvm-baseinfo", "getSGPRAllocGranule returns 16 when 8 <= Version.Major "
                               "< 10")),
    "simds_per_cu": (4, _cite("read", "cdna3-wp", "Table 1: matrix FP16 2048 FLOP/clk/CU over 4 Matrix Core "
                              "SIMDs; also LLVM IsaInfo::getEUsPerCU returns 4 before gfx10")),
    "wave_slots_per_simd": (8, _cite("read", "rocprof-pipe", "'An instruction buffer (per-SIMD) that contains "
                                     "execution slots for up to 8 wavefronts (for 32 total wavefront slots on each "
                                     "CU)'; 10 only on GCN and MI100. LLVM getMaxWavesPerEU agrees: 'if "
                                     "(isGFX90A(*STI)) return 8'")),
    "vgprs_per_simd_lane": (512, _cite("read", "llvm-baseinfo", "getTotalNumVGPRs returns 512 with "
                                       "FeatureGFX90AInsts (unified VGPR+AGPR); ROCm specs: 512 KiB VGPR file/CU")),
    "vgpr_granule": (8, _cite("read", "llvm-baseinfo", "getVGPRAllocGranule returns 8 with FeatureGFX90AInsts")),
    "max_workgroups_per_cu": (16, _cite("read", "llvm-baseinfo", "getMaxWorkGroupsPerCU: MaxBarriers = 16 for "
                                        "multi-wave workgroups before gfx10 (single-wave groups: 4 x 8 waves)")),
    "lds_bytes_per_cu": (64 * 1024, _cite("read", "rocm-specs", "MI300X/MI325X LDS 64 KiB; CDNA3 white paper: "
                                          "'The LDS ... remain at 64KB'")),
    "lds_banks": (32, _cite("unverified", "notes", "CDNA3 ISA guide: 32 banks x 4 B")),
    "lds_bytes_per_clk": (128, _cite("unverified", "notes", "128 B/clk/CU = 32 banks x 4 B per clock")),
    "l1_bytes_per_cu": (32 * 1024, _cite("read", "cdna3-wp", "'cache line size has doubled to 128B, which "
                                         "also doubles L1 data cache capacity in tandem to 32KB'")),
    "l1_bytes_per_clk_per_cu": (128, _cite("read", "cdna3-wp", "request bus and L2 fill path 'expand to match "
                                           "the new line size, doubling the bandwidth to the core' (CDNA2 vL1D: "
                                           "64 B/clk), i.e. one 128 B line per clock")),
    "l2_bytes_per_xcd": (4 * MiB, _cite("read", "cdna3-wp", "'The L2 is a 4MB and 16-way set associative "
                                        "cache ... 16 channels that are each 256KB'")),
    "l2_bytes_per_clk_per_xcd": (2048, _cite("read", "cdna3-wp", "'each channel can read out a 128-byte cache "
                                             "line ... combined throughput of 2KBytes/clock for each XCD' "
                                             "(8 XCDs: 34.4 TB/s at 2.1 GHz)")),
    "mall_bytes": (256 * MiB, _cite("read", "cdna3-wp", "128 channels x 2 MB = 256MB Infinity Cache")),
    "lat_vmem_l2": (300, _estimate("no cycle count read; between the ~64-cycle LDS and the ~460-cycle "
                                   "Infinity Cache hit (lat_vmem_mall)")),
    "lat_vmem_mall": (460, "secondary: Chips and Cheese, 'Testing AMD's Giant MI300X' (2024), "
                           "https://chipsandcheese.com/p/testing-amds-giant-mi300x -- Infinity Cache latency "
                           "~218 ns as quoted in a third-party summary; 218 ns x 2.1 GHz = 458 cycles"),
    "lat_vmem_hbm": (650, _cite("unverified", "notes", "HBM load 500-800 cycles published for a gfx942 "
                                "part (MI308X); midpoint")),
    "lat_lds": (64, _cite("unverified", "notes", "ds_read_b128 ~64 cycles published for a gfx942 part; "
                          "LLVM WriteLDS says 'Can be between 2 and 64'")),
    "lat_smem": (50, _estimate("scalar-cache hit; no CDNA3 figure read (LLVM's WriteSMEM latency 5 is a "
                               "scheduling weight, not a measurement)")),
    "lat_barrier": (16, _estimate("release after the last wave arrives; no figure read (LLVM's WriteBarrier "
                                  "500 is marked 'XXX: Guessed ???')")),
    "branch_taken_cycles": (8, _cite("read", "llvm-sched", "SICommonWriteRes: HWWriteRes<WriteBranch, "
                                     "[HWBranch], 8> (a scheduling latency, not a measured refetch cost)")),
    "valu_cycles": (4, _cite("read", "rocprof-pipe", "the VALU is 'Four 16-wide SIMD processors': a wave64 "
                             "instruction occupies its SIMD for 64 / 16 = 4 cycles")),
    "trans_cycles": (16, _cite("read", "llvm-sched", "'F16 or F32 transcendental instructions (these are "
                               "quarter rate)': WriteTrans32 latency 4 vs Write32Bit 1, x 4 cycles per wave64")),
    "mfma_issue_cycles": (4, _cite("unverified", "notes", "a 32-cycle MFMA leaves 28 cycles for dependent-free "
                                   "VALU work (AMD matrix instruction calculator)")),
    "launch_overhead_us": (2.5, _cite("unverified", "notes", "kernel launch floor on the device ~2-3 us")),
    "matrix_flops_per_clk_per_simd": (
        MappingProxyType({"bf16": 512, "fp16": 512, "fp8": 1024}),
        _cite("read", "cdna3-wp", "Table 1: FLOPS/clock/CU matrix FP16/BF16 2048, FP8 4096; / 4 SIMDs")),
}
_GFX950: dict[str, Any] = {
    **_GFX942,
    "family": "CDNA4",
    "fp8_flavour": "ocp",
    "lds_bytes_per_cu": (160 * 1024, _cite("read", "rocm-specs", "MI350X/MI355X LDS 160 KiB")),
    "lds_banks": (64, _cite("unverified", "notes", "CDNA4: 64 banks; b32/b64/b128 reads in 1/2/4 phases")),
    "lds_bytes_per_clk": (256, "secondary: " + REFS["cdna4-wp"] + " -- LDS read bandwidth 256 B/clk as quoted "
                               "in sharareh-y/AgentKernelArena src/prompts/cheatsheet/MI355X_architecture.md "
                               "(= 64 banks x 4 B)"),
    "mall_bytes": (256 * MiB, _cite("read", "rocm-specs", "MI350X/MI355X L3 (Infinity Cache) 256 MiB")),
    "l2_bytes_per_xcd": (4 * MiB, _cite("read", "rocm-specs", "MI350X/MI355X L2 32 MiB (4 per XCD)")),
    "l1_bytes_per_cu": (32 * 1024, _cite("read", "rocm-specs", "MI350X/MI355X L1 vector cache 32 KiB")),
    "l2_bytes_per_clk_per_xcd": (2048, _estimate("CDNA4 figure not read; CDNA3's 2 KB/clk per XCD kept")),
    "l1_bytes_per_clk_per_cu": (128, _estimate("CDNA4 figure not read; CDNA3's 128 B/clk kept")),
    "lat_vmem_mall": (460, _estimate("no CDNA4 measurement read; the MI300X cycle count kept")),
    "matrix_flops_per_clk_per_simd": (
        MappingProxyType({"bf16": 1024, "fp16": 1024, "fp8": 2048}),
        _cite("read", "llvm-sched", "SIDPGFX950FullSpeedModel: 16x16x32 bf16 (16384 FLOP) in 4 passes = 1024 "
              "FLOP/clk/SIMD, twice gfx942's 16x16x16 in 4 passes; fp8 16x16x128 f8f6f4 (65536 FLOP) in 8 passes "
              "= 2048. Agrees with MI355X 2.5 PF bf16 / 5.0 PF fp8 dense at 256 CUs x 2.4 GHz")),
}

# mfma_clock_mhz is AMD's own "lowest-median-freq" of its max-achievable-FLOPs hipBLASLt GEMM
# (M=4096, N=4864, K=32896 bf16; trig_float inputs; 750 W MI300X, 1000 W MI325X): the same number for
# every kernel, never fitted to an anchor. Per dtype from the same table.
_MAF_MI300X = "MI300X (750W): FP16 654 TFLOPs @ 1115 MHz, BF16 708 TFLOPs @ 1207 MHz, FP8 1273 TFLOPs @ 1230 MHz " \
              "(Table 1; footnote 2: 708/751 = 94% of the 1207 MHz peak)"
_MAF_MI325X = "MI325X (1000W): FP16 794 TFLOPs @ 1354 MHz, BF16 843 TFLOPs @ 1447 MHz, FP8 1519 TFLOPs @ 1464 MHz " \
              "(Table 1)"

# gfx950: AMD has published no MAF clock for MI350X/MI355X. The clock is derived from a published dense-GEMM
# throughput on MI355X with clock_from_gemm_tflops (TFLOPs / (CUs x 4 SIMDs x FLOP/clk/SIMD x 0.94)); 0.94 is the
# MFMA busy fraction AMD's own MI300X measurement shows. No other fit, no AITER number, the same clock for every
# kernel. Per dtype: bf16 from HipKittens, fp16 and fp8 from AMD's ROCm blogs.
MAF_BUSY_FRACTION = 0.94


def clock_from_gemm_tflops(tflops: float, cus: int, flops_per_clk_per_simd: int, simds_per_cu: int = 4,
                           busy: float = MAF_BUSY_FRACTION) -> int:
    """Engine clock (MHz) a measured dense GEMM implies: TFLOPs / (cus x simds x FLOP/clk/SIMD x busy fraction).

    ``busy`` defaults to ``MAF_BUSY_FRACTION`` (0.94), the share of cycles AMD's MI300X max-achievable-FLOPs GEMM
    kept the MFMA units busy (708 TFLOPs at 1207 MHz = 94% of that clock's peak).

    Example:
        >>> clock_from_gemm_tflops(708, 304, 512)   # AMD measured 1207 MHz for this MI300X GEMM
        1210
        >>> clock_from_gemm_tflops(1610, 256, 1024)  # HipKittens' MI355X bf16 GEMM
        1633
    """
    if not 0 < busy <= 1:
        raise ValueError(f"clock_from_gemm_tflops: busy={busy} must be a fraction in (0, 1]")
    return round(tflops * 1e12 / (cus * simds_per_cu * flops_per_clk_per_simd * busy) / 1e6)


_GEMM_MI355X = {  # dtype -> (published TFLOPs, FLOP/clk/SIMD on gfx950)
    "fp16": (1489.0, 1024), "bf16": (1610.0, 1024), "fp8": (3130.21, 2048)}
_CLK_MI355X = {d: clock_from_gemm_tflops(tf, 256, fpc) for d, (tf, fpc) in _GEMM_MI355X.items()}
_HK_BF16 = (REFS["hipkittens"] + " -- 'HK 0 / 8' (no producer waves), 16x16x32 MFMA, 256x256 output tile: 1610 "
            "TFLOPS for a BF16 GEMM M=N=K=8192 on an MI355X (500 warmup + 100 measured iterations, N(0,1) "
            "inputs); no clock is published. Derived: 1610e12 / (256 CUs x 4 SIMDs x 1024 FLOP/clk x 0.94) = "
            f"{_CLK_MI355X['bf16']} MHz, 0.94 = MFMA busy fraction of AMD's MI300X MAF GEMM (708 / 751.5, [maf] "
            "footnote 2). Tier secondary: the paper's text was read in a markdown conversion stored in the code "
            "index; the arxiv.org page itself was not opened beyond its abstract")
_MI355X_BY_DTYPE = (
    "secondary: bf16 " + _HK_BF16 + ". fp16: " + REFS["gluon-gemm"] + " -- Gluon a16w16 FP16 GEMM "
    "4096x4096x8192 on MI355: 1489 TFLOPS at 98.75% hot-loop MFMA efficiency; 1489e12 / (256 x 4 x 1024 x 0.94) "
    f"= {_CLK_MI355X['fp16']} MHz (1438 MHz if the hot-loop 98.75% is used instead of 0.94). fp8: "
    + REFS["cdna4-fp8-gemm"] + " -- hipBLASLt FP8 (E4M3FN, BF16 out) M=N=K=8192 on MI355X, ROCm 7.1.0: 3130.21 "
    f"TFLOPS; 3130.21e12 / (256 x 4 x 2048 x 0.94) = {_CLK_MI355X['fp8']} MHz")
_MI350X_CLOCK = (f"estimate: no MI350X GEMM measurement found; the MI355X clocks derived from published GEMMs "
                 f"(bf16 {_CLK_MI355X['bf16']} MHz from HipKittens' 1610 TFLOPS; fp16 / fp8 from AMD's Gluon and "
                 "CDNA4 FP8 GEMM blogs, see mi355x) are used as an upper bound: MI350X runs at 1000 W against the "
                 "MI355X's 1400 W, and AMD's MAF table shows 750 W -> 1000 W raising the MI300X-class clock from "
                 "1207 to 1447 MHz, so the MI350X clock under load is likely lower")

_PRODUCT_FACTS: dict[str, dict[str, Any]] = {
    "mi300x": {
        "arch": "gfx942", "product": "AMD Instinct MI300X",
        "cus": (304, _cite("read", "rocm-specs", "304 CUs (38 per XCD)")),
        "xcds": (8, _cite("read", "cdna3-wp", "eight XCDs of 38 active CUs (304)")),
        "clock_mhz": (2100, _cite("read", "maf", "footnote 3: 'default max frequency of 2100MHz'; "
                                  "CDNA3 white paper: 17.2 TB/s = 8192 B/clk at 2.1 GHz")),
        "mfma_clock_mhz": (1207, _cite("read", "maf", _MAF_MI300X)),
        "mfma_clock_mhz_by_dtype": (MappingProxyType({"fp16": 1115, "bf16": 1207, "fp8": 1230}),
                                    _cite("read", "maf", _MAF_MI300X + "; footnote 4 gives FP8 as 1223.6 "
                                          "TFLOPs at 1273 MHz -- the table's 1230 MHz is used")),
        "hbm_peak_tbs": (5.3, _cite("read", "cdna3-wp", "'5.3 TB/s peak theoretical memory bandwidth' "
                                    "(HBM3 5.2 Gbps, 8 stacks)")),
        "hbm_achievable_tbs": (4.2, _cite("unverified", "notes", "'about 4.2 TB/s achieved in roofline tests' "
                                          "(79% of 5.3); primary source not found")),
        "mall_tbs": (17.2, _cite("read", "cdna3-wp", "'The peak bandwidth from the Infinity Cache is ... "
                                 "17.2 TB/s' (128 channels x 64 B at 2.1 GHz)")),
    },
}
_PRODUCT_FACTS["mi325x"] = {
    **_PRODUCT_FACTS["mi300x"], "product": "AMD Instinct MI325X",
    "cus": (304, _cite("read", "rocm-specs", "MI325X 304 CUs (38 per XCD)")),
    "clock_mhz": (2100, _cite("read", "cdna3-wp", "Table 1: MI300X | MI325X share 1307.4 TF FP16 = "
                              "2048 x 304 x 2.1 GHz")),
    "mfma_clock_mhz": (1447, _cite("read", "maf", _MAF_MI325X)),
    "mfma_clock_mhz_by_dtype": (MappingProxyType({"fp16": 1354, "bf16": 1447, "fp8": 1464}),
                                _cite("read", "maf", _MAF_MI325X)),
    "hbm_peak_tbs": (6.0, _cite("read", "cdna3-wp", "MI325X HBM3E 6.0 Gbps, '6.0 TB/s peak theoretical "
                                "memory bandwidth'")),
    "hbm_achievable_tbs": (4.74, _estimate("no published streaming figure read; MI300X's achievable/peak "
                                           "ratio 4.2/5.3 x 6.0 TB/s")),
}
_PRODUCT_FACTS["mi350x"] = {
    "arch": "gfx950", "product": "AMD Instinct MI350X",
    "cus": (256, _cite("read", "rocm-specs", "MI350X 256 CUs (32 per XCD)")),
    "xcds": (8, _cite("read", "rocm-specs", "256 CUs = 32 per XCD x 8; L2 32 MiB = 4 per XCD x 8")),
    "clock_mhz": (2200, _cite("unverified", "mi350-ds", "MI350X peak engine clock 2200 MHz (2.3 PF bf16 dense "
                              "= 4096 x 256 x 2.2 GHz)")),
    "mfma_clock_mhz": (_CLK_MI355X["bf16"], _MI350X_CLOCK),
    "mfma_clock_mhz_by_dtype": (MappingProxyType(dict(_CLK_MI355X)), _MI350X_CLOCK),
    "hbm_peak_tbs": (8.0, _cite("unverified", "mi350-ds", "8 TB/s HBM3E")),
    "hbm_achievable_tbs": (6.34, _estimate("no published streaming figure read; MI300X's achievable/peak "
                                           "ratio 4.2/5.3 x 8.0 TB/s")),
    "mall_tbs": (17.2, _estimate("CDNA4 Infinity Cache bandwidth not read; CDNA3's 17.2 TB/s kept")),
}
_PRODUCT_FACTS["mi355x"] = {
    **_PRODUCT_FACTS["mi350x"], "product": "AMD Instinct MI355X",
    "cus": (256, _cite("read", "rocm-specs", "MI355X 256 CUs (32 per XCD)")),
    "clock_mhz": (2400, _cite("unverified", "mi350-ds", "MI355X peak engine clock 2400 MHz (2.5 PF bf16 dense "
                              "= 4096 x 256 x 2.4 GHz)")),
    "mfma_clock_mhz": (_CLK_MI355X["bf16"], "secondary: " + _HK_BF16),
    "mfma_clock_mhz_by_dtype": (MappingProxyType(dict(_CLK_MI355X)), _MI355X_BY_DTYPE),
}
_ARCH_FACTS = {"gfx942": _GFX942, "gfx950": _GFX950}


def _record(cls: type, name: str, facts: Mapping[str, Any]) -> Any:
    """Build ``cls`` from the facts naming its fields (others are left out); ``(value, source)`` pairs split."""
    names = {f.name for f in fields(cls)} - {"name", "sources"}
    values: dict[str, Any] = {"name": name}
    sources: dict[str, str] = {}
    for key, fact in facts.items():
        if key not in names:
            continue
        if isinstance(fact, tuple):
            values[key], sources[key] = fact
        else:
            values[key] = fact
    return cls(**values, sources=MappingProxyType(sources))


ARCHS: Mapping[str, ArchInfo] = MappingProxyType({a: _record(ArchInfo, a, f) for a, f in _ARCH_FACTS.items()})
SUPPORTED_ARCHS: tuple[str, ...] = tuple(ARCHS)  # every arch torch_cdna assembles, simulates and runs on
TARGETS: Mapping[str, Target] = MappingProxyType({
    n: _record(Target, n, {**_ARCH_FACTS[p["arch"]], **p}) for n, p in _PRODUCT_FACTS.items()})


def arch_info(arch: str) -> ArchInfo:
    """The ``ArchInfo`` of ``arch`` ("gfx942"; a target-id suffix such as ":sramecc+:xnack-" is ignored).

    Example:
        >>> arch_info("gfx950:sramecc+:xnack-").lds_banks
        64
    """
    info = ARCHS.get(arch.split(":", 1)[0].strip().lower())
    if info is None:
        raise ValueError(f"unknown arch {arch!r}: torch_cdna supports {', '.join(SUPPORTED_ARCHS)}")
    return info


def common_limit(field_name: str) -> int:
    """The smallest value of an ``ArchInfo`` field over all supported archs: a limit valid on every one of them
    (used where the arch is not known yet, such as ``CompileOptions``' register budgets).

    Example:
        >>> common_limit("max_sgprs"), common_limit("lds_bytes_per_cu")
        (102, 65536)
    """
    return min(getattr(a, field_name) for a in ARCHS.values())


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
    from .hazards import mfma_passes  # here, not at the top: hazards imports the arch list from this module
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
