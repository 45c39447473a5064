"""Every simulator fault that comes from a kernel names the kernel, the instruction (index and text), the
workgroup and wave (the lane where one lane is at fault) and, for DSL kernels, the user's ``file.py:line``
(issue 15: "Where a simulator error comes from a kernel, it names the instruction, the wave/lane, and the
Python file:line that emitted it"). Each fault class is checked with a small DSL kernel and with raw assembly.

Lines are found by marker comments in this file (``# <- name``), as in tests/asm/test_srclines.py.
"""

import os
import random
from pathlib import Path

import pytest
import torch

from torch_cdna import sim
from torch_cdna.asm.kernel import CompileOptions
from torch_cdna.errors import SanitizerError, SimFault, UnsupportedInstruction

from tests.asm.helpers import build
from tests.sim.test_hostile_input import source

HERE = os.path.basename(__file__)


def line_of(marker: str) -> str:
    """``file.py:line`` of the line of this file that carries ``# <- marker``."""
    hits = [i for i, text in enumerate(Path(__file__).read_text().splitlines(), 1) if f"# <- {marker}" in text]
    assert len(hits) == 1, f"marker {marker!r} found {len(hits)} times"
    return f"{HERE}:{hits[0]}"


def assert_names(fault: SimFault, *, mnemonic: str, source: str | None, workgroup: tuple[int, int, int],
                 wave: int) -> None:
    """The fault's fields and its message name where it happened."""
    assert fault.kernel == "k" and fault.pc is not None
    assert fault.line.split()[0].startswith(mnemonic), fault.line
    assert fault.workgroup == workgroup and fault.wave == wave
    text = str(fault)
    assert f"kernel k, instruction #{fault.pc}, workgroup {workgroup}".replace(",)", ")") in text, text
    assert fault.line.strip() in text
    if source is not None:
        assert fault.source == source and f"from {source}" in text, text


def run(kernel, args, grid=(1,), strict=True):
    return sim.launch(kernel, "k", grid=grid, block=(64,), args=args, strict=strict)


# ------------------------------------------------------------------------------------------ DSL kernels
def oob_global_store(J, out: "int*"):
    v = J.gpr("vi32", 7)
    J.global_store(out + (J.blockIdx.x * 64 + J.threadIdx.x) * 4, v)  # <- global store


def oob_scalar_store(J, out: "int*", offset: "int"):
    s = J.gpr("si32", 7)
    J.s_store_dword(s, out, offset)  # <- scalar store
    J.s_waitcnt(lgkmcnt=0)


def oob_scalar_load(J, out: "int*", offset: "int"):
    s = J.gpr("si32")
    J.s_load_dword(s, out, offset)  # <- scalar load
    J.s_waitcnt(lgkmcnt=0)
    v = J.gpr("vi32")
    v[0] = s[0] + 0
    J.global_store(out + J.threadIdx.x * 4, v)


def missing_wait(J, out: "int*", x: "int*"):
    tid = J.threadIdx.x
    v = J.gpr("vi32")
    J.global_load(v, x + tid * 4)
    w = J.gpr("vi32")
    w[0] = v[0] + 1  # <- read before the wait
    J.s_waitcnt(vmcnt=0)
    J.global_store(out + tid * 4, w)


def trap(J, out: "int*"):
    J.s_trap(2)  # <- trap


def test_dsl_global_store_names_workgroup_wave_lane_and_line(rng_seed):
    groups = random.Random(rng_seed).randint(2, 6)
    bad = random.Random(rng_seed + 1).randrange(1, groups)
    out = torch.full((bad * 64,), -1, dtype=torch.int32)
    with pytest.raises(SimFault) as info:
        run(build(oob_global_store), [out], grid=(groups,))
    assert_names(info.value, mnemonic="global_store", source=line_of("global store"), workgroup=(bad, 0, 0),
                 wave=bad)
    assert info.value.lane == 0 and f"lane 0" in str(info.value)


