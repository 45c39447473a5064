"""Matrix fused multiply-add (MFMA, VOP3P-MAI encoding) instructions of gfx942 (CDNA3) and gfx950 (CDNA4).

``SHAPES`` is the single description of every MFMA the project knows: output block ``M x N``, reduction
depth ``K``, number of independent blocks ``B`` and the input/output element types. The simulator derives the
exact register layouts from these numbers (``torch_cdna.sim.semantics.mfma``); the table lines below are
generated from it. Register counts: A and B take ``M*K*B*bits/(64*32)`` (resp. ``N``) dwords per lane, C/D
``M*N*B*out_bits/(64*32)`` (the f64 DGEMMs keep their C/D elements in register pairs). The table records the
8-bit width of the gfx950 ``f8f6f4`` forms; their fp6/fp4 formats (``F8F6F4_FORMATS``) take fewer registers.
The scaled forms (``v_mfma_scale_f32_*_f8f6f4``) take two more VGPR operands: A's and B's E8M0 scale words.

Names are LLVM's gfx940+ spellings (``v_mfma_f32_32x32x2_f32``, ``v_mfma_f32_32x32x8_bf16``); the older
gfx908/gfx90a spellings LLVM still accepts for gfx942 (``v_mfma_f32_32x32x2f32``,
``v_mfma_f32_32x32x8bf16_1k``) are listed as aliases.

Example:
    >>> from torch_cdna import isa
    >>> [s.dwords for s in isa.lookup("v_mfma_f32_32x32x8_f16", "gfx942").operands]
    [16, 2, 2, 16]
"""

from __future__ import annotations

from dataclasses import dataclass

from .records import InstrRecord, derive, parse_table
from .targets import SUPPORTED_ARCHS

BITS = {"f64": 64, "f32": 32, "xf32": 32, "i32": 32, "f16": 16, "bf16": 16, "i8": 8, "fp8": 8, "bf8": 8, "f8f6f4": 8,
        "fp6": 6, "bf6": 6, "fp4": 4}
# gfx950 f8f6f4 MFMAs: CBSZ (A) and BLGP (B) select each matrix's format, which sets its register count
# (8 dwords for fp8/bf8, 6 for fp6/bf6, 4 for fp4; llvm-mc rejects any other tuple size)
F8F6F4_FORMATS = {0: "fp8", 1: "bf8", 2: "fp6", 3: "bf6", 4: "fp4"}


@dataclass(frozen=True)
class MfmaShape:
    """One MFMA: ``D[b] (MxN) = A[b] (MxK) @ B[b] (KxN) + C[b]`` for each of ``blocks`` blocks."""

    m: int
    n: int
    k: int
    blocks: int
    a_type: str
    b_type: str
    out: str  # "f32", "i32" or "f64"
    archs: tuple[str, ...] = SUPPORTED_ARCHS
    scaled: bool = False  # gfx950 v_mfma_scale_*: two more operands, per-lane E8M0 scale words of A and B
    passes: int = 0  # matrix-pipeline passes (1 pass = 4 cycles), LLVM SISchedule.td's gfx942/gfx950 models
    passes_gfx950: int = 0  # gfx950's count where it differs (0: same as ``passes``)
    passes_f8: int = 0  # gfx950 f8f6f4: the count when either matrix is an 8-bit float (CBSZ/BLGP format 0 or 1)

    def in_dwords(self, rows: int, ty: str) -> int:
        return rows * self.k * self.blocks * BITS[ty] // (64 * 32)

    @property
    def out_dwords(self) -> int:
        return self.m * self.n * self.blocks * BITS[self.out] // (64 * 32)


