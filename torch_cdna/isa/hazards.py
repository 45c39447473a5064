"""Hardware hazard rules ("manually inserted wait states") of gfx942 (CDNA3) and gfx950 (CDNA4), as data.

The hardware does not interlock every dependency: some producer -> consumer pairs need a number of *wait
states* (independent instructions, or ``s_nop N`` which provides N+1) between them. ``RULES`` lists them, one
``HazardRule`` each: which instructions produce, which consume, how the consumer's operands must relate to
what the producer wrote (or read), and the wait states per arch - a constant, or a function of the
producer's MFMA pass count. Two users read the table independently: the compiler's hazard pass
(``torch_cdna.asm.passes.hazards`` inserts ``s_nop``) and the simulator's hazard sanitizer
(``torch_cdna.sim.hazards`` checks executed code).

Sources (numbers are facts, cross-checked): the CDNA3 ISA reference's "Manually Inserted Wait States" and
MFMA dependency tables as transcribed in AMD's rocRoller (``Scheduling/Observers/WaitState``), LLVM's
``GCNHazardRecognizer`` for gfx940/gfx950 (and its gfx950 changes: llvm-project PRs 117262-117287, 117844,
126132, 126732), and LLVM's ``SISchedule.td`` for MFMA pass counts. Where the sources differ the rule's
``source`` says which one it follows.

Instructions are described by ``access(...)`` -> ``Access`` (what an instruction reads and writes, and its
hazard classes); registers are small ints: SGPR ``n`` (vcc = 106, m0 = 124, exec = 126), VGPR ``V + n``,
AccVGPR ``A + n``.

Example:
    >>> required_wait_states("v_mfma_f32_32x32x8_bf16", ["a[0:15]", "v[0:1]", "v[2:3]", "a[0:15]"],
    ...                      "v_accvgpr_read_b32", ["v4", "a3"], "gfx942")
    11
    >>> required_wait_states("v_cmp_gt_u32_e64", ["s[4:5]", "v0", "v1"], "v_readlane_b32",
    ...                      ["s6", "v2", "s4"], "gfx950")
    4
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Iterable, Mapping, Sequence

from . import split_encoding
from .guess import describe
from .records import ARCHS, InstrRecord

V, A = 1000, 2000  # register keys: SGPR n -> n, VGPR n -> V + n, AccVGPR n -> A + n
VCC, M0, EXEC = 106, 124, 126
_SPECIAL = {"vcc": (VCC, 2), "vcc_lo": (VCC, 1), "vcc_hi": (VCC + 1, 1), "m0": (M0, 1), "exec": (EXEC, 2),
            "exec_lo": (EXEC, 1), "exec_hi": (EXEC + 1, 1), "flat_scratch": (102, 2), "xnack_mask": (104, 2)}
_BASE = {"s": 0, "v": V, "a": A}
MAX_WAIT_STATES = 20  # the largest requirement in RULES (gfx950 16-pass XDL -> VALU/SrcA/B)

DPP_MODS = frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr",
                      "wave_ror", "row_mirror", "row_half_mirror", "row_bcast", "row_mask", "bank_mask",
                      "bound_ctrl", "row_newbcast"})
# special registers an instruction reads/writes without naming them (InstrRecord.implicit_*) -> register keys
_IMPLICIT = {"vcc": (VCC, VCC + 1), "exec": (EXEC, EXEC + 1), "m0": (M0,), "scc": ()}


def mfma_passes(mnemonic: str, arch: str, mods: Mapping[str, Any] | None = None) -> int:
    """Pass count of an MFMA (``v_mfma_*``/``v_smfmac_*``) on ``arch``; raises ValueError for others.

    The count is the record's (``InstrRecord.passes``, from ``isa.mfma.SHAPES``); an MFMA the table lacks gets
    the guessed record's (``isa.guess``).

    Example:
        >>> mfma_passes("v_mfma_f32_32x32x8_bf16", "gfx942"), mfma_passes("v_mfma_f32_16x16x32_bf16", "gfx950")
        (8, 4)
    """
    passes = describe(mnemonic, arch).passes(arch, mods)
    if passes is None:
        raise ValueError(f"{mnemonic!r} is not an MFMA with a known pass count on {arch!r} "
                         f"(known: the MFMAs of torch_cdna.isa.mfma.SHAPES, v_smfmac_*)")
    return passes


# ----------------------------------------------------------------------------------------------- operands
def reg_keys(op: Any) -> tuple[int, ...]:
    """Register keys of an operand: a Reg-like object (``file``, ``index``, ``count``) or text ('v[0:3]',
    'vcc', 's5'); constants, labels and ``off`` give ()."""
    if isinstance(op, str):
        t = op.strip().lstrip("-").strip("|")
        if t in _SPECIAL:
            start, n = _SPECIAL[t]
            return tuple(range(start, start + n))
        m = re.fullmatch(r"([sva])(?:(\d+)|\[(\d+):(\d+)\])", t)
        if not m:
            return ()
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = int(m.group(2) if m.group(2) is not None else m.group(4))
        return tuple(range(_BASE[m.group(1)] + lo, _BASE[m.group(1)] + hi + 1))
    file = getattr(op, "file", None)
    if file not in _BASE:
        return ()
    start = _BASE[file] + op.index
    return tuple(range(start, start + getattr(op, "count", 1)))


def reg_name(key: int) -> str:
    """``106`` -> 'vcc_lo', ``1003`` -> 'v3'."""
    if key >= A:
        return f"a{key - A}"
    if key >= V:
        return f"v{key - V}"
    names = {VCC: "vcc_lo", VCC + 1: "vcc_hi", M0: "m0", EXEC: "exec_lo", EXEC + 1: "exec_hi"}
    return names.get(key, f"s{key}")


# ----------------------------------------------------------------------------------------------- access
@dataclass(frozen=True)
class Access:
    """What one instruction reads and writes, and the hazard classes it belongs to (see ``access``)."""

    mnemonic: str
    base: str
    kind: str  # valu | mfma | salu | sopp | smem | vmem | ds | other
    tags: frozenset[str] = frozenset()
    passes: int = 0  # MFMA pass count (0 for others)
    writes: frozenset[int] = frozenset()
    reads: frozenset[int] = frozenset()  # every register source operand
    const_sgpr: frozenset[int] = frozenset()  # SGPRs a VALU reads as a value (not as carry-in)
    dst: tuple[int, ...] = ()  # first destination, in order
    srcab: frozenset[int] = frozenset()  # MFMA/dot SrcA, SrcB (and the SMFMAC index)
    srcc: tuple[int, ...] = ()  # MFMA/dot accumulator input, in order
    lane_select: frozenset[int] = frozenset()
    lane_src: frozenset[int] = frozenset()  # v_readlane/v_readfirstlane VGPR source
    store_data: frozenset[int] = frozenset()
    wide_store: int = 0  # wait states a VALU needs before overwriting the store data (0: not a wide store)
    dpp_src: frozenset[int] = frozenset()  # the VGPR(s) a DPP instruction reads across lanes (its src0)
    mask_sgpr: tuple[int, ...] = ()  # SGPR pair read as a per-lane mask (v_cndmask's select: lo, hi)
    record: InstrRecord | None = None  # the instruction's record (``isa.guess.describe``)


def _num_dst(rec: InstrRecord, ops: Sequence[Any], mods: Mapping[str, Any],
             keys: Sequence[tuple] | None = None) -> int:
    """How many leading operands the instruction writes (``keys``: the operands' ``reg_keys``, when known)."""
    if not ops:
        return 0
    kind = rec.hazard_kind
    if kind == "valu":
        if rec.extra_dst == "swap":
            return 2
        if rec.extra_dst == "sdst" and len(ops) > 1:
            k1 = keys[1] if keys is not None else reg_keys(ops[1])
            if k1 and k1[0] < V:
                return 2
        return 1
    if kind == "mfma":
        return 1
    if kind == "vmem":
        if "lds" in mods:  # the data goes to LDS
            return 0
        if "atomic" in rec.flags:  # returns the old value only with sc0 (glc)
            return 1 if ("sc0" in mods or "glc" in mods) else 0
    if kind in ("salu", "smem", "vmem", "ds"):
        return min(rec.num_dst, 1)
    return 0


def _union(keys: Sequence[tuple]) -> frozenset[int]:
    """Every key of several operands' ``reg_keys`` tuples."""
    return frozenset().union(*keys) if keys else frozenset()


def _dstsel(rec: InstrRecord, encoding: str | None, mods: Mapping[str, Any], nsrc: int, arch: str) -> bool:
    """Does the result go through the dst-sel forwarding path (written into part of the register)?"""
    if rec.hazard_kind != "valu":
        return False
    if encoding == "sdwa" or "dst_sel" in mods:
        return str(mods.get("dst_sel", "DWORD")).upper() != "DWORD"
    op_sel = mods.get("op_sel")
    flags = rec.flags
    # gfx950 conversions *to* fp4/fp8 write bytes or halves of their destination (LLVM PR 117844: "convert from
    # F32/F16->F8 or F32/F16->F4"); the dequantising forms (v_cvt_scalef32_pk_bf16_fp4, ...) write whole registers
    # and are not in this class.
    if arch == "gfx950" and "cvt_to_f4" in flags:
        return True  # LLVM PR 117844/118589: FP4 conversions forward through dst-sel for every op_sel
    if arch == "gfx950" and "cvt_to_f8" in flags:
        return isinstance(op_sel, list) and any(op_sel[2:])
    if isinstance(op_sel, list) and rec.opsel_dst and len(op_sel) == nsrc + 1:
        return bool(op_sel[-1])
    return False


# The scalar sources holding "EXEC is zero" / "VCC is zero" (src_ spelling: LLVM's), read by a VALU as data.
_EXECZ_SOURCES = frozenset({"execz", "vccz", "src_execz", "src_vccz"})


def _special_name(operand: Any) -> str | None:
    """A special register's name, whether the operand is register text (the compiler's hazard pass) or a
    decoded operand with a ``name`` (the simulator)."""
    return operand.strip().lower() if isinstance(operand, str) else getattr(operand, "name", None)


def access(instr: str | InstrRecord, operands: Sequence[Any], arch: str, mods: Mapping[str, Any] | None = None,
           *, record: InstrRecord | None = None, operand_keys: Sequence[tuple[int, ...]] | None = None) -> Access:
    """Describe one instruction for the hazard rules.

    ``instr`` is the mnemonic as written (encoding suffix allowed) or an ``InstrRecord``; ``operands`` are
    Reg-like objects (``file``/``index``/``count``, as the simulator decodes them) or register text;
    ``mods`` the modifiers (``{"row_shl": 1}``, ``{"op_sel": [0, 0, 1]}``, ``{"sc0": True}``...).
    ``operand_keys``, when the caller has them: ``reg_keys`` of each operand, in order (the compiler's hazard
    pass computes them once per distinct register range).

    Example:
        >>> a = access("v_mfma_f32_16x16x16_f16", ["a[0:3]", "v[0:1]", "v[2:3]", "a[0:3]"], "gfx942")
        >>> a.kind, a.passes, sorted(a.tags), a.srcc == a.dst
        ('mfma', 4, ['xdl'], True)
    """
    if arch not in ARCHS:
        raise ValueError(f"unknown arch {arch!r}; hazard rules exist for {', '.join(ARCHS)}")
    mods = dict(mods or {})
    mnemonic = instr.mnemonic if isinstance(instr, InstrRecord) else instr
    record = instr if isinstance(instr, InstrRecord) else record
    base, encoding = split_encoding(mnemonic)
    if record is None:
        record = describe(base, arch)
    kind = record.hazard_kind
    ops = list(operands)
    # each operand's registers, once (the details below read them by position)
    keys = [reg_keys(op) for op in ops] if operand_keys is None else list(operand_keys)
    ndst = _num_dst(record, ops, mods, keys)
    dst_ops = ops[:ndst]
    writes, reads = set(_union(keys[:ndst])), set(_union(keys[ndst:]))
    tags: set[str] = set(record.hazard_tags)
    info: dict[str, Any] = {}
    if kind == "valu":
        _valu_details(record, encoding, ops, mods, ndst, arch, tags, writes, reads, info, keys)
    elif kind == "mfma":
        info["passes"] = record.passes(arch, mods)
        if info["passes"] is None:
            raise ValueError(f"{mnemonic!r} is not an MFMA with a known pass count on {arch!r}")
        info["srcab"] = _union(keys[1:3] + (keys[3:4] if "smfmac" in tags else []))
        info["srcc"] = keys[0] if "smfmac" in tags else (keys[3] if len(ops) > 3 else ())
        reads |= set(info["srcc"])
    elif kind == "salu":
        writes |= {k for r in record.implicit_writes for k in _IMPLICIT[r]}
    elif kind == "vmem":
        _vmem_details(record, ops, mods, tags, info, keys)
    # M0 readers after an SALU write of M0 (CDNA3 ISA table 11, rows 11, 16, 17): GDS, s_sendmsg/s_ttracedata,
    # LDS add-TID, buffer_store_lds_dword, "scratch or global with LDS=1", s_movrel. MUBUF loads with the lds
    # bit (buffer_load_* ... lds) are not in the ISA's list: LLVM's checkReadM0Hazards takes every MUBUF/FLAT
    # LDS DMA (isLdsDma), conservatively; AMD's AITER issues `s_add_u32 m0, ...` right before
    # `buffer_load_dword ... lds` in 1,110 production kernels, where a stale M0 would put the data at the previous
    # tile's LDS address. The rule follows the ISA (docs/hazards-real-code.md); the records say which
    # instructions read M0 (``implicit_reads``, ``m0_with_lds``).
    if "m0" in record.implicit_reads or "gds" in mods or ("lds" in mods and record.m0_with_lds):
        tags.add("m0_reader")
    if kind == "valu" and any(_special_name(op) in _EXECZ_SOURCES for op in ops):
        tags.add("execz_reader")
    return _access_of(mnemonic, base, kind, frozenset(tags), info.get("passes", 0), frozenset(writes),
                  frozenset(reads), frozenset(info.get("const_sgpr", ())),
                  keys[0] if dst_ops else (), frozenset(info.get("srcab", ())),
                  tuple(info.get("srcc", ())), frozenset(info.get("lane_select", ())),
                  frozenset(info.get("lane_src", ())), frozenset(info.get("store_data", ())),
                  info.get("wide_store", 0), frozenset(info.get("dpp_src", ())),
                  tuple(info.get("mask_sgpr", ())), record)


_ACCESS_FIELDS = tuple(f.name for f in fields(Access))


def _access_of(*values: Any) -> Access:
    """``Access(*values)`` (every field, in order) without the frozen dataclass's one ``object.__setattr__``
    per field: the compiler's hazard pass describes every distinct allocated instruction."""
    a = object.__new__(Access)
    a.__dict__.update(zip(_ACCESS_FIELDS, values))
    return a


def _valu_details(rec, encoding, ops, mods, ndst, arch, tags, writes, reads, info, keys) -> None:
    if encoding == "dpp" or DPP_MODS & set(mods):
        tags.add("dpp")
        info["dpp_src"] = keys[ndst] if len(ops) > ndst else ()
    if _dstsel(rec, encoding, mods, len(ops) - ndst, arch):
        tags.add("dstsel")
    writes |= {k for r in rec.implicit_writes for k in _IMPLICIT[r]}  # v_cmpx: EXEC
    reads |= {k for r in rec.implicit_reads for k in _IMPLICIT[r]}  # v_div_fmas: VCC
    if "dot" in tags:
        info["srcab"], info["srcc"] = _union(keys[1:3]), keys[3] if len(ops) > 3 else ()
    if "rwlane" in tags:  # v_readlane/v_writelane: operand 2 selects the lane
        info["lane_select"] = keys[2] if len(ops) > 2 else ()
    if "readlane" in tags:  # v_readlane/v_readfirstlane: operand 1 is the VGPR read in one lane
        info["lane_src"] = keys[1] if len(ops) > 1 else ()
    if rec.extra_dst == "swap":  # v_swap_b32 / v_permlane*_swap_b32 read and write both operands
        reads |= set(_union(keys[:2]))
    sources = keys[ndst:]
    if "lane_mask" in rec.flags and sources:  # each lane reads its own bit of the pair (ISA "Wave64 use of SGPRs")
        info["mask_sgpr"] = tuple(k for k in sources[-1] if k < V)
    if "carry_in" in rec.flags and sources:
        sources = sources[:-1]  # the last source is the carry-in mask (read with 0 wait states)
    info["const_sgpr"] = frozenset(k for k in _union(sources) if k < V)


def _vmem_details(rec, ops, mods, tags, info, keys) -> None:
    if not ("store" in rec.flags or ("atomic" in rec.flags and not ("sc0" in mods or "glc" in mods))):
        return
    mubuf = rec.fmt == "MUBUF"
    pos = 0 if mubuf else 1  # MUBUF: data first; GLOBAL/FLAT: after the address
    if len(ops) <= pos:
        return
    data = keys[pos]
    info["store_data"] = data
    if len(data) > 2:
        # CDNA3: a VALU must not overwrite >64-bit store data for 2 wait states; 1 when a MUBUF store
        # takes its soffset from an SGPR (LLVM PR 197267, measured on gfx950).
        sgpr_soffset = mubuf and len(ops) > 3 and bool(keys[3])
        info["wide_store"] = 1 if sgpr_soffset else 2
        tags.add("wide_store")


# ----------------------------------------------------------------------------------------------- rules
Waits = int | Callable[[int], int]  # a constant, or a function of the producer's MFMA pass count


@dataclass(frozen=True)
class HazardRule:
    """``producer`` then ``consumer`` (names in ``PRODUCERS``/``CONSUMERS``), related by ``relation`` (a name in
    ``RELATIONS``), need ``waits[arch]`` wait states between them; an arch missing from ``waits`` has no
    such hazard. ``source`` names the table row / LLVM function the numbers come from.

    ``effect`` names the simulator's model of a violation where one is defined (``EFFECTS``); with none
    (``""``), a violation is an error: the result on hardware is not known."""

    name: str
    producer: str
    consumer: str
    relation: str
    waits: Mapping[str, Waits]
    source: str
    effect: str = ""

    def required(self, arch: str, passes: int) -> int:
        w = self.waits.get(arch, 0)
        return w(passes) if callable(w) else w


def _is(kind: str) -> Callable[[Access], bool]:
    return lambda a: a.kind == kind


def _tag(tag: str) -> Callable[[Access], bool]:
    return lambda a: tag in a.tags


PRODUCERS: dict[str, Callable[[Access], bool]] = {
    "valu": lambda a: a.kind in ("valu", "mfma"),
    "valu_legacy": _is("valu"),  # VALU that is not an MFMA (v_accvgpr_* included)
    "valu_legacy_not_dot": lambda a: a.kind == "valu" and "dot" not in a.tags,
    "salu": _is("salu"),
    "trans": _tag("trans"),
    "dstsel": _tag("dstsel"),
    "dot": _tag("dot"),
    "wide_store_2": lambda a: a.wide_store == 2,
    "wide_store_1": lambda a: a.wide_store == 1,
    "xdl": _tag("xdl"),
    "sgemm": _tag("sgemm"),
    "dgemm": _tag("dgemm"),
    "dgemm4": _tag("dgemm4"),
    "dgemm16": _tag("dgemm16"),
    "mfma_2pass": lambda a: a.kind == "mfma" and a.passes == 2,
}
CONSUMERS: dict[str, Callable[[Access], bool]] = {
    "valu": lambda a: a.kind in ("valu", "mfma"),
    "valu_legacy": _is("valu"),
    "valu_not_trans": lambda a: a.kind in ("valu", "mfma") and "trans" not in a.tags,
    "mem": lambda a: a.kind in ("vmem", "ds"),
    "valu_legacy_or_mem": lambda a: a.kind in ("valu", "vmem", "ds"),
    "vmem": _is("vmem"),
    "mfma": _is("mfma"),
    "xdl_or_smfmac": _tag("xdl"),
    "nonxdl_mfma": lambda a: a.kind == "mfma" and "xdl" not in a.tags,
    "dgemm4": _tag("dgemm4"),
    "dpp": _tag("dpp"),
    "rwlane": _tag("rwlane"),
    "readlane": _tag("readlane"),
    "lane_access": _tag("lane_access"),
    "permlane": _tag("permlane"),
    "div_fmas": _tag("div_fmas"),
    "m0_reader": _tag("m0_reader"),
    "execz_reader": _tag("execz_reader"),
    "fma64": _tag("fma64"),
}

_VCC, _EXEC = frozenset({VCC, VCC + 1}), frozenset({EXEC, EXEC + 1})
NO_REGISTER = (-1,)  # relation holds without a register in common (e.g. any DGEMM before v_fma_f64)


def _vec(keys: Iterable[int]) -> frozenset[int]:
    return frozenset(k for k in keys if k >= V)


def _dot_read(p: Access, c: Access) -> frozenset[int]:
    # a dot op reading its own opcode's result as SrcC accumulates in place (0 wait states)
    return (c.srcab if c.base == p.base else c.reads) & frozenset(p.dst)


RELATIONS: dict[str, Callable[[Access, Access], frozenset[int] | tuple[int, ...]]] = {
    "vgpr_read": lambda p, c: _vec(c.reads & p.writes),
    "sgpr_read": lambda p, c: frozenset(k for k in c.reads & p.writes if k < V),
    "vcc_const_read": lambda p, c: c.const_sgpr & p.writes & _VCC,
    "sgpr_const_read": lambda p, c: (c.const_sgpr & p.writes) - _VCC,
    "lane_select": lambda p, c: c.lane_select & p.writes,
    "lane_src": lambda p, c: c.lane_src & p.writes,
    "writes_vcc": lambda p, c: p.writes & _VCC,
    "writes_exec": lambda p, c: p.writes & _EXEC,
    "writes_vcc_or_exec": lambda p, c: p.writes & (_VCC | _EXEC),
    "writes_m0": lambda p, c: p.writes & {M0},
    "any_overlap": lambda p, c: (c.reads | c.writes) & frozenset(p.dst),
    "dpp_src_read": lambda p, c: _vec(c.dpp_src & p.writes),
    "store_data_write": lambda p, c: c.writes & p.store_data,
    "srcc_same": lambda p, c: frozenset(c.srcc) if c.srcc and c.srcc == p.dst else frozenset(),
    "srcc_overlap": lambda p, c: frozenset(c.srcc) & frozenset(p.dst) if c.srcc != p.dst else frozenset(),
    "srcab": lambda p, c: c.srcab & frozenset(p.dst),
    "mfma_dst_read": lambda p, c: _vec(c.reads & frozenset(p.dst)),
    "mfma_dst_write": lambda p, c: _vec(c.writes & frozenset(p.dst)),
    "srcc_war": lambda p, c: c.writes & frozenset(p.srcc),
    "dot_read": _dot_read,
    "dot_write": lambda p, c: c.writes & frozenset(p.dst) if c.base != p.base else frozenset(),
    "none": lambda p, c: NO_REGISTER,
}


# ----------------------------------------------------------------------------------------------- register masks
# The compiler's hazard pass asks the same relations many thousand times per kernel; it holds each register field
# of an ``Access`` as a Python int used as a bitset (``mask_of``): SGPRs and the special registers take bits
# 0-127, VGPR n bit ``V_BIT + n``, AccVGPR n bit ``A_BIT + n`` (a file has at most 512 registers), so "is a vector
# register" is one AND and the ints stay short.
V_BIT, A_BIT = 128, 640
FILE_BIT = {"s": 0, "v": V_BIT, "a": A_BIT}  # bit of register 0 of each file
VEC_MASK = -1 << V_BIT  # every bit from V_BIT up: ``m & VEC_MASK`` keeps m's VGPRs and AccVGPRs
SGPR_MASK = (1 << V_BIT) - 1
# the register fields of Access that RELATIONS read (MaskAccess holds them as masks)
MASK_FIELDS = ("writes", "reads", "const_sgpr", "dst", "srcab", "srcc", "lane_select", "lane_src", "store_data",
               "dpp_src")


def mask_of(keys: Iterable[int]) -> int:
    """Register keys -> their bitset.

    Example:
        >>> bin(mask_of(reg_keys("s[2:3]"))), mask_of(reg_keys("v1")) == 1 << (V_BIT + 1)
        ('0b1100', True)
    """
    m = 0
    for k in keys:
        m |= 1 << (k if k < V else (V_BIT + k - V if k < A else A_BIT + k - A))
    return m


_VCC_M, _EXEC_M, _M0_M = mask_of(_VCC), mask_of(_EXEC), mask_of((M0,))
_NOT_VCC_M = ~_VCC_M


class MaskAccess:
    """What ``MASK_RELATIONS`` read of an instruction: the ``MASK_FIELDS`` of its ``Access`` as masks, and its base
    mnemonic (dot ops compare it)."""

    __slots__ = ("base",) + MASK_FIELDS

    def __init__(self, base: str, masks: Sequence[int]) -> None:
        self.base = base
        (self.writes, self.reads, self.const_sgpr, self.dst, self.srcab, self.srcc, self.lane_select,
         self.lane_src, self.store_data, self.dpp_src) = masks


def mask_access(a: Access) -> MaskAccess:
    """``a``'s register fields as masks.

    Example:
        >>> m = mask_access(access("v_add_f32", ["v1", "v2", "s3"], "gfx942"))
        >>> m.writes == mask_of([V + 1]), m.const_sgpr == mask_of([3])
        (True, True)
    """
    return MaskAccess(a.base, [mask_of(getattr(a, f)) for f in MASK_FIELDS])


# RELATIONS on masks, rule for rule: each is truthy exactly when its RELATIONS entry is non-empty (tests/asm/
# test_hazard_masks.py checks every pair of a corpus). dst and srcc are one operand's contiguous range each, so
# their masks are equal exactly when the tuples are.
MASK_RELATIONS: dict[str, Callable[[MaskAccess, MaskAccess], Any]] = {
    "vgpr_read": lambda p, c: c.reads & p.writes & VEC_MASK,
    "sgpr_read": lambda p, c: c.reads & p.writes & SGPR_MASK,
    "vcc_const_read": lambda p, c: c.const_sgpr & p.writes & _VCC_M,
    "sgpr_const_read": lambda p, c: c.const_sgpr & p.writes & _NOT_VCC_M,
    "lane_select": lambda p, c: c.lane_select & p.writes,
    "lane_src": lambda p, c: c.lane_src & p.writes,
    "writes_vcc": lambda p, c: p.writes & _VCC_M,
    "writes_exec": lambda p, c: p.writes & _EXEC_M,
    "writes_vcc_or_exec": lambda p, c: p.writes & (_VCC_M | _EXEC_M),
    "writes_m0": lambda p, c: p.writes & _M0_M,
    "any_overlap": lambda p, c: (c.reads | c.writes) & p.dst,
    "dpp_src_read": lambda p, c: c.dpp_src & p.writes & VEC_MASK,
    "store_data_write": lambda p, c: c.writes & p.store_data,
    "srcc_same": lambda p, c: c.srcc and c.srcc == p.dst,
    "srcc_overlap": lambda p, c: c.srcc & p.dst if c.srcc != p.dst else 0,
    "srcab": lambda p, c: c.srcab & p.dst,
    "mfma_dst_read": lambda p, c: c.reads & p.dst & VEC_MASK,
    "mfma_dst_write": lambda p, c: c.writes & p.dst & VEC_MASK,
    "srcc_war": lambda p, c: c.writes & p.srcc,
    "dot_read": lambda p, c: (c.srcab if c.base == p.base else c.reads) & p.dst,
    "dot_write": lambda p, c: c.writes & p.dst if c.base != p.base else 0,
    "none": lambda p, c: True,
}
assert MASK_RELATIONS.keys() == RELATIONS.keys(), "every relation needs its mask form"
# The consumer fields each relation intersects with the producer's: where every one of them is empty the relation
# cannot hold, whatever the producer (relations not listed read no consumer register). An instruction form whose
# fields are empty there need not be asked (the compiler's hazard pass drops such rules per form).
MASK_CONSUMER_FIELDS: dict[str, tuple[str, ...]] = {
    "vgpr_read": ("reads",), "sgpr_read": ("reads",), "vcc_const_read": ("const_sgpr",),
    "sgpr_const_read": ("const_sgpr",), "lane_select": ("lane_select",), "lane_src": ("lane_src",),
    "any_overlap": ("reads", "writes"), "dpp_src_read": ("dpp_src",), "store_data_write": ("writes",),
    "srcc_same": ("srcc",), "srcc_overlap": ("srcc",), "srcab": ("srcab",), "mfma_dst_read": ("reads",),
    "mfma_dst_write": ("writes",), "srcc_war": ("writes",), "dot_read": ("srcab", "reads"), "dot_write": ("writes",),
}
assert MASK_CONSUMER_FIELDS.keys() <= RELATIONS.keys() and \
    {f for fs in MASK_CONSUMER_FIELDS.values() for f in fs} <= set(MASK_FIELDS)


class RegRange:
    """A register range in the Reg-like form ``reg_keys`` reads (``file``, first ``index``, ``count``): the
    operands ``access_form`` places, and the compiler's allocated operands (asm/passes/hazards.py)."""

    __slots__ = ("file", "index", "count")

    def __init__(self, file: str, index: int, count: int) -> None:
        self.file, self.index, self.count = file, index, count


@dataclass(frozen=True)
class AccessForm:
    """``access`` of every instruction with one mnemonic, modifiers and operand shape, its registers left open.

    ``access`` describes one instance (kind, tags, passes, wide_store and base hold for all of them). A field of
    ``MASK_FIELDS`` is made of fixed registers (special and implicit ones: ``fixed[i]``, a mask) and the whole
    registers of some operands: ``parts`` lists each (field index, operand position) pair.
    """

    access: Access
    fixed: tuple[int, ...]
    parts: tuple[tuple[int, int], ...]

    def masks(self, operand_masks: Sequence[int]) -> list[int]:
        """The ``MASK_FIELDS`` of the instance whose operands' registers are ``operand_masks`` (by position)."""
        out = list(self.fixed)
        for field_index, position in self.parts:
            out[field_index] |= operand_masks[position]
        return out


def access_form(instr: str, shape: Sequence[Any], arch: str,
                mods: Mapping[str, Any] | None = None) -> AccessForm | None:
    """The ``AccessForm`` of ``instr`` with operands of ``shape``: per operand ``(file, count)`` of a register range,
    a special register's name ('vcc', 'm0', ...), or None (constant, label). Raises what ``access`` raises; None
    when a field would take part of an operand (then describe each instance with ``access``).

    Each register range gets its own registers in its file (``access`` reads operands by file and position only),
    so which operands make up a field can be read off one ``access`` call.

    Example:
        >>> f = access_form("v_add_co_u32_e64", [("v", 1), ("s", 2), ("v", 1), ("v", 1)], "gfx942")
        >>> [(MASK_FIELDS[fi], i) for fi, i in f.parts if MASK_FIELDS[fi] in ("writes", "reads")]
        [('writes', 0), ('writes', 1), ('reads', 2), ('reads', 3)]
    """
    ops: list[Any] = []
    spans: list[frozenset[int]] = []
    cursor = {"s": 0, "v": 0, "a": 0}
    for item in shape:
        if item.__class__ is tuple and item[0] in cursor:
            file, n = item
            ops.append(RegRange(file, cursor[file], n))
            spans.append(frozenset(range(_BASE[file] + cursor[file], _BASE[file] + cursor[file] + n)))
            cursor[file] += n
        else:
            ops.append(item)
            spans.append(frozenset())
    if cursor["s"] > 100:  # placed SGPRs must stay below the special registers (flat_scratch = 102)
        return None
    acc = access(instr, ops, arch, mods)
    fixed, parts = [], []
    for fi, name in enumerate(MASK_FIELDS):
        keys = frozenset(getattr(acc, name))
        positions = [i for i, span in enumerate(spans) if span and span <= keys]
        rest = keys.difference(*(spans[i] for i in positions))
        if any(span & rest for span in spans):
            return None  # part of an operand: not a union of whole operands
        fixed.append(mask_of(rest))
        parts += [(fi, i) for i in positions]
    return AccessForm(acc, tuple(fixed), tuple(parts))


def _both(n: Waits) -> dict[str, Waits]:
    return {"gfx942": n, "gfx950": n}


def _xdl_plus3(p: int) -> int:
    return p + 3


def _xdl_plus3_950(p: int) -> int:
    return p + 3 + (p != 2)  # gfx950: one more than gfx942 except for 2-pass producers


XDL_WRITE = {"gfx942": _xdl_plus3, "gfx950": _xdl_plus3_950}
# Effects of a violation the simulator models (sim/hazards.py; docs/hazards-real-code.md). STALE_SGPR: the ISA's
# table 11 says the hardware does not check the dependency, so a VALU that reads the SGPR too early may see the
# value from before the producer's write or the new one; where both give the same operand in every lane the
# consumer uses, the violation has no effect on the result.
STALE_SGPR = "stale_sgpr"
EFFECTS = frozenset({STALE_SGPR})
_LLVM = "LLVM GCNHazardRecognizer::"
_R = HazardRule
RULES: list[HazardRule] = [
    # --- VALU / SALU producers (CDNA3 ISA "Manually inserted wait states" table) ---
    _R("valu_sgpr_vmem", "valu", "vmem", "sgpr_read", _both(5),
       "ISA: VALU writes SGPR -> VMEM reads that SGPR: 5; " + _LLVM + "checkVMEMHazards"),
    _R("valu_vcc_valu_read", "valu", "valu", "vcc_const_read", _both(1),
       "rocRoller 94x VALUWriteSGPRVCC: VALU writes VCC -> v_* reads it as constant: 1, as carry-in: 0 "
       "(LLVM checkVALUHazards asks 2, conservatively)", effect=STALE_SGPR),
    _R("valu_sgpr_valu_read", "valu", "valu", "sgpr_const_read", _both(2),
       "rocRoller 94x VALUWriteSGPRVCC: VALU writes SGPR -> v_* reads it as constant: 2; "
       + _LLVM + "checkVALUHazards VALUWriteSGPRVALUReadWaitstates", effect=STALE_SGPR),
    _R("valu_sgpr_lane_select", "valu", "rwlane", "lane_select", _both(4),
       "ISA: VALU writes SGPR/VCC -> v_readlane/v_writelane uses it as lane select: 4; checkRWLaneHazards"),
    _R("valu_vcc_div_fmas", "valu", "div_fmas", "writes_vcc", _both(4),
       "ISA: VALU writes VCC (incl. v_div_scale) -> v_div_fmas: 4; " + _LLVM + "checkDivFMasHazards"),
    _R("valu_exec_execz", "valu", "execz_reader", "writes_vcc_or_exec", _both(5),
       "ISA: VALU writes VCC or EXEC -> VALU uses EXECZ/VCCZ as a data source: 5"),
    _R("valu_exec_lane_access", "valu", "lane_access", "writes_exec", _both(4),
       "ISA: v_cmpx writes EXEC -> v_readlane/v_readfirstlane/v_writelane: 4; LLVM VALUWriteEXECRWLane"),
    _R("valu_vgpr_readlane", "valu", "readlane", "lane_src", _both(1),
       "rocRoller 94x VALUWriteReadlane: VALU writes VGPR -> v_readlane reads it: 1; LLVM "
       "VALUWriteVGPRReadlaneRead"),
    _R("valu_vgpr_dpp", "valu", "dpp", "dpp_src_read", _both(2),
       "ISA: VALU writes VGPR -> VALU DPP reads that VGPR: 2, for the operand DPP moves across lanes (src0; "
       "Mesa ACO's detect_raw_hazard applies it to operand 0 only; LLVM checkDPPHazards takes every VGPR use, "
       "conservatively; AITER reads a VGPR written one instruction before as src1 of v_mul_f32_dpp)"),
    _R("valu_exec_dpp", "valu", "dpp", "writes_exec", _both(5),
       "ISA: VALU writes EXEC -> VALU DPP op: 5; " + _LLVM + "checkDPPHazards"),
    _R("trans_use", "trans", "valu_not_trans", "vgpr_read", _both(1),
       "ISA (MI300): VALU trans op -> non-trans VALU consumes the result: 1; LLVM hasTransForwardingHazard"),
    _R("dst_sel_forwarding", "dstsel", "valu", "any_overlap", _both(1),
       "rocRoller 94x OPSEL: VALU writing part of a VGPR (SDWA dst_sel, op_sel dst hi; gfx950 cvt_scale "
       "to fp4/fp8) -> VALU using it: 1; LLVM hasDstSelForwardingHazard/hasCvtScaleForwardingHazard"),
    _R("salu_m0", "salu", "m0_reader", "writes_m0", _both(1),
       "ISA: SALU writes M0 -> LDS add-TID, buffer/global ... lds, s_sendmsg, GDS, s_movrel: 1; "
       + _LLVM + "checkReadM0Hazards"),
    _R("wide_store_data", "wide_store_2", "valu", "store_data_write", _both(2),
       "ISA: store of >64 bits of data -> VALU writes those VGPRs: 2 on gfx94x (rocRoller "
       "BufferStoreDwordXXRead); LLVM checkVALUHazardsHelper"),
    _R("wide_store_data_sgpr_soffset", "wide_store_1", "valu", "store_data_write", _both(1),
       "LLVM PR 197267: MUBUF wide store with SGPR soffset -> VALU overwrites the data: 1"),
    _R("vcmpx_permlane", "valu", "permlane", "writes_exec", {"gfx950": 4},
       "CDNA4: v_cmpx writes EXEC -> v_permlane*: 4 (rocRoller VCMPXWrite94x; LLVM PR 117286)"),
    _R("valu_vgpr_permlane", "valu", "permlane", "vgpr_read", {"gfx950": 2},
       "CDNA4: VALU writes VGPR -> v_permlane* reads it: 2 (LLVM PR 117287)"),
    # --- MFMA (CDNA3 ISA "dependency resolution: required independent instructions"; LLVM
    #     checkMAIHazards90A / checkMAIVALUHazards, gfx950 deltas from PRs 117262-117285, 126132, 126732) ---
    _R("valu_vgpr_mfma", "valu_legacy_not_dot", "mfma", "vgpr_read", _both(2),
       "ISA: VALU (incl. v_accvgpr_write) writes VGPR -> MFMA reads it: 2; LegacyVALUNotDotWritesVGPR"),
    _R("valu_exec_mfma", "valu_legacy", "mfma", "writes_exec", _both(4),
       "ISA: VALU writes EXEC -> MFMA: 4; checkMAIHazards90A VALUWritesExecWaitStates"),
    _R("dot_valu_read", "dot", "valu_legacy", "dot_read", _both(3),
       "ISA: v_dot* write -> different opcode, or same opcode SrcA/B read: 3 (same opcode SrcC: 0)"),
    _R("dot_valu_write", "dot", "valu_legacy", "dot_write", _both(3), "LLVM DotWriteDifferentVALUWrite: 3"),
    _R("mfma_2pass_srcc_same", "mfma_2pass", "mfma", "srcc_same", _both(2),
       "gfx94x: 2-pass MFMA write -> MFMA reads the same registers as SrcC: 2 (4+ passes: 0); "
       "GFX940_SMFMA4x4WritesVGPRFullSrcC"),
    _R("dgemm4_srcc_same", "dgemm4", "dgemm4", "srcc_same", _both(4), "DMFMA4x4WritesVGPRFullSrcC: 4"),
    _R("xdl_srcc_overlap", "xdl", "xdl_or_smfmac", "srcc_overlap",
       {"gfx942": lambda p: p + 1, "gfx950": lambda p: p + 2},
       "XDL write -> XDL/SMFMAC reads overlapping SrcC: passes+1 (gfx950 +2); "
       "GFX940_XDL_N_PassWritesVGPROverlappedXDLOrSMFMASrcC"),
    _R("xdl_srcc_overlap_nonxdl", "xdl", "nonxdl_mfma", "srcc_overlap",
       {"gfx942": lambda p: p + 1, "gfx950": lambda p: p + 1 + (p != 2)},
       "XDL write -> SGEMM/DGEMM reads overlapping SrcC; GFX940_XDL_N_PassWritesVGPROverlappedSGEMMDGEMMSrcC"),
    _R("sgemm_srcc_overlap", "sgemm", "nonxdl_mfma", "srcc_overlap", _both(lambda p: p),
       "SGEMM write -> SGEMM/DGEMM reads overlapping SrcC: passes; GFX940_SMFMA_N_PassWritesVGPROverlapped"),
    _R("dgemm16_srcc_overlap", "dgemm16", "nonxdl_mfma", "srcc_overlap", {"gfx942": 9, "gfx950": 17},
       "v_mfma_f64_16x16x4 write -> non-XDL reads overlapping SrcC: 9 (gfx950: 17, LLVM PR 117283)"),
    _R("dgemm4_srcc_overlap", "dgemm4", "nonxdl_mfma", "srcc_overlap", _both(4),
       "v_mfma_f64_4x4x4 write -> non-XDL reads overlapping SrcC: 4"),
    _R("xdl_srcab", "xdl", "mfma", "srcab", XDL_WRITE,
       "XDL write -> MFMA reads it as SrcA/B (or SMFMAC index): passes+3 (gfx950 +4 above 2 passes); "
       "GFX940_XDL_N_PassWritesVGPROverlappedSrcAB"),
    _R("sgemm_srcab", "sgemm", "mfma", "srcab", _both(lambda p: p + 2),
       "SGEMM write -> MFMA SrcA/B: passes+2; GFX940_SMFMA_N_PassWritesVGPROverlappedSrcAB"),
    _R("dgemm16_srcab", "dgemm16", "mfma", "srcab", {"gfx942": 11, "gfx950": 19},
       "v_mfma_f64_16x16x4 write -> MFMA SrcA/B: 11 (gfx950: 19, LLVM PR 117284)"),
    _R("dgemm4_srcab", "dgemm4", "mfma", "srcab", _both(6), "v_mfma_f64_4x4x4 write -> MFMA SrcA/B: 6"),
    _R("xdl_valu_read", "xdl", "valu_legacy", "mfma_dst_read", XDL_WRITE,
       "XDL write -> VALU read (v_accvgpr_read included): passes+3 (gfx950 +4 above 2 passes); "
       "GFX940_XDL_N_PassWriteVgprVALUMemExpRead"),
    _R("xdl_mem_read", "xdl", "mem", "mfma_dst_read", XDL_WRITE,
       "XDL write -> VMEM/LDS/FLAT reads it: passes+3 (gfx950 +4 above 2 passes)"),
    _R("sgemm_valu_mem_read", "sgemm", "valu_legacy_or_mem", "mfma_dst_read", _both(lambda p: p + 2),
       "SGEMM write -> VALU/VMEM/LDS read: passes+2; GFX940_SMFMA_N_PassWriteVgprVALUMemExpRead"),
    _R("dgemm4_valu_read", "dgemm4", "valu_legacy", "mfma_dst_read", _both(6), "DMFMA4x4WriteVgprVALURead"),
    _R("dgemm4_mem_read", "dgemm4", "mem", "mfma_dst_read", _both(9), "DMFMA4x4WriteVgprMemExpRead"),
    _R("dgemm16_valu_read", "dgemm16", "valu_legacy", "mfma_dst_read", {"gfx942": 11, "gfx950": 19},
       "DMFMA16x16WriteVgprVALURead: 11 (gfx950: 19, LLVM PR 117262)"),
    _R("dgemm16_mem_read", "dgemm16", "mem", "mfma_dst_read", _both(18), "DMFMA16x16WriteVgprMemExpRead"),
    _R("xdl_valu_write", "xdl", "valu_legacy_or_mem", "mfma_dst_write", XDL_WRITE,
       "XDL write -> VALU/memory writes the same VGPR (WAW): passes+3 (gfx950 +4 above 2 passes, PR 126132)"),
    _R("sgemm_valu_write", "sgemm", "valu_legacy_or_mem", "mfma_dst_write", _both(lambda p: p + 2),
       "GFX940_SMFMA_N_PassWriteVgprVALUWaw: passes+2"),
    _R("dgemm4_valu_write", "dgemm4", "valu_legacy_or_mem", "mfma_dst_write", _both(6),
       "DMFMA4x4WriteVgprVALUWrite"),
    _R("dgemm16_valu_write", "dgemm16", "valu_legacy_or_mem", "mfma_dst_write", _both(11),
       "DMFMA16x16WriteVgprVALUWrite"),
    _R("xdl_srcc_war", "xdl", "valu_legacy_or_mem", "srcc_war", _both(lambda p: max(1, p - 1)),
       "XDL reads SrcC -> VALU overwrites it (WAR): 2 pass 1, 4 pass 3, 8 pass 7, 16 pass 15 "
       "(rocRoller XDLReadSrcC94x)"),
    _R("dgemm_fma64", "dgemm", "fma64", "none", _both(2), "DMFMAToFMA64WaitStates: any DGEMM -> v_fma_f64: 2"),
]
RULES_BY_NAME = {r.name: r for r in RULES}


@dataclass(frozen=True)
class Finding:
    """One rule that applies between a producer and a consumer: ``required`` wait states, ``registers``
    (keys) that relate them."""

    rule: HazardRule
    required: int
    registers: tuple[int, ...] = field(default=())


def hazards_between(producer: Access, consumer: Access, arch: str) -> list[Finding]:
    """Every rule that applies to ``producer`` followed by ``consumer`` on ``arch`` (required > 0)."""
    out = []
    for rule in RULES:
        if arch not in rule.waits or not PRODUCERS[rule.producer](producer) or \
                not CONSUMERS[rule.consumer](consumer):
            continue
        regs = RELATIONS[rule.relation](producer, consumer)
        if not regs:
            continue
        need = rule.required(arch, producer.passes)
        if need > 0:
            out.append(Finding(rule, need, tuple(sorted(regs))))
    return out


def required_wait_states(producer: str | InstrRecord | Access, producer_operands: Sequence[Any],
                         consumer: str | InstrRecord | Access, consumer_operands: Sequence[Any], arch: str, *,
                         producer_mods: Mapping[str, Any] | None = None,
                         consumer_mods: Mapping[str, Any] | None = None) -> int:
    """Wait states ``consumer`` needs after ``producer`` (0: no hazard). Instructions are mnemonics (as
    written, e.g. ``v_mov_b32_dpp``), ISA records or ``Access`` objects (then the operands are ignored)."""
    p = producer if isinstance(producer, Access) else access(producer, producer_operands, arch, producer_mods)
    c = consumer if isinstance(consumer, Access) else access(consumer, consumer_operands, arch, consumer_mods)
    return max((f.required for f in hazards_between(p, c, arch)), default=0)


def wait_states_of(instr: str | InstrRecord, operands: Sequence[Any] = (), arch: str = ARCHS[0]) -> int:
    """Wait states an instruction (mnemonic or record) provides to the ones after it: ``s_nop N`` (the ``nop``
    flag) gives N+1, anything else 1.

    Example:
        >>> wait_states_of("s_nop", [3]), wait_states_of("v_add_f32", ["v0", "v1", "v2"])
        (4, 1)
    """
    rec = instr if isinstance(instr, InstrRecord) else describe(instr, arch)
    if "nop" in rec.flags:
        value = getattr(operands[0], "value", operands[0]) if operands else 0
        return int(value, 0) + 1 if isinstance(value, str) else int(value) + 1
    return 1


def can_produce(a: Access, arch: str) -> bool:
    """Whether any rule can take ``a`` as its producer (the simulator only remembers those)."""
    return any(arch in r.waits and PRODUCERS[r.producer](a) for r in RULES)


def stale_keys(a: Access, arch: str) -> tuple[int, ...]:
    """The SGPRs whose value from before ``a`` writes them a modelled violation may need (``STALE_SGPR``
    rules with ``a`` as producer), in key order; () for every other instruction.

    Example:
        >>> stale_keys(access("v_cmp_u_f32_e64", ["s[48:49]", "v1", "v1"], "gfx942"), "gfx942")
        (48, 49)
        >>> stale_keys(access("v_add_f32_e32", ["v1", "v2", "v3"], "gfx942"), "gfx942")
        ()
    """
    if not any(arch in r.waits and r.effect == STALE_SGPR and PRODUCERS[r.producer](a) for r in RULES):
        return ()
    return tuple(sorted(k for k in a.writes if k < V))


def can_consume(a: Access, arch: str) -> bool:
    """Whether any rule can take ``a`` as its consumer."""
    return any(arch in r.waits and CONSUMERS[r.consumer](a) for r in RULES)


__all__ = ["Access", "AccessForm", "EFFECTS", "Finding", "HazardRule", "MASK_CONSUMER_FIELDS", "MASK_FIELDS",
           "MASK_RELATIONS", "MaskAccess", "RULES", "RULES_BY_NAME", "RegRange", "STALE_SGPR", "access", "access_form",
           "can_consume", "can_produce", "hazards_between", "mask_access", "mask_of", "mfma_passes", "reg_keys",
           "reg_name", "required_wait_states", "stale_keys", "wait_states_of"]
