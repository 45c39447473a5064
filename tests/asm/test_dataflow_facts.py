"""``dataflow.reg_facts`` (read straight off the operands) agrees with the IR's own ``defs``/``uses`` lists, on
real kernels after every pass and on hand-made instructions with every special case; DCE's early stop agrees
with recomputing liveness after every round."""

import random

import pytest

from torch_cdna.asm import dataflow
from torch_cdna.asm.dataflow import Liveness, reg_facts
from torch_cdna.asm.ir import Function, Imm, Instr, Label, RegOp, Special
from torch_cdna.asm.kernel import PASS_NAMES
from torch_cdna.asm.passes import REGISTRY, dce
from torch_cdna.asm.pipeline import trace
from torch_cdna.runtime.kernargs import layout, parse_hip_type
from tests.asm import kernels

KERNELS = [kernels.even_sum, kernels.nested_loops, kernels.scalar_mix, kernels.lane_branches, kernels.lane_loops,
           kernels.lds_shuffle]
_PROTECTED = {"exec", "vcc", "m0", "flat_scratch"}


def _expected(ins: Instr) -> tuple:
    """reg_facts spelt out from the IR's memoised operand lists."""
    edefs, defs, uses = ins.edefs_view(), ins.defs_view(), ins.uses_view()
    regs = [o for o in edefs if isinstance(o, RegOp)]
    effect = ins.pseudo or ins.has_memory_effect() or ins.is_branch or bool(ins.flags & {"nop", "endpgm"})
    written = tuple(o.base for o in defs if isinstance(o, Special))
    sole = edefs[0] if len(edefs) == 1 and isinstance(edefs[0], RegOp) and edefs[0].whole else None
    return (tuple(o.vreg.id for o in uses if isinstance(o, RegOp)),
            tuple(o.vreg.id for o in regs if dataflow.kills(ins, o)),
            tuple(o.vreg.id for o in regs),
            tuple(o.vreg.id for o in defs if isinstance(o, RegOp)),
            written,
            tuple(o.base for o in uses if isinstance(o, Special)),
            sole,
            not effect and bool(defs) and not (_PROTECTED & set(written)))


def _check_all(func: Function) -> int:
    n = 0
    for ins in func.instructions():
        assert reg_facts(ins) == _expected(ins), str(ins)
        uses, kills, defs = dataflow.instr_regs(ins)
        assert (uses, kills, defs) == tuple(frozenset(x) for x in _expected(ins)[:3]), str(ins)
        n += 1
    return n


def _traced(fn, arch: str = "") -> Function:
    params = [(p, parse_hip_type(a)) for p, a in fn.__annotations__.items() if isinstance(a, str)]
    return trace(fn, name="k", params=layout(params)[0], constants={"N": 5},
                 arch=arch or random.choice(["gfx942", "gfx950"]))


@pytest.mark.parametrize("fn", KERNELS, ids=lambda f: f.__name__)
def test_facts_match_ir_after_every_pass(fn):
    func = _traced(fn)
    assert _check_all(func) > 5
    for p in PASS_NAMES:
        REGISTRY[p](func)
        assert _check_all(func) > 5, p


def _func():
    f = Function("k", "gfx942")
    b = f.new_block()
    s = [f.new_vreg("s", 1, "u32") for _ in range(3)]
    s2 = f.new_vreg("s", 2, "u64", align=2)
    v = [f.new_vreg("v", 1, "f32") for _ in range(3)]
    t = f.new_vreg("v", 1, "f32")
    t.temp = True  # type: ignore[attr-defined]
    return f, b, s, s2, v, t


