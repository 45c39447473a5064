"""A kernel of an AMDGPU code object (ELF ``.co``/``.hsaco``) as a simulator ``Program``.

``sim/elf.py`` reads the object (descriptor, metadata, code bytes, labels, data); ``isa.decoder`` turns the code
into assembly lines, which the text parser decodes into the same ``Instr`` objects it makes of LLVM's assembly.
Instructions keep their real addresses (``code_layout.CodeMap``), so ``s_getpc_b64`` and the PC-relative
offsets the linker wrote agree, and the object's data sections are mapped at the matching addresses.

The kernel's entry is instruction 0: its own code comes first, then the other functions of the object (which it
may call); the padding LLVM puts between functions, and zeros at the end of the section, are not decoded.

Example:
    >>> from torch_cdna.asm.toolchain import available_toolchain
    >>> tc = available_toolchain("gfx942")
    >>> src = '''
    ... .amdgcn_target "amdgcn-amd-amdhsa--gfx942"
    ... .text
    ... .globl k
    ... .p2align 8
    ... .type k,@function
    ... k:
    ...   s_mov_b32 s2, 7
    ...   s_endpgm
    ... .rodata
    ... .p2align 6
    ... .amdhsa_kernel k
    ...   .amdhsa_next_free_vgpr 1
    ...   .amdhsa_next_free_sgpr 8
    ...   .amdhsa_accum_offset 4
    ... .end_amdhsa_kernel
    ... .amdgpu_metadata
    ... ---
    ... amdhsa.version: [1, 2]
    ... amdhsa.kernels:
    ...   - .name: k
    ...     .symbol: k.kd
    ...     .kernarg_segment_size: 0
    ...     .kernarg_segment_align: 8
    ...     .group_segment_fixed_size: 0
    ...     .private_segment_fixed_size: 0
    ...     .wavefront_size: 64
    ...     .sgpr_count: 8
    ...     .vgpr_count: 1
    ...     .max_flat_workgroup_size: 256
    ... ...
    ... .end_amdgpu_metadata
    ... '''
    >>> prog = program_from_code_object(tc.assemble(src, "gfx942")) if tc else None
    >>> [i.text for i in prog.instrs] if prog else ['s_mov_b32 s2, 7', 's_endpgm']
    ['s_mov_b32 s2, 7', 's_endpgm']
"""

from __future__ import annotations

import contextlib
import gc
import os
from typing import Any, Iterator

import numpy as np

from ..errors import InvalidKernel, UnsupportedInstruction
from ..isa import ARCHS
from ..isa.decoder import Decoded, decode, label_name
from .code_layout import CODE_BASE, CodeMap, DataSegment
from .elf import ELF_MAGIC, CodeObject, is_code_object, read_code_object
from .launch_checks import check_descriptor
from .operands import Instr
from .parse import Program, decode_line


def binary_input(code: Any) -> bytes | None:
    """The code object bytes ``code`` is, or None when it is something else (assembly text, a compiled kernel
    with ``.asm`` text, which the text parser reads with its source lines): ELF bytes, or an ``os.PathLike`` /
    one-line ``str`` naming a file that starts with the ELF magic.

    Example:
        >>> binary_input("s_endpgm"), len(binary_input(bytes([0x7F]) + b"ELF" + bytes(4)))
        (None, 8)
    """
    if isinstance(code, (bytes, bytearray, memoryview)):
        data = bytes(code)
        if data[:4] != ELF_MAGIC:
            raise InvalidKernel(f"code is {len(data)} bytes without the ELF magic: not a code object (pass assembly "
                                "as str)")
        return data
    if isinstance(code, (str, os.PathLike)) and is_code_object(code):
        with open(code, "rb") as f:
            return f.read()
    if isinstance(code, os.PathLike):
        raise InvalidKernel(f"{os.fspath(code)!r} is not a code object file (no ELF magic, or unreadable)")
    return None


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector: decoding makes ~10 objects per instruction and no cycles, and with a
    large heap (torch imported) the collections it triggers took more than half of a 30k-instruction load."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _code_end(text: bytes) -> int:
    """The end of the code in ``text``: trailing zero dwords are padding, not instructions."""
    end = len(text) - len(text) % 4
    while end >= 4 and text[end - 4:end] == b"\0\0\0\0":
        end -= 4
    return end


