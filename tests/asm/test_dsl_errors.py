"""Trace-time errors name the user's file:line, quote the line and point at it."""

import pytest

from torch_cdna.errors import CompileError, RegisterAllocationError
from tests.asm.helpers import build


def _unknown(J, out: "int*"):
    J.s_frobnicate_b32(out, 1)


def _vgpr_in_sgpr_slot(J, out: "int*"):
    v = J.gpr("vu32", 1)
    J.s_store_dword(v, out, 0)


def _agpr_in_valu(J, out: "int*"):
    a = J.gpr("af32")
    v = J.gpr("vf32")
    J.v_add_f32(v, a, a)


def _two_sgprs(J, out: "int*"):
    s = J.gpr(2, "su32", 1)
    v = J.gpr("vu32")
    J.v_add_u32_e64(v, s[0], s[1])


def _bad_width(J, out: "int*"):
    s = J.gpr(4, "su32", 0)
    J.s_store_dword(s, out, 0)


@pytest.mark.parametrize("fn,needle", [
    (_unknown, "unknown instruction 's_frobnicate_b32'"),
    (_vgpr_in_sgpr_slot, "got an VGPR"),
    (_agpr_in_valu, "got an AccVGPR"),
    (_two_sgprs, "at most one"),
    (_bad_width, "is 4 dword(s); this slot takes 1"),
])
def test_operand_errors_point_at_user_line(fn, needle):
    with pytest.raises(CompileError) as info:
        build(fn)
    text = str(info.value)
    assert needle in text
    assert "test_dsl_errors.py:" in text.splitlines()[0]
    lines = text.splitlines()
    src = next(i for i, line in enumerate(lines) if line.strip().startswith("J."))
    assert set(lines[src + 1].strip()) == {"^"}


def test_vgpr_condition_into_sgpr_is_rejected():
    def k(J, out: "int*"):
        s = J.gpr("su32")
        s[0] = J.threadIdx.x + 1
    with pytest.raises(CompileError, match="readfirstlane"):
        build(k)


def test_register_allocation_error_lists_live_values():
    def k(J, out: "int*"):
        vals = [J.gpr(4, "su32", i) for i in range(30)]   # 120 SGPRs live at once
        for v in vals:
            J.s_store_dwordx4(v, out, 0)
    with pytest.raises(RegisterAllocationError) as info:
        build(k)
    text = str(info.value)
    assert "out of SGPRs" in text and "never spills" in text and "test_dsl_errors.py" in text


def test_else_without_if():
    def k(J, out: "int*"):
        with J.Else():
            pass
    with pytest.raises(CompileError, match="must directly follow"):
        build(k)
