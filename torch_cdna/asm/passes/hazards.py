"""Hazard handling: insert ``s_nop`` so every producer -> consumer pair of the gfx942/gfx950 hazard rules
(``torch_cdna.isa.hazards``: MFMA results, DPP after a VALU write, v_readlane after a VALU SGPR write,
transcendental results, VALU writes of VCC/EXEC, ...) is separated by the required wait states.

Runs after register allocation, on physical registers (a write-after-read hazard can appear only once two
values share a register). Each instruction provides one wait state, ``s_nop N`` N+1. Across blocks the last
instructions of every predecessor are considered (iterating until the loop back edges agree), so a hazard
around a loop's back edge is covered too.

How the work is laid out (the answer is ``H.hazards_between``'s, pair for pair):

- each instruction gets a ``_View``: its *role* (the rules it can produce and consume in, one object per class
  of kind, tags, MFMA passes and wide-store class) and its register fields as int bitsets (``H.MASK_FIELDS``).
  The fields come from the op's ``H.AccessForm`` (which operands make up which field; one per op, modifiers and
  operand shape, kept for the process), so an instruction costs a few shifts and ORs, not an ``H.access`` call;
- an operand is keyed by an int code (first physical register, file, count), an instruction by its op,
  modifiers and codes; instructions with equal keys share one view;
- a form drops the consumer rules whose relation reads only fields it leaves empty
  (``H.MASK_CONSUMER_FIELDS``: a VALU reading no SGPR never asks the SGPR-constant rules);
- per (producer role, consumer role) the rules both take part in are found once, with their wait states;
- a block walk keeps the recent producers per role and asks a consumer only about roles it shares rules with,
  newest producer first, stopping as soon as an older one cannot need more wait states.
"""

from __future__ import annotations

import functools
import re
from collections import namedtuple
from operator import itemgetter
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


@functools.lru_cache(maxsize=4096)
def _mods(text: str) -> dict[str, Any]:
    return parse_mods(text)


def _operand_key(o: Any, alloc: Allocation) -> Any:
    """An operand as ``H.access`` reads it here: ``(file, first physical register, count)`` of a register range,
    a special register's name (``H.reg_keys`` knows vcc, exec, m0, ...), None for immediates and labels."""
    if isinstance(o, RegOp):
        return (o.vreg.file, alloc.phys[o.vreg.id] + o.lo, o.n)
    if isinstance(o, Special):
        return o.name
    return None


def _access(ins: Instr, alloc: Allocation, arch: str, _memo: dict | None = None) -> H.Access | None:
    """``H.access`` of one allocated instruction (None where the rules cannot describe it): the reference the
    pass's masks stand for (tests compare them), and the pass's way for an op without an ``H.AccessForm``.
    (A fourth argument, the memo of earlier versions, is accepted and unused.)"""
    keys = [_operand_key(o, alloc) for o in ins.ops]
    rkeys = [H.reg_keys(H.RegRange(*k) if k.__class__ is tuple else k) for k in keys]
    try:  # the operands as keys: with operand_keys given, access reads only their count and names
        return H.access(ins.op, keys, arch, _mods(ins.mod) if ins.mod else None, operand_keys=rkeys)
    except (ValueError, KeyError):
        return None


# ----------------------------------------------------------------------------------------------- roles
class _Role:
    """The rules an access class (kind, tags, MFMA passes, wide-store class) consumes and produces in, and per
    producer role met so far the rules the two share (``pair``)."""

    __slots__ = ("id", "cons", "prod", "consumes", "produces", "passes", "pairs", "arch")

    def __init__(self, rid: int, cons: frozenset, prod: tuple, passes: int, arch: str) -> None:
        self.id, self.cons, self.prod, self.passes, self.arch = rid, cons, prod, passes, arch
        self.consumes, self.produces = bool(cons), bool(prod)
        self.pairs: dict[int, tuple] = {}

    def pair(self, producer: "_Role") -> tuple:
        """(checks, most): the rules ``producer`` then this role share as ``(mask relation, wait states)``, most
        wait states first, and the most any of them needs (0: none)."""
        hit = self.pairs.get(producer.id)
        if hit is None:
            rules = [H.RULES[i] for i in producer.prod if i in self.cons]
            checks = sorted(((H.MASK_RELATIONS[r.relation], r.required(self.arch, producer.passes)) for r in rules),
                            key=lambda c: -c[1])
            checks = tuple(c for c in checks if c[1] > 0)  # a rule asking 0 wait states never raises the need
            hit = self.pairs[producer.id] = (checks, checks[0][1] if checks else 0)
        return hit


