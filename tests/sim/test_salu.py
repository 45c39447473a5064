"""Scalar ALU semantics against Python models written from the CDNA3 ISA definitions (random operands)."""

import pytest
import torch
from hypothesis import given, settings, strategies as st

from tests.sim import asmkit

M32 = 0xFFFFFFFF
u32 = st.integers(0, M32)


def _s32(x):
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


def _with_nonzero_scc(result):
    return result, result != 0


# mnemonic -> (result, scc or None) from unsigned 32-bit inputs
SOP2 = {
    "s_add_u32": lambda a, b: ((a + b) & M32, a + b > M32),
    "s_sub_u32": lambda a, b: ((a - b) & M32, b > a),
    "s_add_i32": lambda a, b: ((a + b) & M32, not -2**31 <= _s32(a) + _s32(b) < 2**31),
    "s_sub_i32": lambda a, b: ((a - b) & M32, not -2**31 <= _s32(a) - _s32(b) < 2**31),
    "s_min_i32": lambda a, b: (min(_s32(a), _s32(b)) & M32, _s32(a) < _s32(b)),
    "s_max_u32": lambda a, b: (max(a, b), a > b),
    "s_mul_i32": lambda a, b: ((a * b) & M32, None),
    "s_mul_hi_u32": lambda a, b: ((a * b) >> 32, None),
    "s_mul_hi_i32": lambda a, b: (((_s32(a) * _s32(b)) >> 32) & M32, None),
    "s_and_b32": lambda a, b: (a & b, (a & b) != 0),
    "s_andn2_b32": lambda a, b: (a & ~b & M32, (a & ~b & M32) != 0),
    "s_xnor_b32": lambda a, b: (~(a ^ b) & M32, (~(a ^ b) & M32) != 0),
    "s_lshl_b32": lambda a, b: ((a << (b & 31)) & M32, ((a << (b & 31)) & M32) != 0),
    "s_lshr_b32": lambda a, b: (a >> (b & 31), (a >> (b & 31)) != 0),
    "s_ashr_i32": lambda a, b: ((_s32(a) >> (b & 31)) & M32, (_s32(a) >> (b & 31)) != 0),
    "s_lshl2_add_u32": lambda a, b: (((a << 2) + b) & M32, (a << 2) + b > M32),
    "s_bfe_u32": lambda a, b: _with_nonzero_scc((a >> (b & 31)) & ((1 << ((b >> 16) & 0x7F)) - 1)),
    "s_pack_ll_b32_b16": lambda a, b: ((a & 0xFFFF) | ((b & 0xFFFF) << 16), None),
    "s_absdiff_i32": lambda a, b: (abs(_s32(a) - _s32(b)) & M32, abs(_s32(a) - _s32(b)) & M32 != 0),
}


def _run_scalar(body: str, n_out: int, inputs: list[int]):
    out = torch.full((n_out,), -1, dtype=torch.int64)  # poisoned
    asmkit.run(body + f"\ns_store_dwordx2 s[20:21], {asmkit.ptr(len(inputs))}, 0x0\ns_waitcnt lgkmcnt(0)"
               if n_out == 1 else body, [*inputs, out])
    return out


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(SOP2)), u32, u32)
def test_sop2_random(mnemonic, a, b):
    if mnemonic == "s_bfe_u32":
        b &= 0x3F001F
    out = torch.full((2,), -1, dtype=torch.int64)
    body = f"""
    s_mov_b32 s20, 0
    s_cmp_eq_u32 s20, 1
    {mnemonic} s20, {asmkit.arg(0)}, {asmkit.arg(1)}
    s_cselect_b32 s21, 1, 0
    s_mov_b32 s22, 0
    s_mov_b32 s23, 0
    s_store_dwordx4 s[20:23], {asmkit.ptr(2)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [a, b, out])
    result, scc = SOP2[mnemonic](a, b)
    got = out.view(torch.int32).tolist()
    assert got[0] & M32 == result, (mnemonic, hex(a), hex(b))
    if scc is not None:
        assert got[1] == int(scc), (mnemonic, hex(a), hex(b))
    else:
        assert got[1] == 0  # SCC untouched (was cleared by s_cmp)


@settings(max_examples=15, deadline=None)
@given(u32, u32, u32, u32)
def test_64bit_carry_chain(a_lo, a_hi, b_lo, b_hi):
    out = torch.full((1,), -1, dtype=torch.int64)
    body = f"""
    s_add_u32 s20, {asmkit.arg(0)}, {asmkit.arg(2)}
    s_addc_u32 s21, {asmkit.arg(1)}, {asmkit.arg(3)}
    s_store_dwordx2 s[20:21], {asmkit.ptr(4)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [a_lo, a_hi, b_lo, b_hi, out])
    a, b = a_lo | (a_hi << 32), b_lo | (b_hi << 32)
    assert out.item() & (2**64 - 1) == (a + b) & (2**64 - 1)


