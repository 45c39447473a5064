"""Split-K for ``cdna::gemm`` (the ``splits > 1`` configs of ``kernels/gemm.py``): a small M x N grid leaves most
CUs idle (M = 16, N = 4096: 64 workgroups of the 304 on an MI300X), so each workgroup of a ``(N tiles, M tiles,
slices)`` grid reduces one K slice, and a second kernel adds the slices.

Deterministic two-pass form (no atomics): ``gemm_split_kernel`` writes fp32 partials ``ws[s, m, n]`` (slice
``s`` = K steps ``[s * slice, (s + 1) * slice)``, whole ``bk`` steps, so no slice reads another's rows; the
last slice ends at K, past which every operand reads 0 as in the one-pass kernel); ``gemm_reduce_kernel``
sums ``ws[0] + ws[1] + ...`` in that fixed order in fp32, adds the bias and rounds once. The same inputs give
the same bits on every run; against the one-pass kernel the result differs only by fp32 reassociation.

The workspace (``splits * M * N * 4`` bytes) is allocated per call; a HIP launch plan (``ops/_plans.py``)
records it as a per-call workspace and allocates a fresh one on each replay.

Example:
    >>> import torch
    >>> from torch_cdna import _config
    >>> from torch_cdna.ops.kernels import gemm as K
    >>> a, w = torch.randn(4, 512).bfloat16(), torch.randn(64, 512).bfloat16()
    >>> out = torch.empty(4, 64, dtype=torch.bfloat16)
    >>> with _config.override(arch="gfx942"):
    ...     stats = K.launch_gemm(a, w.t(), None, out)   # doctest: +SKIP
    >>> [s.workgroups for s in stats]   # doctest: +SKIP
    [2, 1]
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from .._layout import output
from .attn_kit import AttnKit, advance, cdiv
from .gemm import OFF, OUT_BYTES, GemmConfig, a_operand, b_operand, tile_origin, tile_parts
from .gemm16 import _bias4

REDUCE_LANES = 256  # lanes of a reduce workgroup; each adds 4 fp32 columns of one row
REDUCE_UNROLL = 4   # partial planes each reduce lane loads per round


def _pointer_plus(J: Any, base: Any, offset: Any) -> Any:
    """An SGPR pair ``base + offset`` (offset: a 32-bit SGPR)."""
    p = J.gpr("su64")
    J.s_add_u32(p.dword(0), base.dword(0), offset)
    J.s_addc_u32(p.dword(1), base.dword(1), 0)
    return p


@jit()
def gemm_split_kernel(J, DT, CFG, A_KMAJOR, B_KMAJOR, a: "void*", b: "void*", ws: "void*", m: "int", n: "int",
                      k: "int", a_ss: "uint", b_ss: "uint", kslice: "int"):
    """Slice ``blockIdx.z`` (K ``[z * kslice, min(K, (z + 1) * kslice))``, ``kslice`` a multiple of ``bk``) of
    one ``bm x bn`` tile of a @ b, as fp32 into ``ws[z]`` ([M, N] row-major). Operands as ``gemm_kernel``'s."""
    cfg = CFG
    assert A_KMAJOR or cfg.transposes(cfg.bm), f"{cfg.name} stages a row-major a only (the launcher copies)"
    kit = AttnKit(J, DT)
    assert J.lds_alloc(2 * cfg.stage) == 0, "the stages are addressed from LDS offset 0"
    n0, m0, wm_off, wn_off = tile_origin(J, kit, cfg)
    z = J.blockIdx.z
    k0 = J.gpr("su32", z * kslice)
    klen = J.gpr("si32", J.min(kslice, J.gpr("si32", k - k0)))
    krem = J.gpr("su32", klen)
    ra, sa, astep = a_operand(J, kit, cfg, A_KMAJOR, a, m0, a_ss, m, k)
    rb, sb, bstep = b_operand(J, kit, cfg, B_KMAJOR, b, n0, b_ss, n, k)
    # move both operands to the slice's first k: its rows (or 2-byte columns) and the buffers' sizes
    advance(J, ra, J.gpr("su32", k0 * 2 if A_KMAJOR else k0 * a_ss))
    advance(J, rb, J.gpr("su32", k0 * 2 if B_KMAJOR else k0 * b_ss))
    loop, epilogue = tile_parts(cfg)
    acc = loop(J, kit, cfg, sa, sb, ra, rb, astep, bstep, klen, krem, wm_off, wn_off)
    part = _pointer_plus(J, ws, J.gpr("su32", z * m * n * 4))
    epilogue(J, kit, cfg, "f32", None, acc, ws, part, m, n, J.gpr("su32", n * 4), m0, n0, wm_off, wn_off)


@jit()
def gemm_reduce_kernel(J, DT, OT, BIAS, ws: "void*", bias: "void*", out: "void*", m: "int", n: "int",
                       splits: "int", o_ss: "uint"):
    """out[row, c .. c + 3] = sum over s (in order, ``REDUCE_UNROLL`` loads in flight) of ws[s, row, c .. c + 3]
    (+ bias), rounded once to ``OT``;
    row = ``blockIdx.y``, c = 4 * (``blockIdx.x`` * REDUCE_LANES + lane); N a multiple of 4."""
    reduce_rows(J, AttnKit(J, DT), OT, BIAS, ws, bias, out, m, n, splits, o_ss)


