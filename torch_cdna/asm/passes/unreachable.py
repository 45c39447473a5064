"""Unreachable-block removal: drop blocks no path from the entry reaches (code after a break/continue,
the dead half of a branch the tracer made unconditional).

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, Label
    >>> f = Function("k", "gfx942")
    >>> a, dead, b = f.new_block("a"), f.new_block("dead"), f.new_block("b")
    >>> a.instrs.append(Instr("s_branch", [Label(b.name)])); dead.instrs.append(Instr("s_nop", []))
    >>> b.instrs.append(Instr("s_endpgm", [])); run(f); [x.name for x in f.blocks]
    ['a0', 'b2']
"""

from __future__ import annotations

from ..ir import Function


def run(func: Function) -> None:
    succ = func.successors()
    seen = {0}
    work = [0]
    while work:
        for s in succ[work.pop()]:
            if s not in seen:
                seen.add(s)
                work.append(s)
    func.blocks = [b for i, b in enumerate(func.blocks) if i in seen]
