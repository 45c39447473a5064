"""Flash-attention forward (``cdna::attention``) as a DSL kernel for gfx942 and gfx950, bf16/fp16, head dims
64, 80, 96, 128 and 256 (80/96 over 128-wide LDS tiles, in place), causal or not, sliding windows, bottom-right alignment, soft-capping, GQA, any S_q / S_kv;
launchers for the simulator and HIP.

Bands (``attn_kit.KeyBand``): a block of query rows loops over the key tiles its band meets only (that is
where windows save time: S_q 256, S_kv 1024, d64, bottom-right causal with a 128-key window visits 8 of the
30 tiles full causal does); tiles at the band's edges are masked per element; rows that see no key give out 0
and lse -inf. Soft-capping (``attn_kit.soft_cap``) replaces each score by tanh(s |scale| / cap) before the
masks and uses c = cap log2 e in the exponent.

Design. A workgroup of ``W`` waves owns ``32 * W`` query rows of one (batch, head); wave ``w`` owns 32 rows.
Everything is computed transposed so that no layout change is needed between the two products:

- ``S^T = K Q^T`` (32x32 MFMA tiles, rows = keys, columns = queries): Q^T is the B operand, loaded once
  from global memory straight into registers (16-byte loads); K tiles are the A operand, read from LDS
  with ``ds_read_b128`` through ``attn_kit.rowmap``.
- online softmax in fp32 per lane (each lane is one query column; its half of the wave holds 8-row runs of
  keys): scores times ``scale * log2(e)`` (packed multiply), masked to -inf where needed, row max (v_max3
  chain and one half-wave exchange), ``v_exp_f32`` (exp2), a lane-partial row sum (combined at the end).
- ``O^T += V^T P^T``: P^T is the S^T registers packed to bf16/fp16 in place (B operand, no LDS), V^T the A
  operand, read from a transposed V tile in LDS (written transposed: 4x4 blocks of 16-bit values are
  rearranged with ``v_perm_b32`` after 8-byte global loads).
- K/V tiles are double-buffered: the global loads of tile j+1 are issued before tile j's math and written
  to the other LDS stage after it; one barrier per tile. Rows past S (last tile, padding query rows) come
  back as 0 from the buffer range check (per-head V#s) and are masked or their stores dropped.
- epilogue: O^T / l, packed, 16-byte stores; lse = (m + log2 l) * ln 2 for the natural log.

The only per-arch differences are data in ``attn_kit.ARCH`` (MFMA step, packing, half-wave exchange).

Example:
    >>> import torch, torch_cdna.ops
    >>> q = k = v = torch.randn(1, 2, 40, 64, dtype=torch.bfloat16)
    >>> out, lse = torch.ops.cdna.attention(q, k, v, causal=True, scale=None, enable_gqa=False)  # doctest: +SKIP
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from ...asm.jit import jit
from ...runtime.device import target_arch
from . import register
from ..attention import band
from .attn_kit import (FLT_MAX, LN2, LOG2E, NEG_FLT_MAX, OFF, V_SLICE, AttnKit, KeyBand, MaskFlags,
                       advance, byte_strides, cdiv, dt_name, head_resource, log2_ceil, mask_keys,
                       rows_resource, sink_log2, sink_mode, soft_cap, tile_dim)

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16)
MAX_WAVES = 4
MIN_WAVES = 2
# K/V tiles in LDS: XOR-swizzled 16-byte units on gfx942 (64 KiB LDS: two unpadded double-buffered stages are
# exactly 32 KiB, so two workgroups fit per CU), rows padded by 16 bytes on gfx950 (160 KiB LDS; with 64 banks
# the padded rows are already conflict-free for the reads and the V writes).
SWIZZLE = {"gfx942": True, "gfx950": False}
FLT_MIN = 1.1754943508222875e-38
# K chunks (16 head-dim elements, 4 VGPRs) of a score tile in flight from LDS at once: all of them up to d=128;
# at d=256 all 16 (64 VGPRs) next to Q^T's 64 would not fit, so the reads roll through 4 buffers (and so do the
# V chunks of P V in the plans with dv != d)
SCORE_READS = 4
RESCALE_SLACK = 8.0  # log2 units: how far a row's scores may exceed its stale running max (``_softmax_lazy``)
# Exchange the half-waves' tile maxima only when the max is raised (``_softmax_lazy``). Predicted: MI355X
# B8 H64/8 S8192 15133 -> 14731 us; on MI300X it saves the ds_bpermute wait but, at two workgroups per CU,
# the model predicts 2-4% slower (26747 -> 27823 us; S2048 270 -> 277 us), so gfx942 exchanges every tile.
LAZY_EXCHANGE = {"gfx942": False, "gfx950": True}
# Swizzle mask of a tile row, by 16-byte units per row: bit i of the mask is the XOR of the listed row bits.
# The unit index ``row * upr + unit`` is XORed with it. Chosen (and checked in tests/ops/test_attention_lds.py
# with the timing model's bank model) so that on 32 banks the 8 lanes of a ds_read_b128 phase (tile rows
# rowmap(0..7) = 0-3, 8-11: row bits 0, 1, 3 vary) and of a ds_write phase hit 8 distinct 16-byte bank groups.
XOR_BITS = {32: ((0,), (1,), (3,)), 16: ((0,), (1,), (3,)), 8: ((0,), (1,), (3,)), 4: ((1, 2), (3,), (2,))}


@dataclass(frozen=True)
class TileLayout:
    """LDS layout of a tile whose rows are ``upr`` 16-byte units: rows padded by 16 bytes, or unpadded with the
    unit index XOR-swizzled by ``XOR_BITS[upr]`` of the row.

    Example:
        >>> TileLayout(4, True).offset(5, 1), TileLayout(4, False).offset(5, 1), TileLayout(16, True).size(32)
        (256, 416, 8192)
    """

    upr: int
    swz: bool

    @property
    def row_bytes(self) -> int:
        return 16 * self.upr + (0 if self.swz else 16)

    def size(self, rows: int) -> int:
        return rows * self.row_bytes

    @property
    def groups(self) -> int:
        """Reads of units ``2c + half`` share a base address (plus an immediate) when c agrees modulo this."""
        return min(self.upr // 2, 4) if self.swz else 1

    def mask(self, row: Any) -> Any:
        """The swizzle mask of ``row`` (an int or a DSL expression)."""
        out = 0
        for i, bits in enumerate(XOR_BITS[self.upr]):
            bit = 0
            for b in bits:
                bit = bit ^ ((row >> b) & 1)
            out = out | (bit << i) if i else bit
        return out

    def offset(self, row: Any, unit: Any) -> Any:
        """Byte offset of 16-byte unit ``unit`` of tile row ``row`` (ints or DSL expressions)."""
        if not self.swz:
            return row * self.row_bytes + (unit << 4)
        return ((row * self.upr + unit) ^ self.mask(row)) << 4

    def read_imm(self, blk: int, ch: int) -> int:
        """Immediate offset of A-operand chunk ``ch`` of 32-row block ``blk`` from the base of group ``ch %
        groups`` (unit ``2ch + half``): the swizzle only touches unit bits below ``2 * groups``."""
        return blk * 32 * self.row_bytes + 32 * (ch - ch % self.groups)


@dataclass(frozen=True)
class FwdPlan:
    """Compile-time shape of the forward kernel: dtype, head dim, waves, key tile, causal, GQA group (and the
    value head dim ``dv`` when it differs from q/k's ``d``; 0: the same)."""

    dt: str
    d: int
    waves: int
    bn: int
    causal: bool
    group: int
    swz: bool = False  # the forward kernel's K/V layout (``SWIZZLE``); the decode kernel keeps padded rows
    dv: int = 0
    real: int = 0  # q/k's head dim in memory when narrower than the LDS tiles' ``d`` (``attn_kit.tile_dim``; 0:
    # ``d``): 80/96 in 128-wide tiles (v/out's too), 192 in 256-wide ones (v/out at ``dv`` = 128)

    @property
    def dm(self) -> int:
        """The head dim of q/k/v/out in memory: the score product's reduction runs over its 16-column chunks
        (80 and 96 are multiples of 16), out is stored up to it, and the tiles' columns past it are never read
        into a kept result (LDS rows ``d`` wide; K/V pieces past it load 0 through ``OFF``)."""
        return self.real or self.d

    @property
    def vm(self) -> int:
        """The head dim of v/out in memory: ``real`` where v shares it (80/96: not above ``vd``), else ``vd``."""
        return min(self.real or self.vd, self.vd)

    @property
    def vd(self) -> int:
        """The head dim of v and out (rows of the V^T tile, O^T tiles)."""
        return self.dv or self.d

    @property
    def klay(self) -> TileLayout:
        return TileLayout(self.d // 8, self.swz)

    @property
    def vlay(self) -> TileLayout:
        return TileLayout(self.bn // 8, self.swz)

    @property
    def defer(self) -> bool:
        """P V of tile j issued during tile j+1's softmax (``_softmax_lazy``); the 2-wave plans lack the VGPRs
        for the V chunks held across a tile, and so do the d=256 plans (Q^T alone takes 64)."""
        return self.waves == MAX_WAVES and self.d <= 128

    @property
    def bm(self) -> int:
        return 32 * self.waves

    @property
    def lanes(self) -> int:
        return 64 * self.waves

    @property
    def kstride(self) -> int:  # LDS row stride of a K tile [bn][d] (16 bytes of padding unless swizzled)
        return self.klay.row_bytes

    @property
    def vstride(self) -> int:  # LDS row stride of a transposed V tile [vd][bn]
        return self.vlay.row_bytes

    @property
    def kbytes(self) -> int:
        return self.klay.size(self.bn)

    @property
    def stage(self) -> int:
        return self.kbytes + self.vd * self.vstride

    @property
    def k_units(self) -> int:  # 16-byte K pieces per lane per tile
        return self.bn * self.d // 8 // self.lanes

    @property
    def v_units(self) -> int:  # 4x4 V blocks per lane per tile
        return self.bn * self.vd // 16 // self.lanes


def plan_for(dt: str, d: int, sq: int, causal: bool, group: int, dv: int = 0) -> FwdPlan:
    """The plan for a problem: 2 or 4 waves (32 query rows each; a power of two so that the K/V tile pieces
    divide evenly among the lanes; at least 2 so that one lane's share of a tile fits its registers),
    64-key tiles for d=64 (and dv=64), 32 otherwise (``dv``: v's head dim when not d, 64 or 128). d=256 always
    takes 4 waves: a lane's share of the K tile in flight (4 VGPRs per 128 lanes) is what fits next to Q^T.

    Example:
        >>> p = plan_for("bf16", 256, 100, True, 1, 128)
        >>> p.waves, p.bn, p.vd, p.stage
        (4, 32, 128, 27136)
    """
    waves = MAX_WAVES if d > 128 else min(MAX_WAVES, max(MIN_WAVES, 1 << log2_ceil(cdiv(sq, 32))))
    real = d if tile_dim(d) != d else 0  # 80/96 (192): 128 (256)-wide tiles over the unpadded tensors
    return FwdPlan(dt, tile_dim(d), waves, 64 if max(d, dv) == 64 else 32, causal, group,
                   dv=0 if dv in (0, d) else dv, real=real)


def fwd_dims(dims: Any) -> tuple[int, int]:
    """``attn_fwd``'s ``DIMS`` constant as (q/k head dim, v/out head dim): an int is both (the original
    kernels' constant, so their compiled code stays the same), a pair names each.

    Example:
        >>> fwd_dims(128), fwd_dims((256, 128))
        ((128, 128), (256, 128))
    """
    return (dims, dims) if isinstance(dims, int) else (int(dims[0]), int(dims[1]))


# ---------------------------------------------------------------------------------------------- K/V stages
class KVStager:
    """Global -> registers -> LDS movement of one K tile [bn][d] and one transposed V tile [vd][bn]."""

    def __init__(self, J: Any, p: FwdPlan, kit: AttnKit, rk: Any, rv: Any, k_ss: Any, v_ss: Any) -> None:
        self.J, self.p, self.rk, self.rv = J, p, rk, rv
        tid, d = kit.tid, p.d
        c16 = d // 8                      # 16-byte pieces per K row
        self.k_off = []
        for n in range(p.k_units):
            u = tid + p.lanes * n
            off = (u >> log2_ceil(c16)) * k_ss + ((u & (c16 - 1)) << 4)
            if p.real:  # 80/96: pieces past the head dim read 0 (never used: the scores stop at p.dm)
                off = J.select((u & (c16 - 1)) < p.real // 8, off, OFF)
            self.k_off.append(J.gpr("vu32", off))
        # one address per unit, unless the rows a lane writes are a multiple of 16 apart (same swizzle mask)
        krow, kunit, kstep = tid >> log2_ceil(c16), tid & (c16 - 1), p.lanes // c16
        nk = p.k_units if p.swz and kstep % 16 else 1
        self.k_lds = [J.gpr("vu32", p.klay.offset(krow + kstep * n, kunit)) for n in range(nk)]
        self.k_imm = [0 if nk > 1 else n * kstep * p.kstride for n in range(p.k_units)]
        # V blocks: key quads vary fastest over the lanes, so that the lanes of one LDS write phase cover whole
        # V^T rows (4 d-rows apart) and hit distinct banks; d-quads vary fastest gave up to 8-way conflicts
        kq = p.bn // 4
        self.v_off = []
        for n in range(p.v_units):
            u = tid + p.lanes * n
            row0, col = (u & (kq - 1)) << 2, (u >> log2_ceil(kq)) << 3
            if p.vm < p.vd:  # 80/96: V^T rows past the head dim load 0 (their O^T rows are never stored)
                ok = (u >> log2_ceil(kq)) < p.vm // 4
                self.v_off.append([J.gpr("vu32", J.select(ok, (row0 + r) * v_ss + col, OFF)) for r in range(4)])
                continue
            self.v_off.append([J.gpr("vu32", (row0 + r) * v_ss + col) for r in range(4)])
        # V^T row 4 * d4 + e, bytes 8 * kq4 .. + 7 (half a 16-byte unit); the swizzle mask depends on e, so one
        # address per e; units are a multiple of 64 rows apart (same mask), an immediate
        d4, kq4 = tid >> log2_ceil(kq), tid & (kq - 1)
        ne = 4 if p.swz else 1
        self.v_lds = [J.gpr("vu32", p.kbytes + p.vlay.offset(4 * d4 + e, kq4 >> 1) + ((kq4 & 1) << 3))
                      for e in range(ne)]
        self.v_imm = [[(0 if p.swz else e * p.vstride) + n * p.lanes // kq * 4 * p.vstride for e in range(4)]
                      for n in range(p.v_units)]
        self.ks = [J.gpr(4, "vu32") for _ in range(p.k_units)]
        self.vs = [[J.gpr(2, "vu32") for _ in range(4)] for _ in range(p.v_units)]
        self.sel = (kit.sconst(0x05040100), kit.sconst(0x07060302))
        # written a dword at a time, so liveness keeps them around the whole loop anyway: one set, shared by
        # the unrolled copies of the loop body
        self.w = [J.gpr(2, "vu32") for _ in range(4)]

    def load(self) -> None:
        """Issue the tile's global loads (the caller waits vmcnt before ``write``)."""
        J = self.J
        for n in range(self.p.k_units):
            J.buffer_load(self.ks[n], self.rk, self.k_off[n])
        for n in range(self.p.v_units):
            for r in range(4):
                J.buffer_load(self.vs[n][r], self.rv, self.v_off[n][r])

    def write(self, stage: int) -> None:
        """Write the loaded tile into the LDS stage at byte offset ``stage``, V transposed."""
        J, p = self.J, self.p
        ka, va = self.k_lds, self.v_lds
        for n in range(p.k_units):
            J.ds_write(ka[n % len(ka)], self.ks[n], offset=stage + self.k_imm[n])
        for n in range(p.v_units):
            x = self.vs[n]
            for e in range(4):  # column 4*d4 + e of rows 4*kv4 .. +3 -> one 8-byte run of V^T
                w = self.w[e]
                sel = self.sel[e % 2]
                J.v_perm_b32(w[0], x[1][e // 2], x[0][e // 2], sel)
                J.v_perm_b32(w[1], x[3][e // 2], x[2][e // 2], sel)
                J.ds_write(va[e % len(va)], w, offset=stage + self.v_imm[n][e])


# ---------------------------------------------------------------------------------------------- kernel
@jit()
def attn_fwd(J, DT, DIMS, WAVES, BN, CAUSAL, GROUP, q: "void*", k: "void*", v: "void*", out: "void*",
             lse: "void*", sq: "int", skv: "int", q_sb: "uint", q_sh: "uint", q_ss: "uint", k_sb: "uint",
             k_sh: "uint", k_ss: "uint", v_sb: "uint", v_sh: "uint", v_ss: "uint", o_sb: "uint", o_sh: "uint",
             o_ss: "uint", l_sb: "uint", l_sh: "uint", c: "float", qsign: "uint", lo_off: "int", hi_off: "int",
             tk: "float", sinks: "void*", cu_q: "void*", cu_k: "void*"):
    """Flash attention forward: out, lse of one block of 32*WAVES query rows of one (batch, head).

    ``CAUSAL`` is the mask's feature set (``attn_kit.MaskFlags``; a bool: top-left causal or nothing): query
    i sees keys ``i + lo_off <= j < i + hi_off`` on the bounded sides; soft-capping turns the scores into
    tanh(s * |scale| / cap) via ``tk`` (``c`` is then cap * log2 e). With ``MaskFlags.sink`` the head's sink
    logit (``sinks``, unread otherwise) starts every row's running max and sum. With ``MaskFlags.varlen``
    (``cdna::varlen_attention``) ``blockIdx.z`` is a sequence of packed [T, H, D] tensors: its rows, lengths
    and bottom-right offsets come from ``cu_q``/``cu_k`` (``_varlen_rows``); ``sq``/``skv`` and the batch
    strides are unused, ``lo_off``/``hi_off`` are the window's offsets before the alignment, ``lse`` is [H, T].
    ``DIMS``: the head dim of q, k, v and out (an int), or ``(D, DV)``: q/k's and v/out's (``fwd_dims``)."""
    mf = MaskFlags.of(CAUSAL)
    D, DV = fwd_dims(DIMS)  # in memory; 80/96: the LDS tiles are 128 wide (``FwdPlan.real``)
    p = FwdPlan(DT, tile_dim(D), WAVES, BN, mf.hi, GROUP, SWIZZLE[J.arch], 0 if DV == D else DV,
                D if tile_dim(D) != D else 0)
    kit = AttnKit(J, DT)
    assert J.lds_alloc(2 * p.stage) == 0, "the K/V stages are addressed from LDS offset 0"
    qb, hq, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    hk = J.gpr("su32", hq // GROUP if GROUP > 1 else hq)
    if mf.varlen:  # sequence bz: rows [q_row0, + sq) of q/out, [k_row0, + skv) of k/v, bottom-right offsets
        q_row0, k_row0, sq, skv, lo_off, hi_off = _varlen_rows(J, cu_q, cu_k, bz, lo_off, hi_off)
        rq = rows_resource(J, q, q_row0, hq, q_ss, q_sh, sq, 2 * D)
        rk = rows_resource(J, k, k_row0, hk, k_ss, k_sh, skv, 2 * D)
        rv = rows_resource(J, v, k_row0, hk, v_ss, v_sh, skv, 2 * DV)
    else:
        rq = head_resource(J, q, bz, hq, q_sb, q_sh, sq, q_ss, 2 * D)
        rk = head_resource(J, k, bz, hk, k_sb, k_sh, skv, k_ss, 2 * D)
        rv = head_resource(J, v, bz, hk, v_sb, v_sh, skv, v_ss, 2 * DV)
    q0w = J.gpr("su32", qb * p.bm + kit.wave * 32)
    qrow = J.gpr("vu32", q0w + kit.col)

    # Q^T operand: chunk c (16 head-dim elements) = 8 consecutive elements per half, straight from memory
    qoff = J.gpr("vu32", qrow * q_ss + (kit.half << 4))
    qr = [J.gpr(4, "vu32") for _ in range(D // 16)]
    for ch in range(D // 16):
        J.buffer_load(qr[ch], rq, qoff, offset=32 * ch)

    # key range (tiles j0 .. ntiles - 1: those meeting the block's band) and masking limits
    band = KeyBand(J, mf, kit, BN, qb * p.bm, p.bm, q0w, qrow, sq, skv, lo_off, hi_off)
    ntiles, lim_lo, lim_h = band.end, band.lim_lo, band.lim_h
    count = band.count
    if mf.varlen:  # a block past its sequence's queries (the grid covers the longest): no key tile
        count = J.gpr("si32", J.select(J.gpr("si32", qb * p.bm) < sq, band.count, 0))
    if mf.lo:  # start at the band's first tile
        first = J.gpr("su32", band.j0 * BN)
        advance(J, rk, J.gpr("su32", first * k_ss))
        advance(J, rv, J.gpr("su32", first * v_ss))

    kv = KVStager(J, p, kit, rk, rv, k_ss, v_ss)
    kv.load()
    J.s_waitcnt(vmcnt=0)
    # qsign = 0x80008000 for a negative scale: scores of -Q times |scale|, so the softmax sees c > 0 (it takes
    # the max of the raw scores); 0 otherwise (a runtime argument: 32 VALU ops per workgroup, one kernel)
    for r in qr:
        for i in range(4):
            J.v_xor_b32(r[i], qsign, r[i])
    kv.write(0)
    kstep, vstep = J.gpr("su32", k_ss * BN), J.gpr("su32", v_ss * BN)
    kread = _a_bases(J, kit, p.klay, 0)
    vread = _a_bases(J, kit, p.vlay, p.kbytes)
    c2 = J.gpr(2, "sf32", c)
    ninf = J.gpr("vf32", float("-inf"))
    m = J.gpr("vf32", NEG_FLT_MAX)
    lsum = J.gpr("vf32", 0.0)
    o = [J.gpr(16, "vf32", 0.0) for _ in range(cdiv(DV, 32))]  # 80/96: the last tile's top rows unused
    j, jbn = J.gpr("si32", band.j0 if mf.lo else 0), J.gpr("si32", band.j0 * BN if mf.lo else 0)
    tk1 = J.gpr("sf32", tk) if mf.softcap else None
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()

    # registers written a dword at a time are live around the loop's back edge (liveness sees no full kill):
    # one set for both unrolled copies of the body
    pair, grow = J.gpr(2, "vf32"), J.gpr(2, "su32")
    negm = J.gpr(2, "vf32")  # (-m, -m): the exponent is s * c - m, one packed FMA per two scores
    J.v_mov_b32(negm[0], FLT_MAX)
    J.v_mov_b32(negm[1], FLT_MAX)
    if mf.sink:  # a key with no value: m0 = sink (log2 units), l0 = exp2(sink - m0) = 1, half per half-wave
        sk = sink_log2(J, kit, mf.sink, sinks, hq)
        J.v_max_f32(m, NEG_FLT_MAX, sk)  # a -inf sink: m0 = -FLT_MAX and l0 = 0 (no sink)
        J.v_min_f32(m, FLT_MAX, m)
        J.v_sub_f32(lsum, sk, m)
        J.v_exp_f32(lsum, lsum)
        J.v_mul_f32(lsum, 0.5, lsum)
        J.v_sub_f32(negm[0], 0, m)
        J.v_mov_b32(negm[1], negm[0])
    # P^T chunks; deferred P V: one set per unrolled copy (tile j packs set j % 2 while P(j-1) V(j-1) reads
    # the other), V(j-1)'s chunks held in registers
    pks = [[J.gpr(4, "vu32") for _ in range(p.bn // 16)] for _ in range(2 if p.defer else 1)]
    vregs = [J.gpr(4, "vu32") for _ in _pv_order(p)] if p.defer else []

    def tile(stage: int, first: bool = False) -> None:
        """Key tile j from LDS stage ``stage`` (a constant: the loop is unrolled twice, so LDS addresses of
        both stages are base VGPRs plus immediates); ``first``: tile 0, peeled (no P V before it)."""
        cur = 1 if stage and p.defer else 0
        pk = pks[cur]
        with J.If(j[0] + 1 < ntiles):
            advance(J, rk, kstep)
            advance(J, rv, vstep)
            kv.load()
        s = _scores(J, p, kit, kread, stage, qr)  # unscaled: the scale is applied in the exponent (c > 0)
        if mf.softcap:  # before masking: tanh of the scaled score (c = cap * log2 e scales it back)
            soft_cap(J, s, tk1)
        with J.If(jbn[0] + BN > lim_lo):  # keys at or past S_kv (or the query's hi_off bound)
            mask_keys(J, p, s, lim_h, jbn, ninf)
        if mf.lo:
            band.mask_low(s, jbn, ninf)
        packs = [(lambda n=n, t=t, g=g, i=i: kit.pack(pk[n][i], t[8 * g + 2 * i], t[8 * g + 2 * i + 1]))
                 for n, (t, g) in enumerate((t, g) for t in s for g in range(2)) for i in range(4)]
        if p.defer and first:
            _softmax_lazy(J, kit, s, c2, m, negm, lsum, o, pair, grow, packs, [])
            for r, (db, ch) in zip(vregs, _pv_order(p)):
                J.ds_read(r, vread[ch % len(vread)], offset=stage + p.vlay.read_imm(db, ch))
        elif p.defer:  # P(j-1) V(j-1)'s MFMAs issued between the softmax's VALU work
            steps = _pv_steps(J, p, kit, vregs, pks[1 - cur], o, (vread, stage))
            _softmax_lazy(J, kit, s, c2, m, negm, lsum, o, pair, grow, packs, steps)
        else:
            _softmax_lazy(J, kit, s, c2, m, negm, lsum, o, pair, grow, packs, [])
            _pv(J, p, kit, vread, stage, pk, o)
        with J.If(j[0] + 1 < ntiles):
            J.s_waitcnt(vmcnt=0)
            kv.write(stage ^ p.stage)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        j[0] = j + 1
        jbn[0] = jbn + BN

    def tiles() -> None:
        tile(0, first=True)
        with J.While(j[0] < ntiles):
            tile(p.stage)
            with J.If(j[0] < ntiles):
                tile(0)
        if p.defer:  # the last tile's P V: its P is in set (count - 1) % 2
            with J.If((band.count & 1) != 0):
                for step in _pv_steps(J, p, kit, vregs, pks[0], o):
                    step()
            with J.Else():
                for step in _pv_steps(J, p, kit, vregs, pks[1], o):
                    step()

    if mf.lo or mf.hi or mf.varlen:  # a band may miss every key of the block (bottom-right S_q > S_kv,
        # windows, a sequence without keys or whose queries end before the block)
        _ = kit.swap_addr  # defined outside the branch: the epilogue uses it when no tile ran
        kit.pack_constants()  # and its packs these
        with J.If(count[0] > 0):
            tiles()
    else:  # ntiles >= 1: S_kv > 0 (the launcher)
        tiles()

    res = None
    if mf.varlen:  # out [T, H, D] from the sequence's first row; lse [H, T]
        res = (rows_resource(J, out, q_row0, hq, o_ss, o_sh, sq, 2 * DV),
               rows_resource(J, lse, q_row0, hq, 4, l_sh, sq, 4))
    _epilogue(J, p, kit, o, m, lsum, qrow, out, lse, bz, hq, sq, o_sb, o_sh, o_ss, l_sb, l_sh,
              empty_rows=mf.lo or mf.hi or mf.varlen, res=res)


def _varlen_rows(J: Any, cu_q: Any, cu_k: Any, bz: Any, lo_off: Any, hi_off: Any) -> tuple:
    """Sequence ``bz``'s first q row, first k row, lengths S_q and S_kv (int32 cu_seqlens: four scalar loads)
    and the band offsets moved by S_kv - S_q (bottom-right alignment per sequence)."""
    vals = [J.gpr("si32") for _ in range(4)]
    at, nxt = J.gpr("su32", bz << 2), J.gpr("su32", (bz << 2) + 4)
    for dst, (ptr, off) in zip(vals, ((cu_q, at), (cu_q, nxt), (cu_k, at), (cu_k, nxt))):
        J.s_load_dword(dst, ptr, off)
    J.s_waitcnt(lgkmcnt=0)
    q0, q1, k0, k1 = vals
    sq, skv = J.gpr("si32", q1 - q0), J.gpr("si32", k1 - k0)
    shift = J.gpr("si32", skv - sq)
    return q0, k0, sq, skv, J.gpr("si32", lo_off + shift), J.gpr("si32", hi_off + shift)


def _softmax_lazy(J: Any, kit: AttnKit, s: list, c2: Any, m: Any, negm: Any, lsum: Any, o: list, pair: Any,
                  grow: Any, packs: list, pv: list) -> None:
    """Online softmax of the tile's unscaled scores ``s`` (in place: exp2(s * c - m), c > 0 in both SGPRs of
    ``c2``, the max taken over the unscaled scores then scaled) with a lazily raised running max ``m`` (its
    negation kept in both registers of ``negm``).

    The max ``m`` (log2 units) is only raised, and O and the row sum rescaled by exp2(m_old - m_new), when a
    row's tile max exceeds it by more than ``RESCALE_SLACK`` in some lane of the wave (a wave-uniform
    branch; with ``LAZY_EXCHANGE`` each lane tests its half of the row's keys, so the half-wave exchange of the
    maxima is only needed in that branch); otherwise the stale max stays, so exp2(s - m) <= 2**RESCALE_SLACK: no overflow in fp32 nor in
    the bf16/fp16 P, and out = O / l and lse = m + log2 l are the same quantities. After the first tiles a row's
    max rarely grows by that much, so the 64-register O rescale is mostly skipped. A +inf score still gives
    m = FLT_MAX (clamped, see ``attn_kit.online_softmax``) and an lse of +inf.

    ``packs`` (closures) pack P after the exponentials. ``pv`` (closures issuing the previous tile's P V
    MFMAs into O, or empty) run before the rescale when the max rises, else interleaved with the exponent,
    exp2, row-sum and pack VALU work, so that the matrix pipe works while the VALU does."""
    regs = [t[r] for t in s for r in range(16)]
    ml = kit.max_of(regs)
    J.v_mul_f32(ml, c2[0], ml)  # this half's max (of its 8-key runs); the row's max needs the other half's
    lazy = LAZY_EXCHANGE[J.arch]
    mo = None if lazy else kit.other_half(ml)
    rise = J.gpr("vf32", (ml if lazy else J.max(ml, mo)) - m)
    J.v_cmp_lt_f32(J.vcc, RESCALE_SLACK, rise)
    J.s_mov_b64(grow, J.vcc)
    with J.If((grow[0] | grow[1]) != 0):
        if lazy:
            mo = kit.other_half(ml)
        for step in pv:
            step()
        mnew = J.gpr("vf32")
        J.v_max3_f32(mnew, m, ml, mo)
        J.v_min_f32(mnew, FLT_MAX, mnew)
        alpha = J.gpr("vf32")
        J.v_sub_f32(alpha, m, mnew)
        J.v_exp_f32(alpha, alpha)
        J.v_mov_b32(m, mnew)
        J.v_sub_f32(negm[0], 0, mnew)
        J.v_mov_b32(negm[1], negm[0])
        J.v_mul_f32(lsum, lsum, alpha)
        J.v_mov_b32(pair[0], alpha)
        J.v_mov_b32(pair[1], alpha)
        for acc in o:
            for i in range(8):
                J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], pair)
        if pv:
            for op in _exp_ops(J, s, c2, negm, lsum) + packs:
                op()
    if pv:
        with J.Else():
            _interleave(pv, _exp_ops(J, s, c2, negm, lsum) + packs)
    else:
        for op in _exp_ops(J, s, c2, negm, lsum) + packs:
            op()


def _exp_ops(J: Any, s: list, c2: Any, negm: Any, lsum: Any) -> list:
    """Closures, in order: s <- exp2(s * c - m) (packed FMAs, then v_exp), lsum += the lane's sum of them."""
    pairs = [t[2 * i:2 * i + 1] for t in s for i in range(8)]
    ops: list = [(lambda x=x: J.v_pk_fma_f32(x, x, c2, negm)) for x in pairs]
    ops += [(lambda r=r: J.v_exp_f32(r, r)) for t in s for r in range(16) for r in [t[r]]]
    acc = J.gpr(2, "vf32")
    ops.append(lambda: J.v_pk_add_f32(acc, pairs[0], pairs[1]))
    ops += [(lambda x=x: J.v_pk_add_f32(acc, acc, x)) for x in pairs[2:]]
    ops.append(lambda: J.v_add_f32(lsum, lsum, acc[0]))
    ops.append(lambda: J.v_add_f32(lsum, lsum, acc[1]))
    return ops


def _interleave(mfmas: list, valu: list) -> None:
    """Emit the MFMA closures spread evenly over the VALU closures (each MFMA followed by its share)."""
    n = len(mfmas)
    for k, step in enumerate(mfmas):
        step()
        for op in valu[k * len(valu) // n:(k + 1) * len(valu) // n]:
            op()


def _pv_order(p: FwdPlan) -> list:
    """(row block of V^T, 16-key chunk) of the P V product's A-operand chunks, in issue order."""
    return [(db, ch) for db in range(cdiv(p.vm, 32)) for ch in range(p.bn // 16)]


def _pv_steps(J: Any, p: FwdPlan, kit: AttnKit, vregs: list, pk: list, o: list, reload: tuple | None = None) -> list:
    """Closures: O^T[db] += V^T[db] P^T chunk by chunk, from V chunks already in registers; with ``reload =
    (vread, stage)`` each step then reads the same chunk of the V tile in LDS stage ``stage`` into the freed
    registers (for the next tile's product; waited before the tile's barrier)."""
    order = _pv_order(p)

    def step(r: Any, db: int, ch: int) -> None:
        kit.mfma_chunk(o[db], r, pk[ch], first=False)
        if reload is not None:
            vread, stage = reload
            J.ds_read(r, vread[ch % len(vread)], offset=stage + p.vlay.read_imm(db, ch))
    return [(lambda r=r, db=db, ch=ch: step(r, db, ch)) for r, (db, ch) in zip(vregs, order)]


def _a_bases(J: Any, kit: AttnKit, lay: TileLayout, region: int) -> list:
    """VGPRs: this lane's byte addresses of A-operand row ``rowmap(col)``, unit ``2c + half`` for c < groups."""
    row = kit.rowmap_col()
    return [J.gpr("vu32", region + lay.offset(row, kit.half + 2 * c)) for c in range(lay.groups)]


def _scores(J: Any, p: FwdPlan, kit: AttnKit, kread: list, stage: int, qr: list) -> list:
    """S^T tiles (one 16-register tile per 32 keys) of the K tile in LDS stage ``stage`` (bytes)."""
    out = []
    nch = p.dm // 16  # 80/96: the chunks past the head dim are never read
    win = nch if p.d <= 128 else SCORE_READS  # the original plans read every chunk at once
    for kb in range(p.bn // 32):
        kr = [J.gpr(4, "vu32") for _ in range(win)]
        for ch in range(win):
            J.ds_read(kr[ch], kread[ch % len(kread)], offset=stage + p.klay.read_imm(kb, ch))
        acc = J.gpr(16, "vf32")
        for ch in range(nch):
            J.s_waitcnt(lgkmcnt=min(nch, ch + win) - 1 - ch)
            kit.mfma_chunk(acc, kr[ch % win], qr[ch], first=ch == 0)
            if ch + win < nch:  # d = 256: the chunk's registers take the read of the one ``win`` further on
                J.ds_read(kr[ch % win], kread[(ch + win) % len(kread)],
                          offset=stage + p.klay.read_imm(kb, ch + win))
        out.append(acc)
    return out


def _pv(J: Any, p: FwdPlan, kit: AttnKit, vread: list, stage: int, pk: list, o: list) -> None:
    """O^T[db] += V^T[db] P^T over the key tile (V^T from LDS stage ``stage``, P^T chunks ``pk``)."""
    order = _pv_order(p)
    n = len(order)
    # the original plans (d <= 128, dv = d) read every chunk at once; the others roll through SCORE_READS
    win = n if p.d <= 128 and p.vd == p.d else min(n, SCORE_READS)
    regs = [J.gpr(4, "vu32") for _ in range(win)]
    for r, (db, ch) in zip(regs, order):
        J.ds_read(r, vread[ch % len(vread)], offset=stage + p.vlay.read_imm(db, ch))
    for i, (db, ch) in enumerate(order):
        J.s_waitcnt(lgkmcnt=min(15, min(n, i + win) - 1 - i))
        kit.mfma_chunk(o[db], regs[i % win], pk[ch], first=False)
        if i + win < n:
            db2, ch2 = order[i + win]
            J.ds_read(regs[i % win], vread[ch2 % len(vread)], offset=stage + p.vlay.read_imm(db2, ch2))


def _epilogue(J: Any, p: FwdPlan, kit: AttnKit, o: list, m: Any, lsum: Any, qrow: Any, out: Any, lse: Any,
              bz: Any, hq: Any, sq: Any, o_sb: Any, o_sh: Any, o_ss: Any, l_sb: Any, l_sh: Any,
              empty_rows: bool = False, res: tuple | None = None) -> None:
    """out = O^T / l (rounded, 16-byte stores), lse = (m + log2 l) ln 2 (half 0 of each wave stores it).
    ``empty_rows``: a row may have seen no key (l = 0): out 0 (not 0 * inf), lse = log2(0) + m = -inf.
    ``res``: the (out, lse) V#s, built by the caller (varlen), instead of the head's."""
    ltot = J.gpr("vf32")
    J.v_add_f32(ltot, lsum, kit.other_half(lsum))
    inv = J.gpr(2, "vf32")
    J.v_rcp_f32(inv[0], ltot)
    if empty_rows:
        J.v_cmp_lt_f32(J.vcc, 0.0, ltot)
        J.v_cndmask_b32(inv[0], 0, inv[0], J.vcc)
    J.v_mov_b32(inv[1], inv[0])
    ro = head_resource(J, out, bz, hq, o_sb, o_sh, sq, o_ss, 2 * p.vm) if res is None else res[0]
    ooff = J.gpr("vu32", qrow * o_ss + (kit.half << 4))
    for db, acc in enumerate(o):
        groups = [g for g in range(2) if 32 * db + 16 * g < p.vm]  # 80/96: columns past the head dim dropped
        for i in range(4 * len(groups)):
            J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], inv)
        for g in groups:
            J.buffer_store(kit.pack_run(acc, 8 * g, 8), ro, ooff, offset=64 * db + 32 * g)
    rl = head_resource(J, lse, bz, hq, l_sb, l_sh, sq, 4, 4) if res is None else res[1]
    val = J.gpr("vf32")
    J.v_log_f32(val, ltot)
    val[0] = (val + m) * LN2
    with J.If(kit.half == 0):
        J.buffer_store(val, rl, qrow << 2)


# ---------------------------------------------------------------------------------------------- launcher
def launch_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor, lse: torch.Tensor,
                     causal: bool, scale: float, group: int, window: tuple[int, int] = (-1, -1),
                     bottom_right: bool = False, softcap: float = 0.0, sinks: torch.Tensor | None = None) -> Any:
    """Run the forward kernel (see ``kernels/__init__``'s table); returns the simulator's LaunchStats.
    ``window``/``bottom_right``/``softcap``/``sinks``: ``cdna::attention``'s serving keywords (``sinks``
    contiguous, float32 or q's dtype). Head dims (``attn_kit.HEAD_DIMS``): 80 and 96 run in place (128-wide LDS
    tiles, ``FwdPlan.real``; split-KV decode too), a v head dim of 256 as two launches over 128-column slices of v
    and out (each recomputing the scores). No path copies or pads the tensors."""
    b, hq, sq, d = q.shape
    skv, dv = k.shape[2], v.shape[-1]
    kw = {"window": window, "bottom_right": bottom_right, "softcap": softcap, "sinks": sinks}
    if dv > V_SLICE:  # slices of v/out; lse comes out the same from each (the same scores)
        return [launch_attention(q, k, v[..., i:i + V_SLICE], out[..., i:i + V_SLICE], lse, causal, scale, group,
                                 **kw) for i in range(0, dv, V_SLICE)]
    if skv == 0:  # softmax over no keys: the reference's empty sums (only the sink remains)
        out.zero_()
        if sinks is None:
            lse.fill_(float("-inf"))
        else:
            lse.copy_(sinks.float().view(1, hq, 1).expand(b, hq, sq))
        return None
    lo, hi = band(sq, skv, causal, *window, bottom_right)
    from .attention_decode import decode_dims, key_range, launch_decode, planned_partials  # lazy: imports this one
    extras = {} if lo is None and hi in (None, 1) and not softcap else \
        {"window": window, "bottom_right": bottom_right, "softcap": softcap}
    if sinks is not None:
        extras["sinks"] = sinks
    k_lo, k_hi = key_range(sq, skv, causal, window, bottom_right)
    # S_q <= 16 over a long KV (the keys some query sees): split-KV decode (attention_decode.DECODE_RULE)
    decodes = decode_dims(d, dv, group * sq)
    partials = planned_partials(b, k.shape[1], sq, k_hi - k_lo, group, d, target_arch(q.device)) if decodes else 0
    if partials:
        return launch_decode(q, k, v, out, lse, causal, scale, group, partials, **extras)
    flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), sink=sink_mode(sinks))
    p = plan_for(dt_name(q.dtype), d, sq, causal, group, dv)
    strides = [*byte_strides(q, "q"), *byte_strides(k, "k"), *byte_strides(v, "v"), *byte_strides(out, "out"),
               *(s * 4 for s in lse.stride()[:2])]
    grid = (cdiv(sq, p.bm), hq, b)
    # c = |scale| log2 e, at least the least normal float: with 0, -inf * c (masked keys) would be NaN; the
    # scores times 2**-126 are ~0 as the scores times 0 (the same uniform weights, lse to ~1e-30)
    c = max(abs(float(scale)) * LOG2E, FLT_MIN)
    tk = 0.0
    if softcap:  # tanh(x) = 1 - 2 / (exp2(2 x log2 e) + 1) with x = s |scale| / cap; exponent u * cap * log2 e
        tk, c = 2.0 * abs(float(scale)) * LOG2E / float(softcap), float(softcap) * LOG2E
    dims = p.dm if p.vm == p.dm else (p.dm, p.vm)  # in memory (80/96: the kernel derives its 128-wide tiles)
    return attn_fwd(grid, p.lanes, p.dt, dims, p.waves, p.bn, flags.const(), p.group, q, k, v, out, lse, sq,
                    skv, *strides, c, 0x80008000 if scale < 0 else 0, 0 if lo is None else lo,
                    1 if hi is None else hi, tk, q if sinks is None else sinks, q, q)  # q: a valid pointer, unread


for _kind in ("sim", "hip"):
    register("attention", _kind, ARCHS, dtypes=DTYPES)(launch_attention)