def reduce_rows(J: Any, kit: AttnKit, OT: str, BIAS: str | None, ws: Any, bias: Any, out: Any, m: Any, n: Any,
                splits: Any, o_ss: Any, scale: Any = None) -> None:
    """``gemm_reduce_kernel``'s body (also ``cdna::scaled_mm``'s reduce): the fixed-order sum of the partials,
    (times ``scale``: ``gemm._epilogue``'s hook, one run of 4 columns of one row,) + bias, rounded once."""
    row = J.blockIdx.y
    c = J.gpr("vu32", J.gpr("su32", J.blockIdx.x * (4 * REDUCE_LANES)) + (kit.tid << 2))
    ok = c < n
    plane = J.gpr("su32", m * n * 4)
    rws = J.buffer_resource(ws, J.gpr("su32", plane * splits))
    off = J.gpr("vu32", J.select(ok, J.gpr("su32", row * n * 4) + (c << 2), OFF))
    acc, t = J.gpr(4, "vf32"), [J.gpr(4, "vf32") for _ in range(REDUCE_UNROLL)]
    J.buffer_load(acc, rws, off)
    s = J.gpr("si32", 1)
    J.s_waitcnt(vmcnt=0)
    # REDUCE_UNROLL planes in flight per round (not one load's latency per slice); planes past the last lie past
    # the resource (advance clamps its size at 0) and read 0, which adds nothing
    with J.While(s[0] < splits):
        for r in t:
            advance(J, rws, plane)
            J.buffer_load(r, rws, off)
        J.s_waitcnt(vmcnt=0)
        for r in t:
            for i in range(2):
                J.v_pk_add_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], r[2 * i:2 * i + 1])
        s[0] = s + REDUCE_UNROLL
    if scale is not None:
        scale.apply(scale.columns(c), 0, acc)
    if BIAS:
        rbias = J.buffer_resource(bias, J.gpr("su32", n * OUT_BYTES[BIAS]))
        bv = _bias4(J, kit, BIAS, rbias, c)
        for i in range(2):
            J.v_pk_add_f32(acc[2 * i:2 * i + 1], acc[2 * i:2 * i + 1], bv[2 * i:2 * i + 1])
    es = OUT_BYTES[OT]
    ro = J.buffer_resource(out, J.gpr("su32", (m - 1) * o_ss + n * es))
    ooff = J.gpr("vu32", J.select(ok, J.gpr("su32", row * o_ss) + c * es, OFF))
    if OT == "f32":
        J.buffer_store(acc, ro, ooff)
    else:
        d = J.gpr(2, "vu32")
        for i in range(2):
            kit.arch.pack(J, kit, d[i], acc[2 * i], acc[2 * i + 1], OT)
        J.buffer_store(d, ro, ooff)


def slices(cfg: GemmConfig, splits: int, k: int) -> tuple[int, int]:
    """(K elements per slice, slices launched): whole ``bk`` steps, none empty.

    Example:
        >>> from torch_cdna.ops.kernels.gemm import ALL_CONFIGS
        >>> slices(ALL_CONFIGS["s16k"], 4, 4096), slices(ALL_CONFIGS["s16k"], 3, 4096 + 8)
        ((1024, 4), (1408, 3))
    """
    steps = cdiv(k, cfg.bk)
    per = cdiv(steps, splits) * cfg.bk
    return per, cdiv(k, per)


def launch_split(cfg: GemmConfig, splits: int, consts: tuple, a: torch.Tensor, b: torch.Tensor,
                 bias: torch.Tensor | None, dst: torch.Tensor, a_ss: int, b_ss: int) -> list:
    """Both launches for ``dst`` [M, N] (N a multiple of 8) = a @ b (+ bias) in ``splits`` K slices;
    ``consts``: ``gemm_kernel``'s (DT, OT, cfg, A_KMAJOR, B_KMAJOR, BIAS). Returns both LaunchStats."""
    dt, ot, _, a_kmajor, b_kmajor, bt = consts
    mm, kk = a.shape
    nn = dst.shape[1]
    kslice, count = slices(cfg, splits, kk)
    ws = output((count, mm, nn), dst, torch.float32)   # NaN under ops._layout.poisoned_outputs(): all written
    if ws.numel() * 4 >= 2 ** 31:
        raise ValueError(f"cdna::gemm split-K: the workspace [{count}, {mm}, {nn}] fp32 spans >= 2 GiB; the "
                         f"kernels' 32-bit buffer offsets cover < 2 GiB (a split-K config should never see such "
                         f"a shape: check gemm.RULE)")
    s1 = gemm_split_kernel((cdiv(nn, cfg.bn), cdiv(mm, cfg.bm), count), cfg.lanes, dt, cfg, a_kmajor, b_kmajor,
                           a, b, ws, mm, nn, kk, a_ss, b_ss, kslice)
    s2 = gemm_reduce_kernel((cdiv(nn, 4 * REDUCE_LANES), mm), REDUCE_LANES, dt, ot, bt, ws,
                            bias if bias is not None else dst, dst, mm, nn, count,
                            dst.stride(0) * dst.element_size())
    return [s1, s2]
