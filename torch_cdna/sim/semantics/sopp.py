"""Program control (SOPP): branches, s_endpgm, s_barrier, s_waitcnt, s_nop and the other SOPP forms."""

from __future__ import annotations

import numpy as np

from ..operands import EXEC, VCC, Const
from . import semantic
from .vcommon import MODE_DEFAULTS, directed_round_modes


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


@semantic("s_nop", "s_sleep", "s_setprio", "s_icache_inv", "s_setkill")
def _no_effect(b, ins):
    """No architectural effect in the simulator (s_nop's wait states are checked by the hazard sanitizer)."""


@semantic("s_trap")
def _trap(b, ins):
    raise b.fault(f"s_trap {ins.operands[0].value if ins.operands else ''} executed (kernel called abort/assert)")


MSG_INTERRUPT = 1


@semantic("s_sendmsg")
def _sendmsg(b, ins):
    """Messages have no effect on the simulated results, except MSG_INTERRUPT: it rings a host doorbell, and a
    kernel sends it for a hostcall (device printf: Triton's ``tl.device_print``, the message of a failing
    ``tl.device_assert``) and then spins until the host answers. A launch whose kernel has a hostcall buffer
    serves it here (``sim/hostcall.py``); without one (hand-written code) the interrupt is refused when it
    runs, so code that holds it on a path not taken still runs."""
    op = ins.operands[0] if ins.operands else None
    if isinstance(op, Const) and int(op.value) & 0xF == MSG_INTERRUPT:
        server = getattr(b.memory, "hostcall", None)
        if server is not None:  # the launch has a hostcall buffer (sim/hostcall.py): serve it now
            server.serve(b)
            return
        source = f" (from {ins.source})" if ins.source else ""
        raise b.unsupported(f"a hostcall{source}: s_sendmsg MSG_INTERRUPT asks the host runtime to serve a request "
                            "(device printf, tl.device_print, a failing tl.device_assert's message); the simulator "
                            "serves none")


# Fields of the MODE hardware register (CDNA3 ISA, "MODE register") and the descriptor keys that hold them.
_MODE_FIELDS = (("float_round_mode_32", 0, 2), ("float_round_mode_16_64", 2, 2), ("float_denorm_mode_32", 4, 2),
                ("float_denorm_mode_16_64", 6, 2), ("dx10_clamp", 8, 1), ("ieee_mode", 9, 1),
                ("fp16_overflow", 23, 1))
_MODE_DEFAULTS = MODE_DEFAULTS


def _mode_word(modes: dict) -> int:
    word = 0
    for key, offset, size in _MODE_FIELDS:
        word |= (int(modes.get(key, _MODE_DEFAULTS[key])) & ((1 << size) - 1)) << offset
    return word


def _set_mode_bits(b, hwreg, value: np.ndarray) -> None:
    if hwreg.name != "HW_REG_MODE":
        raise b.unsupported(f"s_setreg of {hwreg.name} is not simulated (only HW_REG_MODE)")
    values = np.unique(value)
    if len(values) != 1:
        raise b.unsupported("waves of one batch setting different MODE values")
    field_mask = ((1 << hwreg.size) - 1) << hwreg.offset
    known = sum(((1 << size) - 1) << offset for _, offset, size in _MODE_FIELDS)
    if field_mask & ~known:
        raise b.unsupported(f"MODE bits {field_mask & ~known:#x} are not simulated")
    word = (_mode_word(b.modes) & ~field_mask) | ((int(values[0]) << hwreg.offset) & field_mask)
    new = {key: (word >> offset) & ((1 << size) - 1) for key, offset, size in _MODE_FIELDS}
    directed = directed_round_modes(new)
    if directed:  # refuse rather than compute with the wrong mode
        raise b.unsupported(f"rounding mode {directed} (MODE.FP_ROUND: 1 = +inf, 2 = -inf, 3 = toward zero): the "
                            "simulator implements round-to-nearest-even only")
    b.modes = {**b.modes, **new}


@semantic("s_setreg_imm32_b32")
def _setreg_imm(b, ins):
    _set_mode_bits(b, ins.operands[0], np.array([int(ins.operands[1].value)]))


@semantic("s_setreg_b32")
def _setreg(b, ins):
    _set_mode_bits(b, ins.operands[0], b.sread(ins.operands[1], "u32"))


@semantic("s_getreg_b32")
def _getreg(b, ins):
    hwreg = ins.operands[1]
    if hwreg.name != "HW_REG_MODE":
        raise b.unsupported(f"s_getreg of {hwreg.name} is not simulated (only HW_REG_MODE)")
    field = (_mode_word(b.modes) >> hwreg.offset) & ((1 << hwreg.size) - 1)
    b.swrite(ins.operands[0], np.full(b.k, field, dtype=np.uint32), "u32")


@semantic("s_denorm_mode", "s_round_mode")
def _mode(b, ins):
    raise b.unsupported(f"{ins.mnemonic} does not exist on gfx9 (CDNA); use s_setreg_imm32_b32 on HW_REG_MODE")


__all__ = ["np"]
