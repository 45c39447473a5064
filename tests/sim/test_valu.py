"""VALU semantics against values computed from the ISA definitions with Python integers / exact rationals."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes
from torch_cdna import sim

M32 = (1 << 32) - 1


def rng(seed=None):
    return np.random.default_rng(seed)


def u32(g, n=64):
    return torch.from_numpy(g.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32).view(np.int32))


def ints(t):
    return [v & M32 for v in t.tolist()]


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def ieee_round(x: Fraction | float, frac_bits: int, emin: int, emax: int) -> float:
    """Round an exact value to the nearest binary float with ``frac_bits`` stored fraction bits and normal
    exponents ``emin..emax`` (ties to even), including the denormal range and overflow to inf."""
    if isinstance(x, float) and not math.isfinite(x):
        return x
    x = Fraction(x)
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    q = Fraction(2) ** (max(e, emin) - frac_bits)
    units = a / q
    n = math.floor(units)
    rem = units - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1):
        n += 1
    val = n * q
    if val >= Fraction(2) ** (emax + 1):
        return sign * math.inf
    return sign * float(val)


def f32_round(x: Fraction | float) -> float:
    """Round an exact value to the nearest f32 (ties to even), including the denormal range and overflow."""
    return ieee_round(x, 23, -126, 127)


def f16_round(x: Fraction | float) -> float:
    """Round an exact value to the nearest f16 (ties to even) in one step. torch's float64 -> float16
    conversion goes through float32 and so rounds twice (1 + 2**-11 + 2**-30 becomes 1.0, not 1 + 2**-10)."""
    return ieee_round(x, 10, -14, 15)


INT_CASES = [
    ("v_add_u32_e32 v3, v1, v2", lambda a, b: a + b),
    ("v_sub_u32_e32 v3, v1, v2", lambda a, b: a - b),
    ("v_subrev_u32_e32 v3, v1, v2", lambda a, b: b - a),
    ("v_mul_lo_u32 v3, v1, v2", lambda a, b: a * b),
    ("v_mul_hi_u32 v3, v1, v2", lambda a, b: (a * b) >> 32),
    ("v_mul_hi_i32 v3, v1, v2", lambda a, b: (s32(a) * s32(b)) >> 32),
    ("v_mul_u32_u24_e32 v3, v1, v2", lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)),
    ("v_mul_i32_i24_e32 v3, v1, v2",
     lambda a, b: (((a & 0xFFFFFF) ^ 0x800000) - 0x800000) * (((b & 0xFFFFFF) ^ 0x800000) - 0x800000)),
    ("v_mul_hi_u32_u24_e32 v3, v1, v2", lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32),
    ("v_lshlrev_b32_e32 v3, v1, v2", lambda a, b: b << (a & 31)),
    ("v_lshrrev_b32_e32 v3, v1, v2", lambda a, b: b >> (a & 31)),
    ("v_ashrrev_i32_e32 v3, v1, v2", lambda a, b: s32(b) >> (a & 31)),
    ("v_and_b32_e32 v3, v1, v2", lambda a, b: a & b),
    ("v_or_b32_e32 v3, v1, v2", lambda a, b: a | b),
    ("v_xor_b32_e32 v3, v1, v2", lambda a, b: a ^ b),
    ("v_xnor_b32_e32 v3, v1, v2", lambda a, b: ~(a ^ b)),
    ("v_not_b32_e32 v3, v1", lambda a, b: ~a),
    ("v_min_u32_e32 v3, v1, v2", min),
    ("v_max_i32_e32 v3, v1, v2", lambda a, b: max(s32(a), s32(b))),
    ("v_min_i32_e32 v3, v1, v2", lambda a, b: min(s32(a), s32(b))),
    ("v_bcnt_u32_b32 v3, v1, v2", lambda a, b: bin(a).count("1") + b),
    ("v_ffbh_u32_e32 v3, v1", lambda a, b: 32 - a.bit_length() if a else M32),
    ("v_ffbl_b32_e32 v3, v1", lambda a, b: (a & -a).bit_length() - 1 if a else M32),
    # ISA: the first i in 1..31 with bit 31-i != bit 31 (the sign), else -1
    ("v_ffbh_i32_e32 v3, v1", lambda a, b: next((i for i in range(1, 32) if (a >> (31 - i) & 1) != a >> 31), M32)),
    ("v_bfrev_b32_e32 v3, v1", lambda a, b: int(f"{a:032b}"[::-1], 2)),
    ("v_bfe_u32 v3, v1, v2, 5", lambda a, b: (a >> (b & 31)) & 31),
    ("v_bfm_b32 v3, v1, v2", lambda a, b: ((1 << (a & 31)) - 1) << (b & 31)),
    ("v_alignbit_b32 v3, v1, v2, 7", lambda a, b: ((a << 32 | b) >> 7)),
    ("v_alignbyte_b32 v3, v1, v2, 3", lambda a, b: ((a << 32 | b) >> 24)),
    ("v_lshl_or_b32 v3, v1, 5, v2", lambda a, b: (a << 5) | b),
    ("v_and_or_b32 v3, v1, v2, 0xff", lambda a, b: (a & b) | 0xFF),
    ("v_or3_b32 v3, v1, v2, 12", lambda a, b: a | b | 12),
    ("v_add3_u32 v3, v1, v2, v1", lambda a, b: a + b + a),
    ("v_lshl_add_u32 v3, v1, 3, v2", lambda a, b: (a << 3) + b),
    ("v_add_lshl_u32 v3, v1, v2, 2", lambda a, b: (a + b) << 2),
    ("v_xad_u32 v3, v1, v2, v1", lambda a, b: (a ^ b) + a),
    ("v_bfi_b32 v3, v1, v2, 0", lambda a, b: a & b),
    ("v_mad_u32_u24 v3, v1, v2, v1", lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF) + a),
    ("v_med3_i32 v3, v1, v2, 0", lambda a, b: sorted([s32(a), s32(b), 0])[1]),
    ("v_max3_u32 v3, v1, v2, 7", lambda a, b: max(a, b, 7)),
    ("v_min3_i32 v3, v1, v2, -7", lambda a, b: min(s32(a), s32(b), -7)),
    ("v_add_u16_e32 v3, v1, v2", lambda a, b: (a + b) & 0xFFFF),
    ("v_lshlrev_b16_e32 v3, v1, v2", lambda a, b: ((b & 0xFFFF) << (a & 15)) & 0xFFFF),
    ("v_ashrrev_i16_e32 v3, v1, v2", lambda a, b: ((((b & 0xFFFF) ^ 0x8000) - 0x8000) >> (a & 15)) & 0xFFFF),
    ("v_mul_lo_u16_e32 v3, v1, v2", lambda a, b: ((a & 0xFFFF) * (b & 0xFFFF)) & 0xFFFF),
]


@pytest.mark.parametrize("line,ref", INT_CASES, ids=[c[0].split()[0] for c in INT_CASES])
def test_integer_ops(line, ref):
    g = rng()
    a, b = u32(g), u32(g)
    if "ffb" in line:  # exercise zero and small values too
        a[:8] = torch.tensor([0, 1, 2, 3, -1, 0x10000, 0x8000, 0x7FFFFFFF], dtype=torch.int32)
    out = lanes(line, {"v1": a, "v2": b}, {"v3": torch.int32})["v3"]
    expected = [ref(x, y) & M32 for x, y in zip(ints(a), ints(b))]
    assert ints(out) == expected


def test_perm_b32_selectors():
    g = rng()
    a, b = u32(g), u32(g)
    sels = [0x07060504, 0x00010203, 0x0C0D0E0F, 0x080A0B09]
    for sel in sels:
        out = lanes(f"v_perm_b32 v3, v1, v2, {sel:#x}", {"v1": a, "v2": b}, {"v3": torch.int32})["v3"]
        for x, y, r in zip(ints(a), ints(b), ints(out)):
            data = (x << 32) | y
            exp = 0
            for i in range(4):
                s = (sel >> (8 * i)) & 0xFF
                if s < 8:
                    byte = (data >> (8 * s)) & 0xFF
                elif s < 12:
                    byte = 0xFF * ((data >> {8: 15, 9: 31, 10: 47, 11: 63}[s]) & 1)
                else:
                    byte = 0 if s == 12 else 0xFF
                exp |= byte << (8 * i)
            assert r == exp, (hex(sel), hex(x), hex(y))


def test_bitop3_truth_table_gfx950():
    g = rng()
    a, b, c = u32(g), u32(g), u32(g)
    for ttbl in (0x36, 0x6C, 0xF6, 0x96, 0x01, 0xE8):
        out = lanes(f"v_bitop3_b32 v4, v1, v2, v3 bitop3:{ttbl:#x}", {"v1": a, "v2": b, "v3": c},
                    {"v4": torch.int32}, arch="gfx950")["v4"]
        for x, y, z, r in zip(ints(a), ints(b), ints(c), ints(out)):
            exp = sum(((ttbl >> (((x >> i) & 1) << 2 | ((y >> i) & 1) << 1 | ((z >> i) & 1))) & 1) << i
                      for i in range(32))
            assert r == exp


def test_64bit_add_sub_carry_chains():
    g = rng()
    a = torch.from_numpy(g.integers(0, 1 << 63, 64, dtype=np.int64) * 2 + g.integers(0, 2, 64))
    b = torch.from_numpy(g.integers(0, 1 << 63, 64, dtype=np.int64) * 2 + g.integers(0, 2, 64))
    a[:4] = torch.tensor([-1, 0xFFFFFFFF, 0, -2])
    b[:4] = torch.tensor([1, 1, 0, 1])
    body = """
    v_add_co_u32_e32 v5, vcc, v1, v3
    v_addc_co_u32_e32 v6, vcc, v2, v4, vcc
    s_nop 4
    v_cndmask_b32_e64 v9, 0, 1, vcc
    v_sub_co_u32_e64 v7, s[20:21], v1, v3
    v_subb_co_u32_e64 v8, s[20:21], v2, v4, s[20:21]
    s_nop 4
    v_cndmask_b32_e64 v10, 0, 1, s[20:21]
    """
    out = lanes(body, {"v[1:2]": a, "v[3:4]": b}, {"v[5:6]": torch.int64, "v[7:8]": torch.int64,
                                                   "v9": torch.int32, "v10": torch.int32})
    ua = [x & (2**64 - 1) for x in a.tolist()]
    ub = [x & (2**64 - 1) for x in b.tolist()]
    assert [x & (2**64 - 1) for x in out["v[5:6]"].tolist()] == [(x + y) & (2**64 - 1) for x, y in zip(ua, ub)]
    assert out["v9"].tolist() == [int(x + y >= 2**64) for x, y in zip(ua, ub)]
    assert [x & (2**64 - 1) for x in out["v[7:8]"].tolist()] == [(x - y) & (2**64 - 1) for x, y in zip(ua, ub)]
    assert out["v10"].tolist() == [int(y > x) for x, y in zip(ua, ub)]


def test_mad_u64_u32_and_i64_i32_with_carry_out():
    g = rng()
    a, b = u32(g), u32(g)
    c = torch.from_numpy(g.integers(-(1 << 63), (1 << 63) - 1, 64, dtype=np.int64))
    c[:2] = torch.tensor([-1, -(1 << 63)])
    body = """
    v_mad_u64_u32 v[4:5], s[20:21], v1, v2, v[6:7]
    s_nop 4
    v_cndmask_b32_e64 v8, 0, 1, s[20:21]
    v_mad_i64_i32 v[10:11], s[22:23], v1, v2, v[6:7]
    s_nop 4
    v_cndmask_b32_e64 v9, 0, 1, s[22:23]
    """
    out = lanes(body, {"v1": a, "v2": b, "v[6:7]": c},
                {"v[4:5]": torch.int64, "v8": torch.int32, "v[10:11]": torch.int64, "v9": torch.int32})
    for i, (x, y, z) in enumerate(zip(ints(a), ints(b), c.tolist())):
        full = x * y + (z & (2**64 - 1))
        assert out["v[4:5]"][i].item() & (2**64 - 1) == full & (2**64 - 1)
        assert out["v8"][i].item() == full >> 64
        sfull = s32(x) * s32(y) + z
        assert out["v[10:11]"][i].item() & (2**64 - 1) == sfull & (2**64 - 1)
        assert out["v9"][i].item() == (sfull >> 64) & 1


def test_64bit_shifts_and_lshl_add_u64():
    g = rng()
    a = torch.from_numpy(g.integers(-(1 << 63), (1 << 63) - 1, 64, dtype=np.int64))
    s = torch.from_numpy(g.integers(0, 64, 64).astype(np.int32))
    body = """
    v_lshlrev_b64 v[4:5], v3, v[1:2]
    v_lshrrev_b64 v[6:7], v3, v[1:2]
    v_ashrrev_i64 v[8:9], v3, v[1:2]
    v_lshl_add_u64 v[10:11], v[1:2], 3, v[1:2]
    """
    out = lanes(body, {"v[1:2]": a, "v3": s}, {r: torch.int64 for r in ("v[4:5]", "v[6:7]", "v[8:9]", "v[10:11]")})
    m = 2**64 - 1
    for i, (x, k) in enumerate(zip(a.tolist(), s.tolist())):
        assert out["v[4:5]"][i].item() & m == (x << k) & m
        assert out["v[6:7]"][i].item() & m == (x & m) >> k
        assert out["v[8:9]"][i].item() == x >> k
        assert out["v[10:11]"][i].item() & m == ((x << 3) + x) & m


def test_integer_clamp_saturates():
    a = torch.tensor([0, 1, 5, -1, -2, 7] * 10 + [0] * 4, dtype=torch.int32)
    body = """
    v_sub_u32_e64 v2, v1, 1 clamp
    v_add_u32_e64 v3, v1, 3 clamp
    v_add_i32 v4, v1, 0x7ffffffe clamp
    """
    out = lanes(body, {"v1": a}, {"v2": torch.int32, "v3": torch.int32, "v4": torch.int32})
    for i, x in enumerate(ints(a)):
        assert ints(out["v2"])[i] == max(x - 1, 0)
        assert ints(out["v3"])[i] == min(x + 3, M32)
        assert out["v4"][i].item() == max(min(s32(x) + 0x7FFFFFFE, 2**31 - 1), -2**31)


# ---------------------------------------------------------------- float
def f32s(g, n=64, scale=4.0):
    return torch.from_numpy((g.standard_normal(n) * scale).astype(np.float32))


def test_float_add_mul_fma_are_correctly_rounded():
    g = rng()
    a, b, c = f32s(g), f32s(g), f32s(g)
    c[:32] = -(a[:32].double() * b[:32].double()).float()  # cancellation: tests the single fma rounding
    body = """
    v_add_f32_e32 v4, v1, v2
    v_mul_f32_e32 v5, v1, v2
    v_fma_f32 v6, v1, v2, v3
    v_mov_b32_e32 v7, v3
    v_fmac_f32_e32 v7, v1, v2
    v_sub_f32_e64 v8, -|v1|, v2
    v_fmaak_f32 v9, v1, v2, 0x3f800000
    v_fmamk_f32 v10, v1, 0x40000000, v2
    """
    out = lanes(body, {"v1": a, "v2": b, "v3": c}, {f"v{i}": torch.float32 for i in range(4, 11)})
    for i, (x, y, z) in enumerate(zip(a.tolist(), b.tolist(), c.tolist())):
        X, Y, Z = Fraction(x), Fraction(y), Fraction(z)
        assert out["v4"][i].item() == f32_round(X + Y)
        assert out["v5"][i].item() == f32_round(X * Y)
        assert out["v6"][i].item() == f32_round(X * Y + Z)
        assert out["v7"][i].item() == f32_round(X * Y + Z)
        assert out["v8"][i].item() == f32_round(-abs(X) - Y)
        assert out["v9"][i].item() == f32_round(X * Y + 1)
        assert out["v10"][i].item() == f32_round(X * 2 + Y)


def test_fma_f64_single_rounding():
    g = rng()
    a = torch.from_numpy(g.standard_normal(64) * 1e3)
    b = torch.from_numpy(g.standard_normal(64))
    c = -(a * b) * (1 + torch.from_numpy(g.standard_normal(64)) * 1e-14)
    out = lanes("v_fma_f64 v[7:8], v[1:2], v[3:4], v[5:6]", {"v[1:2]": a, "v[3:4]": b, "v[5:6]": c},
                {"v[7:8]": torch.float64})["v[7:8]"]
    for i, (x, y, z) in enumerate(zip(a.tolist(), b.tolist(), c.tolist())):
        assert out[i].item() == float(Fraction(x) * Fraction(y) + Fraction(z))


def test_output_modifiers_and_clamp():
    a = torch.tensor([0.3, -0.7, 2.5, float("nan"), 0.75, -0.0] * 10 + [1.0] * 4, dtype=torch.float32)
    body = """
    v_add_f32_e64 v2, v1, v1 mul:2
    v_add_f32_e64 v3, v1, 0 div:2
    v_mul_f32_e64 v4, v1, 1.0 clamp
    v_add_f32_e64 v5, v1, 1.0 mul:4 clamp
    """
    out = lanes(body, {"v1": a}, {f"v{i}": torch.float32 for i in range(2, 6)})
    x = a.double()
    assert torch.equal(out["v2"], (x * 4).float()) or torch.allclose(out["v2"], (x * 4).float(), equal_nan=True)
    torch.testing.assert_close(out["v3"], (x / 2).float(), equal_nan=True, rtol=0, atol=0)
    exp4 = torch.nan_to_num(x, nan=0.0).clamp(0, 1).float()  # dx10_clamp: NaN -> 0
    assert torch.equal(out["v4"], exp4)
    exp5 = torch.nan_to_num((x + 1) * 4, nan=0.0).clamp(0, 1).float()
    assert torch.equal(out["v5"], exp5)


def test_denormal_modes():
    tiny = 2.0 ** -140
    a = torch.tensor([tiny, -tiny, 2.0 ** -126, 1.0] * 16, dtype=torch.float32)
    keep = lanes("v_mul_f32_e32 v2, 1.0, v1\nv_mul_f32_e32 v3, 0.5, v1", {"v1": a},
                 {"v2": torch.float32, "v3": torch.float32})
    assert keep["v2"].tolist() == a.tolist()
    assert keep["v3"][2].item() == 2.0 ** -127  # a denormal result kept
    flush = lanes("v_mul_f32_e32 v2, 1.0, v1\nv_mul_f32_e32 v3, 0.5, v1", {"v1": a},
                  {"v2": torch.float32, "v3": torch.float32}, modes={"float_denorm_mode_32": 0})
    assert flush["v2"][:4].tolist() == [0.0, -0.0, 2.0 ** -126, 1.0]
    assert math.copysign(1, flush["v2"][1].item()) == -1
    assert flush["v3"][2].item() == 0.0  # 2^-127 result flushed


def test_min_max_nan_and_signed_zero():
    nan = float("nan")
    snan = torch.tensor([0x7FA00000], dtype=torch.int32).view(torch.float32).item()
    a = torch.tensor([nan, 1.0, nan, 0.0, -0.0, snan, 3.0, -2.0] * 8, dtype=torch.float32)
    b = torch.tensor([2.0, nan, nan, -0.0, 0.0, 1.0, -4.0, -1.0] * 8, dtype=torch.float32)
    a[5::8] = torch.tensor([0x7FA00000], dtype=torch.int32).view(torch.float32)
    out = lanes("v_max_f32_e32 v3, v1, v2\nv_min_f32_e32 v4, v1, v2\nv_med3_f32 v5, v1, v2, 0.5",
                {"v1": a, "v2": b}, {"v3": torch.float32, "v4": torch.float32, "v5": torch.float32})
    mx, mn, md = out["v3"][:8].tolist(), out["v4"][:8].tolist(), out["v5"][:8].tolist()
    assert mx[0] == 2.0 and mx[1] == 1.0 and math.isnan(mx[2])
    assert mx[3] == 0.0 and math.copysign(1, mx[3]) == 1 and math.copysign(1, mx[4]) == 1
    assert math.copysign(1, mn[3]) == -1 and math.copysign(1, mn[4]) == -1
    assert math.isnan(mx[5]) and math.isnan(mn[5])  # IEEE mode: a signalling NaN gives a (quiet) NaN
    bits = out["v3"][5:6].view(torch.int32).item()
    assert bits & 0x00400000, "the NaN must be quiet"
    assert mx[6] == 3.0 and mn[7] == -2.0
    assert md[0] == 0.5 and md[1] == 0.5  # NaN present: min3 of the others
    assert md[6] == 0.5 and md[7] == -1.0


def _div_body(r0="v1", r1="v2"):
    return f"""
    v_div_scale_f32 v3, s[20:21], {r1}, {r1}, {r0}
    v_rcp_f32_e32 v4, v3
    v_div_scale_f32 v5, vcc, {r0}, {r1}, {r0}
    s_nop 4
    v_cndmask_b32_e64 v9, 0, 1, vcc
    v_fma_f32 v6, -v3, v4, 1.0
    v_fmac_f32_e32 v4, v6, v4
    v_mul_f32_e32 v6, v5, v4
    v_fma_f32 v7, -v3, v6, v5
    v_fmac_f32_e32 v6, v7, v4
    v_fma_f32 v3, -v3, v6, v5
    s_nop 4
    v_div_fmas_f32 v3, v3, v4, v6
    v_div_fixup_f32 v8, v3, {r1}, {r0}
    """


def test_f32_division_sequence_is_correctly_rounded():
    g = rng()
    num = torch.from_numpy((g.standard_normal(64) * np.exp2(g.integers(-140, 126, 64))).astype(np.float32))
    den = torch.from_numpy((g.standard_normal(64) * np.exp2(g.integers(-140, 126, 64))).astype(np.float32))
    specials = [(1.0, 0.0), (0.0, 0.0), (-1.0, 0.0), (0.0, 3.0), (float("inf"), 2.0), (2.0, float("inf")),
                (float("inf"), float("inf")), (float("nan"), 1.0), (1.0, float("nan")),
                (2.0 ** -149, 3.0), (3e38, 1e-30), (1e-38, 3e38), (2.0 ** 127, 2.0 ** -126), (1.0, 2.0 ** 127),
                (3.0, 2.0 ** -149), (1e-45, 1e-45)]
    for i, (n, d) in enumerate(specials):
        num[i], den[i] = n, d
    out = lanes(_div_body(), {"v1": num, "v2": den}, {"v8": torch.float32, "v9": torch.int32})
    q = out["v8"]
    for i, (n, d) in enumerate(zip(num.tolist(), den.tolist())):
        if math.isnan(n) or math.isnan(d) or (n == 0 and d == 0) or (math.isinf(n) and math.isinf(d)):
            assert math.isnan(q[i].item()), (n, d)
        elif d == 0:
            assert q[i].item() == math.copysign(math.inf, n) * math.copysign(1, d), (n, d)
        elif math.isinf(n) or math.isinf(d):
            assert q[i].item() == (n / d if math.isinf(n) else 0.0 * math.copysign(1, n) * math.copysign(1, d))
        else:
            assert q[i].item() == f32_round(Fraction(n) / Fraction(d)), (n, d, q[i].item())
    vcc = out["v9"].tolist()
    assert vcc[9] == 1   # 2^-149 / 3: denormal quotient
    assert vcc[10] == 1  # 3e38 / 1e-30: exponent gap >= 96
    # the ISA's exponent() is the biased exponent field, 0 for a denormal: a denormal denominator under a
    # numerator of 2^-37 is a gap of 90, not the 100 that frexp's true exponents give
    biased = ((num.view(torch.int32) >> 23) & 0xFF).tolist(), ((den.view(torch.int32) >> 23) & 0xFF).tolist()
    assert vcc[16:] == [int(abs(Fraction(n) / Fraction(d)) < Fraction(2) ** -126 or
                            ((abs(n) > 0) and en - ed >= 96))
                        for n, d, en, ed in zip(num.tolist()[16:], den.tolist()[16:], biased[0][16:], biased[1][16:])]


def test_f64_division_sequence():
    g = rng()
    num = torch.from_numpy(g.standard_normal(64) * np.exp2(g.integers(-1000, 1000, 64)))
    den = torch.from_numpy(g.standard_normal(64) * np.exp2(g.integers(-1000, 1000, 64)))
    num[0], den[0] = 1e-310, 3.0
    num[1], den[1] = 1e300, 1e-300
    body = """
    v_div_scale_f64 v[5:6], s[20:21], v[3:4], v[3:4], v[1:2]
    v_rcp_f64_e32 v[7:8], v[5:6]
    s_nop 1
    v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
    v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
    v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
    v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
    v_div_scale_f64 v[9:10], vcc, v[1:2], v[3:4], v[1:2]
    v_mul_f64 v[11:12], v[9:10], v[7:8]
    v_fma_f64 v[5:6], -v[5:6], v[11:12], v[9:10]
    s_nop 4
    v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[11:12]
    v_div_fixup_f64 v[13:14], v[5:6], v[3:4], v[1:2]
    """
    out = lanes(body, {"v[1:2]": num, "v[3:4]": den}, {"v[13:14]": torch.float64})["v[13:14]"]
    expected = [n / d for n, d in zip(num.tolist(), den.tolist())]
    assert out.tolist() == expected


def test_f64_fma_exact_with_extreme_factors():
    """A moderate product of a huge and a tiny factor (the Newton step of f64 division by a ~1e-302 divisor)
    must still be a single-rounding fma (splitting the factors would overflow)."""
    a = torch.tensor([9.188299652063412e-302, 2.0 ** 950, 2.0 ** -960] + [1.0] * 61, dtype=torch.float64)
    b = torch.tensor([-1.0883406482889687e+301, 2.0 ** -950 + 2.0 ** -1002, 2.0 ** 960 * 3] + [1.0] * 61,
                     dtype=torch.float64)
    c = torch.tensor([1.0, -1.0, -3.0] + [0.5] * 61, dtype=torch.float64)
    out = lanes("v_fma_f64 v[7:8], v[1:2], v[3:4], v[5:6]", {"v[1:2]": a, "v[3:4]": b, "v[5:6]": c},
                {"v[7:8]": torch.float64})["v[7:8]"]
    exact = [float(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]
    assert out.tolist() == exact


def _ulp_ok(got: float, exact: float) -> bool:
    return got == float(np.float32(exact)) or math.isclose(got, exact, rel_tol=2 ** -23)


@pytest.mark.parametrize("name,fn", [
    ("v_exp_f32", lambda x: 2.0 ** x), ("v_log_f32", math.log2), ("v_rcp_f32", lambda x: 1 / x),
    ("v_rsq_f32", lambda x: 1 / math.sqrt(x)), ("v_sqrt_f32", math.sqrt),
    ("v_sin_f32", lambda x: math.sin(2 * math.pi * (x - round(x)))),
    ("v_cos_f32", lambda x: math.cos(2 * math.pi * (x - round(x)))),
])
def test_transcendentals_match_exact_math_rounded(name, fn):
    g = rng()
    x = torch.from_numpy(np.abs(g.standard_normal(64) * 8).astype(np.float32) + np.float32(0.01))
    out = lanes(f"{name}_e32 v2, v1", {"v1": x}, {"v2": torch.float32})["v2"]
    for xi, r in zip(x.tolist(), out.tolist()):
        assert r == float(np.float32(fn(xi))), (xi, r)


def test_transcendental_special_values_and_denormal_flush():
    x = torch.tensor([0.0, -0.0, float("inf"), -1.0, 2.0 ** -130, float("nan")] + [1.0] * 58, dtype=torch.float32)
    body = "v_log_f32_e32 v2, v1\nv_rcp_f32_e32 v3, v1\nv_sqrt_f32_e32 v4, v1\nv_exp_f32_e32 v5, v1\n" \
           "v_exp_f32_e64 v6, -|v1| mul:4"
    out = lanes(body, {"v1": x}, {f"v{i}": torch.float32 for i in range(2, 7)})
    log, rcp, sqrt = out["v2"].tolist(), out["v3"].tolist(), out["v4"].tolist()
    assert log[0] == -math.inf and log[1] == -math.inf and log[2] == math.inf and math.isnan(log[3])
    assert log[4] == -math.inf  # denormal input flushed to 0
    assert rcp[0] == math.inf and rcp[1] == -math.inf and rcp[2] == 0.0 and rcp[4] == math.inf
    assert math.isnan(sqrt[3]) and math.copysign(1, sqrt[1]) == -1
    big = lanes("v_exp_f32_e32 v2, v1", {"v1": torch.full((64,), -130.0)}, {"v2": torch.float32})["v2"]
    assert big.eq(0).all()  # 2^-130 is denormal: flushed


def test_rounding_fract_frexp_ldexp():
    g = rng()
    x = torch.from_numpy((g.standard_normal(64) * 100).astype(np.float32))
    x[:6] = torch.tensor([2.5, -2.5, 3.5, -1e-10, 0.5, -0.5])
    e = torch.from_numpy(g.integers(-20, 20, 64).astype(np.int32))
    body = """
    v_floor_f32_e32 v3, v1
    v_ceil_f32_e32 v4, v1
    v_trunc_f32_e32 v5, v1
    v_rndne_f32_e32 v6, v1
    v_fract_f32_e32 v7, v1
    v_frexp_mant_f32_e32 v8, v1
    v_frexp_exp_i32_f32_e32 v9, v1
    v_ldexp_f32 v10, v1, v2
    """
    out = lanes(body, {"v1": x, "v2": e}, {**{f"v{i}": torch.float32 for i in range(3, 11)}, "v9": torch.int32})
    for i, (xi, ei) in enumerate(zip(x.tolist(), e.tolist())):
        assert out["v3"][i].item() == math.floor(xi)
        assert out["v4"][i].item() == math.ceil(xi)
        assert out["v5"][i].item() == math.trunc(xi)
        assert out["v6"][i].item() == round(xi)  # Python rounds half to even
        fr = float(np.float32(xi - math.floor(xi)))
        assert out["v7"][i].item() == min(fr, float(np.nextafter(np.float32(1), np.float32(0))))
        m, ex = math.frexp(xi)
        assert out["v8"][i].item() == m and out["v9"][i].item() == ex
        assert out["v10"][i].item() == float(np.float32(math.ldexp(xi, ei)))


# ---------------------------------------------------------------- lane movement
def test_readlane_writelane_readfirstlane_ignore_or_follow_exec():
    x = torch.arange(100, 164, dtype=torch.int32)
    body = """
    s_mov_b32 s20, 5
    v_mov_b32_e32 v2, 7
    s_nop 4
    v_readlane_b32 s21, v1, s20
    v_readlane_b32 s22, v1, 63
    s_mov_b64 exec, 0x0000000000f00000
    v_readfirstlane_b32 s23, v1
    v_mov_b32_e32 v2, -3
    s_nop 4
    v_writelane_b32 v2, s21, 2
    s_mov_b64 exec, -1
    s_nop 4
    v_mov_b32_e32 v3, s22
    v_mov_b32_e32 v4, s23
    """
    out = lanes(body, {"v1": x}, {"v2": torch.int32, "v3": torch.int32, "v4": torch.int32})
    assert out["v3"].eq(163).all() and out["v4"].eq(120).all()
    v2 = out["v2"].tolist()
    assert v2[2] == 105  # written although EXEC excludes lane 2
    assert all(v2[i] == -3 for i in range(20, 24))  # EXEC-enabled lanes of the v_mov
    assert v2[0] == 7 and v2[63] == 7  # lanes EXEC disabled keep their value


def test_mbcnt_gives_lane_ids_and_counts_masked_lanes():
    body = """
    v_mbcnt_lo_u32_b32 v1, -1, 0
    v_mbcnt_hi_u32_b32 v1, -1, v1
    s_mov_b32 s20, 0xaaaaaaaa
    s_mov_b32 s21, 0x0000ffff
    v_mbcnt_lo_u32_b32 v2, s20, 0
    v_mbcnt_hi_u32_b32 v2, s21, v2
    """
    out = lanes(body, {}, {"v1": torch.int32, "v2": torch.int32})
    assert out["v1"].tolist() == list(range(64))
    mask = 0x0000FFFFAAAAAAAA
    assert out["v2"].tolist() == [bin(mask & ((1 << i) - 1)).count("1") for i in range(64)]


def test_cndmask_with_sgpr_pair_constant_and_neg():
    a = torch.arange(64, dtype=torch.float32)
    body = """
    s_mov_b32 s20, 0x0f0f0f0f
    s_mov_b32 s21, 0xffff0000
    v_cndmask_b32_e64 v2, 7, -v1, s[20:21]
    v_cmp_gt_f32_e32 vcc, 10.0, v1
    s_nop 4
    v_cndmask_b32_e32 v3, 1.0, v1, vcc
    """
    out = lanes(body, {"v1": a}, {"v2": torch.int32, "v3": torch.float32})
    mask = 0xFFFF00000F0F0F0F
    exp = [torch.tensor([-float(i)]).view(torch.int32).item() if mask >> i & 1 else 7 for i in range(64)]
    assert out["v2"].tolist() == exp
    assert out["v3"].tolist() == [float(i) if i < 10 else 1.0 for i in range(64)]


def test_permlane_swaps_gfx950():
    a = torch.arange(64, dtype=torch.int32)
    b = torch.arange(100, 164, dtype=torch.int32)
    out = lanes("v_permlane16_swap_b32_e32 v1, v2\nv_mov_b32_e32 v3, v1\nv_mov_b32_e32 v4, v2",
                {"v1": a, "v2": b}, {"v3": torch.int32, "v4": torch.int32}, arch="gfx950")
    ea, eb = a.clone(), b.clone()
    for r in (1, 3):  # odd rows of vdst <-> even rows of src0
        ea[r * 16:(r + 1) * 16], eb[(r - 1) * 16:r * 16] = b[(r - 1) * 16:r * 16], a[r * 16:(r + 1) * 16]
    assert out["v3"].tolist() == ea.tolist() and out["v4"].tolist() == eb.tolist()
    out = lanes("v_permlane32_swap_b32_e32 v1, v2\nv_mov_b32_e32 v3, v1\nv_mov_b32_e32 v4, v2",
                {"v1": a, "v2": b}, {"v3": torch.int32, "v4": torch.int32}, arch="gfx950")
    assert out["v3"].tolist() == a[:32].tolist() + b[:32].tolist()
    assert out["v4"].tolist() == a[32:].tolist() + b[32:].tolist()


def test_accvgpr_moves_and_mov_b64():
    g = rng()
    a = torch.from_numpy(g.integers(-(1 << 62), 1 << 62, 64))
    body = """
    v_accvgpr_write_b32 a0, v1
    v_accvgpr_mov_b32 a1, a0
    v_accvgpr_read_b32 v3, a1
    v_mov_b64_e32 v[4:5], v[1:2]
    """
    out = lanes(body, {"v[1:2]": a}, {"v3": torch.int32, "v[4:5]": torch.int64})
    assert out["v3"].tolist() == [s32(x) for x in a.tolist()]
    assert out["v[4:5]"].tolist() == a.tolist()


def test_mad_u16_i16_legacy_forms_zero_the_high_half_op_sel_forms_keep_it():
    """gfx9 legacy VOP3 16-bit mads (``v_mad_legacy_u16/i16``) zero bits 31:16 of the destination; the op_sel
    forms (``v_mad_u16/i16``) write one half and keep the other (LLVM GCNSubtarget::zeroesHigh16BitsOfDest)."""
    g = rng()
    a, b, c, old = (u32(g) for _ in range(4))
    body = "\n".join(f"v_mov_b32_e32 v{r}, v4" for r in (5, 6, 7, 8, 9)) + """
