"""DSL kernels of ``cdna::moe_topk_softmax`` and its backward (MoE routing over rows of ``E <= 256`` expert
logits, ``k <= 8``), with "sim" and "hip" launchers for gfx942 and gfx950 (bf16/fp16/fp32 logits).

Layout: one wave per row, ``GROUPS`` independent waves per workgroup (no LDS, no barriers), each looping over
rows ``blockIdx.x * GROUPS + wave + i * GROUPS * gridDim.x``. Lane ``l`` holds the ``PER`` consecutive experts
``l * PER .. l * PER + PER - 1`` (``PER = ceil(E / 64)``, 4 for 16-bit rows of 129..192 experts so a lane's
piece is whole dwords), read with one buffer load of ``PER`` elements (``rowops.RowKit`` with one chunk a
lane; 16-bit rows that are not 4-byte aligned read one element per ``buffer_load_ushort``). Experts past
``E`` read 0 through the buffer range and are set to -inf.

Forward, in fp32: wave max ``m`` (DPP), ``e = exp2(x log2 e - m log2 e)``, wave sum ``s``,
``p = e * rcp(s)``. Then ``K`` rounds (unrolled): each lane's largest ``p`` and its expert id (strict ``>``
in id order, so the lowest id wins a tie inside a lane), the wave max ``M`` of those, and the wave min of the
ids of the lanes whose candidate equals ``M``: the lowest expert id among equal probabilities, as the op
defines ties. Round ``r`` writes ``M`` and the id into lane ``r`` (``v_writelane_b32``) and sets the winner's
``p`` to -inf. With ``RENORM`` the K weights are scaled by ``rcp(sum)``. Lane ``r < K`` stores weight ``r``
(fp32) and id ``r`` (int64: the id and a zero high dword); the output V#s span K elements, so lanes past K
store nothing. NaN probabilities (a row with a NaN or +inf logit) rank as +inf, so such a row selects ids
0..k-1 as a descending sort does, and their weights are written as NaN.

Backward (``grad`` [N, K] fp32, ``ids`` [N, K] int64): ``p`` is recomputed as above; lane ``r < K`` loads
``grad[r]`` and the low dword of ``ids[r]``, and K rounds of ``v_readlane`` scatter-add them onto the lanes
holding those experts (``G``, and ``n``: how often each expert was selected; a repeated id adds up, as the
gradient of a gather does). With ``c = sum(G p)`` (a wave sum): ``dx = p (G - c)``; renormalised, with
``S = sum(n p)``: ``dx = p / S (G - n c / S)`` where ``n > 0`` and ``p * 0`` elsewhere (selected, not
multiplied by ``n``: a NaN ``c`` leaves the others 0, as in the reference).

Accuracy: the softmax kernel's (exp2 of an fp32-rounded argument, ``v_exp_f32``/``v_rcp_f32`` ~1 ulp), one
more ``v_rcp_f32`` for the renormalisation.

Example:
    >>> import torch, torch_cdna.ops
    >>> w, ids = torch.ops.cdna.moe_topk_softmax(torch.randn(5, 60), 4, renormalize=True)   # doctest: +SKIP
"""

from __future__ import annotations

import math
from typing import Any

import torch

from ...asm.jit import jit
from . import register
from .activations import LOG2E
from .rowops import ESIZE, RowKit, RowPlan, aligned4, dtype_name, grid

from ...isa.targets import SUPPORTED_ARCHS as ARCHS  # every arch with an ArchInfo record
DTYPES = (torch.bfloat16, torch.float16, torch.float32)
GROUPS = 4              # rows (waves) per workgroup: one per SIMD
_NEG_INF = 0xFF800000
_POS_INF = 0x7F800000
_QNAN = 0x7FC00000


def lane_elems(e: int, dt: str) -> int:
    """Experts per lane for rows of ``e`` experts of ``dt`` (a 16-bit lane piece is 2, 4 or 8 bytes).

    >>> lane_elems(60, "bf16"), lane_elems(128, "f32"), lane_elems(160, "bf16"), lane_elems(160, "f32")
    (1, 2, 4, 3)
    """
    per = max(1, math.ceil(e / 64))
    return 4 if per == 3 and ESIZE[dt] == 2 else per


