"""What the timing model needs to know about each instruction of a program, read once from its ISA record.

Each instruction gets a ``Timed`` row: its issue class (which decides the arbitration category and the unit it
occupies), how long it holds that unit, and the counter values of an ``s_waitcnt`` or the wait states of an
``s_nop``. Classes follow the issue categories of a CDNA compute unit (rocprofiler-compute's pipeline
description): VALU (MFMA issues through it), SALU/SMEM, VMEM, LDS, branch; ``s_waitcnt``/``s_nop``/
``s_barrier``/``s_endpgm`` are resolved by the wave's instruction arbiter without a unit.

Example:
    >>> from torch_cdna.isa.targets import target
    >>> from torch_cdna.sim.executor import load_program
    >>> src = '.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\\nk:\\n  v_exp_f32 v1, v0\\n  s_nop 3\\n  s_endpgm\\n'
    >>> rows = timed_program(load_program(src, "k"), target("mi300x"))
    >>> [(r.cls, r.cycles) for r in rows]
    [('trans', 16), ('nop', 16), ('endpgm', 0)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...isa.hazards import reg_keys
from ...isa.targets import Target, mfma_cycles

# issue classes -> the arbitration category (one instruction per category per SIMD turn); None: the arbiter's
CATEGORY = {"valu": "valu", "trans": "valu", "mfma": "valu", "salu": "salu", "smem": "salu", "vmem_load": "vmem",
            "vmem_store": "vmem", "lds": "lds", "branch": "branch", "waitcnt": None, "nop": None, "barrier": None,
            "endpgm": None, "other": "salu"}
# classes (InstrRecord.timing_class) that hold a unit for ``valu_cycles``; the other unit classes issue in 0
_VALU_CYCLES = frozenset({"valu", "salu"})
MEMORY_CLASSES = frozenset({"smem", "vmem_load", "vmem_store", "lds"})
LOAD_CLASSES = frozenset({"smem", "vmem_load", "lds"})  # results arrive later, counted by vmcnt / lgkmcnt


@dataclass(frozen=True)
class Timed:
    """One instruction as the timing model sees it.

    ``cycles``: how long it holds its unit (VALU port, MFMA pipe) or, for ``nop``, how long the wave waits;
    ``vm``/``lgkm``: an ``s_waitcnt``'s thresholds (63/15 when absent); ``reads``/``writes``: its register
    operands, which let the model see a read of a load's destination before the load's data has arrived.
    """

    cls: str
    cycles: int = 0
    vm: int = 63
    lgkm: int = 15
    text: str = ""
    reads: tuple[int, ...] = ()   # register keys (isa.hazards.reg_keys) of its source operands
    writes: tuple[int, ...] = ()  # register keys of its destinations


def _waitcnt_counts(ins) -> tuple[int, int]:
    if ins.operands:  # numeric simm16: vmcnt in bits 3:0 and 15:14, lgkmcnt in 11:8
        imm = int(ins.operands[0].value)
        return (imm & 0xF) | ((imm >> 10) & 0x30), (imm >> 8) & 0xF
    return int(ins.mods.get("vmcnt", 63)), int(ins.mods.get("lgkmcnt", 15))


def _timed(ins, t: Target) -> Timed:
    rec = getattr(ins, "record", None)
    text = ins.text
    if rec is None:
        return Timed("other", text=text)
    cls = rec.timing_class  # isa/records.py derives it from the format and flags
    if cls == "waitcnt":
        vm, lgkm = _waitcnt_counts(ins)
        return Timed("waitcnt", vm=vm, lgkm=lgkm, text=text)
    if cls == "nop":
        # s_nop N: N+1 wait states; a wait state is one issue turn of the wave (one MFMA pass, 4 cycles)
        n = int(ins.operands[0].value) if ins.operands else 0
        return Timed("nop", cycles=t.valu_cycles * (min(n, 15) + 1), text=text)
    if cls == "mfma":
        return Timed("mfma", cycles=mfma_cycles(rec.mnemonic, t.arch, ins.mods), text=text)
    if cls == "trans":
        return Timed("trans", cycles=t.trans_cycles, text=text)
    return Timed(cls, cycles=t.valu_cycles if cls in _VALU_CYCLES else 0, text=text)


def _with_registers(row: Timed, ins) -> Timed:
    rec = getattr(ins, "record", None)
    ndst = rec.num_dst if rec is not None else 0
    ops = ins.operands
    writes = tuple(k for op in ops[:ndst] for k in reg_keys(op))
    reads = tuple(dict.fromkeys(k for op in ops[ndst:] for k in reg_keys(op)))  # each register once
    return replace(row, reads=reads, writes=writes) if reads or writes else row


def timed_program(prog, t: Target) -> list[Timed]:
    """A ``Timed`` row per instruction of ``prog`` (a loaded ``Program``) on ``t``."""
    return [_with_registers(_timed(ins, t), ins) for ins in prog.instrs]


__all__ = ["CATEGORY", "LOAD_CLASSES", "MEMORY_CLASSES", "Timed", "timed_program"]
