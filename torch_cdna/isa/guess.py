"""A record for an instruction the ISA table does not describe (on an arch), guessed from its spelling.

The simulator's static hazard check reads code the table does not cover (AMD AITER's ``v_smfmac_*``,
``ds_read_addtid_b32``, ``s_sendmsghalt``; a gfx950-only instruction named in gfx942 code): the hazard rules
still apply to them. This module is the one place that reads a mnemonic's spelling: it builds an
``InstrRecord`` with the fields the consumers read (``hazard_kind``, ``hazard_tags``, destinations, implicit
registers, MFMA passes), so ``isa.hazards`` treats table and guessed records alike. Instructions in the table
never come here (``describe``); add a record there rather than a rule here.

Example:
    >>> rec = describe("v_smfmac_f32_32x32x16_f16", "gfx942")
    >>> rec.hazard_kind, sorted(rec.hazard_tags), rec.passes("gfx942")
    ('mfma', ['smfmac', 'xdl'], 8)
    >>> describe("v_add_f32", "gfx942").fmt  # in the table: its record
    'VOP2'
"""

from __future__ import annotations

import functools
import re

from . import split_encoding, table
from .records import ARCHS, InstrRecord, OperandSpec

# kind by leading spelling, first match wins (LLVM's mnemonic prefixes)
_KIND_PREFIXES = (
    (("v_mfma", "v_smfmac"), "mfma"), (("v_",), "valu"), (("ds_",), "ds"),
    (("buffer_", "global_", "flat_", "scratch_"), "vmem"),
    (("s_load", "s_store", "s_buffer_", "s_dcache", "s_memtime", "s_memrealtime"), "smem"),
)
_SOPP = re.compile(r"^s_(nop|waitcnt|endpgm|branch|cbranch|barrier|sleep|setprio|sendmsg|trap|icache|"
                   r"incperflevel|decperflevel|ttracedata|set_gpr_idx_off|set_gpr_idx_mode|setkill|setvskip)")
_BRANCH_PREFIXES = ("s_branch", "s_cbranch")  # jumps to a label operand
_ENDS_FLOW = frozenset({"s_endpgm", "s_branch", "s_setpc_b64", "s_endpgm_saved"})
_FORMAT_PREFIXES = (("buffer_", "MUBUF"), ("global_", "GLOBAL"), ("flat_", "FLAT"), ("scratch_", "FLAT"))
# SALU without a destination operand; DS that return a value (LLVM's spellings)
_SALU_NO_DST = ("s_cmp", "s_bitcmp", "s_setpc", "s_setreg")
_DS_RETURNS = re.compile(r"read|rtn|permute|swizzle|append|consume")
# M0 readers outside the table (CDNA3 ISA table 11: LDS add-TID, s_sendmsghalt/s_ttracedata, s_movrel)
_M0_READERS = frozenset({"ds_read_addtid_b32", "ds_write_addtid_b32", "s_sendmsg", "s_sendmsghalt",
                         "s_ttracedata", "s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64"})
# VALU spellings -> hazard classes (see isa.records.FLAGS)
_VALU_TAG_PREFIXES = (
    (("v_dot",), "dot"), (("v_permlane",), "permlane"), (("v_div_fmas",), "div_fmas"),
)
_PACKED = ("v_pk_", "v_fma_mix", "v_mad_mix", "v_dot", "v_accvgpr")  # op_sel without a destination bit
_LANE_MASK = ("v_cndmask_b16",)
_CVT_TO = re.compile(r"v_cvt_scalef32_(?:sr_)?(?:pk_)?(fp4|fp8|bf8)_")
# MFMA pass counts (LLVM SISchedule.td) by spelling, for MFMAs outside isa.mfma.SHAPES (v_smfmac_*) or on an
# arch the table does not list them for; first match wins
_LEGACY_TY = r"(_\d+b)?_?(f32|f16|bf16|i8)"
_MFMA_PASSES: dict[str, tuple[tuple[str, int], ...]] = {
    "gfx942": ((r"^v_mfma_f64_4x4x4", 4), (r"^v_mfma_f64_16x16x4", 8), (r"^v_smfmac_\w+_16x16x", 4),
               (r"^v_smfmac_\w+_32x32x", 8), (r"^v_mfma_[fi]32_4x4x", 2),
               (r"^v_mfma_[fi]32_16x16x[14]" + _LEGACY_TY, 8), (r"^v_mfma_[fi]32_16x16x", 4),
               (r"^v_mfma_[fi]32_32x32x[124]" + _LEGACY_TY, 16), (r"^v_mfma_[fi]32_32x32x", 8)),
}
_MFMA_PASSES["gfx950"] = ((r"^v_mfma_f64_16x16x4", 16),) + _MFMA_PASSES["gfx942"]
_F8F6F4 = re.compile(r"(16x16x128|32x32x64)_f8f6f4")
_F8F6F4_PASSES = {"16x16x128": (8, 4), "32x32x64": (16, 8)}  # (an 8-bit float matrix, otherwise)


