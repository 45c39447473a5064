"""Integer constants are never silently truncated to 32 bits (issue 15, item 4).

A constant must fit the width of the operand it meets: a 32-bit register (assignment, expression, comparison,
raw instruction slot) refuses anything outside [-2**31, 2**32) with a CompileError at the user's line; a 64-bit
register pair computes with the full 64-bit value. Constant-only subexpressions fold exactly, like Python.
"""

import random

import pytest
import torch

from torch_cdna.errors import CompileError
from tests.asm.helpers import build, run

_FILE = "test_dsl_constants.py:"


def _assign_wide_to_i32(J, out: "int*"):
    s = J.gpr("si32", 0)
    s[0] = 2**32 + 5
    J.s_store_dword(s, out, 0)


def _wide_in_vgpr_sum(J, out: "int*"):
    v = J.gpr("vu32")
    v[0] = J.threadIdx.x + 2**32
    J.global_store_dword(out + J.threadIdx.x * 4, v, "off")


def _compare_i32_with_2_pow_32(J, out: "int*"):
    s = J.gpr("si32", 0)
    with J.If(s[0] < 2**32):
        s[0] = 1
    J.s_store_dword(s, out, 0)


def _negative_wide_select(J, out: "int*"):
    s = J.gpr("si32", 0)
    s[0] = J.select(s[0] == 0, -2**31 - 1, s[0])
    J.s_store_dword(s, out, 0)


def _raw_s_mov_b32(J, out: "int*"):
    s = J.gpr("su32")
    J.s_mov_b32(s, 2**32 + 5)


def _raw_s_mov_b64_ambiguous_literal(J, out: "int*"):
    s = J.gpr("su64")
    J.s_mov_b64(s, 0x80000000)  # zero- or sign-extended by the hardware: either reading may be wrong


@pytest.mark.parametrize("fn,needle", [
    (_assign_wide_to_i32, "the constant 4294967301 does not fit a i32 register"),
    (_wide_in_vgpr_sum, "the constant 4294967296 does not fit the u32 operand of '+'"),
    (_compare_i32_with_2_pow_32, "the constant 4294967296 does not fit the i32 operand of '<'"),
    (_negative_wide_select, "the constant -2147483649 does not fit the i32 operand of 'select'"),
    (_raw_s_mov_b32, "s_mov_b32 operand 2: the constant 4294967301 cannot be encoded"),
    (_raw_s_mov_b64_ambiguous_literal, "s_mov_b64 operand 2: the constant 2147483648 cannot be encoded"),
])
def test_wide_constant_for_32_bit_operand_is_refused_at_the_users_line(fn, needle):
    with pytest.raises(CompileError) as info:
        build(fn)
    first = str(info.value).splitlines()[0]
    assert needle in first
    assert _FILE in first


def test_constants_within_32_bits_keep_their_bits(rng_seed):
    """The boundary values still compile and mean their two's-complement bits (C's conversion)."""
    rng = random.Random(rng_seed)
    low = rng.randrange(-2**31, 0)
    high = rng.randrange(2**31, 2**32)

    def k(J, out: "int*"):
        s = J.gpr(4, "si32", 0)
        s[0] = 0xFFFFFFFF
        s[1] = -2**31
        s[2] = s[2] + high
        s[3] = s[3] - low
        J.s_store_dwordx4(s, out, 0)
        J.s_waitcnt(lgkmcnt=0)

    out = torch.full((4,), 0x5A5A5A5A, dtype=torch.int32)
    run(build(k), [out])
    assert out.tolist() == [-1, -2**31, high - 2**32, -low]


def test_64_bit_sgpr_constants_are_not_truncated(rng_seed):
    rng = random.Random(rng_seed)
    big = rng.randrange(2**32 + 1, 2**62)
    start = rng.randrange(0, 2**32)

    def k(J, out: "long*", x: "long"):
        s = J.gpr(4, "si64", 0)
        s[0] = big                       # assignment
        s[1] = x + big                   # expression
        with J.If(x < 2**32):            # 64-bit comparison (the low word alone says 0)
            s[2] = 1
        s[3] = J.max(2**33, 5) + x       # constant-only part folds exactly to 2**33
        J.s_store_dwordx4(s[0:1], out, 0)
        J.s_store_dwordx4(s[2:3], out, 16)
        J.s_waitcnt(lgkmcnt=0)

    out = torch.full((4,), -7, dtype=torch.int64)
    run(build(k), [out, start])
    assert out.tolist() == [big, start + big, 1, 2**33 + start]


def test_64_bit_vgpr_constants_are_not_truncated(rng_seed):
    rng = random.Random(rng_seed)
    step = rng.randrange(2**28, 2**31)
    offset = rng.randrange(2**32, 2**40)

    def k(J, out: "long*"):
        tid = J.threadIdx.x
        v = J.gpr("vi64")
        v[0] = tid.to("i64") * step
        r = J.gpr("vi64", 0)
        with J.If(v[0] >= 2**32):
            r[0] = v[0] + offset
        J.global_store_dwordx2(out + tid * 8, r, "off")
        J.s_waitcnt(vmcnt=0)

    out = torch.full((64,), -7, dtype=torch.int64)
    run(build(k), [out])
    want = [t * step + offset if t * step >= 2**32 else 0 for t in range(64)]
    assert out.tolist() == want
