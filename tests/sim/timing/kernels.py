"""Small hand-written kernels for the timing tests: a streaming copy (memory-bound) and an MFMA loop over
loads and LDS (compute-bound), both parameterised by arch; each ``(text, name)``."""

from __future__ import annotations

_META = """.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .offset: 8
        .size: 8
        .value_kind: global_buffer
    .kernarg_segment_size: 16
    .group_segment_fixed_size: {lds}
    .name: {name}
...
.end_amdgpu_metadata
"""


def _wrap(name: str, arch: str, body: str, *, nv: int, lds: int = 0, agprs: int = 0) -> str:
    acc = f"  .amdhsa_accum_offset {nv}\n" if arch in ("gfx942", "gfx950") else ""
    return (f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"\n.amdhsa_code_object_version 5\n.text\n.globl {name}\n'
            f".type {name},@function\n{name}:\n{body}.rodata\n.amdhsa_kernel {name}\n"
            "  .amdhsa_user_sgpr_count 2\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
            f"  .amdhsa_next_free_vgpr {nv + agprs}\n  .amdhsa_next_free_sgpr 16\n{acc}"
            f"  .amdhsa_group_segment_fixed_size {lds}\n.end_amdhsa_kernel\n" + _META.format(name=name, lds=lds))


def stream_copy(arch: str = "gfx942") -> tuple[str, str]:
    """``copy(src, dst)``: each workgroup of 256 work-items copies its 4 KiB (16 bytes per work-item)."""
    body = """  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  s_lshl_b32 s8, s2, 12
  v_add_u32 v1, s8, v1
  s_waitcnt lgkmcnt(0)
  global_load_dwordx4 v[2:5], v1, s[4:5]
  s_waitcnt vmcnt(0)
  global_store_dwordx4 v1, v[2:5], s[6:7]
  s_endpgm
"""
    return _wrap("copy", arch, body, nv=8), "copy"


def mfma_loop(arch: str = "gfx942", iterations: int = 8, lds: int = 32768) -> tuple[str, str]:
    """``mma(src, dst)``: per work-item, ``iterations`` x (a 16-byte load, an LDS round trip, two dependent
    32x32x8 bf16 MFMAs), then one result dword stored; ``lds`` bytes of LDS per workgroup set the occupancy."""
    body = f"""  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  s_lshl_b32 s8, s2, 12
  v_add_u32 v1, s8, v1
  v_lshlrev_b32 v6, 2, v0
  s_mov_b32 s9, {iterations}
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  s_waitcnt lgkmcnt(0)
  s_nop 1
  v_mfma_f32_32x32x8_bf16 a[0:15], v[2:3], v[4:5], 0
L_loop:
  global_load_dwordx4 v[2:5], v1, s[4:5]
  s_waitcnt vmcnt(0)
  ds_write_b32 v6, v2
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v7, v6
  s_waitcnt lgkmcnt(0)
  v_mfma_f32_32x32x8_bf16 a[0:15], v[2:3], v[4:5], a[0:15]
  v_mfma_f32_32x32x8_bf16 a[0:15], v[2:3], v[4:5], a[0:15]
  s_sub_u32 s9, s9, 1
  s_cmp_lg_u32 s9, 0
  s_cbranch_scc1 L_loop
  s_nop 15
  s_nop 3
  v_accvgpr_read_b32 v8, a0
  s_nop 1
  v_add_f32_e32 v8, v8, v7
  global_store_dword v1, v8, s[6:7]
  s_endpgm
"""
    return _wrap("mma", arch, body, nv=12, lds=lds, agprs=16), "mma"
