"""float64 PyTorch references for the AITER kernel families (what each kernel's outputs should be).

Inputs are the tensors in the layouts the kernels take (see layouts.py); every function upcasts to float64.

Example:
    >>> import torch
    >>> q = torch.randn(1, 4, 2, 8); k = torch.randn(1, 6, 1, 8); v = torch.randn(1, 6, 1, 8)
    >>> out, lse = attention_fwd(q, k, v, scale=8 ** -0.5, causal=True)
    >>> out.shape, lse.shape, out.dtype
    (torch.Size([1, 4, 2, 8]), torch.Size([1, 2, 4]), torch.float64)
"""

from __future__ import annotations

import torch

F64 = torch.float64
# e2m1 code -> value (OCP MX FP4): sign bit 3, exponent bits 2..1, mantissa bit 0.
FP4_VALUES = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0,
                           -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0], dtype=F64)


def _causal_mask(sq: int, sk: int) -> torch.Tensor:
    """Bottom-right causal mask (AITER's causal): query i sees keys j <= i + sk - sq."""
    i = torch.arange(sq)[:, None]
    j = torch.arange(sk)[None, :]
    return j <= i + (sk - sq)


def _expand_kv(t: torch.Tensor, hq: int) -> torch.Tensor:
    """[b, s, hk, d] -> [b, s, hq, d]: each kv head serves hq/hk consecutive q heads (GQA)."""
    return t.repeat_interleave(hq // t.shape[2], dim=2)


def attention_fwd(q, k, v, *, scale: float, causal: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """``(out [b, sq, hq, dv], lse [b, hq, sq])`` for q [b, sq, hq, d], k/v [b, sk, hk, d]; lse in natural log."""
    hq = q.shape[2]
    qf, kf, vf = q.to(F64), _expand_kv(k.to(F64), hq), _expand_kv(v.to(F64), hq)
    s = torch.einsum("bqhd,bkhd->bhqk", qf, kf) * scale
    if causal:
        s = s.masked_fill(~_causal_mask(q.shape[1], k.shape[1]), float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    p = torch.exp(s - lse[..., None])
    return torch.einsum("bhqk,bkhd->bqhd", p, vf), lse


def attention_bwd(q, k, v, dout, *, scale: float, causal: bool) -> dict[str, torch.Tensor]:
    """Gradients of attention_fwd's ``out``: dq, dk/dv per kv head, dk/dv per q head (before the GQA sum),
    and ``d`` = rowsum(dout * out) [b, hq, sq] (the kernels' D input) with ``lse``."""
    hq = q.shape[2]
    qf = q.to(F64).requires_grad_()
    kq = _expand_kv(k.to(F64), hq).detach().requires_grad_()
    vq = _expand_kv(v.to(F64), hq).detach().requires_grad_()
    out, lse = attention_fwd(qf, kq, vq, scale=scale, causal=causal)
    dq, dk_q, dv_q = torch.autograd.grad(out, (qf, kq, vq), dout.to(F64))
    groups = hq // k.shape[2]
    fold = lambda t: t.reshape(*t.shape[:2], k.shape[2], groups, t.shape[-1]).sum(3)  # noqa: E731
    d = (dout.to(F64) * out.detach()).sum(-1).permute(0, 2, 1)
    return {"dq": dq, "dk": fold(dk_q), "dv": fold(dv_q), "dk_per_q_head": dk_q, "dv_per_q_head": dv_q,
            "d": d, "lse": lse.detach(), "out": out.detach()}


def paged_decode(q, k_blocks, v_blocks, block_tables, context_lens, *, scale: float) -> torch.Tensor:
    """Decode attention over a paged cache; q [n, hq, d], k/v_blocks [blocks, hk, block_size, d]."""
    n, hq, _ = q.shape
    block_size = k_blocks.shape[2]
    out = torch.empty(n, hq, v_blocks.shape[-1], dtype=F64)
    for i in range(n):
        length = int(context_lens[i])
        ids = block_tables[i, : -(-length // block_size)].long()
        keys = k_blocks[ids].to(F64).permute(0, 2, 1, 3).reshape(-1, k_blocks.shape[1], k_blocks.shape[3])
        vals = v_blocks[ids].to(F64).permute(0, 2, 1, 3).reshape(-1, v_blocks.shape[1], v_blocks.shape[3])
        o, _ = attention_fwd(q[i][None, None], keys[None, :length], vals[None, :length], scale=scale,
                             causal=False)
        out[i] = o[0, 0]
    return out


def mla_decode(q, kv, kv_indptr, kv_indices, last_page_lens, *, dv: int, scale: float):
    """MLA decode (one query token per sequence): ``(out [b, hq, dv], lse [b, hq])``.

    q [b, hq, d]; kv [pages, page_size, 1, d]; a sequence's keys are its pages (kv_indices between
    kv_indptr[i] and kv_indptr[i+1]) with the last page holding last_page_lens[i] tokens; V = K[..., :dv].
    """
    b, hq, _ = q.shape
    page = kv.shape[1]
    out, lse = torch.empty(b, hq, dv, dtype=F64), torch.empty(b, hq, dtype=F64)
    for i in range(b):
        pages = kv_indices[int(kv_indptr[i]): int(kv_indptr[i + 1])].long()
        length = (len(pages) - 1) * page + int(last_page_lens[i])
        keys = kv[pages].to(F64).reshape(-1, kv.shape[-1])[:length]
        s = q[i].to(F64) @ keys.T * scale
        lse[i] = torch.logsumexp(s, -1)
        out[i] = torch.exp(s - lse[i][:, None]) @ keys[:, :dv]
    return out, lse


def gemm(a, b, bias=None) -> torch.Tensor:
    """``a [M, K] @ b[N, K]^T (+ bias)`` in float64."""
    out = a.to(F64) @ b.to(F64).T
    return out if bias is None else out + bias.to(F64)


def fp4_unpack(packed: torch.Tensor) -> torch.Tensor:
    """uint8 [rows, K/2] holding e2m1 pairs (low nibble = even element) -> float64 [rows, K]."""
    lo, hi = packed.long() & 0xF, packed.long() >> 4
    return FP4_VALUES[torch.stack((lo, hi), dim=-1).reshape(packed.shape[0], -1)]


def e8m0_values(scale: torch.Tensor) -> torch.Tensor:
    """uint8 E8M0 exponents -> 2**(e - 127) in float64 (255 is NaN)."""
    e = scale.long().to(F64)
    return torch.where(scale == 255, torch.tensor(float("nan"), dtype=F64), torch.exp2(e - 127))


def fp4_gemm(a_packed, b_packed, a_scale, b_scale, block: int = 32) -> torch.Tensor:
    """MX fp4 GEMM: (A * scaleA) @ (B * scaleB)^T with one E8M0 scale per ``block`` K-elements per row.

    Scales are the plain [rows, K/32] tables (before AITER's e8m0_shuffle and padding)."""
    a = fp4_unpack(a_packed) * e8m0_values(a_scale).repeat_interleave(block, dim=1)
    b = fp4_unpack(b_packed) * e8m0_values(b_scale).repeat_interleave(block, dim=1)
    return a @ b.T


def topk_softmax(logits, topk: int, renormalize: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """``(weights [T, topk] f64, ids [T, topk])``: softmax over experts, top k in descending order."""
    p = torch.softmax(logits.to(F64), dim=-1)
    w, ids = torch.topk(p, topk, dim=-1)
    if renormalize:
        w = w / w.sum(-1, keepdim=True)
    return w, ids


def moe_sort(topk_ids, topk_weights, experts: int, block_m: int = 32):
    """AITER's MoE sorting: tokens grouped by expert, each expert's run padded to ``block_m``.

    Returns ``(sorted_ids int32, sorted_weights f32, sorted_expert_ids int32, num_valid_ids int32 [2])``;
    an entry is ``token | (topk slot << 24)``, padding entries are ``tokens | (topk << 24)`` with weight 0.
    """
    tokens, topk = topk_ids.shape
    capacity = tokens * topk + experts * block_m - topk
    pad_id = tokens | (topk << 24)
    ids = torch.full((capacity,), pad_id, dtype=torch.int32)
    weights = torch.zeros(capacity, dtype=torch.float32)
    blocks = []
    pos = 0
    for e in range(experts):
        tok, slot = torch.nonzero(topk_ids == e, as_tuple=True)
        if tok.numel() == 0:
            continue
        ids[pos: pos + tok.numel()] = (tok | (slot << 24)).to(torch.int32)
        weights[pos: pos + tok.numel()] = topk_weights[tok, slot].float()
        run = -(-tok.numel() // block_m) * block_m
        blocks += [e] * (run // block_m)
        pos += run
    expert_ids = torch.full((-(-capacity // block_m),), -1, dtype=torch.int32)
    expert_ids[: len(blocks)] = torch.tensor(blocks, dtype=torch.int32)
    return ids, weights, expert_ids, torch.tensor([pos, tokens], dtype=torch.int32)


def fused_moe(x, w1, w2, topk_weights, topk_ids, *, activation: str = "silu",
              requant: torch.dtype | None = None) -> torch.Tensor:
    """sum_k w_k * down_e(act(gate_e(x))) with w1 [E, I, D] (g1u0) or [E, 2I, D] (g1u1: act(gate) * up).

    ``requant`` (an fp8 dtype): the intermediate of each (token, expert) is quantised to it with one dynamic
    scale, amax / the type's max (round to nearest even), before the down projection, as AITER's a8w8 kernels do.
    """
    act = {"silu": torch.nn.functional.silu, "gelu": torch.nn.functional.gelu}[activation]
    inter = w2.shape[2]
    xf = x.to(F64)
    out = torch.zeros(x.shape[0], w2.shape[1], dtype=F64)
    for t in range(x.shape[0]):
        for slot in range(topk_ids.shape[1]):
            e = int(topk_ids[t, slot])
            h = w1[e].to(F64) @ xf[t]
            h = act(h[:inter]) * h[inter:] if h.shape[0] == 2 * inter else act(h)
            if requant is not None:
                scale = h.abs().max() / torch.finfo(requant).max
                h = (h / scale).float().to(requant).to(F64) * scale
            out[t] += float(topk_weights[t, slot]) * (w2[e].to(F64) @ h)
    return out


def layer_norm_add(x, residual, weight, bias, eps: float) -> tuple[torch.Tensor, torch.Tensor]:
    """``(LN(x + residual) * weight + bias, x + residual)`` over the last dimension, biased variance."""
    h = x.to(F64) + residual.to(F64)
    mean = h.mean(-1, keepdim=True)
    var = ((h - mean) ** 2).mean(-1, keepdim=True)
    return (h - mean) / torch.sqrt(var + eps) * weight.to(F64) + bias.to(F64), h
