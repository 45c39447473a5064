"""DSL kernels of the normalisation ops (``cdna::rmsnorm``, ``fused_add_rmsnorm``, ``layernorm``,
``fused_add_layernorm`` and their backwards) and their launchers for the simulator ("sim") and HIP ("hip"),
gfx942 and gfx950.

Design (``rowops`` has the layout): a workgroup of ``plan.waves`` waves owns one row at a time and loops over
rows ``blockIdx.x + i * grid``; the row is read once with 16-byte buffer loads into registers, reduced in
fp32 (packed ``v_pk_fma_f32``, DPP inside a wave, LDS only between waves, one barrier per row), scaled and
written once, rounded to the output dtype (nearest even). Weights (and bias) are loaded once per workgroup
and kept in registers as fp32. Row strides are kernel arguments, so row-strided inputs are not copied.
Forward kernels with rows of one or two waves run as row groups (``rowops.row_groups``: about 4 waves per
workgroup, one workgroup per CU at large N) and stage the weight/bias through LDS, so global bytes beyond the
minimum are one weight (and bias) per workgroup: at most ``304 x D`` per launch for those row lengths.

Backward kernels accumulate dweight/dbias per workgroup in fp32 registers over its rows (at least
``ATOMIC_MIN_ROWS`` per row group; short rows run as row groups like the forward kernels, their sums added
through LDS), then, by default, add them with ``buffer_atomic_add_f32`` into [D] fp32 accumulators of a
cached workspace; the last workgroup to arrive (a wrapping ``global_atomic_inc`` ticket)
rounds the sums to the weight's dtype, writes dweight/dbias and clears the accumulators and the ticket, so
the op stays one launch and moves 8 extra bytes per column per vector (the accumulators read by the atomics
and written). The order of the fp32 additions, hence the last bits of dweight/dbias, then depends on the
workgroup schedule on a GPU. With ``torch.use_deterministic_algorithms(True)`` the kernels instead write
per-workgroup fp32 partials ([grid, D]) that ``column_sum`` adds in a fixed order (two launches, bitwise
reproducible, ``8 * grid`` extra bytes per column per vector).

Example:
    >>> import torch, torch_cdna.ops
    >>> x, w = torch.randn(4, 896, dtype=torch.bfloat16), torch.randn(896, dtype=torch.bfloat16)
    >>> y = torch.ops.cdna.rmsnorm(x, w, 1e-6)         # CPU tensors: the kernel runs on the simulator
    >>> y.shape, bool(y.isfinite().all())
    (torch.Size([4, 896]), True)
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .rowops import (ATOMIC_MIN_ROWS, BACKWARD_MIN_ROWS, ESIZE, RowKit, RowPlan, aligned4, dtype_name, grid, plan,
                     row_groups)

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
# Waves whose reduction partials a row's sum reads into registers at a time (``RowKit.block_sum``): all 16 at
# once took up to 48 VGPRs (3 values), more than a third of the 128 a wave of a 16-wave workgroup may have.
PARTIAL_WAVES = 4


# ---------------------------------------------------------------------------------------------- helpers
def _load_vector(J: Any, kit: RowKit, base: Any, d: Any, dt: str, split: bool, lds: int | None = None) -> Any:
    """A [D] vector (weight/bias) of ``dt`` as fp32 registers laid out like the row chunks (loaded once;
    ``lds``: the LDS scratch to stage it through with row groups)."""
    data = kit.alloc_data(dt, kit.p.elems, split)
    if kit.p.groups > 1 and not split:       # once per workgroup, through LDS, for all its row groups
        kit.load_shared(data, base, d, dt, lds=lds)
        return kit.to_f32(dt, data)
    rsrc = J.buffer_resource(base, d * ESIZE[dt])
    kit.load(data, rsrc, dt, kit.p.elems, split)
    J.s_waitcnt(vmcnt=0)
    return kit.to_f32(dt, data, split)


def _pairs(f: Any) -> list:
    """64-bit-aligned fp32 pairs of a register array (and a trailing single element, if any)."""
    out = [f[i:i + 1] for i in range(0, f.n - 1, 2)]
    if f.n % 2:
        out.append(f[f.n - 1])
    return out


def _like(b: Any, a: Any) -> list:
    """Pairs of ``b`` matching ``_pairs(a)``: elementwise, or a broadcast pair (same value in both)."""
    n = len(_pairs(a))
    if isinstance(b, _Broadcast):
        return [b.pair] * n
    return _pairs(b) if b.n == a.n else [b] * n


def _one(z: Any) -> Any:
    return z if z.n == 1 else z[0]


def _sum_products(J: Any, a: Any, b: Any) -> Any:
    """A VGPR holding this lane's sum of ``a[i] * b[i]`` (packed fp32 FMAs, two chains)."""
    pa, pb = _pairs(a), _pairs(b)
    single = None
    if pa[-1].n == 1:
        single, pa, pb = (pa[-1], pb[-1]), pa[:-1], pb[:-1]
    s = J.gpr("vf32")
    if not pa:
        J.v_mul_f32(s, *single)
        return s
    accs = [J.gpr(2, "vf32") for _ in range(min(2, len(pa)))]
    for i, (x, y) in enumerate(zip(pa, pb)):
        acc = accs[i % len(accs)]
        if i < len(accs):
            J.v_pk_mul_f32(acc, x, y)
        else:
            J.v_pk_fma_f32(acc, x, y, acc)
    if len(accs) == 2:
        J.v_pk_add_f32(accs[0], accs[0], accs[1])
    s[0] = accs[0][0] + accs[0][1]
    if single is not None:
        J.v_fmac_f32(s, *single)
    return s


def _pk_mul(J: Any, dst: Any, a: Any, b: Any) -> None:
    """dst[i] = a[i] * b[i] over pairs; ``b`` may be a broadcast pair (same value twice)."""
    for x, y, z in zip(_pairs(dst), _pairs(a), _like(b, a)):
        if x.n == 1:
            J.v_mul_f32(x, y, _one(z))
        else:
            J.v_pk_mul_f32(x, y, z)


