"""FLAT loads and stores (``flat_load_*`` / ``flat_store_*`` / ``flat_atomic_*``): generic addresses that reach
global memory, the workgroup's LDS or the lane's private memory, lane by lane (CDNA3 ISA, "Flat, Scratch and
Global Instructions": the aperture check on the address's high 32 bits).

LLVM emits FLAT for pointers whose address space it could not infer, e.g. a pointer to a stack object passed
to a function that is not inlined (``addrspacecast`` of an ``alloca``: ``src_private_base`` in the high word).
An address whose high half is the shared aperture's (``operands.APERTURE_BASES``) is LDS offset ``lo``; the
private aperture's is private offset ``lo`` of the lane; any other is global memory, as ``global_*`` accesses
it. A FLAT atomic on an LDS or private address is refused by name (LLVM emits LDS/scratch atomics directly).
Counters: the hardware counts every FLAT access on both vmcnt and lgkmcnt; the sanitizer counts it on vmcnt,
and LLVM waits for both after FLAT anyway.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...isa.vmem import LOADS, STORES, atomic_widths
from ..operands import APERTURE_BASES
from . import semantic
from .lds import lds_read, lds_write
from .memcommon import LOAD_FORMS, STORE_FORMS, issue, store_bytes
from .scratch import private_load, private_store
from .vmem import GLOBAL_MODS, _gather, _global_addr, _load_result, _scatter, global_atomic

U64 = np.uint64
_SHARED_HI, _PRIVATE_HI = (U64(APERTURE_BASES[k] >> 32) for k in ("shared", "private"))
_LOW = U64(0xFFFFFFFF)


def _segments(addr: np.ndarray, active: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """(LDS lanes, private lanes) among ``active``, or None when every active lane addresses global memory."""
    hi = addr >> U64(32)
    shared, private = active & (hi == _SHARED_HI), active & (hi == _PRIVATE_HI)
    return (shared, private) if shared.any() or private.any() else None


def _low(addr: np.ndarray) -> np.ndarray:
    return (addr & _LOW).astype(np.int64)


def _register_load(suffix: str) -> None:
    size, how = LOAD_FORMS[suffix]

    @semantic(f"flat_load_{suffix}", mods=GLOBAL_MODS)
    def _run(b, ins):
        dst, vaddr = ins.operands[:2]
        active = b.exec_mask()
        addr = _global_addr(b, ins, vaddr, None)
        seg = _segments(addr.full(), active)
        if seg is None:
            _load_result(b, dst, _gather(b, addr, active, size), how)
            return
        shared, private = seg
        full = addr.full()
        data = _gather(b, full, active & ~(shared | private), size).copy()
        if shared.any():
            data[shared] = lds_read(b, _low(full), shared, size)[shared]
        if private.any():
            data[private] = private_load(b, _low(full).astype(U64), private, size)[private]
        _load_result(b, dst, data, how)


def _register_store(suffix: str) -> None:
    size, byte_off = STORE_FORMS[suffix]
    nregs = STORES[suffix]

    @semantic(f"flat_store_{suffix}", mods=GLOBAL_MODS)
    def _run(b, ins):
        vaddr, vdata = ins.operands[:2]
        active = b.exec_mask()
        addr = _global_addr(b, ins, vaddr, None)
        data = store_bytes(b.vread_words(vdata, nregs), size, byte_off)
        seg = _segments(addr.full(), active)
        if seg is None:
            _scatter(b, addr, active, data)
        else:
            shared, private = seg
            full = addr.full()
            _scatter(b, full, active & ~(shared | private), data)
            if shared.any():
                lds_write(b, _low(full), shared, data)
            if private.any():
                private_store(b, _low(full).astype(U64), private, data)
        issue(b, "vm")


def _register_atomic(name: str) -> None:
    run_global = global_atomic(name)

    @semantic(f"flat_atomic_{name}", mods=GLOBAL_MODS)
    def _run(b, ins):
        ret = len(ins.operands) > 2
        vaddr = ins.operands[1 if ret else 0]
        if _segments(_global_addr(b, ins, vaddr, None).full(), b.exec_mask()) is not None:
            raise b.unsupported(f"flat_atomic_{name} on an LDS or private (aperture) address: the simulator "
                                "implements FLAT atomics on global memory only")
        run_global(b, ins)


for _s in LOADS:
    _register_load(_s)
for _s in STORES:
    _register_store(_s)
for _name in atomic_widths():
    _register_atomic(_name)
