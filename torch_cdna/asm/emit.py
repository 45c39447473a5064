"""Emission: an allocated Function -> a complete, standalone AMDGPU assembly file.

The file holds the kernel code, the ``.amdhsa_kernel`` descriptor (register counts, LDS size, accum_offset,
kernarg size, enabled system SGPRs/VGPRs, float modes) and the ``.amdgpu_metadata`` YAML (code object v5)
that the HIP runtime reads when it loads the code object.

Example:
    >>> occupancy(sgprs=20, vgprs=64, agprs=0, arch="gfx942")
    8
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from operator import attrgetter
from typing import Sequence

from ..errors import CompileError
from ..isa.targets import arch_info
from ..runtime.kernargs import KernArg
from .ir import Function, Imm, Instr, Label, RegOp, Special
from .regalloc import Allocation

EXTRA_SGPRS = 6  # VCC, XNACK mask and flat scratch, added by the hardware/LLVM on top of next_free_sgpr
_SYMBOL_RE = re.compile(r"^[A-Za-z_.][A-Za-z0-9_.$]*$")  # an assembler symbol / YAML plain scalar, on one line


@dataclass(frozen=True)
class Resources:
    """What the descriptor and metadata report."""

    sgprs: int         # next_free_sgpr
    vgprs: int         # architected VGPRs used
    agprs: int
    accum_offset: int
    total_vgprs: int   # next_free_vgpr (unified file: accum_offset + agprs)
    lds_bytes: int
    occupancy: int


def _round(x: int, granule: int) -> int:
    return (x + granule - 1) // granule * granule


def occupancy(sgprs: int, vgprs: int, agprs: int, arch: str) -> int:
    """Waves per SIMD the register use allows on ``arch`` (LDS and workgroup size not counted); the register
    files, granules and wave slots are the arch's ``ArchInfo`` record (isa/targets.py)."""
    info = arch_info(arch)
    acc = _round(max(vgprs, 1), 4)  # accum_offset granule: AGPRs start at a multiple of 4
    total = acc + agprs if agprs else max(vgprs, 1)
    by_vgpr = info.vgprs_per_simd_lane // _round(total, info.vgpr_granule)
    by_sgpr = info.sgprs_per_simd // _round(sgprs + EXTRA_SGPRS, info.sgpr_granule)
    return max(0, min(info.wave_slots_per_simd, by_vgpr, by_sgpr))


def resources(func: Function, alloc: Allocation) -> Resources:
    sgprs = max(alloc.sgprs, 2 + func.workgroup_ids, 1)
    vgprs = max(alloc.vgprs, 1)
    accum = _round(vgprs, 4)
    total = accum + alloc.agprs if alloc.agprs else vgprs
    return Resources(sgprs, vgprs, alloc.agprs, accum, total, func.lds_bytes,
                     occupancy(sgprs, vgprs, alloc.agprs, func.arch))


def render_operand(o: object, alloc: Allocation, labels: dict[str, str]) -> str:
    if isinstance(o, RegOp):
        return alloc.reg(o)
    if isinstance(o, Label):
        return labels[o.name]
    return str(o)


def render(ins: Instr, alloc: Allocation, labels: dict[str, str]) -> str:
    """The assembly text of one instruction (no annotation)."""
    return _checked(ins, _text(ins, [render_operand(o, alloc, labels) for o in ins.ops]))


def _text(ins: Instr, parts: list[str]) -> str:
    text = f"{ins.op} {', '.join(parts)}" if parts else ins.op
    return f"{text} {ins.mod}" if ins.mod else text


def _checked(ins: Instr, text: str) -> str:
    # the DSL checks modifiers; this guards every other path (a printable text has no line break to split at)
    if ";" in text or (not text.isprintable() and len(text.splitlines()) > 1):
        where = f" (from {ins.loc})" if ins.loc is not None else ""
        raise CompileError(f"instruction text {text!r}{where} would span several assembly statements")
    return text


def check_symbol(name: str, what: str) -> None:
    """Refuse a name that the assembly file cannot hold as one symbol (a newline in it would add lines)."""
    if not _SYMBOL_RE.match(name):
        raise CompileError(f"{what} {name!r} cannot be written into the assembly file: use letters, digits, '_' "
                           f"and '.', starting with a letter or '_'")


_MOVES = frozenset({"v_mov_b32", "s_mov_b32", "s_mov_b64", "v_mov_b64"})
_OP = attrgetter("op")


