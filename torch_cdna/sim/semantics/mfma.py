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
  A/B formats (0: fp8 e4m3, 1: bf8 e5m2, 4: fp4 e2m1, packed two per byte with the low nibble first, in 4
  registers instead of 8; fp6 (2) and bf6 (3) are refused: no compiler here emits them, so their packing is
  unchecked). An fp4 lane holds 32 consecutive k of one row (A) or column (B), as the formula above says; an
  fp8/bf8 lane holds two runs of 16 (``f8f6f4_8bit_layout``: registers 0-3 k = 16*g + s, registers 4-7 the
  same in the upper half of K, ``g`` the lane's group of ``M`` lanes). Without scales the difference cannot
  show (A and B share the k order); the scaled peer kernels (tests/sim/peer/k_mx.py: Triton's code for the
  hardware, fresh random scales) pass with these layouts and fail with 32 consecutive k for fp8.
- Scaled (gfx950 ``v_mfma_scale_f32_{16x16x128,32x32x64}_f8f6f4 D, A, B, C, SA, SB``): element ``A[i][k]`` is
  multiplied by ``2**(e - 127)``, ``e`` the E8M0 byte ``op_sel[0] + 2*op_sel_hi[0]`` of SA in lane
  ``i + M*(k // 32)`` (B: ``j + N*(k // 32)``, byte ``op_sel[1] + 2*op_sel_hi[1]`` of SB): one scale per row
  and block of 32 k values, as the OCP MX formats define a block. ``e = 0xFF`` is NaN and makes its block's
  products NaN (the MX rule; not checked against hardware).

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

from ...isa.mfma import ALIASES, BITS, F8F6F4_FORMATS, SHAPES, MfmaShape, shape_of
from ...isa.targets import arch_info
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


FP8_TABLES = {  # (fp8/bf8, ArchInfo.fp8_flavour) -> value of each byte
    ("fp8", "fnuz"): _fp8_table(4, 8, True), ("bf8", "fnuz"): _fp8_table(5, 16, True),
    ("fp8", "ocp"): _fp8_table(4, 7, False), ("bf8", "ocp"): _fp8_table(5, 15, False),
}
# OCP MX e2m1 (fp4): sign, 2 exponent bits (bias 1), 1 mantissa bit; no infinities or NaNs
FP4_VALUES = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])
_SIMULATED_F8F6F4 = ("fp8", "bf8", "fp4")


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
    if ty == "fp4":  # two elements per byte, the low nibble first
        nibbles = np.stack([data & 0xF, data >> 4], axis=-1).reshape(*data.shape[:-1], -1)
        return FP4_VALUES[nibbles]
    return FP8_TABLES[(ty, arch_info(arch).fp8_flavour)][data]


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
    # a scaled MFMA's scale for (row, k) is in lane row + rows*(k // 32): the lane the 32-k layout puts it in
    scale_lanes = (a_lane, np.swapaxes(b_lane, 1, 2))
    if sh.a_type == "f8f6f4":  # 8-bit formats hold two 16-k halves per lane; fp4 keeps the 32-k layout
        if BITS[fmt_a] == 8:
            a_lane, a_slot = f8f6f4_8bit_layout(sh.m, sh.k)
        if BITS[fmt_b] == 8:
            b_lane, b_slot = f8f6f4_8bit_layout(sh.n, sh.k)
    else:
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
            "d": (d_reg, d_lane), "d_inverse": inverse, "types": (fmt_a, fmt_b), "scale_lanes": scale_lanes}


