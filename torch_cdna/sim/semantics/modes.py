"""Wave modes that change how later vector instructions run: VSKIP and VGPR indexing (CDNA3/CDNA4 ISA, SOPC/SOPP/SOP1).

- ``s_setvskip S0, S1``: ``VSKIP = S0[S1[4:0]]``. While VSKIP is set, the wave issues no VOP*/MUBUF/DS/FLAT
  instruction (VALU, MFMA, buffer, global, scratch, flat, LDS): they do nothing, and skipped memory instructions
  do not count in the wait counters. AITER uses it to fence one row's atomics (``s_setvskip s20, N``; ...;
  ``s_setvskip 0, 0``).
- ``s_set_gpr_idx_on S0, gpr_idx(...)``: ``GPR_IDX_EN = 1``, ``M0[7:0] = S0[7:0]``, ``M0[15:12]`` = the raw SRC1
  field (bit 0 SRC0, 1 SRC1, 2 SRC2, 3 DST; other M0 bits unchanged). ``s_set_gpr_idx_off``: ``GPR_IDX_EN = 0``
  (M0 unchanged). ``s_set_gpr_idx_mode imm``: ``M0[15:12] = imm[3:0]``. ``s_set_gpr_idx_idx S0``:
  ``M0[7:0] = S0[7:0]``. While GPR_IDX_EN is set, each VALU (VOP1/VOP2/VOP3/VOPC/VOP3P) VGPR operand whose mode
  bit is set - src0, src1, src2 (the sources in assembly order) or dst (the first destination) - names
  ``v[n + M0[7:0]]`` instead of ``v[n]``; SGPR, constant and AccVGPR operands are not indexed. An indexed
  register beyond the kernel's VGPRs faults (the ISA leaves it to an out-of-range rule the simulator does not
  guess). A memory or MFMA instruction issued in VGPR-indexing mode is refused by name: the ISA describes the
  mode for VALU operands only.

Both modes are per wave. They exist only in programs that contain a mode-setting instruction: ``apply_modes``
(called once per decoded program) wraps those programs' vector instructions so they consult the modes; other
programs run untouched.

Example:
    >>> from torch_cdna import isa
    >>> from torch_cdna.sim.parse import parse_operand
    >>> ins = Instr(0, "v_add_u32_e32", [parse_operand(t) for t in ("v36", "v40", "v3")], {}, "",
    ...             record=isa.lookup("v_add_u32", "gfx942"))
    >>> [f"v{op.index}" for op in indexed_operands(ins, mode=1, index=4)]  # gpr_idx(SRC0), M0[7:0] = 4
    ['v36', 'v44', 'v3']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

import numpy as np

from ..operands import Instr, Reg
from . import semantic

M0 = 124
SETTERS = frozenset({"s_setvskip", "s_set_gpr_idx_on", "s_set_gpr_idx_mode", "s_set_gpr_idx_idx"})
VECTOR_FORMATS = frozenset({"VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VOP3P_MAI", "DS", "MUBUF", "GLOBAL", "FLAT"})
INDEXED_FORMATS = frozenset({"VOP1", "VOP2", "VOP3", "VOP3P", "VOPC"})


class WaveModes:
    """Per-wave VSKIP and GPR_IDX_EN bits of one batch (created by the first mode-setting instruction)."""

    def __init__(self, num_waves: int) -> None:
        self.vskip = np.zeros(num_waves, dtype=bool)
        self.gpr_idx = np.zeros(num_waves, dtype=bool)


def _modes(b: Any) -> WaveModes:
    m = b.wave_modes
    if m is None:
        m = b.wave_modes = WaveModes(b.nw)
    return m


def _write_m0(b: Any, keep: int, value: np.ndarray) -> None:
    b.s[b.w, M0] = (b.s[b.w, M0] & np.uint32(keep)) | value.astype(np.uint32)
    if b.sanitizer is not None:
        b.sanitizer.on_write(b, "s", M0, 1)


def _imm(op: Any) -> int:
    return int(getattr(op, "value", op))


@semantic("s_setvskip")
def _setvskip(b, ins):
    src, bit = b.sread(ins.operands[0], "u32"), b.sread(ins.operands[1], "u32") & np.uint32(31)
    _modes(b).vskip[b.w] = ((src >> bit) & np.uint32(1)).astype(bool)


@semantic("s_set_gpr_idx_on")
def _gpr_idx_on(b, ins):
    index = b.sread(ins.operands[0], "u32") & np.uint32(0xFF)
    _write_m0(b, 0xFFFF0F00, index | np.uint32((_imm(ins.operands[1]) & 0xF) << 12))
    _modes(b).gpr_idx[b.w] = True


@semantic("s_set_gpr_idx_off")
def _gpr_idx_off(b, ins):
    _modes(b).gpr_idx[b.w] = False


@semantic("s_set_gpr_idx_mode")
def _gpr_idx_mode(b, ins):
    _write_m0(b, 0xFFFF0FFF, np.full(b.k, (_imm(ins.operands[0]) & 0xF) << 12, dtype=np.uint32))


@semantic("s_set_gpr_idx_idx")
def _gpr_idx_idx(b, ins):
    _write_m0(b, 0xFFFFFF00, b.sread(ins.operands[0], "u32") & np.uint32(0xFF))


def indexed_operands(ins: Instr, mode: int, index: int) -> list[Any]:
    """The operands of ``ins`` with VGPR indexing mode ``mode`` (bits SRC0, SRC1, SRC2, DST) and index ``index``
    applied: each VGPR operand whose bit is set names ``v[n + index]``."""
    nd = ins.record.num_dst if ins.record is not None else 1
    out = list(ins.operands)
    slots = ([(0, 8)] if nd else []) + [(nd + j, 1 << j) for j in range(3)]
    for pos, bit in slots:
        op = out[pos] if pos < len(out) else None
        if mode & bit and isinstance(op, Reg) and op.file == "v":
            out[pos] = replace(op, index=op.index + index)
    return out


def _indexed(b: Any, ins: Instr, key: int) -> Instr:
    cache = ins.extra.setdefault("gpr_idx", {})
    got = cache.get(key)
    if got is None:
        if ins.record is None or ins.record.fmt not in INDEXED_FORMATS:
            raise b.unsupported(f"{ins.mnemonic} issued in VGPR indexing mode (s_set_gpr_idx_on): the ISA describes "
                                "the mode for VALU operands only; turn it off (s_set_gpr_idx_off) first")
        got = cache[key] = replace(ins, operands=indexed_operands(ins, key >> 12, key & 0xFF), extra={})
    return got


def _modal(fn: Callable[..., None]) -> Callable[..., None]:
    def run(b, ins):
        m = b.wave_modes
        if m is None:
            return fn(b, ins)
        w = b.w
        waves = np.arange(b.nw)[w] if w.__class__ is slice else np.asarray(w)
        skip, indexed = m.vskip[waves], m.gpr_idx[waves]
        if not skip.any() and not indexed.any():
            return fn(b, ins)
        live = waves[~skip]
        keys = np.where(indexed[~skip], b.s[live, M0].astype(np.int64) & 0xF0FF, -1)
        for key in np.unique(keys).tolist():  # waves with the same index and mode run together
            target = ins if key < 0 else _indexed(b, ins, key)
            b.select(live[keys == key], target)
            fn(b, target)
        b.select(w, ins)
    run.__wrapped__ = fn  # type: ignore[attr-defined]
    return run


def apply_modes(prog: Any) -> None:
    """Make ``prog``'s vector instructions honour VSKIP and VGPR indexing, if it has an instruction that sets them
    (called once per decoded program; a no-op for every other program)."""
    if not any(ins.base in SETTERS for ins in prog.instrs):
        return
    for ins in prog.instrs:
        rec = ins.record
        if rec is not None and rec.fmt in VECTOR_FORMATS and ins.fn is not None and \
                not hasattr(ins.fn, "__wrapped__"):
            ins.fn = _modal(ins.fn)


__all__ = ["SETTERS", "WaveModes", "apply_modes", "indexed_operands"]
