"""LDS (DS encoding) semantics: reads, writes, ``read2``/``write2``, atomics, ``ds_bpermute``/``ds_permute``/
``ds_swizzle`` and the gfx950 transposing reads. Definitions from the CDNA3/CDNA4 ISA, "Data Share Operations".

Addressing: ``LDS_ADDR = VGPR[vaddr] + offset`` (16-bit unsigned ``offset:``); the two-address forms use
``offset0``/``offset1`` (8 bits) scaled by the element size (times 64 for ``st64``). Every accessed byte must lie
inside the workgroup's LDS allocation (``.amdhsa_group_segment_fixed_size``), else ``SimFault`` naming the wave,
lane and address (the hardware would silently drop or zero such accesses: it is a bug either way). Alignment is
not checked (gfx942/gfx950 run with unaligned LDS access enabled).

Lanes EXEC disables do not access LDS. Within one instruction, lanes write in lane order (a later lane's
bytes win). Every access is reported to the LDS race detector (``torch_cdna.sim.lds_race``) and counted in
``b.lds_bytes_moved``; reads are registered with the waitcnt sanitizer on ``lgkmcnt``.

Cross-lane ops (no LDS memory traffic): ``ds_bpermute_b32`` gives lane ``i`` the data of lane
``((addr[i] + offset) / 4) % 64`` (0 if that lane is disabled); ``ds_permute_b32`` sends lane ``i``'s data
to lane ``((addr[i] + offset) / 4) % 64`` (the highest sending lane wins, unreached lanes get 0);
``ds_swizzle_b32`` takes a 16-bit pattern: bit 15 set = quad permute (2 bits per lane of each group of
four), otherwise within each 32-lane half ``src = ((lane & and_mask) | or_mask) ^ xor_mask`` with the masks
in bits 4:0, 9:5, 14:10. ``ds_read_b64_tr_bN`` (gfx950): each lane reads 64 bits holding ``n = 64/N``
elements; within each group of 16 lanes, lane ``d`` receives element ``j`` = element ``d % n`` of lane
``(16/n)*j + (d % 16) // n``.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from ...isa.ds import ATOMIC_OPS_32, ATOMIC_OPS_64, READS, WRITES
from ..lds_race import LdsRaceDetector
from . import semantic
from .memcommon import (ATOMIC_OPS, LOAD_FORMS, STORE_FORMS, bytes_to_words, issue, lane_ordered_rmw, loaded_words,
                        store_bytes, words_to_bytes, write_loaded)

DS_MODS = ("offset",)  # gds is not simulated: an instruction carrying it is rejected when decoded
DS2_MODS = ("offset0", "offset1")
_READ_FORM = {"b32": "dword", "b64": "dwordx2", "b96": "dwordx3", "b128": "dwordx4", "u8": "ubyte", "i8": "sbyte",
              "u16": "ushort", "i16": "sshort", "u8_d16": "ubyte_d16", "u8_d16_hi": "ubyte_d16_hi",
              "i8_d16": "sbyte_d16", "i8_d16_hi": "sbyte_d16_hi", "u16_d16": "short_d16",
              "u16_d16_hi": "short_d16_hi"}
_WRITE_FORM = {"b8": "byte", "b16": "short", "b32": "dword", "b64": "dwordx2", "b96": "dwordx3", "b128": "dwordx4",
               "b8_d16_hi": "byte_d16_hi", "b16_d16_hi": "short_d16_hi"}
U32 = np.uint32


# ---------------------------------------------------------------------------------------------- LDS access
def _detector(b: Any) -> LdsRaceDetector:
    det = b.lds_race
    if det is None:
        groups = b.lds.shape[0]
        det = LdsRaceDetector(groups, b.lds.shape[1], len(b.pc) // max(groups, 1))
        b.lds_race = det
    return det


def _wave_ids(b: Any) -> tuple[np.ndarray, np.ndarray]:
    """(group, wave-within-group) of each selected wave."""
    idx = np.arange(len(b.pc))[b.w]
    groups = b.group_of_wave[idx]
    wpg = len(b.pc) // max(b.lds.shape[0], 1)
    return groups, idx - groups * wpg


def lds_bounds(b: Any, addr: np.ndarray, active: np.ndarray, size: int) -> None:
    """Fault unless every active lane's ``size`` bytes at ``addr`` (k, 64) lie inside the LDS allocation."""
    limit = b.lds.shape[1]
    if addr.size and active is b._full and addr.min() >= 0 and addr.max() + size <= limit:
        return  # every lane is active and in bounds (two reductions instead of four full passes)
    bad = active & ((addr < 0) | (addr + size > limit))
    if bad.any():
        wave, lane = (int(x) for x in np.argwhere(bad)[0])
        a = int(addr[wave, lane])
        raise b.fault(f"LDS access of {size} bytes at {a:#x} is outside the workgroup's {limit}-byte LDS "
                      f"allocation (.amdhsa_group_segment_fixed_size)", lane=lane, address=a, wave=wave)