_ROLES: dict[tuple, _Role] = {}


def _role(arch: str, kind: str, tags: frozenset, passes: int, wide_store: int) -> _Role:
    """The role of an access class. ``H.PRODUCERS`` / ``H.CONSUMERS`` read only these fields of an ``Access``, so
    the answer is kept per class, not computed per instruction."""
    key = (arch, kind, tags, passes, wide_store)
    hit = _ROLES.get(key)
    if hit is None:
        probe = H.Access("", "", kind, tags, passes, wide_store=wide_store)
        cons = frozenset(i for i, r in enumerate(H.RULES) if arch in r.waits and H.CONSUMERS[r.consumer](probe))
        prod = tuple(i for i, r in enumerate(H.RULES) if arch in r.waits and H.PRODUCERS[r.producer](probe))
        hit = _ROLES[key] = _Role(len(_ROLES) + 1, cons, prod, passes, arch)
    return hit


_NO_MASKS = (0,) * len(H.MASK_FIELDS)


def _role_of(acc: H.Access | None, arch: str) -> _Role:
    if acc is None:
        return _role(arch, "none", frozenset(), 0, 0)
    return _role(arch, acc.kind, acc.tags, acc.passes, acc.wide_store)


_NARROWED: dict[tuple, _Role] = {}


def _narrowed(role: _Role, nonempty: frozenset) -> _Role:
    """``role`` less the rules it cannot consume in when only the fields ``nonempty`` hold registers (the
    relation's consumer fields, ``H.MASK_CONSUMER_FIELDS``, are all empty). Same id and producer rules, so the
    window keeps one bucket per producer role; a VALU reading no SGPR, say, skips the SGPR-constant rules."""
    needs = H.MASK_CONSUMER_FIELDS
    cons = frozenset(i for i in role.cons
                     if H.RULES[i].relation not in needs or nonempty.intersection(needs[H.RULES[i].relation]))
    if cons == role.cons:
        return role
    key = (role.id, cons)
    hit = _NARROWED.get(key)
    if hit is None:
        hit = _NARROWED[key] = _Role(role.id, cons, role.prod, role.passes, role.arch)
    return hit


# ----------------------------------------------------------------------------------------------- views
class _View(namedtuple("_ViewFields", ("role", "nop", "base") + H.MASK_FIELDS)):
    """One instruction's hazard view: its role, whether it is an s_nop (its wait states are its operand's), its
    base mnemonic and its registers as masks (the fields ``H.MASK_RELATIONS`` read). Shared by the instructions
    that repeat its op, modifiers and physical operands (unrolled code does). A tuple: made in one call."""

    __slots__ = ()


def _make_view(fields: list | tuple) -> _View:
    return tuple.__new__(_View, fields)


# A register range's code (the pass's key for the operand, an int): its first physical register shifted left by
# _SHAPE_BITS, then its file's id (_FILE_ID) and its dword count (< 1024: no file has more registers), so that
# ``code & _SHAPE`` is the operand's shape. Special registers are coded by their name, constants and labels as None.
_COUNT_BITS = 10
_SHAPE_BITS = _COUNT_BITS + 2
_SHAPE, _COUNT = (1 << _SHAPE_BITS) - 1, (1 << _COUNT_BITS) - 1
_FILE_ID = {"s": 0 << _COUNT_BITS, "v": 1 << _COUNT_BITS, "a": 2 << _COUNT_BITS}
_FILE_OF_ID = {i >> _COUNT_BITS: f for f, i in _FILE_ID.items()}


class _Form:
    """What the instructions of one op, modifiers and operand shape share: their view's fields but the
    operands' registers (``fixed``: role, nop, base, then ``H.AccessForm``'s fixed masks), and per (field,
    operand) part the field's index in the view and the operand's file's first mask bit."""

    __slots__ = ("fixed", "parts", "view")

    def __init__(self, role: _Role, base: str, nop: bool, fixed: tuple = _NO_MASKS, parts: tuple = ()) -> None:
        self.fixed = (role, nop, base) + tuple(fixed)
        self.parts = parts
        # an op in no rule: one view for every instance (no registers: neither _need nor a window reads them)
        self.view = None if role.consumes or role.produces else _make_view(self.fixed)

    def make(self, codes: tuple) -> _View:
        """The view of the instance whose operands have ``codes``."""
        m = list(self.fixed)
        for fi, pos, bit in self.parts:  # codes[pos]: a register range's code
            c = codes[pos]
            m[fi] |= ((1 << (c & _COUNT)) - 1) << (bit + (c >> _SHAPE_BITS))
        return tuple.__new__(_View, m)


