"""Kernel-argument-load hiding: move the prologue's ``s_waitcnt lgkmcnt(0)`` (after the kernarg loads) down
to just before the first instruction that needs a loaded argument, so the loads' latency overlaps the
independent work in between (thread-id arithmetic, constant set-up, ...).

The wait moves through straight-line code only (it stops at a branch or a block with several predecessors),
never past another ``s_waitcnt`` touching lgkmcnt, and never past an instruction that reads or writes a
register still being loaded.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block()
    >>> p, a, t = f.new_vreg("s", 2, "u64"), f.new_vreg("s", 1, "u32"), f.new_vreg("s", 1, "u32")
    >>> b.instrs += [Instr("s_load_dword", [RegOp(a), RegOp(p), Imm(0)]), Instr("s_waitcnt", [], "lgkmcnt(0)"),
    ...              Instr("s_mov_b32", [RegOp(t), Imm(7)]), Instr("s_add_u32", [RegOp(t), RegOp(t), RegOp(a)]),
    ...              Instr("s_endpgm", [])]
    >>> run(f); [i.op for i in b.instrs]
    ['s_load_dword', 's_mov_b32', 's_waitcnt', 's_add_u32', 's_endpgm']
"""

from __future__ import annotations

from ..ir import Function, Instr, RegOp


def _pending_regs(instrs: list[Instr], upto: int) -> set[int]:
    return {d.vreg.id for ins in instrs[:upto] if "smem" in ins.flags and ins.is_load()
            for d in ins.explicit_defs() if isinstance(d, RegOp)}


def _blocks_chain(func: Function) -> list[int]:
    """Entry block followed by the blocks reached by plain fall-through with a single predecessor."""
    preds = func.predecessors()
    chain = [0]
    while True:
        last = func.blocks[chain[-1]]
        nxt = chain[-1] + 1
        if last.terminator() is not None or nxt >= len(func.blocks) or preds[nxt] != [chain[-1]]:
            return chain
        chain.append(nxt)


def _blocks_move(ins: Instr, pending: set[int]) -> bool:
    if ins.is_terminator or ins.flags & {"waitcnt", "barrier"} or ins.pseudo:
        return True
    regs = {o.vreg.id for o in ins.uses() + ins.explicit_defs() if isinstance(o, RegOp)}
    return bool(regs & pending)


def run(func: Function) -> None:
    if not func.blocks:
        return
    entry = func.blocks[0].instrs
    wait = next((i for i, ins in enumerate(entry) if "waitcnt" in ins.flags and ins.mod == "lgkmcnt(0)"), None)
    if wait is None:
        return
    pending = _pending_regs(entry, wait)
    if not pending:
        del entry[wait]
        return
    w = entry.pop(wait)
    for bi in _blocks_chain(func):
        instrs = func.blocks[bi].instrs
        start = wait if bi == 0 else 0
        for k in range(start, len(instrs)):
            if _blocks_move(instrs[k], pending):
                instrs.insert(k, w)
                return
    func.blocks[_blocks_chain(func)[-1]].instrs.insert(len(func.blocks[_blocks_chain(func)[-1]].instrs), w)
