"""Launchers of the MoE ops (``ops/moe.py``): the DSL grouped-GEMM kernel of ``cdna::grouped_gemm`` for gfx942
and gfx950 (bf16/fp16 inputs, bf16/fp16/fp32 output), and the compositions ``cdna::moe_align``,
``cdna::fused_moe`` and ``cdna::fused_moe_backward`` run on the kernel path.

Grouped GEMM design. It is ``kernels/gemm.py``'s kernel (the same ``GemmConfig`` tiles, K loop
``gemm.mainloop`` and B staging ``gemm.b_operand``) with three changes:

- the workgroup's expert: ``expert_ids[blockIdx.y]`` (one entry per ``bm``-row block; the launcher repeats the
  op's per-``block_m`` entries when ``block_m`` is a multiple of ``bm`` larger than it), read with a scalar load;
  B is that expert's ``[N, K]`` slice, ``w + e * w_se`` (an id outside 0..E-1 gets an empty resource: its
  rows come out 0);
- A rows are gathered: lane rows of the ``KRowStager`` take their offsets from ``a_rows`` (int32, one per
  sorted position: the row of a, or -1 for padding), rows at or past ``a_count`` (unsigned: -1 included) get
  the offset past every resource (``gemm.OFF``) and read 0;
- the epilogue stores row ``m`` of the tile to ``o_rows[m]`` of out (padding: dropped), after multiplying it by
  ``row_w[o_rows[m]]`` (fp32) when ``WEIGHTED`` (the MoE routing weight, before the one rounding).

The gated variant (``ACT``, fused_moe's first GEMM): w holds ``[gate | up]`` rows (gate ``0 .. split - 1``, up
``split ..``) and out is ``act(gate) * up`` [rows, split]. Its tiles (``GATED_BY_BM``) have twice as many B^T rows
as output columns: wave w's 64 LDS rows are the gate rows of its 32 output columns, then the up rows of the same
columns (``gated_b_operand`` points the B stager's lanes there), so ``gemm.mainloop`` leaves the gate
accumulators in ``acc[0]`` and the up ones in ``acc[1]``, register for register the same output elements. The
epilogue applies ``kernels/activations.py``'s fp32 formulas (``gated``) and stores the product, rounded once.

block_m = 16 (decode MoE, a caller's moe_align block) runs the 16-row tiles (``SMALL_BY_GATED``): the K loop
``gemm16.mainloop16`` (16x16 MFMAs), ``_epilogue16`` (the same row scatter and weights for the 16x16 layout),
and for the gated one ``gated_b_operand`` with 16 gate and 16 up rows per wave.

Blocks whose first position is at or past ``num_tokens_post_pad`` (moe_align's count, read by the kernel) exit
at once: the buffers are sized for the worst case, so most of their tail is padding.

``moe_align`` has no DSL kernel: it is a counting sort (a histogram, a prefix sum and a scatter) of at most
``T * k`` ids, a few microseconds of torch ops that are also what vLLM runs around its kernel on small inputs;
its launcher runs those ops on the tensors' device, without a host sync. ``fused_moe``'s forward is moe_align
and two grouped GEMM launches (``grouped``: the launcher without the op layer), its backward a composition of
cdna ops (``ops/moe.py`` says which); fp8 weights: ``kernels/moe_fp8.py``.

Example:
    >>> import torch, torch_cdna.ops
    >>> from torch_cdna import _config
    >>> x, w = torch.randn(4, 32, dtype=torch.bfloat16), torch.randn(2, 16, 32, dtype=torch.bfloat16)
    >>> ids = torch.tensor([[0], [1], [1], [0]])
    >>> with _config.override(ops_impl="kernel"):
    ...     s, e, n = torch.ops.cdna.moe_align(ids, 2, 32)
    ...     out = torch.ops.cdna.grouped_gemm(x, w, s, e)   # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, Iterator

import torch

from ...asm.jit import jit
from ...isa.targets import SUPPORTED_ARCHS as ARCHS
from . import register
from .activations import ACTIVATIONS as ACT_FORMULAS
from .activations import VecMath
from .attn_kit import AttnKit, cdiv, log2_ceil
from .._layout import output
from .gemm import ALL_CONFIGS, CONFIGS, DT_NAMES, OFF, OUT_BYTES, PIECE, GemmConfig, KRowStager, b_operand, mainloop
from .gemm16 import mainloop16

DTYPES = (torch.bfloat16, torch.float16)
# Tile configs by block_m: the largest bm that divides block_m (block_m a multiple of 32; else SMALL_BY_GATED).
CONFIG_BY_BM = {c.bm: c for c in CONFIGS.values()}


# The gated tiles (``ACT``): per wave 32 output columns, i.e. 32 gate and 32 up rows of w (64 B^T rows).
GATED_BY_BM = {c.bm: c for c in (
    GemmConfig("g32", 32, 128, 64, 1, 2), GemmConfig("g64", 64, 128, 64, 2, 2),
    GemmConfig("g128", 128, 128, 32, 2, 2),
)}
# The 16-row tiles (16x16 MFMAs, ``kernels/gemm16.py``'s K loop) for block_m = 16 (decode MoE: experts with a
# few tokens each; a 32-row tile would compute at least half padding rows): gemm's ``s16`` (4 waves of 16 x 16)
# and a gated one of 2 waves, each holding 16 gate and 16 up rows of its 16 output columns (bk 128 elements: a
# 4-wave gated tile's two LDS stages would exceed 64 KiB).
SMALL_BY_GATED = {False: ALL_CONFIGS["s16"], True: GemmConfig("g16", 16, 64, 128, 1, 2, mfma=16)}
# ops/moe.ACTIVATIONS names -> kernels/activations.ACTIVATIONS formulas
KERNEL_ACT = {"silu": "silu", "gelu": "gelu_none", "gelu_tanh": "gelu_tanh"}


def config_for_block(block_m: int, gated: bool = False) -> GemmConfig | None:
    """The config of the largest ``bm`` dividing ``block_m``: the 32x32 tiles, else the 16-row one (None:
    block_m is not a multiple of 16); the gated tiles when ``gated``."""
    table = GATED_BY_BM if gated else CONFIG_BY_BM
    for bm in sorted(table, reverse=True):
        if block_m % bm == 0:
            return table[bm]
    return SMALL_BY_GATED[gated] if block_m % 16 == 0 else None


def _expert_base(J: Any, w: Any, e: Any, w_se: Any) -> Any:
    """An SGPR pair ``w + e * w_se`` (64-bit product)."""
    b = J.gpr("su64")
    lo, hi = J.gpr("su32"), J.gpr("su32")
    J.s_mul_i32(lo, e, w_se)
    J.s_mul_hi_u32(hi, e, w_se)
    J.s_add_u32(b.dword(0), w.dword(0), lo)
    J.s_addc_u32(b.dword(1), w.dword(1), hi)
    return b


def _gather_rows(J: Any, cfg: GemmConfig, sa: KRowStager, rows: Any, m0: Any, count: Any, ss: Any) -> None:
    """Point ``sa``'s lane rows (tile row ``row + step_rows * n``) at rows ``rows[m0 + that]`` of a (stride
    ``ss`` bytes); rows at or past ``count`` (unsigned: -1 included) at ``OFF``."""
    per_row = cfg.bk // PIECE
    step_rows = cfg.lanes // per_row
    tid = J.threadIdx.x
    row = J.gpr("vu32", tid >> log2_ceil(per_row))
    piece = J.gpr("vu32", (tid & (per_row - 1)) << 4)
    idx = [J.gpr("vu32") for _ in range(sa.units)]
    for n in range(sa.units):
        J.buffer_load(idx[n], rows, J.gpr("vu32", (m0 + row + step_rows * n) << 2))
    J.s_waitcnt(vmcnt=0)
    sa.off = [J.gpr("vu32", J.select(idx[n] < count, idx[n] * ss + piece, OFF)) for n in range(sa.units)]


@dataclass(frozen=True)
class ExpertTile:
    """What ``expert_tile`` sets up for one ``bm x bn`` tile of a grouped GEMM: its output column and row origins,
    its expert id ``e`` (loaded, not yet checked against the expert count), the wave's place in the tile, the
    row-id resources, the remaining K, and A's resource and stager over the gathered rows."""
    n0: Any
    m0: Any
    e: Any
    wave_n: Any
    wm_off: Any
    wn_off: Any
    rrows: Any
    orows: Any
    krem: Any
    ra: Any
    sa: KRowStager


