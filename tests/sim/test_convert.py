"""Conversions: f32<->f16/bf16 rounding (ties, NaN, overflow), float<->int clamping, fp8/bf8 against torch's
float8 dtypes (FNUZ on gfx942, OCP on gfx950)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes


def test_f32_to_f16_round_to_nearest_even():
    g = np.random.default_rng()
    x = torch.from_numpy((g.standard_normal(64) * np.exp2(g.integers(-26, 17, 64))).astype(np.float32))
    # exact ties between two f16 values: 1 + 2^-11 (tie, round down to even) and 1 + 3*2^-11 (round up)
    x[:6] = torch.tensor([1 + 2 ** -11, 1 + 3 * 2 ** -11, 65520.0, -1e6, float("nan"), 2.0 ** -25])
    out = lanes("v_cvt_f16_f32_e32 v2, v1", {"v1": x}, {"v2": torch.int32})["v2"]
    got = (out & 0xFFFF).to(torch.int16).view(torch.float16)
    assert torch.equal(got[:4].float(), torch.tensor([1.0, 1 + 2 ** -9, float("inf"), -float("inf")]))
    assert torch.isnan(got[4])
    assert torch.equal(got[5:], x[5:].to(torch.float16))  # torch rounds to nearest even too
    assert (out >> 16).eq(0).all()  # gfx9: the high half is zeroed


def test_f16_to_f32_and_rtz_pack():
    h = torch.randn(64).to(torch.float16)
    out = lanes("v_cvt_f32_f16_e32 v2, v1", {"v1": h.view(torch.int16).to(torch.int32) & 0xFFFF},
                {"v2": torch.float32})["v2"]
    assert torch.equal(out, h.float())
    x = torch.tensor([1 + 3 * 2 ** -11, -(1 + 3 * 2 ** -11), 70000.0, float("inf")] * 16, dtype=torch.float32)
    out = lanes("v_cvt_pkrtz_f16_f32 v2, v1, v1", {"v1": x}, {"v2": torch.int32})["v2"]
    lo = (out & 0xFFFF).to(torch.int16).view(torch.float16).float()
    assert lo[:4].tolist() == [1 + 2 ** -10, -(1 + 2 ** -10), 65504.0, float("inf")]


def _bf16_rne(v: float) -> int:
    bits = int(np.array(v, dtype=np.float32).view(np.uint32))
    if math.isnan(v):
        return (bits >> 16) | 0x40
    lower = bits & 0xFFFF
    up = lower > 0x8000 or (lower == 0x8000 and (bits >> 16) & 1)
    return ((bits >> 16) + up) & 0xFFFF


def test_f32_to_bf16_ties_nan_gfx950():
    g = np.random.default_rng()
    base = g.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    base[:8] = [0x3F808000, 0x3F818000, 0x3F808001, 0x3F807FFF, 0x7F7FFFFF, 0x7FC00001, 0xFF800000, 0x00008000]
    x = torch.from_numpy(base.view(np.float32).copy())
    y = torch.from_numpy(np.roll(base, 1).view(np.float32).copy())
    out = lanes("v_cvt_pk_bf16_f32 v3, v1, v2", {"v1": x, "v2": y}, {"v3": torch.int32}, arch="gfx950")["v3"]
    for xi, yi, r in zip(x.tolist(), y.tolist(), out.tolist()):
        r &= 0xFFFFFFFF
        assert r & 0xFFFF == _bf16_rne(xi) and r >> 16 == _bf16_rne(yi), (xi, hex(r))
    # cross-check the non-NaN lanes with torch's RNE conversion
    ok = ~torch.isnan(x)
    expected = x[ok].to(torch.bfloat16).view(torch.int16).to(torch.int32) & 0xFFFF
    assert torch.equal((out[ok] & 0xFFFF), expected)


def test_float_to_int_clamps_and_truncates():
    x = torch.tensor([1.9, -1.9, 3e9, -3e9, float("nan"), 2.5, -2.5, 5e9, float("inf"), -0.5] + [7.0] * 54,
                     dtype=torch.float32)
    body = """
    v_cvt_i32_f32_e32 v2, v1
    v_cvt_u32_f32_e32 v3, v1
    v_cvt_rpi_i32_f32_e32 v4, v1
    v_cvt_flr_i32_f32_e32 v5, v1
    """
    out = lanes(body, {"v1": x}, {f"v{i}": torch.int32 for i in range(2, 6)})
    i32 = out["v2"][:10].tolist()
    u32 = [v & 0xFFFFFFFF for v in out["v3"][:10].tolist()]
    assert i32 == [1, -1, 2**31 - 1, -2**31, 0, 2, -2, 2**31 - 1, 2**31 - 1, 0]
    assert u32 == [1, 0, 3000000000, 0, 0, 2, 0, 2**32 - 1, 2**32 - 1, 0]
    assert out["v4"][:10].tolist() == [2, -2, 2**31 - 1, -2**31, 0, 3, -2, 2**31 - 1, 2**31 - 1, 0]
    assert out["v5"][:10].tolist() == [1, -2, 2**31 - 1, -2**31, 0, 2, -3, 2**31 - 1, 2**31 - 1, -1]


def test_int_to_float_and_f64():
    g = np.random.default_rng()
    a = torch.from_numpy(g.integers(-(1 << 31), 1 << 31, 64).astype(np.int32))
    body = """
    v_cvt_f32_i32_e32 v2, v1
    v_cvt_f32_u32_e32 v3, v1
    v_cvt_f64_i32_e32 v[4:5], v1
    v_cvt_f32_ubyte2_e32 v6, v1
    v_cvt_f32_f64_e32 v7, v[4:5]
    """
    out = lanes(body, {"v1": a}, {"v2": torch.float32, "v3": torch.float32, "v[4:5]": torch.float64,
                                  "v6": torch.float32, "v7": torch.float32})
    ints = a.tolist()
    assert out["v2"].tolist() == [float(np.float32(v)) for v in ints]
    assert out["v3"].tolist() == [float(np.float32(v & 0xFFFFFFFF)) for v in ints]
    assert out["v[4:5]"].tolist() == [float(v) for v in ints]
    assert out["v6"].tolist() == [float((v >> 16) & 0xFF) for v in ints]
    assert out["v7"].tolist() == out["v2"].tolist()


FP8 = [("gfx942", "fp8", torch.float8_e4m3fnuz), ("gfx942", "bf8", torch.float8_e5m2fnuz),
       ("gfx950", "fp8", torch.float8_e4m3fn), ("gfx950", "bf8", torch.float8_e5m2)]


@pytest.mark.parametrize("arch,kind,dtype", FP8)
def test_fp8_decode_all_codes(arch, kind, dtype):
    codes = torch.arange(256, dtype=torch.int32)
    packed = codes[0::4] | (codes[1::4] << 8) | (codes[2::4] << 16) | (codes[3::4] << 24)  # 64 dwords
    outs = {}
    for byte in range(4):
        outs[byte] = lanes(f"v_cvt_f32_{kind}_sdwa v2, v1 src0_sel:BYTE_{byte}", {"v1": packed},
                           {"v2": torch.float32}, arch=arch)["v2"]
    got = torch.stack([outs[b] for b in range(4)], dim=1).reshape(-1)
    expected = codes.to(torch.uint8).view(dtype).float()
    assert torch.equal(torch.isnan(got), torch.isnan(expected))
    ok = ~torch.isnan(expected)
    assert torch.equal(got[ok], expected[ok])


@pytest.mark.parametrize("arch,kind,dtype", FP8)
def test_fp8_encode_matches_torch_in_range(arch, kind, dtype):
    g = np.random.default_rng()
    fmax = torch.finfo(dtype).max
    x = torch.from_numpy((g.standard_normal(64) * np.exp2(g.integers(-12, 8, 64))).astype(np.float32))
    x = x.clamp(-fmax, fmax)
    x[:4] = torch.tensor([0.0, -0.0, fmax, -fmax])
    y = x.flip(0)
    body = f"v_cvt_pk_{kind}_f32 v3, v1, v2\nv_cvt_pk_{kind}_f32 v3, v2, v1 op_sel:[0,0,1]"
    out = lanes(body, {"v1": x, "v2": y}, {"v3": torch.int32}, arch=arch)["v3"]
    b = [(out >> (8 * i)) & 0xFF for i in range(4)]
    ref = lambda t: t.to(dtype).view(torch.uint8).to(torch.int32)  # noqa: E731
    assert torch.equal(b[0], ref(x)) and torch.equal(b[1], ref(y))
    assert torch.equal(b[2], ref(y)) and torch.equal(b[3], ref(x))


@pytest.mark.parametrize("arch,kind,dtype", FP8)
def test_fp8_overflow_nan_and_clamp(arch, kind, dtype):
    fmax = torch.finfo(dtype).max
    x = torch.tensor([fmax * 4, -fmax * 4, float("inf"), float("nan")] * 16, dtype=torch.float32)
    plain = lanes(f"v_cvt_pk_{kind}_f32 v3, v1, v1", {"v1": x}, {"v3": torch.int32}, arch=arch)["v3"]
    sat = lanes(f"v_cvt_pk_{kind}_f32 v3, v1, v1 clamp", {"v1": x}, {"v3": torch.int32}, arch=arch)["v3"]
    codes = (plain & 0xFF)[:4].tolist()
    max_code = torch.tensor([fmax]).to(dtype).view(torch.uint8).item()
    if dtype in (torch.float8_e4m3fnuz, torch.float8_e5m2fnuz):
        assert codes == [0x80, 0x80, 0x80, 0x80]
    elif dtype == torch.float8_e4m3fn:
        assert codes == [0x7F, 0xFF, 0x7F, 0x7F]
    else:
        assert codes[:3] == [0x7C, 0xFC, 0x7C] and (codes[3] & 0x7F) > 0x7C
    assert (sat & 0xFF)[:2].tolist() == [max_code, max_code | 0x80]


def test_scalef32_forms_gfx950_with_unit_and_power_of_two_scale():
    g = np.random.default_rng()
    x = torch.from_numpy((g.standard_normal(64) * 4).astype(np.float32))
    out = lanes("v_cvt_scalef32_pk_fp8_f32 v3, v1, v1, 1.0\nv_cvt_scalef32_pk_fp8_f32 v3, v1, v1, 4.0 op_sel:[0,0,0,1]\ns_nop 0\n"
                "v_cvt_scalef32_f32_fp8_e64 v4, v3, 4.0",
                {"v1": x}, {"v3": torch.int32, "v4": torch.float32}, arch="gfx950")
    ref1 = x.to(torch.float8_e4m3fn).view(torch.uint8).to(torch.int32)
    ref4 = (x / 4).to(torch.float8_e4m3fn).view(torch.uint8).to(torch.int32)
    assert torch.equal(out["v3"] & 0xFF, ref1) and torch.equal((out["v3"] >> 16) & 0xFF, ref4)
    assert torch.equal(out["v4"], x.to(torch.float8_e4m3fn).float() * 4)


def test_pk_f32_fp8_word_select():
    codes = torch.randint(0, 256, (64, 4), dtype=torch.int32)
    codes[(codes == 0x80)] = 0  # keep NaN out of the exact comparison
    packed = codes[:, 0] | (codes[:, 1] << 8) | (codes[:, 2] << 16) | (codes[:, 3] << 24)
    out = lanes("v_cvt_pk_f32_fp8_e32 v[2:3], v1\nv_cvt_pk_f32_fp8_sdwa v[4:5], v1 src0_sel:WORD_1",
                {"v1": packed}, {"v[2:3]": torch.float32, "v[4:5]": torch.float32})
    dec = codes.to(torch.uint8).view(torch.float8_e4m3fnuz).float()
    assert torch.equal(out["v[2:3]"], dec[:, :2]) and torch.equal(out["v[4:5]"], dec[:, 2:])


def test_pack_b32_f16_with_op_sel_and_neg():
    h = torch.randn(64, 2).to(torch.float16)
    words = h.view(torch.int32).reshape(64)
    out = lanes("v_pack_b32_f16 v2, v1, -v1 op_sel:[1,0]", {"v1": words}, {"v2": torch.int32})["v2"]
    got = out.view(torch.float16).reshape(64, 2)
    assert torch.equal(got[:, 0], h[:, 1]) and torch.equal(got[:, 1], -h[:, 0])


def _fp4_ref(v: float) -> int:
    """E2M1 code of v by exhaustive search: nearest magnitude (saturating at 6), ties to the even code."""
    mags = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
    a = min(abs(v), 6.0)
    best = min(range(8), key=lambda c: (abs(mags[c] - a), c % 2))
    return best | (8 if math.copysign(1.0, v) < 0 else 0)


def test_scalef32_pk_fp4_f32_rounds_saturates_and_keeps_other_bytes(rng_seed):
    """gfx950 MX quantisation to FP4: two f32 divided by the scale's power of two, one byte written (op_sel[3:2])."""
    g = np.random.default_rng(rng_seed)
    x = torch.from_numpy((g.standard_normal(64) * 12).astype(np.float32))
    y = torch.from_numpy((g.integers(-60, 60, 64) / 4).astype(np.float32))  # exact ties included
    old = torch.from_numpy(g.integers(-2**31, 2**31, 64).astype(np.int32))
    out = lanes("v_cvt_scalef32_pk_fp4_f32 v3, v1, v2, 4.0 op_sel:[0,0,0,1]",
                {"v1": x, "v2": y, "v3": old}, {"v3": torch.int32}, arch="gfx950")
    want = [_fp4_ref(a / 4) | (_fp4_ref(b / 4) << 4) for a, b in zip(x.tolist(), y.tolist())]
    assert ((out["v3"] >> 16) & 0xFF).tolist() == want
    keep = torch.tensor(0xFF00FFFF, dtype=torch.int64)
    assert torch.equal(out["v3"].to(torch.int64) & keep, old.to(torch.int64) & keep)
