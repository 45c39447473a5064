"""Peer kernels: transposes through LDS, tl.dot matmuls on MFMA (bf16, f16, fp8, f32, tf32 (xf32, gfx942);
32x32 and 16x16 shapes), and a flash-attention forward.

Example::

    >>> from tests.sim.peer.k_matmul import KERNELS
    >>> "attn_fwd_f16" in [k.name for k in KERNELS]
    True
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, fp8_torch_dtype, poison, randn

# -------------------------------------------------------------------------------------- transpose


@triton.jit
def transpose(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    # y is (N, M): storing the transposed tile row-contiguously needs a layout change through LDS.
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], tl.trans(x), mask=(rn[:, None] < N) & (rm[None, :] < M))


def _transpose_case(m: int, n: int, dtype: torch.dtype):
    def build(arch: str, gen: torch.Generator) -> Case:
        x = randn(gen, m, n, dtype=dtype)
        return Case([x, poison((n, m), dtype), m, n], [Check(1, x.t().contiguous(), mode="exact")])
    return build


# ----------------------------------------------------------------------------------------- matmul


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, PRECISION: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K),
                    other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N),
                    other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION)
    c = acc.to(c_ptr.dtype.element_ty)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], c, mask=(rm[:, None] < M) & (rn[None, :] < N))


def _matmul_case(m: int, n: int, k: int, in_kind, out_dtype: torch.dtype, atol: float, rtol: float):
    """``in_kind``: a torch dtype, or "e4" for the arch's native fp8 e4m3."""
    def build(arch: str, gen: torch.Generator) -> Case:
        dt = fp8_torch_dtype(arch, in_kind) if isinstance(in_kind, str) else in_kind
        a, b = randn(gen, m, k, dtype=dt), randn(gen, k, n, dtype=dt)
        ref = (a.double() @ b.double()).to(out_dtype)
        return Case([a, b, poison((m, n), out_dtype), m, n, k, k, n, n], [Check(2, ref, atol=atol, rtol=rtol)])
    return build


