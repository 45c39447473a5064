"""Packed math: op_sel/op_sel_hi/neg_lo/neg_hi on 16-bit and f32-pair operands, v_pk_mov_b32, mixed-precision
fma and dot products, against torch/Python computations."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes
from tests.sim.test_valu import f16_round, f32_round


def _halves(t: torch.Tensor) -> torch.Tensor:
    return t.view(torch.float16).reshape(64, 2)


def _exact16(fn, *ts: torch.Tensor) -> torch.Tensor:
    """``fn`` on the exact values of each element tuple, rounded once to f16 (torch's float64 -> float16
    conversion rounds twice, through float32, and disagrees with a single rounding about once in 10^4)."""
    cols = [[Fraction(v) for v in t.reshape(-1).tolist()] for t in ts]
    return torch.tensor([f16_round(fn(*v)) for v in zip(*cols)], dtype=torch.float16).reshape(ts[0].shape)


def _f16_words(g):
    h = torch.from_numpy(g.standard_normal((64, 2)).astype(np.float16))
    return h.view(torch.int32).reshape(64), h


@pytest.mark.parametrize("mods,pick", [
    ("", lambda a, b: ((a[:, 0], b[:, 0]), (a[:, 1], b[:, 1]))),
    ("op_sel:[1,0] op_sel_hi:[0,1]", lambda a, b: ((a[:, 1], b[:, 0]), (a[:, 0], b[:, 1]))),
    ("op_sel_hi:[1,0]", lambda a, b: ((a[:, 0], b[:, 0]), (a[:, 1], b[:, 0]))),
    ("neg_lo:[1,0] neg_hi:[0,1]", lambda a, b: ((-a[:, 0], b[:, 0]), (a[:, 1], -b[:, 1]))),
])
def test_pk_add_mul_f16_operand_selection(mods, pick):
    g = np.random.default_rng()
    wa, a = _f16_words(g)
    wb, b = _f16_words(g)
    out = lanes(f"v_pk_add_f16 v3, v1, v2 {mods}\nv_pk_mul_f16 v4, v1, v2 {mods}", {"v1": wa, "v2": wb},
                {"v3": torch.int32, "v4": torch.int32})
    (xl, yl), (xh, yh) = pick(a, b)
    add, mul = _halves(out["v3"]), _halves(out["v4"])
    plus, times = (lambda p, q: p + q), (lambda p, q: p * q)
    assert torch.equal(add[:, 0], _exact16(plus, xl, yl)) and torch.equal(add[:, 1], _exact16(plus, xh, yh))
    assert torch.equal(mul[:, 0], _exact16(times, xl, yl)) and torch.equal(mul[:, 1], _exact16(times, xh, yh))


def test_pk_fma_f16_single_rounding():
    g = np.random.default_rng()
    (wa, a), (wb, b), (wc, c) = _f16_words(g), _f16_words(g), _f16_words(g)
    # lane 0 (the words view a, b, c): the exact a*b+c is 2**-26 below the f16 midpoint 0.975341796875, so
    # single rounding gives 0.97509765625; rounding through f32 lands on the tie and gives 0.9755859375
    a[0, 0], b[0, 0], c[0, 0] = 0.39013671875, 0.055694580078125, 0.95361328125
    out = _halves(lanes("v_pk_fma_f16 v4, v1, v2, v3", {"v1": wa, "v2": wb, "v3": wc}, {"v4": torch.int32})["v4"])
    assert torch.equal(out, _exact16(lambda x, y, z: x * y + z, a, b, c))  # one rounding of the exact value


def test_pk_f32_ops_on_register_pairs():
    g = np.random.default_rng()
    a = torch.from_numpy(g.standard_normal((64, 2)).astype(np.float32))
    b = torch.from_numpy(g.standard_normal((64, 2)).astype(np.float32))
    c = torch.from_numpy(g.standard_normal((64, 2)).astype(np.float32))
    body = """
    v_pk_mul_f32 v[7:8], v[1:2], v[3:4] op_sel_hi:[1,0]
    v_pk_add_f32 v[9:10], v[1:2], v[3:4] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
    v_pk_fma_f32 v[11:12], v[1:2], v[3:4], v[5:6]
    v_pk_mov_b32 v[13:14], v[1:2], v[3:4] op_sel:[1,0]
    """
    out = lanes(body, {"v[1:2]": a, "v[3:4]": b, "v[5:6]": c},
                {r: torch.float32 for r in ("v[7:8]", "v[9:10]", "v[11:12]", "v[13:14]")})
    assert torch.equal(out["v[7:8]"], a * b[:, :1])
    assert torch.equal(out["v[9:10]"], a - b[:, :1])
    fma = [f32_round(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in
           zip(a.reshape(-1).tolist(), b.reshape(-1).tolist(), c.reshape(-1).tolist())]
    assert out["v[11:12]"].reshape(-1).tolist() == fma
    assert torch.equal(out["v[13:14]"][:, 0], a[:, 1]) and torch.equal(out["v[13:14]"][:, 1], b[:, 0])


def test_fma_mix_f32_and_mixlo():
    g = np.random.default_rng()
    wa, a = _f16_words(g)
    b = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    c = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    # lane 0: a.lo*b+c is ~2**-27 above the f16 midpoint 0.3590087890625: rounded to f32 it lands on the tie, and
    # converting that to f16 gives 0.35888671875 (one rounding to f16 would give 0.359130859375); mixlo rounds
    # to f32, then converts (see the vop3p semantics' docstring)
    a[0, 0], b[0], c[0] = -0.000865936279296875, -0.2435038536787033, 0.35879793763160706
    body = """
    v_fma_mix_f32 v4, v1, v2, v3 op_sel:[1,0,0] op_sel_hi:[1,0,0]
    v_mov_b32_e32 v5, 0x7c007c00
    v_fma_mixlo_f16 v5, v1, v2, v3 op_sel_hi:[1,0,0]
    v_fma_mix_f32 v6, v1, v2, neg(0) op_sel_hi:[1,0,0]
    """
    out = lanes(body, {"v1": wa, "v2": b, "v3": c}, {"v4": torch.float32, "v5": torch.int32, "v6": torch.float32})
    fma = lambda x, y, z: x * y + z  # noqa: E731 - exact (Fractions), rounded once below
    exact_hi = [f32_round(fma(*map(Fraction, v))) for v in zip(a[:, 1].tolist(), b.tolist(), c.tolist())]
    assert out["v4"].tolist() == exact_hi
    lo = out["v5"].view(torch.float16).reshape(64, 2)
    through_f32 = [f16_round(Fraction(f32_round(fma(*map(Fraction, v)))))
                   for v in zip(a[:, 0].tolist(), b.tolist(), c.tolist())]
    assert lo[:, 0].tolist() == through_f32 and lo[0, 0].item() == 0.35888671875
    assert lo[:, 1].isinf().all()  # the high half is kept
    assert torch.equal(out["v6"], (a[:, 0].double() * b.double()).float())


def test_fma_mix_without_op_sel_hi_reads_f32_sources():
    """LLVM prints op_sel_hi of v_fma_mix* only when nonzero: without it every source is an f32 (found by the IR
    fuzzer: fptrunc(x * x) to half became `v_fma_mixlo_f16 v2, v42, v42, 0`, which the simulator read as
    halves)."""
    g = np.random.default_rng()
    a, b = (torch.from_numpy(g.standard_normal(64).astype(np.float32)) for _ in range(2))
    out = lanes("v_fma_mix_f32 v4, v1, v2, 0\nv_fma_mixlo_f16 v5, v1, v1, 0",
                {"v1": a, "v2": b}, {"v4": torch.float32, "v5": torch.int32})
    assert torch.equal(out["v4"], (a.double() * b.double()).float())
    sq = (a.numpy().astype(np.float64) ** 2).astype(np.float32).astype(np.float16)  # f32 fma result, converted
    assert torch.equal(out["v5"].view(torch.float16).reshape(64, 2)[:, 0], torch.from_numpy(sq))


def test_dot2_f32_f16_and_integer_dots():
    g = np.random.default_rng()
    (wa, a), (wb, b) = _f16_words(g), _f16_words(g)
    c = torch.from_numpy(g.standard_normal(64).astype(np.float32))
    x = torch.from_numpy(g.integers(-(1 << 31), 1 << 31, 64).astype(np.int32))
    y = torch.from_numpy(g.integers(-(1 << 31), 1 << 31, 64).astype(np.int32))
    body = """
    v_dot2_f32_f16 v4, v1, v2, v3
    v_dot4_i32_i8 v7, v5, v6, 0
    v_dot4_u32_u8 v8, v5, v6, 1
    """
    out = lanes(body, {"v1": wa, "v2": wb, "v3": c, "v5": x, "v6": y},
                {"v4": torch.float32, "v7": torch.int32, "v8": torch.int32})
    for i in range(64):
        exact = sum(Fraction(float(a[i, j])) * Fraction(float(b[i, j])) for j in range(2)) + Fraction(c[i].item())
        assert abs(out["v4"][i].item() - float(exact)) <= abs(float(exact)) * 2 ** -23 + 1e-45
        xb = x[i:i + 1].view(torch.int8).tolist()
        yb = y[i:i + 1].view(torch.int8).tolist()
        assert out["v7"][i].item() == sum(p * q for p, q in zip(xb, yb))
        ub = [v & 0xFF for v in xb], [v & 0xFF for v in yb]
        assert out["v8"][i].item() & 0xFFFFFFFF == (sum(p * q for p, q in zip(*ub)) + 1) & 0xFFFFFFFF


def test_pk_integer_ops():
    g = np.random.default_rng()
    a = torch.from_numpy(g.integers(-(1 << 31), 1 << 31, 64).astype(np.int32))
    b = torch.from_numpy(g.integers(-(1 << 31), 1 << 31, 64).astype(np.int32))
    out = lanes("v_pk_add_u16 v3, v1, v2\nv_pk_max_i16 v4, v1, v2\nv_pk_lshlrev_b16 v5, v1, v2",
                {"v1": a, "v2": b}, {"v3": torch.int32, "v4": torch.int32, "v5": torch.int32})
    ah, bh = a.view(torch.int16).reshape(64, 2).int(), b.view(torch.int16).reshape(64, 2).int()
    assert torch.equal(out["v3"].view(torch.int16).reshape(64, 2).int(), ((ah + bh) & 0xFFFF).to(torch.int16).int())
    assert torch.equal(out["v4"].view(torch.int16).reshape(64, 2).int(), torch.maximum(ah, bh))
    exp = ((bh & 0xFFFF) << (ah & 15)) & 0xFFFF
    assert torch.equal(out["v5"].view(torch.int16).reshape(64, 2).int() & 0xFFFF, exp)
