"""DSL source lines in the emitted assembly: '; file.py:line' comments, and simulator errors that name them.

Lines are found by marker comments in this file (``# <- name``), so the tests keep working when the file is
edited.
"""

import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path

import pytest
import torch

import torch_cdna
from torch_cdna import _config, sim
from torch_cdna.asm.cache import cache_key
from torch_cdna.asm.kernel import CompileOptions
from torch_cdna.errors import SanitizerError, SimFault

from tests.asm.helpers import ARCHS, assemble, build, run

HERE = os.path.basename(__file__)


def line_of(marker: str) -> int:
    """The line of this file that carries ``# <- marker``."""
    hits = [i for i, text in enumerate(Path(__file__).read_text().splitlines(), 1) if f"# <- {marker}" in text]
    assert len(hits) == 1, f"marker {marker!r} found {len(hits)} times"
    return hits[0]


def oob_store(J, out: "int*", shift: "int"):
    tid = J.threadIdx.x
    v = J.gpr("vi32", 7)
    J.global_store(out + (tid + shift) * 4, v)  # <- oob store


def missing_wait(J, out: "int*", x: "int*"):
    tid = J.threadIdx.x
    v = J.gpr("vi32")
    J.global_load(v, x + tid * 4)
    w = J.gpr("vi32")
    w[0] = v[0] + 1  # <- read before the wait
    J.s_waitcnt(vmcnt=0)
    J.global_store(out + tid * 4, w)


def dpp_hazard(J, out: "float*"):
    tid = J.threadIdx.x
    v, w = J.gpr("vf32"), J.gpr("vf32")
    J.v_cvt_f32_u32(v, tid)
    J.v_mov_b32_dpp(w, v, mod="quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf")  # <- dpp consumer
    J.global_store(out + tid * 4, w)


def instr_lines(asm: str) -> list[str]:
    """The instruction lines of the kernel body (no labels, no directives)."""
    body = asm.split("\nk:\n", 1)[1].split("\n.Lfunc_end_k:", 1)[0]
    return [ln.strip() for ln in body.splitlines() if ln.startswith("\t")]


def test_every_instruction_names_its_dsl_line():
    k = build(oob_store)
    lines = instr_lines(k.asm)
    assert lines and all(re.search(r"; \S+\.py:\d+", ln) for ln in lines), lines
    store = next(ln for ln in lines if ln.startswith("global_store_dword"))
    assert store.endswith(f"; {HERE}:{line_of('oob store')}"), store
    first = oob_store.__code__.co_firstlineno
    assert lines[0].startswith("s_load_dword") and lines[0].endswith(f"; {HERE}:{first}"), lines[0]
    assert lines[-1] == f"s_endpgm  ; {HERE}:{first}"


def test_no_absolute_paths_in_the_assembly():
    k = build(oob_store)
    assert str(Path(__file__).resolve().parent) not in k.asm
    assert os.sep + HERE not in k.asm


def test_parser_picks_up_the_lines():
    from torch_cdna.sim.parse import parse_program
    k = build(missing_wait)
    prog = parse_program(k.asm, "k", "gfx942")
    assert all(ins.source and ins.source.startswith(f"{HERE}:") for ins in prog.instrs)
    add = next(ins for ins in prog.instrs if ins.mnemonic.startswith("v_add_u32"))
    assert add.source == f"{HERE}:{line_of('read before the wait')}"


@pytest.mark.parametrize("arch", ARCHS)
def test_annotated_assembly_assembles_without_diagnostics(arch):
    for fn in (oob_store, missing_wait, dpp_hazard):
        assert assemble(build(fn, arch=arch))[:4] == b"\x7fELF"


def test_out_of_bounds_store_names_the_source_line():
    out = torch.full((64,), -1, dtype=torch.int32)
    with pytest.raises(SimFault) as info:
        run(build(oob_store), [out, 1])
    assert info.value.source == f"{HERE}:{line_of('oob store')}"
    assert f"from {HERE}:{line_of('oob store')}" in str(info.value)