def _expert_probs(J: Any, kit: RowKit, DT: str, SPLIT: bool, xd: Any, rx: Any, gid: list, masks: list,
                  ninf: Any, l2e: Any) -> Any:
    """Load this row's logits and return the lane's fp32 probabilities (PER registers; -inf past E)."""
    kit.load(xd, rx, DT, split=SPLIT)
    J.s_waitcnt(vmcnt=0)
    f = kit.to_f32(DT, xd, split=SPLIT)
    for j, mk in enumerate(masks):
        J.v_cndmask_b32(f[j], ninf, f[j], mk)
    lane_max = J.gpr("vf32")
    J.v_mov_b32(lane_max, f[0])
    for j in range(1, len(gid)):
        J.v_max_f32(lane_max, lane_max, f[j])
    m = J.gpr("vf32", J.wave_reduce(lane_max, "max"))
    nb = J.gpr("vf32")
    J.v_mul_f32(nb, -LOG2E, m)                       # -m log2 e
    lane_sum = J.gpr("vf32")
    for j in range(len(gid)):
        J.v_fma_f32(f[j], f[j], l2e, nb)
        J.v_exp_f32(f[j], f[j])
        if j == 0:
            J.v_mov_b32(lane_sum, f[0])
        else:
            J.v_add_f32(lane_sum, lane_sum, f[j])
    inv = J.gpr("vf32")
    J.v_rcp_f32(inv, J.wave_reduce(lane_sum, "sum"))
    for j in range(len(gid)):
        J.v_mul_f32(f[j], f[j], inv)
    return f


def _setup(J: Any, DT: str, PER: int, x: Any, e: Any, sx: Any, SPLIT: bool) -> tuple:
    """(kit, row V#, data registers, per-element expert ids, tail masks, -inf, log2 e) of a kernel."""
    kit = RowKit(J, RowPlan(DT, PER * ESIZE[DT], 1, 1, groups=GROUPS))
    rx = kit.row_resource(x, e, sx, ESIZE[DT])
    xd = kit.alloc_data(DT, split=SPLIT)
    kit.voffsets(PER * ESIZE[DT])
    gid = [J.gpr("vu32", kit.tid * PER + j) for j in range(PER)]
    masks = []
    for j in range(PER):
        mk = J.gpr("su64")
        J.v_cmp_gt_u32(mk, e, gid[j])                # expert id < E
        masks.append(mk)
    ninf = J.gpr("vu32", _NEG_INF).view("f32")
    l2e = J.gpr("vf32", LOG2E)
    return kit, rx, xd, gid, masks, ninf, l2e


