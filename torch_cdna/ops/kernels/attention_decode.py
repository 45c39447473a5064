"""Split-KV decode attention (``cdna::attention`` for S_q <= 16 over a long KV): a split kernel and a combine
kernel, gfx942 and gfx950, bf16/fp16, head dims 64, 80, 96, 128 and 256 (80/96 in place, 256 with v in
128-column slices), GQA, causal (top-left or bottom-right), sliding
windows and soft-capping (the forward's ``attn_kit.MaskFlags``); rows that see no key get out 0, lse -inf.

Why a separate path. With S_q <= 16 the forward kernel runs one workgroup per (batch, query head) that walks
the whole KV: B * H_q workgroups (too few for a GPU when B is small), K/V read once per *query* head (G times
the minimum under GQA), and 32-row MFMA tiles of which at most S_q rows are real.

Design.
- Query packing: the ``R = G * S_q`` query rows that share kv head ``hk`` (query heads ``hk*G .. hk*G+G-1``,
  positions ``0 .. S_q-1``) become the MFMA's query columns ``n = g * S_q + s``: one K/V stream serves every
  query head of a kv head, and G=8, S_q=4 fills a 32-column tile completely. ``QT = ceil(R / 32)`` (a power
  of two) waves per workgroup each own 32 columns; columns ``n >= R`` read Q as 0 and store nothing.
- Split: the KV of each (batch, kv head) is cut into ``P`` chunks of ``chunk`` keys (a multiple of the key
  block); workgroup ``(p, hk, b)`` computes, in fp32, the *partial* softmax of its chunk: ``O_p = sum_j
  exp2(s_j - m) v_j / l`` and ``lse2_p = m + log2 l`` (log2 units; -inf with O_p = 0 when no key of the chunk
  is visible, e.g. causal). Math per key block is the forward's (``attn_kit.score_tiles/mask_keys/online_softmax``
  and ``attention._pv``, transposed 32x32 MFMA tiles, exp2 with log2(e) folded into the scale).
- K/V movement: with one wave (R <= 32) K goes from global memory straight into A-operand registers (16-byte
  loads through ``rowmap``; no LDS) and V through a private transposed LDS tile; with QT > 1 waves both are
  staged once per workgroup (``attn_kit.TileStager``) and shared. The next block's loads are issued right
  after the current block's registers are consumed, so they fly under the MFMA/softmax work. Every key is
  read once in total: the chunk's buffer descriptors end at the chunk (the tail reads 0, not the next chunk).
- Combine kernel: one wave per output row: lane p loads ``lse2_p``, wave max and sum of ``w_p = exp2(lse2_p -
  M)``, then ``out = sum_p w_p O_p / sum_p w_p`` (rounded once to bf16/fp16) and ``lse = (M + log2 sum w) ln 2``.

Dispatch (``decode_partials``; the forward launcher asks it first): see ``DECODE_RULE``.

Example:
    >>> decode_partials(b=1, hkv=8, sq=1, skv=32768, group=4, causal=False)
    64
    >>> decode_partials(b=1, hkv=8, sq=64, skv=32768, group=4, causal=False)  # not decode: the forward
    0
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, NamedTuple

import torch

from ...asm.jit import jit
from ...runtime.device import target_arch
from .. import tuned
from .attention import FwdPlan, fwd_dims
from ..attention import band
from .attn_kit import (DECODE_DIMS, FLT_MAX, LN2, LOG2E, NEG_FLT_MAX, PAD_DIMS, SINK_NONE, V_SLICE, AttnKit,
                       MaskFlags, TileStager, a_reader, advance, byte_strides, cdiv, check_span, dt_name, head_resource,
                       log2_ceil, mask_keys, online_softmax, score_tiles, sink_log2, sink_mode, soft_cap,
                       sub_resource)

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16)
COMBINE_UNROLL = 8  # partials whose O rows the combine kernel loads before it waits (twice that when there
                    # are more: the second half's loads only where partials remain)


# ---------------------------------------------------------------------------------------------- dispatch
@dataclass(frozen=True)
class DecodeRule:
    """When the split-KV decode path replaces the forward kernel, and how many partials it uses.

    ==================  =====  ==================================================================
    field               value  why
    ==================  =====  ==================================================================
    max_sq              16     more query rows fill the forward's 32..128-row tiles by themselves
    min_kv              256    shorter KVs are a handful of key blocks: one forward pass is enough
    target_workgroups   1024   ~3-4 per CU of MI300X (304 CUs) / MI355X (256 CUs): enough to fill
                               the GPU and hide memory latency
    min_chunk_keys      256    keys per partial, at least; and at least ``chunk_per_row * R``
    chunk_per_row       16     so that the partial's write + read (2 R D fp32) stays <= 1/8 of its
                               K/V bytes (chunk * D * 4)
    max_partials        64     the combine kernel reads one lse per lane
    ==================  =====  ==================================================================

    The KV length the rule sees is that of ``key_range``: the keys some query's band meets. Top-left causal
    (query i sees keys ``j <= i``) leaves at most 16 of them with S_q <= 16, so such calls stay on the forward
    kernel; bottom-right causal (decode over a cache) sees the whole cache, a sliding window ``window_left +
    S_q`` keys, and the split covers only those.
    """

    max_sq: int = 16
    min_kv: int = 256
    target_workgroups: int = 1024
    min_chunk_keys: int = 256
    chunk_per_row: int = 16
    max_partials: int = 64


DECODE_RULE = DecodeRule()


def _block_keys(d: int, qt: int) -> int:
    """Keys per block: 32 (one S^T tile), 64 where 32 would leave a TileStager lane a fraction of a V block."""
    return 64 if d == 64 and qt == 4 else 32


def query_tiles(rows: int) -> int:
    """Waves (32 packed query columns each) for ``rows = G * S_q`` packed rows: 1, 2 or 4."""
    return 1 << log2_ceil(cdiv(rows, 32))


def decode_dims(d: int, dv: int, rows: int) -> bool:
    """Whether the split kernel takes q/k head dim ``d`` and v's ``dv`` for ``rows = G * S_q`` packed rows:
    ``attn_kit.DECODE_DIMS``, and 80/96 in place (one query tile: K loaded straight into registers; more: K
    staged in 128-wide LDS rows whose columns past d load 0). ``rows`` is kept for the callers' symmetry.

    Example:
        >>> decode_dims(128, 128, 64), decode_dims(80, 80, 8), decode_dims(80, 80, 64), decode_dims(256, 256, 8)
        (True, True, True, False)
    """
    return (d, dv) in DECODE_DIMS or (d == dv and d in PAD_DIMS)


def decode_chunk(skv: int, partials: int, bn: int) -> int:
    """Keys per partial for ``partials`` partials: a multiple of the key block ``bn``."""
    return cdiv(cdiv(skv, partials), bn) * bn


def decode_partials(b: int, hkv: int, sq: int, skv: int, group: int, causal: bool,
                    rule: DecodeRule = DECODE_RULE) -> int:
    """How many KV partials the decode path uses for this problem; 0 when the forward kernel should run."""
    eff_kv = min(skv, sq) if causal else skv
    rows = group * sq
    if sq > rule.max_sq or eff_kv < rule.min_kv or rows > 128:
        return 0
    min_chunk = max(rule.min_chunk_keys, rule.chunk_per_row * rows)
    want = cdiv(rule.target_workgroups, max(1, b * hkv))
    p = max(1, min(want, cdiv(skv, min_chunk), rule.max_partials))
    return cdiv(skv, decode_chunk(skv, p, 32))  # no empty partial after rounding the chunk up


def tuned_key(d: int, b: int, hkv: int, rows: int, skv: int) -> tuple[int, ...]:
    """The key of ``ops/tuned.py``'s ``attention_decode`` table: head dim, then (batch, kv head) pairs, packed
    query rows and keys, each rounded up to a power of two."""
    return (d, tuned.bucket(b * hkv), tuned.bucket(rows), tuned.bucket(skv))


def planned_partials(b: int, hkv: int, sq: int, skv: int, group: int, d: int, arch: str) -> int:
    """The partials the forward launcher uses: ``decode_partials`` (0: the forward kernel), except that a
    one-token decode whose bucket the timing model's table holds (``tuned_key``) takes the tuned count; the
    table never switches between the decode path and the forward kernel.

    Example:
        >>> planned_partials(1, 8, 17, 32768, 1, 128, "gfx942")   # not decode: the forward kernel
        0
    """
    rule = decode_partials(b, hkv, sq, skv, group, False)
    if rule and sq == 1:
        found = tuned.pick("attention_decode", arch, tuned_key(d, b, hkv, group, skv))
        if found is not None:
            return cdiv(skv, decode_chunk(skv, max(1, min(int(found), DECODE_RULE.max_partials)), 32))
    return rule


# ---------------------------------------------------------------------------------------------- split kernel
class _DirectK:
    """K of one 32-key block straight from global memory into A-operand registers (one wave): lane (j, h)
    loads row ``rowmap(j)``'s elements ``16c + 8h .. + 7`` for each chunk c."""

    def __init__(self, J: Any, kit: AttnKit, d: int, k_ss: Any) -> None:
        self.J, self.nch = J, d // 16
        self.off = J.gpr("vu32", kit.rowmap_col() * k_ss + (kit.half << 4))
        self.regs = [J.gpr(4, "au32") for _ in range(self.nch)]  # MFMA sources only: AccVGPRs

    def load(self, rsrc: Any) -> None:
        for ch, r in enumerate(self.regs):
            self.J.buffer_load(r, rsrc, self.off, offset=32 * ch)

    def scores(self, kit: AttnKit, qr: list) -> list:
        acc = self.J.gpr(16, "vf32")
        for ch in range(self.nch):
            kit.mfma_chunk(acc, self.regs[ch], qr[ch], first=ch == 0)
        return [acc]


