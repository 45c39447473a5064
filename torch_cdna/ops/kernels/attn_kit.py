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
FLT_MAX = -NEG_FLT_MAX
# A buffer offset past a head's V# (spans below 2 GiB): the load reads 0 without touching memory. Only tile pieces
# past head dims 80/96 take it, and their values never reach a kept result, so a larger span (where it would read
# other bytes of the tensor) stays correct.
OFF = 0x80000000
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
    pack_consts: dict  # dt -> the SGPR constants (``AttnKit.sconst``) ``pack`` reads

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
                       _swap_bpermute, {"bf16": (0x7FFF, 0x07060302)}),
    "gfx950": ArchSpec({"bf16": "v_mfma_f32_32x32x16_bf16", "f16": "v_mfma_f32_32x32x16_f16"}, 4, _pack_950,
                       _swap_permlane, {}),
}


# ---------------------------------------------------------------------------------------------- head dims
# The head dims the attention kernels take (q/k's; v's too unless a kernel says otherwise). 64, 128 and 256 run
# natively (the forward takes v head dims of at most ``V_SLICE`` in one pass, wider ones in slices); 80 and 96
# (not multiples of 32, the MFMA tile, but of 16, a reduction chunk) run on the tensors in place with LDS tiles
# ``PAD_DIMS``' dim wide: products reducing over the head dim stop at its last 16-column chunk, tile columns past
# it load 0 (``OFF``), and output columns past it are not stored (split-KV decode too, with one or several query
# tiles). ``DECODE_DIMS``: the (d, dv) pairs the split-KV decode kernels take (d=256 with v in 128-column slices,
# as the forward).
HEAD_DIMS = (64, 80, 96, 128, 256)
PAD_DIMS = {80: 128, 96: 128}
# q/k head dims of (d, dv) pairs that run the same way over wider LDS tiles, v/out at dv: DeepSeek-V3's
# 192 = 128 "nope" + 64 rope columns (v 128) over 256-wide tiles (the d=256 kernels' plans, 12 of 16 chunks)
WIDE_DIMS = {192: 256}
V_SLICE = 128
DECODE_DIMS = ((64, 64), (128, 128), (256, 128))


def tile_dim(d: int) -> int:
    """The LDS tiles' width for q/k head dim ``d`` (the tensors stay in place at ``d``).

    Example:
        >>> tile_dim(80), tile_dim(192), tile_dim(64)
        (128, 256, 64)
    """
    return PAD_DIMS.get(d) or WIDE_DIMS.get(d, d)


def dt_name(dtype: torch.dtype) -> str:
    """'bf16' | 'f16'; ValueError naming the allowed dtypes otherwise."""
    try:
        return DT_NAMES[dtype]
    except KeyError:
        raise ValueError(f"attention kernels take bfloat16 or float16 tensors, got {dtype}") from None


def byte_strides(t: torch.Tensor, what: str) -> tuple[int, ...]:
    """Byte strides of a [B, H, S, D] tensor's first three dims; each must fit 32 bits, and so must the bytes
    one head spans (``head_resource``'s buffer size and every offset into it are 32-bit)."""
    es = t.element_size()
    out = tuple(s * es for s in t.stride()[:3])
    if any(s >= 1 << 32 or s < 0 for s in out):
        raise ValueError(f"attention kernels: {what}'s byte strides {out} must be below 2**32; pass a smaller "
                         f"tensor or use the reference (TORCH_CDNA_OPS_IMPL=reference)")
    check_span(what, (t.shape[2] - 1) * out[2] + t.shape[3] * es, "one head (S - 1 rows of stride(2) plus D)")
    return out