v_mad_legacy_u16 v5, v1, v2, v3
v_mad_legacy_i16 v6, v1, v2, v3 clamp
v_mad_u16 v7, v1, v2, v3
v_mad_i16 v8, v1, v2, v3 op_sel:[1,0,1,1]
v_mad_u16 v9, v1, v2, v3 clamp"""
    out = lanes(body, {"v1": a, "v2": b, "v3": c, "v4": old}, {f"v{i}": torch.int32 for i in range(5, 10)})

    def lo(x):
        return x & 0xFFFF

    def hi(x):
        return (x >> 16) & 0xFFFF

    def s16(x):
        return x - 0x10000 if x & 0x8000 else x

    exp = {i: [] for i in range(5, 10)}
    for x, y, z, o in zip(ints(a), ints(b), ints(c), ints(old)):
        exp[5].append((lo(x) * lo(y) + lo(z)) & 0xFFFF)
        exp[6].append(min(max(s16(lo(x)) * s16(lo(y)) + s16(lo(z)), -32768), 32767) & 0xFFFF)
        exp[7].append((o & 0xFFFF0000) | ((lo(x) * lo(y) + lo(z)) & 0xFFFF))
        exp[8].append((o & 0xFFFF) | (((s16(hi(x)) * s16(lo(y)) + s16(hi(z))) & 0xFFFF) << 16))
        exp[9].append((o & 0xFFFF0000) | min(lo(x) * lo(y) + lo(z), 0xFFFF))
    for i in range(5, 10):
        assert ints(out[f"v{i}"]) == exp[i], f"v{i}"


_NO_MODE_DIRECTIVES = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
k:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_mov_b32_e32 v1, 0x00400000
  v_mul_f32_e32 v2, 1.0, v1
  v_mov_b32_e32 v3, 0x0200
  v_mul_f16_e32 v3, 1.0, v3
  v_lshlrev_b32_e32 v4, 3, v0
  s_waitcnt lgkmcnt(0)
  global_store_dwordx2 v4, v[2:3], s[2:3]
  s_endpgm
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 8
{extra}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
    .kernarg_segment_size: 8
    .name: k
...
.end_amdgpu_metadata
"""


@pytest.mark.parametrize("extra, f32_kept", [("", False), ("  .amdhsa_float_denorm_mode_32 3\n", True)])
def test_descriptor_without_denorm_directives_flushes_f32_only(extra, f32_kept):
    # llvm-mc assembles a descriptor without .amdhsa_float_denorm_mode_32 / _16_64 as FLOAT_DENORM_MODE_32 = 0
    # (f32 denormals flushed) and FLOAT_DENORM_MODE_16_64 = 3 (kept): the simulator must run it the same way
    out = torch.full((64, 2), -1, dtype=torch.int32)
    sim.launch(_NO_MODE_DIRECTIVES.replace("{extra}", extra), "k", [1], [64], [out])
    assert (out[:, 0] == (0x00400000 if f32_kept else 0)).all()  # 2^-127 * 1.0
    assert (out[:, 1] & 0xFFFF == 0x0200).all()  # an f16 denormal times 1.0 stays