def _shapes() -> dict[str, MfmaShape]:
    s: dict[str, MfmaShape] = {}
    both, g950 = SUPPORTED_ARCHS, ("gfx950",)  # g950: instructions CDNA4 added (an instruction-table fact)
    for ty in ("f16", "bf16"):
        s[f"v_mfma_f32_32x32x8_{ty}"] = MfmaShape(32, 32, 8, 1, ty, ty, "f32", both, passes=8)
        s[f"v_mfma_f32_16x16x16_{ty}"] = MfmaShape(16, 16, 16, 1, ty, ty, "f32", both, passes=4)
        s[f"v_mfma_f32_32x32x4_2b_{ty}"] = MfmaShape(32, 32, 4, 2, ty, ty, "f32", both, passes=16)
        s[f"v_mfma_f32_16x16x4_4b_{ty}"] = MfmaShape(16, 16, 4, 4, ty, ty, "f32", both, passes=8)
        s[f"v_mfma_f32_4x4x4_16b_{ty}"] = MfmaShape(4, 4, 4, 16, ty, ty, "f32", both, passes=2)
        s[f"v_mfma_f32_32x32x16_{ty}"] = MfmaShape(32, 32, 16, 1, ty, ty, "f32", g950, passes=8)
        s[f"v_mfma_f32_16x16x32_{ty}"] = MfmaShape(16, 16, 32, 1, ty, ty, "f32", g950, passes=4)
    s["v_mfma_f32_32x32x2_f32"] = MfmaShape(32, 32, 2, 1, "f32", "f32", "f32", both, passes=16)
    s["v_mfma_f32_16x16x4_f32"] = MfmaShape(16, 16, 4, 1, "f32", "f32", "f32", both, passes=8)
    s["v_mfma_f32_32x32x1_2b_f32"] = MfmaShape(32, 32, 1, 2, "f32", "f32", "f32", both, passes=16)
    s["v_mfma_f32_16x16x1_4b_f32"] = MfmaShape(16, 16, 1, 4, "f32", "f32", "f32", both, passes=8)
    s["v_mfma_f32_4x4x1_16b_f32"] = MfmaShape(4, 4, 1, 16, "f32", "f32", "f32", both, passes=2)
    # XF32 (TF32-like: f32 registers, 10 mantissa bits used), CDNA3 only: gfx950 dropped these
    s["v_mfma_f32_16x16x8_xf32"] = MfmaShape(16, 16, 8, 1, "xf32", "xf32", "f32", ("gfx942",), passes=4)
    s["v_mfma_f32_32x32x4_xf32"] = MfmaShape(32, 32, 4, 1, "xf32", "xf32", "f32", ("gfx942",), passes=8)
    for a in ("fp8", "bf8"):
        for b in ("fp8", "bf8"):
            s[f"v_mfma_f32_32x32x16_{a}_{b}"] = MfmaShape(32, 32, 16, 1, a, b, "f32", both, passes=8)
            s[f"v_mfma_f32_16x16x32_{a}_{b}"] = MfmaShape(16, 16, 32, 1, a, b, "f32", both, passes=4)
    f8f6f4 = ("f8f6f4", "f8f6f4", "f32", g950)
    s["v_mfma_f32_32x32x64_f8f6f4"] = MfmaShape(32, 32, 64, 1, *f8f6f4, passes=8, passes_f8=16)
    s["v_mfma_f32_16x16x128_f8f6f4"] = MfmaShape(16, 16, 128, 1, *f8f6f4, passes=4, passes_f8=8)
    s["v_mfma_scale_f32_32x32x64_f8f6f4"] = MfmaShape(32, 32, 64, 1, *f8f6f4, scaled=True, passes=8, passes_f8=16)
    s["v_mfma_scale_f32_16x16x128_f8f6f4"] = MfmaShape(16, 16, 128, 1, *f8f6f4, scaled=True, passes=4, passes_f8=8)
    s["v_mfma_i32_32x32x16_i8"] = MfmaShape(32, 32, 16, 1, "i8", "i8", "i32", both, passes=8)
    s["v_mfma_i32_16x16x32_i8"] = MfmaShape(16, 16, 32, 1, "i8", "i8", "i32", both, passes=4)
    s["v_mfma_i32_32x32x4_2b_i8"] = MfmaShape(32, 32, 4, 2, "i8", "i8", "i32", both, passes=16)
    s["v_mfma_i32_16x16x4_4b_i8"] = MfmaShape(16, 16, 4, 4, "i8", "i8", "i32", both, passes=8)
    s["v_mfma_i32_4x4x4_16b_i8"] = MfmaShape(4, 4, 4, 16, "i8", "i8", "i32", both, passes=2)
    # DGEMM: one f64 element of A and of B per lane, C/D in register pairs (gfx950: 16x16x4 at half rate)
    s["v_mfma_f64_16x16x4_f64"] = MfmaShape(16, 16, 4, 1, "f64", "f64", "f64", both, passes=8, passes_gfx950=16)
    s["v_mfma_f64_4x4x4_4b_f64"] = MfmaShape(4, 4, 4, 4, "f64", "f64", "f64", both, passes=4)
    s["v_mfma_i32_32x32x32_i8"] = MfmaShape(32, 32, 32, 1, "i8", "i8", "i32", g950, passes=8)
    s["v_mfma_i32_16x16x64_i8"] = MfmaShape(16, 16, 64, 1, "i8", "i8", "i32", g950, passes=4)
    return s


