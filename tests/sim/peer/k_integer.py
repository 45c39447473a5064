"""Peer kernels: integer division and modulo (constant and runtime divisors, signed, unsigned, 64-bit), bit
operations, and a 3D launch grid.

Triton's ``//`` and ``%`` on integers follow C: the quotient truncates toward zero and the remainder has the
sign of the dividend (``torch.div(..., rounding_mode="trunc")`` and ``torch.fmod``).

Example::

    >>> from tests.sim.peer.k_integer import trunc_divmod
    >>> import torch
    >>> trunc_divmod(torch.tensor([-7]), torch.tensor([2]))
    (tensor([-3]), tensor([-1]))
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, poison, randint

I32_EDGES = [0, 1, -1, 2**31 - 1, -(2**31), -(2**31) + 1, 7, -7, 6, -6, 1000002, -1000003, 65535, 65536]
U32_MASK = 0xFFFFFFFF


def trunc_divmod(a: torch.Tensor, b: torch.Tensor | int) -> tuple[torch.Tensor, torch.Tensor]:
    """C-style (truncating) quotient and remainder, computed in int64."""
    return torch.div(a, b, rounding_mode="trunc"), torch.fmod(a, b)


def _as_i32(x64: torch.Tensor) -> torch.Tensor:
    """Low 32 bits of int64 values as int32 (two's complement wrap)."""
    x64 = x64 & U32_MASK
    return torch.where(x64 >= 2**31, x64 - 2**32, x64).to(torch.int32)


def _u32(bits: torch.Tensor) -> torch.Tensor:
    """The same storage viewed as uint32, for ``*u32`` parameters (the dtype Triton's interpreter would infer)."""
    return bits.view(torch.uint32)


def _i32_inputs(gen: torch.Generator, n: int) -> torch.Tensor:
    edges = torch.tensor(I32_EDGES, dtype=torch.int32)
    return torch.cat([edges, randint(gen, -(2**31), 2**31, n - edges.numel())])


# ------------------------------------------------------------------------------ constant divisors

CONST_ROWS = 10


@triton.jit
def idiv_const(x_ptr, ux_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    ux = tl.load(ux_ptr + offs, mask=mask)
    tl.store(out_ptr + 0 * n + offs, x // 7, mask=mask)
    tl.store(out_ptr + 1 * n + offs, x % 7, mask=mask)
    tl.store(out_ptr + 2 * n + offs, x // -3, mask=mask)
    tl.store(out_ptr + 3 * n + offs, x % -3, mask=mask)
    tl.store(out_ptr + 4 * n + offs, x // 16, mask=mask)
    tl.store(out_ptr + 5 * n + offs, x % 16, mask=mask)
    tl.store(out_ptr + 6 * n + offs, (ux // 10).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 7 * n + offs, (ux % 10).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 8 * n + offs, (ux // 641).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 9 * n + offs, (ux % 1000003).to(tl.int32, bitcast=True), mask=mask)


def _const_case(arch: str, gen: torch.Generator) -> Case:
    n = 1000
    x = _i32_inputs(gen, n)
    ux = randint(gen, -(2**31), 2**31, n)  # random bits; passed as a uint32 view
    x64, u64 = x.long(), ux.long() & U32_MASK
    rows = [*trunc_divmod(x64, 7), *trunc_divmod(x64, -3), *trunc_divmod(x64, 16),
            *trunc_divmod(u64, 10), trunc_divmod(u64, 641)[0], trunc_divmod(u64, 1000003)[1]]
    expected = torch.stack([_as_i32(r) for r in rows]).reshape(-1)
    return Case([x, _u32(ux), poison(CONST_ROWS * n, torch.int32), n], [Check(2, expected, mode="exact")])


# ------------------------------------------------------------------------------- runtime divisors


@triton.jit
def idiv_runtime(x_ptr, y_ptr, ux_ptr, uy_ptr, out_ptr, n, d, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=1)
    y = tl.load(y_ptr + offs, mask=mask, other=1)
    ux = tl.load(ux_ptr + offs, mask=mask, other=1)
    uy = tl.load(uy_ptr + offs, mask=mask, other=1)
    tl.store(out_ptr + 0 * n + offs, x // d, mask=mask)
    tl.store(out_ptr + 1 * n + offs, x % d, mask=mask)
    tl.store(out_ptr + 2 * n + offs, x // y, mask=mask)
    tl.store(out_ptr + 3 * n + offs, x % y, mask=mask)
    tl.store(out_ptr + 4 * n + offs, (ux // uy).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 5 * n + offs, (ux % uy).to(tl.int32, bitcast=True), mask=mask)


def _nonzero_i32(gen: torch.Generator, n: int) -> torch.Tensor:
    """Divisors of every size: mostly small, some huge; never 0 and never -1 (INT_MIN / -1 overflows)."""
    small = randint(gen, 1, 50, n) * torch.where(randint(gen, 0, 2, n) == 0, -1, 1).int()
    big = randint(gen, 2, 2**31, n) * torch.where(randint(gen, 0, 2, n) == 0, -1, 1).int()
    y = torch.where(randint(gen, 0, 3, n) == 0, big, small)
    return torch.where(y == -1, torch.full_like(y, 3), y)


def _runtime_case(arch: str, gen: torch.Generator) -> Case:
    n = 700
    x, y = _i32_inputs(gen, n), _nonzero_i32(gen, n)
    ux = randint(gen, -(2**31), 2**31, n)
    uy = _nonzero_i32(gen, n)  # as u32: small values and values >= 2**31 both occur
    d = int(randint(gen, 2, 100000, 1)) * (-1 if int(randint(gen, 0, 2, 1)) else 1)
    x64, y64, u64, uy64 = x.long(), y.long(), ux.long() & U32_MASK, uy.long() & U32_MASK
    rows = [*trunc_divmod(x64, d), *trunc_divmod(x64, y64), *trunc_divmod(u64, uy64)]
    expected = torch.stack([_as_i32(r) for r in rows]).reshape(-1)
    return Case([x, y, _u32(ux), _u32(uy), poison(6 * n, torch.int32), n, d], [Check(4, expected, mode="exact")])


@triton.jit
def idiv_i64(x_ptr, y_ptr, q_ptr, r_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=1)
    y = tl.load(y_ptr + offs, mask=mask, other=1)
    tl.store(q_ptr + offs, x // y, mask=mask)
    tl.store(r_ptr + offs, x % y, mask=mask)


def _i64_case(arch: str, gen: torch.Generator) -> Case:
    n = 500
    # Half the pairs fit in 32 bits (LLVM's fast path), half need the full 64-bit loop.
    x = torch.cat([randint(gen, -(2**62), 2**62, n // 2, dtype=torch.int64),
                   randint(gen, -(2**31), 2**31, n - n // 2, dtype=torch.int64)])
    y = torch.cat([randint(gen, 1, 2**40, n // 4, dtype=torch.int64),
                   randint(gen, 1, 2**20, n // 4, dtype=torch.int64),
                   randint(gen, 1, 2**31, n - n // 2, dtype=torch.int64)])
    y = y * torch.where(randint(gen, 0, 2, n) == 0, -1, 1).long()
    q, r = trunc_divmod(x, y)
    return Case([x, y, poison(n, torch.int64), poison(n, torch.int64), n],
                [Check(2, q, mode="exact", label="quotient"), Check(3, r, mode="exact", label="remainder")])


# ------------------------------------------------------------------------------------- bit operations


@triton.jit
def bitops_u32(x_ptr, y_ptr, sx_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    sx = tl.load(sx_ptr + offs, mask=mask)
    sh = (y & 31).to(tl.int32)
    tl.store(out_ptr + 0 * n + offs, ((x >> 3) ^ (y << 5)).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 1 * n + offs, (x & ~y | (x >> 29)).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 2 * n + offs, tl.umulhi(x, y).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 3 * n + offs, (x * y + 12345).to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 4 * n + offs, sx >> sh, mask=mask)  # arithmetic shift by a variable amount
    tl.store(out_ptr + 5 * n + offs, (x >> sh.to(tl.uint32)).to(tl.int32, bitcast=True), mask=mask)


def _bitops_case(arch: str, gen: torch.Generator) -> Case:
    n = 800
    xs, ys, sx = (randint(gen, -(2**31), 2**31, n) for _ in range(3))
    x, y, s = xs.long() & U32_MASK, ys.long() & U32_MASK, sx.long()
    sh = y & 31
    # Full 64-bit products overflow int64: take them from Python integers.
    prod = [a * b for a, b in zip(x.tolist(), y.tolist())]
    hi = torch.tensor([p >> 32 for p in prod], dtype=torch.int64)
    lo = torch.tensor([(p + 12345) & U32_MASK for p in prod], dtype=torch.int64)
    rows = [(x >> 3) ^ ((y << 5) & U32_MASK), (x & (~y & U32_MASK)) | (x >> 29), hi, lo, s >> sh, x >> sh]
    expected = torch.stack([_as_i32(r) for r in rows]).reshape(-1)
    return Case([_u32(xs), _u32(ys), sx, poison(6 * n, torch.int32), n], [Check(3, expected, mode="exact")])


# ------------------------------------------------------------------------------------------ 3D grid


@triton.jit
def grid_3d(out_ptr, BLOCK: tl.constexpr):
    px, py, pz = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    nx, ny = tl.num_programs(0), tl.num_programs(1)
    flat = (pz * ny + py) * nx + px
    lane = tl.arange(0, BLOCK)
    tl.store(out_ptr + flat * BLOCK + lane, flat * 1000 + px * 100 + py * 10 + pz + lane * 100000)


def _grid3d_case(arch: str, gen: torch.Generator) -> Case:
    gx, gy, gz, block = 3, 2, 4, 128
    pz, py, px = torch.meshgrid(torch.arange(gz), torch.arange(gy), torch.arange(gx), indexing="ij")
    flat = (pz * gy + py) * gx + px
    per_prog = flat * 1000 + px * 100 + py * 10 + pz
    expected = per_prog.reshape(-1, 1) + torch.arange(block) * 100000
    return Case([poison(gx * gy * gz * block, torch.int32)], [Check(0, expected.reshape(-1).int(), mode="exact")])


KERNELS = [
    PeerKernel("idiv_const_i32_u32", idiv_const, {"x_ptr": "*i32", "ux_ptr": "*u32", "out_ptr": "*i32", "n": "i32"},
               {"BLOCK": 256}, 4, (4,), _const_case),
    PeerKernel("idiv_runtime_i32_u32", idiv_runtime, {"x_ptr": "*i32", "y_ptr": "*i32", "ux_ptr": "*u32",
                                                      "uy_ptr": "*u32", "out_ptr": "*i32", "n": "i32",
                                                      "d": "i32"}, {"BLOCK": 256}, 4, (3,), _runtime_case),
    PeerKernel("idiv_i64", idiv_i64, {"x_ptr": "*i64", "y_ptr": "*i64", "q_ptr": "*i64", "r_ptr": "*i64",
                                      "n": "i32"}, {"BLOCK": 256}, 4, (2,), _i64_case),
    PeerKernel("bitops_u32", bitops_u32, {"x_ptr": "*u32", "y_ptr": "*u32", "sx_ptr": "*i32", "out_ptr": "*i32",
                                          "n": "i32"}, {"BLOCK": 256}, 4, (4,), _bitops_case),
    PeerKernel("grid_3d", grid_3d, {"out_ptr": "*i32"}, {"BLOCK": 128}, 2, (3, 2, 4), _grid3d_case),
]