def is_self_move(ins: Instr, alloc: Allocation) -> bool:
    """A register copy onto itself (the allocator gave source and destination the same register)."""
    if ins.op not in _MOVES or ins.mod:
        return False
    a, b = ins.ops
    if a.__class__ is not RegOp or b.__class__ is not RegOp or a.vreg.file != b.vreg.file or a.n != b.n:
        return False
    phys = alloc.phys  # the same text as alloc.reg: same file, same first register, same count
    return phys[a.vreg.id] + a.lo == phys[b.vreg.id] + b.lo


def drop_self_moves(func: Function, alloc: Allocation) -> None:
    """Remove the self-moves (``is_self_move``) from every block; only moves are looked at closely."""
    moves = _MOVES
    for block in func.blocks:
        instrs = block.instrs
        if not moves.isdisjoint(map(_OP, instrs)):
            block.instrs = [ins for ins in instrs if ins.op not in moves or not is_self_move(ins, alloc)]


def annotation(ins: Instr) -> str:
    """The trailing comment of an instruction: its DSL source ``file.py:line`` (the simulator's parser picks it
    up into ``Instr.source`` for fault messages), then the instruction's own comment.

    Only the file's base name is written, never the absolute path: the text is cached under a key that does
    not depend on where the checkout lives (``asm/cache.py``).
    """
    parts = [f"{_file_label(ins.loc.filename)}:{ins.loc.lineno}"] if ins.loc is not None else []
    if ins.comment:
        parts.append(ins.comment)
    return " ".join(parts)


@functools.lru_cache(maxsize=1024)
def _file_label(path: str) -> str:
    """The printable base name of a source file (asked once per instruction: a kernel has a few files)."""
    return _printable(os.path.basename(path))


def _printable(text: str) -> str:
    """``text`` with line breaks and other control characters replaced (it goes into a comment)."""
    return "".join(c if c.isprintable() else "?" for c in text)


def code_lines(func: Function, alloc: Allocation) -> list[str]:
    """The kernel body: labels for branch targets, one instruction per line.

    The lines are made first (collecting branch targets on the way), the labels placed afterwards.
    Annotations are made once per (source location, comment): a loop in the DSL repeats its lines."""
    labels = {b.name: f".L{func.name}_{b.name}" for b in func.blocks}
    targets: set[str] = set()
    notes: dict = {}
    texts: dict = {}  # id of an operand -> its text: operands are shared between instructions
    bodies = [_block_lines(b.instrs, alloc, labels, targets, notes, texts) for b in func.blocks]
    out: list[str] = []
    for b, lines in zip(func.blocks, bodies):
        if b.name in targets:
            out.append(f"{labels[b.name]}:")
        out += lines
    return out


