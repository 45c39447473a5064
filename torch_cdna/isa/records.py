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

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .targets import SUPPORTED_ARCHS as ARCHS  # derived from the ArchInfo records

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
    # per-instruction facts the hazard rules, the simulator and the timing model read (through the derived fields
    # of ``InstrRecord``, never the mnemonic)
    "reads_vcc",     # reads VCC without naming it (v_div_fmas)
    "reads_m0",      # reads M0 without naming it (s_sendmsg, LDS DMA)
    "reads_pc",      # reads the PC (s_getpc/s_setpc/s_swappc)
    "lds_dma",       # loads into LDS at M0 (global_load_lds_*)
    "scratch",       # FLAT encoding, private segment (scratch_*): its own encoding form
    "scaled",        # v_mfma_scale_*: the scale-prefix encoding form
    "swap",          # reads and writes both of its first two operands (v_swap_b32, v_permlane*_swap)
    "packed",        # op_sel picks source halves only: no destination bit (packed math, dot, accvgpr moves)
    "dot", "permlane", "div_fmas", "fma64",  # hazard classes (CDNA3 ISA table 11, LLVM GCNHazardRecognizer)
    "carry_in",      # its last source is a per-lane carry-in mask (v_addc/v_subb: read with 0 wait states)
    "lane_mask",     # its last source is a per-lane select mask (v_cndmask: each lane reads its own bit)
    "lane_read",     # reads one lane of its VGPR source (operand 1): v_readlane, v_readfirstlane
    "lane_select",   # an SGPR (operand 2) selects the lane: v_readlane, v_writelane
    "cvt_to_f4",     # gfx950 conversion to fp4: writes part of its destination (dst-sel forwarding) always
    "cvt_to_f8",     # gfx950 conversion to fp8/bf8: writes part of its destination when op_sel[2:] selects it
    "ends_flow",     # the next instruction never follows it (s_endpgm, s_branch, s_setpc_b64)
    "waitcnt", "nop", "endpgm",  # resolved by the wave's instruction arbiter (with "barrier"): no unit
    # facts the compiler's IR reads for data dependence (``asm.ir``)
    "reads_dst",     # its destination is read too: accumulates into it (v_fmac, s_addk) or writes part of it (d16)
    "early_clobber", # writes its destination before reading every source: no overlap allowed (besides MFMAs)
    "tests_vcc", "tests_exec",  # a conditional branch on VCCZ / EXECZ: depends on VCC / EXEC
    "writes_mode",   # writes the MODE register (s_setreg, s_denorm_mode, s_round_mode): later ops see new modes
    "valu64",        # VALU op on 64-bit data (f64/i64/u64 type): the scheduler's latency model gives it 2 slots
    "cmpswap",       # compare-and-swap atomic: its data holds swap and compare values, it returns half that width
})
# Special registers an instruction reads or writes without naming them, by the flag that says so.
IMPLICIT_READ_FLAGS = {"reads_vcc": "vcc", "reads_m0": "m0", "reads_scc": "scc"}
IMPLICIT_WRITE_FLAGS = {"writes_exec": "exec", "writes_vcc": "vcc", "writes_scc": "scc"}
# Registers a conditional branch tests through their zero bits (VCCZ, EXECZ), by the flag that says so.
BRANCH_TEST_FLAGS = {"tests_vcc": "vcc", "tests_exec": "exec"}
# Issue / statistics class by format (``sim.stats.CLASSES``); memory and program-control formats refine it.
ISSUE_CLASS_BY_FORMAT = {"SOP1": "salu", "SOP2": "salu", "SOPK": "salu", "SOPC": "salu", "SOPP": "other",
                         "SMEM": "smem", "VOP1": "valu", "VOP2": "valu", "VOP3": "valu", "VOP3P": "valu",
                         "VOPC": "valu", "VOP3P_MAI": "mfma", "DS": "lds", "MUBUF": "vmem_load",
                         "GLOBAL": "vmem_load", "FLAT": "vmem_load", "PSEUDO": "other"}
