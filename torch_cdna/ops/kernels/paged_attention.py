"""Paged decode attention (``cdna::paged_attention``): the split-KV decode kernels of ``attention_decode`` with
K/V rows found through a block table (vLLM's cache layout), gfx942 and gfx950, bf16/fp16, head dims 64, 80,
96, 128 and 256 (80/96: V staged as 128 columns, the stores cut; 256: one launch per 128-column slice of V and
out, ``V_SLICE``; fp8 caches up to 128),
one or a few query tokens per sequence (``Q``: the sequence's last tokens, bottom-right causal: speculative
decoding), GQA (the R = G * Q query rows of a kv head packed as the MFMA's columns, R <= 32), block sizes 8,
16, 32, ... (powers of two), sliding window (``window_left``) and soft-capping.

What changes against ``attention_decode.attn_decode_split`` (everything else — Q packing, K straight into
A-operand registers, V through a transposed LDS tile, the per-block softmax math, the fp32 partials and the
combine kernel — is that kernel's, with S_q = Q):

- Per sequence (``blockIdx.z``) the kernel reads ``seq_len`` (one scalar load; clamped to the block table's
  width times the block size) and derives its key range: query token s (of Q) sees keys
  ``[s + seq_len - Q - window_left, s + seq_len - Q]``; the range's start is aligned down to the 32-key block
  so that key blocks never straddle cache blocks unevenly.
- A 32-key block is ``SEGS = max(1, 32 // block_size)`` *segments* of ``min(32, block_size)`` rows, each in
  one cache block. Per key block and segment, the block id is one scalar load from the block table; the
  segment gets its own buffer resource (one for K, one for V) at ``cache + id * stride(0) + row *
  stride(1) + kv_head * stride(2)`` (64-bit base) whose size covers only the segment's keys below the
  partial's end (``min(seq_len, chunk end)``): keys past it read 0 (and are masked), as the unpaged kernel's
  chunk resources do, and a block id outside ``[0, num_blocks)`` gives an empty resource: no read outside the
  cache whatever the table holds past ``seq_len``.
- A lane's rows (K: MFMA row ``rowmap(col)``; V: the stager's 4-row units) lie in a fixed segment, so each
  load is issued once per segment under that segment's lane mask (``J.If``), 16 or 8 bytes per lane as before.
- The grid's partial count comes from the shapes (block table width, or the window), never from the
  ``seq_lens`` values (a GPU caller would have to synchronise to read them): partials past a sequence's end
  see no key and store lse = -inf, which the combine kernel weighs 0. ``PAGED_RULE`` splits few (sequence,
  kv head) pairs down to one 32-key block per partial (the split is one wave: parallelism beats the combine).
- Varlen queries (``MaskFlags.varlen``, ``launch_paged_varlen``: cu_seqlens_q, chunked prefill): ``blockIdx.z``
  is a (sequence, query chunk) work row the launcher wrote (sequence, seq_len, first query token, tokens,
  hi_off), Q is addressed by token, tokens past the chunk's read 0, and the output rows land in a padded
  buffer the launcher gathers from.
- With one partial, no sinks and a bf16/fp16 cache, ``paged_decode_single`` normalises O and writes ``out``
  itself: no partials, no combine launch (``launch_plan`` says which).

Example:
    >>> paged_partials(num_seqs=1, hkv=8, rows=4, max_keys=32768)
    64
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import torch

from ...asm.jit import jit
from ...runtime.device import target_arch
from .. import tuned
from . import register
from .attention import FwdPlan, fwd_dims
from .attention_decode import (DECODE_RULE, TileMasks, _DirectK, _softmax_pv_tile, _store_partial, combine,
                               decode_chunk, decode_partials)
from .attn_kit import (LOG2E, NEG_FLT_MAX, PAD_DIMS, V_SLICE, AttnKit, Fp8Widen, MaskFlags, TileStager, a_reader,
                       cdiv, dt_name, log2_ceil)
from .kv_cache import _base

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16)
FP8_CACHE_DTYPES = (torch.float8_e4m3fnuz, torch.float8_e4m3fn)  # the op layer refuses the other arch's one
BN = 32  # keys per block (one S^T tile)
HEAD_DIMS = (64, 80, 96, 128, 256)  # attn_kit.HEAD_DIMS: every head dim the training attention takes
FP8_HEAD_DIMS = (64, 80, 96, 128)  # d=256 with fp8: K's codes and their dequantised copy (96 VGPRs) do not fit
MAX_ROWS = 32  # G * Q packed query rows fill at most one wave's 32 MFMA columns
VARLEN_FIELDS = 5  # a varlen work row (8 int32): seq_len, first query token, tokens, hi_off, sequence


# A partial of one 32-key block still costs about a third of a long one's time per block (the prologue, the
# first loads' latency), so few (sequence, kv head) pairs are cut down to one key block per partial, up to the
# shared rule's workgroup target: the timing model puts (1 seq, 8/1 heads, 256 keys) at 16.2 us with the shared
# rule's 1 partial and 8.5 us with 8. ``chunk_per_row`` 2 keeps a partial's fp32 write + read (2 R D 4 bytes)
# at most the chunk's K/V bytes.
PAGED_RULE = replace(DECODE_RULE, min_kv=0, min_chunk_keys=BN, chunk_per_row=2)


def paged_partials(num_seqs: int, hkv: int, rows: int, max_keys: int) -> int:
    """KV partials per (sequence, kv head) for ``rows`` = G * Q packed query rows: ``PAGED_RULE`` over the
    longest key range the shapes allow (at least 1)."""
    return max(1, decode_partials(num_seqs, hkv, 1, max_keys, rows, False, PAGED_RULE))


def tuned_key(d: int, num_seqs: int, hkv: int, rows: int, max_keys: int) -> tuple[int, ...]:
    """The key of ``ops/tuned.py``'s paged table: head dim, then (sequence, kv head) pairs, packed query rows and
    the longest key range, each rounded up to a power of two."""
    return (d, tuned.bucket(num_seqs * hkv), tuned.bucket(rows), tuned.bucket(max_keys))


def launch_plan(num_seqs: int, hkv: int, rows: int, width: int, block_size: int, q_len: int = 1,
                window_left: int = -1, partials: int | None = None, *, d: int | None = None,
                arch: str | None = None) -> tuple[int, int]:
    """(partials, keys per partial) ``launch_paged_attention`` uses for a block table ``width`` blocks wide
    (``partials``: the caller's override; else, for decode (one query token, no window) with head dim ``d``
    on ``arch``, the timing model's tuned pick where ``ops/tuned.py``'s table holds the problem's bucket;
    else ``paged_partials``); with one partial, no sinks and a bf16/fp16 cache it launches
    ``paged_decode_single`` alone.

    Example:
        >>> launch_plan(num_seqs=1, hkv=1, rows=8, width=16, block_size=16), launch_plan(512, 8, 8, 16, 16)
        ((8, 32), (1, 256))
    """
    max_keys = width * block_size if window_left < 0 else min(width * block_size, window_left + q_len + BN)
    if partials is None and d is not None and q_len == 1 and window_left < 0:
        found = tuned.pick("paged_attention", arch or target_arch(), tuned_key(d, num_seqs, hkv, rows, max_keys))
        if found is not None:
            partials = max(1, min(int(found), cdiv(max_keys, BN)))
    if partials is None:
        partials = paged_partials(num_seqs, hkv, rows, max_keys)
    if not 1 <= partials <= DECODE_RULE.max_partials:
        raise ValueError(f"paged_attention: partials={partials} must be in 1..{DECODE_RULE.max_partials}")
    chunk = decode_chunk(max_keys, partials, BN)
    return cdiv(max_keys, chunk), chunk


class _Segments:
    """Per key block: the block ids of its segments and their K and V buffer resources (loop-carried SGPRs)."""

    def __init__(self, J: Any, d: tuple, bs: int, bt_row: Any, nblk: Any, num_blocks: Any, hk: Any,
                 caches: tuple, kv_end: Any, es: int = 2) -> None:
        self.J, self.d, self.bs, self.bt_row, self.nblk, self.num_blocks = J, d, bs, bt_row, nblk, num_blocks
        self.es = es  # cache bytes per element (1: fp8)
        self.rows = min(bs, BN)
        self.n = BN // self.rows
        self.hk, self.caches, self.kv_end = hk, caches, kv_end
        self.res = [[J.gpr(4, "su32", align=4) for _ in range(self.n)] for _ in caches]
        self.ids = [J.gpr("su32") for _ in range(self.n)]  # the next key block's ids, fetched one block ahead

    def fetch(self, k0: Any) -> None:
        """Issue the scalar loads of the block ids of the key block starting at key ``k0`` (SGPR, a multiple
        of ``BN``; past the table's width: its last entry, never outside it). The caller waits lgkmcnt."""
        J = self.J
        for s, blk in enumerate(self.ids):
            idx = J.gpr("si32", J.min((k0 + s * self.rows) >> log2_ceil(self.bs), self.nblk - 1))
            J.s_load_dword(blk, self.bt_row, J.gpr("su32", idx << 2))

    def build(self, k0: Any) -> None:
        """The K and V resources of the key block at ``k0`` from the fetched ids (lgkmcnt waited)."""
        J = self.J
        for s, blk in enumerate(self.ids):
            key = J.gpr("si32", k0 + s * self.rows)
            valid = J.gpr("si32", J.min(J.max(self.kv_end - key, 0), self.rows))
            row = J.gpr("su32", key & (self.bs - 1))
            with J.If(blk >= self.num_blocks):  # a stale or garbage id (unsigned: negative too): read nothing
                valid[0] = 0
            for c, (base, sb, ss, sh) in enumerate(self.caches):
                size = J.gpr("su32", J.select(valid > 0, (valid - 1) * ss + self.es * self.d[c], 0))
                addr = _base(self.J, base, blk, sb)
                off = J.gpr("su32", row * ss + self.hk * sh)
                r = self.res[c][s]
                J.s_add_u32(r[0], addr.dword(0), off)
                J.s_addc_u32(r[1], addr.dword(1), 0)
                r[2] = size
                r[3] = 0x00020000

    def seg_of(self, row: Any) -> tuple[Any, Any]:
        """(segment, row within it) of a VGPR tile row."""
        J = self.J
        return J.gpr("vu32", row >> log2_ceil(self.rows)), J.gpr("vu32", row & (self.rows - 1))

    def load(self, loads: list) -> None:
        """``loads``: (segment VGPR, cache index, fn(rsrc)) issued once per segment under its lanes; loads
        sharing a segment VGPR share one lane mask (one ``J.If`` per segment)."""
        J = self.J
        groups: dict[int, list] = {}
        for seg, c, fn in loads:
            groups.setdefault(id(seg), []).append((seg, c, fn))
        for group in groups.values():
            if self.n == 1:
                for _, c, fn in group:
                    fn(self.res[c][0])
                continue
            for s in range(self.n):
                with J.If(group[0][0] == s):
                    for _, c, fn in group:
                        fn(self.res[c][s])


def _k_loads(J: Any, kit: AttnKit, segs: _Segments, kst: _DirectK, ss: Any) -> list:
    """K rows straight into A-operand registers (``_DirectK``'s layout), through the segment resources."""
    seg, row = segs.seg_of(kit.rowmap_col())
    off = J.gpr("vu32", row * ss + (kit.half << 4))
    return [(seg, 0, lambda r, reg=reg, ch=ch: J.buffer_load(reg, r, off, offset=32 * ch))
            for ch, reg in enumerate(kst.regs)]


class _Fp8KV:
    """fp8 K/V (``FP8``: the arch's e4m3, dequantised exactly to q's dtype; the scales are applied outside):
    K's 8 bytes per lane and chunk and V's 4 bytes per stager row land in staging VGPRs, and ``convert``
    (after the loads' wait) turns them into the bf16/f16 registers the MFMA (``_DirectK.regs``, VGPRs here) and
    the V stager read. ``v_cvt_pk_f32_fp8`` (the low or, by SDWA ``WORD_1``, the high two bytes) gives exact
    fp32; every e4m3 value is exact in bf16 and f16, so bf16 takes the fp32's high halves (``v_perm_b32``)
    and f16 ``v_cvt_pkrtz_f16_f32`` (exact: no rounding happens)."""

    def __init__(self, J: Any, kit: AttnKit, kst: _DirectK, vst: TileStager, dt: str) -> None:
        self.J, self.kit, self.kst, self.vst, self.dt = J, kit, kst, vst, dt
        kst.regs = [J.gpr(4, "vu32") for _ in range(kst.nch)]  # written by VALU: VGPRs, not AccVGPRs
        self.kraw = [J.gpr(2, "vu32") for _ in range(kst.nch)]
        self.vraw = [[J.gpr("vu32") for _ in range(4)] for _ in range(vst.units)]
        self.widen = Fp8Widen(J, kit, dt)

    def convert(self) -> None:
        pair = self.widen.pair
        for raw, reg in zip(self.kraw, self.kst.regs):
            for i in range(4):
                pair(reg[i], raw[i // 2], bool(i % 2))
        for raws, data in zip(self.vraw, self.vst.data):
            for raw, dst in zip(raws, data):
                pair(dst[0], raw, False)
                pair(dst[1], raw, True)


def _k_loads_fp8(J: Any, kit: AttnKit, segs: _Segments, fp8: _Fp8KV, ss: Any) -> list:
    """``_k_loads`` for fp8 K: 8 bytes per lane and chunk (elements ``16c + 8h ..``) into staging VGPRs."""
    seg, row = segs.seg_of(kit.rowmap_col())
    off = J.gpr("vu32", row * ss + (kit.half << 3))
    return [(seg, 0, lambda r, reg=reg, ch=ch: J.buffer_load(reg, r, off, offset=16 * ch))
            for ch, reg in enumerate(fp8.kraw)]


def _v_loads_fp8(J: Any, kit: AttnKit, segs: _Segments, fp8: _Fp8KV, vst: TileStager, d: int, ss: Any) -> list:
    """``_v_loads`` for fp8 V: the stager's units, 4 bytes (4 values) per row, into staging VGPRs."""
    c4 = d // 4
    lg = log2_ceil(c4)
    out = []
    for n in range(vst.units):
        u = J.gpr("vu32", kit.tid + 64 * n)
        row0, col = J.gpr("vu32", (u >> lg) << 2), J.gpr("vu32", (u & (c4 - 1)) << 2)
        seg, r0 = segs.seg_of(row0)
        for r in range(4):
            off = J.gpr("vu32", (r0 + r) * ss + col)
            out.append((seg, 1, lambda rs, dst=fp8.vraw[n][r], off=off: J.buffer_load(dst, rs, off)))
    return out


def _v_loads(J: Any, kit: AttnKit, segs: _Segments, vst: TileStager, d: int, ss: Any) -> list:
    """V rows of the stager's units (4 rows of 8 bytes in one segment each), through the segment resources."""
    c4 = d // 4
    lg = log2_ceil(c4)
    out = []
    for n in range(vst.units):
        u = J.gpr("vu32", kit.tid + 64 * n)
        row0, col = J.gpr("vu32", (u >> lg) << 2), J.gpr("vu32", (u & (c4 - 1)) << 3)
        seg, r0 = segs.seg_of(row0)
        for r in range(4):
            off = J.gpr("vu32", (r0 + r) * ss + col)
            out.append((seg, 1, lambda rs, dst=vst.data[n][r], off=off: J.buffer_load(dst, rs, off)))
    return out


@jit()
def paged_decode_split(J, DT, D, SQ, GROUP, BS, FLAGS, q: "void*", kc: "void*", vc: "void*", bt: "void*",
                       lens: "void*", po: "void*", pl: "void*", nblk: "int", num_blocks: "uint", chunk: "int",
                       nparts: "int", window: "int", q_sb: "uint", q_ss: "uint", q_sh: "uint", kc_sb: "uint",
                       kc_ss: "uint",
                       kc_sh: "uint", vc_sb: "uint", vc_ss: "uint", vc_sh: "uint", bt_sb: "uint", po_sb: "uint",
                       pl_sb: "uint", c: "float", tk: "float"):
    """Partial (O, lse2) of partial blockIdx.x of (sequence blockIdx.z, kv head blockIdx.y) for its R = G * SQ
    packed query rows: po fp32 [S, Hkv, P, R, D], pl fp32 [S, Hkv, P, R] (module docstring)."""
    _split_body(J, DT, D, SQ, GROUP, BS, FLAGS, None, q, kc, vc, bt, lens, po, pl, nblk, num_blocks, chunk, nparts,
                window, q_sb, q_ss, q_sh, kc_sb, kc_ss, kc_sh, vc_sb, vc_ss, vc_sh, bt_sb, po_sb, pl_sb, c, tk)


@jit()
def paged_decode_single(J, DT, D, SQ, GROUP, BS, FLAGS, q: "void*", kc: "void*", vc: "void*", bt: "void*",
                        lens: "void*", out: "void*", nblk: "int", num_blocks: "uint", chunk: "int", window: "int",
                        q_sb: "uint", q_ss: "uint", q_sh: "uint", kc_sb: "uint", kc_ss: "uint", kc_sh: "uint",
                        vc_sb: "uint", vc_ss: "uint", vc_sh: "uint", bt_sb: "uint", o_sb: "uint", o_ss: "uint",
                        o_sh: "uint", c: "float", tk: "float"):
    """``paged_decode_split`` with one partial: the normalised O rounded to DT straight into ``out`` (like q:
    byte strides per sequence, query token, head), no partials and no combine launch (``_store_out``)."""
    _split_body(J, DT, D, SQ, GROUP, BS, FLAGS, None, q, kc, vc, bt, lens, None, None, nblk, num_blocks, chunk, 1,
                window, q_sb, q_ss, q_sh, kc_sb, kc_ss, kc_sh, vc_sb, vc_ss, vc_sh, bt_sb, None, None, c, tk,
                out=(out, o_sb, o_ss, o_sh))


@jit()
def paged_decode_split_fp8(J, DT, D, SQ, GROUP, BS, FLAGS, q: "void*", kc: "void*", vc: "void*", bt: "void*",
                           lens: "void*", po: "void*", pl: "void*", ks: "void*", vs: "void*", nblk: "int",
                           num_blocks: "uint", chunk: "int", nparts: "int", window: "int", q_sb: "uint",
                           q_ss: "uint", q_sh: "uint", kc_sb: "uint", kc_ss: "uint", kc_sh: "uint", vc_sb: "uint",
                           vc_ss: "uint", vc_sh: "uint", bt_sb: "uint", po_sb: "uint", pl_sb: "uint", s_sh: "uint",
                           c: "float", tk: "float"):
    """``paged_decode_split`` over fp8 caches (the arch's e4m3) with fp32 scales ``ks``/``vs`` (byte stride
    ``s_sh`` per kv head: 0 per-tensor, 4 per-head): K's scale multiplies the score scale (``c``, or ``tk``
    with a soft-cap), V's the partial O before its store; the codes are dequantised exactly to DT."""
    _split_body(J, DT, D, SQ, GROUP, BS, FLAGS, (ks, vs, s_sh), q, kc, vc, bt, lens, po, pl, nblk, num_blocks,
                chunk, nparts, window, q_sb, q_ss, q_sh, kc_sb, kc_ss, kc_sh, vc_sb, vc_ss, vc_sh, bt_sb, po_sb,
                pl_sb, c, tk)


def _split_body(J, DT, D, SQ, GROUP, BS, FLAGS, FP8, q, kc, vc, bt, lens, po, pl, nblk, num_blocks, chunk, nparts,
                window, q_sb, q_ss, q_sh, kc_sb, kc_ss, kc_sh, vc_sb, vc_ss, vc_sh, bt_sb, po_sb, pl_sb, c, tk,
                out=None):
    """The split kernel's body (``FP8``: None, or the scale arguments ``(ks, vs, s_sh)``; ``out``: None, or
    ``(out, o_sb, o_ss, o_sh)`` with one partial: the output itself instead of the partials)."""
    R = GROUP * SQ
    mf = MaskFlags.of(FLAGS)
    D, DV = fwd_dims(D)  # d=256: (256, 128), one 128-column slice of V and out per launch
    # head dims 80/96: V staged as PAD_DIMS' 128 columns (those past DV only reach O columns never stored),
    # O^T in cdiv(DV, 32) tiles, the stores cut at DV (as ``attention_decode.attn_decode_split``'s)
    DVL, DVC = PAD_DIMS.get(DV, DV), cdiv(DV, 32) * 32
    p = FwdPlan(DT, D, 1, BN, False, GROUP, dv=0 if DVC == D else DVC)
    kit = AttnKit(J, DT)
    assert J.lds_alloc(DVL * p.vstride) == 0
    part, hk, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z

    # the sequence's keys: [k_lo, seq_len); this partial's: [kv0, kv1)
    seq_len = J.gpr("si32")
    if mf.varlen:  # lens: the launcher's work rows (``_varlen_work``): this query chunk's sequence and tokens
        work = [J.gpr("si32") for _ in range(VARLEN_FIELDS)]
        for i, w in enumerate(work):
            J.s_load_dword(w, lens, J.gpr("su32", (bz << 5) + 4 * i))
        seq_len = work[0]
    else:
        J.s_load_dword(seq_len, lens, J.gpr("su32", bz << 2))
    if FP8 is not None:
        sk, sv = J.gpr("sf32"), J.gpr("sf32")
        soff = J.gpr("su32", hk * FP8[2])
        J.s_load_dword(sk, FP8[0], soff)
        J.s_load_dword(sv, FP8[1], soff)
    if not mf.varlen:
        bt_row = _base(J, bt, bz, bt_sb)
    J.s_waitcnt(lgkmcnt=0)
    if mf.varlen:
        bt_row = _base(J, bt, work[4], bt_sb)
    seq_len[0] = J.min(J.max(seq_len, 0), nblk * BS)
    # query s (of the sequence's last SQ tokens; varlen: of this chunk's) sees keys s + lo_off <= j < s + hi_off
    # (lo_off with mf.lo)
    hi_off = J.gpr("si32", work[3] if mf.varlen else seq_len - (SQ - 1))
    lo_off = J.gpr("si32", hi_off - 1 - window)
    k_lo = J.gpr("si32", J.max(lo_off, 0) if mf.lo else 0)
    kv0 = J.gpr("si32", ((k_lo >> 5) << 5) + part * chunk)
    kv1 = J.gpr("si32", J.min(seq_len, kv0 + chunk))
    if mf.varlen:  # no key past the chunk's last query's
        kv1[0] = J.min(kv1, hi_off + (SQ - 1))
    ntiles = J.gpr("si32", (kv1 - kv0 + (BN - 1)) >> 5)

    # packed query column n = g * SQ + s -> q[bz, s, hk*G + g] (varlen: q[first token + s, hk*G + g]); columns
    # past R (varlen: and tokens past the chunk's) read 0
    n = J.gpr("vu32", kit.col)
    g, s = J.gpr("vu32", n // SQ), J.gpr("vu32", n % SQ)
    rq = _base(J, q, work[1], q_ss) if mf.varlen else _base(J, q, bz, q_sb)
    rq = _base(J, q, J.gpr("su32", hk * GROUP), q_sh, rq)
    rqr = J.buffer_resource(rq, J.gpr("su32", (GROUP - 1) * q_sh + (SQ - 1) * q_ss + 2 * D))
    qoff = J.gpr("vu32", J.select(n < R, g * q_sh + s * q_ss + (kit.half << 4), 0x7FFFF000))
    if mf.varlen:
        qoff[0] = J.select(s < work[2], qoff, 0x7FFFF000)
    qr = [J.gpr(4, "au32") for _ in range(D // 16)]  # B operand for the whole kernel: AccVGPRs
    for ch in range(D // 16):
        J.buffer_load(qr[ch], rqr, qoff, offset=32 * ch)

    segs = _Segments(J, (D, DV), BS, bt_row, nblk, num_blocks, hk,
                     ((kc, kc_sb, kc_ss, kc_sh), (vc, vc_sb, vc_ss, vc_sh)), kv1, 2 if FP8 is None else 1)
    kst = _DirectK(J, kit, D, kc_ss)
    vst = TileStager(J, kit, p.lanes, BN, DVL, vc_ss, None, 0)
    fp8 = None
    if FP8 is None:
        kloads, vloads = _k_loads(J, kit, segs, kst, kc_ss), _v_loads(J, kit, segs, vst, DVL, vc_ss)
    else:
        fp8 = _Fp8KV(J, kit, kst, vst, DT)
        kloads, vloads = _k_loads_fp8(J, kit, segs, fp8, kc_ss), _v_loads_fp8(J, kit, segs, fp8, vst, DVL, vc_ss)
    segs.fetch(kv0)
    J.s_waitcnt(lgkmcnt=0)
    segs.build(kv0)
    segs.fetch(J.gpr("si32", kv0 + BN))  # waited by the loop's lgkmcnt(0) before its first build
    with J.If(ntiles[0] > 0):
        segs.load(kloads)
        segs.load(vloads)
    vread = a_reader(J, kit, 0, p.vstride)
    _ = kit.swap_addr  # defined before the loop: the epilogue uses it even when the loop never runs

    # masking: keys at or past the lane's limit (partial end; query s: s + hi_off) get -inf, and with a
    # window those below s + lo_off
    s_i = J.gpr("vi32", s)
    lim_h = J.gpr("vi32", J.min(kv1, s_i + hi_off) - kv0 - (kit.half << 3))
    lim_lo = J.gpr("si32", J.min(kv1, hi_off) - kv0)
    lo_h = lo_max = None
    if mf.lo:
        lo_h = J.gpr("vi32", s_i + lo_off - kv0 - (kit.half << 3))
        lo_max = J.gpr("si32", lo_off + (SQ - 1) - kv0)
    if FP8 is None:
        tk1 = J.gpr("sf32", tk) if mf.softcap else None
        c2 = J.gpr(2, "sf32", c)
    else:  # K's scale multiplies every score: fold it into the first factor the scores meet
        skv = J.gpr("vf32", sk)
        tk1 = None
        if mf.softcap:
            tk1 = J.gpr("vf32")
            J.v_mul_f32(tk1, tk, skv)
            c2 = J.gpr(2, "sf32", c)
        else:
            c2 = J.gpr(2, "vf32")
            J.v_mul_f32(c2[0], c, skv)
            J.v_mov_b32(c2[1], c2[0])
    ninf = J.gpr("vf32", float("-inf"))
    m = J.gpr("vf32", NEG_FLT_MAX)
    lsum = J.gpr("vf32", 0.0)
    o = [J.gpr(16, "vf32", 0.0) for _ in range(DVC // 32)]
    j, jbn = J.gpr("si32", 0), J.gpr("si32", 0)
    if out is not None:
        kit.pack_constants()  # the output's pack runs after a loop that may not run

    with J.While(j[0] < ntiles):
        J.s_waitcnt(vmcnt=0)
        if fp8 is not None:
            fp8.convert()
        vst.write()
        J.s_waitcnt(lgkmcnt=0)
        with J.If(j[0] + 1 < ntiles):
            segs.build(J.gpr("si32", kv0 + jbn + BN))
            segs.fetch(J.gpr("si32", kv0 + jbn + 2 * BN))  # one key block ahead: its latency hides under this one
            segs.load(vloads)
        st = kst.scores(kit, qr)
        with J.If(j[0] + 1 < ntiles):
            segs.load(kloads)
        _softmax_pv_tile(J, kit, p, mf, st, TileMasks(tk1, c2, lim_h, lim_lo, lo_h, lo_max, ninf), jbn, m, lsum,
                         o, vread)
        j[0] = j + 1
        jbn[0] = jbn + BN
    J.s_waitcnt(lgkmcnt=0)  # the ids fetched for a key block past the last (their registers get reused)
    if FP8 is not None:  # V's scale: O = scale * sum p v
        sv2 = J.gpr(2, "vf32")
        J.v_mov_b32(sv2[0], sv)
        J.v_mov_b32(sv2[1], sv)
        for t in o:
            for i in range(8):
                J.v_pk_mul_f32(t[2 * i:2 * i + 1], t[2 * i:2 * i + 1], sv2)

    if out is not None:
        _store_out(J, kit, DV, SQ, GROUP, o, lsum, n, g, s, bz, hk, *out)
        return
    _store_partial(J, kit, DV, R, o, m, lsum, n, po, pl, bz, J.gpr("su32", hk * nparts + part), po_sb, pl_sb)


def _store_out(J: Any, kit: AttnKit, d: int, sq: int, group: int, o: list, lsum: Any, n: Any, g: Any, s: Any,
               bz: Any, hk: Any, out: Any, o_sb: Any, o_ss: Any, o_sh: Any) -> None:
    """out[bz, s, hk*G + g, :] = O^T / l rounded to the kernel dtype (0 when l == 0: no key seen) for packed
    column n = g * SQ + s; the fp32 layout is ``_store_partial``'s (lane half h holds columns 8h.. of each 16),
    so a lane stores 4 values (8 bytes) per 16 columns. Columns n >= G * SQ store nothing (past the V#)."""
    ltot = J.gpr("vf32")
    J.v_add_f32(ltot, lsum, kit.other_half(lsum))
    inv = J.gpr(2, "vf32")
    J.v_rcp_f32(inv[0], ltot)
    J.v_cmp_lt_f32(J.vcc, 0.0, ltot)
    J.v_cndmask_b32(inv[0], 0, inv[0], J.vcc)
    J.v_mov_b32(inv[1], inv[0])
    ro = _base(J, out, bz, o_sb)
    ro = _base(J, out, J.gpr("su32", hk * group), o_sh, ro)
    rr = J.buffer_resource(ro, J.gpr("su32", (group - 1) * o_sh + (sq - 1) * o_ss + 2 * d))
    off = J.gpr("vu32", J.select(n < group * sq, g * o_sh + s * o_ss + (kit.half << 4), 0x7FFFF000))
    for db, acc in enumerate(o):
        for i in range(8):
            J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], inv)
        for gg in range(2):
            if 32 * db + 16 * gg >= d:  # head dim 80: the last tile's columns 80..95 are not out's
                continue
            for q4 in range(2):
                packed = kit.pack_run(acc, 8 * gg + 4 * q4, 4)
                J.buffer_store(packed, rr, off, offset=64 * db + 32 * gg + 8 * q4)


def _bytes(t: torch.Tensor, dims: int, what: str) -> list[int]:
    es = t.element_size()
    out = [s * es for s in t.stride()[:dims]]
    if any(s < 0 or s >= 1 << 32 for s in out):
        raise ValueError(f"paged_attention kernel: {what}'s byte strides {out} must be below 2**32; use the "
                         f"reference (TORCH_CDNA_OPS_IMPL=reference)")
    return out


def _scales(k_scale: torch.Tensor | None, v_scale: torch.Tensor | None, hkv: int) -> tuple:
    """(k scales, v scales, byte stride per kv head): one stride for both, so a per-tensor scale next to a
    per-head one is expanded."""
    for name, t in (("k_scale", k_scale), ("v_scale", v_scale)):
        if t is None or t.dtype != torch.float32 or t.numel() not in (1, hkv):
            raise ValueError(f"paged_attention kernel: fp8 caches need {name} as float32 with 1 or {hkv} elements")
    ks, vs = k_scale.reshape(-1), v_scale.reshape(-1)
    if ks.numel() == vs.numel() == 1 or hkv == 1:
        return ks.contiguous(), vs.contiguous(), 0
    return ks.expand(hkv).contiguous(), vs.expand(hkv).contiguous(), 4


def launch_paged_attention(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, block_table: torch.Tensor,
                           seq_lens: torch.Tensor, out: torch.Tensor, scale: float, softcap: float = 0.0,
                           window_left: int = -1, partials: int | None = None,
                           sinks: torch.Tensor | None = None, k_scale: torch.Tensor | None = None,
                           v_scale: torch.Tensor | None = None, cu_seqlens_q: torch.Tensor | None = None,
                           max_q: int = 0) -> list:
    """q [S, Hq, D] or [S, Q, Hq, D] (unit-stride D), caches [NB, BS, Hkv, D] (unit-stride D), block_table int32
    [S, W] (unit-stride rows), seq_lens int32 [S] contiguous, out like q, contiguous; ``partials`` overrides
    the rule (tests); ``sinks`` contiguous [Hq] (float32 or q's dtype), counted once by the combine kernel.
    fp8 caches (``FP8_CACHE_DTYPES``, the arch's e4m3) need ``k_scale``/``v_scale``: contiguous float32 with 1
    or Hkv elements. ``cu_seqlens_q`` (int32 [S + 1]) with ``max_q`` (its largest difference): q and out are
    [T, Hq, D], sequence i's queries the rows ``cu[i] .. cu[i+1] - 1`` (``launch_paged_varlen``).
    Returns the simulator's [split, combine] LaunchStats, or [split] alone: with one partial, no sinks and a
    bf16/fp16 cache the split kernel writes ``out`` itself (``paged_decode_single``). Head dim 256 runs as
    one such launch per 128 columns of V and out (``V_SLICE``: the full d=256 O and V tile exceed 256 VGPRs;
    each slice recomputes the scores and reads K again)."""
    if cu_seqlens_q is not None:
        return launch_paged_varlen(q, k_cache, v_cache, block_table, seq_lens, cu_seqlens_q, max_q, out, scale,
                                   softcap, window_left, partials, sinks, k_scale, v_scale)
    q4, out4 = (q, out) if q.dim() == 4 else (q.unsqueeze(1), out.unsqueeze(1))
    return _launch(q4, _bytes(q4, 3, "q"), k_cache, v_cache, block_table, seq_lens, out4, scale, softcap,
                   window_left, partials, sinks, k_scale, v_scale, False)


def varlen_chunk(max_q: int, group: int) -> int:
    """Query tokens per workgroup for a varlen batch: a power of two, at most ``max_q`` rounded up, with
    ``group`` times it at most ``MAX_ROWS`` (the wave's MFMA columns).

    Example:
        >>> varlen_chunk(1, 8), varlen_chunk(3, 4), varlen_chunk(100, 8), varlen_chunk(100, 32)
        (1, 4, 4, 1)
    """
    cap = 1 << (MAX_ROWS // group).bit_length() - 1
    return min(1 << max(max_q - 1, 0).bit_length(), cap)


def _varlen_work(seq_lens: torch.Tensor, cu: torch.Tensor, sq: int, chunks: int) -> torch.Tensor:
    """int32 [S * chunks, 8]: per (sequence i, query chunk c) the kernel's work row: seq_len, its first query
    token ``cu[i] + c * sq``, its tokens ``clamp(q_len - c * sq, 0, sq)``, hi_off ``seq_len - q_len + c * sq +
    1`` (token t of the sequence sees keys ``<= seq_len - q_len + t``: bottom-right) and i. Torch ops on the
    tensors' device: no host sync."""
    s = seq_lens.numel()
    lens, cu = seq_lens.long().view(s, 1), cu.long()
    qlen = (cu[1:] - cu[:-1]).view(s, 1)
    c0 = torch.arange(chunks, device=cu.device).view(1, chunks) * sq
    work = torch.zeros((s, chunks, 8), dtype=torch.int64, device=cu.device)
    work[..., 0] = lens
    work[..., 1] = cu[:-1].view(s, 1) + c0
    work[..., 2] = (qlen - c0).clamp(0, sq)
    work[..., 3] = lens - qlen + c0 + 1
    work[..., 4] = torch.arange(s, device=cu.device).view(s, 1)
    return work.reshape(s * chunks, 8).to(torch.int32)


def launch_paged_varlen(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, block_table: torch.Tensor,
                        seq_lens: torch.Tensor, cu_seqlens_q: torch.Tensor, max_q: int, out: torch.Tensor,
                        scale: float, softcap: float = 0.0, window_left: int = -1, partials: int | None = None,
                        sinks: torch.Tensor | None = None, k_scale: torch.Tensor | None = None,
                        v_scale: torch.Tensor | None = None) -> list:
    """Chunked prefill / mixed batches (vLLM's unified attention): q and out [T, Hq, D], sequence i's
    ``q_len = cu[i+1] - cu[i]`` queries are its last tokens, bottom-right causal over its ``seq_lens[i]`` keys.
    Each sequence's queries run in chunks of ``varlen_chunk(max_q, G)`` tokens, one grid row per (sequence,
    chunk) (``_varlen_work``; chunks past a sequence's queries do nothing useful), into a padded output
    [S * chunks, chunk, Hq, D] whose real rows are gathered into ``out`` (device ops, no host sync). Each chunk
    reads its keys itself: long prefills re-read the KV once per chunk (the decode kernel's tiles, not a
    prefill kernel's)."""
    t, hq, d = q.shape
    s, hkv = seq_lens.numel(), k_cache.shape[2]
    sq = varlen_chunk(max(max_q, 1), hq // hkv)
    chunks = -(-max(max_q, 1) // sq)
    work = _varlen_work(seq_lens, cu_seqlens_q, sq, chunks)
    pad = torch.empty((s * chunks, sq, hq, v_cache.shape[-1]), dtype=out.dtype, device=out.device)
    qs = [0, q.stride(0) * q.element_size(), q.stride(1) * q.element_size()]
    stats = _launch(q, qs, k_cache, v_cache, block_table, work, pad, scale, softcap, window_left, partials, sinks,
                    k_scale, v_scale, True, rows=s * chunks, sq=sq)
    if t:
        cu = cu_seqlens_q.long()
        tok = torch.arange(t, device=q.device)
        seq = torch.searchsorted(cu[1:], tok, right=True)
        out.copy_(pad.reshape(-1, hq, pad.shape[-1])[seq * (chunks * sq) + tok - cu[seq]])
    return stats


def _launch(q: torch.Tensor, qs: list, k_cache: torch.Tensor, v_cache: torch.Tensor, block_table: torch.Tensor,
            lens: torch.Tensor, out4: torch.Tensor, scale: float, softcap: float, window_left: int,
            partials: int | None, sinks: torch.Tensor | None, k_scale: torch.Tensor | None,
            v_scale: torch.Tensor | None, varlen: bool, rows: int | None = None, sq: int | None = None) -> list:
    """The launches for out4 [rows, sq, Hq, Dv] (q's byte strides ``qs``: per grid row, token, head; varlen:
    ``lens`` is the work table and q is addressed by its tokens); d=256 one launch per V slice."""
    dv = v_cache.shape[-1]
    if dv > V_SLICE:
        return [st for i in range(0, dv, V_SLICE)
                for st in _launch(q, qs, k_cache, v_cache[..., i:i + V_SLICE], block_table, lens,
                                  out4[..., i:i + V_SLICE], scale, softcap, window_left, partials, sinks, k_scale,
                                  v_scale, varlen, rows, sq)]
    s, sq = (rows, sq) if varlen else q.shape[:2]
    hq, d = q.shape[-2:]
    nb, bs, hkv, _ = k_cache.shape
    group = hq // hkv
    nrows = group * sq
    if nrows > MAX_ROWS:
        raise ValueError(f"paged_attention: {group} query heads per kv head times {sq} query tokens must be <= "
                         f"{MAX_ROWS}")
    width = block_table.shape[1]
    if width == 0 or s == 0:  # no key anywhere: softmax over nothing is 0 (the reference's empty sum)
        out4.zero_()
        return []
    partials, chunk = launch_plan(s, hkv, nrows, width, bs, sq, window_left, partials, d=d,
                                  arch=target_arch(q.device))
    dt = dt_name(q.dtype)
    flags = MaskFlags(lo=window_left >= 0, softcap=bool(softcap), varlen=varlen)
    c, tk = float(scale) * LOG2E, 0.0
    if softcap:
        tk, c = 2.0 * float(scale) * LOG2E / float(softcap), float(softcap) * LOG2E
    kcs, vcs = _bytes(k_cache, 3, "k_cache"), _bytes(v_cache, 3, "v_cache")
    consts = (dt, d if dv == d else (d, dv), sq, group, bs, flags.const())
    if partials == 1 and sinks is None and k_cache.dtype not in FP8_CACHE_DTYPES:
        # one partial: the split kernel writes out itself (a second launch costs ~2.5 us)
        return [paged_decode_single((1, hkv, s), 64, *consts, q, k_cache, v_cache, block_table, lens, out4,
                                    width, nb, chunk, int(window_left), *qs, *kcs, *vcs, block_table.stride(0) * 4,
                                    *_bytes(out4, 3, "out"), c, tk)]
    po = torch.empty((s, hkv, partials, nrows, dv), dtype=torch.float32, device=q.device)
    pl = torch.empty((s, hkv, partials, nrows), dtype=torch.float32, device=q.device)
    if k_cache.dtype in FP8_CACHE_DTYPES:
        ks, vs, s_sh = _scales(k_scale, v_scale, hkv)
        st1 = paged_decode_split_fp8((partials, hkv, s), 64, *consts, q, k_cache, v_cache, block_table, lens,
                                     po, pl, ks, vs, width, nb, chunk, partials, int(window_left), *qs, *kcs, *vcs,
                                     block_table.stride(0) * 4, po.stride(0) * 4, pl.stride(0) * 4, s_sh, c, tk)
    else:
        st1 = paged_decode_split((partials, hkv, s), 64, *consts, q, k_cache, v_cache, block_table, lens, po,
                                 pl, width, nb, chunk, partials, int(window_left), *qs, *kcs, *vcs,
                                 block_table.stride(0) * 4, po.stride(0) * 4, pl.stride(0) * 4, c, tk)
    lse = torch.empty((s, hq, sq), dtype=torch.float32, device=q.device)
    es = out4.element_size()
    os_ = [out4.stride(0) * es, out4.stride(2) * es, out4.stride(1) * es]  # [S, Hq, Q] order
    st2 = combine((nrows, hkv, s), dt, dv, sq, group, po, pl, out4, lse, partials, po.stride(0) * 4,
                  pl.stride(0) * 4, *os_, lse.stride(0) * 4, lse.stride(1) * 4, sinks=sinks)
    return [st1, st2]


for _kind in ("sim", "hip"):
    register("paged_attention", _kind, ARCHS, dtypes=DTYPES)(launch_paged_attention)
