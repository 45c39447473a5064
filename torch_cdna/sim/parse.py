"""Parse assembly text, as LLVM prints it, into ``Program``s the simulator can run.

A ``Program`` is one kernel: its decoded instructions, label targets, the ``.amdhsa_kernel`` directives
(launch state) and the ``.amdgpu_metadata`` entry (argument layout).

Example:
    >>> prog = parse_program('''
    ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    ... k:
    ...   s_mov_b32 s2, 7
    ...   s_endpgm
    ... ''', "k")
    >>> [i.mnemonic for i in prog.instrs], prog.arch
    (['s_mov_b32', 's_endpgm'], 'gfx942')
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import InvalidKernel, UnsupportedInstruction
from ..isa import split_encoding
from ..isa import table as isa_table
from ..isa.targets import common_limit
from ..runtime.kernargs import KernArg
from .code_layout import UNIFORM, CodeMap, DataSegment, layout_data, resolve
from .launch_checks import check_descriptor
from .mcexpr import ExprError, Symbols, evaluate
from .operands import SPECIAL_SGPRS, TTMP_BASE, Aperture, Const, HwReg, Instr, Label, Off, Reg, Reloc, StatusBit

# Modifiers written as bare words (no ':value').
BARE_MODIFIERS = frozenset({
    "glc", "slc", "nt", "sc0", "sc1", "offen", "idxen", "lds", "gds", "tfe", "lwe", "addr64", "clamp",
    "row_mirror", "row_half_mirror", "dlc", "nv",
})

_REG_RE = re.compile(r"^(s|v|a|ttmp)(?:(\d+)|\[(\d+)(?::(\d+))?\])$")
_INT_RE = re.compile(r"^-?(0x[0-9a-fA-F]+|\d+)$")
# s_sendmsg's symbolic operand ``sendmsg(MSG[, OP[, STREAM]])``: SIMM16 = id | op << 4 | stream << 8 (gfx9 ids,
# checked against llvm-mc's encodings for gfx942)
SENDMSG_IDS = {"MSG_INTERRUPT": 1, "MSG_GS": 2, "MSG_GS_DONE": 3, "MSG_SAVEWAVE": 4, "MSG_STALL_WAVE_GEN": 5,
               "MSG_HALT_WAVES": 6, "MSG_ORDERED_PS_DONE": 7, "MSG_EARLY_PRIM_DEALLOC": 8, "MSG_GS_ALLOC_REQ": 9,
               "MSG_GET_DOORBELL": 10, "MSG_SYSMSG": 15}
SENDMSG_OPS = {"GS_OP_NOP": 0, "GS_OP_CUT": 1, "GS_OP_EMIT": 2, "GS_OP_EMIT_CUT": 3,
               "SYSMSG_OP_ECC_ERR_INTERRUPT": 1, "SYSMSG_OP_REG_RD": 2, "SYSMSG_OP_TTRACE_PC": 4}
_SENDMSG_RE = re.compile(r"^sendmsg\(\s*(\w+)\s*(?:,\s*(\w+)\s*)?(?:,\s*(\w+)\s*)?\)$")


def _sendmsg_operand(text: str) -> Const | None:
    m = _SENDMSG_RE.match(text)
    if m is None:
        return None
    try:
        fields = [SENDMSG_IDS[f] if i == 0 and f in SENDMSG_IDS else SENDMSG_OPS[f] if i == 1 and f in SENDMSG_OPS
                  else int(f, 0) for i, f in enumerate(m.groups()) if f is not None]
    except ValueError:
        raise UnsupportedInstruction(f"cannot decode operand {text!r}: unknown message or operation name") from None
    fields += [0] * (3 - len(fields))
    return Const(fields[0] | fields[1] << 4 | fields[2] << 8, False)
# The VGPR-indexing mode operand ``gpr_idx(SRC0,SRC1,SRC2,DST)`` of s_set_gpr_idx_on/_mode (LLVM's gfx9 imask):
# bit 0-2 = src0-src2, bit 3 = dst; ``gpr_idx()`` is 0
GPR_IDX_BITS = {"SRC0": 1, "SRC1": 2, "SRC2": 4, "DST": 8}
_GPR_IDX_RE = re.compile(r"^gpr_idx\(([\w\s,]*)\)$")


def _gpr_idx_operand(text: str) -> Const | None:
    m = _GPR_IDX_RE.match(text)
    if m is None:
        return None
    names = [n.strip().upper() for n in m.group(1).split(",") if n.strip()]
    if any(n not in GPR_IDX_BITS for n in names) or len(set(names)) != len(names):
        raise UnsupportedInstruction(f"cannot decode operand {text!r}: gpr_idx() takes distinct SRC0, SRC1, SRC2, DST")
    return Const(sum(GPR_IDX_BITS[n] for n in names), False)
_FLOAT_RE = re.compile(r"^-?\d+\.\d*(e[-+]?\d+)?$")
_SYMBOL = r"[.A-Za-z_$][\w.$]*"
_RELOC_RE = re.compile(rf"^({_SYMBOL})@(\w+)@(lo|hi)\s*(?:([+-])\s*(\d+|0x[0-9a-fA-F]+))?$")


@dataclass
class Program:
    """One kernel decoded from assembly text."""

    name: str
    arch: str
    instrs: list[Instr]
    labels: dict[str, int]
    descriptor: dict[str, int] = field(default_factory=dict)
    metadata: dict[str, Any] = field(default_factory=dict)
    kernargs: list[KernArg] = field(default_factory=list)
    kernarg_size: int = 0
    data: DataSegment | None = None  # data objects and GOT slots the code refers to (code_layout)
    code_map: CodeMap = UNIFORM  # instruction addresses: the simulator's layout, or a code object's own


def _strip_comment(line: str) -> str:
    for marker in (";", "//"):
        pos = line.find(marker)
        if pos >= 0:
            line = line[:pos]
    return line.strip()


def _split_top(text: str, sep: str) -> list[str]:
    if "[" not in text and "(" not in text:  # the common case: no brackets to respect
        return [p.strip() for p in text.split(sep) if p.strip()]
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def _is_modifier(token: str) -> bool:
    if token in BARE_MODIFIERS:
        return True
    head = token.split("[", 1)[0]
    return ":" in head or re.match(r"^(vmcnt|expcnt|lgkmcnt)\(", token) is not None


# Registers an instruction may name (llvm-mc refuses the rest): v0-v255, a0-a255 (together the 512-entry unified
# file), s0-s101 (s102-s105 exist only as flat_scratch/xnack_mask), ttmp0-ttmp15. Operands are decoded once per
# text for every arch, so the limits are those every supported arch allows (isa/targets.py ArchInfo).
REGISTER_LIMITS = {"v": common_limit("max_vgprs"), "a": common_limit("max_agprs"), "s": common_limit("max_sgprs"),
                   "ttmp": 16}


def _check_register_range(text: str, kind: str, lo: int, hi: int) -> None:
    """Refuse a register the hardware does not have (``v100000``) or an empty range (``s[5:4]``)."""
    limit = REGISTER_LIMITS[kind]
    if hi < lo:
        raise InvalidKernel(f"register range {text!r} ends before it starts")
    if hi >= limit:
        raise InvalidKernel(f"register {text!r} does not exist: {kind} registers are {kind}0-{kind}{limit - 1}")


_OPERANDS: dict[str, Any] = {}  # operand text -> its (immutable) decoded operand; code repeats operands a lot


def parse_operand(text: str) -> Any:
    """Decode one operand (register, special register, constant, label, ``off``), with neg/abs/sext."""
    found = _OPERANDS.get(text)
    if found is None:
        found = _parse_operand(text)
        if len(_OPERANDS) < 1 << 16:
            _OPERANDS[text] = found
    return found


# Status bits as data sources, in both of LLVM's spellings (its disassembler prints the src_ one).
_STATUS_BITS = {"vccz": "vccz", "src_vccz": "vccz", "execz": "execz", "src_execz": "execz", "scc": "scc",
                "src_scc": "scc"}


def _parse_operand(text: str) -> Any:
    neg = abs_ = sext = False
    t = text.strip()
    if t.startswith("-") and not _INT_RE.match(t) and not _FLOAT_RE.match(t):
        neg, t = True, t[1:].strip()
    if t.startswith("|") and t.endswith("|"):
        abs_, t = True, t[1:-1].strip()
    for wrap, flag in (("neg(", "neg"), ("abs(", "abs"), ("sext(", "sext")):
        if t.startswith(wrap) and t.endswith(")"):
            t = t[len(wrap):-1].strip()
            neg, abs_, sext = neg or flag == "neg", abs_ or flag == "abs", sext or flag == "sext"
            if t.startswith("|") and t.endswith("|"):
                abs_, t = True, t[1:-1].strip()
    if t == "off":
        return Off()
    msg = _sendmsg_operand(t) or _gpr_idx_operand(t)
    if msg is not None:
        return msg
    hw = re.match(r"^hwreg\(\s*(\w+)\s*(?:,\s*(\d+)\s*,\s*(\d+)\s*)?\)$", t)
    if hw:
        return HwReg(hw.group(1), int(hw.group(2) or 0), int(hw.group(3) or 32))
    m = re.match(r"^src_(shared|private)_(base|limit)$", t)
    if m:
        return Aperture(m.group(1), m.group(2) == "limit")
    if t in _STATUS_BITS:
        return StatusBit(_STATUS_BITS[t])
    if t in SPECIAL_SGPRS:
        idx, cnt = SPECIAL_SGPRS[t]
        return Reg("s", idx, cnt, neg, abs_, sext)
    m = _REG_RE.match(t)
    if m:
        kind = m.group(1)
        if m.group(2) is not None:
            lo = hi = int(m.group(2))
        else:
            lo = int(m.group(3))
            hi = int(m.group(4)) if m.group(4) is not None else lo
        _check_register_range(text.strip(), kind, lo, hi)
        if kind == "ttmp":
            return Reg("s", TTMP_BASE + lo, hi - lo + 1, neg, abs_, sext)
        return Reg(kind, lo, hi - lo + 1, neg, abs_, sext)
    if _INT_RE.match(t):
        value = int(t, 0)
        literal = not (-16 <= value <= 64)
        return Const(value, literal, neg, abs_)
    if _FLOAT_RE.match(t):
        return Const(float(t), False, neg, abs_)
    if re.match(rf"^{_SYMBOL}$", t):
        return Label(t)
    m = _RELOC_RE.match(t)
    if m:
        addend = int(m.group(5), 0) * (-1 if m.group(4) == "-" else 1) if m.group(5) else 0
        return Reloc(m.group(1), m.group(2), m.group(3), addend)
    raise UnsupportedInstruction(f"cannot decode operand {text!r}")


def _parse_mod(token: str, mods: dict[str, Any]) -> None:
    m = re.match(r"^(vmcnt|expcnt|lgkmcnt)\((\d+)\)$", token)
    if m:
        mods[m.group(1)] = int(m.group(2))
        return
    if ":" not in token.split("[", 1)[0]:
        mods[token] = True
        return
    key, value = token.split(":", 1)
    if value.startswith("["):
        mods[key] = [int(x, 0) for x in value.strip("[]").split(",")]
    else:
        try:
            mods[key] = int(value, 0)
        except ValueError:
            mods[key] = value


def _is_waitcnt(mnemonic: str) -> bool:
    """s_waitcnt may spell its counts as several space-separated tokens after a numeric operand."""
    rec = isa_table().get(split_encoding(mnemonic)[0])
    return rec is not None and "waitcnt" in rec.flags


def decode_line(index: int, text: str) -> Instr:
    """Decode one instruction line (comment already stripped)."""
    mnemonic, _, rest = text.partition(" ")
    mnemonic = mnemonic.strip()
    parts = _split_top(rest.strip(), ",")
    operands: list[Any] = []
    mods: dict[str, Any] = {}
    seen: set[int] = set()
    for pos, part in enumerate(parts):
        tokens = _split_top(part, " ") if pos == len(parts) - 1 else [part]
        for ti, tok in enumerate(tokens):
            if (ti > 0 or pos == len(parts) - 1) and _is_modifier(tok):
                _parse_mod(tok, mods)
            elif ti > 0 and tok in ("&",):
                continue
            elif ti > 0 and not _is_modifier(tok):
                if operands and _is_waitcnt(mnemonic):
                    continue
                raise UnsupportedInstruction(f"unexpected token {tok!r} in {text!r}")
            else:
                op = parse_operand(tok)
                if id(op) in seen:  # memoised: one object per slot (DPP/SDWA find a slot by identity)
                    op = copy.copy(op)
                seen.add(id(op))
                operands.append(op)
    return Instr(index, mnemonic, operands, mods, text)


_DIRECTIVE_RE = re.compile(r"^\.amdhsa_(\w+)\s+(.+)$")
_SET_RE = re.compile(rf"^\.set\s+({_SYMBOL})\s*,\s*(.+)$")


def _parse_descriptor(lines: list[str], symbols: Symbols, arch: str) -> dict[str, int]:
    """``.amdhsa_NAME VALUE`` lines as {NAME: value}. A value may be an expression over ``.set`` symbols (LLVM
    prints the resource directives of a kernel that makes calls that way); one the simulator cannot evaluate
    is an error naming the directive, never a directive left out."""
    desc = {}
    for line in lines:
        m = _DIRECTIVE_RE.match(line)
        if m:
            try:
                desc[m.group(1)] = evaluate(m.group(2), symbols, arch)
            except ExprError as exc:
                raise UnsupportedInstruction(f"kernel descriptor directive .amdhsa_{m.group(1)}: {exc}") from None
    return desc


def _yaml_scalar(text: str) -> Any:
    text = text.strip()
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text, 0)
    except ValueError:
        return text.strip("'\"")


def parse_metadata_kernels(yaml_text: str) -> list[dict[str, Any]]:
    """Read the ``amdhsa.kernels`` list of an ``.amdgpu_metadata`` block (the YAML subset LLVM prints)."""
    kernels: list[dict[str, Any]] = []
    kernel: dict[str, Any] | None = None
    arg: dict[str, Any] | None = None
    in_args = False
    for raw in yaml_text.splitlines():
        if not raw.strip() or raw.strip() in ("---", "..."):
            continue
        indent = len(raw) - len(raw.lstrip())
        line = raw.strip()
        if indent == 0:
            kernel, in_args = None, False
            continue
        if line.startswith("- ") and indent <= 2:
            kernel, in_args = {}, False
            kernels.append(kernel)
            line = line[2:]
            indent += 2
        if kernel is None:
            continue
        if in_args and indent > 4:
            if line.startswith("- "):
                arg = {}
                kernel[".args"].append(arg)
                line = line[2:]
            key, _, value = line.partition(":")
            if arg is not None and value.strip():
                arg[key.strip()] = _yaml_scalar(value)
            continue
        key, _, value = line.partition(":")
        key = key.strip()
        if key == ".args":
            kernel[".args"], in_args, arg = [], True, None
        else:
            in_args = False
            if value.strip():
                kernel[key] = _yaml_scalar(value)
    return kernels


def _find_arch(text: str) -> str | None:
    m = re.search(r'\.amdgcn_target\s+"[^"]*?(gfx\d+\w*)', text)
    return m.group(1) if m else None


def kernel_names(text: str) -> list[str]:
    """Names of the kernels (``.amdhsa_kernel NAME``) in an assembly file, or code labels if none."""
    names = re.findall(r"^\s*\.amdhsa_kernel\s+(\S+)", text, re.M)
    return names


_BLOCK_DIRECTIVES = {".amdhsa_kernel": ".end_amdhsa_kernel", ".amdgpu_metadata": ".end_amdgpu_metadata"}
_LABEL_RE = re.compile(rf"^({_SYMBOL}):$")


@dataclass
class _FileIndex:
    """What one pass over an assembly file finds: the descriptor lines of the kernel, the metadata lines, the line
    of every label outside those blocks, ``.file`` names by number, ``.set`` symbols, and the names ``.type``
    declares data objects (``@object``)."""

    desc: list[str] = field(default_factory=list)
    meta: list[str] = field(default_factory=list)
    starts: dict[str, int] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    sets: dict[str, str] = field(default_factory=dict)
    objects: set[str] = field(default_factory=set)
    has_descriptor: bool = False  # the kernel's .amdhsa_kernel block was found
    hsa_file: bool = False  # a code object file (.amdhsa_code_object_version or descriptor/metadata blocks)
    unclosed: tuple[str, int] | None = None  # (directive, 1-based line) of a block the file ends inside


_TYPE_RE = re.compile(rf"^\.type\s+({_SYMBOL})\s*,\s*@object$")


def _scan_file(lines: list[str], kernel: str | None) -> _FileIndex:
    """One pass over the file (see ``_FileIndex``)."""
    idx = _FileIndex()
    block: str | None = None
    for n, raw in enumerate(lines):
        stripped = raw.strip()
        if block is not None:
            if stripped.startswith(_BLOCK_DIRECTIVES[block]):
                block = None
            elif block == ".amdgpu_metadata":
                idx.meta.append(raw)
            elif mine:
                idx.desc.append(stripped)
            continue
        head = stripped.split(maxsplit=1)
        if head and head[0] in _BLOCK_DIRECTIVES:
            block, mine = head[0], len(head) > 1 and head[1].strip() == kernel
            idx.unclosed, idx.hsa_file = (block, n + 1), True
            idx.has_descriptor = idx.has_descriptor or (block == ".amdhsa_kernel" and mine)
            continue
        line = _strip_comment(raw)
        if line.startswith(".amdhsa_code_object_version"):
            idx.hsa_file = True
        m = re.match(r'^\.file\s+(\d+)\s+"([^"]*)"\s+"([^"]*)"', line)
        if m:
            idx.files[m.group(1)] = f"{m.group(2)}/{m.group(3)}"
        m = _LABEL_RE.match(line)
        if m:
            idx.starts.setdefault(m.group(1), n)
        m = _SET_RE.match(line)
        if m:
            idx.sets[m.group(1)] = m.group(2)
        m = _TYPE_RE.match(line)
        if m:
            idx.objects.add(m.group(1))
    if block is None:
        idx.unclosed = None
    return idx


# data directives: element size in bytes (``.zero N`` reserves N zero bytes)
_DATA_SIZES = {".byte": 1, ".short": 2, ".hword": 2, ".2byte": 2, ".long": 4, ".word": 4, ".4byte": 4, ".int": 4,
               ".quad": 8, ".8byte": 8}


def _data_object(lines: list[str], start: int, name: str, sets: Symbols, arch: str) -> tuple[bytes, int]:
    """(bytes, alignment) of the data object labelled ``name`` at line ``start``: its ``.byte/.short/.long/.quad``
    values and ``.zero`` runs up to its ``.size``; the alignment is the ``.p2align`` just before the label."""
    align = 1
    for raw in reversed(lines[max(0, start - 4):start]):
        m = re.match(r"^\.p2align\s+(\d+)", _strip_comment(raw))
        if m:
            align = 1 << int(m.group(1))
            break
    out = bytearray()
    for raw in lines[start + 1:]:
        line = _strip_comment(raw)
        if not line or line.startswith(".p2align"):
            continue
        head, rest = (line.split(None, 1) + [""])[:2]
        if line.startswith(".size") or _LABEL_RE.match(line) or head in (".section", ".text", ".type"):
            break
        try:
            if head == ".zero":
                count, _, fill = rest.partition(",")
                out += bytes([evaluate(fill, sets, arch) & 0xFF if fill.strip() else 0]) * evaluate(count, sets, arch)
            elif head in _DATA_SIZES:
                size = _DATA_SIZES[head]
                for item in _split_top(rest, ","):
                    out += (evaluate(item, sets, arch) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
            else:
                raise ExprError(f"data directive {head!r} is not simulated")
        except ExprError as exc:
            raise UnsupportedInstruction(f"data object {name!r}: {exc} (data holding addresses of other symbols, "
                                         "e.g. pointer tables, is not simulated)") from None
    return bytes(out), align


def data_object(text: str, name: str, arch: str | None = None) -> bytes:
    """The initial bytes of the data object (a global variable) ``name`` defined in assembly ``text``."""
    lines = text.splitlines()
    idx = _scan_file(lines, None)
    if name not in idx.objects or name not in idx.starts:
        raise KeyError(f"the assembly defines no data object {name!r} (it defines: {sorted(idx.objects & set(idx.starts))})")
    return _data_object(lines, idx.starts[name], name, Symbols(idx.sets), arch or _find_arch(text) or "gfx942")[0]


def _decode_code(lines: list[str], start: int, whole_file: bool, files: dict[str, str], instrs: list[Instr],
                 labels: dict[str, int]) -> None:
    """Append the instructions from line ``start`` to ``instrs`` (and their labels to ``labels``): up to the end
    of the function (``.size``, ``.section``), or of the file with ``whole_file`` (skipping descriptor and
    metadata blocks)."""
    current_source: str | None = None
    block: str | None = None
    for number, raw in enumerate(lines[start:], start + 1):
        stripped = raw.strip()
        if block is not None:
            block = None if stripped.startswith(_BLOCK_DIRECTIVES[block]) else block
            continue
        first = stripped.split(maxsplit=1)[0] if stripped else ""
        if first in _BLOCK_DIRECTIVES:  # a descriptor or metadata block: past a function's end, skipped in a file
            if not whole_file:
                return
            block = first
            continue
        line = _strip_comment(raw)
        if not line:
            continue
        m = re.match(r"^\.loc\s+(\d+)\s+(\d+)\s+(\d+)", line)
        if m:
            current_source = f"{files.get(m.group(1), '?')}:{m.group(2)}"
            continue
        if line.endswith(":") and " " not in line:
            labels.setdefault(line[:-1], len(instrs))
            continue
        if line.startswith((".size", ".section")) and not whole_file:
            return
        if line.startswith("."):
            continue
        try:
            ins = decode_line(len(instrs), line)
        except InvalidKernel as exc:
            raise InvalidKernel(f"{exc} (line {number}: `{line}`)") from None
        dsl = re.search(r";\s*(\S+\.py:\d+)", raw)
        ins.source = dsl.group(1) if dsl else current_source
        instrs.append(ins)


def _link(lines: list[str], idx: _FileIndex, sets: Symbols, arch: str, instrs: list[Instr],
          labels: dict[str, int]) -> DataSegment | None:
    """Append the code of every function the program's relocations name (transitively), lay out the data
    objects they name and a GOT slot per ``@gotpcrel32`` symbol after the code, and resolve each relocation to
    the literal the linker would write in this layout (``code_layout``)."""
    objects: dict[str, tuple[bytes, int]] = {}
    got: list[str] = []
    done = 0
    while done < len(instrs):
        for ins in instrs[done:]:
            done += 1
            for op in ins.operands:
                if op.__class__ is not Reloc:
                    continue
                if op.kind.startswith("gotpcrel") and op.symbol not in got:
                    got.append(op.symbol)
                if op.symbol in labels or op.symbol in objects or op.symbol not in idx.starts:
                    continue
                if op.symbol in idx.objects:
                    objects[op.symbol] = _data_object(lines, idx.starts[op.symbol], op.symbol, sets, arch)
                else:
                    _decode_code(lines, idx.starts[op.symbol], False, idx.files, instrs, labels)
    data = layout_data(len(instrs), objects, got, labels)
    for ins in instrs:
        if any(op.__class__ is Reloc for op in ins.operands):
            try:
                ins.operands = [Const(resolve(op, ins.index, labels, data), literal=True) if op.__class__ is Reloc
                                else op for op in ins.operands]
            except UnsupportedInstruction as exc:
                raise UnsupportedInstruction(f"{exc} (instruction #{ins.index}: `{ins.text}`)") from None
    return data


def _check_complete(idx: _FileIndex, kernel: str | None) -> None:
    """Refuse a truncated file rather than run it with default launch state: one that ends inside a descriptor
    or metadata block, or a code object file (``.amdhsa_code_object_version``, or descriptor/metadata blocks)
    without the kernel's ``.amdhsa_kernel`` descriptor. Bare instruction listings (none of these directives)
    run with the defaults ``launch`` documents."""
    if idx.unclosed is not None:
        directive, line = idx.unclosed
        raise InvalidKernel(f"the file ends inside the {directive} block opened at line {line} (no "
                            f"{_BLOCK_DIRECTIVES[directive]}): is the file truncated?")
    if idx.hsa_file and not idx.has_descriptor:
        what = f"kernel {kernel}" if kernel is not None else "the file"
        raise InvalidKernel(f"{what}: no .amdhsa_kernel descriptor (its launch state: user SGPRs, register "
                            "counts, LDS), as every code object file has one per kernel: is the file truncated?")


def parse_program(text: str, kernel: str | None = None, arch: str | None = None) -> Program:
    """Decode kernel ``kernel`` (default: the only one) of an assembly file, with the functions it calls."""
    names = kernel_names(text)
    if kernel is None:
        if len(names) > 1:
            raise ValueError(f"the assembly holds several kernels {names}: pass kernel=")
        if names:
            kernel = names[0]
    file_arch = _find_arch(text)
    arch = arch or file_arch or "gfx942"
    lines = text.splitlines()
    idx = _scan_file(lines, kernel)
    _check_complete(idx, kernel)
    symbols = Symbols(idx.sets)
    instrs: list[Instr] = []
    labels: dict[str, int] = {}
    if kernel is None:
        _decode_code(lines, 0, True, idx.files, instrs, labels)
    elif kernel in idx.starts:
        labels[kernel] = 0
        _decode_code(lines, idx.starts[kernel] + 1, False, idx.files, instrs, labels)
    data = _link(lines, idx, symbols, arch, instrs, labels)
    if not instrs:
        raise ValueError(f"no instructions found for kernel {kernel!r}" + (f" (kernels: {names})" if names else ""))
    meta: dict[str, Any] = {}
    for entry in parse_metadata_kernels("\n".join(idx.meta)):
        if entry.get(".name") == kernel or kernel is None:
            meta = entry
    kernargs = [KernArg(str(a.get(".name", f"arg{i}")), int(a[".offset"]), int(a[".size"]),
                        str(a.get(".value_kind", "by_value")))
                for i, a in enumerate(meta.get(".args", []))]
    if idx.hsa_file and not meta:
        raise InvalidKernel(f"kernel {kernel}: the file has no .amdgpu_metadata entry for it (its arguments' "
                            "layout), as every code object file has: is the file truncated?")
    desc = _parse_descriptor(idx.desc, symbols, arch)
    check_descriptor(desc, arch, kernel or "kernel")
    size = int(meta.get(".kernarg_segment_size", desc.get("kernarg_size", 0)))
    return Program(kernel or "kernel", arch, instrs, labels, desc, meta, kernargs, size, data)
