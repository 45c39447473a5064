"""Binary decoder: machine code of gfx942/gfx950 back to assembly lines, driven by the ISA table.

``decode(code, arch)`` walks the bytes one instruction at a time: ``encoding.identify`` finds the microcode format,
``opcodes.record_at`` the instruction record, and the record's operand slots (kinds and widths, the same ones the
DSL and the text parser use) say which field holds which operand and how many registers it spans. Each
instruction is printed as LLVM prints it, so the simulator's text parser turns it into the same ``Instr`` it makes
of LLVM's assembly; branch targets become labels (``label_<hex address>`` unless the code object names them).

An encoding the table does not know raises ``UnknownEncoding`` naming the address, the dwords and the format.

Example:
    >>> words = [0xBE820002, 0x0A2020FF, 0x4F7FFFFE, 0xBF810000]
    >>> code = b"".join(w.to_bytes(4, "little") for w in words)
    >>> [d.text for d in decode(code, "gfx942")]
    ['s_mov_b32 s2, s2', 'v_mul_f32_e32 v16, 0x4f7ffffe, v16', 's_endpgm']
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Callable, Mapping

from ..errors import UnsupportedInstruction
from .encoding import BY_NAME, DPP, FLAT_SEGMENTS, SDWA, SRC_DPP, SRC_LITERAL, SRC_SDWA, identify
from .mfma import F8F6F4_FORMATS
from .opcode_survey import SCALE_PREFIX_OPCODE
from .opcodes import record_at
from .records import InstrRecord


class UnknownEncoding(UnsupportedInstruction):
    """The bytes hold an instruction the ISA table has no record for (or no gfx9 format at all)."""


@dataclass(frozen=True)
class Decoded:
    """One decoded instruction: byte ``address``, ``size`` in bytes, assembly ``text``, its ``record``, and the
    branch ``target`` address of a PC-relative branch (None otherwise)."""

    address: int
    size: int
    text: str
    record: InstrRecord
    target: int | None = None


# ---------------------------------------------------------------------------------------------------------------
# operands

_SPECIAL = {102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
            106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi"}
_SPECIAL_PAIRS = {102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 126: "exec"}
_INLINE_FLOATS = {240: "0.5", 241: "-0.5", 242: "1.0", 243: "-1.0", 244: "2.0", 245: "-2.0", 246: "4.0",
                  247: "-4.0", 248: "0.15915494"}
_OTHER_SOURCES = {235: "src_shared_base", 236: "src_shared_limit", 237: "src_private_base",
                  238: "src_private_limit", 239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz",
                  253: "src_scc", 254: "src_lds_direct"}


def _regs(file: str, first: int, count: int) -> str:
    return f"{file}{first}" if count == 1 else f"{file}[{first}:{first + count - 1}]"


def sgpr(code: int, count: int = 1) -> str:
    """Scalar register operand ``code`` (0-127) spanning ``count`` dwords, as LLVM names it."""
    if code < 102:
        return _regs("s", code, count)
    if 108 <= code < 124:
        return _regs("ttmp", code - 108, count)
    if count == 2 and code in _SPECIAL_PAIRS:
        return _SPECIAL_PAIRS[code]
    if count == 1 and code in _SPECIAL:
        return _SPECIAL[code]
    if code == 125 or code >= 128 or code + count > 128:
        raise ValueError(f"scalar register code {code} x{count}")
    return _regs("s", code, count)  # e.g. a 4-dword range over special registers: LLVM refuses it too


class _Sources:
    """Prints source operand codes; ``literal`` is the dword after the instruction (consumed on first use)."""

    __slots__ = ("literal", "used_literal")

    def __init__(self, literal: int | None) -> None:
        self.literal = literal
        self.used_literal = False

    def __call__(self, code: int, count: int = 1, agpr: bool = False) -> str:
        if code >= 256:
            return _regs("a" if agpr else "v", code - 256, count)
        if code < 128:
            return sgpr(code, count)
        if code <= 192:
            return str(code - 128)
        if code <= 208:
            return str(192 - code)
        if code in _INLINE_FLOATS:
            return _INLINE_FLOATS[code]
        if code == SRC_LITERAL:
            if self.literal is None:
                raise ValueError("literal constant past the end of the code")
            self.used_literal = True
            return f"0x{self.literal:x}"
        if code in _OTHER_SOURCES:
            return _OTHER_SOURCES[code]
        raise ValueError(f"source operand code {code} is reserved")


def _mod(text: str, neg: int, abs_: int) -> str:
    if abs_:
        text = f"|{text}|"
    if not neg:
        return text
    # a negated constant is spelled neg(c): "-1.0" or "-2" would read as another inline constant
    return f"neg({text})" if text.lstrip("|-")[:1].isdigit() else f"-{text}"


# ---------------------------------------------------------------------------------------------------------------
# per-format printers: (record, fields, sources, ctx) -> (operands, modifiers)

@dataclass
class _Ctx:
    """What a printer needs beyond the fields: the instruction's address (branches), its form (FLAT's segments)
    and the decode's extras (DPP/SDWA dwords, the scaled MFMA's prefix; a printer adds a branch ``target``)."""

    address: int
    form: str
    extra: dict


Printer = Callable[[InstrRecord, dict, _Sources, _Ctx], tuple[list[str], list[str]]]
_PRINTERS: dict[str, Printer] = {}


def _printer(*forms: str) -> Callable[[Printer], Printer]:
    def register(fn: Printer) -> Printer:
        for form in forms:
            _PRINTERS[form] = fn
        return fn
    return register


def _dsts(rec: InstrRecord):
    return [op for op in rec.operands if op.is_dst]


def _srcs(rec: InstrRecord):
    return [op for op in rec.operands if not op.is_dst]


@_printer("SOP1", "SOP2", "SOPC")
def _sop(rec, f, src, ctx):
    out = [sgpr(f["sdst"], op.dwords) for op in _dsts(rec)]
    for op, name in zip(_srcs(rec), ("ssrc0", "ssrc1")):
        out.append(src(f[name], op.dwords))
    special = _SOPC_SPECIAL.get(rec.mnemonic)
    return (special(f, out) if special else out), []


_GPR_IDX_MODES = ("SRC0", "SRC1", "SRC2", "DST")


def _gpr_idx(mode: int) -> str:
    return "gpr_idx(" + ",".join(n for i, n in enumerate(_GPR_IDX_MODES) if mode >> i & 1) + ")"


def _gpr_idx_on(f: dict, out: list[str]) -> list[str]:
    return [out[0], _gpr_idx(f["ssrc1"] & 0xF)]  # SSRC1 holds the 4-bit mode itself


_SOPC_SPECIAL = {"s_set_gpr_idx_on": _gpr_idx_on}

_HWREG_NAMES = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID", 5: "HW_REG_GPR_ALLOC",
                6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS", 15: "HW_REG_SH_MEM_BASES"}


def _hwreg(simm16: int) -> str:
    reg, offset, size = simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1
    name = _HWREG_NAMES.get(reg, str(reg))
    return f"hwreg({name})" if (offset, size) == (0, 32) else f"hwreg({name}, {offset}, {size})"


_HWREG_SOPK = frozenset({"s_setreg_b32", "s_getreg_b32", "s_setreg_imm32_b32"})


@_printer("SOPK")
def _sopk(rec, f, src, ctx):
    """SIMM16 is a constant, or for the hwreg instructions the hwreg(...) field; s_setreg_imm32_b32's second
    immediate is the 32-bit literal after the instruction."""
    out = []
    simm_seen = False
    for op in rec.operands:
        if op.kind != "simm":
            out.append(sgpr(f["sdst"], op.dwords))
        elif rec.mnemonic in _HWREG_SOPK:
            out.append(src(SRC_LITERAL) if simm_seen else _hwreg(f["simm16"]))
            simm_seen = True
        else:
            out.append(f"0x{f['simm16']:x}")
    return out, []


TARGET = "@target"  # placeholder for a branch's label, which ``decode`` names


_WAITCNT_MAX = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}


def _waitcnt(simm16: int) -> list[str]:
    counts = {"vmcnt": (simm16 & 0xF) | ((simm16 >> 14) & 0x3) << 4, "expcnt": (simm16 >> 4) & 0x7,
              "lgkmcnt": (simm16 >> 8) & 0xF}
    shown = [f"{k}({v})" for k, v in counts.items() if v != _WAITCNT_MAX[k]]
    return shown or [f"0x{simm16:x}"]


_SENDMSG_NAMES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 4: "MSG_SAVEWAVE", 5: "MSG_STALL_WAVE_GEN",
                  6: "MSG_HALT_WAVES", 7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ",
                  10: "MSG_GET_DOORBELL", 15: "MSG_SYSMSG"}


@_printer("SOPP")
def _sopp(rec, f, src, ctx):
    simm = f["simm16"]
    if not rec.operands:
        return [], []
    if rec.operands[0].kind == "label":
        ctx.extra["target"] = ctx.address + 4 + 4 * (simm - 0x10000 if simm & 0x8000 else simm)
        return [TARGET], []
    if rec.mnemonic == "s_set_gpr_idx_mode":
        return [_gpr_idx(simm & 0xF)], []
    if rec.mnemonic == "s_waitcnt":
        counts = _waitcnt(simm)
        return (counts, []) if counts[0].startswith("0x") else ([], counts)
    if rec.mnemonic in ("s_sendmsg", "s_sendmsghalt") and simm & 0xF in _SENDMSG_NAMES and simm >> 4 == 0:
        return [f"sendmsg({_SENDMSG_NAMES[simm & 0xF]})"], []
    return [str(simm)], []


@_printer("SMEM")
def _smem(rec, f, src, ctx):
    out = []
    for op in rec.operands:
        if op.kind in ("sdst", "ssrc"):
            out.append(sgpr(f["sdata"], op.dwords))
        elif op.kind == "sgpr":
            out.append(sgpr(f["sbase"] * 2, op.dwords))
        elif op.kind == "soffset":
            offset = f["offset"] - (1 << 21) if f["offset"] & (1 << 20) else f["offset"]
            if not f["imm"]:
                out.append(sgpr(f["offset"] & 0x7F))
            elif f["soe"]:
                out.append(sgpr(f["soffset"]))
                mods = [f"offset:0x{offset:x}"] if offset else []
                return out, mods + (["glc"] if f["glc"] else [])
            else:
                out.append(f"0x{offset:x}" if offset >= 0 else f"-0x{-offset:x}")
    return out, (["glc"] if f["glc"] else [])


def _vop_dst(op, code: int) -> str:
    if op.kind in ("sdst", "sdst_or_vcc"):
        return sgpr(code, op.dwords)
    return _regs("a" if op.kind == "adst" else "v", code, op.dwords)


@_printer("VOP1", "VOP2", "VOPC")
def _vop_e32(rec, f, src, ctx):
    dpp = ctx.extra.get("dpp")
    sdwa = ctx.extra.get("sdwa")
    out, mods = [], []
    srcs = [op for op in _srcs(rec) if op.kind != "simm"]
    for op in rec.operands:
        if op.kind == "sdst_or_vcc" and op.is_dst:
            out.append("vcc" if not (sdwa and sdwa["sd"]) else sgpr(sdwa["sdst"], 2))
        elif op.is_dst:
            out.append(_vop_dst(op, f["vdst"]))
        elif op.kind == "simm":
            out.append(src(SRC_LITERAL))
        elif op.kind == "sgpr" and rec.fmt == "VOP2":  # carry-in / select mask: always VCC in this encoding
            out.append("vcc")
        else:
            i = srcs.index(op)
            if i == 0:
                out.append(_e32_src0(op, f, src, dpp, sdwa))
            else:
                out.append(_e32_src1(op, f, sdwa, dpp))
    if dpp:
        mods = _dpp_mods(dpp)
    elif sdwa:
        mods = _sdwa_mods(rec, sdwa)
    return out, mods


def _e32_src0(op, f, src, dpp, sdwa) -> str:
    if dpp:
        return _mod(_regs("v", dpp["src0"], op.dwords), dpp["src0_neg"], dpp["src0_abs"])
    if sdwa:
        text = sgpr(sdwa["src0"], op.dwords) if sdwa["s0"] else _regs("v", sdwa["src0"], op.dwords)
        text = _mod(text, sdwa["src0_neg"], sdwa["src0_abs"])
        return f"sext({text})" if sdwa["src0_sext"] else text
    return src(f["src0"], op.dwords, agpr=op.kind == "avsrc")


def _e32_src1(op, f, sdwa, dpp) -> str:
    if sdwa:
        text = sgpr(f["vsrc1"], op.dwords) if sdwa["s1"] else _regs("v", f["vsrc1"], op.dwords)
        text = _mod(text, sdwa["src1_neg"], sdwa["src1_abs"])
        return f"sext({text})" if sdwa["src1_sext"] else text
    text = _regs("v", f["vsrc1"], op.dwords)
    return _mod(text, dpp["src1_neg"], dpp["src1_abs"]) if dpp else text


def _dpp_ctrl(ctrl: int) -> str:
    if ctrl <= 0xFF:
        return "quad_perm:[" + ",".join(str(ctrl >> (2 * i) & 3) for i in range(4)) + "]"
    for base, name in ((0x100, "row_shl"), (0x110, "row_shr"), (0x120, "row_ror"), (0x150, "row_newbcast")):
        if base < ctrl <= base + 0xF or (name == "row_newbcast" and ctrl == base):
            return f"{name}:{ctrl - base}"
    named = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1", 0x13C: "wave_ror:1",
             0x140: "row_mirror", 0x141: "row_half_mirror", 0x142: "row_bcast:15", 0x143: "row_bcast:31"}
    if ctrl in named:
        return named[ctrl]
    raise ValueError(f"DPP control {ctrl:#x} is reserved")


def _dpp_mods(dpp: dict) -> list[str]:
    mods = [_dpp_ctrl(dpp["dpp_ctrl"]), f"row_mask:0x{dpp['row_mask']:x}", f"bank_mask:0x{dpp['bank_mask']:x}"]
    return mods + (["bound_ctrl:1"] if dpp["bound_ctrl"] else [])


_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
_OMOD = {1: "mul:2", 2: "mul:4", 3: "div:2"}


def _sdwa_mods(rec: InstrRecord, sdwa: dict) -> list[str]:
    mods = []
    if rec.fmt != "VOPC":
        if sdwa["clamp"]:
            mods.append("clamp")
        if sdwa["omod"]:
            mods.append(_OMOD[sdwa["omod"]])
        if _dsts(rec) and _dsts(rec)[0].dwords == 1:
            mods += [f"dst_sel:{_SEL[sdwa['dst_sel']]}", f"dst_unused:{_UNUSED[sdwa['dst_unused']]}"]
    mods.append(f"src0_sel:{_SEL[sdwa['src0_sel']]}")
    if rec.fmt in ("VOP2", "VOPC"):
        mods.append(f"src1_sel:{_SEL[sdwa['src1_sel']]}")
    return mods


def _bitop3(f: dict) -> dict:
    """gfx950 v_bitop3_*: the 8-bit truth table sits in NEG (bits 2:0), ABS (5:3) and OMOD (7:6)."""
    ctx_table = f["neg"] | f["abs"] << 3 | f["omod"] << 6
    return {**f, "neg": 0, "abs": 0, "omod": 0, "bitop3": ctx_table}


# VOP3 instructions that give the modifier bits another meaning
_VOP3_FIELDS = {"v_bitop3_b32": _bitop3, "v_bitop3_b16": _bitop3}


@_printer("VOP3")
def _vop3(rec, f, src, ctx):
    special = _VOP3_FIELDS.get(rec.mnemonic)
    if special is not None:
        f = special(f)
    out: list[str] = []
    n_src = 0
    src_fields = ("src0", "src1", "src2")
    vop3b = any(op.kind == "sdst_or_vcc" for op in _dsts(rec)) and rec.fmt != "VOPC"
    for op in rec.operands:
        if op.is_dst:
            if op.kind == "sdst_or_vcc" and rec.fmt != "VOPC":
                out.append(sgpr(f["sdst"], op.dwords))
            else:
                out.append(_vop_dst(op, f["vdst"]))
            continue
        name = src_fields[n_src]
        neg, abs_ = f["neg"] >> n_src & 1, (0 if vop3b else f["abs"] >> n_src & 1)
        out.append(_mod(src(f[name], op.dwords), neg, abs_))
        n_src += 1
    mods = []
    if f["clamp"]:
        mods.append("clamp")
    if f["omod"]:
        mods.append(_OMOD[f["omod"]])
    if f.get("bitop3"):
        mods.insert(0, f"bitop3:0x{f['bitop3']:x}")
    if not vop3b and f["op_sel"]:
        bits = [f["op_sel"] >> i & 1 for i in range(n_src)] + [f["op_sel"] >> 3 & 1]
        mods.append("op_sel:[" + ",".join(map(str, bits)) + "]")
    return out, mods


@_printer("VOP3P")
def _vop3p(rec, f, src, ctx):
    if rec.fmt == "VOP3P_MAI":
        return _mai(rec, f, src, ctx)
    out, n_src = [], 0
    mix = "_mix" in rec.mnemonic  # f32/f16 mixes: NEG and NEG_HI are each source's neg and abs modifiers
    for op in rec.operands:
        if op.is_dst:
            out.append(_regs("a" if op.kind == "adst" else "v", f["vdst"], op.dwords))
            continue
        text = src(f[("src0", "src1", "src2")[n_src]], op.dwords, agpr=op.kind == "avsrc")
        out.append(_mod(text, f["neg"] >> n_src & 1, f["neg_hi"] >> n_src & 1) if mix else text)
        n_src += 1
    mods = []
    if n_src and rec.mnemonic.startswith(("v_pk_", "v_dot", "v_mad_mix", "v_fma_mix")):
        hi = [f["op_sel_hi"] & 1, f["op_sel_hi"] >> 1 & 1, f["op_sel_hi2"]][:n_src]
        lists = {"op_sel": [f["op_sel"] >> i & 1 for i in range(n_src)], "op_sel_hi": hi,
                 "neg_lo": [f["neg"] >> i & 1 for i in range(n_src)],
                 "neg_hi": [f["neg_hi"] >> i & 1 for i in range(n_src)]}
        # op_sel_hi defaults to 1 (high halves from the high halves), except in the mix instructions, where a set
        # bit means "this source is f16" and the default is f32
        defaults = {"op_sel": 0, "op_sel_hi": 0 if mix else 1, "neg_lo": 0, "neg_hi": 0}
        if mix:
            del lists["neg_lo"], lists["neg_hi"]
        for key, bits in lists.items():
            if any(b != defaults[key] for b in bits):
                mods.append(f"{key}:[" + ",".join(map(str, bits)) + "]")
    if f["clamp"]:
        mods.append("clamp")
    return out, mods


def _f8f6f4_regs(code: int) -> int:
    """VGPRs of one f8f6f4 MFMA operand whose format code (cbsz or blgp) is ``code``: fp8/bf8 8, fp6/bf6 6, fp4 4."""
    return {"fp8": 8, "bf8": 8, "fp6": 6, "bf6": 6, "fp4": 4}[F8F6F4_FORMATS[code]]


def _mai(rec, f, src, ctx):
    ops = rec.operands
    widths = [op.dwords for op in ops]
    if "f8f6f4" in rec.mnemonic:
        widths[1], widths[2] = _f8f6f4_regs(f["cbsz"]), _f8f6f4_regs(f["blgp"])
    out = [_regs("a" if f["acc_cd"] else "v", f["vdst"], widths[0]),
           src(f["src0"], widths[1], agpr=bool(f["acc"] & 1)),
           src(f["src1"], widths[2], agpr=bool(f["acc"] & 2)),
           src(f["src2"], widths[3], agpr=bool(f["acc_cd"]))]
    mods = []
    scale = ctx.extra.get("scale")
    if scale is not None:
        out += [src(scale["src0"]), src(scale["src1"])]
        sel = [scale["op_sel"] & 1, scale["op_sel"] >> 1 & 1]
        sel_hi = [scale["op_sel_hi"] & 1, scale["op_sel_hi"] >> 1 & 1]
        if any(sel):
            mods.append(f"op_sel:[{sel[0]},{sel[1]},0]")
        mods.append(f"op_sel_hi:[{sel_hi[0]},{sel_hi[1]},0]")  # LLVM prints it even when 0
    values = {"cbsz": f["cbsz"], "abid": f["abid"], "blgp": f["blgp"]}
    if scale is not None:  # the scaled MFMA word always has ABID bit 0 set (LLVM's encoding of the pair)
        values["abid"] &= ~1
    mods += [f"{name}:{value}" for name, value in values.items() if value]
    return out, mods


def _ds_offsets(rec: InstrRecord, f: dict) -> list[str]:
    if "2" in rec.mnemonic.split("_")[1]:  # read2/write2 and their st64 forms: two 8-bit offsets
        return [f"offset{i}:{f[f'offset{i}']}" for i in (0, 1) if f[f"offset{i}"]]
    offset = f["offset0"] | f["offset1"] << 8
    return [f"offset:{offset}"] if offset else []


@_printer("DS")
def _ds(rec, f, src, ctx):
    out, data = [], ("data0", "data1")
    n_data = 0
    for op in rec.operands:
        file = "a" if f["acc"] and op.kind in ("avdst", "avsrc") else "v"
        if op.is_dst:
            out.append(_regs(file, f["vdst"], op.dwords))
        elif op.kind == "vgpr":
            out.append(_regs("v", f["addr"], 1))
        else:
            out.append(_regs(file, f[data[n_data]], op.dwords))
            n_data += 1
    return out, _ds_offsets(rec, f) + (["gds"] if f["gds"] else [])


def _cache_mods(f: dict) -> list[str]:
    return [name for name in ("sc0", "nt", "sc1") if f[name]]  # LLVM's order


def _returns(rec: InstrRecord, f: dict) -> bool:
    """An atomic with sc0 set returns the old value (printed as a leading destination)."""
    return "atomic" in rec.flags and bool(f["sc0"])


@_printer("MUBUF")
def _mubuf(rec, f, src, ctx):
    out, mods = [], []
    data_file = "a" if f["acc"] else "v"
    n_addr = f["offen"] + f["idxen"]
    for op in rec.operands:
        if op.kind in ("avdst", "avsrc"):
            if not f["lds"]:
                out.append(_regs(data_file, f["vdata"], op.dwords))
        elif op.kind == "vaddr":
            out.append(_regs("v", f["vaddr"], n_addr) if n_addr else "off")
        elif op.kind == "sgpr":
            out.append(sgpr(f["srsrc"] * 4, 4))
        elif op.kind == "soffset":
            out.append(src(f["soffset"]))
    if not rec.operands:
        return [], _cache_mods(f)
    if f["idxen"]:
        mods.append("idxen")
    if f["offen"]:
        mods.append("offen")
    if f["offset"]:
        mods.append(f"offset:{f['offset']}")
    mods += _cache_mods(f)
    if f["lds"]:
        mods.append("lds")
    return out, mods


@_printer("FLAT", "GLOBAL", "SCRATCH")
def _flat(rec, f, src, ctx):
    out = []
    data_file = "a" if f["acc"] else "v"
    saddr_off = f["saddr"] == 0x7F
    if _returns(rec, f):
        width = max(op.dwords for op in rec.operands if op.kind == "avsrc")
        width = width // 2 if "cmpswap" in rec.mnemonic else width
        out.append(_regs(data_file, f["vdst"], width))
    for op in rec.operands:
        if op.kind == "avdst":
            out.append(_regs(data_file, f["vdst"], op.dwords))
        elif op.kind == "avsrc":
            out.append(_regs(data_file, f["data"], op.dwords))
        elif op.kind == "vaddr":
            if ctx.form == "SCRATCH":
                out.append("off" if ctx.extra.get("scratch_no_vaddr") else _regs("v", f["addr"], 1))
            else:
                out.append(_regs("v", f["addr"], 2 if (saddr_off or ctx.form == "FLAT") else 1))
        elif op.kind == "saddr":
            out.append("off" if saddr_off else sgpr(f["saddr"], op.dwords if ctx.form == "GLOBAL" else 1))
    offset = f["offset"]
    if ctx.form != "FLAT" and offset & 0x1000:
        offset -= 0x2000
    mods = [f"offset:{offset}"] if offset else []
    mods += _cache_mods(f)
    if f["lds"] and ctx.form != "SCRATCH" and "lds" not in rec.mnemonic:
        mods.append("lds")
    return out, mods


# ---------------------------------------------------------------------------------------------------------------
# the walk

_SUFFIXES = {"VOP1": "_e32", "VOP2": "_e32", "VOPC": "_e32"}


def _mnemonic(rec: InstrRecord, form: str, extra: dict) -> str:
    if "dpp" in extra:
        return rec.mnemonic + "_dpp"
    if "sdwa" in extra:
        return rec.mnemonic + "_sdwa"
    if form == "VOP3" and rec.fmt in ("VOP1", "VOP2", "VOPC"):
        return rec.mnemonic + "_e64"
    # LLVM marks the 32-bit encoding only for instructions that also have a 64-bit one
    return rec.mnemonic + (_SUFFIXES.get(form, "") if "e64_ok" in rec.flags else "")


def _unknown(address: int, words: tuple[int, ...], what: str) -> UnknownEncoding:
    dwords = " ".join(f"{w:08X}" for w in words)
    return UnknownEncoding(f"cannot decode the instruction at {address:#x} ({dwords}): {what}")


_WORDS = [struct.Struct(f"<{n}I") for n in range(5)]  # up to 4 dwords: the longest instruction (scaled MFMA)


def decode_one(code: bytes | memoryview, offset: int, arch: str, address: int) -> Decoded:
    """Decode the instruction at byte ``offset`` of ``code`` (whose first byte is at ``address``)."""
    words = _WORDS[min((len(code) - offset) // 4, 4)].unpack_from(code, offset)
    where = address + offset
    try:
        fmt = identify(words[0])
    except ValueError as exc:
        raise _unknown(where, words[:1], str(exc)) from None
    size = fmt.dwords
    if size > len(words):
        raise _unknown(where, words, f"a {fmt.name} instruction needs {size} dwords, the code ends first")
    fields = fmt.unpack(words)
    form = FLAT_SEGMENTS.get(fields["seg"], "FLAT") if fmt.name == "FLAT" else fmt.name
    extra: dict = {}
    opcode = fields["op"]
    if form == "VOP3P" and opcode == SCALE_PREFIX_OPCODE:  # gfx950 scaled MFMA: scale prefix + f8f6f4 MFMA
        extra["scale"] = fields
        if len(words) < 4:
            raise _unknown(where, words, "v_mfma_ld_scale_b32 without the MFMA it scales")
        words = words[2:4]
        fields = BY_NAME["VOP3P"].unpack(words)
        opcode, form, size = fields["op"], "VOP3P_SCALED", 4
        if identify(words[0]).name != "VOP3P":
            raise _unknown(where, words, "v_mfma_ld_scale_b32 not followed by an MFMA")
    rec = record_at(arch, form, opcode)
    if rec is None:
        raise _unknown(where, words[:size], f"{form} opcode {opcode} is not in torch_cdna's ISA table for {arch}")
    if fmt.name in ("VOP1", "VOP2", "VOPC") and fields["src0"] in (SRC_DPP, SRC_SDWA):
        if len(words) < 2:
            raise _unknown(where, words, "the DPP/SDWA dword is missing")
        key, layout = ("dpp", DPP) if fields["src0"] == SRC_DPP else ("sdwa", SDWA)
        extra[key] = layout.unpack(words[1:2])
        size += 1
    if form == "SCRATCH":  # bit 13 (LDS in the other segments) is SVE: a VGPR address is present
        extra["scratch_no_vaddr"] = not fields["lds"]
    literal_at = offset + 4 * size
    literal = int.from_bytes(code[literal_at:literal_at + 4], "little") if literal_at + 4 <= len(code) else None
    src = _Sources(literal)
    ctx = _Ctx(where, form, extra)
    try:
        operands, mods = _PRINTERS[form if form != "VOP3P_SCALED" else "VOP3P"](rec, fields, src, ctx)
    except (ValueError, KeyError, IndexError) as exc:
        raise _unknown(where, words[:size], f"{rec.mnemonic}: {exc}") from None
    if src.used_literal:
        size += 1
    target = extra.get("target")
    text = _mnemonic(rec, form, extra)
    if operands:
        text += " " + ", ".join(operands)
    if mods:
        text += " " + " ".join(mods)
    return Decoded(where, 4 * size, text, rec, target)


def label_name(address: int, names: Mapping[int, str] | None = None) -> str:
    """The label of a branch target: the code object's own name for the address, else ``label_<hex address>``."""
    if names and address in names:
        return names[address]
    return f"label_{address:x}"


