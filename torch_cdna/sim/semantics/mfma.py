"""MFMA semantics (``v_mfma_*``): ``D[b] = A[a(b)] @ B[b] + C[b]`` per block, with the register/lane layouts of
AMD's matrix instruction calculator for gfx9 (CDNA1-3; gfx950 follows the same rules for its new shapes).

Layouts, for an instruction of shape ``M x N x K`` with ``B`` blocks (``torch_cdna.isa.mfma.SHAPES``):

- A (``M x K`` per block): each lane holds ``E = K*M*B/64`` consecutive-k elements, packed little-endian in
  its registers; element ``A[b][i][k]`` is slot ``k % E`` of lane ``b*M + (k // E)*M*B + i``. B (``K x N``):
  the same with ``N`` and ``j`` for ``M`` and ``i``.
- C/D (32-bit elements): ``D[b][i][j]`` is in register ``b*(M*N/64) + (i // (4*R))*4 + i % 4`` (``R = 64/N``
  rows of 4 per register) of lane ``(b % BR)*N + ((i // 4) % R)*BR*N + j``, ``BR = ceil(64 / (M*N/4))``.
- f64 (DGEMM, ``v_mfma_f64_16x16x4_f64``, ``v_mfma_f64_4x4x4_4b_f64``): A and B as above with one f64
  element (a register pair) per lane; ``D[b][i][j]`` is in register pair ``i // 4`` of lane
  ``16*(i % 4) + b*N + j``. The products and sums are computed in float64 (numpy's matmul order, each step
  rounded to f64; the hardware's order of its fused steps is not published, so results may differ from it in
  the last bit). CBSZ/ABID/BLGP must be 0 (on gfx940+ the DGEMM BLGP field holds NEG bits, not simulated).
- CBSZ/ABID: output block ``b`` uses A block ``(b // 2^cbsz) * 2^cbsz + abid``. BLGP: lane ``l`` of B reads
  the B registers of lane ``blgp(l)`` (1: lanes 0-31 broadcast, 2: lanes 32-63 broadcast, 3: rotate down by
  16, 4-7: broadcast lanes 16*(blgp-4)..+15). For the gfx950 ``f8f6f4`` forms CBSZ/BLGP instead select the
  A/B formats (0: fp8 e4m3, 1: bf8 e5m2; the fp6/fp4 formats are rejected).

Element types: f16, bf16, f32, i8 (i32 result, wrapping), fp8/bf8 decoded as FNUZ (e4m3fnuz, e5m2fnuz:
bias 8/16, 0x80 = NaN, no infinities) on gfx942 and as OCP e4m3fn/e5m2 on gfx950. xf32 (gfx942's
``v_mfma_f32_16x16x8_xf32``/``32x32x4_xf32``): f32 registers of which the sign, exponent and top 10 mantissa
bits count; the low 13 bits are dropped (truncation, as rocBLAS's host reference for its xf32 math mode
converts; the ISA text gives no rounding, so this is the documented choice, not a hardware measurement); NaNs
stay NaN. The xf32 forms take no BLGP (AMD's matrix instruction calculator), so a nonzero one is refused.

Rounding model: every product is exact (as on the hardware) and the ``K`` products of each output element plus
C are summed in float64 and rounded once to f32 (round to nearest even). The hardware's internal adder tree
keeps fewer guard bits, so results can differ from it by about an ulp for cancelling sums; denormal inputs and
outputs are kept (the MODE register's flushing does not apply). MFMA ignores EXEC: every lane is computed
and written.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import numpy as np

from ...isa.mfma import ALIASES, BITS, SHAPES, MfmaShape, shape_of
from ..operands import Const, Reg
from . import semantic

MFMA_MODS = ("cbsz", "abid", "blgp")


# ---------------------------------------------------------------------------------------------- fp8 decoding
def _fp8_table(exp_bits: int, bias: int, fnuz: bool) -> np.ndarray:
    """float64 value of each of the 256 codes of an 8-bit float format (FNUZ or OCP)."""
    man_bits = 7 - exp_bits
    codes = np.arange(256)
    sign = np.where(codes & 0x80, -1.0, 1.0)
    e = (codes >> man_bits) & ((1 << exp_bits) - 1)
    m = codes & ((1 << man_bits) - 1)
    normal = sign * (1.0 + m / (1 << man_bits)) * np.exp2(e.astype(np.float64) - bias)
    sub = sign * (m / (1 << man_bits)) * 2.0 ** (1 - bias)
    val = np.where(e == 0, sub, normal)
    top = (1 << exp_bits) - 1
    if fnuz:
        val[0x80] = np.nan
    elif exp_bits == 4:  # OCP e4m3fn: S.1111.111 is NaN, no infinities
        val[(e == top) & (m == 7)] = np.nan
    else:  # OCP e5m2: IEEE-like
        val[(e == top) & (m == 0)] = sign[(e == top) & (m == 0)] * np.inf
        val[(e == top) & (m != 0)] = np.nan
    return val


FP8_TABLES = {
    ("fp8", True): _fp8_table(4, 8, True), ("bf8", True): _fp8_table(5, 16, True),
    ("fp8", False): _fp8_table(4, 7, False), ("bf8", False): _fp8_table(5, 15, False),
}
_F8F6F4_FORMATS = {0: "fp8", 1: "bf8"}


def _decode(data: np.ndarray, ty: str, arch: str) -> np.ndarray:
    """Per-lane bytes (k, 64, nbytes) -> elements (k, 64, E) as float64 (int64 for i8)."""
    if ty == "f16":
        return data.view(np.float16).astype(np.float64)
    if ty == "bf16":
        return (data.view(np.uint16).astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    if ty == "f32":
        return data.view(np.float32).astype(np.float64)
    if ty == "xf32":
        bits = data.view(np.uint32)
        nan = (bits & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
        with np.errstate(invalid="ignore"):  # widening a signalling NaN is not an error here
            return np.where(nan, bits, bits & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if ty == "i8":
        return data.view(np.int8).astype(np.int64)
    if ty == "f64":
        return data.view(np.float64)
    return FP8_TABLES[(ty, arch == "gfx942")][data]


# ---------------------------------------------------------------------------------------------- layouts
def input_layout(rows: int, k: int, blocks: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane, slot) arrays of shape (blocks, rows, k) for an A (rows = M) or B (rows = N) operand."""
    per_lane = k * rows * blocks // 64
    b, i, kk = np.meshgrid(np.arange(blocks), np.arange(rows), np.arange(k), indexing="ij")
    return b * rows + (kk // per_lane) * rows * blocks + i, kk % per_lane


def output_layout(m: int, n: int, blocks: int) -> tuple[np.ndarray, np.ndarray]:
    """(register, lane) arrays of shape (blocks, m, n) for 32-bit C/D elements."""
    per_reg = 64 // n
    blocks_per_reg = math.ceil(64 / (m * n // 4))
    b, i, j = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    reg = b * (m * n // 64) + (i // (4 * per_reg)) * 4 + i % 4
    lane = (b % blocks_per_reg) * n + ((i // 4) % per_reg) * blocks_per_reg * n + j
    return reg, lane


def f64_output_layout(m: int, n: int, blocks: int) -> tuple[np.ndarray, np.ndarray]:
    """(register pair, lane) arrays of shape (blocks, m, n) for the f64 C/D elements of a DGEMM."""
    assert n * blocks == 16, "the DGEMM layouts put N * blocks columns in each group of 16 lanes"
    b, i, j = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    return i // 4, 16 * (i % 4) + b * n + j


def blgp_lanes(blgp: int) -> np.ndarray:
    """Source lane of each lane's B data under a BLGP pattern (CDNA ISA, MFMA "B-matrix lane group pattern")."""
    lane = np.arange(64)
    table = {0: lane, 1: lane % 32, 2: np.where(lane < 32, lane + 32, lane), 3: (lane + 16) % 64}
    if blgp in table:
        return table[blgp]
    return (lane % 16) + 16 * (blgp - 4)


@lru_cache(maxsize=None)
def _plan(name: str, cbsz: int, abid: int, blgp: int, fmt_a: str, fmt_b: str) -> dict[str, Any]:
    sh: MfmaShape = shape_of(name)
    a_lane, a_slot = input_layout(sh.m, sh.k, sh.blocks)
    b_lane, b_slot = input_layout(sh.n, sh.k, sh.blocks)
    if sh.a_type != "f8f6f4":
        group = 1 << cbsz
        src_block = (np.arange(sh.blocks) // group) * group + abid
        a_lane, a_slot = a_lane[src_block], a_slot[src_block]
        b_lane = blgp_lanes(blgp)[b_lane]
    d_reg, d_lane = output_layout(sh.m, sh.n, sh.blocks)
    # the D layout as a permutation: result element (b, i, j) -> flat (register, lane) slot; its inverse turns
    # the (blocks, m, n) product into register order with one gather (C is added there, element by element)
    flat = (d_reg * 64 + d_lane).reshape(-1)
    inverse = None
    if np.array_equal(np.sort(flat), np.arange(flat.size)):
        inverse = np.empty_like(flat)
        inverse[flat] = np.arange(flat.size)
    # B is gathered as (blocks, k, n) so that A @ B needs no transpose
    return {"shape": sh, "a": (a_lane, a_slot), "b": (np.swapaxes(b_lane, 1, 2), np.swapaxes(b_slot, 1, 2)),
            "d": (d_reg, d_lane), "d_inverse": inverse, "types": (fmt_a, fmt_b)}


def _config(b: Any, ins: Any) -> dict[str, Any]:
    plan = ins.extra.get("mfma")
    if plan is not None:
        return plan
    name = ins.base
    sh = shape_of(name)
    cbsz, abid, blgp = (int(ins.mods.get(k, 0)) for k in MFMA_MODS)
    if sh.a_type == "f8f6f4":
        if abid or cbsz not in _F8F6F4_FORMATS or blgp not in _F8F6F4_FORMATS:
            raise b.unsupported(f"{name} with cbsz:{cbsz} blgp:{blgp} abid:{abid} (only the fp8 (0) and bf8 (1) "
                                f"formats are simulated; fp6/fp4 are not)")
        types = (_F8F6F4_FORMATS[cbsz], _F8F6F4_FORMATS[blgp])
    else:
        if sh.a_type == "xf32" and blgp:
            raise b.unsupported(f"blgp:{blgp} on {name}: the xf32 MFMAs have no BLGP broadcast")
        if cbsz > int(math.log2(sh.blocks)) or abid >= (1 << cbsz) or not 0 <= blgp <= 7:
            raise b.unsupported(f"cbsz:{cbsz} abid:{abid} blgp:{blgp} for {name} with {sh.blocks} block(s): "
                                f"need 2^cbsz <= blocks, abid < 2^cbsz and blgp in 0..7")
        types = (sh.a_type, sh.b_type)
    plan = _plan(name, cbsz, abid, blgp, *types)
    ins.extra["mfma"] = plan
    return plan


# ---------------------------------------------------------------------------------------------- execution
def _operand_elements(b: Any, op: Any, dwords: int, ty: str) -> np.ndarray:
    """(k, 64, E) elements of an A/B source operand (VGPRs or AccVGPRs)."""
    if not isinstance(op, Reg) or op.file not in ("v", "a"):
        raise b.unsupported(f"MFMA source {op} (A and B must be VGPRs or AccVGPRs)")
    words = b.vread_words(Reg(op.file, op.index, dwords), dwords)  # (k, n, 64)
    data = np.ascontiguousarray(words.transpose(0, 2, 1)).view(np.uint8)  # (k, 64, 4n)
    return _decode(data, ty, b.arch)


def _accumulator(b: Any, op: Any, n: int, integer: bool) -> np.ndarray:
    """(k, n, 64) C values as float64 (int64 for integer MFMAs)."""
    ty = "i32" if integer else "f32"
    if isinstance(op, Const):
        val = b.vread(op, ty)[:, :1]
        return np.broadcast_to(val[:, None, :].astype(np.int64 if integer else np.float64), (b.k, n, 64))
    words = b.vread_words(Reg(op.file, op.index, n), n)
    return words.view(np.int32).astype(np.int64) if integer else words.view(np.float32).astype(np.float64)


def _write_all_lanes(b: Any, dst: Any, words: np.ndarray) -> None:
    """MFMA results go to every lane regardless of EXEC."""
    if not isinstance(dst, Reg) or dst.file not in ("v", "a"):
        raise b.unsupported(f"MFMA destination {dst}")
    n = words.shape[1]
    row = b._vrow(dst, 0)
    b._vrow(dst, n - 1)
    b.v[row:row + n, b.w] = words.transpose(1, 0, 2)
    if b.sanitizer is not None:
        b.sanitizer.on_write(b, dst.file, row, n)


def _mfma(b: Any, ins: Any) -> None:
    plan = _config(b, ins)
    sh: MfmaShape = plan["shape"]
    ta, tb = plan["types"]
    dst, src_a, src_b, src_c = ins.operands[:4]
    a = _operand_elements(b, src_a, sh.in_dwords(sh.m, sh.a_type), ta)
    bm = _operand_elements(b, src_b, sh.in_dwords(sh.n, sh.b_type), tb)
    amat = a[:, plan["a"][0], plan["a"][1]]  # (k, B, M, K)
    bmat = bm[:, plan["b"][0], plan["b"][1]]  # (k, B, K, N)
    integer = sh.out == "i32"
    nd = sh.out_dwords
    d_reg, d_lane = plan["d"]
    c = _accumulator(b, src_c, nd, integer)
    inverse = plan["d_inverse"]
    if inverse is not None:  # every register slot holds one element: gather the product into register order
        with np.errstate(all="ignore"):
            d = np.matmul(amat, bmat).reshape(b.k, -1).take(inverse, axis=1).reshape(b.k, nd, 64) + c
        out = (d & 0xFFFFFFFF).astype(np.uint32) if integer else d.astype(np.float32).view(np.uint32)
        _write_all_lanes(b, dst, out)
        return
    with np.errstate(all="ignore"):
        prod = np.matmul(amat, bmat)
        d = prod + c[:, d_reg, d_lane]
    out = np.zeros((b.k, nd, 64), dtype=np.uint32)
    if integer:
        out[:, d_reg, d_lane] = (d & 0xFFFFFFFF).astype(np.uint32)
    else:
        out[:, d_reg, d_lane] = d.astype(np.float32).view(np.uint32)
    _write_all_lanes(b, dst, out)


@lru_cache(maxsize=None)
def _plan_f64(name: str) -> dict[str, Any]:
    sh: MfmaShape = shape_of(name)
    a_lane, a_slot = input_layout(sh.m, sh.k, sh.blocks)
    b_lane, b_slot = input_layout(sh.n, sh.k, sh.blocks)
    return {"shape": sh, "a": (a_lane, a_slot), "b": (np.swapaxes(b_lane, 1, 2), np.swapaxes(b_slot, 1, 2)),
            "d": f64_output_layout(sh.m, sh.n, sh.blocks)}


def _f64_pairs(words: np.ndarray) -> np.ndarray:
    """Registers (k, 2p, 64) uint32 -> (k, 64, p) float64 (pair r = registers 2r, 2r+1, low dword first)."""
    return np.ascontiguousarray(words.transpose(0, 2, 1)).view(np.float64)


def _mfma_f64(b: Any, ins: Any) -> None:
    """DGEMM: ``D = A @ B + C`` per block in float64 (layouts in the module docstring)."""
    if any(int(ins.mods.get(k, 0)) for k in MFMA_MODS):
        raise b.unsupported(f"cbsz/abid/blgp on {ins.base} (the f64 MFMAs take none; gfx940+ reuses BLGP as NEG)")
    plan = _plan_f64(ins.base)
    sh: MfmaShape = plan["shape"]
    dst, src_a, src_b, src_c = ins.operands[:4]
    a = _operand_elements(b, src_a, sh.in_dwords(sh.m, "f64"), "f64")
    bm = _operand_elements(b, src_b, sh.in_dwords(sh.n, "f64"), "f64")
    amat = a[:, plan["a"][0], plan["a"][1]]  # (k, B, M, K)
    bmat = bm[:, plan["b"][0], plan["b"][1]]  # (k, B, K, N)
    nd = sh.out_dwords
    d_pair, d_lane = plan["d"]
    if isinstance(src_c, Const):
        c = np.broadcast_to(b.vread(src_c, "f64")[:, :1, None], (b.k, 64, nd // 2))
    else:
        c = _f64_pairs(b.vread_words(Reg(src_c.file, src_c.index, nd), nd))
    with np.errstate(all="ignore"):
        d = np.matmul(amat, bmat) + c[:, d_lane, d_pair]
    out = np.zeros((b.k, 64, nd // 2), dtype=np.float64)
    out[:, d_lane, d_pair] = d
    _write_all_lanes(b, dst, out.view(np.uint32).reshape(b.k, 64, nd).transpose(0, 2, 1))


_F64_NAMES = [n for n in [*SHAPES, *ALIASES] if shape_of(n).out == "f64"]
semantic(*[n for n in [*SHAPES, *ALIASES] if n not in _F64_NAMES], mods=MFMA_MODS)(_mfma)
semantic(*_F64_NAMES, mods=MFMA_MODS)(_mfma_f64)

__all__ = ["input_layout", "output_layout", "f64_output_layout", "blgp_lanes", "FP8_TABLES", "BITS"]
