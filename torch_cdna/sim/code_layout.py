"""Code and data addresses of a simulated program: where each instruction and data object sits, and the symbol
relocations that use them.

Function calls in LLVM's AMDGPU output are PC-relative: ``s_getpc_b64`` reads the address of the next
instruction, ``s_add_u32``/``s_addc_u32`` add a ``callee@rel32@lo+4`` / ``callee@rel32@hi+12`` literal that the
linker fills with S + A - P (symbol address plus addend minus the address of the literal itself), and
``s_swappc_b64`` jumps there, saving the return address; ``s_setpc_b64`` returns.

The simulator does not encode instructions, so it lays a program out at ``CODE_BASE`` with every instruction
taking ``INSTR_BYTES`` = 8 bytes. A relocation is resolved in that same layout (P is the instruction's address
plus 4: the literal follows the 32-bit opcode word), so getpc plus the resolved literal lands exactly on the
callee, as the linker's arithmetic does with real encodings. What the model cannot reproduce: byte distances
a program hard-codes as plain numbers instead of symbols (LLVM never emits those for calls), and the absolute
values of code addresses (which no kernel can rely on).

Data objects the program refers to (``.rodata`` tables such as LLVM's switch lookup tables, ``.data``/``.bss``
globals) follow the code in a data segment (``DataSegment``), with a GOT slot (holding a symbol's address) for
each ``@gotpcrel32`` reference, as the loader fills it; the launch maps the segment as global memory, freshly
initialised per launch (on hardware ``.data``/``.bss`` contents persist between launches of a loaded module).

Example:
    >>> from torch_cdna.sim.operands import Reloc
    >>> addr = code_address(3)
    >>> hex(addr - CODE_BASE)
    '0x18'
    >>> lo = resolve(Reloc("f", "rel32", "lo", 4), instr_index=2, symbols={"f": 10})
    >>> code_address(2) + lo == code_address(10)   # s_getpc_b64 at #1 reads #2's address; #2 adds the literal
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

import numpy as np

from ..errors import UnsupportedInstruction
from .operands import Reloc

CODE_BASE = 0xE000_0000_0000  # above every user-space host pointer (2^47), below the FLAT apertures (2^48)
INSTR_BYTES = 8
LITERAL_OFFSET = 4  # where an instruction's 32-bit literal sits, relative to its address
_M32 = (1 << 32) - 1
_M64 = (1 << 64) - 1


def code_address(index: int | np.ndarray) -> int | np.ndarray:
    """The byte address of instruction ``index`` (an int, or an int array giving a uint64 array)."""
    if isinstance(index, np.ndarray):
        return np.uint64(CODE_BASE) + index.astype(np.uint64) * np.uint64(INSTR_BYTES)
    return CODE_BASE + INSTR_BYTES * int(index)


def instruction_index(address: np.ndarray, num_instrs: int) -> tuple[np.ndarray, np.ndarray]:
    """(index, valid) per address (uint64 array): the instruction at each address, and whether the address
    is an instruction's first byte inside the program."""
    offset = address.astype(np.uint64) - np.uint64(CODE_BASE)  # wraps below the base: then far out of range
    index = offset // np.uint64(INSTR_BYTES)
    valid = (offset % np.uint64(INSTR_BYTES) == 0) & (index < np.uint64(num_instrs))
    return np.where(valid, index, 0).astype(np.int64), valid


class CodeMap:
    """Where a program's instructions sit: the uniform layout above (text programs), or the real byte addresses
    of a code object's instructions (``addresses``: one absolute address per instruction index, in any order:
    a kernel's entry is index 0 wherever it sits in the object).

    Example:
        >>> m = CodeMap(np.array([0x1100, 0x1104, 0x1000], dtype=np.uint64))
        >>> int(m.address(2)), m.index(np.array([0x1104, 0x1102], dtype=np.uint64), 3)[0].tolist()
        (4096, [1, 0])
    """

    def __init__(self, addresses: np.ndarray | None = None) -> None:
        self.addresses = addresses
        if addresses is not None:
            self._order = np.argsort(addresses, kind="stable")
            self._sorted = addresses[self._order]

    def address(self, index: int | np.ndarray) -> int | np.ndarray:
        if self.addresses is None:
            return code_address(index)
        if isinstance(index, np.ndarray):
            return self.addresses[index.astype(np.int64)]
        return int(self.addresses[int(index)])

    def index(self, address: np.ndarray, num_instrs: int) -> tuple[np.ndarray, np.ndarray]:
        """(index, valid) per address: the instruction starting there, and whether one does."""
        if self.addresses is None:
            return instruction_index(address, num_instrs)
        address = address.astype(np.uint64)
        pos = np.clip(np.searchsorted(self._sorted, address), 0, len(self._sorted) - 1)
        valid = self._sorted[pos] == address
        return np.where(valid, self._order[pos], 0).astype(np.int64), valid

    def span(self, num_instrs: int) -> str:
        """Where the code is, for error messages."""
        if self.addresses is None:
            return (f"code spans {code_address(0):#x}..{code_address(num_instrs):#x}, {INSTR_BYTES} bytes per "
                    "instruction in the simulator's layout")
        return f"code spans {int(self._sorted[0]):#x}..{int(self._sorted[-1]):#x} (the code object's addresses)"