SHAPES: dict[str, MfmaShape] = _shapes()

# Older (gfx908/gfx90a) spellings that LLVM accepts for the same gfx942/gfx950 instructions.
ALIASES: dict[str, str] = {
    "v_mfma_f32_32x32x2f32": "v_mfma_f32_32x32x2_f32", "v_mfma_f32_16x16x4f32": "v_mfma_f32_16x16x4_f32",
    "v_mfma_f32_32x32x1f32": "v_mfma_f32_32x32x1_2b_f32", "v_mfma_f32_16x16x1f32": "v_mfma_f32_16x16x1_4b_f32",
    "v_mfma_f32_4x4x1f32": "v_mfma_f32_4x4x1_16b_f32",
    "v_mfma_f32_32x32x8f16": "v_mfma_f32_32x32x8_f16", "v_mfma_f32_16x16x16f16": "v_mfma_f32_16x16x16_f16",
    "v_mfma_f32_32x32x4f16": "v_mfma_f32_32x32x4_2b_f16", "v_mfma_f32_16x16x4f16": "v_mfma_f32_16x16x4_4b_f16",
    "v_mfma_f32_4x4x4f16": "v_mfma_f32_4x4x4_16b_f16",
    "v_mfma_f32_32x32x8bf16_1k": "v_mfma_f32_32x32x8_bf16", "v_mfma_f32_16x16x16bf16_1k": "v_mfma_f32_16x16x16_bf16",
    "v_mfma_f32_32x32x4bf16_1k": "v_mfma_f32_32x32x4_2b_bf16",
    "v_mfma_f32_16x16x4bf16_1k": "v_mfma_f32_16x16x4_4b_bf16",
    "v_mfma_f32_4x4x4bf16_1k": "v_mfma_f32_4x4x4_16b_bf16",
    "v_mfma_f64_16x16x4f64": "v_mfma_f64_16x16x4_f64", "v_mfma_f64_4x4x4f64": "v_mfma_f64_4x4x4_4b_f64",
}


def shape_of(mnemonic: str) -> MfmaShape:
    """The ``MfmaShape`` of an MFMA mnemonic or alias; raises KeyError listing nothing (callers wrap it)."""
    return SHAPES[ALIASES.get(mnemonic, mnemonic)]


def hazard_class(sh: MfmaShape) -> frozenset[str]:
    """The hazard rules' class of an MFMA: DGEMM (f64; the 4x4x4 and 16x16x4 rows differ), SGEMM (f32 inputs: not
    XDL on gfx940+, rocRoller's 94x table) or XDL (everything else)."""
    if sh.out == "f64":
        return frozenset({"dgemm", "dgemm4" if sh.m == 4 else "dgemm16"})
    return frozenset({"sgemm"}) if sh.a_type == "f32" else frozenset({"xdl"})


def _record(rec: InstrRecord) -> InstrRecord:
    sh = shape_of(rec.mnemonic)
    passes = tuple((a, sh.passes_gfx950 if a == "gfx950" and sh.passes_gfx950 else sh.passes) for a in sh.archs)
    f8 = tuple((a, sh.passes_f8) for a in sh.archs if a == "gfx950" and sh.passes_f8)
    return derive(rec, hazard_tags=rec.hazard_tags | hazard_class(sh), mfma_passes=passes, mfma_passes_f8=f8)


def _lines() -> list[str]:
    lines = []
    for name in [*SHAPES, *ALIASES]:
        sh = shape_of(name)
        archs = " ".join(f"@{a}" for a in sh.archs)
        lines.append(f"{name} VOP3P_MAI avdst:{sh.out_dwords} avsrc:{sh.in_dwords(sh.m, sh.a_type)} "
                     f"avsrc:{sh.in_dwords(sh.n, sh.b_type)} avc:{sh.out_dwords}"
                     f"{' vgpr:1 vgpr:1' if sh.scaled else ''} !mfma{' !scaled' if sh.scaled else ''} {archs}")
    return lines


RECORDS = [_record(rec) for rec in parse_table("\n".join(_lines()))]
