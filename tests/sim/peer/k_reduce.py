"""Peer kernels: reductions (sum, max, argmax, column sums), RMSNorm and LayerNorm rows, softmax rows, scans.

Example::

    >>> from tests.sim.peer.k_reduce import KERNELS
    >>> "softmax_f32_1000" in [k.name for k in KERNELS]
    True
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, poison, randint, randn

# ------------------------------------------------------------------------------------- reductions


@triton.jit
def reduce_sum_max_rows(x_ptr, sum_ptr, max_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    tl.store(sum_ptr + row, tl.sum(x, axis=0))
    tl.store(max_ptr + row, tl.max(tl.where(mask, x, float("-inf")), axis=0))


def _sum_max_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 6, 1000
    x = randn(gen, m, n) - 3.0  # mostly negative: a max that treats masked lanes as 0 would show
    return Case([x, poison(m, torch.float32), poison(m, torch.float32), n],
                [Check(1, x.double().sum(1).float(), atol=2e-4, rtol=1e-5, label="sum"),
                 Check(2, x.amax(1), mode="exact", label="max")])


@triton.jit
def argmax_rows(x_ptr, idx_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=float("-inf"))
    tl.store(idx_ptr + row, tl.argmax(x, axis=0, tie_break_left=True))


def _argmax_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 8, 700
    x = randn(gen, m, n, dtype=torch.float16)
    x[1, 650] = 100.0  # past the first 512 lanes
    x[2, :] = -1.0
    x[2, 300] = x[2, 17] = 5.0  # a tie: the lower index wins
    return Case([x, poison(m, torch.int32), n], [Check(1, x.float().argmax(1).int(), mode="exact")])


@triton.jit
def reduce_cols(x_ptr, out_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rn = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for m0 in range(0, M, BLOCK_M):
        rm = m0 + tl.arange(0, BLOCK_M)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        acc += tl.sum(tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0), axis=0)
    tl.store(out_ptr + rn, acc, mask=rn < N)


def _cols_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 100, 150
    x = randn(gen, m, n)
    return Case([x, poison(n, torch.float32), m, n], [Check(1, x.double().sum(0).float(), atol=1e-4, rtol=1e-5)])


# ------------------------------------------------------------------------------------------ norms


@triton.jit
def rmsnorm(x_ptr, w_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    rstd = tl.rsqrt(tl.sum(x * x, axis=0) / N + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * N + cols, (x * rstd * w).to(out_ptr.dtype.element_ty), mask=mask)


def _rmsnorm_case(m: int, n: int, dtype: torch.dtype, rtol: float = 1e-2):
    def build(arch: str, gen: torch.Generator) -> Case:
        x, w = randn(gen, m, n, dtype=dtype, scale=3.0), randn(gen, n, dtype=dtype)
        eps = 1e-5
        xf = x.float()
        ref = (xf * torch.rsqrt(xf.pow(2).mean(1, keepdim=True) + eps) * w.float()).to(dtype)
        return Case([x, w, poison((m, n), dtype), n, eps], [Check(2, ref, atol=1e-5, rtol=rtol)])
    return build


@triton.jit
def layernorm(x_ptr, w_ptr, b_ptr, y_ptr, mean_ptr, rstd_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(xc * xc, axis=0) / N + eps)
    w = tl.load(w_ptr + cols, mask=mask).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask).to(tl.float32)
    tl.store(y_ptr + row * N + cols, (xc * rstd * w + b).to(y_ptr.dtype.element_ty), mask=mask)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)


def _layernorm_case(m: int, n: int, dtype: torch.dtype, rtol: float):
    def build(arch: str, gen: torch.Generator) -> Case:
        x = randn(gen, m, n, dtype=dtype, scale=2.0) + 0.5
        w, b = randn(gen, n, dtype=dtype), randn(gen, n, dtype=dtype)
        eps = 1e-5
        xd = x.double()
        mean, var = xd.mean(1), xd.var(1, unbiased=False)
        rstd = 1.0 / torch.sqrt(var + eps)
        y = ((xd - mean[:, None]) * rstd[:, None] * w.double() + b.double()).to(dtype)
        outs = [poison((m, n), dtype), poison(m, torch.float32), poison(m, torch.float32)]
        checks = [Check(3, y, atol=1e-5 if dtype == torch.float32 else 1e-2, rtol=rtol, label="y"),
                  Check(4, mean.float(), atol=1e-6, rtol=1e-5, label="mean"),
                  Check(5, rstd.float(), rtol=1e-5, label="rstd")]
        return Case([x, w, b, *outs, n, eps], checks)
    return build


# ---------------------------------------------------------------------------------------- softmax


@triton.jit
def softmax_rows(x_ptr, y_ptr, N, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=float("-inf")).to(tl.float32)
    num = tl.exp(x - tl.max(x, axis=0))
    y = num / tl.sum(num, axis=0)
    tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


def _softmax_case(m: int, n: int, stride: int, dtype: torch.dtype, atol: float, rtol: float):
    def build(arch: str, gen: torch.Generator) -> Case:
        x = randn(gen, m, stride, dtype=dtype, scale=4.0)
        y = poison((m, stride), dtype)
        expected = y.clone()
        expected[:, :n] = torch.softmax(x[:, :n].double(), dim=1).to(dtype)
        return Case([x, y, n, stride], [Check(1, expected, atol=atol, rtol=rtol)])
    return build


# ------------------------------------------------------------------------------------------ scans


@triton.jit
def cumsum_i32(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0)
    tl.store(out_ptr + row * N + cols, tl.cumsum(x, axis=0), mask=mask)


def _cumsum_i32_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 3, 1000
    x = randint(gen, -1000, 1000, m, n)
    return Case([x, poison((m, n), torch.int32), n], [Check(1, x.cumsum(1).int(), mode="exact")])


@triton.jit
def cumsum_f32_2d(x_ptr, out_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(x, axis=1), mask=mask)


def _cumsum_f32_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 40, 50
    x = randn(gen, m, n)
    return Case([x, poison((m, n), torch.float32), m, n],
                [Check(1, x.double().cumsum(1).float(), atol=1e-5, rtol=1e-5)])


def _k(name, fn, sig, consts, warps, grid, build) -> PeerKernel:
    return PeerKernel(name, fn, sig, consts, warps, grid, build)


def _norm_sig(dt: str) -> dict[str, str]:
    return {"x_ptr": f"*{dt}", "w_ptr": f"*{dt}", "out_ptr": f"*{dt}", "N": "i32", "eps": "fp32"}


def _ln_sig(dt: str) -> dict[str, str]:
    return {"x_ptr": f"*{dt}", "w_ptr": f"*{dt}", "b_ptr": f"*{dt}", "y_ptr": f"*{dt}", "mean_ptr": "*fp32",
            "rstd_ptr": "*fp32", "N": "i32", "eps": "fp32"}


KERNELS = [
    _k("reduce_sum_max_rows", reduce_sum_max_rows, {"x_ptr": "*fp32", "sum_ptr": "*fp32", "max_ptr": "*fp32",
                                                    "N": "i32"}, {"BLOCK": 1024}, 4, (6,), _sum_max_case),
    _k("argmax_rows_f16", argmax_rows, {"x_ptr": "*fp16", "idx_ptr": "*i32", "N": "i32"}, {"BLOCK": 1024}, 8,
       (8,), _argmax_case),
    _k("reduce_cols", reduce_cols, {"x_ptr": "*fp32", "out_ptr": "*fp32", "M": "i32", "N": "i32"},
       {"BLOCK_M": 32, "BLOCK_N": 64}, 4, (3,), _cols_case),
    _k("rmsnorm_bf16_1000", rmsnorm, _norm_sig("bf16"), {"BLOCK": 1024}, 4, (5,),
       _rmsnorm_case(5, 1000, torch.bfloat16)),
    _k("rmsnorm_f16_896", rmsnorm, _norm_sig("fp16"), {"BLOCK": 1024}, 2, (4,),
       _rmsnorm_case(4, 896, torch.float16)),
    # 16 waves: a 1024-lane workgroup (the largest), cross-wave reduction over 16 partials.
    _k("rmsnorm_f32_4000_w16", rmsnorm, _norm_sig("fp32"), {"BLOCK": 4096}, 16, (2,),
       _rmsnorm_case(2, 4000, torch.float32, 1e-5)),
    _k("layernorm_f32_1000", layernorm, _ln_sig("fp32"), {"BLOCK": 1024}, 4, (4,),
       _layernorm_case(4, 1000, torch.float32, 1e-5)),
    _k("layernorm_bf16_896", layernorm, _ln_sig("bf16"), {"BLOCK": 1024}, 8, (3,),
       _layernorm_case(3, 896, torch.bfloat16, 1e-2)),
    _k("softmax_f32_1000", softmax_rows, {"x_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32", "stride": "i32"},
       {"BLOCK": 1024}, 4, (5,), _softmax_case(5, 1000, 1003, torch.float32, 1e-8, 1e-5)),
    _k("softmax_f16_100", softmax_rows, {"x_ptr": "*fp16", "y_ptr": "*fp16", "N": "i32", "stride": "i32"},
       {"BLOCK": 128}, 1, (8,), _softmax_case(8, 100, 128, torch.float16, 1e-4, 2e-3)),
    _k("cumsum_i32", cumsum_i32, {"x_ptr": "*i32", "out_ptr": "*i32", "N": "i32"}, {"BLOCK": 1024}, 4, (3,),
       _cumsum_i32_case),
    _k("cumsum_f32_2d", cumsum_f32_2d, {"x_ptr": "*fp32", "out_ptr": "*fp32", "M": "i32", "N": "i32"},
       {"BLOCK_M": 16, "BLOCK_N": 64}, 4, (3,), _cumsum_f32_case),
]
