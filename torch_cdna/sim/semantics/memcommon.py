"""Shared pieces of the memory semantics (``vmem`` and ``lds``): register <-> byte packing, faults that name
the wave and lane, the table of atomic operations and their lane-ordered execution. Not a family module.

Atomic model (CDNA3 ISA, "Atomics"): the lanes of one instruction are applied one after another in
(wave, lane) order, each lane seeing the memory the previous lanes left; a returning atomic gives each lane
the value *before* its own update. Lanes hitting distinct addresses are independent, so the executor runs one
numpy step per "rank" (the how-many-th lane to hit the same address) instead of one step per lane.

Example:
    >>> import numpy as np
    >>> mem = np.zeros(2, dtype=np.uint32)
    >>> def read(i): return mem[i]
    >>> def write(i, v): mem[i] = v
    >>> old = lane_ordered_rmw(np.array([0, 1, 0, 0]), np.array([[5], [7], [1], [2]], dtype=np.uint32),
    ...                        ATOMIC_OPS["add"]("u32"), read, write)
    >>> old.tolist(), mem.tolist()
    ([0, 0, 5, 6], [8, 7])
"""

from __future__ import annotations

import re
from typing import Any, Callable

import numpy as np

from ...errors import SimFault

U32, U64 = np.uint32, np.uint64


# ---------------------------------------------------------------------------------------------- packing
def words_to_bytes(words: np.ndarray) -> np.ndarray:
    """Register data (k, n, 64) uint32 -> per-lane little-endian bytes (k, 64, 4n) uint8."""
    k, n, lanes = words.shape
    return np.ascontiguousarray(words.transpose(0, 2, 1)).view(np.uint8).reshape(k, lanes, 4 * n)


