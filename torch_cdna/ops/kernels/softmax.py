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

Backward: ``dx = y * (g - sum(g * y))`` with ``rowops.RowKit.block_sum`` (zeros past the row end add 0).

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

ARCHS = ("gfx942", "gfx950")
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
    ninf = J.gpr("vu32", _NEG_INF) if TAIL else None
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
        m_w = _wave_reduce(J, _lane_max(J, f), "max")
        c = J.gpr(2, "vf32")
        J.v_mov_b32(c[0], m_w)
        J.v_mul_f32(c[0], -LOG2E, c[0])
        J.v_mov_b32(c[1], c[0])
        m.fma(f, f, l2e, c)
        m.exp2(f, f)
        s_w = _wave_reduce(J, _lane_sum(m, f), "add")
        scale = J.gpr(2, "vf32")
        if WAVES == 1:
            J.v_rcp_f32(scale[0], s_w)
        else:
            mw = J.gpr("vu32", m_w).view("f32")
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