def _mm(name, in_t, out_t, mnk, tiles, warps, build, precision="ieee", archs=None, pipelined=False) -> PeerKernel:
    m, n, k = mnk
    bm, bn, bk = tiles
    sig = {"a_ptr": f"*{in_t}", "b_ptr": f"*{in_t}", "c_ptr": f"*{out_t}", "M": "i32", "N": "i32", "K": "i32",
           "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
    consts = {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "PRECISION": precision}
    extra = {"archs": archs} if archs else {}
    if pipelined:  # pointers, sizes and strides divisible by 16, two stages: Triton's software pipeline with LDS double buffers
        extra["attrs"] = {p: [["tt.divisibility", 16]] for p in sig}
        extra["options"] = {"num_stages": 2}
    return PeerKernel(name, matmul, sig, consts, warps, (triton.cdiv(m, bm), triton.cdiv(n, bn)), build, **extra)


# ------------------------------------------------------------------------------- flash attention


@triton.jit
def attn_fwd(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale, N_CTX, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
             HEAD_DIM: tl.constexpr, CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    base = tl.program_id(1) * N_CTX * HEAD_DIM  # one (batch*head) slice per program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634  # exp(x) == exp2(x * log2(e))
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        cols = start_n + offs_n
        k = tl.load(k_ptr + base + cols[None, :] * HEAD_DIM + offs_d[:, None])
        qk = tl.dot(q, k) * qk_scale
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= cols[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + base + cols[:, None] * HEAD_DIM + offs_d[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    out = acc / l_i[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], out.to(o_ptr.dtype.element_ty))


def _attn_case(heads: int, seq: int, dim: int, dtype: torch.dtype, causal: bool):
    def build(arch: str, gen: torch.Generator) -> Case:
        q, k, v = (randn(gen, heads, seq, dim, dtype=dtype) for _ in range(3))
        scale = dim ** -0.5
        s = (q.double() @ k.double().transpose(1, 2)) * scale
        if causal:
            s = s.masked_fill(torch.ones(seq, seq, dtype=torch.bool).triu(1), float("-inf"))
        ref = (torch.softmax(s, dim=-1) @ v.double()).to(dtype)
        atol = 1e-2 if dtype == torch.float16 else 2e-2
        return Case([q, k, v, poison((heads, seq, dim), dtype), scale, seq], [Check(3, ref, atol=atol, rtol=1e-2)])
    return build


def _attn(name, dt, heads, seq, dim, bm, bn, causal, warps) -> PeerKernel:
    sig = {"q_ptr": f"*{dt}", "k_ptr": f"*{dt}", "v_ptr": f"*{dt}", "o_ptr": f"*{dt}", "sm_scale": "fp32",
           "N_CTX": "i32"}
    consts = {"BLOCK_M": bm, "BLOCK_N": bn, "HEAD_DIM": dim, "CAUSAL": causal}
    tdt = {"fp16": torch.float16, "bf16": torch.bfloat16}[dt]
    return PeerKernel(name, attn_fwd, sig, consts, warps, (seq // bm, heads), _attn_case(heads, seq, dim, tdt, causal))


_T = {"x_ptr": "*{}", "y_ptr": "*{}", "M": "i32", "N": "i32"}
KERNELS = [
    PeerKernel("transpose_f32", transpose, {k: v.format("fp32") for k, v in _T.items()},
               {"BLOCK_M": 64, "BLOCK_N": 64}, 4, (2, 3), _transpose_case(96, 130, torch.float32)),
    PeerKernel("transpose_f16", transpose, {k: v.format("fp16") for k, v in _T.items()},
               {"BLOCK_M": 64, "BLOCK_N": 64}, 4, (2, 1), _transpose_case(128, 64, torch.float16)),
    _mm("matmul_bf16", "bf16", "fp32", (128, 128, 128), (64, 64, 64), 4,
        _matmul_case(128, 128, 128, torch.bfloat16, torch.float32, 1e-4, 1e-4)),
    _mm("matmul_f16_masked", "fp16", "fp16", (100, 72, 80), (64, 64, 32), 4,
        _matmul_case(100, 72, 80, torch.float16, torch.float16, 1e-2, 2e-3)),
    _mm("matmul_f16_16x16", "fp16", "fp32", (32, 32, 64), (16, 16, 32), 1,
        _matmul_case(32, 32, 64, torch.float16, torch.float32, 1e-4, 1e-4)),
    _mm("matmul_fp8e4", "{e4}", "fp32", (128, 64, 128), (64, 64, 64), 4,
        _matmul_case(128, 64, 128, "e4", torch.float32, 1e-4, 1e-4)),
    _mm("matmul_f32_ieee", "fp32", "fp32", (64, 64, 64), (64, 64, 32), 4,
        _matmul_case(64, 64, 64, torch.float32, torch.float32, 1e-4, 1e-4)),
    # input_precision="tf32": v_mfma_f32_32x32x4_xf32 on gfx942 (10 mantissa bits per input; gfx950 has no
    # xf32 MFMA and Triton refuses tf32 there). The tolerance is xf32's: K=96 products, each input off by up
    # to 2**-10 relative, against the exact f64 product of the f32 inputs.
    _mm("matmul_f32_tf32", "fp32", "fp32", (64, 64, 96), (64, 64, 32), 4,
        _matmul_case(64, 64, 96, torch.float32, torch.float32, 0.1, 1e-2), precision="tf32", archs=("gfx942",)),
    # One wave holding a 128x128 f32 accumulator: LLVM spills to scratch (private segment, scratch_* ops).
    _mm("matmul_f16_spill", "fp16", "fp32", (128, 128, 64), (128, 128, 32), 1,
        _matmul_case(128, 128, 64, torch.float16, torch.float32, 1e-4, 1e-4)),
    # gfx950: global_load_lds_dwordx4 straight into LDS double buffers, ds_read_b64_tr_b16 transposing reads
    _mm("matmul_f16_pipelined", "fp16", "fp32", (256, 256, 128), (128, 128, 64), 4,
        _matmul_case(256, 256, 128, torch.float16, torch.float32, 1e-4, 1e-4), pipelined=True),
    _attn("attn_fwd_f16", "fp16", 2, 128, 64, 64, 32, False, 4),
    _attn("attn_fwd_bf16_causal", "bf16", 1, 128, 64, 64, 64, True, 4),
]