@contextlib.contextmanager
def expert_tile(J: Any, kit: AttnKit, cfg: GemmConfig, ACT: str | None, a: Any, a_rows: Any, o_rows: Any,
                experts: Any, npad: Any, positions: Any, a_count: Any, k: Any, a_ss: Any) -> Iterator[ExpertTile]:
    """The start of a grouped-GEMM tile kernel (bf16/fp16 ``grouped_gemm_kernel`` and the fp8 one): the tile's
    origin and expert from ``experts``/``npad``; the body (the ``with`` block) runs only for tiles below the
    padded row count, with A's rows ``a_rows[m0 ..]`` gathered into the stager (``_gather_rows``)."""
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    n0 = J.gpr("su32", J.blockIdx.x * (cfg.bn // 2 if ACT else cfg.bn))
    m0 = J.gpr("su32", J.blockIdx.y * cfg.bm)
    e, total = J.gpr("su32"), J.gpr("su32")
    J.s_load_dword(e, experts, J.gpr("su32", J.blockIdx.y << 2))
    J.s_load_dword(total, npad, J.gpr("su32", 0))
    J.s_waitcnt(lgkmcnt=0)
    with J.If(m0 < total):
        wave_m = J.gpr("su32", kit.wave % cfg.waves_m if cfg.waves_m > 1 else 0)
        wave_n = J.gpr("su32", kit.wave // cfg.waves_m)
        wm_off = J.gpr("su32", wave_m * cfg.wm)
        wn_off = J.gpr("su32", wave_n * cfg.wn)
        rrows = J.buffer_resource(a_rows, J.gpr("su32", positions << 2))
        orows = J.buffer_resource(o_rows, J.gpr("su32", positions << 2))
        krem = J.gpr("su32", k)
        ra = J.buffer_resource(a, J.gpr("su32", (a_count - 1) * a_ss + k * 2))
        sa = KRowStager(J, cfg, cfg.bm, a_ss, 0)
        _gather_rows(J, cfg, sa, rrows, m0, a_count, a_ss)
        yield ExpertTile(n0, m0, e, wave_n, wm_off, wn_off, rrows, orows, krem, ra, sa)


@jit()
def grouped_gemm_kernel(J, DT, OT, CFG, B_KMAJOR, WEIGHTED, ACT, a: "void*", w: "void*", a_rows: "void*",
                        o_rows: "void*", experts: "void*", npad: "void*", row_w: "void*", out: "void*",
                        positions: "uint", a_count: "uint", o_count: "uint", n: "uint", k: "uint",
                        num_experts: "uint", a_ss: "uint", w_ss: "uint", w_se: "uint", o_ss: "uint",
                        split: "uint"):
    """One ``bm x bn`` tile: rows ``o_rows[m0 ..]`` of out = rows ``a_rows[m0 ..]`` of a @ w[e] (rows n along K
    when ``B_KMAJOR``, stride ``w_ss`` bytes; else rows k along N) (* ``row_w[o_rows[m]]``), e =
    ``experts[blockIdx.y]``; ``positions`` entries in a_rows/o_rows; a rows stride ``a_ss``, out ``o_ss``.
    ``ACT`` (an ``activations.ACTIVATIONS`` name, or None): the gated tile (module docstring), w's rows
    ``0 .. split - 1`` the gate and ``split ..`` the up rows, ``n`` output columns (<= split)."""
    cfg = CFG
    kit = AttnKit(J, DT)
    with expert_tile(J, kit, cfg, ACT, a, a_rows, o_rows, experts, npad, positions, a_count, k, a_ss) as t:
        n0, m0, e, wave_n, wm_off, wn_off = t.n0, t.m0, t.e, t.wave_n, t.wm_off, t.wn_off
        orows, krem, ra, sa = t.orows, t.krem, t.ra, t.sa
        astep = J.gpr("su32", 2 * cfg.bk)
        valid = J.gpr("su32", J.select(e < num_experts, 1, 0))
        ec = J.gpr("su32", J.select(e < num_experts, e, 0))
        base = _expert_base(J, w, ec, w_se)
        if ACT:
            rb, sb, bstep = gated_b_operand(J, cfg, base, n0, w_ss, split, k)
        else:
            rb, sb, bstep = b_operand(J, kit, cfg, B_KMAJOR, base, n0, w_ss, n, k)
        with J.If(valid == 0):   # no such expert (padding, or another rank's): B reads 0
            J.s_mov_b32(rb[2], 0)
        loop, epilogue = (mainloop, _epilogue) if cfg.mfma == 32 else (mainloop16, _epilogue16)
        acc = loop(J, kit, cfg, sa, sb, ra, rb, astep, bstep, k, krem, wm_off, wn_off)
        if ACT:   # acc[0] gate, acc[1] up (the wave's 32 output columns): one tile of act(gate) * up
            acc = [gated(J, ACT, acc)]
            wn_off = J.gpr("su32", wave_n * (cfg.wn // 2))
        epilogue(J, kit, cfg, OT, WEIGHTED, acc, orows, row_w, out, o_count, n, o_ss, m0, n0, wm_off, wn_off)


def gated_b_operand(J: Any, cfg: GemmConfig, base: Any, n0: Any, ss: Any, split: Any, k: Any
                    ) -> tuple[Any, Any, Any]:
    """The gated tile's B operand: a resource over the expert's rows (gate ``0 .. split - 1``, up ``split ..
    2 split - 1``, rows along K, stride ``ss``) and a stager whose LDS row ``r`` holds output column ``c = n0 +
    p (r // 2p) + r % p``'s gate row (``r % 2p < p``) or up row ``split + c``, ``p = wn / 2`` (32, or 16 in the
    16-row tile): wave w's 2p B^T rows are its p gate then its p up rows. Columns at or past ``split`` read 0."""
    rb = J.buffer_resource(base, J.gpr("su32", (split * 2 - 1) * ss + k * 2))
    sb = KRowStager(J, cfg, cfg.bn, ss, cfg.a_bytes)
    per_row = cfg.bk // PIECE
    step_rows = cfg.lanes // per_row
    tid = J.threadIdx.x
    row = J.gpr("vu32", tid >> log2_ceil(per_row))
    piece = J.gpr("vu32", (tid & (per_row - 1)) << 4)
    lp = log2_ceil(cfg.wn // 2)
    for u in range(sb.units):
        tr = J.gpr("vu32", row + step_rows * u)
        col = J.gpr("vu32", n0 + ((tr >> (lp + 1)) << lp) + (tr & ((1 << lp) - 1)))
        grow = J.gpr("vu32", col + ((tr >> lp) & 1) * split)
        sb.off[u] = J.gpr("vu32", J.select(col < split, grow * ss + piece, OFF))
    return rb, sb, J.gpr("su32", 2 * cfg.bk)


def gated(J: Any, act: str, acc: list) -> list:
    """Per row block, ``act(gate) * up`` in fp32 (``activations``' formulas) from the gate tiles ``acc[0]`` and
    the up tiles ``acc[1]`` (same registers, same output columns)."""
    m = VecMath(J)
    out = []
    for g, u in zip(acc[0], acc[1]):
        a, _ = ACT_FORMULAS[act](m, g, False)
        out.append(m.mul(a, a, u))
    return out


def _epilogue(J: Any, kit: AttnKit, cfg: GemmConfig, OT: str, WEIGHTED: bool, acc: list, orows: Any, row_w: Any,
              out: Any, o_count: Any, n: Any, o_ss: Any, m0: Any, n0: Any, wm_off: Any, wn_off: Any) -> None:
    """As ``gemm._epilogue`` (registers ``8g .. 8g + 7`` of ``acc[nb][mb]`` are columns ``32 nb + 16 g + 8 half
    + 0..7`` of tile row ``32 mb + col``), the row scattered to ``o_rows`` and scaled by its routing weight."""
    es = OUT_BYTES[OT]
    ro = J.buffer_resource(out, J.gpr("su32", (o_count - 1) * o_ss + n * es))
    rw = J.buffer_resource(row_w, J.gpr("su32", o_count << 2)) if WEIGHTED else None
    pos = J.gpr("vu32", m0 + wm_off + kit.col)
    nmb = len(acc[0])
    orow = [J.gpr("vu32") for _ in range(nmb)]
    for mb in range(nmb):
        J.buffer_load(orow[mb], orows, J.gpr("vu32", (pos + 32 * mb) << 2))
    J.s_waitcnt(vmcnt=0)
    roff = [J.gpr("vu32", J.select(orow[mb] < o_count, orow[mb] * o_ss, OFF)) for mb in range(nmb)]
    if WEIGHTED:
        wt = [J.gpr("vf32") for _ in range(nmb)]
        for mb in range(nmb):
            J.buffer_load(wt[mb], rw, J.gpr("vu32", J.select(orow[mb] < o_count, orow[mb] << 2, OFF)))
        J.s_waitcnt(vmcnt=0)
        for row in acc:
            for mb, t in enumerate(row):
                for i in range(16):
                    J.v_mul_f32(t[i], t[i], wt[mb])
    col0 = J.gpr("vu32", n0 + wn_off + (kit.half << 3))
    for nb in range(len(acc)):
        for g in range(2):
            c = J.gpr("vu32", col0 + (32 * nb + 16 * g))
            ok = c < n
            for mb, t in enumerate(acc[nb]):
                off = J.gpr("vu32", J.select(ok, roff[mb] + c * es, OFF))
                if OT == "f32":
                    J.buffer_store(t[8 * g:8 * g + 3], ro, off)
                    J.buffer_store(t[8 * g + 4:8 * g + 7], ro, off, offset=16)
                else:
                    d = J.gpr(4, "vu32")
                    for i in range(4):
                        kit.arch.pack(J, kit, d[i], t[8 * g + 2 * i], t[8 * g + 2 * i + 1], OT)
                    J.buffer_store(d, ro, off)


def _epilogue16(J: Any, kit: AttnKit, cfg: GemmConfig, OT: str, WEIGHTED: bool, acc: list, orows: Any,
                row_w: Any, out: Any, o_count: Any, n: Any, o_ss: Any, m0: Any, n0: Any, wm_off: Any, wn_off: Any
                ) -> None:
    """``_epilogue`` for 16x16 tiles (``gemm16.epilogue16``'s layout: registers 0..3 of ``acc[nb][mb]`` are
    columns ``16 nb + 4 (l // 16) + 0..3`` of tile row ``16 mb + l % 16``), rows scattered to ``o_rows``."""
    es = OUT_BYTES[OT]
    ro = J.buffer_resource(out, J.gpr("su32", (o_count - 1) * o_ss + n * es))
    pos = J.gpr("vu32", m0 + wm_off + (kit.tid & 15))
    roff = _scatter_rows(J, WEIGHTED, acc, orows, row_w, o_count, o_ss, pos, 16, 4)
    col0 = J.gpr("vu32", n0 + wn_off + (((kit.tid >> 4) & 3) << 2))
    for nb in range(len(acc)):
        c = J.gpr("vu32", col0 + 16 * nb)
        ok = c < n   # n is a multiple of 8 and c of 4: the run of 4 is all in or all out
        for mb, t in enumerate(acc[nb]):
            off = J.gpr("vu32", J.select(ok, roff[mb] + c * es, OFF))
            if OT == "f32":
                J.buffer_store(t[0:3], ro, off)
            else:
                d = J.gpr(2, "vu32")
                for i in range(2):
                    kit.arch.pack(J, kit, d[i], t[2 * i], t[2 * i + 1], OT)
                J.buffer_store(d, ro, off)


def _scatter_rows(J: Any, WEIGHTED: bool, acc: list, orows: Any, row_w: Any, o_count: Any, o_ss: Any, pos: Any,
                  rows: int, regs: int) -> list:
    """Per row block (``rows`` tile rows apart from the lane's position ``pos``): the byte offset of its
    ``o_rows`` row in out (padding: OFF); with ``WEIGHTED`` every accumulator (``regs`` per tile) times that
    row's weight."""
    nmb = len(acc[0])
    orow = [J.gpr("vu32") for _ in range(nmb)]
    for mb in range(nmb):
        J.buffer_load(orow[mb], orows, J.gpr("vu32", (pos + rows * mb) << 2))
    J.s_waitcnt(vmcnt=0)
    roff = [J.gpr("vu32", J.select(orow[mb] < o_count, orow[mb] * o_ss, OFF)) for mb in range(nmb)]
    if WEIGHTED:
        rw = J.buffer_resource(row_w, J.gpr("su32", o_count << 2))
        wt = [J.gpr("vf32") for _ in range(nmb)]
        for mb in range(nmb):
            J.buffer_load(wt[mb], rw, J.gpr("vu32", J.select(orow[mb] < o_count, orow[mb] << 2, OFF)))
        J.s_waitcnt(vmcnt=0)
        for row in acc:
            for mb, t in enumerate(row):
                for i in range(regs):
                    J.v_mul_f32(t[i], t[i], wt[mb])
    return roff


# ---------------------------------------------------------------------------------------------- launchers
def _span(t: torch.Tensor) -> int:
    return (sum((s - 1) * st for s, st in zip(t.shape, t.stride())) + 1) * t.element_size()


def _k_major(w: torch.Tensor, k8: int) -> bool:
    """w [E, N, K] read in place with rows n along K: unit stride on K, 16-byte aligned rows and experts."""
    return (w.stride(2) == 1 and w.stride(1) % PIECE == 0 and w.stride(0) % PIECE == 0 and w.shape[2] == k8
            and w.data_ptr() % 16 == 0)


def _weights(w: torch.Tensor, k8: int, n8: int, gated: bool) -> tuple[torch.Tensor, bool]:
    """(w as the kernel reads it, whether its rows run along K): in place when its layout allows, else a
    K-major copy padded to k8 (and to n8 rows, unless ``gated``: the gate/up split stays at N / 2)."""
    ne, nn, kk = w.shape
    if gated:
        if _k_major(w, k8):
            return w, True
        p = w.new_zeros(ne, nn, k8)
    else:
        kmajor = w.stride(2) == 1 and w.stride(1) % PIECE == 0 and k8 == kk and n8 == nn
        nmajor = w.stride(1) == 1 and w.stride(2) % PIECE == 0 and k8 == kk and n8 == nn
        if (kmajor or nmajor) and not (w.stride(0) % PIECE or w.data_ptr() % 16):
            return w, kmajor
        p = w.new_zeros(ne, n8, k8)
    p[:, :nn, :kk] = w
    return p, True


def launch_grouped_gemm(a: torch.Tensor, w: torch.Tensor, sorted_ids: torch.Tensor, expert_ids: torch.Tensor,
                        num_post_pad: torch.Tensor, topk: int, row_weights: torch.Tensor | None,
                        out: torch.Tensor, activation: str | None = None) -> Any:
    """out [M * topk, N] (contiguous, zeroed by the op layer) per ``ops/moe.py``'s grouped_gemm: a [M, K]
    rows (unit stride), w [E, N, K] (any strides: copied unless unit stride on K or on N with the other a
    multiple of 8), sorted_ids/expert_ids int32 contiguous, num_post_pad int32 [1], row_weights fp32
    [M * topk] contiguous or None. K or N off the 8-element grid: padded copies (a, w) and a scratch output.
    ``activation`` (``ops/moe.ACTIVATIONS`` name): out [M * topk, N / 2] = act(gate) * up of the gated tile.
    Returns the simulator's LaunchStats (None when nothing was launched)."""
    mm, kk = a.shape
    ne, nn, _ = w.shape
    rows_out, cols = out.shape
    if rows_out == 0 or cols == 0 or kk == 0 or sorted_ids.numel() == 0:
        return None
    block_m = sorted_ids.numel() // expert_ids.numel()
    cfg = config_for_block(block_m, gated=activation is not None)
    k8, n8 = cdiv(kk, PIECE) * PIECE, cdiv(cols, PIECE) * PIECE
    if not (a.stride(1) == 1 and a.stride(0) % PIECE == 0 and a.data_ptr() % 16 == 0) or k8 != kk:
        p = a.new_zeros(mm, k8)
        p[:, :kk] = a
        a = p
    w, kmajor = _weights(w, k8, n8, activation is not None)
    dst = out if n8 == cols else out.new_zeros(rows_out, n8)   # N off the 8-element grid: a scratch, copied back
    for name, t in (("a", a), ("w", w), ("out", dst)):
        if _span(t) >= 2 ** 31:
            raise ValueError(f"cdna::grouped_gemm kernel: {name} spans {_span(t)} bytes; the kernel's 32-bit "
                             f"buffer offsets cover < 2 GiB; split the call, or use the reference "
                             f"(TORCH_CDNA_OPS_IMPL=reference)")
    a_rows, o_rows, experts = _rows_and_experts(sorted_ids, expert_ids, topk, rows_out, block_m, cfg.bm)
    es = a.element_size()
    w_ss = (w.stride(1) if kmajor else w.stride(2)) * es
    weighted = row_weights is not None
    act = KERNEL_ACT[activation] if activation else None
    grid = (cdiv(n8, cfg.bn // 2 if act else cfg.bn), experts.numel())
    stats = grouped_gemm_kernel(grid, cfg.lanes, DT_NAMES[a.dtype], DT_NAMES[dst.dtype], cfg, kmajor, weighted, act,
                                a, w, a_rows, o_rows, experts, num_post_pad, row_weights if weighted else dst, dst,
                                sorted_ids.numel(), mm, rows_out, n8, k8, ne, a.stride(0) * es, w_ss,
                                w.stride(0) * es, dst.stride(0) * dst.element_size(), nn // 2 if act else 0)
    if dst is not out:
        out.copy_(dst[:, :cols])
    return stats


def _rows_and_experts(sorted_ids: torch.Tensor, expert_ids: torch.Tensor, topk: int, rows_out: int, block_m: int,
                      bm: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(a_rows, o_rows, experts) of the kernels: per sorted position its row of a (``// topk``) and of out, -1
    for padding and anything naming no row; per ``bm`` block its expert."""
    valid = (sorted_ids >= 0) & (sorted_ids < rows_out)
    a_rows = torch.where(valid, sorted_ids // topk, -1).to(torch.int32)
    o_rows = torch.where(valid, sorted_ids, -1).to(torch.int32)
    experts = expert_ids if bm == block_m else expert_ids.repeat_interleave(block_m // bm)
    return a_rows, o_rows, experts.to(torch.int32).contiguous()


def grouped(a: torch.Tensor, w: torch.Tensor, sorted_ids: torch.Tensor, expert_ids: torch.Tensor,
            num_post_pad: torch.Tensor, topk: int = 1, *, row_weights: torch.Tensor | None = None,
            out_dtype: torch.dtype | None = None, activation: str | None = None) -> torch.Tensor:
    """fused_moe's grouped GEMM steps without the op layer: out [M * topk, N] (or [M * topk, N / 2] of
    ``activation``), rows no position names 0 (plain) or unset (gated: only the named rows are read after)."""
    cols = w.shape[1] // 2 if activation else w.shape[1]
    shape, dt = (a.shape[0] * topk, cols), out_dtype or a.dtype
    out = output(shape, a, dt) if activation else torch.zeros(shape, dtype=dt, device=a.device)
    launch_grouped_gemm(a.contiguous(), w, sorted_ids, expert_ids, num_post_pad, topk, row_weights, out,
                        activation)
    return out


for _kind in ("sim", "hip"):
    register("grouped_gemm", _kind, ARCHS, dtypes=DTYPES)(launch_grouped_gemm)


# The compositions: moe_align's torch ops (no DSL kernel, module docstring) and fused_moe's chains of cdna ops.
def _compositions() -> None:
    from .. import moe as M
    for kind in ("sim", "hip"):
        register("moe_align", kind, ARCHS, dtypes=(torch.int32, torch.int64))(M.moe_align_reference)
        register("fused_moe", kind, ARCHS, dtypes=DTYPES)(M.fused_moe_kernels)
        register("fused_moe_backward", kind, ARCHS, dtypes=DTYPES)(M.fused_moe_backward_kernels)


_compositions()
