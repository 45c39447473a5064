"""Peer kernels: float conversions (f32 <-> bf16 / f16 with round-to-nearest-even, fp8 e4m3 / e5m2 in the
arch's native encoding: FNUZ on gfx942, OCP on gfx950).

Example::

    >>> from tests.sim.peer.k_convert import KERNELS
    >>> [k.name for k in KERNELS][:2]
    ['cvt_f32_to_bf16_f16', 'cvt_bf16_f16_to_f32']
"""

from __future__ import annotations

import math

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, fp8_torch_dtype, poison, randint, special_f32, uniform


@triton.jit
def cvt_f32_down(x_ptr, bf16_ptr, f16_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(bf16_ptr + offs, x.to(tl.bfloat16, fp_downcast_rounding="rtne"), mask=mask)
    tl.store(f16_ptr + offs, x.to(tl.float16, fp_downcast_rounding="rtne"), mask=mask)


def _random_bits_f32(gen: torch.Generator, n: int) -> torch.Tensor:
    """Random f32 bit patterns: every exponent, subnormals and NaN payloads included."""
    return randint(gen, -(2**31), 2**31, n).view(torch.float32)


def _down_case(arch: str, gen: torch.Generator) -> Case:
    wide = torch.exp2(uniform(gen, 400, lo=-30.0, hi=20.0)) * torch.sign(uniform(gen, 400, lo=-1, hi=1))
    x = torch.cat([special_f32(), wide, _random_bits_f32(gen, 300)])
    n = x.numel()
    checks = [Check(1, x.to(torch.bfloat16), mode="bits_nan", label="f32->bf16 rtne"),
              Check(2, x.to(torch.float16), mode="bits_nan", label="f32->f16 rtne")]
    return Case([x, poison(n, torch.bfloat16), poison(n, torch.float16), n], checks)


@triton.jit
def cvt_up(bf_ptr, h_ptr, out_bf_ptr, out_h_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_bf_ptr + offs, tl.load(bf_ptr + offs, mask=mask).to(tl.float32), mask=mask)
    tl.store(out_h_ptr + offs, tl.load(h_ptr + offs, mask=mask).to(tl.float32), mask=mask)


def _up_case(arch: str, gen: torch.Generator) -> Case:
    n = 1500
    bf = randint(gen, -(2**15), 2**15, n, dtype=torch.int16).view(torch.bfloat16)
    h = randint(gen, -(2**15), 2**15, n, dtype=torch.int16).view(torch.float16)
    checks = [Check(2, bf.float(), mode="bits_nan", label="bf16->f32"),
              Check(3, h.float(), mode="bits_nan", label="f16->f32 (subnormals kept)")]
    return Case([bf, h, poison(n, torch.float32), poison(n, torch.float32), n], checks)


# ------------------------------------------------------------------------------------------- fp8


@triton.jit
def cvt_f32_to_fp8(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x.to(out_ptr.dtype.element_ty, fp_downcast_rounding="rtne"), mask=mask)


@triton.jit
def cvt_fp8_to_f32(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask).to(tl.float32), mask=mask)


def _fp8_grid(dtype: torch.dtype) -> torch.Tensor:
    """All finite non-negative values of an fp8 dtype, ascending."""
    vals = torch.arange(128, dtype=torch.uint8).view(dtype).float()
    return vals[torch.isfinite(vals)].unique()


def _fp8_inputs(dtype: torch.dtype, gen: torch.Generator) -> torch.Tensor:
    """In-range f32 values: random magnitudes down to subnormals, exact ties, and values just off ties."""
    grid = _fp8_grid(dtype)
    fmax = float(grid[-1])
    lo = float(grid[1]) / 4
    mags = torch.exp2(uniform(gen, 250, lo=math.log2(lo), hi=math.log2(fmax)))
    pick = randint(gen, 0, grid.numel() - 1, 200, dtype=torch.int64)
    ties = (grid[pick] + grid[pick + 1]) / 2
    near = torch.cat([ties * (1 + 2**-20), ties * (1 - 2**-20)])
    x = torch.cat([mags, ties, near, grid, torch.tensor([0.0, fmax, lo, -lo])])
    sign = torch.where(uniform(gen, x.numel(), lo=-1, hi=1) < 0, -1.0, 1.0)
    return (x * sign).clamp(-fmax, fmax)


def _fp8_down_case(kind: str):
    def build(arch: str, gen: torch.Generator) -> Case:
        dtype = fp8_torch_dtype(arch, kind)
        x = _fp8_inputs(dtype, gen)
        n = x.numel()
        expected = x.to(dtype)
        return Case([x, poison(n, dtype), n], [Check(1, expected, mode="exact", label=f"f32->{dtype}")])
    return build


def _fp8_up_case(kind: str):
    def build(arch: str, gen: torch.Generator) -> Case:
        dtype = fp8_torch_dtype(arch, kind)
        codes = torch.cat([torch.arange(256, dtype=torch.int64), randint(gen, 0, 256, 300, dtype=torch.int64)])
        x = codes.to(torch.uint8).view(dtype)
        n = x.numel()
        return Case([x, poison(n, torch.float32), n],
                     [Check(1, x.float(), mode="bits_nan", label=f"{dtype}->f32 (all codes)")])
    return build


_E = {"BLOCK": 256}
KERNELS = [
    PeerKernel("cvt_f32_to_bf16_f16", cvt_f32_down, {"x_ptr": "*fp32", "bf16_ptr": "*bf16", "f16_ptr": "*fp16",
                                                     "n": "i32"}, _E, 4, (3,), _down_case),
    PeerKernel("cvt_bf16_f16_to_f32", cvt_up, {"bf_ptr": "*bf16", "h_ptr": "*fp16", "out_bf_ptr": "*fp32",
                                               "out_h_ptr": "*fp32", "n": "i32"}, {"BLOCK": 512}, 4, (3,),
               _up_case),
    PeerKernel("cvt_f32_to_fp8e4", cvt_f32_to_fp8, {"x_ptr": "*fp32", "out_ptr": "*{e4}", "n": "i32"},
               _E, 4, (4,), _fp8_down_case("e4")),
    PeerKernel("cvt_fp8e4_to_f32", cvt_fp8_to_f32, {"x_ptr": "*{e4}", "out_ptr": "*fp32", "n": "i32"},
               _E, 4, (3,), _fp8_up_case("e4")),
    PeerKernel("cvt_f32_to_fp8e5", cvt_f32_to_fp8, {"x_ptr": "*fp32", "out_ptr": "*{e5}", "n": "i32"},
               _E, 4, (4,), _fp8_down_case("e5")),
    PeerKernel("cvt_fp8e5_to_f32", cvt_fp8_to_f32, {"x_ptr": "*{e5}", "out_ptr": "*fp32", "n": "i32"},
               _E, 4, (3,), _fp8_up_case("e5")),
]
