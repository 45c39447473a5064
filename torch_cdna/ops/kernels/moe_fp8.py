"""The fp8 block-scale grouped GEMM of ``cdna::fused_moe`` with fp8 weights (DeepSeek-V3's "w8a8 block
128x128", vLLM's ``fused_experts(..., use_fp8_w8a8=True, block_shape=[128, 128])``), gfx942 and gfx950.

Operands: a [M, K] fp8 rows (the activations, quantised per token and 128-wide K block) with fp32 scales
``a_scale`` [M, ceil(K/128)]; w [E, N, K] fp8 (rows along K) with fp32 scales ``w_scale`` [E, ceil(N/128),
ceil(K/128)] per 128 x 128 block. Each K block's products are summed in fresh accumulators, then added into
the running sums times ``a_scale[row, kb] * w_scale[e, n // 128, kb]``: the per-K-block scale application of
``kernels/scaled_mm.py``'s ``block`` mode, with two changes for the grouped layout:

- a's rows are gathered (``moe._gather_rows``), and so are their scales: per lane and row block the scale row
  of ``a_rows[position]`` (padding: an offset past the resource, scale 0, products 0 anyway);
- the w scale is looked up per 32-row MFMA block of B (not per tile): a gated tile's gate and up rows lie in
  different 128-row blocks of w. A 32-row block lies in one 128-row block when its first row is a multiple of
  32, which holds for the plain tiles and, for the gated ones, when the up rows start at a multiple of 32
  (``N / 2 % 32 == 0``, which the op's kernel check asks for).

fp8 staging is ``scaled_mm``'s: rows of 16-bit units (``bk`` = 64 units = one 128-value K block per step),
``v_mfma_f32_32x32x16_fp8_fp8`` twice per 4-dword chunk. The staging, expert lookup, row gather, gated B
operand (``moe.gated_b_operand``), gated epilogue (``moe.gated``) and row-scatter epilogue (``moe._epilogue``)
are the bf16 grouped GEMM's.

Example:
    >>> from torch_cdna.ops.kernels import moe_fp8
    >>> moe_fp8.config_for_block(64).name, moe_fp8.config_for_block(128, gated=True).name
    ('f8t64', 'f8g128')
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from .attn_kit import AttnKit, cdiv, log2_ceil, read_a
from .gemm import OFF, GemmConfig, b_operand
from .kloop import first_stage, hand_over, k_steps, prefetch, step_count
from .moe import (KERNEL_ACT, _epilogue, _expert_base, _rows_and_experts, _span, expert_tile, gated,
                  gated_b_operand)
from .scaled_mm import BLOCK, CONFIGS as F8_CONFIGS, KIND, StepScales, mfma_name

OUT_NAMES = {torch.bfloat16: "bf16", torch.float16: "f16", torch.float32: "f32"}
PLAIN_BY_BM = {c.bm: c for c in F8_CONFIGS.values()}
# gated tiles: per wave 32 gate and 32 up rows (bm 128 with one wave column: two stages stay under 64 KiB)
GATED_BY_BM = {c.bm: c for c in (
    GemmConfig("f8g32", 32, 128, 64, 1, 2), GemmConfig("f8g64", 64, 128, 64, 2, 2),
    GemmConfig("f8g128", 128, 64, 64, 4, 1),
)}


def config_for_block(block_m: int, gated: bool = False) -> GemmConfig | None:
    """The tile of the largest ``bm`` dividing ``block_m`` (None: not a multiple of 32)."""
    table = GATED_BY_BM if gated else PLAIN_BY_BM
    return next((table[bm] for bm in sorted(table, reverse=True) if block_m % bm == 0), None)


class BlockScales(StepScales):
    """Per K step ``j``: each lane's a scales (one per row block) and the wave's w scales (one per 32-row B
    block, ``w_rows`` their first rows), loaded during the step's MFMAs; ``factor(nb, mb)`` their product after
    ``J.s_waitcnt(vmcnt=0)`` (``scaled_mm.StepScales`` with w's 128-row block offsets)."""

    def __init__(self, J: Any, a_off: list, ra: Any, w_rows: list, rw: Any, ws_ss: Any) -> None:
        super().__init__(J, ra, a_off, rw, [J.gpr("vu32", (r >> log2_ceil(BLOCK)) * ws_ss) for r in w_rows], 4)


def block_mainloop(J: Any, kit: AttnKit, cfg: GemmConfig, mfma: Any, sa: Any, sb: Any, ra: Any, rb: Any, k: Any,
                   krem: Any, wm_off: Any, wn_off: Any, scales: BlockScales) -> list:
    """``gemm.mainloop`` for fp8 with per-K-block scales: one 128-value block per step (``cfg.bk`` = 64 units),
    its products in fresh accumulators, added into ``acc`` times ``scales.factor``; returns ``acc[nb][mb]``."""
    S, rb_ = cfg.stage, cfg.row_bytes
    kstep = J.gpr("su32", 2 * cfg.bk)
    sa.load(ra, krem)
    sb.load(rb, krem)
    a_base = [J.gpr("vu32", (kit.col + wm_off) * rb_ + (kit.half << 4) + st) for st in (0, S)]
    b_base = [J.gpr("vu32", (kit.rowmap_col() + wn_off) * rb_ + (kit.half << 4) + cfg.a_bytes + st)
              for st in (0, S)]
    nmb, nnb, nch = cfg.wm // 32, cfg.wn // 32, cfg.bk // 16
    acc = [[J.gpr(16, "vf32", 0.0) for _ in range(nmb)] for _ in range(nnb)]
    part = [[J.gpr(16, "vf32") for _ in range(nmb)] for _ in range(nnb)]
    nk, j = step_count(J, k, cfg.bk), J.gpr("si32", 0)
    first_stage(J, (sa, sb))

    def compute(st: int) -> None:
        reads = [(read_a(J, b_base[st], rb_, [(nb, ch) for nb in range(nnb)]),
                  read_a(J, a_base[st], rb_, [(mb, ch) for mb in range(nmb)])) for ch in range(nch)]
        for ch, (br, ar) in enumerate(reads):
            J.s_waitcnt(lgkmcnt=min(15, (nnb + nmb) * (nch - 1 - ch)))
            for nb in range(nnb):
                for mb in range(nmb):
                    t = part[nb][mb]
                    for s in range(2):   # two k = 16 steps (2 dwords = 8 fp8 per lane) per chunk
                        mfma(t, br[nb][2 * s:2 * s + 1], ar[mb][2 * s:2 * s + 1], 0 if ch == s == 0 else t)

    def step(st: int) -> None:
        scales.load(j)
        prefetch(J, j, nk, krem, cfg.bk, ((sa, ra, kstep), (sb, rb, kstep)))
        compute(st)
        J.s_waitcnt(vmcnt=0)
        for nb in range(nnb):
            for mb in range(nmb):
                f = scales.factor(nb, mb)
                for r in range(16):
                    J.v_fmac_f32(acc[nb][mb][r], part[nb][mb][r], f)
        hand_over(J, j, nk, (sa, sb), S, st, wait_loads=False)  # waited for before the scaling

    k_steps(J, j, nk, step)
    return acc


def _a_scale_offsets(J: Any, kit: AttnKit, rrows: Any, pos0: Any, nmb: int, a_count: Any, as_ss: Any) -> list:
    """Per row block, the lane's a-scale row offset: ``a_rows[pos0 + col + 32 mb] * as_ss`` (padding: OFF)."""
    idx = [J.gpr("vu32") for _ in range(nmb)]
    for mb in range(nmb):
        J.buffer_load(idx[mb], rrows, J.gpr("vu32", (pos0 + kit.col + 32 * mb) << 2))
    J.s_waitcnt(vmcnt=0)
    return [J.gpr("vu32", J.select(i < a_count, i * as_ss, OFF)) for i in idx]


@jit()
def grouped_fp8_kernel(J, TA, TW, OT, CFG, WEIGHTED, ACT, a: "void*", w: "void*", a_scale: "void*",
                       w_scale: "void*", a_rows: "void*", o_rows: "void*", experts: "void*", npad: "void*",
                       row_w: "void*", out: "void*", positions: "uint", a_count: "uint", o_count: "uint",
                       n: "uint", k: "uint", num_experts: "uint", a_ss: "uint", w_ss: "uint", w_se: "uint",
                       o_ss: "uint", split: "uint", as_ss: "uint", ws_ss: "uint", ws_se: "uint"):
    """``moe.grouped_gemm_kernel`` for fp8 a and w (formats ``TA``/``TW``: "fp8" or "bf8") with block scales
    (module docstring); ``k`` in 16-bit units (K / 2); ``as_ss``/``ws_ss``: byte strides of a_scale's rows
    and of w_scale's 128-row blocks, ``ws_se`` of its experts."""
    cfg = CFG
    kit = AttnKit(J, OT if OT != "f32" else "bf16")   # its dtype only picks the pack constants
    with expert_tile(J, kit, cfg, ACT, a, a_rows, o_rows, experts, npad, positions, a_count, k, a_ss) as t:
        n0, m0, e, wave_n, wm_off, wn_off = t.n0, t.m0, t.e, t.wave_n, t.wm_off, t.wn_off
        rrows, orows, krem, ra, sa = t.rrows, t.orows, t.krem, t.ra, t.sa
        valid = J.gpr("su32", J.select(e < num_experts, 1, 0))
        ec = J.gpr("su32", J.select(e < num_experts, e, 0))
        base = _expert_base(J, w, ec, w_se)
        if ACT:   # LDS rows wn_off + 32 nb: the gate (nb 0) and up (nb 1) rows of columns n0 + wave_n * 32 ..
            rb, sb, _ = gated_b_operand(J, cfg, base, n0, w_ss, split, k)
            c0 = J.gpr("su32", n0 + wave_n * (cfg.wn // 2))
            w_rows = [c0, J.gpr("su32", c0 + split)]
        else:
            rb, sb, _ = b_operand(J, kit, cfg, True, base, n0, w_ss, n, k)
            w_rows = [J.gpr("su32", n0 + wn_off + 32 * nb) for nb in range(cfg.wn // 32)]
        rws = J.buffer_resource(_expert_base(J, w_scale, ec, ws_se), J.gpr("su32", ws_se))
        with J.If(valid == 0):   # no such expert (padding, or another rank's): B and its scales read 0
            J.s_mov_b32(rb[2], 0)
            J.s_mov_b32(rws[2], 0)
        ras = J.buffer_resource(a_scale, J.gpr("su32", a_count * as_ss))
        a_off = _a_scale_offsets(J, kit, rrows, J.gpr("su32", m0 + wm_off), cfg.wm // 32, a_count, as_ss)
        scales = BlockScales(J, a_off, ras, w_rows, rws, ws_ss)
        acc = block_mainloop(J, kit, cfg, getattr(J, mfma_name(TA, TW)), sa, sb, ra, rb, k, krem, wm_off, wn_off,
                             scales)
        if ACT:
            acc = [gated(J, ACT, acc)]
            wn_off = J.gpr("su32", wave_n * (cfg.wn // 2))
        _epilogue(J, kit, cfg, OT, WEIGHTED, acc, orows, row_w, out, o_count, n, o_ss, m0, n0, wm_off, wn_off)


# ---------------------------------------------------------------------------------------------- launcher
def _k_rows(t: torch.Tensor, k16: int, rows: int | None = None) -> torch.Tensor:
    """``t`` [..., R, K] fp8 as the kernel reads it: unit stride on K, 16-byte aligned rows holding at least
    ``k16`` bytes (and at least ``rows`` rows); as it is, or copied into zeros [..., max(R, rows), k16]."""
    *lead, r, kk = t.shape
    rows = r if rows is None else rows
    if (t.stride(-1) == 1 and t.data_ptr() % 16 == 0 and all(s % 16 == 0 for s in t.stride()[:-1])
            and kk >= k16 and t.stride(-2) >= k16 and rows == r):
        return t
    p = torch.zeros((*lead, rows, k16), dtype=torch.uint8, device=t.device).view(t.dtype)
    p[..., :r, :min(kk, k16)] = t[..., :k16]
    return p


def launch_grouped_fp8(a: torch.Tensor, a_scale: torch.Tensor, w: torch.Tensor, w_scale: torch.Tensor,
                       sorted_ids: torch.Tensor, expert_ids: torch.Tensor, num_post_pad: torch.Tensor, topk: int,
                       row_weights: torch.Tensor | None, out: torch.Tensor, activation: str | None = None) -> Any:
    """out [M * topk, N] (or [M * topk, N / 2] of ``activation``; bf16/fp16/fp32, contiguous) = the block-
    scaled grouped GEMM of a [M, K'] fp8 (K' >= K, columns past K zero; a_scale [M, ceil(K/128)] fp32) and
    w [E, N, K] fp8 (w_scale [E, ceil(N/128), ceil(K/128)] fp32), per ``moe.launch_grouped_gemm``'s rows,
    experts and routing weights. Gated: N / 2 % 32 == 0. Returns the simulator's LaunchStats (None when
    nothing was launched)."""
    ne, nn, kk = w.shape
    rows_out, cols = out.shape
    if rows_out == 0 or cols == 0 or kk == 0 or sorted_ids.numel() == 0:
        return None
    block_m = sorted_ids.numel() // expert_ids.numel()
    cfg = config_for_block(block_m, gated=activation is not None)
    k16, n8 = cdiv(kk, 16) * 16, cdiv(cols, 8) * 8
    a = _k_rows(a, k16)
    w = _k_rows(w, k16, None if activation else n8)   # plain: rows padded to the 8-column grid of out
    dst = out if n8 == cols else out.new_zeros(rows_out, n8)
    for name, t in (("a", a), ("w", w), ("out", dst)):
        if _span(t) >= 2 ** 31:
            raise ValueError(f"cdna::fused_moe fp8 kernel: {name} spans {_span(t)} bytes; the kernel's 32-bit "
                             f"buffer offsets cover < 2 GiB; split the call, or use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")
    a_scale, w_scale = a_scale.float().contiguous(), w_scale.float().contiguous()
    a_rows, o_rows, experts = _rows_and_experts(sorted_ids, expert_ids, topk, rows_out, block_m, cfg.bm)
    weighted = row_weights is not None
    act = KERNEL_ACT[activation] if activation else None
    grid = (cdiv(n8, cfg.bn // 2 if act else cfg.bn), experts.numel())
    stats = grouped_fp8_kernel(grid, cfg.lanes, KIND[a.dtype], KIND[w.dtype], OUT_NAMES[dst.dtype], cfg, weighted,
                               act, a, w, a_scale, w_scale, a_rows, o_rows, experts, num_post_pad,
                               row_weights if weighted else dst, dst, sorted_ids.numel(), a.shape[0], rows_out,
                               n8, k16 // 2, ne, a.stride(0), w.stride(1), w.stride(0),
                               dst.stride(0) * dst.element_size(), nn // 2 if act else 0, a_scale.shape[1] * 4,
                               w_scale.shape[2] * 4, w_scale.shape[1] * w_scale.shape[2] * 4)
    if dst is not out:
        out.copy_(dst[:, :cols])
    return stats
