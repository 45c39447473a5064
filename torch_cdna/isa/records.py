"""Instruction records: the single description of each CDNA instruction.

One ``InstrRecord`` per mnemonic says which encoding family it belongs to, what each operand slot accepts
(and how many dwords it spans), which wait counter tracks it, which architectures have it and which hazard
classes it belongs to. The DSL's operand checks, the compiler's hazard pass and the simulator's decoder all
read these records; family modules (``torch_cdna.isa.sop``, ``...vop``, ``...mem``, ``...mfma``) declare them
as compact text tables parsed by ``parse_table``.

Table line syntax (one instruction per line, ``#`` starts a comment)::

    <mnemonic> <FORMAT> <kind>:<dwords> ... [!flag ...] [@arch ...]

e.g. ``v_add_f32 VOP2 vdst:1 vsrc:1 vgpr:1`` or ``s_load_dwordx4 SMEM sdst:4 sgpr:2 soffset:1 !lgkm``.
Operand slots are listed in assembly order, destinations first. ``@gfx950`` restricts to gfx950;
no ``@`` means every supported arch.

Example:
    >>> rec = parse_table("v_add_f32 VOP2 vdst:1 vsrc:1 vgpr:1")[0]
    >>> rec.mnemonic, rec.operands[1].kind, rec.num_dst
    ('v_add_f32', 'vsrc', 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field

ARCHS = ("gfx942", "gfx950")

# What an operand slot accepts. Keys are the kinds used in the tables.
OPERAND_KINDS: dict[str, str] = {
    "sdst": "SGPR or special scalar register (vcc, exec, m0, ...) written by the instruction",
    "ssrc": "SGPR, special scalar register, inline constant or 32-bit literal",
    "sgpr": "SGPR (or special scalar register) only",
    "simm": "immediate integer (e.g. simm16, offset)",
    "label": "branch target label",
    "vdst": "VGPR written by the instruction",
    "adst": "AccVGPR written by the instruction",
    "avdst": "VGPR or AccVGPR written by the instruction",
    "vsrc": "VGPR, SGPR, inline constant or literal",
    "vgpr": "VGPR only",
    "avsrc": "VGPR or AccVGPR",
    "avc": "VGPR, AccVGPR or inline constant (MFMA accumulator input)",
    "vaddr": "VGPR address, or 'off'",
    "saddr": "SGPR address pair, or 'off'",
    "soffset": "SGPR, inline constant or literal byte offset",
    "sdst_or_vcc": "SGPR pair (or vcc) written with a per-lane mask",
}

FORMATS = frozenset({
    "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM",
    "VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "VOP3P_MAI",
    "DS", "MUBUF", "GLOBAL", "FLAT", "PSEUDO",
})

# Hazard/behaviour classes an instruction can belong to (used by the hazard table and the sanitizers).
FLAGS = frozenset({
    "vm",        # tracked by vmcnt (vector memory)
    "lgkm",      # tracked by lgkmcnt (LDS, GDS, scalar memory, message)
    "smem",      # scalar memory: may return out of order
    "store",     # writes memory
    "atomic",    # read-modify-write memory
    "trans",     # transcendental VALU op (quarter rate, has its own hazards)
    "mfma",      # matrix instruction
    "dpp_ok",    # has a DPP form
    "sdwa_ok",   # has an SDWA form
    "e64_ok",    # has a VOP3 (e64) form
    "branch",    # changes the PC
    "barrier",   # s_barrier
    "writes_exec", "writes_vcc", "writes_scc", "reads_scc", "side_effect",
})


@dataclass(frozen=True)
class OperandSpec:
    """One operand slot: ``kind`` (a key of ``OPERAND_KINDS``) and its width in dwords."""

    kind: str
    dwords: int = 1

    @property
    def is_dst(self) -> bool:
        return self.kind in ("sdst", "vdst", "adst", "avdst", "sdst_or_vcc")


@dataclass(frozen=True)
class InstrRecord:
    """Everything the project knows about one instruction mnemonic."""

    mnemonic: str
    fmt: str
    operands: tuple[OperandSpec, ...]
    flags: frozenset[str] = field(default_factory=frozenset)
    archs: frozenset[str] = frozenset(ARCHS)

    @property
    def num_dst(self) -> int:
        n = 0
        for op in self.operands:
            if not op.is_dst:
                break
            n += 1
        return n

    def opcode(self, arch: str, form: str | None = None) -> int | None:
        """The opcode of this instruction in encoding ``form`` (default: its own format; ``"VOP3"`` for the e64
        form of a VOP1/VOP2/VOPC instruction) on ``arch``, from ``isa/data/opcodes.txt``; None: no such form.

        Example:
            >>> from torch_cdna import isa
            >>> rec = isa.lookup("v_add_f32", "gfx942")
            >>> rec.opcode("gfx942"), rec.opcode("gfx942", "VOP3")
            (1, 257)
        """
        from .opcode_survey import forms
        from .opcodes import opcode_of
        return opcode_of(self.mnemonic, arch, form or forms(self)[0])

    @property
    def counter(self) -> str | None:
        if "vm" in self.flags:
            return "vm"
        if "lgkm" in self.flags:
            return "lgkm"
        return None


def parse_table(text: str, *, default_flags: frozenset[str] = frozenset()) -> list[InstrRecord]:
    """Parse a family table (syntax in the module docstring) into records; raises ValueError on bad lines."""
    records: list[InstrRecord] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        toks = line.split()
        if len(toks) < 2:
            raise ValueError(f"ISA table line {lineno}: need '<mnemonic> <FORMAT> ...', got {raw!r}")
        mnemonic, fmt, rest = toks[0], toks[1], toks[2:]
        if fmt not in FORMATS:
            raise ValueError(f"ISA table line {lineno}: unknown format {fmt!r}; known: {sorted(FORMATS)}")
        operands: list[OperandSpec] = []
        flags = set(default_flags)
        archs: set[str] = set()
        for tok in rest:
            if tok.startswith("!"):
                if tok[1:] not in FLAGS:
                    raise ValueError(f"ISA table line {lineno}: unknown flag {tok!r}")
                flags.add(tok[1:])
            elif tok.startswith("@"):
                if tok[1:] not in ARCHS:
                    raise ValueError(f"ISA table line {lineno}: unknown arch {tok!r}")
                archs.add(tok[1:])
            else:
                kind, _, width = tok.partition(":")
                if kind not in OPERAND_KINDS:
                    raise ValueError(f"ISA table line {lineno}: unknown operand kind {kind!r} in {raw!r}")
                operands.append(OperandSpec(kind, int(width or 1)))
        records.append(InstrRecord(mnemonic, fmt, tuple(operands), frozenset(flags),
                                   frozenset(archs) if archs else frozenset(ARCHS)))
    return records
