"""Peer kernels: Philox random numbers (tl.randint4x / tl.rand), bitonic sort (tl.sort), int8 MFMA matmul.

The Philox reference is the public Philox-4x32-10 algorithm (Salmon et al., SC'11), written here in numpy;
``interpret.py`` confirms it matches Triton's ``tl.randint4x`` counter/key mapping.

Example::

    >>> import numpy as np
    >>> from tests.sim.peer.k_misc import philox4x32
    >>> [hex(int(v[0])) for v in philox4x32(np.array([0], np.uint64), 0, 0)]
    ['0x6627e8d5', '0xe169c58d', '0xbc57ac4c', '0x9b00dbd8']
"""

from __future__ import annotations

import numpy as np
import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, poison, randint, randn

_M0, _M1 = 0xD2511F53, 0xCD9E8D57  # round multipliers
_W0, _W1 = 0x9E3779B9, 0xBB67AE85  # key schedule (Weyl) increments
_MASK = np.uint64(0xFFFFFFFF)


def philox4x32(counter0: np.ndarray, key0: int, key1: int, rounds: int = 10) -> list[np.ndarray]:
    """Philox-4x32 with counter (counter0, 0, 0, 0) and key (key0, key1); four uint64 arrays of 32-bit values."""
    c = [counter0.astype(np.uint64) & _MASK] + [np.zeros_like(counter0, dtype=np.uint64) for _ in range(3)]
    k0, k1 = np.uint64(key0), np.uint64(key1)
    for _ in range(rounds):
        p0, p1 = np.uint64(_M0) * c[0], np.uint64(_M1) * c[2]  # 32x32 -> 64 bits, no overflow in uint64
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ k0, p1 & _MASK, (p0 >> np.uint64(32)) ^ c[3] ^ k1, p0 & _MASK]
        k0, k1 = (k0 + np.uint64(_W0)) & _MASK, (k1 + np.uint64(_W1)) & _MASK
    return c


@triton.jit
def philox_rand(out_ptr, uni_ptr, seed, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    r0, r1, r2, r3 = tl.randint4x(seed, offs)
    tl.store(out_ptr + 0 * n + offs, r0.to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 1 * n + offs, r1.to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 2 * n + offs, r2.to(tl.int32, bitcast=True), mask=mask)
    tl.store(out_ptr + 3 * n + offs, r3.to(tl.int32, bitcast=True), mask=mask)
    tl.store(uni_ptr + offs, tl.rand(seed, offs), mask=mask)


def _uniform_from_u32(bits: torch.Tensor) -> torch.Tensor:
    """tl.rand's map of a random uint32 to [0, 1): fold the int32 sign, then scale by ~2**-31 in float32."""
    x = bits.to(torch.int32)
    x = torch.where(x < 0, -x - 1, x)
    return x.float() * torch.tensor(4.6566127342e-10, dtype=torch.float32)


def _philox_case(arch: str, gen: torch.Generator) -> Case:
    n = 700
    seed = int(randint(gen, 1, 2**31 - 1, 1))
    words = philox4x32(np.arange(n, dtype=np.uint64), seed, 0)
    as_i32 = [torch.from_numpy(w.astype(np.int64)).to(torch.int32) for w in words]  # wraps like a bitcast
    expected = torch.cat(as_i32)
    return Case([poison(4 * n, torch.int32), poison(n, torch.float32), seed, n],
                [Check(0, expected, mode="exact", label="randint4x"),
                 Check(1, _uniform_from_u32(as_i32[0]), mode="exact", label="rand")])


@triton.jit
def sort_rows(x_ptr, out_ptr, N: tl.constexpr, ROWS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :])
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], tl.sort(x, dim=1))


def _sort_case(arch: str, gen: torch.Generator) -> Case:
    m, n = 8, 128
    x = randn(gen, m, n)
    x[0, :64] = x[0, 64:]  # duplicates
    return Case([x, poison((m, n), torch.float32)], [Check(1, x.sort(dim=1).values, mode="exact")])


@triton.jit
def matmul_i8(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * K + (k0 + rk)[None, :])
        b = tl.load(b_ptr + (k0 + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


def _i8_case(arch: str, gen: torch.Generator) -> Case:
    m, n, k = 64, 128, 128
    a, b = randint(gen, -128, 128, m, k, dtype=torch.int8), randint(gen, -128, 128, k, n, dtype=torch.int8)
    expected = (a.long() @ b.long()).int()
    return Case([a, b, poison((m, n), torch.int32), m, n, k], [Check(2, expected, mode="exact")])


KERNELS = [
    PeerKernel("philox_randint4x_rand", philox_rand, {"out_ptr": "*i32", "uni_ptr": "*fp32", "seed": "i32",
                                                      "n": "i32"}, {"BLOCK": 256}, 4, (3,), _philox_case),
    PeerKernel("sort_rows_f32", sort_rows, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, {"N": 128, "ROWS": 4}, 4, (2,),
               _sort_case),
    PeerKernel("matmul_i8", matmul_i8, {"a_ptr": "*i8", "b_ptr": "*i8", "c_ptr": "*i32", "M": "i32", "N": "i32",
                                        "K": "i32"}, {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}, 4, (1, 2),
               _i8_case),
]
