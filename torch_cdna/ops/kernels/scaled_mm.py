"""DSL kernel of ``cdna::scaled_mm`` (out = (a * scale_a) @ (b * scale_b) (+ bias), fp8 inputs, fp32
accumulation) for gfx942 and gfx950; "sim" and "hip" launchers.

Design: ``cdna::gemm``'s kernel (``kernels/gemm.py``) with its pieces imported, not copied: tile configs
(``GemmConfig``), K-major staging (``KRowStager``), buffer resources, tile origin and the epilogue; for M <= 16
``kernels/gemm16.py``'s 16x16-MFMA K loop and epilogue (their hooks take the fp8 / MXFP4 MFMAs and the scales),
and ``kernels/gemm_splitk.py``'s split-K (``RULE``, gemm's logic: fp32 partials [S, M, N], then the fixed-order
reduce applies tensor / row scales and the bias once and rounds once; block and MX scales are applied per K
block inside each slice, so slices of whole K steps compose). Both operands run along
K (a [M, K] row-major, b [K, N] column-major: ``w.t()`` of an [N, K] weight, as ``torch._scaled_mm`` takes
it; other layouts are copied by the launcher). The staging moves bytes, so fp8 rows are staged as rows of
16-bit *units* (two fp8 values each): a config's ``bk`` units are ``2 bk`` fp8 values, and one 4-dword MFMA
chunk (16 bytes per half-wave) is 32 fp8 values, taken by ``v_mfma_f32_32x32x16_{fp8,bf8}_{fp8,bf8}`` (k = 16,
2 dwords per lane and step) in two steps on both archs. A and B read the same byte order, so the k
permutation this implies cancels in the sum. The MFMA's A operand is b's rows (the kernel computes
``C^T = B^T A^T`` as ``cdna::gemm`` does), so its mnemonic names b's format first.

Scales (``MODES``), all fp32:
- ``tensor``: one scale each; the epilogue multiplies by ``scale_a * scale_b``.
- ``row``: ``scale_a`` [M] per row, ``scale_b`` [N] per column, multiplied in the epilogue (per lane one
  row, per register run 8 columns; ``scale_b`` is padded to N's 8-element grid by the launcher).
- ``block``: ``scale_a`` [M, ceil(K/128)] per row and 128-wide K block, ``scale_b`` [ceil(K/128),
  ceil(N/128)] per 128 x 128 block (DeepSeek-V3's layout). A K step is one 128-wide block (configs with
  ``bk`` = 64 units); its products go to fresh accumulators which are then added into the running sums times
  ``scale_a[m, kb] * scale_b[kb, n // 128]``, so each block is scaled before the blocks are summed. Tiles
  are at most 128 columns wide and start at multiples of their width, so one tile lies in one column block.
- ``mx`` (gfx950, MXFP4): a and b packed E2M1 (two per byte), E8M0 scales [rows, K/32] (the launcher pads
  them to 8 bytes per row and K step, zeros past K). One 4-dword chunk is 64 fp4 values, half h holding k =
  32h .. 32h + 31 of it: exactly the fp4 operand of ``v_mfma_scale_f32_32x32x64_f8f6f4`` (cbsz/blgp 4), whose
  scale for a lane's row and block is a byte of a scale VGPR picked by op_sel/op_sel_hi. Per K step each
  lane loads its row's 8 scale bytes and ``v_perm_b32`` keeps its half's 4 (blocks h, 2 + h, 4 + h, 6 + h),
  so chunk c reads byte c of that dword in every lane (b's rows through ``rowmap``, like its values).

The 16-row tile (``mfma`` 16): a 4-dword chunk is 64 bytes of a row, lane group g = l // 16 holding bytes
16g .. 16g + 15; fp8 takes it as two ``v_mfma_f32_16x16x32`` steps of 2 dwords (8 values), MXFP4 as one
``v_mfma_scale_f32_16x16x128_f8f6f4`` (32 fp4 per lane, k block g of the chunk, whose E8M0 scale the MFMA
reads from the lane's own scale word: byte 4c + g of the row's 8 per step, shifted down to byte 0).

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> a = torch.randn(5, 64).to(torch.float8_e4m3fnuz)
    >>> w = torch.randn(24, 64).to(torch.float8_e4m3fnuz)
    >>> one = torch.ones(())
    >>> with _config.override(ops_impl="kernel", arch="gfx942"):
    ...     out = torch.ops.cdna.scaled_mm(a, w.t(), one, one, out_dtype=torch.bfloat16)  # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from .._layout import output
from ...asm.jit import jit
from ...runtime.device import target_arch
from . import register
from .attn_kit import AttnKit, advance, cdiv, log2_ceil, read_a
from .gemm import (PIECE, GemmConfig, KRowStager, _epilogue, _rows_resource, _span, a_operand, b_operand,
                   split_count, tile_origin)
from .gemm16 import epilogue16, mainloop16
from .kloop import first_stage, hand_over, k_steps, prefetch, step_count
from .gemm_splitk import REDUCE_LANES, _pointer_plus, gemm_reduce_kernel, reduce_rows, slices

# Per arch, the fp8 dtypes its MFMAs read and the MFMA operand name of each (FNUZ on gfx942, OCP on gfx950).
FORMATS: dict[str, dict[torch.dtype, str]] = {
    "gfx942": {torch.float8_e4m3fnuz: "fp8", torch.float8_e5m2fnuz: "bf8"},
    "gfx950": {torch.float8_e4m3fn: "fp8", torch.float8_e5m2: "bf8", torch.float4_e2m1fn_x2: "fp4"},
}
OUT_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}
MODES = ("tensor", "row", "block", "mx")
BLOCK = 128  # fp8 values per block-scale block along K and along N

# bk = 64 units = 128 fp8 values per K step: one block of the block scales per step. Every config, in listing
# order (``python -m torch_cdna kernels``). The 16-row ones (``mfma`` 16: ``v_mfma_f32_16x16x32_{fp8,bf8}_*``
# twice per 4-dword chunk on both archs, MXFP4 ``v_mfma_scale_f32_16x16x128_f8f6f4`` once) are 2 waves of 16 x 32
# (a 256-lane 16-row tile would stage less than one 16-byte piece of a per lane and step); for M <= 16 a 32x32
# tile computes at least half zero rows.
ALL_CONFIGS: dict[str, GemmConfig] = {c.name: c for c in (
    GemmConfig("f8s16", 16, 64, 64, 1, 2, max_m=16, mfma=16),               # decode M (1..16), 16x16 MFMAs
    GemmConfig("f8s16k", 16, 64, 64, 1, 2, max_m=16, mfma=16, splits=16),   # the same, split-K
    GemmConfig("f8m32k", 32, 64, 64, 1, 2, max_m=32, splits=16),            # f8m32, split-K (M 17..32)
    GemmConfig("f8m32", 32, 64, 64, 1, 2, max_m=32),     # decode-sized M: 2 waves of 32 x 32
    GemmConfig("f8t64", 64, 64, 64, 2, 2, max_m=64),     # one 32x32 MFMA tile per wave
    GemmConfig("f8t128", 128, 64, 64, 2, 2),             # 2 x 1 tiles per wave (LDS: 2 stages of 27 KiB)
)}
# The one-pass 32x32 tiles: kernels/moe_fp8.py's grouped GEMM picks from these by ``bm`` (its loop and epilogue
# are the 32x32 ones), so the 16-row and split-K configs stay out of it.
CONFIGS: dict[str, GemmConfig] = {n: c for n, c in ALL_CONFIGS.items() if c.mfma == 32 and c.splits == 1}
# ``gemm.RULE``'s logic over these configs (``gemm.split_count``: split-K when the one-pass grid is at most half
# the arch's CUs, ``isa.targets``): the first row whose ``max_m`` covers M and, for a split-K row, whose split
# count is at least 2.
RULE: tuple[str, ...] = ("f8s16k", "f8s16", "f8m32k", "f8m32", "f8t64", "f8t128")


def config_for(m: int, n: int, k: int, arch: str) -> GemmConfig:
    """The config ``RULE`` picks for out[M, N] (N a multiple of 8) with ``k`` 16-bit units of K (K / 2 fp8
    values; MXFP4: K / 4) on ``arch``.

    Example:
        >>> [config_for(m, 4096, 2048, "gfx942").name for m in (1, 16, 17, 33, 65)]
        ['f8s16k', 'f8s16k', 'f8m32k', 'f8t64', 'f8t128']
        >>> config_for(1, 65536, 2048, "gfx942").name, config_for(8, 64, 64, "gfx950").name
        ('f8s16', 'f8s16')
    """
    for name in RULE:
        c = ALL_CONFIGS[name]
        if (c.max_m is None or m <= c.max_m) and (c.splits == 1 or split_count(c, m, n, k, arch) > 1):
            return c
    raise AssertionError("RULE must end with a config for any M")


def mfma_name(ta: str, tb: str, edge: int = 32) -> str:
    """The fp8 MFMA (``edge`` 32: 32x32x16; 16: 16x16x32) for a of format ``ta`` and b of ``tb`` (b is the
    MFMA's A operand, so it is named first)."""
    return f"v_mfma_f32_32x32x16_{tb}_{ta}" if edge == 32 else f"v_mfma_f32_16x16x32_{tb}_{ta}"


# ---------------------------------------------------------------------------------------------- scales
def _mx_mod(ch: int) -> str:
    """Modifiers of chunk ``ch``'s ``v_mfma_scale_f32_32x32x64_f8f6f4``: fp4 A and B (cbsz/blgp 4), scale
    byte ``ch`` (= op_sel + 2 op_sel_hi) of both scale words."""
    lo, hi = ch & 1, ch >> 1
    return " ".join([f"op_sel:[{lo},{lo},0]"] * lo + [f"op_sel_hi:[{hi},{hi},0]"] * hi + ["cbsz:4 blgp:4"])


class _EpilogueScale:
    """The ``scale`` hook of ``gemm._epilogue`` (runs of ``width`` 8 columns), ``gemm16.epilogue16`` and the
    split-K reduce (``gemm_splitk.reduce_rows``; runs of 4) for the ``tensor`` and ``row`` modes: the product
    times ``scale_a * scale_b`` (one value) or times ``scale_b[col] * scale_a[row]``."""

    def __init__(self, J: Any, mode: str, sa: Any, sb: Any, m: Any, n: Any, rows: list, width: int = 8) -> None:
        self.J, self.mode, self.width = J, mode, width
        if mode == "tensor":  # one product, the same in every lane
            ra, rb = J.buffer_resource(sa, 4), J.buffer_resource(sb, 4)
            x, y = J.gpr("vf32"), J.gpr("vf32")
            zero = J.gpr("vu32", 0)
            J.buffer_load(x, ra, zero)
            J.buffer_load(y, rb, zero)
            J.s_waitcnt(vmcnt=0)
            self.s = J.gpr(2, "vf32")
            J.v_mul_f32(self.s[0], x, y)
            J.v_mov_b32(self.s[1], self.s[0])
        else:  # per lane its rows' scale_a (one per row block), per column run those of scale_b
            ra = J.buffer_resource(sa, J.gpr("su32", m * 4))
            self.rb = J.buffer_resource(sb, J.gpr("su32", n * 4))
            self.sa = []
            for r in rows:
                v = J.gpr(2, "vf32")
                J.buffer_load(v[0], ra, J.gpr("vu32", r << 2))
                self.sa.append(v)
            J.s_waitcnt(vmcnt=0)
            for v in self.sa:
                J.v_mov_b32(v[1], v[0])

    def columns(self, c: Any) -> Any:
        if self.mode == "tensor":
            return None
        J = self.J
        cols = J.gpr(self.width, "vf32")
        for h in range(self.width // 4):
            J.buffer_load(cols[4 * h:4 * h + 3], self.rb, c << 2, **({"offset": 16 * h} if h else {}))
        J.s_waitcnt(vmcnt=0)
        return cols

    def apply(self, cols: Any, mb: int, run: Any) -> None:
        J = self.J
        for i in range(self.width // 2):
            p = run[2 * i:2 * i + 1]
            if self.mode == "tensor":
                J.v_pk_mul_f32(p, p, self.s)
            else:
                w = J.gpr(2, "vf32")
                J.v_pk_mul_f32(w, cols[2 * i:2 * i + 1], self.sa[mb])
                J.v_pk_mul_f32(p, p, w)


class StepScales:
    """Per-K-step scales of the ``block`` mode for ``gemm16.mainloop16``'s ``scales`` hook: per step ``j``
    each lane's a scales (``ra`` at ``a_off[mb] + 4 j``, one per row block) and the b scales (``rb`` at
    ``b_off[i] + j * b_step``: one per B block, or one for the whole tile; ``b_step`` an SGPR or the int 4);
    ``factor(nb, mb)`` is their product once ``s_waitcnt vmcnt(0)`` has passed. Also kernels/moe_fp8.py's
    ``BlockScales`` (w scales per 32-row B block)."""

    def __init__(self, J: Any, ra: Any, a_off: list, rb: Any, b_off: list, b_step: Any) -> None:
        self.J, self.ra, self.a_off, self.rb, self.b_off, self.b_step = J, ra, a_off, rb, b_off, b_step

    def load(self, j: Any) -> None:
        J = self.J
        self.sa = [J.gpr("vf32") for _ in self.a_off]
        self.sb = [J.gpr("vf32") for _ in self.b_off]
        for v, o in zip(self.sa, self.a_off):
            J.buffer_load(v, self.ra, J.gpr("vu32", o + (j << 2)))
        for v, o in zip(self.sb, self.b_off):
            step = j << 2 if isinstance(self.b_step, int) and self.b_step == 4 else j * self.b_step
            J.buffer_load(v, self.rb, J.gpr("vu32", o + step))

    def factor(self, nb: int, mb: int) -> Any:
        s = self.J.gpr("vf32")
        self.J.v_mul_f32(s, self.sa[mb], self.sb[nb if len(self.sb) > 1 else 0])
        return s


class MxScales16:
    """The E8M0 scales of the ``mx`` mode for ``mainloop16`` (no fresh accumulators: ``factor`` is None). Per
    step ``j`` each lane loads its a rows' and B rows' 8 bytes (one per 32 fp4 of the step's 256); chunk ``ch``
    of lane group ``g`` covers block ``4 ch + g``, which ``v_mfma_scale_f32_16x16x128_f8f6f4`` reads from byte 0
    of the lane's scale word (the lane of row ``i`` and k block ``g``), so the word is shifted by ``8 g``."""

    factor = None

    def __init__(self, J: Any, kit: AttnKit, ra: Any, a_off: list, rb: Any, b_off: list) -> None:
        self.J, self.ra, self.a_off, self.rb, self.b_off = J, ra, a_off, rb, b_off
        self.shift = J.gpr("vu32", ((kit.tid >> 4) & 3) << 3)

    def load(self, j: Any) -> None:
        J = self.J
        raw = [J.gpr(2, "vu32") for _ in self.a_off + self.b_off]
        for r, o, rs in zip(raw, self.a_off + self.b_off, [self.ra] * len(self.a_off) + [self.rb] * len(self.b_off)):
            J.buffer_load(r, rs, J.gpr("vu32", o + (j << 3)))
        J.s_waitcnt(vmcnt=0)
        words = [[J.gpr("vu32") for _ in range(2)] for _ in raw]
        for w, r in zip(words, raw):
            for ch in range(2):
                J.v_lshrrev_b32(w[ch], self.shift, r[ch])
        self.a, self.b = words[:len(self.a_off)], words[len(self.a_off):]


# ---------------------------------------------------------------------------------------------- tiles
def _slice(J: Any, k: Any, kslice: Any) -> tuple[Any, Any]:
    """(first unit, units) of this workgroup's K slice (split-K: slice ``blockIdx.z`` of ``kslice`` units, a
    multiple of ``bk``), or (None, k) for the whole K."""
    if kslice is None:
        return None, k
    k0 = J.gpr("su32", J.blockIdx.z * kslice)
    return k0, J.gpr("si32", J.min(kslice, J.gpr("si32", k - k0)))


def _tile32(J: Any, kit: AttnKit, cfg: GemmConfig, TA: str, TB: str, MODE: str, a: Any, b: Any, sa: Any, sb: Any,
            m: Any, n: Any, k: Any, a_ss: Any, b_ss: Any, sa_ss: Any, sb_ss: Any, kslice: Any = None
            ) -> tuple[list, list, tuple]:
    """The 32x32-MFMA tile's K loop (all ``MODES``; its own loop: the block mode's per-step fold and the MX
    scale loads sit between ``gemm.mainloop``'s steps). Returns (acc, the lane's output rows per row block,
    (m0, n0, wm_off, wn_off))."""
    S, rb_ = cfg.stage, cfg.row_bytes
    n0, m0, wm_off, wn_off = tile_origin(J, kit, cfg)
    nmb, nnb, nch = cfg.wm // 32, cfg.wn // 32, cfg.bk // 16
    rows = [J.gpr("vu32", m0 + wm_off + kit.col + 32 * mb) for mb in range(nmb)]

    k0, klen = _slice(J, k, kslice)
    krem = J.gpr("su32", klen)
    ra = _rows_resource(J, a, m0, a_ss, m, k * 2)
    sta = KRowStager(J, cfg, cfg.bm, a_ss, 0)
    rb = _rows_resource(J, b, n0, b_ss, n, k * 2)
    stb = KRowStager(J, cfg, cfg.bn, b_ss, cfg.a_bytes)
    kstep = J.gpr("su32", 2 * cfg.bk)
    kb0 = None
    if k0 is not None:   # the slice's first K step: operands and scales move there
        advance(J, ra, J.gpr("su32", k0 * 2))
        advance(J, rb, J.gpr("su32", k0 * 2))
        kb0 = J.gpr("su32", k0 >> log2_ceil(cfg.bk))
    sta.load(ra, krem)
    stb.load(rb, krem)
    a_base = [J.gpr("vu32", (kit.col + wm_off) * rb_ + (kit.half << 4) + st) for st in (0, S)]
    b_base = [J.gpr("vu32", (kit.rowmap_col() + wn_off) * rb_ + (kit.half << 4) + cfg.a_bytes + st)
              for st in (0, S)]
    acc = [[J.gpr(16, "vf32", 0.0) for _ in range(nmb)] for _ in range(nnb)]
    blocked = MODE == "block"
    if blocked:  # this step's products, scaled into acc after the step
        part = [[J.gpr(16, "vf32") for _ in range(nmb)] for _ in range(nnb)]
        rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        rsb = J.buffer_resource(sb, J.gpr("su32", ((k + (cfg.bk - 1)) >> log2_ceil(cfg.bk)) * sb_ss))
        scales = StepScales(J, rsa, [J.gpr("vu32", r * sa_ss) for r in rows], rsb,
                            [J.gpr("vu32", (n0 >> log2_ceil(BLOCK)) << 2)], sb_ss)   # tiles lie in one N block
        if kb0 is not None:
            advance(J, rsa, J.gpr("su32", kb0 << 2))
            advance(J, rsb, J.gpr("su32", kb0 * sb_ss))
    mx = MODE == "mx"
    if mx:  # E8M0 scales [rows][8 per K step]: per lane its a row's (rows) and b row's (rowmap) bytes
        mx_rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        mx_rsb = J.buffer_resource(sb, J.gpr("su32", n * sb_ss))
        if kb0 is not None:
            advance(J, mx_rsa, J.gpr("su32", kb0 << 3))
            advance(J, mx_rsb, J.gpr("su32", kb0 << 3))
        mx_off_a = [J.gpr("vu32", r * sa_ss) for r in rows]
        mx_off_b = [J.gpr("vu32", (n0 + wn_off + kit.rowmap_col() + 32 * nb) * sb_ss) for nb in range(nnb)]
        mx_a, mx_b = [J.gpr("vu32") for _ in range(nmb)], [J.gpr("vu32") for _ in range(nnb)]
        mx_sel = J.gpr("vu32", J.select(kit.half == 0, 0x06040200, 0x07050301))  # bytes h, 2+h, 4+h, 6+h
    mfma = None if mx else getattr(J, mfma_name(TA, TB))
    nk, j = step_count(J, klen, cfg.bk), J.gpr("si32", 0)
    first_stage(J, (sta, stb))

    def compute(st: int, dst: list) -> None:
        reads = []
        for ch in range(nch):
            br = read_a(J, b_base[st], rb_, [(nb, ch) for nb in range(nnb)])
            ar = read_a(J, a_base[st], rb_, [(mb, ch) for mb in range(nmb)])
            reads.append((br, ar))
        per = nnb + nmb
        for ch, (br, ar) in enumerate(reads):
            J.s_waitcnt(lgkmcnt=min(15, per * (nch - 1 - ch)))
            for nb in range(nnb):
                for mb in range(nmb):
                    t = dst[nb][mb]
                    if mx:  # one k = 64 step per chunk: 32 fp4 per lane, its block's E8M0 scale byte ch
                        J.v_mfma_scale_f32_32x32x64_f8f6f4(t, br[nb], ar[mb], t, mx_b[nb], mx_a[mb],
                                                           mod=_mx_mod(ch))
                        continue
                    for s in range(2):  # two k = 16 steps (2 dwords = 8 fp8 per lane) per chunk
                        fresh = blocked and ch == 0 and s == 0
                        mfma(t, br[nb][2 * s:2 * s + 1], ar[mb][2 * s:2 * s + 1], 0 if fresh else t)

    def step(st: int) -> None:
        if mx:  # this step's 8 E8M0 bytes per row, this half's 4 (blocks h, 2 + h, 4 + h, 6 + h) in one dword
            raw = [J.gpr(2, "vu32") for _ in range(nmb + nnb)]
            for r, o, rs in zip(raw, mx_off_a + mx_off_b, [mx_rsa] * nmb + [mx_rsb] * nnb):
                J.buffer_load(r, rs, J.gpr("vu32", o + (j << 3)))
            J.s_waitcnt(vmcnt=0)
            for d, r in zip(mx_a + mx_b, raw):
                J.v_perm_b32(d, r[1], r[0], mx_sel)
        if blocked:  # this K block's scales, in flight during the MFMAs
            scales.load(j)
        prefetch(J, j, nk, krem, cfg.bk, ((sta, ra, kstep), (stb, rb, kstep)))
        compute(st, part if blocked else acc)
        J.s_waitcnt(vmcnt=0)
        if blocked:
            for mb in range(nmb):
                s = scales.factor(0, mb)
                for nb in range(nnb):
                    for r in range(16):
                        J.v_fmac_f32(acc[nb][mb][r], part[nb][mb][r], s)
        hand_over(J, j, nk, (sta, stb), S, st, wait_loads=False)  # waited for before the scaling

    k_steps(J, j, nk, step)
    return acc, rows, (m0, n0, wm_off, wn_off)


def _tile16(J: Any, kit: AttnKit, cfg: GemmConfig, TA: str, TB: str, MODE: str, a: Any, b: Any, sa: Any, sb: Any,
            m: Any, n: Any, k: Any, a_ss: Any, b_ss: Any, sa_ss: Any, sb_ss: Any, kslice: Any = None
            ) -> tuple[list, list, tuple]:
    """The 16x16-MFMA tile: ``cdna::gemm``'s staging (``a_operand``/``b_operand``, both K-major) and
    ``gemm16.mainloop16`` with an fp8 (or MXFP4) chunk multiply and the block / MX scales as its hooks.
    Returns ``_tile32``'s triple."""
    n0, m0, wm_off, wn_off = tile_origin(J, kit, cfg)
    nmb, nnb = cfg.wm // 16, cfg.wn // 16
    rows = [J.gpr("vu32", m0 + wm_off + (kit.tid & 15) + 16 * mb) for mb in range(nmb)]
    k0, klen = _slice(J, k, kslice)
    krem = J.gpr("su32", klen)
    ra, sta, astep = a_operand(J, kit, cfg, True, a, m0, a_ss, m, k)
    rb, stb, bstep = b_operand(J, kit, cfg, True, b, n0, b_ss, n, k)
    kb0 = None
    if k0 is not None:   # the slice's first K step: operands and scales move there
        advance(J, ra, J.gpr("su32", k0 * 2))
        advance(J, rb, J.gpr("su32", k0 * 2))
        kb0 = J.gpr("su32", k0 >> log2_ceil(cfg.bk))
    scales = None
    if MODE == "block":   # scale_b: one 128 x 128 block per tile (bn 64 tiles start at multiples of 64)
        rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        rsb = J.buffer_resource(sb, J.gpr("su32", ((k + (cfg.bk - 1)) >> log2_ceil(cfg.bk)) * sb_ss))
        if kb0 is not None:
            advance(J, rsa, J.gpr("su32", kb0 << 2))
            advance(J, rsb, J.gpr("su32", kb0 * sb_ss))
        scales = StepScales(J, rsa, [J.gpr("vu32", r * sa_ss) for r in rows], rsb,
                            [J.gpr("vu32", (n0 >> log2_ceil(BLOCK)) << 2)], sb_ss)
    elif MODE == "mx":
        rsa = J.buffer_resource(sa, J.gpr("su32", m * sa_ss))
        rsb = J.buffer_resource(sb, J.gpr("su32", n * sb_ss))
        if kb0 is not None:
            advance(J, rsa, J.gpr("su32", kb0 << 3))
            advance(J, rsb, J.gpr("su32", kb0 << 3))
        b_rows = [J.gpr("vu32", (n0 + wn_off + (kit.tid & 15) + 16 * nb) * sb_ss) for nb in range(nnb)]
        scales = MxScales16(J, kit, rsa, [J.gpr("vu32", r * sa_ss) for r in rows], rsb, b_rows)
    acc = mainloop16(J, kit, cfg, sta, stb, ra, rb, astep, bstep, klen, krem, wm_off, wn_off,
                     mma=_mma16(J, TA, TB, scales), scales=scales)
    return acc, rows, (m0, n0, wm_off, wn_off)


def _mma16(J: Any, TA: str, TB: str, scales: Any) -> Any:
    """``mainloop16``'s chunk multiply: two ``16x16x32`` fp8 MFMAs (2 dwords each), or one scaled
    ``16x16x128`` fp4 MFMA (the 4 dwords: 32 fp4 per lane) with the lane's E8M0 words."""
    if TA == "fp4":
        def mx(t: Any, b: Any, a: Any, nb: int, mb: int, ch: int, fresh: bool) -> None:
            J.v_mfma_scale_f32_16x16x128_f8f6f4(t, b, a, t, scales.b[nb][ch], scales.a[mb][ch], mod="cbsz:4 blgp:4")
        return mx
    op = getattr(J, mfma_name(TA, TB, 16))

    def fp8(t: Any, b: Any, a: Any, nb: int, mb: int, ch: int, fresh: bool) -> None:
        for s in range(2):
            op(t, b[2 * s:2 * s + 1], a[2 * s:2 * s + 1], 0 if fresh and s == 0 else t)
    return fp8


TILES = {32: (_tile32, _epilogue), 16: (_tile16, epilogue16)}


# ---------------------------------------------------------------------------------------------- kernels
@jit()
def scaled_mm_kernel(J, TA, TB, OT, CFG, MODE, BIAS, a: "void*", b: "void*", sa: "void*", sb: "void*",
                     bias: "void*", out: "void*", m: "int", n: "int", k: "int", a_ss: "uint", b_ss: "uint",
                     o_ss: "uint", sa_ss: "uint", sb_ss: "uint"):
    """One ``bm x bn`` tile of out = a @ b with scales (module docstring). ``k``: K in 16-bit units (K / 2);
    a: rows m of K bytes, stride ``a_ss``; b: rows n, stride ``b_ss``; out: rows m, stride ``o_ss`` bytes;
    ``sa_ss``/``sb_ss``: byte strides of the block scales' rows (unused in the other modes); bias [N] in fp32
    or OT (``BIAS``: its name, or None)."""
    cfg = CFG
    kit = AttnKit(J, OT if OT != "f32" else "bf16")  # its dtype only converts a bias of OT's dtype
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    tile, epilogue = TILES[cfg.mfma]
    acc, rows, (m0, n0, wm_off, wn_off) = tile(J, kit, cfg, TA, TB, MODE, a, b, sa, sb, m, n, k, a_ss, b_ss,
                                               sa_ss, sb_ss)
    scale = None if MODE in ("block", "mx") else _EpilogueScale(J, MODE, sa, sb, m, n, rows, cfg.mfma // 4)
    epilogue(J, kit, cfg, OT, BIAS, acc, bias, out, m, n, o_ss, m0, n0, wm_off, wn_off, scale=scale)


@jit()
def scaled_split_kernel(J, TA, TB, CFG, MODE, a: "void*", b: "void*", sa: "void*", sb: "void*", ws: "void*",
                        m: "int", n: "int", k: "int", a_ss: "uint", b_ss: "uint", sa_ss: "uint", sb_ss: "uint",
                        kslice: "int"):
    """Slice ``blockIdx.z`` (``kslice`` units of K, a multiple of ``bk``) of one tile of ``scaled_mm_kernel``'s
    product as fp32 into ``ws[z]`` ([M, N] row-major): block and MX scales applied (per K block, inside the
    slice), tensor and row scales not (the reduce applies them once), no bias."""
    cfg = CFG
    kit = AttnKit(J, "bf16")   # its dtype is unused: fp32 partials
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    tile, epilogue = TILES[cfg.mfma]
    acc, _, (m0, n0, wm_off, wn_off) = tile(J, kit, cfg, TA, TB, MODE, a, b, sa, sb, m, n, k, a_ss, b_ss, sa_ss,
                                            sb_ss, kslice)
    part = _pointer_plus(J, ws, J.gpr("su32", J.blockIdx.z * m * n * 4))
    epilogue(J, kit, cfg, "f32", None, acc, ws, part, m, n, J.gpr("su32", n * 4), m0, n0, wm_off, wn_off)


@jit()
def scaled_reduce_kernel(J, OT, MODE, BIAS, ws: "void*", sa: "void*", sb: "void*", bias: "void*", out: "void*",
                         m: "int", n: "int", splits: "int", o_ss: "uint"):
    """``gemm_splitk.gemm_reduce_kernel`` with the ``tensor`` / ``row`` scales applied to the fixed-order sum
    (the same multiplications as the one-pass epilogue), then the bias, rounded once."""
    kit = AttnKit(J, OT if OT != "f32" else "bf16")
    scale = _EpilogueScale(J, MODE, sa, sb, m, n, [J.blockIdx.y], 4)
    reduce_rows(J, kit, OT, BIAS, ws, bias, out, m, n, splits, o_ss, scale=scale)


# ---------------------------------------------------------------------------------------------- launcher
KIND = {dt: kind for fmts in FORMATS.values() for dt, kind in fmts.items()}  # e4m3 -> "fp8", e5m2 -> "bf8"


def _kmajor(t: torch.Tensor, rows8: int, k16: int) -> torch.Tensor:
    """``t`` [rows, K] with unit stride along K and 16-byte aligned rows, as it is or copied into zeros
    [rows8, k16] (rows and K padded)."""
    rows, kk = t.shape
    if (rows == rows8 and kk == k16 and t.stride(1) == 1 and (t.stride(0) % 16 == 0 or rows == 1)
            and t.stride(0) >= kk and t.data_ptr() % 16 == 0):
        return t
    p = torch.zeros(rows8, k16, dtype=torch.uint8, device=t.device).view(t.dtype)
    p[:rows, :kk] = t
    return p


def _scale_rows(t: torch.Tensor, rows8: int, width: int) -> torch.Tensor:
    """E8M0 scales [rows, K/32] as bytes [rows8, width] (rows of ``width`` bytes: whole K steps), as they are
    when already so laid out (no copy: a launch plan can replay it), else copied into zeros."""
    u = t.view(torch.uint8)
    if u.shape == (rows8, width) and u.is_contiguous() and u.data_ptr() % 8 == 0:
        return u
    p = torch.zeros(rows8, width, dtype=torch.uint8, device=t.device)
    p[:u.shape[0], :u.shape[1]] = u
    return p


def _f32(t: torch.Tensor, shape: tuple[int, ...]) -> torch.Tensor:
    return t.reshape(shape).to(torch.float32).contiguous()


def launch_scaled_mm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor, scale_b: torch.Tensor, mode: str,
                     bias: torch.Tensor | None, out: torch.Tensor) -> Any:
    """out [M, N] (contiguous, bf16/fp16/fp32) = scaled a [M, K] @ scaled b [K, N] (+ bias [N]); a, b fp8 of the
    arch's formats (the op's ``kernel_check`` refuses others); ``mode`` one of ``MODES`` with scales shaped as
    the module docstring says (any float dtype and strides: converted to contiguous fp32 here). Returns the
    simulator's LaunchStats (None when nothing was launched)."""
    mm, kk = a.shape
    nn = b.shape[1]
    if mm == 0 or nn == 0:
        return None
    if kk == 0:
        out.copy_(bias.expand(mm, nn) if bias is not None else torch.zeros((), dtype=out.dtype))
        return None
    k16 = cdiv(kk, 16) * 16           # 16 fp8 values = one 16-byte piece (PIECE 16-bit units)
    n8 = cdiv(nn, PIECE) * PIECE
    a = _kmajor(a, mm, k16)
    bt = _kmajor(b.t(), n8, k16)      # [N, K], rows along K (the weight itself for b = w.t())
    kb, nb_ = cdiv(kk, BLOCK), cdiv(nn, BLOCK)
    sa_ss = sb_ss = 0
    if mode == "tensor":
        sa, sb = _f32(scale_a, (1,)), _f32(scale_b, (1,))
    elif mode == "row":
        sa, sb = _f32(scale_a, (mm,)), _f32(scale_b, (nn,))
        sb = sb if n8 == nn else torch.nn.functional.pad(sb, (0, n8 - nn))
    elif mode == "block":
        sa, sb = _f32(scale_a, (mm, kb)), _f32(scale_b, (kb, nb_))
        sa_ss, sb_ss = kb * 4, nb_ * 4
    else:  # mx: E8M0 bytes per row and 32 fp4, padded to whole K steps (8 per step) and b's rows to n8
        sa_ss = sb_ss = cdiv(k16, 2 * 64) * 8
        sa, sb = _scale_rows(scale_a, mm, sa_ss), _scale_rows(scale_b, n8, sb_ss)
    dst = out if n8 == nn else out.new_empty(mm, n8)
    bias_t = None
    if bias is not None:
        bias_t = OUT_NAMES[bias.dtype] if bias.dtype == out.dtype and out.dtype != torch.float32 else "f32"
        bias = bias.float() if bias_t == "f32" else bias
        bias = torch.nn.functional.pad(bias, (0, n8 - nn)) if n8 != nn else bias.contiguous()
    for name, t in {"a": a, "b": bt, "out": dst}.items():
        if _span(t) >= 2 ** 31:
            raise ValueError(f"cdna::scaled_mm kernel: {name} spans {_span(t)} bytes; the kernel's 32-bit buffer "
                             f"offsets cover < 2 GiB; split the call along M or N, or use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")
    arch = target_arch(a.device)
    cfg = config_for(mm, n8, k16 // 2, arch)
    splits = split_count(cfg, mm, n8, k16 // 2, arch)
    ta, tb, ot = KIND[a.dtype], KIND[bt.dtype], OUT_NAMES[out.dtype]
    operands = (a, bt, sa, sb)
    strides = (a.stride(0) if mm > 1 else k16, bt.stride(0) if n8 > 1 else k16)
    if splits > 1:
        stats = _launch_split(cfg, splits, (ta, tb, ot, mode, bias_t), operands, bias, dst, k16 // 2, strides,
                              sa_ss, sb_ss)
    else:
        stats = scaled_mm_kernel((cdiv(n8, cfg.bn), cdiv(mm, cfg.bm)), cfg.lanes, ta, tb, ot, cfg, mode, bias_t,
                                 *operands, bias if bias is not None else dst, dst, mm, n8, k16 // 2, *strides,
                                 dst.stride(0) * dst.element_size(), sa_ss, sb_ss)
    if dst is not out:
        out.copy_(dst[:, :nn])
    return stats


def _launch_split(cfg: GemmConfig, splits: int, consts: tuple, operands: tuple, bias: torch.Tensor | None,
                  dst: torch.Tensor, k: int, strides: tuple, sa_ss: int, sb_ss: int) -> list:
    """Split-K: ``scaled_split_kernel`` on a (N tiles, M tiles, slices) grid into a per-call fp32 workspace
    [slices, M, N] (``gemm_splitk.slices`` of ``k``, K in 16-bit units), then the fixed-order reduce:
    ``scaled_reduce_kernel`` (tensor and row scales applied once) or, for block and MX scales (applied per K
    block inside the slices), ``gemm_reduce_kernel`` itself. Returns both launches' LaunchStats."""
    ta, tb, ot, mode, bias_t = consts
    mm, nn = dst.shape
    kslice, count = slices(cfg, splits, k)
    ws = output((count, mm, nn), dst, torch.float32)   # NaN under ops._layout.poisoned_outputs(): all written
    if ws.numel() * 4 >= 2 ** 31:
        raise ValueError(f"cdna::scaled_mm split-K: the workspace [{count}, {mm}, {nn}] fp32 spans >= 2 GiB; the "
                         f"kernels' 32-bit buffer offsets cover < 2 GiB (check scaled_mm.RULE)")
    s1 = scaled_split_kernel((cdiv(nn, cfg.bn), cdiv(mm, cfg.bm), count), cfg.lanes, ta, tb, cfg, mode, *operands,
                             ws, mm, nn, k, *strides, sa_ss, sb_ss, kslice)
    o_ss = dst.stride(0) * dst.element_size()
    grid = (cdiv(nn, 4 * REDUCE_LANES), mm)
    b_arg = bias if bias is not None else dst
    if mode in ("tensor", "row"):
        s2 = scaled_reduce_kernel(grid, REDUCE_LANES, ot, mode, bias_t, ws, operands[2], operands[3], b_arg, dst,
                                  mm, nn, count, o_ss)
    else:
        s2 = gemm_reduce_kernel(grid, REDUCE_LANES, ot if ot != "f32" else "bf16", ot, bias_t, ws, b_arg, dst, mm,
                                nn, count, o_ss)
    return [s1, s2]


for _arch, _fmts in FORMATS.items():
    for _kind in ("sim", "hip"):
        register("scaled_mm", _kind, _arch, dtypes=tuple(_fmts))(launch_scaled_mm)
