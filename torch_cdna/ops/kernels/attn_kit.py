"""Building blocks shared by the attention kernels (forward, backward, decode): the per-arch MFMA table, the
register layouts of the 32x32 MFMA tiles, fp32 -> bf16/fp16 packing, half-wave exchanges and per-head buffer
resources.

Layouts (AMD's matrix-instruction calculator, ``torch_cdna.sim.semantics.mfma``). A 32x32 MFMA output tile
``D[i][j]`` lives in lane ``l = 32*h + j`` (``h`` = half of the wave) and register ``r`` (16 registers) with
``i = 8*(r // 4) + 4*h + r % 4``. The kernels read the *rows* of the first operand through the permutation
``rowmap`` (bits 2 and 3 of the row index swapped), so that register ``r`` of half ``h`` holds row
``16*(r // 8) + 8*h + r % 8``: each half holds runs of 8 consecutive rows. Two consequences carry the design:

- a 16-element reduction chunk ``[16c, 16c + 16)`` is 8 consecutive elements per half (one 16-byte load or
  ``ds_read_b128``). gfx942's 32x32x8 MFMA takes it as two 4-element steps (dwords 0-1 then 2-3), gfx950's
  32x32x16 as one step (dwords 0-3); ``ARCH[arch].chunks`` says which, so no kernel branches on the arch.
- an output tile ``D`` (rows = reduction index of the next product) converts in registers into that next
  product's B operand: registers ``8c .. 8c + 7`` of half ``h`` are rows ``16c + 8h .. + 7`` = chunk ``c``.

Example:
    >>> rowmap(4), rowmap(8), [tile_row(r, 1) for r in (0, 7, 8)]
    (8, 4, [8, 15, 24])
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import torch

LOG2E = 1.4426950408889634
LN2 = 0.6931471805599453
NEG_FLT_MAX = -3.4028234663852886e38
DT_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16"}


def rowmap(i: int) -> int:
    """The tile row read by MFMA row ``i`` (bits 2 and 3 swapped; an involution)."""
    return (i & ~12) | ((i & 4) << 1) | ((i & 8) >> 1)


def tile_row(r: int, h: int) -> int:
    """Row (after ``rowmap``) held by output register ``r`` (0..15) of half ``h`` of a 32x32 tile."""
    return 16 * (r // 8) + 8 * h + r % 8


# ---------------------------------------------------------------------------------------------- arch table
@dataclass(frozen=True)
class ArchSpec:
    """What differs between the archs: the 32x32 MFMA per dtype and how many dwords one step takes."""

    mfma: dict[str, str]
    step_dwords: int           # dwords of A (and B) per MFMA step: 2 (k=8) or 4 (k=16)
    pack: Callable[..., None]  # pack(J, kit, dst, lo, hi, dt): two fp32 -> one dword of dt (nearest even)
    swap_half: Callable[..., Any]  # swap_half(J, kit, x) -> VGPR holding x of lane l ^ 32

    @property
    def chunks(self) -> int:
        """MFMA steps per 16-element (4-dword) chunk."""
        return 4 // self.step_dwords


def _pack_942(J: Any, kit: "AttnKit", dst: Any, lo: Any, hi: Any, dt: str) -> None:
    if dt == "f16":
        J.v_cvt_f16_f32(dst, lo)
        J.v_cvt_f16_f32_sdwa(dst, hi, mod="dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD")
        return
    r = []
    for x in (lo, hi):  # round to nearest even: x + 0x7fff + lsb(upper half); finite inputs only
        t, y = J.gpr("vu32"), J.gpr("vu32")
        J.v_bfe_u32(t, x, 16, 1)
        J.v_add3_u32(y, x, t, kit.sconst(0x7FFF))
        r.append(y)
    J.v_perm_b32(dst, r[1], r[0], kit.sconst(0x07060302))


def _pack_950(J: Any, kit: "AttnKit", dst: Any, lo: Any, hi: Any, dt: str) -> None:
    (J.v_cvt_pk_bf16_f32 if dt == "bf16" else J.v_cvt_pk_f16_f32)(dst, lo, hi)


def _swap_bpermute(J: Any, kit: "AttnKit", x: Any) -> Any:
    y = J.gpr("vf32")
    J.ds_bpermute_b32(y, kit.swap_addr, x)
    J.s_waitcnt(lgkmcnt=0)
    return y


def _swap_permlane(J: Any, kit: "AttnKit", x: Any) -> Any:
    a, b = J.gpr("vf32"), J.gpr("vf32")
    J.v_mov_b32(a, x)
    J.v_mov_b32(b, x)
    J.v_permlane32_swap_b32(a, b)  # a's lanes 32-63 <-> b's lanes 0-31
    y = J.gpr("vf32")
    y[0] = J.select(kit.half == 0, b, a)
    return y


ARCH: dict[str, ArchSpec] = {
    "gfx942": ArchSpec({"bf16": "v_mfma_f32_32x32x8_bf16", "f16": "v_mfma_f32_32x32x8_f16"}, 2, _pack_942,
                       _swap_bpermute),
    "gfx950": ArchSpec({"bf16": "v_mfma_f32_32x32x16_bf16", "f16": "v_mfma_f32_32x32x16_f16"}, 4, _pack_950,
                       _swap_permlane),
}


def dt_name(dtype: torch.dtype) -> str:
    """'bf16' | 'f16'; ValueError naming the allowed dtypes otherwise."""
    try:
        return DT_NAMES[dtype]
    except KeyError:
        raise ValueError(f"attention kernels take bfloat16 or float16 tensors, got {dtype}") from None


def byte_strides(t: torch.Tensor, what: str) -> tuple[int, ...]:
    """Byte strides of a [B, H, S, D] tensor's first three dims; each must fit 32 bits."""
    es = t.element_size()
    out = tuple(s * es for s in t.stride()[:3])
    if any(s >= 1 << 32 or s < 0 for s in out):
        raise ValueError(f"attention kernels: {what}'s byte strides {out} must be below 2**32; pass a smaller "
                         f"tensor or use the reference (TORCH_CDNA_OPS_IMPL=reference)")
    return out


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


