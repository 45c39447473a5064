"""MLA decode (``cdna::mla_decode``): DeepSeek's multi-head latent attention, absorbed form, over a paged latent
cache; gfx942 and gfx950, bf16/fp16, split-KV kernel + the decode combine kernel.

Problem. q [B, Hq, 576] (512 latent + 64 rope dims), one latent cache [NB, BS, 1, 576] shared by every head
(MQA: one KV head), V = the first 512 dims of the same rows, out [B, Hq, 512]. Every cache row meets all Hq
query heads, so a workgroup reads each row once for ``GH = min(Hq, 32)`` heads (the MFMA's 32 columns): the
heads are the packed query columns of ``attention_decode``'s transposed tiles (S^T = K Q^T, O^T = V^T P^T).

Design (one workgroup = 4 waves per (partial, head group of GH heads, sequence); 32 keys per block):
- Rows through the block table per lane: lane t owns rows ``4 (t >> 5) .. + 3`` of the key block and loads
  four 4-column units of their latent part (8 bytes per row and unit, columns ``4 (t & 31 + 32 n)``) plus 16
  bytes of one row's rope part; the block id of each row is a per-lane load from the block table (any power-
  of-two block size, 1 included). Rows past the partial's end or with a block id outside ``[0, num_blocks)``
  are zeros (never read): masked keys then add exactly 0 to O.
- Scores: the K block goes to LDS row-major; wave w multiplies its 144 dims (9 chunks of 16; its Q^T slice
  lives in 36 AccVGPRs for the whole kernel) into a partial S^T tile; the four partials meet in LDS and every
  wave sums them in the same order (bit-identical scores, so the four waves' softmax statistics agree).
- Values: the same registers are written again as a transposed V^T tile (512 dims x 32 keys) over the row-
  major one (both would not fit gfx942's 64 KiB together); wave w accumulates O^T for dims ``128 w .. + 127``
  (4 tiles, 64 VGPRs) with ``attention_decode``'s softmax/PV step.
- Partials: fp32 O rows of 128 dims, ``po [B, HG, P, GH * 4, 128]`` (row ``4 h + w``: head h, dims of wave
  w; the same bytes as [.., GH, 512]) and lse2 per row (each wave stores its copy), so the decode combine
  kernel (head dim 128, GH * 4 rows per group) merges them into ``out`` viewed as [B, Hq * 4, 128].
- fp8 caches (``mla_decode_split_fp8``, the arch's e4m3): the codes (4 bytes per unit and row, 8 rope bytes)
  are widened exactly to bf16/f16 in registers before the LDS writes; the one per-tensor scale multiplies the
  score scale and the partial O (the values are the same rows).

Example:
    >>> launch_plan(batch=1, hq=16, width=64, block_size=16)
    (32, 32)
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .attention_decode import DECODE_RULE, TileMasks, _softmax_pv_tile, _store_partial, combine, decode_chunk
from .attn_kit import LOG2E, NEG_FLT_MAX, AttnKit, Fp8Widen, MaskFlags, a_reader, cdiv, dt_name, log2_ceil
from .kv_cache import _base
from .paged_attention import _store_out

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16)
FP8_CACHE_DTYPES = (torch.float8_e4m3fnuz, torch.float8_e4m3fn)  # the op layer refuses the other arch's one
D, DV, DR = 576, 512, 64   # q/k head dim, latent (value) dims, rope dims
BN = 32                    # keys per block (one S^T tile)
WAVES = 4
RS = 2 * D + 16            # row-major K tile: bytes per key row (padded)
CS = 2 * BN + 16           # transposed V^T tile: bytes per value dim (padded)
TILE_BYTES = max(BN * RS, DV * CS)
PS_OFF = TILE_BYTES        # the four waves' partial score tiles (16 fp32 registers x 64 lanes each)
LDS_BYTES = PS_OFF + WAVES * 64 * 16 * 4
DIMS_PER_WAVE = D // WAVES          # 144 = 9 chunks of 16
MAX_HEADS_PER_GROUP = 32
BLOCK_SIZES = tuple(1 << i for i in range(11))  # 1 .. 1024

# Decode's rule over (sequence, head group) pairs, split down to one 32-key block per partial (as PAGED_RULE):
# a key block costs a workgroup ~2.7 us on the MI300X timing model (four barriers and a serial load ->
# scores -> softmax -> PV chain), the combine ~3.3 us once, so few pairs gain from every extra partial:
# (1 seq, 16 heads, 256 keys) predicts 22.0 us with 1 partial, 18.8 with 2 (+ combine), 9.7 with 8.
MLA_RULE = replace(DECODE_RULE, min_kv=0, min_chunk_keys=BN, chunk_per_row=0)


def heads_per_group(hq: int) -> int:
    """Query heads one workgroup serves: all of them up to 32, else 32 (``hq`` must then be a multiple)."""
    return min(hq, MAX_HEADS_PER_GROUP)


def launch_plan(batch: int, hq: int, width: int, block_size: int, partials: int | None = None) -> tuple[int, int]:
    """(partials, keys per partial) for a block table ``width`` blocks wide: ``MLA_RULE`` (``partials``
    overrides it; tests), chunks a multiple of the 32-key block.

    Example:
        >>> launch_plan(batch=64, hq=128, width=64, block_size=64)
        (4, 1024)
    """
    max_keys = max(1, width * block_size)
    groups = batch * cdiv(hq, heads_per_group(hq))
    if partials is None:
        want = cdiv(MLA_RULE.target_workgroups, max(1, groups))
        partials = max(1, min(want, cdiv(max_keys, MLA_RULE.min_chunk_keys), MLA_RULE.max_partials))
    if not 1 <= partials <= MLA_RULE.max_partials:
        raise ValueError(f"mla_decode: partials={partials} must be in 1..{MLA_RULE.max_partials}")
    chunk = decode_chunk(max_keys, partials, BN)
    return cdiv(max_keys, chunk), chunk


class _Rows:
    """This lane's key rows of a block: ids from the block table, per-row 64-bit addresses, validity, and the
    loads of the latent units and the rope piece into registers (zeros for an invalid row)."""

    def __init__(self, J: Any, bs: int, kc: Any, kc_sb: Any, kc_ss: Any, bt_row: Any, nblk: Any,
                 num_blocks: Any, kv1: Any, fp8: bool = False) -> None:
        self.J, self.bs, self.kc, self.kc_sb, self.kc_ss = J, bs, kc, kc_sb, kc_ss
        self.es = 1 if fp8 else 2  # cache bytes per element
        self.bt_row, self.nblk, self.num_blocks, self.kv1 = bt_row, nblk, num_blocks, kv1
        tid = J.threadIdx.x
        # rows vary fastest across lanes: the transposed writes (4 dims x CS bytes apart per column group)
        # then spread over the LDS banks; column groups fastest would put 32 lanes on 2 banks
        self.row0 = J.gpr("vi32", (tid & 7) << 2)           # first of the lane's 4 rows
        self.cg = J.gpr("vu32", tid >> 3)
        self.rope_row = J.gpr("vi32", self.row0 + (self.cg >> 3))
        self.rpi = min(4, bs)                                # rows per block id
        self.ids = [J.gpr("vu32") for _ in range(4 // self.rpi)]
        self.rope_id = self.ids[0] if bs >= 4 else J.gpr("vu32")
        self.data = [[J.gpr(2, "vu32") for _ in range(4)] for _ in range(4)]   # [unit][row]
        self.rope = J.gpr(4, "vu32")
        # fp8: the codes land here (4 per unit and row, 8 rope ones) and ``convert`` widens them into data/rope
        self.raw = [[J.gpr("vu32") for _ in range(4)] for _ in range(4)] if fp8 else self.data
        self.rope_raw = J.gpr(2, "vu32") if fp8 else self.rope

    def _id_load(self, dst: Any, key: Any) -> None:
        J = self.J
        idx = J.gpr("vi32", J.min(key >> log2_ceil(self.bs), self.nblk - 1))
        J.global_load(dst, self.bt_row + J.gpr("vu32", idx << 2))

    def fetch_ids(self, k0: Any) -> None:
        """Issue the block-id loads of the key block at ``k0`` (SGPR); the caller waits vmcnt."""
        J = self.J
        for i, dst in enumerate(self.ids):
            self._id_load(dst, J.gpr("vi32", self.row0 + k0 + i * self.rpi))
        if self.bs < 4:
            self._id_load(self.rope_id, J.gpr("vi32", self.rope_row + k0))

    def _addr(self, key: Any, blk: Any) -> tuple[Any, Any]:
        """(64-bit VGPR address of ``key``'s row, whether the row is read)."""
        J = self.J
        base = J.gpr("vu64", self.kc + J.gpr("vu32", (key & (self.bs - 1)) * self.kc_ss))
        addr = J.gpr("vu64")
        J.v_mad_u64_u32(addr, J.gpr(2, "su32"), blk, self.kc_sb, base)
        valid = J.gpr("vu32", J.select(key < self.kv1, 1, 0))
        with J.If(blk >= self.num_blocks):  # a garbage id (negative ones too: unsigned): read nothing
            valid[0] = 0
        return addr, valid

    def load(self, k0: Any) -> None:
        """Loads of the block at ``k0`` (ids fetched and waited)."""
        J = self.J
        es = self.es
        col = J.gpr("vu32", self.cg << (2 if es == 1 else 3))
        for r in range(4):
            key = J.gpr("vi32", self.row0 + k0 + r)
            addr, valid = self._addr(key, self.ids[r // self.rpi])
            a = J.gpr("vu64", addr + col)
            with J.If(valid == 0):  # zeros before (not beside) the loads: no write under a load in flight
                for n in range(4):
                    for i in range(es):
                        self.raw[n][r][i] = 0
            with J.Else():
                for n in range(4):
                    J.global_load(self.raw[n][r], a, offset=128 * es * n)
        key = J.gpr("vi32", self.rope_row + k0)
        addr, valid = self._addr(key, self.rope_id)
        a = J.gpr("vu64", addr + J.gpr("vu32", es * DV + ((self.cg & 7) << (2 + es))))
        with J.If(valid == 0):
            for i in range(2 * es):
                self.rope_raw[i] = 0
        with J.Else():
            J.global_load(self.rope_raw, a)

    def convert(self, fp8: Fp8Widen) -> None:
        """fp8 codes (loads waited) -> the 16-bit values ``write_rows``/``write_cols`` store."""
        for n in range(4):
            for r in range(4):
                fp8.pair(self.data[n][r][0], self.raw[n][r], False)
                fp8.pair(self.data[n][r][1], self.raw[n][r], True)
        for i in range(4):
            fp8.pair(self.rope[i], self.rope_raw[i // 2], bool(i % 2))

    def write_rows(self, kit: AttnKit) -> None:
        """The block row-major at LDS 0 (``RS`` bytes per key)."""
        J = self.J
        a = J.gpr("vu32", self.row0 * RS + (self.cg << 3))
        for n in range(4):
            for r in range(4):
                J.ds_write(a, self.data[n][r], offset=r * RS + 256 * n)
        ar = J.gpr("vu32", self.rope_row * RS + 2 * DV + ((self.cg & 7) << 4))
        J.ds_write(ar, self.rope)

    def write_cols(self, kit: AttnKit, sel: tuple) -> None:
        """The latent dims transposed at LDS 0 (V^T: ``CS`` bytes per dim, keys along it), from the same
        registers: unit n's 4x4 block becomes 4 dims x 4 keys (``v_perm_b32`` pairs two keys' 16-bit values)."""
        J = self.J
        a = J.gpr("vu32", (self.cg << 2) * CS + (self.row0 << 1))
        for n in range(4):
            x = self.data[n]
            for e in range(4):
                w = J.gpr(2, "vu32")
                J.v_perm_b32(w[0], x[1][e // 2], x[0][e // 2], sel[e % 2])
                J.v_perm_b32(w[1], x[3][e // 2], x[2][e // 2], sel[e % 2])
                J.ds_write(a, w, offset=(128 * n + e) * CS)


def _partial_scores(J: Any, kit: AttnKit, qr: list) -> Any:
    """This wave's S^T tile over its 144 dims, from the row-major tile (A rows ``rowmap(col)``)."""
    ka = J.gpr("vu32", a_reader(J, kit, 0, RS) + kit.wave * (2 * DIMS_PER_WAVE))
    kr = [J.gpr(4, "vu32") for _ in qr]
    for ch, r in enumerate(kr):
        J.ds_read(r, ka, offset=32 * ch)
    acc = J.gpr(16, "vf32")
    for ch, r in enumerate(kr):
        J.s_waitcnt(lgkmcnt=len(kr) - 1 - ch)
        kit.mfma_chunk(acc, r, qr[ch], first=ch == 0)
    return acc


def _sum_scores(J: Any, lane16: Any) -> Any:
    """The four waves' partial tiles summed in wave order (every wave gets the same bits)."""
    tot = J.gpr(16, "vf32")
    for i in range(4):
        J.ds_read(tot[4 * i:4 * i + 3], lane16, offset=PS_OFF + 1024 * i)
    for w in range(1, WAVES):
        part = J.gpr(16, "vf32")
        for i in range(4):
            J.ds_read(part[4 * i:4 * i + 3], lane16, offset=PS_OFF + 4096 * w + 1024 * i)
        J.s_waitcnt(lgkmcnt=0)
        for i in range(8):
            J.v_pk_add_f32(tot[2 * i:2 * i + 1], tot[2 * i:2 * i + 1], part[2 * i:2 * i + 1])
    return tot


@jit()
def mla_decode_split(J, DT, GH, BS, q: "void*", kc: "void*", bt: "void*", lens: "void*", po: "void*",
                     pl: "void*", nblk: "int", num_blocks: "uint", chunk: "int", nparts: "int", q_sb: "uint",
                     q_sh: "uint", kc_sb: "uint", kc_ss: "uint", bt_sb: "uint", po_sb: "uint", pl_sb: "uint",
                     c: "float"):
    """Partial (O, lse2) of partial blockIdx.x of (head group blockIdx.y, sequence blockIdx.z) for its GH
    heads: po fp32 [B, HG, P, GH * 4, 128], pl fp32 [B, HG, P, GH * 4] (module docstring)."""
    _split_body(J, DT, GH, BS, None, q, kc, bt, lens, po, pl, nblk, num_blocks, chunk, nparts, q_sb, q_sh, kc_sb,
                kc_ss, bt_sb, po_sb, pl_sb, c)


@jit()
def mla_decode_split_fp8(J, DT, GH, BS, q: "void*", kc: "void*", bt: "void*", lens: "void*", po: "void*",
                         pl: "void*", ks: "void*", nblk: "int", num_blocks: "uint", chunk: "int", nparts: "int",
                         q_sb: "uint", q_sh: "uint", kc_sb: "uint", kc_ss: "uint", bt_sb: "uint", po_sb: "uint",
                         pl_sb: "uint", c: "float"):
    """``mla_decode_split`` over an fp8 cache (the arch's e4m3) with one fp32 scale ``ks``: the codes are
    widened exactly to DT; the scale multiplies the score scale and the partial O (V is the same rows)."""
    _split_body(J, DT, GH, BS, ks, q, kc, bt, lens, po, pl, nblk, num_blocks, chunk, nparts, q_sb, q_sh, kc_sb,
                kc_ss, bt_sb, po_sb, pl_sb, c)


@jit()
def mla_decode_single(J, DT, GH, BS, q: "void*", kc: "void*", bt: "void*", lens: "void*", out: "void*",
                      nblk: "int", num_blocks: "uint", chunk: "int", q_sb: "uint", q_sh: "uint", kc_sb: "uint",
                      kc_ss: "uint", bt_sb: "uint", o_sb: "uint", o_sh: "uint", c: "float"):
    """``mla_decode_split`` with one partial (the whole sequence): the normalised O rounded to DT straight into
    ``out`` [B, Hq, 512] (byte strides per sequence and head), no partials and no combine launch."""
    _split_body(J, DT, GH, BS, None, q, kc, bt, lens, None, None, nblk, num_blocks, chunk, 1, q_sb, q_sh, kc_sb,
                kc_ss, bt_sb, None, None, c, out=(out, o_sb, o_sh))


def _split_body(J, DT, GH, BS, KS, q, kc, bt, lens, po, pl, nblk, num_blocks, chunk, nparts, q_sb, q_sh, kc_sb,
                kc_ss, bt_sb, po_sb, pl_sb, c, out=None):
    """The split kernel (``KS``: None, or the fp8 cache's scale pointer; ``out``: None, or ``(out, o_sb,
    o_sh)`` with one partial: the output itself instead of the partials)."""
    kit = AttnKit(J, DT)
    assert J.lds_alloc(LDS_BYTES) == 0
    part, hg, bz = J.blockIdx.x, J.blockIdx.y, J.blockIdx.z
    seq_len = J.gpr("si32")
    J.s_load_dword(seq_len, lens, J.gpr("su32", bz << 2))
    if KS is not None:
        sk = J.gpr("sf32")
        J.s_load_dword(sk, KS, 0)
    bt_row = _base(J, bt, bz, bt_sb)
    J.s_waitcnt(lgkmcnt=0)
    seq_len[0] = J.min(J.max(seq_len, 0), nblk * BS)
    kv0 = J.gpr("si32", part * chunk)
    kv1 = J.gpr("si32", J.min(seq_len, kv0 + chunk))
    ntiles = J.gpr("si32", (kv1 - kv0 + (BN - 1)) >> 5)

    # Q^T slice of this wave (dims 144 w ..): column n = head hg * GH + n; columns past GH read 0
    n = J.gpr("vu32", kit.col)
    rq = _base(J, q, bz, q_sb)
    rq = _base(J, q, J.gpr("su32", hg * GH), q_sh, rq)
    rqr = J.buffer_resource(rq, J.gpr("su32", (GH - 1) * q_sh + 2 * D))
    qoff = J.gpr("vu32", J.select(n < GH, n * q_sh + kit.wave * (2 * DIMS_PER_WAVE) + (kit.half << 4),
                                  0x7FFFF000))
    qr = [J.gpr(4, "au32") for _ in range(DIMS_PER_WAVE // 16)]
    for ch, r in enumerate(qr):
        J.buffer_load(r, rqr, qoff, offset=32 * ch)

    rows = _Rows(J, BS, kc, kc_sb, kc_ss, bt_row, nblk, num_blocks, kv1, fp8=KS is not None)
    sel = (kit.sconst(0x05040100), kit.sconst(0x07060302))
    widen = Fp8Widen(J, kit, DT) if KS is not None else None
    kit.pack_constants()
    _ = kit.swap_addr  # defined before the loop: the epilogue uses it even when the loop never runs
    with J.If(ntiles[0] > 0):
        rows.fetch_ids(kv0)
        J.s_waitcnt(vmcnt=0)
        rows.load(kv0)
    lane16 = J.gpr("vu32", (kit.tid & 63) << 4)
    pw = J.gpr("vu32", lane16 + kit.wave * 4096)
    vread = J.gpr("vu32", a_reader(J, kit, 0, CS) + kit.wave * (128 * CS))
    plan = SimpleNamespace(bn=BN, vd=128, vstride=CS)
    lim_lo = J.gpr("si32", kv1 - kv0)
    lim_h = J.gpr("vi32", lim_lo - (kit.half << 3))
    if KS is None:
        c2 = J.gpr(2, "sf32", c)
    else:  # every score is q . (code * scale): the scale joins the score scale
        c2 = J.gpr(2, "vf32")
        J.v_mul_f32(c2[0], c, J.gpr("vf32", sk))
        J.v_mov_b32(c2[1], c2[0])
    ninf = J.gpr("vf32", float("-inf"))
    m = J.gpr("vf32", NEG_FLT_MAX)
    lsum = J.gpr("vf32", 0.0)
    o = [J.gpr(16, "vf32", 0.0) for _ in range(128 // 32)]
    j, jbn = J.gpr("si32", 0), J.gpr("si32", 0)

    with J.While(j[0] < ntiles):
        J.s_waitcnt(vmcnt=0)
        if widen is not None:
            rows.convert(widen)
        J.s_barrier()                    # every wave is done reading the previous block's V^T
        rows.write_rows(kit)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        acc = _partial_scores(J, kit, qr)
        with J.If(j[0] + 1 < ntiles):    # the next block's ids fly under this block's work
            rows.fetch_ids(J.gpr("si32", kv0 + jbn + BN))
        for i in range(4):
            J.ds_write(pw, acc[4 * i:4 * i + 3], offset=PS_OFF + 1024 * i)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()                    # the row-major tile is read, the partial scores written
        rows.write_cols(kit, sel)
        st = _sum_scores(J, lane16)
        J.s_waitcnt(lgkmcnt=0)
        with J.If(j[0] + 1 < ntiles):
            J.s_waitcnt(vmcnt=0)
            rows.load(J.gpr("si32", kv0 + jbn + BN))
        J.s_barrier()                    # V^T written
        _softmax_pv_tile(J, kit, plan, MaskFlags(), [st], TileMasks(None, c2, lim_h, lim_lo, None, None, ninf),
                         jbn, m, lsum, o, vread)
        j[0] = j + 1
        jbn[0] = jbn + BN

    if KS is not None:  # V = code * scale: O = scale * sum p code
        sv2 = J.gpr(2, "vf32")
        J.v_mov_b32(sv2[0], sk)
        J.v_mov_b32(sv2[1], sk)
        for t in o:
            for i in range(8):
                J.v_pk_mul_f32(t[2 * i:2 * i + 1], t[2 * i:2 * i + 1], sv2)
    if out is not None:  # this wave's 128 dims of each head: out + 256 w bytes, heads hg * GH + n
        ow = J.gpr("su64")
        J.s_add_u32(ow.dword(0), out[0].dword(0), J.gpr("su32", kit.wave * (2 * 128)))
        J.s_addc_u32(ow.dword(1), out[0].dword(1), 0)
        _store_out(J, kit, 128, 1, GH, o, lsum, n, n, J.gpr("vu32", 0), bz, hg, ow, out[1], out[2], out[2])
        return
    # dims 128 w .. of head n are partial row 4 n + w (rows past GH * 4 fall outside the V#: dropped)
    nrow = J.gpr("vu32", (n << 2) + kit.wave)
    _store_partial(J, kit, 128, GH * 4, o, m, lsum, nrow, po, pl, bz, J.gpr("su32", hg * nparts + part),
                   po_sb, pl_sb)


def _bytes(t: torch.Tensor, dims: int, what: str) -> list[int]:
    es = t.element_size()
    out = [s * es for s in t.stride()[:dims]]
    if any(s < 0 or s >= 1 << 32 for s in out):
        raise ValueError(f"mla_decode kernel: {what}'s byte strides {out} must be below 2**32; use the reference "
                         f"(TORCH_CDNA_OPS_IMPL=reference)")
    return out


def launch_mla_decode(q: torch.Tensor, kv_cache: torch.Tensor, block_table: torch.Tensor, seq_lens: torch.Tensor,
                      out: torch.Tensor, softmax_scale: float, partials: int | None = None,
                      kv_scale: torch.Tensor | None = None) -> list:
    """q [B, Hq, 576] (unit-stride last dim), kv_cache [NB, BS, 1, 576] (unit-stride last dim), block_table int32
    [B, W] (unit-stride rows), seq_lens int32 [B] contiguous, out [B, Hq, 512] contiguous; ``partials``
    overrides the rule (tests); an fp8 cache (``FP8_CACHE_DTYPES``, the arch's e4m3) needs ``kv_scale``, one
    float32 element. Returns the simulator's [split, combine] LaunchStats, or [single] alone: with one partial
    and a bf16/fp16 cache ``mla_decode_single`` writes ``out`` itself."""
    b, hq, _ = q.shape
    nb, bs = kv_cache.shape[:2]
    gh = heads_per_group(hq)
    if hq % gh:
        raise ValueError(f"mla_decode: {hq} query heads: the kernel takes up to {MAX_HEADS_PER_GROUP} heads or a "
                         f"multiple of {MAX_HEADS_PER_GROUP}")
    width = block_table.shape[1]
    if width == 0 or b == 0:  # no key anywhere: softmax over nothing is 0 (the reference's empty sum)
        out.zero_()
        return []
    hgs = hq // gh
    partials, chunk = launch_plan(b, hq, width, bs, partials)
    dt, es = dt_name(q.dtype), out.element_size()
    fp8 = kv_cache.dtype in FP8_CACHE_DTYPES
    grid, c = (partials, hgs, b), float(softmax_scale) * LOG2E
    table = (width, nb, chunk)
    strides = (*_bytes(q, 2, "q"), *_bytes(kv_cache, 2, "kv_cache"), block_table.stride(0) * 4)
    if partials == 1 and not fp8:  # one partial: the split kernel writes out itself (no second launch)
        return [mla_decode_single(grid, 64 * WAVES, dt, gh, bs, q, kv_cache, block_table, seq_lens, out, *table,
                                  *strides, out.stride(0) * es, out.stride(1) * es, c)]
    po = torch.empty((b, hgs, partials, gh * 4, 128), dtype=torch.float32, device=q.device)
    pl = torch.empty((b, hgs, partials, gh * 4), dtype=torch.float32, device=q.device)
    rest = (*table, partials, *strides, po.stride(0) * 4, pl.stride(0) * 4, c)
    if fp8:
        if kv_scale is None or kv_scale.dtype != torch.float32 or kv_scale.numel() != 1:
            raise ValueError("mla_decode kernel: an fp8 cache needs kv_scale, a float32 tensor with one element")
        st1 = mla_decode_split_fp8(grid, 64 * WAVES, dt, gh, bs, q, kv_cache, block_table, seq_lens, po, pl,
                                   kv_scale.reshape(1).contiguous(), *rest)
    else:
        st1 = mla_decode_split(grid, 64 * WAVES, dt, gh, bs, q, kv_cache, block_table, seq_lens, po, pl, *rest)
    # the combine sees head dim 128 and GH * 4 rows per group: out [B, Hq, 512] as [B, Hq * 4, 1, 128]
    o4 = out.view(b, hq * 4, 1, 128)
    lse = torch.empty((b, hq * 4, 1), dtype=torch.float32, device=q.device)
    st2 = combine((gh * 4, hgs, b), dt, 128, 1, gh * 4, po, pl, o4, lse, partials, po.stride(0) * 4,
                  pl.stride(0) * 4, o4.stride(0) * es, o4.stride(1) * es, o4.stride(2) * es, lse.stride(0) * 4,
                  lse.stride(1) * 4)
    return [st1, st2]


for _kind in ("sim", "hip"):
    register("mla_decode", _kind, ARCHS, dtypes=DTYPES)(launch_mla_decode)