# The hazard rules' instruction kind by format (``isa.hazards.Access.kind``).
HAZARD_KIND_BY_FORMAT = {"SOP1": "salu", "SOP2": "salu", "SOPK": "salu", "SOPC": "salu", "SOPP": "sopp",
                         "SMEM": "smem", "VOP1": "valu", "VOP2": "valu", "VOP3": "valu", "VOP3P": "valu",
                         "VOPC": "valu", "VOP3P_MAI": "mfma", "DS": "ds", "MUBUF": "vmem", "GLOBAL": "vmem",
                         "FLAT": "vmem", "PSEUDO": "other"}
# The timing model's class of the instructions the wave's arbiter resolves itself, by flag (first match).
ARBITER_FLAGS = (("waitcnt", "waitcnt"), ("nop", "nop"), ("barrier", "barrier"), ("endpgm", "endpgm"))
# Hazard classes read straight from the flags (``isa.hazards`` PRODUCERS/CONSUMERS test these tags).
HAZARD_TAG_FLAGS = frozenset({"trans", "dot", "permlane", "div_fmas", "fma64"})


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
    """Everything the project knows about one instruction mnemonic.

    The fields after ``archs`` are derived from the format, flags and operands (``derive``) or, for MFMAs,
    from ``isa.mfma.SHAPES``; consumers (hazard rules, the simulator's dispatch and statistics, the timing
    model) read them instead of the mnemonic.
    """

    mnemonic: str
    fmt: str
    operands: tuple[OperandSpec, ...]
    flags: frozenset[str] = field(default_factory=frozenset)
    archs: frozenset[str] = frozenset(ARCHS)
    iclass: str = "other"  # issue/statistics class (``sim.stats.CLASSES``)
    timing_class: str = "other"  # the timing model's class (``sim.timing.static.CATEGORY``)
    hazard_kind: str = "other"  # valu | mfma | salu | sopp | smem | vmem | ds | other
    hazard_tags: frozenset[str] = frozenset()  # static hazard classes (``isa.hazards`` adds operand-based ones)
    extra_dst: str = ""  # "": one destination; "sdst": operand 1 is an SGPR(-pair) destination too; "swap"
    implicit_reads: frozenset[str] = frozenset()  # special registers read without an operand (vcc, m0, scc)
    implicit_writes: frozenset[str] = frozenset()  # ... written (exec, vcc, scc)
    control: bool = False  # after it waves may sit at different PCs (or wait): ends lockstep execution
    reads_pc: bool = False
    forms: tuple[str, ...] = ()  # encoding forms: its own format (FLAT split by segment), VOP3 for an e64 form
    opsel_dst: bool = False  # a VOP3 op_sel list one longer than the sources ends with a destination-half bit
    m0_with_lds: bool = False  # with the ``lds`` modifier it reads M0 (LDS DMA other than MUBUF loads)
    mfma_passes: tuple[tuple[str, int], ...] = ()  # (arch, passes): MFMA pipeline passes (1 pass = 4 cycles)
    mfma_passes_f8: tuple[tuple[str, int], ...] = ()  # gfx950 f8f6f4 when a matrix is an 8-bit float
    reads_dst: bool = False  # its destinations are read as well as written (accumulate, partial write, swap)
    early_clobber: bool = False  # its destination must not overlap a source (MFMAs, the 64-bit mads)
    branch_tests: tuple[str, ...] = ()  # registers a conditional branch depends on besides SCC (vcc, exec)

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
        from .opcodes import opcode_of
        return opcode_of(self.mnemonic, arch, form or self.forms[0])

    @property
    def counter(self) -> str | None:
        if "vm" in self.flags:
            return "vm"
        if "lgkm" in self.flags:
            return "lgkm"
        return None

    def passes(self, arch: str, mods: Mapping[str, Any] | None = None) -> int | None:
        """MFMA pass count on ``arch`` (None: not an MFMA there). gfx950 f8f6f4: CBSZ/BLGP (``mods``) format 0 or 1
        (an 8-bit float) in either matrix doubles the passes.

        Example:
            >>> from torch_cdna import isa
            >>> isa.lookup("v_mfma_f32_16x16x128_f8f6f4", "gfx950").passes("gfx950", {"cbsz": 4, "blgp": 2})
            4
        """
        f8 = dict(self.mfma_passes_f8).get(arch)
        if f8 is not None and min(int((mods or {}).get("cbsz", 0)), int((mods or {}).get("blgp", 0))) <= 1:
            return f8
        return dict(self.mfma_passes).get(arch)


