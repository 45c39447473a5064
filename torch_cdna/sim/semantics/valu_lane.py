"""Vector ALU semantics that move data between lanes and register files: v_mov (32/64-bit), v_cndmask,
v_readlane/v_writelane/v_readfirstlane, v_accvgpr_*, v_swap, v_mbcnt, and gfx950's v_permlane16/32_swap.
Registered by importing ``valu``.

Lane rules (CDNA3 ISA): v_readlane reads one lane whatever EXEC says; v_writelane writes one lane whatever
EXEC says; v_readfirstlane reads the lowest lane EXEC enables (lane 0 when EXEC is zero).
"""

from __future__ import annotations

import numpy as np

from . import semantic
from .vcommon import VOP12_MODS, raw32

U32, U64 = np.uint32, np.uint64
SIGN = U32(0x80000000)


def fbits(b, op) -> np.ndarray:
    """An operand's 32 bits with abs/neg applied to the sign bit (VOP3 modifiers on b32 moves/selects)."""
    x = raw32(b, op)
    if getattr(op, "abs", False):
        x = x & ~SIGN
    if getattr(op, "neg", False):
        x = x ^ SIGN
    return x


@semantic("v_mov_b32", mods=VOP12_MODS + ("clamp",))
def _mov(b, ins):
    b.vwrite(ins.operands[0], fbits(b, ins.operands[1]), "u32")


@semantic("v_mov_b64", mods=VOP12_MODS)
def _mov64(b, ins):
    b.vwrite(ins.operands[0], np.broadcast_to(b.vread(ins.operands[1], "u64"), (b.k, 64)), "u64")


@semantic("v_swap_b32")
def _swap(b, ins):
    x, y = raw32(b, ins.operands[0]).copy(), raw32(b, ins.operands[1]).copy()
    b.vwrite(ins.operands[0], y, "u32")
    b.vwrite(ins.operands[1], x, "u32")


@semantic("v_cndmask_b32", mods=VOP12_MODS)
def _cndmask(b, ins):
    """D = mask[lane] ? S1 : S0; the mask is vcc (e32/SDWA/DPP) or the SGPR pair / constant of the e64 form."""
    ops = ins.operands
    mask_op = ops[3] if len(ops) > 3 else None
    if mask_op is None:
        from ..operands import VCC, Reg
        mask_op = Reg("s", VCC, 2)
    sel = b.read_lane_mask(mask_op)
    b.vwrite(ops[0], np.where(sel, fbits(b, ops[2]), fbits(b, ops[1])), "u32")


def _lane_index(b, op) -> np.ndarray:
    return (b.sread(op, "u32") & U32(63)).astype(np.int64)


@semantic("v_readlane_b32")
def _readlane(b, ins):
    data = raw32(b, ins.operands[1])
    lane = _lane_index(b, ins.operands[2])
    b.swrite(ins.operands[0], data[np.arange(b.k), lane], "u32")


@semantic("v_readfirstlane_b32")
def _readfirstlane(b, ins):
    data = raw32(b, ins.operands[1])
    active = b.exec_mask()
    lane = np.where(active.any(axis=1), active.argmax(axis=1), 0)
    b.swrite(ins.operands[0], data[np.arange(b.k), lane], "u32")


@semantic("v_writelane_b32")
def _writelane(b, ins):
    value = b.sread(ins.operands[1], "u32")
    lane = _lane_index(b, ins.operands[2])
    target = np.arange(64)[None, :] == lane[:, None]
    # EXEC is ignored: write through vwrite_words with EXEC temporarily replaced by the one-lane mask
    saved = b._exec
    b._exec = target
    try:
        b.vwrite(ins.operands[0], np.broadcast_to(value[:, None], (b.k, 64)), "u32")
    finally:
        b._exec = saved


@semantic("v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32")
def _accvgpr(b, ins):
    b.vwrite(ins.operands[0], raw32(b, ins.operands[1]), "u32")


def _mbcnt(mnemonic: str, high: bool) -> None:
    below = (np.uint64(1) << np.arange(64, dtype=np.uint64)) - np.uint64(1)  # lanes below each lane
    part = ((below >> np.uint64(32)) if high else (below & np.uint64(0xFFFFFFFF))).astype(U32)

    @semantic(mnemonic)
    def _run(b, ins):
        mask = b.vread(ins.operands[1], "u32")
        from .valu import _popcount32
        b.vwrite(ins.operands[0], _popcount32(mask & part[None, :]) + b.vread(ins.operands[2], "u32"), "u32")


_mbcnt("v_mbcnt_lo_u32_b32", False)
_mbcnt("v_mbcnt_hi_u32_b32", True)


def _swap_lanes(b, ins, pairs: np.ndarray) -> None:
    """Swap vdst lanes ``pairs[:, 0]`` with src0 lanes ``pairs[:, 1]`` (both registers are written)."""
    d, s = raw32(b, ins.operands[0]).copy(), raw32(b, ins.operands[1]).copy()
    nd, ns = d.copy(), s.copy()
    nd[:, pairs[:, 0]] = s[:, pairs[:, 1]]
    ns[:, pairs[:, 1]] = d[:, pairs[:, 0]]
    b.vwrite(ins.operands[0], nd, "u32")
    b.vwrite(ins.operands[1], ns, "u32")


_ROWS16 = np.array([(r * 16 + i, (r - 1) * 16 + i) for r in (1, 3) for i in range(16)])
_ROWS32 = np.array([(32 + i, i) for i in range(32)])


@semantic("v_permlane16_swap_b32", mods=("bound_ctrl", "fi"))
def _permlane16_swap(b, ins):
    """gfx950: odd rows (16 lanes) of vdst are swapped with even rows of src0."""
    _swap_lanes(b, ins, _ROWS16)


@semantic("v_permlane32_swap_b32", mods=("bound_ctrl", "fi"))
def _permlane32_swap(b, ins):
    """gfx950: lanes 32-63 of vdst are swapped with lanes 0-31 of src0."""
    _swap_lanes(b, ins, _ROWS32)


@semantic("v_nop")
def _nop(b, ins):
    """No operation."""


__all__ = ["fbits"]
