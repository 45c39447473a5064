"""Peer kernels: masked elementwise arithmetic, math functions, where/clamp, 64-bit indexing, strided loads.

Example::

    >>> from tests.sim.peer.k_elementwise import KERNELS
    >>> sorted(k.name for k in KERNELS)[:2]
    ['add_f32_masked', 'add_f32_vec']
"""

from __future__ import annotations

import math

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, f64_to_f16_rne, poison, randint, randn, uniform

# ------------------------------------------------------------------------------------------- add


@triton.jit
def add_f32(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


def _add_case(n: int):
    def build(arch: str, gen: torch.Generator) -> Case:
        x, y = randn(gen, n), randn(gen, n)
        out = poison(n + 7, torch.float32)  # the tail past n must stay poisoned
        expected = torch.cat([x + y, poison(7, torch.float32)])
        return Case([x, y, out, n], [Check(2, expected, mode="exact")])
    return build


# -------------------------------------------------------------------------------------- fused mul-add


@triton.jit
def fma_bf16(x_ptr, y_ptr, z_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=mask).to(tl.float32)
    z = tl.load(z_ptr + offs, mask=mask).to(tl.float32)
    tl.store(out_ptr + offs, (x * y + z).to(tl.bfloat16), mask=mask)


def _fma_bf16_case(arch: str, gen: torch.Generator) -> Case:
    n = 777
    x, y, z = (randn(gen, n, dtype=torch.bfloat16) for _ in range(3))
    # bf16*bf16 is exact in f32, so fused or not the f32 result is fma(x, y, z) rounded once.
    exact = x.double() * y.double() + z.double()
    expected = exact.float().to(torch.bfloat16)
    return Case([x, y, z, poison(n, torch.bfloat16), n], [Check(3, expected, mode="exact")])


@triton.jit
def fma_f16(x_ptr, y_ptr, z_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    z = tl.load(z_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * y + z, mask=mask)


def _fma_f16_case(arch: str, gen: torch.Generator) -> Case:
    n = 1008  # a multiple of 16 (the kernel is compiled with that hint), not of the block
    x, y, z = (randn(gen, n, dtype=torch.float16) for _ in range(3))
    # Fused f16 fma rounds once: the float64 value is exact, numpy rounds it straight to f16.
    expected = f64_to_f16_rne(x.double() * y.double() + z.double())
    return Case([x, y, z, poison(n, torch.float16), n], [Check(3, expected, mode="exact")])


# ------------------------------------------------------------------------------------------ math


@triton.jit
def math_exp_log(x_ptr, exp_ptr, exp2_ptr, log_ptr, log2_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(exp_ptr + offs, tl.exp(x), mask=mask)
    tl.store(exp2_ptr + offs, tl.exp2(x), mask=mask)
    ax = tl.abs(x) + 1e-3
    tl.store(log_ptr + offs, tl.log(ax), mask=mask)
    tl.store(log2_ptr + offs, tl.log2(ax), mask=mask)


def _exp_log_case(arch: str, gen: torch.Generator) -> Case:
    n = 600
    x = uniform(gen, n, lo=-20.0, hi=20.0)
    ax = (x.abs() + 1e-3).double()
    xd = x.double()
    outs = [poison(n, torch.float32) for _ in range(4)]
    refs = [xd.exp(), torch.exp2(xd), ax.log(), ax.log2()]
    checks = [Check(i + 1, r.float(), atol=1e-6, rtol=1e-5, label=lbl)
              for i, (r, lbl) in enumerate(zip(refs, ["exp", "exp2", "log", "log2"]))]
    return Case([x, *outs, n], checks)


@triton.jit
def math_sqrt_rsqrt_div(x_ptr, y_ptr, sqrt_ptr, rsqrt_ptr, div_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(sqrt_ptr + offs, tl.sqrt_rn(x), mask=mask)
    tl.store(rsqrt_ptr + offs, tl.rsqrt(x), mask=mask)
    tl.store(div_ptr + offs, tl.div_rn(y, x), mask=mask)


def _sqrt_div_case(arch: str, gen: torch.Generator) -> Case:
    n = 700
    x = torch.exp(uniform(gen, n, lo=-30.0, hi=30.0))  # wide exponent range, positive
    y = randn(gen, n, scale=100.0)
    outs = [poison(n, torch.float32) for _ in range(3)]
    # torch's float32 sqrt on the CPU is not always correctly rounded; float64 then one rounding is.
    xd, yd = x.double(), y.double()
    checks = [Check(2, xd.sqrt().float(), mode="exact", label="sqrt_rn is correctly rounded"),
              Check(3, xd.rsqrt().float(), rtol=3e-7, label="rsqrt"),
              Check(4, (yd / xd).float(), mode="exact", label="div_rn is correctly rounded")]
    return Case([x, y, *outs, n], checks)


@triton.jit
def math_sin_cos(x_ptr, sin_ptr, cos_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(sin_ptr + offs, tl.sin(x), mask=mask)
    tl.store(cos_ptr + offs, tl.cos(x), mask=mask)


def _sin_cos_case(arch: str, gen: torch.Generator) -> Case:
    n = 500
    x = uniform(gen, n, lo=-2 * math.pi, hi=2 * math.pi)
    outs = [poison(n, torch.float32) for _ in range(2)]
    xd = x.double()
    checks = [Check(1, xd.sin().float(), atol=2e-6, rtol=1e-5, label="sin"),
              Check(2, xd.cos().float(), atol=2e-6, rtol=1e-5, label="cos")]
    return Case([x, *outs, n], checks)


# ------------------------------------------------------------------------------------ where / clamp


@triton.jit
def where_clamp(x_ptr, y_ptr, leaky_ptr, clamp_ptr, minmax_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(leaky_ptr + offs, tl.where(x > 0, x, 0.125 * x), mask=mask)
    tl.store(clamp_ptr + offs, tl.clamp(x, lo, hi), mask=mask)
    tl.store(minmax_ptr + offs, tl.maximum(x, y) - tl.minimum(tl.abs(x), y), mask=mask)


def _where_clamp_case(arch: str, gen: torch.Generator) -> Case:
    n = 900
    x, y = randn(gen, n), randn(gen, n)
    lo, hi = -0.5, 0.75
    outs = [poison(n, torch.float32) for _ in range(3)]
    checks = [Check(2, torch.where(x > 0, x, 0.125 * x), mode="exact", label="where"),
              Check(3, x.clamp(lo, hi), mode="exact", label="clamp"),
              Check(4, torch.maximum(x, y) - torch.minimum(x.abs(), y), mode="exact", label="max-min")]
    return Case([x, y, *outs, n, lo, hi], checks)


# --------------------------------------------------------------------------- int64 gather / arithmetic


@triton.jit
def gather_i64(x_ptr, idx_ptr, out_ptr, mix_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(idx_ptr + offs, mask=mask, other=0)
    tl.store(out_ptr + offs, tl.load(x_ptr + idx, mask=mask), mask=mask)
    # 64-bit multiply, shift and xor: the high halves matter.
    mix = idx * 3000000019 + (offs << 33) ^ (idx >> 2)
    tl.store(mix_ptr + offs, mix, mask=mask)


def _gather_case(arch: str, gen: torch.Generator) -> Case:
    n, src = 1000, 5000
    x = randn(gen, src)
    idx = randint(gen, 0, src, n, dtype=torch.int64)
    offs = torch.arange(n, dtype=torch.int64)
    mix = idx * 3000000019 + (offs << 33) ^ (idx >> 2)
    outs = [poison(n, torch.float32), poison(n, torch.int64)]
    return Case([x, idx, *outs, n], [Check(2, x[idx], mode="exact", label="gather"),
                                      Check(3, mix, mode="exact", label="int64 mix")])


# ---------------------------------------------------------------------------------- 2D strided load


@triton.jit
def strided_2d(x_ptr, out_ptr, M, N, stride_m, stride_n, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride_m + rn[None, :] * stride_n, mask=mask, other=-1.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], x * 2.0 + 1.0, mask=mask)


def _strided_case(arch: str, gen: torch.Generator) -> Case:
    base = randn(gen, 150, 97)
    x = base.t()[5:, ::2]  # a non-contiguous view: shape (92, 75), strides (1, 194)
    m, n = x.shape
    out = poison((m, n), torch.float32)
    return Case([x, out, m, n, x.stride(0), x.stride(1)], [Check(1, x * 2.0 + 1.0, mode="exact")])


def _ew(name, fn, sig, build, grid, block=256, warps=4, **attrs) -> PeerKernel:
    return PeerKernel(name, fn, sig, {"BLOCK": block}, warps, grid, build, attrs)


def _DIV16(*params: str) -> dict[str, list]:
    return {p: [["tt.divisibility", 16]] for p in params}


_P = "*fp32"
KERNELS = [
    _ew("add_f32_masked", add_f32, {"x_ptr": _P, "y_ptr": _P, "out_ptr": _P, "n": "i32"}, _add_case(1000), (4,)),
    # Divisibility hints on the pointers and n (n % 16 == 0) let Triton use 128-bit loads and stores.
    _ew("add_f32_vec", add_f32, {"x_ptr": _P, "y_ptr": _P, "out_ptr": _P, "n": "i32"}, _add_case(3008), (3,),
        block=1024, **_DIV16("x_ptr", "y_ptr", "out_ptr", "n")),
    _ew("fma_bf16", fma_bf16, {"x_ptr": "*bf16", "y_ptr": "*bf16", "z_ptr": "*bf16", "out_ptr": "*bf16",
                               "n": "i32"}, _fma_bf16_case, (2,), block=512),
    _ew("fma_f16", fma_f16, {"x_ptr": "*fp16", "y_ptr": "*fp16", "z_ptr": "*fp16", "out_ptr": "*fp16",
                             "n": "i32"}, _fma_f16_case, (1,), block=1024,
        **_DIV16("x_ptr", "y_ptr", "z_ptr", "out_ptr", "n")),
    _ew("math_exp_log", math_exp_log, {"x_ptr": _P, "exp_ptr": _P, "exp2_ptr": _P, "log_ptr": _P,
                                       "log2_ptr": _P, "n": "i32"}, _exp_log_case, (3,)),
    _ew("math_sqrt_rsqrt_div", math_sqrt_rsqrt_div, {"x_ptr": _P, "y_ptr": _P, "sqrt_ptr": _P, "rsqrt_ptr": _P,
                                                     "div_ptr": _P, "n": "i32"}, _sqrt_div_case, (3,)),
    _ew("math_sin_cos", math_sin_cos, {"x_ptr": _P, "sin_ptr": _P, "cos_ptr": _P, "n": "i32"},
        _sin_cos_case, (2,)),
    _ew("where_clamp", where_clamp, {"x_ptr": _P, "y_ptr": _P, "leaky_ptr": _P, "clamp_ptr": _P,
                                     "minmax_ptr": _P, "n": "i32", "lo": "fp32", "hi": "fp32"},
        _where_clamp_case, (4,)),
    _ew("gather_i64", gather_i64, {"x_ptr": _P, "idx_ptr": "*i64", "out_ptr": _P, "mix_ptr": "*i64",
                                   "n": "i32"}, _gather_case, (4,)),
    PeerKernel("strided_2d", strided_2d, {"x_ptr": _P, "out_ptr": _P, "M": "i32", "N": "i32",
                                          "stride_m": "i32", "stride_n": "i32"},
               {"BLOCK_M": 32, "BLOCK_N": 32}, 4, (3, 3), _strided_case),
]
