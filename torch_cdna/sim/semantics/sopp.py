"""Program control (SOPP): branches, s_endpgm, s_barrier, s_waitcnt, s_nop and the other SOPP forms."""

from __future__ import annotations

import numpy as np

from ..operands import EXEC, VCC
from . import semantic


@semantic("s_branch")
def _branch(b, ins):
    b.branch(True, ins.operands[0])


def _cbranch(mnemonic: str, condition) -> None:
    @semantic(mnemonic)
    def _run(b, ins):
        b.branch(condition(b), ins.operands[0])


_cbranch("s_cbranch_scc0", lambda b: ~b.read_scc())
_cbranch("s_cbranch_scc1", lambda b: b.read_scc())
_cbranch("s_cbranch_vccz", lambda b: (b.s[b.w, VCC] | b.s[b.w, VCC + 1]) == 0)
_cbranch("s_cbranch_vccnz", lambda b: (b.s[b.w, VCC] | b.s[b.w, VCC + 1]) != 0)
_cbranch("s_cbranch_execz", lambda b: (b.s[b.w, EXEC] | b.s[b.w, EXEC + 1]) == 0)
_cbranch("s_cbranch_execnz", lambda b: (b.s[b.w, EXEC] | b.s[b.w, EXEC + 1]) != 0)


@semantic("s_endpgm")
def _endpgm(b, ins):
    b.done[b.w] = True


@semantic("s_barrier")
def _barrier(b, ins):
    b.waiting[b.w] = True


@semantic("s_waitcnt", mods=("vmcnt", "lgkmcnt", "expcnt"))
def _waitcnt(b, ins):
    if ins.operands:  # numeric form: simm16 with vmcnt in bits 3:0 and 15:14, lgkmcnt in bits 11:8
        imm = int(ins.operands[0].value)
        vm = (imm & 0xF) | ((imm >> 10) & 0x30)
        lgkm = (imm >> 8) & 0xF
    else:
        vm = ins.mods.get("vmcnt", 63)
        lgkm = ins.mods.get("lgkmcnt", 15)
    if b.sanitizer is not None:
        b.sanitizer.on_waitcnt(b, vm, lgkm)


@semantic("s_nop", "s_sleep", "s_setprio", "s_icache_inv", "s_set_gpr_idx_off", "s_setkill")
def _no_effect(b, ins):
    """No architectural effect in the simulator (s_nop's wait states are checked by the hazard sanitizer)."""


@semantic("s_trap")
def _trap(b, ins):
    raise b.fault(f"s_trap {ins.operands[0].value if ins.operands else ''} executed (kernel called abort/assert)")


@semantic("s_sendmsg")
def _sendmsg(b, ins):
    """Messages (e.g. MSG_DEALLOC_VGPRS) have no effect on the simulated results."""


@semantic("s_denorm_mode", "s_round_mode", "s_setreg_imm32_b32", "s_setreg_b32")
def _mode(b, ins):
    raise b.unsupported(f"{ins.mnemonic}: changing the float mode register at run time is not simulated")


@semantic("s_getreg_b32")
def _getreg(b, ins):
    raise b.unsupported("s_getreg_b32 (hardware registers) is not simulated")


__all__ = ["np"]
