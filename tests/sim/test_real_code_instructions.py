"""Instructions AMD AITER's production code objects use (issue 16): DPP ``row_newbcast``, ``s_setvskip``, VGPR
indexing (``s_set_gpr_idx_on/off/mode/idx``) and the scalar atomics. Each snippet is assembled by the project's
LLVM (both archs) and run on the simulator against a numpy model of the ISA text (semantics/modes.py,
smem_atomic.py, sim/operand_mods.py docstrings), with random inputs from ``rng_seed``."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tests.sim.asmkit import lanes, ptr, run
from torch_cdna.asm.toolchain import find_toolchain
from torch_cdna.errors import UnsupportedInstruction

ARCHS = ["gfx942", "gfx950"]


def _assembles(body: str, arch: str, nargs: int = 4) -> None:
    """The snippet is valid LLVM assembly for ``arch`` (llvm-mc reports any spelling it does not accept)."""
    find_toolchain(arch).assemble(f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.text\nk:\n{body}\ns_endpgm\n', arch)


def _rand_i32(rng: np.random.Generator, n: int = 64) -> torch.Tensor:
    return torch.from_numpy(rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32))


# ------------------------------------------------------------------------------------------------ row_newbcast
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("n", [0, 1, 7, 14, 15])
def test_row_newbcast_broadcasts_lane_n_of_each_row(arch, n, rng_seed):
    rng = np.random.default_rng(rng_seed)
    a = torch.from_numpy(rng.standard_normal(64).astype(np.float32))
    b = torch.from_numpy(rng.standard_normal(64).astype(np.float32))
    u = torch.from_numpy(rng.integers(0, 1 << 24, 64).astype(np.int32))
    w = torch.from_numpy(rng.integers(0, 1 << 24, 64).astype(np.int32))
    body = (f"v_mul_f32_dpp v5, v1, v2 row_newbcast:{n} row_mask:0xf bank_mask:0xf\n"
            f"v_add_f32_dpp v6, v1, v2 row_newbcast:{n} row_mask:0xf bank_mask:0xf\n"
            f"v_mul_u32_u24_dpp v7, v3, v4 row_newbcast:{n} row_mask:0xf bank_mask:0xf\n"
            f"v_mov_b32_dpp v8, v3 row_newbcast:{n} row_mask:0xa bank_mask:0xf\n")
    _assembles(body, arch)
    out = lanes("v_mov_b32_e32 v8, -1\n" + body, {"v1": a, "v2": b, "v3": u, "v4": w},
                {"v5": torch.float32, "v6": torch.float32, "v7": torch.int32, "v8": torch.int32}, arch=arch)
    src = np.arange(64) // 16 * 16 + n  # lane n of the lane's own row
    an, bn, un, wn = a.numpy(), b.numpy(), u.numpy().astype(np.int64), w.numpy().astype(np.int64)
    np.testing.assert_array_equal(out["v5"].numpy(), an[src] * bn)
    np.testing.assert_array_equal(out["v6"].numpy(), an[src] + bn)
    np.testing.assert_array_equal(out["v7"].numpy(), ((un[src] & 0xFFFFFF) * (wn & 0xFFFFFF)).astype(np.uint32)
                                  .view(np.int32))
    rows_on = np.isin(np.arange(64) // 16, [1, 3])  # row_mask 0xa: rows 1 and 3 written, others keep -1
    np.testing.assert_array_equal(out["v8"].numpy(), np.where(rows_on, u.numpy()[src], -1))


def test_row_newbcast_out_of_range_is_refused():
    with pytest.raises(UnsupportedInstruction, match="row_newbcast"):
        lanes("v_mov_b32_dpp v2, v1 row_newbcast:16 row_mask:0xf bank_mask:0xf",
              {"v1": torch.zeros(64, dtype=torch.int32)}, {"v2": torch.int32})


# ------------------------------------------------------------------------------------------------ s_setvskip
@pytest.mark.parametrize("arch", ARCHS)
def test_setvskip_skips_vector_instructions(arch, rng_seed):
    """``s_setvskip s, bit``: vector ALU and memory instructions do nothing while bit ``bit`` of ``s`` is set;
    scalar instructions still run; ``s_setvskip 0, 0`` ends it (AITER's row-fenced atomics)."""
    rng = np.random.default_rng(rng_seed)
    mask = int(rng.integers(0, 2**32))
    x = _rand_i32(rng)
    out = torch.full((64, 8), -1, dtype=torch.int32)
    bits = [int(v) for v in rng.choice(32, 4, replace=False)]
    body = [f"s_mov_b32 s20, {mask:#x}", "v_mov_b32_e32 v2, 0", "v_mov_b32_e32 v3, 0", "v_mov_b32_e32 v4, 0",
            "v_mov_b32_e32 v5, 0", "s_mov_b32 s21, 0"]
    for i, bit in enumerate(bits):
        body += [f"s_setvskip s20, {bit}",
                 f"v_add_u32_e32 v{2 + i}, 7, v1",  # skipped when the bit is set
                 f"s_add_u32 s21, s21, {1 << i}",  # scalar: always runs
                 f"global_store_dword v255, v1, {ptr(1)} offset:{16 + 4 * i}",  # skipped when the bit is set
                 "s_setvskip 0, 0"]
    body += ["v_mov_b32_e32 v6, s21", f"global_store_dword v255, v2, {ptr(1)}",
             f"global_store_dword v255, v3, {ptr(1)} offset:4", f"global_store_dword v255, v4, {ptr(1)} offset:8",
             f"global_store_dword v255, v5, {ptr(1)} offset:12"]
    text = "\n".join(body)
    _assembles(text, arch, 2)
    x_in = x.clone().reshape(64, 1)
    # v255 = lane * 32: each lane owns 8 dwords of out
    run("v_lshlrev_b32_e32 v255, 5, v0\n" + text, [x_in, out], loads={"v1": 0}, arch=arch)
    xs = x.numpy()
    for i, bit in enumerate(bits):
        skipped = (mask >> bit) & 1
        np.testing.assert_array_equal(out[:, i].numpy(), 0 if skipped else xs + 7, err_msg=f"bit {bit}")
        np.testing.assert_array_equal(out[:, 4 + i].numpy(), -1 if skipped else xs, err_msg=f"store, bit {bit}")


# ------------------------------------------------------------------------------------------------ VGPR indexing
def _model_index(mode: int, index: int, nd: int, regs: list[int]) -> list[int]:
    """The VGPRs an instruction names in indexing mode (operand order: dst, src0, src1, src2)."""
    bits = [8, 1, 2, 4]
    return [r + index if mode & bits[i] else r for i, r in enumerate(regs)]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("spelling,mode", [("gpr_idx(SRC0)", 1), ("gpr_idx(SRC1)", 2), ("gpr_idx(DST)", 8),
                                           ("gpr_idx(SRC0,SRC2,DST)", 13), ("gpr_idx(SRC0,SRC1,SRC2,DST)", 15),
                                           ("gpr_idx()", 0)])
def test_gpr_idx_on_indexes_the_selected_operands(arch, spelling, mode, rng_seed):
    rng = np.random.default_rng(rng_seed)
    index = int(rng.integers(1, 8))
    vals = {r: _rand_i32(rng) for r in range(10, 26)}
    body = (f"s_mov_b32 s30, {index + 0x300}\n"  # only S0[7:0] is the index
            f"s_set_gpr_idx_on s30, {spelling}\n"
            "v_mad_u32_u24 v1, v10, v11, v12\n"
            "s_set_gpr_idx_off\n"
            "v_mov_b32_e32 v30, m0\n")
    _assembles(body, arch, 1)
    out = lanes("v_mov_b32_e32 v1, 0\nv_mov_b32_e32 v2, 0\nv_mov_b32_e32 v3, 0\nv_mov_b32_e32 v4, 0\n"
                "v_mov_b32_e32 v5, 0\nv_mov_b32_e32 v6, 0\nv_mov_b32_e32 v7, 0\nv_mov_b32_e32 v8, 0\n"
                "s_mov_b32 m0, 0x5a5a0000\n" + body,
                {f"v{r}": t for r, t in vals.items()},
                {**{f"v{r}": torch.int32 for r in range(1, 9)}, "v30": torch.int32}, arch=arch)
    d, s0, s1, s2 = _model_index(mode, index, 1, [1, 10, 11, 12])
    u = {r: t.numpy().astype(np.int64) for r, t in vals.items()}
    expect = (((u[s0] & 0xFFFFFF) * (u[s1] & 0xFFFFFF) + u[s2]) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    for r in range(1, 9):
        if r == d:
            np.testing.assert_array_equal(out[f"v{r}"].numpy(), expect)
        else:
            assert (out[f"v{r}"].numpy() == 0).all(), r
    # M0 after: bits [7:0] = index, [15:12] = the mode field, the other bits kept
    assert (out["v30"].numpy() == (0x5a5a0000 | mode << 12 | index)).all()


@pytest.mark.parametrize("arch", ARCHS)
def test_gpr_idx_writelane_dst_and_idx_mode(arch, rng_seed):
    """AITER topksoftmax's form (``v_writelane_b32`` with DST indexing), then s_set_gpr_idx_idx / _mode."""
    rng = np.random.default_rng(rng_seed)
    index, lane, idx2 = int(rng.integers(0, 4)), int(rng.integers(0, 64)), int(rng.integers(0, 4))
    body = (f"s_mov_b32 s30, {index}\ns_mov_b32 s22, {lane}\n"
            "s_set_gpr_idx_on s30, gpr_idx(DST)\n"
            "v_writelane_b32 v10, 0, s22\n"
            f"s_mov_b32 s31, {idx2}\n"
            "s_set_gpr_idx_idx s31\n"
            "s_set_gpr_idx_mode gpr_idx(SRC0)\n"
            "v_mov_b32_e32 v20, v10\n"
            "s_set_gpr_idx_off\n")
    _assembles(body, arch, 1)
    ones = {f"v{r}": torch.full((64,), r, dtype=torch.int32) for r in range(10, 14)}
    out = lanes(body, ones, {**{f"v{r}": torch.int32 for r in range(10, 14)}, "v20": torch.int32}, arch=arch)
    for r in range(10, 14):
        expect = np.full(64, r)
        if r == 10 + index:
            expect[lane] = 0
        np.testing.assert_array_equal(out[f"v{r}"].numpy(), expect)
    src = np.full(64, 10 + idx2)
    if idx2 == index:
        src[lane] = 0
    np.testing.assert_array_equal(out["v20"].numpy(), src)


def test_gpr_idx_refuses_memory_instructions():
    with pytest.raises(UnsupportedInstruction, match="VGPR indexing mode"):
        run(f"s_mov_b32 s30, 1\ns_set_gpr_idx_on s30, gpr_idx(SRC0)\nglobal_store_dword v255, v1, {ptr(0)}\n"
            "s_set_gpr_idx_off", [torch.zeros(64, dtype=torch.int32)])


# ------------------------------------------------------------------------------------------------ scalar atomics
def _model_atomic(op: str, mem: int, data: int, cmp: int, bits: int) -> int:
    mask = (1 << bits) - 1
    signed = lambda v: v - (1 << bits) if v >> (bits - 1) else v  # noqa: E731
    return {"add": mem + data, "sub": mem - data, "swap": data, "and": mem & data, "or": mem | data,
            "xor": mem ^ data, "umin": min(mem, data), "umax": max(mem, data),
            "smin": min(signed(mem), signed(data)), "smax": max(signed(mem), signed(data)),
            "inc": 0 if mem >= data else mem + 1, "dec": data if mem == 0 or mem > data else mem - 1,
            "cmpswap": data if mem == cmp else mem}[op] & mask


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("op", ["inc", "dec", "add", "sub", "swap", "cmpswap", "smin", "umax", "and", "xor"])
@pytest.mark.parametrize("x2", [False, True])
def test_scalar_atomics(arch, op, x2, rng_seed):
    rng = np.random.default_rng(rng_seed)
    bits = 64 if x2 else 32
    n = bits // 32
    mem0 = int(rng.integers(0, 2**bits, dtype=np.uint64))
    data = int(rng.integers(0, 2**bits, dtype=np.uint64)) if op not in ("inc", "dec") else int(rng.integers(0, 8))
    if op in ("inc", "dec"):
        mem0 = int(rng.integers(0, 10))
    cmp = mem0 if rng.integers(0, 2) else int(rng.integers(0, 2**bits, dtype=np.uint64))
    mem = torch.zeros(4, dtype=torch.int64)
    mem[0] = np.array([mem0], dtype=np.uint64).view(np.int64)[0]
    out = torch.full((8,), -1, dtype=torch.int32)
    sfx = "_x2" if x2 else ""
    width = 2 * n if op == "cmpswap" else n
    words = [(data >> (32 * i)) & 0xFFFFFFFF for i in range(n)] + \
            ([(cmp >> (32 * i)) & 0xFFFFFFFF for i in range(n)] if op == "cmpswap" else [])
    body = [f"s_mov_b32 s{40 + i}, {w:#x}" for i, w in enumerate(words)]
    body += [f"s_atomic_{op}{sfx} s[40:{40 + width - 1}], {ptr(0)}, 0x0 glc", "s_waitcnt lgkmcnt(0)",
             f"s_atomic_{op}{sfx} s[{50}:{50 + width - 1}], {ptr(0)}, 0x8", "s_waitcnt lgkmcnt(0)"]
    body += [f"s_store_dword s{40 + i}, {ptr(1)}, {4 * i:#x}" for i in range(n)]
    body += ["s_waitcnt lgkmcnt(0)"]
    text = "\n".join(body).replace("s[50:", f"s[{40 + width}:")  # the non-returning form's data: unwritten SGPRs
    text = text.replace(f"s[{40 + width}:{50 + width - 1}]", f"s[{40 + 2 * width}:{40 + 3 * width - 1}]")
    _assembles(text, arch, 2)
    # the non-returning atomic at offset 8 uses the same operand values
    prefix = "\n".join(f"s_mov_b32 s{40 + 2 * width + i}, {w:#x}" for i, w in enumerate(words))
    run(prefix + "\n" + text, [mem, out], arch=arch)
    got_mem = int(mem.numpy().view(np.uint64)[0])
    assert got_mem == _model_atomic(op, mem0, data, cmp, bits)
    assert int(mem.numpy().view(np.uint64)[1]) == _model_atomic(op, 0, data, cmp, bits)  # the form without glc
    ret = int(out.numpy().view(np.uint32)[0]) | (int(out.numpy().view(np.uint32)[1]) << 32 if x2 else 0)
    assert ret == mem0  # glc: the value before the update
