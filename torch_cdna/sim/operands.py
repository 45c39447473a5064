"""Decoded instruction operands and the decoded instruction record of the simulator.

An assembly line is decoded once (``parse.py``) into an ``Instr`` holding typed operands; the executor then
runs the instruction's registered semantic function on it as often as the program needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

# Scalar register file indices of the special registers (their SGPR encodings in the CDNA3 ISA).
SPECIAL_SGPRS: dict[str, tuple[int, int]] = {
    "flat_scratch": (102, 2), "flat_scratch_lo": (102, 1), "flat_scratch_hi": (103, 1),
    "xnack_mask": (104, 2), "xnack_mask_lo": (104, 1), "xnack_mask_hi": (105, 1),
    "vcc": (106, 2), "vcc_lo": (106, 1), "vcc_hi": (107, 1),
    "m0": (124, 1), "exec": (126, 2), "exec_lo": (126, 1), "exec_hi": (127, 1),
}
TTMP_BASE = 108
NUM_SGPR_SLOTS = 128
VCC, M0, EXEC = 106, 124, 126


@dataclass(frozen=True)
class Reg:
    """A register range: ``file`` is 's', 'v' or 'a'; ``index`` the first register; ``count`` dwords."""

    file: str
    index: int
    count: int = 1
    neg: bool = False
    abs: bool = False
    sext: bool = False

    def __str__(self) -> str:
        name = f"{self.file}{self.index}" if self.count == 1 else f"{self.file}[{self.index}:{self.index + self.count - 1}]"
        if self.abs:
            name = f"|{name}|"
        return f"-{name}" if self.neg else name


@dataclass(frozen=True)
class Const:
    """An inline constant or literal. ``value`` is an int (bit pattern / integer) or a float (as written)."""

    value: int | float
    literal: bool = False
    neg: bool = False
    abs: bool = False


@dataclass(frozen=True)
class Label:
    name: str


@dataclass(frozen=True)
class Reloc:
    """A relocated literal, ``symbol@kind@part+addend`` (e.g. ``callee@rel32@lo+4``); the parser resolves it to
    a ``Const`` in the program's code layout (``sim/code_layout.py``)."""

    symbol: str
    kind: str  # rel32, abs32, gotpcrel32, ...
    part: str  # lo or hi: which 32 bits of the 64-bit value
    addend: int = 0


# FLAT apertures: a FLAT address whose high 32 bits are an aperture's reaches that segment (LDS of the wave's
# workgroup, or the lane's private memory) at the low 32 bits; anything else is global memory. The bases are
# the ones ROCm programs on gfx9 (SH_MEM_BASES), far above every host pointer a tensor can have.
APERTURE_BASES = {"shared": 0x1_0000 << 32, "private": 0x2_0000 << 32}
APERTURE_SIZE = 1 << 32


@dataclass(frozen=True)
class Aperture:
    """``src_shared_base`` / ``src_shared_limit`` / ``src_private_base`` / ``src_private_limit``: read as 64 bits,
    the aperture's first (base) or last (limit) byte address; read as 32 bits, its high half (what code puts in
    the high word of a FLAT address)."""

    segment: str  # shared or private
    limit: bool = False

    def value(self, bits: int) -> int:
        v = APERTURE_BASES[self.segment] + (APERTURE_SIZE - 1 if self.limit else 0)
        return v if bits == 64 else v >> 32


@dataclass(frozen=True)
class StatusBit:
    """``vccz`` / ``execz`` / ``scc`` (LLVM also spells them ``src_vccz``, ``src_execz``, ``src_scc``: source codes
    251-253) as a data source: the wave's bit (VCC is zero, EXEC is zero, SCC), read as the value 0 or 1."""

    name: str  # vccz, execz or scc


@dataclass(frozen=True)
class HwReg:
    """A ``hwreg(NAME, offset, size)`` operand of s_setreg/s_getreg: a bit field of a hardware register."""

    name: str
    offset: int = 0
    size: int = 32


@dataclass(frozen=True)
class Off:
    """The ``off`` keyword (no VGPR/SGPR address)."""


Operand = Reg | Const | Label | Off | HwReg | Reloc | Aperture | StatusBit


@dataclass
class Instr:
    """One decoded instruction: mnemonic (with encoding suffix), operands, modifiers, source text."""

    index: int
    mnemonic: str
    operands: list[Any]
    mods: dict[str, Any]
    text: str
    source: str | None = None  # the '.loc' or '; file:line' source position, when the assembly records it
    fn: Callable[..., None] | None = None
    klass: str = "valu"  # statistics class
    record: Any = None
    extra: dict[str, Any] = field(default_factory=dict)  # per-family decode cache (e.g. DPP lane maps)

    @property
    def base(self) -> str:
        from ..isa import split_encoding
        return split_encoding(self.mnemonic)[0]

    @property
    def encoding(self) -> str | None:
        from ..isa import split_encoding
        return split_encoding(self.mnemonic)[1]