@jit()
def moe_topk_fwd(J, DT, PER, SPLIT, K, RENORM, x: "void*", w: "void*", ids: "void*", n_rows: "int", e: "int",
                 n_step: "int", sx: "uint", step_x: "ulong", step_w: "ulong", step_i: "ulong"):
    """weights, ids = top-K of softmax(x) over each row (module docstring)."""
    kit, rx, xd, gid, masks, ninf, l2e = _setup(J, DT, PER, x, e, sx, SPLIT)
    rw, ri = kit.row_resource(w, K, 4 * K, 4), kit.row_resource(ids, K, 8 * K, 8)
    voff4, voff8 = J.gpr("vu32", kit.tid << 2), J.gpr("vu32", kit.tid << 3)
    last = J.gpr("su32", e - 1)
    pinf = J.gpr("vu32", _POS_INF).view("f32")
    qnan = J.gpr("vu32", _QNAN).view("f32")
    row = J.gpr("si32", kit.first_row())
    with J.While(row[0] < n_rows):
        p = _expert_probs(J, kit, DT, SPLIT, xd, rx, gid, masks, ninf, l2e)
        for j in range(PER):                         # NaN ranks first (+inf), as in a descending sort
            J.v_cmp_u_f32(J.vcc, p[j], p[j])
            J.v_cndmask_b32(p[j], p[j], pinf, J.vcc)
        wv, iv = J.gpr("vf32"), J.gpr(2, "vu32")
        J.v_mov_b32(iv[1], 0)
        total = J.gpr("vf32", 0.0) if RENORM else None
        for r in range(K):
            best, best_id = J.gpr("vf32"), J.gpr("vu32")
            J.v_mov_b32(best, p[0])
            J.v_mov_b32(best_id, gid[0])
            for j in range(1, PER):                  # strict >: the lower id wins a tie inside the lane
                J.v_cmp_gt_f32(J.vcc, p[j], best)
                J.v_cndmask_b32(best, best, p[j], J.vcc)
                J.v_cndmask_b32(best_id, best_id, gid[j], J.vcc)
            top = J.wave_reduce(best, "max")
            cand = J.gpr("vu32")
            J.v_cmp_eq_f32(J.vcc, top, best)
            J.v_cndmask_b32(cand, -1, best_id, J.vcc)
            win = J.wave_reduce(cand, "min")         # lowest id among equal probabilities
            J.s_min_u32(win, win, last)              # NaN rows: no lane equals the max
            for j in range(PER):
                J.v_cmp_eq_u32(J.vcc, win, gid[j])
                J.v_cndmask_b32(p[j], p[j], ninf, J.vcc)
            J.v_writelane_b32(wv, top, r)
            J.v_writelane_b32(iv[0], win, r)
            if RENORM:
                J.v_add_f32(total, top, total)
        J.v_cmp_eq_f32(J.vcc, pinf, wv)            # a NaN probability's weight is NaN again
        J.v_cndmask_b32(wv, wv, qnan, J.vcc)
        if RENORM:
            J.v_rcp_f32(total, total)
            J.v_mul_f32(wv, wv, total)
        J.buffer_store(wv, rw, voff4)
        J.buffer_store(iv, ri, voff8)
        row[0] = row[0] + n_step
        for rsrc, step in ((rx, step_x), (rw, step_w), (ri, step_i)):
            RowKit.advance(J, rsrc, step)


@jit()
def moe_topk_bwd(J, DT, PER, SPLIT, K, RENORM, g: "void*", ids: "void*", x: "void*", dx: "void*", n_rows: "int",
                 e: "int", n_step: "int", sx: "uint", sd: "uint", step_g: "ulong", step_x: "ulong",
                 step_i: "ulong", step_d: "ulong"):
    """dx = d(top-K softmax weights)/d(logits)^T grad over each row (module docstring)."""
    kit, rx, xd, gid, masks, ninf, l2e = _setup(J, DT, PER, x, e, sx, SPLIT)
    rd = kit.row_resource(dx, e, sd, ESIZE[DT])
    rg, ri = kit.row_resource(g, K, 4 * K, 4), kit.row_resource(ids, K, 8 * K, 8)
    voff4, voff8 = J.gpr("vu32", kit.tid << 2), J.gpr("vu32", kit.tid << 3)
    kit.prepare_from_f32(DT)
    one = J.gpr("vf32", 1.0)
    row = J.gpr("si32", kit.first_row())
    with J.While(row[0] < n_rows):
        gv, iv = J.gpr("vf32"), J.gpr("vu32")
        J.buffer_load(gv, rg, voff4)
        J.buffer_load(iv, ri, voff8)                 # the low dword of the int64 id
        p = _expert_probs(J, kit, DT, SPLIT, xd, rx, gid, masks, ninf, l2e)   # waits for every load
        big_g = J.gpr(PER, "vf32", 0.0)
        sel = J.gpr(PER, "vf32", 0.0) if RENORM else None
        gr_v, add = J.gpr("vf32"), J.gpr("vf32")
        for r in range(K):
            J.v_mov_b32(gr_v, J.readlane(gv, r, "f32"))
            ir = J.readlane(iv, r)
            for j in range(PER):
                J.v_cmp_eq_u32(J.vcc, ir, gid[j])      # vcc: this lane's expert j is selection r
                J.v_cndmask_b32(add, 0, gr_v, J.vcc)
                J.v_add_f32(big_g[j], big_g[j], add)
                if RENORM:
                    J.v_cndmask_b32(add, 0, one, J.vcc)
                    J.v_add_f32(sel[j], sel[j], add)
        dot = J.gpr("vf32", 0.0)
        for j in range(PER):
            J.v_fmac_f32(dot, big_g[j], p[j])
        if RENORM:
            mass = J.gpr("vf32", 0.0)
            for j in range(PER):
                J.v_fmac_f32(mass, sel[j], p[j])
            s_dot, s_mass = J.wave_reduce([dot, mass], "sum")
            inv = J.gpr("vf32")
            J.v_rcp_f32(inv, s_mass)
            neg_c = J.gpr("vf32")
            J.v_mul_f32(neg_c, s_dot, inv)
            J.v_xor_b32(neg_c, 0x80000000, neg_c)    # -c / S
            for j in range(PER):                     # dx = p / S (G - n c / S), (p / S) 0 where n = 0
                J.v_fma_f32(big_g[j], sel[j], neg_c, big_g[j])
                J.v_cmp_neq_f32(J.vcc, 0, sel[j])    # 0 off the selection, also for a NaN c
                J.v_cndmask_b32(big_g[j], 0, big_g[j], J.vcc)
                J.v_mul_f32(p[j], p[j], inv)
                J.v_mul_f32(big_g[j], big_g[j], p[j])
        else:
            c = J.gpr("vf32", J.wave_reduce(dot, "sum"))
            for j in range(PER):                     # dx = p (G - c)
                J.v_sub_f32(big_g[j], big_g[j], c)
                J.v_mul_f32(big_g[j], big_g[j], p[j])
        _store(J, kit, DT, SPLIT, big_g, rd)
        row[0] = row[0] + n_step
        for rsrc, step in ((rx, step_x), (rd, step_d), (rg, step_g), (ri, step_i)):
            RowKit.advance(J, rsrc, step)


