"""v_trig_preop_f64 (CDNA3/CDNA4) and gfx950's v_maximum3_f32 / v_minimum3_f32 against values computed from
the ISA definitions.

V_TRIG_PREOP_F64: shift = S1[4:0] * 53, plus (exponent(S0) - 1077) when the biased exponent exceeds 1077;
the result is fraction bits [shift, shift + 53) of 2/pi (MSB first) times 2**(-53 - shift), times 2**128 more
when the exponent is >= 1968. 2/pi comes here from pi by the Gauss-Legendre iteration in ``decimal`` (the
simulator derives it from Machin's formula), and its first 160 bits are checked against the published hex
expansion.
"""

from __future__ import annotations

import decimal
import math

import pytest
import torch

from tests.sim.asmkit import lanes
from torch_cdna.errors import UnsupportedInstruction

TWO_OVER_PI_HEX_160 = 0xA2F9836E4E441529FC2757D1F534DDC0DB629599  # 2/pi = 0.A2F9836E...


def _two_over_pi_fraction_bits(nbits: int) -> int:
    """floor(2/pi * 2**nbits), pi from the Gauss-Legendre AGM iteration with ample decimal digits."""
    ctx = decimal.Context(prec=int(nbits * 0.302) + 60)
    a, b, t, p = ctx.create_decimal(1), ctx.divide(1, ctx.sqrt(ctx.create_decimal(2))), ctx.create_decimal("0.25"), 1
    for _ in range(12):  # digits double per step: 12 steps give far more than 400
        a_next = ctx.divide(ctx.add(a, b), 2)
        b = ctx.sqrt(ctx.multiply(a, b))
        t = ctx.subtract(t, ctx.multiply(p, ctx.power(ctx.subtract(a, a_next), 2)))
        a, p = a_next, 2 * p
    pi = ctx.divide(ctx.power(ctx.add(a, b), 2), ctx.multiply(4, t))
    scaled = ctx.multiply(ctx.divide(2, pi), ctx.power(ctx.create_decimal(2), nbits))
    return int(scaled.to_integral_value(rounding=decimal.ROUND_FLOOR))


_TABLE_BITS = 1201
_TABLE = _two_over_pi_fraction_bits(_TABLE_BITS)


def expected_trig_preop(x: float, segment: int) -> float:
    if math.isnan(x):
        return x
    exponent = (int.from_bytes(torch.tensor([x], dtype=torch.float64).numpy().tobytes(), "little") >> 52) & 0x7FF
    shift = (segment & 31) * 53 + max(exponent - 1077, 0)
    scale = -53 - shift + (128 if exponent >= 1968 else 0)
    drop = _TABLE_BITS - 53 - shift
    window = (_TABLE >> drop) if drop >= 0 else (_TABLE << -drop)
    return math.ldexp(float(window & ((1 << 53) - 1)), scale)


def test_two_over_pi_reference_matches_published_digits():
    assert _TABLE >> (_TABLE_BITS - 160) == TWO_OVER_PI_HEX_160


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_trig_preop_f64(arch):
    xs = [1.0, -7.5, 1e10, 2.0 ** 52, 2.0 ** 54, 3e20, 2.0 ** 100, 1e200, 2.0 ** 944, 2.0 ** 945, 1e300,
          1.7976931348623157e308, 5e-324, 0.0, -0.0, float("nan")]
    x = torch.tensor((xs * 4)[:64], dtype=torch.float64)
    seg = torch.tensor([(i // 16) % 3 + (32 if i % 5 == 0 else 0) for i in range(64)], dtype=torch.int32)
    body = """
    v_trig_preop_f64 v[4:5], v[1:2], v3
    v_trig_preop_f64 v[6:7], v[1:2], 2
    """
    out = lanes(body, {"v[1:2]": x, "v3": seg}, {"v[4:5]": torch.float64, "v[6:7]": torch.float64}, arch=arch)
    for i in range(64):
        for reg, s in (("v[4:5]", int(seg[i])), ("v[6:7]", 2)):
            want, got = expected_trig_preop(float(x[i]), s), out[reg][i].item()
            assert (math.isnan(want) and math.isnan(got)) or got == want, (float(x[i]), s, got, want)
    # segments 0..2 sum to 2/pi within 2**-159 (what a Payne-Hanek reduction relies on)
    total = sum(expected_trig_preop(1.0, k) for k in range(3))
    assert abs(total - 2 / math.pi) <= 2.0 ** -53


def _bits(values):
    return torch.tensor(values, dtype=torch.float32)


def test_maximum3_minimum3_f32_ieee_2019():
    nan, inf = float("nan"), float("inf")
    rows = [(1.0, 2.0, 3.0), (3.0, -1.0, 2.0), (0.0, -0.0, -0.0), (-0.0, -0.0, -0.0), (-0.0, 0.0, -1.0),
            (nan, 1.0, 2.0), (1.0, nan, 2.0), (1.0, 2.0, nan), (inf, -inf, 5.0), (-inf, nan, inf)]
    rows = (rows * 7)[:64]
    a, b, c = (_bits([r[i] for r in rows]) for i in range(3))
    body = """
    v_maximum3_f32 v4, v1, v2, v3
    v_minimum3_f32 v5, v1, v2, v3
    """
    out = lanes(body, {"v1": a, "v2": b, "v3": c}, {"v4": torch.float32, "v5": torch.float32}, arch="gfx950")
    for i, r in enumerate(rows):
        got_max, got_min = out["v4"][i].item(), out["v5"][i].item()
        if any(math.isnan(v) for v in r):
            assert math.isnan(got_max) and math.isnan(got_min), r
            continue
        want_max, want_min = max(r), min(r)
        if want_max == 0:  # +0 > -0
            want_max = -0.0 if all(math.copysign(1, v) < 0 for v in r if v == 0) else 0.0
        if want_min == 0:
            want_min = -0.0 if any(math.copysign(1, v) < 0 for v in r if v == 0) else 0.0
        assert got_max == want_max and math.copysign(1, got_max) == math.copysign(1, want_max), (r, got_max)
        assert got_min == want_min and math.copysign(1, got_min) == math.copysign(1, want_min), (r, got_min)


def test_maximum3_is_gfx950_only():
    with pytest.raises(UnsupportedInstruction, match="v_maximum3_f32"):
        lanes("v_maximum3_f32 v4, v1, v2, v3", {"v1": _bits([1.0] * 64)}, {"v4": torch.float32}, arch="gfx942")
