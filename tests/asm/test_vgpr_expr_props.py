"""Property tests on the simulator: random expressions over per-lane VGPR values (plus SGPR values), against a
Python model of the DSL's semantics. Every lane gets its own inputs (global loads), so the VALU lowering of
+ - * // % << >> & | ^ ~ neg abs min max and comparisons is checked on 64 distinct values per run, including
division and modulo by VGPR and SGPR registers, signed and unsigned; f32 arithmetic against numpy float32."""

import random

import numpy as np
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.asm import exprgen
from tests.asm.helpers import build, run

N_EXPR = 4
# variables: three per-lane VGPR values, two uniform SGPR kernel arguments
TYPES = ["i32", "u32", "i32", "i32", "u32"]
SENTINEL = 0x5A5A5A5A


def _int_kernel(trees):
    def kernel(J, out: "int*", pa: "int*", pb: "uint*", pc: "int*", d: "int", e: "uint"):
        tid = J.threadIdx.x
        va, vb, vc = J.gpr("vi32"), J.gpr("vu32"), J.gpr("vi32")
        for v, p in ((va, pa), (vb, pb), (vc, pc)):
            J.global_load(v, p + tid * 4)
        J.s_waitcnt(vmcnt=0)
        leaves = [va, vb, vc, d, e]
        res = J.gpr("vu32")
        for i, t in enumerate(trees):
            res[0] = exprgen.build(J, t, leaves)
            J.global_store(out + tid * 4, res, offset=256 * i)
    return kernel


def _lane_values(n: int, unsigned: bool) -> list[int]:
    """Nonzero values (register divisors), biased to the edges of the 32-bit range."""
    edges = [1, -1, 2, -2, 3, 7, 2**31 - 1, -2**31, 2**31 - 2, -2**31 + 1, 65536, 641]
    out = []
    for _ in range(n):
        v = random.choice(edges) if random.random() < 0.3 else random.randint(-2**31, 2**31 - 1) or 5
        if random.random() < 0.2:
            v = random.randint(-40, 40) or 1
        out.append(v % 2**32 if unsigned else v)
    return out


def _tensor(vals: list[int]) -> torch.Tensor:
    return torch.tensor([exprgen.wrap(v, "i32") for v in vals], dtype=torch.int32)


def _check_int(trees, d: int, e: int) -> None:
    k = build(_int_kernel(trees))
    a, b, c = _lane_values(64, False), _lane_values(64, True), _lane_values(64, False)
    out = torch.full((N_EXPR * 64,), SENTINEL, dtype=torch.int32)
    run(k, [out, _tensor(a), _tensor(b), _tensor(c), d, e])
    got = out.view(N_EXPR, 64).tolist()
    for i, t in enumerate(trees):
        want = [exprgen.wrap(exprgen.model(t, [a[l], b[l], c[l], d, e], TYPES), "i32") for l in range(64)]
        bad = [l for l in range(64) if got[i][l] != want[l]]
        assert not bad, (t, bad[:4], [(a[l], b[l], c[l], d, e, got[i][l], want[l]) for l in bad[:4]])


nonzero_i32 = st.integers(-2**31, 2**31 - 1).filter(bool)
nonzero_u32 = st.integers(1, 2**32 - 1)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(exprgen.trees(5, reg_divisor=True), min_size=N_EXPR, max_size=N_EXPR), nonzero_i32,
       nonzero_u32)
def test_vgpr_expressions_match_python(trees, d, e):
    _check_int(trees, d, e)


def test_division_by_registers_all_signs():
    """Every (VGPR | SGPR divisor) x (signed | unsigned) x (// | %) pair on 64 lanes of edge values."""
    trees = []
    for num in (0, 1):
        for div in (1, 2, 3, 4):  # VGPR u32, VGPR i32, SGPR i32, SGPR u32
            for op in ("//", "%"):
                trees.append(exprgen.Node("bin", op, exprgen.Node("var", num), exprgen.Node("var", div)))
    for d, e in ((-7, 3), (2**31 - 1, 2**32 - 1), (-2**31, 1), (1, 0x80000000)):
        for i in range(0, len(trees), N_EXPR):
            _check_int(trees[i:i + N_EXPR], d, e)


def test_division_by_constants_vgpr():
    divisors = [1, 2, 3, 5, 7, 10, 641, 1 << 16, 2**31 - 1, -1, -2, -3, -7, -2**31]
    trees = [exprgen.Node("bin", op, exprgen.Node("var", v), exprgen.Node("const", dv))
             for dv in divisors for v in (0, 1) for op in ("//", "%")]
    for i in range(0, len(trees), N_EXPR):
        _check_int(trees[i:i + N_EXPR], 1, 1)