def _issue_class(fmt: str, flags: frozenset[str], operands: tuple[OperandSpec, ...]) -> str:
    if "branch" in flags and fmt in ("SOP1", "SOPP"):  # s_setpc_b64 / s_swappc_b64 (returns, calls); SOPP jumps
        return "branch"
    if "waitcnt" in flags or "nop" in flags:
        return "waitcnt_nop"
    if ISSUE_CLASS_BY_FORMAT.get(fmt) == "vmem_load" and flags & {"store", "atomic"} and operands:
        return "vmem_store"
    return ISSUE_CLASS_BY_FORMAT.get(fmt, "other")


def _timing_class(flags: frozenset[str], iclass: str) -> str:
    for flag, cls in ARBITER_FLAGS:
        if flag in flags:
            return cls
    if "mfma" in flags:
        return "mfma"
    if iclass == "valu":
        return "trans" if "trans" in flags else "valu"
    return iclass if iclass in ("salu", "smem", "vmem_load", "vmem_store", "lds", "branch") else "other"


def _hazard_tags(flags: frozenset[str], fmt: str) -> frozenset[str]:
    tags = set(flags & HAZARD_TAG_FLAGS)
    if "lane_read" in flags or "lane_select" in flags:
        tags.add("lane_access")
    if "lane_read" in flags:
        tags.add("readlane")
    if "lane_select" in flags:
        tags.add("rwlane")
    return frozenset(tags)


def _forms(fmt: str, flags: frozenset[str]) -> tuple[str, ...]:
    if fmt == "FLAT":
        return ("SCRATCH",) if "scratch" in flags else ("FLAT",)
    if fmt == "VOP3P_MAI":
        return ("VOP3P_SCALED",) if "scaled" in flags else ("VOP3P",)
    if fmt in ("VOP1", "VOP2", "VOPC") and "e64_ok" in flags:
        return (fmt, "VOP3")
    return (fmt,)


def derive(rec: InstrRecord, **fields: Any) -> InstrRecord:
    """``rec`` with every derived field computed from its format, flags and operands (``fields`` override).

    Example:
        >>> rec = derive(parse_table("v_exp_f32 VOP1 vdst:1 vsrc:1 !trans")[0])
        >>> rec.iclass, rec.timing_class, rec.hazard_kind, sorted(rec.hazard_tags)
        ('valu', 'trans', 'valu', ['trans'])
    """
    fmt, flags = rec.fmt, rec.flags
    iclass = _issue_class(fmt, flags, rec.operands)
    kind = HAZARD_KIND_BY_FORMAT.get(fmt, "other")
    extra = "swap" if "swap" in flags else ""
    if kind == "valu" and len(rec.operands) > 1 and rec.operands[0].is_dst and rec.operands[1].kind == "sdst_or_vcc":
        extra = "sdst"  # carry out, v_div_scale's VCC, the 64-bit mad's carry
    writes = {reg for flag, reg in IMPLICIT_WRITE_FLAGS.items() if flag in flags}
    control = bool(flags & {"branch", "barrier"}) or (fmt == "SOPP" and not flags & {"waitcnt", "nop"})
    values = dict(iclass=iclass, timing_class=_timing_class(flags, iclass), hazard_kind=kind,
                  hazard_tags=_hazard_tags(flags, fmt), extra_dst=extra,
                  implicit_reads=frozenset(reg for flag, reg in IMPLICIT_READ_FLAGS.items() if flag in flags),
                  implicit_writes=frozenset(writes), control=control, reads_pc=control or "reads_pc" in flags,
                  forms=_forms(fmt, flags), opsel_dst=not (fmt == "VOP3P" or "packed" in flags),
                  # the CDNA3 ISA's M0 readers list "scratch or global with LDS=1", not MUBUF loads (isa.hazards)
                  m0_with_lds=kind == "vmem" and not (fmt == "MUBUF" and rec.num_dst > 0),
                  reads_dst=bool(flags & {"reads_dst", "swap"}), early_clobber=bool(flags & {"mfma", "early_clobber"}),
                  branch_tests=tuple(reg for flag, reg in BRANCH_TEST_FLAGS.items() if flag in flags))
    values.update(fields)
    return replace(rec, **values)


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
        records.append(derive(InstrRecord(mnemonic, fmt, tuple(operands), frozenset(flags),
                                          frozenset(archs) if archs else frozenset(ARCHS))))
    return records