def bytes_to_words(data: np.ndarray) -> np.ndarray:
    """Per-lane bytes (k, 64, 4n) uint8 -> register data (k, n, 64) uint32."""
    k, lanes, size = data.shape
    return np.ascontiguousarray(data).view(np.uint32).reshape(k, lanes, size // 4).transpose(0, 2, 1)


def sext(values: np.ndarray, bits: int) -> np.ndarray:
    """Sign-extend the low ``bits`` of uint values to uint32 bit patterns."""
    v = values.astype(np.int64)
    sign = 1 << (bits - 1)
    return (((v & ((1 << bits) - 1)) ^ sign) - sign).astype(np.int64).astype(U32)


# ---------------------------------------------------------------------------------------------- faults
_WHERE = re.compile(r" \((?:lane|address|wave|instruction)[^)]*\)$")


def fault_at(b: Any, exc: SimFault, addr: np.ndarray, active: np.ndarray, what: str) -> SimFault:
    """Re-raise a GlobalMemory fault at the current instruction, naming the wave and lane whose address
    ``addr`` (k, 64) is the faulting one (``active`` (k, 64) marks the lanes that accessed memory)."""
    message = _WHERE.sub("", str(exc).split("\n")[0])
    bad = exc.address
    wave = lane = None
    if bad is not None:
        hit = (addr == np.uint64(bad)) & active
        if hit.any():
            wave, lane = (int(x) for x in np.argwhere(hit)[0])
    return b.fault(f"{what}: {message}", lane=lane, address=bad, wave=wave)


# ---------------------------------------------------------------------------------------------- atomics
def _f32(bits: np.ndarray) -> np.ndarray:
    return bits.astype(U32).view(np.float32)


def _bf16_add(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Add two bf16 bit patterns (uint16/32 holders), rounding the f32 sum to nearest even bf16."""
    s = (_f32(x.astype(U32) << U32(16)) + _f32(y.astype(U32) << U32(16))).view(U32)
    nan = np.isnan(s.view(np.float32))
    rounded = (s + U32(0x7FFF) + ((s >> U32(16)) & U32(1))) >> U32(16)
    return np.where(nan, (s >> U32(16)) | U32(0x40), rounded).astype(U32)


def _pk16(op: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        lo = op(old & U32(0xFFFF), d & U32(0xFFFF)) & U32(0xFFFF)
        hi = op(old >> U32(16), d >> U32(16)) & U32(0xFFFF)
        return lo | (hi << U32(16))
    return run


def _f16_add(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    s = x.astype(np.uint16).view(np.float16) + y.astype(np.uint16).view(np.float16)
    return s.view(np.uint16).astype(U32)


def _float_op(fn: Callable, ty: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    ft, it = (np.float32, U32) if ty == "f32" else (np.float64, U64)

    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        with np.errstate(all="ignore"):
            return fn(old.astype(it).view(ft), d[..., 0].astype(it).view(ft)).astype(ft).view(it)
    return run


def _int_op(fn: Callable, ty: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """``fn(old, data)`` over unsigned storage; signed ops see the values reinterpreted."""
    ut = U32 if ty.endswith("32") else U64
    st = np.int32 if ut is U32 else np.int64

    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        x, y = old.astype(ut), d[..., 0].astype(ut)
        if ty[0] == "i":
            return fn(x.view(st), y.view(st)).astype(st).view(ut)
        with np.errstate(over="ignore"):
            return fn(x, y).astype(ut)
    return run


def _inc(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return np.where(x >= y, np.zeros_like(x), x + x.dtype.type(1))


def _dec(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return np.where((x == 0) | (x > y), y, x - x.dtype.type(1))


def _cmpswap(ty: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """Data holds (src, cmp) (global/buffer cmpswap: ``vdata = {src, cmp}``)."""
    ut = U32 if ty.endswith("32") else U64

    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        return np.where(old.astype(ut) == d[..., 1].astype(ut), d[..., 0].astype(ut), old.astype(ut))
    return run


def _cmpst(ty: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """DS compare-store: data0 is the compare value, data1 the new one (``ds_cmpst_b32 addr, cmp, src``);
    the float forms compare as floats (so -0 == +0 and NaN never matches)."""
    ut = U32 if ty.endswith("32") else U64
    ft = np.float32 if ut is U32 else np.float64

    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        x, cmp, src = old.astype(ut), d[..., 0].astype(ut), d[..., 1].astype(ut)
        eq = (x.view(ft) == cmp.view(ft)) if ty[0] == "f" else (x == cmp)
        return np.where(eq, src, x)
    return run


def _mskor(ty: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    ut = U32 if ty.endswith("32") else U64

    def run(old: np.ndarray, d: np.ndarray) -> np.ndarray:
        return (old.astype(ut) & ~d[..., 0].astype(ut)) | d[..., 1].astype(ut)
    return run


def _fmin(x, y):
    return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.minimum(x, y)))


def _fmax(x, y):
    return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.maximum(x, y)))


# name -> factory(type) -> fn(old[n], data[n, ndata]) -> new[n]; types: u32 i32 u64 i64 f32 f64 b32 b64
ATOMIC_OPS: dict[str, Callable[[str], Callable[[np.ndarray, np.ndarray], np.ndarray]]] = {
    "add": lambda t: _int_op(np.add, t) if t[0] != "f" else _float_op(np.add, t),
    "sub": lambda t: _int_op(np.subtract, t),
    "rsub": lambda t: _int_op(lambda x, y: y - x, t),
    "min": lambda t: _int_op(np.minimum, t) if t[0] != "f" else _float_op(_fmin, t),
    "max": lambda t: _int_op(np.maximum, t) if t[0] != "f" else _float_op(_fmax, t),
    "and": lambda t: _int_op(np.bitwise_and, t),
    "or": lambda t: _int_op(np.bitwise_or, t),
    "xor": lambda t: _int_op(np.bitwise_xor, t),
    "swap": lambda t: _int_op(lambda x, y: y, t),
    "inc": lambda t: _int_op(_inc, t),
    "dec": lambda t: _int_op(_dec, t),
    "cmpswap": _cmpswap,
    "cmpst": _cmpst,
    "mskor": _mskor,
    "pk_add_f16": lambda t: (lambda old, d: _pk16(_f16_add)(old.astype(U32), d[..., 0].astype(U32))),
    "pk_add_bf16": lambda t: (lambda old, d: _pk16(_bf16_add)(old.astype(U32), d[..., 0].astype(U32))),
}


def lane_ordered_rmw(addr: np.ndarray, data: np.ndarray, op: Callable[[np.ndarray, np.ndarray], np.ndarray],
                     read: Callable[[np.ndarray], np.ndarray], write: Callable[[np.ndarray, np.ndarray], None]
                     ) -> np.ndarray:
    """Apply ``op`` at ``addr[n]`` (in the given order) with ``data[n, ndata]``; returns the old values.

    ``read(addr_subset) -> values`` and ``write(addr_subset, values)`` access the memory; each call gets
    distinct addresses, so the lanes of one rank run vectorised.
    """
    n = addr.shape[0]
    old = np.zeros(n, dtype=np.uint64)
    if n == 0:
        return old
    order = np.argsort(addr, kind="stable")
    sorted_addr = addr[order]
    starts = np.r_[True, sorted_addr[1:] != sorted_addr[:-1]]
    first = np.maximum.accumulate(np.where(starts, np.arange(n), 0))
    rank = np.empty(n, dtype=np.int64)
    rank[order] = np.arange(n) - first
    for r in range(int(rank.max()) + 1):
        sel = np.flatnonzero(rank == r)
        cur = read(addr[sel])
        old[sel] = cur
        write(addr[sel], op(cur, data[sel]))
    return old


# ---------------------------------------------------------------------------------------------- load/store forms
# load suffix -> (bytes read, how the value lands in the destination register):
# raw (whole dwords), zext/sext (to 32 bits), lo_z/lo_s/hi_z/hi_s (d16: written, zero- or sign-extended to
# 16 bits, into the low or high half while the other half keeps its value)
LOAD_FORMS: dict[str, tuple[int, str]] = {
    "dword": (4, "raw"), "dwordx2": (8, "raw"), "dwordx3": (12, "raw"), "dwordx4": (16, "raw"),
    "ubyte": (1, "zext"), "sbyte": (1, "sext"), "ushort": (2, "zext"), "sshort": (2, "sext"),
    "ubyte_d16": (1, "lo_z"), "ubyte_d16_hi": (1, "hi_z"), "sbyte_d16": (1, "lo_s"), "sbyte_d16_hi": (1, "hi_s"),
    "short_d16": (2, "lo_z"), "short_d16_hi": (2, "hi_z"),
}
# store suffix -> (bytes written, byte offset inside the first data register)
STORE_FORMS: dict[str, tuple[int, int]] = {
    "dword": (4, 0), "dwordx2": (8, 0), "dwordx3": (12, 0), "dwordx4": (16, 0), "byte": (1, 0), "short": (2, 0),
    "byte_d16_hi": (1, 2), "short_d16_hi": (2, 2),
}


def loaded_words(data: np.ndarray, how: str, old: np.ndarray | None) -> np.ndarray:
    """Bytes read per lane (k, 64, size) -> destination register words (k, n, 64); ``old`` (k, 64) is the
    destination's current value, needed by the d16 forms."""
    if how == "raw":
        return bytes_to_words(data)
    size = data.shape[2]
    if size in (1, 2):  # one little-endian element per lane
        value = np.ascontiguousarray(data).view(np.uint8 if size == 1 else "<u2")[:, :, 0].astype(U32)
    else:
        value = np.zeros(data.shape[:2], dtype=U32)
        for i in range(size):
            value |= data[:, :, i].astype(U32) << U32(8 * i)
    bits = 8 * size
    if how == "zext":
        out = value
    elif how == "sext":
        out = sext(value, bits)
    else:
        half = sext(value, bits) & U32(0xFFFF) if how.endswith("_s") else value
        keep = U32(0xFFFF0000) if how.startswith("lo") else U32(0xFFFF)
        out = (old & keep) | (half if how.startswith("lo") else half << U32(16))
    return out[:, None, :]


def store_bytes(words: np.ndarray, size: int, byte_offset: int) -> np.ndarray:
    """Store data registers (k, n, 64) -> the bytes each lane writes (k, 64, size), C-contiguous (byte and
    short stores narrow the register in one pass: slicing 1-2 bytes out of each dword would leave a strided
    array whose copies run with a 1-2 byte inner loop)."""
    if size < 4 and words.shape[1] == 1:
        w = words[:, 0, :]
        if byte_offset:
            w = w >> U32(8 * byte_offset)
        k, lanes = w.shape
        return w.astype(np.uint8 if size == 1 else "<u2").view(np.uint8).reshape(k, lanes, size)
    return np.ascontiguousarray(words_to_bytes(words)[:, :, byte_offset:byte_offset + size])


def write_loaded(b: Any, dst: Any, words: np.ndarray, counter: str, mask: np.ndarray | None = None) -> None:
    """Write a load's result to registers and mark them pending on ``counter`` ("vm" or "lds"). ``words`` is
    (k, n, 64) uint32, or (k, 64) of a narrower unsigned type: one register, zero-extended.

    A load overwriting registers whose earlier load of the *same* counter is still outstanding is fine (those
    complete in order), so that pending state is dropped first instead of being reported as a missing wait.
    """
    san = b.sanitizer
    direct = words.ndim == 2  # one register's zero-extended values, (k, 64) of a narrower unsigned type
    if direct and not (mask is None and b.w.__class__ is slice and b.exec_full()):
        words, direct = words.astype(U32)[:, None, :], False
    n = 1 if direct else words.shape[1]
    row = b._vrow(dst, 0)
    if san is not None and san.outstanding:
        from ..sanitizers import KIND_LDS, KIND_VM
        kind = KIND_VM if counter == "vm" else KIND_LDS
        table = san.pend_kind["v"]
        sub = table[b.w, row:row + n]
        sub[sub == kind] = 0
        table[b.w, row:row + n] = sub
    if direct:  # every lane of every wave: widen straight into the register row (one pass)
        np.copyto(b.v[row], words, casting="unsafe")
        if san is not None:
            san.on_write(b, dst.file, row, 1)
    else:
        b.vwrite_words(dst, words, mask)
    if san is not None:
        san.on_issue(b, counter, dst.file, row, n)


def issue(b: Any, counter: str) -> None:
    """Count an issued memory operation that returns no registers (stores, atomics without return)."""
    if b.sanitizer is not None:
        b.sanitizer.on_issue(b, counter, None, 0, 0)