def _regions(co: CodeObject, entry: int) -> list[tuple[int, int]]:
    """(start, end) text offsets to decode, the kernel's first: each function symbol with a size (LLVM writes
    ``.size``) is one region, so the padding between functions is never decoded; code without sizes (AITER's
    objects) is one region from the entry to the end of the code, then the code before the entry."""
    base, code_end = co.text_address, _code_end(co.text)
    sized = sorted({(s.address - base, s.address - base + s.size) for s in co.symbols.values()
                    if s.kind == "func" and s.size and base <= s.address < base + code_end})
    own = [r for r in sized if r[0] == entry - base]
    if own:
        return own + [r for r in sized if r not in own]
    start = entry - base
    following = [r[0] for r in sized if r[0] > start]
    return [(start, min(following, default=code_end))] + ([(0, start)] if start else []) + \
        [r for r in sized if r[0] > start]


def decode_kernel(co: CodeObject, kernel: str) -> list[Decoded]:
    """The instructions of ``kernel``: its own code first (the entry is instruction 0), then the other code of
    the object (functions it may call), see ``_regions``."""
    k = co.kernel(kernel)
    if not co.text_address <= k.entry < co.text_address + len(co.text):
        raise InvalidKernel(f"kernel {k.name}: its entry {k.entry:#x} is outside the code "
                            f"({co.text_address:#x}..{co.text_address + len(co.text):#x})")
    out: list[Decoded] = []
    for start, end in _regions(co, k.entry):
        out += decode(co.text, co.arch, co.text_address, start=start, end=end, names=co.labels)
    return out


def program_from_code_object(code: Any, kernel: str | None = None, arch: str | None = None) -> Program:
    """The ``Program`` of ``kernel`` (default: the only one) in the code object ``code`` (bytes, a path, or an
    object carrying one: see ``elf.read_code_object``)."""
    co = code if isinstance(code, CodeObject) else read_code_object(code)
    if co.arch not in ARCHS:
        raise UnsupportedInstruction(f"the code object is for {co.arch}; the simulator runs {', '.join(ARCHS)}")
    if arch is not None and arch != co.arch:
        raise InvalidKernel(f"arch={arch!r}, but the code object was built for {co.arch}: machine code runs on "
                            "the arch it was assembled for")
    k = co.kernel(kernel)
    decoded = decode_kernel(co, k.name)
    index_of = {d.address: i for i, d in enumerate(decoded)}
    labels = {k.name: 0}
    for d in decoded:
        if d.target is not None:
            if d.target not in index_of:
                raise InvalidKernel(f"kernel {k.name}: `{d.text}` at {d.address:#x} branches to {d.target:#x}, "
                                    "which is not the start of an instruction")
            labels.setdefault(label_name(d.target, co.labels), index_of[d.target])
    instrs, parsed = [], {}
    for i, d in enumerate(decoded):
        proto = parsed.get(d.text)
        if proto is None:
            proto = parsed[d.text] = decode_line(i, d.text)
        # operands are immutable and shared; the rest is per instruction (the executor fills it in)
        ins = Instr(i, proto.mnemonic, list(proto.operands), dict(proto.mods), d.text)
        ins.source = f"{k.name}+{d.address - k.entry:#x}"
        instrs.append(ins)
    check_descriptor(k.descriptor, co.arch, k.name)
    addresses = np.array([CODE_BASE + d.address for d in decoded], dtype=np.uint64)
    return Program(k.name, co.arch, instrs, labels, dict(k.descriptor), dict(k.metadata), list(k.kernargs),
                   k.kernarg_size, _data_segment(co), CodeMap(addresses))


def _data_segment(co: CodeObject) -> DataSegment | None:
    """The object's data sections, relocated for a load at ``CODE_BASE``, as one segment (gaps zero)."""
    sections = [s for s in co.relocated_data(CODE_BASE) if s.data]
    if not sections:
        return None
    lo = min(s.address for s in sections)
    hi = max(s.address + len(s.data) for s in sections)
    seg = DataSegment(CODE_BASE + lo, bytearray(hi - lo))
    for s in sections:
        seg.image[s.address - lo:s.address - lo + len(s.data)] = s.data
    for sym in co.symbols.values():
        if (sym.kind == "object" and sym.size and not sym.name.endswith(".kd")
                and any(s.name == sym.section for s in sections)):
            seg.symbols[sym.name] = CODE_BASE + sym.address
            seg.sizes[sym.name] = sym.size
    return seg


__all__ = ["binary_input", "gc_paused", "decode_kernel", "program_from_code_object"]