_FORMS: dict[tuple, _Form | None] = {}  # (op, mod, shape key, arch) -> _Form; None: describe each instance
_FORMS_MAX = 1 << 16  # modifiers hold offsets: a long-lived process sees ever new ones; start over past this many


def _form(ins: Instr, shape_key: tuple, arch: str) -> _Form | None:
    """The ``_Form`` of ``ins`` with operands of ``shape_key`` (per operand ``code & _SHAPE`` or the code); None
    when its fields are not unions of whole operands (no op in the ISA tables today): then each instance is
    described by ``H.access``."""
    key = (ins.op, ins.mod, shape_key, arch)
    form = _FORMS.get(key, _FORMS)
    if form is _FORMS:
        nop = "nop" in ins.flags
        shape = [(_FILE_OF_ID[k >> _COUNT_BITS], k & _COUNT) if k.__class__ is int else k for k in shape_key]
        try:
            af = H.access_form(ins.op, shape, arch, _mods(ins.mod) if ins.mod else None)
        except (ValueError, KeyError):  # H.access refuses it: no rule sees it
            form = _Form(_role_of(None, arch), "", nop)
        else:
            form = None if af is None else _form_of(af, shape, nop, arch)
        if len(_FORMS) >= _FORMS_MAX:
            _FORMS.clear()
        _FORMS[key] = form
    return form


def _form_of(af: H.AccessForm, shape: list, nop: bool, arch: str) -> _Form:
    """The ``_Form`` of an ``H.AccessForm`` whose operands have ``shape`` (``(file, count)`` per register range)."""
    nonempty = frozenset([H.MASK_FIELDS[fi] for fi, _ in af.parts] + [f for f, m in zip(H.MASK_FIELDS, af.fixed) if m])
    parts = tuple((3 + fi, pos, H.FILE_BIT[shape[pos][0]]) for fi, pos in af.parts)  # 3: role, nop, base first
    return _Form(_narrowed(_role_of(af.access, arch), nonempty), af.access.base, nop, af.fixed, parts)


def _view(ins: Instr, codes: tuple, alloc: Allocation, arch: str) -> _View:
    """The view of ``ins`` whose operands have ``codes`` (register range codes, special names, None)."""
    form = _form(ins, tuple([c & _SHAPE if c.__class__ is int else c for c in codes]), arch)
    if form is not None:
        return form.view or form.make(codes)
    acc = _access(ins, alloc, arch)  # this instance on its own
    nop = "nop" in ins.flags
    if acc is None:
        return _make_view((_role_of(None, arch), nop, "") + _NO_MASKS)
    return _make_view([_role_of(acc, arch), nop, acc.base] + [H.mask_of(getattr(acc, f)) for f in H.MASK_FIELDS])


def _views(instrs: list[Instr], alloc: Allocation, arch: str, memo: dict) -> tuple[list, list[int]]:
    """Per instruction its view and the wait states it provides (``s_nop N``: N+1, anything else 1)."""
    phys, fid, regop, special, shape_bits = alloc.phys, _FILE_ID, RegOp, Special, _SHAPE_BITS  # locals: per operand
    views, waits = [], []
    none = _make_view((_role_of(None, arch), False, "") + _NO_MASKS)
    for ins in instrs:
        if ins.pseudo:
            views.append(none)
            waits.append(1)
            continue
        key = [ins.op, ins.mod]  # op, modifiers, operand codes
        for o in ins.ops:
            if o.__class__ is regop:  # a register range's code (most operands are registers)
                vreg = o.vreg
                key.append((phys[vreg.id] + o.lo) << shape_bits | fid[vreg.file] | o.n)
            else:
                key.append(o.name if o.__class__ is special else None)
        key = tuple(key)
        view = memo.get(key)
        if view is None:
            view = memo[key] = _view(ins, key[2:], alloc, arch)
        views.append(view)
        waits.append(H.wait_states_of(ins.rec, [o.value if isinstance(o, Imm) else 0 for o in ins.ops])
                     if view.nop else 1)  # not in the view: s_nop's count is no register (not in its key)
    return views, waits


# ----------------------------------------------------------------------------------------------- blocks
Window = list  # [(_View, wait states since it issued)]; nothing older than MAX_WAIT_STATES
_HORIZON = H.MAX_WAIT_STATES + 1