class _RegTexts(dict):
    """Assembly text of a physical register range of one file, keyed by ``n << 16 | base`` (register files
    hold far fewer than 2**16 dwords): made once per range and process, then a C-level lookup per operand."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file

    def __missing__(self, key: int) -> str:
        base, n = key & 0xFFFF, key >> 16
        text = self[key] = f"{self.file}{base}" if n == 1 else f"{self.file}[{base}:{base + n - 1}]"
        return text


_REG_TEXT = {f: _RegTexts(f) for f in "sva"}


def _block_lines(instrs: list[Instr], alloc: Allocation, labels: dict[str, str], targets: set[str],
                 notes: dict, texts: dict) -> list[str]:
    """``code_lines`` of one block's instructions (``render`` inlined: asked for every operand); adds branch
    targets to ``targets``, fills ``notes`` (id of the source location, with the comment if any ->
    annotation) and ``texts`` (id of a register, immediate or special operand -> its text; each operand
    stays alive in its instruction meanwhile, so ids stay distinct)."""
    phys = alloc.phys
    moves = _MOVES
    reg_text = _REG_TEXT
    text_of = texts.get
    lines = []
    for ins in instrs:
        d = ins.__dict__
        op = d["op"]
        if d["pseudo"] or (op in moves and is_self_move(ins, alloc)):
            t = ins.target()
            if t is not None:
                targets.add(t)
            continue
        ops = d["ops"]
        if ops:
            parts = []
            for o in ops:
                text = text_of(id(o))
                if text is None:
                    if o.__class__ is RegOp:
                        v = o.vreg
                        text = texts[id(o)] = reg_text[v.file][(o.n << 16) | (phys[v.id] + o.lo)]
                    elif isinstance(o, Label):  # not kept: each one marks a branch target
                        text = labels[o.name]
                        targets.add(ins.target())  # the instruction's first label (this one or an earlier)
                    else:
                        text = texts[id(o)] = str(o)
                parts.append(text)
            text = f"{op} {', '.join(parts)} {d['mod']}" if d["mod"] else f"{op} {', '.join(parts)}"
        else:
            text = f"{op} {d['mod']}" if d["mod"] else op
        if ";" in text or not text.isprintable():
            _checked(ins, text)
        # the instructions keep their locations alive meanwhile (ids stay distinct); most have no comment
        key = (id(d["loc"]), d["comment"]) if d["comment"] else id(d["loc"])
        note = notes.get(key)
        if note is None:
            note = notes[key] = annotation(ins)
        lines.append(f"\t{text}  ; {note}" if note else "\t" + text)
    return lines


def descriptor(func: Function, res: Resources, kernarg_size: int) -> list[str]:
    fields = [
        ("group_segment_fixed_size", res.lds_bytes), ("private_segment_fixed_size", 0),
        ("kernarg_size", kernarg_size), ("user_sgpr_count", 2), ("user_sgpr_kernarg_segment_ptr", 1),
        ("system_sgpr_workgroup_id_x", 1), ("system_sgpr_workgroup_id_y", int(func.workgroup_ids >= 2)),
        ("system_sgpr_workgroup_id_z", int(func.workgroup_ids >= 3)),
        ("system_vgpr_workitem_id", func.workitem_dims - 1),
        ("next_free_vgpr", res.total_vgprs), ("next_free_sgpr", res.sgprs), ("accum_offset", res.accum_offset),
        ("reserve_vcc", 1), ("float_round_mode_32", 0), ("float_round_mode_16_64", 0),
        ("float_denorm_mode_32", 3), ("float_denorm_mode_16_64", 3), ("dx10_clamp", 1), ("ieee_mode", 1),
        ("fp16_overflow", 0), ("tg_split", 0),
    ]
    return [f"\t.amdhsa_kernel {func.name}"] + [f"\t\t.amdhsa_{k} {v}" for k, v in fields] + \
        ["\t.end_amdhsa_kernel"]


def metadata(func: Function, res: Resources, args: Sequence[KernArg], kernarg_size: int,
             max_workgroup_size: int) -> list[str]:
    lines = ["amdhsa.kernels:", f"  - .agpr_count: {res.agprs}"]
    if args:
        lines.append("    .args:")
        for a in args:
            first = True
            entries = []
            if a.value_kind == "global_buffer":
                entries.append((".address_space", "global"))
            entries += [(".name", a.name), (".offset", a.offset), (".size", a.size), (".value_kind", a.value_kind)]
            for k, v in entries:
                lines.append(f"      {'- ' if first else '  '}{k}: {v}")
                first = False
    else:
        lines.append("    .args: []")
    lines += [
        f"    .group_segment_fixed_size: {res.lds_bytes}",
        "    .kernarg_segment_align: 8",
        f"    .kernarg_segment_size: {kernarg_size}",
        f"    .max_flat_workgroup_size: {max_workgroup_size}",
        f"    .name: {func.name}",
        "    .private_segment_fixed_size: 0",
        f"    .sgpr_count: {res.sgprs + EXTRA_SGPRS}",
        "    .sgpr_spill_count: 0",
        f"    .symbol: {func.name}.kd",
        f"    .vgpr_count: {res.total_vgprs}",
        "    .vgpr_spill_count: 0",
        "    .wavefront_size: 64",
        f"amdhsa.target: amdgcn-amd-amdhsa--{func.arch}",
        "amdhsa.version:", "  - 1", "  - 2",
    ]
    return lines


def emit(func: Function, alloc: Allocation, args: Sequence[KernArg], kernarg_size: int,
         max_workgroup_size: int = 1024) -> tuple[str, Resources]:
    """The assembly file text and the resources it declares."""
    check_symbol(func.name, "kernel name")
    for a in args:
        check_symbol(a.name, "kernel argument name")
    res = resources(func, alloc)
    name = func.name
    out = [f'\t.amdgcn_target "amdgcn-amd-amdhsa--{func.arch}"', "\t.amdhsa_code_object_version 5", "\t.text",
           f"\t.globl {name}", "\t.p2align 8", f"\t.type {name},@function", f"{name}:"]
    out += code_lines(func, alloc)
    out += [f".Lfunc_end_{name}:", f"\t.size {name}, .Lfunc_end_{name}-{name}", "", "\t.rodata", "\t.p2align 6"]
    out += descriptor(func, res, kernarg_size)
    out += ["", "\t.amdgpu_metadata", "---"]
    out += metadata(func, res, args, kernarg_size, max_workgroup_size)
    out += ["...", "\t.end_amdgpu_metadata", ""]
    return "\n".join(out), res


__all__ = ["emit", "occupancy", "resources", "Resources", "render", "Special", "Imm"]
