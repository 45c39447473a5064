"""The 16x16 MFMA tile of ``cdna::gemm`` (the ``mfma=16`` configs of ``kernels/gemm.py``, decode-sized M <= 16):
the K loop's compute and the epilogue; staging, buffer resources and the loop's structure are gemm.py's.

ISA facts used (``torch_cdna.isa.mfma``, ``sim/semantics/mfma.py``): ``v_mfma_f32_16x16x16_{bf16,f16}`` (gfx942 and
gfx950; 4 passes) takes 4 reduction elements (2 dwords) per lane, ``v_mfma_f32_16x16x32_{bf16,f16}`` (gfx950
only; 4 passes) 8 (4 dwords). Operand element ``X[i][k]`` sits in lane ``16 * (k // E) + i`` (E elements per
lane); output ``D[i][j]`` in register ``i % 4`` of lane ``16 * (i // 4) + j``.

Layout. As in gemm.py the kernel computes ``C^T = B^T A^T``: B^T rows (n) are the MFMA A operand, A rows (m) the
B operand, so lane ``l`` holds output row ``m = l % 16`` and registers 0..3 the 4 consecutive columns
``n = 4 (l // 16) + 0..3`` (one 8-byte bf16/fp16 store or a 16-byte fp32 store per tile). A *chunk* is 32
reduction elements: lane group ``g = l // 16`` reads the 8 elements ``8g .. 8g + 7`` of its row (one
``ds_read_b128``); gfx950's 16x16x32 takes them in one MFMA, gfx942's 16x16x16 in two (dwords 0-1, then 2-3).
The MFMA's own k order then differs from memory order, identically for both operands, so the products pair
up and the sum is the same set of terms.

Example:
    >>> MFMA16["gfx942"].chunks, MFMA16["gfx950"].mfma["bf16"]
    (2, 'v_mfma_f32_16x16x32_bf16')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .attn_kit import AttnKit
from .kloop import first_stage, hand_over, k_steps, prefetch, step_count

OFF = 0x80000000  # a buffer offset past every resource (gemm.OFF)
OUT_BYTES = {"bf16": 2, "f16": 2, "f32": 4}


@dataclass(frozen=True)
class Mfma16:
    """The 16x16 MFMA of an arch per input dtype and the dwords of a chunk it takes per instruction."""

    mfma: dict[str, str]
    step_dwords: int

    @property
    def chunks(self) -> int:
        """MFMAs per 32-element (4-dword) chunk."""
        return 4 // self.step_dwords


MFMA16: dict[str, Mfma16] = {
    "gfx942": Mfma16({"bf16": "v_mfma_f32_16x16x16_bf16", "f16": "v_mfma_f32_16x16x16_f16"}, 2),
    "gfx950": Mfma16({"bf16": "v_mfma_f32_16x16x32_bf16", "f16": "v_mfma_f32_16x16x32_f16"}, 4),
}


def mfma16_chunk(J: Any, kit: AttnKit, acc: Any, a: Any, b: Any) -> None:
    """acc (4 fp32) += A chunk @ B chunk, both 4-dword chunks (32 reduction elements)."""
    spec = MFMA16[J.arch]
    op = getattr(J, spec.mfma[kit.dt])
    n = spec.step_dwords
    for s in range(spec.chunks):
        lo = s * n
        op(acc, a[lo:lo + n - 1], b[lo:lo + n - 1], acc)


def _read(J: Any, base: Any, stride: int, blocks: list) -> list:
    """``ds_read_b128`` of chunks ``(16-row block, chunk)`` at ``base``; returns the 4-dword registers."""
    regs = [J.gpr(4, "vu32") for _ in blocks]
    for r, (blk, ch) in zip(regs, blocks):
        J.ds_read(r, base, offset=blk * 16 * stride + 64 * ch)
    return regs


def mainloop16(J: Any, kit: AttnKit, cfg: Any, sa: Any, sb: Any, ra: Any, rb: Any, astep: Any, bstep: Any,
               k: Any, krem: Any, wm_off: Any, wn_off: Any, mma: Any = None, scales: Any = None) -> list:
    """``gemm.mainloop`` for 16x16 tiles (same stagers, LDS stages and barriers); returns the wave's fp32
    accumulators ``acc[nb][mb]`` (4 registers each: 16x16 tiles of C^T).

    Hooks (None: ``cdna::gemm``'s code, unchanged): ``mma(acc, b_chunk, a_chunk, nb, mb, ch, fresh)`` multiplies
    one 4-dword chunk ``ch`` (default ``mfma16_chunk``; ``fresh``: overwrite ``acc`` rather than add);
    ``scales.load(j)`` runs at each step's start (per-K-step scales); where ``scales.factor`` is not None, each
    step's products go to fresh accumulators that are then added into ``acc`` times ``factor(nb, mb)`` after
    ``s_waitcnt vmcnt(0)`` (``cdna::scaled_mm``'s 128x128 block scales)."""
    S, rb_ = cfg.stage, cfg.row_bytes
    sa.load(ra, krem)
    sb.load(rb, krem)
    row = J.gpr("vu32", kit.tid & 15)
    grp = J.gpr("vu32", ((kit.tid >> 4) & 3) << 4)   # lane group's byte offset in a 64-byte chunk
    a_base = [J.gpr("vu32", (row + wm_off) * rb_ + grp + st) for st in (0, S)]
    b_base = [J.gpr("vu32", (row + wn_off) * rb_ + grp + cfg.a_bytes + st) for st in (0, S)]
    nmb, nnb, nch = cfg.wm // 16, cfg.wn // 16, cfg.bk // 32
    acc = [[J.gpr(4, "vf32", 0.0) for _ in range(nmb)] for _ in range(nnb)]
    blocked = scales is not None and scales.factor is not None
    part = [[J.gpr(4, "vf32") for _ in range(nmb)] for _ in range(nnb)] if blocked else acc
    nk, j = step_count(J, k, cfg.bk), J.gpr("si32", 0)
    first_stage(J, (sa, sb))

    def compute(st: int) -> None:
        reads = [(_read(J, b_base[st], rb_, [(nb, ch) for nb in range(nnb)]),
                  _read(J, a_base[st], rb_, [(mb, ch) for mb in range(nmb)])) for ch in range(nch)]
        per = nnb + nmb
        for ch, (br, ar) in enumerate(reads):
            J.s_waitcnt(lgkmcnt=min(15, per * (nch - 1 - ch)))
            for nb in range(nnb):
                for mb in range(nmb):
                    if mma is None:
                        mfma16_chunk(J, kit, acc[nb][mb], br[nb], ar[mb])
                    else:
                        mma(part[nb][mb], br[nb], ar[mb], nb, mb, ch, blocked and ch == 0)

    def step(st: int) -> None:
        if scales is not None:
            scales.load(j)
        prefetch(J, j, nk, krem, cfg.bk, ((sa, ra, astep), (sb, rb, bstep)))
        compute(st)
        if blocked:
            J.s_waitcnt(vmcnt=0)
            for nb in range(nnb):
                for mb in range(nmb):
                    f = scales.factor(nb, mb)
                    for r in range(4):
                        J.v_fmac_f32(acc[nb][mb][r], part[nb][mb][r], f)
        hand_over(J, j, nk, (sa, sb), S, st)

    k_steps(J, j, nk, step)
    return acc


def _bias4(J: Any, kit: AttnKit, BIAS: str, rbias: Any, c: Any) -> Any:
    """4 fp32 bias values of columns ``c .. c + 3`` (fp32 or the input dtype, widened)."""
    bv = J.gpr(4, "vf32")
    if BIAS == "f32":
        J.buffer_load(bv, rbias, c << 2)
        J.s_waitcnt(vmcnt=0)
    else:
        raw = J.gpr(2, "vu32")
        J.buffer_load(raw, rbias, c << 1)
        J.s_waitcnt(vmcnt=0)
        for i in range(2):
            kit.to_f32(bv[2 * i], bv[2 * i + 1], raw[i])
    return bv


def epilogue16(J: Any, kit: AttnKit, cfg: Any, OT: str, BIAS: str | None, acc: list, bias: Any, out: Any,
               m: Any, n: Any, o_ss: Any, m0: Any, n0: Any, wm_off: Any, wn_off: Any, scale: Any = None) -> None:
    """Registers 0..3 of tile ``acc[nb][mb]`` are columns ``16 nb + 4 (l // 16) + 0..3`` of row ``16 mb + l %
    16`` (of the wave's piece): (times ``scale``,) + bias, rounded once, one store per tile and lane (8 or 16
    bytes). ``scale``: ``gemm._epilogue``'s hook (``cdna::scaled_mm``), here per run of 4 columns."""
    es = OUT_BYTES[OT]
    ro = J.buffer_resource(out, J.gpr("su32", (m - 1) * o_ss + n * es))
    rbias = J.buffer_resource(bias, J.gpr("su32", n * OUT_BYTES[BIAS])) if BIAS else None
    row = J.gpr("vu32", m0 + wm_off + (kit.tid & 15))
    col0 = J.gpr("vu32", n0 + wn_off + (((kit.tid >> 4) & 3) << 2))
    for nb in range(len(acc)):
        c = J.gpr("vu32", col0 + 16 * nb)
        ok = c < n   # n is a multiple of 8 and c of 4: the run of 4 is all in or all out
        bv = _bias4(J, kit, BIAS, rbias, c) if BIAS else None
        cols = scale.columns(c) if scale is not None else None
        for mb, t in enumerate(acc[nb]):
            if scale is not None:
                scale.apply(cols, mb, t[0:3])
            if BIAS:
                for i in range(2):
                    J.v_pk_add_f32(t[2 * i:2 * i + 1], t[2 * i:2 * i + 1], bv[2 * i:2 * i + 1])
            off = J.gpr("vu32", J.select(ok, (row + 16 * mb) * o_ss + c * es, OFF))
            if OT == "f32":
                J.buffer_store(t[0:3], ro, off)
            else:
                d = J.gpr(2, "vu32")
                for i in range(2):
                    kit.arch.pack(J, kit, d[i], t[2 * i], t[2 * i + 1], OT)
                J.buffer_store(d, ro, off)
