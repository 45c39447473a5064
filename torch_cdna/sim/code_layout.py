"""Code addresses of a simulated program: where each instruction sits, and the symbol relocations that use them.

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

from typing import Mapping

import numpy as np

from ..errors import UnsupportedInstruction
from .operands import Reloc

CODE_BASE = 0x7F_4000_0000  # 256-byte aligned like a loaded code object; above 4 GiB so @hi parts matter
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


def _symbol_value(reloc: Reloc, symbols: Mapping[str, int]) -> int:
    if reloc.symbol not in symbols:
        raise UnsupportedInstruction(f"relocation against {reloc.symbol!r}, which is not a label of the program")
    return code_address(symbols[reloc.symbol]) + reloc.addend


# how each relocation kind turns (symbol value S + A, literal address P) into the 64-bit value it splits
_KINDS = {
    "rel32": lambda sa, p: sa - p,
    "abs32": lambda sa, p: sa,
}


def resolve(reloc: Reloc, instr_index: int, symbols: Mapping[str, int]) -> int:
    """The 32-bit literal the linker would write for ``reloc`` in instruction ``instr_index``, in this layout.
    ``symbols`` maps label names to instruction indices. GOT-relative kinds (``@gotpcrel32``: global variables
    and external functions, reached through a table the loader fills) are refused with their name."""
    kind = _KINDS.get(reloc.kind)
    if kind is None:
        raise UnsupportedInstruction(
            f"relocation {reloc.symbol}@{reloc.kind}@{reloc.part}: the simulator resolves only @rel32 and @abs32 "
            "against labels of the program (calls to functions defined in the same assembly); global variables "
            "and external symbols reached through the GOT are not simulated")
    value = kind(_symbol_value(reloc, symbols), code_address(instr_index) + LITERAL_OFFSET) & _M64
    return value & _M32 if reloc.part == "lo" else value >> 32


__all__ = ["CODE_BASE", "INSTR_BYTES", "code_address", "instruction_index", "resolve"]