def check_span(what: str, nbytes: int, extent: str) -> None:
    """ValueError naming ``what`` unless a buffer resource over ``nbytes`` can address all of them: its size
    and offsets are 32-bit, so a larger span would wrap and read the wrong memory."""
    if nbytes >= 1 << 32:
        raise ValueError(f"attention kernels: {what} spans {nbytes} bytes over {extent}; the kernels address it "
                         f"through 32-bit buffer offsets, so it must be below 2**32 (4 GiB). Pass a tensor with "
                         f"smaller strides (e.g. a contiguous copy of the positions in use) or use the reference "
                         f"(TORCH_CDNA_OPS_IMPL=reference)")


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
    def pack_constants(self) -> None:
        """Set the SGPR constants ``pack`` reads here, before a loop or branch that may not run: a constant is
        set where it is first asked for, so one first asked for inside a zero-trip loop is unset at a pack
        after it (gfx942 bf16's rounding constant: garbage instead of 0 in rows that see no key)."""
        for value in self.arch.pack_consts.get(self.dt, ()):
            self.sconst(value)

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


def rows_resource(J: Any, base: Any, row0: Any, h: Any, ss: Any, sh: Any, rows: Any, row_bytes: int) -> Any:
    """A V# over rows ``[row0, row0 + rows)`` of head ``h`` of a packed [T, H, D] tensor (row stride ``ss``,
    head stride ``sh`` bytes): base + row0*ss + h*sh; empty when ``rows`` <= 0 (a sequence of length 0: its
    first row is the next sequence's, so a one-row V# would read and write that one)."""
    n = J.gpr("su32")
    n[0] = J.select(rows > 0, (rows - 1) * ss + row_bytes, 0)
    r = J.buffer_resource(base, n)
    for idx, stride in ((row0, ss), (h, sh)):
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


def sub_resource(J: Any, rsrc: Any, offset: Any) -> Any:
    """A new V# for the bytes of ``rsrc`` from ``offset`` (SGPR) on (size clamped at 0)."""
    r = J.gpr(4, "su32", align=4)
    J.s_add_u32(r[0], rsrc[0], offset)
    J.s_addc_u32(r[1], rsrc[1], 0)
    J.s_sub_u32(r[2], rsrc[2], offset)
    J.s_cselect_b32(r[2], 0, r[2])
    J.s_mov_b32(r[3], rsrc[3])
    return r