def test_facts_of_every_special_case():
    f, b, s, s2, v, t = _func()
    cases = [
        Instr("v_swap_b32", [RegOp(v[0]), RegOp(v[1])]),                            # swapped source written
        Instr("v_fmac_f32", [RegOp(v[0]), RegOp(v[1]), RegOp(v[2])]),               # reads its destination
        Instr("s_cmov_b32", [RegOp(s[0]), RegOp(s[1])]),                            # reads dst and SCC
        Instr("v_mov_b32_sdwa", [RegOp(v[0]), RegOp(v[1])], mod="dst_unused:UNUSED_PRESERVE"),
        Instr("v_mov_b32_sdwa", [RegOp(v[0]), RegOp(v[1])], mod="dst_unused:UNUSED_PAD"),
        Instr("v_mov_b32", [RegOp(v[0]), RegOp(v[1])], masked=True),               # keeps inactive lanes
        Instr("v_mov_b32", [RegOp(t), RegOp(v[1])], masked=True),                  # a temp: killed anyway
        Instr("s_mov_b32", [RegOp(s[0]), RegOp(s[1])], masked=True),               # scalar: killed anyway
        Instr("s_mov_b32", [RegOp(s2, 1, 1), Imm(3)]),                             # part of a register
        Instr("s_and_saveexec_b64", [RegOp(s2), RegOp(s2)]),                       # writes EXEC
        Instr("s_mov_b64", [Special("vcc"), RegOp(s2)]),
        Instr("s_mov_b32", [Special("vcc_lo"), Special("exec_hi")]),
        Instr("v_add_co_u32", [RegOp(v[0]), Special("vcc"), RegOp(v[1]), RegOp(v[2])]),
        Instr("s_cbranch_vccz", [Label("bb0")]),
        Instr("s_setprio", [Imm(1)]),                                              # writes nothing
        Instr("s_nop", [Imm(0)]),
        Instr("global_load_dword", [RegOp(v[0]), RegOp(v[1]), Special("off")]),
        Instr("global_store_dword", [RegOp(v[1]), RegOp(v[0]), Special("off")]),
        Instr("entry_defs", [RegOp(s[0]), RegOp(v[0])], pseudo=True),
        Instr("entry_defs", [RegOp(s[0]), RegOp(v[0])], pseudo=True, ndst=1),
        Instr("global_atomic_add", [RegOp(v[0]), RegOp(s2), RegOp(v[1]), Special("off")], mod="sc0", ndst=1),
        Instr("s_add_u32", [RegOp(s[0]), RegOp(s[1]), RegOp(s[1])]),               # one register read twice
        Instr("s_endpgm", []),
    ]
    b.instrs += cases
    for ins in cases:
        assert reg_facts(ins) == _expected(ins), str(ins)


def test_facts_follow_edits():
    f, b, s, s2, v, t = _func()
    ins = Instr("s_add_u32", [RegOp(s[0]), RegOp(s[1]), Imm(1)])
    assert reg_facts(ins)[dataflow.USES] == (s[1].id,)
    ins.ops[2] = RegOp(s[2])
    assert reg_facts(ins)[dataflow.USES] == (s[1].id, s[2].id)
    ins.op = "s_mov_b32"
    ins.ops = [RegOp(s[0]), RegOp(s[2])]
    assert reg_facts(ins) == _expected(ins) and reg_facts(ins)[dataflow.SDEFS] == ()


def _dce_every_round(func: Function) -> None:
    """DCE as it was specified: liveness recomputed after every round that deleted something."""
    while True:
        live = Liveness(func)
        changed = False
        for bi, block in enumerate(func.blocks):
            facts = [reg_facts(i) for i in block.instrs]
            changed |= dce._block_pass(block.instrs, facts, live.live_out[bi])
        if not changed or Liveness(func).live_out == live.live_out:
            return


def _dead_chain_kernel(J, out: "int*", n: "int"):
    """Values that die a round at a time: each is read only by a dead value of a later block."""
    a = J.gpr("si32", 0)
    b = J.gpr("si32", 0)
    c = J.gpr("si32", 0)
    a[0] = n * 3
    with J.If(n > 3):
        b[0] = a[0] + 1
    with J.If(n > 5):
        c[0] = b[0] * 7
    J.s_store_dword(n, out, 0)
    J.s_waitcnt(lgkmcnt=0)


@pytest.mark.parametrize("fn", KERNELS + [_dead_chain_kernel], ids=lambda f: f.__name__)
def test_dce_stops_where_recomputing_liveness_would(fn):
    arch = random.choice(["gfx942", "gfx950"])
    mine, ref = _traced(fn, arch), _traced(fn, arch)
    for p in ("remove_unreachable", "a2v", "cse"):
        REGISTRY[p](mine)
        REGISTRY[p](ref)
    assert mine.dump() == ref.dump()
    dce.run(mine)
    _dce_every_round(ref)
    assert mine.dump() == ref.dump()