def describe(mnemonic: str, arch: str) -> InstrRecord:
    """The table's record of ``mnemonic`` (encoding suffix allowed) on ``arch``, else ``guess(mnemonic, arch)``."""
    base = split_encoding(mnemonic)[0]
    rec = table().get(base)
    return rec if rec is not None and arch in rec.archs else guess(base, arch)


def _first(base: str, rules, default: str) -> str:
    return next((value for prefixes, value in rules if base.startswith(prefixes)), default)


@functools.lru_cache(maxsize=1024)
def guess(base: str, arch: str) -> InstrRecord:
    """A ``PSEUDO`` record with the consumer-facing fields of ``base`` (no encoding suffix) guessed from its
    spelling; an unrecognised spelling gets kind ``other`` and no hazard classes."""
    kind = _first(base, _KIND_PREFIXES, "")
    if not kind:
        kind = "sopp" if _SOPP.match(base) else "salu" if base.startswith("s_") else "other"
    flags: set[str] = set()
    tags: set[str] = set()
    dst = False
    reads: set[str] = set()
    writes: set[str] = set()
    extra = ""
    passes: tuple[tuple[str, int], ...] = ()
    passes_f8: tuple[tuple[str, int], ...] = ()
    if kind == "valu":
        dst = True
        tags |= {tag for prefixes, tag in _VALU_TAG_PREFIXES if base.startswith(prefixes)}
        if base.startswith(_LANE_MASK):
            flags.add("lane_mask")
        to = _CVT_TO.match(base)
        if to:
            flags.add("cvt_to_f4" if to.group(1) == "fp4" else "cvt_to_f8")
        if base.startswith("v_cmpx"):
            writes.add("exec")
        if "div_fmas" in tags:
            reads.add("vcc")
        if base.endswith("swap_b32"):
            extra = "swap"
    elif kind == "mfma":
        dst = True
        tags |= _mfma_class(base)
        passes, passes_f8 = _mfma_passes(base, arch)
    elif kind == "salu":
        dst = not base.startswith(_SALU_NO_DST)
        if "saveexec" in base or "wrexec" in base:
            writes.add("exec")
    elif kind == "smem":
        dst = not ("store" in base or base.startswith("s_dcache"))
    elif kind == "vmem":
        if "store" in base:
            flags.add("store")
        elif "atomic" in base:
            flags.add("atomic")
        dst = not ("store" in base or "_lds_" in base or base.startswith(("buffer_wb", "buffer_inv")))
        if "_lds_" in base and not base.startswith("buffer_load"):
            reads.add("m0")
    elif kind == "ds":
        dst = bool(_DS_RETURNS.search(base))
    if base in _M0_READERS:
        reads.add("m0")
    if base.startswith(_BRANCH_PREFIXES):
        flags.add("branch")
    if base in _ENDS_FLOW:
        flags.add("ends_flow")
    fmt = _first(base, _FORMAT_PREFIXES, "PSEUDO") if kind == "vmem" else "PSEUDO"
    return InstrRecord(base, fmt, (OperandSpec("vdst"),) if dst else (), frozenset(flags), frozenset(ARCHS),
                       hazard_kind=kind, hazard_tags=frozenset(tags),
                       opsel_dst=kind == "valu" and not base.startswith(_PACKED),
                       extra_dst=extra, implicit_reads=frozenset(reads), implicit_writes=frozenset(writes),
                       m0_with_lds=kind == "vmem" and not base.startswith("buffer_load"),
                       mfma_passes=passes, mfma_passes_f8=passes_f8)


def _mfma_class(base: str) -> set[str]:
    if base.startswith("v_mfma_f64"):
        return {"dgemm", "dgemm4" if "4x4x4" in base else "dgemm16"}
    if re.match(r"^v_mfma_f32_\d+x\d+x\d+(_\d+b)?_?f32$", base):
        return {"sgemm"}
    return {"xdl", "smfmac"} if base.startswith("v_smfmac") else {"xdl"}


def _mfma_passes(base: str, arch: str) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
    m = _F8F6F4.search(base)
    if m and arch == "gfx950":
        f8, other = _F8F6F4_PASSES[m.group(1)]
        return ((arch, other),), ((arch, f8),)
    for pattern, passes in _MFMA_PASSES.get(arch, ()):
        if re.match(pattern, base):
            return ((arch, passes),), ()
    return (), ()


__all__ = ["describe", "guess"]
