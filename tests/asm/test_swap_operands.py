"""Exchange instructions (v_swap_b32, v_permlane32_swap_b32) read their destination and write their source:
the compiler must keep the copies feeding both operands and see the source as redefined."""

import torch

from tests.asm.helpers import build, run


def half_swap(J, out: "int*"):
    tid = J.threadIdx.x
    x = J.gpr("vu32", tid * 3 + 1)
    a, b = J.gpr("vu32"), J.gpr("vu32")
    J.v_mov_b32(a, x)           # both copies equal x: neither may be dropped or merged
    J.v_mov_b32(b, x)
    J.v_permlane32_swap_b32(a, b)
    J.global_store(out + (tid << 3), a)
    J.global_store(out + (tid << 3) + 4, b)


def test_permlane32_swap_keeps_both_operands():
    out = torch.full((64, 2), -1, dtype=torch.int32)
    run(build(half_swap, "gfx950"), [out])
    x = torch.arange(64, dtype=torch.int32) * 3 + 1
    lane = torch.arange(64)
    assert torch.equal(out[:, 0], torch.where(lane < 32, x, x[lane - 32]))
    assert torch.equal(out[:, 1], torch.where(lane < 32, x[(lane + 32) % 64], x))


def swap(J, out: "int*"):
    tid = J.threadIdx.x
    a, b = J.gpr("vu32", tid + 5), J.gpr("vu32", tid)
    J.v_swap_b32(a, b)
    J.global_store(out + (tid << 3), a)
    J.global_store(out + (tid << 3) + 4, b)


def test_swap_b32_writes_both_operands():
    out = torch.full((64, 2), -1, dtype=torch.int32)
    run(build(swap, "gfx942"), [out])
    lane = torch.arange(64, dtype=torch.int32)
    assert torch.equal(out[:, 0], lane) and torch.equal(out[:, 1], lane + 5)
