"""The grouped weight-gradient GEMM of ``cdna::fused_moe_backward``: ``out[e] = a[seg_e]^T @ b[seg_e]`` for every
expert ``e`` in one launch, ``seg_e`` being expert e's rows in moe_align's sorted order (a block-aligned range of
positions), so no host sync and no per-expert launch.

Inputs are the backward's per-row tensors gathered into sorted order (``gather_sorted``: row p holds sorted
position p's row, zero for padding): ``a`` [P, M] and ``b`` [P, N] (bf16/fp16, rows along the reduction dim).
Both are ``cdna::gemm``'s transposed operands (a column-major ``a^T``, a row-major ``b``), staged by
``gemm.NRowStager`` and reduced by ``gemm.mainloop``; what changes per workgroup is the expert
(``blockIdx.z``): its segment's first row moves both resources' bases, its length is the reduction length K
(0 for an empty expert: the loop runs no step and the tile stores zeros), and out's base moves to expert e's
[M, N] slice. Segments come from the same counts as moe_align's (``segments``), computed by torch ops on the
device.

Example:
    >>> import torch
    >>> segments(torch.tensor([[1, 0], [1, 2]]), 3, 32).tolist()
    [[0, 32], [32, 32], [64, 32]]
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from .attn_kit import AttnKit, cdiv
from .gemm import CONFIGS, DT_NAMES, PIECE, GemmConfig, NRowStager, _cols_resource, _epilogue, b_operand, mainloop


def segments(topk_ids: torch.Tensor, num_experts: int, block_m: int) -> torch.Tensor:
    """int32 [E, 2]: per expert (first sorted position, padded row count) of moe_align's layout."""
    flat = topk_ids.reshape(-1).long()
    key = torch.where((flat >= 0) & (flat < num_experts), flat, num_experts)
    counts = torch.bincount(key, minlength=num_experts + 1)[:num_experts]
    padded = (counts + block_m - 1) // block_m * block_m
    return torch.stack((torch.cumsum(padded, 0) - padded, padded), 1).to(torch.int32)


def gather_sorted(rows: torch.Tensor, index: torch.Tensor, valid: torch.Tensor, cols8: int) -> torch.Tensor:
    """[P, cols8] (zero-padded columns): row p = ``rows[index[p]]`` where ``valid[p]``, else 0."""
    out = rows.new_zeros(index.numel(), cols8)
    out[:, :rows.shape[1]] = torch.where(valid[:, None], rows[index.clamp(0, rows.shape[0] - 1)], 0)
    return out


def config_for(m: int) -> GemmConfig:
    """The first 32x32-MFMA gemm config (m32, t64, t128) whose ``max_m`` covers ``m`` (the dW tile's rows).

    Example:
        >>> [config_for(m).name for m in (8, 64, 4096)]
        ['m32', 't64', 't128']
    """
    return next(c for c in CONFIGS.values() if c.max_m is None or m <= c.max_m)


def _shift(J: Any, base: Any, rows: Any, ss: Any) -> Any:
    """An SGPR pair ``base + rows * ss`` (64-bit product)."""
    p = J.gpr("su64")
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, rows, ss)
    J.s_mul_hi_u32(hi, rows, ss)
    J.s_add_u32(p.dword(0), base.dword(0), lo)
    J.s_addc_u32(p.dword(1), base.dword(1), hi)
    return p


@jit()
def grouped_dw_kernel(J, DT, OT, CFG, a: "void*", b: "void*", seg: "void*", out: "void*", m: "int", n: "int",
                      a_ss: "uint", b_ss: "uint", o_ss: "uint", o_se: "uint"):
    """One ``bm x bn`` tile of out[e] = a[rows]^T @ b[rows] for e = ``blockIdx.z``, rows = ``seg[e]`` (start,
    count); a rows of M (stride ``a_ss`` bytes), b rows of N (``b_ss``), out[e] rows ``o_ss``, experts ``o_se``."""
    cfg = CFG
    kit = AttnKit(J, DT)
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    n0 = J.gpr("su32", J.blockIdx.x * cfg.bn)
    m0 = J.gpr("su32", J.blockIdx.y * cfg.bm)
    e = J.gpr("su32", J.blockIdx.z)
    start, k = J.gpr("su32"), J.gpr("su32")
    J.s_load_dword(start, seg, J.gpr("su32", e << 3))
    J.s_load_dword(k, seg, J.gpr("su32", (e << 3) + 4))
    J.s_waitcnt(lgkmcnt=0)
    wave_m = J.gpr("su32", kit.wave % cfg.waves_m if cfg.waves_m > 1 else 0)
    wave_n = J.gpr("su32", kit.wave // cfg.waves_m)
    wm_off = J.gpr("su32", wave_m * cfg.wm)
    wn_off = J.gpr("su32", wave_n * cfg.wn)
    krem = J.gpr("su32", k)
    ra = _cols_resource(J, _shift(J, a, start, a_ss), m0, a_ss, m, k)
    sa = NRowStager(J, kit, cfg, a_ss, J.gpr("su32", m - m0), 0, cfg.bm)
    astep = J.gpr("su32", a_ss * cfg.bk)
    rb, sb, bstep = b_operand(J, kit, cfg, False, _shift(J, b, start, b_ss), n0, b_ss, n, k)
    with J.If(k == 0):   # an empty expert: (k - 1) * ss wraps; empty resources, no step, a tile of zeros
        J.s_mov_b32(ra[2], 0)
        J.s_mov_b32(rb[2], 0)
    acc = mainloop(J, kit, cfg, sa, sb, ra, rb, astep, bstep, k, krem, wm_off, wn_off)
    _epilogue(J, kit, cfg, OT, None, acc, out, _shift(J, out, e, o_se), m, n, o_ss, m0, n0, wm_off, wn_off)


def launch_grouped_dw(a: torch.Tensor, b: torch.Tensor, seg: torch.Tensor, out: torch.Tensor) -> Any:
    """out [E, M, N] (contiguous; bf16/fp16/fp32; M and N multiples of 8) = per expert a[seg]^T @ b[seg]: a [P, M]
    and b [P, N] contiguous of one 16-bit dtype, seg int32 [E, 2] contiguous. Returns the LaunchStats."""
    (p, mm), nn = a.shape, b.shape[1]
    ne = out.shape[0]
    assert mm % PIECE == 0 and nn % PIECE == 0 and a.is_contiguous() and b.is_contiguous(), (a.shape, b.shape)
    if ne == 0 or mm == 0 or nn == 0:
        return None
    if p == 0:
        out.zero_()
        return None
    for name, t in (("a", a), ("b", b), ("out", out)):
        if t.numel() * t.element_size() >= 2 ** 31:
            raise ValueError(f"cdna::fused_moe_backward kernel: {name} holds {t.numel() * t.element_size()} bytes; "
                             f"the kernel's 32-bit buffer offsets cover < 2 GiB; use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")
    cfg = config_for(mm)
    es = a.element_size()
    grid = (cdiv(nn, cfg.bn), cdiv(mm, cfg.bm), ne)
    return grouped_dw_kernel(grid, cfg.lanes, DT_NAMES[a.dtype], DT_NAMES[out.dtype], cfg, a, b, seg, out, mm, nn,
                             mm * es, nn * es, nn * out.element_size(), mm * nn * out.element_size())
