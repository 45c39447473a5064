"""isa/targets: every numeric Target field is cited, lookups work, peaks match AMD's published numbers, and
mfma_cycles agrees with LLVM's gfx942/gfx950 scheduling models."""

import dataclasses
import re
from pathlib import Path

import pytest

from torch_cdna.isa.targets import (MAF_BUSY_FRACTION, REFS, TARGETS, TIERS, clock_from_gemm_tflops, mfma_cycles,
                                    numeric_fields, peak_tflops, source_tier, target)


def test_every_numeric_field_has_a_source():
    assert {"cus", "clock_mhz", "mfma_clock_mhz", "hbm_achievable_tbs", "lat_vmem_hbm"} <= set(numeric_fields())
    for t in TARGETS.values():
        for name in numeric_fields():
            assert isinstance(t.sources.get(name), str) and t.sources[name].strip(), (t.name, name)


def test_a_record_without_a_source_is_refused():
    t = TARGETS["mi300x"]
    sources = dict(t.sources)
    del sources["lat_lds"]
    with pytest.raises(ValueError, match="lat_lds"):
        dataclasses.replace(t, sources=sources)


def test_records_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        TARGETS["mi300x"].cus = 1


@pytest.mark.parametrize("key, name", [("mi300x", "mi300x"), ("MI325X", "mi325x"), ("mi350x", "mi350x"),
                                       ("mi355x", "mi355x"), ("gfx942", "mi300x"), ("gfx950", "mi350x")])
def test_lookup(key, name):
    assert target(key).name == name


def test_unknown_name_lists_the_known_ones():
    with pytest.raises(ValueError) as e:
        target("mi250x")
    for known in ("mi300x", "mi325x", "mi350x", "mi355x", "gfx942", "gfx950"):
        assert known in str(e.value)


@pytest.mark.parametrize("name, arch, cus, lds, banks, fp8", [
    ("mi300x", "gfx942", 304, 65536, 32, "fnuz"), ("mi325x", "gfx942", 304, 65536, 32, "fnuz"),
    ("mi350x", "gfx950", 256, 163840, 64, "ocp"), ("mi355x", "gfx950", 256, 163840, 64, "ocp")])
def test_layout(name, arch, cus, lds, banks, fp8):
    t = TARGETS[name]
    assert (t.arch, t.cus, t.lds_bytes_per_cu, t.lds_banks, t.fp8_flavour) == (arch, cus, lds, banks, fp8)
    assert t.cus % t.xcds == 0
    assert t.mfma_clock_mhz <= t.clock_mhz
    assert t.hbm_achievable_tbs < t.hbm_peak_tbs


# AMD's published dense peaks (TFLOPS): MI300X/MI325X data sheets 1307.4 bf16/fp16, 2614.9 fp8;
# MI350X 2.3 PF bf16 / 4.6 PF fp8; MI355X 2.5 PF bf16 / 5.0 PF fp8 (AMD MI350 series product page).
@pytest.mark.parametrize("name, dtype, published", [
    ("mi300x", "bf16", 1307.4), ("mi300x", "fp16", 1307.4), ("mi300x", "fp8", 2614.9),
    ("mi325x", "bf16", 1307.4), ("mi325x", "fp8", 2614.9),
    ("mi350x", "bf16", 2300.0), ("mi350x", "fp8", 4600.0),
    ("mi355x", "bf16", 2500.0), ("mi355x", "fp8", 5000.0)])
def test_peak_tflops_matches_published(name, dtype, published):
    assert peak_tflops(TARGETS[name], dtype) == pytest.approx(published, rel=0.01)


def test_peak_tflops_unknown_dtype():
    with pytest.raises(ValueError, match="fp64"):
        peak_tflops(TARGETS["mi300x"], "fp64")


def test_every_source_names_its_tier():
    for t in TARGETS.values():
        for name, src in t.sources.items():
            assert source_tier(t, name) in TIERS, (t.name, name, src)


def test_a_source_without_a_tier_is_refused():
    t = TARGETS["mi300x"]
    with pytest.raises(ValueError, match="lat_lds"):
        dataclasses.replace(t, sources={**t.sources, "lat_lds": "somewhere"})


# AMD's max-achievable-FLOPs blog (ROCm/rocm-blogs measuring-max-achievable-flops-part2, Table 1 and footnote
# 2): MI300X 708 TFLOPs bf16 at 1207 MHz is 94% of the peak at that clock; MI325X 843 TFLOPs at 1447 MHz.
@pytest.mark.parametrize("name, maf_tflops, efficiency", [("mi300x", 708.0, 0.94), ("mi325x", 843.0, 0.94)])
def test_mfma_clock_reproduces_amds_max_achievable_flops(name, maf_tflops, efficiency):
    t = TARGETS[name]
    assert t.mfma_clock_mhz == t.mfma_clock_mhz_by_dtype["bf16"] < t.clock_mhz
    at_load = peak_tflops(t, "bf16", clock_mhz=t.mfma_clock_mhz)
    assert maf_tflops / at_load == pytest.approx(efficiency, abs=0.01)