def test_out_of_bounds_store_through_jit_names_the_source_line(tmp_path):
    kernel = torch_cdna.asm.jit()(oob_store)
    out = torch.full((64,), -1, dtype=torch.int32)
    with _config.override(cache_dir=tmp_path, backend="auto", arch="gfx942", dump=""):
        for _ in range(2):  # compiled, then from the memo: the cached text keeps its comments
            with pytest.raises(SimFault, match=re.escape(f"from {HERE}:{line_of('oob store')}")):
                kernel([1], [64], out, 3)
            kernel.clear_memo()


def test_missing_waitcnt_names_the_source_line():
    options = CompileOptions(passes={"hide_dependencies": False})
    k = build(missing_wait, options=options)
    x = torch.randint(-100, 100, (64,), dtype=torch.int32)
    out = torch.full((64,), -1, dtype=torch.int32)
    with pytest.raises(SanitizerError, match="missing s_waitcnt") as info:
        run(k, [out, x])
    assert info.value.source == f"{HERE}:{line_of('read before the wait')}"
    assert f"from {HERE}:{line_of('read before the wait')}" in str(info.value)


@pytest.mark.parametrize("arch", ARCHS)
def test_hazard_names_the_source_line(arch):
    out = torch.full((64,), float("nan"))
    k = build(dpp_hazard, arch=arch, options=CompileOptions(hazards=False, passes={"hide_dependencies": False}))
    with pytest.raises(SanitizerError) as info:
        sim.launch(k, "k", grid=(1,), block=(64,), args=[out], arch=arch, strict=True)
    assert info.value.source == f"{HERE}:{line_of('dpp consumer')}"
    assert f"from {HERE}:{line_of('dpp consumer')}" in str(info.value)
    # with the hazard pass the same kernel runs, and the inserted s_nop carries the consumer's line
    good = build(dpp_hazard, arch=arch, options=CompileOptions(passes={"hide_dependencies": False}))
    nops = [ln for ln in instr_lines(good.asm) if ln.startswith("s_nop")]
    assert nops and all(ln.endswith(f"; {HERE}:{line_of('dpp consumer')} hazard") for ln in nops), nops
    run(good, [out])
    lanes = torch.arange(64, dtype=torch.float32).view(16, 4)
    torch.testing.assert_close(out, lanes[:, [1, 0, 3, 2]].reshape(64))


def test_control_flow_closes_on_its_own_line():
    def k(J, out: "int*", n: "int"):
        tid = J.threadIdx.x
        acc = J.gpr("vi32", 0)
        with J.If(tid < n):  # <- if
            acc[0] = acc[0] + 1
        i = J.gpr("vi32", 0)
        with J.While(i[0] < tid):  # <- while
            i[0] = i[0] + 1
        J.global_store(out + tid * 4, acc)
    lines = instr_lines(build(k).asm)
    restores = [ln for ln in lines if ln.startswith("s_mov_b64 exec, s[")]
    assert len(restores) == 2, lines
    assert restores[0].endswith(f"; {HERE}:{line_of('if')}")
    assert restores[1].endswith(f"; {HERE}:{line_of('while')}")
    assert next(ln for ln in lines if ln.startswith("s_branch")).endswith(f"; {HERE}:{line_of('while')}")


KERNEL_FILE = '''
import torch_cdna


@torch_cdna.asm.jit()
def store7(J, out: "int*"):
    v = J.gpr("vi32", 7)
    J.global_store(out + J.threadIdx.x * 4, v)
'''


def _import(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    finally:
        del sys.modules[name]
    return mod


def test_cache_key_does_not_depend_on_the_checkout_path(tmp_path):
    keys = []
    for where in ("a", "b/c"):
        path = tmp_path / where / "srcline_kernels.py"
        path.parent.mkdir(parents=True)
        path.write_text(KERNEL_FILE)
        mod = _import(path, "srcline_kernels")
        keys.append(cache_key(mod.store7.fn, constants={}, arch="gfx942", options=CompileOptions(), toolchain="t:1"))
    assert keys[0] == keys[1]
    # the file's base name is written into the assembly, so it is part of the key
    other = tmp_path / "d" / "other_name.py"
    other.parent.mkdir()
    shutil.copy(tmp_path / "a" / "srcline_kernels.py", other)
    mod = _import(other, "srcline_kernels")
    assert cache_key(mod.store7.fn, constants={}, arch="gfx942", options=CompileOptions(),
                     toolchain="t:1") != keys[0]