class TileMasks(NamedTuple):
    """The registers a key tile's scaling and masking read (``lo_h``/``lo_max`` only with a left window,
    ``tk1`` only with a soft-cap)."""
    tk1: Any
    c2: Any
    lim_h: Any
    lim_lo: Any
    lo_h: Any
    lo_max: Any
    ninf: Any


def _softmax_pv_tile(J: Any, kit: AttnKit, p: FwdPlan, mf: MaskFlags, st: list, mk: TileMasks, jbn: Any, m: Any,
                     lsum: Any, o: list, vread: Any) -> None:
    """One key tile of the split-KV loop (decode and paged): scores ``st`` soft-capped, scaled to log2 units,
    keys past the lane's limit (and, with a left window, below it) set to -inf, the online softmax's running
    max ``m`` and sum ``lsum`` updated, ``o`` rescaled and P V accumulated into it."""
    BN = p.bn
    if mf.softcap:  # tanh(s |scale| / cap), then times c = cap log2 e
        soft_cap(J, st, mk.tk1)
    for t in st:
        for i in range(8):
            J.v_pk_mul_f32(t[2 * i:2 * i + 1], t[2 * i:2 * i + 1], mk.c2)
    with J.If(jbn[0] + BN > mk.lim_lo):
        mask_keys(J, p, st, mk.lim_h, jbn, mk.ninf)
    if mf.lo:
        with J.If(jbn[0] < mk.lo_max):
            thr = J.gpr("vi32", mk.lo_h - jbn)
            for kb, t in enumerate(st):
                for r in range(16):
                    J.v_cmp_ge_i32(J.vcc, 32 * kb + 16 * (r // 8) + r % 8, thr)
                    J.v_cndmask_b32(t[r], mk.ninf, t[r], J.vcc)
    alpha = online_softmax(J, kit, st, m, lsum)
    pair = J.gpr(2, "vf32", alpha)
    for acc in o:
        for i in range(8):
            J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], pair)
    pk = [kit.pack_run(t, 8 * gg, 8) for t in st for gg in range(2)]
    _pv_rolling(J, p, kit, vread, pk, o)


