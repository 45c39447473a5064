"""Property tests: random expressions over SGPR values, compiled and run on the simulator, against a Python
model of the DSL's semantics (full 32-bit multiply, floor division/modulo by constants, shifts, compares)."""

import random

import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.asm import exprgen
from tests.asm.helpers import ARCHS, assemble, build, run

N_EXPR = 4


def _kernel(trees, types):
    def kernel(J, out: "int*", a: "int", b: "uint", c: "int"):
        leaves = [a, b, c]
        res = J.gpr(N_EXPR, "su32")
        for i, t in enumerate(trees):
            e = exprgen.build(J, t, leaves)
            if isinstance(e, int):
                e = e + 0 * leaves[0]
            res[i] = e
        J.s_store_dwordx4(res, out, 0)
        J.s_waitcnt(lgkmcnt=0)
    return kernel


TYPES = ["i32", "u32", "i32"]
ints = st.integers(-2**31, 2**31 - 1)


@settings(max_examples=50, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(exprgen.trees(3, reg_divisor=False), min_size=N_EXPR, max_size=N_EXPR), ints,
       st.integers(0, 2**32 - 1), ints)
def test_sgpr_expressions_match_python(trees, a, b, c):
    k = build(_kernel(trees, TYPES))
    out = torch.full((N_EXPR,), 0x5A5A5A5A, dtype=torch.int32)
    run(k, [out, a, b, c])
    want = [exprgen.wrap(exprgen.model(t, [a, b, c], TYPES), "i32") for t in trees]
    assert out.tolist() == want, (trees, a, b, c)


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(exprgen.trees(3, reg_divisor=True), min_size=N_EXPR, max_size=N_EXPR),
       ints.filter(bool), st.integers(1, 2**32 - 1), ints.filter(bool))
def test_sgpr_register_division_matches_python(trees, a, b, c):
    """Register divisors of SGPR values (computed in lane 0 of the VALU, read back) on the simulator."""
    k = build(_kernel(trees, TYPES))
    out = torch.full((N_EXPR,), 0x5A5A5A5A, dtype=torch.int32)
    run(k, [out, a, b, c])
    want = [exprgen.wrap(exprgen.model(t, [a, b, c], TYPES), "i32") for t in trees]
    assert out.tolist() == want, (trees, a, b, c)


@settings(max_examples=5, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(exprgen.trees(3, reg_divisor=True), min_size=N_EXPR, max_size=N_EXPR))
def test_expressions_with_register_division_assemble(trees):
    """Register divisors (VALU lowering, even for SGPRs) assemble cleanly on both archs."""
    for arch in ARCHS:
        assemble(build(_kernel(trees, TYPES), arch))


def test_division_by_constants_edge_values():
    """Every signed/unsigned divisor class against the extreme dividends."""
    divisors = [1, 2, 3, 5, 6, 7, 10, 25, 125, 641, 1 << 16, 2**31 - 1, -1, -2, -3, -7, -2**31, 0x7FFFFFFF]
    dividends = [0, 1, -1, 2**31 - 1, -2**31, 12345, -12345, random.randint(-2**31, 2**31 - 1)]
    for d in divisors:
        trees = [exprgen.Node("bin", op, exprgen.Node("var", v), exprgen.Node("const", d))
                 for v in (0, 1) for op in ("//", "%")]
        k = build(_kernel(trees, TYPES))
        for n in dividends:
            out = torch.full((N_EXPR,), 0x5A5A5A5A, dtype=torch.int32)
            run(k, [out, n, n % 2**32, 0])
            want = [exprgen.wrap(exprgen.model(t, [n, n % 2**32, 0], TYPES), "i32") for t in trees]
            assert out.tolist() == want, (d, n)