def _random_function(rng: random.Random) -> Function:
    """A random CFG (branches forwards and backwards) over a few scalar, vector and two-dword registers, with
    full, partial and masked writes, stores that keep values alive, and SCC-setting compares."""
    f = Function("k", "gfx942")
    s = [f.new_vreg("s", 1, "u32") for _ in range(5)]
    v = [f.new_vreg("v", 1, "u32") for _ in range(3)]
    p = f.new_vreg("s", 2, "u64", align=2)
    blocks = [f.new_block() for _ in range(rng.randint(2, 7))]
    srcs = [lambda: RegOp(rng.choice(s)), lambda: Imm(rng.randint(0, 9)), lambda: RegOp(p, rng.randint(0, 1), 1)]
    makers = [
        lambda: Instr("s_mov_b32", [RegOp(rng.choice(s)), rng.choice(srcs)()]),
        lambda: Instr("s_add_u32", [RegOp(rng.choice(s)), rng.choice(srcs)(), rng.choice(srcs)()]),
        lambda: Instr("s_mov_b32", [RegOp(p, rng.randint(0, 1), 1), rng.choice(srcs)()]),
        lambda: Instr("s_mov_b64", [RegOp(p), Imm(0)]),
        lambda: Instr("v_mov_b32", [RegOp(rng.choice(v)), rng.choice(srcs)()], masked=rng.random() < 0.5),
        lambda: Instr("v_add_u32", [RegOp(rng.choice(v)), RegOp(rng.choice(s)), RegOp(rng.choice(v))]),
        lambda: Instr("s_cmp_lt_i32", [RegOp(rng.choice(s)), rng.choice(srcs)()]),
        lambda: Instr("s_store_dword", [RegOp(rng.choice(s)), RegOp(p), Imm(0)]),
    ]
    for i, b in enumerate(blocks):
        b.instrs += [rng.choice(makers)() for _ in range(rng.randint(0, 6))]
        if i + 1 < len(blocks) and rng.random() < 0.6:
            b.instrs.append(Instr(rng.choice(["s_cbranch_scc1", "s_branch"]), [Label(rng.choice(blocks).name)]))
    blocks[-1].instrs.append(Instr("s_endpgm", []))
    return f


def test_dce_stops_where_recomputing_liveness_would_on_random_cfgs():
    seed = random.randrange(2**32)
    for k in range(300):
        rng = random.Random(seed + k)
        mine, ref = _random_function(rng), _random_function(random.Random(seed + k))
        assert mine.dump() == ref.dump()
        dce.run(mine)
        _dce_every_round(ref)
        assert mine.dump() == ref.dump(), (seed + k, ref.dump())


def _reference_liveness(func: Function) -> tuple[list[set], list[set]]:
    """Live-in/out sets by the definition: round-robin set equations, intersected with may-be-defined sets."""
    summ = [dataflow.block_summary(b) for b in func.blocks]
    succ, pred, n = func.successors(), func.predecessors(), len(func.blocks)
    live_in, live_out = [set() for _ in range(n)], [set() for _ in range(n)]
    d_in, d_out = [set() for _ in range(n)], [set() for _ in range(n)]
    for _ in range(2 * n + 2):  # enough rounds for any CFG of n blocks
        for i in reversed(range(n)):
            live_out[i] = set().union(*(live_in[s] for s in succ[i]))
            live_in[i] = summ[i][0] | (live_out[i] - summ[i][1])
        for i in range(n):
            d_in[i] = set().union(*(d_out[p] for p in pred[i]))
            d_out[i] = d_in[i] | summ[i][2]
    return [a & b for a, b in zip(live_in, d_in)], [a & b for a, b in zip(live_out, d_out)]


def test_liveness_matches_the_set_equations_on_random_cfgs():
    seed = random.randrange(2**32)
    for k in range(200):
        func = _random_function(random.Random(seed + k))
        live = Liveness(func)
        assert (live.live_in, live.live_out) == _reference_liveness(func), seed + k
