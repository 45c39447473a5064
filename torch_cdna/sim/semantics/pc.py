"""The PC as data (SOP1): ``s_getpc_b64``, ``s_setpc_b64``, ``s_swappc_b64``, i.e. calls and returns.

Addresses follow the program's code layout (``sim/code_layout.py``). A jump to an address that is not an
instruction of the program faults with the address, instead of running whatever the index would point at.
"""

from __future__ import annotations

import numpy as np

from . import semantic


def _jump(b, target: np.ndarray) -> None:
    """Move the selected waves to the instructions at ``target`` (per-wave uint64 addresses)."""
    index, valid = b.code_map.index(np.asarray(target, dtype=np.uint64).reshape(-1), b.num_instrs)
    if not valid.all():
        bad = int(np.flatnonzero(~valid)[0])
        raise b.fault(f"jump to address {int(target.reshape(-1)[bad]):#x}, which is not the start of an "
                      f"instruction of the program ({b.code_map.span(b.num_instrs)})", wave=bad)
    b.pc[b.w] = index


@semantic("s_getpc_b64")
def _getpc(b, ins):
    """sdst = the address of the next instruction (the executor has set b.pc to it)."""
    b.swrite(ins.operands[0], b.code_map.address(np.asarray(b.pc[b.w])), "u64")


@semantic("s_setpc_b64")
def _setpc(b, ins):
    _jump(b, b.sread(ins.operands[0], "u64"))
    if b.sanitizer is not None:
        b.sanitizer.on_return(b)  # ends a call where it lands on that call's return address


@semantic("s_swappc_b64")
def _swappc(b, ins):
    """Jump to ssrc, saving the return address (the next instruction's) in sdst; ssrc is read first, so
    sdst may overlap it."""
    target = b.sread(ins.operands[1], "u64")
    return_to = np.array(b.pc[b.w])
    b.swrite(ins.operands[0], b.code_map.address(return_to), "u64")
    _jump(b, target)
    if b.sanitizer is not None:
        b.sanitizer.on_call(b, return_to)
