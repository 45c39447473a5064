"""Scalar memory semantics: s_load/s_buffer_load/s_store through the (bounds-checked) global memory.

The address is the 64-bit base in an SGPR pair (or the base of a V# for the buffer forms) plus the offset
operand; the low two bits are ignored (dword alignment), as in the CDNA3 ISA's SMEM chapter.
"""

from __future__ import annotations

import numpy as np

from ...errors import SimFault
from . import semantic

_WIDTHS = {"dword": 1, "dwordx2": 2, "dwordx4": 4, "dwordx8": 8, "dwordx16": 16}
_MODS = ("glc", "nv", "sc0", "sc1", "nt", "offset")


def _address(b, ins) -> np.ndarray:
    base_op, off_op = ins.operands[1], ins.operands[2] if len(ins.operands) > 2 else None
    base = b.sread(base_op, "u64") & np.uint64(0xFFFFFFFFFFFF)
    if "buffer" in ins.mnemonic:
        pass  # V# dword0-1 hold the base address (bits 47:0); stride bits above are masked off
    off = np.zeros(b.k, dtype=np.uint64) if off_op is None else b.sread(off_op, "u32").astype(np.uint64)
    off = off + np.uint64(ins.mods.get("offset", 0))
    return (base + off) & ~np.uint64(3)


def _dword_addresses(addr: np.ndarray, n: int) -> np.ndarray:
    """(k, n) addresses of the ``n`` dwords each wave accesses from ``addr`` (k,), wrapping at 2**64 as the
    64-bit address add does."""
    return addr[:, None] + np.arange(n, dtype=np.uint64) * np.uint64(4)


def _scalar_fault(b, exc: SimFault, dwords: np.ndarray, what: str) -> SimFault:
    """A global-memory fault of a scalar access re-raised at the instruction, naming the wave whose access
    holds the bad address (no lane: a scalar access is the wave's)."""
    bad = exc.address
    hit = np.flatnonzero((dwords == np.uint64(bad)).any(axis=1)) if bad is not None else ()
    return b.fault(f"{what}: {exc.message}", address=bad, wave=int(hit[0]) if len(hit) else None)


def _register(suffix: str, n: int) -> None:
    @semantic(f"s_load_{suffix}", f"s_buffer_load_{suffix}", mods=_MODS)
    def _load(b, ins):
        addr = _dword_addresses(_address(b, ins), n)
        try:
            data = b.memory.load(addr, 4)
        except SimFault as exc:
            raise _scalar_fault(b, exc, addr, "scalar load") from None
        words = data.reshape(b.k, n, 4).view(np.uint32).reshape(b.k, n)
        dst = ins.operands[0]
        for i in range(n):
            b.s[b.w, dst.index + i] = words[:, i]
        if b.sanitizer is not None:
            b.sanitizer.on_write(b, "s", dst.index, n)
            b.sanitizer.on_issue(b, "smem", "s", dst.index, n)

    if n <= 4:
        @semantic(f"s_store_{suffix}", f"s_buffer_store_{suffix}", mods=_MODS)
        def _store(b, ins):
            addr = _address(b, ins)
            src = ins.operands[0]
            if b.sanitizer is not None:
                b.sanitizer.on_read(b, "s", src.index, n)
            words = np.stack([b.s[b.w, src.index + i] for i in range(n)], axis=1).astype(np.uint32)
            dwords = _dword_addresses(addr, n)
            try:
                b.memory.store(dwords, words.reshape(-1, 1).view(np.uint8).reshape(-1, 4))
            except SimFault as exc:
                raise _scalar_fault(b, exc, dwords, "scalar store") from None
            if b.sanitizer is not None:
                b.sanitizer.on_issue(b, "smem", None, 0, 0)


for _suffix, _n in _WIDTHS.items():
    _register(_suffix, _n)


@semantic("s_dcache_wb", "s_dcache_inv")
def _cache(b, ins):
    """The simulator has no scalar cache: write-back and invalidate are no-ops."""


@semantic("s_memtime", "s_memrealtime")
def _time(b, ins):
    b.swrite(ins.operands[0], np.full(b.k, b.step_count, dtype=np.uint64), "u64")
