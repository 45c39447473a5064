"""Hazard handling: insert ``s_nop`` so every producer -> consumer pair of the gfx942/gfx950 hazard rules
(``torch_cdna.isa.hazards``: MFMA results, DPP after a VALU write, v_readlane after a VALU SGPR write,
transcendental results, VALU writes of VCC/EXEC, ...) is separated by the required wait states.

Runs after register allocation, on physical registers (a write-after-read hazard can appear only once two
values share a register). Each instruction provides one wait state, ``s_nop N`` N+1. Across blocks the last
instructions of every predecessor are considered (iterating until the loop back edges agree), so a hazard
around a loop's back edge is covered too.
"""

from __future__ import annotations

import re
from typing import Any

from ...isa import hazards as H
from ..emit import render_operand
from ..ir import Function, Imm, Instr
from ..regalloc import Allocation

_MOD_RE = re.compile(r"(\w+)(?::(\[[^\]]*\]|\S+))?")


def parse_mods(text: str) -> dict[str, Any]:
    """``'row_shr:1 bank_mask:0xf glc op_sel:[0,1]'`` -> ``{'row_shr': 1, 'bank_mask': 15, 'glc': True, ...}``."""
    out: dict[str, Any] = {}
    for m in _MOD_RE.finditer(text):
        key, value = m.group(1), m.group(2)
        if value is None:
            out[key] = True
        elif value.startswith("["):
            out[key] = [int(x, 0) for x in value[1:-1].split(",") if x.strip()]
        else:
            try:
                out[key] = int(value, 0)
            except ValueError:
                out[key] = value
    return out


def _access(ins: Instr, alloc: Allocation, arch: str) -> Any:
    labels: dict[str, str] = {}
    ops = [render_operand(o, alloc, labels) if not hasattr(o, "name") or o.__class__.__name__ != "Label"
           else "label" for o in ins.ops]
    try:
        return H.access(ins.op, ops, arch, parse_mods(ins.mod))
    except (ValueError, KeyError):
        return None


def _describe(ins: Instr, alloc: Allocation, arch: str) -> tuple[Any, bool, bool]:
    """(access, can consume, can produce) of one instruction."""
    acc = None if ins.pseudo else _access(ins, alloc, arch)
    if acc is None:
        return None, False, False
    return acc, H.can_consume(acc, arch), H.can_produce(acc, arch)


Window = list  # [(access, wait states since it issued)] newest last


def _advance(window: Window, n: int) -> Window:
    return [(a, d + n) for a, d in window if d + n < H.MAX_WAIT_STATES + 1]


def _need(window: Window, c: Any, arch: str, memo: dict) -> int:
    need = 0
    for p, dist in window:
        key = (id(p), id(c))
        req = memo.get(key)
        if req is None:
            req = memo[key] = max((f.required for f in H.hazards_between(p, c, arch)), default=0)
        need = max(need, req - dist)
    return need


def _block(instrs: list[Instr], accesses: list, incoming: Window, arch: str,
           memo: dict) -> tuple[list[int], Window]:
    """Nops needed before each instruction, and the window at the block end."""
    window = list(incoming)
    nops = []
    for ins, (acc, consumes, produces) in zip(instrs, accesses):
        need = _need(window, acc, arch, memo) if consumes and window else 0
        nops.append(need)
        if need:
            window = _advance(window, need)
        provided = H.wait_states_of(ins.op, [o.value if isinstance(o, Imm) else 0 for o in ins.ops])
        window = _advance(window, provided)
        if produces:
            window.append((acc, 0))
    return nops, window


def run(func: Function, alloc: Allocation) -> None:
    arch = func.arch
    preds = func.predecessors()
    acc = [[_describe(ins, alloc, arch) for ins in b.instrs] for b in func.blocks]
    memo: dict = {}
    out_windows: list[Window] = [[] for _ in func.blocks]
    nops: list[list[int]] = [[] for _ in func.blocks]
    for _ in range(8):
        changed = False
        for bi, block in enumerate(func.blocks):
            incoming: Window = []
            for p in preds[bi]:
                incoming += out_windows[p]
            nops[bi], window = _block(block.instrs, acc[bi], incoming, arch, memo)
            if [(id(a), d) for a, d in window] != [(id(a), d) for a, d in out_windows[bi]]:
                out_windows[bi], changed = window, True
        if not changed:
            break
    for bi, block in enumerate(func.blocks):
        new: list[Instr] = []
        for ins, n in zip(block.instrs, nops[bi]):
            while n > 0:
                step = min(n, 16)
                new.append(Instr("s_nop", [Imm(step - 1)], comment="hazard"))
                n -= step
            new.append(ins)
        block.instrs = new
