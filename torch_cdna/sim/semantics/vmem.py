"""Vector memory semantics: GLOBAL, FLAT and MUBUF (buffer) loads, stores, atomics, the LDS-DMA forms and the
cache controls, from the CDNA3/CDNA4 ISA ("Vector Memory Buffer Instructions", "Flat, Scratch and Global").

Addresses:
- GLOBAL/FLAT: ``VGPR[vaddr:vaddr+1] + offset`` with ``off``; with an SGPR pair ``saddr``:
  ``SGPR[saddr] + zext(VGPR[vaddr]) + offset``. Accesses go through the launch's bounds-checked memory: an
  address outside every argument tensor raises ``SimFault`` naming the wave, lane and address. FLAT forms
  (``flat.py``) route LDS and private aperture addresses away and use these for the global ones.
- MUBUF: V# (4 SGPRs) ``base = dword0 | dword1[15:0] << 32``, ``stride = dword1[29:16]``,
  ``num_records = dword2``. ``index = VGPR`` (``idxen``), ``offset = VGPR`` (``offen``; with both, vaddr is a
  pair ``index, offset``), ``addr = base + soffset + index * stride + offset + inst_offset``. Range checking
  (ISA "Buffer Addressing", Range Checking: the buffer type comes from the instruction's IDXEN, not from the
  V#'s stride - a raw buffer is "AddTID==0 && SwizzleEn==0 && IdxEn==0", a structured one "Stride!=0 &&
  IdxEn==1"; LLVM review D44401: on GFX9 IDXEN decides how num_records is read): without ``idxen`` (raw, any
  stride) each dword of the access (the whole element for sub-dword and atomic accesses) is out of range when
  ``offset + inst_offset + its byte position + its size > num_records`` (bytes; AITER sets stride 4 with
  ``offen`` only and relies on this); ``soffset`` is not range checked. With ``idxen`` and ``stride != 0``:
  out of range when ``index >= num_records`` (records). ``idxen`` with ``stride == 0`` is checked as raw.
  Out-of-range loads return 0, out-of-range stores and atomics are dropped.
  Swizzled buffers and ``add_tid_enable`` V#s are rejected (UnsupportedInstruction).
- LDS DMA (``buffer_load_* ... lds``, ``global_load_lds_*``): the data goes to LDS at
  ``M0 + inst_offset + lane * 4`` (``lane * 16`` for the 12/16-byte gfx950 forms) instead of registers.

Atomics apply lane by lane in (wave, lane) order (``memcommon.lane_ordered_rmw``); the returning form (one more
operand, ``sc0``/``glc``) gives each lane the value before its own update. Loads write their registers at
issue (values are exact) and are registered with the waitcnt sanitizer on ``vmcnt``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...errors import SimFault
from ...isa.vmem import LDS_DMA, LDS_DMA_GFX950, LOADS, STORES, atomic_widths
from ..operands import M0, Off, Reg
from . import semantic
from .lds import lds_write
from .memcommon import (ATOMIC_OPS, LOAD_FORMS, STORE_FORMS, fault_at, issue, lane_ordered_rmw, loaded_words,
                        store_bytes, write_loaded)

U32, U64 = np.uint32, np.uint64
CACHE_MODS = ("sc0", "sc1", "nt", "glc", "slc")
GLOBAL_MODS = ("offset",) + CACHE_MODS
BUFFER_MODS = GLOBAL_MODS + ("offen", "idxen")


# ---------------------------------------------------------------------------------------------- addressing
class _Addr:
    """The addresses of one vector memory access: per-wave 64-bit bases (k,) plus per-lane uint32 offsets (k, 64)
    when the form has them (buffer ``offen``, global with an SGPR base), so that ``GlobalMemory.load_at`` /
    ``store_at`` work on the narrow offsets; the full (k, 64) uint64 array is built only when needed."""

    def __init__(self, b: Any, base: np.ndarray | None = None, off: np.ndarray | None = None,
                 full: np.ndarray | None = None) -> None:
        self.k, self.base, self.off, self._full = b.k, base, off, full
        self._max: int | None = None

    def max_off(self) -> int:
        """The largest offset (one reduction, cached: the range check and the bounds check share it)."""
        if self._max is None:
            self._max = int(self.off.max()) if self.off.size else 0
        return self._max

    def full(self) -> np.ndarray:
        if self._full is None:
            self._full = self.base[:, None] + self.off.astype(U64)
        return self._full

    def __add__(self, start: int) -> np.ndarray:  # the address of a later dword of the access
        return self.full() + U64(start)


def _global_addr(b: Any, ins: Any, vaddr: Any, saddr: Any) -> _Addr:
    off = int(ins.mods.get("offset", 0))  # signed
    if saddr is None or isinstance(saddr, Off):
        base = np.broadcast_to(b.vread(vaddr, "u64"), (b.k, 64))
        return _Addr(b, full=(base.astype(np.int64) + off).astype(U64) if off else base)
    wave = (b.sread(saddr, "u64").astype(np.int64) + off).astype(U64)
    return _Addr(b, wave, np.broadcast_to(b.vread(vaddr, "u32"), (b.k, 64)))


def _gather(b: Any, addr: _Addr | np.ndarray, active: np.ndarray, size: int) -> np.ndarray:
    full = active is b._full or active.all()  # common case: no masked-off lanes, no boolean-index copies
    if isinstance(addr, _Addr):
        if full and addr.off is not None:
            try:
                return b.memory.load_at(addr.base, addr.off, size, addr.max_off())
            except SimFault as exc:
                raise fault_at(b, exc, addr.full(), active, "global load") from None
        addr = addr.full()
    if full:
        try:
            return b.memory.load(addr, size)
        except SimFault as exc:
            raise fault_at(b, exc, addr, active, "global load") from None
    out = np.zeros(addr.shape + (size,), dtype=np.uint8)
    if active.any():
        try:
            out[active] = b.memory.load(addr[active], size)
        except SimFault as exc:
            raise fault_at(b, exc, addr, active, "global load") from None
    return out


def _scatter(b: Any, addr: _Addr | np.ndarray, active: np.ndarray, data: np.ndarray) -> None:
    if not (active is b._full or active.any()):
        return
    every = active is b._full or active.all()
    if isinstance(addr, _Addr):
        if every and addr.off is not None:
            try:
                b.memory.store_at(addr.base, addr.off, data, addr.max_off())
                return
            except SimFault as exc:
                raise fault_at(b, exc, addr.full(), active, "global store") from None
        addr = addr.full()
    try:
        b.memory.store(addr if every else addr[active], data if every else data[active])
    except SimFault as exc:
        raise fault_at(b, exc, addr, active, "global store") from None


class _VSharp:
    """A decoded buffer resource (V#), one value per wave (k,)."""

    def __init__(self, b: Any, op: Any) -> None:
        if not isinstance(op, Reg) or op.file != "s" or op.count != 4:
            raise b.unsupported(f"buffer resource {op} (expected 4 SGPRs)")
        if b.sanitizer is not None:  # the four SGPRs in one read
            b.sanitizer.on_read(b, "s", op.index, 4)
        raw = b.s[b.w, op.index:op.index + 4]  # (k, 4) uint32 (a copy when w is an index array)
        if ((raw[:, 1] >> U32(31)) | ((raw[:, 3] >> U32(23)) & U32(1))).any():
            raise b.unsupported("swizzled buffers / add_tid_enable V#s")
        w = raw.astype(U64)
        self.base = w[:, 0] | ((w[:, 1] & U64(0xFFFF)) << U64(32))
        self.stride = (w[:, 1] >> U64(16)) & U64(0x3FFF)
        self.num_records = w[:, 2]
        self.structured = False  # set by _buffer_addr: idxen and some wave's V# has a stride


def _buffer_addr(b: Any, ins: Any, vaddr: Any, rsrc: Any, soffset: Any
                 ) -> tuple[_Addr, "_Range", _VSharp]:
    """(addresses, range checker, V#) of a MUBUF access. The VGPR offset stays uint32 (``_Addr``); the range
    checker compares it lazily."""
    v = _VSharp(b, rsrc)
    idxen, offen = bool(ins.mods.get("idxen")), bool(ins.mods.get("offen"))
    v.structured = idxen and bool(v.stride.any())  # IDXEN picks the range check, not the stride (see above)
    if (idxen or offen) and isinstance(vaddr, Off):
        raise b.unsupported("idxen/offen with vaddr 'off'")
    index = b.vread(Reg("v", vaddr.index), "u32") if idxen else None
    offset = b.vread(Reg("v", vaddr.index + (1 if idxen else 0)), "u32") if offen else None
    inst = int(ins.mods.get("offset", 0))
    base = v.base + b.sread(soffset, "u32").astype(U64) + U64(inst)
    rng = _Range(v, offset, index, inst)
    if idxen:
        addr = base[:, None] + (index.astype(U64) * v.stride[:, None])
        if offset is not None:
            addr = addr + offset.astype(U64)
        return _Addr(b, full=np.broadcast_to(addr, (b.k, 64))), rng, v
    off = np.zeros((b.k, 64), dtype=U32) if offset is None else np.broadcast_to(offset, (b.k, 64))
    addr = _Addr(b, base, off)
    rng.addr = addr
    return addr, rng, v


class _Range:
    """Buffer range checking of one access (see the module docstring)."""

    def __init__(self, v: _VSharp, offset: np.ndarray | None, index: np.ndarray | None, inst: int) -> None:
        self.v, self.offset, self.index, self.inst = v, offset, index, inst
        self._max_off: int | None = None
        self.addr: _Addr | None = None  # the access's addresses when they are bases + offsets

    def all_in(self, start: int, size: int) -> bool:
        """Whether every lane's bytes [start, start + size) are in range (one reduction; raw buffers only)."""
        v = self.v
        if v.structured:
            return False
        if self._max_off is None:
            if self.offset is None:
                self._max_off = 0
            elif self.addr is not None:
                self._max_off = self.addr.max_off()
            else:
                self._max_off = int(self.offset.max()) if self.offset.size else 0
        return self._max_off + self.inst + start + size <= int(v.num_records.min())

    def lanes(self, start: int, size: int) -> np.ndarray:
        """Which lanes' bytes [start, start + size) of the access are inside the buffer ((k, 64) or (k, 1))."""
        v = self.v
        off = np.zeros((len(v.base), 1), dtype=U64) if self.offset is None else self.offset.astype(U64)
        raw = off + U64(self.inst + start + size) <= v.num_records[:, None]
        if not v.structured:  # raw buffers only (the common case)
            return raw
        index = np.zeros((len(v.base), 1), dtype=U64) if self.index is None else self.index.astype(U64)
        structured = index < v.num_records[:, None]
        return np.where((v.stride == 0)[:, None], raw, structured)

    def enabled(self, b: Any, active: np.ndarray, start: int, size: int) -> np.ndarray:
        """``active`` lanes that are in range for bytes [start, start + size)."""
        if self.all_in(start, size):
            return active
        ok = self.lanes(start, size)
        return active if active is b._full and ok.all() else active & ok


# ---------------------------------------------------------------------------------------------- global / flat
def _load_result(b: Any, dst: Any, data: np.ndarray, how: str) -> None:
    if how == "zext":  # ubyte/ushort: the narrow values, widened as they are written
        write_loaded(b, dst, np.ascontiguousarray(data).view(np.uint8 if data.shape[2] == 1 else "<u2")[:, :, 0],
                     "vm")
        return
    old = b.v[b._vrow(dst, 0), b.w] if how not in ("raw", "zext", "sext") else None
    write_loaded(b, dst, loaded_words(data, how, old), "vm")


def _register_global_load(suffix: str) -> None:
    size, how = LOAD_FORMS[suffix]

    @semantic(f"global_load_{suffix}", mods=GLOBAL_MODS)
    def _run(b, ins):
        ops = ins.operands
        active = b.exec_mask()
        addr = _global_addr(b, ins, ops[1], ops[2] if len(ops) > 2 else None)
        _load_result(b, ops[0], _gather(b, addr, active, size), how)


def _register_global_store(suffix: str) -> None:
    size, byte_off = STORE_FORMS[suffix]
    nregs = STORES[suffix]

    @semantic(f"global_store_{suffix}", mods=GLOBAL_MODS)
    def _run(b, ins):
        ops = ins.operands
        active = b.exec_mask()
        addr = _global_addr(b, ins, ops[0], ops[2] if len(ops) > 2 else None)
        _scatter(b, addr, active, store_bytes(b.vread_words(ops[1], nregs), size, byte_off))
        issue(b, "vm")


for _s in LOADS:
    _register_global_load(_s)
for _s in STORES:
    _register_global_store(_s)


# ---------------------------------------------------------------------------------------------- atomics
def _atomic_kind(name: str) -> tuple[str, str, int, int]:
    """Suffix -> (op, element type, element dwords, data values per lane)."""
    if name.startswith("pk_add_"):
        return name, "b32", 1, 1
    base, x2 = (name[:-3], True) if name.endswith("_x2") else (name, False)
    if base.endswith(("_f32", "_f64")):
        op, ty = base[:-4], base[-3:]
        return op, ty, 2 if ty == "f64" else 1, 1
    signed = {"smin": ("min", "i"), "smax": ("max", "i"), "umin": ("min", "u"), "umax": ("max", "u")}
    op, sign = signed.get(base, (base, "u"))
    bits = 64 if x2 else 32
    return op, f"{sign}{bits}", bits // 32, 2 if op == "cmpswap" else 1


def _data_values(b: Any, op: Any, width: int, count: int) -> np.ndarray:
    """(k, 64, count) uint64 element values of the data operand (cmpswap: src then cmp)."""
    words = b.vread_words(op, width * count).astype(U64)
    vals = [words[:, i * width] | (words[:, i * width + 1] << U64(32)) if width == 2 else words[:, i]
            for i in range(count)]
    return np.stack(vals, axis=2)


def _rmw(b: Any, addr: np.ndarray, active: np.ndarray, data: np.ndarray, fn: Any, width: int) -> np.ndarray:
    """Lane-ordered read-modify-write on global memory; returns (k, 64) old values (0 where inactive)."""
    esize = 4 * width
    dt = U32 if width == 1 else U64
    out = np.zeros(addr.shape, dtype=U64)
    if not active.any():
        return out

    def read(a):
        return b.memory.load(a, esize).view(dt)[:, 0]

    def write(a, v):
        b.memory.store(a, np.ascontiguousarray(v.astype(dt))[:, None].view(np.uint8))

    try:
        out[active] = lane_ordered_rmw(addr[active], data[active], fn, read, write)
    except SimFault as exc:
        raise fault_at(b, exc, addr, active, "global atomic") from None
    return out


def _atomic_return(b: Any, dst: Any, old: np.ndarray, width: int, active: np.ndarray) -> None:
    words = np.stack([(old & U64(0xFFFFFFFF)).astype(U32), (old >> U64(32)).astype(U32)], axis=1)[:, :width]
    write_loaded(b, dst, words, "vm", mask=active)


def _returns(b: Any, ins: Any, n_plain: int) -> bool:
    ret = len(ins.operands) > n_plain
    if ret != bool(ins.mods.get("sc0") or ins.mods.get("glc")):
        raise b.unsupported("an atomic's return operand and its sc0/glc bit disagree")
    return ret


def global_atomic(name: str) -> Any:
    """The semantic of ``global_atomic_<name>``, which also runs ``flat_atomic_<name>`` on global addresses
    (the FLAT form has no SGPR base operand)."""
    op, ty, width, count = _atomic_kind(name)
    fn = ATOMIC_OPS[op](ty)

    def _run(b, ins):
        is_flat = ins.base.startswith("flat_")
        ret = _returns(b, ins, 2 if is_flat else 3)
        ops = ins.operands[1:] if ret else ins.operands
        active = b.exec_mask()
        addr = _global_addr(b, ins, ops[0], None if is_flat else ops[2])
        old = _rmw(b, addr.full(), active, _data_values(b, ops[1], width, count), fn, width)
        if ret:
            _atomic_return(b, ins.operands[0], old, width, active)
        else:
            issue(b, "vm")
    return _run


for _name in atomic_widths():
    semantic(f"global_atomic_{_name}", mods=GLOBAL_MODS)(global_atomic(_name))


# ---------------------------------------------------------------------------------------------- buffer
def _dma_to_lds(b: Any, ins: Any, data: np.ndarray, active: np.ndarray) -> None:
    """LDS-DMA: each lane's loaded bytes go to LDS at M0 + inst_offset + lane * (4 or 16)."""
    size = data.shape[2]
    slot = 4 if size <= 4 else 16
    m0 = b.s[b.w, M0].astype(np.int64)[:, None]
    lds_addr = m0 + int(ins.mods.get("offset", 0)) + slot * np.arange(64)[None, :]
    lds_write(b, np.broadcast_to(lds_addr, (b.k, 64)), active, data)
    issue(b, "vm")


def _register_buffer_load(suffix: str) -> None:
    size, how = LOAD_FORMS[suffix]
    comps = [(4 * i, 4) for i in range(size // 4)] if how == "raw" else [(0, size)]

    lds_ok = suffix in LDS_DMA or suffix in LDS_DMA_GFX950

    @semantic(f"buffer_load_{suffix}", mods=BUFFER_MODS + (("lds",) if lds_ok else ()))
    def _run(b, ins):
        lds = bool(ins.mods.get("lds"))
        ops = ins.operands if lds else ins.operands[1:]
        addr, rng, v = _buffer_addr(b, ins, ops[0], ops[1], ops[2])
        active = b.exec_mask()
        if rng.all_in(0, size):  # every lane in range: one gather of the whole access
            data = _gather(b, addr, active, size)
        else:
            data = np.zeros((b.k, 64, size), dtype=np.uint8)
            for start, n in comps:
                ok = rng.enabled(b, active, start, n)
                data[:, :, start:start + n] = _gather(b, addr + U64(start) if start else addr, ok, n)
        if lds:
            _dma_to_lds(b, ins, data, active)
        else:
            _load_result(b, ins.operands[0], data, how)


def _register_buffer_store(suffix: str) -> None:
    size, byte_off = STORE_FORMS[suffix]
    nregs = STORES[suffix]
    comps = [(4 * i, 4) for i in range(size // 4)] if size >= 4 else [(0, size)]

    @semantic(f"buffer_store_{suffix}", mods=BUFFER_MODS)
    def _run(b, ins):
        addr, rng, v = _buffer_addr(b, ins, *ins.operands[1:4])
        active = b.exec_mask()
        data = store_bytes(b.vread_words(ins.operands[0], nregs), size, byte_off)
        if rng.all_in(0, size):  # every lane in range: one scatter of the whole access
            _scatter(b, addr, active, data)
        else:
            for start, n in comps:
                ok = rng.enabled(b, active, start, n)
                _scatter(b, addr + U64(start) if start else addr, ok,
                         np.ascontiguousarray(data[:, :, start:start + n]))
        issue(b, "vm")


def _register_buffer_atomic(name: str) -> None:
    op, ty, width, count = _atomic_kind(name)
    fn = ATOMIC_OPS[op](ty)

    @semantic(f"buffer_atomic_{name}", mods=BUFFER_MODS)
    def _run(b, ins):
        ret = bool(ins.mods.get("sc0") or ins.mods.get("glc"))
        addr, rng, v = _buffer_addr(b, ins, *ins.operands[1:4])
        active = b.exec_mask() & rng.lanes(0, 4 * width)
        old = _rmw(b, addr.full(), active, _data_values(b, ins.operands[0], width, count), fn, width)
        if ret:  # the pre-op value comes back in the (first element of the) data register; 0 when out of range
            _atomic_return(b, ins.operands[0], old, width, b.exec_mask())
        else:
            issue(b, "vm")


for _s in LOADS:
    _register_buffer_load(_s)
for _s in STORES:
    _register_buffer_store(_s)
for _name in atomic_widths():
    _register_buffer_atomic(_name)


def _register_global_lds(suffix: str, size: int) -> None:
    @semantic(f"global_load_lds_{suffix}", mods=GLOBAL_MODS)
    def _run(b, ins):
        ops = ins.operands
        active = b.exec_mask()
        addr = _global_addr(b, ins, ops[0], ops[1] if len(ops) > 1 else None)
        _dma_to_lds(b, ins, _gather(b, addr, active, size), active)


for _s in LDS_DMA:
    _register_global_lds(_s, LOAD_FORMS[_s][0])
for _s in LDS_DMA_GFX950:
    _register_global_lds(_s, LOAD_FORMS[_s][0])


@semantic("buffer_inv", "buffer_wbl2", mods=CACHE_MODS)
def _cache_control(b, ins):
    """The simulator has no caches: invalidate / write-back only count as vector memory operations."""
    issue(b, "vm")