def _rstd(J: Any, total: Any, inv_d: Any, eps: Any) -> Any:
    """A register pair holding rsqrt(total * inv_d + eps) twice (a packed-multiply operand)."""
    r = J.gpr(2, "vf32")
    J.v_fma_f32(r[0], total, inv_d, eps)
    J.v_rsq_f32(r[0], r[0])
    J.v_mov_b32(r[1], r[0])
    return r


class _Rows:
    """The row loop shared by the norm kernels: row index, V# advance, LDS parity.

    ``nvals``: the number of values of each ``reduce`` call of one row, in order. Each call gets its own LDS
    slots (a wave may still read one reduction's partials while another wave writes the next one's), and the
    parity flips the whole set per row, so one barrier per reduction suffices."""

    def __init__(self, J: Any, kit: RowKit, d: Any, *nvals: int) -> None:
        self.J, self.kit = J, kit
        self.nbytes = J.gpr("su32", d * ESIZE[kit.p.dt]) if kit.p.groups > 1 else None   # bytes of a row
        self.row = J.gpr("si32")
        self.row[0] = kit.first_row()
        # the workgroup's first row of the trip: row groups loop while it is in range (uniform trip counts)
        self.head = J.gpr("si32", J.blockIdx.x * kit.p.groups) if kit.p.groups > 1 else self.row
        self.lds, self.half = kit.reduce_lds(sum(nvals))
        self.starts = [4 * kit.p.block // 64 * sum(nvals[:i]) for i in range(len(nvals))]
        self.stage = 0
        self.parity = J.gpr("su32", 0) if kit.p.waves > 1 else None

    def more(self, n_rows: Any) -> Any:
        """The loop condition (uniform over the workgroup)."""
        return self.head[0] < n_rows

    def clamp(self, n_rows: Any, *rsrcs: Any) -> None:
        """With row groups: the row V#s of a group past the last row become empty (``RowKit.clamp_rows``)."""
        if self.kit.p.groups > 1:
            self.kit.clamp_rows(self.row, n_rows, self.nbytes, rsrcs)

    def reduce(self, vals: list) -> list:
        start = self.starts[self.stage % len(self.starts)]
        self.stage += 1
        return self.kit.block_sum(vals, self.lds + start, self.parity, live_waves=PARTIAL_WAVES)

    def next(self, n_groups: Any, *moves: tuple) -> None:
        J = self.J
        self.row[0] = self.row[0] + n_groups
        if self.head is not self.row:
            self.head[0] = self.head[0] + n_groups
        for rsrc, step in moves:
            RowKit.advance(J, rsrc, step)
        if self.parity is not None:
            self.parity[0] = self.parity[0] ^ self.half


# ---------------------------------------------------------------------------------------------- rmsnorm
def _add_residual(J: Any, kit: RowKit, dt: str, xd: Any, rd: Any, rx: Any, rr: Any, rro: Any) -> Any:
    """The fused-add kernels' row step: reads a row of x and of residual (data registers ``xd``/``rd``),
    stores ``round(x + residual)`` to ``rro`` and returns it as fp32 registers, so the norm that follows
    normalises the sum as rounded to the input dtype (what residual_out holds). Padding past D reads and
    sums to 0."""
    kit.load(xd, rx, dt)
    kit.load(rd, rr, dt)
    J.s_waitcnt(vmcnt=0)
    f, fr = kit.to_f32(dt, xd), kit.to_f32(dt, rd)
    _pk_add(J, f, f, fr)
    if dt == "f32":
        kit.store(f, rro, dt)
        return f
    packed = kit.from_f32(dt, f)
    kit.store(packed, rro, dt)
    return kit.to_f32(dt, packed, out=f)


def _rms_scale(J: Any, rows: _Rows, f: Any, wf: Any, v_inv: Any, v_eps: Any) -> None:
    """In place: f *= rsqrt(mean(f^2) + eps), then f *= w."""
    total, = rows.reduce([_sum_products(J, f, f)])
    rstd = _rstd(J, total, v_inv, v_eps)
    _pk_mul(J, f, f, rstd)
    _pk_mul(J, f, f, wf)


@jit()
def rmsnorm_fwd(J, DT, WT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, x: "void*", w: "void*", out: "void*", n_rows: "int",
                d: "int", n_groups: "int", sx: "uint", so: "uint", step_x: "ulong", step_o: "ulong",
                eps: "float", inv_d: "float"):
    """y = x * rsqrt(mean(x^2) + eps) * w, one row per workgroup iteration."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    wf = _load_vector(J, kit, w, d, WT, WSPLIT)
    rx, ro = kit.row_resource(x, d, sx, ESIZE[DT]), kit.row_resource(out, d, so, ESIZE[DT])
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    xd = kit.alloc_data(DT)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 1)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rx, ro)
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        f = kit.to_f32(DT, xd)
        _rms_scale(J, rows, f, wf, v_inv, v_eps)
        kit.store(kit.from_f32(DT, f), ro, DT)
        rows.next(n_groups, (rx, step_x), (ro, step_o))


@jit()
def fused_add_rmsnorm_fwd(J, DT, WT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, x: "void*", res: "void*", w: "void*",
                          out: "void*", res_out: "void*", n_rows: "int", d: "int", n_groups: "int",
                          sx: "uint", sr: "uint", so: "uint", sro: "uint", step_x: "ulong", step_r: "ulong",
                          step_o: "ulong", step_ro: "ulong", eps: "float", inv_d: "float"):
    """res_out = round(x + res); y = rmsnorm(res_out) * w."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    es = ESIZE[DT]
    wf = _load_vector(J, kit, w, d, WT, WSPLIT)
    rx, rr = kit.row_resource(x, d, sx, es), kit.row_resource(res, d, sr, es)
    ro, rro = kit.row_resource(out, d, so, es), kit.row_resource(res_out, d, sro, es)
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    xd, rd = kit.alloc_data(DT), kit.alloc_data(DT)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 1)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rx, rr, ro, rro)
        f = _add_residual(J, kit, DT, xd, rd, rx, rr, rro)
        _rms_scale(J, rows, f, wf, v_inv, v_eps)
        kit.store(kit.from_f32(DT, f), ro, DT)
        rows.next(n_groups, (rx, step_x), (rr, step_r), (ro, step_o), (rro, step_ro))