def _active_lanes(b: Any, addr: np.ndarray, active: np.ndarray | None
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(group, wave-within-group, address) of each active lane, in (wave, lane) order (``active`` None: all)."""
    groups, local = _wave_ids(b)
    if active is None:
        n = addr.shape[1]
        if n == 1:
            return groups, local, addr.reshape(-1)
        return np.repeat(groups, n), np.repeat(local, n), addr.reshape(-1)
    g = np.broadcast_to(groups[:, None], addr.shape)[active]
    w = np.broadcast_to(local[:, None], addr.shape)[active]
    return g, w, addr[active]


def _lane_period(b: Any, addr: np.ndarray, active: np.ndarray) -> int:
    """The smallest P (1, 2, 4, .., 32) such that in every wave lane i accesses the same address as lane i+P, with
    every lane active (broadcast reads, a reduced value stored from every lane, a slot per lane % P); 64 when
    there is none. The 64 accesses of a wave are then 64/P repetitions of its first P: identical accesses by
    one wave change nothing for the data or the race detector. Found on the first wave, verified on all."""
    lanes = addr.shape[1]
    if active is not b._full or lanes != 64 or not addr.size:
        return lanes
    if addr.strides[1] == 0:
        return 1
    first = addr[0]
    for p in (1, 2, 4, 8, 16, 32):
        if (first[p:] == first[:-p]).all():
            return p if bool((addr[:, p:] == addr[:, :-p]).all()) else lanes
    return lanes


_VIEW = {4: np.uint32, 2: np.uint16, 1: np.uint8}


def _unit(b: Any, a: np.ndarray, size: int) -> int:
    """The largest element (4, 2 or 1 bytes) dividing the access size, the LDS size and every address."""
    low = int(np.bitwise_or.reduce(a.reshape(-1))) if a.size else 0
    low |= size | b.lds.shape[1]
    return 4 if not low & 3 else 2 if not low & 1 else 1


def _element_index(b: Any, g: np.ndarray, a: np.ndarray, size: int) -> tuple[Any, np.ndarray]:
    """(element type, flat element indices (n,) or (n, size / unit)) of ``size`` bytes at LDS address ``a``
    of group ``g``: whole 4- or 2-byte elements when everything is aligned to them, else bytes."""
    unit = _unit(b, a, size)
    first = g * b.lds.shape[1] + a
    if unit > 1:
        first >>= unit.bit_length() - 1
    idx = first if size == unit else first[:, None] + np.arange(size // unit)
    return _VIEW[unit], idx


def _gather_lds(b: Any, g: np.ndarray, a: np.ndarray, size: int) -> np.ndarray:
    """(n, size) bytes at LDS address ``a`` of group ``g``."""
    dt, idx = _element_index(b, g, a, size)
    return b.lds.reshape(-1).view(dt).take(idx).reshape(-1, size // np.dtype(dt).itemsize).view(np.uint8)


def _scatter_lds(b: Any, g: np.ndarray, a: np.ndarray, rows: np.ndarray) -> None:
    """Store ``rows`` (n, size) at LDS address ``a`` of group ``g``, later rows winning."""
    dt, idx = _element_index(b, g, a, rows.shape[1])
    b.lds.reshape(-1).view(dt)[idx] = np.ascontiguousarray(rows).view(dt).reshape(idx.shape)


def _track(b: Any, size: int, write: bool, lanes: tuple, data: np.ndarray | None = None) -> None:
    """Report the access to the race detector; ``data`` (n, size): the bytes a write stores (active lanes)."""
    san = b.sanitizer
    if san is None:
        return
    g, w, a = lanes
    current = _gather_lds(b, g, a, size) if write else None
    race, uninit = _detector(b).access(g, w, a, size, write=write, data=data, current=current)
    if race:
        san._report(b, "lds_race", f"LDS data race: {race}", error=False)
    if uninit:
        san._report(b, "lds_uninit", f"read of never-written LDS: {uninit}", error=False)


def lds_read(b: Any, addr: np.ndarray, active: np.ndarray, size: int) -> np.ndarray:
    """Bytes (k, 64, size) at LDS ``addr`` (k, 64) of each wave's workgroup; inactive lanes read zeros (a
    read-only array, possibly a broadcast view)."""
    lds_bounds(b, addr, active, size)
    if b.recorder is not None:
        b.recorder.lds_access(addr, active, size)
    if not active.any():
        return np.zeros(addr.shape + (size,), dtype=np.uint8)
    period = _lane_period(b, addr, active)
    if period < 64:
        lanes = _active_lanes(b, addr[:, :period], None)
        _track(b, size, False, lanes)
        data = _gather_lds(b, lanes[0], lanes[2], size).reshape(-1, 1, period, size)
        b.lds_bytes_moved += addr.size * size
        out = np.broadcast_to(data, (len(data), 64 // period, period, size))
        return out.reshape(addr.shape + (size,)) if period > 1 else out[:, :, 0]
    full = active is b._full
    lanes = _active_lanes(b, addr, None if full else active)
    _track(b, size, False, lanes)
    data = _gather_lds(b, lanes[0], lanes[2], size)
    b.lds_bytes_moved += data.shape[0] * size
    if full:
        return data.reshape(addr.shape + (size,))
    out = np.zeros(addr.shape + (size,), dtype=np.uint8)
    out[active] = data
    return out


def lds_write(b: Any, addr: np.ndarray, active: np.ndarray, data: np.ndarray) -> None:
    """Write ``data`` (k, 64, size) to LDS ``addr`` (k, 64) in the active lanes, later lanes winning."""
    size = data.shape[2]
    lds_bounds(b, addr, active, size)
    if b.recorder is not None:
        b.recorder.lds_access(addr, active, size)
    if not active.any():
        return
    moved = (addr.size if active is b._full else int(active.sum())) * size
    period = _lane_period(b, addr, active)
    if period < 64 and (data[:, period:] == data[:, :-period]).all():  # the repetitions store the same bytes
        addr, data, active = addr[:, :period], data[:, :period], None
    elif active is b._full:
        active = None
    lanes = _active_lanes(b, addr, active)
    rows = data.reshape(-1, size) if active is None else data[active]
    _track(b, size, True, lanes, data=rows)
    _scatter_lds(b, lanes[0], lanes[2], rows)
    b.lds_bytes_moved += moved


def _addr(b: Any, ins: Any, op: Any) -> np.ndarray:
    base = b.vread(op, "u32").astype(np.int64)
    return np.broadcast_to(base + int(ins.mods.get("offset", 0)), (b.k, 64))


# ---------------------------------------------------------------------------------------------- reads/writes
def _register_read(suffix: str) -> None:
    size, how = LOAD_FORMS[_READ_FORM[suffix]]

    @semantic(f"ds_read_{suffix}", mods=DS_MODS)
    def _run(b, ins):
        dst, vaddr = ins.operands[0], ins.operands[1]
        active = b.exec_mask()
        data = lds_read(b, _addr(b, ins, vaddr), active, size)
        old = b.v[b._vrow(dst, 0), b.w] if how not in ("raw", "zext", "sext") else None
        write_loaded(b, dst, loaded_words(data, how, old), "lds")


def _register_write(suffix: str) -> None:
    size, byte_off = STORE_FORMS[_WRITE_FORM[suffix]]
    nregs = WRITES[suffix]

    @semantic(f"ds_write_{suffix}", mods=DS_MODS)
    def _run(b, ins):
        vaddr, src = ins.operands[0], ins.operands[1]
        active = b.exec_mask()
        data = store_bytes(b.vread_words(src, nregs), size, byte_off)
        lds_write(b, _addr(b, ins, vaddr), active, data)
        issue(b, "lds")


for _s in READS:
    _register_read(_s)
for _s in WRITES:
    _register_write(_s)


def _register_two(stride: str, ty: str) -> None:
    n = 1 if ty == "b32" else 2
    unit = 4 * n * (64 if stride else 1)

    @semantic(f"ds_read2{stride}_{ty}", mods=DS2_MODS)
    def _read2(b, ins):
        dst, vaddr = ins.operands[0], ins.operands[1]
        active = b.exec_mask()
        base = b.vread(vaddr, "u32").astype(np.int64)
        parts = [lds_read(b, np.broadcast_to(base + unit * int(ins.mods.get(f"offset{i}", 0)), (b.k, 64)),
                          active, 4 * n) for i in (0, 1)]
        write_loaded(b, dst, bytes_to_words(np.concatenate(parts, axis=2)), "lds")

    @semantic(f"ds_write2{stride}_{ty}", mods=DS2_MODS)
    def _write2(b, ins):
        vaddr = ins.operands[0]
        active = b.exec_mask()
        base = b.vread(vaddr, "u32").astype(np.int64)
        for i in (0, 1):  # data0 lands first: if both addresses match, data1 wins
            data = words_to_bytes(b.vread_words(ins.operands[1 + i], n))
            lds_write(b, np.broadcast_to(base + unit * int(ins.mods.get(f"offset{i}", 0)), (b.k, 64)), active,
                      data)
        issue(b, "lds")


for _st in ("", "st64"):
    for _ty in ("b32", "b64"):
        _register_two(_st, _ty)


# ---------------------------------------------------------------------------------------------- atomics
_OP_NAMES = {"wrxchg": "swap", "pk_add": "pk_add"}


def _atomic_kind(op: str) -> tuple[str, str, int]:
    """``min_i32`` -> ("min", "i32", dwords); ``pk_add_f16`` -> ("pk_add_f16", "b32", 1)."""
    head, _, ty = op.rpartition("_")
    if head == "pk_add":
        return f"pk_add_{ty}", "b32", 1
    width = 2 if ty.endswith("64") else 1
    t = {"b": "u"}.get(ty[0], ty[0]) + ty[1:]
    return _OP_NAMES.get(head, head), t, width


def _register_atomic(op: str, ndata: int, rtn: bool) -> None:
    name, ty, width = _atomic_kind(op)
    fn = ATOMIC_OPS[name](ty)
    esize = 4 * width
    head, _, tsuffix = op.rpartition("_")
    mnemonic = f"ds_{head}_rtn_{tsuffix}" if rtn else f"ds_{op}"

    @semantic(mnemonic, mods=DS_MODS)
    def _run(b, ins):
        ops = ins.operands[1:] if rtn else ins.operands
        vaddr, datas = ops[0], ops[1:1 + ndata]
        active = b.exec_mask()
        addr = _addr(b, ins, vaddr)
        lds_bounds(b, addr, active, esize)
        vals = []
        for d in datas:
            words = b.vread_words(d, width).astype(np.uint64)
            vals.append(words[:, 0] | (words[:, 1] << np.uint64(32)) if width == 2 else words[:, 0])
        groups = np.broadcast_to(b.group_of_wave[np.arange(len(b.pc))[b.w]][:, None], addr.shape)
        key = (groups.astype(np.int64) * b.lds.shape[1] + addr)[active]
        data = np.stack([v[active] for v in vals], axis=1)
        flat = b.lds.reshape(-1)
        dt = np.uint32 if width == 1 else np.uint64
        span = np.arange(esize)

        def read(k):
            return flat[k[:, None] + span].copy().view(dt)[:, 0]

        def write(k, v):
            flat[k[:, None] + span] = np.ascontiguousarray(v.astype(dt))[:, None].view(np.uint8)

        old = lane_ordered_rmw(key, data, fn, read, write)
        b.lds_bytes_moved += int(active.sum()) * esize * (2 if rtn else 1)
        if rtn:
            out = np.zeros(addr.shape, dtype=np.uint64)
            out[active] = old
            words = np.stack([(out & np.uint64(0xFFFFFFFF)).astype(U32), (out >> np.uint64(32)).astype(U32)],
                             axis=1)[:, :width]
            write_loaded(b, ins.operands[0], words, "lds", mask=active)
        else:
            issue(b, "lds")


for _table in (ATOMIC_OPS_32, ATOMIC_OPS_64):
    for _op, _nd in _table.items():
        _register_atomic(_op, _nd, False)
        _register_atomic(_op, _nd, True)
_register_atomic("wrxchg_b32", 1, True)
_register_atomic("wrxchg_b64", 1, True)


# ---------------------------------------------------------------------------------------------- cross-lane
def _lane_gather(b: Any, data: np.ndarray, src: np.ndarray) -> np.ndarray:
    """data (k, 64) taken from lanes ``src`` (k, 64) or (64,); disabled source lanes give 0."""
    src = np.broadcast_to(src, data.shape)
    val = np.take_along_axis(data, src, axis=1)
    ok = np.take_along_axis(b.exec_mask(), src, axis=1)
    return np.where(ok, val, 0).astype(U32)


def _finish_crosslane(b: Any, ins: Any, value: np.ndarray) -> None:
    write_loaded(b, ins.operands[0], value[:, None, :].astype(U32), "lds")


@semantic("ds_bpermute_b32", mods=DS_MODS)
def _bpermute(b, ins):
    addr = b.vread(ins.operands[1], "u32").astype(np.int64) + int(ins.mods.get("offset", 0))
    src = (np.broadcast_to(addr, (b.k, 64)) >> 2) & 63
    data = np.broadcast_to(b.vread(ins.operands[2], "u32"), (b.k, 64))
    _finish_crosslane(b, ins, _lane_gather(b, data, src))


@semantic("ds_permute_b32", mods=DS_MODS)
def _permute(b, ins):
    addr = b.vread(ins.operands[1], "u32").astype(np.int64) + int(ins.mods.get("offset", 0))
    dst = (np.broadcast_to(addr, (b.k, 64)) >> 2) & 63
    data = np.broadcast_to(b.vread(ins.operands[2], "u32"), (b.k, 64))
    active = b.exec_mask()
    sender = np.full((b.k, 64), -1, dtype=np.int64)
    wave, lane = np.nonzero(active)
    np.maximum.at(sender, (wave, dst[wave, lane]), lane)  # the highest-numbered sending lane wins
    val = np.take_along_axis(data, np.maximum(sender, 0), axis=1)
    _finish_crosslane(b, ins, np.where(sender >= 0, val, 0))


_SWIZZLE_RE = re.compile(r"^swizzle\((\w+)((?:,[^,()]+)*)\)$")


def swizzle_pattern(offset: Any) -> int:
    """The 16-bit ds_swizzle pattern of an ``offset:`` value: an integer or LLVM's ``swizzle(MODE,...)``.

    >>> hex(swizzle_pattern("swizzle(SWAP,16)")), hex(swizzle_pattern('swizzle(BITMASK_PERM,"01pip")'))
    ('0x401f', '0x907')
    """
    if isinstance(offset, int):
        return offset & 0xFFFF
    m = _SWIZZLE_RE.match(str(offset).replace(" ", ""))
    if not m:
        raise ValueError(f"cannot decode ds_swizzle offset {offset!r}; expected an integer or swizzle(MODE,...)")
    mode, args = m.group(1), [a for a in m.group(2).split(",") if a]
    if mode == "QUAD_PERM":
        return 0x8000 | sum(int(a, 0) << (2 * i) for i, a in enumerate(args))
    if mode == "BITMASK_PERM":
        text = args[0].strip('"')
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(text):
            bit = 1 << (4 - i)
            and_m |= bit if ch in "pi" else 0
            or_m |= bit if ch == "1" else 0
            xor_m |= bit if ch == "i" else 0
        return and_m | (or_m << 5) | (xor_m << 10)
    group = int(args[0], 0)
    masks = {"SWAP": (0x1F, 0, group), "REVERSE": (0x1F, 0, group - 1),
             "BROADCAST": ((0x20 - group) & 0x1F, int(args[1], 0) if len(args) > 1 else 0, 0)}
    if mode not in masks:
        raise ValueError(f"ds_swizzle mode {mode!r} is not one of QUAD_PERM, BITMASK_PERM, SWAP, REVERSE, BROADCAST")
    a, o, x = masks[mode]
    return a | (o << 5) | (x << 10)


def swizzle_lanes(pattern: int) -> np.ndarray:
    """Source lane of each of the 64 lanes for a 16-bit ds_swizzle pattern."""
    lane = np.arange(64)
    if pattern & 0x8000:
        return (lane & ~3) | ((pattern >> (2 * (lane & 3))) & 3)
    and_m, or_m, xor_m = pattern & 0x1F, (pattern >> 5) & 0x1F, (pattern >> 10) & 0x1F
    return (lane & 32) | ((((lane & 31) & and_m) | or_m) ^ xor_m)


@semantic("ds_swizzle_b32", mods=DS_MODS)
def _swizzle(b, ins):
    src = ins.extra.get("swizzle")
    if src is None:
        src = ins.extra["swizzle"] = swizzle_lanes(swizzle_pattern(ins.mods.get("offset", 0)))
    data = np.broadcast_to(b.vread(ins.operands[1], "u32"), (b.k, 64))
    _finish_crosslane(b, ins, _lane_gather(b, data, src))


def transpose_source(bits: int) -> tuple[np.ndarray, np.ndarray]:
    """For ds_read_b64_tr_b{bits}: (source lane, source element) of each (lane, element) (64, n)."""
    n = 64 // bits
    d = np.arange(64)[:, None]
    j = np.arange(n)[None, :]
    return (d & ~15) + (16 // n) * j + (d % 16) // n, np.broadcast_to(d % n, (64, n))


def _register_transpose(bits: int) -> None:
    n = 64 // bits
    src_lane, src_el = transpose_source(bits)
    mask = np.uint64((1 << bits) - 1)

    @semantic(f"ds_read_b64_tr_b{bits}", mods=DS_MODS)
    def _run(b, ins):
        active = b.exec_mask()
        raw = lds_read(b, _addr(b, ins, ins.operands[1]), active, 8).view(np.uint64)[:, :, 0]  # (k, 64)
        shifts = (np.arange(n, dtype=np.uint64) * np.uint64(bits))
        elems = (raw[:, :, None] >> shifts) & mask  # (k, 64, n)
        picked = elems[:, src_lane, src_el]  # (k, 64, n)
        packed = np.bitwise_or.reduce(picked << shifts, axis=2)
        words = np.stack([(packed & np.uint64(0xFFFFFFFF)).astype(U32), (packed >> np.uint64(32)).astype(U32)],
                         axis=1)
        write_loaded(b, ins.operands[0], words, "lds")


for _bits in (4, 8, 16):
    _register_transpose(_bits)


@semantic("ds_nop")
def _nop(b, ins):
    """No operation."""


__all__ = ["lds_read", "lds_write", "lds_bounds", "swizzle_pattern", "swizzle_lanes", "transpose_source"]