def _store(J: Any, kit: RowKit, DT: str, SPLIT: bool, f: Any, rd: Any) -> None:
    """Store the lane's fp32 values ``f`` as ``DT`` (one element per dword for ``SPLIT`` rows)."""
    if DT == "f32":
        kit.store(f, rd, DT)
    elif SPLIT:
        o = J.gpr(f.n, "vu32")
        for i in range(f.n):
            kit.round1(DT, o[i], f[i])
        kit.store(o, rd, DT, split=True)
    else:
        kit.store(kit.from_f32(DT, f), rd, DT)


def _plan(x: torch.Tensor, *more: torch.Tensor) -> tuple[str, int, bool]:
    """(dtype name, experts per lane, split) for [N, E] rows ``x`` (and ``more`` rows of the same layout)."""
    dt = dtype_name(x.dtype)
    e = x.shape[1]
    per = lane_elems(e, dt)
    split = ESIZE[dt] == 2 and per > 1 and not aligned4(e, x, *more)
    return dt, per, split


def launch_moe_topk_softmax(x: torch.Tensor, w: torch.Tensor, ids: torch.Tensor, renormalize: bool) -> Any:
    """Top-k softmax of [N, E] rows ``x`` into ``w`` [N, k] fp32 and ``ids`` [N, k] int64 (contiguous);
    returns the simulator's LaunchStats (None on HIP)."""
    n, k = w.shape
    dt, per, split = _plan(x)
    g = grid(n, 1, groups=GROUPS)
    step = g * GROUPS
    sx = x.stride(0) * x.element_size()
    return moe_topk_fwd(g, 64 * GROUPS, dt, per, split, k, bool(renormalize), x, w, ids, n, x.shape[1], step, sx,
                        sx * step, 4 * k * step, 8 * k * step)


def launch_moe_topk_softmax_backward(grad: torch.Tensor, ids: torch.Tensor, x: torch.Tensor, dx: torch.Tensor,
                                     renormalize: bool) -> Any:
    """dx [N, E] (x's dtype, contiguous) from grad [N, k] fp32, ids [N, k] int64 and x [N, E] rows."""
    n, k = grad.shape
    dt, per, split = _plan(x, dx)
    g = grid(n, 1, groups=GROUPS)
    step = g * GROUPS
    sx, sd = x.stride(0) * x.element_size(), dx.stride(0) * dx.element_size()
    return moe_topk_bwd(g, 64 * GROUPS, dt, per, split, k, bool(renormalize), grad, ids, x, dx, n, x.shape[1],
                        step, sx, sd, 4 * k * step, sx * step, 8 * k * step, sd * step)