@jit()
def rmsnorm_bwd(J, DT, WT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, ATOMIC, OSPLIT, g: "void*", x: "void*", w: "void*",
                dx: "void*", part: "float*", cnt: "void*", dw: "void*", n_rows: "int", d: "int", n_groups: "int",
                sg: "uint", sx: "uint", sdx: "uint", step_g: "ulong", step_x: "ulong", step_dx: "ulong",
                eps: "float", inv_d: "float"):
    """dx = rstd * (u - x * rstd^2 * mean(u * x)), u = g * w; dweight = sum over rows of g * x * rstd, reduced
    per workgroup in registers, then ``_finish_columns`` (atomics into ``part``, or a partial row of it)."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    scratch = _bwd_scratch(J, kit, WT, 1)
    es = ESIZE[DT]
    wf = _load_vector(J, kit, w, d, WT, WSPLIT, scratch)
    rg, rx, rdx = kit.row_resource(g, d, sg, es), kit.row_resource(x, d, sx, es), kit.row_resource(dx, d, sdx, es)
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    gd, xd = kit.alloc_data(DT), kit.alloc_data(DT)
    acc = J.gpr(wf.n, "vf32", 0.0)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 2)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rg, rx, rdx)
        kit.load(gd, rg, DT)
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        fg, fx = kit.to_f32(DT, gd), kit.to_f32(DT, xd)
        u = J.gpr(fx.n, "vf32")
        _pk_mul(J, u, fg, wf)
        ssq, sux = rows.reduce([_sum_products(J, fx, fx), _sum_products(J, u, fx)])
        rstd = _rstd(J, ssq, v_inv, v_eps)
        k = J.gpr(2, "vf32")             # -rstd^3 * mean(u x), twice
        k[0] = rstd[0] * rstd[0]
        k[0] = k[0] * rstd[0]
        k[0] = k[0] * sux
        k[0] = k[0] * v_inv
        k[0] = -k[0]
        k[1] = k[0]
        _pk_mul(J, u, u, rstd)           # u * rstd
        _pk_fma(J, u, fx, k, u)          # + x * k
        _pk_mul(J, fx, fx, rstd)         # xhat
        _pk_fma(J, acc, fg, fx, acc)     # dweight partial += g * xhat
        kit.store(kit.from_f32(DT, u), rdx, DT)
        rows.next(n_groups, (rg, step_g), (rx, step_x), (rdx, step_dx))
    _finish_columns(J, kit, ATOMIC, [acc], [part], [dw], cnt, d, n_groups, [WT], OSPLIT, scratch)


def _weight_per_row(p: RowPlan) -> bool:
    """Whether a backward kernel re-reads the weight with every row (from the cache) instead of holding it in
    registers: with 4 waves on a SIMD (13-16 waves, rows past 12,288 bf16 elements) a wave may use at most 128
    VGPRs, and the weight's fp32 copy would be an eighth of them."""
    return -(-p.waves // 4) == 4 and p.groups == 1


def _store_partial(J: Any, kit: RowKit, acc: Any, part: Any, d: Any) -> None:
    """part[blockIdx.x, :] = acc (fp32 column partials, laid out like the row chunks)."""
    rp = kit.row_resource(part, d, d * 4, 4)
    kit.store(acc, rp, "f32", kit.p.elems)


def _finish_columns(J: Any, kit: RowKit, atomic: bool, accs: list, parts: list, outs: list, cnt: Any, d: Any,
                    n_groups: Any, ots: list[str], osplit: bool, scratch: int | None = None) -> None:
    """Deterministic: each ``accs[i]`` becomes row blockIdx.x of ``parts[i]`` ([grid, D] fp32, summed by
    ``column_sum``). Atomic: ``accs[i]`` is added into ``parts[i]`` ([D] fp32 accumulators, zero on entry);
    the last workgroup to finish (a ticket counter at ``cnt``) writes ``outs[i]`` rounded to ``ots[i]`` and leaves
    the accumulators and the counter zero again, so the workspace needs no clearing between launches. With
    row groups, the groups' sums are first added through LDS (``scratch``) and group 0 does the rest."""
    if not atomic:
        for acc, part in zip(accs, parts):
            _store_partial(J, kit, acc, part, d)
        return
    e = kit.p.elems
    offs = kit.voffsets(4 * e)
    rws = [J.buffer_resource(part, d * 4) for part in parts]
    if kit.p.groups > 1:
        _sum_groups(J, kit, accs, scratch)
    with _group0(J, kit):
        for acc, r in zip(accs, rws):             # relaxed device-scope adds (atomics bypass the L1)
            for k in range(kit.p.nch):
                for i in range(e):
                    J.buffer_atomic_add_f32(acc[k * e + i], offs[k], r, 0,
                                            mod=f"offen offset:{4 * i}" if i else "offen")
    J.buffer_wbl2(mod="sc1")                      # release at agent scope: our adds are done before the ticket
    J.s_waitcnt(vmcnt=0)
    last = n_groups if kit.p.groups == 1 else n_groups // kit.p.groups   # n_groups: rows per grid step
    ticket = _ticket(J, kit, cnt, last)
    J.buffer_inv(mod="sc1")                       # acquire: the loads below see every workgroup's adds
    with J.If(ticket == last - 1), _group0(J, kit):
        sums = [kit.alloc_data("f32", e) for _ in accs]
        for s, r in zip(sums, rws):
            kit.load(s, r, "f32", e)
        for acc in accs:                          # the adds are done: acc becomes the zeros to store back
            for i in range(acc.n):
                acc[i] = 0
        J.s_waitcnt(vmcnt=0)
        for s, acc, r, out, ot in zip(sums, accs, rws, outs, ots):
            kit.store(acc, r, "f32", e)
            _store_vector(J, kit, s.view("f32"), out, d, ot, osplit)


def _group0(J: Any, kit: RowKit) -> Any:
    """``with`` block run by row group 0 only (a uniform branch), or by everyone without row groups."""
    return J.If(kit.group == 0) if kit.p.groups > 1 else contextlib.nullcontext()


def _bwd_scratch(J: Any, kit: RowKit, wt: str, nvec: int) -> int | None:
    """With row groups: one LDS region for staging the weight, then for the groups' column sums (one vector
    at a time: groups 1.. write theirs, group 0 adds them)."""
    if kit.p.groups == 1:
        return None
    p = kit.p
    return J.lds_alloc(max(kit.shared_bytes(wt), 4 * (p.groups - 1) * p.lanes * p.nch * p.elems))


def _sum_groups(J: Any, kit: RowKit, accs: list, scratch: int) -> None:
    """In place: group 0's ``accs`` += those of the other row groups (through LDS, laid out like the rows)."""
    p, e = kit.p, kit.p.elems
    slot = 4 * p.lanes * p.nch * e                # bytes of one group's sums
    offs = kit.voffsets(4 * e)
    mine = [J.gpr("vu32", o + (kit.group - 1) * slot) for o in offs]
    for acc in accs:
        J.s_barrier()                             # the region's previous readers (weight, last vector) are done
        with J.If(kit.group != 0):
            for k in range(p.nch):
                for o in range(0, 4 * e, 16):
                    n = min(4, (4 * e - o) // 4)
                    J.ds_write(mine[k], acc[k * e + o // 4: k * e + o // 4 + n - 1], offset=scratch + o)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        with J.If(kit.group == 0):
            t = J.gpr(acc.n, "vf32")
            for r in range(1, p.groups):
                for k in range(p.nch):
                    for o in range(0, 4 * e, 16):
                        n = min(4, (4 * e - o) // 4)
                        J.ds_read(t[k * e + o // 4: k * e + o // 4 + n - 1], offs[k],
                                  offset=scratch + (r - 1) * slot + o)
                J.s_waitcnt(lgkmcnt=0)
                _pk_add(J, acc, acc, t)


def _ticket(J: Any, kit: RowKit, cnt: Any, n_groups: Any) -> Any:
    """After every wave's adds completed: this workgroup's arrival rank (SGPR), from one wrapping
    ``global_atomic_inc`` (limit grid - 1: the last arrival sets the counter back to 0)."""
    t = J.gpr("vu32", 0)
    zero = J.gpr("vu32", 0)
    many = kit.p.block > 64
    if many:
        J.s_barrier()
    with J.If(kit.raw_tid == 0):
        lim = J.gpr("vu32", n_groups - 1)
        J.global_atomic_inc(t, zero, lim, cnt, mod="sc0")
        J.s_waitcnt(vmcnt=0)
    if many:                                      # wave 0 lane 0 holds the rank: share it through LDS
        slot = J.lds_alloc(4, align=4)
        with J.If(kit.raw_tid == 0):
            J.ds_write(zero, t, offset=slot)
        J.s_waitcnt(lgkmcnt=0)
        J.s_barrier()
        J.ds_read(t, zero, offset=slot)
        J.s_waitcnt(lgkmcnt=0)
    return J.readfirstlane(t)


def _store_vector(J: Any, kit: RowKit, f: Any, out: Any, d: Any, ot: str, split: bool) -> None:
    """A [D] vector of ``ot`` from fp32 registers laid out like the row chunks (``split``: one 16-bit element
    per store, for odd D or a 2-byte-aligned address)."""
    r = J.buffer_resource(out, d * ESIZE[ot])
    e = kit.p.elems
    if ot == "f32":
        kit.store(f, r, "f32", e)
    elif split and kit.p.chunk >= 4:
        data = J.gpr(f.n, "vu32")
        for i in range(f.n):
            kit.round1(ot, data[i], f[i])
        kit.store(data, r, ot, e, split=True)
    else:
        kit.store(kit.from_f32(ot, f), r, ot, e)


def _pk_add(J: Any, dst: Any, a: Any, b: Any) -> None:
    for x, y, z in zip(_pairs(dst), _pairs(a), _like(b, a)):
        if x.n == 1:
            J.v_add_f32(x, y, _one(z))
        else:
            J.v_pk_add_f32(x, y, z)


def _pk_fma(J: Any, dst: Any, a: Any, b: Any, c: Any) -> None:
    """dst = a * b + c over pairs; ``b`` and ``c`` may be broadcast pairs."""
    for x, y, z, t in zip(_pairs(dst), _pairs(a), _like(b, a), _like(c, a)):
        if x.n == 1:
            J.v_fma_f32(x, y, _one(z), _one(t))
        else:
            J.v_pk_fma_f32(x, y, z, t)


# ---------------------------------------------------------------------------------------------- layernorm
def _tail_room(J: Any, kit: RowKit, d: Any) -> Any:
    """A VGPR: the elements of this lane's last chunk that lie inside the row (<= 0: none; may exceed
    ``elems``). The earlier chunks lie inside the row in every lane: ``plan`` gives a lane the fewest chunks
    that cover D, so only chunk ``nch - 1`` can be partial or past the end. (One register, not a 0/1 mask per
    element: at 16 waves a wave has at most 128 VGPRs.)"""
    p = kit.p
    room = J.gpr("vi32")
    room[0] = d - (kit.tid + (p.nch - 1) * p.lanes) * p.elems
    return room


def _center(J: Any, kit: RowKit, rows: _Rows, f: Any, v_inv: Any, room: Any) -> None:
    """In place: f -= mean(f) inside the row; elements past D (read as 0) are set back to 0, so sum(f * f) is
    the row's sum of squares with nothing to correct (``room``: ``_tail_room``). (Subtracting pad * mean^2
    afterwards instead lost everything when |mean| / std is large: the padded (0 - mean)^2 terms' rounding
    exceeded the true sum.)"""
    total, = rows.reduce([_sum_values(J, f)])
    nm = J.gpr(2, "vf32")
    J.v_mul_f32(nm[0], total, v_inv)
    nm[0] = -nm[0]
    nm[1] = nm[0]
    _pk_add(J, f, f, _Broadcast(nm, f.n))
    body, e = (kit.p.nch - 1) * kit.p.elems, kit.p.elems
    for j in range(e):
        J.v_cmp_lt_i32(J.vcc, j, room)
        J.v_cndmask_b32(f[body + j], 0, f[body + j], J.vcc)


class _Broadcast:
    """A register pair standing for ``n`` elements of the same value (for the packed helpers)."""

    def __init__(self, pair: Any, n: int) -> None:
        self.pair, self.n = pair, n


def _sum_values(J: Any, f: Any) -> Any:
    """A VGPR holding this lane's sum of the elements of ``f``."""
    pf = _pairs(f)
    acc = J.gpr(2, "vf32")
    if len(pf) == 1:
        s = J.gpr("vf32")
        s[0] = pf[0][0] + pf[0][1] if pf[0].n == 2 else pf[0]
        return s
    first = pf[0] if pf[0].n == 2 else None
    if first is None or pf[1].n != 2:
        acc[0] = 0.0
        acc[1] = 0.0
        rest = pf
    else:
        J.v_pk_add_f32(acc, pf[0], pf[1])
        rest = pf[2:]
    for x in rest:
        if x.n == 1:
            J.v_add_f32(acc[0], acc[0], x)
        else:
            J.v_pk_add_f32(acc, acc, x)
    s = J.gpr("vf32")
    s[0] = acc[0] + acc[1]
    return s


def _ln_scale(J: Any, kit: RowKit, rows: _Rows, f: Any, wf: Any, bf: Any, v_inv: Any, v_eps: Any, room: Any
              ) -> None:
    """In place: f = (f - mean) * rsqrt(var + eps) * w (+ b when ``bf`` is not None); two reductions (mean,
    then the variance of the centred values), as ``_Rows(..., 1, 1)`` allots."""
    _center(J, kit, rows, f, v_inv, room)
    sq, = rows.reduce([_sum_products(J, f, f)])
    rstd = _rstd(J, sq, v_inv, v_eps)
    _pk_mul(J, f, f, rstd)
    if bf is None:
        _pk_mul(J, f, f, wf)
    else:
        _pk_fma(J, f, f, wf, bf)


@jit()
def layernorm_fwd(J, DT, WT, BT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, BSPLIT, x: "void*", w: "void*", b: "void*",
                  out: "void*", n_rows: "int", d: "int", n_groups: "int", sx: "uint", so: "uint",
                  step_x: "ulong", step_o: "ulong", eps: "float", inv_d: "float"):
    """y = (x - mean) * rsqrt(var + eps) * w + b (two passes over the registers: mean, then variance); ``BT``
    None: no bias (``b`` is not read)."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    wf = _load_vector(J, kit, w, d, WT, WSPLIT)
    bf = None if BT is None else _load_vector(J, kit, b, d, BT, BSPLIT)
    rx, ro = kit.row_resource(x, d, sx, ESIZE[DT]), kit.row_resource(out, d, so, ESIZE[DT])
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    room = _tail_room(J, kit, d)
    xd = kit.alloc_data(DT)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 1, 1)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rx, ro)
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        f = kit.to_f32(DT, xd)
        _ln_scale(J, kit, rows, f, wf, bf, v_inv, v_eps, room)
        kit.store(kit.from_f32(DT, f), ro, DT)
        rows.next(n_groups, (rx, step_x), (ro, step_o))


@jit()
def fused_add_layernorm_fwd(J, DT, WT, BT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, BSPLIT, x: "void*", res: "void*",
                            w: "void*", b: "void*", out: "void*", res_out: "void*", n_rows: "int", d: "int",
                            n_groups: "int", sx: "uint", sr: "uint", so: "uint", sro: "uint", step_x: "ulong",
                            step_r: "ulong", step_o: "ulong", step_ro: "ulong", eps: "float", inv_d: "float"):
    """res_out = round(x + res); y = layernorm(res_out) * w + b: ``layernorm_fwd``'s row with
    ``fused_add_rmsnorm_fwd``'s residual step (``_add_residual``) in front; ``BT`` None: no bias."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    es = ESIZE[DT]
    wf = _load_vector(J, kit, w, d, WT, WSPLIT)
    bf = None if BT is None else _load_vector(J, kit, b, d, BT, BSPLIT)
    rx, rr = kit.row_resource(x, d, sx, es), kit.row_resource(res, d, sr, es)
    ro, rro = kit.row_resource(out, d, so, es), kit.row_resource(res_out, d, sro, es)
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    room = _tail_room(J, kit, d)
    xd, rd = kit.alloc_data(DT), kit.alloc_data(DT)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 1, 1)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rx, rr, ro, rro)
        f = _add_residual(J, kit, DT, xd, rd, rx, rr, rro)
        _ln_scale(J, kit, rows, f, wf, bf, v_inv, v_eps, room)
        kit.store(kit.from_f32(DT, f), ro, DT)
        rows.next(n_groups, (rx, step_x), (rr, step_r), (ro, step_o), (rro, step_ro))


@jit()
def layernorm_bwd(J, DT, WT, WAVES, GROUPS, NCH, CHUNK, WSPLIT, ATOMIC, OSPLIT, BT, g: "void*", x: "void*", w: "void*",
                  dx: "void*", part_w: "float*", part_b: "float*", cnt: "void*", dw: "void*", db: "void*",
                  n_rows: "int", d: "int", n_groups: "int", sg: "uint", sx: "uint", sdx: "uint", step_g: "ulong",
                  step_x: "ulong", step_dx: "ulong", eps: "float", inv_d: "float"):
    """c = x - mean, xhat = c * rstd, u = g * w:
    dx = rstd * u - rstd * mean(u) - c * rstd^3 * mean(u * c); partials of dweight (g * xhat) and dbias (g),
    rounded to ``WT`` and ``BT`` (each parameter's own dtype)."""
    kit = RowKit(J, RowPlan(DT, CHUNK, WAVES, NCH, GROUPS))
    scratch = _bwd_scratch(J, kit, WT, 2)
    es = ESIZE[DT]
    per_row_weight = _weight_per_row(kit.p)
    if per_row_weight:
        rw, wd = J.buffer_resource(w, d * ESIZE[WT]), kit.alloc_data(WT, kit.p.elems, WSPLIT)
    else:
        wf = _load_vector(J, kit, w, d, WT, WSPLIT, scratch)
    rg, rx, rdx = kit.row_resource(g, d, sg, es), kit.row_resource(x, d, sx, es), kit.row_resource(dx, d, sdx, es)
    v_inv, v_eps = J.gpr("vf32", inv_d), J.gpr("vf32", eps)
    room = _tail_room(J, kit, d)
    gd, xd = kit.alloc_data(DT), kit.alloc_data(DT)
    acc_w, acc_b = J.gpr(NCH * kit.p.elems, "vf32", 0.0), J.gpr(NCH * kit.p.elems, "vf32", 0.0)
    kit.prepare_from_f32(DT)
    rows = _Rows(J, kit, d, 1, 3)
    with J.While(rows.more(n_rows)):
        rows.clamp(n_rows, rg, rx, rdx)
        kit.load(gd, rg, DT)
        kit.load(xd, rx, DT)
        J.s_waitcnt(vmcnt=0)
        fg, c = kit.to_f32(DT, gd), kit.to_f32(DT, xd)
        if per_row_weight:                             # read once g and x are converted: fewer live VGPRs
            kit.load(wd, rw, WT, kit.p.elems, WSPLIT)
            J.s_waitcnt(vmcnt=0)
        u = J.gpr(c.n, "vf32")
        if per_row_weight and WT != "f32":             # the weight converted into u itself, then u *= g
            _pk_mul(J, u, fg, kit.to_f32(WT, wd, WSPLIT, out=u))
        else:
            _pk_mul(J, u, fg, wd.view("f32") if per_row_weight else wf)
        _pk_add(J, acc_b, acc_b, fg)
        _center(J, kit, rows, c, v_inv, room)
        sq, su, suc = rows.reduce([_sum_products(J, c, c), _sum_values(J, u), _sum_products(J, u, c)])
        rstd = _rstd(J, sq, v_inv, v_eps)
        k0, k1 = J.gpr(2, "vf32"), J.gpr(2, "vf32")
        k0[0] = su * v_inv               # -rstd * mean(u)
        k0[0] = -(k0[0] * rstd[0])
        k0[1] = k0[0]
        k1[0] = rstd[0] * rstd[0]        # -rstd^3 * mean(u c)
        k1[0] = k1[0] * rstd[0]
        k1[0] = k1[0] * suc
        k1[0] = -(k1[0] * v_inv)
        k1[1] = k1[0]
        _pk_fma(J, u, u, rstd, _Broadcast(k0, u.n))   # rstd * u - rstd * mean(u)
        _pk_fma(J, u, c, k1, u)                        # + c * k1
        _pk_mul(J, c, c, rstd)                         # xhat
        _pk_fma(J, acc_w, fg, c, acc_w)
        kit.store(kit.from_f32(DT, u), rdx, DT)
        rows.next(n_groups, (rg, step_g), (rx, step_x), (rdx, step_dx))
    _finish_columns(J, kit, ATOMIC, [acc_w, acc_b], [part_w, part_b], [dw, db], cnt, d, n_groups, [WT, BT], OSPLIT,
                    scratch)


# ---------------------------------------------------------------------------------------------- column sums
@jit()
def column_sum(J, OT, SPLIT, WAVES, part: "float*", out: "void*", g_rows: "int", d: "int"):
    """out[c] = sum over g of part[g, c] in order g = 0, 1, ... (deterministic); 4 columns per lane,
    4 rows of partials in flight, rounded to ``OT``."""
    col = J.gpr("vu32")
    col[0] = J.blockIdx.x * (64 * WAVES) + J.threadIdx.x
    voff = J.gpr("vu32", col << 4)
    rp = J.buffer_resource(part, d * 4)
    rowb = J.gpr("su32", d * 4)
    acc = J.gpr(4, "vf32", 0.0)
    t = J.gpr(4, 4, "vf32")
    so = [J.gpr("su32", 0) for _ in range(4)]
    r = J.gpr("si32", 0)
    with J.While(r[0] + 4 <= g_rows):
        for i in range(1, 4):
            so[i][0] = so[i - 1] + rowb
        for i in range(4):
            J.buffer_load(t[i], rp, voff, soffset=so[i])
        J.s_waitcnt(vmcnt=0)
        for i in range(4):
            J.v_pk_add_f32(acc[0:1], acc[0:1], t[i][0:1])
            J.v_pk_add_f32(acc[2:3], acc[2:3], t[i][2:3])
        so[0][0] = so[3] + rowb
        r[0] = r[0] + 4
    with J.While(r[0] < g_rows):
        J.buffer_load(t[0], rp, voff, soffset=so[0])
        J.s_waitcnt(vmcnt=0)
        J.v_pk_add_f32(acc[0:1], acc[0:1], t[0][0:1])
        J.v_pk_add_f32(acc[2:3], acc[2:3], t[0][2:3])
        so[0][0] = so[0] + rowb
        r[0] = r[0] + 1
    ro = J.buffer_resource(out, d * ESIZE[OT])
    if OT == "f32":
        J.buffer_store(acc, ro, voff)
        return
    kit = RowKit(J, RowPlan(OT, 2 if SPLIT else 8, WAVES, 1))
    packed = kit.from_f32(OT, acc)
    voff16 = J.gpr("vu32", col << 3)
    if SPLIT:
        for i in range(4):
            J.buffer_store_short(packed[i], voff16, ro, 0, mod=f"offen offset:{2 * i}" if i else "offen")
    else:
        J.buffer_store(packed, ro, voff16)


def _column_sum(res: "Launch", part: torch.Tensor, out: torch.Tensor) -> None:
    g, d = part.shape
    ot = dtype_name(out.dtype)
    split = ot != "f32" and (d % 2 == 1 or out.data_ptr() % 4 != 0)
    cols = -(-d // 4)
    waves = min(4, -(-cols // 64))
    groups = -(-cols // (64 * waves))
    res.run(column_sum, groups, 64 * waves, (ot, split, waves), part, out, g, d)


# ---------------------------------------------------------------------------------------------- launchers
def _vec_split(d: int, v: torch.Tensor) -> bool:
    """Whether vector ``v`` must be loaded one 16-bit element at a time (odd byte size or address)."""
    return (d * v.element_size()) % 4 != 0 or v.data_ptr() % 4 != 0


def _row_args(g: int, *tensors: torch.Tensor) -> tuple[list[int], list[int]]:
    """(row strides in bytes, bytes per grid step) of [N, D] tensors."""
    sb = [t.stride(0) * t.element_size() for t in tensors]
    return sb, [s * g for s in sb]


# Workspaces of the atomic backward path, per (device, stream or thread, D, vectors): fp32 accumulators and
# a ticket counter, zero between launches (each launch's last workgroup clears them). Never freed, so a
# captured graph's pointers stay valid; one per distinct row length in use.
_WORKSPACES: dict[tuple, torch.Tensor] = {}


def _queue_key(device: torch.device) -> Any:
    """What orders launches on ``device``: its current stream (HIP), else the calling thread (simulator)."""
    if device.type == "cuda":
        return torch.cuda.current_stream(device).cuda_stream
    return threading.get_ident()


@contextlib.contextmanager
def _workspace(device: torch.device, d: int, nvec: int, groups: int, atomic: bool):
    """(``nvec`` fp32 column buffers, ticket counter) for a backward launch: [D] accumulators from the cached
    zeroed workspace when ``atomic``, else fresh [groups, D] partials (the counter is then unused). A launch
    that raises drops the cached workspace (it may be left non-zero)."""
    if not atomic:
        part = torch.empty((nvec, groups, d), dtype=torch.float32, device=device)
        yield list(part), part
        return
    key = (device, _queue_key(device), d, nvec)
    ws = _WORKSPACES.get(key)
    if ws is None:
        ws = _WORKSPACES[key] = torch.zeros(nvec * d + 1, dtype=torch.float32, device=device)
    try:
        yield [ws[i * d:(i + 1) * d] for i in range(nvec)], ws[nvec * d:]
    except BaseException:
        _WORKSPACES.pop(key, None)
        raise


class Launch:
    """What one op launch ran: ``stats`` (simulator LaunchStats; empty on HIP) and ``kernels`` as
    (jit kernel, compile-time args) pairs, so callers can ask for resources (``kernel.compile(*consts)``)."""

    def __init__(self) -> None:
        self.stats: list = []
        self.kernels: list = []

    def run(self, kernel: Any, grid: int, block: int, consts: tuple, *args: Any) -> None:
        self.kernels.append((kernel, consts))
        st = kernel(grid, block, *consts, *args)
        if st is not None:
            self.stats.append(st)


def _grouped(p: RowPlan, n: int, *vec_split: bool) -> tuple[RowPlan, int, int]:
    """(plan with row groups, workgroups, rows per grid step) of a forward norm launch: row groups share one
    LDS copy of the weight (and bias) per workgroup, on the 16-byte-chunk path with aligned vectors."""
    groups = 1 if p.chunk < 16 or any(vec_split) else row_groups(p.waves)
    p = dataclasses.replace(p, groups=groups)
    g = grid(n, p.waves, groups=groups)
    return p, g, g * groups


def launch_rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float, out: torch.Tensor) -> Launch:
    """Run the rmsnorm kernel on [N, D] rows (launcher contract of ``ops/kernels/__init__.py``)."""
    n, d = x.shape
    wsplit = _vec_split(d, weight)
    p, g, step = _grouped(plan(d, dtype_name(x.dtype), aligned4(d, x, out), op="rmsnorm"), n, wsplit)
    (sx, so), (stx, sto) = _row_args(step, x, out)
    res = Launch()
    res.run(rmsnorm_fwd, g, p.block, (p.dt, dtype_name(weight.dtype), p.waves, p.groups, p.nch, p.chunk, wsplit),
            x, weight, out, n, d, step, sx, so, stx, sto, float(eps), 1.0 / d)
    return res


def launch_fused_add_rmsnorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float,
                             out: torch.Tensor, residual_out: torch.Tensor) -> Launch:
    n, d = x.shape
    wsplit = _vec_split(d, weight)
    p, g, step = _grouped(plan(d, dtype_name(x.dtype), aligned4(d, x, residual, out, residual_out),
                                  op="fused_add_rmsnorm"), n, wsplit)
    strides, steps = _row_args(step, x, residual, out, residual_out)
    res = Launch()
    res.run(fused_add_rmsnorm_fwd, g, p.block, (p.dt, dtype_name(weight.dtype), p.waves, p.groups, p.nch, p.chunk,
            wsplit), x, residual, weight, out, residual_out, n, d, step, *strides, *steps, float(eps), 1.0 / d)
    return res


def launch_fused_add_layernorm(x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor,
                               bias: torch.Tensor | None, eps: float, out: torch.Tensor,
                               residual_out: torch.Tensor) -> Launch:
    """``launch_layernorm`` with the residual rows in and the rounded sums out (``bias`` None: no bias)."""
    n, d = x.shape
    wsplit, bsplit = _vec_split(d, weight), bias is not None and _vec_split(d, bias)
    p, g, step = _grouped(plan(d, dtype_name(x.dtype), aligned4(d, x, residual, out, residual_out),
                               op="fused_add_layernorm"), n, wsplit, bsplit)
    strides, steps = _row_args(step, x, residual, out, residual_out)
    bt = None if bias is None else dtype_name(bias.dtype)
    res = Launch()
    res.run(fused_add_layernorm_fwd, g, p.block, (p.dt, dtype_name(weight.dtype), bt, p.waves, p.groups, p.nch,
            p.chunk, wsplit, bsplit), x, residual, weight, 0 if bias is None else bias, out, residual_out, n, d,
            step, *strides, *steps, float(eps), 1.0 / d)
    return res


def _bwd_plan(op: str, d: int, x: torch.Tensor, aligned: bool, wsplit: bool, n: int
              ) -> tuple[RowPlan, bool, int, int]:
    """(plan, atomic, workgroups, rows per grid step) of a backward launch: the atomic path (default) runs row
    groups like the forward kernels (one weight read and one set of atomics per workgroup of ~4 waves); the
    deterministic one (``torch.use_deterministic_algorithms``) one row per workgroup iteration."""
    p = plan(d, dtype_name(x.dtype), aligned, target_chunks=2, op=op)
    atomic = not torch.are_deterministic_algorithms_enabled()
    if not atomic:
        g = grid(n, p.waves, BACKWARD_MIN_ROWS)
        return p, atomic, g, g
    p = dataclasses.replace(p, groups=1 if p.chunk < 16 or wsplit else row_groups(p.waves))
    g = grid(n, p.waves, ATOMIC_MIN_ROWS, p.groups)
    return p, atomic, g, g * p.groups


def launch_rmsnorm_backward(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float,
                            dx: torch.Tensor, dweight: torch.Tensor) -> Launch:
    n, d = x.shape
    wsplit = _vec_split(d, weight)
    p, atomic, g, step = _bwd_plan("rmsnorm_backward", d, x, aligned4(d, grad, x, dx), wsplit, n)
    strides, steps = _row_args(step, grad, x, dx)
    consts = (p.dt, dtype_name(weight.dtype), p.waves, p.groups, p.nch, p.chunk, wsplit, atomic,
              atomic and _vec_split(d, dweight))
    res = Launch()
    with _workspace(x.device, d, 1, g, atomic) as (parts, cnt):
        res.run(rmsnorm_bwd, g, p.block, consts, grad, x, weight, dx, parts[0], cnt, dweight, n, d, step,
                *strides, *steps, float(eps), 1.0 / d)
        if not atomic:
            _column_sum(res, parts[0], dweight)
    return res


def launch_layernorm(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None, eps: float,
                     out: torch.Tensor) -> Launch:
    """``bias`` None: the kernel variant without a bias (its pointer argument is passed as 0 and never read)."""
    n, d = x.shape
    wsplit, bsplit = _vec_split(d, weight), bias is not None and _vec_split(d, bias)
    p, g, step = _grouped(plan(d, dtype_name(x.dtype), aligned4(d, x, out), op="layernorm"), n, wsplit, bsplit)
    (sx, so), (stx, sto) = _row_args(step, x, out)
    bt = None if bias is None else dtype_name(bias.dtype)
    res = Launch()
    res.run(layernorm_fwd, g, p.block, (p.dt, dtype_name(weight.dtype), bt, p.waves, p.groups,
            p.nch, p.chunk, wsplit, bsplit), x, weight, 0 if bias is None else bias, out, n, d, step, sx, so, stx,
            sto, float(eps), 1.0 / d)
    return res


def launch_layernorm_backward(grad: torch.Tensor, x: torch.Tensor, weight: torch.Tensor, eps: float,
                              dx: torch.Tensor, dweight: torch.Tensor, dbias: torch.Tensor) -> Launch:
    """dweight and dbias are written in their own dtypes (the bias may have another dtype than the weight)."""
    n, d = x.shape
    wsplit = _vec_split(d, weight)
    p, atomic, g, step = _bwd_plan("layernorm_backward", d, x, aligned4(d, grad, x, dx), wsplit, n)
    strides, steps = _row_args(step, grad, x, dx)
    consts = (p.dt, dtype_name(weight.dtype), p.waves, p.groups, p.nch, p.chunk, wsplit, atomic,
              atomic and (_vec_split(d, dweight) or _vec_split(d, dbias)), dtype_name(dbias.dtype))
    res = Launch()
    with _workspace(x.device, d, 2, g, atomic) as (parts, cnt):
        res.run(layernorm_bwd, g, p.block, consts, grad, x, weight, dx, parts[0], parts[1], cnt, dweight, dbias,
                n, d, step, *strides, *steps, float(eps), 1.0 / d)
        if not atomic:
            _column_sum(res, parts[0], dweight)
            _column_sum(res, parts[1], dbias)
    return res


LAUNCHERS = {"rmsnorm": launch_rmsnorm, "fused_add_rmsnorm": launch_fused_add_rmsnorm,
             "rmsnorm_backward": launch_rmsnorm_backward, "layernorm": launch_layernorm,
             "layernorm_backward": launch_layernorm_backward,
             "fused_add_layernorm": launch_fused_add_layernorm}

for _op, _fn in LAUNCHERS.items():
    for _kind in ("sim", "hip"):
        register(_op, _kind, ARCHS, dtypes=DTYPES)(_fn)