# ---------------------------------------------------------------------------------------------- operands
def load_rows_b(J: Any, kit: AttnKit, rsrc: Any, row: Any, ss: Any, d: int) -> list:
    """B operand from memory: this lane's row ``row`` (VGPR) as ``d // 16`` 4-dword chunks (chunk c = its 8
    elements ``16c + 8h ..``); the caller waits vmcnt."""
    off = J.gpr("vu32", row * ss + (kit.half << 4))
    regs = [J.gpr(4, "vu32") for _ in range(d // 16)]
    for ch, r in enumerate(regs):
        J.buffer_load(r, rsrc, off, offset=32 * ch)
    return regs


def a_reader(J: Any, kit: AttnKit, region: int, stride: int) -> Any:
    """VGPR: this lane's byte address of A-operand row ``rowmap(col)`` of an LDS tile at ``region``."""
    return J.gpr("vu32", region + kit.rowmap_col() * stride + (kit.half << 4))


def read_a(J: Any, base: Any, stride: int, blocks: list) -> list:
    """Issue ``ds_read_b128`` of A-operand chunks ``(row block, chunk)``; returns the 4-dword registers."""
    regs = [J.gpr(4, "vu32") for _ in blocks]
    for r, (blk, ch) in zip(regs, blocks):
        J.ds_read(r, base, offset=blk * 32 * stride + 32 * ch)
    return regs


def mfma_stream(J: Any, kit: AttnKit, regs: list, pairs: list) -> None:
    """For each (acc, b chunk, first) in ``pairs`` multiply with the matching LDS chunk of ``regs`` as it
    arrives (progressive lgkmcnt waits)."""
    n = len(regs)
    for i, (r, (acc, b, first)) in enumerate(zip(regs, pairs)):
        J.s_waitcnt(lgkmcnt=min(15, n - 1 - i))
        kit.mfma_chunk(acc, r, b, first)


def mask_tiles(J: Any, tiles: list, thr: Any, fill: Any, keep_below: bool) -> None:
    """Registers of transposed-layout tiles (row offset ``32*t + 16*(r//8) + r%8`` of half 0) get ``fill``
    unless offset < thr (``keep_below``) or offset >= thr (otherwise); thr is per lane (VGPR, i32)."""
    cmp = J.v_cmp_lt_i32 if keep_below else J.v_cmp_ge_i32
    for t, tile in enumerate(tiles):
        for r in range(16):
            cmp(J.vcc, 32 * t + 16 * (r // 8) + r % 8, thr)
            J.v_cndmask_b32(tile[r], fill, tile[r], J.vcc)


def store_rows_t(J: Any, kit: AttnKit, accs: list, rsrc: Any, row: Any, ss: Any, scale: Any = None,
                 cols: int = 0) -> None:
    """Store transposed accumulators (lane = row ``row``, registers = runs of 8 columns per 32-column block)
    rounded to the kernel dtype with 16-byte stores, optionally times ``scale`` (a 2-register fp32 pair);
    ``cols`` (a multiple of 16; 0: every column): columns at or past it are not stored (head dims 80/96)."""
    off = J.gpr("vu32", row * ss + (kit.half << 4))
    for db, acc in enumerate(accs):
        groups = [g for g in range(2) if not cols or 32 * db + 16 * g < cols]
        n = 8 * len(groups)
        if acc.regfile == "a":
            v = J.gpr(16, "vf32")
            for i in range(n):
                J.v_accvgpr_read_b32(v[i], acc[i])
            acc = v
        if scale is not None:
            for i in range(n // 2):
                J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], scale)
        for g in groups:
            J.buffer_store(kit.pack_run(acc, 8 * g, 8), rsrc, off, offset=64 * db + 32 * g)


class TileStager:
    """Global -> registers -> LDS for a [bt rows x d] tile: lanes load 4x4 blocks (4 rows x 8 bytes) and write
    a row-major copy ([bt][d], stride ``2d + 16``) and/or a transposed copy ([d][bt], stride ``2bt + 16``,
    rearranged with ``v_perm_b32``). ``cols`` (a multiple of 4; 0: d): the tensor's columns when the tile is
    wider (head dims 80/96 in 128-wide tiles): the pieces past them load 0 (``OFF``)."""

    def __init__(self, J: Any, kit: AttnKit, lanes: int, bt: int, d: int, ss: Any, rows_at: int | None,
                 cols_at: int | None, cols: int = 0) -> None:
        self.J, self.kit, self.rows_at, self.cols_at = J, kit, rows_at, cols_at
        self.units = bt * d // 16 // lanes
        assert self.units * lanes * 16 == bt * d, (bt, d, lanes)
        self.rstride, self.cstride = 2 * d + 16, 2 * bt + 16
        c4, tid = d // 4, kit.tid
        lg = log2_ceil(c4)
        self.off = []
        for n in range(self.units):
            u = tid + lanes * n
            row0, col = (u >> lg) << 2, (u & (c4 - 1)) << 3
            if cols:  # a tile wider than the tensor (head dims 80/96 in 128-wide tiles): those pieces read 0
                ok = (u & (c4 - 1)) < cols // 4
                self.off.append([J.gpr("vu32", J.select(ok, (row0 + r) * ss + col, OFF)) for r in range(4)])
                continue
            self.off.append([J.gpr("vu32", (row0 + r) * ss + col) for r in range(4)])
        self.step_rows = lanes // c4 * 4          # tile rows between a lane's units
        self.row_addr = J.gpr("vu32", ((tid >> lg) << 2) * self.rstride + ((tid & (c4 - 1)) << 3)) \
            if rows_at is not None else None
        self.col_addr = J.gpr("vu32", ((tid & (c4 - 1)) << 2) * self.cstride + ((tid >> lg) << 3)) \
            if cols_at is not None else None
        self.data = [[J.gpr(2, "vu32") for _ in range(4)] for _ in range(self.units)]
        self.sel = (kit.sconst(0x05040100), kit.sconst(0x07060302))

    def load(self, rsrc: Any) -> None:
        for n in range(self.units):
            for r in range(4):
                self.J.buffer_load(self.data[n][r], rsrc, self.off[n][r])

    def write(self, stage_off: Any = None) -> None:
        """Write the loaded blocks (caller waited vmcnt) at the regions (+ ``stage_off`` SGPR bytes)."""
        if self.row_addr is not None:
            self.write_rows(stage_off)
        if self.col_addr is not None:
            self.write_cols(stage_off)

    def write_rows(self, stage_off: Any = None) -> None:
        """The row-major copy of ``write``."""
        J = self.J
        a = self.row_addr if stage_off is None else J.gpr("vu32", self.row_addr + stage_off)
        for n in range(self.units):
            for r in range(4):
                J.ds_write(a, self.data[n][r], offset=self.rows_at + (n * self.step_rows + r) * self.rstride)

    def write_cols(self, stage_off: Any = None) -> None:
        """The transposed copy of ``write``."""
        J = self.J
        a = self.col_addr if stage_off is None else J.gpr("vu32", self.col_addr + stage_off)
        for n in range(self.units):
            x = self.data[n]
            for e in range(4):
                w = J.gpr(2, "vu32")
                sel = self.sel[e % 2]
                J.v_perm_b32(w[0], x[1][e // 2], x[0][e // 2], sel)
                J.v_perm_b32(w[1], x[3][e // 2], x[2][e // 2], sel)
                J.ds_write(a, w, offset=self.cols_at + e * self.cstride + n * self.step_rows * 2)


# Per key block math shared by the forward and split-KV decode kernels (p: a plan with d, bn, kstride).
def score_tiles(J: Any, p: Any, kit: AttnKit, kread: Any, par: Any, qr: list) -> list:
    """S^T tiles (one 16-register tile per 32 keys) of the K tile in LDS stage ``par`` (head dims 80/96: the
    reduction stops at ``p.dm``, the tensors' head dim, in tiles ``p.d`` = 128 wide)."""
    ka = J.gpr("vu32", kread + par)
    out = []
    nch = p.dm // 16
    for kb in range(p.bn // 32):
        kr = [J.gpr(4, "vu32") for _ in range(nch)]
        for ch in range(nch):
            J.ds_read(kr[ch], ka, offset=kb * 32 * p.kstride + 32 * ch)
        acc = J.gpr(16, "vf32")
        for ch in range(nch):
            J.s_waitcnt(lgkmcnt=nch - 1 - ch)
            kit.mfma_chunk(acc, kr[ch], qr[ch], first=ch == 0)
        out.append(acc)
    return out


def mask_keys(J: Any, p: Any, s: list, lim_h: Any, jbn: Any, ninf: Any) -> None:
    """-inf where key >= this lane's limit (S_kv, or query + 1 when causal)."""
    thr = J.gpr("vi32", lim_h - jbn)
    for kb, t in enumerate(s):
        for r in range(16):
            J.v_cmp_lt_i32(J.vcc, 32 * kb + 16 * (r // 8) + r % 8, thr)
            J.v_cndmask_b32(t[r], ninf, t[r], J.vcc)


# ---------------------------------------------------------------------------------------------- masks
@dataclass(frozen=True)
class MaskFlags:
    """The compile-time mask features of a kernel: keys bounded above (``hi``: causal or a right window, and
    bottom-right alignment), below (``lo``: a left window), soft-capped scores, attention sinks (``sink``:
    ``SINK_NONE``, ``SINK_F32`` or ``SINK_DT``, how ``sink_log2`` reads them), packed variable-length
    sequences (``varlen``: the forward kernel's rows and lengths from cu_seqlens). The kernels' ``CAUSAL``
    constant: a bool (top-left causal or nothing; the original kernels) or these bits.

    Example:
        >>> MaskFlags.of(True), MaskFlags(hi=True).const(), MaskFlags(lo=True, softcap=True).const()
        (MaskFlags(hi=True, lo=False, softcap=False, sink=0, varlen=False), True, 6)
        >>> MaskFlags.of(MaskFlags(hi=True, sink=SINK_DT).const())
        MaskFlags(hi=True, lo=False, softcap=False, sink=2, varlen=False)
    """

    hi: bool = False
    lo: bool = False
    softcap: bool = False
    sink: int = 0
    varlen: bool = False

    @staticmethod
    def of(const: Any) -> "MaskFlags":
        if isinstance(const, bool):
            return MaskFlags(hi=const)
        return MaskFlags(hi=bool(const & 1), lo=bool(const & 2), softcap=bool(const & 4), sink=(const >> 3) & 3,
                         varlen=bool(const & 32))

    def const(self) -> Any:
        """The kernel constant: a bool for the original cases (their compiled kernels stay the same)."""
        if not (self.lo or self.softcap or self.sink or self.varlen):
            return self.hi
        return int(self.hi) | int(self.lo) << 1 | int(self.softcap) << 2 | self.sink << 3 | int(self.varlen) << 5


SINK_NONE, SINK_F32, SINK_DT = 0, 1, 2  # no sinks; float32 sinks; sinks in the kernel's 16-bit dtype


def sink_mode(sinks: torch.Tensor | None) -> int:
    """The ``MaskFlags.sink`` code of a launcher's ``sinks`` argument (validated by the op: [H_q], float32 or
    the kernel dtype, contiguous)."""
    if sinks is None:
        return SINK_NONE
    return SINK_F32 if sinks.dtype == torch.float32 else SINK_DT


def sink_log2(J: Any, kit: "AttnKit", mode: int, sinks: Any, head: Any) -> Any:
    """VGPR (wave-uniform): ``sinks[head] * log2 e`` in fp32, the sink logit in the kernels' exp2 units. One
    scalar load (a 16-bit sink: the dword holding it, then its half)."""
    raw = J.gpr("su32")
    J.s_load_dword(raw, sinks, J.gpr("su32", ((head >> 1) << 2) if mode == SINK_DT else head << 2))
    J.s_waitcnt(lgkmcnt=0)
    val = J.gpr("vf32")
    if mode == SINK_DT:
        half = J.gpr("su32", raw >> ((head & 1) << 4))
        if kit.dt == "bf16":  # bf16 is the upper half of an fp32
            J.v_mov_b32(val, J.gpr("su32", half << 16))
        else:
            J.v_cvt_f32_f16(val, half)
    else:
        J.v_mov_b32(val, raw)
    J.v_mul_f32(val, LOG2E, val)
    return val


class KeyBand:
    """The keys a block of query rows ``[row0, row0 + rows)`` visits (query i sees ``i + lo_off <= j < i +
    hi_off`` on the sides ``flags`` bound, and ``j < S_kv``): tiles ``j0 .. end - 1`` of ``bn`` keys
    (``count`` of them, <= 0 when the band misses every key), and the per-wave/per-lane masking limits.

    ``lim_lo`` (SGPR): the wave's least upper limit (a tile reaching past it needs ``mask_keys``); ``lim_h``
    (VGPR): this lane's upper limit minus its half's 8-key offset (``mask_keys``' threshold)."""

    def __init__(self, J: Any, flags: MaskFlags, kit: "AttnKit", bn: int, row0: Any, rows: int, q0w: Any,
                 qrow: Any, sq: Any, skv: Any, lo_off: Any, hi_off: Any) -> None:
        self.J, self.flags, self.kit = J, flags, kit
        sh = log2_ceil(bn)
        # signed copies: an unsigned operand would make the sums with negative offsets unsigned (min/max, >>)
        row0, q0w, qrow = J.gpr("si32", row0), J.gpr("si32", q0w), J.gpr("vi32", qrow)
        if flags.hi:
            last = J.gpr("si32", J.min(sq, row0 + rows) - 1)
            kv_end = J.gpr("si32", J.min(skv, last + hi_off))
        else:
            kv_end = skv
        self.end = J.gpr("si32", (kv_end + (bn - 1)) >> sh)
        if flags.lo:
            self.j0 = J.gpr("si32", J.max(0, row0 + lo_off) >> sh)
            self.count = J.gpr("si32", self.end - self.j0)
            self.lo_max = J.gpr("si32", q0w + lo_off + 31)   # the wave's greatest lower limit
            self.lo_h = J.gpr("vi32", qrow + lo_off - (kit.half << 3))
        else:
            self.j0 = 0
            self.count = self.end
        self.lim_lo = J.gpr("si32", J.min(skv, q0w + hi_off) if flags.hi else skv)
        self.lim_h = J.gpr("vi32", (J.min(skv, qrow + hi_off) if flags.hi else skv) - (kit.half << 3))

    def mask_low(self, s: list, jbn: Any, ninf: Any) -> None:
        """-inf where key < this lane's lower limit, in tiles starting below the wave's greatest one."""
        J = self.J
        with J.If(jbn[0] < self.lo_max):
            thr = J.gpr("vi32", self.lo_h - jbn)
            for kb, t in enumerate(s):
                for r in range(16):
                    J.v_cmp_ge_i32(J.vcc, 32 * kb + 16 * (r // 8) + r % 8, thr)
                    J.v_cndmask_b32(t[r], ninf, t[r], J.vcc)


def soft_cap(J: Any, s: list, tk: Any) -> None:
    """In place: x <- tanh(x * tk / 2) = 1 - 2 / (exp2(x * tk) + 1) in fp32 (``tk`` = 2 |scale| log2 e / cap,
    SGPR). At large |x| exp2 gives inf or 0 and the result is exactly +1 or -1 (no inf / inf); near 0 the
    absolute error is a few ulp of 1, i.e. of the capped score cap * tanh a few ulp of cap."""
    for t in s:
        for r in range(16):
            J.v_mul_f32(t[r], tk, t[r])
            J.v_exp_f32(t[r], t[r])
            J.v_add_f32(t[r], 1.0, t[r])
            J.v_rcp_f32(t[r], t[r])
            J.v_fma_f32(t[r], t[r], -2.0, 1.0)


class Fp8Widen:
    """Two e4m3 codes (the low or high half of a dword) -> one dword of two exact bf16/f16 values (``dt``), for
    kernels that read fp8 K/V (MLA decode, paged attention): ``v_cvt_pk_f32_fp8`` (the low or, by SDWA
    ``WORD_1``, the high two bytes; the arch's e4m3: FNUZ on gfx942, OCP on gfx950) gives exact fp32, and every
    e4m3 value is exact in bf16 (the fp32's high halves, ``v_perm_b32``) and in f16 (``v_cvt_pkrtz_f16_f32``
    rounds nothing)."""

    def __init__(self, J: Any, kit: AttnKit, dt: str) -> None:
        self.J, self.dt, self.sel = J, dt, kit.sconst(0x07060302)

    def pair(self, dst: Any, word: Any, high: bool) -> None:
        """dst (one dword) <- the two values of ``word``'s fp8 bytes 2*high and 2*high + 1."""
        J = self.J
        f = J.gpr(2, "vf32")
        if high:
            J.v_cvt_pk_f32_fp8_sdwa(f, word, mod="src0_sel:WORD_1")
        else:
            J.v_cvt_pk_f32_fp8(f, word)
        if self.dt == "bf16":
            J.v_perm_b32(dst, f[1], f[0], self.sel)
        else:
            J.v_cvt_pkrtz_f16_f32(dst, f[0], f[1])


def online_softmax(J: Any, kit: AttnKit, s: list, m: Any, lsum: Any) -> Any:
    """In place: s <- exp2(s - m_new); m, lsum updated; returns alpha = exp2(m_old - m_new).

    The running max is clamped to FLT_MAX: a +inf score (q or k holding inf) then gives exp2(inf - FLT_MAX)
    = inf, so the row sum is inf and lse = log2(inf) + m = +inf, as ``torch.logsumexp`` of a row with +inf
    and no NaN. An unclamped +inf max computed inf - inf = NaN (every later alpha too) and an lse of NaN."""
    regs = [t[r] for t in s for r in range(16)]
    mloc = kit.max_of(regs)
    mo = kit.other_half(mloc)
    mnew = J.gpr("vf32")
    J.v_max3_f32(mnew, m, mloc, mo)
    J.v_min_f32(mnew, FLT_MAX, mnew)
    alpha = J.gpr("vf32")
    J.v_sub_f32(alpha, m, mnew)
    J.v_exp_f32(alpha, alpha)
    J.v_mov_b32(m, mnew)
    for r in regs:
        J.v_sub_f32(r, r, mnew)
        J.v_exp_f32(r, r)
    total = kit.sum_pairs([t[2 * i:2 * i + 1] for t in s for i in range(8)])
    J.v_fma_f32(lsum, lsum, alpha, total)
    return alpha