for _kind in ("sim", "hip"):
    register("moe_topk_softmax", _kind, ARCHS, dtypes=DTYPES)(launch_moe_topk_softmax)
    # the backward's first tensor is grad (fp32 whatever the logits' dtype): the launcher reads x's dtype
    register("moe_topk_softmax_backward", _kind, ARCHS, dtypes=(torch.float32,))(launch_moe_topk_softmax_backward)


# --------------------------------------------------------------------------------- sigmoid routing (moe_topk_sigmoid)
def _sigmoid_keys(J: Any, kit: RowKit, DT: str, SPLIT: bool, xd: Any, rx: Any, KEY_IS_LOGIT: bool, bv: Any,
                  masks: list, ninf: Any, pinf: Any) -> tuple:
    """Load a row and return (scores s = sigmoid(x), selection keys) as PER fp32 registers each: keys are the
    logits (``KEY_IS_LOGIT``) or s (+ bias ``bv``); NaN keys rank as +inf, experts past E are -inf."""
    kit.load(xd, rx, DT, split=SPLIT)
    J.s_waitcnt(vmcnt=0)
    f = kit.to_f32(DT, xd, split=SPLIT)
    per = len(masks)
    s, key = J.gpr(per, "vf32"), J.gpr(per, "vf32")
    for j in range(per):                             # s = rcp(1 + exp2(-x log2 e))
        J.v_mul_f32(s[j], -LOG2E, f[j])
        J.v_exp_f32(s[j], s[j])
        J.v_add_f32(s[j], 1.0, s[j])
        J.v_rcp_f32(s[j], s[j])
        if KEY_IS_LOGIT:
            J.v_mov_b32(key[j], f[j])
        elif bv is not None:
            J.v_add_f32(key[j], s[j], bv[j])
        else:
            J.v_mov_b32(key[j], s[j])
        J.v_cmp_u_f32(J.vcc, key[j], key[j])
        J.v_cndmask_b32(key[j], key[j], pinf, J.vcc)
        J.v_cndmask_b32(key[j], ninf, key[j], masks[j])
    return s, key


def _lane_best(J: Any, vals: list, ids: list, keep: list | None) -> tuple:
    """(largest of the lane's ``vals`` where ``keep[j]`` (a lane mask, or None: all), its id): strict ``>`` in id
    order, so the lowest id wins a tie; with ``keep``, -inf and id 0xFFFFFFFF where nothing is kept (without,
    a -inf value can still win: a row whose remaining keys are all -inf)."""
    if keep is None:
        best, best_id = J.gpr("vf32"), J.gpr("vu32")
        J.v_mov_b32(best, vals[0])
        J.v_mov_b32(best_id, ids[0])
    else:
        best, best_id = J.gpr("vu32", _NEG_INF).view("f32"), J.gpr("vu32", 0xFFFFFFFF)
    for j, v in enumerate(vals):
        if keep is None and j == 0:
            continue
        J.v_cmp_gt_f32(J.vcc, v, best)
        if keep is not None:
            J.s_and_b64(J.vcc, J.vcc, keep[j])
        J.v_cndmask_b32(best, best, v, J.vcc)
        J.v_cndmask_b32(best_id, best_id, ids[j], J.vcc)
    return best, best_id


def _wave_argmax(J: Any, best: Any, best_id: Any) -> tuple:
    """(wave max of ``best``, the lowest ``best_id`` among the lanes holding it) as SGPRs."""
    top = J.wave_reduce(best, "max")
    cand = J.gpr("vu32")
    J.v_cmp_eq_f32(J.vcc, top, best)
    J.v_cndmask_b32(cand, -1, best_id, J.vcc)
    return top, J.wave_reduce(cand, "min")