def _pv_rolling(J: Any, p: FwdPlan, kit: AttnKit, vread: Any, pk: list, o: list) -> None:
    """O^T[db] += V^T[db] P^T (as ``attention._pv``) with the LDS reads of two d-blocks in flight at a time,
    so that only 2 * bn / 4 registers hold V^T (not d * bn / 32)."""
    nch, nd = p.bn // 16, p.vd // 32
    regs: dict[int, list] = {}

    def issue(db: int) -> None:
        regs[db] = [J.gpr(4, "vu32") for _ in range(nch)]
        for ch, r in enumerate(regs[db]):
            J.ds_read(r, vread, offset=db * 32 * p.vstride + 32 * ch)

    for db in range(min(2, nd)):
        issue(db)
    for db in range(nd):
        for ch in range(nch):
            J.s_waitcnt(lgkmcnt=min(15, nch - 1 - ch + (nch if db + 1 < nd else 0)))
            kit.mfma_chunk(o[db], regs[db][ch], pk[ch], first=False)
        if db + 2 < nd:
            issue(db + 2)


def _chunk_resource(J: Any, base: Any, bz: Any, hk: Any, sb: Any, sh: Any, skv: Any, ss: Any, d: int,
                    kv0: Any, nkeys: Any) -> Any:
    """A V# over keys ``[kv0, kv0 + nkeys)`` of head (bz, hk): loads past the chunk read 0."""
    r = sub_resource(J, head_resource(J, base, bz, hk, sb, sh, skv, ss, 2 * d), J.gpr("su32", kv0 * ss))
    J.s_min_u32(r[2], r[2], J.gpr("su32", (nkeys - 1) * ss + 2 * d))
    return r


