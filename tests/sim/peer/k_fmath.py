"""Peer kernels: more float32 math (floor, ceil, erf, tanh, log1p, fmod, clamp folded into the ``clamp`` output
modifier), float64 transcendentals (exp, log, sin with Payne-Hanek reduction), and NaN-propagating
minimum/maximum next to ``tl.where`` on NaN inputs.

Each kernel's docstring names the mnemonics or modifiers it added to the suite (MNEMONICS.md) when it came in.

Example::

    >>> from tests.sim.peer.k_fmath import KERNELS
    >>> sorted(k.name for k in KERNELS)
    ['f64_exp_log_sin', 'math_floor_erf_tanh', 'nan_minmax_where']
"""

from __future__ import annotations

import math
from fractions import Fraction

import torch
import triton
import triton.language as tl
from triton.language.extra.hip import libdevice

from .spec import Case, Check, PeerKernel, poison, randn

# ------------------------------------------------------------------------------------- float32 math


@triton.jit
def math_floor_erf_tanh(x_ptr, y_ptr, ex_ptr, ap_ptr, n, BLOCK: tl.constexpr):
    """Added: ``v_floor_f32_e32``, ``v_ceil_f32_e32``, ``v_frexp_mant_f32_e32/_e64``, ``v_frexp_exp_i32_f64_e32``,
    ``v_bfi_b32``, ``v_cmp_eq/lg/neq/ngt_f32_e64``, ``v_sub_f32_e64``, ``v_subbrev_co_u32_e32``; modifier ``clamp``
    on ``v_mul_f32_e64``, ``v_add_f32_e64``, ``v_max_f32_e64``."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(ex_ptr + 0 * n + offs, tl.floor(x) + tl.ceil(y), mask=mask)
    tl.store(ex_ptr + 1 * n + offs, libdevice.fmod(x, y), mask=mask)
    tl.store(ex_ptr + 2 * n + offs, tl.clamp(x * y, 0.0, 1.0), mask=mask)
    tl.store(ex_ptr + 3 * n + offs, tl.clamp(x + y, 0.0, 1.0), mask=mask)
    tl.store(ex_ptr + 4 * n + offs, tl.clamp(tl.fma(x, y, 0.25), 0.0, 1.0), mask=mask)
    tl.store(ap_ptr + 0 * n + offs, tl.erf(x), mask=mask)
    tl.store(ap_ptr + 1 * n + offs, libdevice.tanh(x), mask=mask)
    tl.store(ap_ptr + 2 * n + offs, libdevice.log1p(tl.abs(y)), mask=mask)


def _fma_f32(x: torch.Tensor, y: torch.Tensor, z: float) -> torch.Tensor:
    """fma(x, y, z) rounded once to f32, from exact rationals (going through f64 could round twice)."""
    exact = [Fraction(a) * Fraction(b) + Fraction(z) for a, b in zip(x.tolist(), y.tolist())]
    return torch.tensor([_round_f32(v) for v in exact], dtype=torch.float32)


def _round_f32(v: Fraction) -> float:
    """Round a rational to the nearest float32 (ties to even), for |v| in the normal range or zero."""
    if v == 0:
        return 0.0
    e = math.floor(math.log2(abs(v)))
    while Fraction(2) ** e > abs(v):
        e -= 1
    while Fraction(2) ** (e + 1) <= abs(v):
        e += 1
    ulp = Fraction(2) ** (e - 23)
    q, r = divmod(v / ulp, 1)
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and q % 2 == 1):
        q += 1
    return float(q * ulp)


def _math_case(arch: str, gen: torch.Generator) -> Case:
    n = 600
    x = randn(gen, n, scale=3.0)
    y = randn(gen, n, scale=3.0)
    x[:6] = torch.tensor([-0.5, 2.0, -3.0, 0.0, 1e-30, 7.5])
    y[:6] = torch.tensor([0.5, -2.0, 1.25, 0.75, 3.0, 2.5])  # fmod of exact multiples, zero, tiny
    xd, yd = x.double(), y.double()
    exact = torch.cat([x.floor() + y.ceil(), torch.fmod(x, y), (xd * yd).float().clamp(0.0, 1.0),
                       (x + y).clamp(0.0, 1.0), _fma_f32(x, y, 0.25).clamp(0.0, 1.0)])
    approx = torch.cat([torch.erf(xd), torch.tanh(xd), torch.log1p(yd.abs())]).float()
    return Case([x, y, poison(5 * n, torch.float32), poison(3 * n, torch.float32), n],
                [Check(2, exact, mode="exact", label="floor+ceil, fmod, clamps"),
                 Check(3, approx, atol=1e-37, rtol=5e-7, label="erf, tanh, log1p (about 4 ulp)")])


# ----------------------------------------------------------------------------------- float64 math


@triton.jit
def f64_exp_log_sin(x_ptr, s_ptr, out_ptr, ex_ptr, n, BLOCK: tl.constexpr):
    """float64 exp, log, sin (huge arguments take the Payne-Hanek path), floor/ceil and f64<->i32.

    Compiled with ``enable_fp_fusion=False``: with Triton's default fusion LLVM contracts the error-free
    transforms (TwoProd/TwoSum) of ocml's large-argument reduction into fmas, and sin(x) for |x| >= 2**30 loses
    up to all its digits (1e15: 0.8405 instead of 0.8583), on the hardware as in the simulator: a Python IEEE
    model of that assembly gives the same numbers, and the unfused code is within 1 ulp of torch.
    Added: ``v_trig_preop_f64``, ``v_fract_f64_e32``, ``v_frexp_mant_f64_e32``, ``v_frexp_exp_i32_f64_e32``,
    ``v_rndne_f64_e32``, ``v_floor_f64_e32``, ``v_ceil_f64_e32``, ``v_cvt_f64_i32_e32``, ``v_cvt_i32_f64_e32``,
    f64 compares (``v_cmp_lg_f64_e32``, ``v_cmp_gt/le/neq/ngt/nlt_f64_e64``), ``v_addc_co_u32_e64``.
    """
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    s = tl.load(s_ptr + offs, mask=mask)
    tl.store(out_ptr + 0 * n + offs, tl.exp(x), mask=mask)
    tl.store(out_ptr + 1 * n + offs, tl.log(tl.abs(s)), mask=mask)
    tl.store(out_ptr + 2 * n + offs, tl.sin(s), mask=mask)
    tl.store(ex_ptr + offs, tl.floor(x) + tl.ceil(x * 3.0) + x.to(tl.int32).to(tl.float64), mask=mask)


def _f64_case(arch: str, gen: torch.Generator) -> Case:
    n = 400
    x = torch.rand(n, generator=gen, dtype=torch.float64) * 1400.0 - 700.0  # exp stays finite
    s = torch.randn(n, generator=gen, dtype=torch.float64) * 10.0 ** torch.randint(
        -5, 300, (n,), generator=gen).double()  # sin arguments up to 1e300: most take the trig_preop path
    exact = x.floor() + (x * 3.0).ceil() + x.trunc()
    approx = torch.stack([x.exp(), s.abs().log(), s.sin()]).reshape(-1)
    return Case([x, s, poison(3 * n, torch.float64), poison(n, torch.float64), n],
                [Check(2, approx, atol=1e-300, rtol=1e-15, label="exp, log, sin"),
                 Check(3, exact, mode="exact", label="floor + ceil + i32 round trip")])


# ------------------------------------------------------------------------------- NaN min/max/where


@triton.jit
def nan_minmax_where(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """Added: ``v_cmp_u_f32_e32``, ``v_cmp_ge_f32_e32``; on gfx950 ``v_maximum3_f32``, ``v_minimum3_f32``."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=float("nan"))
    y = tl.load(y_ptr + offs, mask=mask, other=-2.5)
    tl.store(out_ptr + 0 * n + offs, tl.where(x != x, y, x), mask=mask)
    tl.store(out_ptr + 1 * n + offs, tl.maximum(x, y, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(out_ptr + 2 * n + offs, tl.minimum(x, y, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(out_ptr + 3 * n + offs, tl.where(x >= y, x, y), mask=mask)


def ieee_maximum(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """IEEE 754-2019 maximum (LLVM's fmaximum): NaN propagates and +0 > -0 (torch.maximum returns its
    second operand for a pair of zeros)."""
    both_zero = (x == 0) & (y == 0)
    return torch.where(both_zero, torch.where(x.signbit() & y.signbit(), -0.0, 0.0), torch.maximum(x, y))


def ieee_minimum(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """IEEE 754-2019 minimum: NaN propagates and -0 < +0."""
    both_zero = (x == 0) & (y == 0)
    return torch.where(both_zero, torch.where(x.signbit() | y.signbit(), -0.0, 0.0), torch.minimum(x, y))


def _nan_case(arch: str, gen: torch.Generator) -> Case:
    n = 700
    x, y = randn(gen, n), randn(gen, n)
    pick = torch.randint(0, 8, (2, n), generator=gen)
    nan, inf = float("nan"), float("inf")
    x = torch.where(pick[0] == 0, nan, torch.where(pick[0] == 1, 0.0, x))
    y = torch.where(pick[1] == 0, nan, torch.where(pick[1] == 1, -0.0, y))
    x[:8] = torch.tensor([0.0, -0.0, nan, inf, -inf, 1.0, nan, -0.0])
    y[:8] = torch.tensor([-0.0, 0.0, 1.0, nan, inf, 1.0, nan, -0.0])
    rows = [torch.where(x.isnan(), y, x), ieee_maximum(x, y), ieee_minimum(x, y), torch.where(x >= y, x, y)]
    return Case([x, y, poison(4 * n, torch.float32), n], [Check(2, torch.cat(rows), mode="bits_nan")])


_B = {"BLOCK": 256}
_F32 = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}
KERNELS = [
    PeerKernel("math_floor_erf_tanh", math_floor_erf_tanh, {"x_ptr": "*fp32", "y_ptr": "*fp32", "ex_ptr": "*fp32",
                                                            "ap_ptr": "*fp32", "n": "i32"}, _B, 4, (3,), _math_case),
    PeerKernel("f64_exp_log_sin", f64_exp_log_sin, {"x_ptr": "*fp64", "s_ptr": "*fp64", "out_ptr": "*fp64",
                                                    "ex_ptr": "*fp64", "n": "i32"}, _B, 4, (2,), _f64_case,
               options={"enable_fp_fusion": False}),
    PeerKernel("nan_minmax_where", nan_minmax_where, _F32, _B, 4, (3,), _nan_case),
]
