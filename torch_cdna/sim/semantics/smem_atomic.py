"""Scalar atomics: ``s_atomic_<op>[_x2]`` and ``s_buffer_atomic_<op>[_x2]`` (CDNA3/CDNA4 ISA, SMEM instructions).

One read-modify-write per wave at the address of the scalar loads (``smem._address``: 64-bit base from the SGPR
pair, or bits 47:0 of the V#, plus the offset operand; dword aligned). The data SGPRs hold the operand (cmpswap:
``{src, cmp}``); with ``glc`` they receive the memory value from before the wave's own update. Waves apply in
wave order, each seeing the previous one's result. The operations are the vector atomics' (``memcommon.ATOMIC_OPS``):
``inc`` stores ``old >= data ? 0 : old + 1``, ``dec`` stores ``(old == 0 || old > data) ? data : old - 1``.

Example:
    >>> import numpy as np
    >>> from torch_cdna.sim.semantics.memcommon import ATOMIC_OPS
    >>> ATOMIC_OPS["inc"]("u32")(np.array([0, 3, 4], dtype=np.uint32), np.array([[4], [4], [4]])).tolist()
    [1, 4, 0]
"""

from __future__ import annotations

import numpy as np

from ...errors import SimFault
from ...isa.smem import SMEM_ATOMIC_OPS
from . import semantic
from .memcommon import ATOMIC_OPS, lane_ordered_rmw
from .smem import _MODS, _address, _dword_addresses, _scalar_fault

U32, U64 = np.uint32, np.uint64
_TYPES = {"smin": ("min", "i"), "smax": ("max", "i"), "umin": ("min", "u"), "umax": ("max", "u")}


def _register(op: str, x2: bool) -> None:
    name, sign = _TYPES.get(op, (op, "u"))
    width = 2 if x2 else 1
    fn = ATOMIC_OPS[name](f"{sign}{32 * width}")
    count = 2 if op == "cmpswap" else 1
    suffix = f"{op}{'_x2' if x2 else ''}"

    @semantic(f"s_atomic_{suffix}", f"s_buffer_atomic_{suffix}", mods=_MODS)
    def _run(b, ins):
        data_op = ins.operands[0]
        if b.sanitizer is not None:
            b.sanitizer.on_read(b, "s", data_op.index, width * count)
        words = b.s[b.w, data_op.index:data_op.index + width * count].astype(U64)  # (k, width * count)
        values = words[:, 0::width] | (words[:, 1::width] << U64(32)) if x2 else words
        addr = _address(b, ins)
        dt = U32 if width == 1 else U64

        def read(a):
            return b.memory.load(a, 4 * width).view(dt)[:, 0]

        def write(a, v):
            b.memory.store(a, np.ascontiguousarray(v.astype(dt))[:, None].view(np.uint8))

        try:
            old = lane_ordered_rmw(addr, values, fn, read, write)
        except SimFault as exc:
            raise _scalar_fault(b, exc, _dword_addresses(addr, width), "scalar atomic") from None
        if ins.mods.get("glc") or ins.mods.get("sc0"):
            for i in range(width):
                b.s[b.w, data_op.index + i] = ((old >> U64(32 * i)) & U64(0xFFFFFFFF)).astype(U32)
            if b.sanitizer is not None:
                b.sanitizer.on_write(b, "s", data_op.index, width)
                b.sanitizer.on_issue(b, "smem", "s", data_op.index, width)
        elif b.sanitizer is not None:
            b.sanitizer.on_issue(b, "smem", None, 0, 0)


for _op in SMEM_ATOMIC_OPS:
    for _x2 in (False, True):
        _register(_op, _x2)
