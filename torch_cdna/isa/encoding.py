"""Microcode formats of gfx942 (CDNA3) and gfx950 (CDNA4): how an instruction's first dword names its format, and
where each field of the format sits.

An instruction is one or two dwords (plus a 32-bit literal constant when a source field says 255, and the DPP or
SDWA dword when ``src0`` says 250 or 249). ``identify(word0)`` finds the format from the fixed high bits
(``FORMATS`` is ordered so that longer prefixes are tried first); ``Format.unpack(words)`` reads every field.
The opcode of each instruction per format and arch is data, in ``isa/data/opcodes.txt`` (see ``isa.opcodes``).

Bit positions follow the CDNA3 ISA document's "Microcode Formats" chapter (gfx950 keeps the gfx9 encodings);
they are checked against LLVM's encodings by ``tests/isa/test_encoding.py``.

Example:
    >>> fmt = identify(0xBE820002)          # s_mov_b32 s2, s2
    >>> fmt.name, fmt.unpack([0xBE820002])["op"], fmt.unpack([0xBE820002])["sdst"]
    ('SOP1', 0, 2)
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Field:
    """Bits ``lo .. lo+width-1`` of dword ``dword``."""

    dword: int
    lo: int
    width: int


@dataclass(frozen=True)
class Format:
    """One microcode format: matched by ``word0 & mask == value``; ``dwords`` is its size without literal/DPP/SDWA."""

    name: str
    mask: int
    value: int
    dwords: int
    fields: dict[str, Field] = field(hash=False, compare=False)

    def unpack(self, words: list[int] | tuple[int, ...]) -> dict[str, int]:
        """Every field of the format from ``words`` (at least ``dwords`` of them)."""
        return {name: (words[f.dword] >> f.lo) & ((1 << f.width) - 1) for name, f in self.fields.items()}


def _fields(spec: str) -> dict[str, Field]:
    """``"op 0:16:7 vdst 0:0:8"`` -> fields (name dword:lo:width ...)."""
    toks = spec.split()
    out = {}
    for name, where in zip(toks[::2], toks[1::2]):
        dword, lo, width = (int(x) for x in where.split(":"))
        out[name] = Field(dword, lo, width)
    return out


# Ordered: a format whose mask is a superset of another's is listed first (SOP1/SOPC/SOPP inside SOPK inside SOP2,
# VOP3P inside VOP3, VOP1/VOPC inside VOP2).
FORMATS: tuple[Format, ...] = (
    Format("SOP1", 0xFF800000, 0xBE800000, 1, _fields("sdst 0:16:7 op 0:8:8 ssrc0 0:0:8")),
    Format("SOPC", 0xFF800000, 0xBF000000, 1, _fields("op 0:16:7 ssrc1 0:8:8 ssrc0 0:0:8")),
    Format("SOPP", 0xFF800000, 0xBF800000, 1, _fields("op 0:16:7 simm16 0:0:16")),
    Format("SOPK", 0xF0000000, 0xB0000000, 1, _fields("op 0:23:5 sdst 0:16:7 simm16 0:0:16")),
    Format("SOP2", 0xC0000000, 0x80000000, 1, _fields("op 0:23:7 sdst 0:16:7 ssrc1 0:8:8 ssrc0 0:0:8")),
    Format("SMEM", 0xFC000000, 0xC0000000, 2, _fields(
        "op 0:18:8 imm 0:17:1 glc 0:16:1 nv 0:15:1 soe 0:14:1 sdata 0:6:7 sbase 0:0:6 offset 1:0:21 soffset 1:25:7")),
    Format("VOP3P", 0xFF800000, 0xD3800000, 2, _fields(
        "op 0:16:7 clamp 0:15:1 op_sel_hi2 0:14:1 op_sel 0:11:3 neg_hi 0:8:3 vdst 0:0:8 "
        "src0 1:0:9 src1 1:9:9 src2 1:18:9 op_sel_hi 1:27:2 neg 1:29:3 "
        # the matrix (MAI) opcodes reuse the same bits: acc_cd (dst and src2 are AGPRs), abid, cbsz; acc (src0/src1
        # are AGPRs), blgp
        "acc_cd 0:15:1 abid 0:11:4 cbsz 0:8:3 acc 1:27:2 blgp 1:29:3")),
    Format("VOP3", 0xFC000000, 0xD0000000, 2, _fields(
        "op 0:16:10 clamp 0:15:1 op_sel 0:11:4 abs 0:8:3 sdst 0:8:7 vdst 0:0:8 "
        "src0 1:0:9 src1 1:9:9 src2 1:18:9 omod 1:27:2 neg 1:29:3")),
    Format("DS", 0xFC000000, 0xD8000000, 2, _fields(
        "offset0 0:0:8 offset1 0:8:8 gds 0:16:1 op 0:17:8 acc 0:25:1 addr 1:0:8 data0 1:8:8 data1 1:16:8 vdst 1:24:8")),
    Format("FLAT", 0xFC000000, 0xDC000000, 2, _fields(
        "offset 0:0:13 lds 0:13:1 seg 0:14:2 sc0 0:16:1 nt 0:17:1 op 0:18:7 sc1 0:25:1 "
        "addr 1:0:8 data 1:8:8 saddr 1:16:7 acc 1:23:1 vdst 1:24:8")),
    Format("MUBUF", 0xFC000000, 0xE0000000, 2, _fields(
        "offset 0:0:12 offen 0:12:1 idxen 0:13:1 sc0 0:14:1 sc1 0:15:1 lds 0:16:1 nt 0:17:1 op 0:18:7 "
        "vaddr 1:0:8 vdata 1:8:8 srsrc 1:16:5 acc 1:23:1 soffset 1:24:8")),
    Format("MTBUF", 0xFC000000, 0xE8000000, 2, _fields("op 0:15:4")),
    Format("VOP1", 0xFE000000, 0x7E000000, 1, _fields("vdst 0:17:8 op 0:9:8 src0 0:0:9")),
    Format("VOPC", 0xFE000000, 0x7C000000, 1, _fields("op 0:17:8 vsrc1 0:9:8 src0 0:0:9")),
    Format("VOP2", 0x80000000, 0x00000000, 1, _fields("op 0:25:6 vdst 0:17:8 vsrc1 0:9:8 src0 0:0:9")),
)
BY_NAME: dict[str, Format] = {f.name: f for f in FORMATS}

# The extra dwords a VOP1/VOP2/VOPC instruction carries when its src0 field holds one of these codes.
SRC_LITERAL, SRC_DPP, SRC_SDWA = 255, 250, 249
DPP = Format("DPP", 0, 0, 1, _fields(
    "src0 0:0:8 dpp_ctrl 0:8:9 bound_ctrl 0:19:1 src0_neg 0:20:1 src0_abs 0:21:1 src1_neg 0:22:1 src1_abs 0:23:1 "
    "bank_mask 0:24:4 row_mask 0:28:4"))
SDWA = Format("SDWA", 0, 0, 1, _fields(
    "src0 0:0:8 dst_sel 0:8:3 dst_unused 0:11:2 clamp 0:13:1 omod 0:14:2 sdst 0:8:7 sd 0:15:1 "
    "src0_sel 0:16:3 src0_sext 0:19:1 src0_neg 0:20:1 src0_abs 0:21:1 s0 0:23:1 "
    "src1_sel 0:24:3 src1_sext 0:27:1 src1_neg 0:28:1 src1_abs 0:29:1 s1 0:31:1"))

# FLAT's segment field
FLAT_SEGMENTS = {0: "FLAT", 1: "SCRATCH", 2: "GLOBAL"}


def identify(word0: int) -> Format:
    """The format of the instruction whose first dword is ``word0``; ValueError if none matches."""
    for fmt in FORMATS:
        if word0 & fmt.mask == fmt.value:
            return fmt
    raise ValueError(f"dword {word0:#010x} is no gfx9 microcode format")


def opcode_form(word0: int) -> tuple[str, int]:
    """(form, opcode) of an instruction: the form is the format, with FLAT split by segment into FLAT, SCRATCH and
    GLOBAL (their opcodes overlap).

    Example:
        >>> opcode_form(0xDC508000)             # global_load_dword
        ('GLOBAL', 20)
    """
    fmt = identify(word0)
    fields = fmt.unpack([word0, 0])
    if fmt.name == "FLAT":
        return FLAT_SEGMENTS.get(fields["seg"], "FLAT"), fields["op"]
    return fmt.name, fields["op"]


__all__ = ["BY_NAME", "DPP", "FLAT_SEGMENTS", "FORMATS", "Field", "Format", "SDWA", "SRC_DPP", "SRC_LITERAL",
           "SRC_SDWA", "identify", "opcode_form"]
