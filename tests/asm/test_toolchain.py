"""Toolchain discovery and assembler diagnostics, on every toolchain this machine has."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest

from torch_cdna import _config
from torch_cdna.asm import toolchain as tcmod
from torch_cdna.asm.toolchain import find_toolchain, parse_diagnostics, split_arch
from torch_cdna.errors import AssemblerError, ToolchainError

sys.path.insert(0, str(Path(__file__).parent))
from asm_samples import line_of, store_kernel  # noqa: E402

ARCHS = ["gfx942", "gfx950"]

# LLVM folders with llvm-mc + ld.lld present on this machine (Debian's llvm-19/lld-19 know gfx942, not gfx950).
_LLVM_DIRS = [d for d in ("/usr/lib/llvm-19/bin", "/usr/lib/llvm-20/bin", "/opt/rocm/llvm/bin")
              if os.access(f"{d}/llvm-mc", os.X_OK) and os.access(f"{d}/ld.lld", os.X_OK)]


def _toolchains(arch: str) -> list:
    """Every toolchain usable for ``arch`` here: the default discovery plus each explicit LLVM folder."""
    found = [find_toolchain(arch)]
    for d in _LLVM_DIRS:
        with _config.override(llvm_dir=d):
            try:
                found.append(find_toolchain(arch))
            except ToolchainError:
                pass
    return found


def _is_elf_code_object(co: bytes) -> bool:
    # ELF magic, 64-bit, little endian, e_machine EM_AMDGPU (224)
    return co[:4] == b"\x7fELF" and co[4] == 2 and co[5] == 1 and int.from_bytes(co[18:20], "little") == 224


@pytest.mark.parametrize("arch", ARCHS)
def test_good_kernel_assembles_and_links(arch):
    value = random.randint(1, 60)
    for tc in _toolchains(arch):
        co = tc.assemble(store_kernel(arch, value), arch)
        assert _is_elf_code_object(co), tc
        # linked (shared object, ET_DYN = 3), not a relocatable object (ET_REL = 1)
        assert int.from_bytes(co[16:18], "little") == 3, tc
        assert b"store_value.kd" in co


@pytest.mark.parametrize("arch", ARCHS)
def test_register_out_of_range_quotes_line(arch):
    text = store_kernel(arch).replace("v_mov_b32_e32 v2,", "v_mov_b32_e32 v999,")
    line = line_of(text, "v999")
    for tc in _toolchains(arch):
        with pytest.raises(AssemblerError) as info:
            tc.assemble(text, arch)
        msg = str(info.value)
        assert "register index is out of range" in msg, msg
        assert f"line {line}," in msg and "v_mov_b32_e32 v999, 42" in msg, msg
        assert tc.name in msg and arch in msg
        # the caret sits under the bad operand
        src_row, caret_row = msg.splitlines()[2:4]
        assert src_row[caret_row.index("^"):].startswith("v999"), msg


@pytest.mark.parametrize("arch", ARCHS)
def test_unknown_mnemonic(arch):
    text = store_kernel(arch).replace("s_endpgm", "v_frobnicate_b32 v0, v1\n\ts_endpgm")
    for tc in _toolchains(arch):
        with pytest.raises(AssemblerError) as info:
            tc.assemble(text, arch)
        msg = str(info.value)
        assert "invalid instruction" in msg and "v_frobnicate_b32 v0, v1" in msg, msg
        assert f"line {line_of(text, 'frobnicate')}," in msg
        assert info.value.diagnostics[0].severity == "error"


@pytest.mark.parametrize("arch", ARCHS)
def test_warning_is_an_error_too(arch):
    text = store_kernel(arch).replace("s_endpgm", '.warning "lanes above 63 are not stored"\n\ts_endpgm')
    for tc in _toolchains(arch):
        with pytest.raises(AssemblerError) as info:
            tc.assemble(text, arch)
        msg = str(info.value)
        assert "warned about" in msg and "lanes above 63 are not stored" in msg, msg
        assert [d.severity for d in info.value.diagnostics] == ["warning"]


def test_arch_specific_instruction():
    # v_permlane32_swap exists on gfx950 only
    body = "v_permlane32_swap_b32_e32 v0, v1\n\ts_endpgm"
    ok = store_kernel("gfx950").replace("s_endpgm", body)
    assert _is_elf_code_object(find_toolchain("gfx950").assemble(ok, "gfx950"))
    with pytest.raises(AssemblerError, match="not supported on this GPU"):
        find_toolchain("gfx942").assemble(store_kernel("gfx942").replace("s_endpgm", body), "gfx942")


def test_nothing_leaks_to_stderr(capfd):
    text = store_kernel("gfx942").replace("v_mov_b32_e32 v2,", "v_mov_b32_e32 v999,")
    with pytest.raises(AssemblerError):
        find_toolchain("gfx942").assemble(text, "gfx942")
    find_toolchain("gfx942").assemble(store_kernel("gfx942"), "gfx942")
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_version_and_name_identify_toolchain():
    tc = find_toolchain("gfx942")
    assert tc.name in ("llvm-dir", "rocm", "path", "triton")
    assert tc.version and tc.version != "unknown"
    assert tc.ident == f"{tc.name}:{tc.version}"


def test_triton_36_api_that_prints_but_does_not_raise(monkeypatch):
    """Triton 3.6's libtriton.amd.assemble_amdgcn printed diagnostics to fd 2 and still returned an object."""
    from triton._C import libtriton
    from triton.backends.amd import compiler as amd_compiler

    def old_assemble(text, arch, features):
        os.write(2, b"triton-amdgpu-assembler:3:5: error: invalid operand for instruction\n"
                    b"    s_mov_b32 s0, bad\n        ^\n")
        return b"\x7fELF-not-really"

    monkeypatch.delattr(amd_compiler, "assemble_amdgcn")
    monkeypatch.setattr(libtriton.amd, "assemble_amdgcn", old_assemble)
    monkeypatch.setattr(libtriton.llvm, "init_targets", lambda: None)
    tc = tcmod._triton_toolchain("3.6.0")
    text = "; one\n; two\n    s_mov_b32 s0, bad\n"
    with pytest.raises(AssemblerError) as info:
        tc.assemble(text, "gfx942")
    assert "line 3, column 5: error: invalid operand for instruction" in str(info.value)
    assert "s_mov_b32 s0, bad" in str(info.value)