@pytest.mark.parametrize("kind", ["store", "load"])
def test_dsl_scalar_access_names_the_instruction_and_line(kind, rng_seed):
    offset = 4 * random.Random(rng_seed).randint(64, 4000)
    out = torch.full((64,), -1, dtype=torch.int32)
    fn = oob_scalar_store if kind == "store" else oob_scalar_load
    with pytest.raises(SimFault, match=f"scalar {kind}: out-of-bounds") as info:
        run(build(fn), [out, offset])
    assert_names(info.value, mnemonic=f"s_{kind}_dword", source=line_of(f"scalar {kind}"), workgroup=(0, 0, 0),
                 wave=0)
    assert info.value.address == out.data_ptr() + offset


def test_dsl_sanitizer_error_names_kernel_and_workgroup():
    k = build(missing_wait, options=CompileOptions(passes={"hide_dependencies": False}))
    x = torch.zeros(64, dtype=torch.int32)
    out = torch.full((64,), -1, dtype=torch.int32)
    with pytest.raises(SanitizerError, match="missing s_waitcnt") as info:
        run(k, [out, x])
    assert_names(info.value, mnemonic="v_add", source=line_of("read before the wait"), workgroup=(0, 0, 0), wave=0)


def test_dsl_trap_names_the_line():
    with pytest.raises(SimFault, match="s_trap 2 executed") as info:
        run(build(trap), [torch.zeros(1, dtype=torch.int32)], grid=(3,))
    assert_names(info.value, mnemonic="s_trap", source=line_of("trap"), workgroup=(0, 0, 0), wave=0)


def test_dsl_line_of_an_unimplemented_instruction_is_named():
    """The DSL itself only emits what the simulator runs, so an unimplemented form (the ``nv`` bit) is put in
    place of the DSL's ``s_trap`` line, keeping its ``; file.py:line`` comment."""
    asm = build(trap).asm
    assert "s_trap 2" in asm
    asm = asm.replace("s_trap 2", "global_load_dword v1, v[2:3], off nv", 1)
    with pytest.raises(UnsupportedInstruction, match="does not implement modifier") as info:
        sim.launch(asm, "k", (1,), (64,), [torch.zeros(1, dtype=torch.int32)])
    assert str(info.value).endswith(f"from {line_of('trap')}")


# ------------------------------------------------------------------------------------------ raw assembly
RAW = {
    "scalar store": ("s_mov_b32 s4, 1\ns_store_dword s4, s[2:3], 0x1000", "s_store_dword"),
    "scalar buffer store": ("s_mov_b32 s4, 0\ns_mov_b32 s5, 0\ns_mov_b32 s6, -1\ns_mov_b32 s7, 0\n"
                            "s_mov_b32 s8, 1\ns_buffer_store_dword s8, s[4:7], 0x1000", "s_buffer_store_dword"),
    "scalar load": ("s_load_dword s4, s[2:3], 0x1000\ns_waitcnt lgkmcnt(0)", "s_load_dword"),
    "global store": ("v_mov_b32 v1, 0x1000\nglobal_store_dword v1, v1, s[2:3]", "global_store_dword"),
    "trap": ("s_trap 2", "s_trap"),
}


@pytest.mark.parametrize("what", sorted(RAW))
def test_raw_assembly_fault_names_instruction_workgroup_and_wave(what, rng_seed):
    body, mnemonic = RAW[what]
    groups = random.Random(rng_seed).randint(1, 4)
    out = torch.full((64,), -1, dtype=torch.int32)
    with pytest.raises(SimFault) as info:
        sim.launch(source(body), "k", (groups,), (64,), [out])
    assert_names(info.value, mnemonic=mnemonic, source=None, workgroup=(0, 0, 0), wave=0)
    assert info.value.line.strip() == body.splitlines()[-1 if "waitcnt" not in body else -2]


def test_raw_assembly_unsupported_modifier_names_the_instruction():
    with pytest.raises(UnsupportedInstruction, match=r"instruction #\d+: `global_load_dword v1, v\[2:3\], off nv`"):
        sim.launch(source("global_load_dword v1, v[2:3], off nv\ns_waitcnt vmcnt(0)"), "k", (1,), (64,),
                   [torch.zeros(64, dtype=torch.int32)])