def _group_mask(J: Any, key: Any, gid: list, grp: list, NG: int, TG: int, lane: Any, ninf: Any) -> None:
    """DeepSeek-V3's group restriction: score each of the NG groups by the sum of its two largest keys, keep
    the TG best groups (lowest group index first among equal scores) and set the other groups' keys to -inf."""
    per = len(gid)
    top1, top2 = J.gpr("vf32", 0.0), J.gpr("vf32", 0.0)   # lane g: group g's largest / second largest key
    in_group = [J.gpr("su64") for _ in range(per)]
    not_first = [J.gpr("su64") for _ in range(per)]
    for g in range(NG):
        for j in range(per):
            J.v_cmp_eq_u32(in_group[j], g, grp[j])
        a, a_id = _wave_argmax(J, *_lane_best(J, [key[j] for j in range(per)], gid, in_group))
        for j in range(per):                          # the second largest: the group without that one expert
            J.v_cmp_ne_u32(not_first[j], a_id, gid[j])
            J.s_and_b64(not_first[j], not_first[j], in_group[j])
        b = J.wave_reduce(_lane_best(J, [key[j] for j in range(per)], gid, not_first)[0], "max")
        J.v_writelane_b32(top1, a, g)
        J.v_writelane_b32(top2, b, g)
    score = J.gpr("vf32")
    J.v_add_f32(score, top1, top2)
    J.v_cmp_gt_u32(J.vcc, NG, lane)                   # lanes past the groups never win
    J.v_cndmask_b32(score, ninf, score, J.vcc)
    chosen = J.gpr("su32", 0)
    bit = J.gpr("su32")
    for _ in range(TG):
        top, win = _wave_argmax(J, score, lane)
        J.s_min_u32(win, win, NG - 1)
        J.s_lshl_b32(bit, 1, win)
        J.s_or_b32(chosen, chosen, bit)
        J.v_cmp_eq_u32(J.vcc, win, lane)
        J.v_cndmask_b32(score, score, ninf, J.vcc)
    kept = J.gpr("vu32")
    for j in range(per):                              # bit grp[j] of the chosen groups
        J.v_bfe_u32(kept, chosen, grp[j], 1)
        J.v_cmp_eq_u32(J.vcc, 0, kept)
        J.v_cndmask_b32(key[j], key[j], ninf, J.vcc)


