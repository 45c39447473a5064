"""Arch facts come from the ArchInfo/Target records (isa/targets.py), not from literals spread over modules.

The scan fails when a tuple/list/set of two or more arch names ("gfx942", "gfx950") or a comparison of a value
with an arch name (``arch == "gfx950"``, ``arch in (...)``) appears in torch_cdna outside ``ALLOWED``; each
allowed place says why it stays. Per-arch *tables* (dicts keyed by arch: tuning choices, instruction columns)
are not flagged: they are data keyed by arch, not a copy of the arch list.
"""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

import pytest

from torch_cdna import isa
from torch_cdna.isa import targets
from torch_cdna.isa.targets import ARCHS, SUPPORTED_ARCHS, TARGETS, ArchInfo, arch_info, common_limit

PKG = Path(targets.__file__).resolve().parents[1]
ARCH_NAME = re.compile(r"^gfx9\d+$")

# (path under torch_cdna, the flagged line stripped) -> why it stays
ALLOWED: dict[tuple[str, str], str] = {
    ("isa/mfma.py", "passes = tuple((a, sh.passes_gfx950 if a == \"gfx950\" and sh.passes_gfx950 else sh.passes) "
                    "for a in sh.archs)"):
        "the MFMA table's passes_gfx950 column belongs to gfx950: naming it is the instruction table's data",
    ("isa/mfma.py", "f8 = tuple((a, sh.passes_f8) for a in sh.archs if a == \"gfx950\" and sh.passes_f8)"):
        "the MFMA table's passes_f8 column (f8f6f4 on gfx950 only) is instruction-table data",
    ("isa/guess.py", "if m and arch == \"gfx950\":"):
        "f8f6f4 MFMAs exist only on gfx950: the pass-count table of an instruction, not an arch fact",
    ("isa/hazards.py", "if arch == \"gfx950\" and \"cvt_to_f4\" in flags:"):
        "a gfx950-only hazard rule (LLVM PR 117844/118589), part of the per-arch hazard tables",
    ("isa/hazards.py", "if arch == \"gfx950\" and \"cvt_to_f8\" in flags:"):
        "a gfx950-only hazard rule (LLVM PR 117844), part of the per-arch hazard tables",
}
EXEMPT_FILES = {"isa/targets.py": "the records themselves"}


def _is_arch(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(ARCH_NAME.match(node.value))


def _findings(path: Path) -> list[tuple[int, str]]:
    """(line, why) of every arch-name tuple and arch-name comparison in ``path``."""
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and sum(map(_is_arch, node.elts)) >= 2:
            found.append((node.lineno, "arch-name tuple"))
        elif isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                   for op in node.ops):
            if any(_is_arch(n) for n in [node.left, *node.comparators]):
                found.append((node.lineno, "arch-name comparison"))
    return found


def _scan() -> dict[tuple[str, str], list[str]]:
    hits: dict[tuple[str, str], list[str]] = {}
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        text = path.read_text()
        if rel in EXEMPT_FILES or '"gfx9' not in text:  # parse only files that name an arch (keeps it fast)
            continue
        lines = text.splitlines()
        for lineno, why in _findings(path):
            hits.setdefault((rel, lines[lineno - 1].strip()), []).append(f"torch_cdna/{rel}:{lineno}: {why}")
    return hits


def test_no_arch_literals_outside_the_records() -> None:
    hits = _scan()
    bad = [w for key, where in hits.items() if key not in ALLOWED for w in where]
    assert not bad, ("arch facts written as literals; take them from torch_cdna.isa.targets (SUPPORTED_ARCHS, "
                     "arch_info(arch).<field>, isa.has(mnemonic, arch)) or add an ALLOWED entry saying why:\n"
                     + "\n".join(bad))
    stale = sorted(k for k in ALLOWED if k not in hits)
    assert not stale, f"ALLOWED entries that no longer match any line (remove them): {stale}"


def test_scan_catches_what_it_forbids(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text('A = ("gfx942", "gfx950")\nif arch == "gfx950":\n    pass\nB = {"gfx942": 1, "gfx950": 2}\n'
                   'ok = ("gfx950",)\n')
    assert _findings(src) == [(1, "arch-name tuple"), (2, "arch-name comparison")]


def test_supported_archs_are_the_records() -> None:
    assert SUPPORTED_ARCHS == tuple(ARCHS) and len(SUPPORTED_ARCHS) >= 2
    assert isa.ARCHS == SUPPORTED_ARCHS
    assert {t.arch for t in TARGETS.values()} == set(SUPPORTED_ARCHS)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_targets_agree_with_their_arch(name: str) -> None:
    t = TARGETS[name]
    a = arch_info(t.arch)
    shared = {f.name for f in fields(ArchInfo)} & {f.name for f in fields(type(t))} - {"name", "sources"}
    assert shared >= {"lds_bytes_per_cu", "lds_banks", "wave_slots_per_simd", "fp8_flavour"}
    for f in shared:
        assert getattr(t, f) == getattr(a, f), f
        assert t.sources.get(f) == a.sources.get(f), f


def test_arch_info_values_and_errors() -> None:
    g942, g950 = arch_info("gfx942"), arch_info("gfx950:sramecc+:xnack-")
    assert (g942.fp8_flavour, g950.fp8_flavour) == ("fnuz", "ocp")
    assert (g942.lds_bytes_per_cu, g950.lds_bytes_per_cu) == (64 * 1024, 160 * 1024)
    assert (g942.lds_banks, g950.lds_banks) == (32, 64)
    assert common_limit("lds_bytes_per_cu") == 64 * 1024
    for a in (g942, g950):
        assert all(a.sources[f.name] for f in fields(ArchInfo) if f.type == "int")
    with pytest.raises(ValueError, match="gfx90a.*supports gfx942, gfx950"):
        arch_info("gfx90a")


def test_simulator_limits_follow_arch_info() -> None:
    from torch_cdna.errors import InvalidKernel
    from torch_cdna.sim import elf, launch_checks
    for a in SUPPORTED_ARCHS:
        info = arch_info(a)
        assert launch_checks.lds_limit(a) == info.lds_bytes_per_cu
        assert elf.architected_flat_scratch(a) == info.architected_flat_scratch
        assert launch_checks.max_wave_vgprs(4, a) == info.vgprs_per_simd_lane
        launch_checks.check_descriptor({"group_segment_fixed_size": info.lds_bytes_per_cu}, a, "k")
        with pytest.raises(InvalidKernel, match=f"group_segment_fixed_size {info.lds_bytes_per_cu + 1}"):
            launch_checks.check_descriptor({"group_segment_fixed_size": info.lds_bytes_per_cu + 1}, a, "k")
    # an arch the simulator does not run gets the limit every supported arch allows (it is refused later)
    assert launch_checks.lds_limit("gfx90a") == common_limit("lds_bytes_per_cu")


def test_isa_has_follows_the_instruction_table() -> None:
    assert isa.has("v_cvt_pk_bf16_f32", "gfx950") and not isa.has("v_cvt_pk_bf16_f32", "gfx942")
    assert isa.has("v_add_f32_e64", "gfx942") and not isa.has("v_no_such_op", "gfx942")