# -- f32 -------------------------------------------------------------------------------------------------
F_BIN = ["+", "-", "*", "min", "max"]
F_UN = ["neg", "abs"]


def _f32_trees(nvars: int):
    var = st.integers(0, nvars - 1).map(lambda i: ("var", i))
    const = st.sampled_from([0.5, -1.0, 2.0, 3.25, -0.1, 1e3, 0.0]).map(lambda c: ("const", c))
    leaf = st.one_of(var, var, const)

    def extend(ch):
        return st.one_of(st.tuples(st.sampled_from(F_BIN), ch, ch), st.tuples(st.sampled_from(F_UN), ch))
    return st.recursive(leaf, extend, max_leaves=6).map(lambda t: t if _fvar(t) else ("+", t, ("var", 0)))


def _fvar(t) -> bool:
    return t[0] == "var" or (t[0] != "const" and any(_fvar(c) for c in t[1:]))


def _fbuild(J, t, leaves):
    if t[0] == "var":
        return leaves[t[1]]
    if t[0] == "const":
        from torch_cdna.asm.expr import Const
        return Const(t[1])
    a = _fbuild(J, t[1], leaves)
    if t[0] == "neg":
        return -a
    if t[0] == "abs":
        return abs(a)
    b = _fbuild(J, t[2], leaves)
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "min": lambda: J.min(a, b),
            "max": lambda: J.max(a, b)}[t[0]]()


def _fmodel(t, env):
    """numpy float32 per operation (constant-only subtrees fold in double, then round, like the DSL)."""
    if t[0] == "var":
        return env[t[1]]
    if t[0] == "const":
        return np.float32(t[1])
    if not _fvar(t):
        return np.float32(_fconst(t))
    a = _fmodel(t[1], env)
    if t[0] == "neg":
        return -a
    if t[0] == "abs":
        return np.abs(a)
    b = _fmodel(t[2], env)
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "min": lambda: np.minimum(a, b),
            "max": lambda: np.maximum(a, b)}[t[0]]()


def _fconst(t):
    if t[0] == "const":
        return t[1]
    a = _fconst(t[1])
    if t[0] in ("neg", "abs"):
        return -a if t[0] == "neg" else abs(a)
    b = _fconst(t[2])
    return {"+": a + b, "-": a - b, "*": a * b, "min": min(a, b), "max": max(a, b)}[t[0]]


def _f32_kernel(trees):
    def kernel(J, out: "float*", pa: "float*", pb: "float*", s: "float"):
        tid = J.threadIdx.x
        va, vb = J.gpr("vf32"), J.gpr("vf32")
        J.global_load(va, pa + tid * 4)
        J.global_load(vb, pb + tid * 4)
        J.s_waitcnt(vmcnt=0)
        res = J.gpr("vf32")
        for i, t in enumerate(trees):
            res[0] = _fbuild(J, t, [va, vb, s])
            J.global_store(out + tid * 4, res, offset=256 * i)
        cmp = J.gpr("vi32")
        for i, op in enumerate(["<", "<=", ">", ">=", "==", "!="]):
            cmp[0] = {"<": va < vb, "<=": va <= vb, ">": va > vb, ">=": va >= vb, "==": va == vb,
                      "!=": va != s}[op] * (i + 1)
            J.global_store(out + tid * 4, cmp, offset=256 * (N_EXPR + i))
    return kernel


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(_f32_trees(3), min_size=N_EXPR, max_size=N_EXPR), st.floats(-100, 100, width=32))
def test_f32_expressions_match_numpy(trees, s):
    k = build(_f32_kernel(trees))
    a = (torch.randn(64) * 10).to(torch.float32)
    b = (torch.randn(64) * 10).to(torch.float32)
    b[::5] = a[::5]  # equal pairs for ==, <=, >=
    out = torch.full((N_EXPR + 6, 64), float("nan"))
    run(k, [out, a, b, s])
    an, bn, sn = a.numpy(), b.numpy(), np.float32(s)
    with np.errstate(all="ignore"):
        for i, t in enumerate(trees):
            want = np.array([_fmodel(t, [an[l], bn[l], sn]) for l in range(64)], dtype=np.float32)
            np.testing.assert_array_equal(out[i].numpy(), want, err_msg=str(t))
    ops = [an < bn, an <= bn, an > bn, an >= bn, an == bn, an != sn]
    cmp = out[N_EXPR:].view(torch.int32).numpy()
    for i, m in enumerate(ops):
        np.testing.assert_array_equal(cmp[i], m.astype(np.int32) * (i + 1), err_msg=str(i))