def test_explicit_llvm_dir_that_is_unusable_is_an_error(tmp_path):
    with _config.override(llvm_dir=str(tmp_path)), pytest.raises(ToolchainError) as info:
        find_toolchain("gfx942")
    assert str(tmp_path) in str(info.value) and "llvm-mc" in str(info.value)


def test_no_toolchain_lists_every_reason(monkeypatch, tmp_path):
    monkeypatch.setattr(tcmod, "_find_triton", lambda proc: (None, "triton: not installed"))
    monkeypatch.setattr(tcmod, "FINDERS", [tcmod._find_llvm_dir, tcmod._find_rocm, tcmod._find_triton])
    tcmod._find_cached.cache_clear()
    try:
        with _config.override(rocm_path=tmp_path, llvm_dir=""), pytest.raises(ToolchainError) as info:
            find_toolchain("gfx942")
    finally:
        tcmod._find_cached.cache_clear()
    msg = str(info.value)
    assert "rocm:" in msg and "triton: not installed" in msg and "pip install" in msg


def test_llvm_on_path_that_does_not_know_the_arch_is_skipped(tmp_path):
    fake = tmp_path / "llvm-mc"
    fake.write_text("#!/bin/sh\necho \"'$2' is not a recognized processor for this target\" >&2\n")
    fake.chmod(0o755)
    assert not tcmod._knows_arch(str(fake), "gfx942")
    tc, why = tcmod._path_tools("gfx942", str(fake), str(fake))
    assert tc is None and "does not know gfx942" in why


@pytest.mark.parametrize("arch, expected", [("gfx942", ("gfx942", "")),
                                            ("gfx942:sramecc+:xnack-", ("gfx942", "+sramecc,-xnack")),
                                            ("gfx950", ("gfx950", ""))])
def test_split_arch(arch, expected):
    assert split_arch(arch) == expected


@pytest.mark.parametrize("bad", ["sm_90", "gfx942:xnack", "942"])
def test_split_arch_rejects(bad):
    with pytest.raises(ToolchainError, match="gfx942"):
        split_arch(bad)


def test_parse_diagnostics_keeps_unrecognised_text():
    diags = parse_diagnostics("<stdin>:4:2: warning: w\n  x\n  ^\nsomething odd happened\n")
    assert [(d.severity, d.line, d.message) for d in diags] == [("warning", 4, "w"),
                                                                 ("error", None, "something odd happened")]
