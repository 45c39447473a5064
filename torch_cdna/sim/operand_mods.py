"""DPP16 and SDWA operand transforms for the ``_dpp`` / ``_sdwa`` encodings of VOP1/VOP2/VOPC instructions.

``WaveBatch.vread`` calls ``transform_source`` and ``WaveBatch.vwrite`` calls ``transform_dest`` for those
encodings (``sim/state.py`` imports this module; it sits below it and imports no simulator state), so every
VALU semantic gets DPP/SDWA behaviour without knowing about it. Per-instruction lane maps are decoded once and
cached in ``ins.extra``. A transform reads the untransformed operand through the batch itself, with the
batch's ``_xform`` flag cleared for that read.

DPP16 (CDNA3 ISA, "Data Parallel Processing"): src0 of lane ``i`` is read from another lane of the same
VGPR: ``quad_perm:[a,b,c,d]`` (within each group of 4), ``row_shl/shr/ror:n`` (within each row of 16 lanes),
``wave_shl/shr/rol/ror:1`` (whole wave by one lane), ``row_mirror`` (reverse each row), ``row_half_mirror``
(reverse each half-row of 8), ``row_bcast:15`` (lane 15 of each row feeds the next row),
``row_bcast:31`` (lane 31 feeds rows 2 and 3), ``row_newbcast:n`` (gfx90a+, DPP_CTRL 0x150 + n: lane ``n`` of each
row feeds its whole row; LLVM's AMDGPUModifierSyntax "Broadcast a thread within a row to the whole row"). A source lane outside the row/wave, or disabled in EXEC, is
invalid: with ``bound_ctrl`` set (LLVM prints ``bound_ctrl:0`` or ``bound_ctrl:1``, both meaning set) it
reads 0, otherwise the lane is not written. ``row_mask``/``bank_mask`` bits disable writes to rows (16
lanes) / banks (lanes with ``lane % 16 // 4 == bank``).

SDWA: ``src0_sel``/``src1_sel`` pick ``BYTE_0..3``, ``WORD_0..1`` or ``DWORD`` of a source (zero-extended,
or sign-extended for a ``sext(...)`` operand) before the operation; ``dst_sel`` puts the result's low bits in
that field of the destination, the other bits being zero (``UNUSED_PAD``), the field's sign (``UNUSED_SEXT``)
or the old value (``UNUSED_PRESERVE``).

Example:
    >>> src, valid = dpp_lane_map({"row_shr": 1})
    >>> src[:3].tolist(), valid[:3].tolist()
    ([0, 0, 1], [False, True, True])
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .operands import Const, Reg
from .value_types import NP_TYPES, WIDTH

LANE_IDS = np.arange(64)
_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8), "WORD_0": (0, 16),
        "WORD_1": (16, 16), "DWORD": (0, 32)}
_FLOATS = ("f16", "f32", "f64")


def dpp_lane_map(mods: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """(source lane, source-in-range) per destination lane for the DPP control in ``mods``."""
    i = LANE_IDS
    pos, row = i % 16, i - i % 16
    if "quad_perm" in mods:
        perm = list(mods["quad_perm"])
        if len(perm) != 4 or any(not 0 <= p <= 3 for p in perm):
            raise ValueError(f"quad_perm must be 4 lane indices 0..3, got {perm}")
        return (i & ~3) + np.array(perm)[i & 3], np.ones(64, dtype=bool)
    if "row_shl" in mods:
        n = int(mods["row_shl"])
        return np.minimum(i + n, 63), pos + n < 16
    if "row_shr" in mods:
        n = int(mods["row_shr"])
        return np.maximum(i - n, 0), pos - n >= 0
    if "row_ror" in mods:
        n = int(mods["row_ror"])
        return row + (pos - n) % 16, np.ones(64, dtype=bool)
    if "wave_shl" in mods:
        return np.minimum(i + 1, 63), i < 63
    if "wave_shr" in mods:
        return np.maximum(i - 1, 0), i > 0
    if "wave_rol" in mods:
        return (i + 1) % 64, np.ones(64, dtype=bool)
    if "wave_ror" in mods:
        return (i - 1) % 64, np.ones(64, dtype=bool)
    if "row_mirror" in mods:
        return row + 15 - pos, np.ones(64, dtype=bool)
    if "row_half_mirror" in mods:
        return i - i % 8 + 7 - i % 8, np.ones(64, dtype=bool)
    if "row_newbcast" in mods:
        n = int(mods["row_newbcast"])
        if not 0 <= n <= 15:
            raise ValueError(f"row_newbcast:{n} is not a DPP control (allowed: row_newbcast:0..15)")
        return row + n, np.ones(64, dtype=bool)
    if "row_bcast" in mods:
        n = int(mods["row_bcast"])
        if n == 15:
            return np.maximum(row - 1, 0), row >= 16
        if n == 31:
            return np.full(64, 31), i >= 32
        raise ValueError(f"row_bcast:{n} is not a DPP control (allowed: row_bcast:15, row_bcast:31)")
    raise ValueError(f"DPP instruction without a lane control; modifiers: {sorted(mods)}")


def _dpp_info(b, ins) -> dict[str, Any]:
    info = ins.extra.get("dpp")
    if info is None:
        try:
            src, valid = dpp_lane_map(ins.mods)
        except ValueError as exc:
            raise b.unsupported(str(exc)) from None
        row_mask, bank_mask = int(ins.mods.get("row_mask", 0xF)), int(ins.mods.get("bank_mask", 0xF))
        enabled = (((row_mask >> (LANE_IDS // 16)) & 1) == 1) & (((bank_mask >> (LANE_IDS % 16 // 4)) & 1) == 1)
        info = {"src": src, "valid": valid, "enabled": enabled, "bound_ctrl": "bound_ctrl" in ins.mods,
                "fi": bool(ins.mods.get("fi", 0)), "all_valid": bool(valid.all()), "invalid": np.flatnonzero(~valid),
                "all_enabled": bool(enabled.all())}
        ins.extra["dpp"] = info
    return info


def _dpp_valid(b, info) -> np.ndarray:
    """(k, 64), or (64,) when it is the same for every wave: the source lane is in range and (unless fi)
    enabled in EXEC."""
    if info["fi"] or b.exec_full():
        return info["valid"]
    return info["valid"] & b.exec_mask()[:, info["src"]]


def _sources(b, ins) -> tuple[Any, ...]:
    nd = ins.record.num_dst if ins.record is not None else 1
    return tuple(ins.operands[nd:nd + 2])


def _untransformed(b, op, ty: str) -> np.ndarray:
    """``op`` as read without the transforms (the batch's ``_xform`` is set while a transform runs)."""
    b._xform = False
    try:
        return np.broadcast_to(b.vread(op, ty), (b.k, 64))
    finally:
        b._xform = True


def _float_mods(op, x: np.ndarray, ty: str) -> np.ndarray:
    if ty in _FLOATS and isinstance(op, Reg):
        x = np.abs(x) if op.abs else x
        x = -x if op.neg else x
    return x


def transform_source(b, ins, op, ty: str) -> np.ndarray | None:
    """The transformed value of source ``op`` of a DPP/SDWA instruction, or None if it is not transformed."""
    if not isinstance(op, (Reg, Const)):
        return None
    srcs = _sources(b, ins)
    which = next((i for i, s in enumerate(srcs) if s is op), None)
    if which is None:
        return None
    if ins.mnemonic.endswith("_dpp"):
        if which != 0:
            return None
        info = _dpp_info(b, ins)
        plain = Reg(op.file, op.index, op.count) if isinstance(op, Reg) else op
        x = _untransformed(b, plain, ty)[:, info["src"]]  # a fresh array (fancy indexing copies)
        if info["bound_ctrl"]:
            valid = _dpp_valid(b, info)
            if valid.ndim > 1:
                x = np.where(valid, x, np.zeros((), dtype=x.dtype))
            elif not info["all_valid"]:
                x[:, info["invalid"]] = 0  # the same lanes in every wave: zero those columns
        return _float_mods(op, x, ty)
    sel = ins.mods.get(f"src{which}_sel", "DWORD")
    if sel not in _SEL:
        raise b.unsupported(f"SDWA src{which}_sel:{sel} (allowed: {', '.join(_SEL)})")
    shift, width = _SEL[sel]
    plain = Reg(op.file, op.index, op.count) if isinstance(op, Reg) else op
    bits = _untransformed(b, plain, "u32")
    if width == 32:
        field = bits
    elif shift + width == 32:  # the top field: the shift alone clears the bits above it
        field = bits >> np.uint32(shift)
    elif shift == 0:
        field = bits & np.uint32((1 << width) - 1)
    else:
        field = (bits >> np.uint32(shift)) & np.uint32((1 << width) - 1)
    if getattr(op, "sext", False) and width < 32:
        sign = np.uint32(1 << (width - 1))
        field = (field ^ sign) - sign  # two's complement sign extension within 32 bits
    field = field.astype(np.uint32, copy=False)
    w = WIDTH[ty]
    if w == 4:
        x = field.view(NP_TYPES[ty])
    elif w == 2:
        x = field.astype(np.uint16).view(NP_TYPES[ty])
    else:
        raise b.unsupported(f"SDWA operand of {w}-byte type {ty}")
    return _float_mods(op, x, ty)


def transform_dest(b, ins, op, words: np.ndarray, mask: np.ndarray | None):
    """DPP: add the row/bank/bound write mask. SDWA: place the result in ``dst_sel`` (1-dword writes)."""
    if ins.mnemonic.endswith("_dpp"):
        info = _dpp_info(b, ins)
        write = info["enabled"]
        if not info["bound_ctrl"]:
            write = write & _dpp_valid(b, info)
        elif info["all_enabled"]:
            return words, mask  # every lane may be written: no write mask (keeps the plain-copy path)
        write = np.broadcast_to(write, (b.k, 64))
        return words, write if mask is None else (mask & write)
    if words.shape[1] != 1 or not isinstance(op, Reg):
        return words, mask
    sel = ins.mods.get("dst_sel", "DWORD")
    unused = ins.mods.get("dst_unused", "UNUSED_PRESERVE")
    if sel not in _SEL or unused not in ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"):
        raise b.unsupported(f"SDWA dst_sel:{sel} dst_unused:{unused}")
    shift, width = _SEL[sel]
    if width == 32:
        return words, mask
    r = words[:, 0, :].astype(np.uint64)
    fmask = np.uint64((1 << width) - 1) << np.uint64(shift)
    placed = (r << np.uint64(shift)) & fmask
    if unused == "UNUSED_PRESERVE":
        old = _untransformed(b, Reg(op.file, op.index, 1), "u32").astype(np.uint64)
        out = (old & ~fmask & np.uint64(0xFFFFFFFF)) | placed
    elif unused == "UNUSED_SEXT":
        negative = (placed >> np.uint64(shift + width - 1)) & np.uint64(1)
        above = np.uint64(0xFFFFFFFF) & ~((np.uint64(1) << np.uint64(shift + width)) - np.uint64(1))
        out = placed | np.where(negative == 1, above, np.uint64(0))
    else:
        out = placed
    return out.astype(np.uint32)[:, None, :], mask


__all__ = ["dpp_lane_map", "transform_source", "transform_dest"]
