"""Round trip between assembly text and machine code: assemble with LLVM, decode with ``torch_cdna.isa.decoder``,
and compare (a) the bytes LLVM makes of the decoded text with the original bytes, (b) the ``Instr`` objects the
text parser makes of the decoded text with the ones it makes of the original text.

The comparison of ``Instr`` objects forgives only spellings LLVM itself treats as the same instruction:
the encoding suffix (``v_add_f32`` is printed ``v_add_f32_e32``), the older MFMA names (``isa.mfma.ALIASES``),
modifiers at their default value (``offset:0``, ``row_mask:0xf``), ``bound_ctrl:0``/``bound_ctrl:1`` (both set
the bit), and a float written as a literal (``1.5``) against the literal's bits (``0x3fc00000``).
"""

from __future__ import annotations

import struct
from typing import Any

from torch_cdna.isa import split_encoding
from torch_cdna.isa.decoder import decode
from torch_cdna.isa.mfma import ALIASES
from torch_cdna.sim.operands import Const, Label
from torch_cdna.sim.elf import read_code
from torch_cdna.sim.parse import decode_line
from torch_cdna.sim.semantics.lds import swizzle_pattern

HEADER = '.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.text\n'
DEFAULT_MODS = {"bitop3": 0, "offset": 0, "offset0": 0, "offset1": 0, "row_mask": 0xF, "bank_mask": 0xF,
                "op_sel": [0, 0, 0, 0], "cbsz": 0, "abid": 0, "blgp": 0}


def assemble_lines(lines: list[str], arch: str, toolchain) -> bytes:
    """The ``.text`` bytes of ``lines`` (labels allowed) assembled for ``arch``."""
    return read_code(toolchain.assemble(HEADER.format(arch=arch) + "\n".join(lines) + "\n", arch))[0]


def _const_bits(value: Any) -> Any:
    if isinstance(value, float):
        return struct.unpack("<I", struct.pack("<f", value))[0]
    return value & 0xFFFFFFFF if isinstance(value, int) else value


def normalized(ins, mask_literals: bool = False) -> tuple:
    """What must agree between two parses of the same instruction (``mask_literals``: literal values are not
    compared, for an instruction whose text has a layout-dependent ``symbol@rel32`` literal)."""
    base = split_encoding(ins.mnemonic)[0]
    base = ALIASES.get(base, base)
    if base == "s_waitcnt" and ins.operands:  # the numeric form: the counters it encodes
        imm = int(ins.operands[0].value)
        counts = {"vmcnt": (imm & 0xF) | (imm >> 10 & 0x30), "expcnt": imm >> 4 & 7, "lgkmcnt": imm >> 8 & 0xF}
        maxima = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}
        return base, (), tuple(sorted((k, v) for k, v in counts.items() if v != maxima[k]))
    if base == "s_waitcnt":
        maxima = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}
        return base, (), tuple(sorted((k, v) for k, v in ins.mods.items() if v != maxima.get(k)))
    ops = []
    relocated = mask_literals
    for op in ins.operands:
        if isinstance(op, Const) and relocated:  # (a relocated 0 prints as 0x0, which parses as inline)
            op = ("relocated literal",)
        elif isinstance(op, Const) and op.literal:
            op = ("literal", _const_bits(op.value), op.neg, op.abs)
        elif isinstance(op, Label):
            op = "label"
        ops.append(op)
    mods = {}
    for key, value in ins.mods.items():
        if base == "ds_swizzle_b32" and key == "offset":  # swizzle(QUAD_PERM,...) is a spelling of the pattern
            value = swizzle_pattern(value)
        if key == "bound_ctrl":
            value = True
        if isinstance(value, list) and key.startswith("op_sel") and not any(value) and key == "op_sel":
            continue
        if DEFAULT_MODS.get(key, object()) == value:
            continue
        if key == "op_sel_hi" and base.startswith("v_mfma_scale") and not any(value):
            continue  # the scale byte select: absent means 0 (sim/semantics/mfma.py)
        mods[key] = value
    return base, tuple(ops), tuple(sorted(mods.items(), key=lambda kv: kv[0]))


def source_lines(text: str) -> list[str]:
    """Instruction lines of an assembly listing (no labels, directives, comments)."""
    out = []
    for raw in text.splitlines():
        line = raw.split(";", 1)[0].split("//", 1)[0].strip()
        if line and not line.startswith(".") and not line.endswith(":"):
            out.append(line)
    return out


def check_round_trip(lines: list[str], arch: str, toolchain, labels: list[str] = ()) -> list[str]:
    """Problems (empty: none) of the round trip of instruction ``lines`` (branches may name ``labels`` defined
    before the first line)."""
    code = assemble_lines([f"{name}:" for name in labels] + lines, arch, toolchain)
    decoded = decode(code, arch)
    problems = []
    if len(decoded) != len(lines):
        return [f"{len(lines)} lines decode to {len(decoded)} instructions"]
    again = assemble_lines(_relabel(decoded), arch, toolchain)
    if again != code:
        for d in decoded:
            start, end = d.address, d.address + d.size
            if again[start:end] != code[start:end]:
                problems.append(f"re-assembling `{d.text}` gives {again[start:end].hex()}, the code has "
                                f"{code[start:end].hex()}")
                break
        else:
            problems.append("re-assembled code differs")
    for i, (line, d) in enumerate(zip(lines, decoded)):
        want, got = normalized(decode_line(i, line)), normalized(decode_line(i, d.text))
        if want != got:
            problems.append(f"`{line}` decodes as `{d.text}`: {want} != {got}")
    return problems


def _relabel(decoded) -> list[str]:
    """The decoded instructions as a listing whose labels sit at the branch targets."""
    targets = {d.target for d in decoded if d.target is not None}
    out = []
    for d in decoded:
        if d.address in targets:
            out.append(f"label_{d.address:x}:")
        out.append(d.text)
    for t in targets:
        if t >= (decoded[-1].address + decoded[-1].size if decoded else 0):
            out.append(f"label_{t:x}:")
    return out