def _need(buckets: dict, now: int, c: _View) -> int:
    """Wait states ``c`` needs before it issues at time ``now``. ``buckets``: producer role id -> [(view, issue
    time)] oldest first; a role is skipped as soon as even its newest entry cannot raise the answer."""
    need = 0
    crole = c.role
    pairs = crole.pairs
    for pid, entries in buckets.items():
        newest = entries[-1]
        hit = pairs.get(pid)  # crole.pair's cache, read inline: asked per producer role per consumer
        checks, most = hit if hit is not None else crole.pair(newest[0].role)
        if most - (now - newest[1]) <= need:
            continue
        for p, t in reversed(entries):
            dist = now - t
            if dist >= _HORIZON or most - dist <= need:
                break
            for rel, req in checks:  # most wait states first: the first rule that holds is this producer's answer
                if req - dist <= need:
                    break
                if rel(p, c):
                    need = req - dist
                    break
    return need


def _buckets(entries: list) -> dict:
    """Producer role id -> its [(view, issue time)] entries, oldest first."""
    out: dict = {}
    for p, t in sorted(entries, key=_TIME):
        out.setdefault(p.role.id, []).append((p, t))
    return out


def _recent(buckets: dict, now: int) -> dict:
    """``buckets`` without the entries (and roles) older than the horizon."""
    out = {}
    for rid, entries in buckets.items():
        keep = [e for e in entries if now - e[1] < _HORIZON]
        if keep:
            out[rid] = keep
    return out


_TIME = itemgetter(1)
_PRUNE_EVERY = 64  # produced entries between two _recent calls (old roles would cost every _need a look)


def _block(views: list, waits: list[int], incoming: Window) -> tuple[list[int], Window]:
    """Nops needed before each instruction, and the window at the block end.

    Times are absolute within the block (incoming producers issued at -distance), so advancing costs nothing;
    entries older than the horizon are skipped, and pruned now and then.
    """
    now = 0
    buckets = _buckets([(p, -d) for p, d in incoming])
    nops = [0] * len(views)
    produced = 0
    for i, v in enumerate(views):
        role = v.role
        if role.consumes and buckets:
            need = _need(buckets, now, v)
            if need:
                nops[i] = need
                now += need
        now += waits[i]
        if role.produces:
            entry = (v, now)  # issued: for the next instruction 0 wait states have passed
            bucket = buckets.get(role.id)
            if bucket is None:
                buckets[role.id] = [entry]
            else:
                bucket.append(entry)
            produced += 1
            if produced % _PRUNE_EVERY == 0:
                buckets = _recent(buckets, now)
    return nops, [(p, now - t) for entries in buckets.values() for p, t in entries if now - t < _HORIZON]


def _solve(func: Function, views: list, waits: list) -> list[list[int]]:
    """Nops per instruction of every block, iterating until the windows across loop back edges agree."""
    preds = func.predecessors()
    n = len(func.blocks)
    out_windows: list[Window] = [[] for _ in range(n)]
    nops: list[list[int]] = [[0] * len(v) for v in views]
    seen: list = [None] * n  # per block: the incoming window _block last ran with
    for _ in range(8):
        changed = False
        for bi in range(n):
            incoming: Window = []
            for p in preds[bi]:
                incoming += out_windows[p]
            # windows compare entry by entry: views by identity (no __eq__), distances by value
            if incoming == seen[bi]:  # _block is a function of its incoming window: same answer as last time
                continue
            seen[bi] = incoming
            nops[bi], window = _block(views[bi], waits[bi], incoming)
            if window != out_windows[bi]:
                out_windows[bi], changed = window, True
        if not changed:
            break
    return nops


def run(func: Function, alloc: Allocation) -> None:
    """Insert the ``s_nop`` instructions ``func`` (allocated as ``alloc``) needs; ``s_nop`` takes at most 15."""
    arch = func.arch
    memo: dict = {}
    views, waits = [], []
    for b in func.blocks:
        v, w = _views(b.instrs, alloc, arch, memo)
        views.append(v)
        waits.append(w)
    nops = _solve(func, views, waits)
    for bi, block in enumerate(func.blocks):
        at = [i for i, n in enumerate(nops[bi]) if n]
        if at:
            block.instrs = _with_nops(block.instrs, at, nops[bi])


def _with_nops(instrs: list[Instr], at: list[int], nops: list[int]) -> list[Instr]:
    """``instrs`` with ``nops[i]`` wait states of ``s_nop`` (at most 16 each) before each instruction ``i`` of
    ``at``."""
    new: list[Instr] = []
    last = 0
    for i in at:
        new += instrs[last:i]
        last, n, loc = i, nops[i], instrs[i].loc
        while n > 0:
            step = min(n, 16)
            new.append(Instr("s_nop", [Imm(step - 1)], loc=loc, comment="hazard"))
            n -= step
    new += instrs[last:]
    return new
