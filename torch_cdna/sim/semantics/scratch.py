"""Scratch (private segment) loads and stores: ``scratch_load_*`` / ``scratch_store_*`` of gfx942 and gfx950
(CDNA3/CDNA4 ISA, "Flat, Scratch and Global Instructions"; LLVM AMDGPUUsage, "Private Segment").

Addressing: each lane's private address is ``vaddr.u32 (or 0 with off) + saddr.u32 (or 0 with off) + offset``
(the instruction offset is a signed 13-bit value), wrapped to 32 bits. gfx942/gfx950 have *architected flat
scratch*: the SPI initialises the read-only FLAT_SCRATCH base to the wave's private area when
``.amdhsa_enable_private_segment`` is set, so the program never forms the base itself and the address above is
an offset into the lane's own private memory (``torch_cdna.sim.private``). An access outside the
``.amdhsa_private_segment_fixed_size`` bytes of the lane raises ``SimFault`` naming the wave, lane and private
offset; nothing outside the private arrays is ever touched.

Loads write their registers at issue and are registered with the waitcnt sanitizer on ``vmcnt`` (scratch
instructions do not use ``lgkmcnt``); the sub-dword and d16 forms land in registers as the global forms do.
Reads of never-written private bytes are reported by the sanitizer (a warning, an error in strict mode). The
cache-policy bits (``sc0 sc1 nt``) do not change the result: the simulator has no caches.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...isa.vmem import LOADS, STORES
from ..operands import Off, Reg
from . import semantic
from .memcommon import LOAD_FORMS, STORE_FORMS, issue, loaded_words, store_bytes, write_loaded

SCRATCH_MODS = ("offset", "sc0", "sc1", "nt")
_U32_MASK = np.int64(0xFFFFFFFF)


def private_offsets(b: Any, ins: Any, vaddr: Any, saddr: Any) -> np.ndarray:
    """(k, 64) uint64 private addresses: ``vaddr + saddr + offset`` in 32-bit arithmetic."""
    total = np.full((b.k, 1), int(ins.mods.get("offset", 0)), dtype=np.int64)
    if isinstance(vaddr, Reg):
        total = total + b.vread(vaddr, "u32").astype(np.int64)
    elif not isinstance(vaddr, Off):
        raise b.unsupported(f"scratch address {vaddr} (expected a VGPR or off)")
    if isinstance(saddr, Reg) and saddr.file == "s":
        total = total + b.sread(saddr, "u32").astype(np.int64)[:, None]
    elif not isinstance(saddr, Off):
        raise b.unsupported(f"scratch SGPR offset {saddr} (expected an SGPR or off)")
    return np.broadcast_to(total & _U32_MASK, (b.k, 64)).astype(np.uint64)


def _segment(b: Any) -> Any:
    pm = b.private
    if pm is None or pm.size == 0:
        raise b.fault("scratch access in a kernel without a private segment (.amdhsa_private_segment_fixed_size "
                      "is 0); declare the segment size in the kernel descriptor")
    return pm


def _checked_rows(b: Any, pm: Any, offsets: np.ndarray, active: np.ndarray, nbytes: int, what: str
                  ) -> tuple[np.ndarray, np.ndarray]:
    """(rows, offsets) of the active lanes, after checking every access fits in the lane's segment."""
    bad = active & pm.out_of_range(offsets, nbytes)
    if bad.any():
        wave, lane = (int(x) for x in np.argwhere(bad)[0])
        off = int(offsets[wave, lane])
        raise b.fault(f"out-of-range private {what} of {nbytes} bytes at private offset {off:#x} in lane {lane}: "
                      f"each lane has {pm.size} bytes (.amdhsa_private_segment_fixed_size); valid offsets are "
                      f"0..{pm.size - nbytes}", lane=lane, address=off, wave=wave)
    waves = np.arange(b.nw)[b.w]
    return pm.rows(waves, active), offsets[active]


def private_load(b: Any, offsets: np.ndarray, active: np.ndarray, size: int) -> np.ndarray:
    """(k, 64, size) bytes at private ``offsets`` (k, 64) of the active lanes (zeros elsewhere), checked against
    the segment and reported to the sanitizer when never written."""
    pm = _segment(b)
    rows, offs = _checked_rows(b, pm, offsets, active, size, "load")
    data = np.zeros((b.k, 64, size), dtype=np.uint8)
    if rows.size:
        data[active] = pm.load(rows, offs, size)
        if b.sanitizer is not None and pm.unwritten(rows, offs, size).any():
            b.sanitizer._report(b, "private", "read of never-written private (scratch) memory", False)
    return data


def private_store(b: Any, offsets: np.ndarray, active: np.ndarray, data: np.ndarray) -> None:
    """Store ``data`` (k, 64, size) at private ``offsets`` (k, 64) of the active lanes (checked)."""
    pm = _segment(b)
    rows, offs = _checked_rows(b, pm, offsets, active, data.shape[2], "store")
    if rows.size:
        pm.store(rows, offs, data[active])


def _register_load(suffix: str) -> None:
    size, how = LOAD_FORMS[suffix]

    @semantic(f"scratch_load_{suffix}", mods=SCRATCH_MODS)
    def _run(b, ins):
        dst, vaddr, saddr = ins.operands[:3]
        data = private_load(b, private_offsets(b, ins, vaddr, saddr), b.exec_mask(), size)
        old = b.v[b._vrow(dst, 0), b.w] if how not in ("raw", "zext", "sext") else None
        write_loaded(b, dst, loaded_words(data, how, old), "vm")


def _register_store(suffix: str) -> None:
    size, byte_off = STORE_FORMS[suffix]
    nregs = STORES[suffix]

    @semantic(f"scratch_store_{suffix}", mods=SCRATCH_MODS)
    def _run(b, ins):
        vaddr, vdata, saddr = ins.operands[:3]
        offsets, active = private_offsets(b, ins, vaddr, saddr), b.exec_mask()
        _segment(b)
        if active.any():  # the data registers are read only when some lane stores
            private_store(b, offsets, active, store_bytes(b.vread_words(vdata, nregs), size, byte_off))
        issue(b, "vm")


for _s in LOADS:
    _register_load(_s)
for _s in STORES:
    _register_store(_s)