@jit()
def moe_topk_sigmoid_fwd(J, DT, PER, SPLIT, K, RENORM, KEY_IS_LOGIT, BIAS, NG, GS, TG, x: "void*", bias: "void*",
                         w: "void*", ids: "void*", n_rows: "int", e: "int", n_step: "int", sx: "uint",
                         scale: "float", step_x: "ulong", step_w: "ulong", step_i: "ulong"):
    """weights, ids = sigmoid routing of each row (``moe_topk_sigmoid``'s module docstring)."""
    kit, rx, xd, gid, masks, ninf, _ = _setup(J, DT, PER, x, e, sx, SPLIT)
    rw, ri = kit.row_resource(w, K, 4 * K, 4), kit.row_resource(ids, K, 8 * K, 8)
    voff4, voff8 = J.gpr("vu32", kit.tid << 2), J.gpr("vu32", kit.tid << 3)
    last = J.gpr("su32", e - 1)
    pinf = J.gpr("vu32", _POS_INF).view("f32")
    bv = None
    if BIAS:                                          # fp32 [E], read once (past E: 0 through the V#)
        bv = J.gpr(PER, "vf32")
        J.buffer_load(bv, J.buffer_resource(bias, e * 4), J.gpr("vu32", kit.tid * (4 * PER)))
    grp = [J.gpr("vu32", gid[j] // GS) for j in range(PER)] if NG > 1 else None
    row = J.gpr("si32", kit.first_row())
    with J.While(row[0] < n_rows):
        s, key = _sigmoid_keys(J, kit, DT, SPLIT, xd, rx, KEY_IS_LOGIT, bv, masks, ninf, pinf)
        if NG > 1:
            _group_mask(J, key, gid, grp, NG, TG, kit.tid, ninf)
        wv, iv = J.gpr("vf32"), J.gpr(2, "vu32")
        J.v_mov_b32(iv[1], 0)
        total = J.gpr("vf32", 0.0) if RENORM else None
        pick = J.gpr("vf32")
        for r in range(K):
            _, win = _wave_argmax(J, *_lane_best(J, [key[j] for j in range(PER)], gid, None))
            J.s_min_u32(win, win, last)              # NaN-free keys: a lane always equals the max
            J.v_mov_b32(pick, s[0])
            for j in range(PER):                     # the winner's unbiased score, read from its lane
                J.v_cmp_eq_u32(J.vcc, win, gid[j])
                J.v_cndmask_b32(key[j], key[j], ninf, J.vcc)
                if j:
                    J.v_cndmask_b32(pick, pick, s[j], J.vcc)
            sw = J.readlane(pick, win // PER, "f32")
            J.v_writelane_b32(wv, sw, r)
            J.v_writelane_b32(iv[0], win, r)
            if RENORM:
                J.v_add_f32(total, sw, total)
        if RENORM:                                   # w / (sum + 1e-20) * scale, as DeepSeek-V3's router
            J.v_add_f32(total, 1e-20, total)
            J.v_rcp_f32(total, total)
            J.v_mul_f32(total, scale, total)
            J.v_mul_f32(wv, wv, total)
        else:
            J.v_mul_f32(wv, scale, wv)
        J.buffer_store(wv, rw, voff4)
        J.buffer_store(iv, ri, voff8)
        row[0] = row[0] + n_step
        for rsrc, step in ((rx, step_x), (rw, step_w), (ri, step_i)):
            RowKit.advance(J, rsrc, step)


def sigmoid_consts(x: torch.Tensor, k: int, renormalize: bool, has_bias: bool, n_group: int, topk_group: int
                   ) -> tuple:
    """The compile-time arguments of ``moe_topk_sigmoid_fwd`` for [N, E] rows ``x``."""
    dt, per, split = _plan(x)
    e = x.shape[1]
    grouped = n_group > 1
    key_is_logit = not has_bias and not grouped
    return (dt, per, split, k, bool(renormalize), key_is_logit, bool(has_bias), n_group if grouped else 1,
            e // n_group if grouped else 1, topk_group if grouped else 1)


def launch_moe_topk_sigmoid(x: torch.Tensor, bias: torch.Tensor | None, w: torch.Tensor, ids: torch.Tensor,
                            n_group: int, topk_group: int, renormalize: bool, scale: float) -> Any:
    """Sigmoid routing of [N, E] rows ``x`` (``bias``: fp32 [E] contiguous or None) into ``w`` [N, k] fp32
    and ``ids`` [N, k] int64 (contiguous); returns the simulator's LaunchStats (None on HIP)."""
    n, k = w.shape
    consts = sigmoid_consts(x, k, renormalize, bias is not None, n_group, topk_group)
    g = grid(n, 1, groups=GROUPS)
    step = g * GROUPS
    sx = x.stride(0) * x.element_size()
    b = bias if bias is not None else w           # an unread pointer (BIAS off)
    return moe_topk_sigmoid_fwd(g, 64 * GROUPS, *consts, x, b, w, ids, n, x.shape[1], step, sx, float(scale),
                                sx * step, 4 * k * step, 8 * k * step)


for _kind in ("sim", "hip"):
    register("moe_topk_sigmoid", _kind, ARCHS, dtypes=DTYPES)(launch_moe_topk_sigmoid)


def moe_topk_sigmoid_backward_torch(grad: torch.Tensor, ids: torch.Tensor, logits: torch.Tensor, *,
                                    renormalize: bool = False, routed_scaling_factor: float = 1.0) -> torch.Tensor:
    """The backward's kernel path: a composition of torch ops (the op's reference), not a DSL kernel. Why: the
    gradient reaches only the k selected logits of a row, so the work is a gather of k logits, O(k) arithmetic
    and a scatter into a zero-filled [N, E]; the zero fill is the only E-sized pass and torch does it at memory
    speed, so a kernel would save one [N, k] pass at most (the softmax router's backward needs its kernel
    because every logit gets a gradient there)."""
    from ..moe_routing import moe_topk_sigmoid_backward_reference
    return moe_topk_sigmoid_backward_reference(grad, ids, logits, renormalize=renormalize,
                                               routed_scaling_factor=routed_scaling_factor)


for _kind in ("sim", "hip"):
    register("moe_topk_sigmoid_backward", _kind, ARCHS, dtypes=(torch.float32,))(moe_topk_sigmoid_backward_torch)
