"""AccVGPR-to-VGPR fix-up: an AccVGPR array whose every use also accepts a VGPR (memory data, MFMA operands,
``v_accvgpr_read/write/mov``) is moved to the VGPR file, and its ``v_accvgpr_*`` moves become
``v_mov_b32``. On gfx90a+ both files share one register budget, so this costs no capacity, saves the move
instructions' latency and keeps AccVGPRs for MFMA accumulators that need them.

Arrays used by an instruction that requires an AccVGPR in that slot, or by an MFMA (accumulators keep
the AccVGPR file's extra capacity), are left alone.

Example:
    >>> from torch_cdna.asm.ir import Function, Instr, RegOp, Imm
    >>> f = Function("k", "gfx942"); b = f.new_block()
    >>> a, v = f.new_vreg("a", 1, "f32"), f.new_vreg("v", 1, "f32")
    >>> b.instrs += [Instr("v_accvgpr_write_b32", [RegOp(a), Imm(0)]),
    ...              Instr("v_accvgpr_read_b32", [RegOp(v), RegOp(a)])]
    >>> run(f); [str(i) for i in b.instrs]
    ['v_mov_b32 %t0.0, 0', 'v_mov_b32 %t1.0, %t0.0']
"""

from __future__ import annotations

from ..ir import Function, Instr, RegOp

_MOVES = {"v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32"}
_BOTH = {"avdst", "avsrc", "avc"}


def _slot_allows_vgpr(ins: Instr, k: int) -> bool:
    if ins.base in _MOVES:
        return True
    rec = ins.rec
    if rec is None:
        return False
    ops = list(rec.operands)
    if ins.ndst is not None and ins.ndst > rec.num_dst:
        ops = [ops[0]] * (ins.ndst - rec.num_dst) + ops
    return k < len(ops) and ops[k].kind in _BOTH


def run(func: Function) -> None:
    agprs = {r.id: r for r in func.vregs if r.file == "a" and r.fixed is None}
    if not agprs:
        return
    blocked: set[int] = set()
    for ins in func.instructions():
        for k, o in enumerate(ins.ops):
            if isinstance(o, RegOp) and o.vreg.id in agprs and (
                    not _slot_allows_vgpr(ins, k) or "mfma" in ins.flags):
                blocked.add(o.vreg.id)  # MFMA accumulators stay in AccVGPRs (extra capacity)
    moved = {rid for rid in agprs if rid not in blocked}
    for rid in moved:
        agprs[rid].file = "v"
    for ins in func.instructions():
        if ins.base in _MOVES and all(not isinstance(o, RegOp) or o.file == "v" for o in ins.ops):
            ins.op = "v_mov_b32"
