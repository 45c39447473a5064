"""Peer kernels: denormals, sub-dword integers, float64 math and MFMA, a data-dependent scalar loop, and more
MFMA input types (fp8 e5m2, xf32).

Example::

    >>> from tests.sim.peer.k_extra import KERNELS
    >>> "f64_math" in [k.name for k in KERNELS]
    True
"""

from __future__ import annotations

from fractions import Fraction

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, f64_to_f16_rne, poison, randint, randn, uniform

# ----------------------------------------------------------------------------------------- denormals


@triton.jit
def denorm_math(x_ptr, y_ptr, h_ptr, out_ptr, hout_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    h = tl.load(h_ptr + offs, mask=mask)
    tl.store(out_ptr + 0 * n + offs, x * 1.52587890625e-05, mask=mask)  # 2**-16: normals become denormal
    tl.store(out_ptr + 1 * n + offs, x + y, mask=mask)  # denormal + denormal
    tl.store(out_ptr + 2 * n + offs, x * 65536.0, mask=mask)  # denormal inputs become normal
    tl.store(hout_ptr + offs, h * 0.015625, mask=mask)  # 2**-6: f16 normals become denormal (rounded)
    tl.store(hout_ptr + n + offs, h * 64.0, mask=mask)  # f16 denormal inputs become normal (exact)


def _denorm_case(arch: str, gen: torch.Generator) -> Case:
    n = 600
    tiny = 2.0 ** -126
    x = uniform(gen, n, lo=-1.0, hi=1.0) * tiny * torch.exp2(uniform(gen, n, lo=-20, hi=8))
    y = uniform(gen, n, lo=-1.0, hi=1.0) * tiny * torch.exp2(uniform(gen, n, lo=-20, hi=0))
    h = (uniform(gen, n, lo=-1.0, hi=1.0) * 2.0 ** -10).half()  # normals and denormals (< 2**-14) of f16
    xd = x.double()
    expected = torch.cat([(xd * 2.0 ** -16).float(), (xd + y.double()).float(), (xd * 65536.0).float()])
    hd = h.double()
    hexp = torch.cat([f64_to_f16_rne(hd * 2.0 ** -6), f64_to_f16_rne(hd * 64.0)])
    return Case([x, y, h, poison(3 * n, torch.float32), poison(2 * n, torch.float16), n],
                [Check(3, expected, mode="exact", label="f32 denormals kept (denorm mode 3)"),
                 Check(4, hexp, mode="exact", label="f16 denormals kept (denorm mode 3)")])


# ------------------------------------------------------------------------------ sub-dword integers


@triton.jit
def small_ints(a_ptr, b_ptr, c_ptr, s8_ptr, s16_ptr, s32_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)  # int8
    b = tl.load(b_ptr + offs, mask=mask)  # uint8
    c = tl.load(c_ptr + offs, mask=mask)  # int16
    tl.store(s8_ptr + offs, (a * 3 + b.to(tl.int8, bitcast=True)), mask=mask)  # int8 wraparound
    tl.store(s16_ptr + offs, (c >> 3) - a.to(tl.int16) * b.to(tl.int16), mask=mask)
    tl.store(s32_ptr + offs, a.to(tl.int32) * 1000 + b.to(tl.int32) * c.to(tl.int32), mask=mask)


def _wrap(x: torch.Tensor, bits: int) -> torch.Tensor:
    m = 1 << bits
    return ((x + m // 2) % m) - m // 2


def _small_ints_case(arch: str, gen: torch.Generator) -> Case:
    n = 1000
    a = randint(gen, -128, 128, n, dtype=torch.int8)
    b = randint(gen, 0, 256, n, dtype=torch.uint8)
    c = randint(gen, -(2**15), 2**15, n, dtype=torch.int16)
    al, bl, cl = a.long(), b.long(), c.long()
    checks = [Check(3, _wrap(al * 3 + _wrap(bl, 8), 8).to(torch.int8), mode="exact", label="int8"),
              Check(4, _wrap((cl >> 3) - al * bl, 16).to(torch.int16), mode="exact", label="int16"),
              Check(5, (al * 1000 + bl * cl).int(), mode="exact", label="int32")]
    outs = [poison(n, torch.int8), poison(n, torch.int16), poison(n, torch.int32)]
    return Case([a, b, c, *outs, n], checks)


@triton.jit
def u16_zero_high(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """uint16 results widened to int32. LLVM omits the masking: on gfx9 v_mad_legacy_u16 / v_add_u16 zero the
    high 16 bits of their destination (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest), and here that register
    held the high half of an address before."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    c = a * 3 + b
    d = a << 3
    e = a + b
    tl.store(out_ptr + offs, c.to(tl.int32) + (d.to(tl.int32) << 16) + e.to(tl.int32) * 7, mask=mask)


def _u16_case(arch: str, gen: torch.Generator) -> Case:
    n = 700
    a, b = (randint(gen, 0, 2**16, n, dtype=torch.int32) for _ in range(2))
    c, d, e = (a * 3 + b) & 0xFFFF, (a << 3) & 0xFFFF, (a + b) & 0xFFFF
    expected = _wrap(c.long() + (d.long() << 16) + e.long() * 7, 32).int()
    return Case([a.to(torch.uint16), b.to(torch.uint16), poison(n, torch.int32), n],
                [Check(2, expected, mode="exact")])


@triton.jit
def u16_mad_zext(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """A u16 multiply-add of the low halves of int32 values, widened back to int32. LLVM computes it with
    ``v_mad_legacy_u16`` into the register that held ``y`` and skips the ``& 0xffff``: gfx9's legacy 16-bit
    VOP3 forms zero bits 31:16 of their destination."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    f = x.to(tl.float32) * 1.5
    u = x.to(tl.uint16) * 3 + y.to(tl.uint16)
    tl.store(out_ptr + offs, u.to(tl.int32) + f.to(tl.int32, bitcast=True), mask=mask)


@triton.jit
def u16_mul_add_zext(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """As u16_mad_zext with a variable multiplier and a high-half addend."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    v = x.to(tl.uint16) * y.to(tl.uint16) + (x >> 16).to(tl.uint16)
    tl.store(out_ptr + offs, v.to(tl.int32) * 5 + (x >> 7), mask=mask)


def _u16_mad_case(second: bool):
    def build(arch: str, gen: torch.Generator) -> Case:
        n = 600
        x, y = (randint(gen, -(2**31), 2**31, n) for _ in range(2))
        xs, lo_x, lo_y = x.long(), x.long() & 0xFFFF, y.long() & 0xFFFF
        if second:
            ref = ((lo_x * lo_y + ((xs >> 16) & 0xFFFF)) & 0xFFFF) * 5 + (xs >> 7)
        else:
            ref = ((lo_x * 3 + lo_y) & 0xFFFF) + (x.float() * 1.5).view(torch.int32).long()
        return Case([x, y, poison(n, torch.int32), n], [Check(2, _wrap(ref, 32).int(), mode="exact")])
    return build


# ------------------------------------------------------------------------------------------ float64


@triton.jit
def f64_math(x_ptr, y_ptr, z_ptr, fma_ptr, div_ptr, sqrt_ptr, rt_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    z = tl.load(z_ptr + offs, mask=mask)
    tl.store(fma_ptr + offs, tl.fma(x, y, z), mask=mask)
    tl.store(div_ptr + offs, x / y, mask=mask)  # div_rn/sqrt_rn are f32-only: LLVM's f64 expansions
    tl.store(sqrt_ptr + offs, tl.sqrt(tl.abs(z)), mask=mask)
    tl.store(rt_ptr + offs, x.to(tl.float32).to(tl.float64) - x, mask=mask)


def _f64_case(arch: str, gen: torch.Generator) -> Case:
    n = 500
    x, y, z = (torch.randn(n, generator=gen, dtype=torch.float64) * 10.0 ** torch.randint(
        -30, 30, (n,), generator=gen).double() for _ in range(3))
    # fma's exact value from rationals, rounded once by float().
    fma = torch.tensor([float(Fraction(a) * Fraction(b) + Fraction(c))
                        for a, b, c in zip(x.tolist(), y.tolist(), z.tolist())], dtype=torch.float64)
    checks = [Check(3, fma, mode="exact", label="fma"), Check(4, x / y, rtol=2.3e-16, label="div (1 ulp)"),
              Check(5, z.abs().sqrt(), rtol=2.3e-16, label="sqrt (1 ulp)"),
              Check(6, x.float().double() - x, mode="exact", label="f64->f32->f64")]
    return Case([x, y, z, *[poison(n, torch.float64) for _ in range(4)], n], checks)


# ------------------------------------------------------------------------------- scalar runtime loop


@triton.jit
def runtime_loop(x_ptr, iters_ptr, out_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    iters = tl.load(iters_ptr + pid)  # a per-program trip count read from memory: scalar branches
    x = tl.load(x_ptr + offs)
    acc = x
    for _ in range(iters):
        acc = acc * 0.5 + x  # converges toward 2x; exact arithmetic path is deterministic
    tl.store(out_ptr + offs, acc)


def _loop_case(arch: str, gen: torch.Generator) -> Case:
    progs, block = 5, 128
    x = randn(gen, progs, block)
    iters = randint(gen, 0, 12, progs)
    iters[0] = 0
    expected = x.clone()
    for p in range(progs):
        acc = x[p].clone()
        for _ in range(int(iters[p])):
            acc = (acc.double() * 0.5 + x[p].double()).float()  # x*0.5 is exact: fused or not, one rounding
        expected[p] = acc
    return Case([x, iters, poison((progs, block), torch.float32)], [Check(2, expected, mode="exact")])


# ------------------------------------------------------------------------------- more MFMA types


@triton.jit
def matmul_ab(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, PRECISION: tl.constexpr):
    """One tile, whole problem: C = A @ B with A and B of possibly different types."""
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b, input_precision=PRECISION, out_dtype=c_ptr.dtype.element_ty))


def _ab_case(m: int, n: int, k: int, kinds: tuple, out: torch.dtype, atol: float, rtol: float):
    def build(arch: str, gen: torch.Generator) -> Case:
        from .spec import fp8_torch_dtype
        dts = [fp8_torch_dtype(arch, t) if isinstance(t, str) else t for t in kinds]
        a, b = randn(gen, m, k, dtype=dts[0]), randn(gen, k, n, dtype=dts[1])
        ref = (a.double() @ b.double()).to(out)
        return Case([a, b, poison((m, n), out)], [Check(2, ref, atol=atol, rtol=rtol)])
    return build


def _ab(name, ta, tb, tc, mnk, warps, build, precision="ieee") -> PeerKernel:
    m, n, k = mnk
    return PeerKernel(name, matmul_ab, {"a_ptr": f"*{ta}", "b_ptr": f"*{tb}", "c_ptr": f"*{tc}"},
                      {"M": m, "N": n, "K": k, "PRECISION": precision}, warps, (1,), build)


KERNELS = [
    PeerKernel("denorm_f32_f16", denorm_math, {"x_ptr": "*fp32", "y_ptr": "*fp32", "h_ptr": "*fp16",
                                               "out_ptr": "*fp32", "hout_ptr": "*fp16", "n": "i32"},
               {"BLOCK": 256}, 4, (3,), _denorm_case),
    PeerKernel("small_ints", small_ints, {"a_ptr": "*i8", "b_ptr": "*u8", "c_ptr": "*i16", "s8_ptr": "*i8",
                                          "s16_ptr": "*i16", "s32_ptr": "*i32", "n": "i32"},
               {"BLOCK": 512}, 4, (2,), _small_ints_case),
    PeerKernel("u16_zero_high", u16_zero_high, {"a_ptr": "*u16", "b_ptr": "*u16", "out_ptr": "*i32", "n": "i32"},
               {"BLOCK": 256}, 4, (3,), _u16_case),
    PeerKernel("u16_mad_zext", u16_mad_zext, {"x_ptr": "*i32", "y_ptr": "*i32", "out_ptr": "*i32", "n": "i32"},
               {"BLOCK": 256}, 4, (3,), _u16_mad_case(False)),
    PeerKernel("u16_mul_add_zext", u16_mul_add_zext, {"x_ptr": "*i32", "y_ptr": "*i32", "out_ptr": "*i32",
                                                      "n": "i32"}, {"BLOCK": 256}, 4, (3,), _u16_mad_case(True)),
    PeerKernel("f64_math", f64_math, {"x_ptr": "*fp64", "y_ptr": "*fp64", "z_ptr": "*fp64", "fma_ptr": "*fp64",
                                      "div_ptr": "*fp64", "sqrt_ptr": "*fp64", "rt_ptr": "*fp64", "n": "i32"},
               {"BLOCK": 256}, 4, (2,), _f64_case),
    PeerKernel("runtime_loop", runtime_loop, {"x_ptr": "*fp32", "iters_ptr": "*i32", "out_ptr": "*fp32"},
               {"BLOCK": 128}, 2, (5,), _loop_case),
    _ab("matmul_fp8e5", "{e5}", "{e5}", "fp32", (64, 64, 64), 4,
        _ab_case(64, 64, 64, ("e5", "e5"), torch.float32, 1e-4, 1e-4)),
    _ab("matmul_fp8e4_e5", "{e4}", "{e5}", "fp32", (32, 64, 64), 4,
        _ab_case(32, 64, 64, ("e4", "e5"), torch.float32, 1e-4, 1e-4)),
    _ab("matmul_f64", "fp64", "fp64", "fp64", (32, 32, 32), 4,
        _ab_case(32, 32, 32, (torch.float64, torch.float64), torch.float64, 1e-12, 1e-12)),
    _ab("matmul_bf16_16x16", "bf16", "bf16", "fp32", (16, 64, 64), 1,
        _ab_case(16, 64, 64, (torch.bfloat16, torch.bfloat16), torch.float32, 1e-4, 1e-4)),
]
