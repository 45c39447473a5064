"""DSL kernels of ``cdna::softmax`` and ``cdna::softmax_backward`` over the last dim of ``[N, D]`` rows, with
"sim" and "hip" launchers for gfx942 and gfx950.

Layout (``rowops``): a workgroup of ``plan.waves`` waves holds one row at a time in registers (16-byte buffer
loads, masked tail through the buffer range) and loops over rows ``blockIdx.x + i * grid``; each row is read
once and written once.

Forward, in fp32: the lane's maximum (``v_max3_f32``), the wave's maximum ``m_w`` (DPP row/bank moves, no
LDS), ``e = exp2(x log2(e) - m_w log2(e))`` (one packed FMA and one ``v_exp_f32`` per element), the wave's sum
``s_w`` (DPP). One wave: ``y = e / s_w``. Several waves: lane 63 of each wave writes ``(m_w, s_w)`` to LDS
(double-buffered by row parity, so one barrier per row), every lane combines them as
``M = max m_w``, ``S = sum s_w exp2((m_w - M) log2 e)`` and scales its ``e`` by ``exp2((m_w - M) log2 e) / S``:
one reduction round trip instead of separate max and sum passes. Lanes past the row end in the last chunk
are set to -inf before the maximum when ``D`` is not a multiple of the lanes' coverage (compile-time
``TAIL``; lane masks are computed once per kernel), so they add exp2(-inf) = 0.

A wave whose elements are all -inf (a masked vocabulary) has ``m_w = -inf``: its exponents use 0 instead
(exp2(-inf) = 0, not exp2(-inf + inf) = NaN) and its ``exp2((m_w - M) log2 e)`` is 0; a row of -inf only gives
NaN, as torch does.

Backward: ``dx = y * (g - sum(g * y))`` with ``rowops.RowKit.block_sum`` (zeros past the row end add 0).

Rows longer than the register kernels hold (``rowops.register_row``: 32,768 elements on 16-byte chunks, where
16 waves of at most 128 VGPRs still fit a CU) take the streaming kernels (``softmax_stream_fwd`` /
``softmax_stream_bwd``, planned by ``rowops.stream_plan``): 16 waves walk the row in tiles of the register
layout (half the register kernel's chunks per lane: 16,384 elements a tile on 16-byte chunks) through a copy
of the row V# whose base moves by a tile and whose ``num_records`` shrinks by a tile, so the last tile's
lanes past the end read 0 and drop their stores. Forward pass 1 keeps per lane a running max ``m`` and a sum of
``exp2((x - m) log2 e)``, rescaling the sum by ``exp2((m_old - m_new) log2 e)`` when a tile raises the max
(elements past the row end are set to -inf in the last tile); the lanes' pairs are combined in the wave
(DPP) and across waves (LDS) as above; pass 2 re-reads each tile and writes ``exp2((x - m_w) log2 e) *
scale``. Backward pass 1 sums ``g * y`` tile by tile, pass 2 re-reads ``g`` and ``y`` and writes ``dx``. Each
input is read twice and the output written once; the rows' byte offsets are 32-bit
(``rowops.MAX_STREAM_ROW_BYTES``).

Accuracy: exp2 of an argument rounded in fp32 (relative error ~|x - m| 2^-24 ln 2) plus ~1 ulp of
``v_exp_f32`` and ``v_rcp_f32``; outputs rounded once to the dtype (nearest even).

Example:
    >>> import torch, torch_cdna.ops
    >>> y = torch.ops.cdna.softmax(torch.randn(4, 1000, dtype=torch.bfloat16), -1)   # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .activations import LOG2E, VecMath
from .rowops import _DPP_STEPS, ESIZE, RowKit, RowPlan, aligned4, dtype_name, grid, plan

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
_NEG_INF = 0xFF800000


def _lane_max(J: Any, f: Any) -> Any:
    """A VGPR with the max of this lane's elements (v_max3_f32: two per instruction)."""
    m = J.gpr("vf32")
    if f.n == 1:
        J.v_mov_b32(m, f[0])
        return m
    J.v_max_f32(m, f[0], f[1])
    i = 2
    while i < f.n:
        if i + 1 < f.n:
            J.v_max3_f32(m, m, f[i], f[i + 1])
            i += 2
        else:
            J.v_max_f32(m, m, f[i])
            i += 1
    return m


