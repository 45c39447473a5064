"""Flash-attention backward (``cdna::attention_backward``): two DSL kernels, gfx942 and gfx950, bf16/fp16, head
dims 64, 80, 96, 128 and 256, causal or not, GQA, any S_q / S_kv. Deterministic (no atomics).

With ``P = exp2(S * scale * log2 e - lse * log2 e)`` recomputed from the forward's lse:

- ``attn_bwd_dq`` (a workgroup per block of 32*W query rows, like the forward): first ``delta = rowsum(dO * O)``
  (stored for the second kernel), then per key tile ``S^T = K Q^T``, ``P^T``, ``dP^T = V dO^T``,
  ``dS^T = P^T (dP^T - delta)`` and ``dQ^T += K^T dS^T``. Q and dO rows stay in registers (B operands); K
  (row-major and transposed) and V (row-major) tiles are double-buffered through LDS.
- ``attn_bwd_dkv`` (a workgroup per block of 32*W keys of one kv head; loops over the query tiles of every
  query head sharing that kv head, so GQA gradients are summed in registers): ``S = Q K^T``, ``P``,
  ``dV^T += dO^T P``, ``dP = dO V^T``, ``dS = P (dP - delta)``, ``dK^T += Q^T dS``. K and V rows stay in
  registers; Q and dO tiles (row-major and transposed) plus -lse*log2e and delta go through LDS, the next
  tile's global loads issued before the current tile's math.

Accumulators of both kernels live in AccVGPRs (the MFMAs write them; VALU touches them only at the end),
scale is applied once at the end.

Head dims 80/96 run on the tensors in place with 128-wide LDS tiles (``attn_kit.PAD_DIMS``): the products that
reduce over the head dim stop at its last 16-column chunk, staged columns past it load 0, dQ/dK/dV columns past it
are not stored; 192 (DeepSeek-V3's q/k, ``attn_kit.WIDE_DIMS``) the same way over 256-wide tiles with d=256's
plan (the dK/dV workgroup of the second 128-column half stores its first 64 columns only). d=256 (Gemma): 4
waves; the A-operand chunks stream through 4 buffers (``_stream``), Q (dQ kernel) and K (dK/dV kernel) sit in
AccVGPRs beside the accumulators, the next tile's loads are issued after the S and dP products; the dQ kernel
keeps one K/V stage where two do not fit the LDS (gfx942), and the dK/dV kernel runs two workgroups per key
block, each computing S and dP in full and one 128-column half of dK and dV (the transposed Q and dO tiles of
one half: ``_HalfStager``) -- 1.5x its MFMAs, within 64 KiB of LDS. Layout conventions are ``attn_kit``'s (the
forward's docstring explains the transposed tiles).

Example:
    >>> import torch, torch_cdna.ops
    >>> q = torch.randn(1, 2, 40, 64, dtype=torch.bfloat16, requires_grad=True)
    >>> out, _ = torch.ops.cdna.attention(q, q, q, causal=True, scale=None, enable_gqa=False)  # doctest: +SKIP
    >>> out.sum().backward()                                                                  # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from ...isa.targets import arch_info
from . import register
from ..attention import band
from .attention import _varlen_rows, fwd_dims
from .attn_kit import (LOG2E, V_SLICE, AttnKit, KeyBand, MaskFlags, TileStager, a_reader, advance,
                       byte_strides, cdiv, dt_name, head_resource, load_rows_b, log2_ceil, mask_tiles, mfma_stream,
                       read_a, rows_resource, soft_cap, store_rows_t, sub_resource, tile_dim)

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16)
READS = 4  # LDS A-operand chunks in flight per product at d=256 (``_stream``)


def _waves(rows: int) -> int:
    """2 or 4 waves of 32 rows (see ``attention.plan_for``)."""
    return min(4, max(2, 1 << log2_ceil(cdiv(rows, 32))))


def bwd_grids(d: int, sq: int, skv: int, dv: int = 0) -> tuple[int, int, int, int, int]:
    """(waves of the dQ kernel, of the dK/dV kernel, key tile of the dQ kernel, query tile of the dK/dV kernel,
    dK/dV workgroups per key block). d=256 takes 4 waves (a lane's share of the staged tiles is what fits next
    to 128 VGPRs of B operands) and two dK/dV workgroups per key block (one per 128-column half). ``dv``: v's
    head dim when it is not d (64-key tiles only when both are 64, as the forward's ``plan_for``).

    Example:
        >>> bwd_grids(64, 40, 300), bwd_grids(256, 40, 40), bwd_grids(64, 40, 40, 128)
        ((2, 4, 64, 64, 1), (4, 4, 32, 32, 2), (2, 2, 32, 32, 1))
    """
    wide = d > V_SLICE
    wq, wk = (4, 4) if wide else (_waves(sq), _waves(skv))
    bn = 64 if max(d, dv) == 64 else 32
    return wq, wk, bn, bn, 2 if wide else 1


def _zero_acc(J: Any) -> Any:
    """16 AccVGPRs set to 0 (the DSL's float-constant assignment does not reach AccVGPRs)."""
    acc = J.gpr(16, "af32")
    for i in range(16):
        J.v_accvgpr_write_b32(acc[i], 0)
    return acc


def _row_values(J: Any, vaddr: Any, offset: int) -> Any:
    """16 fp32 LDS values of this lane's query rows 16*(r//8) + 8h + r%8 of a 32-row block (waited)."""
    dst = J.gpr(16, "vf32")
    for o in range(4):
        J.ds_read(dst[4 * o:4 * o + 3], vaddr, offset=offset + 64 * (o // 2) + 16 * (o % 2))
    J.s_waitcnt(lgkmcnt=0)
    return dst


def _exp_scores(J: Any, s: list, c: Any, nl: Any) -> None:
    """In place: s <- exp2(s * c + nl) (``nl``: -lse log2 e, one VGPR or a list of 16 per tile)."""
    for i, t in enumerate(s):
        for r in range(16):
            J.v_fma_f32(t[r], t[r], c, nl[i][r] if isinstance(nl, list) else nl)
            J.v_exp_f32(t[r], t[r])


def _capped_dp(J: Any, dp: list, s: list, tk: Any, dlt_of: Any, per_row: bool) -> None:
    """Soft-capping's part of dS before P exists: s <- u = tanh(s * scale / cap) (``soft_cap``), dP <- (dP -
    delta) (1 - u^2) (the cap's derivative), so that no register holds 1 - u^2 across the tile
    (``dlt_of(i)``: delta of tile i, one VGPR or, ``per_row``, 16 registers); dS is then this times P."""
    soft_cap(J, s, tk)
    w = J.gpr("vf32")
    for i, (t, u) in enumerate(zip(dp, s)):
        dlt = dlt_of(i)
        for r in range(16):
            J.v_sub_f32(t[r], t[r], dlt[r] if per_row else dlt)
            J.v_mul_f32(w, u[r], u[r])
            J.v_sub_f32(w, 1.0, w)
            J.v_mul_f32(t[r], t[r], w)


def _pk(kit: AttnKit, tiles: list) -> list:
    """B-operand chunks (4 dwords = 16 rows) of transposed-layout fp32 tiles, packed to the kernel dtype."""
    return [kit.pack_run(t, 8 * g, 8) for t in tiles for g in range(2)]


def _stream(J: Any, kit: AttnKit, base: Any, stride: int, blocks: list, pairs: list, win: int) -> None:
    """``mfma_stream`` of the LDS A-operand chunks ``blocks`` (``read_a``'s) with at most ``win`` of them in
    registers: each chunk's registers take the read of the chunk ``win`` further on after its MFMA (d=256:
    the 16 chunks of a 256-wide row would take 64 VGPRs). ``win`` 0 or >= the chunks: ``read_a`` +
    ``mfma_stream``, the original kernels' code."""
    n = len(blocks)
    if not win or win >= n:
        mfma_stream(J, kit, read_a(J, base, stride, blocks), pairs)
        return
    regs = [J.gpr(4, "vu32") for _ in range(win)]
    for r, (blk, ch) in zip(regs, blocks):
        J.ds_read(r, base, offset=blk * 32 * stride + 32 * ch)
    for i, (acc, b, first) in enumerate(pairs):
        J.s_waitcnt(lgkmcnt=min(n, i + win) - 1 - i)
        kit.mfma_chunk(acc, regs[i % win], b, first)
        if i + win < n:
            blk, ch = blocks[i + win]
            J.ds_read(regs[i % win], base, offset=blk * 32 * stride + 32 * ch)


def _agpr_rows(J: Any, kit: AttnKit, rsrc: Any, row: Any, ss: Any, d: int) -> list:
    """``load_rows_b`` into AccVGPRs (MFMA B operands only): at d=256 the kernels' two 64-register row operands
    and the staged tiles do not fit the 256 VGPRs together, so one of them (Q in dQ, K in dK/dV) moves to the
    AccVGPRs beside the accumulators."""
    off = J.gpr("vu32", row * ss + (kit.half << 4))
    regs = [J.gpr(4, "au32") for _ in range(d // 16)]
    for ch, r in enumerate(regs):
        J.buffer_load(r, rsrc, off, offset=32 * ch)
    return regs


def _rescaled(J: Any, stride: Any, num: int, den: int) -> Any:
    """SGPR: the byte stride of a contiguous 16-bit tensor of head dim ``num`` from ``stride``, that of one of
    head dim ``den`` with the same leading dims: a whole number of ``2 den``-byte rows, so ``stride / (2 den)
    * 2 num`` is exact (e.g. 192 and 128); the launcher checks that the result fits 32 bits."""
    if num == den:
        return stride
    return J.gpr("su32", stride // (2 * den) * (2 * num))


def _half_cols(total: int, half: int, width: int) -> int:
    """``store_rows_t``'s ``cols`` for the ``width`` columns from ``half * width`` of a ``total``-column row (0:
    all of them)."""
    n = total - half * width
    return 0 if n >= width else n


def lds_stages(arch: str, stage: int) -> int:
    """K/V (or Q/dO) tile buffers that fit the arch's LDS: 2 (double-buffered) unless two ``stage``-byte
    stages exceed it (d=256's dQ kernel on gfx942: 2 x 53 KiB > 64 KiB), then 1.

    Example:
        >>> lds_stages("gfx942", 27648), lds_stages("gfx942", 54272), lds_stages("gfx950", 54272)
        (2, 1, 2)
    """
    return 2 if 2 * stage <= arch_info(arch).lds_bytes_per_cu else 1


# ---------------------------------------------------------------------------------------------- dQ kernel
@jit(passes={"a2v": False})
def attn_bwd_dq(J, DT, D, WAVES, BN, CAUSAL, GROUP, q: "void*", k: "void*", v: "void*", o: "void*",
                do: "void*", lse: "void*", dq: "void*", delta: "void*", sq: "int", skv: "int", q_sb: "uint",
                q_sh: "uint", q_ss: "uint", k_sb: "uint", k_sh: "uint", k_ss: "uint", v_sb: "uint",
                v_sh: "uint", v_ss: "uint", g_sb: "uint", g_sh: "uint", l_sb: "uint", l_sh: "uint",
                c: "float", sc: "float", lo_off: "int", hi_off: "int", tk: "float", cu_q: "void*",
                cu_k: "void*"):
    """delta and dQ of one block of 32*WAVES query rows (o, do, dq: contiguous, strides g_sb/g_sh).
    ``CAUSAL``, ``lo_off``, ``hi_off``, ``tk``: the forward's (``attention.attn_fwd``); with its ``varlen`` flag
    blockIdx.z is a packed sequence (``attention._varlen_rows``): q/k/v [T, H, D] by their row/head strides,
    o/do/dq head-major [H, Tq, D] (head stride g_sh, rows 2D apart), lse/delta [H, Tq]. ``D``: the head dim of
    q, k, v (an int), or (q/k's, v's) as ``attention.attn_fwd``'s ``DIMS`` (not varlen): o/do rows and the V
    tile are v's, dq (contiguous) has do's strides times D / DV."""
    mf = MaskFlags.of(CAUSAL)
    kit = AttnKit(J, DT)
    lanes, bm = 64 * WAVES, 32 * WAVES
    D, DV = fwd_dims(D)
    assert DV == D or not mf.varlen, "varlen: v's head dim is q's"
    DP, DVP = tile_dim(D), tile_dim(DV)  # the LDS tiles' width (80/96: 128, 192: 256; D, DV: in memory)
    rstride, cstride, vstride = 2 * DP + 16, 2 * BN + 16, 2 * DVP + 16
    k_rows, k_cols, v_rows = 0, BN * rstride, BN * rstride + DP * cstride
    stage = v_rows + BN * vstride
    nst = lds_stages(J.arch, stage)
    assert J.lds_alloc(nst * stage) == 0
    win = READS if D > 128 else 0  # LDS chunks in flight per product (0: all of them, the d <= 128 kernels)
    qb, hq, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    hk = J.gpr("su32", hq // GROUP if GROUP > 1 else hq)
    q0w = J.gpr("su32", qb * bm + kit.wave * 32)
    qrow = J.gpr("vu32", q0w + kit.col)
    gss = 2 * DV
    if mf.varlen:
        q_row0, k_row0, sq, skv, lo_off, hi_off = _varlen_rows(J, cu_q, cu_k, bz, lo_off, hi_off)

        def rows(base: Any, row0: Any, h: Any, ss: Any, sh_: Any, n: Any, nbytes: int) -> Any:
            return rows_resource(J, base, row0, h, ss, sh_, n, nbytes)
        rq = rows(q, q_row0, hq, q_ss, q_sh, sq, 2 * D)
        rdo = rows(do, q_row0, hq, gss, g_sh, sq, 2 * DV)
        ro = rows(o, q_row0, hq, gss, g_sh, sq, 2 * DV)
        rl = rows(lse, q_row0, hq, 4, l_sh, sq, 4)
        rk = rows(k, k_row0, hk, k_ss, k_sh, skv, 2 * D)
        rv = rows(v, k_row0, hk, v_ss, v_sh, skv, 2 * DV)
    else:
        rq = head_resource(J, q, bz, hq, q_sb, q_sh, sq, q_ss, 2 * D)
        rdo = head_resource(J, do, bz, hq, g_sb, g_sh, sq, gss, 2 * DV)
        ro = head_resource(J, o, bz, hq, g_sb, g_sh, sq, gss, 2 * DV)
        rl = head_resource(J, lse, bz, hq, l_sb, l_sh, sq, 4, 4)
        rk = head_resource(J, k, bz, hk, k_sb, k_sh, skv, k_ss, 2 * D)
        rv = head_resource(J, v, bz, hk, v_sb, v_sh, skv, v_ss, 2 * DV)
    band = KeyBand(J, mf, kit, BN, qb * bm, bm, q0w, qrow, sq, skv, lo_off, hi_off)
    if mf.lo:  # start at the band's first tile
        first = J.gpr("su32", band.j0 * BN)
        advance(J, rk, J.gpr("su32", first * k_ss))
        advance(J, rv, J.gpr("su32", first * v_ss))
    qr = load_rows_b(J, kit, rq, qrow, q_ss, D) if D <= 128 else _agpr_rows(J, kit, rq, qrow, q_ss, D)
    dor = load_rows_b(J, kit, rdo, qrow, gss, DV)
    orr = load_rows_b(J, kit, ro, qrow, gss, DV)
    lsev = J.gpr("vf32")
    J.buffer_load(lsev, rl, qrow << 2)
    cols = D if DP != D else 0  # 80/96: tile columns past D load 0 (they only reach discarded dQ rows)
    ks = TileStager(J, kit, lanes, BN, DP, k_ss, k_rows, k_cols, cols)
    vs = TileStager(J, kit, lanes, BN, DVP, v_ss, v_rows, None, DV if DVP != DV else 0)
    ks.load(rk)
    vs.load(rv)
    J.s_waitcnt(vmcnt=0)
    ks.write()
    vs.write()

    # delta = rowsum(dO * O): this lane's half of the row, then the other half
    part = J.gpr("vf32", 0.0)
    a, b = J.gpr(2, "vf32"), J.gpr(2, "vf32")
    for x, y in zip(dor, orr):
        for i in range(4):
            kit.to_f32(a[0], a[1], x[i])
            kit.to_f32(b[0], b[1], y[i])
            J.v_fmac_f32(part, a[0], b[0])
            J.v_fmac_f32(part, a[1], b[1])
    dlt = J.gpr("vf32")
    J.v_add_f32(dlt, part, kit.other_half(part))
    if mf.varlen:
        rd = rows(delta, q_row0, hq, 4, l_sh, sq, 4)
    else:
        rd = head_resource(J, delta, bz, hq, l_sb, l_sh, sq, 4, 4)
    with J.If(kit.half == 0):
        J.buffer_store(dlt, rd, qrow << 2)
    nlse2 = J.gpr("vf32", lsev * -LOG2E)

    ntiles, lim_lo, lim_h = band.end, band.lim_lo, band.lim_h
    if mf.varlen:  # a block past its sequence's queries: no key tile (j starts at j0 >= 0)
        ntiles = J.gpr("si32", J.select(J.gpr("si32", qb * bm) < sq, band.end, 0))
    tk1 = J.gpr("sf32", tk) if mf.softcap else None
    kstep, vstep = J.gpr("su32", k_ss * BN), J.gpr("su32", v_ss * BN)
    ka0, va0 = a_reader(J, kit, k_rows, rstride), a_reader(J, kit, v_rows, vstride)
    kt0 = a_reader(J, kit, k_cols, cstride)
    zero = J.gpr("vf32", 0.0)
    acc = [_zero_acc(J) for _ in range(cdiv(D, 32))]
    j, jbn = J.gpr("si32", band.j0 if mf.lo else 0), J.gpr("si32", band.j0 * BN if mf.lo else 0)
    par = J.gpr("su32", 0)
    nch, nkb, nchv = D // 16, BN // 32, DV // 16
    if mf.lo or mf.hi or mf.varlen:  # the loop may not run (rows that see no key): dQ's packs need these
        kit.pack_constants()
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()

    def prefetch() -> None:
        with J.If(j[0] + 1 < ntiles):
            advance(J, rk, kstep)
            advance(J, rv, vstep)
            ks.load(rk)
            vs.load(rv)

    with J.While(j[0] < ntiles):
        if D <= 128:  # the next tile's loads fly during the whole tile
            prefetch()
        s = [J.gpr(16, "vf32") for _ in range(nkb)]
        ka = J.gpr("vu32", ka0 + par) if nst == 2 else ka0
        for kb in range(nkb):
            _stream(J, kit, ka, rstride, [(kb, ch) for ch in range(nch)],
                    [(s[kb], qr[ch], ch == 0) for ch in range(nch)], win)
        def dp_tiles() -> list:
            dp = [J.gpr(16, "vf32") for _ in range(nkb)]
            va = J.gpr("vu32", va0 + par) if nst == 2 else va0
            for kb in range(nkb):
                _stream(J, kit, va, vstride, [(kb, ch) for ch in range(nchv)],
                        [(dp[kb], dor[ch], ch == 0) for ch in range(nchv)], win)
            return dp

        if mf.softcap:
            dp = dp_tiles()
            _capped_dp(J, dp, s, tk1, lambda i: dlt, per_row=False)
        _exp_scores(J, s, c, nlse2)
        with J.If(jbn[0] + BN > lim_lo):
            mask_tiles(J, s, J.gpr("vi32", lim_h - jbn), zero, keep_below=True)
        if mf.lo:
            with J.If(jbn[0] < band.lo_max):
                mask_tiles(J, s, J.gpr("vi32", band.lo_h - jbn), zero, keep_below=False)
        if not mf.softcap:
            dp = dp_tiles()
        for t, pt in zip(dp, s):
            for r in range(16):
                if not mf.softcap:
                    J.v_sub_f32(t[r], t[r], dlt)
                J.v_mul_f32(t[r], t[r], pt[r])
        ds = _pk(kit, dp)
        if D > 128:  # d=256: their registers are free only after S and dP (beside 128 VGPRs of Q and dO)
            prefetch()
        kt = J.gpr("vu32", kt0 + par) if nst == 2 else kt0
        blocks = [(db, cc) for db in range(cdiv(D, 32)) for cc in range(BN // 16)]
        _stream(J, kit, kt, cstride, blocks, [(acc[db], ds[cc], False) for db, cc in blocks], win)
        with J.If(j[0] + 1 < ntiles):
            if nst == 1:  # one stage: every wave has read this tile before it is overwritten
                J.s_barrier()
            J.s_waitcnt(vmcnt=0)
            nxt = J.gpr("su32", par ^ stage) if nst == 2 else None
            ks.write(nxt)
            vs.write(nxt)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        if nst == 2:
            par[0] = par ^ stage
        j[0] = j + 1
        jbn[0] = jbn + BN

    if mf.varlen:
        rdq = rows(dq, q_row0, hq, gss, g_sh, sq, 2 * D)
    else:  # dq is contiguous like do: do's strides times D / DV
        rdq = head_resource(J, dq, bz, hq, _rescaled(J, g_sb, D, DV), _rescaled(J, g_sh, D, DV), sq, 2 * D, 2 * D)
    store_rows_t(J, kit, acc, rdq, qrow, 2 * D, J.gpr(2, "vf32", sc), cols)


# ---------------------------------------------------------------------------------------------- dK/dV kernel
class _HalfStager(TileStager):
    """A ``TileStager`` of a [bt x d] tile whose transposed copy holds only the columns of half ``hsel`` (SGPR
    0/1) of d, for the d=256 dK/dV kernel: S and dP reduce over all 256 columns (row-major copy), dK^T/dV^T of
    one workgroup need 128 of them (transposed), and the full transposed copies of Q and dO would not fit
    gfx942's 64 KiB next to the row-major ones. A lane's 4-column quad is the same in all its units (``lanes``
    a multiple of d/4), so the top bit of the quad says whether the lane writes."""

    def __init__(self, J: Any, kit: AttnKit, lanes: int, bt: int, d: int, ss: Any, rows_at: int, cols_at: int,
                 hsel: Any, cols: int = 0) -> None:
        super().__init__(J, kit, lanes, bt, d, ss, rows_at, cols_at, cols)
        c4 = d // 4
        assert lanes % c4 == 0, (lanes, d)
        lg, tid = log2_ceil(c4), kit.tid
        self.col_addr = J.gpr("vu32", ((tid & (c4 // 2 - 1)) << 2) * self.cstride + ((tid >> lg) << 3))
        self.mine = J.gpr("vu32", (tid >> (lg - 1)) & 1)
        self.hsel = hsel

    def write(self, stage_off: Any = None) -> None:
        self.write_rows(stage_off)
        with self.J.If(self.mine == self.hsel):
            self.write_cols(stage_off)


class _QTile:
    """The (query head, query tile) an iteration works on, and the V#s of its rows."""

    def __init__(self, J: Any, hq: Any, qt: Any) -> None:
        self.hq, self.qt = J.gpr("su32", hq), J.gpr("su32", qt)

    def step(self, J: Any, t0: Any, nq: Any) -> "_QTile":
        """The next tile: qt + 1, wrapping to t0 of the next query head."""
        nxt = _QTile(J, self.hq, self.qt + 1)
        with J.If(nxt.qt[0] >= nq):
            nxt.qt[0] = t0
            nxt.hq[0] = nxt.hq + 1
        return nxt


@jit(passes={"a2v": False})
def attn_bwd_dkv(J, DT, D, WAVES, BQ, CAUSAL, GROUP, q: "void*", k: "void*", v: "void*", do: "void*",
                 lse: "void*", delta: "void*", dk: "void*", dv: "void*", sq: "int", skv: "int", q_sb: "uint",
                 q_sh: "uint", q_ss: "uint", k_sb: "uint", k_sh: "uint", k_ss: "uint", v_sb: "uint",
                 v_sh: "uint", v_ss: "uint", g_sb: "uint", g_sh: "uint", r_sb: "uint", r_sh: "uint",
                 l_sb: "uint", l_sh: "uint", c: "float", sc: "float", lo_off: "int", hi_off: "int",
                 tk: "float", cu_q: "void*", cu_k: "void*"):
    """dK, dV of one block of 32*WAVES keys of kv head blockIdx.y (do: contiguous, strides g_*; dk/dv:
    contiguous, strides r_*). Key j sees queries ``j - hi_off < i <= j - lo_off`` on the bounded sides.
    ``varlen`` (``attn_bwd_dq``'s layouts): blockIdx.z is a packed sequence, dk/dv head-major [Hkv, Tk, D].
    ``D``: an int or (q/k's, v's) head dims as ``attn_bwd_dq``'s: do rows and the dO tiles are v's, dv
    (contiguous) has dk's strides times DV / D; split (q/k's D > 128), each workgroup computes half of dV's
    columns too."""
    mf = MaskFlags.of(CAUSAL)
    kit = AttnKit(J, DT)
    lanes, bk = 64 * WAVES, 32 * WAVES
    D, DV = fwd_dims(D)
    assert DV == D or not mf.varlen, "varlen: v's head dim is q's"
    split = D > V_SLICE  # d=256: a workgroup per (key block, 128-column half of dK/dV): see _HalfStager
    DP, DVP = tile_dim(D), tile_dim(DV)  # the LDS tiles' width (80/96: 128, 192: 256; D, DV: in memory)
    DO = V_SLICE if split else DP  # the transposed tiles' rows: the dK/dV columns a workgroup computes
    DOV = DO if DV == D else DVP // 2 if split else DVP  # the same for dV (v head dim 128 beside 256: 64)
    nt = DO // 32 if split else cdiv(D, 32)  # dK/dV accumulator tiles (80/96: the last one's top rows unused)
    ntv = nt if DV == D else DOV // 32 if split else cdiv(DV, 32)
    cols = D if DP != D else 0
    cols_v = DV if DVP != DV else 0
    rstride, cstride, dstride = 2 * DP + 16, 2 * BQ + 16, 2 * DVP + 16
    q_rows, q_cols = 0, BQ * rstride
    do_rows = q_cols + DO * cstride
    do_cols = do_rows + BQ * dstride
    vec = do_cols + DOV * cstride          # -lse*log2e [BQ] then delta [BQ], fp32
    assert J.lds_alloc(vec + 8 * BQ) == 0
    win = READS if D > 128 else 0
    kb, hk, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    if split:  # blockIdx.x = 2 * key block + half
        kb, hsel = J.gpr("su32", kb >> 1), J.gpr("su32", kb & 1)
    krow = J.gpr("vu32", kb * bk + kit.wave * 32 + kit.col)
    if mf.varlen:
        q_row0, k_row0, sq, skv, lo_off, hi_off = _varlen_rows(J, cu_q, cu_k, bz, lo_off, hi_off)
        rk = rows_resource(J, k, k_row0, hk, k_ss, k_sh, skv, 2 * D)
        rv = rows_resource(J, v, k_row0, hk, v_ss, v_sh, skv, 2 * DV)
    else:
        rk = head_resource(J, k, bz, hk, k_sb, k_sh, skv, k_ss, 2 * D)
        rv = head_resource(J, v, bz, hk, v_sb, v_sh, skv, v_ss, 2 * DV)
    kr = load_rows_b(J, kit, rk, krow, k_ss, D) if D <= 128 else _agpr_rows(J, kit, rk, krow, k_ss, D)
    vr = load_rows_b(J, kit, rv, krow, v_ss, DV)
    gss = 2 * DV
    if split:
        sq_st = _HalfStager(J, kit, lanes, BQ, DP, q_ss, q_rows, q_cols, hsel, cols)
        do_st = _HalfStager(J, kit, lanes, BQ, DVP, gss, do_rows, do_cols, hsel, cols_v)
    else:
        sq_st = TileStager(J, kit, lanes, BQ, DP, q_ss, q_rows, q_cols, cols)
        do_st = TileStager(J, kit, lanes, BQ, DVP, gss, do_rows, do_cols, cols_v)
    vecv = J.gpr(2, "vf32")
    voff = J.gpr("vu32", (kit.tid & (BQ - 1)) << 2)

    # the query tiles t0 .. nq - 1 that meet the block's band (signed: the offsets may be negative)
    sh = log2_ceil(BQ)
    k0 = J.gpr("si32", kb * bk)
    nq = J.gpr("si32", (sq + (BQ - 1)) >> sh)
    if mf.lo:
        nq[0] = J.min(nq, J.max(0, k0 + bk - lo_off + (BQ - 1)) >> sh)
    t0 = J.gpr("si32", J.min(J.max(0, k0 - hi_off + 1) >> sh, nq) if mf.hi else 0)
    total = J.gpr("si32", (nq - t0) * GROUP)
    if mf.varlen:  # a block past its sequence's keys: no query tile
        total[0] = J.select(k0 < skv, total, 0)
    krow_s = J.gpr("vi32", krow)

    def load(t: _QTile) -> None:
        if mf.varlen:
            rq = rows_resource(J, q, q_row0, t.hq, q_ss, q_sh, sq, 2 * D)
            rdo = rows_resource(J, do, q_row0, t.hq, gss, g_sh, sq, 2 * DV)
        else:
            rq = head_resource(J, q, bz, t.hq, q_sb, q_sh, sq, q_ss, 2 * D)
            rdo = head_resource(J, do, bz, t.hq, g_sb, g_sh, sq, gss, 2 * DV)
        sq_st.load(sub_resource(J, rq, J.gpr("su32", t.qt * BQ * q_ss)))
        do_st.load(sub_resource(J, rdo, J.gpr("su32", t.qt * (BQ * gss))))
        for i, base in enumerate((lse, delta)):
            rows = rows_resource(J, base, q_row0, t.hq, 4, l_sh, sq, 4) if mf.varlen else \
                head_resource(J, base, bz, t.hq, l_sb, l_sh, sq, 4, 4)
            rr = sub_resource(J, rows, J.gpr("su32", t.qt * (BQ * 4)))
            J.buffer_load(vecv[i], rr, voff)

    def write() -> None:
        sq_st.write()
        do_st.write()
        with J.If(kit.tid < BQ):
            J.v_mul_f32(vecv[0], -LOG2E, vecv[0])
            J.ds_write(J.gpr("vu32", voff + vec), vecv[0])
            J.ds_write(J.gpr("vu32", voff + vec + 4 * BQ), vecv[1])

    cur = _QTile(J, hk * GROUP, t0)
    load(cur)
    J.s_waitcnt(vmcnt=0)
    write()
    nch, nchv = D // 16, DV // 16
    qa0, qt0 = a_reader(J, kit, q_rows, rstride), a_reader(J, kit, q_cols, cstride)
    da0, dt0 = a_reader(J, kit, do_rows, dstride), a_reader(J, kit, do_cols, cstride)
    vaddr = J.gpr("vu32", vec + (kit.half << 5))
    zero = J.gpr("vf32", 0.0)
    dk_acc = [_zero_acc(J) for _ in range(nt)]
    dv_acc = [_zero_acc(J) for _ in range(ntv)]
    it = J.gpr("si32", 0)
    tk1 = J.gpr("sf32", tk) if mf.softcap else None
    if mf.lo or mf.hi or mf.varlen:  # the loop may not run (keys no query sees): dK/dV's packs need these
        kit.pack_constants()
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()

    with J.While(it[0] < total):
        nxt = cur.step(J, t0, nq)
        if D <= 128:  # the next tile's loads fly during the whole tile (d=256: during the dK product)
            with J.If(it[0] + 1 < total):
                load(nxt)
        # -lse*log2e and delta of this lane's 16 query rows (16*(r//8) + 8h + r%8)
        s = [J.gpr(16, "vf32") for _ in range(BQ // 32)]
        for qb in range(BQ // 32):
            _stream(J, kit, qa0, rstride, [(qb, ch) for ch in range(nch)],
                    [(s[qb], kr[ch], ch == 0) for ch in range(nch)], win)
        def dp_tiles() -> list:
            dp = [J.gpr(16, "vf32") for _ in range(BQ // 32)]
            for qb in range(BQ // 32):
                _stream(J, kit, da0, dstride, [(qb, ch) for ch in range(nchv)],
                        [(dp[qb], vr[ch], ch == 0) for ch in range(nchv)], win)
            return dp

        if mf.softcap:
            dp = dp_tiles()
            _capped_dp(J, dp, s, tk1, lambda qb: _row_values(J, vaddr, 4 * BQ + 128 * qb), per_row=True)
        for qb, t in enumerate(s):
            nl = _row_values(J, vaddr, 128 * qb)
            for r in range(16):
                J.v_fma_f32(t[r], t[r], c, nl[r])
                J.v_exp_f32(t[r], t[r])
        qbase = J.gpr("si32", cur.qt * BQ)
        with J.If(qbase[0] + BQ > sq):   # query rows past S_q
            mask_tiles(J, s, J.gpr("vi32", sq - qbase - (kit.half << 3)), zero, keep_below=True)
        if mf.hi:                         # queries before key - hi_off + 1 (causal: keys after the query)
            with J.If(qbase[0] < k0 + bk - hi_off):
                mask_tiles(J, s, J.gpr("vi32", krow_s - hi_off + 1 - qbase - (kit.half << 3)), zero,
                           keep_below=False)
        if mf.lo:                         # queries after key - lo_off
            with J.If(qbase[0] + BQ > k0 - lo_off + 1):
                mask_tiles(J, s, J.gpr("vi32", krow_s - lo_off + 1 - qbase - (kit.half << 3)), zero,
                           keep_below=True)
        pk = _pk(kit, s)
        if mf.softcap:  # dS = P (dP - delta)(1 - u^2) now: P's fp32 registers die before the dV product
            for t, pt in zip(dp, s):
                for r in range(16):
                    J.v_mul_f32(t[r], t[r], pt[r])
        blocks = [(db, cc) for db in range(nt) for cc in range(BQ // 16)]
        vblocks = blocks if ntv == nt else [(db, cc) for db in range(ntv) for cc in range(BQ // 16)]
        _stream(J, kit, dt0, cstride, vblocks, [(dv_acc[db], pk[cc], False) for db, cc in vblocks], win)
        if not mf.softcap:
            dp = dp_tiles()
            for qb, (t, pt) in enumerate(zip(dp, s)):
                dlt = _row_values(J, vaddr, 4 * BQ + 128 * qb)
                for r in range(16):
                    J.v_sub_f32(t[r], t[r], dlt[r])
                    J.v_mul_f32(t[r], t[r], pt[r])
        ds = _pk(kit, dp)
        if D > 128:
            with J.If(it[0] + 1 < total):
                load(nxt)
        _stream(J, kit, qt0, cstride, blocks, [(dk_acc[db], ds[cc], False) for db, cc in blocks], win)
        J.s_barrier()
        with J.If(it[0] + 1 < total):
            J.s_waitcnt(vmcnt=0)
            write()
            J.s_waitcnt(lgkmcnt=0)
            J.s_barrier()
        cur.hq[0] = nxt.hq
        cur.qt[0] = nxt.qt
        it[0] = it + 1

    kss = 2 * D  # dk's rows (contiguous); dv's are gss
    if mf.varlen:
        rdk = rows_resource(J, dk, k_row0, hk, kss, r_sh, skv, 2 * D)
        rdv = rows_resource(J, dv, k_row0, hk, gss, r_sh, skv, 2 * DV)
    else:  # dv (contiguous like dk): dk's strides times DV / D
        rdk = head_resource(J, dk, bz, hk, r_sb, r_sh, skv, kss, 2 * D)
        rdv = head_resource(J, dv, bz, hk, _rescaled(J, r_sb, DV, D), _rescaled(J, r_sh, DV, D), skv, gss, 2 * DV)
    if split:  # this workgroup's columns
        first = J.gpr("su32", hsel * (2 * DO))
        first_v = first if DOV == DO else J.gpr("su32", hsel * (2 * DOV))
        rdk, rdv = sub_resource(J, rdk, first), sub_resource(J, rdv, first_v)
    store = (dk_acc, dv_acc, rdk, rdv, krow, kss, gss, sc)
    if split and (cols or cols_v):  # d=192: the second half holds columns 128..191 only (the rest: the next row's)
        with J.If(hsel[0] == 0):
            _store_dkv(J, kit, *store, _half_cols(D, 0, DO), _half_cols(DV, 0, DOV))
        with J.Else():
            _store_dkv(J, kit, *store, _half_cols(D, 1, DO), _half_cols(DV, 1, DOV))
    else:
        _store_dkv(J, kit, *store, cols, cols_v)


def _store_dkv(J: Any, kit: AttnKit, dk_acc: list, dv_acc: list, rdk: Any, rdv: Any, krow: Any, kss: int, vss: int,
               sc: Any, cols: int, cols_v: int) -> None:
    """dK (times the scale) and dV rows (``kss``/``vss`` bytes apart), columns below ``cols``/``cols_v`` (0: all)
    of the V#s' first one."""
    store_rows_t(J, kit, dk_acc, rdk, krow, kss, J.gpr(2, "vf32", sc), cols)
    store_rows_t(J, kit, dv_acc, rdv, krow, vss, cols=cols_v)


# ---------------------------------------------------------------------------------------------- launcher
def launch_attention_backward(grad_out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                              out: torch.Tensor, lse: torch.Tensor, dq: torch.Tensor, dk: torch.Tensor,
                              dv: torch.Tensor, causal: bool, scale: float, group: int,
                              window: tuple[int, int] = (-1, -1), bottom_right: bool = False,
                              softcap: float = 0.0) -> list:
    """Run delta+dQ then dK/dV (see ``kernels/__init__``'s table); returns the simulator's LaunchStats.
    ``window``/``bottom_right``/``softcap``: ``cdna::attention``'s serving keywords. Head dims 80 and 96 run
    in place (the kernels' 128-wide tiles, see the module docstring), 256 with ``bwd_grids``' plan. A v head dim
    unlike q/k's (the forward's pairs) runs in place too: the kernels take (d, dv) as their head-dim constant
    (dO/O/V rows dv wide, Q/K/dQ/dK d wide; where d > 128 each dK/dV workgroup computes half of dK's and half of
    dV's columns)."""
    b, hq, sq, d = q.shape
    d_v = v.shape[-1]
    hkv, skv = k.shape[1], k.shape[2]
    if skv == 0 or sq == 0:
        for t in (dq, dk, dv):
            t.zero_()
        return []
    dt = dt_name(q.dtype)
    go, o = grad_out.contiguous(), out.contiguous()
    delta = torch.empty((b, hq, sq), dtype=torch.float32, device=q.device)
    lse = lse.contiguous()
    qs, ks, vs = byte_strides(q, "q"), byte_strides(k, "k"), byte_strides(v, "v")
    gs, rs = byte_strides(go, "grad_out")[:2], byte_strides(dk, "dk")[:2]
    if d_v != d:  # the kernels derive dq's strides from grad_out's and dv's from dk's (all contiguous)
        byte_strides(dq, "dq"), byte_strides(dv, "dv")
    ls = tuple(s * 4 for s in lse.stride()[:2])
    c, tk = float(scale) * LOG2E, 0.0
    if softcap:  # u = tanh(s scale / cap) (attn_kit.soft_cap), P = exp2(u cap log2 e - lse log2 e)
        tk, c = 2.0 * float(scale) * LOG2E / float(softcap), float(softcap) * LOG2E
    lo, hi = band(sq, skv, causal, *window, bottom_right)
    mask = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap)).const()
    offs = (0 if lo is None else lo, 1 if hi is None else hi, tk)
    wq, wk, bn, bq, halves = bwd_grids(d, sq, skv, d_v)
    dims = d if d_v == d else (d, d_v)  # an int: the original kernels' constant (their code unchanged)
    st1 = attn_bwd_dq((cdiv(sq, 32 * wq), hq, b), 64 * wq, dt, dims, wq, bn, mask, group, q, k, v, o, go, lse,
                      dq, delta, sq, skv, *qs, *ks, *vs, *gs, *ls, c, float(scale), *offs, q, q)  # q: unread
    st2 = attn_bwd_dkv((halves * cdiv(skv, 32 * wk), hkv, b), 64 * wk, dt, dims, wk, bq, mask, group, q,
                       k, v, go, lse, delta, dk, dv, sq, skv, *qs, *ks, *vs, *gs, *rs, *ls, c, float(scale), *offs,
                       q, q)
    return [st1, st2]


for _kind in ("sim", "hip"):
    register("attention_backward", _kind, ARCHS, dtypes=DTYPES)(launch_attention_backward)
