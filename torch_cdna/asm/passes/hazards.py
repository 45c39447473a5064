"""Hazard handling: insert ``s_nop`` so every producer -> consumer pair of the gfx942/gfx950 hazard rules
(``torch_cdna.isa.hazards``: MFMA results, DPP after a VALU write, v_readlane after a VALU SGPR write,
transcendental results, VALU writes of VCC/EXEC, ...) is separated by the required wait states.

Runs after register allocation, on physical registers (a write-after-read hazard can appear only once two
values share a register). Each instruction provides one wait state, ``s_nop N`` N+1. Across blocks the last
instructions of every predecessor are considered (iterating until the loop back edges agree), so a hazard
around a loop's back edge is covered too.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from ...isa import hazards as H
from ..ir import Function, Imm, Instr, RegOp, Special
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


class _Phys:
    """A physical register range in the form ``H.reg_keys`` reads (``file``, ``index``, ``count``)."""

    __slots__ = ("file", "index", "count")

    def __init__(self, file: str, index: int, count: int) -> None:
        self.file, self.index, self.count = file, index, count


@functools.lru_cache(maxsize=4096)
def _mods(text: str) -> dict[str, Any]:
    return parse_mods(text)


def _operand_key(o: Any, alloc: Allocation) -> Any:
    if isinstance(o, RegOp):
        return (o.vreg.file, alloc.phys[o.vreg.id] + o.lo, o.n)
    if isinstance(o, Special):
        return o.name  # register text: H.reg_keys knows vcc, exec, m0, ...
    return None  # immediates and labels touch no register


_REG_KEYS = object()  # memo entry: operand key -> H.reg_keys of it


def _access(ins: Instr, alloc: Allocation, arch: str, memo: dict) -> Any:
    """``H.access`` of one allocated instruction; unrolled code repeats instructions on the same registers,
    so accesses (immutable) are shared per (op, physical operands, modifiers)."""
    phys = alloc.phys
    keys = tuple([(o.vreg.file, phys[o.vreg.id] + o.lo, o.n) if o.__class__ is RegOp else _operand_key(o, alloc)
                  for o in ins.ops])  # RegOp inline: _operand_key's first case, asked for every operand
    key = (ins.op, ins.mod, keys)
    acc = memo.get(key, memo)
    if acc is not memo:
        return acc
    regs = memo.get(_REG_KEYS)
    if regs is None:
        regs = memo[_REG_KEYS] = {}
    rkeys = []
    for k in keys:  # H.reg_keys of each operand, once per distinct register range in this function
        rk = regs.get(k)
        if rk is None:
            rk = regs[k] = H.reg_keys(_Phys(*k) if k.__class__ is tuple else k)
        rkeys.append(rk)
    try:  # the operands as keys: with operand_keys given, access reads only their count and names
        acc = H.access(ins.op, keys, arch, _mods(ins.mod) if ins.mod else None, operand_keys=rkeys)
    except (ValueError, KeyError):
        acc = None
    memo[key] = acc
    return acc


class _Desc:
    """One instruction's hazard view: its access and its role class (the rules it can consume / produce in).

    ``H.hazards_between`` walks every rule per (producer, consumer) pair; here the rules two role classes
    share are found once per pair of classes, so a pair of instructions evaluates only those rules (same
    rules, same relations and wait states, hence the same answer).
    """

    __slots__ = ("acc", "role", "consumes", "produces")

    def __init__(self, acc: Any, arch: str) -> None:
        self.acc = acc
        self.role = _NO_ROLE if acc is None else _role(arch, acc.kind, acc.tags, acc.passes, acc.wide_store)
        self.consumes, self.produces = bool(self.role[1]), bool(self.role[2])


_ROLES: dict = {}
_NO_ROLE = (0, frozenset(), ())
_SHARED: dict = {}


def _role(arch: str, kind: str, tags: frozenset, passes: int, wide_store: int) -> tuple:
    """(class id, consumer rule indices, producer rule indices) of an access class.

    The ``H.PRODUCERS`` / ``H.CONSUMERS`` predicates read only these fields of an ``Access`` (kind, tags,
    MFMA passes, wide-store class), so the answer is cached per class, not computed per instruction.
    """
    key = (arch, kind, tags, passes, wide_store)
    hit = _ROLES.get(key)
    if hit is None:
        probe = H.Access("", "", kind, tags, passes, wide_store=wide_store)
        cons = frozenset(i for i, r in enumerate(H.RULES) if arch in r.waits and H.CONSUMERS[r.consumer](probe))
        prod = tuple(i for i, r in enumerate(H.RULES) if arch in r.waits and H.PRODUCERS[r.producer](probe))
        hit = _ROLES[key] = (len(_ROLES) + 1, cons, prod)
    return hit


def _shared(p: tuple, c: tuple, arch: str, passes: int) -> tuple:
    """(rules producer class ``p`` and consumer class ``c`` share, the most wait states any of them needs)."""
    key = (p[0], c[0])
    hit = _SHARED.get(key)
    if hit is None:
        rules = tuple(H.RULES[i] for i in p[2] if i in c[1])
        hit = _SHARED[key] = (rules, max((r.required(arch, passes) for r in rules), default=0))
    return hit


def _describe(ins: Instr, alloc: Allocation, arch: str, memo: dict) -> _Desc:
    """The hazard view of one instruction, shared (like its access) by the instructions that repeat its op,
    physical operands and modifiers: a ``_Desc`` is a function of the access alone."""
    if ins.pseudo:
        return _Desc(None, arch)
    acc = _access(ins, alloc, arch, memo)
    desc = memo.get(id(acc))
    if desc is None or desc.acc is not acc:
        desc = memo[id(acc)] = _Desc(acc, arch)
    return desc


Window = list  # [(_Desc, wait states since it issued)] newest last; nothing older than MAX_WAIT_STATES
_HORIZON = H.MAX_WAIT_STATES + 1


def _need(buckets: dict, now: int, c: _Desc, arch: str) -> int:
    """Wait states ``c`` needs before it issues at time ``now``. ``buckets``: role class -> [(desc, issue
    time)] oldest first; a class is skipped as soon as even its newest entry cannot raise the answer."""
    need = 0
    ca = c.acc
    crole = c.role
    cid = crole[0]
    shared = _SHARED
    for entries in buckets.values():
        newest = entries[-1]
        prole = newest[0].role
        hit = shared.get((prole[0], cid))  # _shared's cache, read inline: asked per class per consumer
        rules, most = hit if hit is not None else _shared(prole, crole, arch, newest[0].acc.passes)
        if most - (now - newest[1]) <= need:
            continue
        for p, t in reversed(entries):
            dist = now - t
            if dist >= _HORIZON or most - dist <= need:
                break
            pa = p.acc
            for r in rules:
                if H.RELATIONS[r.relation](pa, ca):
                    need = max(need, r.required(arch, pa.passes) - dist)
    return need


def _buckets(flat: list) -> dict:
    out: dict = {}
    for p, t in sorted(flat, key=lambda e: e[1]):
        out.setdefault(p.role[0], []).append((p, t))
    return out


def _block(instrs: list[Instr], descs: list, incoming: Window, arch: str) -> tuple[list[int], Window]:
    """Nops needed before each instruction, and the window at the block end.

    Times are absolute within the block (incoming producers issued at -distance), so advancing costs nothing;
    entries older than the horizon are skipped, and pruned now and then.
    """
    now = 0
    flat = [(p, -d) for p, d in incoming]
    buckets = _buckets(flat)
    nops = []
    for ins, d in zip(instrs, descs):
        need = _need(buckets, now, d, arch) if d.consumes and buckets else 0
        nops.append(need)
        now += need
        now += H.wait_states_of(ins.rec, [o.value if isinstance(o, Imm) else 0 for o in ins.ops]) \
            if "nop" in ins.flags else 1  # s_nop N: N+1
        if d.produces:
            entry = (d, now)  # issued: for the next instruction 0 wait states have passed
            flat.append(entry)
            bucket = buckets.get(d.role[0])
            if bucket is None:
                buckets[d.role[0]] = [entry]
            else:
                bucket.append(entry)
            if len(flat) > 4 * _HORIZON:
                flat = [(p, t) for p, t in flat if now - t < _HORIZON]
                buckets = _buckets(flat)
    return nops, [(p, now - t) for p, t in flat if now - t < _HORIZON]


def run(func: Function, alloc: Allocation) -> None:
    arch = func.arch
    preds = func.predecessors()
    memo: dict = {}
    acc = [[_describe(ins, alloc, arch, memo) for ins in b.instrs] for b in func.blocks]
    out_windows: list[Window] = [[] for _ in func.blocks]
    nops: list[list[int]] = [[] for _ in func.blocks]
    seen: list = [None] * len(func.blocks)  # per block: the incoming window _block last ran with
    for _ in range(8):
        changed = False
        for bi, block in enumerate(func.blocks):
            incoming: Window = []
            for p in preds[bi]:
                incoming += out_windows[p]
            key = [(id(a), d) for a, d in incoming]
            if key == seen[bi]:  # _block is a function of its incoming window: same answer as last time
                continue
            seen[bi] = key
            nops[bi], window = _block(block.instrs, acc[bi], incoming, arch)
            if [(id(a), d) for a, d in window] != [(id(a), d) for a, d in out_windows[bi]]:
                out_windows[bi], changed = window, True
        if not changed:
            break
    for bi, block in enumerate(func.blocks):
        new: list[Instr] = []
        for ins, n in zip(block.instrs, nops[bi]):
            while n > 0:
                step = min(n, 16)
                new.append(Instr("s_nop", [Imm(step - 1)], loc=ins.loc, comment="hazard"))
                n -= step
            new.append(ins)
        block.instrs = new