def _lane_sum(m: VecMath, f: Any) -> Any:
    """A VGPR with the sum of this lane's elements (packed adds into temporaries, then one scalar add)."""
    J = m.J
    s = J.gpr("vf32")
    if f.n == 1:
        J.v_mov_b32(s, f[0])
        return s
    pairs = [f[i:i + 1] for i in range(0, f.n - 1, 2)]
    fresh = True
    while len(pairs) > 1:
        nxt = []
        for a, b in zip(pairs[0::2], pairs[1::2]):
            t = J.gpr(2, "vf32") if fresh else a
            J.v_pk_add_f32(t, a, b)
            nxt.append(t)
        fresh = False
        if len(pairs) % 2:
            nxt.append(pairs[-1])
        pairs = nxt
    J.v_add_f32(s, pairs[0][0], pairs[0][1])
    if f.n % 2:
        J.v_add_f32(s, s, f[f.n - 1])
    return s


def _wave_reduce(J: Any, v: Any, op: str) -> Any:
    """An SGPR with the wave's reduction (``op`` 'max' | 'add') of VGPR ``v`` (clobbered): DPP to lane 63."""
    for step in _DPP_STEPS:
        getattr(J, f"v_{op}_f32_dpp")(v, v, v, mod=step)
    return J.readlane(v, 63)


def _tail_masks(J: Any, kit: RowKit, d: Any, elems: int) -> list:
    """Per element of the last chunk, a lane mask (SGPR pair) of the lanes whose element is inside the row."""
    p = kit.p
    base = J.gpr("vu32")
    base[0] = (kit.tid + (p.nch - 1) * p.lanes) * elems
    masks = []
    for j in range(elems):
        mk = J.gpr("su64")
        J.v_cmp_gt_i32(mk, d - j, base)     # signed: d - j < 0 masks every lane
        masks.append(mk)
    return masks


def _combine_waves(J: Any, kit: RowKit, m_w: Any, s_w: Any, lds: int, parity: Any) -> Any:
    """exp2((m_w - M) log2 e) / S for this wave (a VGPR), from every wave's (m_w, s_w) through LDS."""
    p = kit.p
    slot = J.gpr("su32")
    slot[0] = kit.wave * 8 + parity + lds
    with J.If(kit.lane == 63):
        addr = J.gpr("vu32", slot)
        pair = J.gpr(2, "vf32")
        J.v_mov_b32(pair[0], m_w)
        J.v_mov_b32(pair[1], s_w)
        J.ds_write(addr, pair)
    J.s_waitcnt(lgkmcnt=0)
    J.s_barrier()
    parts = J.gpr(2 * p.waves, "vf32")
    raddr = J.gpr("vu32")
    raddr[0] = parity + lds
    for o in range(0, 2 * p.waves, 4):
        n = min(4, 2 * p.waves - o)
        J.ds_read(parts[o:o + n - 1], raddr, offset=4 * o)
    J.s_waitcnt(lgkmcnt=0)
    big = J.gpr("vf32")
    J.v_max_f32(big, parts[0], parts[2])
    for w in range(2, p.waves):
        J.v_max_f32(big, big, parts[2 * w])
    nb = J.gpr("vf32")
    J.v_mul_f32(nb, -LOG2E, big)                      # -M log2 e
    total = J.gpr("vf32", 0.0)
    t = J.gpr("vf32")
    for w in range(p.waves):
        J.v_fma_f32(t, parts[2 * w], LOG2E_V(J), nb)
        J.v_exp_f32(t, t)
        J.v_fmac_f32(total, t, parts[2 * w + 1])
    own = J.gpr("vf32")
    J.v_fma_f32(own, m_w, LOG2E_V(J), nb)
    J.v_exp_f32(own, own)
    J.v_rcp_f32(total, total)
    J.v_mul_f32(own, own, total)
    return own


def LOG2E_V(J: Any) -> Any:  # noqa: N802 - a constant register, made once per kernel
    if not hasattr(J, "_softmax_log2e"):
        J._softmax_log2e = J.gpr("vf32", LOG2E)
    return J._softmax_log2e


def _finite_or_zero(J: Any, dst: Any, m: Any, ninf: Any) -> None:
    """``dst`` = ``m``, or 0 where ``m`` is -inf: a stabiliser for exp2((x - m) log2 e) that gives 0, not NaN,
    for lanes whose elements are all -inf."""
    J.v_cmp_neq_f32(J.vcc, ninf, m)
    J.v_cndmask_b32(dst, 0, m, J.vcc)


