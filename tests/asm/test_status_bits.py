"""VCCZ and SCC read as data by a VALU instruction: the DSL takes them, LLVM assembles them, the hazard pass puts
the ISA's 5 wait states between a VALU write of VCC and a VALU read of VCCZ, and the simulator reads the bits
(its hazard sanitizer objects when the pass is off)."""

import pytest
import torch

from tests.asm.helpers import ARCHS, assemble, build, run
from torch_cdna.asm.kernel import CompileOptions
from torch_cdna.errors import SanitizerError


def status_kernel(J, out: "int*", n: "int"):
    """out[2t] = VCCZ after VCC = (n < t) over the wave; out[2t + 1] = SCC after n == 5."""
    tid = J.threadIdx.x
    zero, scc = J.gpr("vu32"), J.gpr("vu32")
    J.v_cmp_lt_u32(J.vcc, n, tid)  # a VALU writes VCC
    J.v_mov_b32(zero, "vccz")      # a VALU reads VCCZ as data: 5 wait states in between
    J.s_cmp_eq_u32(n, 5)
    J.v_mov_b32(scc, "scc")
    J.global_store(out + tid * 8, zero)
    J.global_store(out + tid * 8 + 4, scc)
    J.s_waitcnt(vmcnt=0)


@pytest.mark.parametrize("arch", ARCHS)
def test_the_hazard_pass_separates_the_vcc_write_from_the_vccz_read(arch):
    kernel = build(status_kernel, arch=arch)
    assert assemble(kernel)
    body = [line.split(";")[0].strip() for line in kernel.asm.splitlines()]
    write = next(i for i, text in enumerate(body) if text.startswith("v_cmp_lt_u32 vcc"))
    read = next(i for i, text in enumerate(body) if text.endswith(", vccz"))
    between = body[write + 1:read]
    nops = sum(int(t.split()[1]) + 1 for t in between if t.startswith("s_nop"))
    assert nops + sum(1 for t in between if t and not t.startswith("s_nop")) >= 5, between
    unguarded = build(status_kernel, arch=arch, options=CompileOptions(hazards=False))
    assert "s_nop" not in unguarded.asm


@pytest.mark.parametrize("n, vccz, scc", [(63, 1, 0), (5, 0, 1), (10, 0, 0)])
def test_the_simulator_reads_the_status_bits(n, vccz, scc):
    out = torch.full((128,), -7, dtype=torch.int32)  # poisoned: every element must be written
    run(build(status_kernel), [out, n])
    assert out[0::2].tolist() == [vccz] * 64 and out[1::2].tolist() == [scc] * 64


def test_without_the_hazard_pass_the_sanitizer_objects():
    with pytest.raises(SanitizerError, match="valu_exec_execz"):
        run(build(status_kernel, options=CompileOptions(hazards=False)), [torch.zeros(128, dtype=torch.int32), 63])


def test_both_spellings_parse_to_the_status_bit():
    from torch_cdna.sim.operands import StatusBit
    from torch_cdna.sim.parse import parse_operand
    for name in ("vccz", "execz", "scc"):
        assert parse_operand(name) == parse_operand(f"src_{name}") == StatusBit(name)
