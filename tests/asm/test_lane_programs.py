"""Random structured programs with per-lane control flow (nested If/Elif/Else, per-lane While loops with
break/continue under divergent conditions, uniform Ifs inside divergent code), run on the simulator with
distinct inputs per lane and compared with a Python interpreter of the same program, lane by lane."""

import random

import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.asm.helpers import build, run

NACC = 4
CMPS = ["<", "<=", ">", ">=", "==", "!="]


def _wrap(x: int) -> int:
    return ((x + 2**31) % 2**32) - 2**31


class Gen:
    """A random program: statements are tuples, expressions are tuples (see ``value``/``emit``)."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.loops = 0

    def expr(self, depth: int, loops: int, uniform: bool = False):
        r = self.r
        leaves = [("const", r.choice([0, 1, 2, 3, 5, 7, -1, 100, -9]))] + [("arg",)]
        if not uniform:
            leaves += [("v",), ("acc", r.randrange(NACC)), ("acc", r.randrange(NACC))]
            leaves += [("ctr", r.randrange(loops))] if loops else []
        if depth <= 0 or r.random() < 0.4:
            return r.choice(leaves)
        kind = r.choice(["add", "sub", "xor", "and", "mul", "shr"])
        a = self.expr(depth - 1, loops, uniform)
        if kind in ("and", "mul", "shr"):
            return (kind, a, r.choice([1, 3, 7, 15]) if kind != "shr" else r.randrange(1, 5))
        return (kind, a, self.expr(depth - 1, loops, uniform))

    def cond(self, loops: int, uniform: bool = False):
        return ("cmp", self.r.choice(CMPS), self.expr(2, loops, uniform), self.expr(1, loops, uniform))

    def block(self, depth: int, loops: int, in_loop: bool, n: int):
        return [self.stmt(depth, loops, in_loop) for _ in range(n)]

    def stmt(self, depth: int, loops: int, in_loop: bool):
        r = self.r
        roll = r.random()
        if depth > 0 and roll < 0.25:
            uniform = r.random() < 0.2
            then = self.block(depth - 1, loops, in_loop, r.randint(1, 3))
            elifs = [(self.cond(loops), self.block(depth - 1, loops, in_loop, r.randint(1, 2)))
                     for _ in range(r.choice([0, 0, 1, 2]))] if not uniform else []
            other = self.block(depth - 1, loops, in_loop, r.randint(1, 2)) if r.random() < 0.5 else None
            return ("if", self.cond(loops, uniform), then, elifs, other)
        if depth > 0 and roll < 0.4 and loops < 3:
            self.loops += 1
            bound = ("and", self.expr(1, loops), 7)
            return ("while", loops, bound, self.block(depth - 1, loops + 1, True, r.randint(1, 3)))
        if in_loop and roll < 0.5:
            return (r.choice(["break", "continue"]),)
        return ("set", r.randrange(NACC), self.expr(2, loops))


# -- Python model ------------------------------------------------------------------------------------------
class _Break(Exception):
    pass


class _Continue(Exception):
    pass


def value(e, env) -> int:
    k = e[0]
    if k == "const":
        return e[1]
    if k == "arg":
        return env["arg"]
    if k == "v":
        return env["v"]
    if k == "acc":
        return env["acc"][e[1]]
    if k == "ctr":
        return env["ctr"][e[1]]
    a = value(e[1], env)
    if k in ("and", "mul", "shr"):
        return _wrap({"and": a & e[2], "mul": a * e[2], "shr": a >> e[2]}[k])
    b = value(e[2], env)
    return _wrap({"add": a + b, "sub": a - b, "xor": a ^ b}[k])


def truth(c, env) -> bool:
    a, b = value(c[2], env), value(c[3], env)
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[c[1]]


def execute(body, env) -> None:
    for s in body:
        k = s[0]
        if k == "set":
            env["acc"][s[1]] = value(s[2], env)
        elif k == "break":
            raise _Break()
        elif k == "continue":
            raise _Continue()
        elif k == "if":
            for cond, blk in [(s[1], s[2])] + list(s[3]):
                if truth(cond, env):
                    execute(blk, env)
                    break
            else:
                if s[4] is not None:
                    execute(s[4], env)
        elif k == "while":
            level = s[1]
            env["ctr"][level] = 0
            while env["ctr"][level] < value(s[2], env):
                env["ctr"][level] += 1
                try:
                    execute(s[3], env)
                except _Break:
                    break
                except _Continue:
                    continue


# -- DSL ---------------------------------------------------------------------------------------------------
def dsl_value(e, ctx):
    k = e[0]
    if k == "const":
        return e[1]
    if k == "arg":
        return ctx["arg"]
    if k == "v":
        return ctx["v"][0]
    if k == "acc":
        return ctx["acc"][e[1]]
    if k == "ctr":
        return ctx["ctr"][e[1]][0]
    a = dsl_value(e[1], ctx)
    if k in ("and", "mul", "shr"):
        return {"and": lambda: a & e[2], "mul": lambda: a * e[2], "shr": lambda: a >> e[2]}[k]()
    b = dsl_value(e[2], ctx)
    return {"add": lambda: a + b, "sub": lambda: a - b, "xor": lambda: a ^ b}[k]()


def dsl_cond(c, ctx):
    a, b = dsl_value(c[2], ctx), dsl_value(c[3], ctx)
    if not hasattr(a, "dtype"):  # a constant on the left: compare the other way round
        a, b, op = b, a, {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}[c[1]]
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[c[1]]


def emit(J, body, ctx) -> None:
    for s in body:
        k = s[0]
        if k == "set":
            ctx["acc"][s[1]] = dsl_value(s[2], ctx)
        elif k == "break":
            J.Break()
        elif k == "continue":
            J.Continue()
        elif k == "if":
            arms = [(s[1], s[2])] + list(s[3])
            for n, (cond, blk) in enumerate(arms):
                with (J.If if n == 0 else J.Elif)(dsl_cond(cond, ctx)):
                    emit(J, blk, ctx)
            if s[4] is not None:
                with J.Else():
                    emit(J, s[4], ctx)
        elif k == "while":
            ctr = ctx["ctr"][s[1]]
            ctr[0] = 0
            with J.While(ctr[0] < dsl_value(s[2], ctx)):
                ctr[0] = ctr[0] + 1
                emit(J, s[3], ctx)


def _fix_constant_conditions(body, r):
    """Comparisons between two constants fold at trace time; make them read v instead."""
    out = []
    for s in body:
        if s[0] == "if":
            arms = [(s[1], s[2])] + list(s[3])
            arms = [(c if _has_reg(c[2]) or _has_reg(c[3]) else (c[0], c[1], ("add", ("arg",), c[2]), c[3]),
                     _fix_constant_conditions(b, r)) for c, b in arms]
            other = _fix_constant_conditions(s[4], r) if s[4] is not None else None
            out.append(("if", arms[0][0], arms[0][1], arms[1:], other))
        elif s[0] == "while":
            out.append((s[0], s[1], s[2], _fix_constant_conditions(s[3], r)))
        else:
            out.append(s)
    return out


def _has_reg(e) -> bool:
    return e[0] in ("arg", "v", "acc", "ctr") or (e[0] != "const" and any(
        isinstance(x, tuple) and _has_reg(x) for x in e[1:]))


def program(seed: int):
    g = Gen(seed)
    body = g.block(3, 0, False, g.r.randint(3, 6))
    return _fix_constant_conditions(body, g.r)


def make_kernel(body):
    def kernel(J, out: "int*", x: "int*", arg: "int"):
        tid = J.threadIdx.x
        v = J.gpr("vi32")
        J.global_load(v, x + tid * 4)
        J.s_waitcnt(vmcnt=0)
        acc = J.gpr(NACC, "vi32", 0)
        ctx = {"v": v, "acc": acc, "arg": arg, "ctr": [J.gpr("vi32", 0) for _ in range(3)]}
        emit(J, body, ctx)
        for k in range(NACC):
            J.global_store(out + tid * 4, acc[k], offset=256 * k)
    return kernel


def check(seed: int, options=None) -> None:
    body = program(seed)
    kern = build(make_kernel(body), options=options)
    r = random.Random(seed)
    xs = [r.choice([r.randint(-20, 20), r.randint(-2**31, 2**31 - 1)]) for _ in range(64)]
    arg = r.randint(-10, 10)
    out = torch.full((NACC, 64), 0x5A5A5A5A, dtype=torch.int32)
    run(kern, [out, torch.tensor(xs, dtype=torch.int32), arg])
    for lane in range(64):
        env = {"v": xs[lane], "arg": arg, "acc": [0] * NACC, "ctr": [0, 0, 0]}
        execute(body, env)
        got = out[:, lane].tolist()
        assert got == env["acc"], (seed, lane, xs[lane], arg, got, env["acc"], body)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.integers(0, 2**32 - 1))
def test_random_lane_programs(seed):
    check(seed)


def test_random_lane_programs_every_pass_config():
    """The same random programs with each pass on/off (and hazards off) give the interpreter's results."""
    from tests.asm.test_passes_diff import CONFIGS
    seeds = random.sample(range(2**32), 2)
    for _, opts in CONFIGS:
        for seed in seeds:
            check(seed, opts)