def _neg_log2e_pair(J: Any, stab: Any) -> Any:
    """A VGPR pair of -stab log2 e (the addend of exp2's packed FMA)."""
    c = J.gpr(2, "vf32")
    J.v_mul_f32(c[0], -LOG2E, stab)
    J.v_mov_b32(c[1], c[0])
    return c


@jit()
def softmax_fwd(J, DT, WAVES, NCH, CHUNK, TAIL, x: "void*", out: "void*", n_rows: "int", d: "int",
                n_groups: "int", sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong"):
    """y = softmax(x) over each row."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH))
    es = ESIZE[DT]
    rx, ro = kit.row_resource(x, d, sx, es), kit.row_resource(out, d, so, es)
    xd = kit.alloc_data(DT)
    kit.voffsets(CHUNK)
    kit.prepare_from_f32(DT)
    m = VecMath(J)
    l2e = m.const(LOG2E)
    LOG2E_V(J)
    elems = kit.p.elems
    masks = _tail_masks(J, kit, d, elems) if TAIL else []
    ninf = J.gpr("vu32", _NEG_INF).view("f32")
    lds, half = (J.lds_alloc(2 * 8 * WAVES), 8 * WAVES) if WAVES > 1 else (0, 0)
    parity = J.gpr("su32", 0) if WAVES > 1 else None
    row = J.gpr("si32", J.blockIdx.x)
    with J.While(row[0] < n_rows):
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        f = kit.to_f32(DT, xd)
        last = f.n - elems
        for j, mk in enumerate(masks):
            J.v_cndmask_b32(f[last + j], ninf, f[last + j], mk)
        mw = J.gpr("vu32", _wave_reduce(J, _lane_max(J, f), "max")).view("f32")
        stab = J.gpr("vf32")
        _finite_or_zero(J, stab, mw, ninf)   # a wave of -inf only: its e are 0 (its m_w weighs 0 below)
        m.fma(f, f, l2e, _neg_log2e_pair(J, stab))
        m.exp2(f, f)
        s_w = _wave_reduce(J, _lane_sum(m, f), "add")
        scale = J.gpr(2, "vf32")
        if WAVES == 1:
            J.v_rcp_f32(scale[0], s_w)
        else:
            sw = J.gpr("vu32", s_w).view("f32")
            scale[0] = _combine_waves(J, kit, mw, sw, lds, parity)
        J.v_mov_b32(scale[1], scale[0])
        m.mul(f, f, scale)
        kit.store(kit.from_f32(DT, f), ro, DT)
        row[0] = row[0] + n_groups
        RowKit.advance(J, rx, step_x)
        RowKit.advance(J, ro, step_o)
        if parity is not None:
            parity[0] = parity[0] ^ half


@jit()
def softmax_bwd(J, DT, WAVES, NCH, CHUNK, g: "void*", y: "void*", dx: "void*", n_rows: "int", d: "int",
                n_groups: "int", sg: "uint", sy: "uint", sd: "uint", step_g: "ulong", step_y: "ulong",
                step_d: "ulong"):
    """dx = y * (g - sum(g * y)) over each row."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH))
    es = ESIZE[DT]
    rg, ry, rd = (kit.row_resource(t, d, s, es) for t, s in ((g, sg), (y, sy), (dx, sd)))
    gd, yd = kit.alloc_data(DT), kit.alloc_data(DT)
    kit.voffsets(CHUNK)
    kit.prepare_from_f32(DT)
    m = VecMath(J)
    lds, half = kit.reduce_lds(1)
    parity = J.gpr("su32", 0) if WAVES > 1 else None
    row = J.gpr("si32", J.blockIdx.x)
    with J.While(row[0] < n_rows):
        kit.load(gd, rg, DT)
        kit.load(yd, ry, DT)
        J.s_waitcnt(vmcnt=0)
        gf, yf = kit.to_f32(DT, gd), kit.to_f32(DT, yd)
        prod = m.mul(m.new(gf.n), gf, yf)
        total, = kit.block_sum([_lane_sum(m, prod)], lds, parity)
        ns = J.gpr(2, "vf32")
        J.v_mov_b32(ns[1], total)
        J.v_sub_f32(ns[0], 0, ns[1])
        J.v_mov_b32(ns[1], ns[0])
        m.add(gf, gf, ns)
        m.mul(gf, gf, yf)
        kit.store(kit.from_f32(DT, gf), rd, DT)
        row[0] = row[0] + n_groups
        for r, st in ((rg, step_g), (ry, step_y), (rd, step_d)):
            RowKit.advance(J, r, st)
        if parity is not None:
            parity[0] = parity[0] ^ half


# -- streaming kernels: rows longer than the registers hold -------------------------------------------------

def _cursor(J: Any) -> Any:
    """Four SGPRs for a copy of a row V# that walks the row tile by tile."""
    return J.gpr(4, "su32", align=4)


def _rewind(J: Any, cursor: Any, rsrc: Any) -> None:
    """Point ``cursor`` at the first tile of ``rsrc``'s row (the whole row in range)."""
    J.s_mov_b64(cursor[0:1], rsrc[0:1])
    J.s_mov_b64(cursor[2:3], rsrc[2:3])


def _next_tile(J: Any, cursor: Any, nbytes: int) -> None:
    """Move ``cursor`` to the next tile: base + ``nbytes`` and num_records - ``nbytes``, so the rest of the row
    stays the range (loads past the row end read 0, stores are dropped; ``soffset`` is not range checked,
    hence the moved base). After the last tile num_records wraps, but the cursor is not used again."""
    J.s_add_u32(cursor[0], cursor[0], nbytes)
    J.s_addc_u32(cursor[1], cursor[1], 0)
    J.s_sub_u32(cursor[2], cursor[2], nbytes)


def _mask_past_end(J: Any, kit: RowKit, f: Any, rem: Any, first: Any, ninf: Any) -> None:
    """Set to -inf the elements of a tile at or past the row end (``rem``: the row's elements from the tile's
    start; ``first``: the lane's first element in a tile), so they add nothing to the max and the sum. One
    VCC for every element: masks kept per element would need two SGPRs each."""
    p = kit.p
    left = J.gpr("vi32")
    J.v_sub_u32(left, rem, first)                   # row elements from the lane's first one (< 0: none)
    for k in range(p.nch):
        for j in range(p.elems):
            i = k * p.elems + j
            J.v_cmp_lt_i32(J.vcc, k * p.lanes * p.elems + j, left)
            J.v_cndmask_b32(f[i], ninf, f[i], J.vcc)


def _online_update(J: Any, m: VecMath, f: Any, lane_max: Any, lane_sum: Any, ninf: Any) -> None:
    """Fold a tile's fp32 elements ``f`` (clobbered) into the lane's running max and its sum of
    exp2((x - max) log2 e): the old sum is rescaled by exp2((old - new max) log2 e)."""
    new_max = J.gpr("vf32")
    J.v_max_f32(new_max, lane_max, _lane_max(J, f))
    stab = J.gpr("vf32")
    _finite_or_zero(J, stab, new_max, ninf)
    rescale = J.gpr("vf32")
    J.v_sub_f32(rescale, lane_max, stab)            # exact 0 while the max stays; -inf from an empty lane
    J.v_mul_f32(rescale, LOG2E, rescale)
    J.v_exp_f32(rescale, rescale)
    m.fma(f, f, m.const(LOG2E), _neg_log2e_pair(J, stab))
    m.exp2(f, f)
    J.v_fma_f32(lane_sum, lane_sum, rescale, _lane_sum(m, f))
    J.v_mov_b32(lane_max, new_max)


def _row_max_and_scale(J: Any, kit: RowKit, lane_max: Any, lane_sum: Any, ninf: Any, lds: int,
                       parity: Any) -> tuple[Any, Any]:
    """(stabiliser s of this wave, VGPR, scale) such that y = exp2((x - s) log2 e) * scale, from every lane's
    running (max, sum) (``lane_sum`` clobbered)."""
    wmax = J.gpr("vf32")
    J.v_mov_b32(wmax, lane_max)
    m_w = J.gpr("vu32", _wave_reduce(J, wmax, "max")).view("f32")
    stab = J.gpr("vf32")
    _finite_or_zero(J, stab, m_w, ninf)
    rescale = J.gpr("vf32")
    J.v_sub_f32(rescale, lane_max, stab)
    J.v_mul_f32(rescale, LOG2E, rescale)
    J.v_exp_f32(rescale, rescale)
    J.v_mul_f32(lane_sum, lane_sum, rescale)
    s_w = J.gpr("vu32", _wave_reduce(J, lane_sum, "add")).view("f32")
    scale = J.gpr("vf32")
    if kit.p.waves == 1:
        J.v_rcp_f32(scale, s_w)
    else:  # a wave whose elements are all -inf has m_w = -inf and s_w = 0: its factor exp2(-inf) is 0
        J.v_mov_b32(scale, _combine_waves(J, kit, m_w, s_w, lds, parity))
    return stab, scale


@jit()
def softmax_stream_fwd(J, DT, WAVES, NCH, CHUNK, x: "void*", out: "void*", n_rows: "int", d: "int",
                       n_groups: "int", sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong"):
    """y = softmax(x) over rows longer than the registers hold: pass 1 walks the row in tiles of
    ``WAVES * 64 * NCH`` chunks keeping each lane's running max and rescaled sum, then one wave/workgroup
    combination; pass 2 re-reads each tile and writes exp(x - max) / sum."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, stream=True))
    p, es = kit.p, ESIZE[DT]
    tile, tile_bytes = p.max_d, p.max_d * ESIZE[DT]
    rx, ro = kit.row_resource(x, d, sx, es), kit.row_resource(out, d, so, es)
    cx, co = _cursor(J), _cursor(J)
    xd = kit.alloc_data(DT)
    kit.voffsets(CHUNK)
    kit.prepare_from_f32(DT)
    m = VecMath(J)
    l2e = m.const(LOG2E)
    LOG2E_V(J)
    ninf = J.gpr("vu32", _NEG_INF).view("f32")
    first = J.gpr("vi32", kit.tid * p.elems)
    lane_max, lane_sum = J.gpr("vf32"), J.gpr("vf32")
    rem = J.gpr("si32")
    lds, half = (J.lds_alloc(2 * 8 * WAVES), 8 * WAVES) if WAVES > 1 else (0, 0)
    parity = J.gpr("su32", 0) if WAVES > 1 else None
    row = J.gpr("si32", J.blockIdx.x)
    with J.While(row[0] < n_rows):
        _rewind(J, cx, rx)
        rem[0] = d
        J.v_mov_b32(lane_max, ninf)
        J.v_mov_b32(lane_sum, 0)
        with J.While(rem[0] > 0):                              # pass 1: running max and sum
            kit.load(xd, cx, DT)
            J.s_waitcnt(vmcnt=0)
            f = kit.to_f32(DT, xd)
            with J.If(rem[0] < tile):
                _mask_past_end(J, kit, f, rem, first, ninf)
            _online_update(J, m, f, lane_max, lane_sum, ninf)
            _next_tile(J, cx, tile_bytes)
            rem[0] = rem[0] - tile
        stab, scale = _row_max_and_scale(J, kit, lane_max, lane_sum, ninf, lds, parity)
        c = _neg_log2e_pair(J, stab)
        scale2 = J.gpr(2, "vf32")
        J.v_mov_b32(scale2[0], scale)
        J.v_mov_b32(scale2[1], scale)
        _rewind(J, cx, rx)
        _rewind(J, co, ro)
        rem[0] = d
        with J.While(rem[0] > 0):                              # pass 2: y = exp2((x - s) log2 e) * scale
            kit.load(xd, cx, DT)
            J.s_waitcnt(vmcnt=0)
            f = kit.to_f32(DT, xd)
            m.fma(f, f, l2e, c)
            m.exp2(f, f)
            m.mul(f, f, scale2)
            kit.store(kit.from_f32(DT, f), co, DT)
            _next_tile(J, cx, tile_bytes)
            _next_tile(J, co, tile_bytes)
            rem[0] = rem[0] - tile
        row[0] = row[0] + n_groups
        RowKit.advance(J, rx, step_x)
        RowKit.advance(J, ro, step_o)
        if parity is not None:
            parity[0] = parity[0] ^ half


@jit()
def softmax_stream_bwd(J, DT, WAVES, NCH, CHUNK, g: "void*", y: "void*", dx: "void*", n_rows: "int", d: "int",
                       n_groups: "int", sg: "uint", sy: "uint", sd: "uint", step_g: "ulong", step_y: "ulong",
                       step_d: "ulong"):
    """dx = y * (g - sum(g * y)) over rows longer than the registers hold: pass 1 sums g * y tile by tile
    (past the row end both read 0), pass 2 re-reads g and y and writes dx."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, stream=True))
    es = ESIZE[DT]
    tile, tile_bytes = kit.p.max_d, kit.p.max_d * es
    rg, ry, rd = (kit.row_resource(t, d, s, es) for t, s in ((g, sg), (y, sy), (dx, sd)))
    cg, cy, cd = _cursor(J), _cursor(J), _cursor(J)
    gd, yd = kit.alloc_data(DT), kit.alloc_data(DT)
    kit.voffsets(CHUNK)
    kit.prepare_from_f32(DT)
    m = VecMath(J)
    lane_sum = J.gpr("vf32")
    rem = J.gpr("si32")
    lds, half = kit.reduce_lds(1)
    parity = J.gpr("su32", 0) if WAVES > 1 else None
    row = J.gpr("si32", J.blockIdx.x)
    with J.While(row[0] < n_rows):
        _rewind(J, cg, rg)
        _rewind(J, cy, ry)
        rem[0] = d
        J.v_mov_b32(lane_sum, 0)
        with J.While(rem[0] > 0):                              # pass 1: sum(g * y)
            kit.load(gd, cg, DT)
            kit.load(yd, cy, DT)
            J.s_waitcnt(vmcnt=0)
            gf, yf = kit.to_f32(DT, gd), kit.to_f32(DT, yd)
            prod = m.mul(m.new(gf.n), gf, yf)
            J.v_add_f32(lane_sum, lane_sum, _lane_sum(m, prod))
            _next_tile(J, cg, tile_bytes)
            _next_tile(J, cy, tile_bytes)
            rem[0] = rem[0] - tile
        total, = kit.block_sum([lane_sum], lds, parity)
        ns = J.gpr(2, "vf32")
        J.v_mov_b32(ns[1], total)
        J.v_sub_f32(ns[0], 0, ns[1])
        J.v_mov_b32(ns[1], ns[0])
        _rewind(J, cg, rg)
        _rewind(J, cy, ry)
        _rewind(J, cd, rd)
        rem[0] = d
        with J.While(rem[0] > 0):                              # pass 2: dx = y * (g - s)
            kit.load(gd, cg, DT)
            kit.load(yd, cy, DT)
            J.s_waitcnt(vmcnt=0)
            gf, yf = kit.to_f32(DT, gd), kit.to_f32(DT, yd)
            m.add(gf, gf, ns)
            m.mul(gf, gf, yf)
            kit.store(kit.from_f32(DT, gf), cd, DT)
            for cursor in (cg, cy, cd):
                _next_tile(J, cursor, tile_bytes)
            rem[0] = rem[0] - tile
        row[0] = row[0] + n_groups
        for r, st in ((rg, step_g), (ry, step_y), (rd, step_d)):
            RowKit.advance(J, r, st)
        if parity is not None:
            parity[0] = parity[0] ^ half


def _plan(op: str, d: int, dt: str, *tensors: torch.Tensor) -> Any:
    return plan(d, dt, aligned4(d, *tensors), op=op)


def _steps(g: int, *tensors: torch.Tensor) -> tuple[list, list]:
    sb = [t.stride(0) * t.element_size() for t in tensors]
    return sb, [s * g for s in sb]


def prepare(tensors: list) -> tuple:
    """(kernel, grid, block, compile-time args, runtime args): forward for [x, out], backward for
    [grad, y, dx] (all [N, D] rows)."""
    n, d = tensors[-1].shape
    p = _plan("softmax" if len(tensors) == 2 else "softmax_backward", d, dtype_name(tensors[-1].dtype), *tensors)
    g = grid(n, p.waves)
    sb, steps = _steps(g, *tensors)
    rt = (*tensors, n, d, g, *sb, *steps)
    if p.stream:
        kern = softmax_stream_fwd if len(tensors) == 2 else softmax_stream_bwd
        return kern, g, p.lanes, (p.dt, p.waves, p.nch, p.chunk), rt
    if len(tensors) == 2:
        tail = d % (p.lanes * p.nch * p.elems) != 0
        return softmax_fwd, g, p.lanes, (p.dt, p.waves, p.nch, p.chunk, tail), rt
    return softmax_bwd, g, p.lanes, (p.dt, p.waves, p.nch, p.chunk), rt


def _run(tensors: list) -> Any:
    kern, g, block, consts, rt = prepare(tensors)
    return kern(g, block, *consts, *rt)


def launch_softmax(x: torch.Tensor, out: torch.Tensor) -> Any:
    """Softmax of [N, D] rows into ``out``; returns the simulator's LaunchStats (None on HIP)."""
    return _run([x, out])


def launch_softmax_backward(grad: torch.Tensor, y: torch.Tensor, dx: torch.Tensor) -> Any:
    return _run([grad, y, dx])


for _kind in ("sim", "hip"):
    register("softmax", _kind, ARCHS, dtypes=DTYPES)(launch_softmax)
    register("softmax_backward", _kind, ARCHS, dtypes=DTYPES)(launch_softmax_backward)