def decode(code: bytes | memoryview, arch: str, address: int = 0, *, start: int = 0,
           end: int | None = None, names: Mapping[int, str] | None = None) -> list[Decoded]:
    """Decode ``code[start:end]`` (the first byte of ``code`` at ``address``) into instructions, in order;
    branches name their targets with ``label_name(target, names)``.

    Example:
        >>> [d.text for d in decode(bytes.fromhex("0000 81bf"), "gfx942")]
        ['s_endpgm']
    """
    end = len(code) if end is None else end
    out, offset = [], start
    view = memoryview(code)[:end]
    # Hand-unrolled code repeats instructions: decode each distinct encoding once, keyed by its own bytes. The first
    # dword says how long an instruction is, so a key of 4, 8 or 16 bytes is looked up in that order: a 4-byte
    # entry is only ever stored for a 4-byte instruction, an 8-byte one for 8 (or 4+literal) bytes.
    seen: dict[bytes, Decoded] = {}
    while offset + 4 <= end:
        d = seen.get(bytes(view[offset:offset + 4]))
        if d is None:
            d = seen.get(bytes(view[offset:offset + 8]))
            if d is None:
                d = seen.get(bytes(view[offset:offset + 16]))
        if d is None:
            d = decode_one(view, offset, arch, address)
            seen[bytes(view[offset:offset + (4 if d.size == 4 else 8 if d.size <= 8 else 16)])] = d
        where = address + offset
        if d.target is None:
            d = Decoded(where, d.size, d.text, d.record)
        else:  # a cached decode may come from another address: the target is relative to the instruction
            target = where + d.target - (d.address)
            d = Decoded(where, d.size, d.text.replace(TARGET, label_name(target, names)), d.record, target)
        out.append(d)
        offset += d.size
    return out


__all__ = ["Decoded", "UnknownEncoding", "decode", "decode_one", "label_name", "sgpr"]