def attn_decode_split(J, DT, D, SQ, GROUP, QT, BN, CAUSAL, q: "void*", k: "void*", v: "void*", po: "void*",
                      pl: "void*", skv: "int", chunk: "int", nparts: "int", q_sb: "uint", q_sh: "uint",
                      q_ss: "uint", k_sb: "uint", k_sh: "uint", k_ss: "uint", v_sb: "uint", v_sh: "uint",
                      v_ss: "uint", po_sb: "uint", pl_sb: "uint", c: "float", kv_base: "int", kv_stop: "int",
                      lo_off: "int", hi_off: "int", tk: "float"):
    """Partial (O, lse2) of keys [kv_base + p*chunk, + chunk) (up to kv_stop) for the G*SQ packed query rows of
    kv head hk. po: fp32 [B, Hkv, P, R, D] (batch stride po_sb bytes), pl: fp32 [B, Hkv, P, R] (pl_sb).
    ``CAUSAL``: ``attn_kit.MaskFlags`` (a bool: top-left causal); query s sees keys ``s + lo_off <= j < s +
    hi_off`` on the bounded sides; soft-capping as the forward's (``tk``, c = cap log2 e). ``D``: the head dim
    of q, k, v (an int) or (q/k's, v's), as ``attention.attn_fwd``'s ``DIMS`` (po's last dim is v's)."""
    R = GROUP * SQ
    mf = MaskFlags.of(CAUSAL)
    D, DV = fwd_dims(D)
    # head dims 80/96: V staged as 128 columns (those past DV never reach a stored output row) and O^T in
    # cdiv(DV, 32) tiles, the stores cut at DV; K straight from memory in D // 16 chunks with one wave, else
    # staged as 128-wide rows whose columns past D load 0 (the scores reduce over D // 16 chunks only)
    DVL, DVC = PAD_DIMS.get(DV, DV), cdiv(DV, 32) * 32
    direct = QT == 1
    if direct or D not in PAD_DIMS:
        p = FwdPlan(DT, D, QT, BN, mf.hi, GROUP, dv=0 if DVC == D else DVC)
    else:
        p = FwdPlan(DT, PAD_DIMS[D], QT, BN, mf.hi, GROUP, dv=DVC, real=D)
    kit = AttnKit(J, DT)
    k_rows = 0
    v_cols = 0 if direct else BN * p.kstride
    assert J.lds_alloc(v_cols + DVL * p.vstride) == 0
    part, hk, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    kv0 = J.gpr("si32", J.gpr("si32", part * chunk) + kv_base)
    kv1 = J.gpr("si32", J.min(kv_stop, kv0 + chunk))
    kv_end = J.gpr("si32", J.min(kv1, hi_off + (SQ - 1)) if mf.hi else kv1)
    ntiles = J.gpr("si32", (kv_end - kv0 + (BN - 1)) >> log2_ceil(BN))

    # packed query column n = g * SQ + s -> q[bz, hk*G + g, s]; columns past R read 0
    n = J.gpr("vu32", kit.col + kit.wave * 32)
    g, s = J.gpr("vu32", n // SQ), J.gpr("vu32", n % SQ)
    rq = head_resource(J, q, bz, J.gpr("su32", hk * GROUP), q_sb, q_sh, GROUP, q_sh,
                       J.gpr("su32", (SQ - 1) * q_ss + 2 * D))
    qoff = J.gpr("vu32", J.select(n < R, g * q_sh + s * q_ss + (kit.half << 4), 0x7FFFF000))
    qr = [J.gpr(4, "au32") for _ in range(D // 16)]  # B operand for the whole kernel: AccVGPRs
    for ch in range(D // 16):
        J.buffer_load(qr[ch], rq, qoff, offset=32 * ch)

    nkeys = J.gpr("si32", kv1 - kv0)
    rk = _chunk_resource(J, k, bz, hk, k_sb, k_sh, skv, k_ss, D, kv0, nkeys)
    rv = _chunk_resource(J, v, bz, hk, v_sb, v_sh, skv, v_ss, DV, kv0, nkeys)
    kst = _DirectK(J, kit, D, k_ss) if direct else TileStager(J, kit, p.lanes, BN, p.d, k_ss, k_rows, None, p.real)
    vst = TileStager(J, kit, p.lanes, BN, DVL, v_ss, None, v_cols, 0 if direct else p.real)
    with J.If(ntiles[0] > 0):
        kst.load(rk)
        vst.load(rv)
    kstep, vstep = J.gpr("su32", k_ss * BN), J.gpr("su32", v_ss * BN)
    kread = None if direct else a_reader(J, kit, k_rows, p.kstride)
    vread = a_reader(J, kit, v_cols, p.vstride)
    zero = kit.sconst(0)
    _ = kit.swap_addr  # defined before the loop: the epilogue uses it even when the loop never runs

    # masking: keys at or past the lane's limit (chunk end; causal: query position + hi_off) get -inf, and
    # with a left window those below query position + lo_off
    s_i = J.gpr("vi32", s)
    lim_h = J.gpr("vi32", (J.min(kv1, s_i + hi_off) if mf.hi else kv1) - kv0 - (kit.half << 3))
    lim_lo = J.gpr("si32", J.min(kv1, hi_off) - kv0 if mf.hi else kv1 - kv0)
    lo_h = lo_max = None
    if mf.lo:
        lo_h = J.gpr("vi32", s_i + lo_off - kv0 - (kit.half << 3))
        lo_max = J.gpr("si32", lo_off + (SQ - 1) - kv0)
    tk1 = J.gpr("sf32", tk) if mf.softcap else None
    c2 = J.gpr(2, "sf32", c)
    ninf = J.gpr("vf32", float("-inf"))
    m = J.gpr("vf32", NEG_FLT_MAX)
    lsum = J.gpr("vf32", 0.0)
    o = [J.gpr(16, "vf32", 0.0) for _ in range(DVC // 32)]
    j, jbn = J.gpr("si32", 0), J.gpr("si32", 0)

    with J.While(j[0] < ntiles):
        J.s_waitcnt(vmcnt=0)
        if not direct:
            J.s_barrier()              # every wave is done reading the previous block
            kst.write()
        vst.write()
        J.s_waitcnt(lgkmcnt=0)
        if not direct:
            J.s_barrier()
        with J.If(j[0] + 1 < ntiles):
            advance(J, rv, vstep)
            vst.load(rv)
        if direct:
            st = kst.scores(kit, qr)
        else:
            st = score_tiles(J, p, kit, kread, zero, qr)
        with J.If(j[0] + 1 < ntiles):
            advance(J, rk, kstep)
            kst.load(rk)
        _softmax_pv_tile(J, kit, p, mf, st, TileMasks(tk1, c2, lim_h, lim_lo, lo_h, lo_max, ninf), jbn, m, lsum,
                         o, vread)
        j[0] = j + 1
        jbn[0] = jbn + BN

    _store_partial(J, kit, DV, R, o, m, lsum, n, po, pl, bz, J.gpr("su32", hk * nparts + part), po_sb, pl_sb)


SPLIT_VARIANTS = (jit()(attn_decode_split), jit(passes={"hide_dependencies": False})(attn_decode_split))
_split_choice: dict[tuple, Any] = {}


def split_kernel(arch: str, *consts: Any) -> Any:
    """The split kernel's jit function for these compile-time arguments: the latency-scheduled one unless
    scheduling costs occupancy (gfx942 d=128 with one wave: 260 -> 236 registers, 1 -> 2 waves per SIMD);
    a memory-bound decode kernel needs the second wave more than the reordering."""
    key = (arch, *consts)
    if key not in _split_choice:
        occ = [f.compile(*consts, arch=arch).occupancy for f in SPLIT_VARIANTS]
        _split_choice[key] = SPLIT_VARIANTS[1 if occ[1] > occ[0] else 0]
    return _split_choice[key]


def _store_partial(J: Any, kit: AttnKit, d: int, rows: int, o: list, m: Any, lsum: Any, n: Any, po: Any,
                   pl: Any, bz: Any, hp: Any, po_sb: Any, pl_sb: Any) -> None:
    """po[bz, hp, n, :] = O^T / l in fp32 (0 when l == 0); pl[bz, hp, n] = m + log2 l (-inf when l == 0)."""
    ltot = J.gpr("vf32")
    J.v_add_f32(ltot, lsum, kit.other_half(lsum))
    inv = J.gpr(2, "vf32")
    J.v_rcp_f32(inv[0], ltot)
    J.v_cmp_lt_f32(J.vcc, 0.0, ltot)
    J.v_cndmask_b32(inv[0], 0, inv[0], J.vcc)
    J.v_mov_b32(inv[1], inv[0])
    ro = head_resource(J, po, bz, hp, po_sb, rows * d * 4, rows, d * 4, d * 4)
    ooff = J.gpr("vu32", n * (d * 4) + (kit.half << 5))
    for db, acc in enumerate(o):
        for i in range(8):
            J.v_pk_mul_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], inv)
        for gg in range(2):
            if 32 * db + 16 * gg >= d:  # head dim 80: the last tile's columns 80..95 are not out's
                continue
            for q4 in range(2):
                J.buffer_store(acc[8 * gg + 4 * q4:8 * gg + 4 * q4 + 3], ro, ooff, offset=128 * db + 64 * gg + 16 * q4)
    rl = head_resource(J, pl, bz, hp, pl_sb, rows * 4, rows, 4, 4)
    val = J.gpr("vf32")
    J.v_log_f32(val, ltot)
    J.v_add_f32(val, val, m)
    with J.If(kit.half == 0):
        J.buffer_store(val, rl, n << 2)


# ---------------------------------------------------------------------------------------------- combine kernel
@jit()
def attn_decode_combine(J, DT, D, SQ, GROUP, po: "void*", pl: "void*", out: "void*", lse: "void*",
                        nparts: "int", po_sb: "uint", pl_sb: "uint", o_sb: "uint", o_sh: "uint", o_ss: "uint",
                        l_sb: "uint", l_sh: "uint"):
    """out[bz, hq, s] and lse[bz, hq, s] for packed row n = blockIdx.x of kv head blockIdx.y (one wave)."""
    _combine(J, DT, D, SQ, GROUP, SINK_NONE, po, pl, out, lse, nparts, po_sb, pl_sb, o_sb, o_sh, o_ss, l_sb, l_sh,
             None)


@jit()
def attn_decode_combine_sinks(J, DT, D, SQ, GROUP, SINK, po: "void*", pl: "void*", out: "void*", lse: "void*",
                              nparts: "int", po_sb: "uint", pl_sb: "uint", o_sb: "uint", o_sh: "uint",
                              o_ss: "uint", l_sb: "uint", l_sh: "uint", sinks: "void*"):
    """``attn_decode_combine`` with attention sinks (``SINK``: ``attn_kit.SINK_F32``/``SINK_DT``): the head's
    sink is one more partial of lse2 = sink log2 e and no value, so it is counted exactly once per row however
    many partials the split used."""
    _combine(J, DT, D, SQ, GROUP, SINK, po, pl, out, lse, nparts, po_sb, pl_sb, o_sb, o_sh, o_ss, l_sb, l_sh,
             sinks)


def _combine(J: Any, DT: str, D: int, SQ: int, GROUP: int, SINK: int, po: Any, pl: Any, out: Any, lse: Any,
             nparts: Any, po_sb: Any, pl_sb: Any, o_sb: Any, o_sh: Any, o_ss: Any, l_sb: Any, l_sh: Any,
             sinks: Any) -> None:
    R = GROUP * SQ
    kit = AttnKit(J, DT)
    t = kit.tid
    n, hk, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    hq = J.gpr("su32", hk * GROUP + n // SQ)
    s = J.gpr("su32", n % SQ)
    hp = J.gpr("su32", hk * nparts)
    rl = head_resource(J, pl, bz, hp, pl_sb, R * 4, nparts, R * 4, R * 4)
    ro = head_resource(J, po, bz, hp, po_sb, R * D * 4, nparts, R * D * 4, R * D * 4)
    lp = J.gpr("vf32")
    J.buffer_load(lp, rl, J.gpr("vu32", t * (R * 4) + n * 4))
    # 2 * U (U = COMBINE_UNROLL) partials' O rows per memory round trip (max_partials is a multiple: lane
    # i + k < 64), the first round in flight with lp; the second U only where more than U partials remain;
    # those past nparts read 0 (the offset is in VGPRs: past the V#) with weight 0 (lp = -inf); lanes t < D/2
    # hold the row's columns. Waits count U loads in flight: with 2U that waits a little early (correct).
    U = COMBINE_UNROLL
    xs = [J.gpr(2, "vf32") for _ in range(2 * U)]
    ooff = J.gpr("vu32", n * (D * 4) + (t << 3))

    def issue() -> None:
        for half in range(2):
            with J.If(J.gpr("si32", i + U * half) < nparts) if half else contextlib.nullcontext():
                for k in range(U * half, U * half + U):
                    J.buffer_load(xs[k], ro, J.gpr("vu32", ooff + k * R * D * 4))
    i = J.gpr("si32", 0)
    with J.If(t < D // 2):
        issue()
    J.s_waitcnt(vmcnt=U)  # lp (loads retire in order)
    lp[0] = J.select(t < nparts, lp, float("-inf"))
    mx = J.gpr("vf32", J.wave_reduce(lp, "max"))
    if SINK:
        sk = sink_log2(J, kit, SINK, sinks, hq)
        J.v_max_f32(mx, mx, sk)
    J.v_min_f32(mx, FLT_MAX, mx)  # a +inf partial (an inf score): w = inf, lse = +inf, not inf - inf = NaN
    J.v_max_f32(mx, NEG_FLT_MAX, mx)  # every partial -inf (a row that sees no key): w = 0, not -inf + inf
    w = J.gpr("vf32", lp - mx)
    J.v_exp_f32(w, w)
    wsum = J.wave_reduce(w, "sum")
    if SINK:  # the sink's weight exp2(sink - M): in the denominator, not in the values
        ws_sink = J.gpr("vf32")
        J.v_sub_f32(ws_sink, sk, mx)
        J.v_exp_f32(ws_sink, ws_sink)
        J.v_add_f32(ws_sink, wsum, ws_sink)
        wsum = ws_sink
    acc = J.gpr(2, "vf32", 0.0)
    with J.If(t < D // 2):
        with J.While(i[0] < nparts):  # U or 2U loads in flight at the top
            for half in range(2):
                with J.If(J.gpr("si32", i + U * half) < nparts) if half else contextlib.nullcontext():
                    for k in range(U * half, U * half + U):
                        wi = J.readlane(w, J.gpr("su32", i + k), dtype="f32")
                        J.s_waitcnt(vmcnt=U * (half + 1) - 1 - k)
                        J.v_pk_fma_f32(acc, xs[k], J.gpr(2, "sf32", wi), acc)
            i[0] = i + 2 * U
            ooff[0] = ooff + 2 * U * R * D * 4
            with J.If(i[0] < nparts):
                issue()
        inv = J.gpr("vf32")
        ws = J.gpr("vf32", wsum)
        J.v_rcp_f32(inv, ws)
        J.v_cmp_lt_f32(J.vcc, 0.0, ws)  # no key seen: out 0, not 0 * inf
        J.v_cndmask_b32(inv, 0, inv, J.vcc)
        packed = J.gpr("vu32")
        J.v_mul_f32(acc[0], acc[0], inv)
        J.v_mul_f32(acc[1], acc[1], inv)
        kit.pack(packed, acc[0], acc[1])
        rout = head_resource(J, out, bz, hq, o_sb, o_sh, SQ, o_ss, 2 * D)
        J.buffer_store(packed, rout, J.gpr("vu32", s * o_ss + (t << 2)))
    with J.If(t == 0):
        lv = J.gpr("vf32")
        J.v_log_f32(lv, J.gpr("vf32", wsum))
        lv[0] = (lv + mx) * LN2
        rlse = head_resource(J, lse, bz, hq, l_sb, l_sh, SQ, 4, 4)
        J.buffer_store(lv, rlse, J.gpr("vu32", s << 2))


# ---------------------------------------------------------------------------------------------- launcher
def key_range(sq: int, skv: int, causal: bool, window: tuple[int, int] = (-1, -1),
              bottom_right: bool = False) -> tuple[int, int]:
    """``[lo, hi)``: the keys some query of ``0 .. sq-1`` sees (the split covers only these; may be empty).

    Example:
        >>> key_range(1, 4096, True), key_range(4, 4096, True, (127, -1), True), key_range(4, 4096, False)
        ((0, 1), (3965, 4096), (0, 4096))
    """
    lo, hi = band(sq, skv, causal, *window, bottom_right)
    return max(0, lo) if lo is not None else 0, min(skv, sq - 1 + hi) if hi is not None else skv


def launch_decode(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor, lse: torch.Tensor,
                  causal: bool, scale: float, group: int, partials: int, window: tuple[int, int] = (-1, -1),
                  bottom_right: bool = False, softcap: float = 0.0, sinks: torch.Tensor | None = None) -> list:
    """Split + combine (arguments as the forward launcher's, plus the number of KV partials, over the keys of
    ``key_range``); returns the simulator's [split, combine] LaunchStats. ``sinks`` (contiguous [H_q]) join
    in the combine kernel only. A v head dim above ``attn_kit.V_SLICE`` (d=256) runs as one split + combine
    per 128 columns of v and out (the scores recomputed in each; the combines write the same lse)."""
    b, hq, sq, d = q.shape
    hkv, skv, dv = k.shape[1], k.shape[2], v.shape[-1]
    if dv > V_SLICE:
        return [st for i in range(0, dv, V_SLICE)
                for st in launch_decode(q, k, v[..., i:i + V_SLICE], out[..., i:i + V_SLICE], lse, causal, scale,
                                        group, partials, window, bottom_right, softcap, sinks)]
    rows = group * sq
    if rows > 128 or sq > 16:
        raise ValueError(f"attention decode: G * S_q = {group} * {sq} must be <= 128 and S_q <= 16; use the "
                         f"forward kernel (attention.launch_attention)")
    if not 1 <= partials <= DECODE_RULE.max_partials:
        raise ValueError(f"attention decode: partials={partials} must be in 1..{DECODE_RULE.max_partials}")
    dt = dt_name(q.dtype)
    qt = query_tiles(rows)
    bn = _block_keys(d, qt)
    lo, hi = band(sq, skv, causal, *window, bottom_right)
    k_lo, k_hi = key_range(sq, skv, causal, window, bottom_right)
    nkeys = max(1, k_hi - k_lo)  # an empty range: one partial that sees nothing (out 0, lse -inf)
    chunk = decode_chunk(nkeys, partials, bn)
    partials = cdiv(nkeys, chunk)
    po = torch.empty((b, hkv, partials, rows, dv), dtype=torch.float32, device=q.device)
    pl = torch.empty((b, hkv, partials, rows), dtype=torch.float32, device=q.device)
    qs, ks, vs = byte_strides(q, "q"), byte_strides(k, "k"), byte_strides(v, "v")  # each head below 4 GiB
    if po[0].numel() * 4 >= 1 << 32:
        raise ValueError(f"attention decode: the partial O span {po[0].numel() * 4} bytes must be below 2**32")
    check_span("q", (group - 1) * qs[1] + (sq - 1) * qs[2] + d * 2, "the query heads of one KV head")
    flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap))
    c, tk = float(scale) * LOG2E, 0.0
    if softcap:
        tk, c = 2.0 * float(scale) * LOG2E / float(softcap), float(softcap) * LOG2E
    consts = (dt, d if dv == d else (d, dv), sq, group, qt, bn, flags.const())
    split = split_kernel(target_arch(q.device), *consts)
    st1 = split((partials, hkv, b), 64 * qt, *consts, q, k, v, po, pl,
                            skv, chunk, partials, *qs, *ks, *vs, po.stride(0) * 4, pl.stride(0) * 4,
                            c, k_lo, max(k_lo, k_hi), 0 if lo is None else lo, 1 if hi is None else hi, tk)
    os_, ls = byte_strides(out, "out"), tuple(x * 4 for x in lse.stride()[:2])
    st2 = combine((rows, hkv, b), dt, dv, sq, group, po, pl, out, lse, partials, po.stride(0) * 4,
                  pl.stride(0) * 4, *os_, *ls, sinks=sinks)
    return [st1, st2]


def combine(grid: tuple, dt: str, d: int, sq: int, group: int, *args: Any, sinks: torch.Tensor | None = None) -> Any:
    """Launch the combine kernel (``attn_decode_combine``'s runtime arguments), with ``sinks`` the sink variant."""
    if sinks is None:
        return attn_decode_combine(grid, 64, dt, d, sq, group, *args)
    return attn_decode_combine_sinks(grid, 64, dt, d, sq, group, sink_mode(sinks), *args, sinks)