def test_maf_busy_fraction_is_amds_mi300x_measurement():
    # [maf] footnote 2: 708 TFLOPs bf16 at 1207 MHz on 304 CUs x 2048 FLOP/clk.
    assert MAF_BUSY_FRACTION == pytest.approx(708 / (304 * 2048 * 1207e6 / 1e12), abs=0.005)
    # The derivation recovers AMD's measured MI300X/MI325X clocks from their TFLOPs to within 0.5%.
    assert clock_from_gemm_tflops(708, 304, 512) == pytest.approx(1207, rel=0.005)
    assert clock_from_gemm_tflops(843, 304, 512) == pytest.approx(1447, rel=0.005)
    with pytest.raises(ValueError, match="busy"):
        clock_from_gemm_tflops(708, 304, 512, busy=1.5)


# Published MI355X GEMM throughputs the gfx950 clocks are derived from: HipKittens (arXiv 2511.08083v1) Table 2,
# bf16 M=N=K=8192, 1610 TFLOPS; AMD Gluon GEMM blog, fp16 4096x4096x8192, 1489 TFLOPS; AMD CDNA4 FP8 GEMM blog
# Table 5, hipBLASLt fp8 M=N=K=8192, 3130.21 TFLOPS.
GFX950_GEMMS = [("bf16", 1610.0, "hipkittens"), ("fp16", 1489.0, "gluon-gemm"), ("fp8", 3130.21, "cdna4-fp8-gemm")]


@pytest.mark.parametrize("dtype, tflops, key", GFX950_GEMMS)
def test_mi355x_clock_reproduces_the_published_gemm_at_the_maf_busy_fraction(dtype, tflops, key):
    t = TARGETS["mi355x"]
    clock = t.mfma_clock_mhz_by_dtype[dtype]
    assert clock < t.clock_mhz
    assert tflops / peak_tflops(t, dtype, clock_mhz=clock) == pytest.approx(MAF_BUSY_FRACTION, abs=0.001)
    assert REFS[key] in t.sources["mfma_clock_mhz_by_dtype"] and f"{tflops:g}" in t.sources["mfma_clock_mhz_by_dtype"]


def test_mi355x_mfma_clock_is_the_bf16_derivation_and_says_how():
    t = TARGETS["mi355x"]
    assert t.mfma_clock_mhz == t.mfma_clock_mhz_by_dtype["bf16"] == clock_from_gemm_tflops(1610, t.cus, 1024) == 1633
    assert source_tier(t, "mfma_clock_mhz") == source_tier(t, "mfma_clock_mhz_by_dtype") == "secondary"
    for needed in ("1610", "0.94", REFS["hipkittens"]):
        assert needed in t.sources["mfma_clock_mhz"]


def test_mi350x_borrows_the_mi355x_clock_as_an_upper_bound_estimate():
    mi350x, mi355x = TARGETS["mi350x"], TARGETS["mi355x"]
    assert dict(mi350x.mfma_clock_mhz_by_dtype) == dict(mi355x.mfma_clock_mhz_by_dtype)
    assert mi350x.mfma_clock_mhz == mi355x.mfma_clock_mhz < mi350x.clock_mhz
    assert source_tier(mi350x, "mfma_clock_mhz") == "estimate"
    assert "upper bound" in mi350x.sources["mfma_clock_mhz"]


