"""Peer kernels: microscaled (OCP MX) matmuls through ``tl.dot_scaled``.

On gfx950 Triton emits the scaled MFMAs (``v_mfma_scale_f32_{32x32x64,16x16x128}_f8f6f4``, fp4/fp8/bf8 operands
with per-lane E8M0 scale bytes) or, when one side is bf16/fp16 or the tile is one wave, upcasts with
``v_cvt_scalef32_pk_{bf16,f16}_{fp4,fp8,bf8}`` before a bf16/f16 MFMA. On gfx942 it upcasts in software before
bf16 MFMAs. The reference is the MX definition: fp4 (e2m1, two per byte, the even k in the low nibble) and OCP
fp8 values times ``2**(scale - 127)`` per block of 32 k values, multiplied in float64.

Example::

    >>> from tests.sim.peer.k_mx import KERNELS
    >>> "mx_fp4_fp4" in [k.name for k in KERNELS]
    True
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from .spec import Case, Check, PeerKernel, poison, randint, randn


@triton.jit
def mx_matmul(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, M, N, K,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, FA: tl.constexpr, FB: tl.constexpr,
              PACK_A: tl.constexpr, PACK_B: tl.constexpr, SCALE_A: tl.constexpr, SCALE_B: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        rka = k0 // PACK_A + tl.arange(0, BK // PACK_A)
        rkb = k0 // PACK_B + tl.arange(0, BK // PACK_B)
        rs = k0 // 32 + tl.arange(0, BK // 32)
        a = tl.load(a_ptr + rm[:, None] * (K // PACK_A) + rka[None, :])
        b = tl.load(b_ptr + rkb[:, None] * N + rn[None, :])
        if SCALE_A:
            sa = tl.load(sa_ptr + rm[:, None] * (K // 32) + rs[None, :])
        else:
            sa = None
        if SCALE_B:
            sb = tl.load(sb_ptr + rn[:, None] * (K // 32) + rs[None, :])
        else:
            sb = None
        acc = tl.dot_scaled(a, sa, FA, b, sb, FB, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


_TRITON_TYPE = {"e2m1": "*u8", "e4m3": "*fp8e4nv", "e5m2": "*fp8e5", "bf16": "*bf16", "fp16": "*fp16"}
_TORCH_TYPE = {"e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2, "bf16": torch.bfloat16,
               "fp16": torch.float16}
_FP4 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0],
                    dtype=torch.float64)
_SCALED = ("e2m1", "e4m3", "e5m2")


def _operand(gen: torch.Generator, fmt: str, rows: int, k: int, k_major: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """(tensor passed to the kernel, its float64 values as a rows x k matrix). fp4 packs two k values per byte
    (even k in the low nibble): A is stored (rows, k/2), B (k/2, rows), i.e. ``k_major`` = False for B."""
    if fmt == "e2m1":
        codes = randint(gen, 0, 16, rows, k, dtype=torch.int64)
        packed = (codes[:, 0::2] | (codes[:, 1::2] << 4)).to(torch.uint8)
        return (packed if k_major else packed.t().contiguous()), _FP4[codes]
    x = randn(gen, rows, k, dtype=_TORCH_TYPE[fmt], scale=2.0)
    return (x if k_major else x.t().contiguous()), x.double()


def _case(m: int, n: int, k: int, fa: str, fb: str):
    def build(arch: str, gen: torch.Generator) -> Case:
        a, a_val = _operand(gen, fa, m, k, True)
        b, b_val = _operand(gen, fb, n, k, False)
        # E8M0 scales around 1 (2**-4 .. 2**4), one per row (column) and block of 32 k values
        sa = randint(gen, 123, 132, m, k // 32, dtype=torch.uint8)
        sb = randint(gen, 123, 132, n, k // 32, dtype=torch.uint8)
        if fa in _SCALED:
            a_val = a_val * torch.exp2(sa.double() - 127).repeat_interleave(32, dim=1)
        if fb in _SCALED:
            b_val = b_val * torch.exp2(sb.double() - 127).repeat_interleave(32, dim=1)
        ref = (a_val @ b_val.t()).float()
        # products are exact; the kernels sum them in f32 (Triton's emulation after every 8-16 k, the scaled
        # MFMAs after every 64-128), the simulator's MFMAs exactly before one rounding
        atol = 1e-5 * float((a_val.abs() @ b_val.abs().t()).max())
        return Case([a, sa, b, sb, poison((m, n), torch.float32), m, n, k], [Check(4, ref, atol=atol, rtol=1e-5)])
    return build


def _mx(name: str, fa: str, fb: str, mnk: tuple[int, int, int], tiles: tuple[int, int, int], warps: int) -> PeerKernel:
    m, n, k = mnk
    bm, bn, bk = tiles
    sig = {"a_ptr": _TRITON_TYPE[fa], "sa_ptr": "*u8", "b_ptr": _TRITON_TYPE[fb], "sb_ptr": "*u8", "c_ptr": "*fp32",
           "M": "i32", "N": "i32", "K": "i32"}
    consts = {"BM": bm, "BN": bn, "BK": bk, "FA": fa, "FB": fb, "PACK_A": 2 if fa == "e2m1" else 1,
              "PACK_B": 2 if fb == "e2m1" else 1, "SCALE_A": fa in _SCALED, "SCALE_B": fb in _SCALED}
    return PeerKernel(name, mx_matmul, sig, consts, warps, (m // bm, n // bn), _case(m, n, k, fa, fb))


KERNELS = [
    # gfx950: v_mfma_scale_f32_32x32x64_f8f6f4 with fp4 A and B (cbsz:4 blgp:4, 4-register operands)
    _mx("mx_fp4_fp4", "e2m1", "e2m1", (64, 64, 256), (32, 32, 128), 4),
    # gfx950: BK = 256 puts four E8M0 bytes in each scale VGPR; every byte select op_sel/op_sel_hi 0-3 occurs
    _mx("mx_fp8e4_fp4_bk256", "e4m3", "e2m1", (64, 64, 512), (32, 32, 256), 4),
    # gfx950: v_mfma_scale_f32_16x16x128_f8f6f4 with fp8 e4m3 operands
    _mx("mx_fp8e4_fp8e4", "e4m3", "e4m3", (32, 32, 256), (16, 16, 128), 4),
    # gfx950: mixed formats (bf8 e5m2 and fp4) in one scaled MFMA
    _mx("mx_fp8e5_fp4", "e5m2", "e2m1", (64, 32, 256), (32, 32, 128), 4),
    # gfx950: one wave upcasts both sides with v_cvt_scalef32_pk_bf16_fp8 before bf16 MFMAs
    _mx("mx_fp8e4_fp8e4_1wave", "e4m3", "e4m3", (32, 32, 256), (16, 16, 128), 1),
    # gfx950: a bf16/fp16 side is not scaled; the MX side is upcast (pk_bf16_fp4, pk_f16_fp4, pk_bf16_bf8)
    _mx("mx_bf16_fp4", "bf16", "e2m1", (64, 64, 128), (32, 32, 64), 4),
    _mx("mx_fp16_fp4", "fp16", "e2m1", (64, 32, 128), (32, 32, 64), 4),
    _mx("mx_bf16_fp8e5", "bf16", "e5m2", (32, 64, 128), (32, 32, 64), 4),
]
