"""``cdna::varlen_attention``'s launchers: the flash-attention forward kernel (``attention.attn_fwd``) and the
backward's dQ and dK/dV kernels (``attention_bwd``) with the ``varlen`` flag over packed sequences (gfx942 and
gfx950, bf16/fp16, head dims 64/80/96/128/256 (80/96 in place), GQA, causal and windows bottom-right aligned per sequence, soft-capping,
sinks). The backward kernels read dO and O, and write dQ/dK/dV, head-major ([H, T, D]: rows 2D bytes apart, as
their padded layout has them); the launcher transposes them around the kernels.

Why the forward kernel and not ``paged_attention``'s multi-token path: that path packs G * Q <= 32 query rows
of one kv head into one wave and splits the keys, which suits decode and short speculative chunks; a varlen
*prefill* has hundreds of query rows per sequence, which is what the forward kernel's 64..128-row blocks,
double-buffered K/V tiles and skipped out-of-band tiles are built for. The packed layout only changes where a
workgroup's rows start and how many there are: four scalar loads of cu_seqlens per workgroup and buffer
resources over the sequence's rows (``attn_kit.rows_resource``); nothing per tile changes.

Grid: ``(ceil(max_seqlen_q / rows per block), H_q, B)``; blocks past a shorter sequence's queries skip every
key tile and store nothing (their rows are outside the sequence's V#).

Example:
    >>> import torch, torch_cdna.ops
    >>> q = torch.randn(70, 4, 64, dtype=torch.bfloat16); cu = torch.tensor([0, 30, 70], dtype=torch.int32)
    >>> out, lse = torch.ops.cdna.varlen_attention(q, q, q, cu, cu, 40, 40, causal=True)  # doctest: +SKIP
"""

from __future__ import annotations

from typing import Any

import torch

from . import register
from ..attention import band
from .attention import ARCHS, DTYPES, FLT_MIN, attn_fwd, plan_for
from .attention_bwd import attn_bwd_dkv, attn_bwd_dq, bwd_grids
from .attn_kit import LOG2E, V_SLICE, MaskFlags, cdiv, check_span, dt_name, sink_mode


def _strides(t: torch.Tensor, what: str, rows: int) -> tuple[int, int]:
    """(row, head) byte strides of a packed [T, H, D] tensor; one sequence's span must fit 32 bits."""
    es = t.element_size()
    ss, sh = t.stride(0) * es, t.stride(1) * es
    if ss < 0 or sh < 0 or ss >= 1 << 32 or sh >= 1 << 32:
        raise ValueError(f"varlen_attention kernel: {what}'s byte strides ({ss}, {sh}) must be below 2**32; use "
                         f"the reference (TORCH_CDNA_OPS_IMPL=reference)")
    check_span(what, max(rows - 1, 0) * ss + t.shape[2] * es, "the longest sequence's rows")
    return ss, sh


def launch_varlen_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, cu_seqlens_q: torch.Tensor,
                            cu_seqlens_k: torch.Tensor, max_seqlen_q: int, out: torch.Tensor, lse: torch.Tensor,
                            scale: float, causal: bool, window: tuple[int, int] = (-1, -1), softcap: float = 0.0,
                            sinks: torch.Tensor | None = None) -> Any:
    """q [Tq, Hq, D], k/v [Tk, Hkv, D] (unit-stride D), cu_seqlens int32 [B + 1] contiguous, out [Tq, Hq, D],
    lse fp32 [Hq, Tq] contiguous, ``sinks`` contiguous [Hq] or None. The k lengths come from cu_seqlens_k
    (the kernel needs no max_seqlen_k). Returns the simulator's LaunchStats (None when nothing launches)."""
    total_q, hq, d = q.shape
    b = cu_seqlens_q.shape[0] - 1
    if b <= 0 or max_seqlen_q <= 0 or total_q == 0:
        return None
    kw = {"window": window, "softcap": softcap, "sinks": sinks}
    if v.shape[-1] > V_SLICE:  # d=256: one launch per 128 columns of v and out (as launch_attention)
        return [launch_varlen_attention(q, k, v[..., i:i + V_SLICE], cu_seqlens_q, cu_seqlens_k, max_seqlen_q,
                                        out[..., i:i + V_SLICE], lse, scale, causal, **kw)
                for i in range(0, v.shape[-1], V_SLICE)]
    dv = v.shape[-1]
    group = hq // k.shape[1]
    lo, hi = band(0, 0, causal, *window, False)  # offsets before the per-sequence S_kv - S_q (the kernel adds it)
    flags = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), sink=sink_mode(sinks),
                      varlen=True)
    p = plan_for(dt_name(q.dtype), d, max_seqlen_q, causal, group, dv)
    qs, ks, vs, os_ = (_strides(t, n, r) for t, n, r in ((q, "q", max_seqlen_q), (k, "k", k.shape[0]),
                                                         (v, "v", v.shape[0]), (out, "out", max_seqlen_q)))
    c, tk = max(abs(float(scale)) * LOG2E, FLT_MIN), 0.0
    if softcap:  # as launch_attention: tanh(s |scale| / cap), exponent times cap log2 e
        tk, c = 2.0 * abs(float(scale)) * LOG2E / float(softcap), float(softcap) * LOG2E
    strides = [0, qs[1], qs[0], 0, ks[1], ks[0], 0, vs[1], vs[0], 0, os_[1], os_[0], 0, lse.stride(0) * 4]
    dims = p.dm if p.vm == p.dm else (p.dm, p.vm)  # in memory (80/96: the kernel's tiles are 128 wide)
    return attn_fwd((cdiv(max_seqlen_q, p.bm), hq, b), p.lanes, p.dt, dims, p.waves, p.bn, flags.const(), p.group,
                    q, k, v, out, lse, 0, 0, *strides, c, 0x80008000 if scale < 0 else 0, 0 if lo is None else lo,
                    1 if hi is None else hi, tk, q if sinks is None else sinks, cu_seqlens_q, cu_seqlens_k)