# LLVM llvm/lib/Target/AMDGPU/SISchedule.td (llvm-project main, read 2026-11): the MFMA write class of each
# instruction in SIDPGFX942FullSpeedModel / SIDPGFX950FullSpeedModel (InstRW regexes over LLVM's record names),
# and SICommonWriteRes: Write{2,4,8,16}PassMAI hold HWXDL for 2/4/8/16 passes, Write{4,8,16}PassDGEMM likewise;
# one pass is 4 cycles. On gfx950 the f8f6f4 ops are WriteMFMAScale_*: 2x the passes when cbsz or blgp
# selects an fp8/bf8 format (<= 1), PredIsF8_MFMA_SCALE.
# (assembler mnemonic, arch, LLVM record, LLVM write class, modifiers)
LLVM_MFMA = [
    ("v_mfma_f32_32x32x8_bf16", "gfx942", "V_MFMA_F32_32X32X8BF16_1K", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x16_bf16", "gfx942", "V_MFMA_F32_16X16X16BF16_1K", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x8_f16", "gfx942", "V_MFMA_F32_32X32X8F16", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x16_f16", "gfx942", "V_MFMA_F32_16X16X16F16", "Write4PassMAI", None),
    ("v_mfma_f32_16x16x32_fp8_fp8", "gfx942", "V_MFMA_F32_16X16X32_FP8_FP8", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x16_bf8_fp8", "gfx942", "V_MFMA_F32_32X32X16_BF8_FP8", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x4_f32", "gfx942", "V_MFMA_F32_16X16X4F32", "Write8PassMAI", None),
    ("v_mfma_f32_32x32x2_f32", "gfx942", "V_MFMA_F32_32X32X2F32", "Write16PassMAI", None),
    ("v_mfma_f32_4x4x1_16b_f32", "gfx942", "V_MFMA_F32_4X4X1F32", "Write2PassMAI", None),
    ("v_mfma_f32_16x16x8_xf32", "gfx942", "V_MFMA_F32_16X16X8XF32", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x4_xf32", "gfx942", "V_MFMA_F32_32X32X4XF32", "Write8PassMAI", None),
    ("v_mfma_f32_32x32x4_2b_bf16", "gfx942", "V_MFMA_F32_32X32X4BF16_1K", "Write16PassMAI", None),
    ("v_mfma_i32_16x16x32_i8", "gfx942", "V_MFMA_I32_16X16X32I8", "Write4PassMAI", None),
    ("v_mfma_f64_16x16x4_f64", "gfx942", "V_MFMA_F64_16X16X4F64", "Write8PassDGEMM", None),
    ("v_mfma_f64_4x4x4_4b_f64", "gfx942", "V_MFMA_F64_4X4X4F64", "Write4PassDGEMM", None),
    ("v_mfma_f32_16x16x32_bf16", "gfx950", "V_MFMA_F32_16X16X32_BF16", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x16_bf16", "gfx950", "V_MFMA_F32_32X32X16_BF16", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x32_f16", "gfx950", "V_MFMA_F32_16X16X32_F16", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x16_f16", "gfx950", "V_MFMA_F32_32X32X16_F16", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x16_bf16", "gfx950", "V_MFMA_F32_16X16X16BF16_1K", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x8_bf16", "gfx950", "V_MFMA_F32_32X32X8BF16_1K", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x32_fp8_fp8", "gfx950", "V_MFMA_F32_16X16X32_FP8_FP8", "Write4PassMAI", None),
    ("v_mfma_f32_32x32x16_fp8_fp8", "gfx950", "V_MFMA_F32_32X32X16_FP8_FP8", "Write8PassMAI", None),
    ("v_mfma_i32_16x16x64_i8", "gfx950", "V_MFMA_I32_16X16X64_I8", "Write4PassMAI", None),
    ("v_mfma_i32_32x32x32_i8", "gfx950", "V_MFMA_I32_32X32X32_I8", "Write8PassMAI", None),
    ("v_mfma_f32_16x16x4_f32", "gfx950", "V_MFMA_F32_16X16X4F32", "Write8PassMAI", None),
    ("v_mfma_f32_32x32x2_f32", "gfx950", "V_MFMA_F32_32X32X2F32", "Write16PassMAI", None),
    ("v_mfma_f64_16x16x4_f64", "gfx950", "V_MFMA_F64_16X16X4F64", "Write16PassDGEMM", None),
    ("v_mfma_f32_16x16x128_f8f6f4", "gfx950", "V_MFMA_F32_16X16X128_F8F6F4", "Write8PassMAI",
     {"cbsz": 0, "blgp": 0}),
    ("v_mfma_f32_16x16x128_f8f6f4", "gfx950", "V_MFMA_F32_16X16X128_F8F6F4", "Write4PassMAI",
     {"cbsz": 4, "blgp": 4}),
    ("v_mfma_f32_32x32x64_f8f6f4", "gfx950", "V_MFMA_F32_32X32X64_F8F6F4", "Write16PassMAI",
     {"cbsz": 4, "blgp": 1}),
    ("v_mfma_scale_f32_32x32x64_f8f6f4", "gfx950", "V_MFMA_SCALE_F32_32X32X64_F8F6F4", "Write8PassMAI",
     {"cbsz": 2, "blgp": 3}),
]


@pytest.mark.parametrize("mnemonic, arch, record, write, mods", LLVM_MFMA,
                         ids=[f"{r[0]}-{r[1]}-{r[3]}" for r in LLVM_MFMA])
def test_mfma_cycles_match_llvm_sched_model(mnemonic, arch, record, write, mods):
    passes = int(re.fullmatch(r"Write(\d+)Pass(?:MAI|DGEMM)", write).group(1))
    assert mfma_cycles(mnemonic, arch, mods) == 4 * passes, record


def test_mfma_cycles_rejects_non_mfma():
    with pytest.raises(ValueError, match="v_add_f32"):
        mfma_cycles("v_add_f32", "gfx942")


def _doc_value(value) -> str:
    return ", ".join(f"{k} {x}" for k, x in value.items()) if hasattr(value, "items") else str(value)


def test_docs_tables_match_the_records():
    """docs/timing-parameters.md prints one table per GPU; every row's value and tier must be the record's."""
    text = (Path(__file__).parents[2] / "docs" / "timing-parameters.md").read_text()
    sections = re.split(r"^### (\w+): ", text, flags=re.M)
    tables = dict(zip(sections[1::2], sections[2::2]))
    assert set(tables) == set(TARGETS)
    for name, body in tables.items():
        t = TARGETS[name]
        rows = {m[0]: (m[1], m[2]) for m in re.findall(r"^\| `(\w+)` \| ([^|]+) \| (\w+) \|", body, flags=re.M)}
        assert set(rows) == set(numeric_fields()), name
        for field, (value, tier) in rows.items():
            assert (value, tier) == (_doc_value(getattr(t, field)), source_tier(t, field)), (name, field)