UNIFORM = CodeMap()

DATA_ALIGN = 0x1000  # the data segment starts on a page after the code


@dataclass
class DataSegment:
    """The program's data objects and GOT slots: ``image`` at address ``base``; ``symbols`` and ``got`` map names
    to the address of the object and of its GOT slot, ``sizes`` names to the object's size in bytes."""

    base: int
    image: bytearray = field(default_factory=bytearray)
    symbols: dict[str, int] = field(default_factory=dict)
    got: dict[str, int] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)

    def _place(self, nbytes: int, align: int) -> int:
        offset = -(-len(self.image) // align) * align
        self.image.extend(b"\0" * (offset + nbytes - len(self.image)))
        return self.base + offset


def layout_data(num_instrs: int, objects: Mapping[str, tuple[bytes, int]], got_symbols: list[str],
                code_symbols: Mapping[str, int]) -> DataSegment | None:
    """Lay out ``objects`` (name -> (bytes, alignment)) and a GOT slot per name in ``got_symbols`` after the code
    of ``num_instrs`` instructions; a GOT slot holds its symbol's address (a data object's or a code label's)."""
    if not objects and not got_symbols:
        return None
    seg = DataSegment(-(-code_address(num_instrs) // DATA_ALIGN) * DATA_ALIGN)
    for name, (data, align) in objects.items():
        addr = seg._place(len(data), max(align, 1))
        seg.image[addr - seg.base:addr - seg.base + len(data)] = data
        seg.symbols[name] = addr
        seg.sizes[name] = len(data)
    for name in got_symbols:
        if name in seg.symbols:
            target = seg.symbols[name]
        elif name in code_symbols:
            target = code_address(code_symbols[name])
        else:
            raise UnsupportedInstruction(f"relocation against {name!r}, which the assembly does not define "
                                         "(external symbols are not simulated)")
        addr = seg.got[name] = seg._place(8, 8)
        seg.image[addr - seg.base:addr - seg.base + 8] = int(target).to_bytes(8, "little")
    return seg


def _symbol_value(reloc: Reloc, symbols: Mapping[str, int], data: DataSegment | None) -> int:
    if reloc.kind.startswith("gotpcrel"):
        if data is None or reloc.symbol not in data.got:
            raise UnsupportedInstruction(f"relocation {reloc.symbol}@{reloc.kind}: no GOT slot for the symbol")
        return data.got[reloc.symbol] + reloc.addend
    if reloc.symbol in symbols:
        return code_address(symbols[reloc.symbol]) + reloc.addend
    if data is not None and reloc.symbol in data.symbols:
        return data.symbols[reloc.symbol] + reloc.addend
    raise UnsupportedInstruction(f"relocation against {reloc.symbol!r}, which is not a label or data object of the "
                                 "program")


# how each relocation kind turns (symbol value S + A, literal address P) into the 64-bit value it splits; the
# GOT-relative kinds take the GOT slot's address as S
_KINDS = {
    "rel32": lambda sa, p: sa - p,
    "gotpcrel32": lambda sa, p: sa - p,
    "abs32": lambda sa, p: sa,
}


def resolve(reloc: Reloc, instr_index: int, symbols: Mapping[str, int], data: DataSegment | None = None) -> int:
    """The 32-bit literal the linker would write for ``reloc`` in instruction ``instr_index``, in this layout.
    ``symbols`` maps code labels to instruction indices; ``data`` holds the data objects and GOT slots."""
    kind = _KINDS.get(reloc.kind)
    if kind is None:
        raise UnsupportedInstruction(
            f"relocation {reloc.symbol}@{reloc.kind}@{reloc.part}: the simulator resolves @rel32, @gotpcrel32 and "
            "@abs32 only")
    value = kind(_symbol_value(reloc, symbols, data), code_address(instr_index) + LITERAL_OFFSET) & _M64
    return value & _M32 if reloc.part == "lo" else value >> 32


__all__ = ["CODE_BASE", "CodeMap", "UNIFORM", "DATA_ALIGN", "DataSegment", "INSTR_BYTES", "code_address", "instruction_index",
           "layout_data", "resolve"]
