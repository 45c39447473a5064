"""Program-control semantics: s_setreg/s_getreg on the MODE register, numeric s_waitcnt, s_trap."""

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import SimFault, UnsupportedInstruction
from torch_cdna.sim.operands import HwReg
from torch_cdna.sim.parse import parse_operand
from tests.sim import asmkit


def test_hwreg_operand():
    assert parse_operand("hwreg(HW_REG_MODE, 23, 1)") == HwReg("HW_REG_MODE", 23, 1)
    assert parse_operand("hwreg(HW_REG_MODE)") == HwReg("HW_REG_MODE", 0, 32)


def test_setreg_then_getreg_mode_fields():
    out = torch.full((2,), -1, dtype=torch.int32)
    body = f"""
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
    s_getreg_b32 s20, hwreg(HW_REG_MODE, 23, 1)
    s_getreg_b32 s21, hwreg(HW_REG_MODE, 4, 4)
    s_store_dwordx2 s[20:21], {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out], modes={"float_denorm_mode_32": 3, "float_denorm_mode_16_64": 3})
    assert out.tolist() == [1, 0xF]


def test_setreg_of_unmodelled_bits_is_rejected():
    with pytest.raises(UnsupportedInstruction, match="MODE bits"):
        asmkit.run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 12, 6), 1", [])
    with pytest.raises(UnsupportedInstruction, match="HW_REG_TRAPSTS"):
        asmkit.run("s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 1), 1", [])


def test_directed_rounding_modes_are_refused_not_ignored():
    """Every float semantic rounds to nearest even; a program or descriptor selecting another rounding mode
    stops with the mode named (LLVM sets MODE.FP_ROUND around llvm.fptrunc.round, for example)."""
    with pytest.raises(UnsupportedInstruction, match=r"rounding mode \{'float_round_mode_16_64': 3\}"):
        asmkit.run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3", [])
    asmkit.run("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0", [])  # nearest even: accepted
    with pytest.raises(UnsupportedInstruction, match="float_round_mode_32 1: the simulator implements"):
        asmkit.run("s_nop 0", [], modes={"float_round_mode_32": 1})


def test_numeric_waitcnt_retires_scalar_loads():
    out = torch.zeros(1, dtype=torch.int32)
    # 0xc07f: vmcnt=63, expcnt=7, lgkmcnt=0
    body = f"""
    s_load_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt 0xc07f
    s_add_u32 s20, s20, 5
    s_store_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out])
    assert out.item() == 5


def test_trap_faults_with_location():
    with pytest.raises(SimFault, match="s_trap 2"):
        sim.launch(asmkit.kernel("s_trap 2", 0), "k", [1], [64], [])


def test_sendmsg_operand_encodings_match_llvm_mc():
    # SIMM16 values llvm-mc -mcpu=gfx942 -show-encoding prints for these operands
    for text, simm in [("sendmsg(MSG_INTERRUPT)", 0x1), ("sendmsg(MSG_GS, GS_OP_EMIT, 1)", 0x122),
                       ("sendmsg(MSG_GS, GS_OP_CUT, 2)", 0x212), ("sendmsg(MSG_GS_DONE, GS_OP_NOP)", 0x3),
                       ("sendmsg(MSG_SAVEWAVE)", 0x4), ("sendmsg(MSG_GET_DOORBELL)", 0xA),
                       ("sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)", 0x4F), ("sendmsg(2, 3, 1)", 0x132)]:
        assert parse_operand(text).value == simm, text
    with pytest.raises(UnsupportedInstruction, match="unknown message"):
        parse_operand("sendmsg(MSG_NOPE)")


@pytest.mark.parametrize("operand", ["sendmsg(MSG_INTERRUPT)", "1"])
def test_sendmsg_interrupt_is_a_hostcall_and_refused_when_it_runs(operand):
    out = torch.full((1,), -1, dtype=torch.int32)
    skipped = f"""
    s_mov_b32 s20, 7
    s_cmp_eq_u32 s20, 7
    s_cbranch_scc1 .Lskip
    s_sendmsg {operand}
.Lskip:
    s_sendmsg sendmsg(MSG_SAVEWAVE)
    s_store_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(skipped, [out])  # on a path not taken it is harmless; other messages have no effect
    assert out.tolist() == [7]
    with pytest.raises(UnsupportedInstruction, match="hostcall.*serves none"):
        asmkit.run(f"s_sendmsg {operand}", [out])
