"""VOPC compares: every condition against Python comparisons, e32 (vcc) and e64 (SGPR pair) forms, v_cmpx
writing EXEC, inactive lanes reading 0, class tests."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes

INT_CC = {"f": lambda x, y: False, "lt": lambda x, y: x < y, "eq": lambda x, y: x == y,
          "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ne": lambda x, y: x != y,
          "ge": lambda x, y: x >= y, "t": lambda x, y: True}
FLOAT_CC = {"f": lambda x, y: False, "lt": lambda x, y: x < y, "eq": lambda x, y: x == y,
            "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "lg": lambda x, y: x < y or x > y,
            "ge": lambda x, y: x >= y, "o": lambda x, y: not (math.isnan(x) or math.isnan(y)),
            "u": lambda x, y: math.isnan(x) or math.isnan(y), "nge": lambda x, y: not x >= y,
            "nlg": lambda x, y: not (x < y or x > y), "ngt": lambda x, y: not x > y,
            "nle": lambda x, y: not x <= y, "neq": lambda x, y: not x == y, "nlt": lambda x, y: not x < y,
            "tru": lambda x, y: True}


def _mask_lanes(sgpr_pair_body: str, inputs: dict) -> list[int]:
    """Run ``body`` (which leaves a mask in s[20:21]) and return the mask as 64 lane bits."""
    body = sgpr_pair_body + "\ns_nop 4\nv_cndmask_b32_e64 v10, 0, 1, s[20:21]"
    return lanes(body, inputs, {"v10": torch.int32})["v10"].tolist()


def _int_inputs(ty):
    g = np.random.default_rng()
    a = g.integers(-5, 5, 64)
    b = g.integers(-5, 5, 64)
    if ty.startswith("u"):
        a, b = a & 0xFFFFFFFF, b & 0xFFFFFFFF
    return a, b


@pytest.mark.parametrize("ty", ["i32", "u32", "i16", "u16"])
@pytest.mark.parametrize("cc", list(INT_CC))
def test_int_compares_e64(cc, ty):
    a, b = _int_inputs(ty)
    ta = torch.from_numpy(a.astype(np.int64).astype(np.uint32).view(np.int32))
    tb = torch.from_numpy(b.astype(np.int64).astype(np.uint32).view(np.int32))
    got = _mask_lanes(f"v_cmp_{cc}_{ty}_e64 s[20:21], v1, v2", {"v1": ta, "v2": tb})
    bits = 16 if ty.endswith("16") else 32

    def val(x):
        x &= (1 << bits) - 1
        return x - (1 << bits) if ty[0] == "i" and x >> (bits - 1) else x
    assert got == [int(INT_CC[cc](val(int(x)), val(int(y)))) for x, y in zip(a, b)]


@pytest.mark.parametrize("ty", ["i64", "u64"])
def test_64bit_int_compares(ty):
    g = np.random.default_rng()
    a = g.integers(-(1 << 62), 1 << 62, 64)
    b = a.copy()
    b[::3] = g.integers(-(1 << 62), 1 << 62, 22)
    ta, tb = torch.from_numpy(a), torch.from_numpy(b)
    for cc in ("lt", "eq", "ge"):
        got = _mask_lanes(f"v_cmp_{cc}_{ty}_e64 s[20:21], v[1:2], v[3:4]", {"v[1:2]": ta, "v[3:4]": tb})
        conv = (lambda x: int(x)) if ty == "i64" else (lambda x: int(x) & (2**64 - 1))
        assert got == [int(INT_CC[cc](conv(x), conv(y))) for x, y in zip(a, b)]


@pytest.mark.parametrize("ty", ["f32", "f16", "f64"])
@pytest.mark.parametrize("cc", list(FLOAT_CC))
def test_float_compares_with_nan(cc, ty):
    vals = [1.0, -1.0, 0.0, -0.0, float("nan"), float("inf"), 2.5, -float("inf")]
    a = np.array([vals[i % 8] for i in range(64)])
    b = np.array([vals[(i // 8) % 8] for i in range(64)])
    dt = {"f32": torch.float32, "f16": torch.float16, "f64": torch.float64}[ty]
    if ty == "f16":  # one f16 per dword (low half)
        ta = torch.tensor(a, dtype=dt).view(torch.int16).to(torch.int32) & 0xFFFF
        tb = torch.tensor(b, dtype=dt).view(torch.int16).to(torch.int32) & 0xFFFF
        inputs, regs = {"v1": ta, "v2": tb}, ("v1", "v2")
    elif ty == "f64":
        inputs, regs = {"v[1:2]": torch.tensor(a, dtype=dt), "v[3:4]": torch.tensor(b, dtype=dt)}, ("v[1:2]", "v[3:4]")
    else:
        inputs, regs = {"v1": torch.tensor(a, dtype=dt), "v2": torch.tensor(b, dtype=dt)}, ("v1", "v2")
    got = _mask_lanes(f"v_cmp_{cc}_{ty}_e64 s[20:21], {regs[0]}, {regs[1]}", inputs)
    assert got == [int(FLOAT_CC[cc](x, y)) for x, y in zip(a, b)]


def test_e32_vcc_form_and_inactive_lanes_read_zero():
    a = torch.arange(64, dtype=torch.int32)
    body = """
    s_mov_b32 s22, 0xffff00ff
    s_mov_b32 s23, 0x00000000
    s_mov_b64 exec, s[22:23]
    v_cmp_lt_u32_e32 vcc, 3, v1
    s_mov_b64 exec, -1
    s_mov_b64 s[20:21], vcc
    """
    got = _mask_lanes(body, {"v1": a})
    active = 0x00000000FFFF00FF
    assert got == [int((active >> i) & 1 and 3 < i) for i in range(64)]


def test_cmpx_writes_exec():
    a = torch.arange(64, dtype=torch.int32)
    body = """
    v_mov_b32_e32 v3, -5
    v_cmpx_gt_i32_e64 s[20:21], 40, v1
    v_mov_b32_e32 v3, 9
    s_mov_b64 s[24:25], exec
    s_mov_b64 exec, -1
    s_nop 4
    v_cndmask_b32_e64 v4, 0, 1, s[24:25]
    """
    out = lanes(body, {"v1": a}, {"v3": torch.int32, "v4": torch.int32})
    assert out["v3"].tolist() == [9 if i < 40 else -5 for i in range(64)]
    assert out["v4"].tolist() == [int(i < 40) for i in range(64)]


def test_cmp_class():
    tiny = 2.0 ** -140
    vals = [float("nan"), -float("inf"), -1.0, -tiny, -0.0, 0.0, tiny, 1.0, float("inf")]
    a = torch.tensor([vals[i % 9] for i in range(64)], dtype=torch.float32)
    a[9] = torch.tensor([0x7FA00000], dtype=torch.int32).view(torch.float32)  # signalling NaN
    classes = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    for bit in range(10):
        got = _mask_lanes(f"v_cmp_class_f32_e64 s[20:21], v1, {1 << bit}", {"v1": a})
        expected = [int((0 if i == 9 else classes[i % 9]) == bit) for i in range(64)]
        assert got == expected, bit
