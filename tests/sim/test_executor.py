"""Launch set-up, scheduling and error reporting of the simulator executor."""

import pytest
import torch

from torch_cdna import sim
from torch_cdna.errors import SanitizerError, SimFault, UnsupportedInstruction
from tests.sim import asmkit


def _store_s20(extra: str = "") -> str:
    return f"""{extra}
    s_store_dword s20, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)"""


def test_workgroup_ids_and_grid():
    out = torch.full((12,), -1, dtype=torch.int32)
    body = f"""
    s_lshl_b32 s21, s2, 2
    s_mul_i32 s20, s2, s2
    s_store_dword s20, {asmkit.ptr(0)}, s21
    s_waitcnt lgkmcnt(0)
    """
    stats = asmkit.run(body, [out], grid=12)
    assert out.tolist() == [i * i for i in range(12)]
    assert stats.workgroups == 12 and stats.waves == 12


def test_missing_scalar_waitcnt_is_an_error():
    out = torch.zeros(1, dtype=torch.int32)
    text = asmkit.kernel(f"""
    s_load_dword s20, {asmkit.ptr(0)}, 0x0
    s_add_u32 s20, s20, 1
    """ + _store_s20(), 1)
    with pytest.raises(SanitizerError, match="missing s_waitcnt: s20"):
        sim.launch(text, "k", [1], [64], [out])
    fixed = text.replace("s_add_u32 s20, s20, 1", "s_waitcnt lgkmcnt(0)\n  s_add_u32 s20, s20, 1")
    sim.launch(fixed, "k", [1], [64], [out])
    assert out.item() == 1


def test_smem_results_need_lgkmcnt_zero():
    """Scalar loads may return out of order: lgkmcnt(1) does not guarantee the older of two loads."""
    out = torch.zeros(2, dtype=torch.int32)
    text = asmkit.kernel(f"""
    s_load_dword s20, {asmkit.ptr(0)}, 0x0
    s_load_dword s21, {asmkit.ptr(0)}, 0x4
    s_waitcnt lgkmcnt(1)
    s_add_u32 s20, s20, 1
    """ + _store_s20(), 1)
    with pytest.raises(SanitizerError):
        sim.launch(text, "k", [1], [64], [out])


def test_uninitialised_read_warns_and_strict_raises():
    out = torch.zeros(1, dtype=torch.int32)
    text = asmkit.kernel("s_add_u32 s20, s40, 1" + _store_s20(), 1)
    stats = sim.launch(text, "k", [1], [64], [out])
    assert any("never-written" in w for w in stats.warnings)
    with pytest.raises(SanitizerError, match="never-written"):
        sim.launch(text, "k", [1], [64], [out], strict=True)


def test_unknown_instruction_and_modifier_name_themselves():
    out = torch.zeros(1, dtype=torch.int32)
    with pytest.raises(UnsupportedInstruction, match="v_frobnicate_b32"):
        sim.launch(asmkit.kernel("v_frobnicate_b32 v1, v2", 1), "k", [1], [64], [out])
    with pytest.raises(UnsupportedInstruction, match="modifier"):
        sim.launch(asmkit.kernel("s_add_u32 s20, s21, s22 wibble:3", 1), "k", [1], [64], [out])


def test_never_ending_kernel_hits_step_limit():
    text = asmkit.kernel(".Lspin:\ns_branch .Lspin", 0)
    with pytest.raises(SimFault, match="not to terminate"):
        sim.launch(text, "k", [1], [64], [], max_steps=1000)


def test_argument_count_is_checked():
    text = asmkit.kernel("s_nop 0", 2)
    with pytest.raises(TypeError, match="takes 2 arguments, got 3"):
        sim.launch(text, "k", [1], [64], [1, 2, 3])
    with pytest.raises(TypeError, match="missing argument 1"):
        sim.launch(text, "k", [1], [64], [1])


def test_bad_launch_shapes():
    text = asmkit.kernel("s_nop 0", 0)
    with pytest.raises(ValueError, match="at most 1024"):
        sim.launch(text, "k", [1], [2048], [])
    with pytest.raises(ValueError, match="positive"):
        sim.launch(text, "k", [0], [64], [])


def test_hidden_arguments_and_trailing_pointers():
    """Code-object v5 hidden arguments are filled as the HIP runtime does; missing trailing pointers are 0."""
    src = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
k:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x8
  s_load_dword s6, s[0:1], 0x10
  s_load_dword s7, s[0:1], 0x1c
  s_waitcnt lgkmcnt(0)
  s_store_dwordx2 s[4:5], s[2:3], 0x0
  s_store_dwordx2 s[6:7], s[2:3], 0x8
  s_waitcnt lgkmcnt(0)
  s_endpgm
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
      - .offset: 16
        .size: 4
        .value_kind: hidden_block_count_x
      - .offset: 28
        .size: 2
        .value_kind: hidden_group_size_x
    .kernarg_segment_size: 32
    .name: k
...
.end_amdgpu_metadata
"""
    out = torch.full((4,), -1, dtype=torch.int32)
    sim.launch(src, "k", [3], [128], [out])
    assert out.tolist() == [0, 0, 3, 128]


def test_barrier_waits_for_the_whole_workgroup():
    """Wave 0 (the lower-PC path) reads what wave 1 stores before the barrier: it must wait at s_barrier."""
    flag = torch.zeros(4, dtype=torch.int32)
    body = f"""
    v_readfirstlane_b32 s20, v0
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc0 .Lsecond
    s_barrier
    s_load_dword s22, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    s_add_u32 s22, s22, 1
    s_store_dword s22, {asmkit.ptr(0)}, 0x4
    s_waitcnt lgkmcnt(0)
    s_branch .Lend
    .Lsecond:
    s_mov_b32 s21, 7
    s_store_dword s21, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    s_barrier
    .Lend:
    """
    asmkit.run(body, [flag], block=128)
    assert flag[:2].tolist() == [7, 8]


def test_dynamic_lds_is_added_and_bounded():
    text = asmkit.kernel("s_nop 0", 0, lds_bytes=1024)
    sim.launch(text, "k", [1], [64], [], shared_mem=2048)
    with pytest.raises(ValueError, match="exceeds the 64 KiB"):
        sim.launch(text, "k", [1], [64], [], shared_mem=64 * 1024)
    sim.launch(text, "k", [1], [64], [], shared_mem=64 * 1024, arch="gfx950")


def test_spinning_wave_does_not_starve_the_wave_it_waits_for():
    """Wave 1 spins (lower PC) on a flag that wave 0 sets later in the program: the scheduler must let
    wave 0 run (no barrier involved), as the hardware's wave arbitration does."""
    flag = torch.zeros(2, dtype=torch.int32)
    body = f"""
    v_readfirstlane_b32 s20, v0
    s_cmp_eq_u32 s20, 0
    s_cbranch_scc1 .Lsetter
    .Lspin:
    s_load_dword s22, {asmkit.ptr(0)}, 0x0 glc
    s_waitcnt lgkmcnt(0)
    s_cmp_eq_u32 s22, 0
    s_cbranch_scc1 .Lspin
    s_store_dword s22, {asmkit.ptr(0)}, 0x4
    s_waitcnt lgkmcnt(0)
    s_branch .Lend
    .Lsetter:
    s_nop 0
    s_nop 0
    s_mov_b32 s21, 9
    s_store_dword s21, {asmkit.ptr(0)}, 0x0
    s_waitcnt lgkmcnt(0)
    .Lend:
    """
    stats = asmkit.run(body, [flag], block=128)
    assert flag.tolist() == [9, 9]
    assert stats.mnemonics["s_store_dword"] == 2


def test_unique_bytes_count_distinct_bytes_total_bytes_count_accesses():
    """Three workgroups read the same x[0:64] and an overlapping x[32:96]; each writes its own row of ``out``
    and the same ``shared`` row: the total counters count every access, the unique ones each byte once."""
    x = torch.randint(-1000, 1000, (96,), dtype=torch.int32)
    out = torch.full((3, 64), -1, dtype=torch.int32)
    shared = torch.full((64,), -1, dtype=torch.int32)
    body = f"""
    v_lshlrev_b32_e32 v1, 2, v0
    global_load_dword v2, v1, {asmkit.ptr(0)}
    global_load_dword v3, v1, {asmkit.ptr(0)} offset:128
    s_waitcnt vmcnt(0)
    v_add_u32_e32 v2, v2, v3
    s_lshl_b32 s20, s2, 8
    v_add_u32_e32 v4, s20, v1
    global_store_dword v4, v2, {asmkit.ptr(1)}
    global_store_dword v1, v2, {asmkit.ptr(2)}
    s_waitcnt vmcnt(0)
    """
    stats = asmkit.run(body, [x, out, shared], grid=3)
    want = x[:64] + x[32:]
    assert torch.equal(out, want.expand(3, 64)) and torch.equal(shared, want)
    assert stats.global_bytes_read == 3 * 2 * 256 and stats.global_unique_bytes_read == 96 * 4
    assert stats.global_bytes_written == 3 * 2 * 256 and stats.global_unique_bytes_written == (3 + 1) * 256