# ---------------------------------------------------------------------------------------------- trace kit
class AttnKit:
    """Trace-time helper bound to a kernel's ``J``: lane ids, constants, MFMA steps, packing, reductions."""

    def __init__(self, J: Any, dt: str) -> None:
        self.J, self.dt, self.arch = J, dt, ARCH[J.arch]
        tid = J.threadIdx.x
        self.tid = tid
        self.col = J.gpr("vu32", tid & 31)          # output column j of a 32x32 tile
        self.half = J.gpr("vu32", (tid >> 5) & 1)   # h
        self.wave = J.readfirstlane(tid >> 6)
        self._consts: dict[int, Any] = {}
        self._swap_addr = None

    def sconst(self, value: int) -> Any:
        """An SGPR holding ``value`` (VOP3 operands take no literal on gfx9)."""
        if value not in self._consts:
            self._consts[value] = self.J.gpr("su32", value)
        return self._consts[value]

    @property
    def swap_addr(self) -> Any:
        if self._swap_addr is None:
            self._swap_addr = self.J.gpr("vu32", ((self.tid & 63) ^ 32) << 2)
        return self._swap_addr

    def rowmap_col(self) -> Any:
        """VGPR: ``rowmap(col)`` (the tile row this lane reads as MFMA row ``col``)."""
        c = self.col
        return (c & 0x13) | ((c & 4) << 1) | ((c >> 1) & 4)

    # -- MFMA ------------------------------------------------------------------------------------------
    def mfma_chunk(self, acc: Any, a: Any, b: Any, first: bool) -> None:
        """acc (16 fp32) += A chunk @ B chunk, both 4-dword chunks (16 reduction elements)."""
        J, spec = self.J, self.arch
        op = getattr(J, spec.mfma[self.dt])
        n = spec.step_dwords
        for s in range(spec.chunks):
            lo = s * n
            op(acc, a[lo:lo + n - 1], b[lo:lo + n - 1], 0 if first and s == 0 else acc)

    # -- conversions -----------------------------------------------------------------------------------
    def pack(self, dst: Any, lo: Any, hi: Any) -> None:
        """dst <- (lo, hi) rounded to the kernel dtype (nearest even) and packed."""
        self.arch.pack(self.J, self, dst, lo, hi, self.dt)

    def pack_run(self, f: Any, start: int, count: int) -> Any:
        """``count`` (even) fp32 registers of ``f`` from ``start`` packed into ``count // 2`` dwords."""
        out = self.J.gpr(count // 2, "vu32")
        for i in range(count // 2):
            self.pack(out[i], f[start + 2 * i], f[start + 2 * i + 1])
        return out

    def to_f32(self, dst_lo: Any, dst_hi: Any, x: Any) -> None:
        """Two fp32 registers from one dword of two kernel-dtype values."""
        J = self.J
        if self.dt == "bf16":
            J.v_lshlrev_b32(dst_lo, 16, x)
            J.v_and_b32(dst_hi, -65536, x)
        else:
            J.v_cvt_f32_f16(dst_lo, x)
            J.v_cvt_f32_f16_sdwa(dst_hi, x, mod="dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1")

    # -- reductions ------------------------------------------------------------------------------------
    def other_half(self, x: Any) -> Any:
        """x of lane ``l ^ 32`` (the other half of the wave)."""
        return self.arch.swap_half(self.J, self, x)

    def max_of(self, regs: list) -> Any:
        """A VGPR: max over the registers (v_max3 chain)."""
        J = self.J
        m = J.gpr("vf32")
        if len(regs) == 1:
            J.v_mov_b32(m, regs[0])
            return m
        J.v_max_f32(m, regs[0], regs[1])
        i = 2
        while i < len(regs):
            if i + 1 < len(regs):
                J.v_max3_f32(m, m, regs[i], regs[i + 1])
                i += 2
            else:
                J.v_max_f32(m, m, regs[i])
                i += 1
        return m

    def sum_pairs(self, pairs: list) -> Any:
        """A VGPR: the sum of all elements of the given 2-register fp32 views (packed adds, then one add)."""
        J = self.J
        acc = J.gpr(2, "vf32")
        J.v_pk_add_f32(acc, pairs[0], pairs[1])
        for p in pairs[2:]:
            J.v_pk_add_f32(acc, acc, p)
        s = J.gpr("vf32")
        J.v_add_f32(s, acc[0], acc[1])
        return s


# ---------------------------------------------------------------------------------------------- resources
def head_resource(J: Any, base: Any, b: Any, h: Any, sb: Any, sh: Any, rows: Any, ss: Any, row_bytes: int) -> Any:
    """A V# over head ``(b, h)`` of a [B, H, S, D] tensor: base + b*sb + h*sh, ``(rows-1)*ss + row_bytes``
    bytes, so rows >= ``rows`` read 0 and their stores are dropped (the range check is per dword)."""
    n = J.gpr("su32")
    n[0] = (rows - 1) * ss + row_bytes
    r = J.buffer_resource(base, n)
    for idx, stride in ((b, sb), (h, sh)):
        lo, hi = J.gpr("su32"), J.gpr("su32")
        J.s_mul_i32(lo, idx, stride)
        J.s_mul_hi_u32(hi, idx, stride)
        J.s_add_u32(r[0], r[0], lo)
        J.s_addc_u32(r[1], r[1], hi)
    return r


def advance(J: Any, rsrc: Any, step: Any) -> None:
    """Move a V#'s base forward by ``step`` bytes (SGPR) and shrink its size by as much (never below 0)."""
    J.s_add_u32(rsrc[0], rsrc[0], step)
    J.s_addc_u32(rsrc[1], rsrc[1], 0)
    J.s_sub_u32(rsrc[2], rsrc[2], step)
    J.s_cselect_b32(rsrc[2], 0, rsrc[2])  # SCC = borrow: past the end, an empty buffer


def log2_ceil(n: int) -> int:
    return int(math.log2(n)) if n & (n - 1) == 0 else int(math.log2(n)) + 1