def test_saveexec_and_branches_count_loop():
    """A scalar loop: sum of even numbers below N (the DSL acceptance kernel, written by hand)."""
    out = torch.full((2,), -1, dtype=torch.int32)
    n = 32
    body = f"""
    s_mov_b32 s20, 0
    s_mov_b32 s21, 0
    .Lloop:
    s_cmp_ge_i32 s20, {asmkit.arg(0)}
    s_cbranch_scc1 .Ldone
    s_and_b32 s22, s20, 1
    s_cmp_lg_u32 s22, 0
    s_cbranch_scc1 .Lskip
    s_add_i32 s21, s21, s20
    .Lskip:
    s_add_i32 s20, s20, 1
    s_branch .Lloop
    .Ldone:
    s_store_dword s21, {asmkit.ptr(1)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [n, out])
    assert out[0].item() == sum(i for i in range(n) if i % 2 == 0)
    assert out[1].item() == -1  # nothing else written
    assert stats.counts["branch"] > n


def test_sopk_sign_extends():
    out = torch.full((2,), 0, dtype=torch.int32)
    body = f"""
    s_movk_i32 s20, 0xfff0
    s_mov_b32 s21, 100
    s_addk_i32 s21, 0x8000
    s_store_dwordx2 s[20:21], {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out])
    assert out.tolist() == [-16, 100 - 32768]


def _leading_sign_bits(v: int, bits: int) -> int:
    """The ISA's loop: the first i in 1..bits-1 with bit (bits-1-i) != the sign bit, else -1."""
    sign = v >> (bits - 1) & 1
    return next((i for i in range(1, bits) if (v >> (bits - 1 - i) & 1) != sign), -1)


@pytest.mark.parametrize("value", [0, 1, 0x30, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE, 0x40000000, -5 & M32])
def test_s_flbit_i32_counts_leading_sign_bits(value):
    out = torch.full((2,), 0, dtype=torch.int32)
    wide = (value << 32 | 0x1234) if value & 0x80000000 == 0 else (value << 32 | 0xFFFF0000)
    body = f"""
    s_mov_b32 s21, {value:#x}
    s_flbit_i32 s20, s21
    s_mov_b32 s22, {wide & M32:#x}
    s_mov_b32 s23, {wide >> 32:#x}
    s_flbit_i32_i64 s21, s[22:23]
    s_store_dwordx2 s[20:21], {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out])
    assert out.tolist() == [_leading_sign_bits(value, 32), _leading_sign_bits(wide, 64)]


@pytest.mark.parametrize("mnemonic, expected", [("s_ff1_i32_b32", 4), ("s_flbit_i32_b32", 26),
                                                ("s_bcnt1_i32_b32", 2), ("s_brev_b32", 0x0C000000)])
def test_bit_scans(mnemonic, expected):
    out = torch.full((1,), 0, dtype=torch.int32)
    body = f"""
    s_mov_b32 s21, 0x30
    {mnemonic} s20, s21
    s_store_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    """
    asmkit.run(body, [out])
    assert out.item() & M32 == expected