def launch_varlen_attention_backward(grad_out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                                     out: torch.Tensor, lse: torch.Tensor, cu_seqlens_q: torch.Tensor,
                                     cu_seqlens_k: torch.Tensor, max_seqlen_q: int, max_seqlen_k: int,
                                     dq: torch.Tensor, dk: torch.Tensor, dv: torch.Tensor, scale: float,
                                     causal: bool, window: tuple[int, int] = (-1, -1), softcap: float = 0.0) -> list:
    """delta + dQ, then dK/dV (``attention_bwd``'s kernels, ``varlen``); dq/dk/dv contiguous like q/k/v.
    Returns the simulator's LaunchStats."""
    total_q, hq, d = q.shape
    total_k, hkv = k.shape[:2]
    b = cu_seqlens_q.shape[0] - 1
    if b <= 0 or total_q == 0 or total_k == 0 or max_seqlen_q <= 0 or max_seqlen_k <= 0:
        for t in (dq, dk, dv):
            t.zero_()
        return []
    go, o = grad_out.transpose(0, 1).contiguous(), out.transpose(0, 1).contiguous()   # [Hq, Tq, D]
    dq_h = torch.empty((hq, total_q, d), dtype=q.dtype, device=q.device)
    dk_h, dv_h = (torch.empty((hkv, total_k, d), dtype=q.dtype, device=q.device) for _ in range(2))
    delta = torch.empty((hq, total_q), dtype=torch.float32, device=q.device)
    lo, hi = band(0, 0, causal, *window, False)
    mask = MaskFlags(hi=hi is not None, lo=lo is not None, softcap=bool(softcap), varlen=True).const()
    c, tk = float(scale) * LOG2E, 0.0
    if softcap:  # as launch_attention_backward
        tk, c = 2.0 * float(scale) * LOG2E / float(softcap), float(softcap) * LOG2E
    offs = (0 if lo is None else lo, 1 if hi is None else hi, tk)
    qs, ks, vs = (_strides(t, n, r) for t, n, r in ((q, "q", max_seqlen_q), (k, "k", total_k), (v, "v", total_k)))
    check_span("grad_out", hq * total_q * d * 2, "every head's rows")
    check_span("dk", hkv * total_k * d * 2, "every head's rows")
    strides = [0, qs[1], qs[0], 0, ks[1], ks[0], 0, vs[1], vs[0], 0, total_q * d * 2]
    ls = (0, lse.stride(0) * 4)
    dt = dt_name(q.dtype)
    wq, wk, bn, bq, halves = bwd_grids(d, max_seqlen_q, max_seqlen_k)
    st1 = attn_bwd_dq((cdiv(max_seqlen_q, 32 * wq), hq, b), 64 * wq, dt, d, wq, bn, mask, hq // hkv, q, k, v, o, go,
                      lse, dq_h, delta, 0, 0, *strides, *ls, c, float(scale), *offs, cu_seqlens_q, cu_seqlens_k)
    st2 = attn_bwd_dkv((halves * cdiv(max_seqlen_k, 32 * wk), hkv, b), 64 * wk, dt, d, wk, bq, mask, hq // hkv, q, k, v,
                       go, lse, delta, dk_h, dv_h, 0, 0, *strides, 0, total_k * d * 2, *ls, c, float(scale), *offs,
                       cu_seqlens_q, cu_seqlens_k)
    dq.copy_(dq_h.transpose(0, 1))
    dk.copy_(dk_h.transpose(0, 1))
    dv.copy_(dv_h.transpose(0, 1))
    return [st1, st2]


for _kind in ("sim", "hip"):
    register("varlen_attention", _kind, ARCHS, dtypes=DTYPES)(launch_varlen_attention)
    register("varlen_attention_backward", _kind, ARCHS, dtypes=DTYPES)(launch_varlen_attention_backward)