def f8f6f4_8bit_layout(rows: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane, slot) arrays of shape (1, rows, k) for an fp8/bf8 operand of a gfx950 ``f8f6f4`` MFMA: lane group
    ``g`` holds ``k = 16*g + s`` in slots ``s`` 0-15 (registers 0-3) and ``k = K/2 + 16*g + s - 16`` in slots
    16-31 (registers 4-7), like two MFMAs of half the depth."""
    i, kk = np.meshgrid(np.arange(rows), np.arange(k), indexing="ij")
    half, rem = kk // (k // 2), kk % (k // 2)
    return ((rem // 16) * rows + i)[None], (half * 16 + rem % 16)[None]


def _config(b: Any, ins: Any) -> dict[str, Any]:
    plan = ins.extra.get("mfma")
    if plan is not None:
        return plan
    name = ins.base
    sh = shape_of(name)
    cbsz, abid, blgp = (int(ins.mods.get(k, 0)) for k in MFMA_MODS)
    if sh.a_type == "f8f6f4":
        types = (F8F6F4_FORMATS.get(cbsz), F8F6F4_FORMATS.get(blgp))
        if abid or not set(types) <= set(_SIMULATED_F8F6F4):
            raise b.unsupported(f"{name} with cbsz:{cbsz} blgp:{blgp} abid:{abid} (the simulated formats are "
                                f"0 fp8, 1 bf8 and 4 fp4; fp6 (2) and bf6 (3) are not: no compiler here emits them, "
                                f"so their register packing is unchecked)")
        for op, ty, rows in ((ins.operands[1], types[0], sh.m), (ins.operands[2], types[1], sh.n)):
            if isinstance(op, Reg) and op.count != sh.in_dwords(rows, ty):
                raise b.unsupported(f"{name}: {op} is {op.count} registers, a {ty} matrix takes "
                                    f"{sh.in_dwords(rows, ty)} (llvm-mc: wrong register tuple size)")
    else:
        if sh.a_type == "xf32" and blgp:
            raise b.unsupported(f"blgp:{blgp} on {name}: the xf32 MFMAs have no BLGP broadcast")
        if cbsz > int(math.log2(sh.blocks)) or abid >= (1 << cbsz) or not 0 <= blgp <= 7:
            raise b.unsupported(f"cbsz:{cbsz} abid:{abid} blgp:{blgp} for {name} with {sh.blocks} block(s): "
                                f"need 2^cbsz <= blocks, abid < 2^cbsz and blgp in 0..7")
        types = (sh.a_type, sh.b_type)
    plan = dict(_plan(name, cbsz, abid, blgp, *types))
    if sh.scaled:
        plan["scale_bytes"] = _scale_byte_selects(b, ins)
    ins.extra["mfma"] = plan
    return plan


def _scale_byte_selects(b: Any, ins: Any) -> tuple[int, int]:
    """Which byte of its scale word A and B use: ``op_sel[i] + 2*op_sel_hi[i]`` (how LLVM prints the intrinsic's
    byte index); the third op_sel/op_sel_hi bit has no meaning here and is refused."""
    lo = list(ins.mods.get("op_sel", [0, 0, 0]))
    hi = list(ins.mods.get("op_sel_hi", [0, 0, 0]))
    if len(lo) != 3 or len(hi) != 3 or lo[2] or hi[2]:
        raise b.unsupported(f"{ins.base} with op_sel:{lo} op_sel_hi:{hi} (three bits each; the third must be 0)")
    return lo[0] | hi[0] << 1, lo[1] | hi[1] << 1


def _e8m0_factors(b: Any, op: Any, byte: int) -> np.ndarray:
    """(k, 64) float64 multipliers ``2**(e - 127)`` of each lane's selected E8M0 scale byte (0xFF is NaN)."""
    if not isinstance(op, Reg) or op.file != "v":
        raise b.unsupported(f"MFMA scale operand {op} (a VGPR: for SGPRs and constants the hardware reads bits "
                            f"[30:23] instead, and LLVM accepts only VGPRs)")
    e = ((np.broadcast_to(b.vread(op, "u32"), (b.k, 64)) >> np.uint32(8 * byte)) & np.uint32(0xFF)).astype(np.int64)
    return np.where(e == 0xFF, np.nan, np.ldexp(1.0, e - 127))


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
    a = _operand_elements(b, src_a, sh.in_dwords(sh.m, ta), ta)
    bm = _operand_elements(b, src_b, sh.in_dwords(sh.n, tb), tb)
    amat = a[:, plan["a"][0], plan["a"][1]]  # (k, B, M, K)
    bmat = bm[:, plan["b"][0], plan["b"][1]]  # (k, B, K, N)
    if sh.scaled:  # one E8M0 scale per row (column) and 32 k values, from the lane plan["scale_lanes"] names
        byte_a, byte_b = plan["scale_bytes"]
        with np.errstate(all="ignore"):
            amat = amat * _e8m0_factors(b, ins.operands[4], byte_a)[:, plan["scale_lanes"][0]]
            bmat = bmat * _e8m0_factors(b, ins.operands[5], byte_b)[:, plan["scale_lanes"][1]]
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
_SCALED_NAMES = [n for n in SHAPES if SHAPES[n].scaled]
semantic(*[n for n in [*SHAPES, *ALIASES] if n not in _F64_NAMES + _SCALED_NAMES], mods=MFMA_MODS)(_mfma)
semantic(*_SCALED_NAMES, mods=MFMA_MODS + ("op_sel", "op_sel_hi"))(_mfma)
semantic(*_F64_NAMES, mods=MFMA_MODS)(_mfma_f64)

__all__ = ["input_layout", "output_layout", "f64_output_layout", "blgp_lanes", "f8f6f4_8bit_layout", "FP8_TABLES",
           "FP4_VALUES", "BITS"]
